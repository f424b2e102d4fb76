//! The picture of any board: for every shipped board and generated ones (with and without
//! positions in the file), tiles inside the canvas and never overlapping, every name drawn
//! whole inside its tile at a readable size, continent labels clear of the tiles, and the PNG
//! drawn at the layout's size.

mod support;

use std::sync::Arc;

use rand::SeedableRng;
use resvg::usvg;
use risk::ai::AiLevel;
use risk::engine::{Lobby, Map, Rules};
use risk::maps::shipped;
use risk::render::legend::{canvas_height, Rect};
use risk::render::{render_png, render_svg, BoardView, Layout};

/// A 4-player basic-AI game on `map` after a few turns.
fn game_view(map: Arc<Map>) -> BoardView {
    let mut lobby = Lobby::new(Rules::classic(), 4, 7);
    lobby.map = map;
    let (mut game, _) = lobby.start().unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    while game.turn() <= 4 && game.winner().is_none() {
        let me = game.current();
        let a = AiLevel::Basic.act(&game, me, &mut rng);
        game.apply(me, a).unwrap();
    }
    BoardView::new(&game, &[], None)
}

/// A board of `n` territories in `continents` groups: a ring of bands with chords and an
/// island joined by sea, names up to 40 characters; positions when `placed` (crowded on
/// purpose: many share a spot).
fn generated(n: usize, continents: usize, placed: bool) -> Map {
    let mut s = format!("name = \"gen{n}\"\nwild_cards = 2\nadjacencies = [\n");
    for i in 1..n {
        let j = if i % 5 == 0 { i / 2 } else { i - 1 };
        let sea = if i == n - 1 { ", sea = true" } else { "" };
        s += &format!("  {{ a = \"{}\", b = \"{}\"{sea} }},\n", name(i), name(j));
    }
    s += "]\n";
    for c in 0..continents {
        s += &format!("[[continents]]\nname = \"Region {c}\"\nbonus = {}\n", c + 1);
    }
    for i in 0..n {
        let c = i * continents / n;
        s += &format!(
            "[[territories]]\nname = \"{}\"\ncontinent = \"Region {c}\"\ndesign = \"infantry\"\n",
            name(i)
        );
        if placed {
            s += &format!("at = [{}, {}]\n", (i % 13) / 2, (i / 13) % 4);
        }
    }
    Map::from_toml(&s).unwrap()
}

fn name(i: usize) -> String {
    match i % 4 {
        0 => format!("T{i}"),
        1 => format!("Territory Number {i} Of The Generated"),
        2 => format!("Longwordwithoutanyspaces{i}"),
        _ => format!("Saint Somewhere-on-the-Water {i}"),
    }
}

