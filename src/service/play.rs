//! Playing commands: names resolved on the channel's map, actions applied by the engine, AI seats
//! played until a human is to move, and the result put into words.

use super::command::{Command, Troops};
use super::defend::maybe_ask;
use super::error::{refuse, user, ServiceError};
use super::fair;
use super::keys::Actor;
use super::outcome::{Moment, Outcome, Post, Private};
use super::refusal::Refusal;
use super::session::running;
use super::session::{any_person, Session, Undo};
use super::session::{Change, LogEntry0};
use super::text;
use crate::engine::edition::Objective;
use crate::engine::rules::CardValues;
use crate::engine::{
    Action, AttackMode, CardId, CardMask, Event, Expected, Game, Phase, PlayerId, TerritoryId,
};

/// One AI seat's turn (or setup move), condensed.
pub(crate) struct AiTurn {
    pub player: PlayerId,
    pub events: Vec<Event>,
}

pub(crate) fn play(
    current: Option<&Session>,
    actor: &Actor,
    cmd: &Command,
    now: u64,
) -> Result<Change, ServiceError> {
    let (s, g) = running(current)?;
    let Some(me) = s.seat_of(actor.user) else {
        return refuse(Refusal::NotPlaying);
    };
    if let Some(p) = &s.pending {
        return user(format!(
            "Waiting for {} to choose defence dice (at most until {}).",
            s.name(PlayerId(p.defender)),
            Moment::Relative(p.expires)
        ));
    }
    let action = to_action(s, g, me, cmd)?;
    let move_in = match cmd {
        Command::Attack { move_in, .. } => *move_in,
        _ => None,
    };
    if let Some(change) = maybe_ask(s, me, action, move_in, actor, now)? {
        return Ok(change);
    }
    let mut s = s.clone();
    let (mut outcome, log) = perform_then(&mut s, me, action, move_in, &actor.name, cmd.name())?;
    if let Command::Hq { .. } = cmd {
        // Only the chooser learns where their Headquarters is, until all are revealed.
        let g = s.game.as_ref().expect("game");
        outcome.reply = Some(text::goal(&s, g, me));
    }
    Ok(Change {
        outcome,
        log,
        session: Some(s),
    })
}

/// The refusal as the player's message, with seat names.
pub(crate) fn explain(s: &Session, g: &Game, v: &crate::engine::RuleViolation) -> ServiceError {
    let names = |p: PlayerId| s.name(p);
    ServiceError::Refused(Refusal::Rule {
        violation: v.clone(),
        words: g.explain(v, &names),
    })
}

/// Applies `action` for seat `me`, lets AI seats move, and words the result; after a conquest
/// it makes the move-in of `move_in` troops at once (`/attack move:`). A move-in the engine
/// refuses leaves the choice open, as after any conquest.
pub(crate) fn perform_then(
    s: &mut Session,
    me: PlayerId,
    action: Action,
    move_in: Option<Troops>,
    who: &str,
    what: &str,
) -> Result<(Outcome, Vec<LogEntry0>), ServiceError> {
    let mut g = s.game.take().expect("a running game");
    let attacking = *g.phase() == Phase::Attack;
    // The game as it was, for /undo: kept only for a move that can be taken back.
    let before = takes_back(action).then(|| g.clone());
    let mut events = match fair::apply(&mut s.journal, &mut g, me, action) {
        Ok(events) => events,
        Err(v) => {
            let refused = explain(s, &g, &v);
            s.game = Some(g);
            return Err(refused);
        }
    };
    if action == Action::End && attacking && nothing_to_decide(&g) {
        // One /end ends the turn: the fortify step that follows is skipped when the attacks
        // left nothing to choose (a fortify is made with /fortify, from the attacks too).
        match fair::apply(&mut s.journal, &mut g, me, Action::End) {
            Ok(more) => events.extend(more),
            Err(v) => {
                let refused = explain(s, &g, &v);
                s.game = Some(g);
                return Err(refused);
            }
        }
    }
    if let (Some(t), Some((.., max))) = (move_in, g.occupy_range()) {
        let occupy = Action::Occupy { armies: t.of(max) };
        if let Ok(more) = fair::apply(&mut s.journal, &mut g, me, occupy) {
            events.extend(more);
        }
    }
    s.game = Some(g);
    if s.game.as_ref().is_some_and(|g| g.current() != me) {
        // A move completed in time: the count of consecutive missed turns starts over.
        s.seats[me.index()].missed = 0;
    }
    let mut log = vec![(who.to_string(), what.to_string(), events.clone())];
    let ai_turns = run_ai(s, Some(me));
    s.undo = before.and_then(|before| {
        let what = undoable(&before, action, &events, &ai_turns)?;
        Some(Undo {
            seat: me.0,
            before,
            what,
        })
    });
    let mut outcome = Outcome::default();
    after_actions(s, &events, ai_turns, &mut outcome, &mut log, false);
    if let Some(u) = s.seats[me.index()].user {
        // A ping only for whoever must act now and did not just act.
        for post in &mut outcome.public {
            post.ping.retain(|x| *x != u);
        }
    }
    let g = s.game.as_ref().expect("game");
    if g.placing_simultaneously() {
        outcome.reply = Some(text::hidden_placements(s, g, me));
    } else if g.current() == me && !g.is_over() && !outcome.public.iter().any(|p| p.prompt) {
        // Still this player's move: what comes next goes under what just happened, with the
        // components for it (no private repetition of a public prompt).
        let next = format!("{}, next: {}.", s.name(me), g.describe(g.expected()));
        match outcome
            .public
            .last_mut()
            .filter(|p| p.ping.is_empty() && !p.board)
        {
            Some(post) => {
                post.text.push('\n');
                post.text.push_str(&next);
                post.prompt = true;
            }
            None => outcome.public.push(Post {
                text: next,
                prompt: true,
                ..Post::default()
            }),
        }
    }
    Ok((outcome, log))
}

