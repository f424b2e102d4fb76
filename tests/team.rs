//! Team RISK (004_f15c8e3bd224a756.txt, TEAM RISK): two alternating teams, shared territories
//! controlled by majority, fortifying through teammates, one team hand, no attacking
//! teammates, and the end when one player of a team is eliminated.

mod support;
use support::t;

use risk::engine::{
    Action, CardId, Event, Lobby, Phase, PlayerId, Position, RuleViolation, Rules, ScriptedDice,
    SetupError, Start,
};

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);
const P2: PlayerId = PlayerId(2);
const P3: PlayerId = PlayerId(3);

/// Four players: team 0 (seats 0, 2) and team 1 (seats 1, 3). Player 0 holds Australia and
/// Siam (3 each), player 2 India and China, player 1 North Africa, player 3 the rest.
fn team_position(start: Start, shared: Vec<(&str, PlayerId, u16)>) -> Position {
    let mut pos = Position::classic(4, P0, start, 3, |name| match name {
        "Indonesia" | "New Guinea" | "Eastern Australia" | "Western Australia" | "Siam" => (P0, 3),
        "India" | "China" => (P2, 3),
        "North Africa" => (P1, 2),
        "Brazil" => (P0, 10),
        _ => (P3, 1),
    });
    pos.rules = Rules::team();
    pos.shared = shared.into_iter().map(|(n, p, a)| (t(n), p, a)).collect();
    pos
}

#[test]
fn teams_alternate_and_need_four_or_six_players() {
    // 004, TEAM RISK: "For 4 or 6 Players in 2 Teams"; "the two teams alternate taking turns".
    for n in [4u8, 6] {
        let (g, _) = Lobby::new(Rules::team(), n, 1).start().unwrap();
        assert!(g.same_side(PlayerId(0), PlayerId(2)));
        assert!(!g.same_side(PlayerId(0), PlayerId(1)));
    }
    assert!(matches!(
        Lobby::new(Rules::team(), 5, 1).start(),
        Err(SetupError::Combination(_))
    ));
    assert!(matches!(
        Lobby::new(Rules::team(), 3, 1).start(),
        Err(SetupError::PlayerCount { .. })
    ));
}

#[test]
fn the_majority_controls_a_shared_territory_and_a_tie_loses_the_continent_bonus() {
    // 004, Receive reinforcements: "The player that has the most units in a territory
    // controls that territory. If two players tie for the most, then NO ONE controls that
    // territory" — and "the continent bonus is lost as well".
    let g = team_position(
        Start::TurnStart,
        vec![("Indonesia", P2, 3), ("India", P0, 1)],
    )
    .build()
    .unwrap();
    assert_eq!(g.controller(t("Indonesia")), None, "3 against 3: nobody");
    assert_eq!(g.controller(t("India")), Some(P2), "3 against 1");
    assert_eq!(g.units(t("India"), P0), 1);
    assert_eq!(g.armies(t("India")), 4);
    assert_eq!(g.continents_of(P0).count(), 0, "Australia's bonus is lost");
    // Player 0 controls Siam, New Guinea and both Australias (4 + Brazil = 5): 3 armies.
    assert_eq!(g.reinforcement(P0), 3);
    let g = team_position(Start::TurnStart, vec![("Indonesia", P2, 2)])
        .build()
        .unwrap();
    assert_eq!(g.controller(t("Indonesia")), Some(P0));
    assert_eq!(g.reinforcement(P0), 3 + 2, "with Australia controlled");
}

#[test]
fn teammates_are_never_attacked_and_only_your_own_armies_attack() {
    // 004, Combat: "You may not attack another player on your team."
    let mut g = team_position(Start::Attack, vec![("India", P0, 1)])
        .build()
        .unwrap();
    let v = g
        .apply(P0, Action::blitz(t("Siam"), t("China")))
        .unwrap_err();
    assert!(matches!(v, RuleViolation::OwnTerritory { .. }));
    assert!(g
        .explain(&v, &|p| format!("P{}", p.0))
        .contains("your own side"));
    // India holds 3 of player 2's armies and 1 of player 0's: player 0 attacks with that one
    // army only (decision: your own armies fight; teammates' stay), and it moves in.
    let three = Action::once(t("India"), t("Middle East"), Some(3));
    assert!(matches!(
        g.apply(P0, three),
        Err(RuleViolation::AttackerDice { max: 1, .. })
    ));
    let ev = g
        .apply_with(
            P0,
            Action::blitz(t("India"), t("Middle East")),
            &mut ScriptedDice::new([6, 1]),
        )
        .unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Conquered { moved: 1, .. })));
    assert_eq!(g.units(t("Middle East"), P0), 1);
    assert_eq!(g.units(t("India"), P0), 0);
    assert_eq!(g.armies(t("India")), 3);
    assert_eq!(g.owner(t("India")), Some(P2));
}

