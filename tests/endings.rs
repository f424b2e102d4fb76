//! How games end at the seams: a surrender or a kick that leaves one side alone wins the game
//! for that side at once (setup included); a table where the AI seats eliminated every person
//! gets a result; and a finished game shows nobody to move and names players in past events as
//! they were. The rulebooks have no surrender: these are the table's own rules (the books' last
//! player standing, 003_959c08df1c77c745.txt, Classic RISK, "Winning", counts players still
//! competing).

mod support;
use support::{actor, Table};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::position::{Position, Start};
use risk::engine::{Action, AttackMode, Phase, PlayerId};
use risk::service::{
    fair, Actor, ChannelKey, Command, NewGame, Outcome, Session, Store, UserKey, MAX_MESSAGES,
};

const CH: ChannelKey = ChannelKey(9);
const T0: u64 = 1_700_000_000;

/// The game's winner, by name.
fn winner(t: &Table) -> Option<String> {
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    g.winner().map(|w| s.name(w))
}

fn host(a: &Actor) -> Actor {
    Actor {
        admin: true,
        locale: None,
        guild_locale: None,
        ..a.clone()
    }
}

fn all_text(out: &Outcome) -> String {
    out.public
        .iter()
        .map(|p| p.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_surrender_in_a_duel_gives_the_other_player_the_game_at_once_during_setup() {
    // The duel of the report: two-player (2 players and a neutral army), alice gives up
    // before placing anything. The neutral army is nobody's opponent: bob wins.
    let t = Table::new(CH, T0, 6);
    let (alice, bob) = (actor(1, "alice"), actor(2, "bob"));
    t.open(
        NewGame::preset("two-player"),
        &[alice.clone(), bob.clone()],
        0,
    );
    assert_eq!(
        t.session().game.as_ref().unwrap().turn(),
        0,
        "still in setup"
    );
    let out = t.ok(&alice, Command::Surrender);
    let all = all_text(&out);
    // The surrender and the win it brings are one message.
    assert_eq!(
        out.public[0].text, "🏳 alice surrenders.\n🏆 bob wins the game!",
        "{all}"
    );
    // Nothing promised that will not happen: no neutral plays on, nobody is asked to move.
    assert!(!all.contains("stay as a neutral"), "{all}");
    assert!(!out.public.iter().any(|p| p.prompt), "{:#?}", out.public);
    assert!(out.messages() <= MAX_MESSAGES);
    assert_eq!(winner(&t).as_deref(), Some("bob"));
    let s = t.session();
    assert_eq!(s.next_wake(), None);
    let g = s.game.as_ref().unwrap();
    assert_eq!(
        g.victory_reason().as_deref(),
        Some("every opponent surrendered, was removed or was eliminated")
    );
    g.check_invariants().unwrap();
    // The recap replays the record (the surrender is a step of it) and names the winner.
    assert!(
        all.contains("Winner: **bob** (every opponent surrendered"),
        "{all}"
    );
    // The last post of the game says what the channel can do next.
    let last = &out.public.last().expect("the end posts").text;
    assert!(last.contains("/risk new opens another game"), "{last}");
    let err = t.run(&bob, Command::Surrender).unwrap_err().to_string();
    assert!(err.contains("over"), "{err}");
}

#[test]
fn when_all_but_one_surrender_the_last_one_wins_and_not_before() {
    let t = Table::new(CH, T0, 11);
    let people = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    t.open(NewGame::preset("classic"), &people, 0);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    while t.session().game.as_ref().unwrap().turn() < 4 {
        t.play_one(&people, &mut rng).expect("a person is to move");
    }
    // bob and carol are still each other's opponents: the game goes on.
    let first = all_text(&t.ok(&people[0], Command::Surrender));
    assert!(first.contains("stay as a neutral"), "{first}");
    assert!(t.session().is_running());
    let last = t.ok(&people[1], Command::Surrender);
    let all = all_text(&last);
    assert!(all.contains("🏆 carol wins the game!"), "{all}");
    assert_eq!(winner(&t).as_deref(), Some("carol"));
    assert!(last.messages() <= MAX_MESSAGES, "{:#?}", last.public);
    assert!(
        last.public.iter().any(|p| p.board),
        "the final board is shown"
    );
}

#[test]
fn an_ai_seat_still_playing_is_an_opponent() {
    let t = Table::new(CH, T0, 12);
    let (alice, bob) = (actor(1, "alice"), actor(2, "bob"));
    t.open(NewGame::preset("classic"), &[alice.clone(), bob.clone()], 1);
    t.ok(&alice, Command::Surrender);
    // bob still has the AI to beat.
    assert!(t.session().is_running());
    // Once bob gives up too, the AI seat is the only one competing: it wins.
    let out = t.ok(&bob, Command::Surrender);
    let all = all_text(&out);
    let ai = t.session().seats[2].name.clone();
    assert_eq!(winner(&t), Some(ai.clone()));
    assert!(all.contains(&format!("🏆 {ai} wins the game!")), "{all}");
}

#[test]
fn a_kick_that_leaves_one_player_gives_them_the_game() {
    let t = Table::new(CH, T0, 13);
    let (alice, bob) = (actor(1, "alice"), actor(2, "bob"));
    t.open(
        NewGame::preset("two-player"),
        &[alice.clone(), bob.clone()],
        0,
    );
    let out = t.ok(
        &host(&alice),
        Command::Kick {
            player: "bob".into(),
        },
    );
    let all = all_text(&out);
    assert_eq!(
        out.public[0].text, "bob is removed from the game.\n🏆 alice wins the game!",
        "{all}"
    );
    assert_eq!(winner(&t).as_deref(), Some("alice"));
}

#[test]
fn in_team_risk_the_last_team_standing_wins() {
    // 004_f15c8e3bd224a756.txt, Team RISK: teammates sit apart (seats 1 and 3, 2 and 4).
    let t = Table::new(CH, T0, 14);
    let people = [
        actor(1, "alice"),
        actor(2, "bob"),
        actor(3, "carol"),
        actor(4, "dave"),
    ];
    t.open(NewGame::preset("team"), &people, 0);
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    let seat = |a: &Actor| s.seat_of(a.user).unwrap();
    let a = seat(&people[0]);
    let (rival, mate) = {
        let mut them = people.iter().filter(|x| !g.same_side(a, seat(x)));
        (them.next().unwrap(), them.next().unwrap())
    };
    // One of the other team gives up: the teammate plays on for the team.
    t.ok(rival, Command::Surrender);
    assert!(t.session().is_running());
    let out = t.ok(mate, Command::Surrender);
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    let w = g.winner().expect("a team won");
    assert!(g.same_side(w, a), "alice's team wins");
    assert!(all_text(&out).contains("wins the game!"));
}

#[test]
fn a_player_who_surrendered_is_no_opponent_when_the_last_one_is_eliminated() {
    // alice (0), bob (1) and carol (2); carol has surrendered and holds half the board. alice
    // takes bob's last territory: nobody competes with her any more, and she wins.
    let mut g = Position::classic(3, PlayerId(0), Start::Attack, 4, |name| match name {
        "Brazil" => (PlayerId(0), 30),
        "North Africa" => (PlayerId(1), 1),
        other if other.len() % 2 == 0 => (PlayerId(0), 1),
        _ => (PlayerId(2), 1),
    })
    .build()
    .unwrap();
    assert!(
        g.withdraw(PlayerId(2)).is_empty(),
        "alice and bob still compete"
    );
    assert!(g.is_withdrawn(PlayerId(2)));
    let north_africa = g.map().lookup("North Africa").unwrap();
    let brazil = g.map().lookup("Brazil").unwrap();
    let events = g
        .apply(
            PlayerId(0),
            Action::Attack {
                from: brazil,
                to: north_africa,
                dice: None,
                defender_dice: None,
                mode: AttackMode::Blitz { stop_at: None },
                commander: false,
            },
        )
        .unwrap();
    assert!(
        events.iter().any(
            |e| matches!(e, risk::engine::Event::GameOver { winner } if *winner == PlayerId(0))
        ),
        "{events:?}"
    );
    assert_eq!(g.winner(), Some(PlayerId(0)));
    assert_eq!(
        g.victory_reason().as_deref(),
        Some("every opponent surrendered, was removed or was eliminated")
    );
    g.check_invariants().unwrap();
}

/// Two people and two basic AI seats; the people hold one weak territory each next to the AI
/// seats' large stacks, and an AI seat is to move.
fn doomed_table(t: &Table) {
    let game = Position::classic(4, PlayerId(2), Start::TurnStart, 8, |name| match name {
        "Alaska" => (PlayerId(0), 1),
        "Argentina" => (PlayerId(1), 1),
        "Kamchatka" | "Alberta" | "Northwest Territory" | "Peru" | "Brazil" => (PlayerId(2), 40),
        other if other.len() % 2 == 0 => (PlayerId(2), 3),
        _ => (PlayerId(3), 3),
    })
    .build()
    .unwrap();
    let mut s = Session::seated(&[(UserKey(1), "alice"), (UserKey(2), "bob")], game);
    for (i, color) in [(1, "green"), (2, "yellow")] {
        s.seats.push(risk::service::Seat::new(
            None,
            &format!("AI {i} (basic)"),
            color,
            Some(AiLevel::Basic),
        ));
    }
    t.store.commit(CH, &s, &[]).unwrap();
}

#[test]
fn when_the_ai_seats_eliminate_every_person_the_game_still_has_a_result() {
    let t = Table::new(CH, T0, 15);
    doomed_table(&t);
    let people = [actor(1, "alice"), actor(2, "bob")];
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut last = None;
    for _ in 0..200 {
        if !t.session().is_running() {
            break;
        }
        // One round of AI turns per wake-up, or a person's move.
        let out = match t.svc.continue_ai(CH).unwrap() {
            Some(out) => out,
            None => t.play_one(&people, &mut rng).expect("a person is to move"),
        };
        assert!(out.messages() <= MAX_MESSAGES, "{:#?}", out.public);
        last = Some(out);
    }
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert!(g.is_over(), "the table ended");
    assert!(g.is_eliminated(PlayerId(0)) && g.is_eliminated(PlayerId(1)));
    let all = all_text(&last.unwrap());
    // What happened, not "every player surrendered".
    assert!(
        all.contains("🏁 Nobody plays here any more: alice and bob were eliminated."),
        "{all}"
    );
    assert!(!all.contains("surrendered"), "{all}");
    // The AI seats are ranked, and the first wins (when one side leads).
    let w = g.winner().expect("a winner");
    assert_eq!(g.ranking()[0], w);
    assert!(
        all.contains(&format!("🏆 {} wins the game!", s.name(w))),
        "{all}"
    );
    assert!(all.contains("**Standings**\n1. "), "{all}");
    assert_eq!(
        g.victory_reason().as_deref(),
        Some("first in territories, then armies, when no person was left to play")
    );
    g.check_invariants().unwrap();
    assert_eq!(s.next_wake(), None);
}

#[test]
fn the_last_person_leaving_ranks_the_ai_seats_and_a_tie_has_no_winner() {
    let t = Table::new(CH, T0, 23);
    let alice = actor(1, "alice");
    t.open(NewGame::preset("classic"), std::slice::from_ref(&alice), 2);
    // At the deal both AI seats hold 14 territories and have placed all their armies.
    let out = t.ok(&alice, Command::Surrender);
    let all = all_text(&out);
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.phase(), &Phase::Ended);
    assert!(
        all.contains("🏁 Nobody plays here any more: alice surrendered."),
        "{all}"
    );
    assert!(
        all.contains(
            "AI 1 (basic) and AI 2 (basic) tie for first: the game ends without a winner."
        ),
        "{all}"
    );
    // Nobody is to move in the final board, its alt text or its summary.
    let view = &out.view.as_ref().expect("the final board").0;
    assert_eq!(view.current, None);
    let alt = view.describe();
    assert!(!alt.contains("to move"), "{alt}");
    assert!(alt.contains("alice (surrendered)"), "{alt}");
    let summary = out
        .public
        .iter()
        .find_map(|p| p.summary.as_ref())
        .expect("a summary");
    assert!(!summary.text.contains('▶'), "{}", summary.text);
}

#[test]
fn a_finished_game_shows_nobody_to_move_and_past_events_name_players_as_they_were() {
    let t = Table::new(CH, T0, 11);
    let people = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    t.open(NewGame::preset("classic"), &people, 0);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    while t.session().game.as_ref().unwrap().turn() < 7 {
        t.play_one(&people, &mut rng).expect("a person is to move");
    }
    // bob surrenders on his own turn, so the end comes with him "to move".
    while t.session().game.as_ref().unwrap().current() != PlayerId(1) {
        t.play_one(&people, &mut rng).expect("a person is to move");
    }
    let during = all_text(&t.ok(&people[1], Command::Surrender));
    assert!(during.contains("🏳 bob surrenders"), "{during}");
    // While the game runs, the table shows that bob surrendered.
    let status = t.ok(&people[0], Command::Status);
    let status = format!(
        "{}\n{}",
        all_text(&status),
        status.reply.clone().unwrap_or_default()
    );
    assert!(status.contains("bob (surrendered) (blue)"), "{status}");
    let end = t.ok(&people[0], Command::Surrender);
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.winner(), Some(PlayerId(2)));
    // The final board: no one to move, in the picture, its alt text and the summary.
    let view = &end.view.as_ref().expect("the final board").0;
    assert_eq!(view.current, None);
    let alt = view.describe();
    assert!(!alt.contains("to move"), "{alt}");
    let summary = end
        .public
        .iter()
        .find_map(|p| p.summary.as_ref())
        .expect("a summary");
    assert!(!summary.text.contains('▶'), "{}", summary.text);
    // Moves bob made before surrendering name him as he was, in the history, the recap and the
    // game file that `risk-bot verify` reads.
    let recap = all_text(&end);
    assert!(recap.contains("📜 **Recap"), "{recap}");
    assert!(!recap.contains("(surrendered)"), "{recap}");
    let history = t.ok(
        &people[0],
        Command::History {
            count: Some(200),
            file: true,
        },
    );
    let (_, text) = history.file.as_ref().expect("the history as a file");
    let (before, after) = text
        .split_once("bob /risk surrender")
        .expect("the surrender");
    assert!(before.contains("bob /attack"), "{text}");
    assert!(!before.contains("(surrendered)"), "{text}");
    // Afterwards the passive seat's moves are the surrendered seat's, and say so.
    assert!(after.contains("bob (surrendered) /ai"), "{text}");
    let file = fair::game_file(&*t.store, CH, &s).unwrap().unwrap();
    assert_eq!(file.seats, ["alice", "bob", "carol"]);
    fair::verify(&file).unwrap();
}

