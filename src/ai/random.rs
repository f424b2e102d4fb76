//! The yardstick AI: random border placement, blitz whatever it outnumbers, never fortify.

use rand::Rng;

use super::{borders, free, pick};
use crate::engine::{Action, Game, Phase, PlayerId, TerritoryId};

pub fn act(game: &Game, me: PlayerId, rng: &mut impl Rng) -> Action {
    match *game.phase() {
        Phase::ChooseHq => Action::ChooseHq {
            territory: pick(game.territories_of(me), rng).expect("a seated player holds territory"),
        },
        Phase::Claim => Action::Claim {
            territory: pick(free(game), rng).expect("claiming ends when every territory is taken"),
        },
        Phase::PlaceSetup => match game.setup_quota() {
            (0, _) => super::neutral_placement(game, me),
            (armies, _) => place(game, me, armies, rng),
        },
        Phase::Reinforce { .. } if game.must_trade() => Action::Trade {
            cards: game
                .first_tradeable_set(me)
                .expect("a forced trade has a set"),
            bonus: None,
        },
        Phase::Reinforce { armies, .. } => place(game, me, armies, rng),
        Phase::Attack => match attack(game, me) {
            Some((from, to)) => Action::blitz(from, to),
            None => Action::End,
        },
        Phase::Occupy { max, .. } => Action::Occupy { armies: max },
        Phase::Fortify | Phase::Over { .. } | Phase::Ended => Action::End,
    }
}

fn place(game: &Game, me: PlayerId, armies: u16, rng: &mut impl Rng) -> Action {
    let b = borders(game, me);
    let set = if b.is_empty() {
        game.territories_of(me)
    } else {
        b
    };
    Action::Place {
        territory: pick(set, rng).expect("a player in the game holds a territory"),
        armies,
    }
}

/// The first enemy neighbour that some territory outnumbers (to blitz): (from, to).
fn attack(game: &Game, me: PlayerId) -> Option<(TerritoryId, TerritoryId)> {
    game.each_attack_source(me).find_map(|from| {
        let mine = game.armies(from);
        let to = game
            .attack_targets(from)
            .iter()
            .find(|&to| game.armies(to) < mine)?;
        Some((from, to))
    })
}
