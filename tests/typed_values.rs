//! Nothing English left (issue 44): what a player types is read in their language too (`alle außer
//! 2`, `ich`, `nebel:leicht`, `24 Stunden`), the lobby's option values and durations are shown in
//! the reader's words, and computer players' seats are named in the channel's language.

mod support;
use support::{actor, ok, said, service};

use std::sync::Arc;

use risk::engine::{Fog, PlayerId, Rules};
use risk::i18n::{self, typed, Lang};
use risk::service::catalog::{parse, Value};
use risk::service::{
    declared_words, Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, Troops,
};

const CH: ChannelKey = ChannelKey(7);

fn german(id: u64, name: &str) -> Actor {
    Actor {
        locale: Some(Lang::De),
        guild_locale: Some(Lang::De),
        ..actor(id, name)
    }
}

/// Three German players at a started classic table.
fn german_table(svc: &GameService) -> [Actor; 3] {
    let players = [german(1, "alice"), german(2, "bob"), german(3, "carol")];
    ok(
        svc,
        CH,
        &players[0],
        Command::New(Box::new(NewGame::preset("classic"))),
    );
    ok(svc, CH, &players[1], Command::Join { color: None });
    ok(svc, CH, &players[2], Command::Join { color: None });
    ok(svc, CH, &players[0], Command::Start);
    players
}

fn draft(territory: &str, troops: &str) -> Command {
    parse(
        "draft",
        vec![
            ("territory".into(), Value::Text(territory.into())),
            ("troops".into(), Value::Text(troops.into())),
        ],
    )
    .unwrap()
}

#[test]
fn a_german_reader_typing_alle_ausser_2_places_all_but_2() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let [alice, ..] = german_table(&svc);
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    let me = s.seat_of(alice.user).unwrap();
    let left = g.setup_armies_left(me);
    let mine: Vec<_> = g.territories_of(me).iter().collect();
    let (a, b) = (
        g.map().name(mine[0]).to_string(),
        g.map().name(mine[1]).to_string(),
    );
    assert_eq!(
        draft(&a, "alle außer 2"),
        Command::Draft {
            territory: a.clone(),
            troops: Troops::AllBut(2)
        }
    );
    ok(&svc, CH, &alice, draft(&a, "Alle außer 2"));
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.setup_armies_left(me), 2, "all but 2 of {left} placed");
    ok(&svc, CH, &alice, draft(&b, "alle"));
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert_eq!(s.game.as_ref().unwrap().setup_armies_left(me), 0);
}

#[test]
fn all_and_all_but_read_in_every_language_and_anything_else_is_refused() {
    let cases = [
        ("all", Troops::All),
        ("all but 3", Troops::AllBut(3)),
        ("all-1", Troops::AllBut(1)),
        ("alle", Troops::All),
        ("alle bis auf 1", Troops::AllBut(1)),
        ("todos", Troops::All),
        ("todos menos 2", Troops::AllBut(2)),
        ("tout", Troops::All),
        ("tous sauf 4", Troops::AllBut(4)),
        ("tudo", Troops::All),
        ("todos exceto 1", Troops::AllBut(1)),
        ("7", Troops::Exactly(7)),
    ];
    for (typed, want) in cases {
        assert_eq!(typed.parse::<Troops>(), Ok(want), "{typed}");
    }
    for bad in ["alle außer", "allemand", "tous sauf deux", "some"] {
        let e = i18n::with(Lang::De, Lang::De, || bad.parse::<Troops>()).unwrap_err();
        assert!(e.contains(bad), "{bad}: {e}");
    }
}

#[test]
fn me_is_read_in_every_language() {
    for me in ["me", "ich", "Ich", "yo", "moi", "eu"] {
        assert!(typed::is_me(me), "{me}");
    }
    assert!(!typed::is_me("alice") && !typed::is_me(""));
    // `/board player:ich` is the asker's own view, as `player:me` is.
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let [alice, ..] = german_table(&svc);
    let board = |who: &str| {
        said(&ok(
            &svc,
            CH,
            &alice,
            Command::Board {
                player: Some(who.into()),
                continent: None,
                region: None,
                whole: false,
            },
        ))
    };
    assert_eq!(board("ich"), board("me"));
    assert_eq!(board("ich"), board("alice"));
}

