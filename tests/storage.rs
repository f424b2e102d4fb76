//! Storage that lasts: durable commits (a counted fdatasync per acknowledged command), eviction
//! of idle sessions, archives of finished games, disk faults, export/import and salvage, and
//! migrations from the fixtures of earlier schema versions.

mod support;
use support::{actor, new_game, service};

use std::sync::Arc;

use risk::service::{Actor, ChannelKey, Command, GameService, SledStore, Store, UserKey};

/// Opens a 3-human classic game in `ch`.
fn seat_three_dealt(svc: &GameService, ch: ChannelKey) -> [Actor; 3] {
    let p = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    svc.handle(ch, &p[0], new_game("classic")).unwrap();
    svc.handle(ch, &p[1], Command::Join { color: None })
        .unwrap();
    svc.handle(ch, &p[2], Command::Join { color: None })
        .unwrap();
    svc.handle(ch, &p[0], Command::Start).unwrap();
    p
}

#[test]
fn every_acknowledged_change_is_fdatasynced_once_and_reads_are_not() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone(), 100);
    let ch = ChannelKey(7);
    let before = store.syncs();
    seat_three_dealt(&svc, ch);
    assert_eq!(
        store.syncs() - before,
        4,
        "one durable flush per changing command"
    );
    let before = store.syncs();
    svc.handle(ch, &actor(1, "alice"), Command::Hand).unwrap();
    svc.handle(ch, &actor(9, "zed"), Command::Help { command: None })
        .unwrap();
    assert_eq!(store.syncs(), before, "reads write nothing");
}

#[test]
fn channels_without_a_game_keep_nothing_in_memory() {
    let svc = service(Arc::new(risk::service::MemoryStore::default()), 100);
    for ch in 0..1000 {
        svc.handle(
            ChannelKey(ch),
            &actor(1, "a"),
            Command::Help { command: None },
        )
        .unwrap();
        let _ = svc.handle(ChannelKey(ch), &actor(1, "a"), Command::Status);
    }
    assert_eq!(svc.loaded(), 0);
    seat_three_dealt(&svc, ChannelKey(5));
    assert_eq!(svc.loaded(), 1);
    svc.handle(
        ChannelKey(5),
        &actor(1, "alice"),
        Command::Abandon { confirm: true },
    )
    .unwrap();
    assert_eq!(svc.loaded(), 0, "an abandoned table leaves nothing behind");
}

#[test]
fn least_recently_used_sessions_are_evicted_and_reload_on_use() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store, 100).with_capacity(8);
    for ch in 0..40 {
        seat_three_dealt(&svc, ChannelKey(ch));
        assert!(svc.loaded() <= 8, "{} loaded", svc.loaded());
    }
    for ch in 0..40 {
        let s = svc.snapshot(ChannelKey(ch)).unwrap().expect("reloaded");
        assert_eq!(s.seats.len(), 3);
        assert!(s.game.is_some());
        assert!(svc.loaded() <= 8);
    }
}

