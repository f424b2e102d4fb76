//! Lobby and table administration: new, join, leave, add-ai, start, kick, abandon.

use super::clock::{
    parse_duration, parse_within, span, DefenderDice, OnSurrender, OnTimeout, Timing, DAY,
};
use super::command::{Command, NewGame};
use super::error::{refuse, user, ServiceError};
use super::fair::{Act, Step};
use super::keys::Actor;
use super::outcome::{Outcome, Post, Private};
use super::refusal::Refusal;
use super::session::{Change, Seat, Session, COLORS};
use super::text;
use super::turn::{after_actions, run_ai, Mover};
use crate::ai::AiLevel;
use crate::engine::rules::{preset, PRESETS};
use crate::engine::rules::{CapitalGoal, CardValues, NeutralSetup};
use crate::engine::Victory;
use crate::engine::{Fortify, Lobby, Placement, PlayerId, Rules, Setup};

pub(crate) fn lobby(
    current: Option<&Session>,
    actor: &Actor,
    cmd: &Command,
    seeds: &(dyn Fn() -> u64 + Send + Sync),
) -> Result<Change, ServiceError> {
    if let Command::New(opts) = cmd {
        return new_game(current, actor, opts, seeds());
    }
    let Some(s) = current else {
        return refuse(Refusal::NoGame);
    };
    let mut s = s.clone();
    // What the command did to the game (a kick that decides it).
    let mut events = Vec::new();
    let outcome = match cmd {
        Command::Join { color } => join(&mut s, actor, color.as_deref())?,
        Command::Leave => return leave(s, actor),
        Command::Team { team } => choose_team(&mut s, actor, team)?,
        Command::AddAi { level } => add_ai(&mut s, actor, level.unwrap_or(AiLevel::Basic))?,
        Command::Start => return start(s, actor),
        Command::Kick { player } => kick(&mut s, actor, player, &mut events)?,
        Command::Abandon { confirm } => return abandon(s, actor, *confirm),
        _ => return user("That command is not available here."),
    };
    Ok(Change {
        outcome,
        log: vec![(actor.name.clone(), cmd.name().into(), events)],
        session: Some(s),
    })
}

fn option<T: Copy>(
    given: Option<&str>,
    what: &str,
    choices: &[(&str, T)],
) -> Result<Option<T>, ServiceError> {
    let Some(g) = given else { return Ok(None) };
    match choices
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(g.trim()))
    {
        Some((_, v)) => Ok(Some(*v)),
        None => {
            let names: Vec<&str> = choices.iter().map(|c| c.0).collect();
            user(format!(
                "Unknown {what} '{g}': choose {}.",
                names.join(" or ")
            ))
        }
    }
}

impl NewGame {
    /// Whether these options would open a lobby; `Err` says what is wrong and what is allowed.
    pub fn check(&self) -> Result<(), String> {
        build_rules(self).map_err(|e| e.to_string())?;
        build_timing(self).map_err(|e| e.to_string())?;
        Ok(())
    }

    /// The preset's name and the rules a lobby opened with these options plays.
    pub fn rules(&self) -> Result<(String, Rules), String> {
        build_rules(self).map_err(|e| e.to_string())
    }
}

/// A new lobby's setup, unless the host chose one: territories dealt and the starting armies
/// placed by everyone at the same time (a game that starts in a day, not a week), where the
/// preset allows them (not with neutral armies, nor with capitals on the first claim); the
/// books' ways stay options (`setup:claim`, `placement:one-at-a-time` or `bulk`).
fn asynchronous_setup(r: &mut Rules, default_setup: bool, default_placement: bool) {
    if default_setup {
        let dealt = Rules {
            setup: Setup::Deal,
            ..r.clone()
        };
        if dealt.check().is_ok() {
            *r = dealt;
        }
    }
    if default_placement {
        let together = Rules {
            placement: Placement::Simultaneous,
            ..r.clone()
        };
        if together.check().is_ok() {
            *r = together;
        }
    }
}

