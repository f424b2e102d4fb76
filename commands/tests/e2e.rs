//! Whole games end to end: the real `risk-bot` binary against a fake Discord on loopback.
//! Each step is also run on an in-process "shadow" service with the same seeds and clock; the
//! bot's messages must be exactly what the shadow's outcome says (public posts, pings, private
//! replies, DMs), so every step checks the whole adapter path.

mod fake;

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use fake::line::line;
use fake::{sent, Bot, Fake, Kind, Sent, CHANNEL};
use rand::{Rng, SeedableRng};
use risk::ai::AiLevel;
use risk::engine::{Action, AttackMode, Game};
use risk::service::{
    show_moments, Actor, ChannelKey, Command, GameService, GuildKey, Membership, MemoryStore,
    Moment, Outcome, ServiceError, UserKey,
};
use risk_bot::{console, split};
use serde_json::Value;

pub const ALICE: (u64, &str) = (1_000_000_000_000_000_301, "alice");
pub const BOB: (u64, &str) = (1_000_000_000_000_000_302, "bob");
pub const CAROL: (u64, &str) = (1_000_000_000_000_000_303, "carol");
pub const DAVE: (u64, &str) = (1_000_000_000_000_000_304, "dave");
const T0: u64 = 1_900_000_000;

pub struct E2e {
    pub fake: Fake,
    pub bot: Option<Bot>,
    pub shadow: GameService,
    dir: tempfile::TempDir,
    clock: PathBuf,
    seed: u64,
    pub latencies: Vec<Duration>,
}

fn mention_text(ping: &[UserKey], text: &str) -> String {
    let tags: Vec<String> = ping.iter().map(|u| format!("<@{}>", u.0)).collect();
    if tags.is_empty() {
        text.to_string()
    } else {
        format!("{} {text}", tags.join(" "))
    }
}

fn expect(kind: Kind, text: &str, mentions: Vec<u64>) -> Vec<(Kind, String, Vec<u64>)> {
    split::split(text)
        .into_iter()
        .map(|p| (kind.clone(), p, mentions.clone()))
        .collect()
}

impl E2e {
    pub fn new(seed: u64) -> E2e {
        E2e::with_env(seed, &[])
    }

    /// A bot started with more environment variables (`RISK_METRICS_ADDR`, `RUST_LOG`, …).
    pub fn with_env(seed: u64, env: &[(&str, String)]) -> E2e {
        let fake = Fake::start();
        let dir = tempfile::tempdir().unwrap();
        let clock = dir.path().join("clock");
        std::fs::write(&clock, T0.to_string()).unwrap();
        let bot = Bot::start_env(&fake, &dir.path().join("db"), &clock, seed, env);
        let shadow = Self::shadow_service(seed, clock.clone());
        E2e {
            fake,
            bot: Some(bot),
            shadow,
            dir,
            clock,
            seed,
            latencies: vec![],
        }
    }

    fn shadow_service(seed: u64, clock: PathBuf) -> GameService {
        let next = Arc::new(AtomicU64::new(seed));
        GameService::new(
            Arc::new(MemoryStore::default()),
            Arc::new(move || {
                std::fs::read_to_string(&clock)
                    .unwrap()
                    .trim()
                    .parse()
                    .unwrap()
            }),
            Arc::new(move || next.fetch_add(1, Ordering::Relaxed)),
        )
    }

    pub fn set_clock(&self, t: u64) {
        std::fs::write(&self.clock, t.to_string()).unwrap();
    }

    /// SIGKILL the bot and start it again on the same database.
    pub fn crash_and_restart(&mut self) {
        self.restart_with(&[]);
    }

    /// `crash_and_restart`, the bot started again with these environment variables.
    pub fn restart_with(&mut self, env: &[(&str, String)]) {
        self.bot.take().unwrap().kill();
        let bot = Bot::start_env(
            &self.fake,
            &self.dir.path().join("db"),
            &self.clock,
            self.seed,
            env,
        );
        self.bot = Some(bot);
    }

    /// What the shadow service answers `who` (`ask`): the outcome, or a refusal's words; any
    /// other error fails the test.
    fn shadow_answer(
        &self,
        who: (u64, &str),
        ask: impl FnOnce(&GameService, &Actor) -> Result<Outcome, ServiceError>,
    ) -> Result<Outcome, String> {
        let actor = Actor {
            user: UserKey(who.0),
            name: who.1.to_string(),
            admin: false,
            locale: None,
            guild_locale: None,
        };
        ask(&self.shadow, &actor).map_err(|e| {
            if e.is_user_error() {
                e.to_string()
            } else {
                panic!("shadow failed: {e}")
            }
        })
    }

    /// What the bot must send for `outcome`, mirroring the adapter's delivery.
    fn expected(
        &self,
        who: (u64, &str),
        outcome: Result<Outcome, String>,
    ) -> Vec<(Kind, String, Vec<u64>)> {
        // The bot shows moments as Discord timestamps.
        let stamp = |m: Moment| match m {
            Moment::Relative(t) => format!("<t:{t}:R>"),
            Moment::Full(t) => format!("<t:{t}:f>"),
        };
        let o = match outcome {
            Ok(o) => o.show_moments(stamp),
            Err(e) => return expect(Kind::Ephemeral, &show_moments(&e, stamp), vec![]),
        };
        let mut out = Vec::new();
        for p in &o.public {
            let pings = p.ping.iter().map(|u| u.0).collect();
            // The summary comes as an embed of the last part (the fake shows it after the text).
            let (text, summary) = p.content();
            let mut parts = expect(Kind::Public, &mention_text(&p.ping, &text), pings);
            if let (Some(s), Some(last)) = (summary, parts.last_mut()) {
                last.1.push('\n');
                last.1.push_str(&s.text);
            }
            out.extend(parts);
        }
        if let Some(r) = &o.reply {
            let mut parts = expect(Kind::Ephemeral, r, vec![]);
            // A private board (fog of war): its summary is an embed of the last part.
            if let (Some(s), Some(last)) = (&o.reply_summary, parts.last_mut()) {
                last.1.push('\n');
                last.1.push_str(&s.text);
            }
            out.extend(parts);
        }
        let closed = self.fake.state.lock().unwrap().closed_dms.clone();
        for p in &o.private {
            if !closed.contains(&p.to.0) {
                let dm = 3_000_000_000_000_000_000 + p.to.0 % 1_000_000_000;
                out.push((Kind::Dm(dm), p.text.clone(), vec![]));
            } else if p.to.0 == who.0 {
                out.extend(expect(
                    Kind::Ephemeral,
                    &format!("I could not DM you, so here it is privately: {}", p.text),
                    vec![],
                ));
            } else {
                let note = format!(
                    "I could not send you a direct message: use {} to see it.",
                    p.fallback_command
                );
                out.push((Kind::Public, mention_text(&[p.to], &note), vec![p.to.0]));
            }
        }
        if o.public.is_empty() && o.reply.is_none() {
            out.extend(expect(Kind::Ephemeral, "Done.", vec![]));
        }
        out
    }

    /// Clicks component `id` (a menu's pick in `values`) of message `msg` as `who`, waits for
    /// every message the shadow says the bot owes, and checks they are exactly those; a click
    /// that moved the game on also edits its message, dropping the components, and one on a
    /// private message that went through has its first private answer replace that message in
    /// place. Returns what the bot sent, the edits last.
    pub fn click(
        &mut self,
        who: (u64, &str),
        channel: u64,
        msg: &Sent,
        id: &str,
        values: &[String],
    ) -> Vec<Sent> {
        let result = self.shadow_answer(who, |svc, actor| {
            svc.handle_component(ChannelKey(channel), actor, None, id, values)
        });
        let moved = result.as_ref().is_ok_and(|o| !o.public.is_empty());
        // A private message's click that went through: its first private answer replaces it.
        let panel = result.is_ok() && msg.message["flags"].as_u64().unwrap_or(0) & 64 != 0;
        let mut want = self.expected(who, result);
        let updated = want
            .iter()
            .position(|w| w.0 == Kind::Ephemeral)
            .filter(|_| panel)
            .map(|i| want.remove(i));
        let want_edits = usize::from(moved) + usize::from(updated.is_some());
        let from = self.fake.calls();
        let (_, token, payload) = self.fake.click(who, channel, &msg.message, id, values);
        self.fake.dispatch(payload);
        let end = Instant::now() + Duration::from_secs(30);
        loop {
            let got: Vec<Sent> = sent(&self.fake.calls_since(from), &token)
                .into_iter()
                .filter(|m| !matches!(m.kind, Kind::Channel(_)))
                .collect();
            let (mut edits, msgs): (Vec<Sent>, Vec<Sent>) =
                got.into_iter().partition(|m| m.kind == Kind::Edit);
            if msgs.len() >= want.len() && edits.len() >= want_edits {
                std::thread::sleep(Duration::from_millis(15));
                let view: Vec<(Kind, String, Vec<u64>)> = msgs
                    .iter()
                    .map(|s| (s.kind.clone(), s.content.clone(), s.mentions.clone()))
                    .collect();
                assert_eq!(view, want, "after {} clicked {id} {values:?}", who.1);
                assert_eq!(edits.len(), want_edits, "{id}: {edits:?}");
                if moved {
                    let retired = &edits[0].components;
                    assert_eq!(retired, &serde_json::json!([]), "the old components go");
                }
                if let (Some(u), Some(last)) = (&updated, edits.last()) {
                    assert_eq!(last.content, u.1, "the private message updated in place");
                }
                // Edited in place, the message keeps its id and flags.
                for e in &mut edits {
                    e.message["id"] = msg.message["id"].clone();
                    e.message["flags"] = msg.message["flags"].clone();
                }
                return msgs.into_iter().chain(edits).collect();
            }
            assert!(
                Instant::now() < end,
                "timed out: click {id}: got {msgs:?}\n{}",
                self.bot.as_ref().unwrap().log_text()
            );
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// Clicks the first component of `msg` as `who`, expecting a private refusal that changes
    /// nothing (the game is the same before and after); returns its words.
    pub fn refused_unchanged(&mut self, who: (u64, &str), msg: &Sent) -> String {
        let game = |e: &E2e| serde_json::to_string(&e.game(CHANNEL)).unwrap();
        let before = game(self);
        let (id, values) = msg
            .components
            .as_array()
            .and_then(|rows| {
                let c = &rows.first()?["components"][0];
                let pick: Vec<String> = c["options"][0]["value"]
                    .as_str()
                    .map(String::from)
                    .into_iter()
                    .collect();
                Some((c["custom_id"].as_str()?.to_string(), pick))
            })
            .expect("a component");
        let got = self.click(who, CHANNEL, msg, &id, &values);
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].kind, Kind::Ephemeral);
        assert_eq!(before, game(self), "nothing changed");
        got[0].content.clone()
    }

    /// Injects `line` as `who` in `channel`, waits for every message the shadow says the bot
    /// owes, and checks they are exactly those. Returns what the bot sent.
    pub fn step(&mut self, who: (u64, &str), channel: u64, line: &str) -> Vec<Sent> {
        self.step_with(who, channel, line, false)
    }

    /// `step`, the shadow answering as in the fake's server (its settings and boards apply;
    /// `who` an admin when the fake says so), as the adapter does in a guild's channel.
    pub fn step_in_server(&mut self, who: (u64, &str), channel: u64, line: &str) -> Vec<Sent> {
        self.step_with(who, channel, line, true)
    }

    fn step_with(
        &mut self,
        who: (u64, &str),
        channel: u64,
        line: &str,
        in_server: bool,
    ) -> Vec<Sent> {
        let (path, opts) = console::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let mut pairs: Vec<(String, String)> = opts.clone().into_iter().collect();
        pairs.sort();
        let cmd = console::command(&path, opts).unwrap_or_else(|e| panic!("{line}: {e}"));
        let admin = self.fake.state.lock().unwrap().admins.contains(&who.0);
        let result = self.shadow_answer(who, |svc, actor| match in_server {
            true => {
                let actor = Actor {
                    admin,
                    locale: None,
                    guild_locale: None,
                    ..actor.clone()
                };
                let member = Membership {
                    guild: GuildKey(fake::GUILD),
                    roles: vec![],
                };
                svc.handle_in_server(ChannelKey(channel), &actor, Some(&member), cmd)
            }
            false => svc.handle(ChannelKey(channel), actor, cmd),
        });
        let want = self.expected(who, result);
        let got = self.inject(who, Some(channel), &path, &pairs, want.len());
        let got_view: Vec<(Kind, String, Vec<u64>)> = got
            .iter()
            .map(|s| (s.kind.clone(), s.content.clone(), s.mentions.clone()))
            .collect();
        assert_eq!(got_view, want, "after {} typed {line}", who.1);
        got
    }

