//! Small pieces of wording every text uses: dice faces, counted nouns, lists, clipping.

use crate::engine::Roll;

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
