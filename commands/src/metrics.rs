//! The operator's endpoint (opt-in with `RISK_METRICS_ADDR`): Prometheus metrics at `/metrics`
//! and a health check at `/health`, which `risk-bot health` (the Docker HEALTHCHECK) asks.
//! Counters are recorded wherever things happen; the gauges are read at scrape time.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::out::outln;
use anyhow::{bail, Context};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use risk::service::GameService;

/// The variable naming the address to listen on, e.g. `127.0.0.1:9100` (`0.0.0.0:9100` in
/// the Docker image).
pub const ADDR_VAR: &str = "RISK_METRICS_ADDR";

const LATENCY: &str = "risk_command_duration_seconds";

/// One command handled: `result` is ok, refused (the player's mistake) or error.
pub fn command(name: &'static str, result: &'static str, took: Duration) {
    metrics::counter!("risk_commands_total", "command" => name, "result" => result).increment(1);
    metrics::histogram!(LATENCY).record(took.as_secs_f64());
}

/// A message Discord did not take (`what`: dm, channel, reply).
pub fn delivery_failed(what: &'static str) {
    metrics::counter!("risk_deliveries_failed_total", "kind" => what).increment(1);
}

/// A message Discord failed to take for now (5xx, 429, no answer), tried again.
pub fn delivery_retried(what: &'static str) {
    metrics::counter!("risk_delivery_retries_total", "kind" => what).increment(1);
}

/// A message given up because Discord said its target is gone (unknown channel or user, no
/// access, DMs closed, the interaction expired).
pub fn delivery_gone(what: &'static str) {
    metrics::counter!("risk_deliveries_gone_total", "kind" => what).increment(1);
}

/// A delivery left to the outbox after Discord kept failing (sent again later).
pub fn delivery_postponed() {
    metrics::counter!("risk_deliveries_postponed_total").increment(1);
}

/// Discord answered 429 to a request through the REST gate (`global`: for every route).
pub fn rate_limited(global: bool) {
    let scope = if global { "global" } else { "route" };
    metrics::counter!("risk_rate_limited_total", "scope" => scope).increment(1);
}

/// Invalid requests (401, 403, 429) in Discord's last 10 minutes, as the REST gate counts them.
pub fn invalid_requests(count: usize) {
    metrics::gauge!("risk_invalid_requests").set(count as f64);
}

/// A board picture left out: not drawn within the pictures' budget, or too many waiting.
pub fn picture_skipped() {
    metrics::counter!("risk_pictures_skipped_total").increment(1);
}

/// How long the gateway may be away (Discord restarting, a network blip) before `/health` says
/// unhealthy.
pub const OUTAGE_GRACE: Duration = Duration::from_secs(180);

/// The gateway connection as `/health` judges it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Gateway {
    /// Not yet connected since the bot started.
    NeverReady,
    Connected,
    /// Lost at that moment.
    Lost(Instant),
}

/// The process's gateway shards: how many it runs, and each one's connection so far.
struct Shards {
    expected: u32,
    each: BTreeMap<u32, Gateway>,
}

impl Shards {
    /// The process as `/health` judges it: lost since the earliest shard that is away,
    /// connected once every shard it runs is, else not ready yet.
    fn overall(&self) -> Gateway {
        let lost = self
            .each
            .values()
            .filter_map(|g| match g {
                Gateway::Lost(at) => Some(*at),
                Gateway::NeverReady | Gateway::Connected => None,
            })
            .min();
        if let Some(at) = lost {
            return Gateway::Lost(at);
        }
        let up = self
            .each
            .values()
            .filter(|g| **g == Gateway::Connected)
            .count();
        if up >= self.expected.max(1) as usize {
            Gateway::Connected
        } else {
            Gateway::NeverReady
        }
    }
}

static GATEWAY: Mutex<Shards> = Mutex::new(Shards {
    expected: 1,
    each: BTreeMap::new(),
});

/// The shards this process runs (`RISK_SHARDS`, or all Discord recommends): `/health` waits
/// for all of them.
pub fn expect_shards(count: u32) {
    GATEWAY.lock().unwrap_or_else(|e| e.into_inner()).expected = count;
}

