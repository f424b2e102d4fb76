//! What happened, under fog of war, for one reader: each event worded from the reader's `View`
//! (`text::events` comes here when the view is not clear). A territory the reader sees whole
//! is worded as without fog; one whose owner alone they see, with its owner but never a count;
//! one they do not see, not at all (not even that it was attacked, taken or reinforced). What
//! every player may know stays: a turn played, eliminations, cards drawn and traded (how many
//! and for how much), the end.

use super::phrases::{count, rolls};
use crate::engine::{Event, Game, PlayerId, Reader, TerritoryId, View};
use crate::service::table::session::Session;

/// One attack's battles for `view`: `None` to word them in full (the reader sees the armies on
/// both sides); else a
/// conquest of a territory whose owner they see, without the counts they do not; the rolls only
/// for the two sides (whoever sees the armies of one of the territories, or defended it).
pub(super) fn battles(
    s: &Session,
    g: &Game,
    view: &View,
    run: &[Event],
    taken: Option<(PlayerId, u16, u16)>,
) -> Option<Option<String>> {
    let Some(Event::Battle {
        from, to, after, ..
    }) = run.last()
    else {
        return Some(None);
    };
    let (from, to) = (*from, *to);
    let (armies_from, armies_to) = (view.sees_armies(from), view.sees_armies(to));
    if armies_from && armies_to {
        return None;
    }
    if !view.sees_owner(to) {
        return Some(None);
    }
    let holder = after.map(|a| a.holder);
    let defended = holder.is_some_and(|h| view.reader() == Reader::Seat(h));
    let dice = armies_from || armies_to || defended;
    let name = |t: TerritoryId| g.map().name(t);
    let (f, t) = (name(from), name(to));
    let mut line = match (taken, after) {
        (Some((p, moved, _)), _) => {
            let mut line = format!("🚩 {} takes {t}", s.name(p));
            if let Some(h) = holder {
                line.push_str(&format!(" from {}", s.name(h)));
            }
            if armies_to {
                line.push_str(&format!(", {moved} moved in"));
            }
            if view.sees_owner(from) {
                line.push_str(&format!(", attacking from {f}"));
            }
            line.push('.');
            line
        }
        (None, Some(a)) if dice => {
            let from_name = if view.sees_owner(from) {
                f.to_string()
            } else {
                "a territory you cannot see".to_string()
            };
            let mut line = format!("🎲 {from_name} ⚔ {t}: {} holds {t}", s.name(a.holder));
            if armies_to {
                line.push_str(&format!(" with {}", a.defender_left));
            }
            if armies_from {
                line.push_str(&format!(", {} left in {f}", a.attacker_left));
            }
            line.push('.');
            line
        }
        (None, _) => return Some(None),
    };
    if dice {
        line.push(' ');
        line.push_str(&rolls(g, run));
    }
    Some(Some(line))
}

/// A conquest as `view`'s reader is told it: the move-in still open ("/move up to N") only
/// for the conqueror.
pub(super) fn taken_for(
    view: &View,
    taken: Option<(PlayerId, u16, u16)>,
) -> Option<(PlayerId, u16, u16)> {
    taken.map(|(p, moved, max)| match view.reader() == Reader::Seat(p) {
        true => (p, moved, max),
        false => (p, moved, moved),
    })
}

