//! The board as a computer player may know it under fog: the AI decides on a copy of the game
//! in which everything its seat cannot see is replaced by a stand-in made only from what it
//! sees, so that two boards differing only where it cannot see give it the same copy (and the
//! same decision).
//!
//! - A territory it sees in full (`Sight::All`) is as it is.
//! - A territory whose owner it sees but not its armies (`Sight::Owner`) keeps its owner and
//!   gets the estimate.
//! - A territory it sees nothing of (`Sight::Nothing`) is held by the stand-in opponent with
//!   the estimate.
//!
//! The estimate is the average army count (rounded up, at least 1) of the territories of
//! other sides whose armies the seat sees, or of its side's own when it sees none (at `dark`):
//! it expects its enemies to be about as strong as what it last looked at. The stand-in
//! opponent is the first seat after it in turn order that is still playing, not on its side
//! and not a neutral army (else the first such neutral army): who plays and who is out is
//! public.

use std::borrow::Cow;

use super::fog::{Reader, Sight};
use super::game::Game;
use super::ids::PlayerId;

impl Game {
    /// The game as seat `me` may know it (see the module's comment); the game itself when
    /// nothing is fogged. Only for deciding: the copy is no game to apply moves to.
    pub fn as_seen_by(&self, me: PlayerId) -> Cow<'_, Game> {
        if !self.is_fogged() || me.index() >= self.player_count() {
            return Cow::Borrowed(self);
        }
        // The seat itself, even a withdrawn one playing on passively: it knows its own.
        let view = self.view(Reader::Seat(me));
        let side = self.friendly(me);
        let all = self.map.all();
        let counted = |t| view.sight(t) == Sight::All && self.owner(t).is_some();
        let seen_enemy: Vec<u32> = all
            .iter()
            .filter(|&t| counted(t) && !side.contains(t))
            .map(|t| u32::from(self.armies(t)))
            .collect();
        let sample: Vec<u32> = if seen_enemy.is_empty() {
            side.iter().map(|t| u32::from(self.armies(t))).collect()
        } else {
            seen_enemy
        };
        let estimate = match sample.len() as u32 {
            0 => 1,
            n => sample.iter().sum::<u32>().div_ceil(n).max(1),
        }
        .min(u32::from(super::game::MAX_ARMIES)) as u16;
        let live = |q: PlayerId| !self.is_eliminated(q) && !self.same_side(me, q);
        let stand_in = self
            .players_after(me)
            .find(|&q| live(q) && !self.is_neutral(q))
            .or_else(|| self.players_after(me).find(|&q| live(q)));
        let mut g = self.clone();
        for t in all.iter() {
            let owner = match (view.sight(t), self.owner(t)) {
                (Sight::All, _) | (_, None) => continue,
                (Sight::Owner, Some(o)) => o,
                (Sight::Nothing, Some(o)) => stand_in.unwrap_or(o),
            };
            if g.owner(t) != Some(owner) {
                g.set_owner(t, owner);
            }
            g.armies[t.index()] = estimate;
            if let Some(units) = g.units.get_mut(t.index()) {
                units.iter_mut().for_each(|u| *u = 0);
                units[owner.index()] = estimate;
            }
        }
        Cow::Owned(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Fog, Lobby, Rules, Setup};

    fn game(fog: Fog) -> Game {
        let mut rules = Rules::classic();
        rules.setup = Setup::Deal;
        rules.fog = fog;
        Lobby::new(rules, 3, 11).start().unwrap().0
    }

    #[test]
    fn without_fog_the_ai_sees_the_game_itself() {
        let g = game(Fog::Off);
        assert!(matches!(g.as_seen_by(PlayerId(0)), Cow::Borrowed(_)));
    }

    #[test]
    fn what_a_seat_sees_stays_and_the_rest_is_the_stand_in() {
        for fog in [Fog::Light, Fog::Standard, Fog::Dark] {
            let g = game(fog);
            let me = PlayerId(0);
            let view = g.view(Reader::Seat(me));
            let seen = g.as_seen_by(me);
            let mut stand_ins = Vec::new();
            for t in g.map().all().iter() {
                match view.sight(t) {
                    Sight::All => {
                        assert_eq!(seen.owner(t), g.owner(t));
                        assert_eq!(seen.armies(t), g.armies(t));
                    }
                    Sight::Owner => {
                        assert_eq!(seen.owner(t), g.owner(t));
                        stand_ins.push(seen.armies(t));
                    }
                    Sight::Nothing => {
                        assert_eq!(seen.owner(t), Some(PlayerId(1)), "{fog:?}");
                        stand_ins.push(seen.armies(t));
                    }
                }
            }
            assert!(!stand_ins.is_empty(), "{fog:?} hides something");
            assert!(stand_ins.iter().all(|&a| a == stand_ins[0] && a >= 1));
            seen.check_invariants().unwrap();
        }
    }

