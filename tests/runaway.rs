//! No runaway tables: every game ends, one command does a bounded amount of work and posts at
//! most `MAX_MESSAGES` channel messages, army counts never wrap, and every game of a channel
//! keeps its own history. Each test here reproduces a fault found by probing the release binary.

mod support;
use support::{actor, new_game, Table};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use risk::engine::position::{Position, Start};
use risk::engine::rules::PRESETS;
use risk::engine::{Action, CardId, Event, Phase, PlayerId, TerritoryId, MAX_ARMIES};
use risk::service::{text, Actor, ChannelKey, Command, NewGame, Outcome, MAX_MESSAGES};

const CH: ChannelKey = ChannelKey(7);
const T0: u64 = 1_700_000_000;

/// `preset` set up the books' way: territories claimed, then armies placed one at a time in
/// turn (many setup moves, each a round of AI turns).
fn books(preset: &str) -> NewGame {
    NewGame {
        setup: Some("claim".into()),
        placement: Some("one-at-a-time".into()),
        ..NewGame::preset(preset)
    }
}

#[test]
fn the_last_person_surrendering_ends_the_game_at_once_with_the_standings() {
    let t = Table::new(CH, T0, 11);
    let alice = actor(1, "alice");
    let people = std::slice::from_ref(&alice);
    t.open(NewGame::preset("classic"), people, 2);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    // Into the game proper: setup done and a few turns played.
    while t.session().game.as_ref().unwrap().turn() < 4 {
        if t.play_one(people, &mut rng).is_none() {
            t.svc
                .continue_ai(CH)
                .unwrap()
                .expect("an AI seat is to move");
        }
    }
    let before = t.session().log_len;
    let last = t.ok(&alice, Command::Surrender);

    // One command, a handful of messages, no AI turn: the AI seats do not play on alone, they
    // are ranked and the table ends.
    assert!(last.messages() <= MAX_MESSAGES, "{:#?}", last.public);
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert!(g.is_over());
    assert!(!s.is_running());
    assert!(s.log_len - before <= 2, "no AI turns were played");
    let all: String = last.public.iter().map(|p| p.text.as_str()).collect();
    assert!(all.contains("ranked by territories, then armies"), "{all}");
    assert!(all.contains("**Standings**\n1. "), "{all}");
    assert!(
        last.public.iter().any(|p| p.board),
        "the final board is shown"
    );
    // The last surrender and the end are one message, which promises nothing that will not
    // happen (no neutral plays on); the recap of a game with battles keeps its sections.
    let end = last
        .public
        .iter()
        .find(|p| p.text.contains("Nobody plays"))
        .unwrap();
    assert!(
        end.text
            .starts_with("🏳 alice surrenders.\n🏁 Nobody plays here any more: alice surrendered."),
        "{}",
        end.text
    );
    assert!(!all.contains("stay as a neutral"), "{all}");
    assert!(all.contains("**Luck**"), "{all}");
    // Nothing is left to wake up for, and nothing more can be done to it.
    assert_eq!(s.next_wake(), None);
    let mut host = alice.clone();
    host.admin = true;
    let err = t.run(&host, Command::Skip).unwrap_err().to_string();
    assert!(err.contains("over"), "{err}");
    // The channel is free for the next game.
    t.ok(&alice, new_game("classic"));
}

#[test]
fn standings_rank_a_surrendered_seat_after_the_seats_still_playing() {
    let t = Table::new(CH, T0, 23);
    let alice = actor(1, "alice");
    t.open(NewGame::preset("classic"), std::slice::from_ref(&alice), 2);
    // At the deal all three hold 14 territories: only the surrender tells them apart.
    let out = t.ok(&alice, Command::Surrender);
    let all: String = out.public.iter().map(|p| p.text.as_str()).collect();
    let standings = all.split("**Standings**").nth(1).expect("standings");
    assert!(
        standings.contains("\n3. alice (surrendered): 14 territories"),
        "{standings}"
    );
}

