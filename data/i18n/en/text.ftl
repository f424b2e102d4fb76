### English: the channel's and players' texts: events, boards, hands, prompts (src/service/words/text, words/picture.rs).

## Dice and rolls: the end of a battle line.

# Two rolls facing each other: "⚅ 6, ⚂ 3 vs ⚄ 5".
text-dice-vs = { $attacker } vs { $defender }
# One roll of an attack: $last is the dice (text-dice-vs), $lost and $killed the armies each side lost, $notes "" or text-notes.
text-rolls-one = { $last }: attacker −{ $lost }, defender −{ $killed }{ $notes }.
# Several rolls of one attack added up, then the last roll.
text-rolls-many = { $rolls } rolls, attacker −{ $lost }, defender −{ $killed }{ $notes }; last { $last }.
# The notes on the rolls, joined by "; ", in brackets after the losses.
text-notes = {" "}({ $notes })
text-note-attack-die = bonus attack die { $face }
text-note-defence-die = bonus defence die { $face }
text-note-airfield = Airfield +1
# The experts' re-roll: a die's face before and after, and the card shown for it.
text-note-reroll = re-rolled a { $before } → { $after } with { $card }
text-note-reroll-defender = re-rolled a defender's { $before } → { $after } with { $card }
text-note-commander = the Commander turned a { $before } into a 6

## One attack's battles in one line: $rolls is text-rolls-one or text-rolls-many.

text-battle = 🎲 { $from } ⚔ { $to }: { $rolls }
# The attacker took the territory and may still move more in.
text-battle-taken-open = 🎲 { $from } ⚔ { $to }: 🚩 { $player } takes { $to-object }, { $moved } moved in and { $left } left { $from-in } (/{ cmd-move } up to { $max }). { $rolls }
text-battle-taken = 🎲 { $from } ⚔ { $to }: 🚩 { $player } takes { $to-object }, { $moved } moved in and { $left } left { $from-in }. { $rolls }
# The defender ($holder) held: the armies left on both sides.
text-battle-held = 🎲 { $from } ⚔ { $to }: { $holder } holds { $to-object } with { $defenders }, { $attackers } left { $from-in }. { $rolls }

## Events, one line each, as the channel reads them.

text-claimed = { $player } claims { $territory-object }.
text-placed = { $player } places { $armies } { $territory-in }.
# $territories: the territories by continent (text-in-continent, joined by "; ").
text-dealt = { $player } is dealt { $count } territories — { $territories }.
text-setup-complete = All starting armies are placed: the war begins.
text-traded = { $player } trades { $cards } for { $armies } armies.
# The extra armies ($bonus) a traded card gave on its territory.
text-traded-bonus = { $player } trades { $cards } for { $armies } armies (+{ $bonus } { $territory-in }).
text-conquered-open = 🚩 { $player } conquers { $territory-object } ({ $moved } moved in; /{ cmd-move } up to { $max }).
text-conquered = 🚩 { $player } conquers { $territory-object } ({ $moved } moved in).
text-occupied = { $armies ->
    [one] 1 army now holds { $territory-object }.
   *[other] { $armies } armies now hold { $territory }.
}
text-eliminated = ☠ { $player } is eliminated by { $by }, who takes { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}.
text-card-drawn = { $player } draws a card.
text-deck-reshuffled = The traded-in cards are shuffled into a new deck.
text-fortified = Fortify: { $armies } { $from-from } { $to-to }.
text-game-over = 🏆 { $player } wins the game!
text-game-ended = 🏁 Nobody plays here any more, and no seat still in the game leads the ranking alone: the game ends without a winner.
text-missions-dealt = Secret missions are dealt: each player has theirs by DM (/{ cmd-mission }).
text-mission-completed = 🎯 { $player } completed their secret mission: { $mission }
text-hq-chosen = { $player } has chosen a Headquarters.
# 004 active neutrals: a card given to a neutral; $held its cards now; $status text-status-*.
text-bribed = 💰 { $player } gives { $neutral } a card ({ $held } held): { $status }.
text-status-rolled = 🎲 Status die for { $neutral }: { $roll } → { $status }.
text-status-allied = allied with { $player }
text-status-uninvolved = uninvolved
text-ally-reinforced = { $player } reinforces their ally { $ally } with { $armies } { $territory-in }.
text-ally-divided = { $armies } of { $ally }'s new armies move { $from-from } { $to-to }.
text-hand-passed = { $from } passes the team's { $cards } card(s) to { $to }.
text-reward-gained = 🎁 { $player } takes the Reward: { $reward }.
text-airfield-placed = 🛩 { $player } places an Airfield { $territory-in }.
# An Airfield the player did not place in time goes on their territory with the most armies.
text-airfield-placed-auto = 🛩 { $player } places an Airfield { $territory-in } (not placed by hand: their strongest territory).
text-airfield-destroyed = 🛩 The Airfield of { $player } { $territory-in } is destroyed.
text-capital-placed = 🏛 { $player } places their capital { $territory-in }.
text-objective-collected = 🎖 { $player } collects the Objective “{ $objective }” ({ $held } held; no card this turn).
text-objective-declined = { $player } takes no Objective this turn.
text-card-discarded = { $player } discards the card { $card }.
text-objectives-taken = { $player } takes { $count } Objective(s) from { $from }.
text-stars-traded = { $player } turns in { $cards } card(s) showing { $stars } stars for { $armies } troops.
text-mission-claimed = 🎖 { $player } shows a completed mission and claims it — { $mission }
text-mission-revealed = 📜 { $player } has claimed three missions; their last is revealed — { $mission }
# $list: text-hq-of entries joined by ", ".
text-hqs-revealed = 🏰 Headquarters revealed: { $list }.
text-hq-of = { $player } — { $territory }
text-hq-captured = 🏰 { $player } captures the Headquarters of { $from } { $territory-in } and takes its card.
text-armies-lost = { $player } loses { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    }: every territory holds the most allowed.
# Armies placed on a territory: "Alaska +3".
text-placed-on = { $territory } +{ $armies }
# One player's placements (text-placed-on joined by ", ").
text-placed-by = { $player }: { $placed }
# $placed: text-placed-by entries joined by "; ".
text-placements-revealed = Everyone has placed; the starting armies are revealed. { $placed }.

