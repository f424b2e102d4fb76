//! Secret missions (002, 003 Secret Mission RISK): the deck as data, dealing, and the test of
//! whether a mission is complete. Missions are secret: only `Game::mission` shows one, to its
//! owner, until the game is won with it.

use std::sync::OnceLock;

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::engine::event::{Event, Log};
use crate::engine::game::Game;
use crate::engine::ids::PlayerId;
use crate::engine::rules::{DestroyedByOther, MissionDeck, Victory};

use super::derived;
use crate::engine::ids::ContinentId;
use crate::engine::map::Map;
use crate::engine::rules::scale_to_board;

pub use super::progress::{Figures, MissionProgress};

/// Army colours named by the "destroy" cards, in the box's order.
pub const COLOR_NAMES: [&str; 6] = ["red", "blue", "green", "yellow", "purple", "black"];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mission {
    /// Hold these continents (and, with `third`, any one more).
    Continents {
        continents: Vec<ContinentId>,
        third: bool,
    },
    /// Hold this many territories with at least `min_armies` armies each.
    Territories { count: usize, min_armies: u16 },
    /// Destroy every army of the player who plays this colour.
    Destroy { color: u8 },
    /// Hold this many islands (004 Mission RISK: territories reached by sea-lines only).
    Islands { count: usize },
    /// Hold this many whole continents of your choice.
    AnyContinents { count: usize },
    /// Hold at least one territory in every continent.
    EveryContinent,
    /// Have at least this many armies on one territory.
    Fortress { armies: u16 },
    /// Conquer this many territories in the turn (checked at the end of it).
    Conquests { count: u8 },
}

/// 004 Mission RISK: the four ranks, one card of each per player (Captain easiest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rank {
    General,
    Major,
    Colonel,
    Captain,
}

/// A seat's missions: the secret mission (Secret Mission RISK) or the four ranked cards
/// (Mission RISK), secret until claimed or revealed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissionSeat {
    pub(in crate::engine) secret: Option<Mission>,
    pub(in crate::engine) ranked: Vec<RankedMission>,
}

impl Rank {
    pub const ALL: [Rank; 4] = [Rank::General, Rank::Major, Rank::Colonel, Rank::Captain];

    pub fn name(self) -> &'static str {
        match self {
            Rank::General => "General",
            Rank::Major => "Major",
            Rank::Colonel => "Colonel",
            Rank::Captain => "Captain",
        }
    }
}

/// When a Mission RISK card may be claimed (004: "at the time it indicates").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Claim {
    /// "Play after you gain reinforcements": once the turn's reinforcements are placed.
    AfterReinforcements,
    /// "Play at the end of your turn": the last thing in the turn, after drawing a card.
    EndOfTurn,
}

/// One of a player's four Mission RISK cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RankedMission {
    pub rank: Rank,
    pub mission: Mission,
    pub claim: Claim,
    pub claimed: bool,
}

