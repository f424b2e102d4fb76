//! The console (`risk-bot local`) shows names as themselves: players whose names are Markdown,
//! mention, timestamp and direction payloads read in its transcript exactly as they were
//! written (without the override), with no backslash the Discord text carries to escape them,
//! and a name that looks like the service's moment token is not turned into a time.

use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::service::{Command, GameService, MemoryStore, NewGame};
use risk_bot::console::{Console, CHANNEL};

const PLAYERS: [&str; 3] = [
    "**[pwn](https://evil.example/p)**",
    "<@&1> ||x|| {t:0:R} `y",
    "\u{202E}evil ~~z~~ # w",
];

#[test]
fn the_console_shows_every_name_as_it_was_written() {
    let svc = Arc::new(GameService::new(
        Arc::new(MemoryStore::default()),
        Arc::new(|| 1_900_000_000),
        Arc::new(|| 7),
    ));
    let players: Vec<String> = PLAYERS.iter().map(|p| p.to_string()).collect();
    let mut console = Console::new(svc.clone(), PLAYERS[0]);
    let mut out = console.seat(NewGame::preset("classic"), &players);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for step in 0..150 {
        let s = svc.snapshot(CHANNEL).unwrap().unwrap();
        let g = s.game.as_ref().unwrap();
        if g.is_over() {
            break;
        }
        let seat = if g.placing_simultaneously() {
            g.still_placing()[0]
        } else {
            g.current()
        };
        let who = s.seats[seat.index()].name.clone();
        if step % 30 == 0 {
            out += &console.run(
                &who,
                Command::Board {
                    player: None,
                    continent: None,
                    region: None,
                    whole: false,
                },
            );
            out += &console.run(&who, Command::Status);
            out += &console.run(
                &who,
                Command::History {
                    count: None,
                    file: false,
                },
            );
        }
        let action = risk::ai::AiLevel::Basic.act(g, seat, &mut rng);
        out += &console.run(&who, Command::for_action(&s, g, action));
    }
    for p in PLAYERS {
        let shown = risk::i18n::markup::clean(p);
        assert!(
            out.contains(&shown),
            "{shown:?} not shown as written in:\n{out}"
        );
    }
    assert!(
        !out.contains('\u{202E}'),
        "a direction override reached the console"
    );
    let escaped = out
        .split('\\')
        .skip(1)
        .find(|rest| rest.starts_with(|c: char| c.is_ascii_punctuation()));
    assert!(escaped.is_none(), "a backslash escape shows: \\{escaped:?}");
    assert!(
        !out.contains("1970-01-01"),
        "a name was read as a moment: {out}"
    );
}
