//! Two players with active neutrals (004_f15c8e3bd224a756.txt, ACTIVE NEUTRAL GAME): the
//! status track, bribes, reinforcing, attacking and fortifying with allies, the status die.

mod support;
use support::{card, t};

use risk::engine::{
    Action, AllyRefusal, CardId, Event, Game, Phase, PlayerId, Position, RuleViolation, Rules,
    ScriptedDice, Start,
};

const ME: PlayerId = PlayerId(0);
const YOU: PlayerId = PlayerId(1);
const N2: PlayerId = PlayerId(2);
const N3: PlayerId = PlayerId(3);

/// Player 0 holds South America (Brazil 10), neutral 2 holds North Africa (6) and Egypt (3),
/// neutral 3 holds Central America and the Middle East (1 each); player 1 and neutrals 4, 5 share the rest.
fn game(start: Start, hands: Vec<(PlayerId, Vec<CardId>)>) -> Game {
    let mut pos = Position::classic(6, ME, start, 4, |name| match name {
        "Brazil" => (ME, 10),
        "Peru" | "Venezuela" | "Argentina" => (ME, 2),
        "North Africa" => (N2, 6),
        "Egypt" => (N2, 3),
        "Central America" | "Middle East" => (N3, 1),
        "Western Europe" | "Southern Europe" => (YOU, 1),
        "East Africa" => (PlayerId(4), 2),
        "Congo" | "South Africa" | "Madagascar" => (PlayerId(5), 1),
        _ => (YOU, 1),
    });
    pos.rules = Rules::two_player_allies();
    pos.hands = hands;
    pos.build().unwrap()
}

fn refusal(r: Result<Vec<Event>, RuleViolation>) -> AllyRefusal {
    match r {
        Err(RuleViolation::Allies { reason }) => reason,
        other => panic!("expected an ally refusal, got {other:?}"),
    }
}

fn draft_all(g: &mut Game) {
    let Phase::Reinforce { armies, .. } = *g.phase() else {
        panic!("not drafting")
    };
    let p = g.current();
    let t = g.territories_of(p).iter().next().unwrap();
    g.apply(
        p,
        Action::Place {
            territory: t,
            armies,
        },
    )
    .unwrap();
}

#[test]
fn bribes_move_a_neutral_towards_you_two_steps_a_turn_and_never_past_five_cards() {
    // 004, STEP 1: BRIBE NEUTRALS.
    let mine = ["Alaska", "Kamchatka", "Ural", "India"].map(card);
    let yours = ["Japan", "Siam", "China"].map(card);
    let five = ["Iceland", "Ukraine", "Scandinavia", "Yakutsk", "Irkutsk"].map(card);
    let mut g = game(
        Start::TurnStart,
        vec![
            (ME, mine.to_vec()),
            (YOU, yours.to_vec()),
            (PlayerId(5), five.to_vec()),
        ],
    );
    assert_eq!(g.ally_of(N2), None, "neutrals start uninvolved");
    let ev = g
        .apply(
            ME,
            Action::Bribe {
                neutral: N2,
                card: mine[0],
            },
        )
        .unwrap();
    assert_eq!(g.ally_of(N2), Some(ME));
    assert_eq!(g.bribe_cards(N2), 1);
    assert_eq!(
        ev[0].public(),
        Event::Bribed {
            player: ME,
            neutral: N2,
            card: None,
            ally: Some(ME)
        },
        "the card itself is face down"
    );
    let again = g.apply(
        ME,
        Action::Bribe {
            neutral: N2,
            card: mine[1],
        },
    );
    assert_eq!(refusal(again), AllyRefusal::AlreadyAllied);
    let full = g.apply(
        ME,
        Action::Bribe {
            neutral: PlayerId(5),
            card: mine[1],
        },
    );
    assert_eq!(refusal(full), AllyRefusal::FullHand);
    let not_neutral = g.apply(
        ME,
        Action::Bribe {
            neutral: YOU,
            card: mine[1],
        },
    );
    assert_eq!(refusal(not_neutral), AllyRefusal::NotANeutral);
    g.apply(
        ME,
        Action::Bribe {
            neutral: N3,
            card: mine[1],
        },
    )
    .unwrap();
    draft_all(&mut g);
    let late = g.apply(
        ME,
        Action::Bribe {
            neutral: PlayerId(4),
            card: mine[2],
        },
    );
    assert_eq!(refusal(late), AllyRefusal::BribeTime);
    g.apply(ME, Action::End).unwrap();
    g.apply(ME, Action::End).unwrap();
    // The opponent pulls neutral 3 back two steps in one turn, but no further.
    assert_eq!(g.current(), YOU);
    g.apply(
        YOU,
        Action::Bribe {
            neutral: N3,
            card: yours[0],
        },
    )
    .unwrap();
    assert_eq!(g.ally_of(N3), None);
    g.apply(
        YOU,
        Action::Bribe {
            neutral: N3,
            card: yours[1],
        },
    )
    .unwrap();
    assert_eq!(g.ally_of(N3), Some(YOU));
    let third = g.apply(
        YOU,
        Action::Bribe {
            neutral: N2,
            card: yours[2],
        },
    );
    assert!(third.is_ok(), "another neutral is fine");
    assert_eq!(g.ally_of(N2), None);
    let two = g.apply(
        YOU,
        Action::Bribe {
            neutral: N2,
            card: yours[2],
        },
    );
    assert!(matches!(two, Err(RuleViolation::NotInHand { .. })));
}