## An AI seat's long turn told in short.

text-ai-plays-turn = plays a turn.
text-ai-traded = { $player } trades a set for { $armies } armies.
text-ai-traded-bonus = { $player } trades a set for { $armies } armies (+{ $bonus } { $territory-in }).
# One run of the turn: $parts are text-run-places, text-run-rolls, text-run-conquers(-many) joined by "; ".
text-run = { $player } { $parts }.
text-run-nobody = { $parts }.
text-run-places = places { $armies }
text-run-rolls = { $rolls ->
    [one] 1 roll
   *[other] { $rolls } rolls
}, losing { $lost } and destroying { $killed }
text-run-conquers = conquers { $territories-object }
text-run-conquers-many = conquers { $count } territories, { $first-from } { $last-to }

## Events under fog of war, as one reader is told them.

text-fog-claimed = { $player } claims a territory.
text-fog-placed = { $player } places armies.
text-fog-dealt = { $player } is dealt { $count ->
    [one] 1 territory
   *[other] { $count } territories
}.
text-fog-traded = { $player } trades { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} for { $armies } armies.
text-fog-traded-bonus = { $player } trades { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} for { $armies } armies (+{ $bonus } { $territory-in }).
text-fog-conquered = 🚩 { $player } conquers { $territory-object }.
text-fog-ally-reinforced = { $player } reinforces their ally { $ally }.
text-fog-airfield-placed = 🛩 { $player } places an Airfield.
text-fog-airfield-destroyed = 🛩 An Airfield of { $player } is destroyed.
text-fog-capital-placed = 🏛 { $player } places their capital.
text-fog-hq-captured = 🏰 { $player } captures the Headquarters of { $from } and takes its card.
# A Headquarters or capital of $player the reader cannot see (the reveal, the summary, a goal).
text-fog-hq-unseen = { $player } — where you cannot see
text-fog-placements-unseen = Everyone has placed their starting armies: the war begins (/{ cmd-board } shows what you can see).
text-fog-placements-seen = Everyone has placed; the starting armies you can see: { $placed }.
# A conquest under fog: $holder lost $territory to $player; $moved the armies moved in, $from where the attack came from, where the reader sees them.
text-fog-taken = 🚩 { $player } takes { $territory-object } from { $holder }.
text-fog-taken-moved = 🚩 { $player } takes { $territory-object } from { $holder }, { $moved } moved in.
text-fog-taken-from = 🚩 { $player } takes { $territory-object } from { $holder }, attacking { $from-from }.
text-fog-taken-moved-from = 🚩 { $player } takes { $territory-object } from { $holder }, { $moved } moved in, attacking { $from-from }.
# An attack held under fog: $from is the attacking territory or text-fog-unseen-territory, $attacked_from its name where seen.
text-fog-held = 🎲 { $from } ⚔ { $to }: { $holder } holds { $to-object }.
text-fog-held-defenders = 🎲 { $from } ⚔ { $to }: { $holder } holds { $to-object } with { $defenders }.
text-fog-held-attackers = 🎲 { $from } ⚔ { $to }: { $holder } holds { $to-object }, { $attackers } left { $attacked_from-in }.
text-fog-held-both = 🎲 { $from } ⚔ { $to }: { $holder } holds { $to-object } with { $defenders }, { $attackers } left { $attacked_from-in }.
text-fog-unseen-territory = a territory you cannot see
# The head of a player's private report under fog (a DM).
text-suffered = ⚔ What happened to your territories:

