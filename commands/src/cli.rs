//! The CLI subcommands that need no Discord: battle odds, AI simulations, the preset list.

use std::time::Instant;

use crate::out::{out, outln};
use anyhow::{bail, Context};
use clap::{Parser, Subcommand};
use risk::ai::AiLevel;
use risk::engine::odds::odds_until;
use risk::engine::rules::{preset, PRESETS};
use risk::engine::Lobby;
use risk::sim::{play, SimOptions};
use serde_json::json;

#[derive(Parser, Debug)]
#[command(name = "risk-bot", version, about = "A RISK game master for Discord")]
pub struct Cli {
    /// What to run; without one, serve Discord.
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Serve Discord (needs DISCORD_TOKEN in the environment or a .env file).
    Serve,
    /// Play in the terminal without Discord: `name: /command option:value` lines on stdin.
    Local {
        #[arg(long, default_value = "classic")]
        preset: String,
        /// A `/risk new` option for the lobby, as `key=value` (repeatable), e.g.
        /// `--option placement=one-at-a-time --option turn_time=none`.
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Seats in order; "ai", "ai:basic" or "ai:random" add computer players.
        #[arg(long, value_delimiter = ',', default_value = "alice,ai,ai")]
        players: Vec<String>,
        /// Keep the game in this sled database (resumes if it holds one); default: memory only.
        #[arg(long)]
        db: Option<std::path::PathBuf>,
        /// The language of the game and of the console's own words: en, de, es, fr, pt-BR, it or pl
        /// (every player and the channel speak it).
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: risk::i18n::Lang,
    },
    /// Exact odds of attacking A armies (in the attacking territory) against D defenders.
    Odds {
        attackers: u32,
        defenders: u32,
        /// Stop once the attacking territory is down to this many armies.
        #[arg(long, default_value_t = 1)]
        stop_at: u32,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Play AI-only games to the end, checking the engine's invariants after every action.
    Simulate {
        #[arg(long, default_value_t = 4)]
        players: u8,
        #[arg(long, default_value_t = 10)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// AI level per seat, as a comma list (one value applies to every seat): random, basic.
        #[arg(long, default_value = "basic")]
        ai: String,
        /// Rule preset (see `risk-bot presets`).
        #[arg(long, default_value = "classic")]
        preset: String,
        /// The board: a shipped board's name, a map file, or `generated-SEED-TERRITORIES` (a
        /// random board of 6 to 255 territories).
        #[arg(long, default_value = "classic")]
        map: String,
        /// Skip the invariant checks (for timing the engine alone).
        #[arg(long)]
        no_check: bool,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// List the rule presets.
    Presets,
    /// Print the slash commands as the Markdown table of docs/playing.md.
    Commands,
    /// Map files: `check` one (docs/maps.md), `import` one into the database as a server's board.
    Map {
        #[command(subcommand)]
        command: crate::maps::MapCommand,
    },
    /// List the boards: the shipped ones, and with --db those stored in the database.
    Maps {
        #[arg(long)]
        db: Option<std::path::PathBuf>,
        /// Also list this server's names for its boards.
        #[arg(long)]
        guild: Option<u64>,
    },
    /// The database: check, export, import, salvage (see docs/operating.md).
    Db {
        #[command(subcommand)]
        command: crate::db::DbCommand,
    },
    /// Ask the running bot's /health (at RISK_METRICS_ADDR): exit 0 healthy, 1 not (Docker's
    /// HEALTHCHECK).
    Health,
    /// Check a finished game's dice: replay it from its revealed seed and compare every roll
    /// and card draw. Reads a game file (what /risk verify attaches), or a stored game
    /// (--db, --channel; --out also writes its game file). Exit 0 verified, 1 not.
    Verify {
        /// A game file (JSON).
        file: Option<std::path::PathBuf>,
        /// A bot database to read the game from (with --channel; stop the bot first).
        #[arg(long, requires = "channel", conflicts_with = "file")]
        db: Option<std::path::PathBuf>,
        /// The channel id whose finished game to verify.
        #[arg(long, requires = "db")]
        channel: Option<u64>,
        /// With --db: write the game file here.
        #[arg(long, requires = "db")]
        out: Option<std::path::PathBuf>,
    },
    /// Draw the board as a PNG: of a simulated game (--seed, --turns), or of a stored game
    /// (--db, --channel).
    Render {
        /// Seed of a simulated 4-player game between basic AIs.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Play the simulated game up to this turn.
        #[arg(long, default_value_t = 20)]
        turns: u32,
        /// The board of the simulated game: a shipped board's name (see docs/maps.md), a map
        /// file, or `generated-SEED-TERRITORIES`.
        #[arg(long, default_value = "classic")]
        map: String,
        /// A bot database to read the game from (with --channel).
        #[arg(long, requires = "channel")]
        db: Option<std::path::PathBuf>,
        /// The channel id whose game to draw.
        #[arg(long)]
        channel: Option<u64>,
        #[arg(long, default_value = "board.png")]
        out: std::path::PathBuf,
    },
}

/// `--lang`: one of the languages the bot speaks, by its code.
fn parse_lang(code: &str) -> Result<risk::i18n::Lang, String> {
    risk::i18n::Lang::ALL
        .into_iter()
        .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
        .ok_or_else(|| {
            let codes: Vec<&str> = risk::i18n::Lang::ALL.iter().map(|l| l.code()).collect();
            format!(
                "'{code}' is not a language here: choose {}",
                codes.join(", ")
            )
        })
}

/// Runs a subcommand; returns the process exit code.
pub fn run(cli: Cli) -> anyhow::Result<i32> {
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => crate::serve::serve().map(|_| 0),
        Command::Local {
            preset,
            options,
            players,
            db,
            lang,
        } => {
            let new = risk::i18n::with(lang, lang, || {
                crate::console::lobby_options(&preset, &options)
            })
            .map_err(|e| anyhow::anyhow!("--option: {e}"))?;
            crate::serve::local(new, &players, db, lang).map(|_| 0)
        }
        Command::Odds {
            attackers,
            defenders,
            stop_at,
            json,
        } => odds_cmd(attackers, defenders, stop_at, json),
        Command::Simulate {
            players,
            games,
            seed,
            ai,
            preset,
            map,
            no_check,
            json,
        } => {
            let board = simulated_board(&map)?;
            simulate(players, games, seed, &ai, (&preset, board), !no_check, json)
        }
        Command::Render {
            seed,
            turns,
            map,
            db,
            channel,
            out,
        } => {
            let view = match (db, channel) {
                (Some(db), Some(ch)) => stored_view(&db, ch)?,
                _ => simulated_view(seed, turns, simulated_board(&map)?),
            };
            let png = risk::render::render_png(&view)?;
            std::fs::write(&out, &png).with_context(|| format!("writing {}", out.display()))?;
            outln!("wrote {} ({} KB)", out.display(), png.len() / 1024);
            Ok(0)
        }
        Command::Verify {
            file,
            db,
            channel,
            out,
        } => verify_cmd(file, db.zip(channel), out),
        Command::Presets => {
            out!("{}", presets_text());
            Ok(0)
        }
        Command::Commands => {
            out!("{}", risk::service::catalog::markdown_table());
            Ok(0)
        }
        Command::Db { command } => crate::db::run(command),
        Command::Map { command } => crate::maps::run(command),
        Command::Maps { db, guild } => crate::maps::list(db, guild),
        Command::Health => match crate::metrics::check() {
            Ok(code) => Ok(code),
            Err(e) => {
                // Docker reads exit status 1 as unhealthy (2 is reserved).
                outln!("unhealthy: {e:#}");
                Ok(1)
            }
        },
    }
}

fn odds_cmd(attackers: u32, defenders: u32, stop_at: u32, json: bool) -> anyhow::Result<i32> {
    if attackers > 10_000 || defenders > 10_000 {
        bail!("armies are limited to 10000 per side");
    }
    let o = odds_until(attackers, defenders, stop_at);
    if json {
        let v = json!({
            "attackers": o.attackers,
            "defenders": o.defenders,
            "win_probability": o.win_probability,
            "expected_attacker_losses": o.expected_attacker_losses,
            "expected_defender_losses": o.expected_defender_losses,
        });
        outln!("{v}");
    } else {
        outln!(
            "{} attacking {} defenders: conquer {}; expected losses: attacker {:.2}, defender {:.2}",
            attackers,
            defenders,
            risk::engine::odds::percent(o.win_probability),
            o.expected_attacker_losses,
            o.expected_defender_losses
        );
    }
    Ok(0)
}

fn parse_seats(ai: &str, players: u8) -> anyhow::Result<Vec<AiLevel>> {
    let levels: Vec<AiLevel> = ai
        .split(',')
        .map(|s| {
            AiLevel::parse(s.trim())
                .with_context(|| format!("unknown AI level '{s}': use random, basic or strong"))
        })
        .collect::<anyhow::Result<_>>()?;
    match levels.len() {
        1 => Ok(vec![levels[0]; players as usize]),
        n if n == players as usize => Ok(levels),
        n => bail!("--ai lists {n} levels for {players} players: give one, or one per seat"),
    }
}

#[allow(clippy::too_many_arguments)]
fn simulate(
    players: u8,
    games: u32,
    seed: u64,
    ai: &str,
    (preset_name, board): (&str, std::sync::Arc<risk::engine::Map>),
    check: bool,
    json: bool,
) -> anyhow::Result<i32> {
    let seats = parse_seats(ai, players)?;
    let Some(p) = preset(preset_name) else {
        let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
        bail!(
            "unknown preset '{preset_name}': choose one of {}",
            names.join(", ")
        );
    };
    let opts = SimOptions {
        check_invariants: check,
        ..SimOptions::default()
    };
    let started = Instant::now();
    let mut rows = Vec::new();
    let mut wins = vec![0u32; players as usize];
    let (mut faults, mut unfinished, mut turns) = (0, 0, 0u64);
    for g in 0..games {
        let mut lobby = Lobby::new((p.rules)(), players, seed.wrapping_add(g as u64));
        lobby.map = board.clone();
        let r = play(lobby, &seats, &opts).map_err(|e| anyhow::anyhow!("{e}"))?;
        turns += r.turns as u64;
        match r.winner {
            Some(w) => wins[w.index()] += 1,
            None => unfinished += 1,
        }
        faults += u32::from(r.fault.is_some());
        let why = r.game.victory_reason().unwrap_or_default();
        rows.push((g, r.winner, r.turns, r.actions, r.fault, why));
    }
    let secs = started.elapsed().as_secs_f64();
    let rate = games as f64 / secs.max(1e-9);
    if json {
        let list: Vec<_> = rows
            .iter()
            .map(|(g, w, t, a, f, why)| {
                json!({"game": g, "seed": seed.wrapping_add(*g as u64), "winner": w.map(|w| w.0),
                       "winner_ai": w.map(|w| seats[w.index()].name()), "turns": t,
                       "actions": a, "fault": f, "how": why})
            })
            .collect();
        let v = json!({"preset": preset_name, "map": board.name,
            "territories": board.territory_count(), "players": players, "games": list, "wins": wins,
            "unfinished": unfinished, "faults": faults, "seconds": secs, "games_per_second": rate});
        outln!("{v}");
    } else {
        for (g, w, t, a, f, why) in &rows {
            let who = match w {
                Some(w) => format!("player {} ({})", w.0 + 1, seats[w.index()].name()),
                None => "nobody (turn limit)".into(),
            };
            outln!(
                "game {:>4}: winner {who} after {t} turns, {a} actions ({why})",
                g + 1
            );
            if let Some(f) = f {
                outln!("           INVARIANT BROKEN: {f}");
            }
        }
        let avg = turns as f64 / games.max(1) as f64;
        let t = board.territory_count();
        outln!("{games} games on {} ({t} territories), {faults} faults, {unfinished} unfinished, average {avg:.1} turns", board.name);
        for (i, w) in wins.iter().enumerate() {
            outln!("  player {} ({}): {} wins", i + 1, seats[i].name(), w);
        }
        outln!("{secs:.3} s, {rate:.0} games per second");
    }
    Ok(if faults > 0 { 1 } else { 0 })
}

/// The board `simulate --map` and `render --map` name: a shipped board, `generated-SEED-TERRITORIES`, or a
/// map file (checked; its problems listed).
fn simulated_board(name: &str) -> anyhow::Result<std::sync::Arc<risk::engine::Map>> {
    if let Some(m) = risk::maps::shipped_named(name) {
        return Ok(m);
    }
    let generated = name.strip_prefix("generated-").and_then(|rest| {
        let (seed, n) = rest.split_once('-')?;
        Some((seed.parse::<u64>().ok()?, n.parse::<usize>().ok()?))
    });
    if let Some((seed, n)) = generated {
        if !(risk::sim::MIN_GENERATED..=risk::engine::map::MAX_TERRITORIES).contains(&n) {
            bail!("a generated board holds 6 to 255 territories, not {n}");
        }
        return Ok(std::sync::Arc::new(risk::sim::generate_board(seed, n)));
    }
    let path = std::path::Path::new(name);
    if !path.is_file() {
        let shipped: Vec<String> = risk::maps::shipped()
            .iter()
            .map(|m| m.name.clone())
            .collect();
        bail!(
            "--map {name}: no shipped board has that name ({}) and no such file; or use \
             generated-SEED-TERRITORIES",
            shipped.join(", ")
        );
    }
    let bytes = std::fs::read(path).with_context(|| format!("reading {name}"))?;
    let file_name = path
        .file_name()
        .map_or(name.into(), |f| f.to_string_lossy());
    match risk::maps::read_map(&file_name, &bytes) {
        Ok(checked) => Ok(std::sync::Arc::new(checked.map)),
        Err(problems) => bail!("--map {name} is refused:\n{problems}"),
    }
}

/// The board of a 4-player basic-AI game on `map` after `turns` turns, with its last attack
/// marked.
fn simulated_view(
    seed: u64,
    turns: u32,
    map: std::sync::Arc<risk::engine::Map>,
) -> risk::render::BoardView {
    use rand::SeedableRng;
    let mut lobby = Lobby::new(risk::engine::Rules::classic(), 4, seed);
    lobby.map = map;
    let (mut game, _) = lobby.start().expect("4 players");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut last = None;
    while game.winner().is_none() && game.turn() <= turns {
        let me = game.current();
        let action = AiLevel::Basic.act(&game, me, &mut rng);
        if let Ok(events) = game.apply(me, action) {
            for e in events {
                if let risk::engine::Event::Battle { from, to, .. } = e {
                    last = Some((from, to));
                }
            }
        }
    }
    let names: Vec<String> = (1..=4).map(|i| format!("AI {i} (basic)")).collect();
    risk::render::BoardView::new(&game, &names, last)
}

fn stored_view(db: &std::path::Path, channel: u64) -> anyhow::Result<risk::render::BoardView> {
    use risk::service::{ChannelKey, SledStore, Store};
    let store = SledStore::open(db).with_context(|| format!("opening {}", db.display()))?;
    let session = store
        .load(ChannelKey(channel))?
        .with_context(|| format!("no game is stored for channel {channel}"))?;
    let game = session
        .game
        .as_ref()
        .context("that channel's game has not started")?;
    let names: Vec<String> =
        risk::i18n::markup::plain(|| game.players().map(|p| session.label(p)).collect());
    Ok(risk::render::BoardView::new(game, &names, None))
}

/// `risk-bot verify`: prints the verdict; exit status 0 when the game verifies.
fn verify_cmd(
    file: Option<std::path::PathBuf>,
    stored: Option<(std::path::PathBuf, u64)>,
    out: Option<std::path::PathBuf>,
) -> anyhow::Result<i32> {
    use risk::service::{fair, ChannelKey, SledStore, Store};
    let game = match (file, stored) {
        (Some(path), _) => {
            let text =
                std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
            serde_json::from_slice::<fair::GameFile>(&text)
                .with_context(|| format!("{} is not a game file", path.display()))?
        }
        (None, Some((db, channel))) => {
            let store =
                SledStore::open(&db).with_context(|| format!("opening {}", db.display()))?;
            let ch = ChannelKey(channel);
            let session = store
                .load(ch)?
                .with_context(|| format!("no game is stored for channel {channel}"))?;
            match fair::game_file(&store, ch, &session)? {
                Ok(f) => f,
                Err(why) => bail!("{why}"),
            }
        }
        (None, None) => bail!("give a game file, or --db PATH --channel ID"),
    };
    if let Some(out) = out {
        let json = serde_json::to_vec_pretty(&game)?;
        std::fs::write(&out, json).with_context(|| format!("writing {}", out.display()))?;
        outln!("wrote {}", out.display());
    }
    // A terminal reads no Markdown: names as they are written.
    match risk::i18n::markup::plain(|| fair::verify(&game)) {
        Ok(v) => {
            outln!("{}", risk::i18n::markup::plain(|| v.summary(&game)));
            Ok(0)
        }
        Err(m) => {
            outln!("❌ Verification failed: {m}");
            Ok(1)
        }
    }
}

/// `risk-bot presets`: each preset's name, book, players and summary in aligned columns, then
/// its rules in words.
pub fn presets_text() -> String {
    use risk::service::{declared_words, option_word, rules_text};
    use std::fmt::Write;
    let nw = PRESETS.iter().map(|p| p.name.len()).max().unwrap_or(0);
    let bw = PRESETS
        .iter()
        .map(|p| p.book.chars().count())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for p in PRESETS {
        // As /risk new plays it; the book's own setup, where that differs, after it.
        let printed = (p.rules)();
        let r = risk::service::NewGame::preset(p.name)
            .rules()
            .map_or_else(|_| printed.clone(), |(_, r)| r);
        let players = if r.min_players == r.max_players {
            format!("{} players", r.min_players)
        } else {
            format!("{}-{} players", r.min_players, r.max_players)
        };
        let book = format!("{:<bw$}", p.book);
        let _ = writeln!(out, "{:<nw$}  {book}  {players:<11}  {}", p.name, p.summary);
        for line in rules_text::short_lines(&r) {
            let _ = writeln!(out, "{:<nw$}  {line}", "");
        }
        if (r.setup, r.placement) != (printed.setup, printed.placement) {
            let (setup, placement) = rules_text::setup_words(&printed);
            let _ = writeln!(
                out,
                "{:<nw$}  the book's setup: {setup}; {placement} (setup:{} placement:{})",
                "",
                option_word(printed.setup).unwrap_or_default(),
                option_word(printed.placement).unwrap_or_default(),
            );
        }
    }
    let words = |option: &str| declared_words(option).join("|");
    let _ = writeln!(
        out,
        "\nOptions of /risk new for every preset: setup {}, placement {}, fortify {}, \
         card_values {}, army_cap none|N, reroll {}, commander {}, capital_goal {} (capital), \
         neutral_setup {} (two-player presets), defender_dice {}, turn_time, on_timeout, \
         kick_after, surrender, reminders, fog {}.",
        words("setup"),
        words("placement"),
        words("fortify"),
        words("card_values"),
        words("reroll"),
        words("commander"),
        words("capital_goal"),
        words("neutral_setup"),
        words("defender_dice"),
        words("fog"),
    );
    out.push_str(
        "Books: 000 and 001 are the rulebook and reference cards of the edition with cities and \
         capitals, 002 the Hasbro rulebook of 2003, 003 the game guide of 2015, 004 the \
         Commander's Manual edition.\n",
    );
    out
}
