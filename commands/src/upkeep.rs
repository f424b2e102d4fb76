//! The database's upkeep while serving: finished games' logs pruned after their retention
//! (`RISK_LOG_RETENTION_DAYS`, default 30), every few hours, on a blocking thread.

use std::sync::Arc;
use std::time::Duration;

use risk::service::{GameService, DEFAULT_RETENTION};

/// How often the upkeep runs.
const EVERY: Duration = Duration::from_secs(6 * 3600);

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
pub async fn run(svc: Arc<GameService>, retention: u64) {
    loop {
        let s = svc.clone();
        match tokio::task::spawn_blocking(move || s.compact(retention)).await {
            Ok(Ok(done)) if done.games > 0 => tracing::info!(
                games = done.games,
                entries = done.entries,
                "pruned the logs of finished games past their retention"
            ),
            Ok(Ok(_)) => {}
            Ok(Err(e)) => tracing::warn!(error = %e, "pruning old logs failed; next try later"),
            Err(e) => tracing::warn!(error = %e, "the upkeep task failed"),
        }
        tokio::time::sleep(EVERY).await;
    }
}
