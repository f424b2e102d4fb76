//! A hand of cards for its player, a list of cards, and what the next set is worth.

use std::fmt::Write;

use crate::engine::{CardId, Game, PlayerId};

/// How many sets a hand message names.
pub(super) const SETS_LISTED: usize = 6;

/// A player's hand, for that player only.
pub fn hand(g: &Game, p: PlayerId) -> String {
    let cards = g.hand(p);
    if cards.is_empty() {
        return "You hold no cards.".into();
    }
    let mut t = format!("Your cards: {}.", list_cards(g, cards));
    let (now, held) = (
        crate::service::values::offers::trade_sets(g, p),
        g.tradeable_sets(p),
    );
    // The most valuable sets first, at most `SETS_LISTED` of them: a big hand holds dozens, and
    // the message must stay within one Discord message (the /trade autocomplete lists them all).
    let listed = |sets: &[[CardId; 3]]| {
        let mut sets = sets.to_vec();
        sets.sort_by_key(|s| std::cmp::Reverse(g.set_worth(*s)));
        let mut t = sets
            .iter()
            .take(SETS_LISTED)
            .map(|s| list_cards(g, s))
            .collect::<Vec<_>>()
            .join(" | ");
        if sets.len() > SETS_LISTED {
            let _ = write!(
                t,
                " and {} more (/trade lists them)",
                sets.len() - SETS_LISTED
            );
        }
        t
    };
    if !now.is_empty() {
        let _ = write!(
            t,
            " Sets you can trade now ({}): {}.",
            next_set(g),
            listed(&now)
        );
    } else if !held.is_empty() {
        let _ = write!(
            t,
            " Sets you hold, to trade at the start of a turn ({}): {}.",
            next_set(g),
            listed(&held)
        );
    } else {
        t.push_str(" No set to trade yet.");
    }
    t
}

pub fn list_cards(g: &Game, cards: &[CardId]) -> String {
    cards
        .iter()
        .map(|c| g.card_name(*c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the next set is worth: one value, or the fixed table (004 Mission and Team RISK).
pub(super) fn next_set(g: &Game) -> String {
    if g.rules().card_values == crate::engine::rules::CardValues::Stars {
        "star cards: turn in 2–10 stars (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30)".into()
    } else if g.rules().card_values == crate::engine::rules::CardValues::ByDesign {
        "sets: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10".into()
    } else {
        format!("next set: {} armies", g.next_set_value())
    }
}
