//! Words a player types, read in every language the bot speaks: a lobby option's values
//! (`nebel:leicht` as `fog:light`), `all` and `all but N` for troops (`alle außer 2`, `todos
//! menos 2`, `tout sauf 2`), `me` for oneself (`ich`, `yo`, `moi`, `eu`). The English word is
//! what Discord's autocomplete sends and what the code reads; the catalogue's `values.ftl` holds
//! each language's words, and what one language calls a value no other language calls another.

use super::{format, format_in, has_key, Lang};

/// Folded for comparing: accents, case, spaces and hyphens forgiven (`Alle auf einmal` is
/// `alle-auf-einmal`).
fn folded(text: &str) -> String {
    crate::engine::map::fold(text)
}

/// The catalogue's key for value `word` of option `option`: `value-fog-light`.
fn value_key(option: &str, word: &str) -> String {
    format!("value-{}-{}", option.replace('_', "-"), word)
}

/// Value `word` of option `option` as the language in force shows it, one word a player may type
/// (`value-…`: "leicht" for `fog:light`); the word itself for a value no language names (a
/// number, a language's code).
pub fn shown_word(option: &str, word: &str) -> String {
    let key = value_key(option, word);
    match has_key(Lang::En, &key) {
        true => format(&key, &[]),
        false => word.to_string(),
    }
}

/// Whether `given` names value `word` of option `option`: the English word, or its name in any
/// language the bot speaks.
pub fn names_word(option: &str, word: &str, given: &str) -> bool {
    let given = folded(given);
    !given.is_empty()
        && (given == folded(word) || said(&value_key(option, word), |w| folded(w) == given))
}

/// Whether any language's words in message `key` (comma-separated forms) satisfy `f`.
fn said(key: &str, mut f: impl FnMut(&str) -> bool) -> bool {
    Lang::ALL
        .iter()
        .filter_map(|&lang| format_in(lang, key, &[]))
        .any(|words| words.split(',').any(|w| f(w.trim())))
}

/// Every language's forms in message `key`, lowercased, longest first (so that `alle außer`
/// is tried before `alle`).
fn forms(key: &str) -> Vec<String> {
    let mut all: Vec<String> = Lang::ALL
        .iter()
        .filter_map(|&lang| format_in(lang, key, &[]))
        .flat_map(|words| {
            let forms: Vec<String> = words.split(',').map(|w| w.trim().to_lowercase()).collect();
            forms
        })
        .filter(|w| !w.is_empty())
        .collect();
    all.sort_by_key(|w| std::cmp::Reverse(w.chars().count()));
    all.dedup();
    all
}

/// How many troops a typed text asks for, in any language: `None` when it is not a number,
/// `all` or `all but N` in one of them.
pub fn troops(text: &str) -> Option<TypedTroops> {
    let t = text.trim().to_lowercase();
    if let Ok(n) = t.parse() {
        return Some(TypedTroops::Exactly(n));
    }
    for form in forms("values-troops-all-but") {
        if let Some(rest) = t.strip_prefix(form.as_str()) {
            return rest.trim().parse().ok().map(TypedTroops::AllBut);
        }
    }
    for form in forms("values-troops-all") {
        match t.strip_prefix(form.as_str()).map(str::trim) {
            Some("") => return Some(TypedTroops::All),
            // "all-2", "alle - 2": all but 2.
            Some(rest) if rest.starts_with('-') => {
                return rest[1..].trim().parse().ok().map(TypedTroops::AllBut)
            }
            _ => {}
        }
    }
    None
}

/// What `troops` read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypedTroops {
    Exactly(u16),
    All,
    AllBut(u16),
}

/// Whether a typed text means the one who typed it: `me`, `ich`, `yo`, `moi`, `eu`.
pub fn is_me(text: &str) -> bool {
    let t = folded(text.trim().trim_start_matches('@'));
    !t.is_empty() && said("values-me", |w| folded(w) == t)
}

/// A unit of time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Minutes,
    Hours,
    Days,
}

/// The unit a typed duration names after its number, in any language: `m`, `h` (or nothing),
/// `d`, and the words (`minutes`, `Stunden`, `jours`, `días`…).
pub fn unit(typed: &str) -> Option<Unit> {
    let t = folded(typed);
    let is = |key: &str| said(key, |w| folded(w) == t);
    match t.as_str() {
        "m" => Some(Unit::Minutes),
        "" | "h" => Some(Unit::Hours),
        "d" => Some(Unit::Days),
        _ if is("values-unit-minutes") => Some(Unit::Minutes),
        _ if is("values-unit-hours") => Some(Unit::Hours),
        _ if is("values-unit-days") => Some(Unit::Days),
        _ => None,
    }
}
