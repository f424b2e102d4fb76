//! 004 active neutrals (2-player RISK with allies): the status track, bribes, allies'
//! reinforcements and moves, and the status dice after an invasion.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::engine::error::{AllyRefusal, RuleViolation as V};
use crate::engine::event::{Event, Log};
use crate::engine::game::{Game, Phase};
use crate::engine::ids::{CardId, PlayerId, TerritoryId};
use crate::engine::rules::{NeutralMode, NeutralSetup};
use crate::engine::turn::{check_troops, Roller};

/// One invasion (a run of attacks from one territory into another) involving neutrals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invasion {
    pub from: TerritoryId,
    pub to: TerritoryId,
    /// Neutral seats involved (as attacker's ally or as defender), as bits.
    pub neutrals: u16,
}

/// A neutral's place on the 004 status track: allied with the first player, uninvolved, or
/// allied with the second. Only neutrals move on it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    AlliedWithFirst,
    #[default]
    Uninvolved,
    AlliedWithSecond,
}

/// This turn: cards given to each neutral (by seat), allies reinforced and fortified (bits by
/// seat), the invasion under way with the neutrals it involves, and the territory an ally's die
/// was just rolled onto with how many of those armies may still be moved on (cleared by any
/// other action).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NeutralsTurn {
    pub(in crate::engine) bribes: [u8; 16],
    pub(in crate::engine) reinforced: u16,
    pub(in crate::engine) fortified: u16,
    pub(in crate::engine) invasion: Option<Invasion>,
    pub(in crate::engine) ally_roll: Option<(TerritoryId, u16)>,
}

/// What ending an invasion changed, to put back.
pub(in crate::engine) struct EndedInvasion {
    invasion: Invasion,
    rng: ChaCha8Rng,
    statuses: Vec<Status>,
    events: usize,
}

impl Status {
    /// One step along the track, towards the first player's end or the second's, stopping at
    /// the ends.
    fn step(self, towards_first: bool) -> Status {
        match (self, towards_first) {
            (Status::AlliedWithSecond, true) => Status::Uninvolved,
            (_, true) => Status::AlliedWithFirst,
            (Status::AlliedWithFirst, false) => Status::Uninvolved,
            (_, false) => Status::AlliedWithSecond,
        }
    }
}

impl Game {
    /// 004 active neutrals: a new invasion (another pair of territories) ends the previous one;
    /// this one is remembered if a neutral takes part, as the attacker's ally or the defender.
    pub(in crate::engine) fn begin_invasion(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        roller: &mut Roller,
        events: &mut impl Log,
    ) {
        self.this_turn.attacked = true;
        if self.rules.neutral_mode != NeutralMode::Active {
            return;
        }
        if self
            .this_turn
            .neutrals
            .invasion
            .is_some_and(|i| (i.from, i.to) != (from, to))
        {
            self.end_invasion(roller, events);
        }
        let mut neutrals = 0u16;
        for t in [from, to] {
            if let Some(q) = self.owner(t).filter(|&q| self.is_neutral(q)) {
                neutrals |= 1 << q.0;
            }
        }
        if neutrals != 0 {
            self.this_turn.neutrals.invasion = Some(Invasion { from, to, neutrals });
        }
    }

    /// 004: after an invasion into a neutral's territory or with an allied army, one die per
    /// neutral involved: 1–4 moves it one step away from the invader.
    pub(in crate::engine) fn end_invasion(&mut self, roller: &mut Roller, events: &mut impl Log) {
        let Some(inv) = self.this_turn.neutrals.invasion.take() else {
            return;
        };
        for q in self.players().collect::<Vec<_>>() {
            if inv.neutrals >> q.0 & 1 == 0 || self.seats[q.index()].eliminated {
                continue;
            }
            let roll = self.roll(1, roller).faces[0];
            if roll <= 4 {
                self.step(q, false);
            }
            events.log(|| Event::StatusRolled {
                neutral: q,
                roll,
                ally: self.ally_of(q),
            });
        }
    }

