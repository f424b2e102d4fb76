//! The Secret Mission and Capital presets: dealing, completion on any turn, what stays secret,
//! Headquarters chosen in secret and revealed together.

use risk::ai::AiLevel;
use risk::engine::rules::{
    CapitalGoal, DestroyedByOther, MissionDeck, NeutralSetup, Victory, PRESETS,
};
use risk::engine::{
    Action, AttackMode, Event, Game, Lobby, Map, Mission, Phase, PlayerId, Position, Rules, Start,
    TerritoryId,
};

fn attack(g: &Game, from: &str, to: &str) -> Action {
    let m = g.map();
    Action::Attack {
        from: m.find(from).unwrap(),
        to: m.find(to).unwrap(),
        dice: None,
        defender_dice: None,
        mode: AttackMode::Blitz { stop_at: None },
        commander: false,
    }
}

/// A setup placement: its events, or the refusal in words.
fn place(g: &mut Game, p: u8, territory: TerritoryId, armies: u16) -> Result<Vec<Event>, String> {
    g.apply(PlayerId(p), Action::Place { territory, armies })
        .map_err(|e| g.explain(&e, &|p| format!("P{}", p.0)))
}

#[test]
fn missions_are_dealt_without_absent_colours_and_own_colour_becomes_24_territories() {
    // 003_959c08df1c77c745.txt, Secret Mission setup steps 2-3; ../shared/reference/missions.md.
    for seed in 0..40 {
        let mut lobby = Lobby::new(Rules::secret_mission(), 3, seed);
        lobby.colors = vec![1, 4, 5];
        let (g, events) = lobby.start().unwrap();
        assert!(events.contains(&Event::MissionsDealt));
        let missions: Vec<&Mission> = g
            .players()
            .map(|p| g.mission(p).expect("each player has one"))
            .collect();
        for (i, m) in missions.iter().enumerate() {
            if let Mission::Destroy { color } = m {
                assert!([1, 4, 5].contains(color), "only colours in the game");
                assert_ne!(
                    *color,
                    g.color_of(PlayerId(i as u8)),
                    "never your own colour"
                );
            }
            // The 12-card deck leaves out the two "Europe and ... and a third" cards.
            assert!(!matches!(m, Mission::Continents { third: true, .. }));
        }
    }
    let mut full = Rules::secret_mission();
    full.victory = Victory::SecretMission {
        deck: MissionDeck::Fourteen,
        destroyed_by_other: DestroyedByOther::Completes,
    };
    let third = (0..200).any(|seed| {
        let (g, _) = Lobby::new(full.clone(), 5, seed).start().unwrap();
        g.players()
            .any(|p| matches!(g.mission(p), Some(Mission::Continents { third: true, .. })))
    });
    assert!(
        third,
        "the 14-card option deals the third-continent missions"
    );
}

/// Player 0 (Brazil 10) can wipe out player 2 (North Africa 1); player 1 must destroy colour 2.
fn destroy_position(rules: Rules, mission_1: Mission) -> Game {
    let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 4, |name| match name {
        "Brazil" => (PlayerId(0), 10),
        "North Africa" => (PlayerId(2), 1),
        "Alaska" | "Peru" => (PlayerId(0), 1),
        _ => (PlayerId(1), 1),
    });
    pos.rules = rules;
    pos.missions = vec![
        Some(Mission::Territories {
            count: 40,
            min_armies: 1,
        }),
        Some(mission_1),
        None,
    ];
    pos.build().unwrap()
}

#[test]
fn a_mission_completed_with_someone_elses_help_wins_on_their_turn_and_is_revealed() {
    // 003_959c08df1c77c745.txt, WINNING (Secret Mission): another player who destroys your target
    // has helped you complete your mission; you win at once.
    let mut g = destroy_position(Rules::secret_mission(), Mission::Destroy { color: 2 });
    let a = attack(&g, "Brazil", "North Africa");
    let events = g.apply(PlayerId(0), a).unwrap();
    assert_eq!(
        g.winner(),
        Some(PlayerId(1)),
        "player 1 wins on player 0's turn"
    );
    let revealed = events.iter().find_map(|e| match e {
        Event::MissionCompleted { player, mission } => Some((*player, mission.clone())),
        _ => None,
    });
    assert_eq!(revealed, Some((PlayerId(1), Mission::Destroy { color: 2 })));
    assert!(matches!(
        events.last(),
        Some(Event::GameOver {
            winner: PlayerId(1)
        })
    ));
    g.check_invariants().unwrap();
}

