//! The shortcuts of a turn: `/draft` without troops places all that is left, `/move troops:all`
//! and `all but N`, and one `/end` that ends the turn when the attacks leave nothing to decide.

mod support;
use support::{actor, ok, session};

use std::sync::Arc;

use risk::engine::{Expected, Phase, PlayerId};
use risk::service::{Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, Troops};

const CH: ChannelKey = ChannelKey(7);

/// Three people, territories dealt, starting armies placed in bulk: each `/draft` without
/// troops puts a player's whole stock on one territory.
fn started() -> (GameService, Vec<Actor>) {
    let svc = GameService::new(
        Arc::new(MemoryStore::default()),
        Arc::new(|| 1_700_000_000),
        Arc::new(|| 11),
    );
    let people = vec![actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    let opts = NewGame {
        setup: Some("deal".into()),
        placement: Some("bulk".into()),
        ..NewGame::preset("classic")
    };
    ok(&svc, CH, &people[0], Command::New(Box::new(opts)));
    for p in &people[1..] {
        ok(&svc, CH, p, Command::Join { color: None });
    }
    ok(&svc, CH, &people[0], Command::Start);
    for _ in 0..3 {
        let s = session(&svc, CH);
        let g = s.game.as_ref().unwrap();
        assert!(matches!(g.expected(), Expected::PlaceSetup { .. }));
        let me = g.current();
        let t = g.territories_of(me).iter().next().unwrap();
        let who = people[me.index()].clone();
        let before = g.armies(t);
        let left = g.setup_armies_left(me);
        ok(
            &svc,
            CH,
            &who,
            Command::Draft {
                territory: g.map().name(t).into(),
                troops: Troops::All,
            },
        );
        let s = session(&svc, CH);
        let g = s.game.as_ref().unwrap();
        assert_eq!(g.armies(t), before + left, "all the stock on one territory");
        assert_eq!(g.setup_armies_left(me), 0);
    }
    (svc, people)
}

#[test]
fn draft_without_troops_places_all_and_move_takes_all_or_all_but_n() {
    let (svc, people) = started();
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.turn(), 1);
    let me = g.current();
    let who = people[me.index()].clone();
    let Expected::Draft { left } = g.expected() else {
        panic!("turn 1 starts with a draft: {:?}", g.expected());
    };
    // The strongest territory with an enemy next to it gets the whole draft.
    let from = g
        .territories_of(me)
        .iter()
        .filter(|&t| !g.attack_targets(t).is_empty())
        .max_by_key(|&t| g.armies(t))
        .unwrap();
    let before = g.armies(from);
    ok(
        &svc,
        CH,
        &who,
        Command::Draft {
            territory: g.map().name(from).into(),
            troops: Troops::All,
        },
    );
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.armies(from), before + left);
    assert_eq!(g.expected(), Expected::Attack);

    // Blitz the weakest neighbour until one falls (the seeds make this a sure thing quickly).
    let mut conquered = false;
    for _ in 0..10 {
        let s = session(&svc, CH);
        let g = s.game.as_ref().unwrap();
        if g.armies(from) < 2 {
            break;
        }
        let to = g
            .attack_targets(from)
            .iter()
            .min_by_key(|&t| g.armies(t))
            .unwrap();
        ok(
            &svc,
            CH,
            &who,
            Command::Attack {
                from: g.map().name(from).into(),
                to: g.map().name(to).into(),
                dice: None,
                blitz: true,
                stop_at: None,
                commander: false,
                move_in: None,
            },
        );
        if session(&svc, CH).game.unwrap().occupy_range().is_some() {
            conquered = true;
            break;
        }
    }
    assert!(
        conquered,
        "a blitz with the whole draft conquers a neighbour"
    );
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    let (from2, to, min, max) = g.occupy_range().unwrap();
    assert_eq!(from2, from);
    // "all but N" beyond the range is refused by the engine's own check, and changes nothing.
    let refused = svc.handle(
        CH,
        &who,
        Command::Move {
            troops: Troops::AllBut(max),
        },
    );
    assert!(refused.is_err());
    assert_eq!(
        session(&svc, CH).game.unwrap().occupy_range(),
        g.occupy_range()
    );
    if max > min {
        ok(
            &svc,
            CH,
            &who,
            Command::Move {
                troops: Troops::AllBut(1),
            },
        );
        let s = session(&svc, CH);
        let g = s.game.as_ref().unwrap();
        assert_eq!(g.armies(to), max - 1);
        assert_eq!(g.armies(from), 2, "one more than the one that must stay");
        svc.handle(CH, &who, Command::Undo).unwrap();
    }
    ok(
        &svc,
        CH,
        &who,
        Command::Move {
            troops: Troops::All,
        },
    );
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.armies(to), max);
    assert_eq!(g.armies(from), 1);
}