pub(crate) fn build_rules(opts: &NewGame) -> Result<(String, Rules), ServiceError> {
    let name = opts
        .preset
        .as_deref()
        .unwrap_or("classic")
        .trim()
        .to_lowercase();
    let Some(p) = preset(&name) else {
        let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
        return user(format!(
            "Unknown preset '{name}': choose one of {}.",
            names.join(", ")
        ));
    };
    let mut r = (p.rules)();
    let (setup, placement) = (opts.setup.as_deref(), opts.placement.as_deref());
    let (fortify, dice) = (opts.fortify.as_deref(), opts.defender_dice.as_deref());
    if let Some(v) = option(
        setup,
        "setup",
        &[("claim", Setup::Claim), ("deal", Setup::Deal)],
    )? {
        r.setup = v;
    }
    let placements = [
        ("simultaneous", Placement::Simultaneous),
        ("one-at-a-time", Placement::OneAtATime),
        ("bulk", Placement::Bulk),
    ];
    if let Some(v) = option(placement, "placement", &placements)? {
        r.placement = v;
    }
    asynchronous_setup(&mut r, setup.is_none(), placement.is_none());
    let fortifies = [
        ("adjacent", Fortify::Adjacent),
        ("connected", Fortify::Connected),
        ("multiple", Fortify::Multiple),
    ];
    if let Some(v) = option(fortify, "fortify", &fortifies)? {
        r.fortify = v;
    }
    option(dice, "defender_dice", &[("max", ()), ("choose", ())])?;
    let values = [
        ("escalating", CardValues::Escalating),
        ("plus-one", CardValues::PlusOne),
    ];
    if let Some(v) = option(opts.card_values.as_deref(), "card_values", &values)? {
        r.card_values = v;
    }
    if let Some(cap) = opts.army_cap.as_deref().map(str::trim) {
        r.army_cap = match cap.parse::<u16>() {
            _ if cap.eq_ignore_ascii_case("none") => None,
            Ok(n) if (3..=999).contains(&n) => Some(n),
            _ => {
                return user(format!(
                    "army_cap must be none or a number from 3 to 999 (the experts' rule is 12), not '{cap}'."
                ))
            }
        };
    }
    let switch = [("on", true), ("off", false)];
    if let Some(v) = option(opts.reroll.as_deref(), "reroll", &switch)? {
        r.reroll = v;
    }
    if let Some(v) = option(opts.commander.as_deref(), "commander", &switch)? {
        r.commander = v;
    }
    if let Some(v) = option(
        opts.capital_goal.as_deref(),
        "capital_goal",
        &[("all", CapitalGoal::All), ("short", CapitalGoal::Short)],
    )? {
        match &mut r.victory {
            Victory::Capital { goal } => *goal = v,
            _ => {
                return user(format!(
                    "capital_goal is for the capital preset, not {name}; leave it out."
                ))
            }
        }
    }
    let orders = [
        ("own-first", NeutralSetup::OwnFirst),
        ("interleaved", NeutralSetup::Interleaved),
    ];
    if let Some(v) = option(opts.neutral_setup.as_deref(), "neutral_setup", &orders)? {
        if r.neutrals == 0 {
            return user(format!(
                "neutral_setup is for the two-player presets (two-player, two-player-neutrals, \
                 two-player-allies), not {name}; leave it out."
            ));
        }
        r.neutral_setup = v;
    }
    if let Err(why) = r.check() {
        return user(format!(
            "These options cannot be combined with {name}: {why}. Leave the option out to keep the preset's own."
        ));
    }
    Ok((name, r))
}

pub(crate) fn build_timing(opts: &NewGame) -> Result<Timing, ServiceError> {
    let mut t = Timing::default();
    if let Some(d) = &opts.turn_time {
        t.turn_time = parse_duration(d).map_err(|e| ServiceError::Refused(Refusal::Other(e)))?;
    }
    if let Some(r) = &opts.reminders {
        t.remind_before = parse_within(r, "reminders", 10 * 60, DAY)
            .map_err(|e| ServiceError::Refused(Refusal::Other(e)))?;
    }
    let timeouts = [("ai", OnTimeout::Ai), ("skip", OnTimeout::Skip)];
    if let Some(v) = option(opts.on_timeout.as_deref(), "on_timeout", &timeouts)? {
        t.on_timeout = v;
    }
    if let Some(k) = opts.kick_after {
        if !(1..=20).contains(&k) {
            return user(format!("kick_after must be 1 to 20 missed turns, not {k}."));
        }
        t.kick_after = k;
    }
    let dice = [
        ("max", DefenderDice::Max),
        ("choose", DefenderDice::Choose { window: 60 }),
    ];
    if let Some(v) = option(opts.defender_dice.as_deref(), "defender_dice", &dice)? {
        t.defender_dice = v;
    }
    let surrenders = [("neutral", OnSurrender::Neutral), ("ai", OnSurrender::Ai)];
    if let Some(v) = option(opts.surrender.as_deref(), "surrender", &surrenders)? {
        t.on_surrender = v;
    }
    Ok(t)
}

