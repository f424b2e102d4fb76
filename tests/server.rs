//! Per-server settings and admin rights in the service: defaults filled into `/risk new`,
//! channels and the hosting role enforced, `/risk-admin` refused without the permission,
//! settings kept in sled.

mod support;
use support::{actor, new_with, service};

use std::sync::Arc;

use risk::i18n::Lang;
use risk::service::{
    Actor, ChannelKey, Command, GameService, GuildKey, Membership, MemoryStore, NewGame,
    ServiceError, SettingsChange, SledStore, Store,
};

const GUILD: GuildKey = GuildKey(900);
const CH: ChannelKey = ChannelKey(42);
const OTHER: ChannelKey = ChannelKey(43);
const ROLE: u64 = 555;

fn member(roles: &[u64]) -> Membership {
    Membership {
        guild: GUILD,
        roles: roles.to_vec(),
    }
}

fn run_in_server(
    svc: &GameService,
    ch: ChannelKey,
    who: &Actor,
    roles: &[u64],
    cmd: Command,
) -> Result<risk::service::Outcome, ServiceError> {
    svc.handle_in_server(ch, who, Some(&member(roles)), cmd)
}

fn settings(change: SettingsChange) -> Command {
    Command::Admin(Box::new(Command::Settings(Box::new(change))))
}

