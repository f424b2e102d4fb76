//! The gate every REST call to Discord goes through. Serenity is pointed at it on loopback
//! (its own rate limiter off: it retries a 429 without end, lets other requests through during
//! a global limit, and keeps no count of invalid requests), and the gate forwards each request
//! to Discord (`DISCORD_API_BASE` in tests), keeping to Discord's rules whatever it answers:
//!
//! - after a 429, nothing is sent on its route (on any route when it is global) before its
//!   `retry_after` (the larger of the `Retry-After` header and the body's `retry_after`) and a
//!   little jitter have passed; a route whose `X-RateLimit-Remaining` reached 0 waits for its
//!   `X-RateLimit-Reset-After`;
//! - a 429 is tried again here a few times; a wait longer than `MAX_HOLD` is answered here with
//!   a 429 of the time left, without sending;
//! - invalid requests (401, 403, and 429 outside Discord's shared limits) are counted over
//!   Discord's 10 minutes: past `STOP_RETRYING` a 429 is no longer tried again here, and past
//!   `STOP_SENDING` (below Discord's 10,000, after which it bans the address) nothing is sent
//!   until older ones leave the window; both are logged.
//!
//! Each request waits in its own call, so what one caller sends in order arrives in order. The
//! gate listens on 127.0.0.1 under a random path prefix: nothing else on the machine can send
//! through it. Logs name a request's route with ids and tokens left out, never its headers.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use tokio::time::Instant;

/// Discord's REST API, when `DISCORD_API_BASE` does not name another.
pub const DISCORD: &str = "https://discord.com";

/// Discord's window for invalid requests; 10,000 in it get the address banned.
const INVALID_WINDOW: Duration = Duration::from_secs(600);
/// Past this many invalid requests in the window, a 429 is not tried again here.
pub const STOP_RETRYING: usize = 5_000;
/// Past this many, nothing is sent until older ones leave the window.
pub const STOP_SENDING: usize = 9_000;
/// How many times the gate sends one request again after 429s.
const MAX_RETRIES: u32 = 3;
/// The longest a request waits here for its route (or the whole bot) to be free; a longer
/// wait is answered with a 429 of the time left.
const MAX_HOLD: Duration = Duration::from_secs(15);
/// The wait after a 429 that names none.
const DEFAULT_WAIT: Duration = Duration::from_secs(1);

/// `d` and up to a quarter more, at random: retries of many callers spread out instead of
/// arriving together.
pub fn jittered(d: Duration) -> Duration {
    d + d.mul_f64(rand::random::<f64>() / 4.0)
}

/// The jitter added after a rate limit's end: up to a tenth of the wait, at most 250 ms, at
/// least 20 ms.
fn after(wait: Duration) -> Duration {
    let most = (wait / 10).clamp(Duration::from_millis(20), Duration::from_millis(250));
    Duration::from_millis(20) + most.mul_f64(rand::random::<f64>())
}

/// What an answer says about Discord's limits.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Said {
    pub status: u16,
    /// How long to wait after a 429: the larger of the header and the body.
    pub retry_after: Option<Duration>,
    /// The 429 holds for every route.
    pub global: bool,
    /// The 429 is of a shared resource: Discord does not count it as invalid.
    pub shared: bool,
    /// `X-RateLimit-Remaining` and `X-RateLimit-Reset-After`.
    pub remaining: Option<u64>,
    pub reset_after: Option<Duration>,
}

/// Seconds as Discord writes them (`1.5`), when they make sense.
fn seconds(v: Option<f64>) -> Option<Duration> {
    v.filter(|s| s.is_finite() && *s >= 0.0)
        .map(|s| Duration::from_secs_f64(s.min(86_400.0)))
}

