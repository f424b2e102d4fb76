//! Why the service refused a command, as values: the adapters can tell a turn that is not
//! theirs from a rule broken or an unknown name without reading sentences, and the words are made
//! once, here, from the values.

use std::fmt;

use crate::engine::RuleViolation;
use crate::t;

/// A command the player may not give now; nothing changed.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// No lobby or game in this channel.
    NoGame,
    /// A lobby, not yet started.
    NotStarted,
    /// The game here is over.
    GameOver,
    /// The invoker holds no seat here.
    NotPlaying,
    /// `/risk-admin` without Discord's Manage Channels permission.
    NeedsAdmin,
    /// A host's command from someone who is neither the host nor a channel manager.
    HostOnly { host: String, what: String },
    /// The rules forbid it: the engine's reason, with its words for this table (names, what is
    /// allowed now).
    Rule {
        violation: RuleViolation,
        words: String,
    },
    /// Anything else, worded where it was refused (a full lobby, an unknown colour, ...).
    Other(String),
}

impl fmt::Display for Refusal {
    /// The words in the language in force: an adapter shows a refusal inside its reader's
    /// language (`i18n::with`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            Refusal::NoGame => t!("ref-no-game"),
            Refusal::NotStarted => t!("ref-not-started"),
            Refusal::GameOver => t!("ref-game-over"),
            Refusal::NotPlaying => t!("ref-not-playing"),
            Refusal::NeedsAdmin => t!("ref-needs-admin"),
            Refusal::HostOnly { host, what } => t!("ref-host-only", host = host, what = what),
            Refusal::Rule { words, .. } => words.clone(),
            Refusal::Other(words) => words.clone(),
        };
        f.write_str(&words)
    }
}
