//! The Objectives of the cities-and-capitals edition (000/001) and Command Room's Rewards and
//! Airfields: what counts as achieved, collecting one after the attacks, the bonus dice.

use serde::{Deserialize, Serialize};

use crate::engine::error::RuleViolation as V;
use crate::engine::event::{BonusDice, Event, Log, Roll};
use crate::engine::game::{Game, Phase};
use crate::engine::ids::{CardId, PlayerId, TerritoryId};
use crate::engine::rules::{Objectives, Victory};
use crate::engine::turn::Roller;

use crate::engine::edition::{Objective, Reward};

/// The Objectives still on the board, the Reward on each (Command Room, same order), the
/// Airfields on the board, and the player who met the Objectives victory at the end of their
/// turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectivesBoard {
    pub(in crate::engine) open: Vec<Objective>,
    pub(in crate::engine) rewards: Vec<Option<Reward>>,
    pub(in crate::engine) airfields: Vec<(PlayerId, TerritoryId)>,
    pub(in crate::engine) declared_winner: Option<PlayerId>,
}

/// A seat's Objectives and Rewards (public), and the Airfields it has won but not placed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectivesSeat {
    pub(in crate::engine) held: Vec<Objective>,
    pub(in crate::engine) rewards: Vec<Reward>,
    pub(in crate::engine) airfields_pending: u8,
}

impl ObjectivesSeat {
    /// No Objective, Reward or Airfield to place.
    pub(in crate::engine) fn is_empty(&self) -> bool {
        self.held.is_empty() && self.rewards.is_empty() && self.airfields_pending == 0
    }
}

/// This turn: an Objective was collected (or declined); the attacks ended with Objectives
/// achieved and none chosen yet (the first fortify move or the end of the turn takes the
/// first); the Starting Maneuver was used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectivesTurn {
    pub(in crate::engine) taken: bool,
    pub(in crate::engine) pending: bool,
    pub(in crate::engine) starting_move_used: bool,
}

impl Game {
    /// The Objectives the current player may take now (000/001 HOW TO COLLECT OBJECTIVES):
    /// those on the board achieved this turn, while attacking (taking one ends the attacks)
    /// and after the attacks until the first fortify move or the end of the turn, if none was
    /// taken or declined yet; board order, the first being the one taken by default.
    pub fn objective_choices(&self) -> Vec<Objective> {
        let open = match self.phase {
            Phase::Attack => true,
            Phase::Fortify => self.this_turn.objectives.pending,
            _ => false,
        };

        if !open || self.this_turn.objectives.taken {
            return Vec::new();
        }
        self.objectives_achieved()
    }

    /// The Objectives on the board the current player has achieved now.
    pub(in crate::engine) fn objectives_achieved(&self) -> Vec<Objective> {
        self.objectives
            .open
            .iter()
            .filter(|o| self.objective_met(self.current, o))
            .copied()
            .collect()
    }

    /// The Objectives `p` holds (000): public.
    pub fn objectives_of(&self, p: PlayerId) -> &[Objective] {
        self.seat(p).map_or(&[], |s| s.objectives.held.as_slice())
    }

    /// Whether `p`, the current player, meets Objective `o` now (000, OBJECTIVES).
    pub fn objective_met(&self, p: PlayerId, o: &Objective) -> bool {
        let own = self.seats[p.index()].owned;
        let taken = own.minus(self.this_turn.start_owned);
        let fresh = p == self.current;
        // The books' counts, scaled to this board (the same on the classic).
        let needed = |count| Objective::needed(count, &self.map);
        match o {
            Objective::Cities { count } => own.intersect(self.cities).len() >= needed(*count),
            Objective::Continent { continent } => {
                self.map.continent(*continent).territories.is_subset(own)
            }
            Objective::EnemyCapitals { count } => {
                self.players()
                    .filter(|&q| q != p)
                    .filter_map(|q| self.capital_of(q))
                    .filter(|t| own.contains(*t))
                    .count()
                    >= *count
            }
            Objective::TakeCities { count } => {
                fresh && taken.intersect(self.cities).len() >= needed(*count)
            }
            Objective::TakeTerritories { count } => fresh && taken.len() >= needed(*count),
            Objective::Territories { count } => own.len() >= needed(*count),
            Objective::Continents { count } => self.continents_of(p).count() >= *count,
            Objective::TakeContinent => {
                fresh
                    && self.map.continents().iter().any(|c| {
                        c.territories.is_subset(own)
                            && c.territories
                                .intersect(self.this_turn.start_owned)
                                .is_empty()
                    })
            }
        }
    }