#[test]
fn a_table_stored_with_a_surrendered_name_gets_the_name_back_and_the_flag() {
    // Tables stored before the flag was kept added " (surrendered)" to the seat's name.
    let game = Position::classic(3, PlayerId(0), Start::TurnStart, 5, |name| {
        (PlayerId(name.len() as u8 % 3), 2)
    })
    .build()
    .unwrap();
    let mut s = Session::seated(
        &[
            (UserKey(1), "alice"),
            (UserKey(2), "bob"),
            (UserKey(3), "carol"),
        ],
        game,
    );
    s.seats[1].user = None;
    s.seats[1].ai = Some(AiLevel::Passive);
    s.seats[1].name = "bob (surrendered)".into();
    let json = serde_json::to_value(&s).unwrap();
    let back: Session = serde_json::from_value(json).unwrap();
    assert_eq!(back.seats[1].name, "bob");
    assert!(back.seats[1].surrendered());
    assert_eq!(back.label(PlayerId(1)), "bob (surrendered)");
    // Likewise " (AI)" after a kick.
    let mut kicked = back.clone();
    kicked.seats[2].user = None;
    kicked.seats[2].ai = Some(AiLevel::Basic);
    kicked.seats[2].name = "carol (AI)".into();
    let kicked: Session = serde_json::from_value(serde_json::to_value(&kicked).unwrap()).unwrap();
    assert_eq!(kicked.seats[2].name, "carol");
    assert!(kicked.seats[2].kicked);
    assert_eq!(kicked.label(PlayerId(2)), "carol (AI)");
    // The game learns of it with the next surrender: carol, alone, wins.
    let t = Table::new(CH, T0, 1);
    t.store.commit(CH, &back, &[]).unwrap();
    t.ok(&actor(1, "alice"), Command::Surrender);
    assert_eq!(winner(&t).as_deref(), Some("carol"));
}

