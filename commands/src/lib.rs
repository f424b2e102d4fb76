//! The adapter crate: everything between the service (`risk::service`) and the outside world.
//! The binary (`main.rs`) only parses its arguments and calls `cli::run`.
//!
//! - `cli`, `db`, `mapcmd`: the subcommands that need no Discord (odds, simulate, presets, db
//!   tools, map files).
//! - `console`: `risk-bot local`, the same commands typed in a terminal.
//! - `serve`: wiring of the long-running modes; `upkeep` (pruning, backups) and `metrics`
//!   (the operator's endpoint) run beside it.
//! - `context`: the framework's data, error and context types every Discord handler shares.
//! - `discord`: the inbound side: slash commands and button clicks, one path each into the
//!   service; `complete`: their autocomplete.
//! - `deliver`: the outbound side: an `Outcome` posted on Discord.
//! - `pictures`: the board pictures' own threads, each picture within a time budget.
//! - `split`, `out`: message splitting and the CLI's printing.
//!
//! The modules the tests drive (`cli`, `console`, `out`, `pictures`, `split`) are public; the rest is the binary's.

pub mod cli;
mod complete;
pub mod console;
mod context;
mod db;
mod deliver;
mod discord;
mod identify;
mod mapcmd;
mod maps;
mod metrics;
pub mod out;
pub mod pictures;
mod rest;
mod serve;
mod shards;
pub mod split;
mod upkeep;
pub mod web;

#[cfg(test)]
mod tests {
    use std::path::Path;

    fn sources(dir: &str) -> Vec<(String, String)> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        let mut out = Vec::new();
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                let sub = path.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap();
                out.extend(sources(sub.to_str().unwrap()));
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                out.push((path.display().to_string(), text));
            }
        }
        out
    }

    /// The tests reach the adapter through this library, never by compiling its files a second
    /// time (a test may share a helper of the library's tests, never an adapter file); the
    /// click handler lives beside the slash handler; no hidden poise field is written.
    #[test]
    fn the_adapter_is_one_library_with_one_inbound_path() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        for (path, text) in sources("tests") {
            for line in text
                .lines()
                .filter(|l| l.trim_start().starts_with("#[path"))
            {
                let target = line.split('"').nth(1).unwrap_or("");
                let file = Path::new(&path).parent().unwrap().join(target);
                let file = file.canonicalize().unwrap_or(file);
                assert!(
                    !target.is_empty() && !file.starts_with(&src),
                    "{path} includes a source file of the adapter: {line}"
                );
            }
        }
        let hidden = concat!("__non", "_exhaustive");
        for (path, text) in sources("src") {
            assert!(!text.contains(hidden), "{path} writes a hidden poise field");
            let handles_clicks = text.contains(concat!("fn on", "_event("));
            assert_eq!(
                handles_clicks,
                path.ends_with("discord.rs"),
                "{path}: clicks are handled beside the slash commands"
            );
        }
    }
}