#[test]
fn a_kicked_last_person_ends_the_game_and_ai_seats_never_play_alone() {
    let t = Table::new(CH, T0, 21);
    let alice = actor(1, "alice");
    t.open(NewGame::preset("classic"), std::slice::from_ref(&alice), 2);
    let mut host = alice.clone();
    host.admin = true;
    let out = t.ok(
        &host,
        Command::Kick {
            player: "alice".into(),
        },
    );
    assert!(out.messages() <= MAX_MESSAGES);
    let s = t.session();
    assert!(s.game.as_ref().unwrap().is_over());
    assert!(!out.public.iter().any(|p| p.text.contains("🤖")));
    // Before any battle the recap says so in one line, and no chart of turns is attached.
    let all: String = out.public.iter().map(|p| p.text.as_str()).collect();
    assert!(all.contains("No battle was fought."), "{all}");
    assert!(!all.contains("**Luck**"), "{all}");
    assert!(out.chart.is_none() && !out.public.iter().any(|p| p.chart));
}

#[test]
fn a_seat_left_to_the_ai_on_its_turn_is_played_on_the_next_wake_up() {
    let t = Table::new(CH, T0, 31);
    let people = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    t.open(books("classic"), &people, 0);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    // alice claims; bob is to move, and the host hands bob's seat to the AI.
    t.play_one(&people, &mut rng).unwrap();
    let bob = t.session().seat_of(people[1].user).unwrap();
    assert_eq!(t.session().game.as_ref().unwrap().current(), bob);
    let mut host = people[0].clone();
    host.admin = true;
    t.ok(
        &host,
        Command::Kick {
            player: "bob".into(),
        },
    );
    // The AI's move is not lost: it comes within seconds, on the scheduler's wake-up.
    let s = t.session();
    assert_eq!(s.game.as_ref().unwrap().current(), bob);
    assert_eq!(s.next_wake(), Some(T0 + 5));
    t.advance(5);
    let due = t.svc.tick(T0 + 5);
    assert_eq!(due.len(), 1);
    let out = due[0].1.as_ref().unwrap();
    assert!(out.messages() <= MAX_MESSAGES);
    assert!(
        out.public
            .iter()
            .any(|p| p.text.contains("🤖 **bob (AI)**")),
        "{:#?}",
        out.public
    );
    assert_ne!(t.session().game.as_ref().unwrap().current(), bob);
}

#[test]
fn one_command_plays_at_most_one_round_of_ai_turns_in_one_post() {
    let t = Table::new(CH, T0, 41);
    let alice = actor(1, "alice");
    t.open(books("global-domination"), std::slice::from_ref(&alice), 5);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut rounds = 0;
    while let Some(out) = t.play_one(std::slice::from_ref(&alice), &mut rng) {
        let ai_posts: Vec<&str> = out
            .public
            .iter()
            .filter(|p| p.text.contains("🤖"))
            .map(|p| p.text.as_str())
            .collect();
        assert!(ai_posts.len() <= 1, "{ai_posts:#?}");
        if let Some(post) = ai_posts.first() {
            rounds += 1;
            // One line per AI seat (the post may also carry the move before and the prompt).
            let ai_lines: Vec<&str> = post.lines().filter(|l| l.starts_with("🤖")).collect();
            assert!(ai_lines.len() <= 5, "{post}");
            for line in ai_lines {
                assert!(line.chars().count() <= text::AI_TURN_CHARS + 40, "{line}");
            }
        }
        assert!(out.messages() <= MAX_MESSAGES, "{:#?}", out.public);
        if rounds > 60 {
            break;
        }
    }
    assert!(rounds > 10);
}

#[test]
fn army_counts_cannot_wrap_past_the_most_a_territory_holds() {
    let pos = Position::classic(2, PlayerId(0), Start::TurnStart, 1, |name| match name {
        "China" => (PlayerId(0), MAX_ARMIES - 3),
        "Brazil" | "Peru" | "Venezuela" | "Argentina" => (PlayerId(1), 1),
        _ => (PlayerId(0), 1),
    });
    let mut g = pos.build().unwrap();
    let china = g.map().lookup("China").unwrap();
    let siam = g.map().lookup("Siam").unwrap();
    let err = g
        .apply(
            PlayerId(0),
            Action::Place {
                territory: china,
                armies: 5,
            },
        )
        .unwrap_err();
    let said = g.explain(&err, &|p: PlayerId| format!("P{}", p.0));
    assert!(said.contains("China can take only 3 more"), "{said}");
    assert!(said.contains("65,535"), "{said}");
    assert_eq!(g.armies(china), MAX_ARMIES - 3);
    g.apply(
        PlayerId(0),
        Action::Place {
            territory: china,
            armies: 3,
        },
    )
    .unwrap();
    assert_eq!(g.armies(china), MAX_ARMIES);
    // Fortifying into a full territory is refused the same way.
    while matches!(g.phase(), Phase::Reinforce { .. }) {
        g.apply(
            PlayerId(0),
            Action::Place {
                territory: siam,
                armies: 1,
            },
        )
        .unwrap();
    }
    g.apply(PlayerId(0), Action::End).unwrap();
    assert!(g
        .apply(
            PlayerId(0),
            Action::Fortify {
                from: siam,
                to: china,
                armies: 1,
            },
        )
        .is_err());
    assert_eq!(g.armies(china), MAX_ARMIES);
    g.check_invariants().unwrap();
}

