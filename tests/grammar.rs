//! Names with their grammar (docs/i18n.md): a territory or continent passed to a message as a
//! place offers its forms (`$to-in`, `$to-of`, …) in the language the message is written in,
//! from the name's attributes in that language's `names.ftl`, or the language's neutral wording
//! for a name without them (an imported map's).

mod support;

use std::collections::{BTreeMap, BTreeSet};

use support::calls::{calls, closing, sources, top_level};

use risk::engine::Map;
use risk::i18n::names::{self, Kind, Place, FORMS};
use risk::i18n::{self, Lang};

/// `place`'s `form` written in `lang`.
fn form(lang: Lang, place: &Place, form: &str) -> String {
    i18n::with(lang, lang, || place.form(form))
}

#[test]
fn a_place_argument_is_its_bare_name_in_the_rendering_language() {
    let peru = support::lang::classic_place("Peru");
    for lang in Lang::ALL {
        let bare = i18n::with(lang, lang, || names::territory(&Map::classic(), peru_id()));
        assert_eq!(i18n::with(lang, lang, || peru.to_string()), bare, "{lang}");
        let label = i18n::with(lang, lang, || {
            risk::t!("cmp-territory", name = &peru, armies = 3)
        });
        assert!(label.starts_with(&bare), "{lang}: {label}");
    }
    // The language a message is rendered in decides, not the one the place was made in.
    let made_in_english = i18n::with(Lang::En, Lang::En, || {
        support::lang::classic_place("North Africa")
    });
    let german = i18n::with(Lang::De, Lang::De, || {
        risk::t!("cmp-territory", name = made_in_english, armies = 3)
    });
    assert!(german.starts_with("Nordafrika"), "{german}");
}

fn peru_id() -> risk::engine::TerritoryId {
    let map = Map::classic();
    map.territory_ids()
        .find(|&t| map.name(t) == "Peru")
        .unwrap()
}

#[test]
fn every_variable_names_its_argument() {
    assert_eq!(names::argument("to-in"), "to");
    assert_eq!(names::argument("territory-of"), "territory");
    assert_eq!(names::argument("from-from"), "from");
    assert_eq!(names::argument("continent-gender"), "continent");
    assert_eq!(names::argument("to"), "to");
    assert_eq!(names::argument("from_armies"), "from_armies");
    assert_eq!(names::argument("in"), "in");
}

#[test]
fn an_imported_name_reads_in_each_languages_neutral_wording_and_stays_escaped() {
    let place = Place::named(Kind::Territory, "someone's board", "Zorg *Land*");
    assert_eq!(form(Lang::En, &place, "in"), r"in Zorg \*Land\*");
    assert_eq!(form(Lang::En, &place, "from"), r"from Zorg \*Land\*");
    assert_eq!(form(Lang::De, &place, "in"), r"im Gebiet Zorg \*Land\*");
    assert_eq!(
        form(Lang::Fr, &place, "to"),
        r"vers le territoire Zorg \*Land\*"
    );
    assert_eq!(
        form(Lang::Es, &place, "of"),
        r"del territorio Zorg \*Land\*"
    );
    assert_eq!(
        form(Lang::PtBr, &place, "in"),
        r"no território Zorg \*Land\*"
    );
    // As plain text (a label, alt text), as it is.
    let plain = i18n::markup::plain(|| form(Lang::En, &place, "to"));
    assert_eq!(plain, "to Zorg *Land*");
    let continent = Place::named(Kind::Continent, "someone's board", "Mu");
    assert_eq!(form(Lang::De, &continent, "in"), "auf dem Kontinent Mu");
    for lang in Lang::ALL {
        for f in FORMS {
            assert!(!form(lang, &place, f).is_empty(), "{lang} {f}");
        }
        assert!(
            ["masculine", "feminine", "neuter"].contains(&form(lang, &place, "gender").as_str()),
            "{lang}"
        );
        assert!(
            ["one", "other"].contains(&form(lang, &place, "number").as_str()),
            "{lang}"
        );
    }
}

