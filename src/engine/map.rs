//! The board as data: territories, continents, adjacency and card designs, loaded from a TOML
//! file through a validating builder, plus forgiving name lookup for player input.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

use super::ids::{ContinentId, Set, TerritoryId};

/// The design printed on a territory card; wild cards show all three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Design {
    Infantry,
    Cavalry,
    Artillery,
}

#[derive(Clone, Debug)]
pub struct Territory {
    pub name: String,
    pub continent: ContinentId,
    pub design: Design,
    pub aliases: Vec<String>,
    pub neighbours: Set,
    /// Neighbours reached only across a sea-line.
    pub sea_neighbours: Set,
    /// Where the map file places the territory (x to the right, y downwards, in the file's own
    /// units); the picture scales these. `None` when the file gives no position.
    pub at: Option<(f32, f32)>,
}

#[derive(Clone, Debug)]
pub struct Continent {
    pub name: String,
    pub bonus: u16,
    pub territories: Set,
}

/// The most territories a board may hold: a territory id is one byte.
pub const MAX_TERRITORIES: usize = 255;

/// A validated map. Territory ids are indices in file order.
#[derive(Clone, Debug)]
pub struct Map {
    pub name: String,
    territories: Vec<Territory>,
    continents: Vec<Continent>,
    wild_cards: u8,
    index: HashMap<String, TerritoryId>,
}

