### Brazilian Portuguese: how numbers, shares and enumerations are written (src/i18n/numbers.rs).
### Every key of ../en/values.ftl, translated; a key left out falls back to English.

values-percent = { $number }%
values-percent-above = mais de { $number }%
values-percent-below = menos de { $number }%
values-join = { $first }; { $rest }
values-number = { $number }
values-plus = +{ $number }
values-list = { $list }
values-days = { $count ->
        [one] { $count } dia
       *[other] { $count } dias
    }
values-hours = { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
values-minutes = { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }

value-setup-deal = distribuir
value-setup-claim = escolher
value-placement-simultaneous = simultânea
value-placement-one-at-a-time = uma-a-uma
value-placement-bulk = em-bloco
value-fortify-connected = conectado
value-fortify-adjacent = adjacente
value-fortify-multiple = múltiplo
value-defender-dice-max = máximo
value-defender-dice-choose = escolher
value-turn-time-none = nenhum
value-on-timeout-ai = ia
value-on-timeout-skip = pular
value-surrender-neutral = neutro
value-surrender-ai = ia
value-reminders-none = nenhum
value-card-values-escalating = crescente
value-card-values-plus-one = mais-um
value-army-cap-none = nenhum
value-reroll-on = sim
value-reroll-off = não
value-commander-on = sim
value-commander-off = não
value-capital-goal-all = todas
value-capital-goal-short = curta
value-neutral-setup-own-first = jogadores-primeiro
value-neutral-setup-interleaved = alternados
value-fog-off = desligada
value-fog-light = leve
value-fog-standard = padrão
value-fog-dark = densa
value-level-basic = básica
value-level-strong = forte
value-level-random = aleatória
values-troops-all = todos, todas, tudo, máx
values-troops-all-but = todos menos, todas menos, tudo menos, todos exceto, todas exceto
values-me = eu
values-ai-seat = IA { $number } ({ $level })
values-unit-minutes = min, minuto, minutos
values-unit-hours = hora, horas
values-unit-days = dia, dias
values-quoted = “{ $text }”
values-section-verifiable-dice = Dados verificáveis
values-section-server-standings = Classificação do servidor