## The board in words.

# The line above a fogged game's private board; $level is the option's value (off, light, standard, dark), as typed.
text-fog-note-watcher-light = 🌫️ Your view of the board under fog of war ({ $level }): you are not playing, so you see what everyone sees: who holds each territory, no armies.
text-fog-note-watcher = 🌫️ Your view of the board under fog of war ({ $level }): you are not playing, so you see what everyone sees: no territory's holder or armies.
text-fog-note-light = 🌫️ Your view of the board under fog of war ({ $level }): only you see this: who holds every territory; armies on yours and on those next to them.
text-fog-note-dark = 🌫️ Your view of the board under fog of war ({ $level }): only you see this: armies on your territories; who holds those next to them; nothing of the rest.
text-fog-note-standard = 🌫️ Your view of the board under fog of war ({ $level }): only you see this: your territories and those next to them; nothing of the rest.
text-board-continents-fogged = **Continents**: the fog of war hides who holds all { $count } territories.
text-board-continents = **Continents** (territories held by each · armies in all)
# One continent's line: $holders is text-board-held-by or the text-board-holds/-free/-unseen parts joined by ", "; $armies "" or text-board-armies-in-all.
text-board-continent = { $continent } (+{ $bonus }): { $holders }{ $armies }
text-board-held-by = held by { $player }
# How many of the continent's territories a player holds: "alice 3".
text-board-holds = { $player } { $count }
text-board-free = { $count } free
text-board-unseen = { $count } unseen
text-board-armies-in-all = {" "}· { $armies } armies
text-board-players = **Players**
text-board-eliminated = ~~{ $player } ({ $colour })~~ eliminated
# One player's line: $counts is the text-board-territories/-armies/-cards parts joined by ", "; $missions "" or text-board-missions(-last).
text-board-player = { $player } ({ $colour }): { $counts }{ $missions }
text-board-player-holds = { $player } ({ $colour }): { $counts }, holds { $continents-object }{ $missions }
text-board-territories = { $count ->
    [one] 1 territory
   *[other] { $count } territories
}
text-board-armies = { $armies ->
    [one] 1 army
   *[other] { $armies } armies
}
text-board-armies-to-place = { $armies ->
    [one] 1 army
   *[other] { $armies } armies
} ({ $left } still to place)
text-board-to-place = { $left } still to place
text-board-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
text-board-missions = , missions { $claimed }/4
text-board-missions-last = , missions { $claimed }/4 (last: { $last })
text-board-hq = { $owner } { $territory } ({ $holder })
text-board-hqs = **Headquarters** (owner, territory, held by): { $hqs }
text-board-teams = **Teams**: A — { $a }; B — { $b }
# A player's armies on a territory shared by a team: "alice 3".
text-board-units = { $player } { $armies }
text-board-shared = { $territory } ({ $units }; controlled by { $player })
text-board-shared-nobody = { $territory } ({ $units }; controlled by nobody)
text-board-shared-line = **Shared**: { $territories }
text-board-neutral = { $neutral } { $status } ({ $cards } bribe cards)
text-board-neutrals = **Neutrals**: { $neutrals }
# A continent and some of its territories: "North America: Alaska, Alberta".
text-in-continent = { $continent }: { $territories }
# A territory and its armies ("?" where the fog hides them): "Alaska 3".
text-territory-armies = { $territory } { $armies }
text-territory-enemies = { $territory } { $armies } — next to { $enemies }
# A neighbour and who holds it (text-held, text-free or text-unseen).
text-neighbour = { $territory } ({ $held })
text-territory-held = { $territory } — { $held }
text-held = { $player }, { $armies }
text-free = free
text-unseen = unseen
text-none = none
text-player-holds = **{ $player }** holds { $count ->
    [one] 1 territory
   *[other] { $count } territories
}.
text-player-holds-armies = **{ $player }** holds { $count ->
    [one] 1 territory
   *[other] { $count } territories
} with { $armies ->
    [one] 1 army
   *[other] { $armies } armies
}.
text-player-fogged = **{ $player }**: the fog of war hides the rest; you see { $count ->
    [one] 1 territory
   *[other] { $count } territories
} of theirs.
text-player-fogged-armies = **{ $player }**: the fog of war hides the rest; you see { $count ->
    [one] 1 territory
   *[other] { $count } territories
} of theirs with { $armies ->
    [one] 1 army
   *[other] { $armies } armies
}.
text-player-continent-all = **{ $continent }**, all of it (+{ $bonus })
text-player-continent-part = **{ $continent }**, { $held } of { $count }
text-continent = **{ $continent }** (+{ $bonus }, { $count } territories)
text-continent-held = **{ $continent }** (+{ $bonus }, { $count } territories): all held by { $player }
text-territory-unseen = **{ $territory }** ({ $continent }): you cannot see { $territory-object }: the fog of war hides who holds it and its armies.
text-territory-owner = **{ $territory }** ({ $continent }): held by { $player }; the fog of war hides its armies.
text-territory-all = **{ $territory }** ({ $continent }): held by { $player } with { $armies ->
    [one] 1 army
   *[other] { $armies } armies
}.
text-territory-free = **{ $territory }** ({ $continent }): free: nobody has claimed it yet.
text-neighbours = Neighbours:
text-city = { $territory } ({ $holder })
text-cities = **Cities**: { $cities }
text-capital = { $player } — { $territory } (held by { $holder })
text-capitals = **Capitals**: { $capitals }
text-objectives-win = win with { $needed } and your capital
text-objectives-rewards-only = Rewards only; win by holding the world
# An Objective on the board with the Reward on it.
text-objective-reward = { $objective } [{ $reward }]
text-objectives-held = { $player } { $count }
text-rewards-held = { $player } { $rewards }
text-rewards = **Rewards**: { $rewards }
text-airfield = { $territory } ({ $player })
text-airfield-unseen = { $territory } (unseen)
text-airfields = **Airfields**: { $airfields }
# $needed: text-objectives-win or text-objectives-rewards-only; $open and $held lists or text-none.
text-objectives = **Objectives** ({ $needed }): on the board { $open }; held: { $held }
text-deadline = Deadline: { $when }.

