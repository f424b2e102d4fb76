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
    let mut bytes = Vec::new();
    let _ = s.read_to_end(&mut bytes);
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
    let mut checked = 0;
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
        checked += 1;
        before = g.clone();
        play_one(&svc, &mut rng);
    }
    assert!(checked >= 100, "{checked} positions checked");
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
