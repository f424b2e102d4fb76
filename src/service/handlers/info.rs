//! Commands that only read: board, hand, mission, odds, history, help, status.

use std::fmt::Write;

use crate::engine::event::Event;
use crate::engine::odds::odds;
use crate::engine::PlayerId;
use crate::i18n::typed::is_me;
use crate::i18n::Decimal;
use crate::service::storage::store::Store;
use crate::service::table::options;
use crate::service::table::session::{running, Session};
use crate::service::values::error::{refuse, user, ServiceError};
use crate::service::values::keys::{Actor, ChannelKey, GuildKey};
use crate::service::values::outcome::{BoardArea, Outcome, Post};
use crate::service::values::refusal::Refusal;
use crate::service::values::route::ReadCommand;
use crate::service::words::help;
use crate::service::words::input::{continent, continents, territory};
use crate::service::words::lobby;
use crate::service::words::text;
use crate::t;

/// Answers a read-only command.
pub(crate) fn read(
    store: &dyn Store,
    ch: ChannelKey,
    s: Option<&Session>,
    actor: &Actor,
    cmd: &ReadCommand,
) -> Result<Outcome, ServiceError> {
    Ok(match cmd {
        ReadCommand::Help { command } => help_text(command.as_deref(), s.map(|s| &s.rules))?,
        ReadCommand::Rules { preset } => rules_of(s, preset.as_deref())?,
        ReadCommand::Odds {
            attackers,
            defenders,
            from,
            to,
        } => odds_text(s, actor, *attackers, *defenders, from, to)?,
        ReadCommand::Status => {
            let mut answer = match s {
                Some(s) => lobby::describe(s, s.seat_of(actor.user)),
                None => Refusal::NoGame.to_string(),
            };
            // The asker's own territories and armies: the board above counts only per continent.
            let mine = s.and_then(|s| Some((s.game.as_ref()?, s.seat_of(actor.user)?)));
            if let Some((g, p)) = mine.filter(|(g, _)| !g.is_over()) {
                let own = g.territories_of(p);
                if !own.is_empty() {
                    answer.push('\n');
                    answer.push_str(&t!("svc-status-yours"));
                    let v = g.view_of(Some(p));
                    answer.push_str(&text::armies_by_continent(g, &v, own));
                }
            }
            Outcome {
                reply_prompt: s.is_some_and(Session::is_running),
                ..Outcome::reply(answer)
            }
        }
        ReadCommand::Board {
            player: Some(who), ..
        } => {
            let (s, g) = running(s)?;
            let p = match who.trim() {
                w if crate::i18n::typed::is_me(w) => s.seat_of(actor.user),
                w => s.find_seat(w),
            };
            let Some(p) = p else {
                return user(t!(
                    "ref-no-such-player",
                    who = crate::i18n::markup::name(who),
                    names = s.seated_names()
                ));
            };
            Outcome::reply(text::player_view(
                s,
                g,
                &g.view_of(s.seat_of(actor.user)),
                p,
            ))
        }
        ReadCommand::Board {
            continent: Some(name),
            ..
        } => {
            let (s, g) = running(s)?;
            // One continent by its name in the reader's language or in English, any case.
            let c = continent(g, name)?;
            Outcome::reply(text::continent_view(
                s,
                g,
                &g.view_of(s.seat_of(actor.user)),
                c,
            ))
        }
        ReadCommand::Territory { name } => {
            let (s, g) = running(s)?;
            let v = g.view_of(s.seat_of(actor.user));
            Outcome::reply(text::territory_view(s, g, &v, territory(g, name)?))
        }
        ReadCommand::Board { region, whole, .. } => {
            let (s, g) = running(s)?;
            // The part of the board drawn: the continents named, the whole board, or (by
            // default) where the last turn happened; under fog, the reader's own fronts.
            let area = match (region, whole) {
                (Some(names), _) => BoardArea::Region(continents(g, names)?),
                (None, true) => BoardArea::Whole,
                (None, false) if g.is_fogged() && s.seat_of(actor.user).is_some() => {
                    BoardArea::Fronts
                }
                (None, false) => BoardArea::Action,
            };
            if g.is_fogged() {
                // Under fog of war each reader's board is theirs alone: answered privately.
                let v = g.view_of(s.seat_of(actor.user));
                return Ok(Outcome {
                    reply: Some(text::fog_note(g, &v)),
                    reply_summary: Some(text::summary(s, g, &v)),
                    reply_board: true,
                    area,
                    ..Outcome::default()
                });
            }
            let mut o = Outcome {
                area,
                ..Outcome::default()
            };
            // Asked by one, read by the channel.
            o.public.push(crate::i18n::in_channel(|| Post {
                text: text::prompt(s, g, &g.view(crate::engine::Reader::Everyone)),
                summary: Some(text::public_summary(s, g)),
                ping: vec![],
                board: true,
                prompt: true,
                ..Post::default()
            }));
            o
        }
        ReadCommand::Hand => {
            let (s, g) = running(s)?;
            let Some(p) = s.seat_of(actor.user) else {
                return refuse(Refusal::NotPlaying);
            };
            Outcome::reply(text::hand(g, p))
        }
        ReadCommand::Mission => {
            let (s, g) = running(s)?;
            let Some(p) = s.seat_of(actor.user) else {
                return refuse(Refusal::NotPlaying);
            };
            Outcome::reply(text::goal(s, g, p))
        }
        ReadCommand::Verify => {
            let Some(s) = s else {
                return refuse(Refusal::NoGame);
            };
            match crate::service::history::fair::game_file(store, ch, s)? {
                Ok(file) => {
                    // The game file goes with the verdict: anyone can check it again with
                    // `risk-bot verify FILE` (a finished game's only: the seed is public now).
                    let mut o = Outcome::reply(crate::service::history::fair::verify_text(&file));
                    let json = serde_json::to_string(&file).expect("a game file serialises");
                    o.file = Some((format!("game-{}.json", file.number), json));
                    o
                }
                Err(why) => Outcome::reply(why),
            }
        }
        // Under fog of war the log would tell what a reader cannot see: closed until the end.
        ReadCommand::History { .. }
            if s.and_then(|s| s.game.as_ref())
                .is_some_and(|g| g.is_fogged()) =>
        {
            return user(t!("ref-history-fogged"))
        }
        ReadCommand::History { file: true, .. } => history_file(store, ch, s)?,
        ReadCommand::History { count, .. } => {
            history(store, ch, s, count.unwrap_or(10).clamp(1, 50))?
        }
    })
}

