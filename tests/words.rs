//! Words that match the game (issue 26, "Words that match the game"): what a post says happened
//! is what happened, durations as given, troops parsed one way for every command, rounds
//! numbered as rounds, AI turns told as a story, and counts and percentages in plain words.

mod support;
use support::{actor, actor_of, ok, said, service};

use std::sync::Arc;

use risk::service::{
    Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, Outcome, Troops,
};

const CH: ChannelKey = ChannelKey(7);

/// Three people at a table of `game`, started.
fn seat_table(svc: &GameService, game: NewGame) -> [Actor; 3] {
    let players = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    ok(svc, CH, &players[0], Command::New(Box::new(game)));
    ok(svc, CH, &players[1], Command::Join { color: None });
    ok(svc, CH, &players[2], Command::Join { color: None });
    ok(svc, CH, &players[0], Command::Start);
    players
}

#[test]
fn odds_near_certain_read_as_more_than_99_9_percent_not_100() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let o = ok(
        &svc,
        CH,
        &actor(1, "alice"),
        Command::Odds {
            attackers: Some(10),
            defenders: Some(1),
            from: None,
            to: None,
        },
    );
    let text = said(&o);
    assert!(text.contains("conquers > 99.9% of the time"), "{text}");
    assert!(!text.contains("100"), "{text}");
}

#[test]
fn draft_takes_all_and_all_but_n_as_move_and_fortify_do() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let [alice, ..] = seat_table(&svc, NewGame::preset("classic"));
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    let me = s.seat_of(alice.user).unwrap();
    let left = g.setup_armies_left(me);
    let mine: Vec<_> = g.territories_of(me).iter().collect();
    let (a, b) = (
        g.map().name(mine[0]).to_string(),
        g.map().name(mine[1]).to_string(),
    );
    let draft = |territory: &str, troops: &str| {
        risk::service::catalog::parse(
            "draft",
            vec![
                (
                    "territory".into(),
                    risk::service::catalog::Value::Text(territory.into()),
                ),
                (
                    "troops".into(),
                    risk::service::catalog::Value::Text(troops.into()),
                ),
            ],
        )
        .unwrap()
    };
    assert_eq!(
        draft(&a, "all but 2"),
        Command::Draft {
            territory: a.clone(),
            troops: Troops::AllBut(2)
        }
    );
    ok(&svc, CH, &alice, draft(&a, "all but 2"));
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.setup_armies_left(me), 2, "all but 2 of {left} placed");
    ok(&svc, CH, &alice, draft(&b, "all"));
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.setup_armies_left(me), 0, "then all the rest");
}

#[test]
fn a_turn_time_is_shown_in_words_in_the_lobby_and_its_status() {
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let alice = actor(1, "alice");
    let game = NewGame {
        turn_time: Some("90m".into()),
        reminders: Some("10m".into()),
        ..NewGame::preset("classic")
    };
    let text = said(&ok(&svc, CH, &alice, Command::New(Box::new(game))));
    // In words (issue 44: "1 Stunde und 30 Minuten" in German).
    assert!(
        text.contains(
            "1 hour and 30 minutes per turn, reminders at half time and 10 minutes before the \
             deadline"
        ),
        "{text}"
    );
    let text = said(&ok(&svc, CH, &alice, Command::Status));
    assert!(text.contains("1 hour and 30 minutes per turn"), "{text}");
    // A refused turn time names the bounds in the same words.
    let e = svc
        .handle(
            ChannelKey(8),
            &alice,
            Command::New(Box::new(NewGame {
                turn_time: Some("30m".into()),
                ..NewGame::preset("classic")
            })),
        )
        .unwrap_err();
    assert!(e.to_string().contains("between 1h and 7d"), "{e}");
}

