//! The components on the prompt to the player to move, over whole games of every preset: every
//! message keeps within Discord's limits, and what the first choice of every component asks is
//! a command the service takes (the menus offer only what is legal now).

mod support;
use support::{actor_of, in_memory, ok, open, play_until, player, same_seed, stopped};

use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::rules::PRESETS;
use risk::engine::{Expected, PlayerId};
use risk::i18n::{self, Lang};
use risk::service::{
    check_rows, text, Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, Outcome, Row,
    Session, Troops,
};

fn rows_of(o: &Outcome) -> Vec<Vec<Row>> {
    o.public
        .iter()
        .map(|p| p.rows.clone())
        .chain(std::iter::once(o.reply_rows.clone()))
        .filter(|r| !r.is_empty())
        .collect()
}

/// The first choice of every component of `rows`: (id, values).
fn first_choices(rows: &[Row]) -> Vec<(String, Vec<String>)> {
    rows.iter()
        .flat_map(|r| match r {
            Row::Buttons(b) => b.iter().map(|b| (b.id.clone(), vec![])).collect::<Vec<_>>(),
            Row::Menu(m) => vec![(m.id.clone(), vec![m.options[0].value.clone()])],
        })
        .collect()
}

/// Every button, and the first and last option of every menu, of `rows`.
fn all_choices(rows: &[Row]) -> Vec<(String, Vec<String>)> {
    rows.iter()
        .flat_map(|r| match r {
            Row::Buttons(b) => b.iter().map(|b| (b.id.clone(), vec![])).collect::<Vec<_>>(),
            Row::Menu(m) => [m.options.first(), m.options.last()]
                .into_iter()
                .flatten()
                .map(|o| (m.id.clone(), vec![o.value.clone()]))
                .collect(),
        })
        .collect()
}

#[test]
fn every_prompt_keeps_to_discords_limits_and_every_choice_is_accepted() {
    every_prompt_in(Lang::En);
}

/// German runs longest: every prompt of every preset within Discord's limits in it too, each
/// choice taken as in English.
#[test]
fn every_prompt_keeps_to_discords_limits_in_german() {
    every_prompt_in(Lang::De);
}

/// Whole games of every preset, each player reading `lang`: every component of every prompt
/// within Discord's limits, and its first choice (followed through the answers it opens) taken.
fn every_prompt_in(lang: Lang) {
    let no_set = i18n::with(lang, lang, || {
        i18n::format("cmp-no-set", &[("prompt", i18n::arg(""))])
    });
    let mut checked = 0;
    let mut followed = 0;
    for (i, preset) in PRESETS.iter().enumerate() {
        let svc = GameService::new(
            Arc::new(MemoryStore::default()),
            Arc::new(|| 1_800_000_000),
            Arc::new(move || 40 + i as u64),
        );
        let ch = ChannelKey(1);
        let n = (preset.rules)().min_players.max(2) as u64;
        let people: Vec<Actor> = (1..=n)
            .map(|k| Actor {
                locale: Some(lang),
                guild_locale: Some(lang),
                ..player(k)
            })
            .collect();
        let new = NewGame::preset(preset.name);
        svc.handle(ch, &people[0], Command::New(Box::new(new)))
            .unwrap();
        for p in &people[1..] {
            svc.handle(ch, p, Command::Join { color: None }).unwrap();
        }
        if preset.name == "team" {
            for (k, p) in people.iter().enumerate() {
                let team = if k % 2 == 0 { "A" } else { "B" };
                svc.handle(ch, p, Command::Team { team: team.into() })
                    .unwrap();
            }
        }
        let mut outcomes = vec![svc.handle(ch, &people[0], Command::Start).unwrap()];
        let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
        for _ in 0..120 {
            let out = outcomes.last().unwrap().clone();
            for rows in rows_of(&out) {
                check_rows(&rows).unwrap_or_else(|e| panic!("{}: {e}", preset.name));
                // Each first choice, tried on a copy of the table, is taken or (a stale or
                // someone else's) refused in words; nothing panics. A choice answered with the
                // player's own components (where to attack, and how) is followed to the end.
                let mut todo = first_choices(&rows);
                while let Some((id, values)) = todo.pop() {
                    let seat: Option<usize> = id.split(':').nth(3).and_then(|s| s.parse().ok());
                    let who = seat.map_or(&people[0], |k| &people[k.min(people.len() - 1)]);
                    let copy = GameService::new(
                        Arc::new(MemoryStore::default()),
                        Arc::new(|| 1_800_000_000),
                        Arc::new(|| 1),
                    );
                    let s = svc.snapshot(ch).unwrap().unwrap();
                    copy.store().commit(ch, &s, &[]).unwrap();
                    let r = copy.handle_component(ch, who, None, &id, &values);
                    match &r {
                        // The public trade button shows for any hand of three cards (a set
                        // or not: the count is public, the cards are not); without a set it
                        // says so to the mover alone.
                        Err(e)
                            if id.ends_with(":tr")
                                && e.to_string().starts_with(no_set.trim_end()) => {}
                        Err(e) => assert!(
                            !id.contains(&format!(":{}:", s.log_len)) || seat.is_none(),
                            "{}: {id} {values:?} refused: {e}",
                            preset.name
                        ),
                        Ok(o) if o.public.is_empty() && !o.reply_rows.is_empty() => {
                            check_rows(&o.reply_rows)
                                .unwrap_or_else(|e| panic!("{}: {e}", preset.name));
                            // Every way offered, not only the first.
                            todo.extend(all_choices(&o.reply_rows));
                            followed += 1;
                        }
                        Ok(_) => {}
                    }
                    checked += 1;
                }
            }
            // The game goes on by the basic AI's choice for whoever is to move.
            let s = svc.snapshot(ch).unwrap().unwrap();
            let g = s.game.as_ref().unwrap();
            if g.is_over() {
                break;
            }
            let me = if g.placing_simultaneously() {
                g.still_placing()[0]
            } else {
                g.current()
            };
            let Some(who) = actor_of(&s, &people, me) else {
                break;
            };
            let action = AiLevel::Basic.act(g, me, &mut rng);
            match svc.handle(ch, who, Command::for_action(&s, g, action)) {
                Ok(o) => outcomes.push(o),
                Err(_) => {
                    let _ = svc.handle(ch, who, Command::End);
                }
            }
        }
    }
    assert!(checked > 500, "{checked} choices tried");
    assert!(followed > 50, "{followed} answers followed");
}

