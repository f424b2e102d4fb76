//! A lobby option's words are declared once, in the catalog: `/risk new` reads them from there,
//! the lobby's rules line prints them from there, and every declared word opens a lobby.

use std::fmt::Debug;

use risk::engine::rules::{CapitalGoal, CardValues, NeutralSetup};
use risk::engine::{Fortify, Placement, Setup};
use risk::service::catalog::{find, parse, Suggest, Value};
use risk::service::clock::{DefenderDice, OnSurrender, OnTimeout};
use risk::service::{declared_words, option_word, Command, NewGame, OptionWord};

/// `OneAtATime` as a word: `one-at-a-time` (what the rules line printed before the words were
/// declared once).
fn kebab(v: &impl Debug) -> String {
    let debug = format!("{v:?}");
    let name = debug.split([' ', '(']).next().unwrap_or("");
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

fn words_of<T: OptionWord + Debug>() {
    let words = declared_words(T::OPTION);
    assert_eq!(words.len(), T::ALL.len(), "{}: {words:?}", T::OPTION);
    for v in T::ALL {
        let w = option_word(*v).unwrap_or_else(|| panic!("{v:?} has no word"));
        assert_eq!(w, kebab(v), "{}", T::OPTION);
    }
}

#[test]
fn each_options_values_have_the_catalogs_words_in_order() {
    words_of::<Setup>();
    words_of::<Placement>();
    words_of::<Fortify>();
    words_of::<CardValues>();
    words_of::<CapitalGoal>();
    words_of::<NeutralSetup>();
    words_of::<DefenderDice>();
    words_of::<OnTimeout>();
    words_of::<OnSurrender>();
    words_of::<risk::engine::Fog>();
    // A preset's own values, which no option chooses, have no option word.
    assert_eq!(option_word(CardValues::ByDesign), None);
    assert!(declared_words("army_cap").contains(&"none"));
    assert!(declared_words("no_such_option").is_empty());
}

#[test]
fn every_declared_word_opens_a_lobby() {
    let spec = find("risk new").unwrap();
    let mut seen = 0;
    for opt in spec.opts() {
        let Some(Suggest::Values(words)) = opt.suggest else {
            continue;
        };
        let preset = match opt.name {
            "capital_goal" => "capital",
            "neutral_setup" => "two-player",
            _ => "classic",
        };
        for w in words {
            let given = vec![
                ("preset".to_string(), Value::Text(preset.into())),
                (opt.name.to_string(), Value::Text(w.to_string())),
            ];
            let Ok(Command::New(opts)) = parse("risk new", given) else {
                panic!("{}:{w} is not read", opt.name);
            };
            assert_eq!(opts.check(), Ok(()), "{}:{w}", opt.name);
            seen += 1;
        }
    }
    assert!(seen >= 30, "{seen}");
}

#[test]
fn a_word_not_declared_is_refused_with_the_declared_ones() {
    let opts = NewGame {
        fortify: Some("weird".into()),
        ..NewGame::default()
    };
    let why = opts.check().unwrap_err();
    let words = declared_words("fortify").join(" or ");
    assert_eq!(why, format!("Unknown fortify 'weird': choose {words}."));
    let (_, rules) = NewGame {
        fortify: Some("ADJACENT".into()),
        setup: Some("claim".into()),
        ..NewGame::default()
    }
    .rules()
    .unwrap();
    assert_eq!(rules.fortify, Fortify::Adjacent);
    assert_eq!(rules.setup, Setup::Claim);
}
