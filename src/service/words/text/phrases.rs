//! Small pieces of wording every text uses: dice faces, counted nouns, lists, clipping.

use crate::engine::{Event, Game, Roll};

const FACES: [&str; 7] = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

/// Dice as faces and numbers ("⚅ 6, ⚂ 3"), so screen readers read them too.
pub(super) fn faces(r: &Roll) -> String {
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

/// "a", "a and b", "a, b and c".
pub(super) fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// The rolls of one attack added up: "attacker −2, defender −1 (notes); last 6 5 vs 4", or for
/// one roll "6 5 vs 4: attacker −1, defender −1 (notes)." (the end of a battle line).
pub(super) fn rolls(g: &Game, run: &[Event]) -> String {
    let (mut al, mut dl) = (0, 0);
    let mut last = String::new();
    let mut notes = Vec::new();
    for e in run {
        if let Event::Battle {
            attacker,
            defender,
            attacker_losses,
            defender_losses,
            reroll,
            commander,
            bonus,
            ..
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
                let whose = if r.defender { "defender's " } else { "" };
                notes.push(format!(
                    "re-rolled a {whose}{} → {} with {}",
                    r.before,
                    r.after,
                    g.card_name(r.card)
                ));
            }
            if let Some(before) = commander {
                notes.push(format!("the Commander turned a {before} into a 6"));
            }
        }
    }
    let notes = if notes.is_empty() {
        String::new()
    } else {
        format!(" ({})", notes.join("; "))
    };
    if run.len() == 1 {
        format!("{last}: attacker −{al}, defender −{dl}{notes}.")
    } else {
        format!(
            "{} rolls, attacker −{al}, defender −{dl}{notes}; last {last}.",
            run.len()
        )
    }
}