/// Why a map file was refused; each names the entry at fault.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum MapError {
    #[error("map file is not valid TOML: {0}")]
    Syntax(String),
    #[error("territory '{territory}' names unknown continent '{continent}'")]
    UnknownContinent {
        territory: String,
        continent: String,
    },
    #[error("adjacency '{a}' - '{b}' names unknown territory '{unknown}'")]
    UnknownTerritory {
        a: String,
        b: String,
        unknown: String,
    },
    #[error("adjacency '{0}' - '{0}' joins a territory to itself")]
    SelfAdjacent(String),
    #[error("adjacency '{a}' - '{b}' is listed twice")]
    DuplicateAdjacency { a: String, b: String },
    #[error("name or alias '{name}' is used by both '{first}' and '{second}'")]
    DuplicateName {
        name: String,
        first: String,
        second: String,
    },
    #[error("continent '{0}' has no territories")]
    EmptyContinent(String),
    #[error("territory '{0}' cannot be reached from '{1}': the map is not connected")]
    Disconnected(String, String),
    #[error("a map holds 2 to {MAX_TERRITORIES} territories, this one has {0}")]
    Size(usize),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    name: String,
    #[serde(default)]
    wild_cards: u8,
    continents: Vec<ContinentFile>,
    territories: Vec<TerritoryFile>,
    adjacencies: Vec<EdgeFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ContinentFile {
    name: String,
    bonus: u16,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TerritoryFile {
    name: String,
    continent: String,
    design: Design,
    #[serde(default)]
    aliases: Vec<String>,
    #[serde(default)]
    at: Option<(f32, f32)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EdgeFile {
    a: String,
    b: String,
    #[serde(default)]
    sea: bool,
}

/// Normalises a name for lookup: accents folded, case and everything but letters and digits dropped.
pub fn fold(name: &str) -> String {
    deunicode::deunicode(name)
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

static CLASSIC: OnceLock<Arc<Map>> = OnceLock::new();

impl Map {
    /// The classic 42-territory world, embedded at build time.
    pub fn classic() -> Arc<Map> {
        CLASSIC
            .get_or_init(|| {
                let text = include_str!("../../data/maps/classic.toml");
                Arc::new(Map::from_toml(text).expect("embedded classic map is valid"))
            })
            .clone()
    }

    /// Looks up a map by name among those embedded.
    pub fn by_name(name: &str) -> Option<Arc<Map>> {
        (name == "classic").then(Map::classic)
    }

    pub fn from_toml(text: &str) -> Result<Map, MapError> {
        let file: MapFile = toml::from_str(text).map_err(|e| MapError::Syntax(e.to_string()))?;
        MapBuilder::new(file).build()
    }

    pub fn territory_count(&self) -> usize {
        self.territories.len()
    }

    pub fn territory_ids(&self) -> impl Iterator<Item = TerritoryId> + Clone {
        (0..self.territories.len() as u8).map(TerritoryId)
    }

    pub fn all(&self) -> Set {
        Set::first(self.territories.len())
    }

    pub fn territory(&self, id: TerritoryId) -> &Territory {
        &self.territories[id.index()]
    }

    /// The territory's name; an id not on this map (an old log entry read against another
    /// game) reads as "an unknown territory" rather than failing.
    pub fn name(&self, id: TerritoryId) -> &str {
        self.territories
            .get(id.index())
            .map_or("an unknown territory", |t| t.name.as_str())
    }

    /// 004 Mission RISK: an island is connected to other territories by sea-lines only.
    pub fn is_island(&self, id: TerritoryId) -> bool {
        let t = self.territory(id);
        !t.neighbours.is_empty() && t.neighbours == t.sea_neighbours
    }

    /// Every island of the map.
    pub fn islands(&self) -> Set {
        self.territory_ids()
            .filter(|&t| self.is_island(t))
            .collect()
    }

    pub fn neighbours(&self, id: TerritoryId) -> Set {
        self.territories[id.index()].neighbours
    }

    pub fn adjacent(&self, a: TerritoryId, b: TerritoryId) -> bool {
        self.neighbours(a).contains(b)
    }

    pub fn continents(&self) -> &[Continent] {
        &self.continents
    }

    pub fn continent(&self, id: ContinentId) -> &Continent {
        &self.continents[id.0 as usize]
    }

    /// The continent with this exact name (as in the map data).
    pub fn continent_named(&self, name: &str) -> Option<ContinentId> {
        self.continents
            .iter()
            .position(|c| c.name == name)
            .map(|i| ContinentId(i as u8))
    }

    pub fn continent_ids(&self) -> impl Iterator<Item = ContinentId> {
        (0..self.continents.len() as u8).map(ContinentId)
    }

    pub fn wild_cards(&self) -> u8 {
        self.wild_cards
    }

    /// Number of adjacencies (undirected).
    pub fn edge_count(&self) -> usize {
        self.territories
            .iter()
            .map(|t| t.neighbours.len())
            .sum::<usize>()
            / 2
    }

    /// Exact lookup by name or alias, ignoring case, accents and punctuation.
    pub fn find(&self, input: &str) -> Option<TerritoryId> {
        self.index.get(&fold(input)).copied()
    }

    /// Lookup that also accepts a unique prefix and small typos; on failure returns the closest
    /// names (best first) so an error message can suggest them.
    pub fn lookup(&self, input: &str) -> Result<TerritoryId, Vec<TerritoryId>> {
        if let Some(id) = self.find(input) {
            return Ok(id);
        }
        let ranked = self.suggest(input, 5);
        let key = fold(input);
        let prefixed: Vec<TerritoryId> = self
            .territory_ids()
            .filter(|&t| !key.is_empty() && fold(self.name(t)).starts_with(&key))
            .collect();
        if prefixed.len() == 1 {
            return Ok(prefixed[0]);
        }
        match ranked.first() {
            Some(&(best, d)) if d <= 2 && ranked.get(1).is_none_or(|&(_, d2)| d2 > d) => Ok(best),
            _ => Err(ranked.into_iter().map(|(t, _)| t).take(3).collect()),
        }
    }

    /// Territories ranked by edit distance of their closest name or alias to `input`.
    pub fn suggest(&self, input: &str, limit: usize) -> Vec<(TerritoryId, usize)> {
        let key = fold(input);
        let mut best: Vec<(TerritoryId, usize)> = self
            .territory_ids()
            .map(|t| {
                let d = self
                    .names_of(t)
                    .map(|n| edit_distance(&key, &fold(n)))
                    .min()
                    .unwrap_or(usize::MAX);
                (t, d)
            })
            .collect();
        best.sort_by_key(|&(t, d)| (d, t.0));
        best.truncate(limit);
        best
    }

    fn names_of(&self, t: TerritoryId) -> impl Iterator<Item = &str> {
        let terr = self.territory(t);
        std::iter::once(terr.name.as_str()).chain(terr.aliases.iter().map(String::as_str))
    }

    /// The members of `set` with a neighbour outside it (its frontier).
    pub fn edge_of(&self, set: Set) -> Set {
        // Without a branch per member: whether each is on the edge is unpredictable.
        set.iter().fold(Set::EMPTY, |edge, t| {
            edge.with_if(t, !self.neighbours(t).minus(set).is_empty())
        })
    }

    /// The territories reachable from `from` through `within` (which must contain `from`).
    pub fn reachable(&self, from: TerritoryId, within: Set) -> Set {
        let mut seen = Set::single(from);
        let mut frontier = seen;
        while !frontier.is_empty() {
            let mut next = Set::EMPTY;
            for t in frontier.iter() {
                next = next.union(self.neighbours(t));
            }
            frontier = next.intersect(within).minus(seen);
            seen = seen.union(frontier);
        }
        seen
    }
}

/// Levenshtein distance over bytes (inputs are folded ASCII).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

struct MapBuilder {
    file: MapFile,
}

impl MapBuilder {
    fn new(file: MapFile) -> Self {
        MapBuilder { file }
    }

    fn build(self) -> Result<Map, MapError> {
        let f = self.file;
        if f.territories.len() < 2 || f.territories.len() > MAX_TERRITORIES {
            return Err(MapError::Size(f.territories.len()));
        }
        let mut continents: Vec<Continent> = f
            .continents
            .iter()
            .map(|c| Continent {
                name: c.name.clone(),
                bonus: c.bonus,
                territories: Set::EMPTY,
            })
            .collect();
        let mut territories = Vec::with_capacity(f.territories.len());
        for (i, t) in f.territories.iter().enumerate() {
            let c = continents
                .iter()
                .position(|c| c.name == t.continent)
                .ok_or_else(|| MapError::UnknownContinent {
                    territory: t.name.clone(),
                    continent: t.continent.clone(),
                })?;
            continents[c].territories.insert(TerritoryId(i as u8));
            territories.push(Territory {
                name: t.name.clone(),
                continent: ContinentId(c as u8),
                design: t.design,
                aliases: t.aliases.clone(),
                neighbours: Set::EMPTY,
                sea_neighbours: Set::EMPTY,
                at: t.at,
            });
        }
        if let Some(c) = continents.iter().find(|c| c.territories.is_empty()) {
            return Err(MapError::EmptyContinent(c.name.clone()));
        }
        let index = name_index(&territories, &continents)?;
        for e in &f.adjacencies {
            let find = |n: &str| {
                index
                    .get(&fold(n))
                    .copied()
                    .ok_or_else(|| MapError::UnknownTerritory {
                        a: e.a.clone(),
                        b: e.b.clone(),
                        unknown: n.to_string(),
                    })
            };
            let (a, b) = (find(&e.a)?, find(&e.b)?);
            if a == b {
                return Err(MapError::SelfAdjacent(e.a.clone()));
            }
            if territories[a.index()].neighbours.contains(b) {
                return Err(MapError::DuplicateAdjacency {
                    a: e.a.clone(),
                    b: e.b.clone(),
                });
            }
            // Inserting both directions makes adjacency symmetric by construction.
            for (x, y) in [(a, b), (b, a)] {
                territories[x.index()].neighbours.insert(y);
                if e.sea {
                    territories[x.index()].sea_neighbours.insert(y);
                }
            }
        }
        let map = Map {
            name: f.name,
            territories,
            continents,
            wild_cards: f.wild_cards,
            index,
        };
        let everything = map.reachable(TerritoryId(0), map.all());
        if let Some(lost) = map.all().minus(everything).iter().next() {
            return Err(MapError::Disconnected(
                map.name(lost).to_string(),
                map.name(TerritoryId(0)).to_string(),
            ));
        }
        Ok(map)
    }
}

/// Every folded name and alias maps to one territory; continent names may not shadow them.
fn name_index(
    territories: &[Territory],
    continents: &[Continent],
) -> Result<HashMap<String, TerritoryId>, MapError> {
    let mut index: HashMap<String, TerritoryId> = HashMap::new();
    for (i, t) in territories.iter().enumerate() {
        for n in std::iter::once(&t.name).chain(&t.aliases) {
            if let Some(prev) = index.insert(fold(n), TerritoryId(i as u8)) {
                if prev.index() != i {
                    return Err(MapError::DuplicateName {
                        name: n.clone(),
                        first: territories[prev.index()].name.clone(),
                        second: t.name.clone(),
                    });
                }
            }
        }
    }
    for c in continents {
        if let Some(t) = index.get(&fold(&c.name)) {
            return Err(MapError::DuplicateName {
                name: c.name.clone(),
                first: territories[t.index()].name.clone(),
                second: format!("continent {}", c.name),
            });
        }
    }
    Ok(index)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name_set(m: &Map, s: Set) -> Vec<&str> {
        s.iter().map(|t| m.name(t)).collect()
    }

    #[test]
    fn classic_has_the_reference_shape() {
        // ../shared/reference/classic-board.md: 42 territories, 6 continents, 83 edges.
        let m = Map::classic();
        assert_eq!(m.territory_count(), 42);
        assert_eq!(m.continents().len(), 6);
        assert_eq!(m.edge_count(), 83);
        let sizes: Vec<usize> = m.continents().iter().map(|c| c.territories.len()).collect();
        assert_eq!(sizes, [9, 4, 7, 6, 12, 4]);
        let bonuses: Vec<u16> = m.continents().iter().map(|c| c.bonus).collect();
        assert_eq!(bonuses, [5, 2, 5, 3, 7, 2]);
        assert_eq!(m.wild_cards(), 2);
        for d in [Design::Infantry, Design::Cavalry, Design::Artillery] {
            let n = m
                .territory_ids()
                .filter(|&t| m.territory(t).design == d)
                .count();
            assert_eq!(n, 14, "{d:?}");
        }
    }

    #[test]
    fn adjacency_is_symmetric_and_includes_the_wrap() {
        let m = Map::classic();
        for a in m.territory_ids() {
            for b in m.neighbours(a).iter() {
                assert!(m.adjacent(b, a), "{} - {}", m.name(a), m.name(b));
            }
        }
        let (ak, ka) = (m.find("Alaska").unwrap(), m.find("Kamchatka").unwrap());
        assert!(m.adjacent(ak, ka));
        assert!(m.territory(ak).sea_neighbours.contains(ka));
        let ea = m.find("East Africa").unwrap();
        assert_eq!(
            name_set(&m, m.neighbours(ea)),
            [
                "North Africa",
                "Egypt",
                "Congo",
                "South Africa",
                "Madagascar",
                "Middle East"
            ]
        );
    }

    #[test]
    fn lookup_forgives_case_accents_punctuation_aliases_and_typos() {
        let m = Map::classic();
        let eus = m.find("Eastern United States").unwrap();
        assert_eq!(m.find("EUS"), Some(eus));
        assert_eq!(m.find("eastern-united states"), Some(eus));
        assert_eq!(m.find("W. Europe"), m.find("Western Europe"));
        assert_eq!(m.find("Québec"), m.find("Quebec"));
        assert_eq!(m.find("Russia"), m.find("Ukraine"));
        assert_eq!(m.lookup("Brazl"), Ok(m.find("Brazil").unwrap()));
        assert_eq!(m.lookup("kamch"), Ok(m.find("Kamchatka").unwrap()));
        let miss = m.lookup("Atlantis").unwrap_err();
        assert!(!miss.is_empty() && miss.len() <= 3);
    }

    #[test]
    fn malformed_maps_name_the_entry_at_fault() {
        let base = "name = \"t\"\nADJ\n[[continents]]\nname = \"C\"\nbonus = 1\n\
            [[territories]]\nname = \"A\"\ncontinent = \"C\"\ndesign = \"infantry\"\n\
            [[territories]]\nname = \"B\"\ncontinent = \"C\"\ndesign = \"cavalry\"\n";
        let with = |adj: &str| base.replace("ADJ", &format!("adjacencies = [{adj}]"));
        let ok = with("{ a = \"A\", b = \"B\" }");
        assert!(Map::from_toml(&ok).is_ok());
        let unknown = with("{ a = \"A\", b = \"Z\" }");
        assert!(matches!(
            Map::from_toml(&unknown),
            Err(MapError::UnknownTerritory { unknown, .. }) if unknown == "Z"
        ));
        let lonely = with("");
        assert_eq!(
            Map::from_toml(&lonely).unwrap_err(),
            MapError::Disconnected("B".into(), "A".into())
        );
        let dup = ok.replace("name = \"B\"", "name = \"a\"");
        assert!(matches!(
            Map::from_toml(&dup),
            Err(MapError::DuplicateName { .. })
        ));
        let bad_cont = ok.replace(
            "continent = \"C\"\ndesign = \"cavalry\"",
            "continent = \"X\"\ndesign = \"cavalry\"",
        );
        assert!(matches!(
            Map::from_toml(&bad_cont),
            Err(MapError::UnknownContinent { territory, .. }) if territory == "B"
        ));
        let twice = with("{ a = \"A\", b = \"B\" }, { a = \"B\", b = \"A\" }");
        assert!(matches!(
            Map::from_toml(&twice),
            Err(MapError::DuplicateAdjacency { .. })
        ));
    }
}
