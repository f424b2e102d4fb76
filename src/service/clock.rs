//! Turn deadlines: options chosen in the lobby, the running clock of the current turn, reminders,
//! and what happens when time runs out. Time is passed in (Unix seconds), never read here.

use serde::{Deserialize, Serialize};

use super::defend::{resolve, DefenderDice};
use super::fair;
use super::outcome::{Moment, Outcome, Parcel, Post, OUTBOX_GRACE};
use super::play::{after_actions, run_ai, AiTurn};
use super::session::LogEntry0;
use super::session::Session;
use crate::ai::AiLevel;
use crate::engine::{Action, Event, Phase, PlayerId};

pub const HOUR: u64 = 3600;
pub const DAY: u64 = 24 * HOUR;
/// Seconds between two rounds of AI turns that one command did not finish (see `run_ai`): the
/// channel gets at most one post of AI turns per wake-up, well within Discord's 5 per 5 s.
pub const AI_PACE: u64 = 5;

/// What happens to a turn whose deadline passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OnTimeout {
    /// The AI plays the rest of that turn.
    Ai,
    /// Reinforcements are placed on borders and the turn ends, without attacking.
    Skip,
}

/// What `/risk surrender` does with the player's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OnSurrender {
    /// The armies stay as a passive neutral: they defend, place reinforcements, never attack.
    Neutral,
    /// The basic AI plays the seat.
    Ai,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timing {
    /// Seconds per turn; `None` = no deadline.
    pub turn_time: Option<u64>,
    pub on_timeout: OnTimeout,
    /// Consecutive missed turns before the AI takes the seat for good (until `/risk return`).
    pub kick_after: u8,
    /// Vacation allowance per player, in seconds.
    pub vacation: u64,
    /// How often a timed-out player may take the seat back.
    pub returns: u8,
    /// Reminders at half time and this long before the deadline.
    /// `None`: no reminders.
    pub remind_before: Option<u64>,
    pub on_surrender: OnSurrender,
    #[serde(default = "max_dice")]
    pub defender_dice: DefenderDice,
}

fn max_dice() -> DefenderDice {
    DefenderDice::Max
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            turn_time: Some(DAY),
            on_timeout: OnTimeout::Ai,
            kick_after: 3,
            vacation: 7 * DAY,
            returns: 1,
            remind_before: Some(HOUR),
            on_surrender: OnSurrender::Neutral,
            defender_dice: DefenderDice::Max,
        }
    }
}

/// The clock of the turn in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnClock {
    /// Whose move the clock runs for: (turn, seat, setup moves made); a change restarts it.
    pub running_for: Option<(u32, u8, u32)>,
    pub started: u64,
    pub deadline: Option<u64>,
    pub half_sent: bool,
    pub last_sent: bool,
    /// Set while paused: deadlines are frozen.
    pub paused_at: Option<u64>,
}

/// Parses a turn time: "none", "90m", "1h", "36h", "2d", "7 days": between 1 hour and 7 days.
pub fn parse_duration(text: &str) -> Result<Option<u64>, String> {
    parse_within(text, "turn_time", HOUR, 7 * DAY)
}

