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

/// A label written by `make` from `names` (territories, players, cards), within `max`
/// characters: when it runs longer (a long name, a language that runs long), the longest name
/// is clipped with "…" until it fits, so the numbers around the names are never cut.
pub(super) fn fit(
    max: usize,
    mut names: Vec<String>,
    make: impl Fn(&[String]) -> String,
) -> String {
    loop {
        let label = make(&names);
        let over = label.chars().count().saturating_sub(max);
        if over == 0 {
            return label;
        }
        // The longest name, while it can still lose a letter (one stays, with "…").
        let Some(longest) = names
            .iter_mut()
            .filter(|n| n.chars().count() > 2)
            .max_by_key(|n| n.chars().count())
        else {
            // Nothing left to shorten: the label's own words are too long.
            return clip(label, max);
        };
        let keep = longest.chars().count().saturating_sub(over + 1).max(1);
        *longest = clip(std::mem::take(longest), keep + 1);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_too_long_loses_letters_of_its_longest_name_never_its_numbers() {
        let make = |n: &[String]| format!("{} (12) → {} (345) · 87.3%", n[0], n[1]);
        let short = vec!["Ural".to_string(), "Siam".to_string()];
        assert_eq!(fit(100, short, make), "Ural (12) → Siam (345) · 87.3%");
        let long = vec!["Ural".to_string(), "Nord".repeat(30)];
        let label = fit(40, long, make);
        assert_eq!(label.chars().count(), 40, "{label}");
        assert!(label.starts_with("Ural (12) → Nord"), "{label}");
        assert!(label.ends_with("… (345) · 87.3%"), "{label}");
        // Words alone too long: clipped at the end, as before.
        let words = |_: &[String]| "x".repeat(120);
        assert_eq!(fit(100, vec!["ab".into()], words).chars().count(), 100);
    }
}
