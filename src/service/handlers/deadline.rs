//! What time does to a table (the scheduler's wake-up, `GameService::tick`): undelivered
//! messages sent again, a held attack rolled when its window closes, the next round of AI
//! turns, reminders, and a turn whose deadline passed finished by the timeout policy.

use crate::ai::AiLevel;
use crate::engine::{Action, Event, Phase, PlayerId};
use crate::service::history::fair;
use crate::service::table::clock::OnTimeout;
use crate::service::table::session::{LogEntry0, Session};
use crate::service::turns::ai::{place_rest, run_ai, AiTurn};
use crate::service::turns::defend::resolve;
use crate::service::turns::turn::{after_actions, Mover};
use crate::service::values::outcome::{Moment, Outcome, Post};
use crate::service::values::parcel::{Parcel, OUTBOX_GRACE};
use crate::t;

impl Session {
    /// Handles whatever is due at `now`: a reminder or a time-out.
    pub(crate) fn fire(&mut self, now: u64) -> (Outcome, Vec<LogEntry0>) {
        let mut outcome = Outcome::default();
        let mut log = Vec::new();
        let due = |p: &Parcel| p.at + OUTBOX_GRACE <= now;
        if let Some(i) = self.outbox.iter().position(due) {
            // A bot that died while delivering, or gave up for a while: the oldest parcel goes
            // out again (as a new parcel of their own, marked delivered once sent), with the
            // board and chart it showed; the next wake-up sends the next.
            let p = self.outbox.remove(i);
            // The newest change's: every receipt after it is a parcel sent again, still here.
            let after = &self.outbox[i..];
            let latest = after.iter().all(|q| q.resent)
                && after.len() as u64 == self.outbox_next - p.receipt;
            p.resend(&mut outcome, latest);
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
            let (name, deadline) = (self.name(p), Moment::Relative(deadline).to_string());
            let text = crate::i18n::in_channel(|| {
                if now >= last {
                    t!("svc-reminder-last", name = name, deadline = deadline)
                } else {
                    t!("svc-reminder-half", name = name, deadline = deadline)
                }
            });
            self.clock.half_sent = true;
            self.clock.last_sent = now >= last;
            outcome.public.push(Post {
                text,
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
        let before = self.game.as_ref().map(Mover::of);
        let turns = run_ai(self, None);
        after_actions(self, &[], turns, &mut outcome, &mut log, before);
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
        let late = match self.game.as_ref() {
            // A simultaneous placement's deadline is everyone's who has not finished: each of
            // them missed it.
            Some(g) if g.placing_simultaneously() => g.still_placing(),
            _ => vec![p],
        };
        let before = self.game.as_ref().map(Mover::of);
        let names: Vec<String> = late.iter().map(|&q| self.name(q)).collect();
        let mut text = crate::i18n::in_channel(|| t!("svc-time-ran-out", names = names.join(", ")));
        let mut kicked = Vec::new();
        for &q in &late {
            let seat = &mut self.seats[q.index()];
            seat.missed += 1;
            if seat.missed >= self.timing.kick_after && seat.user.is_some() && !seat.timed_out {
                kicked.push(q);
            }
        }
        let events = finish_turn(self, p);
        for q in kicked {
            let name = self.name(q);
            let seat = &mut self.seats[q.index()];
            seat.ai = Some(AiLevel::Basic);
            seat.timed_out = true;
            seat.returns_left = self.timing.returns;
            let missed = seat.missed;
            text.push(' ');
            text.push_str(&crate::i18n::in_channel(|| {
                t!("svc-ai-takes-seat", count = missed, name = name)
            }));
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
            before,
        );
    }
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
