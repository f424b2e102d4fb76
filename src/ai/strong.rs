//! The strong AI: picks a continent to take and the continents to keep, reinforces their borders,
//! holds its cards until a trade pays, attacks only at good exact odds (fair odds once, for the
//! turn's card), hunts weak players for their cards, and fortifies idle armies to the front.

use std::sync::OnceLock;

use rand::Rng;

use super::{borders, free};
use crate::engine::odds::odds;
use crate::engine::Mission;
use crate::engine::{Action, Game, Phase, PlayerId, Set, TerritoryId};

const TABLE: usize = 48;

/// Exact conquest probabilities for small battles, computed once; larger ones by ratio.
fn win_chance(attackers: u16, defenders: u16) -> f64 {
    static WIN: OnceLock<Vec<f64>> = OnceLock::new();
    let table = WIN.get_or_init(|| {
        let mut t = vec![0.0; TABLE * TABLE];
        for a in 1..TABLE {
            for d in 1..TABLE {
                t[a * TABLE + d] = odds(a as u32, d as u32).win_probability;
            }
        }
        t
    });
    let (a, d) = (attackers as usize, defenders as usize);
    if a < TABLE && d < TABLE {
        return table[a * TABLE + d];
    }
    // Large stacks: the outcome is decided by the ratio; scale down into the table.
    let k = (a.max(d) as f64 / (TABLE - 1) as f64).max(1.0);
    let (sa, sd) = (
        (a as f64 / k).round() as usize,
        (d as f64 / k).round() as usize,
    );
    table[sa.clamp(1, TABLE - 1) * TABLE + sd.clamp(1, TABLE - 1)]
}

pub fn act(game: &Game, me: PlayerId, rng: &mut impl Rng) -> Action {
    let plan = Plan::new(game, me);
    match *game.phase() {
        Phase::ChooseHq => Action::ChooseHq {
            territory: super::safest(game, me),
        },
        Phase::Claim => Action::Claim {
            territory: best(free(game), |t| plan.claim_score(t), rng),
        },
        Phase::PlaceSetup => match game.setup_quota() {
            (0, _) => super::neutral_placement(game, me),
            (armies, _) => plan.place(armies, rng),
        },
        Phase::Reinforce { armies, .. } => match plan.trade() {
            Some(cards) => Action::Trade { cards, bonus: None },
            None => plan.place(armies, rng),
        },
        Phase::Attack => plan.attack().unwrap_or_else(|| plan.fortify()),
        Phase::Occupy {
            from, to, min, max, ..
        } => Action::Occupy {
            armies: plan.occupy(from, to, min, max),
        },
        Phase::Fortify => plan.fortify(),
        Phase::Over { .. } | Phase::Ended => Action::End,
    }
}

fn best(set: Set, score: impl Fn(TerritoryId) -> f64, rng: &mut impl Rng) -> TerritoryId {
    let mut top: Vec<TerritoryId> = Vec::new();
    let mut high = f64::MIN;
    for t in set.iter() {
        let s = score(t);
        if s > high + 1e-9 {
            high = s;
            top.clear();
        }
        if (s - high).abs() <= 1e-9 {
            top.push(t);
        }
    }
    top[rng.random_range(0..top.len())]
}

/// What the AI wants this turn, computed once per decision.
struct Plan<'a> {
    g: &'a Game,
    me: PlayerId,
    own: Set,
    /// Continent index worth conquering next.
    target: Option<usize>,
}

impl<'a> Plan<'a> {
    fn new(g: &'a Game, me: PlayerId) -> Plan<'a> {
        let own = g.territories_of(me);
        // A mission naming continents decides which to take; otherwise the best value.
        let mut wanted: Vec<usize> = match g.mission(me) {
            Some(Mission::Continents { continents, .. }) => {
                continents.iter().map(|c| c.0 as usize).collect()
            }
            _ => vec![],
        };
        // Mission RISK: the continents named by cards still to claim.
        for m in g.ranked_missions(me).iter().filter(|m| !m.claimed) {
            if let Mission::Continents { continents, .. } = &m.mission {
                wanted.extend(continents.iter().map(|c| c.0 as usize));
            }
        }
        let target = g
            .map()
            .continents()
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.territories.is_subset(own))
            .max_by(|a, b| {
                let bonus = |i: usize| if wanted.contains(&i) { 5.0 } else { 0.0 };
                let (va, vb) = (
                    Self::appeal(g, me, a.1) + bonus(a.0),
                    Self::appeal(g, me, b.1) + bonus(b.0),
                );
                va.total_cmp(&vb)
            })
            .map(|(i, _)| i);
        Plan { g, me, own, target }
    }

