//! Property tests over random legal play: the engine's invariants hold after every action of
//! every game, every game ends with exactly one owner, and refused actions change nothing.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::{
    Action, AttackMode, CardId, Fortify, Game, Lobby, Placement, PlayerId, Rules, Setup,
    TerritoryId,
};
use risk::sim::{play, SimOptions};

/// A preset's rules (by index into `PRESETS`) with the setup options varied; `experts` adds
/// the experts' army cap, re-rolls and Commander to any preset.
fn rules(preset: usize, setup: bool, bulk: bool, adjacent: bool, experts: bool) -> Rules {
    let mut r = (risk::engine::rules::PRESETS[preset % risk::engine::rules::PRESETS.len()].rules)();
    r.setup = if setup { Setup::Deal } else { Setup::Claim };
    r.placement = if bulk {
        Placement::Bulk
    } else {
        Placement::OneAtATime
    };
    if adjacent {
        r.fortify = Fortify::Adjacent;
    }
    if experts {
        r.army_cap = Some(12);
        r.reroll = true;
        r.commander = true;
    }
    if r.neutrals > 0 {
        // Neutral armies need dealt territories (claiming is refused at start).
        r.setup = Setup::Deal;
    }
    if r.capitals == risk::engine::rules::Capitals::FirstClaim {
        // Capitals on the first claim need claimed territories.
        r.setup = Setup::Claim;
    }
    r
}

fn seats(mask: u16, n: u8) -> Vec<AiLevel> {
    (0..n)
        .map(|i| match mask >> (2 * i) & 3 {
            0 => AiLevel::Random,
            1 => AiLevel::Basic,
            _ => AiLevel::Strong,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn whole_games_keep_every_invariant(
        seed in any::<u64>(), players in 3u8..=6, mask in any::<u16>(), preset in 0usize..64,
        deal in any::<bool>(), bulk in any::<bool>(), adjacent in any::<bool>(),
        experts in any::<bool>(),
    ) {
        let rules = rules(preset, deal, bulk, adjacent, experts);
        let mut players = players.clamp(rules.min_players, rules.max_players);
        if rules.victory == risk::engine::Victory::Team && players % 2 == 1 {
            // Team RISK: 4 or 6 players.
            players = if players < rules.max_players { players + 1 } else { players - 1 };
        }
        // World domination proper: no neutral army that may be left standing.
        let domination = rules.victory == risk::engine::Victory::Domination && rules.neutrals == 0;
        let lobby = Lobby::new(rules, players, seed);
        let report = play(lobby, &seats(mask, players), &SimOptions::default()).unwrap();
        prop_assert!(report.fault.is_none(), "{:?}", report.fault);
        let winner = report.winner.expect("game finished");
        let g = &report.game;
        prop_assert_eq!(g.victor(), Some(winner));
        if domination {
            prop_assert_eq!(g.territories_of(winner).len(), 42);
            prop_assert_eq!(g.players().filter(|&p| !g.is_eliminated(p)).count(), 1);
        }
    }

    #[test]
    fn refused_actions_change_nothing(seed in any::<u64>(), steps in 0usize..400, probes in 1usize..30) {
        let (mut game, _) = Lobby::new(Rules::classic(), 4, seed).start().unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..steps {
            if game.winner().is_some() { break; }
            let me = game.current();
            let a = AiLevel::Random.act(&game, me, &mut rng);
            game.apply(me, a).unwrap();
        }
        for _ in 0..probes {
            let who = PlayerId(rng.random_range(0..5));
            let action = arbitrary_action(&mut rng);
            let before = serde_json::to_string(&game).unwrap();
            let mut copy = game.clone();
            match copy.apply(who, action) {
                Err(v) => {
                    prop_assert_eq!(serde_json::to_string(&copy).unwrap(), before);
                    // Every refusal can be explained without panicking.
                    let text = copy.explain(&v, &|p| format!("P{}", p.0));
                    prop_assert!(!text.is_empty());
                }
                Ok(_) => {
                    prop_assert!(copy.check_invariants().is_ok(), "{:?}", copy.check_invariants());
                    game = copy;
                }
            }
        }
    }
}

fn arbitrary_action(rng: &mut ChaCha8Rng) -> Action {
    let t = |rng: &mut ChaCha8Rng| TerritoryId(rng.random_range(0..44));
    let small = |rng: &mut ChaCha8Rng| rng.random_range(0..6u16);
    match rng.random_range(0..7) {
        0 => Action::Claim { territory: t(rng) },
        1 => Action::Place {
            territory: t(rng),
            armies: small(rng),
        },
        2 => Action::Trade {
            cards: [0, 0, 0].map(|_: u8| CardId(rng.random_range(0..46))),
            bonus: None,
        },
        3 => Action::Attack {
            from: t(rng),
            to: t(rng),
            dice: rng.random_bool(0.5).then(|| rng.random_range(0..5)),
            defender_dice: rng.random_bool(0.3).then(|| rng.random_range(0..4)),
            mode: if rng.random_bool(0.5) {
                AttackMode::Once
            } else {
                AttackMode::Blitz {
                    stop_at: rng.random_bool(0.5).then(|| small(rng)),
                }
            },
            commander: rng.random_bool(0.3),
        },
        4 => Action::Occupy { armies: small(rng) },
        5 => Action::Fortify {
            from: t(rng),
            to: t(rng),
            armies: small(rng),
        },
        _ => Action::End,
    }
}

#[test]
fn games_survive_a_serde_round_trip_mid_game() {
    let (mut game, _) = Lobby::new(Rules::classic(), 3, 5).start().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..300 {
        let me = game.current();
        let a = AiLevel::Basic.act(&game, me, &mut rng);
        game.apply(me, a).unwrap();
    }
    let text = serde_json::to_string(&game).unwrap();
    let mut back: Game = serde_json::from_str(&text).unwrap();
    assert_eq!(serde_json::to_string(&back).unwrap(), text);
    // Both copies continue identically, dice included: the RNG is part of the state.
    let mut rng2 = rng.clone();
    for _ in 0..200 {
        if game.winner().is_some() {
            break;
        }
        let me = game.current();
        let a = AiLevel::Basic.act(&game, me, &mut rng);
        let b = AiLevel::Basic.act(&back, me, &mut rng2);
        assert_eq!(game.apply(me, a).unwrap(), back.apply(me, b).unwrap());
    }
}
