//! The game service on a temporary sled database: whole games through `Command`s, save/reload,
//! channel isolation, racing commands, corrupt records, crash consistency of state and log.

mod support;
use support::{actor, actor_of, new_game, ok, service};

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::{Event, PlayerId};
use risk::service::{
    Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, Outcome, SledStore, Store,
    UserKey,
};

const CH: ChannelKey = ChannelKey(42);

/// Opens a 3-human lobby set up the books' way (claims, then one army at a time in turn) and
/// starts it.
fn seat_three_by_the_books(svc: &GameService, ch: ChannelKey) -> [Actor; 3] {
    let players = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    let books = NewGame {
        setup: Some("claim".into()),
        placement: Some("one-at-a-time".into()),
        ..NewGame::preset("classic")
    };
    ok(svc, ch, &players[0], Command::New(Box::new(books)));
    ok(svc, ch, &players[1], Command::Join { color: None });
    ok(
        svc,
        ch,
        &players[2],
        Command::Join {
            color: Some("yellow".into()),
        },
    );
    ok(svc, ch, &players[0], Command::Start);
    players
}

/// Plays one command for whoever is to move; returns false when the game is over.
fn step(
    svc: &GameService,
    ch: ChannelKey,
    players: &[Actor],
    rng: &mut ChaCha8Rng,
) -> Option<Outcome> {
    let s = svc.snapshot(ch).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    if g.winner().is_some() {
        return None;
    }
    let me = g.current();
    let action = AiLevel::Basic.act(g, me, rng);
    let who = actor_of(&s, players, me).unwrap();
    Some(ok(svc, ch, who, Command::for_action(&s, g, action)))
}

#[test]
fn a_whole_game_through_commands_keeps_secrets_out_of_public_posts() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(Arc::new(SledStore::open(dir.path()).unwrap()), 100);
    let players = seat_three_by_the_books(&svc, CH);
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut steps = 0;
    let mut dms = 0;
    while let Some(out) = step(&svc, CH, &players, &mut rng) {
        steps += 1;
        assert!(steps < 20_000, "game does not end");
        let s = svc.snapshot(CH).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        // Hands go by DM to their owner only, never into the channel.
        for dm in &out.private {
            dms += 1;
            let p = s.seat_of(dm.to).unwrap();
            assert_eq!(dm.text, risk::service::text::hand(g, p));
        }
        for post in &out.public {
            assert!(!post.text.contains("Your cards"), "{}", post.text);
            assert!(post.text.len() < 6000);
            // Only the player to move is ever pinged, and only at their turn.
            for u in &post.ping {
                assert_eq!(s.seat_of(*u), Some(g.current()));
            }
        }
    }
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    assert!(g.winner().is_some());
    assert!(dms > 0, "card changes were sent privately");
    // The log holds every accepted command (plus the lobby's).
    assert_eq!(s.log_len as usize, steps + 4);
    let last = svc.store().history(CH, 0, 1).unwrap();
    assert!(last[0]
        .events
        .iter()
        .any(|e| matches!(e, Event::GameOver { .. })));
}

#[test]
fn a_game_survives_reopening_the_database() {
    let dir = tempfile::tempdir().unwrap();
    let players;
    let before;
    {
        let svc = service(Arc::new(SledStore::open(dir.path()).unwrap()), 100);
        players = seat_three_by_the_books(&svc, CH);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for _ in 0..200 {
            step(&svc, CH, &players, &mut rng);
        }
        before = serde_json::to_string(&svc.snapshot(CH).unwrap().unwrap().game).unwrap();
    }
    let svc = service(Arc::new(SledStore::open(dir.path()).unwrap()), 100);
    assert_eq!(svc.loaded(), 0, "start-up loads nothing");
    let after = serde_json::to_string(&svc.snapshot(CH).unwrap().unwrap().game).unwrap();
    assert_eq!(before, after);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    assert!(step(&svc, CH, &players, &mut rng).is_some());
}

#[test]
fn channels_are_independent() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let (a, b) = (ChannelKey(1), ChannelKey(2));
    let pa = seat_three_by_the_books(&svc, a);
    ok(&svc, b, &actor(9, "zed"), new_game("global-domination"));
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..50 {
        step(&svc, a, &pa, &mut rng);
    }
    let sb = svc.snapshot(b).unwrap().unwrap();
    assert!(sb.game.is_none());
    assert_eq!(sb.preset, "global-domination");
    // A player of channel a is not in channel b.
    let err = svc.handle(b, &pa[0], Command::End).unwrap_err();
    assert!(err.is_user_error());
}

#[test]
fn racing_commands_on_one_channel_are_applied_one_after_the_other() {
    let svc = Arc::new(service(Arc::new(MemoryStore::default()), 100));
    let players = seat_three_by_the_books(&svc, CH);
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    let free: Vec<String> = g
        .map()
        .territory_ids()
        .map(|t| g.map().name(t).to_string())
        .collect();
    // Alice is to claim; two threads race to claim two different territories for her.
    let handles: Vec<_> = free[..2]
        .iter()
        .map(|t| {
            let (svc, who, t) = (svc.clone(), players[0].clone(), t.clone());
            std::thread::spawn(move || {
                svc.handle(CH, &who, Command::Claim { territory: t })
                    .is_ok()
            })
        })
        .collect();
    let wins: Vec<bool> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_eq!(
        wins.iter().filter(|w| **w).count(),
        1,
        "exactly one claim is accepted"
    );
    let g = svc.snapshot(CH).unwrap().unwrap().game.unwrap();
    let claimed = g
        .map()
        .territory_ids()
        .filter(|&t| g.owner(t).is_some())
        .count();
    assert_eq!(claimed, 1);
    g.check_invariants().unwrap();
}

