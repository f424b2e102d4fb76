### English: why a command is refused (values/refusal.rs, the engine's errors and explanations).

## handlers/lobby.rs, table/host.rs

ref-lobby-open = A lobby is already open here: /{ cmd-risk } { cmd-risk-join } to take a seat, /{ cmd-risk } { cmd-risk-status } to see it.
ref-game-running = A game is already running here: /{ cmd-risk } { cmd-risk-status } shows it; the host can /{ cmd-risk } { cmd-risk-abandon } it.
# $why: what the board lacks for these rules.
ref-cannot-open = Cannot open this lobby: { $why }
ref-seats-fixed = The game is already running; seats are fixed now.
ref-already-joined = You have already joined this lobby.
ref-lobby-full = The lobby is full ({ $count } players).
# $colour: what was typed; $free: the free colours, comma-separated.
ref-colour-taken = The colour '{ $colour }' is not available; free colours: { $free }.
ref-not-a-team-game = Teams are chosen only in a team game (/{ cmd-risk } { cmd-risk-new } { opt-preset }:team).
ref-join-first = Join the lobby first (/{ cmd-risk } { cmd-risk-join }), then choose a team.
ref-unknown-team = Unknown team '{ $team }': choose A or B.
ref-team-full = Team { $team } is full ({ $count } players); choose the other team.
ref-teams-uneven = Cannot start: the teams must be even ({ $a } in A, { $b } in B of { $seats } seats); /{ cmd-risk } { cmd-risk-team } moves a player.
ref-not-in-lobby = You are not in this lobby.
ref-board-gone = Cannot start: the board { $board } is no longer known to this bot; choose another with /{ cmd-risk } { cmd-risk-new } { opt-map }:NAME (/{ cmd-risk } { cmd-risk-maps } lists them).
# $why: the engine's reason; $count: players seated now.
ref-cannot-start = Cannot start: { $why } (now { $count } seated; /{ cmd-risk } { cmd-risk-add-ai } adds computer players).
ref-no-such-seat = No seat called '{ $who }'; seated: { $seated }.
ref-cannot-kick-host = The host cannot be kicked from the lobby; the host can /{ cmd-risk } { cmd-risk-leave }.
ref-already-ai = { $name } is already played by the AI.
ref-abandon-confirm = This deletes the game in this channel for everyone. To confirm: /{ cmd-risk } { cmd-risk-abandon } { opt-confirm }:true
# Who may give a host's command when the host holds no seat.
ref-the-host = the host
# What only the host may do: "Only the host (alice) or someone who can manage this channel may …".
ref-what-add-ai = add computer players
ref-what-start = start the game
ref-what-kick = kick players
ref-what-abandon = abandon the game

## values/refusal.rs, values/error.rs

ref-no-game = There is no game in this channel. Start one with /{ cmd-risk } { cmd-risk-new }.
ref-not-started = The game has not started yet: the host starts it with /{ cmd-risk } { cmd-risk-start }.
ref-game-over = That game is over. Start a new one with /{ cmd-risk } { cmd-risk-new }.
ref-not-playing = You are not playing in this game; /{ cmd-board } shows how it stands.
ref-needs-admin = /{ cmd-risk-admin } needs the Manage Channels permission on this server. A game's host has the same table commands under /{ cmd-risk } ({ cmd-risk-kick }, { cmd-risk-abandon }, { cmd-risk-pause }, { cmd-risk-resume }, { cmd-risk-skip }, { cmd-risk-replace }).
# $host: the host's name; $what: one of ref-what-* ("start the game").
ref-host-only = Only the host ({ $host }) or someone who can manage this channel may { $what }.
# The command failed on the bot's side (the database could not be written).
ref-unsaved = Could not save: nothing changed. The bot could not write its database (a full disk?); try again in a while.
ref-our-side = Sorry, something went wrong on our side. Nothing was changed; please try again.

## handlers/admin.rs

ref-what-skip = skip a turn
ref-what-pause = pause the game
ref-what-resume = resume the game
ref-what-replace = hand a seat to someone else
ref-already-paused = The clocks are already paused; /{ cmd-risk } { cmd-risk-resume } restarts them.
ref-not-paused = The clocks are running; /{ cmd-risk } { cmd-risk-pause } stops them.
ref-vacation-left = You have { $count ->
        [one] { $count } day
       *[other] { $count } days
    } of vacation left; choose 1 to that.
ref-already-seated = { $name } already plays a seat in this game.
ref-return-not-timed-out = Only a player whose seat the AI took after missed turns can /{ cmd-risk } { cmd-risk-return }.
ref-return-between-turns = The AI is playing your seat this turn; return between turns (after this turn ends).
ref-no-returns-left = You have no returns left in this game.
ref-nothing-to-undo = Nothing to undo: only your last placement, move-in or fortify, and only if no dice were rolled, no card drawn and nobody moved since.
ref-settings-outside-server = Server settings are changed in a channel of that server.
ref-unknown-reset = Unknown reset '{ $reset }': choose defaults, channels, host-role, language or all.

## values/server.rs

