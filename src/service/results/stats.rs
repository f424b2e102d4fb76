//! A server's standings: games played and won per player and preset, and a rating. Every game
//! that ends on the server counts once, when it ends (`records::record_end`); `/risk stats
//! [player]` shows the leaderboard or one player (`info::stats`).
//!
//! The rating is Weng-Lin's Bayesian approximation (Bradley-Terry, full pairing: the
//! `skillratings` crate's `weng_lin_multi_team`): a skill and an uncertainty per player, updated
//! from a ranking of any number of teams of any size, so one model serves free-for-all tables
//! of 2 to 6 players and Team RISK alike; it is TrueSkill's kind of model without its patents,
//! and the uncertainty shrinks as a player plays, so a newcomer's first games move their rating
//! more. A RISK game has one winner (a player, or a team) and no order among the others, so a
//! game is ranked winner first and everyone else tied second. Only people are rated (AI seats
//! and neutrals are left out); a game that ended without a winner counts as played but does
//! not change ratings.

use std::fmt::Write;

use serde::{Deserialize, Serialize};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use crate::i18n::Decimal;
use crate::service::table::session::Session;
use crate::service::values::keys::ChannelKey;

/// Games played and won.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub played: u32,
    pub won: u32,
}

/// One person's standing on a server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Standing {
    pub user: u64,
    /// The name they played under last.
    pub name: String,
    pub record: Record,
    /// Per preset, by name.
    pub presets: Vec<(String, Record)>,
    /// Weng-Lin skill (25 to start) and its uncertainty (25/3 to start).
    pub rating: f64,
    pub uncertainty: f64,
}

impl Standing {
    fn new(user: u64, name: &str) -> Standing {
        let r = WengLinRating::new();
        Standing {
            user,
            name: name.to_string(),
            record: Record::default(),
            presets: Vec::new(),
            rating: r.rating,
            uncertainty: r.uncertainty,
        }
    }

    /// What the leaderboard sorts by: the skill the player has with 99.7% confidence.
    pub fn conservative(&self) -> f64 {
        self.rating - 3.0 * self.uncertainty
    }
}

/// A server's standings.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Standings {
    pub players: Vec<Standing>,
    /// Finished games per preset, by name.
    pub presets: Vec<(String, u32)>,
    /// The games counted, as (channel, game number): each counts once.
    pub counted: Vec<(u64, u32)>,
}

/// One finished game, as the standings see it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    pub channel: u64,
    pub number: u32,
    pub preset: String,
    /// Each person's seat: (user, name, team, won). The team is the seat's side in Team RISK,
    /// its own seat otherwise; teammates share it.
    pub seats: Vec<(u64, String, usize, bool)>,
    /// Someone won (otherwise the table ended without a winner).
    pub decided: bool,
}

fn bump(list: &mut Vec<(String, Record)>, preset: &str, won: bool) {
    let i = match list.iter().position(|(p, _)| p == preset) {
        Some(i) => i,
        None => {
            list.push((preset.to_string(), Record::default()));
            list.len() - 1
        }
    };
    list[i].1.played += 1;
    list[i].1.won += u32::from(won);
}

impl Standings {
    fn index_of(&mut self, user: u64, name: &str) -> usize {
        match self.players.iter().position(|s| s.user == user) {
            Some(i) => {
                self.players[i].name = name.to_string();
                i
            }
            None => {
                self.players.push(Standing::new(user, name));
                self.players.len() - 1
            }
        }
    }

    /// Counts a finished game; `false` (and nothing changes) when it was counted already.
    pub fn record(&mut self, r: &GameResult) -> bool {
        let id = (r.channel, r.number);
        if self.counted.contains(&id) {
            return false;
        }
        self.counted.push(id);
        match self.presets.iter_mut().find(|(p, _)| *p == r.preset) {
            Some((_, n)) => *n += 1,
            None => self.presets.push((r.preset.clone(), 1)),
        }
        let idx: Vec<usize> = r
            .seats
            .iter()
            .map(|(u, name, _, _)| self.index_of(*u, name))
            .collect();
        for (&i, (_, _, _, won)) in idx.iter().zip(&r.seats) {
            let s = &mut self.players[i];
            s.record.played += 1;
            s.record.won += u32::from(*won);
            bump(&mut s.presets, &r.preset, *won);
        }
        if r.decided {
            self.rate(r, &idx);
        }
        true
    }

