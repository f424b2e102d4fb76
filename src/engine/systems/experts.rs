//! The experts' variations (002): the army cap per territory, the re-roll with a card showing
//! a territory of the battle, the Commander's 6, and several fortify moves.

use crate::engine::error::RuleViolation as V;
use crate::engine::event::{Event, Log, Reroll, Roll};
use crate::engine::game::{Game, Phase, MAX_ARMIES};
use crate::engine::ids::{CardId, TerritoryId};
use crate::engine::rules::RerollDie;
use crate::engine::turn::Roller;

impl Game {
    /// The first card in the attacker's hand showing either territory of the battle.
    pub(in crate::engine) fn reroll_card(
        &self,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Option<CardId> {
        self.seats[self.current.index()]
            .hand
            .iter()
            .copied()
            .find(|&c| matches!(self.card_territory(c), Some(t) if t == from || t == to))
    }

    /// Whether the Commander's 6 can still be used this turn (experts' variation).
    pub fn commander_available(&self) -> bool {
        self.rules.commander && !self.this_turn.commander_used
    }

    /// The most armies one territory may hold: the experts' army cap, or `MAX_ARMIES`.
    pub fn army_limit(&self) -> u16 {
        self.rules.army_cap.unwrap_or(MAX_ARMIES)
    }

    /// How many more armies `t` may hold (under the experts' army cap, or `MAX_ARMIES`),
    /// counting its holder's hidden placements (a simultaneous placement).
    pub fn room(&self, t: TerritoryId) -> u16 {
        let hidden = self.hidden.get(t.index()).copied().unwrap_or(0);
        self.army_limit()
            .saturating_sub(self.armies[t.index()])
            .saturating_sub(hidden)
    }

    /// Fortify moves made this turn.
    pub fn fortifies_this_turn(&self) -> u8 {
        self.this_turn.fortifies
    }

    /// Refuses putting `armies` more on `t` beyond the most one territory may hold (the experts'
    /// army cap, or `MAX_ARMIES`).
    pub(in crate::engine) fn check_room(&self, t: TerritoryId, armies: u16) -> Result<(), V> {
        if armies > self.room(t) {
            return Err(V::ArmyCap {
                territory: t,
                room: self.room(t),
                cap: self.army_limit(),
            });
        }
        Ok(())
    }

    /// Experts' army cap (002): reinforcements that no territory of the player's can hold
    /// any more are lost, and the turn moves on to attacking.
    pub(in crate::engine) fn lose_unplaceable(&mut self, events: &mut impl Log) {
        let Phase::Reinforce { armies, .. } = self.phase else {
            return;
        };
        let p = self.current;
        let full = |g: &Game| g.seats[p.index()].owned.iter().all(|t| g.room(t) == 0);
        if armies == 0 || self.must_trade() || !full(self) {
            return;
        }
        events.log(|| Event::ArmiesLost { player: p, armies });
        self.reinforced(events);
    }

    /// 002 experts, in a battle: the re-roll with a card showing either territory (for the
    /// attacker, on the die whose re-roll has the best expected result, only when that helps),
    /// then the Commander's 6 if asked for and it changes the result.
    pub(in crate::engine) fn experts_dice(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        (attacker, defender): (&mut Roll, &mut Roll),
        commander: bool,
        roller: &mut Roller,
    ) -> (Option<Reroll>, Option<u8>) {
        let card = self
            .rules
            .reroll
            .then(|| self.reroll_card(from, to))
            .flatten();
        let mut reroll = None;
        // Only with a card in hand is the re-roll worth weighing.
        let any = self.rules.reroll_die == RerollDie::Any;
        let choice =
            card.and_then(|c| Some((c, best_reroll(attacker.faces(), defender.faces(), any)?)));
        if let Some((card, (on_defender, i))) = choice {
            let side = if on_defender {
                &mut *defender
            } else {
                &mut *attacker
            };
            let n = side.count;
            let before = side.faces[i];
            let after = self.roll(1, roller).faces[0];
            side.faces[i] = after;
            side.faces[..n as usize].sort_unstable_by(|x, y| y.cmp(x));
            reroll = Some(Reroll {
                card,
                before,
                after,
                defender: on_defender,
            });
        }
        let commander = if commander {
            best_commander(attacker.faces(), defender.faces()).map(|i| {
                let before = attacker.faces[i];
                attacker.faces[i] = 6;
                let a = attacker.count;
                attacker.faces[..a as usize].sort_unstable_by(|x, y| y.cmp(x));
                self.this_turn.commander_used = true;
                before
            })
        } else {
            None
        };
        (reroll, commander)
    }
}

/// Armies lost by attacker and defender when the sorted faces are compared pairwise.
pub(in crate::engine) fn losses(attacker: &[u8], defender: &[u8]) -> (u16, u16) {
    let won = attacker.iter().zip(defender).filter(|(a, d)| a > d).count() as u16;
    let pairs = attacker.len().min(defender.len()) as u16;
    (pairs - won, won)
}

/// Defender losses minus attacker losses: what the attacker wants to maximise.
pub(in crate::engine) fn net(attacker: &[u8], defender: &[u8]) -> i32 {
    let (a, d) = losses(attacker, defender);
    d as i32 - a as i32
}

pub(in crate::engine) fn with_face(attacker: &[u8], i: usize, face: u8) -> Vec<u8> {
    let mut v = attacker.to_vec();
    v[i] = face;
    v.sort_unstable_by(|x, y| y.cmp(x));
    v
}

/// The die whose re-roll has the best expected result for the attacker, if any re-roll helps:
/// (on the defender's side, index). With `any`, the defender's dice are weighed too; on equal
/// gains the attacker's own die is preferred.
pub(in crate::engine) fn best_reroll(
    attacker: &[u8],
    defender: &[u8],
    any: bool,
) -> Option<(bool, usize)> {
    let now = 6 * net(attacker, defender);
    let own = (0..attacker.len()).map(|i| {
        let total: i32 = (1..=6)
            .map(|f| net(&with_face(attacker, i, f), defender))
            .sum();
        (total - now, false, i)
    });
    let theirs = (0..defender.len()).filter(|_| any).map(|i| {
        let total: i32 = (1..=6)
            .map(|f| net(attacker, &with_face(defender, i, f)))
            .sum();
        (total - now, true, i)
    });
    own.chain(theirs)
        .filter(|&(gain, _, _)| gain > 0)
        .max_by_key(|&(gain, side, i)| (gain, std::cmp::Reverse(side), std::cmp::Reverse(i)))
        .map(|(_, side, i)| (side, i))
}

/// The attacker's die that turned to a 6 improves the battle most, if any.
pub(in crate::engine) fn best_commander(attacker: &[u8], defender: &[u8]) -> Option<usize> {
    let now = net(attacker, defender);
    (0..attacker.len())
        .map(|i| (net(&with_face(attacker, i, 6), defender) - now, i))
        .filter(|&(gain, _)| gain > 0)
        .max_by_key(|&(gain, i)| (gain, std::cmp::Reverse(i)))
        .map(|(_, i)| i)
}

#[cfg(test)]
mod tests {
    use super::best_reroll;

    #[test]
    pub(in crate::engine) fn the_reroll_weighs_the_defenders_dice_only_with_any_die() {
        // 002_f99279de19c195a0.txt, Advantage when attacking: "re-roll any one die". 6 1 against
        // 6 5: the defender's 6 is the better re-roll; with `RerollDie::Own` the attacker's 1.
        assert_eq!(best_reroll(&[6, 1], &[6, 5], true), Some((true, 0)));
        assert_eq!(best_reroll(&[6, 1], &[6, 5], false), Some((false, 1)));
        // Nothing to gain: no re-roll.
        assert_eq!(best_reroll(&[6, 6], &[1, 1], true), None);
    }
}