impl Said {
    /// Reads an answer's status, headers and (for a 429) body.
    pub fn read(status: u16, headers: &HeaderMap, body: &[u8]) -> Said {
        let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        let number = |name: &str| header(name).and_then(|v| v.trim().parse::<f64>().ok());
        let json: serde_json::Value = match status {
            429 => serde_json::from_slice(body).unwrap_or_default(),
            _ => serde_json::Value::Null,
        };
        let retry_after = match (
            seconds(number("retry-after")),
            seconds(json["retry_after"].as_f64()),
        ) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        Said {
            status,
            retry_after,
            global: header("x-ratelimit-global").is_some_and(|v| v.eq_ignore_ascii_case("true"))
                || json["global"].as_bool() == Some(true),
            shared: header("x-ratelimit-scope") == Some("shared"),
            remaining: number("x-ratelimit-remaining").map(|r| r.max(0.0) as u64),
            reset_after: seconds(number("x-ratelimit-reset-after")),
        }
    }

    /// Whether Discord counts this answer as an invalid request.
    fn invalid(&self) -> bool {
        matches!(self.status, 401 | 403) || (self.status == 429 && !self.shared)
    }
}

/// What the gate knows of Discord's limits, at explicit instants (tests run it on their own
/// clock).
#[derive(Debug, Default)]
pub struct Limits {
    global: Option<Instant>,
    routes: HashMap<String, Instant>,
    invalid: VecDeque<Instant>,
}

/// What to do with a request now.
#[derive(Debug, PartialEq)]
pub enum Go {
    Send,
    /// Wait until then (the route or the whole bot is limited), then ask again.
    Wait(Instant),
    /// Answer here with a 429 of this long, without sending: the wait is too long, or too many
    /// invalid requests were sent.
    Refuse(Duration, bool),
}

impl Limits {
    /// Invalid requests in the window ending at `now`.
    pub fn invalid_count(&mut self, now: Instant) -> usize {
        while self
            .invalid
            .front()
            .is_some_and(|t| now.duration_since(*t) >= INVALID_WINDOW)
        {
            self.invalid.pop_front();
        }
        self.invalid.len()
    }

    /// Whether a request on `route` may be sent at `now`.
    pub fn go(&mut self, route: &str, now: Instant) -> Go {
        if self.invalid_count(now) >= STOP_SENDING {
            let oldest = self.invalid.front().copied().unwrap_or(now);
            return Go::Refuse((oldest + INVALID_WINDOW).duration_since(now), true);
        }
        let global = self.global.filter(|t| *t > now);
        let route_free = self.routes.get(route).copied().filter(|t| *t > now);
        let free = match (global, route_free) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        match free {
            None => Go::Send,
            Some(t) if t.duration_since(now) > MAX_HOLD => {
                Go::Refuse(t.duration_since(now), global == Some(t))
            }
            Some(t) => Go::Wait(t),
        }
    }

    /// Nothing goes on `route` (on any route when `global`) before `until`.
    fn hold(&mut self, route: &str, until: Instant, global: bool) {
        if global {
            self.global = Some(self.global.map_or(until, |t| t.max(until)));
        } else {
            let t = self.routes.entry(route.to_string()).or_insert(until);
            *t = (*t).max(until);
        }
    }

    /// Takes in Discord's answer to a request on `route` that left at or before `now`;
    /// returns whether a 429 may be tried again as far as the invalid-request count goes.
    pub fn answered(&mut self, route: &str, now: Instant, said: &Said) -> bool {
        if said.invalid() {
            self.invalid.push_back(now);
        }
        if said.status == 429 {
            self.hold(
                route,
                now + said.retry_after.unwrap_or(DEFAULT_WAIT),
                said.global,
            );
        } else if let (Some(0), Some(reset)) = (said.remaining, said.reset_after) {
            self.hold(route, now + reset, false);
        }
        // Forget routes long free, so the map does not grow with every interaction.
        if self.routes.len() > 1024 {
            self.routes.retain(|_, t| *t > now);
        }
        self.invalid_count(now) < STOP_RETRYING
    }
}

