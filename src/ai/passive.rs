//! A passive seat (a surrendered player's armies): trades only when forced, places its armies on
//! its most threatened territory, never attacks or fortifies.

use crate::engine::{Action, Game, Phase, PlayerId};

pub fn act(game: &Game, me: PlayerId) -> Action {
    match *game.phase() {
        Phase::ChooseHq => Action::ChooseHq {
            territory: super::safest(game, me),
        },
        Phase::Claim => Action::Claim {
            territory: super::free(game)
                .iter()
                .next()
                .expect("claiming ends when all are taken"),
        },
        Phase::Reinforce { .. } if game.must_trade() => Action::Trade {
            cards: game
                .first_tradeable_set(me)
                .expect("a forced trade has a set"),
            bonus: None,
        },
        Phase::Reinforce { armies, .. } => place(game, me, armies),
        Phase::PlaceSetup => match game.setup_quota() {
            (0, _) => super::neutral_placement(game, me),
            (armies, _) => place(game, me, armies),
        },
        Phase::Occupy { min, .. } => Action::Occupy { armies: min },
        _ => Action::End,
    }
}

fn place(game: &Game, me: PlayerId, armies: u16) -> Action {
    let own = game.territories_of(me);
    let threat = |t| {
        let enemy: u32 = game
            .attack_targets(t)
            .iter()
            .map(|n| game.armies(n) as u32)
            .sum();
        enemy as i64 - game.armies(t) as i64
    };
    let territory = own
        .iter()
        .max_by_key(|&t| threat(t))
        .expect("a seated player holds territory");
    Action::Place { territory, armies }
}
