//! A declaration in a language: the command's and option's names, descriptions and help as the
//! catalogue's `commands.ftl` gives them (`cmd-<path>`, `cmd-<path>-desc`, `cmd-<path>-help`,
//! `opt-<name>`, `opt-<path>-<name>-desc` or else `opt-<name>-desc`), English where a language
//! lacks one. The English entries are the table's own words (a test keeps them equal).
//!
//! The keys are computed from the declaration, so these are the catalogue's only lookups by a
//! key made at run time (`i18n::format_in`); `tests/i18n.rs` and this module's test check that
//! every declaration has its English entries.

use crate::i18n::{self, Lang};

use super::spec::{Opt, Spec};
use super::table::GROUPS;

/// A path or option name as a key part: "risk add-ai" → "risk-add-ai", "turn_time" → "turn-time".
fn part(s: &str) -> String {
    s.replace([' ', '_'], "-")
}

/// Message `key` in `lang`, else in English; `None` when English lacks it too.
fn lookup(lang: Lang, key: &str) -> Option<String> {
    // Through `format`, so a test language marks these names like every other message.
    i18n::has_key(Lang::En, key).then(|| i18n::with(lang, lang, || i18n::format(key, &[])))
}

impl Spec {
    /// Its catalogue key: "cmd-risk-new", "cmd-map-add", "cmd-draft".
    pub fn key(&self) -> String {
        format!("cmd-{}", part(self.path))
    }

    /// The last word it is typed as, in `lang` ("new", "angreifen").
    pub fn name_in(&self, lang: Lang) -> String {
        let leaf = self.path.rsplit(' ').next().unwrap_or(self.path);
        lookup(lang, &self.key()).unwrap_or_else(|| leaf.to_string())
    }

    /// Discord's description of it in `lang` (at most 100 characters).
    pub fn about_in(&self, lang: Lang) -> String {
        lookup(lang, &format!("{}-desc", self.key())).unwrap_or_else(|| self.about.to_string())
    }

    /// What `/help` says it does, in `lang`.
    pub fn help_in(&self, lang: Lang) -> String {
        lookup(lang, &format!("{}-help", self.key())).unwrap_or_else(|| self.help.to_string())
    }

    /// `typed` ("risk kick", "risk-admin map add", "draft") with every word in `lang`.
    pub fn typed_in(&self, typed: &str, lang: Lang) -> String {
        let words: Vec<&str> = typed.split(' ').collect();
        let mut out = Vec::new();
        for i in 0..words.len() {
            if i + 1 == words.len() {
                out.push(self.name_in(lang));
            } else {
                out.push(group_name_in(&words[..=i].join(" "), lang));
            }
        }
        out.join(" ")
    }

    /// `/draft territory [troops]` with the command's and options' names in `lang`.
    pub fn usage_in(&self, typed: &str, lang: Lang) -> String {
        let mut u = format!("/{}", self.typed_in(typed, lang));
        for o in self.opts() {
            let name = o.name_in(lang);
            if o.required {
                u.push_str(&format!(" {name}"));
            } else {
                u.push_str(&format!(" [{name}]"));
            }
        }
        u
    }
}

impl Spec {
    /// Its option named `name` in English or in `lang` (any case).
    pub fn opt_in(&self, name: &str, lang: Lang) -> Option<&'static Opt> {
        let name = name.to_lowercase();
        self.opt(&name)
            .or_else(|| self.opts().find(|o| o.name_in(lang).to_lowercase() == name))
    }
}

/// The command typed as `typed` ("attack", "risk kick") by its English names or its names in
/// `lang` ("angreifen"), with the English way to type it.
pub fn find_in(typed: &str, lang: Lang) -> Option<(&'static Spec, String)> {
    let typed = typed.trim().trim_start_matches('/').to_lowercase();
    if let Some(spec) = super::find(&typed) {
        return Some((spec, typed));
    }
    super::COMMANDS.iter().find_map(|s| {
        s.typed_names()
            .into_iter()
            .find(|n| s.typed_in(n, lang).to_lowercase() == typed)
            .map(|n| (s, n))
    })
}

impl Opt {
    /// Its catalogue key: "opt-turn-time".
    pub fn key(&self) -> String {
        format!("opt-{}", part(self.name))
    }

    /// Its name in `lang`, as the command picker shows it.
    pub fn name_in(&self, lang: Lang) -> String {
        lookup(lang, &self.key()).unwrap_or_else(|| self.name.to_string())
    }

    /// Its description under `spec` in `lang`: the command's own wording if it has one, else
    /// the option's.
    pub fn about_in(&self, lang: Lang, spec: &Spec) -> String {
        let own = format!("opt-{}-{}-desc", part(spec.path), part(self.name));
        lookup(lang, &own)
            .or_else(|| lookup(lang, &format!("{}-desc", self.key())))
            .unwrap_or_else(|| self.about.to_string())
    }
}

/// A group of commands ("risk", "risk-admin", "risk-admin map") by its name in `lang`.
pub fn group_name_in(group: &str, lang: Lang) -> String {
    let leaf = group.rsplit(' ').next().unwrap_or(group);
    lookup(lang, &format!("cmd-{}", part(group))).unwrap_or_else(|| leaf.to_string())
}

/// The English description of a top-level group (`GROUPS`).
pub fn group_about(group: &str) -> Option<&'static str> {
    GROUPS.iter().find(|(g, _)| *g == group).map(|(_, a)| *a)
}

/// A group's description in `lang` (`cmd-risk-desc`, `cmd-risk-admin-map-desc`), as Discord
/// shows it: the table's English one, or the group's path, where the catalogue has none.
pub fn group_about_in(group: &str, lang: Lang) -> String {
    lookup(lang, &format!("cmd-{}-desc", part(group)))
        .or_else(|| group_about(group).map(str::to_string))
        .unwrap_or_else(|| format!("/{group}"))
}

#[cfg(test)]
mod tests {
    use super::super::COMMANDS;
    use super::*;

    /// The English catalogue says exactly what the table says: names, descriptions, help.
    #[test]
    fn english_entries_are_the_tables_words() {
        for spec in COMMANDS {
            let leaf = spec.path.rsplit(' ').next().unwrap();
            for (key, table) in [
                (spec.key(), leaf),
                (format!("{}-desc", spec.key()), spec.about),
                (format!("{}-help", spec.key()), spec.help),
            ] {
                assert_eq!(
                    i18n::format_in(Lang::En, &key, &[]).as_deref(),
                    Some(table),
                    "{key}"
                );
            }
            for o in spec.opts() {
                assert_eq!(
                    i18n::format_in(Lang::En, &o.key(), &[]).as_deref(),
                    Some(o.name),
                    "{}",
                    o.key()
                );
                assert_eq!(
                    o.about_in(Lang::En, spec),
                    o.about,
                    "/{} {}",
                    spec.path,
                    o.name
                );
            }
            for typed in spec.typed_names() {
                assert_eq!(spec.usage_in(&typed, Lang::En), spec.usage(&typed));
            }
        }
        assert_eq!(group_name_in("risk-admin map", Lang::En), "map");
        assert_eq!(group_about("risk").map(|a| !a.is_empty()), Some(true));
    }
}
