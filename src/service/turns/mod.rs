//! Moving the game on: actions applied with their words and undo, AI rounds (`turn`, `ai`), seats
//! leaving and a table nobody plays ended (`leaving`), and an
//! attack held for the defender's dice, answered or resolved at its deadline (`defend`). Every
//! handler above moves the game through these.
//!
//! May use: every folder below it (`values`, `table`, `words`, `results`, `storage`,
//! `history`), the engine and the AI.

pub(crate) mod ai;
pub(crate) mod defend;
pub(crate) mod leaving;
pub(crate) mod turn;
