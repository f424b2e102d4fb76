//! The catalogues: one Fluent bundle per language, read once from the `.ftl` files built into
//! the binary; messages formatted in a language with English as the fallback.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

use super::Lang;

macro_rules! catalogue {
    ($($area:literal),+ $(,)?) => {
        /// The catalogue's files, one per area of the code, in every language.
        pub const AREAS: &[&str] = &[$($area),+];

        /// The text of one language's file for `area` (index into `AREAS`).
        fn files(lang: Lang) -> &'static [&'static str] {
            match lang.catalogue() {
                Lang::En => &[$(include_str!(concat!("../../data/i18n/en/", $area, ".ftl"))),+],
                Lang::De => &[$(include_str!(concat!("../../data/i18n/de/", $area, ".ftl"))),+],
                Lang::Es => &[$(include_str!(concat!("../../data/i18n/es/", $area, ".ftl"))),+],
                Lang::Fr => &[$(include_str!(concat!("../../data/i18n/fr/", $area, ".ftl"))),+],
                Lang::PtBr => &[$(include_str!(concat!("../../data/i18n/pt-BR/", $area, ".ftl"))),+],
                Lang::Pl => &[$(include_str!(concat!("../../data/i18n/pl/", $area, ".ftl"))),+],
                Lang::It => &[$(include_str!(concat!("../../data/i18n/it/", $area, ".ftl"))),+],
                Lang::PseudoA | Lang::PseudoB => unreachable!("a test language reads English"),
            }
        }
    };
}

catalogue!(
    "common",
    "text",
    "components",
    "lobby",
    "rules",
    "service",
    "refusals",
    "engine",
    "history",
    "adapter",
    "commands",
    "help",
    "render",
    "names",
    "maps",
    "grammar",
    "values",
    "web",
);

/// The source of one language's file for an area (for tests and tools).
pub fn source(lang: Lang, area: &str) -> Option<&'static str> {
    let i = AREAS.iter().position(|a| *a == area)?;
    files(lang).get(i).copied()
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<HashMap<Lang, Bundle>> = OnceLock::new();
    let all = BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&lang| (lang, build(lang))).collect());
    &all[&lang.catalogue()]
}

fn build(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a language code");
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Discord shows text as it is: no invisible isolation marks around arguments.
    bundle.set_use_isolating(false);
    // Numbers as the language writes them (ICU4X's CLDR data): `80,8`, `1.000`.
    bundle.set_formatter(Some(super::numbers::write));
    for text in files(lang) {
        // A file that does not parse keeps the entries that do (tests/i18n.rs fails on it).
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        // A key defined twice keeps its first definition (tests/i18n.rs fails on it).
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// A value a message takes as an argument: text or a number.
pub trait Arg {
    fn into_value(self) -> FluentValue<'static>;
}

impl Arg for &str {
    fn into_value(self) -> FluentValue<'static> {
        FluentValue::String(Cow::Owned(self.to_string()))
    }
}

impl Arg for &&str {
    fn into_value(self) -> FluentValue<'static> {
        (*self).into_value()
    }
}

impl Arg for String {
    fn into_value(self) -> FluentValue<'static> {
        FluentValue::String(Cow::Owned(self))
    }
}

impl Arg for &String {
    fn into_value(self) -> FluentValue<'static> {
        self.as_str().into_value()
    }
}

impl Arg for Cow<'_, str> {
    fn into_value(self) -> FluentValue<'static> {
        FluentValue::String(Cow::Owned(self.into_owned()))
    }
}

macro_rules! numbers {
    ($($t:ty),+) => {$(
        impl Arg for $t {
            fn into_value(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
        impl Arg for &$t {
            fn into_value(self) -> FluentValue<'static> {
                FluentValue::from(*self)
            }
        }
    )+};
}

numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f64);

impl Arg for super::names::Place {
    fn into_value(self) -> FluentValue<'static> {
        FluentValue::Custom(Box::new(self))
    }
}

impl Arg for &super::names::Place {
    fn into_value(self) -> FluentValue<'static> {
        self.clone().into_value()
    }
}

impl Arg for super::names::Places {
    fn into_value(self) -> FluentValue<'static> {
        FluentValue::Custom(Box::new(self))
    }
}

/// The memoizers of Fluent's two kinds of bundle, named through the bundles' own types (the
/// crate defining them is not a dependency of this one).
pub trait Memoizer {
    type Of;
}

impl<R, M> Memoizer for fluent_bundle::bundle::FluentBundle<R, M> {
    type Of = M;
}

pub type LocalMemoizer = <fluent_bundle::FluentBundle<FluentResource> as Memoizer>::Of;
pub type SharedMemoizer = <Bundle as Memoizer>::Of;

/// A place (or a list of places) reaches Fluent only inside `format_in`, which reads it as its
/// name and forms; as a value of its own (never reached by the bot's messages) it is its bare
/// name.
macro_rules! fluent_place {
    ($($t:ty),+) => {$(
        impl fluent_bundle::types::FluentType for $t {
            fn duplicate(&self) -> Box<dyn fluent_bundle::types::FluentType + Send> {
                Box::new(self.clone())
            }

            fn as_string(&self, _: &LocalMemoizer) -> Cow<'static, str> {
                Cow::Owned(self.name())
            }

            fn as_string_threadsafe(&self, _: &SharedMemoizer) -> Cow<'static, str> {
                Cow::Owned(self.name())
            }
        }
    )+};
}

