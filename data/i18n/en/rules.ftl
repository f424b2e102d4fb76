### English: the rules in sentences (words/rules_text.rs).

## /risk rules: a table's rules by topic (words/rules_text.rs). Commands are written as players
## type them (/{ cmd-hq }); option values in `code` as typed.

rules-title-goal = Goal
rules-title-setup = Setup
rules-title-headquarters = Headquarters and capitals
rules-title-draft = Reinforcements
rules-title-cards = Cards
rules-title-battle = Battles
rules-title-fortify = Fortify
rules-title-edition = Cities, capitals and Objectives
rules-title-neutrals = Neutral armies
rules-title-teams = Teams
# One topic of /risk rules: its title and its sentences.
rules-topic = · **{ $title }**: { $lines }
# /help <command> at a table: the rules of the command's topics, or that the table has none.
rules-at-table = At this table: { $lines }
rules-at-table-unused = At this table: not used (these rules do not have it).

rules-hq-secret = After setup each player in turn secretly chooses a Headquarters among their territories (/{ cmd-hq }); all are revealed together.
rules-hq-capital = After setup each player in turn places a capital on a territory of theirs (/{ cmd-hq }, public).
rules-teams = Two teams with alternating seats; teammates' armies may share a territory (the most armies there control it, a tie nobody); no attacking teammates.

rules-goal-eliminate-opponent = Win by eliminating your opponent; the neutral armies need not be.
rules-goal-every-territory = Win by holding every territory.
# $deck: how many mission cards (12 or 14).
rules-goal-mission-done = Each player has a secret mission ({ $deck }-card deck; /{ cmd-mission } shows yours and how far you are); the first to complete theirs wins at once, even on another player's turn. A mission to destroy a player someone else eliminates counts as done.
rules-goal-mission-occupy = Each player has a secret mission ({ $deck }-card deck; /{ cmd-mission } shows yours and how far you are); the first to complete theirs wins at once, even on another player's turn. A mission to destroy a player someone else eliminates becomes holding 24 territories.
rules-goal-capital-all = Win by holding every other Headquarters while holding your own Headquarters.
rules-goal-capital-short = Win by holding 2 other Headquarters with 4 players, 3 with 5 or 6, all with 3 while holding your own Headquarters.
rules-goal-capital-others = Win by holding { $count } other Headquarters while holding your own Headquarters.
rules-goal-ranked = Each player has four secret mission cards, General, Major, Colonel and Captain; a completed card is claimed at the time it states, one per turn, and shown; after three the fourth is revealed; win with all four.
rules-goal-objectives = Win with { $count } Objectives while holding your capital at the end of your turn.
rules-goal-team = A team loses when one of its players is eliminated; the other team wins.

rules-setup-claim = Territories are claimed one at a time in turn (/{ cmd-claim }).
rules-setup-dealt = Territories are dealt at random.
# $count: territories each player gets.
rules-setup-dealt-share = Territories are dealt: { $count } to each player, the rest shared among the neutral armies.
rules-setup-dealt-piles = Territories are dealt in equal piles to the players and the neutral armies.
# One count of starting armies: $armies each with $players players.
rules-setup-count = { $armies } with { $players } players
# $counts: rules-setup-count for each number of players, comma-separated.
rules-setup-armies = Starting armies each: { $counts }.
rules-setup-armies-neutral = { $player } starting armies each, { $neutral } for each neutral army.
rules-setup-scale = These are the counts for the classic board's 42 territories; on another board they scale with its size (count × territories / 42, rounded).
rules-setup-edition-cards = The third and fourth players start with a card, the fifth with two.
# $count: own armies a player places per turn.
rules-setup-own-first = The players take turns placing { $count } of their own armies until all are placed, then one for a neutral army a turn.
# $neutrals: how many neutral armies there are.
rules-setup-interleaved = Each round a player places { $count } of their own armies and 1 for { $neutrals ->
    [one] the neutral army
   *[other] each neutral army
}.
rules-setup-one-at-a-time = Starting armies are placed one at a time, in turn.
rules-setup-bulk = Each player in turn places all their starting armies.
rules-setup-simultaneous = Everyone places their starting armies at the same time, privately (/{ cmd-draft }), revealed together when the last is done.

# $cities, $capitals: "yes" when the table plays with cities, capitals.
rules-draft = Each turn you draft your territories divided by 3 (at least 3) plus the bonus of every continent you hold{ $cities ->
    [yes] ; each city counts as a territory
   *[no] {""}
}{ $capitals ->
    [yes] ; each capital you hold adds one army
   *[no] {""}
}.

rules-cards-escalating = A set of 3 cards (3 of one design, one of each, or with a wild) is worth 4, 6, 8, 10, 12, 15 armies, then 5 more for each set traded in the game.
rules-cards-plus-one = A set of 3 cards (3 of one design, one of each, or with a wild) is worth 4, 5, 6, … armies: one more for each set traded in the game.
rules-cards-by-design = A set is worth what it is: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10 (a wild counts as whatever is worth most).
rules-cards-stars = Star cards: trade any cards showing 2 to 10 stars together, worth 2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30 armies.
# `bonus`: the option of /trade, as typed.
rules-cards-bonus-every = A traded card showing a territory you occupy puts 2 more armies there, at every trade (`{ opt-bonus }` picks the card).
rules-cards-bonus-once = A traded card showing a territory you occupy puts 2 more armies there, at most once per turn (`{ opt-bonus }` picks the card).
rules-cards-bonus-none = No extra armies for cards showing your territories.
rules-cards-forced = With { $count } or more cards at the start of your turn you must trade.
rules-cards-no-limit = No hand limit: trading is never forced.
# $down: the hand size traded down to.
rules-cards-elimination = Taking an eliminated player's cards, with { $count } or more you trade at once down to { $down } or fewer.
rules-cards-discard-pile = Traded cards are shuffled into a new deck when the deck runs out.
rules-cards-deck-bottom = Traded cards go face down to the bottom of the deck.
rules-cards-team-hand = Each team has one hand, passed to the next teammate after each turn.

