### German: what a map file offered as a server's board is refused for, and what was changed
### in reading it. Every key of ../en/maps.ftl, translated.

## maps/: where in a file

maps-at-line = Zeile { $line }
maps-at-line-column = Zeile { $line }, Spalte { $column }
maps-at-element = { $tag } { $number } „{ $name }“ (Zeile { $line })

## maps/admit.rs

maps-too-big = die Datei hat { $bytes } Bytes; die Spielplandatei eines Servers hat höchstens { $most } Bytes ({ $kb } KB)
maps-file-too-big = die Datei hat { $bytes } Bytes; eine Spielplandatei hat höchstens { $most } Bytes (1 MiB)
maps-not-utf8 = kein UTF-8-Text (ungültiges Byte an Position { $offset }); eine Spielplandatei ist Text in UTF-8
maps-name-shipped = ein mitgelieferter Spielplan heißt schon { $name }; gib dem Spielplan in seiner Datei einen anderen Namen
maps-what-board = der Name des Spielplans „{ $name }“
maps-what-continent = der Kontinent „{ $name }“
maps-what-territory = das Gebiet „{ $name }“
maps-what-alias = der Zweitname „{ $name }“ des Gebiets „{ $territory }“
maps-name-format = { $what } enthält { $code }, ein unsichtbares Steuerzeichen (es dreht Text um, verbindet oder versteckt Buchstaben); ein Name darf Buchstaben, Ziffern, Leerzeichen und Satzzeichen enthalten, die als sie selbst erscheinen
maps-name-filler = { $what } enthält { $code }, ein Füllzeichen, das als Leerraum erscheint; ein Name darf Buchstaben, Ziffern, Leerzeichen und Satzzeichen enthalten, die als sie selbst erscheinen
maps-name-marks = { $what } stapelt { $count } diakritische Zeichen auf einem Buchstaben (das erste ist { $code }); ein Buchstabe darf höchstens { $most } tragen
maps-name-font = { $what } enthält { $char } ({ $code }), das die Schrift des Spielplanbilds nicht hat: es erschiene als leeres Kästchen. Die Schrift hat { $scripts }
maps-script-latin = lateinische Schrift
maps-script-greek = griechische Schrift
maps-script-cyrillic = kyrillische Schrift
maps-script-armenian = armenische Schrift
maps-script-georgian = georgische Schrift
maps-script-hebrew = hebräische Schrift
maps-script-arabic = arabische Schrift
maps-script-devanagari = Devanagari
maps-script-thai = thailändische Schrift
maps-script-han = chinesische Schriftzeichen
maps-script-kana = japanische Kana
maps-script-hangul = koreanisches Hangul

## maps/mod.rs

maps-note-name-shortened = die Datei gibt dem Spielplan keinen eigenen Namen, und ihr Dateiname „{ $file }“ ist länger als { $most } Zeichen: der Spielplan heißt „{ $name }“

## maps/

maps-note-section-skipped = Zeile { $line }: der Abschnitt [{ $section }] wird hier nicht gebraucht und wurde übersprungen
maps-note-element-skipped = { $tag } (Zeile { $line }) wird hier nicht gebraucht und wurde übersprungen (jedes gleiche auch)
maps-note-component-lost = { $at }: der Bestandteil <{ $tag }> „{ $name }“ wird hier nicht gespielt: ein Kontinent besteht nur aus Gebieten, dieser Teil seines Bonus entfällt also
maps-note-territory-stays = { $at }: das Gebiet „{ $territory }“ gehört schon zum Kontinent „{ $continent }“ und bleibt dort (ein Gebiet gehört hier zu einem Kontinent)
maps-note-continent-unplayed = { $at }: wird nicht gespielt, keines seiner Gebiete gehört ihm allein
maps-note-no-continent = { $count } { $count ->
        [one] Gebiet steht in keinem <continent>: es bildet
       *[other] Gebiete stehen in keinem <continent>: sie bilden
    } den Kontinent „{ $continent }“ ohne Bonus
maps-note-one-way = { $at }: die Grenze „{ $from }“ -> „{ $to }“ ist nur in eine Richtung eingetragen; Grenzen gelten hier in beide Richtungen, also grenzt „{ $to }“ auch an „{ $from }“
maps-note-designs-assigned = die Datei gibt keine Kartenmotive an: Infanterie, Kavallerie und Artillerie werden reihum vergeben und { $wild } Joker hinzugefügt
maps-note-wild-cards-added = die Datei sagt nicht, wie viele Joker es gibt: { $wild } werden hinzugefügt
maps-note-more = ... und { $count } weitere Hinweise

## handlers/maps.rs

maps-board-notes = Anders gelesen als in der Datei ({ $count } { $count ->
        [one] Hinweis
       *[other] Hinweise
    }):

## engine/map/spec.rs, maps/ini.rs, maps/conquer_club.rs: was an einer Spielplandatei nicht stimmt

maps-at-board-name = der Name des Spielplans
maps-problem-at = { $at }: { $what }
maps-at-tag = <{ $tag }> (Zeile { $line })
maps-problems-more = ... und { $count } { $count ->
        [one] weiteres Problem
       *[other] weitere Probleme
    }
