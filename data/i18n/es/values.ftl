### Spanish: how numbers, shares and enumerations are written (src/i18n/numbers.rs).
### Every key of ../en/values.ftl, translated; a key left out falls back to English.

values-percent = { $number } %
values-percent-above = más del { $number } %
values-percent-below = menos del { $number } %
values-join = { $first }; { $rest }
values-number = { $number }
values-plus = +{ $number }
values-list = { $list }
values-days = { $count ->
        [one] { $count } día
       *[other] { $count } días
    }
values-hours = { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
values-minutes = { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }

value-setup-deal = repartir
value-setup-claim = elegir
value-placement-simultaneous = simultánea
value-placement-one-at-a-time = de-una-en-una
value-placement-bulk = en-bloque
value-fortify-connected = conectado
value-fortify-adjacent = adyacente
value-fortify-multiple = múltiple
value-defender-dice-max = máximo
value-defender-dice-choose = elegir
value-turn-time-none = ninguno
value-on-timeout-ai = ia
value-on-timeout-skip = saltar
value-surrender-neutral = neutral
value-surrender-ai = ia
value-reminders-none = ninguno
value-card-values-escalating = creciente
value-card-values-plus-one = más-uno
value-army-cap-none = ninguno
value-reroll-on = sí
value-reroll-off = no
value-commander-on = sí
value-commander-off = no
value-capital-goal-all = todas
value-capital-goal-short = corta
value-neutral-setup-own-first = jugadores-primero
value-neutral-setup-interleaved = alternados
value-fog-off = desactivada
value-fog-light = ligera
value-fog-standard = estándar
value-fog-dark = densa
value-level-basic = básica
value-level-strong = fuerte
value-level-random = aleatoria
values-troops-all = todos, todas, todo, máx
values-troops-all-but = todos menos, todas menos, todo menos, todos excepto, todas excepto
values-me = yo
values-ai-seat = IA { $number } ({ $level })
values-unit-minutes = min, minuto, minutos
values-unit-hours = hora, horas
values-unit-days = día, días
values-quoted = «{ $text }»
values-section-verifiable-dice = Dados verificables
values-section-server-standings = Clasificación del servidor
