//! The lobby's options made into the table's rules and timing (`build_rules`, `build_timing`):
//! a word not offered, a number out of range or options that cannot be combined are refused
//! with what is allowed. An option's words are the catalog's (`OptionWord`): read and printed
//! from that one declaration.

use super::clock::{
    parse_duration, parse_within, DefenderDice, OnSurrender, OnTimeout, Timing, DAY,
};
use crate::engine::rules::{preset, PRESETS};
use crate::engine::rules::{CapitalGoal, CardValues, NeutralSetup};
use crate::engine::{Fog, Victory};
use crate::engine::{Fortify, Placement, Rules, Setup};
use crate::i18n::typed::{names_word, shown_word};
use crate::service::values::catalog::{find, Suggest};
use crate::service::values::command::NewGame;
use crate::service::values::error::{user, ServiceError};
use crate::service::values::refusal::Refusal;
use crate::{i18n, t};

/// A lobby option's value named by one of the words the catalog declares for the option
/// (`Suggest::Values` of `/risk new`): read from those words and printed as them, paired in
/// order with `ALL`. The words are written nowhere else.
pub trait OptionWord: Copy + PartialEq + 'static {
    /// The option's name in the catalog.
    const OPTION: &'static str;
    /// Every value a player may choose, in the order of the declared words.
    const ALL: &'static [Self];
}

impl OptionWord for Setup {
    const OPTION: &'static str = "setup";
    const ALL: &'static [Setup] = &[Setup::Deal, Setup::Claim];
}

impl OptionWord for Placement {
    const OPTION: &'static str = "placement";
    const ALL: &'static [Placement] = &[
        Placement::Simultaneous,
        Placement::OneAtATime,
        Placement::Bulk,
    ];
}

impl OptionWord for Fortify {
    const OPTION: &'static str = "fortify";
    const ALL: &'static [Fortify] = &[Fortify::Connected, Fortify::Adjacent, Fortify::Multiple];
}

impl OptionWord for CardValues {
    const OPTION: &'static str = "card_values";
    const ALL: &'static [CardValues] = &[CardValues::Escalating, CardValues::PlusOne];
}

impl OptionWord for CapitalGoal {
    const OPTION: &'static str = "capital_goal";
    const ALL: &'static [CapitalGoal] = &[CapitalGoal::All, CapitalGoal::Short];
}

impl OptionWord for Fog {
    const OPTION: &'static str = "fog";
    const ALL: &'static [Fog] = &[Fog::Off, Fog::Light, Fog::Standard, Fog::Dark];
}

impl OptionWord for NeutralSetup {
    const OPTION: &'static str = "neutral_setup";
    const ALL: &'static [NeutralSetup] = &[NeutralSetup::OwnFirst, NeutralSetup::Interleaved];
}

impl OptionWord for DefenderDice {
    const OPTION: &'static str = "defender_dice";
    const ALL: &'static [DefenderDice] = &[DefenderDice::Max, DefenderDice::Choose { window: 60 }];
}

impl OptionWord for OnTimeout {
    const OPTION: &'static str = "on_timeout";
    const ALL: &'static [OnTimeout] = &[OnTimeout::Ai, OnTimeout::Skip];
}

impl OptionWord for OnSurrender {
    const OPTION: &'static str = "surrender";
    const ALL: &'static [OnSurrender] = &[OnSurrender::Neutral, OnSurrender::Ai];
}

/// The words the catalog declares for the lobby option `name` (none for a free value).
pub fn declared_words(name: &str) -> &'static [&'static str] {
    let opt = find("risk new").and_then(|spec| spec.opt(name));
    match opt.and_then(|o| o.suggest) {
        Some(Suggest::Values(words)) => words,
        _ => &[],
    }
}

/// The word that names `value` in its option, as `/risk new` takes it; `None` for a value no
/// player chooses (a preset's own, such as star cards).
pub fn option_word<T: OptionWord>(value: T) -> Option<&'static str> {
    let i = T::ALL.iter().position(|v| *v == value)?;
    declared_words(T::OPTION).get(i).copied()
}

/// The value `given` names among the option's declared words (in English or in any language),
/// refusing any other word with the words allowed.
fn choice<T: Copy>(
    given: Option<&str>,
    option: &str,
    values: &[T],
) -> Result<Option<T>, ServiceError> {
    let Some(g) = given else { return Ok(None) };
    let words = declared_words(option);
    match words.iter().position(|w| names_word(option, w, g)) {
        Some(i) => Ok(values.get(i).copied()),
        None => user(t!(
            "lobby-unknown-word",
            option = option_name(option),
            given = g,
            words = either(option, words)
        )),
    }
}

