//! Board picture benchmark (`cargo bench -p risk --bench render`), issue 6's targets: the full
//! board (1600 wide; 1092 high with 4 players) in a median under 30 ms, the PNG under 400 KB;
//! and the largest shipped board (its layout computed once, then kept). Issue 40: the densest
//! board a map file may describe (`MAX_BORDER_PAIRS` borders among 255 territories,
//! `densest_board_png`); with `RISK_BENCH_BORDERS=1`, first a table of what a picture of 255
//! territories costs as the borders grow, up to every pair (about a minute).

use divan::{black_box, Bencher};
use rand::SeedableRng;
use risk::ai::AiLevel;
use risk::engine::{Event, Lobby, Rules};
use risk::render::{render_png, render_svg, svg_to_png, BoardView, Layout};

fn main() {
    let png = render_png(&view()).expect("renders");
    println!("PNG size of the benchmarked board: {} KB", png.len() / 1024);
    let large = large_view();
    let started = std::time::Instant::now();
    let l = Layout::of(&large.map);
    let placed = started.elapsed();
    let png = render_png(&large).expect("renders");
    println!(
        "largest shipped board: {} ({} territories), layout computed in {placed:?} (once per board), {}x{} map area, PNG {} KB",
        large.map.name,
        large.map.territory_count(),
        l.width,
        l.map_height,
        png.len() / 1024
    );
    if std::env::var_os("RISK_BENCH_BORDERS").is_some() {
        borders_table();
    }
    divan::main();
}

/// What a picture of 255 territories on a grid costs as the borders grow, up to every pair. A
/// file may not have more than `MAX_BORDER_PAIRS`, so the board is the densest accepted one
/// and its border lines are replaced by the `borders` closest pairs of its tiles (nearest
/// first, as `sim::dense_toml` joins them), drawn as the picture draws a border: the median of
/// three pictures of that SVG.
fn borders_table() {
    let v = densest_view();
    let l = Layout::of(&v.map);
    let svg = render_svg(&v, &l);
    let border = |a: (u32, u32), b: (u32, u32)| {
        format!(
            r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#44546a" stroke-width="2.5"/>"##,
            a.0, a.1, b.0, b.1
        )
    };
    // The SVG without its border lines, and where they were.
    let first = svg.find(r##"<line "##).expect("borders are drawn");
    let mut bare = svg.clone();
    while let Some(at) = bare.find(r##"stroke="#44546a" stroke-width="2.5""##) {
        let start = bare[..at].rfind("<line ").unwrap();
        let end = at + bare[at..].find("/>").unwrap() + 2;
        bare.replace_range(start..end, "");
    }
    let c = &l.centres;
    let mut pairs: Vec<(usize, usize)> = (0..c.len())
        .flat_map(|a| (a + 1..c.len()).map(move |b| (a, b)))
        .collect();
    let dist = |&(a, b): &(usize, usize)| {
        let (dx, dy) = (c[a].0 as f64 - c[b].0 as f64, c[a].1 as f64 - c[b].1 as f64);
        dx * dx + dy * dy
    };
    pairs.sort_by(|x, y| dist(x).total_cmp(&dist(y)).then(x.cmp(y)));
    println!(
        "255 territories on a {}x{} canvas: borders drawn, picture (median of 3)",
        l.width, l.map_height
    );
    for borders in [0, 765, 1_000, 2_000, 4_000, 8_000, 16_000, pairs.len()] {
        let lines: String = pairs[..borders]
            .iter()
            .map(|&(a, b)| border(c[a], c[b]))
            .collect();
        let mut text = bare.clone();
        text.insert_str(first, &lines);
        let mut times: Vec<std::time::Duration> = (0..3)
            .map(|_| {
                let t = std::time::Instant::now();
                black_box(svg_to_png(&text).unwrap());
                t.elapsed()
            })
            .collect();
        times.sort();
        println!(
            "{borders:>6} borders: {:.0} ms",
            times[1].as_secs_f64() * 1e3
        );
    }
}

/// A mid-game board: a 4-player basic-AI game after 15 turns, last attack marked.
fn view() -> BoardView {
    view_on(risk::engine::Map::classic())
}

/// The same game on the largest shipped board.
fn large_view() -> BoardView {
    let largest = risk::maps::shipped()
        .into_iter()
        .max_by_key(|m| m.territory_count())
        .expect("boards are shipped");
    view_on(largest)
}

/// The densest board a map file may describe: 255 territories, `MAX_BORDER_PAIRS` borders.
fn densest_view() -> BoardView {
    let text = risk::sim::dense_toml("Densest", 255, risk::engine::map::MAX_BORDER_PAIRS);
    view_on(std::sync::Arc::new(
        risk::engine::Map::from_toml(&text).expect("the densest board is accepted"),
    ))
}

fn view_on(map: std::sync::Arc<risk::engine::Map>) -> BoardView {
    let mut lobby = Lobby::new(Rules::classic(), 4, 3);
    lobby.map = map;
    let (mut game, _) = lobby.start().unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut last = None;
    while game.turn() <= 15 && game.winner().is_none() {
        let me = game.current();
        let a = AiLevel::Basic.act(&game, me, &mut rng);
        for e in game.apply(me, a).unwrap() {
            if let Event::Battle { from, to, .. } = e {
                last = Some((from, to));
            }
        }
    }
    let names: Vec<String> = ["alice", "bob", "carol", "dave"].map(String::from).to_vec();
    BoardView::new(&game, &names, last)
}

#[divan::bench(sample_count = 60)]
fn board_png(bencher: Bencher) {
    let v = view();
    bencher.bench(|| render_png(black_box(&v)).unwrap().len());
}

#[divan::bench]
fn board_svg_text(bencher: Bencher) {
    let v = view();
    bencher.bench(|| render_svg(black_box(&v), Layout::classic()).len());
}

#[divan::bench(sample_count = 10)]
fn densest_board_png(bencher: Bencher) {
    let v = densest_view();
    bencher.bench(|| render_png(black_box(&v)).unwrap().len());
}

#[divan::bench(sample_count = 20)]
fn largest_board_png(bencher: Bencher) {
    let v = large_view();
    bencher.bench(|| render_png(black_box(&v)).unwrap().len());
}
