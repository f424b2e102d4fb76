//! Asynchronous play with a controllable clock: deadlines, reminders, restarts, vacations,
//! time-outs handing seats to the AI and back, pause/resume, surrender, and undo.

mod support;
use support::{actor, same_seed, ticking};

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use risk::engine::{Phase, PlayerId, Position, Start};
use risk::service::clock::{DAY, HOUR};
use risk::service::{
    Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, Outcome, Session, SledStore,
    Store, UserKey,
};

const CH: ChannelKey = ChannelKey(7);
const T0: u64 = 1_800_000_000;

struct Table {
    svc: GameService,
    now: Arc<AtomicU64>,
    p: [Actor; 3],
}

impl Table {
    /// Three humans, dealt territories and bulk placement, so setup is one move per player.
    fn new(store: Arc<dyn Store>, opts: NewGame) -> Table {
        let now = Arc::new(AtomicU64::new(T0));
        let svc = GameService::new(store, ticking(&now.clone()), same_seed(11));
        let p = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
        let opts = NewGame {
            setup: Some("deal".into()),
            placement: Some("bulk".into()),
            ..opts
        };
        svc.handle(CH, &p[0], Command::New(Box::new(opts))).unwrap();
        svc.handle(CH, &p[1], Command::Join { color: None })
            .unwrap();
        svc.handle(CH, &p[2], Command::Join { color: None })
            .unwrap();
        svc.handle(CH, &p[0], Command::Start).unwrap();
        Table { svc, now, p }
    }

    fn at(&self, t: u64) -> Vec<Outcome> {
        self.now.store(t, Ordering::SeqCst);
        self.svc
            .tick(t)
            .into_iter()
            .map(|(ch, o)| {
                assert_eq!(ch, CH);
                o.unwrap()
            })
            .collect()
    }

    fn session(&self) -> Session {
        self.svc.snapshot(CH).unwrap().unwrap()
    }

    fn current(&self) -> PlayerId {
        self.session().game.unwrap().current()
    }
}

