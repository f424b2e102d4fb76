//! The board picture: a fixed position's SVG as a snapshot, pixels where the owners' colours
//! must be, size limits, and no secret information in the drawing.

use risk::engine::{Map, PlayerId, Position, Start};
use risk::render::{render_png, render_svg, BoardView, Layout, PALETTE};

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
    assert_eq!((info.width, info.height), (1600, 1000));
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
        assert_eq!(px(x0 + 6, (y0 + y1) / 2), PALETTE[seat].0, "{name}");
    }
}

#[test]
fn the_picture_shows_counts_not_secrets() {
    let svg = render_svg(&view(), Layout::classic());
    for secret in ["Infantry", "Cavalry", "Artillery", "Wild", "mission"] {
        assert!(!svg.contains(secret), "{secret}");
    }
    assert!(svg.contains("alice &lt;&amp;&gt; — 1 territories · 12 armies · 2 cards"));
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
