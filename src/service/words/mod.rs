//! Words: every player-facing text made from a table — events, boards, hands and prompts
//! (`text`), help (`help`), the rules in sentences (`rules_text`) and the buttons and menus under a post
//! (`components`).
//!
//! May use: `values` and `table` below it, the engine and the AI.

pub mod components;
pub(crate) mod help;
pub mod rules_text;
pub mod text;
