### Spanish: a lobby's status and options, what players type read on the map (words/lobby.rs, words/input.rs, table/options.rs).
### Every key of ../en/lobby.ftl, translated; a key left out falls back to English.

## El reloj, la preparación y las reglas de la sala en palabras (words/lobby.rs).

lobby-no-deadline = sin plazo por turno
lobby-clock-no-reminders = { $turn } por turno, sin recordatorios
lobby-clock-reminders = { $turn } por turno, recordatorios a mitad de tiempo y { $before } antes del plazo
lobby-setup-dealt-together = Los territorios se reparten y todos colocan sus ejércitos iniciales a la vez, en secreto, y se revelan juntos (las reglas del libro: { opt-setup }:claim, { opt-placement }:one-at-a-time).
lobby-setup-claimed-together = Los territorios se reclaman por turnos; luego todos colocan sus ejércitos iniciales a la vez, en secreto, y se revelan juntos.
lobby-seat = { $name } ({ $color })
lobby-seat-ai = { $name } ({ $color }, IA)
lobby-status = Sala de **{ $preset }** ({ $min }–{ $max } jugadores): { $seats }. Reglas: { $rules }; { $clock }. El anfitrión empieza con /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-board = Sala de **{ $preset }** en el tablero { $board } ({ $territories } territorios, { $continents } continentes) ({ $min }–{ $max } jugadores): { $seats }. Reglas: { $rules }; { $clock }. El anfitrión empieza con /{ cmd-risk } { cmd-risk-start }.
lobby-status-on-unknown-board = Sala de **{ $preset }** en el tablero { $board } ({ $min }–{ $max } jugadores): { $seats }. Reglas: { $rules }; { $clock }. El anfitrión empieza con /{ cmd-risk } { cmd-risk-start }.
lobby-rule-setup = { opt-setup } { $word }
lobby-rule-placement = { opt-placement } { $word }
lobby-rule-fortify = { opt-fortify } { $word }
lobby-rule-card-values = { opt-card-values } { $word }
lobby-cards-stars = estrellas
lobby-cards-by-design = según el dibujo
lobby-rule-army-cap = como máximo { $count } ejércitos por territorio
lobby-rule-reroll = volver a tirar con una carta
lobby-rule-commander = comandante
lobby-rule-neutral-setup = { opt-neutral-setup } { $word }
lobby-rule-fog = { opt-fog } { $word }

## Lo que escriben los jugadores, leído en el mapa (words/input.rs): rechazos.

lobby-unknown-territory = No conozco ningún territorio llamado '{ $name }'. ¿Querías decir { $close }?
lobby-unknown-objective = '{ $name }' no nombra un único objetivo del tablero. Puedes tomar: { $open }.
lobby-unknown-objective-none-open = '{ $name }' no nombra un único objetivo del tablero. Puedes tomar: ninguno ahora (se toma uno después de atacar, si se logró en este turno).
lobby-three-cards = Nombra exactamente tres cartas, p. ej. "Brasil, Perú, Wild" ({ $count } dadas).
lobby-no-cards-yet = Aún no tienes cartas: recibes una al final de un turno en el que conquistaste un territorio.
lobby-card-not-held = No tienes la carta '{ $card }' (o la nombraste dos veces). Tus cartas: { $hand }.

## Las opciones de /risk new rechazadas (table/options.rs). Los valores (none, deal, claim, …) se escriben tal cual.

lobby-unknown-word = Valor desconocido para { $option }: '{ $given }'. Elige { $words }.
lobby-or = { $first } o { $second }
lobby-unknown-preset = Variante desconocida '{ $name }': elige una de { $presets }.
lobby-bad-army-cap = { opt-army-cap } debe ser none o un número del 3 al 999 (la regla de los expertos es 12), no '{ $given }'.
lobby-capital-goal-elsewhere = { opt-capital-goal } es para la variante capital, no para { $preset }; déjalo fuera.
lobby-neutral-setup-elsewhere = { opt-neutral-setup } es para las variantes de dos jugadores (two-player, two-player-neutrals, two-player-allies), no para { $preset }; déjalo fuera.
lobby-options-clash = Estas opciones no se pueden combinar con { $preset }: { $why }. Deja fuera la opción para mantener la de la variante.
lobby-bad-kick-after = { opt-kick-after } debe ser de 1 a 20 turnos perdidos, no { $given }.
