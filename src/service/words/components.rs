//! Buttons and select menus on the prompt to the player to move: what is legal now (asked of
//! the engine through `offers`), each turned back into the same `Command` the slash command
//! makes. A component's id names the game, the table's state version and the seat it is for:
//! `go:<game>:<version>:<seat>:<verb>[:<arg>]` (a menu's pick comes as its value). Nothing else
//! is kept, so components work after a restart; a click for another seat is refused as "not
//! your turn", one from an older state with the current prompt; nothing changes either way.

use super::text;
use crate::engine::{Action, Expected, Game, Phase, PlayerId, TerritoryId};
use crate::service::table::session::Session;
use crate::service::values::command::{Command, Troops};
use crate::service::values::error::{user, ServiceError};
use crate::service::values::keys::{Actor, UserKey};
use crate::service::values::offers;
use crate::service::values::outcome::{
    check_rows, Button, Choice, Menu, Outcome, Row, MAX_OPTIONS, MAX_OPTION_TEXT, MAX_ROWS,
};
use crate::service::words::input::draft_left;

/// Any seat may use it (the simultaneous placement's call to everyone).
const ANY: &str = "*";

/// What a component click asks for.
pub(crate) enum Click {
    /// A move: handled like the slash command.
    Command(Command),
    /// Only an answer to the clicker (their own menu), nothing changes.
    Answer(Outcome),
}

/// The id of a component for seat `seat` (or anyone) of this table's current state.
fn id(s: &Session, seat: Option<PlayerId>, verb: &str, arg: Option<&str>) -> String {
    let seat = seat.map_or(ANY.to_string(), |p| p.0.to_string());
    let mut id = format!("go:{}:{}:{seat}:{verb}", s.number, s.log_len);
    if let Some(a) = arg {
        id.push(':');
        id.push_str(a);
    }
    id
}

fn button(
    s: &Session,
    p: Option<PlayerId>,
    verb: &str,
    arg: Option<&str>,
    label: String,
) -> Button {
    Button {
        id: id(s, p, verb, arg),
        label: clip(label, crate::service::values::outcome::MAX_BUTTON_LABEL),
    }
}

fn clip(text: String, max: usize) -> String {
    if text.chars().count() <= max {
        return text;
    }
    let mut t: String = text.chars().take(max - 1).collect();
    t.push('…');
    t
}

fn menu(
    s: &Session,
    p: PlayerId,
    verb: &str,
    placeholder: String,
    options: Vec<Choice>,
) -> Option<Row> {
    menu_with(s, p, (verb, None), placeholder, options)
}

/// A menu whose id also carries `arg` (what an earlier pick chose).
fn menu_with(
    s: &Session,
    p: PlayerId,
    (verb, arg): (&str, Option<&str>),
    placeholder: String,
    options: Vec<Choice>,
) -> Option<Row> {
    if options.is_empty() {
        return None;
    }
    Some(Row::Menu(Menu {
        id: id(s, Some(p), verb, arg),
        placeholder: clip(
            placeholder,
            crate::service::values::outcome::MAX_PLACEHOLDER,
        ),
        options: options.into_iter().take(MAX_OPTIONS).collect(),
    }))
}

fn choice(label: String, value: String) -> Choice {
    Choice {
        label: clip(label, crate::service::values::outcome::MAX_OPTION_TEXT),
        value,
    }
}

/// Whether `t` has an enemy next to it (its holder's border).
fn border(g: &Game, t: TerritoryId) -> bool {
    let owner = g.owner(t);
    g.map().neighbours(t).iter().any(|n| g.owner(n) != owner)
}

/// Territories of a set, borders first, then the most armies first.
fn borders_first(g: &Game, ts: impl IntoIterator<Item = TerritoryId>) -> Vec<TerritoryId> {
    let mut v: Vec<TerritoryId> = ts.into_iter().collect();
    v.sort_by_key(|&t| (!border(g, t), std::cmp::Reverse(g.armies(t)), t.0));
    v
}