    /// `g` with everything `me` cannot see changed, drawn from `rng`: the armies of the
    /// territories it sees only the owner of, and owner and armies of the ones it sees nothing
    /// of (held by any other side still playing).
    fn reshuffled(g: &Game, me: PlayerId, rng: &mut impl rand::Rng) -> Game {
        let view = g.view(Reader::Seat(me));
        let others: Vec<PlayerId> = g
            .players()
            .filter(|&q| !g.is_eliminated(q) && !g.same_side(me, q))
            .collect();
        let mut b = g.clone();
        for t in g.map().all().iter() {
            let Some(owner) = g.owner(t) else { continue };
            let owner = match view.sight(t) {
                Sight::All => continue,
                Sight::Owner => owner,
                Sight::Nothing => others[rng.random_range(0..others.len())],
            };
            b.set_owner(t, owner);
            let armies = rng.random_range(1..=25);
            b.armies[t.index()] = armies;
            if let Some(units) = b.units.get_mut(t.index()) {
                units.iter_mut().for_each(|u| *u = 0);
                units[owner.index()] = armies;
            }
        }
        assert_eq!(b.view(Reader::Seat(me)), view, "only the unseen changed");
        b
    }

    /// Two boards that differ only where an AI seat cannot see make every AI level choose the
    /// same action, at each fog level, in games of every preset played some way in (the seats
    /// play as the levels would, in turn).
    #[test]
    fn what_an_ai_cannot_see_does_not_change_what_it_does() {
        use crate::ai::AiLevel;
        use crate::engine::rules::PRESETS;
        use rand::SeedableRng;
        use rand_chacha::ChaCha8Rng;
        let kinds = [
            AiLevel::Random,
            AiLevel::Basic,
            AiLevel::Strong,
            AiLevel::Passive,
        ];
        let mut compared = 0;
        for (i, preset) in PRESETS.iter().enumerate() {
            for fog in [Fog::Light, Fog::Standard, Fog::Dark] {
                let mut rules = (preset.rules)();
                rules.fog = fog;
                let seats = rules.min_players.max(3).min(rules.max_players);
                let (mut g, _) = Lobby::new(rules, seats, 40 + i as u64).start().unwrap();
                let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
                for step in 0..160u64 {
                    if g.is_over() {
                        break;
                    }
                    if g.placing_simultaneously() {
                        for p in g.still_placing() {
                            for a in g.rest_on_borders(p) {
                                g.apply(p, a).unwrap();
                            }
                        }
                        continue;
                    }
                    let me = g.current();
                    let seen = g.as_seen_by(me);
                    let neutral_blind = seen.phase() == &crate::engine::Phase::PlaceSetup
                        && seen.setup_quota().0 == 0
                        && !seen.players().any(|q| seen.neutral_owed(q));
                    if !neutral_blind {
                        let other = reshuffled(&g, me, &mut rng);
                        for kind in kinds {
                            let a = kind.act(&g, me, &mut ChaCha8Rng::seed_from_u64(step));
                            let b = kind.act(&other, me, &mut ChaCha8Rng::seed_from_u64(step));
                            assert_eq!(a, b, "{} {fog:?} {kind:?} step {step}", preset.name);
                            compared += 1;
                        }
                    }
                    let kind = kinds[me.index() % 3];
                    let action = kind.act(&g, me, &mut rng);
                    if g.apply(me, action).is_err() {
                        g.apply(me, crate::engine::Action::End).unwrap();
                    }
                }
            }
        }
        assert!(compared > 10_000, "{compared} decisions compared");
    }

    /// The levels still finish fogged games, every move they choose legal on the board (no
    /// stand-in leads one astray into a refused move).
    #[test]
    fn fogged_games_end_and_every_ai_move_is_legal() {
        use crate::ai::AiLevel;
        use crate::engine::rules::PRESETS;
        use rand::SeedableRng;
        use rand_chacha::ChaCha8Rng;
        let kinds = [AiLevel::Random, AiLevel::Basic, AiLevel::Strong];
        for (i, preset) in PRESETS.iter().enumerate() {
            for fog in [Fog::Light, Fog::Standard, Fog::Dark] {
                let mut rules = (preset.rules)();
                rules.fog = fog;
                let seats = rules.min_players.max(3).min(rules.max_players);
                let (mut g, _) = Lobby::new(rules, seats, 7 + i as u64).start().unwrap();
                let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
                let mut refused = Vec::new();
                while !g.is_over() && g.turn() < 400 {
                    if g.placing_simultaneously() {
                        for p in g.still_placing() {
                            for a in g.rest_on_borders(p) {
                                g.apply(p, a).unwrap();
                            }
                        }
                        continue;
                    }
                    let me = g.current();
                    let action = kinds[me.index() % 3].act(&g, me, &mut rng);
                    if let Err(v) = g.apply(me, action) {
                        refused.push(format!("{action:?}: {v:?}"));
                        g.apply(me, crate::engine::Action::End).unwrap();
                    }
                }
                assert!(refused.is_empty(), "{} {fog:?}: {refused:?}", preset.name);
                assert!(g.is_over(), "{} {fog:?} still on at turn 400", preset.name);
            }
        }
    }
}
