### French: what a map file offered as a server's board is refused for, and what was changed
### in reading it. Every key of ../en/maps.ftl, translated.

## maps/: where in a file

maps-at-line = ligne { $line }
maps-at-line-column = ligne { $line }, colonne { $column }
maps-at-element = { $tag } { $number } « { $name } » (ligne { $line })

## maps/admit.rs

maps-too-big = le fichier fait { $bytes } octets ; le fichier de carte d’un serveur fait au plus { $most } octets ({ $kb } Ko)
maps-file-too-big = le fichier fait { $bytes } octets ; un fichier de carte fait au plus { $most } octets (1 Mio)
maps-not-utf8 = ce n’est pas du texte UTF-8 (octet invalide à la position { $offset }) ; un fichier de carte est du texte en UTF-8
maps-name-shipped = un plateau fourni avec le bot s’appelle déjà { $name } ; donnez un autre nom à la carte dans son fichier
maps-what-board = le nom du plateau « { $name } »
maps-what-continent = le continent « { $name } »
maps-what-territory = le territoire « { $name } »
maps-what-alias = l’alias « { $name } » du territoire « { $territory } »
maps-name-format = { $what } contient { $code }, un caractère de mise en forme invisible (il retourne le texte, lie ou cache des lettres) ; un nom peut contenir des lettres, des chiffres, des espaces et de la ponctuation qui s’affichent tels quels
maps-name-filler = { $what } contient { $code }, un caractère de remplissage qui s’affiche comme un blanc ; un nom peut contenir des lettres, des chiffres, des espaces et de la ponctuation qui s’affichent tels quels
maps-name-marks = { $what } empile { $count } signes diacritiques sur une lettre (le premier est { $code }) ; une lettre en porte au plus { $most }
maps-name-font = { $what } contient { $char } ({ $code }), que la police de l’image du plateau n’a pas : il s’afficherait comme un carré vide. La police dessine { $scripts }
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

maps-note-name-shortened = le fichier ne donne pas de nom propre au plateau et son nom de fichier « { $file } » dépasse { $most } caractères : le plateau s’appelle « { $name } »

## maps/

maps-note-section-skipped = ligne { $line } : la section [{ $section }] ne sert pas ici et a été ignorée
maps-note-element-skipped = { $tag } (ligne { $line }) ne sert pas ici et a été ignoré (ainsi que tous ses semblables)
maps-note-component-lost = { $at } : le composant <{ $tag }> « { $name } » n’est pas joué ici : un continent ne contient que des territoires, cette part de son bonus est donc perdue
maps-note-territory-stays = { $at } : le territoire « { $territory } » est déjà dans le continent « { $continent } » et y reste (ici, un territoire appartient à un seul continent)
maps-note-continent-unplayed = { $at } : pas joué, aucun de ses territoires n’est à lui seul
maps-note-no-continent = { $count } { $count ->
        [one] territoire n’est dans aucun <continent> : il forme
       *[other] territoires ne sont dans aucun <continent> : ils forment
    } le continent « { $continent } », sans bonus
maps-note-one-way = { $at } : la frontière « { $from } » -> « { $to } » n’est donnée que dans un sens ; ici les frontières vont dans les deux sens, donc « { $to } » borde aussi « { $from } »
maps-note-designs-assigned = le fichier ne donne pas de motifs de cartes : infanterie, cavalerie et artillerie sont attribuées à tour de rôle, et { $wild } jokers ajoutés
maps-note-wild-cards-added = le fichier ne dit pas combien de jokers il y a : { $wild } sont ajoutés
maps-note-more = … et { $count } remarques de plus

## handlers/maps.rs

maps-board-notes = Lu autrement que dans le fichier ({ $count } { $count ->
        [one] remarque
       *[other] remarques
    }) :

## engine/map/spec.rs, maps/ini.rs, maps/conquer_club.rs : ce qui ne va pas dans un fichier de carte

maps-at-board-name = le nom de la carte
maps-problem-at = { $at } : { $what }
maps-at-tag = <{ $tag }> (ligne { $line })
maps-problems-more = … et { $count } { $count ->
        [one] problème
       *[other] problèmes
    } de plus
