//! The turn's outputs under fog of war, through the service: what the channel learns of a
//! move (nothing it cannot see), what the mover and the players they attacked learn privately,
//! and a fogged turn played by components alone (the channel's prompt carries one button,
//! "Open my turn"; everything else comes in replies only the mover sees).

mod support;
use support::{actor, actor_of, in_memory, open, play_until, same_seed, stopped};

use risk::engine::{Expected, Game, Reader, Sight, TerritoryId};
use risk::service::{components, ChannelKey, GameService, NewGame, Outcome, Row, Session};

fn fogged(level: &str) -> NewGame {
    NewGame {
        fog: Some(level.into()),
        setup: Some("deal".into()),
        placement: Some("bulk".into()),
        ..NewGame::preset("classic")
    }
}

/// Every text of a row: button labels, menu placeholders and option labels.
fn row_texts(rows: &[Row]) -> Vec<String> {
    rows.iter()
        .flat_map(|r| match r {
            Row::Buttons(b) => b.iter().map(|b| b.label.clone()).collect::<Vec<_>>(),
            Row::Menu(m) => std::iter::once(m.placeholder.clone())
                .chain(m.options.iter().map(|o| o.label.clone()))
                .collect(),
        })
        .collect()
}

/// What the channel was told that it may not know: per line of every public post's text and
/// components, a territory it does not see named at all, or one whose owner alone it sees named
/// with a number (once the seats' names, some of which hold digits, are taken out).
fn public_leaks(s: &Session, g: &Game, o: &Outcome) -> Vec<String> {
    let view = g.view(Reader::Everyone);
    let mut leaks = Vec::new();
    for post in &o.public {
        let texts = std::iter::once(post.text.clone()).chain(row_texts(&post.rows));
        for line in texts.flat_map(|t| t.lines().map(str::to_string).collect::<Vec<_>>()) {
            let mut bare = line.clone();
            for p in g.players() {
                bare = bare.replace(&s.name(p), "");
            }
            for t in g.map().territory_ids() {
                if !line.contains(g.map().name(t)) {
                    continue;
                }
                match view.sight(t) {
                    Sight::All => {}
                    Sight::Owner if !bare.chars().any(|c| c.is_ascii_digit()) => {}
                    Sight::Owner | Sight::Nothing => {
                        leaks.push(format!("{} in: {line}", g.map().name(t)))
                    }
                }
            }
        }
    }
    leaks
}

fn ids_and_labels(rows: &[Row]) -> Vec<(String, String)> {
    rows.iter()
        .flat_map(|r| match r {
            Row::Buttons(b) => b.iter().map(|b| (b.id.clone(), b.label.clone())).collect(),
            Row::Menu(_) => vec![],
        })
        .collect()
}

fn menu<'a>(rows: &'a [Row], verb: &str) -> Option<&'a risk::service::Menu> {
    rows.iter().find_map(|r| match r {
        Row::Menu(m) if m.id.split(':').nth(4) == Some(verb) => Some(m),
        _ => None,
    })
}

/// A table of two people and one AI at `level`, played as the basic AI would up to alice's
/// first attack step.
fn at_attack(level: &str, seed: u64) -> (GameService, Vec<risk::service::Actor>) {
    let svc = in_memory(stopped(1_800_000_000), same_seed(seed));
    let ch = ChannelKey(1);
    let people = vec![actor(1, "alice"), actor(2, "bob")];
    open(&svc, ch, fogged(level), &people, 1);
    play_until(&svc, ch, &people, seed, |g, me| {
        g.turn() > 0 && me == risk::engine::PlayerId(0) && g.expected() == Expected::Attack
    });
    (svc, people)
}

