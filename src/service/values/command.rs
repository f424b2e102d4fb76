//! What a player asked for, as plain values: the adapters (Discord, console) build these from
//! slash-command options with the same names.

use serde::{Deserialize, Serialize};

use crate::ai::AiLevel;

/// The options of `/risk new`; every one may be left out. Also a server's default lobby
/// options (kept in the store), so it serialises.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGame {
    pub preset: Option<String>,
    pub setup: Option<String>,
    pub placement: Option<String>,
    pub fortify: Option<String>,
    pub defender_dice: Option<String>,
    /// "none", or 1h to 7d (default 24h).
    pub turn_time: Option<String>,
    /// "ai" (default) or "skip".
    pub on_timeout: Option<String>,
    /// Consecutive missed turns before the AI takes the seat (default 3).
    pub kick_after: Option<u8>,
    /// "neutral" (default) or "ai".
    pub surrender: Option<String>,
    /// The last reminder this long before the deadline (default 1h), or "none".
    pub reminders: Option<String>,
    /// "escalating" (default) or "plus-one" (the experts' variation).
    pub card_values: Option<String>,
    /// Experts' variations: "none" or the most armies one territory may hold (002: 12).
    pub army_cap: Option<String>,
    /// Experts' re-roll with a card showing the territory: "on" or "off".
    pub reroll: Option<String>,
    /// Experts' Commander (one die turned to 6 per turn): "on" or "off".
    pub commander: Option<String>,
    /// Capital RISK: "all" Headquarters (default) or "short" (003: 2 with 4 players, 3 with 5-6).
    pub capital_goal: Option<String>,
    /// Two-player setup: "own-first" (003: every own army, then the neutral ones) or
    /// "interleaved" (002, 004: own and neutral armies in every round).
    pub neutral_setup: Option<String>,
    /// The board, by the name `/risk maps` lists (a shipped board or one of the server's);
    /// default the classic board.
    pub map: Option<String>,
    /// Fog of war: "off" (default), "light", "standard" or "dark" (`engine::fog`).
    pub fog: Option<String>,
}

impl NewGame {
    pub fn preset(name: &str) -> NewGame {
        NewGame {
            preset: Some(name.to_string()),
            ..NewGame::default()
        }
    }
}

/// What `/risk-admin settings` asked to change; nothing given only shows the settings.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SettingsChange {
    /// Default lobby options to set (the ones given; the others stay).
    pub defaults: NewGame,
    pub allow_channel: Option<u64>,
    pub remove_channel: Option<u64>,
    pub host_role: Option<u64>,
    /// "defaults", "channels", "host-role", "language" or "all": back to no setting.
    pub reset: Option<String>,
    /// The language of the server's game channels, by its code (`en`, `de`, `es`, `fr`,
    /// `pt-BR`, `it`), as typed (checked by `/risk-admin settings`).
    pub language: Option<String>,
}

/// A number of troops as a player gives it: a number, `all` (as many as allowed), or
/// `all but N` (N fewer than all).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Troops {
    Exactly(u16),
    All,
    AllBut(u16),
}

impl From<u16> for Troops {
    fn from(n: u16) -> Troops {
        Troops::Exactly(n)
    }
}

impl std::str::FromStr for Troops {
    type Err = String;

    /// "5", "all", "all but 2" (also "all-2"), or the same in any language the bot speaks
    /// ("alle außer 2", "todos", "tout sauf 1"); anything else says what is accepted.
    fn from_str(input: &str) -> Result<Troops, String> {
        use crate::i18n::typed::{troops, TypedTroops};
        match troops(input) {
            Some(TypedTroops::Exactly(n)) => Ok(Troops::Exactly(n)),
            Some(TypedTroops::All) => Ok(Troops::All),
            Some(TypedTroops::AllBut(n)) => Ok(Troops::AllBut(n)),
            None => Err(crate::t!(
                "ref-troops-format",
                value = crate::i18n::markup::name(input.trim())
            )),
        }
    }
}

impl Troops {
    /// The number meant when `max` is as many as allowed.
    pub fn of(self, max: u16) -> u16 {
        match self {
            Troops::Exactly(n) => n,
            Troops::All => max,
            Troops::AllBut(n) => max.saturating_sub(n),
        }
    }
}

