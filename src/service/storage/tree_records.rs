//! The trees' records written, read and copied (for a compaction): a table's commit in one transaction with its log,
//! wake-up index and census byte; loads, history, settings, standings, archives and parcels.

use std::sync::Arc;

use super::store::{count, decode, encode, io, state_byte, Census, Key, LogEntry, StoreError};
use super::trees::{log_key, pair_key, second, In, TableWrites, Trees};
use crate::service::results::archive::Archive;
use crate::service::table::session::Session;
use crate::service::values::keys::{ChannelKey, GuildKey};
use crate::service::values::parcel::Parcel;
use crate::service::values::schema::{self};
use crate::service::values::server::ServerSettings;

impl Trees {
    /// `commit` without the durable flush: for bulk loads (import, benchmarks), which call
    /// `flush` once at the end.
    pub(super) fn write_unsynced(
        &self,
        ch: ChannelKey,
        session: &Session,
        log: &[LogEntry],
    ) -> Result<(), StoreError> {
        let writes = self.table_writes(ch, session, log)?;
        self.write_tables(&[writes])
    }

    /// What a commit of `session` writes: its record and new log entries, its outbox as it
    /// changed, and its census byte and wake-up index where they changed. Only this channel's
    /// commands write these keys, one at a time, so what is read here is still so when the
    /// writes are made.
    fn table_writes(
        &self,
        ch: ChannelKey,
        session: &Session,
        log: &[LogEntry],
    ) -> Result<TableWrites, StoreError> {
        let key = ch.0.to_be_bytes();
        let mut writes: TableWrites = vec![(
            In::Sessions,
            key.to_vec(),
            Some(encode(Key::Session { channel: ch.0 }, session)),
        )];
        // The indexes are written only when they change: every write is a fragment of a page
        // sled keeps until it rewrites the page whole.
        let state = [state_byte(session)];
        if self.states.get(key).map_err(io)?.as_deref() != Some(&state[..]) {
            writes.push((In::States, key.to_vec(), Some(state.to_vec())));
        }
        for e in log {
            let k = Key::Log {
                channel: ch.0,
                seq: e.seq,
            };
            writes.push((In::Log, log_key(ch, e.seq).to_vec(), Some(encode(k, e))));
        }
        // The outbox as stored: parcels gone from the table (delivered, sent again, or over the
        // limit) are removed, new ones written; those stored already are not written again.
        let mut stored = std::collections::BTreeMap::new();
        for kv in self.outbox.scan_prefix(key) {
            let (k, v) = kv.map_err(io)?;
            stored.insert(second(&k)?, v);
        }
        let kept: std::collections::BTreeSet<u64> =
            session.outbox.iter().map(|p| p.receipt).collect();
        for r in stored.keys().filter(|r| !kept.contains(r)) {
            writes.push((In::Outbox, pair_key(ch.0, *r).to_vec(), None));
        }
        // New parcels, and those changed since they were stored (a delivery's progress).
        for p in &session.outbox {
            let k = Key::Parcel {
                channel: ch.0,
                receipt: p.receipt,
            };
            let bytes = encode(k, p);
            if stored
                .get(&p.receipt)
                .is_none_or(|v| v.as_ref() != bytes.as_slice())
            {
                writes.push((In::Outbox, pair_key(ch.0, p.receipt).to_vec(), Some(bytes)));
            }
        }
        let old = self.wake_at.get(key).map_err(io)?.map(|old| {
            let old: [u8; 8] = old.as_ref().try_into().unwrap_or_default();
            u64::from_be_bytes(old)
        });
        let wake = session.next_wake();
        if old != wake {
            if let Some(old) = old {
                writes.push((In::WakeAt, key.to_vec(), None));
                writes.push((In::Wakes, pair_key(old, ch.0).to_vec(), None));
            }
            if let Some(t) = wake {
                writes.push((In::WakeAt, key.to_vec(), Some(t.to_be_bytes().to_vec())));
                writes.push((In::Wakes, pair_key(t, ch.0).to_vec(), Some(Vec::new())));
            }
        }
        Ok(writes)
    }

    /// Makes `batch`'s writes, in order, in one transaction: all of them or none. One
    /// transaction for many tables is much cheaper than one each: sled writes its log buffer to
    /// disk twice for each (before and after it).
    pub(super) fn write_tables(&self, batch: &[TableWrites]) -> Result<(), StoreError> {
        use sled::transaction::{ConflictableTransactionError, TransactionError, Transactional};
        if batch.iter().all(Vec::is_empty) {
            return Ok(());
        }
        self.group
            .counts
            .transactions
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
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
                for (tree, k, v) in batch.iter().flatten() {
                    let t = match tree {
                        In::Sessions => s,
                        In::Log => l,
                        In::WakeAt => at,
                        In::Wakes => idx,
                        In::States => st,
                        In::Outbox => out,
                    };
                    match v {
                        Some(v) => t.insert(k.as_slice(), v.as_slice())?,
                        None => t.remove(k.as_slice())?,
                    };
                }
                Ok::<(), ConflictableTransactionError<()>>(())
            })
            .map_err(|e: TransactionError<()>| io(format!("{e:?}")))
    }
}

