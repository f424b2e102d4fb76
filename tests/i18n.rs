//! The message catalogues (data/i18n): every language has every English key and nothing else,
//! every file parses, no key is defined twice, a translation reads only the arguments English
//! reads, and every `t!` in the code names an English key with exactly the arguments it reads.

mod support;

use std::collections::BTreeSet;

use support::calls::{calls, sources};

use fluent_bundle::FluentResource;
use risk::i18n::{self, Lang};
use risk::service::catalog::{Spec, COMMANDS};

fn parsed(lang: Lang, area: &str) -> FluentResource {
    let text = i18n::source(lang, area).unwrap();
    match FluentResource::try_new(text.to_string()) {
        Ok(r) => r,
        Err((_, errors)) => panic!("data/i18n/{lang}/{area}.ftl does not parse: {errors:?}"),
    }
}

#[test]
fn every_file_parses_and_defines_each_key_once() {
    for lang in Lang::ALL {
        let mut seen = BTreeSet::new();
        for area in i18n::AREAS {
            parsed(lang, area);
        }
        for key in i18n::keys(lang) {
            assert!(seen.insert(key.clone()), "{lang}: '{key}' is defined twice");
        }
    }
}

#[test]
fn every_language_has_every_english_key_and_no_other() {
    let english: BTreeSet<String> = i18n::keys(Lang::En).into_iter().collect();
    for lang in Lang::ALL.into_iter().skip(1) {
        let own: BTreeSet<String> = i18n::keys(lang).into_iter().collect();
        let missing: Vec<&String> = english.difference(&own).collect();
        let extra: Vec<&String> = own.difference(&english).collect();
        assert!(
            missing.is_empty(),
            "{lang} lacks {} keys: {missing:?}",
            missing.len()
        );
        assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
    }
}

#[test]
fn a_translation_reads_only_the_arguments_english_reads() {
    for key in i18n::keys(Lang::En) {
        // A place's forms (`$to-in`) belong to its argument (`to`): a translation may read any.
        let english = arguments(Lang::En, &key).unwrap_or_default();
        for lang in Lang::ALL.into_iter().skip(1) {
            let Some(own) = arguments(lang, &key) else {
                continue;
            };
            let stray: Vec<&String> = own.iter().filter(|v| !english.contains(v)).collect();
            assert!(
                stray.is_empty(),
                "{lang} '{key}' reads {stray:?}, which English does not"
            );
        }
    }
}

/// The arguments message `key` reads in `lang`: its variables, a place's form (`$to-in`) read as
/// its argument (`to`, `risk::i18n::names::argument`).
fn arguments(lang: Lang, key: &str) -> Option<Vec<String>> {
    let mut reads: Vec<String> = i18n::variables(lang, key)?
        .iter()
        .map(|v| risk::i18n::names::argument(v).to_string())
        .collect();
    reads.sort();
    reads.dedup();
    Some(reads)
}

