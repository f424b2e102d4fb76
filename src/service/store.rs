//! Durable storage of sessions and their append-only event logs: the `Store` trait, a sled
//! implementation and an in-memory one. Records carry a schema version.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use super::keys::{ChannelKey, GuildKey};
use super::server::ServerSettings;
use super::session::Session;
use crate::engine::Event;

/// sled's page cache (its default is 1 GB): what the database keeps in memory at most.
const SLED_CACHE_BYTES: u64 = 64 << 20;

/// The schema version written into every stored record.
pub const SCHEMA_VERSION: u32 = 1;

/// One entry of a channel's history: who did what, and what happened (secrets included: the
/// log is private storage; readers show `Event::public` forms).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    pub seq: u64,
    /// Seconds since the Unix epoch, from the service's clock.
    pub at: u64,
    pub actor: String,
    pub command: String,
    pub events: Vec<Event>,
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    #[error("storage failed: {0}")]
    Io(String),
    #[error("stored record for this channel is unreadable: {0}")]
    Corrupt(String),
    #[error("stored record has schema version {0}, this build reads {SCHEMA_VERSION}")]
    Version(u32),
}

pub trait Store: Send + Sync {
    fn load(&self, ch: ChannelKey) -> Result<Option<Session>, StoreError>;
    /// Writes the session and appends `log` atomically, durably, before returning.
    fn commit(&self, ch: ChannelKey, session: &Session, log: &[LogEntry])
        -> Result<(), StoreError>;
    /// Removes the session and its log.
    fn remove(&self, ch: ChannelKey) -> Result<(), StoreError>;
    /// The last `count` log entries numbered `from` or later, oldest first.
    fn history(&self, ch: ChannelKey, from: u64, count: usize)
        -> Result<Vec<LogEntry>, StoreError>;
    /// Channels with a stored session (for administration; start-up does not call it).
    fn channels(&self) -> Result<Vec<ChannelKey>, StoreError>;
    /// Channels whose next wake-up (deadline or reminder, `Session::next_wake`) is at or before
    /// `now`. Kept in an index beside the sessions, so no game is read to find them.
    fn due(&self, now: u64) -> Result<Vec<ChannelKey>, StoreError>;
    /// The earliest wake-up of any channel.
    fn next_wake(&self) -> Result<Option<u64>, StoreError>;
    /// A server's settings (the default value when it has none).
    fn settings(&self, guild: GuildKey) -> Result<ServerSettings, StoreError>;
    /// Writes a server's settings durably.
    fn save_settings(&self, guild: GuildKey, settings: &ServerSettings) -> Result<(), StoreError>;
    /// How many stored tables are lobbies, games being played, and finished games.
    fn census(&self) -> Result<Census, StoreError>;
    /// Bytes the store takes on disk, if it has a disk.
    fn size_on_disk(&self) -> Option<u64> {
        None
    }
}

/// Stored tables by state (for the operator's metrics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Census {
    pub lobbies: u64,
    pub live: u64,
    pub finished: u64,
}

/// A session's state as one byte for the census: 0 lobby, 1 live, 2 finished.
fn state_byte(s: &Session) -> u8 {
    match &s.game {
        None => 0,
        Some(g) if !g.is_over() => 1,
        Some(_) => 2,
    }
}

fn count(census: &mut Census, state: u8) {
    match state {
        0 => census.lobbies += 1,
        1 => census.live += 1,
        _ => census.finished += 1,
    }
}

#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    v: u32,
    data: T,
}

pub fn encode<T: Serialize>(data: &T) -> Vec<u8> {
    serde_json::to_vec(&Envelope {
        v: SCHEMA_VERSION,
        data,
    })
    .expect("records serialise")
}

pub fn decode<T: for<'a> Deserialize<'a>>(bytes: &[u8]) -> Result<T, StoreError> {
    #[derive(Deserialize)]
    struct Version {
        v: u32,
    }
    let v: Version =
        serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    if v.v != SCHEMA_VERSION {
        return Err(StoreError::Version(v.v));
    }
    let env: Envelope<T> =
        serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    Ok(env.data)
}

fn io(e: impl std::fmt::Display) -> StoreError {
    StoreError::Io(e.to_string())
}

