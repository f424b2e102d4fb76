//! Help in words, made from the command catalog: the short `/help` and one command's entry,
//! with what the table's rules say about it; in the reader's language (help.ftl, the commands'
//! names and help texts from commands.ftl).

use crate::i18n;
use crate::service::values::catalog::{find_in, COMMANDS};

/// One command's help: its usage line and what it does; at a table playing `rules`, also
/// what its rules say about it (`rules_text::for_command`).
pub fn help_entry(typed: &str, rules: Option<&crate::engine::Rules>) -> Option<String> {
    let typed = typed.trim().trim_start_matches('/').to_lowercase();
    let lang = i18n::current();
    let (spec, typed) = find_in(&typed, lang)?;
    let mut t = crate::t!(
        "help-entry",
        usage = spec.usage_in(&typed, lang),
        help = unlinked(&spec.help_in(lang))
    );
    if let Some(more) = rules.and_then(|r| super::rules_text::for_command(spec.path, r)) {
        t.push('\n');
        t.push_str(&more);
    }
    Some(t)
}

/// A help text with each link to a section of the guide (`[Verifiable dice](#verifiable-dice)`,
/// which Discord cannot follow) made the section's name in the reader's language, quoted as the
/// language quotes (`„Überprüfbare Würfel“`): the catalogue's `values-section-<anchor>`, the
/// link's own words when it has none.
fn unlinked(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let after = &rest[open + 1..];
        let link = after.split_once("](#").and_then(|(label, tail)| {
            let (anchor, tail) = tail.split_once(')')?;
            let plain = |s: &str| !s.contains(['[', ']', '(', ')', '\n']);
            (plain(label) && plain(anchor)).then_some((label, anchor, tail))
        });
        let Some((label, anchor, tail)) = link else {
            out.push_str(&rest[..=open]);
            rest = after;
            continue;
        };
        out.push_str(&rest[..open]);
        let key = format!("values-section-{anchor}");
        let name = match i18n::has_key(i18n::Lang::En, &key) {
            true => i18n::format(&key, &[]),
            false => label.to_string(),
        };
        out.push_str(&crate::t!("values-quoted", text = name));
        rest = tail;
    }
    out.push_str(rest);
    out
}

/// The short `/help`: a turn in taps, where to look, how to ask about one command, and every
/// command's name (grouped under `/risk` and `/risk-admin`) on a few lines.
pub fn short_help() -> String {
    let lang = i18n::current();
    let mut risk = Vec::new();
    let mut admin = Vec::new();
    let mut play = Vec::new();
    for s in COMMANDS {
        for n in s.typed_names() {
            match n.split_once(' ') {
                Some(("risk", _)) => risk.push(s.name_in(lang)),
                Some(("risk-admin", _)) => {
                    // `map add` under /risk-admin: every word after the group.
                    let shown = s.typed_in(&n, lang);
                    let rest = shown.split_once(' ').map_or(shown.as_str(), |(_, r)| r);
                    admin.push(rest.to_string())
                }
                Some(_) | None => play.push(format!("/{}", s.typed_in(&n, lang))),
            }
        }
    }
    [
        crate::t!("help-how-to-play"),
        crate::t!("help-a-game"),
        crate::t!("help-your-turn"),
        crate::t!("help-lost-buttons"),
        crate::t!("help-your-own"),
        crate::t!("help-rules"),
        crate::t!(
            "help-commands",
            risk = risk.join(", "),
            play = play.join(", "),
            admin = admin.join(", ")
        ),
    ]
    .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::service::values::catalog::find;

    /// The English /help reads exactly as it did before the catalogue.
    #[test]
    fn the_english_help_is_unchanged() {
        let help = i18n::with(Lang::En, Lang::En, short_help);
        let expected_start = "**How to play**\n\
             · A game: `/risk new` opens a lobby, players `/risk join`, the host `/risk start`.\n\
             · Your turn: the bot pings you and puts buttons and menus under its post; tap them to \
             trade, place troops, attack (from, then to, then roll or blitz), move in, fortify and \
             end. Every tap is also a command.\n\
             · Lost the buttons? `/risk status` shows whose turn it is, with yours.\n\
             · Your territories and their enemy neighbours: `/board player:me`; one territory: \
             `/territory`; your cards: `/hand`; your goal: `/mission` (only you see these).\n\
             · This table's rules: `/risk rules`. One command explained for this table: \
             `/help command:attack` (any command).\n\
             **Commands**: /risk (new, join, leave, team, add-ai, start, status, rules, kick, ";
        assert!(help.starts_with(expected_start), "{help}");
        assert!(
            help.ends_with("; /risk-admin (kick, abandon, pause, resume, skip, replace, map add, map remove, settings)."),
            "{help}"
        );
        let entry = i18n::with(Lang::En, Lang::En, || help_entry("draft", None)).unwrap();
        assert!(
            entry.starts_with("`/draft territory [troops]`: "),
            "{entry}"
        );
    }

    /// In German the help is German, its command names are the German ones, and a command
    /// asked for by its German name is found.
    #[test]
    fn the_german_help_is_german_with_german_command_names() {
        let de = Lang::De;
        let help = i18n::with(de, de, short_help);
        assert!(
            help.starts_with("**So wird gespielt**\n· Ein Spiel: `/risk "),
            "{help}"
        );
        assert!(help.contains("**Befehle**: /risk ("), "{help}");
        for english in ["How to play", "Your turn", "Commands", "only you see"] {
            assert!(!help.contains(english), "{english:?} in {help}");
        }
        let attack = find("attack").unwrap();
        let german = attack.typed_in("attack", de);
        assert!(help.contains(&format!("/{german}")), "{help}");
        let entry = i18n::with(de, de, || help_entry(&german, None)).unwrap();
        assert!(
            entry.starts_with(&format!("`{}`: ", attack.usage_in("attack", de))),
            "{entry}"
        );
    }
}
