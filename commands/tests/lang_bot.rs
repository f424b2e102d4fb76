//! Discord's limits in every language: a game of every preset played through the real bot and
//! the fake Discord in German, Spanish, French and Brazilian Portuguese (English is e2e.rs's),
//! the server's language set by `guild_locale` and every player's client in the same language.
//! Every message the fake receives is checked: its text, embeds, component labels, menu
//! options, placeholders and attachment descriptions within Discord's limits, no catalogue key
//! shown instead of a message, and no English where the language has its own words.
//!
//! The moves are the basic AI's choice for the person to move, computed on an in-process shadow
//! service with the same seeds and clock; each game plays some turns, then every player
//! surrenders, which ends it (the end post, the revealed seed and the recap are checked too).

mod fake;

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use fake::line::line;
use fake::{sent, Bot, Fake, Kind, Sent, CHANNEL};
use rand::SeedableRng;
use risk::ai::AiLevel;
use risk::engine::rules::PRESETS;
use risk::i18n::{self, Lang};
use risk::service::{Actor, ChannelKey, GameService, MemoryStore, Outcome, UserKey};
use risk_bot::{console, split};
use serde_json::Value;

const T0: u64 = 1_900_000_000;
const PEOPLE: [(u64, &str); 4] = [
    (1_000_000_000_000_000_301, "alice"),
    (1_000_000_000_000_000_302, "bob"),
    (1_000_000_000_000_000_303, "carol"),
    (1_000_000_000_000_000_304, "dave"),
];

/// Moves per game before everyone surrenders.
const MOVES: usize = 16;

/// The Discord locale each language is sent as.
fn locale(lang: Lang) -> &'static str {
    lang.discord_locales()[0]
}

/// English that a message in another language must not hold (outside `code` spans, where the
/// values players type stay English).
const ENGLISH: &[&str] = &[
    " attacks ",
    " armies",
    "Your turn",
    " the ",
    " territories",
    "Deadline",
    " your ",
    // Issue 44: computer players' levels and the lobby's option values, in the reader's words.
    "(basic)",
    " simultaneous",
    " escalating",
];

/// One bot speaking one language to a server whose players all speak it.
struct Speaking {
    lang: Lang,
    fake: Fake,
    bot: Bot,
    shadow: GameService,
    _dir: tempfile::TempDir,
    /// The fake's calls already checked.
    checked: usize,
    /// Messages and texts checked; what broke a limit or read wrong.
    messages: usize,
    texts: usize,
    faults: Vec<String>,
}

impl Speaking {
    fn start(lang: Lang, seed: u64) -> Speaking {
        let fake = Fake::start();
        let dir = tempfile::tempdir().unwrap();
        let clock: PathBuf = dir.path().join("clock");
        std::fs::write(&clock, T0.to_string()).unwrap();
        let bot = Bot::start(&fake, &dir.path().join("db"), &clock, seed);
        let next = Arc::new(AtomicU64::new(seed));
        let shadow = GameService::new(
            Arc::new(MemoryStore::default()),
            Arc::new(|| T0),
            Arc::new(move || next.fetch_add(1, Ordering::Relaxed)),
        );
        let checked = fake.calls();
        Speaking {
            lang,
            fake,
            bot,
            shadow,
            _dir: dir,
            checked,
            messages: 0,
            texts: 0,
            faults: vec![],
        }
    }

    fn actor(&self, who: (u64, &str)) -> Actor {
        Actor {
            user: UserKey(who.0),
            name: who.1.to_string(),
            admin: false,
            locale: Some(self.lang),
            guild_locale: Some(self.lang),
        }
    }