/// After the attacks ended: the fortify step waits for nothing but a fortify or the end (no
/// Objective to choose).
fn nothing_to_decide(g: &Game) -> bool {
    *g.phase() == Phase::Fortify && g.objective_choices().is_empty()
}

/// Whether `action` is of a kind /undo takes back (see `undoable`).
fn takes_back(action: Action) -> bool {
    matches!(
        action,
        Action::Place { .. } | Action::Occupy { .. } | Action::Fortify { .. }
    )
}

/// What an action did, if it can be undone: a placement, a move-in or a fortify that revealed
/// nothing (no dice, no card) and after which no one else moved.
fn undoable(before: &Game, action: Action, events: &[Event], ai: &[AiTurn]) -> Option<String> {
    let revealing = |e: &Event| {
        matches!(
            e,
            Event::Battle { .. }
                | Event::CardDrawn { .. }
                | Event::DeckReshuffled { .. }
                | Event::GameOver { .. }
        )
    };
    if !ai.is_empty() || events.iter().any(revealing) {
        return None;
    }
    let n = |t| before.map().name(t).to_string();
    match action {
        Action::Place { territory, armies } => {
            Some(format!("placing {armies} on {}", n(territory)))
        }
        Action::Occupy { armies } => Some(format!("moving {armies} in")),
        Action::Fortify { from, to, armies } => {
            Some(format!("fortifying {armies} from {} to {}", n(from), n(to)))
        }
        // Only placements and moves are taken back.
        Action::Claim { .. }
        | Action::Trade { .. }
        | Action::TradeStars { .. }
        | Action::Attack { .. }
        | Action::End
        | Action::ChooseHq { .. }
        | Action::Bribe { .. }
        | Action::ReinforceAlly { .. }
        | Action::DivideAllyRoll { .. }
        | Action::PlaceAirfield { .. }
        | Action::ChooseObjective { .. } => None,
    }
}

/// Resolves a territory name typed by a player, suggesting the closest names on a miss.
pub(crate) fn territory(g: &Game, input: &str) -> Result<TerritoryId, ServiceError> {
    g.map().lookup(input).map_err(|close| {
        let names: Vec<&str> = close.iter().map(|&t| g.map().name(t)).collect();
        ServiceError::Refused(Refusal::Other(format!(
            "I don't know a territory called '{}'. Did you mean {}?",
            input.trim(),
            names.join(", ")
        )))
    })
}

