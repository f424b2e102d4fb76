//! What can be read of a database sled may not open whole: sled's view of a copy, and the
//! records in its files beyond it, the newest version of each that decodes and checks
//! (`gather`), exported (`salvage`) or reported (`check`).

use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::path::Path;

use super::lines::{check_record, key_text, read_record, write_header, write_line, Record, Report};
use super::private::{create_private, create_private_dir};
use super::scan::{newer, place, scan_files, Scanned, TREES};
use super::sled_store::SledStore;
use super::store::StoreError;
use crate::service::values::schema::Key;

/// Exports what can be read of the database at `path` (`gather`): through sled, and from its
/// files where sled does not open, cannot read past a damaged page, or lost what followed
/// the damage.
pub fn salvage(path: &Path, out: &mut dyn Write) -> Result<Report, StoreError> {
    let found = gather(path)?;
    write_header(out)?;
    for (key, bytes) in found.records.values() {
        write_line(out, *key, bytes)?;
    }
    Ok(found.report)
}

/// Opens a copy of the database at `path` with sled and calls `f` with it (`None` when sled
/// refuses it even repaired) and, when sled refuses the directory as it is, why. sled repairs
/// a damaged log as it opens by zeroing everything after the damage: on a copy, the files
/// themselves stay as they are for the scan and for later tries. A copy sled refuses is
/// opened again without its settings file `conf` (sled writes it anew: the bot's settings are
/// sled's defaults) and its snapshots `snap.*` (sled then reads its whole log instead, where
/// the snapshot only saved reading the log up to it).
pub(super) fn with_sled_copy<R>(
    path: &Path,
    f: impl FnOnce(Option<&SledStore>, Option<String>) -> R,
) -> Result<R, StoreError> {
    let copy = path.with_file_name(format!(
        "{}.reading-{}",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("db"),
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&copy);
    let copied = copy_tree(path, &copy).map_err(|e| {
        StoreError::Io(format!(
            "copying the database to {} to read it: {e}",
            copy.display()
        ))
    });
    let result = copied.map(|()| {
        let open = || match std::panic::catch_unwind(|| SledStore::open(&copy)) {
            Ok(Ok(store)) => Ok(store),
            Ok(Err(e)) => Err(e.to_string()),
            Err(_) => Err("sled failed while opening it".to_string()),
        };
        let (store, refused) = match open() {
            Ok(store) => (Some(store), None),
            Err(why) => {
                let _ = std::fs::remove_file(copy.join("conf"));
                for entry in std::fs::read_dir(&copy).into_iter().flatten().flatten() {
                    if entry.file_name().to_string_lossy().starts_with("snap.") {
                        let _ = std::fs::remove_file(entry.path());
                    }
                }
                (open().ok(), Some(why))
            }
        };
        f(store.as_ref(), refused)
    });
    let _ = std::fs::remove_dir_all(&copy);
    result
}

pub(super) fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    create_private_dir(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        let target = to.join(entry.file_name());
        if kind.is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else if kind.is_file() {
            let mut out = create_private(&target)?;
            std::io::copy(&mut std::fs::File::open(entry.path())?, &mut out)?;
        }
    }
    Ok(())
}

/// What `gather` found: the records kept, in the database's order, and the report.
pub(super) struct Gathered {
    records: BTreeMap<(u8, u64, u64), (Key, Vec<u8>)>,
    pub(super) report: Report,
}

/// Every record that can be read of the database at `path`, each checked (`read_record`).
///
/// What sled reads (when it opens) is the database as sled recovered it, and it is kept
/// whole when sled's files show no damage. sled stops reading a segment of its log at the
/// first damaged message and silently leaves out what follows, and it stops reading a tree at
/// a damaged page; so sled's files are scanned too (`scan_files`), each version of a record
/// at its place in sled's log (the LSN its own message names), and what they hold beyond what
/// sled read is kept: of each record the newest version that still decodes. A record sled has
/// is replaced by one found in the files only when that version was written after every copy
/// of sled's (sled lost the change). A record sled does not have is taken from the files when
/// sled could not read its tree that far, or when it was written after the first damage found
/// in the log (before it, sled's view is right: the record was deleted), unless the log holds
/// its deletion after it. Log entries pruned with their archived game, before their table's
/// game, or after their table's newest version are left out.
pub(super) fn gather(path: &Path) -> Result<Gathered, StoreError> {
    let scanned = scan_files(path);
    with_sled_copy(path, |store, refused| {
        let mut found = merge(store, scanned);
        found.report.unopened = refused;
        found
    })
}

