//! The basic AI: claims and reinforces towards a continent it can hold, trades as soon as it
//! can, attacks only at good odds (or at fair odds for its card), and fortifies to the front.

use rand::Rng;

use super::{borders, free};
use crate::engine::{Action, Game, Phase, PlayerId, Set, TerritoryId};

pub fn act(game: &Game, me: PlayerId, rng: &mut impl Rng) -> Action {
    match *game.phase() {
        Phase::ChooseHq => Action::ChooseHq {
            territory: super::safest(game, me),
        },
        Phase::Claim => Action::Claim {
            territory: best(free(game), rng, |t| claim_score(game, me, t)),
        },
        Phase::PlaceSetup => match game.setup_quota() {
            (0, _) => super::neutral_placement(game, me),
            (armies, _) => place(game, me, armies, rng),
        },
        Phase::Reinforce { armies, .. } => match game.first_tradeable_set(me) {
            Some(cards) if can_trade(game) => Action::Trade { cards, bonus: None },
            _ => place(game, me, armies, rng),
        },
        Phase::Attack => attack(game, me).unwrap_or_else(|| fortify(game, me)),
        Phase::Occupy {
            from, to, min, max, ..
        } => Action::Occupy {
            armies: occupy(game, from, to, min, max),
        },
        Phase::Fortify => fortify(game, me),
        Phase::Over { .. } | Phase::Ended => Action::End,
    }
}

/// Trading is allowed whenever it is forced, and at the start of a turn otherwise.
fn can_trade(game: &Game) -> bool {
    game.must_trade()
        || matches!(
            game.phase(),
            Phase::Reinforce {
                after_elimination: false,
                ..
            }
        )
}

/// The highest-scoring member of `set`; ties broken at random.
fn best(set: Set, rng: &mut impl Rng, score: impl Fn(TerritoryId) -> i32) -> TerritoryId {
    let mut top = i32::MIN;
    let mut chosen = Vec::new();
    for t in set.iter() {
        let s = score(t);
        if s > top {
            top = s;
            chosen.clear();
        }
        if s == top {
            chosen.push(t);
        }
    }
    chosen[rng.random_range(0..chosen.len())]
}

/// How much of the continent of `t` this player holds, in percent.
fn continent_share(game: &Game, me: PlayerId, t: TerritoryId) -> i32 {
    let c = game.map().continent(game.map().territory(t).continent);
    let mine = c.territories.intersect(game.territories_of(me)).len();
    (100 * mine / c.territories.len()) as i32
}

fn claim_score(game: &Game, me: PlayerId, t: TerritoryId) -> i32 {
    let c = game.map().continent(game.map().territory(t).continent);
    let small = 40 - 3 * c.territories.len() as i32;
    let friends = game
        .map()
        .neighbours(t)
        .intersect(game.territories_of(me))
        .len() as i32;
    continent_share(game, me, t) + small + 5 * friends
}

/// Enemy armies next to `t` minus the armies on it.
fn pressure(game: &Game, me: PlayerId, t: TerritoryId) -> i32 {
    let enemy: i32 = game
        .map()
        .neighbours(t)
        .minus(game.territories_of(me))
        .iter()
        .map(|n| game.armies(n) as i32)
        .sum();
    enemy - game.armies(t) as i32
}

fn place(game: &Game, me: PlayerId, armies: u16, rng: &mut impl Rng) -> Action {
    let b = borders(game, me);
    let set = if b.is_empty() {
        game.territories_of(me)
    } else {
        b
    };
    let territory = best(set, rng, |t| {
        let targets = game.attack_targets(t);
        let goal = targets
            .iter()
            .map(|n| continent_share(game, me, n))
            .max()
            .unwrap_or(0);
        goal + pressure(game, me, t).clamp(-20, 20)
    });
    Action::Place { territory, armies }
}

/// The best attack at good odds; at fair odds when no card has been earned yet this turn.
fn attack(game: &Game, me: PlayerId) -> Option<Action> {
    let mut choice: Option<(i32, TerritoryId, TerritoryId)> = None;
    for from in game.attack_sources(me).iter() {
        let mine = game.armies(from) as i32 - 1;
        for to in game.attack_targets(from).iter() {
            let theirs = game.armies(to) as i32;
            let good = mine >= theirs + 2 || (mine > theirs && !game.conquered_this_turn());
            if !good {
                continue;
            }
            let score = attack_score(game, me, to) + 3 * (mine - theirs).min(10);
            if choice.is_none_or(|(s, _, _)| score > s) {
                choice = Some((score, from, to));
            }
        }
    }
    choice.map(|(_, from, to)| Action::blitz(from, to))
}

/// Prefers targets in continents it nearly holds, that break an enemy's continent, or that
/// finish off a weak player (whose cards it would take).
fn attack_score(game: &Game, me: PlayerId, to: TerritoryId) -> i32 {
    let map = game.map();
    let c = map.continent(map.territory(to).continent);
    let owner = game.owner(to).expect("attack targets are owned");
    let breaks = i32::from(c.territories.is_subset(game.territories_of(owner))) * 30;
    let weak = (12 - game.territories_of(owner).len() as i32).max(0) * 4;
    continent_share(game, me, to) + breaks + weak
}

fn occupy(game: &Game, from: TerritoryId, to: TerritoryId, min: u16, max: u16) -> u16 {
    let back = !game.attack_targets(from).is_empty();
    let ahead = !game.attack_targets(to).is_empty();
    match (back, ahead) {
        (false, _) => max,
        (true, false) => min,
        (true, true) => (min + max).div_ceil(2),
    }
}

/// Moves the largest idle stack (no enemy neighbours) to the most pressed border it can reach.
fn fortify(game: &Game, me: PlayerId) -> Action {
    let own = game.territories_of(me);
    let front = borders(game, me);
    let idle = own.minus(front).iter().filter(|&t| game.armies(t) >= 2);
    let Some(from) = idle.max_by_key(|&t| game.armies(t)) else {
        return Action::End;
    };
    let dests = game.fortify_destinations(from);
    let towards_front = dests.intersect(front);
    let pool = if towards_front.is_empty() {
        // Adjacent fortify: step towards the front through an idle neighbour closer to it.
        dests
            .iter()
            .filter(|&t| !game.map().neighbours(t).intersect(front).is_empty())
            .collect()
    } else {
        towards_front
    };
    match pool.iter().max_by_key(|&t| pressure(game, me, t)) {
        Some(to) => Action::Fortify {
            from,
            to,
            armies: game.armies(from) - 1,
        },
        None => Action::End,
    }
}
