//! Random boards for tests and benchmarks: `generate_board(seed, territories)` gives the same
//! board for the same arguments. Landmasses of odd, stretched shapes, small islands joined to
//! them by sea links, continents grown inside each landmass with bonuses from their size and
//! frontier, card designs spread evenly, two wild cards, and each territory's position. The
//! board is written as a map file and read back through `Map::from_toml`, so it passes the
//! same checks as any file.

use std::fmt::Write as _;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::map::{fold, Map, MAX_TERRITORIES};

/// The fewest territories a generated board has.
pub const MIN_GENERATED: usize = 6;

/// A random board of `territories` territories (6 to 255), the same for the same `seed`.
///
/// # Panics
/// When `territories` is outside 6..=255.
pub fn generate_board(seed: u64, territories: usize) -> Map {
    assert!(
        (MIN_GENERATED..=MAX_TERRITORIES).contains(&territories),
        "a generated board holds {MIN_GENERATED} to {MAX_TERRITORIES} territories, not {territories}"
    );
    let text = board_toml(seed, territories);
    Map::from_toml(&text).unwrap_or_else(|e| panic!("generated board {seed}/{territories}: {e}"))
}

/// The map file of a plain board named `name` of `n` territories `T0`..: a ring with one chord
/// (`T0` to `T{n/2}`), in three continents `C0`..`C2` of bonus 2, 3 and 4, card designs in turn
/// and two wild cards. Tests edit its text to make a file go wrong in a known place.
pub fn ring_toml(name: &str, n: usize) -> String {
    let designs = ["infantry", "cavalry", "artillery"];
    let mut s = format!("name = \"{name}\"\nwild_cards = 2\nadjacencies = [\n");
    for i in 0..n {
        let _ = writeln!(s, "  {{ a = \"T{i}\", b = \"T{}\" }},", (i + 1) % n);
    }
    let _ = writeln!(s, "  {{ a = \"T0\", b = \"T{}\" }},\n]", n / 2);
    for c in 0..3 {
        let _ = writeln!(s, "[[continents]]\nname = \"C{c}\"\nbonus = {}", c + 2);
    }
    for i in 0..n {
        let _ = writeln!(
            s,
            "[[territories]]\nname = \"T{i}\"\ncontinent = \"C{}\"\ndesign = \"{}\"",
            i * 3 / n,
            designs[i % 3]
        );
    }
    s
}

/// The map file of `generate_board(seed, n)`.
pub fn board_toml(seed: u64, n: usize) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xb0a2_d5ee_d000_0000 ^ n as u64);
    let sizes = landmass_sizes(&mut rng, n);
    // Each landmass: a centre on a loose grid, a direction and a stretch (odd shapes).
    let cols = (sizes.len() as f32).sqrt().ceil() as usize;
    let mut pos: Vec<(f32, f32)> = Vec::with_capacity(n);
    let mut land: Vec<usize> = Vec::with_capacity(n);
    for (j, &m) in sizes.iter().enumerate() {
        let cell = 60.0 * (n as f32).sqrt();
        let (gx, gy) = ((j % cols) as f32, (j / cols) as f32);
        let centre = (
            (gx + rng.random_range(0.3..0.7)) * cell,
            (gy + rng.random_range(0.3..0.7)) * cell,
        );
        let angle: f32 = rng.random_range(0.0..std::f32::consts::PI);
        let stretch: f32 = rng.random_range(1.0..3.5);
        let r = 14.0 * (m as f32).sqrt();
        for _ in 0..m {
            let (u, v): (f32, f32) = (rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0));
            let (a, b) = (u * r * stretch, v * r);
            pos.push((
                centre.0 + a * angle.cos() - b * angle.sin(),
                centre.1 + a * angle.sin() + b * angle.cos(),
            ));
            land.push(j);
        }
    }
    let dist = |a: usize, b: usize| {
        let (dx, dy) = (pos[a].0 - pos[b].0, pos[a].1 - pos[b].1);
        dx * dx + dy * dy
    };
    let mut edges: Vec<(usize, usize, bool)> = Vec::new();
    let add = |edges: &mut Vec<(usize, usize, bool)>, a: usize, b: usize, sea: bool| {
        let (a, b) = (a.min(b), a.max(b));
        if a != b && !edges.iter().any(|&(x, y, _)| (x, y) == (a, b)) {
            edges.push((a, b, sea));
        }
    };
    // Land borders: a spanning tree of each landmass, and each territory to its two nearest.
    let members: Vec<Vec<usize>> = (0..sizes.len())
        .map(|j| (0..n).filter(|&i| land[i] == j).collect())
        .collect();
    for m in &members {
        for (a, b) in spanning_tree(m, &dist) {
            add(&mut edges, a, b, false);
        }
        for &a in m {
            let mut near: Vec<usize> = m.iter().copied().filter(|&b| b != a).collect();
            near.sort_by(|&x, &y| dist(a, x).total_cmp(&dist(a, y)));
            for &b in near.iter().take(2) {
                add(&mut edges, a, b, false);
            }
        }
    }
    // Sea links: a spanning tree over the landmasses through their closest shores, then a
    // few more; `parent` says which landmass each was joined to (for tiny islands).
    let mut parent: Vec<Option<(usize, usize)>> = vec![None; sizes.len()];
    let mut joined = vec![false; sizes.len()];
    joined[0] = true;
    for _ in 1..sizes.len() {
        let mut best: Option<(f32, usize, usize)> = None;
        for a in (0..n).filter(|&a| joined[land[a]]) {
            for b in (0..n).filter(|&b| !joined[land[b]]) {
                if best.is_none_or(|(d, _, _)| dist(a, b) < d) {
                    best = Some((dist(a, b), a, b));
                }
            }
        }
        let (_, a, b) = best.expect("an unjoined landmass remains");
        joined[land[b]] = true;
        parent[land[b]] = Some((b, a));
        add(&mut edges, a, b, true);
    }
    for _ in 0..sizes.len() / 3 {
        let a = rng.random_range(0..n);
        let b = rng.random_range(0..n);
        if land[a] != land[b] {
            add(&mut edges, a, b, true);
        }
    }
    let continent = continents(&mut rng, &sizes, &members, &edges, &parent, &land);
    write_toml(&mut rng, seed, n, &pos, &continent, &edges)
}

