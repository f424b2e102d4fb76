### English: what a map file offered as a server's board is refused for, and what was changed
### in reading it (src/maps/, src/service/handlers/maps.rs).

## maps/: where in a file a problem or a note is ($tag: an XML element such as <territory>; $number: its place among its kind)

maps-at-line = line { $line }
# A TOML file's syntax error: its line and column.
maps-at-line-column = line { $line }, column { $column }
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

## engine/map/spec.rs, maps/ini.rs, maps/conquer_club.rs: what is wrong with a map file, each after where it is ($at: a line or an element, as maps-at-*); names are as the file writes them

# Where: the board's own name; an XML element by its tag alone.
maps-at-board-name = the map's name
# A problem after where it is in the file (one of maps-at-*).
maps-problem-at = { $at }: { $what }
maps-at-tag = <{ $tag }> (line { $line })
# The last problem listed, when more were left out.
maps-problems-more = ... and { $count } more { $count ->
        [one] problem
       *[other] problems
    }
maps-name-empty = a name is empty
# $start: the name's first characters; $length: its length in characters.
maps-name-long = name '{ $start }...' is { $length } characters long; at most { $most } are allowed
# $code: the character as U+XXXX.
maps-name-control = name '{ $name }' holds { $code }, a control character; only printable characters are allowed
maps-name-untypable = name '{ $name }' has no letter or digit, so players could not type it
maps-too-many-borders = the map has { $count } borders (pairs of bordering territories); a board may have at most { $most }, so that its picture and the computer players' moves stay quick
# A name in a list of names ($names in maps-designs-partial and maps-not-connected).
maps-listed-name = '{ $name }'
# The first names listed, then how many more there are.
maps-listed-more = { $names } and { $count } more
maps-territory-count = a map holds { $least } to { $most } territories, this one has { $count }
maps-continent-count = a map holds 1 to { $most } continents, this one has { $count }
maps-wild-cards-many = { $count } wild cards; 0 to { $most } are allowed
# $other: the continent of the same name, first written at $at.
maps-continent-same-name = continent '{ $name }' has the name of continent '{ $other }' ({ $at }); names must differ
maps-continent-bonus = continent '{ $name }' has bonus { $bonus }; a bonus is 0 to { $most }
# $territory: the territory already called so, written at $at.
maps-name-taken = name '{ $name }' is already used by territory '{ $territory }' ({ $at }); names and aliases must differ (ignoring case, accents and punctuation)
maps-continent-unknown = territory '{ $territory }' is in continent '{ $continent }', which the file does not define
maps-position-infinite = position ({ $x }, { $y }) is not a finite number pair
maps-continent-empty = continent '{ $name }' has no territories
# $name: the end of the border the file does not define (one of $from, $to).
maps-border-unknown = border '{ $from }' - '{ $to }' names territory '{ $name }', which the file does not define
maps-border-self = border '{ $from }' - '{ $to }' joins a territory to itself
maps-border-twice = border '{ $from }' - '{ $to }' is listed twice; list each pair once
# $names: the territories without a design (maps-listed-*), $count of them.
maps-designs-partial = { $names } { $count ->
        [one] has
       *[other] have
    } no card design while others have one: give every territory a design, or none (then they are assigned in turn)
# $names: the territories cut off (maps-listed-*), $count of them (for a verb that agrees); $from: the first territory.
maps-not-connected = the map is not connected: { $names } { $count ->
        [one] cannot
       *[other] cannot
    } be reached from '{ $from }' (every territory must be reachable from every other)
# $territories: the most territories a board holds.
maps-borders-unread = more than { $most } borders (every pair of { $territories } territories); the rest were not read
# $text: the line as written. The part in backticks is the line's format.
maps-domination-continent-line = a [continents] line is `name bonus colour`, not '{ $text }'
maps-domination-country-line = a [countries] line is `number name continent x y`, not '{ $text }'
maps-conquest-continent-line = a [Continents] line is `Name=bonus`, not '{ $text }'
maps-conquest-territory-line = a [Territories] line is `name,x,y,continent,neighbour,...`, not '{ $text }'
maps-bonus-not-number = bonus '{ $bonus }' is not a whole number
# $number: the number written; $expected: the one its place calls for.
maps-country-number = country number '{ $number }' where { $expected } was expected: countries are numbered 1, 2, 3... in order
# A continent or country the file gives by a number that names none, in place of its name.
maps-numbered = number { $number }
# $position: the two values as written.
maps-position-not-numbers = position '{ $position }' is not two numbers
maps-not-country-number = '{ $word }' is not a country number
maps-xml-too-deep = elements nested { $depth } deep; at most { $most } are allowed
maps-xml-dtd = the file declares a DTD (<!DOCTYPE ...>); map files may not (entities are never expanded)
maps-xml-too-many-nodes = more than { $most } XML nodes; a map file holds fewer
# $error: the XML reader's own words (in English), with the line and column.
maps-xml-malformed = not well-formed XML: { $error }
maps-xml-root = a Conquer Club map file holds one <map> element; this root element is not one
maps-no-bonus = has no <bonus>
maps-bonus-element = <bonus> '{ $bonus }' is not a whole number
maps-component-unknown = component '{ $name }' is not the <name> of any <territory>
# $x, $y: the elements' tags (largex, largey); $xs, $ys: their values as written.
maps-xml-position = <{ $x }>/<{ $y }> '{ $xs }', '{ $ys }' are not two numbers
