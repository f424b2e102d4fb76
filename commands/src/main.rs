//! `risk-bot`: serve Discord (default), play locally, or use the CLI tools
//! (`odds`, `simulate`, `presets`).

mod cli;
mod complete;
mod console;
mod discord;
mod serve;
mod split;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    let args = cli::Cli::parse();
    let code = cli::run(args)?;
    std::process::exit(code);
}