/// A three-player classic table played by the basic AI's choices until `ready` holds for the
/// game and its player to move.
fn classic_table_where(
    ready: impl Fn(&risk::engine::Game, PlayerId) -> bool,
) -> (GameService, Vec<Actor>) {
    let svc = in_memory(stopped(1_800_000_000), same_seed(7));
    let people: Vec<Actor> = (1..=3).map(player).collect();
    open(&svc, ChannelKey(1), NewGame::preset("classic"), &people, 0);
    play_until(&svc, ChannelKey(1), &people, 3, ready);
    (svc, people)
}

/// A table whose player to move may attack from `armies` armies one of `defenders`.
fn table_ready_to_attack(armies: u16, defenders: u16) -> (GameService, Vec<Actor>) {
    classic_table_where(|g, me| {
        let pair = |f| {
            g.armies(f) >= armies && g.attack_targets(f).iter().any(|t| g.armies(t) >= defenders)
        };
        g.expected() == Expected::Attack && g.attack_sources(me).iter().any(pair)
    })
}

/// The table as it stands, its player to move, and who that is.
fn to_move(svc: &GameService, people: &[Actor]) -> (Session, PlayerId, Actor) {
    let s = svc.snapshot(ChannelKey(1)).unwrap().unwrap();
    let me = s.game.as_ref().unwrap().current();
    let who = actor_of(&s, people, me).unwrap().clone();
    (s, me, who)
}

fn find<'a>(rows: &'a [Row], verb: &str) -> Option<&'a Row> {
    rows.iter().find(|r| match r {
        Row::Menu(m) => m.id.split(':').nth(4) == Some(verb),
        Row::Buttons(b) => b.iter().any(|b| b.id.split(':').nth(4) == Some(verb)),
    })
}

