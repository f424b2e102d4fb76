//! The promises at the seams, over whole games of every preset played by people who only tap
//! the components they were given (with AI seats among them): after every command, whoever must
//! act (a turn, a setup step, the simultaneous placement) has been pinged and holds components
//! that move the game on, and no public message or component gives away what is hidden (the
//! cards in a hand, a secret mission, a Headquarters not yet revealed, the dice seed).

mod support;
use support::{actor_of, in_memory, open, play_until, player, same_seed, session, stopped};

use std::collections::HashMap;
use std::sync::Arc;

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::rules::PRESETS;
use risk::engine::{Game, PlayerId};
use risk::service::{
    check_rows, Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, Outcome, Row,
    Session, UserKey,
};

const CH: ChannelKey = ChannelKey(5);
/// Seeds long enough that their digits cannot turn up in a post by chance.
const SEED: u64 = 0x9E37_79B9_7F4A_7C15;

/// A component choice: its id and the values picked (a menu's one option).
type Choice = (String, Vec<String>);

fn verb_of(id: &str) -> String {
    match id.split(':').nth(4) {
        Some(verb) => verb.to_string(),
        None => id.split(':').next().unwrap_or(id).to_string(),
    }
}

/// Whose move it is, as a player waiting sees it: one seat in one turn, or everyone placing.
fn stint(g: &Game) -> (bool, u32, PlayerId) {
    if g.placing_simultaneously() {
        (true, 0, PlayerId(0))
    } else {
        (false, g.turn(), g.current())
    }
}

/// The people who must act now.
fn must_act(s: &Session, people: &[Actor]) -> Vec<UserKey> {
    let Some(g) = s.game.as_ref().filter(|g| !g.is_over()) else {
        return vec![];
    };
    let seats: Vec<PlayerId> = if let Some(p) = &s.pending {
        // An attack held for the defender's dice: the defender's move.
        vec![PlayerId(p.defender)]
    } else if g.placing_simultaneously() {
        g.still_placing()
    } else {
        vec![g.current()]
    };
    seats
        .into_iter()
        .filter_map(|p| s.seats[p.index()].user)
        .filter(|u| people.iter().any(|a| a.user == *u))
        .collect()
}

/// Whether a component id (`go:<game>:<version>:<seat>:<verb>...`) is for `seat` of the state
/// `version`: a seat's own components name the state, the call to everyone (`*`) does not. A
/// defender's button (`defend:<dice>:<attack>`) is good while that attack waits for them.
fn usable(s: &Session, id: &str, seat: PlayerId) -> bool {
    let version = s.log_len;
    let parts: Vec<&str> = id.split(':').collect();
    match parts.as_slice() {
        ["defend", _, attack] => s
            .pending
            .as_ref()
            .is_some_and(|p| p.defender == seat.0 && attack.parse() == Ok(p.id)),
        ["go", _, _, "*", ..] => true,
        ["go", _, v, p, ..] => *p == seat.0.to_string() && *v == version.to_string(),
        _ => false,
    }
}

/// Every public string of an outcome: texts, summaries, labels, placeholders, options, ids.
fn public_strings(o: &Outcome) -> Vec<String> {
    let mut out = Vec::new();
    for p in &o.public {
        out.push(p.text.clone());
        if let Some(s) = &p.summary {
            out.push(s.text.clone());
        }
        for row in &p.rows {
            match row {
                Row::Buttons(b) => {
                    for b in b {
                        out.push(b.label.clone());
                        out.push(b.id.clone());
                    }
                }
                Row::Menu(m) => {
                    out.push(m.placeholder.clone());
                    out.push(m.id.clone());
                    for c in &m.options {
                        out.push(c.label.clone());
                        out.push(c.value.clone());
                    }
                }
            }
        }
    }
    out
}

