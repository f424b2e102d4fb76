//! Moving the game on: actions applied with their words and undo, AI rounds (`turn`), and an
//! attack held for the defender's dice, answered or resolved at its deadline (`defend`). Every
//! handler above moves the game through these.
//!
//! May use: every folder below it (`values`, `table`, `words`, `results`, `storage`,
//! `history`), the engine and the AI.

pub(crate) mod defend;
pub(crate) mod turn;
