//! The values every layer uses, needing no table: who asks (`keys`), what they ask for
//! (`command`, declared once with its options and help in `catalog`, taken apart for its
//! handler in `route`), why a request is refused (`refusal`, `error`), what to deliver
//! (`outcome`) and the outbox that keeps it until delivered (`parcel`), a server's settings
//! (`server`), the record format (`schema`), a game's seal and steps (`steps`) and what a move
//! could be (`offers`).
//!
//! May use: the engine and the AI only; nothing else of the service.

pub mod catalog;
pub(crate) mod command;
pub(crate) mod error;
pub(crate) mod keys;
pub mod offers;
pub(crate) mod outcome;
pub(crate) mod parcel;
pub(crate) mod refusal;
pub(crate) mod route;
pub(crate) mod schema;
pub(crate) mod server;
pub(crate) mod steps;
