//! Storage: the `Store` trait and its in-memory form (`store`), the sled database
//! (`sled_store`), a database's check, export, import and private files (`dump`),
//! the export file's lines and a record checked as the service would use it (`lines`), and
//! what can be read of a damaged database (`salvage`).
//!
//! May use: `values`, `table` and `results` below it (the records it keeps), the engine.

pub mod dump;
pub(crate) mod lines;
pub(crate) mod salvage;
pub(crate) mod sled_store;
pub(crate) mod store;
