### Polish: slash commands' and options' names and descriptions, as registered with Discord.
### Every key of ../en/commands.ftl, translated; a key left out falls back to English.
### Names: lower case, no spaces, at most 32 characters, unique among their siblings; descriptions at most 100 characters.

## Command groups: their names.
cmd-risk = risk
cmd-risk-desc = Poczekalnia i stół: { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } i inne.
cmd-risk-admin = risk-admin
cmd-risk-admin-desc = Administratorzy serwera: komendy stołu dla gry na tym kanale i ustawienia serwera.
cmd-risk-admin-map = mapa
cmd-risk-admin-map-desc = Komendy /{ cmd-risk-admin } { cmd-risk-admin-map }.

## Commands: the name (the last word as typed), the description Discord shows (at most 100 characters), the text /help shows.

cmd-risk-new = nowa
cmd-risk-new-desc = Otwórz poczekalnię na tym kanale; ty ją prowadzisz.
cmd-risk-new-help = otwiera poczekalnię na tym kanale; ty ją prowadzisz. O ile `{ opt-setup }` lub `{ opt-placement }` nie mówi inaczej (i o ile wariant na to pozwala: bez armii neutralnych, bez stolicy na pierwszym zajętym terytorium), terytoria są rozdawane, a wszyscy rozmieszczają armie początkowe jednocześnie, w ukryciu (`/{ cmd-draft }`, jedno wezwanie oznacza wszystkich, jeden zegar dla wszystkich), i odkrywają je razem, gdy skończy ostatni; w terminie reszta trafia na granice; miejsca SI rozmieszczają od razu. Sposoby z instrukcji to `{ opt-setup }:claim` i `{ opt-placement }:one-at-a-time` (albo `bulk`: każdy po kolei rozmieszcza wszystkie). `{ opt-turn-time }` od 1h do 7d albo `none` (domyślnie 24h); `{ opt-on-timeout }` `ai` (SI rozgrywa tę turę, domyślnie) albo `skip` (posiłki na granice, koniec tury); `{ opt-kick-after }` opuszczone tury z rzędu, zanim SI zachowa miejsce (domyślnie 3); `{ opt-surrender }` `neutral` (domyślnie) albo `ai`; `{ opt-reminders }` na ile przed terminem przychodzi ostatnie przypomnienie (domyślnie `1h`; `none` wyłącza oba przypomnienia); `{ opt-defender-dice }` `max` (domyślnie) albo `choose`: atakowany obrońca-człowiek dostaje dwa przyciski (1 lub 2 kości) i 60 sekund na odpowiedź, inaczej rzuca największą liczbą; `{ opt-card-values }` `escalating` (domyślnie) albo `plus-one` (wariant ekspertów: 4, 5, 6, …); `{ opt-army-cap }`, `{ opt-reroll }`, `{ opt-commander }` i `{ opt-fortify }:multiple` włączają pozostałe warianty ekspertów (zobacz Warianty); `{ opt-capital-goal }` `all` (domyślnie) albo `short` (Capital RISK: 2 inne kwatery główne przy 4 graczach, 3 przy 5–6); `{ opt-neutral-setup }` (warianty dla dwóch graczy) `own-first` (najpierw wszystkie własne armie, potem neutralne, po jednej na turę: domyślnie w `two-player`) albo `interleaved` (własne i neutralne armie w każdej kolejce: domyślnie w wariantach z czterema neutralnymi); `{ opt-map }` plansza po nazwie (domyślnie klasyczna; `/{ cmd-risk } { cmd-risk-maps }` wymienia plansze w zestawie i własne plansze serwera); `{ opt-fog }` `off` (domyślnie), `light` (kto trzyma każde terytorium; armie na twoich i sąsiednich), `standard` (twoje i sąsiednie; nic z reszty) albo `dark` (armie tylko na twoich; kto trzyma sąsiednie): kanał widzi wtedy tylko to, co może widzieć każdy gracz, każdy dostaje swoją planszę prywatnie, a mgła opada na końcu. `/{ cmd-risk } { cmd-risk-rules } { opt-preset }:NAZWA` opisuje zasady wariantu

cmd-risk-join = dołącz
cmd-risk-join-desc = Zajmij miejsce w poczekalni.
cmd-risk-join-help = zajmuje miejsce przed startem, w kolorze `{ opt-color }` (domyślnie: pierwszy wolny)

