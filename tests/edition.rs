//! The cities-and-capitals edition (000_1e96dd3c8efb8ddb.txt, 001_0739e66751e96360.txt):
//! Basic Training and World Conquest — cities, capitals, star cards, Objectives.

mod support;
use support::{card, t};

use risk::engine::edition::{Objective, BASIC_TRAINING_CITIES};
use risk::engine::rules::{Capitals, CardValues};
use risk::engine::{
    Action, CardMask, Event, Game, Lobby, Map, Phase, PlayerId, Position, RuleViolation, Rules,
    Setup, SetupError, Start, TerritoryId,
};

/// A Basic Training position: `mine` belong to player 0 (3 armies each), the rest alternate
/// between players 1 and 2 (1 army each).
fn position(mine: &[&str], start: Start) -> Position {
    let map = Map::classic();
    let mine: Vec<TerritoryId> = mine.iter().map(|n| map.find(n).unwrap()).collect();
    let mut pos = Position::classic(3, PlayerId(0), start, 5, |name| {
        let id = map.find(name).unwrap();
        if mine.contains(&id) {
            (PlayerId(0), 3)
        } else if id.0 % 2 == 0 {
            (PlayerId(1), 1)
        } else {
            (PlayerId(2), 1)
        }
    });
    pos.rules = Rules::basic_training();
    pos
}

fn to_place(g: &Game) -> u16 {
    match *g.phase() {
        Phase::Reinforce { armies, .. } => armies,
        ref p => panic!("not reinforcing: {p:?}"),
    }
}

#[test]
fn basic_training_sets_up_cities_starting_cards_and_capitals() {
    // 000: PLACE CITIES (15 listed), troops 30/25/20, "The third and fourth players start with
    // one card. The fifth player starts with two cards."; the deck has 42 cards and no wilds.
    let (g, events) = Lobby::new(Rules::basic_training(), 5, 3).start().unwrap();
    let map = g.map().clone();
    let cities: Vec<&str> = g.cities().iter().map(|c| map.name(c)).collect();
    assert_eq!(cities.len(), 15);
    for c in BASIC_TRAINING_CITIES {
        assert!(g.cities().contains(map.find(c).unwrap()), "{c}");
    }
    let hands: Vec<usize> = g.players().map(|p| g.hand_size(p)).collect();
    assert_eq!(hands, [0, 0, 1, 1, 2]);
    assert_eq!(g.deck_size(), 42 - 4);
    assert_eq!(g.card_count(), 42);
    // Dealt at random (decision), 20 armies each for 5 players: 20 minus the dealt territories.
    let left: Vec<u16> = g.players().map(|p| g.setup_armies_left(p)).collect();
    let dealt: Vec<u16> = g
        .players()
        .map(|p| g.territories_of(p).len() as u16)
        .collect();
    for i in 0..5 {
        assert_eq!(left[i] + dealt[i], 20);
    }
    // The starting cards are private.
    for e in &events {
        if let Event::CardDrawn { .. } = e {
            assert_eq!(
                e.public(),
                Event::CardDrawn {
                    player: e.private_to().unwrap(),
                    card: None
                }
            );
        }
    }
    for (n, armies) in [(3u8, 30u16), (4, 25), (5, 20)] {
        assert_eq!(
            Rules::basic_training().starting_armies(n as usize),
            Some(armies)
        );
    }
}

#[test]
fn capitals_are_placed_in_turn_after_setup_and_are_public() {
    // Basic Training's setup charts are missing from the text: players place their capitals.
    let (mut g, _) = Lobby::new(Rules::basic_training(), 3, 8).start().unwrap();
    let mut events = Vec::new();
    while matches!(g.phase(), Phase::PlaceSetup) {
        let p = g.current();
        let own = g.territories_of(p).iter().next().unwrap();
        g.apply(
            p,
            Action::Place {
                territory: own,
                armies: 1,
            },
        )
        .unwrap();
    }
    assert_eq!(*g.phase(), Phase::ChooseHq);
    for k in 0..3u8 {
        let p = g.current();
        assert_eq!(p, PlayerId(k));
        let enemy = g
            .territories_of(PlayerId((k + 1) % 3))
            .iter()
            .next()
            .unwrap();
        let refused = g
            .apply(p, Action::ChooseHq { territory: enemy })
            .unwrap_err();
        assert!(matches!(refused, RuleViolation::NotYours { .. }));
        let own = g.territories_of(p).iter().next().unwrap();
        events.extend(g.apply(p, Action::ChooseHq { territory: own }).unwrap());
        assert_eq!(g.capital_of(p), Some(own));
    }
    let placed: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::CapitalPlaced { .. }))
        .collect();
    assert_eq!(placed.len(), 3);
    assert!(
        placed.iter().all(|e| e.public() == **e),
        "capitals are public"
    );
    assert!(matches!(g.phase(), Phase::Reinforce { .. }));
}

#[test]
fn the_draft_counts_cities_continents_and_capitals() {
    // 000, HOW TO DRAFT TROOPS: (territories + cities) / 3 (at least 3) + continent bonuses
    // + one per capital you control, your own included.
    let mine = [
        "Brazil",
        "Peru",
        "Venezuela",
        "Argentina",
        "Egypt",
        "Japan",
        "India",
    ];
    let mut pos = position(&mine, Start::TurnStart);
    pos.capitals = vec![Some(t("Peru")), Some(t("Egypt")), Some(t("Alaska"))];
    let g = pos.build().unwrap();
    // 7 territories + 4 cities (Brazil, Egypt, Japan, India) = 11 / 3 = 3; South America 2;
    // two capitals (Peru, Egypt).
    assert_eq!(g.reinforcement(PlayerId(0)), 3 + 2 + 2);
    assert_eq!(to_place(&g), 7);
    let mut classic = position(&mine, Start::TurnStart);
    classic.rules = Rules::classic();
    assert_eq!(classic.build().unwrap().reinforcement(PlayerId(0)), 3 + 2);
}

