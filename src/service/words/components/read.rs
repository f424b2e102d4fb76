//! A click read back: the id checked against the game, state and seat, then turned into the
//! same `Command` the slash command makes, or an answer to the clicker alone.

use super::choices::{borders_first, can_attack, spread, target_choice, with_chance};
use super::parts::{choice, menu, menu_with, ANY};
use super::rows::{how_rows, mover_rows, placement_rows, trade_rows};
use crate::engine::{PlayerId, TerritoryId};
use crate::service::table::session::Session;
use crate::service::values::command::{Command, Troops};
use crate::service::values::error::{user, ServiceError};
use crate::service::values::keys::Actor;
use crate::service::values::offers;
use crate::service::values::outcome::{Choice, Outcome};
use crate::service::words::input::draft_left;
use crate::service::words::text;

/// What a component click asks for.
pub(crate) enum Click {
    /// A move: handled like the slash command.
    Command(Command),
    /// Only an answer to the clicker (their own menu), nothing changes.
    Answer(Outcome),
}

/// Reads a click: which game, state and seat it was made for, and what it asks.
pub(crate) fn read(
    s: Option<&Session>,
    actor: &Actor,
    id: &str,
    values: &[String],
) -> Result<Click, ServiceError> {
    let parts: Vec<&str> = id.split(':').collect();
    let ["go", game, version, seat, verb, rest @ ..] = parts.as_slice() else {
        return user("This button is no longer in use.");
    };
    let Some(s) = s.filter(|s| s.number.to_string() == *game) else {
        return user(
            "These buttons belong to a game that is over here: /risk status shows what is on.",
        );
    };
    let Some(g) = s.game.as_ref() else {
        return user("No game is running here.");
    };
    let Some(me) = s.seat_of(actor.user) else {
        return user("You are not playing in this game; /board shows how it stands.");
    };
    if *seat != ANY && *seat != me.0.to_string() {
        let whose = seat
            .parse::<u8>()
            .ok()
            .filter(|&q| (q as usize) < s.seats.len())
            .map_or_else(|| "another player".to_string(), |q| s.name(PlayerId(q)));
        return user(format!(
            "Not your turn: these are {whose}'s buttons. Nothing changed."
        ));
    }
    // The call to everyone only opens the clicker's own menu: it stays good while others move;
    // so does "Open my turn" while its seat is to move (their moves, made privately, leave it
    // in the channel).
    let opens = *verb == "op" && g.current() == me && !g.placing_simultaneously();
    if *seat != ANY && !opens && *version != s.log_len.to_string() {
        return user(format!(
            "These buttons are out of date: the game has moved on. Nothing changed. Now: {}",
            text::prompt(s, g, &g.view_of(Some(me)))
        ));
    }
    let value = values.first().map(String::as_str).or(rest.first().copied());
    let terr = |v: Option<&str>| -> Result<TerritoryId, ServiceError> {
        v.and_then(|v| v.parse::<u8>().ok())
            .map(TerritoryId)
            .filter(|t| (t.0 as usize) < g.map().territory_count())
            .map_or_else(|| user("That choice is not on the board."), Ok)
    };
    let name = |t: TerritoryId| g.map().name(t).to_string();
    let pair = |v: Option<&str>| -> Result<(TerritoryId, TerritoryId), ServiceError> {
        let mut parts = v.unwrap_or("").split('-');
        let (a, b) = parts
            .next()
            .zip(parts.next())
            .map_or_else(|| user("That choice is not on the board."), Ok)?;
        Ok((terr(Some(a))?, terr(Some(b))?))
    };
    let number = |v: Option<&str>| -> Result<u16, ServiceError> {
        v.and_then(|v| v.parse().ok())
            .map_or_else(|| user("That choice is not a number."), Ok)
    };
    let cmd = match *verb {
        // Under fog, the mover's turn in a reply only they see (the channel's prompt carries
        // only this button).
        "op" => {
            if let Some(p) = &s.pending {
                return user(format!(
                    "Waiting for {} to choose defence dice; your turn goes on after.",
                    s.name(PlayerId(p.defender))
                ));
            }
            return Ok(Click::Answer(Outcome {
                reply: Some(text::prompt(s, g, &g.view_of(Some(me)))),
                reply_rows: mover_rows(s, g, None),
                ..Outcome::default()
            }));
        }
        "pl" => {
            if !g.placing_simultaneously() {
                return user(format!(
                    "The starting armies are all placed and revealed. Now: {}",
                    text::prompt(s, g, &g.view_of(Some(me)))
                ));
            }
            if g.setup_armies_left(me) == 0 {
                return user(text::hidden_placements(s, g, me));
            }
            return Ok(Click::Answer(Outcome {
                reply: Some(text::hidden_placements(s, g, me)),
                reply_rows: placement_rows(s, g, me),
                ..Outcome::default()
            }));
        }
        "cl" => Command::Claim {
            territory: name(terr(value)?),
        },
        "hq" => Command::Hq {
            territory: name(terr(value)?),
        },
        "ds" => {
            let t = terr(value)?;
            // A neutral's army in a setup round is one (`draft_left`).
            let most = draft_left(g, me, Some(t)).min(g.room(t));
            if most <= 1 {
                // One army is all it takes.
                Command::Draft {
                    territory: name(t),
                    troops: Troops::Exactly(most.min(1)),
                }
            } else {
                let amounts = spread(1, most)
                    .into_iter()
                    .map(|n| choice(format!("Place {n}"), n.to_string()))
                    .collect();
                let arg = t.0.to_string();
                let how_many = menu_with(s, me, ("da", Some(&arg)), "How many?".into(), amounts);
                let armies = g
                    .view_of(Some(me))
                    .armies(g, t)
                    .map_or("armies unknown".to_string(), |a| format!("{a} armies"));
                return Ok(Click::Answer(Outcome {
                    reply: Some(format!(
                        "How many of your {} on {} ({armies})?",
                        draft_left(g, me, None),
                        name(t),
                    )),
                    reply_rows: how_many.into_iter().collect(),
                    ..Outcome::default()
                }));
            }
        }
        "da" => Command::Draft {
            territory: name(terr(rest.first().copied())?),
            troops: Troops::Exactly(number(values.first().map(String::as_str))?),
        },
        "dr" => {
            let t = terr(value)?;
            // Under an army cap, as many as the territory still holds (a neutral's army in a
            // setup round is one: `draft_left`).
            let left = draft_left(g, me, Some(t));
            let troops = if g.room(t) < left {
                Troops::Exactly(g.room(t))
            } else {
                Troops::All
            };
            Command::Draft {
                territory: name(t),
                troops,
            }
        }
        "tr" if value.is_none() => {
            // The public "Trade cards": one set is traded at once; with more, the player
            // picks one in a reply only they see.
            let sets = offers::trade_sets(g, me);
            match sets.as_slice() {
                [] => {
                    return user(format!(
                        "You have no set of cards to trade now. {}",
                        text::prompt(s, g, &g.view_of(Some(me)))
                    ))
                }
                [set] => Command::Trade {
                    cards: set
                        .map(|c| g.card_territory(c).map_or("wild".into(), name))
                        .join(", "),
                    bonus: None,
                },
                _ => {
                    return Ok(Click::Answer(Outcome {
                        reply: Some(format!(
                            "Which set? (only you see this) {}",
                            text::hand(g, me)
                        )),
                        reply_rows: trade_rows(s, g, me),
                        ..Outcome::default()
                    }))
                }
            }
        }
        "tr" => {
            let cards: Vec<String> = value
                .unwrap_or("")
                .split('.')
                .filter_map(|c| c.parse::<u16>().ok())
                .map(|c| {
                    let c = crate::engine::CardId(c);
                    g.card_territory(c).map_or("wild".into(), name)
                })
                .collect();
            Command::Trade {
                cards: cards.join(", "),
                bonus: None,
            }
        }
        "fr" => {
            let from = terr(value)?;
            let view = g.view_of(Some(me));
            // Under fog, in the board's order: the usual order tells of the targets' neighbours.
            let order: Vec<TerritoryId> = match view.is_clear() {
                true => borders_first(g, g.attack_targets(from).iter()),
                false => g.attack_targets(from).iter().collect(),
            };
            let targets: Vec<Choice> = order
                .into_iter()
                .map(|t| with_chance(target_choice(g, &view, t), g, &view, from, t))
                .collect();
            let arg = from.0.to_string();
            let Some(to) = menu_with(s, me, ("to", Some(&arg)), "Attack…".into(), targets) else {
                return user(format!(
                    "{} cannot attack now. {}",
                    name(from),
                    text::prompt(s, g, &g.view_of(Some(me)))
                ));
            };
            return Ok(Click::Answer(Outcome {
                reply: Some(format!(
                    "From {} ({} armies): attack which territory? (the % is the chance to take it blitzing)",
                    name(from),
                    g.armies(from)
                )),
                reply_rows: vec![to],
                ..Outcome::default()
            }));
        }
        "to" => {
            let from = terr(rest.first().copied())?;
            let to = terr(values.first().map(String::as_str))?;
            if !can_attack(g, me, from, to) {
                return user(format!(
                    "You cannot attack {} from {} now. {}",
                    name(to),
                    name(from),
                    text::prompt(s, g, &g.view_of(Some(me)))
                ));
            }
            let armies = g
                .view_of(Some(me))
                .armies(g, to)
                .map_or("armies unknown".to_string(), |a| a.to_string());
            return Ok(Click::Answer(Outcome {
                reply: Some(format!(
                    "{} ({}) attacking {} ({armies}): how?",
                    name(from),
                    g.armies(from),
                    name(to),
                )),
                reply_rows: how_rows(s, g, me, from, to),
                ..Outcome::default()
            }));
        }
        "bz" | "ro" | "bk" => {
            let (from, to) = pair(value)?;
            // "Blitz keeping N": the amount comes after the pair.
            let stop_at = match *verb {
                "bk" => Some(number(value.and_then(|v| v.rsplit('-').next()))?),
                _ => None,
            };
            let blitz = *verb != "ro";
            Command::Attack {
                from: name(from),
                to: name(to),
                dice: None,
                blitz,
                stop_at,
                commander: false,
                // A blitz moves everything in after a conquest; "Roll once" asks.
                move_in: blitz.then_some(Troops::All),
            }
        }
        "mv" | "mn" => Command::Move {
            troops: Troops::Exactly(number(value)?),
        },
        "fo" => {
            let (from, to) = pair(value)?;
            Command::Fortify {
                from: name(from),
                to: name(to),
                // All but one, or as many as `to` still holds under an army cap.
                troops: Troops::All,
            }
        }
        "en" => Command::End,
        "un" => Command::Undo,
        "ob" => Command::Objective {
            name: match value {
                Some("none") => None,
                v => {
                    let i = number(v)? as usize;
                    let o = g.objective_choices().get(i).copied();
                    Some(
                        o.map_or_else(|| user("That Objective is no longer open."), Ok)?
                            .describe(g.map()),
                    )
                }
            },
            discard: None,
        },
        "af" => Command::Airfield {
            territory: name(terr(value)?),
        },
        "al" => Command::Ally {
            territory: name(terr(value)?),
            troops: None,
        },
        "br" if value.is_some_and(|v| !v.contains('-')) => {
            // A neutral picked on the public menu: which card, in a reply only the briber sees.
            let q = number(value)?;
            if usize::from(q) >= s.seats.len() {
                return user("That choice is not on the board.");
            }
            let cards: Vec<Choice> = offers::bribes(g, me)
                .into_iter()
                .filter(|(n, _)| u16::from(n.0) == q)
                .flat_map(|(n, cards)| {
                    cards.into_iter().map(move |c| {
                        choice(
                            format!("Give {}", g.card_name(c)),
                            format!("{}-{}", n.0, c.0),
                        )
                    })
                })
                .collect();
            let neutral = s.name(PlayerId(q as u8));
            let Some(row) = menu(s, me, "br", format!("Give {neutral} which card?"), cards) else {
                return user(format!(
                    "You cannot bribe {neutral} now. {}",
                    text::prompt(s, g, &g.view_of(Some(me)))
                ));
            };
            return Ok(Click::Answer(Outcome {
                reply: Some(format!(
                    "Which card goes face down to {neutral}? (only you see this)"
                )),
                reply_rows: vec![row],
                ..Outcome::default()
            }));
        }
        "br" => {
            let (q, c) = value
                .and_then(|v| v.split_once('-'))
                .and_then(|(q, c)| Some((q.parse::<u8>().ok()?, c.parse::<u16>().ok()?)))
                .map_or_else(|| user("That choice is not on the board."), Ok)?;
            let card = crate::engine::CardId(c);
            Command::Bribe {
                neutral: s.name(PlayerId(q)),
                card: g.card_territory(card).map_or("wild".into(), name),
            }
        }
        _ => return user("This button is no longer in use."),
    };
    Ok(Click::Command(cmd))
}