#[test]
fn a_fogged_turn_is_played_by_components_alone_and_the_channel_learns_nothing_hidden() {
    let ch = ChannelKey(1);
    for level in ["light", "standard", "dark"] {
        let (svc, people) = at_attack(level, 3);
        let alice = &people[0];
        let s = support::session(&svc, ch);
        let g = s.game.as_ref().unwrap();
        assert!(g.is_fogged());
        // The channel's prompt: one button, for the mover, naming nothing of the board.
        let public = components::prompt_rows(&s, None);
        let open_turn = match ids_and_labels(&public).as_slice() {
            [(id, label)] if label == "Open my turn" && public.len() == 1 => id.clone(),
            other => panic!("{level}: the public prompt holds {other:?}"),
        };
        // Only the mover may open it.
        let err = svc
            .handle_component(ch, &people[1], None, &open_turn, &[])
            .unwrap_err();
        assert!(err.to_string().contains("Not your turn"), "{err}");
        let opened = svc
            .handle_component(ch, alice, None, &open_turn, &[])
            .unwrap();
        assert!(opened.public.is_empty(), "{level}: {:?}", opened.public);
        let mut rows = opened.reply_rows.clone();
        let blitz = menu(&rows, "bz").expect("a blitz menu in alice's own reply");
        // From alice's view: an attack on a territory whose armies she does not see shows no
        // count and no chance.
        let view = g.view_of(Some(risk::engine::PlayerId(0)));
        for o in &blitz.options {
            let to = TerritoryId(o.value.split('-').nth(1).unwrap().parse().unwrap());
            let unknown = o.label.contains("armies unknown");
            assert_eq!(unknown, !view.sees_armies(to), "{level}: {}", o.label);
            assert!(!unknown || !o.label.contains('%'), "{level}: {}", o.label);
        }
        // Alice blitzes bob where she can (else anyone), by components alone, then ends.
        let pick = blitz
            .options
            .iter()
            .find(|o| {
                let to = TerritoryId(o.value.split('-').nth(1).unwrap().parse().unwrap());
                g.owner(to) == Some(risk::engine::PlayerId(1))
            })
            .unwrap_or(&blitz.options[0])
            .value
            .clone();
        let to = TerritoryId(pick.split('-').nth(1).unwrap().parse().unwrap());
        let defender = g.owner(to).unwrap();
        let to_name = g.map().name(to).to_string();
        let o = svc
            .handle_component(ch, alice, None, &blitz.id, std::slice::from_ref(&pick))
            .unwrap();
        let s = support::session(&svc, ch);
        let g = s.game.as_ref().unwrap();
        assert_eq!(public_leaks(&s, g, &o), Vec::<String>::new(), "{level}");
        let reply = o.reply.clone().expect("alice's own battle, privately");
        assert!(reply.contains(&to_name), "{level}: {reply}");
        let taken = g.owner(to) == Some(risk::engine::PlayerId(0));
        if level == "dark" && !taken {
            assert!(
                !reply.contains(&format!("holds {to_name} with")),
                "{level}: {reply}"
            );
        }
        if let Some(bob) = actor_of(&s, &people, defender) {
            let dm: Vec<&String> = o
                .private
                .iter()
                .filter(|p| p.to == bob.user && p.text.contains(&to_name))
                .map(|p| &p.text)
                .collect();
            assert_eq!(dm.len(), 1, "{level}: bob's DMs {:?}", o.private);
            // What is left to move in is alice's to settle, not bob's to read.
            assert!(!dm[0].contains("/move"), "{level}: {}", dm[0]);
        }
        // At `light` who holds what is public: the channel learns of the conquest, without
        // counts; otherwise nothing.
        let told = o.public.iter().any(|p| p.text.contains(&to_name));
        assert_eq!(told, taken && level == "light", "{level}: {:?}", o.public);
        // The next step, privately, with alice's own components; the channel's button still
        // opens her turn, as it now stands.
        if g.current() == risk::engine::PlayerId(0) && !g.is_over() {
            assert!(reply.contains("Next:"), "{level}: {reply}");
            assert!(!o.reply_rows.is_empty(), "{level}");
            rows = o.reply_rows.clone();
            let again = svc
                .handle_component(ch, alice, None, &open_turn, &[])
                .unwrap();
            assert!(!again.reply_rows.is_empty(), "{level}");
        }
        // Ending the turn: the channel learns whose turn it is, and the AI's turn in public
        // words only.
        if let Some((end, _)) = ids_and_labels(&rows)
            .into_iter()
            .find(|(_, l)| l == "End turn")
        {
            let o = svc.handle_component(ch, alice, None, &end, &[]).unwrap();
            let s = support::session(&svc, ch);
            let g = s.game.as_ref().unwrap();
            assert_eq!(public_leaks(&s, g, &o), Vec::<String>::new(), "{level}");
            assert!(
                o.public.iter().any(|p| p.text.contains("your turn")),
                "{level}: {:?}",
                o.public
            );
            // Her turn over, her old button opens nothing.
            if g.current() != risk::engine::PlayerId(0) {
                let err = svc
                    .handle_component(ch, alice, None, &open_turn, &[])
                    .unwrap_err();
                assert!(err.to_string().contains("out of date"), "{err}");
            }
        }
    }
}

