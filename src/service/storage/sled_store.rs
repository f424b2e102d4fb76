//! The sled store: sessions, their logs, the wake-up index, server settings and archives in
//! sled trees, every commit made durable (fdatasync), and the database reopened by itself
//! after a failed write (a full disk), so writes work again once space returns.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};

use crate::service::values::parcel::Parcel;
use super::store::{
    count, decode, encode, io, state_byte, Census, Key, LogEntry, Store, StoreError,
};
use crate::service::results::archive::Archive;
use crate::service::table::session::Session;
use crate::service::values::keys::{ChannelKey, GuildKey};
use crate::service::values::schema::{self, SCHEMA_VERSION};
use crate::service::values::server::ServerSettings;

/// sled's page cache (its default is 1 GB): what the database keeps in memory at most.
const SLED_CACHE_BYTES: u64 = 64 << 20;

/// sled: tree `sessions` (channel → record), tree `log` (channel ‖ seq → entry), and the wake-up
/// index: `wake_at` (channel → time) with its inverse `wakes` (time ‖ channel); and tree
/// `settings` (guild → per-server settings); `states` (channel → one byte, lobby/live/finished,
/// for the census; tables stored before it was kept are counted once they change); `archive`
/// (channel ‖ game number → a finished game's archive record); `outbox` (channel ‖ receipt → an
/// undelivered parcel: written in the command's commit, removed when delivered).
struct Trees {
    db: sled::Db,
    /// sled's data file, opened again to fsync it: sled's own `flush` only issues
    /// `sync_file_range`, which neither writes the file's metadata nor the disk's cache.
    data: std::fs::File,
    blobs: std::path::PathBuf,
    /// Blob files already made durable (sled writes values over its blob threshold to files
    /// of their own, which it never syncs).
    synced_blobs: Mutex<std::collections::HashSet<std::ffi::OsString>>,
    syncs: Arc<AtomicU64>,
    settings: sled::Tree,
    states: sled::Tree,
    sessions: sled::Tree,
    log: sled::Tree,
    wake_at: sled::Tree,
    wakes: sled::Tree,
    archive: sled::Tree,
    standings: sled::Tree,
    outbox: sled::Tree,
}

impl Trees {
    fn open(path: &Path, syncs: Arc<AtomicU64>) -> Result<Trees, StoreError> {
        // The database holds every game's seed, hands and missions: the bot's user's only.
        make_private_tree(path).map_err(io)?;
        // A compaction cut short: its copy goes in place if it was complete, else it goes.
        if path.join(COMPACTING).exists() || path.join(RETIRED_DIR).exists() {
            swap(path)?;
        }
        let config = sled::Config::new()
            .path(path)
            .cache_capacity(SLED_CACHE_BYTES);
        // sled locks its file; a holder that is closing (a restarted bot's old process, a
        // handle dropped in this process whose flusher thread still runs) lets go within
        // moments, so the lock is tried again for up to 2 s before giving up.
        let mut tries = 0;
        let db = loop {
            match config.open() {
                Err(e) if tries < 40 && e.to_string().contains("could not acquire lock") => {
                    tries += 1;
                    std::thread::sleep(std::time::Duration::from_millis(50));
                }
                other => break other.map_err(io)?,
            }
        };
        let data = std::fs::File::open(path.join("db")).map_err(io)?;
        let sessions = db.open_tree("sessions").map_err(io)?;
        let log = db.open_tree("log").map_err(io)?;
        let wake_at = db.open_tree("wake_at").map_err(io)?;
        let wakes = db.open_tree("wakes").map_err(io)?;
        let settings = db.open_tree("settings").map_err(io)?;
        let states = db.open_tree("states").map_err(io)?;
        let archive = db.open_tree("archive").map_err(io)?;
        let standings = db.open_tree("standings").map_err(io)?;
        let outbox = db.open_tree("outbox").map_err(io)?;
        let trees = Trees {
            db,
            data,
            blobs: path.join("blobs"),
            synced_blobs: Mutex::default(),
            syncs,
            settings,
            states,
            sessions,
            log,
            wake_at,
            wakes,
            archive,
            standings,
            outbox,
        };
        trees.migrate()?;
        Ok(trees)
    }

    /// The one-time migration of every record to the current schema version, when the
    /// database's `meta` tree says it was written by an earlier one. A record that cannot be
    /// migrated stays as it is (its channel reports it; `risk-bot db check` lists it).
    fn migrate(&self) -> Result<(), StoreError> {
        let meta = self.db.open_tree("meta").map_err(io)?;
        let version = match meta.get("schema").map_err(io)? {
            Some(v) => u32::from_be_bytes(v.as_ref().try_into().map_err(io)?),
            None => 1,
        };
        if version >= SCHEMA_VERSION {
            return Ok(());
        }
        let (mut done, mut failed) = (0u64, 0u64);
        for (tree, kind) in self.kinds() {
            for kv in tree.iter() {
                let (k, v) = kv.map_err(io)?;
                let migrated = key_of(kind, &k).and_then(|key| schema::migrate(&v, key));
                match migrated {
                    // A table's outbox moves to parcel records of its own (version 7).
                    Ok(Some(new)) if kind == "session" => {
                        let ch = ChannelKey(first(&k)?);
                        self.write_unsynced(ch, &schema::decode::<Session>(&new)?, &[])?;
                        done += 1;
                    }
                    Ok(Some(new)) => {
                        tree.insert(k, new).map_err(io)?;
                        done += 1;
                    }
                    Ok(None) => {}
                    Err(e) => {
                        failed += 1;
                        tracing::warn!(tree = kind, error = ?e.to_string(), "a record could not be migrated");
                    }
                }
            }
        }
        meta.insert("schema", &SCHEMA_VERSION.to_be_bytes())
            .map_err(io)?;
        self.flush()?;
        if done + failed > 0 {
            tracing::info!(
                from = version,
                to = SCHEMA_VERSION,
                records = done,
                failed,
                "migrated the database"
            );
        }
        Ok(())
    }

