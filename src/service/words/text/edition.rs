//! The cities-and-capitals edition's lines of the board (000): cities, capitals, Rewards,
//! Airfields and Objectives, all public, as one reader's `View` shows their holders.

use std::fmt::Write;

use super::goals::{objective, reward};
use super::phrases::place;
use crate::engine::{Game, TerritoryId, Victory, View};
use crate::service::table::session::Session;
use crate::t;

/// Who holds `t` for `v`'s reader: a name, "" while unclaimed, "unseen" under the fog.
pub(super) fn holder_name(s: &Session, g: &Game, v: &View, t: TerritoryId) -> String {
    if v.sees_owner(t) {
        g.owner(t).map(|o| s.name(o)).unwrap_or_default()
    } else {
        t!("text-unseen")
    }
}

/// The cities-and-capitals edition (000): cities, capitals and Objectives, all public.
pub(super) fn edition_lines(s: &Session, g: &Game, v: &View, t: &mut String) {
    if !g.cities().is_empty() {
        let list: Vec<String> = g
            .cities()
            .iter()
            .map(|c| {
                t!(
                    "text-city",
                    territory = place(g, c),
                    holder = holder_name(s, g, v, c)
                )
            })
            .collect();
        let _ = writeln!(t, "{}", t!("text-cities", cities = list.join(", ")));
    }
    let capitals: Vec<String> = g
        .players()
        .filter_map(|p| {
            g.capital_of(p).map(|c| {
                // Under fog, where a capital lies only where the reader sees (as its placing).
                if !v.sees_place_of(p, c) {
                    return t!("text-fog-hq-unseen", player = s.name(p));
                }
                let holder = holder_name(s, g, v, c);
                t!(
                    "text-capital",
                    player = s.name(p),
                    territory = place(g, c),
                    holder = holder
                )
            })
        })
        .collect();
    if !capitals.is_empty() {
        let _ = writeln!(
            t,
            "{}",
            t!("text-capitals", capitals = crate::i18n::joined(&capitals))
        );
    }
    if g.rules().objectives != crate::engine::rules::Objectives::None {
        let needed = match g.rules().victory {
            Victory::Objectives { needed } => t!("text-objectives-win", needed = needed),
            _ => t!("text-objectives-rewards-only"),
        };
        let open: Vec<String> = g
            .objectives_open()
            .iter()
            .zip(g.objective_rewards().iter().chain(std::iter::repeat(&None)))
            .map(|(o, r)| match r {
                Some(r) => t!(
                    "text-objective-reward",
                    objective = objective(g, o),
                    reward = reward(*r)
                ),
                None => objective(g, o),
            })
            .collect();
        let held: Vec<String> = g
            .players()
            .filter(|&p| !g.objectives_of(p).is_empty())
            .map(|p| {
                t!(
                    "text-objectives-held",
                    player = s.name(p),
                    count = g.objectives_of(p).len()
                )
            })
            .collect();
        let rewards: Vec<String> = g
            .players()
            .filter(|&p| !g.rewards_of(p).is_empty())
            .map(|p| {
                let names: Vec<String> = g.rewards_of(p).iter().map(|r| reward(*r)).collect();
                t!(
                    "text-rewards-held",
                    player = s.name(p),
                    rewards = names.join(" + ")
                )
            })
            .collect();
        if !rewards.is_empty() {
            let _ = writeln!(
                t,
                "{}",
                t!("text-rewards", rewards = crate::i18n::joined(&rewards))
            );
        }
        if !g.airfields().is_empty() {
            let list: Vec<String> = g
                .airfields()
                .iter()
                .map(|&(p, a)| match v.sees_owner(a) {
                    true => t!("text-airfield", territory = place(g, a), player = s.name(p)),
                    false => t!("text-airfield-unseen", territory = place(g, a)),
                })
                .collect();
            let _ = writeln!(t, "{}", t!("text-airfields", airfields = list.join(", ")));
        }
        let open = match open.is_empty() {
            true => t!("text-none"),
            false => open.join(", "),
        };
        let held = match held.is_empty() {
            true => t!("text-none"),
            false => held.join(", "),
        };
        let _ = writeln!(
            t,
            "{}",
            t!("text-objectives", needed = needed, open = open, held = held)
        );
    }
}