#[test]
fn without_fog_the_prompt_keeps_its_components_in_the_channel() {
    let ch = ChannelKey(1);
    let svc = in_memory(stopped(1_800_000_000), same_seed(3));
    let people = vec![actor(1, "alice"), actor(2, "bob")];
    let new = NewGame {
        fog: Some("off".into()),
        ..fogged("off")
    };
    open(&svc, ch, new, &people, 1);
    play_until(&svc, ch, &people, 3, |g, me| {
        g.turn() > 0 && me == risk::engine::PlayerId(0) && g.expected() == Expected::Attack
    });
    let s = support::session(&svc, ch);
    let rows = components::prompt_rows(&s, None);
    assert!(menu(&rows, "bz").is_some(), "{rows:?}");
    assert!(ids_and_labels(&rows)
        .iter()
        .all(|(_, l)| l != "Open my turn"));
}

/// A duel ended by a surrender: the surrender, the win, the board and the end (seed, recap)
/// keep within Discord's five messages per five seconds, for either seat, on every two-player
/// preset.
#[test]
fn a_surrender_in_a_duel_keeps_within_five_channel_messages() {
    let ch = ChannelKey(1);
    for preset in risk::engine::rules::PRESETS {
        if (preset.rules)().min_players > 2 {
            continue;
        }
        for who in 0..2 {
            let svc = in_memory(stopped(1_800_000_000), same_seed(5));
            let people = vec![actor(1, "alice"), actor(2, "bob")];
            open(&svc, ch, NewGame::preset(preset.name), &people, 0);
            play_until(&svc, ch, &people, 5, |g, _| g.turn() > 2);
            let o = support::ok(&svc, ch, &people[who], risk::service::Command::Surrender);
            assert!(
                o.messages() <= risk::service::MAX_MESSAGES,
                "{}: {} messages",
                preset.name,
                o.messages()
            );
            assert!(o.public[0].text.contains("surrenders"), "{:?}", o.public);
            assert!(o.public[0].text.contains("wins the game"), "{:?}", o.public);
        }
    }
}

/// An attack alice may make now on a territory of bob's with at least `armies` armies.
fn attack_on_bob(g: &Game, armies: u16) -> Option<(TerritoryId, TerritoryId)> {
    let alice = risk::engine::PlayerId(0);
    g.attack_sources(alice).iter().find_map(|f| {
        g.attack_targets(f)
            .iter()
            .find(|&t| g.owner(t) == Some(risk::engine::PlayerId(1)) && g.armies(t) >= armies)
            .map(|t| (f, t))
    })
}

#[test]
fn under_fog_a_placement_and_its_undo_are_told_to_the_mover_alone() {
    let ch = ChannelKey(1);
    let svc = in_memory(stopped(1_800_000_000), same_seed(7));
    let people = vec![actor(1, "alice"), actor(2, "bob")];
    open(&svc, ch, fogged("standard"), &people, 1);
    play_until(&svc, ch, &people, 7, |g, me| {
        g.turn() > 0
            && me == risk::engine::PlayerId(0)
            && matches!(g.expected(), Expected::Draft { .. })
    });
    let s = support::session(&svc, ch);
    let open_turn = ids_and_labels(&components::prompt_rows(&s, None))[0]
        .0
        .clone();
    let opened = svc
        .handle_component(ch, &people[0], None, &open_turn, &[])
        .unwrap();
    let draft = menu(&opened.reply_rows, "dr").expect("alice's own draft menu");
    let t = TerritoryId(draft.options[0].value.parse().unwrap());
    let g = s.game.as_ref().unwrap();
    let name = g.map().name(t).to_string();
    let placed = svc
        .handle_component(ch, &people[0], None, &draft.id, &[t.0.to_string()])
        .unwrap();
    let s = support::session(&svc, ch);
    let g = s.game.as_ref().unwrap();
    assert_eq!(public_leaks(&s, g, &placed), Vec::<String>::new());
    assert!(
        placed.reply.as_deref().unwrap_or("").contains(&name),
        "{placed:?}"
    );
    let undone = support::ok(&svc, ch, &people[0], risk::service::Command::Undo);
    let s = support::session(&svc, ch);
    let g = s.game.as_ref().unwrap();
    assert_eq!(public_leaks(&s, g, &undone), Vec::<String>::new());
    assert!(
        undone.public[0].text.contains("undid their last move"),
        "{undone:?}"
    );
    assert!(
        undone.reply.as_deref().unwrap_or("").contains(&name),
        "{undone:?}"
    );
    // Under the channel's post only the button; under the reply, alice's menus again.
    assert_eq!(ids_and_labels(&undone.public[0].rows).len(), 1);
    assert!(
        menu(&undone.reply_rows, "dr").is_some(),
        "{:?}",
        undone.reply_rows
    );
}