maps-name-empty = un nom est vide
maps-name-long = le nom « { $start }... » fait { $length } caractères ; { $most } au plus sont permis
maps-name-control = le nom « { $name } » contient { $code }, un caractère de contrôle ; seuls les caractères imprimables sont permis
maps-name-untypable = le nom « { $name } » n’a ni lettre ni chiffre : les joueurs ne pourraient pas le taper
maps-too-many-borders = la carte a { $count } frontières (paires de territoires voisins) ; un plateau en a au plus { $most }, pour que son image et les coups des joueurs IA restent rapides
maps-listed-name = « { $name } »
maps-listed-more = { $names } et { $count } de plus
maps-territory-count = une carte a de { $least } à { $most } territoires, celle-ci en a { $count }
maps-continent-count = une carte a de 1 à { $most } continents, celle-ci en a { $count }
maps-wild-cards-many = { $count } jokers ; de 0 à { $most } sont permis
maps-continent-same-name = le continent « { $name } » porte le nom du continent « { $other } » ({ $at }) ; les noms doivent être différents
maps-continent-bonus = le continent « { $name } » a un bonus de { $bonus } ; un bonus va de 0 à { $most }
maps-name-taken = le nom « { $name } » est déjà pris par le territoire « { $territory } » ({ $at }) ; noms et alias doivent être différents (sans tenir compte de la casse, des accents ni de la ponctuation)
maps-continent-unknown = le territoire « { $territory } » est dans le continent « { $continent } », que le fichier ne définit pas
maps-position-infinite = la position ({ $x }, { $y }) n’est pas une paire de nombres finis
maps-continent-empty = le continent « { $name } » n’a aucun territoire
maps-border-unknown = la frontière « { $from } » - « { $to } » nomme le territoire « { $name } », que le fichier ne définit pas
maps-border-self = la frontière « { $from } » - « { $to } » relie un territoire à lui-même
maps-border-twice = la frontière « { $from } » - « { $to } » est donnée deux fois ; donnez chaque paire une seule fois
maps-designs-partial = { $names } { $count ->
        [one] n’a
       *[other] n’ont
    } pas de motif de carte alors que d’autres en ont un : donnez un motif à chaque territoire, ou à aucun (ils sont alors attribués à tour de rôle)
maps-not-connected = la carte n’est pas d’un seul tenant : { $names } { $count ->
        [one] est inaccessible
       *[other] sont inaccessibles
    } depuis « { $from } » (chaque territoire doit être accessible depuis tous les autres)
maps-borders-unread = plus de { $most } frontières (toutes les paires de { $territories } territoires) ; le reste n’a pas été lu
maps-domination-continent-line = une ligne de [continents] s’écrit `nom bonus couleur`, pas « { $text } »
maps-domination-country-line = une ligne de [countries] s’écrit `numéro nom continent x y`, pas « { $text } »
maps-conquest-continent-line = une ligne de [Continents] s’écrit `Nom=bonus`, pas « { $text } »
maps-conquest-territory-line = une ligne de [Territories] s’écrit `nom,x,y,continent,voisin,...`, pas « { $text } »
maps-bonus-not-number = le bonus « { $bonus } » n’est pas un nombre entier
maps-country-number = numéro de territoire « { $number } » là où { $expected } était attendu : les territoires sont numérotés 1, 2, 3... dans l’ordre
maps-numbered = numéro { $number }
maps-position-not-numbers = la position « { $position } » n’est pas faite de deux nombres
maps-not-country-number = « { $word } » n’est pas un numéro de territoire
maps-xml-too-deep = éléments imbriqués sur { $depth } niveaux ; { $most } au plus sont permis
maps-xml-dtd = le fichier déclare une DTD (<!DOCTYPE ...>) ; les fichiers de carte ne le peuvent pas (les entités ne sont jamais développées)
maps-xml-too-many-nodes = plus de { $most } nœuds XML ; un fichier de carte en a moins
maps-xml-malformed = XML mal formé : { $error }
maps-xml-root = un fichier de carte Conquer Club contient un seul élément <map> ; cet élément racine n’en est pas un
maps-no-bonus = n’a pas de <bonus>
maps-bonus-element = le <bonus> « { $bonus } » n’est pas un nombre entier
maps-component-unknown = le composant « { $name } » n’est le <name> d’aucun <territory>
maps-xml-position = <{ $x }>/<{ $y }> « { $xs } », « { $ys } » ne sont pas deux nombres
