//! The handlers: each answers its own part of the commands, matching its own sub-enum of
//! `Command` (`values::route`) — the lobby (`lobby`), moves of the game (`play`), the
//! table's own business and a server's settings (`admin`), what time does (`deadline`) and
//! the commands that only read (`info`).
//!
//! May use: every folder below it, the engine and the AI; never another handler (what two
//! need lives a layer down).

pub(crate) mod admin;
pub(crate) mod deadline;
pub(crate) mod info;
pub(crate) mod lobby;
pub(crate) mod maps;
pub(crate) mod play;
