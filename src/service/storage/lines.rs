//! The export file's lines: its header, one line per record, and a record decoded as what its
//! key says it is and checked as the engine and the service would use it; the report of what
//! a tool left out.

use std::io::Write;

use serde::{Deserialize, Serialize};

use super::store::{LogEntry, StoreError};
use crate::service::results::archive::Archive;
use crate::service::table::session::Session;
use crate::service::values::schema::{decode_as, Key, SCHEMA_VERSION};
use crate::service::values::server::ServerSettings;

pub const FORMAT: &str = "risk-bot export";

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Header {
    format: String,
    schema: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Line {
    pub(super) key: Key,
    pub(super) record: serde_json::Value,
}

/// What a tool found: records read and kept, those that did not decode (or, salvaging, came
/// back in no version at all), with why, and those kept that may be older than they were.
#[derive(Debug, Default)]
pub struct Report {
    pub good: u64,
    pub bad: Vec<(Key, String)>,
    /// Records kept from sled's files whose newest version may be lost, with why.
    pub older: Vec<(Key, String)>,
    /// Why sled will not open the database as it is (the bot, `db export` and `local` then
    /// cannot either), when it will not.
    pub unopened: Option<String>,
}

/// A record decoded as what its key says it is, and checked as the service would use it.
pub(super) enum Record {
    Session(Box<Session>),
    Log(LogEntry),
    Settings(Box<ServerSettings>),
    Archive(Archive),
    Standings(crate::service::results::stats::Standings),
    Parcel(Box<crate::service::values::parcel::Parcel>),
    Board(crate::maps::stored::BoardFile),
}

/// The message of a decoding error without serde's position in the record (a record is one
/// line of JSON: "line 1 column 873" says nothing to the operator).
pub(super) fn plain(e: impl std::fmt::Display) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(i) if text[i..].contains(" column ") => text[..i].to_string(),
        _ => text,
    }
}

pub(super) fn key_text(key: Key) -> String {
    serde_json::to_string(&key).unwrap_or_default()
}

/// Decodes a record of one key strictly (migrating older versions), refuses one that names
/// another key than the one it is stored under, and checks it as the engine and the service
/// would use it.
pub(super) fn read_record(key: Key, bytes: &[u8]) -> Result<Record, String> {
    fn typed<T: serde::de::DeserializeOwned>(key: Key, bytes: &[u8]) -> Result<T, String> {
        decode_as::<T>(key, bytes).map_err(|e| match e {
            StoreError::Corrupt(why) => plain(why),
            other => plain(other),
        })
    }
    Ok(match key {
        Key::Session { .. } => Record::Session(Box::new(typed::<Session>(key, bytes)?.stored()?)),
        Key::Log { seq, .. } => {
            let e: LogEntry = typed(key, bytes)?;
            if e.seq != seq {
                return Err(format!(
                    "the log entry is #{} but is stored as #{seq}",
                    e.seq
                ));
            }
            Record::Log(e)
        }
        Key::Settings { .. } => Record::Settings(Box::new(typed(key, bytes)?)),
        Key::Archive { .. } => {
            let a: Archive = typed(key, bytes)?;
            if a.key() != key {
                return Err(format!(
                    "the archive is {} but is stored as {}",
                    key_text(a.key()),
                    key_text(key)
                ));
            }
            Record::Archive(a)
        }
        Key::Standings { .. } => Record::Standings(typed(key, bytes)?),
        Key::Parcel { receipt, .. } => {
            let p: crate::service::values::parcel::Parcel = typed(key, bytes)?;
            if p.receipt != receipt {
                return Err(format!(
                    "the parcel is #{} but is stored as #{receipt}",
                    p.receipt
                ));
            }
            Record::Parcel(Box::new(p))
        }
        Key::Board { hash } => {
            let b: crate::maps::stored::BoardFile = typed(key, bytes)?;
            if b.hash() != hash {
                return Err(format!(
                    "the board's content hashes to {:016x} but is stored as {hash:016x}",
                    b.hash()
                ));
            }
            // Read (and kept in memory) here: the tables after it that name it find it.
            crate::maps::stored::remember(&b)
                .map_err(|p| format!("the board {} is refused: {p}", b.file_name))?;
            Record::Board(b)
        }
    })
}

/// Reads every board record found in `bytes` (a file of the database), so the tables after it
/// that name a board check against it wherever they lie in the files (`salvage`).
pub(super) fn remember_boards(bytes: &[u8]) {
    let marker = format!("{{\"v\":{SCHEMA_VERSION},\"key\":{{\"kind\":\"board\"");
    let marker = marker.as_bytes();
    for start in
        (0..bytes.len().saturating_sub(marker.len())).filter(|&i| bytes[i..].starts_with(marker))
    {
        let mut values =
            serde_json::Deserializer::from_slice(&bytes[start..]).into_iter::<serde_json::Value>();
        if let Some(Ok(v)) = values.next() {
            let end = start + values.byte_offset();
            if let Ok(key) = serde_json::from_value::<Key>(v["key"].clone()) {
                let _ = check_record(key, &bytes[start..end]);
            }
        }
    }
}

/// Decodes and checks a record as what its key says it is.
pub(super) fn check_record(key: Key, bytes: &[u8]) -> Result<(), String> {
    read_record(key, bytes).map(drop)
}

pub(super) fn write_line(out: &mut dyn Write, key: Key, bytes: &[u8]) -> Result<(), StoreError> {
    let record: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    let line = serde_json::to_string(&Line { key, record }).expect("lines serialise");
    writeln!(out, "{line}").map_err(super::store::io)
}

pub(super) fn write_header(out: &mut dyn Write) -> Result<(), StoreError> {
    let header = Header {
        format: FORMAT.into(),
        schema: SCHEMA_VERSION,
    };
    let line = serde_json::to_string(&header).expect("header serialises");
    writeln!(out, "{line}").map_err(super::store::io)
}

pub(super) fn read_header(line: &str) -> Result<(), String> {
    let not_export = || format!("not a {FORMAT} file (its first line is no export header)");
    let header: Header = serde_json::from_str(line).map_err(|_| not_export())?;
    if header.format != FORMAT {
        return Err(not_export());
    }
    if header.schema > SCHEMA_VERSION {
        return Err(StoreError::Version(header.schema).to_string());
    }
    Ok(())
}

/// A checked record other than a table, in the current version.
pub(super) fn encode_record(key: Key, record: &Record) -> Vec<u8> {
    match record {
        Record::Session(s) => crate::service::values::schema::encode(key, s),
        Record::Log(e) => crate::service::values::schema::encode(key, e),
        Record::Settings(x) => crate::service::values::schema::encode(key, x),
        Record::Archive(a) => crate::service::values::schema::encode(key, a),
        Record::Standings(x) => crate::service::values::schema::encode(key, x),
        Record::Parcel(x) => crate::service::values::schema::encode(key, x),
        Record::Board(x) => crate::service::values::schema::encode(key, x),
    }
}