#[test]
fn the_other_printing_turns_a_stolen_destroy_mission_into_24_territories() {
    let mut rules = Rules::secret_mission();
    rules.victory = Victory::SecretMission {
        deck: MissionDeck::Twelve,
        destroyed_by_other: DestroyedByOther::Occupy24,
    };
    let mut g = destroy_position(rules, Mission::Destroy { color: 2 });
    let a = attack(&g, "Brazil", "North Africa");
    g.apply(PlayerId(0), a).unwrap();
    // Player 1 holds 38 territories: with the fallback they hold at least 24, so they win too.
    assert_eq!(g.winner(), Some(PlayerId(1)));
    let mut small = destroy_position(rules_occupy24(), Mission::Destroy { color: 2 });
    // Give player 1 fewer than 24 territories: no win from someone else's elimination.
    small = shrink_player_1(small);
    let a = attack(&small, "Brazil", "North Africa");
    small.apply(PlayerId(0), a).unwrap();
    assert_eq!(small.winner(), None);
}

fn rules_occupy24() -> Rules {
    let mut r = Rules::secret_mission();
    r.victory = Victory::SecretMission {
        deck: MissionDeck::Twelve,
        destroyed_by_other: DestroyedByOther::Occupy24,
    };
    r
}

fn shrink_player_1(g: Game) -> Game {
    let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 4, |name| match name {
        "Brazil" => (PlayerId(0), 10),
        "North Africa" => (PlayerId(2), 1),
        n if n.len() % 2 == 0 => (PlayerId(1), 1),
        _ => (PlayerId(0), 1),
    });
    pos.rules = g.rules().clone();
    pos.missions = vec![
        Some(Mission::Territories {
            count: 40,
            min_armies: 1,
        }),
        Some(Mission::Destroy { color: 2 }),
        None,
    ];
    let g = pos.build().unwrap();
    assert!(g.territories_of(PlayerId(1)).len() < 24);
    g
}

#[test]
fn eighteen_territories_with_two_armies_and_continent_missions_are_checked_after_each_action() {
    let map = Map::classic();
    let asia = map
        .continents()
        .iter()
        .position(|c| c.name == "Asia")
        .unwrap();
    let sa = map
        .continents()
        .iter()
        .position(|c| c.name == "South America")
        .unwrap();
    let mut pos = Position::classic(3, PlayerId(0), Start::TurnStart, 2, |name| match name {
        "Brazil" => (PlayerId(0), 10),
        "North Africa" => (PlayerId(1), 1),
        "Venezuela" | "Peru" => (PlayerId(0), 2),
        "Argentina" => (PlayerId(2), 1),
        n if map
            .continent(map.territory(map.find(n).unwrap()).continent)
            .name
            == "Asia" =>
        {
            (PlayerId(0), 2)
        }
        _ => (PlayerId(2), 1),
    });
    pos.rules = Rules::secret_mission();
    let c = |i: usize| risk::engine::ContinentId(i as u8);
    pos.missions = vec![
        Some(Mission::Continents {
            continents: vec![c(asia), c(sa)],
            third: false,
        }),
        Some(Mission::Territories {
            count: 18,
            min_armies: 2,
        }),
        None,
    ];
    // Player 0 holds Asia and all of South America but Argentina: taking it completes the
    // mission in the middle of the attack step.
    let mut g = pos.build().unwrap();
    let armies = match g.phase() {
        Phase::Reinforce { armies, .. } => *armies,
        _ => 0,
    };
    g.apply(
        PlayerId(0),
        Action::Place {
            territory: map.find("Brazil").unwrap(),
            armies,
        },
    )
    .unwrap();
    assert_eq!(g.winner(), None);
    let a = attack(&g, "Brazil", "Argentina");
    let events = g.apply(PlayerId(0), a).unwrap();
    assert_eq!(g.winner(), Some(PlayerId(0)));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MissionCompleted {
            player: PlayerId(0),
            ..
        }
    )));
    g.check_invariants().unwrap();
}

