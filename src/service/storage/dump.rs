//! The operator's tools over a database: `check` (does every record decode), `export` to a
//! portable, versioned JSON-lines file, `import` of one, and `salvage`: an export of whatever
//! still decodes when sled refuses to open a damaged database, read straight from its files.
//!
//! An export is a header line `{"format":"risk-bot export","schema":N}`, then one line per
//! record: `{"key":…,"record":…}` where `record` is the stored envelope itself (version, key,
//! data), so an export of any version imports into a later build through the migrations.

use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::sled_store::SledStore;
use super::store::{LogEntry, StoreError};
use crate::service::results::archive::Archive;
use crate::service::table::session::Session;
use crate::service::values::keys::ChannelKey;
use crate::service::values::schema::{decode, decode_keyed, Key, SCHEMA_VERSION};
use crate::service::values::server::ServerSettings;

pub const FORMAT: &str = "risk-bot export";

/// Files and directories for the bot's user only (exports, backups), as the database gets.
pub use super::sled_store::{create_private, create_private_dir};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    format: String,
    schema: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Line {
    key: Key,
    record: serde_json::Value,
}

/// What a tool found: records read and kept, and those that did not decode, with why.
#[derive(Debug, Default)]
pub struct Report {
    pub good: u64,
    pub bad: Vec<(Key, String)>,
}

/// Decodes a record as what its key says it is (strictly, migrating older versions).
fn check_record(key: Key, bytes: &[u8]) -> Result<(), StoreError> {
    match key {
        Key::Session { .. } => decode::<Session>(bytes).map(drop),
        Key::Log { .. } => decode::<LogEntry>(bytes).map(drop),
        Key::Settings { .. } => decode::<ServerSettings>(bytes).map(drop),
        Key::Archive { .. } => decode::<Archive>(bytes).map(drop),
        Key::Standings { .. } => {
            decode::<crate::service::results::stats::Standings>(bytes).map(drop)
        }
    }
}

/// Every record of the database decodes, or the report names those that do not.
pub fn check(store: &SledStore) -> Result<Report, StoreError> {
    let mut report = Report::default();
    store.records(|key, bytes| match check_record(key, bytes) {
        Ok(()) => report.good += 1,
        Err(e) => report.bad.push((key, e.to_string())),
    })?;
    Ok(report)
}

fn write_line(out: &mut dyn Write, key: Key, bytes: &[u8]) -> Result<(), StoreError> {
    let record: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    let line = serde_json::to_string(&Line { key, record }).expect("lines serialise");
    writeln!(out, "{line}").map_err(super::store::io)
}

fn write_header(out: &mut dyn Write) -> Result<(), StoreError> {
    let header = Header {
        format: FORMAT.into(),
        schema: SCHEMA_VERSION,
    };
    let line = serde_json::to_string(&header).expect("header serialises");
    writeln!(out, "{line}").map_err(super::store::io)
}

/// Writes every record that decodes to `out`; the report names those left out.
pub fn export(store: &SledStore, out: &mut dyn Write) -> Result<Report, StoreError> {
    write_header(out)?;
    let mut report = Report::default();
    let mut failed = None;
    store.records(|key, bytes| {
        if failed.is_some() {
            return;
        }
        match check_record(key, bytes) {
            Ok(()) => match write_line(out, key, bytes) {
                Ok(()) => report.good += 1,
                Err(e) => failed = Some(e),
            },
            Err(e) => report.bad.push((key, e.to_string())),
        }
    })?;
    match failed {
        Some(e) => Err(e),
        None => Ok(report),
    }
}

/// Reads an export into `store` (records with the same key are replaced), then flushes once.
/// Sessions are written through the store's commit path, so the wake-up index and the census
/// follow them.
pub fn import(store: &SledStore, input: impl BufRead) -> Result<Report, StoreError> {
    let corrupt = |e: &dyn std::fmt::Display| StoreError::Corrupt(e.to_string());
    let mut lines = input.lines();
    let header = lines
        .next()
        .ok_or_else(|| corrupt(&"empty file"))?
        .map_err(super::store::io)?;
    let header: Header = serde_json::from_str(&header).map_err(|e| corrupt(&e))?;
    if header.format != FORMAT {
        return Err(corrupt(&format!("not a {FORMAT} file")));
    }
    if header.schema > SCHEMA_VERSION {
        return Err(StoreError::Version(header.schema));
    }
    let mut report = Report::default();
    for line in lines {
        let line = line.map_err(super::store::io)?;
        if line.trim().is_empty() {
            continue;
        }
        let line: Line = serde_json::from_str(&line).map_err(|e| corrupt(&e))?;
        let bytes = serde_json::to_vec(&line.record).expect("values serialise");
        match put(store, line.key, &bytes) {
            Ok(()) => report.good += 1,
            Err(e) => report.bad.push((line.key, e.to_string())),
        }
    }
    store.flush()?;
    Ok(report)
}