#[test]
fn racing_commands_stay_serialized_while_slots_are_evicted() {
    let svc =
        Arc::new(service(Arc::new(risk::service::MemoryStore::default()), 100).with_capacity(1));
    for ch in 0..4 {
        svc.handle(ChannelKey(ch), &actor(100, "host"), new_game("classic"))
            .unwrap();
    }
    let threads: Vec<_> = (0..3u64)
        .map(|t| {
            let svc = svc.clone();
            std::thread::spawn(move || {
                for round in 0..50u64 {
                    let ch = ChannelKey((t + round) % 4);
                    let me = actor(t + 1, &format!("p{t}"));
                    let _ = svc.handle(ch, &me, Command::Join { color: None });
                    let _ = svc.handle(ch, &me, Command::Leave);
                }
                for ch in 0..4 {
                    let me = actor(t + 1, &format!("p{t}"));
                    svc.handle(ChannelKey(ch), &me, Command::Join { color: None })
                        .unwrap();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    for ch in 0..4 {
        let s = svc.snapshot(ChannelKey(ch)).unwrap().unwrap();
        assert_eq!(s.seats.len(), 4, "every join of channel {ch} kept");
    }
}

/// Ends the game in `ch`: all but the last player surrender, and the last one wins.
fn all_but_one_surrender(svc: &GameService, ch: ChannelKey, players: &[Actor]) {
    for p in &players[..players.len() - 1] {
        svc.handle(ch, p, Command::Surrender).unwrap();
    }
    let s = svc.snapshot(ch).unwrap().unwrap();
    assert!(s.game.as_ref().unwrap().is_over());
}

#[test]
fn a_finished_game_is_archived_and_its_log_pruned_after_the_retention() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone(), 100);
    let ch = ChannelKey(3);
    let p = seat_three_dealt(&svc, ch);
    all_but_one_surrender(&svc, ch, &p);
    let first = svc.snapshot(ch).unwrap().unwrap();
    assert!(
        store.archives().unwrap().is_empty(),
        "readable until the next game"
    );

    // The next game opens: the finished one is archived, its log kept for the retention.
    svc.handle(ch, &p[1], new_game("classic")).unwrap();
    let archives = store.archives().unwrap();
    assert_eq!(archives.len(), 1);
    let a = &archives[0];
    assert_eq!((a.channel, a.number, a.preset.as_str()), (3, 1, "classic"));
    assert_eq!((a.log_start, a.log_end), (first.log_start, first.log_len));
    assert_eq!(a.seed, first.seed);
    assert_eq!(a.seats.len(), 3);
    assert_eq!(a.winner.as_deref(), Some("carol"));
    let bytes = serde_json::to_vec(a).unwrap().len();
    println!("archive record of a finished 3-player game: {bytes} bytes");
    assert!(bytes < 2048, "{bytes} bytes");
    let old_log = store.history(ch, 0, 1000).unwrap();
    let old_log = old_log.iter().filter(|e| e.seq < first.log_len).count();
    assert_eq!(old_log as u64, first.log_len);

    // Within the retention nothing is pruned; after it the old game's log goes.
    let day = 24 * 3600;
    assert_eq!(svc.compact(day).unwrap().games, 0);
    let done = svc.compact(0).unwrap();
    assert_eq!((done.games, done.entries), (1, first.log_len));
    assert!(store.archives().unwrap()[0].log_pruned);
    assert_eq!(svc.compact(0).unwrap().games, 0, "pruned once");

    // The new game's own history is untouched and /history works.
    svc.handle(ch, &p[0], Command::Join { color: None })
        .unwrap();
    svc.handle(ch, &p[2], Command::Join { color: None })
        .unwrap();
    svc.handle(ch, &p[1], Command::Start).unwrap();
    let history = svc
        .handle(
            ch,
            &p[0],
            Command::History {
                count: Some(10),
                file: false,
            },
        )
        .unwrap();
    let text = format!("{history:?}");
    assert!(text.contains("risk start"), "{text}");
    let s = svc.snapshot(ch).unwrap().unwrap();
    assert_eq!(s.number, 2);
    let kept = store.history(ch, 0, 1000).unwrap();
    assert!(kept.iter().all(|e| e.seq >= s.log_start));
    assert_eq!(kept.len() as u64, s.log_len - s.log_start);
}

const V1_GAME: &[u8] = include_bytes!("fixtures/session-v1-game.json");
const V1_LOBBY: &[u8] = include_bytes!("fixtures/session-v1-lobby.json");
const V1_LOG: &[u8] = include_bytes!("fixtures/log-v1.json");

/// A database as the schema-version-1 build left it: raw records, no `meta` tree.
fn version_1_database(dir: &std::path::Path) {
    let db = sled::open(dir).unwrap();
    let sessions = db.open_tree("sessions").unwrap();
    sessions.insert(42u64.to_be_bytes(), V1_GAME).unwrap();
    sessions.insert(43u64.to_be_bytes(), V1_LOBBY).unwrap();
    let mut key = [0u8; 16];
    key[..8].copy_from_slice(&42u64.to_be_bytes());
    db.open_tree("log").unwrap().insert(key, V1_LOG).unwrap();
    db.flush().unwrap();
}

#[test]
fn a_version_1_database_is_migrated_once_on_open() {
    let dir = tempfile::tempdir().unwrap();
    version_1_database(dir.path());
    {
        let store = SledStore::open(dir.path()).unwrap();
        let game = store
            .load(ChannelKey(42))
            .unwrap()
            .expect("the game survives");
        assert_eq!(game.seats.len(), 3);
        assert!(game.game.is_some());
        let lobby = store
            .load(ChannelKey(43))
            .unwrap()
            .expect("the lobby survives");
        assert!(lobby.game.is_none());
        let log = store.history(ChannelKey(42), 0, 10).unwrap();
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].command, "risk new");
    }
    // The records on disk are of the current version now, each naming its key.
    let db = sled::open(dir.path()).unwrap();
    let raw = db.open_tree("sessions").unwrap().get(42u64.to_be_bytes());
    let raw: serde_json::Value = serde_json::from_slice(&raw.unwrap().unwrap()).unwrap();
    assert_eq!(raw["v"], risk::service::SCHEMA_VERSION);
    assert_eq!(raw["key"]["kind"], "session");
    assert_eq!(raw["key"]["channel"], 42);
    let meta = db
        .open_tree("meta")
        .unwrap()
        .get("schema")
        .unwrap()
        .unwrap();
    assert_eq!(meta.as_ref(), risk::service::SCHEMA_VERSION.to_be_bytes());
    // And the game plays on under this build.
    drop(db);
    let svc = service(Arc::new(SledStore::open(dir.path()).unwrap()), 100);
    svc.handle(
        ChannelKey(43),
        &actor(7, "dan"),
        Command::Join { color: None },
    )
    .unwrap();
}

#[test]
fn unknown_fields_and_future_versions_are_refused_for_that_channel_only() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone(), 100);
    seat_three_dealt(&svc, ChannelKey(1));
    seat_three_dealt(&svc, ChannelKey(2));
    let db_raw = |ch: u64| {
        let mut v: serde_json::Value =
            serde_json::to_value(store.load(ChannelKey(ch)).unwrap().unwrap()).unwrap();
        v["surprise"] = serde_json::json!(1);
        serde_json::json!({"v": 2, "key": {"kind": "session", "channel": ch}, "data": v})
    };
    let extra = serde_json::to_vec(&db_raw(1)).unwrap();
    store.put_raw(ChannelKey(1), &extra).unwrap();
    let err = store.load(ChannelKey(1)).unwrap_err().to_string();
    assert!(err.contains("unknown field `surprise`"), "{err}");

    let mut future = db_raw(2);
    let newer = risk::service::SCHEMA_VERSION + 1;
    future["v"] = serde_json::json!(newer);
    store
        .put_raw(ChannelKey(2), &serde_json::to_vec(&future).unwrap())
        .unwrap();
    let err = store.load(ChannelKey(2)).unwrap_err().to_string();
    assert!(err.contains(&format!("schema version {newer}")), "{err}");
    // Other channels are unaffected.
    seat_three_dealt(&svc, ChannelKey(3));
}