maps-name-empty = ein Name ist leer
maps-name-long = der Name „{ $start }...“ ist { $length } Zeichen lang; erlaubt sind höchstens { $most }
maps-name-control = der Name „{ $name }“ enthält { $code }, ein Steuerzeichen; erlaubt sind nur druckbare Zeichen
maps-name-untypable = der Name „{ $name }“ hat keinen Buchstaben und keine Ziffer, die Spieler könnten ihn also nicht eintippen
maps-too-many-borders = der Spielplan hat { $count } Grenzen (Paare benachbarter Gebiete); ein Spielplan darf höchstens { $most } haben, damit sein Bild und die Züge der Computerspieler schnell bleiben
maps-listed-name = „{ $name }“
maps-listed-more = { $names } und { $count } weitere
maps-territory-count = ein Spielplan hat { $least } bis { $most } Gebiete, diese hat { $count }
maps-continent-count = ein Spielplan hat 1 bis { $most } Kontinente, diese hat { $count }
maps-wild-cards-many = { $count } Joker; erlaubt sind 0 bis { $most }
maps-continent-same-name = der Kontinent „{ $name }“ hat den Namen des Kontinents „{ $other }“ ({ $at }); die Namen müssen sich unterscheiden
maps-continent-bonus = der Kontinent „{ $name }“ hat den Bonus { $bonus }; ein Bonus liegt zwischen 0 und { $most }
maps-name-taken = der Name „{ $name }“ gehört schon dem Gebiet „{ $territory }“ ({ $at }); Namen und Zweitnamen müssen sich unterscheiden (ohne Rücksicht auf Groß- und Kleinschreibung, Akzente und Satzzeichen)
maps-continent-unknown = das Gebiet „{ $territory }“ liegt im Kontinent „{ $continent }“, den die Datei nicht festlegt
maps-position-infinite = die Position ({ $x }, { $y }) ist kein Paar endlicher Zahlen
maps-continent-empty = der Kontinent „{ $name }“ hat keine Gebiete
maps-border-unknown = die Grenze „{ $from }“ - „{ $to }“ nennt das Gebiet „{ $name }“, das die Datei nicht festlegt
maps-border-self = die Grenze „{ $from }“ - „{ $to }“ verbindet ein Gebiet mit sich selbst
maps-border-twice = die Grenze „{ $from }“ - „{ $to }“ ist doppelt eingetragen; trag jedes Paar nur einmal ein
maps-designs-partial = { $names } { $count ->
        [one] hat
       *[other] haben
    } kein Kartenmotiv, andere aber schon: gib jedem Gebiet ein Motiv oder keinem (dann werden sie reihum vergeben)
maps-not-connected = der Spielplan hängt nicht zusammen: { $names } { $count ->
        [one] ist
       *[other] sind
    } von „{ $from }“ aus nicht erreichbar (jedes Gebiet muss von jedem anderen aus erreichbar sein)
maps-borders-unread = mehr als { $most } Grenzen (jedes Paar von { $territories } Gebieten); der Rest wurde nicht gelesen
maps-domination-continent-line = eine Zeile in [continents] lautet `Name Bonus Farbe`, nicht „{ $text }“
maps-domination-country-line = eine Zeile in [countries] lautet `Nummer Name Kontinent x y`, nicht „{ $text }“
maps-conquest-continent-line = eine Zeile in [Continents] lautet `Name=Bonus`, nicht „{ $text }“
maps-conquest-territory-line = eine Zeile in [Territories] lautet `Name,x,y,Kontinent,Nachbar,...`, nicht „{ $text }“
maps-bonus-not-number = der Bonus „{ $bonus }“ ist keine ganze Zahl
maps-country-number = Gebietsnummer „{ $number }“, wo { $expected } erwartet wurde: die Gebiete werden der Reihe nach 1, 2, 3... nummeriert
maps-numbered = Nummer { $number }
maps-position-not-numbers = die Position „{ $position }“ besteht nicht aus zwei Zahlen
maps-not-country-number = „{ $word }“ ist keine Gebietsnummer
maps-xml-too-deep = Elemente { $depth } Ebenen tief verschachtelt; erlaubt sind höchstens { $most }
maps-xml-dtd = die Datei deklariert eine DTD (<!DOCTYPE ...>); Spielplandateien dürfen das nicht (Entitäten werden nie aufgelöst)
maps-xml-too-many-nodes = mehr als { $most } XML-Knoten; eine Spielplandatei hat weniger
maps-xml-malformed = kein wohlgeformtes XML: { $error }
maps-xml-root = eine Conquer-Club-Spielplandatei besteht aus einem <map>-Element; dieses Wurzelelement ist keines
maps-no-bonus = hat keinen <bonus>
maps-bonus-element = <bonus> „{ $bonus }“ ist keine ganze Zahl
maps-component-unknown = der Bestandteil „{ $name }“ ist nicht der <name> eines <territory>
maps-xml-position = <{ $x }>/<{ $y }> „{ $xs }“, „{ $ys }“ sind keine zwei Zahlen
