//! A game's history over storage: its seal, steps, game file and verdict (`fair`), its replay
//! and verification (`replay`), the recap made from the replay (`recap`) and posted when the
//! game ends (`ending`), what a web page may show of a game (`page`), and the records kept after a change — archives, standings, the live
//! log's pruning (`records`).
//!
//! May use: `values`, `table`, `words`, `results` and `storage` below it, the engine.

pub(crate) mod ending;
pub mod fair;
pub mod page;
pub mod recap;
pub(crate) mod records;
pub(crate) mod replay;
