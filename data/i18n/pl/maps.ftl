### Polish: what a map file offered as a server's board is refused for, and what was changed
### in reading it (src/maps/, src/service/handlers/maps.rs).
### Every key of ../en/maps.ftl, translated; a key left out falls back to English.

## maps/: where in a file a problem or a note is ($tag: an XML element such as <territory>; $number: its place among its kind)

maps-at-line = wiersz { $line }
maps-at-line-column = wiersz { $line }, kolumna { $column }
maps-at-element = { $tag } nr { $number } '{ $name }' (wiersz { $line })

## maps/admit.rs: the verdict on a new server board ($what: one of maps-what-*)

maps-too-big = plik ma { $bytes ->
    [one] { $bytes } bajt
    [few] { $bytes } bajty
   *[many] { $bytes } bajtów
}; plik mapy serwera może mieć najwyżej { $most ->
    [one] { $most } bajt
    [few] { $most } bajty
   *[many] { $most } bajtów
} ({ $kb } KB)
maps-file-too-big = plik ma { $bytes ->
    [one] { $bytes } bajt
    [few] { $bytes } bajty
   *[many] { $bytes } bajtów
}; plik mapy może mieć najwyżej { $most ->
    [one] { $most } bajt
    [few] { $most } bajty
   *[many] { $most } bajtów
} (1 MiB)
maps-not-utf8 = to nie jest tekst UTF-8 (błędny bajt na pozycji { $offset }); plik mapy to tekst w UTF-8
maps-name-shipped = plansza dołączona do bota już nazywa się { $name }; nadaj mapie inną nazwę w jej pliku
maps-what-board = nazwa planszy '{ $name }'
maps-what-continent = kontynent '{ $name }'
maps-what-territory = terytorium '{ $name }'
maps-what-alias = alias '{ $name }' terytorium '{ $territory }'
maps-name-format = { $what } zawiera { $code }, niewidoczny znak formatujący (odwraca tekst, łączy albo ukrywa litery); nazwa może zawierać litery, cyfry, spacje i znaki interpunkcyjne, które wyglądają jak one same
maps-name-filler = { $what } zawiera { $code }, znak wypełniający, który wygląda jak odstęp; nazwa może zawierać litery, cyfry, spacje i znaki interpunkcyjne, które wyglądają jak one same
maps-name-marks = { $what } nakłada na jedną literę { $count } znaków diakrytycznych (pierwszy to { $code }); litera może mieć ich najwyżej { $most }
maps-name-font = { $what } zawiera { $char } ({ $code }), którego nie ma czcionka obrazka planszy: pokazałby się jako puste pole. Czcionka rysuje: { $scripts }
maps-script-latin = alfabet łaciński
maps-script-greek = alfabet grecki
maps-script-cyrillic = cyrylica
maps-script-armenian = alfabet ormiański
maps-script-georgian = alfabet gruziński
maps-script-hebrew = alfabet hebrajski
maps-script-arabic = alfabet arabski
maps-script-devanagari = dewanagari
maps-script-thai = pismo tajskie
maps-script-han = znaki chińskie
maps-script-kana = japońska kana
maps-script-hangul = koreański hangul

## maps/mod.rs: notes on what was read differently from the file

maps-note-name-shortened = plik nie nadaje planszy własnej nazwy, a nazwa pliku '{ $file }' ma więcej niż { $most } znaków: plansza nazywa się '{ $name }'

## maps/: notes on what was read differently from the file ($at: where in the file: a line or an element, as the file's problems name it)

maps-note-section-skipped = wiersz { $line }: sekcja [{ $section }] nie jest tu używana i została pominięta
maps-note-element-skipped = { $tag } (wiersz { $line }) nie jest tu używany i został pominięty (każdy taki)
maps-note-component-lost = { $at }: składnik <{ $tag }> '{ $name }' nie jest tu używany: kontynent zawiera tylko terytoria, więc ta część jego premii przepada
maps-note-territory-stays = { $at }: terytorium '{ $territory }' jest już w kontynencie '{ $continent }' i tam zostaje (tutaj terytorium należy do jednego kontynentu)
maps-note-continent-unplayed = { $at }: nieużywany, żadne z jego terytoriów nie jest tylko jego
maps-note-no-continent = { $count ->
        [one] { $count } terytorium nie należy do żadnego <continent>: tworzy
        [few] { $count } terytoria nie należą do żadnego <continent>: tworzą
       *[many] { $count } terytoriów nie należy do żadnego <continent>: tworzą
    } kontynent '{ $continent }' bez premii
maps-note-one-way = { $at }: granica '{ $from }' -> '{ $to }' jest podana tylko w jedną stronę; tutaj granice działają w obie strony, więc '{ $to }' graniczy też z '{ $from }'
maps-note-designs-assigned = plik nie podaje symboli kart: piechota, kawaleria i artyleria są przydzielane po kolei, dodano też dżokery ({ $wild })
maps-note-wild-cards-added = plik nie mówi, ile jest dżokerów: dodano { $wild }
maps-note-more = ... i jeszcze { $count } { $count ->
        [one] uwaga
        [few] uwagi
       *[many] uwag
    }

## handlers/maps.rs: a board added, followed by one line per note

maps-board-notes = Odczytane inaczej niż w pliku ({ $count } { $count ->
        [one] uwaga
        [few] uwagi
       *[many] uwag
    }):

