//! What a table leaves behind, as values: a finished game's archive (`archive`), a server's
//! standings (`stats`) and the operator's log line for each change (`events`).
//!
//! May use: `values` and `table` below it, the engine.

pub(crate) mod archive;
pub(crate) mod events;
pub mod stats;
