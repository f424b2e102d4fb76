//! The layout of a board that has no hand-placed one: tiles where the map file puts its
//! territories (`at`, scaled to the canvas), or, when it places none, a computed arrangement
//! (each continent a compact block in breadth-first order, neighbouring continents side by
//! side); then overlaps are pushed apart, continent labels placed in free room near their
//! continent, and tints chosen so that no two bordering continents share one.

use std::collections::VecDeque;

use super::layout::Layout;
use super::metrics::width;
use crate::engine::{ContinentId, Map, TerritoryId};

/// The classic board's tile: 112 by 62, widened for longer names (see `tile_width`).
const TILE: (f64, f64) = (112.0, 62.0);
/// The smallest size a tile's name is drawn at.
pub const MIN_NAME_SIZE: f64 = 12.0;
/// Room kept between two tiles (the continent tint reaches 14 pixels around a tile).
const GAP: f64 = 24.0;
/// Room kept around a continent label.
const LABEL_GAP: f64 = 6.0;
/// Empty border around the drawing.
const MARGIN: f64 = 24.0;
/// The narrowest canvas: room for the legend's two columns of long names (the drawing is
/// centred on it).
const MIN_WIDTH: f64 = 1400.0;
/// Continent labels: 23 pixels, drawn 30 high.
const LABEL_SIZE: f64 = 23.0;
const LABEL_HEIGHT: f64 = 30.0;

/// One box to keep apart from the others: centre and half sizes.
#[derive(Clone, Copy, Debug)]
struct Item {
    x: f64,
    y: f64,
    hw: f64,
    hh: f64,
}

/// A computed layout for `map`, with `tints` (pale colours known to stay apart from the army
/// colours) handed out to continents.
pub fn computed(map: &Map, tints: &[String]) -> Layout {
    let tile = (tile_width(map), TILE.1);
    let n = map.territory_count();
    let placed = positions_from_file(map);
    let wraps = placed.is_some();
    let anchors = match placed {
        Some(at) => scaled(&at, tile, n),
        None => blocks(map, tile),
    };
    let mut items: Vec<Item> = anchors
        .iter()
        .map(|&(x, y)| Item {
            x,
            y,
            hw: (tile.0 + GAP) / 2.0,
            hh: (tile.1 + GAP) / 2.0,
        })
        .collect();
    // Continent labels start just above their continent's highest tile.
    for c in map.continents() {
        let members: Vec<usize> = c.territories.iter().map(TerritoryId::index).collect();
        let x = members.iter().map(|&i| anchors[i].0).sum::<f64>() / members.len() as f64;
        let top = members
            .iter()
            .map(|&i| anchors[i].1)
            .fold(f64::INFINITY, f64::min);
        items.push(Item {
            x,
            y: top - tile.1 / 2.0 - LABEL_HEIGHT / 2.0,
            hw: (width(&label(&c.name, c.bonus), LABEL_SIZE) + LABEL_GAP) / 2.0,
            hh: (LABEL_HEIGHT + LABEL_GAP) / 2.0,
        });
    }
    // Rarely, pushing apart stalls in a crowd; spreading the board out and pushing again
    // always ends it (the boxes only get further apart).
    for _ in 0..8 {
        if separate(&mut items) {
            break;
        }
        for i in &mut items {
            (i.x, i.y) = (i.x * 1.25, i.y * 1.25);
        }
    }
    let left = items
        .iter()
        .map(|i| i.x - i.hw)
        .fold(f64::INFINITY, f64::min);
    let top = items
        .iter()
        .map(|i| i.y - i.hh)
        .fold(f64::INFINITY, f64::min);
    let right = items
        .iter()
        .map(|i| i.x + i.hw)
        .fold(f64::NEG_INFINITY, f64::max);
    let width = (right - left + 2.0 * MARGIN).max(MIN_WIDTH).ceil();
    let (dx, dy) = ((width - (right - left)) / 2.0 - left, MARGIN - top);
    let at = |i: &Item| ((i.x + dx).round() as u32, (i.y + dy).round() as u32);
    let bottom = items.iter().map(|i| i.y + dy + i.hh).fold(0.0, f64::max);
    let centres: Vec<(u32, u32)> = items[..n].iter().map(at).collect();
    let colours = tint_choice(map, tints.len());
    let continents = items[n..]
        .iter()
        .zip(colours)
        .map(|(i, colour)| {
            let (x, y) = at(i);
            // The label's baseline: the face's ascent above it, its descent below.
            (tints[colour].clone(), (x, y + 8))
        })
        .collect();
    Layout {
        width: width as u32,
        map_height: (bottom + MARGIN).ceil() as u32,
        tile: (tile.0 as u32, tile.1 as u32),
        centres,
        continents,
        wraps,
    }
}