#[test]
fn a_surrender_counts_as_a_loss_in_the_servers_standings() {
    // Otherwise a player about to lose could keep their record clean by surrendering.
    let t = Table::new(CH, T0, 6);
    let m = risk::service::Membership {
        guild: risk::service::GuildKey(500),
        roles: vec![],
    };
    let (alice, bob) = (actor(1, "alice"), actor(2, "bob"));
    let run = |who: &Actor, cmd| t.svc.handle_in_server(CH, who, Some(&m), cmd).unwrap();
    run(
        &alice,
        Command::New(Box::new(NewGame::preset("two-player"))),
    );
    run(&bob, Command::Join { color: None });
    run(&alice, Command::Start);
    run(&alice, Command::Surrender);
    let st = t.store.standings(risk::service::GuildKey(500)).unwrap();
    let of = |user: u64| st.players.iter().find(|p| p.user == user).unwrap();
    assert_eq!((of(2).record.won, of(2).record.played), (1, 1));
    assert_eq!((of(1).record.won, of(1).record.played), (0, 1));
    assert_eq!(of(1).name, "alice");
    assert!(of(2).rating > of(1).rating);
}

#[test]
fn a_kicked_players_earlier_moves_name_them_as_they_were_and_a_new_player_competes_again() {
    let t = Table::new(CH, T0, 11);
    let people = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    t.open(NewGame::preset("classic"), &people, 0);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    while t.session().game.as_ref().unwrap().turn() < 4 {
        t.play_one(&people, &mut rng).expect("a person is to move");
    }
    let out = t.ok(
        &host(&people[0]),
        Command::Kick {
            player: "bob".into(),
        },
    );
    assert!(
        all_text(&out).contains("The AI takes over the seat of bob (AI)."),
        "{}",
        all_text(&out)
    );
    let s = t.session();
    let bob = PlayerId(1);
    assert!(s.game.as_ref().unwrap().is_withdrawn(bob));
    assert_eq!(s.label(bob), "bob (AI)");
    // bob's moves before the kick name him as he was.
    let history = t.ok(
        &people[0],
        Command::History {
            count: Some(200),
            file: true,
        },
    );
    let (_, text) = history.file.as_ref().expect("the history as a file");
    let before_kick = text.split("risk kick").next().unwrap();
    assert!(before_kick.contains("bob"), "{text}");
    assert!(!before_kick.contains("bob (AI)"), "{text}");
    // The host hands the seat to dave, typed as the table shows it: he competes again.
    t.ok(
        &host(&people[0]),
        Command::Replace {
            player: "bob (AI)".into(),
            user: UserKey(4),
            name: "dave".into(),
        },
    );
    let s = t.session();
    assert!(!s.game.as_ref().unwrap().is_withdrawn(bob));
    assert_eq!(s.label(bob), "dave");
    // alice and carol surrender: dave, alone, wins.
    t.ok(&people[0], Command::Surrender);
    t.ok(&people[2], Command::Surrender);
    assert_eq!(winner(&t).as_deref(), Some("dave"));
}