/// Player 0 has bribed neutral 2 into an alliance and drafted; now attacking.
fn allied() -> Game {
    let mut g = game(Start::TurnStart, vec![(ME, vec![card("Alaska")])]);
    g.apply(
        ME,
        Action::Bribe {
            neutral: N2,
            card: card("Alaska"),
        },
    )
    .unwrap();
    draft_all(&mut g);
    assert_eq!(*g.phase(), Phase::Attack);
    g
}

#[test]
fn allies_are_reinforced_with_one_die_once_before_the_first_attack() {
    // 004, STEP 3: REINFORCE ALLIES.
    let mut g = allied();
    let wrong = g.apply(
        ME,
        Action::ReinforceAlly {
            territory: t("Central America"),
        },
    );
    assert_eq!(refusal(wrong), AllyRefusal::NotYourAlly);
    let ev = g
        .apply_with(
            ME,
            Action::ReinforceAlly {
                territory: t("Egypt"),
            },
            &mut ScriptedDice::new([4]),
        )
        .unwrap();
    assert!(matches!(
        ev[0],
        Event::AllyReinforced {
            armies: 4,
            ally: N2,
            ..
        }
    ));
    assert_eq!(g.armies(t("Egypt")), 7);
    let twice = g.apply(
        ME,
        Action::ReinforceAlly {
            territory: t("North Africa"),
        },
    );
    assert_eq!(refusal(twice), AllyRefusal::AlreadyReinforced);
    // Allies do not count for your own draft.
    assert_eq!(g.reinforcement(ME), 3 + 2);
}

#[test]
fn an_allys_die_may_be_divided_among_several_of_its_territories() {
    // 004_f15c8e3bd224a756.txt, STEP 3: REINFORCE ALLIES: "You may put the units into one
    // territory or divide them among several territories held by that ally."
    let mut g = allied();
    let early = g.apply(
        ME,
        Action::DivideAllyRoll {
            territory: t("Egypt"),
            armies: 1,
        },
    );
    assert_eq!(refusal(early), AllyRefusal::NoRollToDivide);
    g.apply_with(
        ME,
        Action::ReinforceAlly {
            territory: t("North Africa"),
        },
        &mut ScriptedDice::new([5]),
    )
    .unwrap();
    assert_eq!(g.armies(t("North Africa")), 11);
    assert_eq!(g.ally_roll(), Some((t("North Africa"), 5)));
    // Only to the same ally's other territories, and at most what was rolled.
    let other = g.apply(
        ME,
        Action::DivideAllyRoll {
            territory: t("Central America"),
            armies: 1,
        },
    );
    assert_eq!(refusal(other), AllyRefusal::OtherAlly);
    let too_many = g.apply(
        ME,
        Action::DivideAllyRoll {
            territory: t("Egypt"),
            armies: 6,
        },
    );
    assert!(matches!(
        too_many,
        Err(RuleViolation::Troops { max: 5, .. })
    ));
    let ev = g
        .apply(
            ME,
            Action::DivideAllyRoll {
                territory: t("Egypt"),
                armies: 2,
            },
        )
        .unwrap();
    assert!(matches!(
        ev[0],
        Event::AllyArmiesDivided {
            ally: N2,
            armies: 2,
            ..
        }
    ));
    assert_eq!(g.armies(t("North Africa")), 9);
    assert_eq!(g.armies(t("Egypt")), 5);
    assert_eq!(g.ally_roll(), Some((t("North Africa"), 3)));
    // Doing anything else settles the division: the rest stays where it was rolled.
    g.apply(ME, Action::End).unwrap();
    assert_eq!(*g.phase(), Phase::Fortify);
    let late = g.apply(
        ME,
        Action::DivideAllyRoll {
            territory: t("Egypt"),
            armies: 1,
        },
    );
    assert_eq!(refusal(late), AllyRefusal::NoRollToDivide);
}

