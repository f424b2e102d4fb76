//! A hand of cards for its player, a list of cards, a card's name, and what the next set is
//! worth.

use crate::engine::map::Design;
use crate::engine::rules::CardValues;
use crate::engine::{CardId, Game, PlayerId};
use crate::t;

/// How many sets a hand message names.
pub(super) const SETS_LISTED: usize = 6;

/// A player's hand, for that player only.
pub fn hand(g: &Game, p: PlayerId) -> String {
    let cards = g.hand(p);
    if cards.is_empty() {
        return t!("text-hand-empty");
    }
    let held = t!("text-hand", cards = list_cards(g, cards));
    let (now, sets) = (
        crate::service::values::offers::trade_sets(g, p),
        g.tradeable_sets(p),
    );
    // The most valuable sets first, at most `SETS_LISTED` of them: a big hand holds dozens, and
    // the message must stay within one Discord message (the /trade autocomplete lists them all).
    let listed = |sets: &[[CardId; 3]]| {
        let mut sets = sets.to_vec();
        sets.sort_by_key(|s| std::cmp::Reverse(g.set_worth(*s)));
        let t = sets
            .iter()
            .take(SETS_LISTED)
            .map(|s| list_cards(g, s))
            .collect::<Vec<_>>()
            .join(" | ");
        match sets.len() > SETS_LISTED {
            true => t!(
                "text-hand-sets-more",
                sets = t,
                more = sets.len() - SETS_LISTED
            ),
            false => t,
        }
    };
    let sets = if !now.is_empty() {
        t!(
            "text-hand-sets-now",
            worth = next_set(g),
            sets = listed(&now)
        )
    } else if !sets.is_empty() {
        t!(
            "text-hand-sets-held",
            worth = next_set(g),
            sets = listed(&sets)
        )
    } else {
        t!("text-hand-no-set")
    };
    format!("{held} {sets}")
}

/// Cards by name, joined: "Alaska (Infantry), Wild".
pub fn list_cards(g: &Game, cards: &[CardId]) -> String {
    cards
        .iter()
        .map(|c| card_name(g, *c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A card as its holder reads it: its territory and design ("Alaska (Infantry)"), its territory
/// and stars ("Alaska (★★)", the star deck), or "Wild".
pub fn card_name(g: &Game, c: CardId) -> String {
    let Some(territory) = g.card_territory(c) else {
        return t!("text-card-wild");
    };
    let territory = crate::i18n::names::place(g.map(), territory);
    if g.rules().card_values == CardValues::Stars {
        let stars = "★".repeat(g.card_stars(c) as usize);
        return t!("text-card-stars", territory = territory, stars = stars);
    }
    let design = match g.card_design(c) {
        Some(Design::Infantry) => t!("text-design-infantry"),
        Some(Design::Cavalry) => t!("text-design-cavalry"),
        Some(Design::Artillery) => t!("text-design-artillery"),
        None => return t!("text-card-wild"),
    };
    t!("text-card", territory = territory, design = design)
}

/// What the next set is worth: one value, or the fixed table (004 Mission and Team RISK);
/// lower-case, in the middle of a sentence.
pub(super) fn next_set(g: &Game) -> String {
    match g.rules().card_values {
        CardValues::Stars => t!("text-next-set-stars"),
        CardValues::ByDesign => t!("text-next-set-by-design"),
        CardValues::Escalating | CardValues::PlusOne => {
            t!("text-next-set", armies = g.next_set_value())
        }
    }
}

/// What the next set is worth as a sentence of its own (the board's last line).
pub(super) fn next_set_sentence(g: &Game) -> String {
    match g.rules().card_values {
        CardValues::Stars => t!("text-next-set-stars-line"),
        CardValues::ByDesign => t!("text-next-set-by-design-line"),
        CardValues::Escalating | CardValues::PlusOne => {
            t!("text-next-set-line", armies = g.next_set_value())
        }
    }
}