#[test]
fn refused_commands_change_nothing_and_explain_themselves() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let nobody = actor(7, "dave");
    let cases: Vec<(Actor, Command, &str)> = vec![(
        nobody.clone(),
        Command::End,
        "There is no game in this channel. Start one with /risk new.",
    )];
    for (who, cmd, msg) in cases {
        assert_eq!(svc.handle(CH, &who, cmd).unwrap_err().to_string(), msg);
    }
    let p = seat_three_by_the_books(&svc, CH);
    let before = serde_json::to_string(&svc.snapshot(CH).unwrap()).unwrap();
    let bad: Vec<(Actor, Command, &str)> = vec![
        (
            p[1].clone(),
            Command::Claim {
                territory: "Brazil".into(),
            },
            "It is alice's turn",
        ),
        (
            p[0].clone(),
            Command::Claim {
                territory: "Atlantis".into(),
            },
            "I don't know a territory called 'Atlantis'. Did you mean",
        ),
        (
            p[0].clone(),
            Command::Draft {
                territory: "Brazil".into(),
                troops: 1.into(),
            },
            "You cannot place armies now: claim a free territory",
        ),
        (
            nobody.clone(),
            Command::Claim {
                territory: "Peru".into(),
            },
            "You are not playing in this game",
        ),
        (
            nobody.clone(),
            Command::Join { color: None },
            "The game is already running",
        ),
        (
            p[0].clone(),
            new_game("classic"),
            "A game is already running here",
        ),
        (
            p[1].clone(),
            Command::Abandon { confirm: true },
            "Only the host (alice)",
        ),
        (
            p[0].clone(),
            Command::Abandon { confirm: false },
            "To confirm: /risk abandon confirm:true",
        ),
        (
            p[0].clone(),
            Command::Trade {
                cards: "Brazil, Peru".into(),
                bonus: None,
            },
            "You hold no cards yet",
        ),
    ];
    for (who, cmd, msg) in bad {
        let err = svc.handle(CH, &who, cmd.clone()).unwrap_err();
        assert!(err.is_user_error());
        assert!(err.to_string().contains(msg), "{cmd:?}: {err}");
        assert_eq!(
            serde_json::to_string(&svc.snapshot(CH).unwrap()).unwrap(),
            before,
            "{cmd:?}"
        );
    }
    // A near-miss resolves: "Brazl" claims Brazil.
    ok(
        &svc,
        CH,
        &p[0],
        Command::Claim {
            territory: "Brazl".into(),
        },
    );
    let g = svc.snapshot(CH).unwrap().unwrap().game.unwrap();
    assert_eq!(
        g.owner(g.map().find("Brazil").unwrap()),
        Some(risk::engine::PlayerId(0))
    );
}

#[test]
fn lobby_rules_seats_colours_and_host() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let (a, b) = (actor(1, "alice"), actor(2, "bob"));
    let unknown = new_game("chess");
    let e = svc.handle(CH, &a, unknown).unwrap_err().to_string();
    assert!(
        e.contains("Unknown preset 'chess': choose one of classic"),
        "{e}"
    );
    ok(&svc, CH, &a, new_game("global-domination"));
    let e = svc
        .handle(
            CH,
            &b,
            Command::Join {
                color: Some("red".into()),
            },
        )
        .unwrap_err()
        .to_string();
    assert!(e.contains("free colours: blue"), "{e}");
    ok(&svc, CH, &b, Command::Join { color: None });
    assert!(svc
        .handle(CH, &b, Command::Join { color: None })
        .unwrap_err()
        .to_string()
        .contains("already joined"));
    let e = svc.handle(CH, &a, Command::Start).unwrap_err().to_string();
    assert!(e.contains("needs 3 to 6 players, not 2"), "{e}");
    assert!(svc
        .handle(CH, &b, Command::AddAi { level: None })
        .unwrap_err()
        .to_string()
        .contains("Only the host"));
    for _ in 0..4 {
        ok(
            &svc,
            CH,
            &a,
            Command::AddAi {
                level: Some(AiLevel::Random),
            },
        );
    }
    let e = svc
        .handle(CH, &a, Command::AddAi { level: None })
        .unwrap_err()
        .to_string();
    assert!(e.contains("The lobby is full (6 players)"), "{e}");
    // The host leaves: bob hosts now and may start.
    ok(&svc, CH, &a, Command::Leave);
    ok(&svc, CH, &b, Command::Start);
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert_eq!(s.host, UserKey(2));
    assert!(s.game.is_some());
}

#[test]
fn kicked_players_are_replaced_by_the_ai_and_abandon_deletes() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone(), 100);
    let p = seat_three_by_the_books(&svc, CH);
    ok(
        &svc,
        CH,
        &p[0],
        Command::Kick {
            player: "carol".into(),
        },
    );
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert!(s.seats[2].is_ai() && s.seats[2].user.is_none());
    ok(&svc, CH, &p[0], Command::Abandon { confirm: true });
    assert!(svc.snapshot(CH).unwrap().is_none());
    assert!(store.load(CH).unwrap().is_none());
    assert!(store.history(CH, 0, 10).unwrap().is_empty());
}

#[test]
fn a_corrupt_record_is_an_error_for_that_channel_only() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    store.put_raw(CH, b"{\"v\":1,\"data\":{\"host\":").unwrap();
    store
        .put_raw(ChannelKey(5), b"{\"v\":99,\"data\":{}}")
        .unwrap();
    let svc = service(store.clone(), 100);
    let e = svc
        .handle(
            CH,
            &actor(1, "a"),
            Command::Board {
                player: None,
                continent: None,
                region: None,
                whole: false,
            },
        )
        .unwrap_err();
    assert!(!e.is_user_error());
    assert!(e.to_string().contains("unreadable"), "{e}");
    let e = svc
        .handle(
            ChannelKey(5),
            &actor(1, "a"),
            Command::Board {
                player: None,
                continent: None,
                region: None,
                whole: false,
            },
        )
        .unwrap_err();
    assert!(e.to_string().contains("schema version 99"), "{e}");
    // Nothing was reset: the bytes are still there, and other channels work.
    assert!(store.load(CH).is_err());
    ok(&svc, ChannelKey(6), &actor(1, "a"), new_game("classic"));
}

