//! The board's views under fog of war: the channel's summary, picture and alt text hold no
//! hidden owner or count; `/board` answers each player privately with their own view;
//! `/board player:`, `/territory`, `/odds` and `/risk status` read from the asker's view;
//! `/history` and `/risk verify` stay closed until the end and open after it.

mod support;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::engine::{Game, PlayerId, Reader, Sight, View};
use risk::render::legend::legend;
use risk::render::{render_svg, BoardView, Layout};
use risk::service::{text, ChannelKey, Command, NewGame, Outcome, Session};
use support::{actor, play_until, Table};

const CH: ChannelKey = ChannelKey(30);
const LEVELS: [&str; 3] = ["light", "standard", "dark"];

/// alice, bob and carol at a classic table with `fog`, played (as the basic AI would) until
/// the first turn has begun.
fn table(fog: &str) -> (Table, Vec<risk::service::Actor>) {
    let t = Table::new(CH, 1_700_000_000, 11);
    let people = vec![actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    let opts = NewGame {
        fog: Some(fog.into()),
        ..NewGame::preset("classic")
    };
    t.open(opts, &people, 0);
    play_until(&t.svc, CH, &people, 5, |g, _| g.turn() > 0);
    (t, people)
}

fn board_of(who: Option<&str>) -> Command {
    Command::Board {
        player: who.map(str::to_string),
        continent: None,
        region: None,
        whole: false,
    }
}

/// The line of `text` about `name`'s seat in a summary ("▶ alice (red): …").
fn seat_line<'a>(text: &'a str, name: &str) -> &'a str {
    text.lines()
        .find(|l| l.trim_start_matches("▶ ").starts_with(&format!("{name} (")))
        .unwrap_or_else(|| panic!("no line for {name} in:\n{text}"))
}

/// The picture's input is exactly `v`'s: owners and armies only where seen.
fn assert_view_is(b: &BoardView, g: &Game, v: &View) {
    for tv in &b.territories {
        let t = tv.id;
        assert_eq!(tv.sight, v.sight(t), "{}", g.map().name(t));
        assert_eq!(tv.owner, v.owner(g, t).map(PlayerId::index));
        assert_eq!(tv.armies, v.armies(g, t).unwrap_or(0));
    }
    for (i, p) in b.players.iter().enumerate() {
        let q = PlayerId(i as u8);
        assert_eq!(p.territories_known, v.knows_territories_of(g, q));
        assert_eq!(p.armies_known, v.knows_armies_of(g, q));
        if !p.armies_known {
            assert_eq!(p.armies, 0, "a hidden total is not even in the view");
        }
    }
}

/// What the channel may read of a summary: at light who holds what (counts of territories),
/// never armies; at standard and dark no player's territories or armies and no continent's
/// holders.
fn assert_public_summary(s: &Session, g: &Game, fog: &str, text: &str) {
    for p in g.players() {
        let line = seat_line(text, &s.name(p));
        assert!(!line.contains(" arm"), "{fog}: {line}");
        assert_eq!(line.contains("territor"), fog == "light", "{fog}: {line}");
    }
    if fog != "light" {
        // Nothing of any continent to tell: one line says so, none a continent.
        let n = g.map().territory_count();
        let line = format!("**Continents**: the fog of war hides who holds all {n} territories.");
        assert!(text.lines().any(|l| l == line), "{fog}: {text}");
        for c in g.map().continents() {
            let head = format!("{} (+", c.name);
            assert!(!text.lines().any(|l| l.starts_with(&head)), "{fog}: {text}");
        }
        return;
    }
    for c in g.map().continents() {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("{} (+", c.name)))
            .unwrap();
        assert!(!line.contains(" armies"), "{fog}: {line}");
        // "held by X", or "X 3, Y 2, 4 unseen": the holders named.
        let who = line.split_once("): ").unwrap().1;
        let mut named: Vec<String> = match who.strip_prefix("held by ") {
            Some(x) => vec![x.to_string()],
            None => who
                .split(", ")
                .filter(|part| !part.ends_with(" unseen") && !part.ends_with(" free"))
                .map(|part| part.rsplit_once(' ').unwrap().0.to_string())
                .collect(),
        };
        named.sort();
        let mut holders: Vec<String> = g
            .players()
            .filter(|&p| c.territories.iter().any(|t| g.owner(t) == Some(p)))
            .map(|p| s.name(p))
            .collect();
        holders.sort();
        assert_eq!(named, holders, "{fog}: {line}");
    }
}

