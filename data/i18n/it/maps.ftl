### Italian: what a map file offered as a server's board is refused for, and what was changed
### in reading it (src/maps/, src/service/handlers/maps.rs). Every key of ../en/maps.ftl, translated.

## maps/: where in a file a problem or a note is

maps-at-line = riga { $line }
maps-at-line-column = riga { $line }, colonna { $column }
maps-at-element = { $tag } { $number } '{ $name }' (riga { $line })

## maps/admit.rs: the verdict on a new server board

maps-too-big = il file pesa { $bytes } byte; un file di mappa di un server pesa al massimo { $most } byte ({ $kb } KB)
maps-file-too-big = il file pesa { $bytes } byte; un file di mappa pesa al massimo { $most } byte (1 MiB)
maps-not-utf8 = non è testo UTF-8 (byte non valido alla posizione { $offset }); un file di mappa è testo in UTF-8
maps-name-shipped = un tabellone incluso nel bot si chiama già { $name }; dai alla mappa un altro nome nel suo file
maps-what-board = il nome del tabellone '{ $name }'
maps-what-continent = il continente '{ $name }'
maps-what-territory = il territorio '{ $name }'
maps-what-alias = l'alias '{ $name }' del territorio '{ $territory }'
maps-name-format = { $what } contiene { $code }, un carattere di formattazione invisibile (gira il testo, unisce o nasconde lettere); un nome può contenere lettere, cifre, spazi e punteggiatura che si mostrano per quello che sono
maps-name-filler = { $what } contiene { $code }, un carattere di riempimento che appare come uno spazio vuoto; un nome può contenere lettere, cifre, spazi e punteggiatura che si mostrano per quello che sono
maps-name-marks = { $what } accumula { $count } segni diacritici su una lettera (il primo è { $code }); una lettera ne può portare al massimo { $most }
maps-name-font = { $what } contiene { $char } ({ $code }), che il carattere tipografico con cui si disegna il tabellone non ha: apparirebbe come un riquadro vuoto. Il carattere disegna { $scripts }
maps-script-latin = l'alfabeto latino
maps-script-greek = l'alfabeto greco
maps-script-cyrillic = l'alfabeto cirillico
maps-script-armenian = l'alfabeto armeno
maps-script-georgian = l'alfabeto georgiano
maps-script-hebrew = l'alfabeto ebraico
maps-script-arabic = l'alfabeto arabo
maps-script-devanagari = la scrittura devanagari
maps-script-thai = la scrittura thailandese
maps-script-han = i caratteri cinesi
maps-script-kana = i kana giapponesi
maps-script-hangul = l'hangul coreano

## maps/mod.rs: notes on what was read differently from the file

maps-note-name-shortened = il file non dà al tabellone un nome proprio e il nome del file '{ $file }' supera { $most } caratteri: il tabellone si chiama '{ $name }'

## maps/: notes on what was read differently from the file

maps-note-section-skipped = riga { $line }: la sezione [{ $section }] qui non si usa ed è stata saltata
maps-note-element-skipped = { $tag } (riga { $line }) qui non si usa ed è stato saltato (insieme a tutti quelli uguali)
maps-note-component-lost = { $at }: il componente <{ $tag }> '{ $name }' qui non si gioca: un continente contiene solo territori, quindi quella parte del suo bonus va persa
maps-note-territory-stays = { $at }: il territorio '{ $territory }' è già nel continente '{ $continent }' e ci resta (qui un territorio appartiene a un solo continente)
maps-note-continent-unplayed = { $at }: non si gioca, nessuno dei suoi territori è suo
maps-note-no-continent = { $count } { $count ->
        [one] territorio non è in nessun <continent>: forma
       *[other] territori non sono in nessun <continent>: formano
    } il continente '{ $continent }', che non dà bonus
maps-note-one-way = { $at }: il confine '{ $from }' -> '{ $to }' è indicato in un solo senso; qui i confini valgono nei due sensi, quindi anche '{ $to }' confina con '{ $from }'
maps-note-designs-assigned = il file non dà simboli alle carte: fanteria, cavalleria e artiglieria vengono assegnate a turno, e si aggiungono { $wild } jolly
maps-note-wild-cards-added = il file non dice quanti jolly ci sono: se ne aggiungono { $wild }
maps-note-more = ... e altre { $count } note

## handlers/maps.rs: a board added, followed by one line per note

maps-board-notes = Letto diversamente dal file ({ $count } { $count ->
        [one] nota
       *[other] note
    }):

## engine/map/spec.rs, maps/ini.rs, maps/conquer_club.rs: what is wrong with a map file

