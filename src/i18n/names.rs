//! The board's names in the reader's language: a territory's or continent's English name (as
//! the map file gives it) is looked up as `territory-<slug>` / `continent-<slug>` in the
//! catalogue (`names.ftl`); a board whose names the catalogue lacks (an imported map) keeps its
//! own names, placed as someone's text (`markup::name`: escaped in Markdown).
//!
//! A name a sentence needs with its grammar is passed as a [`Place`]: a message reading `$to`
//! then also reads `$to-in`, `$to-from`, `$to-to`, `$to-of`, `$to-subject`, `$to-object`,
//! `$to-gender` and `$to-number` ([`FORMS`]), each from the name's attribute in the rendering
//! language's `names.ftl` (`.in = au Pérou`), or, for a name without it (an imported map's),
//! from that language's neutral wording (`place-territory-in`, `place-continent-in`, …:
//! `grammar.ftl`). See docs/i18n.md, "Names with their grammar".

use crate::engine::{ContinentId, Map, TerritoryId};

use super::{catalogue, Lang};

/// The forms of a place a message may read, as `$<variable>-<form>`: the name as a sentence's
/// subject and as a direct object (with their article where the language needs one), the
/// phrases of location, origin, destination and possession (with their preposition), and its
/// grammatical gender (`masculine`, `feminine`, `neuter`) and number (`one`, `other`).
pub const FORMS: [&str; 8] = [
    "subject", "object", "in", "from", "to", "of", "gender", "number",
];

/// The argument a message variable belongs to: `to` for `to-in`, `territory` for
/// `territory-of`; the variable itself when it names no form.
pub fn argument(variable: &str) -> &str {
    match variable.rsplit_once('-') {
        Some((base, form)) if !base.is_empty() && FORMS.contains(&form) => base,
        _ => variable,
    }
}

/// What kind of name a place is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Territory,
    Continent,
}

impl Kind {
    /// Its part of a catalogue key: "territory", "continent".
    pub fn word(self) -> &'static str {
        match self {
            Kind::Territory => "territory",
            Kind::Continent => "continent",
        }
    }
}

/// A territory's or continent's name as a message argument: it knows its board and English
/// name, and is written in the language a message is rendered in, with the forms that
/// language's sentences need ([`FORMS`]). As text (`to_string`) it is the bare name in the
/// language in force.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    kind: Kind,
    board: String,
    english: String,
}

impl Place {
    /// Territory `t` of `map`.
    pub fn territory(map: &Map, t: TerritoryId) -> Place {
        Place {
            kind: Kind::Territory,
            board: map.name.clone(),
            english: map.name(t).to_string(),
        }
    }

    /// Continent `c` of `map`.
    pub fn continent(map: &Map, c: ContinentId) -> Place {
        let english = map
            .continents()
            .get(c.0 as usize)
            .map_or("", |c| c.name.as_str());
        Place {
            kind: Kind::Continent,
            board: map.name.clone(),
            english: english.to_string(),
        }
    }

    /// A territory or continent named `english` on board `board` (as its map file names them).
    pub fn named(kind: Kind, board: &str, english: &str) -> Place {
        Place {
            kind,
            board: board.to_string(),
            english: english.to_string(),
        }
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// Its English name, as the map file gives it.
    pub fn english(&self) -> &str {
        &self.english
    }

    /// The catalogue message naming it (`territory-<board>-<slug>` first, then
    /// `territory-<slug>`), `None` when the catalogue does not name it (an imported map).
    pub fn key(&self) -> Option<String> {
        if self.kind == Kind::Territory {
            let own = format!("territory-{}-{}", slug(&self.board), slug(&self.english));
            if catalogue::has_key(Lang::En, &own) {
                return Some(own);
            }
        }
        let key = key(self.kind.word(), &self.english);
        catalogue::has_key(Lang::En, &key).then_some(key)
    }

    /// Its bare name in the language in force (a label, a list, a heading).
    pub fn name(&self) -> String {
        match self.key() {
            Some(key) => catalogue::format(&key, &[]),
            None => super::markup::name(&self.english),
        }
    }

    /// Its `form` (one of [`FORMS`]) in the language in force: the name's own attribute in that
    /// language's catalogue, else the language's neutral wording around the bare name.
    pub fn form(&self, form: &str) -> String {
        if let Some(text) = self.key().and_then(|key| catalogue::attribute(&key, form)) {
            return text;
        }
        let neutral = format!("place-{}-{form}", self.kind.word());
        match form {
            // A selector's value, not text: never marked by a test language.
            "gender" | "number" => {
                catalogue::format_in(super::current(), &neutral, &[]).unwrap_or_default()
            }
            _ => catalogue::format(&neutral, &[("name", catalogue::arg(self.name()))]),
        }
    }
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name())
    }
}

/// Territories or continents named together as one message argument ("Asia and Africa"): the
/// bare names joined as a list in the rendering language (`i18n::list`), and each form the
/// list of the names' forms (fr `l'Asie et l'Afrique` as `-object`, `en Asie et en Afrique` as
/// `-in`); `-number` is `other` for two or more, `-gender` the names' own when they share one,
/// else `masculine` (the agreement of a mixed group in the Romance languages).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Places(pub Vec<Place>);

impl Places {
    /// The bare names as a list in the language in force.
    pub fn name(&self) -> String {
        let names: Vec<String> = self.0.iter().map(Place::name).collect();
        super::list(&names)
    }

    /// The list's `form` (one of [`FORMS`]) in the language in force.
    pub fn form(&self, form: &str) -> String {
        match (form, self.0.as_slice()) {
            (_, [one]) => one.form(form),
            ("number", _) => "other".to_string(),
            ("gender", _) => {
                let genders: Vec<String> = self.0.iter().map(|p| p.form("gender")).collect();
                match genders.split_first() {
                    Some((first, rest)) if rest.iter().all(|g| g == first) => first.clone(),
                    Some(_) | None => "masculine".to_string(),
                }
            }
            _ => {
                let forms: Vec<String> = self.0.iter().map(|p| p.form(form)).collect();
                super::list(&forms)
            }
        }
    }
}

impl std::fmt::Display for Places {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name())
    }
}

/// Territories or continents as one message argument with their grammar.
pub fn places(items: impl IntoIterator<Item = Place>) -> Places {
    Places(items.into_iter().collect())
}

/// Territory `t` as a message argument with its grammar.
pub fn place(map: &Map, t: TerritoryId) -> Place {
    Place::territory(map, t)
}

/// Continent `c` as a message argument with its grammar.
pub fn continent_place(map: &Map, c: ContinentId) -> Place {
    Place::continent(map, c)
}

/// Territory `t`'s name in the language in force. The board's own key
/// (`territory-<board>-<slug>`) comes first: one English name on two boards that a language
/// names apart (the US state Georgia, German "Georgia"; the country, "Georgien").
pub fn territory(map: &Map, t: TerritoryId) -> String {
    Place::territory(map, t).name()
}

/// A board's own name (from its file: a server's board is named by its admins), as placed in
/// the text written now.
pub fn board(name: &str) -> String {
    super::markup::name(name)
}

/// Continent `c`'s name in the language in force.
pub fn continent(map: &Map, c: ContinentId) -> String {
    Place::continent(map, c).name()
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
