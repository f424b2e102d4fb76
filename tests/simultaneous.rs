//! The asynchronous setup new lobbies default to: territories dealt, then everyone places their
//! starting armies at the same time, privately, revealed together when all are done (at the
//! deadline the rest goes on borders). The books' ways stay options.

mod support;
use support::actor;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use risk::engine::{Expected, Phase, PlayerId, Rules, TerritoryId};
use risk::service::{
    Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, Outcome, Session, Troops,
    UserKey,
};

const CH: ChannelKey = ChannelKey(9);
const T0: u64 = 1_800_000_000;

struct Table {
    svc: GameService,
    now: Arc<AtomicU64>,
    p: Vec<Actor>,
}

impl Table {
    /// `people` humans and `ais` AI seats in a default lobby of `preset`; returns the outcomes
    /// of `/risk new` and `/risk start`.
    fn open(preset: &str, people: usize, ais: usize) -> (Table, Outcome, Outcome) {
        let now = Arc::new(AtomicU64::new(T0));
        let clock = now.clone();
        let svc = GameService::new(
            Arc::new(MemoryStore::default()),
            Arc::new(move || clock.load(Ordering::SeqCst)),
            Arc::new(|| 21),
        );
        let names = ["alice", "bob", "carol", "dave"];
        let p: Vec<Actor> = (0..people).map(|i| actor(i as u64 + 1, names[i])).collect();
        let t = Table { svc, now, p };
        let opened = t.ok(0, Command::New(Box::new(NewGame::preset(preset))));
        for i in 1..people {
            t.ok(i, Command::Join { color: None });
        }
        for _ in 0..ais {
            t.ok(0, Command::AddAi { level: None });
        }
        let started = t.ok(0, Command::Start);
        (t, opened, started)
    }

    fn ok(&self, who: usize, cmd: Command) -> Outcome {
        self.svc
            .handle(CH, &self.p[who], cmd.clone())
            .unwrap_or_else(|e| panic!("{cmd:?} by {}: {e}", self.p[who].name))
    }

    /// The clock reaches `now`: what is due happens; returns what was posted.
    fn at(&self, now: u64) -> String {
        self.now.store(now, Ordering::SeqCst);
        self.svc
            .tick(now)
            .iter()
            .map(|(_, o)| public_text(o.as_ref().unwrap()))
            .collect()
    }

    fn session(&self) -> Session {
        self.svc.snapshot(CH).unwrap().unwrap()
    }

    fn seat(&self, who: usize) -> PlayerId {
        self.session().seat_of(self.p[who].user).unwrap()
    }

    /// The first territory of seat `who` on the board.
    fn first_territory(&self, who: usize) -> (TerritoryId, String) {
        let s = self.session();
        let g = s.game.as_ref().unwrap();
        let t = g.territories_of(self.seat(who)).iter().next().unwrap();
        (t, g.map().name(t).to_string())
    }
}