    /// How many messages the bot sends for `got` (as the adapter delivers it: each text split
    /// at Discord's limit, a DM each, "Done." for an answer with nothing to say).
    fn count(got: &Result<Outcome, String>) -> usize {
        let parts = |t: &str| split::split(t).len();
        match got {
            Err(e) => parts(e),
            Ok(o) => {
                let mut n = 0;
                for p in &o.public {
                    let tags: Vec<String> = p.ping.iter().map(|u| format!("<@{}>", u.0)).collect();
                    n += parts(&format!("{} {}", tags.join(" "), p.content().0));
                }
                n += o.reply.as_deref().map_or(0, parts);
                n += o.private.len();
                if o.public.is_empty() && o.reply.is_none() {
                    n += 1;
                }
                n
            }
        }
    }

    /// `who` types `line` in `channel`; returns what the bot sent, once it all arrived.
    fn say(&mut self, who: (u64, &str), channel: u64, line: &str) -> Vec<Sent> {
        let (path, opts) = console::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let mut pairs: Vec<(String, String)> = opts.clone().into_iter().collect();
        pairs.sort();
        let cmd = console::command(&path, opts).unwrap_or_else(|e| panic!("{line}: {e}"));
        let actor = self.actor(who);
        let got = match self.shadow.handle(ChannelKey(channel), &actor, cmd) {
            Ok(o) => Ok(o),
            Err(e) if e.is_user_error() => Err(e.to_string()),
            Err(e) => panic!("the shadow failed: {e}"),
        };
        let count = Self::count(&got);
        let from = self.fake.calls();
        let (_, token, mut payload) =
            self.fake
                .interaction(2, who, Some(channel), fake::slash_data(&path, &pairs, None));
        payload["locale"] = Value::from(locale(self.lang));
        payload["guild_locale"] = Value::from(locale(self.lang));
        self.fake.dispatch(payload);
        let end = Instant::now() + Duration::from_secs(30);
        loop {
            let answers: Vec<Sent> = sent(&self.fake.calls_since(from), &token)
                .into_iter()
                .filter(|m| !matches!(m.kind, Kind::Channel(_)))
                .collect();
            if answers.len() >= count {
                std::thread::sleep(Duration::from_millis(15));
                self.check_new(line);
                return answers;
            }
            assert!(
                Instant::now() < end,
                "timed out: {line}: got {answers:?}\n{}",
                self.bot.log_text()
            );
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// Checks every message the fake took since the last check.
    fn check_new(&mut self, after: &str) {
        let calls = self.fake.calls_since(self.checked);
        self.checked += calls.len();
        for c in calls {
            let Some(j) = &c.json else { continue };
            let body = if c.path.ends_with("/callback") {
                &j["data"]
            } else {
                j
            };
            if !body.is_object() || c.path.ends_with("/commands") {
                continue;
            }
            self.messages += 1;
            let at = format!("{} after {after:?}", self.lang);
            let (faults, texts) = check_message(body);
            self.texts += texts;
            for fault in faults {
                self.faults.push(format!("[{at}] {fault}"));
            }
        }
    }
}

/// What is wrong with one message's body (a limit broken, a key, English), and how many texts
/// it holds.
fn check_message(body: &Value) -> (Vec<String>, usize) {
    {
        let mut faults = vec![];
        let mut count = 0;
        let mut texts: Vec<(&'static str, String, usize)> = vec![];
        let text = |v: &Value| v.as_str().unwrap_or("").to_string();
        texts.push(("content", text(&body["content"]), 2000));
        for e in body["embeds"].as_array().into_iter().flatten() {
            texts.push(("embed", text(&e["description"]), 4096));
            texts.push(("embed title", text(&e["title"]), 256));
            texts.push(("embed footer", text(&e["footer"]["text"]), 2048));
        }
        for a in body["attachments"].as_array().into_iter().flatten() {
            texts.push(("alt text", text(&a["description"]), 1024));
        }
        let rows = body["components"].as_array().cloned().unwrap_or_default();
        if rows.len() > 5 {
            faults.push(format!("{} rows of components", rows.len()));
        }
        for row in &rows {
            let parts = row["components"].as_array().cloned().unwrap_or_default();
            if parts.len() > 5 {
                faults.push(format!("{} components in a row", parts.len()));
            }
            for c in &parts {
                texts.push(("button label", text(&c["label"]), 80));
                texts.push(("placeholder", text(&c["placeholder"]), 150));
                let options = c["options"].as_array().cloned().unwrap_or_default();
                if options.len() > 25 {
                    faults.push(format!("{} options in a menu", options.len()));
                }
                for o in &options {
                    texts.push(("option label", text(&o["label"]), 100));
                    texts.push(("option description", text(&o["description"]), 100));
                }
            }
        }
        for (what, t, limit) in texts {
            if t.is_empty() {
                continue;
            }
            count += 1;
            let n = t.chars().count();
            if n > limit {
                faults.push(format!("{what} of {n} characters (at most {limit}): {t:?}"));
            }
            if let Some(key) = catalogue_key_in(&t) {
                faults.push(format!("{what} shows the key {key}: {t:?}"));
            }
            let prose = without_code(&t);
            for word in ENGLISH {
                if prose.contains(word) {
                    faults.push(format!("{what} holds English {word:?}: {t:?}"));
                }
            }
        }
        (faults, count)
    }
}

impl Speaking {
    /// The user to move in `channel` and the line the basic AI would type for them; `None` when
    /// the game is over.
    fn next_move(
        &self,
        channel: u64,
        rng: &mut rand_chacha::ChaCha8Rng,
    ) -> Option<((u64, &'static str), String)> {
        let s = self.shadow.snapshot(ChannelKey(channel)).unwrap()?;
        let g = s.game.as_ref()?;
        if g.is_over() {
            return None;
        }
        let p = if g.placing_simultaneously() {
            g.still_placing()[0]
        } else {
            g.current()
        };
        let user = s.seats[p.index()].user?;
        let who = *PEOPLE.iter().find(|x| x.0 == user.0)?;
        let action = AiLevel::Basic.act(g, p, rng);
        Some((who, line(g, action)))
    }

    /// A game of `preset` in `channel`: the lobby, the start, some moves with questions and a
    /// refusal in between, then everyone surrenders.
    fn play(&mut self, preset: &str, channel: u64, seed: u64) {
        let rules = (risk::engine::rules::preset(preset).unwrap().rules)();
        let seats = rules.min_players.max(2) as usize;
        let people = &PEOPLE[..seats];
        self.say(people[0], channel, &format!("/risk new preset:{preset}"));
        for &p in &people[1..] {
            self.say(p, channel, "/risk join");
        }
        if preset == "team" {
            for (i, &p) in people.iter().enumerate() {
                let team = if i % 2 == 0 { "A" } else { "B" };
                self.say(p, channel, &format!("/risk team team:{team}"));
            }
        }
        self.say(people[0], channel, "/risk status");
        self.say(people[0], channel, "/risk start");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for n in 0..MOVES {
            let Some((who, typed)) = self.next_move(channel, &mut rng) else {
                break;
            };
            self.say(who, channel, &typed);
            if n % 8 == 4 {
                self.say(who, channel, "/board");
                self.say(who, channel, "/board player:me");
                self.say(who, channel, "/hand");
                self.say(who, channel, "/territory name:Atlantis");
            }
        }
        self.say(people[0], channel, "/risk rules");
        self.say(people[0], channel, "/help command:attack");
        self.say(people[0], channel, "/history");
        for &p in people {
            self.say(p, channel, "/risk surrender");
        }
        let over = self
            .shadow
            .snapshot(ChannelKey(channel))
            .unwrap()
            .and_then(|s| s.game)
            .is_some_and(|g| g.is_over());
        assert!(over, "{} {preset}: the game did not end", self.lang);
    }
}

/// The first run of `[a-z]+(-[a-z]+)+` in `text` that is (or starts with) a key of the English
/// catalogue.
fn catalogue_key_in(text: &str) -> Option<String> {
    let runs = text.split(|c: char| !(c.is_ascii_lowercase() || c == '-'));
    for run in runs.filter(|r| r.contains('-')) {
        let parts: Vec<&str> = run.split('-').collect();
        for end in 2..=parts.len() {
            let key = parts[..end].join("-");
            if i18n::has_key(Lang::En, &key) {
                return Some(key);
            }
        }
    }
    None
}

/// `text` without its `code` spans.
fn without_code(text: &str) -> String {
    text.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, part)| part)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every preset in `lang` through the bot: within Discord's limits, no key shown, no English
/// left. Each language has its own bot, so the four run side by side.
fn every_preset_speaks(lang: Lang, seed: u64) {
    let mut failed = vec![];
    let mut run = Speaking::start(lang, seed);
    for (i, preset) in PRESETS.iter().enumerate() {
        let channel = CHANNEL + 20 + i as u64;
        run.play(preset.name, channel, 40 + i as u64);
    }
    run.check_new("the end");
    let (unknown, over, off_spec) = {
        let mut state = run.fake.state.lock().unwrap();
        // Reported with the rest here, not by the fake when it is dropped.
        let off_spec = std::mem::take(&mut state.off_spec);
        (state.unknown.clone(), state.over_limits.clone(), off_spec)
    };
    for (what, list) in [
        ("unknown endpoint", unknown),
        ("over Discord's limits", over),
        ("off Discord's OpenAPI description", off_spec),
    ] {
        failed.extend(list.into_iter().map(|x| format!("[{lang}] {what}: {x}")));
    }
    assert!(run.messages > 400, "{lang}: {} messages", run.messages);
    eprintln!(
        "{lang}: {} messages, {} texts checked, {} faults",
        run.messages,
        run.texts,
        run.faults.len()
    );
    // One line per kind of fault: the same words in many messages are one fault.
    let mut seen = std::collections::HashSet::new();
    for f in &run.faults {
        let kind: String = f.split("] ").nth(1).unwrap_or(f).chars().take(90).collect();
        if seen.insert(kind) {
            failed.push(f.clone());
        }
    }
    assert!(
        failed.is_empty(),
        "{} messages over Discord's limits or not in {lang}:\n{}",
        run.faults.len(),
        failed.join("\n")
    );
}

#[test]
fn every_preset_keeps_to_discords_limits_in_german() {
    every_preset_speaks(Lang::De, 300);
}

#[test]
fn every_preset_keeps_to_discords_limits_in_spanish() {
    every_preset_speaks(Lang::Es, 301);
}

#[test]
fn every_preset_keeps_to_discords_limits_in_french() {
    every_preset_speaks(Lang::Fr, 302);
}

#[test]
fn every_preset_keeps_to_discords_limits_in_brazilian_portuguese() {
    every_preset_speaks(Lang::PtBr, 303);
}

#[test]
fn every_preset_keeps_to_discords_limits_in_polish() {
    every_preset_speaks(Lang::Pl, 305);
}

#[test]
fn every_preset_keeps_to_discords_limits_in_italian() {
    every_preset_speaks(Lang::It, 304);
}

/// The checks must be seen to fail: a key, English, a label over 80 characters.
#[test]
fn the_message_check_catches_a_key_english_and_a_long_label() {
    assert_eq!(catalogue_key_in("⚔ list-two!"), Some("list-two".into()));
    assert_eq!(catalogue_key_in("setup:one-at-a-time"), None);
    assert_eq!(without_code("a `the board` b"), "a   b");
    let body = serde_json::json!({
        "content": "alice attacks Peru with 3 armies",
        "components": [{"type": 1, "components": [
            {"type": 2, "custom_id": "x", "label": "A".repeat(81)}
        ]}],
    });
    let (faults, texts) = check_message(&body);
    assert_eq!((faults.len(), texts), (3, 2), "{faults:?}");
    let fine = serde_json::json!({"content": "alice greift Peru mit 3 Armeen an"});
    assert_eq!(check_message(&fine), (vec![], 1));
}
