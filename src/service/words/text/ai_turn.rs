//! An AI seat's whole turn in one line for the channel: in full when it is short, told in short
//! when it is long, and never without what the table must read (a player out, a mission done,
//! the win).

use super::events::{event, events};
use super::phrases::{clip, place};
use crate::engine::{Event, Game, View};
use crate::service::table::session::Session;
use crate::t;

/// The most characters one AI turn takes in the channel; the full turn is in /history. Only
/// the turn's key events (`key`) may take it past this, when they alone are longer.
pub const AI_TURN_CHARS: usize = 340;

/// Below this many characters left beside the key events, the routine part is left out
/// rather than cut to a stub.
const LEAST_ROUTINE: usize = 24;

/// Whether the channel must read `e` whatever else the turn held: it changes who is in the
/// game or how close someone is to winning it, or it shows what was hidden (the starting
/// armies placed at once, revealed when the last seat has placed).
fn key(e: &Event) -> bool {
    match e {
        Event::Eliminated { .. }
        | Event::MissionClaimed { .. }
        | Event::MissionCompleted { .. }
        | Event::MissionRevealed { .. }
        | Event::ObjectiveCollected { .. }
        | Event::HqCaptured { .. }
        | Event::HqsRevealed { .. }
        | Event::PlacementsRevealed { .. }
        | Event::GameOver { .. }
        | Event::GameEnded => true,
        Event::Claimed { .. }
        | Event::Dealt { .. }
        | Event::Placed { .. }
        | Event::PlacedHidden { .. }
        | Event::SetupComplete
        | Event::TurnStarted { .. }
        | Event::Traded { .. }
        | Event::Battle { .. }
        | Event::RewardGained { .. }
        | Event::AirfieldPlaced { .. }
        | Event::AirfieldDestroyed { .. }
        | Event::Bribed { .. }
        | Event::StatusRolled { .. }
        | Event::AllyReinforced { .. }
        | Event::AllyArmiesDivided { .. }
        | Event::HandPassed { .. }
        | Event::CapitalPlaced { .. }
        | Event::ObjectiveDeclined { .. }
        | Event::CardDiscarded { .. }
        | Event::ObjectivesTaken { .. }
        | Event::StarsTraded { .. }
        | Event::ArmiesLost { .. }
        | Event::Conquered { .. }
        | Event::Occupied { .. }
        | Event::CardDrawn { .. }
        | Event::DeckReshuffled { .. }
        | Event::Fortified { .. }
        | Event::AttackEnded { .. }
        | Event::TurnEnded { .. }
        | Event::MissionsDealt
        | Event::HqChosen { .. } => false,
    }
}

/// One AI seat's turn in one line of at most `AI_TURN_CHARS` characters: the events as they
/// read, or, for a long turn, its story in order: each run of placements and battles added up
/// (what it placed, its rolls, what it conquered), and the rarer events (trades, eliminations,
/// missions, Objectives) as they read, where they happened. A story still too long becomes the
/// whole turn's placements and battles in one sentence followed by its key events, which are
/// never cut. Under fog, only what `view` shows, the same way; a turn the reader saw nothing
/// of is said to have been played.
pub fn ai_turn(s: &Session, g: &Game, view: &View, evs: &[Event]) -> String {
    let full = events(s, g, view, evs).join(" ");
    if full.chars().count() <= AI_TURN_CHARS && !full.is_empty() {
        return full;
    }
    if !view.is_clear() {
        if full.is_empty() {
            let played = evs.iter().any(|e| matches!(e, Event::TurnStarted { .. }));
            return if played {
                t!("text-ai-plays-turn")
            } else {
                full
            };
        }
        let (keys, routine): (Vec<Event>, Vec<Event>) = evs.iter().cloned().partition(key);
        return fit(
            &events(s, g, view, &routine).join(" "),
            &events(s, g, view, &keys),
        );
    }
    if full.is_empty() {
        return full;
    }
    let who = evs.iter().find_map(|e| match e {
        Event::TurnStarted { player, .. }
        | Event::Placed { player, .. }
        | Event::Traded { player, .. }
        | Event::Conquered { player, .. } => Some(s.name(*player)),
        _ => None,
    });
    let story = story(s, g, evs, who.as_deref()).join(" ");
    if story.chars().count() <= AI_TURN_CHARS {
        return story;
    }
    // Still too long: the turn's placements and battles added up as one run, then the key
    // events as they read, in order.
    let mut total = Run::default();
    let mut keys: Vec<String> = Vec::new();
    for e in evs {
        match e {
            Event::Placed { armies, .. } => total.placed += *armies as u32,
            Event::Battle {
                attacker_losses,
                defender_losses,
                ..
            } => total.battle(*attacker_losses, *defender_losses),
            Event::Conquered { to, .. } => total.conquered.push(place(g, *to)),
            e if key(e) => keys.extend(event(s, g, &e.public())),
            _ => {}
        }
    }
    let mut routine = Vec::new();
    total.tell(who.as_deref(), &mut routine);
    fit(&routine.join(" "), &keys)
}