/// Resolves an Objective typed by a player ("Control Asia", "asia", "11 cities") among those
/// still on the board, the ones the player may take now first.
pub(crate) fn objective(g: &Game, input: &str) -> Result<Objective, ServiceError> {
    let want = input.trim().trim_matches(['"', '“', '”']).to_lowercase();
    let choices = g.objective_choices();
    for list in [choices.as_slice(), g.objectives_open()] {
        let name = |o: &Objective| o.describe(g.map()).to_lowercase();
        if let Some(o) = list.iter().find(|o| name(o) == want) {
            return Ok(*o);
        }
        let close: Vec<&Objective> = list.iter().filter(|o| name(o).contains(&want)).collect();
        if let [one] = close.as_slice() {
            return Ok(**one);
        }
    }
    let offered = if choices.is_empty() {
        "none now (one is taken after attacking, when achieved this turn)".to_string()
    } else {
        g.objective_list(&choices)
    };
    user(format!(
        "'{}' names no single Objective on the board. You may take: {offered}.",
        input.trim()
    ))
}

fn to_action(s: &Session, g: &Game, me: PlayerId, cmd: &Command) -> Result<Action, ServiceError> {
    Ok(match cmd {
        Command::Claim { territory: t } => Action::Claim {
            territory: territory(g, t)?,
        },
        Command::Hq { territory: t } => Action::ChooseHq {
            territory: territory(g, t)?,
        },
        Command::Bribe { neutral, card } => Action::Bribe {
            neutral: s
                .find_seat(neutral)
                .filter(|&q| g.is_neutral(q))
                .ok_or_else(|| {
                    let names: Vec<String> = g
                        .players()
                        .filter(|&q| g.is_neutral(q) && !g.is_eliminated(q))
                        .map(|q| s.name(q))
                        .collect();
                    ServiceError::Refused(Refusal::Other(format!(
                        "No neutral army called '{neutral}': choose {}.",
                        if names.is_empty() {
                            "none (there are no neutrals)".into()
                        } else {
                            names.join(", ")
                        }
                    )))
                })?,
            card: match parse_card_list(g, me, card)?.as_slice() {
                [one] => *one,
                cards => {
                    return user(format!(
                        "Name exactly one card to give ({} given): a bribe is one card; /bribe again for a second step.",
                        cards.len()
                    ))
                }
            },
        },
        Command::Ally {
            territory: t,
            troops: None,
        } => Action::ReinforceAlly {
            territory: territory(g, t)?,
        },
        Command::Ally {
            territory: t,
            troops: Some(armies),
        } => Action::DivideAllyRoll {
            territory: territory(g, t)?,
            armies: *armies,
        },
        Command::Airfield { territory: t } => Action::PlaceAirfield {
            territory: territory(g, t)?,
        },
        Command::Objective { name, discard } => Action::ChooseObjective {
            objective: name.as_deref().map(|n| objective(g, n)).transpose()?,
            discard: match discard {
                None => None,
                Some(card) => match parse_card_list(g, me, card)?.as_slice() {
                    [one] => Some(*one),
                    cards => {
                        return user(format!(
                            "Name exactly one card to discard ({} given).",
                            cards.len()
                        ))
                    }
                },
            },
        },
        Command::Draft {
            territory: t,
            troops,
        } => Action::Place {
            territory: territory(g, t)?,
            armies: troops.of(draft_left(g, me)),
        },
        Command::Trade { cards, .. } if g.rules().card_values == CardValues::Stars => {
            Action::TradeStars {
                cards: CardMask::of(parse_card_list(g, me, cards)?),
            }
        }
        Command::Trade { cards, bonus } => Action::Trade {
            cards: parse_cards(g, me, cards)?,
            bonus: bonus.as_deref().map(|t| territory(g, t)).transpose()?,
        },
        Command::Attack {
            from,
            to,
            dice,
            blitz,
            stop_at,
            commander,
            move_in: _,
        } => Action::Attack {
            from: territory(g, from)?,
            to: territory(g, to)?,
            dice: *dice,
            defender_dice: None,
            mode: if *blitz || stop_at.is_some() {
                AttackMode::Blitz { stop_at: *stop_at }
            } else {
                AttackMode::Once
            },
            commander: *commander,
        },
        Command::Move { troops } => Action::Occupy {
            armies: troops.of(g.occupy_range().map_or(0, |(.., max)| max)),
        },
        Command::Fortify { from, to, troops } => Action::Fortify {
            from: territory(g, from)?,
            to: territory(g, to)?,
            armies: *troops,
        },
        Command::End => Action::End,
        // Routed elsewhere (`GameService::handle` sends only the commands above here).
        Command::New(_)
        | Command::Join { .. }
        | Command::Leave
        | Command::Team { .. }
        | Command::AddAi { .. }
        | Command::Start
        | Command::Status
        | Command::Verify
        | Command::Stats { .. }
        | Command::Kick { .. }
        | Command::Abandon { .. }
        | Command::Pause
        | Command::Resume
        | Command::Skip
        | Command::Vacation { .. }
        | Command::Surrender
        | Command::Replace { .. }
        | Command::Return
        | Command::Undo
        | Command::Defend { .. }
        | Command::Board { .. }
        | Command::Territory { .. }
        | Command::Hand
        | Command::Mission
        | Command::Odds { .. }
        | Command::History { .. }
        | Command::Help { .. }
        | Command::Admin(_)
        | Command::Settings(_) => {
            return user(format!("/{} is not a move in the game.", cmd.name()))
        }
    })
}