/// Panics when a public string of `o` gives away something hidden in `s`.
fn no_secret_in_public(s: &Session, o: &Outcome, what: &str) {
    let Some(g) = s.game.as_ref() else { return };
    let public = public_strings(o);
    let mut secrets: Vec<(String, String)> = Vec::new();
    for p in g.players() {
        for &c in g.hand(p) {
            // A wild's name ("Wild") is a plain word; every other card names its territory and
            // its design or stars, which no public line spells so.
            if g.card_territory(c).is_some() {
                secrets.push((format!("{}'s card", s.name(p)), g.card_name(c)));
            }
        }
        if !g.is_over() {
            if let Some(m) = g.mission(p) {
                secrets.push((format!("{}'s mission", s.name(p)), m.describe(g.map())));
            }
        }
    }
    if !g.is_over() {
        secrets.push(("the dice seed".into(), s.seed.to_string()));
        secrets.push(("the dice seed".into(), format!("{:x}", s.seed)));
    }
    for (whose, secret) in &secrets {
        // A card used to re-roll a die is laid face up for that battle (002, the experts'
        // variation: 002_f99279de19c195a0.txt, "place the card faceup in front of you").
        let lines = public
            .iter()
            .flat_map(|t| t.lines())
            .filter(|l| !l.contains("re-rolled"));
        for line in lines {
            assert!(
                !line.contains(secret.as_str()),
                "{what}: {whose} '{secret}' is public: {line}"
            );
        }
    }
    // A Headquarters chosen in secret is named nowhere before all are revealed.
    if g.headquarters().is_empty() {
        for p in g.players() {
            if let Some(t) = g.hq_of(p) {
                let name = g.map().name(t);
                for text in &public {
                    for line in text.lines() {
                        assert!(
                            !(line.contains("Headquarter") && line.contains(name)),
                            "{what}: {}'s hidden Headquarters is public: {line}",
                            s.name(p)
                        );
                    }
                }
            }
        }
    }
    // Card ids never ride on a public component either (its custom id is in the message).
    for post in &o.public {
        for row in &post.rows {
            let ids: Vec<&str> = match row {
                Row::Buttons(b) => b.iter().map(|b| b.id.as_str()).collect(),
                Row::Menu(m) => vec![m.id.as_str()],
            };
            for id in ids {
                let verb = id.split(':').nth(4);
                assert!(
                    !(matches!(verb, Some("tr")) && id.split(':').count() > 5),
                    "{what}: a public trade button names cards: {id}"
                );
            }
        }
    }
}

/// The choices of `rows` a tapping player would make, the likeliest first: what the setup asks,
/// a trade, the move-in, a good blitz, else the end of the turn; now and then anything at all.
fn preferences(rows: &[Row], rng: &mut ChaCha8Rng) -> Vec<Choice> {
    let mut all: Vec<(String, Vec<String>, String)> = Vec::new();
    for row in rows {
        match row {
            Row::Buttons(b) => {
                for b in b {
                    all.push((b.id.clone(), vec![], b.label.clone()));
                }
            }
            Row::Menu(m) => {
                let mut opts = m.options.clone();
                opts.shuffle(rng);
                for o in opts {
                    all.push((m.id.clone(), vec![o.value], o.label));
                }
            }
        }
    }
    let verb = |id: &str| id.split(':').nth(4).unwrap_or("").to_string();
    if rng.random_bool(0.15) {
        all.shuffle(rng);
        return all.into_iter().map(|(id, v, _)| (id, v)).collect();
    }
    let fortify_first = rng.random_bool(0.3);
    // Sometimes a single roll before a blitz, so that conquests leave a move-in choice.
    let roll_first = rng.random_bool(0.25);
    // Sometimes a bribe (004, while drafting) before placing.
    let bribe_first = rng.random_bool(0.2);
    let rank = |(id, _, label): &(String, Vec<String>, String)| -> u32 {
        match verb(id).as_str() {
            "br" if bribe_first => 0,
            "pl" | "cl" | "hq" | "dr" | "da" | "to" => 0,
            "tr" | "ob" | "af" | "al" => 1,
            // Move everything in: the first of the move-in buttons.
            "mv" => 2,
            "bz" => {
                let pct: Option<u32> = label
                    .rsplit(' ')
                    .next()
                    .and_then(|p| p.strip_suffix('%'))
                    .and_then(|p| p.parse().ok());
                match pct {
                    Some(p) if p >= 60 => 3,
                    None => 3,
                    Some(_) => 9,
                }
            }
            "fr" | "ro" if roll_first => 2,
            "fo" if fortify_first => 4,
            "en" => 5,
            "fo" => 6,
            _ => 8,
        }
    };
    all.sort_by_key(rank);
    all.into_iter().map(|(id, v, _)| (id, v)).collect()
}

struct Table {
    svc: GameService,
    people: Vec<Actor>,
    /// The components each player was given, newest last: their prompts' and their own
    /// replies' (the messages stay in the channel; old ones are refused as out of date).
    rows: HashMap<UserKey, Vec<Row>>,
    /// Who has been pinged since their present move began, and how often.
    pinged: HashMap<UserKey, ((bool, u32, PlayerId), usize)>,
    /// Who had to act after the previous command.
    waiting: Vec<UserKey>,
    preset: &'static str,
    commands: usize,
    /// How many taps of each verb were taken (or answered).
    taps: HashMap<String, usize>,
    /// The taps refused (or answered with nothing to tap next), but the public trade button
    /// tapped by a mover without a set (it shows whenever they hold three cards, set or not)
    /// and the call to place tapped after the placement.
    refused: Vec<String>,
}

impl Table {
    fn session(&self) -> Session {
        self.svc.snapshot(CH).unwrap().expect("a table")
    }

