//! The pieces components are built of: an id naming the game, state and seat, a button, a
//! menu and its choices, each within Discord's limits.

use crate::engine::PlayerId;
use crate::service::table::session::Session;
use crate::service::values::outcome::{Button, Choice, Menu, Row, MAX_OPTIONS};

/// Any seat may use it (the simultaneous placement's call to everyone).
pub(super) const ANY: &str = "*";

/// The id of a component for seat `seat` (or anyone) of this table's current state.
pub(super) fn id(s: &Session, seat: Option<PlayerId>, verb: &str, arg: Option<&str>) -> String {
    let seat = seat.map_or(ANY.to_string(), |p| p.0.to_string());
    let mut id = format!("go:{}:{}:{seat}:{verb}", s.number, s.log_len);
    if let Some(a) = arg {
        id.push(':');
        id.push_str(a);
    }
    id
}

pub(super) fn button(
    s: &Session,
    p: Option<PlayerId>,
    verb: &str,
    arg: Option<&str>,
    label: String,
) -> Button {
    Button {
        id: id(s, p, verb, arg),
        label: clip(label, crate::service::values::outcome::MAX_BUTTON_LABEL),
    }
}

pub(super) fn clip(text: String, max: usize) -> String {
    if text.chars().count() <= max {
        return text;
    }
    let mut t: String = text.chars().take(max - 1).collect();
    t.push('…');
    t
}

pub(super) fn menu(
    s: &Session,
    p: PlayerId,
    verb: &str,
    placeholder: String,
    options: Vec<Choice>,
) -> Option<Row> {
    menu_with(s, p, (verb, None), placeholder, options)
}

/// A menu whose id also carries `arg` (what an earlier pick chose).
pub(super) fn menu_with(
    s: &Session,
    p: PlayerId,
    (verb, arg): (&str, Option<&str>),
    placeholder: String,
    options: Vec<Choice>,
) -> Option<Row> {
    if options.is_empty() {
        return None;
    }
    Some(Row::Menu(Menu {
        id: id(s, Some(p), verb, arg),
        placeholder: clip(
            placeholder,
            crate::service::values::outcome::MAX_PLACEHOLDER,
        ),
        options: options.into_iter().take(MAX_OPTIONS).collect(),
    }))
}

pub(super) fn choice(label: String, value: String) -> Choice {
    Choice {
        label: clip(label, crate::service::values::outcome::MAX_OPTION_TEXT),
        value,
    }
}