#[test]
fn one_end_ends_the_turn_when_the_attacks_leave_nothing_to_decide() {
    let (svc, people) = started();
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    let me = g.current();
    let who = people[me.index()].clone();
    let t = g.territories_of(me).iter().next().unwrap();
    ok(
        &svc,
        CH,
        &who,
        Command::Draft {
            territory: g.map().name(t).into(),
            troops: Troops::All,
        },
    );
    assert_eq!(*session(&svc, CH).game.unwrap().phase(), Phase::Attack);
    ok(&svc, CH, &who, Command::End);
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    assert_ne!(g.current(), me, "one /end passed the turn");
    assert_eq!(g.current(), PlayerId((me.0 + 1) % 3));
    assert!(matches!(g.expected(), Expected::Draft { .. }));

    // The fortify step is still there for /fortify straight from the attacks.
    let me = g.current();
    let who = people[me.index()].clone();
    let t = g.territories_of(me).iter().next().unwrap();
    ok(
        &svc,
        CH,
        &who,
        Command::Draft {
            territory: g.map().name(t).into(),
            troops: Troops::All,
        },
    );
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    let (from, to) = g
        .territories_of(me)
        .iter()
        .filter(|&f| g.armies(f) > 1)
        .find_map(|f| g.fortify_destinations(f).iter().next().map(|to| (f, to)))
        .expect("a fortify move exists");
    // From a territory of one army nothing can move, and the refusal says why.
    let (lone, next) = g
        .territories_of(me)
        .iter()
        .filter(|&t| g.armies(t) == 1)
        .find_map(|t| g.fortify_destinations(t).iter().next().map(|to| (t, to)))
        .expect("a territory of one army with a neighbour of the same player");
    let e = svc
        .handle(
            CH,
            &who,
            Command::Fortify {
                from: g.map().name(lone).into(),
                to: g.map().name(next).into(),
                troops: Troops::All,
            },
        )
        .unwrap_err()
        .to_string();
    assert!(e.contains("one army always stays behind"), "{e}");
    let (had, held) = (g.armies(from), g.armies(to));
    // `all but 1` moves all but the one that must stay and one more.
    ok(
        &svc,
        CH,
        &who,
        Command::Fortify {
            from: g.map().name(from).into(),
            to: g.map().name(to).into(),
            troops: Troops::AllBut(1),
        },
    );
    let g = session(&svc, CH).game.unwrap();
    assert_ne!(g.current(), me);
    assert_eq!(g.armies(from), 2, "all but 1 of the {} movable", had - 1);
    assert_eq!(g.armies(to), held + had.saturating_sub(2));
}

#[test]
fn troops_are_read_as_numbers_all_or_all_but_n() {
    assert_eq!("7".parse(), Ok(Troops::Exactly(7)));
    assert_eq!(" All ".parse(), Ok(Troops::All));
    assert_eq!("all but 2".parse(), Ok(Troops::AllBut(2)));
    let err = "most".parse::<Troops>().unwrap_err();
    assert!(err.contains("'all but N'"), "{err}");
    assert_eq!(Troops::All.of(9), 9);
    assert_eq!(Troops::AllBut(2).of(9), 7);
    assert_eq!(Troops::AllBut(20).of(9), 0);
}
