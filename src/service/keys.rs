//! The service's own identifiers for where and who: plain numbers, no Discord types.

use serde::{Deserialize, Serialize};

/// A place that holds at most one game (a Discord channel, a console session).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ChannelKey(pub u64);

/// A person (a Discord user id, a console name's hash).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserKey(pub u64);

/// Who issued a command, as the adapter knows them.
#[derive(Clone, Debug)]
pub struct Actor {
    pub user: UserKey,
    pub name: String,
    /// May manage the channel (Discord's Manage Channels): admin commands allowed.
    pub admin: bool,
}
