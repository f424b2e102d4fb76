//! In the players' own language, proved on whole games: every preset is played through the
//! service with the channel in test language A (each message wrapped `⟦…⟧`) and every player in
//! test language B (`⟪…⟫`): people moving as the basic AI decides, by commands and by clicks on
//! the components they are shown, asking what players ask (/board, /territory, /status, /hand,
//! /mission, /history, /risk rules, /help, /odds), refused on purpose (an unknown territory, a
//! move out of turn), surrendering, and leaving deadlines to fire. Every output is checked by
//! `support::lang` (its doc comment states the rule): what the channel reads is A's, what one
//! player reads is B's, and nothing outside a message is a word.
//!
//! The source check below looks for what the games cannot see: a player-facing string literal
//! left in the service's or the adapter's code.

mod support;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::rules::PRESETS;
use risk::engine::{Game, PlayerId, TerritoryId};
use risk::i18n::Lang;
use risk::service::{Actor, ChannelKey, Command, NewGame, Outcome, Post, Row};
use support::lang::{fault, Checker};
use support::{actor_of, Table};

const CHANNEL: Lang = Lang::PseudoA;
const PLAYER: Lang = Lang::PseudoB;

/// Commands per game before everyone gives up (which ends it: the end post is checked too).
const MOVES: usize = 150;

/// A person whose client speaks B, in a server whose language is A.
fn speaker(id: u64, name: &str) -> Actor {
    Actor {
        locale: Some(PLAYER),
        guild_locale: Some(CHANNEL),
        ..support::actor(id, name)
    }
}

/// One game of one preset, every output checked.
struct Played {
    preset: &'static str,
    table: Table,
    people: Vec<Actor>,
    check: Checker,
    /// The components last shown in the channel, and those last shown to each person privately.
    shown: Vec<Row>,
    shown_to: Vec<Vec<Row>>,
    /// Deadline ticks that posted something; clicks that went through.
    woke: usize,
    clicked: usize,
    /// Pictures whose drawn words were checked.
    drawn: usize,
}

impl Played {
    fn open(preset: &'static str, seed: u64) -> Played {
        let rules = (risk::engine::rules::preset(preset).unwrap().rules)();
        let seats = rules.min_players.max(3).min(rules.max_players) as usize;
        let humans = if seats == 2 { 2 } else { seats - 1 };
        let names = ["alice", "bob", "carol", "dave", "erin", "frank"];
        let people: Vec<Actor> = (0..humans)
            .map(|i| speaker(100 + i as u64, names[i]))
            .collect();
        let mut me = Played {
            preset,
            table: Table::new(ChannelKey(9), 1_700_000_000, seed),
            shown_to: vec![vec![]; people.len()],
            people,
            check: Checker::default(),
            shown: vec![],
            woke: 0,
            clicked: 0,
            drawn: 0,
        };
        let host = me.people[0].clone();
        me.run(&host, Command::New(Box::new(NewGame::preset(preset))));
        // Refused on purpose: the game has not started.
        me.run(&host, Command::Hand);
        for p in me.people.clone().iter().skip(1) {
            me.run(p, Command::Join { color: None });
        }
        // Refused on purpose: already seated.
        me.run(&host, Command::Join { color: None });
        for i in humans..seats {
            let level = Some(AiLevel::ALL[i % AiLevel::ALL.len()]);
            me.run(&host, Command::AddAi { level });
        }
        me.run(&host, Command::Status);
        me.run(&host, Command::Start);
        me
    }

    fn place(&self, who: &Actor, what: &str) -> String {
        format!("{}: {} {what}", self.preset, who.name)
    }

    /// Checks what `out` (or the refusal) tells its readers; whether the service took it.
    fn checked(
        &mut self,
        who: &Actor,
        what: &str,
        got: Result<Outcome, risk::service::ServiceError>,
    ) -> Option<Outcome> {
        if let Ok(Some(s)) = self.table.svc.snapshot(self.table.ch) {
            self.check.seats(&s);
        }
        let place = self.place(who, what);
        match got {
            Ok(out) => {
                self.check
                    .outcome(&place, &out, CHANNEL, Some(PLAYER), |_| PLAYER);
                self.remember(who, &out);
                Some(out)
            }
            Err(e) => {
                self.check.refusal(PLAYER, &place, &e);
                None
            }
        }
    }

    /// Runs `cmd` for `who`; whether the service took it.
    fn run(&mut self, who: &Actor, cmd: Command) -> bool {
        let what = format!("/{}", cmd.name());
        let got = self.table.run(who, cmd);
        self.checked(who, &what, got).is_some()
    }

    /// `who` clicks component `id` (with the menu's `values`).
    fn click(&mut self, who: &Actor, id: &str, values: &[String]) -> Option<Outcome> {
        let got = self
            .table
            .svc
            .handle_component(self.table.ch, who, None, id, values);
        let out = self.checked(who, &format!("click {id}"), got);
        self.clicked += usize::from(out.is_some());
        out
    }

    fn remember(&mut self, who: &Actor, out: &Outcome) {
        let rows: Vec<Row> = out
            .public
            .iter()
            .flat_map(|p: &Post| p.rows.clone())
            .collect();
        if !rows.is_empty() {
            self.shown = rows;
        }
        if let Some(i) = self.people.iter().position(|p| p.user == who.user) {
            if !out.reply_rows.is_empty() {
                self.shown_to[i] = out.reply_rows.clone();
            }
        }
    }

    /// `who` plays by clicking: the first choice of the components last shown to them (or in
    /// the channel), and of what each answer shows them, up to three deep.
    fn play_by_clicks(&mut self, k: usize) {
        let who = self.people[k].clone();
        let mut rows = if self.shown_to[k].is_empty() {
            self.shown.clone()
        } else {
            std::mem::take(&mut self.shown_to[k])
        };
        for _ in 0..3 {
            let Some((id, values)) = first_choice(&rows) else {
                return;
            };
            match self.click(&who, &id, &values) {
                Some(out) if !out.reply_rows.is_empty() => rows = out.reply_rows,
                _ => return,
            }
        }
    }

