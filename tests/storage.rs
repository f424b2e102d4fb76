//! Storage that lasts: durable commits (a counted fdatasync per acknowledged command), eviction
//! of idle sessions, archives of finished games, disk faults, export/import and salvage, and
//! migrations from the fixtures of earlier schema versions.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use risk::service::{Actor, ChannelKey, Command, GameService, NewGame, SledStore, Store, UserKey};

fn service(store: Arc<dyn Store>) -> GameService {
    let seed = Arc::new(AtomicU64::new(100));
    GameService::new(
        store,
        Arc::new(|| 1_700_000_000),
        Arc::new(move || seed.fetch_add(1, Ordering::Relaxed)),
    )
}

fn actor(id: u64, name: &str) -> Actor {
    Actor {
        user: UserKey(id),
        name: name.into(),
        admin: false,
    }
}

fn new_game() -> Command {
    Command::New(Box::new(NewGame::preset("classic")))
}

/// Opens a 3-human classic game in `ch`.
fn seat_three(svc: &GameService, ch: ChannelKey) -> [Actor; 3] {
    let p = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    svc.handle(ch, &p[0], new_game()).unwrap();
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
    let svc = service(store.clone());
    let ch = ChannelKey(7);
    let before = store.syncs();
    seat_three(&svc, ch);
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
    let svc = service(Arc::new(risk::service::MemoryStore::default()));
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
    seat_three(&svc, ChannelKey(5));
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
    let svc = service(store).with_capacity(8);
    for ch in 0..40 {
        seat_three(&svc, ChannelKey(ch));
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
    let svc = Arc::new(service(Arc::new(risk::service::MemoryStore::default())).with_capacity(1));
    for ch in 0..4 {
        svc.handle(ChannelKey(ch), &actor(100, "host"), new_game())
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

/// Ends the game in `ch`: everybody surrenders.
fn everybody_surrenders(svc: &GameService, ch: ChannelKey, players: &[Actor]) {
    for p in players {
        svc.handle(ch, p, Command::Surrender).unwrap();
    }
    let s = svc.snapshot(ch).unwrap().unwrap();
    assert!(s.game.as_ref().unwrap().is_over());
}

#[test]
fn a_finished_game_is_archived_and_its_log_pruned_after_the_retention() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone());
    let ch = ChannelKey(3);
    let p = seat_three(&svc, ch);
    everybody_surrenders(&svc, ch, &p);
    let first = svc.snapshot(ch).unwrap().unwrap();
    assert!(
        store.archives().unwrap().is_empty(),
        "readable until the next game"
    );

    // The next game opens: the finished one is archived, its log kept for the retention.
    svc.handle(ch, &p[1], new_game()).unwrap();
    let archives = store.archives().unwrap();
    assert_eq!(archives.len(), 1);
    let a = &archives[0];
    assert_eq!((a.channel, a.number, a.preset.as_str()), (3, 1, "classic"));
    assert_eq!((a.log_start, a.log_end), (first.log_start, first.log_len));
    assert_eq!(a.seed, first.seed);
    assert_eq!(a.seats.len(), 3);
    assert_eq!(a.winner, None);
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
        .handle(ch, &p[0], Command::History { count: Some(10) })
        .unwrap();
    let text = format!("{history:?}");
    assert!(text.contains("risk start"), "{text}");
    let s = svc.snapshot(ch).unwrap().unwrap();
    assert_eq!(s.number, 2);
    let kept = store.history(ch, 0, 1000).unwrap();
    assert!(kept.iter().all(|e| e.seq >= s.log_start));
    assert_eq!(kept.len() as u64, s.log_len - s.log_start);
}