/// For every preset: a finished seeded AI game as a stored session with its log.
fn every_preset_golden_game(store: &SledStore) -> Vec<(ChannelKey, String)> {
    use risk::ai::AiLevel;
    use risk::engine::rules::PRESETS;
    use risk::engine::Lobby;
    use risk::service::{LogEntry, Session};
    use risk::sim::{play, SimOptions};
    let names = ["ann", "ben", "cat", "dov", "eve", "fay"];
    let mut out = vec![];
    for (i, preset) in PRESETS.iter().enumerate() {
        let rules = (preset.rules)();
        let n = rules.min_players.max(3).min(rules.max_players);
        let seats = vec![AiLevel::Basic; n as usize];
        let opts = SimOptions {
            record: true,
            ..SimOptions::default()
        };
        let report = play(Lobby::new(rules, n, i as u64 + 1), &seats, &opts).unwrap();
        let humans: Vec<(UserKey, &str)> = (0..n as usize)
            .map(|j| (UserKey(j as u64 + 1), names[j]))
            .collect();
        let players = report.game.player_count();
        let mut s = Session::seated(&humans, report.game);
        // Neutral armies have seats of their own, as the service gives them.
        for _ in s.seats.len()..players {
            s.seats
                .push(risk::service::Seat::new(None, "Neutral", "grey", None));
        }
        s.preset = preset.name.to_string();
        let log: Vec<LogEntry> = report
            .events
            .chunks(20)
            .enumerate()
            .map(|(seq, events)| LogEntry {
                seq: seq as u64,
                at: 1_700_000_000 + seq as u64,
                actor: "ai".into(),
                command: "play".into(),
                events: events.to_vec(),
                steps: Vec::new(),
            })
            .collect();
        s.log_len = log.len() as u64;
        let ch = ChannelKey(1000 + i as u64);
        store.commit(ch, &s, &log).unwrap();
        out.push((ch, preset.name.to_string()));
    }
    out
}

fn dump(store: &SledStore, ch: ChannelKey) -> (String, String) {
    let s = serde_json::to_string(&store.load(ch).unwrap().unwrap()).unwrap();
    let log = serde_json::to_string(&store.history(ch, 0, usize::MAX).unwrap()).unwrap();
    (s, log)
}

