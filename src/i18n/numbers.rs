//! Numbers and lists in the reader's language, from the Unicode CLDR data ICU4X compiles in
//! (`icu_decimal`, `icu_list`), never by hand: `80,8` and `1.000` in German, `4.7` in English,
//! "a, b und c".
//!
//! Every number a message takes is a Fluent number, and each language's bundle writes its numbers
//! with `write` below (`FluentBundle::set_formatter`), so `{ $count }` reads `1.250` in German
//! while `{ $count -> [one] … }` still chooses by the number. Code that shows a fraction passes a
//! [`Decimal`] (how many digits after the separator) rather than a string it formatted itself;
//! a share is a [`percent`], whose pattern (`80,8 %`, `80,8%`) is the catalogue's
//! `values-percent`.

use fixed_decimal::Decimal as Fixed;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::FluentValue;
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_decimal::DecimalFormatter;
use icu_list::options::{ListFormatterOptions, ListLength};
use icu_list::ListFormatter;
use icu_locale_core::Locale;
use intl_memoizer::concurrent::IntlLangMemoizer;
use intl_memoizer::Memoizable;
use unic_langid::LanguageIdentifier;

use super::{Arg, Lang};

/// A number shown with at least `min` and at most `max` digits after the decimal separator
/// (rounded half to even at `max`, as Rust's `{:.1}` does).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decimal {
    pub value: f64,
    pub min: u8,
    pub max: u8,
}

impl Decimal {
    /// Exactly `digits` digits after the separator: `Decimal::fixed(4.66, 1)` is "4.7", "4,7".
    pub fn fixed(value: f64, digits: u8) -> Decimal {
        Decimal {
            value,
            min: digits,
            max: digits,
        }
    }

    /// At most `digits` digits, none when they are zeros: `Decimal::up_to(66.0, 1)` is "66".
    pub fn up_to(value: f64, digits: u8) -> Decimal {
        Decimal {
            value,
            min: 0,
            max: digits,
        }
    }
}

impl Arg for Decimal {
    fn into_value(self) -> FluentValue<'static> {
        FluentValue::Number(FluentNumber::new(self.value, options(self)))
    }
}

/// A language's formatters, made once per bundle (kept by its memoizer).
struct Formatters {
    grouped: DecimalFormatter,
    plain: DecimalFormatter,
    and: ListFormatter,
}

impl Memoizable for Formatters {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Self, ()> {
        let locale = locale(&lang.to_string()).ok_or(())?;
        let decimal = |grouping| {
            let options = DecimalFormatterOptions::from(grouping);
            DecimalFormatter::try_new((&locale).into(), options).map_err(|_| ())
        };
        let list = ListFormatterOptions::default().with_length(ListLength::Wide);
        Ok(Formatters {
            grouped: decimal(GroupingStrategy::Auto)?,
            plain: decimal(GroupingStrategy::Never)?,
            and: ListFormatter::try_new_and((&locale).into(), list).map_err(|_| ())?,
        })
    }
}

/// The CLDR locale a catalogue's language is written in. The English catalogue writes British
/// English ("colour", "manoeuvre"), so its lists are `en-GB`'s: "a, b and c", without the serial
/// comma of `en` (American); its numbers are the same in both.
pub fn locale(code: &str) -> Option<Locale> {
    let code = match code {
        "en" => "en-GB",
        other => other,
    };
    Locale::try_from_str(code).ok()
}

/// The bundle's formatter: a number as its language writes it; `None` (Fluent's own writing) for
/// any other value, and for a number ICU cannot take (not finite).
pub(super) fn write(value: &FluentValue, intls: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let fixed = fixed(n.value, &n.options)?;
    intls
        .with_try_get::<Formatters, _, _>((), |f| {
            let formatter = if n.options.use_grouping {
                &f.grouped
            } else {
                &f.plain
            };
            formatter.format_to_string(&fixed)
        })
        .ok()
}