#[test]
fn an_attack_is_chosen_from_then_to_then_how_and_blitz_keeping_n_stops_there() {
    let (svc, people) = table_ready_to_attack(9, 1);
    let ch = ChannelKey(1);
    let (s, me, who) = to_move(&svc, &people);
    let g = s.game.as_ref().unwrap();
    // The board shown again carries the prompt's components, its summary an embed in the
    // colour the picture draws the player to move in.
    let board = svc
        .handle(
            ch,
            &who,
            Command::Board {
                player: None,
                continent: None,
                region: None,
                whole: false,
            },
        )
        .unwrap();
    let post = &board.public[0];
    let summary = post.summary.as_ref().expect("a board summary");
    let hex = risk::render::army_colour(g, me).1;
    assert_eq!(format!("#{:06X}", summary.colour), hex);
    assert!(summary.text.contains("**Players**"), "{}", summary.text);
    let Some(Row::Menu(from_menu)) = find(&post.rows, "fr") else {
        panic!("an Attack from… menu: {:?}", post.rows)
    };
    let f = g
        .attack_sources(me)
        .iter()
        .max_by_key(|&t| g.armies(t))
        .unwrap();
    assert_eq!(
        from_menu.options[0].value,
        f.0.to_string(),
        "the most armies first"
    );
    // From: the targets, each with the chance to take it.
    let to = svc
        .handle_component(ch, &who, None, &from_menu.id, &[f.0.to_string()])
        .unwrap();
    assert!(to.public.is_empty(), "only the player's own answer");
    let Some(Row::Menu(to_menu)) = to.reply_rows.first() else {
        panic!("a target menu: {to:?}")
    };
    let t = g.attack_targets(f).iter().next().unwrap();
    assert_eq!(to_menu.options.len(), g.attack_targets(f).len());
    assert!(
        to_menu.options.iter().all(|o| o.label.ends_with('%')),
        "{to_menu:?}"
    );
    // To: how, with the exact odds of each blitz.
    let how = svc
        .handle_component(ch, &who, None, &to_menu.id, &[t.0.to_string()])
        .unwrap();
    let Some(Row::Buttons(ways)) = how.reply_rows.first() else {
        panic!("the ways to attack: {how:?}")
    };
    let labels: Vec<&str> = ways.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels[0], "Roll once");
    assert!(labels[1].starts_with("Blitz ("), "{labels:?}");
    let keeping: Vec<&risk::service::Button> = ways
        .iter()
        .filter(|b| b.label.starts_with("Blitz keeping"))
        .collect();
    assert!(!keeping.is_empty(), "{labels:?}");
    // Nothing changed yet: still the same state.
    assert_eq!(svc.snapshot(ch).unwrap().unwrap().log_len, s.log_len);
    // Blitz keeping the most offered: stops there, or takes the territory.
    let k: u16 = keeping
        .last()
        .unwrap()
        .id
        .rsplit('-')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    svc.handle_component(ch, &who, None, &keeping.last().unwrap().id, &[])
        .unwrap();
    let after = svc.snapshot(ch).unwrap().unwrap();
    let g2 = after.game.as_ref().unwrap();
    assert!(
        g2.owner(t) == Some(me) || (g2.armies(f) <= k && g2.armies(f) + 1 >= k),
        "from {} left with {} (keeping {k})",
        g.armies(f),
        g2.armies(f)
    );
}

#[test]
fn a_roll_once_offers_the_same_attack_again_and_status_shows_the_movers_components() {
    let (svc, people) = table_ready_to_attack(4, 3);
    let ch = ChannelKey(1);
    let (s, me, who) = to_move(&svc, &people);
    let g = s.game.as_ref().unwrap();
    let other = people.iter().find(|a| a.user != who.user).unwrap();
    // /risk status: the mover gets their components under it, the others none.
    let mine = svc.handle(ch, &who, Command::Status).unwrap();
    assert!(
        find(&mine.reply_rows, "fr").is_some(),
        "{:?}",
        mine.reply_rows
    );
    let theirs = svc.handle(ch, other, Command::Status).unwrap();
    assert!(theirs.reply_rows.is_empty());
    // One roll that does not take it: "Roll again" for the same pair.
    // Against at least 3 armies: one roll cannot take it.
    let (f, t) = g
        .attack_sources(me)
        .iter()
        .filter(|&f| g.armies(f) >= 4)
        .find_map(|f| Some((f, g.attack_targets(f).iter().find(|&t| g.armies(t) >= 3)?)))
        .unwrap();
    let o = svc
        .handle(
            ch,
            &who,
            Command::Attack {
                from: g.map().name(f).into(),
                to: g.map().name(t).into(),
                dice: None,
                blitz: false,
                stop_at: None,
                commander: false,
                move_in: None,
            },
        )
        .unwrap();
    let s2 = svc.snapshot(ch).unwrap().unwrap();
    let g2 = s2.game.as_ref().unwrap();
    let rows: Vec<Row> = o.public.iter().flat_map(|p| p.rows.clone()).collect();
    let again = rows.iter().find_map(|r| match r {
        Row::Buttons(b) => b.iter().find(|b| b.label.starts_with("Roll again")),
        _ => None,
    });
    assert_eq!(g2.expected(), Expected::Attack);
    assert!(g2.armies(f) > 1 && g2.owner(t) != Some(me));
    let again = again.expect("Roll again");
    assert_eq!(
        again.label,
        format!("Roll again: {} → {}", g.map().name(f), g.map().name(t))
    );
    let before = g2.armies(f) + g2.armies(t);
    svc.handle_component(ch, &who, None, &again.id, &[])
        .unwrap();
    let g3 = svc.snapshot(ch).unwrap().unwrap().game.unwrap();
    assert!(
        g3.armies(f) + g3.armies(t) < before,
        "another roll was made"
    );
}