/// Plays three people's seats with seeded basic AIs' choices through commands, calling `at`
/// whenever a person is in the move-in step after a conquest with a choice left (with the last
/// outcome); `at` returns whether it made the move itself. Stops after `stop` such moments.
fn until_move_ins(
    game: NewGame,
    stop: usize,
    mut at: impl FnMut(&GameService, &Actor, &Outcome, usize) -> bool,
) -> usize {
    use rand::SeedableRng;
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let players = seat_table(&svc, game);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let mut last = Outcome::default();
    let mut seen = 0;
    for _ in 0..5000 {
        let s = svc.snapshot(CH).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        if g.is_over() || seen == stop {
            break;
        }
        let me = g.current();
        let who = actor_of(&s, &players, me).unwrap();
        if let risk::engine::Expected::Occupy { min, max, .. } = g.expected() {
            if min < max {
                seen += 1;
                if at(&svc, who, &last, seen) {
                    continue;
                }
            }
        }
        if g.placing_simultaneously() {
            // Everyone places at once: each person puts all they have on one territory.
            for p in &players {
                let q = s.seat_of(p.user).unwrap();
                if g.setup_armies_left(q) > 0 {
                    let t = g.territories_of(q).iter().next().unwrap();
                    let territory = g.map().name(t).to_string();
                    last = ok(
                        &svc,
                        CH,
                        p,
                        Command::Draft {
                            territory,
                            troops: Troops::All,
                        },
                    );
                }
            }
            continue;
        }
        let action = risk::ai::AiLevel::Basic.act(g, me, &mut rng);
        last = ok(&svc, CH, who, Command::for_action(&s, g, action));
    }
    seen
}

#[test]
fn after_a_conquest_end_and_attack_keep_the_armies_the_post_says_moved_in() {
    let seen = until_move_ins(NewGame::preset("classic"), 3, |svc, who, last, n| {
        let s = svc.snapshot(CH).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        let risk::engine::Expected::Occupy { to, min, .. } = g.expected() else {
            unreachable!()
        };
        let posted = said(last);
        assert!(posted.contains(&format!("{min} moved in")), "{posted}");
        // The prompt offers going on, and the buttons include ending the turn.
        let buttons: Vec<(String, String)> = last
            .public
            .iter()
            .flat_map(|p| p.rows.iter())
            .flat_map(|r| match r {
                risk::service::Row::Buttons(b) => {
                    b.iter().map(|b| (b.id.clone(), b.label.clone())).collect()
                }
                risk::service::Row::Menu(_) => vec![],
            })
            .collect();
        let end = buttons
            .iter()
            .find(|(_, label)| label == "End turn")
            .unwrap_or_else(|| panic!("no End turn among {buttons:?}: {posted}"));
        let me = g.current();
        let o = match n {
            // Typed: /end.
            1 => ok(svc, CH, who, Command::End),
            // Tapped: the End turn button.
            2 => svc
                .handle_component(CH, who, None, &end.0, &[])
                .unwrap_or_else(|e| panic!("{e}")),
            // Typed: the next /attack, when there is one.
            _ => {
                let Some(from) = g.attack_sources(me).iter().find(|&f| f != to) else {
                    return false;
                };
                let to_attack = g
                    .map()
                    .neighbours(from)
                    .iter()
                    .find(|&t| g.owner(t) != Some(me))
                    .unwrap();
                ok(
                    svc,
                    CH,
                    who,
                    Command::Attack {
                        from: g.map().name(from).into(),
                        to: g.map().name(to_attack).into(),
                        dice: None,
                        blitz: false,
                        stop_at: None,
                        commander: false,
                        move_in: None,
                    },
                )
            }
        };
        let after = svc.snapshot(CH).unwrap().unwrap();
        let h = after.game.as_ref().unwrap();
        assert_eq!(h.armies(to), min, "the {min} moved in stay");
        if n < 3 {
            assert_ne!(h.current(), me, "one /end (or tap) ended the turn");
        }
        let text = said(&o);
        assert!(!text.contains("first:"), "{text}");
        true
    });
    assert_eq!(seen, 3, "three move-ins with a choice");
}

