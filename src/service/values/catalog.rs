//! Every command a player can type, declared once: its name, its options (kind, range, what
//! they offer), the one-line description Discord shows and the help text. The Discord adapter
//! registers and dispatches from this table, the console parses with it, `/help` and the
//! README's command table are made from it, and `parse` is the one place that turns given
//! options into a `Command`.

use std::fmt;

use super::command::{Command, NewGame, SettingsChange, Troops};
use super::keys::UserKey;
use crate::ai::AiLevel;

/// What an option holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Text,
    /// A whole number from `min` to `max`.
    Whole {
        min: i64,
        max: i64,
    },
    Flag,
    /// A member of the server (the console: a name).
    User,
    Channel,
    Role,
}

/// Which values an option suggests as the player types (the adapter computes them, most from
/// `offers`: only what the command would accept now).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suggest {
    /// These words.
    Values(&'static [&'static str]),
    Preset,
    CommandName,
    Color,
    Player,
    PlayerOrMe,
    Continent,
    Neutral,
    Card,
    HandCard,
    AllyTerritory,
    Claimable,
    Draftable,
    HqChoice,
    AirfieldChoice,
    ObjectiveChoice,
    AnyTerritory,
    AttackFrom,
    AttackTo,
    FortifyFrom,
    FortifyTo,
    Sets,
    BonusChoice,
}

/// One option of a command.
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// Discord's option description (at most 100 characters).
    pub about: &'static str,
    pub suggest: Option<Suggest>,
}

/// Who sees a command under which name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Everyone, as typed (`draft`, `risk join`).
    Player,
    /// Under `/risk` for the host and under `/risk-admin` for server admins.
    TableAndAdmin,
    /// Only under `/risk-admin`.
    Admin,
}

/// One command, declared once.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    /// As typed after the slash, with its parent: "risk new", "draft", "settings" (under
    /// `/risk-admin`: see `scope`).
    pub path: &'static str,
    pub scope: Scope,
    /// Discord's command description (at most 100 characters).
    pub about: &'static str,
    /// `/help` and the README's table: what it does, in full.
    pub help: &'static str,
    /// The options, in groups (the lobby options are shared by `/risk new` and the settings).
    pub options: &'static [&'static [Opt]],
}

impl Spec {
    pub fn opts(&self) -> impl Iterator<Item = &'static Opt> {
        self.options.iter().flat_map(|g| g.iter())
    }

    pub fn opt(&self, name: &str) -> Option<&'static Opt> {
        self.opts().find(|o| o.name == name)
    }

    /// The names it is typed as: `risk kick` and `risk-admin kick` for a table command.
    pub fn typed_names(&self) -> Vec<String> {
        let leaf = self.path.rsplit(' ').next().unwrap_or(self.path);
        match self.scope {
            Scope::Player => vec![self.path.to_string()],
            Scope::TableAndAdmin => vec![self.path.to_string(), format!("risk-admin {leaf}")],
            Scope::Admin => vec![format!("risk-admin {leaf}")],
        }
    }

    /// `/draft territory [troops]`: the usage line.
    pub fn usage(&self, typed: &str) -> String {
        let mut u = format!("/{typed}");
        for o in self.opts() {
            if o.required {
                u.push_str(&format!(" {}", o.name));
            } else {
                u.push_str(&format!(" [{}]", o.name));
            }
        }
        u
    }
}

const fn text(name: &'static str, about: &'static str, suggest: Suggest) -> Opt {
    Opt {
        name,
        kind: Kind::Text,
        required: false,
        about,
        suggest: Some(suggest),
    }
}

const fn need(name: &'static str, about: &'static str, suggest: Suggest) -> Opt {
    Opt {
        required: true,
        ..text(name, about, suggest)
    }
}

const fn whole(name: &'static str, about: &'static str, min: i64, max: i64) -> Opt {
    Opt {
        name,
        kind: Kind::Whole { min, max },
        required: false,
        about,
        suggest: None,
    }
}