fn posted(outs: &[Outcome]) -> String {
    outs.iter()
        .flat_map(|o| o.public.iter().map(|p| p.text.clone()))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_start_ping_shows_the_deadline_and_a_missed_deadline_plays_exactly_that_turn() {
    let now = Arc::new(AtomicU64::new(T0));
    let svc = GameService::new(
        Arc::new(MemoryStore::default()),
        ticking(&now),
        same_seed(11),
    );
    let p = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    let opts = NewGame {
        setup: Some("deal".into()),
        placement: Some("bulk".into()),
        ..NewGame::default()
    };
    svc.handle(CH, &p[0], Command::New(Box::new(opts))).unwrap();
    svc.handle(CH, &p[1], Command::Join { color: None })
        .unwrap();
    svc.handle(CH, &p[2], Command::Join { color: None })
        .unwrap();
    let start = svc.handle(CH, &p[0], Command::Start).unwrap();
    let ping = start
        .public
        .iter()
        .find(|x| x.ping == vec![UserKey(1)])
        .expect("alice is pinged");
    assert!(
        ping.text
            .contains(&risk::service::Moment::Relative(T0 + DAY).to_string()),
        "{}",
        ping.text
    );

    let t = Table {
        svc,
        now: Arc::new(AtomicU64::new(T0)),
        p,
    };
    assert!(t
        .at(T0 + DAY - 1)
        .iter()
        .all(|o| !posted(std::slice::from_ref(o)).contains("time ran out")));
    let outs = t.at(T0 + DAY);
    assert!(
        posted(&outs).contains("alice's time ran out"),
        "{}",
        posted(&outs)
    );
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert_eq!(
        g.setup_armies_left(PlayerId(0)),
        0,
        "the AI placed alice's armies"
    );
    assert_eq!(g.setup_armies_left(PlayerId(1)), 21, "and nothing of bob's");
    assert_eq!(g.current(), PlayerId(1));
    assert_eq!(s.seats[0].missed, 1);
    assert!(!s.seats[0].is_ai(), "one miss does not cost the seat");
    // Handled once: nothing more happens at the same time.
    assert!(t.at(T0 + DAY).is_empty());
    assert_eq!(t.session().game.unwrap().current(), PlayerId(1));
}

#[test]
fn reminders_go_out_once_each() {
    let t = Table::new(Arc::new(MemoryStore::default()), NewGame::default());
    let half = t.at(T0 + 12 * HOUR);
    assert_eq!(half.len(), 1);
    assert!(posted(&half).contains("half gone"));
    assert_eq!(half[0].public[0].ping, vec![UserKey(1)]);
    assert!(t.at(T0 + 12 * HOUR + 60).is_empty());
    let last = t.at(T0 + 23 * HOUR);
    assert!(posted(&last).contains("almost up"), "{}", posted(&last));
    assert!(t.at(T0 + 23 * HOUR + 60).is_empty());
    assert_eq!(t.current(), PlayerId(0));
}

#[test]
fn reminders_can_be_turned_off() {
    let opts = NewGame {
        reminders: Some("none".into()),
        ..NewGame::default()
    };
    let t = Table::new(Arc::new(MemoryStore::default()), opts);
    assert_eq!(
        t.svc.next_wake().unwrap(),
        Some(T0 + DAY),
        "only the deadline is due"
    );
    assert!(t.at(T0 + 23 * HOUR).is_empty());
}

#[test]
fn a_restart_during_a_deadline_still_handles_it_once() {
    let dir = tempfile::tempdir().unwrap();
    {
        let t = Table::new(
            Arc::new(SledStore::open(dir.path()).unwrap()),
            NewGame::default(),
        );
        assert_eq!(t.svc.next_wake().unwrap(), Some(T0 + 12 * HOUR));
    }
    // The bot was down through alice's deadline; it comes back two days later.
    let now = Arc::new(AtomicU64::new(T0 + 2 * DAY));
    let svc = GameService::new(
        Arc::new(SledStore::open(dir.path()).unwrap()),
        ticking(&now),
        same_seed(11),
    );
    let first = svc.tick(T0 + 2 * DAY);
    assert_eq!(first.len(), 1);
    let text = posted(&[first[0].1.as_ref().unwrap().clone()]);
    assert!(text.contains("alice's time ran out"), "{text}");
    assert!(svc.tick(T0 + 2 * DAY).is_empty(), "handled exactly once");
    let s = svc.snapshot(CH).unwrap().unwrap();
    assert_eq!(s.game.unwrap().current(), PlayerId(1));
    assert_eq!(
        s.clock.deadline,
        Some(T0 + 3 * DAY),
        "bob's clock starts when the bot is back"
    );
}

#[test]
fn vacation_extends_the_deadline() {
    let t = Table::new(Arc::new(MemoryStore::default()), NewGame::default());
    let out = t
        .svc
        .handle(CH, &t.p[0], Command::Vacation { days: 2 })
        .unwrap();
    assert!(posted(&[out]).contains("on vacation"));
    assert_eq!(t.session().clock.deadline, Some(T0 + 3 * DAY));
    t.at(T0 + DAY + HOUR);
    assert_eq!(t.current(), PlayerId(0), "still alice's move: she is away");
    let e = t
        .svc
        .handle(CH, &t.p[0], Command::Vacation { days: 6 })
        .unwrap_err();
    assert!(e.to_string().contains("5 days of vacation left"), "{e}");
}

#[test]
fn kick_after_hands_the_seat_to_the_ai_and_return_takes_it_back_once() {
    let opts = NewGame {
        kick_after: Some(1),
        ..NewGame::default()
    };
    let t = Table::new(Arc::new(MemoryStore::default()), opts);
    let outs = t.at(T0 + DAY);
    assert!(
        posted(&outs).contains("the AI takes the seat"),
        "{}",
        posted(&outs)
    );
    let s = t.session();
    assert!(s.seats[0].is_ai() && s.seats[0].timed_out);
    assert_eq!(
        s.seats[0].user,
        Some(UserKey(1)),
        "the seat remembers its player"
    );
    assert_eq!(t.current(), PlayerId(1));
    t.svc.handle(CH, &t.p[0], Command::Return).unwrap();
    let s = t.session();
    assert!(!s.seats[0].is_ai() && !s.seats[0].timed_out);
    let e = t.svc.handle(CH, &t.p[0], Command::Return).unwrap_err();
    assert!(
        e.to_string()
            .contains("Only a player whose seat the AI took"),
        "{e}"
    );
}

#[test]
fn pause_stops_the_clock_and_resume_moves_the_deadline() {
    let t = Table::new(Arc::new(MemoryStore::default()), NewGame::default());
    t.now.store(T0 + HOUR, Ordering::SeqCst);
    let e = t.svc.handle(CH, &t.p[1], Command::Pause).unwrap_err();
    assert!(e.to_string().contains("Only the host"));
    t.svc.handle(CH, &t.p[0], Command::Pause).unwrap();
    assert_eq!(t.svc.next_wake().unwrap(), None);
    assert!(t.at(T0 + 30 * HOUR).is_empty());
    assert_eq!(t.current(), PlayerId(0));
    t.now.store(T0 + 41 * HOUR, Ordering::SeqCst);
    t.svc.handle(CH, &t.p[0], Command::Resume).unwrap();
    assert_eq!(t.session().clock.deadline, Some(T0 + DAY + 40 * HOUR));
    t.at(T0 + DAY + 40 * HOUR - 1);
    assert_eq!(t.current(), PlayerId(0));
    t.at(T0 + DAY + 40 * HOUR);
    assert_eq!(t.current(), PlayerId(1));
}

#[test]
fn skip_applies_the_timeout_now_and_surrender_turns_neutral() {
    let t = Table::new(
        Arc::new(MemoryStore::default()),
        NewGame {
            on_timeout: Some("skip".into()),
            ..NewGame::default()
        },
    );
    t.svc.handle(CH, &t.p[0], Command::Skip).unwrap();
    assert_eq!(t.current(), PlayerId(1));
    let out = t.svc.handle(CH, &t.p[1], Command::Surrender).unwrap();
    assert!(posted(&[out]).contains("bob surrenders"));
    let s = t.session();
    assert_eq!(s.seats[1].ai, Some(risk::ai::AiLevel::Passive));
    assert_eq!(
        s.game.unwrap().current(),
        PlayerId(2),
        "the neutral seat placed and passed"
    );
}

/// A session in alice's reinforcement step: Brazil (5) borders bob's North Africa (3).
/// One roll from Brazil into North Africa, as a player types it.
fn brazil_attacks_north_africa() -> Command {
    Command::Attack {
        from: "Brazil".into(),
        to: "North Africa".into(),
        dice: None,
        blitz: false,
        stop_at: None,
        commander: false,
        move_in: None,
    }
}

fn drafting_session() -> Session {
    let game = Position::classic(3, PlayerId(0), Start::TurnStart, 5, |name| match name {
        "Brazil" => (PlayerId(0), 5),
        "North Africa" => (PlayerId(1), 3),
        other => (PlayerId(other.len() as u8 % 3), 2),
    })
    .build()
    .unwrap();
    Session::seated(
        &[
            (UserKey(1), "alice"),
            (UserKey(2), "bob"),
            (UserKey(3), "carol"),
        ],
        game,
    )
}

#[test]
fn undo_reverts_a_placement_but_never_after_dice() {
    let store = Arc::new(MemoryStore::default());
    store.commit(CH, &drafting_session(), &[]).unwrap();
    let svc = GameService::new(store, ticking(&Arc::new(AtomicU64::new(T0))), same_seed(11));
    let alice = actor(1, "alice");
    let Phase::Reinforce { armies, .. } = *svc.snapshot(CH).unwrap().unwrap().game.unwrap().phase()
    else {
        panic!("drafting")
    };
    svc.handle(
        CH,
        &alice,
        Command::Draft {
            territory: "Brazil".into(),
            troops: 1.into(),
        },
    )
    .unwrap();
    let out = svc.handle(CH, &alice, Command::Undo).unwrap();
    assert!(posted(&[out]).contains("alice undid: placing 1 in Brazil"));
    let g = svc.snapshot(CH).unwrap().unwrap().game.unwrap();
    assert_eq!(g.armies(g.map().find("Brazil").unwrap()), 5);
    assert_eq!(
        *g.phase(),
        Phase::Reinforce {
            armies,
            after_elimination: false
        }
    );
    let e = svc.handle(CH, &alice, Command::Undo).unwrap_err();
    assert!(e.to_string().contains("Nothing to undo"));
    // Place everything, attack once (dice are rolled): the placement can no longer be undone.
    svc.handle(
        CH,
        &alice,
        Command::Draft {
            territory: "Brazil".into(),
            troops: armies.into(),
        },
    )
    .unwrap();
    let bob = actor(2, "bob");
    assert!(svc
        .handle(CH, &bob, Command::Undo)
        .unwrap_err()
        .to_string()
        .contains("Nothing to undo"));
    let attack = brazil_attacks_north_africa();
    svc.handle(CH, &alice, attack).unwrap();
    assert!(svc
        .handle(CH, &alice, Command::Undo)
        .unwrap_err()
        .to_string()
        .contains("Nothing to undo"));
}

#[test]
fn live_defence_waits_for_the_defenders_button_or_rolls_the_maximum() {
    let store = Arc::new(MemoryStore::default());
    let mut s = drafting_session();
    s.timing.defender_dice = risk::service::DefenderDice::Choose { window: 60 };
    s.game = Some({
        // Start in the attack step.
        let mut g = s.game.take().unwrap();
        let armies = match g.phase() {
            Phase::Reinforce { armies, .. } => *armies,
            _ => 0,
        };
        g.apply(
            PlayerId(0),
            risk::engine::Action::Place {
                territory: g.map().find("Brazil").unwrap(),
                armies,
            },
        )
        .unwrap();
        g
    });
    store.commit(CH, &s, &[]).unwrap();
    let now = Arc::new(AtomicU64::new(T0));
    let svc = GameService::new(store, ticking(&now.clone()), same_seed(11));
    let (alice, bob) = (actor(1, "alice"), actor(2, "bob"));
    let attack = brazil_attacks_north_africa();
    let held = svc.handle(CH, &alice, attack.clone()).unwrap();
    let post = &held.public[0];
    assert_eq!(post.ping, vec![UserKey(2)], "only the defender is pinged");
    let [risk::service::Row::Buttons(buttons)] = post.rows.as_slice() else {
        panic!("one row of buttons: {:?}", post.rows);
    };
    assert_eq!(buttons.len(), 2);
    let id = svc.snapshot(CH).unwrap().unwrap().pending.unwrap().id;
    assert_eq!(
        risk::service::Button::command(&buttons[0].id),
        Some(Command::Defend {
            dice: 1,
            attack: id
        })
    );
    // Nothing else moves until the defender answers; only the defender may answer.
    assert!(svc
        .handle(CH, &alice, Command::End)
        .unwrap_err()
        .to_string()
        .contains("Waiting for bob"));
    assert!(svc
        .handle(
            CH,
            &alice,
            Command::Defend {
                dice: 1,
                attack: id
            }
        )
        .unwrap_err()
        .to_string()
        .contains("Only the defender"));
    let out = svc
        .handle(
            CH,
            &bob,
            Command::Defend {
                dice: 1,
                attack: id,
            },
        )
        .unwrap();
    let battle = svc.store().history(CH, 0, 1).unwrap().remove(0);
    let one_die = battle
        .events
        .iter()
        .any(|e| matches!(e, risk::engine::Event::Battle { defender, .. } if defender.count == 1));
    assert!(one_die, "{:?}", battle.events);
    assert!(posted(&[out]).contains("🎲"));
    assert!(svc
        .handle(
            CH,
            &bob,
            Command::Defend {
                dice: 2,
                attack: id
            }
        )
        .unwrap_err()
        .to_string()
        .contains("already resolved"));
    // A second attack: bob does not answer; after the window the maximum is rolled.
    svc.handle(CH, &alice, attack).unwrap();
    assert_eq!(svc.next_wake().unwrap(), Some(T0 + 60));
    now.store(T0 + 60, Ordering::SeqCst);
    let rolled = svc.tick(T0 + 60);
    assert_eq!(rolled.len(), 1);
    let battle = svc.store().history(CH, 0, 1).unwrap().remove(0);
    let max_dice = battle
        .events
        .iter()
        .any(|e| matches!(e, risk::engine::Event::Battle { defender, .. } if defender.count == 2));
    assert!(max_dice, "{:?}", battle.events);
    assert!(svc.snapshot(CH).unwrap().unwrap().pending.is_none());
}

#[test]
fn the_other_player_chooses_a_neutral_territorys_defence_dice() {
    // 003_959c08df1c77c745.txt, 2-player RISK: when a neutral territory is attacked, the other
    // player rolls for it (here: picks its dice with the buttons of live defence).
    let game = {
        let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 5, |name| match name {
            "Brazil" => (PlayerId(0), 5),
            "North Africa" => (PlayerId(2), 3),
            other => (PlayerId(other.len() as u8 % 2), 2),
        });
        pos.rules = risk::engine::Rules::two_player();
        pos.build().unwrap()
    };
    let mut s = Session::seated(&[(UserKey(1), "alice"), (UserKey(2), "bob")], game);
    s.seats.push(risk::service::Seat::new(
        None,
        "Neutral",
        "grey",
        Some(risk::ai::AiLevel::Passive),
    ));
    s.timing.defender_dice = risk::service::DefenderDice::Choose { window: 60 };
    let store = Arc::new(MemoryStore::default());
    store.commit(CH, &s, &[]).unwrap();
    let svc = GameService::new(store, ticking(&Arc::new(AtomicU64::new(T0))), same_seed(11));
    let (alice, bob) = (actor(1, "alice"), actor(2, "bob"));
    let attack = brazil_attacks_north_africa();
    let held = svc.handle(CH, &alice, attack).unwrap();
    let post = &held.public[0];
    assert_eq!(post.ping, vec![UserKey(2)], "bob answers for the neutral");
    assert!(
        post.text.contains("North Africa (Neutral's)"),
        "{}",
        post.text
    );
    let id = svc.snapshot(CH).unwrap().unwrap().pending.unwrap().id;
    svc.handle(
        CH,
        &bob,
        Command::Defend {
            dice: 1,
            attack: id,
        },
    )
    .unwrap();
    let battle = svc.store().history(CH, 0, 1).unwrap().remove(0);
    assert!(battle
        .events
        .iter()
        .any(|e| matches!(e, risk::engine::Event::Battle { defender, .. } if defender.count == 1)));
}

