//! A server's own boards in the service: `/risk-admin map add` (checked, refused in words),
//! `/risk maps`, `/risk new map:NAME`, `/risk-admin map remove`; a game keeps its board after
//! the remove, across a reopened database and through an export and import.

mod support;
use support::{actor, new_with, service};

use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::service::{
    Actor, ChannelKey, Command, GameService, GuildKey, Membership, NewGame, Outcome, ServiceError,
    SledStore, Store,
};

const GUILD: GuildKey = GuildKey(77);
const CH: ChannelKey = ChannelKey(5);

fn admin() -> Actor {
    Actor {
        admin: true,
        locale: None,
        guild_locale: None,
        ..actor(1, "mod")
    }
}

fn in_guild() -> Membership {
    Membership {
        guild: GUILD,
        roles: vec![],
    }
}

fn run(svc: &GameService, who: &Actor, cmd: Command) -> Result<Outcome, ServiceError> {
    svc.handle_in_server(CH, who, Some(&in_guild()), cmd)
}

fn reply(svc: &GameService, who: &Actor, cmd: Command) -> String {
    let o = run(svc, who, cmd.clone()).unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    match o.reply {
        Some(r) => r,
        None => o
            .public
            .iter()
            .map(|p| p.text.clone())
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

fn refused_words(svc: &GameService, who: &Actor, cmd: Command) -> String {
    match run(svc, who, cmd) {
        Err(e) if e.is_user_error() => e.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// `/risk-admin map add` as the adapter reads it.
fn add(name: &str, text: &str) -> Command {
    Command::Admin(Box::new(Command::MapAdd {
        file_name: name.into(),
        bytes: text.as_bytes().to_vec(),
    }))
}

/// `/risk-admin map remove` as the adapter reads it.
fn remove(name: &str) -> Command {
    Command::Admin(Box::new(Command::MapRemove { name: name.into() }))
}

fn with_map(name: &str) -> Command {
    new_with(NewGame {
        map: Some(name.into()),
        ..NewGame::default()
    })
}

/// The people play as the basic AI would until the game is over.
fn play_out(svc: &GameService, people: &[Actor]) {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..20_000 {
        let s = svc.snapshot(CH).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        if g.is_over() {
            return;
        }
        let me = if g.placing_simultaneously() {
            g.still_placing()[0]
        } else {
            g.current()
        };
        let who = &people[me.index()];
        let action = risk::ai::AiLevel::Basic.act(g, me, &mut rng);
        if run(svc, who, Command::for_action(&s, g, action)).is_err() {
            run(svc, who, Command::End).unwrap();
        }
    }
    panic!("the game did not end");
}

#[test]
fn a_board_added_is_listed_played_and_kept_by_its_game_after_removal_and_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let people = [admin(), actor(2, "bo"), actor(4, "di")];
    {
        let svc = service(Arc::new(SledStore::open(dir.path()).unwrap()), 7);
        let added = reply(
            &svc,
            &admin(),
            add("ring.toml", &risk::sim::ring_toml("Ringland", 12)),
        );
        assert!(
            added.contains("Ringland (12 territories, 3 continents)"),
            "{added}"
        );
        let list = reply(&svc, &people[1], Command::Maps);
        assert!(
            list.contains("Ringland (12 territories, 3 continents)"),
            "{list}"
        );
        assert!(
            list.contains("classic (42 territories, 6 continents)"),
            "{list}"
        );
        let opened = reply(&svc, &admin(), with_map("ringland"));
        assert!(
            opened.contains("on the board Ringland (12 territories"),
            "{opened}"
        );
        reply(&svc, &people[1], Command::Join { color: None });
        reply(&svc, &people[2], Command::Join { color: None });
        reply(&svc, &admin(), Command::Start);
        let s = svc.snapshot(CH).unwrap().unwrap();
        assert_eq!(s.game.as_ref().unwrap().map().territory_count(), 12);
        let removed = reply(&svc, &admin(), remove("RINGLAND"));
        assert!(removed.contains("keep it"), "{removed}");
        let list = reply(&svc, &people[1], Command::Maps);
        assert!(!list.contains("Ringland"), "{list}");
        let elsewhere = ChannelKey(6);
        let no = svc
            .handle_in_server(elsewhere, &admin(), Some(&in_guild()), with_map("Ringland"))
            .unwrap_err()
            .to_string();
        assert!(no.contains("no board called Ringland"), "{no}");
    }
    // Reopened: the board's record is there, the game loads on it and plays to its end.
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let boards = store.boards().unwrap();
    assert_eq!(boards.len(), 1);
    assert_eq!(boards[0].file_name, "ring.toml");
    let svc = service(store.clone(), 8);
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert_eq!(s.game.as_ref().unwrap().map().name, "Ringland");
    play_out(&svc, &people);
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert!(s.game.as_ref().unwrap().is_over());
    // Verified from its seed on its own board; its game file carries the map file.
    let verified = reply(&svc, &people[1], Command::Verify);
    assert!(verified.starts_with("✅ Game 1 verified"), "{verified}");
    let file = risk::service::fair::game_file(&*store, CH, &s)
        .unwrap()
        .unwrap();
    assert_eq!(
        file.board.as_deref(),
        Some(s.game.as_ref().unwrap().board_id())
    );
    assert_eq!(
        file.board_file.as_ref().map(|b| b.file_name.as_str()),
        Some("ring.toml")
    );
    assert!(risk::service::fair::verify(&file).is_ok());
    // An export carries the board; an import into an empty database brings the game back.
    let mut out = Vec::new();
    risk::service::dump::export(&store, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains("\"kind\":\"board\""),
        "the export has no board record"
    );
    // An export of this server alone carries the board its table is played on.
    let mut out = Vec::new();
    let (_, unplaced) =
        risk::service::dump::export_servers(&store, |g| g == GUILD.0, &mut out).unwrap();
    assert!(unplaced.is_empty());
    let one = String::from_utf8(out).unwrap();
    assert!(one.contains("\"kind\":\"board\"") && one.contains("\"kind\":\"session\""));
    drop(svc);
    drop(store);
    let other = tempfile::tempdir().unwrap();
    let fresh = SledStore::open(other.path()).unwrap();
    risk::service::dump::import(&fresh, text.as_bytes()).unwrap();
    assert_eq!(fresh.boards().unwrap().len(), 1);
    let back = fresh.load(CH).unwrap().unwrap();
    assert_eq!(back.game.unwrap().map().territory_count(), 12);
}

#[test]
fn map_files_that_cannot_be_boards_are_refused_in_words_and_change_nothing() {
    let svc = service(Arc::new(risk::service::MemoryStore::default()), 7);
    let broken =
        risk::sim::ring_toml("Broken", 8).replace("continent = \"C2\"", "continent = \"Nowhere\"");
    let why = refused_words(&svc, &admin(), add("broken.toml", &broken));
    assert!(why.contains("broken.toml was not added"), "{why}");
    assert!(why.contains("Nowhere"), "{why}");
    assert!(why.chars().count() <= 2000);
    let huge = "#".repeat(300 * 1024);
    let why = refused_words(&svc, &admin(), add("huge.toml", &huge));
    assert!(why.contains("at most 256 KB"), "{why}");
    let why = refused_words(
        &svc,
        &admin(),
        add("classic.toml", &risk::sim::ring_toml("Classic", 8)),
    );
    assert!(
        why.contains("shipped with the bot is already called"),
        "{why}"
    );
    reply(
        &svc,
        &admin(),
        add("a.toml", &risk::sim::ring_toml("Twin", 8)),
    );
    let why = refused_words(
        &svc,
        &admin(),
        add("b.toml", &risk::sim::ring_toml("Twin", 9)),
    );
    assert!(why.contains("already has a board called Twin"), "{why}");
    // The refused board is nobody's: not even its id opens a lobby on it.
    let refused_file = risk::maps::stored::BoardFile {
        file_name: "b.toml".into(),
        text: risk::sim::ring_toml("Twin", 9),
    };
    let id = risk::maps::stored::board_id("Twin", refused_file.hash());
    let why = refused_words(&svc, &admin(), with_map(&id));
    assert!(why.contains("no board called"), "{why}");
    let player = actor(3, "cy");
    let why = refused_words(
        &svc,
        &player,
        add("c.toml", &risk::sim::ring_toml("Mine", 8)),
    );
    assert!(why.contains("admin") || why.contains("Manage"), "{why}");
    let why = refused_words(&svc, &player, remove("Twin"));
    assert!(why.contains("admin") || why.contains("Manage"), "{why}");
    let why = refused_words(&svc, &admin(), remove("Nope"));
    assert!(why.contains("its boards: Twin"), "{why}");
    let list = reply(&svc, &player, Command::Maps);
    assert!(
        list.contains("Twin (8 territories") && !list.contains("Mine"),
        "{list}"
    );
    let why = refused_words(&svc, &admin(), with_map("Atlantis"));
    assert!(
        why.contains("no board called Atlantis") && why.contains("classic"),
        "{why}"
    );
    // Rules that need the printed classic board say so when the lobby would open, not later.
    let why = refused_words(
        &svc,
        &admin(),
        new_with(NewGame {
            map: Some("germany".into()),
            ..NewGame::preset("basic-training")
        }),
    );
    assert!(
        why.contains("Cannot open this lobby") && why.contains("needs the classic board"),
        "{why}"
    );
    assert!(
        svc.snapshot(CH).unwrap().is_none(),
        "a refused /risk new opened nothing"
    );
}

#[test]
fn a_server_board_can_be_the_default_and_the_lobby_shows_it() {
    let svc = service(Arc::new(risk::service::MemoryStore::default()), 7);
    let settings = |map: &str| {
        Command::Admin(Box::new(Command::Settings(Box::new(
            risk::service::SettingsChange {
                defaults: NewGame {
                    map: Some(map.into()),
                    ..NewGame::default()
                },
                ..Default::default()
            },
        ))))
    };
    let why = refused_words(&svc, &admin(), settings("Atlantis"));
    assert!(why.contains("no board called Atlantis"), "{why}");
    reply(
        &svc,
        &admin(),
        add("ring.toml", &risk::sim::ring_toml("Ringland", 10)),
    );
    let shown = reply(&svc, &admin(), settings("ringland"));
    assert!(shown.contains("map:ringland"), "{shown}");
    let opened = reply(&svc, &actor(2, "bo"), new_with(NewGame::default()));
    assert!(
        opened.contains("on the board Ringland (10 territories"),
        "{opened}"
    );
    let status = reply(&svc, &actor(2, "bo"), Command::Status);
    assert!(
        status.contains("on the board Ringland (10 territories"),
        "{status}"
    );
}
