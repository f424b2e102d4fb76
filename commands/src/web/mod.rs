//! The web view (opt-in with `RISK_WEB_ADDR`, reached by players at `RISK_PUBLIC_URL`): a
//! game's page with its board zoomable, its players' totals, the replay and chart, and a text
//! view, in the game's language; a player's own view behind a signed single-use link. On its
//! own address, never beside the metrics and health (`metrics`).
//!
//! - `keys`: the key in the bot's private files, game ids, private links and sessions;
//! - `guard`: the per-address budget, the security headers, the request limits;
//! - `html`: the pages and their data;
//! - this file: the configuration, the routes and the caches (a game's SVG is drawn once per
//!   version and audience).

pub mod guard;
pub mod html;
pub mod keys;
mod routes;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, OnceLock};

use anyhow::Context;
use risk::service::page::Replay;
use risk::service::{ChannelKey, GameService, Session, UserKey};

pub use keys::{GameRef, Keys};

/// The address to listen on, e.g. `127.0.0.1:8080`.
pub const ADDR_VAR: &str = "RISK_WEB_ADDR";
/// How players reach it, e.g. `https://risk.example.org` (behind a reverse proxy with TLS).
pub const URL_VAR: &str = "RISK_PUBLIC_URL";
/// Where the key is kept (default: beside the database, `<RISK_DB_PATH>.web-key`).
pub const KEY_VAR: &str = "RISK_WEB_KEY_FILE";

/// The most cached drawings and data kept (per game, audience and kind).
const CACHE_ENTRIES: usize = 512;

/// What a cached entry holds, made once per game version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Board,
    State,
    Replay,
    Chart,
    /// One replay position's board.
    Frame(usize),
}

/// Whose page: the channel's, or a seat's.
pub type Audience = Option<u8>;

type CacheKey = (GameRef, Audience, Kind);

/// The web view's shared state.
pub struct Web {
    pub svc: Arc<GameService>,
    pub keys: Keys,
    /// Players' address, without a trailing slash.
    pub public_url: String,
    pub https: bool,
    pub limiter: guard::Limiter,
    cache: Mutex<HashMap<CacheKey, (u64, Arc<String>)>>,
    /// Each game's replay at its latest version read.
    replays: Mutex<HashMap<GameRef, (u64, Arc<Replay>)>>,
}

impl Web {
    pub fn new(svc: Arc<GameService>, keys: Keys, public_url: &str) -> Web {
        let public_url = public_url.trim_end_matches('/').to_string();
        Web {
            svc,
            keys,
            https: public_url.starts_with("https://"),
            public_url,
            limiter: guard::Limiter::new(guard::BURST, guard::PER_SECOND),
            cache: Mutex::default(),
            replays: Mutex::default(),
        }
    }

    /// With another request budget per address (tests).
    pub fn with_budget(mut self, burst: f64, per_second: f64) -> Web {
        self.limiter = guard::Limiter::new(burst, per_second);
        self
    }

    /// The cached `kind` of `game` for `audience` at `version`, made by `make` when missing.
    fn cached(
        &self,
        key: CacheKey,
        version: u64,
        make: impl FnOnce() -> Option<String>,
    ) -> Option<Arc<String>> {
        if let Some((v, text)) = self.cache.lock().expect("not poisoned").get(&key) {
            if *v == version {
                return Some(text.clone());
            }
        }
        let text = Arc::new(make()?);
        let mut cache = self.cache.lock().expect("not poisoned");
        if cache.len() >= CACHE_ENTRIES {
            cache.retain(|_, (v, _)| *v == version);
            if cache.len() >= CACHE_ENTRIES {
                cache.clear();
            }
        }
        cache.insert(key, (version, text.clone()));
        Some(text)
    }

    /// The replay of `game` as `s` stands (the channel's: none under fog before the end),
    /// rebuilt once per version.
    fn replay(&self, game: GameRef, s: &Session) -> Option<Arc<Replay>> {
        if let Some((v, r)) = self.replays.lock().expect("not poisoned").get(&game) {
            if *v == s.log_len {
                return Some(r.clone());
            }
        }
        let r = match risk::service::page::replay(&**self.svc.store(), game.channel, s) {
            Ok(r) => Arc::new(r?),
            Err(e) => {
                tracing::warn!(error = ?e.to_string(), "the web view could not read a game's log");
                return None;
            }
        };
        let mut replays = self.replays.lock().expect("not poisoned");
        if replays.len() >= CACHE_ENTRIES {
            replays.clear();
        }
        replays.insert(game, (s.log_len, r.clone()));
        Some(r)
    }

    /// The address of the game being played in `ch` (none without a game).
    pub fn game_url(&self, ch: ChannelKey) -> Option<String> {
        let s = self.svc.snapshot(ch).ok()??;
        s.game.as_ref()?;
        let id = self.keys.game_id(GameRef {
            channel: ch,
            number: s.number,
        });
        Some(format!("{}/g/{id}", self.public_url))
    }

    /// A fresh private link to `user`'s own view of the game in `ch` (none when they have no
    /// seat in a game there).
    pub fn private_url(&self, ch: ChannelKey, user: UserKey) -> Option<String> {
        let s = self.svc.snapshot(ch).ok()??;
        let g = s.game.as_ref()?;
        let seat = s.seat_of(user)?;
        if g.is_over() {
            return None;
        }
        let token = self.keys.link_token(
            GameRef {
                channel: ch,
                number: s.number,
            },
            seat.0,
            self.svc.now(),
        );
        Some(format!("{}/p/{token}", self.public_url))
    }
}

static RUNNING: OnceLock<Arc<Web>> = OnceLock::new();

