### French: how numbers, shares and enumerations are written (src/i18n/numbers.rs).
### Every key of ../en/values.ftl, translated; a key left out falls back to English.

values-percent = { $number } %
values-percent-above = plus de { $number } %
values-percent-below = moins de { $number } %
# French typography: a narrow no-break space before the semicolon.
values-join = { $first } ; { $rest }
values-number = { $number }
values-plus = +{ $number }
values-list = { $list }
values-days = { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
values-hours = { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
values-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }

value-setup-deal = distribuer
value-setup-claim = choisir
value-placement-simultaneous = simultané
value-placement-one-at-a-time = une-par-une
value-placement-bulk = en-bloc
value-fortify-connected = connecté
value-fortify-adjacent = adjacent
value-fortify-multiple = multiple
value-defender-dice-max = maximum
value-defender-dice-choose = choisir
value-turn-time-none = aucun
value-on-timeout-ai = ia
value-on-timeout-skip = passer
value-surrender-neutral = neutre
value-surrender-ai = ia
value-reminders-none = aucun
value-card-values-escalating = croissant
value-card-values-plus-one = plus-un
value-army-cap-none = aucun
value-reroll-on = oui
value-reroll-off = non
value-commander-on = oui
value-commander-off = non
value-capital-goal-all = toutes
value-capital-goal-short = court
value-neutral-setup-own-first = joueurs-d-abord
value-neutral-setup-interleaved = alternés
value-fog-off = désactivé
value-fog-light = léger
value-fog-standard = standard
value-fog-dark = épais
value-level-basic = basique
value-level-strong = forte
value-level-random = aléatoire
values-troops-all = tout, tous, toutes, max
values-troops-all-but = tout sauf, tous sauf, toutes sauf
values-me = moi
values-ai-seat = IA { $number } ({ $level })
values-unit-minutes = min, minute, minutes
values-unit-hours = heure, heures
values-unit-days = j, jour, jours
values-quoted = « { $text } »
values-section-verifiable-dice = Dés vérifiables
values-section-server-standings = Classement du serveur
