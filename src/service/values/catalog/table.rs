//! The declaration table: every command with its options, description and help, in the order
//! of `/help` and the README; finding a command by what was typed; the README's table.

use super::spec::{flag, need, need_whole, other, text, whole, Kind, Opt, Scope, Spec, Suggest};

/// Most armies a count option accepts (the engine checks the real limits).
const TROOPS: i64 = u16::MAX as i64;

/// The lobby options: `/risk new` and the server's defaults in `/risk-admin settings`.
const LOBBY: &[Opt] = &[
    text("preset", "Rule preset (default classic)", Suggest::Preset),
    text(
        "setup",
        "How territories are shared: deal (at random, default) or claim (in turn)",
        Suggest::Values(&["deal", "claim"]),
    ),
    text(
        "placement",
        "Starting armies: simultaneous (default), one-at-a-time (the books) or bulk",
        Suggest::Values(&["simultaneous", "one-at-a-time", "bulk"]),
    ),
    text(
        "fortify",
        "Fortify: adjacent, connected, or multiple (experts: several moves)",
        Suggest::Values(&["connected", "adjacent", "multiple"]),
    ),
    text(
        "defender_dice",
        "Defender dice: max (always the most) or choose (the defender picks by button)",
        Suggest::Values(&["max", "choose"]),
    ),
    text(
        "turn_time",
        "Time per turn: none, or 1h to 7d (default 24h)",
        Suggest::Values(&["24h", "12h", "48h", "3d", "7d", "1h", "none"]),
    ),
    text(
        "on_timeout",
        "When time runs out: ai (plays the turn, default) or skip",
        Suggest::Values(&["ai", "skip"]),
    ),
    whole(
        "kick_after",
        "Missed turns in a row before the AI takes the seat (default 3)",
        1,
        20,
    ),
    text(
        "surrender",
        "On /risk surrender: neutral (armies stay, never attack; default) or ai",
        Suggest::Values(&["neutral", "ai"]),
    ),
    text(
        "reminders",
        "Last reminder this long before the deadline (default 1h), or none",
        Suggest::Values(&["1h", "3h", "30m", "none"]),
    ),
    text(
        "card_values",
        "Card sets: escalating (4, 6, 8, 10, 12, 15, +5) or plus-one (experts: 4, 5, 6...)",
        Suggest::Values(&["escalating", "plus-one"]),
    ),
    text(
        "army_cap",
        "Experts: most armies on one territory (12 in the book), or none",
        Suggest::Values(&["12", "none"]),
    ),
    text(
        "reroll",
        "Experts: re-roll a die with a card showing the territory (on/off)",
        Suggest::Values(&["on", "off"]),
    ),
    text(
        "commander",
        "Experts: once per turn, set one attack die to 6 (on/off)",
        Suggest::Values(&["on", "off"]),
    ),
    text(
        "capital_goal",
        "Capital RISK: all Headquarters, or short (2 with 4 players, 3 with 5-6)",
        Suggest::Values(&["all", "short"]),
    ),
    text(
        "neutral_setup",
        "Two players: own-first (your armies, then the neutral's) or interleaved (both each round)",
        Suggest::Values(&["own-first", "interleaved"]),
    ),
    text(
        "map",
        "The board: classic (default), a shipped one or this server's (/risk maps lists them)",
        Suggest::Map,
    ),
    text(
        "fog",
        "Fog of war: off (default), light, standard or dark (what you see beyond your own)",
        Suggest::Values(&["off", "light", "standard", "dark"]),
    ),
];

const SETTINGS: &[Opt] = &[
    other(
        "allow_channel",
        "Allow games in this channel (once any is allowed, only those)",
        Kind::Channel,
        false,
    ),
    other(
        "remove_channel",
        "No longer allow games in this channel",
        Kind::Channel,
        false,
    ),
    other(
        "host_role",
        "Only members with this role may open a lobby",
        Kind::Role,
        false,
    ),
    text(
        "language",
        "The language of this server's games: en, de, es, fr, pt-BR, it or pl (default: the server's own)",
        Suggest::Values(&["en", "de", "es", "fr", "pt-BR", "it", "pl"]),
    ),
    text(
        "reset",
        "Back to no setting: defaults, channels, host-role or all",
        Suggest::Values(&["defaults", "channels", "host-role", "language", "all"]),
    ),
];

