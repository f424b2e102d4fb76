//! German and Spanish sentences with places and counts, as natives write them (docs/i18n.md,
//! the glossaries): each place in its case and with its article ("aus der Ukraine", "erobert den
//! Nahen Osten", "al Congo", "la India"), and counts that agree with their verb ("queda 1",
//! "quedan 4"). That every shipped name has its forms and no message writes a preposition
//! before a bare place is checked for every language by tests/grammar.rs.

mod support;

use risk::engine::Map;
use risk::i18n::names::{self, Place};
use risk::i18n::{self, Lang};

fn classic_continent(english: &str) -> Place {
    let map = Map::classic();
    let c = map
        .continent_ids()
        .find(|c| map.continents()[c.0 as usize].name == english)
        .unwrap_or_else(|| panic!("{english} is not a classic continent"));
    names::continent_place(&map, c)
}

/// Message `key` written in `lang` itself: a form the message reads that its arguments do not
/// offer fails here instead of falling back to English.
macro_rules! render {
    ($lang:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        i18n::with($lang, $lang, || {
            i18n::format_in($lang, $key, &[$((stringify!($name), i18n::arg($value))),+])
        })
        .unwrap_or_else(|| panic!("{}: {} does not format in its own language", $lang, $key))
    };
}

#[test]
fn a_german_sentence_puts_each_place_in_its_case() {
    let (ukraine, peru, congo) = (
        support::lang::classic_place("Ukraine"),
        support::lang::classic_place("Peru"),
        support::lang::classic_place("Congo"),
    );
    let fortified = render!(
        Lang::De,
        "text-fortified",
        armies = 3,
        from = &ukraine,
        to = &peru,
    );
    assert!(
        fortified.contains("3 aus der Ukraine nach Peru"),
        "{fortified}"
    );
    let taken = render!(
        Lang::De,
        "text-battle-taken",
        from = &ukraine,
        to = support::lang::classic_place("Middle East"),
        player = "Anna",
        moved = 3,
        left = 22,
        rolls = "⚅ 6",
    );
    assert!(taken.contains("erobert den Nahen Osten"), "{taken}");
    assert!(taken.contains("22 in der Ukraine geblieben"), "{taken}");
    let refused = render!(
        Lang::De,
        "eng-not-connected",
        from = congo,
        to = ukraine,
        allowed = "Ostafrika",
    );
    assert!(
        refused.contains("aus dem Kongo in die Ukraine"),
        "{refused}"
    );
    let goal = render!(
        Lang::De,
        "text-objective-continent",
        continent = classic_continent("North America"),
    );
    assert_eq!(goal, "Kontrolliere Nordamerika");
}

#[test]
fn a_spanish_sentence_uses_articles_as_natives_do_and_counts_agree() {
    let (congo, india) = (
        support::lang::classic_place("Congo"),
        support::lang::classic_place("India"),
    );
    let battle = |left: u32| {
        render!(
            Lang::Es,
            "text-battle-taken",
            from = &congo,
            to = support::lang::classic_place("East Africa"),
            player = "Ana",
            moved = 3,
            left = left,
            rolls = "⚅ 6",
        )
    };
    let one = battle(1);
    assert!(one.contains("queda 1 en el Congo"), "{one}");
    assert!(one.contains("entran 3"), "{one}");
    let many = battle(4);
    assert!(many.contains("quedan 4 en el Congo"), "{many}");
    let fortified = render!(
        Lang::Es,
        "text-fortified",
        armies = 2,
        from = &congo,
        to = india,
    );
    assert!(
        fortified.contains("desde el Congo a la India"),
        "{fortified}"
    );
    let first = render!(
        Lang::Es,
        "eng-expect-occupy-first",
        territory = congo,
        range = "3–5",
    );
    assert!(
        first.starts_with("mover primero tropas al Congo"),
        "{first}"
    );
    let peru = render!(
        Lang::Es,
        "text-claimed",
        player = "Ana",
        territory = support::lang::classic_place("Peru"),
    );
    assert_eq!(peru, "Ana ocupa Perú.");
}
