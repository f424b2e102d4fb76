//! A game's history over storage: its seal, steps, replay, verification and game file
//! (`fair`), the recap made from its replay (`recap`) and posted when it ends (`ending`), and the records kept after a change —
//! archives, standings, the live log's pruning (`records`).
//!
//! May use: `values`, `table`, `words`, `results` and `storage` below it, the engine.

pub(crate) mod ending;
pub mod fair;
pub mod recap;
pub(crate) mod records;