/// Landmass sizes, the first the largest: a few landmasses of three or more and, on boards
/// of ten or more, some one- or two-territory islands.
fn landmass_sizes(rng: &mut ChaCha8Rng, n: usize) -> Vec<usize> {
    let islands = if n >= 10 {
        rng.random_range(0..=n / 40 + 1)
    } else {
        0
    };
    let island_sizes: Vec<usize> = (0..islands).map(|_| rng.random_range(1..=2)).collect();
    let rest = n - island_sizes.iter().sum::<usize>();
    let masses = rng.random_range(1..=(rest / 25 + 1).min(8)).min(rest / 3);
    let weights: Vec<f32> = (0..masses).map(|_| rng.random_range(0.5..2.0)).collect();
    let total: f32 = weights.iter().sum();
    let mut sizes: Vec<usize> = weights
        .iter()
        .map(|w| 3 + ((rest - 3 * masses) as f32 * w / total) as usize)
        .collect();
    let short = rest - sizes.iter().sum::<usize>();
    sizes[0] += short;
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes.extend(island_sizes);
    sizes
}

/// Prim's spanning tree over `m` by distance.
fn spanning_tree(m: &[usize], dist: &impl Fn(usize, usize) -> f32) -> Vec<(usize, usize)> {
    let mut inside = vec![m[0]];
    let mut out = Vec::new();
    let mut rest: Vec<usize> = m[1..].to_vec();
    while !rest.is_empty() {
        let (k, a) = rest
            .iter()
            .enumerate()
            .flat_map(|(k, &b)| inside.iter().map(move |&a| (k, a, b)))
            .min_by(|x, y| dist(x.1, x.2).total_cmp(&dist(y.1, y.2)))
            .map(|(k, a, _)| (k, a))
            .expect("rest is not empty");
        let b = rest.swap_remove(k);
        out.push((a, b));
        inside.push(b);
    }
    out
}

/// Each territory's continent: regions grown by breadth-first search from random seeds in
/// each landmass of three or more (about four to nine territories each); one- and
/// two-territory islands join the continent of the shore they are linked to.
fn continents(
    rng: &mut ChaCha8Rng,
    sizes: &[usize],
    members: &[Vec<usize>],
    edges: &[(usize, usize, bool)],
    parent: &[Option<(usize, usize)>],
    land: &[usize],
) -> Vec<usize> {
    let n = land.len();
    let mut continent = vec![usize::MAX; n];
    let mut next = 0;
    let big: Vec<usize> = (0..sizes.len()).filter(|&j| sizes[j] >= 3).collect();
    let mut counts: Vec<usize> = big
        .iter()
        .map(|&j| {
            let target = rng.random_range(4..=9);
            ((sizes[j] + target / 2) / target).clamp(1, sizes[j])
        })
        .collect();
    // At least two continents, three from nine territories (the 000 Objectives name three):
    // the largest landmass (first) splits further.
    let wanted = if n >= 9 { 3 } else { 2 };
    while counts.iter().sum::<usize>() < wanted && counts[0] < sizes[big[0]] {
        counts[0] += 1;
    }
    for (&j, &count) in big.iter().zip(&counts) {
        let m = &members[j];
        let mut seeds = m.clone();
        seeds.shuffle(rng);
        let mut queue: std::collections::VecDeque<usize> = seeds[..count].iter().copied().collect();
        for (k, &s) in seeds[..count].iter().enumerate() {
            continent[s] = next + k;
        }
        while let Some(a) = queue.pop_front() {
            for &(x, y, sea) in edges {
                let b = match (x == a, y == a) {
                    (true, _) => y,
                    (_, true) => x,
                    _ => continue,
                };
                if !sea && continent[b] == usize::MAX {
                    continent[b] = continent[a];
                    queue.push_back(b);
                }
            }
        }
        next += count;
    }
    // Islands: in the order they were joined, so a shore's continent is known first.
    let mut pending: Vec<usize> = (0..sizes.len()).filter(|&j| sizes[j] < 3).collect();
    while !pending.is_empty() {
        pending.retain(|&j| {
            let (_, shore) = parent[j].expect("an island is linked to a landmass");
            match continent[shore] {
                usize::MAX => true,
                c => {
                    for &t in &members[j] {
                        continent[t] = c;
                    }
                    false
                }
            }
        });
    }
    continent
}