#[test]
fn a_test_language_marks_a_form_but_not_a_selector_value() {
    let peru = support::lang::classic_place("Peru");
    assert_eq!(form(Lang::PseudoA, &peru, "in"), "⟦in Peru⟧");
    let imported = Place::named(Kind::Territory, "someone's board", "Zorg");
    assert_eq!(form(Lang::PseudoB, &imported, "from"), "⟪from Zorg⟫");
    assert_eq!(form(Lang::PseudoA, &peru, "gender"), "neuter");
}

// ---- which arguments are places: read off the code ----

/// What makes a place in the code: functions returning a `Place` and fields holding one (in
/// every file), closures returning one and variables bound to one (in the function a call is
/// in), and the closures there that hide a function of the same name.
#[derive(Default, Clone)]
struct Makers {
    functions: BTreeSet<String>,
    fields: BTreeSet<String>,
    closures: BTreeSet<String>,
    hidden: BTreeSet<String>,
    variables: BTreeSet<String>,
}

impl Makers {
    /// The free functions (at the start of their line: a method is indented) returning a place,
    /// and the fields holding one, in one source file.
    fn add_globals(&mut self, text: &str) {
        for (i, _) in text.match_indices("fn ") {
            let line_start = text[..i].rfind('\n').map_or(0, |l| l + 1);
            if text[line_start..].starts_with(char::is_whitespace) {
                continue;
            }
            let head = &text[i + 3..];
            let end = head.find(['{', ';']).unwrap_or(head.len());
            let name: String = head
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if [
                "-> names::Place",
                "-> Place",
                "-> crate::i18n::names::Place",
            ]
            .iter()
            .any(|r| head[..end].contains(r))
            {
                self.functions.insert(name);
            }
        }
        for line in text.lines() {
            let line = line.trim().trim_start_matches("pub ");
            if let Some((field, ty)) = line.split_once(':') {
                let ty = ty.trim().trim_end_matches(',');
                if ty.ends_with("names::Place") && !ty.contains("->") {
                    self.fields.insert(field.trim().to_string());
                }
            }
        }
    }

    /// These makers and what `body` (a function's text up to a call) binds: `let x = <a
    /// place>;`, `let (a, b) = (<a place>, <a place>);`, `let n = |t| <a place>;`.
    fn within(&self, body: &str) -> Makers {
        let mut m = self.clone();
        // Twice: a binding may use one made before it.
        for _ in 0..2 {
            for (i, _) in body.match_indices("let ") {
                let rest = &body[i + 4..];
                let Some(eq) = rest.find('=') else { continue };
                let end = rest[eq..].find(';').map_or(rest.len(), |e| eq + e);
                let (pattern, value) = (rest[..eq].trim(), rest[eq + 1..end].trim());
                let pattern = pattern.trim_start_matches("mut ").to_string();
                if let Some(closure) = value.strip_prefix('|') {
                    let returns = closure.split_once('|').map_or("", |(_, b)| b).trim();
                    // `|| { <a place> }`
                    let returns = returns
                        .strip_prefix('{')
                        .and_then(|r| r.strip_suffix('}'))
                        .filter(|r| !r.contains(';'))
                        .unwrap_or(returns);
                    match m.is_place(returns) {
                        true => m.closures.insert(pattern),
                        false => m.hidden.insert(pattern),
                    };
                } else if pattern.starts_with('(') && value.starts_with('(') {
                    let names = top_level(&pattern[1..pattern.len() - 1], ',');
                    let values = top_level(&value[1..value.len() - 1], ',');
                    for (n, v) in names.iter().zip(values) {
                        if m.is_place(v) {
                            m.variables.insert(n.trim().to_string());
                        }
                    }
                } else if m.is_place(value) {
                    m.variables.insert(pattern);
                }
            }
        }
        m
    }