/// One event for `view` (battles are worded by `battles`): `None` to word it as without fog
/// (nothing in it is hidden from the reader), else what the reader is told of it, if anything.
pub(super) fn event(s: &Session, g: &Game, view: &View, e: &Event) -> Option<Option<String>> {
    let who = |p: &PlayerId| s.name(*p);
    let n = |t: TerritoryId| g.map().name(t).to_string();
    let counted = |t: TerritoryId| view.sees_armies(t);
    let known = |t: TerritoryId| view.sees_owner(t);
    let reads = |p: &PlayerId| view.reader() == Reader::Seat(*p);
    let line = match e {
        Event::Claimed { player, territory } if !known(*territory) => {
            Some(format!("{} claims a territory.", who(player)))
        }
        Event::Placed {
            player, territory, ..
        } if !counted(*territory) => Some(format!("{} places armies.", who(player))),
        Event::Dealt {
            player,
            territories,
        } if !reads(player) && !territories.iter().all(|&t| counted(t)) => Some(format!(
            "{} is dealt {}.",
            who(player),
            count(territories.len() as u32, "territory", "territories")
        )),
        // The cards' territories would tell, by the bonus given or not, who holds them: the
        // others learn how many cards went and for how many armies.
        Event::Traded {
            player,
            cards,
            armies,
            bonus,
        } if !reads(player) => {
            let bonus = bonus
                .filter(|(t, _)| counted(*t))
                .map(|(t, b)| format!(" (+{b} on {})", n(t)))
                .unwrap_or_default();
            Some(format!(
                "{} trades {} for {armies} armies{bonus}.",
                who(player),
                count(cards.len() as u32, "card", "cards")
            ))
        }
        // The move-in still open is the conqueror's to settle.
        Event::Conquered {
            player,
            to,
            moved,
            max,
            ..
        } if counted(*to) && max > moved && !reads(player) => Some(format!(
            "🚩 {} conquers {} ({moved} moved in).",
            who(player),
            n(*to)
        )),
        Event::Conquered { player, to, .. } if !counted(*to) => {
            known(*to).then(|| format!("🚩 {} conquers {}.", who(player), n(*to)))
        }
        Event::Occupied { to, .. } if !counted(*to) => None,
        Event::Fortified { from, to, .. } | Event::AllyArmiesDivided { from, to, .. }
            if !(counted(*from) && counted(*to)) =>
        {
            None
        }
        Event::AllyReinforced {
            player,
            ally,
            territory,
            ..
        } if !counted(*territory) => Some(format!(
            "{} reinforces their ally {}.",
            who(player),
            who(ally)
        )),
        Event::AirfieldPlaced {
            player, territory, ..
        } if !known(*territory) => Some(format!("🛩 {} places an Airfield.", who(player))),
        Event::AirfieldDestroyed { player, territory } if !known(*territory) => {
            Some(format!("🛩 An Airfield of {} is destroyed.", who(player)))
        }
        Event::CapitalPlaced { player, territory } if !known(*territory) => {
            Some(format!("🏛 {} places their capital.", who(player)))
        }
        Event::HqCaptured {
            player,
            from,
            territory,
        } if !known(*territory) => Some(format!(
            "🏰 {} captures the Headquarters of {} and takes its card.",
            who(player),
            who(from)
        )),
        Event::HqsRevealed { hqs } => {
            let list: Vec<String> = hqs
                .iter()
                .map(|(p, t)| match known(*t) {
                    true => format!("{} — {}", who(p), n(*t)),
                    false => format!("{} — where you cannot see", who(p)),
                })
                .collect();
            Some(format!("🏰 Headquarters revealed: {}.", list.join(", ")))
        }
        Event::PlacementsRevealed { placed } => {
            let seen: Vec<(PlayerId, TerritoryId, u16)> = placed
                .iter()
                .copied()
                .filter(|(_, t, _)| counted(*t))
                .collect();
            if seen.is_empty() {
                Some(
                    "Everyone has placed their starting armies: the war begins (/board shows \
                     what you can see)."
                        .into(),
                )
            } else {
                let by_player: Vec<String> = g
                    .players()
                    .filter_map(|p| {
                        let mine: Vec<String> = seen
                            .iter()
                            .filter(|(q, ..)| *q == p)
                            .map(|(_, t, a)| format!("{} +{a}", n(*t)))
                            .collect();
                        (!mine.is_empty()).then(|| format!("{}: {}", who(&p), mine.join(", ")))
                    })
                    .collect();
                Some(format!(
                    "Everyone has placed; the starting armies you can see: {}.",
                    by_player.join("; ")
                ))
            }
        }
        Event::Claimed { .. }
        | Event::Placed { .. }
        | Event::Dealt { .. }
        | Event::Traded { .. }
        | Event::Conquered { .. }
        | Event::Occupied { .. }
        | Event::Fortified { .. }
        | Event::AllyArmiesDivided { .. }
        | Event::AllyReinforced { .. }
        | Event::AirfieldPlaced { .. }
        | Event::AirfieldDestroyed { .. }
        | Event::CapitalPlaced { .. }
        | Event::HqCaptured { .. }
        | Event::PlacedHidden { .. }
        | Event::SetupComplete
        | Event::TurnStarted { .. }
        | Event::Battle { .. }
        | Event::RewardGained { .. }
        | Event::MissionClaimed { .. }
        | Event::MissionRevealed { .. }
        | Event::Bribed { .. }
        | Event::StatusRolled { .. }
        | Event::CardDiscarded { .. }
        | Event::ObjectiveCollected { .. }
        | Event::ObjectiveDeclined { .. }
        | Event::ObjectivesTaken { .. }
        | Event::StarsTraded { .. }
        | Event::ArmiesLost { .. }
        | Event::Eliminated { .. }
        | Event::CardDrawn { .. }
        | Event::DeckReshuffled { .. }
        | Event::AttackEnded { .. }
        | Event::TurnEnded { .. }
        | Event::GameOver { .. }
        | Event::GameEnded
        | Event::MissionsDealt
        | Event::MissionCompleted { .. }
        | Event::HqChosen { .. }
        | Event::HandPassed { .. } => return None,
    };
    Some(line)
}
