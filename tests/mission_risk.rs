//! Mission RISK (004_f15c8e3bd224a756.txt, MISSION RISK): four ranked secret missions per
//! player, claimed one per turn at the time each card states, the fourth revealed after three,
//! fixed card-set values, and islands.

use risk::engine::mission::{Claim, Rank, RankedMission};
use risk::engine::{
    Action, CardId, ContinentId, Design, Event, Game, Lobby, Map, Mission, Phase, PlayerId,
    Position, Rules, Start,
};

fn continent(map: &Map, name: &str) -> ContinentId {
    map.continent_named(name).unwrap()
}

fn ranked(rank: Rank, mission: Mission, claim: Claim, claimed: bool) -> RankedMission {
    RankedMission {
        rank,
        mission,
        claim,
        claimed,
    }
}

/// Player 0 holds Australia and South America; players 1 and 2 share the rest.
fn ranked_position(cards: Vec<RankedMission>) -> Game {
    let map = Map::classic();
    let mut pos = Position::classic(3, PlayerId(0), Start::TurnStart, 3, |name| {
        let t = map.find(name).unwrap();
        let c = map.territory(t).continent;
        if c == continent(&map, "Australia") || c == continent(&map, "South America") {
            (PlayerId(0), 2)
        } else if t.0 % 2 == 0 {
            (PlayerId(1), 1)
        } else {
            (PlayerId(2), 1)
        }
    });
    pos.rules = Rules::mission();
    pos.ranked = vec![cards, vec![], vec![]];
    pos.build().unwrap()
}

/// Places all of the current player's reinforcements on their first territory.
fn reinforce(g: &mut Game) -> Vec<Event> {
    let p = g.current();
    let Phase::Reinforce { armies, .. } = *g.phase() else {
        panic!("not reinforcing: {:?}", g.phase())
    };
    let t = g.territories_of(p).iter().next().unwrap();
    g.apply(
        p,
        Action::Place {
            territory: t,
            armies,
        },
    )
    .unwrap()
}

/// Reinforces, then ends the attack and the turn without fighting.
fn pass_turn(g: &mut Game) -> Vec<Event> {
    let p = g.current();
    let mut ev = reinforce(g);
    ev.extend(g.apply(p, Action::End).unwrap());
    ev.extend(g.apply(p, Action::End).unwrap());
    ev
}

fn claimed(ev: &[Event]) -> Vec<Rank> {
    ev.iter()
        .filter_map(|e| match e {
            Event::MissionClaimed { mission, .. } => Some(mission.rank),
            _ => None,
        })
        .collect()
}

#[test]
fn each_player_draws_one_card_of_each_rank_and_keeps_them_secret() {
    // 004, MISSION RISK: four piles by rank; each player draws one card from each pile.
    for seed in 0..20 {
        let (g, events) = Lobby::new(Rules::mission(), 6, seed).start().unwrap();
        assert!(events.contains(&Event::MissionsDealt));
        for p in g.players() {
            let ranks: Vec<Rank> = g.ranked_missions(p).iter().map(|m| m.rank).collect();
            assert_eq!(ranks, Rank::ALL.to_vec());
            assert!(
                g.public_missions(p).is_empty(),
                "nothing is public before a claim"
            );
        }
        // No two players hold the same card.
        let all: Vec<&RankedMission> = g.players().flat_map(|p| g.ranked_missions(p)).collect();
        for (i, m) in all.iter().enumerate() {
            assert!(!all[..i].contains(m), "card dealt twice: {m:?}");
        }
        let public = format!("{:?}", events.iter().map(Event::public).collect::<Vec<_>>());
        assert!(!public.contains("Continents") && !public.contains("Islands"));
    }
}