#[test]
fn each_kind_of_mission_tells_its_holder_how_far_they_are() {
    // 003_959c08df1c77c745.txt, SECRET MISSION RISK: "Occupy 18 territories ... at least 2
    // troops" and the continent cards; 004_f15c8e3bd224a756.txt, MISSION RISK: the other kinds.
    let map = Map::classic();
    let continent = |name: &str| {
        let i = map.continents().iter().position(|c| c.name == name);
        risk::engine::ContinentId(i.unwrap() as u8)
    };
    let in_asia = |n: &str| {
        map.continent(map.territory(map.find(n).unwrap()).continent)
            .name
            == "Asia"
    };
    let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 2, |name| match name {
        "Brazil" => (PlayerId(0), 10),
        "Venezuela" | "Peru" => (PlayerId(0), 2),
        "North Africa" => (PlayerId(1), 1),
        n if in_asia(n) => (PlayerId(0), 2),
        _ => (PlayerId(2), 1),
    });
    pos.rules = Rules::secret_mission();
    let g = pos.build().unwrap();
    let (asia, sa) = (continent("Asia"), continent("South America"));
    let progress = |m: Mission| {
        risk::service::text::mission_progress(&g, PlayerId(0), &m, &|q| format!("P{}", q.0))
    };
    assert_eq!(
        progress(Mission::Continents {
            continents: vec![asia, sa],
            third: true
        }),
        "Asia 12 of 12 territories; South America 3 of 4 territories; no third continent held yet."
    );
    assert_eq!(
        progress(Mission::Territories {
            count: 18,
            min_armies: 2
        }),
        "15 of the 18 territories hold at least 2 armies."
    );
    assert_eq!(
        progress(Mission::Territories {
            count: 24,
            min_armies: 1
        }),
        "you hold 15 of the 24 territories."
    );
    let blue = g.color_of(PlayerId(1));
    assert_eq!(
        progress(Mission::Destroy { color: blue }),
        format!(
            "P1 ({}) still holds 1 territory with 1 army.",
            risk::engine::mission::COLOR_NAMES[blue as usize]
        )
    );
    assert_eq!(
        progress(Mission::AnyContinents { count: 1 }),
        "you hold 1 of the 1 continents (Asia) — done."
    );
    let every = progress(Mission::EveryContinent);
    assert!(
        every.starts_with("a territory on 2 of the 6 continents; none yet in ")
            && every.contains("Africa")
            && !every.contains("Asia"),
        "{every}"
    );
    assert_eq!(
        progress(Mission::Fortress { armies: 20 }),
        "your largest army is 10 in Brazil (of the 20 needed)."
    );
    assert_eq!(
        progress(Mission::Conquests { count: 3 }),
        "0 of the 3 conquests this turn."
    );
    let islands = progress(Mission::Islands { count: 3 });
    let held = map.islands().intersect(g.territories_of(PlayerId(0))).len();
    assert_eq!(islands, format!("you hold {held} of the 3 islands."));
}

#[test]
fn missions_never_appear_in_public_events_before_the_end() {
    let opts = risk::sim::SimOptions {
        record: true,
        ..Default::default()
    };
    for seed in 0..10 {
        let r = risk::sim::play(
            Lobby::new(Rules::secret_mission(), 4, seed),
            &[AiLevel::Strong; 4],
            &opts,
        )
        .unwrap();
        assert!(r.fault.is_none());
        let reveals: Vec<&Event> = r
            .events
            .iter()
            .filter(|e| matches!(e, Event::MissionCompleted { .. }))
            .collect();
        assert!(reveals.len() <= 1);
        if let Some(i) = r
            .events
            .iter()
            .position(|e| matches!(e, Event::MissionCompleted { .. }))
        {
            assert!(
                matches!(r.events[i + 1], Event::GameOver { .. }),
                "the reveal is the end"
            );
        }
    }
}