    /// `end_invasion`, keeping what it changes (the dice, the track, the invasion) to put back
    /// if the action that ended it is refused. Nothing to keep without an invasion.
    pub(in crate::engine) fn end_invasion_undoably(
        &mut self,
        roller: &mut Roller,
        events: &mut impl Log,
    ) -> Option<EndedInvasion> {
        let invasion = self.this_turn.neutrals.invasion?;
        let ended = EndedInvasion {
            invasion,
            rng: self.rng.clone(),
            statuses: self.seats.iter().map(|s| s.status).collect(),
            events: events.kept(),
        };
        self.end_invasion(roller, events);
        Some(ended)
    }

    pub(in crate::engine) fn undo_end_of_invasion(
        &mut self,
        ended: EndedInvasion,
        events: &mut impl Log,
    ) {
        self.this_turn.neutrals.invasion = Some(ended.invasion);
        self.rng = ended.rng;
        for (seat, status) in self.seats.iter_mut().zip(ended.statuses) {
            seat.status = status;
        }
        events.truncate(ended.events);
    }

    /// Moves neutral `q` one step on the status track towards (or away from) the current
    /// player, stopping at the ends.
    pub(in crate::engine) fn step(&mut self, q: PlayerId, closer: bool) {
        let towards_first = (self.current.0 == 0) == closer;
        let status = &mut self.seats[q.index()].status;
        *status = status.step(towards_first);
    }

