//! The board in words: the public summary and its embed, one player's, one continent's or one
//! territory's view, and the edition's cities, capitals and neutrals. Each is written for one
//! reader's `View`: under fog of war what the reader cannot see is left out or said to be
//! unseen, and a total is told only when the reader sees all it counts; with the fog off (or
//! lifted at the end) the view is clear and the text is the whole board.

use std::fmt::Write;

use super::cards::next_set_sentence;
use super::edition::{edition_lines, holder_name};
use super::goals::colour;
use super::phrases::{place, region};
use crate::engine::{
    ContinentId, Fog, Game, PlayerId, Reader, Set, Sight, TerritoryId, Victory, View,
};
use crate::service::table::session::Session;
use crate::service::values::outcome::Summary;
use crate::t;

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
    // The level's name is the option's value players type (`fog:standard`): it stays as it is.
    let level = match g.fog() {
        Fog::Off => "off",
        Fog::Light => "light",
        Fog::Standard => "standard",
        Fog::Dark => "dark",
    };
    match (v.reader(), g.fog()) {
        (Reader::Everyone, Fog::Light) => t!("text-fog-note-watcher-light", level = level),
        (Reader::Everyone, Fog::Off | Fog::Standard | Fog::Dark) => {
            t!("text-fog-note-watcher", level = level)
        }
        (Reader::Seat(_), Fog::Light) => t!("text-fog-note-light", level = level),
        (Reader::Seat(_), Fog::Dark) => t!("text-fog-note-dark", level = level),
        (Reader::Seat(_), Fog::Standard | Fog::Off) => t!("text-fog-note-standard", level = level),
    }
}

