//! Provably fair dice. When a game starts the bot posts a commitment to its secret dice seed:
//! the SHA-256 of the text `<salt>:<seed>`, the salt public and unique to the game. Every change
//! to the game is recorded as a step (the action, with the dice and cards it produced) in the
//! game's log. When the game ends the seed is revealed, and anyone can replay the game from the
//! seed and the public actions (`/risk verify`, `risk-bot verify FILE`) and check that every roll
//! and every card draw is what the seed gives. Before the end the seed appears nowhere: not in a
//! post, a reply, a DM, an error, a log line or a game file (a game file is only made of a
//! finished game).

//!
//! This file is the table's side: the seal at the start, the steps filed with each change,
//! the game file and the verdict; the replay itself is `replay`'s.

pub(crate) use super::replay::apply;
use super::replay::Replayer;
pub use super::replay::{
    describe, record_digest, replay, state_hash, verify, FileEntry, GameFile, Mismatch, Verified,
    FILE_FORMAT,
};
use crate::service::storage::store::{LogEntry, Store, StoreError};
use crate::service::table::session::Session;
use crate::service::values::keys::ChannelKey;
use crate::service::values::outcome::{Outcome, Post};
pub use crate::service::values::steps::{chance, commitment, table_salt, Act, Seal, Step, Table};

/// Seals a game that started with this command: its commitment goes into the start post.
pub(crate) fn seal(ch: ChannelKey, s: &mut Session, outcome: &mut Outcome) {
    if !s
        .journal
        .iter()
        .any(|st| matches!(st.act, Act::Start { .. }))
    {
        // A game stored before its start time was kept: too late for a commitment.
        return;
    }
    let seats: Vec<String> = s.seats.iter().map(|x| x.name.clone()).collect();
    let table = Table {
        preset: &s.preset,
        seats: &seats,
    };
    let seal = Seal::binding(ch.0, s.number, s.started_at, &table, s.seed);
    let line = crate::i18n::in_channel(|| seal.announce());
    match outcome.public.first_mut() {
        Some(post) => {
            post.text.push('\n');
            post.text.push_str(&line);
        }
        None => outcome.public.push(Post {
            text: line,
            ..Post::default()
        }),
    }
    s.fair = Some(seal);
}

/// Files the command's steps with its first log entry (an entry of their own when the command
/// logged nothing).
pub(crate) fn file_steps(s: &mut Session, entries: &mut Vec<LogEntry>, first: u64, at: u64) {
    let steps = std::mem::take(&mut s.journal);
    if steps.is_empty() {
        return;
    }
    if entries.is_empty() {
        entries.push(LogEntry {
            seq: first,
            at,
            actor: "table".into(),
            command: "game".into(),
            events: Vec::new(),
            steps: Vec::new(),
        });
    }
    entries[0].steps = steps;
}

/// Why a game cannot be verified (yet).
pub(crate) fn not_verifiable(s: &Session) -> Option<String> {
    let Some(g) = s.game.as_ref() else {
        return Some(crate::t!("hist-not-started"));
    };
    let Some(seal) = &s.fair else {
        return Some(crate::t!("hist-no-commitment"));
    };
    if !g.is_over() {
        let sealed = crate::t!(
            "hist-dice-sealed",
            salt = seal.salt.as_str(),
            commitment = seal.commitment.as_str()
        );
        // Under fog of war the game file would also show the whole board.
        return Some(if g.is_fogged() {
            format!("{sealed} {}", crate::t!("hist-fog-file-later"))
        } else {
            sealed
        });
    }
    None
}

/// The entries of `s`'s game as a game file holds them: those of its log with steps.
fn file_entries(
    store: &dyn Store,
    ch: ChannelKey,
    s: &Session,
) -> Result<Vec<FileEntry>, StoreError> {
    Ok(store
        .history(ch, s.log_start, usize::MAX)?
        .into_iter()
        .filter(|e| !e.steps.is_empty())
        .map(|e| FileEntry {
            n: e.seq - s.log_start + 1,
            actor: e.actor,
            command: e.command,
            steps: e.steps,
        })
        .collect())
}

