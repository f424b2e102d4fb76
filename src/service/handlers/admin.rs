//! Keeping a long game moving: pause and resume the clocks, skip a turn, vacations, surrender,
//! handing a seat over, taking a seat back from the AI, and undo; and a server's settings
//! (`/risk-admin settings`).

use crate::ai::AiLevel;
use crate::engine::PlayerId;
use crate::i18n::in_channel;
use crate::service::storage::store::Store;
use crate::service::table::clock::{OnSurrender, DAY};
use crate::service::table::host::need_host;
use crate::service::table::options::{build_rules, build_timing};
use crate::service::table::session::{running, Change, Session};
use crate::service::turns::ai::run_ai;
use crate::service::turns::turn::{after_actions, Mover};
use crate::service::values::command::{NewGame, SettingsChange};
use crate::service::values::error::{refuse, user, ServiceError};
use crate::service::values::keys::{Actor, Membership};
use crate::service::values::outcome::{Moment, Outcome, Private};
use crate::service::values::refusal::Refusal;
use crate::service::values::route::TableCommand;
use crate::service::values::server::{describe, with_defaults, ServerSettings};
use crate::service::words::text;
use crate::t;

pub(crate) fn admin(
    current: Option<&Session>,
    actor: &Actor,
    cmd: &TableCommand,
    name: &str,
    now: u64,
) -> Result<Change, ServiceError> {
    let (s, _) = running(current)?;
    if !s.is_running() {
        return refuse(Refusal::GameOver);
    }
    let mut s = s.clone();
    let mut log = Vec::new();
    // What the command itself did to the game (its own log entry's events).
    let mut events = Vec::new();
    let outcome = match cmd {
        TableCommand::Pause => pause(&mut s, actor, now)?,
        TableCommand::Resume => resume(&mut s, actor, now)?,
        TableCommand::Skip => {
            need_host(&s, actor, &t!("ref-what-skip"))?;
            let (o, l) = s.fire_timeout();
            log = l;
            o
        }
        TableCommand::Vacation { days } => vacation(&mut s, actor, *days, now)?,
        TableCommand::Surrender => surrender(&mut s, actor, &mut events, &mut log)?,
        TableCommand::Replace {
            player,
            user: to,
            name,
        } => replace(&mut s, actor, player, *to, name)?,
        TableCommand::Return => take_back(&mut s, actor)?,
        TableCommand::Undo => undo(&mut s, actor)?,
    };
    log.insert(0, (actor.name.clone(), name.to_string(), events));
    Ok(Change {
        outcome,
        log,
        session: Some(s),
    })
}

fn seat(s: &Session, actor: &Actor) -> Result<PlayerId, ServiceError> {
    s.seat_of(actor.user)
        .map_or_else(|| refuse(Refusal::NotPlaying), Ok)
}

fn pause(s: &mut Session, actor: &Actor, now: u64) -> Result<Outcome, ServiceError> {
    need_host(s, actor, &t!("ref-what-pause"))?;
    if s.clock.paused_at.is_some() {
        return user(t!("ref-already-paused"));
    }
    s.clock.paused_at = Some(now);
    Ok(Outcome::post(in_channel(|| {
        t!("svc-paused", name = crate::i18n::markup::name(&actor.name))
    })))
}

fn resume(s: &mut Session, actor: &Actor, now: u64) -> Result<Outcome, ServiceError> {
    need_host(s, actor, &t!("ref-what-resume"))?;
    let Some(at) = s.clock.paused_at.take() else {
        return user(t!("ref-not-paused"));
    };
    let paused = now.saturating_sub(at);
    s.clock.started += paused;
    s.clock.deadline = s.clock.deadline.map(|d| d + paused);
    Ok(Outcome::post(in_channel(|| match s.clock.deadline {
        Some(d) => t!(
            "svc-resumed-deadline",
            name = crate::i18n::markup::name(&actor.name),
            deadline = Moment::Relative(d).to_string()
        ),
        None => t!("svc-resumed", name = crate::i18n::markup::name(&actor.name)),
    })))
}

fn vacation(s: &mut Session, actor: &Actor, days: u16, now: u64) -> Result<Outcome, ServiceError> {
    let p = seat(s, actor)?;
    let seat = &mut s.seats[p.index()];
    let want = days as u64 * DAY;
    if days == 0 || want > seat.vacation_left {
        return user(t!("ref-vacation-left", count = seat.vacation_left / DAY));
    }
    seat.vacation_left -= want;
    seat.vacation_until = now.max(seat.vacation_until) + want;
    let until = seat.vacation_until;
    // The running deadline moves too when it is this player's turn.
    let current = s.game.as_ref().is_some_and(|g| g.current() == p);
    if current {
        let turn_time = s.timing.turn_time.unwrap_or(0);
        s.clock.deadline = s.clock.deadline.map(|d| d.max(until + turn_time));
    }
    Ok(Outcome::post(in_channel(|| {
        t!(
            "svc-vacation",
            name = crate::i18n::markup::name(&actor.name),
            until = Moment::Full(until).to_string()
        )
    })))
}

