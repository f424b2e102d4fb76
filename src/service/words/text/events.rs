//! What happened, in public words: a run of events, one attack's battles in a line, and an AI
//! seat's whole turn in one line.

use super::board::{by_continent, status};
use super::fog;
use super::phrases::{clip, count, rolls};
use crate::engine::{Event, Game, PlayerId, Set, View};
use crate::service::table::session::Session;

/// The lines a reader with `view` gets for a run of events, with consecutive battles of one
/// attack condensed. Only public forms are ever worded here; under fog, only what the view
/// shows (`fog`), and a clear view words everything as it is.
pub fn events(s: &Session, g: &Game, view: &View, evs: &[Event]) -> Vec<String> {
    if view.is_clear() {
        worded(s, g, evs, &battles, &event)
    } else {
        let mut lines = worded(
            s,
            g,
            evs,
            &|s, g, run, taken| {
                fog::battles(s, g, view, run, taken)
                    .unwrap_or_else(|| battles(s, g, run, fog::taken_for(view, taken)))
            },
            &|s, g, e| fog::event(s, g, view, e).unwrap_or_else(|| event(s, g, e)),
        );
        // Several placements the reader may not count read as one line.
        lines.dedup();
        lines
    }
}

/// How one attack's battles are worded (`battles`, `fog::battles`).
type Battles<'a> =
    dyn Fn(&Session, &Game, &[Event], Option<(PlayerId, u16, u16)>) -> Option<String> + 'a;
/// How one event is worded (`event`, `fog::event`).
type Words<'a> = dyn Fn(&Session, &Game, &Event) -> Option<String> + 'a;

/// The lines for a run of events, each attack's battles and each other event worded by the
/// functions given.
fn worded(
    s: &Session,
    g: &Game,
    evs: &[Event],
    battles: &Battles<'_>,
    event: &Words<'_>,
) -> Vec<String> {
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
            out.extend(battles(s, g, &evs[i..i + run], taken));
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
pub(super) fn battles(
    s: &Session,
    g: &Game,
    run: &[Event],
    taken: Option<(PlayerId, u16, u16)>,
) -> Option<String> {
    let mut names = String::new();
    let mut result = None;
    for e in run {
        if let Event::Battle {
            from, to, after, ..
        } = e
        {
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
    let rolls = rolls(g, run);
    Some(match result {
        Some(r) => format!("🎲 {names}: {r}. {rolls}"),
        None => format!("🎲 {names}: {rolls}"),
    })
}

pub(super) fn event(s: &Session, g: &Game, e: &Event) -> Option<String> {
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
/// Under fog, only what `view` shows, clipped; a turn the reader saw nothing of is said to have
/// been played.
pub fn ai_turn(s: &Session, g: &Game, view: &View, evs: &[Event]) -> String {
    let full = events(s, g, view, evs).join(" ");
    if !view.is_clear() {
        let played = evs.iter().any(|e| matches!(e, Event::TurnStarted { .. }));
        return match full.is_empty() {
            true if played => "plays a turn.".into(),
            true => full,
            false => clip(&full, AI_TURN_CHARS),
        };
    }
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
