//! One channel's table: the lobby (seats, host, options) and, once started, the game itself;
//! its turn clock's arithmetic (the next wake-up, the deadline restarted when the move passes
//! on), and what a command's change to it is (`Change`). What moves the game on sits above
//! (`turn`, `play`, `deadline`).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::clock::{Timing, TurnClock, AI_PACE};
use crate::ai::AiLevel;
use crate::engine::{Action, Event, Game, PlayerId, Rules};
use crate::service::values::command::Troops;
use crate::service::values::error::{refuse, ServiceError};
use crate::service::values::keys::UserKey;
use crate::service::values::outcome::Outcome;
use crate::service::values::parcel::{Parcel, OUTBOX_GRACE};
use crate::service::values::refusal::Refusal;

/// Seat colours in the order they are handed out: the army colours the secret missions name
/// and the picture draws (`render::PALETTE`), one list for all three.
pub const COLORS: [&str; 6] = crate::engine::mission::COLOR_NAMES;

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    /// The human in this seat; `None` for an AI seat.
    pub user: Option<UserKey>,
    pub name: String,
    pub color: String,
    /// Set for AI seats, and for human seats taken over by the AI (kicked players).
    pub ai: Option<AiLevel>,
    /// Consecutive turns whose deadline passed.
    #[serde(default)]
    pub missed: u8,
    /// The AI took this seat after missed turns; the player may `/risk return`.
    #[serde(default)]
    pub timed_out: bool,
    /// How often the player may still take the seat back after a time-out.
    #[serde(default)]
    pub returns_left: u8,
    /// Seconds of vacation still available.
    #[serde(default)]
    pub vacation_left: u64,
    /// Deadlines are extended until this time (Unix seconds).
    #[serde(default)]
    pub vacation_until: u64,
    /// Team RISK: the team chosen in the lobby (0: A, 1: B); `None` fills the smaller side.
    #[serde(default)]
    pub team: Option<u8>,
    /// The player gave up this seat with `/risk surrender`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub surrendered: bool,
    /// The person who surrendered this seat: the game still counts for them in the server's
    /// standings (a loss, or their team's result).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_by: Option<UserKey>,
    /// The host removed the player from the game (`/risk kick`): the AI plays the seat.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub kicked: bool,
    /// The language of the player's client when last seen (a command that changed the table):
    /// their direct messages are written in it. `None`: the channel's language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<crate::i18n::Lang>,
}

/// What the table shows after a surrendered seat's name (`Session::label`). Seats stored
/// before the flag was kept had it added to their name (`stored_seats`).
const SURRENDERED: &str = " (surrendered)";
/// What the table shows after a kicked player's seat (`Session::label`), likewise.
const KICKED: &str = " (AI)";
/// A neutral army's stored name (shown in the reader's language: `Session::name`).
pub(super) const NEUTRAL: &str = "Neutral";

/// Seats as stored. A seat that surrendered, or whose player was kicked, before the flags
/// were kept had " (surrendered)" or " (AI)" added to its name for good: it gets its name
/// back, and the flag.
fn stored_seats<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Seat>, D::Error> {
    let mut seats = Vec::<Seat>::deserialize(d)?;
    for seat in seats
        .iter_mut()
        .filter(|x| x.user.is_none() && x.ai.is_some())
    {
        if let Some(name) = seat.name.strip_suffix(SURRENDERED) {
            seat.name = name.to_string();
            seat.surrendered = true;
        } else if let Some(name) = seat.name.strip_suffix(KICKED) {
            seat.name = name.to_string();
            seat.kicked = true;
        }
    }
    Ok(seats)
}

impl Seat {
    /// The player gave up this seat with `/risk surrender`.
    pub fn surrendered(&self) -> bool {
        self.surrendered
    }

    /// Marks the seat as surrendered: the table shows it so from now on (`Session::label`),
    /// while what happened before names the player as they were.
    pub fn surrender(&mut self) {
        self.surrendered = true;
    }

    pub fn human(user: UserKey, name: &str, color: &str) -> Seat {
        Seat::new(Some(user), name, color, None)
    }