/// sled: tree `sessions` (channel → record), tree `log` (channel ‖ seq → entry), and the wake-up
/// index: `wake_at` (channel → time) with its inverse `wakes` (time ‖ channel); and tree
/// `settings` (guild → per-server settings); `states` (channel → one byte, lobby/live/finished,
/// for the census; tables stored before it was kept are counted once they change).
pub struct SledStore {
    db: sled::Db,
    /// sled's data file, opened again to fsync it: sled's own `flush` only issues
    /// `sync_file_range`, which neither writes the file's metadata nor the disk's cache.
    data: std::fs::File,
    blobs: std::path::PathBuf,
    /// Blob files already made durable (sled writes values over its blob threshold to files
    /// of their own, which it never syncs).
    synced_blobs: Mutex<std::collections::HashSet<std::ffi::OsString>>,
    syncs: std::sync::atomic::AtomicU64,
    settings: sled::Tree,
    states: sled::Tree,
    sessions: sled::Tree,
    log: sled::Tree,
    wake_at: sled::Tree,
    wakes: sled::Tree,
}

impl SledStore {
    pub fn open(path: &Path) -> Result<SledStore, StoreError> {
        let db = sled::Config::new()
            .path(path)
            .cache_capacity(SLED_CACHE_BYTES)
            .open()
            .map_err(io)?;
        let data = std::fs::File::open(path.join("db")).map_err(io)?;
        let sessions = db.open_tree("sessions").map_err(io)?;
        let log = db.open_tree("log").map_err(io)?;
        let wake_at = db.open_tree("wake_at").map_err(io)?;
        let wakes = db.open_tree("wakes").map_err(io)?;
        let settings = db.open_tree("settings").map_err(io)?;
        let states = db.open_tree("states").map_err(io)?;
        Ok(SledStore {
            db,
            data,
            blobs: path.join("blobs"),
            synced_blobs: Mutex::default(),
            syncs: Default::default(),
            settings,
            states,
            sessions,
            log,
            wake_at,
            wakes,
        })
    }

    /// Makes everything written so far durable: sled writes its buffers out, then the data
    /// file (and any new blob file, and the blob directory) is fdatasync'ed, so an
    /// acknowledged command survives a power loss, not only a process kill.
    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush().map_err(io)?;
        self.data.sync_data().map_err(io)?;
        self.sync_blobs()?;
        self.syncs
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
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