#[test]
fn a_held_attack_keeps_its_move_in_until_the_defender_answers() {
    let store = Arc::new(MemoryStore::default());
    let mut s = drafting_session();
    s.timing.defender_dice = risk::service::DefenderDice::Choose { window: 60 };
    store.commit(CH, &s, &[]).unwrap();
    let now = Arc::new(AtomicU64::new(T0));
    let svc = GameService::new(store, ticking(&now.clone()), same_seed(11));
    let (alice, bob) = (actor(1, "alice"), actor(2, "bob"));
    let draft = Command::Draft {
        territory: "Brazil".into(),
        troops: risk::service::Troops::All,
    };
    svc.handle(CH, &alice, draft).unwrap();
    let blitz_all_in = Command::Attack {
        from: "Brazil".into(),
        to: "North Africa".into(),
        dice: None,
        blitz: true,
        stop_at: None,
        commander: false,
        move_in: Some(risk::service::Troops::All),
    };
    svc.handle(CH, &alice, blitz_all_in).unwrap();
    let pending = svc.snapshot(CH).unwrap().unwrap().pending.unwrap();
    assert_eq!(pending.move_in, Some(risk::service::Troops::All));
    svc.handle(
        CH,
        &bob,
        Command::Defend {
            dice: 2,
            attack: pending.id,
        },
    )
    .unwrap();
    let g = svc.snapshot(CH).unwrap().unwrap().game.unwrap();
    let (brazil, africa) = (
        g.map().find("Brazil").unwrap(),
        g.map().find("North Africa").unwrap(),
    );
    // Brazil (5 and its whole draft) blitzed North Africa (3): it fell, and everything but the one
    // army that stays behind moved in at once, as `move:all` asked.
    assert_eq!(g.owner(africa), Some(PlayerId(0)));
    assert!(g.occupy_range().is_none(), "no move-in left to choose");
    assert_eq!(g.armies(brazil), 1);
    assert!(g.armies(africa) > 1);
}

