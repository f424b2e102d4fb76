//! A game's history over storage: its seal, steps, replay, verification and game file
//! (`fair`), the recap posted when it ends (`recap`), and the records kept after a change —
//! archives, standings, the live log's pruning (`records`).
//!
//! May use: `values`, `table`, `words`, `results` and `storage` below it, the engine.

pub mod fair;
pub mod recap;
pub(crate) mod records;
