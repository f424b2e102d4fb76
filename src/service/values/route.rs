//! One dispatch: a `Command` taken apart into the part of the service that answers it, each
//! part with its own enum of the commands it answers (their fields moved over as they are).
//! `Command::route` is the one match from a command to its part, and each handler matches its
//! own enum with every variant named: a new command does not compile until its handler
//! answers it.

use crate::ai::AiLevel;

use super::command::{Command, NewGame, SettingsChange, Troops};
use super::keys::UserKey;

/// Which part of the service answers a command, with the command.
#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    /// Reads only: board, hand, odds, help, ... (`handlers::info`).
    Read(ReadCommand),
    /// Opening, seating, starting, kicking, abandoning (`handlers::lobby`).
    Lobby(LobbyCommand),
    /// A move of the game (`handlers::play`).
    Play(PlayCommand),
    /// The defender's answer to a held attack (`turns::defend`).
    Defend { dice: u8, attack: u64 },
    /// The table's own business: clocks, vacations, surrender, seats, undo (`handlers::admin`).
    Table(TableCommand),
    /// `/risk-admin` around a table command or the settings; `None` around anything else.
    Admin(Option<AdminCommand>),
    /// A server's own business, answered outside any table (`GameService::handle_in_server`).
    Server(ServerCommand),
}

/// The commands that only read.
#[derive(Clone, Debug, PartialEq)]
pub enum ReadCommand {
    Status,
    Board {
        player: Option<String>,
        continent: Option<String>,
        region: Option<String>,
        whole: bool,
    },
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
        file: bool,
    },
    Help {
        command: Option<String>,
    },
    Rules {
        preset: Option<String>,
    },
    Verify,
}

/// The lobby's commands.
#[derive(Clone, Debug, PartialEq)]
pub enum LobbyCommand {
    New(Box<NewGame>),
    Join { color: Option<String> },
    Leave,
    Team { team: String },
    AddAi { level: Option<AiLevel> },
    Start,
    Kick { player: String },
    Abandon { confirm: bool },
}

/// The moves of the game.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayCommand {
    Claim {
        territory: String,
    },
    Hq {
        territory: String,
    },
    Bribe {
        neutral: String,
        card: String,
    },
    Ally {
        territory: String,
        troops: Option<u16>,
    },
    Airfield {
        territory: String,
    },
    Objective {
        name: Option<String>,
        discard: Option<String>,
    },
    Draft {
        territory: String,
        troops: Troops,
    },
    Trade {
        cards: String,
        bonus: Option<String>,
    },
    Attack {
        from: String,
        to: String,
        dice: Option<u8>,
        blitz: bool,
        stop_at: Option<u16>,
        commander: bool,
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
}

/// The table's own business.
#[derive(Clone, Debug, PartialEq)]
pub enum TableCommand {
    Pause,
    Resume,
    Skip,
    Vacation {
        days: u16,
    },
    Surrender,
    Replace {
        player: String,
        user: UserKey,
        name: String,
    },
    Return,
    Undo,
}

/// What `/risk-admin` may wrap: a host's table commands, and the server's settings.
#[derive(Clone, Debug, PartialEq)]
pub enum AdminCommand {
    Lobby(LobbyCommand),
    Table(TableCommand),
    Settings(Box<SettingsChange>),
    /// `/risk-admin map add`.
    MapAdd {
        file_name: String,
        bytes: Vec<u8>,
    },
    /// `/risk-admin map remove`.
    MapRemove {
        name: String,
    },
}

/// A server's own business.
#[derive(Clone, Debug, PartialEq)]
pub enum ServerCommand {
    /// `/risk-admin settings`.
    Settings(Box<SettingsChange>),
    /// `/risk stats`.
    Stats { player: Option<String> },
    /// `/risk maps`.
    Maps,
    /// `/risk-admin map add`.
    MapAdd { file_name: String, bytes: Vec<u8> },
    /// `/risk-admin map remove`.
    MapRemove { name: String },
}

impl LobbyCommand {
    /// Whether a server admin may give it under `/risk-admin` (for a table they do not host).
    fn for_admins(&self) -> bool {
        match self {
            LobbyCommand::Kick { .. } | LobbyCommand::Abandon { .. } => true,
            LobbyCommand::New(_)
            | LobbyCommand::Join { .. }
            | LobbyCommand::Leave
            | LobbyCommand::Team { .. }
            | LobbyCommand::AddAi { .. }
            | LobbyCommand::Start => false,
        }
    }
}

impl TableCommand {
    /// Whether a server admin may give it under `/risk-admin`.
    fn for_admins(&self) -> bool {
        match self {
            TableCommand::Pause
            | TableCommand::Resume
            | TableCommand::Skip
            | TableCommand::Replace { .. } => true,
            TableCommand::Vacation { .. }
            | TableCommand::Surrender
            | TableCommand::Return
            | TableCommand::Undo => false,
        }
    }
}

