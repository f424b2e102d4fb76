//! Lobby and table administration: new, join, leave, team, add-ai, start, kick, abandon.

use crate::ai::AiLevel;
use crate::engine::Victory;
use crate::engine::{Lobby, PlayerId};
use crate::service::history::fair::{Act, Step};
use crate::service::table::host::need_host;
use crate::service::table::options::{build_rules, build_timing};
use crate::service::table::session::{Change, Seat, Session, COLORS};
use crate::service::turns::ai::run_ai;
use crate::service::turns::turn::{after_actions, Mover};
use crate::service::values::command::NewGame;
use crate::service::values::error::{refuse, user, ServiceError};
use crate::service::values::keys::Actor;
use crate::service::values::outcome::{Outcome, Post, Private};
use crate::service::values::refusal::Refusal;
use crate::service::values::route::LobbyCommand;
use crate::service::words::lobby::{clock_line, rules_line, setup_line};
use crate::service::words::text;
use crate::t;

pub(crate) fn lobby(
    current: Option<&Session>,
    actor: &Actor,
    cmd: &LobbyCommand,
    name: &str,
    seeds: &(dyn Fn() -> u64 + Send + Sync),
) -> Result<Change, ServiceError> {
    let Some(s) = current else {
        return match cmd {
            LobbyCommand::New(opts) => new_game(None, actor, opts, seeds()),
            LobbyCommand::Join { .. }
            | LobbyCommand::Leave
            | LobbyCommand::Team { .. }
            | LobbyCommand::AddAi { .. }
            | LobbyCommand::Start
            | LobbyCommand::Kick { .. }
            | LobbyCommand::Abandon { .. } => refuse(Refusal::NoGame),
        };
    };
    let mut s = s.clone();
    // What the command did to the game (a kick that decides it).
    let mut events = Vec::new();
    let outcome = match cmd {
        LobbyCommand::New(opts) => return new_game(current, actor, opts, seeds()),
        LobbyCommand::Join { color } => join(&mut s, actor, color.as_deref())?,
        LobbyCommand::Leave => return leave(s, actor),
        LobbyCommand::Team { team } => choose_team(&mut s, actor, team)?,
        LobbyCommand::AddAi { level } => add_ai(&mut s, actor, level.unwrap_or(AiLevel::Basic))?,
        LobbyCommand::Start => return start(s, actor),
        LobbyCommand::Kick { player } => kick(&mut s, actor, player, &mut events)?,
        LobbyCommand::Abandon { confirm } => return abandon(s, actor, *confirm),
    };
    Ok(Change {
        outcome,
        log: vec![(actor.name.clone(), name.into(), events)],
        session: Some(s),
    })
}

fn new_game(
    current: Option<&Session>,
    actor: &Actor,
    opts: &NewGame,
    seed: u64,
) -> Result<Change, ServiceError> {
    match current {
        Some(s) if s.game.is_none() => return user(t!("ref-lobby-open")),
        Some(s) if s.is_running() => return user(t!("ref-game-running")),
        _ => {}
    }
    let (name, rules) = build_rules(opts)?;
    let mut s = Session::new(actor.user, &actor.name, &name, rules, seed);
    if let Some(previous) = current {
        // The finished game's log stays in the store; this game's history starts after it.
        s.follows(previous);
    }
    s.timing = build_timing(opts)?;
    let board = crate::service::values::server::chosen_board(opts.map.as_deref())?;
    if let Some((_, map)) = &board {
        // Said now, not only at /risk start: the rules need something this board lacks.
        if let Err(e) = crate::engine::board_fits(&s.rules, map) {
            return user(t!("ref-cannot-open", why = setup_words(&e)));
        }
    }
    let text = crate::i18n::in_channel(|| {
        let details = t!(
            "svc-lobby-details",
            min = s.rules.min_players,
            max = s.rules.max_players,
            clock = clock_line(&s.timing),
            rules = rules_line(&s.rules)
        );
        let opened = match &board {
            Some((_, map)) => t!(
                "svc-lobby-opened-on",
                host = crate::i18n::markup::name(&actor.name),
                preset = name.as_str(),
                board = crate::service::values::server::sized(&map.name, map),
                details = details
            ),
            None => t!(
                "svc-lobby-opened",
                host = crate::i18n::markup::name(&actor.name),
                preset = name.as_str(),
                details = details
            ),
        };
        format!(
            "{opened}{} {}",
            setup_line(&s.rules),
            t!("svc-lobby-how-to-join")
        )
    });
    s.board = board.map(|(id, _)| id);
    Ok(Change {
        outcome: Outcome::post(text),
        log: vec![(actor.name.clone(), "risk new".into(), vec![])],
        session: Some(s),
    })
}

