//! sled's trees as the store uses them: opened (and migrated) together, flushed and synced,
//! and the keys records go under.

use std::path::Path;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use super::compaction::{swap, COMPACTING, RETIRED_DIR};
use super::group::{Counts, Group};
use super::private::make_private_tree;
use super::store::{encode, io, state_byte, Key, StoreError};
use crate::service::table::session::Session;
use crate::service::values::keys::ChannelKey;
use crate::service::values::schema::{self, SCHEMA_VERSION};

/// sled's page cache (its default is 1 GB): what the database keeps in memory at most.
pub(super) const SLED_CACHE_BYTES: u64 = 64 << 20;

/// sled: tree `sessions` (channel → record), tree `log` (channel ‖ seq → entry), and the wake-up
/// index: `wake_at` (channel → time) with its inverse `wakes` (time ‖ channel); and tree
/// `settings` (guild → per-server settings); `states` (channel → one byte, lobby/live/finished,
/// for the census; tables stored before it was kept are counted once they change); `archive`
/// (channel ‖ game number → a finished game's archive record); `outbox` (channel ‖ receipt → an
/// undelivered parcel: written in the command's commit, removed when delivered).
pub(super) struct Trees {
    pub(super) db: sled::Db,
    /// sled's data file, opened again to fsync it: sled's own `flush` only issues
    /// `sync_file_range`, which neither writes the file's metadata nor the disk's cache.
    pub(super) data: std::fs::File,
    pub(super) blobs: std::path::PathBuf,
    /// Blob files already made durable (sled writes values over its blob threshold to files
    /// of their own, which it never syncs).
    pub(super) synced_blobs: Mutex<std::collections::HashSet<std::ffi::OsString>>,
    /// Concurrent writers share one durable flush (`flush`), and commits one transaction.
    pub(super) group: Group<TableWrites>,
    pub(super) settings: sled::Tree,
    pub(super) states: sled::Tree,
    pub(super) sessions: sled::Tree,
    pub(super) log: sled::Tree,
    pub(super) wake_at: sled::Tree,
    pub(super) wakes: sled::Tree,
    pub(super) archive: sled::Tree,
    pub(super) standings: sled::Tree,
    pub(super) outbox: sled::Tree,
    /// Imported boards (hash → `maps::stored::BoardFile`), read into memory on open.
    pub(super) boards: sled::Tree,
}

/// The trees a table's commit writes to (`TableWrites`).
#[derive(Clone, Copy, Debug)]
pub(super) enum In {
    Sessions,
    Log,
    WakeAt,
    Wakes,
    States,
    Outbox,
}

/// One table's commit as sled writes, in order (a value of `None` removes the key): made all
/// at once, in one transaction with the other commits of its batch (`Trees::write_tables`).
pub(super) type TableWrites = Vec<(In, Vec<u8>, Option<Vec<u8>>)>;

impl Trees {
    pub(super) fn open(path: &Path, counts: Arc<Counts>) -> Result<Trees, StoreError> {
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
        let boards = db.open_tree("boards").map_err(io)?;
        let trees = Trees {
            db,
            data,
            blobs: path.join("blobs"),
            synced_blobs: Mutex::default(),
            group: Group::new(counts),
            settings,
            states,
            sessions,
            log,
            wake_at,
            wakes,
            archive,
            standings,
            outbox,
            boards,
        };
        trees.migrate()?;
        trees.remember_boards()?;
        Ok(trees)
    }

