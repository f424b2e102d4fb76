//! Storage: the `Store` trait and its in-memory form (`store`); the sled database
//! (`sled_store`) over its trees (`trees`), their records (`tree_records`), the commits that
//! share one durable flush (`group`), online compaction's
//! files (`compaction`) and the bot's private files (`private`); a database's check, export and
//! import (`dump`), the export file's lines and a record checked as the service would use it
//! (`lines`), and what can be read of a damaged database (`salvage`) from the records in sled's files
//! (`scan`) read at their places in sled's log (`sled_log`).
//!
//! May use: `values`, `table` and `results` below it (the records it keeps), the engine.

pub(crate) mod compaction;
pub mod dump;
pub(crate) mod group;
pub(crate) mod lines;
pub(crate) mod private;
pub(crate) mod salvage;
pub(crate) mod scan;
pub(crate) mod sled_log;
pub(crate) mod sled_store;
pub(crate) mod store;
pub(crate) mod tree_records;
pub(crate) mod trees;