/// The armies `me` may place in one placement now: the reinforcements left, or the setup
/// armies of this placement (one at a time in the books' setup).
fn draft_left(g: &Game, me: PlayerId) -> u16 {
    if g.placing_simultaneously() {
        return g.setup_armies_left(me);
    }
    match g.expected() {
        Expected::Draft { left } if g.current() == me => left,
        Expected::PlaceSetup { .. } if g.current() == me => g.setup_quota().0,
        _ => 0,
    }
}

/// Three cards from the player's hand, named by territory ("Brazil, Peru, Wild").
pub(crate) fn parse_cards(
    g: &Game,
    me: PlayerId,
    input: &str,
) -> Result<[CardId; 3], ServiceError> {
    let chosen = parse_card_list(g, me, input)?;
    <[CardId; 3]>::try_from(chosen.as_slice()).or_else(|_| {
        user(format!(
            "Name exactly three cards, e.g. \"Brazil, Peru, Wild\" ({} given).",
            chosen.len()
        ))
    })
}

/// Cards named in `input` (territory names or "wild", separated by commas), each in `me`'s
/// hand; the first card missing is named with the hand.
pub(crate) fn parse_card_list(
    g: &Game,
    me: PlayerId,
    input: &str,
) -> Result<Vec<CardId>, ServiceError> {
    let hand = g.hand(me);
    if hand.is_empty() {
        return user("You hold no cards yet: a card comes at the end of a turn in which you conquered a territory.");
    }
    let mut chosen: Vec<CardId> = Vec::new();
    for token in input
        .split([',', '+', ';', '|'])
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        let token = token.split(" (").next().unwrap_or(token);
        let card = if token.eq_ignore_ascii_case("wild") {
            hand.iter()
                .find(|c| g.card_territory(**c).is_none() && !chosen.contains(c))
                .copied()
        } else {
            let t = territory(g, token)?;
            hand.iter()
                .find(|c| g.card_territory(**c) == Some(t))
                .copied()
        };
        match card {
            Some(c) if !chosen.contains(&c) => chosen.push(c),
            _ => {
                return user(format!(
                    "You don't hold the card '{token}' (or named it twice). Your cards: {}.",
                    text::list_cards(g, hand)
                ))
            }
        }
    }
    Ok(chosen)
}

/// The most AI actions one command or one wake-up runs: far above a real turn's count (a blitz is
/// one action), a bound against an AI that never ends its turn.
pub const AI_ACTION_BUDGET: usize = 2_000;