#[test]
fn an_undo_is_told_in_the_channels_language_when_the_board_is_public() {
    use risk::i18n::Lang;
    let store = Arc::new(MemoryStore::default());
    store.commit(CH, &drafting_session(), &[]).unwrap();
    let svc = GameService::new(store, ticking(&Arc::new(AtomicU64::new(T0))), same_seed(11));
    let alice = risk::service::Actor {
        locale: Some(Lang::PseudoB),
        guild_locale: Some(Lang::PseudoA),
        ..actor(1, "alice")
    };
    let draft = Command::Draft {
        territory: "Brazil".into(),
        troops: 1.into(),
    };
    svc.handle(CH, &alice, draft).unwrap();
    let out = svc.handle(CH, &alice, Command::Undo).unwrap();
    let text = posted(&[out]);
    assert!(
        text.contains("⟦↩ alice undid: ⟦placing 1 ⟦in Brazil⟧⟧. "),
        "{text}"
    );
    assert!(!text.contains('⟪'), "{text}");
}

#[test]
fn live_defence_is_called_in_the_channels_language_whoever_answers() {
    use risk::i18n::Lang;
    let store = Arc::new(MemoryStore::default());
    let mut s = drafting_session();
    s.timing.defender_dice = risk::service::DefenderDice::Choose { window: 60 };
    s.game = Some({
        let mut g = s.game.take().unwrap();
        let Phase::Reinforce { armies, .. } = *g.phase() else {
            panic!("drafting")
        };
        let brazil = g.map().find("Brazil").unwrap();
        g.apply(
            PlayerId(0),
            risk::engine::Action::Place {
                territory: brazil,
                armies,
            },
        )
        .unwrap();
        g
    });
    store.commit(CH, &s, &[]).unwrap();
    let svc = GameService::new(store, ticking(&Arc::new(AtomicU64::new(T0))), same_seed(11));
    let speaking = |id, name| risk::service::Actor {
        locale: Some(Lang::PseudoB),
        guild_locale: Some(Lang::PseudoA),
        ..actor(id, name)
    };
    let (alice, bob) = (speaking(1, "alice"), speaking(2, "bob"));
    let held = svc
        .handle(CH, &alice, brazil_attacks_north_africa())
        .unwrap();
    let post = &held.public[0];
    assert!(
        post.text
            .starts_with("⟦⚔ alice attacks ⟦North Africa⟧! bob"),
        "{}",
        post.text
    );
    let [risk::service::Row::Buttons(buttons)] = post.rows.as_slice() else {
        panic!("one row of buttons: {:?}", post.rows);
    };
    assert_eq!(buttons[0].label, "⟦Defend with 1 die⟧");
    assert_eq!(buttons[1].label, "⟦Defend with 2 dice⟧");
    let attack = svc.snapshot(CH).unwrap().unwrap().pending.unwrap().id;
    let rolled = svc
        .handle(CH, &bob, Command::Defend { dice: 1, attack })
        .unwrap();
    for p in &rolled.public {
        assert!(!p.text.contains('⟪'), "{}", p.text);
    }
}
