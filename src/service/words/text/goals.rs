//! What a player plays for (their mission, Headquarters or the board) and how a game ended:
//! the standings, and why nobody plays a table any more; the words of missions, Objectives,
//! Rewards and army colours.

use std::fmt::Write;

use super::phrases::{place, region};
use crate::engine::edition::{Objective, Reward};
use crate::engine::mission::{Claim, Figures, Rank, RankedMission, COLOR_NAMES};
use crate::engine::rules::CapitalGoal;
use crate::engine::{ContinentId, Game, Mission, PlayerId, Victory};
use crate::i18n::list;
use crate::service::table::session::Session;
use crate::t;

/// What `p` is playing for, for `p` only: their mission or Headquarters, or world domination.
pub fn goal(s: &Session, g: &Game, p: PlayerId) -> String {
    if let Some(m) = g.mission(p) {
        return t!(
            "text-goal-mission",
            mission = mission(g, m),
            progress = progress(g, p, m, &|q| s.name(q))
        );
    }
    if g.rules().victory == Victory::Ranked {
        return ranked_goal(g, p);
    }
    if let Victory::Objectives { needed } = g.rules().victory {
        let held = g.objectives_of(p).len();
        return match g.capital_of(p) {
            Some(t) => t!(
                "text-goal-objectives",
                needed = needed,
                held = held,
                capital = place(g, t)
            ),
            None => t!(
                "text-goal-objectives-no-capital",
                needed = needed,
                held = held
            ),
        };
    }
    if let Victory::Capital { goal } = g.rules().victory {
        let hqs = g.headquarters();
        let need = match goal {
            CapitalGoal::Others(n) => t!("text-goal-hqs-some", count = n),
            // A game settles `Short` when it starts.
            CapitalGoal::All | CapitalGoal::Short => t!("text-goal-hqs-all"),
        };
        if hqs.is_empty() {
            return match g.hq_of(p) {
                Some(t) => t!("text-goal-hq-chosen", territory = place(g, t), goal = need),
                None => t!("text-goal-hq-to-choose", goal = need),
            };
        }
        // Under fog, only the Headquarters `p` may know of: theirs, and those where they see
        // who holds the territory (as at the reveal).
        let view = g.view_of(Some(p));
        let list: Vec<String> = hqs
            .iter()
            .map(|(q, t)| {
                let territory = place(g, *t);
                let owner = s.name(*q);
                if !view.sees_place_of(*q, *t) {
                    return t!("text-fog-hq-unseen", player = owner);
                }
                match view.sees_owner(*t) {
                    true => t!(
                        "text-goal-hq",
                        territory = territory,
                        owner = owner,
                        holder = g.owner(*t).map(|o| s.name(o)).unwrap_or_default()
                    ),
                    false => t!("text-goal-hq-unseen", territory = territory, owner = owner),
                }
            })
            .collect();
        return t!(
            "text-goal-hqs",
            goal = need,
            hqs = crate::i18n::joined(&list)
        );
    }
    t!("text-goal-world")
}

/// A secret mission's card as its reader reads it.
pub fn mission(g: &Game, m: &Mission) -> String {
    let map = g.map();
    match m {
        Mission::Continents { continents, third } => {
            let named = || {
                crate::i18n::names::places(
                    continents
                        .iter()
                        .map(|c| region(g, &map.continent(*c).name)),
                )
            };
            match third {
                true => t!("text-mission-continents-third", continents = named()),
                false => t!("text-mission-continents", continents = named()),
            }
        }
        Mission::Territories {
            count,
            min_armies: 1,
        } => t!("text-mission-territories", count = *count),
        Mission::Territories { count, min_armies } => t!(
            "text-mission-territories-armies",
            count = *count,
            armies = *min_armies
        ),
        Mission::Destroy { color } => t!(
            "text-mission-destroy",
            colour = COLOR_NAMES[*color as usize],
            count = crate::engine::mission::fallback_territories(map)
        ),
        Mission::Islands { count } => {
            let islands: Vec<String> = map
                .islands()
                .iter()
                .map(|t| place(g, t).to_string())
                .collect();
            t!(
                "text-mission-islands",
                count = *count,
                islands = islands.join(", ")
            )
        }
        Mission::AnyContinents { count } => t!("text-mission-any-continents", count = *count),
        Mission::EveryContinent => t!("text-mission-every-continent"),
        Mission::Fortress { armies } => t!("text-mission-fortress", armies = *armies),
        Mission::Conquests { count } => t!("text-mission-conquests", count = *count),
    }
}

