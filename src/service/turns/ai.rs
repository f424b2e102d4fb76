//! The AI seats' moves: played after a person's move or at a wake-up until a person is to
//! move, within a budget; and a simultaneous placement's rest put on borders.

use crate::engine::{Action, Event, PlayerId};
use crate::service::history::fair;
use crate::service::table::session::{any_person, Session};

/// One AI seat's turn (or setup move), condensed.
pub(crate) struct AiTurn {
    pub player: PlayerId,
    pub events: Vec<Event>,
}

/// The most AI actions one command or one wake-up runs: far above a real turn's count (a blitz is
/// one action), a bound against an AI that never ends its turn.
pub const AI_ACTION_BUDGET: usize = 2_000;

/// Plays AI seats until a person is to move, the game ends, every AI seat has had one move (a
/// round), or the action budget is spent. Whatever is left is played on the next wake-up
/// (`Session::next_wake`), so one command never runs more than a round of AI turns. A table
/// where no person plays any more gets no AI turns at all: it ends (`GameService::commit`).
/// `moved` is a seat that already had its move in this round (the one whose action came first).
pub(crate) fn run_ai(s: &mut Session, moved: Option<PlayerId>) -> Vec<AiTurn> {
    let mut turns: Vec<AiTurn> = Vec::new();
    if !s.someone_plays() {
        return turns;
    }
    let Some(g) = s.game.as_mut() else {
        return turns;
    };
    let mut last: Option<PlayerId> = moved;
    let mut moved: Vec<PlayerId> = moved.into_iter().collect();
    if g.placing_simultaneously() {
        // Everyone places at once: every AI seat spreads its armies on its borders now (its
        // move of this round).
        for p in g.still_placing() {
            if s.seats[p.index()].ai.is_some() && !moved.contains(&p) {
                moved.push(p);
                turns.push(AiTurn {
                    player: p,
                    events: place_rest(&mut s.journal, g, p),
                });
            }
        }
    }
    for _ in 0..AI_ACTION_BUDGET {
        let p = g.current();
        let Some(level) = s.seats[p.index()].ai.filter(|_| !g.is_over()) else {
            break;
        };
        if s.seats[p.index()].timed_out && !any_person(&s.seats, g, None) {
            // An absent player's seat, with nobody else playing: it moves at its deadline.
            break;
        }
        if last != Some(p) {
            // A new move of this seat (a turn, or a claim or placement during setup).
            if moved.contains(&p) {
                break;
            }
            moved.push(p);
            last = Some(p);
        }
        let action = level.act(g, p, &mut s.ai_rng);
        let events = match fair::apply(&mut s.journal, g, p, action) {
            Ok(events) => events,
            // An AI that picks an illegal action ends its step rather than stalling the table;
            // if even that is refused, the humans get the table back.
            Err(_) => match fair::apply(&mut s.journal, g, p, Action::End) {
                Ok(events) => events,
                Err(_) => break,
            },
        };
        match turns.last_mut() {
            Some(t)
                if t.player == p
                    && !t
                        .events
                        .iter()
                        .any(|e| matches!(e, Event::TurnEnded { .. })) =>
            {
                t.events.extend(events)
            }
            _ => turns.push(AiTurn { player: p, events }),
        }
    }
    turns
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
