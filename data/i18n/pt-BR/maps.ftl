### Brazilian Portuguese: what a map file offered as a server's board is refused for, and what
### was changed in reading it. Every key of ../en/maps.ftl, translated.

## maps/: where in a file

maps-at-line = linha { $line }
maps-at-line-column = linha { $line }, coluna { $column }
maps-at-element = { $tag } { $number } “{ $name }” (linha { $line })

## maps/admit.rs

maps-too-big = o arquivo tem { $bytes } bytes; o arquivo de mapa de um servidor tem no máximo { $most } bytes ({ $kb } KB)
maps-file-too-big = o arquivo tem { $bytes } bytes; um arquivo de mapa tem no máximo { $most } bytes (1 MiB)
maps-not-utf8 = não é texto UTF-8 (byte inválido na posição { $offset }); um arquivo de mapa é texto em UTF-8
maps-name-shipped = um tabuleiro incluído com o bot já se chama { $name }; dê outro nome ao mapa no arquivo
maps-what-board = o nome do tabuleiro “{ $name }”
maps-what-continent = o continente “{ $name }”
maps-what-territory = o território “{ $name }”
maps-what-alias = o apelido “{ $name }” do território “{ $territory }”
maps-name-format = { $what } contém { $code }, um caractere de formatação invisível (ele inverte o texto, junta ou esconde letras); um nome pode ter letras, algarismos, espaços e pontuação que apareçam como são
maps-name-filler = { $what } contém { $code }, um caractere de preenchimento que aparece em branco; um nome pode ter letras, algarismos, espaços e pontuação que apareçam como são
maps-name-marks = { $what } empilha { $count } sinais diacríticos numa letra (o primeiro é { $code }); uma letra pode levar no máximo { $most }
maps-name-font = { $what } contém { $char } ({ $code }), que a fonte da imagem do tabuleiro não tem: apareceria como um quadrado vazio. A fonte desenha { $scripts }
maps-script-latin = o alfabeto latino
maps-script-greek = o grego
maps-script-cyrillic = o cirílico
maps-script-armenian = o armênio
maps-script-georgian = o georgiano
maps-script-hebrew = o hebraico
maps-script-arabic = o árabe
maps-script-devanagari = o devanágari
maps-script-thai = o tailandês
maps-script-han = os caracteres chineses
maps-script-kana = o kana japonês
maps-script-hangul = o hangul coreano

## maps/mod.rs

maps-note-name-shortened = o arquivo não dá um nome próprio ao tabuleiro e o nome do arquivo “{ $file }” passa de { $most } caracteres: o tabuleiro se chama “{ $name }”

## maps/

maps-note-section-skipped = linha { $line }: a seção [{ $section }] não é usada aqui e foi ignorada
maps-note-element-skipped = { $tag } (linha { $line }) não é usado aqui e foi ignorado (e todos iguais a ele)
maps-note-component-lost = { $at }: o componente <{ $tag }> “{ $name }” não é jogado aqui: um continente só tem territórios, então essa parte do bônus dele se perde
maps-note-territory-stays = { $at }: o território “{ $territory }” já está no continente “{ $continent }” e fica lá (aqui um território pertence a um só continente)
maps-note-continent-unplayed = { $at }: não é jogado, nenhum dos territórios dele é só dele
maps-note-no-continent = { $count } { $count ->
        [one] território não está em nenhum <continent>: ele forma
       *[other] territórios não estão em nenhum <continent>: eles formam
    } o continente “{ $continent }”, sem bônus
maps-note-one-way = { $at }: a fronteira “{ $from }” -> “{ $to }” está listada num sentido só; aqui as fronteiras valem nos dois, então “{ $to }” também faz fronteira com “{ $from }”
maps-note-designs-assigned = o arquivo não dá desenhos de cartas: infantaria, cavalaria e artilharia são distribuídas em rodízio, e { $wild } coringas adicionados
maps-note-wild-cards-added = o arquivo não diz quantos coringas há: { $wild } são adicionados
maps-note-more = ... e mais { $count } observações

## handlers/maps.rs

maps-board-notes = Lido de outro jeito que no arquivo ({ $count } { $count ->
        [one] observação
       *[other] observações
    }):

## engine/map/spec.rs, maps/ini.rs, maps/conquer_club.rs: o que está errado num arquivo de mapa