/// The options whose values every language names (the rest are numbers, codes or letters).
const NAMED: [&str; 17] = [
    "setup",
    "placement",
    "fortify",
    "defender_dice",
    "turn_time",
    "on_timeout",
    "surrender",
    "reminders",
    "card_values",
    "army_cap",
    "reroll",
    "commander",
    "capital_goal",
    "neutral_setup",
    "fog",
    "level",
    "language",
];

fn value_words(option: &str) -> Vec<&'static str> {
    let declared = match option {
        "level" => risk::service::catalog::find("risk add-ai")
            .and_then(|s| s.opt("level"))
            .and_then(|o| o.suggest),
        "language" => risk::service::catalog::find("risk-admin settings")
            .and_then(|s| s.opt("language"))
            .and_then(|o| o.suggest),
        _ => return declared_words(option).to_vec(),
    };
    match declared {
        Some(risk::service::catalog::Suggest::Values(w)) => w.to_vec(),
        _ => panic!("{option} declares its words"),
    }
}

#[test]
fn every_option_value_has_a_word_in_every_language_and_no_word_means_two_values() {
    for option in NAMED {
        let words = value_words(option);
        assert!(!words.is_empty(), "{option}");
        for word in &words {
            // A duration, a number or a language's code is the same in every language.
            let universal = word.starts_with(|c: char| c.is_ascii_digit()) || option == "language";
            for lang in Lang::ALL {
                let shown = i18n::with(lang, lang, || typed::shown_word(option, word));
                if !universal {
                    let key = format!("value-{}-{word}", option.replace('_', "-"));
                    assert!(i18n::has_key(lang, &key), "{lang} lacks {key}");
                }
                // What a reader is shown, they may type, and it means this value only.
                assert!(
                    typed::names_word(option, word, &shown),
                    "{lang} {option}:{shown}"
                );
                for other in words.iter().filter(|w| *w != word) {
                    assert!(
                        !typed::names_word(option, other, &shown),
                        "{lang}: {option}:{shown} means both {word} and {other}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_lobby_opened_with_german_words_plays_them_and_shows_them_in_the_readers_words() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let host = german(1, "alice");
    let game = NewGame {
        fog: Some("leicht".into()),
        placement: Some("Alle auf einmal".into()),
        turn_time: Some("36 Stunden".into()),
        ..NewGame::preset("classic")
    };
    let text = said(&ok(&svc, CH, &host, Command::New(Box::new(game))));
    let s = svc.snapshot(CH).unwrap().unwrap();
    let rules: &Rules = &s.rules;
    assert_eq!(rules.fog, Fog::Light);
    assert_eq!(rules.placement, risk::engine::Placement::Bulk);
    assert_eq!(s.timing.turn_time, Some(36 * 3600));
    assert!(text.contains("nebel leicht"), "{text}");
    assert!(text.contains("platzierung alle-auf-einmal"), "{text}");
    assert!(text.contains("1 Tag und 12 Stunden pro Zug"), "{text}");
    for english in ["light", "bulk", "36h", "1d"] {
        assert!(!text.contains(english), "{english} in {text}");
    }
    // A French reader asking for the status reads French words.
    let fr = Actor {
        locale: Some(Lang::Fr),
        ..actor(2, "bob")
    };
    let status = said(&ok(&svc, CH, &fr, Command::Status));
    assert!(status.contains("léger"), "{status}");
    assert!(status.contains("1 jour et 12 heures"), "{status}");
    // A word no language has is refused with the words allowed, in the reader's language.
    let e = svc
        .handle(
            ChannelKey(8),
            &host,
            Command::New(Box::new(NewGame {
                fog: Some("neblig".into()),
                ..NewGame::preset("classic")
            })),
        )
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("neblig") && e.contains("leicht") && !e.contains("light"),
        "{e}"
    );
}

#[test]
fn computer_players_are_named_in_the_channels_language() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let host = german(1, "alice");
    ok(
        &svc,
        CH,
        &host,
        Command::New(Box::new(NewGame::preset("classic"))),
    );
    let post = said(&ok(&svc, CH, &host, Command::AddAi { level: None }));
    assert!(post.contains("KI 1 (einfach)"), "{post}");
    assert!(!post.contains("basic"), "{post}");
    let s = svc.snapshot(CH).unwrap().unwrap();
    let ai = PlayerId(1);
    let named = |lang| i18n::with(lang, lang, || i18n::markup::plain(|| s.name(ai)));
    assert_eq!(named(Lang::En), "AI 1 (basic)");
    assert_eq!(named(Lang::Fr), "IA 1 (basique)");
    assert_eq!(named(Lang::PtBr), "IA 1 (básica)");
    // As shown, so typed: a German reader finds the seat by its German name.
    let found = i18n::with(Lang::De, Lang::De, || s.find_seat("KI 1 (einfach)"));
    assert_eq!(found, Some(ai));
    assert_eq!(s.find_seat("AI 1 (basic)"), Some(ai), "the stored name too");
}

#[test]
fn a_help_text_names_a_guide_section_in_the_readers_words_not_as_an_english_link() {
    let help = |lang| {
        i18n::with(lang, lang, || {
            risk::service::help_entry("risk verify", None)
        })
    };
    let de = help(Lang::De).unwrap();
    assert!(de.contains("„Überprüfbare Würfel“"), "{de}");
    let fr = help(Lang::Fr).unwrap();
    assert!(fr.contains("«\u{202f}Dés vérifiables\u{202f}»"), "{fr}");
    for lang in Lang::ALL {
        let text = help(lang).unwrap();
        assert!(
            !text.contains("](#"),
            "{lang}: a link Discord cannot follow: {text}"
        );
    }
    let en = help(Lang::En).unwrap();
    assert!(en.contains("“Verifiable dice”"), "{en}");
}

#[test]
fn an_ai_turn_in_german_is_headed_by_the_seats_german_name_once() {
    use rand::SeedableRng;
    use risk::ai::AiLevel;
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let alice = german(1, "alice");
    support::open(
        &svc,
        CH,
        NewGame::preset("classic"),
        std::slice::from_ref(&alice),
        2,
    );
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut lines = vec![];
    for _ in 0..400 {
        let s = svc.snapshot(CH).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        if g.is_over() || lines.len() >= 2 {
            break;
        }
        let me = match g.placing_simultaneously() {
            true => g.still_placing()[0],
            false => g.current(),
        };
        let action = AiLevel::Basic.act(g, me, &mut rng);
        let o = match svc.handle(CH, &alice, Command::for_action(&s, g, action)) {
            Ok(o) => o,
            Err(_) => svc.handle(CH, &alice, Command::End).unwrap(),
        };
        let text = said(&o);
        lines.extend(
            text.lines()
                .filter(|l| l.starts_with("🤖"))
                .map(String::from),
        );
    }
    assert!(!lines.is_empty(), "no AI turn came up");
    for line in &lines {
        assert!(
            line.starts_with("🤖 **KI 1 (einfach)**: ")
                || line.starts_with("🤖 **KI 2 (einfach)**: "),
            "{line}"
        );
        assert!(!line.contains("AI ") && !line.contains("basic"), "{line}");
        let rest = line.split_once("**: ").unwrap().1;
        assert!(!rest.starts_with("KI "), "the name said twice: {line}");
    }
}

#[test]
fn an_ai_level_is_read_in_every_language() {
    use risk::ai::AiLevel;
    let add = |level: &str| {
        parse(
            "risk add-ai",
            vec![("level".into(), Value::Text(level.into()))],
        )
    };
    for (typed, want) in [
        ("basic", AiLevel::Basic),
        ("einfach", AiLevel::Basic),
        ("Forte", AiLevel::Strong),
        ("aleatoria", AiLevel::Random),
        ("aleatória", AiLevel::Random),
    ] {
        assert_eq!(
            add(typed).unwrap(),
            Command::AddAi { level: Some(want) },
            "{typed}"
        );
    }
    assert!(add("clever").is_err());
}
