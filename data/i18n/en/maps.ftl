### English: what a map file offered as a server's board is refused for, and what was changed
### in reading it (src/maps/, src/service/handlers/maps.rs).

## maps/: where in a file a problem or a note is ($tag: an XML element such as <territory>; $number: its place among its kind)

maps-at-line = line { $line }
maps-at-element = { $tag } { $number } '{ $name }' (line { $line })

## maps/admit.rs: the verdict on a new server board ($what: one of maps-what-*)

# $bytes: the file's size; $most: the limit in bytes; $kb: the same in KB.
maps-too-big = the file has { $bytes } bytes; a server's map file is at most { $most } bytes ({ $kb } KB)
# A file read outside a server ($most: 1 MiB in bytes).
maps-file-too-big = the file is { $bytes } bytes; a map file is at most { $most } bytes (1 MiB)
maps-not-utf8 = not UTF-8 text (invalid byte at offset { $offset }); a map file is text in UTF-8
maps-name-shipped = a board shipped with the bot is already called { $name }; give the map another name in its file
maps-what-board = the board's name '{ $name }'
maps-what-continent = continent '{ $name }'
maps-what-territory = territory '{ $name }'
maps-what-alias = alias '{ $name }' of territory '{ $territory }'
# $code: the character as U+XXXX.
maps-name-format = { $what } holds { $code }, an invisible formatting character (it turns text around, joins or hides letters); a name may hold letters, digits, spaces and punctuation that show as themselves
maps-name-filler = { $what } holds { $code }, a filler character that shows as a blank; a name may hold letters, digits, spaces and punctuation that show as themselves
# $count marks stacked on one letter, the first $code; $most allowed.
maps-name-marks = { $what } stacks { $count } combining marks on one letter (the first is { $code }); a letter may carry at most { $most }
# $char: the character itself; $scripts: the scripts the font draws, as a list.
maps-name-font = { $what } holds { $char } ({ $code }), which the font the board's picture is drawn in does not have: it would show as an empty box. The font draws { $scripts }
maps-script-latin = Latin
maps-script-greek = Greek
maps-script-cyrillic = Cyrillic
maps-script-armenian = Armenian
maps-script-georgian = Georgian
maps-script-hebrew = Hebrew
maps-script-arabic = Arabic
maps-script-devanagari = Devanagari
maps-script-thai = Thai
maps-script-han = Chinese characters
maps-script-kana = Japanese kana
maps-script-hangul = Korean hangul

## maps/mod.rs: notes on what was read differently from the file

# $file: the file's name; $most: the longest name; $name: the board's name now.
maps-note-name-shortened = the file gives the board no name of its own and its file name '{ $file }' is longer than { $most } characters: the board is called '{ $name }'

## maps/: notes on what was read differently from the file ($at: where in the file: a line or an element, as the file's problems name it)

maps-note-section-skipped = line { $line }: section [{ $section }] is not used here and was skipped
# $tag: an XML element such as <territory> <neutral>.
maps-note-element-skipped = { $tag } (line { $line }) is not used here and was skipped (every one like it)
maps-note-component-lost = { $at }: component <{ $tag }> '{ $name }' is not played here: a continent holds territories only, so that part of its bonus is lost
maps-note-territory-stays = { $at }: territory '{ $territory }' is already in continent '{ $continent }' and stays there (a territory belongs to one continent here)
maps-note-continent-unplayed = { $at }: not played, none of its territories is its own
# $continent: the name of the continent they make up.
maps-note-no-continent = { $count } { $count ->
        [one] territory is in no <continent>: it makes
       *[other] territories are in no <continent>: they make
    } up continent '{ $continent }', worth no bonus
maps-note-one-way = { $at }: the border '{ $from }' -> '{ $to }' is listed one way only; borders here go both ways, so '{ $to }' borders '{ $from }' too
maps-note-designs-assigned = the file gives no card designs: infantry, cavalry and artillery are assigned in turn, and { $wild } wild cards added
maps-note-wild-cards-added = the file does not say how many wild cards: { $wild } are added
maps-note-more = ... and { $count } more notes

## handlers/maps.rs: a board added, followed by one line per note

maps-board-notes = Read differently from the file ({ $count } { $count ->
        [one] note
       *[other] notes
    }):