/// The web view this process serves, when it serves one.
pub fn running() -> Option<&'static Arc<Web>> {
    RUNNING.get()
}

/// The players' address from the environment: `RISK_PUBLIC_URL`, else the listening address.
fn public_url(addr: SocketAddr) -> anyhow::Result<String> {
    match std::env::var(URL_VAR) {
        Ok(url) if url.starts_with("http://") || url.starts_with("https://") => Ok(url),
        Ok(url) => anyhow::bail!("{URL_VAR}={url}: give the address with http:// or https://"),
        Err(_) => Ok(format!("http://{addr}")),
    }
}

/// Starts the web view on `addr` when `RISK_WEB_ADDR` is set; returns the address it listens
/// on. `db_path` places the key file by default.
pub async fn start(addr: &str, svc: Arc<GameService>, db_path: &str) -> anyhow::Result<SocketAddr> {
    if std::env::var(crate::metrics::ADDR_VAR).is_ok_and(|m| m.trim() == addr.trim()) {
        anyhow::bail!(
            "{ADDR_VAR} and {} are the same address: the metrics and health stay on their own, \
             never on the public one",
            crate::metrics::ADDR_VAR
        );
    }
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("{ADDR_VAR}={addr}: cannot listen there"))?;
    let local = listener.local_addr()?;
    let key_file = std::env::var(KEY_VAR).unwrap_or_else(|_| format!("{db_path}.web-key"));
    let keys = Keys::load_or_create(std::path::Path::new(&key_file))?;
    let web = Arc::new(Web::new(svc, keys, &public_url(local)?));
    let _ = RUNNING.set(web.clone());
    tokio::spawn(serve(listener, web));
    tracing::info!(address = ?local.to_string(), "web view listening");
    Ok(local)
}

/// Serves `web` on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, web: Arc<Web>) {
    let app = routes::router(web).into_make_service_with_connect_info::<SocketAddr>();
    if let Err(e) = axum::serve(listener, app).await {
        tracing::error!(error = ?e.to_string(), "the web view stopped");
    }
}

/// The link buttons a delivery adds: under the post carrying the board, the game's page; under
/// a private reply showing the invoker's own board or panel, a fresh link to their own view.
#[derive(Default)]
pub struct Links {
    pub public: Option<(String, String)>,
    pub own: Option<(String, String)>,
}

/// The channel's link button to its game's page, in the channel's language (none when the web
/// view is off or there is no game).
pub fn public_link(ch: ChannelKey) -> Option<(String, String)> {
    let web = running()?;
    let url = web.game_url(ch)?;
    let lang = web.svc.snapshot(ch).ok()??.lang;
    let label = risk::i18n::for_reader(lang, || {
        risk::i18n::markup::plain(|| risk::t!("web-view-button"))
    });
    Some((label, url))
}

/// The links of one delivery of `outcome` (an answer to `user` in `ch`).
pub fn links(ch: ChannelKey, user: UserKey, outcome: &risk::service::Outcome) -> Links {
    let Some(web) = running() else {
        return Links::default();
    };
    let public = outcome
        .public
        .iter()
        .any(|p| p.board)
        .then(|| public_link(ch))
        .flatten();
    let panel = outcome.reply.is_some() && (outcome.reply_board || !outcome.reply_rows.is_empty());
    let own = panel
        .then(|| web.private_url(ch, user))
        .flatten()
        .map(|url| {
            let label = risk::i18n::for_reader(outcome.langs.0, || {
                risk::i18n::markup::plain(|| risk::t!("web-own-view-button"))
            });
            (label, url)
        });
    Links { public, own }
}

/// Adds a link button to `rows`: in the last row of buttons with room, else in a row of its
/// own when there are fewer than Discord's five; left out when neither has room.
pub fn add_link(rows: &mut Vec<poise::serenity_prelude::CreateActionRow>, label: &str, url: &str) {
    use poise::serenity_prelude::{CreateActionRow, CreateButton};
    let button = CreateButton::new_link(url).label(label);
    if let Some(CreateActionRow::Buttons(buttons)) = rows.last_mut() {
        if buttons.len() < 5 {
            buttons.push(button);
            return;
        }
    }
    if rows.len() < 5 {
        rows.push(CreateActionRow::Buttons(vec![button]));
    }
}

#[cfg(test)]
mod tests {
    use super::add_link;
    use poise::serenity_prelude::{CreateActionRow, CreateButton};

    fn buttons(n: usize) -> CreateActionRow {
        CreateActionRow::Buttons((0..n).map(|i| CreateButton::new(format!("b{i}"))).collect())
    }

    fn sizes(rows: &[CreateActionRow]) -> Vec<usize> {
        rows.iter()
            .map(|r| match r {
                CreateActionRow::Buttons(b) => b.len(),
                CreateActionRow::SelectMenu(_) | CreateActionRow::InputText(_) => 1,
            })
            .collect()
    }

    #[test]
    fn the_link_goes_where_discords_five_rows_of_five_leave_room() {
        let mut rows = vec![];
        add_link(&mut rows, "View", "https://x/g/1");
        assert_eq!(sizes(&rows), [1]);
        let mut rows = vec![buttons(3)];
        add_link(&mut rows, "View", "https://x/g/1");
        assert_eq!(sizes(&rows), [4]);
        let mut rows = vec![buttons(5), buttons(5)];
        add_link(&mut rows, "View", "https://x/g/1");
        assert_eq!(sizes(&rows), [5, 5, 1]);
        let mut rows: Vec<CreateActionRow> = (0..5).map(|_| buttons(5)).collect();
        add_link(&mut rows, "View", "https://x/g/1");
        assert_eq!(sizes(&rows), [5, 5, 5, 5, 5], "no room: left out");
    }
}