/// A continent's label as drawn (`svg::continent_labels`): its name and bonus.
fn label(name: &str, bonus: u16) -> String {
    format!("{name} +{bonus}")
}

/// The tile width that fits every name of `map` at `MIN_NAME_SIZE` or larger, on one line or
/// two split at a space (as the tiles draw them), never narrower than the classic tile; even.
fn tile_width(map: &Map) -> f64 {
    let need = |name: &str| {
        let one = width(name, MIN_NAME_SIZE);
        let two = name
            .match_indices(' ')
            .map(|(i, _)| {
                width(&name[..i], MIN_NAME_SIZE).max(width(&name[i + 1..], MIN_NAME_SIZE))
            })
            .fold(one, f64::min);
        two + 12.0
    };
    let widest = map
        .territory_ids()
        .map(|t| need(map.name(t)))
        .fold(TILE.0, f64::max);
    (widest / 2.0).ceil() * 2.0
}

/// The file's positions, when it gives one for every territory and they are not all in a line.
fn positions_from_file(map: &Map) -> Option<Vec<(f64, f64)>> {
    let at: Vec<(f64, f64)> = map
        .territory_ids()
        .map(|t| map.territory(t).at.map(|(x, y)| (x as f64, y as f64)))
        .collect::<Option<_>>()?;
    let spread = |f: fn(&(f64, f64)) -> f64| {
        let (lo, hi) = at
            .iter()
            .map(f)
            .fold((f64::INFINITY, f64::NEG_INFINITY), |a, v| {
                (a.0.min(v), a.1.max(v))
            });
        hi - lo
    };
    let finite = at.iter().all(|p| p.0.is_finite() && p.1.is_finite());
    (finite && spread(|p| p.0) > 0.0 && spread(|p| p.1) > 0.0).then_some(at)
}

/// The file's positions evened out and scaled so that the board's bounding box holds about
/// three tiles' room per territory. Evened out: each coordinate is moved halfway to where its
/// rank would put it on an even spread, so crowded places (Europe on a world map) get room and
/// empty ones (oceans) give it, while the order left to right and top to bottom is kept.
fn scaled(at: &[(f64, f64)], tile: (f64, f64), n: usize) -> Vec<(f64, f64)> {
    let xs = evened(&at.iter().map(|p| p.0).collect::<Vec<_>>());
    let ys = evened(&at.iter().map(|p| p.1).collect::<Vec<_>>());
    let (x0, x1) = bounds(&xs);
    let (y0, y1) = bounds(&ys);
    let area = 3.0 * n as f64 * (tile.0 + GAP) * (tile.1 + GAP);
    let scale = (area / ((x1 - x0) * (y1 - y0))).sqrt();
    xs.iter()
        .zip(&ys)
        .map(|(&x, &y)| ((x - x0) * scale, (y - y0) * scale))
        .collect()
}

fn bounds(v: &[f64]) -> (f64, f64) {
    v.iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &x| {
            (lo.min(x), hi.max(x))
        })
}

/// Each value halfway to its rank's place on an even spread over the same range (equal
/// values share their average rank).
fn evened(v: &[f64]) -> Vec<f64> {
    let (lo, hi) = bounds(v);
    let mut order: Vec<usize> = (0..v.len()).collect();
    order.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut rank = vec![0.0; v.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && v[order[j + 1]] == v[order[i]] {
            j += 1;
        }
        for &k in &order[i..=j] {
            rank[k] = (i + j) as f64 / 2.0;
        }
        i = j + 1;
    }
    let last = (v.len().max(2) - 1) as f64;
    v.iter()
        .zip(rank)
        .map(|(&x, r)| (x + lo + r / last * (hi - lo)) / 2.0)
        .collect()
}

