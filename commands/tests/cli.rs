//! The CLI subcommands as a user runs them: the real binary, its output and exit status.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;

use risk::ai::AiLevel;
use risk::service::{self, Actor, GameService, NewGame, SledStore};
use risk_bot::{console, out};

fn risk_bot(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_risk-bot"))
        .args(args)
        .output()
        .expect("risk-bot runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn odds_json_has_the_documented_keys() {
    let (code, out, _) = risk_bot(&["odds", "10", "10", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["attackers"], 10);
    assert_eq!(v["defenders"], 10);
    let p = v["win_probability"].as_f64().unwrap();
    assert!((0.47..0.49).contains(&p), "{p}");
    assert!(v["expected_attacker_losses"].as_f64().unwrap() > 0.0);
    assert!(v["expected_defender_losses"].as_f64().unwrap() > 0.0);
}

#[test]
fn simulate_plays_games_to_the_end_and_reports_them() {
    let (code, out, _) = risk_bot(&[
        "simulate",
        "--players",
        "4",
        "--games",
        "5",
        "--seed",
        "3",
        "--ai",
        "random,basic,random,basic",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 5);
    for g in games {
        assert!(g["winner"].is_u64(), "{g}");
        assert!(g["fault"].is_null());
    }
    assert_eq!(v["faults"], 0);
    let wins: u64 = v["wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(wins, 5);
}

#[test]
fn simulate_plays_on_a_named_board_a_generated_one_and_a_map_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("isles.toml");
    std::fs::write(&file, risk::sim::board_toml(9, 70)).unwrap();
    let file = file.to_str().unwrap();
    for (map, name, territories) in [
        ("classic", "classic", 42),
        ("generated-4-150", "generated-4-150", 150),
        (file, "generated-9-70", 70),
    ] {
        let args = ["simulate", "--games", "2", "--map", map, "--json"];
        let (code, out, err) = risk_bot(&args);
        assert_eq!(code, 0, "{map}: {err}");
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(
            (v["map"].as_str(), v["territories"].as_u64()),
            (Some(name), Some(territories))
        );
        assert_eq!(
            (v["faults"].as_u64(), v["unfinished"].as_u64()),
            (Some(0), Some(0)),
            "{v}"
        );
    }
    let (code, _, err) = risk_bot(&["simulate", "--map", "atlantis"]);
    assert_ne!(code, 0);
    assert!(
        err.contains("no shipped board has that name (classic"),
        "{err}"
    );
    let (code, _, err) = risk_bot(&["simulate", "--map", "generated-1-300"]);
    assert_ne!(code, 0);
    assert!(err.contains("6 to 255 territories, not 300"), "{err}");
    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, "name = \"bad\"\n").unwrap();
    let (code, _, err) = risk_bot(&["simulate", "--map", bad.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        err.contains("is refused") && err.contains("bad.toml"),
        "{err}"
    );
}

#[test]
fn a_reader_that_stops_reading_ends_the_output_quietly() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_risk-bot"))
        .args([
            "simulate",
            "--players",
            "4",
            "--games",
            "2000",
            "--no-check",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("risk-bot runs");
    // Read one line, then close the pipe, as `| head -1` does.
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("game    1: winner"), "{first}");
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(out::BROKEN_PIPE), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn bad_arguments_say_what_is_allowed() {
    let (code, _, err) = risk_bot(&["simulate", "--ai", "genius"]);
    assert_ne!(code, 0);
    assert!(
        err.contains("unknown AI level 'genius': use random, basic or strong"),
        "{err}"
    );
    let (code, _, err) = risk_bot(&["simulate", "--players", "3", "--ai", "random,basic"]);
    assert_ne!(code, 0);
    assert!(err.contains("give one, or one per seat"), "{err}");
    let (code, _, err) = risk_bot(&["simulate", "--preset", "nope"]);
    assert_ne!(code, 0);
    assert!(err.contains("choose one of classic"), "{err}");
}

/// Runs `risk-bot local` with `input` on stdin; returns the exit status, stdout and stderr.
fn local(args: &[&str], input: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_risk-bot"))
        .arg("local")
        .args(args)
        .env("RISK_SEED", "7")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("risk-bot runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_console_goes_on() {
    let input = b"alice: /board \xff\xfe Brazil\nalice: /risk status\n";
    let (code, out, err) = local(&["--players", "alice,ai,ai"], input);
    assert_eq!(code, 0, "stdout:\n{out}\nstderr:\n{err}");
    assert!(
        out.contains("[console] that line is not valid UTF-8 text; ignored."),
        "{out}"
    );
    // The next line is still read and answered.
    assert!(out.contains("[only alice sees] **classic**: "), "{out}");
}

/// `risk-bot local --lang de`: a console game in German. The transcript's own marks and
/// answers are German, the players' fogged board picture is described in German, a bad line
/// is refused in German, and the English ones are gone; a language it does not speak is
/// refused with the ones it does.
#[test]
fn a_console_game_in_german() {
    // `/spielplan spieler:me` is `/board player:me` by its German names, `/gebiet` is
    // `/territory`: each pair gets the same answer.
    let input = "alice: /board\n\
                 alice: /board player:me\nalice: /spielplan spieler:me\n\
                 alice: /territory North Africa\nalice: /gebiet North Africa\n\
                 alice: board\n"
        .as_bytes()
        .to_vec();
    let mut input = input;
    // A line that is not UTF-8.
    input.extend_from_slice(b"alice: /board \xff\n");
    let (code, out, err) = local(
        &[
            "--players",
            "alice,bob,ai",
            "--option",
            "fog=standard",
            "--lang",
            "de",
        ],
        &input,
    );
    assert_eq!(code, 0, "stdout:\n{out}\nstderr:\n{err}");
    for german in [
        "[Kanal] ",
        "[nur alice sieht] ",
        "[Bild, nur alice sieht es] RISK-Spielplan, Aufbau, Startarmeen werden gesetzt",
        "Der Nebel des Krieges verdeckt einen Teil des Spielplans.",
        "[nur alice sieht] Befehle beginnen mit /",
        "[Konsole] Diese Zeile ist kein gültiger UTF-8-Text; ignoriert.",
    ] {
        assert!(out.contains(german), "{german:?} missing:\n{out}");
    }
    for english in [
        "[channel]",
        "[only ",
        "[picture only",
        "RISK board",
        "commands start with",
        "[console]",
        "Unknown command",
        "has no option",
    ] {
        assert!(!out.contains(english), "{english:?} in German:\n{out}");
    }
    let private: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("[nur alice sieht] "))
        .collect();
    let same: Vec<&&str> = private
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| &w[0])
        .collect();
    assert_eq!(
        same.len(),
        2,
        "German and English names answer alike:\n{out}"
    );
    assert_ne!(same[0], same[1]);
    let (code, _, err) = local(&["--lang", "klingon"], b"");
    assert_ne!(code, 0);
    assert!(
        err.contains("'klingon' is not a language here: choose en, de, es, fr, pt-BR"),
        "{err}"
    );
}

#[test]
fn lobby_options_of_the_console_are_checked_like_risk_new() {
    let (code, _, err) = local(&["--option", "placement=sideways"], b"");
    assert_ne!(code, 0);
    assert!(err.contains("placement"), "{err}");
    assert!(err.contains("simultaneous"), "{err}");
    let (code, _, err) = local(&["--option", "turn_time"], b"");
    assert_ne!(code, 0);
    assert!(err.contains("key=value"), "{err}");
}

#[test]
fn a_seat_handed_to_the_ai_on_its_turn_moves_at_once_in_the_console() {
    // alice claims; bob is to move when the host hands his seat to the AI. The bot plays that
    // move on its scheduler's next wake-up; the console, which has none, plays it at once.
    let input =
        b"alice: /claim territory:Alaska\nalice: /risk kick player:bob\nalice: /risk status\n";
    // The books' setup, through the console's lobby options.
    let books = [
        "--option",
        "setup=claim",
        "--option",
        "placement=one-at-a-time",
    ];
    let (code, out, err) = local(
        &[&books[..], &["--players", "alice,bob,ai"]].concat(),
        input,
    );
    assert_eq!(code, 0, "stdout:\n{out}\nstderr:\n{err}");
    assert!(
        out.contains("setup claim, placement one-at-a-time"),
        "{out}"
    );
    assert!(
        out.contains("The AI takes over the seat of bob (AI)."),
        "{out}"
    );
    assert!(out.contains("🤖 **bob (AI)**: claims"), "{out}");
    // The table came back to alice, the only person left.
    assert!(
        out.contains("@alice alice, claim a free territory"),
        "{out}"
    );
}

/// The service commands `risk-bot local --players alice,bob,ai` runs to seat its players, in
/// order, as (who, command).
fn seating() -> Vec<(&'static str, service::Command)> {
    vec![
        (
            "alice",
            service::Command::New(Box::new(NewGame::preset("classic"))),
        ),
        ("bob", service::Command::Join { color: None }),
        (
            "alice",
            service::Command::AddAi {
                level: Some(AiLevel::Basic),
            },
        ),
        ("alice", service::Command::Start),
    ]
}

/// Stores what the console would have stored had it been killed after `done` seating commands.
fn stored_until(db: &Path, done: usize) {
    let store = Arc::new(SledStore::open(db).unwrap());
    let next = std::sync::atomic::AtomicU64::new(7);
    let svc = GameService::new(
        store,
        Arc::new(|| 1_900_000_000),
        Arc::new(move || next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)),
    );
    for (who, cmd) in seating().into_iter().take(done) {
        let actor = Actor {
            user: risk::service::UserKey::named(who),
            name: who.to_string(),
            admin: false,
            locale: None,
            guild_locale: None,
        };
        svc.handle(console::CHANNEL, &actor, cmd).unwrap();
    }
}

#[test]
fn a_console_killed_while_seating_resumes_into_a_started_game() {
    // Every point a kill can fall between the seating commands: nothing stored, the lobby
    // opened, bob seated, the AI seated, the game started.
    for done in 0..=4 {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("db");
        stored_until(&db, done);
        let (code, out, err) = local(
            &["--db", db.to_str().unwrap(), "--players", "alice,bob,ai"],
            b"alice: /risk status\n",
        );
        assert_eq!(code, 0, "after {done} commands: {err}");
        let status = out
            .lines()
            .find(|l| l.starts_with("[only alice sees] "))
            .unwrap_or_else(|| panic!("after {done} commands, no status in:\n{out}"));
        assert!(
            status.starts_with("[only alice sees] **classic**: "),
            "after {done} commands the status is not a started game: {status}\n{out}"
        );
        let state = GameService::new(
            Arc::new(SledStore::open(&db).unwrap()),
            Arc::new(|| 1_900_000_000),
            Arc::new(|| 1),
        )
        .snapshot(console::CHANNEL)
        .unwrap()
        .unwrap();
        let seats: Vec<(&str, bool)> = state
            .seats
            .iter()
            .map(|x| (x.name.as_str(), x.is_ai()))
            .collect();
        assert_eq!(seats.len(), 3, "after {done} commands: {seats:?}");
        assert!(seats.contains(&("alice", false)) && seats.contains(&("bob", false)));
        assert_eq!(seats.iter().filter(|x| x.1).count(), 1, "{seats:?}");
    }
}

/// Runs the console twice on one database: the second run resumes the first's game and says
/// whose turn it is, with the prompt (issue 26, item 17).
#[test]
fn a_resumed_console_game_says_whose_turn_it_is_and_prompts_them() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let db = db.to_str().unwrap();
    // Claimed in turn: alice claims, then it is bob's turn.
    let args = [
        "--db",
        db,
        "--option",
        "setup=claim",
        "--option",
        "placement=one-at-a-time",
        "--players",
        "alice,bob,ai",
    ];
    let (code, out, err) = local(&args, b"alice: /claim territory:Alaska\n");
    assert_eq!(code, 0, "stdout:\n{out}\nstderr:\n{err}");
    // The prompt as the turn came to bob (under alice's claim), up to its deadline's distance.
    let until_deadline = |l: &str| l.split(" Deadline:").next().unwrap_or("").to_string();
    let prompt = out
        .lines()
        .rev()
        .find(|l| l.starts_with("bob, claim a free territory"))
        .map(until_deadline)
        .unwrap_or_else(|| panic!("bob is not prompted after alice's claim:\n{out}"));
    let (code, out, err) = local(&args, b"");
    assert_eq!(code, 0, "stdout:\n{out}\nstderr:\n{err}");
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("Resuming the saved game."), "{out}");
    // The same prompt, pinging bob.
    assert_eq!(
        lines.next().map(until_deadline),
        Some(format!("[channel] @bob {prompt}")),
        "{out}"
    );
    // Everyone placing at once (the classic preset): each of them is called.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let args = ["--db", db.to_str().unwrap(), "--players", "alice,bob,ai"];
    let (code, _, err) = local(&args, b"");
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = local(&args, b"");
    assert_eq!(code, 0, "{err}");
    let second = out.lines().nth(1).unwrap_or_default();
    assert!(
        second.starts_with("[channel] @alice @bob Everyone places their starting armies now"),
        "{out}"
    );
}

