//! How far a player is with a secret mission or a Mission RISK card: the figures the card's
//! test counts, as data; the service words them for the mission's holder.

use super::missions::{fallback_territories, Mission};
use crate::engine::game::Game;
use crate::engine::ids::{ContinentId, PlayerId, TerritoryId};
use crate::engine::rules::{DestroyedByOther, Victory};

/// How far a player is with a mission (`Game::mission_progress`): what the card's test counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissionProgress {
    pub figures: Figures,
    /// The mission is met now.
    pub done: bool,
}

/// The figures of a mission's progress, one kind per kind of mission (and per fate of the
/// colour a destroy card names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Figures {
    /// Each continent named: (continent, territories held, territories in it); with a third
    /// continent to choose, the other continents held whole.
    Continents {
        held: Vec<(ContinentId, usize, usize)>,
        third: Option<Vec<ContinentId>>,
    },
    /// Territories held with at least `min_armies` each, of `count`.
    Territories {
        held: usize,
        count: usize,
        min_armies: u16,
    },
    /// Nobody plays the colour.
    NotInGame {
        color: u8,
    },
    DestroyedByYou {
        color: u8,
    },
    /// Another player destroyed the colour, which completes the card.
    DestroyedByOther {
        color: u8,
    },
    /// Another player destroyed the colour: hold `count` territories instead (`held` now).
    DestroyedInstead {
        color: u8,
        count: usize,
        held: usize,
    },
    /// The colour's player still holds territories and armies.
    StillHolds {
        color: u8,
        target: PlayerId,
        territories: usize,
        armies: u32,
    },
    Islands {
        held: usize,
        count: usize,
    },
    /// The continents held whole, of `count`.
    AnyContinents {
        held: Vec<ContinentId>,
        count: usize,
    },
    /// The continents with none of the player's territories, of `all`.
    EveryContinent {
        missing: Vec<ContinentId>,
        all: usize,
    },
    /// The largest army on one territory, of `armies` needed.
    Fortress {
        largest: Option<(TerritoryId, u16)>,
        armies: u16,
    },
    /// This turn's conquests when it is the player's turn, of `count`.
    Conquests {
        now: Option<u8>,
        count: u8,
    },
}

impl Game {
    /// How far `p` is with mission `m`, for `p` only: the figures the card's test counts, and
    /// whether it is met (a ranked card still waits for its claim). The service words it.
    pub fn mission_progress(&self, p: PlayerId, m: &Mission) -> MissionProgress {
        let by_other = match self.rules.victory {
            Victory::SecretMission {
                destroyed_by_other, ..
            } => destroyed_by_other,
            _ => DestroyedByOther::Completes,
        };
        let own = self.seats[p.index()].owned;
        let map = &self.map;
        let figures = match m {
            Mission::Continents { continents, third } => Figures::Continents {
                held: continents
                    .iter()
                    .map(|&c| {
                        let all = map.continent(c).territories;
                        (c, all.intersect(own).len(), all.len())
                    })
                    .collect(),
                third: third.then(|| {
                    self.continents_of(p)
                        .map(|i| ContinentId(i as u8))
                        .filter(|c| !continents.contains(c))
                        .collect()
                }),
            },
            Mission::Territories { count, min_armies } => Figures::Territories {
                held: own
                    .iter()
                    .filter(|&t| self.armies[t.index()] >= *min_armies)
                    .count(),
                count: *count,
                min_armies: *min_armies,
            },
            Mission::Destroy { color } => {
                let color = *color;
                match self.seats.iter().position(|s| s.color == color) {
                    None => Figures::NotInGame { color },
                    Some(i) => match self.seats[i].eliminated_by {
                        Some(by) if by == p => Figures::DestroyedByYou { color },
                        Some(_) if by_other == DestroyedByOther::Completes => {
                            Figures::DestroyedByOther { color }
                        }
                        Some(_) => Figures::DestroyedInstead {
                            color,
                            count: fallback_territories(map),
                            held: own.len(),
                        },
                        None => {
                            let t = self.seats[i].owned;
                            Figures::StillHolds {
                                color,
                                target: PlayerId(i as u8),
                                territories: t.len(),
                                armies: t.iter().map(|t| self.armies[t.index()] as u32).sum(),
                            }
                        }
                    },
                }
            }
            Mission::Islands { count } => Figures::Islands {
                held: own.intersect(map.islands()).len(),
                count: *count,
            },
            Mission::AnyContinents { count } => Figures::AnyContinents {
                held: self
                    .continents_of(p)
                    .map(|i| ContinentId(i as u8))
                    .collect(),
                count: *count,
            },
            Mission::EveryContinent => Figures::EveryContinent {
                missing: (0..map.continents().len())
                    .map(|i| ContinentId(i as u8))
                    .filter(|&c| map.continent(c).territories.intersect(own).is_empty())
                    .collect(),
                all: map.continents().len(),
            },
            Mission::Fortress { armies } => Figures::Fortress {
                largest: own
                    .iter()
                    .max_by_key(|t| self.armies[t.index()])
                    .map(|t| (t, self.armies[t.index()])),
                armies: *armies,
            },
            Mission::Conquests { count } => Figures::Conquests {
                now: (p == self.current).then_some(self.this_turn.conquests),
                count: *count,
            },
        };
        MissionProgress {
            figures,
            done: self.mission_done(p, m, by_other),
        }
    }
}
