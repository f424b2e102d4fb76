//! The components on the prompt to the player to move, over whole games of every preset: every
//! message keeps within Discord's limits, and what the first choice of every component asks is
//! a command the service takes (the menus offer only what is legal now).

use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use risk::ai::AiLevel;
use risk::engine::rules::PRESETS;
use risk::service::{
    check_rows, Actor, ChannelKey, Command, GameService, MemoryStore, NewGame, Outcome, Row,
    UserKey,
};

fn actor(id: u64) -> Actor {
    Actor {
        user: UserKey(id),
        name: format!("p{id}"),
        admin: false,
    }
}

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

#[test]
fn every_prompt_keeps_to_discords_limits_and_every_choice_is_accepted() {
    let mut checked = 0;
    for (i, preset) in PRESETS.iter().enumerate() {
        let svc = GameService::new(
            Arc::new(MemoryStore::default()),
            Arc::new(|| 1_800_000_000),
            Arc::new(move || 40 + i as u64),
        );
        let ch = ChannelKey(1);
        let n = (preset.rules)().min_players.max(2) as u64;
        let people: Vec<Actor> = (1..=n).map(actor).collect();
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
                // someone else's) refused in words; nothing panics.
                for (id, values) in first_choices(&rows) {
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
                    if let Err(e) = &r {
                        assert!(
                            !id.contains(&format!(":{}:", s.log_len)) || seat.is_none(),
                            "{}: {id} {values:?} refused: {e}",
                            preset.name
                        );
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
            let Some(who) = people.iter().find(|a| s.seat_of(a.user) == Some(me)) else {
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
}
