//! Disk use (issue 27, items 1 and 2): what a command writes, and how large the database grows
//! under many commands and finished games compared with its own data freshly imported.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use risk::engine::{PlayerId, Position, Start};
use risk::service::{
    dump, Actor, ChannelKey, Command, GameService, Key, NewGame, Session, SledStore, Store, UserKey,
};

fn service(store: Arc<dyn Store>) -> GameService {
    let seed = Arc::new(AtomicU64::new(100));
    GameService::new(
        store,
        Arc::new(|| 1_700_000_000),
        Arc::new(move || seed.fetch_add(1, Ordering::Relaxed)),
    )
    .with_outbox()
}

fn actor(id: u64, name: &str) -> Actor {
    Actor {
        user: UserKey(id),
        name: name.into(),
        admin: false,
    }
}

/// Three players, alice to attack from Brazil with armies enough that every `/attack` is
/// accepted and changes the game.
fn attacking_session() -> Session {
    let game = Position::classic(3, PlayerId(0), Start::Attack, 1, |name| match name {
        "Brazil" => (PlayerId(0), 60_000),
        "North Africa" => (PlayerId(1), 60_000),
        other => (PlayerId(other.len() as u8 % 3), 3),
    })
    .build()
    .expect("valid position");
    Session::seated(
        &[
            (UserKey(1), "alice"),
            (UserKey(2), "bob"),
            (UserKey(3), "carol"),
        ],
        game,
    )
}

fn attack() -> Command {
    Command::Attack {
        from: "Brazil".into(),
        to: "North Africa".into(),
        dice: None,
        blitz: false,
        stop_at: None,
        commander: false,
        move_in: None,
    }
}

/// A command as the bot runs it: the change, then its messages marked delivered.
fn play(svc: &GameService, ch: ChannelKey, who: &Actor, command: Command) {
    let out = svc.handle(ch, who, command).expect("accepted");
    if let Some(receipt) = out.receipt {
        svc.delivered(ch, receipt).unwrap();
    }
}

fn dir_bytes(dir: &std::path::Path) -> u64 {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| {
            let m = e.metadata().unwrap();
            if m.is_dir() {
                dir_bytes(&e.path())
            } else {
                m.len()
            }
        })
        .sum()
}

/// The bytes on disk of the same records exported and imported into a new database.
fn fresh_import_bytes(store: &SledStore) -> u64 {
    let mut export = Vec::new();
    dump::export(store, &mut export).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let fresh = SledStore::open(dir.path()).unwrap();
    dump::import(&fresh, &export[..]).unwrap();
    fresh.flush().unwrap();
    drop(fresh);
    dir_bytes(dir.path())
}

/// The stored bytes of every record, by key.
fn stored(store: &SledStore) -> Vec<(Key, Vec<u8>)> {
    let mut all = Vec::new();
    store
        .records(|key, bytes| all.push((key, bytes.to_vec())))
        .unwrap();
    all
}

#[test]
fn marking_messages_delivered_leaves_the_table_record_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone());
    let ch = ChannelKey(7);
    store.commit(ch, &attacking_session(), &[]).unwrap();
    let out = svc.handle(ch, &actor(1, "alice"), attack()).unwrap();
    let receipt = out.receipt.expect("an outbox parcel");
    let table = |all: &[(Key, Vec<u8>)]| {
        all.iter()
            .find(|(k, _)| *k == Key::Session { channel: ch.0 })
            .map(|(_, b)| b.clone())
            .expect("the table")
    };
    let before = stored(&store);
    assert!(before.iter().any(|(k, _)| *k
        == Key::Parcel {
            channel: ch.0,
            receipt
        }));

    svc.delivered(ch, receipt).unwrap();
    let after = stored(&store);
    // The mark removed the parcel's own record; the table was not written again.
    assert_eq!(table(&after), table(&before));
    assert!(!after.iter().any(|(k, _)| matches!(k, Key::Parcel { .. })));
    assert_eq!(after.len(), before.len() - 1);

    // Delivered stays delivered after a restart, with no commit since.
    drop(svc);
    drop(store);
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    assert!(store.load(ch).unwrap().expect("stored").outbox.is_empty());
}

#[test]
fn an_undelivered_parcel_survives_a_restart_and_travels_in_an_export() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone());
    let ch = ChannelKey(8);
    store.commit(ch, &attacking_session(), &[]).unwrap();
    let receipt = svc
        .handle(ch, &actor(1, "alice"), attack())
        .unwrap()
        .receipt
        .expect("a parcel");
    drop(svc);
    drop(store);
    let store = SledStore::open(dir.path()).unwrap();
    let outbox = store.load(ch).unwrap().expect("stored").outbox;
    assert_eq!(
        outbox.iter().map(|p| p.receipt).collect::<Vec<_>>(),
        [receipt]
    );

    let mut export = Vec::new();
    dump::export(&store, &mut export).unwrap();
    let copy = tempfile::tempdir().unwrap();
    let fresh = SledStore::open(copy.path()).unwrap();
    dump::import(&fresh, &export[..]).unwrap();
    assert_eq!(fresh.load(ch).unwrap().expect("imported").outbox, outbox);
}
