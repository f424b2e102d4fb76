### English: the engine's reasons in words, as the service renders them.

## engine/explain.rs: why the rules refuse a move, and what the player is expected to do

eng-another-player = another player
# Under fog, to someone who cannot see what the player to move must do.
eng-whose-turn = It is { $name }'s turn.
# How to see the rest when a list of territories would be too long ($how in eng-many-territories).
eng-how-yours = /{ cmd-board } { opt-player }:me lists them
eng-how-neighbours = /{ cmd-territory } shows a territory's neighbours
eng-how-free = /{ cmd-board } { opt-continent }: shows which, continent by continent
eng-how-ally = /{ cmd-board } { opt-player } lists them
# More than 10 territories: their number and how to see them.
eng-many-territories = { $count } territories ({ $how })
eng-none = none
# An Objective's printed name, quoted.
eng-quoted = “{ $text }”
eng-or = { $first } or { $second }
eng-and = { $first } and { $second }
eng-range-exactly = exactly { $count }
eng-range = { $min }–{ $max }
eng-game-over-won = The game is over: { $name } won.
eng-game-ended = The game is over: it ended without a winner.
eng-not-a-player = You are not playing in this game.
# $expected: what they must do (one of eng-expect-*).
eng-not-your-turn = It is { $name }'s turn; they must { $expected }.
# $action: one of eng-action-*; $expected: one of eng-expect-*.
eng-wrong-phase = You cannot { $action } now: { $expected }.
eng-action-attack = attack
eng-action-choose-hq = choose a Headquarters
eng-action-choose-objective = choose an Objective
eng-action-claim = claim
eng-action-not-placing = do anything but place starting armies
eng-action-end = end
eng-action-fortify = fortify
eng-action-move = move troops
eng-action-airfield = place an Airfield
eng-action-place = place armies
eng-action-trade-stars = trade star cards (this game trades sets of three)
# $yours: the player's territories, or eng-many-territories.
eng-belongs-to = { $territory } belongs to { $owner }, not you. Yours: { $yours }.
eng-no-such-territory = There is no such territory on this map.
eng-not-yours = { $territory } is not yours. Yours: { $yours }.
eng-already-claimed = { $territory } is already claimed by { $owner }. Still free: { $free }.
eng-own-side = { $to } is held by your own side. You can attack { $from-from }: { $allowed }.
eng-own-territory = { $to } is yours. You can attack { $from-from }: { $allowed }.
eng-not-adjacent = { $from } does not border { $to }. You can attack { $from-from }: { $allowed }.
eng-too-few-armies = { $territory } has { $count } { $count ->
        [one] army
       *[other] armies
    }; you need at least { $need } to attack from it.
eng-attacker-dice = You cannot roll { $given } dice here: choose 1 to { $max }.
eng-defender-dice = The defender cannot roll { $given } dice here: choose 1 to { $max }.
eng-troops-none = None can move from there: one army always stays behind (you asked for { $given }).
# $range: eng-range or eng-range-exactly.
eng-troops-range = { $given } is out of range: choose { $range }.
eng-stop-at-zero = { opt-stop-at } is how many armies stay in the attacking territory, at least 1: choose 1 to { $max }.
eng-stop-at-too-high = { opt-stop-at } { $given } would not attack at all: the territory has { $have }; choose 1 to { $max }.
eng-must-trade = You hold { $count } cards: trade a set first (/{ cmd-trade }), then place your armies.
eng-not-in-hand = That card is not in your hand (see /{ cmd-hand }).
eng-not-a-set = Those cards are not a set: three of a design, one of each design, or any two with a wild.
eng-trade-start-of-turn = Cards are traded only at the start of your turn; now you { $expected }.
eng-trade-down-to = You hold { $count } cards: trading stops at { $limit } or fewer.
eng-not-connected = You cannot move armies { $from-from } { $to-to }. Allowed destinations: { $allowed }.
eng-same-territory = { $territory } was named twice; pick two different territories.
eng-setup-quota-neutral = This round you still place { $count } on your own territories and 1 on a neutral territory.
# $owed: the neutrals owed an army, joined by eng-or.
eng-setup-quota-owed = This round you still place { $count } on your own territories and 1 on a territory of { $owed }.
eng-setup-quota-own = This round you still place { $count } on your own territories and none on neutral ones.
# $waiting: the players still placing, joined by eng-and; $count: how many.
eng-all-placed = All your starting armies are placed; they are revealed together when { $waiting } { $count ->
        [one] is
       *[other] are
    } done.
