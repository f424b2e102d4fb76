//! What the tests share: people, services on a fixed clock with known seeds, the classic map's
//! names, a table opened and played through the service. Each test file that needs it says
//! `mod support;`. It is here rather than in the library so that no test code ships in the
//! bot and nothing has to be switched on to use it; each test binary uses a part of it.
#![allow(dead_code)]

pub mod calls;
pub mod fog;
pub mod lang;
pub mod markdown;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::{CardId, Game, Map, PlayerId, TerritoryId};
use risk::service::{
    Actor, ChannelKey, Clock, Command, GameService, MemoryStore, NewGame, Outcome, Seeds,
    ServiceError, Session, Store, UserKey,
};

// ---- people ----

/// A player (not an admin) with this id and name.
pub fn actor(id: u64, name: &str) -> Actor {
    Actor {
        user: UserKey(id),
        name: name.into(),
        admin: false,
        locale: None,
        guild_locale: None,
    }
}

/// A player named after their id (`p1`, `p2`, …).
pub fn player(id: u64) -> Actor {
    actor(id, &format!("p{id}"))
}

/// The person among `people` who holds `seat` (`None` for an AI seat or an empty one).
pub fn actor_of<'a>(s: &Session, people: &'a [Actor], seat: PlayerId) -> Option<&'a Actor> {
    people.iter().find(|a| s.seat_of(a.user) == Some(seat))
}

// ---- services ----

/// A clock that stands still at `t`.
pub fn stopped(t: u64) -> Clock {
    Arc::new(move || t)
}

/// A clock the test moves by hand.
pub fn ticking(now: &Arc<AtomicU64>) -> Clock {
    let now = now.clone();
    Arc::new(move || now.load(Ordering::SeqCst))
}

/// Every game gets this seed.
pub fn same_seed(seed: u64) -> Seeds {
    Arc::new(move || seed)
}

/// Seeds counting up from `first`, one per game.
pub fn counting(first: u64) -> Seeds {
    let next = Arc::new(AtomicU64::new(first));
    Arc::new(move || next.fetch_add(1, Ordering::Relaxed))
}

/// A service on `store` at a stopped clock (1,700,000,000), seeds counting from `first_seed`.
pub fn service(store: Arc<dyn Store>, first_seed: u64) -> GameService {
    GameService::new(store, stopped(1_700_000_000), counting(first_seed))
}

/// A service kept in memory.
pub fn in_memory(clock: Clock, seeds: Seeds) -> GameService {
    GameService::new(Arc::new(MemoryStore::default()), clock, seeds)
}

// ---- commands ----

/// `/risk new` with this preset's books.
pub fn new_game(preset: &str) -> Command {
    new_with(NewGame::preset(preset))
}

/// `/risk new` with these options.
pub fn new_with(opts: NewGame) -> Command {
    Command::New(Box::new(opts))
}

/// Runs `cmd`; a refusal fails the test, naming the command and who gave it.
pub fn ok(svc: &GameService, ch: ChannelKey, who: &Actor, cmd: Command) -> Outcome {
    svc.handle(ch, who, cmd.clone())
        .unwrap_or_else(|e| panic!("{cmd:?} by {}: {e}", who.name))
}

/// Every text of an outcome, public and private, in one string.
pub fn said(o: &Outcome) -> String {
    let mut t: Vec<String> = o.public.iter().map(|p| p.text.clone()).collect();
    t.extend(o.reply.clone());
    t.join("\n")
}

/// The table of channel `ch` as stored.
pub fn session(svc: &GameService, ch: ChannelKey) -> Session {
    svc.snapshot(ch).unwrap().expect("a table here")
}

/// The first of `people` opens a table with `opts`, the others join, the first adds `ais`
/// basic AIs and starts.
pub fn open(svc: &GameService, ch: ChannelKey, opts: NewGame, people: &[Actor], ais: usize) {
    ok(svc, ch, &people[0], new_with(opts));
    for p in &people[1..] {
        ok(svc, ch, p, Command::Join { color: None });
    }
    for _ in 0..ais {
        let level = Some(AiLevel::Basic);
        ok(svc, ch, &people[0], Command::AddAi { level });
    }
    ok(svc, ch, &people[0], Command::Start);
}