#[test]
fn state_and_log_advance_together() {
    // After every acknowledged command the stored record's log length equals the log's size.
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let svc = service(store.clone(), 100);
    let players = seat_three_by_the_books(&svc, CH);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for _ in 0..60 {
        step(&svc, CH, &players, &mut rng);
        let stored = store.load(CH).unwrap().unwrap();
        let log = store.history(CH, 0, 100_000).unwrap();
        assert_eq!(stored.log_len as usize, log.len());
        assert_eq!(log.last().unwrap().seq + 1, stored.log_len);
    }
}

#[test]
fn lobby_options_reach_the_rules_and_bad_ones_are_named() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let a = actor(1, "alice");
    let bad = NewGame {
        card_values: Some("double".into()),
        ..NewGame::preset("classic")
    };
    let e = svc
        .handle(CH, &a, Command::New(Box::new(bad)))
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "Unknown card_values 'double': choose escalating or plus-one."
    );
    let opts = NewGame {
        card_values: Some("plus-one".into()),
        fortify: Some("adjacent".into()),
        turn_time: Some("2d".into()),
        ..NewGame::preset("secret-mission")
    };
    ok(&svc, CH, &a, Command::New(Box::new(opts)));
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert_eq!(
        s.rules.card_values,
        risk::engine::rules::CardValues::PlusOne
    );
    assert_eq!(s.rules.fortify, risk::engine::Fortify::Adjacent);
    assert_eq!(
        s.rules.setup,
        risk::engine::Setup::Deal,
        "the preset's own options stay"
    );
    assert_eq!(s.timing.turn_time, Some(2 * 24 * 3600));
}

#[test]
fn experts_variations_combine_with_any_preset_and_bad_values_are_named() {
    // 002_f99279de19c195a0.txt, RULES VARIATIONS FOR RISK EXPERTS: usable with Global
    // Domination and Secret Mission alike.
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let a = actor(1, "alice");
    let bad = NewGame {
        army_cap: Some("1000".into()),
        ..NewGame::preset("secret-mission")
    };
    let e = svc
        .handle(CH, &a, Command::New(Box::new(bad)))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("army_cap must be none or a number from 3 to 999"),
        "{e}"
    );
    assert!(
        svc.snapshot(CH).unwrap().is_none(),
        "a refused /risk new opens nothing"
    );
    let bad = NewGame {
        commander: Some("maybe".into()),
        ..NewGame::preset("classic")
    };
    let e = svc.handle(CH, &a, Command::New(Box::new(bad))).unwrap_err();
    assert_eq!(
        e.to_string(),
        "Unknown commander 'maybe': choose on or off."
    );
    let opts = NewGame {
        army_cap: Some("12".into()),
        reroll: Some("on".into()),
        commander: Some("on".into()),
        fortify: Some("multiple".into()),
        ..NewGame::preset("secret-mission")
    };
    let out = ok(&svc, CH, &a, Command::New(Box::new(opts)));
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert_eq!(s.rules.army_cap, Some(12));
    assert!(s.rules.reroll && s.rules.commander);
    assert_eq!(s.rules.fortify, risk::engine::Fortify::Multiple);
    assert!(matches!(
        s.rules.victory,
        risk::engine::Victory::SecretMission { .. }
    ));
    let text = format!("{out:?}");
    assert!(text.contains("at most 12 armies per territory"), "{text}");
    let off = NewGame {
        army_cap: Some("none".into()),
        commander: Some("off".into()),
        ..NewGame::preset("experts")
    };
    ok(&svc, ChannelKey(43), &a, Command::New(Box::new(off)));
    let s = svc.snapshot(ChannelKey(43)).unwrap().unwrap();
    assert_eq!(
        (s.rules.army_cap, s.rules.commander, s.rules.reroll),
        (None, false, true)
    );
}

#[test]
fn a_two_player_table_gets_a_neutral_seat_and_plays_to_the_end() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let (a, b) = (actor(1, "alice"), actor(2, "bob"));
    ok(&svc, CH, &a, new_game("two-player"));
    ok(&svc, CH, &b, Command::Join { color: None });
    let e = svc
        .handle(CH, &actor(3, "carol"), Command::Join { color: None })
        .unwrap_err();
    assert!(
        e.to_string().contains("The lobby is full (2 players)"),
        "{e}"
    );
    ok(&svc, CH, &a, Command::Start);
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert_eq!(s.seats.len(), 3);
    assert_eq!(s.seats[2].name, "Neutral");
    let players = [a, b];
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    let mut steps = 0;
    while step(&svc, CH, &players, &mut rng).is_some() {
        steps += 1;
        assert!(steps < 5000);
    }
    let g = svc.snapshot(CH).unwrap().unwrap().game.unwrap();
    assert!(matches!(g.winner(), Some(p) if !g.is_neutral(p)));
}

