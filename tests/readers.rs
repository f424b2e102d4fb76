//! Who reads what, in whose language: the channel's posts in the channel's language, a
//! command's answers and refusals in the invoker's, a direct message in its reader's (their
//! client's language when last seen). The test languages mark each message: `⟦…⟧` for the
//! channel's (A), `⟪…⟫` for the players' (B).

mod support;
use support::{actor, new_game, ok, service, session};

use std::sync::Arc;

use risk::i18n::Lang;
use risk::service::{Actor, ChannelKey, Command, MemoryStore, Outcome};

const CH: ChannelKey = ChannelKey(7);

/// A player whose client speaks `locale`, in a server whose language is `guild`.
fn speaking(id: u64, name: &str, locale: Option<Lang>, guild: Option<Lang>) -> Actor {
    Actor {
        locale,
        guild_locale: guild,
        ..actor(id, name)
    }
}

/// Every public post's text and summary, and every reply.
fn public_texts(o: &Outcome) -> Vec<String> {
    o.public
        .iter()
        .flat_map(|p| {
            std::iter::once(p.text.clone()).chain(p.summary.as_ref().map(|s| s.text.clone()))
        })
        .collect()
}

#[test]
fn posts_are_in_the_channels_language_and_answers_in_the_invokers() {
    let svc = service(Arc::new(MemoryStore::default()), 11);
    let (a, b) = (Some(Lang::PseudoA), Some(Lang::PseudoB));
    let alice = speaking(1, "alice", b, a);
    let bob = speaking(2, "bob", b, a);
    let carol = speaking(3, "carol", b, a);
    let opened = ok(&svc, CH, &alice, new_game("secret-mission"));
    let joined = ok(&svc, CH, &bob, Command::Join { color: None });
    ok(&svc, CH, &carol, Command::Join { color: None });
    for o in [&opened, &joined] {
        let texts = public_texts(o);
        assert!(!texts.is_empty());
        for t in texts {
            assert!(t.starts_with('⟦'), "a post in the channel's language: {t}");
            assert!(!t.contains('⟪'), "no player's language in a post: {t}");
        }
    }
    // A refusal is the invoker's, worded when refused.
    let again = svc
        .handle(CH, &bob, Command::Join { color: None })
        .unwrap_err();
    assert_eq!(again.to_string(), "⟪You have already joined this lobby.⟫");
    // Refused for a host's command: worded in the reader's language when shown.
    let not_host = svc.handle(CH, &bob, Command::Start).unwrap_err();
    let shown = risk::i18n::with(Lang::PseudoB, Lang::PseudoA, || not_host.to_string());
    assert!(
        shown.starts_with("⟪Only the host (alice)") && shown.contains("⟪start the game⟫"),
        "{shown}"
    );
    let started = ok(&svc, CH, &alice, Command::Start);
    let begins = &started.public[0].text;
    assert!(begins.starts_with("⟦⚔ The game begins!"), "{begins}");
    assert!(
        public_texts(&started).iter().all(|t| !t.contains('⟪')),
        "{:?}",
        public_texts(&started)
    );
    // Each mission goes to its reader in the reader's language.
    let missions: Vec<&str> = started
        .private
        .iter()
        .filter(|p| p.fallback_command == "/mission")
        .map(|p| p.text.as_str())
        .collect();
    assert_eq!(missions.len(), 3, "{missions:?}");
    for m in missions {
        assert!(m.starts_with("⟪Your secret mission: "), "{m}");
    }
}

#[test]
fn a_direct_message_follows_its_readers_last_seen_language() {
    let svc = service(Arc::new(MemoryStore::default()), 12);
    // An English server; bob's client speaks German, carol's the server's language.
    let alice = speaking(1, "alice", Some(Lang::En), None);
    let bob = speaking(2, "bob", Some(Lang::De), None);
    let carol = speaking(3, "carol", None, None);
    ok(&svc, CH, &alice, new_game("secret-mission"));
    ok(&svc, CH, &bob, Command::Join { color: None });
    ok(&svc, CH, &carol, Command::Join { color: None });
    let s = session(&svc, CH);
    assert_eq!(s.lang_of(bob.user), Lang::De, "seen at bob's /risk join");
    assert_eq!(s.lang_of(alice.user), Lang::En);
    assert_eq!(s.lang_of(carol.user), Lang::En, "the channel's");
    let started = ok(&svc, CH, &alice, Command::Start);
    assert!(started.public[0].text.starts_with("⚔ The game begins!"));
    let dm = |who: &Actor| {
        started
            .private
            .iter()
            .find(|p| p.to == who.user && p.fallback_command == "/mission")
            .map(|p| p.text.clone())
            .unwrap_or_else(|| panic!("no mission for {}", who.name))
    };
    assert!(
        dm(&bob).starts_with("Dein geheimer Auftrag: "),
        "{}",
        dm(&bob)
    );
    assert!(dm(&alice).starts_with("Your secret mission: "));
    assert!(dm(&carol).starts_with("Your secret mission: "));
}

