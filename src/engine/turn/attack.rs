//! The attack step: battles, blitzes, conquests and the move-in, eliminations.

use crate::engine::error::RuleViolation as V;
use crate::engine::event::{BattleAfter, Event, Log};
use crate::engine::game::{Game, Phase};
use crate::engine::ids::{PlayerId, TerritoryId};
use crate::engine::systems::experts::losses;
use crate::engine::systems::BattleDice;

use super::{check_troops, Action, AttackMode, Roller};

impl Game {
    #[allow(clippy::too_many_arguments)]
    pub(in crate::engine) fn attack(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        (dice, defender_dice): (Option<u8>, Option<u8>),
        mode: AttackMode,
        mut commander: bool,
        roller: &mut Roller,
        events: &mut impl Log,
    ) -> Result<(), V> {
        let (att, def) = self.check_attack(from, to, dice, defender_dice, mode)?;
        self.begin_invasion(from, to, roller, events);
        let stop_at = match mode {
            AttackMode::Once => None,
            AttackMode::Blitz { stop_at } => Some(stop_at.unwrap_or(1).max(1)),
        };
        loop {
            // Compare in u16 before narrowing: a territory can hold more than 255 armies.
            let own = if self.is_team_game() {
                self.units(from, self.current)
            } else {
                u16::MAX
            };
            let a = (att as u16).min(self.armies[from.index()] - 1).min(own) as u8;
            if a == 0 {
                return Ok(());
            }
            let d = (def as u16).min(self.armies[to.index()]) as u8;
            commander &= self.commander_available();
            self.battle(from, to, (a, d), commander, roller, events);
            if self.is_team_game() && self.armies[to.index()] > 0 {
                // A teammate's last armies can fall in a shared territory that holds.
                let before = self.seats.iter().filter(|s| s.eliminated).count();
                self.eliminate_the_beaten(events);
                if self.seats.iter().filter(|s| s.eliminated).count() > before {
                    return Ok(());
                }
            }
            if self.armies[to.index()] == 0 {
                self.conquer(from, to, a, events);
                if !matches!(self.phase, Phase::Over { .. }) {
                    self.end_invasion(roller, events);
                }
                return Ok(());
            }
            match stop_at {
                Some(stop) if self.armies[from.index()] > stop => continue,
                _ => return Ok(()),
            }
        }
    }

    /// Validates an attack; returns the dice caps for attacker and defender.
    pub(in crate::engine) fn check_attack(
        &self,
        from: TerritoryId,
        to: TerritoryId,
        dice: Option<u8>,
        defender_dice: Option<u8>,
        mode: AttackMode,
    ) -> Result<(u8, u8), V> {
        if self.phase != Phase::Attack {
            return Err(self.wrong("attack"));
        }
        self.check_territory(from)?;
        self.check_territory(to)?;
        self.check_commanded(from)?;
        if self.friendly_to_current(to) || self.owner(to) == self.owner(from) {
            return Err(V::OwnTerritory {
                from,
                to,
                allowed: self.attack_targets(from),
            });
        }
        if !self.map.adjacent(from, to) {
            return Err(V::NotAdjacent {
                from,
                to,
                allowed: self.attack_targets(from),
            });
        }
        let have = self.armies(from);
        // Team RISK: only your own armies attack, and one army stays.
        let own = if self.is_team_game() {
            self.units(from, self.current)
        } else {
            have
        };
        if have < 2 {
            return Err(V::TooFewArmies {
                territory: from,
                have,
                need: 2,
            });
        }
        let max_att = (have - 1).min(own).min(3) as u8;
        let att = dice.unwrap_or(max_att);
        if att < 1 || att > max_att {
            return Err(V::AttackerDice {
                given: att,
                max: max_att,
            });
        }
        let max_def = self.armies(to).min(2) as u8;
        let def = defender_dice.unwrap_or(max_def);
        if def < 1 || def > max_def {
            return Err(V::DefenderDice {
                given: def,
                max: max_def,
            });
        }
        if let AttackMode::Blitz {
            stop_at: Some(stop),
        } = mode
        {
            // At least one army always stays behind: stop_at 0 is no bound at all.
            if stop == 0 || stop >= have {
                return Err(V::StopAt { given: stop, have });
            }
        }
        Ok((att, def))
    }

    /// One roll: highest dice paired, defender wins ties. The experts' re-roll and Commander
    /// act on the attacker's dice after both sides have rolled.
    pub(in crate::engine) fn battle(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        (a, d): (u8, u8),
        commander: bool,
        roller: &mut Roller,
        events: &mut impl Log,
    ) {
        let mut attacker = self.roll(a, roller);
        let mut defender = self.roll(d, roller);
        let BattleDice {
            bonus,
            reroll,
            commander,
        } = self.battle_hook(from, to, (&mut attacker, &mut defender), commander, roller);
        let (a_loss, d_loss) = losses(attacker.faces(), defender.faces());
        // The attacker's own armies fall (an ally's, when an ally attacks; 004).
        let attacker_side = if self.is_team_game() {
            self.current
        } else {
            self.owner(from).expect("attacking territory is held")
        };
        let holder = self.owner(to).expect("attacked territory is held");
        self.remove_units(from, attacker_side, a_loss);
        self.lose_defenders(to, d_loss);
        let after = BattleAfter {
            holder,
            attacker_left: self.armies[from.index()],
            defender_left: self.armies[to.index()],
        };
        events.log(|| Event::Battle {
            from,
            to,
            attacker,
            defender,
            attacker_losses: a_loss,
            defender_losses: d_loss,
            reroll,
            commander,
            bonus,
            after: Some(after),
        });
    }