#[test]
fn export_and_import_round_trip_every_presets_golden_game() {
    use risk::service::dump;
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let from = SledStore::open(a.path()).unwrap();
    let games = every_preset_golden_game(&from);
    let check = dump::check(a.path()).unwrap();
    assert!(check.bad.is_empty(), "{:?}", check.bad);
    let mut file = Vec::new();
    let exported = dump::export(&from, &mut file).unwrap();
    assert_eq!(exported.good, check.good);
    let to = SledStore::open(b.path()).unwrap();
    let imported = dump::import(&to, file.as_slice()).unwrap();
    assert!(imported.bad.is_empty(), "{:?}", imported.bad);
    assert_eq!(imported.good, exported.good);
    for (ch, preset) in &games {
        assert_eq!(dump(&from, *ch), dump(&to, *ch), "{preset}");
    }
    assert_eq!(from.census().unwrap(), to.census().unwrap());
}

#[test]
fn a_flipped_byte_loses_no_game_salvage_exports_what_decodes() {
    use risk::service::dump;
    let dir = tempfile::tempdir().unwrap();
    let originals: Vec<(ChannelKey, (String, String))> = {
        let store = SledStore::open(dir.path()).unwrap();
        let games = every_preset_golden_game(&store);
        games
            .iter()
            .map(|(ch, _)| (*ch, dump(&store, *ch)))
            .collect()
    };
    for victim in ["conf", "db"] {
        let copy = tempfile::tempdir().unwrap();
        for e in std::fs::read_dir(dir.path()).unwrap().flatten() {
            if e.path().is_file() {
                std::fs::copy(e.path(), copy.path().join(e.file_name())).unwrap();
            }
        }
        let path = copy.path().join(victim);
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[10] ^= 0x5a;
        std::fs::write(&path, &bytes).unwrap();
        if victim == "conf" {
            assert!(
                SledStore::open(copy.path()).is_err(),
                "sled refuses the damaged copy"
            );
        }
        let mut file = Vec::new();
        let found = dump::salvage(copy.path(), &mut file).unwrap();
        assert!(found.good > 0);
        let fresh = tempfile::tempdir().unwrap();
        let store = SledStore::open(fresh.path()).unwrap();
        dump::import(&store, file.as_slice()).unwrap();
        for (ch, original) in &originals {
            assert_eq!(&dump(&store, *ch), original, "{victim}: channel {}", ch.0);
        }
    }
}

#[test]
fn a_long_games_log_is_checkpointed_to_its_last_entries() {
    let store: Arc<dyn Store> = Arc::new(risk::service::MemoryStore::default());
    let svc = service(store.clone(), 100).with_live_log(50);
    let ch = ChannelKey(8);
    svc.handle(ch, &actor(1, "alice"), new_game("classic"))
        .unwrap();
    for i in 0..300 {
        let cmd = if i % 2 == 0 {
            Command::Join { color: None }
        } else {
            Command::Leave
        };
        svc.handle(ch, &actor(2, "bob"), cmd).unwrap();
        let kept = store.history(ch, 0, usize::MAX).unwrap().len();
        assert!(kept <= 55, "{kept} entries kept after {i} commands");
    }
    let s = svc.snapshot(ch).unwrap().unwrap();
    assert_eq!(s.log_len, 301, "numbering goes on");
    let last = store.history(ch, s.log_start, 1).unwrap();
    assert_eq!(last[0].seq, 300);
    assert!(store.history(ch, 0, usize::MAX).unwrap().len() >= 50);
}

#[test]
fn a_version_2_table_without_an_outbox_loads_with_an_empty_one() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone(), 100);
    // A lobby (a version-2 game would be in the engine's format of then, see the fixtures).
    let ch = ChannelKey(5);
    svc.handle(ch, &actor(1, "alice"), new_game("classic"))
        .unwrap();
    for (id, name) in [(2, "bob"), (3, "carol")] {
        svc.handle(ch, &actor(id, name), Command::Join { color: None })
            .unwrap();
    }
    // The record as the version-2 build wrote it: no outbox fields.
    let mut data = serde_json::to_value(store.load(ChannelKey(5)).unwrap().unwrap()).unwrap();
    let obj = data.as_object_mut().unwrap();
    obj.remove("outbox");
    obj.remove("outbox_next");
    let v2 = serde_json::json!({"v": 2, "key": {"kind": "session", "channel": 5}, "data": data});
    store
        .put_raw(ChannelKey(5), &serde_json::to_vec(&v2).unwrap())
        .unwrap();
    let table = store
        .load(ChannelKey(5))
        .unwrap()
        .expect("the table survives");
    assert!(table.outbox.is_empty());
    assert_eq!(table.seats.len(), 3);
}