maps-at-board-name = o nome do mapa
maps-problem-at = { $at }: { $what }
maps-at-tag = <{ $tag }> (linha { $line })
maps-problems-more = ... e mais { $count } { $count ->
        [one] problema
       *[other] problemas
    }
maps-name-empty = um nome está vazio
maps-name-long = o nome “{ $start }...” tem { $length } caracteres; são permitidos no máximo { $most }
maps-name-control = o nome “{ $name }” contém { $code }, um caractere de controle; só são permitidos caracteres imprimíveis
maps-name-untypable = o nome “{ $name }” não tem nenhuma letra nem algarismo, então os jogadores não conseguiriam digitá-lo
maps-too-many-borders = o mapa tem { $count } fronteiras (pares de territórios vizinhos); um tabuleiro pode ter no máximo { $most }, para que a imagem dele e as jogadas dos jogadores da IA continuem rápidas
maps-listed-name = “{ $name }”
maps-listed-more = { $names } e mais { $count }
maps-territory-count = um mapa tem de { $least } a { $most } territórios, este tem { $count }
maps-continent-count = um mapa tem de 1 a { $most } continentes, este tem { $count }
maps-wild-cards-many = { $count } coringas; são permitidos de 0 a { $most }
maps-continent-same-name = o continente “{ $name }” tem o nome do continente “{ $other }” ({ $at }); os nomes precisam ser diferentes
maps-continent-bonus = o continente “{ $name }” tem bônus { $bonus }; um bônus vai de 0 a { $most }
maps-name-taken = o nome “{ $name }” já é usado pelo território “{ $territory }” ({ $at }); nomes e apelidos precisam ser diferentes (sem contar maiúsculas, acentos e pontuação)
maps-continent-unknown = o território “{ $territory }” está no continente “{ $continent }”, que o arquivo não define
maps-position-infinite = a posição ({ $x }, { $y }) não é um par de números finitos
maps-continent-empty = o continente “{ $name }” não tem territórios
maps-border-unknown = a fronteira “{ $from }” - “{ $to }” cita o território “{ $name }”, que o arquivo não define
maps-border-self = a fronteira “{ $from }” - “{ $to }” liga um território a ele mesmo
maps-border-twice = a fronteira “{ $from }” - “{ $to }” está listada duas vezes; liste cada par uma vez só
maps-designs-partial = { $names } { $count ->
        [one] não tem
       *[other] não têm
    } desenho de carta enquanto outros têm: dê um desenho a cada território, ou a nenhum (aí eles são distribuídos em rodízio)
maps-not-connected = o mapa não é conexo: { $names } não { $count ->
        [one] pode ser alcançado
       *[other] podem ser alcançados
    } a partir de “{ $from }” (todo território precisa ser alcançável a partir de todos os outros)
maps-borders-unread = mais de { $most } fronteiras (todos os pares de { $territories } territórios); o resto não foi lido
maps-domination-continent-line = uma linha de [continents] é `nome bônus cor`, não “{ $text }”
maps-domination-country-line = uma linha de [countries] é `número nome continente x y`, não “{ $text }”
maps-conquest-continent-line = uma linha de [Continents] é `Nome=bônus`, não “{ $text }”
maps-conquest-territory-line = uma linha de [Territories] é `nome,x,y,continente,vizinho,...`, não “{ $text }”
maps-bonus-not-number = o bônus “{ $bonus }” não é um número inteiro
maps-country-number = número de território “{ $number }” onde se esperava { $expected }: os territórios são numerados 1, 2, 3... em ordem
maps-numbered = número { $number }
maps-position-not-numbers = a posição “{ $position }” não são dois números
maps-not-country-number = “{ $word }” não é um número de território
maps-xml-too-deep = elementos aninhados em { $depth } níveis; são permitidos no máximo { $most }
maps-xml-dtd = o arquivo declara uma DTD (<!DOCTYPE ...>); arquivos de mapa não podem (as entidades nunca são expandidas)
maps-xml-too-many-nodes = mais de { $most } nós XML; um arquivo de mapa tem menos
maps-xml-malformed = XML malformado: { $error }
maps-xml-root = um arquivo de mapa do Conquer Club tem um só elemento <map>; este elemento raiz não é um
maps-no-bonus = não tem <bonus>
maps-bonus-element = o <bonus> “{ $bonus }” não é um número inteiro
maps-component-unknown = o componente “{ $name }” não é o <name> de nenhum <territory>
maps-xml-position = <{ $x }>/<{ $y }> “{ $xs }”, “{ $ys }” não são dois números
