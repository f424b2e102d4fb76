//! Which territories and moves are worth offering, in what order: borders first, the best
//! attacks and fortify moves, blitz amounts, each attack with its chance.

use super::parts::{choice, fit, menu};
use crate::engine::{Game, PlayerId, TerritoryId, View};
use crate::i18n::names;
use crate::service::table::session::Session;
use crate::service::values::outcome::{Choice, Row, MAX_OPTIONS, MAX_OPTION_TEXT};
use crate::t;

/// Whether `t` has an enemy next to it (its holder's border).
pub(super) fn border(g: &Game, t: TerritoryId) -> bool {
    let owner = g.owner(t);
    g.map().neighbours(t).iter().any(|n| g.owner(n) != owner)
}

/// Territories of a set, borders first, then the most armies first.
pub(super) fn borders_first(
    g: &Game,
    ts: impl IntoIterator<Item = TerritoryId>,
) -> Vec<TerritoryId> {
    let mut v: Vec<TerritoryId> = ts.into_iter().collect();
    v.sort_by_key(|&t| (!border(g, t), std::cmp::Reverse(g.armies(t)), t.0));
    v
}

pub(super) fn territory_choice(g: &Game, t: TerritoryId) -> Choice {
    let armies = g.armies(t);
    named_choice(
        vec![names::territory(g.map(), t)],
        None,
        t.0.to_string(),
        |n| t!("cmp-territory", name = &n[0], armies = armies),
    )
}

/// An enemy territory as `view` shows it: its armies, or under fog "armies unknown".
pub(super) fn target_choice(g: &Game, view: &View, t: TerritoryId) -> Choice {
    target_choice_with(g, view, t, None)
}

/// `target_choice` followed by `chance`, the chance that a blitz takes it.
pub(super) fn target_choice_with(
    g: &Game,
    view: &View,
    t: TerritoryId,
    chance: Option<String>,
) -> Choice {
    let name = vec![names::territory(g.map(), t)];
    let value = t.0.to_string();
    match view.armies(g, t) {
        Some(armies) => named_choice(name, chance, value, |n| {
            t!("cmp-territory", name = &n[0], armies = armies)
        }),
        None => named_choice(name, chance, value, |n| {
            t!("cmp-territory-unknown", name = &n[0])
        }),
    }
}

/// A menu option naming territories: `make` writes its label from their `names`, followed by
/// `chance` when given; the names are clipped to fit, never the numbers.
pub(super) fn named_choice(
    names: Vec<String>,
    chance: Option<String>,
    value: String,
    make: impl Fn(&[String]) -> String,
) -> Choice {
    let label = fit(MAX_OPTION_TEXT, names, |n| match &chance {
        Some(c) => t!("cmp-option-chance", label = make(n), chance = c),
        None => make(n),
    });
    choice(label, value)
}

/// The attacks `p` may make now, the best odds first (at most 25): by what `view` shows (a
/// count it does not show counts as none).
pub(super) fn attack_pairs(g: &Game, view: &View, p: PlayerId) -> Vec<(TerritoryId, TerritoryId)> {
    let mut pairs: Vec<(TerritoryId, TerritoryId)> = g
        .attack_sources(p)
        .iter()
        .flat_map(|f| g.attack_targets(f).iter().map(move |t| (f, t)))
        .collect();
    pairs.sort_by_key(|&(f, t)| {
        (
            std::cmp::Reverse(g.armies(f) as i32 - view.armies(g, t).unwrap_or(0) as i32),
            f.0,
            t.0,
        )
    });
    pairs.truncate(MAX_OPTIONS);
    pairs
}

/// Fortify moves worth offering: from territories with armies to spare (those away from the
/// front first) to borders, at most 25.
pub(super) fn fortify_pairs(g: &Game, p: PlayerId) -> Vec<(TerritoryId, TerritoryId)> {
    let mut from: Vec<TerritoryId> = g
        .territories_of(p)
        .iter()
        .filter(|&t| g.armies(t) > 1)
        .collect();
    from.sort_by_key(|&t| (border(g, t), std::cmp::Reverse(g.armies(t)), t.0));
    let mut pairs = Vec::new();
    for f in from {
        for t in borders_first(g, g.fortify_destinations(f).iter()) {
            if g.room(t) > 0 && (border(g, t) || !border(g, f)) {
                pairs.push((f, t));
            }
        }
        if pairs.len() >= MAX_OPTIONS {
            break;
        }
    }
    pairs.truncate(MAX_OPTIONS);
    pairs
}

