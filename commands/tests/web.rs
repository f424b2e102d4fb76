//! The web view's HTTP layer without a browser: a game's public page and its data, the security
//! headers, hostile requests (unknown, guessed and changed ids, forged, expired and reused
//! private links, oversized and malformed requests, a burst from one address), a fogged game's
//! public page read by the fog's leak checker against the channel's view after every command,
//! and a finished game's replay against the engine's positions.

// The fog's leak checker, shared with the service's tests (only its text check is used here).
#[path = "../../tests/support/fog.rs"]
#[allow(dead_code)]
mod fog;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use fog::{check_text, Names, Sights};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::{Game, Reader};
use risk::service::{
    Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, Session, UserKey,
};
use risk_bot::web::{GameRef, Keys, Web};

const CH: ChannelKey = ChannelKey(900);

/// An answer as read off the wire.
struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Sends `raw` (a whole request) and reads the answer to its end.
fn send(addr: SocketAddr, raw: &[u8]) -> Reply {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(std::time::Duration::from_secs(20)))
        .unwrap();
    s.write_all(raw).unwrap();
    // To the end of the body its length gives (a server may keep the connection open), or to
    // the connection's end.
    let mut bytes = Vec::new();
    let mut buf = [0u8; 16 * 1024];
    loop {
        let n = s.read(&mut buf).unwrap_or(0);
        if n == 0 {
            break;
        }
        bytes.extend(&buf[..n]);
        let Some(end) = bytes.windows(4).position(|w| w == b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&bytes[..end]).to_ascii_lowercase();
        let length = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length:"))
            .and_then(|v| v.trim().parse::<usize>().ok());
        if length.is_some_and(|len| bytes.len() >= end + 4 + len) {
            break;
        }
    }
    let text = String::from_utf8_lossy(&bytes).to_string();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect();
    Reply {
        status,
        headers,
        body: body.to_string(),
    }
}

/// `GET path` with extra header lines.
fn get(addr: SocketAddr, path: &str, extra: &[String]) -> Reply {
    let mut raw = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for h in extra {
        raw.push_str(h);
        raw.push_str("\r\n");
    }
    raw.push_str("\r\n");
    send(addr, raw.as_bytes())
}

/// The web view of `svc` served on a loopback port.
struct Server {
    rt: tokio::runtime::Runtime,
    addr: SocketAddr,
    web: Arc<Web>,
}

fn serve(svc: Arc<GameService>, burst: f64) -> Server {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let listener = rt
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let addr = listener.local_addr().unwrap();
    let web = Arc::new(
        Web::new(svc, Keys::from_key([5; 32]), &format!("http://{addr}"))
            .with_budget(burst, burst / 10.0),
    );
    rt.spawn(risk_bot::web::serve(listener, web.clone()));
    Server { rt, addr, web }
}

impl Server {
    fn path_of(&self, url: &str) -> String {
        url.strip_prefix(&format!("http://{}", self.addr))
            .unwrap()
            .to_string()
    }
}

fn person(id: u64, name: &str) -> Actor {
    Actor {
        user: UserKey(id),
        name: name.into(),
        admin: false,
        locale: None,
        guild_locale: None,
    }
}

fn people() -> Vec<Actor> {
    vec![person(1, "alice"), person(2, "bob"), person(3, "carol")]
}

/// A service on a clock the test moves, with a table of alice, bob and carol opened with
/// `opts` and played (each as the basic AI would) until the first turn.
fn table(opts: NewGame) -> (Arc<GameService>, Arc<AtomicU64>) {
    let clock = Arc::new(AtomicU64::new(1_700_000_000));
    let now = clock.clone();
    let svc = Arc::new(GameService::new(
        Arc::new(MemoryStore::default()),
        Arc::new(move || now.load(Ordering::SeqCst)),
        Arc::new(|| 31),
    ));
    let host = &people()[0];
    svc.handle(CH, host, Command::New(Box::new(opts))).unwrap();
    for p in &people()[1..] {
        svc.handle(CH, p, Command::Join { color: None }).unwrap();
    }
    svc.handle(CH, host, Command::Start).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    while session(&svc).game.as_ref().unwrap().turn() == 0 {
        play_one(&svc, &mut rng);
    }
    (svc, clock)
}