    /// Whether the expression `value` is a place.
    fn is_place(&self, value: &str) -> bool {
        let v = value.trim().trim_start_matches(['&', '*']).trim();
        if v.ends_with(".to_string()") || v.ends_with(".name()") {
            return false;
        }
        if v.starts_with("Place::") || v.contains("names::Place::") {
            return true;
        }
        if let Some(open) = v.find('(') {
            let path = &v[..open];
            let callee = path.rsplit("::").next().unwrap_or("");
            let maker = match path.contains("::") {
                true => self.functions.contains(callee),
                false => {
                    self.closures.contains(callee)
                        || (self.functions.contains(callee) && !self.hidden.contains(callee))
                }
            };
            return maker
                && path
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == ':')
                && closing(v, open + 1) == v.len() - 1;
        }
        let plain = |s: &str| s.chars().all(|c| c.is_alphanumeric() || c == '_');
        if plain(v) {
            return self.variables.contains(v);
        }
        v.rsplit_once('.')
            .is_some_and(|(_, field)| plain(field) && self.fields.contains(field))
    }
}

/// Places the reading above cannot see: bound by a slice pattern (`[first, .., last]` of an AI
/// run's conquests, a `Vec<Place>`).
const ALSO: &[(&str, &str)] = &[
    ("text-run-conquers-many", "first"),
    ("text-run-conquers-many", "last"),
];

/// Every message the code passes a place, with the arguments that are places.
fn place_messages() -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (key, arg) in ALSO {
        out.entry(key.to_string())
            .or_default()
            .insert(arg.to_string());
    }
    let texts: Vec<String> = sources()
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    let mut globals = Makers::default();
    for text in &texts {
        globals.add_globals(text);
    }
    for text in &texts {
        for (key, args, start) in calls(text) {
            // What the function around the call binds (its closures, its variables).
            let from = text[..start].rfind("fn ").unwrap_or(0);
            let makers = globals.within(&text[from..start]);
            for (name, value) in args {
                if makers.is_place(&value) {
                    out.entry(key.clone()).or_default().insert(name);
                }
            }
        }
    }
    out
}

#[test]
fn the_code_passes_places_to_the_messages_that_name_territories_and_continents() {
    let places = place_messages();
    let has = |key: &str, arg: &str| places.get(key).is_some_and(|a| a.contains(arg));
    // Made in place (`place(g, t)`), by a closure (`n(*to)`), bound first (`let (f, t) = …`),
    // held in a field (`&f.from`).
    assert!(has("text-placed-on", "territory"), "{places:?}");
    assert!(
        has("text-fortified", "from") && has("text-fortified", "to"),
        "{places:?}"
    );
    assert!(has("hist-fight-attacked", "from"), "{places:?}");
    assert!(has("text-fog-taken", "territory"), "{places:?}");
    assert!(has("eng-expect-occupy", "territory"), "{places:?}");
    // A list of places is one too.
    assert!(has("text-mission-continents", "continents"), "{places:?}");
    assert!(has("ref-odds-fogged", "territories"), "{places:?}");
    // A player is not a place.
    assert!(!has("text-hand-passed", "from"), "{places:?}");
    assert!(places.len() > 60, "{} messages", places.len());
}

// ---- every message that names a place, with every name, in every language ----

/// The languages whose catalogue still writes a preposition or an article before a bare place
/// variable: each language's own work takes it off. Empty when every language is done.
const BARE_PLACES_LEFT: &[Lang] = &[];

/// The languages whose `names.ftl` still lacks some shipped name's forms (`.in`, …): each
/// language's own work takes it off. Empty when every language is done.
const FORMS_MISSING: &[Lang] = &[];

#[test]
fn every_shipped_name_has_every_form_in_every_language() {
    for lang in Lang::ALL {
        let mut missing = vec![];
        for place in every_place() {
            let key = place.key().expect("a shipped name is in names.ftl");
            for form in FORMS {
                if i18n::with(lang, lang, || i18n::attribute(&key, form)).is_none() {
                    missing.push(format!("{key}.{form}"));
                }
            }
            for (form, allowed) in [
                ("gender", &["masculine", "feminine", "neuter"][..]),
                ("number", &["one", "other"][..]),
            ] {
                let value = i18n::with(lang, lang, || i18n::attribute(&key, form));
                if value.as_deref().is_some_and(|v| !allowed.contains(&v)) {
                    missing.push(format!("{key}.{form} = {value:?}"));
                }
            }
        }
        missing.dedup();
        match FORMS_MISSING.contains(&lang) {
            true => assert!(
                !missing.is_empty(),
                "{lang} has them all: take it off FORMS_MISSING"
            ),
            false => assert!(missing.is_empty(), "{lang} lacks {missing:?}"),
        }
    }
}

