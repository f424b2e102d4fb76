//! Bursts through the fake Discord (`cargo bench -p risk-discord --bench burst [-- 1 100 1000]`):
//! the real bot binary serves N channels, each with a started game, and every channel's player
//! attacks at once (one gateway dispatch each, sent back to back). For each N, on a fresh
//! database and a fresh bot process, it reports:
//! - callback p50/p99/max: from the fake sending the dispatches to it receiving each
//!   interaction's callback;
//! - the bot's CPU per interaction (utime + stime of the bot process over the measured rounds,
//!   from /proc/<pid>/stat, divided by the interactions), and the fake's (this process);
//! - the bot's threads (most seen in /proc/<pid>/status while it ran) and its RSS high-water
//!   mark (VmHWM);
//! - durable flushes per command (the bot's metrics: risk_syncs_total / risk_commits_total).
//!
//! The first round of each N loads the games from disk and is not measured.

// Without the test harness the fake's own #[test]s drop out, leaving their imports unused.
#[allow(unused_imports)]
#[path = "../tests/fake/mod.rs"]
mod fake;

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use fake::{Bot, Fake};
use risk::engine::{PlayerId, Position, Start};
use risk::service::{ChannelKey, Session, SledStore, UserKey};

const ALICE: (u64, &str) = (1_000_000_000_000_000_301, "alice");
const FIRST_CHANNEL: u64 = 1_000_000_000_000_010_000;

/// A started 3-player game: alice attacks from Brazil into North Africa, both with plenty.
fn session() -> Session {
    let game = Position::classic(3, PlayerId(0), Start::Attack, 1, |name| match name {
        "Brazil" => (PlayerId(0), 60_000),
        "North Africa" => (PlayerId(1), 60_000),
        other => (PlayerId(other.len() as u8 % 3), 3),
    })
    .build()
    .expect("valid position");
    Session::seated(
        &[
            (UserKey(ALICE.0), ALICE.1),
            (UserKey(ALICE.0 + 1), "bob"),
            (UserKey(ALICE.0 + 2), "carol"),
        ],
        game,
    )
}

/// Clock ticks of CPU (user + system) the process `pid` used so far.
fn cpu_ticks(pid: &str) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command name (which is in parentheses and may hold spaces).
    let rest = stat.rsplit_once(')').map(|(_, r)| r).unwrap_or("");
    let f: Vec<&str> = rest.split_whitespace().collect();
    let field = |i: usize| f.get(i).and_then(|v| v.parse::<u64>().ok()).unwrap_or(0);
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    field(11) + field(12)
}

