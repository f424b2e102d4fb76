//! Finished games, compacted: once a channel opens its next game, the finished one becomes an
//! `Archive` record (seats, result, dates, preset, figures, dice seed), and its full log is
//! kept only for a retention, then pruned (`GameService::compact`). The store writes and prunes
//! them (`records`); this file only makes them.

use serde::{Deserialize, Serialize};

use crate::service::table::session::Session;
use crate::service::values::keys::ChannelKey;
use crate::service::values::schema::Key;

/// Log entries a game keeps while it is played (the last ones; `/history` shows at most 50):
/// older entries are pruned every `LIVE_LOG_KEEP / 10` commands, so a long game's log stays
/// bounded. The session itself is the checkpoint: it holds the whole state, the dice RNG and
/// the undo point.
pub const LIVE_LOG_KEEP: u64 = 200;

/// How long a finished game's full log stays by default: 30 days.
pub const DEFAULT_RETENTION: u64 = 30 * 24 * 3600;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArchivedSeat {
    pub name: String,
    pub user: Option<u64>,
    pub color: String,
    pub ai: bool,
    pub territories: u32,
    pub armies: u32,
    pub eliminated: bool,
    pub neutral: bool,
}

/// One finished game of a channel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Archive {
    pub channel: u64,
    /// The game's number in its channel (`Session::number`).
    pub number: u32,
    pub preset: String,
    /// The dice seed: with the log (while kept) the game replays exactly.
    pub seed: u64,
    pub started_at: u64,
    /// When its last log entry was written.
    pub ended_at: u64,
    pub turns: u32,
    /// The winner's seat name; `None` when the game ended without one.
    pub winner: Option<String>,
    pub seats: Vec<ArchivedSeat>,
    /// Its part of the channel's log: entries `log_start..log_end`.
    pub log_start: u64,
    pub log_end: u64,
    /// The full log has been pruned after the retention.
    pub log_pruned: bool,
}

impl Archive {
    /// Its key in the store.
    pub fn key(&self) -> Key {
        Key::Archive {
            channel: self.channel,
            number: self.number,
        }
    }

    /// The archive of `s`'s game, if it is over.
    pub fn of(ch: ChannelKey, s: &Session, ended_at: u64) -> Option<Archive> {
        let g = s.game.as_ref().filter(|g| g.is_over())?;
        let seats = g
            .players()
            .map(|p| {
                let seat = &s.seats[p.index()];
                ArchivedSeat {
                    name: seat.name.clone(),
                    user: seat.user.map(|u| u.0),
                    color: seat.color.clone(),
                    ai: seat.is_ai(),
                    territories: g.territories_of(p).len() as u32,
                    armies: g.total_armies(p),
                    eliminated: g.is_eliminated(p),
                    neutral: g.is_neutral(p),
                }
            })
            .collect();
        Some(Archive {
            channel: ch.0,
            number: s.number,
            preset: s.preset.clone(),
            seed: s.seed,
            started_at: s.started_at,
            ended_at,
            turns: g.turn(),
            winner: g.winner().map(|p| crate::i18n::markup::plain(|| s.name(p))),
            seats,
            log_start: s.log_start,
            log_end: s.log_len,
            log_pruned: false,
        })
    }
}
