### Italian: how numbers, shares and enumerations are written (src/i18n/numbers.rs).
### Every key of ../en/values.ftl, translated; a key left out falls back to English.

# CLDR writes Italian percentages without a space: "80,8%".
values-percent = { $number }%
# $number is always 99,9 here (and 0,1 below), hence "del" and "dello".
values-percent-above = più del { $number }%
values-percent-below = meno dello { $number }%
values-join = { $first }; { $rest }
values-number = { $number }
values-plus = +{ $number }
values-list = { $list }
values-days = { $count ->
        [one] { $count } giorno
       *[other] { $count } giorni
    }
values-hours = { $count ->
        [one] { $count } ora
       *[other] { $count } ore
    }
values-minutes = { $count ->
        [one] { $count } minuto
       *[other] { $count } minuti
    }

value-setup-deal = distribuire
value-setup-claim = scegliere
value-placement-simultaneous = simultaneo
value-placement-one-at-a-time = una-alla-volta
value-placement-bulk = in-blocco
value-fortify-connected = collegato
value-fortify-adjacent = adiacente
value-fortify-multiple = multiplo
value-defender-dice-max = massimo
value-defender-dice-choose = scegliere
value-turn-time-none = nessuno
value-on-timeout-ai = ia
value-on-timeout-skip = salta
value-surrender-neutral = neutrale
value-surrender-ai = ia
value-reminders-none = nessuno
value-card-values-escalating = crescente
value-card-values-plus-one = più-uno
value-army-cap-none = nessuno
value-reroll-on = sì
value-reroll-off = no
value-commander-on = sì
value-commander-off = no
value-capital-goal-all = tutte
value-capital-goal-short = breve
value-neutral-setup-own-first = giocatori-prima
value-neutral-setup-interleaved = alternate
value-fog-off = nessuna
value-fog-light = leggera
value-fog-standard = standard
value-fog-dark = fitta
value-level-basic = base
value-level-strong = forte
value-level-random = casuale
values-troops-all = tutte, tutti, tutto, max
values-troops-all-but = tutte tranne, tutti tranne, tutto tranne, tutte meno, tutti meno
values-me = io
values-ai-seat = IA { $number } ({ $level })
values-unit-minutes = min, minuto, minuti
values-unit-hours = ora, ore
values-unit-days = g, gg, giorno, giorni
values-quoted = «{ $text }»
values-section-verifiable-dice = Dadi verificabili
values-section-server-standings = Classifica del server
