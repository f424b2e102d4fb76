//! Computer players. Each level looks at the game through the engine's public queries and its
//! own hand, and returns one legal action at a time. Under fog a level decides on the board as
//! its seat may know it (`Game::as_seen_by`): what it cannot see is a stand-in made only from
//! what it sees.

mod basic;
mod passive;
mod random;
mod strong;

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::engine::rules::{CardValues, NeutralMode};
use crate::engine::{
    Action, AttackMode, CardId, CardMask, Fortify, Game, Phase, PlayerId, Reader, Set, TerritoryId,
};

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

    /// The action this AI takes now as `me`, who must be the current player: decided on what
    /// `me` may know of the board (the game itself when nothing is fogged).
    pub fn act(self, game: &Game, me: PlayerId, rng: &mut impl Rng) -> Action {
        let seen = game.as_seen_by(me);
        // Two-player setup puts neutral armies where the rules say; when none of those
        // territories is in sight, the board itself says where they are.
        let neutral_blind = seen.phase() == &Phase::PlaceSetup
            && seen.setup_quota().0 == 0
            && owed_neutral(&seen).is_empty();
        self.decide(if neutral_blind { game } else { &seen }, me, rng)
    }

    /// `act` on the board as given.
    fn decide(self, game: &Game, me: PlayerId, rng: &mut impl Rng) -> Action {
        if let Some(trade) = star_trade(game, me) {
            return trade;
        }
        if self != AiLevel::Passive {
            if let Some(a) = allies(game, me) {
                return a;
            }
        }
        let mut action = match self {
            AiLevel::Random => random::act(game, me, rng),
            AiLevel::Basic => basic::act(game, me, rng),
            AiLevel::Strong => strong::act(game, me, rng),
            AiLevel::Passive => passive::act(game, me),
        };
        fit(game, me, &mut action);
        // Ending the attacks, by ending or by fortifying: under the army cap, full
        // territories attack first (on a large board there is nearly always a stack to
        // fortify, and without this the attacks would stop at the cap for good).
        let ends_attacks = game.phase() == &Phase::Attack
            && matches!(action, Action::End | Action::Fortify { .. });
        if ends_attacks && self != AiLevel::Passive {
            let attack = use_or_lose(game, me);
            if attack != Action::End {
                return attack;
            }
        }
        if action == Action::End && game.phase() == &Phase::Attack {
            return first_objective(game);
        }
        action
    }
}

/// 000/001 Objectives: an AI ending its attacks takes the first achieved Objective in board
/// order, as the engine does when nobody chooses (the same events as before the choice).
fn first_objective(game: &Game) -> Action {
    match game.objective_choices().first() {
        Some(&o) => Action::ChooseObjective {
            objective: Some(o),
            discard: None,
        },
        None => Action::End,
    }
}

/// 004 active neutrals: bribe the strongest neutral that is not yet an ally with a card that
/// is in no set (keeping two cards), and reinforce every ally before the first attack, on
/// its territory facing the most enemy armies.
#[inline]
fn allies(game: &Game, me: PlayerId) -> Option<Action> {
    if game.rules().neutral_mode != NeutralMode::Active {
        return None;
    }
    deal_with_neutrals(game, me)
}

/// What `allies` does now under active neutrals, if anything.
fn deal_with_neutrals(game: &Game, me: PlayerId) -> Option<Action> {
    let neutrals: Vec<PlayerId> = game
        .players()
        .filter(|&q| game.is_neutral(q) && !game.is_eliminated(q))
        .collect();
    match game.phase() {
        // Bribes go at the start of the turn, not in the trade-down after an elimination.
        Phase::Reinforce {
            after_elimination: false,
            ..
        } if !game.must_trade() && game.hand_size(me) >= 3 => {
            let in_sets: Vec<CardId> = game.tradeable_sets(me).into_iter().flatten().collect();
            let card = game
                .hand(me)
                .iter()
                .find(|c| !in_sets.contains(c))
                .copied()?;
            let neutral = neutrals
                .iter()
                .filter(|&&q| {
                    game.ally_of(q) != Some(me)
                        && game.bribe_cards(q) < 5
                        && game.bribes_this_turn(q) < 2
                })
                .max_by_key(|&&q| (game.total_armies(q), q.0))?;
            Some(Action::Bribe {
                neutral: *neutral,
                card,
            })
        }
        Phase::Attack => {
            let mine: Vec<PlayerId> = neutrals
                .iter()
                .copied()
                .filter(|&q| game.ally_of(q) == Some(me))
                .collect();
            let Some(ally) = mine
                .iter()
                .copied()
                .find(|&q| !game.ally_reinforced(q) && !game.attacked_this_turn())
            else {
                return allied_attack(game, me, &mine);
            };
            let territory = game.territories_of(ally).iter().max_by_key(|&t| {
                let threat: u32 = game
                    .map()
                    .neighbours(t)
                    .iter()
                    .filter(|&n| game.owner(n).is_some_and(|o| o != me && o != ally))
                    .map(|n| game.armies(n) as u32)
                    .sum();
                (threat, t.0)
            })?;
            Some(Action::ReinforceAlly { territory })
        }
        _ => None,
    }
}