    /// Extra worth of taking `to` for this player's mission or Headquarters goal.
    fn goal_value(&self, to: TerritoryId) -> f64 {
        let g = self.g;
        let owner = g.owner(to).expect("owned");
        let hq = g
            .headquarters()
            .iter()
            .any(|&(p, t)| t == to && p != self.me) as u8 as f64
            * 15.0;
        let destroy = match g.mission(self.me) {
            Some(Mission::Destroy { color }) if g.color_of(owner) == *color => 8.0,
            Some(Mission::Territories { .. }) => 2.0,
            _ => 0.0,
        };
        hq + destroy
    }

    /// This player's revealed Headquarters, to be guarded.
    fn own_hq(&self) -> Option<TerritoryId> {
        self.g
            .headquarters()
            .into_iter()
            .find(|(p, _)| *p == self.me)
            .map(|(_, t)| t)
    }

    /// Bonus per army needed: continents that are cheap to finish and pay well come first.
    fn appeal(g: &Game, me: PlayerId, c: &crate::engine::map::Continent) -> f64 {
        let own = g.territories_of(me);
        let enemy: u32 = c
            .territories
            .minus(own)
            .iter()
            .map(|t| g.armies(t) as u32)
            .sum();
        let mine: u32 = c
            .territories
            .intersect(own)
            .iter()
            .map(|t| g.armies(t) as u32)
            .sum();
        let share = c.territories.intersect(own).len() as f64 / c.territories.len() as f64;
        (c.bonus as f64 + 1.0) * (0.5 + share)
            / (1.0 + enemy as f64 / (1.0 + mine as f64) + c.territories.len() as f64 / 4.0)
    }

    fn continent_of(&self, t: TerritoryId) -> usize {
        self.g.map().territory(t).continent.0 as usize
    }

    fn in_target(&self, t: TerritoryId) -> bool {
        self.target == Some(self.continent_of(t))
    }

    /// Continents this player holds.
    fn held(&self) -> Vec<usize> {
        self.g.continents_of(self.me).collect()
    }

    fn claim_score(&self, t: TerritoryId) -> f64 {
        let c = self.g.map().continent(self.g.map().territory(t).continent);
        let mine = c.territories.intersect(self.own).len() as f64;
        let taken = c
            .territories
            .iter()
            .filter(|&x| self.g.owner(x).is_some())
            .count() as f64;
        let contested = taken - mine;
        let friends = self.g.map().neighbours(t).intersect(self.own).len() as f64;
        (mine + 1.0) / c.territories.len() as f64 * 10.0
            + c.bonus as f64 / c.territories.len() as f64 * 4.0
            - contested * 0.8
            + friends
    }

    /// Enemy armies that could strike `t`, minus its own armies.
    fn threat(&self, t: TerritoryId) -> f64 {
        let enemy: u32 = self
            .g
            .attack_targets(t)
            .iter()
            .map(|n| self.g.armies(n) as u32)
            .sum();
        enemy as f64 - self.g.armies(t) as f64
    }

    fn place(&self, armies: u16, rng: &mut impl Rng) -> Action {
        let front = borders(self.g, self.me);
        let set = if front.is_empty() { self.own } else { front };
        let held = self.held();
        let territory = best(
            set,
            |t| {
                let targets = self.g.attack_targets(t);
                let attack = targets.iter().filter(|&n| self.in_target(n)).count() as f64 * 6.0;
                let guard = if held.contains(&self.continent_of(t)) {
                    self.threat(t).max(0.0) * 1.5
                } else {
                    0.0
                };
                let weakest = targets.iter().map(|n| self.g.armies(n)).min().unwrap_or(99) as f64;
                let home = if self.own_hq() == Some(t) {
                    self.threat(t).max(0.0) * 2.0 + 4.0
                } else {
                    0.0
                };
                let goal: f64 = targets.iter().map(|n| self.goal_value(n)).sum::<f64>() * 0.5;
                attack + guard + home + goal - weakest * 0.3
                    + (self.g.armies(t) as f64).min(20.0) * 0.2
            },
            rng,
        );
        Action::Place { territory, armies }
    }

