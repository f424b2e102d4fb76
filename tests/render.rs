//! The board picture: a fixed position's SVG as a snapshot, pixels where the owners' colours
//! must be, size limits, no secret information in the drawing, a legend whose entries never
//! overlap, a palette that stays apart under colour-vision deficiencies, and the alt text.

mod support;

use resvg::usvg;
use risk::engine::{Map, PlayerId, Position, Start};
use risk::render::colour::{distance, Vision};
use risk::render::legend::{canvas_height, legend, Rect};
use risk::render::{render_png, render_svg, BoardView, Layout, NEUTRAL, PALETTE};

fn view() -> BoardView {
    let map = Map::classic();
    let (brazil, na) = (
        map.find("Brazil").unwrap(),
        map.find("North Africa").unwrap(),
    );
    let mut pos = Position::classic(3, PlayerId(1), Start::Attack, 9, |name| match name {
        "Brazil" => (PlayerId(0), 12),
        "North Africa" => (PlayerId(1), 3),
        other if other.starts_with('S') => (PlayerId(1), 2),
        _ => (PlayerId(2), 1),
    });
    // Cards in hands: the picture may show how many, never which.
    pos.hands = vec![(
        PlayerId(0),
        vec![risk::engine::CardId(0), risk::engine::CardId(42)],
    )];
    let game = pos.build().unwrap();
    let names = ["alice <&>", "bob", "carol"].map(String::from);
    BoardView::new(&game, &names, Some((brazil, na)))
}

#[test]
fn the_svg_of_a_fixed_position_is_stable() {
    insta::assert_snapshot!("fixed_position_svg", render_svg(&view(), Layout::classic()));
}

#[test]
fn tiles_show_their_owners_colour_and_the_png_fits_the_limits() {
    let png = render_png(&view()).unwrap();
    assert!(png.len() < 400 * 1024, "{} bytes", png.len());
    let decoder = png::Decoder::new(std::io::Cursor::new(&png));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!((info.width, info.height), (1600, canvas_height(820, 3)));
    let px = |x: u32, y: u32| {
        let i = ((y * info.width + x) * 3) as usize;
        format!("#{:02X}{:02X}{:02X}", buf[i], buf[i + 1], buf[i + 2])
    };
    let map = Map::classic();
    let l = Layout::classic();
    for (name, seat) in [
        ("Brazil", 0),
        ("North Africa", 1),
        ("Siam", 1),
        ("Alaska", 2),
    ] {
        let (x0, y0, _, y1) = l.tile_box(map.find(name).unwrap());
        // Inside the tile's border, left of the text: the owner's fill.
        assert_eq!(px(x0 + 6, (y0 + y1) / 2), PALETTE[seat].1, "{name}");
    }
}

#[test]
fn the_picture_shows_counts_not_secrets() {
    let svg = render_svg(&view(), Layout::classic());
    for secret in ["Infantry", "Cavalry", "Artillery", "Wild", "mission"] {
        assert!(!svg.contains(secret), "{secret}");
    }
    assert!(svg.contains("alice &lt;&amp;&gt;<"));
    assert!(svg.contains(">1 territory · 12 armies · 2 cards<"));
    assert!(!svg.contains("alice <&>"), "names are escaped");
}

#[test]
fn revealed_headquarters_are_marked() {
    let mut v = view();
    assert!(!render_svg(&v, Layout::classic()).contains('★'));
    v.headquarters = vec![Map::classic().find("Brazil").unwrap()];
    assert_eq!(render_svg(&v, Layout::classic()).matches('★').count(), 1);
}

