### Polish: the rules in sentences (words/rules_text.rs).
### Every key of ../en/rules.ftl, translated; a key left out falls back to English.

## /risk rules: a table's rules by topic (words/rules_text.rs). Commands are written as players
## type them (/{ cmd-hq }); option values in `code` as typed.

rules-title-goal = Cel
rules-title-setup = Przygotowanie
rules-title-headquarters = Kwatery główne i stolice
rules-title-draft = Posiłki
rules-title-cards = Karty
rules-title-battle = Bitwy
rules-title-fortify = Przegrupowanie
rules-title-edition = Miasta, stolice i cele
rules-title-neutrals = Armie neutralne
rules-title-teams = Drużyny
rules-topic = · **{ $title }**: { $lines }
rules-at-table = Przy tym stole: { $lines }
rules-at-table-unused = Przy tym stole: nieużywane (te zasady tego nie mają).

rules-hq-secret = Po przygotowaniu każdy gracz po kolei w tajemnicy wybiera kwaterę główną spośród swoich terytoriów (/{ cmd-hq }); wszystkie zostają odkryte razem.
rules-hq-capital = Po przygotowaniu każdy gracz po kolei ustanawia stolicę na jednym ze swoich terytoriów (/{ cmd-hq }, jawnie).
rules-teams = Dwie drużyny, miejsca na przemian; armie członków drużyny mogą dzielić terytorium (kontroluje je ten, kto ma tam najwięcej armii, przy remisie nikt); nie atakuje się członków własnej drużyny.

rules-goal-eliminate-opponent = Wygrywasz, eliminując przeciwnika; armii neutralnych nie trzeba eliminować.
rules-goal-every-territory = Wygrywasz, trzymając wszystkie terytoria.
rules-goal-mission-done = Każdy gracz ma tajną misję (talia { $deck } kart; /{ cmd-mission } pokazuje twoją i twoje postępy); kto pierwszy ją wykona, od razu wygrywa, nawet w turze innego gracza. Misja zniszczenia gracza, którego wyeliminował ktoś inny, liczy się jako wykonana.
rules-goal-mission-occupy = Każdy gracz ma tajną misję (talia { $deck } kart; /{ cmd-mission } pokazuje twoją i twoje postępy); kto pierwszy ją wykona, od razu wygrywa, nawet w turze innego gracza. Misja zniszczenia gracza, którego wyeliminował ktoś inny, zamienia się w utrzymanie 24 terytoriów.
rules-goal-capital-all = Wygrywasz, trzymając wszystkie pozostałe kwatery główne i utrzymując swoją.
rules-goal-capital-short = Wygrywasz, trzymając 2 inne kwatery główne przy 4 graczach, 3 przy 5 lub 6, wszystkie przy 3, i utrzymując swoją.
rules-goal-capital-others = Wygrywasz, trzymając { $count ->
    [one] { $count } inną kwaterę główną
    [few] { $count } inne kwatery główne
   *[many] { $count } innych kwater głównych
} i utrzymując swoją.
rules-goal-ranked = Każdy gracz ma cztery tajne karty misji: Generał, Major, Pułkownik i Kapitan; wykonaną kartę zalicza się w chwili, którą podaje, jedną na turę, i pokazuje; po trzech czwarta zostaje odkryta; wygrywasz wszystkimi czterema.
rules-goal-objectives = Wygrywasz, mając { $count ->
    [one] { $count } cel
    [few] { $count } cele
   *[many] { $count } celów
} i trzymając swoją stolicę na koniec swojej tury.
rules-goal-team = Drużyna przegrywa, gdy jeden z jej graczy zostanie wyeliminowany; wygrywa druga drużyna.

rules-setup-claim = Terytoria zajmuje się po kolei, po jednym (/{ cmd-claim }).
rules-setup-dealt = Terytoria są rozdawane losowo.
rules-setup-dealt-share = Terytoria są rozdawane: { $count } każdemu graczowi, reszta dla armii neutralnych.
rules-setup-dealt-piles = Terytoria są rozdawane w równych stosach graczom i armiom neutralnym.
rules-setup-count = { $armies } przy { $players } graczach
rules-setup-armies = Armie początkowe dla każdego: { $counts }.
rules-setup-armies-neutral = Armie początkowe: { $player } dla każdego gracza, { $neutral } dla każdej armii neutralnej.
rules-setup-scale = To liczby dla 42 terytoriów klasycznej planszy; na innej planszy zmieniają się z jej wielkością (liczba × terytoria / 42, zaokrąglone).
rules-setup-edition-cards = Trzeci i czwarty gracz zaczynają z jedną kartą, piąty z dwiema.
rules-setup-own-first = Gracze po kolei umieszczają po { $count ->
    [one] { $count } własnej armii
    [few] { $count } własne armie
   *[many] { $count } własnych armii
}, aż rozmieszczą wszystkie, potem po jednej na turę dla armii neutralnej.
rules-setup-interleaved = W każdej kolejce gracz umieszcza { $count ->
    [one] { $count } własną armię
    [few] { $count } własne armie
   *[many] { $count } własnych armii
} i 1 dla { $neutrals ->
    [one] armii neutralnej
   *[other] każdej armii neutralnej
}.
rules-setup-one-at-a-time = Armie początkowe umieszcza się po kolei, po jednej.
rules-setup-bulk = Każdy gracz po kolei umieszcza wszystkie swoje armie początkowe.
rules-setup-simultaneous = Wszyscy rozmieszczają armie początkowe jednocześnie, w ukryciu (/{ cmd-draft }); zostają odkryte razem, gdy skończy ostatni.

