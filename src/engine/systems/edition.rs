//! The cities-and-capitals edition (000_1e96dd3c8efb8ddb.txt, 001_0739e66751e96360.txt):
//! its cities, star cards and objectives as data and pure functions.

use std::sync::OnceLock;

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::engine::error::RuleViolation as V;
use crate::engine::event::{Event, Log};
use crate::engine::game::{Game, Phase};
use crate::engine::ids::{CardId, CardMask, PlayerId, Set, TerritoryId};
use crate::engine::rules::{CardValues, Cities, Objectives, Starting};

use super::derived;
use crate::engine::ids::ContinentId;
use crate::engine::map::Map;

/// The 15 city territories of Basic Training (000, PLACE CITIES).
pub const BASIC_TRAINING_CITIES: [&str; 15] = [
    "Western United States",
    "Ontario",
    "Eastern United States",
    "Brazil",
    "Great Britain",
    "Northern Europe",
    "Western Europe",
    "Southern Europe",
    "Russia",
    "Egypt",
    "South Africa",
    "India",
    "China",
    "Japan",
    "Eastern Australia",
];

/// Armies for turning in `stars` stars (000, the chart on the board): 2 to 10 stars.
pub fn star_value(stars: u32) -> Option<u16> {
    const TABLE: [u16; 9] = [2, 4, 7, 10, 13, 17, 21, 25, 30];
    (2..=10).contains(&stars).then(|| TABLE[stars as usize - 2])
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StarFile {
    two_stars: Vec<String>,
}

/// Stars on each territory card of the classic board, by card id (`data/cards/stars.toml`,
/// the project's choice); another board's are derived (`Game::card_stars`).
pub fn stars(map: &Map) -> &'static [u8] {
    static STARS: OnceLock<Vec<u8>> = OnceLock::new();
    STARS.get_or_init(|| {
        let map = if derived::is_classic(map) {
            map
        } else {
            &Map::classic()
        };
        let f: StarFile = toml::from_str(include_str!("../../../data/cards/stars.toml"))
            .expect("embedded star file is valid");
        let mut s = vec![1u8; map.territory_count()];
        for name in &f.two_stars {
            let t = map.find(name).expect("star file names a territory");
            s[t.index()] = 2;
        }
        s
    })
}

/// An Objective of the edition (000, MINOR and MAJOR OBJECTIVES); the 6 minor and 6 major.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Objective {
    /// Control at least this many cities.
    Cities { count: usize },
    /// Control every territory of this continent.
    Continent { continent: ContinentId },
    /// Control at least this many enemy capitals (your own need not be held).
    EnemyCapitals { count: usize },
    /// Take at least this many cities you did not control at the start of the turn.
    TakeCities { count: usize },
    /// Take at least this many territories you did not control at the start of the turn.
    TakeTerritories { count: usize },
    /// Control at least this many territories.
    Territories { count: usize },
    /// Control every territory of this many continents.
    Continents { count: usize },
    /// Take a whole continent where you held no territory at the start of the turn.
    TakeContinent,
}

impl Objective {
    pub fn is_major(&self) -> bool {
        matches!(
            self,
            Objective::TakeTerritories { .. }
                | Objective::Territories { .. }
                | Objective::Continents { .. }
                | Objective::TakeContinent
                | Objective::EnemyCapitals { count: 2.. }
                | Objective::Cities { count: 11.. }
        )
    }

    /// A count of cities or territories the books print (for the classic board's 42
    /// territories and 15 cities) on `map`: scaled to its size, the same on the classic.
    pub fn needed(count: usize, map: &Map) -> usize {
        derived::edition_count(map, count)
    }

    pub fn describe(&self, map: &Map) -> String {
        let needed = |count| Objective::needed(count, map);
        match self {
            Objective::Cities { count } => format!("Control {} cities", needed(*count)),
            Objective::Continent { continent } => {
                format!("Control {}", map.continent(*continent).name)
            }
            Objective::EnemyCapitals { count: 1 } => "Control an enemy capital".into(),
            Objective::EnemyCapitals { count } => format!("Control {count} enemy capitals"),
            Objective::TakeCities { count } => {
                format!("Take over {} cities in 1 turn", needed(*count))
            }
            Objective::TakeTerritories { count } => {
                format!("Take over {} territories in 1 turn", needed(*count))
            }
            Objective::Territories { count } => {
                format!("Control {} territories", needed(*count))
            }
            Objective::Continents { count } => format!("Control {count} complete continents"),
            Objective::TakeContinent => "Take over an entire continent in 1 turn".into(),
        }
    }
}

/// A Reward on an Objective (000, REWARDS; Command Room only). Rewards die with their owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reward {
    /// Placed on a territory you control: +1 on your highest die in battles in that
    /// territory or next to it, attacking or defending; destroyed when the territory is lost.
    Airfield,
    /// One more troop maneuver in your maneuver phase.
    AdditionalManeuver,
    /// A card at the end of every turn, conquest or not, Objective or not.
    GuaranteedCard,
    /// A troop maneuver after placing your troops and before your first attack.
    StartingManeuver,
    /// Roll the bonus attack die too; it replaces your lowest die unless it is the lowest.
    AttackDie,
    /// Roll the bonus defence die too; it replaces your lowest die unless it is the lowest.
    DefenseDie,
    /// Two more troops in every draft.
    TwoTroops,
}

