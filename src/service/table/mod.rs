//! The table: one channel's seats, game and clock (`session`), its timing options (`clock`),
//! and what a command's change to it is (`Change`).
//!
//! May use: `values` below it, the engine and the AI.

pub mod clock;
pub(crate) mod session;