#[test]
fn cities_capitals_and_airfields_are_marked() {
    // 000: cities, capitals and Airfields are public pieces on the board.
    let mut v = view();
    let svg = render_svg(&v, Layout::classic());
    assert!(!svg.contains('⌂') && !svg.contains('✈'));
    let map = Map::classic();
    v.cities = ["Egypt", "Japan"].map(|n| map.find(n).unwrap()).to_vec();
    v.airfields = vec![map.find("Peru").unwrap()];
    let svg = render_svg(&v, Layout::classic());
    assert_eq!(svg.matches('⌂').count(), 2);
    assert_eq!(svg.matches('✈').count(), 1);
    // A game of the edition puts its capitals and cities into the view.
    let (mut g, _) = risk::engine::Lobby::new(risk::engine::Rules::world_conquest(), 3, 4)
        .start()
        .unwrap();
    let first = map.find("Alaska").unwrap();
    g.apply(
        risk::engine::PlayerId(0),
        risk::engine::Action::Claim { territory: first },
    )
    .unwrap();
    let v = risk::render::BoardView::new(&g, &[], None);
    assert_eq!(
        v.headquarters,
        vec![first],
        "a capital is drawn like a Headquarters"
    );
    assert_eq!(v.cities.len(), 15);
}

/// The six army colours, neutral grey, and the continent tints of the layout.
fn colours() -> (Vec<(&'static str, &'static str)>, Vec<String>) {
    let mut players: Vec<(&str, &str)> = PALETTE.to_vec();
    players.push(("neutral", NEUTRAL));
    let tints = Layout::classic()
        .continents
        .iter()
        .map(|c| c.0.clone())
        .collect();
    (players, tints)
}

/// The smallest CIEDE2000 difference between two player colours, and between a player colour
/// and a continent tint, under `v`.
fn closest(v: Vision) -> (f64, f64) {
    let (players, tints) = colours();
    let d = |a: &str, b: &str| distance(a, b, v).expect("#rrggbb");
    let mut pair = f64::INFINITY;
    for (i, a) in players.iter().enumerate() {
        for b in &players[i + 1..] {
            pair = pair.min(d(a.1, b.1));
        }
    }
    let tint = players
        .iter()
        .flat_map(|p| tints.iter().map(move |t| (p.1, t)))
        .map(|(p, t)| d(p, t))
        .fold(f64::INFINITY, f64::min);
    (pair, tint)
}

#[test]
fn player_colours_stay_apart_from_each_other_and_the_tints_for_every_vision() {
    // CIEDE2000 >= 20 between any two of the six army colours and the neutral grey, and
    // between any of them and any continent tint, for normal vision and for deuteranopia,
    // protanopia and tritanopia simulated with Machado et al. (2009) at severity 1.0.
    for v in Vision::ALL {
        let (pair, tint) = closest(v);
        println!("{v:?}: players {pair:.1}, players to tints {tint:.1}");
        assert!(
            pair >= 20.0,
            "{v:?}: two player colours only {pair:.1} apart"
        );
        assert!(
            tint >= 20.0,
            "{v:?}: a player colour only {tint:.1} from a tint"
        );
    }
}

#[test]
fn the_palette_is_named_as_the_lobby_and_the_missions_name_it() {
    let names: Vec<&str> = PALETTE.iter().map(|p| p.0).collect();
    assert_eq!(names, risk::engine::mission::COLOR_NAMES);
    assert_eq!(names, risk::service::COLORS);
}

