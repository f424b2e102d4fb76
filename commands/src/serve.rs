//! Wiring for the long-running modes: the Discord bot (`serve`) and the console (`local`).

use std::future::IntoFuture;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context};
use poise::serenity_prelude as serenity;
use risk::service::{Clock, GameService, MemoryStore, NewGame, Seeds, SledStore, Store};
use tokio::sync::{mpsc, watch};

use crate::context::Data;
use crate::discord;

fn system_time() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Tests only: `RISK_CLOCK_FILE` names a file holding the current Unix time, so end-to-end
/// tests can move the bot's clock past deadlines. Empty counts as not set.
fn clock_file() -> Option<PathBuf> {
    std::env::var_os("RISK_CLOCK_FILE")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

fn clock() -> Clock {
    match clock_file() {
        Some(path) => Arc::new(move || {
            std::fs::read_to_string(&path)
                .ok()
                .and_then(|t| t.trim().parse().ok())
                .unwrap_or_else(system_time)
        }),
        None => Arc::new(system_time),
    }
}

/// New-game seeds: random, or (test-only) a fixed sequence from `RISK_SEED` so that end-to-end
/// tests replay exactly.
fn seeds() -> Seeds {
    match std::env::var("RISK_SEED")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
    {
        Some(base) => {
            let next = AtomicU64::new(base);
            Arc::new(move || next.fetch_add(1, Ordering::Relaxed))
        }
        None => Arc::new(rand::random::<u64>),
    }
}

/// Libraries whose logs below `info` (and whose spans at any level) carry request bodies,
/// gateway payloads, interaction tokens and stored records: a private message's text, a hand,
/// a mission, a seed. They are capped at `info` whatever `RUST_LOG` says.
const TALKATIVE: &[&str] = &[
    "sled",
    "tokio",
    "serenity",
    "poise",
    "reqwest",
    "hyper",
    "hyper_util",
    "h2",
    "tungstenite",
    "tokio_tungstenite",
    "rustls",
    "tokio_rustls",
    "want",
    "mio",
    "tower",
    "axum",
];

/// Whether the log keeps this event or span: the bot's own at the level `RUST_LOG` asks,
/// a talkative library's events at `info` and above and never its spans (serenity's request
/// span records the whole request, body and token included).
fn shown(meta: &tracing::Metadata<'_>) -> bool {
    keeps(meta.target(), *meta.level(), meta.is_event())
}

fn keeps(target: &str, level: tracing::Level, event: bool) -> bool {
    let root = target.split("::").next().unwrap_or("");
    if !TALKATIVE.contains(&root) {
        return true;
    }
    event && level <= tracing::Level::INFO
}

/// Logs to stderr; colours only on a terminal and without `NO_COLOR` (so `docker logs` and
/// log files get plain text). `default` is the filter without `RUST_LOG`.
fn init_logging(default: &str) {
    use std::io::IsTerminal;
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;
    use tracing_subscriber::Layer;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let layer = tracing_subscriber::fmt::layer()
        .with_writer(|| Redacting(std::io::stderr()))
        .with_ansi(std::io::stderr().is_terminal() && !no_color)
        .with_filter(tracing_subscriber::filter::filter_fn(shown));
    let _ = tracing_subscriber::registry()
        .with(filter)
        .with(layer)
        .try_init();
}

/// A log writer that blanks interaction tokens in Discord URLs (`/interactions/{id}/{token}`,
/// `/webhooks/{application}/{token}`): an error naming the URL it failed on (a connection
/// refused, a time-out) must not hand out the right to answer as the bot.
struct Redacting<W>(W);

impl<W: std::io::Write> std::io::Write for Redacting<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.write_all(&redact(buf))?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// `line` with the path segment after `/interactions/{id}/` and `/webhooks/{id}/` replaced by
/// `<token>`.
fn redact(line: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(line.len());
    let mut i = 0;
    while i < line.len() {
        let rest = &line[i..];
        let prefix = [&b"/interactions/"[..], &b"/webhooks/"[..]]
            .into_iter()
            .find(|p| rest.starts_with(p));
        let Some(prefix) = prefix else {
            out.push(line[i]);
            i += 1;
            continue;
        };
        let after = &rest[prefix.len()..];
        let digits = after.iter().take_while(|b| b.is_ascii_digit()).count();
        let token = after[digits..]
            .strip_prefix(b"/")
            .map(|t| {
                t.iter()
                    .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
                    .count()
            })
            .filter(|&n| digits > 0 && n > 0);
        let head = prefix.len() + digits;
        out.extend_from_slice(&rest[..head]);
        i += head;
        if let Some(n) = token {
            out.extend_from_slice(b"/<token>");
            i += 1 + n;
        }
    }
    out
}

pub fn local(
    new: NewGame,
    players: &[String],
    db: Option<PathBuf>,
    lang: risk::i18n::Lang,
) -> anyhow::Result<()> {
    // The same lifecycle lines as `serve`, on stderr; without RUST_LOG only warnings, so the
    // game on the terminal stays readable.
    init_logging("warn");
    let store: Arc<dyn Store> = match &db {
        Some(path) => {
            Arc::new(SledStore::open(path).with_context(|| format!("opening {}", path.display()))?)
        }
        None => Arc::new(MemoryStore::default()),
    };
    let svc = Arc::new(GameService::new(store, clock(), seeds()));
    crate::console::run_local(svc, new, players, lang)
}

pub fn serve() -> anyhow::Result<()> {
    let _ = dotenvy::dotenv();
    init_logging("info");
    // An empty value (as .env.example ships it) is no token: it counts as not set.
    let Some(token) = std::env::var("DISCORD_TOKEN")
        .ok()
        .filter(|t| !t.trim().is_empty())
    else {
        bail!(
            "DISCORD_TOKEN is not set. Put the bot token in the environment or in a .env file \
             (see .env.example). To try the game without Discord: risk-bot local --players alice,ai,ai"
        );
    };
    let shards = crate::shards::Shards::from_env()?;
    let path = std::env::var("RISK_DB_PATH").unwrap_or_else(|_| "risk.db".into());
    let store = Arc::new(open_db(&path)?);
    if let Some(mine) = shards {
        crate::shards::check_database(&*store, mine, &path)?;
    }
    let svc = Arc::new(
        GameService::new(store.clone(), clock(), seeds())
            .with_capacity(max_loaded()?)
            .with_outbox(),
    );
    let retention = crate::upkeep::retention()?;
    let backups = crate::upkeep::backups()?;
    let rt = runtime().context("starting the async runtime")?;
    let result = rt.block_on(async {
        tokio::spawn(crate::upkeep::run(svc.clone(), store.clone(), retention));
        tokio::spawn(crate::upkeep::run_compaction(store.clone()));
        if let Some(b) = backups {
            tokio::spawn(crate::upkeep::run_backups(svc.clone(), store.clone(), b));
        }
        if let Ok(addr) = std::env::var(crate::metrics::ADDR_VAR) {
            crate::metrics::start(&addr, svc.clone(), shards).await?;
        }
        if let Ok(addr) = std::env::var(crate::web::ADDR_VAR) {
            crate::web::start(&addr, svc.clone(), &path).await?;
        }
        run_bot(token, svc, shards).await
    });
    // A command still running on a blocking thread does not hold up the exit: every command
    // commits on its own, and one cut short is as if it never came.
    rt.shutdown_timeout(Duration::from_secs(1));
    store.flush().context("flushing the database")?;
    tracing::info!("database flushed; bye");
    result
}

/// Threads for blocking work (commands, their durable commits, pictures): at most this many
/// run at once whatever the load, the rest wait their turn in the runtime's queue (tokio's own
/// cap is 512). Concurrent commits share one fdatasync, so a few threads keep the disk busy.
const BLOCKING_THREADS: usize = 8;
/// Async worker threads: one per core, at most this many.
const MAX_WORKERS: usize = 8;

/// The bot's runtime, its threads bounded (`BLOCKING_THREADS`, `MAX_WORKERS`).
fn runtime() -> std::io::Result<tokio::runtime::Runtime> {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(cores.clamp(1, MAX_WORKERS))
        .max_blocking_threads(BLOCKING_THREADS)
        .enable_all()
        .build()
}

/// `RISK_MAX_LOADED`: how many channels' tables stay in memory (default 4096).
fn max_loaded() -> anyhow::Result<usize> {
    match std::env::var("RISK_MAX_LOADED") {
        Ok(v) => v
            .trim()
            .parse()
            .with_context(|| format!("RISK_MAX_LOADED={v:?} is not a number of sessions")),
        Err(_) => Ok(risk::service::DEFAULT_LOADED),
    }
}

/// Opens the database; a directory the bot may not write (a bind mount owned by another user)
/// gets a message saying what to do.
fn open_db(path: &str) -> anyhow::Result<SledStore> {
    SledStore::open(path.as_ref()).with_context(|| {
        let uid = current_uid();
        format!(
            "opening the database at {path} (RISK_DB_PATH); if it says permission denied, the \
             directory must be writable by the user the bot runs as (uid {uid}): in Docker, \
             `chown -R {uid} <dir>` on the host for a bind mount, or use a named volume"
        )
    })
}

/// The process's user id, for the message above (Linux: the owner of /proc/self).
fn current_uid() -> String {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let Ok(m) = std::fs::metadata("/proc/self") {
            return m.uid().to_string();
        }
    }
    "this user".into()
}