/// A request's route for the limits and the logs: its method and path with Discord's major
/// ids (channel, server, webhook) kept, other ids as `:id`, tokens as `:token`.
pub fn route(method: &Method, path: &str) -> String {
    let mut out = String::from(method.as_str());
    let mut major = false;
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    for (i, seg) in segs.iter().copied().enumerate() {
        out.push(' ');
        // `webhooks/{id}/{token}`, `interactions/{id}/{token}`: the segment after the id.
        let token = i >= 2 && matches!(segs[i - 2], "webhooks" | "interactions");
        if token || seg.len() > 32 {
            out.push_str(":token");
        } else if seg.bytes().all(|b| b.is_ascii_digit()) && !major {
            out.push_str(":id");
        } else {
            out.push_str(seg);
        }
        major = matches!(seg, "channels" | "guilds" | "webhooks");
    }
    out
}

/// The gate: where it forwards, its client, its prefix, the limits.
struct Gate {
    upstream: String,
    prefix: String,
    client: reqwest::Client,
    limits: Mutex<Limits>,
    /// When the invalid-request count was last logged (once a minute at most).
    warned: Mutex<Option<Instant>>,
}

/// Starts the gate; returns the base URL serenity is to use as its proxy. Requests go on to
/// `upstream` (Discord, or the tests' fake).
pub async fn start(upstream: &str) -> anyhow::Result<String> {
    use anyhow::Context;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .context("opening the REST gate on 127.0.0.1")?;
    let port = listener.local_addr()?.port();
    let prefix = format!("{:032x}", rand::random::<u128>());
    // As serenity's own: rustls, and the environment's proxy settings (HTTPS_PROXY, NO_PROXY).
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .connect_timeout(Duration::from_secs(10))
        .build()
        .context("building the REST client")?;
    let gate = Arc::new(Gate {
        upstream: upstream.trim_end_matches('/').to_string(),
        prefix: format!("/{prefix}"),
        client,
        limits: Mutex::new(Limits::default()),
        warned: Mutex::new(None),
    });
    let app = axum::Router::new().fallback(forward).with_state(gate);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!("the REST gate stopped: {e}");
        }
    });
    Ok(format!("http://127.0.0.1:{port}/{prefix}"))
}

/// A 429 made here: Discord's form, with its `Retry-After`.
fn refusal(wait: Duration, global: bool, why: &str) -> Response {
    let secs = (wait.as_secs_f64() * 1000.0).ceil() / 1000.0;
    let body =
        serde_json::json!({"message": why, "retry_after": secs, "global": global, "code": 0});
    let mut r = (StatusCode::TOO_MANY_REQUESTS, body.to_string()).into_response();
    let h = r.headers_mut();
    h.insert("content-type", HeaderValue::from_static("application/json"));
    if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
        h.insert("retry-after", v);
    }
    r
}

/// The client serenity sends to the gate with: on loopback, so never through the
/// environment's proxy.
pub fn loopback_client() -> reqwest::Client {
    reqwest::Client::builder()
        .no_proxy()
        .build()
        .unwrap_or_default()
}

/// Headers that belong to one connection, not to the request or answer.
fn hop(name: &str) -> bool {
    matches!(
        name,
        "host" | "connection" | "content-length" | "transfer-encoding" | "keep-alive" | "upgrade"
    )
}