fluent_place!(super::names::Place, super::names::Places);

/// A place or a list of places as an argument.
enum Named<'a> {
    One(&'a super::names::Place),
    List(&'a super::names::Places),
}

impl Named<'_> {
    fn name(&self) -> String {
        match self {
            Named::One(p) => p.name(),
            Named::List(l) => l.name(),
        }
    }

    fn form(&self, form: &str) -> String {
        match self {
            Named::One(p) => p.form(form),
            Named::List(l) => l.form(form),
        }
    }
}

/// The place (or list of places) an argument is, if it is one.
fn place<'a>(value: &'a FluentValue<'static>) -> Option<Named<'a>> {
    match value {
        FluentValue::Custom(custom) => {
            let any = custom.as_any();
            any.downcast_ref()
                .map(Named::One)
                .or_else(|| any.downcast_ref().map(Named::List))
        }
        FluentValue::String(_)
        | FluentValue::Number(_)
        | FluentValue::None
        | FluentValue::Error => None,
    }
}

/// An argument for `t!`.
pub fn arg(value: impl Arg) -> FluentValue<'static> {
    value.into_value()
}

/// Message `key` in the language in force (`super::current`), with `args`: English when the
/// language lacks it or cannot format it; the key itself only when English lacks it too (a bug
/// `tests/i18n.rs` catches).
pub fn format(key: &str, args: &[(&str, FluentValue<'static>)]) -> String {
    let lang = super::current();
    let text = format_in(lang, key, args)
        .or_else(|| format_in(Lang::En, key, args))
        .unwrap_or_else(|| key.to_string());
    match lang {
        Lang::PseudoA => format!("⟦{text}⟧"),
        Lang::PseudoB => format!("⟪{text}⟫"),
        _ => text,
    }
}

/// Message `key` in `lang`'s own catalogue: `None` when it has no such message, or formatting it
/// failed (an argument missing, a reference to an unknown message).
pub fn format_in(lang: Lang, key: &str, args: &[(&str, FluentValue<'static>)]) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(key)?.value()?;
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    let mut reads = None;
    for (name, value) in args {
        match place(value) {
            // A place is its name and the forms the message reads, in the language the message
            // is written in (English's when this is the fallback).
            Some(p) => super::with(lang, super::channel(), || {
                let reads = reads.get_or_insert_with(|| {
                    let mut names = vec![];
                    pattern_variables(pattern, &mut names);
                    names
                });
                for variable in reads.iter() {
                    match variable
                        .strip_prefix(*name)
                        .and_then(|v| v.strip_prefix('-'))
                    {
                        Some(form) if super::names::FORMS.contains(&form) => {
                            fluent_args.set(variable.clone(), p.form(form));
                        }
                        Some(_) | None => {}
                    }
                }
                fluent_args.set(*name, p.name());
            }),
            None => fluent_args.set(*name, value.clone()),
        }
    }
    let mut errors = vec![];
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Attribute `attribute` of message `key` in the language in force's own catalogue (no
/// fallback: a name's missing form reads as the language's neutral wording instead), marked
/// as `format` marks a test language's text, except a selector's value (`gender`, `number`).
pub fn attribute(key: &str, attribute: &str) -> Option<String> {
    let lang = super::current();
    let bundle = bundle(lang);
    let pattern = bundle.get_message(key)?.get_attribute(attribute)?.value();
    let mut errors = vec![];
    let text = bundle.format_pattern(pattern, None, &mut errors);
    if !errors.is_empty() {
        return None;
    }
    let text = text.into_owned();
    Some(match (lang, attribute) {
        (_, "gender" | "number") => text,
        (Lang::PseudoA, _) => format!("⟦{text}⟧"),
        (Lang::PseudoB, _) => format!("⟪{text}⟫"),
        _ => text,
    })
}

/// Whether `lang`'s own catalogue has message `key`.
pub fn has_key(lang: Lang, key: &str) -> bool {
    bundle(lang).has_message(key)
}

/// Every message key of `lang`'s own catalogue, in file order.
pub fn keys(lang: Lang) -> Vec<String> {
    let mut keys = vec![];
    for text in files(lang) {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        for entry in resource.entries() {
            if let ast::Entry::Message(m) = entry {
                keys.push(m.id.name.to_string());
            }
        }
    }
    keys
}

/// The variables (`$name`) message `key` reads in `lang`'s catalogue, sorted; `None` when it has
/// no such message.
pub fn variables(lang: Lang, key: &str) -> Option<Vec<String>> {
    let pattern = bundle(lang).get_message(key)?.value()?;
    let mut names = vec![];
    pattern_variables(pattern, &mut names);
    names.sort();
    names.dedup();
    Some(names)
}

fn pattern_variables(pattern: &ast::Pattern<&str>, names: &mut Vec<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, names);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, names: &mut Vec<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, names),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, names);
            for v in variants {
                pattern_variables(&v.value, names);
            }
        }
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, names: &mut Vec<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => names.push(id.name.to_string()),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, names);
            }
            for a in &arguments.named {
                inline_variables(&a.value, names);
            }
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_variables(a, names);
            }
            for a in &arguments.named {
                inline_variables(&a.value, names);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, names),
        ast::InlineExpression::TermReference {
            arguments: None, ..
        }
        | ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. }
        | ast::InlineExpression::MessageReference { .. } => {}
    }
}
