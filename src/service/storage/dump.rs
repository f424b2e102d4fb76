//! The operator's tools over a database: `check` (does every record decode), `export` to a
//! portable, versioned JSON-lines file, `import` of one, and `salvage`: an export of whatever
//! still decodes when sled refuses to open a damaged database, read straight from its files.
//!
//! An export is a header line `{"format":"risk-bot export","schema":N}`, then one line per
//! record: `{"key":…,"record":…}` where `record` is the stored envelope itself (version, key,
//! data), so an export of any version imports into a later build through the migrations.

use std::io::{BufRead, Write};
use std::path::Path;

use super::lines::{
    check_record, encode_record, key_text, plain, read_header, read_record, write_header,
    write_line, Line, Record,
};
use super::salvage::gather;
use super::sled_store::SledStore;
use super::store::StoreError;
use crate::service::values::keys::ChannelKey;
use crate::service::values::schema::Key;

/// Files and directories for the bot's user only (exports, backups), as the database gets.
pub use super::private::{create_private, create_private_dir};

pub use super::lines::{Report, FORMAT};
pub use super::salvage::salvage;

/// Every record of the database at `path` decodes and holds together, or the report names
/// those that do not, and what sled would lose of a damaged database (`gather`).
pub fn check(path: &Path) -> Result<Report, StoreError> {
    Ok(gather(path)?.report)
}

/// Writes every record that decodes to `out`; the report names those left out.
pub fn export(store: &SledStore, out: &mut dyn Write) -> Result<Report, StoreError> {
    write_records(store, out, |_| true)
}

/// Writes the header and every record `wanted` picks that decodes; the report names those left
/// out. A write that fails stops the export.
fn write_records(
    store: &SledStore,
    out: &mut dyn Write,
    mut wanted: impl FnMut(Key) -> bool,
) -> Result<Report, StoreError> {
    write_header(out)?;
    let mut report = Report::default();
    let mut failed = None;
    store.records(|key, bytes| {
        if failed.is_some() || !wanted(key) {
            return;
        }
        match check_record(key, bytes) {
            Ok(()) => match write_line(out, key, bytes) {
                Ok(()) => report.good += 1,
                Err(e) => failed = Some(e),
            },
            Err(e) => report.bad.push((key, e)),
        }
    })?;
    match failed {
        Some(e) => Err(e),
        None => Ok(report),
    }
}

/// Writes the records of the servers `keep` picks (by guild id) to `out`, in the export's
/// format (`import` reads it): their tables with their logs, archives and undelivered
/// messages, their settings and standings, and every imported board. A table's server is the one its lobby opened in;
/// the channels whose server is not recorded (the console's tables, tables stored before it
/// was kept, archives whose table is gone) are left out and returned, sorted, for the operator to hear of.
pub fn export_servers(
    store: &SledStore,
    keep: impl Fn(u64) -> bool,
    out: &mut dyn Write,
) -> Result<(Report, Vec<u64>), StoreError> {
    let mut servers = std::collections::HashMap::new();
    store.records(|key, bytes| {
        if let (Key::Session { channel }, Ok(Record::Session(s))) = (key, read_record(key, bytes)) {
            if let Some(guild) = s.guild {
                servers.insert(channel, guild);
            }
        }
    })?;
    let mut unplaced = std::collections::BTreeSet::new();
    let mut picked = |channel: u64| match servers.get(&channel) {
        Some(&guild) => keep(guild),
        None => {
            unplaced.insert(channel);
            false
        }
    };
    let report = write_records(store, out, |key| match key {
        Key::Session { channel }
        | Key::Log { channel, .. }
        | Key::Archive { channel, .. }
        | Key::Parcel { channel, .. } => picked(channel),
        Key::Settings { guild } | Key::Standings { guild } => keep(guild),
        // Every board: small, shared by content, and a table may name any stored one.
        Key::Board { .. } => true,
    })?;
    Ok((report, unplaced.into_iter().collect()))
}

/// Why an import stored nothing.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// Lines of the file that cannot be imported, each as "line N: why".
    #[error("nothing was imported, the database is as it was:\n{}", .0.join("\n"))]
    Refused(Vec<String>),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// At most this many refused lines are listed.
const REFUSALS_SHOWN: usize = 20;

/// Reads an export into `store`, all or nothing: every line is read and checked first (a
/// refused line is named by its line number in the file, and nothing is stored), then every
/// record is written in one transaction and flushed once. Records with the same key are
/// replaced; sessions keep their wake-up index and census beside them.
pub fn import(store: &SledStore, input: impl BufRead) -> Result<Report, ImportError> {
    let mut refused = Vec::new();
    let mut sessions = Vec::new();
    let mut others = Vec::new();
    let mut header_seen = false;
    let mut read = Vec::new();
    for (i, line) in input.lines().enumerate() {
        let n = i + 1;
        let line = line.map_err(|e| ImportError::Refused(vec![format!("line {n}: {e}")]))?;
        if !header_seen {
            header_seen = true;
            if let Err(why) = read_header(&line) {
                return Err(ImportError::Refused(vec![format!("line {n}: {why}")]));
            }
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        read.push((n, serde_json::from_str::<Line>(&line)));
    }
    // Boards first, wherever they are in the file: the tables naming one are checked on it.
    read.sort_by_key(|(_, l)| {
        !matches!(
            l,
            Ok(Line {
                key: Key::Board { .. },
                ..
            })
        )
    });
    for (n, line) in read {
        let parsed = line
            .map_err(|e| format!("not a record line ({})", plain(e)))
            .and_then(|l| {
                let bytes = serde_json::to_vec(&l.record).expect("values serialise");
                read_record(l.key, &bytes)
                    .map(|r| (l.key, r))
                    .map_err(|e| format!("{}: {e}", key_text(l.key)))
            });
        match parsed {
            Ok((Key::Session { channel }, Record::Session(s))) => {
                sessions.push((ChannelKey(channel), *s));
            }
            Ok((key, record)) => others.push((key, encode_record(key, &record))),
            Err(why) => refused.push((n, format!("line {n}: {why}"))),
        }
    }
    refused.sort();
    let mut refused: Vec<String> = refused.into_iter().map(|(_, why)| why).collect();
    if !header_seen {
        return Err(ImportError::Refused(vec![
            "line 1: the file is empty (an export starts with its header line)".into(),
        ]));
    }
    if !refused.is_empty() {
        let more = refused.len().saturating_sub(REFUSALS_SHOWN);
        refused.truncate(REFUSALS_SHOWN);
        if more > 0 {
            refused.push(format!("… and {more} more lines"));
        }
        return Err(ImportError::Refused(refused));
    }
    store.import_all(&sessions, &others)?;
    store.flush()?;
    Ok(Report {
        good: (sessions.len() + others.len()) as u64,
        ..Report::default()
    })
}