impl std::fmt::Display for Troops {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Troops::Exactly(n) => write!(f, "{n}"),
            Troops::All => f.write_str("all"),
            Troops::AllBut(n) => write!(f, "all but {n}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `/risk new [preset] [setup] [placement] [fortify] [defender_dice] [turn_time] ...`
    New(Box<NewGame>),
    Join {
        color: Option<String>,
    },
    Leave,
    /// Team RISK: choose team "A" or "B" in the lobby.
    Team {
        team: String,
    },
    AddAi {
        level: Option<AiLevel>,
    },
    Start,
    Status,
    /// This server's standings, or one player's (`me`, or a name).
    Stats {
        player: Option<String>,
    },
    /// Replay the channel's finished game from its revealed seed and check every roll and card.
    Verify,
    Kick {
        player: String,
    },
    Abandon {
        confirm: bool,
    },
    Pause,
    Resume,
    /// Apply the timeout behaviour to the current turn now.
    Skip,
    Vacation {
        days: u16,
    },
    Surrender,
    /// Hand `player`'s seat to another person.
    Replace {
        player: String,
        user: super::keys::UserKey,
        name: String,
    },
    /// Take back a seat the AI took after missed turns.
    Return,
    Undo,
    /// The defender's answer to a held attack (a button).
    Defend {
        dice: u8,
        attack: u64,
    },
    Claim {
        territory: String,
    },
    /// Capital RISK: choose your Headquarters.
    /// 004 active neutrals: give `card` face down to the neutral named `neutral`.
    Bribe {
        neutral: String,
        card: String,
    },
    /// 004 active neutrals: roll a die of armies onto an ally's territory.
    Ally {
        territory: String,
        /// Right after the roll: move this many of the ally's new armies onto `territory`
        /// (004 STEP 3, dividing the die among the ally's territories).
        troops: Option<u16>,
    },
    /// Command Room: place a won Airfield.
    Airfield {
        territory: String,
    },
    /// 000/001: after attacking, take one of the Objectives achieved this turn (`name`), or
    /// none (no name); with `discard`, discard that card from the hand when taking it (001).
    Objective {
        name: Option<String>,
        discard: Option<String>,
    },
    Hq {
        territory: String,
    },
    Draft {
        territory: String,
        /// Left out (`All`): every army still to place now.
        troops: Troops,
    },
    Trade {
        cards: String,
        /// Which traded card's territory you occupy gets the +2 (002, 003); none: the first.
        bonus: Option<String>,
    },
    Attack {
        from: String,
        to: String,
        dice: Option<u8>,
        blitz: bool,
        stop_at: Option<u16>,
        /// Experts' Commander: spend this turn's 6 in this attack.
        commander: bool,
        /// After a conquest, move this many in at once (no separate `/move`).
        move_in: Option<Troops>,
    },
    Move {
        troops: Troops,
    },
    Fortify {
        from: String,
        to: String,
        troops: Troops,
    },
    End,
    /// The public summary; with `player` ("me", a name or a colour) that player's territories,
    /// with `continent` that continent's, as a reply only the asker sees.
    Board {
        player: Option<String>,
        continent: Option<String>,
        /// The picture of these continents (names separated by commas).
        region: Option<String>,
        /// The picture of the whole board.
        whole: bool,
    },
    /// One territory: holder, armies, continent and neighbours.
    Territory {
        name: String,
    },
    Hand,
    Mission,
    Odds {
        attackers: Option<u32>,
        defenders: Option<u32>,
        from: Option<String>,
        to: Option<String>,
    },
    History {
        count: Option<usize>,
        /// The whole game's history as a text file, attached to the reply.
        file: bool,
    },
    Help {
        command: Option<String>,
    },
    /// The table's rules in words (any time); with `preset`, that preset's as `/risk new`
    /// would play it.
    Rules {
        preset: Option<String>,
    },
    /// `/risk-admin …`: one of the table commands (kick, abandon, pause, resume, skip, replace)
    /// or `Settings`, allowed only to an actor with the admin permission.
    Admin(Box<Command>),
    /// `/risk-admin settings`: show, and change if options were given, this server's settings.
    Settings(Box<SettingsChange>),
    /// `/risk maps`: the boards a lobby here may choose, with their sizes.
    Maps,
    /// `/risk-admin map add`: a map file (name, bytes) made one of this server's boards.
    MapAdd {
        file_name: String,
        bytes: Vec<u8>,
    },
    /// `/risk-admin map remove`: the server's name for a board removed (games keep theirs).
    MapRemove {
        name: String,
    },
}

impl Command {
    /// The command's name as typed, for logs and history (no option values: they may be secret).
    pub fn name(&self) -> &'static str {
        match self {
            Command::New(_) => "risk new",
            Command::Join { .. } => "risk join",
            Command::Leave => "risk leave",
            Command::Team { .. } => "risk team",
            Command::AddAi { .. } => "risk add-ai",
            Command::Start => "risk start",
            Command::Status => "risk status",
            Command::Verify => "risk verify",
            Command::Stats { .. } => "risk stats",
            Command::Kick { .. } => "risk kick",
            Command::Abandon { .. } => "risk abandon",
            Command::Pause => "risk pause",
            Command::Resume => "risk resume",
            Command::Skip => "risk skip",
            Command::Vacation { .. } => "risk vacation",
            Command::Surrender => "risk surrender",
            Command::Replace { .. } => "risk replace",
            Command::Return => "risk return",
            Command::Undo => "undo",
            Command::Defend { .. } => "defend",
            Command::Claim { .. } => "claim",
            Command::Hq { .. } => "hq",
            Command::Bribe { .. } => "bribe",
            Command::Ally { .. } => "ally",
            Command::Airfield { .. } => "airfield",
            Command::Objective { .. } => "objective",
            Command::Draft { .. } => "draft",
            Command::Trade { .. } => "trade",
            Command::Attack { .. } => "attack",
            Command::Move { .. } => "move",
            Command::Fortify { .. } => "fortify",
            Command::End => "end",
            Command::Board { .. } => "board",
            Command::Territory { .. } => "territory",
            Command::Hand => "hand",
            Command::Rules { .. } => "risk rules",
            Command::Mission => "mission",
            Command::Odds { .. } => "odds",
            Command::History { .. } => "history",
            Command::Help { .. } => "help",
            Command::Admin(inner) => match **inner {
                Command::Kick { .. } => "risk-admin kick",
                Command::Abandon { .. } => "risk-admin abandon",
                Command::Pause => "risk-admin pause",
                Command::Resume => "risk-admin resume",
                Command::Skip => "risk-admin skip",
                Command::Replace { .. } => "risk-admin replace",
                Command::Settings(_) => "risk-admin settings",
                Command::MapAdd { .. } => "risk-admin map add",
                Command::MapRemove { .. } => "risk-admin map remove",
                _ => "risk-admin",
            },
            Command::Settings(_) => "risk-admin settings",
            Command::Maps => "risk maps",
            Command::MapAdd { .. } => "risk-admin map add",
            Command::MapRemove { .. } => "risk-admin map remove",
        }
    }
}
