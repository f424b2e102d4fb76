//! A fake Discord on 127.0.0.1 (REST with axum, Gateway over a plain WebSocket) and a handle on
//! the real `risk-bot` binary running against it. See ../shared/notes/fake-discord.md for the
//! facts this follows (proxy + ratelimiter off, minimal payloads, 204 callbacks, Text frames).

#![allow(dead_code)]

pub mod line;
pub mod openapi;

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::{Child, Command as Process, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as Ws;

pub const APP: u64 = 1_100_000_000_000_000_001;
pub const GUILD: u64 = 1_000_000_000_000_000_100;
pub const CHANNEL: u64 = 1_000_000_000_000_000_200;
/// Permissions without Manage Channels: players are not channel admins.
const PLAYER_PERMS: &str = "3072";
/// The same with Manage Channels (16), for the members in `State::admins`.
const ADMIN_PERMS: &str = "3088";

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    pub path: String,
    pub json: Option<Value>,
    pub files: Vec<(String, usize)>,
    pub status: u16,
    /// The id of the message this call created (0: none).
    pub message_id: u64,
    /// When the fake received it.
    pub at: Instant,
}

#[derive(Default)]
pub struct State {
    pub calls: Vec<Call>,
    pub unknown: Vec<String>,
    pub closed_dms: HashSet<u64>,
    /// DM channel id -> user id.
    pub dm_users: HashMap<u64, u64>,
    pub commands: Option<Value>,
    /// Answer every REST call with 401, as Discord does for a wrong token.
    pub reject_token: bool,
    /// Close the gateway with 4004 (Authentication failed) on IDENTIFY.
    pub reject_identify: bool,
    /// GET /gateway/bot names this gateway instead of the fake's own.
    pub gateway_url: Option<String>,
    /// Members with Manage Channels.
    pub admins: HashSet<u64>,
    /// Role ids per member.
    pub roles: HashMap<u64, Vec<u64>>,
    /// After this many messages (interaction answers, follow-ups, channel messages and DMs),
    /// every further message hangs unanswered: a bot killed then died mid-delivery.
    pub stall_after: Option<usize>,
    /// Messages taken so far, counted for `stall_after` and `faults`.
    pub messages_taken: usize,
    /// Requests that send a message answered with an error instead, by their number in
    /// `messages_taken` (1 for the next one after it was reset to 0): the status and body
    /// (a 429's `retry_after` is sent as the `Retry-After` header too).
    pub faults: HashMap<usize, (u16, Value)>,
    /// Components beyond Discord's limits in any message the bot sent (each names the limit).
    pub over_limits: Vec<String>,
    /// Requests that do not fit Discord's OpenAPI description of v10 (each names the method,
    /// the path, the JSON pointer and what was wrong).
    pub off_spec: Vec<String>,
    /// GET /gateway/bot recommends this many shards (0 counts as 1).
    pub shards: u32,
    /// Each IDENTIFY received: the shard id and the total it named.
    pub identified: Vec<(u32, u32)>,
    /// When each IDENTIFY in `identified` arrived.
    pub identified_at: Vec<Instant>,
    /// `session_start_limit` in GET /gateway/bot: the starts left (None: 1000 of 1000) and
    /// `max_concurrency` (0 counts as 1).
    pub sessions_left: Option<u64>,
    pub max_concurrency: u64,
    /// The server of each channel other than `GUILD` (interactions in it carry its guild id,
    /// and arrive on its shard).
    pub guilds: HashMap<u64, u64>,
    /// Files users attached to commands, by attachment id: served on loopback at
    /// `/attachments/{id}/{name}` (Discord's CDN; not part of its REST API).
    pub files: HashMap<u64, (String, Vec<u8>)>,
    /// Attachment downloads served, by attachment id.
    pub downloads: Vec<u64>,
    /// Skip the OpenAPI check of requests (the burst benchmark: it measures the bot, and the
    /// check costs the fake more CPU than the bot spends on a command).
    pub skip_spec_check: bool,
    /// The id of the last message made (for `Call::message_id`).
    last_message: u64,
    next_id: u64,
}

impl State {
    fn id(&mut self) -> u64 {
        self.next_id += 1;
        2_000_000_000_000_000_000 + self.next_id
    }
}

/// GET /gateway/bot's `session_start_limit`, from `State::sessions_left` and
/// `State::max_concurrency`.
fn session_start_limit(st: &State) -> Value {
    json!({"total": 1000, "remaining": st.sessions_left.unwrap_or(1000),
           "reset_after": 12_345_000, "max_concurrency": st.max_concurrency.max(1)})
}

/// A 429's headers as Discord sends them: `Retry-After` (whole seconds, rounded up: the body
/// has the fraction), and `X-RateLimit-Global` and `-Scope`.
fn rate_limit_headers(h: &mut HeaderMap, secs: f64, global: bool) {
    let v = |s: &str| axum::http::HeaderValue::from_str(s).unwrap();
    h.insert("retry-after", v(&secs.ceil().to_string()));
    h.insert(
        "x-ratelimit-scope",
        v(if global { "global" } else { "user" }),
    );
    if global {
        h.insert("x-ratelimit-global", v("true"));
    }
}

/// What the bot sent, as a player would see it.
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    Public,
    Ephemeral,
    Dm(u64),
    /// A channel message not answering an interaction (deadlines, reminders).
    Channel(u64),
    /// The clicked message edited in place (an interaction answered with type 7).
    Edit,
}