async fn forward(
    State(gate): State<Arc<Gate>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let Some(path) = uri
        .path()
        .strip_prefix(&gate.prefix)
        .filter(|p| p.starts_with('/'))
    else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let query = uri.query().map(|q| format!("?{q}")).unwrap_or_default();
    let url = format!("{}{path}{query}", gate.upstream);
    let route = route(&method, path);
    let mut retries = 0;
    loop {
        let now = Instant::now();
        let go = gate
            .limits
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .go(&route, now);
        match go {
            Go::Send => {}
            Go::Wait(t) => {
                tokio::time::sleep_until(t + after(t.duration_since(now))).await;
                continue;
            }
            Go::Refuse(wait, global) => {
                gate.warn_invalid(now);
                tracing::warn!(
                    route = route.as_str(),
                    wait_ms = wait.as_millis() as u64,
                    global,
                    "a request was not sent: Discord's limit holds longer than a request may wait"
                );
                return refusal(wait, global, "held back by the bot: Discord's rate limit");
            }
        }
        let mut req = gate.client.request(method.clone(), &url).body(body.clone());
        for (name, value) in &headers {
            if !hop(name.as_str()) {
                req = req.header(name, value);
            }
        }
        let answer = match req.send().await {
            Ok(a) => a,
            Err(e) => {
                // Serenity reads this as Discord failing for now, and tries again later. The
                // URL is left out: an interaction's holds its token.
                let e = e.without_url();
                let mut why = format!("Discord could not be reached ({route}): {e}");
                let mut source = std::error::Error::source(&e);
                while let Some(s) = source {
                    why.push_str(&format!(": {s}"));
                    source = s.source();
                }
                let body = serde_json::json!({"message": why, "code": 0}).to_string();
                return (StatusCode::BAD_GATEWAY, body).into_response();
            }
        };
        let status = answer.status().as_u16();
        let back = answer.headers().clone();
        let bytes = answer.bytes().await.unwrap_or_default();
        let said = Said::read(status, &back, &bytes);
        let again = {
            let mut limits = gate.limits.lock().unwrap_or_else(|e| e.into_inner());
            let again = limits.answered(&route, Instant::now(), &said);
            crate::metrics::invalid_requests(limits.invalid_count(Instant::now()));
            again
        };
        if status == 429 {
            crate::metrics::rate_limited(said.global);
            tracing::warn!(
                route = route.as_str(),
                retry_after_ms = said.retry_after.map(|d| d.as_millis() as u64),
                global = said.global,
                "Discord rate-limited a request; nothing more goes there before its retry_after"
            );
            if !again {
                gate.warn_invalid(Instant::now());
            }
            if again && retries < MAX_RETRIES {
                retries += 1;
                continue;
            }
        }
        let mut out = Response::builder().status(status);
        for (name, value) in &back {
            if !hop(name.as_str()) {
                out = out.header(name, value);
            }
        }
        return out
            .body(Body::from(bytes))
            .unwrap_or_else(|_| StatusCode::BAD_GATEWAY.into_response());
    }
}

