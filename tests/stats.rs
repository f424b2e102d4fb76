//! Server standings (`service::stats`): games played and won by preset, and Weng-Lin ratings
//! updated from constructed results (winner up, losers down, teammates together), counted once
//! per game, kept per server, exported and imported with the database.

mod support;
use support::{actor, actor_of};

use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::service::stats::{GameResult, Standings};
use risk::service::{
    dump, Actor, ChannelKey, Command, GameService, GuildKey, Membership, MemoryStore, NewGame,
    SledStore, Store,
};

fn result(channel: u64, preset: &str, seats: &[(u64, &str, usize, bool)]) -> GameResult {
    GameResult {
        channel,
        number: 1,
        preset: preset.into(),
        seats: seats
            .iter()
            .map(|&(u, n, t, w)| (u, n.to_string(), t, w))
            .collect(),
        decided: seats.iter().any(|s| s.3),
    }
}

fn rating(st: &Standings, user: u64) -> (f64, f64) {
    let s = st.players.iter().find(|s| s.user == user).unwrap();
    (s.rating, s.uncertainty)
}

#[test]
fn a_free_for_all_win_raises_the_winner_and_lowers_every_loser_alike() {
    let mut st = Standings::default();
    let game = result(
        1,
        "classic",
        &[
            (1, "alice", 0, false),
            (2, "bob", 1, true),
            (3, "carol", 2, false),
        ],
    );
    assert!(st.record(&game));
    let (a, b, c) = (rating(&st, 1), rating(&st, 2), rating(&st, 3));
    assert!(b.0 > 25.0, "the winner goes up: {b:?}");
    assert!(a.0 < 25.0 && c.0 < 25.0, "the losers go down: {a:?} {c:?}");
    assert!((a.0 - c.0).abs() < 1e-9, "losers are tied: {a:?} {c:?}");
    // Everyone's uncertainty shrinks with a game played.
    for r in [a, b, c] {
        assert!(r.1 < 25.0 / 3.0);
    }
    // Beating two players is worth more than losing to one costs each of them.
    assert!(b.0 - 25.0 > 25.0 - a.0);
    let bob = st.players.iter().find(|s| s.user == 2).unwrap();
    assert_eq!((bob.record.played, bob.record.won), (1, 1));
    assert_eq!(st.leaderboard()[0].name, "bob");
}

#[test]
fn teammates_move_together_and_the_other_team_down() {
    let mut st = Standings::default();
    // Team RISK: seats 0 and 2 against 1 and 3 (a team is named by its first seat).
    let game = result(
        2,
        "team",
        &[
            (1, "alice", 0, true),
            (2, "bob", 1, false),
            (3, "carol", 0, true),
            (4, "dave", 1, false),
        ],
    );
    st.record(&game);
    let (a, b, c, d) = (
        rating(&st, 1),
        rating(&st, 2),
        rating(&st, 3),
        rating(&st, 4),
    );
    assert!(a.0 > 25.0 && c.0 > 25.0, "{a:?} {c:?}");
    assert!(b.0 < 25.0 && d.0 < 25.0, "{b:?} {d:?}");
    assert!(
        (a.0 - c.0).abs() < 1e-9 && (b.0 - d.0).abs() < 1e-9,
        "teammates alike"
    );
    // A stronger winner gains less from beating the same players again than a newcomer did.
    let gain_first = a.0 - 25.0;
    st.record(&GameResult {
        number: 2,
        ..game.clone()
    });
    assert!(rating(&st, 1).0 - a.0 < gain_first);
    // Two games of the team preset.
    let alice = st.players.iter().find(|s| s.user == 1).unwrap();
    assert_eq!(
        alice.presets,
        vec![("team".to_string(), alice.record.clone())]
    );
    assert_eq!(alice.record.won, 2);
}

