//! The fortify step and the end of the turn.

use crate::engine::error::RuleViolation as V;
use crate::engine::event::{Event, Log};
use crate::engine::game::{Game, Phase};
use crate::engine::ids::{PlayerId, TerritoryId};

use super::check_troops;

impl Game {
    pub(in crate::engine) fn fortify(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        armies: u16,
        events: &mut impl Log,
    ) -> Result<(), V> {
        if !matches!(self.phase, Phase::Attack | Phase::Fortify) {
            return Err(self.wrong("fortify"));
        }
        let attacking = self.phase == Phase::Attack;
        self.check_territory(from)?;
        self.check_territory(to)?;
        if let Some(ally) = self.commanded_ally(from) {
            return self.fortify_ally(ally, from, to, armies, events);
        }
        self.check_own(from)?;
        if !self.is_team_game() {
            // Team RISK: into teammates' territories too (checked below).
            self.check_own(to)?;
        }
        self.check_move(self.current, from, to, armies)?;
        let starting = self.fortify_hook(attacking, events);
        let mover = self.current;
        self.remove_units(from, mover, armies);
        self.add_units(to, mover, armies);
        events.log(|| Event::Fortified { from, to, armies });
        if starting {
            // Command Room Starting Maneuver: the attacks are still to come.
            self.phase = Phase::Attack;
            return Ok(());
        }
        self.this_turn.fortifies = self.this_turn.fortifies.saturating_add(1);
        if self
            .fortify_moves_allowed()
            .is_none_or(|n| self.this_turn.fortifies < n)
        {
            // More moves may follow; `End` ends the turn.
            self.phase = Phase::Fortify;
        } else {
            self.end_turn(events);
        }
        Ok(())
    }

    /// The most armies a fortify move from `from` to `to` may carry now: all but one (in
    /// team games only the mover's own; an ally's for an ally's move, 004), and no more than
    /// `to` has room for under an army cap.
    pub fn fortify_max(&self, from: TerritoryId, to: TerritoryId) -> u16 {
        let mover = self.commanded_ally(from).unwrap_or(self.current);
        self.armies(from)
            .saturating_sub(1)
            .min(self.units(from, mover))
            .min(self.room(to))
    }

    /// A fortify move's checks once the territories are known to be the mover's: different
    /// territories, connected under the rules, and the armies there to move and room for them.
    pub(in crate::engine) fn check_move(
        &self,
        mover: PlayerId,
        from: TerritoryId,
        to: TerritoryId,
        armies: u16,
    ) -> Result<(), V> {
        if from == to {
            return Err(V::SameTerritory { territory: from });
        }
        let allowed = self.fortify_destinations(from);
        if !allowed.contains(to) {
            return Err(V::NotConnected { from, to, allowed });
        }
        let max = (self.armies(from) - 1).min(self.units(from, mover));
        check_troops(armies, 1, max)?;
        self.check_room(to, armies)
    }

    pub(in crate::engine) fn end(&mut self, events: &mut impl Log) -> Result<(), V> {
        match self.phase {
            Phase::Attack => {
                self.attacks_over(events);
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

    pub(in crate::engine) fn end_turn(&mut self, events: &mut impl Log) {
        let p = self.current;
        if self.earns_card() {
            self.draw_card(p, events);
        }
        self.turn_end_hook(events);
        if let Some(w) = self.victor() {
            self.finish(w, events);
            return;
        }
        events.log(|| Event::TurnEnded { player: p });
        let next = self
            .players_after(p)
            .find(|q| !self.seats[q.index()].eliminated && !self.is_neutral(*q))
            .unwrap_or(p);
        self.start_turn(next, events);
    }
}
