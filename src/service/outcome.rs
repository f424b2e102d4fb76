//! What to deliver after a command, independent of Discord: public posts, private messages per
//! player, an ephemeral reply to the invoker, and whom to ping.

use super::keys::UserKey;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Post {
    pub text: String,
    /// Users to mention (ping) at the start of this post; nobody else is pinged.
    pub ping: Vec<UserKey>,
    /// Attach a picture of the board (when the adapter can render one).
    pub board: bool,
    /// Buttons under the post; their ids come back as `Command`s (see `Button::command`).
    pub buttons: Vec<Button>,
}

/// A button with a stable id, so it keeps working after a restart.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Button {
    pub id: String,
    pub label: String,
}

impl Button {
    /// The command a button id stands for (`defend:<dice>:<attack>`).
    pub fn command(id: &str) -> Option<super::Command> {
        let mut parts = id.split(':');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some("defend"), Some(d), Some(a), None) => Some(super::Command::Defend {
                dice: d.parse().ok()?,
                attack: a.parse().ok()?,
            }),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Private {
    pub to: UserKey,
    pub text: String,
    /// What the player can type to see it again if the message cannot be delivered.
    pub fallback_command: &'static str,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    pub public: Vec<Post>,
    pub private: Vec<Private>,
    /// Shown only to the invoker.
    pub reply: Option<String>,
}

impl Outcome {
    pub fn reply(text: impl Into<String>) -> Outcome {
        Outcome {
            reply: Some(text.into()),
            ..Outcome::default()
        }
    }

    pub fn post(text: impl Into<String>) -> Outcome {
        let mut o = Outcome::default();
        o.public.push(Post {
            text: text.into(),
            ..Post::default()
        });
        o
    }
}
