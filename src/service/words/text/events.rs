//! What happened, in public words: a run of events, one attack's battles in a line, and an AI
//! seat's whole turn in one line.

use super::board::{by_continent, status};
use super::cards::{card_name, list_cards};
use super::phrases::{place, rolls};
use super::{fog, goals};
use crate::engine::{Event, Game, PlayerId, Set, TerritoryId, View};
use crate::service::table::session::Session;
use crate::t;

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
    let rolls = rolls(g, run);
    let mut line = None;
    for e in run {
        if let Event::Battle {
            from, to, after, ..
        } = e
        {
            let (f, t) = (place(g, *from), place(g, *to));
            line = Some(match (after, taken) {
                (Some(a), Some((p, moved, max))) if max > moved => t!(
                    "text-battle-taken-open",
                    from = f,
                    to = t,
                    player = s.name(p),
                    moved = moved,
                    left = a.attacker_left.saturating_sub(moved),
                    max = max,
                    rolls = rolls.as_str()
                ),
                (Some(a), Some((p, moved, _))) => t!(
                    "text-battle-taken",
                    from = f,
                    to = t,
                    player = s.name(p),
                    moved = moved,
                    left = a.attacker_left.saturating_sub(moved),
                    rolls = rolls.as_str()
                ),
                (Some(a), None) => t!(
                    "text-battle-held",
                    from = f,
                    to = t,
                    holder = s.name(a.holder),
                    defenders = a.defender_left,
                    attackers = a.attacker_left,
                    rolls = rolls.as_str()
                ),
                (None, _) => t!("text-battle", from = f, to = t, rolls = rolls.as_str()),
            });
        }
    }
    line
}

