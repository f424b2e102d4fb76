//! The turn's first step: the reinforcements, card trades (sets of three) and the forced
//! trade-down after an elimination.

use crate::engine::error::{RuleViolation as V, TradeWindow};
use crate::engine::event::{Event, Log};
use crate::engine::game::{Game, Phase, TurnState};
use crate::engine::ids::{CardId, PlayerId, TerritoryId};
use crate::engine::mission::Claim;
use crate::engine::rules::{TerritoryBonus, TradedCards};

use super::check_troops;

impl Game {
    pub(in crate::engine) fn start_turn(&mut self, p: PlayerId, events: &mut impl Log) {
        // Turns go round in seat order from seat 0: a new round starts when the order wraps.
        let round = self.round();
        self.round = if self.turn == 0 || p.0 <= self.current.0 {
            round + 1
        } else {
            round
        };
        self.current = p;
        self.turn += 1;
        self.this_turn = TurnState {
            start_owned: self.seats[p.index()].owned,
            ..TurnState::default()
        };
        let armies = self.reinforcement(p);
        self.phase = Phase::Reinforce {
            armies,
            after_elimination: false,
        };
        events.log(|| Event::TurnStarted {
            player: p,
            turn: self.turn,
            armies,
        });
        self.turn_start_hook(events);
    }

    pub(in crate::engine) fn reinforce(
        &mut self,
        t: TerritoryId,
        armies: u16,
        events: &mut impl Log,
    ) -> Result<(), V> {
        let Phase::Reinforce {
            armies: left,
            after_elimination,
        } = self.phase
        else {
            return Err(self.wrong("place armies"));
        };
        if self.must_trade() {
            return Err(V::MustTrade {
                cards: self.hand_size(self.current) as u8,
            });
        }
        self.check_own(t)?;
        check_troops(armies, 1, left)?;
        self.check_room(t, armies)?;
        self.add_units(t, self.current, armies);
        events.log(|| Event::Placed {
            player: self.current,
            territory: t,
            armies,
        });
        let left = left - armies;
        self.phase = Phase::Reinforce {
            armies: left,
            after_elimination,
        };
        if left == 0 {
            self.reinforced(events);
        }
        self.lose_unplaceable(events);
        Ok(())
    }

    /// The reinforcement step is over: attacks may begin. At the start of a turn this is when
    /// Mission RISK's "play after you gain reinforcements" cards are claimed.
    pub(in crate::engine) fn reinforced(&mut self, events: &mut impl Log) {
        let start_of_turn = matches!(
            self.phase,
            Phase::Reinforce {
                after_elimination: false,
                ..
            }
        );
        self.phase = Phase::Attack;
        if start_of_turn {
            self.claim_mission(Claim::AfterReinforcements, events);
        }
    }

    /// Whether `p` may trade a set now as far as everyone at the table can tell: it is their
    /// draft (or the trade-down after an elimination, above its limit) and they hold at least
    /// three cards. It reads the size of the hand, never its cards, so a public prompt built on
    /// it does not tell whether the hand holds a set.
    pub fn may_trade_now(&self, p: PlayerId) -> bool {
        let held = self.hand_size(p);
        p == self.current
            && held >= 3
            && self.trade_window().is_ok_and(|(_, after_elimination)| {
                !after_elimination || held > self.rules.elimination_trade_down_to as usize
            })
    }

    /// Cards are traded while reinforcing: the armies still to place and whether this is the
    /// trade-down after an elimination.
    pub(in crate::engine) fn trade_window(&self) -> Result<(u16, bool), V> {
        match self.phase {
            Phase::Reinforce {
                armies,
                after_elimination,
            } => Ok((armies, after_elimination)),
            _ => Err(V::NoTradeNow {
                cards: self.hand_size(self.current) as u8,
                reason: TradeWindow::StartOfTurn,
            }),
        }
    }

    pub(in crate::engine) fn trade(
        &mut self,
        cards: [CardId; 3],
        choice: Option<TerritoryId>,
        events: &mut impl Log,
    ) -> Result<(), V> {
        let p = self.current;
        let held = self.hand_size(p) as u8;
        let (left, after_elimination) = self.trade_window()?;
        let down_to = self.rules.elimination_trade_down_to;
        if after_elimination && held <= down_to {
            return Err(V::NoTradeNow {
                cards: held,
                reason: TradeWindow::DownTo(down_to),
            });
        }
        self.check_set(cards)?;
        let value = self.set_worth(cards);
        let bonus = self.territory_bonus(cards, choice)?;
        self.sets_traded += 1;
        let hand = &mut self.seats[p.index()].hand;
        hand.retain(|c| !cards.contains(c));
        match self.rules.traded_cards {
            TradedCards::DiscardPile => self.discard.extend_from_slice(&cards),
            // The draw pile is drawn from its end: its bottom is the front.
            TradedCards::DeckBottom => {
                self.deck.splice(0..0, cards);
            }
        }
        // Under the army cap the part of the +2 that does not fit is lost.
        let bonus = bonus.map(|(t, extra)| (t, extra.min(self.room(t))));
        if let Some((t, extra)) = bonus {
            self.add_units(t, self.current, extra);
            self.this_turn.bonus_taken = true;
        }
        self.phase = Phase::Reinforce {
            armies: left.saturating_add(value),
            after_elimination,
        };
        events.log(|| Event::Traded {
            player: p,
            cards,
            armies: value,
            bonus,
        });
        self.lose_unplaceable(events);
        Ok(())
    }

    pub(in crate::engine) fn check_set(&self, cards: [CardId; 3]) -> Result<(), V> {
        let hand = self.hand(self.current);
        for (i, c) in cards.iter().enumerate() {
            if !hand.contains(c) || cards[..i].contains(c) {
                return Err(V::NotInHand { card: *c });
            }
        }
        if !self.is_set(cards) {
            return Err(V::NotASet { cards });
        }
        Ok(())
    }

    /// The +2 armies for a traded card showing a territory the trader occupies: on the
    /// territory chosen, else on the first such card's. A choice that earns no +2 is refused.
    pub(in crate::engine) fn territory_bonus(
        &self,
        cards: [CardId; 3],
        choice: Option<TerritoryId>,
    ) -> Result<Option<(TerritoryId, u16)>, V> {
        let eligible = self.bonus_territories(cards);
        match choice {
            Some(t) if !eligible.contains(&t) => Err(V::BonusTerritory {
                given: t,
                eligible: eligible.into_iter().collect(),
            }),
            Some(t) => Ok(Some((t, 2))),
            None => Ok(eligible.first().map(|&t| (t, 2))),
        }
    }

    /// The territories, in the order of the cards, that may take the occupied-territory +2 if
    /// the current player trades `cards` now (002 "Occupied territories", 003 "OCCUPIED
    /// TERRITORIES BONUS"): none when the rules give no +2 or 002's one per turn was taken.
    pub fn bonus_territories(&self, cards: [CardId; 3]) -> Vec<TerritoryId> {
        match self.rules.territory_bonus {
            TerritoryBonus::None => return vec![],
            TerritoryBonus::OncePerTurn if self.this_turn.bonus_taken => return vec![],
            _ => {}
        }
        let mut out: Vec<TerritoryId> = Vec::new();
        for t in cards.iter().filter_map(|&c| self.card_territory(c)) {
            if self.owner(t) == Some(self.current) && !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }
}
