### Spanish: what a map file offered as a server's board is refused for, and what was changed
### in reading it. Every key of ../en/maps.ftl, translated.

## maps/: where in a file

maps-at-line = línea { $line }
maps-at-element = { $tag } { $number } «{ $name }» (línea { $line })

## maps/admit.rs

maps-too-big = el archivo tiene { $bytes } bytes; el archivo de mapa de un servidor tiene como mucho { $most } bytes ({ $kb } KB)
maps-file-too-big = el archivo tiene { $bytes } bytes; un archivo de mapa tiene como mucho { $most } bytes (1 MiB)
maps-not-utf8 = no es texto UTF-8 (byte no válido en la posición { $offset }); un archivo de mapa es texto en UTF-8
maps-name-shipped = un tablero incluido con el bot ya se llama { $name }; dale otro nombre al mapa en su archivo
maps-what-board = el nombre del tablero «{ $name }»
maps-what-continent = el continente «{ $name }»
maps-what-territory = el territorio «{ $name }»
maps-what-alias = el alias «{ $name }» del territorio «{ $territory }»
maps-name-format = { $what } contiene { $code }, un carácter de formato invisible (invierte el texto, une u oculta letras); un nombre puede tener letras, cifras, espacios y signos de puntuación que se vean tal cual
maps-name-filler = { $what } contiene { $code }, un carácter de relleno que se ve en blanco; un nombre puede tener letras, cifras, espacios y signos de puntuación que se vean tal cual
maps-name-marks = { $what } apila { $count } marcas diacríticas sobre una letra (la primera es { $code }); una letra puede llevar como mucho { $most }
maps-name-font = { $what } contiene { $char } ({ $code }), que la fuente con la que se dibuja el tablero no tiene: se vería como un recuadro vacío. La fuente dibuja { $scripts }
maps-script-latin = el alfabeto latino
maps-script-greek = el griego
maps-script-cyrillic = el cirílico
maps-script-armenian = el armenio
maps-script-georgian = el georgiano
maps-script-hebrew = el hebreo
maps-script-arabic = el árabe
maps-script-devanagari = el devanagari
maps-script-thai = el tailandés
maps-script-han = los caracteres chinos
maps-script-kana = el kana japonés
maps-script-hangul = el hangul coreano

## maps/mod.rs

maps-note-name-shortened = el archivo no le da al tablero un nombre propio y su nombre de archivo «{ $file }» pasa de { $most } caracteres: el tablero se llama «{ $name }»

## maps/

maps-note-section-skipped = línea { $line }: la sección [{ $section }] no se usa aquí y se ha omitido
maps-note-element-skipped = { $tag } (línea { $line }) no se usa aquí y se ha omitido (y todos los iguales)
maps-note-component-lost = { $at }: el componente <{ $tag }> «{ $name }» no se juega aquí: un continente solo tiene territorios, así que esa parte de su bonificación se pierde
maps-note-territory-stays = { $at }: el territorio «{ $territory }» ya está en el continente «{ $continent }» y se queda allí (aquí un territorio pertenece a un solo continente)
maps-note-continent-unplayed = { $at }: no se juega, ninguno de sus territorios es solo suyo
maps-note-no-continent = { $count } { $count ->
        [one] territorio no está en ningún <continent>: forma
       *[other] territorios no están en ningún <continent>: forman
    } el continente «{ $continent }», sin bonificación
maps-note-one-way = { $at }: la frontera «{ $from }» -> «{ $to }» figura en un solo sentido; aquí las fronteras van en los dos, así que «{ $to }» también limita con «{ $from }»
maps-note-designs-assigned = el archivo no da dibujos de cartas: infantería, caballería y artillería se reparten por turno y se añaden { $wild } comodines
maps-note-wild-cards-added = el archivo no dice cuántos comodines hay: se añaden { $wild }
maps-note-more = ... y { $count } notas más

## handlers/maps.rs

maps-board-notes = Leído de otro modo que en el archivo ({ $count } { $count ->
        [one] nota
       *[other] notas
    }):