/// Parses "none" or a duration between `min` and `max` seconds; `what` names the option.
pub fn parse_within(text: &str, what: &str, min: u64, max: u64) -> Result<Option<u64>, String> {
    let t = text.trim().to_lowercase();
    if t == "none" || t == "off" {
        return Ok(None);
    }
    let digits: String = t.chars().take_while(char::is_ascii_digit).collect();
    let unit = t[digits.len()..].trim();
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("'{text}' is not a duration: write e.g. 12h, 2d or none"))?;
    let secs = match unit {
        "m" | "min" | "mins" | "minutes" => n * 60,
        "h" | "hour" | "hours" | "" => n * HOUR,
        "d" | "day" | "days" => n * DAY,
        _ => {
            return Err(format!(
                "'{text}' is not a duration: write e.g. 12h, 2d or none"
            ))
        }
    };
    if !(min..=max).contains(&secs) {
        let show = |x: u64| {
            if x % DAY == 0 {
                format!("{}d", x / DAY)
            } else if x % HOUR == 0 {
                format!("{}h", x / HOUR)
            } else {
                format!("{}m", x / 60)
            }
        };
        return Err(format!(
            "{what} must be between {} and {} (or none), not {text}",
            show(min),
            show(max)
        ));
    }
    Ok(Some(secs))
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

    fn reminder_times(&self) -> Option<(u64, u64)> {
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

    /// Handles whatever is due at `now`: a reminder or a time-out.
    pub(crate) fn fire(&mut self, now: u64) -> (Outcome, Vec<LogEntry0>) {
        let mut outcome = Outcome::default();
        let mut log = Vec::new();
        let due = |p: &Parcel| p.at + OUTBOX_GRACE <= now;
        if self.outbox.iter().any(due) {
            // A bot that died while delivering: the parcels go out again (as a new parcel of
            // their own, marked delivered once sent).
            for p in self.outbox.iter().filter(|p| due(p)) {
                p.resend(&mut outcome);
            }
            self.outbox.retain(|p| !due(p));
            return (outcome, log);
        }
        if self.pending.as_ref().is_some_and(|p| now >= p.expires) && self.is_running() {
            // The defender did not answer: the attack rolls with the maximum dice.
            return resolve(self, None).unwrap_or_else(|e| (Outcome::post(e.to_string()), vec![]));
        }
        if self.ai_to_move() && self.pending.is_none() {
            return self.ai_round(now);
        }
        let (Some(deadline), Some((half, last))) = (self.clock.deadline, self.reminder_times())
        else {
            return (outcome, log);
        };
        if self.clock.paused_at.is_some() || !self.is_running() {
            return (outcome, log);
        }
        let g = self.game.as_ref().expect("running");
        let p = g.current();
        let user = self.seats[p.index()].user;
        if now >= deadline {
            self.time_out(p, &mut outcome, &mut log);
        } else if (now >= last && !self.clock.last_sent) || (now >= half && !self.clock.half_sent) {
            // Both reminders due at once (a bot that was down) send only the later one.
            let which = if now >= last {
                "is almost up"
            } else {
                "is half gone"
            };
            self.clock.half_sent = true;
            self.clock.last_sent = now >= last;
            outcome.public.push(Post {
                text: format!(
                    "⏰ {}, your turn time {which}: deadline {}.",
                    self.name(p),
                    Moment::Relative(deadline)
                ),
                ping: user.into_iter().collect(),
                board: false,
                ..Post::default()
            });
        }
        (outcome, log)
    }

    /// The next round of AI turns that a bounded command left over (see `run_ai`).
    pub(crate) fn ai_round(&mut self, now: u64) -> (Outcome, Vec<LogEntry0>) {
        let (mut outcome, mut log) = (Outcome::default(), Vec::new());
        self.clock.started = now;
        let turns = run_ai(self, None);
        after_actions(self, &[], turns, &mut outcome, &mut log, false);
        (outcome, log)
    }

    /// Applies the timeout behaviour to the current move now (`/risk skip`).
    pub(crate) fn fire_timeout(&mut self) -> (Outcome, Vec<LogEntry0>) {
        let (mut outcome, mut log) = (Outcome::default(), Vec::new());
        let p = self.game.as_ref().expect("running").current();
        self.time_out(p, &mut outcome, &mut log);
        (outcome, log)
    }

    /// The deadline passed: the timeout policy finishes the turn; repeated misses hand the
    /// seat to the AI.
    fn time_out(&mut self, p: PlayerId, outcome: &mut Outcome, log: &mut Vec<LogEntry0>) {
        let name = match self.game.as_ref() {
            // A simultaneous placement's deadline is everyone's who has not finished.
            Some(g) if g.placing_simultaneously() => g
                .still_placing()
                .iter()
                .map(|&q| self.name(q))
                .collect::<Vec<_>>()
                .join(", "),
            _ => self.name(p),
        };
        let seat = &mut self.seats[p.index()];
        seat.missed += 1;
        let mut text = format!("⌛ {name}'s time ran out.");
        let kicked =
            seat.missed >= self.timing.kick_after && seat.user.is_some() && !seat.timed_out;
        let events = finish_turn(self, p);
        if kicked {
            let seat = &mut self.seats[p.index()];
            seat.ai = Some(AiLevel::Basic);
            seat.timed_out = true;
            seat.returns_left = self.timing.returns;
            text.push_str(&format!(
                " After {} missed turns the AI takes the seat; {name} can take it back between turns with /risk return.",
                seat.missed
            ));
        }
        self.undo = None;
        self.pending = None;
        outcome.public.push(Post {
            text,
            ..Post::default()
        });
        let turn = vec![AiTurn { player: p, events }];
        // `p` has had its move in this round.
        let more = run_ai(self, Some(p));
        log.push(("clock".into(), "timeout".into(), vec![]));
        after_actions(
            self,
            &[],
            turn.into_iter().chain(more).collect(),
            outcome,
            log,
            false,
        );
    }
}

