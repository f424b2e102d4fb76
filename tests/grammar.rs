//! Names with their grammar (docs/i18n.md): a territory or continent passed to a message as a
//! place offers its forms (`$to-in`, `$to-of`, …) in the language the message is written in,
//! from the name's attributes in that language's `names.ftl`, or the language's neutral wording
//! for a name without them (an imported map's).

use risk::engine::Map;
use risk::i18n::names::{self, Kind, Place, FORMS};
use risk::i18n::{self, Lang};

fn classic(english: &str) -> Place {
    let map = Map::classic();
    let t = map
        .territory_ids()
        .find(|&t| map.name(t) == english)
        .unwrap();
    names::place(&map, t)
}

/// `place`'s `form` written in `lang`.
fn form(lang: Lang, place: &Place, form: &str) -> String {
    i18n::with(lang, lang, || place.form(form))
}

#[test]
fn a_place_argument_is_its_bare_name_in_the_rendering_language() {
    let peru = classic("Peru");
    for lang in Lang::ALL {
        let bare = i18n::with(lang, lang, || names::territory(&Map::classic(), peru_id()));
        assert_eq!(i18n::with(lang, lang, || peru.to_string()), bare, "{lang}");
        let label = i18n::with(lang, lang, || {
            risk::t!("cmp-territory", name = &peru, armies = 3)
        });
        assert!(label.starts_with(&bare), "{lang}: {label}");
    }
    // The language a message is rendered in decides, not the one the place was made in.
    let made_in_english = i18n::with(Lang::En, Lang::En, || classic("North Africa"));
    let german = i18n::with(Lang::De, Lang::De, || {
        risk::t!("cmp-territory", name = made_in_english, armies = 3)
    });
    assert!(german.starts_with("Nordafrika"), "{german}");
}

fn peru_id() -> risk::engine::TerritoryId {
    let map = Map::classic();
    map.territory_ids()
        .find(|&t| map.name(t) == "Peru")
        .unwrap()
}

#[test]
fn every_variable_names_its_argument() {
    assert_eq!(names::argument("to-in"), "to");
    assert_eq!(names::argument("territory-of"), "territory");
    assert_eq!(names::argument("from-from"), "from");
    assert_eq!(names::argument("continent-gender"), "continent");
    assert_eq!(names::argument("to"), "to");
    assert_eq!(names::argument("from_armies"), "from_armies");
    assert_eq!(names::argument("in"), "in");
}

#[test]
fn an_imported_name_reads_in_each_languages_neutral_wording_and_stays_escaped() {
    let place = Place::named(Kind::Territory, "someone's board", "Zorg *Land*");
    assert_eq!(form(Lang::En, &place, "in"), r"in Zorg \*Land\*");
    assert_eq!(form(Lang::En, &place, "from"), r"from Zorg \*Land\*");
    assert_eq!(form(Lang::De, &place, "in"), r"im Gebiet Zorg \*Land\*");
    assert_eq!(
        form(Lang::Fr, &place, "to"),
        r"vers le territoire Zorg \*Land\*"
    );
    assert_eq!(
        form(Lang::Es, &place, "of"),
        r"del territorio Zorg \*Land\*"
    );
    assert_eq!(
        form(Lang::PtBr, &place, "in"),
        r"no território Zorg \*Land\*"
    );
    // As plain text (a label, alt text), as it is.
    let plain = i18n::markup::plain(|| form(Lang::En, &place, "to"));
    assert_eq!(plain, "to Zorg *Land*");
    let continent = Place::named(Kind::Continent, "someone's board", "Mu");
    assert_eq!(form(Lang::De, &continent, "in"), "auf dem Kontinent Mu");
    for lang in Lang::ALL {
        for f in FORMS {
            assert!(!form(lang, &place, f).is_empty(), "{lang} {f}");
        }
        assert!(
            ["masculine", "feminine", "neuter"].contains(&form(lang, &place, "gender").as_str()),
            "{lang}"
        );
        assert!(
            ["one", "other"].contains(&form(lang, &place, "number").as_str()),
            "{lang}"
        );
    }
}

#[test]
fn a_test_language_marks_a_form_but_not_a_selector_value() {
    let peru = classic("Peru");
    assert_eq!(form(Lang::PseudoA, &peru, "in"), "⟦in ⟦Peru⟧⟧");
    assert_eq!(form(Lang::PseudoA, &peru, "gender"), "neuter");
}
