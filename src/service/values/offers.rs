//! What a player may do now, asked of the engine itself: every offer is an action the engine
//! accepts on a copy of the game. Prompts, hand DMs and autocomplete offer only these, so the bot
//! never suggests something it would then refuse.

use crate::engine::{Action, CardId, Game, PlayerId, Set, TerritoryId};

/// Whether the engine accepts `a` from `p` now (tried on a copy; nothing changes).
pub fn accepts(g: &Game, p: PlayerId, a: Action) -> bool {
    g.clone().apply(p, a).is_ok()
}

/// The territories `t` for which the engine accepts `make(t)` from `p` now.
pub fn territories(g: &Game, p: PlayerId, make: impl Fn(TerritoryId) -> Action) -> Set {
    g.map()
        .territory_ids()
        .filter(|&t| accepts(g, p, make(t)))
        .collect()
}

/// Where `p` may place an army now: their own territories with room, and in two-player setup
/// rounds a neutral territory whose neutral still needs its army.
pub fn draft_targets(g: &Game, p: PlayerId) -> Set {
    territories(g, p, |territory| Action::Place {
        territory,
        armies: 1,
    })
}

/// The sets `p` may trade now (none outside the trade window, or below the trade-down limit).
pub fn trade_sets(g: &Game, p: PlayerId) -> Vec<[CardId; 3]> {
    g.tradeable_sets(p)
        .into_iter()
        .filter(|&cards| accepts(g, p, Action::Trade { cards, bonus: None }))
        .collect()
}

/// The neutrals `p` may bribe now, each with the cards it would take.
pub fn bribes(g: &Game, p: PlayerId) -> Vec<(PlayerId, Vec<CardId>)> {
    g.players()
        .filter(|&q| g.is_neutral(q))
        .map(|q| {
            let cards: Vec<CardId> = g
                .hand(p)
                .iter()
                .copied()
                .filter(|&card| accepts(g, p, Action::Bribe { neutral: q, card }))
                .collect();
            (q, cards)
        })
        .filter(|(_, cards)| !cards.is_empty())
        .collect()
}