/// Positions for a board without any. Each continent is a block about twice as wide as high;
/// the blocks start in rows (continents in breadth-first order of their borders) and are then
/// drawn together along their borders and apart from each other (a force layout: borders
/// pull, blocks push) and pushed apart where they overlap. Inside a block, the territories with
/// neighbours elsewhere take the cells facing those neighbours, the others the cells left,
/// nearest the middle first.
fn blocks(map: &Map, tile: (f64, f64)) -> Vec<(f64, f64)> {
    let cell = (tile.0 + GAP, tile.1 + GAP + 8.0);
    let n = map.territory_count();
    let order = continent_order(map);
    let shapes: Vec<(usize, usize)> = map
        .continents()
        .iter()
        .map(|c| {
            let k = c.territories.len();
            let cols = ((k as f64 * 2.0).sqrt().ceil() as usize).clamp(1, k.max(1));
            (cols, k.div_ceil(cols))
        })
        .collect();
    let size = |c: usize| {
        let (cols, rows) = shapes[c];
        (cols as f64 * cell.0, LABEL_HEIGHT + rows as f64 * cell.1)
    };
    // Rows of blocks, as a start.
    let row_width = (n as f64).sqrt().ceil() * 1.3 * cell.0;
    let mut centre = vec![(0.0, 0.0); shapes.len()];
    let (mut x, mut y, mut row_height) = (0.0, 0.0, 0.0f64);
    for &c in &order {
        let (w, h) = size(c.0 as usize);
        if x > 0.0 && x + w > row_width {
            (x, y, row_height) = (0.0, y + row_height, 0.0);
        }
        centre[c.0 as usize] = (x + w / 2.0, y + h / 2.0);
        x += w + cell.0 / 2.0;
        row_height = row_height.max(h + cell.1 / 2.0);
    }
    let links = continent_links(map);
    pull_together(&mut centre, &links, cell.0 * 2.0);
    let mut items: Vec<Item> = centre
        .iter()
        .enumerate()
        .map(|(c, &(x, y))| {
            let (w, h) = size(c);
            Item {
                x,
                y,
                hw: (w + cell.0 / 2.0) / 2.0,
                hh: (h + cell.1 / 2.0) / 2.0,
            }
        })
        .collect();
    for _ in 0..8 {
        if separate(&mut items) {
            break;
        }
        for i in &mut items {
            (i.x, i.y) = (i.x * 1.25, i.y * 1.25);
        }
    }
    let centre: Vec<(f64, f64)> = items.iter().map(|i| (i.x, i.y)).collect();
    let mut out = vec![(0.0, 0.0); n];
    for (c, cont) in map.continents().iter().enumerate() {
        let (cols, rows) = shapes[c];
        let (w, h) = size(c);
        let (left, top) = (centre[c].0 - w / 2.0, centre[c].1 - h / 2.0 + LABEL_HEIGHT);
        let mut free: Vec<(f64, f64)> = (0..rows)
            .flat_map(|r| (0..cols).map(move |k| (k, r)))
            .map(|(k, r)| {
                (
                    left + (k as f64 + 0.5) * cell.0,
                    top + (r as f64 + 0.5) * cell.1,
                )
            })
            .collect();
        // Where each member would like to be: towards the continents it borders.
        let mut wants: Vec<(TerritoryId, (f64, f64), f64)> =
            bfs(map, cont.territories.iter().collect())
                .into_iter()
                .map(|t| {
                    let (mut dx, mut dy) = (0.0, 0.0);
                    for u in map.neighbours(t).iter() {
                        let d = map.territory(u).continent.0 as usize;
                        if d != c {
                            dx += centre[d].0 - centre[c].0;
                            dy += centre[d].1 - centre[c].1;
                        }
                    }
                    let len = dx.hypot(dy);
                    let target = if len > 0.0 {
                        (
                            centre[c].0 + dx / len * w / 2.0,
                            centre[c].1 + dy / len * h / 2.0,
                        )
                    } else {
                        centre[c]
                    };
                    (t, target, len)
                })
                .collect();
        // Members facing out choose first; the rest keep their breadth-first order.
        wants.sort_by_key(|w| std::cmp::Reverse(w.2 > 0.0));
        for (t, (tx, ty), _) in wants {
            let k = (0..free.len())
                .min_by(|&a, &b| {
                    let da = (free[a].0 - tx).hypot(free[a].1 - ty);
                    let db = (free[b].0 - tx).hypot(free[b].1 - ty);
                    da.total_cmp(&db)
                })
                .expect("a block has a cell per member");
            out[t.index()] = free.swap_remove(k);
        }
    }
    out
}

/// How many borders join each pair of continents: (c, d, count) with c < d.
fn continent_links(map: &Map) -> Vec<(usize, usize, f64)> {
    let mut links: Vec<(usize, usize, f64)> = Vec::new();
    for a in map.territory_ids() {
        for b in map.neighbours(a).iter().filter(|&b| b > a) {
            let (c, d) = (
                map.territory(a).continent.0 as usize,
                map.territory(b).continent.0 as usize,
            );
            if c == d {
                continue;
            }
            let key = (c.min(d), c.max(d));
            match links.iter_mut().find(|l| (l.0, l.1) == key) {
                Some(l) => l.2 += 1.0,
                None => links.push((key.0, key.1, 1.0)),
            }
        }
    }
    links
}