#[derive(Clone, Debug)]
pub struct Sent {
    pub kind: Kind,
    pub content: String,
    pub mentions: Vec<u64>,
    pub files: Vec<String>,
    /// The description (alt text) of each attachment in the payload, in order.
    pub descriptions: Vec<String>,
    /// Its embeds: (colour, description). `content` shows their descriptions after the text,
    /// as a reader sees the message.
    pub embeds: Vec<(u64, String)>,
    /// The custom ids of its buttons.
    pub buttons: Vec<String>,
    /// Its components as sent (rows of buttons and select menus).
    pub components: Value,
    /// The message as the fake answered it (id, content, components), for a click on it.
    pub message: Value,
}

/// Discord's limits on a message's components: at most 5 rows, 5 buttons a row, 25 options a
/// menu, custom ids of at most 100 characters. Returns each limit broken.
pub fn over_limits(body: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let content = body["content"].as_str().unwrap_or("");
    if content.chars().count() > 2000 {
        out.push(format!("content of {} characters", content.chars().count()));
    }
    let files: Vec<&str> = body["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| a["filename"].as_str())
        .collect();
    let embeds = body["embeds"].as_array().cloned().unwrap_or_default();
    if embeds.len() > 10 {
        out.push(format!("{} embeds", embeds.len()));
    }
    for e in &embeds {
        let d = e["description"].as_str().unwrap_or("");
        if d.chars().count() > 4096 {
            out.push(format!(
                "embed description of {} characters",
                d.chars().count()
            ));
        }
        if let Some(url) = e["image"]["url"].as_str() {
            let named = url.strip_prefix("attachment://");
            if !named.is_some_and(|n| files.contains(&n)) {
                out.push(format!(
                    "embed image '{url}' is not an attachment of the message"
                ));
            }
        }
    }
    let Some(rows) = body["components"].as_array() else {
        return out;
    };
    if rows.len() > 5 {
        out.push(format!("{} rows", rows.len()));
    }
    for row in rows {
        let parts = row["components"].as_array().cloned().unwrap_or_default();
        if parts.len() > 5 {
            out.push(format!("{} components in a row", parts.len()));
        }
        for c in parts {
            // A link button (style 5) has an address and no custom id.
            if c["style"] == 5 {
                let url = c["url"].as_str().unwrap_or("");
                if !(url.starts_with("http://") || url.starts_with("https://"))
                    || url.len() > 512
                    || c.get("custom_id").is_some()
                {
                    out.push(format!("link button {c}"));
                }
                continue;
            }
            let id = c["custom_id"].as_str().unwrap_or("");
            if id.is_empty() || id.chars().count() > 100 {
                out.push(format!("custom_id '{id}'"));
            }
            if let Some(options) = c["options"].as_array() {
                if options.len() > 25 || options.is_empty() {
                    out.push(format!("{} options in {id}", options.len()));
                }
            }
        }
    }
    out
}

/// The open gateway sessions, by the shard each identified as, and the total of shards they
/// named: a server's events go to shard `(guild_id >> 22) % total`, direct messages to shard 0,
/// as Discord sends them.
#[derive(Default)]
struct Sessions {
    total: u32,
    by_shard: HashMap<u32, mpsc::UnboundedSender<String>>,
}

pub struct Fake {
    pub state: Arc<Mutex<State>>,
    pub rest: u16,
    gw_out: Arc<Mutex<Sessions>>,
    seq: AtomicU64,
    ids: AtomicU64,
    _rt: tokio::runtime::Runtime,
}

fn message(state: &mut State, channel: &str, body: &Value) -> Value {
    let files: Vec<Value> = body["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .into_iter()
        .map(|a| json!({"id": state.id().to_string(), "filename": a["filename"], "size": 1, "url": "http://127.0.0.1/attachments/x", "proxy_url": "http://127.0.0.1/attachments/x"}))
        .collect();
    let id = state.id();
    state.last_message = id;
    json!({
        "id": id.to_string(), "channel_id": channel, "content": body["content"].as_str().unwrap_or(""),
        "author": {"id": APP.to_string(), "username": "risk-bot", "discriminator": "0", "avatar": null, "bot": true},
        "timestamp": "2026-01-01T00:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": files, "embeds": [],
        "pinned": false, "type": 0, "flags": body["flags"].as_u64().unwrap_or(0),
        "components": body["components"].as_array().cloned().unwrap_or_default(),
        "application_id": APP.to_string()
    })
}

/// A request body as read: its JSON (or a multipart body's payload_json), its files (name,
/// size), and how it came (for the OpenAPI check).
struct Parsed {
    json: Option<Value>,
    files: Vec<(String, usize)>,
    /// The names of a multipart body's parts other than payload_json (`files[0]`, …).
    parts: Vec<String>,
    multipart: bool,
    /// What could not be read: a non-empty body that is neither JSON nor multipart, or a
    /// payload_json part that is not JSON.
    unreadable: Option<String>,
}

async fn parse_body(headers: &HeaderMap, body: Bytes) -> Parsed {
    let ct = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if let Ok(boundary) = multer::parse_boundary(ct) {
        let stream = futures_util::stream::once(async move { Ok::<Bytes, std::io::Error>(body) });
        let mut mp = multer::Multipart::new(stream, boundary);
        let (mut json, mut files, mut parts) = (None, Vec::new(), Vec::new());
        let mut unreadable = None;
        while let Ok(Some(field)) = mp.next_field().await {
            let name = field.name().unwrap_or("").to_string();
            let filename = field.file_name().map(str::to_string);
            let data = field.bytes().await.unwrap_or_default();
            if name == "payload_json" {
                json = serde_json::from_slice(&data).ok();
                if json.is_none() {
                    unreadable = Some("a payload_json part that is not JSON".to_string());
                }
            } else {
                parts.push(name.clone());
                files.push((filename.unwrap_or(name), data.len()));
            }
        }
        return Parsed {
            json,
            files,
            parts,
            multipart: true,
            unreadable,
        };
    }
    let json: Option<Value> = serde_json::from_slice(&body).ok();
    let unreadable = (json.is_none() && !body.is_empty())
        .then(|| format!("a body of type '{ct}' that is not JSON"));
    Parsed {
        json,
        files: vec![],
        parts: vec![],
        multipart: false,
        unreadable,
    }
}

/// What is wrong with a request by Discord's OpenAPI description, one line each.
fn off_spec(method: &str, uri: &Uri, parsed: &Parsed) -> Vec<String> {
    let body = if let Some(what) = &parsed.unreadable {
        openapi::Body::Unreadable(what)
    } else if parsed.multipart {
        openapi::Body::Multipart(parsed.json.as_ref(), &parsed.parts)
    } else if let Some(j) = &parsed.json {
        openapi::Body::Json(j)
    } else {
        openapi::Body::None
    };
    let path = uri.path();
    let problems = openapi::spec().check(method, path, uri.query().unwrap_or(""), body);
    openapi::describe(method, path, &problems)
}

async fn rest(
    state: Arc<Mutex<State>>,
    gw: u16,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let path = uri.path().to_string();
    if let Some(rest) = path.strip_prefix("/attachments/") {
        let id: u64 = rest
            .split('/')
            .next()
            .and_then(|i| i.parse().ok())
            .unwrap_or(0);
        let mut st = state.lock().unwrap();
        st.downloads.push(id);
        return match st.files.get(&id) {
            Some((_, bytes)) if method == Method::GET => {
                (StatusCode::OK, bytes.clone()).into_response()
            }
            _ => StatusCode::NOT_FOUND.into_response(),
        };
    }
    let parsed = parse_body(&headers, body).await;
    let skip = state.lock().unwrap().skip_spec_check;
    let wrong = if skip {
        Vec::new()
    } else {
        off_spec(method.as_str(), &uri, &parsed)
    };
    let Parsed { json, files, .. } = parsed;
    let sends_message = method == Method::POST
        && (path.ends_with("/callback")
            || path.contains("/webhooks/")
            || (path.contains("/channels/") && path.ends_with("/messages")));
    let mut fault = None;
    if sends_message {
        let stall = {
            let mut st = state.lock().unwrap();
            let stall = st.stall_after.is_some_and(|n| st.messages_taken >= n);
            if !stall {
                st.messages_taken += 1;
                let n = st.messages_taken;
                fault = st.faults.remove(&n);
            }
            stall
        };
        if stall {
            // Never answered: the test kills the bot while this request waits.
            tokio::time::sleep(std::time::Duration::from_secs(3600)).await;
        }
    }
    let mut st = state.lock().unwrap();
    st.off_spec.extend(wrong);
    if let Some(j) = &json {
        let body = if path.ends_with("/callback") {
            &j["data"]
        } else {
            j
        };
        let broken = over_limits(body);
        st.over_limits
            .extend(broken.into_iter().map(|b| format!("{method} {path}: {b}")));
    }
    if let Some((status, reply)) = fault {
        st.calls.push(Call {
            method: method.as_str().to_string(),
            path,
            json,
            files,
            status,
            message_id: 0,
            at: Instant::now(),
        });
        let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut response = (code, axum::Json(reply.clone())).into_response();
        if let Some(secs) = reply["retry_after"].as_f64() {
            rate_limit_headers(response.headers_mut(), secs, reply["global"] == true);
        }
        return response;
    }
    let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let m = method.as_str();
    st.last_message = 0;
    let (status, reply): (u16, Value) = match (m, parts.as_slice()) {
        _ if st.reject_token => (401, json!({"message": "401: Unauthorized", "code": 0})),
        ("GET", ["gateway"]) => (200, json!({"url": format!("ws://127.0.0.1:{gw}")})),
        ("GET", ["gateway", "bot"]) => (
            200,
            json!({"url": st.gateway_url.clone().unwrap_or(format!("ws://127.0.0.1:{gw}")), "shards": st.shards.max(1),
                   "session_start_limit": session_start_limit(&st)}),
        ),
        ("GET", ["oauth2", "applications", "@me"]) => (
            200,
            json!({
            "id": APP.to_string(), "name": "risk-bot", "description": "", "bot_public": true,
            "bot_require_code_grant": false, "verify_key": "00", "flags": 0, "icon": null,
            "owner": {"id": "1000000000000000999", "username": "owner", "discriminator": "0", "avatar": null}}),
        ),
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            st.commands = json.clone();
            (200, json!([]))
        }
        ("POST", ["interactions", _, _, "callback"]) => {
            // The message an answer creates (type 4) gets an id, as Discord's would.
            let body = json
                .as_ref()
                .map(|j| j["data"].clone())
                .unwrap_or(Value::Null);
            let _ = message(&mut st, &CHANNEL.to_string(), &body);
            (204, Value::Null)
        }
        ("POST", ["webhooks", _, _]) => {
            let msg = message(
                &mut st,
                &CHANNEL.to_string(),
                json.as_ref().unwrap_or(&Value::Null),
            );
            (200, msg)
        }
        ("GET" | "PATCH", ["webhooks", _, _, "messages", _]) => {
            let msg = message(
                &mut st,
                &CHANNEL.to_string(),
                json.as_ref().unwrap_or(&Value::Null),
            );
            (200, msg)
        }
        ("DELETE", ["webhooks", _, _, "messages", _]) => (204, Value::Null),
        ("POST", ["users", "@me", "channels"]) => {
            let user: u64 = json
                .as_ref()
                .and_then(|j| j["recipient_id"].as_str())
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            let dm = 3_000_000_000_000_000_000 + user % 1_000_000_000;
            st.dm_users.insert(dm, user);
            (
                200,
                json!({"id": dm.to_string(), "type": 1, "recipients": [{"id": user.to_string(), "username": "user", "discriminator": "0", "avatar": null}]}),
            )
        }
        ("POST", ["channels", ch, "messages"]) => {
            let ch_id: u64 = ch.parse().unwrap_or(0);
            let closed = st
                .dm_users
                .get(&ch_id)
                .is_some_and(|u| st.closed_dms.contains(u));
            if closed {
                (
                    403,
                    json!({"message": "Cannot send messages to this user", "code": 50007}),
                )
            } else {
                let msg = message(&mut st, ch, json.as_ref().unwrap_or(&Value::Null));
                (200, msg)
            }
        }
        _ => {
            st.unknown.push(format!("{m} {path}"));
            (404, json!({"message": "Unknown endpoint", "code": 0}))
        }
    };
    let message_id = st.last_message;
    st.calls.push(Call {
        method: m.to_string(),
        path,
        json,
        files,
        status,
        message_id,
        at: Instant::now(),
    });
    drop(st);
    let code = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
    if status == 204 {
        code.into_response()
    } else {
        (code, axum::Json(reply)).into_response()
    }
}

async fn gateway_conn(
    stream: tokio::net::TcpStream,
    state: Arc<Mutex<State>>,
    out: Arc<Mutex<Sessions>>,
) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let _ = sink
        .send(Ws::Text(
            json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string(),
        ))
        .await;
    loop {
        tokio::select! {
            incoming = source.next() => {
                let Some(Ok(Ws::Text(text))) = incoming else {
                    match incoming { Some(Ok(_)) => continue, _ => return }
                };
                let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                let reply = match v["op"].as_u64() {
                    Some(2) if state.lock().unwrap().reject_identify => {
                        let close = CloseFrame { code: CloseCode::from(4004), reason: "Authentication failed.".into() };
                        let _ = sink.send(Ws::Close(Some(close))).await;
                        return;
                    }
                    Some(2) => {
                        // IDENTIFY's `shard` is [shard_id, num_shards]; without it, [0, 1].
                        let named = |i: usize, or: u64| v["d"]["shard"][i].as_u64().unwrap_or(or) as u32;
                        let (shard, total) = (named(0, 0), named(1, 1));
                        {
                            let mut st = state.lock().unwrap();
                            st.identified.push((shard, total));
                            st.identified_at.push(Instant::now());
                        }
                        if shard >= total {
                            let close = CloseFrame { code: CloseCode::from(4010), reason: "Invalid shard.".into() };
                            let _ = sink.send(Ws::Close(Some(close))).await;
                            return;
                        }
                        {
                            let mut sessions = out.lock().unwrap();
                            sessions.total = total;
                            sessions.by_shard.insert(shard, tx.clone());
                        }
                        Some(json!({"op": 0, "t": "READY", "s": 1, "d": {
                            "v": 10, "user": {"id": APP.to_string(), "username": "risk-bot", "discriminator": "0", "bot": true, "avatar": null},
                            "guilds": [], "session_id": format!("fake-session-{shard}"), "resume_gateway_url": "ws://127.0.0.1:1",
                            "shard": [shard, total], "application": {"id": APP.to_string(), "flags": 0}}}))
                    }
                    Some(1) => Some(json!({"op": 11})),
                    Some(6) => Some(json!({"op": 0, "t": "RESUMED", "s": 2, "d": {}})),
                    _ => None,
                };
                if let Some(r) = reply {
                    if sink.send(Ws::Text(r.to_string())).await.is_err() { return }
                }
            }
            Some(frame) = rx.recv() => {
                if sink.send(Ws::Text(frame)).await.is_err() { return }
            }
        }
    }
}