    /// Whether `p` holds Reward `r` (Command Room).
    pub fn has_reward(&self, p: PlayerId, r: Reward) -> bool {
        self.seat(p)
            .is_some_and(|s| s.objectives.rewards.contains(&r))
    }

    /// The Rewards `p` holds (public).
    pub fn rewards_of(&self, p: PlayerId) -> &[Reward] {
        self.seat(p)
            .map_or(&[], |s| s.objectives.rewards.as_slice())
    }

    /// The Reward on each Objective still on the board (same order as `objectives_open`).
    pub fn objective_rewards(&self) -> &[Option<Reward>] {
        &self.objectives.rewards
    }

    /// Airfields on the board, by owner.
    pub fn airfields(&self) -> &[(PlayerId, TerritoryId)] {
        &self.objectives.airfields
    }

    /// Airfields `p` has won but not placed yet.
    pub fn airfields_to_place(&self, p: PlayerId) -> u8 {
        self.seat(p).map_or(0, |s| s.objectives.airfields_pending)
    }

    /// Whether `p` has an Airfield on `t` or next to it (000: +1 on the highest die of a
    /// battle waged there). Decision: a battle is waged in the attacked territory.
    pub fn airfield_covers(&self, p: PlayerId, t: TerritoryId) -> bool {
        self.objectives
            .airfields
            .iter()
            .any(|&(o, a)| o == p && (a == t || self.map.adjacent(a, t)))
    }

    /// Command Room Rewards in a battle: the bonus attack or defence die replaces its side's
    /// lowest die unless it is lower; an Airfield adds 1 to its side's highest die.
    pub(in crate::engine) fn bonus_dice(
        &mut self,
        to: TerritoryId,
        attacker: &mut Roll,
        defender: &mut Roll,
        roller: &mut Roller,
    ) -> Option<BonusDice> {
        if self.rules.objectives != Objectives::CommandRoom {
            return None;
        }
        let (me, them) = (
            self.current,
            self.owner(to).expect("attacked territory is held"),
        );
        let mut b = BonusDice::default();
        for (who, roll, reward, slot) in [
            (me, &mut *attacker, Reward::AttackDie, &mut b.attack_die),
            (them, &mut *defender, Reward::DefenseDie, &mut b.defense_die),
        ] {
            if self.has_reward(who, reward) {
                let face = self.roll(1, roller).faces[0];
                let n = roll.count as usize;
                if face > roll.faces[n - 1] {
                    roll.faces[n - 1] = face;
                    roll.faces[..n].sort_unstable_by(|x, y| y.cmp(x));
                }
                *slot = Some(face);
            }
        }
        if self.airfield_covers(me, to) {
            attacker.faces[0] += 1;
            b.attacker_airfield = true;
        }
        if self.airfield_covers(them, to) {
            defender.faces[0] += 1;
            b.defender_airfield = true;
        }
        (b != BonusDice::default()).then_some(b)
    }

