//! `risk-bot`: serve Discord (default), play locally, or use the CLI tools
//! (`odds`, `simulate`, `presets`). The work is in the library (`lib.rs`).

use clap::Parser;
use risk_bot::cli;

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