#[test]
fn missions_are_claimed_at_the_time_the_card_states_and_only_one_per_turn() {
    // 004, Completing a mission: "Play after you gain reinforcements" / "Play at the end of your
    // turn"; "you cannot claim more than one mission on a turn".
    let map = Map::classic();
    let mut g = ranked_position(vec![
        ranked(
            Rank::General,
            Mission::Continents {
                continents: vec![continent(&map, "Asia")],
                third: false,
            },
            Claim::AfterReinforcements,
            false,
        ),
        ranked(
            Rank::Major,
            Mission::Islands { count: 4 },
            Claim::EndOfTurn,
            false,
        ),
        ranked(
            Rank::Colonel,
            Mission::Continents {
                continents: vec![continent(&map, "Australia")],
                third: false,
            },
            Claim::AfterReinforcements,
            false,
        ),
        ranked(
            Rank::Captain,
            Mission::Continents {
                continents: vec![continent(&map, "South America")],
                third: false,
            },
            Claim::EndOfTurn,
            false,
        ),
    ]);
    // Not while reinforcements are still to place.
    let p0 = PlayerId(0);
    let first = g.territories_of(p0).iter().next().unwrap();
    let ev = g
        .apply(
            p0,
            Action::Place {
                territory: first,
                armies: 1,
            },
        )
        .unwrap();
    assert!(claimed(&ev).is_empty());
    let ev = reinforce(&mut g);
    assert_eq!(claimed(&ev), vec![Rank::Colonel], "claimed once reinforced");
    assert_eq!(g.public_missions(p0).len(), 1, "a claimed card is shown");
    // South America is complete too, but one claim per turn.
    let mut ev = g.apply(p0, Action::End).unwrap();
    ev.extend(g.apply(p0, Action::End).unwrap());
    assert!(claimed(&ev).is_empty(), "{ev:?}");
    pass_turn(&mut g);
    pass_turn(&mut g);
    assert_eq!(g.current(), p0);
    let ev = pass_turn(&mut g);
    assert_eq!(
        claimed(&ev),
        vec![Rank::Captain],
        "claimed at the end of the turn"
    );
    let at = ev
        .iter()
        .position(|e| matches!(e, Event::MissionClaimed { .. }))
        .unwrap();
    assert!(
        matches!(ev[at + 1], Event::TurnEnded { .. }),
        "the end-of-turn claim is the last thing in the turn"
    );
    assert_eq!(g.winner(), None);
}

#[test]
fn the_fourth_mission_is_revealed_after_three_and_all_four_win() {
    // 004, Completing a mission (reveal the fourth after three) and WINNING.
    let map = Map::classic();
    let sa = Mission::Continents {
        continents: vec![continent(&map, "South America")],
        third: false,
    };
    let mut g = ranked_position(vec![
        ranked(
            Rank::General,
            Mission::Islands { count: 1 },
            Claim::EndOfTurn,
            true,
        ),
        ranked(Rank::Major, Mission::EveryContinent, Claim::EndOfTurn, true),
        ranked(
            Rank::Colonel,
            Mission::Territories {
                count: 8,
                min_armies: 2,
            },
            Claim::AfterReinforcements,
            false,
        ),
        ranked(Rank::Captain, sa, Claim::EndOfTurn, false),
    ]);
    assert_eq!(g.public_missions(PlayerId(0)).len(), 2);
    assert!(g.public_missions(PlayerId(1)).is_empty());
    let ev = reinforce(&mut g);
    assert_eq!(claimed(&ev), vec![Rank::Colonel]);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::MissionRevealed { player: PlayerId(0), mission } if mission.rank == Rank::Captain
    )));
    assert_eq!(
        g.public_missions(PlayerId(0)).len(),
        4,
        "the last card is public"
    );
    g.apply(PlayerId(0), Action::End).unwrap();
    g.apply(PlayerId(0), Action::End).unwrap();
    pass_turn(&mut g);
    pass_turn(&mut g);
    let ev = pass_turn(&mut g);
    assert_eq!(claimed(&ev), vec![Rank::Captain]);
    assert_eq!(g.winner(), Some(PlayerId(0)));
    assert!(matches!(ev.last(), Some(Event::GameOver { .. })));
    assert!(g.victory_reason().unwrap().starts_with("all four missions"));
}

#[test]
fn conquests_in_one_turn_count_at_its_end() {
    // The project's deck: "Conquer N territories in one turn" (end of turn).
    let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 9, |name| match name {
        "Brazil" => (PlayerId(0), 30),
        "Peru" | "Argentina" | "Venezuela" => (PlayerId(1), 1),
        _ => (PlayerId(2), 1),
    });
    pos.rules = Rules::mission();
    pos.ranked = vec![
        vec![ranked(
            Rank::Captain,
            Mission::Conquests { count: 3 },
            Claim::EndOfTurn,
            false,
        )],
        vec![],
        vec![],
    ];
    let mut g = pos.build().unwrap();
    let map = g.map().clone();
    let brazil = map.find("Brazil").unwrap();
    for to in ["Peru", "Argentina", "Venezuela"] {
        let to = map.find(to).unwrap();
        g.apply(PlayerId(0), Action::blitz(brazil, to)).unwrap();
        if let Phase::Occupy { min, .. } = *g.phase() {
            g.apply(PlayerId(0), Action::Occupy { armies: min })
                .unwrap();
        }
    }
    assert!(g.is_eliminated(PlayerId(1)));
    g.apply(PlayerId(0), Action::End).unwrap();
    let ev = g.apply(PlayerId(0), Action::End).unwrap();
    assert_eq!(claimed(&ev), vec![Rank::Captain]);
}