/// A Mission RISK card: its rank, its goal and when it may be claimed.
pub fn ranked_mission(g: &Game, m: &RankedMission) -> String {
    let rank = match m.rank {
        Rank::General => t!("text-rank-general"),
        Rank::Major => t!("text-rank-major"),
        Rank::Colonel => t!("text-rank-colonel"),
        Rank::Captain => t!("text-rank-captain"),
    };
    let words = mission(g, &m.mission);
    let goal = words.trim_end_matches('.');
    match m.claim {
        Claim::AfterReinforcements => {
            t!("text-ranked-after-reinforcements", rank = rank, goal = goal)
        }
        Claim::EndOfTurn => t!("text-ranked-end-of-turn", rank = rank, goal = goal),
    }
}

/// An Objective as printed (000 edition), with its counts scaled to the board.
pub fn objective(g: &Game, o: &Objective) -> String {
    let map = g.map();
    let needed = |count| Objective::needed(count, map);
    match o {
        Objective::Cities { count } => t!("text-objective-cities", count = needed(*count)),
        Objective::Continent { continent } => t!(
            "text-objective-continent",
            continent = region(g, &map.continent(*continent).name)
        ),
        Objective::EnemyCapitals { count: 1 } => t!("text-objective-enemy-capital"),
        Objective::EnemyCapitals { count } => {
            t!("text-objective-enemy-capitals", count = *count)
        }
        Objective::TakeCities { count } => {
            t!("text-objective-take-cities", count = needed(*count))
        }
        Objective::TakeTerritories { count } => {
            t!("text-objective-take-territories", count = needed(*count))
        }
        Objective::Territories { count } => {
            t!("text-objective-territories", count = needed(*count))
        }
        Objective::Continents { count } => t!("text-objective-continents", count = *count),
        Objective::TakeContinent => t!("text-objective-take-continent"),
    }
}

/// A Reward's name (000 edition).
pub fn reward(r: Reward) -> String {
    match r {
        Reward::Airfield => t!("text-reward-airfield"),
        Reward::AdditionalManeuver => t!("text-reward-additional-maneuver"),
        Reward::GuaranteedCard => t!("text-reward-guaranteed-card"),
        Reward::StartingManeuver => t!("text-reward-starting-maneuver"),
        Reward::AttackDie => t!("text-reward-attack-die"),
        Reward::DefenseDie => t!("text-reward-defense-die"),
        Reward::TwoTroops => t!("text-reward-two-troops"),
    }
}

/// An army colour's name as shown to players ("red"); a colour the game does not know is
/// shown as it is.
pub fn colour(name: &str) -> String {
    match name {
        "red" => t!("text-colour-red"),
        "blue" => t!("text-colour-blue"),
        "green" => t!("text-colour-green"),
        "yellow" => t!("text-colour-yellow"),
        "purple" => t!("text-colour-purple"),
        "black" => t!("text-colour-black"),
        other => other.to_string(),
    }
}

/// `p`'s progress on mission `m`; under fog of war, a player to destroy whose territories and
/// armies `p` cannot all see is not counted for them.
fn progress(g: &Game, p: PlayerId, m: &Mission, who: &dyn Fn(PlayerId) -> String) -> String {
    if let Mission::Destroy { color } = m {
        let target = g.players().find(|&q| g.color_of(q) == *color);
        let v = g.view_of(Some(p));
        // The engine's progress counts the target's territories and armies.
        let known = |q| v.knows_territories_of(g, q) && v.knows_armies_of(g, q);
        if let Some(q) = target.filter(|&q| !known(q)) {
            return t!(
                "text-progress-destroy-fogged",
                player = who(q),
                colour = colour(COLOR_NAMES[*color as usize])
            );
        }
    }
    mission_progress(g, p, m, who)
}

