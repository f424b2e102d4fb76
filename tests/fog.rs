//! Fog of war, proved on whole games: AI-driven games of every preset at each fog level are
//! played through the service, and every outcome is checked against its readers' views by the
//! leak checker (`support::fog`, whose doc comment states the rule). The people's moves are
//! what the basic AI chooses from their own view (`AiLevel::act` decides on what the seat may
//! know), sent as commands; every few moves each person also asks for their board.

mod support;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::rules::PRESETS;
use risk::engine::{Game, PlayerId, Reader, Sight, TerritoryId};
use risk::render::{BoardView, Focus};
use risk::service::{Actor, ChannelKey, Command, NewGame, Outcome, Session};
use support::fog::{check_board, check_outcome, check_picture, check_text, Leak, Names, Sights};
use support::{actor, actor_of, Table};

const LEVELS: [&str; 3] = ["light", "standard", "dark"];

/// Commands per game: enough to be well into the game on most presets (setup included).
const MOVES: usize = 150;

/// One game of `preset` at `level`: `humans` people and AIs for the other seats it needs.
struct Game1 {
    table: Table,
    people: Vec<Actor>,
    leaks: Vec<Leak>,
    /// Wake-ups that posted something.
    woke: usize,
}

impl Game1 {
    fn open(preset: &str, level: &str, seed: u64) -> Game1 {
        let rules = (risk::engine::rules::preset(preset).unwrap().rules)();
        let seats = rules.min_players.max(3).min(rules.max_players) as usize;
        let humans = if seats == 2 { 2 } else { seats - 1 };
        let names = ["alice", "bob", "carol", "dave", "erin", "frank"];
        let people: Vec<Actor> = (0..humans)
            .map(|i| actor(100 + i as u64, names[i]))
            .collect();
        let table = Table::new(ChannelKey(7), 1_700_000_000, seed);
        let mut opts = NewGame::preset(preset);
        opts.fog = Some(level.to_string());
        let mut me = Game1 {
            table,
            people,
            leaks: Vec::new(),
            woke: 0,
        };
        let host = me.people[0].clone();
        me.run(&host, Command::New(Box::new(opts)));
        for p in me.people.clone().iter().skip(1) {
            me.run(p, Command::Join { color: None });
        }
        for i in humans..seats {
            let level = Some(AiLevel::ALL[i % AiLevel::ALL.len()]);
            me.run(&host, Command::AddAi { level });
        }
        me.run(&host, Command::Start);
        me
    }

    /// Runs `cmd` for `who` and checks what came out (a refusal's text too); whether the
    /// service took it.
    fn run(&mut self, who: &Actor, cmd: Command) -> bool {
        let snapshot = |t: &Table| t.svc.snapshot(t.ch).unwrap();
        let before = snapshot(&self.table);
        let (out, taken) = match self.table.run(who, cmd) {
            Ok(out) => (out, true),
            Err(e) => (Outcome::reply(e.to_string()), false),
        };
        if let (Some(before), Some(after)) = (before, snapshot(&self.table)) {
            let user = Some(who.user);
            self.leaks
                .extend(check_outcome(&before, &after, user, &out));
        }
        taken
    }

    /// The next person to move plays what the basic AI would from their view (a refused move
    /// ends the step instead); every tenth move each person also asks for the board. `false`
    /// when the game is over or nobody is to move.
    fn step(&mut self, rng: &mut ChaCha8Rng, n: usize) -> bool {
        let s = self.table.session();
        let Some(g) = s.game.as_ref().filter(|g| !g.is_over()) else {
            return false;
        };
        if n % 25 == 13 {
            // The person to move stays away: the reminder, then the deadline (the AI plays
            // their turn from their view), come as wake-ups.
            self.wait(23 * 3600);
            self.wait(2 * 3600);
            return true;
        }
        let me = if g.placing_simultaneously() {
            let person = |p: &PlayerId| actor_of(&s, &self.people, *p).is_some();
            match g.still_placing().into_iter().find(person) {
                Some(p) => p,
                None => return false,
            }
        } else {
            g.current()
        };
        let Some(who) = actor_of(&s, &self.people, me).cloned() else {
            return false;
        };
        let action = AiLevel::Basic.act(g, me, rng);
        if !self.run(&who, Command::for_action(&s, g, action)) {
            self.run(&who, Command::End);
        }
        if n % 10 == 0 {
            self.ask_around(g, n);
        }
        true
    }
}