#[test]
fn a_version_4_game_without_a_commitment_or_steps_loads_and_says_it_cannot_be_verified() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone(), 100);
    let ch = ChannelKey(6);
    let p = seat_three_dealt(&svc, ch);
    // The records as the version-4 build wrote them: no commitment, no steps.
    let mut data = serde_json::to_value(store.load(ch).unwrap().unwrap()).unwrap();
    assert!(data.as_object_mut().unwrap().remove("fair").is_some());
    let v4 = serde_json::json!({"v": 4, "key": {"kind": "session", "channel": 6}, "data": data});
    store
        .put_raw(ch, &serde_json::to_vec(&v4).unwrap())
        .unwrap();
    let entry = store.history(ch, 0, usize::MAX).unwrap().pop().unwrap();
    assert!(!entry.steps.is_empty(), "the start is a step");
    let mut old = serde_json::to_value(&entry).unwrap();
    old.as_object_mut().unwrap().remove("steps");
    let back: risk::service::LogEntry = serde_json::from_value(old).unwrap();
    assert!(back.steps.is_empty());
    assert_eq!(back.events, entry.events);
    let fresh = service(store.clone(), 100);
    let table = fresh.snapshot(ch).unwrap().expect("the table survives");
    assert!(table.fair.is_none());
    let out = fresh.handle(ch, &p[0], Command::Verify).unwrap();
    assert!(out
        .reply
        .unwrap()
        .contains("started before the bot kept a record"));
}

/// sled locks its file: a handle that is being let go (an old process exiting on a restart,
/// a store dropped while its flusher thread still runs) is waited for, one held for good is
/// refused with sled's words after the wait.
#[test]
fn a_database_being_let_go_opens_and_one_held_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let first = SledStore::open(dir.path()).unwrap();
    let closing = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(300));
        drop(first);
    });
    let second = SledStore::open(dir.path()).expect("opens once the first lets go");
    closing.join().unwrap();
    let err = SledStore::open(dir.path()).err().expect("held by `second`");
    assert!(err.to_string().contains("could not acquire lock"), "{err}");
    drop(second);
}

/// A copy of the database directory `from` (its files, not its blobs).
fn copy_db(from: &std::path::Path) -> tempfile::TempDir {
    let copy = tempfile::tempdir().unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        if e.path().is_file() {
            std::fs::copy(e.path(), copy.path().join(e.file_name())).unwrap();
        }
    }
    copy
}

/// Salvages `dir` and imports the export into a fresh database, returned with the report.
fn salvaged(dir: &std::path::Path) -> (tempfile::TempDir, SledStore, risk::service::dump::Report) {
    use risk::service::dump;
    let mut file = Vec::new();
    let report = dump::salvage(dir, &mut file).unwrap();
    let fresh = tempfile::tempdir().unwrap();
    let store = SledStore::open(fresh.path()).unwrap();
    dump::import(&store, file.as_slice()).unwrap();
    (fresh, store, report)
}

#[test]
fn a_damaged_db_that_sled_still_opens_loses_no_readable_record_and_says_what_came_back_older() {
    use risk::service::Key;
    let dir = tempfile::tempdir().unwrap();
    let originals: Vec<(ChannelKey, (String, String))> = {
        let store = Arc::new(SledStore::open(dir.path()).unwrap());
        let svc = service(store.clone(), 100);
        (0..50)
            .map(|ch| {
                seat_three_dealt(&svc, ChannelKey(ch));
                (ChannelKey(ch), dump(&store, ChannelKey(ch)))
            })
            .collect()
    };
    let len = std::fs::metadata(dir.path().join("db")).unwrap().len() as usize;
    let mut sled_lost = 0;
    // Ten bytes flipped at points through the second half of sled's log.
    for k in 0..6 {
        let at = len / 2 + len * k / 13;
        let copy = copy_db(dir.path());
        let path = copy.path().join("db");
        let mut bytes = std::fs::read(&path).unwrap();
        for j in 0..10 {
            bytes[at + 7 * j] ^= 0x5a;
        }
        std::fs::write(&path, &bytes).unwrap();
        let (_fresh, store, report) = salvaged(copy.path());
        // What sled alone gives (it repairs its log by zeroing what follows the damage).
        let alone = SledStore::open(copy_db(copy.path()).path())
            .unwrap()
            .channels()
            .unwrap()
            .len();
        sled_lost += 50 - alone;
        let named = |ch: u64| {
            report
                .older
                .iter()
                .chain(&report.bad)
                .any(|(k, _)| matches!(k, Key::Session { channel } if *channel == ch))
        };
        let mut kept = 0;
        for (ch, original) in &originals {
            let back = store
                .load(*ch)
                .unwrap()
                .is_some()
                .then(|| dump(&store, *ch));
            if back.as_ref() == Some(original) {
                kept += 1;
            } else {
                assert!(
                    named(ch.0),
                    "flip at {at}: channel {} came back changed or not at all, unreported ({:?})",
                    ch.0,
                    report.older
                );
            }
        }
        assert!(kept >= 48, "flip at {at}: {kept} of 50 games kept");
    }
    assert!(sled_lost > 0, "the damage made sled itself lose games");
}