eng-ally-no-active-neutrals = These rules have no active neutral armies to bribe or command.
eng-ally-not-a-neutral = That is not a neutral army still in the game.
eng-ally-bribe-time = Bribes are given at the start of your turn, before your troops are drafted; now you { $expected }.
eng-ally-full-hand = That neutral already holds 5 cards and can no longer be bribed.
eng-ally-two-per-turn = You have given that neutral two cards this turn, the most allowed.
eng-ally-already-allied = That neutral is already your ally.
eng-ally-not-your-ally = That territory is not held by one of your allies.
eng-ally-reinforce-time = Allies are reinforced after your own draft and before your first attack.
eng-ally-already-reinforced = You have already reinforced that ally this turn.
eng-ally-already-moved = That ally has already made its free move this turn.
eng-ally-no-roll-to-divide = An ally's die is divided right after it is rolled (/{ cmd-ally } { opt-territory }, then /{ cmd-ally } { opt-territory } { opt-troops } for each other territory).
eng-ally-other-ally = The die's armies go only to territories of the ally it was rolled for: { $choices }.
eng-stars = Those cards show { $count } { $count ->
        [one] star
       *[other] stars
    }: turn in cards showing 2 to 10 stars together.
eng-army-cap-full = { $territory } already holds { $cap } armies, the most one territory may hold; choose another.
eng-army-cap-room = { $territory } can take only { $count } more { $count ->
        [one] army
       *[other] armies
    } (at most { $cap } per territory).
# $reason: one of eng-no-bonus-*.
eng-no-bonus = This trade earns no +2, so it cannot go { $territory-to }: { $reason }.
eng-no-bonus-rules = this game gives no bonus for occupied card territories
eng-no-bonus-taken = you have had this turn's 2 extra armies already
eng-no-bonus-cards = none of these cards shows a territory you occupy
eng-bonus-territory = The +2 goes on a traded card's territory that you occupy, not { $territory-to }. Choose one of: { $eligible }.
eng-no-objectives = These rules have no Objectives.
eng-objective-discard-only = A card is discarded only when taking an Objective: choose one of { $objectives }.
eng-objective-none-now = No Objective can be taken now: one is taken after attacking, when achieved this turn, once per turn.
eng-objective-choose = You may take one of: { $objectives } (or none: /{ cmd-objective } without a name).
eng-armies-left = Place your remaining { $count } { $count ->
        [one] army
       *[other] armies
    } first (/{ cmd-draft }).
# What the player to move is expected to do (after "they must", "now you", "next:").
eng-expect-claim = claim a free territory (/{ cmd-claim })
eng-expect-capital = place your capital on one of your territories (/{ cmd-hq })
eng-expect-hq = secretly choose a Headquarters among your territories (/{ cmd-hq })
eng-expect-setup-neutral-only = place 1 army on a neutral territory (/{ cmd-draft }); { $left } of your own left
eng-expect-setup-with-neutral = place { $count } { $count ->
        [one] army
       *[other] armies
    } on your territories and 1 on a neutral one this round ({ $left } of your own left, /{ cmd-draft })
eng-expect-setup-own = place { $count } { $count ->
        [one] army
       *[other] armies
    } on your territories this round ({ $left } left, /{ cmd-draft })
eng-expect-setup = place starting armies ({ $left } left, /{ cmd-draft })
eng-expect-draft = draft { $count } { $count ->
        [one] troop
       *[other] troops
    } (/{ cmd-draft })
eng-expect-trade-down = trade a set of cards (holding { $count }, /{ cmd-trade })
eng-expect-attack = attack (/{ cmd-attack }), fortify (/{ cmd-fortify }) or end the attack (/{ cmd-end })
# $range: eng-range or eng-range-exactly; $min: what moves in when the player goes on.
eng-expect-occupy = choose how many troops end up { $territory-in }: { $range } (/{ cmd-move }), or go on (/{ cmd-attack }, /{ cmd-fortify }, /{ cmd-end }) with the { $min } moved in
eng-expect-occupy-first = move troops { $territory-to } first: { $range } (/{ cmd-move })
eng-expect-fortify = fortify (/{ cmd-fortify }) or end the turn (/{ cmd-end })
eng-expect-nothing = nothing: the game is over