maps-at-board-name = il nome della mappa
maps-problem-at = { $at }: { $what }
maps-at-tag = <{ $tag }> (riga { $line })
maps-problems-more = ... e { $count ->
        [one] un altro problema
       *[other] altri { $count } problemi
    }
maps-name-empty = un nome è vuoto
maps-name-long = il nome '{ $start }...' è lungo { $length } caratteri; ne sono consentiti al massimo { $most }
maps-name-control = il nome '{ $name }' contiene { $code }, un carattere di controllo; sono consentiti solo caratteri stampabili
maps-name-untypable = il nome '{ $name }' non ha né lettere né cifre, quindi i giocatori non potrebbero scriverlo
maps-too-many-borders = la mappa ha { $count } confini (coppie di territori confinanti); un tabellone ne può avere al massimo { $most }, perché la sua immagine e le mosse dei giocatori computer restino veloci
maps-listed-name = '{ $name }'
maps-listed-more = { $names } e altri { $count }
maps-territory-count = una mappa contiene da { $least } a { $most } territori, questa ne ha { $count }
maps-continent-count = una mappa contiene da 1 a { $most } continenti, questa ne ha { $count }
maps-wild-cards-many = { $count } jolly; ne sono consentiti da 0 a { $most }
maps-continent-same-name = il continente '{ $name }' ha il nome del continente '{ $other }' ({ $at }); i nomi devono essere diversi
maps-continent-bonus = il continente '{ $name }' ha bonus { $bonus }; un bonus va da 0 a { $most }
maps-name-taken = il nome '{ $name }' è già usato dal territorio '{ $territory }' ({ $at }); nomi e alias devono essere diversi (senza contare maiuscole, accenti e punteggiatura)
maps-continent-unknown = il territorio '{ $territory }' è nel continente '{ $continent }', che il file non definisce
maps-position-infinite = la posizione ({ $x }, { $y }) non è una coppia di numeri finiti
maps-continent-empty = il continente '{ $name }' non ha territori
maps-border-unknown = il confine '{ $from }' - '{ $to }' indica il territorio '{ $name }', che il file non definisce
maps-border-self = il confine '{ $from }' - '{ $to }' unisce un territorio a se stesso
maps-border-twice = il confine '{ $from }' - '{ $to }' è indicato due volte; indica ogni coppia una volta sola
maps-designs-partial = { $names } non { $count ->
        [one] ha
       *[other] hanno
    } un simbolo di carta mentre altri ce l'hanno: dai un simbolo a ogni territorio, o a nessuno (allora vengono assegnati a turno)
maps-not-connected = la mappa non è connessa: { $names } non { $count ->
        [one] si può
       *[other] si possono
    } raggiungere da '{ $from }' (ogni territorio deve essere raggiungibile da tutti gli altri)
maps-borders-unread = più di { $most } confini (ogni coppia di { $territories } territori); il resto non è stato letto
maps-domination-continent-line = una riga di [continents] è `name bonus colour`, non '{ $text }'
maps-domination-country-line = una riga di [countries] è `number name continent x y`, non '{ $text }'
maps-conquest-continent-line = una riga di [Continents] è `Name=bonus`, non '{ $text }'
maps-conquest-territory-line = una riga di [Territories] è `name,x,y,continent,neighbour,...`, non '{ $text }'
maps-bonus-not-number = il bonus '{ $bonus }' non è un numero intero
maps-country-number = numero di paese '{ $number }' dove ci si aspettava { $expected }: i paesi sono numerati 1, 2, 3... in ordine
maps-numbered = numero { $number }
maps-position-not-numbers = la posizione '{ $position }' non è fatta di due numeri
maps-not-country-number = '{ $word }' non è un numero di paese
maps-xml-too-deep = elementi annidati a profondità { $depth }; ne sono consentiti al massimo { $most }
maps-xml-dtd = il file dichiara un DTD (<!DOCTYPE ...>); i file di mappa non possono farlo (le entità non vengono mai espanse)
maps-xml-too-many-nodes = più di { $most } nodi XML; un file di mappa ne contiene meno
maps-xml-malformed = XML non ben formato: { $error }
maps-xml-root = un file di mappa di Conquer Club contiene un solo elemento <map>; questo elemento radice non lo è
maps-no-bonus = non ha <bonus>
maps-bonus-element = <bonus> '{ $bonus }' non è un numero intero
maps-component-unknown = il componente '{ $name }' non è il <name> di nessun <territory>
maps-xml-position = <{ $x }>/<{ $y }> '{ $xs }', '{ $ys }' non sono due numeri