fn session(svc: &GameService) -> Session {
    svc.snapshot(CH).unwrap().unwrap()
}

/// The security headers every answer carries.
fn assert_secure(r: &Reply, what: &str) {
    let csp = r.header("content-security-policy").unwrap_or_default();
    for part in [
        "default-src 'none'",
        "script-src 'self'",
        "frame-ancestors 'none'",
    ] {
        assert!(csp.contains(part), "{what}: CSP {csp:?} lacks {part}");
    }
    assert!(!csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"));
    assert_eq!(
        r.header("x-content-type-options"),
        Some("nosniff"),
        "{what}"
    );
    assert_eq!(r.header("referrer-policy"), Some("no-referrer"), "{what}");
    assert_eq!(r.header("x-frame-options"), Some("DENY"), "{what}");
}

#[test]
fn a_games_public_page_shows_its_board_in_its_language_behind_strict_headers() {
    let (svc, _) = table(NewGame::preset("classic"));
    let s = session(&svc);
    let server = serve(svc.clone(), 1000.0);
    let url = server.web.game_url(CH).expect("a game is being played");
    let path = server.path_of(&url);
    let page = get(server.addr, &path, &[]);
    assert_eq!(page.status, 200, "{}", page.body);
    assert_secure(&page, "page");
    assert!(page.body.contains("<html lang=\"en\">"));
    assert!(page
        .body
        .contains("<script src=\"/assets/app.js\" defer></script>"));
    assert_eq!(page.body.matches("<script").count(), 1, "no inline script");
    assert!(!page.body.contains("style=\""), "no inline style");
    let g = s.game.as_ref().unwrap();
    for t in g.map().territory_ids() {
        let row = format!(
            "<td class=\"holder\">{}</td><td class=\"armies\">{}</td>",
            s.seats[g.owner(t).unwrap().index()].name,
            g.armies(t)
        );
        assert!(page.body.contains(&row), "{}: {row}", g.map().name(t));
    }
    for part in [
        "board.svg",
        "state.json",
        "replay.json",
        "chart.svg",
        "frame/0.svg",
    ] {
        let r = get(server.addr, &format!("{path}/{part}"), &[]);
        assert_eq!(r.status, 200, "{part}: {}", r.body);
        assert_secure(&r, part);
    }
    let svg = get(server.addr, &format!("{path}/board.svg"), &[]);
    assert_eq!(svg.header("content-type"), Some("image/svg+xml"));
    assert_eq!(svg.body.matches("class=\"hit\"").count(), 42);
    // The state again with its ETag: not modified; after a command, modified.
    let state = get(server.addr, &format!("{path}/state.json"), &[]);
    let etag = state.header("etag").unwrap().to_string();
    let again = get(
        server.addr,
        &format!("{path}/state.json"),
        &[format!("If-None-Match: {etag}")],
    );
    assert_eq!(again.status, 304);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    play_one(&svc, &mut rng);
    let moved = get(
        server.addr,
        &format!("{path}/state.json"),
        &[format!("If-None-Match: {etag}")],
    );
    assert_eq!(moved.status, 200);
    assert_ne!(moved.header("etag").unwrap(), etag);
    // The assets are the bot's own.
    let js = get(server.addr, "/assets/app.js", &[]);
    assert_eq!(js.status, 200);
    assert!(js
        .header("content-type")
        .unwrap()
        .starts_with("text/javascript"));
    assert!(!js.body.contains("http://") && !js.body.contains("https://"));
    drop(server.rt);
}

/// The person to act plays what the basic AI would (a refused move ends the turn).
fn play_one(svc: &GameService, rng: &mut ChaCha8Rng) {
    let s = session(svc);
    let g = s.game.as_ref().unwrap();
    let me = if g.placing_simultaneously() {
        g.still_placing()[0]
    } else {
        g.current()
    };
    let who = people()
        .into_iter()
        .find(|a| s.seat_of(a.user) == Some(me))
        .unwrap();
    let action = AiLevel::Basic.act(g, me, rng);
    if svc
        .handle(CH, &who, Command::for_action(&s, g, action))
        .is_err()
    {
        svc.handle(CH, &who, Command::End).unwrap();
    }
}

#[test]
fn unknown_guessed_and_changed_ids_are_refused_with_a_page() {
    let (svc, _) = table(NewGame::preset("classic"));
    let server = serve(svc.clone(), 1000.0);
    let path = server.path_of(&server.web.game_url(CH).unwrap());
    let id = path.trim_start_matches("/g/").to_string();
    let number = session(&svc).number;
    let other_key = Keys::from_key([6; 32]).game_id(GameRef {
        channel: CH,
        number,
    });
    let mut changed = id.clone().into_bytes();
    changed[30] = if changed[30] == b'a' { b'b' } else { b'a' };
    let changed = String::from_utf8(changed).unwrap();
    let keys = Keys::from_key([5; 32]);
    let no_game = keys.game_id(GameRef {
        channel: ChannelKey(901),
        number: 1,
    });
    let later = keys.game_id(GameRef {
        channel: CH,
        number: number + 1,
    });
    for bad in [
        "/g/00000000000000000000000000000000000000000000000000000000".to_string(),
        format!("/g/{other_key}"),
        format!("/g/{changed}"),
        format!("/g/{no_game}"),
        format!("/g/{later}"),
        "/g/not-hex".to_string(),
        format!("/g/{id}/../../etc/passwd"),
        format!("/g/{id}/frame/99999.svg"),
        format!("/g/{id}/frame/-1.svg"),
        "/".to_string(),
        "/games".to_string(),
    ] {
        let r = get(server.addr, &bad, &[]);
        assert_eq!(r.status, 404, "{bad}: {}", r.body);
        assert!(r.body.contains("<h1>Not found</h1>"), "{bad}");
        assert_secure(&r, &bad);
    }
    let earlier = keys.game_id(GameRef {
        channel: CH,
        number: number - 1,
    });
    let gone = get(server.addr, &format!("/g/{earlier}"), &[]);
    assert_eq!(gone.status, 410, "{}", gone.body);
    assert!(gone.body.contains("This game is over"));
}

#[test]
fn a_private_link_opens_its_players_view_once_and_no_one_elses() {
    let (svc, clock) = table(NewGame::preset("secret-mission"));
    let s = session(&svc);
    let g = s.game.as_ref().unwrap().clone();
    let server = serve(svc.clone(), 1000.0);
    let base = server.path_of(&server.web.game_url(CH).unwrap());
    let (alice, bob) = (&people()[0], &people()[1]);
    let mission_of = |who: &Actor| {
        let p = s.seat_of(who.user).unwrap();
        risk::i18n::markup::plain(|| risk::service::text::mission(&g, g.mission(p).unwrap()))
    };
    // Without a session, the player's page is refused.
    let none = get(server.addr, &format!("{base}/me"), &[]);
    assert_eq!(none.status, 403, "{}", none.body);
    let link = server.path_of(&server.web.private_url(CH, alice.user).unwrap());
    let first = get(server.addr, &link, &[]);
    assert_eq!(first.status, 200, "{}", first.body);
    let cookie = first.header("set-cookie").unwrap().to_string();
    for part in ["HttpOnly", "SameSite=Strict", &format!("Path={base}/me")] {
        assert!(cookie.contains(part), "{cookie} lacks {part}");
    }
    assert!(!cookie.contains("Secure"), "not over https here");
    let value = cookie.split(';').next().unwrap().to_string();
    let mine = get(
        server.addr,
        &format!("{base}/me"),
        &[format!("Cookie: {value}")],
    );
    assert_eq!(mine.status, 200, "{}", mine.body);
    assert!(
        mine.body.contains(&html_escaped(&mission_of(alice))),
        "alice's mission"
    );
    assert!(
        !mine.body.contains(&html_escaped(&mission_of(bob)))
            || mission_of(alice) == mission_of(bob)
    );
    assert_eq!(mine.header("cache-control"), Some("private, no-cache"));
    // The public page holds no mission.
    let public = get(server.addr, &base, &[]);
    assert!(!public.body.contains(&html_escaped(&mission_of(alice))));
    // A second use of the link is refused, and no cookie comes with it.
    let second = get(server.addr, &link, &[]);
    assert_eq!(second.status, 410, "{}", second.body);
    assert!(second.header("set-cookie").is_none());
    // Bob's session shows bob's view, never alice's mission.
    let bobs = server.path_of(&server.web.private_url(CH, bob.user).unwrap());
    let bob_cookie = get(server.addr, &bobs, &[])
        .header("set-cookie")
        .unwrap()
        .to_string();
    let bob_value = bob_cookie.split(';').next().unwrap().to_string();
    let his = get(
        server.addr,
        &format!("{base}/me"),
        &[format!("Cookie: {bob_value}")],
    );
    assert_eq!(his.status, 200);
    assert!(his.body.contains(&html_escaped(&mission_of(bob))));
    if mission_of(alice) != mission_of(bob) {
        assert!(!his.body.contains(&html_escaped(&mission_of(alice))));
    }
    // A made-up cookie, and a changed link: refused.
    let made_up = get(
        server.addr,
        &format!("{base}/me"),
        &[format!("Cookie: risk_view={}", "ab".repeat(32))],
    );
    assert_eq!(made_up.status, 403);
    let mut forged = link.clone().into_bytes();
    let at = forged.len() - 40;
    forged[at] = if forged[at] == b'0' { b'1' } else { b'0' };
    let forged = get(server.addr, &String::from_utf8(forged).unwrap(), &[]);
    assert_eq!(forged.status, 404, "{}", forged.body);
    assert!(forged.header("set-cookie").is_none());
    // A link left unused for too long has expired.
    let late = server.path_of(&server.web.private_url(CH, alice.user).unwrap());
    clock.fetch_add(risk_bot::web::keys::LINK_LIFETIME, Ordering::SeqCst);
    let expired = get(server.addr, &late, &[]);
    assert_eq!(expired.status, 410, "{}", expired.body);
    assert!(expired.header("set-cookie").is_none());
    // Someone without a seat gets no link.
    assert!(server.web.private_url(CH, person(9, "dave").user).is_none());
}

fn html_escaped(s: &str) -> String {
    risk_bot::web::html::esc(s)
}

#[test]
fn a_burst_from_one_address_is_refused_and_odd_requests_are_told_why() {
    let (svc, _) = table(NewGame::preset("classic"));
    let server = serve(svc, 20.0);
    let codes: Vec<u16> = (0..30)
        .map(|_| get(server.addr, "/assets/app.css", &[]).status)
        .collect();
    assert!(codes[..20].iter().all(|c| *c == 200), "{codes:?}");
    let refused = get(server.addr, "/assets/app.css", &[]);
    assert_eq!(refused.status, 429);
    assert!(refused.header("retry-after").is_some());
    assert!(refused.body.contains("Too many requests"));
    assert_secure(&refused, "429");

    let (svc, _) = table(NewGame::preset("classic"));
    let server = serve(svc, 1000.0);
    let addr = server.addr;
    let post = send(
        addr,
        b"POST /assets/app.css HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 3\r\n\r\nabc",
    );
    assert_eq!(post.status, 405);
    assert_eq!(post.header("allow"), Some("GET, HEAD"));
    let body = send(
        addr,
        b"GET /assets/app.css HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 3\r\n\r\nabc",
    );
    assert_eq!(body.status, 413);
    let long = get(addr, &format!("/g/{}", "a".repeat(2000)), &[]);
    assert_eq!(long.status, 414);
    let fat = get(
        addr,
        "/assets/app.css",
        &[format!("X-Fill: {}", "y".repeat(9000))],
    );
    assert_eq!(fat.status, 431);
    let garbage = send(addr, b"\x16\x03\x01\x00\xa5garbage\r\n\r\n");
    assert!(
        garbage.status == 400 || garbage.status == 0,
        "{}",
        garbage.status
    );
    // The server still answers.
    assert_eq!(get(addr, "/assets/app.css", &[]).status, 200);
}

/// The page's text without its tags, one cell after another.
fn text_of(html: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => {
                inside = true;
                out.push_str(" | ");
            }
            '>' => inside = false,
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out.replace("&amp;", "&")
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
}

#[test]
fn a_fogged_games_public_page_shows_only_what_the_channel_sees_after_every_command() {
    let opts = NewGame {
        fog: Some("standard".into()),
        ..NewGame::preset("classic")
    };
    let (svc, _) = table(opts);
    let server = serve(svc.clone(), 100_000.0);
    let base = server.path_of(&server.web.game_url(CH).unwrap());
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let mut before: Game = session(&svc).game.unwrap();
    let (mut checked, mut caught) = (0, 0);
    for _ in 0..120 {
        let s = session(&svc);
        let g = s.game.as_ref().unwrap();
        if g.is_over() {
            break;
        }
        let names = Names::of(&s, g);
        let who = Sights::of(&before, g, None, "channel");
        let page = get(server.addr, &base, &[]);
        assert_eq!(page.status, 200);
        let leaks = check_text(&names, &who, "web page", &text_of(&page.body));
        assert!(leaks.is_empty(), "{leaks:#?}");
        let state = get(server.addr, &format!("{base}/state.json"), &[]);
        let json: serde_json::Value = serde_json::from_str(&state.body).unwrap();
        let leaks = check_text(
            &names,
            &who,
            "web state",
            &text_of(json["text"].as_str().unwrap()),
        );
        assert!(leaks.is_empty(), "{leaks:#?}");
        let view = g.view(Reader::Everyone);
        for t in g.map().territory_ids() {
            let cell = &json["territories"][t.index()];
            let holder = view.owner(g, t).map_or(
                if view.sight(t) == risk::engine::Sight::Nothing {
                    "unseen"
                } else {
                    "unclaimed"
                },
                |p| s.seats[p.index()].name.as_str(),
            );
            assert_eq!(cell["holder"], holder, "{}", g.map().name(t));
            let armies = view.armies(g, t).map_or("?".to_string(), |a| a.to_string());
            assert_eq!(cell["armies"], armies.as_str(), "{}", g.map().name(t));
        }
        // No replay of hidden moves before the end: not the data, the chart or a position.
        for part in ["replay.json", "chart.svg", "frame/0.svg"] {
            assert_eq!(
                get(server.addr, &format!("{base}/{part}"), &[]).status,
                404,
                "{part}"
            );
        }
        assert!(page.body.contains("the replay opens when the game ends"));
        // The same text view of the whole board, as no fog would show it, is caught.
        let names_now: Vec<String> = s.seats.iter().map(|x| x.name.clone()).collect();
        let clear = risk::render::BoardView::new(g, &names_now, None);
        let mut unfogged = String::new();
        risk::i18n::markup::plain(|| risk_bot::web::html::text_view(&mut unfogged, &clear));
        caught += check_text(&names, &who, "unfogged", &text_of(&unfogged)).len();
        checked += 1;
        before = g.clone();
        play_one(&svc, &mut rng);
    }
    assert!(checked >= 100, "{checked} positions checked");
    assert!(
        caught > 0,
        "the checker reads the text view: the whole board in it is a leak"
    );
}

#[test]
fn a_finished_games_replay_goes_through_the_engines_positions_to_its_end() {
    let opts = NewGame {
        fog: Some("standard".into()),
        ..NewGame::preset("classic")
    };
    let (svc, _) = table(opts);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    // (log length, each territory's holder and armies) after every command.
    let mut seen: Vec<(u64, Vec<(i64, i64)>)> = Vec::new();
    let cells = |g: &Game| -> Vec<(i64, i64)> {
        g.map()
            .territory_ids()
            .map(|t| (g.owner(t).map_or(-1, |p| p.0 as i64), g.armies(t) as i64))
            .collect()
    };
    for _ in 0..20_000 {
        let s = session(&svc);
        let g = s.game.as_ref().unwrap();
        seen.push((s.log_len, cells(g)));
        if g.is_over() {
            break;
        }
        play_one(&svc, &mut rng);
    }
    let s = session(&svc);
    let g = s.game.as_ref().unwrap();
    assert!(g.is_over(), "the game ended");
    let server = serve(svc.clone(), 1000.0);
    let base = server.path_of(&server.web.game_url(CH).unwrap());
    let r = get(server.addr, &format!("{base}/replay.json"), &[]);
    assert_eq!(r.status, 200, "{}", r.body);
    let json: serde_json::Value = serde_json::from_str(&r.body).unwrap();
    let mut now: Vec<(i64, i64)> = vec![(-1, 0); g.map().territory_count()];
    let mut frames: Vec<(u64, Vec<(i64, i64)>)> = Vec::new();
    for f in json["frames"].as_array().unwrap() {
        for d in f["d"].as_array().unwrap() {
            let d: Vec<i64> = d
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_i64().unwrap())
                .collect();
            now[d[0] as usize] = (d[1], d[2]);
        }
        frames.push((f["e"].as_u64().unwrap(), now.clone()));
    }
    assert_eq!(
        frames.last().unwrap().1,
        cells(g),
        "the replay ends where the game did"
    );
    for (len, position) in &seen {
        let at = frames.iter().rev().find(|(e, _)| e < len).expect("a frame");
        assert_eq!(&at.1, position, "after log entry {len}");
    }
    let verification = json["verification"].as_str().unwrap();
    assert!(verification.contains(&s.seed.to_string()), "{verification}");
    // Unfogged now: the public page names every holder.
    let page = get(server.addr, &base, &[]);
    assert!(!page.body.contains(">unseen<"));
    assert_eq!(
        get(server.addr, &format!("{base}/chart.svg"), &[]).status,
        200
    );
}