#[test]
fn a_game_counts_once_and_one_without_a_winner_changes_no_rating() {
    let mut st = Standings::default();
    let game = result(3, "classic", &[(1, "alice", 0, true), (2, "bob", 1, false)]);
    assert!(st.record(&game));
    let before = st.clone();
    assert!(!st.record(&game), "the same game again");
    assert_eq!(st, before);
    let draw = GameResult {
        number: 2,
        preset: "capital".into(),
        ..result(
            3,
            "capital",
            &[(1, "alice", 0, false), (2, "bob", 1, false)],
        )
    };
    assert!(!draw.decided);
    st.record(&draw);
    assert_eq!(rating(&st, 1), rating(&before, 1));
    let alice = st.players.iter().find(|s| s.user == 1).unwrap();
    assert_eq!(alice.record.played, 2);
    assert_eq!(
        st.presets,
        vec![("classic".into(), 1), ("capital".into(), 1)]
    );
    let text = st.player_text(alice);
    assert!(text.contains("won 1 of 2 games (50%)"), "{text}");
    assert!(text.contains("· classic: won 1 of 1 (100%)"), "{text}");
    assert!(text.contains("· capital: won 0 of 1 (0%)"), "{text}");
    let board = st.board_text(10);
    assert!(
        board.contains("2 finished games (classic 1, capital 1)"),
        "{board}"
    );
    assert!(board.contains("1. **alice**"), "{board}");
}

/// Plays a two-player game to its end in `ch` on server `guild`, both people moving as the
/// basic AI would.
fn finished_two_player_game(svc: &GameService, ch: ChannelKey, guild: u64) {
    let m = Membership {
        guild: GuildKey(guild),
        roles: vec![],
    };
    let people = [actor(1, "alice"), actor(2, "bob")];
    let run = |who: &Actor, cmd| svc.handle_in_server(ch, who, Some(&m), cmd).unwrap();
    run(
        &people[0],
        Command::New(Box::new(NewGame::preset("two-player"))),
    );
    run(&people[1], Command::Join { color: None });
    run(&people[0], Command::Start);
    let mut rng = ChaCha8Rng::seed_from_u64(ch.0);
    for _ in 0..20_000 {
        let s = svc.snapshot(ch).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        if g.is_over() {
            return;
        }
        let me = g.current();
        let who = actor_of(&s, &people, me).unwrap();
        let action = AiLevel::Basic.act(g, me, &mut rng);
        run(who, Command::for_action(&s, g, action));
    }
    panic!("the game ends");
}

#[test]
fn a_finished_game_counts_on_its_server_and_risk_stats_shows_it() {
    let store = Arc::new(MemoryStore::default());
    let svc = GameService::new(store.clone(), Arc::new(|| 1_700_000_000), Arc::new(|| 99));
    finished_two_player_game(&svc, ChannelKey(10), 500);
    let m = Membership {
        guild: GuildKey(500),
        roles: vec![],
    };
    let alice = actor(1, "alice");
    let stats = |player: Option<&str>, guild: Option<&Membership>| {
        let cmd = Command::Stats {
            player: player.map(String::from),
        };
        svc.handle_in_server(ChannelKey(11), &alice, guild, cmd)
    };
    let board = stats(None, Some(&m)).unwrap().reply.unwrap();
    assert!(board.contains("1 finished game (two-player 1)"), "{board}");
    assert!(
        board.contains("1. **") && board.contains("2. **"),
        "{board}"
    );
    let me = stats(Some("me"), Some(&m)).unwrap().reply.unwrap();
    assert!(me.starts_with("**alice** on this server: won "), "{me}");
    assert!(me.contains("· two-player: won"), "{me}");
    let err = stats(Some("zed"), Some(&m)).unwrap_err().to_string();
    assert!(
        err.contains("No finished game on this server has a player called 'zed'"),
        "{err}"
    );
    assert!(err.contains("alice") && err.contains("bob"), "{err}");
    // Another server has its own standings; outside a server there are none.
    let other = Membership {
        guild: GuildKey(501),
        roles: vec![],
    };
    let empty = stats(None, Some(&other)).unwrap().reply.unwrap();
    assert!(
        empty.starts_with("No game has finished on this server yet"),
        "{empty}"
    );
    let err = stats(None, None).unwrap_err().to_string();
    assert!(err.contains("Standings are kept per server"), "{err}");
    // The winner is up and the loser down.
    let st = store.standings(GuildKey(500)).unwrap();
    let s = svc.snapshot(ChannelKey(10)).unwrap().unwrap();
    let winner = s.seats[s.game.as_ref().unwrap().winner().unwrap().index()]
        .user
        .unwrap()
        .0;
    for p in &st.players {
        assert_eq!(p.rating > 25.0, p.user == winner, "{p:?}");
    }
    // A new game in the channel does not count the finished one again.
    let m2 = m.clone();
    svc.handle_in_server(
        ChannelKey(10),
        &alice,
        Some(&m2),
        Command::New(Box::new(NewGame::preset("classic"))),
    )
    .unwrap();
    assert_eq!(store.standings(GuildKey(500)).unwrap().counted.len(), 1);
}