rules-battle-dice = The attacker rolls 1 to 3 dice (at most one fewer than the armies attacking), the defender 1 or 2; highest against highest, ties to the defender. After a conquest at least the dice you rolled move in; /{ cmd-move } sets how many.
rules-battle-cap = At most { $count } armies on one territory; reinforcements with no room are lost.
rules-battle-reroll-any = Holding a card that shows the attacking or attacked territory, the attacker re-rolls any one die of each battle.
rules-battle-reroll-own = Holding a card that shows the attacking or attacked territory, the attacker re-rolls one of their dice of each battle.
# `commander:true` is the option of /attack as typed.
rules-battle-commander = Once per turn the attacker may turn one die to a 6 (`{ opt-commander }:true`).

rules-fortify-adjacent = One fortify move per turn, to an adjacent territory of yours; one army stays behind.
# $team: "yes" in Team RISK (moves go through teammates' territories too).
rules-fortify-connected = One fortify move per turn, to a territory of yours connected through { $team ->
    [yes] your own and your teammates' territories
   *[no] your own territories
}; one army stays behind.
rules-fortify-multiple = Fortify with as many moves as you like, each along { $team ->
    [yes] your own and your teammates' territories
   *[no] your own territories
}, leaving one army behind; /{ cmd-end } ends the turn.

rules-edition-cities-listed = 15 cities on the listed territories.
rules-edition-cities-random = 15 cities on random territories.
rules-edition-first-claim = Each player's first claimed territory is their capital.
rules-edition-basic-training = The 8 listed Objectives: after attacking, take one you achieved (/{ cmd-objective }; then no card that turn).
rules-edition-command-room = 4 random minor and 4 random major Objectives, each with a Reward (an Airfield, /{ cmd-airfield }, among them): after attacking, take one you achieved (/{ cmd-objective }; then no card that turn).

rules-neutrals-one = One neutral army: it never attacks or reinforces, and defends with the most dice.
rules-neutrals-many = { $count } neutral armies: they never take a turn, and defend with the most dice.
rules-neutrals-active = Bribe a neutral with a card at the start of your turn (/{ cmd-bribe }) to move it towards an alliance; an ally is reinforced with a die (/{ cmd-ally }), attacks and makes one free move for you.

## risk-bot presets: each preset's rules in short lines (rules_text::short_lines).

rules-short-claimed = territories claimed in turn
rules-short-dealt = territories dealt
rules-short-one-at-a-time = starting armies placed one at a time
rules-short-bulk = starting armies placed all at once
rules-short-simultaneous = starting armies placed by everyone at once, privately
rules-short-fortify-adjacent = fortify to an adjacent territory
rules-short-fortify-connected = fortify through connected territories
rules-short-fortify-multiple = several fortify moves
rules-short-cards-escalating = sets worth 4, 6, 8, 10, 12, 15, then 5 more each
rules-short-cards-plus-one = sets worth 4, 5, 6, ... (one more each)
rules-short-cards-stars = star cards (2-10 stars)
rules-short-cards-by-design = sets worth 4, 6, 8 or 10 by design
rules-short-win-eliminate = win by eliminating your opponent
rules-short-win-every-territory = win by holding every territory
rules-short-win-mission-done = win by completing a secret mission ({ $deck }-card deck); a mission to destroy a player someone else eliminates counts as done
rules-short-win-mission-occupy = win by completing a secret mission ({ $deck }-card deck); a mission to destroy a player someone else eliminates turns into holding 24 territories
rules-short-win-capital-all = win by holding every Headquarters
rules-short-win-capital-short = win by holding 2 other Headquarters with 4 players, 3 with 5-6
rules-short-win-capital-others = win by holding { $count } other Headquarters
rules-short-win-ranked = win by completing your four ranked missions
rules-short-win-objectives = win with { $count } Objectives while holding your capital
rules-short-win-team = two teams; a team loses when one of its players is eliminated
# The ways of a preset: rules-short-claimed/dealt; …-one-at-a-time/bulk/simultaneous; rules-short-fortify-…; rules-short-cards-… .
rules-short-ways = { $setup }; { $placement }; { $fortify }; { $cards }
# $count neutral players of $armies armies each; $player armies per human player; $active, $interleaved: "yes" or "no".
rules-short-neutrals = { $count } neutral { $count ->
    [one] player
   *[other] players
} of { $armies } armies each, { $active ->
    [yes] to be bribed into alliances
   *[no] defending only
}; { $player } armies per player; { $interleaved ->
    [yes] own and neutral armies placed every round
   *[no] own armies placed first, then the neutral ones
}
rules-short-cities-listed = cities on listed territories
rules-short-cities-random = cities on random territories
rules-short-capital-placed = each player places a capital
rules-short-capital-first-claim = each player's first claim is their capital
rules-short-basic-training = the 8 listed Objectives
rules-short-command-room = 4 minor and 4 major Objectives with Rewards
rules-short-edition-start = the edition's starting armies and cards
rules-short-no-cap = no army cap
rules-short-cap = at most { $count } armies per territory
# $reroll, $commander: "yes" (on) or "no" (off).
rules-short-experts = { $cap }; re-roll with a card { $reroll ->
    [yes] on
   *[no] off
}; commander { $commander ->
    [yes] on
   *[no] off
}