impl Reward {
    /// The minor rewards and the major rewards (000, MINOR REWARDS, MAJOR REWARDS).
    pub const MINOR: [Reward; 4] = [
        Reward::Airfield,
        Reward::AdditionalManeuver,
        Reward::GuaranteedCard,
        Reward::StartingManeuver,
    ];
    pub const MAJOR: [Reward; 4] = [
        Reward::Airfield,
        Reward::AttackDie,
        Reward::DefenseDie,
        Reward::TwoTroops,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Reward::Airfield => "Airfield",
            Reward::AdditionalManeuver => "Additional Maneuver",
            Reward::GuaranteedCard => "Guaranteed Card",
            Reward::StartingManeuver => "Starting Maneuver",
            Reward::AttackDie => "Attack Die",
            Reward::DefenseDie => "Defense Die",
            Reward::TwoTroops => "2 Troops",
        }
    }
}

/// All 12 Objectives (000, MINOR OBJECTIVES and MAJOR OBJECTIVES): 6 minor, then 6 major.
/// On a board other than the classic, Europe, North America and Asia are its three largest
/// continents; the counts are the books', scaled to the board where they are checked and
/// described (`Objective::needed`).
pub fn all_objectives(map: &Map) -> Vec<Objective> {
    let [europe, north_america, asia] = if derived::is_classic(map) {
        ["Europe", "North America", "Asia"].map(|n| continent(map, n))
    } else {
        derived::objective_continents(map)
    };
    let c = |continent| Objective::Continent { continent };
    vec![
        c(europe),
        c(north_america),
        c(asia),
        Objective::Cities { count: 8 },
        Objective::EnemyCapitals { count: 1 },
        Objective::TakeCities { count: 4 },
        Objective::TakeTerritories { count: 10 },
        Objective::EnemyCapitals { count: 2 },
        Objective::Territories { count: 18 },
        Objective::Continents { count: 2 },
        Objective::TakeContinent,
        Objective::Cities { count: 11 },
    ]
}

fn continent(map: &Map, name: &str) -> ContinentId {
    map.continent_named(name).expect("the classic continents")
}

/// Basic Training's 8 Objectives (000, PLACE OBJECTIVES): 4 minor, then 4 major.
pub fn basic_training_objectives(map: &Map) -> Vec<Objective> {
    vec![
        Objective::Cities { count: 8 },
        Objective::Continent {
            continent: continent(map, "North America"),
        },
        Objective::Continent {
            continent: continent(map, "Europe"),
        },
        Objective::Continent {
            continent: continent(map, "Asia"),
        },
        Objective::TakeTerritories { count: 10 },
        Objective::EnemyCapitals { count: 2 },
        Objective::Territories { count: 18 },
        Objective::Continents { count: 2 },
    ]
}

impl Game {
    /// The cities-and-capitals edition (000): cities, Objectives and the starting cards of the
    /// third, fourth (one each) and fifth (two) players.
    pub(in crate::engine) fn set_up_edition(&mut self, events: &mut impl Log) {
        self.place_edition_pieces();
        if self.rules.starting == Starting::Edition2008 {
            for (seat, cards) in [(2usize, 1), (3, 1), (4, 2)] {
                if seat >= self.player_count() - self.rules.neutrals as usize {
                    break;
                }
                for _ in 0..cards {
                    if let Some(c) = self.deck.pop() {
                        self.seats[seat].hand.push(c);
                        events.log(|| Event::CardDrawn {
                            player: PlayerId(seat as u8),
                            card: Some(c),
                        });
                    }
                }
            }
        }
    }

    /// Cities and Objectives on the board (000), as the rules say.
    pub(in crate::engine) fn place_edition_pieces(&mut self) {
        self.cities = match self.rules.cities {
            Cities::None => Set::EMPTY,
            Cities::Listed => BASIC_TRAINING_CITIES
                .iter()
                .filter_map(|n| self.map.find(n))
                .collect(),
            Cities::Random => {
                let mut all: Vec<TerritoryId> = self.map.territory_ids().collect();
                all.shuffle(&mut self.rng);
                all.into_iter()
                    .take(derived::edition_count(&self.map, 15))
                    .collect()
            }
        };
        self.objectives.open = match self.rules.objectives {
            Objectives::None => Vec::new(),
            Objectives::BasicTraining => basic_training_objectives(&self.map),
            Objectives::CommandRoom => {
                // 4 of the 6 minor and 4 of the 6 major, each with a shuffled Reward.
                let (mut minor, mut major): (Vec<Objective>, Vec<Objective>) =
                    all_objectives(&self.map)
                        .into_iter()
                        .partition(|o| !o.is_major());
                minor.shuffle(&mut self.rng);
                major.shuffle(&mut self.rng);
                let mut rewards = (Reward::MINOR, Reward::MAJOR);
                rewards.0.shuffle(&mut self.rng);
                rewards.1.shuffle(&mut self.rng);
                self.objectives.rewards = rewards
                    .0
                    .iter()
                    .chain(rewards.1.iter())
                    .map(|&r| Some(r))
                    .collect();
                minor
                    .into_iter()
                    .take(4)
                    .chain(major.into_iter().take(4))
                    .collect()
            }
        };
        self.objectives
            .rewards
            .resize(self.objectives.open.len(), None);
    }

