//! Victory: whose condition holds now, why, and the end of the game.

use super::edition::Objective;
use super::event::{Event, Log};
use super::game::{Game, Phase};
use super::ids::PlayerId;
use super::mission::{Mission, RankedMission};
use super::rules::Victory;

impl Game {
    /// Ends the game: a mission that won is revealed.
    pub(in crate::engine) fn finish(&mut self, winner: PlayerId, events: &mut impl Log) {
        // Only a mission that won is completed: not world domination, nor the last side
        // standing, nor a ranking.
        let complete = |g: &Game| {
            g.seats[winner.index()].owned != g.map.all() && !g.ranked && g.condition_met(winner)
        };
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

    /// The player leaves the game (surrenders, or the host removes them): their armies stay
    /// on the board, played on by the table, but they no longer compete and are nobody's
    /// opponent. When every opponent of a side has left or been eliminated, that side wins
    /// at once, during setup too. Does nothing to a neutral seat, a seat that left already or
    /// a game that is over.
    pub fn withdraw(&mut self, p: PlayerId) -> Vec<Event> {
        let mut events = Vec::new();
        if self.is_over() || self.is_neutral(p) || self.seats[p.index()].withdrawn {
            return events;
        }
        self.seats[p.index()].withdrawn = true;
        if let Some(w) = self.victor() {
            self.finish(w, &mut events);
        }
        events
    }

    /// A seat that left the game is taken by someone else (the host hands it over): it
    /// competes again. Does nothing in a game that is over.
    pub fn rejoin(&mut self, p: PlayerId) {
        if !self.is_over() {
            self.seats[p.index()].withdrawn = false;
        }
    }

    /// Ends the game by ranking the players still in it (the table decides this: no person is
    /// left to play, and AI seats do not play on alone). The first of `ranking` wins; when
    /// another side ties with it (`leaders`), or nobody is left in the game, it ends without
    /// a winner. Does nothing to a game that is over.
    pub fn end_by_standing(&mut self) -> Vec<Event> {
        if self.is_over() {
            return vec![];
        }
        let leaders = self.leaders();
        match leaders.first().copied() {
            Some(w) if leaders.iter().all(|&q| self.same_side(w, q)) => {
                let mut events = Vec::new();
                self.ranked = true;
                self.finish(w, &mut events);
                events
            }
            _ => self.end_without_winner(),
        }
    }

    /// The players still competing (neither neutral, eliminated nor withdrawn), best first:
    /// by the territories, then the armies, of their side (teammates count together), then by
    /// their own.
    pub fn ranking(&self) -> Vec<PlayerId> {
        let mut left: Vec<PlayerId> = self.contenders().collect();
        left.sort_by_key(|&p| {
            (
                std::cmp::Reverse(self.side_score(p)),
                std::cmp::Reverse((self.territories_of(p).len(), self.total_armies(p))),
                p.0,
            )
        });
        left
    }

    /// The first of `ranking` and every player whose side ties with theirs (territories and
    /// armies): one side alone when the ranking has a clear first.
    pub fn leaders(&self) -> Vec<PlayerId> {
        let ranking = self.ranking();
        let Some(&first) = ranking.first() else {
            return ranking;
        };
        let best = self.side_score(first);
        ranking
            .into_iter()
            .filter(|&p| self.side_score(p) == best)
            .collect()
    }

    /// Territories and armies of the players still competing on `p`'s side.
    fn side_score(&self, p: PlayerId) -> (usize, u32) {
        self.contenders()
            .filter(|&q| self.same_side(p, q))
            .fold((0, 0), |(t, a), q| {
                (t + self.territories_of(q).len(), a + self.total_armies(q))
            })
    }

    /// The players still competing: neither neutral, eliminated nor withdrawn.
    fn contenders(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.players().filter(|&p| {
            let seat = &self.seats[p.index()];
            !self.is_neutral(p) && !seat.eliminated && !seat.withdrawn
        })
    }

    /// Whether one side alone still competes: every other player was eliminated or left the
    /// game (neutral armies need not be destroyed, nor those of players who left). Before the
    /// first turn nobody is eliminated, so only a player leaving can bring this about.
    fn last_side_standing(&self) -> bool {
        let mut left = self.contenders();
        let Some(first) = left.next() else {
            return false;
        };
        let someone_left = self.seats.iter().any(|s| s.withdrawn);
        (self.turn > 0 || someone_left) && left.all(|q| self.same_side(first, q))
    }

    /// The player whose victory condition holds now, if any: the current player first, then
    /// the others in seat order (a mission can be completed on another player's turn).
    pub fn victor(&self) -> Option<PlayerId> {
        if self.ranked {
            // Decided by the table's ranking (`end_by_standing`), not by the position.
            return self.winner();
        }
        let n = self.player_count();
        let last_standing = self.last_side_standing();
        if !last_standing && self.rules.victory == Victory::Domination {
            // Only world domination wins: by whoever holds the first territory, if anyone.
            let all = self.map.all();
            return self.owner[0].filter(|p| {
                let seat = &self.seats[p.index()];
                seat.owned == all && !seat.withdrawn
            });
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
        let seat = &self.seats[p.index()];
        if seat.eliminated || seat.withdrawn {
            return false;
        }
        if seat.owned == self.map.all() {
            return true;
        }
        if self.is_neutral(p) {
            return false;
        }
        last_standing || self.condition_met(p)
    }

    /// Whether `p` meets the victory condition of the rules (a mission, the Headquarters, …),
    /// world domination and the last side standing aside.
    fn condition_met(&self, p: PlayerId) -> bool {
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

    /// Why the game was won, as a value the service puts in the reader's words (reveals the
    /// winner's mission, which is public then).
    pub fn victory(&self) -> Option<VictoryReason> {
        let w = self.winner()?;
        if self.seats[w.index()].owned == self.map.all() {
            return Some(VictoryReason::WorldDomination);
        }
        if self.ranked {
            return Some(VictoryReason::RankedOnTerritories);
        }
        if !self.condition_met(w) {
            // Won as the last side standing.
            return Some(if self.seats.iter().any(|s| s.withdrawn) {
                VictoryReason::OpponentsGone
            } else {
                VictoryReason::LastStanding
            });
        }
        Some(match (&self.rules.victory, self.mission(w)) {
            (Victory::SecretMission { .. }, Some(m)) => VictoryReason::Mission(m.clone()),
            (Victory::Capital { .. }, _) => VictoryReason::Headquarters,
            (Victory::Objectives { .. }, _) if self.objectives.declared_winner == Some(w) => {
                VictoryReason::Objectives(self.objectives_of(w).to_vec())
            }
            (Victory::Team, _) => VictoryReason::Team(
                self.players()
                    .filter(|&q| self.seats[q.index()].eliminated)
                    .collect(),
            ),
            (Victory::Ranked, _) if self.has_won_ranked(w) => {
                VictoryReason::RankedMissions(self.ranked_missions(w).to_vec())
            }
            _ => VictoryReason::LastStanding,
        })
    }

    /// Why the game was won, in English, for the operator's tools (`simulate`, golden files);
    /// players read [`Game::victory`] in their own words.
    pub fn victory_reason(&self) -> Option<String> {
        Some(match self.victory()? {
            VictoryReason::WorldDomination => "world domination".into(),
            VictoryReason::RankedOnTerritories => {
                "first in territories, then armies, when no person was left to play".into()
            }
            VictoryReason::OpponentsGone => {
                "every opponent surrendered, was removed or was eliminated".into()
            }
            VictoryReason::LastStanding => "last player standing".into(),
            VictoryReason::Mission(m) => format!("mission: {}", m.describe(&self.map)),
            VictoryReason::Headquarters => "holds every Headquarters it needs".into(),
            VictoryReason::Objectives(list) => {
                let list: Vec<String> = list.iter().map(|o| o.describe(&self.map)).collect();
                format!(
                    "Objectives ({}) while holding their capital",
                    list.join("; ")
                )
            }
            VictoryReason::Team(out) => {
                let out: Vec<String> = out.iter().map(|q| format!("seat {}", q.0 + 1)).collect();
                format!("team victory: {} eliminated", out.join(", "))
            }
            VictoryReason::RankedMissions(list) => {
                let list: Vec<String> = list.iter().map(|m| m.describe(&self.map)).collect();
                format!("all four missions: {}", list.join("; "))
            }
        })
    }
}

/// Why a game was won: a value, not words (the service says it in each reader's language).
#[derive(Clone, Debug, PartialEq)]
pub enum VictoryReason {
    /// Every territory held.
    WorldDomination,
    /// Mission RISK's ranked end: first in territories, then armies, with no person left.
    RankedOnTerritories,
    /// The last side standing after someone surrendered or was removed.
    OpponentsGone,
    /// The last side standing.
    LastStanding,
    /// The winner's secret mission, fulfilled.
    Mission(Mission),
    /// Capital RISK: every Headquarters it needed.
    Headquarters,
    /// The 000 edition: its Objectives, declared while holding its capital.
    Objectives(Vec<Objective>),
    /// Team play: the eliminated opponents.
    Team(Vec<PlayerId>),
    /// Mission RISK: all four ranked missions.
    RankedMissions(Vec<RankedMission>),
}
