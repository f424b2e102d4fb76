//! Simultaneous placement of the starting armies (`Placement::Simultaneous`, for asynchronous
//! games; not in the books, which place in turn): every player with armies left places at the
//! same time, privately; nothing shows on the board until the last army is placed, then all the
//! placements are revealed together and setup goes on (Headquarters, or the first turn).

use super::super::error::RuleViolation as V;
use super::super::event::{Event, Log};
use super::super::game::{Game, Phase};
use super::super::ids::{PlayerId, TerritoryId};
use super::super::rules::Placement;
use super::Action;

impl Game {
    /// Whether the starting armies are being placed simultaneously now.
    pub fn placing_simultaneously(&self) -> bool {
        self.phase == Phase::PlaceSetup && self.rules.placement == Placement::Simultaneous
    }

    /// The players who still have starting armies to place (seat order).
    pub fn still_placing(&self) -> Vec<PlayerId> {
        self.players()
            .filter(|p| !self.is_neutral(*p) && self.seats[p.index()].setup_left > 0)
            .collect()
    }

    /// `p`'s placements not revealed yet (secret: only for `p`), in board order.
    pub fn hidden_placements(&self, p: PlayerId) -> Vec<(TerritoryId, u16)> {
        self.map
            .territory_ids()
            .filter(|&t| self.owner(t) == Some(p))
            .filter_map(|t| match self.hidden.get(t.index()) {
                Some(&n) if n > 0 => Some((t, n)),
                _ => None,
            })
            .collect()
    }

    /// A placement by any player with armies left (not only the current one): kept aside
    /// until everyone is done.
    pub(super) fn place_hidden(
        &mut self,
        p: PlayerId,
        action: Action,
        events: &mut impl Log,
    ) -> Result<(), V> {
        if p.index() >= self.player_count() {
            return Err(V::NotAPlayer { player: p });
        }
        let left = self.seats[p.index()].setup_left;
        if !self.is_neutral(p) && left == 0 {
            return Err(V::AllPlaced);
        }
        let Action::Place {
            territory: t,
            armies,
        } = action
        else {
            return Err(self.wrong("do anything but place starting armies"));
        };
        if self.is_neutral(p) {
            return Err(V::SetupQuota {
                own: 0,
                neutral: false,
            });
        }
        self.check_territory(t)?;
        if self.owner(t) != Some(p) {
            return Err(V::NotYours {
                territory: t,
                owner: self.owner(t),
            });
        }
        super::check_troops(armies, 1, left)?;
        self.hidden.resize(self.map.territory_count(), 0);
        let room = self.room(t);
        if armies > room {
            return Err(V::ArmyCap {
                territory: t,
                room,
                cap: self.army_limit(),
            });
        }
        self.hidden[t.index()] += armies;
        self.seats[p.index()].setup_left -= armies;
        events.log(|| Event::PlacedHidden { player: p, armies });
        self.after_hidden_placement(events);
        Ok(())
    }

    /// The placements that spread what `p` has left to place over their territories next to
    /// an enemy (all of theirs if none is), one army at a time in board order, as far as there
    /// is room (an AI seat, or a player whose deadline passed). Each is an ordinary `Place`.
    pub fn rest_on_borders(&self, p: PlayerId) -> Vec<Action> {
        if !self.placing_simultaneously() || self.seats.get(p.index()).is_none() {
            return vec![];
        }
        let own: Vec<TerritoryId> = self.territories_of(p).iter().collect();
        let borders: Vec<TerritoryId> = own
            .iter()
            .copied()
            .filter(|&t| {
                self.map
                    .neighbours(t)
                    .iter()
                    .any(|n| self.owner(n) != Some(p))
            })
            .collect();
        let spots = if borders.is_empty() { own } else { borders };
        let mut placed = vec![0u16; spots.len()];
        let mut left = self.seats[p.index()].setup_left;
        // Each pass puts one army on every spot with room; a pass that places none stops.
        let mut any = true;
        while left > 0 && any {
            any = false;
            for (i, &t) in spots.iter().enumerate() {
                if left > 0 && self.room(t) > placed[i] {
                    placed[i] += 1;
                    left -= 1;
                    any = true;
                }
            }
        }
        spots
            .into_iter()
            .zip(placed)
            .filter(|(_, n)| *n > 0)
            .map(|(territory, armies)| Action::Place { territory, armies })
            .collect()
    }

    /// The turn to place passes to someone still placing; after the last army, everything is
    /// revealed and setup goes on.
    fn after_hidden_placement(&mut self, events: &mut impl Log) {
        let placing = self.still_placing();
        if let Some(&next) = placing
            .iter()
            .find(|q| q.index() >= self.current.index())
            .or(placing.first())
        {
            self.current = next;
            return;
        }
        let mut placed = Vec::new();
        for t in self.map.territory_ids() {
            let n = std::mem::take(&mut self.hidden[t.index()]);
            if let (true, Some(p)) = (n > 0, self.owner(t)) {
                self.add_units(t, p, n);
                placed.push((p, t, n));
            }
        }
        self.hidden.clear();
        events.log(|| Event::PlacementsRevealed { placed });
        // The last seat to place: `next_setup_player` looks for anyone left after it.
        self.current = PlayerId((self.player_count() - 1) as u8);
        self.next_setup_player(events);
    }
}