fn public_text(o: &Outcome) -> String {
    o.public
        .iter()
        .map(|p| p.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_default_lobby_deals_and_everyone_places_privately_at_the_same_time() {
    let (t, opened, started) = Table::open("classic", 3, 0);
    let said = public_text(&opened);
    assert!(
        said.contains("setup deal, placement simultaneous"),
        "{said}"
    );
    assert!(said.contains("everyone places their starting armies at the same time"));
    assert!(
        said.contains("setup:claim"),
        "the books' ways are named: {said}"
    );

    // One call to place, pinging every player once: 1 hand-off per player before turn 1.
    let pinged: Vec<UserKey> = started.public.iter().flat_map(|p| p.ping.clone()).collect();
    assert_eq!(pinged, vec![UserKey(1), UserKey(2), UserKey(3)]);
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert!(g.placing_simultaneously());
    let stock = g.setup_armies_left(t.seat(2));
    assert!(stock > 0);

    // carol (seat 2, not "current") places first, part of her stock: nobody else sees where.
    let (ct, cname) = t.first_territory(2);
    let before = g.armies(ct);
    let out = t.ok(
        2,
        Command::Draft {
            territory: cname.clone(),
            troops: Troops::Exactly(3),
        },
    );
    assert!(out.public.is_empty(), "a partial placement posts nothing");
    let reply = out.reply.unwrap();
    assert!(reply.contains(&format!("{cname} +3")), "{reply}");
    assert!(reply.contains(&format!("{} left", stock - 3)), "{reply}");
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert_eq!(
        g.armies(ct),
        before,
        "the board shows nothing until everyone is done"
    );
    assert_eq!(g.hidden_placements(t.seat(2)), vec![(ct, 3)]);
    assert!(g.hidden_placements(t.seat(0)).is_empty());

    // Someone else's territory is refused, and nothing changes.
    let (_, aname) = t.first_territory(0);
    let refused = t.svc.handle(
        CH,
        &t.p[2],
        Command::Draft {
            territory: aname,
            troops: Troops::All,
        },
    );
    assert!(refused.is_err());
    assert_eq!(
        t.session().game.unwrap().setup_armies_left(t.seat(2)),
        stock - 3
    );

    // The rest of carol's stock: the channel learns she is done, not where.
    let out = t.ok(
        2,
        Command::Draft {
            territory: cname.clone(),
            troops: Troops::All,
        },
    );
    let said = public_text(&out);
    assert!(said.contains("carol placed all starting armies"), "{said}");
    assert!(!said.contains(&cname), "{said}");
    assert!(out.public.iter().all(|p| p.ping.is_empty()));
    // Placing again is refused.
    assert!(t
        .svc
        .handle(
            CH,
            &t.p[2],
            Command::Draft {
                territory: cname.clone(),
                troops: Troops::Exactly(1)
            }
        )
        .is_err());

    // alice, then bob: the last one reveals everything and the first turn begins.
    for who in [0, 1] {
        let (_, name) = t.first_territory(who);
        let out = t.ok(
            who,
            Command::Draft {
                territory: name,
                troops: Troops::All,
            },
        );
        if who == 1 {
            let said = public_text(&out);
            assert!(said.contains("the starting armies are revealed"), "{said}");
            assert!(said.contains(&format!("{cname} +{stock}")), "{said}");
            // The first turn's ping goes to the first player only.
            let pinged: Vec<UserKey> = out.public.iter().flat_map(|p| p.ping.clone()).collect();
            assert_eq!(pinged, vec![UserKey(1)]);
        }
    }
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.turn(), 1);
    assert_eq!(g.armies(ct), before + stock);
    assert!(matches!(g.expected(), Expected::Draft { .. }));
    g.check_invariants().unwrap();
    let total: u32 = g.players().map(|p| g.total_armies(p)).sum();
    assert_eq!(
        total,
        3 * Rules::classic().starting_armies(3).unwrap() as u32
    );
}

#[test]
fn ai_seats_place_at_once_and_the_deadline_puts_the_rest_on_borders() {
    let (t, _, started) = Table::open("classic", 2, 1);
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert_eq!(
        g.still_placing(),
        vec![t.seat(0), t.seat(1)],
        "the AI seat placed as the game started"
    );
    let pinged: Vec<UserKey> = started.public.iter().flat_map(|p| p.ping.clone()).collect();
    assert_eq!(pinged, vec![UserKey(1), UserKey(2)]);
    // alice places half; then nobody moves until the deadline.
    let (_, name) = t.first_territory(0);
    let half = g.setup_armies_left(t.seat(0)) / 2;
    t.ok(
        0,
        Command::Draft {
            territory: name,
            troops: Troops::Exactly(half),
        },
    );
    let deadline = t.session().clock.deadline.expect("a placement deadline");
    assert_eq!(
        deadline,
        T0 + 24 * 3600,
        "one clock for everyone, from the start"
    );
    let said = t.at(deadline);
    assert!(said.contains("time ran out"), "{said}");
    assert!(said.contains("the starting armies are revealed"), "{said}");
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert!(g.turn() >= 1, "the first turn began");
    assert!(g.still_placing().is_empty());
    g.check_invariants().unwrap();
    // The rest went next to enemies.
    let bob = t.seat(1);
    for terr in g.territories_of(bob).iter() {
        if g.armies(terr) > 1 {
            assert!(
                g.map()
                    .neighbours(terr)
                    .iter()
                    .any(|n| g.owner(n) != Some(bob)),
                "{} is not a border",
                g.map().name(terr)
            );
        }
    }
}

#[test]
fn the_books_ways_stay_options() {
    let now = Arc::new(AtomicU64::new(T0));
    let clock = now.clone();
    let svc = GameService::new(
        Arc::new(MemoryStore::default()),
        Arc::new(move || clock.load(Ordering::SeqCst)),
        Arc::new(|| 3),
    );
    let people = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    let books = NewGame {
        setup: Some("claim".into()),
        placement: Some("one-at-a-time".into()),
        ..NewGame::preset("classic")
    };
    let opened = svc
        .handle(CH, &people[0], Command::New(Box::new(books)))
        .unwrap();
    assert!(public_text(&opened).contains("setup claim, placement one-at-a-time"));
    for p in &people[1..] {
        svc.handle(CH, p, Command::Join { color: None }).unwrap();
    }
    svc.handle(CH, &people[0], Command::Start).unwrap();
    let g = svc.snapshot(CH).unwrap().unwrap().game.unwrap();
    assert_eq!(*g.phase(), Phase::Claim);
    // Claims in turn, then a simultaneous placement when asked for.
    let opts = NewGame {
        setup: Some("claim".into()),
        ..NewGame::preset("classic")
    };
    let ch = ChannelKey(10);
    let opened = svc
        .handle(ch, &people[0], Command::New(Box::new(opts)))
        .unwrap();
    assert!(public_text(&opened).contains("setup claim, placement simultaneous"));
    // Presets with neutral armies keep their rounds in turn.
    let ch = ChannelKey(11);
    let opened = svc
        .handle(
            ch,
            &people[0],
            Command::New(Box::new(NewGame::preset("two-player"))),
        )
        .unwrap();
    assert!(!public_text(&opened).contains("placement simultaneous"));
    let refused = svc.handle(
        ChannelKey(12),
        &people[0],
        Command::New(Box::new(NewGame {
            placement: Some("simultaneous".into()),
            ..NewGame::preset("two-player")
        })),
    );
    let err = refused.unwrap_err().to_string();
    assert!(err.contains("simultaneous placement"), "{err}");
}

#[test]
fn a_placement_deadline_counts_as_missed_for_everyone_still_placing() {
    // Everyone who had not finished when the clock ran out missed it, not only the first seat.
    let (t, _, _) = Table::open("classic", 3, 0);
    let (_, name) = t.first_territory(1);
    // bob finishes in time; alice and carol do not.
    t.ok(
        1,
        Command::Draft {
            territory: name,
            troops: Troops::All,
        },
    );
    let said = t.at(t.session().clock.deadline.expect("a placement deadline"));
    let s = t.session();
    let (alice, bob, carol) = (t.seat(0), t.seat(1), t.seat(2));
    let missed = |p: PlayerId| s.seats[p.index()].missed;
    assert_eq!(
        (missed(alice), missed(bob), missed(carol)),
        (1, 0, 1),
        "{said}"
    );
    assert!(
        said.contains(&format!(
            "⌛ {}, {}'s time ran out.",
            s.seats[alice.index()].name,
            s.seats[carol.index()].name
        )),
        "{said}"
    );
}

#[test]
fn while_everyone_places_the_board_marks_everyone_still_placing_and_its_embed_is_grey() {
    let (t, _, _) = Table::open("classic", 2, 1);
    let board = t.ok(
        0,
        Command::Board {
            player: None,
            continent: None,
            region: None,
            whole: false,
        },
    );
    let summary = board.public[0].summary.clone().expect("a board summary");
    let marked: Vec<&str> = summary
        .text
        .lines()
        .filter(|l| l.starts_with("▶ "))
        .collect();
    assert_eq!(marked.len(), 2, "both people still place: {}", summary.text);
    assert_eq!(
        format!("#{:06X}", summary.colour),
        risk::render::NEUTRAL,
        "nobody in particular is to move"
    );
    // Everyone surrenders before placing: the final board says nothing is still to place.
    t.ok(0, Command::Surrender);
    let end = t.ok(1, Command::Surrender);
    let last = end.public.iter().rev().find_map(|p| p.summary.clone());
    let text = last.expect("the final board").text;
    assert!(!text.contains("still to place"), "{text}");
    assert!(!text.contains("▶"), "{text}");
}

#[test]
fn a_player_who_placed_everything_is_told_so_whatever_they_try_until_the_others_are_done() {
    let (t, _, _) = Table::open("classic", 2, 1);
    let (_, name) = t.first_territory(0);
    t.ok(
        0,
        Command::Draft {
            territory: name.clone(),
            troops: Troops::All,
        },
    );
    let tries = [
        Command::Draft {
            territory: name.clone(),
            troops: Troops::All,
        },
        Command::Attack {
            from: name.clone(),
            to: name.clone(),
            dice: None,
            blitz: true,
            stop_at: None,
            commander: false,
            move_in: None,
        },
        Command::End,
    ];
    for cmd in tries {
        let said = t
            .svc
            .handle(CH, &t.p[0], cmd.clone())
            .err()
            .unwrap_or_else(|| panic!("{cmd:?} is refused while bob places"))
            .to_string();
        // Not "you still place 0", nor bob's count as if it were alice's.
        assert!(
            said.contains("All your starting armies are placed")
                && said.contains("when bob is done"),
            "{cmd:?}: {said}"
        );
        assert!(!said.contains(" left"), "{cmd:?}: {said}");
    }
}