#[test]
fn salvage_keeps_pruned_and_earlier_log_entries_out() {
    let dir = tempfile::tempdir().unwrap();
    let ch = ChannelKey(3);
    let (pruned_to, kept) = {
        let store: Arc<SledStore> = Arc::new(SledStore::open(dir.path()).unwrap());
        let svc = service(store.clone(), 100);
        let p = seat_three_dealt(&svc, ch);
        all_but_one_surrender(&svc, ch, &p);
        svc.handle(ch, &p[1], new_game("classic")).unwrap();
        svc.compact(0).unwrap();
        let s = svc.snapshot(ch).unwrap().unwrap();
        (s.log_start, store.history(ch, 0, 1000).unwrap().len())
    };
    assert!(pruned_to > 0);
    // sled refuses the copy: everything comes from its files.
    let copy = copy_db(dir.path());
    let conf = copy.path().join("conf");
    let mut bytes = std::fs::read(&conf).unwrap();
    bytes[10] ^= 0x5a;
    std::fs::write(&conf, &bytes).unwrap();
    let (_fresh, store, _) = salvaged(copy.path());
    let back = store.history(ch, 0, 1000).unwrap();
    assert!(
        back.iter().all(|e| e.seq >= pruned_to),
        "a pruned entry came back: {:?}",
        back.iter().map(|e| e.seq).collect::<Vec<_>>()
    );
    assert_eq!(back.len(), kept);
}

/// An export of one started game in channel 1 and one lobby in channel 2, as lines.
fn two_tables_exported() -> Vec<String> {
    use risk::service::dump;
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone(), 100);
    seat_three_dealt(&svc, ChannelKey(1));
    svc.handle(ChannelKey(2), &actor(1, "alice"), new_game("classic"))
        .unwrap();
    let mut file = Vec::new();
    dump::export(&store, &mut file).unwrap();
    String::from_utf8(file)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

fn session_line(lines: &[String], ch: u64) -> usize {
    lines
        .iter()
        .position(|l| {
            l.contains(&format!(
                "\"key\":{{\"kind\":\"session\",\"channel\":{ch}}}"
            ))
        })
        .unwrap()
}

#[test]
fn a_failed_import_changes_nothing_and_names_the_files_line() {
    use risk::service::dump;
    let mut lines = two_tables_exported();
    let dir = tempfile::tempdir().unwrap();
    // The database holds a game in channel 9 already.
    let svc = service(Arc::new(SledStore::open(dir.path()).unwrap()), 100);
    seat_three_dealt(&svc, ChannelKey(9));
    let before = svc.snapshot(ChannelKey(9)).unwrap().unwrap();
    drop(svc);
    let store = SledStore::open(dir.path()).unwrap();
    let records_before = dump::check(dir.path()).unwrap().good;

    // The last line is broken: every line before it is good.
    let n = lines.len() + 1;
    lines.push("{\"key\":{\"kind\":\"session\",\"channel\":5},\"record\":".into());
    let err = dump::import(&store, lines.join("\n").as_bytes()).unwrap_err();
    let text = err.to_string();
    assert!(text.contains(&format!("line {n}: ")), "{text}");
    assert!(!text.contains("column"), "{text}");
    assert!(text.contains("nothing was imported"), "{text}");
    assert!(
        store.load(ChannelKey(1)).unwrap().is_none(),
        "no line was stored"
    );
    assert!(store.load(ChannelKey(2)).unwrap().is_none());
    assert_eq!(
        serde_json::to_string(&store.load(ChannelKey(9)).unwrap().unwrap()).unwrap(),
        serde_json::to_string(&before).unwrap()
    );
    drop(store);
    assert_eq!(dump::check(dir.path()).unwrap().good, records_before);

    // The good lines alone import, all of them.
    lines.pop();
    let store = SledStore::open(dir.path()).unwrap();
    let report = dump::import(&store, lines.join("\n").as_bytes()).unwrap();
    assert_eq!(report.good as usize, lines.len() - 1);
    assert!(store.load(ChannelKey(1)).unwrap().is_some());
    assert!(store.load(ChannelKey(2)).unwrap().is_some());
}