fn territory_choice(g: &Game, t: TerritoryId) -> Choice {
    choice(
        format!("{} ({})", g.map().name(t), g.armies(t)),
        t.0.to_string(),
    )
}

/// The attacks `p` may make now, the best odds first (at most 25).
fn attack_pairs(g: &Game, p: PlayerId) -> Vec<(TerritoryId, TerritoryId)> {
    let mut pairs: Vec<(TerritoryId, TerritoryId)> = g
        .attack_sources(p)
        .iter()
        .flat_map(|f| g.attack_targets(f).iter().map(move |t| (f, t)))
        .collect();
    pairs.sort_by_key(|&(f, t)| {
        (
            std::cmp::Reverse(g.armies(f) as i32 - g.armies(t) as i32),
            f.0,
            t.0,
        )
    });
    pairs.truncate(MAX_OPTIONS);
    pairs
}

/// Fortify moves worth offering: from territories with armies to spare (those away from the
/// front first) to borders, at most 25.
fn fortify_pairs(g: &Game, p: PlayerId) -> Vec<(TerritoryId, TerritoryId)> {
    let mut from: Vec<TerritoryId> = g
        .territories_of(p)
        .iter()
        .filter(|&t| g.armies(t) > 1)
        .collect();
    from.sort_by_key(|&t| (border(g, t), std::cmp::Reverse(g.armies(t)), t.0));
    let mut pairs = Vec::new();
    for f in from {
        for t in borders_first(g, g.fortify_destinations(f).iter()) {
            if g.room(t) > 0 && (border(g, t) || !border(g, f)) {
                pairs.push((f, t));
            }
        }
        if pairs.len() >= MAX_OPTIONS {
            break;
        }
    }
    pairs.truncate(MAX_OPTIONS);
    pairs
}

fn fortify_menu(s: &Session, g: &Game, p: PlayerId) -> Option<Row> {
    let options = fortify_pairs(g, p)
        .into_iter()
        .map(|x| pair_choice(g, x))
        .collect();
    menu(s, p, "fo", "Fortify (all but one)…".into(), options)
}

fn pair_choice(g: &Game, (f, t): (TerritoryId, TerritoryId)) -> Choice {
    choice(
        format!(
            "{} ({}) → {} ({})",
            g.map().name(f),
            g.armies(f),
            g.map().name(t),
            g.armies(t)
        ),
        format!("{}-{}", f.0, t.0),
    )
}

/// An attack's label followed by the chance that a blitz from `f` takes `t`, when the exact
/// odds are cheap to compute.
fn with_chance(mut c: Choice, g: &Game, f: TerritoryId, t: TerritoryId) -> Choice {
    if let Some(pct) = chance(g, f, t, 1) {
        c.label = clip(format!("{} · {pct}", c.label), MAX_OPTION_TEXT);
    }
    c
}

/// The chance (as "87.3%", see `odds::percent`) that a blitz from `f` takes `t` before `f` is down to `keep`, by the
/// exact odds with the most dice on both sides; `None` for armies beyond what is cheap.
fn chance(g: &Game, f: TerritoryId, t: TerritoryId, keep: u16) -> Option<String> {
    const CHEAP: u16 = 200;
    let (a, d) = (g.armies(f), g.armies(t));
    (a <= CHEAP && d <= CHEAP).then(|| {
        let p = crate::engine::odds::odds_until(a.into(), d.into(), keep.into()).win_probability;
        crate::engine::odds::percent(p)
    })
}

/// Where `p` may attack from, the most armies first (at most 25).
fn attack_sources(g: &Game, p: PlayerId) -> Vec<TerritoryId> {
    let mut from: Vec<TerritoryId> = g.attack_sources(p).iter().collect();
    from.sort_by_key(|&t| (std::cmp::Reverse(g.armies(t)), t.0));
    from.truncate(MAX_OPTIONS);
    from
}