#[test]
fn some_of_a_draft_goes_where_the_player_says_and_fortifying_is_offered_while_attacking() {
    let (svc, people) = classic_table_where(|g, _| {
        g.turn() > 0 && matches!(g.expected(), Expected::Draft { left } if left >= 3)
    });
    let ch = ChannelKey(1);
    let (s, _, who) = to_move(&svc, &people);
    let g = s.game.as_ref().unwrap();
    let Expected::Draft { left } = g.expected() else {
        unreachable!()
    };
    let mine = svc.handle(ch, &who, Command::Status).unwrap();
    let Some(Row::Menu(some)) = find(&mine.reply_rows, "ds") else {
        panic!("a Place some on… menu: {:?}", mine.reply_rows)
    };
    let t = &some.options[0].value;
    let ask = svc
        .handle_component(ch, &who, None, &some.id, std::slice::from_ref(t))
        .unwrap();
    assert!(ask.public.is_empty());
    let Some(Row::Menu(amounts)) = ask.reply_rows.first() else {
        panic!("how many: {ask:?}")
    };
    let values: Vec<&str> = amounts.options.iter().map(|o| o.value.as_str()).collect();
    assert_eq!(values.first(), Some(&"1"));
    assert_eq!(values.last().copied(), Some(left.to_string().as_str()));
    let id: u8 = t.parse().unwrap();
    let before = g.armies(risk::engine::TerritoryId(id));
    svc.handle_component(ch, &who, None, &amounts.id, &["2".into()])
        .unwrap();
    let g2 = svc.snapshot(ch).unwrap().unwrap().game.unwrap();
    assert_eq!(g2.armies(risk::engine::TerritoryId(id)), before + 2);
    assert_eq!(g2.expected(), Expected::Draft { left: left - 2 });

    // While attacking, "Fortify (all but one)…" is there too, and taking it ends the attacks.
    let (svc, people) = classic_table_where(|g, me| {
        g.expected() == Expected::Attack
            && g.territories_of(me)
                .iter()
                .any(|t| g.armies(t) > 1 && !g.fortify_destinations(t).is_empty())
    });
    let (_, me, who) = to_move(&svc, &people);
    let mine = svc.handle(ch, &who, Command::Status).unwrap();
    let Some(Row::Menu(fortify)) = find(&mine.reply_rows, "fo") else {
        panic!("a Fortify menu while attacking: {:?}", mine.reply_rows)
    };
    let value = fortify.options[0].value.clone();
    svc.handle_component(ch, &who, None, &fortify.id, &[value])
        .unwrap();
    let g2 = svc.snapshot(ch).unwrap().unwrap().game.unwrap();
    assert!(
        g2.current() != me || g2.expected() != Expected::Attack,
        "{:?}",
        g2.expected()
    );
}