    /// Checks the promises after a command by `by` (`None`: a wake-up) that gave `o`.
    fn after(&mut self, by: Option<UserKey>, o: &Outcome) {
        self.commands += 1;
        let s = self.session();
        let what = format!("{} after command {}", self.preset, self.commands);
        for rows in o.public.iter().map(|p| &p.rows).chain([&o.reply_rows]) {
            check_rows(rows).unwrap_or_else(|e| panic!("{what}: {e}"));
        }
        no_secret_in_public(&s, o, &what);
        let Some(g) = s.game.as_ref() else { return };
        for rows in o.public.iter().map(|p| &p.rows).chain([&o.reply_rows]) {
            placements_fit(g, rows, &what);
        }
        // The public trade button depends on the size of the mover's hand, never on whether
        // it holds a set: counted where the mover holds none, so the game shows it happens.
        let public_trade = o.public.iter().flat_map(|p| &p.rows).any(|r| match r {
            Row::Buttons(b) => b.iter().any(|b| verb_of(&b.id) == "tr"),
            Row::Menu(_) => false,
        });
        if !g.is_over() {
            let mover = g.current();
            assert_eq!(
                public_trade,
                g.may_trade_now(mover) && !g.placing_simultaneously(),
                "{what}: a public trade button must follow the hand's size alone"
            );
            if public_trade && risk::service::offers::trade_sets(g, mover).is_empty() {
                *self
                    .taps
                    .entry("trade offered without a set".into())
                    .or_default() += 1;
            }
        }
        // The components each player now holds.
        for a in self.people.clone() {
            let Some(seat) = s.seat_of(a.user) else {
                continue;
            };
            let public: Vec<Row> = o
                .public
                .iter()
                .flat_map(|p| p.rows.clone())
                .filter(|r| match r {
                    Row::Buttons(b) => b.iter().any(|b| usable(&s, &b.id, seat)),
                    Row::Menu(m) => usable(&s, &m.id, seat),
                })
                .collect();
            self.give(a.user, public);
        }
        if let Some(u) = by {
            self.give(u, o.reply_rows.clone());
        }
        let key = stint(g);
        let now = must_act(&s, &self.people);
        for &u in &now {
            let seat = s.seat_of(u).expect("seated");
            let times = o.public.iter().filter(|p| p.ping.contains(&u)).count();
            let entry = self.pinged.entry(u).or_insert((key, 0));
            if entry.0 != key || !self.waiting.contains(&u) {
                // A new move: its ping is due now.
                *entry = (key, 0);
            }
            entry.1 += times;
            if by == Some(u) {
                // Who just acted needs no call to their own move.
                entry.1 = entry.1.max(1);
            }
            let who = s.name(seat);
            assert!(
                entry.1 >= 1,
                "{what}: {who} must act ({}) but was not pinged: {:#?}",
                risk::service::text::prompt(&s, g, &g.view(risk::engine::Reader::Everyone)),
                o.public
            );
            assert!(
                entry.1 <= 1,
                "{what}: {who} was pinged {} times for one move",
                entry.1
            );
            assert!(
                !self.good(u).is_empty(),
                "{what}: {who} must act ({}) but holds no component for it: {:#?}",
                risk::service::text::prompt(&s, g, &g.view(risk::engine::Reader::Everyone)),
                o.public
            );
        }
        self.waiting = now;
        // An attacker waiting for the defender's dice keeps their move (no new call after it).
        if let Some(p) = &s.pending {
            self.waiting.extend(s.seats[p.attacker as usize].user);
        }
    }

    /// `u` sees `rows` too (the newest first among what they hold).
    fn give(&mut self, u: UserKey, rows: Vec<Row>) {
        let held = self.rows.entry(u).or_default();
        held.extend(rows);
        let keep = held.len().saturating_sub(40);
        held.drain(..keep);
    }

    /// The components `u` holds that are good now, the newest first.
    fn good(&self, u: UserKey) -> Vec<Row> {
        let s = self.session();
        let Some(seat) = s.seat_of(u) else {
            return vec![];
        };
        let held = self.rows.get(&u).cloned().unwrap_or_default();
        held.into_iter()
            .rev()
            .filter(|r| match r {
                Row::Buttons(b) => b.iter().any(|b| usable(&s, &b.id, seat)),
                Row::Menu(m) => usable(&s, &m.id, seat),
            })
            .collect()
    }