/// The player leaves the game: when every opponent of a side has left or been eliminated,
/// that side wins at once; otherwise the seat plays on passively (or by the AI) and is
/// nobody's opponent.
fn surrender(
    s: &mut Session,
    actor: &Actor,
    events: &mut Vec<crate::engine::Event>,
    log: &mut Vec<crate::service::table::session::LogEntry0>,
) -> Result<Outcome, ServiceError> {
    let p = seat(s, actor)?;
    let level = match s.timing.on_surrender {
        OnSurrender::Neutral => AiLevel::Passive,
        OnSurrender::Ai => AiLevel::Basic,
    };
    let seat = &mut s.seats[p.index()];
    seat.left_by = seat.user.take();
    seat.ai = Some(level);
    seat.surrender();
    *events = s.withdraw();
    let over = s.game.as_ref().is_some_and(|g| g.is_over());
    let name = crate::i18n::markup::name(&actor.name);
    let mut outcome = Outcome::post(in_channel(|| match level {
        // A surrender that decides the game, or the last person leaving (which ends the
        // table): nothing plays on.
        _ if over || !s.someone_plays() => t!("svc-surrenders", name = name),
        AiLevel::Passive => t!("svc-surrenders-neutral", name = name),
        _ => t!("svc-surrenders-ai", name = name),
    }));
    s.undo = None;
    let before = s.game.as_ref().map(Mover::of);
    let turns = run_ai(s, None);
    after_actions(s, events, turns, &mut outcome, log, before);
    if over {
        // The surrender and the win it brings: one message.
        outcome.join_head();
    }
    Ok(outcome)
}

fn replace(
    s: &mut Session,
    actor: &Actor,
    who: &str,
    to: crate::service::values::keys::UserKey,
    name: &str,
) -> Result<Outcome, ServiceError> {
    need_host(s, actor, &t!("ref-what-replace"))?;
    let Some(p) = s.find_seat(who) else {
        return user(t!(
            "ref-no-such-seat",
            who = crate::i18n::markup::name(who),
            seated = s.seated_names()
        ));
    };
    if s.seat_of(to).is_some() {
        return user(t!(
            "ref-already-seated",
            name = crate::i18n::markup::name(name)
        ));
    }
    let seat = &mut s.seats[p.index()];
    let old = std::mem::replace(&mut seat.name, name.to_string());
    seat.user = Some(to);
    seat.ai = None;
    seat.timed_out = false;
    seat.missed = 0;
    seat.surrendered = false;
    seat.left_by = None;
    seat.kicked = false;
    s.undo = None;
    let g = s.game.as_mut().expect("running");
    if g.is_withdrawn(p) {
        // A seat that left the game (surrendered, kicked) competes again with its new player.
        g.rejoin(p);
        s.journal.push(crate::service::history::fair::Step::bare(
            crate::service::history::fair::Act::Rejoin { player: p.0 },
        ));
    }
    let g = s.game.as_ref().expect("running");
    let mut outcome = Outcome::post(in_channel(|| {
        t!(
            "svc-takes-over",
            name = crate::i18n::markup::name(name),
            old = crate::i18n::markup::name(&old)
        )
    }));
    outcome.private.push(Private {
        to,
        text: crate::i18n::for_reader(s.lang_of(to), || text::hand(g, p)),
        fallback_command: "/hand",
    });
    // The clock restarts for the new player if it is their move.
    s.clock.running_for = None;
    Ok(outcome)
}

fn take_back(s: &mut Session, actor: &Actor) -> Result<Outcome, ServiceError> {
    let Some(p) = s
        .seats
        .iter()
        .position(|x| x.timed_out && x.user == Some(actor.user))
    else {
        return user(t!("ref-return-not-timed-out"));
    };
    let g = s.game.as_ref().expect("running");
    // The AI moves for an absent player at once while others play; alone, it waits for the
    // deadline, and until then the player may take the turn back.
    if g.current().index() == p && !s.waits_for_deadline(g.current()) {
        return user(t!("ref-return-between-turns"));
    }
    let seat = &mut s.seats[p];
    if seat.returns_left == 0 {
        return user(t!("ref-no-returns-left"));
    }
    seat.returns_left -= 1;
    seat.timed_out = false;
    seat.ai = None;
    seat.missed = 0;
    Ok(Outcome::post(in_channel(|| {
        t!("svc-returns", name = crate::i18n::markup::name(&actor.name))
    })))
}