#[test]
fn presets_are_listed_in_plain_words_in_aligned_columns() {
    let (code, out, _) = risk_bot(&["presets"]);
    assert_eq!(code, 0);
    for debug in [
        "{",
        "::",
        "OneAtATime",
        "SecretMission",
        "Some(",
        "None",
        "Twelve",
    ] {
        assert!(!out.contains(debug), "a Rust form '{debug}' in:\n{out}");
    }
    // Each preset's first line: its name at column 0, the book and the players in columns.
    let firsts: Vec<&str> = out
        .lines()
        .filter(|l| !l.starts_with(' ') && l.contains(" players "))
        .collect();
    assert_eq!(firsts.len(), risk::engine::rules::PRESETS.len(), "{out}");
    let col = |l: &str, what: &str| l.find(what).unwrap();
    let (book, players) = (col(firsts[0], "003"), col(firsts[0], "3-5 players"));
    for l in &firsts {
        let name = l.split(' ').next().unwrap();
        let preset = risk::engine::rules::preset(name).expect("a preset name first");
        assert_eq!(col(l, preset.book), book, "{l}");
        let b = l.as_bytes();
        assert!(b[players].is_ascii_digit() && b[players - 1] == b' ', "{l}");
        // The summary starts after the players column (11 wide) and two spaces.
        assert!(b[players + 12] == b' ' && b[players + 13] != b' ', "{l}");
    }
    assert!(out.contains("win by completing a secret mission (12-card deck)"));
    // The options' words are the service's, as /risk new declares them.
    for option in [
        "setup",
        "placement",
        "fortify",
        "card_values",
        "neutral_setup",
    ] {
        let words = risk::service::declared_words(option).join("|");
        assert!(
            out.contains(&format!("{option} {words}")),
            "{option}: {out}"
        );
    }
    // Each preset as /risk new plays it, with the book's setup where that differs.
    let classic: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("classic "))
        .collect();
    assert!(
        classic[1].contains("territories dealt; starting armies placed by everyone at once"),
        "{out}"
    );
    assert!(
        classic[3].contains(
            "the book's setup: territories claimed in turn; starting armies placed one at a \
             time (setup:claim placement:one-at-a-time)"
        ),
        "{out}"
    );
    // 003_959c08df1c77c745.txt, GAME 3 step 4; 004_f15c8e3bd224a756.txt, 2-player setup.
    let two = |name: &str| {
        let at = out.find(&format!("\n{name} ")).unwrap();
        out[at + 1..].lines().nth(3).unwrap().to_string()
    };
    assert!(two("two-player").ends_with("own armies placed first, then the neutral ones"));
    assert!(two("two-player-neutrals").ends_with("own and neutral armies placed every round"));
    // The book codes of the second column are explained.
    assert!(out.contains("Books: 000 and 001 are"), "{out}");
}

