### German: /help (words/help.rs).
### Every key of ../en/help.ftl, translated; a key left out falls back to English.
help-entry = `{ $usage }`: { $help }.

## The short /help: one message a line. Command and option names refer to commands.ftl, so they follow the reader's language; option values (`me`) stay as typed.
help-how-to-play = **So wird gespielt**
help-a-game = · Ein Spiel: `/{ cmd-risk } { cmd-risk-new }` öffnet eine Lobby, Spieler treten mit `/{ cmd-risk } { cmd-risk-join }` bei, der Gastgeber startet mit `/{ cmd-risk } { cmd-risk-start }`.
help-your-turn = · Dein Zug: Der Bot pingt dich an und setzt Buttons und Menüs unter seinen Beitrag; tippe darauf, um Karten einzutauschen, Truppen zu setzen, anzugreifen (von, dann nach, dann würfeln oder Blitz), nachzurücken, Truppen zu verschieben und den Zug zu beenden. Alles, was du antippst, geht auch als Befehl.
help-lost-buttons = · Buttons verloren? `/{ cmd-risk } { cmd-risk-status }` zeigt, wer am Zug ist, und deine Buttons dazu.
help-your-own = · Deine Gebiete und ihre feindlichen Nachbarn: `/{ cmd-board } { opt-player }:me`; ein Gebiet: `/{ cmd-territory }`; deine Karten: `/{ cmd-hand }`; dein Ziel: `/{ cmd-mission }` (das siehst nur du).
help-rules = · Die Regeln dieses Tisches: `/{ cmd-risk } { cmd-risk-rules }`. Ein Befehl für diesen Tisch erklärt: `/{ cmd-help } { opt-command }:{ cmd-attack }` (jeder Befehl).
help-commands = **Befehle**: /{ cmd-risk } ({ $risk }); { $play }; /{ cmd-risk-admin } ({ $admin }).