#[test]
fn the_channels_summary_picture_and_alt_text_hold_no_hidden_owner_or_count() {
    for fog in LEVELS {
        let (t, people) = table(fog);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut pictures = 0;
        // A few moves: every post with the picture shows what the channel may see.
        for _ in 0..40 {
            let Some(out) = t.play_one(&people, &mut rng) else {
                break;
            };
            let s = t.session();
            let g = s.game.as_ref().unwrap();
            let public = g.view(Reader::Everyone);
            for post in out.public.iter().filter(|p| p.summary.is_some()) {
                assert_public_summary(&s, g, fog, &post.summary.as_ref().unwrap().text);
            }
            if out.public.iter().any(|p| p.board) {
                let b = &out.view.as_ref().expect("a picture").0;
                assert_view_is(b, g, &public);
                pictures += 1;
            }
        }
        assert!(pictures > 0, "{fog}: no turn post with the picture came");

        let s = t.session();
        let g = s.game.as_ref().unwrap();
        let public = g.view(Reader::Everyone);
        assert_public_summary(&s, g, fog, &text::public_summary(&s, g).text);
        let names: Vec<String> = g.players().map(|p| s.name(p)).collect();
        let b = BoardView::seen_by(g, &public, &names, None);
        assert_view_is(&b, g, &public);
        // The alt text: no armies; each player's territories only at light.
        let alt = b.describe();
        assert!(!alt.contains("arm"), "{fog}: {alt}");
        assert!(alt.contains("The fog of war hides part of the board."));
        assert_eq!(
            alt.contains("hidden by the fog of war"),
            fog != "light",
            "{fog}: {alt}"
        );
        // The legend says "?" for the hidden totals; the tiles "?" where the count is hidden.
        let l = legend(&b, &Layout::of(&b.map));
        assert!(l.heading.text.contains("fog of war"), "{}", l.heading.text);
        for e in &l.entries {
            assert!(e.lines[1].text.contains("? armies"), "{}", e.lines[1].text);
        }
        let svg = render_svg(&b, &Layout::of(&b.map));
        let hidden = b
            .territories
            .iter()
            .filter(|t| t.sight != Sight::All)
            .count();
        assert_eq!(svg.matches(">?</text>").count(), hidden, "{fog}");
        assert_eq!(hidden, 42, "{fog}: the channel sees no army");
    }
}

#[test]
fn board_answers_each_player_privately_with_their_own_view_and_a_spectator_with_the_channels() {
    for fog in LEVELS {
        let (t, people) = table(fog);
        let s = t.session();
        let g = s.game.as_ref().unwrap();
        let alice = s.seat_of(people[0].user).unwrap();
        let mine = g.view(Reader::Seat(alice));
        let out = t.ok(&people[0], board_of(None));
        assert!(out.public.is_empty(), "{fog}: /board posted in the channel");
        assert!(out.reply_board);
        assert!(out.reply.as_ref().unwrap().contains("only you see this"));
        assert_view_is(&out.view.as_ref().unwrap().0, g, &mine);
        // Theirs and those next to them, by the level; nothing else.
        let own = g.friendly(alice);
        let near = own
            .iter()
            .fold(risk::engine::Set::EMPTY, |a, x| {
                a.union(g.map().neighbours(x))
            })
            .minus(own);
        for x in g.map().all().iter() {
            let want = match (fog, own.contains(x), near.contains(x)) {
                (_, true, _) | ("light" | "standard", _, true) => Sight::All,
                ("light", ..) | ("dark", _, true) => Sight::Owner,
                _ => Sight::Nothing,
            };
            assert_eq!(mine.sight(x), want, "{fog} {}", g.map().name(x));
        }
        let summary = &out.reply_summary.as_ref().expect("a summary").text;
        let line = seat_line(summary, "alice");
        assert!(
            line.contains("territories") && line.contains("armies"),
            "{line}"
        );
        let bob = seat_line(summary, "bob");
        assert!(!bob.contains(" arm"), "{fog}: {bob}");
        assert_eq!(bob.contains("territor"), fog == "light", "{fog}: {bob}");

        // Someone not playing reads the channel's view, privately too.
        let dave = actor(4, "dave");
        let out = t.ok(&dave, board_of(None));
        assert!(out.public.is_empty());
        assert!(out.reply.as_ref().unwrap().contains("you are not playing"));
        assert_view_is(&out.view.as_ref().unwrap().0, g, &g.view(Reader::Everyone));
    }
}