/// 2-player RISK with 002's mixed rounds (002_f99279de19c195a0.txt): each setup round a player
/// places 2 armies of their own and 1 of the neutral's. The prompt says so, and the neutral's army has its own menu.
#[test]
fn a_two_player_setup_round_offers_the_neutral_army_in_its_own_menu() {
    let svc = GameService::new(
        Arc::new(MemoryStore::default()),
        Arc::new(|| 1_800_000_000),
        Arc::new(|| 5),
    );
    let ch = ChannelKey(1);
    let people = [player(1), player(2)];
    // The mixed rounds of 002 (`two-player` itself places all own armies first, as 003).
    let opts = NewGame {
        placement: Some("one-at-a-time".into()),
        neutral_setup: Some("interleaved".into()),
        ..NewGame::preset("two-player")
    };
    svc.handle(ch, &people[0], Command::New(Box::new(opts)))
        .unwrap();
    svc.handle(ch, &people[1], Command::Join { color: None })
        .unwrap();
    svc.handle(ch, &people[0], Command::Start).unwrap();
    let s = svc.snapshot(ch).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    let me = g.current();
    let who = &people[me.index()];
    assert!(
        text::prompt(&s, g, &g.view(risk::engine::Reader::Everyone))
            .contains("place 2 armies on your territories and 1 on a neutral one"),
        "{}",
        text::prompt(&s, g, &g.view(risk::engine::Reader::Everyone))
    );
    // Both own armies at once; then only the neutral's is left this round.
    let own = g.territories_of(me).iter().next().unwrap();
    let out = svc
        .handle(
            ch,
            who,
            Command::Draft {
                territory: g.map().name(own).into(),
                troops: Troops::Exactly(2),
            },
        )
        .unwrap();
    let s = svc.snapshot(ch).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    assert!(
        text::prompt(&s, g, &g.view(risk::engine::Reader::Everyone))
            .contains("place 1 army on a neutral territory"),
        "{}",
        text::prompt(&s, g, &g.view(risk::engine::Reader::Everyone))
    );
    let rows: Vec<Row> = rows_of(&out).concat();
    check_rows(&rows).unwrap();
    let menus: Vec<&risk::service::Menu> = rows
        .iter()
        .filter_map(|r| match r {
            Row::Menu(m) => Some(m),
            Row::Buttons(_) => None,
        })
        .collect();
    assert!(
        !menus.iter().any(|m| m.placeholder.starts_with("Place all")),
        "{menus:?}"
    );
    let neutral = menus
        .iter()
        .find(|m| m.placeholder == "Place 1 neutral army on…")
        .expect("a menu for the neutral's army");
    let pick = &neutral.options[0].value;
    let t = risk::engine::TerritoryId(pick.parse().unwrap());
    let before = g.armies(t);
    svc.handle_component(ch, who, None, &neutral.id, std::slice::from_ref(pick))
        .unwrap();
    let s = svc.snapshot(ch).unwrap().unwrap();
    let g = s.game.as_ref().unwrap();
    assert_eq!(g.armies(t), before + 1);

    // The other player types it: `/draft` on a neutral territory without troops places its 1.
    let me = g.current();
    let who = &people[me.index()];
    let own = g.territories_of(me).iter().next().unwrap();
    let draft = |t: risk::engine::TerritoryId, troops| Command::Draft {
        territory: g.map().name(t).into(),
        troops,
    };
    svc.handle(ch, who, draft(own, Troops::Exactly(2))).unwrap();
    let before = g.armies(t);
    svc.handle(ch, who, draft(t, Troops::All)).unwrap();
    let s = svc.snapshot(ch).unwrap().unwrap();
    assert_eq!(s.game.as_ref().unwrap().armies(t), before + 1);
}

/// Every label and placeholder of `rows`.
fn labels_of(rows: &[Row]) -> Vec<String> {
    rows.iter()
        .flat_map(|r| match r {
            Row::Buttons(b) => b.iter().map(|b| b.label.clone()).collect::<Vec<_>>(),
            Row::Menu(m) => std::iter::once(m.placeholder.clone())
                .chain(m.options.iter().map(|o| o.label.clone()))
                .collect(),
        })
        .collect()
}