pub(super) fn merge(store: Option<&SledStore>, scanned: Scanned) -> Gathered {
    let mut report = Report::default();
    let mut records = BTreeMap::new();
    // Per tree: read by sled to its end, or the last key read before it stopped.
    let mut complete = [store.is_some(); TREES.len()];
    let mut last: [Option<(u8, u64, u64)>; TREES.len()] = [None; TREES.len()];
    if let Some(store) = store {
        let mut stops: Vec<(usize, String)> = Vec::new();
        let read = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            store.records_past_damage(
                |key, bytes| {
                    let at = place(key);
                    last[usize::from(at.0)] = Some(at);
                    match check_record(key, bytes) {
                        Ok(()) => {
                            records.insert(at, (key, bytes.to_vec()));
                        }
                        Err(e) => report.bad.push((key, e)),
                    }
                },
                |kind, e| {
                    let i = TREES.iter().position(|t| *t == kind).unwrap_or(0);
                    stops.push((i, e.to_string()));
                },
            )
        }));
        if read.is_err() {
            stops.push((0, "sled failed while reading".into()));
            complete = [false; TREES.len()];
        }
        for (i, why) in stops {
            complete[i] = false;
            let after = match last[i] {
                Some((_, a, b)) => format!(" after {}", key_after(i, a, b)),
                None => String::new(),
            };
            report.bad.push((
                tree_key(i),
                format!(
                    "sled could not read the {} records{after}: {why} (the rest comes from the \
                     database's files)",
                    TREES[i]
                ),
            ));
        }
    }
    // Whether sled's view may have lost anything: it did not open, its log is damaged, it
    // could not read a tree to its end, or (below) a change of a record is lost to it.
    let mut lossy = store.is_none() || scanned.damage.is_some() || complete.contains(&false);
    let mut replaced: BTreeMap<(u8, u64, u64), (Key, Vec<u8>)> = BTreeMap::new();
    for (key, c) in &scanned.best {
        let at = place(*key);
        let Some((_, bytes)) = records.get(&at) else {
            continue;
        };
        if *bytes == c.bytes {
            continue;
        }
        let copies = scanned.copies(*key, bytes);
        let later = match (c.lsn, copies) {
            (Some(lsn), Some(copy)) => lsn > copy,
            (Some(_), None) | (None, Some(_)) | (None, None) => {
                progress(bytes).is_some_and(|p| c.progress > p)
            }
        };
        if later && !scanned.deleted_after(*key, c.lsn, c.pid) {
            lossy = true;
            report.older.push((
                *key,
                "sled's copy is older than one in its files: the newer one was kept".into(),
            ));
            replaced.insert(at, (*key, c.bytes.clone()));
        }
    }
    let mut recovered: BTreeMap<(u8, u64, u64), (Key, Vec<u8>)> = BTreeMap::new();
    for (key, c) in &scanned.best {
        let at = place(*key);
        if records.contains_key(&at) {
            continue;
        }
        if lossy && !scanned.deleted_after(*key, c.lsn, c.pid) {
            recovered.insert(at, (*key, c.bytes.clone()));
        }
    }
    if lossy {
        // What sled still holds that its files say was deleted after (sled lost the deletion).
        records.retain(|_, (key, bytes)| {
            let (lsn, pid) = scanned.copy_place(*key, bytes);
            lsn.is_none() || !scanned.deleted_after(*key, lsn, pid)
        });
    }
    // Versions that no longer decode: newer than the one kept, or the only ones.
    for (key, lsn) in &scanned.damaged {
        let at = place(*key);
        let kept = replaced
            .get(&at)
            .or_else(|| recovered.get(&at))
            .or_else(|| records.get(&at))
            .map(|(_, b)| b);
        let kept_lsn = kept.and_then(|b| scanned.copies(*key, b));
        if kept.is_none() && lossy && !scanned.deleted_after(*key, *lsn, None) {
            report.bad.push((
                *key,
                "no version of it could be read (every copy in the files is damaged)".into(),
            ));
        } else if kept.is_some() && newer(*lsn, kept_lsn) {
            report.older.retain(|(k, _)| k != key);
            report.older.push((
                *key,
                "its newest version is damaged: an older one was kept".into(),
            ));
        }
    }
    // Records whose only whole versions are refused, sled not having read them.
    for (key, why) in &scanned.invalid {
        let at = place(*key);
        let tree = usize::from(at.0);
        let unread = !complete[tree] && last[tree].is_none_or(|l| at > l);
        let have = records.contains_key(&at) || scanned.best.contains_key(key);
        if unread && !have && !report.bad.iter().any(|(k, _)| k == key) {
            report.bad.push((*key, why.clone()));
        }
    }
    recovered.extend(replaced);
    records.extend(recovered);
    // sled's own view too: a deletion sled lost to damage leaves a pruned entry behind.
    forget_stale_log(&BTreeMap::new(), &mut records, &mut report);
    report.good = records.len() as u64;
    Gathered { records, report }
}

