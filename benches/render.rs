//! Board picture benchmark (`cargo bench -p risk --bench render`), issue 6's targets: the full
//! board (1600 wide; 1092 high with 4 players) in a median under 30 ms, the PNG under 400 KB;
//! and the largest shipped board (its layout computed once, then kept).

use divan::{black_box, Bencher};
use rand::SeedableRng;
use risk::ai::AiLevel;
use risk::engine::{Event, Lobby, Rules};
use risk::render::{render_png, render_svg, BoardView, Layout};

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
    divan::main();
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

#[divan::bench(sample_count = 20)]
fn largest_board_png(bencher: Bencher) {
    let v = large_view();
    bencher.bench(|| render_png(black_box(&v)).unwrap().len());
}