#[test]
fn secret_missions_show_progress_to_their_holder_and_all_are_revealed_when_the_game_ends() {
    // 003_959c08df1c77c745.txt, SECRET MISSION RISK: each player keeps their mission secret
    // until it is completed; the others' are shown here once the game is over.
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let players = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    let opts = NewGame {
        placement: Some("one-at-a-time".into()),
        ..NewGame::preset("secret-mission")
    };
    ok(&svc, CH, &players[0], Command::New(Box::new(opts)));
    ok(&svc, CH, &players[1], Command::Join { color: None });
    ok(&svc, CH, &players[2], Command::Join { color: None });
    ok(&svc, CH, &players[0], Command::Start);
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    let words: Vec<String> = g
        .players()
        .map(|p| g.mission(p).unwrap().describe(g.map()))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut last = Outcome::default();
    let mut steps = 0;
    while let Some(out) = step(&svc, CH, &players, &mut rng) {
        steps += 1;
        assert!(steps < 20_000, "game does not end");
        let s = svc.snapshot(CH).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        if steps % 50 == 1 && !g.is_over() {
            // Asked for, the mission comes with how far its holder is, only to them.
            for (i, a) in players.iter().enumerate() {
                let p = PlayerId(i as u8);
                let m = g.mission(p).unwrap();
                let asked = ok(&svc, CH, a, Command::Mission);
                assert!(asked.public.is_empty() && asked.private.is_empty());
                let reply = asked.reply.unwrap();
                let progress = risk::service::text::mission_progress(g, p, m, &|q| s.name(q));
                assert!(reply.contains(&words[i]), "{reply}");
                assert!(
                    reply.contains(&format!("\nProgress: {progress}")),
                    "{reply}"
                );
                assert!(progress.chars().any(|c| c.is_ascii_digit()), "{progress}");
            }
        }
        if !g.is_over() {
            for post in &out.public {
                for w in &words {
                    assert!(!post.text.contains(w.as_str()), "leaked: {}", post.text);
                }
            }
        }
        last = out;
    }
    let g = svc.snapshot(CH).unwrap().unwrap().game.unwrap();
    assert!(g.winner().is_some());
    let end: Vec<&str> = last.public.iter().map(|p| p.text.as_str()).collect();
    let end = end.join("\n");
    let reveal = &end[end.find("**Missions revealed**").expect(&end)..];
    for (a, w) in players.iter().zip(&words) {
        assert!(reveal.contains(&format!("· {}: {w}", a.name)), "{reveal}");
    }
}

#[test]
fn mission_risk_cards_go_by_dm_and_never_to_the_channel() {
    // 004_f15c8e3bd224a756.txt, MISSION RISK: players keep their Mission cards secret.
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let players = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    ok(&svc, CH, &players[0], new_game("mission"));
    ok(&svc, CH, &players[1], Command::Join { color: None });
    ok(&svc, CH, &players[2], Command::Join { color: None });
    let out = ok(&svc, CH, &players[0], Command::Start);
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    assert_eq!(out.private.len(), 3, "one DM per player");
    for (i, dm) in out.private.iter().enumerate() {
        let p = PlayerId(i as u8);
        assert_eq!(dm.to, players[i].user);
        for m in g.ranked_missions(p) {
            let words = m.mission.describe(g.map());
            let words = words.trim_end_matches('.');
            assert!(dm.text.contains(words), "{} lacks {words}", dm.text);
            for post in &out.public {
                assert!(!post.text.contains(words), "leaked: {}", post.text);
            }
        }
    }
    let status = ok(&svc, CH, &players[1], Command::Status);
    let text = format!("{status:?}");
    assert!(text.contains("missions 0/4"), "{text}");
    for p in g.players() {
        for m in g.ranked_missions(p) {
            let words = m.mission.describe(g.map());
            assert!(!text.contains(words.trim_end_matches('.')));
        }
    }
}

#[test]
fn options_that_cannot_be_combined_are_refused_when_the_lobby_opens() {
    // Neutral armies need dealt territories (002/003 two-player setup); capitals on the first
    // claim need claiming (000 Command Room).
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let a = actor(1, "alice");
    for (preset, setup, why) in [
        (
            "two-player",
            "claim",
            "with neutral armies the territories are dealt",
        ),
        (
            "command-room",
            "deal",
            "capitals on the first claimed territory need claimed territories",
        ),
    ] {
        let opts = NewGame {
            setup: Some(setup.into()),
            ..NewGame::preset(preset)
        };
        let e = svc
            .handle(CH, &a, Command::New(Box::new(opts)))
            .unwrap_err()
            .to_string();
        assert!(e.contains(why) && e.contains(preset), "{e}");
        assert!(svc.snapshot(CH).unwrap().is_none(), "nothing opened");
    }
}

#[test]
fn the_short_capital_goal_is_an_option_of_the_capital_preset_only() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let a = actor(1, "alice");
    let wrong = NewGame {
        capital_goal: Some("short".into()),
        ..NewGame::preset("classic")
    };
    let e = svc
        .handle(CH, &a, Command::New(Box::new(wrong)))
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("capital_goal is for the capital preset"),
        "{e}"
    );
    let opts = NewGame {
        capital_goal: Some("short".into()),
        ..NewGame::preset("capital")
    };
    ok(&svc, CH, &a, Command::New(Box::new(opts)));
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert_eq!(
        s.rules.victory,
        risk::engine::Victory::Capital {
            goal: risk::engine::rules::CapitalGoal::Short
        }
    );
}

