//! Map files as their makers write them, offered as a server's board: what plays elsewhere plays
//! here (a district that is its own continent, a long file name for a name), what was read
//! differently is told in the reply, and names that would not show as themselves (invisible,
//! direction and filler characters, stacked marks, letters the picture's font lacks) are refused
//! in words that name the territory and the character, changing nothing.

mod support;
use support::{actor, new_with, service};

use std::sync::Arc;

use risk::maps::{admit, read_map};
use risk::render::can_draw;
use risk::service::{
    Actor, ChannelKey, Command, GameService, GuildKey, Membership, MemoryStore, NewGame, Outcome,
    ServiceError, Store,
};

const SERVER: GuildKey = GuildKey(40);
const TABLE: ChannelKey = ChannelKey(41);

fn moderator() -> Actor {
    Actor {
        admin: true,
        ..actor(1, "mod")
    }
}

fn in_server(svc: &GameService, who: &Actor, cmd: Command) -> Result<Outcome, ServiceError> {
    let member = Membership {
        guild: SERVER,
        roles: vec![],
    };
    svc.handle_in_server(TABLE, who, Some(&member), cmd)
}

/// `/risk-admin map add` with this file: the reply, or the refusal in words, as Discord shows
/// them (the lines that quote the file are escaped for Markdown).
fn offer_board(svc: &GameService, file_name: &str, text: &str) -> Result<String, String> {
    let cmd = Command::Admin(Box::new(Command::MapAdd {
        file_name: file_name.into(),
        bytes: text.as_bytes().to_vec(),
    }));
    match in_server(svc, &moderator(), cmd) {
        Ok(o) => Ok(shown(&o.reply.unwrap_or_default())),
        Err(e) if e.is_user_error() => Err(shown(&e.to_string())),
        Err(e) => panic!("{file_name}: {e}"),
    }
}

/// A reply's Markdown as Discord shows it: its escapes taken out.
fn shown(markdown: &str) -> String {
    risk::i18n::markup::unescape(markdown)
}

fn fresh() -> (GameService, Arc<MemoryStore>) {
    let store = Arc::new(MemoryStore::default());
    (service(store.clone(), 3), store)
}

/// Berlin's districts as a Domination map maker writes them: no `name` line (the file names
/// the board), four districts that are their own region's main territory, a border listed from
/// one side only (Britz - Mitte), the editor's `[files]` section.
const BERLIN: &str = "\
; Berlin - Bezirke und Ortsteile
; made with the Domination map editor

[files]
pic berlin_pic.png
map berlin_map.gif
crd berlin.cards

[continents]
Mitte 3 red
Pankow 2 blue
Spandau 2 green
Neukölln 2 yellow

[countries]
1 Mitte 1 400 300
2 Tiergarten 1 360 300
3 Wedding 1 380 250
4 Pankow 2 420 150
5 Prenzlauer_Berg 2 440 230
6 Weißensee 2 500 180
7 Spandau 3 100 280
8 Staaken 3 60 300
9 Siemensstadt 3 180 260
10 Neukölln 4 450 420
11 Britz 4 460 480
12 Rudow 4 520 520

[borders]
1 2 3 5 10
2 1 3 9
3 1 2 4 5 9
4 3 5 6
5 1 3 4 6
6 4 5
7 8 9
8 7
9 2 3 7
10 1 11
11 10 12 1
12 11
";

const BERLIN_FILE: &str = "berlin_bezirke_nach_der_gebietsreform_von_2001_mit_ortsteilen.map";

