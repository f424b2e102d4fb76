//! Disk use (issue 27, items 1 and 2): what a command writes, and how large the database grows
//! under many commands and finished games compared with its own data freshly imported.

use std::sync::Arc;

mod support;

use support::actor;

use risk::engine::{PlayerId, Position, Start};
use risk::service::{
    dump, Actor, ChannelKey, Command, GameService, Key, NewGame, Session, SledStore, Store, UserKey,
};

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

fn brazil_attack() -> Command {
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

/// A sled store in a fresh directory, a service on it that keeps an outbox, and the attacking
/// table stored in `ch`.
fn attacking_table(ch: ChannelKey) -> (tempfile::TempDir, Arc<SledStore>, GameService) {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = support::service(store.clone(), 100).with_outbox();
    store.commit(ch, &attacking_session(), &[]).unwrap();
    (dir, store, svc)
}

/// alice's attack, its messages left undelivered: the receipt of its parcel.
fn undelivered_attack(svc: &GameService, ch: ChannelKey) -> u64 {
    svc.handle(ch, &actor(1, "alice"), brazil_attack())
        .unwrap()
        .receipt
        .expect("a parcel")
}

/// A command as the bot runs it: the change, then its messages marked delivered.
fn run_delivered(svc: &GameService, ch: ChannelKey, who: &Actor, command: Command) {
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
    let ch = ChannelKey(7);
    let (dir, store, svc) = attacking_table(ch);
    let receipt = undelivered_attack(&svc, ch);
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
    let ch = ChannelKey(8);
    let (dir, store, svc) = attacking_table(ch);
    let receipt = undelivered_attack(&svc, ch);
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

#[test]
fn a_table_imported_over_its_channel_takes_the_place_of_its_undelivered_parcels() {
    let ch = ChannelKey(8);
    let (_dir, store, svc) = attacking_table(ch);
    // A backup taken with nothing waiting, then a command whose messages never went out.
    let mut export = Vec::new();
    dump::export(&store, &mut export).unwrap();
    undelivered_attack(&svc, ch);
    assert_eq!(store.load(ch).unwrap().expect("stored").outbox.len(), 1);
    // Restoring the backup over the database brings back its table, and nothing of the
    // messages of the state it replaced is sent afterwards.
    dump::import(&store, &export[..]).unwrap();
    assert!(store.load(ch).unwrap().expect("imported").outbox.is_empty());
    assert!(!stored(&store)
        .iter()
        .any(|(k, _)| matches!(k, Key::Parcel { .. })));
}

/// What the bot's upkeep does with the files: compacts them once they outgrew the data.
fn upkeep(store: &SledStore) {
    if let Some(c) = store.compact_if_grown().unwrap() {
        println!("compacted: {} -> {} bytes", c.before, c.after);
    }
}

#[test]
fn the_database_stays_within_three_times_its_data_under_load_and_after_pruning() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = support::service(store.clone(), 100).with_outbox();
    let alice = actor(1, "alice");
    let (channels, rounds) = (64u64, 152);
    for c in 0..channels {
        store
            .commit(ChannelKey(100 + c), &attacking_session(), &[])
            .unwrap();
    }
    for round in 0..rounds {
        for c in 0..channels {
            run_delivered(&svc, ChannelKey(100 + c), &alice, brazil_attack());
        }
        // The bot's upkeep looks now and then (`serve`: every few minutes).
        if round % 16 == 15 {
            upkeep(&store);
        }
    }
    upkeep(&store);
    let disk = dir_bytes(dir.path());
    let data = fresh_import_bytes(&store);
    println!(
        "{} commands: {disk} bytes on disk, {data} bytes freshly imported ({:.2}x)",
        channels * rounds,
        disk as f64 / data as f64
    );
    assert!(disk <= 3 * data, "{disk} bytes on disk for {data} of data");

    // Finished games: each ends, the channel's next game opens (the finished one archived),
    // and the retention prunes their logs.
    let p = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    let games = 40;
    for c in 0..games {
        let ch = ChannelKey(10_000 + c);
        let new = || Command::New(Box::new(NewGame::preset("classic")));
        run_delivered(&svc, ch, &p[0], new());
        run_delivered(&svc, ch, &p[1], Command::Join { color: None });
        run_delivered(&svc, ch, &p[2], Command::Join { color: None });
        run_delivered(&svc, ch, &p[0], Command::Start);
        for who in &p[..2] {
            run_delivered(&svc, ch, who, Command::Surrender);
        }
        run_delivered(&svc, ch, &p[1], new());
    }
    assert_eq!(svc.compact(0).unwrap().games, games);
    upkeep(&store);
    let disk = dir_bytes(dir.path());
    let data = fresh_import_bytes(&store);
    println!(
        "after {games} finished games pruned: {disk} bytes on disk, {data} bytes freshly imported ({:.2}x)",
        disk as f64 / data as f64
    );
    assert!(disk <= 3 * data, "{disk} bytes on disk for {data} of data");

    // Every table is still there, and play goes on.
    drop(svc);
    let svc = support::service(store.clone(), 100).with_outbox();
    run_delivered(&svc, ChannelKey(100), &alice, brazil_attack());
    assert_eq!(store.channels().unwrap().len() as u64, channels + games);
}

/// The files of a closed database, copied into `to`.
fn copy_files(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        if e.file_type().unwrap().is_file() {
            std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
        }
    }
}