    /// The one-time migration of every record to the current schema version, when the
    /// database's `meta` tree says it was written by an earlier one. A record that cannot be
    /// migrated stays as it is (its channel reports it; `risk-bot db check` lists it).
    pub(super) fn migrate(&self) -> Result<(), StoreError> {
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
    pub(super) fn kinds(&self) -> [(&sled::Tree, &'static str); 7] {
        [
            // First: the tables that name a board are read (checked, imported) after it.
            (&self.boards, "board"),
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
    /// acknowledged command survives a power loss, not only a process kill. Writers that call
    /// this at the same time share one such flush (`group`), each returning once a flush that
    /// began after its call ended.
    pub(super) fn flush(&self) -> Result<(), StoreError> {
        self.durable(None)
    }

    /// `flush`, making `writes` (if any) with the other writes of the batch first.
    pub(super) fn durable(&self, writes: Option<TableWrites>) -> Result<(), StoreError> {
        self.group.durable(writes, |batch| {
            self.write_tables(&batch)?;
            self.db.flush().map_err(io)?;
            self.data.sync_data().map_err(io)?;
            self.sync_blobs()?;
            self.group.counts.synced.fetch_add(1, Ordering::Relaxed);
            Ok(())
        })
    }

    /// fdatasyncs blob files not synced yet, then their directory (a readdir of an empty
    /// directory when, as usual, every record fits sled's pages).
    pub(super) fn sync_blobs(&self) -> Result<(), StoreError> {
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
    pub(super) fn record_bytes(&self) -> Result<u64, StoreError> {
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
    pub(super) fn put_raw(&self, ch: ChannelKey, bytes: &[u8]) -> Result<(), StoreError> {
        self.sessions
            .insert(ch.0.to_be_bytes(), bytes)
            .map_err(io)?;
        self.flush()
    }

    pub(super) fn records(&self, f: &mut dyn FnMut(Key, &[u8])) -> Result<(), StoreError> {
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
    pub(super) fn records_past_damage(
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
    pub(super) fn import_all(
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
        // An imported table replaces the channel's: the parcels stored for the table it
        // replaces go too (they are messages of a state that no longer is), so only the
        // import's own parcels are delivered.
        let mut stale = Vec::new();
        for (ch, _) in sessions {
            for kv in self.outbox.scan_prefix(ch.0.to_be_bytes()) {
                stale.push(kv.map_err(io)?.0);
            }
        }
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
                    Key::Board { hash } => (9, hash.to_be_bytes().to_vec()),
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
            &self.boards,
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
                for k in &stale {
                    t[8].remove(k)?;
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
    pub(super) fn put_record(&self, key: Key, bytes: &[u8]) -> Result<(), StoreError> {
        let (tree, k): (&sled::Tree, Vec<u8>) = match key {
            Key::Session { channel } => (&self.sessions, channel.to_be_bytes().to_vec()),
            Key::Log { channel, seq } => (&self.log, pair_key(channel, seq).to_vec()),
            Key::Settings { guild } => (&self.settings, guild.to_be_bytes().to_vec()),
            Key::Standings { guild } => (&self.standings, guild.to_be_bytes().to_vec()),
            Key::Archive { channel, number } => {
                (&self.archive, pair_key(channel, number.into()).to_vec())
            }
            Key::Parcel { channel, receipt } => (&self.outbox, pair_key(channel, receipt).to_vec()),
            Key::Board { hash } => (&self.boards, hash.to_be_bytes().to_vec()),
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
        "board" => Key::Board { hash: first()? },
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
pub(super) fn first(k: &[u8]) -> Result<u64, StoreError> {
    let b: [u8; 8] = k
        .get(..8)
        .and_then(|s| s.try_into().ok())
        .ok_or_else(|| StoreError::Corrupt("key".into()))?;
    Ok(u64::from_be_bytes(b))
}

/// Two numbers as one big-endian key: sorts by the first, then the second.
pub(super) fn pair_key(a: u64, b: u64) -> [u8; 16] {
    let mut k = [0u8; 16];
    k[..8].copy_from_slice(&a.to_be_bytes());
    k[8..].copy_from_slice(&b.to_be_bytes());
    k
}

pub(super) fn log_key(ch: ChannelKey, seq: u64) -> [u8; 16] {
    pair_key(ch.0, seq)
}

pub(super) fn second(key: &[u8]) -> Result<u64, StoreError> {
    let b: [u8; 8] = key
        .get(8..16)
        .and_then(|s| s.try_into().ok())
        .ok_or_else(|| StoreError::Corrupt("index key".into()))?;
    Ok(u64::from_be_bytes(b))
}