/// Every request the bot sent must fit Discord's OpenAPI description: a fake dropped with one
/// that did not fails its test.
impl Drop for Fake {
    fn drop(&mut self) {
        let off = std::mem::take(&mut self.state.lock().unwrap().off_spec);
        if !std::thread::panicking() {
            assert!(
                off.is_empty(),
                "requests that do not fit Discord's OpenAPI description of v10:\n{}",
                off.join("\n")
            );
        }
    }
}

impl Fake {
    pub fn start() -> Fake {
        // Read Discord's OpenAPI description now, on the test's thread: a missing file fails
        // here with its path, not later inside a request's handler.
        openapi::spec();
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let state = Arc::new(Mutex::new(State::default()));
        let gw_out: Arc<Mutex<Sessions>> = Arc::default();
        let (rest_listener, gw_listener) = rt.block_on(async {
            (
                tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap(),
                tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap(),
            )
        });
        let rest_port = rest_listener.local_addr().unwrap().port();
        let gw_port = gw_listener.local_addr().unwrap().port();
        let st = state.clone();
        let app = axum::Router::new().fallback(
            move |method: Method, uri: Uri, headers: HeaderMap, body: Bytes| {
                rest(st.clone(), gw_port, method, uri, headers, body)
            },
        );
        rt.spawn(async move {
            let _ = axum::serve(rest_listener, app).await;
        });
        let out = gw_out.clone();
        let st = state.clone();
        rt.spawn(async move {
            while let Ok((stream, _)) = gw_listener.accept().await {
                tokio::spawn(gateway_conn(stream, st.clone(), out.clone()));
            }
        });
        Fake {
            state,
            rest: rest_port,
            gw_out,
            seq: AtomicU64::new(10),
            ids: AtomicU64::new(1),
            _rt: rt,
        }
    }