/// A force layout of the continents' centres (Fruchterman and Reingold): bordering continents
/// pull each other (more borders, more pull), all push each other apart, each step shorter
/// than the last; deterministic from the start given.
fn pull_together(centre: &mut [(f64, f64)], links: &[(usize, usize, f64)], k: f64) {
    let m = centre.len();
    let steps = 300;
    for step in 0..steps {
        let heat = k * (1.0 - step as f64 / steps as f64);
        let mut force = vec![(0.0, 0.0); m];
        for i in 0..m {
            for j in 0..m {
                if i == j {
                    continue;
                }
                let (dx, dy) = (centre[i].0 - centre[j].0, centre[i].1 - centre[j].1);
                let d = dx.hypot(dy).max(1.0);
                let push = k * k / d;
                force[i].0 += dx / d * push;
                force[i].1 += dy / d * push;
            }
        }
        for &(a, b, count) in links {
            let (dx, dy) = (centre[a].0 - centre[b].0, centre[a].1 - centre[b].1);
            let d = dx.hypot(dy).max(1.0);
            let pull = d * d / k * count.sqrt();
            force[a].0 -= dx / d * pull;
            force[a].1 -= dy / d * pull;
            force[b].0 += dx / d * pull;
            force[b].1 += dy / d * pull;
        }
        for (p, f) in centre.iter_mut().zip(force) {
            let len = f.0.hypot(f.1);
            if len > 0.0 {
                let step = len.min(heat);
                p.0 += f.0 / len * step;
                p.1 += f.1 / len * step;
            }
        }
    }
}

/// `members` in breadth-first order within themselves, from the first; parts not reached
/// follow, each from its first territory.
fn bfs(map: &Map, members: Vec<TerritoryId>) -> Vec<TerritoryId> {
    let mut seen = vec![false; map.territory_count()];
    let mut out = Vec::with_capacity(members.len());
    for &start in &members {
        if seen[start.index()] {
            continue;
        }
        seen[start.index()] = true;
        let mut queue = VecDeque::from([start]);
        while let Some(t) = queue.pop_front() {
            out.push(t);
            for u in map.neighbours(t).iter() {
                if !seen[u.index()] && members.contains(&u) {
                    seen[u.index()] = true;
                    queue.push_back(u);
                }
            }
        }
    }
    out
}

/// Continents in breadth-first order over the borders between them, from the first.
fn continent_order(map: &Map) -> Vec<ContinentId> {
    let count = map.continents().len();
    let mut seen = vec![false; count];
    let mut out = Vec::with_capacity(count);
    for start in map.continent_ids() {
        if seen[start.0 as usize] {
            continue;
        }
        seen[start.0 as usize] = true;
        let mut queue = VecDeque::from([start]);
        while let Some(c) = queue.pop_front() {
            out.push(c);
            for d in bordering(map, c) {
                if !seen[d.0 as usize] {
                    seen[d.0 as usize] = true;
                    queue.push_back(d);
                }
            }
        }
    }
    out
}

/// The continents with a territory next to one of `c`'s, in id order.
fn bordering(map: &Map, c: ContinentId) -> Vec<ContinentId> {
    let mut out: Vec<ContinentId> = map
        .continent(c)
        .territories
        .iter()
        .flat_map(|t| map.neighbours(t).iter())
        .map(|u| map.territory(u).continent)
        .filter(|&d| d != c)
        .collect();
    out.sort_by_key(|d| d.0);
    out.dedup();
    out
}

/// Pushes overlapping boxes apart, each pair along the axis where they overlap least, until
/// none overlaps (true) or a bound on the rounds is reached (false).
fn separate(items: &mut [Item]) -> bool {
    for _ in 0..2000 {
        let mut moved = false;
        for i in 0..items.len() {
            for j in i + 1..items.len() {
                let (a, b) = (items[i], items[j]);
                let (dx, dy) = (b.x - a.x, b.y - a.y);
                let ox = a.hw + b.hw - dx.abs();
                let oy = a.hh + b.hh - dy.abs();
                if ox <= 0.0 || oy <= 0.0 {
                    continue;
                }
                moved = true;
                // Ties go by order, so that the result never depends on anything else.
                let sign = |d: f64| if d < 0.0 { -1.0 } else { 1.0 };
                if ox / (a.hw + b.hw) < oy / (a.hh + b.hh) {
                    let push = (ox / 2.0 + 0.5) * sign(dx);
                    items[i].x -= push;
                    items[j].x += push;
                } else {
                    let push = (oy / 2.0 + 0.5) * sign(dy);
                    items[i].y -= push;
                    items[j].y += push;
                }
            }
        }
        if !moved {
            return true;
        }
    }
    false
}

/// A tint index per continent: the first one no bordering continent has yet; when all are
/// taken, the one least used among the neighbours.
fn tint_choice(map: &Map, tints: usize) -> Vec<usize> {
    let mut chosen: Vec<usize> = Vec::with_capacity(map.continents().len());
    for c in map.continent_ids() {
        let mut used = vec![0usize; tints];
        for d in bordering(map, c) {
            if let Some(&k) = chosen.get(d.0 as usize) {
                used[k] += 1;
            }
        }
        let k = (0..tints)
            .min_by_key(|&k| (used[k], (k + tints - c.0 as usize % tints) % tints))
            .unwrap_or(0);
        chosen.push(k);
    }
    chosen
}