cmd-risk-leave = wyjdź
cmd-risk-leave-desc = Opuść poczekalnię przed startem gry.
cmd-risk-leave-help = zwalnia twoje miejsce przed startem

cmd-risk-team = drużyna
cmd-risk-team-desc = Team RISK: wybierz drużynę A lub B przed startem (drużyny grają na przemian).
cmd-risk-team-help = Team RISK: wybiera drużynę A lub B w poczekalni; na starcie niezdecydowani gracze uzupełniają mniejszą drużynę, a miejsca idą na przemian A, B, A, B

cmd-risk-add-ai = dodaj-si
cmd-risk-add-ai-desc = Gospodarz: dodaj gracza komputerowego do poczekalni.
cmd-risk-add-ai-help = gospodarz: dodaje gracza komputerowego: `{ opt-level }` `random`, `basic` (domyślnie) albo `strong`

cmd-risk-start = start
cmd-risk-start-desc = Gospodarz: zacznij grę z graczami, którzy zajęli miejsca.
cmd-risk-start-help = gospodarz: zaczyna grę z graczami, którzy zajęli miejsca (kolejność miejsc to kolejność tur)

cmd-risk-status = status
cmd-risk-status-desc = Pokaż poczekalnię albo grę: czyja jest tura i co trzeba zrobić.
cmd-risk-status-help = poczekalnia albo czyja jest tura i co ten gracz ma zrobić

cmd-risk-rules = zasady
cmd-risk-rules-desc = Zasady tego stołu (lub wariantu) słowami, tylko dla ciebie.
cmd-risk-rules-help = zasady tego kanału słowami, według tematów, tylko dla ciebie: w poczekalni, w trakcie gry i po niej; z `{ opt-preset }` (albo gdy nie ma tu stołu) zasady tego wariantu tak, jak zagrałoby go `/{ cmd-risk } { cmd-risk-new }`

cmd-risk-kick = wyrzuć
cmd-risk-kick-desc = Gospodarz lub zarządca kanału: usuń gracza (w trakcie gry jego miejsce przejmuje SI).
cmd-risk-kick-help = gospodarz lub *Zarządzanie kanałami*: usuwa gracza z poczekalni; w trakcie gry miejsce przejmuje SI i, jak po kapitulacji, nie jest niczyim przeciwnikiem (`/{ cmd-risk-admin } { cmd-risk-replace }` przekazuje je osobie, która znów rywalizuje)

cmd-risk-abandon = usuń
cmd-risk-abandon-desc = Gospodarz lub zarządca kanału: usuń grę na tym kanale.
cmd-risk-abandon-help = gospodarz lub *Zarządzanie kanałami*: usuwa grę na tym kanale (`{ opt-confirm }:true`)

cmd-risk-pause = pauza
cmd-risk-pause-desc = Gospodarz lub zarządca kanału: zatrzymaj zegary tur (ruchy nadal dozwolone).
cmd-risk-pause-help = gospodarz lub *Zarządzanie kanałami*: zatrzymuje zegary tur (ruchy nadal dozwolone)

cmd-risk-resume = wznów
cmd-risk-resume-desc = Gospodarz lub zarządca kanału: uruchom ponownie zegary tur.
cmd-risk-resume-help = gospodarz lub *Zarządzanie kanałami*: uruchamia ponownie zegary tur

cmd-risk-skip = pomiń
cmd-risk-skip-desc = Gospodarz lub zarządca kanału: zastosuj teraz do bieżącej tury skutki końca czasu.
cmd-risk-skip-help = gospodarz lub *Zarządzanie kanałami*: stosuje teraz do bieżącej tury to, co dzieje się po upływie czasu

cmd-risk-vacation = urlop
cmd-risk-vacation-desc = Weź wolne: twoje terminy czekają (z twojej puli, 7 dni na grę).
cmd-risk-vacation-help = twoje terminy czekają przez podaną liczbę dni (`{ opt-days }`; 7 dni na grę)

cmd-risk-surrender = poddaj-się
cmd-risk-surrender-desc = Poddaj się: twoje armie stają się neutralne (albo przejmuje je SI, zależnie od poczekalni).
cmd-risk-surrender-help = kapitulacja: twoje armie zostają jako bierne neutralne (albo gra nimi SI, zależnie od `{ opt-surrender }`) i nie są niczyim przeciwnikiem; gdy wszyscy przeciwnicy gracza (lub drużyny) skapitulowali, zostali wyrzuceni lub wyeliminowani, ta strona od razu wygrywa, także w trakcie przygotowania; gdy nikt już nie gra, gracze wciąż w grze są klasyfikowani, a pierwszy wygrywa

