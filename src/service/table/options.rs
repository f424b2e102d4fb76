//! The lobby's options made into the table's rules and timing (`build_rules`, `build_timing`):
//! a word not offered, a number out of range or options that cannot be combined are refused
//! with what is allowed.

use crate::engine::rules::{preset, PRESETS};
use crate::engine::rules::{CapitalGoal, CardValues, NeutralSetup};
use crate::engine::Victory;
use crate::engine::{Fortify, Placement, Rules, Setup};
use crate::service::table::clock::{
    parse_duration, parse_within, DefenderDice, OnSurrender, OnTimeout, Timing, DAY,
};
use crate::service::values::command::NewGame;
use crate::service::values::error::{user, ServiceError};
use crate::service::values::refusal::Refusal;

pub(crate) fn option<T: Copy>(
    given: Option<&str>,
    what: &str,
    choices: &[(&str, T)],
) -> Result<Option<T>, ServiceError> {
    let Some(g) = given else { return Ok(None) };
    match choices
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(g.trim()))
    {
        Some((_, v)) => Ok(Some(*v)),
        None => {
            let names: Vec<&str> = choices.iter().map(|c| c.0).collect();
            user(format!(
                "Unknown {what} '{g}': choose {}.",
                names.join(" or ")
            ))
        }
    }
}

impl NewGame {
    /// Whether these options would open a lobby; `Err` says what is wrong and what is allowed.
    pub fn check(&self) -> Result<(), String> {
        build_rules(self).map_err(|e| e.to_string())?;
        build_timing(self).map_err(|e| e.to_string())?;
        Ok(())
    }

    /// The preset's name and the rules a lobby opened with these options plays.
    pub fn rules(&self) -> Result<(String, Rules), String> {
        build_rules(self).map_err(|e| e.to_string())
    }
}

/// A new lobby's setup, unless the host chose one: territories dealt and the starting armies
/// placed by everyone at the same time (a game that starts in a day, not a week), where the
/// preset allows them (not with neutral armies, nor with capitals on the first claim); the
/// books' ways stay options (`setup:claim`, `placement:one-at-a-time` or `bulk`).
fn asynchronous_setup(r: &mut Rules, default_setup: bool, default_placement: bool) {
    if default_setup {
        let dealt = Rules {
            setup: Setup::Deal,
            ..r.clone()
        };
        if dealt.check().is_ok() {
            *r = dealt;
        }
    }
    if default_placement {
        let together = Rules {
            placement: Placement::Simultaneous,
            ..r.clone()
        };
        if together.check().is_ok() {
            *r = together;
        }
    }
}

pub(crate) fn build_rules(opts: &NewGame) -> Result<(String, Rules), ServiceError> {
    let name = opts
        .preset
        .as_deref()
        .unwrap_or("classic")
        .trim()
        .to_lowercase();
    let Some(p) = preset(&name) else {
        let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
        return user(format!(
            "Unknown preset '{name}': choose one of {}.",
            names.join(", ")
        ));
    };
    let mut r = (p.rules)();
    let (setup, placement) = (opts.setup.as_deref(), opts.placement.as_deref());
    let (fortify, dice) = (opts.fortify.as_deref(), opts.defender_dice.as_deref());
    if let Some(v) = option(
        setup,
        "setup",
        &[("claim", Setup::Claim), ("deal", Setup::Deal)],
    )? {
        r.setup = v;
    }
    let placements = [
        ("simultaneous", Placement::Simultaneous),
        ("one-at-a-time", Placement::OneAtATime),
        ("bulk", Placement::Bulk),
    ];
    if let Some(v) = option(placement, "placement", &placements)? {
        r.placement = v;
    }
    asynchronous_setup(&mut r, setup.is_none(), placement.is_none());
    let fortifies = [
        ("adjacent", Fortify::Adjacent),
        ("connected", Fortify::Connected),
        ("multiple", Fortify::Multiple),
    ];
    if let Some(v) = option(fortify, "fortify", &fortifies)? {
        r.fortify = v;
    }
    option(dice, "defender_dice", &[("max", ()), ("choose", ())])?;
    let values = [
        ("escalating", CardValues::Escalating),
        ("plus-one", CardValues::PlusOne),
    ];
    if let Some(v) = option(opts.card_values.as_deref(), "card_values", &values)? {
        r.card_values = v;
    }
    if let Some(cap) = opts.army_cap.as_deref().map(str::trim) {
        r.army_cap = match cap.parse::<u16>() {
            _ if cap.eq_ignore_ascii_case("none") => None,
            Ok(n) if (3..=999).contains(&n) => Some(n),
            _ => {
                return user(format!(
                    "army_cap must be none or a number from 3 to 999 (the experts' rule is 12), not '{cap}'."
                ))
            }
        };
    }
    let switch = [("on", true), ("off", false)];
    if let Some(v) = option(opts.reroll.as_deref(), "reroll", &switch)? {
        r.reroll = v;
    }
    if let Some(v) = option(opts.commander.as_deref(), "commander", &switch)? {
        r.commander = v;
    }
    if let Some(v) = option(
        opts.capital_goal.as_deref(),
        "capital_goal",
        &[("all", CapitalGoal::All), ("short", CapitalGoal::Short)],
    )? {
        match &mut r.victory {
            Victory::Capital { goal } => *goal = v,
            _ => {
                return user(format!(
                    "capital_goal is for the capital preset, not {name}; leave it out."
                ))
            }
        }
    }
    let orders = [
        ("own-first", NeutralSetup::OwnFirst),
        ("interleaved", NeutralSetup::Interleaved),
    ];
    if let Some(v) = option(opts.neutral_setup.as_deref(), "neutral_setup", &orders)? {
        if r.neutrals == 0 {
            return user(format!(
                "neutral_setup is for the two-player presets (two-player, two-player-neutrals, \
                 two-player-allies), not {name}; leave it out."
            ));
        }
        r.neutral_setup = v;
    }
    if let Err(why) = r.check() {
        return user(format!(
            "These options cannot be combined with {name}: {why}. Leave the option out to keep the preset's own."
        ));
    }
    Ok((name, r))
}

pub(crate) fn build_timing(opts: &NewGame) -> Result<Timing, ServiceError> {
    let mut t = Timing::default();
    if let Some(d) = &opts.turn_time {
        t.turn_time = parse_duration(d).map_err(|e| ServiceError::Refused(Refusal::Other(e)))?;
    }
    if let Some(r) = &opts.reminders {
        t.remind_before = parse_within(r, "reminders", 10 * 60, DAY)
            .map_err(|e| ServiceError::Refused(Refusal::Other(e)))?;
    }
    let timeouts = [("ai", OnTimeout::Ai), ("skip", OnTimeout::Skip)];
    if let Some(v) = option(opts.on_timeout.as_deref(), "on_timeout", &timeouts)? {
        t.on_timeout = v;
    }
    if let Some(k) = opts.kick_after {
        if !(1..=20).contains(&k) {
            return user(format!("kick_after must be 1 to 20 missed turns, not {k}."));
        }
        t.kick_after = k;
    }
    let dice = [
        ("max", DefenderDice::Max),
        ("choose", DefenderDice::Choose { window: 60 }),
    ];
    if let Some(v) = option(opts.defender_dice.as_deref(), "defender_dice", &dice)? {
        t.defender_dice = v;
    }
    let surrenders = [("neutral", OnSurrender::Neutral), ("ai", OnSurrender::Ai)];
    if let Some(v) = option(opts.surrender.as_deref(), "surrender", &surrenders)? {
        t.on_surrender = v;
    }
    Ok(t)
}