#[test]
fn territory_and_player_views_tell_only_what_the_asker_sees() {
    for fog in LEVELS {
        let (t, people) = table(fog);
        let s = t.session();
        let g = s.game.as_ref().unwrap();
        let alice = s.seat_of(people[0].user).unwrap();
        let v = g.view(Reader::Seat(alice));
        let mut sights = vec![];
        for x in g.map().all().iter() {
            let name = g.map().name(x);
            let out = t.ok(&people[0], Command::Territory { name: name.into() });
            let reply = out.reply.unwrap();
            let first = reply.lines().next().unwrap();
            match v.sight(x) {
                Sight::Nothing => {
                    // The name as English writes it as an object ("the Western United States").
                    let object = risk::i18n::names::place(g.map(), x).form("object");
                    assert!(
                        first.contains(&format!("you cannot see {object}")),
                        "{first}"
                    );
                    for p in g.players() {
                        assert!(!first.contains(&s.name(p)), "{first}");
                    }
                }
                Sight::Owner => {
                    assert!(first.contains("hides its armies"), "{first}");
                    assert!(!first.chars().any(|c| c.is_ascii_digit()), "{first}");
                }
                Sight::All => {
                    let n = g.armies(x);
                    assert!(first.contains(&format!("with {n} arm")), "{first}");
                }
            }
            // Each neighbour: its holder and armies only as seen.
            for n in g.map().neighbours(x).iter() {
                let line = reply
                    .lines()
                    .find(|l| l.starts_with(&format!("· {} — ", g.map().name(n))))
                    .unwrap();
                let said = line.rsplit(" — ").next().unwrap();
                let want = match (v.sight(n), g.owner(n)) {
                    (Sight::Nothing, _) => "unseen".to_string(),
                    (Sight::Owner, Some(o)) => format!("{}, ?", s.name(o)),
                    (_, Some(o)) => format!("{}, {}", s.name(o), g.armies(n)),
                    (_, None) => "free".into(),
                };
                assert_eq!(said, want, "{fog}: {line}");
            }
            sights.push(v.sight(x));
        }
        // Each level leaves something to hide, and standard/dark territories out of sight.
        assert!(sights.contains(&Sight::Owner) || fog == "standard");
        assert_eq!(sights.contains(&Sight::Nothing), fog != "light", "{fog}");

        // /board player:bob — only bob's territories alice sees, each as she sees it.
        let reply = t.ok(&people[0], board_of(Some("bob"))).reply.unwrap();
        let bob = s.find_seat("bob").unwrap();
        for x in g.territories_of(bob).iter() {
            let listed = reply
                .lines()
                .any(|l| l.starts_with(&format!("· {} ", g.map().name(x))));
            assert_eq!(
                listed,
                v.sees_owner(x),
                "{fog}: {}\n{reply}",
                g.map().name(x)
            );
        }
        let head = reply.lines().next().unwrap();
        assert_eq!(head.contains("hides the rest"), fog != "light", "{head}");
        assert!(!head.contains("arm"), "{fog}: {head}");

        // /odds refuses a count the asker cannot see, naming only the territory.
        let hidden = g.map().all().iter().find(|&x| !v.sees_armies(x)).unwrap();
        let mine = g.territories_of(alice).iter().next().unwrap();
        let err = t
            .run(
                &people[0],
                Command::Odds {
                    attackers: None,
                    defenders: None,
                    from: Some(g.map().name(mine).into()),
                    to: Some(g.map().name(hidden).into()),
                },
            )
            .unwrap_err()
            .to_string();
        assert!(err.contains("fog of war hides the armies in"), "{err}");
        assert!(err.contains(g.map().name(hidden)), "{err}");
        for p in g.players() {
            assert!(!err.contains(&s.name(p)), "{err}");
        }

        // /risk status: the board from the asker's view.
        let status = t.ok(&people[0], Command::Status).reply.unwrap();
        assert!(!seat_line(&status, "bob").contains(" arm"), "{status}");
    }
}

#[test]
fn history_and_verify_stay_closed_until_the_end_and_open_after_it() {
    let (t, people) = table("standard");
    let history = |file| Command::History { count: None, file };
    for file in [false, true] {
        let err = t.run(&people[1], history(file)).unwrap_err().to_string();
        assert!(
            err.contains("fog of war") && err.contains("/board"),
            "{err}"
        );
    }
    let sealed = t.ok(&people[1], Command::Verify).reply.unwrap();
    assert!(
        sealed.contains("Under fog of war the game file"),
        "{sealed}"
    );
    assert!(t.ok(&people[1], Command::Verify).file.is_none());

    // Two surrender: carol wins, the fog lifts.
    t.ok(&people[0], Command::Surrender);
    t.ok(&people[1], Command::Surrender);
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    assert!(g.is_over() && !g.is_fogged());
    let all = t.ok(&people[1], history(false)).reply.unwrap();
    assert!(all.contains("#1 "), "{all}");
    let verified: Outcome = t.ok(&people[1], Command::Verify);
    assert!(verified.file.is_some(), "{:?}", verified.reply);
    // And /board is the channel's again, the whole board.
    let out = t.ok(&people[1], board_of(None));
    assert!(!out.reply_board && out.public.iter().any(|p| p.board));
    let b = &out.view.unwrap().0;
    assert!(!b.is_fogged());
}

