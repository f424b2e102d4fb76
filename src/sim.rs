//! AI-only games played to the end: used by `risk-bot simulate`, the benchmarks and the tests.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::ai::AiLevel;
use crate::engine::{Event, Game, Lobby, PlayerId, SetupError};

/// How to play a simulated game.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// Check the engine's invariants after every action.
    pub check_invariants: bool,
    /// Give up after this many turns (a draw by exhaustion).
    pub max_turns: u32,
    /// Keep every event (for golden logs); otherwise events are dropped as they come.
    pub record: bool,
}

impl Default for SimOptions {
    fn default() -> Self {
        SimOptions {
            check_invariants: true,
            max_turns: 5_000,
            record: false,
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
    let mut ai_rng = ChaCha8Rng::seed_from_u64(lobby.seed ^ 0x5eed_a1a1);
    let (mut game, mut events) = lobby.start()?;
    let mut actions = 0u64;
    let mut fault = None;
    let mut buffer = Vec::new();
    while game.winner().is_none() && game.turn() <= opts.max_turns {
        let me = game.current();
        let action = seats[me.index() % seats.len()].act(&game, me, &mut ai_rng);
        buffer.clear();
        if let Err(v) = game.apply_into(me, action, None, &mut buffer) {
            fault = Some(format!("AI action {action:?} refused: {v:?}"));
            break;
        }
        actions += 1;
        if opts.record {
            events.append(&mut buffer);
        }
        if opts.check_invariants {
            if let Err(e) = game.check_invariants() {
                fault = Some(format!("after {action:?}: {e}"));
                break;
            }
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
