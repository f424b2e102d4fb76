//! `risk-bot`: serve Discord (default), play locally, or use the CLI tools
//! (`odds`, `simulate`, `presets`).

mod cli;
mod complete;
mod console;
mod context;
mod db;
mod deliver;
mod discord;
mod metrics;
mod out;
mod serve;
mod split;
mod upkeep;

use clap::Parser;

fn main() {
    let args = cli::Cli::parse();
    match cli::run(args) {
        Ok(code) => std::process::exit(code),
        Err(e) => {
            // The chain of contexts, without a backtrace: this is for the person at the terminal.
            eprintln!("error: {e:#}");
            std::process::exit(2);
        }
    }
}
