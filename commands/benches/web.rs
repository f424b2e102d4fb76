//! The web view under viewers while commands are played (issue 43):
//! `cargo bench -p risk-discord --bench web [-- VIEWERS SECONDS]`.
//!
//! The web view on loopback over a sled database of 100 tables (each a classic position in its
//! attack phase), as the bot serves it (a worker per core, 8 blocking threads). Two rounds:
//! VIEWERS (default 200) viewers of one game, then the same viewers spread over the 100 games.
//! Each viewer opens the page (its HTML and board) and then asks for the state with its ETag
//! every 250 ms (the page asks every 5 s: 20 times the load); an `/attack` is played every
//! 20 ms on one game, or round the 100, on a blocking thread as the bot runs a command. Prints
//! p50/p99 of pages and of updates (a state asked for, changed or not), of the commands alone
//! and under the viewers (the cost a viewer adds to a command), the process's CPU time per
//! request and its resident memory.

mod shared;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use risk::service::{Actor, ChannelKey, Command, GameService, SledStore, Store, UserKey};
use risk_bot::web::{GameRef, Keys, Web};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const GAMES: u64 = 100;

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// The process's CPU time (user + system) in seconds, and its resident memory in MB.
fn usage() -> (f64, f64) {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |r| r.1)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    let cpu = (ticks(11) + ticks(12)) / 100.0;
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let rss = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .unwrap_or(0.0)
        / 1024.0;
    (cpu, rss)
}

/// One GET on a fresh connection: (status, the answer's ETag, milliseconds).
async fn get(addr: SocketAddr, path: &str, etag: Option<&str>) -> (u16, Option<String>, f64) {
    let t = Instant::now();
    let mut s = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connects");
    let tag = etag.map_or(String::new(), |e| format!("If-None-Match: {e}\r\n"));
    let req = format!("GET {path} HTTP/1.1\r\nHost: b\r\nConnection: close\r\n{tag}\r\n");
    s.write_all(req.as_bytes()).await.expect("writes");
    let mut answer = Vec::new();
    let _ = s.read_to_end(&mut answer).await;
    let text = String::from_utf8_lossy(&answer);
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let etag = text
        .lines()
        .take_while(|l| !l.is_empty())
        .find_map(|l| {
            l.strip_prefix("etag: ")
                .or_else(|| l.strip_prefix("ETag: "))
        })
        .map(|e| e.trim().to_string());
    (status, etag, t.elapsed().as_secs_f64() * 1e3)
}

/// Attacks every 20 ms on `games` (round the list) for `run`: milliseconds each.
async fn commands(svc: &Arc<GameService>, games: &[ChannelKey], run: Duration) -> Vec<f64> {
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
    let t0 = Instant::now();
    let mut i = 0;
    while t0.elapsed() < run {
        let ch = games[i % games.len()];
        i += 1;
        let (svc, who, cmd) = (svc.clone(), alice.clone(), attack.clone());
        let t = Instant::now();
        tokio::task::spawn_blocking(move || svc.handle(ch, &who, cmd))
            .await
            .expect("the command's thread")
            .expect("attack accepted");
        times.push(t.elapsed().as_secs_f64() * 1e3);
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    times.sort_by(f64::total_cmp);
    times
}

fn line(what: &str, v: &mut [f64]) {
    v.sort_by(f64::total_cmp);
    println!(
        "  {what}: {} requests, p50 {:.2} ms, p99 {:.2} ms",
        v.len(),
        percentile(v, 0.5),
        percentile(v, 0.99)
    );
}

async fn round(
    what: &str,
    svc: &Arc<GameService>,
    addr: SocketAddr,
    paths: &[String],
    viewers: usize,
    run: Duration,
) {
    let games: Vec<ChannelKey> = (1..=GAMES).map(ChannelKey).collect();
    let played: Vec<ChannelKey> = if paths.len() == 1 {
        vec![games[0]]
    } else {
        games.clone()
    };
    let alone = commands(svc, &played, Duration::from_secs(2)).await;
    let pages = Arc::new(Mutex::new(Vec::new()));
    let updates = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let (cpu0, _) = usage();
    let mut tasks = Vec::new();
    for v in 0..viewers {
        let path = paths[v % paths.len()].clone();
        let (pages, updates, stop) = (pages.clone(), updates.clone(), stop.clone());
        tasks.push(tokio::spawn(async move {
            for part in ["", "/board.svg"] {
                let (status, _, ms) = get(addr, &format!("{path}{part}"), None).await;
                assert_eq!(status, 200, "{path}{part}");
                pages.lock().unwrap().push(ms);
            }
            let mut etag: Option<String> = None;
            while !stop.load(Ordering::Relaxed) {
                let (status, tag, ms) =
                    get(addr, &format!("{path}/state.json"), etag.as_deref()).await;
                assert!(status == 200 || status == 304, "{status}");
                if tag.is_some() {
                    etag = tag;
                }
                updates.lock().unwrap().push(ms);
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
        }));
    }
    let loaded = commands(svc, &played, run).await;
    stop.store(true, Ordering::Relaxed);
    for t in tasks {
        t.await.expect("a viewer");
    }
    let (cpu1, rss) = usage();
    let mut pages = pages.lock().unwrap().clone();
    let mut updates = updates.lock().unwrap().clone();
    let requests = pages.len() + updates.len();
    println!("{what} ({viewers} viewers):");
    line("pages (HTML and board)", &mut pages);
    line("updates (state with ETag)", &mut updates);
    let (mut alone, mut loaded) = (alone, loaded);
    line("commands alone", &mut alone);
    line("commands under the viewers", &mut loaded);
    println!(
        "  CPU {:.3} ms per request (the whole process, commands included); RSS {:.0} MB",
        (cpu1 - cpu0) * 1e3 / requests.max(1) as f64,
        rss
    );
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let viewers = *args.first().unwrap_or(&200) as usize;
    let run = Duration::from_secs(*args.get(1).unwrap_or(&5));
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(cores.clamp(1, 8))
        .max_blocking_threads(8)
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    for ch in 1..=GAMES {
        store
            .commit(ChannelKey(ch), &shared::session(), &[])
            .unwrap();
    }
    let svc = Arc::new(GameService::new(
        store,
        Arc::new(|| 1_700_000_000),
        Arc::new(|| 7),
    ));
    let (_, rss) = usage();
    println!("resident memory before the web view: {rss:.0} MB");
    rt.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let web = Arc::new(
            Web::new(
                svc.clone(),
                Keys::from_key([1; 32]),
                &format!("http://{addr}"),
            )
            .with_budget(1e9, 1e9),
        );
        let keys = Keys::from_key([1; 32]);
        let path = |ch: u64| {
            format!(
                "/g/{}",
                keys.game_id(GameRef {
                    channel: ChannelKey(ch),
                    number: 1,
                })
            )
        };
        let number = svc.snapshot(ChannelKey(1)).unwrap().unwrap().number;
        assert_eq!(number, 1, "the seated tables are game 1");
        tokio::spawn(risk_bot::web::serve(listener, web));
        round("one game", &svc, addr, &[path(1)], viewers, run).await;
        let all: Vec<String> = (1..=GAMES).map(path).collect();
        round("100 games", &svc, addr, &all, viewers, run).await;
    });
}
