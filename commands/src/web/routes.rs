//! The web view's routes: the guard every request passes, the assets, a game's page and its
//! data (`/g/<id>/…`, a player's own under `/g/<id>/me/…`), the private links (`/p/<token>`)
//! and the refusals (404, 410, 403, 429, …), each a page of its own.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Path, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use risk::i18n::Lang;
use risk::service::page::{self, Audience as Reader};
use risk::t;

use super::keys::{GameRef, LinkRefusal};
use super::{guard, html, Audience, Kind, Web};

const APP_JS: &str = include_str!("assets/app.js");
const APP_CSS: &str = include_str!("assets/app.css");
/// The session cookie's name.
const COOKIE: &str = "risk_view";

pub fn router(web: Arc<Web>) -> Router {
    Router::new()
        .route(
            "/assets/app.js",
            get(|| async { asset(APP_JS, "text/javascript; charset=utf-8") }),
        )
        .route(
            "/assets/app.css",
            get(|| async { asset(APP_CSS, "text/css; charset=utf-8") }),
        )
        .route("/g/:id", get(game_root))
        .route("/g/:id/*rest", get(game))
        .route("/p/:token", get(link))
        .fallback(not_found)
        .layer(axum::middleware::from_fn_with_state(web.clone(), guarded))
        .with_state(web)
}

fn asset(text: &'static str, kind: &'static str) -> Response {
    let mut r = text.into_response();
    r.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    r
}

/// A page that says something, with its status.
fn notice(status: StatusCode, lang: Lang, title: &str, text: &str) -> Response {
    let body = html::notice(lang, title, text, None);
    (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        body,
    )
        .into_response()
}

/// A refusal in `lang`'s words.
fn refuse(status: StatusCode, lang: Lang) -> Response {
    let (title, text) = in_lang(lang, || match status {
        StatusCode::GONE => (t!("web-gone-title"), t!("web-gone")),
        StatusCode::FORBIDDEN => (t!("web-forbidden-title"), t!("web-forbidden")),
        StatusCode::TOO_MANY_REQUESTS => (t!("web-too-many-title"), t!("web-too-many")),
        StatusCode::NOT_FOUND => (t!("web-not-found-title"), t!("web-not-found")),
        _ => (t!("web-bad-request-title"), t!("web-bad-request")),
    });
    notice(status, lang, &title, &text)
}

/// Runs `f` writing plain text in `lang`.
fn in_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    risk::i18n::for_reader(lang, || risk::i18n::markup::plain(f))
}

async fn not_found() -> Response {
    refuse(StatusCode::NOT_FOUND, Lang::En)
}

/// Every request: only GET and HEAD, no body, a bounded target and headers, within its
/// address's budget; every answer with the security headers.
async fn guarded(
    State(web): State<Arc<Web>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    req: Request,
    next: Next,
) -> Response {
    let headers_size: usize = req
        .headers()
        .iter()
        .map(|(k, v)| k.as_str().len() + v.len() + 4)
        .sum();
    let has_body = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .is_some_and(|v| v.as_bytes() != b"0")
        || req.headers().contains_key(header::TRANSFER_ENCODING);
    let mut answer = if !web.limiter.allow(from.ip()) {
        let mut r = refuse(StatusCode::TOO_MANY_REQUESTS, Lang::En);
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        r
    } else if req.method() != Method::GET && req.method() != Method::HEAD {
        let mut r = refuse(StatusCode::METHOD_NOT_ALLOWED, Lang::En);
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        r
    } else if req.uri().to_string().len() > guard::MAX_TARGET {
        refuse(StatusCode::URI_TOO_LONG, Lang::En)
    } else if headers_size > guard::MAX_HEADERS {
        refuse(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE, Lang::En)
    } else if has_body {
        refuse(StatusCode::PAYLOAD_TOO_LARGE, Lang::En)
    } else {
        next.run(req).await
    };
    guard::secure(answer.headers_mut(), web.https);
    answer
}

async fn game_root(
    State(web): State<Arc<Web>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    answer(web, id, String::new(), headers).await
}