    /// 000/001 HOW TO COLLECT OBJECTIVES: "If you are eligible for more than one Objective on
    /// your turn, you choose one", "you may take that Objective" (or not), and with 001 "you
    /// may discard a card from your hand". Taking or declining while attacking ends the attacks.
    pub(in crate::engine) fn choose_objective(
        &mut self,
        objective: Option<Objective>,
        discard: Option<CardId>,
        events: &mut impl Log,
    ) -> Result<(), V> {
        let attacking = self.phase == Phase::Attack;
        let pending = self.phase == Phase::Fortify && self.this_turn.objectives.pending;
        if !attacking && !pending {
            if self.phase == Phase::Fortify {
                return Err(V::NoObjective {
                    given: objective,
                    eligible: Vec::new(),
                });
            }
            return Err(self.wrong("choose an Objective"));
        }
        let eligible = self.objective_choices_after_attacks();
        let known = match objective {
            Some(o) => eligible.contains(&o),
            None => !eligible.is_empty() && discard.is_none(),
        };
        if !known {
            return Err(V::NoObjective {
                given: objective,
                eligible,
            });
        }
        let p = self.current;
        if let Some(card) = discard {
            if !self.seats[p.index()].hand.contains(&card) {
                return Err(V::NotInHand { card });
            }
        }
        if attacking {
            self.attacks_over(events);
        }
        self.this_turn.objectives.pending = false;
        let Some(o) = objective else {
            events.log(|| Event::ObjectiveDeclined { player: p });
            return Ok(());
        };
        if let Some(card) = discard {
            self.seats[p.index()].hand.retain(|&c| c != card);
            self.discard.push(card);
            events.log(|| Event::CardDiscarded { player: p, card });
        }
        self.collect_objective(o, events);
        Ok(())
    }

    /// Takes Objective `o` off the board, with its Reward (Command Room).
    pub(in crate::engine) fn collect_objective(&mut self, o: Objective, events: &mut impl Log) {
        let p = self.current;
        let Some(i) = self.objectives.open.iter().position(|x| *x == o) else {
            return;
        };
        let objective = self.objectives.open.remove(i);
        let reward = (i < self.objectives.rewards.len())
            .then(|| self.objectives.rewards.remove(i))
            .flatten();
        self.seats[p.index()].objectives.held.push(objective);
        self.this_turn.objectives.taken = true;
        events.log(|| Event::ObjectiveCollected {
            player: p,
            objective,
        });
        if let Some(reward) = reward {
            self.seats[p.index()].objectives.rewards.push(reward);
            if reward == Reward::Airfield {
                self.seats[p.index()].objectives.airfields_pending += 1;
            }
            events.log(|| Event::RewardGained { player: p, reward });
        }
    }

    /// Command Room: "immediately place it onto any territory you control".
    pub(in crate::engine) fn place_airfield(
        &mut self,
        t: TerritoryId,
        events: &mut impl Log,
    ) -> Result<(), V> {
        let p = self.current;
        if self.seats[p.index()].objectives.airfields_pending == 0 {
            return Err(self.wrong("place an Airfield"));
        }
        self.check_territory(t)?;
        self.check_own(t)?;
        self.seats[p.index()].objectives.airfields_pending -= 1;
        self.objectives.airfields.push((p, t));
        events.log(|| Event::AirfieldPlaced {
            player: p,
            territory: t,
            auto: false,
        });
        Ok(())
    }

    /// An Airfield not placed by the end of the turn goes on the player's territory with the
    /// most armies (decision: the book says "immediately"; a turn cannot stall on it).
    pub(in crate::engine) fn place_pending_airfields(&mut self, events: &mut impl Log) {
        let p = self.current;
        while self.seats[p.index()].objectives.airfields_pending > 0 {
            self.seats[p.index()].objectives.airfields_pending -= 1;
            let Some(t) = self.seats[p.index()]
                .owned
                .iter()
                .max_by_key(|&t| (self.armies[t.index()], t.0))
            else {
                break;
            };
            self.objectives.airfields.push((p, t));
            events.log(|| Event::AirfieldPlaced {
                player: p,
                territory: t,
                auto: true,
            });
        }
    }

