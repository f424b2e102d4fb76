//! Computer players. Each level looks at the game through the engine's public queries and its
//! own hand, and returns one legal action at a time.

mod basic;
mod passive;
mod random;
mod strong;

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::engine::{Action, Game, PlayerId, Set, TerritoryId};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AiLevel {
    /// Random placement on borders, blitzes every weaker neighbour, never fortifies.
    Random,
    /// Sensible play: trades early, holds continents, attacks at good odds, fortifies forward.
    Basic,
    /// Values continents and their borders, times its trades, attacks at good exact odds.
    Strong,
    /// A surrendered seat: defends and reinforces, never attacks (not offered for new seats).
    Passive,
}

impl AiLevel {
    /// The levels a host can seat.
    pub const ALL: [AiLevel; 3] = [AiLevel::Random, AiLevel::Basic, AiLevel::Strong];

    pub fn name(self) -> &'static str {
        match self {
            AiLevel::Random => "random",
            AiLevel::Basic => "basic",
            AiLevel::Strong => "strong",
            AiLevel::Passive => "passive",
        }
    }

    pub fn parse(s: &str) -> Option<AiLevel> {
        AiLevel::ALL.into_iter().find(|l| l.name() == s)
    }

    /// The action this AI takes now as `me`, who must be the current player.
    pub fn act(self, game: &Game, me: PlayerId, rng: &mut impl Rng) -> Action {
        match self {
            AiLevel::Random => random::act(game, me, rng),
            AiLevel::Basic => basic::act(game, me, rng),
            AiLevel::Strong => strong::act(game, me, rng),
            AiLevel::Passive => passive::act(game, me),
        }
    }
}

/// Owned territories with at least one enemy neighbour.
pub fn borders(game: &Game, me: PlayerId) -> Set {
    let own = game.territories_of(me);
    own.iter()
        .filter(|&t| !game.map().neighbours(t).minus(own).is_empty())
        .collect()
}

/// The territory least exposed to attack: a Headquarters the AI would pick.
pub fn safest(game: &Game, me: PlayerId) -> TerritoryId {
    game.territories_of(me)
        .iter()
        .min_by_key(|&t| {
            let enemy: i64 = game
                .attack_targets(t)
                .iter()
                .map(|n| game.armies(n) as i64)
                .sum();
            (enemy - game.armies(t) as i64, t.0)
        })
        .expect("a seated player holds territory")
}

/// Two-player setup: the neutral army a player places in their round goes where it blocks
/// the opponent most (the neutral territory bordering most of the opponent's armies).
pub fn neutral_placement(game: &Game, me: PlayerId) -> Action {
    let of = |keep: &dyn Fn(PlayerId) -> bool| -> Set {
        game.players()
            .filter(|&p| keep(p))
            .fold(Set::EMPTY, |s, p| s.union(game.territories_of(p)))
    };
    let neutral = of(&|p| game.is_neutral(p));
    let owed = of(&|p| game.neutral_owed(p));
    let mine = game.territories_of(me);
    let territory = owed
        .iter()
        .max_by_key(|&t| {
            let rivals: u32 = game
                .map()
                .neighbours(t)
                .minus(mine)
                .minus(neutral)
                .iter()
                .map(|n| game.armies(n) as u32)
                .sum();
            (rivals, t.0)
        })
        .expect("a neutral army holds territory while it has armies to place");
    Action::Place {
        territory,
        armies: 1,
    }
}

/// A uniformly chosen member of a non-empty set.
fn pick(set: Set, rng: &mut impl Rng) -> Option<TerritoryId> {
    if set.is_empty() {
        None
    } else {
        set.nth(rng.random_range(0..set.len()))
    }
}

/// Unclaimed territories.
fn free(game: &Game) -> Set {
    game.map()
        .territory_ids()
        .filter(|&t| game.owner(t).is_none())
        .collect()
}
