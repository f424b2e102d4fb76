//! Engine behaviour that is easier to state in code than as a scenario file.

mod support;
use support::t;

use risk::engine::{
    Action, AttackMode, Event, Lobby, Phase, Placement, PlayerId, Position, Rules, ScriptedDice,
    Setup, SetupError, Start, TerritoryId,
};

/// A 3-player position: player 0 holds `a` armies on Brazil, player 1 `d` on North Africa and
/// Egypt (1), everything else belongs to player 2.
fn duel(a: u16, d: u16) -> risk::engine::Game {
    Position::classic(3, PlayerId(0), Start::Attack, 3, |name| match name {
        "Brazil" => (PlayerId(0), a),
        "North Africa" => (PlayerId(1), d),
        "Egypt" => (PlayerId(1), 1),
        _ => (PlayerId(2), 1),
    })
    .build()
    .unwrap()
}

#[test]
fn player_counts_follow_each_book() {
    // 003_959c08df1c77c745.txt, Classic RISK: 3-5 players; 002_f99279de19c195a0.txt, Global
    // Domination: 3-6 (a sixth player starts with 20 armies).
    for (rules, max) in [(Rules::classic(), 5), (Rules::global_domination(), 6)] {
        for n in [0, 1, 2, max + 1] {
            let err = Lobby::new(rules.clone(), n, 1).start().unwrap_err();
            assert_eq!(
                err,
                SetupError::PlayerCount {
                    given: n,
                    min: 3,
                    max
                }
            );
        }
        assert!(Lobby::new(rules, max, 1).start().is_ok());
    }
}

#[test]
fn bulk_placement_lets_each_player_place_everything_in_one_go() {
    // Asynchronous option beside 002's one-at-a-time placement (INITIAL ARMY PLACEMENT).
    let mut r = Rules::classic();
    r.setup = Setup::Deal;
    r.placement = Placement::Bulk;
    let (mut g, events) = Lobby::new(r, 3, 4).start().unwrap();
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::Dealt { .. }))
            .count(),
        3
    );
    for p in 0..3u8 {
        assert_eq!(g.current(), PlayerId(p));
        let mine: Vec<TerritoryId> = g.territories_of(PlayerId(p)).iter().collect();
        let left = g.setup_armies_left(PlayerId(p));
        assert_eq!(left, 35 - 14);
        // Half on one territory, the rest on another: the turn passes only when all are placed.
        g.apply(
            PlayerId(p),
            Action::Place {
                territory: mine[0],
                armies: 10,
            },
        )
        .unwrap();
        assert_eq!(g.current(), PlayerId(p));
        let ev = g
            .apply(
                PlayerId(p),
                Action::Place {
                    territory: mine[1],
                    armies: left - 10,
                },
            )
            .unwrap();
        if p == 2 {
            assert!(ev.contains(&Event::SetupComplete));
        }
    }
    assert!(matches!(g.phase(), Phase::Reinforce { .. }));
    assert_eq!(g.current(), PlayerId(0));
    assert_eq!(g.total_armies(PlayerId(1)), 35);
}

#[test]
fn one_at_a_time_placement_refuses_more_than_one_army() {
    let mut r = Rules::classic();
    r.setup = Setup::Deal;
    let (mut g, _) = Lobby::new(r, 3, 4).start().unwrap();
    let mine = g.territories_of(PlayerId(0)).iter().next().unwrap();
    let before = g.armies(mine);
    assert!(g
        .apply(
            PlayerId(0),
            Action::Place {
                territory: mine,
                armies: 2
            }
        )
        .is_err());
    g.apply(
        PlayerId(0),
        Action::Place {
            territory: mine,
            armies: 1,
        },
    )
    .unwrap();
    assert_eq!(g.armies(mine), before + 1);
    assert_eq!(g.current(), PlayerId(1));
}

#[test]
fn blitz_with_stacks_above_255_armies_terminates() {
    // Regression: dice counts were once narrowed to u8 before capping, rolling 0 dice forever.
    let mut g = duel(300, 260);
    let a = Action::Attack {
        from: t("Brazil"),
        to: t("North Africa"),
        dice: None,
        defender_dice: None,
        mode: AttackMode::Blitz { stop_at: None },
        commander: false,
    };
    let events = g.apply(PlayerId(0), a).unwrap();
    let battles = events
        .iter()
        .filter(|e| matches!(e, Event::Battle { .. }))
        .count();
    assert!(
        battles >= 130,
        "each roll removes at most 2 armies: {battles}"
    );
    assert!(g.armies(t("Brazil")) == 1 || g.owner(t("North Africa")) == Some(PlayerId(0)));
    g.check_invariants().unwrap();
}

#[test]
fn a_conquering_roll_never_costs_the_attacker_an_army() {
    // 002 says move in at least the dice rolled; 003/004 say the surviving attacking troops move
    // in. The readings agree because the roll that takes a territory never costs the attacker:
    // checked here over every face combination, so one move-in rule serves all three books.
    for att in 1..=3u8 {
        for def in 1..=2u16 {
            for code in 0..6u32.pow(att as u32 + def as u32) {
                let faces: Vec<u8> = (0..att as u32 + def as u32)
                    .map(|i| (code / 6u32.pow(i) % 6 + 1) as u8)
                    .collect();
                let mut g = duel(att as u16 + 3, def);
                let a = Action::Attack {
                    from: t("Brazil"),
                    to: t("North Africa"),
                    dice: Some(att),
                    defender_dice: Some(def as u8),
                    mode: AttackMode::Once,
                    commander: false,
                };
                let ev = g
                    .apply_with(PlayerId(0), a, &mut ScriptedDice::new(faces))
                    .unwrap();
                if let Some(Event::Conquered { moved, .. }) = ev.get(1) {
                    assert_eq!(*moved, att as u16, "all {att} attacking armies survive");
                    assert!(matches!(
                        ev[0],
                        Event::Battle {
                            attacker_losses: 0,
                            ..
                        }
                    ));
                }
            }
        }
    }
}

#[test]
fn drawn_cards_are_secret_in_the_public_form_of_an_event() {
    let e = Event::CardDrawn {
        player: PlayerId(1),
        card: Some(risk::engine::CardId(7)),
    };
    assert_eq!(e.private_to(), Some(PlayerId(1)));
    assert_eq!(
        e.public(),
        Event::CardDrawn {
            player: PlayerId(1),
            card: None
        }
    );
    assert_eq!(e.public().private_to(), None);
}

#[test]
fn claimed_setup_places_every_starting_army_before_turn_one() {
    // 002_f99279de19c195a0.txt, INITIAL ARMY PLACEMENT: claim all 42, then place the rest in turn.
    let (mut g, _) = Lobby::new(Rules::classic(), 4, 8).start().unwrap();
    let map = g.map().clone();
    let mut ids = map.territory_ids();
    let mut actions = 0;
    while matches!(g.phase(), Phase::Claim | Phase::PlaceSetup) {
        let me = g.current();
        let a = if *g.phase() == Phase::Claim {
            Action::Claim {
                territory: ids.next().unwrap(),
            }
        } else {
            Action::Place {
                territory: g.territories_of(me).iter().next().unwrap(),
                armies: 1,
            }
        };
        g.apply(me, a).unwrap();
        actions += 1;
    }
    assert_eq!(actions, 4 * 30);
    let total: u32 = g.players().map(|p| g.total_armies(p)).sum();
    assert_eq!(total, 120);
    assert_eq!(g.turn(), 1);
    g.check_invariants().unwrap();
}