#[test]
fn a_table_without_seats_or_under_another_key_is_refused_from_an_import_and_from_the_disk() {
    use risk::service::dump;
    let lines = two_tables_exported();
    let at = session_line(&lines, 1);
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();

    // No seats (the bot used to panic drawing /board for it).
    let mut no_seats = lines.clone();
    let mut v: serde_json::Value = serde_json::from_str(&no_seats[at]).unwrap();
    v["record"]["data"]["seats"] = serde_json::json!([]);
    no_seats[at] = v.to_string();
    let err = dump::import(&store, no_seats.join("\n").as_bytes())
        .unwrap_err()
        .to_string();
    assert!(err.contains(&format!("line {}: ", at + 1)), "{err}");
    assert!(err.contains("no seats"), "{err}");

    // Seats that disagree with the game's players.
    let mut fewer = lines.clone();
    let mut v: serde_json::Value = serde_json::from_str(&fewer[at]).unwrap();
    v["record"]["data"]["seats"].as_array_mut().unwrap().pop();
    fewer[at] = v.to_string();
    let err = dump::import(&store, fewer.join("\n").as_bytes())
        .unwrap_err()
        .to_string();
    assert!(err.contains("2 seats but its game has 3 players"), "{err}");

    // A record of channel 1 filed under channel 7 is refused, not moved.
    let mut moved = lines.clone();
    let mut v: serde_json::Value = serde_json::from_str(&moved[at]).unwrap();
    v["key"]["channel"] = serde_json::json!(7);
    moved[at] = v.to_string();
    let err = dump::import(&store, moved.join("\n").as_bytes())
        .unwrap_err()
        .to_string();
    assert!(err.contains("but is stored as"), "{err}");
    assert!(store.load(ChannelKey(7)).unwrap().is_none());
    assert!(store.load(ChannelKey(1)).unwrap().is_none());

    // From the disk: the channel says its record is unreadable; /board does not panic, and
    // `db check` names it.
    dump::import(&store, lines.join("\n").as_bytes()).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&lines[at]).unwrap();
    v["record"]["data"]["seats"] = serde_json::json!([]);
    store
        .put_raw(ChannelKey(1), &serde_json::to_vec(&v["record"]).unwrap())
        .unwrap();
    let store = Arc::new(store);
    let err = store.load(ChannelKey(1)).unwrap_err().to_string();
    assert!(err.contains("no seats"), "{err}");
    let svc = service(store.clone(), 100);
    let board = svc.handle(
        ChannelKey(1),
        &actor(1, "alice"),
        Command::Board {
            player: None,
            continent: None,
            region: None,
            whole: false,
        },
    );
    let said = board.unwrap_err().to_string();
    assert!(
        said.contains("unreadable") && said.contains("no seats"),
        "{said}"
    );
    assert!(
        svc.snapshot(ChannelKey(2)).unwrap().is_some(),
        "channel 2 unaffected"
    );
    // Channel 1's record put under channel 2's key: refused there too.
    store
        .put_raw(ChannelKey(2), &serde_json::to_vec(&v["record"]).unwrap())
        .unwrap();
    let err = store.load(ChannelKey(2)).unwrap_err().to_string();
    assert!(err.contains("but is stored as"), "{err}");
    drop(svc);
    let report = dump::check(dir.path()).unwrap();
    let named: Vec<String> = report
        .bad
        .iter()
        .map(|(k, why)| format!("{k:?}: {why}"))
        .collect();
    assert_eq!(named.len(), 2, "{named:?}");
}

/// A database as the bot leaves it: games played to the end in several channels with every
/// message delivered, archived, their logs pruned, the files compacted once, and played on
/// long enough that sled writes over log segments it freed.
fn healthy_database(dir: &std::path::Path) -> tempfile::TempDir {
    let store = Arc::new(SledStore::open(dir).unwrap());
    let svc = service(store.clone(), 100).with_outbox();
    let run = |ch: ChannelKey, who: &Actor, cmd: Command| {
        let out = svc.handle(ch, who, cmd).unwrap();
        if let Some(receipt) = out.receipt {
            svc.delivered(ch, receipt).unwrap();
        }
    };
    let p = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    for round in 0..10 {
        for c in 0..6 {
            let ch = ChannelKey(c);
            run(ch, &p[0], new_game("classic"));
            run(ch, &p[1], Command::Join { color: None });
            run(ch, &p[2], Command::Join { color: None });
            run(ch, &p[0], Command::Start);
            run(ch, &p[0], Command::Surrender);
            run(ch, &p[1], Command::Surrender);
        }
        svc.compact(0).unwrap();
        if round == 1 {
            store.compact().unwrap();
        }
    }
    // Games left mid-way, one with a message not yet delivered.
    for c in 0..3 {
        let ch = ChannelKey(c);
        run(ch, &p[0], new_game("classic"));
        run(ch, &p[1], Command::Join { color: None });
    }
    svc.handle(ChannelKey(0), &p[2], Command::Join { color: None })
        .unwrap();
    // The files as a SIGKILL now would leave them (every change is synced when acknowledged).
    let killed = copy_db(dir);
    drop(svc);
    drop(store);
    killed
}