pub(super) fn event(s: &Session, g: &Game, e: &Event) -> Option<String> {
    let n = |t: TerritoryId| place(g, t);
    let who = |p: &PlayerId| s.name(*p);
    Some(match e {
        Event::Claimed { player, territory } => {
            t!(
                "text-claimed",
                player = who(player),
                territory = n(*territory)
            )
        }
        Event::Placed {
            player,
            territory,
            armies,
        } => t!(
            "text-placed",
            player = who(player),
            armies = *armies,
            territory = n(*territory)
        ),
        Event::Dealt {
            player,
            territories,
        } => {
            let set: Set = territories.iter().copied().collect();
            t!(
                "text-dealt",
                player = who(player),
                count = territories.len(),
                territories = by_continent(g, set)
            )
        }
        Event::SetupComplete => t!("text-setup-complete"),
        Event::Traded {
            player,
            cards,
            armies,
            bonus,
        } => {
            let cards = list_cards(g, cards);
            match bonus {
                Some((t, b)) => t!(
                    "text-traded-bonus",
                    player = who(player),
                    cards = cards,
                    armies = *armies,
                    bonus = *b,
                    territory = n(*t)
                ),
                None => t!(
                    "text-traded",
                    player = who(player),
                    cards = cards,
                    armies = *armies
                ),
            }
        }
        Event::Conquered {
            player,
            to,
            moved,
            max,
            ..
        } if max > moved => t!(
            "text-conquered-open",
            player = who(player),
            territory = n(*to),
            moved = *moved,
            max = *max
        ),
        Event::Conquered {
            player, to, moved, ..
        } => t!(
            "text-conquered",
            player = who(player),
            territory = n(*to),
            moved = *moved
        ),
        Event::Occupied { to, armies, .. } => {
            t!("text-occupied", armies = *armies, territory = n(*to))
        }
        Event::Eliminated {
            player,
            by,
            cards_taken,
        } => t!(
            "text-eliminated",
            player = who(player),
            by = who(by),
            cards = *cards_taken
        ),
        Event::CardDrawn { player, .. } => t!("text-card-drawn", player = who(player)),
        Event::DeckReshuffled { .. } => t!("text-deck-reshuffled"),
        Event::Fortified { from, to, armies } => t!(
            "text-fortified",
            armies = *armies,
            from = n(*from),
            to = n(*to)
        ),
        Event::GameOver { winner } => t!("text-game-over", player = who(winner)),
        Event::GameEnded => t!("text-game-ended"),
        Event::MissionsDealt => t!("text-missions-dealt"),
        Event::MissionCompleted { player, mission } => t!(
            "text-mission-completed",
            player = who(player),
            mission = goals::mission(g, mission)
        ),
        Event::HqChosen { player, .. } => t!("text-hq-chosen", player = who(player)),
        Event::Bribed {
            player,
            neutral,
            ally,
            ..
        } => t!(
            "text-bribed",
            player = who(player),
            neutral = who(neutral),
            held = g.bribe_cards(*neutral),
            status = status(s, *ally)
        ),
        Event::StatusRolled {
            neutral,
            roll,
            ally,
        } => t!(
            "text-status-rolled",
            neutral = who(neutral),
            roll = *roll,
            status = status(s, *ally)
        ),
        Event::AllyReinforced {
            player,
            ally,
            territory,
            armies,
        } => t!(
            "text-ally-reinforced",
            player = who(player),
            ally = who(ally),
            armies = *armies,
            territory = n(*territory)
        ),
        Event::AllyArmiesDivided {
            ally,
            from,
            to,
            armies,
            ..
        } => t!(
            "text-ally-divided",
            armies = *armies,
            ally = who(ally),
            from = n(*from),
            to = n(*to)
        ),
        Event::HandPassed { from, to, cards } => t!(
            "text-hand-passed",
            from = who(from),
            cards = *cards,
            to = who(to)
        ),
        Event::RewardGained { player, reward } => t!(
            "text-reward-gained",
            player = who(player),
            reward = goals::reward(*reward)
        ),
        Event::AirfieldPlaced {
            player,
            territory,
            auto: true,
        } => t!(
            "text-airfield-placed-auto",
            player = who(player),
            territory = n(*territory)
        ),
        Event::AirfieldPlaced {
            player,
            territory,
            auto: false,
        } => t!(
            "text-airfield-placed",
            player = who(player),
            territory = n(*territory)
        ),
        Event::AirfieldDestroyed { player, territory } => t!(
            "text-airfield-destroyed",
            player = who(player),
            territory = n(*territory)
        ),
        Event::CapitalPlaced { player, territory } => t!(
            "text-capital-placed",
            player = who(player),
            territory = n(*territory)
        ),
        Event::ObjectiveCollected { player, objective } => t!(
            "text-objective-collected",
            player = who(player),
            objective = goals::objective(g, objective),
            held = g.objectives_of(*player).len()
        ),
        Event::ObjectiveDeclined { player } => {
            t!("text-objective-declined", player = who(player))
        }
        Event::CardDiscarded { player, card } => t!(
            "text-card-discarded",
            player = who(player),
            card = card_name(g, *card)
        ),
        Event::ObjectivesTaken {
            player,
            from,
            count,
        } => t!(
            "text-objectives-taken",
            player = who(player),
            count = *count,
            from = who(from)
        ),
        Event::StarsTraded {
            player,
            cards,
            stars,
            armies,
        } => t!(
            "text-stars-traded",
            player = who(player),
            cards = cards.len(),
            stars = *stars,
            armies = *armies
        ),
        Event::MissionClaimed { player, mission } => t!(
            "text-mission-claimed",
            player = who(player),
            mission = goals::ranked_mission(g, mission)
        ),
        Event::MissionRevealed { player, mission } => t!(
            "text-mission-revealed",
            player = who(player),
            mission = goals::ranked_mission(g, mission)
        ),
        Event::HqsRevealed { hqs } => {
            let list: Vec<String> = hqs
                .iter()
                .map(|(p, t)| t!("text-hq-of", player = who(p), territory = n(*t)))
                .collect();
            t!("text-hqs-revealed", list = list.join(", "))
        }
        Event::HqCaptured {
            player,
            from,
            territory,
        } => t!(
            "text-hq-captured",
            player = who(player),
            from = who(from),
            territory = n(*territory)
        ),
        Event::ArmiesLost { player, armies } => {
            t!("text-armies-lost", player = who(player), armies = *armies)
        }
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
                    .map(|(_, t, a)| t!("text-placed-on", territory = n(*t), armies = *a))
                    .collect();
                if !mine.is_empty() {
                    by_player.push(t!(
                        "text-placed-by",
                        player = who(&p),
                        placed = mine.join(", ")
                    ));
                }
            }
            t!(
                "text-placements-revealed",
                placed = crate::i18n::joined(&by_player)
            )
        }
    })
}
