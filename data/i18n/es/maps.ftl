### Spanish: what a map file offered as a server's board is refused for, and what was changed
### in reading it. Every key of ../en/maps.ftl, translated.

## maps/: where in a file

maps-at-line = línea { $line }
maps-at-line-column = línea { $line }, columna { $column }
maps-at-element = { $tag } { $number } «{ $name }» (línea { $line })

## maps/admit.rs

maps-too-big = el archivo tiene { $bytes } bytes; el archivo de mapa de un servidor tiene como mucho { $most } bytes ({ $kb } KB)
maps-file-too-big = el archivo tiene { $bytes } bytes; un archivo de mapa tiene como mucho { $most } bytes (1 MiB)
maps-not-utf8 = no es texto UTF-8 (byte no válido en la posición { $offset }); un archivo de mapa es texto en UTF-8
maps-name-shipped = un tablero incluido con el bot ya se llama { $name }; dale otro nombre al tablero en su archivo
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

## engine/map/spec.rs, maps/ini.rs, maps/conquer_club.rs: lo que falla en un archivo de mapa

maps-at-board-name = el nombre del tablero
maps-problem-at = { $at }: { $what }
maps-at-tag = <{ $tag }> (línea { $line })
maps-problems-more = ... y { $count } { $count ->
        [one] problema más
       *[other] problemas más
    }
maps-name-empty = un nombre está vacío
maps-name-long = el nombre «{ $start }...» tiene { $length } caracteres; se permiten como mucho { $most }
maps-name-control = el nombre «{ $name }» contiene { $code }, un carácter de control; solo se permiten caracteres imprimibles
maps-name-untypable = el nombre «{ $name }» no tiene ninguna letra ni cifra, así que los jugadores no podrían escribirlo
maps-too-many-borders = el tablero tiene { $count } fronteras (pares de territorios vecinos); un tablero puede tener como mucho { $most }, para que su imagen y las jugadas de la IA sigan siendo rápidas
maps-listed-name = «{ $name }»
maps-listed-more = { $names } y { $count } más
maps-territory-count = un tablero tiene de { $least } a { $most } territorios, este tiene { $count }
maps-continent-count = un tablero tiene de 1 a { $most } continentes, este tiene { $count }
maps-wild-cards-many = { $count } comodines; se permiten de 0 a { $most }
maps-continent-same-name = el continente «{ $name }» tiene el nombre del continente «{ $other }» ({ $at }); los nombres deben ser distintos
maps-continent-bonus = el continente «{ $name }» tiene un bono de { $bonus }; un bono va de 0 a { $most }
maps-name-taken = el nombre «{ $name }» ya lo usa el territorio «{ $territory }» ({ $at }); los nombres y los alias deben ser distintos (sin contar mayúsculas, tildes ni signos de puntuación)
maps-continent-unknown = el territorio «{ $territory }» está en el continente «{ $continent }», que el archivo no define
maps-position-infinite = la posición ({ $x }, { $y }) no es un par de números finitos
maps-continent-empty = el continente «{ $name }» no tiene territorios
maps-border-unknown = la frontera «{ $from }» - «{ $to }» nombra el territorio «{ $name }», que el archivo no define
maps-border-self = la frontera «{ $from }» - «{ $to }» une un territorio consigo mismo
maps-border-twice = la frontera «{ $from }» - «{ $to }» figura dos veces; pon cada par una sola vez
maps-designs-partial = { $names } { $count ->
        [one] no tiene
       *[other] no tienen
    } dibujo de carta mientras otros sí: dale un dibujo a cada territorio, o a ninguno (entonces se reparten por turnos)
maps-not-connected = el tablero no está conectado: { $names } no { $count ->
        [one] se puede
       *[other] se pueden
    } alcanzar desde «{ $from }» (cada territorio debe poder alcanzarse desde todos los demás)
maps-borders-unread = más de { $most } fronteras (todos los pares de { $territories } territorios); el resto no se leyó
maps-domination-continent-line = una línea de [continents] es `nombre bono color`, no «{ $text }»
maps-domination-country-line = una línea de [countries] es `número nombre continente x y`, no «{ $text }»
maps-conquest-continent-line = una línea de [Continents] es `Nombre=bono`, no «{ $text }»
maps-conquest-territory-line = una línea de [Territories] es `nombre,x,y,continente,vecino,...`, no «{ $text }»
maps-bonus-not-number = el bono «{ $bonus }» no es un número entero
maps-country-number = número de territorio «{ $number }» donde se esperaba { $expected }: los territorios se numeran 1, 2, 3... en orden
maps-numbered = número { $number }
maps-position-not-numbers = la posición «{ $position }» no son dos números
maps-not-country-number = «{ $word }» no es un número de territorio
maps-xml-too-deep = elementos anidados a { $depth } niveles; se permiten como mucho { $most }
maps-xml-dtd = el archivo declara una DTD (<!DOCTYPE ...>); los archivos de mapa no pueden (las entidades nunca se expanden)
maps-xml-too-many-nodes = más de { $most } nodos XML; un archivo de mapa tiene menos
maps-xml-malformed = XML mal formado: { $error }
maps-xml-root = un archivo de mapa de Conquer Club tiene un solo elemento <map>; este elemento raíz no lo es
maps-no-bonus = no tiene <bonus>
maps-bonus-element = el <bonus> «{ $bonus }» no es un número entero
maps-component-unknown = el componente «{ $name }» no es el <name> de ningún <territory>
maps-xml-position = <{ $x }>/<{ $y }> «{ $xs }», «{ $ys }» no son dos números
