//! `risk-bot db …`: the operator's tools over the database (check, export, import, salvage,
//! compact).

use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use crate::out::outln;
use anyhow::Context;
use clap::Subcommand;
use risk::service::dump::{self, Report};
use risk::service::SledStore;

#[derive(Subcommand, Debug)]
pub enum DbCommand {
    /// Check that every stored record decodes and holds together as the game would use it;
    /// list those that do not (exit 1 if any).
    Check {
        /// The database directory (default: RISK_DB_PATH, or ./risk.db).
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// Write every record to a portable, versioned JSON-lines file.
    Export {
        #[arg(long)]
        db: Option<PathBuf>,
        #[arg(long)]
        out: PathBuf,
        /// The database is damaged: export whatever still decodes, reading sled's files
        /// directly if sled refuses to open them.
        #[arg(long)]
        salvage: bool,
        /// Only these servers' records (guild ids, comma-separated): their tables, logs,
        /// archives, settings and standings, to move them to another process's database.
        #[arg(long, value_delimiter = ',', conflicts_with_all = ["salvage", "shards"])]
        guilds: Vec<u64>,
        /// Only the servers whose events arrive on these gateway shards (as RISK_SHARDS:
        /// FIRST-LAST/TOTAL or ID/TOTAL), to split a database when resharding.
        #[arg(long, conflicts_with = "salvage")]
        shards: Option<String>,
    },
    /// Read an export into the database, all or nothing (records with the same key are
    /// replaced); a refused line is named by its line number and nothing is stored.
    Import {
        file: PathBuf,
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// Rewrite the database's files with only its live records (the bot does this by itself
    /// when they outgrow the data).
    Compact {
        #[arg(long)]
        db: Option<PathBuf>,
    },
}

pub(crate) fn db_path(db: Option<PathBuf>) -> PathBuf {
    db.or_else(|| std::env::var_os("RISK_DB_PATH").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from("risk.db"))
}

/// Opens the database; only `import` may create one.
fn open(path: &Path, create: bool) -> anyhow::Result<SledStore> {
    if !create && !path.exists() {
        anyhow::bail!("no database at {} (--db, or RISK_DB_PATH)", path.display());
    }
    SledStore::open(path).with_context(|| {
        format!(
            "opening the database at {} (stop the bot first: sled locks its directory; if it \
             is damaged: risk-bot db export --salvage)",
            path.display()
        )
    })
}

/// What `db check` says of a database sled will not open as it is: the bot, `local` and a
/// plain export will fail on it too, and what saves its records.
fn unopened(path: &Path, why: &str) -> String {
    let db = path.display();
    format!(
        "sled will not open the database at {db} as it is ({why}): the bot, `risk-bot local` and \
         `db export` cannot use it. The records above were read from its files. To save them, \
         with the bot stopped: risk-bot db export --salvage --db {db} --out salvaged.jsonl, then \
         risk-bot db import salvaged.jsonl --db NEW_DIR, and point RISK_DB_PATH at NEW_DIR"
    )
}

fn print_bad(report: &Report) {
    for (key, why) in &report.bad {
        eprintln!(
            "unreadable {}: {why}",
            serde_json::to_string(key).unwrap_or_default()
        );
    }
    for (key, why) in &report.older {
        eprintln!(
            "older {}: {why}",
            serde_json::to_string(key).unwrap_or_default()
        );
    }
}

pub fn run(cmd: DbCommand) -> anyhow::Result<i32> {
    match cmd {
        DbCommand::Check { db } => {
            let path = db_path(db);
            if !path.exists() {
                anyhow::bail!("no database at {} (--db, or RISK_DB_PATH)", path.display());
            }
            let report = dump::check(&path)?;
            print_bad(&report);
            outln!(
                "{} records decode, {} do not",
                report.good,
                report.bad.len()
            );
            if let Some(why) = &report.unopened {
                eprintln!("{}", unopened(&path, why));
                return Ok(1);
            }
            Ok(i32::from(!report.bad.is_empty()))
        }
        DbCommand::Export {
            db,
            out,
            salvage,
            guilds,
            shards,
        } => {
            let path = db_path(db);
            if !path.exists() {
                anyhow::bail!("no database at {} (--db, or RISK_DB_PATH)", path.display());
            }
            let shards = shards
                .map(|s| {
                    crate::shards::Shards::parse(&s).map_err(|e| anyhow::anyhow!("--shards {}", e))
                })
                .transpose()?;
            if !guilds.is_empty() || shards.is_some() {
                return export_servers(&path, &out, &guilds, shards);
            }
            let file = risk::service::dump::create_private(&out)
                .with_context(|| format!("creating {}", out.display()))?;
            let mut w = BufWriter::new(file);
            let report = if salvage {
                dump::salvage(&path, &mut w)?
            } else {
                dump::export(&open(&path, false)?, &mut w)?
            };
            w.flush()?;
            w.get_ref().sync_all()?;
            print_bad(&report);
            if let Some(why) = &report.unopened {
                eprintln!(
                    "sled will not open the database as it is ({why}): the records were read \
                     from its files; import them into a new database (risk-bot db import)"
                );
            }
            outln!(
                "exported {} records to {} ({} left out, {} may be older than they were)",
                report.good,
                out.display(),
                report.bad.len(),
                report.older.len()
            );
            Ok(0)
        }
        DbCommand::Import { file, db } => {
            let f = std::fs::File::open(&file)
                .with_context(|| format!("opening {}", file.display()))?;
            let path = db_path(db);
            let existed = path.exists();
            let store = open(&path, true)?;
            let imported = dump::import(&store, BufReader::new(f));
            if imported.is_err() && !existed {
                // A database made for this import goes with it.
                drop(store);
                let _ = std::fs::remove_dir_all(&path);
            }
            let report = imported.with_context(|| format!("importing {}", file.display()))?;
            outln!("imported {} records", report.good);
            Ok(0)
        }
        DbCommand::Compact { db } => {
            let store = open(&db_path(db), false)?;
            let done = store.compact()?;
            outln!(
                "compacted: {} bytes on disk before, {} after",
                done.before,
                done.after
            );
            Ok(0)
        }
    }
}

/// `db export --guilds …` or `--shards …`: only those servers' records.
fn export_servers(
    path: &Path,
    out: &Path,
    guilds: &[u64],
    shards: Option<crate::shards::Shards>,
) -> anyhow::Result<i32> {
    let store = open(path, false)?;
    let file = risk::service::dump::create_private(out)
        .with_context(|| format!("creating {}", out.display()))?;
    let mut w = BufWriter::new(file);
    let keep = |guild: u64| guilds.contains(&guild) || shards.is_some_and(|s| s.serves(guild));
    let (report, unplaced) = dump::export_servers(&store, keep, &mut w)?;
    w.flush()?;
    w.get_ref().sync_all()?;
    print_bad(&report);
    if !unplaced.is_empty() {
        let shown: Vec<String> = unplaced.iter().take(20).map(u64::to_string).collect();
        eprintln!(
            "left out {} channels whose server is not recorded (tables of the console, or \
             stored before the bot recorded their server): {}{}; export the whole database to \
             keep them",
            unplaced.len(),
            shown.join(", "),
            if unplaced.len() > 20 { ", …" } else { "" }
        );
    }
    let which = match shards {
        Some(s) => format!("the servers of shards {s}"),
        None => {
            let ids: Vec<String> = guilds.iter().map(u64::to_string).collect();
            format!("servers {}", ids.join(", "))
        }
    };
    outln!(
        "exported {} records of {which} to {} ({} left out)",
        report.good,
        out.display(),
        report.bad.len()
    );
    Ok(0)
}