    /// How many durable flushes (data file fdatasync'ed) this store has made.
    pub fn syncs(&self) -> u64 {
        self.syncs.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Writes raw bytes as a channel's record (for corruption tests and repairs).
    pub fn put_raw(&self, ch: ChannelKey, bytes: &[u8]) -> Result<(), StoreError> {
        self.sessions
            .insert(ch.0.to_be_bytes(), bytes)
            .map_err(io)?;
        self.flush()
    }
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

impl Store for SledStore {
    fn load(&self, ch: ChannelKey) -> Result<Option<Session>, StoreError> {
        match self.sessions.get(ch.0.to_be_bytes()).map_err(io)? {
            Some(bytes) => decode(&bytes).map(Some),
            None => Ok(None),
        }
    }

    fn commit(
        &self,
        ch: ChannelKey,
        session: &Session,
        log: &[LogEntry],
    ) -> Result<(), StoreError> {
        use sled::transaction::{ConflictableTransactionError, TransactionError, Transactional};
        let record = encode(session);
        let entries: Vec<([u8; 16], Vec<u8>)> = log
            .iter()
            .map(|e| (log_key(ch, e.seq), encode(e)))
            .collect();
        let wake = session.next_wake();
        let key = ch.0.to_be_bytes();
        let state = [state_byte(session)];
        let trees = (
            &self.sessions,
            &self.log,
            &self.wake_at,
            &self.wakes,
            &self.states,
        );
        trees
            .transaction(|(s, l, at, idx, st)| {
                s.insert(&key, record.as_slice())?;
                st.insert(&key, &state)?;
                for (k, v) in &entries {
                    l.insert(k, v.as_slice())?;
                }
                if let Some(old) = at.remove(&key)? {
                    let old: [u8; 8] = old.as_ref().try_into().unwrap_or_default();
                    idx.remove(&pair_key(u64::from_be_bytes(old), ch.0))?;
                }
                if let Some(t) = wake {
                    at.insert(&key, &t.to_be_bytes())?;
                    idx.insert(&pair_key(t, ch.0), &[])?;
                }
                Ok::<(), ConflictableTransactionError<()>>(())
            })
            .map_err(|e: TransactionError<()>| io(format!("{e:?}")))?;
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
            .insert(guild.0.to_be_bytes(), encode(settings))
            .map_err(io)?;
        self.flush()
    }

    fn size_on_disk(&self) -> Option<u64> {
        self.db.size_on_disk().ok()
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

/// Encoded sessions by channel, log entries by (channel, seq), wake-ups by (time, channel).
type Memory = (
    HashMap<ChannelKey, Vec<u8>>,
    BTreeMap<(u64, u64), LogEntry>,
    std::collections::BTreeSet<(u64, u64)>,
);

/// Everything in memory: for tests and the console without `--db`.
#[derive(Default)]
pub struct MemoryStore {
    inner: Mutex<Memory>,
    settings: Mutex<HashMap<GuildKey, Vec<u8>>>,
}

impl Store for MemoryStore {
    fn load(&self, ch: ChannelKey) -> Result<Option<Session>, StoreError> {
        let g = self.inner.lock().map_err(io)?;
        g.0.get(&ch).map(|b| decode(b)).transpose()
    }

    fn commit(
        &self,
        ch: ChannelKey,
        session: &Session,
        log: &[LogEntry],
    ) -> Result<(), StoreError> {
        let mut g = self.inner.lock().map_err(io)?;
        g.0.insert(ch, encode(session));
        for e in log {
            g.1.insert((ch.0, e.seq), e.clone());
        }
        g.2.retain(|w| w.1 != ch.0);
        if let Some(t) = session.next_wake() {
            g.2.insert((t, ch.0));
        }
        Ok(())
    }

    fn remove(&self, ch: ChannelKey) -> Result<(), StoreError> {
        let mut g = self.inner.lock().map_err(io)?;
        g.0.remove(&ch);
        g.1.retain(|k, _| k.0 != ch.0);
        g.2.retain(|w| w.1 != ch.0);
        Ok(())
    }

    fn history(
        &self,
        ch: ChannelKey,
        from: u64,
        count: usize,
    ) -> Result<Vec<LogEntry>, StoreError> {
        let g = self.inner.lock().map_err(io)?;
        let mut v: Vec<LogEntry> =
            g.1.range((ch.0, from)..=(ch.0, u64::MAX))
                .rev()
                .take(count)
                .map(|(_, e)| e.clone())
                .collect();
        v.reverse();
        Ok(v)
    }

    fn channels(&self) -> Result<Vec<ChannelKey>, StoreError> {
        Ok(self.inner.lock().map_err(io)?.0.keys().copied().collect())
    }

    fn due(&self, now: u64) -> Result<Vec<ChannelKey>, StoreError> {
        let g = self.inner.lock().map_err(io)?;
        Ok(g.2
            .range(..=(now, u64::MAX))
            .map(|w| ChannelKey(w.1))
            .collect())
    }

    fn next_wake(&self) -> Result<Option<u64>, StoreError> {
        Ok(self.inner.lock().map_err(io)?.2.first().map(|w| w.0))
    }

    fn settings(&self, guild: GuildKey) -> Result<ServerSettings, StoreError> {
        let g = self.settings.lock().map_err(io)?;
        g.get(&guild)
            .map_or_else(|| Ok(ServerSettings::default()), |b| decode(b))
    }

    fn save_settings(&self, guild: GuildKey, settings: &ServerSettings) -> Result<(), StoreError> {
        self.settings
            .lock()
            .map_err(io)?
            .insert(guild, encode(settings));
        Ok(())
    }

    fn census(&self) -> Result<Census, StoreError> {
        let g = self.inner.lock().map_err(io)?;
        let mut c = Census::default();
        for bytes in g.0.values() {
            count(&mut c, state_byte(&decode::<Session>(bytes)?));
        }
        Ok(c)
    }
}