#[test]
fn star_cards_trade_two_to_ten_stars_by_the_chart() {
    // 000, CARDS: "You may turn in 2 to 10 stars"; the chart 2→2, 3→4, ... 10→30. Stars per
    // card are the project's choice (data/cards/stars.toml): Brazil 2, Peru 1, Alaska 2.
    let mut pos = position(&["Brazil", "Peru"], Start::TurnStart);
    pos.hands = vec![(
        PlayerId(0),
        vec![card("Brazil"), card("Peru"), card("Alaska"), card("Quebec")],
    )];
    let mut g = pos.build().unwrap();
    assert_eq!(g.card_stars(card("Brazil")), 2);
    assert_eq!(g.card_stars(card("Peru")), 1);
    assert!(g.card_name(card("Brazil")).contains("★★"));
    let before = to_place(&g);
    let one = Action::TradeStars {
        cards: CardMask::of([card("Peru")]),
    };
    assert_eq!(
        g.apply(PlayerId(0), one).unwrap_err(),
        RuleViolation::Stars { stars: 1 }
    );
    let not_mine = Action::TradeStars {
        cards: CardMask::of([card("Peru"), card("China")]),
    };
    assert!(matches!(
        g.apply(PlayerId(0), not_mine),
        Err(RuleViolation::NotInHand { .. })
    ));
    let ev = g
        .apply(
            PlayerId(0),
            Action::TradeStars {
                cards: CardMask::of([card("Brazil"), card("Peru")]),
            },
        )
        .unwrap();
    assert!(
        matches!(
            ev[0],
            Event::StarsTraded {
                stars: 3,
                armies: 4,
                ..
            }
        ),
        "{ev:?}"
    );
    assert_eq!(to_place(&g), before + 4);
    assert_eq!(g.hand_size(PlayerId(0)), 2);
    // Three cards of any kind form no "set" here: the same action counts their stars.
    assert!(g.tradeable_sets(PlayerId(0)).is_empty());
    // After the draft, no more trading.
    let left = to_place(&g);
    g.apply(
        PlayerId(0),
        Action::Place {
            territory: t("Brazil"),
            armies: left,
        },
    )
    .unwrap();
    let late = Action::TradeStars {
        cards: CardMask::of([card("Alaska"), card("Quebec")]),
    };
    assert!(matches!(
        g.apply(PlayerId(0), late),
        Err(RuleViolation::NoTradeNow { .. })
    ));
}

/// Player 0 at 17 territories with 10 armies in Brazil, next to North Africa (player 1's).
fn seventeen() -> Position {
    let mine = [
        "Brazil",
        "Peru",
        "Venezuela",
        "Argentina",
        "Central America",
        "Alaska",
        "Alberta",
        "Ontario",
        "Quebec",
        "Greenland",
        "Iceland",
        "Madagascar",
        "Congo",
        "South Africa",
        "East Africa",
        "Egypt",
        "Siam",
    ];
    let mut pos = position(&mine, Start::Attack);
    pos.board.iter_mut().for_each(|b| {
        if b.0 == t("Brazil") {
            b.2 = 10;
        }
        if b.0 == t("North Africa") {
            b.1 = PlayerId(1);
        }
    });
    pos.capitals = vec![Some(t("Peru")), Some(t("Japan")), Some(t("Ural"))];
    pos
}

/// The current player takes the first Objective they may take now.
fn take_first_objective(g: &mut Game) -> Vec<Event> {
    let objective = g.objective_choices().first().copied();
    assert!(objective.is_some(), "an Objective to take");
    g.apply(
        g.current(),
        Action::ChooseObjective {
            objective,
            discard: None,
        },
    )
    .unwrap()
}

fn take_north_africa(g: &mut Game) -> Vec<Event> {
    let mut ev = g
        .apply(PlayerId(0), Action::blitz(t("Brazil"), t("North Africa")))
        .unwrap();
    if let Phase::Occupy { min, .. } = *g.phase() {
        ev.extend(
            g.apply(PlayerId(0), Action::Occupy { armies: min })
                .unwrap(),
        );
    }
    ev
}

#[test]
fn one_objective_is_collected_after_attacking_and_then_no_card_is_drawn() {
    // 000, HOW TO COLLECT OBJECTIVES: after attacking, one Objective achieved, and "If you
    // collect an Objective, you cannot also draw a card that turn."
    let mut g = seventeen().build().unwrap();
    take_north_africa(&mut g);
    assert_eq!(g.territories_of(PlayerId(0)).len(), 18);
    assert!(
        g.objectives_of(PlayerId(0)).is_empty(),
        "not while attacking"
    );
    // Ending the attacks offers the choice (001: "you choose one"); ending the turn without
    // choosing takes the first achieved one.
    let ev = g.apply(PlayerId(0), Action::End).unwrap();
    assert!(!ev
        .iter()
        .any(|e| matches!(e, Event::ObjectiveCollected { .. })));
    assert_eq!(
        g.objective_choices(),
        [
            Objective::Territories { count: 18 },
            Objective::Continents { count: 2 }
        ]
    );
    let ev = g.apply(PlayerId(0), Action::End).unwrap();
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::ObjectiveCollected {
            objective: Objective::Territories { count: 18 },
            ..
        }
    )));
    assert_eq!(g.objectives_open().len(), 7, "it leaves the board");
    assert!(
        !ev.iter().any(|e| matches!(e, Event::CardDrawn { .. })),
        "{ev:?}"
    );
    assert_eq!(g.hand_size(PlayerId(0)), 0);
}