/// The first wait before connecting again after Discord could not be reached; it doubles up to
/// `RETRY_MAX`.
const RETRY_FIRST: Duration = Duration::from_secs(1);
const RETRY_MAX: Duration = Duration::from_secs(60);
/// How long one step of connecting (a REST call, opening the gateway) may take.
const STEP_TIMEOUT: Duration = Duration::from_secs(30);
/// How long the gateway connection gets to close cleanly at shutdown.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(2);

/// Why a connection to Discord ended.
enum Failure {
    /// Discord rejected the token: the bot exits with this error.
    Token(anyhow::Error),
    /// Discord refused something else; trying again cannot help.
    Fatal(anyhow::Error),
    /// Discord could not be reached or failed on its side: try again later.
    Transient(anyhow::Error),
}

fn token_rejected(what: impl std::fmt::Display) -> anyhow::Error {
    anyhow::anyhow!(
        "Discord rejected DISCORD_TOKEN ({what}): check the token in .env or the environment \
         (Discord developer portal, your application, Bot, Reset Token)"
    )
}

/// Sorts a serenity error from `doing` into fatal or worth retrying.
fn classify(e: serenity::Error, doing: &str) -> Failure {
    use serenity::{Error, GatewayError, HttpError};
    match &e {
        Error::Http(HttpError::UnsuccessfulRequest(r)) if r.status_code.as_u16() == 401 => {
            Failure::Token(token_rejected(format_args!(
                "{} on {} {}",
                r.status_code, r.method, r.url
            )))
        }
        Error::Gateway(GatewayError::InvalidAuthentication) => Failure::Token(token_rejected(
            "the gateway closed with 4004 Authentication failed",
        )),
        Error::Gateway(
            GatewayError::InvalidGatewayIntents | GatewayError::DisallowedGatewayIntents,
        ) => Failure::Fatal(anyhow::anyhow!(
            "Discord refused the bot's gateway intents: {e}"
        )),
        Error::Http(HttpError::InvalidHeader(_)) => Failure::Token(anyhow::anyhow!(
            "DISCORD_TOKEN cannot be sent to Discord (it holds characters no token has): check \
             the token in .env or the environment"
        )),
        Error::Http(HttpError::Url(_) | HttpError::InvalidScheme | HttpError::InvalidPort) => {
            Failure::Fatal(anyhow::anyhow!("{doing}: {}", causes(&e)))
        }
        // Another refusal (not a time-out, not "slow down") will not change by asking again.
        Error::Http(HttpError::UnsuccessfulRequest(r))
            if r.status_code.is_client_error() && !matches!(r.status_code.as_u16(), 408 | 429) =>
        {
            Failure::Fatal(anyhow::anyhow!(
                "{doing}: Discord refused it: {}",
                causes(&e)
            ))
        }
        _ => Failure::Transient(anyhow::anyhow!("{doing}: {}", causes(&e))),
    }
}