/// The record digest of `s`'s game as it ends with the command being handled: its log so far,
/// and the command's own entry (`by`: its actor and command; its steps still in the journal,
/// filed with the entry when it is stored, see `file_steps`).
pub(crate) fn final_record(
    store: &dyn Store,
    ch: ChannelKey,
    s: &Session,
    by: Option<(&str, &str)>,
) -> Result<String, StoreError> {
    let mut entries = file_entries(store, ch, s)?;
    if !s.journal.is_empty() {
        let (actor, command) = by.unwrap_or(("table", "game"));
        entries.push(FileEntry {
            n: s.log_len - s.log_start + 1,
            actor: actor.into(),
            command: command.into(),
            steps: s.journal.clone(),
        });
    }
    Ok(record_digest(&entries))
}

/// The map file of an imported board (by its id), from the store's board records.
fn board_file(
    store: &dyn Store,
    id: &str,
) -> Result<Option<crate::maps::stored::BoardFile>, StoreError> {
    let Some(hash) = crate::maps::stored::id_hash(id) else {
        return Ok(None);
    };
    Ok(store.boards()?.into_iter().find(|b| b.hash() == hash))
}

/// The game file of `s`'s finished game, read from its log. `Ok(Err(why))` when the game cannot
/// be verified: still running (its seed stays secret), or never sealed.
pub fn game_file(
    store: &dyn Store,
    ch: ChannelKey,
    s: &Session,
) -> Result<Result<GameFile, String>, StoreError> {
    if let Some(why) = not_verifiable(s) {
        return Ok(Err(why));
    }
    let (g, seal) = (
        s.game.as_ref().expect("checked"),
        s.fair.as_ref().expect("checked"),
    );
    let entries = file_entries(store, ch, s)?;
    Ok(Ok(GameFile {
        record: Some(record_digest(&entries)),
        format: FILE_FORMAT.into(),
        channel: ch.0,
        number: s.number,
        preset: s.preset.clone(),
        rules: s.rules.clone(),
        seats: s.seats.iter().map(|x| x.name.clone()).collect(),
        salt: seal.salt.clone(),
        commitment: seal.commitment.clone(),
        seed: s.seed,
        started_at: Some(s.started_at),
        board: Some(g.board_id().to_string()).filter(|b| b != "classic"),
        board_file: board_file(store, g.board_id())?,
        entries,
        final_state: state_hash(g),
    }))
}

/// `/risk verify`: the result as text.
pub(crate) fn verify_text(file: &GameFile) -> String {
    match verify(file) {
        Ok(v) => v.summary(file),
        Err(m) => crate::t!("hist-verify-failed", why = m.to_string()),
    }
}

/// The events of every entry of `s`'s game, those thinned from the log regenerated from its
/// steps (a replay inside the service, whose results are shown only in public forms: the seed
/// itself is never shown). An entry whose steps do not replay keeps what the log holds.
pub(crate) fn regenerate(
    store: &dyn Store,
    ch: ChannelKey,
    s: &Session,
) -> Result<Vec<LogEntry>, StoreError> {
    let seats: Vec<String> = s.seats.iter().map(|x| x.name.clone()).collect();
    let board = match &s.game {
        Some(g) => (g.map().clone(), g.board_id().to_string()),
        None => (crate::engine::Map::classic(), "classic".to_string()),
    };
    let mut table = Replayer::new(&s.rules, s.seed, &seats, board);
    let mut entries = store.history(ch, s.log_start, usize::MAX)?;
    let mut broken = false;
    for e in &mut entries {
        if e.steps.is_empty() || broken {
            continue;
        }
        let mut events = Vec::new();
        for step in &e.steps {
            match table.step(step) {
                Ok((ev, _)) => events.extend(ev),
                Err(_) => {
                    broken = true;
                    break;
                }
            }
        }
        if !broken && e.events.is_empty() {
            e.events = events;
        }
    }
    Ok(entries)
}