/// How many armies a "Blitz keeping N" button may leave in `from`: at most three amounts
/// between 2 and what still allows a roll, half the armies among them.
fn keep_amounts(armies: u16) -> Vec<u16> {
    let mut v: Vec<u16> = [3, 5, 10, armies / 2]
        .into_iter()
        .filter(|&k| k >= 2 && k + 1 < armies)
        .collect();
    v.sort_unstable();
    v.dedup();
    if v.len() > 3 {
        // Keep the smallest two and half.
        let half = armies / 2;
        v.retain(|&k| k == half || k <= 5);
        v.truncate(3);
    }
    v
}

/// Whether `p` may attack `t` from `f` now (in Team RISK also from a territory a teammate
/// controls where `p` has armies of their own, as the engine's attack sources say).
fn can_attack(g: &Game, p: PlayerId, f: TerritoryId, t: TerritoryId) -> bool {
    g.attack_sources(p).contains(f) && g.attack_targets(f).contains(t)
}

/// The components for what the player to move may do now (none when the game is over, or
/// during a simultaneous placement, whose call carries one button for everyone instead).
/// `last_battle` is the attack the command just made, offered again while it may go on.
pub fn prompt_rows(s: &Session, last_battle: Option<(TerritoryId, TerritoryId)>) -> Vec<Row> {
    let Some(g) = s.game.as_ref() else {
        return vec![];
    };
    if g.is_over() || s.pending.is_some() {
        return vec![];
    }
    if g.placing_simultaneously() {
        return vec![Row::Buttons(vec![button(
            s,
            None,
            "pl",
            None,
            "Place my armies".into(),
        )])];
    }
    let p = g.current();
    if s.seats[p.index()].user.is_none() {
        return vec![];
    }
    let mut rows: Vec<Row> = Vec::new();
    let mut buttons: Vec<Button> = Vec::new();
    let names = |ts: Vec<TerritoryId>| -> Vec<Choice> {
        ts.into_iter().map(|t| territory_choice(g, t)).collect()
    };
    match g.expected() {
        Expected::Claim => {
            let free: Vec<TerritoryId> = g
                .map()
                .territory_ids()
                .filter(|&t| g.owner(t).is_none())
                .collect();
            // Next to what the player holds first.
            let mut free = free;
            free.sort_by_key(|&t| !g.map().neighbours(t).iter().any(|n| g.owner(n) == Some(p)));
            rows.extend(menu(s, p, "cl", "Claim a territory…".into(), names(free)));
        }
        Expected::ChooseHq => {
            let own = borders_first(g, g.territories_of(p).iter());
            rows.extend(menu(s, p, "hq", "Choose…".into(), names(own)));
        }
        Expected::PlaceSetup { .. } | Expected::Draft { .. } | Expected::TradeDown { .. } => {
            // The hand stays private: the public button names no card (nor, under values by
            // design, the kind of set) and is there whenever the mover holds three cards, set
            // or not; the mover's own sets come in a reply only they see.
            if g.may_trade_now(p) {
                buttons.push(button(s, Some(p), "tr", None, text::trade_offer(g)));
            }
            if !g.must_trade() {
                let targets = borders_first(g, offers::draft_targets(g, p).iter());
                rows.extend(draft_rows(s, g, p, targets));
            }
            rows.extend(bribe_rows(s, g, p));
        }
        Expected::Attack => {
            // The quick way: the best odds, blitzing; any other attack or way of attacking
            // from "Attack from…", which asks where to and how in the player's own messages.
            let pairs = attack_pairs(g, p);
            let options: Vec<Choice> = pairs
                .iter()
                .map(|&(f, t)| with_chance(pair_choice(g, (f, t)), g, f, t))
                .collect();
            rows.extend(menu(s, p, "bz", "Blitz (moving all in)…".into(), options));
            let from = names(attack_sources(g, p));
            rows.extend(menu(
                s,
                p,
                "fr",
                "Attack from… (roll once, blitz)".into(),
                from,
            ));
            variant_rows(s, g, p, &mut rows);
            // Fortifying ends the attacks.
            rows.extend(fortify_menu(s, g, p));
            if let Some((f, t)) = last_battle.filter(|&(f, t)| can_attack(g, p, f, t)) {
                let arg = format!("{}-{}", f.0, t.0);
                let (fname, tname) = (g.map().name(f), g.map().name(t));
                let label = format!("Roll again: {fname} → {tname}");
                buttons.push(button(s, Some(p), "ro", Some(&arg), label));
                let label = format!("Blitz {fname} → {tname}");
                buttons.push(button(s, Some(p), "bz", Some(&arg), label));
            }
            buttons.push(button(s, Some(p), "en", None, "End turn".into()));
        }
        Expected::Occupy { min, max, .. } => {
            buttons.push(button(
                s,
                Some(p),
                "mv",
                Some(&max.to_string()),
                format!("Move all ({max})"),
            ));
            if min < max {
                buttons.push(button(
                    s,
                    Some(p),
                    "mv",
                    Some(&min.to_string()),
                    format!("Move the minimum ({min})"),
                ));
            }
            if max - min > 1 {
                let amounts: Vec<u16> = spread(min, max);
                let options = amounts
                    .into_iter()
                    .map(|n| choice(format!("Move {n}"), n.to_string()))
                    .collect();
                rows.extend(menu(s, p, "mn", "Move another amount…".into(), options));
            }
            // As a typed /end: the armies moved in stay, and the turn ends.
            if !matches!(
                g.phase(),
                Phase::Occupy {
                    trade_down: true,
                    ..
                }
            ) {
                buttons.push(button(s, Some(p), "en", None, "End turn".into()));
            }
        }
        Expected::Fortify => {
            variant_rows(s, g, p, &mut rows);
            rows.extend(fortify_menu(s, g, p));
            buttons.push(button(s, Some(p), "en", None, "End turn".into()));
        }
        Expected::Over { .. } | Expected::Ended => {}
    }
    if s.undo.as_ref().is_some_and(|u| u.seat == p.0) {
        buttons.push(button(s, Some(p), "un", None, "Undo".into()));
    }
    rows.truncate(MAX_ROWS - usize::from(!buttons.is_empty()));
    if !buttons.is_empty() {
        rows.push(Row::Buttons(buttons));
    }
    debug_assert!(check_rows(&rows).is_ok(), "{:?}", check_rows(&rows));
    rows
}