## Cards.

text-hand-empty = You hold no cards.
text-hand = Your cards: { $cards }.
# $worth: text-next-set*; $sets: sets of cards joined by " | ".
text-hand-sets-now = Sets you can trade now ({ $worth }): { $sets }.
text-hand-sets-held = Sets you hold, to trade at the start of a turn ({ $worth }): { $sets }.
text-hand-sets-more = { $sets } and { $more } more (/{ cmd-trade } lists them)
text-hand-no-set = No set to trade yet.
text-card = { $territory } ({ $design })
text-card-stars = { $territory } ({ $stars })
text-card-wild = Wild
text-design-infantry = Infantry
text-design-cavalry = Cavalry
text-design-artillery = Artillery
text-next-set = next set: { $armies } armies
text-next-set-stars = star cards: turn in 2–10 stars (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30)
text-next-set-by-design = sets: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10
# The board's last line: what the next set is worth.
text-next-set-line = Next set: { $armies } armies.
text-next-set-stars-line = Star cards: turn in 2–10 stars (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30).
text-next-set-by-design-line = Sets: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10.

## Whose turn it is.

# Simultaneous placement: who is done ($players), whom it waits for.
text-placing-done = ✅ { $players } { $count ->
    [one] placed
   *[other] placed
} all starting armies (hidden until everyone is done); waiting for { $waiting }.
text-hidden-all-placed = All your starting armies are placed.
text-hidden-all-placed-mine = All your starting armies are placed (only you see this until everyone is done): { $placed }.
text-hidden-nothing-to-place = You have no starting armies to place; waiting for { $waiting }.
text-hidden-all-placed-waiting = All your starting armies are placed (only you see this until everyone is done): { $placed }; waiting for { $waiting }.
text-hidden-nothing-yet = You have placed nothing yet: { $left } to place (/{ cmd-draft } { opt-territory } places them all there).
text-hidden-so-far = Placed so far (only you see this until everyone is done): { $placed }. { $left } left to place (/{ cmd-draft } { opt-territory } places them all there).
text-prompt-away = You are away after missed turns: /{ cmd-risk } { cmd-risk-return } takes your seat back; otherwise the AI plays this turn at the deadline.
text-prompt-fogged = { $player }, your turn (fog of war: "Open my turn" or /{ cmd-board } shows it to you alone).
text-prompt-fogged-round = { $player }, round { $round }: your turn (fog of war: "Open my turn" or /{ cmd-board } shows it to you alone).
# A player still placing and how many armies: "alice 21".
text-to-place = { $player } { $left }
text-prompt-simultaneous = Everyone places their starting armies now, at the same time and privately (/{ cmd-draft } { opt-territory } puts all you have left there; /{ cmd-draft } { opt-territory } { opt-troops } some of them; /{ cmd-board } { opt-player }:me lists your territories). They are revealed together when all are done; at the deadline the rest goes on borders. To place: { $left }.
# Simultaneous placement, after the call: the channel's prompt ($left: text-to-place entries joined by ", ").
text-prompt-still-placing = Still placing: { $left }.
text-prompt-over = The game is over: { $player } won. /{ cmd-risk } { cmd-risk-new } opens the next one.
text-prompt-over-no-winner = The game is over: it ended without a winner, as nobody played any more. /{ cmd-risk } { cmd-risk-new } opens the next one.
# The mover and what they may do: $what is what the game expects, then the text-prompt-* hints, joined by "; ".
text-prompt = { $player }, { $what }.
text-prompt-round = { $player }, round { $round }: { $what }.
text-prompt-free = { $free } of { $count } are free (/{ cmd-board } shows how many per continent, /{ cmd-board } { opt-continent }:NAME which)
text-prompt-first-turn = /{ cmd-board } { opt-player }:me lists your territories and their enemy neighbours
text-prompt-set-worth = a set of cards, if you hold one, trades for { $armies } (/{ cmd-trade })
text-prompt-set = a set of cards, if you hold one, can be traded (/{ cmd-trade })
text-prompt-objectives = first you may take one Objective achieved this turn: { $objectives } (/{ cmd-objective } { opt-name }, or /{ cmd-objective } alone for none; fortifying or /{ cmd-end } takes the first)
text-quoted = “{ $text }”
# The public button that opens the mover's trade.
text-trade-offer = Trade cards
text-trade-offer-worth = Trade cards (+{ $armies })

