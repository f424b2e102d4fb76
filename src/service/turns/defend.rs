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
use crate::t;

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
    // The territory named, with its owner when they do not answer for it themselves.
    let place = || {
        let name = crate::i18n::names::place(g.map(), to);
        if owner == defender {
            name.to_string()
        } else {
            t!("svc-defend-whose", territory = name, owner = s.name(owner))
        }
    };
    let when = Moment::Relative(expires).to_string();
    let (attacker, answering) = (actor.name.as_str(), s.name(defender));
    let mut private = Vec::new();
    if g.is_fogged() {
        // Under fog the channel learns who defends, not where; the defender learns where by
        // DM, as far as they see it (a neutral's territory may be hidden from its answerer).
        if let Some(u) = s.seats[defender.index()].user {
            let sight = g.view_of(Some(defender));
            let text = crate::i18n::for_reader(s.lang_of(u), || {
                let place = match (sight.sees_owner(to), sight.armies(g, to)) {
                    (true, Some(a)) => t!("svc-defend-place-armies", place = place(), count = a),
                    (true, None) => place(),
                    (false, _) => t!("svc-defend-unseen"),
                };
                t!("svc-defend-dm", attacker = attacker, place = place)
            });
            private.push(Private {
                to: u,
                text,
                fallback_command: "/board",
            });
        }
    }
    let post = crate::i18n::in_channel(|| Post {
        text: if g.is_fogged() {
            t!(
                "svc-defend-hidden",
                attacker = attacker,
                defender = answering.as_str(),
                when = when.as_str()
            )
        } else {
            t!(
                "svc-defend",
                attacker = attacker,
                place = place(),
                defender = answering.as_str(),
                when = when.as_str()
            )
        },
        ping: s.seats[defender.index()].user.into_iter().collect(),
        rows: vec![Row::Buttons(
            [1u8, 2]
                .map(|n| Button {
                    id: format!("defend:{n}:{id}"),
                    label: t!("svc-defend-button", count = n),
                })
                .to_vec(),
        )],
        ..Post::default()
    });
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
        return user(t!("ref-attack-resolved"));
    };
    if s.seats[p.defender as usize].user != Some(actor.user) {
        return user(t!("ref-defender-only"));
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
    // What the attack did is the attacker's to read (the defender clicked, or the clock).
    let lang = s.seats[attacker.index()]
        .user
        .map_or(crate::i18n::current(), |u| s.lang_of(u));
    let (mut outcome, log) = crate::i18n::for_reader(lang, || {
        perform_then(s, attacker, action, p.move_in, &name, "attack")
    })?;
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
                text: crate::i18n::in_channel(|| {
                    crate::service::words::text::prompt(s, g, &g.view(Reader::Everyone))
                }),
                ping: s.seats[attacker.index()].user.into_iter().collect(),
                prompt: true,
                ..Post::default()
            });
        }
    }
    Ok((outcome, log))
}