    pub fn new(user: Option<UserKey>, name: &str, color: &str, ai: Option<AiLevel>) -> Seat {
        Seat {
            user,
            name: name.to_string(),
            color: color.to_string(),
            ai,
            missed: 0,
            timed_out: false,
            returns_left: 0,
            vacation_left: 0,
            vacation_until: 0,
            team: None,
            surrendered: false,
            left_by: None,
            kicked: false,
            locale: None,
        }
    }

    pub fn is_ai(&self) -> bool {
        self.ai.is_some()
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Session {
    pub host: UserKey,
    pub preset: String,
    pub rules: Rules,
    #[serde(deserialize_with = "stored_seats")]
    pub seats: Vec<Seat>,
    /// `None` while the lobby is open.
    pub game: Option<Game>,
    /// Seeds the game's dice when it starts.
    pub seed: u64,
    /// The AI seats' own randomness, kept so AI play replays exactly.
    pub ai_rng: ChaCha8Rng,
    /// Number of log entries written so far in this channel (all its games).
    pub log_len: u64,
    /// Which game of this channel this is (1, 2, …): with the channel, the game's id.
    #[serde(default = "first_game")]
    pub number: u32,
    /// The first log entry of this game: the log before it belongs to earlier games here.
    #[serde(default)]
    pub log_start: u64,
    /// Turn deadlines and what happens when one passes.
    #[serde(default)]
    pub timing: Timing,
    /// The running turn clock.
    #[serde(default)]
    pub clock: TurnClock,
    /// The game before the current player's last undoable action.
    #[serde(default)]
    pub undo: Option<Undo>,
    /// An attack waiting for the defender's dice (live defence).
    #[serde(default)]
    pub pending: Option<PendingAttack>,
    /// Messages of acknowledged changes not yet delivered (at most `OUTBOX_LIMIT`). Stored as
    /// records of their own beside the table (`Key::Parcel`), so marking one delivered is a small
    /// write; records before schema version 7 held them here, and still decode.
    #[serde(default, skip_serializing)]
    pub outbox: Vec<Parcel>,
    /// The last receipt number handed out for a parcel.
    #[serde(default)]
    pub outbox_next: u64,
    /// When the game started (by the service's clock; 0 before the start, and for games
    /// stored before this was kept): the operator's log gives a game's duration.
    #[serde(default)]
    pub started_at: u64,
    /// The commitment to `seed` posted at the start (`fair::Seal`); `None` before the start
    /// and for games started before it was kept.
    #[serde(default)]
    pub fair: Option<crate::service::values::steps::Seal>,
    /// The server this table is in (set when its lobby opens there): its finished game counts
    /// in that server's standings.
    #[serde(default)]
    pub guild: Option<u64>,
    /// The board chosen in the lobby (`/risk new map:`), by its id (`maps::stored`); `None`:
    /// the classic board. A started game names its own (`Game::board_id`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// The channel's language when last seen (the server's choice, else its Discord language):
    /// what the table posts on its own (deadlines, AI turns) is written in it.
    #[serde(default, skip_serializing_if = "is_english")]
    pub lang: crate::i18n::Lang,
    /// The steps of the command being handled, not stored here: they go into its log entry.
    #[serde(skip)]
    pub(crate) journal: Vec<crate::service::values::steps::Step>,
}

fn is_english(lang: &crate::i18n::Lang) -> bool {
    *lang == crate::i18n::Lang::En
}

/// Whether some seat is a person's: seated, not eliminated, not neutral, and playing their own
/// seat or (with `patience`) away after fewer than `patience` missed turns in a row.
pub(crate) fn any_person(seats: &[Seat], g: &Game, patience: Option<u8>) -> bool {
    g.players().any(|p| {
        let seat = &seats[p.index()];
        let away = patience.is_some_and(|n| seat.timed_out && seat.missed < n);
        seat.user.is_some()
            && (seat.ai.is_none() || away)
            && !g.is_neutral(p)
            && !g.is_eliminated(p)
    })
}

/// A log entry before it is numbered and timed: actor, command, events.
pub(crate) type LogEntry0 = (String, String, Vec<Event>);

/// A change to a session: what to deliver, and what to append to the log.
pub(crate) struct Change {
    pub outcome: Outcome,
    pub log: Vec<LogEntry0>,
    /// The session after the change; `None` deletes it.
    pub session: Option<Session>,
}

/// The channel's started game, or why there is none.
pub(crate) fn running(s: Option<&Session>) -> Result<(&Session, &Game), ServiceError> {
    match s {
        Some(s) => match &s.game {
            Some(g) => Ok((s, g)),
            None => refuse(Refusal::NotStarted),
        },
        None => refuse(Refusal::NoGame),
    }
}

fn first_game() -> u32 {
    1
}

/// An attack held for the defender's dice (live defence, `defend`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingAttack {
    /// Identifies this attack in button ids.
    pub id: u64,
    pub attacker: u8,
    pub defender: u8,
    pub action: Action,
    pub expires: u64,
    /// `/attack move:`: the move-in after a conquest, made when the held attack is rolled.
    #[serde(default)]
    pub move_in: Option<Troops>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Undo {
    pub seat: u8,
    pub before: Game,
    pub what: String,
}

impl Session {
    pub fn new(host: UserKey, host_name: &str, preset: &str, rules: Rules, seed: u64) -> Session {
        Session {
            host,
            preset: preset.to_string(),
            rules,
            seats: vec![Seat::human(host, host_name, COLORS[0])],
            game: None,
            seed,
            ai_rng: ChaCha8Rng::seed_from_u64(seed ^ 0xa1),
            log_len: 0,
            number: 1,
            log_start: 0,
            timing: Timing::default(),
            clock: TurnClock::default(),
            undo: None,
            pending: None,
            outbox: Vec::new(),
            outbox_next: 0,
            started_at: 0,
            fair: None,
            guild: None,
            board: None,
            lang: crate::i18n::Lang::En,
            journal: Vec::new(),
        }
    }

    /// A table already playing `game`, with these humans in seat order (tests, benchmarks,
    /// puzzles); the first is the host.
    pub fn seated(humans: &[(UserKey, &str)], game: Game) -> Session {
        let (host, name) = humans[0];
        let mut s = Session::new(host, name, "classic", game.rules().clone(), 1);
        for (i, (u, n)) in humans.iter().enumerate().skip(1) {
            s.seats.push(Seat::human(*u, n, COLORS[i % COLORS.len()]));
        }
        s.game = Some(game);
        s
    }

    /// Neutral armies get seats of their own so every player of the game has a name: seats up
    /// to `players` are added for them.
    pub fn seat_neutrals(&mut self, players: usize) {
        for i in 0..players.saturating_sub(self.seats.len()) {
            let name = if i == 0 {
                NEUTRAL.to_string()
            } else {
                format!("{NEUTRAL} {}", i + 1)
            };
            self.seats
                .push(Seat::new(None, &name, "grey", Some(AiLevel::Passive)));
        }
    }

    /// A table as read back from the database or an export, ready for use: a table stored
    /// before neutral armies had seats gets them, then it is checked (`check_stored`).
    pub fn stored(mut self) -> Result<Session, String> {
        let games = self
            .game
            .iter_mut()
            .chain(self.undo.iter_mut().map(|u| &mut u.before));
        for g in games {
            let id = g.board_id();
            if id != g.map().name {
                let map = crate::maps::stored::resolve(id).ok_or_else(|| {
                    format!(
                        "the game is played on the board {id}, which this database does not hold"
                    )
                })?;
                g.restore_board(map)?;
            }
        }
        if let Some(g) = &self.game {
            let missing = self.seats.len()..g.player_count();
            if !self.seats.is_empty() && missing.clone().all(|p| g.is_neutral(PlayerId(p as u8))) {
                self.seat_neutrals(missing.end);
            }
        }
        self.check_stored()?;
        Ok(self)
    }

    /// Whether a table read back is one the service can use: at least one seat, a seat per player
    /// of its game, a game whose shape and invariants hold (`Game::check_stored`), and a log,
    /// undo and held attack that fit. `Err` says what is wrong.
    pub fn check_stored(&self) -> Result<(), String> {
        let s = self;
        if s.seats.is_empty() {
            return Err("the table has no seats (it has at least its host's)".into());
        }
        if s.number == 0 || s.log_start > s.log_len {
            return Err(format!(
                "game number {} with its log from #{} but only {} entries written",
                s.number, s.log_start, s.log_len
            ));
        }
        let seats = s.seats.len();
        let Some(g) = &s.game else {
            let most = usize::from(s.rules.max_players);
            if seats > most {
                return Err(format!(
                    "the lobby has {seats} seats, its rules allow {most}"
                ));
            }
            return Ok(());
        };
        if g.player_count() != seats {
            return Err(format!(
                "the table has {seats} seats but its game has {} players",
                g.player_count()
            ));
        }
        let checked = |g: &crate::engine::Game| {
            // The checks index by what they verified first; a panic would still be a bug in
            // them, answered as a damaged record rather than by the caller's death.
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| g.check_stored()))
                .unwrap_or_else(|_| Err("the game's state is inconsistent".into()))
        };
        checked(g).map_err(|e| format!("the game is inconsistent: {e}"))?;
        if let Some(u) = &s.undo {
            if usize::from(u.seat) >= seats || u.before.player_count() != seats {
                return Err("the move kept for /undo is not this table's".into());
            }
            checked(&u.before)
                .map_err(|e| format!("the game kept for /undo is inconsistent: {e}"))?;
        }
        if let Some(p) = &s.pending {
            if usize::from(p.attacker) >= seats || usize::from(p.defender) >= seats {
                return Err(
                    "the attack waiting for the defender names a seat that does not exist".into(),
                );
            }
        }
        Ok(())
    }