/// An error and its sources, without the repeats serenity's wrappers add.
fn causes(e: &(dyn std::error::Error + 'static)) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut next = Some(e);
    while let Some(e) = next {
        let text = e.to_string();
        if out.last() != Some(&text) {
            out.push(text);
        }
        next = e.source();
    }
    out.join(": ")
}

/// Runs one step of connecting, classifying its error and bounding its time.
async fn step<T>(
    doing: &str,
    f: impl std::future::Future<Output = Result<T, serenity::Error>>,
) -> Result<T, Failure> {
    match tokio::time::timeout(STEP_TIMEOUT, f).await {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => Err(classify(e, doing)),
        Err(_) => Err(Failure::Transient(anyhow::anyhow!(
            "{doing}: no answer within {} s",
            STEP_TIMEOUT.as_secs()
        ))),
    }
}

/// Resolves once SIGTERM or SIGINT arrived (at any time before or during the wait).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    if stop.wait_for(|s| *s).await.is_err() {
        // The signal task is gone: no signal can come any more.
        std::future::pending::<()>().await;
    }
}

/// Connects to Discord and serves until SIGTERM/SIGINT (`Ok`) or a fatal error. An unreachable
/// Discord is retried with exponential backoff; a signal ends every wait at once.
async fn run_bot(
    token: String,
    svc: Arc<GameService>,
    shards: Option<crate::shards::Shards>,
) -> anyhow::Result<()> {
    let guild = std::env::var("RISK_DEV_GUILD_ID")
        .ok()
        .map(|g| g.parse::<u64>())
        .transpose()
        .context("RISK_DEV_GUILD_ID must be a guild id (a number)")?;
    let signals = Signals::new().context("listening for SIGTERM and SIGINT")?;
    let (stop_tx, mut stop) = watch::channel(false);
    tokio::spawn(async move {
        signals.recv().await;
        tracing::info!("shutting down");
        let _ = stop_tx.send(true);
    });
    let (fatal_tx, mut fatal) = mpsc::unbounded_channel();
    let upstream =
        std::env::var("DISCORD_API_BASE").unwrap_or_else(|_| crate::rest::DISCORD.into());
    let api = crate::rest::start(&upstream).await?;
    let mut delay = RETRY_FIRST;
    loop {
        let attempt = tokio::select! {
            c = connect(&token, &api, guild, svc.clone(), shards, fatal_tx.clone()) => c,
            _ = stopped(&mut stop) => return Ok(()),
        };
        let ended = match attempt {
            Ok((client, shards)) => run_client(client, shards, &mut stop, &mut fatal).await,
            Err(f) => Err(f),
        };
        match ended {
            Ok(()) => return Ok(()),
            Err(Failure::Token(e) | Failure::Fatal(e)) => return Err(e),
            Err(Failure::Transient(e)) => {
                let wait = crate::rest::jittered(delay);
                tracing::warn!(
                    "connecting to Discord failed: {e:#}; retrying in {:.1} s",
                    wait.as_secs_f64()
                );
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {}
                    _ = stopped(&mut stop) => return Ok(()),
                }
                delay = (delay * 2).min(RETRY_MAX);
            }
        }
    }
}

