//! Names that show as themselves: a server's board whose own, continent and territory names
//! are Markdown, mention, timestamp, heading, quote and list payloads, played by people whose
//! display names are payloads too (one with a right-to-left override), through every output:
//! posts and their summaries (embeds), private replies and refusals, direct messages, the
//! components (labels, options, placeholders), the picture's words and its alt text, the recap
//! chart. The checker below reads each text as Discord would: in Markdown, every character of
//! a name that Discord could take for markup must be escaped, and nothing may make a link, a
//! pill, a spoiler, a heading or a quote the bot did not write; in plain text (labels, alt
//! text, pictures) a name goes in as it is, with no backslash. The checker is seen to fail when
//! the service writes the names without escaping them.

mod support;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::i18n::markup;
use risk::render::Layout;
use risk::service::{
    Actor, ChannelKey, Command, GameService, GuildKey, Membership, NewGame, Outcome, Row,
    ServiceError,
};
use support::lang::svg_texts;
use support::markdown::{markdown_faults, plain_faults, visible};
use support::{actor, in_memory, same_seed, stopped};

const GUILD: GuildKey = GuildKey(404);
const CH: ChannelKey = ChannelKey(41);

const BOARD: &str = "**Evil** [Board](https://evil.example)";
const CONTINENTS: [&str; 3] = ["# Head Land", "> Quote Land", "-# Small `Land"];
const TERRITORIES: [&str; 12] = [
    "[click](https://evil.example/a)",
    "||spoiler|| one",
    "**bold two",
    "```code three",
    "<@123456789012345678> four",
    "<@&42> five",
    "<#99> six",
    "<t:0:R> seven",
    "# Heading eight",
    "> Quote nine",
    "_under_ ~~ten~~",
    "1. List eleven",
];
/// What someone types where a name or a number is asked for, quoted back in a refusal.
const TYPED: &str = "<@&7> [x](https://e.x) ||y||";

/// The people's display names: Discord lets anyone choose these.
const PEOPLE: [&str; 3] = [
    "**[pwn](https://evil.example/p)**",
    "<@&1> ||x|| # y",
    "\u{202E}evil ~~z~~ `w",
];

/// The board as a map file: a ring of the twelve territories with a chord, three continents.
fn board_toml() -> String {
    let q = |s: &str| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
    let n = TERRITORIES.len();
    let mut s = format!("name = {}\nwild_cards = 2\nadjacencies = [\n", q(BOARD));
    for i in 0..n {
        s += &format!(
            "  {{ a = {}, b = {} }},\n",
            q(TERRITORIES[i]),
            q(TERRITORIES[(i + 1) % n])
        );
    }
    s += &format!(
        "  {{ a = {}, b = {} }},\n]\n",
        q(TERRITORIES[0]),
        q(TERRITORIES[n / 2])
    );
    for (c, name) in CONTINENTS.iter().enumerate() {
        s += &format!("[[continents]]\nname = {}\nbonus = {}\n", q(name), c + 2);
    }
    let designs = ["infantry", "cavalry", "artillery"];
    for (i, name) in TERRITORIES.iter().enumerate() {
        s += &format!(
            "[[territories]]\nname = {}\ncontinent = {}\ndesign = \"{}\"\n",
            q(name),
            q(CONTINENTS[i * 3 / n]),
            designs[i % 3]
        );
    }
    s
}

/// Every name as a reader should see it: as written, without hidden or direction characters.
fn shown_names() -> Vec<String> {
    let mut all: Vec<String> = TERRITORIES.iter().map(|s| s.to_string()).collect();
    all.extend(CONTINENTS.iter().map(|s| s.to_string()));
    all.push(BOARD.to_string());
    all.extend(PEOPLE.iter().map(|p| markup::clean(p)));
    all.push(TYPED.to_string());
    all
}

/// The kind of output a place names: what follows its last ": ".
fn output_kind(place: &str) -> String {
    place.rsplit(": ").next().unwrap_or(place).to_string()
}

/// Every output checked, and which names were seen shown whole in each kind of output.
#[derive(Default)]
struct Checker {
    names: Vec<String>,
    faults: Vec<String>,
    seen_markdown: Vec<String>,
    seen_plain: Vec<String>,
    texts: usize,
    /// The kinds of output checked ("post", "DM", "button", …).
    kinds: std::collections::BTreeSet<String>,
}

impl Checker {
    fn new() -> Checker {
        Checker {
            names: shown_names(),
            ..Checker::default()
        }
    }