fn undo(s: &mut Session, actor: &Actor) -> Result<Outcome, ServiceError> {
    let p = seat(s, actor)?;
    match s.undo.take() {
        Some(u) if u.seat == p.0 => {
            s.game = Some(u.before);
            s.journal.push(crate::service::history::fair::Step::bare(
                crate::service::history::fair::Act::Undo,
            ));
            let g = s.game.as_ref().expect("restored");
            if g.placing_simultaneously() {
                // A hidden placement: where it was stays between the player and the bot.
                return Ok(Outcome {
                    reply_prompt: true,
                    ..Outcome::reply(t!(
                        "svc-undone-then",
                        what = u.what,
                        next = text::hidden_placements(s, g, p)
                    ))
                });
            }
            let public = g.view(crate::engine::Reader::Everyone);
            if g.is_fogged() {
                // Under fog what was undone is told to the mover alone, with their next step.
                let mut outcome = Outcome::post(in_channel(|| {
                    t!(
                        "svc-undid-hidden",
                        name = crate::i18n::markup::name(&actor.name),
                        prompt = text::prompt(s, g, &public)
                    )
                }));
                outcome.public[0].prompt = true;
                outcome.reply = Some(t!(
                    "svc-undone-next",
                    what = u.what.as_str(),
                    prompt = text::prompt(s, g, &g.view_of(Some(p)))
                ));
                outcome.reply_prompt = true;
                return Ok(outcome);
            }
            // The move is theirs again: the prompt carries its components (the old ones name
            // the state undone).
            let mut outcome = Outcome::post(in_channel(|| {
                t!(
                    "svc-undid",
                    name = crate::i18n::markup::name(&actor.name),
                    what = u.what.as_str(),
                    prompt = text::prompt(s, g, &public)
                )
            }));
            outcome.public[0].prompt = true;
            Ok(outcome)
        }
        _ => user(t!("ref-nothing-to-undo")),
    }
}

/// A language players may choose, by its code (any case): refused with the codes there are.
fn chosen_language(code: &str) -> Result<crate::i18n::Lang, ServiceError> {
    use crate::i18n::Lang;
    let code = code.trim();
    match Lang::ALL
        .into_iter()
        .find(|l| l.code().eq_ignore_ascii_case(code))
    {
        Some(lang) => Ok(lang),
        // The codes are what is typed, the same in every language (`catalog` suggests them).
        None => user(t!(
            "ref-unknown-language",
            language = crate::i18n::markup::name(code)
        )),
    }
}

/// `/risk-admin settings`: applies the change (validated as a whole first), stores it, and
/// shows the settings to the admin.
pub(crate) fn settings(
    store: &dyn Store,
    member: Option<&Membership>,
    change: &SettingsChange,
) -> Result<Outcome, ServiceError> {
    let Some(m) = member else {
        return user(t!("ref-settings-outside-server"));
    };
    let old = store.settings(m.guild)?;
    let mut s = old.clone();
    match change.reset.as_deref().map(|r| r.trim().to_lowercase()) {
        None => {}
        Some(r) if r == "defaults" => s.defaults = NewGame::default(),
        Some(r) if r == "channels" => s.channels.clear(),
        Some(r) if r == "host-role" => s.host_role = None,
        Some(r) if r == "language" => s.language = None,
        // The server's boards stay: they go one by one (`/risk-admin map remove`).
        Some(r) if r == "all" => {
            s = ServerSettings {
                maps: s.maps.clone(),
                ..ServerSettings::default()
            }
        }
        Some(r) => {
            return user(t!(
                "ref-unknown-reset",
                reset = crate::i18n::markup::name(&r)
            ))
        }
    }
    s.defaults = with_defaults(&change.defaults, &s.defaults);
    // The defaults must open a lobby on their own: check them as `/risk new` would.
    build_rules(&s.defaults)?;
    build_timing(&s.defaults)?;
    if let Some(name) = &s.defaults.map {
        if crate::service::values::server::server_map(&s, name).is_none() {
            crate::service::values::server::chosen_board(Some(name))?;
        }
    }
    if let Some(c) = change.allow_channel {
        if !s.channels.contains(&c) {
            s.channels.push(c);
        }
    }
    if let Some(c) = change.remove_channel {
        s.channels.retain(|x| *x != c);
    }
    if change.host_role.is_some() {
        s.host_role = change.host_role;
    }
    if let Some(code) = &change.language {
        s.language = Some(chosen_language(code)?);
    }
    if s != old {
        store.save_settings(m.guild, &s)?;
        tracing::info!(guild = m.guild.0, "server settings changed");
    }
    Ok(Outcome::reply(describe(&s)))
}
