//! French and Brazilian Portuguese as a native reader reads them (docs/i18n.md, "Glossary"):
//! every shipped name carries its own forms (no neutral wording for a shipped board), a conquest
//! reads with the right preposition and agreement, one register, the button a prompt names is
//! named by its label's message, and French typography.

mod support;

use std::fs;

use risk::engine::Map;
use risk::i18n::names::{self, Place, FORMS};
use risk::i18n::{self, Lang};
use risk::maps::shipped;
use risk::t;

const OURS: [Lang; 2] = [Lang::Fr, Lang::PtBr];

/// The wording a language gives a name it has no forms for (grammar.ftl): a shipped name must
/// never read this way.
fn neutral_in(lang: Lang, kind: &str, bare: &str) -> String {
    match (lang, kind) {
        (Lang::Fr, "territory") => format!("sur le territoire {bare}"),
        (Lang::Fr, _) => format!("sur le continent {bare}"),
        (_, "territory") => format!("no território {bare}"),
        (_, _) => format!("no continente {bare}"),
    }
}

fn check_forms(lang: Lang, place: &Place, kind: &str) {
    i18n::with(lang, lang, || {
        let bare = place.to_string();
        for form in FORMS {
            assert!(!place.form(form).is_empty(), "{lang} {bare} {form}");
        }
        assert_ne!(
            place.form("in"),
            neutral_in(lang, kind, &bare),
            "{lang}: {} has no forms of its own",
            place.english()
        );
        assert!(
            ["masculine", "feminine"].contains(&place.form("gender").as_str()),
            "{lang} {bare}"
        );
        assert!(
            ["one", "other"].contains(&place.form("number").as_str()),
            "{lang} {bare}"
        );
    });
}

#[test]
fn every_territory_and_continent_of_every_shipped_board_has_its_own_forms() {
    for map in shipped() {
        for lang in OURS {
            for t in map.territory_ids() {
                check_forms(lang, &names::place(&map, t), "territory");
            }
            for c in 0..map.continents().len() {
                let c = risk::engine::ContinentId(c as u8);
                check_forms(lang, &names::continent_place(&map, c), "continent");
            }
        }
    }
}

/// A conquest from `from` into `to` leaving `left` behind, as `lang` writes it.
fn conquest_in(lang: Lang, from: &str, to: &str, left: u32) -> String {
    let (from, to) = (
        support::lang::classic_place(from),
        support::lang::classic_place(to),
    );
    i18n::with(lang, lang, || {
        t!(
            "text-battle-taken",
            from = from,
            to = to,
            player = "Ann",
            moved = 3,
            left = left,
            rolls = ""
        )
    })
}

#[test]
fn a_conquest_reads_with_its_preposition_article_and_agreement() {
    let fr = conquest_in(Lang::Fr, "Peru", "Brazil", 1);
    assert!(fr.contains("Ann prend le Brésil"), "{fr}");
    assert!(fr.contains("3 armées y entrent"), "{fr}");
    assert!(fr.contains("1 reste au Pérou"), "{fr}");
    let fr = conquest_in(Lang::Fr, "Argentina", "Peru", 2);
    assert!(fr.contains("2 restent en Argentine"), "{fr}");
    let fr = conquest_in(Lang::Fr, "Madagascar", "South Africa", 1);
    assert!(fr.contains("prend l’Afrique du Sud") || fr.contains("prend l'Afrique du Sud"));
    assert!(fr.contains("1 reste à Madagascar"), "{fr}");

    let pt = conquest_in(Lang::PtBr, "Peru", "Brazil", 1);
    assert!(pt.contains("Ann toma o Brasil"), "{pt}");
    assert!(pt.contains("3 exércitos entraram"), "{pt}");
    assert!(pt.contains("1 ficou no Peru"), "{pt}");
    let pt = conquest_in(Lang::PtBr, "Argentina", "Peru", 2);
    assert!(pt.contains("2 ficaram na Argentina"), "{pt}");
    let pt = conquest_in(Lang::PtBr, "Madagascar", "East Africa", 1);
    assert!(pt.contains("1 ficou em Madagascar"), "{pt}");
}