/// The ways to attack `to` from `from`: roll once, blitz, blitz keeping some armies back,
/// each blitz with its chance to take it.
fn how_rows(s: &Session, g: &Game, p: PlayerId, from: TerritoryId, to: TerritoryId) -> Vec<Row> {
    let arg = format!("{}-{}", from.0, to.0);
    let with_chance = |label: String, keep: u16| match chance(g, from, to, keep) {
        Some(pct) => format!("{label} ({pct})"),
        None => label,
    };
    let mut buttons = vec![
        button(s, Some(p), "ro", Some(&arg), "Roll once".into()),
        button(s, Some(p), "bz", Some(&arg), with_chance("Blitz".into(), 1)),
    ];
    for k in keep_amounts(g.armies(from)) {
        let label = with_chance(format!("Blitz keeping {k}"), k);
        buttons.push(button(s, Some(p), "bk", Some(&format!("{arg}-{k}")), label));
    }
    vec![Row::Buttons(buttons)]
}

/// Puts the components for what is legal now under the prompts of `outcome` (`Post::prompt`)
/// and, when its reply shows the prompt (`Outcome::reply_prompt`), under the reply for
/// `invoker`. `last_battle`: the attack the command just made.
pub(crate) fn attach(
    outcome: &mut Outcome,
    s: &Session,
    last_battle: Option<(TerritoryId, TerritoryId)>,
    invoker: Option<UserKey>,
) {
    for post in outcome.public.iter_mut().filter(|p| p.prompt) {
        post.rows = prompt_rows(s, last_battle);
    }
    if let Some(user) = invoker.filter(|_| outcome.reply_prompt) {
        outcome.reply_rows = rows_for(s, user);
    }
}