    pub fn calls(&self) -> usize {
        self.state.lock().unwrap().calls.len()
    }

    pub fn calls_since(&self, from: usize) -> Vec<Call> {
        self.state.lock().unwrap().calls[from..].to_vec()
    }

    pub fn close_dms(&self, user: u64) {
        self.state.lock().unwrap().closed_dms.insert(user);
    }

    /// What the bot sent in answer to interaction `token` (its first call since `from`, e.g. an
    /// autocomplete's choices), waited for up to 20 s.
    pub fn answer_to(&self, from: usize, token: &str) -> Value {
        self.wait(20, "the answer to an interaction", |s| {
            s.calls[from..].iter().any(|c| c.path.contains(token))
        });
        self.calls_since(from)
            .into_iter()
            .find(|c| c.path.contains(token))
            .and_then(|c| c.json)
            .expect("the answer carries JSON")
    }

    /// Waits until `pred` holds on the recorded state, or panics after `secs`.
    pub fn wait(&self, secs: u64, what: &str, pred: impl Fn(&State) -> bool) {
        let end = Instant::now() + Duration::from_secs(secs);
        while Instant::now() < end {
            if pred(&self.state.lock().unwrap()) {
                return;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        panic!("timed out waiting for {what}");
    }

    /// Sends a gateway dispatch to the session of the interaction's shard (by its guild; a
    /// direct message's is shard 0), after checking serenity can read it (a bad fixture would
    /// otherwise vanish as an unknown event).
    pub fn dispatch(&self, interaction: Value) {
        self.dispatch_all(vec![interaction]);
    }

    /// Sends several dispatches back to back, each to its shard's session as `dispatch` does
    /// (all checked first); returns when sending began.
    pub fn dispatch_all(&self, interactions: Vec<Value>) -> Instant {
        let sessions = self.gw_out.lock().unwrap();
        let frames: Vec<(String, u32)> = interactions
            .into_iter()
            .map(|interaction| {
                if let Err(e) = serde_json::from_value::<poise::serenity_prelude::Interaction>(
                    interaction.clone(),
                ) {
                    panic!("invalid interaction fixture: {e}\n{interaction}");
                }
                let guild = interaction["guild_id"]
                    .as_str()
                    .and_then(|g| g.parse::<u64>().ok());
                let shard =
                    guild.map_or(0, |g| ((g >> 22) % u64::from(sessions.total.max(1))) as u32);
                let frame = json!({"op": 0, "t": "INTERACTION_CREATE", "s": self.seq.fetch_add(1, Ordering::SeqCst), "d": interaction});
                (frame.to_string(), shard)
            })
            .collect();
        let began = Instant::now();
        for (frame, shard) in frames {
            let tx = sessions
                .by_shard
                .get(&shard)
                .filter(|tx| !tx.is_closed())
                .unwrap_or_else(|| panic!("no bot is connected as shard {shard}"));
            tx.send(frame).unwrap();
        }
        began
    }

    /// The server of channel `ch`: `GUILD` unless `State::guilds` says otherwise.
    pub fn guild_of(&self, ch: u64) -> u64 {
        let st = self.state.lock().unwrap();
        st.guilds.get(&ch).copied().unwrap_or(GUILD)
    }

    /// Whether a bot is connected as gateway shard `shard`.
    pub fn shard_connected(&self, shard: u32) -> bool {
        let sessions = self.gw_out.lock().unwrap();
        sessions
            .by_shard
            .get(&shard)
            .is_some_and(|tx| !tx.is_closed())
    }

    fn next_id(&self) -> u64 {
        1_200_000_000_000_000_000 + self.ids.fetch_add(1, Ordering::SeqCst)
    }

    /// A click on component `custom_id` of `message` (as `Sent::message`) in `channel`: a
    /// button, or a menu's pick when `values` is not empty.
    pub fn click(
        &self,
        user: (u64, &str),
        channel: u64,
        message: &Value,
        custom_id: &str,
        values: &[String],
    ) -> (u64, String, Value) {
        let data = if values.is_empty() {
            json!({"custom_id": custom_id, "component_type": 2})
        } else {
            json!({"custom_id": custom_id, "component_type": 3, "values": values})
        };
        let (id, token, mut p) = self.interaction(3, user, Some(channel), data);
        let msg_id = message["id"]
            .as_str()
            .filter(|m| *m != "0")
            .unwrap_or("2000000000000000001");
        p["message"] = json!({"id": msg_id, "channel_id": channel.to_string(),
            "content": message["content"].as_str().unwrap_or(""), "timestamp": "2026-01-01T00:00:00.000000+00:00",
            "author": {"id": APP.to_string(), "username": "risk-bot", "discriminator": "0", "avatar": null, "bot": true},
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
            "embeds": [], "pinned": false, "type": 0,
            "flags": message["flags"].as_u64().unwrap_or(0)});
        (id, token, p)
    }

    /// An interaction payload as a guild member (or in a DM with `channel = None`).
    pub fn interaction(
        &self,
        kind: u8,
        user: (u64, &str),
        channel: Option<u64>,
        data: Value,
    ) -> (u64, String, Value) {
        let id = self.next_id();
        let token = format!("itoken-{id}");
        let mut data = data;
        if kind == 2 {
            if let Some(schema) = self.state.lock().unwrap().commands.as_ref() {
                fit_to_schema(&mut data, schema);
            }
        }
        let who = json!({"id": user.0.to_string(), "username": user.1, "discriminator": "0", "global_name": user.1, "avatar": null});
        let mut v = json!({
            "id": id.to_string(), "application_id": APP.to_string(), "type": kind, "token": token, "version": 1,
            "locale": "en-US", "entitlements": [], "attachment_size_limit": 10485760,
            "app_permissions": "2251799813685247", "data": data
        });
        match channel {
            Some(ch) => {
                let guild = self.guild_of(ch);
                v["channel_id"] = json!(ch.to_string());
                v["guild_id"] = json!(guild.to_string());
                v["guild_locale"] = json!("en-US");
                v["context"] = json!(0);
                v["channel"] = json!({"id": ch.to_string(), "type": 0, "name": "game", "guild_id": guild.to_string()});
                let (perms, roles) = {
                    let st = self.state.lock().unwrap();
                    let perms = if st.admins.contains(&user.0) {
                        ADMIN_PERMS
                    } else {
                        PLAYER_PERMS
                    };
                    let roles: Vec<String> = st
                        .roles
                        .get(&user.0)
                        .into_iter()
                        .flatten()
                        .map(|r| r.to_string())
                        .collect();
                    (perms, roles)
                };
                v["member"] = json!({"user": who, "roles": roles, "joined_at": "2024-01-01T00:00:00.000000+00:00",
                    "deaf": false, "mute": false, "flags": 0, "pending": false, "permissions": perms, "nick": null, "avatar": null});
            }
            None => {
                let dm = 4_000_000_000_000_000_000 + user.0 % 1_000_000;
                v["channel_id"] = json!(dm.to_string());
                v["context"] = json!(1);
                v["channel"] = json!({"id": dm.to_string(), "type": 1});
                v["user"] = who;
            }
        }
        (id, token, v)
    }
}

/// Gives each option the type the bot registered for it: a number typed for a string option
/// (`/move troops:3`) is sent as the string Discord would send.
fn fit_to_schema(data: &mut Value, commands: &Value) {
    fn fit(options: &mut Value, declared: &Value) {
        let Some(options) = options.as_array_mut() else {
            return;
        };
        for o in options {
            let Some(d) = declared
                .as_array()
                .and_then(|ds| ds.iter().find(|d| d["name"] == o["name"]))
            else {
                continue;
            };
            if matches!(o["type"].as_u64(), Some(1 | 2)) {
                fit(&mut o["options"], &d["options"]);
            } else if d["type"] == 3 && o["type"] != 3 {
                o["type"] = json!(3);
                o["value"] = json!(o["value"].to_string());
            }
        }
    }
    let Some(cmd) = commands
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["name"] == data["name"]))
    else {
        return;
    };
    let declared = cmd["options"].clone();
    fit(&mut data["options"], &declared);
}