/// Plays AI seats until a person is to move, the game ends, every AI seat has had one move (a
/// round), or the action budget is spent. Whatever is left is played on the next wake-up
/// (`Session::next_wake`), so one command never runs more than a round of AI turns. A table
/// where no person plays any more gets no AI turns at all: it ends (`GameService::commit`).
/// `moved` is a seat that already had its move in this round (the one whose action came first).
pub(crate) fn run_ai(s: &mut Session, moved: Option<PlayerId>) -> Vec<AiTurn> {
    let mut turns: Vec<AiTurn> = Vec::new();
    if !s.someone_plays() {
        return turns;
    }
    let Some(g) = s.game.as_mut() else {
        return turns;
    };
    let mut last: Option<PlayerId> = moved;
    let mut moved: Vec<PlayerId> = moved.into_iter().collect();
    if g.placing_simultaneously() {
        // Everyone places at once: every AI seat spreads its armies on its borders now (its
        // move of this round).
        for p in g.still_placing() {
            if s.seats[p.index()].ai.is_some() && !moved.contains(&p) {
                moved.push(p);
                turns.push(AiTurn {
                    player: p,
                    events: super::clock::place_rest(&mut s.journal, g, p),
                });
            }
        }
    }
    for _ in 0..AI_ACTION_BUDGET {
        let p = g.current();
        let Some(level) = s.seats[p.index()].ai.filter(|_| !g.is_over()) else {
            break;
        };
        if s.seats[p.index()].timed_out && !any_person(&s.seats, g, None) {
            // An absent player's seat, with nobody else playing: it moves at its deadline.
            break;
        }
        if last != Some(p) {
            // A new move of this seat (a turn, or a claim or placement during setup).
            if moved.contains(&p) {
                break;
            }
            moved.push(p);
            last = Some(p);
        }
        let action = level.act(g, p, &mut s.ai_rng);
        let events = match fair::apply(&mut s.journal, g, p, action) {
            Ok(events) => events,
            // An AI that picks an illegal action ends its step rather than stalling the table;
            // if even that is refused, the humans get the table back.
            Err(_) => match fair::apply(&mut s.journal, g, p, Action::End) {
                Ok(events) => events,
                Err(_) => break,
            },
        };
        match turns.last_mut() {
            Some(t)
                if t.player == p
                    && !t
                        .events
                        .iter()
                        .any(|e| matches!(e, Event::TurnEnded { .. })) =>
            {
                t.events.extend(events)
            }
            _ => turns.push(AiTurn { player: p, events }),
        }
    }
    turns
}

/// Puts a human action's events and the AI turns that followed into posts, DMs and log entries.
pub(crate) fn after_actions(
    s: &Session,
    events: &[Event],
    ai_turns: Vec<AiTurn>,
    outcome: &mut Outcome,
    log: &mut Vec<LogEntry0>,
    started: bool,
) {
    let g = s.game.as_ref().expect("a running game");
    let first = outcome.public.len();
    let lines = text::events(s, g, events);
    if !lines.is_empty() {
        outcome.public.push(Post {
            text: lines.join("\n"),
            ..Post::default()
        });
    }
    let mut all: Vec<&Event> = events.iter().collect();
    // All AI turns in one post, one condensed line each (the full turns go to the log).
    let mut ai_lines: Vec<String> = Vec::new();
    for t in &ai_turns {
        let seat = &s.seats[t.player.index()];
        let line = text::ai_turn(s, g, &t.events);
        if !line.is_empty() {
            ai_lines.push(format!("🤖 **{}**: {line}", seat.name));
        }
        log.push((seat.name.clone(), "ai".into(), t.events.clone()));
        all.extend(&t.events);
    }
    if !ai_lines.is_empty() {
        outcome.public.push(Post {
            text: ai_lines.join("\n"),
            ..Post::default()
        });
    }
    hands_changed(s, g, &all, outcome);
    let turn_started = all.iter().any(|e| matches!(e, Event::TurnStarted { .. }));
    if g.is_over() {
        outcome.public.push(Post {
            text: text::board(s, g),
            ping: vec![],
            board: true,
            ..Post::default()
        });
    } else if g.placing_simultaneously() {
        if started {
            // One call for everyone: each places privately, at the same time.
            let ping = g
                .still_placing()
                .iter()
                .filter_map(|p| s.seats[p.index()].user)
                .collect();
            outcome.public.push(Post {
                text: text::prompt(s, g),
                ping,
                prompt: true,
                ..Post::default()
            });
        } else if let Some(line) = text::placing_progress(s, g, events) {
            outcome.public.push(Post {
                text: line,
                ..Post::default()
            });
        }
    } else if (turn_started || started || (g.turn() == 0 && setup_moved(events, &ai_turns)))
        && s.someone_plays()
    {
        let ping = s.seats[g.current().index()].user.into_iter().collect();
        // A board summary once turns have begun; during setup the prompt is enough.
        let board = (turn_started || started) && g.turn() > 0;
        let mut body = text::prompt(s, g);
        if board {
            body = format!("{}\n{body}", text::board(s, g));
        }
        outcome.public.push(Post {
            text: body,
            ping,
            board,
            prompt: true,
            ..Post::default()
        });
    }
    merge_into_prompt(&mut outcome.public, first);
}

