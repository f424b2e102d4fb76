### English: the handlers' and turns' own answers (src/service/handlers, turns, table, values).

## turns/turn.rs

# After a move, still the same player's move: "alice, next: attack or /end." ($what: what is expected now)
svc-next = { $name }, next: { $what }.
# Under fog, in the mover's own reply: what comes next ($prompt: the prompt's text).
svc-next-private = Next: { $prompt }
# What /undo would take back (shown after "Undone:").
svc-undo-place = placing { $count } { $territory-in }
svc-undo-move-in = moving { $count } in
svc-undo-fortify = fortifying { $count } { $from-from } { $to-to }
# One AI seat's condensed turn in the AI round's post ($line: "places 4 on Peru, ...").
svc-ai-line = 🤖 **{ $name }**: { $line }

## handlers/lobby.rs (posts in the channel)

# The lobby's numbers: "2–6 players, 24h per turn; classic rules" ($clock, $rules: the lobby's words for them).
svc-lobby-details = { $min }–{ $max } players, { $clock }; { $rules }
svc-lobby-opened = { $host } opened a **{ $preset }** lobby ({ $details }).
svc-lobby-opened-on = { $host } opened a **{ $preset }** lobby on the board { $board } ({ $details }).
svc-lobby-how-to-join = Join with /{ cmd-risk } { cmd-risk-join }; add computer players with /{ cmd-risk } { cmd-risk-add-ai }; the host starts with /{ cmd-risk } { cmd-risk-start }.
# $colour: the colour's name as players type it.
svc-joins = { $name } joins as { $colour } ({ $count } seated).
svc-ai-seated = { $name } takes a seat as { $colour } ({ $count } seated).
# $teams: svc-team-list.
svc-plays-for-team = { $name } plays for team { $team }. { $teams }
svc-team-list = A: { $a }; B: { $b }; undecided: { $undecided }.
svc-team-nobody = nobody
svc-leaves = { $name } leaves the lobby.
svc-leaves-new-host = { $name } leaves the lobby. { $host } is the host now.
svc-leaves-closed = { $name } leaves the lobby. The lobby is closed.
# A seat in the turn order: "alice (red)".
svc-seat-colour = { $name } ({ $colour })
svc-game-begins = ⚔ The game begins! Turn order: { $order }.
# A direct message at the deal ($mission: the mission's text).
svc-your-mission = Your secret mission: { $mission }
svc-removed-from-lobby = { $name } was removed from the lobby.
svc-kicked-from-game = { $name } is removed from the game.
svc-ai-takes-over = The AI takes over the seat of { $name }.
svc-abandoned = { $name } abandoned the game in this channel.

## handlers/admin.rs (posts in the channel)

svc-paused = ⏸ { $name } paused the clocks. Moves are still allowed; deadlines wait for /{ cmd-risk } { cmd-risk-resume }.
svc-resumed = ▶ { $name } resumed the clocks.
# $deadline: when the deadline falls (a Discord timestamp).
svc-resumed-deadline = ▶ { $name } resumed the clocks. Deadline { $deadline }.
# $until: a Discord timestamp.
svc-vacation = 🏖 { $name } is on vacation until { $until }: their deadlines wait until then.
svc-surrenders = 🏳 { $name } surrenders.
svc-surrenders-neutral = 🏳 { $name } surrenders: their armies stay as a neutral that defends but never attacks.
svc-surrenders-ai = 🏳 { $name } surrenders: the AI plays their seat.
# $name: the new player; $old: the seat's former name.
svc-takes-over = { $name } takes over the seat of { $old }.
svc-returns = { $name } takes their seat back from the AI.
# A private answer to /undo in a hidden placement ($what: svc-undo-*; $next: what is left to place).
svc-undone-then = ↩ Undone: { $what }. { $next }
# Under fog, the mover's own answer to /undo ($prompt: what comes next).
svc-undone-next = ↩ Undone: { $what }. Next: { $prompt }
svc-undid-hidden = ↩ { $name } undid their last move. { $prompt }
svc-undid = ↩ { $name } undid: { $what }. { $prompt }

## values/server.rs: a board's size, the server's settings (/risk-admin settings)

# A board and its size: "Europe (28 territories, 5 continents)".
svc-board-sized = { $name } ({ $territories } territories, { $continents } continents)
svc-settings-title = **Server settings**
# $defaults: the options as typed ("preset:classic fog:standard"), or svc-settings-no-defaults.
svc-settings-defaults = Default lobby options: { $defaults }
svc-settings-no-defaults = none (the built-in ones)
# $channels: channel mentions, or svc-settings-every-channel.
svc-settings-channels = Games may be opened in: { $channels }
svc-settings-every-channel = every channel
svc-settings-host = Who may host: { $host }
# $role: the role's id (shown as a role mention).
svc-settings-host-role = members with the <@&{ $role }> role (and admins)
svc-settings-everyone = everyone
# The language the server chose ($language: its own name, "Deutsch"; $code: "de").
svc-settings-language = Language of the games: { $language } ({ $code })

## turns/defend.rs (live defence)

