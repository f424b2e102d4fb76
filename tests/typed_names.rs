//! What a player types, in their own language: a territory by its name in the
//! reader's language or in English (any case, a unique beginning, a small typo), refusals that
//! list the names as the reader reads them; the lobby's status and its options' refusals in
//! the reader's words, English unchanged.

mod support;
use support::{actor, in_memory, ok, open, same_seed, stopped};

use risk::engine::Map;
use risk::i18n::{self, names, Lang};
use risk::service::{Actor, ChannelKey, Command, NewGame};

fn person_reading(lang: Lang, id: u64, name: &str) -> Actor {
    Actor {
        locale: Some(lang),
        guild_locale: Some(lang),
        ..actor(id, name)
    }
}

#[test]
fn a_territory_is_read_in_the_readers_language_and_in_english() {
    let svc = in_memory(stopped(1_800_000_000), same_seed(5));
    let ch = ChannelKey(1);
    let people = [
        person_reading(Lang::De, 1, "anna"),
        person_reading(Lang::De, 2, "ben"),
    ];
    open(&svc, ch, NewGame::preset("classic"), &people, 1);
    let map = Map::classic();
    let t = map.find("North Africa").unwrap();
    // The German name (names.ftl's territory-north-africa).
    let german = names::territory_in(Lang::De, &map, t);
    assert_eq!(german, "Nordafrika");
    let beginning: String = german.chars().take(german.chars().count() - 1).collect();
    let shown = |typed: &str| {
        let o = ok(
            &svc,
            ch,
            &people[0],
            Command::Territory { name: typed.into() },
        );
        o.reply.unwrap()
    };
    // Its English name is the map's own: what it shows is North Africa's.
    let north_africa = shown("North Africa");
    for typed in [
        german.to_lowercase(),
        german.to_uppercase(),
        beginning,
        "Nordafrica".into(),
        "north africa".into(),
    ] {
        assert_eq!(shown(&typed), north_africa, "{typed}");
    }
    // In English, the German name is no name.
    let english = Actor {
        locale: Some(Lang::En),
        ..people[0].clone()
    };
    let typed = Command::Territory {
        name: "nordafr".into(),
    };
    assert!(svc.handle(ch, &english, typed).is_err());
    // A name nobody has: refused with the closest names in German, nothing else.
    let e = svc
        .handle(
            ch,
            &people[0],
            Command::Territory {
                name: "Xqzzyland".into(),
            },
        )
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("Ich kenne kein Gebiet namens 'Xqzzyland'. Meintest du "),
        "{e}"
    );
    let e2 = svc
        .handle(
            ch,
            &english,
            Command::Territory {
                name: "Xqzzyland".into(),
            },
        )
        .unwrap_err()
        .to_string();
    assert!(
        e2.starts_with("I don't know a territory called 'Xqzzyland'. Did you mean "),
        "{e2}"
    );
    // The same closest names, each as its reader reads it.
    let listed = |text: &str, lang: Lang| -> Vec<String> {
        map.territory_ids()
            .map(|t| names::territory_in(lang, &map, t))
            .filter(|n| text.contains(&format!(" {n}")))
            .collect()
    };
    assert_eq!(listed(&e, Lang::De).len(), listed(&e2, Lang::En).len());
}

#[test]
fn the_lobby_and_its_options_speak_the_readers_language() {
    let svc = in_memory(stopped(1_800_000_000), same_seed(5));
    let ch = ChannelKey(1);
    let host = person_reading(Lang::Fr, 1, "anna");
    ok(
        &svc,
        ch,
        &host,
        Command::New(Box::new(NewGame {
            fog: Some("standard".into()),
            ..NewGame::preset("classic")
        })),
    );
    let status = ok(&svc, ch, &host, Command::Status).reply.unwrap();
    assert!(
        status.starts_with("Salle d’attente de **classic** (3 à 5 joueurs)\u{a0}: anna ("),
        "{status}"
    );
    assert!(
        status.contains(" par tour, rappels à mi-temps et "),
        "{status}"
    );
    assert!(
        status.contains("Règles\u{a0}: répartition distribuer, placement simultané, "),
        "{status}"
    );
    assert!(
        status.contains(", brouillard standard\u{202f}; "),
        "{status}"
    );
    assert!(!status.contains("Lobby for"), "{status}");
    // The same lobby read in English: as it always was.
    let english = Actor {
        locale: Some(Lang::En),
        ..host.clone()
    };
    let status = ok(&svc, ch, &english, Command::Status).reply.unwrap();
    assert!(
        status.starts_with("Lobby for **classic** (3–5 players): anna ("),
        "{status}"
    );
    assert!(
        status.contains("The host starts with /risk start."),
        "{status}"
    );
    // An option's word refused in each language, with the words allowed in the reader's words
    // (which are accepted as typed, as the English ones are: issue 44).
    let bad = || {
        Command::New(Box::new(NewGame {
            setup: Some("chaos".into()),
            ..NewGame::preset("classic")
        }))
    };
    let e = svc
        .handle(ChannelKey(2), &english, bad())
        .unwrap_err()
        .to_string();
    assert_eq!(e, "Unknown setup 'chaos': choose deal or claim.");
    for (lang, or) in [
        (Lang::De, " oder "),
        (Lang::Es, " o "),
        (Lang::Fr, " ou "),
        (Lang::PtBr, " ou "),
        (Lang::Pl, " lub "),
        (Lang::It, " o "),
    ] {
        let who = person_reading(lang, 3, "carl");
        let e = svc
            .handle(ChannelKey(2), &who, bad())
            .unwrap_err()
            .to_string();
        let named = i18n::with(lang, lang, || i18n::format("opt-setup", &[]));
        assert!(e.contains("chaos") && e.contains(&named), "{lang}: {e}");
        let (deal, claim) = i18n::with(lang, lang, || {
            (
                i18n::typed::shown_word("setup", "deal"),
                i18n::typed::shown_word("setup", "claim"),
            )
        });
        assert!(e.contains(&format!("{deal}{or}{claim}")), "{lang}: {e}");
        assert!(!e.starts_with("Unknown"), "{lang}: {e}");
    }
}