/// Checks `l` for `map` and draws a game on it.
fn check_picture(map: Arc<Map>) {
    let l = Layout::of(&map);
    let tiles: Vec<Rect> = map
        .territory_ids()
        .map(|t| {
            let (x0, y0, x1, y1) = l.tile_box(t);
            assert!(
                x1 <= l.width && y1 <= l.map_height,
                "{}: {} outside",
                map.name,
                map.name(t)
            );
            Rect {
                x: x0 as f64,
                y: y0 as f64,
                w: (x1 - x0) as f64,
                h: (y1 - y0) as f64,
            }
        })
        .collect();
    for (i, a) in tiles.iter().enumerate() {
        for (j, b) in tiles.iter().enumerate().skip(i + 1) {
            assert!(
                !a.overlaps(b),
                "{}: {} overlaps {}",
                map.name,
                map.name(risk::engine::TerritoryId(i as u8)),
                map.name(risk::engine::TerritoryId(j as u8))
            );
        }
    }
    let v = game_view(map.clone());
    let svg = render_svg(&v, &l);
    let mut opt = usvg::Options::default();
    opt.fontdb_mut()
        .load_font_data(include_bytes!("../data/fonts/DejaVuSansCondensed-Bold.ttf").to_vec());
    opt.font_family = "DejaVu Sans".into();
    let tree = usvg::Tree::from_str(&svg, &opt).unwrap();
    let mut texts = Vec::new();
    support::collect_texts(tree.root(), &mut texts);
    let boxes: Vec<(String, Rect)> = texts
        .into_iter()
        .map(|(t, r)| {
            let r = Rect {
                x: r.x() as f64,
                y: r.y() as f64,
                w: r.width() as f64,
                h: r.height() as f64,
            };
            (t, r)
        })
        .collect();
    for t in map.territory_ids() {
        let tile = tiles[t.index()];
        // The pieces of the name drawn in the tile, top to bottom, make the whole name.
        let mut inside: Vec<&(String, Rect)> = boxes
            .iter()
            .filter(|(s, r)| {
                // (Not the seat letter in the corner.)
                let letter = s.chars().count() == 1 && map.name(t) != s;
                tile.overlaps(r) && !letter && map.name(t).contains(s.as_str())
            })
            .collect();
        inside.sort_by(|a, b| a.1.y.total_cmp(&b.1.y));
        let joined: Vec<&str> = inside.iter().map(|(s, _)| s.as_str()).collect();
        assert_eq!(
            joined.join(" "),
            map.name(t),
            "{}: the name is drawn whole",
            map.name
        );
        for (s, r) in inside {
            assert!(
                tile.contains(r),
                "{}: {s:?} at {r:?} leaves its tile {tile:?}",
                map.name
            );
            // Drawn 12 pixels or larger: a capital letter is 0.73 em high.
            assert!(r.h >= 12.0 * 0.7, "{}: {s:?} is {} high", map.name, r.h);
        }
    }
    for c in map.continents() {
        let text = format!("{} +{}", c.name, c.bonus);
        let (_, r) = boxes
            .iter()
            .find(|(s, _)| *s == text)
            .unwrap_or_else(|| panic!("{}: {text} is drawn", map.name));
        assert!(r.x >= 0.0 && r.right() <= l.width as f64 && r.bottom() <= l.map_height as f64);
        for (i, tile) in tiles.iter().enumerate() {
            assert!(!tile.overlaps(r), "{}: {text} covers tile {i}", map.name);
        }
    }
    let png = render_png(&v).unwrap();
    let head = png::Decoder::new(std::io::Cursor::new(&png))
        .read_info()
        .unwrap();
    let info = head.info();
    assert_eq!(
        (info.width, info.height),
        (l.width, canvas_height(l.map_height, 4)),
        "{}",
        map.name
    );
}

#[test]
fn every_shipped_board_is_drawn_without_overlaps_and_with_every_name_inside_its_tile() {
    for m in shipped() {
        check_picture(m);
    }
}

#[test]
fn generated_boards_with_crowded_positions_or_none_are_drawn_cleanly() {
    for (n, c) in [(6, 2), (30, 5), (64, 9), (255, 24)] {
        check_picture(Arc::new(generated(n, c, true)));
        check_picture(Arc::new(generated(n, c, false)));
    }
    // The engine's own generator at the largest size.
    check_picture(Arc::new(risk::sim::generate_board(3, 255)));
}