    /// `secs` pass; what the deadlines post is checked (in the channel's language, DMs in
    /// their reader's).
    fn wait(&mut self, secs: u64) {
        self.table.advance(secs);
        let now = self.table.clock.load(std::sync::atomic::Ordering::SeqCst);
        for (ch, got) in self.table.svc.tick(now) {
            if ch != self.table.ch {
                continue;
            }
            let place = format!("{}: deadline", self.preset);
            match got {
                Ok(out) => {
                    self.woke += usize::from(!out.public.is_empty());
                    self.check.outcome(&place, &out, CHANNEL, None, |_| PLAYER);
                    let rows: Vec<Row> = out.public.iter().flat_map(|p| p.rows.clone()).collect();
                    if !rows.is_empty() {
                        self.shown = rows;
                    }
                }
                Err(e) => self.check.refusal(CHANNEL, &place, &e),
            }
        }
    }

    /// One move of the person to move (by command, or every seventh by clicks), with what
    /// players ask now and then; `false` when the game is over or no person is to move.
    fn step(&mut self, rng: &mut ChaCha8Rng, n: usize) -> bool {
        let s = self.table.session();
        let Some(g) = s.game.as_ref().filter(|g| !g.is_over()) else {
            return false;
        };
        if n % 25 == 13 {
            // The person to move stays away: the reminder, then the deadline.
            self.wait(23 * 3600);
            self.wait(2 * 3600);
            return true;
        }
        let me = if g.placing_simultaneously() {
            let person = |p: &PlayerId| actor_of(&s, &self.people, *p).is_some();
            match g.still_placing().into_iter().find(person) {
                Some(p) => p,
                None => return false,
            }
        } else {
            g.current()
        };
        let Some(who) = actor_of(&s, &self.people, me).cloned() else {
            return false;
        };
        let k = self.people.iter().position(|p| p.user == who.user).unwrap();
        if n % 7 == 3 {
            self.play_by_clicks(k);
            return true;
        }
        if n % 10 == 5 {
            self.refused_on_purpose(&who, g);
        }
        let action = AiLevel::Basic.act(g, me, rng);
        if !self.run(&who, Command::for_action(&s, g, action)) {
            self.run(&who, Command::End);
        }
        if n % 20 == 0 {
            self.ask_around(g, n);
        }
        true
    }

    /// Commands the service must refuse, in the invoker's language.
    fn refused_on_purpose(&mut self, who: &Actor, g: &Game) {
        self.run(
            who,
            Command::Territory {
                name: "Atlantis".into(),
            },
        );
        self.run(
            who,
            Command::Draft {
                territory: "Nowhere Land".into(),
                troops: risk::service::Troops::Exactly(1),
            },
        );
        let from = g.map().name(TerritoryId(0)).to_string();
        let to = g.map().name(TerritoryId(1)).to_string();
        // Out of turn: someone other than the mover.
        if let Some(other) = self.people.iter().find(|p| p.user != who.user).cloned() {
            self.run(&other, Command::End);
            self.run(
                &other,
                Command::Fortify {
                    from,
                    to,
                    troops: risk::service::Troops::Exactly(1),
                },
            );
        }
    }

    /// Each person asks what a player would.
    fn ask_around(&mut self, g: &Game, n: usize) {
        let count = g.map().territory_count();
        let territory = g.map().name(TerritoryId((n % count) as u8)).to_string();
        let continents = g.map().continents();
        let continent = continents[n % continents.len()].name.clone();
        for (i, p) in self.people.clone().iter().enumerate() {
            let other = self.people[(i + 1) % self.people.len()].name.clone();
            let asks = [
                Command::Board {
                    player: None,
                    continent: None,
                    region: None,
                    whole: false,
                },
                Command::Board {
                    player: Some(other),
                    continent: None,
                    region: None,
                    whole: false,
                },
                Command::Board {
                    player: Some("me".into()),
                    continent: None,
                    region: None,
                    whole: false,
                },
                Command::Board {
                    player: None,
                    continent: Some(continent.clone()),
                    region: None,
                    whole: false,
                },
                Command::Territory {
                    name: territory.clone(),
                },
                Command::Status,
                Command::Hand,
                Command::Mission,
                Command::History {
                    count: None,
                    file: n % 40 == 0,
                },
                Command::Odds {
                    attackers: Some(5),
                    defenders: Some(3),
                    from: None,
                    to: None,
                },
            ];
            for ask in asks {
                self.run(p, ask);
            }
        }
    }

    /// The board as the game ended, drawn as the adapter draws it for the channel: its legend
    /// and labels (the recap's chart is checked with the post that carries it).
    fn pictures(&mut self) {
        let s = self.table.session();
        let g = s.game.as_ref().unwrap();
        let seats: Vec<String> = s.seats.iter().map(|x| x.name.clone()).collect();
        let place = format!("{}: the end's pictures", self.preset);
        let svg = risk::i18n::with(CHANNEL, CHANNEL, || {
            let view = risk::render::BoardView::new(g, &seats, None);
            risk::render::render_svg(&view, &risk::render::Layout::of(&view.map))
        });
        self.check
            .picture(CHANNEL, &format!("{place}: board"), &svg);
        self.drawn += 1;
    }

    /// What is asked once a game: the rules and the help.
    fn ask_once(&mut self) {
        let who = self.people[0].clone();
        for ask in [
            Command::Rules { preset: None },
            Command::Rules {
                preset: Some("capital".into()),
            },
            Command::Help { command: None },
            Command::Help {
                command: Some("attack".into()),
            },
            Command::Help {
                command: Some("no-such-command".into()),
            },
        ] {
            self.run(&who, ask);
        }
    }
}

