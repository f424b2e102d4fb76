//! Wiring for the long-running modes: the Discord bot (`serve`) and the console (`local`).

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context};
use poise::serenity_prelude as serenity;
use risk::service::{Clock, GameService, MemoryStore, Seeds, SledStore, Store};

use crate::discord::{self, Data};

fn system_time() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Tests only: `RISK_CLOCK_FILE` names a file holding the current Unix time, so end-to-end
/// tests can move the bot's clock past deadlines.
fn clock_file() -> Option<PathBuf> {
    std::env::var_os("RISK_CLOCK_FILE").map(PathBuf::from)
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

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

pub fn local(preset: &str, players: &[String], db: Option<PathBuf>) -> anyhow::Result<()> {
    let store: Arc<dyn Store> = match &db {
        Some(path) => {
            Arc::new(SledStore::open(path).with_context(|| format!("opening {}", path.display()))?)
        }
        None => Arc::new(MemoryStore::default()),
    };
    let svc = Arc::new(GameService::new(store, clock(), seeds()));
    crate::console::run_local(svc, preset, players)
}

pub fn serve() -> anyhow::Result<()> {
    let _ = dotenvy::dotenv();
    init_logging();
    let Ok(token) = std::env::var("DISCORD_TOKEN") else {
        bail!(
            "DISCORD_TOKEN is not set. Put the bot token in the environment or in a .env file \
             (see .env.example). To try the game without Discord: risk-bot local --players alice,ai,ai"
        );
    };
    let path = std::env::var("RISK_DB_PATH").unwrap_or_else(|_| "risk.db".into());
    let store = Arc::new(
        SledStore::open(path.as_ref())
            .with_context(|| format!("opening the database at {path}"))?,
    );
    let svc = Arc::new(GameService::new(store.clone(), clock(), seeds()));
    let rt = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    rt.block_on(run_bot(token, svc))?;
    store.flush().context("flushing the database")?;
    tracing::info!("database flushed; bye");
    Ok(())
}

async fn run_bot(token: String, svc: Arc<GameService>) -> anyhow::Result<()> {
    let guild = std::env::var("RISK_DEV_GUILD_ID")
        .ok()
        .map(|g| g.parse::<u64>())
        .transpose()
        .context("RISK_DEV_GUILD_ID must be a guild id (a number)")?;
    let options = poise::FrameworkOptions {
        commands: discord::commands(),
        on_error: |e| Box::pin(discord::on_error(e)),
        event_handler: |fw, event| Box::pin(crate::deliver::on_event(fw, event)),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild {
                    Some(g) => {
                        poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(g))
                            .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                tracing::info!(user = %ready.user.name, "ready: slash commands registered");
                let wake = Arc::new(tokio::sync::Notify::new());
                tokio::spawn(scheduler(ctx.http.clone(), svc.clone(), wake.clone()));
                Ok(Data { svc, wake })
            })
        })
        .build();
    let mut http = serenity::HttpBuilder::new(&token);
    if let Ok(base) = std::env::var("DISCORD_API_BASE") {
        // Tests: a local fake Discord. The ratelimiter would bypass the proxy, so it goes too.
        http = http.proxy(base).ratelimiter_disabled(true);
    }
    let intents = serenity::GatewayIntents::non_privileged();
    let mut client = serenity::ClientBuilder::new_with_http(http.build(), intents)
        .framework(framework)
        .await
        .context("connecting to Discord")?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    client.start().await.context("running the Discord client")
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
                    let picture = if outcome.public.iter().any(|p| p.board) {
                        crate::deliver::picture(svc.clone(), ch).await
                    } else {
                        None
                    };
                    crate::deliver::deliver_unprompted(&http, ch, outcome, picture).await
                }
                Err(e) => tracing::error!(channel = ch.0, error = %e, "deadline handling failed"),
            }
        }
        let next = svc.next_wake().unwrap_or_else(|e| {
            tracing::error!(error = %e, "reading the deadline index failed");
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

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .expect("SIGTERM handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}