    /// Injects a slash command and waits until `count` messages answered it.
    pub fn inject(
        &mut self,
        who: (u64, &str),
        channel: Option<u64>,
        path: &str,
        opts: &[(String, String)],
        count: usize,
    ) -> Vec<Sent> {
        let from = self.fake.calls();
        let (_, token, payload) =
            self.fake
                .interaction(2, who, channel, fake::slash_data(path, opts, None));
        let started = Instant::now();
        self.fake.dispatch(payload);
        let mut first = None;
        let end = Instant::now() + Duration::from_secs(30);
        loop {
            let calls = self.fake.calls_since(from);
            if first.is_none() && calls.iter().any(|c| c.path.contains(&token)) {
                first = Some(started.elapsed());
            }
            // Scheduled channel posts (deadlines) are not answers to this interaction.
            let answers = |calls: &[fake::Call]| -> Vec<Sent> {
                sent(calls, &token)
                    .into_iter()
                    .filter(|m| !matches!(m.kind, Kind::Channel(_)))
                    .collect()
            };
            let got = answers(&calls);
            if got.len() >= count && first.is_some() {
                // A moment for anything beyond what was expected to show up as a failure.
                std::thread::sleep(Duration::from_millis(15));
                self.latencies.extend(first);
                return answers(&self.fake.calls_since(from));
            }
            assert!(
                Instant::now() < end,
                "timed out: {path} {opts:?}: got {got:?}\n{}",
                self.bot.as_ref().unwrap().log_text()
            );
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    pub fn game(&self, channel: u64) -> Game {
        self.shadow
            .snapshot(ChannelKey(channel))
            .unwrap()
            .unwrap()
            .game
            .unwrap()
    }

    /// The user whose move it is in `channel`.
    pub fn to_move(&self, channel: u64, players: &[(u64, &'static str)]) -> (u64, &'static str) {
        let s = self.shadow.snapshot(ChannelKey(channel)).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        let u = s.seats[g.current().index()].user.unwrap();
        *players.iter().find(|p| p.0 == u.0).unwrap()
    }

    /// Seats three humans in `channel` with dealt territories and bulk placement, and starts.
    pub fn seat_three(&mut self, channel: u64, extra: &str) {
        self.step(
            ALICE,
            channel,
            &format!("/risk new setup:deal placement:bulk {extra}"),
        );
        self.step(BOB, channel, "/risk join");
        self.step(CAROL, channel, "/risk join");
        self.step(ALICE, channel, "/risk start");
    }

    /// One move of a whole game, chosen by the basic AI for whoever is to move; sometimes a
    /// single roll instead of a blitz.
    pub fn play_one(
        &mut self,
        channel: u64,
        rng: &mut rand_chacha::ChaCha8Rng,
    ) -> Option<Vec<Sent>> {
        let g = self.game(channel);
        if g.winner().is_some() {
            return None;
        }
        let who = self.to_move(channel, &[ALICE, BOB, CAROL, DAVE]);
        let mut action = AiLevel::Basic.act(&g, g.current(), rng);
        if let Action::Attack { mode, .. } = &mut action {
            if rng.random_bool(0.3) {
                *mode = AttackMode::Once;
            }
        }
        Some(self.step(who, channel, &line(&g, action)))
    }
}

impl Drop for E2e {
    fn drop(&mut self) {
        // Every endpoint the bot called must be one Discord has: unknown ones fail the test.
        let unknown = self.fake.state.lock().unwrap().unknown.clone();
        let over = self.fake.state.lock().unwrap().over_limits.clone();
        if !std::thread::panicking() {
            assert!(
                over.is_empty(),
                "components beyond Discord's limits: {over:?}"
            );
            assert!(
                unknown.is_empty(),
                "the bot called unknown endpoints: {unknown:?}"
            );
        }
    }
}

fn percentile(mut v: Vec<Duration>, p: f64) -> Duration {
    v.sort();
    v[((v.len() - 1) as f64 * p).round() as usize]
}

#[test]
fn registration_matches_the_documented_commands() {
    let e = E2e::new(1);
    let schema = e
        .fake
        .state
        .lock()
        .unwrap()
        .commands
        .clone()
        .expect("commands registered");
    let playing = include_str!("../../docs/playing.md");
    let mut names = Vec::new();
    for c in schema.as_array().unwrap() {
        let name = c["name"].as_str().unwrap();
        assert_eq!(name, name.to_lowercase());
        let d = c["description"].as_str().unwrap();
        assert!(!d.is_empty() && d.chars().count() <= 100, "/{name}");
        fn check(prefix: String, opts: &Value, playing: &str, names: &mut Vec<String>) {
            for o in opts.as_array().into_iter().flatten() {
                if o["type"] == 2 {
                    // A group of subcommands (`/risk-admin map add`).
                    let group = format!("{prefix} {}", o["name"].as_str().unwrap());
                    check(group, &o["options"], playing, names);
                    continue;
                }
                if o["type"] == 1 {
                    let sub = format!("{prefix} {}", o["name"].as_str().unwrap());
                    assert!(
                        playing.contains(&format!("`/{sub}")),
                        "docs/playing.md lacks /{sub}"
                    );
                    names.push(sub.clone());
                    check(sub, &o["options"], playing, names);
                    continue;
                }
                let od = o["description"].as_str().unwrap_or("");
                assert!(
                    !od.is_empty() && od.chars().count() <= 100,
                    "/{prefix} {}",
                    o["name"]
                );
                if ["territory", "from", "to", "cards"].contains(&o["name"].as_str().unwrap()) {
                    assert_eq!(
                        o["autocomplete"], true,
                        "/{prefix} {} autocompletes",
                        o["name"]
                    );
                }
            }
        }
        check(name.to_string(), &c["options"], playing, &mut names);
        if !c["options"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|o| o["type"] == 1 || o["type"] == 2)
        {
            assert!(
                playing.contains(&format!("`/{name}")),
                "docs/playing.md lacks /{name}"
            );
            names.push(name.to_string());
        }
    }
    let mut declared: Vec<String> = risk::service::COMMANDS
        .iter()
        .flat_map(|s| s.typed_names())
        .collect();
    declared.sort();
    names.sort();
    assert_eq!(names, declared);
    assert!(e.fake.state.lock().unwrap().unknown.is_empty());
}

#[test]
fn help_in_a_channel_speaks_of_its_tables_rules() {
    let mut e = E2e::new(2);
    let bare = e.step(ALICE, CHANNEL, "/help command:trade");
    assert!(bare.iter().all(|m| m.kind == Kind::Ephemeral), "{bare:?}");
    assert!(
        !bare.iter().any(|m| m.content.contains("At this table")),
        "{bare:?}"
    );
    // 000_1e96dd3c8efb8ddb.txt: the cities-and-capitals edition trades star cards.
    e.step(ALICE, CHANNEL, "/risk new preset:basic-training");
    let stars = e.step(ALICE, CHANNEL, "/help command:trade");
    assert!(
        stars
            .iter()
            .any(|m| m.kind == Kind::Ephemeral && m.content.contains("At this table: Star cards")),
        "{stars:?}"
    );
    let rules = e.step(BOB, CHANNEL, "/risk rules");
    assert!(
        rules.iter().any(|m| m.kind == Kind::Ephemeral
            && m.content.starts_with("This table plays **basic-training**")),
        "{rules:?}"
    );
}

#[test]
fn a_whole_classic_game_keeps_hands_private_and_pings_only_the_player_to_move() {
    let mut e = E2e::new(40);
    e.seat_three(CHANNEL, "");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(40);
    let (mut dice, mut dms, mut steps) = (0, 0, 0);
    while let Some(msgs) = e.play_one(CHANNEL, &mut rng) {
        steps += 1;
        assert!(steps < 3000, "the game ends");
        let g = e.game(CHANNEL);
        for m in &msgs {
            match m.kind {
                Kind::Public => {
                    assert!(
                        !m.content.contains("Your cards"),
                        "a hand went public: {}",
                        m.content
                    );
                    dice += usize::from(m.content.contains("🎲"));
                    if !m.mentions.is_empty() && g.winner().is_none() {
                        // A ping names exactly one user: the one to move now (or a DM fallback).
                        assert_eq!(m.mentions.len(), 1);
                    }
                }
                Kind::Dm(_) => dms += 1,
                _ => {}
            }
        }
    }
    assert!(e.game(CHANNEL).winner().is_some());
    assert!(dice > 10 && dms > 3, "dice {dice}, dms {dms}");
    assert!(e.fake.state.lock().unwrap().unknown.is_empty());
    let (med, p99) = (
        percentile(e.latencies.clone(), 0.5),
        percentile(e.latencies.clone(), 0.99),
    );
    println!(
        "first-callback latency over {} interactions: median {med:?}, p99 {p99:?}",
        e.latencies.len()
    );
}

#[test]
fn bad_input_is_private_specific_and_changes_nothing() {
    let mut e = E2e::new(50);
    let other = CHANNEL + 1;
    e.step(ALICE, other, "/end"); // no game here
    e.seat_three(CHANNEL, "");
    e.step(DAVE, CHANNEL, "/risk join"); // game already running
    let board = |e: &mut E2e| e.step(ALICE, CHANNEL, "/board").remove(0).content;
    let before = board(&mut e);
    // Play until the first attack step so that attack refusals can be shown.
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    while !matches!(e.game(CHANNEL).phase(), risk::engine::Phase::Attack) {
        e.play_one(CHANNEL, &mut rng);
    }
    let g = e.game(CHANNEL);
    let me = e.to_move(CHANNEL, &[ALICE, BOB, CAROL]);
    let someone_else = [ALICE, BOB, CAROL]
        .into_iter()
        .find(|p| p.0 != me.0)
        .unwrap();
    let own = g.territories_of(g.current());
    let one = own
        .iter()
        .find(|&t| g.armies(t) == 1)
        .map(|t| g.map().name(t).to_string());
    let enemy = g.map().territory_ids().find(|t| !own.contains(*t)).unwrap();
    let far = g
        .map()
        .territory_ids()
        .find(|&t| !own.contains(t) && own.iter().all(|o| !g.map().adjacent(o, t)))
        .unwrap();
    let src = g.attack_sources(g.current()).iter().next().unwrap();
    let n = |t| g.map().name(t).to_string();
    let before_attack = board(&mut e);
    let mut lines = vec![
        (me, "/attack from:Brazl to:Atlantis".to_string()),
        (me, format!("/attack from:\"{}\" to:\"{}\"", n(src), n(far))),
        (
            me,
            format!("/attack from:\"{}\" to:\"{}\"", n(enemy), n(src)),
        ),
        (me, "/move troops:3".to_string()),
        (me, format!("/draft territory:\"{}\" troops:1", n(src))),
        (someone_else, "/end".to_string()),
        (
            me,
            format!("/fortify from:\"{}\" to:\"{}\" troops:999", n(src), n(src)),
        ),
    ];
    if let Some(t) = one {
        let target = g.attack_targets(g.map().find(&t).unwrap()).iter().next();
        if let Some(target) = target {
            lines.push((me, format!("/attack from:\"{t}\" to:\"{}\"", n(target))));
        }
    }
    if g.armies(src) <= 3 {
        lines.push((
            me,
            format!(
                "/attack from:\"{}\" to:\"{}\" dice:3",
                n(src),
                n(g.attack_targets(src).iter().next().unwrap())
            ),
        ));
    }
    for (who, l) in &lines {
        let got = e.step(*who, CHANNEL, l);
        assert!(
            got.iter().all(|m| m.kind == Kind::Ephemeral),
            "{l}: {got:?}"
        );
    }
    // Numbers outside their option's declared range, sent raw (a client that skips Discord's
    // checks): the catalog refuses them before the command runs, with the range.
    let target = n(g.attack_targets(src).iter().next().unwrap());
    for stop_at in ["-3", "99999999999"] {
        let opts = [
            ("from".to_string(), n(src)),
            ("to".to_string(), target.clone()),
            ("stop_at".to_string(), stop_at.to_string()),
        ];
        let got = e.inject(me, Some(CHANNEL), "attack", &opts, 1);
        assert_eq!(got.len(), 1, "stop_at:{stop_at}: {got:?}");
        assert_eq!(got[0].kind, Kind::Ephemeral);
        // As Discord shows it: what was typed is escaped for Markdown.
        assert!(
            risk::i18n::markup::unescape(&got[0].content).contains(&format!(
                "stop_at: {stop_at} is out of range; give 1 to 65535"
            )),
            "{}",
            got[0].content
        );
    }
    // /draft's troops are a number, all or all but N, as /move's and /fortify's.
    let opts = [
        ("territory".to_string(), n(src)),
        ("troops".to_string(), "-3".to_string()),
    ];
    let got = e.inject(me, Some(CHANNEL), "draft", &opts, 1);
    assert_eq!(got[0].kind, Kind::Ephemeral);
    assert!(
        got[0]
            .content
            .contains("troops: expects a whole number, 'all' or 'all but N'"),
        "{}",
        got[0].content
    );
    assert_eq!(board(&mut e), before_attack, "nothing changed");
    assert_ne!(before, before_attack);
    // A command in a DM, and a full lobby.
    let dm = e.inject(ALICE, None, "board", &[], 1);
    assert_eq!(dm[0].kind, Kind::Ephemeral);
    assert!(dm[0].content.contains("server channels"));
    let lobby = CHANNEL + 2;
    e.step(ALICE, lobby, "/risk new");
    for _ in 0..5 {
        e.step(ALICE, lobby, "/risk add-ai");
    }
    let full = e.step(BOB, lobby, "/risk join");
    assert!(full[0].content.contains("The lobby is full"));
    let again = e.step(ALICE, lobby, "/risk new");
    assert!(again[0].content.contains("A lobby is already open here"));
}

#[test]
fn closed_dms_fall_back_without_leaking_the_hand() {
    let mut e = E2e::new(60);
    e.fake.close_dms(BOB.0);
    e.seat_three(CHANNEL, "");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(60);
    let (mut notes, mut private) = (0, 0);
    for _ in 0..400 {
        let Some(msgs) = e.play_one(CHANNEL, &mut rng) else {
            break;
        };
        for m in msgs {
            assert!(
                m.kind != Kind::Public || !m.content.contains("Your cards"),
                "{}",
                m.content
            );
            notes +=
                usize::from(m.kind == Kind::Public && m.content.contains("use /hand to see it"));
            private +=
                usize::from(m.kind == Kind::Ephemeral && m.content.contains("I could not DM you"));
        }
    }
    assert!(notes + private > 0, "bob's hand changed at least once");
    let dm_to_bob = e
        .fake
        .state
        .lock()
        .unwrap()
        .calls
        .iter()
        .filter(|c| c.status == 403)
        .count();
    assert!(dm_to_bob > 0);
}

#[test]
fn a_killed_bot_continues_exactly_where_it_was() {
    let mut e = E2e::new(70);
    e.seat_three(CHANNEL, "");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(70);
    let mut pick = rand_chacha::ChaCha8Rng::seed_from_u64(71);
    let mut crashes = 0;
    while crashes < 20 {
        if e.play_one(CHANNEL, &mut rng).is_none() {
            break;
        }
        if pick.random_bool(0.15) {
            // Every later step is compared with the shadow, which never crashed: any lost or
            // half-written change would show up as a different message.
            e.crash_and_restart();
            crashes += 1;
        }
    }
    assert!(crashes >= 10, "{crashes} crashes");
    for _ in 0..30 {
        if e.play_one(CHANNEL, &mut rng).is_none() {
            break;
        }
    }
}

#[test]
fn two_channels_stay_apart_and_a_race_in_one_is_serialized() {
    let mut e = E2e::new(80);
    let (a, b) = (CHANNEL, CHANNEL + 7);
    e.seat_three(a, "");
    e.seat_three(b, "setup:claim");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(80);
    for _ in 0..40 {
        e.play_one(a, &mut rng);
        e.play_one(b, &mut rng);
    }
    // Two claims for the player to move, injected back to back in channel b: one goes through.
    let g = e.game(b);
    if matches!(g.phase(), risk::engine::Phase::Claim) {
        let who = e.to_move(b, &[ALICE, BOB, CAROL]);
        let free: Vec<String> = g
            .map()
            .territory_ids()
            .filter(|&t| g.owner(t).is_none())
            .map(|t| g.map().name(t).to_string())
            .take(2)
            .collect();
        let from = e.fake.calls();
        for t in &free {
            let (_, _, p) = e.fake.interaction(
                2,
                who,
                Some(b),
                fake::slash_data("claim", &[("territory".into(), t.clone())], None),
            );
            e.fake.dispatch(p);
        }
        e.fake.wait(20, "both answers", |s| {
            s.calls[from..]
                .iter()
                .filter(|c| c.path.ends_with("/callback"))
                .count()
                >= 2
        });
        std::thread::sleep(Duration::from_millis(100));
        let claims = e
            .fake
            .calls_since(from)
            .iter()
            .filter(|c| {
                c.json.as_ref().is_some_and(|j| {
                    j["data"]["content"]
                        .as_str()
                        .is_some_and(|t| t.contains(&format!("{} claims", who.1)))
                })
            })
            .count();
        assert_eq!(claims, 1, "exactly one of the raced claims is applied");
    }
}

#[test]
fn autocomplete_offers_only_legal_choices() {
    let mut e = E2e::new(90);
    e.seat_three(CHANNEL, "");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(90);
    while !matches!(e.game(CHANNEL).phase(), risk::engine::Phase::Attack) {
        e.play_one(CHANNEL, &mut rng);
    }
    let g = e.game(CHANNEL);
    let who = e.to_move(CHANNEL, &[ALICE, BOB, CAROL]);
    let src = g.attack_sources(g.current()).iter().next().unwrap();
    let opts = vec![
        ("from".to_string(), g.map().name(src).to_string()),
        ("to".to_string(), String::new()),
    ];
    let from = e.fake.calls();
    let (_, token, p) = e.fake.interaction(
        4,
        who,
        Some(CHANNEL),
        fake::slash_data("attack", &opts, Some("to")),
    );
    e.fake.dispatch(p);
    let j = e.fake.answer_to(from, &token);
    assert_eq!(j["type"], 8);
    let mut got: Vec<String> = j["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect();
    let mut want: Vec<String> = g
        .attack_targets(src)
        .iter()
        .map(|t| g.map().name(t).to_string())
        .collect();
    got.sort();
    want.sort();
    assert_eq!(
        got,
        want,
        "only the enemy neighbours of {}",
        g.map().name(src)
    );
}

/// A German client (`locale: de`) through the real bot: the autocomplete labels territories in
/// German and still sends the English names, and the adapter's own answer to a command from a
/// DM is German.
#[test]
fn a_german_client_reads_autocomplete_and_the_adapters_answers_in_german() {
    use risk::i18n::{names, Lang};
    let mut e = E2e::new(91);
    e.seat_three(CHANNEL, "");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(91);
    while !matches!(e.game(CHANNEL).phase(), risk::engine::Phase::Attack) {
        e.play_one(CHANNEL, &mut rng);
    }
    let g = e.game(CHANNEL);
    let who = e.to_move(CHANNEL, &[ALICE, BOB, CAROL]);
    let opts = vec![("from".to_string(), String::new())];
    let from = e.fake.calls();
    let (_, token, mut p) = e.fake.interaction(
        4,
        who,
        Some(CHANNEL),
        fake::slash_data("attack", &opts, Some("from")),
    );
    p["locale"] = Value::from("de");
    e.fake.dispatch(p);
    let choices = e.fake.answer_to(from, &token)["data"]["choices"].clone();
    let choices = choices.as_array().unwrap();
    assert!(!choices.is_empty());
    let mut german_differs = 0;
    for c in choices {
        let (label, value) = (c["name"].as_str().unwrap(), c["value"].as_str().unwrap());
        let t = g.map().find(value).expect("the value is the English name");
        let german = names::territory_in(Lang::De, g.map(), t);
        assert_eq!(label, format!("{german} ({})", g.armies(t)));
        german_differs += usize::from(german != value);
    }
    assert!(german_differs > 0, "{choices:?}");
    // A command from a DM: the adapter's own answer, in German.
    let from = e.fake.calls();
    let (_, token, mut p) =
        e.fake
            .interaction(2, ALICE, None, fake::slash_data("board", &[], None));
    p["locale"] = Value::from("de");
    e.fake.dispatch(p);
    e.fake.wait(20, "the answer", |s| {
        s.calls[from..].iter().any(|c| c.path.contains(&token))
    });
    let got = sent(&e.fake.calls_since(from), &token);
    assert_eq!(got[0].kind, Kind::Ephemeral);
    assert!(
        got[0]
            .content
            .starts_with("RISK-Spiele finden in Serverkanälen statt"),
        "{}",
        got[0].content
    );
}

#[test]
fn a_missed_deadline_is_played_by_the_ai_and_posted_in_the_channel() {
    let mut e = E2e::new(100);
    e.seat_three(CHANNEL, "turn_time:1h");
    let who = e.to_move(CHANNEL, &[ALICE, BOB, CAROL]);
    let from = e.fake.calls();
    e.set_clock(T0 + 3600);
    // The whole time-out outcome ends with the next player's ping and its new deadline.
    let next_deadline = format!("<t:{}:R>", T0 + 2 * 3600);
    e.fake.wait(20, "the time-out posts", |s| {
        s.calls[from..].iter().any(|c| {
            c.json.as_ref().is_some_and(|j| {
                j["content"]
                    .as_str()
                    .is_some_and(|t| t.contains(&next_deadline))
            })
        })
    });
    let posts = sent(&e.fake.calls_since(from), "none");
    let first = posts
        .iter()
        .find(|p| p.content.contains("time ran out"))
        .unwrap();
    assert_eq!(first.kind, Kind::Channel(CHANNEL));
    assert!(first.content.contains(&format!("{}'s time ran out", who.1)));
    // The shadow handles the same deadline; both agree on whose move it is now.
    let due = e.shadow.tick(T0 + 3600);
    assert_eq!(due.len(), 1);
    let next = e.to_move(CHANNEL, &[ALICE, BOB, CAROL]);
    assert_ne!(next.0, who.0);
    e.step(next, CHANNEL, "/board");
}

#[test]
fn the_defender_answers_with_a_button() {
    let mut e = E2e::new(110);
    e.seat_three(CHANNEL, "defender_dice:choose");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(110);
    // Play until some attack is held for a human defender.
    let mut held = None;
    for _ in 0..400 {
        let Some(msgs) = e.play_one(CHANNEL, &mut rng) else {
            break;
        };
        if let Some(m) = msgs
            .iter()
            .find(|m| m.buttons.iter().any(|b| b.starts_with("defend:")))
        {
            held = Some(m.clone());
            break;
        }
    }
    let held = held.expect("an attack waited for its defender");
    let s = e.shadow.snapshot(ChannelKey(CHANNEL)).unwrap().unwrap();
    let pending = s.pending.clone().unwrap();
    let defender = [ALICE, BOB, CAROL]
        .into_iter()
        .find(|p| Some(UserKey(p.0)) == s.seats[pending.defender as usize].user)
        .unwrap();
    assert_eq!(
        held.mentions,
        vec![defender.0],
        "only the defender is pinged"
    );
    let button = held
        .buttons
        .iter()
        .find(|b| b.starts_with("defend:1:"))
        .unwrap()
        .clone();
    // A restart in between: the button still works.
    e.crash_and_restart();
    let from = e.fake.calls();
    let (_, token, mut p) = e.fake.interaction(
        3,
        defender,
        Some(CHANNEL),
        serde_json::json!({"custom_id": button, "component_type": 2}),
    );
    p["message"] = serde_json::json!({"id": "2000000000000000001", "channel_id": CHANNEL.to_string(), "content": "", "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "author": {"id": fake::APP.to_string(), "username": "risk-bot", "discriminator": "0", "avatar": null, "bot": true},
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0});
    e.fake.dispatch(p);
    e.fake.wait(20, "the battle", |s| {
        s.calls[from..].iter().any(|c| c.path.contains(&token))
    });
    std::thread::sleep(Duration::from_millis(200));
    let got = sent(&e.fake.calls_since(from), &token);
    // The held attack's message loses its buttons; the battle follows.
    assert_eq!(got[0].kind, Kind::Edit, "{got:?}");
    let got: Vec<Sent> = got.into_iter().filter(|m| m.kind != Kind::Edit).collect();
    assert!(
        got.iter()
            .any(|m| m.kind == Kind::Public && m.content.contains("🎲")),
        "{got:?}"
    );
    let actor = Actor {
        user: UserKey(defender.0),
        name: defender.1.into(),
        admin: false,
        locale: None,
        guild_locale: None,
    };
    let cmd = risk::service::Button::command(&button).unwrap();
    let outcome = e.shadow.handle(ChannelKey(CHANNEL), &actor, cmd).unwrap();
    assert_eq!(
        got[0].content,
        mention_text(&outcome.public[0].ping, &outcome.public[0].text)
    );
    // The game goes on in step with the shadow.
    for _ in 0..10 {
        if e.play_one(CHANNEL, &mut rng).is_none() {
            break;
        }
    }
}

#[test]
fn missions_reach_only_their_player_and_the_winners_is_revealed_at_the_end() {
    let mut e = E2e::new(120);
    e.step(
        ALICE,
        CHANNEL,
        "/risk new preset:secret-mission placement:bulk",
    );
    e.step(BOB, CHANNEL, "/risk join");
    e.step(CAROL, CHANNEL, "/risk join");
    let start = e.step(ALICE, CHANNEL, "/risk start");
    let s = e.shadow.snapshot(ChannelKey(CHANNEL)).unwrap().unwrap();
    let g = s.game.clone().unwrap();
    let players = [ALICE, BOB, CAROL];
    let texts: Vec<String> = g
        .players()
        .map(|p| g.mission(p).unwrap().describe(g.map()))
        .collect();
    // Each mission arrives by DM to its player only.
    for (i, who) in players.iter().enumerate() {
        let dm = 3_000_000_000_000_000_000 + who.0 % 1_000_000_000;
        assert!(
            start
                .iter()
                .any(|m| m.kind == Kind::Dm(dm) && m.content.contains(&texts[i])),
            "{} got their mission",
            who.1
        );
    }
    let mut seen: Vec<(u64, Sent)> = start.into_iter().map(|m| (ALICE.0, m)).collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(120);
    for i in 0..2000 {
        let g = e.game(CHANNEL);
        if g.winner().is_some() {
            break;
        }
        let who = e.to_move(CHANNEL, &players);
        let msgs = if i % 25 == 0 {
            e.step(who, CHANNEL, "/mission")
        } else {
            e.play_one(CHANNEL, &mut rng).unwrap()
        };
        seen.extend(msgs.into_iter().map(|m| (who.0, m)));
    }
    let g = e.game(CHANNEL);
    let winner = g.winner().expect("someone completes a mission");
    for (i, who) in players.iter().enumerate() {
        if texts.iter().filter(|t| **t == texts[i]).count() > 1 {
            continue; // two players with the same card: the text alone cannot tell whose it is
        }
        let dm = 3_000_000_000_000_000_000 + who.0 % 1_000_000_000;
        for (invoker, m) in &seen {
            if !m.content.contains(&texts[i]) {
                continue;
            }
            let allowed = m.kind == Kind::Dm(dm)
                || (m.kind == Kind::Ephemeral && *invoker == who.0)
                || (m.kind == Kind::Public
                    && m.content.contains("completed their secret mission")
                    && winner.index() == i)
                // The post that ends the game reveals them all.
                || (m.kind == Kind::Public && m.content.contains("**Missions revealed**"));
            assert!(allowed, "{}'s mission leaked: {:?}", who.1, m);
        }
    }
    if g.territories_of(winner).len() < 42 {
        let reveal = seen.iter().any(|(_, m)| {
            m.kind == Kind::Public
                && m.content.contains(&format!(
                    "completed their secret mission: {}",
                    texts[winner.index()]
                ))
        });
        assert!(reveal, "the winner's mission is revealed");
    }
    let end = seen
        .iter()
        .find(|(_, m)| m.kind == Kind::Public && m.content.contains("**Missions revealed**"))
        .expect("the end post reveals the missions");
    for (who, text) in players.iter().zip(&texts) {
        assert!(
            end.1.content.contains(&format!("· {}: {text}", who.1)),
            "{end:?}"
        );
    }
    // The database the bot wrote, as a SIGKILL now leaves it (every change is synced when it
    // is acknowledged: a copy of the files) and after a clean SIGTERM: `db check` finds
    // nothing older and a salvage export is the plain export, record for record (issue 40).
    let db = e.dir.path().join("db");
    let killed = e.dir.path().join("killed");
    files_copied(&db, &killed);
    let mut bot = e.bot.take().unwrap();
    bot.terminate();
    assert!(
        bot.wait_exit(Duration::from_secs(10)).is_some(),
        "SIGTERM ends the bot"
    );
    for dir in [&db, &killed] {
        check_and_salvage_agree(dir);
    }
}

/// A copy of a database directory's files (and its blobs).
fn files_copied(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            files_copied(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// `db check` on the database at `dir` reports nothing unreadable or older, and its salvage
/// export holds exactly the records of its plain export.
fn check_and_salvage_agree(dir: &std::path::Path) {
    let bot = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_risk-bot"))
            .args(args)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{args:?}: {err}");
        err
    };
    let db = dir.to_str().unwrap();
    let err = bot(&["db", "check", "--db", db]);
    assert!(
        !err.contains("older") && !err.contains("unreadable"),
        "{db}: {err}"
    );
    let records = |salvage: bool| {
        let file = dir.with_extension(if salvage { "salvaged" } else { "plain" });
        let out = file.to_str().unwrap();
        let mut args = vec!["db", "export", "--db", db, "--out", out];
        if salvage {
            args.push("--salvage");
        }
        let err = bot(&args);
        assert!(!err.contains("older"), "{db}: {err}");
        let mut lines: Vec<String> = std::fs::read_to_string(&file)
            .unwrap()
            .lines()
            .skip(1)
            .map(str::to_string)
            .collect();
        lines.sort();
        lines
    };
    let (salvaged, plain) = (records(true), records(false));
    assert!(plain.iter().any(|l| l.contains("\"kind\":\"session\"")));
    assert!(
        salvaged == plain,
        "{db}: the salvage differs from the export"
    );
}

#[test]
fn a_capital_game_chooses_headquarters_in_secret_and_plays_to_the_end() {
    let mut e = E2e::new(130);
    e.seat_three(CHANNEL, "preset:capital");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(130);
    let mut revealed = false;
    for _ in 0..3000 {
        let Some(msgs) = e.play_one(CHANNEL, &mut rng) else {
            break;
        };
        for m in &msgs {
            revealed |= m.content.contains("Headquarters revealed");
            if !revealed && m.kind == Kind::Public {
                assert!(!m.content.contains("Your Headquarters"), "{}", m.content);
            }
        }
    }
    assert!(revealed);
    assert!(e.game(CHANNEL).winner().is_some());
}

#[test]
fn a_two_player_game_with_a_neutral_army_plays_to_the_end() {
    let mut e = E2e::new(140);
    e.step(ALICE, CHANNEL, "/risk new preset:two-player");
    e.step(BOB, CHANNEL, "/risk join");
    let full = e.step(CAROL, CHANNEL, "/risk join");
    assert!(full[0].content.contains("The lobby is full (2 players)"));
    e.step(ALICE, CHANNEL, "/risk start");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(140);
    let mut steps = 0;
    while e.play_one(CHANNEL, &mut rng).is_some() {
        steps += 1;
        assert!(steps < 3000);
    }
    let g = e.game(CHANNEL);
    assert!(g.winner().is_some_and(|w| !g.is_neutral(w)));
}

#[test]
fn every_other_preset_plays_to_the_end_through_the_bot() {
    // Mission RISK, Team RISK, active neutrals and the cities-and-capitals edition, each a
    // whole game typed as slash commands, compared line by line with the shadow service.
    let mut e = E2e::new(150);
    let tables: [(&str, &[(u64, &str)]); 5] = [
        ("mission", &[ALICE, BOB, CAROL]),
        ("basic-training", &[ALICE, BOB, CAROL]),
        ("command-room", &[ALICE, BOB, CAROL]),
        ("team", &[ALICE, BOB, CAROL, DAVE]),
        ("two-player-allies", &[ALICE, BOB]),
    ];
    for (i, (preset, seats)) in tables.iter().enumerate() {
        let channel = CHANNEL + 10 + i as u64;
        e.step(
            seats[0],
            channel,
            &format!("/risk new preset:{preset} placement:bulk"),
        );
        for &who in &seats[1..] {
            e.step(who, channel, "/risk join");
        }
        let start = e.step(seats[0], channel, "/risk start");
        if *preset == "mission" {
            let dms = start
                .iter()
                .filter(|m| m.content.contains("Your missions"))
                .count();
            assert_eq!(dms, 3, "each player's four missions by DM");
        }
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(150 + i as u64);
        let mut steps = 0;
        let mut last = Vec::new();
        while let Some(sent) = e.play_one(channel, &mut rng) {
            last = sent;
            steps += 1;
            assert!(steps < 5000, "{preset} did not finish");
        }
        let g = e.game(channel);
        assert!(g.winner().is_some(), "{preset}");
        // The command that ended it revealed the seed and posted the recap with its chart.
        let recap: Vec<&Sent> = last.iter().filter(|m| m.content.contains("📜")).collect();
        assert_eq!(recap.len(), 1, "{preset}: {last:?}");
        assert!(
            recap[0].content.contains("🔓 Dice seed revealed"),
            "{preset}"
        );
        assert_eq!(recap[0].files, ["recap.png"], "{preset}");
        assert!(recap[0].descriptions[0].contains("territories"), "{preset}");
        if i == 0 {
            let verified = e.step(seats[1], channel, "/risk verify");
            assert!(
                verified[0].content.starts_with("✅ Game 1 verified"),
                "{verified:?}"
            );
        }
    }
}

/// A loopback port nothing listens on.
fn closed_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

/// Starts the bot with `api` as Discord, in a fresh directory (kept alive by the caller).
fn spawn_bot(api: &str) -> (Bot, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let clock = dir.path().join("clock");
    std::fs::write(&clock, T0.to_string()).unwrap();
    (Bot::spawn(api, &dir.path().join("db"), &clock, 1), dir)
}

/// SIGTERM, then the process must be gone within 5 s with a clean exit and a flushed database.
fn terminate_within_5s(mut bot: Bot, state: &str) {
    let sent = Instant::now();
    bot.terminate();
    let status = bot.wait_exit(Duration::from_secs(5));
    let took = sent.elapsed();
    let log = bot.log_text();
    let status =
        status.unwrap_or_else(|| panic!("still running 5 s after SIGTERM ({state}):\n{log}"));
    assert!(status.success(), "{status} after SIGTERM ({state}):\n{log}");
    assert!(log.contains("database flushed"), "{log}");
    eprintln!("{state}: exited {took:?} after SIGTERM");
}

#[test]
fn sigterm_ends_the_retries_when_discord_is_unreachable() {
    let (bot, _dir) = spawn_bot(&format!("http://127.0.0.1:{}", closed_port()));
    // The second warning comes after the first wait: the bot is in its backoff now.
    let retrying = bot.wait_log(10, "connecting to Discord failed", 2);
    let log = bot.log_text();
    terminate_within_5s(bot, "retrying, REST unreachable");
    assert!(retrying, "no retry warnings:\n{log}");
    assert!(
        log.contains("GET /gateway/bot") && log.contains("Connection refused"),
        "{log}"
    );
    assert!(
        log.contains("retrying in 1.") && log.contains("retrying in 2."),
        "{log}"
    );
}

/// A bot that never reached Discord is not healthy, however long it has been retrying: `/health`
/// answers 503, `risk-bot health` (the image's HEALTHCHECK) exits 1, the gauge says 0.
#[test]
fn health_is_unhealthy_until_the_gateway_is_ready() {
    let fake = Fake::start();
    // REST answers, the gateway does not: the bot retries without ever being ready.
    fake.state.lock().unwrap().gateway_url = Some(format!("ws://127.0.0.1:{}", closed_port()));
    let addr = format!("127.0.0.1:{}", free_port());
    let dir = tempfile::tempdir().unwrap();
    let clock = dir.path().join("clock");
    std::fs::write(&clock, T0.to_string()).unwrap();
    let api = format!("http://127.0.0.1:{}", fake.rest);
    let env = [("RISK_METRICS_ADDR", addr.clone())];
    let bot = Bot::spawn_env(&api, &dir.path().join("db"), &clock, 1, &env);
    assert!(
        bot.wait_log(10, "connecting to Discord failed", 2),
        "{}",
        bot.log_text()
    );
    let (status, body) = http_get(&addr, "/health");
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("not connected to Discord"), "{body}");
    let health = std::process::Command::new(env!("CARGO_BIN_EXE_risk-bot"))
        .arg("health")
        .env("RISK_METRICS_ADDR", &addr)
        .output()
        .unwrap();
    assert_eq!(health.status.code(), Some(1), "risk-bot health");
    let (_, page) = http_get(&addr, "/metrics");
    assert!(
        page.lines().any(|l| l == "risk_gateway_connected 0"),
        "{page}"
    );
    terminate_within_5s(bot, "unhealthy, gateway unreachable");
}

#[test]
fn an_unreachable_gateway_is_retried_and_sigterm_ends_it() {
    let fake = Fake::start();
    fake.state.lock().unwrap().gateway_url = Some(format!("ws://127.0.0.1:{}", closed_port()));
    let (bot, _dir) = spawn_bot(&format!("http://127.0.0.1:{}", fake.rest));
    let retrying = bot.wait_log(10, "connecting to Discord failed: opening the gateway", 2);
    let log = bot.log_text();
    terminate_within_5s(bot, "retrying, gateway unreachable");
    assert!(retrying, "no retry warnings:\n{log}");
    let unknown = fake.state.lock().unwrap().unknown.clone();
    assert!(unknown.is_empty(), "{unknown:?}");
}

#[test]
fn sigterm_stops_a_connected_bot_promptly() {
    let fake = Fake::start();
    let dir = tempfile::tempdir().unwrap();
    let clock = dir.path().join("clock");
    std::fs::write(&clock, T0.to_string()).unwrap();
    let bot = Bot::start(&fake, &dir.path().join("db"), &clock, 1);
    terminate_within_5s(bot, "connected");
}

/// Discord answers 401 to a wrong token: the bot says so and exits, without retrying.
#[test]
fn a_rejected_token_ends_the_bot_with_a_message_naming_discord_token() {
    let fake = Fake::start();
    fake.state.lock().unwrap().reject_token = true;
    let (mut bot, _dir) = spawn_bot(&format!("http://127.0.0.1:{}", fake.rest));
    let status = bot
        .wait_exit(Duration::from_secs(10))
        .unwrap_or_else(|| panic!("still running:\n{}", bot.log_text()));
    let log = bot.log_text();
    assert!(!status.success(), "{log}");
    assert!(
        log.contains("Discord rejected DISCORD_TOKEN (401 Unauthorized"),
        "{log}"
    );
    assert!(!log.contains("retrying"), "{log}");
}

/// The gateway closes with 4004 (Authentication failed) on IDENTIFY.
#[test]
fn a_token_refused_by_the_gateway_ends_the_bot_too() {
    let fake = Fake::start();
    fake.state.lock().unwrap().reject_identify = true;
    let (mut bot, _dir) = spawn_bot(&format!("http://127.0.0.1:{}", fake.rest));
    let status = bot
        .wait_exit(Duration::from_secs(10))
        .unwrap_or_else(|| panic!("still running:\n{}", bot.log_text()));
    let log = bot.log_text();
    assert!(!status.success(), "{log}");
    assert!(
        log.contains("Discord rejected DISCORD_TOKEN (the gateway closed with 4004"),
        "{log}"
    );
}

/// GET /gateway/bot says only 40 of the day's 1,000 session starts are left: the bot logs the
/// budget, does not connect, and exits saying why.
#[test]
fn a_low_session_start_budget_ends_the_bot_before_it_identifies() {
    let fake = Fake::start();
    fake.state.lock().unwrap().sessions_left = Some(40);
    let (mut bot, _dir) = spawn_bot(&format!("http://127.0.0.1:{}", fake.rest));
    let status = bot
        .wait_exit(Duration::from_secs(10))
        .unwrap_or_else(|| panic!("still running:\n{}", bot.log_text()));
    let log = bot.log_text();
    assert!(!status.success(), "{log}");
    assert!(
        log.contains("remaining=40") && log.contains("total=1000"),
        "{log}"
    );
    assert!(
        log.contains("Discord allows 40 more gateway session starts of 1000")
            && log.contains("session_start_limit")
            && log.contains("token reset"),
        "{log}"
    );
    assert!(!log.contains("retrying"), "{log}");
    assert!(fake.state.lock().unwrap().identified.is_empty());
}

/// Two processes of one bot (`RISK_SHARDS` 0/2 and 1/2, their databases in one directory)
/// started at once, with Discord's `max_concurrency` 1: their identifies are 5 s apart or
/// more, and a restart of the first right after keeps the spacing too.
#[test]
fn processes_started_together_identify_five_seconds_apart() {
    let fake = Fake::start();
    let dir = tempfile::tempdir().unwrap();
    let clock = dir.path().join("clock");
    std::fs::write(&clock, T0.to_string()).unwrap();
    let api = format!("http://127.0.0.1:{}", fake.rest);
    // Discord's spacing, not the tests' default of none.
    let spaced = |shards: &str| {
        vec![
            ("RISK_SHARDS", shards.to_string()),
            ("RISK_TEST_IDENTIFY_GAP_MS", String::new()),
        ]
    };
    let a = Bot::spawn_env(&api, &dir.path().join("db-0"), &clock, 1, &spaced("0/2"));
    let b = Bot::spawn_env(&api, &dir.path().join("db-1"), &clock, 2, &spaced("1/2"));
    fake.wait(40, "both shards identified", |s| s.identified.len() >= 2);
    drop(a);
    let a = Bot::spawn_env(&api, &dir.path().join("db-0"), &clock, 1, &spaced("0/2"));
    fake.wait(40, "the restart identified", |s| s.identified.len() >= 3);
    let mut at = fake.state.lock().unwrap().identified_at.clone();
    at.sort();
    for w in at.windows(2) {
        assert!(
            w[1] - w[0] >= Duration::from_secs(5),
            "identifies {:?} apart\n{}\n{}",
            w[1] - w[0],
            a.log_text(),
            b.log_text()
        );
    }
    assert!(
        a.log_text().contains("waiting before identifying")
            || b.log_text().contains("waiting before identifying"),
        "{}\n{}",
        a.log_text(),
        b.log_text()
    );
}

#[test]
fn the_board_picture_carries_a_text_summary_as_its_description() {
    // Issue 16: the PNG's alt text (the attachment's `description`) summarises the board for
    // screen readers: players with colour, seat letter, territories, armies; whose turn.
    let mut e = E2e::new(41);
    e.seat_three(CHANNEL, "");
    let got = e.step(ALICE, CHANNEL, "/board");
    let pictures: Vec<&Sent> = got.iter().filter(|s| !s.files.is_empty()).collect();
    assert_eq!(pictures.len(), 1, "{got:?}");
    let pic = pictures[0];
    assert_eq!(pic.files, ["board.png"]);
    let s = e.shadow.snapshot(ChannelKey(CHANNEL)).unwrap().unwrap();
    // The picture the shadow's /board draws (issue 43: a part of the board, said in the alt
    // text), described.
    let want = shadow_board(&e, ALICE).describe();
    assert_eq!(pic.descriptions, std::slice::from_ref(&want));
    assert!(
        want.starts_with("RISK board, setup, placing starting armies; alice to move."),
        "{want}"
    );
    assert!(want.contains("The picture shows"), "{want}");
    assert!(want.contains("alice (red A): ") && want.contains("carol (green C): "));
    assert!(want.chars().count() <= 1024);
    // The summary is an embed in the colour of the player to move (grey while everyone places
    // at once), the picture inside it (the fake checks that the embed's image is the message's
    // attachment).
    let g = s.game.as_ref().unwrap();
    let hex = if g.placing_simultaneously() {
        risk::render::NEUTRAL
    } else {
        risk::render::army_colour(g, g.current()).1
    };
    assert_eq!(pic.embeds.len(), 1, "{pic:?}");
    assert_eq!(format!("#{:06X}", pic.embeds[0].0), hex);
    assert!(
        pic.embeds[0].1.starts_with("**Continents**"),
        "{:?}",
        pic.embeds
    );
    assert!(
        e.fake.state.lock().unwrap().over_limits.is_empty(),
        "{:?}",
        e.fake.state.lock().unwrap().over_limits
    );
}

#[test]
fn a_picture_not_drawn_within_its_budget_is_left_out_and_the_post_says_so() {
    // Issue 40: pictures are drawn on threads of their own, each within a time budget
    // (`RISK_PICTURE_BUDGET_MS`); past it the post goes out without the picture, with a line in
    // words saying so, and the bot goes on answering.
    let mut e = E2e::new(47);
    e.seat_three(CHANNEL, "");
    e.restart_with(&[("RISK_PICTURE_BUDGET_MS", "0".to_string())]);
    let (path, opts) = console::parse("/board").unwrap();
    let opts: Vec<(String, String)> = opts.into_iter().collect();
    let got = e.inject(ALICE, Some(CHANNEL), &path, &opts, 1);
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].files.is_empty(),
        "a picture was attached: {:?}",
        got[0]
    );
    let line = risk::i18n::with(risk::i18n::Lang::En, risk::i18n::Lang::En, || {
        risk::t!("adp-picture-skipped", command = "/board")
    });
    // The line closes the post's text, before its summary (the embed).
    assert!(
        got[0]
            .content
            .contains(&format!("\n{line}\n**Continents**")),
        "no line saying the picture was left out in: {}",
        got[0].content
    );
    let log = e.bot.as_ref().unwrap().log_text();
    assert!(log.contains("board picture left out"), "{log}");
    // The next command is answered as the shadow says (a picture-free refusal).
    let refused = e.step(BOB, CHANNEL, "/end");
    assert_eq!(refused.len(), 1, "{refused:?}");
}

#[test]
fn board_region_and_whole_draw_the_part_asked_for_and_autocomplete_offers_continents() {
    // Issue 43: `/board region:` draws the continents named (several separated by commas),
    // `whole:true` the whole board; the alt text says which; a name that is no continent is
    // refused with the board's continents; autocomplete completes the last name typed.
    let mut e = E2e::new(44);
    e.seat_three(CHANNEL, "");
    let described = |got: &[Sent]| -> String {
        let pics: Vec<&Sent> = got.iter().filter(|s| !s.files.is_empty()).collect();
        assert_eq!(pics.len(), 1, "{got:?}");
        pics[0].descriptions[0].clone()
    };
    let got = e.step(ALICE, CHANNEL, "/board region:\"Europe, Asia\"");
    let alt = described(&got);
    assert!(alt.contains("The picture shows Europe, Asia."), "{alt}");
    let got = e.step(ALICE, CHANNEL, "/board whole:true");
    let alt = described(&got);
    assert!(!alt.contains("The picture shows"), "{alt}");
    let got = e.step(ALICE, CHANNEL, "/board region:Atlantis");
    assert!(got.iter().all(|s| s.files.is_empty()), "{got:?}");
    assert!(
        got.iter()
            .any(|s| s.content.contains("Atlantis") && s.content.contains("Australia")),
        "{got:?}"
    );
    let from = e.fake.calls();
    let opts = vec![("region".to_string(), "Europe, As".to_string())];
    let (_, token, p) = e.fake.interaction(
        4,
        ALICE,
        Some(CHANNEL),
        fake::slash_data("board", &opts, Some("region")),
    );
    e.fake.dispatch(p);
    let j = e.fake.answer_to(from, &token);
    let got: Vec<String> = j["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(got, ["Europe, Asia"]);
}

/// The picture the shadow service's `/board` draws for `who` (a read: nothing changes).
fn shadow_board(e: &E2e, who: (u64, &str)) -> risk::render::BoardView {
    let actor = Actor {
        user: UserKey(who.0),
        name: who.1.into(),
        admin: false,
        locale: None,
        guild_locale: None,
    };
    let cmd = risk::service::Command::Board {
        player: None,
        continent: None,
        region: None,
        whole: false,
    };
    let out = e.shadow.handle(ChannelKey(CHANNEL), &actor, cmd).unwrap();
    (*out.view.expect("a picture").0).clone()
}

#[test]
fn under_fog_board_answers_privately_with_the_askers_own_picture_and_summary() {
    // Issue 30: /board in a fogged game is each player's own view, never posted.
    let mut e = E2e::new(43);
    e.seat_three(CHANNEL, "fog:standard");
    let got = e.step(ALICE, CHANNEL, "/board");
    assert!(got.iter().all(|s| s.kind == Kind::Ephemeral), "{got:?}");
    let pictures: Vec<&Sent> = got.iter().filter(|s| !s.files.is_empty()).collect();
    assert_eq!(pictures.len(), 1, "{got:?}");
    let pic = pictures[0];
    assert_eq!(pic.files, ["board.png"]);
    // Alice's own view, about her fronts (issue 43), as the shadow's /board draws it.
    let view = shadow_board(&e, ALICE);
    assert!(
        matches!(view.focus, risk::render::Focus::Fronts(_)),
        "{:?}",
        view.focus
    );
    let want = view.describe();
    assert_eq!(pic.descriptions, std::slice::from_ref(&want));
    assert!(
        want.contains("The fog of war hides part of the board."),
        "{want}"
    );
    assert!(pic.content.contains("only you see this"), "{}", pic.content);
    assert_eq!(pic.embeds.len(), 1, "{pic:?}");
    assert!(pic.embeds[0].1.contains("unseen"), "{:?}", pic.embeds);
}

/// The link buttons (style 5) among the components of every request in `calls`: their
/// addresses.
fn link_buttons(calls: &[fake::Call]) -> Vec<String> {
    fn walk(v: &serde_json::Value, out: &mut Vec<String>) {
        match v {
            serde_json::Value::Object(m) => {
                if m.get("style") == Some(&serde_json::json!(5)) {
                    if let Some(url) = m.get("url").and_then(|u| u.as_str()) {
                        out.push(url.to_string());
                    }
                }
                m.values().for_each(|x| walk(x, out));
            }
            serde_json::Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for c in calls {
        if let Some(j) = &c.json {
            walk(j, &mut out);
        }
    }
    out
}

/// With the web view on, the post that shows the board carries a link button to the game's
/// page (valid by Discord's OpenAPI description, within its component limits), and the bot
/// serves that page on its own address; the metrics are not there.
#[test]
fn with_the_web_view_on_the_board_post_links_the_games_page() {
    let addr = format!("127.0.0.1:{}", free_port());
    let public = format!("http://{addr}");
    let mut e = E2e::with_env(
        7,
        &[
            ("RISK_WEB_ADDR", addr.clone()),
            ("RISK_PUBLIC_URL", public.clone()),
        ],
    );
    let from = e.fake.calls();
    e.seat_three(CHANNEL, "");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    for _ in 0..6 {
        e.play_one(CHANNEL, &mut rng);
    }
    let links = link_buttons(&e.fake.calls_since(from));
    assert!(!links.is_empty(), "no link button was sent");
    let game = links
        .iter()
        .find(|u| u.starts_with(&format!("{public}/g/")))
        .expect("a link to the game's page");
    assert!(links.iter().all(|u| u.starts_with(&public)), "{links:?}");
    let (status, page) = http_get(&addr, &game[public.len()..]);
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("<h1>RISK game 1</h1>"), "{page}");
    let (status, _) = http_get(&addr, "/metrics");
    assert_eq!(status, 404, "the metrics never on the web view's address");
}

/// A port nothing listens on now (bound, read, released), for the bot's metrics endpoint.
fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

/// GET `path` from the bot's metrics endpoint: (status, body).
fn http_get(addr: &str, path: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(addr).expect("the metrics endpoint listens");
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(s, "GET {path} HTTP/1.0\r\nHost: localhost\r\n\r\n").unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = answer
        .split_once("\r\n\r\n")
        .map_or("", |b| b.1)
        .to_string();
    (status, body)
}

/// Sends one raw HTTP/1.0 request to `port` on loopback; returns the status.
fn http_send(port: u16, head: &str, content_type: &str, body: &[u8]) -> u16 {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(
        s,
        "{head} HTTP/1.0\r\nHost: localhost\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    )
    .unwrap();
    s.write_all(body).unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    answer
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0)
}

#[test]
fn the_fake_discord_records_each_request_that_does_not_fit_discords_openapi_description() {
    let fake = Fake::start();
    let channel = format!("POST /api/v10/channels/{CHANNEL}/messages");
    // A well-formed message, then one with six buttons in a row, then a multipart message whose
    // payload_json has a description over 1,024 characters for its file.
    let good = serde_json::json!({"content": "hello", "allowed_mentions": {"parse": []}});
    http_send(
        fake.rest,
        &channel,
        "application/json",
        good.to_string().as_bytes(),
    );
    let six: Vec<Value> = (0..6)
        .map(|i| serde_json::json!({"type": 2, "style": 1, "label": "b", "custom_id": format!("b{i}")}))
        .collect();
    let bad = serde_json::json!({"content": "hi", "components": [{"type": 1, "components": six}]});
    http_send(
        fake.rest,
        &channel,
        "application/json",
        bad.to_string().as_bytes(),
    );
    let payload = serde_json::json!({"content": "board",
        "attachments": [{"id": 0, "filename": "board.png", "description": "d".repeat(1025)}]});
    let form = format!(
        "--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\nContent-Type: application/json\r\n\r\n{payload}\r\n\
         --XyZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"board.png\"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--XyZ--\r\n"
    );
    http_send(
        fake.rest,
        &channel,
        "multipart/form-data; boundary=XyZ",
        form.as_bytes(),
    );
    // A payload_json that is not JSON.
    let broken = "--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"content\": \r\n--XyZ--\r\n";
    http_send(
        fake.rest,
        &channel,
        "multipart/form-data; boundary=XyZ",
        broken.as_bytes(),
    );
    let off = std::mem::take(&mut fake.state.lock().unwrap().off_spec);
    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    assert_eq!(
        off,
        [
            format!("POST {path}: at /components/0/components: 6 items; at most 5 (read as ActionRowComponentForMessageRequest)"),
            format!("POST {path}: at /attachments/0/description: \"{}\"… is 1025 characters; at most 1024", "d".repeat(60)),
            format!("POST {path}: at the body: unreadable: a payload_json part that is not JSON"),
        ]
    );
    assert_eq!(fake.state.lock().unwrap().calls.len(), 4);
}

/// The value of one series in a Prometheus text page (0 when absent).
fn metric(page: &str, series: &str) -> f64 {
    page.lines()
        .find_map(|l| l.strip_prefix(series).and_then(|v| v.strip_prefix(' ')))
        .map_or(0.0, |v| v.trim().parse().unwrap())
}

#[test]
fn risk_admin_is_registered_for_manage_channels_and_refused_without_it() {
    const ADMIN: (u64, &str) = (1_000_000_000_000_000_309, "mod");
    let mut e = E2e::new(61);
    let schema = e.fake.state.lock().unwrap().commands.clone().unwrap();
    for c in schema.as_array().unwrap() {
        if c["name"] == "risk-admin" {
            assert_eq!(c["default_member_permissions"], "16", "Manage Channels");
            let subs: Vec<&str> = c["options"]
                .as_array()
                .unwrap()
                .iter()
                .map(|o| o["name"].as_str().unwrap())
                .collect();
            assert_eq!(
                subs,
                ["kick", "abandon", "pause", "resume", "skip", "replace", "settings", "map"]
            );
        } else {
            assert!(c["default_member_permissions"].is_null(), "{}", c["name"]);
        }
    }
    e.fake.state.lock().unwrap().admins.insert(ADMIN.0);

    // The host keeps the table commands under /risk.
    e.step(ALICE, CHANNEL, "/risk new");
    e.step(BOB, CHANNEL, "/risk join");
    e.step(CAROL, CHANNEL, "/risk join");
    e.step(ALICE, CHANNEL, "/risk kick player:carol");
    // A member without Manage Channels, the host included, is refused /risk-admin by the bot
    // itself (Discord would not even show it), and nothing changes.
    let opts = [("player".to_string(), "bob".to_string())];
    for who in [ALICE, BOB] {
        let got = e.inject(who, Some(CHANNEL), "risk-admin kick", &opts, 1);
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].kind, Kind::Ephemeral);
        assert!(
            got[0].content.contains("Manage Channels"),
            "{}",
            got[0].content
        );
    }
    let got = e.inject(BOB, Some(CHANNEL), "risk-admin settings", &[], 1);
    assert!(got[0].kind == Kind::Ephemeral && got[0].content.contains("Manage Channels"));
    e.step(ALICE, CHANNEL, "/risk status");
    // A member with it may.
    let got = e.inject(ADMIN, Some(CHANNEL), "risk-admin kick", &opts, 1);
    assert_eq!(got[0].kind, Kind::Public);
    assert_eq!(got[0].content, "bob was removed from the lobby.");
    let admin = Actor {
        user: UserKey(ADMIN.0),
        name: ADMIN.1.into(),
        admin: true,
        locale: None,
        guild_locale: None,
    };
    let kick = risk::service::Command::Kick {
        player: "bob".into(),
    };
    let cmd = risk::service::Command::Admin(Box::new(kick));
    e.shadow.handle(ChannelKey(CHANNEL), &admin, cmd).unwrap();
    e.step(ALICE, CHANNEL, "/risk status");

    // Server settings: shown only to the admin, applied to the next /risk new in the server.
    let opts = [
        ("turn_time".to_string(), "12h".to_string()),
        ("kick_after".to_string(), "5".to_string()),
    ];
    let got = e.inject(ADMIN, Some(CHANNEL), "risk-admin settings", &opts, 1);
    assert_eq!(got[0].kind, Kind::Ephemeral);
    assert!(
        got[0].content.contains("turn_time:12h kick_after:5"),
        "{}",
        got[0].content
    );
    let got = e.inject(CAROL, Some(CHANNEL + 7), "risk new", &[], 1);
    assert_eq!(got[0].kind, Kind::Public);
    assert!(
        got[0].content.contains("12 hours per turn"),
        "{}",
        got[0].content
    );
}

#[test]
fn a_whole_game_logs_its_events_without_secrets_and_the_metrics_count_it() {
    let addr = format!("127.0.0.1:{}", free_port());
    let env = [("RISK_METRICS_ADDR", addr.clone())];
    let mut e = E2e::with_env(120, &env);
    assert_eq!(http_get(&addr, "/health"), (200, "ok\n".to_string()));
    let health = std::process::Command::new(env!("CARGO_BIN_EXE_risk-bot"))
        .arg("health")
        .env("RISK_METRICS_ADDR", &addr)
        .output()
        .unwrap();
    assert_eq!(health.status.code(), Some(0), "risk-bot health");
    let (_, page) = http_get(&addr, "/metrics");
    assert_eq!(metric(&page, "risk_gateway_connected"), 1.0, "{page}");

    e.step(
        ALICE,
        CHANNEL,
        "/risk new preset:secret-mission placement:bulk",
    );
    e.step(BOB, CHANNEL, "/risk join");
    e.step(CAROL, CHANNEL, "/risk join");
    let mut seen = e.step(ALICE, CHANNEL, "/risk start");
    let (_, page) = http_get(&addr, "/metrics");
    let ok_new = r#"risk_commands_total{command="risk new",result="ok"}"#;
    assert_eq!(metric(&page, ok_new), 1.0, "{page}");
    assert_eq!(metric(&page, r#"risk_games{state="live"}"#), 1.0, "{page}");
    assert_eq!(metric(&page, "risk_sessions_loaded"), 1.0);
    assert!(metric(&page, "risk_database_bytes") > 0.0);
    let handled = metric(&page, "risk_command_duration_seconds_count");
    assert_eq!(handled, 4.0, "{page}");

    let players = [ALICE, BOB, CAROL];
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(120);
    let mut refused = 0;
    for i in 0..2000 {
        if e.game(CHANNEL).winner().is_some() {
            break;
        }
        let who = e.to_move(CHANNEL, &players);
        if i % 40 == 7 {
            e.step(who, CHANNEL, "/claim territory:Peru"); // refused: setup is over
            refused += 1;
        }
        seen.extend(e.play_one(CHANNEL, &mut rng).unwrap());
    }
    let g = e.game(CHANNEL);
    assert!(g.winner().is_some(), "the game ends");
    let (_, page) = http_get(&addr, "/metrics");
    assert_eq!(metric(&page, r#"risk_games{state="live"}"#), 0.0, "{page}");
    assert_eq!(
        metric(&page, r#"risk_games{state="finished"}"#),
        1.0,
        "{page}"
    );
    let claims = r#"risk_commands_total{command="claim",result="refused"}"#;
    assert_eq!(metric(&page, claims), refused as f64, "{page}");
    assert!(metric(&page, "risk_command_duration_seconds_count") > handled + 20.0);
    assert!(page.contains("risk_command_duration_seconds_bucket{le=\"0.005\"}"));

    let log = e.bot.as_ref().unwrap().log_text();
    for event in [
        "lobby opened",
        "player joined",
        "game started",
        "game ended",
    ] {
        assert!(
            log.lines()
                .any(|l| l.contains(" INFO ") && l.contains(event)),
            "no '{event}' at info in:\n{log}"
        );
    }
    let winner = e.shadow.snapshot(ChannelKey(CHANNEL)).unwrap().unwrap();
    let winner = winner.name(g.winner().unwrap());
    assert!(log.contains(&format!("winner=\"{winner}\"")), "{log}");
    assert!(!log.contains('\u{1b}'), "colour codes in a log file");
    assert!(!log.contains("fake-token") && !log.to_lowercase().contains("seed"));
    // No territory is ever named (so no card of a hand), nor any private message's text.
    for t in g.map().territory_ids() {
        assert!(
            !log.contains(g.map().name(t)),
            "{} in the log",
            g.map().name(t)
        );
    }
    for p in g.players() {
        let mission = g.mission(p).unwrap().describe(g.map());
        assert!(!log.contains(&mission), "a mission in the log: {mission}");
    }
    for m in seen.iter().filter(|m| matches!(m.kind, Kind::Dm(_))) {
        assert!(!log.contains(&m.content), "a DM in the log: {}", m.content);
    }
}

/// At `RUST_LOG=trace` the log shows the bot's own debug lines but nothing secret: no private
/// message's text (neither as text nor as the bytes of a request body), no interaction token,
/// no bot token.
#[test]
fn the_most_verbose_log_holds_no_secret() {
    let env = [("RUST_LOG", "trace".to_string())];
    let mut e = E2e::with_env(121, &env);
    e.step(
        ALICE,
        CHANNEL,
        "/risk new preset:secret-mission placement:bulk",
    );
    e.step(BOB, CHANNEL, "/risk join");
    e.step(CAROL, CHANNEL, "/risk join");
    let mut seen = e.step(ALICE, CHANNEL, "/risk start");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(121);
    for _ in 0..15 {
        seen.extend(e.play_one(CHANNEL, &mut rng).unwrap());
    }
    let who = e.to_move(CHANNEL, &[ALICE, BOB, CAROL]);
    seen.extend(e.step(who, CHANNEL, "/hand"));
    seen.extend(e.step(who, CHANNEL, "/mission"));
    let log = e.bot.as_ref().unwrap().log_text();
    assert!(
        log.lines()
            .any(|l| l.contains("DEBUG") && l.contains("command")),
        "the bot's own debug lines are shown:\n{log}"
    );
    assert!(!log.contains("fake-token"), "the bot token in the log");
    assert!(!log.contains("itoken-"), "an interaction token in the log");
    let private: Vec<&Sent> = seen
        .iter()
        .filter(|m| matches!(m.kind, Kind::Dm(_) | Kind::Ephemeral))
        .collect();
    assert!(
        private.iter().any(|m| matches!(m.kind, Kind::Dm(_))),
        "missions went out by DM"
    );
    for m in private {
        let text = m.content.trim();
        let head: String = text.chars().take(24).collect();
        assert!(!log.contains(&head), "a private message in the log: {text}");
        let bytes: Vec<String> = head.bytes().map(|b| b.to_string()).collect();
        let bytes = bytes.join(", ");
        let line = log.lines().find(|l| l.contains(&bytes));
        assert!(
            line.is_none(),
            "a private message's bytes in the log: {text}\n{}",
            line.unwrap_or_default()
                .chars()
                .take(600)
                .collect::<String>()
        );
    }
    for secret in ["Your cards", "Your secret mission", "Your Headquarters"] {
        assert!(!log.contains(secret), "{secret} in the log");
    }
}

/// At-least-once delivery: a bot killed after the first follow-up of a command that owes three
/// or more messages sends the rest after its restart, marked as sent again; nothing is lost.
#[test]
fn messages_of_a_command_killed_mid_delivery_arrive_after_the_restart() {
    let mut e = E2e::new(95);
    e.seat_three(CHANNEL, "");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(95);
    for _ in 0..600 {
        let g = e.game(CHANNEL);
        assert!(
            g.winner().is_none(),
            "no command owing three messages came up"
        );
        let who = e.to_move(CHANNEL, &[ALICE, BOB, CAROL]);
        let text = line(&g, AiLevel::Basic.act(&g, g.current(), &mut rng));
        let (path, opts) = console::parse(&text).unwrap();
        let mut pairs: Vec<(String, String)> = opts.clone().into_iter().collect();
        pairs.sort();
        let cmd = console::command(&path, opts).unwrap();
        let actor = Actor {
            user: UserKey(who.0),
            name: who.1.to_string(),
            admin: false,
            locale: None,
            guild_locale: None,
        };
        let result = e
            .shadow
            .handle(ChannelKey(CHANNEL), &actor, cmd)
            .map_err(|err| err.to_string());
        let want = e.expected(who, result);
        let owed = want
            .iter()
            .filter(|w| matches!(w.0, Kind::Public | Kind::Dm(_)))
            .count();
        if owed < 3 || owed != want.len() {
            let got = e.inject(who, Some(CHANNEL), &path, &pairs, want.len());
            let view: Vec<(Kind, String, Vec<u64>)> = got
                .iter()
                .map(|s| (s.kind.clone(), s.content.clone(), s.mentions.clone()))
                .collect();
            assert_eq!(view, want, "{text}");
            continue;
        }
        // Two messages go out (the answer and the first follow-up), then Discord hangs and the
        // bot is killed.
        {
            let mut st = e.fake.state.lock().unwrap();
            st.messages_taken = 0;
            st.stall_after = Some(2);
        }
        let from = e.fake.calls();
        let (_, token, payload) =
            e.fake
                .interaction(2, who, Some(CHANNEL), fake::slash_data(&path, &pairs, None));
        e.fake.dispatch(payload);
        e.fake
            .wait(10, "two messages taken", |st| st.messages_taken >= 2);
        std::thread::sleep(Duration::from_millis(50));
        let before = sent(&e.fake.calls_since(from), &token);
        assert!(
            !before.is_empty() && before.len() < want.len(),
            "{before:?}"
        );
        e.fake.state.lock().unwrap().stall_after = None;
        e.crash_and_restart();
        // Past the outbox's grace the restarted bot sends the parcel again.
        let now: u64 = std::fs::read_to_string(&e.clock)
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        e.set_clock(now + risk::service::OUTBOX_GRACE + 1);
        const AGAIN: &str = "↻ (sent again after a restart) ";
        // Every owed message arrives: before the kill, or again after it (all of them, marked,
        // so a duplicate reads as one).
        let lost = |e: &E2e| -> Vec<String> {
            let resent: Vec<(bool, String)> = sent(&e.fake.calls_since(from), "no token")
                .into_iter()
                .filter(|m| m.content.contains(AGAIN))
                .map(|m| {
                    (
                        matches!(m.kind, Kind::Channel(_)),
                        m.content.replacen(AGAIN, "", 1),
                    )
                })
                .collect();
            want.iter()
                .filter(|(kind, text, _)| {
                    let public = *kind == Kind::Public;
                    !(before.iter().any(|m| m.kind == *kind && m.content == *text)
                        || resent.iter().any(|(p, t)| *p == public && t == text))
                })
                .map(|w| format!("{:?} {}", w.0, w.1))
                .collect()
        };
        let end = Instant::now() + Duration::from_secs(30);
        while !lost(&e).is_empty() {
            assert!(Instant::now() < end, "lost: {:?}", lost(&e));
            std::thread::sleep(Duration::from_millis(20));
        }
        return;
    }
    panic!("no command owing three messages came up");
}

/// The verb of a component id (`go:<game>:<version>:<seat>:<verb>[:<arg>]`).
fn verb(id: &str) -> &str {
    id.split(':').nth(4).unwrap_or("")
}

/// Every component of a message: (custom id, the values of a menu, the label of its first
/// option or the button's label).
fn components(m: &Sent) -> Vec<(String, Vec<String>, String)> {
    let mut out = Vec::new();
    for row in m.components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap_or("").to_string();
            let options: Vec<&Value> = c["options"].as_array().into_iter().flatten().collect();
            let values = options
                .iter()
                .filter_map(|o| o["value"].as_str().map(String::from))
                .collect();
            let label = options
                .first()
                .and_then(|o| o["label"].as_str())
                .or(c["label"].as_str())
                .unwrap_or("")
                .to_string();
            out.push((id, values, label));
        }
    }
    out
}

/// "Brazil (10) → Peru (3)": the two army counts.
fn pair_armies(label: &str) -> Option<(u16, u16)> {
    let nums: Vec<u16> = label
        .split(['(', ')'])
        .skip(1)
        .step_by(2)
        .filter_map(|n| n.parse().ok())
        .collect();
    match nums.as_slice() {
        [a, b] => Some((*a, *b)),
        _ => None,
    }
}

struct Tally {
    /// Clicks per human turn, by (game, turn, seat).
    per_turn: std::collections::BTreeMap<(u64, u32, u8), usize>,
    clicks: usize,
    messages: usize,
}

#[test]
fn humans_play_whole_games_only_through_components() {
    let people = [ALICE, BOB];
    let mut tally = Tally {
        per_turn: Default::default(),
        clicks: 0,
        messages: 0,
    };
    let mut handoffs: Vec<usize> = Vec::new();
    let mut stale_checked = false;
    let mut wrong_checked = false;
    let mut restarted = false;
    let mut went_long_games = 0;
    for seed in [150u64, 151] {
        let mut e = E2e::new(seed);
        // The default lobby: dealt territories, simultaneous placement.
        e.step(ALICE, CHANNEL, "/risk new turn_time:none");
        e.step(BOB, CHANNEL, "/risk join");
        e.step(ALICE, CHANNEL, "/risk add-ai");
        let start = e.step(ALICE, CHANNEL, "/risk start");
        // Before turn 1: everything each player is pinged with.
        let mut pings: Vec<u64> = start.iter().flat_map(|m| m.mentions.clone()).collect();
        let mut prompt: Option<Sent> = start
            .iter()
            .rev()
            .find(|m| !components(m).is_empty())
            .cloned();
        // The call to everyone to place, and each player's own placement menu.
        let call = prompt.clone().expect("the call to place");
        let mut own_menu: Option<(u64, Sent)> = None;
        let mut old_prompt: Option<(Sent, (u64, &str))> = None;
        let mut went_long = false;
        for _ in 0..2_000 {
            let s = e.shadow.snapshot(ChannelKey(CHANNEL)).unwrap().unwrap();
            let g = s.game.clone().unwrap();
            if g.is_over() {
                break;
            }
            // Who acts: the current player, or in the simultaneous placement anyone still placing.
            let who = if g.placing_simultaneously() {
                let p = g.still_placing()[0];
                let u = s.seats[p.index()].user.unwrap();
                *people.iter().find(|x| x.0 == u.0).unwrap()
            } else {
                let u = s.seats[g.current().index()].user.expect("a human to move");
                *people.iter().find(|x| x.0 == u.0).unwrap()
            };
            let msg = match &own_menu {
                _ if !g.placing_simultaneously() => {
                    prompt.clone().expect("a prompt with components")
                }
                Some((u, m)) if *u == who.0 => m.clone(),
                _ => call.clone(),
            };
            let comps = components(&msg);
            let other = *people.iter().find(|x| x.0 != who.0).unwrap();
            if !wrong_checked && g.turn() >= 2 && !g.placing_simultaneously() {
                // Someone else's click: refused privately, nothing changes.
                let words = e.refused_unchanged(other, &msg);
                assert!(words.starts_with("Not your turn"), "{words}");
                wrong_checked = true;
            }
            if !stale_checked && g.turn() >= 3 {
                if let Some((old, owner)) = old_prompt.clone().filter(|(_, o)| o.0 == who.0) {
                    // A click on an older prompt: refused with the current one.
                    let words = e.refused_unchanged(owner, &old);
                    assert!(words.contains("out of date"), "{words}");
                    assert!(words.contains("Now: "), "with the current prompt: {words}");
                    stale_checked = true;
                }
            }
            if !restarted && g.turn() >= 4 {
                // SIGKILL: the components of the prompt on screen work after the restart.
                e.crash_and_restart();
                restarted = true;
            }
            let pick = |v: &str| comps.iter().find(|c| verb(&c.0) == v).cloned();
            let attacked = g.attacked_this_turn() || g.conquered_this_turn();
            // Once a game, the quick blitz the long way: Attack from… → where to → how, the
            // first two answered only to the player, then the same blitz (the game goes on as
            // it would have).
            let mut msg = msg;
            let mut long_way = None;
            let quick = pick("bz")
                .filter(|c| !attacked && pair_armies(&c.2).is_some_and(|(a, d)| a > d + 1));
            if let (false, Some(quick), Some(fr)) = (went_long, quick, pick("fr")) {
                // One private answer: a new message to a tap on the public prompt, the tapped
                // message updated in place to a tap on a private one.
                let answer = |e: &mut E2e, m: &Sent, id: &str, v: String| -> Sent {
                    let got = e.click(who, CHANNEL, m, id, &[v]);
                    assert_eq!(got.len(), 1, "one private answer: {got:?}");
                    let private = m.message["flags"].as_u64().unwrap_or(0) & 64 != 0;
                    let kind = if private { Kind::Edit } else { Kind::Ephemeral };
                    assert_eq!(got[0].kind, kind);
                    got[0].clone()
                };
                let (f, t) = quick.1[0].split_once('-').unwrap();
                assert!(fr.1.iter().any(|v| v == f), "{fr:?}");
                let ask = answer(&mut e, &msg, &fr.0, f.to_string());
                let to = components(&ask)[0].clone();
                let how = answer(&mut e, &ask, &to.0, t.to_string());
                let ways = components(&how);
                let labels: Vec<&str> = ways.iter().map(|w| w.2.as_str()).collect();
                assert_eq!(labels[0], "Roll once", "{labels:?}");
                let (a, _) = pair_armies(&quick.2).unwrap();
                if a >= 4 {
                    assert!(
                        labels.iter().any(|l| l.starts_with("Blitz keeping")),
                        "{labels:?}"
                    );
                }
                let blitz = ways.iter().find(|w| verb(&w.0) == "bz").expect("a blitz");
                long_way = Some((blitz.0.clone(), vec![]));
                *tally
                    .per_turn
                    .entry((seed, g.turn(), g.current().0))
                    .or_default() += 2;
                tally.clicks += 2;
                // The second answer updated the first in place.
                tally.messages += 1;
                msg = how;
                went_long = true;
                went_long_games += 1;
            }
            let (id, values) = if let Some(way) = long_way {
                way
            } else if let Some(c) = pick("pl") {
                (c.0, vec![])
            } else if let Some(c) = pick("tr")
                // The public trade button is there for any hand of three cards; a player
                // taps it when they hold a set.
                .filter(|_| !risk::service::offers::trade_sets(&g, g.current()).is_empty())
            {
                (c.0, vec![])
            } else if let Some(c) = pick("mv") {
                (c.0, vec![])
            } else if let Some(c) = ["dr", "cl", "hq", "ob", "af"].iter().find_map(|v| pick(v)) {
                (c.0, vec![c.1[0].clone()])
            } else if let Some(c) = pick("bz")
                .filter(|c| !attacked && pair_armies(&c.2).is_some_and(|(a, d)| a > d + 1))
            {
                (c.0, vec![c.1[0].clone()])
            } else if let Some(c) = pick("en") {
                (c.0, vec![])
            } else {
                panic!("nothing to click on {comps:?}");
            };
            if g.turn() >= 1 && !g.placing_simultaneously() {
                *tally
                    .per_turn
                    .entry((seed, g.turn(), g.current().0))
                    .or_default() += 1;
            }
            let got = e.click(who, CHANNEL, &msg, &id, &values);
            tally.clicks += 1;
            tally.messages += got.iter().filter(|m| m.kind != Kind::Edit).count();
            let now = e
                .shadow
                .snapshot(ChannelKey(CHANNEL))
                .unwrap()
                .unwrap()
                .game
                .unwrap();
            if now.turn() == 0 {
                pings.extend(got.iter().flat_map(|m| m.mentions.clone()));
            }
            if let Some(p) = got.iter().rev().find(|m| !components(m).is_empty()) {
                if verb(&id) == "pl" {
                    own_menu = Some((who.0, p.clone()));
                    continue;
                }
                if verb(&id) == "dr" && g.turn() == 1 && old_prompt.is_none() {
                    old_prompt = Some((msg.clone(), who));
                }
                prompt = Some(p.clone());
            }
        }
        let g = e.game(CHANNEL);
        assert!(g.is_over(), "the game ended within the clicks");
        for p in people {
            handoffs.push(pings.iter().filter(|u| **u == p.0).count());
        }
    }
    assert!(stale_checked && wrong_checked && restarted);
    assert_eq!(went_long_games, 2, "each game attacked the long way once");
    let mut per_turn: Vec<usize> = tally.per_turn.values().copied().collect();
    per_turn.sort();
    let median = per_turn[per_turn.len() / 2];
    let per_click = tally.messages as f64 / tally.clicks as f64;
    println!(
        "components: {} human turns, median {median} interactions per turn (max {}), {} clicks, {} messages ({per_click:.2} per interaction), hand-offs before turn 1 per player {handoffs:?}",
        per_turn.len(),
        per_turn.last().unwrap(),
        tally.clicks,
        tally.messages
    );
    assert!(median <= 3, "median {median} interactions per turn");
    assert!(per_click <= 1.5, "{per_click:.2} messages per interaction");
    assert!(handoffs.iter().all(|&h| h == 1), "{handoffs:?}");
}

/// What a command of the basic AI's choosing for whoever is to move would be: (player, line).
fn ai_line(e: &E2e, rng: &mut rand_chacha::ChaCha8Rng) -> ((u64, &'static str), String) {
    let g = e.game(CHANNEL);
    let who = e.to_move(CHANNEL, &[ALICE, BOB, CAROL]);
    (who, line(&g, AiLevel::Basic.act(&g, g.current(), rng)))
}

/// The game, what the last move owes (and its outcome), its interaction's token, and the
/// number of the first call it made.
type LastMove = (E2e, Vec<(Kind, String, Vec<u64>)>, Outcome, String, usize);

/// A classic game of three (seed `seed`) played by the basic AI's moves up to the one that
/// ends it, which is sent with `arm` applied to the fake Discord first (the message count
/// reset). Returns the game, what the shadow says the last move owes (and its outcome), and
/// the interaction's token and the calls from the last move on.
fn play_to_the_last_move(seed: u64, arm: impl FnOnce(&mut fake::State)) -> LastMove {
    let mut e = E2e::new(seed);
    e.seat_three(CHANNEL, "");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..3000 {
        let (who, text) = ai_line(&e, &mut rng);
        let (path, opts) = console::parse(&text).unwrap();
        let mut pairs: Vec<(String, String)> = opts.clone().into_iter().collect();
        pairs.sort();
        let cmd = console::command(&path, opts).unwrap();
        let result = e.shadow_answer(who, |svc, actor| {
            svc.handle(ChannelKey(CHANNEL), actor, cmd)
        });
        let outcome = result.clone().ok();
        let want = e.expected(who, result);
        if e.game(CHANNEL).winner().is_none() {
            let got = e.inject(who, Some(CHANNEL), &path, &pairs, want.len());
            let view: Vec<(Kind, String, Vec<u64>)> = got
                .iter()
                .map(|s| (s.kind.clone(), s.content.clone(), s.mentions.clone()))
                .collect();
            assert_eq!(view, want, "{text}");
            continue;
        }
        {
            let mut st = e.fake.state.lock().unwrap();
            st.messages_taken = 0;
            arm(&mut st);
        }
        let from = e.fake.calls();
        let (_, token, payload) =
            e.fake
                .interaction(2, who, Some(CHANNEL), fake::slash_data(&path, &pairs, None));
        e.fake.dispatch(payload);
        return (e, want, outcome.expect("the last move"), token, from);
    }
    panic!("the game did not end");
}

/// Waits until `count` messages answered the interaction `token` (calls from `from` on).
fn answers(e: &E2e, token: &str, from: usize, count: usize) -> Vec<Sent> {
    let end = Instant::now() + Duration::from_secs(60);
    loop {
        let got: Vec<Sent> = sent(&e.fake.calls_since(from), token)
            .into_iter()
            .filter(|m| !matches!(m.kind, Kind::Channel(_)))
            .collect();
        if got.len() >= count {
            std::thread::sleep(Duration::from_millis(50));
            return sent(&e.fake.calls_since(from), token)
                .into_iter()
                .filter(|m| !matches!(m.kind, Kind::Channel(_)))
                .collect();
        }
        assert!(
            Instant::now() < end,
            "timed out: got {got:?}\n{}",
            e.bot.as_ref().unwrap().log_text()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_500_on_the_last_moves_second_message_is_tried_again_and_everything_arrives_in_order() {
    let (e, want, _, token, from) = play_to_the_last_move(95, |st| {
        let body = serde_json::json!({"message": "500: Internal Server Error", "code": 0});
        st.faults.insert(2, (500, body));
    });
    let got = answers(&e, &token, from, want.len());
    let view: Vec<(Kind, String, Vec<u64>)> = got
        .iter()
        .map(|s| (s.kind.clone(), s.content.clone(), s.mentions.clone()))
        .collect();
    assert_eq!(view, want, "every message, in order");
    let calls = e.fake.calls_since(from);
    assert!(calls.iter().any(|c| c.status == 500), "the fault was met");
    // The recap with its chart and the dice seed's reveal are among them.
    let recap = got.iter().find(|m| m.content.contains("/risk new opens"));
    let recap = recap.expect("the recap arrived");
    assert!(recap.content.contains("seed"), "{}", recap.content);
    assert!(recap.files.contains(&"recap.png".to_string()));
    let log = e.bot.as_ref().unwrap().log_text();
    assert!(
        log.contains("Discord failed a message; trying again") && log.contains("status=500"),
        "{log}"
    );
}

#[test]
fn a_429_is_waited_out_and_the_message_sent_again() {
    let mut e = E2e::new(97);
    e.step(ALICE, CHANNEL, "/risk new setup:deal placement:bulk");
    e.step(BOB, CHANNEL, "/risk join");
    e.step(CAROL, CHANNEL, "/risk join");
    {
        let mut st = e.fake.state.lock().unwrap();
        st.messages_taken = 0;
        let body = serde_json::json!({"message": "You are being rate limited.", "retry_after": 0.4,
            "global": false, "code": 0});
        st.faults.insert(2, (429, body));
    }
    let from = e.fake.calls();
    // Every message the start owes arrives, in order, the one refused once included.
    let got = e.step(ALICE, CHANNEL, "/risk start");
    assert!(got.len() >= 2, "{got:?}");
    let calls = e.fake.calls_since(from);
    let refused = calls.iter().position(|c| c.status == 429).expect("met");
    assert!(e.fake.state.lock().unwrap().faults.is_empty());
    // The same request again, and taken.
    let again = calls[refused + 1..]
        .iter()
        .find(|c| c.path == calls[refused].path && c.status < 300)
        .expect("sent again");
    assert_eq!(again.json, calls[refused].json);
    assert!(again.at - calls[refused].at >= Duration::from_millis(400));
    let log = e.bot.as_ref().unwrap().log_text();
    assert!(log.contains("Discord rate-limited a request"), "{log}");
}

/// Discord answers 429 to the last move's second message (its route, 2 s) and to its fourth
/// (global, 1.5 s): nothing goes on that route, then nothing at all, inside the window; every
/// message arrives, in order.
#[test]
fn a_429_holds_its_route_or_everything_for_its_retry_after_and_nothing_is_lost_or_reordered() {
    let limited = |secs: f64, global: bool| {
        serde_json::json!({"message": "You are being rate limited.", "retry_after": secs,
            "global": global, "code": 0})
    };
    let (e, want, _, token, from) = play_to_the_last_move(95, |st| {
        st.faults.insert(2, (429, limited(2.0, false)));
        st.faults.insert(4, (429, limited(1.5, true)));
    });
    let got = answers(&e, &token, from, want.len());
    let view: Vec<(Kind, String, Vec<u64>)> = got
        .iter()
        .map(|s| (s.kind.clone(), s.content.clone(), s.mentions.clone()))
        .collect();
    assert_eq!(view, want, "every message, in order");
    let calls = e.fake.calls_since(from);
    let log = e.bot.as_ref().unwrap().log_text();
    let limits: Vec<usize> = calls
        .iter()
        .enumerate()
        .filter(|(_, c)| c.status == 429)
        .map(|(i, _)| i)
        .collect();
    assert_eq!(limits.len(), 2, "both limits were met: {calls:#?}");
    let (route, global) = (limits[0], limits[1]);
    let window = |i: usize, secs: f64| (calls[i].at, calls[i].at + Duration::from_secs_f64(secs));
    let (start, end) = window(route, 2.0);
    for c in &calls[route + 1..] {
        if c.path == calls[route].path {
            assert!(
                c.at >= end,
                "{} {} sent {:?} after a 429 of 2 s on its route\n{log}",
                c.method,
                c.path,
                c.at - start
            );
        }
    }
    let (start, end) = window(global, 1.5);
    for c in &calls[global + 1..] {
        assert!(
            c.at >= end,
            "{} {} sent {:?} after a global 429 of 1.5 s\n{log}",
            c.method,
            c.path,
            c.at - start
        );
    }
    assert!(log.contains("Discord rate-limited a request"), "{log}");
    let leaks: Vec<&str> = log.lines().filter(|l| l.contains(&token)).collect();
    assert!(
        leaks.is_empty(),
        "an interaction token in the log: {leaks:#?}"
    );
}

#[test]
fn the_last_moves_messages_sent_again_after_a_restart_keep_their_embed_picture_and_chart() {
    // The answer goes out, then Discord hangs and the bot is killed.
    let (mut e, want, outcome, token, from) = play_to_the_last_move(96, |st| {
        st.stall_after = Some(1);
    });
    e.fake
        .wait(10, "the first message", |st| st.messages_taken >= 1);
    std::thread::sleep(Duration::from_millis(100));
    let before = sent(&e.fake.calls_since(from), &token);
    assert!(before.len() < want.len(), "{before:?}");
    e.fake.state.lock().unwrap().stall_after = None;
    e.crash_and_restart();
    let now: u64 = std::fs::read_to_string(&e.clock)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    e.set_clock(now + risk::service::OUTBOX_GRACE + 1);
    const AGAIN: &str = "↻ (sent again after a restart) ";
    let posts = &outcome.public;
    let pictures = posts.iter().filter(|p| p.board).count();
    let charts = posts.iter().filter(|p| p.chart).count();
    let embeds = posts.iter().filter(|p| p.content().1.is_some()).count();
    assert!(charts == 1 && pictures + embeds > 0, "{posts:?}");
    let end = Instant::now() + Duration::from_secs(30);
    let resent = loop {
        let resent: Vec<Sent> = sent(&e.fake.calls_since(from), "no token")
            .into_iter()
            .filter(|m| matches!(m.kind, Kind::Channel(_)) && m.content.starts_with(AGAIN))
            .collect();
        let files = |name: &str| {
            resent
                .iter()
                .filter(|m| m.files.iter().any(|f| f == name))
                .count()
        };
        if files("recap.png") == charts {
            break resent;
        }
        assert!(Instant::now() < end, "{resent:?}");
        std::thread::sleep(Duration::from_millis(20));
    };
    std::thread::sleep(Duration::from_millis(200));
    let count = |f: &dyn Fn(&Sent) -> bool| resent.iter().filter(|m| f(m)).count();
    assert_eq!(
        count(&|m| m.files.iter().any(|f| f == "board.png")),
        pictures
    );
    assert_eq!(count(&|m| !m.embeds.is_empty()), embeds);
    // The texts are the posts', marked.
    for p in posts {
        let (text, _) = p.content();
        // Its first 200 characters (a byte count could cut a character in two).
        let head: String = text.chars().take(200).collect();
        assert!(resent.iter().any(|m| m.content.contains(&head)), "{text}");
    }
    // The picture's alt text and the chart's are there.
    assert!(resent
        .iter()
        .flat_map(|m| &m.descriptions)
        .any(|d| d.starts_with("RISK board")));
}

#[test]
fn a_later_command_waits_for_the_channels_messages_discord_is_still_failing() {
    let mut e = E2e::new(98);
    e.step(ALICE, CHANNEL, "/risk new setup:deal placement:bulk");
    e.step(BOB, CHANNEL, "/risk join");
    e.step(CAROL, CHANNEL, "/risk join");
    // What the shadow says each command owes: the start (two posts), then bob's /board.
    let mut owed = Vec::new();
    for (who, text) in [(ALICE, "/risk start"), (BOB, "/board")] {
        let (path, opts) = console::parse(text).unwrap();
        let mut pairs: Vec<(String, String)> = opts.clone().into_iter().collect();
        pairs.sort();
        let cmd = console::command(&path, opts).unwrap();
        let result = e.shadow_answer(who, |svc, actor| {
            svc.handle(ChannelKey(CHANNEL), actor, cmd)
        });
        let want: Vec<(Kind, String, Vec<u64>)> = e
            .expected(who, result)
            .into_iter()
            .filter(|w| w.0 == Kind::Public)
            .collect();
        owed.push((who, path, pairs, want));
    }
    assert!(owed[0].3.len() >= 2, "{:?}", owed[0].3);
    {
        let mut st = e.fake.state.lock().unwrap();
        st.messages_taken = 0;
        let body = serde_json::json!({"message": "502: Bad Gateway", "code": 0});
        st.faults.insert(2, (502, body));
    }
    let from = e.fake.calls();
    let mut tokens = Vec::new();
    for (i, (who, path, pairs, _)) in owed.iter().enumerate() {
        let (_, token, payload) =
            e.fake
                .interaction(2, *who, Some(CHANNEL), fake::slash_data(path, pairs, None));
        e.fake.dispatch(payload);
        tokens.push(token);
        if i == 0 {
            // Bob's command comes while Discord is failing the start's second post.
            e.fake.wait(10, "the failed post", |st| {
                st.calls.iter().any(|c| c.status == 502)
            });
        }
    }
    let publics = |e: &E2e, t: &str| -> Vec<(Kind, String, Vec<u64>)> {
        sent(&e.fake.calls_since(from), t)
            .into_iter()
            .filter(|m| m.kind == Kind::Public)
            .map(|s| (s.kind.clone(), s.content.clone(), s.mentions.clone()))
            .collect()
    };
    let end = Instant::now() + Duration::from_secs(30);
    while (0..2).any(|i| publics(&e, &tokens[i]).len() < owed[i].3.len()) {
        assert!(
            Instant::now() < end,
            "{:?}\n{}",
            (publics(&e, &tokens[0]), publics(&e, &tokens[1])),
            e.bot.as_ref().unwrap().log_text()
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    std::thread::sleep(Duration::from_millis(50));
    for i in 0..2 {
        assert_eq!(publics(&e, &tokens[i]), owed[i].3);
    }
    // In the channel, every post of the start comes before bob's board.
    let calls = e.fake.calls_since(from);
    let order: Vec<usize> = calls
        .iter()
        .filter_map(|c| {
            tokens.iter().position(|t| {
                sent(std::slice::from_ref(c), t)
                    .iter()
                    .any(|m| m.kind == Kind::Public && c.path.contains(t.as_str()))
            })
        })
        .collect();
    let first_b = order.iter().position(|&i| i == 1).unwrap();
    let last_a = order.iter().rposition(|&i| i == 0).unwrap();
    assert!(last_a < first_b, "{order:?}");
}

#[test]
fn a_message_whose_channel_is_gone_is_given_up_logged_and_counted() {
    let addr = format!("127.0.0.1:{}", free_port());
    let mut e = E2e::with_env(101, &[("RISK_METRICS_ADDR", addr.clone())]);
    e.seat_three(CHANNEL, "turn_time:1h");
    {
        let mut st = e.fake.state.lock().unwrap();
        st.messages_taken = 0;
        let body = serde_json::json!({"message": "Unknown Channel", "code": 10003});
        st.faults.insert(1, (404, body));
    }
    let from = e.fake.calls();
    e.set_clock(T0 + 3600);
    let bot = e.bot.as_ref().unwrap();
    assert!(
        bot.wait_log(20, "message given up: its target is gone", 1),
        "{}",
        bot.log_text()
    );
    let log = bot.log_text();
    assert!(
        log.contains("reason=\"unknown channel\"") && log.contains("code=10003"),
        "{log}"
    );
    // Not tried again: no later request carries the same message.
    std::thread::sleep(Duration::from_millis(1500));
    let calls = e.fake.calls_since(from);
    let gone = calls.iter().position(|c| c.status == 404).unwrap();
    assert!(calls[gone + 1..].iter().all(|c| c.json != calls[gone].json));
    assert!(!log.contains("trying again"), "{log}");
    let (_, page) = http_get(&addr, "/metrics");
    assert_eq!(
        metric(&page, "risk_deliveries_gone_total{kind=\"channel\"}")
            + metric(&page, "risk_deliveries_gone_total{kind=\"dm\"}"),
        1.0,
        "{page}"
    );
}

/// Two processes run shards 0 and 1 of 2, each with its own database, against one fake
/// Discord: each server's commands reach only the process of its shard, the commands are
/// registered once (by shard 0's), a direct message is answered by shard 0's, each game's
/// deadline fires once, and a killed process leaves the other serving its servers.
#[test]
fn two_processes_each_serve_only_the_servers_of_their_shards() {
    let shard = |g: u64| (g >> 22) % 2;
    let on_0 = if shard(fake::GUILD) == 0 {
        fake::GUILD
    } else {
        fake::GUILD + (1 << 22)
    };
    let on_1 = on_0 + (1 << 22);
    assert_eq!((shard(on_0), shard(on_1)), (0, 1));
    let (ch_0, ch_1) = (CHANNEL, CHANNEL + 1);
    let metrics = [0, 1].map(|_| format!("127.0.0.1:{}", free_port()));
    let mut e = E2e::with_env(
        170,
        &[
            ("RISK_SHARDS", "0/2".into()),
            ("RISK_METRICS_ADDR", metrics[0].clone()),
        ],
    );
    let guilds = [(ch_0, on_0), (ch_1, on_1)];
    e.fake.state.lock().unwrap().guilds.extend(guilds);
    // The second process's first game is the second game the shadow opens: its seeds follow.
    let other = Bot::start_shards(
        &e.fake,
        &e.dir.path().join("db-1"),
        &e.clock,
        171,
        "1/2",
        &[("RISK_METRICS_ADDR", metrics[1].clone())],
    );
    // A scrape of each process tells them apart: which shards it runs, each one connected.
    for (i, addr) in metrics.iter().enumerate() {
        let (status, page) = http_get(addr, "/metrics");
        assert_eq!(status, 200);
        let info = format!("risk_shards{{shards=\"{i}/2\"}}");
        assert_eq!(metric(&page, &info), 1.0, "{page}");
        let connected = format!("risk_shard_connected{{shard=\"{i}\"}}");
        assert_eq!(metric(&page, &connected), 1.0, "{page}");
        assert_eq!(metric(&page, "risk_gateway_connected"), 1.0, "{page}");
        assert_eq!(http_get(addr, "/health").0, 200);
    }
    {
        let st = e.fake.state.lock().unwrap();
        let mut ids = st.identified.clone();
        ids.sort();
        assert_eq!(ids, vec![(0, 2), (1, 2)]);
        let puts = st
            .calls
            .iter()
            .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"))
            .count();
        assert_eq!(
            puts, 1,
            "the commands are registered once, by shard 0's process"
        );
    }

    e.seat_three(ch_0, "turn_time:1h");
    e.seat_three(ch_1, "turn_time:1h");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(17);
    for _ in 0..3 {
        e.play_one(ch_0, &mut rng);
        e.play_one(ch_1, &mut rng);
    }
    // Each process saw only its own server's table.
    let (log_0, log_1) = (e.bot.as_ref().unwrap().log_text(), other.log_text());
    let named = |log: &str, ch: u64| log.contains(&format!("channel={ch}"));
    assert!(named(&log_0, ch_0) && !named(&log_0, ch_1), "{log_0}");
    assert!(named(&log_1, ch_1) && !named(&log_1, ch_0), "{log_1}");

    // Direct messages arrive on shard 0: its process answers, and no game is needed there.
    let dm = e.inject(ALICE, None, "board", &[], 1);
    assert_eq!(dm.len(), 1, "{dm:?}");
    assert_eq!(dm[0].kind, Kind::Ephemeral);
    assert!(dm[0]
        .content
        .contains("use this command in a channel of a server"));

    // Both deadlines pass: each game's is played once, by its own process.
    let from = e.fake.calls();
    e.set_clock(T0 + 3600);
    let timeouts = |e: &E2e, ch: u64| {
        sent(&e.fake.calls_since(from), "none")
            .into_iter()
            .filter(|p| p.kind == Kind::Channel(ch) && p.content.contains("time ran out"))
            .count()
    };
    let end = Instant::now() + Duration::from_secs(20);
    while timeouts(&e, ch_0) == 0 || timeouts(&e, ch_1) == 0 {
        assert!(Instant::now() < end, "the deadlines did not fire");
        std::thread::sleep(Duration::from_millis(20));
    }
    // Both schedulers look every 100 ms under the test clock: a second firing would show.
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!((timeouts(&e, ch_0), timeouts(&e, ch_1)), (1, 1));
    assert_eq!(e.shadow.tick(T0 + 3600).len(), 2);

    // Shard 1's process dies: shard 0's goes on serving its server.
    other.kill();
    let end = Instant::now() + Duration::from_secs(10);
    while e.fake.shard_connected(1) {
        assert!(
            Instant::now() < end,
            "shard 1's session outlived its process"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let who = e.to_move(ch_0, &[ALICE, BOB, CAROL]);
    e.step(who, ch_0, "/board");
    e.play_one(ch_0, &mut rng);
}

/// Without `RISK_SHARDS` one process runs every shard Discord recommends (GET /gateway/bot),
/// and answers in the servers of each.
#[test]
fn without_risk_shards_one_process_runs_every_shard_discord_recommends() {
    let fake = Fake::start();
    fake.state.lock().unwrap().shards = 2;
    let dir = tempfile::tempdir().unwrap();
    let clock = dir.path().join("clock");
    std::fs::write(&clock, T0.to_string()).unwrap();
    let bot = Bot::start(&fake, &dir.path().join("db"), &clock, 1);
    // serenity starts one shard every 5 s.
    fake.wait(30, "both shards identified", |s| {
        s.identified.contains(&(0, 2)) && s.identified.contains(&(1, 2))
    });
    for shard in 0..2u64 {
        let (guild, ch) = ((6 + shard) << 22, CHANNEL + 10 + shard);
        fake.state.lock().unwrap().guilds.insert(ch, guild);
        let from = fake.calls();
        let data = fake::slash_data("help", &[], None);
        let (_, token, payload) = fake.interaction(2, ALICE, Some(ch), data);
        fake.dispatch(payload);
        fake.wait(20, &format!("the answer in shard {shard}'s server"), |s| {
            s.calls[from..].iter().any(|c| c.path.contains(&token))
        });
    }
    drop(bot);
}

/// `who` attaches `bytes` as `name` to `/risk-admin map add`; returns the bot's one answer
/// (the shadow is given the same file, as this server's).
fn attach_map(e: &mut E2e, who: (u64, &str), name: &str, bytes: &[u8]) -> Sent {
    let id = 9_000_000_000_000_000_000 + e.fake.calls() as u64;
    let size = bytes.len();
    e.fake
        .state
        .lock()
        .unwrap()
        .files
        .insert(id, (name.to_string(), bytes.to_vec()));
    let data = fake::attachment_data("risk-admin map add", "file", id, (name, size), e.fake.rest);
    let from = e.fake.calls();
    let (_, token, payload) = e.fake.interaction(2, who, Some(CHANNEL), data);
    e.fake.dispatch(payload);
    e.fake.wait(30, "the map add answer", |s| {
        !sent(&s.calls[from..], &token).is_empty()
    });
    let calls = e.fake.calls_since(from);
    let got = sent(&calls, &token);
    assert_eq!(got.len(), 1, "{got:?}");
    // The answer was promised, privately, before the download (Discord's 3 seconds).
    let promised = calls
        .iter()
        .find(|c| c.path.contains(&token))
        .and_then(|c| c.json.clone());
    let promised = promised.expect("the first call answers the interaction");
    assert_eq!(
        (
            promised["type"].as_u64(),
            promised["data"]["flags"].as_u64()
        ),
        (Some(5), Some(64))
    );
    let actor = Actor {
        user: UserKey(who.0),
        name: who.1.to_string(),
        admin: true,
        locale: None,
        guild_locale: None,
    };
    let member = Membership {
        guild: GuildKey(fake::GUILD),
        roles: vec![],
    };
    let cmd = Command::Admin(Box::new(Command::MapAdd {
        file_name: name.to_string(),
        bytes: bytes.to_vec(),
    }));
    let _ = e
        .shadow
        .handle_in_server(ChannelKey(CHANNEL), &actor, Some(&member), cmd);
    got.into_iter().next().unwrap()
}

#[test]
fn a_board_added_with_an_attached_file_is_played_to_the_end_across_its_removal_and_a_restart() {
    let mut e = E2e::new(170);
    e.fake.state.lock().unwrap().admins.insert(ALICE.0);
    let bad =
        risk::sim::ring_toml("Broken", 10).replace("continent = \"C2\"", "continent = \"Nowhere\"");
    let refused = attach_map(&mut e, ALICE, "broken.toml", bad.as_bytes());
    assert_eq!(refused.kind, Kind::Ephemeral);
    assert!(
        refused.content.contains("broken.toml was not added"),
        "{}",
        refused.content
    );
    assert!(refused.content.contains("Nowhere"), "{}", refused.content);
    let file = risk::sim::ring_toml("Ringland", 12);
    let added = attach_map(&mut e, ALICE, "ring.toml", file.as_bytes());
    assert_eq!(added.kind, Kind::Ephemeral);
    assert!(
        added
            .content
            .contains("Added the board Ringland (12 territories, 3 continents)"),
        "{}",
        added.content
    );
    assert_eq!(e.fake.state.lock().unwrap().downloads.len(), 2);
    // Too big by what Discord says of it: refused without downloading it.
    let big = vec![b'#'; 300 * 1024];
    let too_big = attach_map(&mut e, ALICE, "big.toml", &big);
    assert!(
        too_big.content.contains("at most 256 KB"),
        "{}",
        too_big.content
    );
    assert_eq!(
        e.fake.state.lock().unwrap().downloads.len(),
        2,
        "not downloaded"
    );
    // `/risk new map:` suggests the server's board beside the shipped ones.
    let from = e.fake.calls();
    let opts = vec![("map".to_string(), String::new())];
    let data = fake::slash_data("risk new", &opts, Some("map"));
    let (_, token, p) = e.fake.interaction(4, BOB, Some(CHANNEL), data);
    e.fake.dispatch(p);
    let choices: Vec<String> = e.fake.answer_to(from, &token)["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        choices.first().map(String::as_str),
        Some("Ringland"),
        "{choices:?}"
    );
    assert!(
        choices.iter().any(|c| c == "classic") && choices.len() <= 25,
        "{choices:?}"
    );
    let listed = e.step_in_server(BOB, CHANNEL, "/risk maps");
    assert!(
        listed[0].content.contains("Ringland (12 territories"),
        "{listed:?}"
    );
    let opened = e.step_in_server(
        ALICE,
        CHANNEL,
        "/risk new setup:deal placement:bulk map:Ringland",
    );
    assert!(
        opened[0].content.contains("on the board Ringland"),
        "{opened:?}"
    );
    e.step(BOB, CHANNEL, "/risk join");
    e.step(CAROL, CHANNEL, "/risk join");
    e.step(ALICE, CHANNEL, "/risk start");
    assert_eq!(e.game(CHANNEL).map().territory_count(), 12);
    let removed = e.step_in_server(ALICE, CHANNEL, "/risk-admin map remove name:Ringland");
    assert!(removed[0].content.contains("keep it"), "{removed:?}");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(170);
    for _ in 0..10 {
        e.play_one(CHANNEL, &mut rng);
    }
    // A new process reads the board back from the database's record.
    e.crash_and_restart();
    let mut steps = 0;
    while e.play_one(CHANNEL, &mut rng).is_some() {
        steps += 1;
        assert!(steps < 3000, "the game on Ringland did not finish");
    }
    assert!(e.game(CHANNEL).winner().is_some());
    // What was read differently from a file is told in the reply on Discord: a Conquest file
    // named by its long file name, each border listed from one side.
    let names = ["Ash", "Birch", "Cedar", "Dune", "Elm", "Fen"];
    let mut isles = String::from("[Continents]\nWest=2\nEast=3\n\n[Territories]\n");
    for (i, t) in names.iter().enumerate() {
        let continent = if i < 3 { "West" } else { "East" };
        let next = names[(i + 1) % 6];
        isles += &format!("{t},{},{},{continent},{next}\n", i * 10, i * 5);
    }
    let file = "Isles_of_the_Northern_Sea_and_the_Southern_Reaches.map";
    let noted = attach_map(&mut e, ALICE, file, isles.as_bytes());
    assert_eq!(noted.kind, Kind::Ephemeral);
    for said in [
        "Added the board Isles of the Northern Sea and the (6 territories, 2 continents)",
        "Read differently from the file (8 notes):",
        "• line 6: the border 'Ash' -> 'Birch' is listed one way only",
        "the board is called 'Isles of the Northern Sea and the'",
    ] {
        // As Discord shows it: the lines that quote the file are escaped for Markdown.
        let shown = risk::i18n::markup::unescape(&noted.content);
        assert!(shown.contains(said), "{said:?}: {}", noted.content);
    }
}

#[test]
fn a_whole_game_is_played_on_each_shipped_board() {
    let mut e = E2e::new(180);
    for (i, board) in risk::maps::shipped().iter().enumerate() {
        let channel = CHANNEL + 30 + i as u64;
        let open = format!("/risk new setup:deal placement:bulk map:{}", board.name);
        e.step(ALICE, channel, &open);
        e.step(BOB, channel, "/risk join");
        e.step(CAROL, channel, "/risk join");
        e.step(ALICE, channel, "/risk start");
        assert_eq!(e.game(channel).map().name, board.name);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(180 + i as u64);
        let mut steps = 0;
        while e.play_one(channel, &mut rng).is_some() {
            steps += 1;
            assert!(steps < 5000, "the game on {} did not finish", board.name);
        }
        assert!(e.game(channel).winner().is_some(), "{}", board.name);
    }
}

#[test]
fn a_command_slower_than_two_seconds_is_deferred_privately_then_answered() {
    // Issue 31: whatever makes a command slow (here every command waits 2.3 s on its thread,
    // as on a slow disk), Discord gets a deferred answer within its 3 seconds. The deferral is
    // private (the answer may be a secret); a public answer then follows as a post of its own,
    // after a private note that takes the "thinking…" message's place.
    let mut e = E2e::with_env(61, &[("RISK_TEST_COMMAND_DELAY_MS", "2300".to_string())]);
    let answer = |e: &mut E2e, who: (u64, &str), line: &str, count: usize| {
        let (path, opts) = console::parse(line).unwrap();
        let pairs: Vec<(String, String)> = opts.into_iter().collect();
        let from = e.fake.calls();
        let started = Instant::now();
        let got = e.inject(who, Some(CHANNEL), &path, &pairs, count);
        let calls = e.fake.calls_since(from);
        let callback = calls
            .iter()
            .find(|c| c.path.ends_with("/callback"))
            .expect("a callback");
        let waited = callback.at.duration_since(started);
        (got, callback.json.clone().unwrap(), waited)
    };
    let (got, callback, waited) = answer(&mut e, ALICE, "/risk new", 2);
    assert_eq!(callback["type"], 5, "deferred: {callback}");
    assert_eq!(callback["data"]["flags"], 64, "privately: {callback}");
    assert!(
        waited >= Duration::from_millis(1900) && waited < Duration::from_millis(2900),
        "deferred after {waited:?}"
    );
    let kinds: Vec<Kind> = got.iter().map(|s| s.kind.clone()).collect();
    assert_eq!(kinds, [Kind::Ephemeral, Kind::Public], "{got:?}");
    assert_eq!(got[0].content, "Done: the answer is posted below.");
    assert!(got[1].content.contains("alice"), "{got:?}");
    // A refusal (private) replaces the private "thinking…" itself.
    let (got, callback, _) = answer(&mut e, ALICE, "/risk join", 1);
    assert_eq!(callback["data"]["flags"], 64, "{callback}");
    assert_eq!(got.len(), 1, "{got:?}");
    assert_eq!(got[0].kind, Kind::Ephemeral);
    assert!(e.fake.state.lock().unwrap().unknown.is_empty());
}

/// The most threads `pid` had (`/proc/<pid>/status`) while `work` ran.
fn most_threads(pid: u32, work: impl FnOnce()) -> u64 {
    use std::sync::atomic::AtomicBool;
    let done = Arc::new(AtomicBool::new(false));
    let most = Arc::new(AtomicU64::new(0));
    let sampler = {
        let (done, most) = (done.clone(), most.clone());
        std::thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                let status =
                    std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
                let threads = status
                    .lines()
                    .find_map(|l| l.strip_prefix("Threads:"))
                    .and_then(|v| v.trim().parse().ok())
                    .unwrap_or(0);
                most.fetch_max(threads, Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(2));
            }
        })
    };
    work();
    done.store(true, Ordering::Relaxed);
    sampler.join().unwrap();
    most.load(Ordering::Relaxed)
}

#[test]
fn three_hundred_channels_at_once_keep_the_bot_within_64_threads() {
    // Issue 31: every command in flight used to hold a thread of its own (up to tokio's 512);
    // now a burst waits its turn for a bounded pool, and every interaction is still answered.
    let e = E2e::with_env(62, &[("RISK_TEST_COMMAND_DELAY_MS", "20".to_string())]);
    let pid = e.bot.as_ref().unwrap().pid();
    let n = 300u64;
    let from = e.fake.calls();
    let mut tokens = Vec::new();
    let payloads: Vec<Value> = (0..n)
        .map(|i| {
            let data = fake::slash_data("risk new", &[], None);
            let (_, token, p) = e.fake.interaction(2, ALICE, Some(CHANNEL + 1 + i), data);
            tokens.push(format!("/{token}/callback"));
            p
        })
        .collect();
    let most = most_threads(pid, || {
        e.fake.dispatch_all(payloads);
        e.fake.wait(60, "every interaction answered", |s| {
            let answered = s.calls[from..]
                .iter()
                .filter(|c| tokens.iter().any(|t| c.path.ends_with(t.as_str())))
                .count();
            answered >= n as usize
        });
    });
    assert!(most <= 64, "{most} threads during the burst");
}

/// Under fog of war the channel's prompt carries one button, "Open my turn": it answers the
/// mover privately with their prompt and components, and each click on those answers privately
/// again, so a turn is played by components alone; the channel's messages name no territory
/// the channel cannot see.
#[test]
fn a_fogged_turn_is_opened_by_its_button_and_played_privately_by_components() {
    let mut e = E2e::new(170);
    let got = up_to_alices_fogged_draft(&mut e);
    let channel_knows_nothing = |e: &E2e, msgs: &[Sent]| {
        let g = e.game(CHANNEL);
        let public = g.view(risk::engine::Reader::Everyone);
        for m in msgs.iter().filter(|m| m.kind == Kind::Public) {
            let texts =
                std::iter::once(m.content.clone()).chain(components(m).into_iter().map(|c| c.2));
            for text in texts {
                for t in g.map().territory_ids() {
                    assert!(
                        public.sees_owner(t) || !text.contains(g.map().name(t)),
                        "the channel was told of {}: {text}",
                        g.map().name(t)
                    );
                }
            }
        }
    };
    channel_knows_nothing(&e, &got);
    let prompt = got
        .iter()
        .rev()
        .find(|m| !components(m).is_empty())
        .cloned()
        .expect("the channel's prompt");
    let open = components(&prompt);
    assert_eq!(open.len(), 1, "{open:?}");
    assert_eq!(
        (verb(&open[0].0), open[0].2.as_str()),
        ("op", "Open my turn")
    );
    // Bob may not open alice's turn.
    let words = e.refused_unchanged(BOB, &prompt);
    assert!(words.starts_with("Not your turn"), "{words}");
    let answer = e.click(ALICE, CHANNEL, &prompt, &open[0].0, &[]);
    assert_eq!(answer.len(), 1, "{answer:?}");
    assert_eq!(answer[0].kind, Kind::Ephemeral);
    let mut msg = answer[0].clone();
    let mut clicks = 1;
    // The private messages alice holds, by id: their components as she sees them now.
    let mut held = vec![(msg.message["id"].clone(), msg.components.clone())];
    while e.game(CHANNEL).current() == risk::engine::PlayerId(0) {
        let comps = components(&msg);
        let pick = |v: &str| comps.iter().find(|c| verb(&c.0) == v).cloned();
        let g = e.game(CHANNEL);
        let attacked = g.attacked_this_turn() || g.conquered_this_turn();
        let (id, values) = if let Some(c) = pick("dr") {
            (c.0, vec![c.1[0].clone()])
        } else if let Some(c) = pick("mv") {
            (c.0, vec![])
        } else if let Some(c) = pick("bz").filter(|_| !attacked) {
            (c.0, vec![c.1[0].clone()])
        } else if let Some(c) = pick("en") {
            (c.0, vec![])
        } else {
            panic!("nothing to click on {comps:?}");
        };
        let from = e.fake.calls();
        let got = e.click(ALICE, CHANNEL, &msg, &id, &values);
        clicks += 1;
        channel_knows_nothing(&e, &got);
        for m in &got {
            let id = m.message["id"].clone();
            match &m.kind {
                Kind::Ephemeral => held.push((id, m.components.clone())),
                Kind::Edit => {
                    let old = held
                        .iter_mut()
                        .find(|h| h.0 == id)
                        .expect("an edit of hers");
                    old.1 = m.components.clone();
                }
                Kind::Public | Kind::Dm(_) | Kind::Channel(_) => {}
            }
        }
        // No out-of-date menu stays in her private messages: only the panel has any.
        let live = held
            .iter()
            .filter(|h| h.1.as_array().is_some_and(|r| !r.is_empty()));
        assert!(live.count() <= 1, "stale private menus: {held:?}");
        if e.game(CHANNEL).current() != risk::engine::PlayerId(0) {
            break;
        }
        // Still alice's move: the clicked message is updated in place (the interaction is
        // answered with type 7; when the channel is told something too, that answer drops the
        // old components and the next step then replaces its text), for her alone.
        let updated = e.fake.calls_since(from).iter().any(|c| {
            c.path.ends_with("/callback") && c.json.as_ref().is_some_and(|j| j["type"] == 7)
        });
        assert!(updated, "the panel was not updated in place: {got:?}");
        if clicks == 2 {
            // The step just played, tapped again (its menus as they were): refused in a new
            // private message, the panel left as it is.
            let words = e.refused_unchanged(ALICE, &msg);
            assert!(words.contains("out of date"), "{words}");
        }
        assert!(
            got.iter().all(|m| m.kind != Kind::Ephemeral),
            "a new private message instead of the panel: {got:?}"
        );
        msg = got
            .iter()
            .find(|m| m.kind == Kind::Edit && !components(m).is_empty())
            .cloned()
            .unwrap_or_else(|| panic!("alice's next step privately: {got:?}"));
        assert!(clicks < 20, "the turn took too many clicks");
    }
    println!("fogged turn: {clicks} taps, open included");
    assert!(clicks >= 3, "open, at least one move and the end: {clicks}");
}

/// A `fog:standard` game of alice, bob and an AI seat played up to alice's draft: what the
/// last step sent (the channel's prompt among it).
fn up_to_alices_fogged_draft(e: &mut E2e) -> Vec<Sent> {
    e.step(
        ALICE,
        CHANNEL,
        "/risk new fog:standard placement:bulk turn_time:none",
    );
    e.step(BOB, CHANNEL, "/risk join");
    e.step(ALICE, CHANNEL, "/risk add-ai");
    let mut got = e.step(ALICE, CHANNEL, "/risk start");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(170);
    let alice_drafts = |g: &Game| {
        g.turn() > 0
            && g.current() == risk::engine::PlayerId(0)
            && matches!(g.expected(), risk::engine::Expected::Draft { .. })
    };
    while !alice_drafts(&e.game(CHANNEL)) {
        let (who, line) = ai_line(e, &mut rng);
        got = e.step(who, CHANNEL, &line);
    }
    got
}

#[test]
fn a_late_tap_on_the_fogged_panel_edits_it_in_place() {
    // Every command slower than 2 s from here: the tap is acknowledged first (type 6), and
    // the next step then replaces the panel by an edit of the original response.
    let mut e = E2e::new(170);
    let got = up_to_alices_fogged_draft(&mut e);
    e.restart_with(&[("RISK_TEST_COMMAND_DELAY_MS", "2300".to_string())]);
    let prompt = got
        .iter()
        .rev()
        .find(|m| !components(m).is_empty())
        .cloned()
        .expect("the channel's prompt");
    let open = components(&prompt);
    let answer = e.click(ALICE, CHANNEL, &prompt, &open[0].0, &[]);
    assert_eq!(answer.len(), 1, "{answer:?}");
    assert_eq!(answer[0].kind, Kind::Ephemeral);
    let panel = answer[0].clone();
    let draft = components(&panel)
        .into_iter()
        .find(|c| verb(&c.0) == "dr")
        .expect("a draft menu");
    let from = e.fake.calls();
    let got = e.click(ALICE, CHANNEL, &panel, &draft.0, &[draft.1[0].clone()]);
    let calls = e.fake.calls_since(from);
    let callback = calls.iter().find(|c| c.path.ends_with("/callback"));
    let acked = callback
        .and_then(|c| c.json.as_ref())
        .map(|j| j["type"].clone());
    assert_eq!(
        acked,
        Some(serde_json::json!(6)),
        "acknowledged late: {calls:?}"
    );
    assert!(got.iter().all(|m| m.kind != Kind::Ephemeral), "{got:?}");
    let next = got.last().expect("the panel's edit");
    assert_eq!(next.kind, Kind::Edit);
    assert!(
        !components(next).is_empty(),
        "the next step's menus: {next:?}"
    );
    assert_eq!(next.message["id"], panel.message["id"]);
}

/// The fog leak checker of the library's tests (its rule in its doc comment).
#[allow(dead_code)]
#[path = "../../tests/support/fog.rs"]
mod fog;

/// Every text a reader sees of a message: its content (embeds included), the descriptions of
/// its attachments, and its components' labels, placeholders and options.
fn seen_texts(m: &Sent) -> Vec<String> {
    let mut out = vec![m.content.clone()];
    out.extend(m.embeds.iter().map(|e| e.1.clone()));
    out.extend(m.descriptions.iter().cloned());
    for row in m.components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            for key in ["label", "placeholder"] {
                out.extend(c[key].as_str().map(String::from));
            }
            for o in c["options"].as_array().into_iter().flatten() {
                out.extend(o["label"].as_str().map(String::from));
            }
        }
    }
    out
}

#[test]
fn a_fog_game_is_played_by_components_to_the_end_and_the_channel_sees_only_its_view() {
    let people = [ALICE, BOB];
    let mut e = E2e::new(170);
    e.step(ALICE, CHANNEL, "/risk new fog:standard turn_time:none");
    e.step(BOB, CHANNEL, "/risk join");
    e.step(ALICE, CHANNEL, "/risk add-ai");
    let start = e.step(ALICE, CHANNEL, "/risk start");
    let session = |e: &E2e| e.shadow.snapshot(ChannelKey(CHANNEL)).unwrap().unwrap();
    // The message whose components each person uses next (public, or answered to them alone).
    let mut menus: Vec<(u64, Sent)> = Vec::new();
    let with_components = |got: &[Sent]| -> Option<Sent> {
        got.iter()
            .rev()
            .find(|m| !components(m).is_empty())
            .cloned()
    };
    let call = with_components(&start).expect("the call to place");
    let mut leaks: Vec<fog::Leak> = Vec::new();
    // What the start tells the channel (the deal, the call to place).
    let (s0, g0) = (session(&e), e.game(CHANNEL));
    let (names, channel) = (
        fog::Names::of(&s0, &g0),
        fog::Sights::of(&g0, &g0, None, "channel"),
    );
    for m in start.iter().filter(|m| m.kind == Kind::Public) {
        for text in seen_texts(m) {
            leaks.extend(fog::check_text(&names, &channel, "channel", &text));
        }
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(170);
    let mut last: Vec<Sent> = Vec::new();
    let mut public_seen = 0;
    for _ in 0..3_000 {
        let before = session(&e);
        let g = before.game.clone().unwrap();
        if g.is_over() {
            break;
        }
        let seat = if g.placing_simultaneously() {
            g.still_placing()[0]
        } else {
            g.current()
        };
        let u = before.seats[seat.index()].user.expect("a person to move");
        let who = *people.iter().find(|x| x.0 == u.0).unwrap();
        let msg = menus
            .iter()
            .rev()
            .find(|(to, _)| *to == who.0)
            .map(|m| m.1.clone())
            .unwrap_or_else(|| call.clone());
        let comps = components(&msg);
        let pick = |v: &str| comps.iter().find(|c| verb(&c.0) == v).cloned();
        let attacked = g.attacked_this_turn() || g.conquered_this_turn();
        // Where the fog hides the defender's count, a coin decides.
        let coin = rng.random_bool(0.5);
        let good = |c: &(String, Vec<String>, String)| match pair_armies(&c.2) {
            Some((a, d)) => a > d + 1,
            None => coin,
        };
        let (id, values) = if let Some(c) = pick("pl").or_else(|| pick("mv")) {
            (c.0, vec![])
        } else if let Some(c) =
            pick("tr").filter(|_| !risk::service::offers::trade_sets(&g, g.current()).is_empty())
        {
            (c.0, vec![])
        } else if let Some(c) = ["dr", "cl", "hq", "ob", "af"].iter().find_map(|v| pick(v)) {
            (c.0, vec![c.1[0].clone()])
        } else if let Some(c) = pick("bz").filter(|c| !attacked && good(c)) {
            (c.0, vec![c.1[0].clone()])
        } else if let Some(c) = pick("en") {
            (c.0, vec![])
        } else if let Some(c) = comps.first() {
            // A button that opens the mover's own components (their turn under fog).
            (c.0.clone(), c.1.first().cloned().into_iter().collect())
        } else {
            panic!("nothing to click on {comps:?}");
        };
        let got = e.click(who, CHANNEL, &msg, &id, &values);
        let after = session(&e);
        let ga = after.game.as_ref().unwrap();
        let names = fog::Names::of(&after, ga);
        let channel = fog::Sights::of(&g, ga, None, "channel");
        for m in got.iter().filter(|m| m.kind == Kind::Public) {
            if ga.is_over() {
                continue;
            }
            public_seen += 1;
            for text in seen_texts(m) {
                leaks.extend(fog::check_text(&names, &channel, "channel", &text));
            }
        }
        if let Some(next) = with_components(&got) {
            let to = match next.kind {
                Kind::Ephemeral => vec![who.0],
                _ => people.iter().map(|p| p.0).collect(),
            };
            for u in to {
                menus.push((u, next.clone()));
            }
        }
        last = got;
    }
    let g = e.game(CHANNEL);
    assert!(g.is_over(), "the game ended within the clicks");
    assert!(public_seen > 20, "{public_seen} channel messages checked");
    assert!(
        leaks.is_empty(),
        "the channel was told what it cannot see: {} leaks, e.g. {:?}",
        leaks.len(),
        &leaks[..leaks.len().min(8)]
    );
    // The end lifts the fog: the last post shows the whole board (each player's territories
    // and armies) and the picture.
    let end: Vec<&Sent> = last.iter().filter(|m| m.kind == Kind::Public).collect();
    let text: String = end.iter().map(|m| m.content.as_str()).collect();
    assert!(
        text.contains("territories") && text.contains("armies"),
        "{text}"
    );
    assert!(
        end.iter().any(|m| !m.files.is_empty()),
        "the unfogged picture"
    );
}

/// Issue 39: under fog, every command and component that answers a player privately, at every
/// level, through the fake's deferral rule (the first follow-up after a public "thinking…"
/// shows with its visibility, so a private answer after a public deferral reaches the
/// channel): each answer reaches its reader as the shadow says (`step` and `click` compare
/// them, private ones as private), and what the channel is shown, that first follow-up
/// included, tells it nothing it cannot see.
#[test]
fn under_fog_every_private_answer_reaches_only_its_reader_at_every_level() {
    for level in ["light", "standard", "dark"] {
        let mut e = E2e::new(171);
        let mut leaks: Vec<fog::Leak> = Vec::new();
        let mut checked = 0;
        // Runs the channel's leak checker over what the channel is shown of `got`.
        let mut channel_sees = |e: &E2e, got: &[Sent]| {
            let s = e.shadow.snapshot(ChannelKey(CHANNEL)).unwrap().unwrap();
            let Some(g) = s.game.as_ref() else { return };
            let names = fog::Names::of(&s, g);
            let channel = fog::Sights::of(g, g, None, "channel");
            for m in got.iter().filter(|m| m.kind == Kind::Public) {
                checked += 1;
                for text in seen_texts(m) {
                    leaks.extend(fog::check_text(&names, &channel, "channel", &text));
                }
            }
        };
        e.step(
            ALICE,
            CHANNEL,
            &format!("/risk new fog:{level} turn_time:none"),
        );
        e.step(BOB, CHANNEL, "/risk join");
        e.step(ALICE, CHANNEL, "/risk add-ai");
        let start = e.step(ALICE, CHANNEL, "/risk start");
        channel_sees(&e, &start);
        // The simultaneous placement: "Place my armies", "Place some on…" (how many), then
        // everything on one territory, each answered to its player alone.
        let call = start
            .iter()
            .rev()
            .find(|m| !components(m).is_empty())
            .cloned()
            .expect("the call to place");
        let mut last = Vec::new();
        for who in [ALICE, BOB] {
            let mine = e.click(who, CHANNEL, &call, &components(&call)[0].0, &[]);
            assert!(mine.iter().all(|m| m.kind == Kind::Ephemeral), "{mine:?}");
            let menus = components(&mine[0]);
            let some = menus
                .iter()
                .find(|c| verb(&c.0) == "ds")
                .expect("place some");
            let how = e.click(who, CHANNEL, &mine[0], &some.0, &[some.1[0].clone()]);
            channel_sees(&e, &how);
            let all = menus
                .iter()
                .find(|c| verb(&c.0) == "dr")
                .expect("place all");
            last = e.click(who, CHANNEL, &mine[0], &all.0, &[all.1[0].clone()]);
            channel_sees(&e, &last);
        }
        // The commands that answer privately under fog, for each player.
        for who in [ALICE, BOB] {
            let g = e.game(CHANNEL);
            let s = e.shadow.snapshot(ChannelKey(CHANNEL)).unwrap().unwrap();
            let seat = s.seat_of(risk::service::UserKey(who.0)).unwrap();
            let mine = g.territories_of(seat).iter().next().unwrap();
            let next = g.map().neighbours(mine).iter().next().unwrap();
            let far = g
                .map()
                .territory_ids()
                .find(|&t| !g.view_of(Some(seat)).sees_owner(t))
                .unwrap_or(next);
            let name = |t| g.map().name(t).to_string();
            for line in [
                "/board".to_string(),
                "/board player:me".into(),
                "/board continent:Asia".into(),
                format!("/territory name:\"{}\"", name(far)),
                format!("/territory name:\"{}\"", name(mine)),
                "/risk status".into(),
                "/hand".into(),
                "/mission".into(),
                format!("/odds from:\"{}\" to:\"{}\"", name(mine), name(next)),
                "/history".into(),
            ] {
                let got = e.step(who, CHANNEL, &line);
                assert!(
                    got.iter().all(|m| m.kind == Kind::Ephemeral),
                    "{level}: {line}: {got:?}"
                );
            }
        }
        // The mover's turn: "Open my turn", then its menus, each answered privately.
        let prompt = last
            .iter()
            .rev()
            .find(|m| components(m).iter().any(|c| verb(&c.0) == "op"));
        {
            let prompt = prompt.cloned().expect("the channel's prompt: Open my turn");
            let who = e.to_move(CHANNEL, &[ALICE, BOB]);
            let open = e.click(who, CHANNEL, &prompt, &components(&prompt)[0].0, &[]);
            assert!(open.iter().all(|m| m.kind == Kind::Ephemeral), "{open:?}");
            let panel = open[0].clone();
            let pick = |m: &Sent, v: &str| components(m).into_iter().find(|c| verb(&c.0) == v);
            // "Place some on…" asks how many, in the panel's place.
            let some = pick(&panel, "ds").expect("place some");
            let how = e.click(who, CHANNEL, &panel, &some.0, &[some.1[0].clone()]);
            channel_sees(&e, &how);
            let all = pick(&panel, "dr").expect("place all");
            let got = e.click(who, CHANNEL, &panel, &all.0, &[all.1[0].clone()]);
            channel_sees(&e, &got);
            // "Attack from…" asks where to, privately.
            let next = got.iter().rev().find(|m| pick(m, "fr").is_some());
            if let Some(next) = next.cloned() {
                let from = pick(&next, "fr").unwrap();
                let to = e.click(who, CHANNEL, &next, &from.0, &[from.1[0].clone()]);
                assert!(to.iter().all(|m| m.kind != Kind::Public), "{to:?}");
                channel_sees(&e, &to);
            }
        }
        assert!(checked > 0, "{level}: nothing public checked");
        assert!(
            leaks.is_empty(),
            "{level}: the channel was shown what it cannot see: {leaks:?}"
        );
    }
}

/// The fake's deferral rule on its own (`fake::sent`): after a public "thinking…" (type 5) the
/// first follow-up takes its place and shows publicly, ephemeral flag or not; the next
/// follow-up shows as it says; after a private deferral the first shows privately.
#[test]
fn the_fake_shows_the_first_follow_up_after_a_deferral_with_the_deferrals_visibility() {
    let call = |method: &str, path: &str, json: Value| fake::Call {
        method: method.into(),
        path: path.into(),
        json: Some(json),
        files: vec![],
        status: if path.ends_with("/callback") {
            204
        } else {
            200
        },
        message_id: 1,
        at: Instant::now(),
    };
    let follow = |text: &str, flags: u64| {
        call(
            "POST",
            "/api/v10/webhooks/1/tok",
            serde_json::json!({"content": text, "flags": flags}),
        )
    };
    let defer = |flags: u64| {
        call(
            "POST",
            "/api/v10/interactions/9/tok/callback",
            serde_json::json!({"type": 5, "data": {"flags": flags}}),
        )
    };
    let kinds = |calls: &[fake::Call]| -> Vec<(Kind, String)> {
        sent(calls, "tok")
            .into_iter()
            .map(|s| (s.kind, s.content))
            .collect()
    };
    let public = [defer(0), follow("mine", 64), follow("after", 64)];
    assert_eq!(
        kinds(&public),
        [
            (Kind::Public, "mine".to_string()),
            (Kind::Ephemeral, "after".to_string())
        ]
    );
    let private = [defer(64), follow("note", 0), follow("post", 0)];
    assert_eq!(
        kinds(&private),
        [
            (Kind::Ephemeral, "note".to_string()),
            (Kind::Public, "post".to_string())
        ]
    );
}

/// The Markdown checker of the library's tests (its rule in its doc comment).
#[allow(dead_code)]
#[path = "../../tests/support/markdown.rs"]
mod markdown;

/// People whose display names are Markdown, mention and direction payloads.
const EVIL: (u64, &str) = (
    1_000_000_000_000_000_341,
    "**[pwn](https://evil.example/p)**",
);
const SPOILER: (u64, &str) = (1_000_000_000_000_000_342, "<@&1> ||x|| # y");
const REVERSED: (u64, &str) = (1_000_000_000_000_000_343, "\u{202E}evil ~~z~~ `w");

/// A server's board whose names are Markdown, mention and timestamp payloads, played by people
/// whose display names are payloads too, through the real bot: in every message Discord is
/// sent, its text (content and embeds) shows each name as itself, escaped, and its labels,
/// options, placeholders and alt text as written, with no backslash and no direction override.
#[test]
fn hostile_names_reach_discord_escaped_in_text_and_as_written_in_labels_and_alt_text() {
    let territories = [
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
    let continents = ["# Head Land", "> Quote Land", "-# Small `Land"];
    let board = "**Evil** [Board](https://evil.example)";
    let mut file = risk::sim::ring_toml("Ringland", 12);
    for (i, t) in territories.iter().enumerate().rev() {
        file = file.replace(&format!("\"T{i}\""), &format!("\"{t}\""));
    }
    for (c, name) in continents.iter().enumerate() {
        file = file.replace(&format!("\"C{c}\""), &format!("\"{name}\""));
    }
    file = file.replace("\"Ringland\"", &format!("\"{board}\""));
    let people = [EVIL, SPOILER, REVERSED];
    let mut e = E2e::new(172);
    e.fake.state.lock().unwrap().admins.insert(EVIL.0);
    let mut got = vec![attach_map(&mut e, EVIL, "evil.toml", file.as_bytes())];
    let new = format!("/risk new setup:deal placement:bulk map:\"{board}\"");
    got.extend(e.step_in_server(EVIL, CHANNEL, &new));
    got.extend(e.step(SPOILER, CHANNEL, "/risk join"));
    got.extend(e.step(REVERSED, CHANNEL, "/risk join"));
    got.extend(e.step(EVIL, CHANNEL, "/risk start"));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(172);
    for i in 0..60 {
        let g = e.game(CHANNEL);
        if g.is_over() {
            break;
        }
        let who = e.to_move(CHANNEL, &people);
        if i % 20 == 0 {
            got.extend(e.step(who, CHANNEL, "/board"));
        }
        let action = AiLevel::Basic.act(&g, g.current(), &mut rng);
        got.extend(e.step(who, CHANNEL, &line(&g, action)));
    }
    let mut names: Vec<String> = territories
        .iter()
        .chain(continents.iter())
        .map(|s| s.to_string())
        .collect();
    names.push(board.to_string());
    names.extend(people.iter().map(|p| risk::i18n::markup::clean(p.1)));
    let mut faults = vec![];
    let mut shown = String::new();
    for m in &got {
        // The bot's own pings are the only mentions it writes, its deadlines (times after
        // 2001) the only timestamps.
        let mut text = m.content.clone();
        for id in &m.mentions {
            text = text.replace(&format!("<@{id}>"), "");
        }
        while let Some(at) = text.find("<t:1") {
            let end = text[at..].find('>').map_or(text.len(), |e| at + e + 1);
            text.replace_range(at..end, "");
        }
        for f in markdown::markdown_faults(&text, &names) {
            faults.push(format!("{f}: {text:?}"));
        }
        shown.extend(markdown::visible(&text).iter().map(|(c, _)| *c));
        let mut plain: Vec<String> = m.descriptions.clone();
        for row in m.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                for key in ["label", "placeholder"] {
                    plain.extend(c[key].as_str().map(String::from));
                }
                for o in c["options"].as_array().into_iter().flatten() {
                    plain.extend(o["label"].as_str().map(String::from));
                }
            }
        }
        for p in plain {
            for f in markdown::plain_faults(&p) {
                faults.push(format!("{f}: {p:?}"));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} faults: {:#?}",
        faults.len(),
        &faults[..faults.len().min(10)]
    );
    for n in &names {
        assert!(shown.contains(n.as_str()), "{n:?} never shown in a message");
    }
}