#[test]
fn the_two_player_setup_order_is_a_lobby_option_with_each_books_default() {
    // 003_959c08df1c77c745.txt, GAME 3 step 4: every own army first, then the neutral ones one
    // a turn (`two-player`, "003 2-player RISK"); 004_f15c8e3bd224a756.txt, 2-player: "3 of
    // his/her units ... and then 1 unit for each neutral" every round (the 004 presets).
    use risk::engine::rules::NeutralSetup;
    use risk::service::catalog::{parse, Value};
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let a = actor(1, "alice");
    let cases = [
        ("two-player", None, NeutralSetup::OwnFirst),
        ("two-player", Some("interleaved"), NeutralSetup::Interleaved),
        ("two-player-neutrals", None, NeutralSetup::Interleaved),
        (
            "two-player-allies",
            Some("own-first"),
            NeutralSetup::OwnFirst,
        ),
    ];
    for (i, (preset, given, want)) in cases.into_iter().enumerate() {
        // As typed (Discord, the console and `risk-bot local --option` all parse this way).
        let mut options = vec![("preset".to_string(), Value::Text(preset.into()))];
        if let Some(v) = given {
            options.push(("neutral_setup".into(), Value::Text(v.into())));
        }
        let cmd = parse("risk new", options).unwrap();
        let ch = ChannelKey(100 + i as u64);
        ok(&svc, ch, &a, cmd);
        let s = svc.snapshot(ch).unwrap().unwrap();
        assert_eq!(s.rules.neutral_setup, want, "{preset} {given:?}");
    }
    let refused = |opts: NewGame| {
        svc.handle(CH, &a, Command::New(Box::new(opts)))
            .unwrap_err()
            .to_string()
    };
    let e = refused(NewGame {
        neutral_setup: Some("own-first".into()),
        ..NewGame::preset("classic")
    });
    assert!(
        e.contains("neutral_setup is for the two-player presets"),
        "{e}"
    );
    let e = refused(NewGame {
        neutral_setup: Some("first".into()),
        ..NewGame::preset("two-player")
    });
    assert!(e.contains("own-first or interleaved"), "{e}");
    assert!(svc.snapshot(CH).unwrap().is_none(), "nothing opened");
}

#[test]
fn team_players_choose_a_side_and_seats_alternate_between_the_teams() {
    // 004_f15c8e3bd224a756.txt, TEAM RISK: "Players should sit so the two teams alternate
    // taking turns - team 1, team 2, team 1, team 2, etc."
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let [a, b, c, d] = [
        actor(1, "alice"),
        actor(2, "bob"),
        actor(3, "carol"),
        actor(4, "dave"),
    ];
    let team = |t: &str| Command::Team { team: t.into() };
    ok(&svc, CH, &a, new_game("classic"));
    let e = svc.handle(CH, &a, team("A")).unwrap_err();
    assert!(e.to_string().contains("only in a team game"), "{e}");
    svc.handle(CH, &a, Command::Abandon { confirm: true }).ok();
    let ch = ChannelKey(44);
    ok(&svc, ch, &a, new_game("team"));
    for x in [&b, &c, &d] {
        ok(&svc, ch, x, Command::Join { color: None });
    }
    let e = svc.handle(ch, &a, team("C")).unwrap_err();
    assert_eq!(e.to_string(), "Unknown team 'c': choose A or B.");
    ok(&svc, ch, &a, team("A"));
    let out = ok(&svc, ch, &b, team("a"));
    assert!(format!("{out:?}").contains("A: alice, bob; B: nobody; undecided: carol, dave"));
    // Three in team A cannot start a 4-player game: refused, and nothing changes.
    ok(&svc, ch, &c, team("A"));
    let e = svc.handle(ch, &a, Command::Start).unwrap_err();
    assert!(
        e.to_string()
            .contains("the teams must be even (3 in A, 0 in B"),
        "{e}"
    );
    assert!(svc.snapshot(ch).unwrap().unwrap().game.is_none());
    ok(&svc, ch, &c, team("B"));
    ok(&svc, ch, &a, Command::Start);
    let s = svc.snapshot(ch).unwrap().unwrap();
    let order: Vec<&str> = s.seats.iter().map(|x| x.name.as_str()).collect();
    assert_eq!(order, ["alice", "carol", "bob", "dave"]);
    let g = s.game.as_ref().unwrap();
    assert!(
        g.same_side(PlayerId(0), PlayerId(2)),
        "alice and bob are teammates"
    );
    assert!(!g.same_side(PlayerId(0), PlayerId(1)));
}

#[test]
fn a_bribe_names_exactly_one_card_and_a_refusal_changes_nothing() {
    // 004_f15c8e3bd224a756.txt, STEP 1: BRIBE NEUTRALS — one card moves the neutral one step.
    use risk::engine::{CardId, Map, Position, Rules, Start};
    let map = Map::classic();
    let card = |n: &str| CardId::of(map.find(n).unwrap());
    let mut pos = Position::classic(6, PlayerId(0), Start::TurnStart, 3, |name| match name {
        "Brazil" | "Peru" => (PlayerId(0), 3),
        "Egypt" => (PlayerId(2), 2),
        "Congo" => (PlayerId(3), 2),
        "Japan" => (PlayerId(4), 2),
        "Siam" => (PlayerId(5), 2),
        _ => (PlayerId(1), 1),
    });
    pos.rules = Rules::two_player_allies();
    pos.hands = vec![(PlayerId(0), vec![card("Alaska"), card("Ontario")])];
    let mut s = risk::service::Session::seated(
        &[(UserKey(1), "alice"), (UserKey(2), "bob")],
        pos.build().unwrap(),
    );
    for name in ["Neutral", "Neutral 2", "Neutral 3", "Neutral 4"] {
        s.seats.push(risk::service::Seat::new(
            None,
            name,
            "grey",
            Some(AiLevel::Passive),
        ));
    }
    let store = Arc::new(MemoryStore::default());
    store.commit(CH, &s, &[]).unwrap();
    let svc = service(store, 100);
    let a = actor(1, "alice");
    let bribe = |neutral: &str, card: &str| Command::Bribe {
        neutral: neutral.into(),
        card: card.into(),
    };
    let before = serde_json::to_string(&svc.snapshot(CH).unwrap().unwrap().game).unwrap();
    let e = svc
        .handle(CH, &a, bribe("Neutral", "Alaska, Ontario"))
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("Name exactly one card to give (2 given)"),
        "{e}"
    );
    let e = svc.handle(CH, &a, bribe("bob", "Alaska")).unwrap_err();
    assert!(
        e.to_string().contains("No neutral army called 'bob'"),
        "{e}"
    );
    let after = serde_json::to_string(&svc.snapshot(CH).unwrap().unwrap().game).unwrap();
    assert_eq!(before, after, "refusals change nothing");
    ok(&svc, CH, &a, bribe("Neutral 2", "Ontario"));
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.ally_of(PlayerId(3)), Some(PlayerId(0)));
    assert_eq!(g.hand_size(PlayerId(0)), 1);
}