/// How far a table had got (its log's length), for a table record.
pub(super) fn progress(bytes: &[u8]) -> Option<u64> {
    let value: serde_json::Value = serde_json::from_slice(bytes).ok()?;
    value["key"]["kind"].as_str().filter(|k| *k == "session")?;
    value["data"]["log_len"].as_u64()
}

pub(super) fn tree_key(i: usize) -> Key {
    match i {
        0 => Key::Session { channel: 0 },
        1 => Key::Log { channel: 0, seq: 0 },
        2 => Key::Settings { guild: 0 },
        3 => Key::Archive {
            channel: 0,
            number: 0,
        },
        4 => Key::Standings { guild: 0 },
        6 => Key::Board { hash: 0 },
        _ => Key::Parcel {
            channel: 0,
            receipt: 0,
        },
    }
}

pub(super) fn key_after(i: usize, a: u64, b: u64) -> String {
    let key = match i {
        0 => Key::Session { channel: a },
        1 => Key::Log { channel: a, seq: b },
        2 => Key::Settings { guild: a },
        3 => Key::Archive {
            channel: a,
            number: b as u32,
        },
        4 => Key::Standings { guild: a },
        6 => Key::Board { hash: a },
        _ => Key::Parcel {
            channel: a,
            receipt: b,
        },
    };
    key_text(key)
}

/// Leaves out log entries recovered from the files that the database no longer holds: those
/// of an archived game whose log was pruned, those before the table's game that no archive
/// keeps, and those after the newest version of the table found (which then came back
/// older than its log: the report says so).
pub(super) fn forget_stale_log(
    kept: &BTreeMap<(u8, u64, u64), (Key, Vec<u8>)>,
    recovered: &mut BTreeMap<(u8, u64, u64), (Key, Vec<u8>)>,
    report: &mut Report,
) {
    let all = || kept.values().chain(recovered.values());
    let mut archives: HashMap<u64, Vec<(u64, u64, bool)>> = HashMap::new();
    let mut tables: HashMap<u64, (u64, u64)> = HashMap::new();
    for (key, bytes) in all() {
        match read_record(*key, bytes) {
            Ok(Record::Archive(a)) => {
                archives
                    .entry(a.channel)
                    .or_default()
                    .push((a.log_start, a.log_end, a.log_pruned))
            }
            Ok(Record::Session(s)) => {
                if let Key::Session { channel } = key {
                    tables.insert(*channel, (s.log_start, s.log_len));
                }
            }
            Ok(
                Record::Log(_)
                | Record::Settings(_)
                | Record::Standings(_)
                | Record::Parcel(_)
                | Record::Board(_),
            )
            | Err(_) => {}
        }
    }
    let mut beyond: HashMap<u64, u64> = HashMap::new();
    recovered.retain(|_, (key, _)| {
        let Key::Log { channel, seq } = *key else {
            return true;
        };
        let games = archives.get(&channel).map(Vec::as_slice).unwrap_or(&[]);
        if games
            .iter()
            .any(|&(from, to, pruned)| pruned && (from..to).contains(&seq))
        {
            return false;
        }
        let Some(&(start, len)) = tables.get(&channel) else {
            return true;
        };
        if seq >= len {
            let n = beyond.entry(channel).or_default();
            *n = (*n).max(seq + 1);
            return false;
        }
        seq >= start
            || games
                .iter()
                .any(|&(from, to, pruned)| !pruned && (from..to).contains(&seq))
    });
    for (channel, to) in beyond {
        let (_, len) = tables[&channel];
        let key = Key::Session { channel };
        report.older.retain(|(k, _)| *k != key);
        report.older.push((
            key,
            format!(
                "came back older than its log: the log reaches entry #{to}, the newest readable \
                 version of the table stops at #{len} (the log entries after it are left out)"
            ),
        ));
    }
}
