//! The pure rules engine: no I/O, no clock, no global RNG, no logging, no async.
//! `Lobby::start` makes a `Game`; `Game::apply` changes it or explains why not.

pub mod dice;
pub mod edition;
pub mod error;
pub mod event;
mod explain;
pub mod game;
pub mod ids;
pub mod map;
pub mod mission;
pub mod odds;
pub mod position;
pub mod rules;
mod setup;
mod team;
pub mod turn;

pub use dice::{Dice, ScriptedDice};
pub use error::{AllyRefusal, Expected, RuleViolation, TradeWindow};
pub use event::{BattleAfter, BonusDice, Event, Roll};
pub use game::{Game, Lobby, Phase, SetupError, MAX_ARMIES};
pub use ids::{CardId, CardMask, ContinentId, PlayerId, Set, TerritoryId};
pub use map::{Design, Map, MapError};
pub use mission::Mission;
pub use position::{Position, Start};
pub use rules::{DestroyedByOther, Fortify, MissionDeck, Placement, Rules, Setup, Victory};
pub use turn::{Action, AttackMode};