const fn need_whole(name: &'static str, about: &'static str, min: i64, max: i64) -> Opt {
    Opt {
        required: true,
        ..whole(name, about, min, max)
    }
}

const fn flag(name: &'static str, about: &'static str) -> Opt {
    Opt {
        name,
        kind: Kind::Flag,
        required: false,
        about,
        suggest: None,
    }
}

const fn other(name: &'static str, about: &'static str, kind: Kind, required: bool) -> Opt {
    Opt {
        name,
        kind,
        required,
        about,
        suggest: None,
    }
}

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
        "reset",
        "Back to no setting: defaults, channels, host-role or all",
        Suggest::Values(&["defaults", "channels", "host-role", "all"]),
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
         four-neutral presets' default). `/risk rules preset:NAME` tells a preset's rules",
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
        "Post the board; or list a player's or a continent's territories (only you see those).",
        "the public summary: continents with owners and armies, players with territories, \
         armies, cards held; with `player:me` (or a name) that player's territories by \
         continent, each with its armies and the enemy territories next to it; with \
         `continent` that continent's territories with holders and armies (these two only to \
         you)",
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

/// An option value as an adapter received it. The console sends `Text` for every kind;
/// `parse` reads it as the option's kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Whole(i64),
    Flag(bool),
    User { key: UserKey, name: String },
    Channel(u64),
    Role(u64),
}

/// Why the given options do not make a command: nothing was run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    UnknownCommand(String),
    UnknownOption {
        command: String,
        option: String,
    },
    Missing {
        command: String,
        option: &'static str,
    },
    NotWhole {
        option: &'static str,
        value: String,
    },
    OutOfRange {
        option: &'static str,
        value: i64,
        min: i64,
        max: i64,
    },
    NotFlag {
        option: &'static str,
        value: String,
    },
    NotOneOf {
        option: &'static str,
        value: String,
        allowed: &'static str,
    },
    WrongKind {
        option: &'static str,
    },
    /// `troops:` as a number, `all` or `all but N`.
    NotTroops {
        value: String,
    },
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::UnknownCommand(c) => write!(f, "Unknown command /{c}; /help lists them."),
            InputError::UnknownOption { command, option } => write!(
                f,
                "/{command} has no option '{option}' (see /help {command})."
            ),
            InputError::Missing { command, option } => {
                write!(
                    f,
                    "/{command} is missing its option {option}: (options are written \
                     name:value, e.g. {option}:…; see /help {command}). Nothing was changed."
                )
            }
            InputError::NotWhole { option, value } => {
                write!(f, "{option}: expects a whole number, not '{value}'.")
            }
            InputError::OutOfRange {
                option,
                value,
                min,
                max,
            } => write!(
                f,
                "{option}: {value} is out of range; give {min} to {max}. Nothing was changed."
            ),
            InputError::NotFlag { option, value } => {
                write!(f, "{option}: expects true or false, not '{value}'.")
            }
            InputError::NotOneOf {
                option,
                value,
                allowed,
            } => write!(f, "{option}: '{value}' is not one of {allowed}."),
            InputError::NotTroops { value } => write!(
                f,
                "troops: expects a whole number, 'all' or 'all but N' (e.g. 'all but 2'), not \
                 '{value}'. Nothing was changed."
            ),
            InputError::WrongKind { option } => {
                write!(
                    f,
                    "I could not read the option {option}. Nothing was changed."
                )
            }
        }
    }
}

impl std::error::Error for InputError {}

/// The given options of one command, checked against its declaration as they are taken.
struct Given {
    spec: &'static Spec,
    typed: String,
    values: Vec<(&'static Opt, Value)>,
}

impl Given {
    fn take(&mut self, name: &str) -> Option<Value> {
        let i = self.values.iter().position(|(o, _)| o.name == name)?;
        Some(self.values.remove(i).1)
    }

    fn text(&mut self, name: &str) -> Result<Option<String>, InputError> {
        match self.take(name) {
            None => Ok(None),
            Some(Value::Text(t)) => Ok(Some(t)),
            Some(_) => Err(self.wrong(name)),
        }
    }