rules-draft = W każdej turze dostajesz posiłki: liczbę swoich terytoriów podzieloną przez 3 (co najmniej 3) plus premię każdego kontynentu, który trzymasz{ $cities ->
    [yes] ; każde miasto liczy się jako terytorium
   *[no] {""}
}{ $capitals ->
    [yes] ; każda trzymana stolica dodaje jedną armię
   *[no] {""}
}.

rules-cards-escalating = Zestaw 3 kart (3 z jednym symbolem, po jednej z każdego albo z dżokerem) jest wart 4, 6, 8, 10, 12, 15 armii, potem o 5 więcej za każdy zestaw wymieniony w grze.
rules-cards-plus-one = Zestaw 3 kart (3 z jednym symbolem, po jednej z każdego albo z dżokerem) jest wart 4, 5, 6, … armii: o jedną więcej za każdy zestaw wymieniony w grze.
rules-cards-by-design = Zestaw jest wart tyle, co jego symbole: 3 piechoty 4, 3 kawalerie 6, 3 artylerie 8, po jednej z każdego 10 (dżoker liczy się jako to, co daje najwięcej).
rules-cards-stars = Karty z gwiazdkami: wymieniasz razem dowolne karty z 2 do 10 gwiazdkami, warte 2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30 armii.
rules-cards-bonus-every = Wymieniona karta z terytorium, które zajmujesz, daje tam 2 dodatkowe armie, przy każdej wymianie (`{ opt-bonus }` wybiera kartę).
rules-cards-bonus-once = Wymieniona karta z terytorium, które zajmujesz, daje tam 2 dodatkowe armie, najwyżej raz na turę (`{ opt-bonus }` wybiera kartę).
rules-cards-bonus-none = Bez dodatkowych armii za karty z twoimi terytoriami.
rules-cards-forced = Mając na początku tury { $count } lub więcej kart, musisz wymieniać.
rules-cards-no-limit = Bez limitu kart na ręce: wymiana nigdy nie jest przymusowa.
rules-cards-elimination = Po przejęciu kart wyeliminowanego gracza, mając { $count } lub więcej, od razu wymieniasz, aż zostanie { $down } lub mniej.
rules-cards-discard-pile = Wymienione karty są tasowane w nową talię, gdy talia się skończy.
rules-cards-deck-bottom = Wymienione karty trafiają zakryte na spód talii.
rules-cards-team-hand = Każda drużyna ma jedną rękę kart, przekazywaną po każdej turze następnemu członkowi drużyny.

rules-battle-dice = Atakujący rzuca od 1 do 3 kośćmi (najwyżej o jedną mniej niż liczba atakujących armii), obrońca 1 lub 2; najwyższa przeciw najwyższej, remis wygrywa obrońca. Po podboju wkracza co najmniej tyle armii, ile kośćmi rzucono; /{ cmd-move } ustala ile.
rules-battle-cap = Najwyżej { $count ->
    [one] { $count } armia
    [few] { $count } armie
   *[many] { $count } armii
} na jednym terytorium; posiłki, dla których nie ma miejsca, przepadają.
rules-battle-reroll-any = Mając kartę z atakującym lub atakowanym terytorium, atakujący przerzuca dowolną jedną kość w każdej bitwie.
rules-battle-reroll-own = Mając kartę z atakującym lub atakowanym terytorium, atakujący przerzuca jedną ze swoich kości w każdej bitwie.
rules-battle-commander = Raz na turę atakujący może zamienić jedną kość w 6 (`{ opt-commander }:true`).

rules-fortify-adjacent = Jedno przegrupowanie na turę, na sąsiednie własne terytorium; jedna armia zostaje.
rules-fortify-connected = Jedno przegrupowanie na turę, na własne terytorium połączone przez { $team ->
    [yes] twoje terytoria i terytoria członków twojej drużyny
   *[no] twoje terytoria
}; jedna armia zostaje.
rules-fortify-multiple = Przegrupowujesz dowolną liczbą ruchów, każdy przez { $team ->
    [yes] twoje terytoria i terytoria członków twojej drużyny
   *[no] twoje terytoria
}, zostawiając jedną armię; /{ cmd-end } kończy turę.

rules-edition-cities-listed = 15 miast na wymienionych terytoriach.
rules-edition-cities-random = 15 miast na losowych terytoriach.
rules-edition-first-claim = Pierwsze terytorium zajęte przez gracza jest jego stolicą.
rules-edition-basic-training = 8 wymienionych celów: po ataku bierzesz jeden, osiągnięty w tej turze (/{ cmd-objective }; wtedy bez karty w tej turze).
rules-edition-command-room = 4 losowe cele mniejsze i 4 losowe większe, każdy z nagrodą (wśród nich lotnisko, /{ cmd-airfield }): po ataku bierzesz jeden, osiągnięty w tej turze (/{ cmd-objective }; wtedy bez karty w tej turze).

