//! Picture layout as data (`data/maps/classic-layout.toml`): canvas width, map height, tile
//! size, where each territory sits, continent tints and label positions; checked against the
//! map on load.

use std::collections::BTreeMap;
use std::sync::OnceLock;

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
        })
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