#[test]
fn standings_survive_export_and_import() {
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(&dir.path().join("a")).unwrap();
    let mut st = Standings::default();
    st.record(&result(
        1,
        "classic",
        &[(1, "alice", 0, true), (2, "bob", 1, false)],
    ));
    store.save_standings(GuildKey(7), &st).unwrap();
    let mut out = Vec::new();
    dump::export(&store, &mut out).unwrap();
    let copy = SledStore::open(&dir.path().join("b")).unwrap();
    let report = dump::import(&copy, out.as_slice()).unwrap();
    assert!(report.bad.is_empty(), "{:?}", report.bad);
    assert_eq!(copy.standings(GuildKey(7)).unwrap(), st);
    assert_eq!(copy.standings(GuildKey(8)).unwrap(), Standings::default());
}

#[test]
fn a_version_5_table_loads_without_a_server_and_its_game_counts_nowhere() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = GameService::new(store.clone(), Arc::new(|| 1_700_000_000), Arc::new(|| 5));
    let m = Membership {
        guild: GuildKey(9),
        roles: vec![],
    };
    let ch = ChannelKey(3);
    let new = Command::New(Box::new(NewGame::preset("classic")));
    svc.handle_in_server(ch, &actor(1, "alice"), Some(&m), new)
        .unwrap();
    let mut data = serde_json::to_value(store.load(ch).unwrap().unwrap()).unwrap();
    assert_eq!(data["guild"], 9);
    // The record as the version-5 build wrote it: no server.
    data.as_object_mut().unwrap().remove("guild");
    let v5 = serde_json::json!({"v": 5, "key": {"kind": "session", "channel": 3}, "data": data});
    store
        .put_raw(ch, &serde_json::to_vec(&v5).unwrap())
        .unwrap();
    let table = store.load(ch).unwrap().expect("the table survives");
    assert_eq!(table.guild, None);
    assert_eq!(table.seats.len(), 1);
}

#[test]
fn the_standings_read_in_the_askers_language() {
    use risk::i18n::Lang;
    let mut st = Standings::default();
    let fr = |f: &dyn Fn() -> String| risk::i18n::with(Lang::Fr, Lang::Fr, f);
    assert!(fr(&|| st.board_text(10)).starts_with("Aucune partie n’est encore terminée"));
    st.record(&result(
        1,
        "classic",
        &[(1, "alice", 0, true), (2, "bob", 1, false)],
    ));
    let board = fr(&|| st.board_text(10));
    assert!(
        board.starts_with("**Classement de ce serveur**\u{a0}: 1 partie terminée (classic 1)."),
        "{board}"
    );
    assert!(board.contains("**alice**\u{a0}: "), "{board}");
    let alice = st.players.iter().find(|s| s.user == 1).unwrap();
    let mine = fr(&|| st.player_text(alice));
    // French numbers (issue 44): a narrow no-break space before the percent sign, a decimal comma.
    assert!(mine.contains("victoires 1/1 (100\u{202f}%)"), "{mine}");
    assert!(mine.contains(" 27,6 "), "{mine}");
    // English as before.
    assert!(st
        .board_text(10)
        .starts_with("**Standings on this server**: 1 finished game ("));
}
