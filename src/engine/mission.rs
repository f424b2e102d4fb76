//! Secret missions (002, 003 Secret Mission RISK): the deck as data, dealing, and the test of
//! whether a mission is complete. Missions are secret: only `Game::mission` shows one, to its
//! owner, until the game is won with it.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::ids::ContinentId;
use super::map::Map;

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
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    missions: Vec<CardFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardFile {
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

/// The secret mission deck: (mission, in the 14-card deck only).
pub fn deck(map: &Map) -> &'static [(Mission, bool)] {
    static DECK: OnceLock<Vec<(Mission, bool)>> = OnceLock::new();
    DECK.get_or_init(|| {
        let text = include_str!("../../data/missions/secret.toml");
        parse_deck(text, map).expect("embedded mission deck is valid")
    })
}

/// Reads a mission deck, naming the card at fault on error.
pub fn parse_deck(text: &str, map: &Map) -> Result<Vec<(Mission, bool)>, String> {
    let f: DeckFile = toml::from_str(text).map_err(|e| e.to_string())?;
    f.missions
        .into_iter()
        .enumerate()
        .map(|(i, c)| {
            let m = match (c.continents.is_empty(), c.territories, c.destroy) {
                (false, None, None) => Mission::Continents {
                    continents: c
                        .continents
                        .iter()
                        .map(|n| {
                            map.continents()
                                .iter()
                                .position(|x| x.name == *n)
                                .map(|p| ContinentId(p as u8))
                                .ok_or_else(|| {
                                    format!("mission {}: unknown continent '{n}'", i + 1)
                                })
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
        })
        .collect()
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
                "Destroy all {} armies (if they are yours, or not in the game, occupy 24 territories instead).",
                COLOR_NAMES[*color as usize]
            ),
        }
    }
}