#[test]
fn eligible_for_several_objectives_the_player_chooses_one() {
    // 000_1e96dd3c8efb8ddb.txt and 001_0739e66751e96360.txt, HOW TO COLLECT OBJECTIVES: "If
    // you are eligible for more than one Objective on your turn, you choose one - a player can
    // only collect one Objective on a turn."
    let p = PlayerId(0);
    let mut g = seventeen().build().unwrap();
    take_north_africa(&mut g);
    let two = Objective::Continents { count: 2 };
    // One not achieved is refused, and nothing changes.
    let before = g.objectives_open().to_vec();
    let wrong = g.apply(
        p,
        Action::ChooseObjective {
            objective: Some(Objective::Cities { count: 8 }),
            discard: None,
        },
    );
    match wrong {
        Err(RuleViolation::NoObjective { eligible, .. }) => {
            assert_eq!(eligible, [Objective::Territories { count: 18 }, two])
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(g.phase(), &Phase::Attack);
    // Taking the second one while attacking ends the attacks.
    let ev = g
        .apply(
            p,
            Action::ChooseObjective {
                objective: Some(two),
                discard: None,
            },
        )
        .unwrap();
    assert!(matches!(ev[0], Event::AttackEnded { .. }), "{ev:?}");
    assert!(matches!(
        ev[1],
        Event::ObjectiveCollected { objective, .. } if objective == two
    ));
    assert_eq!(g.phase(), &Phase::Fortify);
    assert_eq!(g.objectives_of(p), [two]);
    assert!(g
        .objectives_open()
        .contains(&Objective::Territories { count: 18 }));
    assert_eq!(g.objectives_open().len(), before.len() - 1);
    // Only one per turn.
    assert!(g.objective_choices().is_empty());
    let again = g.apply(
        p,
        Action::ChooseObjective {
            objective: Some(Objective::Territories { count: 18 }),
            discard: None,
        },
    );
    assert!(matches!(again, Err(RuleViolation::NoObjective { .. })));
    let ev = g.apply(p, Action::End).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::CardDrawn { .. })));
    assert_eq!(g.objectives_of(p), [two]);
}

#[test]
fn an_objective_may_be_declined_and_the_conquest_then_earns_a_card() {
    // 000_1e96dd3c8efb8ddb.txt, HOW TO COLLECT OBJECTIVES: "If you have achieved one of these
    // during your turn, you may take that Objective"; "If you collect an Objective, you cannot
    // also draw a card that turn." Declining keeps the Objectives on the board and the card.
    let p = PlayerId(0);
    let mut g = seventeen().build().unwrap();
    let open = g.objectives_open().len();
    take_north_africa(&mut g);
    g.apply(p, Action::End).unwrap();
    assert_eq!(g.objective_choices().len(), 2, "the choice waits");
    let ev = g
        .apply(
            p,
            Action::ChooseObjective {
                objective: None,
                discard: None,
            },
        )
        .unwrap();
    assert_eq!(ev, [Event::ObjectiveDeclined { player: p }]);
    assert!(g.objective_choices().is_empty());
    let ev = g.apply(p, Action::End).unwrap();
    assert!(!ev
        .iter()
        .any(|e| matches!(e, Event::ObjectiveCollected { .. })));
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::CardDrawn { player, .. } if *player == p)));
    assert_eq!(g.objectives_open().len(), open);
    assert!(g.objectives_of(p).is_empty());
    // With nothing achieved there is nothing to decline.
    let n = to_place(&g);
    let q = g.current();
    let t1 = g.territories_of(q).iter().next().unwrap();
    g.apply(
        q,
        Action::Place {
            territory: t1,
            armies: n,
        },
    )
    .unwrap();
    let none = g.apply(
        q,
        Action::ChooseObjective {
            objective: None,
            discard: None,
        },
    );
    assert!(matches!(
        none,
        Err(RuleViolation::NoObjective { eligible, .. }) if eligible.is_empty()
    ));
}

#[test]
fn an_open_choice_is_settled_by_the_first_fortify_move() {
    // 000_1e96dd3c8efb8ddb.txt, HOW TO COLLECT OBJECTIVES: "After you finish attacking" the
    // Objective is taken; decision: a maneuver without a choice takes the first achieved one
    // (board order), so a game never waits on the choice.
    let p = PlayerId(0);
    let mut g = seventeen().build().unwrap();
    take_north_africa(&mut g);
    g.apply(p, Action::End).unwrap();
    let first = g.objective_choices()[0];
    let ev = g
        .apply(
            p,
            Action::Fortify {
                from: t("Peru"),
                to: t("Argentina"),
                armies: 1,
            },
        )
        .unwrap();
    assert!(matches!(
        ev[0],
        Event::ObjectiveCollected { objective, .. } if objective == first
    ));
    assert_eq!(g.objectives_of(p), [first]);
}

#[test]
fn collecting_an_objective_may_discard_a_card_001() {
    // 001_0739e66751e96360.txt, HOW TO COLLECT OBJECTIVES: "you may discard a card from your
    // hand, and take that Objective".
    let p = PlayerId(0);
    let mut pos = seventeen();
    pos.hands = vec![(p, vec![card("Alaska"), card("Quebec")])];
    let mut g = pos.build().unwrap();
    take_north_africa(&mut g);
    let first = g.objective_choices()[0];
    // Not a card of the hand; not without taking an Objective.
    let not_held = g.apply(
        p,
        Action::ChooseObjective {
            objective: Some(first),
            discard: Some(card("Japan")),
        },
    );
    assert!(matches!(not_held, Err(RuleViolation::NotInHand { .. })));
    let declining = g.apply(
        p,
        Action::ChooseObjective {
            objective: None,
            discard: Some(card("Alaska")),
        },
    );
    assert!(matches!(
        declining,
        Err(RuleViolation::NoObjective { given: None, .. })
    ));
    assert_eq!(g.hand_size(p), 2);
    let ev = g
        .apply(
            p,
            Action::ChooseObjective {
                objective: Some(first),
                discard: Some(card("Alaska")),
            },
        )
        .unwrap();
    assert!(ev.contains(&Event::CardDiscarded {
        player: p,
        card: card("Alaska")
    }));
    assert_eq!(g.hand(p), [card("Quebec")]);
    assert_eq!(g.objectives_of(p), [first]);
}

