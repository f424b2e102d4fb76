### English: slash commands' and options' names and descriptions, as registered with Discord.

## Command groups: their names.
cmd-risk = risk
# /risk's description in Discord's command picker.
cmd-risk-desc = Lobby and table: { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } and more.
cmd-risk-admin = risk-admin
cmd-risk-admin-desc = Server admins: table commands for this channel's game, and the server's settings.
cmd-risk-admin-map = map
cmd-risk-admin-map-desc = The /{ cmd-risk-admin } { cmd-risk-admin-map } commands.

## Commands: the name (the last word as typed), the description Discord shows (at most 100 characters), the text /help shows.

cmd-risk-new = new
cmd-risk-new-desc = Open a lobby in this channel; you host it.
cmd-risk-new-help = open a lobby in this channel; you host it. Unless `{ opt-setup }` or `{ opt-placement }` says otherwise (and where the preset allows: no neutral armies, no capital on the first claim), the territories are dealt and everyone places their starting armies at the same time, privately (`/{ cmd-draft }`, one call pinging everyone, one clock for all), revealed together when the last is done; at the deadline the rest goes on borders; AI seats place at once. The books' ways are `{ opt-setup }:claim` and `{ opt-placement }:one-at-a-time` (or `bulk`: each in turn places all). `{ opt-turn-time }` 1h–7d or `none` (default 24h); `{ opt-on-timeout }` `ai` (the AI plays that turn, default) or `skip` (reinforcements on borders, turn ended); `{ opt-kick-after }` missed turns in a row before the AI keeps the seat (default 3); `{ opt-surrender }` `neutral` (default) or `ai`; `{ opt-reminders }` how long before the deadline the last reminder comes (default `1h`; `none` turns both reminders off); `{ opt-defender-dice }` `max` (default) or `choose`: an attacked human defender gets two buttons (1 or 2 dice) and 60 seconds to answer, otherwise the maximum is rolled; `{ opt-card-values }` `escalating` (default) or `plus-one` (the experts' variation: 4, 5, 6, …); `{ opt-army-cap }`, `{ opt-reroll }`, `{ opt-commander }` and `{ opt-fortify }:multiple` turn on the other experts' variations (see Presets); `{ opt-capital-goal }` `all` (default) or `short` (Capital RISK: 2 other Headquarters with 4 players, 3 with 5–6); `{ opt-neutral-setup }` (the two-player presets) `own-first` (every own army, then the neutral ones one a turn: `two-player`'s default) or `interleaved` (own and neutral armies every round: the four-neutral presets' default); `{ opt-map }` the board by name (default the classic one; `/{ cmd-risk } { cmd-risk-maps }` lists the shipped boards and this server's own); `{ opt-fog }` `off` (default), `light` (who holds every territory; armies on yours and those bordering them), `standard` (yours and those bordering them; nothing of the rest) or `dark` (armies only on yours; who holds those bordering them): the channel then sees only what every player may, each player's board comes privately, and the fog lifts at the end. `/{ cmd-risk } { cmd-risk-rules } { opt-preset }:NAME` tells a preset's rules

cmd-risk-join = join
cmd-risk-join-desc = Take a seat in the lobby.
cmd-risk-join-help = take a seat before the start, in `{ opt-color }` (default: the first free one)

cmd-risk-leave = leave
cmd-risk-leave-desc = Leave the lobby before the game starts.
cmd-risk-leave-help = give up your seat before the start

cmd-risk-team = team
cmd-risk-team-desc = Team RISK: choose team A or B before the start (teams take turns alternately).
cmd-risk-team-help = Team RISK: choose team A or B in the lobby; at the start undecided players fill the smaller team and seats alternate A, B, A, B

cmd-risk-add-ai = add-ai
cmd-risk-add-ai-desc = Host: add a computer player to the lobby.
cmd-risk-add-ai-help = host: add a computer player: `{ opt-level }` `random`, `basic` (default) or `strong`

cmd-risk-start = start
cmd-risk-start-desc = Host: start the game with the seated players.
cmd-risk-start-help = host: start with the seated players (seat order is turn order)

cmd-risk-status = status
cmd-risk-status-desc = Show the lobby or the game: whose turn it is and what to do.
cmd-risk-status-help = the lobby, or whose turn it is and what they must do

cmd-risk-rules = rules
cmd-risk-rules-desc = This table's rules in words (or a preset's), only to you.
cmd-risk-rules-help = this channel's rules in words, by topic, only to you: in the lobby, during the game and after it; with `{ opt-preset }` (or without a table here) that preset's rules as `/{ cmd-risk } { cmd-risk-new }` would play them

