//! Territory cards: the deck, hands, sets and their worth, drawing.

use rand::seq::SliceRandom;

use super::event::{Event, Log};
use super::game::Game;
use super::ids::{CardId, PlayerId, TerritoryId};
use super::map::Design;
use super::rules::CardValues;

impl Game {
    /// Cards in the game: one per territory plus the wilds; the star deck (000) has no wilds.
    pub fn card_count(&self) -> usize {
        let wilds = match self.rules.card_values {
            CardValues::Stars => 0,
            _ => self.map.wild_cards() as usize,
        };
        self.map.territory_count() + wilds
    }

    /// The design on a card, `None` for a wild card.
    pub fn card_design(&self, c: CardId) -> Option<Design> {
        self.card_territory(c).map(|t| self.map.territory(t).design)
    }

    /// The territory shown on a card, `None` for a wild card.
    pub fn card_territory(&self, c: CardId) -> Option<TerritoryId> {
        ((c.0 as usize) < self.map.territory_count()).then_some(TerritoryId(c.0 as u8))
    }

    pub fn card_name(&self, c: CardId) -> String {
        if self.rules.card_values == CardValues::Stars {
            let stars = "★".repeat(self.card_stars(c) as usize);
            return match self.card_territory(c) {
                Some(t) => format!("{} ({stars})", self.map.name(t)),
                None => "Wild".to_string(),
            };
        }
        match self.card_territory(c) {
            Some(t) => format!("{} ({:?})", self.map.name(t), self.map.territory(t).design),
            None => "Wild".to_string(),
        }
    }

    /// Armies a set is worth now: the escalating or +1 value of the next set, or (fixed
    /// values, 004) its design's value with each wild taken as the design worth most.
    pub fn set_worth(&self, cards: [CardId; 3]) -> u16 {
        if self.rules.card_values != CardValues::ByDesign {
            return self.rules.set_value(self.sets_traded);
        }
        let designs: Vec<Design> = cards.iter().filter_map(|&c| self.card_design(c)).collect();
        let distinct = |d: &[Design]| d.iter().enumerate().all(|(i, x)| !d[..i].contains(x));
        if distinct(&designs) {
            return 10;
        }
        // Two or three alike (a wild completes the three).
        let value = |d: Design| match d {
            Design::Infantry => 4,
            Design::Cavalry => 6,
            Design::Artillery => 8,
        };
        designs.first().map_or(10, |&d| value(d))
    }

    /// Whether three cards form a set: three of a design, one of each, or any two and a wild.
    pub fn is_set(&self, cards: [CardId; 3]) -> bool {
        let designs = cards.map(|c| self.card_design(c));
        if designs.contains(&None) {
            return true;
        }
        let [a, b, c] = designs.map(Option::unwrap);
        (a == b && b == c) || (a != b && b != c && a != c)
    }

    /// Every set in `p`'s hand, each listed once, in hand order.
    pub fn tradeable_sets(&self, p: PlayerId) -> Vec<[CardId; 3]> {
        self.each_tradeable_set(p).collect()
    }

    /// The first of `tradeable_sets`, without listing the others.
    pub fn first_tradeable_set(&self, p: PlayerId) -> Option<[CardId; 3]> {
        self.each_tradeable_set(p).next()
    }

    /// `tradeable_sets` one at a time (star cards trade any cards, in no sets).
    fn each_tradeable_set(&self, p: PlayerId) -> impl Iterator<Item = [CardId; 3]> + '_ {
        let h: &[CardId] = if self.rules.card_values == CardValues::Stars {
            &[]
        } else {
            &self.seats[p.index()].hand
        };
        let n = h.len();
        (0..n)
            .flat_map(move |i| (i + 1..n).flat_map(move |j| (j + 1..n).map(move |k| [i, j, k])))
            .map(move |[i, j, k]| [h[i], h[j], h[k]])
            .filter(move |&s| self.is_set(s))
    }

    /// A player's cards: private to that player.
    pub fn hand(&self, p: PlayerId) -> &[CardId] {
        &self.seats[p.index()].hand
    }

    pub fn hand_size(&self, p: PlayerId) -> usize {
        self.seats[p.index()].hand.len()
    }

    pub fn deck_size(&self) -> usize {
        self.deck.len()
    }

    pub fn discard_size(&self) -> usize {
        self.discard.len()
    }

    pub fn sets_traded(&self) -> u32 {
        self.sets_traded
    }

    pub fn next_set_value(&self) -> u16 {
        self.rules.set_value(self.sets_traded)
    }

    pub(in crate::engine) fn check_cards(&self) -> Result<(), String> {
        let mut seen = vec![false; self.card_count()];
        let all = self
            .deck
            .iter()
            .chain(&self.discard)
            .chain(&self.hqs.cards)
            .chain(self.seats.iter().flat_map(|s| &s.hand));
        for c in all {
            let slot = seen.get_mut(c.0 as usize).ok_or("unknown card")?;
            if std::mem::replace(slot, true) {
                return Err(format!("card {} is in two places", c.0));
            }
        }
        if seen.iter().any(|s| !s) {
            return Err("a card went missing".into());
        }
        Ok(())
    }

    pub(in crate::engine) fn draw_card(&mut self, p: PlayerId, events: &mut impl Log) {
        if self.deck.is_empty() && !self.discard.is_empty() {
            self.deck = std::mem::take(&mut self.discard);
            self.deck.shuffle(&mut self.rng);
            events.log(|| Event::DeckReshuffled {
                cards: self.deck.len() as u16,
            });
        }
        if let Some(card) = self.deck.pop() {
            self.seats[p.index()].hand.push(card);
            events.log(|| Event::CardDrawn {
                player: p,
                card: Some(card),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::engine::{Event, Lobby, Rules};

    #[test]
    fn a_reshuffled_deck_of_more_than_255_cards_is_counted_in_full() {
        let mut lobby = Lobby::new(Rules::classic(), 3, 1);
        lobby.map = Arc::new(crate::sim::generate_board(2, 255));
        let (mut g, _) = lobby.start().unwrap();
        assert_eq!(g.card_count(), 257);
        g.discard = std::mem::take(&mut g.deck);
        let mut events: Vec<Event> = Vec::new();
        g.draw_card(PlayerId(0), &mut events);
        assert_eq!(events[0], Event::DeckReshuffled { cards: 257 });
        assert_eq!((g.deck.len(), g.hand(PlayerId(0)).len()), (256, 1));
    }
}
