### Polish: the engine's reasons in words, as the service renders them.
### Every key of ../en/engine.ftl, translated; a key left out falls back to English.
### The eng-expect-* and eng-action-* phrases are infinitives: they follow "ma …", "trzeba …", "Nie możesz teraz …", "dalej: …".

## engine/explain.rs: why the rules refuse a move, and what the player is expected to do

eng-another-player = inny gracz
eng-whose-turn = Teraz tura gracza { $name }.
eng-how-yours = /{ cmd-board } { opt-player }:me je wymienia
eng-how-neighbours = /{ cmd-territory } pokazuje sąsiadów terytorium
eng-how-free = /{ cmd-board } { opt-continent }: pokazuje które, kontynent po kontynencie
eng-how-ally = /{ cmd-board } { opt-player } je wymienia
eng-many-territories = { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
} ({ $how })
eng-none = brak
eng-quoted = „{ $text }”
eng-or = { $first } lub { $second }
eng-and = { $first } i { $second }
eng-range-exactly = dokładnie { $count }
eng-range = { $min }–{ $max }
eng-game-over-won = Gra skończona: wygrywa { $name }.
eng-game-ended = Gra skończona: bez zwycięzcy.
eng-not-a-player = Nie grasz w tej grze.
eng-not-your-turn = Teraz tura gracza { $name }; ma { $expected }.
eng-wrong-phase = Nie możesz teraz { $action }: teraz trzeba { $expected }.
eng-action-attack = atakować
eng-action-choose-hq = wybrać kwatery głównej
eng-action-choose-objective = wybrać celu
eng-action-claim = zajmować terytoriów
eng-action-not-placing = robić nic poza rozmieszczaniem armii początkowych
eng-action-end = kończyć
eng-action-fortify = przegrupowywać
eng-action-move = przesuwać armii
eng-action-airfield = stawiać lotniska
eng-action-place = rozmieszczać armii
eng-action-trade-stars = wymieniać kart z gwiazdkami (w tej grze wymienia się zestawy po trzy)
eng-belongs-to = Terytorium { $territory } należy do gracza { $owner }, nie do ciebie. Twoje: { $yours }.
eng-no-such-territory = Na tej mapie nie ma takiego terytorium.
eng-not-yours = Terytorium { $territory } nie jest twoje. Twoje: { $yours }.
eng-already-claimed = { $territory-object } zajmuje już { $owner }. Wciąż wolne: { $free }.
eng-own-side = Terytorium { $to } należy do twojej strony. Możesz atakować { $from-from }: { $allowed }.
eng-own-territory = Terytorium { $to } jest twoje. Możesz atakować { $from-from }: { $allowed }.
eng-not-adjacent = Terytoria { $from } i { $to } ze sobą nie graniczą. Możesz atakować { $from-from }: { $allowed }.
eng-too-few-armies = Terytorium { $territory } ma { $count ->
        [one] { $count } armię
        [few] { $count } armie
       *[many] { $count } armii
    }; do ataku z niego potrzeba co najmniej { $need }.
eng-attacker-dice = Nie możesz tu rzucić { $given } kośćmi: wybierz od 1 do { $max }.
eng-defender-dice = Obrońca nie może tu rzucić { $given } kośćmi: wybierz od 1 do { $max }.
eng-troops-none = Stamtąd nie można przesunąć żadnej armii: jedna zawsze zostaje (prosisz o { $given }).
eng-troops-range = { $given } jest poza zakresem: wybierz { $range }.
eng-stop-at-zero = { opt-stop-at } to liczba armii, które zostają na atakującym terytorium, co najmniej 1: wybierz od 1 do { $max }.
eng-stop-at-too-high = Przy { opt-stop-at } { $given } atak w ogóle by się nie odbył: terytorium ma { $have }; wybierz od 1 do { $max }.
eng-must-trade = Masz { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
}: najpierw wymień zestaw (/{ cmd-trade }), potem rozmieść armie.
eng-not-in-hand = Nie masz tej karty na ręce (zobacz /{ cmd-hand }).
eng-not-a-set = Te karty nie tworzą zestawu: trzy z jednym symbolem, po jednej z każdego symbolu albo dowolne dwie z dżokerem.
eng-trade-start-of-turn = Karty wymienia się tylko na początku twojej tury; teraz trzeba { $expected }.
eng-trade-down-to = Masz { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
}: wymiana kończy się, gdy zostanie { $limit } lub mniej.
eng-not-connected = Nie możesz przesunąć armii { $from-from } { $to-to }. Dozwolone cele: { $allowed }.
eng-same-territory = Terytorium { $territory } podano dwa razy; wybierz dwa różne terytoria.
eng-setup-quota-neutral = W tej kolejce umieszczasz jeszcze { $count } na swoich terytoriach i 1 na terytorium neutralnym.
eng-setup-quota-owed = W tej kolejce umieszczasz jeszcze { $count } na swoich terytoriach i 1 na terytorium gracza { $owed }.
eng-setup-quota-own = W tej kolejce umieszczasz jeszcze { $count } na swoich terytoriach i żadnej na neutralnych.
eng-all-placed = Wszystkie twoje armie początkowe są rozmieszczone; zostaną odkryte razem, gdy { $waiting } { $count ->
        [one] skończy
       *[other] skończą
    }.