/// The first choice of the first component of `rows`: (id, values).
fn first_choice(rows: &[Row]) -> Option<(String, Vec<String>)> {
    rows.iter().find_map(|r| match r {
        Row::Buttons(b) => b.first().map(|b| (b.id.clone(), vec![])),
        Row::Menu(m) => m
            .options
            .first()
            .map(|o| (m.id.clone(), vec![o.value.clone()])),
    })
}

/// Plays one game of `preset` to its end: moves, a surrender in every third game, then every
/// person gives up (a table nobody plays ends).
fn play_in_two_languages(preset: &'static str, seed: u64) -> Played {
    let mut game = Played::open(preset, seed);
    game.ask_once();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for n in 0..MOVES {
        if n == MOVES * 2 / 3 && seed % 3 == 0 {
            let last = game.people.last().unwrap().clone();
            game.run(&last, Command::Surrender);
        }
        if !game.step(&mut rng, n) {
            break;
        }
    }
    for p in game.people.clone() {
        game.run(&p, Command::Surrender);
    }
    game.pictures();
    let host = game.people[0].clone();
    game.run(&host, Command::Status);
    game.run(
        &host,
        Command::History {
            count: Some(5),
            file: true,
        },
    );
    game
}

/// Every preset: what the channel reads is in the channel's language, what a player reads alone
/// is in theirs, and everything comes from the catalogue.
#[test]
fn every_text_of_every_preset_is_in_its_readers_language() {
    let mut failed = vec![];
    let mut texts = 0;
    for (i, preset) in PRESETS.iter().enumerate() {
        let game = play_in_two_languages(preset.name, 11 + i as u64);
        texts += game.check.texts;
        assert!(game.woke > 0, "{}: no deadline posted", preset.name);
        assert!(game.clicked > 0, "{}: no click went through", preset.name);
        let over = game.table.session().game.is_some_and(|g| g.is_over());
        assert!(over, "{}: the game did not end", preset.name);
        assert_eq!(
            game.drawn, 1,
            "{}: the picture was not checked",
            preset.name
        );
        if !game.check.findings.is_empty() {
            failed.push(format!("{}: {}", preset.name, game.check.report(15)));
        }
    }
    assert!(texts > 10_000, "only {texts} texts checked");
    assert!(
        failed.is_empty(),
        "texts not in their reader's language:\n{}",
        failed.join("\n")
    );
}

/// The checker must be seen to fail: an English literal outside a message, a public text in a
/// player's language, a reply in the channel's, unbalanced marks. And it lets through what may
/// stand between messages: names, mentions, times, numbers, markdown, emoji.
#[test]
fn the_language_checker_catches_a_literal_and_a_text_in_the_wrong_language() {
    let names = vec!["alice".to_string(), "AI 1 (basic)".to_string()];
    for fine in [
        "⟦alice attacks Ural⟧",
        "<@123> **alice** ⟦takes ⟦Ural⟧ from bob⟧ 🎲 3–2 (+5)",
        "🤖 **AI 1 (basic)**: ⟦places 4⟧\n⟦Your turn, until <t:1900000000:R>.⟧ {t:1900000000:R}",
        "· `3` ⟦x⟧ — #1 <#55> <:flag:123>",
        "⟦Trade ⟦⟦Eastern Austr… (+8)⟧",
        "**classic**: ⟦a lobby⟧",
        "",
    ] {
        assert_eq!(fault(Lang::PseudoA, fine, &names), None, "{fine}");
    }
    for (bad, lang) in [
        ("⟦alice attacks⟧ Ural", Lang::PseudoA),
        ("alice attacks Ural", Lang::PseudoA),
        ("⟦alice⟧ ⟪attacks⟫", Lang::PseudoA),
        ("⟦alice attacks ⟪Ural⟫⟧", Lang::PseudoA),
        ("⟪Your hand⟫ ⟦cards⟧", Lang::PseudoB),
        ("⟦unclosed", Lang::PseudoA),
        ("closed⟧ ⟦", Lang::PseudoA),
        ("⟦x⟧ armies 5", Lang::PseudoA),
        ("⟦x⟧ alicea", Lang::PseudoA),
    ] {
        assert!(fault(lang, bad, &names).is_some(), "{bad} passed");
    }
    // A picture's drawn words: a name on two lines is one text, a seat's letter may stand.
    let svg = r#"<svg><text x="1">⟦Northwest</text><text>Territory⟧</text><text>A</text>
        <text y="2">⟦3 armies⟧ &amp; B</text></svg>"#;
    let mut check = Checker::default();
    check.picture(CHANNEL, "test", svg);
    assert_eq!(check.findings, vec![], "{svg}");
    check.picture(CHANNEL, "test", "<svg><text>round</text></svg>");
    assert_eq!(check.findings.len(), 1, "an English word drawn is found");
    // Whole outcomes: a post in B and an English reply are each found, and where.
    let mut check = Checker::default();
    let out = Outcome {
        public: vec![Post {
            text: "⟪Your turn⟫".into(),
            ..Post::default()
        }],
        reply: Some("Placed 3 on Ural.".into()),
        ..Outcome::default()
    };
    check.outcome("test", &out, CHANNEL, Some(PLAYER), |_| PLAYER);
    let places: Vec<&str> = check.findings.iter().map(|f| f.place.as_str()).collect();
    assert_eq!(places, ["test: post 0", "test: reply"]);
    // The service in English (no language given) is caught as a literal everywhere.
    let table = Table::new(ChannelKey(3), 1_700_000_000, 1);
    let english = support::actor(1, "alice");
    let out = table.ok(&english, Command::New(Box::new(NewGame::preset("classic"))));
    let mut check = Checker::default();
    check.seats(&table.session());
    check.outcome("english", &out, CHANNEL, Some(PLAYER), |_| PLAYER);
    assert!(
        !check.findings.is_empty(),
        "the English lobby passed: {out:?}"
    );
}

