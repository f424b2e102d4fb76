//! What happened, under fog of war, for one reader: each event worded from the reader's `View`
//! (`text::events` comes here when the view is not clear). A territory the reader sees whole
//! is worded as without fog; one whose owner alone they see, with its owner but never a count;
//! one they do not see, not at all (not even that it was attacked, taken or reinforced). What
//! every player may know stays: a turn played, eliminations, cards drawn and traded (how many
//! and for how much), the end.

use super::phrases::{place, rolls};
use crate::engine::{Event, Game, PlayerId, Reader, TerritoryId, View};
use crate::service::table::session::Session;
use crate::t;

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
    let (f, t) = (place(g, from), place(g, to));
    let mut line = match (taken, after) {
        (Some((p, moved, _)), _) => {
            // A conquest's last battle always says who held the territory.
            let from_whom = holder.map(|h| s.name(h)).unwrap_or_default();
            let player = s.name(p);
            match (armies_to, view.sees_owner(from)) {
                (true, true) => t!(
                    "text-fog-taken-moved-from",
                    player = player,
                    territory = t,
                    holder = from_whom,
                    moved = moved,
                    from = f
                ),
                (true, false) => t!(
                    "text-fog-taken-moved",
                    player = player,
                    territory = t,
                    holder = from_whom,
                    moved = moved
                ),
                (false, true) => t!(
                    "text-fog-taken-from",
                    player = player,
                    territory = t,
                    holder = from_whom,
                    from = f
                ),
                (false, false) => t!(
                    "text-fog-taken",
                    player = player,
                    territory = t,
                    holder = from_whom
                ),
            }
        }
        (None, Some(a)) if dice => {
            let from_name = if view.sees_owner(from) {
                f.to_string()
            } else {
                t!("text-fog-unseen-territory")
            };
            let holder = s.name(a.holder);
            match (armies_to, armies_from) {
                (true, true) => t!(
                    "text-fog-held-both",
                    from = from_name,
                    to = t,
                    holder = holder,
                    defenders = a.defender_left,
                    attackers = a.attacker_left,
                    attacked_from = f
                ),
                (true, false) => t!(
                    "text-fog-held-defenders",
                    from = from_name,
                    to = t,
                    holder = holder,
                    defenders = a.defender_left
                ),
                (false, true) => t!(
                    "text-fog-held-attackers",
                    from = from_name,
                    to = t,
                    holder = holder,
                    attackers = a.attacker_left,
                    attacked_from = f
                ),
                (false, false) => t!("text-fog-held", from = from_name, to = t, holder = holder),
            }
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
    let n = |t: TerritoryId| place(g, t);
    let counted = |t: TerritoryId| view.sees_armies(t);
    let known = |t: TerritoryId| view.sees_owner(t);
    let reads = |p: &PlayerId| view.reader() == Reader::Seat(*p);
    let line = match e {
        Event::Claimed { player, territory } if !known(*territory) => {
            Some(t!("text-fog-claimed", player = who(player)))
        }
        Event::Placed {
            player, territory, ..
        } if !counted(*territory) => Some(t!("text-fog-placed", player = who(player))),
        Event::Dealt {
            player,
            territories,
        } if !reads(player) && !territories.iter().all(|&t| counted(t)) => Some(t!(
            "text-fog-dealt",
            player = who(player),
            count = territories.len()
        )),
        // The cards' territories would tell, by the bonus given or not, who holds them: the
        // others learn how many cards went and for how many armies.
        Event::Traded {
            player,
            cards,
            armies,
            bonus,
        } if !reads(player) => Some(match bonus.filter(|(t, _)| counted(*t)) {
            Some((t, b)) => t!(
                "text-fog-traded-bonus",
                player = who(player),
                cards = cards.len(),
                armies = *armies,
                bonus = b,
                territory = n(t)
            ),
            None => t!(
                "text-fog-traded",
                player = who(player),
                cards = cards.len(),
                armies = *armies
            ),
        }),
        // The move-in still open is the conqueror's to settle.
        Event::Conquered {
            player,
            to,
            moved,
            max,
            ..
        } if counted(*to) && max > moved && !reads(player) => Some(t!(
            "text-conquered",
            player = who(player),
            territory = n(*to),
            moved = *moved
        )),
        Event::Conquered { player, to, .. } if !counted(*to) => known(*to).then(|| {
            t!(
                "text-fog-conquered",
                player = who(player),
                territory = n(*to)
            )
        }),
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
        } if !counted(*territory) => Some(t!(
            "text-fog-ally-reinforced",
            player = who(player),
            ally = who(ally)
        )),
        Event::AirfieldPlaced {
            player, territory, ..
        } if !known(*territory) => Some(t!("text-fog-airfield-placed", player = who(player))),
        Event::AirfieldDestroyed { player, territory } if !known(*territory) => {
            Some(t!("text-fog-airfield-destroyed", player = who(player)))
        }
        Event::CapitalPlaced { player, territory } if !known(*territory) => {
            Some(t!("text-fog-capital-placed", player = who(player)))
        }
        Event::HqCaptured {
            player,
            from,
            territory,
        } if !known(*territory) => Some(t!(
            "text-fog-hq-captured",
            player = who(player),
            from = who(from)
        )),
        Event::HqsRevealed { hqs } => {
            let list: Vec<String> = hqs
                .iter()
                .map(|(p, t)| match known(*t) {
                    true => t!("text-hq-of", player = who(p), territory = n(*t)),
                    false => t!("text-fog-hq-unseen", player = who(p)),
                })
                .collect();
            Some(t!("text-hqs-revealed", list = list.join(", ")))
        }
        Event::PlacementsRevealed { placed } => {
            let seen: Vec<(PlayerId, TerritoryId, u16)> = placed
                .iter()
                .copied()
                .filter(|(_, t, _)| counted(*t))
                .collect();
            if seen.is_empty() {
                Some(t!("text-fog-placements-unseen"))
            } else {
                let by_player: Vec<String> = g
                    .players()
                    .filter_map(|p| {
                        let mine: Vec<String> = seen
                            .iter()
                            .filter(|(q, ..)| *q == p)
                            .map(|(_, t, a)| t!("text-placed-on", territory = n(*t), armies = *a))
                            .collect();
                        (!mine.is_empty()).then(|| {
                            t!("text-placed-by", player = who(&p), placed = mine.join(", "))
                        })
                    })
                    .collect();
                Some(t!(
                    "text-fog-placements-seen",
                    placed = crate::i18n::joined(&by_player)
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
