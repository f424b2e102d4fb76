//! German and Spanish name places with their grammar (docs/i18n.md, "Names with their grammar"
//! and the glossaries): every territory and continent of the shipped boards carries its own
//! forms in both languages, sentences put each place in its case ("aus der Ukraine", "al
//! Congo"), counts agree with their verb ("queda 1"), and no message of either language writes
//! a preposition or an article straight before a bare place.

use risk::engine::Map;
use risk::i18n::names::{self, Place, FORMS};
use risk::i18n::{self, Lang};

const LANGS: [Lang; 2] = [Lang::De, Lang::Es];

fn classic_place(english: &str) -> Place {
    let map = Map::classic();
    let t = map
        .territory_ids()
        .find(|&t| map.name(t) == english)
        .unwrap_or_else(|| panic!("{english} is not on the classic board"));
    names::place(&map, t)
}

fn classic_continent(english: &str) -> Place {
    let map = Map::classic();
    let c = map
        .continent_ids()
        .find(|c| map.continents()[c.0 as usize].name == english)
        .unwrap_or_else(|| panic!("{english} is not a classic continent"));
    names::continent_place(&map, c)
}

/// Message `key` written in `lang` itself: a form the message reads that its arguments do not
/// offer fails here instead of falling back to English.
macro_rules! render {
    ($lang:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        i18n::with($lang, $lang, || {
            i18n::format_in($lang, $key, &[$((stringify!($name), i18n::arg($value))),+])
        })
        .unwrap_or_else(|| panic!("{}: {} does not format in its own language", $lang, $key))
    };
}

