//! The pure rules engine: no I/O, no clock, no global RNG, no logging, no async.
//! `Lobby::start` makes a `Game`; `Game::apply` changes it or explains why not.
//!
//! The core (`game`, `turn/`, `cards`, `victory`) plays the classic turn; each optional rule
//! system lives in `systems/` with its state, actions, queries and hooks.

mod cards;
pub mod dice;
pub mod error;
pub mod event;
mod explain;
pub mod fog;
mod fog_ai;
mod fog_totals;
pub mod game;
pub mod ids;
mod lobby;
pub mod map;
pub mod odds;
pub mod position;
mod presets;
pub mod rules;
pub mod systems;
pub mod turn;
mod victory;

pub use systems::edition;
pub use systems::missions as mission;

pub use dice::{Dice, ScriptedDice};
pub use error::{AllyRefusal, Expected, RuleViolation, TradeWindow};
pub use event::{BattleAfter, BonusDice, Event, Log, NoLog, Roll};
pub(crate) use explain::plural;
pub use fog::{Fog, Reader, Sight, View};
pub use game::{Game, Phase, MAX_ARMIES};
pub use ids::{CardId, CardMask, ContinentId, PlayerId, Set, TerritoryId};
pub use lobby::{board_fits, Lobby, SetupError};
pub use map::{Design, Map, MapError};
pub use mission::Mission;
pub use position::{Position, Start};
pub use rules::{DestroyedByOther, Fortify, MissionDeck, Placement, Rules, Setup, Victory};
pub use turn::{Action, AttackMode};
pub use victory::VictoryReason;
