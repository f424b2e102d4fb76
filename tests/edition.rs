//! The cities-and-capitals edition (000_1e96dd3c8efb8ddb.txt, 001_0739e66751e96360.txt):
//! Basic Training and World Conquest — cities, capitals, star cards, Objectives.

use risk::engine::edition::{Objective, BASIC_TRAINING_CITIES};
use risk::engine::rules::{Capitals, CardValues};
use risk::engine::{
    Action, CardId, CardMask, Event, Game, Lobby, Map, Phase, PlayerId, Position, RuleViolation,
    Rules, Setup, SetupError, Start, TerritoryId,
};

fn t(name: &str) -> TerritoryId {
    Map::classic().find(name).unwrap()
}

fn card(name: &str) -> CardId {
    CardId(t(name).0)
}

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
    let ev = g.apply(PlayerId(0), Action::End).unwrap();
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::ObjectiveCollected {
            objective: Objective::Territories { count: 18 },
            ..
        }
    )));
    assert_eq!(g.objectives_open().len(), 7, "it leaves the board");
    let ev = g.apply(PlayerId(0), Action::End).unwrap();
    assert!(
        !ev.iter().any(|e| matches!(e, Event::CardDrawn { .. })),
        "{ev:?}"
    );
    assert_eq!(g.hand_size(PlayerId(0)), 0);
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
    g.apply(PlayerId(0), Action::End).unwrap();
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
