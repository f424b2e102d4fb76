//! Storage: the `Store` trait and its in-memory form (`store`), the sled database
//! (`sled_store`), and a database's export, import and private files (`dump`).
//!
//! May use: `values`, `table` and `results` below it (the records it keeps), the engine.

pub mod dump;
pub(crate) mod sled_store;
pub(crate) mod store;