/// Serenity's HTTP client, sending every request through the REST gate at `api` (`rest`):
/// serenity's own rate limiter is off (it would also bypass the proxy).
fn http(token: &str, api: &str) -> serenity::Http {
    serenity::HttpBuilder::new(token)
        .client(crate::rest::loopback_client())
        .proxy(api)
        .ratelimiter_disabled(true)
        .build()
}

/// Checks the token and that Discord answers (REST and gateway), then builds the client and
/// says which shards it runs: `shards` (`RISK_SHARDS`), or every shard Discord recommends.
/// Serenity is handed a gateway only once one was reached: left alone it would fall back to
/// discord.gg when the gateway URL cannot be fetched, and retry a dead gateway every 5 s
/// without end.
async fn connect(
    token: &str,
    api: &str,
    guild: Option<u64>,
    svc: Arc<GameService>,
    shards: Option<crate::shards::Shards>,
    fatal: mpsc::UnboundedSender<anyhow::Error>,
) -> Result<(serenity::Client, crate::shards::Shards), Failure> {
    let http = http(token, api);
    let bot_gateway = step(
        "asking Discord for the gateway (GET /gateway/bot)",
        http.get_bot_gateway(),
    )
    .await?;
    let gateway = bot_gateway.url;
    let shards = shards.unwrap_or_else(|| crate::shards::Shards::all(bot_gateway.shards));
    crate::metrics::expect_shards(shards.count());
    // Every session started counts against Discord's daily budget: too few left, and the bot
    // stops rather than use them up (Discord resets the token of a bot that does).
    let budget = crate::identify::Budget::of(&bot_gateway.session_start_limit);
    tracing::info!(
        total = budget.total,
        remaining = budget.remaining,
        reset_after_s = budget.reset_after.as_secs(),
        max_concurrency = budget.max_concurrency,
        "gateway session starts allowed (session_start_limit)"
    );
    budget
        .check(shards.count())
        .map_err(|e| Failure::Fatal(anyhow::anyhow!(e)))?;
    let intents = serenity::GatewayIntents::non_privileged();
    let probe = serenity::Shard::new(
        Arc::new(tokio::sync::Mutex::new(gateway.clone())),
        token,
        serenity::ShardInfo {
            id: serenity::ShardId(shards.first),
            total: shards.total,
        },
        intents,
        None,
    );
    drop(step(&format!("opening the gateway at {gateway}"), probe).await?);

    let options = poise::FrameworkOptions {
        commands: discord::commands(),
        on_error: |e| Box::pin(discord::on_error(e)),
        event_handler: |fw, event| Box::pin(discord::on_event(fw, event)),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |ctx, ready, _framework| {
            Box::pin(async move {
                tracing::info!(user = ready.user.name.as_str(), shards = ?shards.to_string(), "ready");
                // Commands are registered once for the whole bot: by the process of shard 0.
                if shards.runs_first() {
                    let commands = discord::registration();
                    tokio::spawn(register(ctx.http.clone(), commands, guild, fatal));
                }
                let wake = Arc::new(tokio::sync::Notify::new());
                tokio::spawn(scheduler(ctx.http.clone(), svc.clone(), wake.clone()));
                Ok(Data { svc, wake })
            })
        })
        .build();
    let client = step(
        "starting the Discord client",
        serenity::ClientBuilder::new_with_http(http, intents)
            .framework(framework)
            .event_handler(GatewayWatch)
            .into_future(),
    )
    .await?;
    // The URL that just answered, whatever GET /gateway said.
    *client.ws_url.lock().await = gateway;
    // One identify per 5 s per bucket, across the processes of this machine.
    let wait = crate::identify::turn(shards, budget.max_concurrency);
    if !wait.is_zero() {
        tracing::info!(
            wait_ms = wait.as_millis() as u64,
            "waiting before identifying: another process identified in this bucket less than \
             5 s before (Discord allows one identify per 5 s per max_concurrency bucket)"
        );
        tokio::time::sleep(wait).await;
    }
    Ok((client, shards))
}