    /// One player who must act taps through their components until the game moves on.
    fn tap(&mut self, u: UserKey, rng: &mut ChaCha8Rng) {
        let actor = self
            .people
            .iter()
            .find(|a| a.user == u)
            .expect("a player")
            .clone();
        let before = self.session().log_len;
        // Menus opened by a tap (an attack's target, how many): followed, a few levels deep.
        let mut rows = self.good(u);
        for _ in 0..6 {
            let mut refused = Vec::new();
            let mut answered = None;
            for (id, values) in preferences(&rows, rng) {
                let s = self.session();
                let g = s.game.as_ref().expect("a game");
                let setless = verb_of(&id) == "tr"
                    && values.is_empty()
                    && risk::service::offers::trade_sets(g, g.current()).is_empty();
                // The call to everyone to place stays in the channel after the placement (a
                // tap then says it is over and what is asked now).
                let call_over = id.contains(":*:pl") && !g.placing_simultaneously();
                match self.svc.handle_component(CH, &actor, None, &id, &values) {
                    Err(e) => {
                        let why = format!("{} {}: {id} {values:?}: {e}", self.preset, actor.name);
                        if !setless && !call_over {
                            self.refused.push(why.clone());
                        }
                        refused.push(why);
                    }
                    Ok(o) if self.session().log_len == before => {
                        *self.taps.entry(verb_of(&id)).or_default() += 1;
                        if o.reply_rows.is_empty() {
                            let why = format!("{id} {values:?}: {:?}", o.reply);
                            self.refused.push(format!("{}: {why}", self.preset));
                            refused.push(why);
                            continue;
                        }
                        let o2 = o.clone();
                        check_rows(&o2.reply_rows).unwrap();
                        placements_fit(g, &o2.reply_rows, self.preset);
                        no_secret_in_public(&self.session(), &o2, self.preset);
                        answered = Some(o2.reply_rows);
                        break;
                    }
                    Ok(o) => {
                        *self.taps.entry(verb_of(&id)).or_default() += 1;
                        self.after(Some(u), &o);
                        return;
                    }
                }
            }
            match answered {
                // What the answer offers is what they tap next.
                Some(answer) => {
                    self.give(u, answer.clone());
                    rows = answer;
                }
                None => panic!(
                    "{}: {} is stuck: every component refused: {refused:#?}",
                    self.preset, actor.name
                ),
            }
        }
        panic!("{}: {} tapped six menus deep", self.preset, actor.name);
    }
}

fn open_table(i: usize, preset: &'static str, new: NewGame) -> Table {
    let svc = GameService::new(
        Arc::new(MemoryStore::default()),
        Arc::new(|| 1_800_000_000),
        Arc::new(move || SEED + i as u64),
    );
    let rules = (risk::engine::rules::preset(preset).expect("a preset").rules)();
    let seats = (rules.min_players.max(3) as usize).min(rules.max_players as usize);
    // People and AI seats mixed: at least one AI seat where there is room for more than two;
    // every other two-seat table one player against the AI.
    let people_n = match seats {
        2 if i % 2 == 0 => 1,
        2 => 2,
        n => (n - 1).max(2),
    };
    let people: Vec<Actor> = (1..=people_n as u64).map(player).collect();
    let mut t = Table {
        svc,
        people: people.clone(),
        rows: HashMap::new(),
        pinged: HashMap::new(),
        waiting: vec![],
        preset,
        commands: 0,
        taps: HashMap::new(),
        refused: Vec::new(),
    };
    let ok = |t: &Table, a: &Actor, c: Command| {
        t.svc
            .handle(CH, a, c)
            .unwrap_or_else(|e| panic!("{preset}: {e}"))
    };
    ok(&t, &people[0], Command::New(Box::new(new)));
    for p in &people[1..] {
        ok(&t, p, Command::Join { color: None });
    }
    for _ in people_n..seats {
        ok(
            &t,
            &people[0],
            Command::AddAi {
                level: Some(AiLevel::Basic),
            },
        );
    }
    if preset == "team" {
        for (k, p) in people.iter().enumerate() {
            let team = if k % 2 == 0 { "A" } else { "B" };
            ok(&t, p, Command::Team { team: team.into() });
        }
    }
    let start = ok(&t, &people[0], Command::Start);
    t.after(None, &start);
    t
}

/// Checks that the placement menus of `rows` offer only what the engine accepts now: each
/// territory of "Place all on…", "Place some on…" and a neutral's army takes one more army from
/// the seat the menu is for, and "how many" asks no more than the territory has room for.
fn placements_fit(g: &Game, rows: &[Row], what: &str) {
    for m in rows.iter().filter_map(|r| match r {
        Row::Menu(m) => Some(m),
        Row::Buttons(_) => None,
    }) {
        let parts: Vec<&str> = m.id.split(':').collect();
        let Some(seat) = parts.get(3).and_then(|p| p.parse().ok()).map(PlayerId) else {
            continue;
        };
        let terr = |v: &str| risk::engine::TerritoryId(v.parse().expect("a territory id"));
        for o in &m.options {
            match parts[4] {
                "dr" | "ds" => {
                    let t = terr(&o.value);
                    assert!(
                        risk::service::offers::draft_targets(g, seat).contains(t),
                        "{what}: {} offers {} ({} armies, room {}), which takes no army now",
                        m.placeholder,
                        g.map().name(t),
                        g.armies(t),
                        g.room(t)
                    );
                }
                "da" => {
                    let t = terr(parts[5]);
                    let n: u16 = o.value.parse().expect("an amount");
                    assert!(n <= g.room(t), "{what}: {n} more on {}", g.map().name(t));
                }
                _ => {}
            }
        }
    }
}