fn put(store: &SledStore, key: Key, bytes: &[u8]) -> Result<(), StoreError> {
    check_record(key, bytes)?;
    match key {
        Key::Session { channel } => {
            let s: Session = decode(bytes)?;
            store.write_unsynced(ChannelKey(channel), &s, &[])
        }
        // Re-encoded in the current version.
        Key::Log { .. } => store.put_record(
            key,
            &crate::service::values::schema::encode(key, &decode::<LogEntry>(bytes)?),
        ),
        Key::Settings { .. } => store.put_record(
            key,
            &crate::service::values::schema::encode(key, &decode::<ServerSettings>(bytes)?),
        ),
        Key::Archive { .. } => store.put_record(
            key,
            &crate::service::values::schema::encode(key, &decode::<Archive>(bytes)?),
        ),
        Key::Standings { .. } => store.put_record(
            key,
            &crate::service::values::schema::encode(
                key,
                &decode::<crate::service::results::stats::Standings>(bytes)?,
            ),
        ),
    }
}

/// Exports what can be read of the database at `path`: through sled when it opens, otherwise
/// by scanning its files (`db`, `snap.*`, `blobs/*`) for records, which name their own keys.
/// A session found in several versions (sled's log keeps old ones until it reclaims them)
/// is taken with the longest log, the last one found among equals.
pub fn salvage(path: &Path, out: &mut dyn Write) -> Result<Report, StoreError> {
    let opened = std::panic::catch_unwind(|| SledStore::open(path));
    if let Ok(Ok(store)) = opened {
        return export(&store, out);
    }
    let mut found: HashMap<Key, (u64, Vec<u8>)> = HashMap::new();
    for file in files(path) {
        let Ok(bytes) = std::fs::read(&file) else {
            continue;
        };
        scan(&bytes, &mut found);
    }
    write_header(out)?;
    let mut keys: Vec<&Key> = found.keys().collect();
    keys.sort_by_key(|k| serde_json::to_string(k).unwrap_or_default());
    let mut report = Report::default();
    for key in keys {
        write_line(out, *key, &found[key].1)?;
        report.good += 1;
    }
    Ok(report)
}

fn files(path: &Path) -> Vec<std::path::PathBuf> {
    let mut files = vec![];
    for dir in [path.to_path_buf(), path.join("blobs")] {
        if let Ok(entries) = std::fs::read_dir(dir) {
            files.extend(entries.flatten().map(|e| e.path()).filter(|p| p.is_file()));
        }
    }
    files
}

/// Finds every record in `bytes` that decodes, keeping per key the best version.
fn scan(bytes: &[u8], found: &mut HashMap<Key, (u64, Vec<u8>)>) {
    // Every version that names its key (2 on).
    for v in 2..=SCHEMA_VERSION {
        scan_version(bytes, v, found);
    }
}

fn scan_version(bytes: &[u8], v: u32, found: &mut HashMap<Key, (u64, Vec<u8>)>) {
    let marker = format!("{{\"v\":{v},\"key\":{{\"kind\":\"");
    let marker = marker.as_bytes();
    let mut at = 0;
    while let Some(i) = find(&bytes[at..], marker) {
        let start = at + i;
        at = start + 1;
        let mut values =
            serde_json::Deserializer::from_slice(&bytes[start..]).into_iter::<serde_json::Value>();
        let Some(Ok(value)) = values.next() else {
            continue;
        };
        let end = start + values.byte_offset();
        let record = &bytes[start..end];
        let Ok((Some(key), ())) = decode_keyed::<serde_json::Value>(record).map(|(k, _)| (k, ()))
        else {
            continue;
        };
        if check_record(key, record).is_err() {
            continue;
        }
        let rank = value["data"]["log_len"].as_u64().unwrap_or(0);
        let better = found.get(&key).is_none_or(|(r, _)| rank >= *r);
        if better {
            found.insert(key, (rank, record.to_vec()));
        }
        at = end;
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}