fn new_game(
    current: Option<&Session>,
    actor: &Actor,
    opts: &NewGame,
    seed: u64,
) -> Result<Change, ServiceError> {
    match current {
        Some(s) if s.game.is_none() => {
            return user(
                "A lobby is already open here: /risk join to take a seat, /risk status to see it.",
            )
        }
        Some(s) if s.is_running() => return user(
            "A game is already running here: /risk status shows it; the host can /risk abandon it.",
        ),
        _ => {}
    }
    let (name, rules) = build_rules(opts)?;
    let mut s = Session::new(actor.user, &actor.name, &name, rules, seed);
    if let Some(previous) = current {
        // The finished game's log stays in the store; this game's history starts after it.
        s.follows(previous);
    }
    s.timing = build_timing(opts)?;
    let clock = clock_line(&s.timing);
    let text = format!(
        "{} opened a **{}** lobby ({}–{} players, {clock}; {}).{} Join with /risk join; add \
         computer players with /risk add-ai; the host starts with /risk start.",
        actor.name,
        name,
        s.rules.min_players,
        s.rules.max_players,
        rules_line(&s.rules),
        setup_line(&s.rules)
    );
    Ok(Change {
        outcome: Outcome::post(text),
        log: vec![(actor.name.clone(), "risk new".into(), vec![])],
        session: Some(s),
    })
}

/// The turn time as it was given ("1h 30m per turn"), with its reminders.
pub(crate) fn clock_line(t: &Timing) -> String {
    match (t.turn_time, t.remind_before) {
        (None, _) => "no turn deadline".into(),
        (Some(turn), None) => format!("{} per turn, no reminders", span(turn)),
        (Some(turn), Some(before)) => format!(
            "{} per turn, reminders at half time and {} before the deadline",
            span(turn),
            span(before)
        ),
    }
}

/// How the game will be set up, in words, with the books' ways when this is not one of them.
fn setup_line(r: &Rules) -> &'static str {
    match (r.setup, r.placement) {
        (Setup::Deal, Placement::Simultaneous) => {
            " The territories are dealt and everyone places their starting armies at the same \
             time, privately, revealed together (the books' ways: setup:claim, \
             placement:one-at-a-time)."
        }
        (Setup::Claim, Placement::Simultaneous) => {
            " Territories are claimed in turn, then everyone places their starting armies at \
             the same time, privately, revealed together."
        }
        _ => "",
    }
}

fn open_lobby(s: &Session) -> Result<(), ServiceError> {
    match &s.game {
        None => Ok(()),
        Some(g) if !g.is_over() => user("The game is already running; seats are fixed now."),
        Some(_) => refuse(Refusal::GameOver),
    }
}

fn join(s: &mut Session, actor: &Actor, color: Option<&str>) -> Result<Outcome, ServiceError> {
    open_lobby(s)?;
    if s.seat_of(actor.user).is_some() {
        return user("You have already joined this lobby.");
    }
    if s.seats.len() >= s.rules.max_players as usize {
        return user(format!(
            "The lobby is full ({} players).",
            s.rules.max_players
        ));
    }
    let free: Vec<&str> = COLORS
        .into_iter()
        .filter(|c| s.seats.iter().all(|x| x.color != *c))
        .collect();
    let color = match color.map(|c| c.trim().to_lowercase()) {
        None => free[0].to_string(),
        Some(c) if free.contains(&c.as_str()) => c,
        Some(c) => {
            return user(format!(
                "The colour '{c}' is not available; free colours: {}.",
                free.join(", ")
            ))
        }
    };
    s.seats.push(Seat::human(actor.user, &actor.name, &color));
    Ok(Outcome::post(format!(
        "{} joins as {color} ({} seated).",
        actor.name,
        s.seats.len()
    )))
}

