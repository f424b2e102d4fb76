//! The boards shipped with the bot: each is valid, of the size it says, connected, with the
//! real borders a few spot checks name, symmetric, cards spread evenly, two wild cards, short
//! names, aliases that find their territory, and continent bonuses by the stated rule
//! (docs/maps.md): round((territories + border territories) / 2.5), at least 1.

use risk::engine::{Design, Map};
use risk::maps::{shipped, shipped_named};

fn board(name: &str) -> std::sync::Arc<Map> {
    shipped_named(name).unwrap_or_else(|| panic!("{name} is shipped"))
}

#[test]
fn the_library_holds_the_classic_and_boards_of_different_sizes() {
    let sizes: Vec<(String, usize, usize)> = shipped()
        .iter()
        .map(|m| (m.name.clone(), m.territory_count(), m.continents().len()))
        .collect();
    assert_eq!(sizes[0], ("classic".to_string(), 42, 6));
    let of = |name: &str| sizes.iter().find(|s| s.0 == name).cloned();
    assert_eq!(
        of("germany"),
        Some(("germany".into(), 16, 5)),
        "the duel board"
    );
    assert_eq!(of("europe"), Some(("europe".into(), 39, 7)));
    assert_eq!(of("us-states"), Some(("us-states".into(), 48, 9)));
    assert_eq!(
        of("world"),
        Some(("world".into(), 176, 21)),
        "the large board"
    );
    assert_eq!(shipped_named("atlantis").map(|m| m.name.clone()), None);
}

#[test]
fn every_shipped_board_is_connected_symmetric_and_fairly_dealt() {
    for m in shipped() {
        let all = m.all();
        assert_eq!(
            m.reachable(risk::engine::TerritoryId(0), all),
            all,
            "{}",
            m.name
        );
        for a in m.territory_ids() {
            assert!(m.name(a).chars().count() <= 40, "{}", m.name(a));
            assert!(!m.neighbours(a).is_empty(), "{}", m.name(a));
            for b in m.neighbours(a).iter() {
                assert!(
                    m.adjacent(b, a),
                    "{}: {} - {}",
                    m.name,
                    m.name(a),
                    m.name(b)
                );
                let sea =
                    |x: risk::engine::TerritoryId, y| m.territory(x).sea_neighbours.contains(y);
                assert_eq!(sea(a, b), sea(b, a));
            }
            for alias in &m.territory(a).aliases {
                assert_eq!(m.find(alias), Some(a), "{}: alias {alias}", m.name);
            }
        }
        assert_eq!(m.wild_cards(), 2, "{}", m.name);
        let counts: Vec<usize> = [Design::Infantry, Design::Cavalry, Design::Artillery]
            .iter()
            .map(|&d| {
                m.territory_ids()
                    .filter(|&t| m.territory(t).design == d)
                    .count()
            })
            .collect();
        let (lo, hi) = (counts.iter().min().unwrap(), counts.iter().max().unwrap());
        assert!(hi - lo <= 1, "{}: designs {counts:?}", m.name);
    }
}

/// A continent's bonus by the rule of docs/maps.md.
fn rule_bonus(m: &Map, c: &risk::engine::Set) -> u16 {
    let border = c
        .iter()
        .filter(|&t| !m.neighbours(t).minus(*c).is_empty())
        .count();
    (((c.len() + border) as f64 / 2.5) + 0.5).floor().max(1.0) as u16
}

#[test]
fn bonuses_follow_the_stated_rule_on_every_board_but_the_classic() {
    // On the classic board the rule comes within one of every printed bonus.
    let classic = Map::classic();
    let by_rule: Vec<u16> = classic
        .continents()
        .iter()
        .map(|c| rule_bonus(&classic, &c.territories))
        .collect();
    assert_eq!(by_rule, [5, 2, 4, 4, 7, 2]);
    for m in shipped().iter().filter(|m| m.name != "classic") {
        for c in m.continents() {
            assert_eq!(
                c.bonus,
                rule_bonus(m, &c.territories),
                "{}: {}",
                m.name,
                c.name
            );
        }
        // Every board is placed for its picture.
        assert!(
            m.territory_ids().all(|t| m.territory(t).at.is_some()),
            "{}",
            m.name
        );
    }
}

/// Whether `a` and `b` (names or aliases) border each other on `m`, by land (false) or sea (true).
fn border(m: &Map, a: &str, b: &str) -> Option<bool> {
    let (a, b) = (
        m.find(a).unwrap_or_else(|| panic!("{a}")),
        m.find(b).unwrap_or_else(|| panic!("{b}")),
    );
    m.adjacent(a, b)
        .then(|| m.territory(a).sea_neighbours.contains(b))
}

#[test]
fn known_borders_are_there_and_known_non_borders_are_not() {
    let de = board("germany");
    assert_eq!(border(&de, "Berlin", "Brandenburg"), Some(false));
    assert_eq!(border(&de, "Bremen", "Lower Saxony"), Some(false));
    assert_eq!(border(&de, "Bayern", "Saxony"), Some(false));
    assert_eq!(border(&de, "NRW", "Hesse"), Some(false));
    assert_eq!(
        border(&de, "Berlin", "Saxony"),
        None,
        "an enclave has one neighbour"
    );
    assert_eq!(de.neighbours(de.find("BE").unwrap()).len(), 1);
    assert_eq!(border(&de, "Bavaria", "Lower Saxony"), None);

    let us = board("us-states");
    assert_eq!(border(&us, "TN", "MO"), Some(false));
    assert_eq!(us.neighbours(us.find("Tennessee").unwrap()).len(), 8);
    assert_eq!(us.neighbours(us.find("Missouri").unwrap()).len(), 8);
    assert_eq!(us.neighbours(us.find("Maine").unwrap()).len(), 1);
    assert_eq!(border(&us, "Michigan", "Wisconsin"), Some(false));
    assert_eq!(
        border(&us, "Arizona", "Colorado"),
        None,
        "the Four Corners touch only"
    );
    assert_eq!(border(&us, "Utah", "New Mexico"), None);
    assert_eq!(us.edge_count(), 105);

    let eu = board("europe");
    assert_eq!(border(&eu, "France", "United Kingdom"), Some(true));
    assert_eq!(border(&eu, "Ireland", "UK"), Some(false));
    assert_eq!(border(&eu, "Italy", "Albania"), Some(true));
    assert_eq!(border(&eu, "Germany", "Denmark"), Some(false));
    assert_eq!(eu.neighbours(eu.find("Germany").unwrap()).len(), 9);
    assert_eq!(border(&eu, "Spain", "Italy"), None);
    assert_eq!(
        border(&eu, "Lithuania", "Russia"),
        Some(false),
        "Kaliningrad"
    );

    let w = board("world");
    assert_eq!(
        border(&w, "United States", "Russian Far East"),
        Some(true),
        "Bering Strait"
    );
    assert_eq!(border(&w, "Spain", "Morocco"), Some(true));
    assert_eq!(border(&w, "Haiti", "DOM"), Some(false));
    assert_eq!(border(&w, "DRC", "Congo"), Some(false));
    assert_eq!(border(&w, "Egypt", "Israel"), Some(false));
    assert_eq!(border(&w, "Madagascar", "Mozambique"), Some(true));
    assert_eq!(
        w.neighbours(w.find("China").unwrap()).len(),
        16,
        "15 by land, Taiwan by sea"
    );
    assert_eq!(w.neighbours(w.find("Lesotho").unwrap()).len(), 1);
    assert_eq!(border(&w, "Chile", "Brazil"), None);
    assert_eq!(w.edge_count(), 364);
}