/// How far `p` is with mission `m`, for `p` only: the figures the card's test counts, and
/// "done" once it is met (a ranked card still waits for its claim). `who` names a player (the
/// one a destroy card targets).
pub fn mission_progress(
    g: &Game,
    p: PlayerId,
    m: &Mission,
    who: &dyn Fn(PlayerId) -> String,
) -> String {
    let progress = g.mission_progress(p, m);
    let named = |c: &ContinentId| region(g, &g.map().continent(*c).name);
    let names = |cs: &[ContinentId]| crate::i18n::names::places(cs.iter().map(named));
    let figures = match &progress.figures {
        Figures::Continents { held, third } => {
            let mut parts: Vec<String> = held
                .iter()
                .map(|(c, n, all)| {
                    t!(
                        "text-progress-continent",
                        continent = named(c),
                        held = *n,
                        count = *all
                    )
                })
                .collect();
            match third.as_deref() {
                None => {}
                Some([]) => parts.push(t!("text-progress-no-third")),
                Some(held) => parts.push(t!("text-progress-third", continents = names(held))),
            }
            crate::i18n::joined(&parts)
        }
        Figures::Territories {
            held,
            count,
            min_armies: 1,
        } => t!("text-progress-territories", held = *held, count = *count),
        Figures::Territories {
            held,
            count,
            min_armies,
        } => t!(
            "text-progress-territories-armies",
            held = *held,
            count = *count,
            armies = *min_armies
        ),
        Figures::NotInGame { color } => t!("text-progress-not-in-game", colour = name(*color)),
        Figures::DestroyedByYou { color } => {
            t!("text-progress-destroyed-by-you", colour = name(*color))
        }
        Figures::DestroyedByOther { color } => {
            t!("text-progress-destroyed-by-other", colour = name(*color))
        }
        Figures::DestroyedInstead { color, count, held } => t!(
            "text-progress-destroyed-instead",
            colour = name(*color),
            count = *count,
            held = *held
        ),
        Figures::StillHolds {
            color,
            target,
            territories,
            armies,
        } => t!(
            "text-progress-still-holds",
            player = who(*target),
            colour = colour(name(*color)),
            territories = *territories,
            armies = *armies
        ),
        Figures::Islands { held, count } => {
            t!("text-progress-islands", held = *held, count = *count)
        }
        Figures::AnyContinents { held, count } if held.is_empty() => {
            t!("text-progress-any-continents", held = 0, count = *count)
        }
        Figures::AnyContinents { held, count } => t!(
            "text-progress-any-continents-held",
            held = held.len(),
            count = *count,
            continents = names(held)
        ),
        Figures::EveryContinent { missing, all } if missing.is_empty() => {
            t!("text-progress-every-continent", count = *all)
        }
        Figures::EveryContinent { missing, all } => t!(
            "text-progress-every-continent-missing",
            held = all - missing.len(),
            count = *all,
            continents = names(missing)
        ),
        Figures::Fortress {
            largest: Some((t, n)),
            armies,
        } => t!(
            "text-progress-fortress",
            largest = *n,
            territory = place(g, *t),
            armies = *armies
        ),
        Figures::Fortress {
            largest: None,
            armies,
        } => t!("text-progress-fortress-none", armies = *armies),
        Figures::Conquests {
            now: Some(n),
            count,
        } => t!("text-progress-conquests", conquests = *n, count = *count),
        Figures::Conquests { now: None, count } => {
            t!("text-progress-conquests-later", count = *count)
        }
    };
    match progress.done {
        true => t!("text-progress-done", figures = figures),
        false => t!("text-progress", figures = figures),
    }
}

/// A destroy card's colour by its number ("red"), as the catalogue selects on it.
fn name(color: u8) -> &'static str {
    COLOR_NAMES.get(color as usize).copied().unwrap_or("")
}

/// Mission RISK: `p`'s four cards with what is claimed, for `p` only.
pub fn ranked_goal(g: &Game, p: PlayerId) -> String {
    let mut t = t!("text-ranked-goal");
    for m in g.ranked_missions(p) {
        let mark = if m.claimed { "✅" } else { "▫️" };
        let _ = write!(t, "\n{mark} {}", ranked_mission(g, m));
        if !m.claimed {
            let named = |q: PlayerId| colour(COLOR_NAMES[g.color_of(q) as usize]);
            let progress = progress(g, p, &m.mission, &named);
            let _ = write!(t, " {}", t!("text-ranked-progress", progress = progress));
        }
    }
    t
}