/// A service with an outbox on `store`, its time read from `clock`.
fn outbox_service(store: &Arc<dyn Store>, clock: &Arc<AtomicU64>) -> GameService {
    let c = clock.clone();
    GameService::new(
        store.clone(),
        Arc::new(move || c.load(Ordering::Relaxed)),
        Arc::new(|| 5),
    )
    .with_outbox()
}

#[test]
fn an_outbox_keeps_a_commands_messages_until_delivered_and_sends_them_again_after_a_crash() {
    let store: Arc<dyn Store> = Arc::new(MemoryStore::default());
    let clock = Arc::new(AtomicU64::new(1_700_000_000));
    let svc = outbox_service(&store, &clock);
    let p = seat_three_by_the_books(&svc, CH);
    // Delivered: nothing is kept, nothing comes again.
    let out = svc.handle(CH, &p[0], Command::Status).unwrap();
    assert_eq!(out.receipt, None, "a read-only answer changes nothing");
    let s = svc.snapshot(CH).unwrap().unwrap();
    for o in s.outbox.clone() {
        svc.delivered(CH, o.receipt).unwrap();
    }
    assert!(svc.snapshot(CH).unwrap().unwrap().outbox.is_empty());
    // Not delivered (the bot died): a fresh service on the same store sends it again, marked.
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.clone().unwrap();
    let me = p
        .iter()
        .find(|a| s.seats[g.current().index()].user == Some(a.user))
        .unwrap()
        .clone();
    let first = g
        .map()
        .territory_ids()
        .find(|&t| g.owner(t).is_none())
        .unwrap();
    let out = svc
        .handle(
            CH,
            &me,
            Command::Claim {
                territory: g.map().name(first).to_string(),
            },
        )
        .unwrap();
    let receipt = out
        .receipt
        .expect("a change with messages is stored with them");
    assert!(!out.public.is_empty());
    drop(svc);
    let again = outbox_service(&store, &clock);
    let at = 1_700_000_000 + risk::service::OUTBOX_GRACE;
    assert!(again.next_wake().unwrap().is_some_and(|t| t <= at));
    clock.store(at, Ordering::Relaxed);
    let due = again.tick(at);
    let resent = due[0].1.as_ref().unwrap();
    assert_eq!(resent.public.len(), out.public.len());
    for (a, b) in resent.public.iter().zip(&out.public) {
        assert_eq!(a.text, format!("↻ (sent again after a restart) {}", b.text));
        assert_eq!(a.ping, b.ping);
        // Nothing moved since: the prompt comes with the same components as the first time.
        assert_eq!(a.rows, b.rows);
    }
    assert!(
        resent.public.iter().any(|p| p.prompt && !p.rows.is_empty()),
        "{resent:?}"
    );
    // The resending is a parcel of its own, and the first one is gone.
    let s = again.snapshot(CH).unwrap().unwrap();
    assert!(s.outbox.iter().all(|o| o.receipt != receipt));
    again.delivered(CH, resent.receipt.unwrap()).unwrap();
    assert!(again.snapshot(CH).unwrap().unwrap().outbox.is_empty());
}

#[test]
fn a_delivery_cut_short_sends_only_the_rest_later_with_the_board_it_showed() {
    use risk::service::{late_mark, Progress, OUTBOX_GRACE};
    let store: Arc<dyn Store> = Arc::new(MemoryStore::default());
    let clock = Arc::new(AtomicU64::new(1_700_000_000));
    let svc = outbox_service(&store, &clock);
    let p = seat_three_by_the_books(&svc, CH);
    let delivered = |svc: &GameService| {
        for o in svc.snapshot(CH).unwrap().unwrap().outbox.clone() {
            svc.delivered(CH, o.receipt).unwrap();
        }
    };
    delivered(&svc);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    // A change whose post carries the board and its summary, and DMs.
    let out = loop {
        let out = step(&svc, CH, &p, &mut rng).expect("the game goes on");
        let drawn = |p: &risk::service::Post| p.board && p.summary.is_some();
        if out.chart.is_none() && out.public.iter().any(drawn) {
            break out;
        }
        delivered(&svc);
    };
    let receipt = out.receipt.unwrap();
    // Discord took the DMs and the reply, then kept failing on the posts.
    let done = Progress {
        posts: 0,
        reply: true,
        dms: out.private.len(),
    };
    svc.delivered_in_part(CH, receipt, done).unwrap();
    // The game moves on meanwhile (that change delivered).
    clock.fetch_add(5, Ordering::Relaxed);
    step(&svc, CH, &p, &mut rng).unwrap();
    let s = svc.snapshot(CH).unwrap().unwrap();
    for o in s.outbox.iter().filter(|o| o.receipt != receipt) {
        svc.delivered(CH, o.receipt).unwrap();
    }
    let at = 1_700_000_000 + OUTBOX_GRACE + 5;
    clock.store(at, Ordering::Relaxed);
    let due = svc.tick(at);
    let resent = due[0].1.as_ref().unwrap();
    assert_eq!(resent.public.len(), out.public.len(), "{resent:?}");
    for (a, b) in resent.public.iter().zip(&out.public) {
        assert_eq!(a.text, format!("{}{}", late_mark(), b.text));
        assert_eq!(
            (&a.summary, &a.ping, a.board),
            (&b.summary, &b.ping, b.board)
        );
    }
    assert!(
        resent.private.is_empty(),
        "the DMs and the reply were taken"
    );
    // The picture shows the board as it was then, not as it is now.
    let then = out.view.as_ref().unwrap().0.clone();
    let again = resent.view.as_ref().expect("the board kept").0.clone();
    let armies = |v: &risk::render::BoardView| -> Vec<(Option<usize>, u16)> {
        v.territories.iter().map(|t| (t.owner, t.armies)).collect()
    };
    assert_eq!(armies(&again), armies(&then));
    assert_eq!(again.describe(), then.describe());
}

