### French: what a map file offered as a server's board is refused for, and what was changed
### in reading it. Every key of ../en/maps.ftl, translated.

## maps/: where in a file

maps-at-line = ligne { $line }
maps-at-element = { $tag } { $number } « { $name } » (ligne { $line })

## maps/admit.rs

maps-too-big = le fichier fait { $bytes } octets ; le fichier de carte d’un serveur fait au plus { $most } octets ({ $kb } Ko)
maps-file-too-big = le fichier fait { $bytes } octets ; un fichier de carte fait au plus { $most } octets (1 Mio)
maps-not-utf8 = ce n’est pas du texte UTF-8 (octet invalide à la position { $offset }) ; un fichier de carte est du texte en UTF-8
maps-name-shipped = un plateau fourni avec le bot s’appelle déjà { $name } ; donnez un autre nom à la carte dans son fichier
maps-what-board = le nom du plateau « { $name } »
maps-what-continent = le continent « { $name } »
maps-what-territory = le territoire « { $name } »
maps-what-alias = l’alias « { $name } » du territoire « { $territory } »
maps-name-format = { $what } contient { $code }, un caractère de mise en forme invisible (il retourne le texte, lie ou cache des lettres) ; un nom peut contenir des lettres, des chiffres, des espaces et de la ponctuation qui s’affichent tels quels
maps-name-filler = { $what } contient { $code }, un caractère de remplissage qui s’affiche comme un blanc ; un nom peut contenir des lettres, des chiffres, des espaces et de la ponctuation qui s’affichent tels quels
maps-name-marks = { $what } empile { $count } signes diacritiques sur une lettre (le premier est { $code }) ; une lettre en porte au plus { $most }
maps-name-font = { $what } contient { $char } ({ $code }), que la police de l’image du plateau n’a pas : il s’afficherait comme un carré vide. La police dessine { $scripts }
maps-script-latin = l’alphabet latin
maps-script-greek = le grec
maps-script-cyrillic = le cyrillique
maps-script-armenian = l’arménien
maps-script-georgian = le géorgien
maps-script-hebrew = l’hébreu
maps-script-arabic = l’arabe
maps-script-devanagari = la devanagari
maps-script-thai = le thaï
maps-script-han = les caractères chinois
maps-script-kana = les kanas japonais
maps-script-hangul = le hangeul coréen

## maps/mod.rs

maps-note-name-shortened = le fichier ne donne pas de nom propre au plateau et son nom de fichier « { $file } » dépasse { $most } caractères : le plateau s’appelle « { $name } »

## maps/

maps-note-section-skipped = ligne { $line } : la section [{ $section }] ne sert pas ici et a été ignorée
maps-note-element-skipped = { $tag } (ligne { $line }) ne sert pas ici et a été ignoré (ainsi que tous ses semblables)
maps-note-component-lost = { $at } : le composant <{ $tag }> « { $name } » n’est pas joué ici : un continent ne contient que des territoires, cette part de son bonus est donc perdue
maps-note-territory-stays = { $at } : le territoire « { $territory } » est déjà dans le continent « { $continent } » et y reste (ici, un territoire appartient à un seul continent)
maps-note-continent-unplayed = { $at } : pas joué, aucun de ses territoires n’est à lui seul
maps-note-no-continent = { $count } { $count ->
        [one] territoire n’est dans aucun <continent> : il forme
       *[other] territoires ne sont dans aucun <continent> : ils forment
    } le continent « { $continent } », sans bonus
maps-note-one-way = { $at } : la frontière « { $from } » -> « { $to } » n’est donnée que dans un sens ; ici les frontières vont dans les deux sens, donc « { $to } » borde aussi « { $from } »
maps-note-designs-assigned = le fichier ne donne pas de motifs de cartes : infanterie, cavalerie et artillerie sont attribuées à tour de rôle, et { $wild } jokers ajoutés
maps-note-wild-cards-added = le fichier ne dit pas combien de jokers il y a : { $wild } sont ajoutés
maps-note-more = ... et { $count } remarques de plus

## handlers/maps.rs

maps-board-notes = Lu autrement que dans le fichier ({ $count } { $count ->
        [one] remarque
       *[other] remarques
    }) :