/// `/help`, short; `/help command`, for the table's rules when there is a table (`rules`).
pub(crate) fn help_text(
    command: Option<&str>,
    rules: Option<&crate::engine::Rules>,
) -> Result<Outcome, ServiceError> {
    match command {
        Some(c) => match help::help_entry(c, rules) {
            Some(t) => Ok(Outcome::reply(t)),
            None => user(t!(
                "ref-no-such-command",
                command = crate::i18n::markup::name(c)
            )),
        },
        None => Ok(Outcome::reply(help::short_help())),
    }
}

/// `/risk rules`: the channel's table's rules in words; with `preset`, or with no table here,
/// that preset's (default classic) as `/risk new` would play it.
fn rules_of(s: Option<&Session>, preset: Option<&str>) -> Result<Outcome, ServiceError> {
    let (name, rules, whose) = match (s, preset) {
        (Some(s), None) => (s.preset.clone(), s.rules.clone(), true),
        (None, _) | (Some(_), Some(_)) => {
            let opts = crate::service::values::command::NewGame {
                preset: preset.map(str::to_string),
                ..Default::default()
            };
            let (name, rules) = options::build_rules(&opts)?;
            (name, rules, false)
        }
    };
    let mut t = if whose {
        t!("svc-rules-this-table", preset = name)
    } else {
        t!("svc-rules-new-would", preset = name)
    };
    for line in crate::service::words::rules_text::all(&rules) {
        t.push('\n');
        t.push_str(&line);
    }
    Ok(Outcome::reply(t))
}