/// A district and the districts it lists as its borders.
type District = (&'static str, &'static [&'static str]);

/// Hong Kong as a Conquer Club XML: districts named like their region, extras the bot does not
/// play (`<neutral>`, `<bombardments>`), one border given from one side only.
fn hong_kong() -> String {
    let regions: [(&str, u32, &[District]); 3] = [
        (
            "Kowloon",
            3,
            &[
                ("Kowloon", &["Mong Kok", "Kowloon City", "Wan Chai"]),
                ("Mong Kok", &["Kowloon", "Sham Shui Po"]),
                ("Kowloon City", &["Kowloon", "Sha Tin"]),
                ("Sham Shui Po", &["Mong Kok", "Tsuen Wan"]),
            ],
        ),
        (
            "Hong Kong Island",
            2,
            &[
                ("Wan Chai", &["Kowloon", "Central", "Eastern"]),
                ("Central", &["Wan Chai"]),
                ("Eastern", &["Wan Chai"]),
            ],
        ),
        (
            "New Territories",
            2,
            &[
                ("Sha Tin", &["Kowloon City", "Tai Po", "Tsuen Wan"]),
                ("Tai Po", &["Sha Tin"]),
                // Sham Shui Po lists Tsuen Wan; Tsuen Wan forgot it.
                ("Tsuen Wan", &["Sha Tin"]),
            ],
        ),
    ];
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map>\n");
    for (region, bonus, members) in &regions {
        x += &format!("  <continent>\n    <name>{region}</name>\n    <bonus>{bonus}</bonus>\n    <components>\n");
        for (t, _) in members.iter() {
            x += &format!("      <territory>{t}</territory>\n");
        }
        x += "    </components>\n  </continent>\n";
    }
    let mut i = 0;
    for (_, _, members) in &regions {
        for (t, borders) in members.iter() {
            i += 1;
            x += &format!("  <territory>\n    <name>{t}</name>\n    <borders>\n");
            for b in borders.iter() {
                x += &format!("      <border>{b}</border>\n");
            }
            x += &format!(
                "    </borders>\n    <bombardments><bombardment>Central</bombardment></bombardments>\n    \
                 <coordinates>\n      <smallx>{}</smallx>\n      <smally>{}</smally>\n      \
                 <largex>{}</largex>\n      <largey>{}</largey>\n    </coordinates>\n    \
                 <neutral>3</neutral>\n  </territory>\n",
                i * 20,
                i * 15,
                i * 26,
                i * 19
            );
        }
    }
    x + "</map>\n"
}

const HONG_KONG_FILE: &str = "Hong_Kong_Districts_and_New_Territories_Classic_1997.xml";

#[test]
fn a_city_map_whose_districts_share_their_regions_names_plays_under_a_shortened_file_name() {
    let (svc, store) = fresh();
    let reply = offer_board(&svc, BERLIN_FILE, BERLIN).unwrap_or_else(|e| panic!("{e}"));
    let name = "berlin bezirke nach der gebietsreform";
    assert!(
        reply.starts_with(&format!(
            "Added the board {name} (12 territories, 4 continents)"
        )),
        "{reply}"
    );
    // What was read differently is in the reply: the name, the one-way border, the cards.
    assert!(
        reply.contains("Read differently from the file (3 notes):"),
        "{reply}"
    );
    assert!(
        reply.contains(&format!(
            "• the file gives the board no name of its own and its file name '{BERLIN_FILE}' is \
             longer than 40 characters: the board is called '{name}'"
        )),
        "{reply}"
    );
    assert!(
        reply.contains("• line 40: the border 'Britz' -> 'Mitte' is listed one way only"),
        "{reply}"
    );
    assert!(
        reply.contains("• the file gives no card designs"),
        "{reply}"
    );
    assert!(reply.chars().count() <= 2000);
    assert!(store.settings(SERVER).unwrap().maps.contains_key(name));

    // A game on it: a typed name is read as the kind the option asks for.
    let people = [moderator(), actor(2, "bob")];
    let new = new_with(NewGame {
        map: Some(name.into()),
        ..NewGame::default()
    });
    in_server(&svc, &people[0], new).unwrap();
    in_server(&svc, &people[1], Command::Join { color: None }).unwrap();
    let ai = Command::AddAi {
        level: Some(risk::ai::AiLevel::Basic),
    };
    in_server(&svc, &people[0], ai).unwrap();
    in_server(&svc, &people[0], Command::Start).unwrap();
    let territory = in_server(
        &svc,
        &people[1],
        Command::Territory {
            name: "Neukölln".into(),
        },
    )
    .unwrap()
    .reply
    .unwrap();
    assert!(territory.contains("Britz"), "its neighbours: {territory}");
    assert!(
        !territory.contains("Rudow"),
        "not the region's: {territory}"
    );
    let region = in_server(
        &svc,
        &people[1],
        Command::Board {
            player: None,
            continent: Some("neukölln".into()),
            region: None,
            whole: false,
        },
    )
    .unwrap()
    .reply
    .unwrap();
    for district in ["Neukölln", "Britz", "Rudow"] {
        assert!(region.contains(district), "{district}: {region}");
    }
    assert!(!region.contains("Mitte"), "{region}");
}

#[test]
fn a_conquer_club_file_with_a_long_file_name_and_a_district_named_like_its_region_is_admitted() {
    let xml = hong_kong();
    let checked = admit(HONG_KONG_FILE, xml.as_bytes()).unwrap_or_else(|p| panic!("{p}"));
    let m = &checked.map;
    assert_eq!(m.name, "Hong Kong Districts and New Territories");
    assert!(m.name.chars().count() <= 40);
    let kowloon = m.find("Kowloon").expect("the district");
    assert_eq!(
        m.continent(m.territory(kowloon).continent).name,
        "Kowloon",
        "in its region of the same name"
    );
    assert!(m.adjacent(
        m.find("Tsuen Wan").unwrap(),
        m.find("Sham Shui Po").unwrap()
    ));
    let notes = checked.notes.join("\n");
    for said in [
        "file name 'Hong_Kong_Districts_and_New_Territories_Classic_1997.xml' is longer than 40 \
         characters: the board is called 'Hong Kong Districts and New Territories'",
        "the border 'Sham Shui Po' -> 'Tsuen Wan' is listed one way only",
        "<territory> <bombardments> (line",
        "<territory> <neutral> (line",
    ] {
        assert!(notes.contains(said), "no {said:?} in:\n{notes}");
    }
    // The same file through the server: admitted, with the same notes in the reply.
    let (svc, _) = fresh();
    let reply = offer_board(&svc, HONG_KONG_FILE, &xml).unwrap_or_else(|e| panic!("{e}"));
    assert!(reply.contains("is listed one way only"), "{reply}");
}

#[test]
fn a_name_is_cut_after_a_whole_word_or_mid_word_only_when_one_word_is_too_long() {
    use risk::maps::shorten;
    assert_eq!(shorten("Two Isles", 40), "Two Isles");
    assert_eq!(
        shorten(
            "Middle Earth Third Age War of the Ring Extended Edition v3",
            40
        ),
        "Middle Earth Third Age War of the Ring"
    );
    assert_eq!(
        shorten("europe-1914-with-colonies-and-protectorates-v2", 40),
        "europe-1914-with-colonies-and"
    );
    let word = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";
    assert_eq!(shorten(word, 40), word.chars().take(40).collect::<String>());
    assert_eq!(
        shorten("Ägäis und Ionisches Meer, Inseln und Küsten", 40),
        "Ägäis und Ionisches Meer, Inseln und"
    );
}

/// A six-territory board in this bot's TOML with `bad` as one territory's name.
fn board_naming(bad: &str) -> String {
    let names = [
        "North Cape",
        "Fjord",
        "Highland",
        "Old Port",
        "Sun Coast",
        bad,
    ];
    let mut text = String::from("name = \"Reaches\"\nadjacencies = [\n");
    for i in 0..6 {
        text += &format!(
            "  {{ a = \"{}\", b = \"{}\" }},\n",
            names[i],
            names[(i + 1) % 6]
        );
    }
    text += "]\n[[continents]]\nname = \"Reach\"\nbonus = 2\n";
    for n in names {
        text += &format!("[[territories]]\nname = \"{n}\"\ncontinent = \"Reach\"\n");
    }
    text
}

#[test]
fn names_that_do_not_show_as_themselves_are_refused_naming_the_territory_and_the_character() {
    let cases: [(&str, &str); 15] = [
        ("\u{202E}epaC htroN", "U+202E"),
        ("Salt\u{2028}Lake", "U+2028"),
        ("Salt\u{2066} Lake", "U+2066"),
        ("Salt\u{2069} Lake", "U+2069"),
        ("Salt\u{200F}Lake", "U+200F"),
        ("Salt\u{200B}Lake", "U+200B"),
        ("Salt\u{200D}Lake", "U+200D"),
        ("Salt\u{200C}Lake", "U+200C"),
        ("\u{FEFF}Salt Lake", "U+FEFF"),
        ("Salt\u{2060}Lake", "U+2060"),
        ("Salt Lake\u{2800}", "U+2800"),
        ("Salt\u{3164}Lake", "U+3164"),
        ("\u{115F}Salt Lake", "U+115F"),
        ("Salt Lake\u{FFA0}", "U+FFA0"),
        ("Sa\u{0301}\u{0302}\u{0303}\u{0304}lt Lake", "U+0301"),
    ];
    let (svc, store) = fresh();
    for (name, code) in cases {
        let why = offer_board(&svc, "reaches.toml", &board_naming(name))
            .expect_err(&format!("{name:?} was accepted"));
        assert!(why.contains("reaches.toml was not added"), "{why}");
        assert!(why.contains(code), "{code}: {why}");
        assert!(why.contains("territory '"), "{why}");
        assert!(
            why.contains("a name may hold letters, digits, spaces and punctuation")
                || why.contains("stacks 4 combining marks on one letter")
                    && why.contains("a letter may carry at most 2"),
            "{why}"
        );
        // The name is shown with the character spelt out, never the character itself.
        assert!(
            !why.contains(|c: char| name.contains(c)
                && !c.is_ascii()
                && !('\u{0300}'..='\u{036F}').contains(&c)),
            "{why:?}"
        );
    }
    assert!(
        store.settings(SERVER).unwrap().maps.is_empty(),
        "nothing was added"
    );
    assert!(store.boards().unwrap().is_empty(), "nothing was stored");

    // "North Cape" and its mirror written backwards under a direction override would both show
    // as "North Cape": refused, the override named.
    let why = offer_board(&svc, "mirror.toml", &board_naming("\u{202E}epaC htroN")).unwrap_err();
    assert!(
        why.contains(
            "territory '[U+202E]epaC htroN' holds U+202E, an invisible formatting character"
        ),
        "{why}"
    );
    // Two marks on a letter, as Vietnamese writes them decomposed, are a name.
    let viet = "Vie\u{0323}\u{0302}t Nam";
    let reply =
        offer_board(&svc, "viet.toml", &board_naming(viet)).unwrap_or_else(|e| panic!("{e}"));
    assert!(reply.contains("Added the board Reaches"), "{reply}");
}

#[test]
fn names_in_a_script_the_picture_s_font_lacks_are_refused_naming_the_first_such_character() {
    // What the font draws is read from the font itself.
    assert!(can_draw('A') && can_draw('Ж') && can_draw('Ω') && can_draw('ß'));
    assert!(!can_draw('東') && !can_draw('서'));
    let (svc, _) = fresh();
    let why = offer_board(&svc, "tokyo.toml", &board_naming("東京")).unwrap_err();
    assert!(
        why.contains("territory '東京' holds 東 (U+6771), which the font the board's picture is drawn in does not have"),
        "{why}"
    );
    assert!(
        why.contains(
            "The font draws Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and Arabic"
        ),
        "{why}"
    );
    assert!(!why.contains("Chinese characters"), "{why}");
    let seoul = offer_board(&svc, "seoul.toml", &board_naming("Seoul 서울")).unwrap_err();
    assert!(seoul.contains("(U+C11C)"), "{seoul}");
    for (i, fine) in ["Москва", "Αθήνα", "Kraków", "Łódź", "القاهرة", "ירושלים"]
        .iter()
        .enumerate()
    {
        let board = board_naming(fine).replace("Reaches", &format!("Reaches {i}"));
        let reply =
            offer_board(&svc, "fine.toml", &board).unwrap_or_else(|e| panic!("{fine}: {e}"));
        assert!(reply.starts_with("Added the board"), "{reply}");
    }
}

#[test]
fn a_board_a_server_stored_before_is_read_as_it_was_accepted() {
    // The checks are on files offered now: a stored board read again is not refused by them.
    let text = board_naming("東京");
    assert!(admit("tokyo.toml", text.as_bytes()).is_err());
    assert!(read_map("tokyo.toml", text.as_bytes()).is_ok());
}

#[test]
fn a_board_named_like_a_shipped_one_or_a_file_over_a_server_s_limit_is_refused_by_the_one_verdict()
{
    let classic = board_naming("Salt Lake").replace("\"Reaches\"", "\"Classic\"");
    let p = admit("classic.toml", classic.as_bytes())
        .unwrap_err()
        .to_string();
    assert!(
        p.contains("a board shipped with the bot is already called Classic"),
        "{p}"
    );
    let mut big = board_naming("Salt Lake");
    big += &format!("# {}\n", "x".repeat(300 * 1024));
    assert!(
        read_map("big.toml", big.as_bytes()).is_ok(),
        "a board under 1 MiB"
    );
    let p = admit("big.toml", big.as_bytes()).unwrap_err().to_string();
    // Counts as English writes them, grouped by thousands (issue 44).
    let size = risk::i18n::numbers::number(risk::i18n::Decimal::fixed(big.len() as f64, 0));
    assert!(
        p.contains(&format!(
            "the file has {size} bytes; a server's map file is at most 262,144 bytes (256 KB)"
        )),
        "{p}"
    );
}

#[test]
fn an_admin_reading_german_is_told_what_was_changed_in_german() {
    let (svc, _) = fresh();
    let cmd = Command::Admin(Box::new(Command::MapAdd {
        file_name: BERLIN_FILE.into(),
        bytes: BERLIN.as_bytes().to_vec(),
    }));
    let german = Actor {
        locale: Some(risk::i18n::Lang::De),
        ..moderator()
    };
    let reply = shown(&in_server(&svc, &german, cmd).unwrap().reply.unwrap());
    for said in [
        "Der Spielplan berlin bezirke nach der gebietsreform (12 Gebiete",
        "Anders gelesen als in der Datei (3 Hinweise):",
        "• Zeile 40: die Grenze „Britz“ -> „Mitte“ ist nur in eine Richtung eingetragen",
        "ist länger als 40 Zeichen: der Spielplan heißt „berlin bezirke nach der gebietsreform“",
        "• die Datei gibt keine Kartenmotive an",
    ] {
        assert!(reply.contains(said), "no {said:?} in:\n{reply}");
    }
}

#[test]
fn an_admin_reading_german_is_told_what_is_wrong_in_german() {
    let (svc, store) = fresh();
    let mut text = String::from("[Continents]\nReach=2\n\n[Territories]\n");
    let names = ["Ash", "Birch", "Cedar", "Dune", "Elm", "Fen"];
    for (i, t) in names.iter().enumerate() {
        text += &format!("{t},{},{},Reach,{}\n", i * 10, i * 5, names[(i + 1) % 6]);
    }
    text += "Gorse,70,35,Reach,Atlantis\n";
    let cmd = Command::Admin(Box::new(Command::MapAdd {
        file_name: "atlantis.map".into(),
        bytes: text.into_bytes(),
    }));
    let german = Actor {
        locale: Some(risk::i18n::Lang::De),
        ..moderator()
    };
    let why = match in_server(&svc, &german, cmd) {
        Err(e) if e.is_user_error() => shown(&e.to_string()),
        other => panic!("not refused: {:?}", other.map(|o| o.reply)),
    };
    for said in [
        "Zeile 11: die Grenze „Gorse“ - „Atlantis“ nennt das Gebiet „Atlantis“, das die Datei \
         nicht festlegt",
        "der Spielplan hängt nicht zusammen: „Gorse“ ist von „Ash“ aus nicht erreichbar",
    ] {
        assert!(why.contains(said), "no {said:?} in:\n{why}");
    }
    assert!(!why.contains("which the file does not define"), "{why}");
    assert!(store.boards().unwrap().is_empty());
}

#[test]
fn a_control_character_in_a_name_is_named_by_its_code() {
    let (svc, store) = fresh();
    let mut text = String::from("[Continents]\nReach=2\n\n[Territories]\n");
    let names = ["Ash", "Bir\u{7}ch", "Cedar", "Dune", "Elm", "Fen"];
    for (i, t) in names.iter().enumerate() {
        text += &format!("{t},{},{},Reach,{}\n", i * 10, i * 5, names[(i + 1) % 6]);
    }
    let why = offer_board(&svc, "bell.map", &text).unwrap_err();
    assert!(
        why.contains("line 6: name 'Bir\\u{7}ch' holds U+0007, a control character"),
        "{why}"
    );
    assert!(store.boards().unwrap().is_empty());
}

proptest::proptest! {
    /// Whatever the file name, the name made of it fits and is its beginning.
    #[test]
    fn a_shortened_name_fits_and_begins_the_file_name(name in "[a-zA-Zé ,()_-]{0,90}") {
        let short = risk::maps::shorten(&name, 40);
        proptest::prop_assert!(short.chars().count() <= 40, "{short:?}");
        proptest::prop_assert!(name.starts_with(&short), "{name:?} -> {short:?}");
        if name.chars().count() <= 40 {
            proptest::prop_assert_eq!(&short, &name);
        }
    }
}
