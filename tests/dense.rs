//! Boards as dense as a map file can make them (issue 40): more bordering pairs than the
//! picture, the AI and the layout can afford (`MAX_BORDER_PAIRS`) are refused in words, with
//! the count and the limit, wherever a file comes in (`map check` and `map import` read it with
//! `read_map`, `/risk-admin map add` with `stored::import`), each pair counted once however the
//! file lists it; the densest board accepted is drawn and played. How long its picture takes
//! is measured by `cargo bench -p risk --bench render` (`densest_board_png`), not here.

use std::fmt::Write as _;
use std::sync::Arc;

use rand::SeedableRng;
use risk::ai::AiLevel;
use risk::engine::map::MAX_BORDER_PAIRS;
use risk::engine::{Lobby, Map, Rules};
use risk::maps::{read_map, stored};
use risk::render::{render_png, render_svg, BoardView, Layout};
use risk::sim::{complete_toml, dense_toml};

/// A Domination file of `n` territories where each pair in `pairs` borders, listed from the
/// lower number only (`both`: from both ends).
fn domination(n: usize, pairs: &[(usize, usize)], both: bool) -> String {
    let mut s = String::from("name Dense\n\n[continents]\n");
    let continents = n.div_ceil(10);
    for c in 0..continents {
        let _ = writeln!(s, "C{c} 2 red");
    }
    s.push_str("\n[countries]\n");
    for i in 0..n {
        let _ = writeln!(
            s,
            "{} T{i} {} {} {}",
            i + 1,
            i / 10 + 1,
            i % 16 * 10,
            i / 16 * 10
        );
    }
    s.push_str("\n[borders]\n");
    let mut lists = vec![Vec::new(); n];
    for &(a, b) in pairs {
        lists[a].push(b);
        if both {
            lists[b].push(a);
        }
    }
    for (a, list) in lists.iter().enumerate() {
        let _ = write!(s, "{}", a + 1);
        for b in list {
            let _ = write!(s, " {}", b + 1);
        }
        s.push('\n');
    }
    s
}

fn every_pair(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect()
}

/// The refusal's line about borders.
fn border_problem(problems: &risk::maps::Problems) -> String {
    problems
        .0
        .iter()
        .map(ToString::to_string)
        .find(|p| p.contains("borders"))
        .unwrap_or_else(|| panic!("no problem about borders in:\n{problems}"))
}

#[test]
fn the_complete_graph_of_255_territories_is_refused_with_the_count_and_the_limit() {
    // The hostile upload of issue 40: every pair, each listed once, under the upload limit.
    let text = domination(255, &every_pair(255), false);
    assert!(
        (text.len() as u64) < stored::MAX_FILE_BYTES,
        "{} bytes",
        text.len()
    );
    // Counts as English writes them, grouped by thousands (issue 44).
    let grouped = |n: usize| risk::i18n::numbers::number(risk::i18n::Decimal::fixed(n as f64, 0));
    let limit = grouped(MAX_BORDER_PAIRS);
    for refused in [
        read_map("everything.map", text.as_bytes()).map(|_| ()),
        stored::import("everything.map", text.as_bytes()).map(|_| ()),
    ] {
        let problems = refused.expect_err("the complete graph is refused");
        let line = border_problem(&problems);
        assert!(
            line.contains("32,385") && line.contains(&limit),
            "the count and the limit are not both in: {line}"
        );
    }
    // The same board in this bot's own format (over 1 MiB as a file, so read as text here).
    let refused = Map::from_toml(&complete_toml("Everything", 255))
        .expect_err("refused")
        .to_string();
    assert!(
        refused.contains("32,385 borders") && refused.contains(&limit),
        "{refused}"
    );
}

#[test]
fn the_limit_counts_each_pair_once_however_the_file_lists_it() {
    let pairs: Vec<(usize, usize)> = {
        let m = Map::from_toml(&dense_toml("D", 255, MAX_BORDER_PAIRS)).expect("accepted");
        m.territory_ids()
            .flat_map(|a| {
                m.neighbours(a)
                    .iter()
                    .filter(move |&b| b > a)
                    .map(move |b| (a.index(), b.index()))
            })
            .collect()
    };
    assert_eq!(pairs.len(), MAX_BORDER_PAIRS);
    // Listed from both ends: twice as many lines, the same pairs: accepted.
    let both = domination(255, &pairs, true);
    let read = read_map("both.map", both.as_bytes()).expect("the densest board is accepted");
    assert_eq!(
        read.map
            .territory_ids()
            .map(|t| read.map.neighbours(t).len())
            .sum::<usize>(),
        2 * MAX_BORDER_PAIRS
    );
    // One more pair, from one end: refused, counted once.
    let mut over = pairs.clone();
    let extra = every_pair(255)
        .into_iter()
        .find(|p| !pairs.contains(p))
        .unwrap();
    over.push(extra);
    let problems = read_map("over.map", domination(255, &over, true).as_bytes())
        .expect_err("one pair over the limit is refused");
    let line = border_problem(&problems);
    assert!(
        line.contains(&risk::i18n::numbers::number(risk::i18n::Decimal::fixed(
            (MAX_BORDER_PAIRS + 1) as f64,
            0
        ))),
        "the count is not in: {line}"
    );
    // The shipped boards are far below it.
    for m in risk::maps::shipped() {
        let pairs: usize = m
            .territory_ids()
            .map(|t| m.neighbours(t).len())
            .sum::<usize>()
            / 2;
        assert!(pairs * 2 < MAX_BORDER_PAIRS, "{}: {pairs}", m.name);
    }
}

#[test]
fn the_densest_accepted_board_is_drawn_and_played() {
    let map = Arc::new(Map::from_toml(&dense_toml("Densest", 255, MAX_BORDER_PAIRS)).unwrap());
    let mut lobby = Lobby::new(Rules::classic(), 4, 3);
    lobby.map = map.clone();
    let (mut game, _) = lobby.start().unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    while game.turn() <= 8 && game.winner().is_none() {
        let me = game.current();
        let action = AiLevel::Basic.act(&game, me, &mut rng);
        game.apply(me, action).expect("the AI's move is legal");
    }
    let names: Vec<String> = ["ann", "bo", "cy", "di"].map(String::from).to_vec();
    let view = BoardView::new(&game, &names, None);
    // Every border is one line of the picture.
    let svg = render_svg(&view, &Layout::of(&map));
    assert_eq!(svg.matches("<line ").count(), MAX_BORDER_PAIRS);
    let png = render_png(&view).expect("drawn");
    assert!(png.starts_with(b"\x89PNG"));
}
