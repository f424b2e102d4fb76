### Brazilian Portuguese: /help (words/help.rs).
### Every key of ../en/help.ftl, translated; a key left out falls back to English.
help-entry = `{ $usage }`: { $help }.

## The short /help: one message a line. Command and option names refer to commands.ftl, so they follow the reader's language; option values (`me`) stay as typed.
help-how-to-play = **Como jogar**
help-a-game = · Uma partida: `/{ cmd-risk } { cmd-risk-new }` abre uma sala, os jogadores usam `/{ cmd-risk } { cmd-risk-join }` e o anfitrião `/{ cmd-risk } { cmd-risk-start }`.
help-your-turn = · Seu turno: o bot menciona você e coloca botões e menus abaixo da mensagem dele; toque neles para trocar cartas, colocar exércitos, atacar (de onde, depois para onde, depois rolar ou blitz), avançar, remanejar e encerrar. Cada toque também é um comando.
help-lost-buttons = · Perdeu os botões? `/{ cmd-risk } { cmd-risk-status }` mostra de quem é o turno, com os seus.
help-your-own = · Seus territórios e os vizinhos inimigos: `/{ cmd-board } { opt-player }:me`; um território: `/{ cmd-territory }`; suas cartas: `/{ cmd-hand }`; seu objetivo: `/{ cmd-mission }` (só você vê).
help-rules = · As regras desta mesa: `/{ cmd-risk } { cmd-risk-rules }`. Um comando explicado para esta mesa: `/{ cmd-help } { opt-command }:{ cmd-attack }` (qualquer comando).
help-commands = **Comandos**: /{ cmd-risk } ({ $risk }); { $play }; /{ cmd-risk-admin } ({ $admin }).