#[test]
fn an_outcome_that_posts_the_board_carries_the_picture_input() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let players = seat_three_by_the_books(&svc, CH);
    let board = ok(
        &svc,
        CH,
        &players[1],
        Command::Board {
            player: None,
            continent: None,
            region: None,
            whole: false,
        },
    );
    assert!(board.public.iter().any(|p| p.board));
    let view = board.view.expect("the board post carries its view").0;
    assert_eq!(view.territories.len(), 42);
    let names: Vec<&str> = view.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["alice", "bob", "carol"]);
    // A reply only the asker sees has no picture, and no view.
    let hand = ok(&svc, CH, &players[1], Command::Hand);
    assert!(hand.view.is_none());
}

#[test]
fn refusals_are_values_the_adapters_can_tell_apart() {
    use risk::engine::RuleViolation;
    use risk::service::{Refusal, ServiceError};
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let refusal = |r: Result<Outcome, ServiceError>| match r {
        Err(ServiceError::Refused(r)) => r,
        other => panic!("expected a refusal, got {other:?}"),
    };
    let alice = actor(1, "alice");
    assert_eq!(
        refusal(svc.handle(CH, &alice, Command::Hand)),
        Refusal::NoGame
    );
    // The books' setup: claims in turn.
    let books = NewGame {
        setup: Some("claim".into()),
        placement: Some("one-at-a-time".into()),
        ..NewGame::preset("classic")
    };
    ok(&svc, CH, &alice, Command::New(Box::new(books)));
    let bob = actor(2, "bob");
    ok(&svc, CH, &bob, Command::Join { color: None });
    let r = refusal(svc.handle(CH, &bob, Command::Start));
    assert_eq!(
        r,
        Refusal::HostOnly {
            host: "alice".into(),
            what: "start the game".into()
        },
        "{r}"
    );
    assert_eq!(
        refusal(svc.handle(CH, &bob, Command::Hand)),
        Refusal::NotStarted
    );
    ok(&svc, CH, &actor(3, "carol"), Command::Join { color: None });
    ok(&svc, CH, &alice, Command::Start);
    // Bob claims out of turn: the engine's reason comes through, with its words.
    let r = refusal(svc.handle(
        CH,
        &bob,
        Command::Claim {
            territory: "Peru".into(),
        },
    ));
    match &r {
        Refusal::Rule {
            violation: RuleViolation::NotYourTurn { .. },
            words,
        } => assert!(words.contains("alice"), "{words}"),
        other => panic!("{other:?}"),
    }
    let dave = actor(4, "dave");
    assert_eq!(
        refusal(svc.handle(CH, &dave, Command::Mission)),
        Refusal::NotPlaying
    );
}

#[test]
fn only_the_newest_undelivered_prompt_comes_again_with_components() {
    let store: Arc<dyn Store> = Arc::new(MemoryStore::default());
    let clock = Arc::new(AtomicU64::new(1_700_000_000));
    let svc = outbox_service(&store, &clock);
    let p = seat_three_by_the_books(&svc, CH);
    for o in svc.snapshot(CH).unwrap().unwrap().outbox.clone() {
        svc.delivered(CH, o.receipt).unwrap();
    }
    // Two claims, neither delivered: the first one's prompt is out of date by the second.
    for _ in 0..2 {
        let s = svc.snapshot(CH).unwrap().unwrap();
        let g = s.game.clone().unwrap();
        let me = p
            .iter()
            .find(|a| s.seats[g.current().index()].user == Some(a.user))
            .unwrap();
        let free = g
            .map()
            .territory_ids()
            .find(|&t| g.owner(t).is_none())
            .unwrap();
        let claim = Command::Claim {
            territory: g.map().name(free).to_string(),
        };
        assert!(svc
            .handle(CH, me, claim)
            .unwrap()
            .public
            .iter()
            .any(|p| p.prompt));
    }
    let at = 1_700_000_000 + risk::service::OUTBOX_GRACE;
    clock.store(at, Ordering::Relaxed);
    // One parcel a wake-up (each with its own picture), the older first; the first one sent
    // again does not make the newest one's prompt out of date.
    let mut prompts: Vec<bool> = Vec::new();
    for _ in 0..2 {
        let due = svc.tick(at);
        let resent = due[0].1.as_ref().unwrap();
        let pinged = resent.public.iter().filter(|p| !p.ping.is_empty());
        prompts.extend(pinged.map(|p| !p.rows.is_empty()));
    }
    assert_eq!(prompts, [false, true]);
    assert!(svc.tick(at).is_empty(), "nothing more is due");
}

