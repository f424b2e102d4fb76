//! `/risk rules` in every language: each preset's rules (and their variations) told in the
//! reader's own sentences, topic by topic as in English, with the numbers English gives.

use risk::engine::rules::{RerollDie, PRESETS};
use risk::engine::{Fortify, Rules};
use risk::i18n::{self, Lang};
use risk::service::rules_text;

/// Every preset's rules, and each with the experts' variations on.
fn tables() -> Vec<(String, Rules)> {
    let mut out = vec![];
    for p in PRESETS {
        let r = (p.rules)();
        let mut experts = r.clone();
        experts.army_cap = Some(12);
        experts.reroll = true;
        experts.reroll_die = RerollDie::Own;
        experts.commander = true;
        experts.fortify = Fortify::Multiple;
        out.push((p.name.to_string(), r));
        out.push((format!("{} (experts)", p.name), experts));
    }
    out
}

/// The numbers in `text`, in order.
fn numbers(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_presets_rules_are_told_in_each_language_with_the_same_numbers() {
    for (name, r) in tables() {
        let english = i18n::with(Lang::En, Lang::En, || rules_text::all(&r));
        assert!(!english.is_empty(), "{name}");
        for lang in Lang::ALL.into_iter().skip(1) {
            let own = i18n::with(lang, lang, || rules_text::all(&r));
            assert_eq!(own.len(), english.len(), "{lang} {name}: {own:?}");
            for (mine, en) in own.iter().zip(&english) {
                assert_ne!(mine, en, "{lang} {name}: a topic left in English");
                assert_eq!(numbers(mine), numbers(en), "{lang} {name}: {mine}");
                for word in [" the ", " armies", " territory", " your ", " each "] {
                    assert!(!mine.contains(word), "{lang} {name}: '{word}' in {mine}");
                }
            }
        }
    }
}

#[test]
fn help_tells_a_commands_rules_at_this_table_in_the_readers_language() {
    let r = (PRESETS[0].rules)();
    let english = rules_text::for_command("attack", &r).unwrap();
    assert!(english.starts_with("At this table: The attacker rolls 1 to 3 dice"));
    let german = i18n::with(Lang::De, Lang::De, || rules_text::for_command("attack", &r)).unwrap();
    assert!(
        german.starts_with("An diesem Tisch: Der Angreifer würfelt mit 1 bis 3 Würfeln"),
        "{german}"
    );
    let unused = i18n::with(Lang::Fr, Lang::Fr, || rules_text::for_command("bribe", &r)).unwrap();
    assert_eq!(
        unused,
        "À cette table\u{a0}: non utilisé (ces règles ne le prévoient pas)."
    );
}

#[test]
fn every_presets_short_lines_are_in_each_language_with_the_same_numbers() {
    for (name, r) in tables() {
        let english = i18n::with(Lang::En, Lang::En, || rules_text::short_lines(&r));
        for lang in Lang::ALL.into_iter().skip(1) {
            let own = i18n::with(lang, lang, || rules_text::short_lines(&r));
            assert_eq!(own.len(), english.len(), "{lang} {name}");
            for (mine, en) in own.iter().zip(&english) {
                assert_ne!(mine, en, "{lang} {name}: a line left in English");
                assert_eq!(numbers(mine), numbers(en), "{lang} {name}: {mine}");
            }
        }
    }
}