eng-ally-no-active-neutrals = Te zasady nie mają aktywnych armii neutralnych, które można przekupić lub prowadzić.
eng-ally-not-a-neutral = To nie jest armia neutralna, która wciąż jest w grze.
eng-ally-bribe-time = Przekupuje się na początku twojej tury, zanim dostaniesz posiłki; teraz trzeba { $expected }.
eng-ally-full-hand = Ten neutralny ma już 5 kart i nie można go już przekupić.
eng-ally-two-per-turn = Ten neutralny dostał już od ciebie w tej turze dwie karty, najwięcej, ile wolno.
eng-ally-already-allied = Ten neutralny już jest twoim sojusznikiem.
eng-ally-not-your-ally = Tego terytorium nie trzyma żaden z twoich sojuszników.
eng-ally-reinforce-time = Sojuszników wzmacnia się po twoich posiłkach, a przed twoim pierwszym atakiem.
eng-ally-already-reinforced = W tej turze ten sojusznik jest już wzmocniony.
eng-ally-already-moved = Ten sojusznik wykonał już w tej turze swój darmowy ruch.
eng-ally-no-roll-to-divide = Kość sojusznika dzieli się zaraz po rzucie (/{ cmd-ally } { opt-territory }, potem /{ cmd-ally } { opt-territory } { opt-troops } dla każdego kolejnego terytorium).
eng-ally-other-ally = Armie z kości trafiają tylko na terytoria sojusznika, dla którego rzucono: { $choices }.
eng-stars = Te karty mają { $count ->
        [one] { $count } gwiazdkę
        [few] { $count } gwiazdki
       *[many] { $count } gwiazdek
    }: oddaj razem karty z 2 do 10 gwiazdkami.
eng-army-cap-full = Na terytorium { $territory } stoi już { $cap ->
    [one] { $cap } armia
    [few] { $cap } armie
   *[many] { $cap } armii
}, najwięcej, ile może mieć jedno terytorium; wybierz inne.
eng-army-cap-room = Na terytorium { $territory } zmieści się jeszcze tylko { $count ->
        [one] { $count } armia
        [few] { $count } armie
       *[many] { $count } armii
    } (najwyżej { $cap } na terytorium).
eng-no-bonus = Ta wymiana nie daje +2, więc nie może trafić { $territory-to }: { $reason }.
eng-no-bonus-rules = ta gra nie daje premii za zajęte terytoria z kart
eng-no-bonus-taken = już masz 2 dodatkowe armie z tej tury
eng-no-bonus-cards = żadna z tych kart nie pokazuje terytorium, które zajmujesz
eng-bonus-territory = +2 trafia na zajmowane przez ciebie terytorium z wymienionej karty, a nie { $territory-to }. Wybierz jedno z: { $eligible }.
eng-no-objectives = Te zasady nie mają celów.
eng-objective-discard-only = Kartę odrzuca się tylko przy braniu celu: wybierz jeden z: { $objectives }.
eng-objective-none-now = Teraz nie można wziąć żadnego celu: cel bierze się po ataku, gdy został osiągnięty w tej turze, raz na turę.
eng-objective-choose = Możesz wziąć jeden z: { $objectives } (albo żaden: /{ cmd-objective } bez nazwy).
eng-armies-left = Najpierw rozmieść { $count ->
        [one] pozostałą { $count } armię
        [few] pozostałe { $count } armie
       *[many] pozostałych { $count } armii
    } (/{ cmd-draft }).
eng-expect-claim = zająć wolne terytorium (/{ cmd-claim })
eng-expect-capital = ustanowić stolicę na jednym ze swoich terytoriów (/{ cmd-hq })
eng-expect-hq = w tajemnicy wybrać kwaterę główną spośród swoich terytoriów (/{ cmd-hq })
eng-expect-setup-neutral-only = umieścić 1 armię na terytorium neutralnym (/{ cmd-draft }); twoich zostało: { $left }
eng-expect-setup-with-neutral = umieścić w tej kolejce { $count ->
        [one] { $count } armię
        [few] { $count } armie
       *[many] { $count } armii
    } na swoich terytoriach i 1 na neutralnym (twoich zostało: { $left }, /{ cmd-draft })
eng-expect-setup-own = umieścić w tej kolejce { $count ->
        [one] { $count } armię
        [few] { $count } armie
       *[many] { $count } armii
    } na swoich terytoriach (zostało: { $left }, /{ cmd-draft })
eng-expect-setup = rozmieścić armie początkowe (zostało: { $left }, /{ cmd-draft })
eng-expect-draft = rozmieścić { $count ->
        [one] { $count } armię posiłków
        [few] { $count } armie posiłków
       *[many] { $count } armii posiłków
    } (/{ cmd-draft })
eng-expect-trade-down = wymienić zestaw kart (na ręce: { $count }, /{ cmd-trade })
eng-expect-attack = atakować (/{ cmd-attack }), przegrupować (/{ cmd-fortify }) albo zakończyć atak (/{ cmd-end })
eng-expect-occupy = zdecydować, ile armii stanie { $territory-in }: { $range } (/{ cmd-move }), albo grać dalej (/{ cmd-attack }, /{ cmd-fortify }, /{ cmd-end }) z { $min } już przesuniętymi
eng-expect-occupy-first = najpierw przesunąć armie { $territory-to }: { $range } (/{ cmd-move })
eng-expect-fortify = przegrupować (/{ cmd-fortify }) albo zakończyć turę (/{ cmd-end })
eng-expect-nothing = nic: gra jest skończona
