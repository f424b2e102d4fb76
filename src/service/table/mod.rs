//! The table: one channel's seats, game and clock, and what a command's change to it is
//! (`session`); its timing options (`clock`); the lobby's options made into its rules and
//! timing (`options`); who runs it (`host`); how it shows its seats (`shown`).
//!
//! May use: `values` below it, the engine and the AI.

pub mod clock;
pub(crate) mod host;
pub(crate) mod options;
pub(crate) mod session;
mod shown;
