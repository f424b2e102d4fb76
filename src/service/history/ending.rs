//! A game's end in the channel: the one post with the revealed dice seed, the missions and
//! the recap (`at_end`), and the recap of a stored game (`of_session`), replayed from the
//! store's steps.

use super::fair::{self, FileEntry};
use super::recap::{recap, Recap};
use crate::engine::Game;
use crate::service::storage::store::Store;
use crate::service::table::session::Session;
use crate::service::values::keys::ChannelKey;
use crate::service::values::outcome::{Outcome, Post};

/// When the game that was running before this command is over now: one post with the revealed
/// seed and the recap (the adapter attaches the chart). `by` is the command's first log entry
/// (actor, command), under which its steps will be filed.
pub(crate) fn at_end(
    store: &dyn Store,
    ch: ChannelKey,
    s: &Session,
    was_running: bool,
    by: Option<(&str, &str)>,
    now: u64,
    outcome: &mut Outcome,
) {
    // The end is the channel's to read.
    crate::i18n::in_channel(|| end_posts(store, ch, s, was_running, by, now, outcome))
}

fn end_posts(
    store: &dyn Store,
    ch: ChannelKey,
    s: &Session,
    was_running: bool,
    by: Option<(&str, &str)>,
    now: u64,
    outcome: &mut Outcome,
) {
    let over = s.game.as_ref().filter(|g| g.is_over());
    let (true, Some(g)) = (was_running, over) else {
        return;
    };
    // The missions were secret until now: every one is shown, the winner's and the others', in
    // a post of its own (four cards a player can be long) before the recap's.
    if let Some(text) = missions_revealed(s, g) {
        outcome.public.push(Post {
            text,
            ..Post::default()
        });
    }
    let Some(seal) = &s.fair else {
        return;
    };
    let mut text = seal.reveal(s.seed);
    match super::fair::final_record(store, ch, s, by) {
        Ok(record) => {
            text.push(' ');
            text.push_str(&crate::t!(
                "hist-record-digest",
                record = record.to_string()
            ));
        }
        Err(e) => {
            tracing::warn!(channel = ch.0, error = ?e.to_string(), "the game's record digest could not be made")
        }
    }
    let mut chart = false;
    match of_session(store, ch, s, by, now) {
        Ok(Some(r)) => {
            text.push('\n');
            text.push_str(&r.text);
            // A chart of the turns, once there were turns.
            chart = s.game.as_ref().is_some_and(|g| g.turn() > 0);
            outcome.chart = chart.then_some(r.chart);
        }
        Ok(None) => {}
        Err(e) => tracing::warn!(channel = ch.0, "the game's recap could not be made: {e}"),
    }
    // The last word of a game says what the channel can do next.
    text.push('\n');
    text.push_str(&crate::t!("hist-next-game"));
    outcome.public.push(Post {
        text,
        chart,
        ..Post::default()
    });
}

/// Every player's secret mission (Secret Mission RISK) or four ranked cards (Mission RISK),
/// for the end post; `None` in games without missions.
fn missions_revealed(s: &Session, g: &Game) -> Option<String> {
    let mut lines = Vec::new();
    for p in g.players() {
        if let Some(m) = g.mission(p) {
            let mission = crate::service::words::text::mission(g, m);
            lines.push(crate::t!(
                "hist-mission-of",
                name = s.name(p),
                mission = mission
            ));
        }
        let cards: Vec<String> = g
            .ranked_missions(p)
            .iter()
            .map(|m| {
                let mark = if m.claimed { "✅" } else { "▫️" };
                format!(
                    "{mark} {}",
                    crate::service::words::text::ranked_mission(g, m)
                )
            })
            .collect();
        if !cards.is_empty() {
            let mission = cards.join(" ");
            lines.push(crate::t!(
                "hist-mission-of",
                name = s.name(p),
                mission = mission
            ));
        }
    }
    (!lines.is_empty()).then(|| {
        format!(
            "{}\n{}",
            crate::t!("hist-missions-revealed"),
            lines.join("\n")
        )
    })
}

/// The recap of `s`'s finished game, its steps read from the store plus those of the command
/// being handled (`s.journal`); `None` when the game cannot be replayed (running, or never
/// sealed).
pub(crate) fn of_session(
    store: &dyn Store,
    ch: ChannelKey,
    s: &Session,
    by: Option<(&str, &str)>,
    now: u64,
) -> Result<Option<Recap>, String> {
    let mut file = match fair::game_file(store, ch, s) {
        Ok(Ok(file)) => file,
        Ok(Err(_)) => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    if !s.journal.is_empty() {
        let (actor, command) = by.unwrap_or(("table", "game"));
        file.entries.push(FileEntry {
            n: s.log_len - s.log_start + 1,
            actor: actor.into(),
            command: command.into(),
            steps: s.journal.clone(),
        });
    }
    let seconds = now.saturating_sub(s.started_at);
    recap(&file, seconds).map(Some).map_err(|m| m.to_string())
}
