### German: how numbers, shares and enumerations are written (src/i18n/numbers.rs).
### Every key of ../en/values.ftl, translated; a key left out falls back to English.

values-percent = { $number } %
values-percent-above = über { $number } %
values-percent-below = unter { $number } %
values-join = { $first }; { $rest }
values-number = { $number }
values-plus = +{ $number }
values-list = { $list }
values-days = { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }
values-hours = { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
values-minutes = { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }

value-setup-deal = verteilen
value-setup-claim = wählen
value-placement-simultaneous = gleichzeitig
value-placement-one-at-a-time = einzeln
value-placement-bulk = alle-auf-einmal
value-fortify-connected = verbunden
value-fortify-adjacent = benachbart
value-fortify-multiple = mehrfach
value-defender-dice-max = maximal
value-defender-dice-choose = wählen
value-turn-time-none = keine
value-on-timeout-ai = ki
value-on-timeout-skip = überspringen
value-surrender-neutral = neutral
value-surrender-ai = ki
value-reminders-none = keine
value-card-values-escalating = steigend
value-card-values-plus-one = plus-eins
value-army-cap-none = keine
value-reroll-on = an
value-reroll-off = aus
value-commander-on = an
value-commander-off = aus
value-capital-goal-all = alle
value-capital-goal-short = kurz
value-neutral-setup-own-first = spieler-zuerst
value-neutral-setup-interleaved = abwechselnd
value-fog-off = aus
value-fog-light = leicht
value-fog-standard = standard
value-fog-dark = dicht
value-level-basic = einfach
value-level-strong = stark
value-level-random = zufällig
values-troops-all = alle, alles, max
values-troops-all-but = alle außer, alle ausser, alle bis auf, alles außer, alles ausser
values-me = ich, mich
values-ai-seat = KI { $number } ({ $level })
values-unit-minutes = min, minute, minuten
values-unit-hours = std, stunde, stunden
values-unit-days = t, tag, tage, tagen
values-quoted = „{ $text }“
values-section-verifiable-dice = Überprüfbare Würfel
values-section-server-standings = Rangliste des Servers
