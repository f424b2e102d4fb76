//! The rows of buttons and menus under a post: for the player to move, for each seat in a
//! simultaneous placement, for the variants' decisions; and putting them on an outcome.

use super::choices::{
    attack_choice, attack_pairs, attack_sources, borders_first, can_attack, chance, fortify_menu,
    keep_amounts, spread, target_choice, territory_choice,
};
use super::parts::{button, choice, fit, menu, menu_with};
use crate::engine::{Action, Expected, Game, Phase, PlayerId, TerritoryId};
use crate::i18n::{self, names};
use crate::service::table::session::Session;
use crate::service::values::keys::UserKey;
use crate::service::values::offers;
use crate::service::values::outcome::{check_rows, Button, Choice, Outcome, Row, MAX_ROWS};
use crate::service::values::outcome::{MAX_BUTTON_LABEL, MAX_OPTION_TEXT};
use crate::service::words::input::draft_left;
use crate::service::words::text;
use crate::t;

/// The components for what the player to move may do now (none when the game is over, or
/// during a simultaneous placement, whose call carries one button for everyone instead; under
/// fog, one button for the mover that opens their turn in a reply only they see).
/// `last_battle` is the attack the command just made, offered again while it may go on.
pub fn prompt_rows(s: &Session, last_battle: Option<(TerritoryId, TerritoryId)>) -> Vec<Row> {
    i18n::markup::plain(|| prompt_rows_plain(s, last_battle))
}

fn prompt_rows_plain(s: &Session, last_battle: Option<(TerritoryId, TerritoryId)>) -> Vec<Row> {
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
            t!("cmp-place-my-armies"),
        )])];
    }
    let p = g.current();
    if s.seats[p.index()].user.is_none() {
        return vec![];
    }
    if g.is_fogged() {
        return vec![Row::Buttons(vec![button(
            s,
            Some(p),
            "op",
            None,
            t!("cmp-open-my-turn"),
        )])];
    }
    mover_rows(s, g, last_battle)
}