    /// 004: give a card face down to a neutral at the start of the turn (at most two cards to
    /// one neutral per turn; not to a neutral holding 5), moving it one step closer.
    pub(in crate::engine) fn bribe(
        &mut self,
        q: PlayerId,
        card: CardId,
        events: &mut impl Log,
    ) -> Result<(), V> {
        let refuse = |reason| Err(V::Allies { reason });
        if self.rules.neutral_mode != NeutralMode::Active {
            return refuse(AllyRefusal::NoActiveNeutrals);
        }
        // At the start of the turn: not in the trade-down after an elimination, where a card
        // given away could leave the hand below the trade and the turn with nothing to do.
        if !matches!(
            self.phase,
            Phase::Reinforce {
                after_elimination: false,
                ..
            }
        ) {
            return refuse(AllyRefusal::BribeTime);
        }
        if q.index() >= self.player_count()
            || !self.is_neutral(q)
            || self.seats[q.index()].eliminated
        {
            return refuse(AllyRefusal::NotANeutral);
        }
        let p = self.current;
        if !self.seats[p.index()].hand.contains(&card) {
            return Err(V::NotInHand { card });
        }
        if self.ally_of(q) == Some(p) {
            return refuse(AllyRefusal::AlreadyAllied);
        }
        if self.seats[q.index()].hand.len() >= 5 {
            return refuse(AllyRefusal::FullHand);
        }
        if self.this_turn.neutrals.bribes[q.index()] >= 2 {
            return refuse(AllyRefusal::TwoPerTurn);
        }
        self.seats[p.index()].hand.retain(|&c| c != card);
        self.seats[q.index()].hand.push(card);
        self.this_turn.neutrals.bribes[q.index()] += 1;
        self.step(q, true);
        events.log(|| Event::Bribed {
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
        events: &mut impl Log,
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
        if self.phase != Phase::Attack || self.this_turn.attacked {
            return refuse(AllyRefusal::ReinforceTime);
        }
        if self.this_turn.neutrals.reinforced >> q.0 & 1 == 1 {
            return refuse(AllyRefusal::AlreadyReinforced);
        }
        let roll = self.roll(1, roller).faces[0] as u16;
        let armies = roll.min(self.room(t));
        self.add_units(t, q, armies);
        self.this_turn.neutrals.reinforced |= 1 << q.0;
        self.this_turn.neutrals.ally_roll = Some((t, armies));
        events.log(|| Event::AllyReinforced {
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
        self.this_turn
            .neutrals
            .ally_roll
            .filter(|&(_, left)| left > 0)
    }

    /// 004 STEP 3: "You may put the units into one territory or divide them among several
    /// territories held by that ally." The die lands on the territory named first (so an
    /// asynchronous game never waits on a choice); right after, the player may move any of
    /// those armies onto the ally's other territories, one move per territory named.
    pub(in crate::engine) fn divide_ally_roll(
        &mut self,
        t: TerritoryId,
        armies: u16,
        events: &mut impl Log,
    ) -> Result<(), V> {
        let refuse = |reason| Err(V::Allies { reason });
        if self.rules.neutral_mode != NeutralMode::Active {
            return refuse(AllyRefusal::NoActiveNeutrals);
        }
        self.check_territory(t)?;
        let Some((from, left)) = self
            .this_turn
            .neutrals
            .ally_roll
            .filter(|&(_, left)| left > 0)
        else {
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
        self.this_turn.neutrals.ally_roll = Some((from, left - armies));
        events.log(|| Event::AllyArmiesDivided {
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
        match self.seat(q)?.status {
            Status::AlliedWithFirst => Some(PlayerId(0)),
            Status::AlliedWithSecond => Some(PlayerId(1)),
            Status::Uninvolved => None,
        }
    }

    /// Cards given to neutral `q` this turn (at most two).
    pub fn bribes_this_turn(&self, q: PlayerId) -> u8 {
        self.this_turn
            .neutrals
            .bribes
            .get(q.index())
            .copied()
            .unwrap_or(0)
    }

    /// Whether ally `q` was reinforced this turn.
    pub fn ally_reinforced(&self, q: PlayerId) -> bool {
        self.this_turn.neutrals.reinforced >> q.0 & 1 == 1
    }

    /// Whether the current player has attacked this turn.
    pub fn attacked_this_turn(&self) -> bool {
        self.this_turn.attacked
    }

    /// Bribe cards a neutral holds (public count; the cards are face down).
    pub fn bribe_cards(&self, q: PlayerId) -> usize {
        match self.seat(q) {
            Some(s) if self.is_neutral(q) => s.hand.len(),
            _ => 0,
        }
    }

    /// Whether the current player still owes neutral `q` an army this setup round. With
    /// `NeutralSetup::OwnFirst` (003) none is owed until the player's own armies are all placed,
    /// nor in the round that placed the last of them.
    pub fn neutral_owed(&self, q: PlayerId) -> bool {
        let own_waiting =
            self.seats[self.current.index()].setup_left > 0 || self.setup_round.own > 0;
        self.is_neutral(q)
            && self.seats[q.index()].setup_left > 0
            && self.setup_round.neutral >> q.0 & 1 == 0
            && !(self.rules.neutral_setup == NeutralSetup::OwnFirst && own_waiting)
    }

    /// Whether `p` is a neutral army (never takes a turn).
    pub fn is_neutral(&self, p: PlayerId) -> bool {
        p.index() >= self.player_count() - self.rules.neutrals as usize
    }

    /// The ally (004) whose territory `from` is, when the current player commands it.
    pub(in crate::engine) fn commanded_ally(&self, from: TerritoryId) -> Option<PlayerId> {
        if self.rules.neutral_mode != NeutralMode::Active {
            return None;
        }
        self.owner(from)
            .filter(|&q| self.ally_of(q) == Some(self.current))
    }

    /// 004: each ally makes one free move through its own territories; it ends the attacks
    /// but not the turn.
    pub(in crate::engine) fn fortify_ally(
        &mut self,
        q: PlayerId,
        from: TerritoryId,
        to: TerritoryId,
        armies: u16,
        events: &mut impl Log,
    ) -> Result<(), V> {
        if self.this_turn.neutrals.fortified >> q.0 & 1 == 1 {
            return Err(V::Allies {
                reason: AllyRefusal::AlreadyMoved,
            });
        }
        self.check_move(q, from, to, armies)?;
        if self.phase == Phase::Attack {
            self.collect_first_objective(events);
        } else {
            self.settle_objective(events);
        }
        self.remove_units(from, q, armies);
        self.add_units(to, q, armies);
        events.log(|| Event::Fortified { from, to, armies });
        self.this_turn.neutrals.fortified |= 1 << q.0;
        self.phase = Phase::Fortify;
        Ok(())
    }
}
