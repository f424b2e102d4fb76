### Italian: /help (words/help.rs).
### Every key of ../en/help.ftl, translated.

# One command's /help: $usage is its usage line, $help what it does (a cmd-*-help message).
help-entry = `{ $usage }`: { $help }.

## The short /help: one message a line. Command and option names refer to commands.ftl; option values (`me`) stay as typed.
help-how-to-play = **Come si gioca**
help-a-game = · Una partita: `/{ cmd-risk } { cmd-risk-new }` apre una lobby, i giocatori fanno `/{ cmd-risk } { cmd-risk-join }`, chi la ospita avvia con `/{ cmd-risk } { cmd-risk-start }`.
help-your-turn = · Il tuo turno: il bot ti menziona e mette pulsanti e menu sotto il suo messaggio; toccali per giocare un tris, piazzare armate, attaccare (da dove, poi verso dove, poi lancia o blitz), avanzare, spostare e finire. Ogni tocco è anche un comando.
help-lost-buttons = · Hai perso i pulsanti? `/{ cmd-risk } { cmd-risk-status }` mostra a chi tocca, con i tuoi.
help-your-own = · I tuoi territori e i loro vicini nemici: `/{ cmd-board } { opt-player }:me`; un territorio: `/{ cmd-territory }`; le tue carte: `/{ cmd-hand }`; il tuo obiettivo: `/{ cmd-mission }` (li vedi solo tu).
help-rules = · Le regole di questo tavolo: `/{ cmd-risk } { cmd-risk-rules }`. Un comando spiegato per questo tavolo: `/{ cmd-help } { opt-command }:{ cmd-attack }` (qualsiasi comando).
# Every command's name: $risk those under /risk, $play the others, $admin those under /risk-admin.
help-commands = **Comandi**: /{ cmd-risk } ({ $risk }); { $play }; /{ cmd-risk-admin } ({ $admin }).
