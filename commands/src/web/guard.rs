//! What keeps the web view safe to expose: a request budget per address (a token bucket, the
//! table of addresses bounded), the security headers every answer carries, and the limits on
//! what a request may be.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

use axum::http::{header, HeaderMap, HeaderValue};

/// Requests an address may make in a burst, and how many it earns back per second.
pub const BURST: f64 = 60.0;
pub const PER_SECOND: f64 = 10.0;
/// The most addresses tracked at once; past it the table is cleared of full buckets.
const MAX_ADDRESSES: usize = 50_000;
/// The longest request target (path and query) taken.
pub const MAX_TARGET: usize = 512;
/// The most header bytes taken.
pub const MAX_HEADERS: usize = 8 * 1024;

/// The request budget of each address.
pub struct Limiter {
    burst: f64,
    per_second: f64,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl Limiter {
    pub fn new(burst: f64, per_second: f64) -> Limiter {
        Limiter {
            burst,
            per_second,
            buckets: Mutex::default(),
        }
    }

    /// Whether `addr` may make one more request now (and counts it).
    pub fn allow(&self, addr: IpAddr) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().expect("not poisoned");
        if buckets.len() >= MAX_ADDRESSES && !buckets.contains_key(&addr) {
            let (burst, rate) = (self.burst, self.per_second);
            buckets.retain(|_, (tokens, at)| {
                *tokens + now.duration_since(*at).as_secs_f64() * rate < burst
            });
            if buckets.len() >= MAX_ADDRESSES {
                return false;
            }
        }
        let (tokens, at) = buckets.entry(addr).or_insert((self.burst, now));
        *tokens =
            (*tokens + now.duration_since(*at).as_secs_f64() * self.per_second).min(self.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The Content-Security-Policy of every answer: everything from the bot's own origin, no
/// inline script or style, no frames, no forms, no plugins.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
    connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; \
    frame-ancestors 'none'";

/// Adds the security headers to an answer's headers.
pub fn secure(headers: &mut HeaderMap, https: bool) {
    let set = |h: &mut HeaderMap, name: header::HeaderName, value: &'static str| {
        h.insert(name, HeaderValue::from_static(value));
    };
    set(headers, header::CONTENT_SECURITY_POLICY, CSP);
    set(headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(headers, header::REFERRER_POLICY, "no-referrer");
    set(headers, header::X_FRAME_OPTIONS, "DENY");
    set(
        headers,
        header::HeaderName::from_static("cross-origin-opener-policy"),
        "same-origin",
    );
    set(
        headers,
        header::HeaderName::from_static("cross-origin-resource-policy"),
        "same-origin",
    );
    set(
        headers,
        header::HeaderName::from_static("permissions-policy"),
        "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    );
    if https {
        set(
            headers,
            header::STRICT_TRANSPORT_SECURITY,
            "max-age=31536000",
        );
    }
    if !headers.contains_key(header::CACHE_CONTROL) {
        set(headers, header::CACHE_CONTROL, "no-store");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_past_the_budget_is_refused_and_others_are_not() {
        let l = Limiter::new(5.0, 0.001);
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!((0..5).all(|_| l.allow(a)));
        assert!(!l.allow(a));
        assert!(l.allow(b));
    }
}