## Goals: missions, Headquarters, Objectives.

text-goal-mission = Your secret mission: { $mission }
    Progress: { $progress }
text-goal-objectives = Your goal: { $needed } Objectives (you hold { $held }) while holding your capital ({ $capital }) at the end of your turn.
text-goal-objectives-no-capital = Your goal: { $needed } Objectives (you hold { $held }) while holding your capital (not placed yet) at the end of your turn.
text-goal-hqs-some = hold { $count } other Headquarters
text-goal-hqs-all = hold every other Headquarters
# $goal: text-goal-hqs-some or text-goal-hqs-all.
text-goal-hq-chosen = Your Headquarters: { $territory } (secret until everyone has chosen). Goal: { $goal } while holding yours.
text-goal-hq-to-choose = Choose your Headquarters with /{ cmd-hq } when it is your turn to. Goal: { $goal } while holding yours.
text-goal-hq = { $territory } of { $owner } (held by { $holder })
text-goal-hq-unseen = { $territory } of { $owner } (held by unseen)
text-goal-hqs = Goal: { $goal } while holding yours. Headquarters: { $hqs }.
text-goal-world = Your goal: hold all 42 territories.
text-ranked-goal = Your missions (claim one per turn, at the time the card says; win with all four):
text-ranked-progress = Progress: { $progress }
text-progress-destroy-fogged = { $player } ({ $colour }) is still in the game; the fog of war hides how much they hold
# Secret missions' cards. $continents: continent names as a list.
text-mission-continents = Conquer { $continents-object }.
text-mission-continents-third = Conquer { $continents-object } and a third continent of your choice.
text-mission-territories = Occupy { $count } territories.
text-mission-territories-armies = Occupy { $count } territories with at least { $armies } armies in each.
# $colour: the army colour's English name (red, blue, green, yellow, purple, black): translations select on it.
text-mission-destroy = Destroy all { $colour } armies (if they are yours, or not in the game, occupy { $count } territories instead).
text-mission-islands = Control { $count } islands (territories connected by sea-lines only: { $islands }).
text-mission-any-continents = Control { $count } continents of your choice.
text-mission-every-continent = Occupy at least one territory on every continent.
text-mission-fortress = Have { $armies } or more armies on one territory.
text-mission-conquests = Conquer { $count } territories in one turn.
# A Mission RISK card: its rank, its goal (a mission's words without the final full stop), when it is claimed.
text-ranked-after-reinforcements = { $rank }: { $goal } (play after you gain reinforcements).
text-ranked-end-of-turn = { $rank }: { $goal } (play at the end of your turn).
text-rank-general = General
text-rank-major = Major
text-rank-colonel = Colonel
text-rank-captain = Captain
text-objective-cities = Control { $count } cities
text-objective-continent = Control { $continent-object }
text-objective-enemy-capital = Control an enemy capital
text-objective-enemy-capitals = Control { $count } enemy capitals
text-objective-take-cities = Take over { $count } cities in 1 turn
text-objective-take-territories = Take over { $count } territories in 1 turn
text-objective-territories = Control { $count } territories
text-objective-continents = Control { $count } complete continents
text-objective-take-continent = Take over an entire continent in 1 turn
text-reward-airfield = Airfield
text-reward-additional-maneuver = Additional Maneuver
text-reward-guaranteed-card = Guaranteed Card
text-reward-starting-maneuver = Starting Maneuver
text-reward-attack-die = Attack Die
text-reward-defense-die = Defense Die
text-reward-two-troops = 2 Troops
text-colour-red = red
text-colour-blue = blue
text-colour-green = green
text-colour-yellow = yellow
text-colour-purple = purple
text-colour-black = black