const PLAYER: &[Opt] = &[need(
    "player",
    "The player's name or colour",
    Suggest::Player,
)];

const REPLACE: &[Opt] = &[
    need(
        "player",
        "The seat to hand over (name or colour)",
        Suggest::Player,
    ),
    other("new_player", "Who takes it", Kind::User, true),
];

const CONFIRM: &[Opt] = &[flag("confirm", "Set to true to really delete the game")];

const fn spec(
    path: &'static str,
    about: &'static str,
    help: &'static str,
    options: &'static [&'static [Opt]],
) -> Spec {
    Spec {
        path,
        scope: Scope::Player,
        about,
        help,
        options,
    }
}

const fn table(
    path: &'static str,
    about: &'static str,
    help: &'static str,
    options: &'static [&'static [Opt]],
) -> Spec {
    Spec {
        scope: Scope::TableAndAdmin,
        ..spec(path, about, help, options)
    }
}

/// The commands that hold subcommands, with Discord's description of each.
pub const GROUPS: &[(&str, &str)] = &[
    (
        "risk",
        "Lobby and table: new, join, start, status, kick, pause, vacation, surrender and more.",
    ),
    (
        "risk-admin",
        "Server admins: table commands for this channel's game, and the server's settings.",
    ),
];

/// Every command, in the order of `/help` and the README.
pub const COMMANDS: &[Spec] = &[
    spec(
        "risk new",
        "Open a lobby in this channel; you host it.",
        "open a lobby in this channel; you host it. Unless `setup` or `placement` says \
         otherwise (and where the preset allows: no neutral armies, no capital on the first \
         claim), the territories are dealt and everyone places their starting armies at the \
         same time, privately (`/draft`, one call pinging everyone, one clock for all), \
         revealed together when the last is done; at the deadline the rest goes on borders; AI \
         seats place at once. The books' ways are `setup:claim` and `placement:one-at-a-time` \
         (or `bulk`: each in turn places all). `turn_time` 1h–7d or `none` (default 24h); \
         `on_timeout` `ai` (the AI plays that turn, default) or `skip` (reinforcements on \
         borders, turn ended); `kick_after` missed turns in a row before the AI keeps the seat \
         (default 3); `surrender` `neutral` (default) or `ai`; `reminders` how long before the \
         deadline the last reminder comes (default `1h`; `none` turns both reminders off); \
         `defender_dice` `max` (default) or `choose`: an attacked human defender gets two \
         buttons (1 or 2 dice) and 60 seconds to answer, otherwise the maximum is rolled; \
         `card_values` `escalating` (default) or `plus-one` (the experts' variation: 4, 5, 6, \
         …); `army_cap`, `reroll`, `commander` and `fortify:multiple` turn on the other \
         experts' variations (see Presets); `capital_goal` `all` (default) or `short` (Capital \
         RISK: 2 other Headquarters with 4 players, 3 with 5–6); `neutral_setup` (the \
         two-player presets) `own-first` (every own army, then the neutral ones one a turn: \
         `two-player`'s default) or `interleaved` (own and neutral armies every round: the \
         four-neutral presets' default); `map` the board by name (default the classic one; \
         `/risk maps` lists the shipped boards and this server's own); `fog` `off` (default), \
         `light` (who holds every territory; armies on yours and those bordering them), \
         `standard` (yours and those bordering them; nothing of the rest) or `dark` (armies only \
         on yours; who holds those bordering them): the channel then sees only what every \
         player may, each player's board comes privately, and the fog lifts at the end. \
         `/risk rules preset:NAME` tells a preset's rules",
        &[LOBBY],
    ),
    spec(
        "risk join",
        "Take a seat in the lobby.",
        "take a seat before the start, in `color` (default: the first free one)",
        &[&[text(
            "color",
            "Your colour (default: the first free one)",
            Suggest::Color,
        )]],
    ),
    spec(
        "risk leave",
        "Leave the lobby before the game starts.",
        "give up your seat before the start",
        &[],
    ),
    spec(
        "risk team",
        "Team RISK: choose team A or B before the start (teams take turns alternately).",
        "Team RISK: choose team A or B in the lobby; at the start undecided players fill the \
         smaller team and seats alternate A, B, A, B",
        &[&[need("team", "A or B", Suggest::Values(&["A", "B"]))]],
    ),
    spec(
        "risk add-ai",
        "Host: add a computer player to the lobby.",
        "host: add a computer player: `level` `random`, `basic` (default) or `strong`",
        &[&[text(
            "level",
            "AI level: random, basic or strong (default basic)",
            Suggest::Values(&["basic", "strong", "random"]),
        )]],
    ),
    spec(
        "risk start",
        "Host: start the game with the seated players.",
        "host: start with the seated players (seat order is turn order)",
        &[],
    ),
    spec(
        "risk status",
        "Show the lobby or the game: whose turn it is and what to do.",
        "the lobby, or whose turn it is and what they must do",
        &[],
    ),
    spec(
        "risk rules",
        "This table's rules in words (or a preset's), only to you.",
        "this channel's rules in words, by topic, only to you: in the lobby, during the game \
         and after it; with `preset` (or without a table here) that preset's rules as `/risk \
         new` would play them",
        &[&[text(
            "preset",
            "A preset's rules instead of this table's",
            Suggest::Preset,
        )]],
    ),
    table(
        "risk kick",
        "Host or channel manager: remove a player (in a game, the AI takes the seat).",
        "host or *Manage Channels*: remove a player from the lobby; in a game the AI takes the \
         seat and, as after a surrender, it is nobody's opponent (`/risk-admin replace` hands it \
         to a person, who competes again)",
        &[PLAYER],
    ),
    table(
        "risk abandon",
        "Host or channel manager: delete the game in this channel.",
        "host or *Manage Channels*: delete the game here (`confirm:true`)",
        &[CONFIRM],
    ),
    table(
        "risk pause",
        "Host or channel manager: stop the turn clocks (moves stay allowed).",
        "host or *Manage Channels*: stop the turn clocks (moves stay allowed)",
        &[],
    ),
    table(
        "risk resume",
        "Host or channel manager: restart the turn clocks.",
        "host or *Manage Channels*: restart the turn clocks",
        &[],
    ),
    table(
        "risk skip",
        "Host or channel manager: apply the timeout to the current turn now.",
        "host or *Manage Channels*: apply the timeout behaviour to the current turn now",
        &[],
    ),
    spec(
        "risk vacation",
        "Take days off: your deadlines wait (from your allowance, 7 days per game).",
        "your deadlines wait for that many `days` (7 days per game)",
        &[&[need_whole("days", "How many days", 1, 30)]],
    ),
    spec(
        "risk surrender",
        "Give up: your armies turn neutral (or the AI takes over, per the lobby's choice).",
        "give up: your armies stay as a passive neutral (or the AI plays them, per `surrender`) \
         and are nobody's opponent; when every opponent of a player (or a team) has \
         surrendered, been kicked or eliminated, that side wins at once, in setup too; when \
         nobody is left playing, the seats still in the game are ranked and the first wins",
        &[],
    ),
    table(
        "risk replace",
        "Host or channel manager: hand a player's seat to someone else.",
        "host or *Manage Channels*: hand a seat (`player`) to someone else (`new_player`); they \
         get the hand by DM",
        &[REPLACE],
    ),
    spec(
        "risk return",
        "Take your seat back from the AI after missed turns (between turns).",
        "take your seat back after the AI took it for missed turns (between turns; once per \
         game)",
        &[],
    ),
    spec(
        "risk verify",
        "After the game: replay it from the revealed dice seed and check every roll and card.",
        "after the game: replays it from the revealed dice seed and checks every roll and card \
         draw, and attaches the game file (`game-N.json`) for `risk-bot verify` (see \
         [Verifiable dice](#verifiable-dice)); before the end it shows the sealed commitment",
        &[],
    ),
    spec(
        "risk stats",
        "This server's standings: games won by preset and the rating leaderboard; or one player's.",
        "this server's standings, only to you: finished games by preset and the rating \
         leaderboard (top 10); with `player` (a name, or `me`) that player's games won and \
         played by preset, rating and rank (see [Server standings](#server-standings))",
        &[&[text(
            "player",
            "One player's standing: me, or a name",
            Suggest::PlayerOrMe,
        )]],
    ),
    spec(
        "risk maps",
        "The boards a lobby here can play: this server's and the shipped ones, with their sizes.",
        "the boards `/risk new map:NAME` can choose, only to you: this server's own (added \
         by its admins with `/risk-admin map add`) and those shipped with the bot, each with \
         its territories and continents",
        &[],
    ),
    Spec {
        scope: Scope::Admin,
        ..spec(
            "map add",
            "Add a map file (attached) as one of this server's boards.",
            "server admins: add the attached map file (TOML, Domination `.map`, Conquest \
             `.map` or Conquer Club `.xml`, at most 256 KB) as one of this server's boards, \
             under the name it gives itself; a file that is not a playable board is refused \
             with its problems, a name a shipped board or this server's already has is refused. \
             See [Hosting](hosting.md#boards)",
            &[&[other(
                "file",
                "The map file (at most 256 KB)",
                Kind::File,
                true,
            )]],
        )
    },
    Spec {
        scope: Scope::Admin,
        ..spec(
            "map remove",
            "Remove one of this server's boards (games on it keep it).",
            "server admins: remove one of this server's boards by name; lobbies can no longer \
             choose it, games already on it (and their archives) keep it",
            &[&[need("name", "The board's name", Suggest::Map)]],
        )
    },
    Spec {
        scope: Scope::Admin,
        ..spec(
            "settings",
            "Show this server's settings; options given change them (defaults, channels, role).",
            "server admins: show this server's settings (only to you), changing the ones given: \
             the default `/risk new` options (any of its options; filled in where a player \
             leaves one out; the rule options only when the player plays the default preset), \
             the channels where lobbies may be opened (none: every channel), the role allowed \
             to host (admins may host anyway); `reset` `defaults`, `channels`, `host-role` or \
             `all`. Defaults that could not open a lobby are refused",
            &[LOBBY, SETTINGS],
        )
    },
    spec(
        "claim",
        "Setup: claim a free territory.",
        "setup: claim a free territory (one army)",
        &[&[need("territory", "A free territory", Suggest::Claimable)]],
    ),
    spec(
        "hq",
        "Capital RISK: secretly choose your Headquarters among your territories.",
        "Capital RISK: secretly choose your Headquarters among your territories (revealed when \
         everyone has chosen); Basic Training: place your capital (public)",
        &[&[need(
            "territory",
            "One of your territories",
            Suggest::HqChoice,
        )]],
    ),
    spec(
        "bribe",
        "Active neutrals: at the start of your turn give a card face down to a neutral army.",
        "active neutrals (`two-player-allies`): at the start of your turn give a card face down \
         to a neutral, one step towards you on its status track (at most 2 to one neutral per \
         turn; not to a neutral holding 5 cards)",
        &[&[
            need(
                "neutral",
                "The neutral army (e.g. Neutral 2)",
                Suggest::Neutral,
            ),
            need("card", "One card from your hand", Suggest::Card),
        ]],
    ),
    spec(
        "ally",
        "Active neutrals: before attacking, roll one die of armies onto an ally's territory.",
        "active neutrals: after your draft and before your first attack, roll one die of armies \
         onto a territory of one of your allies (once per ally per turn); right after the roll, \
         `/ally territory troops` moves that many of the new armies onto another territory of \
         that ally (dividing the die); allies attack (`/attack` from their \
         territory) and make one free move (`/fortify` from their territory) for you",
        &[&[
            need(
                "territory",
                "A territory of one of your allies",
                Suggest::AllyTerritory,
            ),
            whole(
                "troops",
                "Right after the roll: move this many of its armies to this other territory",
                1,
                TROOPS,
            ),
        ]],
    ),
    spec(
        "airfield",
        "Command Room: place an Airfield you have won on one of your territories.",
        "Command Room: place an Airfield you won (+1 on your highest die in battles in that \
         territory or next to it); one not placed by the end of your turn goes on your \
         territory with the most armies",
        &[&[need(
            "territory",
            "One of your territories",
            Suggest::AirfieldChoice,
        )]],
    ),
    spec(
        "objective",
        "After attacking: take one of the Objectives you achieved this turn, or none.",
        "Basic Training, Command Room: after attacking, take one of the Objectives you achieved \
         this turn (`name`), or none (no `name`: a conquest then still earns a card); `discard` \
         discards a card from your hand as you take it. `/end` from the attacks leaves \
         the choice open until your first `/fortify` or the next `/end`, which take the first \
         achieved one",
        &[&[
            text(
                "name",
                "An Objective you achieved this turn; leave out to take none",
                Suggest::ObjectiveChoice,
            ),
            text(
                "discard",
                "A card from your hand to discard as you take it",
                Suggest::HandCard,
            ),
        ]],
    ),
    spec(
        "draft",
        "Place troops on one of your territories (setup armies or reinforcements).",
        "place starting armies or reinforcements: `troops` on `territory` (a number, `all` or \
         `all but N`); without `troops`, all you have left to place now",
        &[&[
            need(
                "territory",
                "Your territory (in a two-player setup round also a neutral's)",
                Suggest::Draftable,
            ),
            text(
                "troops",
                "How many: a number, all, or all but N (default: all you have left to place)",
                Suggest::Values(&["all", "all but 1", "all but 2", "all but 3"]),
            ),
        ]],
    ),
    spec(
        "trade",
        "Trade a set of three cards for armies at the start of your turn.",
        "trade a set of cards for armies at the start of your turn (sets and their worth \
         follow the table's rules: `/risk rules`); `bonus` names which traded card's territory you occupy gets the extra armies, where the rules \
         give them (default the first such card)",
        &[&[
            need(
                "cards",
                "A set from your hand, e.g. Brazil, Peru, Wild",
                Suggest::Sets,
            ),
            text(
                "bonus",
                "Which traded card's territory you occupy gets the +2 (default: the first)",
                Suggest::BonusChoice,
            ),
        ]],
    ),
    spec(
        "attack",
        "Attack an enemy neighbour: one roll, or blitz until it falls.",
        "one roll from `from` against the enemy neighbour `to` (`dice` 1-3, default as many as \
         allowed), or `blitz:true` until it falls (or until `from` is down to `stop_at`); \
         `commander:true` spends the experts' once-per-turn 6 where it changes a battle; \
         `move` (`all`, `all but N` or a number) moves in at once after a conquest",
        &[&[
            need(
                "from",
                "Your territory to attack from (at least 2 armies)",
                Suggest::AttackFrom,
            ),
            need("to", "An enemy territory next to it", Suggest::AttackTo),
            whole(
                "dice",
                "Attacker dice, 1 to 3 (default: as many as allowed)",
                1,
                3,
            ),
            flag(
                "blitz",
                "Keep rolling until the territory falls or you run out",
            ),
            whole(
                "stop_at",
                "Blitz, but stop once your territory is down to this many armies",
                1,
                TROOPS,
            ),
            flag(
                "commander",
                "Experts' Commander: turn one of your dice to a 6, once per turn",
            ),
            text(
                "move",
                "After a conquest, move in at once: all, all but N, or a number",
                Suggest::Values(&["all"]),
            ),
        ]],
    ),
    spec(
        "move",
        "After a conquest: how many troops end up in the conquered territory.",
        "after a conquest: how many `troops` end up in the conquered territory: a number (at \
         least the dice you rolled), `all`, or `all but N`",
        &[&[need(
            "troops",
            "Troops in the conquered territory: a number (at least the dice rolled), all, or all but N",
            Suggest::Values(&["all", "all but 1", "all but 2", "all but 3"]),
        )]],
    ),
    spec(
        "fortify",
        "Move troops between your territories (the fortify step).",
        "move `troops` (a number, `all` or `all but N`; one always stays) from one of your \
         territories to another (adjacent or connected, per the rules); the last move allowed \
         ends your turn: one per turn, more with the experts' \
         `fortify:multiple` or an Additional Maneuver (then `/end` ends the turn); an ally's \
         move does not end it",
        &[&[
            need(
                "from",
                "Your territory to move troops from",
                Suggest::FortifyFrom,
            ),
            need("to", "Your territory to move them to", Suggest::FortifyTo),
            need(
                "troops",
                "How many troops: a number, all (one stays behind), or all but N",
                Suggest::Values(&["all", "all but 1", "all but 2", "all but 3"]),
            ),
        ]],
    ),
    spec(
        "end",
        "End your turn (from the attacks too, unless an Objective is still to choose).",
        "end the turn (from the attacks too: the fortify step is skipped unless an Objective is \
         still to choose; `/fortify` works straight from the attacks)",
        &[],
    ),
    spec(
        "undo",
        "Undo your last placement, move-in or fortify if nothing was revealed since.",
        "undo your last placement, move-in or fortify, if no dice were rolled, no card drawn \
         and nobody moved since",
        &[],
    ),
    spec(
        "board",
        "Post the board, or the part you name; or list a player's or a continent's territories.",
        "the public summary: continents with owners and armies, players with territories, \
         armies, cards held, with a picture of where the last turn happened (under fog of war, \
         of your fronts); `region` draws the continents you name (several separated by commas), \
         `whole:true` the whole board; with `player:me` (or a name) that player's territories \
         by continent, each with its armies and the enemy territories next to it; with \
         `continent` that continent's territories with holders and armies (these two only to \
         you); under fog of war all of it only to you, from your own view",
        &[&[
            text(
                "player",
                "List this player's territories with their enemy neighbours: me, or a name",
                Suggest::PlayerOrMe,
            ),
            text(
                "continent",
                "List this continent's territories with holders and armies",
                Suggest::Continent,
            ),
            text(
                "region",
                "Draw these continents: one, or several separated by commas",
                Suggest::Continents,
            ),
            flag("whole", "Draw the whole board (true)"),
        ]],
    ),
    spec(
        "territory",
        "One territory: its holder, armies, continent and neighbours (only you see it).",
        "one territory, only to you: holder, armies, continent, and each neighbour with its \
         holder and armies",
        &[&[need("name", "The territory", Suggest::AnyTerritory)]],
    ),
    spec(
        "hand",
        "Show your cards and the sets you can trade (only you see it).",
        "your cards and tradeable sets, only to you",
        &[],
    ),
    spec(
        "mission",
        "Your goal: your secret mission or Headquarters (only you see it).",
        "your goal, only to you: your secret mission (or Mission RISK cards) with how far you \
         are (e.g. 11 of the 18 territories hold at least 2 armies), or your Headquarters and \
         everyone's once revealed; every mission is revealed in the post that ends the game",
        &[],
    ),
    spec(
        "odds",
        "Exact battle odds: numbers, or two territories with their current armies.",
        "exact conquest probability and expected losses: `attackers` and `defenders`, or `from` \
         and `to` with their current armies",
        &[&[
            whole(
                "attackers",
                "Armies in the attacking territory (one must stay behind)",
                1,
                1000,
            ),
            whole("defenders", "Armies defending", 1, 1000),
            text(
                "from",
                "Attacking territory (instead of numbers)",
                Suggest::AnyTerritory,
            ),
            text(
                "to",
                "Defending territory (instead of numbers)",
                Suggest::AnyTerritory,
            ),
        ]],
    ),
    spec(
        "history",
        "The last moves in this channel.",
        "the last `count` moves of this channel's current game (a finished game stays readable \
         until the next `/risk new`); `file:true` attaches the whole game's history as a text \
         file (`history-game-N.txt`), only to you",
        &[&[
            whole("count", "How many entries (default 10, at most 50)", 1, 50),
            flag("file", "Attach the whole game's history as a text file"),
        ]],
    ),
    spec(
        "help",
        "How to play, and what each command does.",
        "how to play and what each command does; `command` explains one",
        &[&[text(
            "command",
            "A command to explain, e.g. attack",
            Suggest::CommandName,
        )]],
    ),
];

/// The command typed as `typed` ("risk kick", "risk-admin kick", "draft"), if any.
pub fn find(typed: &str) -> Option<&'static Spec> {
    let typed = typed.trim().trim_start_matches('/').to_lowercase();
    COMMANDS.iter().find(|s| s.typed_names().contains(&typed))
}

/// The README's command table, made from the declarations (a test keeps the README equal).
pub fn markdown_table() -> String {
    let mut t = String::from("| command | what it does |\n|---|---|\n");
    for s in COMMANDS {
        let usages: Vec<String> = s
            .typed_names()
            .iter()
            .map(|n| format!("`{}`", s.usage(n)))
            .collect();
        t.push_str(&format!("| {} | {} |\n", usages.join(", "), s.help));
    }
    t
}