/// Plays `preset` by taps until the game ends (or `max` taps): whether it ended, the taps
/// taken by verb, and the taps refused.
fn play(i: usize, new: NewGame, max: usize) -> (bool, HashMap<String, usize>, Vec<String>) {
    let preset = PRESETS
        .iter()
        .map(|p| p.name)
        .find(|p| new.preset.as_deref() == Some(*p))
        .expect("a preset");
    let mut t = open_table(i, preset, new);
    let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
    for _ in 0..max {
        let s = t.session();
        if s.game.as_ref().is_none_or(Game::is_over) {
            return (true, t.taps, t.refused);
        }
        let waiting = must_act(&s, &t.people);
        match waiting.choose(&mut rng) {
            Some(&u) => t.tap(u, &mut rng),
            None => {
                // The AI seats' moves a bounded command left over: the next wake-up plays them.
                let o = t
                    .svc
                    .continue_ai(CH)
                    .unwrap()
                    .unwrap_or_else(|| panic!("{preset}: nobody is to move"));
                t.after(None, &o);
            }
        }
    }
    (false, t.taps, t.refused)
}

#[test]
fn every_preset_by_taps_pings_the_mover_gives_them_components_and_keeps_secrets() {
    let mut ended = Vec::new();
    let mut taps: HashMap<String, usize> = HashMap::new();
    // Every preset, and a classic table whose defenders choose their dice (live defence).
    let live = NewGame {
        defender_dice: Some("choose".into()),
        ..NewGame::preset("classic")
    };
    let tables = PRESETS
        .iter()
        .map(|p| NewGame::preset(p.name))
        .chain([live]);
    let mut refused = Vec::new();
    for (i, new) in tables.enumerate() {
        let name = new.preset.clone().unwrap_or_default();
        let (over, by_verb, no) = play(i, new, 3_000);
        if over {
            ended.push(name);
        }
        refused.extend(no);
        for (verb, n) in by_verb {
            *taps.entry(verb).or_default() += n;
        }
    }
    eprintln!("games played to the end: {ended:?}; taps: {taps:?}");
    assert!(
        ended.len() == PRESETS.len() + 1,
        "only {ended:?} of {} games were played to the end",
        PRESETS.len()
    );
    assert!(refused.is_empty(), "taps refused: {refused:#?}");
    // The seams were crossed: setup steps, trades by the public button, attacks, ends.
    for verb in [
        "pl",
        "cl",
        "hq",
        "dr",
        "tr",
        "bz",
        "mv",
        "en",
        "defend",
        // 004's bribe, legal only while drafting, offered there.
        "br",
        "trade offered without a set",
    ] {
        assert!(
            taps.get(verb).is_some_and(|&n| n > 0),
            "no '{verb}' tapped: {taps:?}"
        );
    }
}

/// Issue 39: the experts' army cap (002_f99279de19c195a0.txt, "Armies per territory": no
/// more than 12 on a single territory). In every placement mode, dealt
/// or claimed, the menus offer only territories with room ("Place all 21 on…" fills one to
/// 12, and then it is offered no more), and a game played by taps reaches its end with no tap
/// refused.
#[test]
fn experts_by_taps_offer_only_territories_with_room_in_every_placement_mode() {
    let mut refused = Vec::new();
    let mut played = 0;
    let modes = ["simultaneous", "one-at-a-time", "bulk"];
    for (i, (placement, setup)) in modes
        .iter()
        .flat_map(|p| ["deal", "claim"].map(|s| (*p, s)))
        .enumerate()
    {
        let new = NewGame {
            placement: Some(placement.into()),
            setup: Some(setup.into()),
            ..NewGame::preset("experts")
        };
        let (over, taps, no) = play(40 + i, new, 3_000);
        assert!(over, "experts {placement} {setup}: not over in 3,000 taps");
        assert!(taps.get("dr").is_some_and(|&n| n > 0), "{taps:?}");
        refused.extend(no.into_iter().map(|r| format!("{placement} {setup}: {r}")));
        played += 1;
    }
    assert_eq!(played, 6);
    assert!(refused.is_empty(), "taps refused: {refused:#?}");
}

/// A table of `preset` with `n` people (ids 1..=n, named p1..), started.
fn people_table(preset: &str, n: u64) -> (GameService, Vec<Actor>) {
    let svc = in_memory(stopped(1_800_000_000), same_seed(SEED));
    let people: Vec<Actor> = (1..=n).map(player).collect();
    open(&svc, CH, NewGame::preset(preset), &people, 0);
    (svc, people)
}