#[test]
fn health_is_unhealthy_without_a_running_bot() {
    let out = Command::new(env!("CARGO_BIN_EXE_risk-bot"))
        .arg("health")
        .env("RISK_METRICS_ADDR", "127.0.0.1:1")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("unhealthy"));
}

/// A finished game in a sled database: alice, bob and carol play (as the basic AI would) until
/// some dice were rolled, then alice and bob surrender and carol wins. Returns the channel.
fn finished_game(db: &Path) -> service::ChannelKey {
    use rand::SeedableRng;
    let store = Arc::new(SledStore::open(db).unwrap());
    let svc = GameService::new(store, Arc::new(|| 1_700_000_000), Arc::new(|| 4242));
    let ch = service::ChannelKey(77);
    let people: Vec<Actor> = ["alice", "bob", "carol"]
        .iter()
        .enumerate()
        .map(|(i, n)| Actor {
            user: service::UserKey(i as u64 + 1),
            name: n.to_string(),
            admin: false,
            locale: None,
            guild_locale: None,
        })
        .collect();
    let run = |who: &Actor, cmd| svc.handle(ch, who, cmd).unwrap();
    run(
        &people[0],
        service::Command::New(Box::new(NewGame::preset("classic"))),
    );
    for p in &people[1..] {
        run(p, service::Command::Join { color: None });
    }
    run(&people[0], service::Command::Start);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let mut battles = 0;
    while battles < 3 {
        let s = svc.snapshot(ch).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        let me = g.current();
        let who = people
            .iter()
            .find(|a| s.seat_of(a.user) == Some(me))
            .unwrap();
        let action = AiLevel::Basic.act(g, me, &mut rng);
        let out = run(who, service::Command::for_action(&s, g, action));
        battles += out.public.iter().filter(|p| p.text.contains('🎲')).count();
    }
    for p in &people[..2] {
        run(p, service::Command::Surrender);
    }
    ch
}