#[test]
fn three_objectives_and_your_capital_at_the_end_of_your_turn_win() {
    // 000, WINNING: "You win if you have completed 3 Objectives and control your capital at
    // the end of your turn."
    let two = vec![
        Objective::Cities { count: 8 },
        Objective::Continents { count: 2 },
    ];
    let mut pos = seventeen();
    pos.objectives = vec![two.clone(), vec![], vec![]];
    let mut g = pos.build().unwrap();
    assert_eq!(g.objectives_open().len(), 6);
    take_north_africa(&mut g);
    take_first_objective(&mut g);
    assert_eq!(g.objectives_of(PlayerId(0)).len(), 3);
    assert_eq!(g.winner(), None, "only at the end of the turn");
    let ev = g.apply(PlayerId(0), Action::End).unwrap();
    assert!(matches!(
        ev.last(),
        Some(Event::GameOver {
            winner: PlayerId(0)
        })
    ));
    assert!(g.victory_reason().unwrap().contains("capital"));

    // Without your own capital, three Objectives do not win.
    let mut pos = seventeen();
    pos.objectives = vec![two, vec![], vec![]];
    pos.capitals[0] = Some(t("Japan"));
    pos.capitals[1] = Some(t("Peru"));
    let mut g = pos.build().unwrap();
    take_north_africa(&mut g);
    g.apply(PlayerId(0), Action::End).unwrap();
    g.apply(PlayerId(0), Action::End).unwrap();
    assert_eq!(g.winner(), None);
    assert_eq!(g.current(), PlayerId(1));
}

#[test]
fn eliminating_a_player_takes_their_objectives() {
    // 000: "If you eliminate another player you take that player's Objectives in addition to
    // any cards that player had."
    let map = Map::classic();
    let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 2, |name| match name {
        "Brazil" => (PlayerId(0), 20),
        "North Africa" => (PlayerId(1), 1),
        _ => (PlayerId(2), 1),
    });
    pos.rules = Rules::basic_training();
    pos.capitals = vec![Some(map.find("Brazil").unwrap()), None, None];
    pos.objectives = vec![vec![], vec![Objective::Cities { count: 8 }], vec![]];
    let mut g = pos.build().unwrap();
    let ev = g
        .apply(PlayerId(0), Action::blitz(t("Brazil"), t("North Africa")))
        .unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::ObjectivesTaken { count: 1, .. })));
    assert_eq!(
        g.objectives_of(PlayerId(0)),
        [Objective::Cities { count: 8 }]
    );
}

#[test]
fn objectives_taken_in_one_turn_compare_with_the_start_of_the_turn() {
    // 000, MAJOR OBJECTIVES: "Take control of at least 10 territories that you did not
    // control at the start of the turn."
    let mut pos = Position::classic(3, PlayerId(0), Start::TurnStart, 2, |name| match name {
        "Kamchatka" => (PlayerId(0), 60),
        _ => (PlayerId(1), 1),
    });
    pos.rules = Rules::basic_training();
    let mut g = pos.build().unwrap();
    let p = PlayerId(0);
    let take10 = Objective::TakeTerritories { count: 10 };
    let n = to_place(&g);
    g.apply(
        p,
        Action::Place {
            territory: t("Kamchatka"),
            armies: n,
        },
    )
    .unwrap();
    assert!(!g.objective_met(p, &take10));
    let mut from = t("Kamchatka");
    for to in [
        "Yakutsk",
        "Siberia",
        "Ural",
        "Afghanistan",
        "Ukraine",
        "Scandinavia",
        "Iceland",
        "Greenland",
        "Quebec",
        "Ontario",
    ] {
        g.apply(p, Action::blitz(from, t(to))).unwrap();
        if let Phase::Occupy { max, .. } = *g.phase() {
            g.apply(p, Action::Occupy { armies: max }).unwrap();
        }
        from = t(to);
    }
    assert_eq!(g.territories_of(p).len(), 11);
    assert!(g.objective_met(p, &take10));
    assert!(g.objective_met(p, &Objective::Territories { count: 11 }));
}

#[test]
fn world_conquest_puts_each_capital_on_the_first_claim_and_plays_to_domination() {
    // 000, Command Room setup (Place Capitals, 15 random cities) and WORLD CONQUEST.
    let (mut g, _) = Lobby::new(Rules::world_conquest(), 4, 12).start().unwrap();
    assert_eq!(g.cities().len(), 15);
    assert_eq!(g.rules().card_values, CardValues::Stars);
    let free: Vec<TerritoryId> = g.map().territory_ids().collect();
    for (i, &territory) in free.iter().take(5).enumerate() {
        let p = g.current();
        g.apply(p, Action::Claim { territory }).unwrap();
        if i < 4 {
            assert_eq!(
                g.capital_of(p),
                Some(territory),
                "the first claim holds the capital"
            );
        }
    }
    assert_eq!(
        g.capital_of(PlayerId(0)),
        Some(free[0]),
        "the second claim is no capital"
    );
    // Capitals on the first claim cannot be combined with dealt territories.
    let mut r = Rules::world_conquest();
    r.setup = Setup::Deal;
    assert!(matches!(
        Lobby::new(r, 4, 1).start(),
        Err(SetupError::Combination(_))
    ));
    assert_eq!(Rules::world_conquest().capitals, Capitals::FirstClaim);
}

// ---- Command Room: random Objectives with Rewards (000, REWARDS) ----

use risk::engine::edition::Reward;
use risk::engine::ScriptedDice;

/// Brazil (player 0, 10) faces North Africa (player 1, 5) in a Command Room position.
fn command_room(rewards: Vec<Vec<Reward>>) -> Position {
    let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 6, |name| match name {
        "Brazil" => (PlayerId(0), 10),
        "Peru" | "Argentina" => (PlayerId(0), 3),
        "North Africa" => (PlayerId(1), 5),
        n if n.len() % 2 == 0 => (PlayerId(1), 1),
        _ => (PlayerId(2), 1),
    });
    pos.rules = Rules::command_room();
    pos.capitals = vec![Some(t("Peru")), Some(t("North Africa")), None];
    pos.rewards = rewards;
    pos
}