## The end of a table nobody plays any more.

text-standings = **Standings**
text-standing = { $rank }. { $player }: { $territories ->
    [one] 1 territory
   *[other] { $territories } territories
}, { $armies ->
    [one] 1 army
   *[other] { $armies } armies
}
text-standings-eliminated = Eliminated: { $players }
# What became of the people's seats ($players a list, $count how many): joined as a list into text-nobody-plays.
text-gone-surrendered = { $players } { $count ->
    [one] surrendered
   *[other] surrendered
}
text-gone-removed = { $players } { $count ->
    [one] was removed
   *[other] were removed
}
text-gone-eliminated = { $players } { $count ->
    [one] was eliminated
   *[other] were eliminated
}
text-gone-away = { $players } { $count ->
    [one] stayed away
   *[other] stayed away
}
text-nobody-plays = 🏁 Nobody plays here any more: { $what }.
text-nobody-plays-no-winner = The game ends without a winner.
text-nobody-plays-ranked = The seats still in the game do not play on alone: they are ranked by territories, then armies.
text-nobody-plays-tie = { $players } tie for first: the game ends without a winner.

## A mission's progress (for its holder only), after text-goal-mission's "Progress:".

# $figures: one of the text-progress-* figures below.
text-progress = { $figures }.
text-progress-done = { $figures } — done.
text-progress-continent = { $continent } { $held } of { $count } territories
text-progress-no-third = no third continent held yet
text-progress-third = a third continent held: { $continents }
text-progress-territories = you hold { $held } of the { $count } territories
text-progress-territories-armies = { $held } of the { $count } territories hold at least { $armies } armies
# $colour: the army colour's English name (red, blue, …): translations select on it.
text-progress-not-in-game = no { $colour } army is in the game
text-progress-destroyed-by-you = you destroyed the { $colour } armies
text-progress-destroyed-by-other = the { $colour } armies were destroyed by another player
text-progress-destroyed-instead = another player destroyed the { $colour } armies: hold { $count } territories instead (you hold { $held })
# $colour here is the colour's name (text-colour-*).
text-progress-still-holds = { $player } ({ $colour }) still holds { $territories ->
    [one] 1 territory
   *[other] { $territories } territories
} with { $armies ->
    [one] 1 army
   *[other] { $armies } armies
}
text-progress-islands = you hold { $held } of the { $count } islands
text-progress-any-continents = you hold { $held } of the { $count } continents
text-progress-any-continents-held = you hold { $held } of the { $count } continents ({ $continents })
text-progress-every-continent = a territory on all { $count } continents
text-progress-every-continent-missing = a territory on { $held } of the { $count } continents; none yet { $continents-in }
text-progress-fortress = your largest army is { $largest } { $territory-in } (of the { $armies } needed)
text-progress-fortress-none = you hold no territory (of the { $armies } armies needed)
text-progress-conquests = { $conquests } of the { $count } conquests this turn
text-progress-conquests-later = counted in your turn: { $count } conquests in one turn
