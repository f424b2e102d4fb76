//! The recap of a finished game, posted when it ends: a chart of territories and armies per
//! player over the rounds, key moments (largest battle, longest blitz, biggest comeback), a luck
//! index per player (armies lost against the exact expectation of every roll), dice rolled and
//! the game's length. Everything is read off the game's replay from its revealed seed
//! (`fair::replay`), so the recap needs no more than the steps the log keeps.

use std::fmt::Write;

use super::fair::{self, Act, GameFile, Mismatch, Step};
use crate::engine::odds::roll_expectation;
use crate::engine::{Action, AttackMode, Event, Game, PlayerId};
use crate::render::chart::{Chart, ChartSeries};
use crate::render::{NEUTRAL, PALETTE};
use crate::t;

/// One attack action: who, where, how many rolls and losses.
#[derive(Clone, Debug, PartialEq)]
pub struct Fight {
    /// The round it was fought in.
    pub round: u32,
    pub attacker: PlayerId,
    pub defender: Option<PlayerId>,
    pub from: crate::i18n::names::Place,
    pub to: crate::i18n::names::Place,
    pub blitz: bool,
    pub rolls: u32,
    pub attacker_losses: u32,
    pub defender_losses: u32,
}

/// A player's luck: armies lost in battles (attacking and defending) against the expectation
/// of the exact odds of every roll (re-rolls, the Commander's 6 and bonus dice left out).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Luck {
    pub lost: u32,
    pub expected: f64,
    pub rolls: u32,
}

impl Luck {
    /// Armies the dice saved this player (negative: cost them).
    pub fn index(&self) -> f64 {
        self.expected - self.lost as f64
    }
}

/// What the recap is made of, gathered step by step.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub names: Vec<String>,
    /// Per seat: `None` for neutral seats (left out of luck and comebacks).
    pub colors: Vec<Option<&'static str>>,
    /// (round, per seat (territories, armies)), one sample per round: the position at its end.
    pub samples: Vec<(u32, Vec<(u32, u32)>)>,
    pub fights: Vec<Fight>,
    pub luck: Vec<Luck>,
    pub dice: usize,
    pub moves: usize,
}

impl Tally {
    pub fn new(names: Vec<String>) -> Tally {
        Tally {
            luck: vec![Luck::default(); names.len()],
            names,
            ..Tally::default()
        }
    }

    /// Counts one step of the replay: `g` is the game after it.
    pub fn step(&mut self, g: &Game, step: &Step, events: &[Event]) {
        if self.colors.is_empty() {
            self.colors = g
                .players()
                .map(|p| {
                    (!g.is_neutral(p)).then(|| PALETTE[g.color_of(p) as usize % PALETTE.len()].1)
                })
                .collect();
            self.luck.resize(g.player_count(), Luck::default());
        }
        self.dice += step.dice.len();
        if let Act::Play { player, action } = &step.act {
            self.moves += 1;
            self.battles(g.round(), PlayerId(*player), action, events, |t| {
                crate::i18n::names::place(g.map(), t)
            });
        }
        if g.round() >= 1 {
            let at: Vec<(u32, u32)> = g
                .players()
                .map(|p| (g.territories_of(p).len() as u32, g.total_armies(p)))
                .collect();
            match self.samples.last_mut() {
                Some(last) if last.0 == g.round() => last.1 = at,
                _ => self.samples.push((g.round(), at)),
            }
        }
    }

