//! The board in words: the public summary and its embed, one player's, one continent's or one
//! territory's view, and the edition's cities, capitals and neutrals. Each is written for one
//! reader's `View`: under fog of war what the reader cannot see is left out or said to be
//! unseen, and a total is told only when the reader sees all it counts; with the fog off (or
//! lifted at the end) the view is clear and the text is the whole board.

use std::fmt::Write;

use super::cards::next_set;
use super::phrases::count;
use crate::engine::{
    ContinentId, Fog, Game, PlayerId, Reader, Set, Sight, TerritoryId, Victory, View,
};
use crate::service::table::session::Session;
use crate::service::values::outcome::Summary;

/// The board summary as its embed: the text of `board`, in the army colour of the player to
/// move (the winner's once the game is over; neutral grey when nobody won, or while everyone
/// places at once). Written for `v`'s reader.
pub fn summary(s: &Session, g: &Game, v: &View) -> Summary {
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
        text: board(s, g, v),
        colour: u32::from_be_bytes([0, r, gr, b]),
    }
}

/// The summary for the channel: what every player may see (`Reader::Everyone`).
pub fn public_summary(s: &Session, g: &Game) -> Summary {
    summary(s, g, &g.view(Reader::Everyone))
}

/// The line above a fogged game's private board: whose view it is and what the level shows.
pub fn fog_note(g: &Game, v: &View) -> String {
    let level = match g.fog() {
        Fog::Off => "off",
        Fog::Light => "light",
        Fog::Standard => "standard",
        Fog::Dark => "dark",
    };
    let what = match (v.reader(), g.fog()) {
        (Reader::Everyone, Fog::Light) => {
            "you are not playing, so you see what everyone sees: who holds each territory, no armies"
        }
        (Reader::Everyone, _) => {
            "you are not playing, so you see what everyone sees: no territory's holder or armies"
        }
        (Reader::Seat(_), Fog::Light) => {
            "only you see this: who holds every territory; armies on yours and on those next to them"
        }
        (Reader::Seat(_), Fog::Dark) => {
            "only you see this: armies on your territories; who holds those next to them; nothing of the rest"
        }
        (Reader::Seat(_), Fog::Standard | Fog::Off) => {
            "only you see this: your territories and those next to them; nothing of the rest"
        }
    };
    format!("🌫️ Your view of the board under fog of war ({level}): {what}.")
}

/// The compact board as `v`'s reader sees it: continents with owners and armies, then players.
pub fn board(s: &Session, g: &Game, v: &View) -> String {
    // Say what the numbers count: "alice 2" could read as armies.
    // The channel under standard or dark fog sees no holder at all (once every territory is
    // taken): one line, not a line a continent saying that all of it is unseen.
    let blind = !v.is_clear() && v.owners_seen().is_empty();
    let (mut t, continents) = if blind {
        let n = g.map().territory_count();
        let line = format!("**Continents**: the fog of war hides who holds all {n} territories.\n");
        (line, &[][..])
    } else {
        let head = "**Continents** (territories held by each · armies in all)\n";
        (String::from(head), g.map().continents())
    };
    for c in continents {
        let seen = c.territories.intersect(v.owners_seen());
        let holder = g
            .players()
            .find(|&p| c.territories.is_subset(g.territories_of(p)))
            .filter(|_| seen == c.territories);
        let who = match holder {
            Some(p) => format!("held by {}", s.name(p)),
            None => {
                let mut parts: Vec<(usize, String)> = g
                    .players()
                    .map(|p| (seen.intersect(g.territories_of(p)).len(), s.name(p)))
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
                let unseen = c.territories.minus(seen).len();
                if unseen > 0 {
                    held.push(format!("{unseen} unseen"));
                }
                held.join(", ")
            }
        };
        // Armies in all only where every one of them is seen.
        let armies: u32 = c.territories.iter().map(|x| g.armies(x) as u32).sum();
        let armies = if armies > 0 && v.sees_armies_of(c.territories) {
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
            .map(|c| &g.map().continents()[c])
            .filter(|c| v.sees_owners_of(c.territories))
            .map(|c| c.name.as_str())
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
        // Under fog, only the totals the reader sees all of.
        let mut counts = Vec::new();
        if v.knows_territories_of(g, p) {
            counts.push(count(
                g.territories_of(p).len() as u64,
                "territory",
                "territories",
            ));
        }
        if v.knows_armies_of(g, p) {
            counts.push(format!(
                "{}{to_place}",
                count(g.total_armies(p), "army", "armies")
            ));
        } else if !to_place.is_empty() {
            // " (21 still to place)" without its brackets.
            counts.push(to_place.trim_matches([' ', '(', ')']).to_string());
        }
        counts.push(count(g.hand_size(p) as u64, "card", "cards"));
        let _ = writeln!(
            t,
            "{}{} ({}): {}{}{missions}",
            if to_move { "▶ " } else { "" },
            s.label(p),
            seat.color,
            counts.join(", "),
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
                    holder_name(s, g, v, *x)
                )
            })
            .collect();
        let _ = writeln!(
            t,
            "**Headquarters** (owner, territory, held by): {}",
            list.join("; ")
        );
    }
    edition_lines(s, g, v, &mut t);
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
            .filter(|&x| v.sees_armies(x))
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