#[test]
fn the_classic_keeps_its_hand_placed_layout_and_layouts_are_kept_per_board() {
    let classic = Layout::of(&Map::classic());
    assert_eq!(classic.centres, Layout::classic().centres);
    assert_eq!(classic.width, 1600);
    let us = risk::maps::shipped_named("us-states").unwrap();
    assert!(Arc::ptr_eq(&Layout::of(&us), &Layout::of(&us)));
    // The same board read again from its text is the same picture.
    let again = generated(30, 5, true);
    assert_eq!(
        Layout::of(&again).centres,
        Layout::of(&generated(30, 5, true)).centres
    );
    // A board laid out by continents keeps each continent's tiles apart from the others'.
    let m = generated(64, 9, false);
    let l = Layout::of(&m);
    // Only a board placed like a map has borders going round the world, and only those that
    // span most of it.
    assert!(!l.wraps && Layout::of(&us).wraps && Layout::classic().wraps);
    let classic = Map::classic();
    let (ak, ka) = (
        classic.find("Alaska").unwrap(),
        classic.find("Kamchatka").unwrap(),
    );
    assert!(Layout::classic().wraps_around(ak, ka));
    let europe = risk::maps::shipped_named("europe").unwrap();
    let (no, ru) = (
        europe.find("Norway").unwrap(),
        europe.find("Russia").unwrap(),
    );
    assert!(
        !Layout::of(&europe).wraps_around(no, ru),
        "Norway to Russia goes across"
    );
    let wrapped = |m: &Map| {
        let l = Layout::of(m);
        m.territory_ids()
            .flat_map(|a| m.neighbours(a).iter().map(move |b| (a, b)))
            .filter(|&(a, b)| a < b && l.wraps_around(a, b))
            .count()
    };
    assert_eq!(wrapped(&classic), 1);
    let world = risk::maps::shipped_named("world").unwrap();
    assert_eq!(wrapped(&world), 1, "the Bering Strait");
    for name in ["germany", "europe", "us-states"] {
        assert_eq!(
            wrapped(&risk::maps::shipped_named(name).unwrap()),
            0,
            "{name}"
        );
    }
    let hull = |c: &risk::engine::Set| {
        let boxes: Vec<_> = c.iter().map(|t| l.tile_box(t)).collect();
        (
            boxes.iter().map(|b| b.0).min().unwrap(),
            boxes.iter().map(|b| b.1).min().unwrap(),
            boxes.iter().map(|b| b.2).max().unwrap(),
            boxes.iter().map(|b| b.3).max().unwrap(),
        )
    };
    for (i, a) in m.continents().iter().enumerate() {
        let ha = hull(&a.territories);
        for t in m
            .territory_ids()
            .filter(|&t| m.territory(t).continent.0 as usize != i)
        {
            let (x0, y0, x1, y1) = l.tile_box(t);
            let inside = x0 >= ha.0 && x1 <= ha.2 && y0 >= ha.1 && y1 <= ha.3;
            assert!(!inside, "{} sits among {}", m.name(t), a.name);
        }
    }
    // Neighbouring continents get different tints where the palette allows.
    let us_l = Layout::of(&us);
    let tint = |name: &str| {
        us_l.continents[us.continent_named(name).unwrap().0 as usize]
            .0
            .clone()
    };
    assert_ne!(tint("Mountain"), tint("Pacific"));
    assert_ne!(tint("New England"), tint("Middle Atlantic"));
}

#[test]
fn a_board_without_positions_keeps_its_borders_short() {
    // The US states read from their file without positions: laid out by continents alone,
    // a border is on average under 2.3 tiles long (2.0 measured; their geography gives 1.8,
    // continent blocks in rows without pulling bordering ones together 2.6).
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/maps/us-states.toml"
    ))
    .unwrap();
    let unplaced: String = text
        .lines()
        .filter(|l| !l.starts_with("at = "))
        .map(|l| format!("{l}\n"))
        .collect();
    for (name, text) in [("placed", text), ("unplaced", unplaced)] {
        let m = Map::from_toml(&text).unwrap();
        let l = Layout::of(&m);
        let (mut total, mut count) = (0.0, 0.0);
        for a in m.territory_ids() {
            for b in m.neighbours(a).iter().filter(|&b| b > a) {
                let ((ax, ay), (bx, by)) = (l.centre(a), l.centre(b));
                total += (ax as f64 - bx as f64).hypot(ay as f64 - by as f64);
                count += 1.0;
            }
        }
        let mean = total / count / l.tile.0 as f64;
        println!("{name}: mean border {mean:.2} tiles");
        assert!(mean < 2.3, "{name}: mean border {mean:.2} tiles");
    }
}
