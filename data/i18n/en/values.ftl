### English: how numbers, shares and enumerations are written (src/i18n/numbers.rs).
### The digits themselves come from ICU4X's CLDR data for the language; these are the patterns
### around them.

# A share: $number is already written as the language writes numbers ("80.8", "80,8").
values-percent = { $number }%
# A share above 99.9% that is not all: $number is 99.9.
values-percent-above = > { $number }%
# A share below 0.1% that is not none: $number is 0.1.
values-percent-below = < { $number }%
# Items that may hold commas themselves ("Peru, 3; Brazil, 2"), $rest already joined.
values-join = { $first }; { $rest }
# A number alone ($number as the language writes it), and one that gained: "+1.5".
values-number = { $number }
values-plus = +{ $number }
# A list ("a, b and c") as the language's CLDR data joins it: $list is already joined.
values-list = { $list }
# A duration's parts ("1 day", "12 hours"), joined as a list: "1 day and 12 hours".
values-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
values-hours = { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
values-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }

# A lobby option's value as a reader reads it and may type it (one lowercase word, hyphens
# between words): value-<option>-<the English value>. `/risk new` accepts the value in every
# language, and autocomplete offers the reader's; the English value is what Discord sends.
value-setup-deal = deal
value-setup-claim = claim
value-placement-simultaneous = simultaneous
value-placement-one-at-a-time = one-at-a-time
value-placement-bulk = bulk
value-fortify-connected = connected
value-fortify-adjacent = adjacent
value-fortify-multiple = multiple
value-defender-dice-max = max
value-defender-dice-choose = choose
value-turn-time-none = none
value-on-timeout-ai = ai
value-on-timeout-skip = skip
value-surrender-neutral = neutral
value-surrender-ai = ai
value-reminders-none = none
value-card-values-escalating = escalating
value-card-values-plus-one = plus-one
value-army-cap-none = none
value-reroll-on = on
value-reroll-off = off
value-commander-on = on
value-commander-off = off
value-capital-goal-all = all
value-capital-goal-short = short
value-neutral-setup-own-first = own-first
value-neutral-setup-interleaved = interleaved
value-fog-off = off
value-fog-light = light
value-fog-standard = standard
value-fog-dark = dark
value-level-basic = basic
value-level-strong = strong
value-level-random = random
# Typed words in any language (src/i18n/typed.rs), comma-separated forms a player may type:
# all the troops, all but N (followed by the number), oneself.
values-troops-all = all, max
values-troops-all-but = all but
values-me = me
# A computer player's seat: $number counts the table's AI seats, $level is a value-level-… word.
values-ai-seat = AI { $number } ({ $level })
# The words a typed duration may use after its number ("90 minutes", "2 days"); m, h and d
# are read in every language.
values-unit-minutes = min, mins, minute, minutes
values-unit-hours = hour, hours
values-unit-days = day, days
# A section of the player's guide named in a help text (Discord cannot follow a link to it),
# quoted as the language quotes: $text is a values-section-… name.
values-quoted = “{ $text }”
values-section-verifiable-dice = Verifiable dice
values-section-server-standings = Server standings