#[test]
fn verify_checks_a_stored_game_and_its_game_file_and_finds_a_changed_roll() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let ch = finished_game(&db);
    let file = dir.path().join("game.json");
    let (db_s, ch_s, file_s) = (
        db.to_str().unwrap(),
        ch.0.to_string(),
        file.to_str().unwrap().to_string(),
    );
    let (code, out, err) =
        risk_bot(&["verify", "--db", db_s, "--channel", &ch_s, "--out", &file_s]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("✅ Game 1 verified: the seed 4242"), "{out}");
    let (code, out, _) = risk_bot(&["verify", &file_s]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("✅"), "{out}");
    assert!(
        out.contains("Its players (alice, bob, carol) and preset (classic) are the ones"),
        "{out}"
    );
    assert!(out.contains("Who did what matches the record"), "{out}");
    // Renamed players (in the seats and as the actors of the log) no longer verify.
    let text = std::fs::read_to_string(&file).unwrap();
    let renamed = dir.path().join("renamed.json");
    std::fs::write(&renamed, text.replace("\"alice\"", "\"mallory\"")).unwrap();
    let (code, out, _) = risk_bot(&["verify", renamed.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("❌ Verification failed: "), "{out}");
    // Only the actors renamed: the record posted with the seed no longer matches.
    let acted = dir.path().join("acted.json");
    let text = text.replace("\"actor\": \"alice\"", "\"actor\": \"mallory\"");
    assert!(text.contains("mallory"), "the file names alice as an actor");
    std::fs::write(&acted, text).unwrap();
    let (code, out, _) = risk_bot(&["verify", acted.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("❌ Verification failed: Who did what in the file's log is not what"),
        "{out}"
    );
    // Only the seats renamed.
    let mut seats: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    seats["seats"][0] = serde_json::json!("mallory");
    let seated = dir.path().join("seated.json");
    std::fs::write(&seated, seats.to_string()).unwrap();
    let (code, out, _) = risk_bot(&["verify", seated.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("❌ Verification failed: The players (mallory, bob, carol) and the preset"),
        "{out}"
    );
    // One die of the file changed: the verdict names the log entry and the dice.
    let mut game: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    // The file names the players as they played, not as "alice (surrendered)".
    assert_eq!(game["seats"], serde_json::json!(["alice", "bob", "carol"]));
    let entry = game["entries"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|e| {
            e["steps"]
                .as_array()
                .unwrap()
                .iter()
                .any(|s| s.get("dice").is_some())
        })
        .unwrap();
    let n = entry["n"].as_u64().unwrap();
    let step = entry["steps"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|s| s.get("dice").is_some())
        .unwrap();
    let die = step["dice"][0].as_u64().unwrap();
    step["dice"][0] = serde_json::json!(die % 6 + 1);
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, serde_json::to_vec(&game).unwrap()).unwrap();
    let (code, out, _) = risk_bot(&["verify", bad.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(&format!("❌ Verification failed: #{n} ")),
        "{out}"
    );
    assert!(out.contains("the game posted the dice"), "{out}");
}

/// `DISCORD_TOKEN=` (empty, as `.env.example` ships it) is no token: the bot exits at once with
/// the message for an unset token instead of trying Discord with it.
#[test]
fn an_empty_discord_token_is_not_set() {
    let dir = tempfile::tempdir().unwrap();
    for value in [None, Some(""), Some("  ")] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_risk-bot"));
        cmd.arg("serve")
            .current_dir(dir.path())
            .env("RISK_DB_PATH", dir.path().join("db"))
            // Were the token used, the bot would retry this closed port without end.
            .env("DISCORD_API_BASE", "http://127.0.0.1:1")
            .env_remove("RISK_METRICS_ADDR")
            .stdin(Stdio::null());
        match value {
            Some(v) => cmd.env("DISCORD_TOKEN", v),
            None => cmd.env_remove("DISCORD_TOKEN"),
        };
        let mut child = cmd.stderr(Stdio::piped()).spawn().unwrap();
        let end = std::time::Instant::now() + std::time::Duration::from_secs(20);
        let status = loop {
            if let Some(s) = child.try_wait().unwrap() {
                break s;
            }
            if std::time::Instant::now() > end {
                let _ = child.kill();
                panic!("DISCORD_TOKEN={value:?}: still running, trying Discord");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        };
        let mut err = String::new();
        std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
        assert_eq!(status.code(), Some(2), "DISCORD_TOKEN={value:?}: {err}");
        assert!(err.contains("DISCORD_TOKEN is not set"), "{value:?}: {err}");
        assert!(!dir.path().join("db").exists(), "no database is created");
    }
}

/// Every file under `dir` with its mode bits, directories included.
#[cfg(unix)]
fn modes(dir: &Path) -> Vec<(std::path::PathBuf, u32)> {
    use std::os::unix::fs::PermissionsExt;
    let mut out = vec![(
        dir.to_path_buf(),
        std::fs::metadata(dir).unwrap().permissions().mode() & 0o777,
    )];
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        if e.file_type().unwrap().is_dir() {
            out.extend(modes(&e.path()));
        } else {
            out.push((e.path(), e.metadata().unwrap().permissions().mode() & 0o777));
        }
    }
    out
}

/// The database, exports and their directories hold running games' seeds, hands and missions:
/// only the bot's user may read them (files 0600, directories 0700), whatever the umask.
#[cfg(unix)]
#[test]
fn the_database_and_exports_are_readable_by_the_bot_s_user_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    {
        let store = Arc::new(SledStore::open(&db).unwrap());
        let svc = GameService::new(store.clone(), Arc::new(|| 1_700_000_000), Arc::new(|| 7));
        let ch = service::ChannelKey(5);
        let who = |i: u64, n: &str| Actor {
            user: service::UserKey(i),
            name: n.into(),
            admin: false,
            locale: None,
            guild_locale: None,
        };
        let new = service::Command::New(Box::new(NewGame::preset("secret-mission")));
        svc.handle(ch, &who(1, "alice"), new).unwrap();
        svc.handle(ch, &who(2, "bob"), service::Command::Join { color: None })
            .unwrap();
        svc.handle(ch, &who(3, "carol"), service::Command::Join { color: None })
            .unwrap();
        svc.handle(ch, &who(1, "alice"), service::Command::Start)
            .unwrap();
        store.flush().unwrap();
    }
    // Opened again (as at every start), then what sled made since is covered too.
    drop(SledStore::open(&db).unwrap());
    let found = modes(&db);
    assert!(found.len() > 2, "{found:?}");
    for (path, mode) in &found {
        let want = if path.is_dir() { 0o700 } else { 0o600 };
        assert_eq!(*mode, want, "{} is {mode:o}", path.display());
    }

    let out = dir.path().join("export.jsonl");
    // An export over a file that others could read narrows it too.
    std::fs::write(&out, "old").unwrap();
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o644)).unwrap();
    for _ in 0..2 {
        let (code, stdout, err) = risk_bot(&[
            "db",
            "export",
            "--db",
            db.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{stdout}{err}");
        let mode = std::fs::metadata(&out).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "the export is {mode:o}");
        std::fs::remove_file(&out).unwrap();
    }
}