/// Everyone places all their starting armies on their first territory, `first` last.
fn place_all(svc: &GameService, people: &[Actor], last: PlayerId) -> Outcome {
    let s = session(svc, CH);
    let g = s.game.as_ref().unwrap();
    let mut order: Vec<PlayerId> = g.still_placing();
    order.sort_by_key(|&p| p == last);
    let mut out = None;
    for p in order {
        let t = g.territories_of(p).iter().next().unwrap();
        let cmd = Command::Draft {
            territory: g.map().name(t).into(),
            troops: risk::service::Troops::All,
        };
        out = Some(
            svc.handle(CH, actor_of(&s, people, p).expect("a player"), cmd)
                .unwrap(),
        );
    }
    out.unwrap()
}

/// The menu of `rows` whose id has verb `verb` and is for seat `p`.
fn menu_for(rows: &[Row], verb: &str, p: PlayerId) -> Option<risk::service::Menu> {
    rows.iter().find_map(|r| match r {
        Row::Menu(m)
            if m.id.split(':').nth(4) == Some(verb)
                && m.id.split(':').nth(3) == Some(&p.0.to_string()) =>
        {
            Some(m.clone())
        }
        _ => None,
    })
}

/// Issue 26, item 1: after the simultaneous placement is revealed (capital: Headquarters are
/// chosen next; basic-training, 000: capitals are placed next, one player after another), the
/// post pings the player to choose and carries their menu; so does each choice after it.
#[test]
fn the_reveal_and_every_setup_step_after_it_call_the_next_player_with_their_menu() {
    for preset in ["capital", "basic-training"] {
        let (svc, people) = people_table(preset, 3);
        // The one who chooses first is not the one whose placement reveals everything.
        let last = PlayerId(2);
        let mut out = place_all(&svc, &people, last);
        let all: String = out.public.iter().map(|p| p.text.clone()).collect();
        assert!(all.contains("the starting armies are revealed"), "{all}");
        for step in 0..3 {
            let s = session(&svc, CH);
            let g = s.game.as_ref().unwrap();
            let next = g.current();
            assert_ne!(Some(next), (step == 0).then_some(last), "{preset}");
            let user = s.seats[next.index()].user.unwrap();
            let prompt =
                out.public.iter().find(|p| p.prompt).unwrap_or_else(|| {
                    panic!("{preset}, step {step}: no prompt: {:#?}", out.public)
                });
            assert_eq!(prompt.ping, vec![user], "{preset}, step {step}");
            let menu = menu_for(&prompt.rows, "hq", next)
                .unwrap_or_else(|| panic!("{preset}, step {step}: no menu: {:#?}", prompt.rows));
            // The menu moves the game on: the next player is called in turn.
            let who = actor_of(&s, &people, next).expect("a player");
            let pick = vec![menu.options[0].value.clone()];
            out = svc
                .handle_component(CH, who, None, &menu.id, &pick)
                .unwrap();
            let after = session(&svc, CH);
            assert!(after.log_len > s.log_len, "{preset}: the choice was taken");
        }
        // The last choice began the first turn, which calls its player too.
        let s = session(&svc, CH);
        let g = s.game.as_ref().unwrap();
        assert!(g.turn() >= 1, "{preset}");
        let prompt = out
            .public
            .iter()
            .find(|p| p.prompt)
            .expect("the first turn");
        assert!(!prompt.rows.is_empty(), "{preset}");
    }
}

/// Plays `preset` with three people by the basic AI's choices until `ready` holds for the
/// player to move.
fn table_where(preset: &str, ready: impl Fn(&Game, PlayerId) -> bool) -> (GameService, Vec<Actor>) {
    let (svc, people) = people_table(preset, 3);
    play_until(&svc, CH, &people, 9, ready);
    (svc, people)
}

fn buttons(rows: &[Row]) -> Vec<risk::service::Button> {
    rows.iter()
        .flat_map(|r| match r {
            Row::Buttons(b) => b.clone(),
            Row::Menu(_) => vec![],
        })
        .collect()
}