fn battle(g: &mut Game, faces: &[u8]) -> Event {
    let a = Action::once(t("Brazil"), t("North Africa"), None);
    let ev = g
        .apply_with(g.current(), a, &mut ScriptedDice::new(faces.to_vec()))
        .unwrap();
    ev.into_iter()
        .find(|e| matches!(e, Event::Battle { .. }))
        .unwrap()
}

#[test]
fn command_room_lays_out_four_minor_and_four_major_objectives_with_their_rewards() {
    // 000, COMMAND ROOM: Place Objectives (4 minor, 4 major at random) and Place Rewards.
    for seed in 0..10 {
        let (g, _) = Lobby::new(Rules::command_room(), 4, seed).start().unwrap();
        let open = g.objectives_open();
        assert_eq!(open.len(), 8);
        assert_eq!(open.iter().filter(|o| o.is_major()).count(), 4);
        for (o, r) in open.iter().zip(g.objective_rewards()) {
            let r = r.expect("every Objective carries a Reward");
            let pool = if o.is_major() {
                Reward::MAJOR
            } else {
                Reward::MINOR
            };
            assert!(pool.contains(&r), "{o:?} with {r:?}");
        }
        assert_eq!(g.cities().len(), 15);
        assert_eq!(g.rules().capitals, Capitals::FirstClaim);
    }
}

#[test]
fn the_bonus_attack_and_defence_dice_replace_the_lowest_die() {
    // 000, MAJOR REWARDS: Attack Die / Defense Die.
    let mut g = command_room(vec![vec![Reward::AttackDie], vec![], vec![]])
        .build()
        .unwrap();
    // 5 2 1 against 4 3, and the bonus attack die shows 6: 6 5 2 wins twice.
    let Event::Battle {
        attacker,
        defender_losses,
        bonus,
        ..
    } = battle(&mut g, &[5, 2, 1, 4, 3, 6])
    else {
        unreachable!()
    };
    assert_eq!(attacker.faces(), [6, 5, 2]);
    assert_eq!(defender_losses, 2);
    assert_eq!(bonus.unwrap().attack_die, Some(6));
    // A bonus die lower than every die changes nothing.
    let Event::Battle { attacker, .. } = battle(&mut g, &[5, 2, 2, 4, 3, 1]) else {
        unreachable!()
    };
    assert_eq!(attacker.faces(), [5, 2, 2]);

    let mut g = command_room(vec![vec![], vec![Reward::DefenseDie], vec![]])
        .build()
        .unwrap();
    // 6 5 4 against 3 2; the bonus defence die 6 replaces the 2: 6 3 — one loss each.
    let Event::Battle {
        defender,
        attacker_losses,
        defender_losses,
        ..
    } = battle(&mut g, &[6, 5, 4, 3, 2, 6])
    else {
        unreachable!()
    };
    assert_eq!(defender.faces(), [6, 3]);
    assert_eq!((attacker_losses, defender_losses), (1, 1));
}

#[test]
fn maneuver_rewards_add_moves_and_the_guaranteed_card_comes_every_turn() {
    // 000, MINOR REWARDS: Additional Maneuver, Starting Maneuver, Guaranteed Card; MAJOR: 2
    // Troops.
    let all = vec![
        Reward::AdditionalManeuver,
        Reward::StartingManeuver,
        Reward::GuaranteedCard,
        Reward::TwoTroops,
    ];
    let mut pos = command_room(vec![all, vec![], vec![]]);
    pos.start = Start::TurnStart;
    let mut g = pos.build().unwrap();
    let base = {
        let mut plain = command_room(vec![]);
        plain.start = Start::TurnStart;
        plain.build().unwrap().reinforcement(PlayerId(0))
    };
    assert_eq!(g.reinforcement(PlayerId(0)), base + 2, "2 Troops");
    let n = to_place(&g);
    g.apply(
        PlayerId(0),
        Action::Place {
            territory: t("Brazil"),
            armies: n,
        },
    )
    .unwrap();
    // Starting Maneuver: a move before attacking keeps the attack step.
    g.apply(
        PlayerId(0),
        Action::Fortify {
            from: t("Brazil"),
            to: t("Peru"),
            armies: 2,
        },
    )
    .unwrap();
    assert_eq!(*g.phase(), Phase::Attack);
    g.apply_with(
        PlayerId(0),
        Action::Attack {
            from: t("Brazil"),
            to: t("North Africa"),
            dice: Some(1),
            defender_dice: Some(1),
            mode: risk::engine::AttackMode::Once,
            commander: false,
        },
        &mut ScriptedDice::new([1, 6]),
    )
    .unwrap();
    // Additional Maneuver: two moves at the end; the second ends the turn.
    g.apply(
        PlayerId(0),
        Action::Fortify {
            from: t("Brazil"),
            to: t("Argentina"),
            armies: 1,
        },
    )
    .unwrap();
    assert_eq!(g.current(), PlayerId(0));
    let ev = g
        .apply(
            PlayerId(0),
            Action::Fortify {
                from: t("Peru"),
                to: t("Brazil"),
                armies: 1,
            },
        )
        .unwrap();
    assert_eq!(g.current(), PlayerId(1));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            Event::CardDrawn {
                player: PlayerId(0),
                ..
            }
        )),
        "a Guaranteed Card without any conquest"
    );
}

/// Player 0 holds everything but North Africa (player 1, 5 armies) and Siam (player 2).
fn almost_all(seed: u64, rewards: Vec<Vec<Reward>>) -> Position {
    let mut pos = command_room(rewards);
    pos.seed = seed;
    for b in pos.board.iter_mut() {
        b.1 = if b.0 == t("North Africa") {
            PlayerId(1)
        } else if b.0 == t("Siam") {
            PlayerId(2)
        } else {
            PlayerId(0)
        };
    }
    pos
}