/// A conquest of `to` from `from` by seat 0 in one roll: its battle and its conquest, `moved`
/// moved in of up to `max`.
fn conquest(
    g: &risk::engine::Game,
    from: &str,
    to: &str,
    moved: u16,
    max: u16,
) -> Vec<risk::engine::Event> {
    use risk::engine::{BattleAfter, Event, PlayerId, Roll};
    let (f, t) = (g.map().find(from).unwrap(), g.map().find(to).unwrap());
    vec![
        Event::Battle {
            from: f,
            to: t,
            attacker: Roll {
                faces: [6, 5, 4],
                count: 3,
            },
            defender: Roll {
                faces: [1, 0, 0],
                count: 1,
            },
            attacker_losses: 0,
            defender_losses: 1,
            reroll: None,
            commander: None,
            bonus: None,
            after: Some(BattleAfter {
                holder: PlayerId(1),
                attacker_left: max + 1,
                defender_left: 0,
            }),
        },
        Event::Conquered {
            player: PlayerId(0),
            from: f,
            to: t,
            moved,
            max,
        },
    ]
}

#[test]
fn an_ai_turn_reads_as_a_story_in_order_without_commands() {
    use risk::engine::{CardId, Event, PlayerId};
    use risk::service::text;
    let svc = service(Arc::new(MemoryStore::default()), 100);
    seat_table(&svc, NewGame::preset("classic"));
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    let me = PlayerId(0);
    let id = |name: &str| g.map().find(name).unwrap();
    // A conquest that eliminates someone, then the AI's move-in: no "/move up to" hint.
    let mut short = conquest(g, "Brazil", "Peru", 3, 7);
    short.push(Event::Eliminated {
        player: PlayerId(1),
        by: me,
        cards_taken: 0,
    });
    short.push(Event::Occupied {
        from: id("Brazil"),
        to: id("Peru"),
        armies: 7,
    });
    let line = text::ai_turn(&s, g, &g.view(risk::engine::Reader::Everyone), &short);
    assert!(!line.contains('/'), "{line}");
    assert!(line.contains("7 moved in"), "{line}");
    assert!(
        !line.contains("now hold"),
        "the move-in is told once: {line}"
    );
    // A long turn: a trade, placements, many conquests, then another placement.
    let mut long = vec![
        Event::Traded {
            player: me,
            cards: [CardId(0), CardId(1), CardId(2)],
            armies: 8,
            bonus: None,
        },
        Event::Placed {
            player: me,
            territory: id("Brazil"),
            armies: 8,
        },
    ];
    let path = [
        "Brazil",
        "Venezuela",
        "Central America",
        "Western United States",
        "Eastern United States",
        "Quebec",
        "Greenland",
        "Iceland",
        "Great Britain",
        "Western Europe",
        "Southern Europe",
    ];
    for w in path.windows(2) {
        long.extend(conquest(g, w[0], w[1], 3, 9));
        long.push(Event::Occupied {
            from: id(w[0]),
            to: id(w[1]),
            armies: 9,
        });
    }
    long.push(Event::Eliminated {
        player: PlayerId(1),
        by: me,
        cards_taken: 3,
    });
    long.push(Event::Traded {
        player: me,
        cards: [CardId(3), CardId(4), CardId(5)],
        armies: 10,
        bonus: None,
    });
    long.push(Event::Placed {
        player: me,
        territory: id("Southern Europe"),
        armies: 10,
    });
    assert!(
        text::events(&s, g, &g.view(risk::engine::Reader::Everyone), &long)
            .join(" ")
            .chars()
            .count()
            > text::AI_TURN_CHARS,
        "long enough to be told in short"
    );
    let line = text::ai_turn(&s, g, &g.view(risk::engine::Reader::Everyone), &long);
    assert!(!line.contains('/'), "{line}");
    let at = |what: &str| {
        line.find(what)
            .unwrap_or_else(|| panic!("{what:?} missing: {line}"))
    };
    let first_trade = at("for 8 armies");
    let conquers = at("conquers 10 territories, from Venezuela to Southern Europe");
    let eliminated = at("is eliminated");
    let second_trade = at("for 10 armies");
    let second_placing = at("places 10");
    assert!(
        first_trade < conquers
            && conquers < eliminated
            && eliminated < second_trade
            && second_trade < second_placing,
        "in order: {line}"
    );
}

