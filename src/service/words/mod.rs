//! Words: every player-facing text made from a table — events, boards, hands and prompts
//! (`text`), help (`help`), what a player typed read on the map (`input`), a lobby's status
//! and options (`lobby`), the board picture's input and a deadline's words (`picture`), the
//! rules in sentences (`rules_text`) and the buttons and menus under a post (`components`).
//!
//! May use: `values` and `table` below it, the engine and the AI.

pub mod components;
pub(crate) mod help;
pub(crate) mod input;
pub(crate) mod lobby;
pub(crate) mod picture;
pub mod rules_text;
pub mod text;
