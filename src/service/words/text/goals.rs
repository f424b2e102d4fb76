//! What a player plays for (their mission, Headquarters or the board) and how a game ended:
//! the standings, and why nobody plays a table any more.

use std::fmt::Write;

use super::phrases::{and_list, count};
use crate::engine::rules::CapitalGoal;
use crate::engine::{Game, Mission, PlayerId, Victory};
use crate::service::table::session::Session;

/// What `p` is playing for, for `p` only: their mission or Headquarters, or world domination.
pub fn goal(s: &Session, g: &Game, p: PlayerId) -> String {
    if let Some(m) = g.mission(p) {
        return format!(
            "Your secret mission: {}\nProgress: {}",
            m.describe(g.map()),
            progress(g, p, m, &|q| s.name(q))
        );
    }
    if g.rules().victory == Victory::Ranked {
        return ranked_goal(g, p);
    }
    if let Victory::Objectives { needed } = g.rules().victory {
        let capital = g.capital_of(p).map_or("not placed yet".to_string(), |t| {
            g.map().name(t).to_string()
        });
        return format!(
            "Your goal: {needed} Objectives (you hold {}) while holding your capital ({capital}) at the end of your turn.",
            g.objectives_of(p).len()
        );
    }
    if let Victory::Capital { goal } = g.rules().victory {
        let hqs = g.headquarters();
        let need = match goal {
            CapitalGoal::Others(n) => format!("hold {n} other Headquarters"),
            // A game settles `Short` when it starts.
            CapitalGoal::All | CapitalGoal::Short => "hold every other Headquarters".into(),
        };
        if hqs.is_empty() {
            return match g.hq_of(p) {
                Some(t) => format!("Your Headquarters: {} (secret until everyone has chosen). Goal: {need} while holding yours.", g.map().name(t)),
                None => format!("Choose your Headquarters with /hq when it is your turn to. Goal: {need} while holding yours."),
            };
        }
        let list: Vec<String> = hqs
            .iter()
            .map(|(q, t)| {
                format!(
                    "{} of {} (held by {})",
                    g.map().name(*t),
                    s.name(*q),
                    match g.view_of(Some(p)).sees_owner(*t) {
                        true => g.owner(*t).map(|o| s.name(o)).unwrap_or_default(),
                        false => "unseen".into(),
                    }
                )
            })
            .collect();
        return format!(
            "Goal: {need} while holding yours. Headquarters: {}.",
            list.join("; ")
        );
    }
    "Your goal: hold all 42 territories.".into()
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
            return format!(
                "{} ({}) is still in the game; the fog of war hides how much they hold",
                who(q),
                crate::engine::mission::COLOR_NAMES[*color as usize]
            );
        }
    }
    g.mission_progress(p, m, who)
}

/// Mission RISK: `p`'s four cards with what is claimed, for `p` only.
pub fn ranked_goal(g: &Game, p: PlayerId) -> String {
    let mut t = String::from(
        "Your missions (claim one per turn, at the time the card says; win with all four):",
    );
    for m in g.ranked_missions(p) {
        let mark = if m.claimed { "✅" } else { "▫️" };
        let _ = write!(t, "\n{mark} {}", m.describe(g.map()));
        if !m.claimed {
            let colour = |q: PlayerId| crate::engine::mission::COLOR_NAMES[g.color_of(q) as usize];
            let progress = progress(g, p, &m.mission, &|q| colour(q).to_string());
            let _ = write!(t, " Progress: {progress}");
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
    let mut t = String::from("**Standings**");
    for (i, p) in alive.iter().enumerate() {
        let _ = write!(
            t,
            "\n{}. {}: {}, {}",
            i + 1,
            s.label(*p),
            count(
                g.territories_of(*p).len() as u64,
                "territory",
                "territories"
            ),
            count(g.total_armies(*p), "army", "armies")
        );
    }
    let out: Vec<String> = g
        .players()
        .filter(|&p| g.is_eliminated(p) && !g.is_neutral(p))
        .map(|p| s.name(p))
        .collect();
    if !out.is_empty() {
        let _ = write!(t, "\nEliminated: {}", out.join(", "));
    }
    t
}

/// Why a table ends with nobody playing it (`Session::end_if_nobody_plays`), in one line:
/// what became of each person's seat, and how the game ends (`g`, ended already).
pub fn nobody_plays(s: &Session, g: &Game) -> String {
    // (what happened, its verb for one and for several, who)
    let mut gone: [(&str, &str, Vec<String>); 4] = [
        ("surrendered", "surrendered", vec![]),
        ("was removed", "were removed", vec![]),
        ("was eliminated", "were eliminated", vec![]),
        ("stayed away", "stayed away", vec![]),
    ];
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
        gone[which].2.push(s.name(p));
    }
    let what: Vec<String> = gone
        .iter()
        .filter(|(.., who)| !who.is_empty())
        .map(|(one, many, who)| {
            let verb = if who.len() == 1 { one } else { many };
            format!("{} {verb}", and_list(who))
        })
        .collect();
    let mut t = format!("🏁 Nobody plays here any more: {}.", and_list(&what));
    if g.ranking().is_empty() {
        t.push_str(" The game ends without a winner.");
        return t;
    }
    t.push_str(
        " The seats still in the game do not play on alone: they are ranked by territories, \
         then armies.",
    );
    if g.winner().is_none() {
        let first: Vec<String> = g.leaders().iter().map(|&p| s.name(p)).collect();
        let _ = write!(
            t,
            " {} tie for first: the game ends without a winner.",
            and_list(&first)
        );
    }
    t
}