/// `set` grouped by continent with each territory's armies as `v`'s reader sees them ("?"
/// where unseen): "North America: Alaska 3, Alberta 1; Asia: Siam 2".
pub fn armies_by_continent(g: &Game, v: &View, set: Set) -> String {
    g.map()
        .continents()
        .iter()
        .filter(|c| !c.territories.intersect(set).is_empty())
        .map(|c| {
            let here: Vec<String> = c
                .territories
                .intersect(set)
                .iter()
                .map(|t| format!("{} {}", g.map().name(t), armies_seen(g, v, t)))
                .collect();
            format!("{}: {}", c.name, here.join(", "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// `t`'s armies as `v`'s reader sees them: the count, or "?" where the fog hides it.
fn armies_seen(g: &Game, v: &View, t: TerritoryId) -> String {
    v.armies(g, t).map_or_else(|| "?".into(), |n| n.to_string())
}

/// "AI 1 (basic), 3": a territory's holder and armies ("free" while unclaimed) as `v`'s reader
/// sees them: "AI 1 (basic), ?" when only the holder is seen, "unseen" when neither is.
pub(super) fn held(s: &Session, g: &Game, v: &View, t: TerritoryId) -> String {
    match (v.sight(t), g.owner(t)) {
        (Sight::Nothing, _) => "unseen".into(),
        (_, Some(p)) => format!("{}, {}", s.name(p), armies_seen(g, v, t)),
        (_, None) => "free".into(),
    }
}

/// Who holds `t` for `v`'s reader: a name, "" while unclaimed, "unseen" under the fog.
fn holder_name(s: &Session, g: &Game, v: &View, t: TerritoryId) -> String {
    if v.sees_owner(t) {
        g.owner(t).map(|o| s.name(o)).unwrap_or_default()
    } else {
        "unseen".into()
    }
}

/// `/board player:` — a player's territories by continent, each with its armies and the enemy
/// territories next to it (where an attack could come from or go to), as `v`'s reader sees
/// them: under fog, only those of their territories the reader sees.
pub fn player_view(s: &Session, g: &Game, v: &View, p: PlayerId) -> String {
    // The territories the reader sees as `p`'s (all of them when the reader knows them all).
    let own: Set = g
        .territories_of(p)
        .iter()
        .filter(|&t| v.sees_owner(t))
        .collect();
    let armies = if v.knows_armies_of(g, p) {
        format!(" with {}", count(g.total_armies(p), "army", "armies"))
    } else {
        String::new()
    };
    let mut t = if v.knows_territories_of(g, p) {
        format!(
            "**{}** holds {}{armies}.",
            s.name(p),
            count(own.len() as u64, "territory", "territories"),
        )
    } else {
        format!(
            "**{}**: the fog of war hides the rest; you see {} of theirs{armies}.",
            s.name(p),
            count(own.len() as u64, "territory", "territories"),
        )
    };
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
                .map(|n| format!("{} ({})", g.map().name(n), held(s, g, v, n)))
                .collect();
            let _ = write!(t, "\n· {} {}", g.map().name(x), armies_seen(g, v, x));
            if !enemies.is_empty() {
                let _ = write!(t, " — next to {}", enemies.join(", "));
            }
        }
    }
    t
}

/// `/board continent:` — every territory of a continent with its holder and armies, as `v`'s
/// reader sees them.
pub fn continent_view(s: &Session, g: &Game, v: &View, c: ContinentId) -> String {
    let cont = g.map().continent(c);
    let holder = g
        .players()
        .find(|&p| cont.territories.is_subset(g.territories_of(p)))
        .filter(|_| v.sees_owners_of(cont.territories));
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
        let _ = write!(t, "\n· {} — {}", g.map().name(x), held(s, g, v, x));
    }
    t
}

/// `/territory` — one territory: holder, armies, continent, and each neighbour, as `v`'s
/// reader sees them.
pub fn territory_view(s: &Session, g: &Game, v: &View, x: TerritoryId) -> String {
    let map = g.map();
    let continent = map
        .continents()
        .iter()
        .find(|c| c.territories.contains(x))
        .map_or("", |c| c.name.as_str());
    let holder = match (v.sight(x), g.owner(x)) {
        (Sight::Nothing, _) => format!(
            "you cannot see {}: the fog of war hides who holds it and its armies",
            map.name(x)
        ),
        (Sight::Owner, Some(p)) => {
            format!("held by {}; the fog of war hides its armies", s.name(p))
        }
        (Sight::All, Some(p)) => {
            let n = g.armies(x);
            format!("held by {} with {}", s.name(p), count(n, "army", "armies"))
        }
        (_, None) => "free: nobody has claimed it yet".into(),
    };
    let mut t = format!("**{}** ({continent}): {holder}.\nNeighbours:", map.name(x));
    for n in map.neighbours(x).iter() {
        let _ = write!(t, "\n· {} — {}", map.name(n), held(s, g, v, n));
    }
    t
}

/// The cities-and-capitals edition (000): cities, capitals and Objectives, all public.
pub(super) fn edition_lines(s: &Session, g: &Game, v: &View, t: &mut String) {
    if !g.cities().is_empty() {
        let list: Vec<String> = g
            .cities()
            .iter()
            .map(|c| format!("{} ({})", g.map().name(c), holder_name(s, g, v, c)))
            .collect();
        let _ = writeln!(t, "**Cities**: {}", list.join(", "));
    }
    let capitals: Vec<String> = g
        .players()
        .filter_map(|p| {
            g.capital_of(p).map(|c| {
                let holder = holder_name(s, g, v, c);
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
                .map(|&(p, a)| match v.sees_owner(a) {
                    true => format!("{} ({})", g.map().name(a), s.name(p)),
                    false => format!("{} (unseen)", g.map().name(a)),
                })
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
