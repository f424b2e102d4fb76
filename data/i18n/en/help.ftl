### English: /help (words/help.rs).

# One command's /help: $usage is its usage line (`/draft territory [troops]`, names in the reader's language), $help what it does (a cmd-*-help message).
help-entry = `{ $usage }`: { $help }.

## The short /help: one message a line. Command and option names refer to commands.ftl, so they follow the reader's language; option values (`me`) stay as typed.
help-how-to-play = **How to play**
help-a-game = · A game: `/{ cmd-risk } { cmd-risk-new }` opens a lobby, players `/{ cmd-risk } { cmd-risk-join }`, the host `/{ cmd-risk } { cmd-risk-start }`.
help-your-turn = · Your turn: the bot pings you and puts buttons and menus under its post; tap them to trade, place troops, attack (from, then to, then roll or blitz), move in, fortify and end. Every tap is also a command.
help-lost-buttons = · Lost the buttons? `/{ cmd-risk } { cmd-risk-status }` shows whose turn it is, with yours.
help-your-own = · Your territories and their enemy neighbours: `/{ cmd-board } { opt-player }:me`; one territory: `/{ cmd-territory }`; your cards: `/{ cmd-hand }`; your goal: `/{ cmd-mission }` (only you see these).
help-rules = · This table's rules: `/{ cmd-risk } { cmd-risk-rules }`. One command explained for this table: `/{ cmd-help } { opt-command }:{ cmd-attack }` (any command).
# Every command's name: $risk those under /risk, $play the others (each with its slash), $admin those under /risk-admin; each list joined by ", ".
help-commands = **Commands**: /{ cmd-risk } ({ $risk }); { $play }; /{ cmd-risk-admin } ({ $admin }).
