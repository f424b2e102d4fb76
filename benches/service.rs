//! Service benchmarks (`cargo bench -p risk --bench service`), issue 4's targets:
//! - command → engine → durable sled commit → outcome: p99 under 2 ms;
//! - start-up with 10,000 stored games: under 1 s (games load lazily);
//! - memory per loaded game: under 50 KB.
//!
//! Prints percentiles itself (a plain harness), since the target is a p99.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};
use std::sync::Arc;
use std::time::Instant;

use risk::engine::{PlayerId, Position, Start};
use risk::service::{Actor, ChannelKey, Command, GameService, Session, SledStore, Store, UserKey};

struct Counting;
static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        LIVE.fetch_add(l.size() as isize, Ordering::Relaxed);
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        LIVE.fetch_sub(l.size() as isize, Ordering::Relaxed);
        unsafe { System.dealloc(p, l) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

fn service(store: Arc<dyn Store>) -> GameService {
    GameService::new(store, Arc::new(|| 1_700_000_000), Arc::new(|| 7))
}

/// A started 3-player session: alice (seat 0) attacks from Brazil with `armies` against bob.
fn session(armies: u16) -> Session {
    let game = Position::classic(3, PlayerId(0), Start::Attack, 1, |name| match name {
        "Brazil" => (PlayerId(0), armies),
        "North Africa" => (PlayerId(1), armies),
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

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn command_latency(with_raw_fsync: bool) {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let ch = ChannelKey(1);
    store.commit(ch, &session(60_000), &[]).unwrap();
    let svc = service(store);
    let alice = Actor {
        user: UserKey(1),
        name: "alice".into(),
        admin: false,
        locale: None,
        guild_locale: None,
    };
    let attack = Command::Attack {
        from: "Brazil".into(),
        to: "North Africa".into(),
        dice: None,
        blitz: false,
        stop_at: None,
        commander: false,
        move_in: None,
    };
    let mut times = Vec::new();
    for i in 0..3000 {
        let t = Instant::now();
        svc.handle(ch, &alice, attack.clone())
            .expect("attack accepted");
        if i >= 100 {
            times.push(t.elapsed().as_secs_f64() * 1e3);
        }
    }
    report(
        "command path (/attack, sled commit + fdatasync)",
        "commands",
        &mut times,
    );
    if with_raw_fsync {
        raw_fsync(dir.path());
    }
}

fn report(what: &str, unit: &str, times: &mut [f64]) {
    times.sort_by(f64::total_cmp);
    println!(
        "{what}, {} {unit}: p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        times.len(),
        percentile(times, 0.5),
        percentile(times, 0.99),
        times.last().unwrap()
    );
}

/// The floor under a durable commit on this disk: a 4 KB write and an fdatasync of it, in the
/// same directory as the database, right after the commands.
fn raw_fsync(dir: &std::path::Path) {
    use std::io::{Seek, SeekFrom, Write};
    let mut f = std::fs::File::create(dir.join("raw-fsync")).unwrap();
    let block = [7u8; 4096];
    let mut times = Vec::new();
    for i in 0..2000u64 {
        let t = Instant::now();
        f.seek(SeekFrom::Start((i % 64) * 4096)).unwrap();
        f.write_all(&block).unwrap();
        f.sync_data().unwrap();
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    report("raw write 4 KB + fdatasync, same disk", "syncs", &mut times);
}

fn startup_and_memory() {
    let dir = tempfile::tempdir().unwrap();
    {
        let store = SledStore::open(dir.path()).unwrap();
        let s = session(30);
        for ch in 0..10_000u64 {
            store.commit(ChannelKey(ch + 1), &s, &[]).unwrap();
        }
    }
    let t = Instant::now();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store);
    let bob = Actor {
        user: UserKey(2),
        name: "bob".into(),
        admin: false,
        locale: None,
        guild_locale: None,
    };
    svc.handle(
        ChannelKey(5_000),
        &bob,
        Command::Board {
            player: None,
            continent: None,
            region: None,
            whole: false,
        },
    )
    .unwrap();
    println!(
        "start-up with 10,000 stored games (open + first command): {:.1} ms",
        t.elapsed().as_secs_f64() * 1e3
    );
    let before = LIVE.load(Ordering::Relaxed);
    let n = 1000;
    for ch in 1..=n {
        svc.snapshot(ChannelKey(ch)).unwrap();
    }
    let per = (LIVE.load(Ordering::Relaxed) - before) as f64 / n as f64;
    println!(
        "memory per loaded game (live heap growth over {n} loads): {:.1} KB",
        per / 1024.0
    );
}

/// 100,000 channels touched: 50,000 with a stored game (one `/board` each) and 50,000 without
/// (`/help` and `/risk status`), through a service holding the default number of sessions.
fn hundred_thousand_channels() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let s = session(30);
    for ch in 0..50_000u64 {
        store.write_unsynced(ChannelKey(ch), &s, &[]).unwrap();
    }
    store.flush().unwrap();
    let before = LIVE.load(Ordering::Relaxed);
    let svc = service(store);
    let bob = Actor {
        user: UserKey(2),
        name: "bob".into(),
        admin: false,
        locale: None,
        guild_locale: None,
    };
    let t = Instant::now();
    for ch in 0..100_000u64 {
        let cmd = if ch < 50_000 {
            Command::Board {
                player: None,
                continent: None,
                region: None,
                whole: false,
            }
        } else {
            Command::Help { command: None }
        };
        svc.handle(ChannelKey(ch), &bob, cmd).unwrap();
        if ch >= 50_000 {
            let _ = svc.handle(ChannelKey(ch), &bob, Command::Status);
        }
    }
    let grown = (LIVE.load(Ordering::Relaxed) - before) as f64 / (1 << 20) as f64;
    println!(
        "100,000 channels touched (50,000 games, 50,000 without): {} sessions held, live heap \
         +{grown:.1} MB (sled's cache included), {:.1} s",
        svc.loaded(),
        t.elapsed().as_secs_f64()
    );
}

fn main() {
    // `cargo test --benches` runs this with --bench absent: keep that run quick.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    // `-- commands`: the command path alone (3,000 commits, no raw fsyncs), for
    // `strace -f -c -e trace=fsync,fdatasync,sync_file_range`.
    let only_commands = std::env::args().any(|a| a == "commands");
    command_latency(!only_commands);
    if !only_commands {
        startup_and_memory();
        hundred_thousand_channels();
    }
}