async fn game(
    State(web): State<Arc<Web>>,
    Path((id, rest)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    answer(web, id, rest, headers).await
}

async fn answer(web: Arc<Web>, id: String, rest: String, headers: HeaderMap) -> Response {
    tokio::task::spawn_blocking(move || respond(&web, &id, &rest, &headers))
        .await
        .unwrap_or_else(|_| refuse(StatusCode::INTERNAL_SERVER_ERROR, Lang::En))
}

/// A session cookie's value among the request's cookies.
fn cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|kv| {
            let (k, v) = kv.trim().split_once('=')?;
            (k == COOKIE).then(|| v.to_string())
        })
}

fn typed(status: StatusCode, kind: &'static str, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, kind)], body).into_response()
}

/// The answer to `GET /g/<id>/<rest>`.
fn respond(web: &Web, id: &str, rest: &str, headers: &HeaderMap) -> Response {
    let Some(game) = web.keys.game_of(id) else {
        return refuse(StatusCode::NOT_FOUND, Lang::En);
    };
    let session = match web.svc.snapshot(game.channel) {
        Ok(Some(s)) => s,
        Ok(None) => return refuse(StatusCode::NOT_FOUND, Lang::En),
        Err(e) => {
            tracing::warn!(error = ?e.to_string(), "the web view could not read a table");
            return refuse(StatusCode::SERVICE_UNAVAILABLE, Lang::En);
        }
    };
    let lang = session.lang;
    if session.number > game.number {
        return refuse(StatusCode::GONE, lang);
    }
    if session.number < game.number || session.game.is_none() {
        return refuse(StatusCode::NOT_FOUND, lang);
    }
    let (mine, what) = match rest.strip_prefix("me") {
        Some(r) if r.is_empty() || r.starts_with('/') => (true, r.trim_start_matches('/')),
        Some(_) | None => (false, rest),
    };
    let audience: Audience = if mine {
        let now = web.svc.now();
        match cookie(headers).and_then(|c| web.keys.session(&c, now)) {
            Some(g) if g.game == game => Some(g.seat),
            Some(_) | None => return refuse(StatusCode::FORBIDDEN, lang),
        }
    } else {
        None
    };
    // The table's version first: an unchanged state is answered without drawing anything.
    let version = session.log_len;
    let etag = format!("\"{version}-{}\"", audience.map_or(-1, i32::from));
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|v| v.as_bytes() == etag.as_bytes());
    if fresh && what == "state.json" {
        return finish(StatusCode::NOT_MODIFIED.into_response(), &etag, mine);
    }
    let reader = audience.map_or(Reader::Channel, |s| Reader::Seat(risk::engine::PlayerId(s)));
    let Some(page) = page::page(&session, reader) else {
        return refuse(StatusCode::NOT_FOUND, lang);
    };
    let base = if mine {
        format!("/g/{id}/me")
    } else {
        format!("/g/{id}")
    };
    let cache = |kind: Kind, make: &dyn Fn() -> Option<String>| {
        web.cached((game, audience, kind), version, make)
    };
    let response = match what {
        "" => {
            let title = in_lang(lang, || t!("web-title", number = session.number));
            typed(
                StatusCode::OK,
                "text/html; charset=utf-8",
                in_lang(lang, || html::page(&page, &base, &title)),
            )
        }
        "state.json" => match cache(Kind::State, &|| Some(in_lang(lang, || html::state(&page)))) {
            Some(text) => typed(StatusCode::OK, "application/json", text.to_string()),
            None => refuse(StatusCode::NOT_FOUND, lang),
        },
        "board.svg" => match cache(Kind::Board, &|| Some(board_svg(&page.board))) {
            Some(svg) => typed(StatusCode::OK, "image/svg+xml", svg.to_string()),
            None => refuse(StatusCode::NOT_FOUND, lang),
        },
        "replay.json" | "chart.svg" if !page.replay => refuse(StatusCode::NOT_FOUND, lang),
        "replay.json" => {
            let made = cache(Kind::Replay, &|| {
                let r = web.replay(game, &session)?;
                let names: Vec<String> =
                    page.board.players.iter().map(|p| p.name.clone()).collect();
                Some(html::replay(&r, &names))
            });
            match made {
                Some(text) => typed(StatusCode::OK, "application/json", text.to_string()),
                None => refuse(StatusCode::NOT_FOUND, lang),
            }
        }
        "chart.svg" => {
            let made = cache(Kind::Chart, &|| {
                Some(web.replay(game, &session)?.chart.svg())
            });
            match made {
                Some(svg) => typed(StatusCode::OK, "image/svg+xml", svg.to_string()),
                None => refuse(StatusCode::NOT_FOUND, lang),
            }
        }
        other => match frame_number(other).filter(|_| page.replay) {
            Some(k) => {
                let made = cache(Kind::Frame(k), &|| {
                    let r = web.replay(game, &session)?;
                    let f = r.frames.get(k)?;
                    Some(in_lang(lang, || {
                        board_svg(&page::frame_view(&page.board, f))
                    }))
                });
                match made {
                    Some(svg) => typed(StatusCode::OK, "image/svg+xml", svg.to_string()),
                    None => refuse(StatusCode::NOT_FOUND, lang),
                }
            }
            None => refuse(StatusCode::NOT_FOUND, lang),
        },
    };
    finish(response, &etag, mine)
}