#[test]
fn a_long_ai_turn_keeps_its_elimination_and_win_in_every_language() {
    use risk::engine::{Event, PlayerId, Reader};
    use risk::i18n::{with, Lang};
    use risk::service::text;
    let svc = service(Arc::new(MemoryStore::default()), 100);
    seat_table(&svc, NewGame::preset("classic"));
    let s = svc.snapshot(CH).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    let me = PlayerId(0);
    let id = |name: &str| g.map().find(name).unwrap();
    // Placing before each attack makes every attack a run of its own: a story far over the
    // limit, whose last events are the elimination and the win.
    let path = [
        "Brazil",
        "Venezuela",
        "Central America",
        "Western United States",
        "Eastern United States",
        "Quebec",
        "Greenland",
        "Iceland",
        "Great Britain",
        "Western Europe",
        "Southern Europe",
        "Ukraine",
        "Ural",
        "Siberia",
    ];
    let mut turn = Vec::new();
    for w in path.windows(2) {
        turn.push(Event::Placed {
            player: me,
            territory: id(w[0]),
            armies: 3,
        });
        turn.extend(conquest(g, w[0], w[1], 3, 9));
        turn.push(Event::Occupied {
            from: id(w[0]),
            to: id(w[1]),
            armies: 3,
        });
    }
    let out = Event::Eliminated {
        player: PlayerId(1),
        by: me,
        cards_taken: 2,
    };
    let won = Event::GameOver { winner: me };
    turn.push(out.clone());
    turn.push(won.clone());
    let view = g.view(Reader::Everyone);
    for lang in Lang::ALL {
        with(lang, lang, || {
            let line = text::ai_turn(&s, g, &view, &turn);
            let story = text::events(&s, g, &view, &turn).join(" ");
            assert!(story.chars().count() > 2 * text::AI_TURN_CHARS, "{story}");
            let out = text::events(&s, g, &view, std::slice::from_ref(&out)).join(" ");
            let won = text::events(&s, g, &view, std::slice::from_ref(&won)).join(" ");
            let (at_out, at_won) = (line.find(&out), line.find(&won));
            assert!(
                matches!((at_out, at_won), (Some(a), Some(b)) if a < b),
                "{lang:?}: the elimination then the win, whole: {line}"
            );
            assert!(
                line.chars().count() <= text::AI_TURN_CHARS,
                "{lang:?}: {line}"
            );
            // The routine part is told in short: what was placed and the rolls, added up.
            assert!(
                line.contains("39"),
                "{lang:?}: the placements added up: {line}"
            );
        });
    }
}

#[test]
fn rounds_give_every_seat_still_playing_one_turn_each() {
    use rand::SeedableRng;
    use risk::engine::{Event, Lobby, Rules};
    for seed in 0..4u64 {
        let (mut g, _) = Lobby::new(Rules::classic(), 4, 500 + seed).start().unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        // (round, seats that had a turn in it)
        let mut rounds: Vec<(u32, Vec<u8>)> = Vec::new();
        let mut eliminations = 0;
        while !g.is_over() && g.turn() < 400 {
            let me = g.current();
            let action = risk::ai::AiLevel::Basic.act(&g, me, &mut rng);
            for e in g.apply(me, action).unwrap() {
                match e {
                    Event::TurnStarted { player, .. } => match rounds.last_mut() {
                        Some((r, seats)) if *r == g.round() => {
                            assert!(!seats.contains(&player.0), "one turn a round");
                            seats.push(player.0);
                        }
                        _ => {
                            assert_eq!(g.round(), rounds.len() as u32 + 1, "rounds count by one");
                            rounds.push((g.round(), vec![player.0]));
                        }
                    },
                    Event::Eliminated { .. } => eliminations += 1,
                    _ => {}
                }
            }
        }
        assert!(rounds.len() > 5, "seed {seed}: {} rounds", rounds.len());
        // Every round but the last gave a turn to every seat still playing at its end.
        for (r, seats) in &rounds[..rounds.len() - 1] {
            assert!(seats.len() >= 4 - eliminations, "round {r}: {seats:?}");
            assert!(seats.windows(2).all(|w| w[0] < w[1]), "in seat order");
        }
        assert!(
            g.turn() > g.round(),
            "turns count every seat's, rounds fewer"
        );
    }
}