#[test]
fn rewards_come_with_objectives_airfields_boost_and_fall_and_rewards_die_with_their_owner() {
    // 000, REWARDS: collected with the Objective; Airfield: "+1 to your highest die roll for
    // any battle waged in that territory or in any adjacent territory ... If you lose control
    // of the territory containing the Airfield, then the Airfield is destroyed"; "If you
    // eliminate another player you do not get that player's Rewards."
    let seed = (0..500)
        .find(|&s| {
            let g = almost_all(s, vec![]).build().unwrap();
            g.objective_rewards().first() == Some(&Some(Reward::Airfield))
                && g.objective_met(PlayerId(0), &g.objectives_open()[0])
        })
        .expect("a seed with a met first Objective carrying an Airfield");
    let mut pos = almost_all(seed, vec![vec![], vec![], vec![Reward::TwoTroops]]);
    for b in pos.board.iter_mut() {
        if b.0 == t("India") {
            b.2 = 5;
        }
    }
    let mut g = pos.build().unwrap();
    // Siam falls first: player 2 is out, and their 2 Troops Reward dies with them.
    g.apply_with(
        PlayerId(0),
        Action::blitz(t("India"), t("Siam")),
        &mut ScriptedDice::new([6, 6, 6, 1]),
    )
    .unwrap();
    if let Phase::Occupy { min, .. } = *g.phase() {
        g.apply(PlayerId(0), Action::Occupy { armies: min })
            .unwrap();
    }
    assert!(g.is_eliminated(PlayerId(2)));
    assert!(g.rewards_of(PlayerId(2)).is_empty());
    assert!(!g.has_reward(PlayerId(0), Reward::TwoTroops));
    // Taking the first Objective ends the attacks and brings its Airfield.
    let ev = take_first_objective(&mut g);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::RewardGained {
            reward: Reward::Airfield,
            ..
        }
    )));
    assert_eq!(g.airfields_to_place(PlayerId(0)), 1);
    let wrong = g.apply(
        PlayerId(0),
        Action::PlaceAirfield {
            territory: t("North Africa"),
        },
    );
    assert!(matches!(wrong, Err(RuleViolation::NotYours { .. })));
    g.apply(
        PlayerId(0),
        Action::PlaceAirfield {
            territory: t("Western Europe"),
        },
    )
    .unwrap();
    assert_eq!(g.airfields(), [(PlayerId(0), t("Western Europe"))]);
    assert!(g.airfield_covers(PlayerId(0), t("North Africa")));
    g.apply(PlayerId(0), Action::End).unwrap();
    // Player 1 attacks the Airfield's territory: 6 against 1 (+1 for the defender's Airfield
    // = 2) still wins, and the Airfield is destroyed.
    assert_eq!(g.current(), PlayerId(1));
    let n = to_place(&g);
    g.apply(
        PlayerId(1),
        Action::Place {
            territory: t("North Africa"),
            armies: n,
        },
    )
    .unwrap();
    let ev = g
        .apply_with(
            PlayerId(1),
            Action::once(t("North Africa"), t("Western Europe"), Some(1)),
            &mut ScriptedDice::new([6, 1]),
        )
        .unwrap();
    let Some(Event::Battle {
        defender, bonus, ..
    }) = ev.iter().find(|e| matches!(e, Event::Battle { .. }))
    else {
        panic!("a battle")
    };
    assert_eq!(
        defender.faces(),
        [2],
        "the Airfield lifts the defender's 1 to 2"
    );
    assert!(bonus.unwrap().defender_airfield);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::AirfieldDestroyed {
            player: PlayerId(0),
            ..
        }
    )));
    assert!(g.airfields().is_empty());
}

// ---- Each Objective met and not met (000/001, MINOR OBJECTIVES and MAJOR OBJECTIVES) ----

/// A Command Room position (000: 15 cities at random, 4 of the 6 minor and 4 of the 6 major
/// Objectives) on the first seed whose board shows `o`. `place(name, cities)` gives each
/// territory's owner and armies knowing that seed's cities (the cities and Objectives depend
/// on the seed only, not on the board). Capitals: Peru (0), Japan (1), Ural (2).
fn showing(
    o: Objective,
    start: Start,
    place: impl Fn(&str, &[String]) -> (PlayerId, u16),
) -> Position {
    let layout = |seed: u64, place: &dyn Fn(&str) -> (PlayerId, u16)| {
        let mut pos = Position::classic(3, PlayerId(0), start, seed, place);
        pos.rules = Rules::command_room();
        pos.capitals = vec![Some(t("Peru")), Some(t("Japan")), Some(t("Ural"))];
        pos
    };
    let probe = |seed| {
        layout(seed, &|n: &str| (PlayerId(n.len() as u8 % 3), 1))
            .build()
            .unwrap()
    };
    let seed = (0..100)
        .find(|&s| probe(s).objectives_open().contains(&o))
        .expect("a seed whose board shows the Objective");
    let g = probe(seed);
    let cities: Vec<String> = g
        .cities()
        .iter()
        .map(|c| g.map().name(c).to_string())
        .collect();
    layout(seed, &|n: &str| place(n, &cities))
}

/// Whether the current player may take `o` now: if it is offered, taking it collects it; if
/// not, asking for it is refused and changes nothing.
fn collectable(g: &mut Game, o: Objective) -> bool {
    let p = g.current();
    let take = Action::ChooseObjective {
        objective: Some(o),
        discard: None,
    };
    if !g.objective_choices().contains(&o) {
        let before = g.objectives_open().to_vec();
        let refused = g.apply(p, take);
        assert!(
            matches!(refused, Err(RuleViolation::NoObjective { .. })),
            "{refused:?}"
        );
        assert_eq!(g.objectives_open(), before);
        return false;
    }
    let ev = g.apply(p, take).unwrap();
    assert!(ev.iter().any(
        |e| matches!(e, Event::ObjectiveCollected { objective, player } if *objective == o && *player == p)
    ));
    assert!(g.objectives_of(p).contains(&o));
    assert!(!g.objectives_open().contains(&o), "it leaves the board");
    true
}