#[test]
fn every_key_the_code_asks_for_is_in_english_with_the_arguments_it_passes() {
    let mut faults = vec![];
    let mut count = 0;
    for path in sources() {
        let text = std::fs::read_to_string(&path).unwrap();
        for (key, args, start) in calls(&text) {
            count += 1;
            let line = text[..start].lines().count().max(1);
            let args: Vec<String> = args.into_iter().map(|(name, _)| name).collect();
            let at = format!("{}:{line}", path.display());
            match arguments(Lang::En, &key) {
                None => faults.push(format!("{at}: '{key}' is not in the English catalogue")),
                Some(reads) => {
                    for v in &reads {
                        if !args.contains(v) {
                            faults.push(format!("{at}: '{key}' reads ${v}, not passed"));
                        }
                    }
                    for a in &args {
                        if !reads.contains(a) {
                            faults
                                .push(format!("{at}: '{key}' is passed {a}, which it never reads"));
                        }
                    }
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    assert!(count >= 1, "no t! call found");
}

#[test]
fn a_missing_translation_falls_back_to_english_and_test_languages_mark_their_text() {
    let two = |lang| i18n::with(lang, lang, || i18n::list(&["alice", "bob"]));
    assert_eq!(two(Lang::En), "alice and bob");
    assert_eq!(two(Lang::De), "alice und bob");
    assert_eq!(two(Lang::PseudoA), "⟦alice and bob⟧");
    assert_eq!(two(Lang::PseudoB), "⟪alice and bob⟫");
    // A key only English has: every other language reads it in English.
    assert_eq!(i18n::format_in(Lang::De, "no-such-key", &[]), None);
    for lang in Lang::ALL {
        assert_eq!(
            i18n::with(lang, lang, || i18n::list(&["a", "b", "c"]))
                .matches(", ")
                .count(),
            1,
            "{lang}"
        );
    }
}

#[test]
fn discord_locales_map_to_languages() {
    assert_eq!(Lang::from_discord("de"), Lang::De);
    assert_eq!(Lang::from_discord("es-419"), Lang::Es);
    assert_eq!(Lang::from_discord("pt-BR"), Lang::PtBr);
    assert_eq!(Lang::from_discord("en-GB"), Lang::En);
    assert_eq!(Lang::from_discord("ja"), Lang::En);
    assert_eq!(Lang::parse("klingon"), None);
    for lang in Lang::ALL {
        assert_eq!(Lang::parse(lang.code()), Some(lang));
    }
}

/// A command's or option's catalogue text in `lang` (English where `lang` lacks it).
fn command_text(lang: Lang, key: &str) -> Option<String> {
    i18n::format_in(lang, key, &[]).or_else(|| i18n::format_in(Lang::En, key, &[]))
}

/// The catalogue key of a command's name: `cmd-` and its declared path ("risk new", "map add").
fn command_key(spec: &Spec) -> String {
    format!("cmd-{}", spec.path.replace(' ', "-"))
}

/// An option's description key: the command's own (`opt-attack-from-desc`) or the shared one.
fn option_about_key(spec: &Spec, opt: &str) -> String {
    let opt = opt.replace('_', "-");
    let own = format!("opt-{}-{opt}-desc", spec.path.replace(' ', "-"));
    if i18n::has_key(Lang::En, &own) {
        own
    } else {
        format!("opt-{opt}-desc")
    }
}

/// Discord's rule for a localised command or option name: 1–32 characters, lowercase, letters,
/// digits, '-' and '_' only.
fn name_fault(name: &str) -> Option<&'static str> {
    let len = name.chars().count();
    if !(1..=32).contains(&len) {
        Some("not 1-32 characters")
    } else if name != name.to_lowercase() {
        Some("not lowercase")
    } else if !name
        .chars()
        .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
    {
        Some("holds a character other than a letter, a digit, '-' or '_'")
    } else {
        None
    }
}

#[test]
fn every_command_name_and_description_keeps_discords_rules_in_every_language() {
    let mut faults = vec![];
    for lang in Lang::ALL {
        // Each name typed, under its parent ("" for the top level, "risk", "risk-admin map").
        let mut siblings: std::collections::BTreeMap<String, Vec<String>> = Default::default();
        let mut names: BTreeSet<(String, String)> = BTreeSet::new();
        // The commands that hold subcommands: risk, risk-admin, risk-admin map.
        let mut groups: BTreeSet<String> = BTreeSet::new();
        for spec in COMMANDS {
            for typed in spec.typed_names() {
                let words: Vec<&str> = typed.split(' ').collect();
                for depth in 0..words.len() {
                    let parent = words[..depth].join(" ");
                    let key = if depth + 1 == words.len() {
                        command_key(spec)
                    } else {
                        let group = format!("cmd-{}", words[..=depth].join("-"));
                        groups.insert(group.clone());
                        group
                    };
                    names.insert((parent, key));
                }
            }
            let about_key = format!("{}-desc", command_key(spec));
            let options: Vec<(String, String)> = spec
                .opts()
                .map(|o| {
                    let key = format!("opt-{}", o.name.replace('_', "-"));
                    (key, option_about_key(spec, o.name))
                })
                .collect();
            let mut option_names = BTreeSet::new();
            for (name_key, _) in &options {
                let name = command_text(lang, name_key).unwrap_or_default();
                if !option_names.insert(name.clone()) {
                    faults.push(format!("{lang} /{}: option name '{name}' twice", spec.path));
                }
            }
            for key in std::iter::once(&about_key).chain(options.iter().map(|(_, d)| d)) {
                let text = command_text(lang, key).unwrap_or_default();
                let len = text.chars().count();
                if !(1..=100).contains(&len) {
                    faults.push(format!("{lang} {key}: {len} characters (1-100): {text}"));
                }
            }
            for (key, _) in &options {
                let name = command_text(lang, key).unwrap_or_default();
                if let Some(fault) = name_fault(&name) {
                    faults.push(format!("{lang} {key} '{name}': {fault}"));
                }
            }
        }
        for (parent, key) in names {
            let name = command_text(lang, &key).unwrap_or_default();
            if let Some(fault) = name_fault(&name) {
                faults.push(format!("{lang} {key} '{name}': {fault}"));
            }
            let under = siblings.entry(parent.clone()).or_default();
            if under.contains(&name) {
                faults.push(format!("{lang} '{name}' twice under /{parent}"));
            }
            under.push(name);
        }
        for group in &groups {
            let key = format!("{group}-desc");
            assert!(i18n::has_key(Lang::En, &key), "{key} is not in English");
            let text = command_text(lang, &key).unwrap_or_default();
            let len = text.chars().count();
            if !(1..=100).contains(&len) {
                faults.push(format!("{lang} {key}: {len} characters (1-100): {text}"));
            }
        }
        assert_eq!(groups.len(), 3, "{groups:?}");
        // The bot's own commands keep its name in every language.
        for key in ["cmd-risk", "cmd-risk-admin"] {
            assert_eq!(
                command_text(lang, key),
                command_text(Lang::En, key),
                "{lang}"
            );
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// The messages `key`'s value refers to (`{ cmd-draft }`), sorted, in `lang`'s `area` file.
fn references(lang: Lang, area: &str, key: &str) -> Option<Vec<String>> {
    use fluent_syntax::ast;
    fn walk(pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
        for element in &pattern.elements {
            let ast::PatternElement::Placeable { expression } = element else {
                continue;
            };
            match expression {
                ast::Expression::Inline(ast::InlineExpression::MessageReference { id, .. }) => {
                    out.push(id.name.to_string())
                }
                ast::Expression::Inline(_) => {}
                ast::Expression::Select { variants, .. } => {
                    for v in variants {
                        walk(&v.value, out);
                    }
                }
            }
        }
    }
    let text = i18n::source(lang, area)?;
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
    resource.body.iter().find_map(|entry| match entry {
        ast::Entry::Message(m) if m.id.name == key => {
            let mut out = vec![];
            if let Some(value) = &m.value {
                walk(value, &mut out);
            }
            out.sort();
            Some(out)
        }
        _ => None,
    })
}

#[test]
fn a_translated_command_help_names_commands_and_options_as_english_does() {
    // A help or description that says `/draft` refers to the name message (`/{ cmd-draft }`), so
    // that it follows the name players see in their language: a translation refers to the same.
    let english: Vec<String> = i18n::source(Lang::En, "commands")
        .unwrap()
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(k, _)| k.to_string()))
        .filter(|k| k.ends_with("-help") || k.ends_with("-desc"))
        .collect();
    assert!(
        english.len() > 80,
        "{} help and description keys",
        english.len()
    );
    let draft = references(Lang::En, "commands", "cmd-draft-help").unwrap();
    assert_eq!(draft, ["opt-territory", "opt-troops", "opt-troops"]);
    for lang in Lang::ALL.into_iter().skip(1) {
        for key in &english {
            let Some(own) = references(lang, "commands", key) else {
                continue;
            };
            let mut want = references(Lang::En, "commands", key).unwrap();
            let mut own = own;
            want.dedup();
            own.dedup();
            assert_eq!(
                own, want,
                "{lang} '{key}' names other commands or options than English"
            );
        }
        // And they read in the language's names: German /help of /draft says /platzieren.
        let help = command_text(lang, "cmd-trade-help").unwrap();
        let rules = format!(
            "/{} {}",
            command_text(lang, "cmd-risk").unwrap(),
            command_text(lang, "cmd-risk-rules").unwrap()
        );
        assert!(help.contains(&rules), "{lang}: {help}");
    }
}

#[test]
fn every_shipped_board_names_its_territories_and_continents_apart_in_every_language() {
    use risk::i18n::names;
    let boards = risk::maps::shipped();
    assert!(boards.len() >= 5);
    let mut count = 0;
    for map in &boards {
        for t in map.territory_ids() {
            let english = map.name(t);
            let key = names::key("territory", english);
            assert_eq!(
                i18n::format_in(Lang::En, &key, &[]).as_deref(),
                Some(english),
                "{}: '{key}' should be in names.ftl as {english}",
                map.name
            );
            count += 1;
        }
        for c in map.continents() {
            let key = names::key("continent", &c.name);
            assert_eq!(
                i18n::format_in(Lang::En, &key, &[]).as_deref(),
                Some(c.name.as_str()),
                "{}: '{key}' should be in names.ftl as {}",
                map.name,
                c.name
            );
        }
        for lang in Lang::ALL {
            let mut seen = BTreeSet::new();
            for t in map.territory_ids() {
                let name = names::territory_in(lang, map, t);
                assert!(
                    seen.insert(name.clone()),
                    "{lang} {}: '{name}' twice",
                    map.name
                );
            }
            let mut seen = BTreeSet::new();
            for c in map.continent_ids() {
                let name = names::continent_in(lang, map, c);
                assert!(
                    seen.insert(name.clone()),
                    "{lang} {}: '{name}' twice",
                    map.name
                );
            }
        }
    }
    assert!(count > 300, "{count} territories");
    // The names read in the language: the classic board's North Africa, Germany's own states.
    let classic = risk::engine::Map::classic();
    let named = |lang, map: &risk::engine::Map, english: &str| {
        let t = map
            .territory_ids()
            .find(|&t| map.name(t) == english)
            .unwrap();
        names::territory_in(lang, map, t)
    };
    assert_eq!(named(Lang::De, &classic, "North Africa"), "Nordafrika");
    assert_eq!(named(Lang::Fr, &classic, "North Africa"), "Afrique du Nord");
    assert_eq!(
        named(Lang::Es, &classic, "North Africa"),
        "África del Norte"
    );
    assert_eq!(
        named(Lang::PtBr, &classic, "North Africa"),
        "Norte da África"
    );
    let germany = risk::maps::shipped_named("germany").unwrap();
    assert_eq!(named(Lang::De, &germany, "Bavaria"), "Bayern");
    assert_eq!(named(Lang::En, &germany, "Bavaria"), "Bavaria");
    // One English name, two boards, named apart in German: the board's own key is read first.
    let world = risk::maps::shipped_named("world").unwrap();
    let states = risk::maps::shipped_named("us-states").unwrap();
    assert_eq!(named(Lang::De, &world, "Georgia"), "Georgien");
    assert_eq!(named(Lang::De, &states, "Georgia"), "Georgia");
    assert_eq!(named(Lang::Fr, &states, "Georgia"), "Géorgie");
    assert_eq!(named(Lang::En, &world, "Georgia"), "Georgia");
}
