### English: what a map file offered as a server's board is refused for, and what was changed
### in reading it (src/maps/, src/service/handlers/maps.rs).

## maps/admit.rs: the verdict on a new server board ($what: one of maps-what-*)

# $bytes: the file's size; $most: the limit in bytes; $kb: the same in KB.
maps-too-big = the file has { $bytes } bytes; a server's map file is at most { $most } bytes ({ $kb } KB)
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

## handlers/maps.rs: a board added, followed by one line per note

maps-board-notes = Read differently from the file ({ $count } { $count ->
        [one] note
       *[other] notes
    }):
