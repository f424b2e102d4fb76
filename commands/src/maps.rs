//! `risk-bot map import` and `risk-bot maps`: boards in a database, from the operator's side.
//! An import makes a map file one of a server's boards exactly as `/risk-admin map add` does
//! (the same checks, the same refusals), so it needs the server (`--guild`).

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context;
use clap::Subcommand;
use risk::maps::stored;
use risk::service::{
    Actor, ChannelKey, Command, GameService, GuildKey, Membership, SledStore, Store, UserKey,
};

use crate::out::outln;

#[derive(Subcommand, Debug)]
pub enum MapCommand {
    /// Read a map file (this bot's TOML, Domination or Conquest .map, Conquer Club XML) and
    /// print what it holds and every problem. Exit 0 accepted, 1 refused.
    Check { file: PathBuf },
    /// Add a map file to the database as one of a server's boards (as /risk-admin map add).
    Import {
        file: PathBuf,
        /// The server (guild id) whose board it becomes.
        #[arg(long)]
        guild: u64,
        /// The database directory (default: RISK_DB_PATH, or ./risk.db).
        #[arg(long)]
        db: Option<PathBuf>,
    },
}

fn open(db: Option<PathBuf>) -> anyhow::Result<Arc<SledStore>> {
    let path = crate::db::db_path(db);
    let store = SledStore::open(&path).with_context(|| {
        format!(
            "opening the database at {} (stop the bot first: sled locks its directory)",
            path.display()
        )
    })?;
    Ok(Arc::new(store))
}

fn service(store: Arc<SledStore>) -> GameService {
    GameService::new(store, Arc::new(|| 0), Arc::new(|| 0))
}

pub fn run(cmd: MapCommand) -> anyhow::Result<i32> {
    match cmd {
        MapCommand::Check { file } => crate::mapcmd::check(&file),
        MapCommand::Import { file, guild, db } => {
            // The size first, as Discord's stated size is before a download: a huge file is
            // refused without being read.
            let size = std::fs::metadata(&file)
                .with_context(|| format!("reading {}", file.display()))?
                .len();
            if size > stored::MAX_FILE_BYTES {
                eprintln!("{}", risk::maps::too_big(&file.display().to_string(), size));
                return Ok(1);
            }
            let bytes =
                std::fs::read(&file).with_context(|| format!("reading {}", file.display()))?;
            let name = file
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let svc = service(open(db)?);
            let operator = Actor {
                user: UserKey(0),
                name: "operator".into(),
                admin: true,
                locale: None,
                guild_locale: None,
            };
            let member = Membership {
                guild: GuildKey(guild),
                roles: vec![],
            };
            let cmd = Command::Admin(Box::new(Command::MapAdd {
                file_name: name,
                bytes,
            }));
            // The terminal shows text as it is: names as written, not escaped for Markdown.
            let answer = risk::i18n::markup::plain(|| {
                svc.handle_in_server(ChannelKey(0), &operator, Some(&member), cmd)
            });
            match answer {
                Ok(o) => {
                    outln!("{}", o.reply.unwrap_or_default());
                    Ok(0)
                }
                Err(e) if e.is_user_error() => {
                    eprintln!("{e}");
                    Ok(1)
                }
                Err(e) => {
                    // In words (a full disk); the system's error goes to the log.
                    tracing::error!(error = ?e.to_string(), "map import failed");
                    eprintln!("{}", e.apology());
                    Ok(1)
                }
            }
        }
    }
}

/// `risk-bot maps`: the shipped boards; with a database, every board stored in it (by the id
/// `--option map=` and games name it by), and with `--guild` that server's names for them.
pub fn list(db: Option<PathBuf>, guild: Option<u64>) -> anyhow::Result<i32> {
    outln!("Shipped boards:");
    for m in risk::maps::shipped() {
        outln!("  {}", sized(&m.name, &m));
    }
    if db.is_none() && std::env::var_os("RISK_DB_PATH").is_none() {
        return Ok(0);
    }
    let store = open(db)?;
    outln!("Boards stored in the database:");
    for b in store.boards()? {
        match stored::remember(&b) {
            Ok((id, map)) => outln!("  {} from {}", sized(&id, &map), b.file_name),
            Err(p) => outln!("  {} (does not read: {p})", b.file_name),
        }
    }
    if let Some(g) = guild {
        outln!("Server {g}'s boards:");
        for (name, id) in store.settings(GuildKey(g))?.maps {
            outln!("  {name} = {id}");
        }
    }
    Ok(0)
}

fn sized(name: &str, map: &risk::engine::Map) -> String {
    format!(
        "{name} ({} territories, {} continents)",
        map.territory_count(),
        map.continents().len()
    )
}
