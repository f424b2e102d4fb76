### Brazilian Portuguese: what a map file offered as a server's board is refused for, and what
### was changed in reading it. Every key of ../en/maps.ftl, translated.

## maps/: where in a file

maps-at-line = linha { $line }
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
