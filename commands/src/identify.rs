//! Keeping to Discord's gateway limits when sessions start: the daily session-start budget
//! (`GET /gateway/bot`'s `session_start_limit`), and one IDENTIFY per 5 seconds per
//! `max_concurrency` bucket (a shard's bucket is its id modulo `max_concurrency`) across every
//! process of the bot on this machine, however they were started (several `RISK_SHARDS`
//! processes at once, a container restarting in a loop).
//!
//! Within a process serenity starts its shards one every 5 seconds. Across processes, the last
//! IDENTIFY planned in each bucket is kept in a small file (`RISK_IDENTIFY_FILE`, or
//! `risk-identify` in the directory holding `RISK_DB_PATH`), read and written under a lock
//! file: a process starting waits until its first shard is `GAP` after the last one planned in
//! its bucket, and writes down its own. docs/operating.md says why a file.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::shards::Shards;

/// Tests only: the gap between processes' identifies, in milliseconds (empty: `GAP`).
pub const GAP_VAR: &str = "RISK_TEST_IDENTIFY_GAP_MS";
/// Discord's 5 seconds between identifies of one bucket, and a second for serenity's own
/// connecting (a process's later shards start 5 s after its earlier ones, not to the
/// millisecond).
const GAP: Duration = Duration::from_secs(6);
/// Serenity's wait between starting two shards of one process.
const SERENITY_STEP: u64 = 5_000;
/// A lock file older than this was left by a process that died holding it.
const STALE_LOCK: Duration = Duration::from_secs(30);

/// The session starts Discord allows (`session_start_limit`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub total: u64,
    pub remaining: u64,
    pub reset_after: Duration,
    pub max_concurrency: u64,
}

impl Budget {
    pub fn of(limit: &poise::serenity_prelude::SessionStartLimit) -> Budget {
        Budget {
            total: limit.total,
            remaining: limit.remaining,
            reset_after: Duration::from_millis(limit.reset_after),
            max_concurrency: limit.max_concurrency.max(1),
        }
    }

    /// The starts kept back: never the last ones, whatever the shards need. A twentieth of
    /// the day's (50 of Discord's usual 1,000), at least as many as this process needs.
    pub fn reserve(&self, needed: u32) -> u64 {
        (self.total / 20).max(u64::from(needed))
    }

    /// Whether `needed` more session starts are allowed with the reserve kept; the refusal
    /// says why and what to do.
    pub fn check(&self, needed: u32) -> Result<(), String> {
        let reserve = self.reserve(needed);
        if self.remaining >= u64::from(needed) + reserve {
            return Ok(());
        }
        let secs = self.reset_after.as_secs();
        Err(format!(
            "Discord allows {} more gateway session starts of {} until it resets them in {}h{:02}m \
             (session_start_limit from GET /gateway/bot); this process needs {needed} and keeps \
             {reserve} in reserve, so it does not connect: a bot that uses them all up gets its \
             token reset by Discord. Something has been reconnecting too often (a restart loop?); \
             start the bot again after the reset (docs/operating.md, gateway sessions)",
            self.remaining,
            self.total,
            secs / 3600,
            (secs % 3600) / 60
        ))
    }
}

/// When this process may start its shards (ms since the epoch), given the last identify
/// planned in each bucket (`last`, updated with this process's): its first shard at least `gap`
/// after its bucket's last, and each later shard (started `SERENITY_STEP` after the one before)
/// likewise in its own bucket.
pub fn plan(
    last: &mut BTreeMap<u64, u64>,
    shards: Shards,
    max_concurrency: u64,
    now: u64,
    gap: u64,
) -> u64 {
    let mc = max_concurrency.max(1);
    let at = |i: u32| SERENITY_STEP * u64::from(i - shards.first);
    let mut start = now;
    for i in shards.first..=shards.last {
        if let Some(l) = last.get(&(u64::from(i) % mc)) {
            start = start.max((l + gap).saturating_sub(at(i)));
        }
    }
    for i in shards.first..=shards.last {
        let t = last.entry(u64::from(i) % mc).or_insert(0);
        *t = (*t).max(start + at(i));
    }
    start
}

/// Where the file of the last identifies is: `RISK_IDENTIFY_FILE` (a directory the bot's
/// processes share), or beside the database.
pub const FILE_VAR: &str = "RISK_IDENTIFY_FILE";