/// Why the engine cannot set the game up, in the language in force.
fn setup_words(e: &crate::engine::SetupError) -> String {
    use crate::engine::SetupError;
    match e {
        SetupError::PlayerCount { given, min, max } => t!(
            "ref-setup-player-count",
            given = *given,
            min = *min,
            max = *max
        ),
        // The engine's own words: which rules, which board lack what.
        SetupError::Combination(why) => t!("ref-setup-combination", why = *why),
        SetupError::Board(why) => why.clone(),
    }
}

fn open_lobby(s: &Session) -> Result<(), ServiceError> {
    match &s.game {
        None => Ok(()),
        Some(g) if !g.is_over() => user(t!("ref-seats-fixed")),
        Some(_) => refuse(Refusal::GameOver),
    }
}

fn join(s: &mut Session, actor: &Actor, color: Option<&str>) -> Result<Outcome, ServiceError> {
    open_lobby(s)?;
    if s.seat_of(actor.user).is_some() {
        return user(t!("ref-already-joined"));
    }
    if s.seats.len() >= s.rules.max_players as usize {
        return user(t!("ref-lobby-full", count = s.rules.max_players));
    }
    let free: Vec<&str> = COLORS
        .into_iter()
        .filter(|c| s.seats.iter().all(|x| x.color != *c))
        .collect();
    let color = match color.map(|c| c.trim().to_lowercase()) {
        None => free[0].to_string(),
        Some(c) if free.contains(&c.as_str()) => c,
        Some(c) => {
            return user(t!(
                "ref-colour-taken",
                colour = crate::i18n::markup::name(&c),
                free = free.join(", ")
            ))
        }
    };
    s.seats.push(Seat::human(actor.user, &actor.name, &color));
    Ok(Outcome::post(crate::i18n::in_channel(|| {
        t!(
            "svc-joins",
            name = crate::i18n::markup::name(&actor.name),
            colour = text::colour(&color),
            count = s.seats.len()
        )
    })))
}

/// Team RISK: a seated player picks team A or B before the start.
fn choose_team(s: &mut Session, actor: &Actor, team: &str) -> Result<Outcome, ServiceError> {
    open_lobby(s)?;
    if s.rules.victory != Victory::Team {
        return user(t!("ref-not-a-team-game"));
    }
    let Some(me) = s.seat_of(actor.user) else {
        return user(t!("ref-join-first"));
    };
    let t = match team.trim().to_lowercase().as_str() {
        "a" | "1" => 0u8,
        "b" | "2" => 1u8,
        other => {
            return user(t!(
                "ref-unknown-team",
                team = crate::i18n::markup::name(other)
            ))
        }
    };
    let half = s.rules.max_players as usize / 2;
    let taken = s
        .seats
        .iter()
        .enumerate()
        .filter(|(i, x)| *i != me.index() && x.team == Some(t))
        .count();
    if taken >= half {
        return user(t!(
            "ref-team-full",
            team = TEAM_NAMES[t as usize],
            count = half
        ));
    }
    s.seats[me.index()].team = Some(t);
    Ok(Outcome::post(crate::i18n::in_channel(|| {
        t!(
            "svc-plays-for-team",
            name = crate::i18n::markup::name(&actor.name),
            team = TEAM_NAMES[t as usize],
            teams = team_list(s)
        )
    })))
}

const TEAM_NAMES: [&str; 2] = ["A", "B"];

fn team_list(s: &Session) -> String {
    let names = |t: Option<u8>| -> String {
        let v: Vec<String> = s
            .seats
            .iter()
            .enumerate()
            .filter(|(_, x)| x.team == t)
            .map(|(i, _)| s.name(PlayerId(i as u8)))
            .collect();
        if v.is_empty() {
            t!("svc-team-nobody")
        } else {
            v.join(", ")
        }
    };
    t!(
        "svc-team-list",
        a = names(Some(0)),
        b = names(Some(1)),
        undecided = names(None)
    )
}