// ---- in a real browser: Chromium driven through WebDriver (chromedriver on loopback) ----

/// A program on the PATH.
fn program(name: &str) -> Option<std::path::PathBuf> {
    std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .map(|d| std::path::Path::new(d).join(name))
        .find(|p| p.is_file())
}

/// One WebDriver call: its answer's `value`.
fn wd(port: u16, method: &str, path: &str, body: Option<serde_json::Value>) -> serde_json::Value {
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let raw = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let r = send(addr, raw.as_bytes());
    let json: serde_json::Value = serde_json::from_str(&r.body)
        .unwrap_or_else(|_| panic!("{method} {path}: {} {}", r.status, r.body));
    assert!(r.status < 300, "{method} {path}: {} {json}", r.status);
    json["value"].clone()
}

/// A headless Chromium session, ended (and its driver stopped) when dropped.
struct Browser {
    port: u16,
    session: String,
    driver: std::process::Child,
    _profile: tempfile::TempDir,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = std::panic::catch_unwind(|| {
            wd(
                self.port,
                "DELETE",
                &format!("/session/{}", self.session),
                None,
            )
        });
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

impl Browser {
    /// Starts chromedriver and a headless Chromium; `None` (said why) when they are not
    /// installed outside CI. Under CI (`CI=true`) a missing browser fails the test.
    fn start() -> Option<Browser> {
        let (Some(driver), Some(chromium)) = (program("chromedriver"), program("chromium")) else {
            let why = "chromium and chromedriver are not installed (apt-get install chromium chromium-driver; .ci/run installs them)";
            assert!(std::env::var("CI").as_deref() != Ok("true"), "{why}");
            eprintln!("skipping the browser test: {why}");
            return None;
        };
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = std::process::Command::new(driver)
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        let t0 = std::time::Instant::now();
        while TcpStream::connect(addr).is_err() {
            assert!(t0.elapsed().as_secs() < 20, "chromedriver did not start");
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        let profile = tempfile::tempdir().unwrap();
        let caps = serde_json::json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium,
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                    "--window-size=1280,1000",
                    format!("--user-data-dir={}", profile.path().display()),
                ]
            }
        }}});
        let mut browser = Browser {
            port,
            session: String::new(),
            driver: child,
            _profile: profile,
        };
        let v = wd(port, "POST", "/session", Some(caps));
        browser.session = v["sessionId"].as_str().unwrap().to_string();
        Some(browser)
    }

    fn call(&self, method: &str, path: &str, body: Option<serde_json::Value>) -> serde_json::Value {
        wd(
            self.port,
            method,
            &format!("/session/{}{path}", self.session),
            body,
        )
    }

    fn open(&self, url: &str) {
        self.call("POST", "/url", Some(serde_json::json!({ "url": url })));
    }

    fn run(&self, script: &str) -> serde_json::Value {
        self.call(
            "POST",
            "/execute/sync",
            Some(serde_json::json!({"script": script, "args": []})),
        )
    }

    /// Waits (up to 20 s) until `script` returns true.
    fn wait(&self, script: &str) {
        let t0 = std::time::Instant::now();
        while self.run(script) != serde_json::Value::Bool(true) {
            assert!(t0.elapsed().as_secs() < 20, "never came true: {script}");
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
    }

    fn element(&self, css: &str) -> String {
        let v = self.call(
            "POST",
            "/element",
            Some(serde_json::json!({"using": "css selector", "value": css})),
        );
        v.as_object()
            .unwrap()
            .values()
            .next()
            .unwrap()
            .as_str()
            .unwrap()
            .to_string()
    }

    fn click(&self, css: &str) {
        let id = self.element(css);
        self.call(
            "POST",
            &format!("/element/{id}/click"),
            Some(serde_json::json!({})),
        );
    }

    fn keys(&self, css: &str, text: &str) {
        let id = self.element(css);
        self.call(
            "POST",
            &format!("/element/{id}/value"),
            Some(serde_json::json!({ "text": text })),
        );
    }

    /// A screenshot, written to `RISK_WEB_SHOTS` (a folder) when it is set, to be looked at.
    fn shot(&self, name: &str) {
        let png = self.call("GET", "/screenshot", None);
        let Ok(dir) = std::env::var("RISK_WEB_SHOTS") else {
            return;
        };
        let bytes = base64_decode(png.as_str().unwrap());
        assert!(bytes.starts_with(b"\x89PNG"), "a PNG");
        std::fs::write(
            std::path::Path::new(&dir).join(format!("{name}.png")),
            bytes,
        )
        .unwrap();
    }
}

fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let clean: Vec<u8> = text
        .bytes()
        .filter(|c| *c != b'=' && !c.is_ascii_whitespace())
        .collect();
    let mut out = Vec::with_capacity(clean.len() * 3 / 4);
    for chunk in clean.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, c)| n | (u32::from(value(*c)) << (18 - 6 * i)));
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend(&bytes[..chunk.len() - 1]);
    }
    out
}

#[test]
fn in_a_browser_the_page_zooms_replays_to_a_round_as_the_engine_played_and_a_private_link_opens_once(
) {
    let Some(browser) = Browser::start() else {
        return;
    };
    let (svc, _) = table(NewGame::preset("secret-mission"));
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    // (log length, each territory's holder and armies) after every command, to round 4.
    let mut seen: Vec<(u64, Vec<(String, String)>)> = Vec::new();
    loop {
        let s = session(&svc);
        let g = s.game.as_ref().unwrap();
        let cells = g
            .map()
            .territory_ids()
            .map(|t| {
                (
                    s.seats[g.owner(t).unwrap().index()].name.clone(),
                    g.armies(t).to_string(),
                )
            })
            .collect();
        seen.push((s.log_len, cells));
        if g.round() >= 4 || g.is_over() {
            break;
        }
        play_one(&svc, &mut rng);
    }
    let server = serve(svc.clone(), 1000.0);
    let url = server.web.game_url(CH).unwrap();
    browser.open(&url);
    browser.wait("return document.getElementById('app').getAttribute('data-ready') === '1'");
    browser.wait("return !!document.querySelector('#board svg .hit')");
    browser.shot("1-public-page");
    // Zoomed by the buttons and the keyboard.
    browser.click("#zin");
    browser.click("#zin");
    browser.keys("#board", "++");
    browser.wait("return Number(document.getElementById('app').getAttribute('data-zoom')) > 2");
    let zoom = browser.run("return document.querySelector('#board svg').getAttribute('viewBox')");
    assert_ne!(
        zoom.as_str().unwrap().split(' ').nth(2).unwrap(),
        "1600",
        "{zoom}"
    );
    browser.shot("2-zoomed");
    // The replay stepped turn by turn from the start to round 2.
    browser.click("#rfirst");
    browser.wait("return document.getElementById('app').getAttribute('data-frame') === '0'");
    for _ in 0..200 {
        if browser.run("return document.getElementById('app').getAttribute('data-round')") == "2" {
            break;
        }
        let before =
            browser.run("return document.getElementById('app').getAttribute('data-frame')");
        browser.click("#rnextturn");
        browser.wait(&format!(
            "return document.getElementById('app').getAttribute('data-frame') !== {before}"
        ));
    }
    assert_eq!(
        browser.run("return document.getElementById('app').getAttribute('data-round')"),
        "2"
    );
    browser.shot("3-replay-round-2");
    let shown = browser.run(
        "return [...document.querySelectorAll('#territories tr[data-t]')].map(r => [r.querySelector('.holder').textContent, r.querySelector('.armies').textContent])",
    );
    let shown: Vec<(String, String)> = shown
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c[0].as_str().unwrap().to_string(),
                c[1].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let frame: usize = browser
        .run("return document.getElementById('app').getAttribute('data-frame')")
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let replay: serde_json::Value = serde_json::from_str(
        &get(
            server.addr,
            &format!("{}/replay.json", server.path_of(&url)),
            &[],
        )
        .body,
    )
    .unwrap();
    let entry = replay["frames"][frame]["e"].as_u64().unwrap();
    let engine = seen
        .iter()
        .find(|(len, _)| *len == entry + 1)
        .unwrap_or_else(|| panic!("no command ended with log entry {entry}"));
    assert_eq!(
        shown, engine.1,
        "the replay at round 2 is the engine's position"
    );
    // Everything the page asked for came from its own origin.
    let origin = format!("http://{}", server.addr);
    let asked = browser.run(
        "return [location.origin, ...performance.getEntriesByType('resource').map(e => e.name)]",
    );
    let asked: Vec<&str> = asked
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u.as_str().unwrap())
        .collect();
    assert!(asked.len() > 3, "{asked:?}");
    assert!(asked.iter().all(|u| u.starts_with(&origin)), "{asked:?}");

    // A private link opens alice's view once; the second time it is refused.
    let alice = &people()[0];
    let link = server.web.private_url(CH, alice.user).unwrap();
    browser.open(&link);
    browser.wait("return !!document.getElementById('secrets')");
    let s = session(&svc);
    let g = s.game.as_ref().unwrap();
    let p = s.seat_of(alice.user).unwrap();
    let mission =
        risk::i18n::markup::plain(|| risk::service::text::mission(g, g.mission(p).unwrap()));
    let secrets = browser.run("return document.getElementById('secrets').textContent");
    assert!(secrets.as_str().unwrap().contains(&mission), "{secrets}");
    browser.wait("return !!document.querySelector('#board svg .hit')");
    browser.shot("4-private-view");
    browser.open(&link);
    browser.wait("return document.readyState === 'complete'");
    let title = browser.run("return document.querySelector('h1').textContent");
    assert_eq!(title, "This link has been used");
    assert_eq!(
        browser.run("return !!document.getElementById('secrets')"),
        false
    );
    browser.shot("5-link-reused");
}