#[test]
fn english_writes_a_name_with_its_article_and_an_imported_one_plainly() {
    let named = |english: &str| support::lang::classic_place(english);
    let en = |f: &dyn Fn() -> String| i18n::with(Lang::En, Lang::En, f);
    let placed = en(&|| {
        risk::t!(
            "text-placed",
            player = "alice",
            armies = 3,
            territory = named("Middle East")
        )
    });
    assert_eq!(placed, "alice places 3 in the Middle East.");
    let moved = en(&|| {
        risk::t!(
            "text-fortified",
            armies = 2,
            from = named("Middle East"),
            to = named("India")
        )
    });
    assert_eq!(moved, "Fortify: 2 from the Middle East to India.");
    let imported = Place::named(Kind::Territory, "someone's board", "Zorg");
    let placed = en(&|| {
        risk::t!(
            "text-placed",
            player = "alice",
            armies = 3,
            territory = &imported
        )
    });
    assert_eq!(placed, "alice places 3 in Zorg.");
    // A bare name stays bare: a label, a heading.
    let card = en(&|| risk::t!("text-card", territory = named("Congo"), design = "x"));
    assert_eq!(card, "Congo (x)");
}

/// Every territory and continent of every shipped board, as places.
fn every_place() -> Vec<Place> {
    let mut out = vec![];
    for map in risk::maps::shipped() {
        out.extend(map.territory_ids().map(|t| names::place(&map, t)));
        out.extend(map.continent_ids().map(|c| names::continent_place(&map, c)));
    }
    out
}

#[test]
fn every_message_naming_a_place_reads_with_every_name_of_every_board_in_every_language() {
    let places = place_messages();
    let every = every_place();
    assert!(every.len() > 300, "{} names", every.len());
    let mut faults = vec![];
    let mut count = 0;
    for (key, args) in &places {
        let Some(reads) = i18n::variables(Lang::En, key) else {
            faults.push(format!("'{key}' is not in English"));
            continue;
        };
        let others: BTreeSet<&str> = reads
            .iter()
            .map(|v| names::argument(v))
            .filter(|a| !args.contains(*a))
            .collect();
        for lang in Lang::ALL {
            for (i, place) in every.iter().enumerate() {
                // Two places in one message: this name and the next.
                let second = &every[(i + 1) % every.len()];
                let mut values: Vec<(&str, fluent_bundle::FluentValue<'static>)> = vec![];
                for (j, a) in args.iter().enumerate() {
                    let p = if j == 0 { place } else { second };
                    values.push((a.as_str(), i18n::arg(p)));
                }
                for a in &others {
                    values.push((a, i18n::arg(2u32)));
                }
                count += 1;
                match i18n::format_in(lang, key, &values) {
                    Some(text) if !text.contains("{$") && !text.contains("{ $") => {}
                    other => faults.push(format!(
                        "{lang} '{key}' with {}: {other:?}",
                        place.english()
                    )),
                }
            }
        }
    }
    faults.truncate(40);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    assert!(count > 100_000, "{count} renderings");
}

// ---- no preposition or article before a bare place ----

/// The words after which a language needs a name's form, not its bare name: its prepositions
/// and articles (and their contractions), lower case. This list is how the check knows: a text
/// ending in one of them right before a place variable (`von { $from }`) is a fault; the
/// message reads the form instead (`{ $from-from }`). A language added to the bot adds its list.
fn before_a_form(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[
            "in", "into", "from", "to", "of", "on", "onto", "at", "the", "a", "an", "toward",
            "towards", "through", "across", "via",
        ],
        Lang::De => &[
            "in", "im", "ins", "nach", "von", "vom", "aus", "zu", "zum", "zur", "auf", "an", "am",
            "bei", "beim", "über", "durch", "gegen", "um", "für", "mit", "der", "die", "das",
            "den", "dem", "des", "ein", "eine", "einen", "einem", "eines",
        ],
        Lang::Es => &[
            "en", "de", "del", "a", "al", "desde", "hasta", "hacia", "por", "para", "con", "sobre",
            "el", "la", "los", "las", "un", "una",
        ],
        Lang::Fr => &[
            "à", "au", "aux", "en", "de", "du", "des", "d'", "d’", "dans", "sur", "vers", "depuis",
            "pour", "par", "contre", "avec", "le", "la", "les", "l'", "l’", "un", "une",
        ],
        Lang::PtBr => &[
            "em", "no", "na", "nos", "nas", "de", "do", "da", "dos", "das", "a", "ao", "à", "aos",
            "às", "para", "desde", "até", "por", "pelo", "pela", "com", "contra", "sobre", "o",
            "os", "as", "um", "uma",
        ],
        Lang::Pl => &[
            "w",
            "we",
            "na",
            "z",
            "ze",
            "do",
            "od",
            "przez",
            "dla",
            "przy",
            "po",
            "o",
            "u",
            "ku",
            "nad",
            "pod",
            "przed",
            "za",
            "zza",
            "spod",
            "znad",
            "między",
            "bez",
            "przeciw",
            "przeciwko",
            "wobec",
        ],
        Lang::It => &[
            "in", "nel", "nello", "nella", "nell'", "nei", "negli", "nelle", "a", "ad", "al",
            "allo", "alla", "all'", "ai", "agli", "alle", "da", "dal", "dallo", "dalla", "dall'",
            "dai", "dagli", "dalle", "di", "del", "dello", "della", "dell'", "dei", "degli",
            "delle", "su", "sul", "sullo", "sulla", "sull'", "sui", "sugli", "sulle", "verso",
            "per", "con", "contro", "il", "lo", "la", "l'", "i", "gli", "le", "un", "uno", "una",
            "un'",
        ],
        Lang::PseudoA | Lang::PseudoB => &[],
    }
}