fn channels(store: &SledStore) -> Vec<ChannelKey> {
    let mut v = store.channels().unwrap();
    v.sort();
    v
}

#[test]
fn a_compaction_keeps_every_record_and_a_crash_during_it_opens_the_old_or_the_new_database() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = support::service(store.clone(), 100).with_outbox();
    for c in 0..4 {
        store
            .commit(ChannelKey(c), &attacking_session(), &[])
            .unwrap();
        run_delivered(&svc, ChannelKey(c), &actor(1, "alice"), brazil_attack());
    }
    // An undelivered parcel too.
    svc.handle(ChannelKey(0), &actor(1, "alice"), brazil_attack())
        .unwrap();
    let before = stored(&store);
    let done = store.compact().unwrap();
    assert!(done.after > 0);
    assert_eq!(stored(&store), before);
    assert!(!dir.path().join("compacting").exists());
    assert!(!dir.path().join("retired").exists());
    // Play goes on in the new files, and survives a restart.
    run_delivered(&svc, ChannelKey(1), &actor(1, "alice"), brazil_attack());
    let after = stored(&store);
    drop(svc);
    drop(store);
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(stored(&store), after);
    drop(store);

    // A copy not marked complete is dropped: the database opens as it was.
    let old = tempfile::tempdir().unwrap();
    copy_files(dir.path(), old.path());
    copy_files(old.path(), &dir.path().join("compacting"));
    let store = SledStore::open(dir.path()).unwrap();
    assert!(!dir.path().join("compacting").exists());
    assert_eq!(stored(&store), after);
    store.remove(ChannelKey(3)).unwrap();
    drop(store);

    // A complete copy whose swap stopped half way (the old files moved out, one of the copy's
    // moved in) is finished on open: the copy, which still has channel 3, opens.
    let new = dir.path().join("compacting");
    copy_files(old.path(), &new);
    std::fs::write(new.join("COMPLETE"), b"").unwrap();
    let retired = dir.path().join("retired");
    copy_files(dir.path(), &retired);
    for e in std::fs::read_dir(dir.path()).unwrap().flatten() {
        if e.file_type().unwrap().is_file() {
            std::fs::remove_file(e.path()).unwrap();
        }
    }
    std::fs::write(new.join("RETIRED"), b"").unwrap();
    std::fs::rename(new.join("conf"), dir.path().join("conf")).unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    assert!(!new.exists() && !retired.exists());
    assert_eq!(stored(&store), after);
    assert_eq!(channels(&store).len(), 4);
}

#[test]
fn a_version_6_export_with_an_outbox_inside_its_table_imports_with_the_parcels() {
    let ch = ChannelKey(9);
    let (_dir, store, svc) = attacking_table(ch);
    undelivered_attack(&svc, ch);
    let outbox = store.load(ch).unwrap().expect("stored").outbox;
    assert_eq!(outbox.len(), 1);
    let mut export = Vec::new();
    dump::export(&store, &mut export).unwrap();

    // As version 6 wrote it: no parcel records, the outbox inside the table.
    let text = String::from_utf8(export).unwrap();
    let mut lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let parcels: Vec<serde_json::Value> = lines
        .iter()
        .filter(|l| l["key"]["kind"] == "parcel")
        .map(|l| l["record"]["data"].clone())
        .collect();
    lines.retain(|l| l["key"]["kind"] != "parcel");
    lines[0]["schema"] = 6.into();
    for l in lines.iter_mut().skip(1) {
        l["record"]["v"] = 6.into();
        if l["key"]["kind"] == "session" {
            l["record"]["data"]["outbox"] = parcels.clone().into();
        }
    }
    let old: String = lines.iter().map(|l| format!("{l}\n")).collect();

    let copy = tempfile::tempdir().unwrap();
    let fresh = SledStore::open(copy.path()).unwrap();
    dump::import(&fresh, old.as_bytes()).unwrap();
    assert_eq!(fresh.load(ch).unwrap().expect("imported").outbox, outbox);
    // The parcel is a record of its own now: marking it delivered empties the outbox.
    fresh.delivered(ch, outbox[0].receipt).unwrap();
    assert!(fresh.load(ch).unwrap().expect("imported").outbox.is_empty());
}