fn odds_text(
    s: Option<&Session>,
    actor: &Actor,
    attackers: Option<u32>,
    defenders: Option<u32>,
    from: &Option<String>,
    to: &Option<String>,
) -> Result<Outcome, ServiceError> {
    let (a, d, what) = match (attackers, defenders, from, to) {
        (Some(a), Some(d), _, _) => (a, d, t!("svc-odds-numbers", attackers = a, defenders = d)),
        (_, _, Some(f), Some(t)) => {
            let (s, g) = running(s)?;
            let (f, t) = (territory(g, f)?, territory(g, t)?);
            // Under fog of war, only the armies the asker sees.
            let v = g.view_of(s.seat_of(actor.user));
            let (Some(a), Some(d)) = (v.armies(g, f), v.armies(g, t)) else {
                let hidden = crate::i18n::names::places(
                    [f, t]
                        .into_iter()
                        .filter(|&x| !v.sees_armies(x))
                        .map(|x| crate::i18n::names::place(g.map(), x)),
                );
                return user(t!("ref-odds-fogged", territories = hidden));
            };
            let (a, d) = (a as u32, d as u32);
            (
                a,
                d,
                t!(
                    "svc-odds-territories",
                    from = crate::i18n::names::place(g.map(), f),
                    attackers = a,
                    to = crate::i18n::names::place(g.map(), t),
                    defenders = d
                ),
            )
        }
        _ => return user(t!("ref-odds-what")),
    };
    if a > 1000 || d > 1000 {
        return user(t!("ref-odds-too-many"));
    }
    let o = odds(a, d);
    Ok(Outcome::reply(t!(
        "svc-odds",
        what = what,
        chance = crate::i18n::percent(o.win_probability),
        attacker = Decimal::fixed(o.expected_attacker_losses, 1),
        defender = Decimal::fixed(o.expected_defender_losses, 1)
    )))
}

fn history(
    store: &dyn Store,
    ch: ChannelKey,
    s: Option<&Session>,
    count: usize,
) -> Result<Outcome, ServiceError> {
    let (s, _) = running(s)?;
    let entries = store.history(ch, s.log_start, count)?;
    let t = history_text(s, &entries);
    Ok(Outcome::reply(if t.is_empty() {
        t!("svc-history-empty")
    } else {
        t
    }))
}

/// `/history file:true`: every entry of the game, in public forms, as a text file (entries the
/// log keeps only as steps regenerated from them).
fn history_file(
    store: &dyn Store,
    ch: ChannelKey,
    s: Option<&Session>,
) -> Result<Outcome, ServiceError> {
    let (s, _) = running(s)?;
    let entries = crate::service::history::fair::regenerate(store, ch, s)?;
    let text = history_text(s, &entries);
    let name = format!("history-game-{}.txt", s.number);
    let mut o = Outcome::reply(t!(
        "svc-history-attached",
        number = s.number,
        count = entries.len(),
        file = name.as_str()
    ));
    let heading = t!(
        "svc-history-file-heading",
        number = s.number,
        preset = s.preset.as_str()
    );
    // A text file is not read as Markdown: names as they are written.
    let text = crate::i18n::markup::unescape(&format!("{heading}\n{text}"));
    o.file = Some((name, text));
    Ok(o)
}

