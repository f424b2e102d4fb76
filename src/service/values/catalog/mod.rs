//! Every command a player can type, declared once: its name, its options (kind, range, what
//! they offer), the one-line description Discord shows and the help text. The Discord adapter
//! registers and dispatches from this table, the console parses with it, `/help` and the
//! README's command table are made from it, and `parse` is the one place that turns given
//! options into a `Command`.
//!
//! Its files: what a declaration is made of (`spec`), the declaration table (`table`, the one
//! file over 600 lines: a list), and the parser from given options to a `Command` (`parse`).
//! The player-facing help made from it is `words::help`.

mod localised;
mod parse;
mod spec;
mod table;
#[cfg(test)]
mod tests;

pub use localised::{find_in, group_about, group_about_in, group_name_in};
pub use parse::{parse, InputError, Value};
pub use spec::{Kind, Opt, Scope, Spec, Suggest};
pub use table::{find, markdown_table, COMMANDS, GROUPS};