#[test]
fn sets_have_fixed_values_by_design() {
    // 004, MISSION RISK, Reinforcements: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of
    // each 10, "if it is the first set turned in or the 15th".
    let (g, _) = Lobby::new(Rules::mission(), 3, 1).start().unwrap();
    let map = g.map().clone();
    let of = |d: Design| -> Vec<CardId> {
        map.territory_ids()
            .filter(|&t| map.territory(t).design == d)
            .map(CardId::of)
            .collect()
    };
    let (inf, cav, art) = (
        of(Design::Infantry),
        of(Design::Cavalry),
        of(Design::Artillery),
    );
    let wild = CardId(42);
    assert_eq!(g.set_worth([inf[0], inf[1], inf[2]]), 4);
    assert_eq!(g.set_worth([cav[0], cav[1], cav[2]]), 6);
    assert_eq!(g.set_worth([art[0], art[1], art[2]]), 8);
    assert_eq!(g.set_worth([inf[0], cav[0], art[0]]), 10);
    // Decision: a wild is the design worth most.
    assert_eq!(g.set_worth([cav[0], cav[1], wild]), 6);
    assert_eq!(g.set_worth([inf[0], art[0], wild]), 10);
    assert_eq!(g.set_worth([inf[0], wild, CardId(43)]), 10);
    // The count of sets traded does not matter: the 15th set of 3 cavalry is worth 6.
    let cards = [cav[0], cav[1], cav[2]];
    let mut pos = Position::classic(3, PlayerId(1), Start::TurnStart, 1, |name| match name {
        "Alaska" => (PlayerId(1), 1),
        "Peru" => (PlayerId(2), 1),
        _ => (PlayerId(0), 1),
    });
    pos.rules = Rules::mission();
    pos.sets_traded = 14;
    pos.hands = vec![(PlayerId(1), cards.to_vec())];
    let mut g = pos.build().unwrap();
    let Phase::Reinforce { armies: before, .. } = *g.phase() else {
        panic!("turn start")
    };
    let ev = g
        .apply(PlayerId(1), Action::Trade { cards, bonus: None })
        .unwrap();
    assert!(matches!(ev[0], Event::Traded { armies: 6, .. }), "{ev:?}");
    assert!(matches!(*g.phase(), Phase::Reinforce { armies, .. } if armies == before + 6));
    assert_eq!(g.sets_traded(), 15);
}

#[test]
fn islands_are_the_territories_reached_by_sea_lines_only() {
    // 004, NOTE ON MISSION CARD: "An island is a territory completely surrounded by water and
    // only connected to other territories by sea-lines, for example Indonesia."
    let map = Map::classic();
    let mut names: Vec<&str> = map.islands().iter().map(|t| map.name(t)).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "Great Britain",
            "Greenland",
            "Iceland",
            "Indonesia",
            "Japan",
            "Madagascar",
            "New Guinea"
        ]
    );
}

#[test]
fn an_elimination_hands_over_territory_cards_but_not_mission_cards() {
    // 004_f15c8e3bd224a756.txt, MISSION RISK, Eliminating an opponent: "When you eliminate an
    // opponent, you still get his/her Territory cards but not the Mission cards. Those are
    // kept secret until the end of the game."
    let map = Map::classic();
    let t = |n: &str| map.find(n).unwrap();
    let deck = risk::engine::mission::ranked_deck(&map);
    let nth = |k: usize| -> Vec<RankedMission> {
        Rank::ALL
            .iter()
            .map(|r| deck.iter().filter(|m| m.rank == *r).nth(k).unwrap().clone())
            .collect()
    };
    let (mine, theirs) = (nth(0), nth(1));
    let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 3, |name| match name {
        "Brazil" => (PlayerId(0), 10),
        "Peru" => (PlayerId(0), 1),
        "North Africa" => (PlayerId(1), 1),
        _ => (PlayerId(2), 1),
    });
    pos.rules = Rules::mission();
    pos.ranked = vec![mine.clone(), theirs.clone(), nth(2)];
    let cards = [t("Alaska"), t("Quebec"), t("Ural")].map(CardId::of);
    pos.hands = vec![(PlayerId(1), cards.to_vec())];
    let mut g = pos.build().unwrap();
    let ev = g
        .apply_with(
            PlayerId(0),
            Action::blitz(t("Brazil"), t("North Africa")),
            &mut risk::engine::ScriptedDice::new([6, 6, 6, 1]),
        )
        .unwrap();
    assert!(ev.contains(&Event::Eliminated {
        player: PlayerId(1),
        by: PlayerId(0),
        cards_taken: 3
    }));
    assert_eq!(
        g.hand(PlayerId(0)),
        cards,
        "the Territory cards change hands"
    );
    assert!(g.hand(PlayerId(1)).is_empty());
    assert_eq!(
        g.ranked_missions(PlayerId(0)),
        mine,
        "no Mission card taken"
    );
    assert_eq!(
        g.ranked_missions(PlayerId(1)),
        theirs,
        "they stay with the loser"
    );
    assert!(
        g.public_missions(PlayerId(1)).is_empty(),
        "and stay secret while the game goes on"
    );
    assert_eq!(g.winner(), None);
}