/// The console logs the table's lifecycle lines as `serve` does (on stderr, at `RUST_LOG=info`),
/// with every text field quoted; without `RUST_LOG` it keeps the terminal to the game.
#[test]
fn the_console_logs_the_lifecycle_lines_with_quoted_text_fields() {
    let run = |rust_log: Option<&str>| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_risk-bot"));
        cmd.args(["local", "--players", "alice,ai,ai"])
            .env("RISK_SEED", "7")
            .env("NO_COLOR", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        match rust_log {
            Some(v) => cmd.env("RUST_LOG", v),
            None => cmd.env_remove("RUST_LOG"),
        };
        let mut child = cmd.spawn().unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(b"alice: /risk surrender\n")
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let err = run(Some("info"));
    for line in [
        r#"lobby opened channel=1 game=1 preset="classic" host="alice""#,
        r#"player joined channel=1 game=1 player="AI 1 (basic)" ai=true"#,
        r#"game started channel=1 game=1 preset="classic" seats=3 humans=1"#,
        r#"player surrendered channel=1 game=1 player="alice" command="risk surrender""#,
        r#"game ended channel=1 game=1 winner="nobody" turns=0"#,
    ] {
        assert!(
            err.lines()
                .any(|l| l.contains(" INFO ") && l.contains(line)),
            "no `{line}` in:\n{err}"
        );
    }
    assert!(!run(None).contains(" INFO "), "info lines without RUST_LOG");
}

/// Every log field holding text is recorded as a quoted string (`error="…"`), never through its
/// `Display` (`%`), which writes it bare and lets it run into the next field: checked over the
/// sources of both crates, so a new log line keeps the format docs/operating.md describes.
#[test]
fn no_log_field_is_written_bare_through_display() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut bare = Vec::new();
    let mut dirs = vec![root.join("src"), root.join("commands/src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (i, line) in text.lines().enumerate() {
                    // A field `name = %value` (only tracing's macros read `= %`; a field
                    // may stand on a line of its own).
                    if line.contains(" = %") && !line.trim_start().starts_with("//") {
                        bare.push(format!("{}:{}: {}", path.display(), i + 1, line.trim()));
                    }
                }
            }
        }
    }
    assert!(bare.is_empty(), "fields written bare: {bare:#?}");
}

/// `db export --guilds` writes only those servers' tables (with their logs) and settings; a
/// table whose server is not recorded is named and left out; `db import` adds the export to
/// another database beside its own tables. `--shards` picks servers by their gateway shard.
#[test]
fn an_export_of_some_servers_moves_only_their_tables_to_another_database() {
    use risk::service::{ChannelKey, GuildKey, Membership, Store};
    let dir = tempfile::tempdir().unwrap();
    let (db, other) = (dir.path().join("db"), dir.path().join("other"));
    // Servers whose events arrive on shard 0 and 1 of 2: (guild >> 22) % 2.
    let (on_0, on_1) = (4u64 << 22, (5u64 << 22) + 9);
    {
        let store = Arc::new(SledStore::open(&db).unwrap());
        for g in [on_0, on_1] {
            let settings = service::ServerSettings::default();
            store.save_settings(GuildKey(g), &settings).unwrap();
        }
        let svc = GameService::new(store, Arc::new(|| 1_700_000_000), Arc::new(|| 7));
        let alice = Actor {
            user: service::UserKey(1),
            name: "alice".into(),
            admin: true,
            locale: None,
            guild_locale: None,
        };
        let open = |ch: u64, guild: Option<u64>| {
            let member = guild.map(|g| Membership {
                guild: GuildKey(g),
                roles: vec![],
            });
            let new = service::Command::New(Box::new(NewGame::preset("classic")));
            svc.handle_in_server(ChannelKey(ch), &alice, member.as_ref(), new)
                .unwrap();
        };
        open(10, Some(on_0));
        open(11, Some(on_1));
        open(12, None);
        let other_store = Arc::new(SledStore::open(&other).unwrap());
        let theirs = GameService::new(other_store, Arc::new(|| 1_700_000_000), Arc::new(|| 8));
        let new = service::Command::New(Box::new(NewGame::preset("classic")));
        theirs.handle(ChannelKey(20), &alice, new).unwrap();
    }
    let out = dir.path().join("part.jsonl");
    let (db_s, out_s, other_s) = (
        db.to_str().unwrap(),
        out.to_str().unwrap(),
        other.to_str().unwrap(),
    );
    let guild = on_1.to_string();
    let (code, stdout, stderr) = risk_bot(&[
        "db", "export", "--db", db_s, "--out", out_s, "--guilds", &guild,
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains(&format!("of servers {on_1} to")),
        "{stdout}"
    );
    assert!(
        stderr.contains("left out 1 channels whose server is not recorded")
            && stderr.contains("12"),
        "{stderr}"
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let channels: std::collections::BTreeSet<u64> = text
        .lines()
        .skip(1)
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v["key"]["channel"].as_u64())
        .collect();
    assert_eq!(channels, [11].into_iter().collect(), "{text}");
    let servers: Vec<u64> = text
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v["key"]["guild"].as_u64())
        .collect();
    assert_eq!(
        servers,
        vec![on_1],
        "its settings, not the other server's: {text}"
    );

    let (code, stdout, stderr) = risk_bot(&["db", "import", out_s, "--db", other_s]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.starts_with("imported "), "{stdout}");
    let store = SledStore::open(&other).unwrap();
    let mut there = store.channels().unwrap();
    there.sort();
    assert_eq!(
        there,
        vec![ChannelKey(11), ChannelKey(20)],
        "added beside its own"
    );
    let moved = store.load(ChannelKey(11)).unwrap().unwrap();
    assert_eq!(moved.guild, Some(on_1));
    drop(store);

    // By shard: shard 0 of 2 is the other server.
    let (code, stdout, stderr) = risk_bot(&[
        "db", "export", "--db", db_s, "--out", out_s, "--shards", "0/2",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("of the servers of shards 0/2"), "{stdout}");
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.contains("\"channel\":10") && !text.contains("\"channel\":11"),
        "{text}"
    );

    // A bad range is refused in words and writes nothing.
    std::fs::remove_file(&out).unwrap();
    let (code, _, stderr) = risk_bot(&[
        "db", "export", "--db", db_s, "--out", out_s, "--shards", "2/2",
    ]);
    assert_ne!(code, 0);
    assert!(
        stderr.contains("shard 2 does not exist out of 2") && stderr.contains("FIRST-LAST/TOTAL"),
        "{stderr}"
    );
    assert!(!out.exists());
}