cmd-risk-kick = kick
cmd-risk-kick-desc = Host or channel manager: remove a player (in a game, the AI takes the seat).
cmd-risk-kick-help = host or *Manage Channels*: remove a player from the lobby; in a game the AI takes the seat and, as after a surrender, it is nobody's opponent (`/{ cmd-risk-admin } { cmd-risk-replace }` hands it to a person, who competes again)

cmd-risk-abandon = abandon
cmd-risk-abandon-desc = Host or channel manager: delete the game in this channel.
cmd-risk-abandon-help = host or *Manage Channels*: delete the game here (`{ opt-confirm }:true`)

cmd-risk-pause = pause
cmd-risk-pause-desc = Host or channel manager: stop the turn clocks (moves stay allowed).
cmd-risk-pause-help = host or *Manage Channels*: stop the turn clocks (moves stay allowed)

cmd-risk-resume = resume
cmd-risk-resume-desc = Host or channel manager: restart the turn clocks.
cmd-risk-resume-help = host or *Manage Channels*: restart the turn clocks

cmd-risk-skip = skip
cmd-risk-skip-desc = Host or channel manager: apply the timeout to the current turn now.
cmd-risk-skip-help = host or *Manage Channels*: apply the timeout behaviour to the current turn now

cmd-risk-vacation = vacation
cmd-risk-vacation-desc = Take days off: your deadlines wait (from your allowance, 7 days per game).
cmd-risk-vacation-help = your deadlines wait for that many `{ opt-days }` (7 days per game)

