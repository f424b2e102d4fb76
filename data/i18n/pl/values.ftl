### Polish: how numbers, shares and enumerations are written (src/i18n/numbers.rs).
### Every key of ../en/values.ftl, translated; a key left out falls back to English.

# CLDR writes Polish percentages without a space: "80,8%".
values-percent = { $number }%
values-percent-above = ponad { $number }%
values-percent-below = poniżej { $number }%
values-join = { $first }; { $rest }
values-number = { $number }
values-plus = +{ $number }
values-list = { $list }
values-days = { $count ->
        [one] { $count } dzień
        [few] { $count } dni
       *[many] { $count } dni
    }
values-hours = { $count ->
        [one] { $count } godzina
        [few] { $count } godziny
       *[many] { $count } godzin
    }
values-minutes = { $count ->
        [one] { $count } minuta
        [few] { $count } minuty
       *[many] { $count } minut
    }

value-setup-deal = rozdanie
value-setup-claim = wybór
value-placement-simultaneous = jednocześnie
value-placement-one-at-a-time = po-jednej
value-placement-bulk = wszystkie-naraz
value-fortify-connected = połączone
value-fortify-adjacent = sąsiednie
value-fortify-multiple = wielokrotne
value-defender-dice-max = maksimum
value-defender-dice-choose = wybór
value-turn-time-none = brak
value-on-timeout-ai = si
value-on-timeout-skip = pomiń
value-surrender-neutral = neutralne
value-surrender-ai = si
value-reminders-none = brak
value-card-values-escalating = rosnące
value-card-values-plus-one = plus-jeden
value-army-cap-none = brak
value-reroll-on = tak
value-reroll-off = nie
value-commander-on = tak
value-commander-off = nie
value-capital-goal-all = wszystkie
value-capital-goal-short = krótki
value-neutral-setup-own-first = najpierw-własne
value-neutral-setup-interleaved = na-przemian
value-fog-off = brak
value-fog-light = lekka
value-fog-standard = standardowa
value-fog-dark = gęsta
value-level-basic = podstawowa
value-level-strong = silna
value-level-random = losowa
# Typed forms: also without diacritics ("oprocz"), as many players type.
values-troops-all = wszystkie, wszystko, max, maks
values-troops-all-but = wszystkie oprócz, wszystkie oprocz, wszystkie poza, wszystko oprócz, wszystko oprocz, wszystko poza
values-me = ja
values-ai-seat = SI { $number } ({ $level })
values-unit-minutes = min, minuta, minuty, minut
values-unit-hours = godz, godzina, godziny, godzin
values-unit-days = dzień, dni, dnia
values-quoted = „{ $text }”
values-section-verifiable-dice = Weryfikowalne rzuty kośćmi
values-section-server-standings = Klasyfikacja serwera
