//! Whose turn it is and what they can do: the prompt, simultaneous placement's progress, and
//! what a trade is worth in public.

use std::fmt::Write;

use crate::engine::rules::CardValues;
use crate::engine::{Event, Game, Phase, PlayerId, Reader, View};
use crate::service::table::session::Session;

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
    Some(format!(
        "✅ {} placed all starting armies (hidden until everyone is done); waiting for {}.",
        done.join(", "),
        waiting.join(", ")
    ))
}

/// Simultaneous placement: what `p` has placed so far (only for `p`) and what is left, or whom
/// the reveal still waits for once `p` is done.
pub fn hidden_placements(s: &Session, g: &Game, p: PlayerId) -> String {
    let mine: Vec<String> = g
        .hidden_placements(p)
        .iter()
        .map(|(t, a)| format!("{} +{a}", g.map().name(*t)))
        .collect();
    let left = g.setup_armies_left(p);
    let placed = if mine.is_empty() {
        String::new()
    } else {
        format!(
            " (only you see this until everyone is done): {}",
            mine.join(", ")
        )
    };
    let waiting: Vec<String> = g
        .still_placing()
        .iter()
        .filter(|&&q| q != p)
        .map(|&q| s.name(q))
        .collect();
    match (left, mine.is_empty()) {
        (0, _) if waiting.is_empty() => format!("All your starting armies are placed{placed}."),
        (0, true) => format!(
            "You have no starting armies to place; waiting for {}.",
            waiting.join(", ")
        ),
        (0, false) => format!(
            "All your starting armies are placed{placed}; waiting for {}.",
            waiting.join(", ")
        ),
        (_, true) => format!(
            "You have placed nothing yet: {left} to place (/draft territory places them all there)."
        ),
        (_, false) => format!(
            "Placed so far{placed}. {left} left to place (/draft territory places them all there)."
        ),
    }
}

/// Whose move it is and what it is: "Alice, round 2: draft 7 troops (/draft)." Under fog, for
/// anyone but the mover (`view`'s reader), only whose turn it is: what they may do tells of
/// their territories.
pub fn prompt(s: &Session, g: &Game, view: &View) -> String {
    let p = g.current();
    if !view.is_clear() && !g.placing_simultaneously() && view.reader() != Reader::Seat(p) {
        let mut t = format!("{}, ", s.name(p));
        if g.round() > 0 {
            let _ = write!(t, "round {}: ", g.round());
        }
        t.push_str("your turn (fog of war: \"Open my turn\" or /board shows it to you alone).");
        if s.waits_for_deadline(p) {
            t.push_str(
                " You are away after missed turns: /risk return takes your seat back; otherwise the AI plays this turn at the deadline.",
            );
        }
        return t;
    }
    if g.placing_simultaneously() {
        let left: Vec<String> = g
            .still_placing()
            .iter()
            .map(|&q| format!("{} {}", s.name(q), g.setup_armies_left(q)))
            .collect();
        return format!(
            "Everyone places their starting armies now, at the same time and privately \
             (/draft territory puts all you have left there; /draft territory troops some of \
             them; /board player:me lists your territories). They are revealed together when \
             all are done; at the deadline the rest goes on borders. To place: {}.",
            left.join(", ")
        );
    }
    if g.is_over() {
        let how = match g.winner() {
            Some(w) => format!("{} won", s.name(w)),
            None => "it ended without a winner, as nobody played any more".into(),
        };
        return format!("The game is over: {how}. /risk new opens the next one.");
    }
    let mut t = format!("{}, ", s.name(p));
    if g.round() > 0 {
        let _ = write!(t, "round {}: ", g.round());
    }
    t.push_str(&g.describe(g.expected()));
    match g.phase() {
        Phase::Claim => {
            let free = g
                .map()
                .territory_ids()
                .filter(|&x| g.owner(x).is_none())
                .count();
            let _ = write!(
                t,
                "; {free} of {} are free (/board shows how many per continent, /board \
                 continent:NAME which)",
                g.map().territory_count()
            );
        }
        Phase::PlaceSetup | Phase::Reinforce { .. } if g.turn() <= 1 => {
            t.push_str("; /board player:me lists your territories and their enemy neighbours");
        }
        _ => {}
    }
    // Only while drafting, and from what everyone sees (three cards or more), not from
    // whether the hand holds a set: the prompt is public.
    if matches!(g.phase(), Phase::Reinforce { .. }) && !g.must_trade() && g.may_trade_now(p) {
        match public_set_value(g) {
            Some(n) => write!(
                t,
                "; a set of cards, if you hold one, trades for {n} (/trade)"
            ),
            None => write!(
                t,
                "; a set of cards, if you hold one, can be traded (/trade)"
            ),
        }
        .ok();
    }
    let objectives = g.objective_choices();
    if g.phase() == &Phase::Fortify && !objectives.is_empty() {
        let _ = write!(
            t,
            "; first you may take one Objective achieved this turn: {} (/objective name, \
             or /objective alone for none; fortifying or /end takes the first)",
            g.objective_list(&objectives)
        );
    }
    t.push('.');
    if !g.is_over() && s.waits_for_deadline(p) {
        t.push_str(
            " You are away after missed turns: /risk return takes your seat back; otherwise the AI plays this turn at the deadline.",
        );
    }
    t
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
        Some(n) => format!("Trade cards (+{n})"),
        None => "Trade cards".into(),
    }
}