impl Command {
    /// The one decision per command: which part answers it, with its fields.
    pub fn route(self) -> Route {
        match self {
            Command::Status => Route::Read(ReadCommand::Status),
            Command::Board {
                player,
                continent,
                region,
                whole,
            } => Route::Read(ReadCommand::Board {
                player,
                continent,
                region,
                whole,
            }),
            Command::Territory { name } => Route::Read(ReadCommand::Territory { name }),
            Command::Hand => Route::Read(ReadCommand::Hand),
            Command::Mission => Route::Read(ReadCommand::Mission),
            Command::Odds {
                attackers,
                defenders,
                from,
                to,
            } => Route::Read(ReadCommand::Odds {
                attackers,
                defenders,
                from,
                to,
            }),
            Command::History { count, file } => Route::Read(ReadCommand::History { count, file }),
            Command::Help { command } => Route::Read(ReadCommand::Help { command }),
            Command::Rules { preset } => Route::Read(ReadCommand::Rules { preset }),
            Command::Verify => Route::Read(ReadCommand::Verify),
            Command::New(opts) => Route::Lobby(LobbyCommand::New(opts)),
            Command::Join { color } => Route::Lobby(LobbyCommand::Join { color }),
            Command::Leave => Route::Lobby(LobbyCommand::Leave),
            Command::Team { team } => Route::Lobby(LobbyCommand::Team { team }),
            Command::AddAi { level } => Route::Lobby(LobbyCommand::AddAi { level }),
            Command::Start => Route::Lobby(LobbyCommand::Start),
            Command::Kick { player } => Route::Lobby(LobbyCommand::Kick { player }),
            Command::Abandon { confirm } => Route::Lobby(LobbyCommand::Abandon { confirm }),
            Command::Claim { territory } => Route::Play(PlayCommand::Claim { territory }),
            Command::Hq { territory } => Route::Play(PlayCommand::Hq { territory }),
            Command::Bribe { neutral, card } => Route::Play(PlayCommand::Bribe { neutral, card }),
            Command::Ally { territory, troops } => {
                Route::Play(PlayCommand::Ally { territory, troops })
            }
            Command::Airfield { territory } => Route::Play(PlayCommand::Airfield { territory }),
            Command::Objective { name, discard } => {
                Route::Play(PlayCommand::Objective { name, discard })
            }
            Command::Draft { territory, troops } => {
                Route::Play(PlayCommand::Draft { territory, troops })
            }
            Command::Trade { cards, bonus } => Route::Play(PlayCommand::Trade { cards, bonus }),
            Command::Attack {
                from,
                to,
                dice,
                blitz,
                stop_at,
                commander,
                move_in,
            } => Route::Play(PlayCommand::Attack {
                from,
                to,
                dice,
                blitz,
                stop_at,
                commander,
                move_in,
            }),
            Command::Move { troops } => Route::Play(PlayCommand::Move { troops }),
            Command::Fortify { from, to, troops } => {
                Route::Play(PlayCommand::Fortify { from, to, troops })
            }
            Command::End => Route::Play(PlayCommand::End),
            Command::Defend { dice, attack } => Route::Defend { dice, attack },
            Command::Pause => Route::Table(TableCommand::Pause),
            Command::Resume => Route::Table(TableCommand::Resume),
            Command::Skip => Route::Table(TableCommand::Skip),
            Command::Vacation { days } => Route::Table(TableCommand::Vacation { days }),
            Command::Surrender => Route::Table(TableCommand::Surrender),
            Command::Replace { player, user, name } => {
                Route::Table(TableCommand::Replace { player, user, name })
            }
            Command::Return => Route::Table(TableCommand::Return),
            Command::Undo => Route::Table(TableCommand::Undo),
            Command::Admin(inner) => Route::Admin(match inner.route() {
                Route::Lobby(c) => c.for_admins().then_some(AdminCommand::Lobby(c)),
                Route::Table(c) => c.for_admins().then_some(AdminCommand::Table(c)),
                Route::Server(ServerCommand::Settings(c)) => Some(AdminCommand::Settings(c)),
                Route::Server(ServerCommand::MapAdd { file_name, bytes }) => {
                    Some(AdminCommand::MapAdd { file_name, bytes })
                }
                Route::Server(ServerCommand::MapRemove { name }) => {
                    Some(AdminCommand::MapRemove { name })
                }
                Route::Server(ServerCommand::Stats { .. } | ServerCommand::Maps)
                | Route::Read(_)
                | Route::Play(_)
                | Route::Defend { .. }
                | Route::Admin(_) => None,
            }),
            Command::Settings(change) => Route::Server(ServerCommand::Settings(change)),
            Command::Stats { player } => Route::Server(ServerCommand::Stats { player }),
            Command::Maps => Route::Server(ServerCommand::Maps),
            Command::MapAdd { file_name, bytes } => {
                Route::Server(ServerCommand::MapAdd { file_name, bytes })
            }
            Command::MapRemove { name } => Route::Server(ServerCommand::MapRemove { name }),
        }
    }
}
