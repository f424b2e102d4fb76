//! Words for the channel: events, board summaries, hands and prompts, in public forms only
//! unless a function says it is for one player.

use std::fmt::Write;

use crate::engine::rules::{CapitalGoal, CardValues};
use crate::engine::{
    CardId, ContinentId, Event, Game, Phase, PlayerId, Roll, Set, TerritoryId, Victory,
};
use crate::service::table::session::Session;
use crate::service::values::outcome::Summary;

const FACES: [&str; 7] = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

/// Dice as faces and numbers ("⚅ 6, ⚂ 3"), so screen readers read them too.
fn faces(r: &Roll) -> String {
    r.faces()
        .iter()
        .map(|&f| match FACES.get(f as usize) {
            Some(face) if f > 0 => format!("{face} {f}"),
            // An Airfield can lift a 6 to a 7 (Command Room): a number alone.
            _ => f.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// What `p` is playing for, for `p` only: their mission or Headquarters, or world domination.
pub fn goal(s: &Session, g: &Game, p: PlayerId) -> String {
    if let Some(m) = g.mission(p) {
        return format!(
            "Your secret mission: {}\nProgress: {}",
            m.describe(g.map()),
            g.mission_progress(p, m, &|q| s.name(q))
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
                    g.owner(*t).map(|o| s.name(o)).unwrap_or_default()
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
            let progress = g.mission_progress(p, &m.mission, &|q| colour(q).to_string());
            let _ = write!(t, " Progress: {progress}");
        }
    }
    t
}

/// Public lines for a run of events, with consecutive battles of one attack condensed.
/// Only public forms are ever worded here.
pub fn events(s: &Session, g: &Game, evs: &[Event]) -> Vec<String> {
    let evs: Vec<Event> = evs.iter().map(Event::public).collect();
    let evs = evs.as_slice();
    let mut out = Vec::new();
    // Move-ins already worded in their conquest's battle line.
    let mut told: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < evs.len() {
        if told.contains(&i) {
            i += 1;
            continue;
        }
        if let Event::Battle { from, to, .. } = evs[i] {
            let run = evs[i..]
                .iter()
                .take_while(
                    |e| matches!(e, Event::Battle { from: f, to: t, .. } if *f == from && *t == to),
                )
                .count();
            // The conquest, if the run took the territory, is the event right after it, and
            // the move-in, when it was made at once (an AI, or `move:`), the one after that:
            // both are worded in the battle line.
            let mut taken = match evs.get(i + run) {
                Some(Event::Conquered {
                    player,
                    to: t,
                    moved,
                    max,
                    ..
                }) if *t == to
                    && matches!(evs[i + run - 1], Event::Battle { after: Some(_), .. }) =>
                {
                    Some((*player, *moved, *max))
                }
                _ => None,
            };
            let used = run + usize::from(taken.is_some());
            // The move-in made in the same run of events (an AI's, `move:`, going on), also
            // after what the conquest set off (an elimination, a Headquarters taken): settled,
            // as many as moved in, and nothing more to choose.
            if let Some((p, _, _)) = taken {
                let settled = (i + used..evs.len())
                    .take_while(|&j| {
                        !matches!(
                            evs[j],
                            Event::Battle { .. }
                                | Event::Conquered { .. }
                                | Event::AttackEnded { .. }
                                | Event::TurnEnded { .. }
                        )
                    })
                    .find(|&j| matches!(evs[j], Event::Occupied { to: t, .. } if t == to));
                if let Some(j) = settled {
                    if let Event::Occupied { armies, .. } = evs[j] {
                        taken = Some((p, armies, armies));
                    }
                    told.push(j);
                }
            }
            out.push(battles(s, g, &evs[i..i + run], taken));
            i += used;
            continue;
        }
        if let Some(line) = event(s, g, &evs[i]) {
            out.push(line);
        }
        i += 1;
    }
    out
}

/// One attack's battles in one line: the result first (who takes or holds the territory, the
/// armies left on both sides), then the losses and the last roll.
fn battles(s: &Session, g: &Game, run: &[Event], taken: Option<(PlayerId, u16, u16)>) -> String {
    let (mut al, mut dl) = (0, 0);
    let mut last = String::new();
    let mut names = String::new();
    let mut notes = Vec::new();
    let mut result = None;
    for e in run {
        if let Event::Battle {
            from,
            to,
            attacker,
            defender,
            attacker_losses,
            defender_losses,
            reroll,
            commander,
            bonus,
            after,
        } = e
        {
            if let Some(b) = bonus {
                if let Some(f) = b.attack_die {
                    notes.push(format!("bonus attack die {f}"));
                }
                if let Some(f) = b.defense_die {
                    notes.push(format!("bonus defence die {f}"));
                }
                if b.attacker_airfield || b.defender_airfield {
                    notes.push("Airfield +1".into());
                }
            }
            al += attacker_losses;
            dl += defender_losses;
            last = format!("{} vs {}", faces(attacker), faces(defender));
            if let Some(r) = reroll {
                let card = g.card_name(r.card);
                let whose = if r.defender { "defender's " } else { "" };
                notes.push(format!(
                    "re-rolled a {whose}{} → {} with {card}",
                    r.before, r.after
                ));
            }
            if let Some(before) = commander {
                notes.push(format!("the Commander turned a {before} into a 6"));
            }
            let (f, t) = (g.map().name(*from), g.map().name(*to));
            names = format!("{f} ⚔ {t}");
            result = after.map(|a| match taken {
                Some((p, moved, max)) if max > moved => format!(
                    "🚩 {} takes {t}, {moved} moved in and {} left in {f} (/move up to {max})",
                    s.name(p),
                    a.attacker_left.saturating_sub(moved)
                ),
                Some((p, moved, _)) => format!(
                    "🚩 {} takes {t}, {moved} moved in and {} left in {f}",
                    s.name(p),
                    a.attacker_left.saturating_sub(moved)
                ),
                None => format!(
                    "{} holds {t} with {}, {} left in {f}",
                    s.name(a.holder),
                    a.defender_left,
                    a.attacker_left
                ),
            });
        }
    }
    let notes = if notes.is_empty() {
        String::new()
    } else {
        format!(" ({})", notes.join("; "))
    };
    let rolls = if run.len() == 1 {
        format!("{last}: attacker −{al}, defender −{dl}{notes}.")
    } else {
        format!(
            "{} rolls, attacker −{al}, defender −{dl}{notes}; last {last}.",
            run.len()
        )
    };
    match result {
        Some(r) => format!("🎲 {names}: {r}. {rolls}"),
        None => format!("🎲 {names}: {rolls}"),
    }
}

fn event(s: &Session, g: &Game, e: &Event) -> Option<String> {
    let n = |t| g.map().name(t).to_string();
    let who = |p: &PlayerId| s.name(*p);
    Some(match e {
        Event::Claimed { player, territory } => {
            format!("{} claims {}.", who(player), n(*territory))
        }
        Event::Placed {
            player,
            territory,
            armies,
        } => {
            format!("{} places {} on {}.", who(player), armies, n(*territory))
        }
        Event::Dealt {
            player,
            territories,
        } => {
            let set: Set = territories.iter().copied().collect();
            format!(
                "{} is dealt {} territories — {}.",
                who(player),
                territories.len(),
                by_continent(g, set)
            )
        }
        Event::SetupComplete => "All starting armies are placed: the war begins.".into(),
        Event::Traded {
            player,
            cards,
            armies,
            bonus,
        } => format!(
            "{} trades {} for {} armies{}.",
            who(player),
            cards
                .iter()
                .map(|c| g.card_name(*c))
                .collect::<Vec<_>>()
                .join(", "),
            armies,
            bonus
                .map(|(t, b)| format!(" (+{b} on {})", n(t)))
                .unwrap_or_default()
        ),
        Event::Conquered {
            player,
            to,
            moved,
            max,
            ..
        } if max > moved => format!(
            "🚩 {} conquers {} ({moved} moved in; /move up to {max}).",
            who(player),
            n(*to)
        ),
        Event::Conquered {
            player, to, moved, ..
        } => {
            format!("🚩 {} conquers {} ({moved} moved in).", who(player), n(*to))
        }
        Event::Occupied { to, armies: 1, .. } => format!("1 army now holds {}.", n(*to)),
        Event::Occupied { to, armies, .. } => format!("{armies} armies now hold {}.", n(*to)),
        Event::Eliminated {
            player,
            by,
            cards_taken,
        } => format!(
            "☠ {} is eliminated by {}, who takes {}.",
            who(player),
            who(by),
            count(*cards_taken, "card", "cards")
        ),
        Event::CardDrawn { player, .. } => format!("{} draws a card.", who(player)),
        Event::DeckReshuffled { .. } => "The traded-in cards are shuffled into a new deck.".into(),
        Event::Fortified { from, to, armies } => {
            format!("Fortify: {armies} from {} to {}.", n(*from), n(*to))
        }
        Event::GameOver { winner } => format!("🏆 {} wins the game!", who(winner)),
        Event::GameEnded => {
            "🏁 Nobody plays here any more, and no seat still in the game leads the ranking alone: the game ends without a winner.".into()
        }
        Event::MissionsDealt => {
            "Secret missions are dealt: each player has theirs by DM (/mission).".into()
        }
        Event::MissionCompleted { player, mission } => format!(
            "🎯 {} completed their secret mission: {}",
            who(player),
            mission.describe(g.map())
        ),
        Event::HqChosen { player, .. } => format!("{} has chosen a Headquarters.", who(player)),
        Event::Bribed {
            player,
            neutral,
            ally,
            ..
        } => format!(
            "💰 {} gives {} a card ({} held): {}.",
            who(player),
            who(neutral),
            g.bribe_cards(*neutral),
            status(s, *ally)
        ),
        Event::StatusRolled {
            neutral,
            roll,
            ally,
        } => format!(
            "🎲 Status die for {}: {roll} → {}.",
            who(neutral),
            status(s, *ally)
        ),
        Event::AllyReinforced {
            player,
            ally,
            territory,
            armies,
        } => format!(
            "{} reinforces their ally {} with {armies} in {}.",
            who(player),
            who(ally),
            n(*territory)
        ),
        Event::AllyArmiesDivided {
            ally,
            from,
            to,
            armies,
            ..
        } => format!(
            "{armies} of {}'s new armies move from {} to {}.",
            who(ally),
            n(*from),
            n(*to)
        ),
        Event::HandPassed { from, to, cards } => format!(
            "{} passes the team's {cards} card(s) to {}.",
            who(from),
            who(to)
        ),
        Event::RewardGained { player, reward } => {
            format!("🎁 {} takes the Reward: {}.", who(player), reward.name())
        }
        Event::AirfieldPlaced {
            player,
            territory,
            auto,
        } => format!(
            "🛩 {} places an Airfield in {}{}.",
            who(player),
            n(*territory),
            if *auto {
                " (not placed by hand: their strongest territory)"
            } else {
                ""
            }
        ),
        Event::AirfieldDestroyed { player, territory } => {
            format!(
                "🛩 The Airfield of {} in {} is destroyed.",
                who(player),
                n(*territory)
            )
        }
        Event::CapitalPlaced { player, territory } => {
            format!(
                "🏛 {} places their capital in {}.",
                who(player),
                n(*territory)
            )
        }
        Event::ObjectiveCollected { player, objective } => format!(
            "🎖 {} collects the Objective “{}” ({} held; no card this turn).",
            who(player),
            objective.describe(g.map()),
            g.objectives_of(*player).len()
        ),
        Event::ObjectiveDeclined { player } => format!(
            "{} takes no Objective this turn.",
            who(player)
        ),
        Event::CardDiscarded { player, card } => format!(
            "{} discards the card {}.",
            who(player),
            g.card_name(*card)
        ),
        Event::ObjectivesTaken {
            player,
            from,
            count,
        } => format!(
            "{} takes {count} Objective(s) from {}.",
            who(player),
            who(from)
        ),
        Event::StarsTraded {
            player,
            cards,
            stars,
            armies,
        } => format!(
            "{} turns in {} card(s) showing {stars} stars for {armies} troops.",
            who(player),
            cards.len()
        ),
        Event::MissionClaimed { player, mission } => format!(
            "🎖 {} shows a completed mission and claims it — {}",
            who(player),
            mission.describe(g.map())
        ),
        Event::MissionRevealed { player, mission } => format!(
            "📜 {} has claimed three missions; their last is revealed — {}",
            who(player),
            mission.describe(g.map())
        ),
        Event::HqsRevealed { hqs } => {
            let list: Vec<String> = hqs
                .iter()
                .map(|(p, t)| format!("{} — {}", who(p), n(*t)))
                .collect();
            format!("🏰 Headquarters revealed: {}.", list.join(", "))
        }
        Event::HqCaptured {
            player,
            from,
            territory,
        } => format!(
            "🏰 {} captures the Headquarters of {} in {} and takes its card.",
            who(player),
            who(from),
            n(*territory)
        ),
        Event::ArmiesLost { player, armies } => format!(
            "{} loses {armies} armies: every territory holds the most allowed.",
            who(player)
        ),
        // Said otherwise: the turn's prompt, and battles as one line per run (`battles`).
        Event::AttackEnded { .. }
        | Event::TurnEnded { .. }
        | Event::TurnStarted { .. }
        | Event::Battle { .. } => return None,
        // Where is secret until everyone is done (`placing_progress` says who is).
        Event::PlacedHidden { .. } => return None,
        Event::PlacementsRevealed { placed } => {
            let mut by_player: Vec<String> = Vec::new();
            for p in g.players() {
                let mine: Vec<String> = placed
                    .iter()
                    .filter(|(q, ..)| *q == p)
                    .map(|(_, t, a)| format!("{} +{a}", n(*t)))
                    .collect();
                if !mine.is_empty() {
                    by_player.push(format!("{}: {}", who(&p), mine.join(", ")));
                }
            }
            format!(
                "Everyone has placed; the starting armies are revealed. {}.",
                by_player.join("; ")
            )
        }
    })
}

/// The most characters one AI turn takes in the channel; the full turn is in /history.
pub const AI_TURN_CHARS: usize = 340;

/// One AI seat's turn in one line of at most `AI_TURN_CHARS` characters: the events as they
/// read, or, for a long turn, its story in order: each run of placements and battles added up
/// (what it placed, its rolls, what it conquered), and the rarer events (trades, eliminations,
/// missions, Objectives) as they read, where they happened.
pub fn ai_turn(s: &Session, g: &Game, evs: &[Event]) -> String {
    let full = events(s, g, evs).join(" ");
    if full.chars().count() <= AI_TURN_CHARS {
        return full;
    }
    let who = evs.iter().find_map(|e| match e {
        Event::TurnStarted { player, .. }
        | Event::Placed { player, .. }
        | Event::Traded { player, .. }
        | Event::Conquered { player, .. } => Some(s.name(*player)),
        _ => None,
    });
    let mut story: Vec<String> = Vec::new();
    let mut run = Run::default();
    for e in evs {
        match e {
            Event::Placed { armies, .. } => {
                if run.rolls > 0 {
                    // Placing again after battles (after a trade-down): a new part of the story.
                    run.tell(who.as_deref(), &mut story);
                }
                run.placed += *armies as u32;
            }
            Event::Battle {
                attacker_losses,
                defender_losses,
                ..
            } => {
                run.rolls += 1;
                run.lost += *attacker_losses as u32;
                run.killed += *defender_losses as u32;
            }
            Event::Conquered { to, .. } => run.conquered.push(g.map().name(*to).to_string()),
            Event::Occupied { .. } | Event::Fortified { .. } | Event::CardDrawn { .. } => {}
            // In short: the armies a trade gave, not its cards (the full turn is in /history).
            Event::Traded {
                player,
                armies,
                bonus,
                ..
            } => {
                run.tell(who.as_deref(), &mut story);
                let bonus = bonus
                    .map(|(t, b)| format!(" (+{b} on {})", g.map().name(t)))
                    .unwrap_or_default();
                story.push(format!(
                    "{} trades a set for {armies} armies{bonus}.",
                    s.name(*player)
                ));
            }
            e => {
                if let Some(line) = event(s, g, &e.public()) {
                    run.tell(who.as_deref(), &mut story);
                    story.push(line);
                }
            }
        }
    }
    run.tell(who.as_deref(), &mut story);
    clip(&story.join(" "), AI_TURN_CHARS)
}

/// A run of an AI turn's placements and battles, added up (`ai_turn`).
#[derive(Default)]
struct Run {
    placed: u32,
    rolls: u32,
    lost: u32,
    killed: u32,
    conquered: Vec<String>,
}

impl Run {
    /// Tells the run as one sentence ("AI 1 places 6; 9 rolls, losing 4 and destroying 7;
    /// conquers Peru.") at the end of `story`, and starts a new one.
    fn tell(&mut self, who: Option<&str>, story: &mut Vec<String>) {
        let mut parts: Vec<String> = Vec::new();
        if self.placed > 0 {
            parts.push(format!("places {}", self.placed));
        }
        if self.rolls > 0 {
            parts.push(format!(
                "{}, losing {} and destroying {}",
                count(self.rolls, "roll", "rolls"),
                self.lost,
                self.killed
            ));
        }
        match self.conquered.as_slice() {
            [] => {}
            [first, .., last] if self.conquered.len() > 3 => parts.push(format!(
                "conquers {} territories, from {first} to {last}",
                self.conquered.len()
            )),
            names => parts.push(format!("conquers {}", names.join(", "))),
        }
        if !parts.is_empty() {
            let line = parts.join("; ");
            story.push(match who {
                Some(name) => format!("{name} {line}."),
                None => format!("{line}."),
            });
        }
        *self = Run::default();
    }
}

/// `n` and the noun in the number it takes: "1 card", "3 cards", "1 army", "2 armies".
pub fn count(n: impl Into<u64> + Copy, one: &str, many: &str) -> String {
    format!("{} {}", n.into(), crate::engine::plural(n, one, many))
}

/// `text` cut to at most `max` characters, ending in "…" when cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut t: String = text.chars().take(max.saturating_sub(1)).collect();
    t.push('…');
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

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// "Alice, round 2: draft 7 troops (/draft)."
/// Simultaneous placement: who has finished placing, after placements by `events`' players.
pub fn placing_progress(s: &Session, g: &Game, events: &[Event]) -> Option<String> {
    let mut done: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::PlacedHidden { player, .. } if g.setup_armies_left(*player) == 0 => {
                Some(s.name(*player))
            }
            _ => None,
        })
        .collect();
    done.dedup();
    if done.is_empty() {
        return None;
    }
    let waiting: Vec<String> = g.still_placing().iter().map(|&p| s.name(p)).collect();
    Some(format!(
        "✅ {} placed all starting armies (hidden until everyone is done); waiting for {}.",
        done.join(", "),
        waiting.join(", ")
    ))
}

/// Simultaneous placement: what `p` has placed so far (only for `p`) and what is left, or whom
/// the reveal still waits for once `p` is done.
pub fn hidden_placements(s: &Session, g: &Game, p: PlayerId) -> String {
    let mine: Vec<String> = g
        .hidden_placements(p)
        .iter()
        .map(|(t, a)| format!("{} +{a}", g.map().name(*t)))
        .collect();
    let left = g.setup_armies_left(p);
    let placed = if mine.is_empty() {
        String::new()
    } else {
        format!(
            " (only you see this until everyone is done): {}",
            mine.join(", ")
        )
    };
    let waiting: Vec<String> = g
        .still_placing()
        .iter()
        .filter(|&&q| q != p)
        .map(|&q| s.name(q))
        .collect();
    match (left, mine.is_empty()) {
        (0, _) if waiting.is_empty() => format!("All your starting armies are placed{placed}."),
        (0, true) => format!(
            "You have no starting armies to place; waiting for {}.",
            waiting.join(", ")
        ),
        (0, false) => format!(
            "All your starting armies are placed{placed}; waiting for {}.",
            waiting.join(", ")
        ),
        (_, true) => format!(
            "You have placed nothing yet: {left} to place (/draft territory places them all there)."
        ),
        (_, false) => format!(
            "Placed so far{placed}. {left} left to place (/draft territory places them all there)."
        ),
    }
}

pub fn prompt(s: &Session, g: &Game) -> String {
    let p = g.current();
    if g.placing_simultaneously() {
        let left: Vec<String> = g
            .still_placing()
            .iter()
            .map(|&q| format!("{} {}", s.name(q), g.setup_armies_left(q)))
            .collect();
        return format!(
            "Everyone places their starting armies now, at the same time and privately \
             (/draft territory puts all you have left there; /draft territory troops some of \
             them; /board player:me lists your territories). They are revealed together when \
             all are done; at the deadline the rest goes on borders. To place: {}.",
            left.join(", ")
        );
    }
    if g.is_over() {
        let how = match g.winner() {
            Some(w) => format!("{} won", s.name(w)),
            None => "it ended without a winner, as nobody played any more".into(),
        };
        return format!("The game is over: {how}. /risk new opens the next one.");
    }
    let mut t = format!("{}, ", s.name(p));
    if g.round() > 0 {
        let _ = write!(t, "round {}: ", g.round());
    }
    t.push_str(&g.describe(g.expected()));
    match g.phase() {
        Phase::Claim => {
            let free = g
                .map()
                .territory_ids()
                .filter(|&x| g.owner(x).is_none())
                .count();
            let _ = write!(
                t,
                "; {free} of {} are free (/board shows how many per continent, /board \
                 continent:NAME which)",
                g.map().territory_count()
            );
        }
        Phase::PlaceSetup | Phase::Reinforce { .. } if g.turn() <= 1 => {
            t.push_str("; /board player:me lists your territories and their enemy neighbours");
        }
        _ => {}
    }
    // Only while drafting, and from what everyone sees (three cards or more), not from
    // whether the hand holds a set: the prompt is public.
    if matches!(g.phase(), Phase::Reinforce { .. }) && !g.must_trade() && g.may_trade_now(p) {
        match public_set_value(g) {
            Some(n) => write!(
                t,
                "; a set of cards, if you hold one, trades for {n} (/trade)"
            ),
            None => write!(
                t,
                "; a set of cards, if you hold one, can be traded (/trade)"
            ),
        }
        .ok();
    }
    let objectives = g.objective_choices();
    if g.phase() == &Phase::Fortify && !objectives.is_empty() {
        let _ = write!(
            t,
            "; first you may take one Objective achieved this turn: {} (/objective name, \
             or /objective alone for none; fortifying or /end takes the first)",
            g.objective_list(&objectives)
        );
    }
    t.push('.');
    if !g.is_over() && s.waits_for_deadline(p) {
        t.push_str(
            " You are away after missed turns: /risk return takes your seat back; otherwise the AI plays this turn at the deadline.",
        );
    }
    t
}

/// What the next set traded is worth, where every set is worth the same; `None` where the
/// value tells the kind of set (004's values by design), which a public message must not say
/// (the hand is private), and for star cards.
pub fn public_set_value(g: &Game) -> Option<u16> {
    match g.rules().card_values {
        CardValues::Escalating | CardValues::PlusOne => Some(g.next_set_value()),
        CardValues::ByDesign | CardValues::Stars => None,
    }
}

/// The public button that opens the mover's trade: "Trade cards (+8)", or "Trade cards".
pub fn trade_offer(g: &Game) -> String {
    match public_set_value(g) {
        Some(n) => format!("Trade cards (+{n})"),
        None => "Trade cards".into(),
    }
}

/// The compact public board: continents with owners and armies, then players.
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

/// "AI 1 (basic), 3": a territory's holder and armies ("free" while unclaimed).
fn held(s: &Session, g: &Game, t: TerritoryId) -> String {
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

/// How many sets a hand message names.
const SETS_LISTED: usize = 6;

/// A player's hand, for that player only.
pub fn hand(g: &Game, p: PlayerId) -> String {
    let cards = g.hand(p);
    if cards.is_empty() {
        return "You hold no cards.".into();
    }
    let mut t = format!("Your cards: {}.", list_cards(g, cards));
    let (now, held) = (
        crate::service::values::offers::trade_sets(g, p),
        g.tradeable_sets(p),
    );
    // The most valuable sets first, at most `SETS_LISTED` of them: a big hand holds dozens, and
    // the message must stay within one Discord message (the /trade autocomplete lists them all).
    let listed = |sets: &[[CardId; 3]]| {
        let mut sets = sets.to_vec();
        sets.sort_by_key(|s| std::cmp::Reverse(g.set_worth(*s)));
        let mut t = sets
            .iter()
            .take(SETS_LISTED)
            .map(|s| list_cards(g, s))
            .collect::<Vec<_>>()
            .join(" | ");
        if sets.len() > SETS_LISTED {
            let _ = write!(
                t,
                " and {} more (/trade lists them)",
                sets.len() - SETS_LISTED
            );
        }
        t
    };
    if !now.is_empty() {
        let _ = write!(
            t,
            " Sets you can trade now ({}): {}.",
            next_set(g),
            listed(&now)
        );
    } else if !held.is_empty() {
        let _ = write!(
            t,
            " Sets you hold, to trade at the start of a turn ({}): {}.",
            next_set(g),
            listed(&held)
        );
    } else {
        t.push_str(" No set to trade yet.");
    }
    t
}

pub fn list_cards(g: &Game, cards: &[CardId]) -> String {
    cards
        .iter()
        .map(|c| g.card_name(*c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the next set is worth: one value, or the fixed table (004 Mission and Team RISK).
fn next_set(g: &Game) -> String {
    if g.rules().card_values == crate::engine::rules::CardValues::Stars {
        "star cards: turn in 2–10 stars (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30)".into()
    } else if g.rules().card_values == crate::engine::rules::CardValues::ByDesign {
        "sets: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10".into()
    } else {
        format!("next set: {} armies", g.next_set_value())
    }
}

/// The cities-and-capitals edition (000): cities, capitals and Objectives, all public.
fn edition_lines(s: &Session, g: &Game, t: &mut String) {
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
fn status(s: &Session, ally: Option<PlayerId>) -> String {
    match ally {
        Some(p) => format!("allied with {}", s.name(p)),
        None => "uninvolved".into(),
    }
}