/// The standings of a game the table ended: the players still in it in the order that
/// decided it (`Game::ranking`), then those who left it (surrendered or removed) by
/// territories, then armies; then the eliminated.
pub fn standings(s: &Session, g: &Game) -> String {
    let mut alive: Vec<PlayerId> = g.ranking();
    let mut left: Vec<PlayerId> = g
        .players()
        .filter(|&p| g.is_withdrawn(p) && !g.is_eliminated(p) && !g.is_neutral(p))
        .collect();
    left.sort_by_key(|&p| {
        (
            std::cmp::Reverse(g.territories_of(p).len()),
            std::cmp::Reverse(g.total_armies(p)),
        )
    });
    alive.extend(left);
    let mut t = t!("text-standings");
    for (i, p) in alive.iter().enumerate() {
        t.push('\n');
        t.push_str(&t!(
            "text-standing",
            rank = i + 1,
            player = s.label(*p),
            territories = g.territories_of(*p).len(),
            armies = g.total_armies(*p)
        ));
    }
    let out: Vec<String> = g
        .players()
        .filter(|&p| g.is_eliminated(p) && !g.is_neutral(p))
        .map(|p| s.name(p))
        .collect();
    if !out.is_empty() {
        t.push('\n');
        t.push_str(&t!("text-standings-eliminated", players = out.join(", ")));
    }
    t
}

/// Why a table ends with nobody playing it (`Session::end_if_nobody_plays`), in one line:
/// what became of each person's seat, and how the game ends (`g`, ended already).
pub fn nobody_plays(s: &Session, g: &Game) -> String {
    // What became of each person's seat, in the order told: surrendered, removed, eliminated,
    // stayed away.
    let mut gone: [Vec<String>; 4] = Default::default();
    for p in g.players().filter(|&p| !g.is_neutral(p)) {
        let seat = &s.seats[p.index()];
        // A person's seat: still seated, or left by a surrender or a kick; AI seats from the
        // lobby are none of these.
        let which = if seat.surrendered() {
            0
        } else if g.is_withdrawn(p) {
            1
        } else if seat.user.is_none() {
            continue;
        } else if g.is_eliminated(p) {
            2
        } else {
            3
        };
        gone[which].push(s.name(p));
    }
    let what: Vec<String> = gone
        .iter()
        .enumerate()
        .filter(|(_, who)| !who.is_empty())
        .map(|(which, who)| {
            let (players, count) = (list(who), who.len());
            match which {
                0 => t!("text-gone-surrendered", players = players, count = count),
                1 => t!("text-gone-removed", players = players, count = count),
                2 => t!("text-gone-eliminated", players = players, count = count),
                _ => t!("text-gone-away", players = players, count = count),
            }
        })
        .collect();
    let mut t = t!("text-nobody-plays", what = list(&what));
    if g.ranking().is_empty() {
        t.push(' ');
        t.push_str(&t!("text-nobody-plays-no-winner"));
        return t;
    }
    t.push(' ');
    t.push_str(&t!("text-nobody-plays-ranked"));
    if g.winner().is_none() {
        let first: Vec<String> = g.leaders().iter().map(|&p| s.name(p)).collect();
        t.push(' ');
        t.push_str(&t!("text-nobody-plays-tie", players = list(&first)));
    }
    t
}

/// Why the game was won, in the reader's words (the recap's "Winner: … (why)"); `name` names a
/// seat as the table does.
pub fn victory(g: &Game, name: &dyn Fn(PlayerId) -> String) -> Option<String> {
    use crate::engine::VictoryReason as Why;
    Some(match g.victory()? {
        Why::WorldDomination => t!("hist-how-world"),
        Why::RankedOnTerritories => t!("hist-how-ranked-territories"),
        Why::OpponentsGone => t!("hist-how-opponents-gone"),
        Why::LastStanding => t!("hist-how-last-standing"),
        Why::Mission(m) => t!("hist-how-mission", mission = mission(g, &m)),
        Why::Headquarters => t!("hist-how-headquarters"),
        Why::Objectives(list) => {
            let words: Vec<String> = list.iter().map(|o| objective(g, o)).collect();
            t!(
                "hist-how-objectives",
                objectives = crate::i18n::joined(&words)
            )
        }
        Why::Team(out) => {
            let names: Vec<String> = out.iter().map(|&p| name(p)).collect();
            t!(
                "hist-how-team",
                count = names.len(),
                names = crate::i18n::list(&names)
            )
        }
        Why::RankedMissions(cards) => {
            let words: Vec<String> = cards.iter().map(|m| ranked_mission(g, m)).collect();
            t!(
                "hist-how-ranked-missions",
                missions = crate::i18n::joined(&words)
            )
        }
    })
}
