//! The board in words: the public summary and its embed, one player's, one continent's or one
//! territory's view, and the edition's cities, capitals and neutrals.

use std::fmt::Write;

use super::cards::next_set;
use super::phrases::count;
use crate::engine::{ContinentId, Game, PlayerId, Set, TerritoryId, Victory};
use crate::service::table::session::Session;
use crate::service::values::outcome::Summary;

/// The board summary as its embed: the text of `board`, in the army colour of the player to
/// move (the winner's once the game is over; neutral grey when nobody won, or while everyone
/// places at once).
pub fn summary(s: &Session, g: &Game) -> Summary {
    let about = if g.is_over() {
        g.winner()
    } else if g.placing_simultaneously() {
        None
    } else {
        Some(g.current())
    };
    let hex = about.map_or(crate::render::NEUTRAL, |p| {
        crate::render::army_colour(g, p).1
    });
    let [r, gr, b] = crate::render::colour::parse_hex(hex).unwrap_or_default();
    Summary {
        text: board(s, g),
        colour: u32::from_be_bytes([0, r, gr, b]),
    }
}

/// The compact public board: continents with owners and armies, then players.
pub fn board(s: &Session, g: &Game) -> String {
    // Say what the numbers count: "alice 2" could read as armies.
    let mut t = String::from("**Continents** (territories held by each · armies in all)\n");
    for c in g.map().continents() {
        let armies: u32 = c.territories.iter().map(|x| g.armies(x) as u32).sum();
        let holder = g
            .players()
            .find(|&p| c.territories.is_subset(g.territories_of(p)));
        let who = match holder {
            Some(p) => format!("held by {}", s.name(p)),
            None => {
                let mut parts: Vec<(usize, String)> = g
                    .players()
                    .map(|p| {
                        (
                            c.territories.intersect(g.territories_of(p)).len(),
                            s.name(p),
                        )
                    })
                    .filter(|(n, _)| *n > 0)
                    .collect();
                parts.sort_by_key(|p| std::cmp::Reverse(p.0));
                let mut held: Vec<String> = parts
                    .iter()
                    .map(|(n, name)| format!("{name} {n}"))
                    .collect();
                // While claiming: how many are still free here.
                let free = c
                    .territories
                    .iter()
                    .filter(|&x| g.owner(x).is_none())
                    .count();
                if free > 0 {
                    held.push(format!("{free} free"));
                }
                held.join(", ")
            }
        };
        let armies = if armies > 0 {
            format!(" · {armies} armies")
        } else {
            String::new()
        };
        let _ = writeln!(t, "{} (+{}): {who}{armies}", c.name, c.bonus);
    }
    t.push_str("**Players**\n");
    for p in g.players() {
        let seat = &s.seats[p.index()];
        if g.is_eliminated(p) {
            let _ = writeln!(t, "~~{} ({})~~ eliminated", seat.name, seat.color);
            continue;
        }
        let conts: Vec<&str> = g
            .continents_of(p)
            .map(|c| g.map().continents()[c].name.as_str())
            .collect();
        let shown = g.public_missions(p);
        let missions = if g.rules().victory == Victory::Ranked {
            let claimed = shown.iter().filter(|m| m.claimed).count();
            let last = shown
                .iter()
                .find(|m| !m.claimed)
                .map(|m| format!(" (last: {})", m.describe(g.map())))
                .unwrap_or_default();
            format!(", missions {claimed}/4{last}")
        } else {
            String::new()
        };
        // During setup: the starting armies still to place.
        let to_place = match g.setup_armies_left(p) {
            n if n > 0 && !g.is_over() => format!(" ({n} still to place)"),
            _ => String::new(),
        };
        // Who is to move: everyone still placing in a simultaneous placement.
        let to_move = if g.placing_simultaneously() {
            g.setup_armies_left(p) > 0
        } else {
            p == g.current() && !g.is_over()
        };
        let _ = writeln!(
            t,
            "{}{} ({}): {}, {}{to_place}, {}{}{missions}",
            if to_move { "▶ " } else { "" },
            s.label(p),
            seat.color,
            count(g.territories_of(p).len() as u64, "territory", "territories"),
            count(g.total_armies(p), "army", "armies"),
            count(g.hand_size(p) as u64, "card", "cards"),
            if conts.is_empty() {
                String::new()
            } else {
                format!(", holds {}", conts.join(", "))
            }
        );
    }
    let hqs = g.headquarters();
    if !hqs.is_empty() {
        let list: Vec<String> = hqs
            .iter()
            .map(|(p, x)| {
                format!(
                    "{} {} ({})",
                    s.name(*p),
                    g.map().name(*x),
                    g.owner(*x).map(|o| s.name(o)).unwrap_or_default()
                )
            })
            .collect();
        let _ = writeln!(
            t,
            "**Headquarters** (owner, territory, held by): {}",
            list.join("; ")
        );
    }
    edition_lines(s, g, &mut t);
    if g.is_team_game() {
        let team = |k: u8| -> String {
            let names: Vec<String> = g
                .players()
                .filter(|p| p.0 % 2 == k)
                .map(|p| s.name(p))
                .collect();
            names.join(", ")
        };
        let shared: Vec<String> = g
            .map()
            .territory_ids()
            .filter(|&x| g.players().filter(|&p| g.units(x, p) > 0).count() > 1)
            .map(|x| {
                let parts: Vec<String> = g
                    .players()
                    .filter(|&p| g.units(x, p) > 0)
                    .map(|p| format!("{} {}", s.name(p), g.units(x, p)))
                    .collect();
                let who = g.controller(x).map_or("nobody".to_string(), |p| s.name(p));
                format!(
                    "{} ({}; controlled by {who})",
                    g.map().name(x),
                    parts.join(", ")
                )
            })
            .collect();
        let _ = writeln!(t, "**Teams**: A — {}; B — {}", team(0), team(1));
        if !shared.is_empty() {
            let _ = writeln!(t, "**Shared**: {}", shared.join("; "));
        }
    }
    if g.rules().neutral_mode == crate::engine::rules::NeutralMode::Active {
        let list: Vec<String> = g
            .players()
            .filter(|&q| g.is_neutral(q) && !g.is_eliminated(q))
            .map(|q| {
                format!(
                    "{} {} ({} bribe cards)",
                    s.name(q),
                    status(s, g.ally_of(q)),
                    g.bribe_cards(q)
                )
            })
            .collect();
        let _ = writeln!(t, "**Neutrals**: {}", list.join("; "));
    }
    if g.turn() > 0 {
        let next = next_set(g);
        let _ = write!(t, "{}{}.", next[..1].to_uppercase(), &next[1..]);
    }
    t.trim_end().to_string()
}