/// Team RISK (004): "Players should sit so the two teams alternate taking turns". Seats are
/// reordered A, B, A, B, ...; undecided players fill the smaller team in join order.
fn seat_teams(s: &mut Session) -> Result<(), ServiceError> {
    let n = s.seats.len();
    if s.rules.victory != Victory::Team || n % 2 != 0 {
        return Ok(());
    }
    let seats = std::mem::take(&mut s.seats);
    let (mut a, mut b, mut free) = (Vec::new(), Vec::new(), Vec::new());
    for seat in seats {
        match seat.team {
            Some(0) => a.push(seat),
            Some(_) => b.push(seat),
            None => free.push(seat),
        }
    }
    if a.len() > n / 2 || b.len() > n / 2 {
        // The session is a copy: the lobby stays as it was.
        return user(t!("ref-teams-uneven", a = a.len(), b = b.len(), seats = n));
    }
    for seat in free {
        if a.len() < n / 2 {
            a.push(seat);
        } else {
            b.push(seat);
        }
    }
    a.iter_mut().for_each(|seat| seat.team = Some(0));
    b.iter_mut().for_each(|seat| seat.team = Some(1));
    s.seats = a.into_iter().zip(b).flat_map(|(x, y)| [x, y]).collect();
    Ok(())
}

fn leave(mut s: Session, actor: &Actor) -> Result<Change, ServiceError> {
    open_lobby(&s)?;
    let Some(p) = s.seat_of(actor.user) else {
        return user(t!("ref-not-in-lobby"));
    };
    s.seats.remove(p.index());
    let who = crate::i18n::markup::name(&actor.name);
    let mut text = crate::i18n::in_channel(|| t!("svc-leaves", name = &who));
    if s.host == actor.user {
        match s
            .seats
            .iter()
            .find_map(|x| x.user.map(|u| (u, crate::i18n::markup::name(&x.name))))
        {
            Some((u, name)) => {
                s.host = u;
                text =
                    crate::i18n::in_channel(|| t!("svc-leaves-new-host", name = &who, host = name));
            }
            None => {
                return Ok(Change {
                    outcome: Outcome::post(crate::i18n::in_channel(|| {
                        t!("svc-leaves-closed", name = &who)
                    })),
                    log: vec![],
                    session: None,
                })
            }
        }
    }
    Ok(Change {
        outcome: Outcome::post(text),
        log: vec![(actor.name.clone(), "risk leave".into(), vec![])],
        session: Some(s),
    })
}

fn add_ai(s: &mut Session, actor: &Actor, level: AiLevel) -> Result<Outcome, ServiceError> {
    open_lobby(s)?;
    need_host(s, actor, &t!("ref-what-add-ai"))?;
    if s.seats.len() >= s.rules.max_players as usize {
        return user(t!("ref-lobby-full", count = s.rules.max_players));
    }
    let name = s.ai_name(level);
    let color = s
        .free_color()
        .expect("a free colour while seats remain")
        .to_string();
    s.seats.push(Seat::new(None, &name, &color, Some(level)));
    let seat = PlayerId(s.seats.len() as u8 - 1);
    Ok(Outcome::post(crate::i18n::in_channel(|| {
        t!(
            "svc-ai-seated",
            name = s.name(seat),
            colour = text::colour(&color),
            count = s.seats.len()
        )
    })))
}