    /// 000 (Basic Training, as decided): each player in turn places their capital, publicly;
    /// after the last, the first turn begins.
    pub(in crate::engine) fn place_capital(&mut self, t: TerritoryId, events: &mut impl Log) {
        let p = self.current;
        self.seats[p.index()].capital = Some(t);
        events.log(|| Event::CapitalPlaced {
            player: p,
            territory: t,
        });
        let next = self
            .players_after(p)
            .find(|q| !self.is_neutral(*q) && self.seats[q.index()].capital.is_none());
        match next {
            Some(q) => self.current = q,
            None => {
                events.log(|| Event::SetupComplete);
                self.start_turn(PlayerId(0), events);
            }
        }
    }

    /// Capitals (000) standing on `p`'s territories, their own included.
    pub fn capitals_held(&self, p: PlayerId) -> usize {
        let own = self.seats[p.index()].owned;
        self.seats
            .iter()
            .filter_map(|s| s.capital)
            .filter(|t| own.contains(*t))
            .count()
    }

    /// The city territories (000); empty without cities.
    pub fn cities(&self) -> Set {
        self.cities
    }

    /// A player's capital (000): public.
    pub fn capital_of(&self, p: PlayerId) -> Option<TerritoryId> {
        self.seat(p).and_then(|s| s.capital)
    }

    /// Stars on a card (000 edition): 1 or 2; 0 for a wild.
    pub fn card_stars(&self, c: CardId) -> u8 {
        self.card_territory(c).map_or(0, |t| {
            if derived::is_classic(&self.map) {
                stars(&self.map)[t.index()]
            } else {
                derived::stars_on(&self.map, t)
            }
        })
    }

    /// 000: turn in any of your cards showing 2 to 10 stars together, at the start of the turn.
    pub(in crate::engine) fn trade_stars(
        &mut self,
        cards: CardMask,
        events: &mut impl Log,
    ) -> Result<(), V> {
        let p = self.current;
        let (left, after_elimination) = self.trade_window()?;
        if self.rules.card_values != CardValues::Stars {
            return Err(self.wrong("trade star cards (this game trades sets of three)"));
        }
        if let Some(card) = cards.iter().find(|c| !self.hand(p).contains(c)) {
            return Err(V::NotInHand { card });
        }
        let stars: u32 = cards.iter().map(|c| self.card_stars(c) as u32).sum();
        let Some(value) = star_value(stars) else {
            return Err(V::Stars { stars });
        };
        let list: Vec<CardId> = cards.iter().collect();
        self.seats[p.index()].hand.retain(|c| !list.contains(c));
        self.discard.extend_from_slice(&list);
        self.sets_traded += 1;
        self.phase = Phase::Reinforce {
            armies: left.saturating_add(value),
            after_elimination,
        };
        events.log(|| Event::StarsTraded {
            player: p,
            cards: list,
            stars: stars as u8,
            armies: value,
        });
        self.lose_unplaceable(events);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    pub(in crate::engine) fn star_chart_matches_the_board() {
        // 000_1e96dd3c8efb8ddb.txt, DRAFTING chart: 2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21,
        // 9→25, 10→30.
        let v: Vec<Option<u16>> = (1..=11).map(star_value).collect();
        let want = [
            None,
            Some(2),
            Some(4),
            Some(7),
            Some(10),
            Some(13),
            Some(17),
            Some(21),
            Some(25),
            Some(30),
            None,
        ];
        assert_eq!(v, want);
    }

    #[test]
    pub(in crate::engine) fn the_deck_has_fourteen_two_star_cards_and_the_cities_exist() {
        let map = Map::classic();
        let s = stars(&map);
        assert_eq!(s.iter().filter(|&&x| x == 2).count(), 14);
        assert_eq!(s.iter().map(|&x| x as u32).sum::<u32>(), 56);
        for c in BASIC_TRAINING_CITIES {
            assert!(map.find(c).is_some(), "{c}");
        }
        let majors = basic_training_objectives(&map)
            .iter()
            .filter(|o| o.is_major())
            .count();
        assert_eq!(majors, 4);
        let all = all_objectives(&map);
        assert_eq!(all.len(), 12);
        assert_eq!(all.iter().filter(|o| o.is_major()).count(), 6);
    }
}