/// Issue 26, item 2: the public prompt's trade button names no card: "Trade cards (+N)" with
/// the escalating value every set is worth (002, 003), only "Trade cards" where values by design
/// tell the kind of set (004 Mission RISK); the mover's sets come in a reply only they see, and
/// one of its buttons trades.
#[test]
fn the_public_trade_button_names_no_card_and_the_mover_picks_a_set_privately() {
    let drafting = |g: &Game, p: PlayerId| {
        matches!(g.expected(), risk::engine::Expected::Draft { .. })
            && risk::service::offers::trade_sets(g, p).len() >= 2
    };
    for (preset, label) in [("classic", true), ("mission", false)] {
        let (svc, people) = table_where(preset, drafting);
        let s = session(&svc, CH);
        let g = s.game.as_ref().unwrap();
        let me = g.current();
        let rows = risk::service::components::prompt_rows(&s, None);
        let trade = buttons(&rows)
            .into_iter()
            .find(|b| b.label.starts_with("Trade"))
            .expect("a trade button");
        let expected = if label {
            format!("Trade cards (+{})", g.next_set_value())
        } else {
            "Trade cards".to_string()
        };
        assert_eq!(trade.label, expected, "{preset}");
        assert_eq!(
            trade.id.split(':').count(),
            5,
            "no card in its id: {}",
            trade.id
        );
        let prompt = risk::service::text::prompt(&s, g, &g.view(risk::engine::Reader::Everyone));
        for &c in g.hand(me) {
            assert!(!prompt.contains(&g.card_name(c)), "{preset}: {prompt}");
        }
        if !label {
            assert!(
                prompt.contains("if you hold one, can be traded (/trade)"),
                "{preset}: no value that tells the set: {prompt}"
            );
        }
        // The tap answers the mover alone with their sets; one of them trades.
        let who = actor_of(&s, &people, me).expect("a player");
        let answer = svc.handle_component(CH, who, None, &trade.id, &[]).unwrap();
        assert!(answer.public.is_empty(), "{preset}: {:#?}", answer.public);
        let sets = buttons(&answer.reply_rows);
        assert_eq!(
            sets.len(),
            risk::service::offers::trade_sets(g, me).len().min(25),
            "{preset}"
        );
        // Only here, for the mover, are the cards named.
        assert!(
            sets.iter().all(|b| g
                .hand(me)
                .iter()
                .any(|&c| b.label.contains(&g.card_name(c)))),
            "{preset}: {sets:?}"
        );
        let cards = g.hand_size(me);
        svc.handle_component(CH, who, None, &sets[0].id, &[])
            .unwrap();
        let after = session(&svc, CH);
        let g2 = after.game.as_ref().unwrap();
        assert_eq!(g2.hand_size(me), cards - 3, "{preset}: a set was traded");
        // Another player tapping the public button is told it is not theirs.
        let other = people.iter().find(|a| a.user != who.user).unwrap();
        let stale = svc.handle_component(CH, other, None, &trade.id, &[]);
        assert!(stale.is_err(), "{preset}");
    }
}

/// Issue 26, item 5: "Place my armies" says what is true: nothing placed yet and how many are
/// left; everything placed (listed, to its owner) and whom the reveal waits for; after the
/// reveal, that it is over and what comes now.
#[test]
fn place_my_armies_answers_in_words_that_match_the_placement() {
    let (svc, people) = people_table("capital", 3);
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    let call = risk::service::components::prompt_rows(&s, None);
    let place = buttons(&call).into_iter().next().expect("Place my armies");
    assert_eq!(place.label, "Place my armies");
    let tap = |a: &Actor| -> String {
        match svc.handle_component(CH, a, None, &place.id, &[]) {
            Ok(o) => o.reply.unwrap_or_default(),
            Err(e) => e.to_string(),
        }
    };
    let left = g.setup_armies_left(PlayerId(0));
    let before = tap(&people[0]);
    assert!(
        before.contains(&format!("You have placed nothing yet: {left} to place")),
        "{before}"
    );
    let t = g.territories_of(PlayerId(0)).iter().next().unwrap();
    let name = g.map().name(t).to_string();
    // Some placed: what is left, and the menus to place it, in the same private reply.
    let some = svc
        .handle(
            CH,
            &people[0],
            Command::Draft {
                territory: name.clone(),
                troops: risk::service::Troops::Exactly(1),
            },
        )
        .unwrap();
    let words = some.reply.clone().unwrap_or_default();
    assert!(
        words.contains(&format!(
            "Placed so far (only you see this until everyone is done): {name} +1. {} left to place",
            left - 1
        )),
        "{words}"
    );
    assert!(
        menu_for(&some.reply_rows, "dr", PlayerId(0)).is_some(),
        "{:?}",
        some.reply_rows
    );
    svc.handle(
        CH,
        &people[0],
        Command::Draft {
            territory: name.clone(),
            troops: risk::service::Troops::All,
        },
    )
    .unwrap();
    let done = tap(&people[0]);
    assert!(
        done.contains("All your starting armies are placed")
            && done.contains(&format!("{name} +{left}"))
            && done.contains("waiting for p2, p3."),
        "{done}"
    );
    assert!(!done.contains("nothing"), "{done}");
    place_all(&svc, &people, PlayerId(2));
    let over = tap(&people[1]);
    assert!(
        over.contains("The starting armies are all placed and revealed. Now: p1, "),
        "{over}"
    );
    assert!(!over.contains("waiting for ."), "{over}");
}