    /// The trees that hold records, with the kind of their records.
    fn kinds(&self) -> [(&sled::Tree, &'static str); 6] {
        [
            (&self.sessions, "session"),
            (&self.log, "log"),
            (&self.settings, "settings"),
            (&self.archive, "archive"),
            (&self.standings, "standings"),
            // After the tables: an import writes a table, then its parcels.
            (&self.outbox, "parcel"),
        ]
    }

    /// Makes everything written so far durable: sled writes its buffers out, then the data
    /// file (and any new blob file, and the blob directory) is fdatasync'ed, so an
    /// acknowledged command survives a power loss, not only a process kill.
    fn flush(&self) -> Result<(), StoreError> {
        self.db.flush().map_err(io)?;
        self.data.sync_data().map_err(io)?;
        self.sync_blobs()?;
        self.syncs.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// fdatasyncs blob files not synced yet, then their directory (a readdir of an empty
    /// directory when, as usual, every record fits sled's pages).
    fn sync_blobs(&self) -> Result<(), StoreError> {
        let Ok(dir) = std::fs::read_dir(&self.blobs) else {
            return Ok(());
        };
        let mut seen = self.synced_blobs.lock().map_err(io)?;
        let mut now = std::collections::HashSet::new();
        let mut new = false;
        for entry in dir.flatten() {
            let name = entry.file_name();
            if !seen.contains(&name) {
                if let Ok(f) = std::fs::File::open(entry.path()) {
                    f.sync_data().map_err(io)?;
                    new = true;
                }
            }
            now.insert(name);
        }
        // Blobs sled collected are forgotten too.
        *seen = now;
        if new {
            std::fs::File::open(&self.blobs)
                .and_then(|d| d.sync_all())
                .map_err(io)?;
        }
        Ok(())
    }

    /// Bytes of every key and value the database holds, in every tree.
    fn record_bytes(&self) -> Result<u64, StoreError> {
        let mut n = 0;
        for name in self.db.tree_names() {
            for kv in self.db.open_tree(name).map_err(io)?.iter() {
                let (k, v) = kv.map_err(io)?;
                n += (k.len() + v.len()) as u64;
            }
        }
        Ok(n)
    }

    /// Writes raw bytes as a channel's record (for corruption tests and repairs).
    fn put_raw(&self, ch: ChannelKey, bytes: &[u8]) -> Result<(), StoreError> {
        self.sessions
            .insert(ch.0.to_be_bytes(), bytes)
            .map_err(io)?;
        self.flush()
    }

    fn records(&self, f: &mut dyn FnMut(Key, &[u8])) -> Result<(), StoreError> {
        for (tree, kind) in self.kinds() {
            for kv in tree.iter() {
                let (k, v) = kv.map_err(io)?;
                f(key_of(kind, &k)?, &v);
            }
        }
        Ok(())
    }

    /// Like `records`, but a tree sled cannot read to its end (a damaged page) is reported to
    /// `stop` with its kind, and the next tree is read.
    fn records_past_damage(
        &self,
        f: &mut dyn FnMut(Key, &[u8]),
        stop: &mut dyn FnMut(&'static str, StoreError),
    ) {
        for (tree, kind) in self.kinds() {
            for kv in tree.iter() {
                match kv.map_err(io).and_then(|(k, v)| Ok((key_of(kind, &k)?, v))) {
                    Ok((key, v)) => f(key, &v),
                    Err(e) => {
                        stop(kind, e);
                        break;
                    }
                }
            }
        }
    }

    /// Writes a whole import in one transaction, unsynced: all of it is stored, or none.
    /// Tables keep their census state and wake-up index beside them, as `write_unsynced`.
    fn import_all(
        &self,
        sessions: &[(ChannelKey, Session)],
        records: &[(Key, Vec<u8>)],
    ) -> Result<(), StoreError> {
        use sled::transaction::{ConflictableTransactionError, TransactionError, Transactional};
        let tables: Vec<_> = sessions
            .iter()
            .map(|(ch, s)| {
                let record = encode(Key::Session { channel: ch.0 }, s);
                (ch.0, record, [state_byte(s)], s.next_wake())
            })
            .collect();
        // A table of an earlier version brings its outbox inline: its parcels become records.
        let inline: Vec<([u8; 16], Vec<u8>)> = sessions
            .iter()
            .flat_map(|(ch, s)| {
                s.outbox.iter().map(move |p| {
                    let key = Key::Parcel {
                        channel: ch.0,
                        receipt: p.receipt,
                    };
                    (pair_key(ch.0, p.receipt), encode(key, p))
                })
            })
            .collect();
        // Indexes into `trees` below.
        let placed: Vec<(usize, Vec<u8>, &[u8])> = records
            .iter()
            .map(|(key, bytes)| {
                let (i, k) = match *key {
                    Key::Session { channel } => (0, channel.to_be_bytes().to_vec()),
                    Key::Log { channel, seq } => (4, pair_key(channel, seq).to_vec()),
                    Key::Settings { guild } => (5, guild.to_be_bytes().to_vec()),
                    Key::Archive { channel, number } => {
                        (6, pair_key(channel, number.into()).to_vec())
                    }
                    Key::Standings { guild } => (7, guild.to_be_bytes().to_vec()),
                    Key::Parcel { channel, receipt } => (8, pair_key(channel, receipt).to_vec()),
                };
                (i, k, bytes.as_slice())
            })
            .collect();
        let trees = [
            &self.sessions,
            &self.states,
            &self.wake_at,
            &self.wakes,
            &self.log,
            &self.settings,
            &self.archive,
            &self.standings,
            &self.outbox,
        ];
        trees[..]
            .transaction(|t| {
                for (ch, record, state, wake) in &tables {
                    let key = ch.to_be_bytes();
                    t[0].insert(&key, record.as_slice())?;
                    t[1].insert(&key, state)?;
                    if let Some(old) = t[2].remove(&key)? {
                        let old: [u8; 8] = old.as_ref().try_into().unwrap_or_default();
                        t[3].remove(&pair_key(u64::from_be_bytes(old), *ch))?;
                    }
                    if let Some(at) = wake {
                        t[2].insert(&key, &at.to_be_bytes())?;
                        t[3].insert(&pair_key(*at, *ch), &[])?;
                    }
                }
                for (k, v) in &inline {
                    t[8].insert(k, v.as_slice())?;
                }
                for (i, k, v) in &placed {
                    t[*i].insert(k.as_slice(), *v)?;
                }
                Ok::<(), ConflictableTransactionError<()>>(())
            })
            .map_err(|e: TransactionError<()>| io(format!("{e:?}")))
    }

    /// Writes a log entry, settings or archive record as given (already encoded), unsynced.
    fn put_record(&self, key: Key, bytes: &[u8]) -> Result<(), StoreError> {
        let (tree, k): (&sled::Tree, Vec<u8>) = match key {
            Key::Session { channel } => (&self.sessions, channel.to_be_bytes().to_vec()),
            Key::Log { channel, seq } => (&self.log, pair_key(channel, seq).to_vec()),
            Key::Settings { guild } => (&self.settings, guild.to_be_bytes().to_vec()),
            Key::Standings { guild } => (&self.standings, guild.to_be_bytes().to_vec()),
            Key::Archive { channel, number } => {
                (&self.archive, pair_key(channel, number.into()).to_vec())
            }
            Key::Parcel { channel, receipt } => (&self.outbox, pair_key(channel, receipt).to_vec()),
        };
        tree.insert(k, bytes).map(|_| ()).map_err(io)
    }
}

/// A record's key, from its tree's kind and its sled key.
pub(crate) fn key_of(kind: &str, k: &[u8]) -> Result<Key, StoreError> {
    let first = || first(k);
    Ok(match kind {
        "session" => Key::Session { channel: first()? },
        "settings" => Key::Settings { guild: first()? },
        "standings" => Key::Standings { guild: first()? },
        "log" => Key::Log {
            channel: first()?,
            seq: second(k)?,
        },
        "parcel" => Key::Parcel {
            channel: first()?,
            receipt: second(k)?,
        },
        _ => Key::Archive {
            channel: first()?,
            number: second(k)? as u32,
        },
    })
}

/// The first number of a key (a channel or a guild).
fn first(k: &[u8]) -> Result<u64, StoreError> {
    let b: [u8; 8] = k
        .get(..8)
        .and_then(|s| s.try_into().ok())
        .ok_or_else(|| StoreError::Corrupt("key".into()))?;
    Ok(u64::from_be_bytes(b))
}

/// Two numbers as one big-endian key: sorts by the first, then the second.
fn pair_key(a: u64, b: u64) -> [u8; 16] {
    let mut k = [0u8; 16];
    k[..8].copy_from_slice(&a.to_be_bytes());
    k[8..].copy_from_slice(&b.to_be_bytes());
    k
}

fn log_key(ch: ChannelKey, seq: u64) -> [u8; 16] {
    pair_key(ch.0, seq)
}

fn second(key: &[u8]) -> Result<u64, StoreError> {
    let b: [u8; 8] = key
        .get(8..16)
        .and_then(|s| s.try_into().ok())
        .ok_or_else(|| StoreError::Corrupt("index key".into()))?;
    Ok(u64::from_be_bytes(b))
}

impl Trees {
    /// `commit` without the durable flush: for bulk loads (import, benchmarks), which call
    /// `flush` once at the end.
    fn write_unsynced(
        &self,
        ch: ChannelKey,
        session: &Session,
        log: &[LogEntry],
    ) -> Result<(), StoreError> {
        use sled::transaction::{ConflictableTransactionError, TransactionError, Transactional};
        let record = encode(Key::Session { channel: ch.0 }, session);
        let entries: Vec<([u8; 16], Vec<u8>)> = log
            .iter()
            .map(|e| {
                let key = Key::Log {
                    channel: ch.0,
                    seq: e.seq,
                };
                (log_key(ch, e.seq), encode(key, e))
            })
            .collect();
        let wake = session.next_wake();
        let key = ch.0.to_be_bytes();
        let state = [state_byte(session)];
        // The outbox as stored (only this channel's commands change it, one at a time): parcels
        // gone from the table (delivered, sent again, or over the limit) are removed, new ones
        // written; those stored already are not written again.
        let mut stored = std::collections::BTreeMap::new();
        for kv in self.outbox.scan_prefix(key) {
            let (k, v) = kv.map_err(io)?;
            stored.insert(second(&k)?, v);
        }
        let kept: std::collections::BTreeSet<u64> =
            session.outbox.iter().map(|p| p.receipt).collect();
        let gone: Vec<[u8; 16]> = stored
            .keys()
            .filter(|r| !kept.contains(r))
            .map(|r| pair_key(ch.0, *r))
            .collect();
        // New parcels, and those changed since they were stored (a delivery's progress).
        let new: Vec<([u8; 16], Vec<u8>)> = session
            .outbox
            .iter()
            .map(|p| {
                let key = Key::Parcel {
                    channel: ch.0,
                    receipt: p.receipt,
                };
                (p.receipt, encode(key, p))
            })
            .filter(|(r, bytes)| stored.get(r).is_none_or(|v| v.as_ref() != bytes.as_slice()))
            .map(|(r, bytes)| (pair_key(ch.0, r), bytes))
            .collect();
        let trees = (
            &self.sessions,
            &self.log,
            &self.wake_at,
            &self.wakes,
            &self.states,
            &self.outbox,
        );
        trees
            .transaction(|(s, l, at, idx, st, out)| {
                s.insert(&key, record.as_slice())?;
                // The indexes are written only when they change: every write is a fragment of
                // a page sled keeps until it rewrites the page whole.
                if st.get(key)?.as_deref() != Some(&state[..]) {
                    st.insert(&key, &state)?;
                }
                for (k, v) in &entries {
                    l.insert(k, v.as_slice())?;
                }
                for k in &gone {
                    out.remove(k)?;
                }
                for (k, v) in &new {
                    out.insert(k, v.as_slice())?;
                }
                let old = at.get(key)?.map(|old| {
                    let old: [u8; 8] = old.as_ref().try_into().unwrap_or_default();
                    u64::from_be_bytes(old)
                });
                if old != wake {
                    if let Some(old) = old {
                        at.remove(&key)?;
                        idx.remove(&pair_key(old, ch.0))?;
                    }
                    if let Some(t) = wake {
                        at.insert(&key, &t.to_be_bytes())?;
                        idx.insert(&pair_key(t, ch.0), &[])?;
                    }
                }
                Ok::<(), ConflictableTransactionError<()>>(())
            })
            .map_err(|e: TransactionError<()>| io(format!("{e:?}")))
    }
}

impl Trees {
    fn load(&self, ch: ChannelKey) -> Result<Option<Session>, StoreError> {
        let Some(bytes) = self.sessions.get(ch.0.to_be_bytes()).map_err(io)? else {
            return Ok(None);
        };
        let mut session = schema::decode_as::<Session>(Key::Session { channel: ch.0 }, &bytes)?
            .stored()
            .map_err(StoreError::Corrupt)?;
        // Parcels by receipt, so in the order they were made.
        for v in self.outbox.scan_prefix(ch.0.to_be_bytes()).values() {
            let parcel: Parcel = decode(&v.map_err(io)?)?;
            if session.outbox.iter().all(|p| p.receipt != parcel.receipt) {
                session.outbox.push(parcel);
            }
        }
        session.outbox.sort_by_key(|p| p.receipt);
        Ok(Some(session))
    }

    /// Removes a delivered parcel, unsynced.
    fn delivered(&self, ch: ChannelKey, receipt: u64) -> Result<(), StoreError> {
        self.outbox
            .remove(pair_key(ch.0, receipt))
            .map(drop)
            .map_err(io)
    }

    fn commit(
        &self,
        ch: ChannelKey,
        session: &Session,
        log: &[LogEntry],
    ) -> Result<(), StoreError> {
        self.write_unsynced(ch, session, log)?;
        self.flush()
    }

    fn remove(&self, ch: ChannelKey) -> Result<(), StoreError> {
        self.sessions.remove(ch.0.to_be_bytes()).map_err(io)?;
        self.states.remove(ch.0.to_be_bytes()).map_err(io)?;
        if let Some(old) = self.wake_at.remove(ch.0.to_be_bytes()).map_err(io)? {
            let old: [u8; 8] = old.as_ref().try_into().unwrap_or_default();
            self.wakes
                .remove(pair_key(u64::from_be_bytes(old), ch.0))
                .map_err(io)?;
        }
        for k in self.log.scan_prefix(ch.0.to_be_bytes()).keys() {
            self.log.remove(k.map_err(io)?).map_err(io)?;
        }
        for k in self.outbox.scan_prefix(ch.0.to_be_bytes()).keys() {
            self.outbox.remove(k.map_err(io)?).map_err(io)?;
        }
        self.flush()
    }

    fn history(
        &self,
        ch: ChannelKey,
        from: u64,
        count: usize,
    ) -> Result<Vec<LogEntry>, StoreError> {
        let mut out = Vec::new();
        let (start, end) = (log_key(ch, from), log_key(ch, u64::MAX));
        for kv in self
            .log
            .range(start.as_slice()..=end.as_slice())
            .values()
            .rev()
            .take(count)
        {
            out.push(decode(&kv.map_err(io)?)?);
        }
        out.reverse();
        Ok(out)
    }

    fn channels(&self) -> Result<Vec<ChannelKey>, StoreError> {
        self.sessions
            .iter()
            .keys()
            .map(|k| {
                let k = k.map_err(io)?;
                let b: [u8; 8] = k
                    .as_ref()
                    .try_into()
                    .map_err(|_| StoreError::Corrupt("key".into()))?;
                Ok(ChannelKey(u64::from_be_bytes(b)))
            })
            .collect()
    }

    fn due(&self, now: u64) -> Result<Vec<ChannelKey>, StoreError> {
        let end = pair_key(now, u64::MAX);
        self.wakes
            .range(..=end.as_slice())
            .keys()
            .map(|k| second(&k.map_err(io)?).map(ChannelKey))
            .collect()
    }

    fn settings(&self, guild: GuildKey) -> Result<ServerSettings, StoreError> {
        match self.settings.get(guild.0.to_be_bytes()).map_err(io)? {
            Some(bytes) => decode(&bytes),
            None => Ok(ServerSettings::default()),
        }
    }

    fn save_settings(&self, guild: GuildKey, settings: &ServerSettings) -> Result<(), StoreError> {
        self.settings
            .insert(
                guild.0.to_be_bytes(),
                encode(Key::Settings { guild: guild.0 }, settings),
            )
            .map_err(io)?;
        self.flush()
    }

    fn standings(
        &self,
        guild: GuildKey,
    ) -> Result<crate::service::results::stats::Standings, StoreError> {
        match self.standings.get(guild.0.to_be_bytes()).map_err(io)? {
            Some(bytes) => decode(&bytes),
            None => Ok(Default::default()),
        }
    }

    fn save_standings(
        &self,
        guild: GuildKey,
        standings: &crate::service::results::stats::Standings,
    ) -> Result<(), StoreError> {
        self.standings
            .insert(
                guild.0.to_be_bytes(),
                encode(Key::Standings { guild: guild.0 }, standings),
            )
            .map_err(io)?;
        self.flush()
    }

    fn save_archive(&self, a: &Archive) -> Result<(), StoreError> {
        self.archive
            .insert(pair_key(a.channel, a.number.into()), encode(a.key(), a))
            .map_err(io)?;
        self.flush()
    }

    fn archives(&self) -> Result<Vec<Archive>, StoreError> {
        self.archive
            .iter()
            .values()
            .map(|v| decode(&v.map_err(io)?))
            .collect()
    }

    fn prune_log(&self, ch: ChannelKey, from: u64, to: u64) -> Result<u64, StoreError> {
        let (start, end) = (log_key(ch, from), log_key(ch, to));
        let mut batch = sled::Batch::default();
        let mut n = 0;
        for k in self.log.range(start.as_slice()..end.as_slice()).keys() {
            batch.remove(k.map_err(io)?);
            n += 1;
        }
        // Not flushed here: the next commit's (or archive's) flush makes it durable, so pruning
        // adds no sync to the command path; a prune lost in a power cut is redone next time.
        self.log.apply_batch(batch).map_err(io)?;
        Ok(n)
    }

    fn thin_log(&self, ch: ChannelKey, from: u64, to: u64) -> Result<u64, StoreError> {
        let (start, end) = (log_key(ch, from), log_key(ch, to));
        let mut batch = sled::Batch::default();
        let mut n = 0;
        for kv in self.log.range(start.as_slice()..end.as_slice()) {
            let (k, v) = kv.map_err(io)?;
            let mut e: LogEntry = decode(&v)?;
            if e.steps.is_empty() {
                batch.remove(k);
                n += 1;
            } else if !e.events.is_empty() {
                n += 1;
                e.events.clear();
                let key = Key::Log {
                    channel: ch.0,
                    seq: e.seq,
                };
                batch.insert(k, encode(key, &e));
            }
        }
        // Not flushed here, like `prune_log`: thinning again is harmless.
        self.log.apply_batch(batch).map_err(io)?;
        Ok(n)
    }

    fn census(&self) -> Result<Census, StoreError> {
        let mut c = Census::default();
        for v in self.states.iter().values() {
            count(&mut c, v.map_err(io)?.first().copied().unwrap_or(0));
        }
        Ok(c)
    }

    fn next_wake(&self) -> Result<Option<u64>, StoreError> {
        match self.wakes.first().map_err(io)? {
            Some((k, _)) => {
                let b: [u8; 8] = k[..8]
                    .try_into()
                    .map_err(|_| StoreError::Corrupt("index key".into()))?;
                Ok(Some(u64::from_be_bytes(b)))
            }
            None => Ok(None),
        }
    }
}

/// The sled database behind the `Store` trait. After an I/O error (a write that failed, a disk
/// that filled up) sled refuses every later operation, and its memory may hold the write that
/// never reached the disk: the next operation therefore reopens the database from its files,
/// which hold exactly what was acknowledged.
pub struct SledStore {
    path: PathBuf,
    current: RwLock<Option<Arc<Trees>>>,
    broken: AtomicBool,
    syncs: Arc<AtomicU64>,
    /// While a compaction copies: the channels written since it began (`compact`).
    dirty: Mutex<Option<std::collections::HashSet<u64>>>,
    /// One compaction at a time.
    compacting: Mutex<()>,
    /// Bytes on disk right after the last compaction (0: none since the database opened).
    compacted: AtomicU64,
}

/// What a compaction did: the database's bytes on disk before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compaction {
    pub before: u64,
    pub after: u64,
}

/// Below this many bytes on disk the database is never compacted automatically.
pub const COMPACTION_FLOOR: u64 = 4 << 20;

/// `compact_if_grown` compacts when the files take more than this many times the bytes of the
/// records and keys they hold. A fresh copy takes about twice those bytes (sled's pages and
/// their headers), so this is about twice a fresh copy, well within three times.
const GROWTH: u64 = 4;

impl SledStore {
    pub fn open(path: &Path) -> Result<SledStore, StoreError> {
        let syncs = Arc::new(AtomicU64::new(0));
        let trees = Trees::open(path, syncs.clone())?;
        Ok(SledStore {
            path: path.to_owned(),
            current: RwLock::new(Some(Arc::new(trees))),
            broken: AtomicBool::new(false),
            syncs,
            dirty: Mutex::default(),
            compacting: Mutex::default(),
            compacted: AtomicU64::new(0),
        })
    }

    /// A write (`run`) that changes `channel`'s records: noted for a compaction under way
    /// while the database is still held, so the compaction's final step, which waits until
    /// no one holds it, sees every such note.
    fn write<R>(
        &self,
        channel: Option<u64>,
        f: impl FnOnce(&Trees) -> Result<R, StoreError>,
    ) -> Result<R, StoreError> {
        self.run(|t| {
            let result = f(t);
            if let Some(ch) = channel {
                let mut dirty = self.dirty.lock().unwrap_or_else(|e| e.into_inner());
                if let Some(set) = dirty.as_mut() {
                    set.insert(ch);
                }
            }
            result
        })
    }

    /// Compacts (`compact`) when the files grew past the floor, twice their size after the
    /// last compaction, and `GROWTH` times the records they hold: the operator's upkeep calls
    /// it now and then, and after pruning. So the files stay within about twice a fresh copy,
    /// and a compaction copies at most what the files grew since the last one. Counting the
    /// records reads them all (no lock: commands go on).
    pub fn compact_if_grown(&self) -> Result<Option<Compaction>, StoreError> {
        let disk = dir_bytes(&self.path);
        let last = self.compacted.load(Ordering::Relaxed);
        if disk < COMPACTION_FLOOR.max(2 * last) {
            return Ok(None);
        }
        let records = self.read(|t| t.record_bytes())?;
        if disk <= GROWTH * records {
            return Ok(None);
        }
        self.compact().map(Some)
    }

    /// Rewrites the database into fresh files holding only its live records, online. The
    /// records are copied into a new sled database (`compacting/` in the database's
    /// directory) while commands go on; then commands wait while the channels written
    /// meanwhile are copied again, the copy is made durable and closed by sled, the old one
    /// closed, and the copy put in place of the old files (`swap`): a crash at any point
    /// opens the old database or the new one, a swap under way finished on the next open.
    pub fn compact(&self) -> Result<Compaction, StoreError> {
        let _one = self.compacting.lock().unwrap_or_else(|e| e.into_inner());
        let before = dir_bytes(&self.path);
        let new = self.path.join(COMPACTING);
        if new.exists() {
            std::fs::remove_dir_all(&new).map_err(io)?;
        }
        *self.dirty.lock().unwrap_or_else(|e| e.into_inner()) = Some(Default::default());
        let result = self.copy_and_swap(&new);
        *self.dirty.lock().unwrap_or_else(|e| e.into_inner()) = None;
        if result.is_err() && !new.join(COMPLETE).exists() {
            let _ = std::fs::remove_dir_all(&new);
        }
        result?;
        let after = dir_bytes(&self.path);
        self.compacted.store(after, Ordering::Relaxed);
        tracing::info!(before, after, "database compacted");
        Ok(Compaction { before, after })
    }

    fn copy_and_swap(&self, new: &Path) -> Result<(), StoreError> {
        let fresh = Trees::open(new, Arc::new(AtomicU64::new(0)))?;
        copy_trees(&self.trees()?.db, &fresh.db)?;
        // Commands wait from here: the old database is let go of by everyone first.
        let mut current = self.current.write().unwrap_or_else(|e| e.into_inner());
        let old = current
            .take()
            .ok_or_else(|| io("the database is not open"))?;
        let old = match wait_for_sole(old) {
            Ok(old) => old,
            Err(old) => {
                *current = Some(old);
                return Err(io("the database stayed busy; compaction left for later"));
            }
        };
        let dirty = self
            .dirty
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
            .unwrap_or_default();
        let caught_up = catch_up(&old, &fresh, &dirty).and_then(|()| fresh.flush());
        if let Err(e) = caught_up {
            *current = Some(Arc::new(old));
            return Err(e);
        }
        drop(fresh);
        drop(old);
        let swapped = (|| {
            mark_complete(new)?;
            swap(&self.path)
        })();
        // Whatever happened, the database opens from what is on disk (the old files, or the
        // new ones, a swap cut short being finished by the open).
        let reopened = Trees::open(&self.path, self.syncs.clone());
        match reopened {
            Ok(t) => *current = Some(Arc::new(t)),
            Err(e) => {
                self.broken.store(true, Ordering::SeqCst);
                return Err(e);
            }
        }
        swapped
    }

    /// Runs `f` on the open database; an I/O error marks it for reopening.
    fn run<R>(&self, f: impl FnOnce(&Trees) -> Result<R, StoreError>) -> Result<R, StoreError> {
        let trees = self.trees()?;
        let result = f(&trees);
        if let Err(StoreError::Io(e)) = &result {
            if !self.broken.swap(true, Ordering::SeqCst) {
                tracing::warn!(error = ?e.to_string(), "database write failed; it reopens on the next command");
            }
        }
        result
    }

    /// Runs a read on the open database. A database marked for reopening after a failed write
    /// is still read as it is (sled answers reads after a write failed): reopening may not work
    /// while the disk is full, and reads must. Only when none is open is one opened.
    fn read<R>(&self, f: impl FnOnce(&Trees) -> Result<R, StoreError>) -> Result<R, StoreError> {
        let open = self
            .current
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        match open {
            Some(trees) => f(&trees),
            None => self.run(f),
        }
    }

    fn trees(&self) -> Result<Arc<Trees>, StoreError> {
        if self.broken.load(Ordering::SeqCst) {
            self.reopen()?;
        }
        let current = self.current.read().unwrap_or_else(|e| e.into_inner());
        current
            .clone()
            .ok_or_else(|| StoreError::Io("the database is not open".into()))
    }

    /// Drops sled's handles (it locks its files) and opens the database again.
    fn reopen(&self) -> Result<(), StoreError> {
        let mut current = self.current.write().unwrap_or_else(|e| e.into_inner());
        if !self.broken.load(Ordering::SeqCst) {
            return Ok(());
        }
        // Reopening needs room on the disk; without it sled does not open and reads would fail
        // too. While there is none the open database stays (reads answer, writes are refused).
        if current.is_some() {
            room_for_a_segment(&self.path)?;
        }
        if let Some(old) = current.take() {
            // Commands still using it finish soon (new ones wait on this lock): give them a
            // second, then leave the reopening to the next command.
            for _ in 0..200 {
                if Arc::strong_count(&old) == 1 {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            if let Err(old) = Arc::try_unwrap(old) {
                *current = Some(old);
                return Err(StoreError::Io("the database is reopening".into()));
            }
        }
        *current = Some(Arc::new(Trees::open(&self.path, self.syncs.clone())?));
        self.broken.store(false, Ordering::SeqCst);
        tracing::info!("database reopened after a failed write");
        Ok(())
    }

    /// Makes everything written so far durable: sled writes its buffers out, then the data
    /// file (and any new blob file, and the blob directory) is fdatasync'ed.
    pub fn flush(&self) -> Result<(), StoreError> {
        self.run(|t| t.flush())
    }

    /// How many durable flushes (data file fdatasync'ed) this store has made.
    pub fn syncs(&self) -> u64 {
        self.syncs.load(Ordering::Relaxed)
    }

    /// Writes raw bytes as a channel's record (for corruption tests and repairs).
    pub fn put_raw(&self, ch: ChannelKey, bytes: &[u8]) -> Result<(), StoreError> {
        self.write(Some(ch.0), |t| t.put_raw(ch, bytes))
    }

    /// Calls `f` with every stored record (sessions, log entries, settings, archives) as
    /// stored, with its key.
    pub fn records(&self, mut f: impl FnMut(Key, &[u8])) -> Result<(), StoreError> {
        self.read(|t| t.records(&mut f))
    }

    /// The database's directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Calls `f` with every record sled can read; a tree it cannot read to its end (a damaged
    /// page) is reported to `stop`, and the next tree is read.
    pub fn records_past_damage(
        &self,
        mut f: impl FnMut(Key, &[u8]),
        mut stop: impl FnMut(&'static str, StoreError),
    ) {
        let read = self.read(|t| {
            t.records_past_damage(&mut f, &mut stop);
            Ok(())
        });
        if let Err(e) = read {
            stop("session", e);
        }
    }

    /// Writes an import's checked records in one transaction, unsynced (`dump::import`).
    pub fn import_all(
        &self,
        sessions: &[(ChannelKey, Session)],
        records: &[(Key, Vec<u8>)],
    ) -> Result<(), StoreError> {
        self.run(|t| t.import_all(sessions, records))
    }

    /// Writes an encoded record under its key, unsynced (import; sessions go through
    /// `write_unsynced`, which keeps the indexes beside them).
    pub fn put_record(&self, key: Key, bytes: &[u8]) -> Result<(), StoreError> {
        self.write(channel_of(key), |t| t.put_record(key, bytes))
    }

    /// `commit` without the durable flush: for bulk loads (import, benchmarks), which call
    /// `flush` once at the end.
    pub fn write_unsynced(
        &self,
        ch: ChannelKey,
        session: &Session,
        log: &[LogEntry],
    ) -> Result<(), StoreError> {
        self.write(Some(ch.0), |t| t.write_unsynced(ch, session, log))
    }
}

/// The directory, inside the database's, where a compaction writes its copy; the file
/// `COMPLETE` in it says the copy is whole and durable. `RETIRED` there says the old files were
/// moved out of the way (into `retired/`), so what is left in the copy goes in place.
const COMPACTING: &str = "compacting";
const COMPLETE: &str = "COMPLETE";
const RETIRED: &str = "RETIRED";
const RETIRED_DIR: &str = "retired";

/// The channel a record belongs to (none for a server's settings and standings).
fn channel_of(key: Key) -> Option<u64> {
    match key {
        Key::Session { channel }
        | Key::Log { channel, .. }
        | Key::Archive { channel, .. }
        | Key::Parcel { channel, .. } => Some(channel),
        Key::Settings { .. } | Key::Standings { .. } => None,
    }
}

/// Bytes of every file under `dir`.
fn dir_bytes(dir: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .flatten()
        .map(|e| match e.metadata() {
            Ok(m) if m.is_dir() => dir_bytes(&e.path()),
            Ok(m) => m.len(),
            Err(_) => 0,
        })
        .sum()
}

/// Waits up to a second for the commands holding `trees` to finish; the sole handle, or
/// `trees` back when they did not.
fn wait_for_sole(trees: Arc<Trees>) -> Result<Trees, Arc<Trees>> {
    for _ in 0..200 {
        if Arc::strong_count(&trees) == 1 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    Arc::try_unwrap(trees)
}

/// Trees whose records are keyed by channel first: the ones `catch_up` copies channel by
/// channel. The others are small (one entry per channel or server) and copied whole.
const BY_CHANNEL: [&str; 4] = ["sessions", "log", "outbox", "archive"];

/// Copies every tree of `from` (records, indexes, the schema version) into `to`, in small
/// batches (large ones leave sled rewriting its segments for a long while afterwards).
fn copy_trees(from: &sled::Db, to: &sled::Db) -> Result<(), StoreError> {
    for name in from.tree_names() {
        copy_range(
            &from.open_tree(&name).map_err(io)?,
            &to.open_tree(&name).map_err(io)?,
            &[],
        )?;
    }
    Ok(())
}

/// Copies the records of `from` whose keys start with `prefix` into `to`.
fn copy_range(from: &sled::Tree, to: &sled::Tree, prefix: &[u8]) -> Result<(), StoreError> {
    let mut batch = sled::Batch::default();
    for (n, kv) in from.scan_prefix(prefix).enumerate() {
        let (k, v) = kv.map_err(io)?;
        batch.insert(k, v);
        if n % 32 == 31 {
            to.apply_batch(std::mem::take(&mut batch)).map_err(io)?;
        }
    }
    to.apply_batch(batch).map_err(io)
}

/// Makes `to` hold what `from` holds for the channels written during the copy (`dirty`), and
/// the small trees again whole.
fn catch_up(
    from: &Trees,
    to: &Trees,
    dirty: &std::collections::HashSet<u64>,
) -> Result<(), StoreError> {
    for name in from.db.tree_names() {
        let (src, dst) = (
            from.db.open_tree(&name).map_err(io)?,
            to.db.open_tree(&name).map_err(io)?,
        );
        if BY_CHANNEL.iter().any(|t| t.as_bytes() == &name[..]) {
            for ch in dirty {
                let prefix = ch.to_be_bytes();
                for k in dst.scan_prefix(prefix).keys() {
                    dst.remove(k.map_err(io)?).map_err(io)?;
                }
                copy_range(&src, &dst, &prefix)?;
            }
        } else {
            dst.clear().map_err(io)?;
            copy_range(&src, &dst, &[])?;
        }
    }
    Ok(())
}

/// fsyncs a directory (its entries: files created, renamed or removed in it).
fn sync_dir(dir: &Path) -> Result<(), StoreError> {
    std::fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(io)
}

/// Marks the copy in `new` whole: its files are durable (sled synced its log; its snapshot and
/// configuration are synced here), then `COMPLETE` is.
fn mark_complete(new: &Path) -> Result<(), StoreError> {
    for entry in std::fs::read_dir(new).map_err(io)?.flatten() {
        if entry.file_type().map_err(io)?.is_file() {
            std::fs::File::open(entry.path())
                .and_then(|f| f.sync_all())
                .map_err(io)?;
        }
    }
    if new.join("blobs").exists() {
        sync_dir(&new.join("blobs"))?;
    }
    create_private(&new.join(COMPLETE))
        .and_then(|f| f.sync_all())
        .map_err(io)?;
    sync_dir(new)
}

/// Puts a complete compaction's copy in place of the database's files, or drops a copy that is
/// not complete; with the database closed (on open, and at the end of `compact`). Each step is
/// redone from where it stopped: the old files move into `retired/` (then `RETIRED` is
/// written), the copy's files move up, `compacting/` goes, then `retired/`. No file of a
/// database sled has open is touched: both are closed, and each keeps its own files whole.
fn swap(path: &Path) -> Result<(), StoreError> {
    let new = path.join(COMPACTING);
    let retired = path.join(RETIRED_DIR);
    if new.exists() && !new.join(COMPLETE).exists() {
        std::fs::remove_dir_all(&new).map_err(io)?;
    }
    if new.exists() {
        if !new.join(RETIRED).exists() {
            create_private_dir(&retired).map_err(io)?;
            for entry in std::fs::read_dir(path).map_err(io)?.flatten() {
                let name = entry.file_name();
                if name != COMPACTING && name != RETIRED_DIR {
                    std::fs::rename(entry.path(), retired.join(&name)).map_err(io)?;
                }
            }
            sync_dir(&retired)?;
            sync_dir(path)?;
            create_private(&new.join(RETIRED))
                .and_then(|f| f.sync_all())
                .map_err(io)?;
            sync_dir(&new)?;
        }
        for entry in std::fs::read_dir(&new).map_err(io)?.flatten() {
            let name = entry.file_name();
            if name != COMPLETE && name != RETIRED {
                std::fs::rename(entry.path(), path.join(&name)).map_err(io)?;
            }
        }
        sync_dir(path)?;
        std::fs::remove_dir_all(&new).map_err(io)?;
        sync_dir(path)?;
    }
    if retired.exists() {
        std::fs::remove_dir_all(&retired).map_err(io)?;
    }
    Ok(())
}

/// Creates (or truncates) `path` readable and writable by the bot's user only (0600): exports
/// and backups hold every running game's seed, hands and missions.
pub fn create_private(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let file = options.open(path)?;
    // A file that existed keeps its old mode through `open`: narrow it too.
    #[cfg(unix)]
    file.set_permissions(std::os::unix::fs::PermissionsExt::from_mode(0o600))?;
    Ok(file)
}

/// Creates `dir` (and its missing parents) for the bot's user only (0700); an existing
/// directory is left as it is.
pub fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Makes the database directory `dir` the bot's user's only: the directory 0700 (so what sled
/// adds to it later is out of other users' reach too), the files in it 0600, subdirectories
/// 0700. A missing directory is created so.
pub(crate) fn make_private_tree(dir: &Path) -> std::io::Result<()> {
    create_private_dir(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mut todo = vec![dir.to_path_buf()];
        while let Some(d) = todo.pop() {
            std::fs::set_permissions(&d, std::fs::Permissions::from_mode(0o700))?;
            for entry in std::fs::read_dir(&d)? {
                let entry = entry?;
                let kind = entry.file_type()?;
                if kind.is_dir() {
                    todo.push(entry.path());
                } else if kind.is_file() && entry.metadata()?.permissions().mode() & 0o077 != 0 {
                    std::fs::set_permissions(entry.path(), std::fs::Permissions::from_mode(0o600))?;
                }
            }
        }
    }
    Ok(())
}

/// Whether the disk takes one more of sled's log segments (512 KiB, sled's default): a probe
/// file written, synced and removed.
fn room_for_a_segment(dir: &Path) -> Result<(), StoreError> {
    use std::io::Write;
    let probe = dir.join("space-probe");
    let written = create_private(&probe).and_then(|mut f| {
        f.write_all(&vec![0u8; 512 * 1024])?;
        f.sync_all()
    });
    let _ = std::fs::remove_file(&probe);
    written.map_err(|e| StoreError::Io(format!("the disk is still full ({e})")))
}

impl Drop for SledStore {
    /// sled writes a snapshot file as it closes: that one is narrowed to the bot's user too.
    fn drop(&mut self) {
        let trees = self
            .current
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        // Only the last holder closes the database (a command may still hold it).
        if trees.is_some_and(|t| Arc::into_inner(t).is_some()) {
            let _ = make_private_tree(&self.path);
        }
    }
}

impl Store for SledStore {
    fn load(&self, ch: ChannelKey) -> Result<Option<Session>, StoreError> {
        self.read(|t| t.load(ch))
    }

    fn commit(
        &self,
        ch: ChannelKey,
        session: &Session,
        log: &[LogEntry],
    ) -> Result<(), StoreError> {
        self.write(Some(ch.0), |t| t.commit(ch, session, log))
    }

    fn delivered(&self, ch: ChannelKey, receipt: u64) -> Result<(), StoreError> {
        self.write(Some(ch.0), |t| t.delivered(ch, receipt))
    }

    fn note(&self, ch: ChannelKey, session: &Session) -> Result<(), StoreError> {
        self.write(Some(ch.0), |t| t.write_unsynced(ch, session, &[]))
    }

    fn remove(&self, ch: ChannelKey) -> Result<(), StoreError> {
        self.write(Some(ch.0), |t| t.remove(ch))
    }

    fn history(
        &self,
        ch: ChannelKey,
        from: u64,
        count: usize,
    ) -> Result<Vec<LogEntry>, StoreError> {
        self.read(|t| t.history(ch, from, count))
    }

    fn channels(&self) -> Result<Vec<ChannelKey>, StoreError> {
        self.read(|t| t.channels())
    }

    fn due(&self, now: u64) -> Result<Vec<ChannelKey>, StoreError> {
        self.read(|t| t.due(now))
    }

    fn next_wake(&self) -> Result<Option<u64>, StoreError> {
        self.read(|t| t.next_wake())
    }

    fn settings(&self, guild: GuildKey) -> Result<ServerSettings, StoreError> {
        self.read(|t| t.settings(guild))
    }

    fn save_settings(&self, guild: GuildKey, settings: &ServerSettings) -> Result<(), StoreError> {
        self.run(|t| t.save_settings(guild, settings))
    }

    fn standings(
        &self,
        guild: GuildKey,
    ) -> Result<crate::service::results::stats::Standings, StoreError> {
        self.read(|t| t.standings(guild))
    }

    fn save_standings(
        &self,
        guild: GuildKey,
        standings: &crate::service::results::stats::Standings,
    ) -> Result<(), StoreError> {
        self.run(|t| t.save_standings(guild, standings))
    }

    fn census(&self) -> Result<Census, StoreError> {
        self.read(|t| t.census())
    }

    fn save_archive(&self, a: &Archive) -> Result<(), StoreError> {
        self.write(Some(a.channel), |t| t.save_archive(a))
    }

    fn archives(&self) -> Result<Vec<Archive>, StoreError> {
        self.read(|t| t.archives())
    }

    fn prune_log(&self, ch: ChannelKey, from: u64, to: u64) -> Result<u64, StoreError> {
        self.write(Some(ch.0), |t| t.prune_log(ch, from, to))
    }

    fn thin_log(&self, ch: ChannelKey, from: u64, to: u64) -> Result<u64, StoreError> {
        self.write(Some(ch.0), |t| t.thin_log(ch, from, to))
    }

    fn size_on_disk(&self) -> Option<u64> {
        self.trees().ok()?.db.size_on_disk().ok()
    }
}
