//! Storage benchmark (`cargo bench -p risk --bench storage`), issue 27's load: 200 channels
//! playing 30,400 commands (each marked delivered in the outbox, as the bot does), then 1,000
//! games played to the end in other channels, archived, and their logs pruned by the retention.
//! Prints bytes on disk, the same records freshly imported (the data), their ratio, bytes on disk
//! and bytes written (`/proc/self/io`) per command, per live game and per finished game.
//! The bot's upkeep runs beside it as in `serve` (a thread compacting the files when they
//! outgrew the data, looking every 200 ms here instead of every 5 minutes); the slowest
//! commands show how long a compaction's final step holds them up.
//! A plain harness: the figures are sizes, not times. `RISK_BENCH_SCALE=10` runs a tenth of it;
//! `RISK_BENCH_NO_UPKEEP=1` leaves the files alone (the figures before compaction).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use risk::engine::{PlayerId, Position, Start};
use risk::service::{
    dump, Actor, ChannelKey, Command, GameService, NewGame, Session, SledStore, Store, UserKey,
};

fn actor(id: u64, name: &str) -> Actor {
    Actor {
        user: UserKey(id),
        name: name.into(),
        admin: false,
        locale: None,
        guild_locale: None,
    }
}

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

/// The slowest command so far, in microseconds.
static SLOWEST: AtomicU64 = AtomicU64::new(0);

fn play(svc: &GameService, ch: ChannelKey, who: &Actor, command: Command) {
    let t = std::time::Instant::now();
    let out = svc.handle(ch, who, command).expect("accepted");
    SLOWEST.fetch_max(t.elapsed().as_micros() as u64, Ordering::Relaxed);
    if let Some(receipt) = out.receipt {
        svc.delivered(ch, receipt).unwrap();
    }
}

fn dir_bytes(dir: &std::path::Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| match e.metadata() {
                    Ok(m) if m.is_dir() => dir_bytes(&e.path()),
                    Ok(m) => m.len(),
                    Err(_) => 0,
                })
                .sum()
        })
        .unwrap_or(0)
}

/// Bytes this process has caused to be written to storage so far.
fn written() -> u64 {
    std::fs::read_to_string("/proc/self/io")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("write_bytes: ")?.trim().parse().ok())
        })
        .unwrap_or(0)
}

/// (export bytes, fresh import bytes on disk)
fn data_bytes(store: &SledStore, scratch: &std::path::Path) -> (u64, u64) {
    let mut export = Vec::new();
    dump::export(store, &mut export).unwrap();
    let dir = tempfile::tempdir_in(scratch).unwrap();
    let fresh = SledStore::open(dir.path()).unwrap();
    dump::import(&fresh, &export[..]).unwrap();
    fresh.flush().unwrap();
    drop(fresh);
    (export.len() as u64, dir_bytes(dir.path()))
}

/// Prints the database's files and their sizes.
fn files(dir: &std::path::Path) {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| {
            format!(
                "{} {}",
                e.file_name().to_string_lossy(),
                dir_bytes(&e.path()).max(e.metadata().map(|m| m.len()).unwrap_or(0))
            )
        })
        .collect();
    v.sort();
    println!("  files: {}", v.join(", "));
}

/// What one table's record is made of: the whole record as stored, and its parts as JSON.
fn parts(s: &Session) {
    let json = |v: Vec<u8>| v.len();
    println!(
        "  one table's record: {} bytes as JSON; its parts as JSON: game {}, undo {}, outbox {} ({} parcels), seats {}, ai_rng {}",
        serde_json::to_vec(s).unwrap().len(),
        json(serde_json::to_vec(&s.game).unwrap()),
        json(serde_json::to_vec(&s.undo).unwrap()),
        json(serde_json::to_vec(&s.outbox).unwrap()),
        s.outbox.len(),
        json(serde_json::to_vec(&s.seats).unwrap()),
        json(serde_json::to_vec(&s.ai_rng).unwrap()),
    );
}

fn mb(b: u64) -> f64 {
    b as f64 / 1e6
}

fn report(what: &str, disk: u64, (export, data): (u64, u64)) {
    println!(
        "{what}: {:.2} MB on disk; data {:.2} MB freshly imported ({:.2} MB exported); disk/data {:.2}",
        mb(disk),
        mb(data),
        mb(export),
        disk as f64 / data as f64
    );
}