#[test]
fn seats_are_shown_in_the_readers_language_and_stored_as_they_were() {
    use risk::engine::PlayerId;
    let svc = service(Arc::new(MemoryStore::default()), 13);
    let alice = actor(1, "alice");
    let bob = actor(2, "bob");
    ok(&svc, CH, &alice, new_game("two-player"));
    ok(&svc, CH, &bob, Command::Join { color: None });
    ok(&svc, CH, &alice, Command::Start);
    ok(&svc, CH, &bob, Command::Surrender);
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    let neutral = g.players().find(|&p| g.is_neutral(p)).expect("a neutral");
    assert_eq!(
        s.seats[neutral.index()].name,
        "Neutral",
        "stored in English"
    );
    let fr = |f: &dyn Fn() -> String| risk::i18n::with(Lang::Fr, Lang::Fr, f);
    assert_eq!(fr(&|| s.name(neutral)), "Neutre");
    let bob_seat = PlayerId(1);
    assert_eq!(s.seats[1].name, "bob");
    assert_eq!(fr(&|| s.label(bob_seat)), "bob (a abandonné)");
    assert_eq!(s.label(bob_seat), "bob (surrendered)");
    // What a French player types back finds the seat.
    let found = risk::i18n::with(Lang::Fr, Lang::Fr, || s.find_seat("neutre"));
    assert_eq!(found, Some(neutral));
}

#[test]
fn the_rules_refuse_in_the_invokers_language_with_the_boards_names_in_it() {
    let svc = service(Arc::new(MemoryStore::default()), 14);
    let de = Some(Lang::De);
    let alice = speaking(1, "alice", Some(Lang::En), None);
    let bob = speaking(2, "bob", de, None);
    let carol = speaking(3, "carol", Some(Lang::En), None);
    let books = risk::service::NewGame {
        setup: Some("claim".into()),
        placement: Some("one-at-a-time".into()),
        ..risk::service::NewGame::preset("classic")
    };
    ok(&svc, CH, &alice, Command::New(Box::new(books)));
    ok(&svc, CH, &bob, Command::Join { color: None });
    ok(&svc, CH, &carol, Command::Join { color: None });
    ok(&svc, CH, &alice, Command::Start);
    let claim = |who: &Actor, t: &str| {
        svc.handle(
            CH,
            who,
            Command::Claim {
                territory: t.into(),
            },
        )
    };
    // Out of turn: the engine's reason in bob's German.
    let why = claim(&bob, "Peru").unwrap_err().to_string();
    assert_eq!(
        why,
        "alice ist am Zug und muss ein freies Gebiet besetzen (/besetzen)."
    );
    ok(
        &svc,
        CH,
        &alice,
        Command::Claim {
            territory: "North Africa".into(),
        },
    );
    // bob names the taken territory: its name in German, and who holds it.
    let why = claim(&bob, "North Africa").unwrap_err().to_string();
    assert!(
        why.starts_with("alice hat Nordafrika schon besetzt. Noch frei: "),
        "{why}"
    );
}

#[test]
fn options_that_make_no_command_are_refused_in_the_askers_language() {
    let err = risk::service::catalog::parse("attack", vec![]).unwrap_err();
    let de = risk::i18n::with(Lang::De, Lang::De, || err.to_string());
    assert!(de.starts_with("Bei /attack fehlt die Option "), "{de}");
    assert!(de.ends_with("Nichts wurde geändert."), "{de}");
    assert!(err
        .to_string()
        .starts_with("/attack is missing its option "));
}

#[test]
fn a_lobby_refused_by_its_numbers_or_options_says_so_in_the_askers_language() {
    let svc = service(Arc::new(MemoryStore::default()), 15);
    let alice = speaking(1, "alice", Some(Lang::Fr), None);
    ok(&svc, CH, &alice, new_game("classic"));
    let alone = svc
        .handle(CH, &alice, Command::Start)
        .unwrap_err()
        .to_string();
    assert_eq!(
        alone,
        "Impossible de lancer\u{a0}: cette partie demande de 3 à 5 joueurs, pas 1 (1 à la table\u{202f}; \
         /risk ajouter-ia ajoute des joueurs IA)."
    );
    let slow = risk::service::NewGame {
        turn_time: Some("9d".into()),
        ..risk::service::NewGame::preset("classic")
    };
    let other = ChannelKey(8);
    let why = svc
        .handle(other, &alice, Command::New(Box::new(slow)))
        .unwrap_err()
        .to_string();
    assert_eq!(why, "turn_time doit être entre 1h et 7d (ou none), pas 9d");
}

#[test]
fn verify_before_the_end_answers_in_the_askers_language() {
    let svc = service(Arc::new(MemoryStore::default()), 16);
    let pt = Some(Lang::PtBr);
    let alice = speaking(1, "alice", pt, None);
    let bob = speaking(2, "bob", pt, None);
    ok(&svc, CH, &alice, new_game("two-player"));
    ok(&svc, CH, &bob, Command::Join { color: None });
    ok(&svc, CH, &alice, Command::Start);
    let sealed = ok(&svc, CH, &bob, Command::Verify).reply.unwrap();
    assert!(
        sealed.starts_with("🔒 Os dados estão selados: o SHA-256 de `"),
        "{sealed}"
    );
    assert!(sealed.contains("/risk verificar"), "{sealed}");
}
