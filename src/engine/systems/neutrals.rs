//! 004 active neutrals (2-player RISK with allies): the status track, bribes, allies'
//! reinforcements and moves, and the status dice after an invasion.

use serde::{Deserialize, Serialize};

use crate::engine::error::{AllyRefusal, RuleViolation as V};
use crate::engine::event::Event;
use crate::engine::game::{Game, Phase};
use crate::engine::ids::{CardId, PlayerId, TerritoryId};
use crate::engine::rules::NeutralMode;
use crate::engine::turn::{check_troops, Roller};

/// One invasion (a run of attacks from one territory into another) involving neutrals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invasion {
    pub from: TerritoryId,
    pub to: TerritoryId,
    /// Neutral seats involved (as attacker's ally or as defender), as bits.
    pub neutrals: u16,
}

impl Game {
    /// 004 active neutrals: a new invasion (another pair of territories) ends the previous one;
    /// this one is remembered if a neutral takes part, as the attacker's ally or the defender.
    pub(in crate::engine) fn begin_invasion(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        roller: &mut Roller,
        events: &mut Vec<Event>,
    ) {
        self.attacked = true;
        if self.rules.neutral_mode != NeutralMode::Active {
            return;
        }
        if self.invasion.is_some_and(|i| (i.from, i.to) != (from, to)) {
            self.end_invasion(roller, events);
        }
        let mut neutrals = 0u16;
        for t in [from, to] {
            if let Some(q) = self.owner(t).filter(|&q| self.is_neutral(q)) {
                neutrals |= 1 << q.0;
            }
        }
        if neutrals != 0 {
            self.invasion = Some(Invasion { from, to, neutrals });
        }
    }

    /// 004: after an invasion into a neutral's territory or with an allied army, one die per
    /// neutral involved: 1–4 moves it one step away from the invader.
    pub(in crate::engine) fn end_invasion(&mut self, roller: &mut Roller, events: &mut Vec<Event>) {
        let Some(inv) = self.invasion.take() else {
            return;
        };
        for q in self.players().collect::<Vec<_>>() {
            if inv.neutrals >> q.0 & 1 == 0 || self.eliminated[q.index()] {
                continue;
            }
            let roll = self.roll(1, roller).faces[0];
            if roll <= 4 {
                self.step(q, false);
            }
            events.push(Event::StatusRolled {
                neutral: q,
                roll,
                ally: self.ally_of(q),
            });
        }
    }

    /// Moves neutral `q` one step on the status track towards (or away from) the current
    /// player, stopping at the ends.
    pub(in crate::engine) fn step(&mut self, q: PlayerId, closer: bool) {
        let towards_zero = (self.current.0 == 0) == closer;
        let pos = &mut self.track[q.index()];
        *pos = if towards_zero {
            pos.saturating_sub(1)
        } else {
            (*pos + 1).min(2)
        };
    }

    /// 004: give a card face down to a neutral at the start of the turn (at most two cards to
    /// one neutral per turn; not to a neutral holding 5), moving it one step closer.
    pub(in crate::engine) fn bribe(
        &mut self,
        q: PlayerId,
        card: CardId,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        let refuse = |reason| Err(V::Allies { reason });
        if self.rules.neutral_mode != NeutralMode::Active {
            return refuse(AllyRefusal::NoActiveNeutrals);
        }
        if !matches!(self.phase, Phase::Reinforce { .. }) {
            return refuse(AllyRefusal::BribeTime);
        }
        if q.index() >= self.player_count() || !self.is_neutral(q) || self.eliminated[q.index()] {
            return refuse(AllyRefusal::NotANeutral);
        }
        let p = self.current;
        if !self.hands[p.index()].contains(&card) {
            return Err(V::NotInHand { card });
        }
        if self.ally_of(q) == Some(p) {
            return refuse(AllyRefusal::AlreadyAllied);
        }
        if self.hands[q.index()].len() >= 5 {
            return refuse(AllyRefusal::FullHand);
        }
        if self.bribes[q.index()] >= 2 {
            return refuse(AllyRefusal::TwoPerTurn);
        }
        self.hands[p.index()].retain(|&c| c != card);
        self.hands[q.index()].push(card);
        self.bribes[q.index()] += 1;
        self.step(q, true);
        events.push(Event::Bribed {
            player: p,
            neutral: q,
            card: Some(card),
            ally: self.ally_of(q),
        });
        Ok(())
    }