/// Follows the gateway connection for `/health` and the `risk_gateway_connected` gauge (stage
/// changes reach event handlers only, not the framework).
struct GatewayWatch;

#[poise::async_trait]
impl serenity::EventHandler for GatewayWatch {
    async fn ready(&self, ctx: serenity::Context, _: serenity::Ready) {
        crate::metrics::gateway(ctx.shard_id.0, true);
    }

    async fn resume(&self, ctx: serenity::Context, _: serenity::ResumedEvent) {
        crate::metrics::gateway(ctx.shard_id.0, true);
    }

    async fn shard_stage_update(&self, _: serenity::Context, e: serenity::ShardStageUpdateEvent) {
        use serenity::ConnectionStage;
        let shard = e.shard_id.0;
        match e.new {
            ConnectionStage::Connected => crate::metrics::gateway(shard, true),
            ConnectionStage::Connecting
            | ConnectionStage::Disconnected
            | ConnectionStage::Handshake
            | ConnectionStage::Identifying
            | ConnectionStage::Resuming => crate::metrics::gateway(shard, false),
            // The enum is non-exhaustive: a stage added later is not "connected".
            _ => crate::metrics::gateway(shard, false),
        }
    }
}

/// Serves until a signal, a fatal error from the gateway or from command registration.
async fn run_client(
    mut client: serenity::Client,
    mine: crate::shards::Shards,
    stop: &mut watch::Receiver<bool>,
    fatal: &mut mpsc::UnboundedReceiver<anyhow::Error>,
) -> Result<(), Failure> {
    let shards = client.shard_manager.clone();
    let ended = tokio::select! {
        // The shards have ended already.
        // serenity's range is inclusive: `first..last` runs shard `last` too.
        r = client.start_shard_range(mine.first..mine.last, mine.total) => {
            for shard in mine.first..=mine.last {
                crate::metrics::gateway(shard, false);
            }
            return r.map_err(|e| classify(e, "running the Discord client"));
        }
        _ = stopped(stop) => Ok(()),
        Some(e) = fatal.recv() => Err(Failure::Token(e)),
    };
    // Bounded: a shard that is still trying to connect never confirms its shutdown.
    if tokio::time::timeout(CLOSE_TIMEOUT, shards.shutdown_all())
        .await
        .is_err()
    {
        tracing::warn!("the gateway connection did not close in time");
    }
    ended
}