rules-neutrals-one = Jedna armia neutralna: nigdy nie atakuje ani nie dostaje posiłków, broni się największą liczbą kości.
rules-neutrals-many = { $count ->
    [one] { $count } armia neutralna: nigdy nie rozgrywa tury, broni się największą liczbą kości.
    [few] { $count } armie neutralne: nigdy nie rozgrywają tury, bronią się największą liczbą kości.
   *[many] { $count } armii neutralnych: nigdy nie rozgrywają tury, bronią się największą liczbą kości.
}
rules-neutrals-active = Przekup neutralnego kartą na początku swojej tury (/{ cmd-bribe }), by zbliżyć go do sojuszu; sojusznik dostaje posiłki z rzutu kością (/{ cmd-ally }), atakuje i wykonuje dla ciebie jeden darmowy ruch.

## risk-bot presets: each preset's rules in short lines (rules_text::short_lines).

rules-short-claimed = terytoria zajmowane po kolei
rules-short-dealt = terytoria rozdawane
rules-short-one-at-a-time = armie początkowe umieszczane po jednej
rules-short-bulk = armie początkowe umieszczane wszystkie naraz
rules-short-simultaneous = armie początkowe umieszczane przez wszystkich naraz, w ukryciu
rules-short-fortify-adjacent = przegrupowanie na sąsiednie terytorium
rules-short-fortify-connected = przegrupowanie przez połączone terytoria
rules-short-fortify-multiple = kilka przegrupowań
rules-short-cards-escalating = zestawy warte 4, 6, 8, 10, 12, 15, potem o 5 więcej
rules-short-cards-plus-one = zestawy warte 4, 5, 6, ... (za każdym razem o jedną więcej)
rules-short-cards-stars = karty z gwiazdkami (2-10 gwiazdek)
rules-short-cards-by-design = zestawy warte 4, 6, 8 lub 10 zależnie od symboli
rules-short-win-eliminate = wygrana przez eliminację przeciwnika
rules-short-win-every-territory = wygrana przez utrzymanie wszystkich terytoriów
rules-short-win-mission-done = wygrana przez wykonanie tajnej misji (talia { $deck } kart); misja zniszczenia gracza, którego wyeliminował ktoś inny, liczy się jako wykonana
rules-short-win-mission-occupy = wygrana przez wykonanie tajnej misji (talia { $deck } kart); misja zniszczenia gracza, którego wyeliminował ktoś inny, zamienia się w utrzymanie 24 terytoriów
rules-short-win-capital-all = wygrana przez utrzymanie wszystkich kwater głównych
rules-short-win-capital-short = wygrana przez utrzymanie 2 innych kwater głównych przy 4 graczach, 3 przy 5-6
rules-short-win-capital-others = wygrana przez utrzymanie { $count ->
    [one] { $count } innej kwatery głównej
   *[other] { $count } innych kwater głównych
}
rules-short-win-ranked = wygrana przez wykonanie czterech misji z rangami
rules-short-win-objectives = wygrana z { $count ->
    [one] { $count } celem
   *[other] { $count } celami
} przy utrzymaniu stolicy
rules-short-win-team = dwie drużyny; drużyna przegrywa, gdy jeden z jej graczy zostanie wyeliminowany
rules-short-ways = { $setup }; { $placement }; { $fortify }; { $cards }
rules-short-neutrals = { $count ->
    [one] { $count } gracz neutralny
   *[other] { $count } graczy neutralnych
} po { $armies ->
    [one] { $armies } armii
    [few] { $armies } armie
   *[many] { $armies } armii
}, { $active ->
    [yes] do przekupienia i sojuszy
   *[no] tylko w obronie
}; { $player ->
    [one] { $player } armia
    [few] { $player } armie
   *[many] { $player } armii
} na gracza; { $interleaved ->
    [yes] własne i neutralne armie umieszczane w każdej kolejce
   *[no] najpierw własne armie, potem neutralne
}
rules-short-cities-listed = miasta na wymienionych terytoriach
rules-short-cities-random = miasta na losowych terytoriach
rules-short-capital-placed = każdy gracz ustanawia stolicę
rules-short-capital-first-claim = pierwsze zajęte terytorium gracza jest jego stolicą
rules-short-basic-training = 8 wymienionych celów
rules-short-command-room = 4 cele mniejsze i 4 większe z nagrodami
rules-short-edition-start = armie początkowe i karty według tej edycji
rules-short-no-cap = bez limitu armii
rules-short-cap = { $count ->
    [one] najwyżej { $count } armia na terytorium
    [few] najwyżej { $count } armie na terytorium
   *[many] najwyżej { $count } armii na terytorium
}
rules-short-experts = { $cap }; przerzut za kartę { $reroll ->
    [yes] włączony
   *[no] wyłączony
}; dowódca { $commander ->
    [yes] włączony
   *[no] wyłączony
}