/// Team RISK: a seated player picks team A or B before the start.
fn choose_team(s: &mut Session, actor: &Actor, team: &str) -> Result<Outcome, ServiceError> {
    open_lobby(s)?;
    if s.rules.victory != Victory::Team {
        return user("Teams are chosen only in a team game (/risk new preset:team).");
    }
    let Some(me) = s.seat_of(actor.user) else {
        return user("Join the lobby first (/risk join), then choose a team.");
    };
    let t = match team.trim().to_lowercase().as_str() {
        "a" | "1" => 0u8,
        "b" | "2" => 1u8,
        other => return user(format!("Unknown team '{other}': choose A or B.")),
    };
    let half = s.rules.max_players as usize / 2;
    let taken = s
        .seats
        .iter()
        .enumerate()
        .filter(|(i, x)| *i != me.index() && x.team == Some(t))
        .count();
    if taken >= half {
        return user(format!(
            "Team {} is full ({half} players); choose the other team.",
            TEAM_NAMES[t as usize]
        ));
    }
    s.seats[me.index()].team = Some(t);
    Ok(Outcome::post(format!(
        "{} plays for team {}. {}",
        actor.name,
        TEAM_NAMES[t as usize],
        team_list(s)
    )))
}

const TEAM_NAMES: [&str; 2] = ["A", "B"];