    /// Counts the battles of one action by `player` (the luck index and the fights).
    pub fn battles(
        &mut self,
        round: u32,
        player: PlayerId,
        action: &Action,
        events: &[Event],
        name: impl Fn(crate::engine::TerritoryId) -> crate::i18n::names::Place,
    ) {
        let Action::Attack { from, to, mode, .. } = *action else {
            return;
        };
        let mut fight = Fight {
            round,
            attacker: player,
            defender: None,
            from: name(from),
            to: name(to),
            blitz: matches!(mode, AttackMode::Blitz { .. }),
            rolls: 0,
            attacker_losses: 0,
            defender_losses: 0,
        };
        for e in events {
            let Event::Battle {
                attacker,
                defender,
                attacker_losses,
                defender_losses,
                reroll,
                commander,
                bonus,
                after,
                ..
            } = e
            else {
                continue;
            };
            fight.rolls += 1;
            fight.attacker_losses += u32::from(*attacker_losses);
            fight.defender_losses += u32::from(*defender_losses);
            let holder = after.map(|a| a.holder);
            fight.defender = fight.defender.or(holder);
            let plain = reroll.is_none() && commander.is_none() && bonus.is_none();
            let Some((ea, ed)) = roll_expectation(attacker.count, defender.count) else {
                continue;
            };
            if !plain {
                continue;
            }
            let mut add = |p: PlayerId, lost: u16, expected: f64| {
                if let Some(l) = self.luck.get_mut(p.index()) {
                    l.lost += u32::from(lost);
                    l.expected += expected;
                    l.rolls += 1;
                }
            };
            add(player, *attacker_losses, ea);
            if let Some(h) = holder {
                add(h, *defender_losses, ed);
            }
        }
        if fight.rolls > 0 {
            self.fights.push(fight);
        }
    }

    /// Seat `p`'s name as placed in the text written now.
    fn name(&self, p: PlayerId) -> String {
        crate::i18n::markup::name(self.names.get(p.index()).map_or("?", String::as_str))
    }