#[test]
fn allied_troops_attack_for_you_the_ally_keeps_the_land_and_no_card_is_earned() {
    // 004, STEP 4: COMBAT and STEP 7: "You get no card for using an ally to conquer a
    // territory"; the status die after an invasion with an allied army.
    let mut g = allied();
    // North Africa (ally, 6) attacks Western Europe (player 1, 1): 6 6 6 against 1 conquers;
    // the status die then shows 5: neutral 2 stays allied.
    let ev = g
        .apply_with(
            ME,
            Action::blitz(t("North Africa"), t("Western Europe")),
            &mut ScriptedDice::new([6, 6, 6, 1, 5]),
        )
        .unwrap();
    assert_eq!(g.owner(t("Western Europe")), Some(N2), "the ally takes it");
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::StatusRolled {
            neutral: N2,
            roll: 5,
            ally: Some(ME)
        }
    )));
    if let Phase::Occupy { min, .. } = *g.phase() {
        g.apply(ME, Action::Occupy { armies: min }).unwrap();
    }
    let late = g.apply(
        ME,
        Action::ReinforceAlly {
            territory: t("Egypt"),
        },
    );
    assert_eq!(refusal(late), AllyRefusal::ReinforceTime);
    // Another invasion with the ally; the die shows 2: the ally moves one step away.
    let ev = g
        .apply_with(
            ME,
            Action::once(t("Western Europe"), t("Southern Europe"), Some(1)),
            &mut ScriptedDice::new([1, 6]),
        )
        .unwrap();
    assert!(
        ev.iter().all(|e| !matches!(e, Event::StatusRolled { .. })),
        "still invading"
    );
    let ev = g
        .apply_with(ME, Action::End, &mut ScriptedDice::new([2]))
        .unwrap();
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::StatusRolled {
            neutral: N2,
            roll: 2,
            ally: None
        }
    )));
    assert_eq!(g.ally_of(N2), None);
    let ev = g.apply(ME, Action::End).unwrap();
    assert!(
        !ev.iter().any(|e| matches!(e, Event::CardDrawn { .. })),
        "{ev:?}"
    );
}

#[test]
fn invading_an_uninvolved_neutral_can_push_it_to_the_opponent() {
    // 004, STEP 4: "After you finish an invasion into a neutral's Territory (whether you
    // conquer it or not) ... On a roll of 1-4, move that neutral's cannon one position away".
    let mut g = game(Start::Attack, vec![]);
    let attack = Action::once(t("Venezuela"), t("Central America"), Some(1));
    // 1 against 6: the attack fails; ending the attacks rolls the status die: 3.
    g.apply_with(ME, attack, &mut ScriptedDice::new([1, 6]))
        .unwrap();
    let ev = g
        .apply_with(ME, Action::End, &mut ScriptedDice::new([3]))
        .unwrap();
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::StatusRolled {
            neutral: N3,
            roll: 3,
            ..
        }
    )));
    assert_eq!(g.ally_of(N3), Some(YOU));
}

#[test]
fn each_ally_makes_one_free_move_and_your_own_fortify_still_ends_the_turn() {
    // 004, STEP 6: FORTIFY YOUR ALLIES.
    let mut g = allied();
    g.apply_with(ME, Action::End, &mut ScriptedDice::new([]))
        .unwrap();
    g.apply(
        ME,
        Action::Fortify {
            from: t("North Africa"),
            to: t("Egypt"),
            armies: 3,
        },
    )
    .unwrap();
    assert_eq!(g.armies(t("Egypt")), 6);
    assert_eq!(g.current(), ME, "the ally's move does not end the turn");
    let again = g.apply(
        ME,
        Action::Fortify {
            from: t("Egypt"),
            to: t("North Africa"),
            armies: 1,
        },
    );
    assert_eq!(refusal(again), AllyRefusal::AlreadyMoved);
    g.apply(
        ME,
        Action::Fortify {
            from: t("Brazil"),
            to: t("Peru"),
            armies: 1,
        },
    )
    .unwrap();
    assert_eq!(g.current(), YOU);
}