#[test]
fn under_fog_a_refusal_tells_nothing_the_player_cannot_see() {
    let ch = ChannelKey(1);
    let svc = in_memory(stopped(1_800_000_000), same_seed(7));
    let people = vec![actor(1, "alice"), actor(2, "bob")];
    open(&svc, ch, fogged("standard"), &people, 1);
    play_until(&svc, ch, &people, 7, |g, me| {
        g.turn() > 0
            && me == risk::engine::PlayerId(0)
            && matches!(g.expected(), Expected::Draft { .. })
    });
    let s = support::session(&svc, ch);
    let g = s.game.as_ref().unwrap();
    let view = g.view_of(Some(risk::engine::PlayerId(0)));
    let hidden = g
        .map()
        .territory_ids()
        .find(|&t| view.sight(t) == Sight::Nothing)
        .expect("a territory alice cannot see");
    let name = g.map().name(hidden).to_string();
    let draft = risk::service::Command::Draft {
        territory: name.clone(),
        troops: risk::service::Troops::Exactly(1),
    };
    let err = svc.handle(ch, &people[0], draft).unwrap_err().to_string();
    assert!(err.contains(&format!("{name} is not yours")), "{err}");
    let owner = s.name(g.owner(hidden).unwrap());
    assert!(!err.contains("belongs to"), "{err}");
    assert!(!err.contains(&format!("{name} ({owner}")), "{err}");
    // Bob, out of turn, learns whose turn it is, not what alice must place.
    let err = svc
        .handle(ch, &people[1], risk::service::Command::End)
        .unwrap_err()
        .to_string();
    assert_eq!(err, "It is alice's turn.");
}

#[test]
fn under_fog_live_defence_tells_the_defender_alone_where() {
    let ch = ChannelKey(1);
    let svc = in_memory(stopped(1_800_000_000), same_seed(9));
    let people = vec![actor(1, "alice"), actor(2, "bob")];
    let new = NewGame {
        defender_dice: Some("choose".into()),
        ..fogged("standard")
    };
    open(&svc, ch, new, &people, 1);
    play_until(&svc, ch, &people, 9, |g, me| {
        g.turn() > 0
            && me == risk::engine::PlayerId(0)
            && g.expected() == Expected::Attack
            && attack_on_bob(g, 2).is_some()
    });
    let s = support::session(&svc, ch);
    let g = s.game.as_ref().unwrap();
    let (from, to) = attack_on_bob(g, 2).unwrap();
    let name = g.map().name(to).to_string();
    let attack = risk::service::Command::Attack {
        from: g.map().name(from).into(),
        to: name.clone(),
        dice: None,
        blitz: false,
        stop_at: None,
        commander: false,
        move_in: None,
    };
    let held = support::ok(&svc, ch, &people[0], attack);
    let s = support::session(&svc, ch);
    let g = s.game.as_ref().unwrap();
    assert_eq!(public_leaks(&s, g, &held), Vec::<String>::new());
    assert!(!held.public[0].text.contains(&name), "{:?}", held.public);
    let told: Vec<&risk::service::Private> = held
        .private
        .iter()
        .filter(|p| p.text.contains(&name))
        .collect();
    assert_eq!(told.len(), 1, "{:?}", held.private);
    assert_eq!(told[0].to, people[1].user);
    // Bob defends: alice's report goes to alice, not into bob's reply.
    let button = ids_and_labels(&held.public[0].rows)[0].0.clone();
    let rolled = svc
        .handle_component(ch, &people[1], None, &button, &[])
        .unwrap();
    let s = support::session(&svc, ch);
    let g = s.game.as_ref().unwrap();
    assert_eq!(public_leaks(&s, g, &rolled), Vec::<String>::new());
    assert_eq!(rolled.reply, None, "{rolled:?}");
    let to_alice: Vec<&risk::service::Private> = rolled
        .private
        .iter()
        .filter(|p| p.to == people[0].user)
        .collect();
    assert!(
        to_alice
            .iter()
            .any(|p| p.text.contains(&name) && p.text.contains('−')),
        "{:?}",
        rolled.private
    );
    let to_bob: Vec<&risk::service::Private> = rolled
        .private
        .iter()
        .filter(|p| p.to == people[1].user)
        .collect();
    assert!(
        to_bob.iter().any(|p| p.text.contains(&name)),
        "{:?}",
        rolled.private
    );
    // Alice goes on from the channel's button.
    if g.current() == risk::engine::PlayerId(0) {
        let post = rolled
            .public
            .iter()
            .find(|p| p.prompt)
            .expect("alice's prompt");
        assert_eq!(ids_and_labels(&post.rows)[0].1, "Open my turn");
    }
}