    /// The Objectives achieved this turn that may still be taken (none once one was taken).
    pub(in crate::engine) fn objective_choices_after_attacks(&self) -> Vec<Objective> {
        if self.this_turn.objectives.taken || self.objectives.open.is_empty() {
            return Vec::new();
        }
        self.objectives_achieved()
    }

    /// A pending Objective choice that was not made: the first achieved one is taken.
    pub(in crate::engine) fn settle_objective(&mut self, events: &mut impl Log) {
        if std::mem::take(&mut self.this_turn.objectives.pending) {
            self.collect_first_objective(events);
        }
    }

    /// 000: after attacking, collect one Objective achieved this turn, if any is on the board.
    /// When the player does not choose (a fortify move straight from the attacks, the end of
    /// the turn, a deadline, an AI seat), the first achieved Objective in board order (minor
    /// ones first) is taken, since an Objective never hurts.
    pub(in crate::engine) fn collect_first_objective(&mut self, events: &mut impl Log) {
        if let Some(&o) = self.objective_choices_after_attacks().first() {
            self.collect_objective(o, events);
        }
    }

    /// A conquest of `to` by `by` destroys the other players' Airfields there.
    pub(in crate::engine) fn destroy_airfields(
        &mut self,
        to: TerritoryId,
        by: PlayerId,
        events: &mut impl Log,
    ) {
        let lost: Vec<(PlayerId, TerritoryId)> = self
            .objectives
            .airfields
            .iter()
            .copied()
            .filter(|&(o, a)| a == to && o != by)
            .collect();
        for (o, a) in lost {
            self.objectives.airfields.retain(|&x| x != (o, a));
            events.log(|| Event::AirfieldDestroyed {
                player: o,
                territory: a,
            });
        }
    }

    /// 000: Rewards (and Airfields) die with their owner, but the eliminator takes the loser's
    /// Objectives.
    pub(in crate::engine) fn objectives_on_elimination(
        &mut self,
        loser: PlayerId,
        by: PlayerId,
        events: &mut impl Log,
    ) {
        self.seats[loser.index()].objectives.rewards.clear();
        self.seats[loser.index()].objectives.airfields_pending = 0;
        self.objectives.airfields.retain(|&(o, _)| o != loser);
        let objectives = std::mem::take(&mut self.seats[loser.index()].objectives.held);
        if !objectives.is_empty() {
            events.log(|| Event::ObjectivesTaken {
                player: by,
                from: loser,
                count: objectives.len() as u8,
            });
            self.seats[by.index()].objectives.held.extend(objectives);
        }
    }

    /// A fortify move by the current player: straight from the attacks the first achieved
    /// Objective is taken, unless the move is Command Room's Starting Maneuver (one move after
    /// the draft, before the first attack: returns true); after the attacks a pending choice
    /// settles.
    pub(in crate::engine) fn objectives_on_fortify(
        &mut self,
        attacking: bool,
        events: &mut impl Log,
    ) -> bool {
        let starting = attacking
            && !self.this_turn.attacked
            && !self.this_turn.objectives.starting_move_used
            && self.has_reward(self.current, Reward::StartingManeuver);
        if starting {
            self.this_turn.objectives.starting_move_used = true;
        } else if attacking {
            self.collect_first_objective(events);
        } else {
            self.settle_objective(events);
        }
        starting
    }

    /// 000 WINNING: the Objectives needed, and your own capital, at the end of your turn.
    pub(in crate::engine) fn declare_objectives_winner(&mut self) {
        let Victory::Objectives { needed } = self.rules.victory else {
            return;
        };
        let p = self.current;
        let held = self.seats[p.index()].objectives.held.len() >= needed as usize;
        let capital = self
            .capital_of(p)
            .is_some_and(|t| self.seats[p.index()].owned.contains(t));
        if held && capital {
            self.objectives.declared_winner = Some(p);
        }
    }
}
