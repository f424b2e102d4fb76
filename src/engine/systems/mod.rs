//! The optional rule systems, one module each: its state, its actions, its queries and its
//! hooks. The core calls them at the named points below (reinforcements, battle, conquest,
//! elimination, attacks over, fortify, turn end, any action done); each system checks first
//! whether it is on, so a system that is off costs one test.

pub mod capital;
pub mod derived;
pub mod edition;
pub mod experts;
pub mod missions;
pub mod neutrals;
pub mod objectives;
pub mod progress;
pub mod team;

use super::edition::Reward;
use super::event::{BonusDice, Log, Reroll, Roll};
use super::game::Game;
use super::ids::{PlayerId, Set, TerritoryId};
use super::mission::Claim;
use super::rules::Fortify;
use super::turn::{Action, Roller};

/// What the rule systems did to a battle's dice.
pub(in crate::engine) struct BattleDice {
    /// Command Room: bonus dice and Airfields.
    pub bonus: Option<BonusDice>,
    /// Experts: the re-roll with a card.
    pub reroll: Option<Reroll>,
    /// Experts: the Commander's 6 (the face it replaced).
    pub commander: Option<u8>,
}

impl Game {
    /// Reinforcements: territories counted besides those held (000: cities count twice) and
    /// armies added (000: one per capital held; Command Room: the Two Troops Reward).
    pub(in crate::engine) fn reinforcement_hook(&self, p: PlayerId, own: Set) -> (usize, u16) {
        let none = |s: &super::game::SeatState| s.capital.is_none() && s.objectives.is_empty();
        if self.cities.is_empty() && self.seats.iter().all(none) {
            return (0, 0);
        }
        let troops = 2 * self.has_reward(p, Reward::TwoTroops) as u16;
        (
            own.intersect(self.cities).len(),
            self.capitals_held(p) as u16 + troops,
        )
    }

    /// Turn start, once the reinforcements are announced: those that no territory can hold
    /// are lost (the experts' army cap, or `MAX_ARMIES`).
    pub(in crate::engine) fn turn_start_hook(&mut self, events: &mut impl Log) {
        self.lose_unplaceable(events);
    }

    /// Battle: after both sides rolled, before the losses. Command Room's bonus dice and
    /// Airfields first, then the experts' re-roll and Commander.
    pub(in crate::engine) fn battle_hook(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        (attacker, defender): (&mut Roll, &mut Roll),
        commander: bool,
        roller: &mut Roller,
    ) -> BattleDice {
        let bonus = self.bonus_dice(to, attacker, defender, roller);
        let (reroll, commander) = if self.rules.reroll || commander {
            self.experts_dice(from, to, (attacker, defender), commander, roller)
        } else {
            (None, None)
        };
        BattleDice {
            bonus,
            reroll,
            commander,
        }
    }

    /// Conquest, as the territory changes hands (before the conquest is announced): Airfields
    /// there are destroyed.
    pub(in crate::engine) fn territory_taken_hook(
        &mut self,
        to: TerritoryId,
        by: PlayerId,
        events: &mut impl Log,
    ) {
        if !self.objectives.airfields.is_empty() {
            self.destroy_airfields(to, by, events);
        }
    }

    /// Conquest, once announced: a revealed Headquarters there is captured.
    pub(in crate::engine) fn conquest_hook(
        &mut self,
        to: TerritoryId,
        by: PlayerId,
        loser: PlayerId,
        events: &mut impl Log,
    ) {
        if self.hqs.revealed {
            self.capture_hq(to, by, loser, events);
        }
    }

    /// Elimination, once announced: Rewards and Airfields die with their owner, Objectives
    /// pass to the eliminator.
    pub(in crate::engine) fn elimination_hook(
        &mut self,
        loser: PlayerId,
        by: PlayerId,
        events: &mut impl Log,
    ) {
        if !(self.seats[loser.index()].objectives.is_empty()
            && self.objectives.airfields.is_empty())
        {
            self.objectives_on_elimination(loser, by, events);
        }
    }

    /// The attacks are over: Objectives achieved wait for the player's choice.
    pub(in crate::engine) fn attacks_over_hook(&mut self) {
        if !self.objectives.open.is_empty() {
            // 000/001: "you choose one" (or none): the choice waits for `ChooseObjective`
            // until the first fortify move or the end of the turn.
            self.this_turn.objectives.pending = !self.objective_choices_after_attacks().is_empty();
        }
    }

    /// A fortify move by the current player (validated, not yet made): the Objective choice
    /// settles; returns whether it is Command Room's Starting Maneuver (the attacks still to
    /// come).
    pub(in crate::engine) fn fortify_hook(
        &mut self,
        attacking: bool,
        events: &mut impl Log,
    ) -> bool {
        let rewards = &self.seats[self.current.index()].objectives.rewards;
        if self.objectives.open.is_empty()
            && !self.this_turn.objectives.pending
            && rewards.is_empty()
        {
            return false;
        }
        self.objectives_on_fortify(attacking, events)
    }

    /// Fortify moves allowed in a turn: any number with the experts' multiple moves, else one
    /// (two with Command Room's Additional Maneuver).
    pub(in crate::engine) fn fortify_moves_allowed(&self) -> Option<u8> {
        if self.rules.fortify == Fortify::Multiple {
            return None;
        }
        Some(1 + self.has_reward(self.current, Reward::AdditionalManeuver) as u8)
    }

    /// Whether the current player draws a card at the end of the turn: after a conquest (000:
    /// not when an Objective was collected), or every turn with the Guaranteed Card Reward.
    pub(in crate::engine) fn earns_card(&self) -> bool {
        let conquered = self.this_turn.conquered && !self.this_turn.objectives.taken;
        conquered || self.has_reward(self.current, Reward::GuaranteedCard)
    }

    /// Any action done: an ally's die may be divided only until the player does something else.
    pub(in crate::engine) fn action_done_hook(&mut self, action: &Action) {
        let dividing = matches!(
            action,
            Action::ReinforceAlly { .. } | Action::DivideAllyRoll { .. }
        );
        if !dividing {
            self.this_turn.neutrals.ally_roll = None;
        }
    }

    /// Turn end, after the card: Airfields still to place are placed, Mission RISK's end-of-turn
    /// missions claimed, a team's cards passed on, the Objectives victory declared.
    pub(in crate::engine) fn turn_end_hook(&mut self, events: &mut impl Log) {
        self.place_pending_airfields(events);
        self.claim_mission(Claim::EndOfTurn, events);
        if self.is_team_game() {
            self.pass_hand(events);
        }
        self.declare_objectives_winner();
    }
}