const SYLLABLES: [&str; 24] = [
    "ka", "lo", "mi", "ra", "ven", "tor", "sa", "del", "qui", "mar", "zen", "bo", "tha", "gri",
    "nor", "el", "ush", "pa", "dun", "ve", "ix", "an", "su", "rel",
];

/// A name of two or three syllables, capitalised.
fn word(rng: &mut ChaCha8Rng) -> String {
    let k = rng.random_range(2..=3);
    let mut s: String = (0..k)
        .map(|_| SYLLABLES[rng.random_range(0..SYLLABLES.len())])
        .collect();
    s[..1].make_ascii_uppercase();
    s
}

/// A name not yet taken (as names are compared: folded).
fn unique(rng: &mut ChaCha8Rng, taken: &mut std::collections::HashSet<String>) -> String {
    loop {
        let w = word(rng);
        let name = if taken.contains(&fold(&w)) {
            format!("{w} {}", taken.len())
        } else {
            w
        };
        if taken.insert(fold(&name)) {
            return name;
        }
    }
}

fn write_toml(
    rng: &mut ChaCha8Rng,
    seed: u64,
    n: usize,
    pos: &[(f32, f32)],
    continent: &[usize],
    edges: &[(usize, usize, bool)],
) -> String {
    let mut taken = std::collections::HashSet::new();
    let continents = continent.iter().max().map_or(0, |c| c + 1);
    let cnames: Vec<String> = (0..continents).map(|_| unique(rng, &mut taken)).collect();
    let tnames: Vec<String> = (0..n).map(|_| unique(rng, &mut taken)).collect();
    let mut designs: Vec<&str> = (0..n)
        .map(|i| ["infantry", "cavalry", "artillery"][i % 3])
        .collect();
    designs.shuffle(rng);
    let mut out = format!("name = \"generated-{seed}-{n}\"\nwild_cards = 2\n");
    for (c, name) in cnames.iter().enumerate() {
        let inside: Vec<usize> = (0..n).filter(|&t| continent[t] == c).collect();
        let frontier = inside
            .iter()
            .filter(|&&t| {
                edges.iter().any(|&(a, b, _)| {
                    (a == t && continent[b] != c) || (b == t && continent[a] != c)
                })
            })
            .count();
        // About a third of its size plus its frontier: the classic board's bonuses give
        // Asia (12 territories, 5 on the frontier) 7 and South America (4, 2) 2.
        let bonus = ((inside.len() + frontier + 1) / 3).max(1);
        let _ = write!(
            out,
            "\n[[continents]]\nname = \"{name}\"\nbonus = {bonus}\n"
        );
    }
    for t in 0..n {
        let _ = write!(
            out,
            "\n[[territories]]\nname = \"{}\"\ncontinent = \"{}\"\ndesign = \"{}\"\nat = [{:.1}, {:.1}]\n",
            tnames[t], cnames[continent[t]], designs[t], pos[t].0, pos[t].1
        );
    }
    for &(a, b, sea) in edges {
        let _ = write!(
            out,
            "\n[[adjacencies]]\na = \"{}\"\nb = \"{}\"\n{}",
            tnames[a],
            tnames[b],
            if sea { "sea = true\n" } else { "" }
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_board_and_every_size_is_valid() {
        assert_eq!(board_toml(3, 40), board_toml(3, 40));
        assert_ne!(board_toml(3, 40), board_toml(4, 40));
        for n in [6, 7, 9, 10, 20, 42, 64, 65, 100, 200, 255] {
            for seed in 0..4 {
                let m = generate_board(seed, n);
                assert_eq!(m.territory_count(), n);
                let least = if n >= 9 { 3 } else { 2 };
                assert!(
                    m.continents().len() >= least,
                    "{n}/{seed}: too few continents"
                );
                assert_eq!(m.wild_cards(), 2);
                assert!(m.territory_ids().all(|t| m.territory(t).at.is_some()));
            }
        }
    }

    #[test]
    fn larger_boards_have_islands_joined_by_sea_links() {
        let with_sea = (0..8)
            .map(|seed| generate_board(seed, 120))
            .filter(|m| {
                m.territory_ids()
                    .any(|t| !m.territory(t).sea_neighbours.is_empty())
            })
            .count();
        assert!(with_sea >= 6, "only {with_sea} of 8 boards have a sea link");
        let islands: usize = (0..8).map(|s| generate_board(s, 200).islands().len()).sum();
        assert!(islands > 0, "no island on eight 200-territory boards");
    }
}