/// The components `user` may use now: the prompt's when it is their move, their own placement
/// menus while they still have armies to place in a simultaneous placement, none otherwise.
fn rows_for(s: &Session, user: UserKey) -> Vec<Row> {
    let (Some(g), Some(me)) = (s.game.as_ref(), s.seat_of(user)) else {
        return vec![];
    };
    if g.placing_simultaneously() {
        // Their own placement at once: what "Place my armies" opens.
        return if g.setup_armies_left(me) > 0 {
            placement_rows(s, g, me)
        } else {
            vec![]
        };
    }
    if g.current() == me {
        prompt_rows(s, None)
    } else {
        vec![]
    }
}

/// At most 25 amounts from `min` to `max`, both included, evenly spread.
fn spread(min: u16, max: u16) -> Vec<u16> {
    let n = (max - min + 1) as usize;
    if n <= MAX_OPTIONS {
        return (min..=max).collect();
    }
    let mut v: Vec<u16> = (0..MAX_OPTIONS)
        .map(|i| min + ((max - min) as usize * i / (MAX_OPTIONS - 1)) as u16)
        .collect();
    v.dedup();
    v
}

/// The variants' decisions open now: Objectives, Airfields, allies, bribes.
fn variant_rows(s: &Session, g: &Game, p: PlayerId, rows: &mut Vec<Row>) {
    let objectives = g.objective_choices();
    if !objectives.is_empty() && g.phase() == &Phase::Fortify {
        let mut options: Vec<Choice> = objectives
            .iter()
            .enumerate()
            .map(|(i, o)| choice(format!("Take “{}”", o.describe(g.map())), i.to_string()))
            .collect();
        options.push(choice(
            "None (a conquest still earns a card)".into(),
            "none".into(),
        ));
        rows.extend(menu(s, p, "ob", "Objective…".into(), options));
    }
    if g.airfields_to_place(p) > 0 {
        let ts = offers::territories(g, p, |territory| Action::PlaceAirfield { territory });
        let options = borders_first(g, ts.iter())
            .into_iter()
            .map(|t| territory_choice(g, t))
            .collect();
        rows.extend(menu(s, p, "af", "Place an Airfield…".into(), options));
    }
    let allies = offers::territories(g, p, |territory| Action::ReinforceAlly { territory });
    if !allies.is_empty() {
        let options = allies.iter().map(|t| territory_choice(g, t)).collect();
        rows.extend(menu(s, p, "al", "Reinforce an ally…".into(), options));
    }
}

/// 004's bribes, made while drafting: which neutral is public; which card goes (face down) is
/// asked in the briber's reply.
fn bribe_rows(s: &Session, g: &Game, p: PlayerId) -> Option<Row> {
    let bribes: Vec<Choice> = offers::bribes(g, p)
        .into_iter()
        .map(|(q, _)| choice(format!("Bribe {}", s.name(q)), q.0.to_string()))
        .collect();
    menu(s, p, "br", "Bribe a neutral…".into(), bribes)
}

