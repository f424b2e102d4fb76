//! Commands while pictures of the densest board a file may describe are drawn (issue 40):
//! `cargo bench -p risk-discord --bench pictures [-- COMMANDS]`.
//!
//! A runtime built as the bot's (a worker per core, 8 blocking threads), a table on a sled
//! database; each `/attack` runs on a blocking thread as the bot runs a command, and its time
//! is taken from asking to answer. Three rounds of the same commands: alone; while four
//! requesters keep the pictures' pool (`pictures::Pool::shared`) busy with the densest
//! accepted board (`MAX_BORDER_PAIRS` borders among 255 territories); and, for comparison,
//! while the same pictures are drawn on the runtime's blocking threads, as before the pool.
//! Prints p50/p99 of each round, and the pictures drawn and left out.

mod shared;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use risk::engine::map::MAX_BORDER_PAIRS;
use risk::engine::{Lobby, Map, Rules};
use risk::render::{render_png, BoardView};
use risk::service::{Actor, ChannelKey, Command, GameService, SledStore, Store, UserKey};
use risk_bot::pictures::Pool;

/// Picture requesters kept going at once during the loaded rounds.
const REQUESTERS: usize = 4;

fn densest_view() -> BoardView {
    let text = risk::sim::dense_toml("Densest", 255, MAX_BORDER_PAIRS);
    let mut lobby = Lobby::new(Rules::classic(), 4, 3);
    lobby.map = Arc::new(Map::from_toml(&text).expect("the densest board is accepted"));
    let (game, _) = lobby.start().expect("starts");
    let names: Vec<String> = ["ann", "bo", "cy", "di"].map(String::from).to_vec();
    BoardView::new(&game, &names, None)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// `count` attacks, each on a blocking thread as the bot runs a command: milliseconds each.
async fn commands(svc: &Arc<GameService>, count: usize) -> Vec<f64> {
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
    let mut times = Vec::with_capacity(count);
    for _ in 0..count {
        let (svc, who, cmd) = (svc.clone(), alice.clone(), attack.clone());
        let t = Instant::now();
        tokio::task::spawn_blocking(move || svc.handle(ChannelKey(1), &who, cmd))
            .await
            .expect("the command's thread")
            .expect("attack accepted");
        times.push(t.elapsed().as_secs_f64() * 1e3);
        // A player's pace is far slower; a short pause lets the pictures run between commands.
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    times.sort_by(f64::total_cmp);
    times
}

fn report(what: &str, times: &[f64]) {
    println!(
        "{what}: {} commands, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        times.len(),
        percentile(times, 0.5),
        percentile(times, 0.99),
        times.last().unwrap()
    );
}

#[derive(Clone, Copy)]
enum Where {
    Pool,
    Blocking,
}

/// Runs `count` commands while `REQUESTERS` tasks keep asking for pictures of `view`.
async fn under_load(svc: &Arc<GameService>, view: &Arc<BoardView>, count: usize, at: Where) {
    let stop = Arc::new(AtomicBool::new(false));
    let (drawn, skipped) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let mut tasks = Vec::new();
    for _ in 0..REQUESTERS {
        let (stop, view, drawn, skipped) =
            (stop.clone(), view.clone(), drawn.clone(), skipped.clone());
        tasks.push(tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                let v = view.clone();
                let ok = match at {
                    Where::Pool => Pool::shared()
                        .draw(move || render_png(&v).is_ok())
                        .await
                        .is_ok(),
                    Where::Blocking => tokio::task::spawn_blocking(move || render_png(&v).is_ok())
                        .await
                        .unwrap_or(false),
                };
                let n = if ok { &drawn } else { &skipped };
                n.fetch_add(1, Ordering::Relaxed);
                if !ok {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
        }));
    }
    // Let the pictures start.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let started = Instant::now();
    let times = commands(svc, count).await;
    let took = started.elapsed();
    stop.store(true, Ordering::Relaxed);
    for t in tasks {
        t.await.expect("requester");
    }
    let name = match at {
        Where::Pool => "during pictures on their pool",
        Where::Blocking => "during pictures on the blocking threads (before the pool)",
    };
    report(name, &times);
    println!(
        "  pictures in those {:.1} s: {} drawn, {} left out",
        took.as_secs_f64(),
        drawn.load(Ordering::Relaxed),
        skipped.load(Ordering::Relaxed)
    );
}

fn main() {
    let count: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(1000);
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(cores.clamp(1, 8))
        .max_blocking_threads(8)
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    store
        .commit(ChannelKey(1), &shared::session(), &[])
        .unwrap();
    let svc = Arc::new(GameService::new(
        store,
        Arc::new(|| 1_700_000_000),
        Arc::new(|| 7),
    ));
    let view = Arc::new(densest_view());
    let mut alone = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        render_png(&view).unwrap();
        alone.push(t.elapsed().as_secs_f64() * 1e3);
    }
    alone.sort_by(f64::total_cmp);
    println!(
        "densest accepted board ({MAX_BORDER_PAIRS} borders, 255 territories): picture alone median {:.0} ms; pool budget {:?}",
        percentile(&alone, 0.5),
        Pool::shared().budget()
    );
    rt.block_on(async {
        commands(&svc, 100).await;
        report("commands alone", &commands(&svc, count).await);
        under_load(&svc, &view, count, Where::Pool).await;
        under_load(&svc, &view, count, Where::Blocking).await;
    });
}