fn refused(r: Result<risk::service::Outcome, ServiceError>) -> String {
    match r {
        Err(e) if e.is_user_error() => e.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn defaults_fill_in_what_the_player_left_out() {
    let svc = service(Arc::new(MemoryStore::default()), 7);
    let admin = Actor {
        admin: true,
        locale: None,
        guild_locale: None,
        ..actor(9, "mod")
    };
    let change = SettingsChange {
        defaults: NewGame {
            preset: Some("global-domination".into()),
            fortify: Some("connected".into()),
            turn_time: Some("12h".into()),
            kick_after: Some(5),
            ..NewGame::default()
        },
        ..SettingsChange::default()
    };
    let shown = run_in_server(&svc, CH, &admin, &[], settings(change)).unwrap();
    let text = shown.reply.expect("settings are shown privately");
    assert!(text.contains("preset:global-domination") && text.contains("turn_time:12h"));
    assert!(shown.public.is_empty());

    let alice = actor(1, "alice");
    run_in_server(&svc, CH, &alice, &[], new_with(NewGame::default())).unwrap();
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert_eq!(s.preset, "global-domination");
    assert_eq!(s.rules.fortify, risk::engine::Fortify::Connected);
    assert_eq!(s.timing.turn_time, Some(12 * 3600));
    assert_eq!(s.timing.kick_after, 5);

    // An option the player gives wins; rule defaults chosen for another preset do not apply,
    // the timing defaults still do.
    let opts = NewGame {
        preset: Some("classic".into()),
        turn_time: Some("2d".into()),
        ..NewGame::default()
    };
    run_in_server(&svc, OTHER, &alice, &[], new_with(opts)).unwrap();
    let s = svc.snapshot(OTHER).unwrap().unwrap();
    assert_eq!(s.preset, "classic");
    assert_eq!(s.rules.fortify, risk::engine::Rules::classic().fortify);
    assert_eq!(s.timing.turn_time, Some(48 * 3600));
    assert_eq!(s.timing.kick_after, 5);

    // Outside a server (the console), no settings apply.
    svc.handle(ChannelKey(44), &alice, new_with(NewGame::default()))
        .unwrap();
    assert_eq!(
        svc.snapshot(ChannelKey(44)).unwrap().unwrap().preset,
        "classic"
    );
}

#[test]
fn lobbies_open_only_in_allowed_channels_and_for_the_hosting_role() {
    let svc = service(Arc::new(MemoryStore::default()), 7);
    let admin = Actor {
        admin: true,
        locale: None,
        guild_locale: None,
        ..actor(9, "mod")
    };
    let change = SettingsChange {
        allow_channel: Some(OTHER.0),
        host_role: Some(ROLE),
        ..SettingsChange::default()
    };
    run_in_server(&svc, CH, &admin, &[], settings(change)).unwrap();
    let alice = actor(1, "alice");
    let msg = refused(run_in_server(
        &svc,
        CH,
        &alice,
        &[ROLE],
        new_with(NewGame::default()),
    ));
    assert!(msg.contains(&format!("<#{}>", OTHER.0)), "{msg}");
    assert!(svc.snapshot(CH).unwrap().is_none(), "nothing changed");

    let msg = refused(run_in_server(
        &svc,
        OTHER,
        &alice,
        &[1],
        new_with(NewGame::default()),
    ));
    assert!(msg.contains(&format!("<@&{ROLE}>")), "{msg}");
    assert!(svc.snapshot(OTHER).unwrap().is_none());

    run_in_server(
        &svc,
        OTHER,
        &alice,
        &[1, ROLE],
        new_with(NewGame::default()),
    )
    .unwrap();
    // Joining needs no role.
    let bob = actor(2, "bob");
    run_in_server(&svc, OTHER, &bob, &[], Command::Join { color: None }).unwrap();
    // An admin may host without the role (but not outside the allowed channels).
    run_in_server(&svc, OTHER, &admin, &[], Command::Abandon { confirm: true }).unwrap();
    run_in_server(&svc, OTHER, &admin, &[], new_with(NewGame::default())).unwrap();
    refused(run_in_server(
        &svc,
        CH,
        &admin,
        &[],
        new_with(NewGame::default()),
    ));

    // Removing the channel and the role with reset opens every channel to everyone again.
    let reset = SettingsChange {
        reset: Some("all".into()),
        ..SettingsChange::default()
    };
    let text = run_in_server(&svc, CH, &admin, &[], settings(reset))
        .unwrap()
        .reply
        .unwrap();
    assert!(
        text.contains("every channel") && text.contains("everyone"),
        "{text}"
    );
    run_in_server(&svc, CH, &alice, &[], new_with(NewGame::default())).unwrap();
}

#[test]
fn admin_commands_are_refused_without_the_permission_even_to_the_host() {
    let svc = service(Arc::new(MemoryStore::default()), 7);
    let alice = actor(1, "alice");
    let bob = actor(2, "bob");
    run_in_server(&svc, CH, &alice, &[], new_with(NewGame::default())).unwrap();
    run_in_server(&svc, CH, &bob, &[], Command::Join { color: None }).unwrap();
    let kick = || {
        Command::Admin(Box::new(Command::Kick {
            player: "bob".into(),
        }))
    };
    let msg = refused(run_in_server(&svc, CH, &alice, &[], kick()));
    assert!(
        msg.contains("Manage Channels") && msg.contains("/risk"),
        "{msg}"
    );
    refused(run_in_server(
        &svc,
        CH,
        &bob,
        &[],
        settings(SettingsChange::default()),
    ));
    refused(svc.handle(CH, &alice, Command::Settings(Box::default())));
    assert_eq!(svc.snapshot(CH).unwrap().unwrap().seats.len(), 2);
    assert_eq!(svc.store().settings(GUILD).unwrap(), Default::default());

    // The host keeps the table commands under /risk; another player does not get them.
    refused(run_in_server(&svc, CH, &bob, &[], Command::Pause));
    let carol = actor(3, "carol");
    run_in_server(&svc, CH, &carol, &[], Command::Join { color: None }).unwrap();
    run_in_server(
        &svc,
        CH,
        &alice,
        &[],
        Command::Kick {
            player: "carol".into(),
        },
    )
    .unwrap();
    // An admin uses /risk-admin on anyone's table.
    let admin = Actor {
        admin: true,
        locale: None,
        guild_locale: None,
        ..actor(9, "mod")
    };
    run_in_server(&svc, CH, &admin, &[], kick()).unwrap();
    assert_eq!(svc.snapshot(CH).unwrap().unwrap().seats.len(), 1);
    let msg = refused(run_in_server(
        &svc,
        CH,
        &admin,
        &[],
        Command::Admin(Box::new(Command::Start)),
    ));
    assert!(msg.contains("not a /risk-admin command"), "{msg}");
}

#[test]
fn defaults_that_cannot_open_a_lobby_are_refused_and_nothing_is_stored() {
    let svc = service(Arc::new(MemoryStore::default()), 7);
    let admin = Actor {
        admin: true,
        locale: None,
        guild_locale: None,
        ..actor(9, "mod")
    };
    for bad in [
        NewGame::preset("no-such-preset"),
        NewGame {
            turn_time: Some("3 weeks".into()),
            ..NewGame::default()
        },
        NewGame {
            preset: Some("two-player".into()),
            setup: Some("claim".into()),
            ..NewGame::default()
        },
    ] {
        let change = SettingsChange {
            defaults: bad.clone(),
            ..SettingsChange::default()
        };
        refused(run_in_server(&svc, CH, &admin, &[], settings(change)));
        assert_eq!(
            svc.store().settings(GUILD).unwrap(),
            Default::default(),
            "{bad:?}"
        );
    }
    let change = SettingsChange {
        reset: Some("everything".into()),
        ..SettingsChange::default()
    };
    let msg = refused(run_in_server(&svc, CH, &admin, &[], settings(change)));
    assert!(
        msg.contains("defaults, channels, host-role, language or all"),
        "{msg}"
    );
}

#[test]
fn settings_survive_a_restart_in_sled() {
    let dir = tempfile::tempdir().unwrap();
    let admin = Actor {
        admin: true,
        locale: None,
        guild_locale: None,
        ..actor(9, "mod")
    };
    {
        let svc = service(Arc::new(SledStore::open(dir.path()).unwrap()), 7);
        let change = SettingsChange {
            defaults: NewGame {
                turn_time: Some("6h".into()),
                ..NewGame::default()
            },
            allow_channel: Some(CH.0),
            host_role: Some(ROLE),
            ..SettingsChange::default()
        };
        run_in_server(&svc, CH, &admin, &[], settings(change)).unwrap();
    }
    let store = SledStore::open(dir.path()).unwrap();
    let s = store.settings(GUILD).unwrap();
    assert_eq!(s.defaults.turn_time.as_deref(), Some("6h"));
    assert_eq!((s.channels.clone(), s.host_role), (vec![CH.0], Some(ROLE)));
    assert_eq!(store.settings(GuildKey(1)).unwrap(), Default::default());
    // Removing the last allowed channel opens every channel again.
    let svc = service(Arc::new(store), 7);
    let change = SettingsChange {
        remove_channel: Some(CH.0),
        ..SettingsChange::default()
    };
    let text = run_in_server(&svc, CH, &admin, &[], settings(change))
        .unwrap()
        .reply
        .unwrap();
    assert!(text.contains("every channel"), "{text}");
}

#[test]
fn the_server_chooses_the_language_of_its_games_and_each_player_reads_their_own() {
    let store = Arc::new(MemoryStore::default());
    let svc = service(store.clone(), 9);
    let chosen = || store.settings(GUILD).unwrap().language;
    // An English-speaking server: its Discord language is English, the admin's client too.
    let admin = Actor {
        admin: true,
        locale: Some(Lang::En),
        guild_locale: Some(Lang::En),
        ..actor(9, "mod")
    };
    let language = |code: &str| SettingsChange {
        language: Some(code.into()),
        ..SettingsChange::default()
    };
    // An unknown language is refused, saying which there are, and changes nothing.
    let why = refused(run_in_server(
        &svc,
        CH,
        &admin,
        &[],
        settings(language("klingon")),
    ));
    assert_eq!(
        why,
        "'klingon' is not a language here: choose en, de, es, fr, pt-BR, it or pl."
    );
    assert_eq!(chosen(), None);
    let shown = run_in_server(&svc, CH, &admin, &[], settings(language("DE")))
        .unwrap()
        .reply
        .unwrap();
    assert!(
        shown.contains("Language of the games: Deutsch (de)"),
        "{shown}"
    );
    assert_eq!(chosen(), Some(Lang::De));
    // A later lobby posts German; the French player's own answers are French.
    let alice = Actor {
        locale: Some(Lang::Fr),
        guild_locale: Some(Lang::En),
        ..actor(1, "alice")
    };
    let opened =
        run_in_server(&svc, CH, &alice, &[], new_with(NewGame::preset("classic"))).unwrap();
    let post = &opened.public[0].text;
    assert!(
        post.starts_with("alice hat eine **classic**-Lobby eröffnet"),
        "{post}"
    );
    let again = refused(run_in_server(
        &svc,
        CH,
        &alice,
        &[],
        Command::Join { color: None },
    ));
    assert_eq!(again, "Vous êtes déjà dans cette salle d’attente.");
    // Back to the server's own Discord language.
    let reset = SettingsChange {
        reset: Some("language".into()),
        ..SettingsChange::default()
    };
    let shown = run_in_server(&svc, CH, &admin, &[], settings(reset))
        .unwrap()
        .reply
        .unwrap();
    assert!(!shown.contains("Language of the games"), "{shown}");
    assert_eq!(chosen(), None);
    let bob = Actor {
        locale: Some(Lang::Es),
        guild_locale: Some(Lang::En),
        ..actor(2, "bob")
    };
    let joined = run_in_server(&svc, CH, &bob, &[], Command::Join { color: None }).unwrap();
    assert_eq!(joined.public[0].text, "bob joins as blue (2 seated).");
}