fn team_list(s: &Session) -> String {
    let names = |t: Option<u8>| -> String {
        let v: Vec<&str> = s
            .seats
            .iter()
            .filter(|x| x.team == t)
            .map(|x| x.name.as_str())
            .collect();
        if v.is_empty() {
            "nobody".into()
        } else {
            v.join(", ")
        }
    };
    format!(
        "A: {}; B: {}; undecided: {}.",
        names(Some(0)),
        names(Some(1)),
        names(None)
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
        return user(format!(
            "Cannot start: the teams must be even ({} in A, {} in B of {n} seats); /risk team moves a player.",
            a.len(),
            b.len()
        ));
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

pub(crate) fn is_host(s: &Session, actor: &Actor) -> bool {
    s.host == actor.user || actor.admin
}

pub(crate) fn need_host(s: &Session, actor: &Actor, what: &str) -> Result<(), ServiceError> {
    if is_host(s, actor) {
        Ok(())
    } else {
        let host = s
            .seat_of(s.host)
            .map(|p| s.name(p))
            .unwrap_or_else(|| "the host".into());
        refuse(Refusal::HostOnly {
            host,
            what: what.to_string(),
        })
    }
}

fn leave(mut s: Session, actor: &Actor) -> Result<Change, ServiceError> {
    open_lobby(&s)?;
    let Some(p) = s.seat_of(actor.user) else {
        return user("You are not in this lobby.");
    };
    s.seats.remove(p.index());
    let mut text = format!("{} leaves the lobby.", actor.name);
    if s.host == actor.user {
        match s
            .seats
            .iter()
            .find_map(|x| x.user.map(|u| (u, x.name.clone())))
        {
            Some((u, name)) => {
                s.host = u;
                text.push_str(&format!(" {name} is the host now."));
            }
            None => {
                return Ok(Change {
                    outcome: Outcome::post(format!("{text} The lobby is closed.")),
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
    need_host(s, actor, "add computer players")?;
    if s.seats.len() >= s.rules.max_players as usize {
        return user(format!(
            "The lobby is full ({} players).",
            s.rules.max_players
        ));
    }
    let name = s.ai_name(level);
    let color = s
        .free_color()
        .expect("a free colour while seats remain")
        .to_string();
    s.seats.push(Seat::new(None, &name, &color, Some(level)));
    Ok(Outcome::post(format!(
        "{name} takes a seat as {color} ({} seated).",
        s.seats.len()
    )))
}

fn start(mut s: Session, actor: &Actor) -> Result<Change, ServiceError> {
    open_lobby(&s)?;
    need_host(&s, actor, "start the game")?;
    seat_teams(&mut s)?;
    let n = s.seats.len() as u8;
    let mut lobby = Lobby::new(s.rules.clone(), n, s.seed);
    lobby.colors = s
        .seats
        .iter()
        .map(|x| COLORS.iter().position(|c| *c == x.color).unwrap_or(0) as u8)
        .collect();
    let colors = lobby.colors.clone();
    let (game, events) = lobby.start().map_err(|e| {
        ServiceError::Refused(Refusal::Other(format!(
            "Cannot start: {e} (now {n} seated; /risk add-ai adds computer players)."
        )))
    })?;
    // Neutral armies get seats of their own so every player of the game has a name.
    s.seat_neutrals(game.player_count());
    s.game = Some(game);
    let setup = Act::Start { players: n, colors };
    s.journal.push(Step::new(setup, &events));
    for seat in &mut s.seats {
        seat.vacation_left = s.timing.vacation;
    }
    let order: Vec<String> = s
        .seats
        .iter()
        .map(|x| format!("{} ({})", x.name, x.color))
        .collect();
    let mut outcome = Outcome::post(format!(
        "⚔ The game begins! Turn order: {}.",
        order.join(", ")
    ));
    for (i, seat) in s.seats.iter().enumerate() {
        let g = s.game.as_ref().expect("started");
        let p = PlayerId(i as u8);
        let text = match g.mission(p) {
            Some(m) => Some(format!("Your secret mission: {}", m.describe(g.map()))),
            None if !g.ranked_missions(p).is_empty() => Some(text::ranked_goal(g, p)),
            None => None,
        };
        if let (Some(u), Some(text)) = (seat.user, text) {
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
    need_host(s, actor, "kick players")?;
    let Some(p) = s.find_seat(who) else {
        let names: Vec<&str> = s.seats.iter().map(|x| x.name.as_str()).collect();
        return user(format!(
            "No seat called '{who}'; seated: {}.",
            names.join(", ")
        ));
    };
    if s.seats[p.index()].user == Some(s.host) && s.game.is_none() {
        return user("The host cannot be kicked from the lobby; the host can /risk leave.");
    }
    match &s.game {
        None => {
            let seat = s.seats.remove(p.index());
            Ok(Outcome::post(format!(
                "{} was removed from the lobby.",
                seat.name
            )))
        }
        Some(g) if g.is_over() => refuse(Refusal::GameOver),
        Some(_) => {
            let seat = &mut s.seats[p.index()];
            if seat.user.is_none() {
                return user(format!("{} is already played by the AI.", seat.name));
            }
            seat.user = None;
            seat.ai = Some(AiLevel::Basic);
            seat.kicked = true;
            let kicked = seat.name.clone();
            let name = s.label(p);
            *events = s.withdraw();
            let decided = s.game.as_ref().is_some_and(|g| g.is_over());
            let mut outcome = Outcome::post(if decided {
                format!("{kicked} is removed from the game.")
            } else {
                format!("The AI takes over the seat of {name}.")
            });
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
    need_host(&s, actor, "abandon the game")?;
    if !confirm {
        return user("This deletes the game in this channel for everyone. To confirm: /risk abandon confirm:true");
    }
    Ok(Change {
        outcome: Outcome {
            public: vec![Post {
                text: format!("{} abandoned the game in this channel.", actor.name),
                ..Post::default()
            }],
            ..Outcome::default()
        },
        log: vec![],
        session: None,
    })
}

/// The lobby as text, for /risk status.
pub(crate) fn describe(s: &Session) -> String {
    let seats: Vec<String> = s
        .seats
        .iter()
        .map(|x| {
            format!(
                "{} ({}{})",
                x.name,
                x.color,
                if x.is_ai() { ", AI" } else { "" }
            )
        })
        .collect();
    match &s.game {
        None => format!(
            "Lobby for **{}** ({}–{} players): {}. Rules: {}; {}. The host starts with /risk \
             start.",
            s.preset,
            s.rules.min_players,
            s.rules.max_players,
            seats.join(", "),
            rules_line(&s.rules),
            clock_line(&s.timing)
        ),
        Some(g) => format!(
            "**{}**: {}\n{}",
            s.preset,
            text::prompt(s, g),
            text::board(s, g)
        ),
    }
}

/// The rule options a lobby will play with, in the words of `/risk new`.
pub(crate) fn rules_line(r: &Rules) -> String {
    let word = |x: &dyn std::fmt::Debug| {
        let d = format!("{x:?}");
        let mut out = String::new();
        for (i, c) in d.chars().enumerate() {
            if c.is_uppercase() && i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        }
        out
    };
    let mut parts = vec![
        format!("setup {}", word(&r.setup)),
        format!("placement {}", word(&r.placement)),
        format!("fortify {}", word(&r.fortify)),
        format!("card values {}", word(&r.card_values)),
    ];
    if let Some(cap) = r.army_cap {
        parts.push(format!("at most {cap} armies per territory"));
    }
    if r.reroll {
        parts.push("re-roll with a card".into());
    }
    if r.commander {
        parts.push("commander".into());
    }
    if r.neutrals > 0 {
        parts.push(format!("neutral setup {}", word(&r.neutral_setup)));
    }
    parts.join(", ")
}
