//! Polish (docs/i18n.md, "Glossary: Polish"): every name of every shipped board carries its
//! cases, so a sentence never falls back to the neutral "terytorium X" wording for them; counts
//! take Polish's three plural forms (1 armia, 2 armie, 5 armii, 22 armie).

mod support;

use risk::engine::ContinentId;
use risk::i18n::names::{Place, FORMS};
use risk::i18n::{self, Lang};

fn in_polish<T>(f: impl FnOnce() -> T) -> T {
    i18n::with(Lang::Pl, Lang::Pl, f)
}

#[test]
fn every_shipped_name_has_its_own_polish_cases() {
    let boards = risk::maps::shipped();
    assert!(boards.len() >= 5);
    let mut places: Vec<Place> = vec![];
    for map in &boards {
        places.extend(map.territory_ids().map(|t| Place::territory(map, t)));
        places.extend(
            (0..map.continents().len()).map(|c| Place::continent(map, ContinentId(c as u8))),
        );
    }
    assert!(places.len() > 300, "{}", places.len());
    let mut faults = vec![];
    for place in &places {
        let name = in_polish(|| place.name());
        for form in FORMS {
            let text = in_polish(|| place.form(form));
            // The neutral wording (grammar.ftl) puts the name after "terytorium"/"kontynent".
            let neutral = text.contains(&format!("terytorium {name}"))
                || text.contains(&format!("kontynent {name}"))
                || text.contains(&format!("kontynentu {name}"))
                || text.contains(&format!("kontynencie {name}"));
            if text.is_empty() || neutral {
                faults.push(format!("{} .{form} = {text}", place.english()));
            }
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
    // And each name's message carries every form as its own attribute (gender and number too,
    // whose neutral values would not show above).
    let source = i18n::source(Lang::Pl, "names").unwrap();
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) | Err((r, _)) => r,
    };
    let mut messages = 0;
    for entry in &resource.body {
        let fluent_syntax::ast::Entry::Message(m) = entry else {
            continue;
        };
        let attributes: Vec<&str> = m.attributes.iter().map(|a| a.id.name).collect();
        assert_eq!(attributes, FORMS, "{}", m.id.name);
        messages += 1;
    }
    let english = i18n::source(Lang::En, "names").unwrap();
    let names = english
        .lines()
        .filter(|l| l.starts_with("territory-") || l.starts_with("continent-"));
    assert_eq!(messages, names.count());
}

#[test]
fn a_name_takes_the_case_its_preposition_asks_for() {
    let forms = |english: &str| {
        let place = support::lang::classic_place(english);
        in_polish(|| ["subject", "object", "in", "from", "to", "of"].map(|f| place.form(f)))
    };
    assert_eq!(
        forms("Brazil"),
        [
            "Brazylia",
            "Brazylię",
            "w Brazylii",
            "z Brazylii",
            "do Brazylii",
            "Brazylii"
        ]
    );
    assert_eq!(
        forms("Ukraine"),
        [
            "Ukraina",
            "Ukrainę",
            "na Ukrainie",
            "z Ukrainy",
            "na Ukrainę",
            "Ukrainy"
        ]
    );
    assert_eq!(
        forms("Peru"),
        ["Peru", "Peru", "w Peru", "z Peru", "do Peru", "Peru"]
    );
    assert_eq!(
        forms("China"),
        ["Chiny", "Chiny", "w Chinach", "z Chin", "do Chin", "Chin"]
    );
    assert_eq!(
        forms("Alaska")[2..5],
        ["na Alasce", "z Alaski", "na Alaskę"]
    );
    assert_eq!(
        in_polish(|| support::lang::classic_place("China").form("number")),
        "other",
        "Chiny is a plural name"
    );
}

#[test]
fn a_count_takes_the_polish_plural_form() {
    let brazil = support::lang::classic_place("Brazil");
    let placed = |armies: u32| {
        in_polish(|| {
            risk::t!(
                "text-placed",
                player = "alice",
                armies = armies,
                territory = &brazil
            )
        })
    };
    assert_eq!(placed(1), "alice umieszcza 1 armię w Brazylii.");
    assert_eq!(placed(2), "alice umieszcza 2 armie w Brazylii.");
    assert_eq!(placed(5), "alice umieszcza 5 armii w Brazylii.");
    assert_eq!(placed(12), "alice umieszcza 12 armii w Brazylii.");
    assert_eq!(placed(22), "alice umieszcza 22 armie w Brazylii.");
}

#[test]
fn a_conquest_reads_in_polish_cases() {
    let (from, to) = (
        support::lang::classic_place("Afghanistan"),
        support::lang::classic_place("Ukraine"),
    );
    let line = in_polish(|| {
        risk::t!(
            "text-battle-taken",
            from = &from,
            to = &to,
            player = "alice",
            moved = 3,
            left = 1,
            rolls = "…"
        )
    });
    assert_eq!(
        line,
        "🎲 Afganistan ⚔ Ukraina: 🚩 alice zdobywa Ukrainę, wkraczają 3 armie, 1 zostaje w Afganistanie. …"
    );
    let fortified = in_polish(|| risk::t!("text-fortified", armies = 5, from = &to, to = &from));
    assert_eq!(
        fortified,
        "Przegrupowanie: 5 armii z Ukrainy do Afganistanu."
    );
}

#[test]
fn an_imported_name_reads_after_a_noun_that_takes_the_case() {
    use risk::i18n::names::Kind;
    let land = Place::named(Kind::Territory, "someone's board", "Zorg");
    let forms = in_polish(|| ["object", "in", "from", "to"].map(|f| land.form(f)));
    assert_eq!(
        forms,
        [
            "terytorium Zorg",
            "na terytorium Zorg",
            "z terytorium Zorg",
            "na terytorium Zorg"
        ]
    );
    let mu = Place::named(Kind::Continent, "someone's board", "Mu");
    let forms = in_polish(|| ["in", "from", "of"].map(|f| mu.form(f)));
    assert_eq!(
        forms,
        ["na kontynencie Mu", "z kontynentu Mu", "kontynentu Mu"]
    );
    let placed = in_polish(|| {
        risk::t!(
            "text-placed",
            player = "alice",
            armies = 3,
            territory = &land
        )
    });
    assert_eq!(placed, "alice umieszcza 3 armie na terytorium Zorg.");
}