/// The word a text ends in right before what follows it: "" when it ends inside a word.
/// Markdown around the next part (`**`) is passed over.
fn last_word(text: &str) -> String {
    let ends_open = text.ends_with(char::is_whitespace)
        || text.ends_with(['\'', '’'])
        || text.trim_end_matches(['*', '_', '~']).len() < text.len();
    if !ends_open {
        return String::new();
    }
    text.split_whitespace()
        .rev()
        .map(|w| w.trim_matches(['*', '_', '~']))
        .find(|w| !w.is_empty())
        .map(|w| {
            w.trim_start_matches(['(', '[', '«', '"', '“', '—', '-'])
                .to_lowercase()
        })
        .unwrap_or_default()
}

/// The places a pattern writes bare right after one of `words`: (the word, the variable).
fn bare_after(
    pattern: &fluent_syntax::ast::Pattern<&str>,
    places: &BTreeSet<String>,
    words: &[&str],
    out: &mut Vec<(String, String)>,
) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    let mut before = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => before.push_str(value),
            PatternElement::Placeable { expression } => {
                match expression {
                    Expression::Inline(InlineExpression::VariableReference { id })
                        if places.contains(id.name) =>
                    {
                        let word = last_word(&before);
                        if words.contains(&word.as_str()) {
                            out.push((word, id.name.to_string()));
                        }
                    }
                    Expression::Select { variants, .. } => {
                        for v in variants {
                            // A variant starting with a place follows this text.
                            let mut inner = v.value.clone();
                            if !before.is_empty() {
                                inner.elements.insert(
                                    0,
                                    PatternElement::TextElement {
                                        value: before.as_str(),
                                    },
                                );
                            }
                            bare_after(&inner, places, words, out);
                        }
                    }
                    Expression::Inline(_) => {}
                }
                before.clear();
            }
        }
    }
}