    /// 004: after your own reinforcements and before your first attack, each ally may be
    /// reinforced once with one die's worth of armies. Decision: they go on one territory of
    /// that ally, named before the roll (the book lets you divide them).
    pub(in crate::engine) fn reinforce_ally(
        &mut self,
        t: TerritoryId,
        roller: &mut Roller,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        let refuse = |reason| Err(V::Allies { reason });
        if self.rules.neutral_mode != NeutralMode::Active {
            return refuse(AllyRefusal::NoActiveNeutrals);
        }
        self.check_territory(t)?;
        let p = self.current;
        let Some(q) = self.owner(t).filter(|&q| self.ally_of(q) == Some(p)) else {
            return refuse(AllyRefusal::NotYourAlly);
        };
        if self.phase != Phase::Attack || self.attacked {
            return refuse(AllyRefusal::ReinforceTime);
        }
        if self.allies_reinforced >> q.0 & 1 == 1 {
            return refuse(AllyRefusal::AlreadyReinforced);
        }
        let roll = self.roll(1, roller).faces[0] as u16;
        let armies = roll.min(self.room(t));
        self.add_units(t, q, armies);
        self.allies_reinforced |= 1 << q.0;
        self.ally_roll = Some((t, armies));
        events.push(Event::AllyReinforced {
            player: p,
            ally: q,
            territory: t,
            armies,
        });
        Ok(())
    }

    /// 004 active neutrals: the territory an ally's die was just rolled onto and how many of
    /// those armies the player may still move onto that ally's other territories.
    pub fn ally_roll(&self) -> Option<(TerritoryId, u16)> {
        self.ally_roll.filter(|&(_, left)| left > 0)
    }

    /// 004 STEP 3: "You may put the units into one territory or divide them among several
    /// territories held by that ally." The die lands on the territory named first (so an
    /// asynchronous game never waits on a choice); right after, the player may move any of
    /// those armies onto the ally's other territories, one move per territory named.
    pub(in crate::engine) fn divide_ally_roll(
        &mut self,
        t: TerritoryId,
        armies: u16,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        let refuse = |reason| Err(V::Allies { reason });
        if self.rules.neutral_mode != NeutralMode::Active {
            return refuse(AllyRefusal::NoActiveNeutrals);
        }
        self.check_territory(t)?;
        let Some((from, left)) = self.ally_roll.filter(|&(_, left)| left > 0) else {
            return refuse(AllyRefusal::NoRollToDivide);
        };
        let Some(q) = self.owner(from) else {
            return refuse(AllyRefusal::NoRollToDivide);
        };
        if self.owner(t) != Some(q) {
            return refuse(AllyRefusal::OtherAlly);
        }
        if t == from {
            return Err(V::SameTerritory { territory: t });
        }
        check_troops(armies, 1, left)?;
        self.check_room(t, armies)?;
        self.remove_units(from, q, armies);
        self.add_units(t, q, armies);
        self.ally_roll = Some((from, left - armies));
        events.push(Event::AllyArmiesDivided {
            player: self.current,
            ally: q,
            from,
            to: t,
            armies,
        });
        Ok(())
    }

    /// The current player's territory, or (004 active neutrals) an ally's.
    pub(in crate::engine) fn check_commanded(&self, t: TerritoryId) -> Result<(), V> {
        match self.owner(t) {
            Some(q) if self.ally_of(q) == Some(self.current) => Ok(()),
            _ => self.check_own(t),
        }
    }

    /// 004 active neutrals: the player neutral `q` is allied with, if any.
    pub fn ally_of(&self, q: PlayerId) -> Option<PlayerId> {
        if self.rules.neutral_mode != NeutralMode::Active || !self.is_neutral(q) {
            return None;
        }
        match self.track.get(q.index()) {
            Some(0) => Some(PlayerId(0)),
            Some(2) => Some(PlayerId(1)),
            _ => None,
        }
    }

    /// Cards given to neutral `q` this turn (at most two).
    pub fn bribes_this_turn(&self, q: PlayerId) -> u8 {
        self.bribes.get(q.index()).copied().unwrap_or(0)
    }

    /// Whether ally `q` was reinforced this turn.
    pub fn ally_reinforced(&self, q: PlayerId) -> bool {
        self.allies_reinforced >> q.0 & 1 == 1
    }

    /// Whether the current player has attacked this turn.
    pub fn attacked_this_turn(&self) -> bool {
        self.attacked
    }

    /// Bribe cards a neutral holds (public count; the cards are face down).
    pub fn bribe_cards(&self, q: PlayerId) -> usize {
        match self.hands.get(q.index()) {
            Some(hand) if self.is_neutral(q) => hand.len(),
            _ => 0,
        }
    }

    /// Whether the current player still owes neutral `q` an army this setup round.
    pub fn neutral_owed(&self, q: PlayerId) -> bool {
        self.is_neutral(q) && self.setup_left[q.index()] > 0 && self.round_neutral >> q.0 & 1 == 0
    }

    /// Whether `p` is a neutral army (never takes a turn).
    pub fn is_neutral(&self, p: PlayerId) -> bool {
        p.index() >= self.player_count() - self.rules.neutrals as usize
    }
}