/// One message for what happened and who is next: the text-only posts made since `first`
/// (the move's lines, the AI round) go at the head of the prompt that follows them, when
/// that still fits in one message.
fn merge_into_prompt(posts: &mut Vec<Post>, first: usize) {
    let Some(last) = posts.len().checked_sub(1).filter(|&l| l > first) else {
        return;
    };
    if !posts[last].prompt || !posts[first..last].iter().all(Post::is_plain) {
        return;
    }
    let head: Vec<String> = posts[first..last].iter().map(|p| p.text.clone()).collect();
    let text = format!("{}\n{}", head.join("\n"), posts[last].text);
    if super::outcome::mention_text(&posts[last].ping, &text)
        .chars()
        .count()
        > super::outcome::MESSAGE_LIMIT
    {
        return;
    }
    let mut prompt = posts.remove(last);
    posts.truncate(first);
    prompt.text = text;
    posts.push(prompt);
}

/// During setup every claim or placement passes the turn: the next player needs a prompt.
fn setup_moved(events: &[Event], ai: &[AiTurn]) -> bool {
    let setup = |e: &Event| {
        matches!(
            e,
            Event::Claimed { .. } | Event::Placed { .. } | Event::HqChosen { .. }
        )
    };
    events.iter().any(setup) || ai.iter().any(|t| t.events.iter().any(setup))
}

/// Whose hand an event changes (decided per event).
fn hand_changed_by(e: &Event) -> [Option<PlayerId>; 2] {
    match e {
        Event::CardDrawn { player, .. }
        | Event::Traded { player, .. }
        | Event::StarsTraded { player, .. }
        | Event::CardDiscarded { player, .. }
        | Event::Bribed { player, .. } => [Some(*player), None],
        Event::Eliminated { by, .. } => [Some(*by), None],
        Event::HandPassed { from, to, .. } => [Some(*from), Some(*to)],
        Event::Claimed { .. }
        | Event::Dealt { .. }
        | Event::Placed { .. }
        | Event::PlacedHidden { .. }
        | Event::PlacementsRevealed { .. }
        | Event::SetupComplete
        | Event::TurnStarted { .. }
        | Event::Battle { .. }
        | Event::RewardGained { .. }
        | Event::AirfieldPlaced { .. }
        | Event::AirfieldDestroyed { .. }
        | Event::MissionClaimed { .. }
        | Event::MissionRevealed { .. }
        | Event::StatusRolled { .. }
        | Event::AllyReinforced { .. }
        | Event::AllyArmiesDivided { .. }
        | Event::CapitalPlaced { .. }
        | Event::ObjectiveCollected { .. }
        | Event::ObjectiveDeclined { .. }
        | Event::ObjectivesTaken { .. }
        | Event::ArmiesLost { .. }
        | Event::Conquered { .. }
        | Event::Occupied { .. }
        | Event::DeckReshuffled { .. }
        | Event::Fortified { .. }
        | Event::AttackEnded { .. }
        | Event::TurnEnded { .. }
        | Event::GameOver { .. }
        | Event::GameEnded
        | Event::MissionsDealt
        | Event::MissionCompleted { .. }
        | Event::HqChosen { .. }
        | Event::HqsRevealed { .. }
        | Event::HqCaptured { .. } => [None, None],
    }
}

/// DMs the new hand to every human whose cards changed.
fn hands_changed(s: &Session, g: &Game, events: &[&Event], outcome: &mut Outcome) {
    let mut players: Vec<PlayerId> = Vec::new();
    for e in events {
        for p in hand_changed_by(e).into_iter().flatten() {
            if !players.contains(&p) {
                players.push(p);
            }
        }
    }
    for p in players {
        if let Some(u) = s.seats[p.index()].user {
            outcome.private.push(Private {
                to: u,
                text: text::hand(g, p),
                fallback_command: "/hand",
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::CardId;

    #[test]
    fn every_hand_that_changes_gets_its_new_hand() {
        let (a, b) = (PlayerId(0), PlayerId(2));
        // 004 Team RISK: the cards pass to the teammate, whose hand grows.
        let passed = Event::HandPassed {
            from: a,
            to: b,
            cards: 3,
        };
        assert_eq!(hand_changed_by(&passed), [Some(a), Some(b)]);
        // 004 active neutrals: a bribe leaves the briber's hand.
        let bribe = Event::Bribed {
            player: a,
            neutral: PlayerId(3),
            card: Some(CardId(4)),
            ally: None,
        };
        assert_eq!(hand_changed_by(&bribe), [Some(a), None]);
        assert_eq!(
            hand_changed_by(&Event::TurnEnded { player: a }),
            [None, None]
        );
    }
}