// ---- the source check ----

/// A string literal of the code: its text (escapes as written), its line, and the calls it
/// stands inside (outermost first: `fn name` for a function's body, `format!`, `expect`,
/// `warn!`, …; `#error` for `#[error(…)]`, `#attr` for any other attribute).
#[derive(Debug)]
struct Literal {
    text: String,
    line: usize,
    within: Vec<String>,
    /// The first argument of `t!(…)`: a key.
    key: bool,
}

/// The string literals of `code` outside comments and before its test module.
fn literals_of(code: &str) -> Vec<Literal> {
    let code = match code.find("#[cfg(test)]") {
        Some(i) => &code[..i],
        None => code,
    };
    let b: Vec<char> = code.chars().collect();
    let mut out = vec![];
    let mut line = 1;
    // Open brackets: the name called (or the attribute), with `(`, `[` or `{`.
    let mut stack: Vec<(String, char)> = vec![];
    let mut last_word = String::new();
    let mut bang = false;
    // After `fn`: the function's name, until its body opens (or a `;` ends a declaration).
    let mut after_fn = false;
    let mut pending_fn: Option<String> = None;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if next == Some('/') => {
                while i < b.len() && b[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                let mut depth = 0;
                while i < b.len() {
                    if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        line += usize::from(b[i] == '\n');
                        i += 1;
                    }
                }
            }
            '\'' => {
                // A char literal ('"', '\n', 'x') or a lifetime ('a).
                if next == Some('\\') {
                    let end = (i + 2..b.len()).find(|&k| b[k] == '\'').unwrap_or(b.len());
                    i = end + 1;
                } else if b.get(i + 2) == Some(&'\'') {
                    i += 3;
                } else {
                    i += 1;
                }
            }
            '"' | 'r' | 'b'
                if c == '"'
                    || (c == 'r'
                        && matches!(next, Some('"' | '#'))
                        && !is_ident(b.get(i.wrapping_sub(1))))
                    || (c == 'b'
                        && matches!(next, Some('"' | 'r'))
                        && !is_ident(b.get(i.wrapping_sub(1)))) =>
            {
                let byte = c == 'b';
                let mut k = i + usize::from(c != '"');
                if byte && b.get(k) == Some(&'r') {
                    k += 1;
                }
                let raw = c == 'r' || (byte && b.get(k - 1) == Some(&'r'));
                let mut hashes = 0;
                while raw && b.get(k) == Some(&'#') {
                    hashes += 1;
                    k += 1;
                }
                if b.get(k) != Some(&'"') {
                    i += 1;
                    continue;
                }
                let start_line = line;
                let start = k + 1;
                let mut k = start;
                loop {
                    match b.get(k) {
                        None => break,
                        Some('\\') if !raw => k += 2,
                        Some('"') if (0..hashes).all(|h| b.get(k + 1 + h) == Some(&'#')) => break,
                        Some(ch) => {
                            line += usize::from(*ch == '\n');
                            k += 1;
                        }
                    }
                }
                let written: String = b[start..k.min(b.len())].iter().collect();
                let text = if raw { written } else { unescape(&written) };
                let key = stack.last().is_some_and(|(n, br)| n == "t!" && *br == '(')
                    && b[..i].iter().rev().find(|c| !c.is_whitespace()) == Some(&'(');
                if !byte {
                    out.push(Literal {
                        text,
                        line: start_line,
                        within: stack.iter().map(|(n, _)| n.clone()).collect(),
                        key,
                    });
                }
                i = k + 1 + hashes;
                last_word.clear();
            }
            '(' | '[' | '{' => {
                let name = if c == '[' && i > 0 && b[i - 1] == '#' {
                    let w: String = b[i + 1..]
                        .iter()
                        .take_while(|c| c.is_alphanumeric() || **c == '_')
                        .collect();
                    if w == "error" {
                        "#error".to_string()
                    } else {
                        "#attr".to_string()
                    }
                } else if let (Some(f), '{') = (&pending_fn, c) {
                    let name = format!("fn {f}");
                    pending_fn = None;
                    name
                } else if bang {
                    format!("{last_word}!")
                } else if c == '(' {
                    last_word.clone()
                } else {
                    String::new()
                };
                stack.push((name, c));
                last_word.clear();
                bang = false;
                i += 1;
            }
            ')' | ']' | '}' => {
                stack.pop();
                last_word.clear();
                bang = false;
                i += 1;
            }
            '!' => {
                bang = !last_word.is_empty();
                i += 1;
            }
            c if c.is_alphanumeric() || c == '_' => {
                let mut k = i;
                while k < b.len() && (b[k].is_alphanumeric() || b[k] == '_') {
                    k += 1;
                }
                last_word = b[i..k].iter().collect();
                if after_fn {
                    pending_fn = Some(last_word.clone());
                }
                after_fn = last_word == "fn";
                bang = false;
                i = k;
            }
            c if c.is_whitespace() => i += 1,
            ';' => {
                pending_fn = None;
                last_word.clear();
                bang = false;
                i += 1;
            }
            _ => {
                last_word.clear();
                bang = false;
                i += 1;
            }
        }
    }
    out
}