#[test]
fn headquarters_are_chosen_in_secret_revealed_together_and_captured() {
    // 003_959c08df1c77c745.txt, CAPITAL RISK: choose after deploying, reveal together, HQ cards
    // never in sets, win by capturing all opposing Headquarters while holding your own.
    let mut rules = Rules::capital();
    rules.setup = risk::engine::Setup::Deal;
    rules.placement = risk::engine::Placement::Bulk;
    let (mut g, _) = Lobby::new(rules, 3, 12).start().unwrap();
    for p in 0..3u8 {
        let t = g.territories_of(PlayerId(p)).iter().next().unwrap();
        g.apply(
            PlayerId(p),
            Action::Place {
                territory: t,
                armies: 21,
            },
        )
        .unwrap();
    }
    assert_eq!(*g.phase(), Phase::ChooseHq);
    let mut chosen = Vec::new();
    for p in 0..3u8 {
        let t = g.territories_of(PlayerId(p)).iter().last().unwrap();
        let enemy = g
            .map()
            .territory_ids()
            .find(|x| g.owner(*x) != Some(PlayerId(p)))
            .unwrap();
        assert!(
            g.apply(PlayerId(p), Action::ChooseHq { territory: enemy })
                .is_err(),
            "your own territory only"
        );
        let ev = g
            .apply(PlayerId(p), Action::ChooseHq { territory: t })
            .unwrap();
        chosen.push(t);
        // The public form of the choice hides the territory; nothing is revealed before the end.
        assert_eq!(
            ev[0].public(),
            Event::HqChosen {
                player: PlayerId(p),
                territory: None
            }
        );
        assert_eq!(ev[0].private_to(), Some(PlayerId(p)));
        if p < 2 {
            assert!(g.headquarters().is_empty());
        }
    }
    let hqs: Vec<_> = g.headquarters();
    assert_eq!(hqs.iter().map(|h| h.1).collect::<Vec<_>>(), chosen);
    assert!(
        matches!(g.phase(), Phase::Reinforce { .. }),
        "turns begin after the reveal"
    );
    // Headquarters cards left the deck for good.
    assert_eq!(g.deck_size(), 44 - 3);
    g.check_invariants().unwrap();
}

#[test]
fn capturing_every_other_headquarters_while_holding_yours_wins() {
    let map = Map::classic();
    let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 6, |name| match name {
        "Brazil" => (PlayerId(0), 20),
        "North Africa" => (PlayerId(1), 1),
        "Peru" => (PlayerId(0), 3),
        "Egypt" => (PlayerId(0), 2),
        _ => (PlayerId(2), 1),
    });
    pos.rules = Rules::capital();
    // Headquarters: player 0 Peru, player 1 North Africa, player 2 Egypt (already taken by 0).
    pos.headquarters = ["Peru", "North Africa", "Egypt"]
        .map(|n| map.find(n))
        .to_vec();
    let mut g = pos.build().unwrap();
    assert_eq!(
        g.deck_size(),
        44 - 3,
        "Headquarters cards are out of the deck"
    );
    let a = attack(&g, "Brazil", "North Africa");
    let ev = g.apply(PlayerId(0), a).unwrap();
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::HqCaptured {
            player: PlayerId(0),
            from: PlayerId(1),
            ..
        }
    )));
    assert_eq!(g.winner(), Some(PlayerId(0)));
    assert_eq!(map.name(g.hq_of(PlayerId(1)).unwrap()), "North Africa");
}