/// One roll against a territory of bob's that holds: alice learns the dice and losses, and
/// the armies left on bob's side only where she sees them (not under `dark`); bob learns it by
/// DM; the channel learns nothing of it.
#[test]
fn each_level_tells_the_attacker_and_the_defender_what_they_see_of_a_battle() {
    let ch = ChannelKey(1);
    for level in ["light", "standard", "dark"] {
        let svc = in_memory(stopped(1_800_000_000), same_seed(9));
        let people = vec![actor(1, "alice"), actor(2, "bob")];
        open(&svc, ch, fogged(level), &people, 1);
        play_until(&svc, ch, &people, 9, |g, me| {
            g.turn() > 0
                && me == risk::engine::PlayerId(0)
                && g.expected() == Expected::Attack
                && attack_on_bob(g, 3).is_some()
        });
        let s = support::session(&svc, ch);
        let g = s.game.as_ref().unwrap();
        let (from, to) = attack_on_bob(g, 3).unwrap();
        let name = g.map().name(to).to_string();
        // As English writes it as an object ("holds the Middle East").
        let held = risk::i18n::names::place(g.map(), to).form("object");
        let attack = risk::service::Command::Attack {
            from: g.map().name(from).into(),
            to: name.clone(),
            dice: None,
            blitz: false,
            stop_at: None,
            commander: false,
            move_in: None,
        };
        let o = support::ok(&svc, ch, &people[0], attack);
        let s = support::session(&svc, ch);
        let g = s.game.as_ref().unwrap();
        assert_eq!(public_leaks(&s, g, &o), Vec::<String>::new(), "{level}");
        assert!(
            o.public.iter().all(|p| !p.text.contains(&name)),
            "{level}: {:?}",
            o.public
        );
        let reply = o.reply.clone().unwrap_or_default();
        assert!(
            reply.contains(&format!("bob holds {held}")),
            "{level}: {reply}"
        );
        assert!(reply.contains("attacker −"), "{level}: {reply}");
        let counted = reply.contains(&format!("bob holds {held} with"));
        assert_eq!(counted, level != "dark", "{level}: {reply}");
        let dm: Vec<&String> = o
            .private
            .iter()
            .filter(|p| p.to == people[1].user)
            .map(|p| &p.text)
            .collect();
        assert!(
            dm.iter()
                .any(|t| t.contains(&format!("bob holds {held} with"))),
            "{level}: {dm:?}"
        );
    }
}

/// Two-player RISK under fog: the neutral army of a setup round may go on a neutral territory
/// the player cannot see; its menu shows no count for it.
#[test]
fn under_fog_the_neutral_armys_menu_counts_only_what_the_player_sees() {
    let ch = ChannelKey(1);
    let svc = in_memory(stopped(1_800_000_000), same_seed(11));
    let people = vec![actor(1, "alice"), actor(2, "bob")];
    let new = NewGame {
        fog: Some("dark".into()),
        placement: Some("one-at-a-time".into()),
        neutral_setup: Some("interleaved".into()),
        ..NewGame::preset("two-player")
    };
    open(&svc, ch, new, &people, 0);
    let s = support::session(&svc, ch);
    let g = s.game.as_ref().unwrap();
    let me = g.current();
    let who = actor_of(&s, &people, me).unwrap();
    let open_turn = ids_and_labels(&components::prompt_rows(&s, None))[0]
        .0
        .clone();
    let opened = svc
        .handle_component(ch, who, None, &open_turn, &[])
        .unwrap();
    let neutral = opened
        .reply_rows
        .iter()
        .find_map(|r| match r {
            Row::Menu(m) if m.id.ends_with(":dr:neutral") => Some(m),
            _ => None,
        })
        .expect("the neutral army's menu");
    let view = g.view_of(Some(me));
    let mut unseen = 0;
    for o in &neutral.options {
        let t = TerritoryId(o.value.parse().unwrap());
        let unknown = o.label.contains("armies unknown");
        assert_eq!(unknown, !view.sees_armies(t), "{}", o.label);
        unseen += usize::from(unknown);
    }
    assert!(unseen > 0, "{:?}", neutral.options);
}