fn state_file() -> PathBuf {
    if let Some(f) = std::env::var_os(FILE_VAR).filter(|f| !f.is_empty()) {
        return PathBuf::from(f);
    }
    let db = std::env::var("RISK_DB_PATH").unwrap_or_else(|_| "risk.db".into());
    let dir = Path::new(&db)
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    dir.join("risk-identify")
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// The gap between processes: `GAP`, or the tests' `RISK_TEST_IDENTIFY_GAP_MS`.
fn gap() -> u64 {
    std::env::var(GAP_VAR)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(GAP.as_millis() as u64)
}

/// Holds the lock file while it lives.
struct Lock(PathBuf);

impl Lock {
    fn take(path: PathBuf) -> std::io::Result<Lock> {
        let end = std::time::Instant::now() + Duration::from_secs(10);
        loop {
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
            {
                Ok(_) => return Ok(Lock(path)),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    let stale = std::fs::metadata(&path)
                        .and_then(|m| m.modified())
                        .is_ok_and(|t| t.elapsed().unwrap_or_default() > STALE_LOCK);
                    if stale {
                        let _ = std::fs::remove_file(&path);
                    } else if std::time::Instant::now() > end {
                        return Err(e);
                    } else {
                        std::thread::sleep(Duration::from_millis(20));
                    }
                }
                Err(e) => return Err(e),
            }
        }
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Plans this process's identifies in the shared file: how long to wait before starting the
/// shards. A file that cannot be used is logged, and the process goes on without waiting for
/// others (serenity still spaces its own shards).
pub fn turn(shards: Shards, max_concurrency: u64) -> Duration {
    let file = state_file();
    let planned = (|| -> std::io::Result<u64> {
        let _lock = Lock::take(file.with_extension("lock"))?;
        let text = match std::fs::read_to_string(&file) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(e),
        };
        let mut last: BTreeMap<u64, u64> = text
            .lines()
            .filter_map(|l| {
                let (b, t) = l.split_once(' ')?;
                Some((b.parse().ok()?, t.parse().ok()?))
            })
            .collect();
        let start = plan(&mut last, shards, max_concurrency, now_ms(), gap());
        let out: String = last.iter().map(|(b, t)| format!("{b} {t}\n")).collect();
        let tmp = file.with_extension("tmp");
        std::fs::write(&tmp, out)?;
        std::fs::rename(&tmp, &file)?;
        Ok(start)
    })();
    match planned {
        Ok(start) => Duration::from_millis(start.saturating_sub(now_ms())),
        Err(e) => {
            tracing::warn!(
                file = ?file.display().to_string(),
                "the file of the last gateway identifies cannot be used ({e}); starting without \
                 waiting for other processes"
            );
            Duration::ZERO
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shards(text: &str) -> Shards {
        Shards::parse(text).unwrap()
    }

    #[test]
    fn processes_in_one_bucket_start_a_gap_apart_and_other_buckets_at_once() {
        let mut last = BTreeMap::new();
        assert_eq!(plan(&mut last, shards("0/2"), 1, 1_000, 6_000), 1_000);
        assert_eq!(plan(&mut last, shards("1/2"), 1, 1_200, 6_000), 7_000);
        // A restart of the first right after: after the second.
        assert_eq!(plan(&mut last, shards("0/2"), 1, 1_300, 6_000), 13_000);
        // Two buckets: shard 1 is in the other one.
        let mut last = BTreeMap::new();
        assert_eq!(plan(&mut last, shards("0/2"), 2, 1_000, 6_000), 1_000);
        assert_eq!(plan(&mut last, shards("1/2"), 2, 1_000, 6_000), 1_000);
        // A process of shards 0-3 out of 4 with max_concurrency 2: its shards start 5 s apart
        // (serenity), and the one after it waits for the last one in its bucket.
        let mut last = BTreeMap::new();
        assert_eq!(plan(&mut last, shards("0-3/8"), 2, 0, 6_000), 0);
        assert_eq!(last, BTreeMap::from([(0, 10_000), (1, 15_000)]));
        assert_eq!(plan(&mut last, shards("4-5/8"), 2, 0, 6_000), 16_000);
        assert_eq!(last, BTreeMap::from([(0, 16_000), (1, 21_000)]));
    }

    #[test]
    fn a_low_session_budget_is_refused_with_the_reason() {
        let budget = |remaining| Budget {
            total: 1000,
            remaining,
            reset_after: Duration::from_secs(3 * 3600 + 25 * 60),
            max_concurrency: 1,
        };
        assert!(budget(1000).check(4).is_ok());
        assert!(budget(54).check(4).is_ok());
        let e = budget(53).check(4).unwrap_err();
        for words in [
            "53 more",
            "of 1000",
            "3h25m",
            "needs 4",
            "50 in reserve",
            "token reset",
        ] {
            assert!(e.contains(words), "{words}: {e}");
        }
    }
}