/// Slash-command data for a console-style line ("/attack from:Brazil to:Peru blitz:true").
pub fn slash_data(path: &str, opts: &[(String, String)], focused: Option<&str>) -> Value {
    let options: Vec<Value> = opts
        .iter()
        .map(|(k, v)| {
            let mut o = if let Ok(n) = v.parse::<i64>() {
                json!({"type": 4, "name": k, "value": n})
            } else if v == "true" || v == "false" {
                json!({"type": 5, "name": k, "value": v == "true"})
            } else {
                json!({"type": 3, "name": k, "value": v})
            };
            if focused == Some(k.as_str()) {
                o["focused"] = json!(true);
                o["type"] = json!(3);
                o["value"] = json!(v);
            }
            o
        })
        .collect();
    let words: Vec<&str> = path.split(' ').collect();
    let (name, options) = match words.as_slice() {
        [parent, sub] => (
            *parent,
            vec![json!({"type": 1, "name": sub, "options": options})],
        ),
        [parent, group, sub] => (
            *parent,
            vec![json!({"type": 2, "name": group, "options": [
                {"type": 1, "name": sub, "options": options}
            ]})],
        ),
        _ => (path, options),
    };
    json!({"id": "1300000000000000001", "name": name, "type": 1, "guild_id": GUILD.to_string(), "options": options})
}

