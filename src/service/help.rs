//! Help texts: one entry per slash command (the adapters' consistency test checks coverage).

/// (command, what it does and its options).
pub const HELP: &[(&str, &str)] = &[
    ("risk new", "Open a lobby here: [preset] [setup: claim|deal] [placement: one-at-a-time|bulk] [fortify: adjacent|connected|multiple] [defender_dice: max|choose] [turn_time: 1h-7d|none] [on_timeout: ai|skip] [kick_after] [surrender: neutral|ai] [reminders: 1h|none] [card_values: escalating|plus-one] [army_cap: none|12] [reroll: on|off] [commander: on|off] [capital_goal: all|short]. You host."),
    ("risk join", "Take a seat in the lobby: [color]."),
    ("risk leave", "Leave the lobby before the game starts."),
    ("risk team", "Team RISK: choose team A or B before the start; undecided players fill the smaller team, and seats alternate A, B, A, B."),
    ("risk add-ai", "Host: add a computer player: [level: random|basic|strong]."),
    ("risk start", "Host: start the game with the seated players."),
    ("risk status", "Show the lobby or the game: whose turn, what to do."),
    ("risk verify", "After the game: replay it from the revealed dice seed and check every roll and card draw (before the end: the sealed commitment)."),
    ("risk kick", "Host or channel manager: remove a player from the lobby; in a game the AI takes the seat."),
    ("risk abandon", "Host or channel manager: delete the game here (confirm:true)."),
    ("risk pause", "Host or channel manager: stop the turn clocks; moves stay allowed."),
    ("risk resume", "Host or channel manager: restart the turn clocks."),
    ("risk skip", "Host or channel manager: apply the timeout to the current turn now."),
    ("risk vacation", "Take days off (days): your deadlines wait; 7 days per game."),
    ("risk surrender", "Give up: your armies turn neutral (or the AI plays them, per the lobby)."),
    ("risk replace", "Host or channel manager: hand a seat (player) to someone else (new_player)."),
    ("risk return", "Take your seat back from the AI after missed turns, between turns."),
    ("risk-admin kick", "Server admins (Manage Channels): remove a player from this channel's game; in a game the AI takes the seat."),
    ("risk-admin abandon", "Server admins: delete the game in this channel (confirm:true)."),
    ("risk-admin pause", "Server admins: stop the turn clocks of this channel's game."),
    ("risk-admin resume", "Server admins: restart the turn clocks of this channel's game."),
    ("risk-admin skip", "Server admins: apply the timeout to the current turn now."),
    ("risk-admin replace", "Server admins: hand a seat (player) to someone else (new_player)."),
    ("risk-admin settings", "Server admins: show this server's settings, or change them: default /risk new options (preset, turn_time, ...), [allow_channel] [remove_channel] (no channel: every channel), [host_role] (who may open a lobby), [reset: defaults|channels|host-role|all]."),
    ("claim", "Setup: claim a free territory (one army)."),
    ("bribe", "Active neutrals (two-player-allies): at the start of your turn give a card face down to a neutral, moving it one step towards you (at most 2 per neutral per turn; not to a neutral holding 5)."),
    ("ally", "Active neutrals: after drafting, before attacking, roll one die of armies onto a territory of an ally (once per ally per turn); right after, /ally territory troops moves that many of them onto another territory of that ally, dividing the die. Allies also attack and make one free move with /attack and /fortify from their territories."),
    ("airfield", "Command Room: place an Airfield you won on one of your territories (+1 on your highest die in battles there and next to it); unplaced ones go on your strongest territory at the end of the turn."),
    ("objective", "Basic Training, Command Room: after attacking, take one Objective you achieved this turn (/objective name), or none (/objective alone: a conquest then still earns a card); with discard, discard that card from your hand as you take it (001). Ending the attacks with /end leaves the choice open until you fortify or /end again, which take the first achieved one."),
    ("hq", "Capital RISK: secretly choose your Headquarters among your territories; Basic Training: place your capital (public)."),
    ("draft", "Place armies: starting armies in setup, reinforcements at the start of your turn. Without troops, all you have left to place."),
    ("trade", "Trade a set of three cards for armies at the start of your turn (star cards: any cards showing 2-10 stars). When several traded cards show territories you occupy, bonus: picks the one that gets the +2 (default: the first)."),
    ("attack", "Attack from one of your territories: [dice 1-3] [blitz: roll until it falls] [stop_at: keep this many] [commander: experts' once-per-turn 6]."),
    ("move", "After a conquest, how many troops end up in the conquered territory: a number, all, or all but N."),
    ("fortify", "End your turn moving troops between your territories."),
    ("end", "End your turn (from the attacks too, unless an Objective is still to choose; /fortify works straight from the attacks)."),
    ("undo", "Undo your last placement, move-in or fortify, if no dice or card came since."),
    ("board", "Post the board: continents, players, armies, cards held; [player: me|name] lists a player's territories with their enemy neighbours, [continent] a continent's territories (only you see those)."),
    ("territory", "One territory (name): its holder and armies, its continent, and each neighbour with holder and armies (only you see it)."),
    ("hand", "Show your cards and tradeable sets (only you see it)."),
    ("mission", "Your goal: your secret mission or Headquarters (only you see it)."),
    ("odds", "Exact odds: attackers and defenders, or from and to (current armies)."),
    ("history", "The last moves in this channel: [count]."),
    ("help", "This help, or one command's: [command]."),
];

pub fn help_entry(name: &str) -> Option<&'static str> {
    let n = name.trim().trim_start_matches('/').to_lowercase();
    HELP.iter().find(|(c, _)| *c == n).map(|(_, t)| *t)
}