    fn need(&mut self, name: &str) -> Result<String, InputError> {
        self.text(name)?.ok_or_else(|| self.missing(name))
    }

    fn whole<T: TryFrom<i64>>(&mut self, name: &str) -> Result<Option<T>, InputError> {
        let opt = self.opt(name);
        let Kind::Whole { min, max } = opt.kind else {
            return Err(self.wrong(name));
        };
        let n = match self.take(name) {
            None => return Ok(None),
            Some(Value::Whole(n)) => n,
            Some(Value::Text(t)) => t.trim().parse().map_err(|_| InputError::NotWhole {
                option: opt.name,
                value: t,
            })?,
            Some(_) => return Err(self.wrong(name)),
        };
        if n < min || n > max {
            return Err(InputError::OutOfRange {
                option: opt.name,
                value: n,
                min,
                max,
            });
        }
        T::try_from(n).map(Some).map_err(|_| self.wrong(name))
    }

    fn need_whole<T: TryFrom<i64>>(&mut self, name: &str) -> Result<T, InputError> {
        self.whole(name)?.ok_or_else(|| self.missing(name))
    }

    /// A number, `all` or `all but N`.
    fn troops(&mut self, name: &str) -> Result<Option<Troops>, InputError> {
        match self.take(name) {
            None => Ok(None),
            Some(Value::Whole(n)) => {
                u16::try_from(n)
                    .map(|n| Some(Troops::Exactly(n)))
                    .map_err(|_| InputError::NotTroops {
                        value: n.to_string(),
                    })
            }
            Some(Value::Text(t)) => t
                .parse()
                .map(Some)
                .map_err(|_| InputError::NotTroops { value: t }),
            Some(_) => Err(self.wrong(name)),
        }
    }

    fn flag(&mut self, name: &str) -> Result<bool, InputError> {
        match self.take(name) {
            None => Ok(false),
            Some(Value::Flag(b)) => Ok(b),
            Some(Value::Text(t)) => match t.trim().to_lowercase().as_str() {
                "true" | "yes" | "on" => Ok(true),
                "false" | "no" | "off" => Ok(false),
                _ => Err(InputError::NotFlag {
                    option: self.opt(name).name,
                    value: t,
                }),
            },
            Some(_) => Err(self.wrong(name)),
        }
    }

    fn user(&mut self, name: &str) -> Result<(UserKey, String), InputError> {
        match self.take(name) {
            None => Err(self.missing(name)),
            Some(Value::User { key, name }) => Ok((key, name)),
            Some(Value::Text(t)) => Ok((UserKey::named(&t), t.trim().to_string())),
            Some(_) => Err(self.wrong(name)),
        }
    }

    /// A channel or role id.
    fn id(&mut self, name: &str) -> Result<Option<u64>, InputError> {
        match self.take(name) {
            None => Ok(None),
            Some(Value::Channel(id) | Value::Role(id)) => Ok(Some(id)),
            Some(Value::Text(t)) => t
                .trim()
                .trim_start_matches(['<', '#', '@', '&'])
                .trim_end_matches('>')
                .parse()
                .map(Some)
                .map_err(|_| InputError::NotWhole {
                    option: self.opt(name).name,
                    value: t,
                }),
            Some(_) => Err(self.wrong(name)),
        }
    }

    fn lobby(&mut self) -> Result<NewGame, InputError> {
        Ok(NewGame {
            preset: self.text("preset")?,
            setup: self.text("setup")?,
            placement: self.text("placement")?,
            fortify: self.text("fortify")?,
            defender_dice: self.text("defender_dice")?,
            turn_time: self.text("turn_time")?,
            on_timeout: self.text("on_timeout")?,
            kick_after: self.whole("kick_after")?,
            surrender: self.text("surrender")?,
            reminders: self.text("reminders")?,
            card_values: self.text("card_values")?,
            army_cap: self.text("army_cap")?,
            reroll: self.text("reroll")?,
            commander: self.text("commander")?,
            capital_goal: self.text("capital_goal")?,
            neutral_setup: self.text("neutral_setup")?,
        })
    }