    fn markdown(&mut self, place: &str, text: &str) {
        self.texts += 1;
        self.kinds.insert(output_kind(place));
        for f in markdown_faults(text, &self.names) {
            self.faults.push(format!("[{place}] {f}: {text:?}"));
        }
        let v: String = visible(text).iter().map(|(c, _)| *c).collect();
        for n in &self.names {
            if v.contains(n.as_str()) && !self.seen_markdown.contains(n) {
                self.seen_markdown.push(n.clone());
            }
        }
    }

    fn plain(&mut self, place: &str, text: &str) {
        self.texts += 1;
        self.kinds.insert(output_kind(place));
        for f in plain_faults(text) {
            self.faults.push(format!("[{place}] {f}: {text:?}"));
        }
        for n in &self.names {
            if text.contains(n.as_str()) && !self.seen_plain.contains(n) {
                self.seen_plain.push(n.clone());
            }
        }
    }

    fn rows(&mut self, place: &str, rows: &[Row]) {
        for row in rows {
            match row {
                Row::Buttons(buttons) => {
                    for b in buttons {
                        self.plain(&format!("{place}: button"), &b.label);
                    }
                }
                Row::Menu(m) => {
                    self.plain(&format!("{place}: placeholder"), &m.placeholder);
                    for o in &m.options {
                        self.plain(&format!("{place}: option"), &o.label);
                    }
                }
            }
        }
    }

    fn outcome(&mut self, place: &str, o: &Outcome) {
        for p in &o.public {
            self.markdown(&format!("{place}: post"), &p.text);
            if let Some(s) = &p.summary {
                self.markdown(&format!("{place}: embed"), &s.text);
            }
            self.rows(&format!("{place}: post"), &p.rows);
        }
        for p in &o.private {
            self.markdown(&format!("{place}: DM"), &p.text);
        }
        if let Some(r) = &o.reply {
            self.markdown(&format!("{place}: reply"), r);
        }
        if let Some(s) = &o.reply_summary {
            self.markdown(&format!("{place}: reply embed"), &s.text);
        }
        self.rows(&format!("{place}: reply"), &o.reply_rows);
        if let Some(b) = &o.view {
            self.plain(&format!("{place}: alt text"), &b.0.describe());
            let svg = risk::render::render_svg(&b.0, &Layout::of(&b.0.map));
            // Every name XML-escaped: the picture is well-formed.
            if let Err(e) = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()) {
                self.faults
                    .push(format!("[{place}: picture] not well-formed: {e}"));
            }
            for t in svg_texts(&svg) {
                self.plain(&format!("{place}: picture"), &t);
            }
        }
        if let Some(c) = &o.chart {
            self.plain(&format!("{place}: chart alt text"), &c.describe());
            for t in svg_texts(&c.svg()) {
                self.plain(&format!("{place}: chart"), &t);
            }
        }
    }

    fn refusal(&mut self, place: &str, e: &ServiceError) {
        self.markdown(&format!("{place}: refusal"), &e.to_string());
    }
}

// ---- the game ----

fn membership() -> Membership {
    Membership {
        guild: GUILD,
        roles: vec![],
    }
}

fn people() -> Vec<Actor> {
    PEOPLE
        .iter()
        .enumerate()
        .map(|(i, name)| Actor {
            admin: i == 0,
            ..actor(500 + i as u64, name)
        })
        .collect()
}

struct Played {
    svc: GameService,
    people: Vec<Actor>,
    check: Checker,
}

impl Played {
    fn run(&mut self, who: usize, cmd: Command) -> Option<Outcome> {
        let place = format!("{} /{}", self.people[who].name, cmd.name());
        match self
            .svc
            .handle_in_server(CH, &self.people[who], Some(&membership()), cmd)
        {
            Ok(o) => {
                self.check.outcome(&place, &o);
                Some(o)
            }
            Err(e) => {
                self.check.refusal(&place, &e);
                None
            }
        }
    }

    fn click(&mut self, who: usize, rows: &[Row]) {
        let Some((id, values)) = rows.iter().find_map(|r| match r {
            Row::Buttons(b) => b.first().map(|b| (b.id.clone(), vec![])),
            Row::Menu(m) => m
                .options
                .first()
                .map(|o| (m.id.clone(), vec![o.value.clone()])),
        }) else {
            return;
        };
        let got =
            self.svc
                .handle_component(CH, &self.people[who], Some(&membership()), &id, &values);
        match got {
            Ok(o) => self.check.outcome(&format!("click {id}"), &o),
            Err(e) => self.check.refusal(&format!("click {id}"), &e),
        }
    }
}