/// Option `name` as the reader's language names it in Discord (its `opt-` message: the key is
/// computed from the option, one message per option).
pub(crate) fn option_name(name: &str) -> String {
    i18n::format(&format!("opt-{}", name.replace('_', "-")), &[])
}

/// Words a player may choose from: "a or b or c", each as the reader's language names it.
fn either(option: &str, words: &[&str]) -> String {
    let mut rest = words.iter().map(|w| shown_word(option, w));
    let first = rest.next().unwrap_or_default();
    rest.fold(first, |all, w| t!("lobby-or", first = all, second = w))
}

/// `choice` for an option with its own type.
fn word_of<T: OptionWord>(given: Option<&str>) -> Result<Option<T>, ServiceError> {
    choice(given, T::OPTION, T::ALL)
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
        return user(t!(
            "lobby-unknown-preset",
            name = crate::i18n::markup::name(&name),
            presets = names.join(", ")
        ));
    };
    let mut r = (p.rules)();
    let (setup, placement) = (opts.setup.as_deref(), opts.placement.as_deref());
    let (fortify, dice) = (opts.fortify.as_deref(), opts.defender_dice.as_deref());
    if let Some(v) = word_of::<Setup>(setup)? {
        r.setup = v;
    }
    if let Some(v) = word_of::<Placement>(placement)? {
        r.placement = v;
    }
    asynchronous_setup(&mut r, setup.is_none(), placement.is_none());
    if let Some(v) = word_of::<Fortify>(fortify)? {
        r.fortify = v;
    }
    word_of::<DefenderDice>(dice)?;
    if let Some(v) = word_of::<CardValues>(opts.card_values.as_deref())? {
        r.card_values = v;
    }
    if let Some(cap) = opts.army_cap.as_deref().map(str::trim) {
        r.army_cap = match cap.parse::<u16>() {
            _ if names_word("army_cap", "none", cap) => None,
            Ok(n) if (3..=999).contains(&n) => Some(n),
            _ => return user(t!("lobby-bad-army-cap", given = cap)),
        };
    }
    let switch = [true, false];
    if let Some(v) = choice(opts.reroll.as_deref(), "reroll", &switch)? {
        r.reroll = v;
    }
    if let Some(v) = choice(opts.commander.as_deref(), "commander", &switch)? {
        r.commander = v;
    }
    if let Some(v) = word_of::<CapitalGoal>(opts.capital_goal.as_deref())? {
        match &mut r.victory {
            Victory::Capital { goal } => *goal = v,
            _ => return user(t!("lobby-capital-goal-elsewhere", preset = &name)),
        }
    }
    if let Some(v) = word_of::<Fog>(opts.fog.as_deref())? {
        r.fog = v;
    }
    if let Some(v) = word_of::<NeutralSetup>(opts.neutral_setup.as_deref())? {
        if r.neutrals == 0 {
            return user(t!("lobby-neutral-setup-elsewhere", preset = &name));
        }
        r.neutral_setup = v;
    }
    if let Err(why) = r.check() {
        return user(t!(
            "lobby-options-clash",
            preset = &name,
            why = why.to_string()
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
    if let Some(v) = word_of::<OnTimeout>(opts.on_timeout.as_deref())? {
        t.on_timeout = v;
    }
    if let Some(k) = opts.kick_after {
        if !(1..=20).contains(&k) {
            return user(t!("lobby-bad-kick-after", given = k));
        }
        t.kick_after = k;
    }
    if let Some(v) = word_of::<DefenderDice>(opts.defender_dice.as_deref())? {
        t.defender_dice = v;
    }
    if let Some(v) = word_of::<OnSurrender>(opts.surrender.as_deref())? {
        t.on_surrender = v;
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Lang};

    #[test]
    fn every_option_refused_by_word_has_its_name_in_the_catalogue() {
        let options = [
            Setup::OPTION,
            Placement::OPTION,
            Fortify::OPTION,
            CardValues::OPTION,
            CapitalGoal::OPTION,
            Fog::OPTION,
            NeutralSetup::OPTION,
            DefenderDice::OPTION,
            OnTimeout::OPTION,
            OnSurrender::OPTION,
            "reroll",
            "commander",
        ];
        for option in options {
            // The English name is the option itself, as Discord registers it.
            assert_eq!(
                i18n::with(Lang::En, Lang::En, || option_name(option)),
                option
            );
            let key = format!("opt-{}", option.replace('_', "-"));
            for lang in Lang::ALL {
                assert!(i18n::has_key(lang, &key), "{lang} lacks {key}");
            }
        }
    }
}
