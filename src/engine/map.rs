//! The board as data: territories, continents, adjacency and card designs, loaded from a TOML
//! file through a validating builder, plus forgiving name lookup for player input.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};
use toml::Spanned;

use super::ids::{ContinentId, Set, TerritoryId};

mod spec;
pub use spec::{
    BorderSpec, Built, ContinentSpec, Findings, MapSpec, Problem, TerritorySpec,
    DEFAULT_WILD_CARDS, MAX_BONUS, MAX_BORDER_PAIRS, MAX_CONTINENTS, MAX_NAME, MAX_PROBLEMS,
    MAX_WILD_CARDS, MIN_TERRITORIES,
};

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

/// Why a map file was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum MapError {
    #[error("map file is not valid TOML: {0}")]
    Syntax(String),
    /// Every problem found, each naming the line or entry at fault.
    #[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
    Refused(Vec<Problem>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    name: String,
    #[serde(default)]
    wild_cards: Option<u8>,
    continents: Vec<ContinentFile>,
    territories: Vec<TerritoryFile>,
    adjacencies: Vec<EdgeFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ContinentFile {
    name: Spanned<String>,
    bonus: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TerritoryFile {
    name: Spanned<String>,
    continent: String,
    #[serde(default)]
    design: Option<Design>,
    #[serde(default)]
    aliases: Vec<String>,
    #[serde(default)]
    at: Option<(f32, f32)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EdgeFile {
    a: Spanned<String>,
    b: String,
    #[serde(default)]
    sea: bool,
}

/// Reads the TOML map format into a board not yet checked; each entry's place is its line. A
/// syntax error is one problem at its line and column.
pub fn toml_spec(text: &str) -> Result<MapSpec, Problem> {
    // Where each line starts, found once: counting the newlines before each of 30,000 borders
    // again made a dense file's reading quadratic (minutes for a 1 MiB file).
    let starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let line_of = |at: usize| starts.partition_point(|&s| s <= at.min(text.len()));
    let file: MapFile = toml::from_str(text).map_err(|e| match e.span() {
        Some(span) => {
            let start = span.start.min(text.len());
            let column = start - text[..start].rfind('\n').map_or(0, |i| i + 1) + 1;
            let at = crate::t!(
                "maps-at-line-column",
                line = line_of(start),
                column = column
            );
            Problem::new(at, e.message().trim_end())
        }
        None => Problem::new("", e.message().trim_end()),
    })?;
    let line = |s: &Spanned<String>| crate::t!("maps-at-line", line = line_of(s.span().start));
    Ok(MapSpec {
        name: file.name,
        wild_cards: file.wild_cards,
        continents: file
            .continents
            .iter()
            .map(|c| ContinentSpec {
                name: c.name.get_ref().clone(),
                bonus: c.bonus,
                place: line(&c.name),
            })
            .collect(),
        territories: file
            .territories
            .iter()
            .map(|t| TerritorySpec {
                name: t.name.get_ref().clone(),
                continent: t.continent.clone(),
                design: t.design,
                aliases: t.aliases.clone(),
                at: t.at,
                place: line(&t.name),
            })
            .collect(),
        borders: file
            .adjacencies
            .iter()
            .map(|e| BorderSpec {
                from: e.a.get_ref().clone(),
                to: e.b.clone(),
                sea: e.sea,
                place: line(&e.a),
            })
            .collect(),
        directed: false,
    })
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
        let spec = toml_spec(text).map_err(|p| MapError::Syntax(p.to_string()))?;
        Map::from_spec(spec, Findings::default())
            .map(|built| built.map)
            .map_err(MapError::Refused)
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
        self.lookup_also(input, &[])
    }

    /// `lookup` reading `also[t]` as one more name of territory `t` (its name in the reader's
    /// language, say): exactly, as a unique prefix or with small typos, like its own names.
    pub fn lookup_also(
        &self,
        input: &str,
        also: &[String],
    ) -> Result<TerritoryId, Vec<TerritoryId>> {
        if let Some(id) = self.find(input) {
            return Ok(id);
        }
        let key = fold(input);
        let other = |t: TerritoryId| also.get(t.index()).map(|n| fold(n));
        if let Some(t) = self
            .territory_ids()
            .find(|&t| !key.is_empty() && other(t).is_some_and(|n| n == key))
        {
            return Ok(t);
        }
        let ranked = self.suggest_also(input, 5, also);
        let prefixed: Vec<TerritoryId> = self
            .territory_ids()
            .filter(|&t| {
                !key.is_empty()
                    && (fold(self.name(t)).starts_with(&key)
                        || other(t).is_some_and(|n| n.starts_with(&key)))
            })
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
        self.suggest_also(input, limit, &[])
    }

    /// `suggest` with `also[t]` one more name of territory `t` (see `lookup_also`).
    fn suggest_also(
        &self,
        input: &str,
        limit: usize,
        also: &[String],
    ) -> Vec<(TerritoryId, usize)> {
        let key = fold(input);
        let mut best: Vec<(TerritoryId, usize)> = self
            .territory_ids()
            .map(|t| {
                let d = self
                    .names_of(t)
                    .chain(also.get(t.index()).map(String::as_str))
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

#[cfg(test)]
mod tests {
    use super::*;

    fn name_set(m: &Map, s: Set) -> Vec<&str> {
        s.iter().map(|t| m.name(t)).collect()
    }

    #[test]
    fn another_name_for_each_territory_is_read_like_its_own() {
        let m = Map::classic();
        let north_africa = m.find("North Africa").unwrap();
        let mut also: Vec<String> = m.territory_ids().map(|t| m.name(t).to_string()).collect();
        also[north_africa.index()] = "Nordafrika".into();
        // Exactly (any case), by a unique beginning, with a typo; its own name still.
        for typed in ["nordafrika", "NORDAFR", "Nordafrica", "north africa"] {
            assert_eq!(m.lookup_also(typed, &also), Ok(north_africa), "{typed}");
        }
        // Without the other names none of those but the map's own is read.
        assert!(m.lookup("nordafr").is_err());
        // A miss suggests by either name.
        let close = m.lookup_also("Nordafxxxx", &also).unwrap_err();
        assert_eq!(close.first(), Some(&north_africa));
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

    /// A ring of six territories A..F in one continent, with `extra` TOML appended.
    fn ring(extra: &str) -> String {
        let mut t = "name = \"t\"\n[[continents]]\nname = \"C\"\nbonus = 1\n".to_string();
        for n in ["A", "B", "C1", "D", "E", "F"] {
            t.push_str(&format!(
                "[[territories]]\nname = \"{n}\"\ncontinent = \"C\"\ndesign = \"infantry\"\n"
            ));
        }
        for (a, b) in [("A", "B"), ("B", "C1"), ("C1", "D"), ("D", "E"), ("E", "F")] {
            t.push_str(&format!("[[adjacencies]]\na = \"{a}\"\nb = \"{b}\"\n"));
        }
        t + extra
    }

    fn problems(text: &str) -> Vec<String> {
        match Map::from_toml(text) {
            Err(MapError::Refused(p)) => p.iter().map(ToString::to_string).collect(),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn malformed_maps_name_the_entry_at_fault() {
        assert!(Map::from_toml(&ring("")).is_ok());
        let unknown = problems(&ring("[[adjacencies]]\na = \"A\"\nb = \"Z\"\n"));
        assert_eq!(
            unknown,
            ["line 45: border 'A' - 'Z' names territory 'Z', which the file does not define"]
        );
        let lonely = ring("").replace("a = \"E\"\nb = \"F\"", "a = \"E\"\nb = \"D\"");
        let lonely = problems(&lonely);
        assert_eq!(lonely.len(), 2, "{lonely:?}");
        assert!(
            lonely[0].contains("'E' - 'D' is listed twice"),
            "{lonely:?}"
        );
        assert!(
            lonely[1].contains("'F' cannot be reached from 'A'"),
            "{lonely:?}"
        );
        let dup = problems(&ring("").replacen("name = \"B\"", "name = \"a\"", 1));
        assert!(dup[0].starts_with("line 10: name 'a' is already used by territory 'A' (line 6)"));
        let bad_cont = ring("").replacen("continent = \"C\"", "continent = \"X\"", 1);
        assert_eq!(
            problems(&bad_cont),
            ["line 6: territory 'A' is in continent 'X', which the file does not define"]
        );
    }
}