#[test]
fn a_chosen_colour_reaches_the_picture() {
    use risk::service::{Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, UserKey};
    use std::sync::Arc;
    let svc = GameService::new(
        Arc::new(MemoryStore::default()),
        Arc::new(|| 1_700_000_000),
        Arc::new(|| 7),
    );
    let ch = ChannelKey(5);
    let actor = |id: u64, name: &str| Actor {
        user: UserKey(id),
        name: name.into(),
        admin: false,
        locale: None,
        guild_locale: None,
    };
    let (a, b, c) = (actor(1, "alice"), actor(2, "bob"), actor(3, "carol"));
    let new = Command::New(Box::new(NewGame::preset("classic")));
    svc.handle(ch, &a, new).unwrap();
    for (who, colour) in [(&b, "purple"), (&c, "black")] {
        let join = Command::Join {
            color: Some(colour.into()),
        };
        svc.handle(ch, who, join).unwrap();
    }
    svc.handle(ch, &a, Command::Start).unwrap();
    let s = svc.snapshot(ch).unwrap().unwrap();
    let names: Vec<String> = s.seats.iter().map(|x| x.name.clone()).collect();
    let v = BoardView::new(s.game.as_ref().unwrap(), &names, None);
    let drawn: Vec<(&str, &str, char)> = v
        .players
        .iter()
        .map(|p| (p.color_name, p.color, p.letter))
        .collect();
    assert_eq!(
        drawn,
        [
            ("red", PALETTE[0].1, 'A'),
            ("purple", PALETTE[4].1, 'B'),
            ("black", PALETTE[5].1, 'C')
        ]
    );
    // The text names the same colours.
    for (seat, p) in s.seats.iter().zip(&v.players) {
        assert_eq!(seat.color, p.color_name);
    }
    let svg = render_svg(&v, Layout::classic());
    assert!(svg.contains(&format!(r#"fill="{}""#, PALETTE[4].1)));
    assert!(
        !svg.contains(&format!(r#"fill="{}""#, PALETTE[1].1)),
        "blue is nobody's"
    );
}

/// A view with `n` players named with 32 characters of the widest letters, every count at its
/// longest and every continent held, so each legend line needs cutting.
fn crowded(n: usize) -> BoardView {
    let (game, _) = risk::engine::Lobby::new(risk::engine::Rules::global_domination(), 6, 1)
        .start()
        .unwrap();
    let names: Vec<String> = (0..6)
        .map(|i| match i % 3 {
            0 => "W".repeat(32),
            1 => format!("{i} Mmmmmmmmmm Wwwwwwwwww Mmmmmmmm"),
            _ => "The quick brown fox jumps over t".into(),
        })
        .collect();
    let mut v = BoardView::new(&game, &names, None);
    v.players.truncate(n);
    let all: Vec<String> = v.map.continents().iter().map(|c| c.name.clone()).collect();
    for p in &mut v.players {
        p.territories = 42;
        p.armies = 65_535;
        p.cards = 12;
        p.continents = all.clone();
    }
    v.current = Some(n - 1);
    v.phase = "choosing Headquarters".into();
    v
}

#[test]
fn legend_entries_never_overlap_for_two_to_six_players_with_long_names() {
    let l = Layout::classic();
    // One row of two entries per two players: the canvas grows with the rows.
    let heights: Vec<u32> = (2..=6).map(|n| canvas_height(l.map_height, n)).collect();
    assert_eq!(heights, [990, 1092, 1092, 1194, 1194]);
    for n in 2..=6 {
        let v = crowded(n);
        let g = legend(&v, l);
        assert_eq!(g.entries.len(), n);
        let canvas = Rect {
            x: 0.0,
            y: 0.0,
            w: l.width as f64,
            h: canvas_height(l.map_height, n) as f64,
        };
        assert!(canvas.contains(&g.area) && g.area.y >= l.map_height as f64);
        let mut boxes = vec![("heading".to_string(), g.heading.bounds)];
        for e in &g.entries {
            assert!(
                g.area.contains(&e.bounds),
                "{n}: entry {} leaves the legend",
                e.player
            );
            assert!(e.bounds.contains(&e.swatch));
            for line in &e.lines {
                assert!(e.bounds.contains(&line.bounds), "{n}: {:?}", line.text);
                assert!(!line.bounds.overlaps(&e.swatch));
                // The fitted text is no wider than its room.
                assert!(line.width() <= line.bounds.w, "{n}: {:?}", line.text);
            }
            boxes.push((format!("entry {}", e.player), e.bounds));
        }
        for (i, (a, ra)) in boxes.iter().enumerate() {
            for (b, rb) in &boxes[i + 1..] {
                assert!(!ra.overlaps(rb), "{n} players: {a} overlaps {b}");
            }
        }
        // Names past the room end in an ellipsis; the rest of a name is kept as far as it fits.
        let name = &g.entries[0].lines[0].text;
        assert!(name.starts_with("WWWW") && name.ends_with('…'), "{name}");
        assert_eq!(g.entries[n - 1].lines[0].text.chars().next(), Some('▶'));
    }
}

#[test]
fn drawn_legend_texts_stay_inside_their_entries() {
    // The rendered text (usvg's layout of the embedded face) against the boxes: what the layout
    // promises is what gets drawn.
    let mut opt = usvg::Options::default();
    opt.fontdb_mut()
        .load_font_data(include_bytes!("../data/fonts/DejaVuSansCondensed-Bold.ttf").to_vec());
    opt.font_family = "DejaVu Sans".into();
    // In every language: the legend's words differ in length (German and French run longer).
    for lang in risk::i18n::Lang::ALL {
        risk::i18n::with(lang, lang, || {
            for n in [2, 4, 6] {
                let v = crowded(n);
                let g = legend(&v, Layout::classic());
                let tree = usvg::Tree::from_str(&render_svg(&v, Layout::classic()), &opt).unwrap();
                let mut texts = Vec::new();
                support::collect_texts(tree.root(), &mut texts);
                let mut checked = 0;
                for e in &g.entries {
                    for line in &e.lines {
                        // The same text starting where the line starts (entries may share counts).
                        let drawn = texts
                            .iter()
                            .find(|(t, r)| {
                                *t == line.text
                                    && (r.x() as f64 - line.x).abs() < 1.0
                                    && (r.y() as f64 - line.bounds.y).abs() < line.size
                            })
                            .unwrap_or_else(|| panic!("{lang}: {:?} is not drawn", line.text));
                        let r = drawn.1;
                        let got = Rect {
                            x: r.x() as f64,
                            y: r.y() as f64,
                            w: r.width() as f64,
                            h: r.height() as f64,
                        };
                        assert!(
                            line.bounds.contains(&got),
                            "{lang} {n}: {:?} drawn at {got:?}, outside {:?}",
                            line.text,
                            line.bounds
                        );
                        checked += 1;
                    }
                }
                assert_eq!(checked, 3 * n);
            }
        });
    }
}

#[test]
fn the_last_battle_is_drawn_over_the_tiles() {
    let svg = render_svg(&view(), Layout::classic());
    let last_tile = svg.rfind(r#"rx="9""#).unwrap();
    let marker = svg
        .find("stroke-dasharray=\"10 6\"")
        .expect("the attacker's frame");
    assert!(marker > last_tile, "the marker comes after every tile");
    // Across the edge of the world: two strokes, one arrowhead.
    let map = Map::classic();
    let mut v = view();
    v.last_attack = Some((map.find("Alaska").unwrap(), map.find("Kamchatka").unwrap()));
    let svg = render_svg(&v, Layout::classic());
    assert_eq!(svg.matches(r#"stroke-linejoin="round""#).count(), 1);
    assert!(svg.contains(r#"x2="0.0""#) && svg.contains(r#"x1="1600.0""#));
}

#[test]
fn the_description_summarises_the_public_board() {
    let v = view();
    let d = v.describe();
    assert_eq!(
        d,
        "RISK board, round 1, attacking; bob to move. \
         alice <&> (red A): 1 territory, 12 armies. \
         bob (blue B): 6 territories, 13 armies. \
         carol (green C): 35 territories, 35 armies, holds North America and Australia. \
         Last battle: Brazil attacked North Africa."
    );
    for secret in ["card", "mission", "Infantry", "Headquarters"] {
        assert!(!d.contains(secret), "{secret}");
    }
    // Six long names holding everything still fit Discord's 1024 characters.
    let long = crowded(6).describe();
    assert!(long.chars().count() <= risk::render::DESCRIPTION_LIMIT);
    assert!(long.contains("WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW (red A): 42 territories"));
}

/// Pictures of games in play with 2, 4 and 6 players (one name too long for the legend) render
/// within the size target; they are written to `target/render-samples/` for looking at them.
#[test]
fn samples_of_games_in_play_render_within_the_size_target() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/render-samples");
    std::fs::create_dir_all(&dir).unwrap();
    for n in [2u8, 4, 6] {
        let rules = if n == 2 {
            risk::engine::Rules::two_player()
        } else {
            risk::engine::Rules::global_domination()
        };
        let (mut game, _) = risk::engine::Lobby::new(rules, n, 3).start().unwrap();
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut last = None;
        while game.turn() <= 14 && game.winner().is_none() {
            let me = game.current();
            let a = risk::ai::AiLevel::Basic.act(&game, me, &mut rng);
            for e in game.apply(me, a).unwrap() {
                if let risk::engine::Event::Battle { from, to, .. } = e {
                    last = Some((from, to));
                }
            }
        }
        let names: Vec<String> = [
            "alice",
            "Bartholomew the Unconquerable of the North",
            "carol",
            "dave",
            "Ève",
            "frank",
        ]
        .map(String::from)
        .to_vec();
        let v = BoardView::new(&game, &names, last);
        let png = render_png(&v).unwrap();
        assert!(png.starts_with(b"\x89PNG"), "{n} players");
        assert!(png.len() < 400_000, "{n} players: {} bytes", png.len());
        assert!(
            v.describe().starts_with("RISK board, round "),
            "{}",
            v.describe()
        );
        std::fs::write(dir.join(format!("board-{n}.png")), png).unwrap();
    }
}

/// The recap chart with six names of 32 characters (the widest letters among them) and the
/// largest figures: every label is drawn whole, inside the picture (issue 26, item 16).
#[test]
fn the_recap_chart_shows_long_names_and_their_figures_inside_the_picture() {
    use risk::render::chart::{Chart, ChartSeries};
    let names = [
        "W".repeat(32),
        "1 Mmmmmmmmmm Wwwwwwwwww Mmmmmmmm".into(),
        "The quick brown fox jumps over t".into(),
        "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM".into(),
        "Bartholomew the Unconquerable of".into(),
        "alice".into(),
    ];
    let series: Vec<ChartSeries> = names
        .iter()
        .enumerate()
        .map(|(i, name): (usize, &String)| ChartSeries {
            name: name.clone(),
            color: PALETTE[i].1,
            letter: (b'A' + i as u8) as char,
            // Everyone ends high, so the labels of both panels crowd the right edge.
            points: vec![(1, 7, 20), (30, 42 - i as u32, 65_535 - i as u32)],
        })
        .collect();
    let chart = Chart {
        title: "Recap".into(),
        series,
    };
    let mut opt = usvg::Options::default();
    opt.fontdb_mut()
        .load_font_data(include_bytes!("../data/fonts/DejaVuSansCondensed-Bold.ttf").to_vec());
    opt.font_family = "DejaVu Sans".into();
    let tree = usvg::Tree::from_str(&chart.svg(), &opt).unwrap();
    let (w, h) = (tree.size().width(), tree.size().height());
    let mut texts = Vec::new();
    support::collect_texts(tree.root(), &mut texts);
    for (i, name) in names.iter().enumerate() {
        let letter = (b'A' + i as u8) as char;
        for figure in [42 - i, 65_535 - i] {
            let label = format!("{letter} {name} ({figure})");
            let (_, r) = texts
                .iter()
                .find(|(t, _)| *t == label)
                .unwrap_or_else(|| panic!("{label:?} is not drawn whole: {texts:?}"));
            assert!(
                r.x() >= 0.0 && r.right() <= w && r.y() >= 0.0 && r.bottom() <= h,
                "{label:?} drawn at {r:?}, outside the {w}x{h} picture"
            );
        }
    }
    // Written for looking at, beside the board samples.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/render-samples");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("chart-long-names.png"), chart.png().unwrap()).unwrap();
    // Short names keep the picture at its usual width.
    let mut short = chart.clone();
    for s in &mut short.series {
        s.name.truncate(5);
    }
    let tree = usvg::Tree::from_str(&short.svg(), &opt).unwrap();
    assert_eq!(tree.size().width(), 1200.0);
}

#[test]
fn the_alt_text_counts_hidden_territories_in_words_that_agree_with_the_count() {
    let mut v = view();
    v.territories[0].sight = risk::engine::Sight::Nothing;
    assert!(
        v.describe()
            .contains(" 1 territory hidden by the fog of war."),
        "{}",
        v.describe()
    );
    v.territories[1].sight = risk::engine::Sight::Nothing;
    assert!(v
        .describe()
        .contains(" 2 territories hidden by the fog of war."));
}

/// In German the picture's legend and its alt text are German: the heading, the counts, the
/// phase, the colours and the last battle, with no English word of them left.
#[test]
fn a_german_picture_speaks_german_in_its_legend_and_alt_text() {
    use risk::i18n::Lang;
    let v = view();
    let (alt, svg) = risk::i18n::with(Lang::De, Lang::De, || {
        (v.describe(), render_svg(&v, Layout::classic()))
    });
    assert!(
        alt.starts_with("RISK-Spielbrett, Runde 1, Angriff; bob ist am Zug."),
        "{alt}"
    );
    assert!(
        alt.contains("alice <&> (rot A): 1 Gebiet, 12 Armeen."),
        "{alt}"
    );
    // The board's names in German too (names.ftl), in the alt text and on the picture.
    assert!(alt.contains("hält Nordamerika und Australien."), "{alt}");
    assert!(
        alt.ends_with("Letzte Schlacht: Brasilien griff Nordafrika an."),
        "{alt}"
    );
    assert!(svg.contains(">Nordafrika<") && svg.contains(">Nordamerika +5<"));
    assert!(
        svg.contains(">1 Gebiet · 12 Armeen · 2 Karten<"),
        "the legend's counts"
    );
    assert!(svg.contains(">Runde 1 · Angriff · bob ist am Zug · letzte Schlacht "));
    for english in [
        "territor",
        " armies",
        " army",
        " card",
        "Round",
        "to move",
        "attacked",
        "Last battle",
        "red",
        "holds",
    ] {
        assert!(!alt.contains(english), "{english:?} in {alt}");
    }
    for english in [">Round", "to move", "last battle", "armies", "territories"] {
        assert!(!svg.contains(english), "{english:?} in the German legend");
    }
    assert!(alt.chars().count() <= risk::render::DESCRIPTION_LIMIT);
    // English stays as it was.
    let english = v.describe();
    assert!(
        english.starts_with("RISK board, round 1, attacking; bob to move."),
        "{english}"
    );
}

/// The alt text stays within Discord's 1,024 characters for an attachment's description in every
/// language, on the longest board: six players with the longest names holding every continent.
#[test]
fn the_alt_text_stays_within_discords_limit_in_every_language() {
    let v = crowded(6);
    for lang in risk::i18n::Lang::ALL {
        let alt = risk::i18n::with(lang, lang, || v.describe());
        let count = alt.chars().count();
        assert!(count <= risk::render::DESCRIPTION_LIMIT, "{lang}: {count}");
    }
    let short = view();
    for lang in risk::i18n::Lang::ALL {
        let alt = risk::i18n::with(lang, lang, || short.describe());
        assert!(
            !alt.ends_with('…'),
            "{lang}: a short board is described whole: {alt}"
        );
    }
}