/// Takes `to` from the current player's neighbouring territory with the most armies (a 6 6 6
/// against a 1), moving in as many armies as allowed.
fn conquer(g: &mut Game, to: &str) {
    let p = g.current();
    let to = t(to);
    let from = g
        .map()
        .neighbours(to)
        .iter()
        .filter(|&n| g.owner(n) == Some(p) && g.armies(n) > 1)
        .max_by_key(|&n| g.armies(n))
        .expect("a territory to attack from");
    g.apply_with(
        p,
        Action::blitz(from, to),
        &mut ScriptedDice::new([6, 6, 6, 1]),
    )
    .unwrap();
    if let Phase::Occupy { max, .. } = *g.phase() {
        g.apply(p, Action::Occupy { armies: max }).unwrap();
    }
    assert_eq!(g.owner(to), Some(p));
}

#[test]
fn objective_control_an_enemy_capital() {
    // 000_1e96dd3c8efb8ddb.txt and 001_0739e66751e96360.txt, MINOR OBJECTIVES, CONTROL AN ENEMY
    // CAPITAL: "Control at least 1 enemy capital. You do not need to be in control of your own
    // capital." Player 0's own capital, Peru, is held by player 2 throughout.
    let o = Objective::EnemyCapitals { count: 1 };
    for (japan, met) in [(0u8, true), (1, false)] {
        let pos = showing(o, Start::Attack, |n, _| match n {
            "Japan" => (PlayerId(japan), 3),
            "Peru" | "Ural" => (PlayerId(2), 1),
            n if n.len() % 2 == 0 => (PlayerId(0), 3),
            _ => (PlayerId(1), 1),
        });
        let mut g = pos.build().unwrap();
        assert_eq!(g.capitals_held(PlayerId(0)), met as usize);
        assert_eq!(collectable(&mut g, o), met, "Japan held by player {japan}");
    }
}

#[test]
fn objective_take_over_4_cities_in_1_turn() {
    // 000_1e96dd3c8efb8ddb.txt and 001_0739e66751e96360.txt, MINOR OBJECTIVES, TAKE OVER 4
    // CITIES IN 1 TURN: "Take control of at least 4 cities that you did not control at the
    // start of the turn." Player 0 starts with the other 11 cities: those do not count.
    let o = Objective::TakeCities { count: 4 };
    let pos = showing(o, Start::Attack, |n, cities| {
        if cities[..4].iter().any(|c| c == n) || n == "Alaska" {
            (PlayerId(1), 1)
        } else if n == "Kamchatka" {
            (PlayerId(2), 1)
        } else {
            (PlayerId(0), 10)
        }
    });
    let mut g = pos.build().unwrap();
    let cities: Vec<String> = g
        .cities()
        .iter()
        .map(|c| g.map().name(c).to_string())
        .collect();
    assert!(!["Alaska", "Kamchatka"]
        .iter()
        .any(|n| cities.iter().any(|c| c == n)));
    assert!(!collectable(&mut g, o), "cities held from the start");
    for c in &cities[..3] {
        conquer(&mut g, c);
    }
    assert!(!collectable(&mut g, o), "3 cities taken");
    conquer(&mut g, &cities[3]);
    assert!(collectable(&mut g, o), "4 cities taken");
}

#[test]
fn objective_take_over_an_entire_continent_in_1_turn() {
    // 000_1e96dd3c8efb8ddb.txt and 001_0739e66751e96360.txt, MAJOR OBJECTIVES, TAKE OVER AN
    // ENTIRE CONTINENT IN 1 TURN: "Take control of a continent where you did not control any
    // territory at the start of the turn." From Siam into Australia; in the second game player
    // 0 already holds Western Australia when the turn starts.
    let o = Objective::TakeContinent;
    for (held_at_start, met) in [(false, true), (true, false)] {
        let pos = showing(o, Start::Attack, |n, _| match n {
            "Siam" => (PlayerId(0), 30),
            "Western Australia" if held_at_start => (PlayerId(0), 1),
            n if n.len() % 2 == 0 => (PlayerId(1), 1),
            _ => (PlayerId(2), 1),
        });
        let mut g = pos.build().unwrap();
        assert!(!collectable(&mut g, o));
        for to in ["Indonesia", "New Guinea", "Eastern Australia"] {
            conquer(&mut g, to);
        }
        if !held_at_start {
            assert!(!collectable(&mut g, o), "not yet the whole continent");
            conquer(&mut g, "Western Australia");
        }
        assert_eq!(g.continents_of(PlayerId(0)).count(), 1, "Australia");
        assert_eq!(collectable(&mut g, o), met);
    }
}

#[test]
fn objective_control_11_cities() {
    // 000_1e96dd3c8efb8ddb.txt and 001_0739e66751e96360.txt, MAJOR OBJECTIVES, CONTROL 11
    // CITIES: "Control at least 11 cities. These can be anywhere on the board."
    let o = Objective::Cities { count: 11 };
    for (held, met) in [(11, true), (10, false)] {
        let pos = showing(o, Start::Attack, |n, cities| {
            if cities[..held].iter().any(|c| c == n) {
                (PlayerId(0), 2)
            } else if n.len() % 2 == 0 {
                (PlayerId(1), 1)
            } else {
                (PlayerId(2), 1)
            }
        });
        let mut g = pos.build().unwrap();
        assert_eq!(collectable(&mut g, o), met, "{held} cities");
    }
}

#[test]
fn objectives_control_asia_europe_and_north_america() {
    // 000_1e96dd3c8efb8ddb.txt and 001_0739e66751e96360.txt, MINOR OBJECTIVES: "CONTROL EUROPE
    // Control all 7 territories in Europe", "CONTROL NORTH AMERICA Control all 9 territories in
    // North America", "CONTROL ASIA Control all 12 territories in Asia" (Basic Training shows
    // all three: PLACE OBJECTIVES).
    let map = Map::classic();
    for (name, size) in [("Asia", 12), ("Europe", 7), ("North America", 9)] {
        let c = map.continent_named(name).unwrap();
        let o = Objective::Continent { continent: c };
        let all: Vec<&str> = map
            .continent(c)
            .territories
            .iter()
            .map(|t| map.name(t))
            .collect();
        assert_eq!(all.len(), size);
        for (mine, met) in [(&all[..], true), (&all[1..], false)] {
            let mut g = position(mine, Start::Attack).build().unwrap();
            assert!(g.objectives_open().contains(&o));
            assert_eq!(collectable(&mut g, o), met, "{name}: {} held", mine.len());
        }
    }
}