# $language: what was typed; the codes are the values players type, the same in every language.
ref-unknown-language = '{ $language }' is not a language here: choose en, de, es, fr, pt-BR, it or pl.
# $channels: channel mentions.
ref-channel-not-allowed = Games on this server are played in { $channels }; open your lobby there.
# $role: the role's id (shown as a role mention).
ref-host-role-needed = On this server only members with the <@&{ $role }> role may open a game; ask one of them to host, then /{ cmd-risk } { cmd-risk-join }.
# $boards: the shipped boards' names, comma-separated.
ref-no-such-board = There is no board called { $name } here. Shipped boards: { $boards }; /{ cmd-risk } { cmd-risk-maps } lists this server's too.

## turns/defend.rs

ref-attack-resolved = That attack was already resolved.
ref-defender-only = Only the defender chooses the defence dice.

## handlers/info.rs

# $names: the seats' names, comma-separated ("me" is typed as is).
ref-no-such-player = No player called '{ $who }': choose me, { $names }.
ref-no-such-continent = No continent called '{ $name }': choose { $names }.
ref-history-fogged = This game is played under fog of war: its history stays closed until the game ends (it would show what you cannot see). /{ cmd-board } shows your own view now; the whole history, the unfogged picture and /{ cmd-risk } { cmd-risk-verify } come when it ends.
ref-no-such-command = No command called '{ $command }'. /{ cmd-help } lists them all.
# $territories: the territories whose armies the asker cannot see.
ref-odds-fogged = The fog of war hides the armies { $territories-in }: give attackers and defenders instead (e.g. /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6).
ref-odds-what = Give attackers and defenders (e.g. /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6), or from and to.
ref-odds-too-many = Odds are computed for up to 1000 armies a side.
ref-stats-outside-server = Standings are kept per server: use /{ cmd-risk } { cmd-risk-stats } in a server's channel.
ref-no-such-standing = No finished game on this server has a player called '{ $who }'. Players: { $names }.

## handlers/play.rs

# $until: a Discord timestamp.
ref-waiting-for-defender = Waiting for { $name } to choose defence dice (at most until { $until }).
ref-no-neutrals = No neutral army called '{ $neutral }': choose none (there are no neutrals).
ref-no-such-neutral = No neutral army called '{ $neutral }': choose { $names }.
ref-bribe-one-card = Name exactly one card to give ({ $count } given): a bribe is one card; /{ cmd-bribe } again for a second step.
ref-discard-one-card = Name exactly one card to discard ({ $count } given).

## handlers/maps.rs

ref-map-add-outside-server = A server's boards are added in a channel of that server.
ref-map-remove-outside-server = A server's boards are removed in a channel of that server.
# Followed by one line per problem ($count problems; $kb: the largest file accepted).
ref-map-not-added = The map file { $file } was not added ({ $count } { $count ->
        [one] problem
       *[other] problems
    }); fix them and attach it again (TOML, Domination or Conquest `.map`, Conquer Club `.xml`, at most { $kb } KB):
ref-map-more-problems = … and { $count } more
ref-map-already-had = This server already has this board, as { $name }.
ref-map-name-taken = This server already has a board called { $name }; remove it first (/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-remove } { opt-name }:{ $name }) or give the new one another name in its file.
ref-map-none-own = This server has no board called { $name }: it has none of its own.
ref-map-no-such = This server has no board called { $name }; its boards: { $boards }.

## values/catalog/parse.rs: options that do not make a command ($command, $option as typed)

ref-input-unknown-command = Unknown command /{ $command }; /{ cmd-help } lists them.
ref-input-unknown-option = /{ $command } has no option '{ $option }' (see /{ cmd-help } { $command }).
ref-input-missing = /{ $command } is missing its option { $option }: (options are written name:value, e.g. { $option }:…; see /{ cmd-help } { $command }). Nothing was changed.
ref-input-not-whole = { $option }: expects a whole number, not '{ $value }'.
ref-input-out-of-range = { $option }: { $value } is out of range; give { $min } to { $max }. Nothing was changed.
ref-input-not-flag = { $option }: expects true or false, not '{ $value }'.
# $allowed: the values allowed, as typed ("random, basic or strong").
ref-input-not-one-of = { $option }: '{ $value }' is not one of { $allowed }.
ref-input-not-troops = { opt-troops }: expects a whole number, 'all' or 'all but N' (e.g. 'all but 2'), not '{ $value }'. Nothing was changed.
ref-input-wrong-kind = I could not read the option { $option }. Nothing was changed.
ref-troops-format = { opt-troops }: expects a whole number, 'all' or 'all but N' (e.g. 'all but 2'), not '{ $value }'

## table/clock.rs: a duration typed in an option (12h, 2d, none: typed as is in every language)

ref-not-a-duration = '{ $text }' is not a duration: write e.g. 12h, 2d or none
# $option: the option as typed (turn_time); $min, $max: "1h", "7d".
ref-duration-range = { $option } must be between { $min } and { $max } (or none), not { $text }

## handlers/lobby.rs: why the game cannot be set up

ref-setup-player-count = this game needs { $min } to { $max } players, not { $given }
# $why: the engine's words for the rules that clash.
ref-setup-combination = these rules cannot be combined: { $why }

## service/mod.rs

ref-not-an-admin-command = That is not a /{ cmd-risk-admin } command.
ref-not-available-here = That command is not available here.