#[test]
fn how_far_a_delivery_went_is_kept_in_the_parcel_record_across_a_restart() {
    let ch = ChannelKey(11);
    let (dir, store, svc) = attacking_table(ch);
    let receipt = undelivered_attack(&svc, ch);
    let progress = risk::service::Progress {
        posts: 1,
        reply: true,
        dms: 0,
    };
    svc.delivered_in_part(ch, receipt, progress).unwrap();
    drop(svc);
    drop(store);
    let store = SledStore::open(dir.path()).unwrap();
    let outbox = store.load(ch).unwrap().expect("stored").outbox;
    assert_eq!(outbox.len(), 1);
    assert_eq!(outbox[0].progress, Some(progress));
}

/// Attacks acknowledged in `ch` of `store`: each roll (three dice against two) costs the two
/// sides two armies between them.
fn attacks_stored(store: &SledStore, ch: ChannelKey) -> u64 {
    let s = store.load(ch).unwrap().expect("the table");
    let g = s.game.expect("the game");
    let left = g.armies(support::t("Brazil")) as u64 + g.armies(support::t("North Africa")) as u64;
    (120_000 - left) / 2
}

#[test]
fn concurrent_commands_share_fdatasyncs_and_all_acknowledged_before_a_cut_are_there() {
    // Group commit (issue 31): sixteen channels attack at once, over and over. A copy of the
    // database's files taken while they run (what a power cut leaves: every acknowledged
    // command was made durable before its acknowledgement) holds every attack acknowledged
    // before the copy began, and the commands shared fdatasyncs and sled transactions.
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = Arc::new(support::service(store.clone(), 100));
    let channels = 16u64;
    for c in 0..channels {
        store
            .commit(ChannelKey(c), &attacking_session(), &[])
            .unwrap();
    }
    let acked: Arc<Vec<AtomicU64>> = Arc::new((0..channels).map(|_| AtomicU64::new(0)).collect());
    let stop = Arc::new(AtomicBool::new(false));
    let (syncs, commits, transactions) = (store.syncs(), store.commits(), store.transactions());
    let threads: Vec<_> = (0..channels)
        .map(|c| {
            let (svc, acked, stop) = (svc.clone(), acked.clone(), stop.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::SeqCst) {
                    svc.handle(ChannelKey(c), &actor(1, "alice"), brazil_attack())
                        .expect("accepted");
                    acked[c as usize].fetch_add(1, Ordering::SeqCst);
                }
            })
        })
        .collect();
    std::thread::sleep(std::time::Duration::from_millis(400));
    let before_cut: Vec<u64> = acked.iter().map(|a| a.load(Ordering::SeqCst)).collect();
    let cut = tempfile::tempdir().unwrap();
    copy_files(dir.path(), cut.path());
    std::thread::sleep(std::time::Duration::from_millis(100));
    stop.store(true, Ordering::SeqCst);
    for t in threads {
        t.join().unwrap();
    }
    let done: u64 = acked.iter().map(|a| a.load(Ordering::SeqCst)).sum();
    let (syncs, commits) = (store.syncs() - syncs, store.commits() - commits);
    let transactions = store.transactions() - transactions;
    assert_eq!(commits, done, "each command asked once to be made durable");
    assert!(
        syncs < done,
        "{done} commands in {channels} channels at once took {syncs} fdatasyncs"
    );
    assert!(
        transactions <= syncs,
        "{done} commands took {transactions} transactions for {syncs} fdatasyncs"
    );
    let copy = SledStore::open(cut.path()).unwrap();
    for c in 0..channels {
        let stored = attacks_stored(&copy, ChannelKey(c));
        assert!(
            stored >= before_cut[c as usize],
            "channel {c}: {} attacks acknowledged before the cut, {stored} in the copy",
            before_cut[c as usize]
        );
    }
    assert!(before_cut.iter().sum::<u64>() > 0);
}
