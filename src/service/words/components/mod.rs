//! Buttons and select menus on the prompt to the player to move: what is legal now (asked of
//! the engine through `offers`), each turned back into the same `Command` the slash command
//! makes. A component's id names the game, the table's state version and the seat it is for:
//! `go:<game>:<version>:<seat>:<verb>[:<arg>]` (a menu's pick comes as its value). Nothing else
//! is kept, so components work after a restart; a click for another seat is refused as "not
//! your turn", one from an older state with the current prompt; nothing changes either way.
//!
//! Its files: the pieces (`parts`), what is worth offering (`choices`), the rows under a post
//! (`rows`) and a click read back (`read`).

mod choices;
mod parts;
mod read;
mod rows;

pub(crate) use read::{read, Click};
pub(crate) use rows::attach;
pub use rows::prompt_rows;