#[test]
fn a_fortify_move_says_where_from_and_where_to() {
    let (from, to) = (
        support::lang::classic_place("Western United States"),
        support::lang::classic_place("Egypt"),
    );
    let fr = i18n::with(Lang::Fr, Lang::Fr, || {
        t!("text-fortified", armies = 1, from = &from, to = &to)
    });
    assert!(
        fr.contains("1 armée des États-Unis de l’Ouest en Égypte")
            || fr.contains("1 armée des États-Unis de l'Ouest en Égypte"),
        "{fr}"
    );
    let pt = i18n::with(Lang::PtBr, Lang::PtBr, || {
        t!("text-fortified", armies = 4, from = &from, to = &to)
    });
    assert!(
        pt.contains("4 exércitos dos Estados Unidos Ocidentais para o Egito"),
        "{pt}"
    );
}

#[test]
fn a_prompt_names_the_button_by_its_labels_own_message() {
    for lang in OURS {
        i18n::with(lang, lang, || {
            let label = t!("cmp-open-my-turn");
            let prompt = t!("text-prompt-fogged", player = "Ann");
            assert!(prompt.contains(&label), "{lang}: {prompt} / {label}");
        });
    }
}

/// Every message text of `lang`'s catalogue but its names (comments dropped), one line each.
fn catalogue_lines(lang: &str) -> Vec<(String, String)> {
    let dir = format!("{}/data/i18n/{lang}", env!("CARGO_MANIFEST_DIR"));
    let mut lines = vec![];
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        if file == "names.ftl" || !file.ends_with(".ftl") {
            continue;
        }
        for line in fs::read_to_string(&path).unwrap().lines() {
            if !line.starts_with('#') && !line.trim().is_empty() {
                lines.push((file.clone(), line.to_string()));
            }
        }
    }
    lines
}

/// The words of `line` after its key, lower-cased.
fn words(line: &str) -> Vec<String> {
    let text = line.split_once(" = ").map_or(line, |(_, v)| v);
    text.split(|c: char| !c.is_alphabetic() && c != '’' && c != '\'')
        .map(|w| w.to_lowercase())
        .collect()
}

#[test]
fn french_says_vous_never_tu() {
    let tu = ["tu", "te", "toi", "ton", "ta", "tes"];
    for (file, line) in catalogue_lines("fr") {
        for w in words(&line) {
            let w = w.trim_end_matches(['’', '\'']);
            assert!(!tu.contains(&w), "{file}: '{w}' in {line}");
            assert!(
                !w.starts_with("t’") && !w.starts_with("t'"),
                "{file}: {line}"
            );
        }
    }
}

#[test]
fn brazilian_portuguese_says_turno_for_a_turn() {
    for (file, line) in catalogue_lines("pt-BR") {
        let lower = line.to_lowercase();
        for vez in [
            "sua vez",
            "minha vez",
            "a vez de",
            "é a vez",
            "por vez",
            "nesta vez",
        ] {
            assert!(!lower.contains(vez), "{file}: '{vez}' in {line}");
        }
    }
}

#[test]
fn french_writes_a_no_break_space_before_high_punctuation_and_inside_quotes() {
    for (file, line) in catalogue_lines("fr") {
        // Code spans (`…`) are typed as they are.
        let value = line.split_once(" = ").map_or(line.as_str(), |(_, v)| v);
        let text: String = value.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        for bad in [" :", " ;", " !", " ?", "« ", " »"] {
            assert!(!text.contains(bad), "{file}: '{bad}' in {line}");
        }
    }
}

#[test]
fn a_missions_continents_take_their_articles() {
    let map = Map::classic();
    let continent = |english: &str| {
        let c = (0..map.continents().len())
            .find(|&c| map.continents()[c].name == english)
            .unwrap();
        names::continent_place(&map, risk::engine::ContinentId(c as u8))
    };
    let both = names::places([continent("Asia"), continent("Africa")]);
    let fr = i18n::with(Lang::Fr, Lang::Fr, || {
        t!("text-mission-continents", continents = both.clone())
    });
    assert_eq!(fr, "Conquérir l'Asie et l'Afrique.");
    let pt = i18n::with(Lang::PtBr, Lang::PtBr, || {
        t!("text-mission-continents", continents = both.clone())
    });
    assert_eq!(pt, "Conquiste a Ásia e a África.");
}
