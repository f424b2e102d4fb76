//! Languages: every player-facing text comes from a Fluent message catalogue
//! (`data/i18n/<language>/<area>.ftl`, built into the binary), never from a literal in the code.
//!
//! Code asks for a message by its key with [`t!`](crate::t): `t!("turn-ends", name = seat)`. The
//! language is the one in force on this thread ([`current`]), set by the service for each command
//! ([`with`]): a command's own answers and refusals are in the invoker's language, the channel's
//! posts in the channel's ([`in_channel`]), a direct message in its reader's ([`for_reader`]).
//! A message missing from a language (or failing to format there) falls back to English; every
//! key the code uses exists in English (`tests/i18n.rs`).
//!
//! Why Fluent: plurals and grammatical cases are chosen in the catalogue, by the translator, from
//! the arguments (`{ $count -> [one] … *[other] … }`), so code never builds a sentence by parts.

mod catalogue;
mod context;
pub mod markup;
pub mod names;
pub mod numbers;
pub mod typed;

use serde::{Deserialize, Serialize};

pub use catalogue::{
    arg, attribute, format, format_in, has_key, keys, source, variables, Arg, AREAS,
};
pub use context::{channel, current, for_reader, in_channel, with};
pub use numbers::{joined, list, percent, Decimal};

/// A language the bot speaks. Discord's locale codes map onto these (`Lang::from_discord`);
/// any other locale reads as English.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Lang {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "de")]
    De,
    #[serde(rename = "es")]
    Es,
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "pt-BR")]
    PtBr,
    #[serde(rename = "pl")]
    Pl,
    #[serde(rename = "it")]
    It,
    /// Test languages: English with each message wrapped in `⟦…⟧` (A) or `⟪…⟫` (B), so a test
    /// sees which text came from the catalogue, and in whose language.
    #[doc(hidden)]
    #[serde(rename = "qps-a")]
    PseudoA,
    #[doc(hidden)]
    #[serde(rename = "qps-b")]
    PseudoB,
}

impl Lang {
    /// The languages players can choose, English first.
    pub const ALL: [Lang; 7] = [
        Lang::En,
        Lang::De,
        Lang::Es,
        Lang::Fr,
        Lang::PtBr,
        Lang::It,
        Lang::Pl,
    ];

    /// Its code: the catalogue's folder, the value of `/risk-admin settings language:`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::PtBr => "pt-BR",
            Lang::Pl => "pl",
            Lang::It => "it",
            Lang::PseudoA => "qps-a",
            Lang::PseudoB => "qps-b",
        }
    }

    /// Its name in itself, as a player choosing it reads it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Es => "Español",
            Lang::Fr => "Français",
            Lang::PtBr => "Português do Brasil",
            Lang::Pl => "Polski",
            Lang::It => "Italiano",
            Lang::PseudoA => "Pseudo A",
            Lang::PseudoB => "Pseudo B",
        }
    }

    /// The Discord locales this language registers command names and descriptions under.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En | Lang::PseudoA | Lang::PseudoB => &[],
            Lang::De => &["de"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::Fr => &["fr"],
            Lang::PtBr => &["pt-BR"],
            Lang::Pl => &["pl"],
            Lang::It => &["it"],
        }
    }

    /// The language of a Discord locale (`de`, `es-419`, `pt-BR`, `en-US`…): English for any
    /// locale the bot has no catalogue for.
    pub fn from_discord(locale: &str) -> Lang {
        Lang::parse(locale).unwrap_or(Lang::En)
    }

    /// A language by its code or a Discord locale, any case: `None` when it is none of them.
    pub fn parse(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        let primary = code.split(['-', '_']).next().unwrap_or("");
        Some(match (primary, code.as_str()) {
            (_, "qps-a") => Lang::PseudoA,
            (_, "qps-b") => Lang::PseudoB,
            ("en", _) => Lang::En,
            ("de", _) => Lang::De,
            ("es", _) => Lang::Es,
            ("fr", _) => Lang::Fr,
            ("pt", _) => Lang::PtBr,
            ("pl", _) => Lang::Pl,
            ("it", _) => Lang::It,
            _ => return None,
        })
    }

    /// The catalogue it reads: a test language reads English.
    pub(crate) fn catalogue(self) -> Lang {
        match self {
            Lang::PseudoA | Lang::PseudoB => Lang::En,
            other => other,
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// A message from the catalogue in the language in force: `t!("key")` or
/// `t!("key", name = value, count = n)`; a value is a string or a number (`Arg`).
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::i18n::format($key, &[])
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::format(
            $key,
            &[$((stringify!($name), $crate::i18n::arg($value))),+],
        )
    };
}