#[test]
fn two_player_setup_places_two_own_and_one_neutral_army_per_round() {
    // 003_959c08df1c77c745.txt, GAME 3 (2 players): 40 armies each and 40 neutral, 14
    // territories each dealt; 002_f99279de19c195a0.txt (2 players): each round 2 of your own and
    // then 1 neutral (`neutral_setup: interleaved`; 003's order, the preset's, is the next test's).
    let rules = Rules {
        neutral_setup: NeutralSetup::Interleaved,
        ..Rules::two_player()
    };
    let (mut g, _) = Lobby::new(rules, 2, 3).start().unwrap();
    assert_eq!(g.player_count(), 3);
    assert!(g.is_neutral(PlayerId(2)) && !g.is_neutral(PlayerId(1)));
    for p in 0..3u8 {
        assert_eq!(g.territories_of(PlayerId(p)).len(), 14);
        assert_eq!(g.setup_armies_left(PlayerId(p)), 26);
    }
    let own = |g: &Game, p: u8| g.territories_of(PlayerId(p)).iter().next().unwrap();
    let neutral = g.territories_of(PlayerId(2)).iter().next().unwrap();
    // Three own armies at once: only two are owed this round.
    let e = g
        .apply(
            PlayerId(0),
            Action::Place {
                territory: own(&g, 0),
                armies: 3,
            },
        )
        .unwrap_err();
    assert!(g
        .explain(&e, &|p| format!("P{}", p.0))
        .contains("choose 1–2"));
    g.apply(
        PlayerId(0),
        Action::Place {
            territory: own(&g, 0),
            armies: 2,
        },
    )
    .unwrap();
    let t = own(&g, 0);
    assert_eq!(
        place(&mut g, 0, t, 1).unwrap_err(),
        "This round you still place 0 on your own territories and 1 on a territory of P2."
    );
    assert_eq!(g.current(), PlayerId(0));
    g.apply(
        PlayerId(0),
        Action::Place {
            territory: neutral,
            armies: 1,
        },
    )
    .unwrap();
    assert_eq!(
        g.current(),
        PlayerId(1),
        "the round passes once 2 + 1 are placed"
    );
    assert_eq!(g.setup_armies_left(PlayerId(2)), 25);
    // Play the setup out: the neutral never gets a turn, and all 120 armies end up placed.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    while matches!(g.phase(), Phase::PlaceSetup) {
        let me = g.current();
        assert!(!g.is_neutral(me));
        let a = AiLevel::Basic.act(&g, me, &mut rng);
        g.apply(me, a).unwrap();
    }
    let total: u32 = g.players().map(|p| g.total_armies(p)).sum();
    assert_eq!(total, 120);
    assert_eq!(g.current(), PlayerId(0));
    g.check_invariants().unwrap();
}

#[test]
fn the_003_two_player_setup_places_every_own_army_before_the_neutral_ones() {
    // 003_959c08df1c77c745.txt, GAME 3 step 4: "take turns placing your remaining troops: place
    // two troops ... until you have run out of your initial 40 Infantry pieces. Then, take turns
    // placing one neutral troop ... until you have used all of the neutral army's initial 40".
    // 002_f99279de19c195a0.txt and 004_f15c8e3bd224a756.txt mix them in every round instead:
    // `two-player` (003 2-player RISK) takes 003's order, the 004 presets 004's.
    for p in PRESETS {
        let want = if p.name == "two-player" {
            NeutralSetup::OwnFirst
        } else {
            NeutralSetup::Interleaved
        };
        assert_eq!((p.rules)().neutral_setup, want, "{}", p.name);
    }
    let rules = Rules::two_player();
    let (mut g, _) = Lobby::new(rules, 2, 3).start().unwrap();
    let first = |g: &Game, p: u8| g.territories_of(PlayerId(p)).iter().next().unwrap();
    assert_eq!(g.setup_quota(), (2, false), "no neutral army owed yet");
    let (mine, neutral) = (first(&g, 0), first(&g, 2));
    place(&mut g, 0, mine, 2).unwrap();
    assert_eq!(g.current(), PlayerId(1), "two own armies make a round");
    assert_eq!(
        place(&mut g, 1, neutral, 1).unwrap_err(),
        "This round you still place 2 on your own territories and none on neutral ones."
    );
    // Play the setup out: 13 rounds of own armies each, then the 26 neutral ones, one a turn.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(4);
    let mut placers = Vec::new();
    while matches!(g.phase(), Phase::PlaceSetup) {
        let me = g.current();
        let a = AiLevel::Basic.act(&g, me, &mut rng);
        for e in g.apply(me, a).unwrap() {
            if let Event::Placed { player, .. } = e {
                placers.push((me, player == PlayerId(2)));
            }
        }
    }
    let neutral: Vec<PlayerId> = placers.iter().filter(|p| p.1).map(|p| p.0).collect();
    assert_eq!(neutral.len(), 26);
    assert!(
        placers.iter().skip_while(|p| !p.1).all(|p| p.1),
        "no own army after the first neutral one"
    );
    assert!(
        neutral.chunks(2).all(|c| c == [PlayerId(0), PlayerId(1)]),
        "the players take turns with the neutral armies, one each"
    );
    let total: u32 = g.players().map(|p| g.total_armies(p)).sum();
    assert_eq!(total, 120);
    g.check_invariants().unwrap();
    // Stored games from before the option load with the mixed rounds they were started with.
    let mut json = serde_json::to_value(Rules::two_player()).unwrap();
    json.as_object_mut()
        .unwrap()
        .remove("neutral_setup")
        .unwrap();
    let stored: Rules = serde_json::from_value(json).unwrap();
    assert_eq!(
        stored,
        Rules {
            neutral_setup: NeutralSetup::Interleaved,
            ..Rules::two_player()
        }
    );
}