/// A simultaneous placement: `p`'s armies still to place go on their borders.
pub(crate) fn place_rest(
    journal: &mut Vec<fair::Step>,
    g: &mut crate::engine::Game,
    p: PlayerId,
) -> Vec<Event> {
    let mut events = Vec::new();
    for a in g.rest_on_borders(p) {
        // Planned within the room and the stock: each placement is accepted.
        if let Ok(ev) = fair::apply(journal, g, p, a) {
            events.extend(ev);
        }
    }
    events
}

/// Plays the rest of `p`'s turn (or setup move) by the timeout policy; returns the events.
fn finish_turn(s: &mut Session, p: PlayerId) -> Vec<Event> {
    let policy = s.timing.on_timeout;
    let g = s.game.as_mut().expect("running");
    if g.placing_simultaneously() {
        // The deadline of a simultaneous placement: everyone's rest goes on their borders.
        let mut events = Vec::new();
        for q in g.still_placing() {
            events.extend(place_rest(&mut s.journal, g, q));
        }
        return events;
    }
    let key = (g.turn(), g.current());
    let mut events = Vec::new();
    for _ in 0..10_000 {
        if g.is_over() || (g.turn(), g.current()) != key {
            break;
        }
        let action = match (policy, g.phase()) {
            (OnTimeout::Skip, Phase::Attack | Phase::Fortify) => Action::End,
            (OnTimeout::Skip, Phase::Occupy { min, .. }) => Action::Occupy { armies: *min },
            (OnTimeout::Skip, _) => AiLevel::Random.act(g, p, &mut s.ai_rng),
            (OnTimeout::Ai, _) => AiLevel::Basic.act(g, p, &mut s.ai_rng),
        };
        match fair::apply(&mut s.journal, g, p, action) {
            Ok(ev) => events.extend(ev),
            Err(_) => {
                let _ = fair::apply(&mut s.journal, g, p, Action::End).map(|ev| events.extend(ev));
            }
        }
    }
    events
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_parse_within_bounds() {
        assert_eq!(parse_duration("24h"), Ok(Some(DAY)));
        assert_eq!(parse_duration("2d"), Ok(Some(2 * DAY)));
        assert_eq!(parse_duration("90m"), Ok(Some(90 * 60)));
        assert_eq!(parse_duration("none"), Ok(None));
        assert!(parse_duration("30m")
            .unwrap_err()
            .contains("between 1h and 7d"));
        assert!(parse_duration("8d").is_err());
        assert_eq!(parse_within("10m", "reminders", 600, DAY), Ok(Some(600)));
        assert!(parse_within("2d", "reminders", 600, DAY)
            .unwrap_err()
            .contains("reminders must be between 10m and 1d"));
        assert!(parse_duration("soon")
            .unwrap_err()
            .contains("not a duration"));
    }
}