/// The components for the player to move, from what they see: under fog they are shown to
/// them alone (`rows_for`).
pub(super) fn mover_rows(
    s: &Session,
    g: &Game,
    last_battle: Option<(TerritoryId, TerritoryId)>,
) -> Vec<Row> {
    let p = g.current();
    let view = g.view_of(Some(p));
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
            rows.extend(menu(s, p, "cl", t!("cmp-claim-placeholder"), names(free)));
        }
        Expected::ChooseHq => {
            let own = borders_first(g, g.territories_of(p).iter());
            rows.extend(menu(s, p, "hq", t!("cmp-choose-placeholder"), names(own)));
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
            let pairs = attack_pairs(g, &view, p);
            let options: Vec<Choice> = pairs
                .iter()
                .map(|&(f, t)| attack_choice(g, &view, (f, t), chance(g, &view, f, t, 1)))
                .collect();
            rows.extend(menu(s, p, "bz", t!("cmp-blitz-menu-placeholder"), options));
            let from = names(attack_sources(g, p));
            rows.extend(menu(s, p, "fr", t!("cmp-attack-from-placeholder"), from));
            variant_rows(s, g, p, &mut rows);
            // Fortifying ends the attacks.
            rows.extend(fortify_menu(s, g, p));
            if let Some((f, t)) = last_battle.filter(|&(f, t)| can_attack(g, p, f, t)) {
                let arg = format!("{}-{}", f.0, t.0);
                let pair = vec![names::territory(g.map(), f), names::territory(g.map(), t)];
                let label = fit(MAX_BUTTON_LABEL, pair.clone(), |n| {
                    t!("cmp-roll-again", from = &n[0], to = &n[1])
                });
                buttons.push(button(s, Some(p), "ro", Some(&arg), label));
                let label = fit(MAX_BUTTON_LABEL, pair, |n| {
                    t!("cmp-blitz-again", from = &n[0], to = &n[1])
                });
                buttons.push(button(s, Some(p), "bz", Some(&arg), label));
            }
            buttons.push(button(s, Some(p), "en", None, t!("cmp-end-turn")));
        }
        Expected::Occupy { min, max, .. } => {
            buttons.push(button(
                s,
                Some(p),
                "mv",
                Some(&max.to_string()),
                t!("cmp-move-all", count = max),
            ));
            if min < max {
                buttons.push(button(
                    s,
                    Some(p),
                    "mv",
                    Some(&min.to_string()),
                    t!("cmp-move-minimum", count = min),
                ));
            }
            if max - min > 1 {
                let amounts: Vec<u16> = spread(min, max);
                let options = amounts
                    .into_iter()
                    .map(|n| choice(t!("cmp-move-amount", count = n), n.to_string()))
                    .collect();
                rows.extend(menu(s, p, "mn", t!("cmp-move-placeholder"), options));
            }
            // As a typed /end: the armies moved in stay, and the turn ends.
            if !matches!(
                g.phase(),
                Phase::Occupy {
                    trade_down: true,
                    ..
                }
            ) {
                buttons.push(button(s, Some(p), "en", None, t!("cmp-end-turn")));
            }
        }
        Expected::Fortify => {
            variant_rows(s, g, p, &mut rows);
            rows.extend(fortify_menu(s, g, p));
            buttons.push(button(s, Some(p), "en", None, t!("cmp-end-turn")));
        }
        Expected::Over { .. } | Expected::Ended => {}
    }
    if s.undo.as_ref().is_some_and(|u| u.seat == p.0) {
        buttons.push(button(s, Some(p), "un", None, t!("cmp-undo")));
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
pub(super) fn how_rows(
    s: &Session,
    g: &Game,
    p: PlayerId,
    from: TerritoryId,
    to: TerritoryId,
) -> Vec<Row> {
    let arg = format!("{}-{}", from.0, to.0);
    let view = g.view_of(Some(p));
    let with_chance = |label: String, keep: u16| match chance(g, &view, from, to, keep) {
        Some(pct) => t!("cmp-with-chance", label = label, chance = pct),
        None => label,
    };
    let mut buttons = vec![
        button(s, Some(p), "ro", Some(&arg), t!("cmp-roll-once")),
        button(
            s,
            Some(p),
            "bz",
            Some(&arg),
            with_chance(t!("cmp-blitz"), 1),
        ),
    ];
    for k in keep_amounts(g.armies(from)) {
        let label = with_chance(t!("cmp-blitz-keeping", count = k), k);
        buttons.push(button(s, Some(p), "bk", Some(&format!("{arg}-{k}")), label));
    }
    vec![Row::Buttons(buttons)]
}

/// Puts the components for what is legal now under the prompts of `outcome` (`Post::prompt`),
/// in the channel's language (everyone there reads them), and, when its reply shows the prompt
/// (`Outcome::reply_prompt`), under the reply for `invoker`, in the language in force (the
/// invoker's). `last_battle`: the attack the command just made.
pub(crate) fn attach(
    outcome: &mut Outcome,
    s: &Session,
    last_battle: Option<(TerritoryId, TerritoryId)>,
    invoker: Option<UserKey>,
) {
    // Labels and options are plain text: names go in as they are.
    for post in outcome.public.iter_mut().filter(|p| p.prompt) {
        post.rows = i18n::markup::plain(|| i18n::in_channel(|| prompt_rows(s, last_battle)));
    }
    if let Some(user) = invoker.filter(|_| outcome.reply_prompt) {
        outcome.reply_rows = i18n::markup::plain(|| rows_for(s, user, last_battle));
    }
}

/// The components `user` may use now: the prompt's when it is their move, their own placement
/// menus while they still have armies to place in a simultaneous placement, none otherwise
/// (under fog, the mover's own, with `last_battle` offered again).
pub(super) fn rows_for(
    s: &Session,
    user: UserKey,
    last_battle: Option<(TerritoryId, TerritoryId)>,
) -> Vec<Row> {
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
    if g.current() == me && g.is_fogged() {
        if g.is_over() || s.pending.is_some() {
            return vec![];
        }
        mover_rows(s, g, last_battle)
    } else if g.current() == me {
        prompt_rows(s, None)
    } else {
        vec![]
    }
}

/// The variants' decisions open now: Objectives, Airfields, allies, bribes.
pub(super) fn variant_rows(s: &Session, g: &Game, p: PlayerId, rows: &mut Vec<Row>) {
    let objectives = g.objective_choices();
    if !objectives.is_empty() && g.phase() == &Phase::Fortify {
        let mut options: Vec<Choice> = objectives
            .iter()
            .enumerate()
            .map(|(i, o)| {
                let label = fit(
                    MAX_OPTION_TEXT,
                    vec![crate::service::words::text::objective(g, o)],
                    |n| t!("cmp-objective-take", objective = &n[0]),
                );
                choice(label, i.to_string())
            })
            .collect();
        options.push(choice(t!("cmp-objective-none"), "none".into()));
        rows.extend(menu(s, p, "ob", t!("cmp-objective-placeholder"), options));
    }
    if g.airfields_to_place(p) > 0 {
        let ts = offers::territories(g, p, |territory| Action::PlaceAirfield { territory });
        let options = borders_first(g, ts.iter())
            .into_iter()
            .map(|t| territory_choice(g, t))
            .collect();
        rows.extend(menu(s, p, "af", t!("cmp-airfield-placeholder"), options));
    }
    let allies = offers::territories(g, p, |territory| Action::ReinforceAlly { territory });
    if !allies.is_empty() {
        let view = g.view_of(Some(p));
        let options = allies.iter().map(|t| target_choice(g, &view, t)).collect();
        rows.extend(menu(s, p, "al", t!("cmp-ally-placeholder"), options));
    }
}

/// 004's bribes, made while drafting: which neutral is public; which card goes (face down) is
/// asked in the briber's reply.
pub(super) fn bribe_rows(s: &Session, g: &Game, p: PlayerId) -> Option<Row> {
    let bribes: Vec<Choice> = offers::bribes(g, p)
        .into_iter()
        .map(|(q, _)| {
            let label = fit(MAX_OPTION_TEXT, vec![s.name(q)], |n| {
                t!("cmp-bribe", name = &n[0])
            });
            choice(label, q.0.to_string())
        })
        .collect();
    menu(s, p, "br", t!("cmp-bribe-placeholder"), bribes)
}

/// The sets `p` may trade now, as buttons for `p` alone: the best first, at most 25.
pub(super) fn trade_rows(s: &Session, g: &Game, p: PlayerId) -> Vec<Row> {
    let mut sets = offers::trade_sets(g, p);
    sets.sort_by_key(|c| std::cmp::Reverse(g.set_worth(*c)));
    let buttons: Vec<Button> = sets
        .iter()
        .take(MAX_ROWS * crate::service::values::outcome::MAX_BUTTONS)
        .map(|set| {
            let arg = set.map(|c| c.0.to_string()).join(".");
            let worth = g.set_worth(*set);
            let label = fit(MAX_BUTTON_LABEL, vec![text::list_cards(g, set)], |n| {
                t!("cmp-trade-set", cards = &n[0], bonus = worth)
            });
            button(s, Some(p), "tr", Some(&arg), label)
        })
        .collect();
    buttons
        .chunks(crate::service::values::outcome::MAX_BUTTONS)
        .map(|b| Row::Buttons(b.to_vec()))
        .collect()
}

/// The rows for `p` alone in a simultaneous placement: where to put everything left (only
/// where the engine takes an army now: under an army cap, not on a full territory).
pub(super) fn placement_rows(s: &Session, g: &Game, p: PlayerId) -> Vec<Row> {
    draft_rows(
        s,
        g,
        p,
        borders_first(g, offers::draft_targets(g, p).iter()),
    )
}

/// Placing on `targets`: everything left on one ("Place all N on…"), and when there is more
/// than one army to place, some of it ("Place some on…", which then asks how many); a
/// neutral's one army of a setup round has its own menu.
pub(super) fn draft_rows(
    s: &Session,
    g: &Game,
    p: PlayerId,
    targets: Vec<TerritoryId>,
) -> Vec<Row> {
    let left = draft_left(g, p, None);
    let (neutral, own): (Vec<TerritoryId>, Vec<TerritoryId>) = targets
        .into_iter()
        .partition(|&t| g.owner(t).is_some_and(|o| g.is_neutral(o)));
    let options: Vec<Choice> = own.iter().map(|&t| territory_choice(g, t)).collect();
    let what = t!("cmp-place-all-placeholder", count = left);
    let mut rows: Vec<Row> = menu(s, p, "dr", what, options.clone())
        .into_iter()
        .collect();
    if left > 1 {
        rows.extend(menu(s, p, "ds", t!("cmp-place-some-placeholder"), options));
    }
    // A neutral's territory may be out of the player's sight under fog.
    let view = g.view_of(Some(p));
    let neutral: Vec<Choice> = neutral
        .iter()
        .map(|&t| target_choice(g, &view, t))
        .collect();
    // Its own id: two menus of one message may not share one.
    let placeholder = t!("cmp-place-neutral-placeholder");
    rows.extend(menu_with(
        s,
        p,
        ("dr", Some("neutral")),
        placeholder,
        neutral,
    ));
    rows
}
