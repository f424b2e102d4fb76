//! Durable storage of sessions and their append-only event logs: the `Store` trait and an
//! in-memory implementation (the sled one is `sled_store`). Records carry a schema version.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use crate::engine::Event;
use crate::service::results::archive::Archive;
use crate::service::table::session::Session;
use crate::service::values::keys::{ChannelKey, GuildKey};
use crate::service::values::parcel::Parcel;
use crate::service::values::server::ServerSettings;

pub(crate) use crate::service::values::schema::io;
pub use crate::service::values::schema::{decode, encode, Key, StoreError, SCHEMA_VERSION};

/// One entry of a channel's history: who did what, and what happened (secrets included: the
/// log is private storage; readers show `Event::public` forms).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogEntry {
    pub seq: u64,
    /// Seconds since the Unix epoch, from the service's clock.
    pub at: u64,
    pub actor: String,
    pub command: String,
    pub events: Vec<Event>,
    /// The changes to the game this entry made, with what chance gave them (`fair::Step`):
    /// kept for the whole game, when older entries lose their events (`thin_log`), so a
    /// finished game replays from its seed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<crate::service::values::steps::Step>,
}

pub trait Store: Send + Sync {
    fn load(&self, ch: ChannelKey) -> Result<Option<Session>, StoreError>;
    /// Writes the session and appends `log` atomically, durably, before returning.
    fn commit(&self, ch: ChannelKey, session: &Session, log: &[LogEntry])
        -> Result<(), StoreError>;
    /// Removes the outbox parcel `receipt` (delivered) without waiting for the disk: a mark
    /// lost is harmless (the parcel is sent again, marked). Durable with the next commit. The
    /// session's `outbox` is stored beside it (`Key::Parcel`), so this writes no table.
    fn delivered(&self, ch: ChannelKey, receipt: u64) -> Result<(), StoreError>;
    /// Writes the session (and its outbox's changed parcels) without waiting for the disk: for
    /// bookkeeping whose loss is harmless (how far a delivery went; lost, more is sent again,
    /// marked). Durable with the next commit.
    fn note(&self, ch: ChannelKey, session: &Session) -> Result<(), StoreError> {
        self.commit(ch, session, &[])
    }
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
    /// A server's standings (empty when it has none).
    fn standings(
        &self,
        guild: GuildKey,
    ) -> Result<crate::service::results::stats::Standings, StoreError>;
    /// Writes a server's standings durably.
    fn save_standings(
        &self,
        guild: GuildKey,
        standings: &crate::service::results::stats::Standings,
    ) -> Result<(), StoreError>;
    /// How many stored tables are lobbies, games being played, and finished games.
    fn census(&self) -> Result<Census, StoreError>;
    /// Writes (or rewrites) a finished game's archive record, durably.
    fn save_archive(&self, archive: &Archive) -> Result<(), StoreError>;
    /// Every archive record, by channel then game number.
    fn archives(&self) -> Result<Vec<Archive>, StoreError>;
    /// Deletes the channel's log entries `from..to`; returns how many there were. Durable with
    /// the next write (pruning again is harmless).
    fn prune_log(&self, ch: ChannelKey, from: u64, to: u64) -> Result<u64, StoreError>;
    /// Drops the events of the channel's log entries `from..to` but keeps their steps (a game's
    /// record for verification); entries without steps go. Returns how many entries changed.
    /// Durable with the next write.
    fn thin_log(&self, ch: ChannelKey, from: u64, to: u64) -> Result<u64, StoreError>;
    /// Writes an imported board's record durably, under its content's hash (writing the same
    /// board again changes nothing). Board records are never deleted: they are small, and a
    /// game or an archive may name one after a server removed its name for it.
    fn save_board(&self, board: &crate::maps::stored::BoardFile) -> Result<(), StoreError>;
    /// Every imported board's record.
    fn boards(&self) -> Result<Vec<crate::maps::stored::BoardFile>, StoreError>;
    /// Bytes the store takes on disk, if it has a disk.
    fn size_on_disk(&self) -> Option<u64> {
        None
    }
    /// If it has a disk: how many writes asked to be made durable, and how many durable
    /// flushes (fdatasyncs) made them so (concurrent writes share one).
    fn durability(&self) -> Option<(u64, u64)> {
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
pub(crate) fn state_byte(s: &Session) -> u8 {
    match &s.game {
        None => 0,
        Some(g) if !g.is_over() => 1,
        Some(_) => 2,
    }
}

pub(crate) fn count(census: &mut Census, state: u8) {
    match state {
        0 => census.lobbies += 1,
        1 => census.live += 1,
        _ => census.finished += 1,
    }
}

/// Encoded sessions by channel, log entries by (channel, seq), wake-ups by (time, channel),
/// outbox parcels by (channel, receipt).
type Memory = (
    HashMap<ChannelKey, Vec<u8>>,
    BTreeMap<(u64, u64), LogEntry>,
    std::collections::BTreeSet<(u64, u64)>,
    BTreeMap<(u64, u64), Parcel>,
);

/// Everything in memory: for tests and the console without `--db`.
#[derive(Default)]
pub struct MemoryStore {
    inner: Mutex<Memory>,
    settings: Mutex<HashMap<GuildKey, Vec<u8>>>,
    standings: Mutex<HashMap<GuildKey, Vec<u8>>>,
    archive: Mutex<BTreeMap<(u64, u32), Vec<u8>>>,
    boards: Mutex<BTreeMap<u64, crate::maps::stored::BoardFile>>,
}

impl Store for MemoryStore {
    fn load(&self, ch: ChannelKey) -> Result<Option<Session>, StoreError> {
        let g = self.inner.lock().map_err(io)?;
        let mut s: Option<Session> = g.0.get(&ch).map(|b| decode(b)).transpose()?;
        if let Some(s) = s.as_mut() {
            s.outbox =
                g.3.range((ch.0, 0)..=(ch.0, u64::MAX))
                    .map(|(_, p)| p.clone())
                    .collect();
        }
        Ok(s)
    }

    fn delivered(&self, ch: ChannelKey, receipt: u64) -> Result<(), StoreError> {
        self.inner.lock().map_err(io)?.3.remove(&(ch.0, receipt));
        Ok(())
    }

    fn commit(
        &self,
        ch: ChannelKey,
        session: &Session,
        log: &[LogEntry],
    ) -> Result<(), StoreError> {
        let mut g = self.inner.lock().map_err(io)?;
        g.0.insert(ch, encode(Key::Session { channel: ch.0 }, session));
        for e in log {
            g.1.insert((ch.0, e.seq), e.clone());
        }
        g.2.retain(|w| w.1 != ch.0);
        if let Some(t) = session.next_wake() {
            g.2.insert((t, ch.0));
        }
        g.3.retain(|k, _| k.0 != ch.0);
        for p in &session.outbox {
            g.3.insert((ch.0, p.receipt), p.clone());
        }
        Ok(())
    }

    fn remove(&self, ch: ChannelKey) -> Result<(), StoreError> {
        let mut g = self.inner.lock().map_err(io)?;
        g.0.remove(&ch);
        g.1.retain(|k, _| k.0 != ch.0);
        g.2.retain(|w| w.1 != ch.0);
        g.3.retain(|k, _| k.0 != ch.0);
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
            .insert(guild, encode(Key::Settings { guild: guild.0 }, settings));
        Ok(())
    }

    fn standings(
        &self,
        guild: GuildKey,
    ) -> Result<crate::service::results::stats::Standings, StoreError> {
        let g = self.standings.lock().map_err(io)?;
        g.get(&guild)
            .map_or_else(|| Ok(Default::default()), |b| decode(b))
    }

    fn save_standings(
        &self,
        guild: GuildKey,
        standings: &crate::service::results::stats::Standings,
    ) -> Result<(), StoreError> {
        self.standings
            .lock()
            .map_err(io)?
            .insert(guild, encode(Key::Standings { guild: guild.0 }, standings));
        Ok(())
    }

    fn save_archive(&self, a: &Archive) -> Result<(), StoreError> {
        self.archive
            .lock()
            .map_err(io)?
            .insert((a.channel, a.number), encode(a.key(), a));
        Ok(())
    }

    fn save_board(&self, board: &crate::maps::stored::BoardFile) -> Result<(), StoreError> {
        crate::maps::stored::remember(board).map_err(|p| StoreError::Corrupt(p.to_string()))?;
        let mut b = self.boards.lock().map_err(io)?;
        b.insert(board.hash(), board.clone());
        Ok(())
    }

    fn boards(&self) -> Result<Vec<crate::maps::stored::BoardFile>, StoreError> {
        Ok(self.boards.lock().map_err(io)?.values().cloned().collect())
    }

    fn archives(&self) -> Result<Vec<Archive>, StoreError> {
        let g = self.archive.lock().map_err(io)?;
        g.values().map(|b| decode(b)).collect()
    }

    fn prune_log(&self, ch: ChannelKey, from: u64, to: u64) -> Result<u64, StoreError> {
        let mut g = self.inner.lock().map_err(io)?;
        let before = g.1.len();
        g.1.retain(|k, _| k.0 != ch.0 || k.1 < from || k.1 >= to);
        Ok((before - g.1.len()) as u64)
    }

    fn thin_log(&self, ch: ChannelKey, from: u64, to: u64) -> Result<u64, StoreError> {
        let mut g = self.inner.lock().map_err(io)?;
        let mut n = 0;
        g.1.retain(|k, e| {
            if k.0 != ch.0 || k.1 < from || k.1 >= to {
                return true;
            }
            if e.steps.is_empty() || !e.events.is_empty() {
                n += 1;
            }
            e.events.clear();
            !e.steps.is_empty()
        });
        Ok(n)
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
