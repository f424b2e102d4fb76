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
hist-how-world = dominación mundial
hist-how-ranked-territories = primero en territorios, luego en ejércitos, cuando no quedaba ninguna persona jugando
hist-how-opponents-gone = todos los rivales se rindieron, fueron retirados o eliminados
hist-how-last-standing = último jugador en pie
hist-how-mission = misión secreta: { $mission }
hist-how-headquarters = controla todos los cuarteles generales que necesita
hist-how-objectives = objetivos ({ $objectives }) manteniendo su capital
hist-how-team = victoria por equipos: { $count ->
        [one] eliminado { $names }
       *[other] eliminados { $names }
    }
hist-how-ranked-missions = las cuatro misiones: { $missions }
hist-no-winner = Sin ganador: la mesa terminó.
hist-no-battle = No se libró ninguna batalla.
hist-key-moments = **Momentos clave**
hist-largest = · Mayor batalla: { $fight }.
hist-largest-and-longest = · Mayor batalla, también el ataque relámpago más largo: { $fight }.
hist-longest = · Ataque relámpago más largo: { $fight }.
hist-fight-attacked = ronda { $round }, { $attacker } atacó { $from } → { $to }: { $lost ->
        [one] 1 ejército perdido
       *[other] { $lost } ejércitos perdidos
    } en { $count } { $count ->
        [one] tirada
       *[other] tiradas
    } ({ $attacker } −{ $attacker_lost }
hist-fight-blitzed = ronda { $round }, { $attacker } lanzó un relámpago { $from } → { $to }: { $lost ->
        [one] 1 ejército perdido
       *[other] { $lost } ejércitos perdidos
    } en { $count } { $count ->
        [one] tirada
       *[other] tiradas
    } ({ $attacker } −{ $attacker_lost }
hist-fight-defender = , { $name } −{ $lost }
hist-comeback = · Mayor remontada: { $name }, de { $low ->
    [one] 1 territorio
   *[other] { $low } territorios
} en la ronda { $low_round } a { $high } en la ronda { $high_round }.
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

hist-replay-player = Jugador { $number }
hist-replay-attack = ataque { $from } → { $to }
hist-replay-blitz = relámpago { $from } → { $to }
hist-replay-claim = ocupa { $territory-object }
hist-replay-place = coloca { $armies } { $territory-in }
hist-replay-fortify = fortifica { $armies } { $from } → { $to }
hist-replay-move = avanza con { $armies }
hist-replay-end = fin del turno
hist-replay-ally = dado del aliado { $territory-in }
hist-replay-cannot-set-up = la partida no se puede preparar: { $error }
hist-replay-set-up-twice = la partida ya estaba preparada
hist-replay-before-setup = una acción antes de preparar la partida
hist-replay-refused = { $name } es rechazado: { $why }
hist-replay-undo-nothing = un deshacer sin nada que deshacer
hist-replay-the-end = el final
hist-replay-leaves = { $name } deja la partida
hist-replay-taken-over = { $name } es relevado
hist-replay-seed = La semilla { $seed } no coincide con el compromiso: el SHA-256 de `{ $salt }:{ $seed }` es { $computed }, no { $commitment }.
hist-replay-unknown-board = La partida se jugó en el tablero { $board }, que aquí no se conoce.
hist-replay-at = #{ $entry } { $actor } /{ $command }, paso { $step }: { $message }
hist-replay-setting-up = preparación
hist-replay-no-game = El archivo no contiene ninguna partida: nunca se preparó.
hist-replay-not-over = Todos los pasos coinciden, pero la partida reproducida no ha terminado.
hist-replay-other-end = Cada tirada y cada carta coinciden, pero la reproducción acaba en otra posición que la partida (su hash del estado final difiere).
hist-replay-dice = la partida publicó los dados { $posted }, pero la semilla da { $seeded }
hist-replay-cards = la partida registró la(s) carta(s) robada(s) { $recorded }, pero la semilla roba { $seeded }
hist-replay-dealt = los territorios repartidos difieren de los que reparte la semilla
hist-replay-format = No es un archivo de partida que esta versión lea (formato '{ $format }', se esperaba '{ $expected }').
hist-replay-log = Quién hizo qué en el registro del archivo no es lo que la partida anotó: el resumen del registro difiere del { $posted } publicado al revelar la semilla (se cambió el jugador, el comando o los pasos de una entrada).
hist-replay-binding = Los jugadores ({ $players }) y el modo ({ $preset }) no son aquellos para los que se hizo el compromiso de esta partida: su sal { $salt } se forma con el canal, el número de partida, la hora de inicio, el modo y los nombres de los jugadores, y estos dan otra. Se cambiaron los jugadores, el modo, el canal, el número o la hora de inicio del archivo.
