### Polish: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.

## history/ending.rs: the end post

hist-record-digest = Zapis tego, kto co zrobił: SHA-256 `{ $record }`.
hist-next-game = Dalej: /{ cmd-risk } { cmd-risk-new } otwiera tu kolejną grę; /{ cmd-risk } { cmd-risk-stats } pokazuje klasyfikację.
hist-missions-revealed = **Odkryte misje**
hist-mission-of = · { $name }: { $mission }

## history/recap.rs: the recap in the end post, and its chart's title

hist-recap-title = 📜 **Podsumowanie gry nr { $number }** ({ $preset }): { $rounds } { $rounds ->
        [one] runda
        [few] rundy
       *[many] rund
    } ({ $turns } { $turns ->
        [one] tura
        [few] tury
       *[many] tur
    }), { $moves } { $moves ->
        [one] ruch
        [few] ruchy
       *[many] ruchów
    }, { $dice } { $dice ->
        [one] rzucona kość
        [few] rzucone kości
       *[many] rzuconych kości
    }, { $duration }.
hist-minutes = { $minutes } { $minutes ->
        [one] minuta
        [few] minuty
       *[many] minut
    }
hist-hours-minutes = { $hours } { $hours ->
        [one] godzina
        [few] godziny
       *[many] godzin
    } { $minutes } { $minutes ->
        [one] minuta
        [few] minuty
       *[many] minut
    }
hist-days-hours = { $days } { $days ->
        [one] dzień
       *[other] dni
    } { $hours } { $hours ->
        [one] godzina
        [few] godziny
       *[many] godzin
    }
hist-winner = Zwycięzca: **{ $name }** ({ $how }).
hist-how-world = panowanie nad światem
hist-how-ranked-territories = najwięcej terytoriów, potem armii, gdy nie grała już żadna osoba
hist-how-opponents-gone = wszyscy przeciwnicy poddali się, zostali usunięci lub wyeliminowani
hist-how-last-standing = nikt inny nie został w grze
hist-how-mission = tajna misja: { $mission }
hist-how-headquarters = utrzymuje każdą potrzebną kwaterę główną
hist-how-objectives = cele ({ $objectives }) przy utrzymaniu własnej stolicy
hist-how-team = zwycięstwo drużyny: { $count ->
        [one] poza grą: { $names }
       *[other] poza grą: { $names }
    }
