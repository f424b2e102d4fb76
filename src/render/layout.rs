//! Picture layout as data (`data/maps/classic-layout.toml`): canvas width, map height, tile
//! size, where each territory sits, continent tints and label positions; checked against the
//! map on load.

use std::collections::{BTreeMap, HashMap};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, Mutex, OnceLock};

use serde::Deserialize;

use crate::engine::{Map, TerritoryId};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LayoutFile {
    width: u32,
    map_height: u32,
    tile: (u32, u32),
    continents: BTreeMap<String, ContinentFile>,
    territories: BTreeMap<String, (u32, u32)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ContinentFile {
    color: String,
    label: (u32, u32),
}

/// A validated layout for one map: indexed like the map's territories and continents.
#[derive(Clone, Debug)]
pub struct Layout {
    pub width: u32,
    /// The map occupies y < map_height; the legend is below (`legend::canvas_height`).
    pub map_height: u32,
    pub tile: (u32, u32),
    /// Tile centre per territory id.
    pub centres: Vec<(u32, u32)>,
    /// (colour, label position) per continent index.
    pub continents: Vec<(String, (u32, u32))>,
    /// Whether a border spanning most of the canvas goes round the world (`wraps_around`): on
    /// boards placed like a map, not on computed ones.
    pub wraps: bool,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LayoutError {
    #[error("layout file is not valid TOML: {0}")]
    Syntax(String),
    #[error("layout places '{0}', which is not on the map")]
    Unknown(String),
    #[error("layout does not place '{0}'")]
    Missing(String),
    #[error("'{0}' lies outside the map area")]
    Outside(String),
}

impl Layout {
    /// The embedded layout of the classic map.
    pub fn classic() -> &'static Layout {
        static L: OnceLock<Layout> = OnceLock::new();
        L.get_or_init(|| {
            let text = include_str!("../../data/maps/classic-layout.toml");
            Layout::from_toml(text, &Map::classic()).expect("embedded layout is valid")
        })
    }

    /// The layout of `map`'s picture: the hand-placed one for the classic board, otherwise
    /// computed from the map (`place`), once per board (kept by the board's content).
    pub fn of(map: &Map) -> Arc<Layout> {
        static CACHE: OnceLock<Mutex<HashMap<u64, Arc<Layout>>>> = OnceLock::new();
        static CLASSIC: OnceLock<(u64, Arc<Layout>)> = OnceLock::new();
        let classic = CLASSIC.get_or_init(|| {
            (
                fingerprint(&Map::classic()),
                Arc::new(Layout::classic().clone()),
            )
        });
        let key = fingerprint(map);
        if key == classic.0 {
            return classic.1.clone();
        }
        let cache = CACHE.get_or_init(Mutex::default);
        if let Some(l) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
            return l.clone();
        }
        let tints: Vec<String> = Layout::classic()
            .continents
            .iter()
            .map(|(c, _)| c.clone())
            .collect();
        let l = Arc::new(super::place::computed(map, &tints));
        let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
        // Boards come and go with servers' maps: a bounded cache, emptied when full.
        if cache.len() >= 64 {
            cache.clear();
        }
        cache.insert(key, l.clone());
        l
    }

    pub fn from_toml(text: &str, map: &Map) -> Result<Layout, LayoutError> {
        let f: LayoutFile = toml::from_str(text).map_err(|e| LayoutError::Syntax(e.to_string()))?;
        for name in f.territories.keys().chain(f.continents.keys()) {
            let known = map.find(name).is_some_and(|t| map.name(t) == name)
                || map.continents().iter().any(|c| c.name == *name);
            if !known {
                return Err(LayoutError::Unknown(name.clone()));
            }
        }
        let (hw, hh) = (f.tile.0 / 2, f.tile.1 / 2);
        let mut centres = Vec::new();
        for t in map.territory_ids() {
            let name = map.name(t);
            let &(x, y) = f
                .territories
                .get(name)
                .ok_or_else(|| LayoutError::Missing(name.into()))?;
            if x < hw || y < hh || x + hw > f.width || y + hh > f.map_height {
                return Err(LayoutError::Outside(name.into()));
            }
            centres.push((x, y));
        }
        let continents = map
            .continents()
            .iter()
            .map(|c| {
                let cf = f
                    .continents
                    .get(&c.name)
                    .ok_or_else(|| LayoutError::Missing(c.name.clone()))?;
                Ok((cf.color.clone(), cf.label))
            })
            .collect::<Result<_, LayoutError>>()?;
        Ok(Layout {
            width: f.width,
            map_height: f.map_height,
            tile: f.tile,
            centres,
            continents,
            wraps: true,
        })
    }

    /// Whether the border between `a` and `b` is drawn round the world, leaving one edge and
    /// entering at the other (like Alaska–Kamchatka): on a board placed like a map, when the
    /// two are more than three quarters of the canvas apart, so that going round is under a
    /// third of the way across.
    pub fn wraps_around(&self, a: TerritoryId, b: TerritoryId) -> bool {
        self.wraps && self.centre(a).0.abs_diff(self.centre(b).0) * 4 > self.width * 3
    }

    pub fn centre(&self, t: TerritoryId) -> (u32, u32) {
        self.centres[t.index()]
    }

    /// The tile rectangle of `t`: (left, top, right, bottom).
    pub fn tile_box(&self, t: TerritoryId) -> (u32, u32, u32, u32) {
        let (x, y) = self.centre(t);
        let (hw, hh) = (self.tile.0 / 2, self.tile.1 / 2);
        (x - hw, y - hh, x + hw, y + hh)
    }
}