/// Opens a table of `new` on the hostile board with the three people and plays it as the
/// basic AI would, asking around and clicking on the way, until it ends.
fn play_on_hostile_board(new: NewGame) -> Played {
    let mut me = Played {
        svc: in_memory(stopped(1_700_000_000), same_seed(11)),
        people: people(),
        check: Checker::new(),
    };
    let added = me.run(
        0,
        Command::Admin(Box::new(Command::MapAdd {
            file_name: "evil.toml".into(),
            bytes: board_toml().into_bytes(),
        })),
    );
    assert!(added.is_some(), "the board is added: {:?}", me.check.faults);
    me.run(0, Command::Maps);
    me.run(
        0,
        Command::New(Box::new(NewGame {
            map: Some(BOARD.into()),
            ..new
        })),
    );
    me.run(1, Command::Join { color: None });
    me.run(2, Command::Join { color: None });
    me.run(0, Command::Status);
    me.run(0, Command::Start);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for step in 0..2_000 {
        let s = me.svc.snapshot(CH).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        if g.is_over() {
            break;
        }
        let seat = if g.placing_simultaneously() {
            g.still_placing()[0]
        } else {
            g.current()
        };
        let who = me
            .people
            .iter()
            .position(|a| s.seat_of(a.user) == Some(seat))
            .unwrap();
        if step % 40 == 0 {
            me.run(
                who,
                Command::Board {
                    player: None,
                    continent: None,
                    region: None,
                    whole: false,
                },
            );
            me.run(
                who,
                Command::Board {
                    player: Some(PEOPLE[1].into()),
                    continent: None,
                    region: None,
                    whole: false,
                },
            );
            me.run(
                who,
                Command::Board {
                    player: None,
                    continent: Some(CONTINENTS[1].into()),
                    region: None,
                    whole: false,
                },
            );
            me.run(
                who,
                Command::Territory {
                    name: TERRITORIES[4].into(),
                },
            );
            me.run(who, Command::Hand);
            me.run(who, Command::Mission);
            me.run(
                who,
                Command::History {
                    count: None,
                    file: false,
                },
            );
            // Typed names echoed in a refusal.
            me.run(who, Command::Territory { name: TYPED.into() });
            me.run(
                who,
                Command::Board {
                    player: Some(TYPED.into()),
                    continent: None,
                    region: None,
                    whole: false,
                },
            );
            me.run(
                who,
                Command::Help {
                    command: Some(TYPED.into()),
                },
            );
        }
        if step % 7 == 3 {
            let rows = me
                .svc
                .snapshot(CH)
                .ok()
                .flatten()
                .map(|s| risk::service::components::prompt_rows(&s, None))
                .unwrap_or_default();
            me.check.rows("prompt", &rows);
            me.click(who, &rows);
            continue;
        }
        if step > 1_500 {
            me.run(who, Command::Surrender);
            continue;
        }
        let action = risk::ai::AiLevel::Basic.act(g, seat, &mut rng);
        if me.run(who, Command::for_action(&s, g, action)).is_none() {
            me.run(who, Command::End);
        }
    }
    me
}

/// Plays `new` and checks every output of the game, of each of `kinds` at least one.
fn every_output_of(new: NewGame, kinds: &[&str]) {
    let played = play_on_hostile_board(new);
    let check = &played.check;
    assert!(
        check.faults.is_empty(),
        "{} faults in {} texts, the first:\n{}",
        check.faults.len(),
        check.texts,
        check.faults[..check.faults.len().min(15)].join("\n")
    );
    // The names were there to be read: each in Markdown, and the territories and people in
    // plain text too (labels, the picture, its alt text).
    for n in &check.names {
        assert!(
            check.seen_markdown.contains(n),
            "{n:?} never shown in a message"
        );
    }
    for n in TERRITORIES
        .iter()
        .map(|s| s.to_string())
        .chain(PEOPLE.iter().map(|p| markup::clean(p)))
    {
        assert!(
            check.seen_plain.contains(&n),
            "{n:?} never shown in plain text"
        );
    }
    for k in kinds {
        assert!(
            check.kinds.contains(*k),
            "no {k} checked: {:?}",
            check.kinds
        );
    }
    let s = played.svc.snapshot(CH).unwrap().unwrap();
    assert!(
        s.game.as_ref().unwrap().is_over(),
        "the game was played to its end"
    );
}