/// The sets `p` may trade now, as buttons for `p` alone: the best first, at most 25.
fn trade_rows(s: &Session, g: &Game, p: PlayerId) -> Vec<Row> {
    let mut sets = offers::trade_sets(g, p);
    sets.sort_by_key(|c| std::cmp::Reverse(g.set_worth(*c)));
    let buttons: Vec<Button> = sets
        .iter()
        .take(MAX_ROWS * crate::service::values::outcome::MAX_BUTTONS)
        .map(|set| {
            let arg = set.map(|c| c.0.to_string()).join(".");
            let label = format!(
                "Trade {} (+{})",
                set.map(|c| g.card_name(c)).join(", "),
                g.set_worth(*set)
            );
            button(s, Some(p), "tr", Some(&arg), label)
        })
        .collect();
    buttons
        .chunks(crate::service::values::outcome::MAX_BUTTONS)
        .map(|b| Row::Buttons(b.to_vec()))
        .collect()
}

/// The rows for `p` alone in a simultaneous placement: where to put everything left.
fn placement_rows(s: &Session, g: &Game, p: PlayerId) -> Vec<Row> {
    draft_rows(s, g, p, borders_first(g, g.territories_of(p).iter()))
}

/// Placing on `targets`: everything left on one ("Place all N on…"), and when there is more
/// than one army to place, some of it ("Place some on…", which then asks how many); a
/// neutral's one army of a setup round has its own menu.
fn draft_rows(s: &Session, g: &Game, p: PlayerId, targets: Vec<TerritoryId>) -> Vec<Row> {
    let left = draft_left(g, p, None);
    let (neutral, own): (Vec<TerritoryId>, Vec<TerritoryId>) = targets
        .into_iter()
        .partition(|&t| g.owner(t).is_some_and(|o| g.is_neutral(o)));
    let options: Vec<Choice> = own.iter().map(|&t| territory_choice(g, t)).collect();
    let what = if left == 1 {
        "Place 1 army on…".to_string()
    } else {
        format!("Place all {left} on…")
    };
    let mut rows: Vec<Row> = menu(s, p, "dr", what, options.clone())
        .into_iter()
        .collect();
    if left > 1 {
        rows.extend(menu(s, p, "ds", "Place some on…".into(), options));
    }
    let neutral: Vec<Choice> = neutral.iter().map(|&t| territory_choice(g, t)).collect();
    // Its own id: two menus of one message may not share one.
    let placeholder = "Place 1 neutral army on…".to_string();
    rows.extend(menu_with(
        s,
        p,
        ("dr", Some("neutral")),
        placeholder,
        neutral,
    ));
    rows
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
    // The call to everyone only opens the clicker's own menu: it stays good while others move.
    if *seat != ANY && *version != s.log_len.to_string() {
        return user(format!(
            "These buttons are out of date: the game has moved on. Nothing changed. Now: {}",
            text::prompt(s, g)
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
        "pl" => {
            if !g.placing_simultaneously() {
                return user(format!(
                    "The starting armies are all placed and revealed. Now: {}",
                    text::prompt(s, g)
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
                return Ok(Click::Answer(Outcome {
                    reply: Some(format!(
                        "How many of your {} on {} ({} armies)?",
                        draft_left(g, me, None),
                        name(t),
                        g.armies(t)
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
                        text::prompt(s, g)
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
                .filter_map(|c| c.parse::<u8>().ok())
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
            let targets: Vec<Choice> = borders_first(g, g.attack_targets(from).iter())
                .into_iter()
                .map(|t| with_chance(territory_choice(g, t), g, from, t))
                .collect();
            let arg = from.0.to_string();
            let Some(to) = menu_with(s, me, ("to", Some(&arg)), "Attack…".into(), targets) else {
                return user(format!(
                    "{} cannot attack now. {}",
                    name(from),
                    text::prompt(s, g)
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
                    text::prompt(s, g)
                ));
            }
            return Ok(Click::Answer(Outcome {
                reply: Some(format!(
                    "{} ({}) attacking {} ({}): how?",
                    name(from),
                    g.armies(from),
                    name(to),
                    g.armies(to)
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
                    text::prompt(s, g)
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
                .and_then(|(q, c)| Some((q.parse::<u8>().ok()?, c.parse::<u8>().ok()?)))
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
