### French: /help (words/help.rs).
### Every key of ../en/help.ftl, translated; a key left out falls back to English.
help-entry = `{ $usage }` : { $help }.

## The short /help: one message a line. Command and option names refer to commands.ftl, so they follow the reader's language; option values (`me`) stay as typed.
help-how-to-play = **Comment jouer**
help-a-game = · Une partie : `/{ cmd-risk } { cmd-risk-new }` ouvre un salon d’attente, les joueurs font `/{ cmd-risk } { cmd-risk-join }`, l’hôte lance avec `/{ cmd-risk } { cmd-risk-start }`.
help-your-turn = · Ton tour : le bot te mentionne et met des boutons et des menus sous son message ; touche-les pour échanger des cartes, placer des troupes, attaquer (depuis, puis vers, puis lancer les dés ou blitz), avancer, déplacer des troupes et finir. Chaque geste est aussi une commande.
help-lost-buttons = · Plus de boutons ? `/{ cmd-risk } { cmd-risk-status }` montre à qui c’est le tour, avec les tiens.
help-your-own = · Tes territoires et leurs voisins ennemis : `/{ cmd-board } { opt-player }:me` ; un territoire : `/{ cmd-territory }` ; tes cartes : `/{ cmd-hand }` ; ton objectif : `/{ cmd-mission }` (toi seul les vois).
help-rules = · Les règles de cette table : `/{ cmd-risk } { cmd-risk-rules }`. Une commande expliquée pour cette table : `/{ cmd-help } { opt-command }:{ cmd-attack }` (n’importe quelle commande).
help-commands = **Commandes** : /{ cmd-risk } ({ $risk }) ; { $play } ; /{ cmd-risk-admin } ({ $admin }).