/// `risk-bot serve` refuses a bad `RISK_SHARDS` in words, and a database holding a table of a
/// server another shard's process serves (its deadlines would be played twice), before
/// connecting to Discord.
#[test]
fn serve_refuses_a_bad_shard_range_and_a_database_of_other_shards_servers() {
    use risk::service::{ChannelKey, GuildKey, Membership};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let on_1 = (5u64 << 22) + 9;
    {
        let store = Arc::new(SledStore::open(&db).unwrap());
        let svc = GameService::new(store, Arc::new(|| 1_700_000_000), Arc::new(|| 7));
        let alice = Actor {
            user: service::UserKey(1),
            name: "alice".into(),
            admin: false,
            locale: None,
            guild_locale: None,
        };
        let member = Membership {
            guild: GuildKey(on_1),
            roles: vec![],
        };
        let new = service::Command::New(Box::new(NewGame::preset("classic")));
        svc.handle_in_server(ChannelKey(10), &alice, Some(&member), new)
            .unwrap();
    }
    let serve = |shards: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_risk-bot"))
            .arg("serve")
            .current_dir(dir.path())
            .env("DISCORD_TOKEN", "fake-token")
            .env("RISK_DB_PATH", &db)
            .env("RISK_SHARDS", shards)
            // Were it to connect, the bot would retry this closed port without end.
            .env("DISCORD_API_BASE", "http://127.0.0.1:1")
            .env_remove("RISK_METRICS_ADDR")
            .stdin(Stdio::null())
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, err) = serve("3-1/4");
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("RISK_SHARDS=\"3-1/4\": the first shard (3) comes after the last (1)")
            && err.contains("e.g. 0-3/8"),
        "{err}"
    );
    let (code, err) = serve("0/2");
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("holds tables of 1 servers that RISK_SHARDS=0/2 does not serve")
            && err.contains(&format!("server {on_1} is on shard 1 of 2"))
            && err.contains("--shards 0/2"),
        "{err}"
    );
}

