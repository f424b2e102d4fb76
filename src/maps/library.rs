//! The boards shipped with the bot (`data/maps/*.toml`), embedded at build time and read once.
//! How each was authored (sources, continents, the bonus rule) is in its file's header and in
//! docs/maps.md.

use std::sync::{Arc, OnceLock};

use crate::engine::Map;

/// The embedded files other than the classic board's, smallest board first.
const FILES: [(&str, &str); 4] = [
    ("germany", include_str!("../../data/maps/germany.toml")),
    ("europe", include_str!("../../data/maps/europe.toml")),
    ("us-states", include_str!("../../data/maps/us-states.toml")),
    ("world", include_str!("../../data/maps/world.toml")),
];

/// The boards shipped with the bot: the classic first, then the others by size.
pub fn shipped() -> Vec<Arc<Map>> {
    static ALL: OnceLock<Vec<Arc<Map>>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all = vec![Map::classic()];
        for (name, text) in FILES {
            let map = Map::from_toml(text).unwrap_or_else(|e| panic!("shipped map {name}: {e}"));
            debug_assert_eq!(map.name, name);
            all.push(Arc::new(map));
        }
        all
    })
    .clone()
}

/// A shipped board by its name (as `/risk new map:` and `--option map=` take it).
pub fn shipped_named(name: &str) -> Option<Arc<Map>> {
    shipped().into_iter().find(|m| m.name == name)
}