/// Registers the slash commands, retrying with backoff while Discord fails; a rejected token
/// goes to `fatal` (the bot exits), any other refusal is logged and the bot serves on with the
/// commands Discord already has.
async fn register(
    http: Arc<serenity::Http>,
    commands: Vec<serenity::CreateCommand>,
    guild: Option<u64>,
    fatal: mpsc::UnboundedSender<anyhow::Error>,
) {
    let mut delay = RETRY_FIRST;
    loop {
        let done = match guild {
            Some(g) => serenity::GuildId::new(g)
                .set_commands(&http, commands.clone())
                .await
                .map(drop),
            None => serenity::Command::set_global_commands(&http, commands.clone())
                .await
                .map(drop),
        };
        match done.map_err(|e| classify(e, "registering the slash commands")) {
            Ok(()) => {
                tracing::info!("slash commands registered");
                return;
            }
            Err(Failure::Token(e)) => {
                let _ = fatal.send(e);
                return;
            }
            Err(Failure::Fatal(e)) => {
                tracing::error!("{e:#}");
                return;
            }
            Err(Failure::Transient(e)) => {
                let wait = crate::rest::jittered(delay);
                tracing::warn!("{e:#}; retrying in {:.1} s", wait.as_secs_f64());
                tokio::time::sleep(wait).await;
                delay = (delay * 2).min(RETRY_MAX);
            }
        }
    }
}

