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
    /// Their client's language (Discord's `locale`): their private answers are written in it,
    /// and their direct messages after it. `None`: the channel's language.
    pub locale: Option<crate::i18n::Lang>,
    /// The server's preferred language (Discord's `guild_locale`): the channel's language when
    /// the server chose none (`/risk-admin settings language:`). `None`: English.
    pub guild_locale: Option<crate::i18n::Lang>,
}

/// A server (a Discord guild): per-server settings are kept under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GuildKey(pub u64);

/// Where the actor stands in a server, as the adapter knows it: which server, and the ids of
/// their roles (to check the role allowed to host).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Membership {
    pub guild: GuildKey,
    pub roles: Vec<u64>,
}
