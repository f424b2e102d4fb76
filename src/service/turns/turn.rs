//! Moving a table's game on: a seat's action applied (and recorded, `fair::apply`), the AI
//! seats' moves that follow (`ai`), and what happened put into posts, DMs and log entries.

use super::ai::{run_ai, AiTurn};
use crate::engine::{Action, Event, Game, Phase, PlayerId, Reader};
use crate::service::history::fair;
use crate::service::table::session::{LogEntry0, Session, Undo};
use crate::service::values::command::Troops;
use crate::service::values::error::ServiceError;
use crate::service::values::outcome::{Outcome, Post, Private};
use crate::service::values::refusal::Refusal;
use crate::service::words::text;

/// The refusal as the player's message (seat `me`'s, from what they see), with seat names.
pub(crate) fn explain(
    s: &Session,
    g: &Game,
    me: PlayerId,
    v: &crate::engine::RuleViolation,
) -> ServiceError {
    let names = |p: PlayerId| s.name(p);
    ServiceError::Refused(Refusal::Rule {
        violation: v.clone(),
        words: g.explain_for(v, &g.view_of(Some(me)), &names),
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
    let before_mover = Mover::of(&g);
    // In the move-in step, going on settles it (the engine's `settle_move_in`): an /end there
    // ends the attacks as from the attack step.
    let attacking = matches!(
        g.phase(),
        Phase::Attack
            | Phase::Occupy {
                trade_down: false,
                ..
            }
    );
    // The game as it was, for /undo: kept only for a move that can be taken back.
    let before = takes_back(action).then(|| g.clone());
    let mut events = match fair::apply(&mut s.journal, &mut g, me, action) {
        Ok(events) => events,
        Err(v) => {
            let refused = explain(s, &g, me, &v);
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
                let refused = explain(s, &g, me, &v);
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
        // Said again by /undo: in the channel when the board is public, else to the mover.
        let public = !before.is_fogged() && !before.placing_simultaneously();
        let said = || undoable(&before, action, &events, &ai_turns);
        let what = if public {
            crate::i18n::in_channel(said)?
        } else {
            said()?
        };
        Some(Undo {
            seat: me.0,
            before,
            what,
        })
    });
    let mut outcome = Outcome::default();
    after_actions(
        s,
        &events,
        ai_turns,
        &mut outcome,
        &mut log,
        Some(before_mover),
    );
    if let Some(u) = s.seats[me.index()].user {
        // A ping only for whoever must act now and did not just act.
        for post in &mut outcome.public {
            post.ping.retain(|x| *x != u);
        }
    }
    let g = s.game.as_ref().expect("game");
    if g.placing_simultaneously() {
        // With armies left, their placement menus come with it.
        outcome.reply = Some(text::hidden_placements(s, g, me));
        outcome.reply_prompt = true;
    } else if g.is_fogged() {
        private_turn(s, g, me, &events, &mut outcome);
    } else if g.current() == me && !g.is_over() && !outcome.public.iter().any(|p| p.prompt) {
        // Still this player's move: what comes next goes under what just happened, with the
        // components for it (no private repetition of a public prompt).
        let next = crate::i18n::in_channel(|| {
            crate::t!(
                "svc-next",
                name = s.name(me),
                what = g.describe(g.expected())
            )
        });
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

/// Under fog: the mover's own move in full, as they see it, in a reply only they see, and when
/// the move is still theirs what comes next, with their components under it (the channel's
/// prompt carries only the button that opens this).
fn private_turn(s: &Session, g: &Game, me: PlayerId, events: &[Event], outcome: &mut Outcome) {
    let view = g.view_of(Some(me));
    let mut lines = text::events(s, g, &view, events);
    if g.current() == me {
        lines.push(crate::t!(
            "svc-next-private",
            prompt = text::prompt(s, g, &view)
        ));
        outcome.reply_prompt = true;
    }
    if !lines.is_empty() {
        outcome.reply = Some(text::clip(
            &lines.join("\n"),
            crate::service::values::outcome::MESSAGE_LIMIT,
        ));
    }
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
    let n = |t| crate::i18n::names::place(before.map(), t);
    match action {
        Action::Place { territory, armies } => Some(crate::t!(
            "svc-undo-place",
            count = armies,
            territory = n(territory)
        )),
        Action::Occupy { armies } => Some(crate::t!("svc-undo-move-in", count = armies)),
        Action::Fortify { from, to, armies } => Some(crate::t!(
            "svc-undo-fortify",
            count = armies,
            from = n(from),
            to = n(to)
        )),
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

/// Whose move it is: everyone at once (a simultaneous placement), or one seat in one turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mover {
    Everyone,
    Seat { turn: u32, seat: PlayerId },
}

impl Mover {
    pub(crate) fn of(g: &Game) -> Mover {
        if g.placing_simultaneously() {
            Mover::Everyone
        } else {
            Mover::Seat {
                turn: g.turn(),
                seat: g.current(),
            }
        }
    }
}

/// Puts a human action's events and the AI turns that followed into posts, DMs and log entries.
/// `before`: whose move it was before them (`None`: the game has just started). When the move
/// has passed to someone else (a turn, a setup step, the end of a simultaneous placement), the
/// one to move now gets the prompt, with a ping and their components.
pub(crate) fn after_actions(
    s: &Session,
    events: &[Event],
    ai_turns: Vec<AiTurn>,
    outcome: &mut Outcome,
    log: &mut Vec<LogEntry0>,
    before: Option<Mover>,
) {
    // Everything here is posted in the channel (its DMs are written for their readers).
    crate::i18n::in_channel(|| posts_after(s, events, ai_turns, outcome, log, before))
}

fn posts_after(
    s: &Session,
    events: &[Event],
    ai_turns: Vec<AiTurn>,
    outcome: &mut Outcome,
    log: &mut Vec<LogEntry0>,
    before: Option<Mover>,
) {
    let g = s.game.as_ref().expect("a running game");
    let started = before.is_none();
    let handed = before != Some(Mover::of(g));
    let first = outcome.public.len();
    // The channel reads what every player may see (all of it without fog).
    let public = g.view(Reader::Everyone);
    let lines = text::events(s, g, &public, events);
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
        let line = text::ai_turn(s, g, &public, &t.events);
        if !line.is_empty() {
            // The heading names the seat: "🤖 **AI 1**: places 4 on Peru", not "AI 1 places"
            // (nor "KI 1: setzt 4", as German writes the story).
            let line = line
                .strip_prefix(&s.name(t.player))
                .map(|rest| rest.trim_start_matches(|c: char| c == ':' || c.is_whitespace()))
                .filter(|rest| !rest.is_empty())
                .unwrap_or(&line);
            ai_lines.push(crate::t!(
                "svc-ai-line",
                name = s.label(t.player),
                line = line
            ));
        }
        // The log keeps names as stored (English, plain), whatever the channel reads.
        let label = crate::i18n::markup::plain(|| {
            crate::i18n::with(crate::i18n::Lang::En, crate::i18n::Lang::En, || {
                s.label(t.player)
            })
        });
        log.push((label, "ai".into(), t.events.clone()));
        all.extend(&t.events);
    }
    if !ai_lines.is_empty() {
        outcome.public.push(Post {
            text: ai_lines.join("\n"),
            ..Post::default()
        });
    }
    hands_changed(s, g, &all, outcome);
    if g.is_fogged() {
        suffered(s, g, &all, outcome);
    }
    let turn_started = all.iter().any(|e| matches!(e, Event::TurnStarted { .. }));
    if g.is_over() {
        outcome.public.push(Post {
            text: String::new(),
            summary: Some(text::public_summary(s, g)),
            ping: vec![],
            board: true,
            ..Post::default()
        });
    } else if g.placing_simultaneously() {
        if handed {
            // One call for everyone (at the start, or after the claims): each places
            // privately, at the same time.
            let ping = g
                .still_placing()
                .iter()
                .filter_map(|p| s.seats[p.index()].user)
                .collect();
            outcome.public.push(Post {
                text: text::placement_call(s, g),
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
    } else if (turn_started || handed || (g.turn() == 0 && setup_moved(events, &ai_turns)))
        && s.someone_plays()
    {
        let ping = s.seats[g.current().index()].user.into_iter().collect();
        // A board summary once turns have begun; during setup the prompt is enough.
        let board = (turn_started || started) && g.turn() > 0;
        outcome.public.push(Post {
            text: text::prompt(s, g, &public),
            summary: board.then(|| text::public_summary(s, g)),
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
    if crate::service::values::outcome::mention_text(&posts[last].ping, &text)
        .chars()
        .count()
        > crate::service::values::outcome::MESSAGE_LIMIT
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

/// Under fog: DMs each human whose territories these events touched what happened to them
/// (`text::suffered`), one message each.
fn suffered(s: &Session, g: &Game, events: &[&Event], outcome: &mut Outcome) {
    let events: Vec<Event> = events.iter().map(|&e| e.clone()).collect();
    for p in g.players() {
        let Some(u) = s.seats[p.index()].user else {
            continue;
        };
        let text = crate::i18n::for_reader(s.lang_of(u), || text::suffered(s, g, p, &events));
        if let Some(text) = text {
            outcome.private.push(Private {
                to: u,
                text,
                fallback_command: "/board",
            });
        }
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
                text: crate::i18n::for_reader(s.lang_of(u), || text::hand(g, p)),
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
