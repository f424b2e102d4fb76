//! Capital RISK (003): secret Headquarters, revealed when all are chosen; victory by holding
//! your own and enough of the others.

use crate::engine::error::RuleViolation as V;
use crate::engine::event::Event;
use crate::engine::game::{Game, Phase};
use crate::engine::ids::{CardId, PlayerId, TerritoryId};
use crate::engine::rules::Capitals;

impl Game {
    /// Capital RISK: each player in turn picks a Headquarters among their territories; when
    /// the last has chosen, all are revealed and their cards leave the deck.
    pub(in crate::engine) fn choose_hq(
        &mut self,
        t: TerritoryId,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        if self.phase != Phase::ChooseHq {
            return Err(self.wrong("choose a Headquarters"));
        }
        self.check_territory(t)?;
        self.check_own(t)?;
        let p = self.current;
        if self.rules.capitals == Capitals::Chosen {
            self.place_capital(t, events);
            return Ok(());
        }
        self.hqs[p.index()] = Some(t);
        events.push(Event::HqChosen {
            player: p,
            territory: Some(t),
        });
        let n = self.player_count();
        match (1..=n)
            .map(|k| PlayerId(((p.index() + k) % n) as u8))
            .find(|q| self.hqs[q.index()].is_none())
        {
            Some(q) => self.current = q,
            None => {
                self.hqs_revealed = true;
                let hqs: Vec<(PlayerId, TerritoryId)> = self.headquarters();
                let cards: Vec<CardId> = hqs.iter().map(|(_, t)| CardId(t.0)).collect();
                self.deck.retain(|c| !cards.contains(c));
                self.hq_cards = cards;
                events.push(Event::HqsRevealed { hqs });
                events.push(Event::SetupComplete);
                self.start_turn(PlayerId(0), events);
            }
        }
        Ok(())
    }

    pub(in crate::engine) fn capital_done(&self, p: PlayerId, goal: Option<u8>) -> bool {
        let own = self.owned[p.index()];
        let Some(mine) = self.hqs[p.index()] else {
            return false;
        };
        if !own.contains(mine) {
            return false;
        }
        let others: Vec<TerritoryId> = self
            .players()
            .filter(|&q| q != p)
            .filter_map(|q| self.hqs[q.index()])
            .collect();
        let taken = others.iter().filter(|t| own.contains(**t)).count();
        taken >= goal.map_or(others.len(), |g| g as usize).min(others.len())
    }

    /// A player's Headquarters: secret (for that player only) until all are chosen.
    pub fn hq_of(&self, p: PlayerId) -> Option<TerritoryId> {
        self.hqs.get(p.index()).copied().flatten()
    }

    /// The Headquarters everyone may see: all of them once revealed, none before.
    pub fn headquarters(&self) -> Vec<(PlayerId, TerritoryId)> {
        if !self.hqs_revealed {
            return vec![];
        }
        self.players()
            .filter_map(|p| self.hqs[p.index()].map(|t| (p, t)))
            .collect()
    }
}
