//! AI-only games played to the end: used by `risk-bot simulate`, the benchmarks and the tests;
//! and random boards to play them on (`generate_board`).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::ai::AiLevel;
use crate::engine::{Event, Game, Lobby, Log, NoLog, PlayerId, SetupError};

mod board;
mod dense;
pub use board::{board_toml, generate_board, ring_toml, MIN_GENERATED};
pub use dense::{complete_toml, dense_toml};

/// How to play a simulated game.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// Check the engine's invariants after every action.
    pub check_invariants: bool,
    /// Give up after this many turns (a draw by exhaustion).
    pub max_turns: u32,
    /// Keep every event (for golden logs); otherwise none is built after the start.
    pub record: bool,
    /// At the turn limit, end the game by the standing (`Game::end_by_standing`: the leader
    /// in territories, then armies, wins; a tie ends it without a winner), as a table does
    /// when only AI seats are left; otherwise the game is left unfinished.
    pub rank_at_limit: bool,
}

impl Default for SimOptions {
    fn default() -> Self {
        SimOptions {
            check_invariants: true,
            max_turns: 5_000,
            record: false,
            rank_at_limit: false,
        }
    }
}

#[derive(Clone, Debug)]
pub struct GameReport {
    pub winner: Option<PlayerId>,
    pub turns: u32,
    pub actions: u64,
    /// The first broken invariant or refused AI action, if any.
    pub fault: Option<String>,
    pub events: Vec<Event>,
    pub game: Game,
}

/// Plays one game with `seats[i]` controlling player `i`. The AIs draw from their own RNG,
/// seeded from `seed`, so the game's dice stay those of its own seed.
pub fn play(lobby: Lobby, seats: &[AiLevel], opts: &SimOptions) -> Result<GameReport, SetupError> {
    let ai_rng = ChaCha8Rng::seed_from_u64(lobby.seed ^ 0x5eed_a1a1);
    let (mut game, mut events) = lobby.start()?;
    let (actions, mut fault) = if opts.record {
        play_on(&mut game, &mut events, seats, ai_rng, opts)
    } else {
        // Without a record the events are not even built.
        play_on(&mut game, &mut NoLog, seats, ai_rng, opts)
    };
    if opts.rank_at_limit && fault.is_none() && !game.is_over() {
        let ended = game.end_by_standing();
        if opts.record {
            events.extend(ended);
        }
        if opts.check_invariants {
            fault = game
                .check_invariants()
                .err()
                .map(|e| format!("ended by standing: {e}"));
        }
    }
    Ok(GameReport {
        winner: game.winner(),
        turns: game.turn(),
        actions,
        fault,
        events,
        game,
    })
}

/// Plays `game` to its end (or the turn limit), writing its events to `log`; returns the
/// actions taken and the first fault.
fn play_on(
    game: &mut Game,
    log: &mut impl Log,
    seats: &[AiLevel],
    mut ai_rng: ChaCha8Rng,
    opts: &SimOptions,
) -> (u64, Option<String>) {
    let mut actions = 0u64;
    // Each seat's level looked up once, not by a division on every action.
    let levels: Vec<AiLevel> = game
        .players()
        .map(|p| seats[p.index() % seats.len()])
        .collect();
    while game.winner().is_none() && game.turn() <= opts.max_turns {
        let me = game.current();
        let action = levels[me.index()].act(game, me, &mut ai_rng);
        if let Err(v) = game.apply_into(me, action, None, log) {
            return (
                actions,
                Some(format!("AI action {action:?} refused: {v:?}")),
            );
        }
        actions += 1;
        if opts.check_invariants {
            if let Err(e) = game.check_invariants() {
                return (actions, Some(format!("after {action:?}: {e}")));
            }
        }
    }
    (actions, None)
}