/// Records that gateway shard `shard` is up (`true`: READY, RESUMED) or went away; sets the
/// `risk_shard_connected` gauge of the shard and `risk_gateway_connected` (1 while every shard
/// of the process is connected), and logs the change.
pub fn gateway(shard: u32, connected: bool) {
    let mut all = GATEWAY.lock().unwrap_or_else(|e| e.into_inner());
    let g = all.each.entry(shard).or_insert(Gateway::NeverReady);
    let was = *g == Gateway::Connected;
    match (was, connected) {
        (false, true) => {
            *g = Gateway::Connected;
            tracing::info!(shard, "gateway connected");
        }
        (true, false) => {
            *g = Gateway::Lost(Instant::now());
            tracing::warn!(shard, "gateway disconnected");
        }
        (true, true) | (false, false) => {}
    }
    let up = |b: bool| if b { 1.0 } else { 0.0 };
    metrics::gauge!("risk_shard_connected", "shard" => shard.to_string()).set(up(connected));
    metrics::gauge!("risk_gateway_connected").set(up(all.overall() == Gateway::Connected));
}

/// Healthy: connected to Discord's gateway, or lost it less than `OUTAGE_GRACE` ago. Never
/// connected is unhealthy (the HEALTHCHECK's start period covers the first connection).
pub fn healthy(g: Gateway, now: Instant) -> bool {
    match g {
        Gateway::NeverReady => false,
        Gateway::Connected => true,
        Gateway::Lost(at) => now.saturating_duration_since(at) < OUTAGE_GRACE,
    }
}

async fn health() -> (axum::http::StatusCode, &'static str) {
    let g = GATEWAY.lock().unwrap_or_else(|e| e.into_inner()).overall();
    match (healthy(g, Instant::now()), g) {
        (true, _) => (axum::http::StatusCode::OK, "ok\n"),
        (false, Gateway::NeverReady) => (
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            "not connected to Discord yet\n",
        ),
        (false, _) => (
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            "disconnected from Discord for more than 3 minutes\n",
        ),
    }
}

/// Installs the recorder and starts serving on `addr` (from `RISK_METRICS_ADDR`). The
/// listener is bound before this returns, so a bad address ends the bot at start-up.
pub async fn start(
    addr: &str,
    svc: Arc<GameService>,
    shards: Option<crate::shards::Shards>,
) -> anyhow::Result<SocketAddr> {
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(
            Matcher::Full(LATENCY.into()),
            &[
                0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
            ],
        )
        .context("latency buckets")?
        .install_recorder()
        .context("installing the metrics recorder")?;
    describe();
    metrics::gauge!("risk_gateway_connected").set(0.0);
    // Which shards this process runs, so that a scrape of N processes tells them apart.
    let range = shards.map_or_else(|| "all".to_string(), |s| s.to_string());
    metrics::gauge!("risk_shards", "shards" => range).set(1.0);
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("{ADDR_VAR}={addr}: cannot listen there"))?;
    let local = listener.local_addr()?;
    let app = axum::Router::new()
        .route(
            "/metrics",
            axum::routing::get(move || {
                let (handle, svc) = (handle.clone(), svc.clone());
                async move { render(&handle, &svc) }
            }),
        )
        .route("/health", axum::routing::get(health));
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = ?e.to_string(), "the metrics endpoint stopped");
        }
    });
    tracing::info!(address = ?local.to_string(), "metrics at /metrics, health at /health");
    Ok(local)
}