#[test]
fn with_the_fog_off_board_is_the_channels_whole_board() {
    let (t, people) = table("off");
    let out = t.ok(&people[0], board_of(None));
    assert!(out.reply.is_none() && !out.reply_board);
    let post = out.public.iter().find(|p| p.board).expect("a public board");
    let s = t.session();
    let g = s.game.as_ref().unwrap();
    let whole = g.view(Reader::Everyone);
    assert!(whole.is_clear());
    assert_eq!(
        post.summary.as_ref().unwrap().text,
        text::board(&s, g, &whole)
    );
    assert!(!post.summary.as_ref().unwrap().text.contains("unseen"));
    assert_view_is(&out.view.unwrap().0, g, &whole);
    assert!(t
        .run(
            &people[0],
            Command::History {
                count: None,
                file: false
            }
        )
        .is_ok());
}

#[test]
fn a_destroy_missions_progress_does_not_count_a_target_the_player_cannot_see() {
    use risk::engine::position::{Position, Start};
    use risk::engine::{Fog, Mission, Rules};
    // bob (P1) holds Alaska only, carol (P2) Madagascar only, alice the rest: bob's target,
    // carol, is out of his sight under standard and dark fog.
    for fog in [Fog::Off, Fog::Light, Fog::Standard, Fog::Dark] {
        let mut pos = Position::classic(3, PlayerId(0), Start::Attack, 4, |name| match name {
            "Alaska" => (PlayerId(1), 3),
            "Madagascar" => (PlayerId(2), 5),
            _ => (PlayerId(0), 1),
        });
        pos.rules = Rules::secret_mission();
        pos.rules.fog = fog;
        pos.missions = vec![None, Some(Mission::Destroy { color: 2 }), None];
        let g = pos.build().unwrap();
        let s = Session::seated(
            &[
                (risk::service::UserKey(1), "alice"),
                (risk::service::UserKey(2), "bob"),
                (risk::service::UserKey(3), "carol"),
            ],
            g.clone(),
        );
        let said = text::goal(&s, &g, PlayerId(1));
        let counted = said.contains("still holds 1 territory with 5 armies");
        let hidden = said.contains("the fog of war hides how much they hold");
        // At light bob sees who holds Madagascar, not its armies.
        let sees = fog == Fog::Off;
        assert_eq!((counted, hidden), (sees, !sees), "{fog:?}: {said}");
    }
}

#[test]
fn every_preset_at_every_level_shows_the_channel_and_each_seat_only_their_view() {
    for preset in risk::engine::rules::PRESETS {
        for fog in LEVELS {
            let t = Table::new(CH, 1_700_000_000, 21);
            let rules = (preset.rules)();
            let people: Vec<_> = (1..=rules.min_players.max(2) as u64)
                .map(|i| actor(i, &format!("p{i}")))
                .collect();
            let opts = NewGame {
                fog: Some(fog.into()),
                ..NewGame::preset(preset.name)
            };
            t.open(opts, &people, 0);
            play_until(&t.svc, CH, &people, 9, |g, _| g.turn() > 0);
            let s = t.session();
            let g = s.game.as_ref().unwrap();
            let what = format!("{} {fog}", preset.name);
            assert_public_summary(&s, g, fog, &text::public_summary(&s, g).text);
            for who in &people {
                let out = t.ok(who, board_of(None));
                assert!(out.public.is_empty(), "{what}");
                let v = g.view_of(s.seat_of(who.user));
                assert_view_is(&out.view.as_ref().unwrap().0, g, &v);
                // Totals only of the reader's side (and every holder's count at light).
                let summary = &out.reply_summary.unwrap().text;
                for p in g.players().filter(|&p| !g.is_eliminated(p)) {
                    let line = seat_line(summary, &s.name(p));
                    assert_eq!(line.contains(" arm"), v.is_friend(g, p), "{what}: {line}");
                }
            }
        }
    }
}