/// The records of an export, one line each, in a stable order (the header left out).
fn export_lines(export: &[u8]) -> Vec<String> {
    let mut lines: Vec<String> = String::from_utf8(export.to_vec())
        .unwrap()
        .lines()
        .skip(1)
        .map(str::to_string)
        .collect();
    lines.sort();
    lines
}

#[test]
fn check_and_salvage_of_a_healthy_database_bring_back_nothing_older() {
    use risk::service::dump;
    let dir = tempfile::tempdir().unwrap();
    let killed = healthy_database(dir.path());
    let len = std::fs::metadata(dir.path().join("db")).unwrap().len();
    assert!(
        len > 2 * 512 * 1024,
        "the log spans several segments ({len} bytes)"
    );
    for (state, path) in [("closed", dir.path()), ("killed", killed.path())] {
        let check = dump::check(path).unwrap();
        assert!(check.bad.is_empty(), "{state}: {:?}", check.bad);
        assert!(check.older.is_empty(), "{state}: {:?}", check.older);
        let mut salvaged = Vec::new();
        let report = dump::salvage(path, &mut salvaged).unwrap();
        assert!(report.older.is_empty(), "{state}: {:?}", report.older);
        let mut plain = Vec::new();
        dump::export(&SledStore::open(copy_db(path).path()).unwrap(), &mut plain).unwrap();
        let (salvaged, plain) = (export_lines(&salvaged), export_lines(&plain));
        let extra: Vec<&String> = salvaged.iter().filter(|l| !plain.contains(l)).collect();
        let lost: Vec<&String> = plain.iter().filter(|l| !salvaged.contains(l)).collect();
        assert!(
            extra.is_empty() && lost.is_empty(),
            "{state}: {} records salvaged that the database does not hold, {} left out: {:?}",
            extra.len(),
            lost.len(),
            extra
                .iter()
                .chain(&lost)
                .take(5)
                .map(|l| &l[..l.len().min(120)])
                .collect::<Vec<_>>()
        );
    }
}

#[test]
fn a_flipped_byte_anywhere_in_the_log_brings_nothing_back_and_keeps_the_newest_readable_versions() {
    use risk::service::dump;
    let dir = tempfile::tempdir().unwrap();
    drop(healthy_database(dir.path()));
    let mut plain = Vec::new();
    dump::export(
        &SledStore::open(copy_db(dir.path()).path()).unwrap(),
        &mut plain,
    )
    .unwrap();
    let plain = export_lines(&plain);
    let key_of = |line: &String| -> serde_json::Value {
        serde_json::from_str::<serde_json::Value>(line).unwrap()["key"].clone()
    };
    let keys: Vec<serde_json::Value> = plain.iter().map(key_of).collect();
    let len = std::fs::metadata(dir.path().join("db")).unwrap().len() as usize;
    for k in 1..12 {
        let at = len * k / 12;
        let copy = copy_db(dir.path());
        let path = copy.path().join("db");
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[at] ^= 0x5a;
        std::fs::write(&path, &bytes).unwrap();
        let mut salvaged = Vec::new();
        let report = dump::salvage(copy.path(), &mut salvaged).unwrap();
        let named = |key: &serde_json::Value| {
            report
                .older
                .iter()
                .chain(&report.bad)
                .any(|(k, _)| serde_json::to_value(k).unwrap() == *key)
        };
        let salvaged = export_lines(&salvaged);
        for line in &salvaged {
            let key = key_of(line);
            assert!(
                keys.contains(&key),
                "flip at {at}: {key} came back, which the database no longer holds ({:?}, {:?})",
                report.older,
                report.bad
            );
            assert!(
                plain.contains(line) || named(&key),
                "flip at {at}: {key} came back changed, unreported"
            );
        }
        for (line, key) in plain.iter().zip(&keys) {
            assert!(
                salvaged.contains(line) || named(key),
                "flip at {at}: {key} was lost or came back older, unreported"
            );
        }
    }
}