/// What the picture depends on: names, continents with bonuses, borders and positions.
fn fingerprint(map: &Map) -> u64 {
    let mut h = DefaultHasher::new();
    map.territory_count().hash(&mut h);
    for t in map.territory_ids() {
        let ter = map.territory(t);
        ter.name.hash(&mut h);
        ter.continent.0.hash(&mut h);
        ter.at.map(|(x, y)| (x.to_bits(), y.to_bits())).hash(&mut h);
        for u in ter.neighbours.iter() {
            (u.index(), ter.sea_neighbours.contains(u)).hash(&mut h);
        }
    }
    for c in map.continents() {
        (&c.name, c.bonus).hash(&mut h);
    }
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tile_lies_inside_the_map_area_and_none_overlap() {
        let map = Map::classic();
        let l = Layout::classic();
        let boxes: Vec<_> = map.territory_ids().map(|t| (t, l.tile_box(t))).collect();
        for &(t, (x0, y0, x1, y1)) in &boxes {
            assert!(
                x1 <= l.width && y1 <= l.map_height && x0 < x1 && y0 < y1,
                "{}",
                map.name(t)
            );
        }
        for (i, &(a, ba)) in boxes.iter().enumerate() {
            for &(b, bb) in &boxes[i + 1..] {
                let apart = ba.2 <= bb.0 || bb.2 <= ba.0 || ba.3 <= bb.1 || bb.3 <= ba.1;
                assert!(apart, "{} overlaps {}", map.name(a), map.name(b));
            }
        }
    }

    #[test]
    fn a_layout_must_place_every_territory_and_only_known_ones() {
        let map = Map::classic();
        let text = include_str!("../../data/maps/classic-layout.toml");
        let missing = text.replace("\"Peru\" = [300, 635]\n", "");
        assert_eq!(
            Layout::from_toml(&missing, &map).unwrap_err(),
            LayoutError::Missing("Peru".into())
        );
        let unknown = text.replace(
            "\"Peru\" = [300, 635]",
            "\"Peru\" = [300, 635]\n\"Atlantis\" = [5, 5]",
        );
        assert_eq!(
            Layout::from_toml(&unknown, &map).unwrap_err(),
            LayoutError::Unknown("Atlantis".into())
        );
        let outside = text.replace("\"Peru\" = [300, 635]", "\"Peru\" = [300, 990]");
        assert_eq!(
            Layout::from_toml(&outside, &map).unwrap_err(),
            LayoutError::Outside("Peru".into())
        );
    }
}