/// `set` grouped by continent in map order: "North America: Alaska, Alberta; Asia: Siam".
pub fn by_continent(g: &Game, set: Set) -> String {
    g.map()
        .continents()
        .iter()
        .filter(|c| !c.territories.intersect(set).is_empty())
        .map(|c| format!("{}: {}", c.name, g.list(c.territories.intersect(set))))
        .collect::<Vec<_>>()
        .join("; ")
}

/// `set` grouped by continent with each territory's armies: "North America: Alaska 3,
/// Alberta 1; Asia: Siam 2".
pub fn armies_by_continent(g: &Game, set: Set) -> String {
    g.map()
        .continents()
        .iter()
        .filter(|c| !c.territories.intersect(set).is_empty())
        .map(|c| {
            let here: Vec<String> = c
                .territories
                .intersect(set)
                .iter()
                .map(|t| format!("{} {}", g.map().name(t), g.armies(t)))
                .collect();
            format!("{}: {}", c.name, here.join(", "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// "AI 1 (basic), 3": a territory's holder and armies ("free" while unclaimed).
pub(super) fn held(s: &Session, g: &Game, t: TerritoryId) -> String {
    match g.owner(t) {
        Some(p) => format!("{}, {}", s.name(p), g.armies(t)),
        None => "free".into(),
    }
}

/// `/board player:` — a player's territories by continent, each with its armies and the enemy
/// territories next to it (where an attack could come from or go to).
pub fn player_view(s: &Session, g: &Game, p: PlayerId) -> String {
    let own = g.territories_of(p);
    let mut t = format!(
        "**{}** holds {} with {}.",
        s.name(p),
        count(own.len() as u64, "territory", "territories"),
        count(g.total_armies(p), "army", "armies")
    );
    for c in g.map().continents() {
        let here = c.territories.intersect(own);
        if here.is_empty() {
            continue;
        }
        let whole = if here == c.territories {
            format!(", all of it (+{})", c.bonus)
        } else {
            format!(", {} of {}", here.len(), c.territories.len())
        };
        let _ = write!(t, "\n**{}**{whole}", c.name);
        for x in here.iter() {
            let enemies: Vec<String> = g
                .map()
                .neighbours(x)
                .minus(own)
                .iter()
                .map(|n| format!("{} ({})", g.map().name(n), held(s, g, n)))
                .collect();
            let _ = write!(t, "\n· {} {}", g.map().name(x), g.armies(x));
            if !enemies.is_empty() {
                let _ = write!(t, " — next to {}", enemies.join(", "));
            }
        }
    }
    t
}

/// `/board continent:` — every territory of a continent with its holder and armies.
pub fn continent_view(s: &Session, g: &Game, c: ContinentId) -> String {
    let cont = g.map().continent(c);
    let holder = g
        .players()
        .find(|&p| cont.territories.is_subset(g.territories_of(p)));
    let mut t = format!(
        "**{}** (+{}, {} territories){}",
        cont.name,
        cont.bonus,
        cont.territories.len(),
        holder
            .map(|p| format!(": all held by {}", s.name(p)))
            .unwrap_or_default()
    );
    for x in cont.territories.iter() {
        let _ = write!(t, "\n· {} — {}", g.map().name(x), held(s, g, x));
    }
    t
}

/// `/territory` — one territory: holder, armies, continent, and each neighbour.
pub fn territory_view(s: &Session, g: &Game, x: TerritoryId) -> String {
    let map = g.map();
    let continent = map
        .continents()
        .iter()
        .find(|c| c.territories.contains(x))
        .map_or("", |c| c.name.as_str());
    let holder = match g.owner(x) {
        Some(p) => {
            let n = g.armies(x);
            format!("held by {} with {}", s.name(p), count(n, "army", "armies"))
        }
        None => "free: nobody has claimed it yet".into(),
    };
    let mut t = format!("**{}** ({continent}): {holder}.\nNeighbours:", map.name(x));
    for n in map.neighbours(x).iter() {
        let _ = write!(t, "\n· {} — {}", map.name(n), held(s, g, n));
    }
    t
}

/// The cities-and-capitals edition (000): cities, capitals and Objectives, all public.
pub(super) fn edition_lines(s: &Session, g: &Game, t: &mut String) {
    if !g.cities().is_empty() {
        let list: Vec<String> = g
            .cities()
            .iter()
            .map(|c| {
                let holder = g.owner(c).map(|p| s.name(p)).unwrap_or_default();
                format!("{} ({holder})", g.map().name(c))
            })
            .collect();
        let _ = writeln!(t, "**Cities**: {}", list.join(", "));
    }
    let capitals: Vec<String> = g
        .players()
        .filter_map(|p| {
            g.capital_of(p).map(|c| {
                let holder = g.owner(c).map(|o| s.name(o)).unwrap_or_default();
                format!("{} — {} (held by {holder})", s.name(p), g.map().name(c))
            })
        })
        .collect();
    if !capitals.is_empty() {
        let _ = writeln!(t, "**Capitals**: {}", capitals.join("; "));
    }
    if g.rules().objectives != crate::engine::rules::Objectives::None {
        let needed = match g.rules().victory {
            Victory::Objectives { needed } => format!("win with {needed} and your capital"),
            _ => "Rewards only; win by holding the world".into(),
        };
        let open: Vec<String> = g
            .objectives_open()
            .iter()
            .zip(g.objective_rewards().iter().chain(std::iter::repeat(&None)))
            .map(|(o, r)| match r {
                Some(r) => format!("{} [{}]", o.describe(g.map()), r.name()),
                None => o.describe(g.map()),
            })
            .collect();
        let held: Vec<String> = g
            .players()
            .filter(|&p| !g.objectives_of(p).is_empty())
            .map(|p| format!("{} {}", s.name(p), g.objectives_of(p).len()))
            .collect();
        let rewards: Vec<String> = g
            .players()
            .filter(|&p| !g.rewards_of(p).is_empty())
            .map(|p| {
                let names: Vec<&str> = g.rewards_of(p).iter().map(|r| r.name()).collect();
                format!("{} {}", s.name(p), names.join(" + "))
            })
            .collect();
        if !rewards.is_empty() {
            let _ = writeln!(t, "**Rewards**: {}", rewards.join("; "));
        }
        if !g.airfields().is_empty() {
            let list: Vec<String> = g
                .airfields()
                .iter()
                .map(|&(p, a)| format!("{} ({})", g.map().name(a), s.name(p)))
                .collect();
            let _ = writeln!(t, "**Airfields**: {}", list.join(", "));
        }
        let _ = writeln!(
            t,
            "**Objectives** ({needed}): on the board {}; held: {}",
            if open.is_empty() {
                "none".into()
            } else {
                open.join(", ")
            },
            if held.is_empty() {
                "none".into()
            } else {
                held.join(", ")
            }
        );
    }
}

/// A neutral's place on the status track (004 active neutrals).
pub(super) fn status(s: &Session, ally: Option<PlayerId>) -> String {
    match ally {
        Some(p) => format!("allied with {}", s.name(p)),
        None => "uninvolved".into(),
    }
}