    fn opt(&self, name: &str) -> &'static Opt {
        self.spec
            .opt(name)
            .unwrap_or_else(|| panic!("/{} reads an undeclared option {name}", self.spec.path))
    }

    fn missing(&self, name: &str) -> InputError {
        InputError::Missing {
            command: self.typed.clone(),
            option: self.opt(name).name,
        }
    }

    fn wrong(&self, name: &str) -> InputError {
        InputError::WrongKind {
            option: self.opt(name).name,
        }
    }
}

/// Turns the options given to the command typed as `typed` into a `Command`: unknown options,
/// missing ones, numbers out of their declared range and unreadable values are refused here,
/// the same way for every adapter.
pub fn parse(typed: &str, given: Vec<(String, Value)>) -> Result<Command, InputError> {
    let typed = typed.trim().trim_start_matches('/').to_lowercase();
    let spec = find(&typed).ok_or_else(|| InputError::UnknownCommand(typed.clone()))?;
    let mut values = Vec::new();
    for (name, value) in given {
        let name = name.to_lowercase();
        let opt = spec.opt(&name).ok_or_else(|| InputError::UnknownOption {
            command: typed.clone(),
            option: name.clone(),
        })?;
        values.push((opt, value));
    }
    let mut g = Given {
        spec,
        typed: typed.clone(),
        values,
    };
    let cmd = build(spec, &mut g)?;
    debug_assert!(g.values.is_empty(), "/{typed} left options unread");
    Ok(if typed.starts_with("risk-admin ") {
        Command::Admin(Box::new(cmd))
    } else {
        cmd
    })
}

/// The one match from a declared command to its `Command`.
fn build(spec: &Spec, g: &mut Given) -> Result<Command, InputError> {
    Ok(match spec.path {
        "risk new" => Command::New(Box::new(g.lobby()?)),
        "risk join" => Command::Join {
            color: g.text("color")?,
        },
        "risk leave" => Command::Leave,
        "risk team" => Command::Team {
            team: g.need("team")?,
        },
        "risk add-ai" => Command::AddAi {
            level: match g.text("level")? {
                None => None,
                Some(l) => Some(AiLevel::parse(&l.trim().to_lowercase()).ok_or(
                    InputError::NotOneOf {
                        option: "level",
                        value: l,
                        allowed: "random, basic or strong",
                    },
                )?),
            },
        },
        "risk start" => Command::Start,
        "risk status" => Command::Status,
        "risk rules" => Command::Rules {
            preset: g.text("preset")?,
        },
        "risk kick" => Command::Kick {
            player: g.need("player")?,
        },
        "risk abandon" => Command::Abandon {
            confirm: g.flag("confirm")?,
        },
        "risk pause" => Command::Pause,
        "risk resume" => Command::Resume,
        "risk skip" => Command::Skip,
        "risk vacation" => Command::Vacation {
            days: g.need_whole("days")?,
        },
        "risk surrender" => Command::Surrender,
        "risk replace" => {
            let player = g.need("player")?;
            let (user, name) = g.user("new_player")?;
            Command::Replace { player, user, name }
        }
        "risk return" => Command::Return,
        "risk verify" => Command::Verify,
        "risk stats" => Command::Stats {
            player: g.text("player")?,
        },
        "settings" => Command::Settings(Box::new(SettingsChange {
            defaults: g.lobby()?,
            allow_channel: g.id("allow_channel")?,
            remove_channel: g.id("remove_channel")?,
            host_role: g.id("host_role")?,
            reset: g.text("reset")?,
        })),
        "claim" => Command::Claim {
            territory: g.need("territory")?,
        },
        "hq" => Command::Hq {
            territory: g.need("territory")?,
        },
        "bribe" => Command::Bribe {
            neutral: g.need("neutral")?,
            card: g.need("card")?,
        },
        "ally" => Command::Ally {
            territory: g.need("territory")?,
            troops: g.whole("troops")?,
        },
        "airfield" => Command::Airfield {
            territory: g.need("territory")?,
        },
        "objective" => Command::Objective {
            name: g.text("name")?,
            discard: g.text("discard")?,
        },
        "draft" => Command::Draft {
            territory: g.need("territory")?,
            troops: g.troops("troops")?.unwrap_or(Troops::All),
        },
        "trade" => Command::Trade {
            cards: g.need("cards")?,
            bonus: g.text("bonus")?,
        },
        "attack" => Command::Attack {
            from: g.need("from")?,
            to: g.need("to")?,
            dice: g.whole("dice")?,
            blitz: g.flag("blitz")?,
            stop_at: g.whole("stop_at")?,
            commander: g.flag("commander")?,
            move_in: g.troops("move")?,
        },
        "move" => Command::Move {
            troops: g.troops("troops")?.ok_or_else(|| g.missing("troops"))?,
        },
        "fortify" => Command::Fortify {
            from: g.need("from")?,
            to: g.need("to")?,
            troops: g.troops("troops")?.ok_or_else(|| g.missing("troops"))?,
        },
        "end" => Command::End,
        "undo" => Command::Undo,
        "board" => Command::Board {
            player: g.text("player")?,
            continent: g.text("continent")?,
        },
        "territory" => Command::Territory {
            name: g.need("name")?,
        },
        "hand" => Command::Hand,
        "mission" => Command::Mission,
        "odds" => Command::Odds {
            attackers: g.whole("attackers")?,
            defenders: g.whole("defenders")?,
            from: g.text("from")?,
            to: g.text("to")?,
        },
        "history" => Command::History {
            count: g.whole("count")?,
            file: g.flag("file")?,
        },
        "help" => Command::Help {
            command: g.text("command")?,
        },
        other => unreachable!("/{other} is declared but not built"),
    })
}