/// A tap on Undo gives the move back with its components (the old ones name the undone state).
#[test]
fn undo_gives_the_move_back_with_its_components() {
    let (svc, people) = table_where("classic", |g, _| {
        matches!(g.expected(), risk::engine::Expected::Draft { .. }) && g.turn() > 3
    });
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    let me = g.current();
    let who = actor_of(&s, &people, me).expect("a player");
    let t = g.territories_of(me).iter().next().unwrap();
    svc.handle(
        CH,
        who,
        Command::Draft {
            territory: g.map().name(t).into(),
            troops: risk::service::Troops::Exactly(1),
        },
    )
    .unwrap();
    let undone = svc.handle(CH, who, Command::Undo).unwrap();
    let after = session(&svc, CH);
    let post = undone.public.iter().find(|p| p.prompt).expect("a prompt");
    assert!(post.text.contains("undid"), "{}", post.text);
    let menu = menu_for(&post.rows, "dr", me).expect("the draft menu again");
    assert!(usable(&after, &menu.id, me), "{}", menu.id);
}

/// After the claims of a table that then places at once (command-room), everyone still to
/// place is called, with the button that opens their placement.
#[test]
fn the_end_of_the_claims_calls_everyone_to_place() {
    let (svc, people) = table_where("command-room", |g, _| {
        g.phase() == &risk::engine::Phase::Claim
    });
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut last = None;
    for _ in 0..200 {
        let s = session(&svc, CH);
        let g = s.game.as_ref().unwrap();
        if g.placing_simultaneously() {
            break;
        }
        let me = g.current();
        let action = AiLevel::Basic.act(g, me, &mut rng);
        let who = actor_of(&s, &people, me).expect("a player");
        last = Some(
            svc.handle(CH, who, Command::for_action(&s, g, action))
                .unwrap(),
        );
    }
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    assert!(g.placing_simultaneously(), "the placement began");
    let out = last.expect("claims were made");
    let call = out
        .public
        .iter()
        .find(|p| p.prompt)
        .expect("a call to place");
    let placing: Vec<UserKey> = g
        .still_placing()
        .iter()
        .filter_map(|p| s.seats[p.index()].user)
        .collect();
    // Everyone but the one who made the last claim (who needs no ping) is pinged.
    assert!(placing.len() >= 2);
    assert!(
        call.ping.len() + 1 >= placing.len() && call.ping.iter().all(|u| placing.contains(u)),
        "{:?} of {placing:?}",
        call.ping
    );
    assert_eq!(buttons(&call.rows)[0].label, "Place my armies");
}

/// Issue 39: a territory filled to the experts' cap (12, 002_f99279de19c195a0.txt) while everyone places at once is
/// offered no more, and a tap that names it all the same (a menu's value sent by hand) says
/// why (the cap, not "0 is out of range"), changing nothing; tapped again it says the same.
#[test]
fn a_full_territory_tapped_in_the_simultaneous_placement_is_refused_naming_the_cap() {
    let (svc, people) = people_table("experts", 3);
    let me = &people[0];
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    assert!(g.placing_simultaneously());
    let seat = s.seat_of(me.user).unwrap();
    let full = g.territories_of(seat).iter().next().unwrap();
    // The menu as it was before: every territory of theirs.
    let call = |svc: &GameService| {
        let s = session(svc, CH);
        let o = svc
            .handle_component(CH, me, None, &format!("go:{}:0:*:pl", s.number), &[])
            .unwrap();
        menu_for(&o.reply_rows, "dr", seat).expect("place all on…")
    };
    let before = call(&svc);
    assert!(before.options.iter().any(|o| o.value == full.0.to_string()));
    let room = g.room(full);
    assert_eq!(room, 11, "one army there, room for 11 under the cap of 12");
    let cmd = Command::Draft {
        territory: g.map().name(full).into(),
        troops: risk::service::Troops::Exactly(room),
    };
    svc.handle(CH, me, cmd).unwrap();
    let after = call(&svc);
    assert!(
        after.options.iter().all(|o| o.value != full.0.to_string()),
        "{} is full and still offered: {:?}",
        g.map().name(full),
        after.options
    );
    let state = |svc: &GameService| serde_json::to_string(&session(svc, CH).game).unwrap();
    let was = state(&svc);
    for id in [&after.id, &after.id.replace(":dr", ":ds")] {
        for _ in 0..2 {
            let said = svc
                .handle_component(CH, me, None, id, &[full.0.to_string()])
                .unwrap_err()
                .to_string();
            assert!(
                said.contains("12") && said.contains(g.map().name(full)),
                "{said}"
            );
            assert!(!said.contains("out of range"), "{said}");
            assert_eq!(state(&svc), was, "nothing changed");
        }
    }
}
