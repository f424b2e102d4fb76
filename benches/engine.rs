//! Engine benchmarks (`cargo bench -p risk`): single battles, the odds table, whole AI games
//! on the classic board and on a generated 200-territory board.
//! Targets from issue 2: >= 10 M battles/s, odds(200, 200) < 10 ms, >= 5,000 random-AI 4-player
//! games/s, basic-AI 4-player games in a median under 2 ms. After divan's table, games per
//! CPU-second (this thread's CPU time, so other load on the machine counts less).

use std::cell::Cell;
use std::sync::Arc;

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use risk::ai::AiLevel;
use risk::engine::odds::odds;
use risk::engine::{Action, AttackMode, Fog, Game, Lobby, Map, PlayerId, Position, Rules, Start};
use risk::sim::{generate_board, play, SimOptions};

fn main() {
    divan::main();
    per_cpu_second();
}

/// The generated board of the large-board benchmarks: 200 territories.
fn board_200() -> Arc<Map> {
    Arc::new(generate_board(7, 200))
}

/// This thread's CPU time, in seconds.
fn cpu_seconds() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec for the call.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "the thread CPU clock is readable");
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// Whole 4-player games per CPU-second: random and basic AIs, on the classic board and on the
/// generated 200-territory one (the same seeds every run).
fn per_cpu_second() {
    let opts = SimOptions {
        check_invariants: false,
        ..SimOptions::default()
    };
    println!("\nwhole 4-player games per CPU-second (classic preset):");
    for (board, games) in [(Map::classic(), 3000u64), (board_200(), 300)] {
        for level in [AiLevel::Random, AiLevel::Basic] {
            let start = cpu_seconds();
            let mut turns = 0u64;
            for seed in 1..=games {
                let mut lobby = Lobby::new(Rules::classic(), 4, seed);
                lobby.map = board.clone();
                turns += u64::from(play(lobby, &[level; 4], &opts).unwrap().turns);
            }
            let secs = cpu_seconds() - start;
            println!(
                "  {:>15} ({:>3} territories), {:>6}: {:>8.0} games/CPU-s ({:.0} turns a game)",
                board.name,
                board.territory_count(),
                level.name(),
                games as f64 / secs,
                turns as f64 / games as f64
            );
        }
    }
    // Under fog each AI decision is made on a copy of the game as its seat may know it.
    println!("whole 4-player basic-AI games per CPU-second by fog level (classic board):");
    for fog in [Fog::Off, Fog::Light, Fog::Standard, Fog::Dark] {
        let games = 300u64;
        let start = cpu_seconds();
        for seed in 1..=games {
            let mut rules = Rules::classic();
            rules.fog = fog;
            play(Lobby::new(rules, 4, seed), &[AiLevel::Basic; 4], &opts).unwrap();
        }
        let secs = cpu_seconds() - start;
        let name = format!("{fog:?}");
        println!("  {name:>8}: {:>8.0} games/CPU-s", games as f64 / secs);
    }
}

/// Brazil (player 0) against North Africa (player 1), both with `n` armies.
fn duel(n: u16) -> Game {
    Position::classic(3, PlayerId(0), Start::Attack, 1, |name| match name {
        "Brazil" => (PlayerId(0), n),
        "North Africa" => (PlayerId(1), n),
        _ => (PlayerId(2), 1),
    })
    .build()
    .unwrap()
}

const BATCH: usize = 1000;

/// One 3-vs-2 battle through the full `apply` path (validation, dice, losses, event).
#[divan::bench]
fn battle_3v2(bencher: Bencher) {
    let map = Map::classic();
    let (from, to) = (
        map.find("Brazil").unwrap(),
        map.find("North Africa").unwrap(),
    );
    let attack = Action::Attack {
        from,
        to,
        dice: Some(3),
        defender_dice: Some(2),
        mode: AttackMode::Once,
        commander: false,
    };
    let mut game = duel(60_000);
    let mut events = Vec::with_capacity(4);
    bencher.counter(ItemsCount::new(BATCH)).bench_local(|| {
        if game.armies(from) < 2 * BATCH as u16 + 4 || game.armies(to) < 2 * BATCH as u16 + 4 {
            game = duel(60_000);
        }
        for _ in 0..BATCH {
            events.clear();
            game.apply_into(PlayerId(0), attack, None, &mut events)
                .unwrap();
        }
        black_box(&events);
    });
}

#[divan::bench(args = [(10, 10), (50, 50), (200, 200)])]
fn odds_table(bencher: Bencher, (a, d): (u32, u32)) {
    bencher.bench(|| odds(black_box(a), black_box(d)).win_probability);
}

fn whole_games(bencher: Bencher, level: AiLevel, record: bool) {
    let seed = Cell::new(0u64);
    let opts = SimOptions {
        check_invariants: false,
        record,
        ..SimOptions::default()
    };
    bencher.counter(ItemsCount::new(1usize)).bench_local(|| {
        seed.set(seed.get() + 1);
        let lobby = Lobby::new(Rules::classic(), 4, seed.get());
        play(lobby, &[level; 4], &opts).unwrap().turns
    });
}

/// A full 4-player game between `random` AIs, from claiming to victory.
#[divan::bench(sample_count = 2000)]
fn game_4p_random(bencher: Bencher) {
    whole_games(bencher, AiLevel::Random, false);
}

/// The same games keeping every event (as the bot does), not only the outcome.
#[divan::bench(sample_count = 2000)]
fn game_4p_random_logged(bencher: Bencher) {
    whole_games(bencher, AiLevel::Random, true);
}

/// A full 4-player game between `basic` AIs, from claiming to victory.
#[divan::bench(sample_count = 2000)]
fn game_4p_basic(bencher: Bencher) {
    whole_games(bencher, AiLevel::Basic, false);
}

fn whole_games_on(bencher: Bencher, level: AiLevel, map: Arc<Map>) {
    let seed = Cell::new(0u64);
    let opts = SimOptions {
        check_invariants: false,
        ..SimOptions::default()
    };
    bencher.counter(ItemsCount::new(1usize)).bench_local(|| {
        seed.set(seed.get() + 1);
        let mut lobby = Lobby::new(Rules::classic(), 4, seed.get());
        lobby.map = map.clone();
        play(lobby, &[level; 4], &opts).unwrap().turns
    });
}

/// A full 4-player game between `random` AIs on a generated 200-territory board.
#[divan::bench(sample_count = 200)]
fn game_4p_random_200(bencher: Bencher) {
    whole_games_on(bencher, AiLevel::Random, board_200());
}

/// A full 4-player game between `basic` AIs on a generated 200-territory board.
#[divan::bench(sample_count = 200)]
fn game_4p_basic_200(bencher: Bencher) {
    whole_games_on(bencher, AiLevel::Basic, board_200());
}
