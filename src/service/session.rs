//! One channel's table: the lobby (seats, host, options) and, once started, the game itself.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::keys::UserKey;
use crate::ai::AiLevel;
use crate::engine::{Game, PlayerId, Rules};

/// Seat colours in the order they are handed out.
pub const COLORS: [&str; 6] = ["red", "blue", "green", "yellow", "purple", "black"];

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Seat {
    /// The human in this seat; `None` for an AI seat.
    pub user: Option<UserKey>,
    pub name: String,
    pub color: String,
    /// Set for AI seats, and for human seats taken over by the AI (kicked players).
    pub ai: Option<AiLevel>,
}

impl Seat {
    pub fn is_ai(&self) -> bool {
        self.ai.is_some()
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Session {
    pub host: UserKey,
    pub preset: String,
    pub rules: Rules,
    pub seats: Vec<Seat>,
    /// `None` while the lobby is open.
    pub game: Option<Game>,
    /// Seeds the game's dice when it starts.
    pub seed: u64,
    /// The AI seats' own randomness, kept so AI play replays exactly.
    pub ai_rng: ChaCha8Rng,
    /// Number of log entries written so far.
    pub log_len: u64,
}

impl Session {
    pub fn new(host: UserKey, host_name: &str, preset: &str, rules: Rules, seed: u64) -> Session {
        Session {
            host,
            preset: preset.to_string(),
            rules,
            seats: vec![Seat {
                user: Some(host),
                name: host_name.to_string(),
                color: COLORS[0].to_string(),
                ai: None,
            }],
            game: None,
            seed,
            ai_rng: ChaCha8Rng::seed_from_u64(seed ^ 0xa1),
            log_len: 0,
        }
    }

    pub fn seat_of(&self, user: UserKey) -> Option<PlayerId> {
        self.seats
            .iter()
            .position(|s| s.user == Some(user))
            .map(|i| PlayerId(i as u8))
    }

    pub fn name(&self, p: PlayerId) -> String {
        self.seats
            .get(p.index())
            .map(|s| s.name.clone())
            .unwrap_or_else(|| format!("Player {}", p.0 + 1))
    }

    pub fn free_color(&self) -> Option<&'static str> {
        COLORS
            .into_iter()
            .find(|c| self.seats.iter().all(|s| s.color != *c))
    }

    /// A seat name not taken yet, for AI seats.
    pub fn ai_name(&self, level: AiLevel) -> String {
        (1..)
            .map(|i| format!("AI {} ({})", i, level.name()))
            .find(|n| self.seats.iter().all(|s| s.name != *n))
            .expect("some name is free")
    }

    /// Finds a seat by a player's name (case-insensitive) or colour.
    pub fn find_seat(&self, who: &str) -> Option<PlayerId> {
        let w = who.trim().trim_start_matches('@').to_lowercase();
        self.seats
            .iter()
            .position(|s| s.name.to_lowercase() == w || s.color == w)
            .map(|i| PlayerId(i as u8))
    }

    pub fn is_running(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.winner().is_none())
    }
}
