//! The AI levels: every level finishes games, and the strong AI clearly beats the basic one.

use risk::ai::AiLevel;
use risk::engine::{Lobby, Rules};
use risk::sim::{play, SimOptions};

/// Wins per level over `games` 4-player games, two seats each, alternating seat order.
fn duel_games(a: AiLevel, b: AiLevel, games: u64) -> (u32, u32) {
    let (mut wa, mut wb) = (0, 0);
    for g in 0..games {
        let seats = if g % 2 == 0 {
            [a, b, a, b]
        } else {
            [b, a, b, a]
        };
        let r = play(
            Lobby::new(Rules::classic(), 4, 10_000 + g),
            &seats,
            &SimOptions::default(),
        )
        .unwrap();
        assert!(r.fault.is_none(), "{:?}", r.fault);
        let w = r.winner.expect("finished");
        if seats[w.index()] == a {
            wa += 1
        } else {
            wb += 1
        }
    }
    (wa, wb)
}

#[test]
fn strong_beats_basic_clearly() {
    let (strong, basic) = duel_games(AiLevel::Strong, AiLevel::Basic, 200);
    // Equal play would give about 100 each; the strong AI takes well over half.
    assert!(strong >= 120, "strong {strong}, basic {basic}");
}

#[test]
fn basic_beats_random_clearly() {
    let (basic, random) = duel_games(AiLevel::Basic, AiLevel::Random, 100);
    assert!(basic >= 60, "basic {basic}, random {random}");
}

#[test]
fn a_passive_seat_never_attacks() {
    let seats = [AiLevel::Basic, AiLevel::Passive, AiLevel::Basic];
    let opts = SimOptions {
        record: true,
        ..SimOptions::default()
    };
    let r = play(Lobby::new(Rules::classic(), 3, 77), &seats, &opts).unwrap();
    assert!(r.fault.is_none());
    // Battles happen only on the attacker's turn: none may fall in the passive seat's turns.
    let mut current = 0;
    let mut battles = 0;
    for e in &r.events {
        match e {
            risk::engine::Event::TurnStarted { player, .. } => current = player.0,
            risk::engine::Event::Battle { .. } => {
                battles += 1;
                assert_ne!(current, 1, "the passive seat attacked");
            }
            _ => {}
        }
    }
    assert!(battles > 0);
}

#[test]
fn passive_neutrals_never_move_reinforce_or_attack_in_whole_games() {
    // 004_f15c8e3bd224a756.txt, 2-player RISK, passive neutral game (OCR columns interleaved):
    // "These neutral armies will stay on the board until eliminated. Neutrals do not move, get
    // reinforcements or attack." Also 003_959c08df1c77c745.txt, 2 players with a neutral army.
    // Whole games between AI seats, checked after every action once the setup is over: no
    // neutral takes a turn, no neutral territory gains an army or changes to a neutral owner,
    // and no battle or fortify move starts from a neutral territory.
    use rand::SeedableRng;
    use risk::engine::{Event, Phase, PlayerId};
    let levels = [AiLevel::Strong, AiLevel::Basic, AiLevel::Random];
    for (rules, neutrals) in [(Rules::two_player_neutrals(), 4), (Rules::two_player(), 1)] {
        let mut against_neutrals = 0;
        for seed in 0..6u64 {
            let seats = [levels[seed as usize % 3], levels[(seed as usize + 1) % 3]];
            let (mut g, _) = Lobby::new(rules.clone(), 2, 500 + seed).start().unwrap();
            let neutral: Vec<PlayerId> = g.players().filter(|&p| g.is_neutral(p)).collect();
            assert_eq!(neutral.len(), neutrals);
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            while g.winner().is_none() && g.turn() <= 3_000 {
                let me = g.current();
                assert!(!g.is_neutral(me), "a neutral took a turn");
                let setup = matches!(g.phase(), Phase::Claim | Phase::PlaceSetup);
                let before: Vec<_> = g
                    .map()
                    .territory_ids()
                    .map(|t| (g.owner(t), g.armies(t)))
                    .collect();
                let action = seats[me.index()].act(&g, me, &mut rng);
                let events = g.apply(me, action).unwrap();
                if setup {
                    continue;
                }
                let was_neutral = |t: risk::engine::TerritoryId| {
                    before[t.index()].0.is_some_and(|o| g.is_neutral(o))
                };
                for e in &events {
                    match *e {
                        Event::Battle { from, to, .. } => {
                            assert!(!was_neutral(from), "a neutral attacked: {e:?}");
                            against_neutrals += was_neutral(to) as u32;
                        }
                        Event::Fortified { from, .. } => {
                            assert!(!was_neutral(from), "a neutral moved: {e:?}")
                        }
                        _ => {}
                    }
                }
                for t in g.map().territory_ids() {
                    if let Some(o) = g.owner(t).filter(|&o| g.is_neutral(o)) {
                        let (was, armies) = before[t.index()];
                        assert_eq!(was, Some(o), "a neutral took {}", g.map().name(t));
                        assert!(
                            g.armies(t) <= armies,
                            "{} gained armies: {armies} -> {}",
                            g.map().name(t),
                            g.armies(t)
                        );
                    }
                }
            }
            assert!(g.winner().is_some(), "seed {seed} finished");
        }
        assert!(against_neutrals > 0, "the neutrals were attacked");
    }
}

#[test]
fn a_game_played_without_a_log_is_the_same_game() {
    // `simulate` keeps no event log, so the engine builds no events there (`NoLog`); the game
    // must not notice: every preset, every level, the same actions and the same final state.
    use risk::engine::rules::PRESETS;
    for (i, preset) in PRESETS.iter().enumerate() {
        let rules = (preset.rules)();
        let n = rules.min_players.max(3).min(rules.max_players);
        let seats: Vec<AiLevel> = (0..n as usize).map(|k| AiLevel::ALL[(i + k) % 3]).collect();
        let lobby = || Lobby::new(rules.clone(), n, 500 + i as u64);
        let opts = |record| SimOptions {
            record,
            check_invariants: false,
            ..SimOptions::default()
        };
        let kept = play(lobby(), &seats, &opts(true)).unwrap();
        let none = play(lobby(), &seats, &opts(false)).unwrap();
        assert!(kept.fault.is_none(), "{}: {:?}", preset.name, kept.fault);
        assert!(kept.events.len() > none.events.len(), "{}", preset.name);
        assert_eq!(
            (kept.winner, kept.turns, kept.actions),
            (none.winner, none.turns, none.actions),
            "{}",
            preset.name
        );
        let state = |g: &risk::engine::Game| serde_json::to_string(g).unwrap();
        assert_eq!(state(&kept.game), state(&none.game), "{}", preset.name);
    }
}