    /// The language of `user`'s direct messages (`i18n::for_reader`): theirs, else the channel's.
    pub fn lang_of(&self, user: UserKey) -> crate::i18n::Lang {
        self.seats
            .iter()
            .find(|s| s.user == Some(user))
            .and_then(|s| s.locale)
            .unwrap_or(self.lang)
    }

    pub fn seat_of(&self, user: UserKey) -> Option<PlayerId> {
        self.seats
            .iter()
            .position(|s| s.user == Some(user))
            .map(|i| PlayerId(i as u8))
    }

    pub fn free_color(&self) -> Option<&'static str> {
        COLORS
            .into_iter()
            .find(|c| self.seats.iter().all(|s| s.color != *c))
    }

    /// A seat name not taken yet, for AI seats.
    pub fn ai_name(&self, level: AiLevel) -> String {
        let taken = |n: &str| self.seats.iter().any(|s| s.name.starts_with(n));
        (1..)
            .map(|i| format!("AI {i}"))
            .find(|n| !taken(&format!("{n} (")))
            .map(|n| format!("{n} ({})", level.name()))
            .expect("some name is free")
    }

    /// Finds a seat by a player's name (case-insensitive) or colour.
    pub fn find_seat(&self, who: &str) -> Option<PlayerId> {
        let w = who.trim().trim_start_matches('@').to_lowercase();
        // By the name, or as the table shows it ("bob (AI)").
        (0..self.seats.len()).map(|i| PlayerId(i as u8)).find(|&p| {
            let s = &self.seats[p.index()];
            // As typed: the names as plain text, not as placed in a message.
            let (name, label) = crate::i18n::markup::plain(|| (self.name(p), self.label(p)));
            s.name.to_lowercase() == w
                || name.to_lowercase() == w
                || label.to_lowercase() == w
                || s.color == w
        })
    }

    pub fn is_running(&self) -> bool {
        self.game.as_ref().is_some_and(|g| !g.is_over())
    }

    /// Whether a person still plays a seat: seated and not eliminated, and either playing
    /// (`active`) or away after missed turns but still able to `/risk return` (fewer than twice
    /// `kick_after` missed turns in a row). Surrendered and kicked seats have no person. A table
    /// without one ends (`end_if_nobody_plays`).
    pub fn someone_plays(&self) -> bool {
        self.persons(false)
    }

    /// Whether a person plays their own seat now (not away with the AI standing in).
    pub fn someone_active(&self) -> bool {
        self.persons(true)
    }

    fn persons(&self, active_only: bool) -> bool {
        let Some(g) = self.game.as_ref() else {
            return true;
        };
        let patience = (!active_only).then(|| 2 * self.timing.kick_after.max(1));
        any_person(&self.seats, g, patience)
    }

    /// Whether the AI stands in for `p` only when `p`'s deadline passes: `p` is away after
    /// missed turns and nobody else is playing, so the table goes at deadline pace.
    pub fn waits_for_deadline(&self, p: PlayerId) -> bool {
        self.seats[p.index()].timed_out && !self.someone_active()
    }

    /// Whether the seat to move is the AI's to play now (and the game goes on).
    pub fn ai_to_move(&self) -> bool {
        self.game.as_ref().is_some_and(|g| {
            let p = g.current();
            !g.is_over()
                && self.seats[p.index()].is_ai()
                && !g.is_neutral(p)
                && !self.waits_for_deadline(p)
        })
    }

    /// Opens the next game of this channel after `previous`, which is over: its own number
    /// and its own part of the channel's log.
    pub fn follows(&mut self, previous: &Session) {
        self.number = previous.number + 1;
        // Messages of the last game still undelivered are not lost with it.
        self.outbox = previous.outbox.clone();
        self.outbox_next = previous.outbox_next;
        self.log_len = previous.log_len;
        self.log_start = previous.log_len;
    }
}