#[test]
fn prompts_and_history_number_rounds_and_say_so() {
    use rand::SeedableRng;
    let svc = service(Arc::new(MemoryStore::default()), 100);
    let players = seat_table(&svc, NewGame::preset("classic"));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut second_turn = None;
    for _ in 0..3000 {
        let s = svc.snapshot(CH).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        if g.turn() >= 5 || g.is_over() {
            break;
        }
        if g.placing_simultaneously() {
            for p in &players {
                let q = s.seat_of(p.user).unwrap();
                if g.setup_armies_left(q) > 0 {
                    let t = g.territories_of(q).iter().next().unwrap();
                    let territory = g.map().name(t).to_string();
                    let troops = Troops::All;
                    ok(&svc, CH, p, Command::Draft { territory, troops });
                }
            }
            continue;
        }
        let me = g.current();
        let who = actor_of(&s, &players, me).unwrap();
        let action = risk::ai::AiLevel::Basic.act(g, me, &mut rng);
        let turn = g.turn();
        let o = ok(&svc, CH, who, Command::for_action(&s, g, action));
        let after = svc.snapshot(CH).unwrap().unwrap();
        if turn == 3 && after.game.as_ref().unwrap().turn() == 4 {
            second_turn = Some(said(&o));
        }
    }
    // The first seat's second turn at a table of three: round 2, not "turn 4".
    let text = second_turn.expect("a fourth turn");
    assert!(text.contains("round 2: "), "{text}");
    assert!(!text.contains("turn 4"), "{text}");
    let history = said(&ok(
        &svc,
        CH,
        &players[0],
        Command::History {
            count: Some(200),
            file: false,
        },
    ));
    for r in ["'s turn, round 1.", "'s turn, round 2."] {
        assert!(history.contains(r), "{history}");
    }
    assert!(!history.contains("round 3"), "{history}");
}

#[test]
fn the_state_hash_of_game_files_leaves_the_round_out() {
    use rand::SeedableRng;
    use risk::engine::{Game, Lobby, Rules};
    let (mut g, _) = Lobby::new(Rules::classic(), 3, 9).start().unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    while g.round() < 3 {
        let me = g.current();
        let action = risk::ai::AiLevel::Basic.act(&g, me, &mut rng);
        g.apply(me, action).unwrap();
    }
    let json = serde_json::to_string(&g).unwrap();
    let tail = format!(",\"round\":{}}}", g.round());
    assert!(json.ends_with(&tail), "the round is the last field");
    // The same position as a build before rounds wrote it hashes the same: its game files
    // still verify.
    let old = format!("{}}}", &json[..json.len() - tail.len()]);
    let before_rounds: Game = serde_json::from_str(&old).unwrap();
    assert_eq!(
        risk::service::fair::state_hash(&before_rounds),
        risk::service::fair::state_hash(&g)
    );
    assert_eq!(before_rounds.round(), 3, "estimated from the turns");
}

#[test]
fn a_players_view_counts_one_territory_and_one_army_in_the_singular() {
    use risk::engine::{PlayerId, Position, Start};
    let svc = service(Arc::new(MemoryStore::default()), 100);
    seat_table(&svc, NewGame::preset("classic"));
    let mut s = svc.snapshot(CH).unwrap().unwrap();
    let pos = Position::classic(3, PlayerId(1), Start::Attack, 9, |name| match name {
        "Brazil" => (PlayerId(0), 1),
        "North Africa" => (PlayerId(1), 3),
        _ => (PlayerId(2), 1),
    });
    s.game = Some(pos.build().unwrap());
    let g = s.game.as_ref().unwrap();
    let everyone = g.view(risk::engine::Reader::Everyone);
    let text = risk::service::text::player_view(&s, g, &everyone, PlayerId(0));
    assert!(text.contains("holds 1 territory with 1 army."), "{text}");
}
