//! Team RISK (004_f15c8e3bd224a756.txt, TEAM RISK): armies of teammates may share a territory.
//! Every change of armies goes through `add_units`/`remove_units`, which keep the per-player
//! count of a shared territory and its holder (the player with the most armies there) in step.
//! Outside team games a territory holds one player's armies and these reduce to `armies`.

use crate::engine::event::{Event, Log};
use crate::engine::game::{Game, MAX_ARMIES};
use crate::engine::ids::{PlayerId, Set, TerritoryId};
use crate::engine::rules::Victory;

impl Game {
    /// Whether seats form two alternating teams (004 Team RISK).
    pub fn is_team_game(&self) -> bool {
        self.rules.victory == Victory::Team
    }

    /// Whether `p` and `q` play on one side: the same seat, or teammates.
    pub fn same_side(&self, p: PlayerId, q: PlayerId) -> bool {
        p == q || (self.is_team_game() && p.0 % 2 == q.0 % 2)
    }

    /// `p`'s armies on `t`.
    pub fn units(&self, t: TerritoryId, p: PlayerId) -> u16 {
        if self.is_team_game() {
            self.units[t.index()][p.index()]
        } else if self.owner(t) == Some(p) {
            self.armies[t.index()]
        } else {
            0
        }
    }

    /// Territories held by `p` or a teammate.
    pub fn friendly(&self, p: PlayerId) -> Set {
        if !self.is_team_game() {
            return self.seats[p.index()].owned;
        }
        self.players()
            .filter(|&q| self.same_side(p, q))
            .fold(Set::EMPTY, |s, q| s.union(self.seats[q.index()].owned))
    }

    /// Territories where `p` has armies.
    pub fn occupied_by(&self, p: PlayerId) -> Set {
        if !self.is_team_game() {
            return self.seats[p.index()].owned;
        }
        self.friendly(p)
            .iter()
            .filter(|&t| self.units(t, p) > 0)
            .collect()
    }

    /// Territories `p` controls: held with strictly the most armies there (004: a tie, and
    /// nobody controls it).
    pub fn controlled(&self, p: PlayerId) -> Set {
        if !self.is_team_game() {
            return self.seats[p.index()].owned;
        }
        self.seats[p.index()]
            .owned
            .iter()
            .filter(|&t| self.controller(t) == Some(p))
            .collect()
    }

    /// The player controlling `t`: the one with the most armies there, none on a tie.
    pub fn controller(&self, t: TerritoryId) -> Option<PlayerId> {
        let holder = self.owner(t)?;
        if !self.is_team_game() {
            return Some(holder);
        }
        let top = self.units(t, holder);
        let tied = self
            .players()
            .any(|q| q != holder && self.units(t, q) == top);
        (!tied).then_some(holder)
    }

    /// Whether `p` has armies anywhere on the board.
    pub fn has_armies(&self, p: PlayerId) -> bool {
        if !self.is_team_game() {
            return !self.seats[p.index()].owned.is_empty();
        }
        self.units.iter().any(|u| u[p.index()] > 0)
    }

    /// Adds `n` of `p`'s armies to `t`. Callers check `room` first; beyond `MAX_ARMIES` the
    /// excess is dropped rather than wrapped, so a count can never overflow.
    pub(in crate::engine) fn add_units(&mut self, t: TerritoryId, p: PlayerId, n: u16) {
        let n = n.min(MAX_ARMIES - self.armies[t.index()]);
        self.armies[t.index()] += n;
        if self.is_team_game() {
            self.units[t.index()][p.index()] += n;
            self.rehold(t);
        }
    }

    pub(in crate::engine) fn remove_units(&mut self, t: TerritoryId, p: PlayerId, n: u16) {
        self.armies[t.index()] -= n;
        if self.is_team_game() {
            self.units[t.index()][p.index()] -= n;
            self.rehold(t);
        }
    }

    /// Defenders lost on `t`: from the holder's armies first, then the teammates' in seat
    /// order (decision: the book does not say whose armies fall in a shared territory).
    pub(in crate::engine) fn lose_defenders(&mut self, t: TerritoryId, n: u16) {
        if !self.is_team_game() {
            self.armies[t.index()] -= n;
            return;
        }
        let holder = self.owner(t).expect("defended territory is held");
        let order: Vec<PlayerId> = std::iter::once(holder)
            .chain(self.players().filter(|&q| q != holder))
            .collect();
        let mut left = n;
        for q in order {
            let take = left.min(self.units[t.index()][q.index()]);
            self.units[t.index()][q.index()] -= take;
            self.armies[t.index()] -= take;
            left -= take;
        }
        self.rehold(t);
    }

    /// The holder of a shared territory is the player with the most armies there (the lower
    /// seat on a tie); an emptied territory keeps its holder until it is conquered.
    pub(in crate::engine) fn rehold(&mut self, t: TerritoryId) {
        if self.armies[t.index()] == 0 {
            return;
        }
        let best = self
            .players()
            .max_by_key(|&q| (self.units[t.index()][q.index()], std::cmp::Reverse(q.0)))
            .expect("players");
        if self.owner(t) != Some(best) {
            self.set_owner(t, best);
        }
    }

    /// Whether `t` is held by the current player's side (004: teammates are never attacked).
    pub(in crate::engine) fn friendly_to_current(&self, t: TerritoryId) -> bool {
        self.owner(t)
            .is_some_and(|o| self.same_side(o, self.current))
    }

    /// 004: at the end of a turn the team's cards pass to the next player of the team.
    pub(in crate::engine) fn pass_hand(&mut self, events: &mut impl Log) {
        let p = self.current;
        if let Some(mate) = self
            .players_after(p)
            .find(|&q| q != p && self.same_side(p, q) && !self.seats[q.index()].eliminated)
        {
            let hand = std::mem::take(&mut self.seats[p.index()].hand);
            let cards = hand.len() as u8;
            self.seats[mate.index()].hand.extend(hand);
            events.log(|| Event::HandPassed {
                from: p,
                to: mate,
                cards,
            });
        }
    }
}