/// A long turn's story in order (`ai_turn`): runs of placements and battles added up, trades
/// in short, other events as they read.
fn story(s: &Session, g: &Game, evs: &[Event], who: Option<&str>) -> Vec<String> {
    let mut story: Vec<String> = Vec::new();
    let mut run = Run::default();
    for e in evs {
        match e {
            Event::Placed { armies, .. } => {
                if run.rolls > 0 {
                    // Placing again after battles (after a trade-down): a new part of the story.
                    run.tell(who, &mut story);
                }
                run.placed += *armies as u32;
            }
            Event::Battle {
                attacker_losses,
                defender_losses,
                ..
            } => run.battle(*attacker_losses, *defender_losses),
            Event::Conquered { to, .. } => run.conquered.push(place(g, *to)),
            Event::Occupied { .. } | Event::Fortified { .. } | Event::CardDrawn { .. } => {}
            // In short: the armies a trade gave, not its cards (the full turn is in /history).
            Event::Traded {
                player,
                armies,
                bonus,
                ..
            } => {
                run.tell(who, &mut story);
                story.push(match bonus {
                    Some((t, b)) => t!(
                        "text-ai-traded-bonus",
                        player = s.name(*player),
                        armies = *armies,
                        bonus = *b,
                        territory = place(g, *t)
                    ),
                    None => t!("text-ai-traded", player = s.name(*player), armies = *armies),
                });
            }
            e => {
                if let Some(line) = event(s, g, &e.public()) {
                    run.tell(who, &mut story);
                    story.push(line);
                }
            }
        }
    }
    run.tell(who, &mut story);
    story
}

/// The routine part cut to the room the key events leave it, then the key events whole.
fn fit(routine: &str, keys: &[String]) -> String {
    let keys = keys.join(" ");
    if keys.is_empty() {
        return clip(routine, AI_TURN_CHARS);
    }
    let room = AI_TURN_CHARS.saturating_sub(keys.chars().count() + 1);
    if routine.is_empty() || room < LEAST_ROUTINE {
        return keys;
    }
    format!("{} {keys}", clip(routine, room))
}

/// A run of an AI turn's placements and battles, added up (`ai_turn`).
#[derive(Default)]
struct Run {
    placed: u32,
    rolls: u32,
    lost: u32,
    killed: u32,
    conquered: Vec<crate::i18n::names::Place>,
}

impl Run {
    fn battle(&mut self, lost: u16, killed: u16) {
        self.rolls += 1;
        self.lost += u32::from(lost);
        self.killed += u32::from(killed);
    }

    /// Tells the run as one sentence ("AI 1 places 6; 9 rolls, losing 4 and destroying 7;
    /// conquers Peru.") at the end of `story`, and starts a new one.
    fn tell(&mut self, who: Option<&str>, story: &mut Vec<String>) {
        let mut parts: Vec<String> = Vec::new();
        if self.placed > 0 {
            parts.push(t!("text-run-places", armies = self.placed));
        }
        if self.rolls > 0 {
            parts.push(t!(
                "text-run-rolls",
                rolls = self.rolls,
                lost = self.lost,
                killed = self.killed
            ));
        }
        match self.conquered.as_slice() {
            [] => {}
            [first, .., last] if self.conquered.len() > 3 => parts.push(t!(
                "text-run-conquers-many",
                count = self.conquered.len(),
                first = first,
                last = last
            )),
            names => parts.push(t!(
                "text-run-conquers",
                territories = crate::i18n::names::places(names.to_vec())
            )),
        }
        if !parts.is_empty() {
            let line = crate::i18n::joined(&parts);
            story.push(match who {
                Some(name) => t!("text-run", player = name, parts = line),
                None => t!("text-run-nobody", parts = line),
            });
        }
        *self = Run::default();
    }
}