fn status_kb(pid: u32, key: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(key))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux).
fn ticks_per_second() -> f64 {
    std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8_lossy(&o.stdout).trim().parse().ok())
        .unwrap_or(100.0)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn metric(addr: &str, series: &str) -> f64 {
    use std::io::{Read, Write};
    let Ok(mut s) = std::net::TcpStream::connect(addr) else {
        return f64::NAN;
    };
    let _ = write!(
        s,
        "GET /metrics HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    );
    let mut page = String::new();
    let _ = s.read_to_string(&mut page);
    page.lines()
        .filter(|l| l.starts_with(series))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn burst(n: u64, rounds: usize) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    {
        let store = SledStore::open(&db).unwrap();
        let s = session();
        for i in 0..n {
            store
                .write_unsynced(ChannelKey(FIRST_CHANNEL + i), &s, &[])
                .unwrap();
        }
        store.flush().unwrap();
    }
    let fake = Fake::start();
    // The fake's check of each request against Discord's OpenAPI description costs it more
    // CPU than the bot spends; off unless BURST_CHECK_SPEC is set (the fake shares the cores).
    fake.state.lock().unwrap().skip_spec_check = std::env::var_os("BURST_CHECK_SPEC").is_none();
    let metrics = format!("127.0.0.1:{}", free_port());
    let bot = Bot::start_env(
        &fake,
        &db,
        Path::new(""),
        7,
        &[
            ("RISK_CLOCK_FILE", String::new()),
            ("RISK_METRICS_ADDR", metrics.clone()),
            ("RUST_LOG", "warn".into()),
        ],
    );
    let pid = bot.pid();
    let done = Arc::new(AtomicBool::new(false));
    let most_threads = Arc::new(AtomicU64::new(0));
    let sampler = {
        let (done, most) = (done.clone(), most_threads.clone());
        std::thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                most.fetch_max(status_kb(pid, "Threads:"), Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(2));
            }
        })
    };
    let attack = fake::slash_data(
        "attack",
        &[
            ("from".to_string(), "Brazil".to_string()),
            ("to".to_string(), "North Africa".to_string()),
        ],
        None,
    );
    let pid_s = pid.to_string();
    let mut waits = Vec::new();
    let (mut bot_ticks, mut own_ticks, mut measured) = (0, 0, 0u64);
    let (mut commits, mut syncs) = (0.0, 0.0);
    for round in 0..=rounds {
        let from = fake.calls();
        let mut tokens = HashMap::new();
        let mut payloads = Vec::new();
        for i in 0..n {
            let (_, token, p) = fake.interaction(2, ALICE, Some(FIRST_CHANNEL + i), attack.clone());
            tokens.insert(format!("/{token}/callback"), ());
            payloads.push(p);
        }
        let (bot0, own0) = (cpu_ticks(&pid_s), cpu_ticks("self"));
        let (c0, s0) = (
            metric(&metrics, "risk_commits_total"),
            metric(&metrics, "risk_syncs_total"),
        );
        let began = fake.dispatch_all(payloads);
        let mut answered: HashMap<String, Duration> = HashMap::new();
        let mut seen = from;
        let deadline = Instant::now() + Duration::from_secs(60);
        while answered.len() < n as usize {
            assert!(Instant::now() < deadline, "callbacks missing after 60 s");
            let calls = fake.calls_since(seen);
            seen += calls.len();
            for c in calls {
                if let Some(at) = c.path.rfind("/itoken-").map(|i| &c.path[i..]) {
                    if tokens.contains_key(at) && c.status == 204 {
                        answered
                            .entry(at.to_string())
                            .or_insert(c.at.duration_since(began));
                    }
                }
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        // Let the deliveries after the callbacks finish.
        let mut quiet = fake.calls();
        loop {
            std::thread::sleep(Duration::from_millis(150));
            let now = fake.calls();
            if now == quiet {
                break;
            }
            quiet = now;
        }
        if round == 0 {
            continue;
        }
        bot_ticks += cpu_ticks(&pid_s) - bot0;
        own_ticks += cpu_ticks("self") - own0;
        commits += metric(&metrics, "risk_commits_total") - c0;
        syncs += metric(&metrics, "risk_syncs_total") - s0;
        measured += n;
        waits.extend(answered.values().map(|d| d.as_secs_f64() * 1e3));
    }
    done.store(true, Ordering::Relaxed);
    sampler.join().unwrap();
    let hwm = status_kb(pid, "VmHWM:");
    waits.sort_by(f64::total_cmp);
    let per = |ticks: u64| ticks as f64 / ticks_per_second() * 1e3 / measured as f64;
    println!(
        "{n:>5} channels at once, {rounds} rounds: callback p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; \
         CPU per interaction: bot {:.3} ms, fake {:.3} ms; bot threads (most) {}; bot RSS (VmHWM) {:.0} MB; \
         fdatasyncs per commit {:.2} ({commits} commits)",
        percentile(&waits, 0.5),
        percentile(&waits, 0.99),
        waits.last().unwrap(),
        per(bot_ticks),
        per(own_ticks),
        most_threads.load(Ordering::Relaxed),
        hwm as f64 / 1024.0,
        syncs / commits,
    );
    drop(bot);
}

fn main() {
    let sizes: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let sizes = if sizes.is_empty() {
        vec![1, 100, 1000]
    } else {
        sizes
    };
    for n in sizes {
        // About 2,000 measured interactions per size (at least 3 rounds).
        let rounds = (2000 / n as usize).clamp(3, 300);
        burst(n, rounds);
    }
}