/// Each language's messages that write a preposition or an article right before a bare place
/// variable: "<lang> '<key>': '<word>' { $<variable> }".
fn bare_places(lang: Lang) -> Vec<String> {
    let places = place_messages();
    let words = before_a_form(lang);
    let mut faults = vec![];
    for area in i18n::AREAS {
        let source = i18n::source(lang, area).unwrap();
        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let fluent_syntax::ast::Entry::Message(m) = entry else {
                continue;
            };
            let (Some(args), Some(value)) = (places.get(m.id.name), &m.value) else {
                continue;
            };
            let mut found = vec![];
            bare_after(value, args, words, &mut found);
            for (word, variable) in found {
                faults.push(format!(
                    "{lang} '{}': '{word}' {{ ${variable} }}",
                    m.id.name
                ));
            }
        }
    }
    faults
}

#[test]
fn the_check_finds_a_preposition_or_an_article_before_a_bare_place() {
    assert_eq!(last_word("moved from "), "from");
    assert_eq!(last_word("conquis d'"), "d'");
    assert_eq!(last_word("attack **"), "attack");
    assert_eq!(last_word("(in "), "in");
    assert_eq!(last_word("Peru"), "");
    let source = "a = Moved from { $from } to **{ $to }**: { $to } { $count ->\n    [one] in { $to }\n   *[other] the { $from }\n}\n";
    let resource = fluent_syntax::parser::parse(source).unwrap();
    let fluent_syntax::ast::Entry::Message(m) = &resource.body[0] else {
        panic!("a message");
    };
    let places: BTreeSet<String> = ["from", "to"].map(String::from).into();
    let mut found = vec![];
    bare_after(
        m.value.as_ref().unwrap(),
        &places,
        before_a_form(Lang::En),
        &mut found,
    );
    let words: Vec<&str> = found.iter().map(|(w, _)| w.as_str()).collect();
    assert_eq!(words, ["from", "to", "in", "the"], "{found:?}");
    // A variable that is not a place is not checked.
    let mut found = vec![];
    let only: BTreeSet<String> = ["count"].map(String::from).into();
    bare_after(
        m.value.as_ref().unwrap(),
        &only,
        before_a_form(Lang::En),
        &mut found,
    );
    assert!(found.is_empty());
}

#[test]
fn no_message_writes_a_preposition_or_an_article_before_a_bare_place() {
    let mut faults = vec![];
    for lang in Lang::ALL {
        let own = bare_places(lang);
        match BARE_PLACES_LEFT.contains(&lang) {
            true => assert!(
                !own.is_empty(),
                "{lang} passes: take it off BARE_PLACES_LEFT"
            ),
            false => faults.extend(own),
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn every_message_reading_a_form_is_passed_a_place() {
    let places = place_messages();
    let mut faults = vec![];
    for lang in Lang::ALL {
        for key in i18n::keys(lang) {
            for v in i18n::variables(lang, &key).unwrap_or_default() {
                let arg = names::argument(&v);
                if arg != v && !places.get(&key).is_some_and(|a| a.contains(arg)) {
                    faults.push(format!(
                        "{lang} '{key}' reads ${v}, but ${arg} is not a place"
                    ));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn a_list_of_places_offers_the_list_of_their_forms() {
    let list = names::places([
        support::lang::classic_place("Middle East"),
        support::lang::classic_place("India"),
    ]);
    let en = |f: &str| i18n::with(Lang::En, Lang::En, || list.form(f));
    assert_eq!(
        i18n::with(Lang::En, Lang::En, || list.to_string()),
        "Middle East and India"
    );
    assert_eq!(en("in"), "in the Middle East and in India");
    assert_eq!(en("object"), "the Middle East and India");
    assert_eq!(en("number"), "other");
    assert_eq!(en("gender"), "neuter");
    let mission = i18n::with(Lang::En, Lang::En, || {
        risk::t!("text-mission-continents", continents = list.clone())
    });
    assert_eq!(mission, "Conquer the Middle East and India.");
    let one = names::places([support::lang::classic_place("Middle East")]);
    assert_eq!(i18n::with(Lang::En, Lang::En, || one.form("number")), "one");
}
