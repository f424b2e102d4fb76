//! `risk-bot`: the command-line entry point. Subcommands: `odds`, `simulate`, `presets`.

mod cli;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    let args = cli::Cli::parse();
    let code = cli::run(args)?;
    std::process::exit(code);
}