impl Session {
    /// When this session next needs attention without a command: a reminder or the deadline.
    pub fn next_wake(&self) -> Option<u64> {
        // Messages of an acknowledged change still undelivered are sent again, game or not.
        let outbox = self.outbox.iter().map(|p| p.at + OUTBOX_GRACE).min();
        [outbox, self.next_wake_of_game()]
            .into_iter()
            .flatten()
            .min()
    }

    fn next_wake_of_game(&self) -> Option<u64> {
        let c = &self.clock;
        if !self.is_running() {
            return None;
        }
        if self.ai_to_move() && self.pending.is_none() {
            // AI turns left over from a bounded command continue shortly, paused or not.
            return Some(c.started + AI_PACE);
        }
        // A held attack waits for its defender even while the clocks are paused.
        let pending = self.pending.as_ref().map(|p| p.expires);
        if c.paused_at.is_some() || c.deadline.is_none() {
            return pending;
        }
        let deadline = c.deadline?;
        let (half, last) = self.reminder_times()?;
        [
            (!c.half_sent).then_some(half),
            (!c.last_sent).then_some(last),
            Some(deadline),
            pending,
        ]
        .into_iter()
        .flatten()
        .min()
    }

    pub(crate) fn reminder_times(&self) -> Option<(u64, u64)> {
        let d = self.clock.deadline?;
        let half = self.clock.started + (d - self.clock.started) / 2;
        let before = self.timing.remind_before.unwrap_or(0);
        Some((half, d.saturating_sub(before).max(half)))
    }

