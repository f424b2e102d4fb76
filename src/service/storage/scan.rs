//! The records in sled's files (`scan_files`), read without sled: every version of every
//! record that its whole messages hold, each at its place in sled's log (`sled_log`), the
//! versions in damaged stretches of the log, and the records sled's log says were deleted.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use super::lines::{check_record, remember_boards};
use super::sled_log::{read_log, BLOB_LINK, BLOB_META, BLOB_NODE, CANCELED, CAP, FREE, NODE};
use super::trees::key_of;
use crate::service::values::schema::{Key, SCHEMA_VERSION};

/// The trees records live in, in the order the database reads them.
pub(super) const TREES: [&str; 7] = [
    "session",
    "log",
    "settings",
    "archive",
    "standings",
    "parcel",
    "board",
];

/// A key's place in the database: its tree, then its numbers as sled orders their bytes.
pub(super) fn place(key: Key) -> (u8, u64, u64) {
    match key {
        Key::Session { channel } => (0, channel, 0),
        Key::Log { channel, seq } => (1, channel, seq),
        Key::Settings { guild } => (2, guild, 0),
        Key::Archive { channel, number } => (3, channel, number.into()),
        Key::Standings { guild } => (4, guild, 0),
        Key::Parcel { channel, receipt } => (5, channel, receipt),
        Key::Board { hash } => (6, hash, 0),
    }
}

/// A version of a record found in the files: its place in sled's log (the LSN of the
/// message it is in, or of its bytes in a damaged stretch; a blob file is named by it), how
/// far its table had got, and its bytes.
pub(super) struct Candidate {
    pub(super) lsn: Option<u64>,
    /// The sled page whose message holds it, when known.
    pub(super) pid: Option<u64>,
    pub(super) progress: u64,
    pub(super) offset: u64,
    pub(super) bytes: Vec<u8>,
}

/// Whether a version at `a` is newer than one at `b` (both found in the files); versions
/// whose place in sled's log is unknown are not taken over one whose place is known.
pub(super) fn newer(a: Option<u64>, b: Option<u64>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a > b,
        (Some(_), None) => true,
        (None, Some(_)) | (None, None) => false,
    }
}

#[derive(Default)]
pub(super) struct Scanned {
    /// Per key, its newest version that decodes and checks.
    pub(super) best: HashMap<Key, Candidate>,
    /// Every version that decodes, with a known place in the log: the latest place of each,
    /// with its page.
    pub(super) places: HashMap<(Key, u64), (u64, Option<u64>)>,
    /// Keys of versions that name their key but no longer decode, with where they were.
    pub(super) damaged: HashMap<Key, Option<u64>>,
    /// Keys of versions that decode but are refused (`read_record`), with why.
    pub(super) invalid: HashMap<Key, String>,
    /// Per key, the latest deletion of it in sled's log.
    pub(super) deleted: HashMap<Key, u64>,
    /// Per sled page, where the log holds it whole again (a consolidated page) or freed:
    /// what an earlier message of the page held and the page then did not, it no longer held.
    pub(super) rewritten: HashMap<u64, Vec<u64>>,
    /// The first damage in the log that sled stops reading at (its place), if any.
    pub(super) damage: Option<u64>,
}

impl Scanned {
    /// The latest place in sled's log of a copy of `bytes` as `key`'s record.
    pub(super) fn copies(&self, key: Key, bytes: &[u8]) -> Option<u64> {
        self.copy_place(key, bytes).0
    }

    /// The latest place in sled's log of a copy of `bytes` as `key`'s record, and its page.
    pub(super) fn copy_place(&self, key: Key, bytes: &[u8]) -> (Option<u64>, Option<u64>) {
        match self.places.get(&(key, digest(bytes))) {
            Some(&(lsn, pid)) => (Some(lsn), pid),
            None => (None, None),
        }
    }

    /// Whether the files say `key` was deleted after its version at `lsn` (in page `pid`):
    /// its deletion is logged after it, or its page was written whole (or freed) after it
    /// without it, this version being the newest found.
    pub(super) fn deleted_after(&self, key: Key, lsn: Option<u64>, pid: Option<u64>) -> bool {
        let Some(lsn) = lsn else {
            return self.deleted.contains_key(&key);
        };
        self.deleted.get(&key).is_some_and(|&d| d > lsn)
            || pid
                .and_then(|p| self.rewritten.get(&p))
                .is_some_and(|at| at.iter().any(|&n| n > lsn))
    }
}

