### Spanish: /help (words/help.rs).
### Every key of ../en/help.ftl, translated; a key left out falls back to English.
help-entry = `{ $usage }`: { $help }.

## The short /help: one message a line. Command and option names refer to commands.ftl, so they follow the reader's language; option values (`me`) stay as typed.
help-how-to-play = **Cómo se juega**
help-a-game = · Una partida: `/{ cmd-risk } { cmd-risk-new }` abre una sala, los jugadores usan `/{ cmd-risk } { cmd-risk-join }` y el anfitrión `/{ cmd-risk } { cmd-risk-start }`.
help-your-turn = · Tu turno: el bot te menciona y pone botones y menús bajo su mensaje; tócalos para canjear cartas, colocar tropas, atacar (desde, luego hacia, luego tirar o relámpago), avanzar, mover tropas y terminar. Cada toque es también un comando.
help-lost-buttons = · ¿Perdiste los botones? `/{ cmd-risk } { cmd-risk-status }` muestra de quién es el turno, con los tuyos.
help-your-own = · Tus territorios y sus vecinos enemigos: `/{ cmd-board } { opt-player }:me`; un territorio: `/{ cmd-territory }`; tus cartas: `/{ cmd-hand }`; tu meta: `/{ cmd-mission }` (solo tú los ves).
help-rules = · Las reglas de esta mesa: `/{ cmd-risk } { cmd-risk-rules }`. Un comando explicado para esta mesa: `/{ cmd-help } { opt-command }:{ cmd-attack }` (cualquier comando).
help-commands = **Comandos**: /{ cmd-risk } ({ $risk }); { $play }; /{ cmd-risk-admin } ({ $admin }).