    /// Restarts the clock when the move passed to another seat; returns the new deadline.
    pub fn refresh_clock(&mut self, now: u64) -> Option<u64> {
        let g = self.game.as_ref()?;
        if g.is_over() {
            self.clock.deadline = None;
            return None;
        }
        // During setup every claim or placement is a move of its own: the armies on the board
        // tell them apart (a seat can be to move again after the others moved).
        let setup_moves = if g.turn() == 0 {
            g.players().map(|p| g.total_armies(p)).sum()
        } else {
            0
        };
        // Simultaneous placement: one clock for everyone, whoever is named current.
        let key = if g.placing_simultaneously() {
            (0, u8::MAX, 0)
        } else {
            (g.turn(), g.current().0, setup_moves)
        };
        if self.clock.running_for == Some(key) {
            return None;
        }
        let seat = &self.seats[g.current().index()];
        self.clock.running_for = Some(key);
        self.clock.started = now;
        // Without reminders both count as sent from the start.
        let quiet = self.timing.remind_before.is_none();
        self.clock.half_sent = quiet;
        self.clock.last_sent = quiet;
        let person_to_move = !seat.is_ai() || self.waits_for_deadline(g.current());
        self.clock.deadline = match (self.timing.turn_time, person_to_move) {
            (Some(t), true) => Some(now.max(seat.vacation_until) + t),
            _ => None,
        };
        self.clock.deadline
    }
}
