//! The database's upkeep while serving, on a blocking thread: finished games' logs pruned after
//! their retention (`RISK_LOG_RETENTION_DAYS`, default 30) every few hours, the files compacted
//! when they outgrew the data (looked at every few minutes, and after pruning), and with
//! `RISK_BACKUP_DIR` set an export every `RISK_BACKUP_HOURS` (default 24), the newest
//! `KEEP` kept.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use risk::service::{GameService, SledStore, DEFAULT_RETENTION};

/// Backups kept in `RISK_BACKUP_DIR`.
const KEEP: usize = 7;

/// Where and how often to back up.
pub struct Backups {
    pub dir: PathBuf,
    pub every: Duration,
}

/// `RISK_BACKUP_DIR` and `RISK_BACKUP_HOURS`.
pub fn backups() -> anyhow::Result<Option<Backups>> {
    let Some(dir) = std::env::var_os("RISK_BACKUP_DIR").filter(|d| !d.is_empty()) else {
        return Ok(None);
    };
    let hours: u64 = match std::env::var("RISK_BACKUP_HOURS") {
        Ok(v) => v
            .trim()
            .parse()
            .ok()
            .filter(|h| *h > 0)
            .with_context(|| format!("RISK_BACKUP_HOURS={v:?} is not a number of hours"))?,
        Err(_) => 24,
    };
    let dir = PathBuf::from(dir);
    risk::service::dump::create_private_dir(&dir)
        .with_context(|| format!("creating RISK_BACKUP_DIR {}", dir.display()))?;
    Ok(Some(Backups {
        dir,
        every: Duration::from_secs(hours * 3600),
    }))
}

/// Writes `risk-<unix seconds>.jsonl` (through a temporary name, synced), then drops all but
/// the newest `KEEP`.
pub fn backup(store: &SledStore, dir: &Path, now: u64) -> anyhow::Result<PathBuf> {
    use std::io::Write;
    let path = dir.join(format!("risk-{now}.jsonl"));
    let tmp = dir.join(format!(".risk-{now}.jsonl.tmp"));
    let file = risk::service::dump::create_private(&tmp)?;
    let mut w = std::io::BufWriter::new(file);
    risk::service::dump::export(store, &mut w)?;
    w.flush()?;
    w.get_ref().sync_all()?;
    std::fs::rename(&tmp, &path)?;
    let mut old: Vec<PathBuf> = std::fs::read_dir(dir)?
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("risk-") && n.ends_with(".jsonl"))
        })
        .collect();
    old.sort();
    let excess = old.len().saturating_sub(KEEP);
    for p in old.into_iter().take(excess) {
        let _ = std::fs::remove_file(p);
    }
    Ok(path)
}

/// Backs up every `backups.every`, for as long as the bot serves.
pub async fn run_backups(svc: Arc<GameService>, store: Arc<SledStore>, backups: Backups) {
    loop {
        let (s, st, dir) = (svc.clone(), store.clone(), backups.dir.clone());
        match tokio::task::spawn_blocking(move || backup(&st, &dir, s.now())).await {
            Ok(Ok(path)) => tracing::info!(path = ?path, "database backed up"),
            Ok(Err(e)) => tracing::warn!(error = ?e.to_string(), "backup failed; next try later"),
            Err(e) => tracing::warn!(error = ?e.to_string(), "the backup task failed"),
        }
        tokio::time::sleep(backups.every).await;
    }
}

/// How often the upkeep runs.
const EVERY: Duration = Duration::from_secs(6 * 3600);

/// How often the files' size is compared with the data's.
const LOOK_EVERY: Duration = Duration::from_secs(5 * 60);

/// Compacts the database when its files outgrew the data (`SledStore::compact_if_grown`);
/// commands go on meanwhile but for a short final step.
fn compact_if_grown(store: &SledStore) {
    match store.compact_if_grown() {
        Ok(Some(c)) => tracing::info!(
            before = c.before,
            after = c.after,
            "compacted the database's files"
        ),
        Ok(None) => {}
        Err(e) => {
            tracing::warn!(error = ?e.to_string(), "compacting the database failed; next try later")
        }
    }
}

/// Looks at the database's size every `LOOK_EVERY`, for as long as the bot serves.
pub async fn run_compaction(store: Arc<SledStore>) {
    loop {
        tokio::time::sleep(LOOK_EVERY).await;
        let st = store.clone();
        if let Err(e) = tokio::task::spawn_blocking(move || compact_if_grown(&st)).await {
            tracing::warn!(error = ?e.to_string(), "the compaction task failed");
        }
    }
}

/// `RISK_LOG_RETENTION_DAYS`: days a finished game's full log is kept after it ended.
pub fn retention() -> anyhow::Result<u64> {
    match std::env::var("RISK_LOG_RETENTION_DAYS") {
        Ok(v) => {
            let days: u64 = v.trim().parse().map_err(|_| {
                anyhow::anyhow!("RISK_LOG_RETENTION_DAYS={v:?} is not a number of days")
            })?;
            Ok(days * 24 * 3600)
        }
        Err(_) => Ok(DEFAULT_RETENTION),
    }
}

/// Runs the upkeep now and then every `EVERY`, for as long as the bot serves.
pub async fn run(svc: Arc<GameService>, store: Arc<SledStore>, retention: u64) {
    loop {
        let s = svc.clone();
        match tokio::task::spawn_blocking(move || s.compact(retention)).await {
            Ok(Ok(done)) if done.games > 0 => {
                tracing::info!(
                    games = done.games,
                    entries = done.entries,
                    "pruned the logs of finished games past their retention"
                );
                // What the pruning freed goes back to the disk.
                let st = store.clone();
                let _ = tokio::task::spawn_blocking(move || compact_if_grown(&st)).await;
            }
            Ok(Ok(_)) => {}
            Ok(Err(e)) => {
                tracing::warn!(error = ?e.to_string(), "pruning old logs failed; next try later")
            }
            Err(e) => tracing::warn!(error = ?e.to_string(), "the upkeep task failed"),
        }
        tokio::time::sleep(EVERY).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backups_restore_and_only_the_newest_are_kept() {
        let (db, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let store = SledStore::open(db.path()).unwrap();
        let session = risk::service::Session::new(
            risk::service::UserKey(1),
            "alice",
            "classic",
            risk::engine::Rules::classic(),
            5,
        );
        use risk::service::Store;
        store
            .commit(risk::service::ChannelKey(9), &session, &[])
            .unwrap();
        for t in 0..(KEEP as u64 + 3) {
            backup(&store, dir.path(), 1_000 + t).unwrap();
        }
        let files: Vec<_> = std::fs::read_dir(dir.path()).unwrap().flatten().collect();
        assert_eq!(files.len(), KEEP);
        #[cfg(unix)]
        for f in &files {
            use std::os::unix::fs::PermissionsExt;
            // A backup holds running games' seeds, hands and missions: the bot's user's only.
            let mode = f.metadata().unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "{} is {mode:o}", f.path().display());
        }
        let newest = dir
            .path()
            .join(format!("risk-{}.jsonl", 1_000 + KEEP as u64 + 2));
        let restored = tempfile::tempdir().unwrap();
        let to = SledStore::open(restored.path()).unwrap();
        let f = std::io::BufReader::new(std::fs::File::open(newest).unwrap());
        risk::service::dump::import(&to, f).unwrap();
        let back = to.load(risk::service::ChannelKey(9)).unwrap().unwrap();
        assert_eq!(back.seats[0].name, "alice");
    }
}