#[test]
fn two_player_is_won_by_eliminating_the_opponent_while_the_neutral_remains() {
    let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 8, |name| match name {
        "Brazil" => (PlayerId(0), 10),
        "North Africa" => (PlayerId(1), 1),
        n if n.len() % 2 == 0 => (PlayerId(2), 3),
        _ => (PlayerId(0), 1),
    });
    pos.rules = Rules::two_player();
    let mut g = pos.build().unwrap();
    assert!(g.is_neutral(PlayerId(2)));
    let a = attack(&g, "Brazil", "North Africa");
    let ev = g.apply(PlayerId(0), a).unwrap();
    assert_eq!(g.winner(), Some(PlayerId(0)));
    assert!(
        !g.territories_of(PlayerId(2)).is_empty(),
        "the neutral still stands"
    );
    assert!(matches!(
        ev.last(),
        Some(Event::GameOver {
            winner: PlayerId(0)
        })
    ));
    g.check_invariants().unwrap();
}

#[test]
fn neutral_armies_with_claimed_territories_are_refused_at_the_start() {
    let mut rules = Rules::two_player();
    rules.setup = risk::engine::Setup::Claim;
    let e = Lobby::new(rules, 2, 1).start().unwrap_err();
    assert_eq!(e.to_string(), "these rules cannot be combined: with neutral armies the territories are dealt (setup: deal), not claimed");
}

#[test]
fn four_passive_neutrals_get_one_army_each_per_round() {
    // 004_f15c8e3bd224a756.txt, 2-player with passive neutrals: 36 armies each, 4 neutrals of 24,
    // 9 territories per player and 6 per neutral; each turn 3 of your own and 1 per neutral.
    let (mut g, _) = Lobby::new(Rules::two_player_neutrals(), 2, 5)
        .start()
        .unwrap();
    assert_eq!(g.player_count(), 6);
    let sizes: Vec<usize> = g.players().map(|p| g.territories_of(p).len()).collect();
    assert_eq!(sizes, [9, 9, 6, 6, 6, 6]);
    let left: Vec<u16> = g.players().map(|p| g.setup_armies_left(p)).collect();
    assert_eq!(left, [27, 27, 18, 18, 18, 18]);
    let first = |g: &Game, p: u8| g.territories_of(PlayerId(p)).iter().next().unwrap();
    g.apply(
        PlayerId(0),
        Action::Place {
            territory: first(&g, 0),
            armies: 3,
        },
    )
    .unwrap();
    g.apply(
        PlayerId(0),
        Action::Place {
            territory: first(&g, 2),
            armies: 1,
        },
    )
    .unwrap();
    let again = g.apply(
        PlayerId(0),
        Action::Place {
            territory: first(&g, 2),
            armies: 1,
        },
    );
    assert!(again.is_err(), "one army per neutral per round");
    for n in 3..6 {
        assert_eq!(g.current(), PlayerId(0));
        g.apply(
            PlayerId(0),
            Action::Place {
                territory: first(&g, n),
                armies: 1,
            },
        )
        .unwrap();
    }
    assert_eq!(
        g.current(),
        PlayerId(1),
        "3 own + 4 neutral armies make a round"
    );
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(2);
    while matches!(g.phase(), Phase::PlaceSetup) {
        let me = g.current();
        let a = AiLevel::Strong.act(&g, me, &mut rng);
        g.apply(me, a).unwrap();
    }
    let total: u32 = g.players().map(|p| g.total_armies(p)).sum();
    assert_eq!(total, 2 * 36 + 4 * 24);
    g.check_invariants().unwrap();
}

