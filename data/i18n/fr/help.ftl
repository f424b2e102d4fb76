### French: /help (words/help.rs).
### Every key of ../en/help.ftl, translated; a key left out falls back to English.
help-entry = `{ $usage }` : { $help }.

## The short /help: one message a line. Command and option names refer to commands.ftl, so they follow the reader's language; option values (`me`) stay as typed.
help-how-to-play = **Comment jouer**
help-a-game = · Une partie : `/{ cmd-risk } { cmd-risk-new }` ouvre une salle d’attente, les joueurs font `/{ cmd-risk } { cmd-risk-join }`, l’hôte lance avec `/{ cmd-risk } { cmd-risk-start }`.
help-your-turn = · Votre tour : le bot vous mentionne et met des boutons et des menus sous son message ; touchez-les pour échanger des cartes, placer des armées, attaquer (depuis, puis vers, puis lancer les dés ou blitz), faire entrer des armées, manœuvrer et finir. Chaque geste est aussi une commande.
help-lost-buttons = · Plus de boutons ? `/{ cmd-risk } { cmd-risk-status }` montre à qui c’est le tour, avec les vôtres.
help-your-own = · Vos territoires et leurs voisins ennemis : `/{ cmd-board } { opt-player }:me` ; un territoire : `/{ cmd-territory }` ; vos cartes : `/{ cmd-hand }` ; votre but : `/{ cmd-mission }` (vous seul les voyez).
help-rules = · Les règles de cette table : `/{ cmd-risk } { cmd-risk-rules }`. Une commande expliquée pour cette table : `/{ cmd-help } { opt-command }:{ cmd-attack }` (n’importe quelle commande).
help-commands = **Commandes** : /{ cmd-risk } ({ $risk }) ; { $play } ; /{ cmd-risk-admin } ({ $admin }).