/// A string literal's text as the program holds it: escapes read, a `\` at a line's end
/// joining it to the next line's text.
fn unescape(written: &str) -> String {
    let mut out = String::new();
    let mut chars = written.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some('\n') => {
                while chars.peek().is_some_and(|c| c.is_whitespace()) {
                    chars.next();
                }
            }
            Some('u') => {
                let code: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                let ch = u32::from_str_radix(&code, 16).ok().and_then(char::from_u32);
                out.extend(ch);
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

fn is_ident(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// Calls whose string literals no player reads: logs, panics and assertions, and the
/// attributes of types (serde's names, the CLI's flags).
const NOT_READ_IN: &[&str] = &[
    "trace!",
    "debug!",
    "info!",
    "warn!",
    "error!",
    "event!",
    "span!",
    "info_span!",
    "debug_span!",
    "warn_span!",
    "panic!",
    "unreachable!",
    "todo!",
    "unimplemented!",
    "assert!",
    "assert_eq!",
    "assert_ne!",
    "debug_assert!",
    "debug_assert_eq!",
    "debug_assert_ne!",
    "expect",
    "expect_err",
    "#attr",
    // The adapter's errors for the operator (anyhow): a player is told an apology instead.
    "context",
    "with_context",
    "bail!",
    "anyhow!",
    "ensure!",
];

/// Code no player reads, by file (a path's start) and function (`""`: the whole file), each
/// with its reason.
const NOT_READ: &[(&str, &str, &str)] = &[
    (
        "src/service/storage/",
        "",
        "the store and its export, import and salvage tools: their words go to the logs and \
         the operator; a player whose command failed on the store is told an apology",
    ),
    (
        "src/service/values/schema.rs",
        "",
        "stored records' format and errors: logs",
    ),
    (
        "src/service/values/catalog/tests.rs",
        "",
        "the catalog's unit tests",
    ),
    (
        "src/service/table/session.rs",
        "fn check_stored",
        "a stored table's consistency, checked on loading: logs",
    ),
    (
        "src/service/table/session.rs",
        "fn stored",
        "a stored table's board not found on loading: logs",
    ),
    (
        "src/service/values/catalog/table.rs",
        "fn markdown_table",
        "the README's table of commands (documentation, checked against the README by its test)",
    ),
    (
        "src/service/values/error.rs",
        "#error",
        "a failed command's error for the logs: the player is told `apology()`",
    ),
    (
        "src/service/values/command.rs",
        "fn name",
        "a command's path for logs, metrics and the stored history's who-did-what",
    ),
    (
        "src/service/values/outcome.rs",
        "fn check_rows",
        "which of Discord's limits a message breaks: for tests and logs, never sent",
    ),
    (
        "src/service/values/steps.rs",
        "",
        "the dice seal's salt: hashed, a machine string",
    ),
    (
        "src/service/results/events.rs",
        "",
        "the structured log of a game's changes",
    ),
    (
        "commands/src/cli.rs",
        "",
        "the command line's flags and the operator's tools (simulate, odds, render, verify, \
         presets); the console's game is console.rs",
    ),
    ("commands/src/db.rs", "", "the operator's database tools"),
    ("commands/src/maps.rs", "", "the operator's map tools"),
    (
        "src/maps/mod.rs",
        "fn fmt",
        "a map file's format by name, for the operator's `map check` (the terminal, in English)",
    ),
    ("commands/src/mapcmd.rs", "", "the operator's map check"),
    (
        "commands/src/metrics.rs",
        "",
        "the health endpoint and the metrics' help: monitoring",
    ),
    (
        "commands/src/shards.rs",
        "",
        "RISK_SHARDS: the operator's configuration",
    ),
    (
        "commands/src/upkeep.rs",
        "",
        "backups and log retention: the operator's configuration",
    ),
    (
        "commands/src/main.rs",
        "",
        "the process's exit error: the operator",
    ),
    (
        "commands/src/serve.rs",
        "",
        "starting the bot and connecting to Discord: the operator's errors and logs",
    ),
    (
        "commands/src/out.rs",
        "",
        "writing the CLI's output: the operator",
    ),
    (
        "commands/src/rest.rs",
        "",
        "the REST gate between serenity and Discord: its answers go to serenity and the logs",
    ),
    (
        "commands/src/identify.rs",
        "",
        "the gateway's session budget and identify spacing: the operator's errors and logs",
    ),
    (
        "commands/src/deliver.rs",
        "fn target_gone",
        "Discord's error codes, named for the logs",
    ),
    (
        "commands/src/web/guard.rs",
        "",
        "the web view's HTTP headers (Content-Security-Policy, permissions): read by browsers",
    ),
    (
        "commands/src/web/html.rs",
        "fn head",
        "the web pages' HTML markup: tags and attributes; every word in it is the catalogue's",
    ),
    ("commands/src/web/html.rs", "fn notice", WEB_MARKUP),
    ("commands/src/web/html.rs", "fn page", WEB_MARKUP),
    ("commands/src/web/html.rs", "fn text_view", WEB_MARKUP),
    (
        "commands/src/web/routes.rs",
        "fn router",
        "the web view's content types and HTTP header values: read by browsers",
    ),
    ("commands/src/web/routes.rs", "fn notice", WEB_HTTP),
    ("commands/src/web/routes.rs", "fn guarded", WEB_HTTP),
    ("commands/src/web/routes.rs", "fn respond", WEB_HTTP),
    ("commands/src/web/routes.rs", "fn link", WEB_HTTP),
    ("commands/src/web/routes.rs", "fn finish", WEB_HTTP),
    ("commands/src/web/routes.rs", "fn board_svg", WEB_MARKUP),
];

const WEB_MARKUP: &str =
    "the web pages' HTML and SVG markup: tags and attributes; every word in it is the catalogue's";
const WEB_HTTP: &str = "the web view's content types, cookie attributes and HTTP header values";

/// Literals a player may read that are not the catalogue's, each with its reason.
const ALLOWED_LITERALS: &[(&str, &str)] = &[
    (
        "%Y-%m-%d %H:%M UTC",
        "the console's date format: digits, and UTC, the time zone's name in every language",
    ),
    (
        "risk-bot game 1",
        "the game file's format tag, read back by /risk verify: a machine string",
    ),
    ("all but", TROOPS),
    ("all -", TROOPS),
    ("all but {n}", TROOPS),
    ("all but 1", TROOPS),
    ("all but 2", TROOPS),
    ("all but 3", TROOPS),
    (
        "(no continent)",
        "the continent a Conquer Club file's unlisted territories make up: stored with the board \
         as its name, like the names the file gives (a board's names are not translated)",
    ),
    (
        "Neutral",
        "a neutral army's name as stored; shown in the reader's language by Session::name",
    ),
    (
        "AI {i}",
        "an AI seat's name as stored, a name like a player's (the same in every language)",
    ),
    (
        "random, basic or strong",
        "the AI levels as typed (the option's choices, the same in every language)",
    ),
];

const TROOPS: &str = "a `troops` value as typed and suggested (like every option's value, what \
                      Discord sends stays English in every language)";

/// Whether `text` is a command's path ("risk new", "risk-admin {leaf}", "map add"): how Discord
/// sends it, and how logs and the stored history name it; never shown as a sentence.
fn command_path(text: &str) -> bool {
    let words: Vec<&str> = text.split(' ').collect();
    let word = |w: &&str| {
        !w.is_empty()
            && (w.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                || (w.starts_with('{') && w.ends_with('}')))
    };
    words.len() <= 4 && words.iter().all(word) && ["risk", "risk-admin", "map"].contains(&words[0])
}

/// Every English message of the catalogue that takes no argument, as its text: a literal equal
/// to one is the catalogue's own words kept beside it (the command table's descriptions, which
/// the adapter reads by key, are checked equal to the catalogue's by the catalog's own test).
fn english_messages() -> std::collections::HashSet<String> {
    risk::i18n::keys(Lang::En)
        .into_iter()
        .filter_map(|k| risk::i18n::format_in(Lang::En, &k, &[]))
        // A word ("Wild") may be a label shown untranslated: only phrases count.
        .filter(|m| m.split_whitespace().count() >= 2)
        .collect()
}

/// Whether `text` looks like a machine string: an id, a key, a name as stored, a format of
/// placeholders and punctuation (no letters once `{…}` are out), or words joined without a
/// space (`go:1:cl`, `setup:claim`, `history.txt`) — except a capitalised word alone, which
/// reads as a label ("Neutral").
fn machine_shaped(text: &str) -> bool {
    let mut bare = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => {
                depth += 1;
                if depth == 1 {
                    bare.push('§');
                }
            }
            '}' => depth -= 1,
            c if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    let bare = bare.replace("\\n", " ").replace("\\t", " ");
    if !bare.chars().any(char::is_alphabetic) {
        return true;
    }
    let words: Vec<&str> = bare.split_whitespace().collect();
    match words.as_slice() {
        [one] => {
            let label = one.chars().count() > 1
                && one.chars().next().is_some_and(char::is_uppercase)
                && one.chars().skip(1).all(|c| c.is_lowercase());
            !label
        }
        _ => false,
    }
}

/// Every player-facing string literal left outside the catalogue in the service, the adapter
/// and the reading of map files (what a server admin is told of a file): "file:line: text".
fn literals_outside_the_catalogue() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = support::calls::rust_files(vec![
        root.join("src/service"),
        root.join("commands/src"),
        root.join("src/maps"),
    ]);
    files.push(root.join("src/engine/map/spec.rs"));
    let english = english_messages();
    let mut out = vec![];
    for path in files {
        let code = std::fs::read_to_string(&path).unwrap();
        let at = path.strip_prefix(root).unwrap().display().to_string();
        let unread: Vec<&str> = NOT_READ
            .iter()
            .filter(|(file, _, _)| at.starts_with(file))
            .map(|(_, f, _)| *f)
            .collect();
        if unread.contains(&"") {
            continue;
        }
        for lit in literals_of(&code) {
            let skipped = lit.key
                || lit.within.iter().any(|w| NOT_READ_IN.contains(&w.as_str()))
                || lit.within.iter().any(|w| unread.contains(&w.as_str()))
                || machine_shaped(&lit.text)
                || command_path(&lit.text)
                || english.contains(&lit.text)
                || risk::i18n::has_key(Lang::En, &lit.text)
                || ALLOWED_LITERALS.iter().any(|(l, _)| *l == lit.text);
            if !skipped {
                out.push(format!("{at}:{}: {:?}", lit.line, lit.text));
            }
        }
    }
    out
}

/// No player-facing string literal is left in the service or the adapter: each is a message of
/// the catalogue (what is skipped, and why, is said at `NOT_READ_IN`, `machine_shaped` and
/// `ALLOWED_LITERALS`).
#[test]
fn no_player_facing_literal_is_left_outside_the_catalogue() {
    let left = literals_outside_the_catalogue();
    assert!(
        left.is_empty(),
        "{} player-facing literals outside the catalogue:\n{}",
        left.len(),
        left.join("\n")
    );
}

/// The source check's reading of code: what it finds, what it skips.
#[test]
fn the_source_check_reads_literals_as_a_player_would_meet_them() {
    let code = r##"
        // "a comment"
        /* "a block" */
        fn f() {
            tracing::warn!("a log line {x}");
            let c = '"';
            let s = x.expect("a reason");
            post(format!("{name} attacks {to}"));
            post(t!("text-key", name = "Neutral"));
            let raw = r#"a "raw" one"#;
            let id = "go:1:cl";
        }
        fn name(&self) -> &str { "risk new" }
        fn decl();
        fn h() -> Result<()> { Ok(x.context("opening the db")?) }
        #[derive(Debug)]
        #[error("could not save")]
        struct E;
        #[cfg(test)]
        mod tests { fn g() { h("after the tests"); } }
    "##;
    let found: Vec<(String, Vec<String>, bool)> = literals_of(code)
        .into_iter()
        .map(|l| (l.text, l.within, l.key))
        .collect();
    let texts: Vec<&str> = found.iter().map(|(t, _, _)| t.as_str()).collect();
    assert_eq!(
        texts,
        [
            "a log line {x}",
            "a reason",
            "{name} attacks {to}",
            "text-key",
            "Neutral",
            r#"a "raw" one"#,
            "go:1:cl",
            "risk new",
            "opening the db",
            "could not save"
        ]
    );
    assert_eq!(found[7].1, ["fn name"]);
    assert_eq!(found[8].1, ["fn h", "Ok", "context"]);
    assert!(found[0].1.contains(&"warn!".to_string()));
    assert!(found[1].1.contains(&"expect".to_string()));
    assert!(found[2].1.contains(&"format!".to_string()));
    assert!(found[3].2 && !found[4].2, "the key, not its argument");
    assert_eq!(found[9].1[0], "#error", "an error's words are read");
    assert!(machine_shaped("go:1:cl") && machine_shaped("{} ({})") && machine_shaped("red"));
    assert!(machine_shaped("R") && machine_shaped("{kind}-{}"));
    assert_eq!(
        unescape(
            r#"a\n\"b\" \
          c \u{2014}"#
        ),
        "a\n\"b\" c \u{2014}"
    );
    assert!(
        command_path("risk new") && command_path("risk-admin {leaf}") && command_path("map add")
    );
    assert!(!command_path("risk it all") || !command_path("Risk new"));
    assert!(!command_path("the end"));
    assert!(!machine_shaped("Neutral") && !machine_shaped("{name} attacks {to}"));
}

// ---- snapshots: what a player reads, in each language ----

/// What one command showed, as a reader meets it: the channel's posts (text, summary, the
/// labels of their components, the picture's alt text), the invoker's private answer, each DM.
fn as_read(out: &Outcome, who: &str, what: &str, lang: Lang) -> String {
    let mut t = format!("## {who}: {what}\n");
    let rows = |rows: &[Row]| -> String {
        let mut s = String::new();
        for row in rows {
            match row {
                Row::Buttons(b) => {
                    let labels: Vec<&str> = b.iter().map(|b| b.label.as_str()).collect();
                    s += &format!("  [buttons] {}\n", labels.join(" | "));
                }
                Row::Menu(m) => {
                    // The first few options: the words are the same in the rest.
                    let options: Vec<&str> =
                        m.options.iter().take(3).map(|o| o.label.as_str()).collect();
                    let n = m.options.len();
                    let more = if n > 3 {
                        format!(" | … ({n})")
                    } else {
                        String::new()
                    };
                    s += &format!(
                        "  [menu] {}: {}{more}\n",
                        m.placeholder,
                        options.join(" | ")
                    );
                }
            }
        }
        s
    };
    for p in &out.public {
        t += &format!("[channel] {}\n", p.text);
        if let Some(s) = &p.summary {
            t += &format!("  [summary] {}\n", s.text);
        }
        t += &rows(&p.rows);
    }
    if let Some(view) = out.view.as_ref().filter(|_| !out.reply_board) {
        let alt = risk::i18n::with(lang, lang, || view.0.describe());
        t += &format!("  [picture] {alt}\n");
    }
    if let Some(chart) = &out.chart {
        let alt = risk::i18n::with(lang, lang, || chart.describe());
        t += &format!("  [chart] {alt}\n");
    }
    if let Some(r) = &out.reply {
        t += &format!("[only {who}] {r}\n");
    }
    t += &rows(&out.reply_rows);
    for m in &out.private {
        t += &format!("[DM to {}] {}\n", m.to.0, m.text);
    }
    t
}

/// A classic game of three in `lang` (server and players alike), seed fixed: the first screen
/// (the lobby, the start with the deal and the prompt), alice's first turn (draft, attack,
/// conquest, fortify, end), and the post that ends the game. Each part as its readers see it.
fn read_in(lang: Lang) -> (String, String, String) {
    let names = ["alice", "bob", "carol"];
    let people: Vec<Actor> = names
        .iter()
        .enumerate()
        .map(|(i, n)| Actor {
            locale: Some(lang),
            guild_locale: Some(lang),
            ..support::actor(i as u64 + 1, n)
        })
        .collect();
    let table = Table::new(ChannelKey(5), 1_700_000_000, 2026);
    let mut first = String::new();
    let say = |who: &Actor, cmd: Command, out: &mut String| {
        let what = format!("/{}", cmd.name());
        let got = table.run(who, cmd);
        *out += &match got {
            Ok(o) => as_read(&o, &who.name, &what, lang),
            Err(e) => format!("## {}: {what}\n[only {}] {e}\n", who.name, who.name),
        };
    };
    say(&people[0], support::new_game("classic"), &mut first);
    say(&people[1], Command::Join { color: None }, &mut first);
    say(&people[2], Command::Join { color: None }, &mut first);
    say(&people[0], Command::Start, &mut first);
    // Everyone places their starting armies (not shown), then alice's first turn, as the
    // basic AI plays it.
    let first_draft = |g: &Game, _: PlayerId| g.round() == 1 && !g.placing_simultaneously();
    support::play_until(&table.svc, table.ch, &people, 7, first_draft);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut turn = String::new();
    let mut conquered = false;
    loop {
        let s = table.session();
        let g = s.game.as_ref().unwrap();
        let me = g.current();
        let who = actor_of(&s, &people, me).unwrap().clone();
        let action = AiLevel::Basic.act(g, me, &mut rng);
        conquered |= matches!(action, risk::engine::Action::Occupy { .. });
        let cmd = Command::for_action(&s, g, action);
        let ends = matches!(cmd, Command::End | Command::Fortify { .. });
        say(&who, cmd, &mut turn);
        if ends {
            break;
        }
    }
    assert!(conquered, "{lang}: the turn shows no conquest");
    // To the end: the others give up, alice wins.
    let mut end = String::new();
    say(&people[1], Command::Surrender, &mut end);
    end.clear();
    say(&people[2], Command::Surrender, &mut end);
    let s = table.session();
    assert!(
        s.game.as_ref().is_some_and(|g| g.is_over()),
        "{lang}: {end}"
    );
    (first, turn, end)
}

/// The first screen, a turn and the end post in each language, as snapshots (read in full by
/// a player of each language when accepted).
#[test]
fn the_first_screen_a_turn_and_the_end_read_in_each_language() {
    for lang in Lang::ALL {
        let (first, turn, end) = read_in(lang);
        let name = lang.code().to_lowercase().replace('-', "_");
        insta::assert_snapshot!(format!("first_screen_{name}"), first);
        insta::assert_snapshot!(format!("turn_{name}"), turn);
        insta::assert_snapshot!(format!("end_{name}"), end);
    }
}

// ---- plurals ----

/// The `[one]` variants of `pattern` that write the number 1 instead of their selector's
/// variable: (variable, the variant's text).
fn ones_written_as_1(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut Vec<(String, String)>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement, VariantKey};
    for element in &pattern.elements {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        let Expression::Select { selector, variants } = expression else {
            continue;
        };
        for v in variants {
            ones_written_as_1(&v.value, out);
        }
        let InlineExpression::VariableReference { id } = selector else {
            continue;
        };
        for v in variants {
            let one = matches!(v.key, VariantKey::Identifier { name } if name == "one");
            let text: String = v
                .value
                .elements
                .iter()
                .map(|e| match e {
                    PatternElement::TextElement { value } => value.to_string(),
                    PatternElement::Placeable { .. } => "{…}".to_string(),
                })
                .collect();
            let digit_one = text.split(|c: char| !c.is_ascii_digit()).any(|w| w == "1");
            if one && digit_one {
                out.push((id.name.to_string(), text));
            }
        }
    }
}

/// In French and Brazilian Portuguese the plural category `one` holds 0 as well as 1 (CLDR:
/// fr `i = 0,1`, pt `i = 0..1`): a `[one]` variant that writes "1" instead of its number shows
/// "1 carte" to a player holding none. (English, German and Spanish `one` is 1 alone.)
#[test]
fn a_plural_one_that_also_means_zero_writes_its_number() {
    let mut faults = vec![];
    for lang in [Lang::Fr, Lang::PtBr] {
        for area in risk::i18n::AREAS {
            let text = risk::i18n::source(lang, area).unwrap();
            let resource = match fluent_syntax::parser::parse(text) {
                Ok(r) | Err((r, _)) => r,
            };
            for entry in &resource.body {
                let fluent_syntax::ast::Entry::Message(m) = entry else {
                    continue;
                };
                let mut found = vec![];
                if let Some(p) = &m.value {
                    ones_written_as_1(p, &mut found);
                }
                for (var, variant) in found {
                    faults.push(format!(
                        "data/i18n/{lang}/{area}.ftl {}: [one] {variant:?} (write {{ ${var} }})",
                        m.id.name
                    ));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_plural_check_finds_a_one_written_as_1() {
    let ftl = "a = { $n ->\n    [one] 1 carte\n   *[other] { $n } cartes\n}\nb = { $n ->\n    [one] { $n } carte\n   *[other] { $n } cartes\n}\n";
    let resource = fluent_syntax::parser::parse(ftl).unwrap();
    let mut found = vec![];
    for entry in &resource.body {
        if let fluent_syntax::ast::Entry::Message(m) = entry {
            ones_written_as_1(m.value.as_ref().unwrap(), &mut found);
        }
    }
    assert_eq!(found, [("n".to_string(), "1 carte".to_string())]);
}

// ---- the engine's own sentences ----

/// Where the service or the adapter may call the engine's English descriptions
/// (`Mission::describe`, `Objective::describe`): to match what a player typed or picked against
/// the English names, never to show them.
const ENGINE_WORDS_READ_BY_NO_ONE: &[(&str, &str)] = &[
    (
        "src/service/words/input.rs",
        "an Objective typed is matched against its English name too",
    ),
    (
        "src/service/handlers/play.rs",
        "the Objective chosen travels as its English name (the command's value)",
    ),
    (
        "src/service/words/components/read.rs",
        "a menu's pick becomes the command's value, the Objective's English name",
    ),
    (
        "commands/src/complete.rs",
        "an Objective's autocomplete value is its English name (the command's value); its label is text::objective",
    ),
];

/// The engine describes missions and Objectives in English (`describe(map)`) for its own tests
/// and logs; what a player reads of them is worded by the service from the catalogue. Every
/// call of such a `describe(…map…)` in the service or the adapter: "file:line". (The pictures'
/// `describe()` are the renderer's, in the language in force.)
fn engine_sentences_shown() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = vec![];
    let mut todo = vec![root.join("src/service"), root.join("commands/src")];
    while let Some(dir) = todo.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
                continue;
            }
            let at = path.strip_prefix(root).unwrap().display().to_string();
            if path.extension().is_none_or(|e| e != "rs")
                || at.ends_with("tests.rs")
                || ENGINE_WORDS_READ_BY_NO_ONE.iter().any(|(f, _)| at == *f)
            {
                continue;
            }
            let code = std::fs::read_to_string(&path).unwrap();
            let code = code.split("#[cfg(test)]").next().unwrap_or("");
            for (i, line) in code.lines().enumerate() {
                let code_part = line.split("//").next().unwrap_or("");
                let called = code_part.match_indices(".describe(").any(|(k, m)| {
                    let args = &code_part[k + m.len()..];
                    args[..args.find(')').unwrap_or(args.len())].contains("map")
                });
                if called {
                    out.push(format!("{at}:{}: {}", i + 1, line.trim()));
                }
            }
        }
    }
    out.sort();
    out
}

#[test]
fn no_sentence_of_the_engine_reaches_a_player() {
    let shown = engine_sentences_shown();
    assert!(
        shown.is_empty(),
        "the engine's English descriptions shown to players (word them from the catalogue):\n{}",
        shown.join("\n")
    );
}