#[test]
fn every_shipped_name_has_its_own_forms_in_german_and_spanish() {
    let mut checked = 0;
    for map in risk::maps::shipped() {
        let places = map
            .territory_ids()
            .map(|t| names::place(&map, t))
            .chain(map.continent_ids().map(|c| names::continent_place(&map, c)));
        for place in places {
            let key = place.key().expect("a shipped name is in names.ftl");
            for lang in LANGS {
                for form in FORMS {
                    let value = i18n::with(lang, lang, || i18n::attribute(&key, form));
                    let value = value
                        .unwrap_or_else(|| panic!("{lang}: {key} ({}) has no .{form}", map.name));
                    match form {
                        "gender" => assert!(
                            ["masculine", "feminine", "neuter"].contains(&value.as_str()),
                            "{lang}: {key}.gender = {value}"
                        ),
                        "number" => assert!(
                            ["one", "other"].contains(&value.as_str()),
                            "{lang}: {key}.number = {value}"
                        ),
                        _ => assert!(!value.trim().is_empty(), "{lang}: {key}.{form} is empty"),
                    }
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 300, "only {checked} names checked");
}

#[test]
fn a_german_sentence_puts_each_place_in_its_case() {
    let (ukraine, peru, congo) = (
        classic_place("Ukraine"),
        classic_place("Peru"),
        classic_place("Congo"),
    );
    let fortified = render!(
        Lang::De,
        "text-fortified",
        armies = 3,
        from = &ukraine,
        to = &peru,
    );
    assert!(
        fortified.contains("3 aus der Ukraine nach Peru"),
        "{fortified}"
    );
    let taken = render!(
        Lang::De,
        "text-battle-taken",
        from = &ukraine,
        to = classic_place("Middle East"),
        player = "Anna",
        moved = 3,
        left = 22,
        rolls = "⚅ 6",
    );
    assert!(taken.contains("erobert den Nahen Osten"), "{taken}");
    assert!(taken.contains("22 in der Ukraine geblieben"), "{taken}");
    let refused = render!(
        Lang::De,
        "eng-not-connected",
        from = congo,
        to = ukraine,
        allowed = "Ostafrika",
    );
    assert!(
        refused.contains("aus dem Kongo in die Ukraine"),
        "{refused}"
    );
    let goal = render!(
        Lang::De,
        "text-objective-continent",
        continent = classic_continent("North America"),
    );
    assert_eq!(goal, "Kontrolliere Nordamerika");
}

#[test]
fn a_spanish_sentence_uses_articles_as_natives_do_and_counts_agree() {
    let (congo, india) = (classic_place("Congo"), classic_place("India"));
    let battle = |left: u32| {
        render!(
            Lang::Es,
            "text-battle-taken",
            from = &congo,
            to = classic_place("East Africa"),
            player = "Ana",
            moved = 3,
            left = left,
            rolls = "⚅ 6",
        )
    };
    let one = battle(1);
    assert!(one.contains("queda 1 en el Congo"), "{one}");
    assert!(one.contains("entran 3"), "{one}");
    let many = battle(4);
    assert!(many.contains("quedan 4 en el Congo"), "{many}");
    let fortified = render!(
        Lang::Es,
        "text-fortified",
        armies = 2,
        from = &congo,
        to = india,
    );
    assert!(
        fortified.contains("desde el Congo a la India"),
        "{fortified}"
    );
    let first = render!(
        Lang::Es,
        "eng-expect-occupy-first",
        territory = congo,
        range = "3–5",
    );
    assert!(
        first.starts_with("mover primero tropas al Congo"),
        "{first}"
    );
    let peru = render!(
        Lang::Es,
        "text-claimed",
        player = "Ana",
        territory = classic_place("Peru"),
    );
    assert_eq!(peru, "Ana ocupa Perú.");
}

/// Messages whose `$from` or `$to` is a player, not a place (text-hand-passed passes the team's
/// cards from one player to another; an Objective or a Headquarters is taken from a player).
const PLAYER_NOT_PLACE: [&str; 4] = [
    "text-hand-passed",
    "text-objectives-taken",
    "text-hq-captured",
    "text-fog-hq-captured",
];

/// Where `source` (a catalogue file of language `lang`) writes a preposition or an article from
/// `words` straight before a bare place variable. The check knows a place by its variable's
/// name (`$territory`, `$from`, `$to`, `$continent`, `$attacked_from`), outside the messages
/// above whose `$from` or `$to` is a player.
fn bare_after_preposition(lang: Lang, source: &str, words: &[&str]) -> Vec<String> {
    let places = ["territory", "from", "to", "continent", "attacked_from"];
    let mut found = Vec::new();
    let mut key = "";
    for line in source.lines() {
        if line.starts_with('#') {
            continue;
        }
        if let Some((k, _)) = line.split_once(" =") {
            if !k.starts_with(' ') && !k.is_empty() {
                key = k;
            }
        }
        if PLAYER_NOT_PLACE.contains(&key) {
            continue;
        }
        let tokens: Vec<&str> = line.split_whitespace().collect();
        for pair in tokens.windows(4) {
            let [word, open, var, close] = pair else {
                continue;
            };
            let word = word.trim_start_matches(['(', '*']).to_lowercase();
            let bare = *open == "{"
                && *close == "}"
                && var.strip_prefix('$').is_some_and(|v| places.contains(&v));
            if bare && words.contains(&word.as_str()) {
                found.push(format!("{lang} {key}: {word} {var}"));
            }
        }
    }
    found
}

const GERMAN: [&str; 22] = [
    "in", "im", "ins", "nach", "von", "vom", "aus", "auf", "an", "am", "bei", "zu", "zum", "zur",
    "über", "gegen", "der", "die", "das", "den", "dem", "des",
];
const SPANISH: [&str; 15] = [
    "en", "a", "al", "de", "del", "desde", "hacia", "hasta", "por", "sobre", "contra", "el", "la",
    "los", "las",
];

#[test]
fn no_german_or_spanish_message_puts_a_preposition_before_a_bare_place() {
    let mut found = Vec::new();
    for (lang, words) in [(Lang::De, &GERMAN[..]), (Lang::Es, &SPANISH[..])] {
        // Every area but the names, the neutral wording and the map files' problems (whose
        // names are a file's own text, never a place with forms).
        for area in i18n::AREAS {
            if ["names", "grammar", "maps"].contains(area) {
                continue;
            }
            let source = i18n::source(lang, area).unwrap_or_default();
            found.extend(bare_after_preposition(lang, source, words));
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_preposition_check_sees_a_bare_place_and_lets_a_form_or_a_player_pass() {
    let found = |source: &str| bare_after_preposition(Lang::De, source, &GERMAN);
    assert_eq!(
        found("text-x = { $left } in { $from } geblieben"),
        ["de text-x: in $from"]
    );
    assert!(found("text-x = { $left } { $from-in } geblieben").is_empty());
    assert!(found("text-hand-passed = Karten an { $to } weiter").is_empty());
    let spanish = bare_after_preposition(Lang::Es, "text-y = quedan en { $from }", &SPANISH);
    assert_eq!(spanish, ["es text-y: en $from"]);
}
