//! Turn deadlines as values: the timing options chosen in the lobby (turn time, what a time-out
//! does, reminders, live defence) and the running clock of the current turn. The clock's
//! arithmetic is the session's (`Session::refresh_clock`, `next_wake`); what happens when time
//! runs out is `deadline`'s. Time is passed in (Unix seconds), never read here.

use serde::{Deserialize, Serialize};

pub const HOUR: u64 = 3600;
pub const DAY: u64 = 24 * HOUR;
/// Seconds between two rounds of AI turns that one command did not finish (see `run_ai`): the
/// channel gets at most one post of AI turns per wake-up, well within Discord's 5 per 5 s.
pub const AI_PACE: u64 = 5;

/// What happens to a turn whose deadline passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OnTimeout {
    /// The AI plays the rest of that turn.
    Ai,
    /// Reinforcements are placed on borders and the turn ends, without attacking.
    Skip,
}

/// What `/risk surrender` does with the player's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OnSurrender {
    /// The armies stay as a passive neutral: they defend, place reinforcements, never attack.
    Neutral,
    /// The basic AI plays the seat.
    Ai,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timing {
    /// Seconds per turn; `None` = no deadline.
    pub turn_time: Option<u64>,
    pub on_timeout: OnTimeout,
    /// Consecutive missed turns before the AI takes the seat for good (until `/risk return`).
    pub kick_after: u8,
    /// Vacation allowance per player, in seconds.
    pub vacation: u64,
    /// How often a timed-out player may take the seat back.
    pub returns: u8,
    /// Reminders at half time and this long before the deadline.
    /// `None`: no reminders.
    pub remind_before: Option<u64>,
    pub on_surrender: OnSurrender,
    #[serde(default = "max_dice")]
    pub defender_dice: DefenderDice,
}

fn max_dice() -> DefenderDice {
    DefenderDice::Max
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            turn_time: Some(DAY),
            on_timeout: OnTimeout::Ai,
            kick_after: 3,
            vacation: 7 * DAY,
            returns: 1,
            remind_before: Some(HOUR),
            on_surrender: OnSurrender::Neutral,
            defender_dice: DefenderDice::Max,
        }
    }
}

/// How the defender's dice are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DefenderDice {
    /// Always the most the defender may roll.
    Max,
    /// The defender picks within the window (seconds); the maximum when it closes.
    Choose { window: u64 },
}

/// The clock of the turn in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnClock {
    /// Whose move the clock runs for: (turn, seat, setup moves made); a change restarts it.
    pub running_for: Option<(u32, u8, u32)>,
    pub started: u64,
    pub deadline: Option<u64>,
    pub half_sent: bool,
    pub last_sent: bool,
    /// Set while paused: deadlines are frozen.
    pub paused_at: Option<u64>,
}

/// A duration in words of the language in force, to the minute: "1 hour and 30 minutes",
/// "2 Tage", "1 jour et 12 heures" (each unit's count with its plural, the units joined as a
/// list).
pub fn span(seconds: u64) -> String {
    let (d, h, m) = (seconds / DAY, seconds % DAY / HOUR, seconds % HOUR / 60);
    let mut parts = vec![];
    if d > 0 {
        parts.push(crate::t!("values-days", count = d));
    }
    if h > 0 {
        parts.push(crate::t!("values-hours", count = h));
    }
    if m > 0 || parts.is_empty() {
        parts.push(crate::t!("values-minutes", count = m));
    }
    crate::i18n::list(&parts)
}

/// A duration as a player types it, to the minute: "1h 30m", "2d", "1d 12h", "45m" (what a
/// refusal says may be typed: the same in every language).
pub fn typed_span(seconds: u64) -> String {
    let (d, h, m) = (seconds / DAY, seconds % DAY / HOUR, seconds % HOUR / 60);
    let parts: Vec<String> = [(d, "d"), (h, "h"), (m, "m")]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, unit)| format!("{n}{unit}"))
        .collect();
    if parts.is_empty() {
        "0m".into()
    } else {
        parts.join(" ")
    }
}

/// Parses a turn time: "none", "90m", "1h", "36h", "2d", "7 days": between 1 hour and 7 days.
pub fn parse_duration(text: &str) -> Result<Option<u64>, String> {
    parse_within(text, "turn_time", HOUR, 7 * DAY)
}

/// Parses "none" or a duration between `min` and `max` seconds; `what` names the option.
pub fn parse_within(text: &str, what: &str, min: u64, max: u64) -> Result<Option<u64>, String> {
    let t = text.trim().to_lowercase();
    if t == "none" || t == "off" || crate::i18n::typed::names_word(what, "none", &t) {
        return Ok(None);
    }
    let digits: String = t.chars().take_while(char::is_ascii_digit).collect();
    let unit_typed = t[digits.len()..].trim();
    let n: u64 = digits
        .parse()
        .map_err(|_| crate::t!("ref-not-a-duration", text = crate::i18n::markup::name(text)))?;
    use crate::i18n::typed::{unit, Unit};
    let secs = match unit(unit_typed) {
        Some(Unit::Minutes) => n * 60,
        Some(Unit::Hours) => n * HOUR,
        Some(Unit::Days) => n * DAY,
        None => return Err(crate::t!("ref-not-a-duration", text = text)),
    };
    if !(min..=max).contains(&secs) {
        return Err(crate::t!(
            "ref-duration-range",
            option = what,
            min = typed_span(min),
            max = typed_span(max),
            text = text
        ));
    }
    Ok(Some(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_parse_within_bounds() {
        assert_eq!(parse_duration("24h"), Ok(Some(DAY)));
        assert_eq!(parse_duration("2d"), Ok(Some(2 * DAY)));
        assert_eq!(parse_duration("90m"), Ok(Some(90 * 60)));
        assert_eq!(parse_duration("none"), Ok(None));
        assert!(parse_duration("30m")
            .unwrap_err()
            .contains("between 1h and 7d"));
        assert!(parse_duration("8d").is_err());
        assert_eq!(parse_within("10m", "reminders", 600, DAY), Ok(Some(600)));
        assert!(parse_within("2d", "reminders", 600, DAY)
            .unwrap_err()
            .contains("reminders must be between 10m and 1d"));
        assert_eq!(typed_span(90 * 60), "1h 30m");
        assert_eq!(typed_span(36 * HOUR), "1d 12h");
        assert_eq!(typed_span(2 * DAY), "2d");
        assert_eq!(typed_span(600), "10m");
        assert_eq!(span(90 * 60), "1 hour and 30 minutes");
        assert_eq!(span(36 * HOUR), "1 day and 12 hours");
        assert_eq!(span(2 * DAY), "2 days");
        assert_eq!(span(60), "1 minute");
        let de =
            |secs| crate::i18n::with(crate::i18n::Lang::De, crate::i18n::Lang::De, || span(secs));
        assert_eq!(de(DAY), "1 Tag");
        assert_eq!(de(3 * DAY + 2 * HOUR), "3 Tage und 2 Stunden");
        assert!(parse_duration("soon")
            .unwrap_err()
            .contains("not a duration"));
    }
}