#[test]
fn map_import_adds_a_server_board_that_maps_lists_and_local_plays() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let db = db.to_str().unwrap();
    let mut text = String::from("name = \"Sixland\"\nwild_cards = 2\nadjacencies = [\n");
    for i in 0..6 {
        text.push_str(&format!(
            "  {{ a = \"S{i}\", b = \"S{}\" }},\n",
            (i + 1) % 6
        ));
    }
    text.push_str("]\n[[continents]]\nname = \"East\"\nbonus = 2\n");
    text.push_str("[[continents]]\nname = \"West\"\nbonus = 2\n");
    for i in 0..6 {
        let (c, d) = (
            ["East", "West"][i / 3],
            ["infantry", "cavalry", "artillery"][i % 3],
        );
        text.push_str(&format!(
            "[[territories]]\nname = \"S{i}\"\ncontinent = \"{c}\"\ndesign = \"{d}\"\n"
        ));
    }
    let file = dir.path().join("six.toml");
    std::fs::write(&file, &text).unwrap();
    let bad = dir.path().join("bad.toml");
    std::fs::write(
        &bad,
        text.replace("continent = \"West\"", "continent = \"Up\""),
    )
    .unwrap();
    let (code, _, err) = risk_bot(&[
        "map",
        "import",
        bad.to_str().unwrap(),
        "--guild",
        "5",
        "--db",
        db,
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("bad.toml was not added") && err.contains("'Up'"),
        "{err}"
    );
    // A file over the cap is refused by its size, unread: a sparse 100 MB file.
    let huge = dir.path().join("huge.toml");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(100 << 20)
        .unwrap();
    let (code, _, err) = risk_bot(&[
        "map",
        "import",
        huge.to_str().unwrap(),
        "--guild",
        "5",
        "--db",
        db,
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("104,857,600 bytes; a server's map file is at most 262,144 bytes"),
        "{err}"
    );
    let (code, out, err) = risk_bot(&[
        "map",
        "import",
        file.to_str().unwrap(),
        "--guild",
        "5",
        "--db",
        db,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Added the board Sixland (6 territories, 2 continents)"),
        "{out}"
    );
    let (code, out, _) = risk_bot(&["maps", "--db", db, "--guild", "5"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("classic (42 territories, 6 continents)"),
        "{out}"
    );
    let id = out
        .lines()
        .find_map(|l| l.trim().strip_prefix("Sixland = "))
        .expect("the server's name for it")
        .trim()
        .to_string();
    assert!(
        out.contains(&format!("{id} (6 territories, 2 continents) from six.toml")),
        "{out}"
    );
    let option = format!("map={id}");
    let (_, text, _) = local(
        &["--db", db, "--option", &option, "--players", "alice,ai,ai"],
        b"",
    );
    assert!(
        text.contains("on the board Sixland (6 territories, 2 continents)"),
        "{text}"
    );
    // Each tool in a process of its own, which knows the board only from the database: the
    // check reads the stored game on it, a salvage export carries the board and the game, and
    // an import into an empty database brings both back.
    let (code, out, err) = risk_bot(&["db", "check", "--db", db]);
    assert_eq!(code, 0, "{out}{err}");
    let export = dir.path().join("all.jsonl");
    let args = ["db", "export", "--db", db, "--salvage", "--out"];
    let (code, _, err) = risk_bot(&[&args[..], &[export.to_str().unwrap()]].concat());
    assert_eq!(code, 0, "{err}");
    let lines = std::fs::read_to_string(&export).unwrap();
    assert!(
        lines.contains("\"kind\":\"board\""),
        "no board record exported"
    );
    assert!(lines.contains("\"kind\":\"session\""), "no table exported");
    let fresh = dir.path().join("fresh");
    let fresh = fresh.to_str().unwrap();
    let (code, _, err) = risk_bot(&["db", "import", export.to_str().unwrap(), "--db", fresh]);
    assert_eq!(code, 0, "{err}");
    let (code, out, _) = risk_bot(&["maps", "--db", fresh]);
    assert_eq!(code, 0);
    assert!(out.contains(&format!("{id} (6 territories")), "{out}");
    let (code, out, err) = risk_bot(&["db", "check", "--db", fresh]);
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn render_draws_a_simulated_game_on_a_shipped_board_or_a_map_file() {
    let dir = tempfile::tempdir().unwrap();
    // The PNG's width, from its header.
    let width = |path: &Path| {
        let b = std::fs::read(path).unwrap();
        assert_eq!(&b[1..4], b"PNG");
        u32::from_be_bytes([b[16], b[17], b[18], b[19]])
    };
    let out = dir.path().join("germany.png");
    let (code, stdout, err) = risk_bot(&[
        "render",
        "--map",
        "germany",
        "--turns",
        "3",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(stdout.starts_with("wrote "), "{stdout}");
    assert_eq!(
        width(&out),
        1400,
        "the narrowest canvas of a computed layout"
    );
    // A map file without positions: laid out by continents.
    let file = dir.path().join("ring.toml");
    let mut text = String::from("name = \"ring\"\nwild_cards = 2\nadjacencies = [\n");
    for i in 0..8 {
        text += &format!("{{ a = \"Place {i}\", b = \"Place {}\" }},\n", (i + 1) % 8);
    }
    text += "]\n[[continents]]\nname = \"East\"\nbonus = 2\n[[continents]]\nname = \"West\"\nbonus = 2\n";
    for i in 0..8 {
        let c = if i < 4 { "East" } else { "West" };
        text += &format!(
            "[[territories]]\nname = \"Place {i}\"\ncontinent = \"{c}\"\ndesign = \"cavalry\"\n"
        );
    }
    std::fs::write(&file, text).unwrap();
    let out = dir.path().join("ring.png");
    let (code, _, err) = risk_bot(&[
        "render",
        "--map",
        file.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(width(&out) >= 1400);
    // Neither a board nor a file: the shipped names are listed, nothing is written.
    let out = dir.path().join("none.png");
    let (code, _, err) = risk_bot(&[
        "render",
        "--map",
        "atlantis",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert!(
        err.contains("atlantis") && err.contains("classic, germany, europe, us-states"),
        "{err}"
    );
    assert!(!out.exists());
}

#[test]
fn map_check_and_map_import_refuse_a_board_where_every_pair_borders() {
    // Issue 40: 255 territories, every pair bordering (each listed once), a file under the
    // upload limit: refused in words with the count and the limit, by both, with exit 1.
    let dir = tempfile::tempdir().unwrap();
    let mut text = String::from("name Everything\n[continents]\n");
    for c in 0..26 {
        text += &format!("C{c} 2 red\n");
    }
    text += "[countries]\n";
    for i in 1..=255 {
        text += &format!("{i} T{i} {} {i} {i}\n", (i - 1) / 10 + 1);
    }
    text += "[borders]\n";
    for i in 1..=255 {
        let rest: Vec<String> = (i + 1..=255).map(|j| j.to_string()).collect();
        text += &format!("{i} {}\n", rest.join(" "));
    }
    let file = dir.path().join("everything.map");
    std::fs::write(&file, &text).unwrap();
    // Numbers as English writes them (issue 44): grouped by thousands.
    let limit = risk::engine::map::MAX_BORDER_PAIRS as f64;
    let limit = risk::i18n::numbers::number(risk::i18n::Decimal::fixed(limit, 0));
    let want = format!(
        "the map has 32,385 borders (pairs of bordering territories); a board may have at most {limit}"
    );
    let (code, out, _) = risk_bot(&["map", "check", file.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains(&want), "{out}");
    let db = dir.path().join("db");
    let (code, out, err) = risk_bot(&[
        "map",
        "import",
        file.to_str().unwrap(),
        "--guild",
        "5",
        "--db",
        db.to_str().unwrap(),
    ]);
    assert_ne!(code, 0, "{out}{err}");
    assert!(format!("{out}{err}").contains(&want), "{out}{err}");
}

#[test]
fn map_check_prints_the_board_or_every_problem_and_refuses_with_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("Two_Isles.map");
    let mut text =
        String::from("[Map]\nimage=isles.bmp\n\n[Continents]\nWest=2\nEast=3\n\n[Territories]\n");
    for (i, name) in ["Ash", "Birch", "Cedar", "Dune", "Elm", "Fen"]
        .iter()
        .enumerate()
    {
        let (continent, next) = if i < 3 {
            ("West", i + 1)
        } else {
            ("East", (i + 1) % 6)
        };
        let next = ["Ash", "Birch", "Cedar", "Dune", "Elm", "Fen"][next];
        text += &format!("{name},{},{},{continent},{next}\n", i * 10, i * 5);
    }
    std::fs::write(&good, &text).unwrap();
    let (code, out, err) = risk_bot(&["map", "check", good.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    for line in [
        "Format: Conquest .map",
        "Name: Two Isles",
        "Territories: 6",
        "Continents: 2",
        "  West  bonus   2    3 territories",
        "  East  bonus   3    3 territories",
        "Borders: 6 (0 by sea)",
        "Cards: 6 territory cards and 2 wild",
        "Accepted.",
    ] {
        assert!(
            out.lines().any(|l| l == line),
            "no line {line:?} in:\n{out}"
        );
    }
    // Every border was listed one way only (each names the next): six notes, each with its line.
    assert_eq!(out.matches("is listed one way only").count(), 6, "{out}");
    assert!(
        out.contains("  - line 9: the border 'Ash' -> 'Birch'"),
        "{out}"
    );

    let bad = dir.path().join("bad.xml");
    std::fs::write(
        &bad,
        "<map>\n<continent><name>C</name><bonus>-1</bonus></continent>\n\
         <territory><name>A</name><borders><border>B</border></borders></territory>\n</map>\n",
    )
    .unwrap();
    let (code, out, _) = risk_bot(&["map", "check", bad.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("Format: Conquer Club XML"), "{out}");
    assert!(out.contains("Refused: 4 problems"), "{out}");
    assert!(
        out.contains(
            "  - <continent> 1 'C' (line 2): continent 'C' has bonus -1; a bonus is 0 to 100"
        ),
        "{out}"
    );
    assert!(
        out.contains("  - <territory> 1 'A' (line 3): border 'A' - 'B' names territory 'B'"),
        "{out}"
    );
    assert!(
        out.contains("a map holds 6 to 255 territories, this one has 1"),
        "{out}"
    );

    // Over the size limit: refused by its size (a sparse file: nothing is read).
    let huge = dir.path().join("huge.map");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(100 << 20)
        .unwrap();
    let (code, out, _) = risk_bot(&["map", "check", huge.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "the file has 104,857,600 bytes; a server's map file is at most 262,144 bytes (256 KB)"
        ),
        "{out}"
    );
}

/// A database sled refuses as it is (a flipped byte in its settings file `conf`, or in its
/// snapshot): `db check` says so and exits 1, naming the salvage that saves its records, and
/// that salvage gives back every record a plain export of the undamaged database gives.
#[test]
fn check_fails_on_a_database_sled_will_not_open_and_names_the_salvage() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    finished_game(&db);
    let plain = dir.path().join("plain.jsonl");
    let args = ["db", "export", "--db", db.to_str().unwrap(), "--out"];
    let (code, _, err) = risk_bot(&[&args[..], &[plain.to_str().unwrap()]].concat());
    assert_eq!(code, 0, "{err}");
    let records = |file: &Path| {
        let mut lines: Vec<String> = std::fs::read_to_string(file)
            .unwrap()
            .lines()
            .skip(1)
            .map(str::to_string)
            .collect();
        lines.sort();
        lines
    };
    let snapshots: Vec<String> = std::fs::read_dir(&db)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("snap."))
        .collect();
    assert!(!snapshots.is_empty(), "sled left no snapshot");
    for victim in std::iter::once("conf".to_string()).chain(snapshots) {
        let copy = dir.path().join(format!("damaged-{victim}"));
        std::fs::create_dir(&copy).unwrap();
        for e in std::fs::read_dir(&db).unwrap().flatten() {
            if e.path().is_file() {
                std::fs::copy(e.path(), copy.join(e.file_name())).unwrap();
            }
        }
        let file = copy.join(&victim);
        let mut bytes = std::fs::read(&file).unwrap();
        let at = if victim == "conf" { 3 } else { bytes.len() / 2 };
        bytes[at] ^= 0x5a;
        std::fs::write(&file, &bytes).unwrap();
        let copy = copy.to_str().unwrap();
        let out_file = dir.path().join(format!("{victim}.jsonl"));
        let out = out_file.to_str().unwrap();
        let (code, _, err) = risk_bot(&["db", "export", "--db", copy, "--out", out]);
        assert_ne!(code, 0, "{victim}: sled opened the damaged copy: {err}");
        let (code, out_text, err) = risk_bot(&["db", "check", "--db", copy]);
        assert_eq!(code, 1, "{victim}: {out_text}{err}");
        assert!(
            err.contains("sled will not open the database")
                && err.contains("db export --salvage")
                && err.contains("db import"),
            "{victim}: {err}"
        );
        let (code, _, err) = risk_bot(&["db", "export", "--salvage", "--db", copy, "--out", out]);
        assert_eq!(code, 0, "{victim}: {err}");
        assert_eq!(records(&out_file), records(&plain), "{victim}");
    }
}

/// `map check` gives the verdict `map import` gives: a file between a server's limit and the
/// reader's, a board named like a shipped one, a name the picture's font cannot draw are
/// refused by both; a file both accept tells the notes both tell.
#[test]
fn map_check_and_map_import_give_one_verdict() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let db = db.to_str().unwrap();
    let board = |name: &str, first: &str| {
        let names = [first, "Birch", "Cedar", "Dune", "Elm", "Fen"];
        let mut text = String::from("[Map]\nauthor=someone\n\n[Continents]\nWest=2\nEast=3\n\n");
        text += "[Territories]\n";
        for (i, t) in names.iter().enumerate() {
            let continent = if i < 3 { "West" } else { "East" };
            let (prev, next) = (names[(i + 5) % 6], names[(i + 1) % 6]);
            text += &format!("{t},{},{},{continent},{prev},{next}\n", i * 10, i * 5);
        }
        let file = dir.path().join(name);
        std::fs::write(&file, text).unwrap();
        file
    };
    let big = board("Big_Isles.map", "Ash");
    let mut text = std::fs::read_to_string(&big).unwrap();
    text += &format!("; {}\n", "padding ".repeat(40_000));
    std::fs::write(&big, &text).unwrap();
    assert!(text.len() > 256 * 1024 && text.len() < 1 << 20);
    let refused = [
        (big, "a server's map file is at most 262,144 bytes (256 KB)"),
        (
            board("classic.map", "Ash"),
            "a board shipped with the bot is already called classic",
        ),
        (
            board("Far_Isles.map", "Ash 東"),
            "territory 'Ash 東' holds 東 (U+6771), which the font",
        ),
    ];
    for (file, said) in refused {
        let path = file.to_str().unwrap();
        let (code, out, _) = risk_bot(&["map", "check", path]);
        assert_eq!(code, 1, "{out}");
        assert!(out.contains(said) && !out.contains("Accepted."), "{out}");
        let (code, _, err) = risk_bot(&["map", "import", path, "--guild", "5", "--db", db]);
        assert_eq!(code, 1, "{err}");
        assert!(err.contains(said), "{err}");
    }
    let name = "Isles_of_the_Northern_Sea_and_the_Southern_Reaches_v2.map";
    let good = board(name, "Ash");
    let (code, out, _) = risk_bot(&["map", "check", good.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    let shortened = format!(
        "the file gives the board no name of its own and its file name '{name}' is longer than \
         40 characters: the board is called 'Isles of the Northern Sea and the'"
    );
    assert!(
        out.contains("Name: Isles of the Northern Sea and the"),
        "{out}"
    );
    assert!(out.contains(&shortened), "{out}");
    let (code, out, err) = risk_bot(&[
        "map",
        "import",
        good.to_str().unwrap(),
        "--guild",
        "5",
        "--db",
        db,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&shortened), "{out}");
}

/// A stored console game resumed without `--players` names its people as they sat down (from
/// the stored table), never as unknown ids (issue 40).
#[test]
fn a_console_game_resumed_without_players_names_them_from_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let db = db.to_str().unwrap();
    let (code, _, err) = local(&["--db", db, "--players", "bob,carol,ai"], b"");
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = local(&["--db", db], b"");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("[channel] @bob @carol Everyone places their starting armies now"),
        "{out}"
    );
    assert!(!out.contains("@user "), "{out}");
}
