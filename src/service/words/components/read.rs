//! A click read back: the id checked against the game, state and seat, then turned into the
//! same `Command` the slash command makes, or an answer to the clicker alone.

use super::choices::{borders_first, can_attack, chance, spread, target_choice_with};
use super::parts::{choice, fit, menu, menu_with, ANY};
use super::rows::{how_rows, mover_rows, placement_rows, trade_rows};
use crate::engine::{PlayerId, TerritoryId};
use crate::i18n::markup::plain;
use crate::i18n::names;
use crate::service::table::session::Session;
use crate::service::values::command::{Command, Troops};
use crate::service::values::error::{user, ServiceError};
use crate::service::values::keys::Actor;
use crate::service::values::offers;
use crate::service::values::outcome::{Choice, Outcome, MAX_OPTION_TEXT, MAX_PLACEHOLDER};
use crate::service::words::input::draft_left;
use crate::service::words::text;
use crate::t;

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
        return user(t!("cmp-no-longer-in-use"));
    };
    let Some(s) = s.filter(|s| s.number.to_string() == *game) else {
        return user(t!("cmp-game-over-here"));
    };
    let Some(g) = s.game.as_ref() else {
        return user(t!("cmp-no-game"));
    };
    let Some(me) = s.seat_of(actor.user) else {
        return user(t!("cmp-not-playing"));
    };
    if *seat != ANY && *seat != me.0.to_string() {
        let whose = seat
            .parse::<u8>()
            .ok()
            .filter(|&q| (q as usize) < s.seats.len())
            .map_or_else(|| t!("cmp-another-player"), |q| s.name(PlayerId(q)));
        return user(t!("cmp-not-your-buttons", whose = whose));
    }
    // The call to everyone only opens the clicker's own menu: it stays good while others move;
    // so does "Open my turn" while its seat is to move (their moves, made privately, leave it
    // in the channel).
    let opens = *verb == "op" && g.current() == me && !g.placing_simultaneously();
    if *seat != ANY && !opens && *version != s.log_len.to_string() {
        return user(t!(
            "cmp-out-of-date",
            prompt = text::prompt(s, g, &g.view_of(Some(me)))
        ));
    }
    let value = values.first().map(String::as_str).or(rest.first().copied());
    let terr = |v: Option<&str>| -> Result<TerritoryId, ServiceError> {
        v.and_then(|v| v.parse::<u8>().ok())
            .map(TerritoryId)
            .filter(|t| (t.0 as usize) < g.map().territory_count())
            .map_or_else(|| user(t!("cmp-not-on-board")), Ok)
    };
    // The English name goes into the command (what it reads back); `shown` is the reader's.
    let name = |t: TerritoryId| g.map().name(t).to_string();
    let shown = |t: TerritoryId| names::place(g.map(), t);
    let pair = |v: Option<&str>| -> Result<(TerritoryId, TerritoryId), ServiceError> {
        let mut parts = v.unwrap_or("").split('-');
        let (a, b) = parts
            .next()
            .zip(parts.next())
            .map_or_else(|| user(t!("cmp-not-on-board")), Ok)?;
        Ok((terr(Some(a))?, terr(Some(b))?))
    };
    let number = |v: Option<&str>| -> Result<u16, ServiceError> {
        v.and_then(|v| v.parse().ok())
            .map_or_else(|| user(t!("cmp-not-a-number")), Ok)
    };
    let cmd = match *verb {
        // Under fog, the mover's turn in a reply only they see (the channel's prompt carries
        // only this button).
        "op" => {
            if let Some(p) = &s.pending {
                return user(t!(
                    "cmp-waiting-defence",
                    name = s.name(PlayerId(p.defender))
                ));
            }
            // With the picture of the mover's fronts, from their own view.
            return Ok(Click::Answer(Outcome {
                reply: Some(text::prompt(s, g, &g.view_of(Some(me)))),
                reply_rows: plain(|| mover_rows(s, g, None)),
                reply_board: true,
                area: crate::service::values::outcome::BoardArea::Fronts,
                ..Outcome::default()
            }));
        }
        "pl" => {
            if !g.placing_simultaneously() {
                return user(t!(
                    "cmp-all-placed",
                    prompt = text::prompt(s, g, &g.view_of(Some(me)))
                ));
            }
            if g.setup_armies_left(me) == 0 {
                return user(text::hidden_placements(s, g, me));
            }
            return Ok(Click::Answer(Outcome {
                reply: Some(text::hidden_placements(s, g, me)),
                reply_rows: plain(|| placement_rows(s, g, me)),
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
                // One army is all it takes (on a full territory the engine says why not).
                Command::Draft {
                    territory: name(t),
                    troops: Troops::Exactly(1),
                }
            } else {
                let arg = t.0.to_string();
                let how_many = plain(|| {
                    let amounts = spread(1, most)
                        .into_iter()
                        .map(|n| choice(t!("cmp-place-amount", count = n), n.to_string()))
                        .collect();
                    let placeholder = t!("cmp-how-many-placeholder");
                    menu_with(s, me, ("da", Some(&arg)), placeholder, amounts)
                });
                let left = draft_left(g, me, None);
                let reply = match g.view_of(Some(me)).armies(g, t) {
                    Some(armies) => t!(
                        "cmp-how-many",
                        left = left,
                        name = shown(t),
                        armies = armies
                    ),
                    None => t!("cmp-how-many-unknown", left = left, name = shown(t)),
                };
                return Ok(Click::Answer(Outcome {
                    reply: Some(reply),
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
            // A full territory is asked for all the same: the engine's refusal names the cap.
            let left = draft_left(g, me, Some(t));
            let troops = if (1..left).contains(&g.room(t)) {
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
                    return user(t!(
                        "cmp-no-set",
                        prompt = text::prompt(s, g, &g.view_of(Some(me)))
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
                        reply: Some(t!("cmp-which-set", hand = text::hand(g, me))),
                        reply_rows: plain(|| trade_rows(s, g, me)),
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
            let arg = from.0.to_string();
            let to = plain(|| {
                let targets: Vec<Choice> = order
                    .into_iter()
                    .map(|t| target_choice_with(g, &view, t, chance(g, &view, from, t, 1)))
                    .collect();
                let placeholder = t!("cmp-attack-placeholder");
                menu_with(s, me, ("to", Some(&arg)), placeholder, targets)
            });
            let Some(to) = to else {
                return user(t!(
                    "cmp-cannot-attack-from",
                    name = shown(from),
                    prompt = text::prompt(s, g, &g.view_of(Some(me)))
                ));
            };
            return Ok(Click::Answer(Outcome {
                reply: Some(t!(
                    "cmp-attack-which",
                    name = shown(from),
                    armies = g.armies(from)
                )),
                reply_rows: vec![to],
                ..Outcome::default()
            }));
        }
        "to" => {
            let from = terr(rest.first().copied())?;
            let to = terr(values.first().map(String::as_str))?;
            if !can_attack(g, me, from, to) {
                return user(t!(
                    "cmp-cannot-attack",
                    to = shown(to),
                    from = shown(from),
                    prompt = text::prompt(s, g, &g.view_of(Some(me)))
                ));
            }
            let (from_name, to_name, from_armies) = (shown(from), shown(to), g.armies(from));
            let reply = match g.view_of(Some(me)).armies(g, to) {
                Some(to_armies) => t!(
                    "cmp-attacking-how",
                    from = from_name,
                    from_armies = from_armies,
                    to = to_name,
                    to_armies = to_armies
                ),
                None => t!(
                    "cmp-attacking-how-unknown",
                    from = from_name,
                    from_armies = from_armies,
                    to = to_name
                ),
            };
            return Ok(Click::Answer(Outcome {
                reply: Some(reply),
                reply_rows: plain(|| how_rows(s, g, me, from, to)),
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
                        o.map_or_else(|| user(t!("cmp-objective-gone")), Ok)?
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
                return user(t!("cmp-not-on-board"));
            }
            let row = plain(|| {
                let cards: Vec<Choice> = offers::bribes(g, me)
                    .into_iter()
                    .filter(|(n, _)| u16::from(n.0) == q)
                    .flat_map(|(n, cards)| {
                        cards.into_iter().map(move |c| {
                            let card = vec![text::list_cards(g, &[c])];
                            let label =
                                fit(MAX_OPTION_TEXT, card, |n| t!("cmp-give-card", card = &n[0]));
                            choice(label, format!("{}-{}", n.0, c.0))
                        })
                    })
                    .collect();
                let neutral = s.name(PlayerId(q as u8));
                let placeholder = fit(MAX_PLACEHOLDER, vec![neutral], |n| {
                    t!("cmp-give-placeholder", neutral = &n[0])
                });
                menu(s, me, "br", placeholder, cards)
            });
            let neutral = s.name(PlayerId(q as u8));
            let Some(row) = row else {
                return user(t!(
                    "cmp-cannot-bribe",
                    neutral = &neutral,
                    prompt = text::prompt(s, g, &g.view_of(Some(me)))
                ));
            };
            return Ok(Click::Answer(Outcome {
                reply: Some(t!("cmp-which-card", neutral = &neutral)),
                reply_rows: vec![row],
                ..Outcome::default()
            }));
        }
        "br" => {
            let (q, c) = value
                .and_then(|v| v.split_once('-'))
                .and_then(|(q, c)| Some((q.parse::<u8>().ok()?, c.parse::<u16>().ok()?)))
                .map_or_else(|| user(t!("cmp-not-on-board")), Ok)?;
            let card = crate::engine::CardId(c);
            Command::Bribe {
                neutral: plain(|| s.name(PlayerId(q))),
                card: g.card_territory(card).map_or("wild".into(), name),
            }
        }
        _ => return user(t!("cmp-no-longer-in-use")),
    };
    Ok(Click::Command(cmd))
}