/// The compact board as `v`'s reader sees it: continents with owners and armies, then players.
pub fn board(s: &Session, g: &Game, v: &View) -> String {
    // Say what the numbers count: "alice 2" could read as armies.
    // The channel under standard or dark fog sees no holder at all (once every territory is
    // taken): one line, not a line a continent saying that all of it is unseen.
    let blind = !v.is_clear() && v.owners_seen().is_empty();
    let (mut t, continents) = if blind {
        let n = g.map().territory_count();
        let line = t!("text-board-continents-fogged", count = n) + "\n";
        (line, &[][..])
    } else {
        let head = t!("text-board-continents") + "\n";
        (head, g.map().continents())
    };
    for c in continents {
        let seen = c.territories.intersect(v.owners_seen());
        let holder = g
            .players()
            .find(|&p| c.territories.is_subset(g.territories_of(p)))
            .filter(|_| seen == c.territories);
        let who = match holder {
            Some(p) => t!("text-board-held-by", player = s.name(p)),
            None => {
                let mut parts: Vec<(usize, String)> = g
                    .players()
                    .map(|p| (seen.intersect(g.territories_of(p)).len(), s.name(p)))
                    .filter(|(n, _)| *n > 0)
                    .collect();
                parts.sort_by_key(|p| std::cmp::Reverse(p.0));
                let mut held: Vec<String> = parts
                    .iter()
                    .map(|(n, name)| t!("text-board-holds", player = name.as_str(), count = *n))
                    .collect();
                // While claiming: how many are still free here.
                let free = c
                    .territories
                    .iter()
                    .filter(|&x| g.owner(x).is_none())
                    .count();
                if free > 0 {
                    held.push(t!("text-board-free", count = free));
                }
                let unseen = c.territories.minus(seen).len();
                if unseen > 0 {
                    held.push(t!("text-board-unseen", count = unseen));
                }
                held.join(", ")
            }
        };
        // Armies in all only where every one of them is seen.
        let armies: u32 = c.territories.iter().map(|x| g.armies(x) as u32).sum();
        let armies = if armies > 0 && v.sees_armies_of(c.territories) {
            t!("text-board-armies-in-all", armies = armies)
        } else {
            String::new()
        };
        let _ = writeln!(
            t,
            "{}",
            t!(
                "text-board-continent",
                continent = region(g, &c.name),
                bonus = c.bonus,
                holders = who,
                armies = armies
            )
        );
    }
    t.push_str(&t!("text-board-players"));
    t.push('\n');
    for p in g.players() {
        let seat = &s.seats[p.index()];
        if g.is_eliminated(p) {
            let _ = writeln!(
                t,
                "{}",
                t!(
                    "text-board-eliminated",
                    player = s.name(p),
                    colour = colour(&seat.color)
                )
            );
            continue;
        }
        let conts: Vec<_> = g
            .continents_of(p)
            .map(|c| &g.map().continents()[c])
            .filter(|c| v.sees_owners_of(c.territories))
            .map(|c| region(g, &c.name))
            .collect();
        let shown = g.public_missions(p);
        let missions = if g.rules().victory == Victory::Ranked {
            let claimed = shown.iter().filter(|m| m.claimed).count();
            match shown.iter().find(|m| !m.claimed) {
                Some(m) => t!(
                    "text-board-missions-last",
                    claimed = claimed,
                    last = super::goals::ranked_mission(g, m)
                ),
                None => t!("text-board-missions", claimed = claimed),
            }
        } else {
            String::new()
        };
        // During setup: the starting armies still to place.
        let to_place = match g.setup_armies_left(p) {
            n if n > 0 && !g.is_over() => Some(n),
            _ => None,
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
            counts.push(t!(
                "text-board-territories",
                count = g.territories_of(p).len()
            ));
        }
        match (v.knows_armies_of(g, p), to_place) {
            (true, Some(n)) => counts.push(t!(
                "text-board-armies-to-place",
                armies = g.total_armies(p),
                left = n
            )),
            (true, None) => counts.push(t!("text-board-armies", armies = g.total_armies(p))),
            (false, Some(n)) => counts.push(t!("text-board-to-place", left = n)),
            (false, None) => {}
        }
        counts.push(t!("text-board-cards", count = g.hand_size(p)));
        let counts = counts.join(", ");
        let (player, colour) = (s.label(p), colour(&seat.color));
        let line = match conts.is_empty() {
            true => t!(
                "text-board-player",
                player = player,
                colour = colour,
                counts = counts,
                missions = missions
            ),
            false => t!(
                "text-board-player-holds",
                player = player,
                colour = colour,
                counts = counts,
                continents = crate::i18n::names::places(conts),
                missions = missions
            ),
        };
        let _ = writeln!(t, "{}{line}", if to_move { "▶ " } else { "" });
    }
    let hqs = g.headquarters();
    if !hqs.is_empty() {
        // Under fog, where a Headquarters lies is told only where the reader sees it (as at
        // the reveal), and always to its owner.
        let list: Vec<String> = hqs
            .iter()
            .map(|&(p, x)| match v.sees_place_of(p, x) {
                true => t!(
                    "text-board-hq",
                    owner = s.name(p),
                    territory = place(g, x),
                    holder = holder_name(s, g, v, x)
                ),
                false => t!("text-fog-hq-unseen", player = s.name(p)),
            })
            .collect();
        let _ = writeln!(
            t,
            "{}",
            t!("text-board-hqs", hqs = crate::i18n::joined(&list))
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
                    .map(|p| {
                        t!(
                            "text-board-units",
                            player = s.name(p),
                            armies = g.units(x, p)
                        )
                    })
                    .collect();
                match g.controller(x) {
                    Some(p) => t!(
                        "text-board-shared",
                        territory = place(g, x),
                        units = parts.join(", "),
                        player = s.name(p)
                    ),
                    None => t!(
                        "text-board-shared-nobody",
                        territory = place(g, x),
                        units = parts.join(", ")
                    ),
                }
            })
            .collect();
        let _ = writeln!(t, "{}", t!("text-board-teams", a = team(0), b = team(1)));
        if !shared.is_empty() {
            let _ = writeln!(
                t,
                "{}",
                t!(
                    "text-board-shared-line",
                    territories = crate::i18n::joined(&shared)
                )
            );
        }
    }
    if g.rules().neutral_mode == crate::engine::rules::NeutralMode::Active {
        let list: Vec<String> = g
            .players()
            .filter(|&q| g.is_neutral(q) && !g.is_eliminated(q))
            .map(|q| {
                t!(
                    "text-board-neutral",
                    neutral = s.name(q),
                    status = status(s, g.ally_of(q)),
                    cards = g.bribe_cards(q)
                )
            })
            .collect();
        let _ = writeln!(
            t,
            "{}",
            t!("text-board-neutrals", neutrals = crate::i18n::joined(&list))
        );
    }
    if g.turn() > 0 {
        t.push_str(&next_set_sentence(g));
    }
    t.trim_end().to_string()
}

/// `set` grouped by continent in map order: "North America: Alaska, Alberta; Asia: Siam".
pub fn by_continent(g: &Game, set: Set) -> String {
    let parts = g
        .map()
        .continents()
        .iter()
        .filter(|c| !c.territories.intersect(set).is_empty())
        .map(|c| {
            let names: Vec<String> = c
                .territories
                .intersect(set)
                .iter()
                .map(|t| place(g, t).to_string())
                .collect();
            t!(
                "text-in-continent",
                continent = region(g, &c.name),
                territories = names.join(", ")
            )
        })
        .collect::<Vec<_>>();
    crate::i18n::joined(&parts)
}

/// `set` grouped by continent with each territory's armies as `v`'s reader sees them ("?"
/// where unseen): "North America: Alaska 3, Alberta 1; Asia: Siam 2".
pub fn armies_by_continent(g: &Game, v: &View, set: Set) -> String {
    let parts = g
        .map()
        .continents()
        .iter()
        .filter(|c| !c.territories.intersect(set).is_empty())
        .map(|c| {
            let here: Vec<String> = c
                .territories
                .intersect(set)
                .iter()
                .map(|t| {
                    t!(
                        "text-territory-armies",
                        territory = place(g, t),
                        armies = armies_seen(g, v, t)
                    )
                })
                .collect();
            t!(
                "text-in-continent",
                continent = region(g, &c.name),
                territories = here.join(", ")
            )
        })
        .collect::<Vec<_>>();
    crate::i18n::joined(&parts)
}