/// `value` rounded and padded as `options` ask: at most `maximum_fraction_digits` digits (else as
/// many as the shortest exact writing of the f64 has), at least `minimum_fraction_digits`.
fn fixed(value: f64, options: &FluentNumberOptions) -> Option<Fixed> {
    if !value.is_finite() {
        return None;
    }
    let mut d = Fixed::try_from_str(&format!("{value}")).ok()?;
    if let Some(max) = options.maximum_fraction_digits {
        d.round(-(max.min(20) as i16));
    }
    d.absolute.trim_end();
    if let Some(min) = options.minimum_fraction_digits {
        d.absolute.pad_end(-(min.min(20) as i16));
    }
    if d.absolute.is_zero() {
        // "-0" reads as a minus: a value rounded to nothing has no sign.
        d = Fixed::from(0);
        if let Some(min) = options.minimum_fraction_digits {
            d.absolute.pad_end(-(min.min(20) as i16));
        }
    }
    Some(d)
}

/// A share (0 to 1) as a percentage in the language in force, to a tenth, "66.7%", "66,7 %":
/// whole numbers without a tenth ("50 %"); "< 0.1%" and "> 99.9%" for what is neither nothing
/// nor everything but would round to it.
pub fn percent(p: f64) -> String {
    let p = if p.is_nan() { 0.0 } else { p.clamp(0.0, 1.0) };
    let tenths = (p * 1000.0).round();
    let number = |v: f64| Decimal::up_to(v, 1);
    match tenths {
        _ if p == 1.0 => crate::t!("values-percent", number = number(100.0)),
        _ if p == 0.0 => crate::t!("values-percent", number = number(0.0)),
        t if t >= 1000.0 => crate::t!("values-percent-above", number = number(99.9)),
        t if t <= 0.0 => crate::t!("values-percent-below", number = number(0.1)),
        t => crate::t!("values-percent", number = number(t / 10.0)),
    }
}

/// Items joined as a list in the language in force, as CLDR writes one ("a, b and c", "a, b und
/// c", "a, b et c"). Test languages join as English (and mark the list as the catalogue's text).
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    let lang = super::current().catalogue();
    let formatter = formatters(lang);
    let list = formatter
        .and
        .format_to_string(items.iter().map(|s| s.as_ref()));
    crate::t!("values-list", list = list)
}

/// Items of a longer enumeration, each maybe with its own commas ("Peru, 3 armies; Brazil, 2"),
/// joined by the language's semicolon (`values-join`: French writes a space before it).
pub fn joined<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [first, rest @ ..] => {
            crate::t!("values-join", first = first.as_ref(), rest = joined(rest))
        }
    }
}

/// A language's formatters outside a bundle (lists; tests comparing with the library).
fn formatters(lang: Lang) -> &'static Formatters {
    use std::collections::HashMap;
    use std::sync::OnceLock;
    static ALL: OnceLock<HashMap<Lang, Formatters>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|&l| {
                let id: LanguageIdentifier = l.code().parse().expect("a language code");
                (
                    l,
                    Formatters::construct(id, ()).expect("CLDR has the language"),
                )
            })
            .collect()
    });
    &all[&lang.catalogue()]
}

/// `value` with `digits` digits after the separator as ICU writes it in `lang`, without going
/// through a message: what tests compare the catalogue's numbers with.
pub fn icu_decimal(lang: Lang, value: f64, digits: u8) -> String {
    let fixed = fixed(value, &options(Decimal::fixed(value, digits))).expect("a finite number");
    formatters(lang).grouped.format_to_string(&fixed)
}

/// A number alone, as the language in force writes it (for a text the catalogue then places).
pub fn number(d: Decimal) -> String {
    crate::t!("values-number", number = d)
}

/// A difference, with its sign even when it gains: "+1.5", "-0.4", "0.0".
pub fn signed(d: Decimal) -> String {
    let rounded = fixed(d.value, &options(d)).map(|f| f.absolute.is_zero());
    match rounded {
        Some(false) if d.value > 0.0 => crate::t!("values-plus", number = d),
        _ => number(d),
    }
}

fn options(d: Decimal) -> FluentNumberOptions {
    FluentNumberOptions {
        minimum_fraction_digits: Some(usize::from(d.min)),
        maximum_fraction_digits: Some(usize::from(d.max)),
        ..Default::default()
    }
}
