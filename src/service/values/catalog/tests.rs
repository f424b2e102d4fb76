//! The declarations against Discord's limits, and the parser option by option.

use super::*;
use crate::service::values::command::{Command, Troops};

fn text(v: &str) -> Value {
    Value::Text(v.into())
}

#[test]
fn every_declaration_is_built_and_fits_discord() {
    let mut seen = std::collections::HashSet::new();
    for s in COMMANDS {
        for n in s.typed_names() {
            assert!(seen.insert(n.clone()), "/{n} declared twice");
            assert_eq!(n, n.to_lowercase());
        }
        assert!(
            !s.about.is_empty() && s.about.chars().count() <= 100,
            "{}",
            s.path
        );
        assert!(s.opts().count() <= 25, "{}", s.path);
        let mut names = std::collections::HashSet::new();
        for o in s.opts() {
            assert!(names.insert(o.name), "/{} {} twice", s.path, o.name);
            assert!(!o.about.is_empty() && o.about.chars().count() <= 100);
            assert_eq!(o.name, o.name.to_lowercase());
        }
        // Only the required options: every declared command builds (the match has an arm).
        let given: Vec<(String, Value)> = s
            .opts()
            .filter(|o| o.required)
            .map(|o| {
                let v = match o.kind {
                    Kind::Whole { min, .. } => Value::Whole(min),
                    Kind::File => Value::File {
                        name: "1".into(),
                        bytes: vec![],
                    },
                    Kind::Text | Kind::Flag | Kind::User | Kind::Channel | Kind::Role => text("1"),
                };
                (o.name.to_string(), v)
            })
            .collect();
        for n in s.typed_names() {
            parse(&n, given.clone()).unwrap_or_else(|e| panic!("/{n}: {e}"));
        }
    }
}

#[test]
fn options_are_read_by_their_declared_kind_and_range() {
    let cmd = parse(
        "attack",
        vec![
            ("from".into(), text("Brazil")),
            ("to".into(), text("Peru")),
            ("blitz".into(), text("true")),
            ("stop_at".into(), Value::Whole(3)),
        ],
    )
    .unwrap();
    assert_eq!(
        cmd,
        Command::Attack {
            from: "Brazil".into(),
            to: "Peru".into(),
            dice: None,
            blitz: true,
            stop_at: Some(3),
            commander: false,
            move_in: None,
        }
    );
    let e = parse(
        "attack",
        vec![
            ("from".into(), text("Brazil")),
            ("to".into(), text("Peru")),
            ("dice".into(), Value::Whole(4)),
        ],
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "dice: 4 is out of range; give 1 to 3. Nothing was changed."
    );
    let e = parse("move", vec![]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "/move is missing its option troops: (options are written name:value, e.g. \
         troops:…; see /help move). Nothing was changed."
    );
    let e = parse("move", vec![("troops".into(), text("lots"))]).unwrap_err();
    assert!(
        e.to_string().contains("whole number, 'all' or 'all but N'"),
        "{e}"
    );
    assert_eq!(
        parse("move", vec![("troops".into(), text("all but 2"))]).unwrap(),
        Command::Move {
            troops: Troops::AllBut(2)
        }
    );
    assert_eq!(
        parse("draft", vec![("territory".into(), text("Peru"))]).unwrap(),
        Command::Draft {
            territory: "Peru".into(),
            troops: Troops::All
        }
    );
    // /draft takes troops as /move and /fortify do.
    for (given, troops) in [
        ("all", Troops::All),
        ("all but 3", Troops::AllBut(3)),
        ("4", Troops::Exactly(4)),
    ] {
        assert_eq!(
            parse(
                "draft",
                vec![
                    ("territory".into(), text("Peru")),
                    ("troops".into(), text(given))
                ]
            )
            .unwrap(),
            Command::Draft {
                territory: "Peru".into(),
                troops
            }
        );
    }
    let e = parse("end", vec![("troops".into(), text("1"))]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "/end has no option 'troops' (see /help end)."
    );
    assert!(matches!(
        parse("risk-admin kick", vec![("player".into(), text("bob"))]).unwrap(),
        Command::Admin(b) if *b == Command::Kick { player: "bob".into() }
    ));
    assert!(parse("risk settings", vec![]).is_err());
    assert!(matches!(
        parse("risk-admin settings", vec![]).unwrap(),
        Command::Admin(b) if matches!(*b, Command::Settings(_))
    ));
}