/// An ally's stack at least twice the size of a neighbouring territory of the opponent's
/// attacks it (allies never attack on their own, so their armies would only pile up). Under
/// fog only a stack it can count, against a territory it sees the owner of.
fn allied_attack(game: &Game, me: PlayerId, allies: &[PlayerId]) -> Option<Action> {
    let opponent = |o: PlayerId| o != me && !game.is_neutral(o);
    let view = game.view(Reader::Seat(me));
    allies
        .iter()
        .flat_map(|&q| game.territories_of(q).iter())
        .filter(|&from| view.sees_armies(from) && game.armies(from) >= 6)
        .flat_map(|from| {
            game.attack_targets(from)
                .iter()
                .filter(|&to| view.sees_owner(to) && game.owner(to).is_some_and(opponent))
                .filter(move |&to| game.armies(from) > 2 * game.armies(to))
                .map(move |to| (from, to))
        })
        .max_by_key(|&(from, to)| (game.armies(from) - game.armies(to), from.0, to.0))
        .map(|(from, to)| Action::blitz(from, to))
}

/// Star cards (000): at the start of a turn, once the hand shows 6 stars or holds 5 cards,
/// turn in the most stars up to 10 (the table rewards bigger trades).
#[inline]
fn star_trade(game: &Game, me: PlayerId) -> Option<Action> {
    let reinforcing = matches!(game.phase(), Phase::Reinforce { .. });
    if game.rules().card_values != CardValues::Stars || !reinforcing {
        return None;
    }
    most_stars(game, me)
}

/// The star trade `star_trade` makes now, if the hand is ready for one.
fn most_stars(game: &Game, me: PlayerId) -> Option<Action> {
    let mut hand: Vec<CardId> = game.hand(me).to_vec();
    let total: u32 = hand.iter().map(|&c| game.card_stars(c) as u32).sum();
    if total < 6 && hand.len() < 5 {
        return None;
    }
    hand.sort_by_key(|&c| std::cmp::Reverse(game.card_stars(c)));
    let (mut picked, mut stars) = (Vec::new(), 0u32);
    for c in hand {
        let s = game.card_stars(c) as u32;
        if stars + s <= 10 {
            picked.push(c);
            stars += s;
        }
    }
    (stars >= 2).then(|| Action::TradeStars {
        cards: CardMask::of(picked),
    })
}

/// Under the experts' army cap, armies on a full territory only grow stale (reinforcements
/// beyond the cap are lost), so before ending its attacks an AI sends each full territory
/// against its weakest enemy neighbour, keeping half of the cap at home (unless it is far
/// stronger than the defender).
fn use_or_lose(game: &Game, me: PlayerId) -> Action {
    let Some(cap) = game.rules().army_cap else {
        return Action::End;
    };
    let full = game
        .attack_sources(me)
        .iter()
        .filter(|&t| game.room(t) == 0 && game.armies(t) > cap / 2 + 1);
    let best = full
        .filter_map(|from| {
            game.attack_targets(from)
                .iter()
                .min_by_key(|&to| (game.armies(to), to.0))
                .map(|to| (from, to))
        })
        .min_by_key(|&(from, to)| (game.armies(to), from.0));
    // A player with twice the armies of the defender's owner goes all in: keeping half at
    // home, it would lose about as much as the defender brings back each turn, for ever.
    let total = |p: PlayerId| -> u32 {
        let own = game.territories_of(p).iter();
        own.map(|t| u32::from(game.armies(t))).sum()
    };
    let stop_at = |to: TerritoryId| match game.owner(to) {
        Some(q) if total(me) >= 2 * total(q) => None,
        _ => Some(cap / 2),
    };
    match best {
        Some((from, to)) => Action::Attack {
            from,
            to,
            dice: None,
            defender_dice: None,
            mode: AttackMode::Blitz {
                stop_at: stop_at(to),
            },
            commander: game.commander_available(),
        },
        None => Action::End,
    }
}

/// Keeps a level's choice legal under the experts' variations, which the levels do not plan
/// for: placements and fortifications respect the army cap (spilling onto the territory of
/// the same owner with the most room), one fortify move ends the turn, and every attack
/// offers the Commander's 6 (the engine spends it only where it changes a battle).
fn fit(game: &Game, me: PlayerId, action: &mut Action) {
    let capped = game.rules().army_cap.is_some();
    let multiple = game.rules().fortify == Fortify::Multiple;
    match action {
        Action::Place { territory, armies } if capped => {
            let owner = game.owner(*territory).unwrap_or(me);
            let front = borders(game, owner);
            if game.room(*territory) == 0 {
                *territory = game
                    .territories_of(owner)
                    .iter()
                    .filter(|&t| game.room(t) > 0)
                    .max_by_key(|&t| (front.contains(t), game.room(t), t.0))
                    .unwrap_or(*territory);
            }
            *armies = (*armies).min(game.room(*territory)).max(1);
        }
        Action::Fortify { .. } if multiple && game.fortifies_this_turn() > 0 => {
            *action = Action::End
        }
        Action::Fortify { to, armies, .. } if capped => match (*armies).min(game.room(*to)) {
            0 => *action = Action::End,
            n => *armies = n,
        },
        Action::Attack { commander, .. } => *commander = game.commander_available(),
        _ => {}
    }
}

/// Owned territories with at least one enemy neighbour.
pub fn borders(game: &Game, me: PlayerId) -> Set {
    game.map().edge_of(game.territories_of(me))
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
    let neutral = held_by(game, &|p| game.is_neutral(p));
    let owed = owed_neutral(game);
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

/// The territories of the seats that `keep` keeps.
fn held_by(game: &Game, keep: &dyn Fn(PlayerId) -> bool) -> Set {
    game.players()
        .filter(|&p| keep(p))
        .fold(Set::EMPTY, |s, p| s.union(game.territories_of(p)))
}

/// Two-player setup: the territories of the neutral armies still owed one this round.
fn owed_neutral(game: &Game) -> Set {
    held_by(game, &|p| game.neutral_owed(p))
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
    let taken = game
        .players()
        .fold(Set::EMPTY, |s, p| s.union(game.territories_of(p)));
    game.map().all().minus(taken)
}
