//! The board's names in the reader's language: a territory's or continent's English name (as
//! the map file gives it) is looked up as `territory-<slug>` / `continent-<slug>` in the
//! catalogue (`names.ftl`); a board whose names the catalogue lacks (an imported map) keeps its
//! own names, placed as someone's text (`markup::name`: escaped in Markdown).

use crate::engine::{ContinentId, Map, TerritoryId};

use super::{catalogue, Lang};

/// Territory `t`'s name in the language in force. The board's own key
/// (`territory-<board>-<slug>`) comes first: one English name on two boards that a language
/// names apart (the US state Georgia, German "Georgia"; the country, "Georgien").
pub fn territory(map: &Map, t: TerritoryId) -> String {
    let english = map.name(t);
    let own = format!("territory-{}-{}", slug(&map.name), slug(english));
    if catalogue::has_key(Lang::En, &own) {
        return catalogue::format(&own, &[]);
    }
    named("territory", english)
}

/// A board's own name (from its file: a server's board is named by its admins), as placed in
/// the text written now.
pub fn board(name: &str) -> String {
    super::markup::name(name)
}

/// Continent `c`'s name in the language in force.
pub fn continent(map: &Map, c: ContinentId) -> String {
    let english = map
        .continents()
        .get(c.0 as usize)
        .map_or("", |c| c.name.as_str());
    named("continent", english)
}

/// Territory `t`'s name in `lang` as plain text (for matching what a reader typed in either
/// language, and for autocomplete).
pub fn territory_in(lang: Lang, map: &Map, t: TerritoryId) -> String {
    super::markup::plain(|| super::with(lang, lang, || territory(map, t)))
}

/// Continent `c`'s name in `lang` as plain text.
pub fn continent_in(lang: Lang, map: &Map, c: ContinentId) -> String {
    super::markup::plain(|| super::with(lang, lang, || continent(map, c)))
}

/// The catalogue key of a name of `kind` ("territory", "continent"): "territory-north-africa".
pub fn key(kind: &str, english: &str) -> String {
    format!("{kind}-{}", slug(english))
}

/// `english` in the language in force when the catalogue names it; otherwise `english` itself,
/// the map file's own name, placed as someone's text (`markup::name`).
pub fn named(kind: &str, english: &str) -> String {
    let key = key(kind, english);
    if catalogue::has_key(Lang::En, &key) {
        catalogue::format(&key, &[])
    } else {
        super::markup::name(english)
    }
}

/// A name as a key part: ASCII letters and digits in lower case, every other run a single "-".
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in deunicode::deunicode(name).chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_plain() {
        assert_eq!(slug("North Africa"), "north-africa");
        assert_eq!(slug("  Baden-Württemberg "), "baden-wurttemberg");
        assert_eq!(slug("St. Petersburg"), "st-petersburg");
    }
}
