//! The sled store: sessions, their logs, the wake-up index, server settings and archives in
//! sled trees, every commit made durable (fdatasync), and the database reopened by itself
//! after a failed write (a full disk), so writes work again once space returns.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};

use super::compaction::{channel_of, dir_bytes, mark_complete, swap, COMPACTING, COMPLETE};
use super::group::Counts;
use super::private::{make_private_tree, room_for_a_segment};
use super::store::{io, Census, Key, LogEntry, Store, StoreError};
use super::tree_records::{catch_up, copy_trees, wait_for_sole};
use super::trees::Trees;
use crate::service::results::archive::Archive;
use crate::service::table::session::Session;
use crate::service::values::keys::{ChannelKey, GuildKey};
use crate::service::values::server::ServerSettings;

/// The sled database behind the `Store` trait. After an I/O error (a write that failed, a disk
/// that filled up) sled refuses every later operation, and its memory may hold the write that
/// never reached the disk: the next operation therefore reopens the database from its files,
/// which hold exactly what was acknowledged.
pub struct SledStore {
    path: PathBuf,
    current: RwLock<Option<Arc<Trees>>>,
    broken: AtomicBool,
    syncs: Arc<Counts>,
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
pub(super) const GROWTH: u64 = 4;

impl SledStore {
    pub fn open(path: &Path) -> Result<SledStore, StoreError> {
        let syncs = Arc::new(Counts::default());
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
        let fresh = Trees::open(new, Arc::default())?;
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
        self.syncs.synced.load(Ordering::Relaxed)
    }

    /// How many writes asked to be made durable (commits); concurrent ones share a flush, so
    /// this grows faster than `syncs` under load.
    pub fn commits(&self) -> u64 {
        self.syncs.asked.load(Ordering::Relaxed)
    }

    /// How many sled transactions made commits' writes: concurrent commits share one, so this
    /// grows slower than `commits` under load.
    pub fn transactions(&self) -> u64 {
        self.syncs.transactions.load(Ordering::Relaxed)
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

    fn save_board(&self, board: &crate::maps::stored::BoardFile) -> Result<(), StoreError> {
        crate::maps::stored::remember(board).map_err(|p| StoreError::Corrupt(p.to_string()))?;
        self.run(|t| t.save_board(board))
    }

    fn boards(&self) -> Result<Vec<crate::maps::stored::BoardFile>, StoreError> {
        self.read(|t| t.boards())
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

    fn durability(&self) -> Option<(u64, u64)> {
        Some((self.commits(), self.syncs()))
    }
}