fn describe() {
    metrics::describe_counter!(
        "risk_commands_total",
        "Slash commands handled, by command and result (ok, refused, error)"
    );
    metrics::describe_histogram!(
        LATENCY,
        metrics::Unit::Seconds,
        "Time the game service took for a command"
    );
    metrics::describe_counter!(
        "risk_deliveries_failed_total",
        "Messages Discord did not accept (closed DMs included)"
    );
    metrics::describe_counter!(
        "risk_delivery_retries_total",
        "Messages tried again after Discord failed them for now (5xx, 429, no answer)"
    );
    metrics::describe_counter!(
        "risk_deliveries_gone_total",
        "Messages given up because their channel, user or interaction is gone"
    );
    metrics::describe_counter!(
        "risk_deliveries_postponed_total",
        "Deliveries left to the outbox after Discord kept failing (sent again later)"
    );
    metrics::describe_counter!(
        "risk_rate_limited_total",
        "Requests Discord answered with 429, by scope (route, global); nothing more goes there before its retry_after"
    );
    metrics::describe_gauge!(
        "risk_invalid_requests",
        "Invalid requests (401, 403, 429) in the last 10 minutes; Discord bans the address at 10,000"
    );
    metrics::describe_counter!(
        "risk_commits_total",
        "Database writes acknowledged only once durable (commands, deliveries marked, settings)"
    );
    metrics::describe_counter!(
        "risk_syncs_total",
        "Durable flushes (fdatasync) of the database; concurrent commits share one"
    );
    metrics::describe_gauge!(
        "risk_gateway_connected",
        "1 while the bot is connected to Discord's gateway, else 0"
    );
    metrics::describe_gauge!(
        "risk_shard_connected",
        "1 while this gateway shard is connected, else 0"
    );
    metrics::describe_gauge!(
        "risk_shards",
        "Always 1; its label `shards` is RISK_SHARDS (FIRST-LAST/TOTAL), or all"
    );
    metrics::describe_gauge!(
        "risk_games",
        "Stored tables by state (lobby, live, finished)"
    );
    metrics::describe_gauge!(
        "risk_sessions_loaded",
        "Channels whose table is held in memory"
    );
    metrics::describe_gauge!(
        "risk_database_bytes",
        metrics::Unit::Bytes,
        "Size of the database on disk"
    );
}

/// The gauges read now, then everything in Prometheus' text format.
fn render(handle: &PrometheusHandle, svc: &GameService) -> String {
    metrics::gauge!("risk_sessions_loaded").set(svc.loaded() as f64);
    if let Some(bytes) = svc.store().size_on_disk() {
        metrics::gauge!("risk_database_bytes").set(bytes as f64);
    }
    if let Some((commits, syncs)) = svc.store().durability() {
        metrics::counter!("risk_commits_total").absolute(commits);
        metrics::counter!("risk_syncs_total").absolute(syncs);
    }
    match svc.store().census() {
        Ok(c) => {
            metrics::gauge!("risk_games", "state" => "lobby").set(c.lobbies as f64);
            metrics::gauge!("risk_games", "state" => "live").set(c.live as f64);
            metrics::gauge!("risk_games", "state" => "finished").set(c.finished as f64);
        }
        Err(e) => tracing::warn!(error = ?e.to_string(), "counting the stored games failed"),
    }
    handle.run_upkeep();
    handle.render()
}

/// `risk-bot health`: asks the running bot's `/health` (at `RISK_METRICS_ADDR`, an unspecified
/// address such as 0.0.0.0 meaning this machine). Plain std: the image has no curl.
pub fn check() -> anyhow::Result<i32> {
    let Ok(addr) = std::env::var(ADDR_VAR) else {
        bail!("{ADDR_VAR} is not set: the health endpoint is off");
    };
    let mut target = addr
        .to_socket_addrs()
        .with_context(|| format!("{ADDR_VAR}={addr} is not an address"))?
        .next()
        .with_context(|| format!("{ADDR_VAR}={addr} names no address"))?;
    if target.ip().is_unspecified() {
        target.set_ip(match target {
            SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
            SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
        });
    }
    let limit = Duration::from_secs(3);
    let mut stream = TcpStream::connect_timeout(&target, limit)
        .with_context(|| format!("connecting to {target}"))?;
    stream.set_read_timeout(Some(limit))?;
    stream.write_all(b"GET /health HTTP/1.0\r\nHost: localhost\r\n\r\n")?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer)?;
    let status = answer.lines().next().unwrap_or("");
    if status.split(' ').nth(1) == Some("200") {
        outln!("healthy");
        Ok(0)
    } else {
        outln!("unhealthy: {status}");
        Ok(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn health_needs_the_gateway_and_forgives_only_a_short_outage() {
        let now = Instant::now();
        assert!(!healthy(Gateway::NeverReady, now));
        assert!(healthy(Gateway::Connected, now));
        let lost = now - Duration::from_secs(60);
        assert!(healthy(Gateway::Lost(lost), now), "a minute away is a blip");
        let lost = now - OUTAGE_GRACE - Duration::from_secs(1);
        assert!(!healthy(Gateway::Lost(lost), now), "over 3 minutes away");
    }
}