cmd-risk-replace = zastąp
cmd-risk-replace-desc = Gospodarz lub zarządca kanału: przekaż miejsce gracza komuś innemu.
cmd-risk-replace-help = gospodarz lub *Zarządzanie kanałami*: przekazuje miejsce (`{ opt-player }`) komuś innemu (`{ opt-new-player }`); nowa osoba dostaje karty w wiadomości prywatnej

cmd-risk-return = wróć
cmd-risk-return-desc = Odbierz SI swoje miejsce po opuszczonych turach (między turami).
cmd-risk-return-help = odbiera twoje miejsce, które SI przejęła za opuszczone tury (między turami; raz na grę)

cmd-risk-verify = weryfikuj
cmd-risk-verify-desc = Po grze: odtwórz ją z ujawnionego ziarna kości i sprawdź każdy rzut i kartę.
cmd-risk-verify-help = po grze: odtwarza ją z ujawnionego ziarna kości, sprawdza każdy rzut i każde dobranie karty i załącza plik gry (`game-N.json`) dla `risk-bot verify` (zobacz [Verifiable dice](#verifiable-dice)); przed końcem pokazuje zapieczętowane zobowiązanie

cmd-risk-stats = statystyki
cmd-risk-stats-desc = Klasyfikacja serwera: wygrane gry według wariantów i ranking; albo wyniki jednego gracza.
cmd-risk-stats-help = klasyfikacja tego serwera, tylko dla ciebie: zakończone gry według wariantów i ranking (pierwsza 10); z `{ opt-player }` (imię albo `me`) wygrane i rozegrane gry tego gracza według wariantów, ocena i miejsce (zobacz [Server standings](#server-standings))

cmd-risk-maps = mapy
cmd-risk-maps-desc = Plansze, na których może tu grać poczekalnia: własne serwera i dołączone, z rozmiarami.
cmd-risk-maps-help = plansze, które może wybrać `/{ cmd-risk } { cmd-risk-new } { opt-map }:NAZWA`, tylko dla ciebie: własne plansze serwera (dodane przez jego administratorów przez `/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add }`) i te dołączone do bota, każda z liczbą terytoriów i kontynentów

cmd-map-add = dodaj
cmd-map-add-desc = Dodaj plik mapy (w załączniku) jako jedną z plansz tego serwera.
cmd-map-add-help = administratorzy serwera: dodaje załączony plik mapy (TOML, `.map` Domination, `.map` Conquest albo `.xml` Conquer Club, najwyżej 256 KB) jako jedną z plansz tego serwera, pod nazwą, którą sam podaje; plik, który nie jest grywalną planszą, zostaje odrzucony z listą problemów, a nazwa, którą ma już plansza dołączona lub plansza serwera, jest odrzucana. Zobacz [Hosting](hosting.md#boards)

cmd-map-remove = usuń
cmd-map-remove-desc = Usuń jedną z plansz tego serwera (trwające na niej gry ją zachowują).
cmd-map-remove-help = administratorzy serwera: usuwa jedną z plansz tego serwera po nazwie; poczekalnie nie mogą jej już wybrać, gry już na niej rozgrywane (i ich archiwa) ją zachowują

cmd-settings = ustawienia
cmd-settings-desc = Pokaż ustawienia serwera; podane opcje je zmieniają (domyślne, kanały, rola).
cmd-settings-help = administratorzy serwera: pokazuje ustawienia tego serwera (tylko tobie), zmieniając podane: domyślne opcje `/{ cmd-risk } { cmd-risk-new }` (dowolne z jej opcji; uzupełniane tam, gdzie gracz którejś nie poda; opcje zasad tylko wtedy, gdy gracz gra w domyślny wariant), kanały, na których można otwierać poczekalnie (brak: każdy kanał), rolę, która może prowadzić grę (administratorzy i tak mogą); `{ opt-reset }` `defaults`, `channels`, `host-role` albo `all`. Domyślne opcje, z którymi nie dałoby się otworzyć poczekalni, są odrzucane

cmd-claim = zajmij
cmd-claim-desc = Przygotowanie: zajmij wolne terytorium.
cmd-claim-help = przygotowanie: zajmuje wolne terytorium (jedna armia)

cmd-hq = kwatera
cmd-hq-desc = Capital RISK: w tajemnicy wybierz kwaterę główną spośród swoich terytoriów.
cmd-hq-help = Capital RISK: w tajemnicy wybiera twoją kwaterę główną spośród twoich terytoriów (odkrytą, gdy wszyscy wybiorą); Basic Training: ustanawia twoją stolicę (jawnie)

cmd-bribe = przekup
cmd-bribe-desc = Aktywni neutralni: na początku tury daj zakrytą kartę armii neutralnej.
cmd-bribe-help = aktywni neutralni (`two-player-allies`): na początku twojej tury daje zakrytą kartę neutralnemu, o krok bliżej ciebie na jego torze statusu (najwyżej 2 jednemu neutralnemu na turę; nie neutralnemu, który ma 5 kart)

cmd-ally = sojusznik
cmd-ally-desc = Aktywni neutralni: przed atakiem rzuć kością armii na terytorium sojusznika.
cmd-ally-help = aktywni neutralni: po twoich posiłkach, a przed pierwszym atakiem, rzuca jedną kością armii na terytorium jednego z twoich sojuszników (raz na sojusznika na turę); zaraz po rzucie `/{ cmd-ally } { opt-territory } { opt-troops }` przenosi tyle nowych armii na inne terytorium tego sojusznika (dzieląc kość); sojusznicy atakują (`/{ cmd-attack }` ze swojego terytorium) i wykonują jeden darmowy ruch (`/{ cmd-fortify }` ze swojego terytorium) dla ciebie

cmd-airfield = lotnisko
cmd-airfield-desc = Command Room: postaw zdobyte lotnisko na jednym ze swoich terytoriów.
cmd-airfield-help = Command Room: stawia zdobyte lotnisko (+1 do twojej najwyższej kości w bitwach na tym terytorium lub obok niego); nie postawione do końca tury trafia na twoje terytorium z największą liczbą armii

cmd-objective = cel
cmd-objective-desc = Po ataku: weź jeden z celów osiągniętych w tej turze albo żaden.
cmd-objective-help = Basic Training, Command Room: po ataku bierze jeden z celów osiągniętych w tej turze (`{ opt-name }`) albo żaden (bez `{ opt-name }`: podbój i tak daje wtedy kartę); `{ opt-discard }` odrzuca przy tym kartę z ręki. `/{ cmd-end }` z fazy ataku zostawia wybór otwarty do pierwszego `/{ cmd-fortify }` lub następnego `/{ cmd-end }`, które biorą pierwszy osiągnięty

cmd-draft = rozmieść
cmd-draft-desc = Umieść armie na jednym ze swoich terytoriów (armie początkowe lub posiłki).
cmd-draft-help = rozmieszcza armie początkowe lub posiłki: `{ opt-troops }` na `{ opt-territory }` (liczba, `all` albo `all but N`); bez `{ opt-troops }` wszystkie, które masz teraz do rozmieszczenia

cmd-trade = wymień
cmd-trade-desc = Wymień zestaw trzech kart na armie na początku swojej tury.
cmd-trade-help = wymienia zestaw kart na armie na początku twojej tury (zestawy i ich wartość zależą od zasad stołu: `/{ cmd-risk } { cmd-risk-rules }`); `{ opt-bonus }` wskazuje, terytorium z której wymienionej karty, zajmowane przez ciebie, dostaje dodatkowe armie, jeśli zasady je dają (domyślnie pierwsza taka karta)

cmd-attack = atakuj
cmd-attack-desc = Zaatakuj wrogiego sąsiada: jeden rzut albo blitz, aż padnie.
cmd-attack-help = jeden rzut z `{ opt-from }` na wrogiego sąsiada `{ opt-to }` (`{ opt-dice }` 1-3, domyślnie tyle, ile wolno) albo `{ opt-blitz }:true`, aż padnie (albo aż na `{ opt-from }` zostanie `{ opt-stop-at }`); `{ opt-commander }:true` wykorzystuje raz na turę szóstkę ekspertów tam, gdzie zmienia ona bitwę; `{ opt-move }` (`all`, `all but N` albo liczba) wkracza od razu po podboju

cmd-move = wkrocz
cmd-move-desc = Po podboju: ile armii ma stanąć na zdobytym terytorium.
cmd-move-help = po podboju: ile armii (`{ opt-troops }`) ma stanąć na zdobytym terytorium: liczba (co najmniej tyle, ile kośćmi rzucono), `all` albo `all but N`

cmd-fortify = przegrupuj
cmd-fortify-desc = Przesuń armie między swoimi terytoriami (przegrupowanie).
cmd-fortify-help = przesuwa `{ opt-troops }` (liczba, `all` albo `all but N`; jedna zawsze zostaje) z jednego twojego terytorium na inne (sąsiednie albo połączone, zależnie od zasad); ostatni dozwolony ruch kończy twoją turę: jeden na turę, więcej z `{ opt-fortify }:multiple` ekspertów albo dodatkowym manewrem (wtedy `/{ cmd-end }` kończy turę); ruch sojusznika jej nie kończy

cmd-end = zakończ
cmd-end-desc = Zakończ turę (także z fazy ataku, chyba że trzeba jeszcze wybrać cel).
cmd-end-help = kończy turę (także z fazy ataku: przegrupowanie jest pomijane, chyba że trzeba jeszcze wybrać cel; `/{ cmd-fortify }` działa wprost z fazy ataku)

cmd-undo = cofnij
cmd-undo-desc = Cofnij ostatnie rozmieszczenie, wkroczenie lub przegrupowanie, jeśli nic nie odkryto.
cmd-undo-help = cofa twoje ostatnie rozmieszczenie, wkroczenie lub przegrupowanie, jeśli od tego czasu nikt nie rzucał kośćmi, nie dobrał karty ani się nie ruszył

cmd-board = plansza
cmd-board-desc = Opublikuj planszę lub jej wskazaną część; albo wymień terytoria gracza lub kontynentu.
cmd-board-help = publiczne podsumowanie: kontynenty z właścicielami i armiami, gracze z terytoriami, armiami, liczbą kart, z obrazem miejsca, gdzie rozegrała się ostatnia tura (we mgle wojny: twoich frontów); `{ opt-region }` rysuje wskazane kontynenty (kilka oddzielonych przecinkami), `{ opt-whole }:true` całą planszę; z `{ opt-player }:me` (albo imieniem) terytoria tego gracza według kontynentów, każde z armiami i sąsiednimi wrogimi terytoriami; z `{ opt-continent }` terytoria tego kontynentu z właścicielami i armiami (te dwa tylko dla ciebie); we mgle wojny wszystko tylko dla ciebie, z twojego widoku

cmd-territory = terytorium
cmd-territory-desc = Jedno terytorium: właściciel, armie, kontynent i sąsiedzi (widzisz to tylko ty).
cmd-territory-help = jedno terytorium, tylko dla ciebie: właściciel, armie, kontynent i każdy sąsiad z właścicielem i armiami

cmd-hand = ręka
cmd-hand-desc = Pokaż swoje karty i zestawy do wymiany (widzisz je tylko ty).
cmd-hand-help = twoje karty i zestawy do wymiany, tylko dla ciebie

cmd-mission = misja
cmd-mission-desc = Twój cel: tajna misja albo kwatera główna (widzisz go tylko ty).
cmd-mission-help = twój cel, tylko dla ciebie: tajna misja (albo karty Mission RISK) z postępem (np. na 11 z 18 terytoriów stoją co najmniej 2 armie) albo twoja kwatera główna i, po odkryciu, kwatery wszystkich; każda misja zostaje odkryta w poście kończącym grę

cmd-odds = szanse
cmd-odds-desc = Dokładne szanse bitwy: liczby albo dwa terytoria z ich obecnymi armiami.
cmd-odds-help = dokładne prawdopodobieństwo podboju i oczekiwane straty: `{ opt-attackers }` i `{ opt-defenders }` albo `{ opt-from }` i `{ opt-to }` z ich obecnymi armiami

cmd-history = historia
cmd-history-desc = Ostatnie ruchy na tym kanale.
cmd-history-help = ostatnie ruchy (`{ opt-count }`) bieżącej gry na tym kanale (zakończoną grę można czytać do następnego `/{ cmd-risk } { cmd-risk-new }`); `{ opt-file }:true` załącza całą historię gry jako plik tekstowy (`history-game-N.txt`), tylko dla ciebie

cmd-help = pomoc
cmd-help-desc = Jak grać i co robi każda komenda.
cmd-help-help = jak grać i co robi każda komenda; `{ opt-command }` objaśnia jedną

## Options: the name, the description (at most 100 characters); one description per command where commands describe the option differently.

opt-allow-channel = zezwól-kanał
opt-allow-channel-desc = Zezwól na gry na tym kanale (gdy jakiś jest dozwolony, to tylko na takich)

opt-army-cap = limit-armii
opt-army-cap-desc = Eksperci: najwięcej armii na jednym terytorium (12 w instrukcji) albo none

opt-attackers = atakujący
opt-attackers-desc = Armie na atakującym terytorium (jedna musi zostać)

opt-blitz = blitz
opt-blitz-desc = Rzucaj dalej, aż terytorium padnie albo skończą ci się armie

opt-bonus = premia
opt-bonus-desc = Terytorium z której wymienionej karty, zajmowane przez ciebie, dostaje +2 (domyślnie: pierwszej)

opt-capital-goal = cel-stolic
opt-capital-goal-desc = Capital RISK: wszystkie kwatery główne albo short (2 przy 4 graczach, 3 przy 5-6)

opt-card = karta
opt-card-desc = Jedna karta z twojej ręki

opt-card-values = wartości-kart
opt-card-values-desc = Zestawy kart: escalating (4, 6, 8, 10, 12, 15, +5) albo plus-one (eksperci: 4, 5, 6...)

opt-cards = karty
opt-cards-desc = Zestaw z twojej ręki, np. Brazylia, Peru, Dżoker

opt-color = kolor
opt-color-desc = Twój kolor (domyślnie: pierwszy wolny)

opt-command = komenda
opt-command-desc = Komenda do objaśnienia, np. atakuj

opt-commander = dowódca
opt-risk-new-commander-desc = Eksperci: raz na turę ustaw jedną kość ataku na 6 (wł./wył.)
opt-settings-commander-desc = Eksperci: raz na turę ustaw jedną kość ataku na 6 (wł./wył.)
opt-attack-commander-desc = Dowódca ekspertów: zamień jedną ze swoich kości w 6, raz na turę

opt-confirm = potwierdź
opt-confirm-desc = Ustaw na true, by naprawdę usunąć grę

opt-continent = kontynent
opt-continent-desc = Wymień terytoria tego kontynentu z właścicielami i armiami

opt-count = liczba
opt-count-desc = Ile wpisów (domyślnie 10, najwyżej 50)

opt-days = dni
opt-days-desc = Ile dni

opt-defender-dice = kości-obrony
opt-defender-dice-desc = Kości obrony: max (zawsze najwięcej) albo choose (obrońca wybiera przyciskiem)

opt-defenders = obrońcy
opt-defenders-desc = Armie w obronie

opt-dice = kości
opt-dice-desc = Kości atakującego, od 1 do 3 (domyślnie: tyle, ile wolno)

opt-discard = odrzuć
opt-discard-desc = Karta z twojej ręki do odrzucenia przy braniu celu

opt-file = plik
opt-map-add-file-desc = Plik mapy (najwyżej 256 KB)
opt-history-file-desc = Załącz całą historię gry jako plik tekstowy

opt-fog = mgła
opt-fog-desc = Mgła wojny: off (domyślnie), light, standard albo dark (co widzisz poza swoimi)

opt-fortify = przegrupowanie
opt-fortify-desc = Przegrupowanie: adjacent, connected albo multiple (eksperci: kilka ruchów)

opt-from = skąd
opt-attack-from-desc = Twoje terytorium, z którego atakujesz (co najmniej 2 armie)
opt-fortify-from-desc = Twoje terytorium, z którego przesuwasz armie
opt-odds-from-desc = Terytorium atakujące (zamiast liczb)

opt-host-role = rola-gospodarza
opt-host-role-desc = Tylko członkowie z tą rolą mogą otwierać poczekalnię

opt-kick-after = si-po
opt-kick-after-desc = Opuszczone tury z rzędu, zanim SI przejmie miejsce (domyślnie 3)

opt-language = język
opt-language-desc = Język gier na tym serwerze: en, de, es, fr, pt-BR, it lub pl (domyślnie: język serwera)

opt-level = poziom
opt-level-desc = Poziom SI: random, basic albo strong (domyślnie basic)

opt-map = mapa
opt-map-desc = Plansza: klasyczna (domyślnie), dołączona albo serwera (/{ cmd-risk } { cmd-risk-maps } je wymienia)

opt-move = wkrocz
opt-move-desc = Po podboju wkrocz od razu: all, all but N albo liczba

opt-name = nazwa
opt-map-remove-name-desc = Nazwa planszy
opt-objective-name-desc = Cel osiągnięty w tej turze; pomiń, by nie brać żadnego
opt-territory-name-desc = Terytorium

opt-neutral = neutralny
opt-neutral-desc = Armia neutralna (np. Neutralny 2)

opt-neutral-setup = rozstawienie-neutralnych
opt-neutral-setup-desc = Dwóch graczy: own-first (twoje armie, potem neutralne) albo interleaved (obie co kolejkę)

opt-new-player = nowy-gracz
opt-new-player-desc = Kto je przejmuje

opt-on-timeout = po-czasie
opt-on-timeout-desc = Gdy minie czas: ai (rozgrywa turę, domyślnie) albo skip

opt-placement = rozmieszczanie
opt-placement-desc = Armie początkowe: simultaneous (domyślnie), one-at-a-time (z instrukcji) albo bulk

opt-player = gracz
opt-risk-kick-player-desc = Imię lub kolor gracza
opt-risk-replace-player-desc = Miejsce do przekazania (imię lub kolor)
opt-risk-stats-player-desc = Wyniki jednego gracza: me albo imię
opt-board-player-desc = Wymień terytoria gracza z wrogimi sąsiadami: me albo imię
opt-region = region
opt-region-desc = Narysuj te kontynenty: jeden albo kilka oddzielonych przecinkami
opt-whole = całość
opt-whole-desc = Narysuj całą planszę (true)

opt-preset = wariant
opt-risk-new-preset-desc = Wariant zasad (domyślnie classic)
opt-risk-rules-preset-desc = Zasady wariantu zamiast zasad tego stołu
opt-settings-preset-desc = Wariant zasad (domyślnie classic)

opt-reminders = przypomnienia
opt-reminders-desc = Ostatnie przypomnienie tyle przed terminem (domyślnie 1h) albo none

opt-remove-channel = usuń-kanał
opt-remove-channel-desc = Nie zezwalaj już na gry na tym kanale

opt-reroll = przerzut
opt-reroll-desc = Eksperci: przerzut kości za kartę z tym terytorium (wł./wył.)

opt-reset = resetuj
opt-reset-desc = Powrót do braku ustawienia: defaults, channels, host-role albo all

opt-setup = początek
opt-setup-desc = Jak dzielić terytoria: deal (losowo, domyślnie) albo claim (po kolei)

opt-stop-at = zatrzymaj-przy
opt-stop-at-desc = Blitz, ale przerwij, gdy na twoim terytorium zostanie tyle armii

opt-surrender = kapitulacja
opt-surrender-desc = Przy /{ cmd-risk } { cmd-risk-surrender }: neutral (armie zostają, nie atakują; domyślnie) albo ai

opt-team = drużyna
opt-team-desc = A lub B

opt-territory = terytorium
opt-claim-territory-desc = Wolne terytorium
opt-hq-territory-desc = Jedno z twoich terytoriów
opt-ally-territory-desc = Terytorium jednego z twoich sojuszników
opt-airfield-territory-desc = Jedno z twoich terytoriów
opt-draft-territory-desc = Twoje terytorium (w kolejce przygotowania dla dwóch graczy także neutralne)

opt-to = dokąd
opt-attack-to-desc = Wrogie terytorium obok
opt-fortify-to-desc = Twoje terytorium, na które je przesuwasz
opt-odds-to-desc = Terytorium broniące się (zamiast liczb)

opt-troops = armie
opt-ally-troops-desc = Zaraz po rzucie: przenieś tyle jego armii na to inne terytorium
opt-draft-troops-desc = Ile: liczba, all albo all but N (domyślnie: wszystkie, które zostały do rozmieszczenia)
opt-move-troops-desc = Armie na zdobytym terytorium: liczba (co najmniej tyle, ile kości), all albo all but N
opt-fortify-troops-desc = Ile armii: liczba, all (jedna zostaje) albo all but N

opt-turn-time = czas-tury
opt-turn-time-desc = Czas na turę: none albo od 1h do 7d (domyślnie 24h)