    /// Updates the ratings: the winning team ranked first, every other team tied second.
    fn rate(&mut self, r: &GameResult, idx: &[usize]) {
        let mut teams: Vec<(usize, bool, Vec<usize>)> = Vec::new();
        for (&i, (_, _, team, won)) in idx.iter().zip(&r.seats) {
            match teams.iter_mut().find(|t| t.0 == *team) {
                Some(t) => t.2.push(i),
                None => teams.push((*team, *won, vec![i])),
            }
        }
        if teams.len() < 2 {
            // One person (or one side) among AIs: nobody to be rated against.
            return;
        }
        let ratings: Vec<Vec<WengLinRating>> = teams
            .iter()
            .map(|t| {
                t.2.iter()
                    .map(|&i| WengLinRating {
                        rating: self.players[i].rating,
                        uncertainty: self.players[i].uncertainty,
                    })
                    .collect()
            })
            .collect();
        let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(&ratings)
            .map(|(t, r)| (r.as_slice(), MultiTeamOutcome::new(if t.1 { 1 } else { 2 })))
            .collect();
        let new = weng_lin_multi_team(&input, &WengLinConfig::new());
        for (t, team) in teams.iter().zip(new) {
            for (&i, r) in t.2.iter().zip(team) {
                self.players[i].rating = r.rating;
                self.players[i].uncertainty = r.uncertainty;
            }
        }
    }

    /// Players from first to last: by conservative rating, then games won.
    pub fn leaderboard(&self) -> Vec<&Standing> {
        let mut v: Vec<&Standing> = self.players.iter().collect();
        v.sort_by(|a, b| {
            b.conservative()
                .total_cmp(&a.conservative())
                .then(b.record.won.cmp(&a.record.won))
                .then(a.name.cmp(&b.name))
        });
        v
    }

    fn games(&self) -> u32 {
        self.presets.iter().map(|p| p.1).sum()
    }

    /// `/risk stats`: the server's games by preset and the top of the leaderboard.
    pub fn board_text(&self, top: usize) -> String {
        if self.counted.is_empty() {
            return crate::t!("hist-standings-empty");
        }
        let presets: Vec<String> = self
            .presets
            .iter()
            .map(|(p, n)| format!("{p} {n}"))
            .collect();
        let mut t = crate::t!(
            "hist-standings-title",
            count = self.games(),
            presets = presets.join(", ")
        );
        t.push('\n');
        let _ = writeln!(t, "{}", crate::t!("hist-standings-rated"));
        for (i, s) in self.leaderboard().into_iter().take(top).enumerate() {
            let _ = writeln!(
                t,
                "{}",
                crate::t!(
                    "hist-standings-line",
                    rank = i + 1,
                    name = crate::i18n::markup::name(&s.name),
                    rating = Decimal::fixed(s.rating, 1),
                    uncertainty = Decimal::fixed(s.uncertainty, 1),
                    won = s.record.won,
                    played = s.record.played
                )
            );
        }
        if self.players.len() > top {
            let _ = writeln!(
                t,
                "{}",
                crate::t!("hist-standings-more", count = self.players.len() - top)
            );
        }
        t.trim_end().to_string()
    }

    /// `/risk stats player`: one player's games by preset, rating and rank.
    pub fn player_text(&self, s: &Standing) -> String {
        let rank = self
            .leaderboard()
            .iter()
            .position(|x| x.user == s.user)
            .map_or(0, |i| i + 1);
        let pct = |r: &Record| crate::i18n::percent(f64::from(r.won) / f64::from(r.played.max(1)));
        let mut t = crate::t!(
            "hist-player-standing",
            name = crate::i18n::markup::name(&s.name),
            won = s.record.won,
            played = s.record.played,
            share = pct(&s.record),
            rating = Decimal::fixed(s.rating, 1),
            uncertainty = Decimal::fixed(s.uncertainty, 1),
            rank = rank,
            players = self.players.len()
        );
        t.push('\n');
        for (p, r) in &s.presets {
            let _ = writeln!(
                t,
                "{}",
                crate::t!(
                    "hist-player-preset",
                    preset = p.as_str(),
                    won = r.won,
                    played = r.played,
                    share = pct(r)
                )
            );
        }
        t.trim_end().to_string()
    }
}

/// The result of `s`'s game, which is over.
pub(crate) fn result_of(ch: ChannelKey, s: &Session) -> Option<GameResult> {
    let g = s.game.as_ref().filter(|g| g.is_over())?;
    let winner = g.winner();
    // A side is named by its first seat: teammates share it (Team RISK), others have their own.
    let team = |p: crate::engine::PlayerId| {
        g.players()
            .find(|&q| g.same_side(p, q))
            .map_or(p.index(), |q| q.index())
    };
    let seats = g
        .players()
        .filter(|&p| !g.is_neutral(p))
        .filter_map(|p| {
            let seat = &s.seats[p.index()];
            // A seat the AI plays for good still counts for the person who sat there: who
            // surrendered it, or was kicked from it (the AI plays it under their user).
            let user = seat.user.or(seat.left_by)?;
            let won = winner.is_some_and(|w| team(w) == team(p));
            Some((user.0, seat.name.clone(), team(p), won))
        })
        .collect();
    Some(GameResult {
        channel: ch.0,
        number: s.number,
        preset: s.preset.clone(),
        seats,
        decided: winner.is_some(),
    })
}
