//! Fog of war: what one reader may know of the board. Every output of a fogged game is made
//! from a `View` for its reader (`Game::view`): a player sees their own territories (in Team
//! RISK their side's) and, by the level, those bordering them; everyone else (the channel,
//! spectators, eliminated or withdrawn players) sees only what every player may see. The fog
//! lifts when the game is over.
//!
//! Not a rule of any book: a lobby option of this bot (default off, presets unchanged).

use serde::{Deserialize, Serialize};

use super::game::Game;
use super::ids::{PlayerId, Set, TerritoryId};

/// How much of the board a player sees beyond their own territories.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fog {
    /// Everyone sees everything.
    #[default]
    Off,
    /// Who holds every territory; armies on your own and on those bordering them.
    Light,
    /// Your own and those bordering them, owner and armies; nothing of the rest.
    Standard,
    /// Armies only on your own; of those bordering them, who holds them; nothing of the rest.
    Dark,
}

impl Fog {
    pub fn is_on(self) -> bool {
        self != Fog::Off
    }
}

/// Who reads an output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    /// The channel: what every player may see (also spectators, eliminated and withdrawn
    /// players).
    Everyone,
    /// A seat still playing.
    Seat(PlayerId),
}

/// What a reader knows of one territory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sight {
    /// Who holds it and its armies.
    All,
    /// Who holds it, not how many armies.
    Owner,
    /// Nothing: neither owner nor armies.
    Nothing,
}

/// What one reader may know of the board now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    reader: Reader,
    /// Territories whose owner the reader sees.
    owners: Set,
    /// Territories whose armies the reader sees (a subset of `owners`).
    armies: Set,
    /// Everything is visible (fog off, or the game over).
    clear: bool,
}

impl View {
    /// The whole board (fog off, or lifted).
    pub fn clear(reader: Reader, all: Set) -> View {
        View {
            reader,
            owners: all,
            armies: all,
            clear: true,
        }
    }

    pub fn reader(&self) -> Reader {
        self.reader
    }

    /// Whether the reader sees everything (no fog, or the game is over).
    pub fn is_clear(&self) -> bool {
        self.clear
    }

    pub fn sight(&self, t: TerritoryId) -> Sight {
        if self.armies.contains(t) {
            Sight::All
        } else if self.owners.contains(t) {
            Sight::Owner
        } else {
            Sight::Nothing
        }
    }

    /// Territories whose owner the reader sees.
    pub fn owners_seen(&self) -> Set {
        self.owners
    }

    /// Territories whose armies the reader sees.
    pub fn armies_seen(&self) -> Set {
        self.armies
    }

    pub fn sees_owner(&self, t: TerritoryId) -> bool {
        self.owners.contains(t)
    }

    pub fn sees_armies(&self, t: TerritoryId) -> bool {
        self.armies.contains(t)
    }

    /// Whether the reader may be told that `t` carries `owner`'s Headquarters or capital:
    /// their own, or a place where they see who holds it (as the Headquarters' reveal tells).
    pub fn sees_place_of(&self, owner: PlayerId, t: TerritoryId) -> bool {
        self.sees_owner(t) || self.reader == Reader::Seat(owner)
    }

    /// This view, also seeing who holds `ts`: what the reader learnt of them earlier in the same
    /// command (the territories they lost in it).
    pub fn with_owners(mut self, ts: Set) -> View {
        if !self.clear {
            self.owners = self.owners.union(ts);
        }
        self
    }

    /// `t`'s owner as the reader knows it: `None` when unseen or unclaimed.
    pub fn owner(&self, g: &Game, t: TerritoryId) -> Option<PlayerId> {
        self.sees_owner(t).then(|| g.owner(t)).flatten()
    }

    /// `t`'s armies as the reader knows them.
    pub fn armies(&self, g: &Game, t: TerritoryId) -> Option<u16> {
        self.sees_armies(t).then(|| g.armies(t))
    }
}

impl Game {
    pub fn fog(&self) -> Fog {
        self.rules.fog
    }

    /// Whether outputs must be made per reader: fog on and the game not over.
    pub fn is_fogged(&self) -> bool {
        self.rules.fog.is_on() && !self.is_over()
    }

    /// The reader a seat reads as: itself while it plays, otherwise everyone's view (an
    /// eliminated or withdrawn seat, a neutral, a spectator).
    pub fn reader_of(&self, seat: Option<PlayerId>) -> Reader {
        match seat {
            Some(p)
                if p.index() < self.player_count()
                    && !self.is_eliminated(p)
                    && !self.is_withdrawn(p)
                    && !self.is_neutral(p) =>
            {
                Reader::Seat(p)
            }
            _ => Reader::Everyone,
        }
    }

    /// What `reader` may know of the board now. Unclaimed territories are seen by everyone
    /// (they are free to claim).
    pub fn view(&self, reader: Reader) -> View {
        let all = self.map.all();
        if !self.is_fogged() {
            return View::clear(reader, all);
        }
        let free: Set = all.iter().filter(|&t| self.owner(t).is_none()).collect();
        let (owners, armies) = match reader {
            Reader::Everyone => match self.rules.fog {
                Fog::Light => (all, free),
                _ => (free, free),
            },
            Reader::Seat(p) => {
                let own = self.friendly(p);
                let near = own
                    .iter()
                    .fold(Set::EMPTY, |s, t| s.union(self.map.neighbours(t)))
                    .minus(own);
                match self.rules.fog {
                    Fog::Off => (all, all),
                    Fog::Light => (all, own.union(near).union(free)),
                    Fog::Standard => (own.union(near).union(free), own.union(near).union(free)),
                    Fog::Dark => (own.union(near).union(free), own.union(free)),
                }
            }
        };
        View {
            reader,
            owners,
            armies,
            clear: false,
        }
    }

    /// The view of the seat `p` reads as (`reader_of`).
    pub fn view_of(&self, p: Option<PlayerId>) -> View {
        self.view(self.reader_of(p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Lobby, Rules};

    fn game(fog: Fog) -> Game {
        let mut rules = Rules::classic();
        rules.setup = crate::engine::Setup::Deal;
        rules.fog = fog;
        Lobby::new(rules, 3, 7).start().unwrap().0
    }

    #[test]
    fn off_shows_everything_to_everyone() {
        let g = game(Fog::Off);
        let v = g.view(Reader::Everyone);
        assert!(v.is_clear());
        assert!(g.map().all().iter().all(|t| v.sight(t) == Sight::All));
    }

    #[test]
    fn each_level_shows_a_player_their_own_and_by_the_level_their_borders() {
        for fog in [Fog::Light, Fog::Standard, Fog::Dark] {
            let g = game(fog);
            let p = PlayerId(0);
            let v = g.view(Reader::Seat(p));
            let own = g.territories_of(p);
            for t in g.map().all().iter() {
                let near = !own.contains(t) && !g.map().neighbours(t).intersect(own).is_empty();
                let want = match (fog, own.contains(t), near) {
                    (_, true, _) => Sight::All,
                    (Fog::Light, _, true) | (Fog::Standard, _, true) => Sight::All,
                    (Fog::Dark, _, true) | (Fog::Light, _, false) => Sight::Owner,
                    _ => Sight::Nothing,
                };
                assert_eq!(v.sight(t), want, "{fog:?} {}", g.map().name(t));
            }
            let public = g.view(Reader::Everyone);
            for t in g.map().all().iter() {
                let want = if fog == Fog::Light {
                    Sight::Owner
                } else {
                    Sight::Nothing
                };
                assert_eq!(public.sight(t), want);
            }
        }
    }
}