impl RankedMission {
    pub fn describe(&self, map: &Map) -> String {
        let when = match self.claim {
            Claim::AfterReinforcements => "play after you gain reinforcements",
            Claim::EndOfTurn => "play at the end of your turn",
        };
        let goal = self.mission.describe(map);
        format!(
            "{}: {} ({when}).",
            self.rank.name(),
            goal.trim_end_matches('.')
        )
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    missions: Vec<CardFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardFile {
    rank: Option<Rank>,
    claim: Option<Claim>,
    islands: Option<usize>,
    any_continents: Option<usize>,
    #[serde(default)]
    every_continent: bool,
    fortress: Option<u16>,
    conquests: Option<u8>,
    #[serde(default)]
    continents: Vec<String>,
    #[serde(default)]
    third_continent: bool,
    territories: Option<usize>,
    #[serde(default = "one")]
    min_armies: u16,
    destroy: Option<u8>,
    #[serde(default)]
    full_deck_only: bool,
}

fn one() -> u16 {
    1
}

/// The secret mission deck for `map`: (mission, in the 14-card deck only). The printed cards
/// on the classic board; on another, the same cards for its continents and size (`derived`).
pub fn deck(map: &Map) -> Vec<(Mission, bool)> {
    static DECK: OnceLock<Vec<(Mission, bool)>> = OnceLock::new();
    let classic = DECK.get_or_init(|| {
        let text = include_str!("../../../data/missions/secret.toml");
        parse_deck(text, &Map::classic()).expect("embedded mission deck is valid")
    });
    if derived::is_classic(map) {
        return classic.clone();
    }
    let mut used = Vec::new();
    classic
        .iter()
        .map(|(m, full)| (derived::mission_on(m, map, &mut used), *full))
        .collect()
}

/// The Mission RISK deck (`data/missions/ranked.toml`): the project's own cards, since the
/// printed ones were not available (see that file); on a board other than the classic, the
/// same cards for its continents and size (`derived`).
pub fn ranked_deck(map: &Map) -> Vec<RankedMission> {
    static DECK: OnceLock<Vec<RankedMission>> = OnceLock::new();
    let classic = DECK.get_or_init(|| {
        let text = include_str!("../../../data/missions/ranked.toml");
        parse_ranked(text, &Map::classic()).expect("embedded ranked mission deck is valid")
    });
    if derived::is_classic(map) {
        return classic.clone();
    }
    let mut used = Vec::new();
    classic
        .iter()
        .map(|r| RankedMission {
            mission: derived::mission_on(&r.mission, map, &mut used),
            ..r.clone()
        })
        .collect()
}

/// "Destroy" cards' fallback: occupy 24 territories (003), scaled to the board's size.
pub fn fallback_territories(map: &Map) -> usize {
    usize::from(scale_to_board(24, map.territory_count()))
}

/// Reads a ranked deck: every card needs a rank and a claim time, and each rank at least six
/// cards (one per player).
pub fn parse_ranked(text: &str, map: &Map) -> Result<Vec<RankedMission>, String> {
    let f: DeckFile = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for (i, c) in f.missions.into_iter().enumerate() {
        let (Some(rank), Some(claim)) = (c.rank, c.claim) else {
            return Err(format!("mission {} needs a rank and a claim time", i + 1));
        };
        let mission = card(i, c, map)?.0;
        out.push(RankedMission {
            rank,
            mission,
            claim,
            claimed: false,
        });
    }
    for r in Rank::ALL {
        let n = out.iter().filter(|m| m.rank == r).count();
        if n < 6 {
            return Err(format!("rank {} has {n} cards; 6 players need 6", r.name()));
        }
    }
    Ok(out)
}

/// Reads a mission deck, naming the card at fault on error.
pub fn parse_deck(text: &str, map: &Map) -> Result<Vec<(Mission, bool)>, String> {
    let f: DeckFile = toml::from_str(text).map_err(|e| e.to_string())?;
    f.missions
        .into_iter()
        .enumerate()
        .map(|(i, c)| card(i, c, map))
        .collect()
}

fn card(i: usize, c: CardFile, map: &Map) -> Result<(Mission, bool), String> {
    let others = [
        c.islands.map(|count| Mission::Islands { count }),
        c.any_continents
            .map(|count| Mission::AnyContinents { count }),
        c.every_continent.then_some(Mission::EveryContinent),
        c.fortress.map(|armies| Mission::Fortress { armies }),
        c.conquests.map(|count| Mission::Conquests { count }),
    ];
    let mut others = others.into_iter().flatten();
    let other = others.next();
    let named =
        !c.continents.is_empty() as u8 + c.territories.is_some() as u8 + c.destroy.is_some() as u8;
    if others.next().is_some() || (other.is_some() && named > 0) {
        return Err(format!("mission {} names more than one goal", i + 1));
    }
    if let Some(m) = other {
        return Ok((m, c.full_deck_only));
    }
    let m = match (c.continents.is_empty(), c.territories, c.destroy) {
        (false, None, None) => Mission::Continents {
            continents: c
                .continents
                .iter()
                .map(|n| {
                    map.continent_named(n)
                        .ok_or_else(|| format!("mission {}: unknown continent '{n}'", i + 1))
                })
                .collect::<Result<_, _>>()?,
            third: c.third_continent,
        },
        (true, Some(count), None) => Mission::Territories {
            count,
            min_armies: c.min_armies,
        },
        (true, None, Some(color)) if (color as usize) < COLOR_NAMES.len() => {
            Mission::Destroy { color }
        }
        _ => {
            return Err(format!(
                "mission {} must name continents, territories or one colour to destroy",
                i + 1
            ))
        }
    };
    Ok((m, c.full_deck_only))
}

impl Mission {
    /// The card's words.
    pub fn describe(&self, map: &Map) -> String {
        match self {
            Mission::Continents { continents, third } => {
                let names: Vec<&str> = continents.iter().map(|c| map.continent(*c).name.as_str()).collect();
                let more = if *third { " and a third continent of your choice" } else { "" };
                format!("Conquer {}{more}.", names.join(" and "))
            }
            Mission::Territories { count, min_armies: 1 } => format!("Occupy {count} territories."),
            Mission::Territories { count, min_armies } => {
                format!("Occupy {count} territories with at least {min_armies} armies in each.")
            }
            Mission::Destroy { color } => format!(
                "Destroy all {} armies (if they are yours, or not in the game, occupy {} territories instead).",
                COLOR_NAMES[*color as usize],
                fallback_territories(map)
            ),
            Mission::Islands { count } => format!(
                "Control {count} islands (territories connected by sea-lines only: {}).",
                map.islands().iter().map(|t| map.name(t)).collect::<Vec<_>>().join(", ")
            ),
            Mission::AnyContinents { count } => format!("Control {count} continents of your choice."),
            Mission::EveryContinent => "Occupy at least one territory on every continent.".into(),
            Mission::Fortress { armies } => format!("Have {armies} or more armies on one territory."),
            Mission::Conquests { count } => format!("Conquer {count} territories in one turn."),
        }
    }
}

impl Game {
    /// 003 Secret Mission setup step 2-3: drop the cards of absent colours, shuffle, deal one
    /// to each player; a player told to destroy their own colour occupies 24 territories (scaled
    /// to the board: `fallback_territories`).
    pub(in crate::engine) fn deal_missions(&mut self, deck: MissionDeck, events: &mut impl Log) {
        let mut cards: Vec<Mission> = self::deck(&self.map)
            .iter()
            .filter(|(_, full)| !full || deck == MissionDeck::Fourteen)
            .map(|(m, _)| m.clone())
            .filter(|m| !matches!(m, Mission::Destroy { color } if !self.seats.iter().any(|s| s.color == *color)))
            .collect();
        cards.shuffle(&mut self.rng);
        let instead = Mission::Territories {
            count: fallback_territories(&self.map),
            min_armies: 1,
        };
        for p in 0..self.player_count() {
            let m = match cards.pop() {
                Some(Mission::Destroy { color }) if self.seats[p].color == color => instead.clone(),
                other => other.unwrap_or(instead.clone()),
            };
            self.seats[p].missions.secret = Some(m);
        }
        events.log(|| Event::MissionsDealt);
    }

    /// 004 Mission RISK setup: the four piles are shuffled and every player draws one card of
    /// each rank; the rest go back in the box.
    pub(in crate::engine) fn deal_ranked(&mut self, events: &mut impl Log) {
        let deck = self::ranked_deck(&self.map);
        let humans = self.player_count() - self.rules.neutrals as usize;
        for rank in Rank::ALL {
            let mut pile: Vec<&RankedMission> = deck.iter().filter(|m| m.rank == rank).collect();
            pile.shuffle(&mut self.rng);
            for p in 0..humans {
                if let Some(m) = pile.pop() {
                    self.seats[p].missions.ranked.push(m.clone());
                }
            }
        }
        events.log(|| Event::MissionsDealt);
    }

    /// Whether `p` meets mission `m` now.
    pub(in crate::engine) fn mission_done(
        &self,
        p: PlayerId,
        m: &Mission,
        by_other: DestroyedByOther,
    ) -> bool {
        let own = self.seats[p.index()].owned;
        let held =
            |c: crate::engine::ids::ContinentId| self.map.continent(c).territories.is_subset(own);
        match m {
            Mission::Continents { continents, third } => {
                continents.iter().all(|&c| held(c))
                    && (!third || self.continents_of(p).count() > continents.len())
            }
            Mission::Territories { count, min_armies } => {
                own.iter()
                    .filter(|&t| self.armies[t.index()] >= *min_armies)
                    .count()
                    >= *count
            }
            Mission::Destroy { color } => {
                let Some(target) = self.seats.iter().position(|s| s.color == *color) else {
                    return false;
                };
                match self.seats[target].eliminated_by {
                    Some(by) if by == p || by_other == DestroyedByOther::Completes => true,
                    Some(_) => own.len() >= fallback_territories(&self.map),
                    None => false,
                }
            }
            Mission::Islands { count } => own.intersect(self.map.islands()).len() >= *count,
            Mission::AnyContinents { count } => self.continents_of(p).count() >= *count,
            Mission::EveryContinent => self
                .map
                .continents()
                .iter()
                .all(|c| !c.territories.intersect(own).is_empty()),
            Mission::Fortress { armies } => own.iter().any(|t| self.armies[t.index()] >= *armies),
            Mission::Conquests { count } => p == self.current && self.this_turn.conquests >= *count,
        }
    }

    /// A player's secret mission: for that player only (and public once the game is won).
    pub fn mission(&self, p: PlayerId) -> Option<&Mission> {
        self.seat(p).and_then(|s| s.missions.secret.as_ref())
    }

    /// A player's four Mission RISK cards, claimed or not: for that player only.
    pub fn ranked_missions(&self, p: PlayerId) -> &[RankedMission] {
        self.seat(p).map_or(&[], |s| s.missions.ranked.as_slice())
    }

    /// The Mission RISK cards of `p` everyone may see: the claimed ones, and all four once
    /// three are claimed (004: the fourth is revealed) or the game is over.
    pub fn public_missions(&self, p: PlayerId) -> Vec<&RankedMission> {
        let all = self.ranked_missions(p);
        let claimed = all.iter().filter(|m| m.claimed).count();
        let open = claimed >= 3 || self.winner().is_some();
        all.iter().filter(|m| m.claimed || open).collect()
    }

    pub(in crate::engine) fn has_won_ranked(&self, p: PlayerId) -> bool {
        let m = self.ranked_missions(p);
        !m.is_empty() && m.iter().all(|m| m.claimed)
    }

    /// 004 Mission RISK: shows and claims a completed mission whose card names this moment,
    /// unless one was claimed this turn already; after the third claim the fourth card is
    /// revealed. The hardest completed card is claimed first.
    pub(in crate::engine) fn claim_mission(&mut self, when: Claim, events: &mut impl Log) {
        if self.rules.victory != Victory::Ranked || self.this_turn.mission_claimed {
            return;
        }
        let p = self.current;
        let cards = &self.seats[p.index()].missions.ranked;
        let Some(i) = (0..cards.len()).find(|&i| {
            let m = &cards[i];
            !m.claimed
                && m.claim == when
                && self.mission_done(p, &m.mission, DestroyedByOther::Completes)
        }) else {
            return;
        };
        self.seats[p.index()].missions.ranked[i].claimed = true;
        self.this_turn.mission_claimed = true;
        let cards = &self.seats[p.index()].missions.ranked;
        events.log(|| Event::MissionClaimed {
            player: p,
            mission: cards[i].clone(),
        });
        let open: Vec<&RankedMission> = cards.iter().filter(|m| !m.claimed).collect();
        if let [last] = open.as_slice() {
            events.log(|| Event::MissionRevealed {
                player: p,
                mission: (*last).clone(),
            });
        }
    }
}