#[test]
fn two_airfields_covering_one_territory_give_one_benefit() {
    // 000_1e96dd3c8efb8ddb.txt and 001_0739e66751e96360.txt, MINOR REWARDS, Airfield: "If you
    // place two Airfields so that they affect the same territory, you may only get the benefit
    // from one Airfield." Airfields on Brazil and Congo both reach North Africa: a 5 becomes a
    // 6 (not a 7) and loses the tie to the defender's 6.
    let mut pos = command_room(vec![
        vec![Reward::Airfield, Reward::Airfield],
        vec![],
        vec![],
    ]);
    for b in pos.board.iter_mut() {
        if b.0 == t("Congo") {
            *b = (b.0, PlayerId(0), 2);
        }
    }
    pos.airfields = vec![(PlayerId(0), t("Brazil")), (PlayerId(0), t("Congo"))];
    let mut g = pos.build().unwrap();
    assert_eq!(g.airfields().len(), 2);
    let Event::Battle {
        attacker,
        attacker_losses,
        defender_losses,
        bonus,
        ..
    } = ({
        let a = Action::Attack {
            from: t("Brazil"),
            to: t("North Africa"),
            dice: Some(1),
            defender_dice: Some(1),
            mode: risk::engine::AttackMode::Once,
            commander: false,
        };
        let ev = g
            .apply_with(PlayerId(0), a, &mut ScriptedDice::new([5, 6]))
            .unwrap();
        ev.into_iter()
            .find(|e| matches!(e, Event::Battle { .. }))
            .unwrap()
    })
    else {
        unreachable!()
    };
    assert_eq!(attacker.faces(), [6], "+1 once, not +2");
    assert!(bonus.unwrap().attacker_airfield);
    assert_eq!((attacker_losses, defender_losses), (1, 0));
    // An Airfield only goes on its owner's territory.
    let mut wrong = command_room(vec![]);
    wrong.airfields = vec![(PlayerId(0), t("North Africa"))];
    assert!(wrong.build().is_err());
}

#[test]
fn a_defeated_players_capital_stays_and_drafts_a_troop_for_its_holder() {
    // 000_1e96dd3c8efb8ddb.txt and 001_0739e66751e96360.txt, ELIMINATING ANOTHER PLAYER: "Leave
    // the defeated player's capital on the board"; CAPITALS: "Draft one troop for every capital
    // you control, including your own."
    let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 2, |name| match name {
        "Kamchatka" => (PlayerId(0), 10),
        "Japan" => (PlayerId(1), 1),
        _ => (PlayerId(2), 1),
    });
    pos.rules = Rules::basic_training();
    pos.capitals = vec![Some(t("Kamchatka")), Some(t("Japan")), Some(t("Brazil"))];
    let mut g = pos.build().unwrap();
    conquer(&mut g, "Japan");
    assert!(g.is_eliminated(PlayerId(1)));
    assert_eq!(g.capital_of(PlayerId(1)), Some(t("Japan")), "it stays");
    assert_eq!(g.capitals_held(PlayerId(0)), 2);
    g.apply(PlayerId(0), Action::End).unwrap();
    g.apply(PlayerId(0), Action::End).unwrap();
    // Player 2's turn, then player 0's: Kamchatka and Japan (a city) make 3 / 3 = 1, at least
    // 3, plus one troop each for the two capitals.
    let p2 = g.current();
    assert_eq!(p2, PlayerId(2));
    let n = to_place(&g);
    g.apply(
        p2,
        Action::Place {
            territory: t("Brazil"),
            armies: n,
        },
    )
    .unwrap();
    while g.current() == p2 {
        g.apply(p2, Action::End).unwrap();
    }
    assert_eq!(g.current(), PlayerId(0));
    assert_eq!(to_place(&g), 3 + 2);
}

#[test]
fn troops_from_star_cards_are_all_placed_like_the_draft() {
    // 000_1e96dd3c8efb8ddb.txt, CARDS: turning in stars drafts troops — "Add these troops to the
    // pile in front of you"; DRAFTING: "After drafting your troops, place ALL of them into
    // territories that you control."
    let mut pos = position(&["Brazil", "Peru"], Start::TurnStart);
    pos.hands = vec![(PlayerId(0), vec![card("Brazil"), card("Peru")])];
    let mut g = pos.build().unwrap();
    let p = PlayerId(0);
    let draft = to_place(&g);
    g.apply(
        p,
        Action::TradeStars {
            cards: CardMask::of([card("Brazil"), card("Peru")]),
        },
    )
    .unwrap();
    assert_eq!(to_place(&g), draft + 4, "one pile: the draft and the stars");
    let enemy = Action::Place {
        territory: t("Alaska"),
        armies: 1,
    };
    assert!(matches!(
        g.apply(p, enemy),
        Err(RuleViolation::NotYours { .. })
    ));
    g.apply(
        p,
        Action::Place {
            territory: t("Peru"),
            armies: draft,
        },
    )
    .unwrap();
    // The star troops are still to place: no ending, no attacking before they are.
    assert_eq!(to_place(&g), 4);
    assert_eq!(
        g.apply(p, Action::End).unwrap_err(),
        RuleViolation::ArmiesLeft { left: 4 }
    );
    let attack = Action::once(t("Brazil"), t("North Africa"), None);
    assert!(matches!(
        g.apply(p, attack),
        Err(RuleViolation::WrongPhase { .. })
    ));
    g.apply(
        p,
        Action::Place {
            territory: t("Brazil"),
            armies: 4,
        },
    )
    .unwrap();
    assert_eq!(*g.phase(), Phase::Attack);
    assert_eq!(g.armies(t("Brazil")), 3 + 4);
}
