//! Live defence (`defender_dice: choose`): an attack on a human's territory with two or more
//! armies waits for the defender to pick 1 or 2 dice by button, or rolls the maximum when the
//! window closes. The pending attack is part of the stored session, so buttons survive restarts.

use super::turn::{explain, perform_then};
use crate::engine::{Action, PlayerId, Reader};
use crate::service::table::clock::DefenderDice;
use crate::service::table::session::{Change, LogEntry0, PendingAttack, Session};
use crate::service::values::command::Troops;
use crate::service::values::error::{refuse, user, ServiceError};
use crate::service::values::keys::Actor;
use crate::service::values::outcome::{Button, Moment, Outcome, Post, Private, Row};
use crate::service::values::refusal::Refusal;

/// Holds `action` for the defender's answer when the table plays live defence; `None` when the
/// attack should simply go ahead.
pub(crate) fn maybe_ask(
    s: &Session,
    me: PlayerId,
    action: Action,
    move_in: Option<Troops>,
    actor: &Actor,
    now: u64,
) -> Result<Option<Change>, ServiceError> {
    let DefenderDice::Choose { window } = s.timing.defender_dice else {
        return Ok(None);
    };
    let Action::Attack {
        to,
        defender_dice: None,
        ..
    } = action
    else {
        return Ok(None);
    };
    let g = s.game.as_ref().expect("running");
    // A neutral's defence dice are chosen by the other player (003 2-player RISK; 004
    // passive neutrals: "your opponent rolls defense").
    let answers = |d: PlayerId| {
        if g.is_neutral(d) {
            g.players()
                .find(|&q| q != me && !g.is_neutral(q) && !g.is_eliminated(q))
        } else {
            Some(d)
        }
    };
    let Some(owner) = g.owner(to) else {
        return Ok(None);
    };
    let Some(defender) =
        answers(owner).filter(|d| s.seats[d.index()].user.is_some() && g.armies(to) >= 2)
    else {
        return Ok(None);
    };
    // A refused attack is explained now, not after the defender has answered.
    let refused = |v| explain(s, g, me, &v);
    g.clone().apply(me, action).map_err(refused)?;
    let mut s = s.clone();
    let id = s.log_len;
    let expires = now + window;
    s.pending = Some(PendingAttack {
        id,
        attacker: me.0,
        defender: defender.0,
        action,
        expires,
        move_in,
    });
    let name = g.map().name(to);
    let whose = if owner == defender {
        String::new()
    } else {
        format!(" ({}'s)", s.name(owner))
    };
    let mut private = Vec::new();
    let text = if g.is_fogged() {
        // Under fog the channel learns who defends, not where; the defender learns where by
        // DM, as far as they see it (a neutral's territory may be hidden from its answerer).
        let sight = g.view_of(Some(defender));
        let place = match (sight.sees_owner(to), sight.armies(g, to)) {
            (true, Some(a)) => format!("{name}{whose}, {a} armies"),
            (true, None) => format!("{name}{whose}"),
            (false, _) => "a territory you cannot see".into(),
        };
        if let Some(u) = s.seats[defender.index()].user {
            private.push(Private {
                to: u,
                text: format!(
                    "⚔ {} attacks {place}: choose your defence dice with the buttons in the \
                     channel.",
                    actor.name
                ),
                fallback_command: "/board",
            });
        }
        format!(
            "⚔ {} attacks! {}, defend with 1 or 2 dice (2 if you do not answer {}; where, \
             you alone are told).",
            actor.name,
            s.name(defender),
            Moment::Relative(expires)
        )
    } else {
        format!(
            "⚔ {} attacks {name}{whose}! {}, defend with 1 or 2 dice (2 if you do not answer {}).",
            actor.name,
            s.name(defender),
            Moment::Relative(expires)
        )
    };
    let post = Post {
        text,
        ping: s.seats[defender.index()].user.into_iter().collect(),
        rows: vec![Row::Buttons(
            [1u8, 2]
                .map(|n| Button {
                    id: format!("defend:{n}:{id}"),
                    label: format!("Defend with {n} {}", if n == 1 { "die" } else { "dice" }),
                })
                .to_vec(),
        )],
        ..Post::default()
    };
    Ok(Some(Change {
        outcome: Outcome {
            public: vec![post],
            private,
            ..Outcome::default()
        },
        log: vec![(actor.name.clone(), "attack".into(), vec![])],
        session: Some(s),
    }))
}

/// The defender's button: resolves the held attack with their dice.
pub(crate) fn answer(
    current: Option<&Session>,
    actor: &Actor,
    dice: u8,
    attack: u64,
) -> Result<Change, ServiceError> {
    let Some(s) = current else {
        return refuse(Refusal::NoGame);
    };
    let Some(p) = s.pending.as_ref().filter(|p| p.id == attack) else {
        return user("That attack was already resolved.");
    };
    if s.seats[p.defender as usize].user != Some(actor.user) {
        return user("Only the defender chooses the defence dice.");
    }
    let mut s = s.clone();
    let (outcome, log) = resolve(&mut s, Some(dice))?;
    Ok(Change {
        outcome,
        log,
        session: Some(s),
    })
}

/// Rolls the held attack with `dice` defence dice (capped by the armies; `None` = maximum).
pub(crate) fn resolve(
    s: &mut Session,
    dice: Option<u8>,
) -> Result<(Outcome, Vec<LogEntry0>), ServiceError> {
    let p = s.pending.take().expect("a pending attack");
    let mut action = p.action;
    if let Action::Attack {
        to, defender_dice, ..
    } = &mut action
    {
        let max = s.game.as_ref().expect("running").armies(*to).min(2) as u8;
        *defender_dice = Some(dice.unwrap_or(max).clamp(1, max));
    }
    let attacker = PlayerId(p.attacker);
    let name = s.name(attacker);
    let (mut outcome, log) = perform_then(s, attacker, action, p.move_in, &name, "attack")?;
    let g = s.game.as_ref().expect("running");
    if g.is_fogged() {
        // The attacker's own report is theirs, not the defender's who clicked (or the clock):
        // it goes to them by DM, and the channel's prompt opens their next step.
        outcome.reply_prompt = false;
        if let (Some(text), Some(u)) = (outcome.reply.take(), s.seats[attacker.index()].user) {
            outcome.private.push(Private {
                to: u,
                text,
                fallback_command: "/board",
            });
        }
        if g.current() == attacker && !outcome.public.iter().any(|p| p.prompt) {
            outcome.public.push(Post {
                text: crate::service::words::text::prompt(s, g, &g.view(Reader::Everyone)),
                ping: s.seats[attacker.index()].user.into_iter().collect(),
                prompt: true,
                ..Post::default()
            });
        }
    }
    Ok((outcome, log))
}