fn main() {
    let scale: u64 = std::env::var("RISK_BENCH_SCALE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().join("risk.db");
    let store = Arc::new(SledStore::open(&dir).unwrap());
    let seed = Arc::new(AtomicU64::new(100));
    let svc = GameService::new(
        store.clone(),
        Arc::new(|| 1_700_000_000),
        Arc::new(move || seed.fetch_add(1, Ordering::Relaxed)),
    )
    .with_outbox();
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let upkeep = (std::env::var_os("RISK_BENCH_NO_UPKEEP").is_none()).then(|| {
        let (store, stop) = (store.clone(), stop.clone());
        std::thread::spawn(move || {
            let mut n = 0;
            while !stop.load(Ordering::Relaxed) {
                std::thread::sleep(std::time::Duration::from_millis(200));
                if let Some(c) = store.compact_if_grown().unwrap() {
                    n += 1;
                    println!(
                        "  compacted: {:.1} MB -> {:.1} MB",
                        mb(c.before),
                        mb(c.after)
                    );
                }
            }
            n
        })
    });
    let alice = actor(1, "alice");
    let attack = Command::Attack {
        from: "Brazil".into(),
        to: "North Africa".into(),
        dice: None,
        blitz: false,
        stop_at: None,
        commander: false,
        move_in: None,
    };

    let (channels, rounds) = (200 / scale, 152);
    for c in 0..channels {
        store
            .commit(ChannelKey(100 + c), &attacking_session(), &[])
            .unwrap();
    }
    let w0 = written();
    for _ in 0..rounds {
        for c in 0..channels {
            play(&svc, ChannelKey(100 + c), &alice, attack.clone());
        }
    }
    let commands = channels * rounds;
    let w1 = written();
    let disk_live = dir_bytes(&dir);
    parts(&store.load(ChannelKey(100)).unwrap().expect("stored"));
    files(&dir);
    let data_live = data_bytes(&store, scratch.path());
    report(
        &format!("{channels} live games after {commands} commands"),
        disk_live,
        data_live,
    );
    println!(
        "  per command: {:.0} bytes on disk, {:.0} bytes written; per live game: {:.0} bytes of data",
        disk_live as f64 / commands as f64,
        (w1 - w0) as f64 / commands as f64,
        data_live.1 as f64 / channels as f64
    );

    let games = 1000 / scale;
    let p = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    for c in 0..games {
        let ch = ChannelKey(1_000_000 + c);
        play(
            &svc,
            ch,
            &p[0],
            Command::New(Box::new(NewGame::preset("classic"))),
        );
        play(&svc, ch, &p[1], Command::Join { color: None });
        play(&svc, ch, &p[2], Command::Join { color: None });
        play(&svc, ch, &p[0], Command::Start);
        for who in &p[..2] {
            play(&svc, ch, who, Command::Surrender);
        }
        play(
            &svc,
            ch,
            &p[1],
            Command::New(Box::new(NewGame::preset("classic"))),
        );
    }
    let disk_kept = dir_bytes(&dir);
    let data_kept = data_bytes(&store, scratch.path());
    report(
        &format!("{games} finished games more, within the retention"),
        disk_kept,
        data_kept,
    );
    println!(
        "  per finished game within the retention: {:.0} bytes on disk, {:.0} bytes of data",
        (disk_kept as f64 - disk_live as f64) / games as f64,
        (data_kept.1 as f64 - data_live.1 as f64) / games as f64
    );

    let done = svc.compact(0).unwrap();
    // The upkeep compacts after pruning.
    if upkeep.is_some() {
        store.compact_if_grown().unwrap();
    }
    let disk_pruned = dir_bytes(&dir);
    let data_pruned = data_bytes(&store, scratch.path());
    report(
        &format!("their logs pruned ({} games)", done.games),
        disk_pruned,
        data_pruned,
    );
    println!(
        "  per finished game after the retention: {:.0} bytes of data",
        (data_pruned.1 as f64 - data_live.1 as f64) / games as f64
    );
    stop.store(true, Ordering::Relaxed);
    if let Some(u) = upkeep {
        println!("compactions by the upkeep: {}", u.join().unwrap());
    }
    println!(
        "slowest command: {:.1} ms",
        SLOWEST.load(Ordering::Relaxed) as f64 / 1000.0
    );
}
