//! Private reports under fog of war: what a player learns of the moves that touched them.

use super::events::events;
use super::phrases::clip;
use crate::engine::{Event, Game, PlayerId, Reader, Set};
use crate::service::table::session::Session;

/// Under fog: what `p` learns privately of `evs` about their own territories: those dealt to
/// them, each attack on one of them (the rolls, and whether it held or who took it),
/// an Airfield or Headquarters of theirs lost, their elimination. `None` when nothing touched
/// them.
pub fn suffered(s: &Session, g: &Game, p: PlayerId, evs: &[Event]) -> Option<String> {
    let hit: Set = evs
        .iter()
        .filter_map(|e| match e {
            Event::Battle {
                to, after: Some(a), ..
            } if a.holder == p => Some(*to),
            _ => None,
        })
        .collect();
    let mine: Vec<Event> = evs
        .iter()
        .filter(|e| match e {
            Event::Battle { to, .. } | Event::Conquered { to, .. } => hit.contains(*to),
            Event::Eliminated { player, .. } | Event::Dealt { player, .. } => *player == p,
            Event::HqCaptured { from, .. } => *from == p,
            Event::AirfieldDestroyed { player, .. } => *player == p,
            _ => false,
        })
        .cloned()
        .collect();
    if mine.is_empty() {
        return None;
    }
    // Read as the seat itself, also once eliminated by these events: it saw the territories
    // it lost.
    let view = g.view(Reader::Seat(p)).with_owners(hit);
    let lines = events(s, g, &view, &mine);
    let head = match hit.is_empty() {
        true => String::new(),
        false => crate::t!("text-suffered") + "\n",
    };
    (!lines.is_empty()).then(|| {
        clip(
            &format!("{head}{}", lines.join("\n")),
            crate::service::values::outcome::MESSAGE_LIMIT,
        )
    })
}
