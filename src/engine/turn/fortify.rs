//! The fortify step and the end of the turn.

use crate::engine::edition::Reward;
use crate::engine::error::{AllyRefusal, RuleViolation as V};
use crate::engine::event::Event;
use crate::engine::game::{Game, Phase};
use crate::engine::ids::{PlayerId, TerritoryId};
use crate::engine::mission::Claim;
use crate::engine::rules::{Fortify, Victory};

use super::check_troops;

impl Game {
    pub(in crate::engine) fn fortify(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        armies: u16,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        if !matches!(self.phase, Phase::Attack | Phase::Fortify) {
            return Err(self.wrong("fortify"));
        }
        let attacking = self.phase == Phase::Attack;
        self.check_territory(from)?;
        self.check_territory(to)?;
        // 004 active neutrals: each ally makes one free move through its own territories.
        let ally = self
            .owner(from)
            .filter(|&q| self.ally_of(q) == Some(self.current));
        match ally {
            Some(q) if self.this_turn.neutrals.fortified >> q.0 & 1 == 1 => {
                return Err(V::Allies {
                    reason: AllyRefusal::AlreadyMoved,
                })
            }
            Some(_) => {}
            None => {
                self.check_own(from)?;
                if !self.is_team_game() {
                    // Team RISK: into teammates' territories too (checked below).
                    self.check_own(to)?;
                }
            }
        }
        if from == to {
            return Err(V::SameTerritory { territory: from });
        }
        let allowed = self.fortify_destinations(from);
        if !allowed.contains(to) {
            return Err(V::NotConnected { from, to, allowed });
        }
        let mover = ally.unwrap_or(self.current);
        let max = (self.armies(from) - 1).min(self.units(from, mover));
        check_troops(armies, 1, max)?;
        self.check_room(to, armies)?;
        // Command Room Starting Maneuver: one move after the draft, before the first attack.
        let starting = attacking
            && ally.is_none()
            && !self.this_turn.attacked
            && !self.this_turn.objectives.starting_move_used
            && self.has_reward(self.current, Reward::StartingManeuver);
        if attacking && !starting {
            // Fortifying straight from the attacks: the first achieved Objective, as before.
            self.collect_first_objective(events);
        } else if !attacking {
            self.settle_objective(events);
        }
        self.remove_units(from, mover, armies);
        self.add_units(to, mover, armies);
        events.push(Event::Fortified { from, to, armies });
        if let Some(q) = ally {
            // The ally's move ends the attacks but not the turn.
            self.this_turn.neutrals.fortified |= 1 << q.0;
            self.phase = Phase::Fortify;
            return Ok(());
        }
        if starting {
            // Command Room Starting Maneuver: the attacks are still to come.
            self.this_turn.objectives.starting_move_used = true;
            self.phase = Phase::Attack;
            return Ok(());
        }
        self.this_turn.fortifies = self.this_turn.fortifies.saturating_add(1);
        let allowed = 1 + self.has_reward(self.current, Reward::AdditionalManeuver) as u8;
        if self.rules.fortify == Fortify::Multiple || self.this_turn.fortifies < allowed {
            // Experts, or the Additional Maneuver: more moves may follow; `End` ends the turn.
            self.phase = Phase::Fortify;
        } else {
            self.end_turn(events);
        }
        Ok(())
    }

    pub(in crate::engine) fn end(&mut self, events: &mut Vec<Event>) -> Result<(), V> {
        match self.phase {
            Phase::Attack => {
                self.attacks_over(events);
                // 000/001: "you choose one" (or none): the choice waits for `ChooseObjective`
                // until the first fortify move or the end of the turn.
                self.this_turn.objectives.pending =
                    !self.objective_choices_after_attacks().is_empty();
                Ok(())
            }
            Phase::Fortify => {
                self.settle_objective(events);
                self.end_turn(events);
                Ok(())
            }
            Phase::Reinforce { armies, .. } if !self.must_trade() => {
                Err(V::ArmiesLeft { left: armies })
            }
            _ => Err(self.wrong("end")),
        }
    }

    pub(in crate::engine) fn end_turn(&mut self, events: &mut Vec<Event>) {
        let p = self.current;
        // 000: "If you collect an Objective, you cannot also draw a card that turn" — unless
        // the Guaranteed Card Reward gives one every turn.
        let guaranteed = self.has_reward(p, Reward::GuaranteedCard);
        if (self.this_turn.conquered && !self.this_turn.objectives.taken) || guaranteed {
            self.draw_card(p, events);
        }
        self.place_pending_airfields(events);
        self.claim_mission(Claim::EndOfTurn, events);
        if self.is_team_game() {
            // 004: the team's cards pass to the next player of the team.
            let n = self.player_count();
            if let Some(mate) = (1..n)
                .map(|k| PlayerId(((p.index() + k) % n) as u8))
                .find(|&q| self.same_side(p, q) && !self.seats[q.index()].eliminated)
            {
                let hand = std::mem::take(&mut self.seats[p.index()].hand);
                let cards = hand.len() as u8;
                self.seats[mate.index()].hand.extend(hand);
                events.push(Event::HandPassed {
                    from: p,
                    to: mate,
                    cards,
                });
            }
        }
        if let Victory::Objectives { needed } = self.rules.victory {
            // 000 WINNING: the Objectives, and your own capital, at the end of your turn.
            let held = self.seats[p.index()].objectives.held.len() >= needed as usize;
            let capital = self
                .capital_of(p)
                .is_some_and(|t| self.seats[p.index()].owned.contains(t));
            if held && capital {
                self.objectives.declared_winner = Some(p);
            }
        }
        if let Some(w) = self.victor() {
            self.finish(w, events);
            return;
        }
        events.push(Event::TurnEnded { player: p });
        let n = self.player_count();
        let next = (1..=n)
            .map(|k| PlayerId(((p.index() + k) % n) as u8))
            .find(|q| !self.seats[q.index()].eliminated && !self.is_neutral(*q))
            .unwrap_or(p);
        self.start_turn(next, events);
    }
}