/// One line per log entry, as everyone may see it.
fn history_text(s: &Session, entries: &[crate::service::storage::store::LogEntry]) -> String {
    let Some(g) = s.game.as_ref() else {
        return String::new();
    };
    // The round of each turn started in these entries, counted back from the round under way
    // (the newest entry is the log's newest): a round starts where the seat order wraps.
    let starts: Vec<PlayerId> = entries
        .iter()
        .flat_map(|e| &e.events)
        .filter_map(|ev| match ev {
            Event::TurnStarted { player, .. } => Some(*player),
            _ => None,
        })
        .collect();
    let mut rounds = vec![0; starts.len()];
    let mut round = g.round();
    for i in (0..starts.len()).rev() {
        rounds[i] = round;
        if i > 0 && starts[i].0 <= starts[i - 1].0 {
            round = round.saturating_sub(1);
        }
    }
    let mut started = starts.iter().zip(rounds);
    let mut t = String::new();
    for e in entries {
        let public: Vec<Event> = e.events.iter().map(Event::public).collect();
        let mut lines = text::events(s, g, &g.view(crate::engine::Reader::Everyone), &public);
        let turns = e
            .events
            .iter()
            .filter(|ev| matches!(ev, Event::TurnStarted { .. }))
            .count();
        for (p, r) in started.by_ref().take(turns) {
            if r > 0 {
                lines.push(t!("svc-history-turn", name = s.name(*p), round = r));
            }
        }
        let (actor, command) = logged(&e.actor, &e.command);
        let _ = writeln!(
            t,
            "#{} {} {}: {}",
            e.seq - s.log_start + 1,
            actor,
            command,
            if lines.is_empty() {
                "—".into()
            } else {
                lines.join(" ")
            }
        );
    }
    t
}

/// Who made a log entry and its command, as the reader reads them: a command by its name in
/// their language, the table's own entries (a deadline, an AI's turn, the table's end) in words;
/// a person's name as stored.
fn logged(actor: &str, command: &str) -> (String, String) {
    use crate::i18n::markup;
    // The log keeps a seat's label in English (`turns::turn`): its mark is worded again here.
    let actor = match actor {
        "clock" => t!("svc-history-clock"),
        "table" => t!("svc-history-table"),
        name => match (
            name.strip_suffix(" (surrendered)"),
            name.strip_suffix(" (AI)"),
        ) {
            (Some(name), _) => t!("svc-label-surrendered", name = markup::name(name)),
            (None, Some(name)) => t!("svc-label-kicked", name = markup::name(name)),
            (None, None) => markup::name(name),
        },
    };
    let command = match command {
        "timeout" => t!("svc-history-timeout"),
        "ai" => t!("svc-history-ai"),
        "end" => t!("svc-history-end"),
        typed => match crate::service::values::catalog::find(typed) {
            Some(spec) => format!("/{}", spec.typed_in(typed, crate::i18n::current())),
            None => format!("/{typed}"),
        },
    };
    (actor, command)
}

/// `/risk stats [player]`: on a server only.
pub(crate) fn stats(
    store: &dyn Store,
    guild: Option<GuildKey>,
    actor: &Actor,
    player: Option<&str>,
) -> Result<Outcome, ServiceError> {
    let Some(guild) = guild else {
        return user(t!("ref-stats-outside-server"));
    };
    let st = store.standings(guild)?;
    let Some(who) = player.map(str::trim).filter(|w| !w.is_empty()) else {
        return Ok(Outcome::reply(st.board_text(10)));
    };
    let w = who.trim_start_matches('@').to_lowercase();
    let found = st
        .players
        .iter()
        .find(|s| (is_me(&w) && s.user == actor.user.0) || s.name.to_lowercase() == w);
    match found {
        Some(s) => Ok(Outcome::reply(st.player_text(s))),
        None if st.players.is_empty() => Ok(Outcome::reply(st.board_text(10))),
        None => {
            let names: Vec<String> = st
                .leaderboard()
                .into_iter()
                .take(10)
                .map(|s| crate::i18n::markup::name(&s.name))
                .collect();
            let mut names = names.join(", ");
            if st.players.len() > 10 {
                names.push_str(", …");
            }
            user(t!(
                "ref-no-such-standing",
                who = crate::i18n::markup::name(who),
                names = names
            ))
        }
    }
}