#[test]
fn help_is_one_short_message_on_taps_where_to_look_and_every_commands_name() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let out = ok(
        &svc,
        CH,
        &actor(1, "alice"),
        Command::Help { command: None },
    );
    let help = out.reply.expect("a private answer");
    assert!(help.chars().count() <= 1500, "one message: {help}");
    assert!(help.lines().count() <= 8, "{help}");
    for words in [
        "buttons",
        "`/board player:me`",
        "`/help command:",
        "`/risk rules`",
        "`/risk status`",
    ] {
        assert!(help.contains(words), "{words} in {help}");
    }
    // Every command by name: `/risk (…, kick, …)`, `/risk-admin (kick, …)`, `/draft`.
    for s in risk::service::catalog::COMMANDS {
        for n in s.typed_names() {
            let leaf = n.rsplit(' ').next().unwrap();
            let named = match n.split_once(' ') {
                Some((group, _)) => help.contains(&format!("/{group} (")) && help.contains(leaf),
                None => help.contains(&format!("/{n}")),
            };
            assert!(named, "/{n} in {help}");
        }
    }
}

#[test]
fn help_on_one_command_speaks_of_the_tables_own_rules_without_book_codes() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let a = actor(1, "alice");
    let help = |ch: ChannelKey, c: &str| {
        let cmd = Command::Help {
            command: Some(c.into()),
        };
        ok(&svc, ch, &a, cmd).reply.unwrap()
    };
    for (i, p) in risk::engine::rules::PRESETS.iter().enumerate() {
        let ch = ChannelKey(500 + i as u64);
        ok(&svc, ch, &a, new_game(p.name));
        for s in risk::service::catalog::COMMANDS {
            for typed in s.typed_names() {
                let h = help(ch, &typed);
                for code in ["000", "001", "002", "003", "004"] {
                    assert!(!h.contains(code), "{} /help {typed}: {h}", p.name);
                }
            }
        }
    }
    // classic: escalating sets and the +2 at every trade (003_959c08df1c77c745.txt); no stars.
    let classic = help(ChannelKey(500), "trade");
    assert!(
        classic.contains("At this table: A set of 3 cards"),
        "{classic}"
    );
    assert!(classic.contains("4, 6, 8, 10, 12, 15"), "{classic}");
    assert!(!classic.to_lowercase().contains("stars"), "{classic}");
    // basic-training: star cards (000_1e96dd3c8efb8ddb.txt), no hand limit.
    let i = risk::engine::rules::PRESETS
        .iter()
        .position(|p| p.name == "basic-training")
        .unwrap();
    let stars = help(ChannelKey(500 + i as u64), "trade");
    assert!(stars.contains("Star cards"), "{stars}");
    assert!(stars.contains("never forced"), "{stars}");
    // A command the table does not play with says so.
    let bribe = help(ChannelKey(500), "bribe");
    assert!(bribe.contains("At this table: not used"), "{bribe}");
    // Without a table, the command alone.
    let bare = help(CH, "trade");
    assert!(
        !bare.contains("At this table") && !bare.contains("002"),
        "{bare}"
    );
}

#[test]
fn risk_rules_tells_the_tables_rules_in_the_lobby_in_the_game_and_after() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let a = actor(1, "alice");
    let rules = |preset: Option<&str>| {
        let cmd = Command::Rules {
            preset: preset.map(str::to_string),
        };
        let out = ok(&svc, CH, &a, cmd);
        assert!(out.public.is_empty(), "only to the asker");
        out.reply.unwrap()
    };
    // No table here: the default preset as /risk new plays it.
    let none = rules(None);
    assert!(
        none.starts_with("/risk new would play **classic**"),
        "{none}"
    );
    assert!(none.contains("Territories are dealt at random"), "{none}");
    assert!(
        none.contains("on another board they scale with its size"),
        "{none}"
    );
    // 003_959c08df1c77c745.txt, GAME 3 step 4: two-player's own armies first.
    let two = rules(Some("two-player"));
    assert!(
        two.contains("placing 2 of their own armies until all are placed"),
        "{two}"
    );
    let players = seat_three_by_the_books(&svc, CH);
    let during = rules(None);
    assert!(
        during.starts_with("This table plays **classic**"),
        "{during}"
    );
    // seat_three opens with the books' setup: claimed, one at a time.
    assert!(during.contains("claimed one at a time in turn"), "{during}");
    assert!(during.contains("one at a time, in turn"), "{during}");
    assert!(
        during.contains("**Fortify**: One fortify move per turn"),
        "{during}"
    );
    assert!(!during.contains("Neutral"), "{during}");
    assert!(during.chars().count() < 2000, "one message: {during}");
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    while step(&svc, CH, &players, &mut rng).is_some() {}
    assert_eq!(rules(None), during, "after the end too");
}

#[test]
fn risk_status_shows_the_askers_own_territories_and_armies_and_nobody_elses() {
    let svc = service(Arc::new(MemoryStore::default()), 5);
    let (a, b) = (actor(1, "alice"), actor(2, "bob"));
    support::open(
        &svc,
        CH,
        risk::service::NewGame::preset("classic"),
        &[a.clone(), b.clone()],
        1,
    );
    let status = |who: &risk::service::Actor| ok(&svc, CH, who, Command::Status).reply.unwrap();
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    let mine = status(&a);
    let yours = mine.split("**Yours**: ").nth(1).expect("a Yours line");
    for t in g.territories_of(PlayerId(0)).iter() {
        let named = format!("{} {}", g.map().name(t), g.armies(t));
        assert!(yours.contains(&named), "{named} in {yours}");
    }
    for t in g.territories_of(PlayerId(1)).iter() {
        assert!(
            !yours.contains(g.map().name(t)),
            "bob's {} in alice's",
            g.map().name(t)
        );
    }
    let spectator = status(&actor(9, "cy"));
    assert!(!spectator.contains("**Yours**"), "{spectator}");
}
