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