pub(super) fn fortify_menu(s: &Session, g: &Game, p: PlayerId) -> Option<Row> {
    let options = fortify_pairs(g, p)
        .into_iter()
        .map(|x| pair_choice(g, x))
        .collect();
    menu(s, p, "fo", t!("cmp-fortify-placeholder"), options)
}

pub(super) fn pair_choice(g: &Game, (f, t): (TerritoryId, TerritoryId)) -> Choice {
    pair_with(g, (f, t), Some(g.armies(t)), None)
}

/// A move or an attack as `view` shows it: "Kamchatka (5) → Ural (3)", or "→ Ural (armies
/// unknown)", followed by `chance` (that a blitz takes it) when given.
pub(super) fn attack_choice(
    g: &Game,
    view: &View,
    (f, t): (TerritoryId, TerritoryId),
    chance: Option<String>,
) -> Choice {
    pair_with(g, (f, t), view.armies(g, t), chance)
}

/// From `f` to `t` holding `to_armies` (`None`: unknown), followed by `chance` when given.
fn pair_with(
    g: &Game,
    (f, t): (TerritoryId, TerritoryId),
    to_armies: Option<u16>,
    chance: Option<String>,
) -> Choice {
    let names = vec![names::territory(g.map(), f), names::territory(g.map(), t)];
    let value = format!("{}-{}", f.0, t.0);
    let from_armies = g.armies(f);
    match to_armies {
        Some(to_armies) => named_choice(names, chance, value, |n| {
            t!(
                "cmp-pair",
                from = &n[0],
                from_armies = from_armies,
                to = &n[1],
                to_armies = to_armies
            )
        }),
        None => named_choice(names, chance, value, |n| {
            t!(
                "cmp-pair-unknown",
                from = &n[0],
                from_armies = from_armies,
                to = &n[1]
            )
        }),
    }
}

/// The chance (as "87.3%", "87,3 %": `i18n::percent`) that a blitz from `f` takes `t` before `f` is down to `keep`, by the
/// exact odds with the most dice on both sides; `None` for armies beyond what is cheap, or
/// that `view` does not show.
pub(super) fn chance(
    g: &Game,
    view: &View,
    f: TerritoryId,
    t: TerritoryId,
    keep: u16,
) -> Option<String> {
    const CHEAP: u16 = 200;
    let (a, d) = (g.armies(f), view.armies(g, t)?);
    (a <= CHEAP && d <= CHEAP).then(|| {
        let p = crate::engine::odds::odds_until(a.into(), d.into(), keep.into()).win_probability;
        crate::i18n::percent(p)
    })
}

/// Where `p` may attack from, the most armies first (at most 25).
pub(super) fn attack_sources(g: &Game, p: PlayerId) -> Vec<TerritoryId> {
    let mut from: Vec<TerritoryId> = g.attack_sources(p).iter().collect();
    from.sort_by_key(|&t| (std::cmp::Reverse(g.armies(t)), t.0));
    from.truncate(MAX_OPTIONS);
    from
}

/// How many armies a "Blitz keeping N" button may leave in `from`: at most three amounts
/// between 2 and what still allows a roll, half the armies among them.
pub(super) fn keep_amounts(armies: u16) -> Vec<u16> {
    let mut v: Vec<u16> = [3, 5, 10, armies / 2]
        .into_iter()
        .filter(|&k| k >= 2 && k + 1 < armies)
        .collect();
    v.sort_unstable();
    v.dedup();
    if v.len() > 3 {
        // Keep the smallest two and half.
        let half = armies / 2;
        v.retain(|&k| k == half || k <= 5);
        v.truncate(3);
    }
    v
}

/// Whether `p` may attack `t` from `f` now (in Team RISK also from a territory a teammate
/// controls where `p` has armies of their own, as the engine's attack sources say).
pub(super) fn can_attack(g: &Game, p: PlayerId, f: TerritoryId, t: TerritoryId) -> bool {
    g.attack_sources(p).contains(f) && g.attack_targets(f).contains(t)
}

/// At most 25 amounts from `min` to `max`, both included, evenly spread.
pub(super) fn spread(min: u16, max: u16) -> Vec<u16> {
    let n = (max - min + 1) as usize;
    if n <= MAX_OPTIONS {
        return (min..=max).collect();
    }
    let mut v: Vec<u16> = (0..MAX_OPTIONS)
        .map(|i| min + ((max - min) as usize * i / (MAX_OPTIONS - 1)) as u16)
        .collect();
    v.dedup();
    v
}
