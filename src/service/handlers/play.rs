//! Playing commands: names resolved on the channel's map into the engine's actions (and back,
//! `Command::for_action`), held for the defender when the table plays live defence, then
//! applied (`turn`).

use crate::engine::rules::CardValues;
use crate::engine::{Action, AttackMode, CardMask, Game, PlayerId};
use crate::service::table::session::{running, Change, Session};
use crate::service::turns::defend::maybe_ask;
use crate::service::turns::turn::perform_then;
use crate::service::values::command::{Command, Troops};
use crate::service::values::error::{refuse, user, ServiceError};
use crate::service::values::keys::Actor;
use crate::service::values::outcome::Moment;
use crate::service::values::refusal::Refusal;
use crate::service::values::route::PlayCommand;
use crate::service::words::input::{
    draft_left, objective, parse_card_list, parse_cards, territory,
};
use crate::service::words::text;

pub(crate) fn play(
    current: Option<&Session>,
    actor: &Actor,
    cmd: &PlayCommand,
    name: &str,
    now: u64,
) -> Result<Change, ServiceError> {
    let (s, g) = running(current)?;
    let Some(me) = s.seat_of(actor.user) else {
        return refuse(Refusal::NotPlaying);
    };
    if let Some(p) = &s.pending {
        return user(crate::t!(
            "ref-waiting-for-defender",
            name = s.name(PlayerId(p.defender)),
            until = Moment::Relative(p.expires).to_string()
        ));
    }
    let action = to_action(s, g, me, cmd)?;
    let move_in = match cmd {
        PlayCommand::Attack { move_in, .. } => *move_in,
        PlayCommand::Claim { .. }
        | PlayCommand::Hq { .. }
        | PlayCommand::Bribe { .. }
        | PlayCommand::Ally { .. }
        | PlayCommand::Airfield { .. }
        | PlayCommand::Objective { .. }
        | PlayCommand::Draft { .. }
        | PlayCommand::Trade { .. }
        | PlayCommand::Move { .. }
        | PlayCommand::Fortify { .. }
        | PlayCommand::End => None,
    };
    if let Some(change) = maybe_ask(s, me, action, move_in, actor, now)? {
        return Ok(change);
    }
    let mut s = s.clone();
    let (mut outcome, log) = perform_then(&mut s, me, action, move_in, &actor.name, name)?;
    if let PlayCommand::Hq { .. } = cmd {
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

impl Command {
    /// The command a person would type for `a` at this table (tests, and AI advice).
    pub fn for_action(s: &Session, g: &Game, a: Action) -> Command {
        let n = |t| g.map().name(t).to_string();
        match a {
            Action::Claim { territory } => Command::Claim {
                territory: n(territory),
            },
            Action::Place { territory, armies } => Command::Draft {
                territory: n(territory),
                troops: Troops::Exactly(armies),
            },
            Action::Trade { cards, bonus } => Command::Trade {
                cards: cards
                    .iter()
                    .map(|c| g.card_territory(*c).map(n).unwrap_or_else(|| "wild".into()))
                    .collect::<Vec<_>>()
                    .join(", "),
                bonus: bonus.map(n),
            },
            Action::TradeStars { cards } => Command::Trade {
                cards: cards
                    .iter()
                    .filter_map(|c| g.card_territory(c).map(n))
                    .collect::<Vec<_>>()
                    .join(", "),
                bonus: None,
            },
            Action::Attack {
                from,
                to,
                dice,
                mode,
                commander,
                ..
            } => Command::Attack {
                from: n(from),
                to: n(to),
                dice,
                blitz: matches!(mode, AttackMode::Blitz { .. }),
                stop_at: match mode {
                    AttackMode::Blitz { stop_at } => stop_at,
                    AttackMode::Once => None,
                },
                commander,
                move_in: None,
            },
            Action::Occupy { armies } => Command::Move {
                troops: Troops::Exactly(armies),
            },
            Action::Fortify { from, to, armies } => Command::Fortify {
                from: n(from),
                to: n(to),
                troops: Troops::Exactly(armies),
            },
            Action::End => Command::End,
            Action::ChooseHq { territory } => Command::Hq {
                territory: n(territory),
            },
            Action::Bribe { neutral, card } => Command::Bribe {
                neutral: crate::i18n::markup::plain(|| s.name(neutral)),
                card: g
                    .card_territory(card)
                    .map(n)
                    .unwrap_or_else(|| "wild".into()),
            },
            Action::ReinforceAlly { territory } => Command::Ally {
                territory: n(territory),
                troops: None,
            },
            Action::DivideAllyRoll { territory, armies } => Command::Ally {
                territory: n(territory),
                troops: Some(armies),
            },
            Action::PlaceAirfield { territory } => Command::Airfield {
                territory: n(territory),
            },
            Action::ChooseObjective { objective, discard } => Command::Objective {
                name: objective.map(|o| o.describe(g.map())),
                discard: discard.map(|c| g.card_name(c)),
            },
        }
    }
}

fn to_action(
    s: &Session,
    g: &Game,
    me: PlayerId,
    cmd: &PlayCommand,
) -> Result<Action, ServiceError> {
    Ok(match cmd {
        PlayCommand::Claim { territory: t } => Action::Claim {
            territory: territory(g, t)?,
        },
        PlayCommand::Hq { territory: t } => Action::ChooseHq {
            territory: territory(g, t)?,
        },
        PlayCommand::Bribe { neutral, card } => Action::Bribe {
            neutral: s
                .find_seat(neutral)
                .filter(|&q| g.is_neutral(q))
                .ok_or_else(|| {
                    let names: Vec<String> = g
                        .players()
                        .filter(|&q| g.is_neutral(q) && !g.is_eliminated(q))
                        .map(|q| s.name(q))
                        .collect();
                    ServiceError::Refused(Refusal::Other(if names.is_empty() {
                        crate::t!(
                            "ref-no-neutrals",
                            neutral = crate::i18n::markup::name(neutral)
                        )
                    } else {
                        crate::t!(
                            "ref-no-such-neutral",
                            neutral = crate::i18n::markup::name(neutral),
                            names = names.join(", ")
                        )
                    }))
                })?,
            card: match parse_card_list(g, me, card)?.as_slice() {
                [one] => *one,
                cards => return user(crate::t!("ref-bribe-one-card", count = cards.len())),
            },
        },
        PlayCommand::Ally {
            territory: t,
            troops: None,
        } => Action::ReinforceAlly {
            territory: territory(g, t)?,
        },
        PlayCommand::Ally {
            territory: t,
            troops: Some(armies),
        } => Action::DivideAllyRoll {
            territory: territory(g, t)?,
            armies: *armies,
        },
        PlayCommand::Airfield { territory: t } => Action::PlaceAirfield {
            territory: territory(g, t)?,
        },
        PlayCommand::Objective { name, discard } => Action::ChooseObjective {
            objective: name.as_deref().map(|n| objective(g, n)).transpose()?,
            discard: match discard {
                None => None,
                Some(card) => match parse_card_list(g, me, card)?.as_slice() {
                    [one] => Some(*one),
                    cards => return user(crate::t!("ref-discard-one-card", count = cards.len())),
                },
            },
        },
        PlayCommand::Draft {
            territory: t,
            troops,
        } => {
            let t = territory(g, t)?;
            Action::Place {
                territory: t,
                armies: troops.of(draft_left(g, me, Some(t))),
            }
        }
        PlayCommand::Trade { cards, .. } if g.rules().card_values == CardValues::Stars => {
            Action::TradeStars {
                cards: CardMask::of(parse_card_list(g, me, cards)?),
            }
        }
        PlayCommand::Trade { cards, bonus } => Action::Trade {
            cards: parse_cards(g, me, cards)?,
            bonus: bonus.as_deref().map(|t| territory(g, t)).transpose()?,
        },
        PlayCommand::Attack {
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
        PlayCommand::Move { troops } => Action::Occupy {
            armies: troops.of(g.occupy_range().map_or(0, |(.., max)| max)),
        },
        PlayCommand::Fortify { from, to, troops } => {
            let (from, to) = (territory(g, from)?, territory(g, to)?);
            Action::Fortify {
                from,
                to,
                armies: troops.of(g.fortify_max(from, to)),
            }
        }
        PlayCommand::End => Action::End,
        // Routed elsewhere (`GameService::handle` sends only the commands above here).
    })
}
