//! The rule systems' pieces on a board other than the classic: the books print missions,
//! Objectives and star cards for the classic 42-territory world, so on another board they are
//! derived from its continents and size. On the classic board everything stays as printed.
//!
//! - A card naming continents names the same number of this board's continents whose share of
//!   the board is closest to the card's share of the classic board (each combination used
//!   once while others are as close); a board with too few continents asks for that share of
//!   its territories instead.
//! - Counts of territories (and cities) are scaled by territories / 42 (`scale_to_board`).
//! - Islands: as many as the board has, at most the card's count; without islands, one
//!   continent of your choice.
//! - Objectives naming Europe, North America and Asia (the classic's three largest
//!   continents) name this board's three largest.
//! - Star cards: in each continent a third of its territories, those with the most
//!   neighbours, show 2 stars (a third rounded up), as 14 of the classic's 42 cards do.

use std::cmp::Reverse;
use std::sync::Arc;

use crate::engine::ids::{ContinentId, TerritoryId};
use crate::engine::map::Map;
use crate::engine::mission::Mission;
use crate::engine::rules::{scale_to_board, CLASSIC_TERRITORIES};

/// Whether `map` is the classic board (the same territories, borders and continents).
pub fn is_classic(map: &Map) -> bool {
    let classic = Map::classic();
    std::ptr::eq(map, Arc::as_ptr(&classic))
        || (map.territory_count() == classic.territory_count()
            && map.continents().len() == classic.continents().len()
            && map.territory_ids().all(|t| {
                let (a, b) = (map.territory(t), classic.territory(t));
                a.name == b.name && a.neighbours == b.neighbours && a.continent == b.continent
            })
            && (map.continents().iter().zip(classic.continents()))
                .all(|(a, b)| a.name == b.name && a.bonus == b.bonus))
}

/// `n` of the classic's territories, on `map`: scaled, at least 1 and at most all.
fn count_on(map: &Map, n: usize) -> usize {
    let t = map.territory_count();
    usize::from(scale_to_board(n.min(u16::MAX.into()) as u16, t)).clamp(1, t)
}

/// A mission of the classic deck, `m`, for `map`; `used` holds the continent combinations
/// already given to other cards of the deck.
pub fn mission_on(m: &Mission, map: &Map, used: &mut Vec<Vec<ContinentId>>) -> Mission {
    let classic = Map::classic();
    let continents = map.continents().len();
    match m {
        Mission::Continents {
            continents: named,
            third,
        } => {
            let size: usize = named
                .iter()
                .map(|&c| classic.continent(c).territories.len())
                .sum();
            let needed = named.len() + usize::from(*third);
            if continents < needed.max(2) || continents <= named.len() {
                // "A third of your choice" counts as a continent of the classic's mean size.
                let extra = usize::from(*third) * CLASSIC_TERRITORIES / classic.continents().len();
                return Mission::Territories {
                    count: count_on(map, size + extra),
                    min_armies: 1,
                };
            }
            let share = size as f64 / CLASSIC_TERRITORIES as f64;
            let chosen = closest_combination(map, named.len(), share, used);
            used.push(chosen.clone());
            Mission::Continents {
                continents: chosen,
                third: *third,
            }
        }
        Mission::Territories { count, min_armies } => Mission::Territories {
            count: count_on(map, *count),
            min_armies: *min_armies,
        },
        Mission::Destroy { color } => Mission::Destroy { color: *color },
        Mission::Islands { count } => match map.islands().len() {
            0 if continents >= 2 => Mission::AnyContinents { count: 1 },
            0 => Mission::Territories {
                count: count_on(map, 12),
                min_armies: 1,
            },
            have => Mission::Islands {
                count: (*count).min(have),
            },
        },
        Mission::AnyContinents { count } if *count >= continents => Mission::Territories {
            count: count_on(
                map,
                count * CLASSIC_TERRITORIES / classic.continents().len(),
            ),
            min_armies: 1,
        },
        Mission::AnyContinents { count } => Mission::AnyContinents { count: *count },
        Mission::EveryContinent if continents < 2 => Mission::Territories {
            count: count_on(map, 12),
            min_armies: 1,
        },
        Mission::EveryContinent => Mission::EveryContinent,
        Mission::Fortress { armies } => Mission::Fortress { armies: *armies },
        Mission::Conquests { count } => Mission::Conquests { count: *count },
    }
}

/// The `k` continents of `map` whose territories' share of the board is closest to `share`,
/// preferring a combination not in `used`; ties go to the lowest ids.
fn closest_combination(
    map: &Map,
    k: usize,
    share: f64,
    used: &[Vec<ContinentId>],
) -> Vec<ContinentId> {
    let t = map.territory_count() as f64;
    let sizes: Vec<usize> = map
        .continents()
        .iter()
        .map(|c| c.territories.len())
        .collect();
    let mut best: Option<((bool, f64), Vec<ContinentId>)> = None;
    let mut pick: Vec<usize> = Vec::with_capacity(k);
    // Every k-combination in lexicographic order (boards have a few dozen continents).
    fn walk(
        from: usize,
        k: usize,
        pick: &mut Vec<usize>,
        visit: &mut dyn FnMut(&[usize]),
        n: usize,
    ) {
        if pick.len() == k {
            visit(pick);
            return;
        }
        for i in from..n {
            pick.push(i);
            walk(i + 1, k, pick, visit, n);
            pick.pop();
        }
    }
    let mut visit = |combo: &[usize]| {
        let ids: Vec<ContinentId> = combo.iter().map(|&i| ContinentId(i as u8)).collect();
        let held: usize = combo.iter().map(|&i| sizes[i]).sum();
        let key = (used.contains(&ids), (held as f64 / t - share).abs());
        if best.as_ref().is_none_or(|(b, _)| key < *b) {
            best = Some((key, ids));
        }
    };
    walk(0, k, &mut pick, &mut visit, sizes.len());
    best.map(|(_, ids)| ids).unwrap_or_default()
}

/// The continents standing for the classic's Europe, North America and Asia in the 000
/// Objectives: the board's three largest (ties to the lowest id), largest last as Asia is.
pub fn objective_continents(map: &Map) -> [ContinentId; 3] {
    let mut ids: Vec<ContinentId> = map.continent_ids().collect();
    ids.sort_by_key(|&c| (Reverse(map.continent(c).territories.len()), c.0));
    let at = |i: usize| ids.get(i).or(ids.last()).copied().unwrap_or(ContinentId(0));
    [at(2), at(1), at(0)]
}

/// A count of the 000 edition (cities, territories) for `map`.
pub fn edition_count(map: &Map, n: usize) -> usize {
    count_on(map, n)
}

/// Stars on territory `t`'s card on a board other than the classic: 2 for the third of each
/// continent (rounded up) with the most neighbours, 1 otherwise.
pub fn stars_on(map: &Map, t: TerritoryId) -> u8 {
    let within = map.continent(map.territory(t).continent).territories;
    let key = |u: TerritoryId| (Reverse(map.neighbours(u).len()), u.0);
    let rank = within.iter().filter(|&u| key(u) < key(t)).count();
    if rank < within.len().div_ceil(3) {
        2
    } else {
        1
    }
}