#[test]
fn eliminating_a_neutral_with_an_ally_gives_you_its_bribe_cards() {
    // 004, STEP 4: "If you use an ally to eliminate a neutral, you (not the ally) get the
    // eliminated neutral's Territory cards."
    let bribes = vec![card("Iceland"), card("Ukraine")];
    let mut g = game(
        Start::TurnStart,
        vec![(ME, vec![card("Alaska")]), (N3, bribes)],
    );
    g.apply(
        ME,
        Action::Bribe {
            neutral: N2,
            card: card("Alaska"),
        },
    )
    .unwrap();
    draft_all(&mut g);
    // Venezuela takes Central America (status die 6: neutral 3 stays uninvolved), then the
    // ally's Egypt takes the Middle East, neutral 3's last territory (status die 6 for the
    // ally; none for the eliminated neutral).
    g.apply_with(
        ME,
        Action::blitz(t("Venezuela"), t("Central America")),
        &mut ScriptedDice::new([6, 6, 6, 1, 6]),
    )
    .unwrap();
    if let Phase::Occupy { min, .. } = *g.phase() {
        g.apply(ME, Action::Occupy { armies: min }).unwrap();
    }
    let ev = g
        .apply_with(
            ME,
            Action::blitz(t("Egypt"), t("Middle East")),
            &mut ScriptedDice::new([6, 6, 1, 6]),
        )
        .unwrap();
    assert!(g.is_eliminated(N3));
    assert_eq!(g.owner(t("Middle East")), Some(N2));
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Eliminated {
            player: N3,
            by: ME,
            cards_taken: 2
        }
    )));
    assert_eq!(
        g.hand_size(ME),
        2,
        "the cards go to the player, not the ally"
    );
    assert_eq!(g.hand_size(N2), 1);
}

#[test]
fn no_bribe_in_the_trade_down_after_an_elimination() {
    // 004_f15c8e3bd224a756.txt, STEP 1: BRIBE NEUTRALS: "At the start of your turn, you may
    // give a Territory card to a neutral". In the trade-down after an elimination a card
    // given away could leave the hand below the trade and the turn with nothing to do (found
    // by tests/seams.rs: "draft 0 troops" with no way on).
    let bribes = vec![card("Iceland"), card("Ukraine")];
    let mine = ["Alaska", "Greenland", "Kamchatka", "Japan", "Siam"].map(card);
    let mut g = game(Start::TurnStart, vec![(ME, mine.to_vec()), (N3, bribes)]);
    g.apply(
        ME,
        Action::Bribe {
            neutral: N2,
            card: card("Alaska"),
        },
    )
    .unwrap();
    draft_all(&mut g);
    g.apply_with(
        ME,
        Action::blitz(t("Venezuela"), t("Central America")),
        &mut ScriptedDice::new([6, 6, 6, 1, 6]),
    )
    .unwrap();
    if let Phase::Occupy { min, .. } = *g.phase() {
        g.apply(ME, Action::Occupy { armies: min }).unwrap();
    }
    g.apply_with(
        ME,
        Action::blitz(t("Egypt"), t("Middle East")),
        &mut ScriptedDice::new([6, 6, 1, 6]),
    )
    .unwrap();
    assert!(g.is_eliminated(N3));
    assert_eq!(g.hand_size(ME), 6);
    assert!(
        matches!(
            g.phase(),
            Phase::Reinforce {
                after_elimination: true,
                ..
            }
        ),
        "the trade-down: {:?}",
        g.phase()
    );
    let r = g.apply(
        ME,
        Action::Bribe {
            neutral: PlayerId(4),
            card: card("Greenland"),
        },
    );
    assert_eq!(refusal(r), AllyRefusal::BribeTime);
    assert_eq!(g.hand_size(ME), 6, "a refused bribe changes nothing");
}