/// One command's help: its usage line and what it does; at a table playing `rules`, also
/// what its rules say about it (`rules_text::for_command`).
pub fn help_entry(typed: &str, rules: Option<&crate::engine::Rules>) -> Option<String> {
    let typed = typed.trim().trim_start_matches('/').to_lowercase();
    let spec = find(&typed)?;
    let mut t = format!("`{}`: {}.", spec.usage(&typed), spec.help);
    if let Some(more) =
        rules.and_then(|r| crate::service::words::rules_text::for_command(spec.path, r))
    {
        t.push('\n');
        t.push_str(&more);
    }
    Some(t)
}

/// The short `/help`: a turn in taps, where to look, how to ask about one command, and every
/// command's name (grouped under `/risk` and `/risk-admin`) on a few lines.
pub fn short_help() -> String {
    let mut risk = Vec::new();
    let mut admin = Vec::new();
    let mut play = Vec::new();
    for s in COMMANDS {
        for n in s.typed_names() {
            match n.split_once(' ') {
                Some(("risk", leaf)) => risk.push(leaf.to_string()),
                Some(("risk-admin", leaf)) => admin.push(leaf.to_string()),
                Some(_) | None => play.push(format!("/{n}")),
            }
        }
    }
    format!(
        "**How to play**\n\
         · A game: `/risk new` opens a lobby, players `/risk join`, the host `/risk start`.\n\
         · Your turn: the bot pings you and puts buttons and menus under its post; tap them to \
         trade, place troops, attack (from, then to, then roll or blitz), move in, fortify and \
         end. Every tap is also a command.\n\
         · Lost the buttons? `/risk status` shows whose turn it is, with yours.\n\
         · Your territories and their enemy neighbours: `/board player:me`; one territory: \
         `/territory`; your cards: `/hand`; your goal: `/mission` (only you see these).\n\
         · This table's rules: `/risk rules`. One command explained for this table: \
         `/help command:attack` (any command).\n\
         **Commands**: /risk ({}); {}; /risk-admin ({}).",
        risk.join(", "),
        play.join(", "),
        admin.join(", ")
    )
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

impl UserKey {
    /// A stable key for a name typed in the console (no Discord id there).
    pub fn named(name: &str) -> UserKey {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in name.trim().to_lowercase().bytes() {
            h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
        UserKey(h.max(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(v: &str) -> Value {
        Value::Text(v.into())
    }

    #[test]
    fn every_declaration_is_built_and_fits_discord() {
        let mut seen = std::collections::HashSet::new();
        for s in COMMANDS {
            for n in s.typed_names() {
                assert!(seen.insert(n.clone()), "/{n} declared twice");
                assert_eq!(n, n.to_lowercase());
            }
            assert!(
                !s.about.is_empty() && s.about.chars().count() <= 100,
                "{}",
                s.path
            );
            assert!(s.opts().count() <= 25, "{}", s.path);
            let mut names = std::collections::HashSet::new();
            for o in s.opts() {
                assert!(names.insert(o.name), "/{} {} twice", s.path, o.name);
                assert!(!o.about.is_empty() && o.about.chars().count() <= 100);
                assert_eq!(o.name, o.name.to_lowercase());
            }
            // Only the required options: every declared command builds (the match has an arm).
            let given: Vec<(String, Value)> = s
                .opts()
                .filter(|o| o.required)
                .map(|o| {
                    let v = match o.kind {
                        Kind::Whole { min, .. } => Value::Whole(min),
                        _ => text("1"),
                    };
                    (o.name.to_string(), v)
                })
                .collect();
            for n in s.typed_names() {
                parse(&n, given.clone()).unwrap_or_else(|e| panic!("/{n}: {e}"));
            }
        }
    }

    #[test]
    fn options_are_read_by_their_declared_kind_and_range() {
        let cmd = parse(
            "attack",
            vec![
                ("from".into(), text("Brazil")),
                ("to".into(), text("Peru")),
                ("blitz".into(), text("true")),
                ("stop_at".into(), Value::Whole(3)),
            ],
        )
        .unwrap();
        assert_eq!(
            cmd,
            Command::Attack {
                from: "Brazil".into(),
                to: "Peru".into(),
                dice: None,
                blitz: true,
                stop_at: Some(3),
                commander: false,
                move_in: None,
            }
        );
        let e = parse(
            "attack",
            vec![
                ("from".into(), text("Brazil")),
                ("to".into(), text("Peru")),
                ("dice".into(), Value::Whole(4)),
            ],
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "dice: 4 is out of range; give 1 to 3. Nothing was changed."
        );
        let e = parse("move", vec![]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "/move is missing its option troops: (options are written name:value, e.g. \
             troops:…; see /help move). Nothing was changed."
        );
        let e = parse("move", vec![("troops".into(), text("lots"))]).unwrap_err();
        assert!(
            e.to_string().contains("whole number, 'all' or 'all but N'"),
            "{e}"
        );
        assert_eq!(
            parse("move", vec![("troops".into(), text("all but 2"))]).unwrap(),
            Command::Move {
                troops: Troops::AllBut(2)
            }
        );
        assert_eq!(
            parse("draft", vec![("territory".into(), text("Peru"))]).unwrap(),
            Command::Draft {
                territory: "Peru".into(),
                troops: Troops::All
            }
        );
        // /draft takes troops as /move and /fortify do.
        for (given, troops) in [
            ("all", Troops::All),
            ("all but 3", Troops::AllBut(3)),
            ("4", Troops::Exactly(4)),
        ] {
            assert_eq!(
                parse(
                    "draft",
                    vec![
                        ("territory".into(), text("Peru")),
                        ("troops".into(), text(given))
                    ]
                )
                .unwrap(),
                Command::Draft {
                    territory: "Peru".into(),
                    troops
                }
            );
        }
        let e = parse("end", vec![("troops".into(), text("1"))]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "/end has no option 'troops' (see /help end)."
        );
        assert!(matches!(
            parse("risk-admin kick", vec![("player".into(), text("bob"))]).unwrap(),
            Command::Admin(b) if *b == Command::Kick { player: "bob".into() }
        ));
        assert!(parse("risk settings", vec![]).is_err());
        assert!(matches!(
            parse("risk-admin settings", vec![]).unwrap(),
            Command::Admin(b) if matches!(*b, Command::Settings(_))
        ));
    }
}