/// `t`'s armies as `v`'s reader sees them: the count, or "?" where the fog hides it.
fn armies_seen(g: &Game, v: &View, t: TerritoryId) -> String {
    v.armies(g, t).map_or_else(|| "?".into(), |n| n.to_string())
}

/// "AI 1 (basic), 3": a territory's holder and armies ("free" while unclaimed) as `v`'s reader
/// sees them: "AI 1 (basic), ?" when only the holder is seen, "unseen" when neither is.
pub(super) fn held(s: &Session, g: &Game, v: &View, t: TerritoryId) -> String {
    match (v.sight(t), g.owner(t)) {
        (Sight::Nothing, _) => t!("text-unseen"),
        (_, Some(p)) => t!(
            "text-held",
            player = s.name(p),
            armies = armies_seen(g, v, t)
        ),
        (_, None) => t!("text-free"),
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
    let (player, count) = (s.name(p), own.len());
    let mut t = match (v.knows_territories_of(g, p), v.knows_armies_of(g, p)) {
        (true, true) => t!(
            "text-player-holds-armies",
            player = player,
            count = count,
            armies = g.total_armies(p)
        ),
        (true, false) => t!("text-player-holds", player = player, count = count),
        (false, true) => t!(
            "text-player-fogged-armies",
            player = player,
            count = count,
            armies = g.total_armies(p)
        ),
        (false, false) => t!("text-player-fogged", player = player, count = count),
    };
    for c in g.map().continents() {
        let here = c.territories.intersect(own);
        if here.is_empty() {
            continue;
        }
        let line = if here == c.territories {
            t!(
                "text-player-continent-all",
                continent = region(g, &c.name),
                bonus = c.bonus
            )
        } else {
            t!(
                "text-player-continent-part",
                continent = region(g, &c.name),
                held = here.len(),
                count = c.territories.len()
            )
        };
        let _ = write!(t, "\n{line}");
        for x in here.iter() {
            let enemies: Vec<String> = g
                .map()
                .neighbours(x)
                .minus(own)
                .iter()
                .map(|n| {
                    t!(
                        "text-neighbour",
                        territory = place(g, n),
                        held = held(s, g, v, n)
                    )
                })
                .collect();
            let (territory, armies) = (place(g, x), armies_seen(g, v, x));
            let line = match enemies.is_empty() {
                true => t!(
                    "text-territory-armies",
                    territory = territory,
                    armies = armies
                ),
                false => t!(
                    "text-territory-enemies",
                    territory = territory,
                    armies = armies,
                    enemies = enemies.join(", ")
                ),
            };
            let _ = write!(t, "\n· {line}");
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
    let (continent, count) = (region(g, &cont.name), cont.territories.len());
    let mut t = match holder {
        Some(p) => t!(
            "text-continent-held",
            continent = continent,
            bonus = cont.bonus,
            count = count,
            player = s.name(p)
        ),
        None => t!(
            "text-continent",
            continent = continent,
            bonus = cont.bonus,
            count = count
        ),
    };
    for x in cont.territories.iter() {
        let line = t!(
            "text-territory-held",
            territory = place(g, x),
            held = held(s, g, v, x)
        );
        let _ = write!(t, "\n· {line}");
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
        .map_or(String::new(), |c| region(g, &c.name).to_string());
    let territory = place(g, x);
    let mut t = match (v.sight(x), g.owner(x)) {
        (Sight::Nothing, _) => t!(
            "text-territory-unseen",
            territory = territory,
            continent = continent
        ),
        (Sight::Owner, Some(p)) => t!(
            "text-territory-owner",
            territory = territory,
            continent = continent,
            player = s.name(p)
        ),
        (Sight::All, Some(p)) => t!(
            "text-territory-all",
            territory = territory,
            continent = continent,
            player = s.name(p),
            armies = g.armies(x)
        ),
        (_, None) => t!(
            "text-territory-free",
            territory = territory,
            continent = continent
        ),
    };
    t.push('\n');
    t.push_str(&t!("text-neighbours"));
    for n in map.neighbours(x).iter() {
        let line = t!(
            "text-territory-held",
            territory = place(g, n),
            held = held(s, g, v, n)
        );
        let _ = write!(t, "\n· {line}");
    }
    t
}

/// A neutral's place on the status track (004 active neutrals).
pub(super) fn status(s: &Session, ally: Option<PlayerId>) -> String {
    match ally {
        Some(p) => t!("text-status-allied", player = s.name(p)),
        None => t!("text-status-uninvolved"),
    }
}