/// A game's answer with its ETag and caching rule (a player's own view is theirs alone).
fn finish(mut response: Response, etag: &str, mine: bool) -> Response {
    if response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED {
        if let Ok(v) = HeaderValue::from_str(etag) {
            response.headers_mut().insert(header::ETAG, v);
        }
        let policy = if mine {
            "private, no-cache"
        } else {
            "no-cache"
        };
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
    }
    response
}

/// `frame/<k>.svg`'s k.
fn frame_number(what: &str) -> Option<usize> {
    let k = what.strip_prefix("frame/")?.strip_suffix(".svg")?;
    if k.is_empty() || k.len() > 7 || !k.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    k.parse().ok()
}

/// The board as SVG with a target over each territory for the pointer (`data-t`: its index).
fn board_svg(v: &risk::render::BoardView) -> String {
    let layout = risk::render::Layout::of(&v.map);
    let mut svg = risk::render::render_svg(v, &layout);
    let mut hits = String::from("<g class=\"hits\">");
    for tv in &v.territories {
        let (x0, y0, x1, y1) = layout.tile_box(tv.id);
        hits.push_str(&format!(
            r#"<rect class="hit" data-t="{}" x="{x0}" y="{y0}" width="{}" height="{}" fill="transparent"/>"#,
            tv.id.index(),
            x1 - x0,
            y1 - y0
        ));
    }
    hits.push_str("</g></svg>");
    if svg.ends_with("</svg>") {
        svg.truncate(svg.len() - "</svg>".len());
        svg.push_str(&hits);
    }
    svg
}

/// `GET /p/<token>`: a private link spent, its session opened, then on to the player's view.
async fn link(State(web): State<Arc<Web>>, Path(token): Path<String>) -> Response {
    let now = web.svc.now();
    let (cookie, grant) = match web.keys.redeem(&token, now) {
        Ok(x) => x,
        Err(why) => {
            let (title, text) = in_lang(Lang::En, || match why {
                LinkRefusal::Forged => (t!("web-link-bad-title"), t!("web-link-bad")),
                LinkRefusal::Expired | LinkRefusal::Spent => {
                    (t!("web-link-used-title"), t!("web-link-used"))
                }
            });
            let status = match why {
                LinkRefusal::Forged => StatusCode::NOT_FOUND,
                LinkRefusal::Expired | LinkRefusal::Spent => StatusCode::GONE,
            };
            return notice(status, Lang::En, &title, &text);
        }
    };
    let lang = web
        .svc
        .snapshot(grant.game.channel)
        .ok()
        .flatten()
        .map_or(Lang::En, |s| s.lang);
    let id = web.keys.game_id(GameRef { ..grant.game });
    let to = format!("/g/{id}/me");
    let secure = if web.https { "; Secure" } else { "" };
    let set = format!(
        "{COOKIE}={cookie}; Path=/g/{id}/me; Max-Age={}; HttpOnly; SameSite=Strict{secure}",
        super::keys::SESSION_LIFETIME
    );
    let (title, text) = in_lang(lang, || (t!("web-link-open-title"), t!("web-link-open")));
    let body = in_lang(lang, || html::notice(lang, &title, &text, Some(&to)));
    let mut r = typed(StatusCode::OK, "text/html; charset=utf-8", body);
    if let Ok(v) = HeaderValue::from_str(&set) {
        r.headers_mut().insert(header::SET_COOKIE, v);
    }
    r
}