#[test]
fn every_name_shows_as_itself_in_every_output() {
    every_output_of(
        NewGame::preset("secret-mission"),
        &[
            "post",
            "embed",
            "reply",
            "refusal",
            "DM",
            "button",
            "option",
            "placeholder",
            "alt text",
            "picture",
            "chart alt text",
            "chart",
        ],
    );
}

#[test]
fn every_name_shows_as_itself_under_fog_of_war() {
    let fogged = NewGame {
        fog: Some("standard".into()),
        ..NewGame::preset("classic")
    };
    every_output_of(
        fogged,
        &[
            "post",
            "reply",
            "reply embed",
            "button",
            "alt text",
            "picture",
        ],
    );
}

#[test]
fn the_checker_fails_when_an_output_skips_the_escaping() {
    let names = shown_names();
    // A name placed raw, and placed escaped.
    for name in &names {
        let line = format!("Held by {name}, 3 armies.");
        assert!(
            !markdown_faults(&line, &names).is_empty(),
            "raw {name:?} not caught"
        );
        let escaped = format!(
            "Held by {}, 3 armies.",
            markup::escape(&markup::clean(name))
        );
        assert_eq!(
            markdown_faults(&escaped, &names),
            Vec::<String>::new(),
            "{escaped}"
        );
        assert!(
            !plain_faults(&escaped).is_empty(),
            "a backslash in a label not caught"
        );
    }
    // Line-start constructs caught at a line's start, even for a name the checker was not told.
    for line in ["# x", "> x", "-# x", "1. x", "- x"] {
        assert!(
            !markdown_faults(&format!("a\n{line}"), &[]).is_empty(),
            "{line}"
        );
    }
    assert!(!plain_faults("\u{202E}evil").is_empty());
    // The service writing names raw (every text made as plain text) is caught in its posts.
    let mut raw = Checker::new();
    let svc = in_memory(stopped(1_700_000_000), same_seed(11));
    let people = people();
    let run = |who: usize, cmd: Command| {
        markup::plain(|| svc.handle_in_server(CH, &people[who], Some(&membership()), cmd))
    };
    run(
        0,
        Command::Admin(Box::new(Command::MapAdd {
            file_name: "evil.toml".into(),
            bytes: board_toml().into_bytes(),
        })),
    )
    .unwrap();
    let new = NewGame {
        map: Some(BOARD.into()),
        ..NewGame::default()
    };
    for (who, cmd) in [
        (0, Command::New(Box::new(new))),
        (1, Command::Join { color: None }),
        (2, Command::Join { color: None }),
        (0, Command::Start),
        (
            0,
            Command::Board {
                player: None,
                continent: None,
                region: None,
                whole: false,
            },
        ),
    ] {
        let o = run(who, cmd).unwrap();
        raw.outcome("raw", &o);
    }
    assert!(
        raw.faults.iter().any(|f| f.contains("post"))
            && raw
                .faults
                .iter()
                .any(|f| f.contains("embed") || f.contains("reply")),
        "names written raw went unnoticed: {:?}",
        raw.faults
    );
}

/// Inside a code span a backslash does not escape: the catalogue places no name there, only
/// what the bot itself writes (a command's usage, the dice's salt, seed and commitment, the
/// record's digest). And it writes no backslash.
#[test]
fn no_message_puts_an_argument_that_could_be_a_name_in_a_code_span() {
    const BOTS_OWN: [&str; 5] = ["usage", "record", "salt", "seed", "commitment"];
    let mut seen = 0;
    for lang in risk::i18n::Lang::ALL {
        for area in risk::i18n::AREAS {
            let source = risk::i18n::source(lang, area).unwrap();
            for line in source.lines().filter(|l| !l.starts_with('#')) {
                // No backslash of its own either: what reads Discord's text as plain text
                // (the console, the history file) takes out the names' escapes only.
                assert!(!line.contains('\\'), "{lang} {area}: a backslash: {line}");
                // The spans between pairs of backticks.
                for span in line.split('`').skip(1).step_by(2) {
                    for part in span.split("{ $").skip(1) {
                        let var: String = part
                            .chars()
                            .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
                            .collect();
                        seen += 1;
                        assert!(
                            BOTS_OWN.contains(&var.as_str()),
                            "{lang} {area}: ${var} in a code span: {line}"
                        );
                    }
                }
            }
        }
    }
    assert!(seen > 0, "the check read the catalogue's code spans");
}
