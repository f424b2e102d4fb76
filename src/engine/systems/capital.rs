//! Capital RISK (003): secret Headquarters, revealed when all are chosen; victory by holding
//! your own and enough of the others.

use crate::engine::error::RuleViolation as V;
use crate::engine::event::{Event, Log};
use crate::engine::game::{Game, Phase};
use crate::engine::ids::{CardId, PlayerId, TerritoryId};
use serde::{Deserialize, Serialize};

use crate::engine::rules::{CapitalGoal, Capitals};

/// Capital RISK's board-wide state: whether the Headquarters are revealed (each seat's own is
/// in `SeatState::hq`), and their cards, out of the deck for good and never part of a set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Headquarters {
    pub(in crate::engine) revealed: bool,
    pub(in crate::engine) cards: Vec<CardId>,
}

impl Game {
    /// Capital RISK: each player in turn picks a Headquarters among their territories; when
    /// the last has chosen, all are revealed and their cards leave the deck.
    pub(in crate::engine) fn choose_hq(
        &mut self,
        t: TerritoryId,
        events: &mut impl Log,
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
        self.seats[p.index()].hq = Some(t);
        events.log(|| Event::HqChosen {
            player: p,
            territory: Some(t),
        });
        match self
            .players_after(p)
            .find(|q| self.seats[q.index()].hq.is_none())
        {
            Some(q) => self.current = q,
            None => {
                self.hqs.revealed = true;
                let hqs: Vec<(PlayerId, TerritoryId)> = self.headquarters();
                let cards: Vec<CardId> = hqs.iter().map(|&(_, t)| CardId::of(t)).collect();
                self.deck.retain(|c| !cards.contains(c));
                self.hqs.cards = cards;
                events.log(|| Event::HqsRevealed { hqs });
                events.log(|| Event::SetupComplete);
                self.start_turn(PlayerId(0), events);
            }
        }
        Ok(())
    }

    pub(in crate::engine) fn capital_done(&self, p: PlayerId, goal: CapitalGoal) -> bool {
        let own = self.seats[p.index()].owned;
        let Some(mine) = self.seats[p.index()].hq else {
            return false;
        };
        if !own.contains(mine) {
            return false;
        }
        let others: Vec<TerritoryId> = self
            .players()
            .filter(|&q| q != p)
            .filter_map(|q| self.seats[q.index()].hq)
            .collect();
        let taken = others.iter().filter(|t| own.contains(**t)).count();
        let need = match goal {
            // Settled by `Lobby::start`; a game never holds `Short`.
            CapitalGoal::All | CapitalGoal::Short => others.len(),
            CapitalGoal::Others(g) => (g as usize).min(others.len()),
        };
        taken >= need
    }

    /// A player's Headquarters: secret (for that player only) until all are chosen.
    pub fn hq_of(&self, p: PlayerId) -> Option<TerritoryId> {
        self.seat(p).and_then(|s| s.hq)
    }

    /// The Headquarters everyone may see: all of them once revealed, none before.
    pub fn headquarters(&self) -> Vec<(PlayerId, TerritoryId)> {
        if !self.hqs.revealed {
            return vec![];
        }
        self.players()
            .filter_map(|p| self.seats[p.index()].hq.map(|t| (p, t)))
            .collect()
    }

    /// A conquest of a revealed Headquarters captures it (its card goes with it).
    pub(in crate::engine) fn capture_hq(
        &mut self,
        to: TerritoryId,
        by: PlayerId,
        loser: PlayerId,
        events: &mut impl Log,
    ) {
        if self.seats.iter().any(|s| s.hq == Some(to)) {
            events.log(|| Event::HqCaptured {
                player: by,
                from: loser,
                territory: to,
            });
        }
    }
}
