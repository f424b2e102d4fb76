//! Dense boards for the tests and benchmarks of the border limit: `n` territories on a grid,
//! joined nearest pair first until `borders` pairs border each other. About `3n` borders is
//! the most a flat map of touching regions has (a planar graph has at most `3n - 6` edges);
//! every pair (`n(n-1)/2`) is the complete graph a hostile file can list.

use std::fmt::Write as _;

/// Territories per grid row.
const COLUMNS: usize = 16;
/// Territories per continent (the last may have fewer).
const PER_CONTINENT: usize = 10;

/// The map file (this bot's TOML) of a board named `name`: `n` territories `T0`.. placed on a
/// grid (`at`), ten to a continent, and the `borders` closest pairs bordering (at most every
/// pair; ties broken by file order, so the same arguments give the same file). The grid's
/// nearest pairs come first, so from `2n` borders on the board is connected.
pub fn dense_toml(name: &str, n: usize, borders: usize) -> String {
    let at = |i: usize| ((i % COLUMNS) as f64, (i / COLUMNS) as f64);
    let mut pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect();
    let dist = |&(a, b): &(usize, usize)| {
        let ((ax, ay), (bx, by)) = (at(a), at(b));
        (ax - bx).powi(2) + (ay - by).powi(2)
    };
    pairs.sort_by(|x, y| dist(x).total_cmp(&dist(y)).then(x.cmp(y)));
    pairs.truncate(borders);
    let designs = ["infantry", "cavalry", "artillery"];
    let mut s = format!("name = \"{name}\"\nwild_cards = 2\n");
    for c in 0..n.div_ceil(PER_CONTINENT) {
        let _ = write!(s, "\n[[continents]]\nname = \"C{c}\"\nbonus = 2\n");
    }
    for i in 0..n {
        let (x, y) = at(i);
        let _ = write!(
            s,
            "\n[[territories]]\nname = \"T{i}\"\ncontinent = \"C{}\"\ndesign = \"{}\"\nat = [{}, {}]\n",
            i / PER_CONTINENT,
            designs[i % 3],
            x * 100.0,
            y * 100.0
        );
    }
    for (a, b) in pairs {
        let _ = write!(s, "\n[[adjacencies]]\na = \"T{a}\"\nb = \"T{b}\"\n");
    }
    s
}

/// Every pair of `n` territories bordering: `n(n-1)/2` borders.
pub fn complete_toml(name: &str, n: usize) -> String {
    dense_toml(name, n, n * (n - 1) / 2)
}
