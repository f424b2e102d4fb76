### English: a lobby's status and options, what players type read on the map (words/lobby.rs, words/input.rs, table/options.rs).

## The lobby's clock, setup and rules in words (words/lobby.rs).

lobby-no-deadline = no turn deadline
# $turn: the turn time as given ("1h 30m").
lobby-clock-no-reminders = { $turn } per turn, no reminders
# $before: how long before the deadline the last reminder comes.
lobby-clock-reminders = { $turn } per turn, reminders at half time and { $before } before the deadline
# After the lobby's opening sentence. setup:claim and placement:one-at-a-time are option values as typed.
lobby-setup-dealt-together = The territories are dealt and everyone places their starting armies at the same time, privately, revealed together (the books' ways: setup:claim, placement:one-at-a-time).
lobby-setup-claimed-together = Territories are claimed in turn, then everyone places their starting armies at the same time, privately, revealed together.
# A seat in the lobby: the player's name and colour.
lobby-seat = { $name } ({ $color })
lobby-seat-ai = { $name } ({ $color }, AI)
# /risk status in a lobby. $seats: the seats, comma-separated; $rules: lobby-rule-… joined; $clock: lobby-clock-… .
lobby-status = Lobby for **{ $preset }** ({ $min }–{ $max } players): { $seats }. Rules: { $rules }; { $clock }. The host starts with /{ cmd-risk } { cmd-risk-start }.
# The same on another board than the classic one: its name, territories and continents.
lobby-status-on-board = Lobby for **{ $preset }** on the board { $board } ({ $territories } territories, { $continents } continents) ({ $min }–{ $max } players): { $seats }. Rules: { $rules }; { $clock }. The host starts with /{ cmd-risk } { cmd-risk-start }.
# The same on a board no longer found.
lobby-status-on-unknown-board = Lobby for **{ $preset }** on the board { $board } ({ $min }–{ $max } players): { $seats }. Rules: { $rules }; { $clock }. The host starts with /{ cmd-risk } { cmd-risk-start }.
# The rule options in the words of /risk new: each names an option and the value as typed ($word stays as is).
lobby-rule-setup = setup { $word }
lobby-rule-placement = placement { $word }
lobby-rule-fortify = fortify { $word }
lobby-rule-card-values = card values { $word }
# A preset's own card values, which no option of /risk new chooses.
lobby-cards-stars = stars
lobby-cards-by-design = by-design
lobby-rule-army-cap = at most { $count } armies per territory
lobby-rule-reroll = re-roll with a card
lobby-rule-commander = commander
lobby-rule-neutral-setup = neutral setup { $word }
lobby-rule-fog = fog { $word }

## What players type, read on the map (words/input.rs): refusals.

# $name: what the player typed; $close: the closest territory names, comma-separated.
lobby-unknown-territory = I don't know a territory called '{ $name }'. Did you mean { $close }?
# $open: the Objectives the player may take now.
lobby-unknown-objective = '{ $name }' names no single Objective on the board. You may take: { $open }.
lobby-unknown-objective-none-open = '{ $name }' names no single Objective on the board. You may take: none now (one is taken after attacking, when achieved this turn).
# $count: how many cards were named. "Wild" is the word players type for a wild card.
lobby-three-cards = Name exactly three cards, e.g. "Brazil, Peru, Wild" ({ $count } given).
lobby-no-cards-yet = You hold no cards yet: a card comes at the end of a turn in which you conquered a territory.
# $card: what the player typed; $hand: their cards.
lobby-card-not-held = You don't hold the card '{ $card }' (or named it twice). Your cards: { $hand }.

## The options of /risk new refused (table/options.rs). Option values (none, deal, claim, …) are typed as they are.

# $option: the option's name as Discord shows it; $given: what the player gave; $words: the values allowed (lobby-or).
lobby-unknown-word = Unknown { $option } '{ $given }': choose { $words }.
# Two choices offered: "a or b" (chained for more: "a or b or c").
lobby-or = { $first } or { $second }
# $presets: every preset's name, comma-separated.
lobby-unknown-preset = Unknown preset '{ $name }': choose one of { $presets }.
lobby-bad-army-cap = { opt-army-cap } must be none or a number from 3 to 999 (the experts' rule is 12), not '{ $given }'.
lobby-capital-goal-elsewhere = { opt-capital-goal } is for the capital preset, not { $preset }; leave it out.
lobby-neutral-setup-elsewhere = { opt-neutral-setup } is for the two-player presets (two-player, two-player-neutrals, two-player-allies), not { $preset }; leave it out.
# $why: the engine's reason the rules do not hold together.
lobby-options-clash = These options cannot be combined with { $preset }: { $why }. Leave the option out to keep the preset's own.
lobby-bad-kick-after = { opt-kick-after } must be 1 to 20 missed turns, not { $given }.