#[test]
fn the_menus_of_a_turn_keep_to_discords_limits_in_every_language() {
    let (svc, people) = table_ready_to_attack(9, 1);
    let ch = ChannelKey(1);
    let (_, _, mover) = to_move(&svc, &people);
    let mut seen = std::collections::BTreeMap::new();
    for lang in Lang::ALL {
        let who = Actor {
            locale: Some(lang),
            guild_locale: Some(lang),
            ..mover.clone()
        };
        // The prompt (/board), where to attack from, what, and how: each within the limits.
        let board = ok(
            &svc,
            ch,
            &who,
            Command::Board {
                player: None,
                continent: None,
                region: None,
                whole: false,
            },
        );
        let rows = board.public[0].rows.clone();
        let Some(Row::Menu(from)) = find(&rows, "fr") else {
            panic!("{lang}: an Attack from… menu: {rows:?}")
        };
        let to = svc
            .handle_component(ch, &who, None, &from.id, &[from.options[0].value.clone()])
            .unwrap();
        let Some(Row::Menu(target)) = to.reply_rows.first() else {
            panic!("{lang}: a target menu: {to:?}")
        };
        let how = svc
            .handle_component(
                ch,
                &who,
                None,
                &target.id,
                &[target.options[0].value.clone()],
            )
            .unwrap();
        let mut labels = vec![];
        for rows in [&rows, &to.reply_rows, &how.reply_rows] {
            check_rows(rows).unwrap_or_else(|e| panic!("{lang}: {e}"));
            labels.extend(labels_of(rows));
        }
        // In the reader's language: its own words, and the chances and armies kept whole.
        for key in [
            "cmp-end-turn",
            "cmp-roll-once",
            "cmp-attack-from-placeholder",
        ] {
            let word = i18n::format_in(lang, key, &[]).unwrap();
            assert!(labels.contains(&word), "{lang}: no '{word}' in {labels:?}");
        }
        assert!(
            target.options.iter().all(|o| o.label.ends_with('%')),
            "{lang}: {target:?}"
        );
        assert!(how.reply.is_some());
        seen.insert(lang, (labels, how.reply.unwrap()));
    }
    // No language shows the English words where it has its own.
    let (english, english_reply) = seen[&Lang::En].clone();
    for (lang, (labels, reply)) in &seen {
        if *lang == Lang::En {
            continue;
        }
        for word in ["End turn", "Roll once", "Attack from… (roll once, blitz)"] {
            assert!(english.iter().any(|l| l == word));
            assert!(!labels.iter().any(|l| l == word), "{lang}: {labels:?}");
        }
        assert_ne!(reply, &english_reply, "{lang}: the question how is English");
        assert!(!reply.contains("attacking"), "{lang}: {reply}");
    }
}

#[test]
fn the_channels_components_are_in_its_language_and_the_invokers_in_theirs() {
    // The channel's language German (the server's), the players' French.
    let people: Vec<Actor> = (1..=3)
        .map(|k| Actor {
            locale: Some(Lang::Fr),
            guild_locale: Some(Lang::De),
            ..player(k)
        })
        .collect();
    let svc = in_memory(stopped(1_800_000_000), same_seed(7));
    let ch = ChannelKey(1);
    open(&svc, ch, NewGame::preset("classic"), &people, 0);
    play_until(&svc, ch, &people, 3, |g, me| {
        g.expected() == Expected::Attack
            && g.attack_sources(me)
                .iter()
                .any(|f| g.armies(f) >= 4 && g.attack_targets(f).iter().any(|t| g.armies(t) >= 3))
    });
    let (s, me, who) = to_move(&svc, &people);
    let g = s.game.as_ref().unwrap();
    let (f, t) = g
        .attack_sources(me)
        .iter()
        .filter(|&f| g.armies(f) >= 4)
        .find_map(|f| Some((f, g.attack_targets(f).iter().find(|&t| g.armies(t) >= 3)?)))
        .unwrap();
    let o = ok(
        &svc,
        ch,
        &who,
        Command::Attack {
            from: g.map().name(f).into(),
            to: g.map().name(t).into(),
            dice: None,
            blitz: false,
            stop_at: None,
            commander: false,
            move_in: None,
        },
    );
    // The roll's post (the channel's prompt) offers the same attack again, in German; the
    // mover's /risk status, their answer, carries the same components in French.
    let public: Vec<String> = o.public.iter().flat_map(|p| labels_of(&p.rows)).collect();
    let status = ok(&svc, ch, &who, Command::Status);
    let reply = labels_of(&status.reply_rows);
    let de = |key: &str| i18n::format_in(Lang::De, key, &[]).unwrap();
    let fr = |key: &str| i18n::format_in(Lang::Fr, key, &[]).unwrap();
    assert!(public.contains(&de("cmp-end-turn")), "{public:?}");
    assert!(!public.contains(&fr("cmp-end-turn")), "{public:?}");
    assert!(
        public.iter().any(|l| l.starts_with("Nochmal würfeln: ")),
        "{public:?}"
    );
    assert!(reply.contains(&fr("cmp-end-turn")), "{reply:?}");
    assert!(!reply.contains(&de("cmp-end-turn")), "{reply:?}");
}
