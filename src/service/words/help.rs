//! Help in words, made from the command catalog: the short `/help` and one command's entry,
//! with what the table's rules say about it.

use crate::service::values::catalog::{find, COMMANDS};

/// One command's help: its usage line and what it does; at a table playing `rules`, also
/// what its rules say about it (`rules_text::for_command`).
pub fn help_entry(typed: &str, rules: Option<&crate::engine::Rules>) -> Option<String> {
    let typed = typed.trim().trim_start_matches('/').to_lowercase();
    let spec = find(&typed)?;
    let mut t = format!("`{}`: {}.", spec.usage(&typed), spec.help);
    if let Some(more) = rules.and_then(|r| super::rules_text::for_command(spec.path, r)) {
        t.push('\n');
        t.push_str(&more);
    }
    Some(t)
}

/// The short `/help`: a turn in taps, where to look, how to ask about one command, and every
/// command's name (grouped under `/risk` and `/risk-admin`) on a few lines.
pub fn short_help() -> String {
    let mut risk = Vec::new();
    let mut admin = Vec::new();
    let mut play = Vec::new();
    for s in COMMANDS {
        for n in s.typed_names() {
            match n.split_once(' ') {
                Some(("risk", leaf)) => risk.push(leaf.to_string()),
                Some(("risk-admin", leaf)) => admin.push(leaf.to_string()),
                Some(_) | None => play.push(format!("/{n}")),
            }
        }
    }
    format!(
        "**How to play**\n\
         · A game: `/risk new` opens a lobby, players `/risk join`, the host `/risk start`.\n\
         · Your turn: the bot pings you and puts buttons and menus under its post; tap them to \
         trade, place troops, attack (from, then to, then roll or blitz), move in, fortify and \
         end. Every tap is also a command.\n\
         · Lost the buttons? `/risk status` shows whose turn it is, with yours.\n\
         · Your territories and their enemy neighbours: `/board player:me`; one territory: \
         `/territory`; your cards: `/hand`; your goal: `/mission` (only you see these).\n\
         · This table's rules: `/risk rules`. One command explained for this table: \
         `/help command:attack` (any command).\n\
         **Commands**: /risk ({}); {}; /risk-admin ({}).",
        risk.join(", "),
        play.join(", "),
        admin.join(", ")
    )
}
