//! A lobby in words: its status, its rule options and clock in the words of `/risk new`, and
//! how its game will be set up.

use super::text;
use crate::engine::rules::CardValues;
use crate::engine::{Placement, Rules, Setup};
use crate::service::table::clock::{span, Timing};
use crate::service::table::options::option_word;
use crate::service::table::session::Session;

/// The turn time as it was given ("1h 30m per turn"), with its reminders.
pub(crate) fn clock_line(t: &Timing) -> String {
    match (t.turn_time, t.remind_before) {
        (None, _) => "no turn deadline".into(),
        (Some(turn), None) => format!("{} per turn, no reminders", span(turn)),
        (Some(turn), Some(before)) => format!(
            "{} per turn, reminders at half time and {} before the deadline",
            span(turn),
            span(before)
        ),
    }
}

/// How the game will be set up, in words, with the books' ways when this is not one of them.
pub(crate) fn setup_line(r: &Rules) -> &'static str {
    match (r.setup, r.placement) {
        (Setup::Deal, Placement::Simultaneous) => {
            " The territories are dealt and everyone places their starting armies at the same \
             time, privately, revealed together (the books' ways: setup:claim, \
             placement:one-at-a-time)."
        }
        (Setup::Claim, Placement::Simultaneous) => {
            " Territories are claimed in turn, then everyone places their starting armies at \
             the same time, privately, revealed together."
        }
        _ => "",
    }
}

/// The lobby as text, for /risk status; a running game's board as `seat` may see it (under fog
/// of war, their own view; anyone else's is the channel's).
pub(crate) fn describe(s: &Session, seat: Option<crate::engine::PlayerId>) -> String {
    let seats: Vec<String> = s
        .seats
        .iter()
        .map(|x| {
            format!(
                "{} ({}{})",
                x.name,
                x.color,
                if x.is_ai() { ", AI" } else { "" }
            )
        })
        .collect();
    match &s.game {
        None => format!(
            "Lobby for **{}**{} ({}–{} players): {}. Rules: {}; {}. The host starts with /risk \
             start.",
            s.preset,
            board_words(s),
            s.rules.min_players,
            s.rules.max_players,
            seats.join(", "),
            rules_line(&s.rules),
            clock_line(&s.timing)
        ),
        Some(g) => format!(
            "**{}**: {}\n{}",
            s.preset,
            text::prompt(s, g, &g.view_of(seat)),
            text::board(s, g, &g.view_of(seat))
        ),
    }
}

/// " on the board NAME (N territories, M continents)" for a lobby on another board than the
/// classic one.
fn board_words(s: &Session) -> String {
    let Some(id) = &s.board else {
        return String::new();
    };
    match crate::maps::stored::resolve(id) {
        Some(map) => format!(
            " on the board {} ({} territories, {} continents)",
            map.name,
            map.territory_count(),
            map.continents().len()
        ),
        None => format!(" on the board {id}"),
    }
}

/// The rule options a lobby will play with, in the words of `/risk new` (the catalog's); a
/// preset's own card values, which no option chooses, in words of their own.
pub(crate) fn rules_line(r: &Rules) -> String {
    let word = |w: Option<&'static str>| w.unwrap_or("?");
    let cards = match r.card_values {
        CardValues::Escalating | CardValues::PlusOne => word(option_word(r.card_values)),
        CardValues::Stars => "stars",
        CardValues::ByDesign => "by-design",
    };
    let mut parts = vec![
        format!("setup {}", word(option_word(r.setup))),
        format!("placement {}", word(option_word(r.placement))),
        format!("fortify {}", word(option_word(r.fortify))),
        format!("card values {cards}"),
    ];
    if let Some(cap) = r.army_cap {
        parts.push(format!("at most {cap} armies per territory"));
    }
    if r.reroll {
        parts.push("re-roll with a card".into());
    }
    if r.commander {
        parts.push("commander".into());
    }
    if r.neutrals > 0 {
        parts.push(format!(
            "neutral setup {}",
            word(option_word(r.neutral_setup))
        ));
    }
    if r.fog.is_on() {
        parts.push(format!("fog {}", word(option_word(r.fog))));
    }
    parts.join(", ")
}
