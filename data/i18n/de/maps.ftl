### German: what a map file offered as a server's board is refused for, and what was changed
### in reading it. Every key of ../en/maps.ftl, translated.

## maps/: where in a file

maps-at-line = Zeile { $line }
maps-at-element = { $tag } { $number } „{ $name }“ (Zeile { $line })

## maps/admit.rs

maps-too-big = die Datei hat { $bytes } Bytes; die Kartendatei eines Servers hat höchstens { $most } Bytes ({ $kb } KB)
maps-file-too-big = die Datei hat { $bytes } Bytes; eine Kartendatei hat höchstens { $most } Bytes (1 MiB)
maps-not-utf8 = kein UTF-8-Text (ungültiges Byte an Position { $offset }); eine Kartendatei ist Text in UTF-8
maps-name-shipped = eine mitgelieferte Karte heißt schon { $name }; gib der Karte in ihrer Datei einen anderen Namen
maps-what-board = der Name der Karte „{ $name }“
maps-what-continent = der Kontinent „{ $name }“
maps-what-territory = das Gebiet „{ $name }“
maps-what-alias = der Zweitname „{ $name }“ des Gebiets „{ $territory }“
maps-name-format = { $what } enthält { $code }, ein unsichtbares Steuerzeichen (es dreht Text um, verbindet oder versteckt Buchstaben); ein Name darf Buchstaben, Ziffern, Leerzeichen und Satzzeichen enthalten, die als sie selbst erscheinen
maps-name-filler = { $what } enthält { $code }, ein Füllzeichen, das als Leerraum erscheint; ein Name darf Buchstaben, Ziffern, Leerzeichen und Satzzeichen enthalten, die als sie selbst erscheinen
maps-name-marks = { $what } stapelt { $count } diakritische Zeichen auf einem Buchstaben (das erste ist { $code }); ein Buchstabe darf höchstens { $most } tragen
maps-name-font = { $what } enthält { $char } ({ $code }), das die Schrift des Kartenbilds nicht hat: es erschiene als leeres Kästchen. Die Schrift hat { $scripts }
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

maps-note-name-shortened = die Datei gibt der Karte keinen eigenen Namen, und ihr Dateiname „{ $file }“ ist länger als { $most } Zeichen: die Karte heißt „{ $name }“

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
