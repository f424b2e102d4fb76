//! Keeping the store's records beside the sessions up to date after a change: a finished game
//! archived when its channel moves on and counted in its server's standings, a live game's
//! log thinned as it grows, and the full logs of old games pruned (`compact`).

use crate::service::results::archive::Archive;
use crate::service::results::stats::result_of;
use crate::service::storage::store::{Store, StoreError};
use crate::service::table::session::Session;
use crate::service::values::keys::{ChannelKey, GuildKey};

/// Archives `before`'s finished game when the channel moves on from it (a new lobby, or the
/// table removed). The time it ended is its last log entry's.
pub(crate) fn on_change(
    store: &dyn Store,
    ch: ChannelKey,
    before: Option<&Session>,
    after: Option<&Session>,
    now: u64,
) -> Result<(), StoreError> {
    let Some(b) = before else { return Ok(()) };
    if after.is_some_and(|a| a.number == b.number) {
        return Ok(());
    }
    let ended = store
        .history(ch, b.log_start, 1)?
        .first()
        .map_or(now, |e| e.at);
    match Archive::of(ch, b, ended) {
        Some(a) => store.save_archive(&a),
        None => Ok(()),
    }
}

/// Prunes the current game's log to its last `keep` entries each time it has grown another
/// `keep / 10` past them (so at most `keep + keep / 10` stay, and pruning runs once per that
/// many entries, not on every command).
pub(crate) fn checkpoint(
    store: &dyn Store,
    ch: ChannelKey,
    s: &Session,
    written: u64,
    keep: u64,
) -> Result<u64, StoreError> {
    let step = (keep / 10).max(1);
    let len = s.log_len - s.log_start;
    // The entries past `keep` cross a multiple of `step` with this command's entries.
    let over = |n: u64| n.saturating_sub(keep) / step;
    if len <= keep || over(len.saturating_sub(written)) == over(len) {
        return Ok(0);
    }
    // The entries before these were thinned by earlier checkpoints; their steps stay for the
    // game's verification (`fair`), their events go.
    let to = s.log_len - keep;
    let from = to.saturating_sub(2 * step + written).max(s.log_start);
    store.thin_log(ch, from, to)
}

/// What `compact` did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Compacted {
    pub games: u64,
    pub entries: u64,
}

/// Prunes the full logs of archived games that ended `retention` seconds or more before `now`.
pub(crate) fn compact(
    store: &dyn Store,
    now: u64,
    retention: u64,
) -> Result<Compacted, StoreError> {
    let mut done = Compacted::default();
    for mut a in store.archives()? {
        if a.log_pruned || a.ended_at.saturating_add(retention) > now {
            continue;
        }
        done.entries += store.prune_log(ChannelKey(a.channel), a.log_start, a.log_end)?;
        a.log_pruned = true;
        store.save_archive(&a)?;
        done.games += 1;
    }
    Ok(done)
}

/// Counts the game in its server's standings when this command ended it (`before` running,
/// `after` over). The command is durable already: a failure here is logged and costs only this
/// game's count.
pub(crate) fn record_end(
    store: &dyn Store,
    ch: ChannelKey,
    before: Option<&Session>,
    after: Option<&Session>,
) {
    let was_running = before.is_some_and(Session::is_running);
    let Some(s) = after.filter(|s| was_running && before.is_some_and(|b| b.number == s.number))
    else {
        return;
    };
    let Some(guild) = s.guild else {
        return;
    };
    let Some(result) = result_of(ch, s) else {
        return;
    };
    let done = (|| -> Result<(), StoreError> {
        let mut st = store.standings(GuildKey(guild))?;
        if st.record(&result) {
            store.save_standings(GuildKey(guild), &st)?;
        }
        Ok(())
    })();
    if let Err(e) = done {
        tracing::warn!(
            channel = ch.0,
            "counting the game in the standings failed: {e}"
        );
    }
}

/// The events of the turn under way before the command being answered
/// (`words::picture::turn_so_far`), from the newest entries of the table's log; none when the
/// log cannot be read (the picture then shows what the command did).
pub(crate) fn turn_so_far(
    store: &dyn Store,
    ch: ChannelKey,
    s: &Session,
) -> Vec<crate::engine::Event> {
    /// How far back a turn is looked for: a long turn's entries, not a whole game's.
    const ENTRIES: usize = 64;
    let entries = store.history(ch, s.log_start, ENTRIES).unwrap_or_default();
    let events: Vec<Vec<crate::engine::Event>> = entries.into_iter().map(|e| e.events).collect();
    crate::service::words::picture::turn_so_far(&events)
}