    /// Trades when forced, when the set is worth a lot, or with a fat hand.
    fn trade(&self) -> Option<[crate::engine::CardId; 3]> {
        let forced = self.g.must_trade();
        let start = matches!(
            self.g.phase(),
            Phase::Reinforce {
                after_elimination: false,
                ..
            }
        );
        let sets = self.g.tradeable_sets(self.me);
        let best = sets.iter().map(|s| self.g.set_worth(*s)).max().unwrap_or(0);
        let pays = best >= 10 || self.g.hand_size(self.me) >= 4;
        if !(forced || (start && pays)) {
            return None;
        }
        // Prefer a set showing a territory we hold (the +2 bonus), and keep wilds if we can.
        sets.into_iter().max_by_key(|s| {
            let bonus = s
                .iter()
                .filter(|c| {
                    self.g
                        .card_territory(**c)
                        .is_some_and(|t| self.own.contains(t))
                })
                .count();
            let wilds = s
                .iter()
                .filter(|c| self.g.card_territory(**c).is_none())
                .count();
            self.g.set_worth(*s) as i32 + (bonus as i32) * 2 - wilds as i32 * 3
        })
    }

    fn attack(&self) -> Option<Action> {
        let g = self.g;
        let need_card = !g.conquered_this_turn();
        let mut choice: Option<(f64, TerritoryId, TerritoryId)> = None;
        for from in g.attack_sources(self.me).iter() {
            for to in g.attack_targets(from).iter() {
                let p = win_chance(g.armies(from), g.armies(to));
                let good = p >= 0.7 || (need_card && p >= 0.5 && g.armies(from) > 3);
                if !good {
                    continue;
                }
                let score = p * 10.0 + self.target_value(to);
                if choice.is_none_or(|c| score > c.0) {
                    choice = Some((score, from, to));
                }
            }
        }
        choice.map(|(_, from, to)| Action::blitz(from, to))
    }

    /// How much taking `to` is worth beyond the card: continents, broken bonuses, eliminations.
    fn target_value(&self, to: TerritoryId) -> f64 {
        let g = self.g;
        let owner = g.owner(to).expect("owned");
        let c = g.map().continent(g.map().territory(to).continent);
        let mut v = 0.0;
        if self.in_target(to) {
            v += 6.0;
            if c.territories.minus(self.own).len() == 1 {
                v += 4.0 + c.bonus as f64;
            }
        }
        if c.territories.is_subset(g.territories_of(owner)) {
            v += 3.0 + c.bonus as f64;
        }
        let left = g.territories_of(owner).len();
        if left <= 3 {
            v += 4.0 * g.hand_size(owner) as f64 + (4 - left) as f64 * 3.0;
        }
        v + self.goal_value(to)
    }

    fn occupy(&self, from: TerritoryId, to: TerritoryId, min: u16, max: u16) -> u16 {
        let behind = self.threat(from).max(0.0);
        let ahead = self.g.attack_targets(to).len();
        if self.g.attack_targets(from).is_empty() || ahead > 0 && behind == 0.0 {
            return max;
        }
        if ahead == 0 {
            return min;
        }
        // Split: keep enough behind to face what borders `from`.
        let keep = (behind as u16).min(max - min);
        max - keep
    }

    fn fortify(&self) -> Action {
        let g = self.g;
        let front = borders(g, self.me);
        let idle = self.own.minus(front).iter().filter(|&t| g.armies(t) >= 2);
        let Some(from) = idle.max_by_key(|&t| g.armies(t)) else {
            return Action::End;
        };
        let dests = g.fortify_destinations(from);
        let pool: Set = if dests.intersect(front).is_empty() {
            dests
                .iter()
                .filter(|&t| !g.map().neighbours(t).intersect(front).is_empty())
                .collect()
        } else {
            dests.intersect(front)
        };
        match pool
            .iter()
            .max_by(|a, b| self.threat(*a).total_cmp(&self.threat(*b)))
        {
            Some(to) => Action::Fortify {
                from,
                to,
                armies: g.armies(from) - 1,
            },
            None => Action::End,
        }
    }
}
