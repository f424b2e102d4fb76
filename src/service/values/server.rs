//! Per-server settings: default lobby options, the channels games may be opened in, the role
//! allowed to host. Kept in the store, shown and changed by `/risk-admin settings`
//! (`admin::settings`), applied to `/risk new` here.

use serde::{Deserialize, Serialize};

use super::command::NewGame;
use super::error::{user, ServiceError};
use super::keys::{Actor, ChannelKey, Membership};
use crate::t;

/// One server's settings; the default value is "no settings": the built-in defaults, every
/// channel, everyone may host.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ServerSettings {
    /// Filled into `/risk new` where the player left an option out.
    pub defaults: NewGame,
    /// Channels where `/risk new` may open a lobby; empty: every channel.
    pub channels: Vec<u64>,
    /// The role a member needs to open a lobby; `None`: everyone.
    pub host_role: Option<u64>,
    /// The server's own boards (`/risk-admin map add`): its name for each → the board's id
    /// (`maps::stored`). Removing a name leaves the board's record: games keep their board.
    pub maps: std::collections::BTreeMap<String, String>,
    /// The language of the server's game channels (`/risk-admin settings language:`); `None`:
    /// the server's own Discord language (`guild_locale`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<crate::i18n::Lang>,
}

/// `/risk new` as a server's settings allow it: refused in a channel not allowed, or for a
/// member without the hosting role (admins may host anyway); otherwise the options with the
/// server's defaults filled in.
pub(crate) fn apply_to_new(
    settings: &ServerSettings,
    ch: ChannelKey,
    actor: &Actor,
    member: &Membership,
    opts: &NewGame,
) -> Result<NewGame, ServiceError> {
    if !settings.channels.is_empty() && !settings.channels.contains(&ch.0) {
        return user(t!(
            "ref-channel-not-allowed",
            channels = channel_list(&settings.channels)
        ));
    }
    if let Some(role) = settings.host_role {
        if !actor.admin && !member.roles.contains(&role) {
            return user(t!("ref-host-role-needed", role = role.to_string()));
        }
    }
    let mut opts = with_defaults(opts, &settings.defaults);
    // A server's own board is named by its id from here on (`Session::board`).
    if let Some(name) = &opts.map {
        if let Some(id) = server_map(settings, name) {
            opts.map = Some(id.to_string());
        }
    }
    Ok(opts)
}

/// A board's name and size in words: "Europe (28 territories, 5 continents)".
pub(crate) fn sized(name: &str, map: &crate::engine::Map) -> String {
    t!(
        "svc-board-sized",
        name = crate::i18n::names::board(name),
        territories = map.territory_count(),
        continents = map.continents().len()
    )
}

/// The board a lobby option names: a shipped board by its name (any case), or the id a
/// server's name was turned into (`apply_to_new`). `None`: the classic board.
pub(crate) fn chosen_board(
    name: Option<&str>,
) -> Result<Option<(String, std::sync::Arc<crate::engine::Map>)>, ServiceError> {
    use crate::maps::{shipped, stored};
    let Some(name) = name.map(str::trim).filter(|n| !n.is_empty()) else {
        return Ok(None);
    };
    if stored::id_hash(name).is_some() {
        if let Some(map) = stored::resolve(name) {
            return Ok(Some((name.to_string(), map)));
        }
    }
    if let Some(map) = shipped()
        .into_iter()
        .find(|m| m.name.eq_ignore_ascii_case(name))
    {
        if map.name == "classic" {
            return Ok(None);
        }
        return Ok(Some((map.name.clone(), map)));
    }
    let names: Vec<String> = shipped().iter().map(|m| m.name.clone()).collect();
    user(t!(
        "ref-no-such-board",
        name = crate::i18n::markup::name(name),
        boards = names.join(", ")
    ))
}

/// The id of the server's board named `name` (any case), if it has one by that name.
pub(crate) fn server_map<'a>(settings: &'a ServerSettings, name: &str) -> Option<&'a str> {
    let name = name.trim();
    settings
        .maps
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, id)| id.as_str())
}

