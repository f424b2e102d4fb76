//! Victory: whose condition holds now, why, and the end of the game.

use super::event::{Event, Log};
use super::game::{Game, Phase};
use super::ids::PlayerId;
use super::rules::Victory;

impl Game {
    /// Ends the game: a mission that won is revealed.
    pub(in crate::engine) fn finish(&mut self, winner: PlayerId, events: &mut impl Log) {
        let complete = |g: &Game| g.seats[winner.index()].owned != g.map.all();
        if let (Some(m), true) = (self.mission(winner).cloned(), complete(self)) {
            events.log(|| Event::MissionCompleted {
                player: winner,
                mission: m,
            });
        }
        self.phase = Phase::Over { winner };
        events.log(|| Event::GameOver { winner });
    }

    /// Ends the game without a winner (the table decides this: no seat is left that a person
    /// plays). Does nothing to a game that is already over.
    pub fn end_without_winner(&mut self) -> Vec<Event> {
        if self.is_over() {
            return vec![];
        }
        self.phase = Phase::Ended;
        vec![Event::GameEnded]
    }

    /// The player whose victory condition holds now, if any: the current player first, then
    /// the others in seat order (a mission can be completed on another player's turn).
    pub fn victor(&self) -> Option<PlayerId> {
        let n = self.player_count();
        let humans = n - self.rules.neutrals as usize;
        // Last player standing (neutral armies need not be destroyed).
        let standing = self.seats[..humans]
            .iter()
            .filter(|s| !s.eliminated)
            .count();
        let last_standing = standing == 1 && self.turn > 0;
        if !last_standing && self.rules.victory == Victory::Domination {
            // Only world domination wins: by whoever holds the first territory, if anyone.
            let all = self.map.all();
            return self.owner[0].filter(|p| self.seats[p.index()].owned == all);
        }
        // The player to move first, then the others in turn order.
        std::iter::once(self.current)
            .chain(self.players_after(self.current))
            .take(n)
            .find(|&p| self.has_won(p, last_standing))
    }

    /// Whether an action of any kind can meet a victory condition (a mission, on anyone's
    /// turn). World domination and the last player standing come only with a conquest, and
    /// `conquer` checks for them there.
    pub(in crate::engine) fn won_by_any_action(&self) -> bool {
        self.rules.victory != Victory::Domination
    }

    /// Whether `p` has won; `last_standing`: one player is left (neutrals aside).
    fn has_won(&self, p: PlayerId, last_standing: bool) -> bool {
        if self.seats[p.index()].eliminated {
            return false;
        }
        if self.seats[p.index()].owned == self.map.all() {
            return true;
        }
        if self.is_neutral(p) {
            return false;
        }
        if last_standing {
            return true;
        }
        match self.rules.victory {
            Victory::Domination => false,
            Victory::SecretMission {
                destroyed_by_other, ..
            } => self.seats[p.index()]
                .missions
                .secret
                .as_ref()
                .is_some_and(|m| self.mission_done(p, m, destroyed_by_other)),
            Victory::Capital { goal } => self.hqs.revealed && self.capital_done(p, goal),
            Victory::Ranked => self.has_won_ranked(p),
            // Decided at the end of a turn (`declared_winner`), not by the position alone.
            Victory::Objectives { .. } => self.objectives.declared_winner == Some(p),
            // 004: one player of a team eliminated, and the other team wins.
            Victory::Team => self
                .players()
                .any(|q| !self.same_side(p, q) && self.seats[q.index()].eliminated),
        }
    }

    /// Why the game was won, in words (reveals the winner's mission, which is public then).
    pub fn victory_reason(&self) -> Option<String> {
        let w = self.winner()?;
        if self.seats[w.index()].owned == self.map.all() {
            return Some("world domination".into());
        }
        Some(match (&self.rules.victory, self.mission(w)) {
            (Victory::SecretMission { .. }, Some(m)) => {
                format!("mission: {}", m.describe(&self.map))
            }
            (Victory::Capital { .. }, _) => "holds every Headquarters it needs".into(),
            (Victory::Objectives { .. }, _) if self.objectives.declared_winner == Some(w) => {
                let list: Vec<String> = self
                    .objectives_of(w)
                    .iter()
                    .map(|o| o.describe(&self.map))
                    .collect();
                format!(
                    "Objectives ({}) while holding their capital",
                    list.join("; ")
                )
            }
            (Victory::Team, _) => {
                let out: Vec<String> = self
                    .players()
                    .filter(|&q| self.seats[q.index()].eliminated)
                    .map(|q| format!("seat {}", q.0 + 1))
                    .collect();
                format!("team victory: {} eliminated", out.join(", "))
            }
            (Victory::Ranked, _) if self.has_won_ranked(w) => {
                let list: Vec<String> = self
                    .ranked_missions(w)
                    .iter()
                    .map(|m| m.describe(&self.map))
                    .collect();
                format!("all four missions: {}", list.join("; "))
            }
            _ => "last player standing".into(),
        })
    }
}
