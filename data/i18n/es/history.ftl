### Spanish: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.

## history/ending.rs

hist-record-digest = Registro de quién hizo qué: SHA-256 `{ $record }`.
hist-next-game = A continuación: /{ cmd-risk } { cmd-risk-new } abre otra partida aquí; /{ cmd-risk } { cmd-risk-stats } muestra la clasificación.
hist-missions-revealed = **Misiones reveladas**
hist-mission-of = · { $name }: { $mission }

## history/recap.rs

hist-recap-title = 📜 **Resumen de la partida { $number }** ({ $preset }): { $rounds } { $rounds ->
        [one] ronda
       *[other] rondas
    } ({ $turns } { $turns ->
        [one] turno
       *[other] turnos
    }), { $moves } jugadas, { $dice } dados tirados, { $duration }.
hist-minutes = { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }
hist-hours-minutes = { $hours } { $hours ->
        [one] hora
       *[other] horas
    } { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }
hist-days-hours = { $days } { $days ->
        [one] día
       *[other] días
    } { $hours } { $hours ->
        [one] hora
       *[other] horas
    }
hist-winner = Ganador: **{ $name }** ({ $how }).
hist-no-winner = Sin ganador: la mesa terminó.
hist-no-battle = No se libró ninguna batalla.
hist-key-moments = **Momentos clave**
hist-largest = · Mayor batalla: { $fight }.
hist-largest-and-longest = · Mayor batalla, también el ataque relámpago más largo: { $fight }.
hist-longest = · Ataque relámpago más largo: { $fight }.
hist-fight-attacked = ronda { $round }, { $attacker } atacó { $from } → { $to }: { $lost } ejércitos perdidos en { $count } { $count ->
        [one] tirada
       *[other] tiradas
    } ({ $attacker } −{ $attacker_lost }
hist-fight-blitzed = ronda { $round }, { $attacker } lanzó un relámpago { $from } → { $to }: { $lost } ejércitos perdidos en { $count } { $count ->
        [one] tirada
       *[other] tiradas
    } ({ $attacker } −{ $attacker_lost }
hist-fight-defender = , { $name } −{ $lost }
hist-comeback = · Mayor remontada: { $name }, de { $low } territorios en la ronda { $low_round } a { $high } en la ronda { $high_round }.
hist-no-comeback = · Sin remontada: nadie que cayó al último puesto volvió a subir.
hist-luck = **Suerte** (ejércitos perdidos en batalla frente a las probabilidades exactas de cada tirada; + es suerte)
hist-luck-line = · { $name }: perdió { $lost } donde se esperaban { $expected } en { $count } { $count ->
        [one] tirada
       *[other] tiradas
    }: { $index }
hist-chart-title = Partida { $number } ({ $preset }): territorios y ejércitos por ronda

## results/stats.rs

hist-standings-empty = Aún no ha terminado ninguna partida en este servidor: la clasificación empieza con la primera.
hist-standings-title = **Clasificación de este servidor**: { $count } { $count ->
        [one] partida terminada
       *[other] partidas terminadas
    } ({ $presets }).
hist-standings-rated = Valorado por habilidad Weng-Lin; ordenado por habilidad − 3 × incertidumbre.
hist-standings-line = { $rank }. **{ $name }**: { $rating } ± { $uncertainty }, ganó { $won } de { $played }
hist-standings-more = … y { $count } más: /{ cmd-risk } { cmd-risk-stats } { opt-player }:NOMBRE
hist-player-standing = **{ $name }** en este servidor: ganó { $won } de { $played } partidas ({ $share }); valoración { $rating } ± { $uncertainty }, puesto { $rank } de { $players }.
hist-player-preset = · { $preset }: ganó { $won } de { $played } ({ $share })

## history/replay.rs, fair.rs

hist-verified = ✅ Partida { $number } verificada: la semilla { $seed } coincide con el compromiso { $commitment }, y repetir sus { $steps } { $steps ->
        [one] paso
       *[other] pasos
    } ({ $entries } { $entries ->
        [one] entrada
       *[other] entradas
    } del registro) desde la semilla da cada uno de los { $dice } { $dice ->
        [one] dado
       *[other] dados
    } y de las { $cards } { $cards ->
        [one] carta robada
       *[other] cartas robadas
    }, y la misma posición final.
hist-verified-bound = Sus jugadores ({ $players }) y su preajuste ({ $preset }) son aquellos para los que se hizo el compromiso.
hist-verified-unbound = Sus jugadores y su preajuste son los que nombra el archivo: el compromiso de esta partida no los cubre (se hizo antes de que se sellaran con los dados).
hist-verified-record = Quién hizo qué coincide con el registro { $record } publicado al revelar la semilla.
hist-verified-no-record = Quién hizo qué es como lo dice el archivo: no se publicó ningún registro.
hist-verify-failed = ❌ La verificación falló: { $why }

## history/fair.rs

hist-not-started = La partida aún no ha empezado: sus dados se sellan al empezar.
hist-no-commitment = Esta partida empezó antes de que el bot guardara un registro para verificar sus dados (no se publicó ningún compromiso).
hist-dice-sealed = 🔒 Los dados están sellados: el SHA-256 de `{ $salt }:<seed>` es `{ $commitment }`. La semilla se revela al terminar la partida; entonces /{ cmd-risk } { cmd-risk-verify } repite cada tirada y cada carta robada.
hist-fog-file-later = Con niebla de guerra, el archivo de la partida (todo el registro) también se da solo entonces.