impl Trees {
    pub(super) fn load(&self, ch: ChannelKey) -> Result<Option<Session>, StoreError> {
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
    pub(super) fn delivered(&self, ch: ChannelKey, receipt: u64) -> Result<(), StoreError> {
        self.outbox
            .remove(pair_key(ch.0, receipt))
            .map(drop)
            .map_err(io)
    }

    pub(super) fn commit(
        &self,
        ch: ChannelKey,
        session: &Session,
        log: &[LogEntry],
    ) -> Result<(), StoreError> {
        let writes = self.table_writes(ch, session, log)?;
        self.durable(Some(writes))
    }

    pub(super) fn remove(&self, ch: ChannelKey) -> Result<(), StoreError> {
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

    pub(super) fn history(
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

    pub(super) fn channels(&self) -> Result<Vec<ChannelKey>, StoreError> {
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

    pub(super) fn due(&self, now: u64) -> Result<Vec<ChannelKey>, StoreError> {
        let end = pair_key(now, u64::MAX);
        self.wakes
            .range(..=end.as_slice())
            .keys()
            .map(|k| second(&k.map_err(io)?).map(ChannelKey))
            .collect()
    }

    pub(super) fn settings(&self, guild: GuildKey) -> Result<ServerSettings, StoreError> {
        match self.settings.get(guild.0.to_be_bytes()).map_err(io)? {
            Some(bytes) => decode(&bytes),
            None => Ok(ServerSettings::default()),
        }
    }

    pub(super) fn save_settings(
        &self,
        guild: GuildKey,
        settings: &ServerSettings,
    ) -> Result<(), StoreError> {
        self.settings
            .insert(
                guild.0.to_be_bytes(),
                encode(Key::Settings { guild: guild.0 }, settings),
            )
            .map_err(io)?;
        self.flush()
    }

    pub(super) fn standings(
        &self,
        guild: GuildKey,
    ) -> Result<crate::service::results::stats::Standings, StoreError> {
        match self.standings.get(guild.0.to_be_bytes()).map_err(io)? {
            Some(bytes) => decode(&bytes),
            None => Ok(Default::default()),
        }
    }

    pub(super) fn save_standings(
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

    pub(super) fn save_board(
        &self,
        board: &crate::maps::stored::BoardFile,
    ) -> Result<(), StoreError> {
        let hash = board.hash();
        self.boards
            .insert(hash.to_be_bytes(), encode(Key::Board { hash }, board))
            .map_err(io)?;
        self.flush()
    }

    pub(super) fn boards(&self) -> Result<Vec<crate::maps::stored::BoardFile>, StoreError> {
        self.boards
            .iter()
            .values()
            .map(|v| decode(&v.map_err(io)?))
            .collect()
    }

    /// Reads every board record into memory (`maps::stored`), so the tables naming one load.
    /// A board that no longer reads is logged; the tables on it are refused as they load.
    pub(super) fn remember_boards(&self) -> Result<(), StoreError> {
        for b in self.boards()? {
            if let Err(p) = crate::maps::stored::remember(&b) {
                tracing::warn!(file = ?b.file_name, problems = ?p.to_string(), "a stored board does not read");
            }
        }
        Ok(())
    }

    pub(super) fn save_archive(&self, a: &Archive) -> Result<(), StoreError> {
        self.archive
            .insert(pair_key(a.channel, a.number.into()), encode(a.key(), a))
            .map_err(io)?;
        self.flush()
    }

    pub(super) fn archives(&self) -> Result<Vec<Archive>, StoreError> {
        self.archive
            .iter()
            .values()
            .map(|v| decode(&v.map_err(io)?))
            .collect()
    }

    pub(super) fn prune_log(&self, ch: ChannelKey, from: u64, to: u64) -> Result<u64, StoreError> {
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

    pub(super) fn thin_log(&self, ch: ChannelKey, from: u64, to: u64) -> Result<u64, StoreError> {
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

    pub(super) fn census(&self) -> Result<Census, StoreError> {
        let mut c = Census::default();
        for v in self.states.iter().values() {
            count(&mut c, v.map_err(io)?.first().copied().unwrap_or(0));
        }
        Ok(c)
    }

    pub(super) fn next_wake(&self) -> Result<Option<u64>, StoreError> {
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

/// Waits up to a second for the commands holding `trees` to finish; the sole handle, or
/// `trees` back when they did not.
pub(super) fn wait_for_sole(trees: Arc<Trees>) -> Result<Trees, Arc<Trees>> {
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
pub(super) const BY_CHANNEL: [&str; 4] = ["sessions", "log", "outbox", "archive"];

/// Copies every tree of `from` (records, indexes, the schema version) into `to`, in small
/// batches (large ones leave sled rewriting its segments for a long while afterwards).
pub(super) fn copy_trees(from: &sled::Db, to: &sled::Db) -> Result<(), StoreError> {
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
pub(super) fn copy_range(
    from: &sled::Tree,
    to: &sled::Tree,
    prefix: &[u8],
) -> Result<(), StoreError> {
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
pub(super) fn catch_up(
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