## engine/map/spec.rs, maps/ini.rs, maps/conquer_club.rs: what is wrong with a map file, each after where it is ($at: a line or an element, as maps-at-*); names are as the file writes them

maps-at-board-name = nazwa mapy
maps-problem-at = { $at }: { $what }
maps-at-tag = <{ $tag }> (wiersz { $line })
maps-problems-more = ... i jeszcze { $count } { $count ->
        [one] problem
        [few] problemy
       *[many] problemów
    }
maps-name-empty = nazwa jest pusta
maps-name-long = nazwa '{ $start }...' ma { $length ->
    [one] { $length } znak
    [few] { $length } znaki
   *[many] { $length } znaków
}; dozwolone jest najwyżej { $most }
maps-name-control = nazwa '{ $name }' zawiera { $code }, znak sterujący; dozwolone są tylko znaki drukowalne
maps-name-untypable = nazwa '{ $name }' nie ma żadnej litery ani cyfry, więc gracze nie mogliby jej wpisać
maps-too-many-borders = mapa ma { $count ->
    [one] { $count } granicę
    [few] { $count } granice
   *[many] { $count } granic
} (par sąsiadujących terytoriów); plansza może mieć ich najwyżej { $most }, aby jej obrazek i ruchy graczy komputerowych pozostały szybkie
maps-listed-name = '{ $name }'
maps-listed-more = { $names } i jeszcze { $count }
maps-territory-count = mapa ma od { $least } do { $most } terytoriów, ta ma { $count }
maps-continent-count = mapa ma od 1 do { $most } kontynentów, ta ma { $count }
maps-wild-cards-many = { $count ->
    [one] { $count } dżoker
    [few] { $count } dżokery
   *[many] { $count } dżokerów
}; dozwolone jest od 0 do { $most }
maps-continent-same-name = kontynent '{ $name }' ma nazwę kontynentu '{ $other }' ({ $at }); nazwy muszą się różnić
maps-continent-bonus = kontynent '{ $name }' ma premię { $bonus }; premia wynosi od 0 do { $most }
maps-name-taken = nazwa '{ $name }' jest już użyta przez terytorium '{ $territory }' ({ $at }); nazwy i aliasy muszą się różnić (bez względu na wielkość liter, akcenty i interpunkcję)
maps-continent-unknown = terytorium '{ $territory }' jest w kontynencie '{ $continent }', którego plik nie definiuje
maps-position-infinite = pozycja ({ $x }, { $y }) nie jest parą skończonych liczb
maps-continent-empty = kontynent '{ $name }' nie ma terytoriów
maps-border-unknown = granica '{ $from }' - '{ $to }' wymienia terytorium '{ $name }', którego plik nie definiuje
maps-border-self = granica '{ $from }' - '{ $to }' łączy terytorium z nim samym
maps-border-twice = granica '{ $from }' - '{ $to }' jest podana dwa razy; podaj każdą parę raz
maps-designs-partial = { $names } { $count ->
        [one] nie ma
       *[other] nie mają
    } symbolu karty, a inne mają: nadaj symbol każdemu terytorium albo żadnemu (wtedy są przydzielane po kolei)
maps-not-connected = mapa nie jest spójna: { $names } { $count ->
        [one] jest nieosiągalne
       *[other] są nieosiągalne
    } z '{ $from }' (każde terytorium musi być osiągalne z każdego innego)
maps-borders-unread = ponad { $most ->
    [one] { $most } granicę
    [few] { $most } granice
   *[many] { $most } granic
} (każda para spośród { $territories } terytoriów); reszty nie odczytano
maps-domination-continent-line = wiersz [continents] ma postać `nazwa premia kolor`, a nie '{ $text }'
maps-domination-country-line = wiersz [countries] ma postać `numer nazwa kontynent x y`, a nie '{ $text }'
maps-conquest-continent-line = wiersz [Continents] ma postać `Nazwa=premia`, a nie '{ $text }'
maps-conquest-territory-line = wiersz [Territories] ma postać `nazwa,x,y,kontynent,sąsiad,...`, a nie '{ $text }'
maps-bonus-not-number = premia '{ $bonus }' nie jest liczbą całkowitą
maps-country-number = numer kraju '{ $number }' tam, gdzie oczekiwano { $expected }: kraje numeruje się po kolei 1, 2, 3...
maps-numbered = numer { $number }
maps-position-not-numbers = pozycja '{ $position }' to nie dwie liczby
maps-not-country-number = '{ $word }' nie jest numerem kraju
maps-xml-too-deep = elementy zagnieżdżone na głębokość { $depth }; dozwolone jest najwyżej { $most }
maps-xml-dtd = plik deklaruje DTD (<!DOCTYPE ...>); plikom map nie wolno (encje nigdy nie są rozwijane)
maps-xml-too-many-nodes = ponad { $most ->
    [one] { $most } węzeł XML
    [few] { $most } węzły XML
   *[many] { $most } węzłów XML
}; plik mapy ma ich mniej
maps-xml-malformed = niepoprawny XML: { $error }
maps-xml-root = plik mapy Conquer Club zawiera jeden element <map>; ten element główny nim nie jest
maps-no-bonus = nie ma <bonus>
maps-bonus-element = <bonus> '{ $bonus }' nie jest liczbą całkowitą
maps-component-unknown = składnik '{ $name }' nie jest <name> żadnego <territory>
maps-xml-position = <{ $x }>/<{ $y }> '{ $xs }', '{ $ys }' to nie dwie liczby