#[test]
fn fortify_moves_your_armies_into_and_through_teammates_territories() {
    // 004, Fortify your position: "you may move into other team member's territories" and
    // "count teammates' territories ... as friendly ... when figuring out what is connected".
    let mut g = team_position(Start::Fortify, vec![]).build().unwrap();
    // Indonesia → Siam (own) → India (player 2's) → Middle East is player 3's: not reachable;
    // India itself is: player 0's armies join player 2's there.
    g.apply(
        P0,
        Action::Fortify {
            from: t("Indonesia"),
            to: t("India"),
            armies: 2,
        },
    )
    .unwrap();
    assert_eq!(g.units(t("India"), P0), 2);
    assert_eq!(g.units(t("India"), P2), 3);
    assert_eq!(g.owner(t("India")), Some(P2), "player 2 still has the most");
    assert_eq!(g.current(), P1);
}

#[test]
fn the_team_hand_passes_to_the_next_teammate_and_five_cards_force_a_trade() {
    // 004, Collect a Territory card: "At the end of your turn, pass your team's cards to the
    // next player on your team"; "If a player gets the team's cards and there are 5 cards,
    // he/she must turn in a set."
    let mut pos = team_position(Start::Attack, vec![]);
    let cards: Vec<CardId> = ["Alaska", "Alberta", "Ontario", "Quebec"]
        .iter()
        .map(|n| CardId::of(t(n)))
        .collect();
    pos.hands = vec![(P0, cards)];
    let mut g = pos.build().unwrap();
    // Player 0 conquers Peru from player 3 (one card drawn), then ends the turn.
    g.apply_with(
        P0,
        Action::blitz(t("Brazil"), t("Peru")),
        &mut ScriptedDice::new([6, 1]),
    )
    .unwrap();
    if let Phase::Occupy { min, .. } = *g.phase() {
        g.apply(P0, Action::Occupy { armies: min }).unwrap();
    }
    g.apply(P0, Action::End).unwrap();
    let ev = g.apply(P0, Action::End).unwrap();
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::HandPassed {
            from: P0,
            to: P2,
            cards: 5
        }
    )));
    assert_eq!(g.hand_size(P0), 0);
    assert_eq!(g.hand_size(P2), 5);
    // Player 1 passes; player 2 starts with the team's 5 cards and must trade first.
    let Phase::Reinforce { armies, .. } = *g.phase() else {
        panic!("player 1 drafts")
    };
    g.apply(
        P1,
        Action::Place {
            territory: t("North Africa"),
            armies,
        },
    )
    .unwrap();
    g.apply(P1, Action::End).unwrap();
    g.apply(P1, Action::End).unwrap();
    assert_eq!(g.current(), P2);
    assert!(g.must_trade());
    let v = g
        .apply(
            P2,
            Action::Place {
                territory: t("India"),
                armies: 1,
            },
        )
        .unwrap_err();
    assert!(matches!(v, RuleViolation::MustTrade { cards: 5 }));
}

#[test]
fn one_eliminated_player_ends_the_game_for_their_whole_team() {
    // 004, WINNING: "When one player from a team is eliminated, the opposing team wins."
    let mut g = team_position(Start::Attack, vec![]).build().unwrap();
    assert!(g.has_armies(P3));
    let ev = g
        .apply_with(
            P0,
            Action::blitz(t("Brazil"), t("North Africa")),
            &mut ScriptedDice::new([6, 6, 1, 1]),
        )
        .unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Eliminated { player: P1, .. })));
    assert!(!g.is_eliminated(P3), "the teammate still has armies");
    assert_eq!(g.winner(), Some(P0));
    assert!(g.victory_reason().unwrap().starts_with("team victory"));
    // A shared territory: the defenders fall from the holder first, then the teammate.
    let mut g = team_position(Start::Attack, vec![("North Africa", P3, 1)])
        .build()
        .unwrap();
    assert_eq!(g.owner(t("North Africa")), Some(P1));
    g.apply_with(
        P0,
        Action::Attack {
            from: t("Brazil"),
            to: t("North Africa"),
            dice: Some(3),
            defender_dice: Some(2),
            mode: risk::engine::AttackMode::Once,
            commander: false,
        },
        &mut ScriptedDice::new([6, 6, 6, 1, 1]),
    )
    .unwrap();
    assert_eq!(g.units(t("North Africa"), P1), 0);
    assert_eq!(g.units(t("North Africa"), P3), 1);
    assert_eq!(g.owner(t("North Africa")), Some(P3));
    assert!(
        g.is_eliminated(P1),
        "player 1's last armies fell in a shared territory"
    );
    assert_eq!(g.winner(), Some(P0));
}

#[test]
fn a_whole_team_game_keeps_every_invariant() {
    let (mut g, _) = Lobby::new(Rules::team(), 6, 9).start().unwrap();
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(9);
    for _ in 0..200_000 {
        if g.winner().is_some() {
            break;
        }
        let me = g.current();
        let a = risk::ai::AiLevel::Basic.act(&g, me, &mut rng);
        g.apply(me, a).unwrap();
        g.check_invariants().unwrap();
    }
    let w = g.winner().expect("the game ends");
    assert!(g
        .players()
        .any(|q| !g.same_side(w, q) && g.is_eliminated(q)));
}