/// Sleeps until the earliest deadline or reminder of any game (read from the store's index, not
/// from the games), handles what is due, and posts the results. Commands wake it early.
async fn scheduler(
    http: Arc<serenity::Http>,
    svc: Arc<GameService>,
    wake: Arc<tokio::sync::Notify>,
) {
    loop {
        let s = svc.clone();
        let due = tokio::task::spawn_blocking(move || s.tick(s.now()))
            .await
            .unwrap_or_default();
        for (ch, result) in due {
            match result {
                Ok(outcome) => {
                    // Each channel's delivery on its own (one Discord keeps failing holds up
                    // no other), in its channel's line.
                    let place = crate::deliver::line_up(ch);
                    let (http, svc) = (http.clone(), svc.clone());
                    tokio::spawn(async move {
                        let lang = crate::deliver::picture_lang(&outcome);
                        let picture = crate::deliver::picture(ch, outcome.view.clone(), lang).await;
                        let receipt = outcome.receipt;
                        crate::deliver::deliver_unprompted(&http, ch, outcome, picture, place)
                            .await;
                        crate::deliver::mark_delivered(svc, ch, receipt).await;
                    });
                }
                Err(e) => {
                    tracing::error!(channel = ch.0, error = ?e.to_string(), "deadline handling failed")
                }
            }
        }
        let next = svc.next_wake().unwrap_or_else(|e| {
            tracing::error!(error = ?e.to_string(), "reading the deadline index failed");
            None
        });
        // Re-check at least every 10 minutes, so a clock jump is noticed.
        let wait = next
            .map_or(600, |t| t.saturating_sub(svc.now()))
            .clamp(1, 600);
        // A test clock can jump at any moment: look often instead of sleeping until the deadline.
        let wait = if clock_file().is_some() {
            std::time::Duration::from_millis(100)
        } else {
            std::time::Duration::from_secs(wait)
        };
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            _ = wake.notified() => {}
        }
    }
}

/// SIGTERM (`docker stop`) and SIGINT (Ctrl-C), listened for from the start so that none is
/// missed while connecting.
struct Signals {
    #[cfg(unix)]
    term: tokio::signal::unix::Signal,
}

impl Signals {
    fn new() -> std::io::Result<Signals> {
        Ok(Signals {
            #[cfg(unix)]
            term: tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?,
        })
    }

    async fn recv(self) {
        #[cfg(unix)]
        {
            let mut term = self.term;
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
        }
        #[cfg(not(unix))]
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interaction_tokens_are_blanked_in_log_lines() {
        let line = "error sending request for url (http://127.0.0.1:5/api/v10/webhooks/42/itoken-77x_y.z/messages/@original) \
                    and /interactions/9/aW50ZXJhY3Rpb24/callback; /webhooks/abc/keep /interactions/";
        let got = String::from_utf8(redact(line.as_bytes())).unwrap();
        assert_eq!(
            got,
            "error sending request for url (http://127.0.0.1:5/api/v10/webhooks/42/<token>/messages/@original) \
             and /interactions/9/<token>/callback; /webhooks/abc/keep /interactions/"
        );
    }

    #[test]
    fn talkative_libraries_are_capped_at_info_and_their_spans_dropped() {
        use tracing::Level;
        assert!(!keeps("serenity::http::client", Level::DEBUG, true));
        assert!(!keeps("hyper::proto::h1", Level::TRACE, true));
        assert!(
            !keeps("serenity::http::client", Level::INFO, false),
            "a span"
        );
        assert!(keeps("serenity::gateway::shard", Level::INFO, true));
        assert!(keeps("serenity::gateway::shard", Level::WARN, true));
        assert!(
            !keeps("sled::pagecache", Level::TRACE, true),
            "stored records"
        );
        assert!(keeps("risk::service::events", Level::TRACE, true));
        assert!(keeps("risk_bot::discord", Level::DEBUG, true));
    }
}