#[test]
fn the_shorter_capital_game_needs_two_or_three_headquarters_by_player_count() {
    // 003_959c08df1c77c745.txt, Capital RISK, WINNING: "If you wish, you can shorten the game
    // even further: 4 players: Capture any 2 opposing Headquarters ... 5 players: ... 3".
    let short = Rules {
        victory: Victory::Capital {
            goal: CapitalGoal::Short,
        },
        ..Rules::capital()
    };
    for (n, want) in [
        (3u8, CapitalGoal::All),
        (4, CapitalGoal::Others(2)),
        (5, CapitalGoal::Others(3)),
    ] {
        let (g, _) = Lobby::new(short.clone(), n, 1).start().unwrap();
        assert_eq!(
            g.rules().victory,
            Victory::Capital { goal: want },
            "{n} players"
        );
    }
}

#[test]
fn public_events_of_every_preset_hold_no_secret() {
    // Hands, drawn cards, bribe cards, Headquarters before the reveal and unclaimed missions
    // reach a channel only through `Event::public`, which must strip every secret.
    use risk::engine::rules::PRESETS;
    use risk::sim::{play, SimOptions};
    for p in PRESETS {
        let rules = (p.rules)();
        let n = rules
            .min_players
            .max(if rules.victory == Victory::Team { 4 } else { 3 })
            .min(rules.max_players);
        let opts = SimOptions {
            record: true,
            ..SimOptions::default()
        };
        let seats = vec![AiLevel::Basic; n as usize];
        let report = play(Lobby::new(rules, n, 21), &seats, &opts).unwrap();
        assert!(report.fault.is_none(), "{}: {:?}", p.name, report.fault);
        let g = &report.game;
        let mut secrets = 0;
        for e in &report.events {
            secrets += e.private_to().is_some() as u32;
            let public = e.public();
            assert_eq!(public.private_to(), None, "{}: {public:?}", p.name);
            let text = format!("{public:?}");
            // Unclaimed Mission RISK cards never appear in public events.
            if !matches!(
                public,
                Event::MissionClaimed { .. } | Event::MissionRevealed { .. }
            ) {
                for q in g.players() {
                    for m in g.ranked_missions(q).iter().filter(|m| !m.claimed) {
                        assert!(
                            !text.contains(&format!("{:?}", m.mission)),
                            "{}: {text}",
                            p.name
                        );
                    }
                }
            }
        }
        assert!(secrets > 0, "{}: a whole game has private events", p.name);
    }
}

#[test]
fn destroying_your_own_target_yourself_wins_at_once() {
    // 003_959c08df1c77c745.txt, ELIMINATING AN OPPONENT: "Of course, if your secret mission was
    // to eliminate that opponent, you win the game." Under either reading of a target destroyed
    // by someone else, and with far fewer than 24 territories.
    for by_other in [DestroyedByOther::Completes, DestroyedByOther::Occupy24] {
        let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 4, |name| match name {
            "Brazil" => (PlayerId(0), 10),
            "Peru" => (PlayerId(0), 1),
            "North Africa" | "Egypt" => (PlayerId(2), 1),
            _ => (PlayerId(1), 1),
        });
        let mut rules = Rules::secret_mission();
        if let Victory::SecretMission {
            destroyed_by_other, ..
        } = &mut rules.victory
        {
            *destroyed_by_other = by_other;
        }
        pos.rules = rules;
        let target = Mission::Destroy { color: 2 };
        pos.missions = vec![
            Some(target.clone()),
            Some(Mission::Territories {
                count: 40,
                min_armies: 1,
            }),
            None,
        ];
        let mut g = pos.build().unwrap();
        let six = |g: &mut Game, a| {
            g.apply_with(
                PlayerId(0),
                a,
                &mut risk::engine::ScriptedDice::new([6, 6, 6, 1]),
            )
            .unwrap()
        };
        let a = attack(&g, "Brazil", "North Africa");
        six(&mut g, a);
        assert_eq!(g.winner(), None, "player 2 still holds Egypt");
        if let Phase::Occupy { max, .. } = *g.phase() {
            g.apply(PlayerId(0), Action::Occupy { armies: max })
                .unwrap();
        }
        let a = attack(&g, "North Africa", "Egypt");
        let events = six(&mut g, a);
        assert_eq!(g.winner(), Some(PlayerId(0)), "{by_other:?}");
        assert!(events.contains(&Event::MissionCompleted {
            player: PlayerId(0),
            mission: target.clone()
        }));
        assert!(g.territories_of(PlayerId(0)).len() < 24);
    }
}