    /// Takes `to`: moves the dice rolled in, handles elimination, victory and the move-in step.
    pub(in crate::engine) fn conquer(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        dice: u8,
        events: &mut impl Log,
    ) {
        // With an allied army attacking (004), the ally takes the territory and no card is
        // earned for it.
        let p = if self.is_team_game() {
            self.current
        } else {
            self.owner(from).expect("attacking territory has an owner")
        };
        let loser = self.owner(to).expect("attacked territory has an owner");
        let moved = (dice as u16)
            .min(self.armies[from.index()] - 1)
            .min(self.units(from, p));
        self.remove_units(from, p, moved);
        self.set_owner(to, p);
        self.add_units(to, p, moved);
        self.this_turn.conquered |= p == self.current;
        self.territory_taken_hook(to, p, events);
        self.this_turn.conquests = self.this_turn.conquests.saturating_add(1);
        let cap = self.rules.army_cap.unwrap_or(u16::MAX).max(moved);
        let spare = (self.armies[from.index()] - 1).min(self.units(from, p));
        let max = (moved + spare).min(cap);
        events.log(|| Event::Conquered {
            player: p,
            from,
            to,
            moved,
            max,
        });
        self.conquest_hook(to, p, loser, events);
        // Only the loser can be out of armies now (in team games, a teammate sharing `to` too).
        let beaten = self.is_team_game() || !self.has_armies(loser);
        let trade_down = beaten && self.eliminate_the_beaten(events);
        if let Some(w) = self.victor() {
            self.finish(w, events);
        } else if max > moved {
            self.phase = Phase::Occupy {
                from,
                to,
                min: moved,
                max,
                trade_down,
            };
        } else {
            self.after_conquest(trade_down);
        }
    }

    /// Eliminates every player left without armies (in team games a teammate can lose their
    /// last armies in a shared territory that does not fall). Returns whether a trade-down is
    /// due.
    pub(in crate::engine) fn eliminate_the_beaten(&mut self, events: &mut impl Log) -> bool {
        let mut trade_down = false;
        for q in 0..self.player_count() {
            let q = PlayerId(q as u8);
            if q != self.current && !self.seats[q.index()].eliminated && !self.has_armies(q) {
                trade_down |= self.eliminate(q, events);
            }
        }
        trade_down
    }

    /// Removes `loser`; the conqueror takes their cards. Returns whether a trade-down is due.
    pub(in crate::engine) fn eliminate(&mut self, loser: PlayerId, events: &mut impl Log) -> bool {
        let p = self.current;
        self.seats[loser.index()].eliminated = true;
        self.seats[loser.index()].eliminated_by = Some(p);
        let taken = std::mem::take(&mut self.seats[loser.index()].hand);
        let n = taken.len() as u8;
        self.seats[p.index()].hand.extend(taken);
        events.log(|| Event::Eliminated {
            player: loser,
            by: p,
            cards_taken: n,
        });
        self.elimination_hook(loser, p, events);
        self.rules
            .elimination_trade_at
            .is_some_and(|at| self.hand_size(p) >= at as usize)
    }

    pub(in crate::engine) fn after_conquest(&mut self, trade_down: bool) {
        self.phase = if trade_down {
            Phase::Reinforce {
                armies: 0,
                after_elimination: true,
            }
        } else {
            Phase::Attack
        };
    }

    pub(in crate::engine) fn occupy(
        &mut self,
        armies: u16,
        events: &mut impl Log,
    ) -> Result<(), V> {
        let Phase::Occupy {
            from,
            to,
            min,
            max,
            trade_down,
        } = self.phase
        else {
            return Err(self.wrong("move troops"));
        };
        check_troops(armies, min, max)?;
        let extra = armies - min;
        let p = self.owner(to).expect("conquered territory is held");
        self.remove_units(from, p, extra);
        self.add_units(to, p, extra);
        events.log(|| Event::Occupied { from, to, armies });
        self.after_conquest(trade_down);
        Ok(())
    }

    /// In the move-in step after a conquest, an action that goes on with the turn (an attack,
    /// a fortify, the end of the attacks) first settles the move-in at its minimum, the armies
    /// already moved in (003 and 002: at least the dice rolled move in; the player chose no
    /// more). Returns the phase and the events kept before, to put back if the action is
    /// refused. A move-in followed by a trade-down (an elimination) waits for its choice.
    pub(in crate::engine) fn settle_move_in(
        &mut self,
        action: Action,
        events: &mut impl Log,
    ) -> Option<(Phase, usize)> {
        let Phase::Occupy {
            min,
            trade_down: false,
            ..
        } = self.phase
        else {
            return None;
        };
        let goes_on = match action {
            Action::Attack { .. } | Action::Fortify { .. } | Action::End => true,
            Action::Claim { .. }
            | Action::Place { .. }
            | Action::Trade { .. }
            | Action::TradeStars { .. }
            | Action::Occupy { .. }
            | Action::ChooseHq { .. }
            | Action::Bribe { .. }
            | Action::ReinforceAlly { .. }
            | Action::PlaceAirfield { .. }
            | Action::ChooseObjective { .. }
            | Action::DivideAllyRoll { .. } => false,
        };
        if !goes_on {
            return None;
        }
        let before = (self.phase.clone(), events.kept());
        self.occupy(min, events).ok()?;
        Some(before)
    }

    /// Leaves the attack step.
    pub(in crate::engine) fn attacks_over(&mut self, events: &mut impl Log) {
        self.attacks_over_hook();
        self.phase = Phase::Fortify;
        events.log(|| Event::AttackEnded {
            player: self.current,
        });
    }
}