#[test]
fn a_new_game_after_a_finished_one_shows_only_its_own_history() {
    // The probe: two-player-allies, seed 6, surrender, then a classic game, then /history.
    let t = Table::new(CH, T0, 6);
    let alice = actor(1, "alice");
    t.open(
        NewGame::preset("two-player-allies"),
        std::slice::from_ref(&alice),
        1,
    );
    t.ok(&alice, Command::Surrender);
    assert!(!t.session().is_running());
    let old_len = t.session().log_len;

    let people = [alice.clone(), actor(2, "bob"), actor(3, "carol")];
    t.open(NewGame::preset("classic"), &people, 0);
    let s = t.session();
    assert_eq!(s.number, 2);
    assert_eq!(s.log_start, old_len);
    let history = t
        .ok(
            &people[1],
            Command::History {
                count: Some(50),
                file: false,
            },
        )
        .reply
        .unwrap();
    assert!(!history.contains("surrender"), "{history}");
    assert!(!history.contains("Neutral"), "{history}");
    assert!(history.contains("risk new"), "{history}");
    // Numbered from the game's own start.
    assert!(history.starts_with("#1 "), "{history}");
}

#[test]
fn any_stored_event_reads_as_text_whatever_it_names() {
    let t = Table::new(CH, T0, 1);
    let people = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    t.open(NewGame::preset("classic"), &people, 0);
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    let (ghost, nowhere, card) = (PlayerId(9), TerritoryId(200), CardId(250));
    let events = vec![
        Event::Claimed {
            player: ghost,
            territory: nowhere,
        },
        Event::Bribed {
            player: ghost,
            neutral: PlayerId(5),
            card: Some(card),
            ally: Some(ghost),
        },
        Event::CardDrawn {
            player: ghost,
            card: Some(card),
        },
        Event::Conquered {
            player: ghost,
            from: nowhere,
            to: nowhere,
            moved: 3,
            max: 9,
        },
        Event::Eliminated {
            player: ghost,
            by: PlayerId(7),
            cards_taken: 2,
        },
        Event::Traded {
            player: ghost,
            cards: [card, CardId(251), CardId(252)],
            armies: 9,
            bonus: Some((nowhere, 2)),
        },
        Event::AirfieldPlaced {
            player: ghost,
            territory: nowhere,
            auto: true,
        },
        Event::AllyReinforced {
            player: ghost,
            ally: PlayerId(8),
            territory: nowhere,
            armies: 3,
        },
        Event::Fortified {
            from: nowhere,
            to: nowhere,
            armies: 4,
        },
        Event::HqsRevealed {
            hqs: vec![(ghost, nowhere)],
        },
        Event::HqCaptured {
            player: ghost,
            from: PlayerId(6),
            territory: nowhere,
        },
        Event::GameEnded,
    ];
    let lines = text::events(&s, g, &g.view(risk::engine::Reader::Everyone), &events);
    assert_eq!(lines.len(), events.len());
    assert!(lines[0].contains("an unknown territory"), "{lines:?}");
    let _ = text::ai_turn(&s, g, &g.view(risk::engine::Reader::Everyone), &events);
}

/// What the fuzz saw: the most messages, AI turns and AI events one command caused, and the
/// most armies on one territory.
#[derive(Default, Debug)]
struct Report {
    commands: usize,
    games: usize,
    ended_without_winner: usize,
    max_messages: usize,
    max_ai_turns: usize,
    max_ai_events: usize,
    max_armies: u16,
}