impl Gate {
    /// Logs how many invalid requests the window holds, once a minute at most.
    fn warn_invalid(&self, now: Instant) {
        let count = self
            .limits
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .invalid_count(now);
        if count < STOP_RETRYING {
            return;
        }
        let mut warned = self.warned.lock().unwrap_or_else(|e| e.into_inner());
        if warned.is_some_and(|t| now.duration_since(t) < Duration::from_secs(60)) {
            return;
        }
        *warned = Some(now);
        tracing::error!(
            invalid = count,
            "{count} invalid requests (401, 403, 429) in 10 minutes, near Discord's 10,000 (it \
             bans the address): 429s are not tried again, and past {STOP_SENDING} nothing is \
             sent until older ones leave the window"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said_429(secs: f64, global: bool) -> Said {
        Said {
            status: 429,
            retry_after: seconds(Some(secs)),
            global,
            ..Said::default()
        }
    }

    #[test]
    fn a_429_holds_its_route_or_every_route_until_its_retry_after() {
        let t0 = Instant::now();
        let mut l = Limits::default();
        assert_eq!(l.go("POST channels 1 messages", t0), Go::Send);
        assert!(l.answered("POST channels 1 messages", t0, &said_429(2.0, false)));
        assert_eq!(
            l.go("POST channels 1 messages", t0 + Duration::from_secs(1)),
            Go::Wait(t0 + Duration::from_secs(2))
        );
        assert_eq!(
            l.go("POST channels 2 messages", t0),
            Go::Send,
            "another route"
        );
        assert_eq!(
            l.go("POST channels 1 messages", t0 + Duration::from_secs(2)),
            Go::Send
        );
        l.answered("PATCH x", t0, &said_429(3.0, true));
        assert_eq!(
            l.go("POST channels 2 messages", t0 + Duration::from_secs(1)),
            Go::Wait(t0 + Duration::from_secs(3)),
            "a global limit holds every route"
        );
        // An answer that used up its route's bucket holds it until the bucket resets.
        let spent = Said {
            status: 200,
            remaining: Some(0),
            reset_after: Some(Duration::from_millis(500)),
            ..Said::default()
        };
        l.answered("GET y", t0 + Duration::from_secs(3), &spent);
        assert_eq!(
            l.go("GET y", t0 + Duration::from_secs(3)),
            Go::Wait(t0 + Duration::from_millis(3500))
        );
        // A wait longer than a request may hold is answered at once, without sending.
        l.answered("GET z", t0, &said_429(60.0, false));
        assert_eq!(
            l.go("GET z", t0),
            Go::Refuse(Duration::from_secs(60), false)
        );
    }

    #[test]
    fn invalid_requests_stop_retries_then_sending_and_leave_after_ten_minutes() {
        let t0 = Instant::now();
        let mut l = Limits::default();
        let shared = Said {
            shared: true,
            ..said_429(0.0, false)
        };
        assert!(l.answered("a", t0, &shared));
        assert_eq!(
            l.invalid_count(t0),
            0,
            "a shared limit's 429 is not invalid"
        );
        let forbidden = Said {
            status: 403,
            ..Said::default()
        };
        for _ in 0..STOP_RETRYING - 1 {
            assert!(l.answered("a", t0, &forbidden));
        }
        assert!(!l.answered("a", t0, &forbidden), "no more retries");
        assert_eq!(l.go("a", t0), Go::Send);
        for _ in STOP_RETRYING..STOP_SENDING {
            l.answered("a", t0, &forbidden);
        }
        assert_eq!(l.go("b", t0), Go::Refuse(INVALID_WINDOW, true));
        assert_eq!(
            l.go("b", t0 + INVALID_WINDOW),
            Go::Send,
            "the window has passed"
        );
    }

    #[test]
    fn retry_after_is_read_from_the_header_and_the_body_whichever_is_longer() {
        let mut h = HeaderMap::new();
        h.insert("retry-after", HeaderValue::from_static("1"));
        h.insert("x-ratelimit-scope", HeaderValue::from_static("user"));
        let body =
            br#"{"message": "You are being rate limited.", "retry_after": 2.5, "global": true}"#;
        let s = Said::read(429, &h, body);
        assert_eq!(s.retry_after, Some(Duration::from_millis(2500)));
        assert!(s.global && !s.shared);
        let s = Said::read(429, &HeaderMap::new(), b"not json");
        assert_eq!((s.retry_after, s.global), (None, false));
        let mut h = HeaderMap::new();
        h.insert("x-ratelimit-remaining", HeaderValue::from_static("0"));
        h.insert("x-ratelimit-reset-after", HeaderValue::from_static("0.25"));
        h.insert("x-ratelimit-global", HeaderValue::from_static("true"));
        let s = Said::read(200, &h, b"");
        assert_eq!(
            (s.remaining, s.reset_after, s.global),
            (Some(0), Some(Duration::from_millis(250)), true)
        );
    }

    #[test]
    fn routes_keep_major_ids_and_never_a_token() {
        let token = "a".repeat(80);
        assert_eq!(
            route(
                &Method::PATCH,
                "/api/v10/webhooks/11/itoken-5/messages/@original"
            ),
            "PATCH api v10 webhooks 11 :token messages @original",
            "a short token too"
        );
        let r = route(
            &Method::POST,
            &format!("/api/v10/webhooks/11/{token}/messages/22"),
        );
        assert_eq!(r, "POST api v10 webhooks 11 :token messages :id");
        assert_eq!(
            route(&Method::POST, "/api/v10/channels/5/messages"),
            "POST api v10 channels 5 messages"
        );
        assert_eq!(
            route(
                &Method::POST,
                &format!("/api/v10/interactions/7/{token}/callback")
            ),
            "POST api v10 interactions :id :token callback"
        );
        let j = jittered(Duration::from_secs(4));
        assert!(j >= Duration::from_secs(4) && j <= Duration::from_secs(5));
    }
}
