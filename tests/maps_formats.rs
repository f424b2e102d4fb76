//! Map files of every format read: a good small board per format (the same board in each),
//! malformed files whose every problem names its line or element, and hostile files refused in
//! words, never a panic or unbounded memory.

use std::collections::BTreeSet;

use proptest::prelude::*;
use risk::engine::map::{Design, Map, MAX_BONUS, MAX_PROBLEMS};
use risk::maps::{detect, read_map, Checked, Format, MAX_FILE_BYTES};

const DOMINATION: &str = "\
; two reaches, a test board
name Two Reaches
[files]
pic two_pic.png

[continents]
North_Reach 2 blue
South_Reach 3 red

[countries]
1 North_Cape 1 10 10
2 Fjord 1 30 10
3 Highland 1 30 30
4 Old_Port 1 10 30
5 Sun_Coast 2 10 50
6 Dry_Plain 2 30 50
7 Salt_Lake 2 30 70
8 Red_Hills 2 10 70

[borders]
1 2 4
2 1 3
3 2 4 6
4 1 3 5
5 4 6 8
6 3 5 7
7 6 8
8 7 5
";

const CONQUEST: &str = "\
[Map]
author=tests
image=two.bmp
wrap=no
scroll=none

[Continents]
North Reach=2
South Reach=3

[Territories]
North Cape,10,10,North Reach,Fjord,Old Port
Fjord,30,10,North Reach,North Cape,Highland
Highland,30,30,North Reach,Fjord,Old Port,Dry Plain
Old Port,10,30,North Reach,North Cape,Highland,Sun Coast

Sun Coast,10,50,South Reach,Old Port,Dry Plain,Red Hills
Dry Plain,30,50,South Reach,Highland,Sun Coast,Salt Lake
Salt Lake,30,70,South Reach,Dry Plain,Red Hills
Red Hills,10,70,South Reach,Salt Lake,Sun Coast
";

/// The same board in Conquer Club's XML (`{extra}` lets a test add elements to `<map>`).
fn conquer_club(extra: &str) -> String {
    let ter = |name: &str, x: u32, y: u32, borders: &[&str]| {
        let b: String = borders
            .iter()
            .map(|n| format!("      <border>{n}</border>\n"))
            .collect();
        format!(
            "  <territory>\n    <name>{name}</name>\n    <borders>\n{b}    </borders>\n    \
             <coordinates><smallx>{x}</smallx><smally>{y}</smally><largex>{}</largex>\
             <largey>{}</largey></coordinates>\n  </territory>\n",
            x * 2,
            y * 2
        )
    };
    let con = |name: &str, bonus: &str, members: &[&str]| {
        let m: String = members
            .iter()
            .map(|n| format!("<territory>{n}</territory>"))
            .collect();
        format!(
            "  <continent>\n    <name>{name}</name>\n    <bonus>{bonus}</bonus>\n    \
             <components>{m}</components>\n  </continent>\n"
        )
    };
    let mut x = String::from("<?xml version=\"1.0\"?>\n<map>\n");
    x += &con(
        "North Reach",
        "2",
        &["North Cape", "Fjord", "Highland", "Old Port"],
    );
    x += &con(
        "South Reach",
        "3",
        &["Sun Coast", "Dry Plain", "Salt Lake", "Red Hills"],
    );
    x += &ter("North Cape", 10, 10, &["Fjord", "Old Port"]);
    x += &ter("Fjord", 30, 10, &["North Cape", "Highland"]);
    x += &ter("Highland", 30, 30, &["Fjord", "Old Port", "Dry Plain"]);
    x += &ter("Old Port", 10, 30, &["North Cape", "Highland", "Sun Coast"]);
    x += &ter("Sun Coast", 10, 50, &["Old Port", "Dry Plain", "Red Hills"]);
    x += &ter("Dry Plain", 30, 50, &["Highland", "Sun Coast", "Salt Lake"]);
    x += &ter("Salt Lake", 30, 70, &["Dry Plain", "Red Hills"]);
    x += &ter("Red Hills", 10, 70, &["Salt Lake", "Sun Coast"]);
    x += extra;
    x + "</map>\n"
}