/// A random table: some people and AI seats, then random commands from everyone: moves as the
/// basic AI would make them, and surrender, skip, kick, replace, vacation, undo, abandon, new
/// games in the same channel, missed deadlines.
fn fuzz_table(preset: &str, seed: u64, report: &mut Report) {
    let rules = (risk::engine::rules::preset(preset).unwrap().rules)();
    let t = Table::new(CH, T0, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut next_id = 100;
    let mut people: Vec<Actor> = (1..=6).map(|i| actor(i, &format!("p{i}"))).collect();
    let (min, max) = (rules.min_players as usize, rules.max_players as usize);
    let seats = if rules.victory == risk::engine::Victory::Team {
        [4, 6][rng.random_range(0..2)]
    } else {
        rng.random_range(min..=max)
    };
    let humans = rng.random_range(1..=seats.min(3));
    let start = |t: &Table, people: &[Actor], rng: &mut ChaCha8Rng| {
        let host = &people[rng.random_range(0..humans)];
        t.ok(host, new_game(preset));
        for p in people.iter().take(humans) {
            if p.user != host.user {
                t.ok(p, Command::Join { color: None });
            }
        }
        for _ in humans..seats {
            t.ok(host, Command::AddAi { level: None });
        }
        t.ok(host, Command::Start);
    };
    start(&t, &people, &mut rng);
    report.games += 1;
    for _ in 0..400 {
        let s = t.session();
        let mut who = people[rng.random_range(0..people.len())].clone();
        who.admin = rng.random_bool(0.3);
        let cmd = match rng.random_range(0..100) {
            _ if !s.is_running() => {
                if s.game.as_ref().is_some_and(|g| g.winner().is_none()) {
                    report.ended_without_winner += 1;
                }
                if rng.random_bool(0.5) {
                    break;
                }
                who.admin = true;
                t.ok(&who, Command::Abandon { confirm: true });
                start(&t, &people, &mut rng);
                report.games += 1;
                continue;
            }
            0..=74 => {
                if let Some(out) = t.play_one(&people, &mut rng) {
                    account(&t, &out, s.log_len, report);
                }
                continue;
            }
            75..=79 => Command::Surrender,
            80..=83 => Command::Skip,
            84..=86 => Command::Kick {
                player: s.seats[rng.random_range(0..s.seats.len())].name.clone(),
            },
            87..=89 => {
                next_id += 1;
                let newcomer = actor(next_id, &format!("n{next_id}"));
                let seat = rng.random_range(0..s.seats.len());
                let at = people.len().min(seat);
                people.insert(at, newcomer.clone());
                Command::Replace {
                    player: s.seats[seat].name.clone(),
                    user: newcomer.user,
                    name: newcomer.name,
                }
            }
            90..=92 => Command::Vacation {
                days: rng.random_range(0..3),
            },
            93..=94 => Command::Undo,
            95..=96 => new_game(preset),
            _ => {
                // A missed deadline: the scheduler's wake-up.
                t.advance(2 * 86_400);
                let now = t.svc.now();
                for (_, out) in t.svc.tick(now) {
                    account(&t, &out.unwrap(), s.log_len, report);
                }
                continue;
            }
        };
        // Abandon needs the host or an admin; everything else may be refused with a message.
        if let Ok(out) = t.run(&who, cmd) {
            account(&t, &out, s.log_len, report);
        }
    }
}

fn account(t: &Table, out: &Outcome, log_before: u64, report: &mut Report) {
    report.commands += 1;
    assert!(
        out.messages() <= MAX_MESSAGES,
        "{} messages: {:#?}",
        out.messages(),
        out.public
    );
    report.max_messages = report.max_messages.max(out.messages());
    let Some(s) = t.svc.snapshot(CH).unwrap() else {
        return;
    };
    let new = s.log_len.saturating_sub(log_before) as usize;
    let entries = t.svc.store().history(CH, log_before, new.max(1)).unwrap();
    let ai: Vec<_> = entries.iter().filter(|e| e.command == "ai").collect();
    report.max_ai_turns = report.max_ai_turns.max(ai.len());
    // At most one round: no seat moves twice for one command.
    let mut movers: Vec<&str> = ai.iter().map(|e| e.actor.as_str()).collect();
    movers.sort();
    movers.dedup();
    assert_eq!(movers.len(), ai.len(), "a seat moved twice: {ai:#?}");
    let events: usize = ai.iter().map(|e| e.events.len()).sum();
    report.max_ai_events = report.max_ai_events.max(events);
    if let Some(g) = s.game.as_ref() {
        g.check_invariants()
            .unwrap_or_else(|e| panic!("invariant broken: {e}"));
        let most = g.map().territory_ids().map(|x| g.armies(x)).max().unwrap();
        report.max_armies = report.max_armies.max(most);
        // A finished table wakes nobody; a running one always has something to wake for or
        // a person to move.
        if s.is_running() {
            assert!(s.someone_plays(), "a table nobody plays is still running");
        } else {
            assert_eq!(s.next_wake(), None);
        }
    }
}

#[test]
fn random_tables_of_every_preset_stay_bounded() {
    let mut report = Report::default();
    // RUNAWAY_TABLES=n plays n tables per preset (8 by default) for a longer run.
    let tables: u64 = std::env::var("RUNAWAY_TABLES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(8);
    for (i, p) in PRESETS.iter().enumerate() {
        for k in 0..tables {
            fuzz_table(p.name, 1_000 + 1_000 * i as u64 + k, &mut report);
        }
    }
    eprintln!("runaway fuzz: {report:?}");
    assert!(report.games >= tables as usize * PRESETS.len());
    assert!(report.ended_without_winner > 0, "{report:?}");
    // A round: each of at most 6 seats once (a timed-out player's turn, then the AI seats).
    assert!(report.max_ai_turns <= 6, "{report:?}");
    assert!(report.max_messages <= MAX_MESSAGES);
}

#[test]
fn an_absent_last_player_is_waited_for_one_deadline_at_a_time_then_the_game_ends() {
    let t = Table::new(CH, T0, 51);
    let alice = actor(1, "alice");
    t.open(NewGame::preset("classic"), std::slice::from_ref(&alice), 2);
    let me = t.session().seat_of(alice.user).unwrap();
    let kick_after = t.session().timing.kick_after as usize;
    let mut missed = 0;
    // Each passing deadline plays alice's move and one round of the AI seats, then waits for
    // alice again: never the whole game at once.
    let mut last = String::new();
    while t.session().is_running() {
        let s = t.session();
        assert_eq!(s.game.as_ref().unwrap().current(), me);
        let deadline = s.clock.deadline.expect("alice's move has a deadline");
        t.advance(deadline - t.svc.now());
        let due = t.svc.tick(deadline);
        let out = due[0].1.as_ref().unwrap();
        last = out.public.iter().map(|p| p.text.as_str()).collect();
        assert!(out.messages() <= MAX_MESSAGES);
        missed += 1;
        assert!(missed <= 2 * kick_after, "the table kept going");
        if missed == kick_after + 1 {
            // Away, but the seat is still alice's: she can come back on her own turn.
            let s = t.session();
            assert!(s.seats[me.index()].timed_out);
            assert!(s.waits_for_deadline(me));
            assert!(out.public.iter().any(|p| p.text.contains("/risk return")));
        }
    }
    assert_eq!(missed, 2 * kick_after);
    let s = t.session();
    // The AI seats do not play on alone: the table ends, saying why, with a result.
    assert!(s.game.as_ref().unwrap().is_over());
    assert!(
        last.contains("🏁 Nobody plays here any more: alice stayed away."),
        "{last}"
    );
    assert!(last.contains("**Standings**"), "{last}");
}

#[test]
fn an_absent_player_can_return_on_their_own_turn_while_the_table_waits() {
    let t = Table::new(CH, T0, 61);
    let alice = actor(1, "alice");
    t.open(books("classic"), std::slice::from_ref(&alice), 2);
    for _ in 0..t.session().timing.kick_after {
        let deadline = t.session().clock.deadline.unwrap();
        t.advance(deadline - t.svc.now());
        t.svc.tick(deadline);
    }
    let s = t.session();
    assert!(s.seats[0].timed_out && s.is_running());
    t.ok(&alice, Command::Return);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    // She plays her move herself, and the AI seats answer at once again.
    let out = t
        .play_one(std::slice::from_ref(&alice), &mut rng)
        .expect("alice to move");
    assert!(out.public.iter().any(|p| p.text.contains("🤖")));
}
