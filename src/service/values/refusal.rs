//! Why the service refused a command, as values: the adapters can tell a turn that is not
//! theirs from a rule broken or an unknown name without reading sentences, and the words are made
//! once, here, from the values.

use std::fmt;

use crate::engine::RuleViolation;

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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NoGame => {
                f.write_str("There is no game in this channel. Start one with /risk new.")
            }
            Refusal::NotStarted => {
                f.write_str("The game has not started yet: the host starts it with /risk start.")
            }
            Refusal::GameOver => f.write_str("That game is over. Start a new one with /risk new."),
            Refusal::NotPlaying => {
                f.write_str("You are not playing in this game; /board shows how it stands.")
            }
            Refusal::NeedsAdmin => f.write_str(
                "/risk-admin needs the Manage Channels permission on this server. A game's host \
                 has the same table commands under /risk (kick, abandon, pause, resume, skip, \
                 replace).",
            ),
            Refusal::HostOnly { host, what } => write!(
                f,
                "Only the host ({host}) or someone who can manage this channel may {what}."
            ),
            Refusal::Rule { words, .. } => f.write_str(words),
            Refusal::Other(words) => f.write_str(words),
        }
    }
}
