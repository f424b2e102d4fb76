//! A lobby in words: its status, its rule options and clock in the words of `/risk new`, and
//! how its game will be set up.

use super::text;
use crate::engine::rules::CardValues;
use crate::engine::{Placement, Rules, Setup};
use crate::i18n::typed::shown_word;
use crate::service::table::clock::{span, Timing};
use crate::service::table::options::option_word;
use crate::service::table::session::Session;
use crate::t;

/// The turn time as it was given ("1h 30m per turn"), with its reminders.
pub(crate) fn clock_line(t: &Timing) -> String {
    match (t.turn_time, t.remind_before) {
        (None, _) => t!("lobby-no-deadline"),
        (Some(turn), None) => t!("lobby-clock-no-reminders", turn = span(turn)),
        (Some(turn), Some(before)) => t!(
            "lobby-clock-reminders",
            turn = span(turn),
            before = span(before)
        ),
    }
}

/// How the game will be set up, in words, with the books' ways when this is not one of them:
/// a sentence following another (with its space), or nothing.
pub(crate) fn setup_line(r: &Rules) -> String {
    let line = match (r.setup, r.placement) {
        (Setup::Deal, Placement::Simultaneous) => t!("lobby-setup-dealt-together"),
        (Setup::Claim, Placement::Simultaneous) => t!("lobby-setup-claimed-together"),
        _ => return String::new(),
    };
    format!(" {line}")
}

/// The lobby as text, for /risk status; a running game's board as `seat` may see it (under fog
/// of war, their own view; anyone else's is the channel's).
pub(crate) fn describe(s: &Session, seat: Option<crate::engine::PlayerId>) -> String {
    let seats: Vec<String> = s
        .seats
        .iter()
        .enumerate()
        .map(|(i, x)| {
            let name = s.name(crate::engine::PlayerId(i as u8));
            match x.is_ai() {
                true => t!("lobby-seat-ai", name = name, color = text::colour(&x.color)),
                false => t!("lobby-seat", name = name, color = text::colour(&x.color)),
            }
        })
        .collect();
    match &s.game {
        None => {
            let (seats, rules) = (seats.join(", "), rules_line(&s.rules));
            let (min, max, clock) = (
                s.rules.min_players,
                s.rules.max_players,
                clock_line(&s.timing),
            );
            let preset = &s.preset;
            match s
                .board
                .as_ref()
                .map(|id| (id, crate::maps::stored::resolve(id)))
            {
                None => t!(
                    "lobby-status",
                    preset = preset,
                    min = min,
                    max = max,
                    seats = seats,
                    rules = rules,
                    clock = clock
                ),
                Some((_, Some(map))) => t!(
                    "lobby-status-on-board",
                    preset = preset,
                    board = crate::i18n::names::board(&map.name),
                    territories = map.territory_count(),
                    continents = map.continents().len(),
                    min = min,
                    max = max,
                    seats = seats,
                    rules = rules,
                    clock = clock
                ),
                Some((id, None)) => t!(
                    "lobby-status-on-unknown-board",
                    preset = preset,
                    board = crate::i18n::names::board(id),
                    min = min,
                    max = max,
                    seats = seats,
                    rules = rules,
                    clock = clock
                ),
            }
        }
        Some(g) => format!(
            "**{}**: {}\n{}",
            s.preset,
            text::prompt(s, g, &g.view_of(seat)),
            text::board(s, g, &g.view_of(seat))
        ),
    }
}

/// The rule options a lobby will play with, in the words of `/risk new` (the catalog's); a
/// preset's own card values, which no option chooses, in words of their own.
pub(crate) fn rules_line(r: &Rules) -> String {
    use crate::service::table::options::OptionWord;
    fn word<T: OptionWord>(value: T) -> String {
        option_word(value).map_or_else(|| "?".into(), |w| shown_word(T::OPTION, w))
    }
    let cards = match r.card_values {
        CardValues::Escalating | CardValues::PlusOne => word(r.card_values),
        CardValues::Stars => t!("lobby-cards-stars"),
        CardValues::ByDesign => t!("lobby-cards-by-design"),
    };
    let mut parts = vec![
        t!("lobby-rule-setup", word = word(r.setup)),
        t!("lobby-rule-placement", word = word(r.placement)),
        t!("lobby-rule-fortify", word = word(r.fortify)),
        t!("lobby-rule-card-values", word = cards),
    ];
    if let Some(cap) = r.army_cap {
        parts.push(t!("lobby-rule-army-cap", count = cap));
    }
    if r.reroll {
        parts.push(t!("lobby-rule-reroll"));
    }
    if r.commander {
        parts.push(t!("lobby-rule-commander"));
    }
    if r.neutrals > 0 {
        parts.push(t!("lobby-rule-neutral-setup", word = word(r.neutral_setup)));
    }
    if r.fog.is_on() {
        parts.push(t!("lobby-rule-fog", word = word(r.fog)));
    }
    parts.join(", ")
}
