//! The operator's log: one `info` line per thing that happened to a table (lobby opened, player
//! joined or left, game started, turn timed out, surrender, elimination, game ended), read off
//! the session before and after a change. Names and numbers only: never a hand, a mission, a
//! hidden Headquarters or a seed. Text fields (names, presets, commands) are recorded as
//! strings, so they print quoted (`player="AI 1 (basic)"`); numbers and flags print bare.

use crate::service::table::session::Session;
use crate::service::values::keys::ChannelKey;

/// Logs what changed from `before` to `after` in channel `ch`; `why` is the command name, or
/// "deadline" / "ai" for the scheduler's changes.
pub(crate) fn log_change(
    ch: ChannelKey,
    before: Option<&Session>,
    after: Option<&Session>,
    why: &str,
    now: u64,
) {
    let c = ch.0;
    match (before, after) {
        (None, None) => {}
        (Some(b), None) => {
            let what = if b.is_running() { "game" } else { "lobby" };
            tracing::info!(channel = c, game = b.number, command = why, "{what} closed");
        }
        (b, Some(a)) if b.is_none_or(|b| b.number != a.number) => {
            let host = a.seats.first().map_or("", |s| s.name.as_str());
            tracing::info!(
                channel = c,
                game = a.number,
                preset = a.preset.as_str(),
                host,
                "lobby opened"
            );
        }
        (Some(b), Some(a)) => table(c, b, a, why, now),
        (None, Some(_)) => unreachable!("handled by the arm above"),
    }
}

fn table(c: u64, b: &Session, a: &Session, why: &str, now: u64) {
    let n = a.number;
    if a.game.is_none() {
        for s in a
            .seats
            .iter()
            .filter(|s| b.seats.iter().all(|x| x.name != s.name))
        {
            tracing::info!(
                channel = c,
                game = n,
                player = s.name.as_str(),
                ai = s.is_ai(),
                "player joined"
            );
        }
        for s in b
            .seats
            .iter()
            .filter(|s| a.seats.iter().all(|x| x.name != s.name))
        {
            tracing::info!(
                channel = c,
                game = n,
                player = s.name.as_str(),
                command = why,
                "player left"
            );
        }
        return;
    }
    if b.game.is_none() {
        let humans = a.seats.iter().filter(|s| s.user.is_some()).count();
        tracing::info!(
            channel = c,
            game = n,
            preset = a.preset.as_str(),
            seats = a.seats.len(),
            humans,
            "game started"
        );
    }
    for (i, (x, y)) in b.seats.iter().zip(&a.seats).enumerate() {
        seat(c, n, x, y, why);
        let eliminated = |s: &Session| {
            s.game.as_ref().is_some_and(|g| {
                i < g.player_count() && g.is_eliminated(crate::engine::PlayerId(i as u8))
            })
        };
        if b.game.is_some() && !eliminated(b) && eliminated(a) {
            tracing::info!(
                channel = c,
                game = n,
                player = y.name.as_str(),
                "player eliminated"
            );
        }
    }
    let over = |s: &Session| s.game.as_ref().is_some_and(|g| g.is_over());
    if !over(b) && over(a) {
        let g = a.game.as_ref().expect("over");
        let winner = g.winner().map_or("nobody".to_string(), |p| {
            crate::i18n::markup::plain(|| a.name(p))
        });
        let minutes = (a.started_at > 0).then(|| now.saturating_sub(a.started_at) / 60);
        tracing::info!(
            channel = c,
            game = n,
            winner = winner.as_str(),
            turns = g.turn(),
            minutes = minutes.unwrap_or(0),
            "game ended"
        );
    }
}

fn seat(
    c: u64,
    n: u32,
    x: &crate::service::table::session::Seat,
    y: &crate::service::table::session::Seat,
    why: &str,
) {
    let name = &y.name;
    if y.missed > x.missed {
        tracing::info!(
            channel = c,
            game = n,
            player = x.name.as_str(),
            missed = y.missed,
            "player timed out"
        );
    }
    if !x.timed_out && y.timed_out {
        tracing::info!(
            channel = c,
            game = n,
            player = x.name.as_str(),
            "the AI keeps the seat after missed turns"
        );
    }
    if x.user.is_some() && y.user.is_none() {
        let what = if y.surrendered() {
            "player surrendered"
        } else {
            "player left (the AI plays the seat)"
        };
        tracing::info!(
            channel = c,
            game = n,
            player = x.name.as_str(),
            command = why,
            "{what}"
        );
    } else if x.user.is_some() && y.user.is_some() && x.user != y.user {
        tracing::info!(
            channel = c,
            game = n,
            from = x.name.as_str(),
            to = name.as_str(),
            "seat handed over"
        );
    } else if x.timed_out && !y.timed_out && y.user.is_some() {
        tracing::info!(
            channel = c,
            game = n,
            player = name.as_str(),
            "player returned"
        );
    }
}