# A territory and who holds it, when someone else answers for its owner: "Peru (Neutral's)".
svc-defend-whose = { $territory } ({ $owner }'s)
# In the defender's DM under fog: the place and its armies.
svc-defend-place-armies = { $place }, { $count ->
        [one] { $count } army
       *[other] { $count } armies
    }
svc-defend-unseen = a territory you cannot see
svc-defend-dm = ⚔ { $attacker } attacks { $place }: choose your defence dice with the buttons in the channel.
# $when: when the window closes (a Discord timestamp).
svc-defend-hidden = ⚔ { $attacker } attacks! { $defender }, defend with 1 or 2 dice (2 if you do not answer { $when }; where, you alone are told).
svc-defend = ⚔ { $attacker } attacks { $place }! { $defender }, defend with 1 or 2 dice (2 if you do not answer { $when }).
svc-defend-button = Defend with { $count } { $count ->
        [one] die
       *[other] dice
    }

## handlers/deadline.rs (the clock's posts)

# $deadline: a Discord timestamp.
svc-reminder-half = ⏰ { $name }, your turn time is half gone: deadline { $deadline }.
svc-reminder-last = ⏰ { $name }, your turn time is almost up: deadline { $deadline }.
# $names: the players who missed the deadline, comma-separated.
svc-time-ran-out = ⌛ { $names }'s time ran out.
# After svc-time-ran-out, in the same post ($count: turns missed).
svc-ai-takes-seat = After { $count } missed turns the AI takes the seat of { $name }, who can take it back between turns with /{ cmd-risk } { cmd-risk-return }.

## values/steps.rs: fair dice (posted at the start and at the end)

# $salt, $commitment: hex digits; the seed stays secret until the end.
svc-dice-commitment = 🔒 Dice commitment: SHA-256 of `{ $salt }:<seed>` is `{ $commitment }`. The seed is revealed when the game ends; then /{ cmd-risk } { cmd-risk-verify } replays every roll and card draw.
svc-dice-revealed = 🔓 Dice seed revealed: `{ $seed }` (salt `{ $salt }`; SHA-256 of `{ $salt }:{ $seed }` is `{ $commitment }`, the commitment posted at the start). /{ cmd-risk } { cmd-risk-verify } replays every roll and card draw.

## handlers/info.rs (answers to the reading commands)

# Before the asker's own armies by continent in /risk status.
svc-status-yours = **Yours**:{" "}
# /risk rules' heading ($preset: the preset's name).
svc-rules-this-table = This table plays **{ $preset }**:
svc-rules-new-would = /{ cmd-risk } { cmd-risk-new } would play **{ $preset }**:
# /odds: what is asked, then its odds ($chance: "43%"; losses with one decimal).
svc-odds-numbers = { $attackers } attacking { $defenders }
svc-odds-territories = { $from } ({ $attackers }) attacking { $to-object } ({ $defenders })
svc-odds = { $what }: conquers { $chance } of the time; expected losses: attacker { $attacker }, defender { $defender } (both rolling the maximum until one side cannot).
svc-history-empty = Nothing has happened yet.
# A turn that began, in a /history line.
svc-history-turn = → { $name }'s turn, round { $round }.
svc-history-attached = The whole history of game { $number } ({ $count } entries) is attached: { $file }.
# The first line of the history file.
svc-history-file-heading = Game { $number } ({ $preset })

## handlers/maps.rs (/risk maps, /risk-admin map)

svc-boards-title = **Boards** (`/{ cmd-risk } { cmd-risk-new } { opt-map }:NAME`)
# $boards: each board with its size (svc-board-sized), comma-separated.
svc-boards-own = This server's: { $boards }
svc-boards-own-none = This server's: none yet (server admins add one with /{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add })
svc-boards-shipped = Shipped with the bot: { $boards }
svc-board-unreadable = { $name } (its file no longer reads)
# At the end of a list cut to fit one message.
svc-rest-does-not-fit = … (the rest does not fit here)
# $board: the board with its size; $name: what to type.
svc-board-added = Added the board { $board } to this server: /{ cmd-risk } { cmd-risk-new } { opt-map }:{ $name } plays it.
svc-board-removed = Removed the board { $name } from this server: new lobbies can no longer choose it; games already on it keep it.

## table/session.rs: seats as shown

# A neutral army's seat ($number: 1 for the first, shown without its number).
svc-neutral = { $number ->
        [1] Neutral
       *[other] Neutral { $number }
    }
# A seat beyond the table's (never expected).
svc-player-n = Player { $number }
# A seat whose player surrendered, or was removed and the AI plays.
svc-label-surrendered = { $name } (surrendered)
svc-label-kicked = { $name } (AI)

## values/outcome.rs

# At the end of a post cut to fit one message.
svc-rest-in-history = … (the rest: /{ cmd-history })

# /history: who made an entry the table made itself (a deadline, the table's end), and those entries' commands.
svc-history-clock = clock
svc-history-table = table
svc-history-timeout = /timeout
svc-history-ai = /ai
svc-history-end = /end

# The mark before a message the outbox sends again (after a restart) or late; its trailing space separates it from the message.
svc-mark-again = ↻ (sent again after a restart){" "}
svc-mark-late = ↻ (late: Discord did not take it at first){" "}