fn start(mut s: Session, actor: &Actor) -> Result<Change, ServiceError> {
    open_lobby(&s)?;
    need_host(&s, actor, &t!("ref-what-start"))?;
    seat_teams(&mut s)?;
    let n = s.seats.len() as u8;
    let mut lobby = Lobby::new(s.rules.clone(), n, s.seed);
    if let Some(id) = &s.board {
        lobby.map = crate::maps::stored::resolve(id).ok_or_else(|| {
            ServiceError::Refused(Refusal::Other(t!(
                "ref-board-gone",
                board = crate::i18n::names::board(id)
            )))
        })?;
    }
    lobby.colors = s
        .seats
        .iter()
        .map(|x| COLORS.iter().position(|c| *c == x.color).unwrap_or(0) as u8)
        .collect();
    let colors = lobby.colors.clone();
    let (game, events) = lobby.start().map_err(|e| {
        ServiceError::Refused(Refusal::Other(t!(
            "ref-cannot-start",
            why = setup_words(&e),
            count = n
        )))
    })?;
    // Neutral armies get seats of their own so every player of the game has a name.
    s.seat_neutrals(game.player_count());
    let mut game = game;
    if let Some(id) = &s.board {
        game.set_board_id(id);
    }
    s.game = Some(game);
    let setup = Act::Start { players: n, colors };
    s.journal.push(Step::new(setup, &events));
    for seat in &mut s.seats {
        seat.vacation_left = s.timing.vacation;
    }
    let mut outcome = Outcome::post(crate::i18n::in_channel(|| {
        let order: Vec<String> = s
            .seats
            .iter()
            .enumerate()
            .map(|(i, x)| {
                t!(
                    "svc-seat-colour",
                    name = s.name(PlayerId(i as u8)),
                    colour = text::colour(&x.color)
                )
            })
            .collect();
        t!("svc-game-begins", order = order.join(", "))
    }));
    for (i, seat) in s.seats.iter().enumerate() {
        let g = s.game.as_ref().expect("started");
        let p = PlayerId(i as u8);
        let Some(u) = seat.user else { continue };
        let text = crate::i18n::for_reader(s.lang_of(u), || match g.mission(p) {
            Some(m) => Some(t!("svc-your-mission", mission = text::mission(g, m))),
            None if !g.ranked_missions(p).is_empty() => Some(text::ranked_goal(g, p)),
            None => None,
        });
        if let Some(text) = text {
            outcome.private.push(Private {
                to: u,
                text,
                fallback_command: "/mission",
            });
        }
    }
    let mut log = vec![(actor.name.clone(), "risk start".into(), events.clone())];
    let ai_turns = run_ai(&mut s, None);
    after_actions(&s, &events, ai_turns, &mut outcome, &mut log, None);
    Ok(Change {
        outcome,
        log,
        session: Some(s),
    })
}

/// In a lobby the seat goes; in a game the AI takes it, and the player has left the game (as
/// after a surrender, the last side still in it wins).
fn kick(
    s: &mut Session,
    actor: &Actor,
    who: &str,
    events: &mut Vec<crate::engine::Event>,
) -> Result<Outcome, ServiceError> {
    need_host(s, actor, &t!("ref-what-kick"))?;
    let Some(p) = s.find_seat(who) else {
        return user(t!(
            "ref-no-such-seat",
            who = crate::i18n::markup::name(who),
            seated = s.seated_names()
        ));
    };
    if s.seats[p.index()].user == Some(s.host) && s.game.is_none() {
        return user(t!("ref-cannot-kick-host"));
    }
    match &s.game {
        None => {
            let name = crate::i18n::in_channel(|| s.name(p));
            s.seats.remove(p.index());
            Ok(Outcome::post(crate::i18n::in_channel(|| {
                t!("svc-removed-from-lobby", name = name)
            })))
        }
        Some(g) if g.is_over() => refuse(Refusal::GameOver),
        Some(_) => {
            if s.seats[p.index()].user.is_none() {
                return user(t!("ref-already-ai", name = s.name(p)));
            }
            let seat = &mut s.seats[p.index()];
            seat.user = None;
            seat.ai = Some(AiLevel::Basic);
            seat.kicked = true;
            let kicked = crate::i18n::markup::name(&seat.name);
            let name = s.label(p);
            *events = s.withdraw();
            let decided = s.game.as_ref().is_some_and(|g| g.is_over());
            let mut outcome = Outcome::post(crate::i18n::in_channel(|| {
                if decided {
                    t!("svc-kicked-from-game", name = kicked)
                } else {
                    t!("svc-ai-takes-over", name = name)
                }
            }));
            if decided {
                // The kick decided the game: its end (in the same message), the board.
                let before = s.game.as_ref().map(Mover::of);
                after_actions(s, events, vec![], &mut outcome, &mut vec![], before);
                outcome.join_head();
            }
            Ok(outcome)
        }
    }
}

fn abandon(s: Session, actor: &Actor, confirm: bool) -> Result<Change, ServiceError> {
    need_host(&s, actor, &t!("ref-what-abandon"))?;
    if !confirm {
        return user(t!("ref-abandon-confirm"));
    }
    Ok(Change {
        outcome: Outcome {
            public: vec![Post {
                text: crate::i18n::in_channel(|| {
                    t!(
                        "svc-abandoned",
                        name = crate::i18n::markup::name(&actor.name)
                    )
                }),
                ..Post::default()
            }],
            ..Outcome::default()
        },
        log: vec![],
        session: None,
    })
}