pub(super) fn digest(bytes: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

/// sled's log segment size (its `conf` file says it; 512 KiB, sled's default, otherwise).
pub(super) fn segment_size(path: &Path) -> u64 {
    std::fs::read_to_string(path.join("conf"))
        .ok()
        .and_then(|c| {
            c.lines()
                .find_map(|l| l.strip_prefix("segment_size: ")?.trim().parse().ok())
        })
        .filter(|&s: &u64| s >= 1024)
        .unwrap_or(512 * 1024)
}

/// Scans sled's log `db` and its blob files for records, which name their own keys, keeping
/// per key the newest version that decodes and checks, by its place in sled's log. Only
/// whole messages are read (a cancelled write, which never took effect, is left out), and
/// the stretches of the log that damage made sled stop at; of the segments sled wrote over,
/// the messages of earlier uses still whole are read at their own (older) places, and the
/// rest, pieces of them, is left out.
pub(super) fn scan_files(path: &Path) -> Scanned {
    let segment = segment_size(path);
    let mut scanned = Scanned::default();
    let db = std::fs::read(path.join("db")).unwrap_or_default();
    let blobs: Vec<(u64, Vec<u8>)> = std::fs::read_dir(path.join("blobs"))
        .map(|d| {
            d.flatten()
                .filter_map(|e| {
                    let lsn = e.file_name().to_str()?.parse::<u64>().ok()?;
                    Some((lsn, std::fs::read(e.path()).ok()?))
                })
                .collect()
        })
        .unwrap_or_default();
    remember_boards(&db);
    for (_, bytes) in &blobs {
        remember_boards(bytes);
    }
    let log = read_log(&db, segment);
    scanned.damage = log.damaged.iter().map(|(lsn, _)| *lsn).min();
    // Which trees each page holds records of: a deletion names only the key within its tree.
    let mut pages: HashMap<u64, HashSet<usize>> = HashMap::new();
    // A value too big for the log is in a blob file, named by the id its message holds.
    let mut in_blobs: HashMap<u64, (u64, u64)> = HashMap::new();
    for m in &log.messages {
        match m.kind {
            CANCELED | CAP => continue,
            NODE | BLOB_NODE | FREE => scanned.rewritten.entry(m.pid).or_default().push(m.lsn),
            _ => {}
        }
        if matches!(m.kind, BLOB_META | BLOB_NODE | BLOB_LINK) {
            if let Some(id) = db.get(m.body.clone()).and_then(|b| b.try_into().ok()) {
                in_blobs.insert(u64::from_le_bytes(id), (m.lsn, m.pid));
            }
            continue;
        }
        let kinds = scan_all(
            &db[m.body.clone()],
            &|_| Some(m.lsn),
            Some(m.pid),
            &mut scanned,
        );
        pages.entry(m.pid).or_default().extend(kinds);
    }
    for (lsn, bytes) in &log.damaged {
        let base = *lsn;
        scan_all(
            &db[bytes.clone()],
            &|at| Some(base + at),
            None,
            &mut scanned,
        );
    }
    for (id, bytes) in &blobs {
        let (lsn, pid) = match in_blobs.get(id) {
            Some(&(lsn, pid)) => (lsn, Some(pid)),
            None => (*id, None),
        };
        let kinds = scan_all(bytes, &|_| Some(lsn), pid, &mut scanned);
        if let Some(pid) = pid {
            pages.entry(pid).or_default().extend(kinds);
        }
    }
    for m in &log.messages {
        let Some(raw) = m.deleted_key(&db) else {
            continue;
        };
        let Some(kinds) = pages.get(&m.pid).filter(|k| k.len() == 1) else {
            continue;
        };
        let kind = kinds.iter().next().map_or("", |&i| TREES[i]);
        if let Ok(key) = key_of(kind, raw) {
            let at = scanned.deleted.entry(key).or_insert(m.lsn);
            *at = (*at).max(m.lsn);
        }
    }
    scanned
}

/// Scans `bytes` for records of every schema version; returns the trees of those found.
fn scan_all(
    bytes: &[u8],
    lsn: &dyn Fn(u64) -> Option<u64>,
    pid: Option<u64>,
    scanned: &mut Scanned,
) -> Vec<usize> {
    let mut kinds = Vec::new();
    for v in 2..=SCHEMA_VERSION {
        scan_version(bytes, v, (lsn, pid), scanned, &mut kinds);
    }
    kinds
}

fn tree_of(key: Key) -> usize {
    usize::from(place(key).0)
}

pub(super) fn scan_version(
    bytes: &[u8],
    v: u32,
    (lsn, pid): (&dyn Fn(u64) -> Option<u64>, Option<u64>),
    scanned: &mut Scanned,
    kinds: &mut Vec<usize>,
) {
    let prefix = format!("{{\"v\":{v},\"key\":");
    let marker = format!("{prefix}{{\"kind\":\"");
    let marker = marker.as_bytes();
    let mut at = 0;
    while let Some(i) = find(&bytes[at..], marker) {
        let start = at + i;
        at = start + 1;
        let offset = start as u64;
        // The key it names, even when the rest no longer decodes.
        let named = serde_json::Deserializer::from_slice(&bytes[start + prefix.len()..])
            .into_iter::<Key>()
            .next()
            .and_then(Result::ok);
        let Some(named) = named else {
            continue;
        };
        kinds.push(tree_of(named));
        let mut values =
            serde_json::Deserializer::from_slice(&bytes[start..]).into_iter::<serde_json::Value>();
        let decoded = match values.next() {
            Some(Ok(value)) => {
                let end = start + values.byte_offset();
                match check_record(named, &bytes[start..end]) {
                    Ok(()) => Some((value, end)),
                    Err(why) => {
                        // Whole, but not a record the service can use.
                        scanned.invalid.insert(named, why);
                        at = end;
                        continue;
                    }
                }
            }
            Some(Err(_)) | None => None,
        };
        let Some((value, end)) = decoded else {
            let was = scanned.damaged.entry(named).or_insert(None);
            if newer(lsn(offset), *was) {
                *was = lsn(offset);
            }
            continue;
        };
        if let Some(l) = lsn(offset) {
            let place = scanned
                .places
                .entry((named, digest(&bytes[start..end])))
                .or_insert((l, pid));
            if l >= place.0 {
                *place = (l, pid);
            }
        }
        let candidate = Candidate {
            lsn: lsn(offset),
            pid,
            progress: value["data"]["log_len"].as_u64().unwrap_or(0),
            offset,
            bytes: bytes[start..end].to_vec(),
        };
        let better = match scanned.best.get(&named) {
            None => true,
            Some(kept) => match (candidate.lsn, kept.lsn) {
                (Some(_), Some(_)) | (Some(_), None) | (None, Some(_)) => {
                    newer(candidate.lsn, kept.lsn)
                }
                (None, None) => {
                    (candidate.progress, candidate.offset) >= (kept.progress, kept.offset)
                }
            },
        };
        if better {
            scanned.best.insert(named, candidate);
        }
        at = end;
    }
}

pub(super) fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}