hist-how-ranked-missions = wszystkie cztery misje: { $missions }
hist-no-winner = Brak zwycięzcy: stół zakończył grę.
hist-no-battle = Nie stoczono żadnej bitwy.
hist-key-moments = **Kluczowe chwile**
hist-largest = · Największa bitwa: { $fight }.
hist-largest-and-longest = · Największa bitwa, zarazem najdłuższy blitz: { $fight }.
hist-longest = · Najdłuższy blitz: { $fight }.
hist-fight-attacked = runda { $round }, atak gracza { $attacker }: { $from } → { $to }: { $lost } { $lost ->
        [one] armia stracona
        [few] armie stracone
       *[many] armii straconych
    } w { $count } { $count ->
        [one] rzucie
       *[other] rzutach
    } ({ $attacker } −{ $attacker_lost }
hist-fight-blitzed = runda { $round }, blitz gracza { $attacker }: { $from } → { $to }: { $lost } { $lost ->
        [one] armia stracona
        [few] armie stracone
       *[many] armii straconych
    } w { $count } { $count ->
        [one] rzucie
       *[other] rzutach
    } ({ $attacker } −{ $attacker_lost }
hist-fight-defender = , { $name } −{ $lost }
hist-comeback = · Największy powrót: { $name }, od { $low ->
        [one] { $low } terytorium
       *[other] { $low } terytoriów
    } w rundzie { $low_round } do { $high } w rundzie { $high_round }.
hist-no-comeback = · Bez powrotów: nikt, kto spadł na ostatnie miejsce, się nie podniósł.
hist-luck = **Szczęście** (armie stracone w bitwach wobec dokładnych szans każdego rzutu; + to szczęście)
hist-luck-line = · { $name }: stracone { $lost } przy oczekiwanych { $expected } w { $count } { $count ->
        [one] rzucie
       *[other] rzutach
    }: { $index }
hist-chart-title = Gra nr { $number } ({ $preset }): terytoria i armie w kolejnych rundach

## results/stats.rs: /risk stats

hist-standings-empty = Na tym serwerze nie skończyła się jeszcze żadna gra: klasyfikacja zacznie się od pierwszej.
hist-standings-title = **Klasyfikacja na tym serwerze**: { $count } { $count ->
        [one] zakończona gra
        [few] zakończone gry
       *[many] zakończonych gier
    } ({ $presets }).
hist-standings-rated = Ocena według umiejętności Weng-Lin; kolejność według umiejętności − 3 × niepewność.
hist-standings-line = { $rank }. **{ $name }**: { $rating } ± { $uncertainty }, wygrane { $won } z { $played }
hist-standings-more = … i jeszcze { $count }: /{ cmd-risk } { cmd-risk-stats } { opt-player }:NAZWA
hist-player-standing = **{ $name }** na tym serwerze: wygrane { $won } z { $played } { $played ->
        [one] gry
       *[other] gier
    } ({ $share }); ocena { $rating } ± { $uncertainty }, miejsce { $rank } z { $players }.
hist-player-preset = · { $preset }: wygrane { $won } z { $played } ({ $share })

## history/replay.rs, fair.rs: /risk verify's verdict

hist-verified = ✅ Gra nr { $number } zweryfikowana: ziarno { $seed } zgadza się ze zobowiązaniem { $commitment }, a odtworzenie { $steps ->
        [one] jej { $steps } kroku
       *[other] jej { $steps } kroków
    } ({ $entries } { $entries ->
        [one] wpis w dzienniku
        [few] wpisy w dzienniku
       *[many] wpisów w dzienniku
    }) z tego ziarna daje każdą z { $dice } { $dice ->
        [one] kości
       *[other] kości
    } i { $cards } { $cards ->
        [one] dobraną kartę
        [few] dobrane karty
       *[many] dobranych kart
    } oraz tę samą pozycję końcową.
hist-verified-bound = Jej gracze ({ $players }) i wariant ({ $preset }) to ci, dla których złożono zobowiązanie.
hist-verified-unbound = Jej gracze i wariant są takie, jak podaje plik: zobowiązanie tej gry ich nie obejmuje (złożono je, zanim zaczęto je pieczętować razem z kośćmi).
hist-verified-record = To, kto co zrobił, zgadza się z zapisem { $record } opublikowanym przy ujawnieniu ziarna.
hist-verified-no-record = To, kto co zrobił, jest takie, jak podaje plik: nie opublikowano żadnego zapisu.
hist-verify-failed = ❌ Weryfikacja nieudana: { $why }

## history/fair.rs: /risk verify before the end

hist-not-started = Gra jeszcze się nie zaczęła: jej kości zostaną zapieczętowane na starcie.
hist-no-commitment = Ta gra zaczęła się, zanim bot prowadził zapis do weryfikacji kości (nie opublikowano zobowiązania).
hist-dice-sealed = 🔒 Kości są zapieczętowane: SHA-256 z `{ $salt }:<ziarno>` to `{ $commitment }`. Ziarno zostanie ujawnione po końcu gry; wtedy /{ cmd-risk } { cmd-risk-verify } odtworzy każdy rzut i każde dobranie karty.
hist-fog-file-later = We mgle wojny plik gry (cały dziennik) też jest udostępniany dopiero wtedy.

hist-replay-player = Gracz { $number }
hist-replay-attack = atak { $from } → { $to }
hist-replay-blitz = blitz { $from } → { $to }
hist-replay-claim = zajęcie: { $territory }
hist-replay-place = rozmieszczenie { $armies } { $territory-in }
hist-replay-fortify = przegrupowanie { $armies } { $from } → { $to }
hist-replay-move = wkroczenie { $armies }
hist-replay-end = koniec
hist-replay-ally = kość sojusznika { $territory-in }
hist-replay-cannot-set-up = nie da się przygotować gry: { $error }
hist-replay-set-up-twice = gra była już przygotowana
hist-replay-before-setup = ruch przed przygotowaniem gry
hist-replay-refused = { $name } – odmowa: { $why }
hist-replay-undo-nothing = cofnięcie, gdy nie ma czego cofnąć
hist-replay-the-end = koniec
hist-replay-leaves = { $name } opuszcza grę
hist-replay-taken-over = miejsce gracza { $name } zostaje przejęte
hist-replay-seed = Ziarno { $seed } nie zgadza się ze zobowiązaniem: SHA-256 z `{ $salt }:{ $seed }` to { $computed }, a nie { $commitment }.
hist-replay-unknown-board = Gra toczyła się na planszy { $board }, której tu nie znamy.
hist-replay-at = #{ $entry } { $actor } /{ $command }, krok { $step }: { $message }
hist-replay-setting-up = przygotowanie
hist-replay-no-game = Plik nie zawiera gry: nigdy jej nie przygotowano.
hist-replay-not-over = Każdy krok się zgadza, ale odtworzona gra się nie kończy.
hist-replay-other-end = Każdy rzut i każda karta się zgadzają, ale odtworzenie kończy się w innej pozycji niż gra (skrót jej stanu końcowego jest inny).
hist-replay-dice = gra opublikowała kości { $posted }, a ziarno daje { $seeded }
hist-replay-cards = gra zapisała dobrane karty { $recorded }, a ziarno dobiera { $seeded }
hist-replay-dealt = rozdane terytoria różnią się od tych, które rozdaje ziarno
hist-replay-format = To nie jest plik gry, który ta wersja odczytuje (format '{ $format }', oczekiwany '{ $expected }').
hist-replay-log = To, kto co zrobił w dzienniku pliku, nie jest tym, co zapisała gra: skrót dziennika różni się od zapisu { $posted } opublikowanego przy ujawnieniu ziarna (zmieniono gracza, komendę lub kroki jakiegoś wpisu).
hist-replay-binding = Gracze ({ $players }) i wariant ({ $preset }) to nie ci, dla których złożono zobowiązanie tej gry: jej sól { $salt } powstaje z kanału, numeru gry, czasu startu, wariantu i imion graczy, a te dają inną. Zmieniono graczy, wariant, kanał, numer lub czas startu w pliku.