    fn playing(&self) -> impl Iterator<Item = PlayerId> + '_ {
        (0..self.colors.len())
            .filter(|i| self.colors[*i].is_some())
            .map(|i| PlayerId(i as u8))
    }

    /// The attack with the most armies lost on both sides.
    pub fn largest_battle(&self) -> Option<&Fight> {
        self.fights
            .iter()
            .rev()
            .max_by_key(|f| f.attacker_losses + f.defender_losses)
    }

    /// The blitz with the most rolls.
    pub fn longest_blitz(&self) -> Option<&Fight> {
        self.fights
            .iter()
            .rev()
            .filter(|f| f.blitz)
            .max_by_key(|f| f.rolls)
    }

    /// The largest rise in territories from a point where a player held the fewest of those
    /// still in (after the first round: the deal is no comeback) to a later high:
    /// (player, low, its round, high, its round).
    pub fn biggest_comeback(&self) -> Option<(PlayerId, u32, u32, u32, u32)> {
        let mut best: Option<(PlayerId, u32, u32, u32, u32)> = None;
        for p in self.playing() {
            let mut low: Option<(u32, u32)> = None;
            for (round, at) in &self.samples {
                let t = at.get(p.index()).map_or(0, |x| x.0);
                if t == 0 {
                    // Eliminated: no comeback from there.
                    break;
                }
                let last = self
                    .playing()
                    .filter_map(|q| at.get(q.index()).map(|x| x.0))
                    .filter(|&x| x > 0)
                    .all(|x| x >= t);
                if *round > 1 && last && low.is_none_or(|(lt, _)| t < lt) {
                    low = Some((t, *round));
                    continue;
                }
                let Some((lt, lround)) = low else { continue };
                let rise = t.saturating_sub(lt);
                if rise > best.map_or(0, |b| b.3 - b.1) {
                    best = Some((p, lt, lround, t, *round));
                }
            }
        }
        best
    }

    /// The chart: territories and armies per player, one point per round.
    pub fn chart(&self, title: &str) -> Chart {
        let series = (0..self.colors.len())
            .map(|i| ChartSeries {
                // Drawn and described as plain text, without direction overrides.
                name: crate::i18n::markup::clean(self.names.get(i).map_or("", String::as_str)),
                color: self.colors[i].unwrap_or(NEUTRAL),
                letter: if self.colors[i].is_some() {
                    (b'A' + i as u8 % 26) as char
                } else {
                    'N'
                },
                points: self
                    .samples
                    .iter()
                    .map(|(round, at)| {
                        let (t, a) = at.get(i).copied().unwrap_or_default();
                        (*round, t, a)
                    })
                    .collect(),
            })
            .collect();
        Chart {
            title: title.to_string(),
            series,
        }
    }

    fn fight_line(&self, f: &Fight) -> String {
        let (name, lost) = (self.name(f.attacker), f.attacker_losses + f.defender_losses);
        let mut line = if f.blitz {
            t!(
                "hist-fight-blitzed",
                round = f.round,
                attacker = name,
                from = &f.from,
                to = &f.to,
                lost = lost,
                count = f.rolls,
                attacker_lost = f.attacker_losses
            )
        } else {
            t!(
                "hist-fight-attacked",
                round = f.round,
                attacker = name,
                from = &f.from,
                to = &f.to,
                lost = lost,
                count = f.rolls,
                attacker_lost = f.attacker_losses
            )
        };
        if let Some(d) = f.defender {
            line.push_str(&t!(
                "hist-fight-defender",
                name = self.name(d),
                lost = f.defender_losses
            ));
        }
        line.push(')');
        line
    }

    /// The recap's text: one post, well under Discord's 2,000 characters.
    pub fn text(&self, g: &Game, number: u32, preset: &str, seconds: u64) -> String {
        let mut t = t!(
            "hist-recap-title",
            number = number,
            preset = preset,
            rounds = g.round(),
            turns = g.turn(),
            moves = self.moves,
            dice = self.dice,
            duration = duration(seconds)
        );
        t.push('\n');
        match g.winner() {
            Some(w) => {
                let how =
                    crate::service::words::text::victory(g, &|p| self.name(p)).unwrap_or_default();
                let _ = writeln!(t, "{}", t!("hist-winner", name = self.name(w), how = how));
            }
            None => {
                let _ = writeln!(t, "{}", t!("hist-no-winner"));
            }
        }
        if self.fights.is_empty() {
            // Nothing to tell of battles, comebacks or luck.
            t.push_str(&t!("hist-no-battle"));
            return t;
        }
        let _ = writeln!(t, "{}", t!("hist-key-moments"));
        let (largest, longest) = (self.largest_battle(), self.longest_blitz());
        if let Some(f) = largest {
            let line = self.fight_line(f);
            let _ = writeln!(
                t,
                "{}",
                if longest == Some(f) {
                    t!("hist-largest-and-longest", fight = line)
                } else {
                    t!("hist-largest", fight = line)
                }
            );
        }
        if let Some(f) = longest.filter(|f| largest != Some(*f)) {
            let _ = writeln!(t, "{}", t!("hist-longest", fight = self.fight_line(f)));
        }
        if let Some((p, low, lturn, high, hturn)) = self.biggest_comeback() {
            let _ = writeln!(
                t,
                "{}",
                t!(
                    "hist-comeback",
                    name = self.name(p),
                    low = low,
                    low_round = lturn,
                    high = high,
                    high_round = hturn
                )
            );
        }
        if self.biggest_comeback().is_none() {
            let _ = writeln!(t, "{}", t!("hist-no-comeback"));
        }
        let _ = writeln!(t, "{}", t!("hist-luck"));
        for p in self.playing() {
            let l = self.luck[p.index()];
            let _ = writeln!(
                t,
                "{}",
                t!(
                    "hist-luck-line",
                    name = self.name(p),
                    lost = l.lost,
                    expected = crate::i18n::Decimal::fixed(l.expected, 1),
                    count = l.rolls,
                    index = crate::i18n::numbers::signed(crate::i18n::Decimal::fixed(l.index(), 1))
                )
            );
        }
        t.trim_end().to_string()
    }
}

/// Days, hours and minutes, the two largest units.
fn duration(seconds: u64) -> String {
    let (d, h, m) = (seconds / 86_400, seconds / 3600 % 24, seconds / 60 % 60);
    match (d, h) {
        (0, 0) => t!("hist-minutes", minutes = m),
        (0, _) => t!("hist-hours-minutes", hours = h, minutes = m),
        _ => t!("hist-days-hours", days = d, hours = h),
    }
}

/// A finished game's recap: its text and its chart.
pub struct Recap {
    pub text: String,
    pub chart: Chart,
}

/// Replays `file` and makes its recap; `seconds` is how long the game took.
pub fn recap(file: &GameFile, seconds: u64) -> Result<Recap, Mismatch> {
    let mut tally = Tally::new(file.seats.clone());
    let (g, _) = fair::replay(file, |g, _, step, events| tally.step(g, step, events))?;
    let title = t!(
        "hist-chart-title",
        number = file.number,
        preset = file.preset.as_str()
    );
    Ok(Recap {
        text: tally.text(&g, file.number, &file.preset, seconds),
        chart: tally.chart(&title),
    })
}