fn preset_name(p: &Option<String>) -> String {
    p.as_deref().unwrap_or("classic").trim().to_lowercase()
}

/// The player's options with the defaults where they left one out. The rule options (setup,
/// fortify, …) default only when the player plays the default preset: they were chosen for it.
pub(crate) fn with_defaults(opts: &NewGame, d: &NewGame) -> NewGame {
    let same = opts.preset.is_none() || preset_name(&opts.preset) == preset_name(&d.preset);
    fn or<T: Clone>(mine: &Option<T>, theirs: &Option<T>, ok: bool) -> Option<T> {
        mine.clone().or_else(|| theirs.clone().filter(|_| ok))
    }
    NewGame {
        preset: or(&opts.preset, &d.preset, true),
        setup: or(&opts.setup, &d.setup, same),
        placement: or(&opts.placement, &d.placement, same),
        fortify: or(&opts.fortify, &d.fortify, same),
        card_values: or(&opts.card_values, &d.card_values, same),
        army_cap: or(&opts.army_cap, &d.army_cap, same),
        reroll: or(&opts.reroll, &d.reroll, same),
        commander: or(&opts.commander, &d.commander, same),
        capital_goal: or(&opts.capital_goal, &d.capital_goal, same),
        neutral_setup: or(&opts.neutral_setup, &d.neutral_setup, same),
        map: or(&opts.map, &d.map, true),
        fog: or(&opts.fog, &d.fog, true),
        defender_dice: or(&opts.defender_dice, &d.defender_dice, true),
        turn_time: or(&opts.turn_time, &d.turn_time, true),
        on_timeout: or(&opts.on_timeout, &d.on_timeout, true),
        kick_after: or(&opts.kick_after, &d.kick_after, true),
        surrender: or(&opts.surrender, &d.surrender, true),
        reminders: or(&opts.reminders, &d.reminders, true),
    }
}

fn channel_list(channels: &[u64]) -> String {
    let v: Vec<String> = channels.iter().map(|c| format!("<#{c}>")).collect();
    v.join(", ")
}

/// The settings in the words of `/risk new` and `/risk-admin settings`.
pub fn describe(s: &ServerSettings) -> String {
    let d = &s.defaults;
    let text = [
        ("preset", d.preset.clone()),
        ("setup", d.setup.clone()),
        ("placement", d.placement.clone()),
        ("fortify", d.fortify.clone()),
        ("defender_dice", d.defender_dice.clone()),
        ("turn_time", d.turn_time.clone()),
        ("on_timeout", d.on_timeout.clone()),
        ("kick_after", d.kick_after.map(|k| k.to_string())),
        ("surrender", d.surrender.clone()),
        ("reminders", d.reminders.clone()),
        ("card_values", d.card_values.clone()),
        ("army_cap", d.army_cap.clone()),
        ("reroll", d.reroll.clone()),
        ("commander", d.commander.clone()),
        ("capital_goal", d.capital_goal.clone()),
        ("neutral_setup", d.neutral_setup.clone()),
        ("map", d.map.clone()),
        ("fog", d.fog.clone()),
    ];
    let given: Vec<String> = text
        .iter()
        .filter_map(|(k, v)| v.as_ref().map(|v| format!("{k}:{v}")))
        .collect();
    let defaults = if given.is_empty() {
        t!("svc-settings-no-defaults")
    } else {
        given.join(" ")
    };
    let channels = if s.channels.is_empty() {
        t!("svc-settings-every-channel")
    } else {
        channel_list(&s.channels)
    };
    let host = match s.host_role {
        Some(r) => t!("svc-settings-host-role", role = r.to_string()),
        None => t!("svc-settings-everyone"),
    };
    let mut lines = vec![
        t!("svc-settings-title"),
        t!("svc-settings-defaults", defaults = defaults),
        t!("svc-settings-channels", channels = channels),
        t!("svc-settings-host", host = host),
    ];
    if let Some(lang) = s.language {
        lines.push(t!(
            "svc-settings-language",
            language = lang.native_name(),
            code = lang.code()
        ));
    }
    lines.join("\n")
}