fn edges(m: &Map) -> BTreeSet<(String, String)> {
    m.territory_ids()
        .flat_map(|a| m.neighbours(a).iter().map(move |b| (a, b)))
        .map(|(a, b)| (m.name(a).to_string(), m.name(b).to_string()))
        .filter(|(a, b)| a < b)
        .collect()
}

const TWO_REACHES_EDGES: [(&str, &str); 10] = [
    ("Fjord", "Highland"),
    ("Fjord", "North Cape"),
    ("Highland", "Old Port"),
    ("Dry Plain", "Highland"),
    ("North Cape", "Old Port"),
    ("Old Port", "Sun Coast"),
    ("Dry Plain", "Sun Coast"),
    ("Dry Plain", "Salt Lake"),
    ("Red Hills", "Salt Lake"),
    ("Red Hills", "Sun Coast"),
];

fn good(file: &str, text: &str) -> Checked {
    read_map(file, text.as_bytes()).unwrap_or_else(|p| panic!("{file} refused:\n{p}"))
}

/// The board every format's good file describes.
fn assert_two_reaches(c: &Checked) {
    let m = &c.map;
    assert_eq!(m.territory_count(), 8);
    let names: Vec<&str> = m.territory_ids().map(|t| m.name(t)).collect();
    assert_eq!(
        names,
        [
            "North Cape",
            "Fjord",
            "Highland",
            "Old Port",
            "Sun Coast",
            "Dry Plain",
            "Salt Lake",
            "Red Hills"
        ]
    );
    let continents: Vec<(&str, u16, usize)> = m
        .continents()
        .iter()
        .map(|k| (k.name.as_str(), k.bonus, k.territories.len()))
        .collect();
    assert_eq!(continents, [("North Reach", 2, 4), ("South Reach", 3, 4)]);
    let want: BTreeSet<(String, String)> = TWO_REACHES_EDGES
        .iter()
        .map(|&(a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(edges(m), want);
    assert_eq!(m.edge_count(), 10);
    // No designs in these formats: assigned in turn, and two wild cards, said in a note.
    assert_eq!(m.wild_cards(), 2);
    let designs: Vec<Design> = m.territory_ids().map(|t| m.territory(t).design).collect();
    assert_eq!(
        designs[..3],
        [Design::Infantry, Design::Cavalry, Design::Artillery]
    );
    assert!(
        c.notes
            .iter()
            .any(|n| n.contains("assigned in turn") && n.contains("2 wild cards")),
        "{:?}",
        c.notes
    );
    let fjord = m.find("Fjord").unwrap();
    assert!(m.territory(fjord).at.is_some());
}

#[test]
fn the_same_board_reads_alike_in_every_format() {
    let d = good("two.map", DOMINATION);
    assert_eq!(d.format, Format::Domination);
    assert_eq!(d.map.name, "Two Reaches");
    assert_two_reaches(&d);
    assert_eq!(
        d.map.territory(d.map.find("Fjord").unwrap()).at,
        Some((30.0, 10.0))
    );

    let c = good("Two_Reaches.map", CONQUEST);
    assert_eq!(c.format, Format::Conquest);
    assert_eq!(c.map.name, "Two Reaches");
    assert_two_reaches(&c);

    let x = good("two-reaches.xml", &conquer_club(""));
    assert_eq!(x.format, Format::ConquerClub);
    assert_eq!(x.map.name, "two-reaches");
    assert_two_reaches(&x);
    // The large map's coordinates are preferred.
    assert_eq!(
        x.map.territory(x.map.find("Fjord").unwrap()).at,
        Some((60.0, 20.0))
    );
    assert!(
        x.notes.iter().all(|n| !n.contains("one way")),
        "{:?}",
        x.notes
    );

    let classic = std::fs::read("data/maps/classic.toml").unwrap();
    let t = read_map("classic.toml", &classic).unwrap();
    assert_eq!(t.format, Format::Toml);
    assert_eq!(t.map.territory_count(), 42);
    assert!(t.notes.is_empty(), "{:?}", t.notes);
}

#[test]
fn the_format_is_told_by_the_name_then_by_the_content() {
    assert_eq!(detect("a.toml", "[countries]"), Format::Toml);
    assert_eq!(detect("a.XML", "[countries]"), Format::ConquerClub);
    assert_eq!(detect("a.map", DOMINATION), Format::Domination);
    assert_eq!(detect("a.map", CONQUEST), Format::Conquest);
    assert_eq!(detect("a.txt", &conquer_club("")), Format::ConquerClub);
    assert_eq!(detect("upload", "name = \"x\""), Format::Toml);
}

#[test]
fn a_border_listed_one_way_is_made_two_way_and_noted_with_its_line() {
    // Salt Lake no longer lists Dry Plain; Dry Plain (line 16) still lists it.
    let text = DOMINATION.replace("7 6 8\n", "7 8\n");
    let c = good("two.map", &text);
    assert_two_reaches(&c);
    let one_way: Vec<&String> = c.notes.iter().filter(|n| n.contains("one way")).collect();
    assert_eq!(one_way.len(), 1, "{:?}", c.notes);
    assert!(
        one_way[0].starts_with("line 26: the border 'Dry Plain' -> 'Salt Lake' is listed one way"),
        "{one_way:?}"
    );
    let xml = conquer_club("").replace(
        "<border>Highland</border>\n      <border>Sun Coast</border>\n      <border>Salt Lake</border>",
        "<border>Sun Coast</border>\n      <border>Salt Lake</border>",
    );
    let x = good("two.xml", &xml);
    assert_two_reaches(&x);
    assert!(
        x.notes
            .iter()
            .any(|n| n.starts_with("<territory> 3 'Highland' (line ")
                && n.contains("'Highland' -> 'Dry Plain' is listed one way only")),
        "{:?}",
        x.notes
    );
}

fn problems_of(file: &str, text: &str) -> Vec<String> {
    match read_map(file, text.as_bytes()) {
        Ok(c) => panic!("{file} accepted: {} territories", c.map.territory_count()),
        Err(p) => p.0.iter().map(ToString::to_string).collect(),
    }
}

fn has(problems: &[String], start: &str, part: &str) {
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with(start) && p.contains(part)),
        "no problem starting {start:?} with {part:?} in:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_problem_of_a_domination_file_is_told_with_its_line() {
    let text = DOMINATION
        .replace("South_Reach 3 red", "South_Reach x red")
        .replace("2 Fjord 1 30 10", "3 Fjord 1 30 10")
        .replace("7 Salt_Lake 2 30 70", "7 Salt_Lake 9 30 70")
        .replace("8 7 5", "8 7 5 99")
        .replace("4 Old_Port 1 10 30", "4 North_cape 1 10 30");
    let p = problems_of("bad.map", &text);
    has(&p, "line 8: ", "bonus 'x' is not a whole number");
    has(&p, "line 12: ", "country number '3' where 2 was expected");
    has(
        &p,
        "line 17: ",
        "territory 'Salt Lake' is in continent 'number 9'",
    );
    has(
        &p,
        "line 28: ",
        "names territory 'number 99', which the file does not define",
    );
    has(
        &p,
        "line 14: ",
        "name 'North cape' is already used by territory 'North Cape' (line 11)",
    );
    // The continent with a bad bonus is still found by its territories.
    assert!(p.iter().all(|p| !p.contains("'number 2'")), "{p:#?}");
}

#[test]
fn every_problem_of_a_conquest_file_is_told_with_its_line() {
    let text = CONQUEST
        .replace("South Reach=3", "South Reach=-5")
        .replace(
            "Salt Lake,30,70,South Reach,Dry Plain,Red Hills",
            "Salt Lake,30",
        )
        .replace(
            "Red Hills,10,70,South Reach,Salt Lake,Sun Coast",
            "Red Hills,10,seventy,South Reach,Atlantis,Sun Coast",
        );
    let p = problems_of("bad.map", &text);
    has(
        &p,
        "line 9: ",
        &format!("continent 'South Reach' has bonus -5; a bonus is 0 to {MAX_BONUS}"),
    );
    has(
        &p,
        "line 19: ",
        "a [Territories] line is `name,x,y,continent,neighbour,...`",
    );
    has(&p, "line 20: ", "position '10,seventy' is not two numbers");
    has(
        &p,
        "line 20: ",
        "border 'Red Hills' - 'Atlantis' names territory 'Atlantis'",
    );
    // Salt Lake is gone, so its neighbours name it too.
    has(&p, "line 18: ", "names territory 'Salt Lake'");
}

#[test]
fn every_problem_of_a_conquer_club_file_names_its_element() {
    let xml = conquer_club("  <territory>\n    <borders><border>Nowhere</border></borders>\n  </territory>\n  <continent><name>Empty</name><bonus>lots</bonus><components><territory>Ghost</territory></components></continent>\n")
        .replace("<name>Fjord</name>", &format!("<name>Fjord{}</name>", "d".repeat(40)));
    let p = problems_of("bad.xml", &xml);
    has(&p, "<territory> 9 '' (line ", "a name is empty");
    has(
        &p,
        "<territory> 2 'Fjord",
        "characters long; at most 40 are allowed",
    );
    has(
        &p,
        "<continent> 3 'Empty' (line ",
        "<bonus> 'lots' is not a whole number",
    );
    has(
        &p,
        "<continent> 3 'Empty' (line ",
        "component 'Ghost' is not the <name> of any <territory>",
    );
    has(
        &p,
        "<continent> 3 'Empty' (line ",
        "continent 'Empty' has no territories",
    );
    has(&p, "", "the map is not connected");
}

#[test]
fn a_disconnected_board_names_every_territory_out_of_reach() {
    let text = DOMINATION
        .replace("3 2 4 6\n", "3 2 4\n")
        .replace("4 1 3 5\n", "4 1 3\n")
        .replace("5 4 6 8\n", "5 6 8\n")
        .replace("6 3 5 7\n", "6 5 7\n");
    let p = problems_of("islands.map", &text);
    assert_eq!(
        p,
        [
            "the map is not connected: 'Sun Coast', 'Dry Plain', 'Salt Lake', 'Red Hills' cannot \
          be reached from 'North Cape' (every territory must be reachable from every other)"
        ]
    );
}

#[test]
fn a_file_over_the_size_limit_is_refused_by_its_size() {
    // Zeroed pages: the 100 MB are never touched, so the refusal reads none of them.
    let huge = vec![0u8; 100 << 20];
    let p = read_map("huge.xml", &huge).unwrap_err();
    assert_eq!(p.0.len(), 1);
    assert_eq!(
        p.0[0].to_string(),
        format!(
            "huge.xml: the file is 104,857,600 bytes; a map file is at most {} bytes (1 MiB)",
            risk::i18n::numbers::number(risk::i18n::Decimal::fixed(MAX_FILE_BYTES as f64, 0))
        )
    );
    let p = read_map("bin.map", &[0xff, 0xfe, b'[']).unwrap_err();
    assert!(p.to_string().contains("not UTF-8 text"), "{p}");
}

#[test]
fn deep_nesting_and_entities_are_refused_in_words() {
    let depth = 50_000;
    let deep = format!("<map>{}{}</map>", "<a>".repeat(depth), "</a>".repeat(depth));
    assert!(deep.len() < MAX_FILE_BYTES);
    let p = read_map("deep.xml", deep.as_bytes())
        .unwrap_err()
        .to_string();
    assert_eq!(
        p,
        "<a> (line 1): elements nested 17 deep; at most 16 are allowed"
    );

    let laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE map [<!ENTITY a \"aaaaaaaaaa\">\
        <!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>\n\
        <map><territory><name>&c;</name></territory></map>";
    let p = read_map("laughs.xml", laughs.as_bytes())
        .unwrap_err()
        .to_string();
    assert!(
        p.contains("declares a DTD") && p.contains("never expanded"),
        "{p}"
    );

    let many = format!("<map>{}</map>", "<x/>".repeat(200_000));
    let p = read_map("many.xml", many.as_bytes())
        .unwrap_err()
        .to_string();
    assert!(p.contains("more than 100,000 XML nodes"), "{p}");

    let broken = "<map>\n<territory><name>A</name>\n</map>";
    let p = read_map("broken.xml", broken.as_bytes())
        .unwrap_err()
        .to_string();
    assert!(
        p.starts_with("not well-formed XML") && p.contains("3:"),
        "{p}"
    );
}

#[test]
fn ten_thousand_territories_are_refused_by_count_in_every_format() {
    let n = 10_000;
    let mut dom = String::from("[continents]\nAll 1 red\n[countries]\n");
    let mut con = String::from("[Continents]\nAll=1\n[Territories]\n");
    let mut xml = String::from("<map><continent><name>All</name><bonus>1</bonus></continent>");
    for i in 1..=n {
        dom += &format!("{i} t{i} 1\n");
        con += &format!("t{i},0,0,All,t{}\n", i % n + 1);
        xml += &format!("<territory><name>t{i}</name></territory>");
    }
    xml += "</map>";
    for (file, text) in [("big.map", &dom), ("big2.map", &con), ("big.xml", &xml)] {
        let p = problems_of(file, text);
        has(
            &p,
            "",
            "a map holds 6 to 255 territories, this one has 10,000",
        );
    }
}

#[test]
fn duplicate_names_are_all_told_up_to_a_bound() {
    let mut dom = String::from("[continents]\nAll 1 red\n[countries]\n");
    for i in 1..=200 {
        dom += &format!("{i} Same 1\n");
    }
    let p = problems_of("same.map", &dom);
    assert_eq!(p.len(), MAX_PROBLEMS + 1);
    has(
        &p,
        "line 5: ",
        "name 'Same' is already used by territory 'Same' (line 4)",
    );
    assert!(
        p[MAX_PROBLEMS].starts_with("... and "),
        "{}",
        p[MAX_PROBLEMS]
    );
}

#[test]
fn a_long_border_line_is_read_in_bounded_memory() {
    // One line naming the same neighbour 300,000 times.
    let line = format!("1 {}\n", "2 ".repeat(300_000));
    let text = DOMINATION.replace("1 2 4\n", &(line + "1 4\n"));
    assert!(text.len() < MAX_FILE_BYTES);
    let c = good("long.map", &text);
    assert_two_reaches(&c);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    /// Whatever the bytes, every reader answers (a board or problems) without panicking.
    #[test]
    fn no_input_makes_a_reader_panic(
        base in 0usize..4,
        cut in 0usize..2000,
        noise in proptest::collection::vec(any::<u8>(), 0..64),
        at in 0usize..2000,
    ) {
        let sources = [DOMINATION.to_string(), CONQUEST.to_string(), conquer_club(""),
            std::fs::read_to_string("data/maps/classic.toml").unwrap()];
        let names = ["a.map", "b.map", "c.xml", "d.toml"];
        let mut bytes = sources[base].as_bytes().to_vec();
        bytes.truncate(cut.max(1) * bytes.len() / 2000);
        let at = at.min(bytes.len());
        bytes.splice(at..at, noise);
        let _ = read_map(names[base], &bytes);
    }
}

#[test]
fn conquer_club_continents_that_overlap_or_miss_territories_are_played_as_noted() {
    // A third continent re-listing two northern territories, and Red Hills in no continent.
    let xml = conquer_club(
        "  <continent><name>Coast</name><bonus>1</bonus><components>\
         <territory>North Cape</territory><territory>Old Port</territory>\
         <continent>North Reach</continent></components></continent>\n  <objective><name>win</name></objective>\n",
    )
    .replace("<territory>Red Hills</territory></components>", "</components>");
    let c = good("overlap.xml", &xml);
    let m = &c.map;
    let continents: Vec<(&str, u16, usize)> = m
        .continents()
        .iter()
        .map(|k| (k.name.as_str(), k.bonus, k.territories.len()))
        .collect();
    assert_eq!(
        continents,
        [
            ("North Reach", 2, 4),
            ("South Reach", 3, 3),
            ("(no continent)", 0, 1)
        ]
    );
    let said = |part: &str| {
        assert!(
            c.notes.iter().any(|n| n.contains(part)),
            "no note with {part:?}: {:#?}",
            c.notes
        )
    };
    said("<continent> 3 'Coast' (line 81): territory 'North Cape' is already in continent 'North Reach' and stays there");
    said("<continent> 3 'Coast' (line 81): component <continent> 'North Reach' is not played here");
    said("<continent> 3 'Coast' (line 81): not played, none of its territories is its own");
    said(
        "1 territory is in no <continent>: it makes up continent '(no continent)', worth no bonus",
    );
    said("<objective> (line 82) is not used here and was skipped");
}

#[test]
fn a_toml_syntax_error_is_one_problem_at_its_line_and_column() {
    let text = "name = \"x\"\nwild_cards = 2\nwidth = 1600\n";
    let p = problems_of("x.toml", text);
    assert_eq!(p.len(), 1);
    assert!(
        p[0].starts_with("line 3, column 1: unknown field `width`, expected one of `name`"),
        "{p:?}"
    );
}

#[test]
fn deeply_nested_toml_is_refused_in_words() {
    let depth = 200_000;
    for text in [
        format!("name = {}{}", "[".repeat(depth), "]".repeat(depth)),
        format!("name = {}1{}", "{a=".repeat(depth), "}".repeat(depth)),
    ] {
        assert!(text.len() < MAX_FILE_BYTES);
        let p = read_map("deep.toml", text.as_bytes())
            .unwrap_err()
            .to_string();
        assert!(
            p.starts_with("line 1, column ") && p.contains("recursion limit"),
            "{p}"
        );
    }
}

#[test]
fn a_toml_file_without_wild_cards_gets_two_and_a_note() {
    let classic = std::fs::read_to_string("data/maps/classic.toml").unwrap();
    let text = classic.replacen("wild_cards = 2\n", "", 1);
    assert_ne!(text, classic);
    let c = good("classic.toml", &text);
    assert_eq!(c.map.wild_cards(), 2);
    assert_eq!(
        c.notes,
        ["the file does not say how many wild cards: 2 are added"]
    );
}

/// A grid board of `rows` × `cols` territories in Domination's format, a continent per row.
fn grid_domination(rows: usize, cols: usize) -> String {
    let mut t = String::from("name Grid\n[continents]\n");
    for r in 0..rows {
        t += &format!("Row_{} {} grey\n", r + 1, cols / 3);
    }
    t += "[countries]\n";
    for i in 0..rows * cols {
        t += &format!(
            "{} Cell_{} {} {} {}\n",
            i + 1,
            i + 1,
            i / cols + 1,
            i % cols * 40,
            i / cols * 40
        );
    }
    t += "[borders]\n";
    for i in 0..rows * cols {
        let (r, c) = (i / cols, i % cols);
        let mut line = format!("{}", i + 1);
        for (dr, dc) in [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)] {
            let (nr, nc) = (r as i32 + dr, c as i32 + dc);
            if (0..rows as i32).contains(&nr) && (0..cols as i32).contains(&nc) {
                line += &format!(" {}", nr as usize * cols + nc as usize + 1);
            }
        }
        t += &line;
        t += "\n";
    }
    t
}

#[test]
fn a_board_of_255_territories_is_read_and_one_of_256_refused() {
    let c = good("grid.map", &grid_domination(17, 15));
    let m = &c.map;
    assert_eq!(m.territory_count(), 255);
    assert_eq!(m.continents().len(), 17);
    assert!(m
        .continents()
        .iter()
        .all(|k| k.territories.len() == 15 && k.bonus == 5));
    assert_eq!(m.edge_count(), 17 * 14 + 16 * 15);
    let last = m.find("Cell 255").unwrap();
    let names: Vec<&str> = m.neighbours(last).iter().map(|t| m.name(t)).collect();
    assert_eq!(names, ["Cell 240", "Cell 254"]);
    assert_eq!(m.territory(last).at, Some((560.0, 640.0)));
    assert_eq!(m.reachable(m.find("Cell 1").unwrap(), m.all()), m.all());

    let p = problems_of("grid.map", &grid_domination(16, 16));
    assert_eq!(p, ["a map holds 6 to 255 territories, this one has 256"]);
}
