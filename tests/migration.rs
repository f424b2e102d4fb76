//! Tables saved by the schema-version-3 build (before the engine's state was regrouped into
//! per-seat and per-turn records) load under this build through the one-time migration: the
//! same position, read through the public queries, and the same game afterwards (the same
//! events from the same seeded AIs and the game's own stored dice).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::Game;
use risk::service::{ChannelKey, SledStore, Store};

/// (file stem, preset): mid-game tables of several rule systems, saved by the version-3 build.
const FIXTURES: &[(&str, &str)] = &[
    ("classic-claim", "classic"),
    ("classic", "classic"),
    ("secret-mission", "secret-mission"),
    ("capital", "capital"),
    ("mission", "mission"),
    ("team", "team"),
    ("command-room", "command-room"),
    ("experts", "experts"),
    ("two-player-allies", "two-player-allies"),
];

/// Everything the public queries tell about a game, one fact per line.
fn facts(g: &Game) -> Vec<String> {
    let mut out = vec![
        format!(
            "turn {} current {:?} phase {:?}",
            g.turn(),
            g.current(),
            g.phase()
        ),
        format!("expected {:?}", g.expected()),
        format!(
            "deck {} discard {} sets {} next {}",
            g.deck_size(),
            g.discard_size(),
            g.sets_traded(),
            g.next_set_value()
        ),
        format!(
            "conquered {} fortifies {} commander {} attacked {}",
            g.conquered_this_turn(),
            g.fortifies_this_turn(),
            g.commander_available(),
            g.attacked_this_turn()
        ),
        format!("cities {:?}", g.cities()),
        format!("objectives {:?}", g.objectives_open()),
        format!("rewards on board {:?}", g.objective_rewards()),
        format!("airfields {:?}", g.airfields()),
        format!("hqs {:?}", g.headquarters()),
        format!("ally roll {:?}", g.ally_roll()),
        format!("choices {:?}", g.objective_choices()),
    ];
    for t in g.map().territory_ids() {
        out.push(format!("{:?}: {:?} {}", t, g.owner(t), g.armies(t)));
    }
    for p in g.players() {
        out.push(format!(
            "{p:?}: hand {:?} out {} setup {} mission {:?} ranked {:?} hq {:?} capital {:?} \
             objectives {:?} rewards {:?} airfields {} ally {:?} bribes {} total {} color {}",
            g.hand(p),
            g.is_eliminated(p),
            g.setup_armies_left(p),
            g.mission(p),
            g.ranked_missions(p),
            g.hq_of(p),
            g.capital_of(p),
            g.objectives_of(p),
            g.rewards_of(p),
            g.airfields_to_place(p),
            g.ally_of(p),
            g.bribes_this_turn(p),
            g.total_armies(p),
            g.color_of(p),
        ));
    }
    out
}

/// The events of the next `actions` actions chosen by seeded `basic` AIs, one per line.
fn continuation(mut g: Game, actions: usize) -> Vec<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut out = vec![];
    for _ in 0..actions {
        if g.is_over() {
            break;
        }
        let me = g.current();
        let action = AiLevel::Basic.act(&g, me, &mut rng);
        let events = g.apply(me, action).expect("the AI's action is legal");
        out.push(format!("{action:?} -> {events:?}"));
    }
    out
}

fn read(name: &str) -> Vec<u8> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");
    std::fs::read(format!("{dir}/{name}")).unwrap()
}

fn lines(name: &str) -> Vec<String> {
    String::from_utf8(read(name))
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn version_3_tables_load_as_the_same_games() {
    let dir = tempfile::tempdir().unwrap();
    {
        let db = sled::open(dir.path()).unwrap();
        let sessions = db.open_tree("sessions").unwrap();
        for (i, (stem, _)) in FIXTURES.iter().enumerate() {
            let bytes = read(&format!("session-v3-{stem}.json"));
            sessions
                .insert((50 + i as u64).to_be_bytes(), bytes)
                .unwrap();
        }
        db.open_tree("meta")
            .unwrap()
            .insert("schema", &3u32.to_be_bytes())
            .unwrap();
        db.flush().unwrap();
    }
    let store = SledStore::open(dir.path()).unwrap();
    for (i, (stem, preset)) in FIXTURES.iter().enumerate() {
        let s = store
            .load(ChannelKey(50 + i as u64))
            .unwrap()
            .unwrap_or_else(|| panic!("{stem} survives"));
        assert_eq!(&s.preset, preset);
        let game = s.game.expect("a game under way");
        assert!(!game.is_over(), "{stem} was saved mid-game");
        game.check_invariants().unwrap();
        // Saved before rounds were kept: an estimate from the turns, then counted on.
        let round = game.round();
        assert!(
            (round >= 1 || game.turn() == 0) && round <= game.turn(),
            "{stem}: round {round} of turn {}",
            game.turn()
        );
        let mut later = game.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut wraps = 0;
        while later.turn() < game.turn() + 8 && !later.is_over() {
            let me = later.current();
            let action = AiLevel::Basic.act(&later, me, &mut rng);
            for e in later.apply(me, action).unwrap() {
                if let risk::engine::Event::TurnStarted { player, .. } = e {
                    wraps += u32::from(player <= me);
                }
            }
        }
        assert_eq!(later.round(), round + wraps, "{stem}: rounds count on");
        assert_eq!(
            facts(&game),
            lines(&format!("session-v3-{stem}.facts")),
            "{stem}: the position"
        );
        assert_eq!(
            continuation(game, 60),
            lines(&format!("session-v3-{stem}.next")),
            "{stem}: the game afterwards"
        );
    }
    // Every record on disk was rewritten once, in the current version.
    drop(store);
    let db = sled::open(dir.path()).unwrap();
    for (k, v) in db.open_tree("sessions").unwrap().iter().flatten() {
        let raw: serde_json::Value = serde_json::from_slice(&v).unwrap();
        assert_eq!(raw["v"], risk::service::SCHEMA_VERSION, "{k:?}");
    }
}