impl Game1 {
    /// `secs` pass; what the wake-ups post is checked.
    fn wait(&mut self, secs: u64) {
        let before = self.table.session();
        self.table.advance(secs);
        let now = self.table.clock.load(std::sync::atomic::Ordering::SeqCst);
        for (ch, out) in self.table.svc.tick(now) {
            if ch == self.table.ch {
                let out = out.unwrap_or_else(|e| Outcome::post(e.to_string()));
                self.woke += usize::from(!out.public.is_empty());
                let after = self.table.session();
                self.leaks
                    .extend(check_outcome(&before, &after, None, &out));
            }
        }
    }

    /// Each person asks what a player would: the board, another's territories, a territory
    /// (one in turn of the board's), the table's status, the history, their hand.
    fn ask_around(&mut self, g: &Game, n: usize) {
        let count = g.map().territory_count();
        let territory = g.map().name(risk::engine::TerritoryId((n % count) as u8));
        for (i, p) in self.people.clone().iter().enumerate() {
            let other = &self.people[(i + 1) % self.people.len()].name;
            let asks = [
                Command::Board {
                    player: None,
                    continent: None,
                    region: None,
                    whole: false,
                },
                Command::Board {
                    player: Some(other.clone()),
                    continent: None,
                    region: None,
                    whole: false,
                },
                Command::Board {
                    player: None,
                    continent: Some(
                        g.map().continents()[n % g.map().continents().len()]
                            .name
                            .clone(),
                    ),
                    region: None,
                    whole: false,
                },
                // The picture of a part of the board, and of the whole.
                Command::Board {
                    player: None,
                    continent: None,
                    region: Some(
                        g.map().continents()[(n + 1) % g.map().continents().len()]
                            .name
                            .clone(),
                    ),
                    whole: false,
                },
                Command::Board {
                    player: None,
                    continent: None,
                    region: None,
                    whole: true,
                },
                Command::Territory {
                    name: territory.to_string(),
                },
                Command::Status,
                Command::History {
                    count: None,
                    file: false,
                },
                Command::Hand,
            ];
            for ask in asks {
                self.run(p, ask);
            }
        }
    }
}