/// Slash-command data attaching a file as option `option` (`path` as `slash_data` takes it),
/// the file described as Discord does in `resolved.attachments`, its URL on the fake at `rest`.
pub fn attachment_data(path: &str, option: &str, id: u64, file: (&str, usize), rest: u16) -> Value {
    let mut data = slash_data(path, &[], None);
    let opt = json!({"type": 11, "name": option, "value": id.to_string()});
    // The innermost subcommand's options.
    fn innermost(options: &mut Value) -> &mut Value {
        let nested = options
            .as_array()
            .and_then(|o| o.first())
            .is_some_and(|s| matches!(s["type"].as_u64(), Some(1 | 2)));
        if nested {
            innermost(&mut options[0]["options"])
        } else {
            options
        }
    }
    *innermost(&mut data["options"]) = json!([opt]);
    let url = format!("http://127.0.0.1:{rest}/attachments/{id}/{}", file.0);
    data["resolved"] = json!({"attachments": {id.to_string(): {
        "id": id.to_string(), "filename": file.0, "size": file.1, "url": url, "proxy_url": url,
        "content_type": "text/plain"
    }}});
    data
}

/// Discord's rule for a deferred answer (callback type 5, "thinking…"): the first follow-up
/// after it makes no message of its own but replaces the deferred one, and shows with the
/// deferral's visibility whatever its own flags say (an existing message's visibility cannot
/// change); an edit of the original response replaces it the same way. `deferred` carries the
/// flags of a deferral not replaced yet; returns the flags `c` (a call answering the
/// interaction) is shown with.
fn shown_flags(c: &Call, j: &Value, deferred: &mut Option<u64>) -> u64 {
    let flags = |v: &Value| v["flags"].as_u64().unwrap_or(0);
    if c.path.ends_with("/callback") {
        if j["type"] == 5 {
            *deferred = Some(flags(&j["data"]));
        }
        return flags(&j["data"]);
    }
    let replaces = (c.method == "POST" && c.path.contains("/webhooks/"))
        || (c.method == "PATCH" && c.path.ends_with("/messages/@original"));
    match deferred.take() {
        Some(f) if replaces => f,
        other => {
            *deferred = other;
            flags(j)
        }
    }
}

