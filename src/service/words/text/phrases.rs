//! Small pieces of wording every text uses: dice faces, counted nouns, names, clipping.

use crate::engine::{Event, Game, Roll, TerritoryId};
use crate::i18n::names;
use crate::t;

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

/// Territory `t` as a message argument: its name as the reader reads it (`names.ftl`, else the
/// map's own), with its forms (`$territory-in`, …); `.to_string()` is the bare name.
pub(super) fn place(g: &Game, t: TerritoryId) -> names::Place {
    names::place(g.map(), t)
}

/// A continent of `g`'s board (its English name as the map gives it) as a message argument: its
/// name as the reader reads it, with its forms (`$continent-of`, …).
pub(super) fn region(g: &Game, english: &str) -> names::Place {
    names::Place::named(names::Kind::Continent, &g.map().name, english)
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

/// The rolls of one attack added up: "attacker −2, defender −1 (notes); last 6 5 vs 4", or for
/// one roll "6 5 vs 4: attacker −1, defender −1 (notes)." (the end of a battle line).
pub(super) fn rolls(g: &Game, run: &[Event]) -> String {
    let (mut al, mut dl) = (0u32, 0u32);
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
                    notes.push(t!("text-note-attack-die", face = f));
                }
                if let Some(f) = b.defense_die {
                    notes.push(t!("text-note-defence-die", face = f));
                }
                if b.attacker_airfield || b.defender_airfield {
                    notes.push(t!("text-note-airfield"));
                }
            }
            al += *attacker_losses as u32;
            dl += *defender_losses as u32;
            last = t!(
                "text-dice-vs",
                attacker = faces(attacker),
                defender = faces(defender)
            );
            if let Some(r) = reroll {
                let card = super::cards::card_name(g, r.card);
                notes.push(match r.defender {
                    true => t!(
                        "text-note-reroll-defender",
                        before = r.before,
                        after = r.after,
                        card = card
                    ),
                    false => t!(
                        "text-note-reroll",
                        before = r.before,
                        after = r.after,
                        card = card
                    ),
                });
            }
            if let Some(before) = commander {
                notes.push(t!("text-note-commander", before = *before));
            }
        }
    }
    let notes = match notes.is_empty() {
        true => String::new(),
        false => t!("text-notes", notes = crate::i18n::joined(&notes)),
    };
    if run.len() == 1 {
        t!(
            "text-rolls-one",
            last = last,
            lost = al,
            killed = dl,
            notes = notes
        )
    } else {
        t!(
            "text-rolls-many",
            rolls = run.len(),
            last = last,
            lost = al,
            killed = dl,
            notes = notes
        )
    }
}
