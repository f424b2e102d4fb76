### English: buttons and menus (src/service/words/components).

## Buttons and menus under a prompt (labels ≤ 80 characters, menu texts ≤ 100, placeholders ≤ 150).

# The one button under a simultaneous placement's call to everyone.
cmp-place-my-armies = Place my armies
# Under fog: the only button under the channel's prompt; it opens the mover's turn privately.
cmp-open-my-turn = Open my turn
cmp-claim-placeholder = Claim a territory…
# Placeholder of the menu choosing a Headquarters.
cmp-choose-placeholder = Choose…
cmp-blitz-menu-placeholder = Blitz (moving all in)…
cmp-attack-from-placeholder = Attack from… (roll once, blitz)
# Button repeating the last attack once: $from and $to are territory names.
cmp-roll-again = Roll again: { $from } → { $to }
# Button blitzing the last attack again.
cmp-blitz-again = Blitz { $from } → { $to }
cmp-end-turn = End turn
# After a conquest: move every army that may go ($count).
cmp-move-all = Move all ({ $count })
cmp-move-minimum = Move the minimum ({ $count })
# An option of the "Move another amount…" menu.
cmp-move-amount = Move { $count }
cmp-move-placeholder = Move another amount…
cmp-undo = Undo
cmp-roll-once = Roll once
cmp-blitz = Blitz
# A blitz that stops when $count armies are left in the attacking territory.
cmp-blitz-keeping = Blitz keeping { $count }
# A button's label followed by the chance ($chance, e.g. "87.3%") that a blitz takes the territory.
cmp-with-chance = { $label } ({ $chance })
# A menu option's label followed by the chance ($chance, e.g. "87.3%") that a blitz takes it.
cmp-option-chance = { $label } · { $chance }
# An option of the Objectives menu: $objective is the Objective's description.
cmp-objective-take = Take “{ $objective }”
cmp-objective-none = None (a conquest still earns a card)
cmp-objective-placeholder = Objective…
cmp-airfield-placeholder = Place an Airfield…
cmp-ally-placeholder = Reinforce an ally…
# An option of the bribe menu: $name is the neutral seat's name.
cmp-bribe = Bribe { $name }
cmp-bribe-placeholder = Bribe a neutral…
# A button trading a set: $cards the three cards' names, $bonus the armies it is worth.
cmp-trade-set = Trade { $cards } (+{ $bonus })
# Placeholder of the menu placing every army left ($count) on one territory.
cmp-place-all-placeholder = { $count ->
    [one] Place 1 army on…
   *[other] Place all { $count } on…
}
cmp-place-some-placeholder = Place some on…
cmp-place-neutral-placeholder = Place 1 neutral army on…
cmp-fortify-placeholder = Fortify (all but one)…
# A territory in a menu: its name and armies.
cmp-territory = { $name } ({ $armies })
# A territory whose armies fog hides.
cmp-territory-unknown = { $name } (armies unknown)
# A move or attack in a menu: from (its armies) → to (its armies).
cmp-pair = { $from } ({ $from_armies }) → { $to } ({ $to_armies })
# An attack on a territory whose armies fog hides.
cmp-pair-unknown = { $from } ({ $from_armies }) → { $to } (armies unknown)

## Clicks read back: answers and refusals to the clicker alone.

cmp-no-longer-in-use = This button is no longer in use.
cmp-game-over-here = These buttons belong to a game that is over here: /{ cmd-risk } { cmd-risk-status } shows what is on.
cmp-no-game = No game is running here.
cmp-not-playing = You are not playing in this game; /{ cmd-board } shows how it stands.
# $whose: the seat the buttons are for (a name, or cmp-another-player).
cmp-not-your-buttons = Not your turn: these are { $whose }'s buttons. Nothing changed.
cmp-another-player = another player
# $prompt: what is to be done now, as the prompt says it.
cmp-out-of-date = These buttons are out of date: the game has moved on. Nothing changed. Now: { $prompt }
cmp-not-on-board = That choice is not on the board.
cmp-not-a-number = That choice is not a number.
# $name: the defender, who chooses their dice now.
cmp-waiting-defence = Waiting for { $name } to choose defence dice; your turn goes on after.
cmp-all-placed = The starting armies are all placed and revealed. Now: { $prompt }
# An option of the "How many?" menu.
cmp-place-amount = Place { $count }
cmp-how-many-placeholder = How many?
# $left: armies the player has to place; $name: the territory; $armies: the armies on it.
cmp-how-many = How many of your { $left } { $name-in } ({ $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    })?
cmp-how-many-unknown = How many of your { $left } { $name-in } (armies unknown)?
cmp-no-set = You have no set of cards to trade now. { $prompt }
# $hand: the player's cards and sets.
cmp-which-set = Which set? (only you see this) { $hand }
cmp-attack-placeholder = Attack…
cmp-cannot-attack-from = { $name } cannot attack now. { $prompt }
cmp-attack-which = Attacking { $name-from } ({ $armies } armies): which territory? (the % is the chance to take it blitzing)
cmp-cannot-attack = You cannot attack { $to-object } { $from-from } now. { $prompt }
cmp-attacking-how = { $from } ({ $from_armies }) attacking { $to } ({ $to_armies }): how?
cmp-attacking-how-unknown = { $from } ({ $from_armies }) attacking { $to } (armies unknown): how?
cmp-objective-gone = That Objective is no longer open.
# An option of the bribe's card menu: $card is a card's name.
cmp-give-card = Give { $card }
cmp-give-placeholder = Give { $neutral } which card?
cmp-cannot-bribe = You cannot bribe { $neutral } now. { $prompt }
cmp-which-card = Which card goes face down to { $neutral }? (only you see this)
