//! Whose turn it is and what they can do: the prompt, simultaneous placement's progress, and
//! what a trade is worth in public.

use super::goals::objective;
use super::phrases::place;
use crate::engine::rules::CardValues;
use crate::engine::{Event, Game, Phase, PlayerId, Reader, View};
use crate::service::table::session::Session;
use crate::t;

/// Simultaneous placement: who has finished placing, after placements by `events`' players.
pub fn placing_progress(s: &Session, g: &Game, events: &[Event]) -> Option<String> {
    let mut done: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::PlacedHidden { player, .. } if g.setup_armies_left(*player) == 0 => {
                Some(s.name(*player))
            }
            _ => None,
        })
        .collect();
    done.dedup();
    if done.is_empty() {
        return None;
    }
    let waiting: Vec<String> = g.still_placing().iter().map(|&p| s.name(p)).collect();
    Some(t!(
        "text-placing-done",
        players = done.join(", "),
        count = done.len(),
        waiting = waiting.join(", ")
    ))
}

/// Simultaneous placement: what `p` has placed so far (only for `p`) and what is left, or whom
/// the reveal still waits for once `p` is done.
pub fn hidden_placements(s: &Session, g: &Game, p: PlayerId) -> String {
    let mine: Vec<String> = g
        .hidden_placements(p)
        .iter()
        .map(|(t, a)| t!("text-placed-on", territory = place(g, *t), armies = *a))
        .collect();
    let left = g.setup_armies_left(p);
    let placed = mine.join(", ");
    let waiting: Vec<String> = g
        .still_placing()
        .iter()
        .filter(|&&q| q != p)
        .map(|&q| s.name(q))
        .collect();
    let waiting = waiting.join(", ");
    match (left, mine.is_empty()) {
        (0, true) if waiting.is_empty() => t!("text-hidden-all-placed"),
        (0, false) if waiting.is_empty() => t!("text-hidden-all-placed-mine", placed = placed),
        (0, true) => t!("text-hidden-nothing-to-place", waiting = waiting),
        (0, false) => t!(
            "text-hidden-all-placed-waiting",
            placed = placed,
            waiting = waiting
        ),
        (_, true) => t!("text-hidden-nothing-yet", left = left),
        (_, false) => t!("text-hidden-so-far", placed = placed, left = left),
    }
}

/// Whose move it is and what it is: "Alice, round 2: draft 7 troops (/draft)." Under fog, for
/// anyone but the mover (`view`'s reader), only whose turn it is: what they may do tells of
/// their territories. While everyone places at once: a player's own placing, or for the
/// channel who still places.
pub fn prompt(s: &Session, g: &Game, view: &View) -> String {
    let p = g.current();
    let away = || t!("text-prompt-away");
    if !view.is_clear() && !g.placing_simultaneously() && view.reader() != Reader::Seat(p) {
        let mut t = match g.round() {
            0 => t!("text-prompt-fogged", player = s.name(p)),
            round => t!(
                "text-prompt-fogged-round",
                player = s.name(p),
                round = round
            ),
        };
        if s.waits_for_deadline(p) {
            t.push(' ');
            t.push_str(&away());
        }
        return t;
    }
    // Simultaneous placement: the call to place (`placement_call`) is posted once; after it,
    // a player reads their own placing, the channel who still places.
    if g.placing_simultaneously() {
        return match view.reader() {
            Reader::Seat(q) => hidden_placements(s, g, q),
            Reader::Everyone => t!("text-prompt-still-placing", left = still_placing(s, g)),
        };
    }
    if g.is_over() {
        return match g.winner() {
            Some(w) => t!("text-prompt-over", player = s.name(w)),
            None => t!("text-prompt-over-no-winner"),
        };
    }
    // What the mover may do, then what helps them do it, in one sentence: each part a whole
    // clause of the catalogue.
    let mut parts = vec![g.describe(g.expected())];
    match g.phase() {
        Phase::Claim => {
            let free = g
                .map()
                .territory_ids()
                .filter(|&x| g.owner(x).is_none())
                .count();
            parts.push(t!(
                "text-prompt-free",
                free = free,
                count = g.map().territory_count()
            ));
        }
        Phase::PlaceSetup | Phase::Reinforce { .. } if g.turn() <= 1 => {
            parts.push(t!("text-prompt-first-turn"));
        }
        _ => {}
    }
    // Only while drafting, and from what everyone sees (three cards or more), not from
    // whether the hand holds a set: the prompt is public.
    if matches!(g.phase(), Phase::Reinforce { .. }) && !g.must_trade() && g.may_trade_now(p) {
        parts.push(match public_set_value(g) {
            Some(n) => t!("text-prompt-set-worth", armies = n),
            None => t!("text-prompt-set"),
        });
    }
    let objectives = g.objective_choices();
    if g.phase() == &Phase::Fortify && !objectives.is_empty() {
        let names: Vec<String> = objectives
            .iter()
            .map(|o| t!("text-quoted", text = objective(g, o)))
            .collect();
        parts.push(t!("text-prompt-objectives", objectives = names.join(", ")));
    }
    let what = crate::i18n::joined(&parts);
    let mut t = match g.round() {
        0 => t!("text-prompt", player = s.name(p), what = what),
        round => t!(
            "text-prompt-round",
            player = s.name(p),
            round = round,
            what = what
        ),
    };
    if s.waits_for_deadline(p) {
        t.push(' ');
        t.push_str(&away());
    }
    t
}

/// Simultaneous placement: the call that opens it, posted once for everyone (how to place,
/// and how many each still has to).
pub fn placement_call(s: &Session, g: &Game) -> String {
    t!("text-prompt-simultaneous", left = still_placing(s, g))
}

/// Who still places their starting armies, and how many: "alice 21, bob 19".
fn still_placing(s: &Session, g: &Game) -> String {
    let left: Vec<String> = g
        .still_placing()
        .iter()
        .map(|&q| {
            t!(
                "text-to-place",
                player = s.name(q),
                left = g.setup_armies_left(q)
            )
        })
        .collect();
    left.join(", ")
}

/// What the next set traded is worth, where every set is worth the same; `None` where the
/// value tells the kind of set (004's values by design), which a public message must not say
/// (the hand is private), and for star cards.
pub fn public_set_value(g: &Game) -> Option<u16> {
    match g.rules().card_values {
        CardValues::Escalating | CardValues::PlusOne => Some(g.next_set_value()),
        CardValues::ByDesign | CardValues::Stars => None,
    }
}

/// The public button that opens the mover's trade: "Trade cards (+8)", or "Trade cards".
pub fn trade_offer(g: &Game) -> String {
    match public_set_value(g) {
        Some(n) => t!("text-trade-offer-worth", armies = n),
        None => t!("text-trade-offer"),
    }
}