/// The people play as the basic AI would (rolled from `seed`) until `ready` holds for the game
/// and the seat to act; a move the service refuses ends the turn instead.
pub fn play_until(
    svc: &GameService,
    ch: ChannelKey,
    people: &[Actor],
    seed: u64,
    ready: impl Fn(&Game, PlayerId) -> bool,
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..5000 {
        let s = session(svc, ch);
        let g = s.game.as_ref().unwrap();
        assert!(!g.is_over(), "the position never came up");
        let me = if g.placing_simultaneously() {
            g.still_placing()[0]
        } else {
            g.current()
        };
        if ready(g, me) {
            return;
        }
        let who = actor_of(&s, people, me).expect("a person to act");
        let action = AiLevel::Basic.act(g, me, &mut rng);
        if svc
            .handle(ch, who, Command::for_action(&s, g, action))
            .is_err()
        {
            svc.handle(ch, who, Command::End).unwrap();
        }
    }
    panic!("the position never came up");
}

/// One table in one channel, on a clock the test moves, seeds counting from the first.
pub struct Table {
    pub svc: GameService,
    pub store: Arc<MemoryStore>,
    pub clock: Arc<AtomicU64>,
    pub ch: ChannelKey,
}

impl Table {
    pub fn new(ch: ChannelKey, t0: u64, first_seed: u64) -> Table {
        let clock = Arc::new(AtomicU64::new(t0));
        let store = Arc::new(MemoryStore::default());
        let svc = GameService::new(store.clone(), ticking(&clock), counting(first_seed));
        Table {
            svc,
            store,
            clock,
            ch,
        }
    }

    pub fn run(&self, who: &Actor, cmd: Command) -> Result<Outcome, ServiceError> {
        self.svc.handle(self.ch, who, cmd)
    }

    pub fn ok(&self, who: &Actor, cmd: Command) -> Outcome {
        ok(&self.svc, self.ch, who, cmd)
    }

    pub fn session(&self) -> Session {
        session(&self.svc, self.ch)
    }

    pub fn advance(&self, secs: u64) {
        self.clock.fetch_add(secs, Ordering::SeqCst);
    }

    /// Opens the table (see `open`).
    pub fn open(&self, opts: NewGame, people: &[Actor], ais: usize) {
        open(&self.svc, self.ch, opts, people, ais)
    }

    /// The person to move plays what the basic AI would; `None` when the game is over or no
    /// person is to move (an AI plays the seat).
    pub fn play_one(&self, people: &[Actor], rng: &mut ChaCha8Rng) -> Option<Outcome> {
        let s = self.session();
        let g = s.game.as_ref()?;
        if g.is_over() {
            return None;
        }
        let me = g.current();
        let who = actor_of(&s, people, me)?;
        if s.seats[me.index()].is_ai() {
            return None;
        }
        let action = AiLevel::Basic.act(g, me, rng);
        Some(self.ok(who, Command::for_action(&s, g, action)))
    }
}

// ---- the classic map ----

/// A territory of the classic map by name.
pub fn t(name: &str) -> TerritoryId {
    Map::classic().find(name).unwrap()
}

/// The classic deck's card of this territory.
pub fn card(name: &str) -> CardId {
    CardId::of(t(name))
}

// ---- pictures ----

/// Every text drawn in `g` (and the groups inside it), with its bounding box on the canvas.
pub fn collect_texts(g: &resvg::usvg::Group, out: &mut Vec<(String, resvg::usvg::Rect)>) {
    for node in g.children() {
        match node {
            resvg::usvg::Node::Text(t) => {
                let text: String = t.chunks().iter().map(|c| c.text()).collect();
                out.push((text, t.abs_bounding_box()));
            }
            resvg::usvg::Node::Group(g) => collect_texts(g, out),
            _ => {}
        }
    }
}