cmd-risk-surrender = surrender
cmd-risk-surrender-desc = Give up: your armies turn neutral (or the AI takes over, per the lobby's choice).
cmd-risk-surrender-help = give up: your armies stay as a passive neutral (or the AI plays them, per `{ opt-surrender }`) and are nobody's opponent; when every opponent of a player (or a team) has surrendered, been kicked or eliminated, that side wins at once, in setup too; when nobody is left playing, the seats still in the game are ranked and the first wins

cmd-risk-replace = replace
cmd-risk-replace-desc = Host or channel manager: hand a player's seat to someone else.
cmd-risk-replace-help = host or *Manage Channels*: hand a seat (`{ opt-player }`) to someone else (`{ opt-new-player }`); they get the hand by DM

cmd-risk-return = return
cmd-risk-return-desc = Take your seat back from the AI after missed turns (between turns).
cmd-risk-return-help = take your seat back after the AI took it for missed turns (between turns; once per game)

cmd-risk-verify = verify
cmd-risk-verify-desc = After the game: replay it from the revealed dice seed and check every roll and card.
cmd-risk-verify-help = after the game: replays it from the revealed dice seed and checks every roll and card draw, and attaches the game file (`game-N.json`) for `risk-bot verify` (see [Verifiable dice](#verifiable-dice)); before the end it shows the sealed commitment

cmd-risk-stats = stats
cmd-risk-stats-desc = This server's standings: games won by preset and the rating leaderboard; or one player's.
cmd-risk-stats-help = this server's standings, only to you: finished games by preset and the rating leaderboard (top 10); with `{ opt-player }` (a name, or `me`) that player's games won and played by preset, rating and rank (see [Server standings](#server-standings))

cmd-risk-maps = maps
cmd-risk-maps-desc = The boards a lobby here can play: this server's and the shipped ones, with their sizes.
cmd-risk-maps-help = the boards `/{ cmd-risk } { cmd-risk-new } { opt-map }:NAME` can choose, only to you: this server's own (added by its admins with `/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add }`) and those shipped with the bot, each with its territories and continents

cmd-map-add = add
cmd-map-add-desc = Add a map file (attached) as one of this server's boards.
cmd-map-add-help = server admins: add the attached map file (TOML, Domination `.map`, Conquest `.map` or Conquer Club `.xml`, at most 256 KB) as one of this server's boards, under the name it gives itself; a file that is not a playable board is refused with its problems, a name a shipped board or this server's already has is refused. See [Hosting](hosting.md#boards)

cmd-map-remove = remove
cmd-map-remove-desc = Remove one of this server's boards (games on it keep it).
cmd-map-remove-help = server admins: remove one of this server's boards by name; lobbies can no longer choose it, games already on it (and their archives) keep it

cmd-settings = settings
cmd-settings-desc = Show this server's settings; options given change them (defaults, channels, role).
cmd-settings-help = server admins: show this server's settings (only to you), changing the ones given: the default `/{ cmd-risk } { cmd-risk-new }` options (any of its options; filled in where a player leaves one out; the rule options only when the player plays the default preset), the channels where lobbies may be opened (none: every channel), the role allowed to host (admins may host anyway); `{ opt-reset }` `defaults`, `channels`, `host-role` or `all`. Defaults that could not open a lobby are refused

cmd-claim = claim
cmd-claim-desc = Setup: claim a free territory.
cmd-claim-help = setup: claim a free territory (one army)

cmd-hq = hq
cmd-hq-desc = Capital RISK: secretly choose your Headquarters among your territories.
cmd-hq-help = Capital RISK: secretly choose your Headquarters among your territories (revealed when everyone has chosen); Basic Training: place your capital (public)

cmd-bribe = bribe
cmd-bribe-desc = Active neutrals: at the start of your turn give a card face down to a neutral army.
cmd-bribe-help = active neutrals (`two-player-allies`): at the start of your turn give a card face down to a neutral, one step towards you on its status track (at most 2 to one neutral per turn; not to a neutral holding 5 cards)

cmd-ally = ally
cmd-ally-desc = Active neutrals: before attacking, roll one die of armies onto an ally's territory.
cmd-ally-help = active neutrals: after your draft and before your first attack, roll one die of armies onto a territory of one of your allies (once per ally per turn); right after the roll, `/{ cmd-ally } { opt-territory } { opt-troops }` moves that many of the new armies onto another territory of that ally (dividing the die); allies attack (`/{ cmd-attack }` from their territory) and make one free move (`/{ cmd-fortify }` from their territory) for you

cmd-airfield = airfield
cmd-airfield-desc = Command Room: place an Airfield you have won on one of your territories.
cmd-airfield-help = Command Room: place an Airfield you won (+1 on your highest die in battles in that territory or next to it); one not placed by the end of your turn goes on your territory with the most armies

cmd-objective = objective
cmd-objective-desc = After attacking: take one of the Objectives you achieved this turn, or none.
cmd-objective-help = Basic Training, Command Room: after attacking, take one of the Objectives you achieved this turn (`{ opt-name }`), or none (no `{ opt-name }`: a conquest then still earns a card); `{ opt-discard }` discards a card from your hand as you take it. `/{ cmd-end }` from the attacks leaves the choice open until your first `/{ cmd-fortify }` or the next `/{ cmd-end }`, which take the first achieved one

cmd-draft = draft
cmd-draft-desc = Place troops on one of your territories (setup armies or reinforcements).
cmd-draft-help = place starting armies or reinforcements: `{ opt-troops }` on `{ opt-territory }` (a number, `all` or `all but N`); without `{ opt-troops }`, all you have left to place now

cmd-trade = trade
cmd-trade-desc = Trade a set of three cards for armies at the start of your turn.
cmd-trade-help = trade a set of cards for armies at the start of your turn (sets and their worth follow the table's rules: `/{ cmd-risk } { cmd-risk-rules }`); `{ opt-bonus }` names which traded card's territory you occupy gets the extra armies, where the rules give them (default the first such card)

cmd-attack = attack
cmd-attack-desc = Attack an enemy neighbour: one roll, or blitz until it falls.
cmd-attack-help = one roll from `{ opt-from }` against the enemy neighbour `{ opt-to }` (`{ opt-dice }` 1-3, default as many as allowed), or `{ opt-blitz }:true` until it falls (or until `{ opt-from }` is down to `{ opt-stop-at }`); `{ opt-commander }:true` spends the experts' once-per-turn 6 where it changes a battle; `{ opt-move }` (`all`, `all but N` or a number) moves in at once after a conquest

cmd-move = move
cmd-move-desc = After a conquest: how many troops end up in the conquered territory.
cmd-move-help = after a conquest: how many `{ opt-troops }` end up in the conquered territory: a number (at least the dice you rolled), `all`, or `all but N`

cmd-fortify = fortify
cmd-fortify-desc = Move troops between your territories (the fortify step).
cmd-fortify-help = move `{ opt-troops }` (a number, `all` or `all but N`; one always stays) from one of your territories to another (adjacent or connected, per the rules); the last move allowed ends your turn: one per turn, more with the experts' `{ opt-fortify }:multiple` or an Additional Maneuver (then `/{ cmd-end }` ends the turn); an ally's move does not end it

cmd-end = end
cmd-end-desc = End your turn (from the attacks too, unless an Objective is still to choose).
cmd-end-help = end the turn (from the attacks too: the fortify step is skipped unless an Objective is still to choose; `/{ cmd-fortify }` works straight from the attacks)

cmd-undo = undo
cmd-undo-desc = Undo your last placement, move-in or fortify if nothing was revealed since.
cmd-undo-help = undo your last placement, move-in or fortify, if no dice were rolled, no card drawn and nobody moved since

cmd-board = board
cmd-board-desc = Post the board, or the part you name; or list a player's or a continent's territories.
cmd-board-help = the public summary: continents with owners and armies, players with territories, armies, cards held, with a picture of where the last turn happened (under fog of war, of your fronts); `{ opt-region }` draws the continents you name (several separated by commas), `{ opt-whole }:true` the whole board; with `{ opt-player }:me` (or a name) that player's territories by continent, each with its armies and the enemy territories next to it; with `{ opt-continent }` that continent's territories with holders and armies (these two only to you); under fog of war all of it only to you, from your own view

cmd-territory = territory
cmd-territory-desc = One territory: its holder, armies, continent and neighbours (only you see it).
cmd-territory-help = one territory, only to you: holder, armies, continent, and each neighbour with its holder and armies

cmd-hand = hand
cmd-hand-desc = Show your cards and the sets you can trade (only you see it).
cmd-hand-help = your cards and tradeable sets, only to you

cmd-mission = mission
cmd-mission-desc = Your goal: your secret mission or Headquarters (only you see it).
cmd-mission-help = your goal, only to you: your secret mission (or Mission RISK cards) with how far you are (e.g. 11 of the 18 territories hold at least 2 armies), or your Headquarters and everyone's once revealed; every mission is revealed in the post that ends the game

cmd-odds = odds
cmd-odds-desc = Exact battle odds: numbers, or two territories with their current armies.
cmd-odds-help = exact conquest probability and expected losses: `{ opt-attackers }` and `{ opt-defenders }`, or `{ opt-from }` and `{ opt-to }` with their current armies

cmd-history = history
cmd-history-desc = The last moves in this channel.
cmd-history-help = the last `{ opt-count }` moves of this channel's current game (a finished game stays readable until the next `/{ cmd-risk } { cmd-risk-new }`); `{ opt-file }:true` attaches the whole game's history as a text file (`history-game-N.txt`), only to you

cmd-help = help
cmd-help-desc = How to play, and what each command does.
cmd-help-help = how to play and what each command does; `{ opt-command }` explains one

## Options: the name, the description (at most 100 characters); one description per command where commands describe the option differently.

opt-allow-channel = allow_channel
opt-allow-channel-desc = Allow games in this channel (once any is allowed, only those)

opt-army-cap = army_cap
opt-army-cap-desc = Experts: most armies on one territory (12 in the book), or none

opt-attackers = attackers
opt-attackers-desc = Armies in the attacking territory (one must stay behind)

opt-blitz = blitz
opt-blitz-desc = Keep rolling until the territory falls or you run out

opt-bonus = bonus
opt-bonus-desc = Which traded card's territory you occupy gets the +2 (default: the first)

opt-capital-goal = capital_goal
opt-capital-goal-desc = Capital RISK: all Headquarters, or short (2 with 4 players, 3 with 5-6)

opt-card = card
opt-card-desc = One card from your hand

opt-card-values = card_values
opt-card-values-desc = Card sets: escalating (4, 6, 8, 10, 12, 15, +5) or plus-one (experts: 4, 5, 6...)

opt-cards = cards
opt-cards-desc = A set from your hand, e.g. Brazil, Peru, Wild

opt-color = color
opt-color-desc = Your colour (default: the first free one)

opt-command = command
opt-command-desc = A command to explain, e.g. attack

opt-commander = commander
opt-risk-new-commander-desc = Experts: once per turn, set one attack die to 6 (on/off)
opt-settings-commander-desc = Experts: once per turn, set one attack die to 6 (on/off)
opt-attack-commander-desc = Experts' Commander: turn one of your dice to a 6, once per turn

opt-confirm = confirm
opt-confirm-desc = Set to true to really delete the game

opt-continent = continent
opt-continent-desc = List this continent's territories with holders and armies

opt-count = count
opt-count-desc = How many entries (default 10, at most 50)

opt-days = days
opt-days-desc = How many days

opt-defender-dice = defender_dice
opt-defender-dice-desc = Defender dice: max (always the most) or choose (the defender picks by button)

opt-defenders = defenders
opt-defenders-desc = Armies defending

opt-dice = dice
opt-dice-desc = Attacker dice, 1 to 3 (default: as many as allowed)

opt-discard = discard
opt-discard-desc = A card from your hand to discard as you take it

opt-file = file
opt-map-add-file-desc = The map file (at most 256 KB)
opt-history-file-desc = Attach the whole game's history as a text file

opt-fog = fog
opt-fog-desc = Fog of war: off (default), light, standard or dark (what you see beyond your own)

opt-fortify = fortify
opt-fortify-desc = Fortify: adjacent, connected, or multiple (experts: several moves)

opt-from = from
opt-attack-from-desc = Your territory to attack from (at least 2 armies)
opt-fortify-from-desc = Your territory to move troops from
opt-odds-from-desc = Attacking territory (instead of numbers)

opt-host-role = host_role
opt-host-role-desc = Only members with this role may open a lobby

opt-kick-after = kick_after
opt-kick-after-desc = Missed turns in a row before the AI takes the seat (default 3)

opt-language = language
opt-language-desc = The language of this server's games: en, de, es, fr, pt-BR, it or pl (default: the server's own)

opt-level = level
opt-level-desc = AI level: random, basic or strong (default basic)

opt-map = map
opt-map-desc = The board: classic (default), a shipped one or this server's (/{ cmd-risk } { cmd-risk-maps } lists them)

opt-move = move
opt-move-desc = After a conquest, move in at once: all, all but N, or a number

opt-name = name
opt-map-remove-name-desc = The board's name
opt-objective-name-desc = An Objective you achieved this turn; leave out to take none
opt-territory-name-desc = The territory

opt-neutral = neutral
opt-neutral-desc = The neutral army (e.g. Neutral 2)

opt-neutral-setup = neutral_setup
opt-neutral-setup-desc = Two players: own-first (your armies, then the neutral's) or interleaved (both each round)

opt-new-player = new_player
opt-new-player-desc = Who takes it

opt-on-timeout = on_timeout
opt-on-timeout-desc = When time runs out: ai (plays the turn, default) or skip

opt-placement = placement
opt-placement-desc = Starting armies: simultaneous (default), one-at-a-time (the books) or bulk

opt-player = player
opt-risk-kick-player-desc = The player's name or colour
opt-risk-replace-player-desc = The seat to hand over (name or colour)
opt-risk-stats-player-desc = One player's standing: me, or a name
opt-board-player-desc = List this player's territories with their enemy neighbours: me, or a name
opt-region = region
opt-region-desc = Draw these continents: one, or several separated by commas
opt-whole = whole
opt-whole-desc = Draw the whole board (true)

opt-preset = preset
opt-risk-new-preset-desc = Rule preset (default classic)
opt-risk-rules-preset-desc = A preset's rules instead of this table's
opt-settings-preset-desc = Rule preset (default classic)

opt-reminders = reminders
opt-reminders-desc = Last reminder this long before the deadline (default 1h), or none

opt-remove-channel = remove_channel
opt-remove-channel-desc = No longer allow games in this channel

opt-reroll = reroll
opt-reroll-desc = Experts: re-roll a die with a card showing the territory (on/off)

opt-reset = reset
opt-reset-desc = Back to no setting: defaults, channels, host-role or all

opt-setup = setup
opt-setup-desc = How territories are shared: deal (at random, default) or claim (in turn)

opt-stop-at = stop_at
opt-stop-at-desc = Blitz, but stop once your territory is down to this many armies

opt-surrender = surrender
opt-surrender-desc = On /{ cmd-risk } { cmd-risk-surrender }: neutral (armies stay, never attack; default) or ai

opt-team = team
opt-team-desc = A or B

opt-territory = territory
opt-claim-territory-desc = A free territory
opt-hq-territory-desc = One of your territories
opt-ally-territory-desc = A territory of one of your allies
opt-airfield-territory-desc = One of your territories
opt-draft-territory-desc = Your territory (in a two-player setup round also a neutral's)

opt-to = to
opt-attack-to-desc = An enemy territory next to it
opt-fortify-to-desc = Your territory to move them to
opt-odds-to-desc = Defending territory (instead of numbers)

opt-troops = troops
opt-ally-troops-desc = Right after the roll: move this many of its armies to this other territory
opt-draft-troops-desc = How many: a number, all, or all but N (default: all you have left to place)
opt-move-troops-desc = Troops in the conquered territory: a number (at least the dice rolled), all, or all but N
opt-fortify-troops-desc = How many troops: a number, all (one stays behind), or all but N

opt-turn-time = turn_time
opt-turn-time-desc = Time per turn: none, or 1h to 7d (default 24h)