/// Plays one game and returns what leaked.
fn play_fogged(preset: &str, level: &str, seed: u64) -> Vec<Leak> {
    let mut game = Game1::open(preset, level, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for n in 0..MOVES {
        if n == MOVES * 2 / 3 && seed % 3 == 0 {
            // Someone gives up: their seat plays on passively (or leaves the board).
            let last = game.people.last().unwrap().clone();
            game.run(&last, Command::Surrender);
        }
        if !game.step(&mut rng, n) {
            break;
        }
        if n == 14 {
            assert!(
                game.woke > 0,
                "{preset} {level}: the deadline passed unseen"
            );
        }
    }
    game.leaks
}

/// The leaks, one line each, at most `n` of them, grouped by what leaked.
fn report(leaks: &[Leak], n: usize) -> String {
    let mut kinds: Vec<String> = leaks
        .iter()
        .map(|l| format!("[{}] {}", l.output, l.why))
        .collect();
    kinds.sort();
    kinds.dedup();
    let mut out = format!("{} leaks, {} kinds; e.g.\n", leaks.len(), kinds.len());
    let mut seen = Vec::new();
    for l in leaks {
        let key = (l.output, l.why.split(' ').next().unwrap_or("").to_string());
        if !seen.contains(&key) && seen.len() < n {
            seen.push(key);
            out.push_str(&format!("  {l}\n"));
        }
    }
    out
}

/// Every preset at every fog level: nothing any reader gets tells them what their view hides.
#[test]
fn no_output_of_a_fogged_game_tells_a_reader_what_they_cannot_see() {
    let mut failed = Vec::new();
    for (i, preset) in PRESETS.iter().enumerate() {
        for (j, level) in LEVELS.iter().enumerate() {
            let leaks = play_fogged(preset.name, level, 1 + (i * 3 + j) as u64);
            if !leaks.is_empty() {
                failed.push(format!("{} {level}: {}", preset.name, report(&leaks, 12)));
            }
        }
    }
    assert!(
        failed.is_empty(),
        "outputs of fogged games tell readers what they cannot see:\n{}",
        failed.join("\n")
    );
}

/// A game of `preset` at `level` some moves in, with what the channel may see of it.
fn mid_game(level: &str, moves: usize) -> (Session, Game) {
    let mut game = Game1::open("classic", level, 5);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for n in 0..moves {
        assert!(game.step(&mut rng, n), "the game goes on");
    }
    let s = game.table.session();
    let g = s.game.clone().unwrap();
    assert!(g.is_fogged());
    (s, g)
}

/// The same game with the fog off: what a careless output would show.
fn unfogged(g: &Game) -> Game {
    let mut v = serde_json::to_value(g).unwrap();
    v["rules"]["fog"] = "off".into();
    serde_json::from_value(v).unwrap()
}

/// The checker must be seen to fail: the whole-board summary and the whole board's picture
/// posted in the channel mid-game are caught, at each level; the picture with what the
/// channel cannot see taken out passes.
#[test]
fn the_checker_catches_an_unfogged_board_in_the_channel() {
    for level in LEVELS {
        let (s, g) = mid_game(level, 40);
        let names = Names::of(&s, &g);
        let channel = Sights::of(&g, &g, None, "channel");
        let clear = unfogged(&g);
        let whole = risk::service::text::summary(&s, &clear, &clear.view(Reader::Everyone));
        let leaks = check_text(&names, &channel, "summary", &whole.text);
        assert!(!leaks.is_empty(), "{level}: the whole board passed");
        let seats: Vec<String> = s.seats.iter().map(|x| x.name.clone()).collect();
        let mut view = BoardView::new(&g, &seats, None);
        assert!(
            !check_board(&names, &channel, &g, &view).is_empty(),
            "{level}"
        );
        // Taken out by hand what the channel cannot see: nothing is left to catch.
        let public = g.view(Reader::Everyone);
        for tv in &mut view.territories {
            tv.sight = public.sight(tv.id);
            if !public.sees_armies(tv.id) {
                tv.armies = 0;
            }
            if !public.sees_owner(tv.id) {
                tv.owner = None;
            }
        }
        for p in &mut view.players {
            p.armies = 0;
            if level != "light" {
                p.territories = 0;
            }
        }
        view.last_attack = None;
        let left = check_picture(&channel, &g, &view);
        assert!(left.is_empty(), "{level}: {left:?}");
        // A player's private view of the whole board leaks too, a seat's own does not.
        let alice = PlayerId(0);
        let hers = Sights::of(&g, &g, Some(alice), "alice");
        assert!(!check_text(&names, &hers, "reply", &whole.text).is_empty());
        let own: Vec<String> = g
            .territories_of(alice)
            .iter()
            .map(|t| format!("{} {}", g.map().name(t), g.armies(t)))
            .collect();
        let line = format!("alice: {}", own.join(", "));
        assert!(
            check_text(&names, &hers, "reply", &line).is_empty(),
            "{line}"
        );
    }
}

/// A crop centred on a territory the channel cannot see would say that something happened
/// there: the checker catches it, and `BoardView::focused` leaves such a territory out.
#[test]
fn the_checker_catches_a_crop_centred_where_the_channel_sees_nothing() {
    for level in ["standard", "dark"] {
        let (s, g) = mid_game(level, 40);
        let channel = Sights::of(&g, &g, None, "channel");
        let seats: Vec<String> = s.seats.iter().map(|x| x.name.clone()).collect();
        let public = g.view(Reader::Everyone);
        let view = BoardView::seen_by(&g, &public, &seats, None);
        let unseen: Vec<TerritoryId> = g
            .map()
            .territory_ids()
            .filter(|&t| !public.sees_owner(t))
            .take(2)
            .collect();
        assert!(!unseen.is_empty(), "{level}: the channel sees everything");
        let mut bypassed = view.clone();
        bypassed.focus = Focus::Action(unseen.clone());
        let leaks = check_picture(&channel, &g, &bypassed);
        assert!(
            leaks.iter().any(|l| l.why.contains("crop centred")),
            "{level}: {leaks:?}"
        );
        let focused = view.focused(Focus::Action(unseen));
        assert_eq!(focused.focus, Focus::Action(vec![]), "{level}");
        assert!(check_picture(&channel, &g, &focused).is_empty(), "{level}");
    }
}

/// The checker's rule on lines a fogged game might write (see `support::fog`): what it lets
/// through and what it catches.
#[test]
fn the_checkers_rule_line_by_line() {
    let mut rules = risk::engine::Rules::classic();
    rules.setup = risk::engine::Setup::Deal;
    rules.fog = risk::engine::Fog::Standard;
    let (g, _) = risk::engine::Lobby::new(rules, 3, 1).start().unwrap();
    let seats: Vec<String> = ["alice", "bob", "AI 1 (basic)"].map(String::from).to_vec();
    let names = Names::with_seats(&g, &seats);
    let t = |n: &str| g.map().find(n).unwrap();
    let mut who = Sights::of(&g, &g, Some(PlayerId(0)), "alice");
    who.sight.iter_mut().for_each(|s| *s = Sight::Nothing);
    who.sight[t("Siam").index()] = Sight::All;
    who.sight[t("India").index()] = Sight::Owner;
    who.cards = vec![t("Ural")];
    who.own_places = vec![t("Kamchatka")];
    who.knows_set = vec![true, false, false];
    who.knows_armies = vec![true, false, false];
    let leaks = |line: &str| check_text(&names, &who, "post", line);
    for fine in [
        "alice attacks India from Siam (7): 3 dice.",
        "bob holds India (? armies).",
        "Siam (7) → India (?)",
        "Your cards: Ural (infantry), Kamchatka (cavalry)",
        "<@123> it is your turn, until <t:1900000000:R>.",
        "Objective: hold Ural and Japan (+2 armies at the end of your turn).",
        "alice: 12 territories, 30 armies, 3 cards",
        "bob: 4 cards",
        "Ural was attacked.",
        "🚩 bob takes Siam from alice, attacking from India. 5 rolls, attacker −3",
        "**Asia** (+7, 12 territories)",
        "🎖 bob collects the Objective “Control Asia” (1 held).",
        "**India** (Asia): held by bob; the fog of war hides its armies.",
        "Asia (+7): alice 3, bob 1, 8 unseen",
        "bob (blue B): 0 cards. 6 territories hidden by the fog of war.",
        "**bob**: the fog of war hides the rest; you see 12 territories of theirs.",
        "**Asia**, 3 of 12",
        "alice trades Ural (Cavalry), Siam (Infantry) and a wild for 6 armies.",
        "🎲 Siam ⚔ India: bob holds India, 1 left in Siam.",
        "alice is dealt 14 territories — Asia: Siam, India; Europe: Ukraine",
        "bob is dealt 14 territories.",
        "🚩 alice takes Ural from bob, attacking from Siam.",
        "**Yours**: Asia: Siam 7",
        "· Siam 7 — next to Ural (unseen), India (bob, ?)",
        "🏰 Headquarters revealed: alice — Siam, bob — where you cannot see.",
        "**Headquarters** (owner, territory, held by): bob India (bob); alice Siam (alice)",
        "Your Headquarters: Kamchatka (secret until everyone has chosen). Goal: hold every other Headquarters while holding yours.",
    ] {
        assert_eq!(leaks(fine), vec![], "{fine}");
    }
    for leak in [
        "bob took Ural.",
        "bob trades Japan (Cavalry) for 6 armies.",
        "🎲 India ⚔ Siam: bob holds Siam, 4 left in India.",
        "🚩 bob takes Ural from carol, attacking from Kamchatka.",
        "Asia (+7): bob holds it.",
        "Ural 3",
        "India (4)",
        "Siam (7) → India (4)",
        "5 armies on India",
        "bob: 14 territories",
        "bob (blue): 14 territories, 30 armies",
        "Asia (+7): alice 3, bob 9 · 40 armies",
        "Asia (+7): alice 3, bob 1, 8 unseen · 40 armies",
        "**India** (Asia): held by bob with 4 armies.",
        "🎲 Kamchatka ⚔ Ural: bob takes Ural",
        "Capital: Japan (6 armies)",
        "Japan 6, capital of bob",
        // Where another's Headquarters lies, unseen: not in the summary, the goal, nor alone.
        "**Headquarters** (owner, territory, held by): bob Ural (unseen)",
        "Goal: hold every other Headquarters while holding yours. Headquarters: Kamchatka of alice (held by alice); Ural of bob (held by unseen).",
        "Headquarters: Ural",
    ] {
        assert_ne!(leaks(leak), vec![], "{leak}");
    }
}