/// Whether a message answering an interaction was made by the first follow-up after a
/// deferral (`shown_flags`): it takes the deferred message's place.
fn replaced_deferral(c: &Call, deferred: Option<u64>) -> bool {
    deferred.is_some() && c.method == "POST" && c.path.contains("/webhooks/")
}

/// Reads the calls answering one interaction (by its token) and the DMs among `calls`, as
/// readers see them (Discord's deferral rule applied: `shown_flags`).
pub fn sent(calls: &[Call], token: &str) -> Vec<Sent> {
    let mut out = Vec::new();
    let mut deferred = None;
    for c in calls {
        // A message Discord did not take is not a message anyone sees.
        if c.status >= 300 {
            continue;
        }
        let Some(j) = &c.json else { continue };
        let data = if c.path.ends_with("/callback") {
            &j["data"]
        } else {
            j
        };
        let mut shown = data["flags"].clone();
        let kind = if c.path.contains(token) {
            let replacing = replaced_deferral(c, deferred);
            let flags = shown_flags(c, j, &mut deferred);
            shown = serde_json::json!(flags);
            if c.path.ends_with("/callback") && j["type"] != 4 && j["type"] != 7 {
                continue; // a defer (5) or an autocomplete answer (8): no message yet
            }
            // Type 7, or an edit of the clicked message after a deferred (type 6) answer.
            let original = c.method == "PATCH" && c.path.ends_with("/messages/@original");
            if (c.path.ends_with("/callback") && j["type"] == 7) || (original && !replacing) {
                Kind::Edit
            } else if flags & 64 != 0 {
                Kind::Ephemeral
            } else {
                Kind::Public
            }
        } else if let Some(ch) = c
            .path
            .strip_prefix("/api/v10/channels/")
            .and_then(|p| p.strip_suffix("/messages"))
        {
            if c.status != 200 {
                continue;
            }
            let id: u64 = ch.parse().unwrap_or(0);
            if id >= 3_000_000_000_000_000_000 {
                Kind::Dm(id)
            } else {
                Kind::Channel(id)
            }
        } else {
            continue;
        };
        let mentions = data["allowed_mentions"]["users"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|u| u.as_str().and_then(|s| s.parse().ok()).or(u.as_u64()))
                    .collect()
            })
            .unwrap_or_default();
        let buttons = data["components"]
            .as_array()
            .map(|rows| {
                rows.iter()
                    .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
                    .filter_map(|b| b["custom_id"].as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        let embeds: Vec<(u64, String)> = data["embeds"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|e| {
                let d = e["description"].as_str().unwrap_or("").to_string();
                (e["color"].as_u64().unwrap_or(0), d)
            })
            .collect();
        let mut content = data["content"].as_str().unwrap_or("").to_string();
        for (_, d) in &embeds {
            content.push('\n');
            content.push_str(d);
        }
        out.push(Sent {
            kind,
            content,
            embeds,
            mentions,
            files: c.files.iter().map(|f| f.0.clone()).collect(),
            descriptions: data["attachments"]
                .as_array()
                .map(|a| {
                    a.iter()
                        .map(|x| x["description"].as_str().unwrap_or("").to_string())
                        .collect()
                })
                .unwrap_or_default(),
            buttons,
            components: data["components"].clone(),
            message: json!({"id": c.message_id.to_string(), "content": data["content"], "components": data["components"],
                "flags": shown}),
        });
    }
    out
}

/// The real bot process, killed on drop.
pub struct Bot {
    child: Child,
    pub db: PathBuf,
    pub log: PathBuf,
}

impl Bot {
    /// Starts `risk-bot` against `fake` with its database at `db`; returns once it registered
    /// its commands (the readiness signal).
    pub fn start(fake: &Fake, db: &Path, clock: &Path, seed: u64) -> Bot {
        Bot::start_env(fake, db, clock, seed, &[])
    }

    /// `start` with more environment variables.
    pub fn start_env(
        fake: &Fake,
        db: &Path,
        clock: &Path,
        seed: u64,
        env: &[(&str, String)],
    ) -> Bot {
        let registered = fake
            .state
            .lock()
            .unwrap()
            .calls
            .iter()
            .filter(|c| c.path.ends_with("/commands"))
            .count();
        let api = format!("http://127.0.0.1:{}", fake.rest);
        let bot = Bot::spawn_env(&api, db, clock, seed, env);
        fake.wait(30, "command registration", |s| {
            s.calls
                .iter()
                .filter(|c| c.path.ends_with("/commands"))
                .count()
                > registered
        });
        // The gateway session is up once READY went out (registration happens in setup, after READY).
        fake.wait(10, "gateway", |_| true);
        bot
    }

    /// Starts `risk-bot` with `RISK_SHARDS=shards` (`FIRST-LAST/TOTAL`); returns once every
    /// shard it runs identified and it is ready. (Only the process of shard 0 registers the
    /// commands, so registration is no signal here.)
    pub fn start_shards(
        fake: &Fake,
        db: &Path,
        clock: &Path,
        seed: u64,
        shards: &str,
        env: &[(&str, String)],
    ) -> Bot {
        let (range, total) = shards.split_once('/').expect("FIRST-LAST/TOTAL");
        let total: u32 = total.parse().unwrap();
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let (first, last): (u32, u32) = (first.parse().unwrap(), last.parse().unwrap());
        let api = format!("http://127.0.0.1:{}", fake.rest);
        let mut env = env.to_vec();
        env.push(("RISK_SHARDS", shards.to_string()));
        let bot = Bot::spawn_env(&api, db, clock, seed, &env);
        fake.wait(60, &format!("shards {shards} identified"), |s| {
            (first..=last).all(|i| s.identified.contains(&(i, total)))
        });
        assert!(bot.wait_log(30, "ready", 1), "{}", bot.log_text());
        bot
    }

    /// Starts `risk-bot serve` with `api` as Discord's REST base URL, without waiting for it.
    pub fn spawn(api: &str, db: &Path, clock: &Path, seed: u64) -> Bot {
        Bot::spawn_env(api, db, clock, seed, &[])
    }

    /// `spawn` with more environment variables (after the defaults, so they win).
    pub fn spawn_env(api: &str, db: &Path, clock: &Path, seed: u64, env: &[(&str, String)]) -> Bot {
        let log = db.with_extension("log");
        let child = Process::new(env!("CARGO_BIN_EXE_risk-bot"))
            .arg("serve")
            .env("DISCORD_TOKEN", "fake-token")
            .env("DISCORD_API_BASE", api)
            .env("RISK_DB_PATH", db)
            .env("RISK_SEED", seed.to_string())
            .env("RISK_CLOCK_FILE", clock)
            .env("NO_PROXY", "127.0.0.1,localhost")
            .env_remove("HTTP_PROXY")
            .env_remove("HTTPS_PROXY")
            .env_remove("ALL_PROXY")
            .env_remove("RISK_DEV_GUILD_ID")
            .env_remove("RISK_SHARDS")
            // Restarts in a test are not spaced as Discord wants (the tests of spacing set it).
            .env("RISK_TEST_IDENTIFY_GAP_MS", "0")
            .env("RUST_LOG", "risk=info,risk_bot=info,serenity=warn")
            .env_remove("RISK_METRICS_ADDR")
            .env_remove("NO_COLOR")
            // A debug build on a loaded machine draws the largest boards slowly; the tests
            // compare every post, so a picture is never left out unless a test asks for it.
            .env("RISK_PICTURE_BUDGET_MS", "600000")
            .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .expect("risk-bot starts");
        Bot {
            child,
            db: db.to_path_buf(),
            log,
        }
    }

    /// The process id (for /proc figures).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// SIGTERM, as `docker stop` sends.
    pub fn terminate(&self) {
        let sent = Process::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success(), "kill -TERM failed");
    }

    /// The exit status, if the process ends within `limit`.
    pub fn wait_exit(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let end = Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            if Instant::now() >= end {
                return None;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Waits until the log contains `text` at least `times` times; false if it did not within
    /// `secs`.
    pub fn wait_log(&self, secs: u64, text: &str, times: usize) -> bool {
        let end = Instant::now() + Duration::from_secs(secs);
        while self.log_text().matches(text).count() < times {
            if Instant::now() >= end {
                return false;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        true
    }

    /// SIGKILL: no shutdown, no flush beyond what each acknowledged command already did.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
