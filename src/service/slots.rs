//! The service's channels in memory (one slot each, the least recently used dropped beyond the
//! capacity) and the languages a command is answered in. Part of `GameService`, beside `mod.rs`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::{Actor, ChannelKey, GameService, Membership, ServiceError, Session};
use crate::i18n::Lang;

#[derive(Default)]
pub(super) struct Slot {
    pub(super) loaded: bool,
    pub(super) session: Option<Session>,
}

/// The channels' slots, each with the tick of its last use (least recently used go first).
#[derive(Default)]
pub(super) struct Slots {
    pub(super) map: HashMap<ChannelKey, (Arc<Mutex<Slot>>, u64)>,
    pub(super) tick: u64,
}

impl GameService {
    pub(super) fn slots(&self) -> std::sync::MutexGuard<'_, Slots> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn slot(&self, ch: ChannelKey) -> Arc<Mutex<Slot>> {
        let mut slots = self.slots();
        slots.tick += 1;
        let tick = slots.tick;
        let entry = slots.map.entry(ch).or_default();
        entry.1 = tick;
        entry.0.clone()
    }

    /// After a command: a channel without a session keeps no slot, and beyond the capacity the
    /// least recently used idle slots go. Only slots nobody holds are dropped (handles are
    /// taken under this lock, so a count of one means idle), and a slot's session is always
    /// the stored one, so dropping it loses nothing.
    pub(super) fn release(&self, ch: ChannelKey, slot: Arc<Mutex<Slot>>) {
        drop(slot);
        let mut slots = self.slots();
        let idle = |s: &Arc<Mutex<Slot>>| Arc::strong_count(s) == 1;
        let empty = slots
            .map
            .get(&ch)
            .is_some_and(|(s, _)| idle(s) && s.try_lock().is_ok_and(|s| s.session.is_none()));
        if empty {
            slots.map.remove(&ch);
        }
        if slots.map.len() <= self.capacity {
            return;
        }
        // Down to seven eighths of the capacity, so the scan runs once per capacity/8 loads.
        let keep = self.capacity - self.capacity / 8;
        let mut idle_slots: Vec<(u64, ChannelKey)> = slots
            .map
            .iter()
            .filter(|(_, (s, _))| idle(s))
            .map(|(k, (_, t))| (*t, *k))
            .collect();
        idle_slots.sort_unstable();
        let excess = slots.map.len().saturating_sub(keep);
        for (_, k) in idle_slots.into_iter().take(excess) {
            slots.map.remove(&k);
        }
    }

    /// The languages of a command's answer and of the channel's posts: the invoker's client
    /// language (else the channel's); the server's chosen language, else its Discord language,
    /// else English.
    pub(super) fn languages(&self, actor: &Actor, member: Option<&Membership>) -> (Lang, Lang) {
        let chosen = member.and_then(|m| match self.store.settings(m.guild) {
            Ok(settings) => settings.language,
            Err(e) => {
                tracing::warn!(
                    guild = m.guild.0,
                    "reading the server's settings failed: {e}"
                );
                None
            }
        });
        let channel = chosen.or(actor.guild_locale).unwrap_or_default();
        (actor.locale.unwrap_or(channel), channel)
    }

    /// Locks the channel's slot (loading its session on first use) and runs `f` on it.
    pub(super) fn with_slot<R>(
        &self,
        ch: ChannelKey,
        f: impl FnOnce(&mut Slot) -> Result<R, ServiceError>,
    ) -> Result<R, ServiceError> {
        let handle = self.slot(ch);
        let result = (|| {
            let mut slot = handle.lock().unwrap_or_else(|e| e.into_inner());
            if !slot.loaded {
                slot.session = self.store.load(ch)?;
                slot.loaded = true;
            }
            f(&mut slot)
        })();
        self.release(ch, handle);
        result
    }
}
