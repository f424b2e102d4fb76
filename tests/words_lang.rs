//! The turn's texts in the players' own language (issue 32): a battle, a conquest, a trade, an
//! elimination and the prompt read in German and in French with the words written for them,
//! no English left in them, and the board's names given through the catalogue of names.

mod support;
use support::{actor, open, play_until, session};

use std::sync::Arc;

use risk::engine::{BattleAfter, CardId, Event, Game, Phase, PlayerId, Reader, Roll, TerritoryId};
use risk::i18n::{self, Lang};
use risk::service::{text, ChannelKey, GameService, MemoryStore, NewGame, Session};

const CH: ChannelKey = ChannelKey(32);

/// A classic game of three people, played to the first draft of the first round.
fn drafting() -> (GameService, Session) {
    let svc = support::service(Arc::new(MemoryStore::default()), 32);
    let people = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    open(&svc, CH, NewGame::preset("classic"), &people, 0);
    play_until(&svc, CH, &people, 7, |g, _| {
        matches!(g.phase(), Phase::Reinforce { .. }) && g.round() >= 1
    });
    let s = session(&svc, CH);
    (svc, s)
}

/// A territory of `p`'s next to one of someone else's: (from, to, its holder).
fn front(g: &Game, p: PlayerId) -> (TerritoryId, TerritoryId, PlayerId) {
    g.territories_of(p)
        .iter()
        .find_map(|from| {
            g.map()
                .neighbours(from)
                .iter()
                .find_map(|to| g.owner(to).filter(|&o| o != p).map(|o| (from, to, o)))
        })
        .expect("a border")
}

fn dice(faces: &[u8]) -> Roll {
    let mut all = [0; 3];
    all[..faces.len()].copy_from_slice(faces);
    Roll {
        faces: all,
        count: faces.len() as u8,
    }
}

fn two_to_one(from: TerritoryId, to: TerritoryId, after: BattleAfter) -> Event {
    Event::Battle {
        from,
        to,
        attacker: dice(&[6, 5]),
        defender: dice(&[4]),
        attacker_losses: 0,
        defender_losses: 1,
        reroll: None,
        commander: None,
        bonus: None,
        after: Some(after),
    }
}

/// The lines the channel reads for a held attack, a conquest, a trade and an elimination,
/// then the prompt, in `lang`; and the two territories' names in `lang`.
fn turn_in(lang: Lang, s: &Session) -> (String, String, String) {
    let g = s.game.as_ref().unwrap();
    let me = g.current();
    let (from, to, them) = front(g, me);
    let held = BattleAfter {
        holder: them,
        attacker_left: 4,
        defender_left: 2,
    };
    let taken = BattleAfter {
        holder: them,
        attacker_left: 6,
        defender_left: 0,
    };
    let evs = vec![
        two_to_one(from, to, held),
        Event::AttackEnded { player: me },
        two_to_one(from, to, taken),
        Event::Conquered {
            player: me,
            from,
            to,
            moved: 3,
            max: 5,
        },
        Event::Traded {
            player: me,
            cards: [CardId(0), CardId(1), CardId(2)],
            armies: 4,
            bonus: None,
        },
        Event::Eliminated {
            player: them,
            by: me,
            cards_taken: 3,
        },
    ];
    i18n::with(lang, lang, || {
        let view = g.view(Reader::Everyone);
        let mut lines = text::events(s, g, &view, &evs);
        lines.push(text::prompt(s, g, &view));
        let names = format!(
            "{} {}",
            i18n::names::territory(g.map(), from),
            i18n::names::territory(g.map(), to)
        );
        (lines.join("\n"), names, text::hand(g, me))
    })
}

/// English words that must not be left in a translated turn.
const ENGLISH: [&str; 9] = [
    " attacks",
    " armies",
    " takes ",
    " trades ",
    " eliminated",
    " holds ",
    " vs ",
    "round ",
    " moved in",
];

#[test]
fn english_reads_as_before_and_holds_the_words_the_other_languages_must_not() {
    let (_svc, s) = drafting();
    let (said, ..) = turn_in(Lang::En, &s);
    for word in [
        " armies",
        " takes ",
        " trades ",
        " eliminated",
        " holds ",
        " vs ",
        "round ",
    ] {
        assert!(said.contains(word), "English lacks '{word}':\n{said}");
    }
}

#[test]
fn a_turn_reads_in_german() {
    let (_svc, s) = drafting();
    let (said, names, hand) = turn_in(Lang::De, &s);
    for word in [
        "gegen",
        "Angreifer −0, Verteidiger −1",
        "hält",
        "erobert",
        "nachgerückt",
        "bis zu 5)",
        "tauscht",
        "Armeen",
        "wird von",
        "ausgeschaltet",
        "3 Karten",
        "Runde 1",
    ] {
        assert!(said.contains(word), "German lacks '{word}':\n{said}");
    }
    for word in ENGLISH {
        assert!(!said.contains(word), "German holds '{word}':\n{said}");
    }
    // The names come through the catalogue of names, in German where it has them.
    for name in names.split(' ') {
        assert!(said.contains(name), "'{name}' missing:\n{said}");
    }
    assert!(
        hand.starts_with("Du hast keine Karten") || hand.starts_with("Deine Karten"),
        "{hand}"
    );
}

#[test]
fn a_turn_reads_in_french() {
    let (_svc, s) = drafting();
    let (said, names, hand) = turn_in(Lang::Fr, &s);
    for word in [
        "contre",
        "attaquant −0, défenseur −1",
        "tient",
        "prend",
        "y entrent",
        "jusqu'à 5)",
        "échange",
        "armées",
        "est éliminé par",
        "3 cartes",
        "manche 1",
    ] {
        assert!(said.contains(word), "French lacks '{word}':\n{said}");
    }
    for word in ENGLISH {
        assert!(!said.contains(word), "French holds '{word}':\n{said}");
    }
    for name in names.split(' ') {
        assert!(said.contains(name), "'{name}' missing:\n{said}");
    }
    assert!(
        hand.starts_with("Vous n'avez aucune carte") || hand.starts_with("Vos cartes"),
        "{hand}"
    );
}

/// Italian: the conquered territory with its article ("conquista la Cina"), the one left behind
/// with its preposition ("in Perù", "negli Urali"), counts that agree ("ne entrano 3").
#[test]
fn a_turn_reads_in_italian() {
    let (_svc, s) = drafting();
    let g = s.game.as_ref().unwrap();
    let (from, to, _) = front(g, g.current());
    let (said, names, hand) = turn_in(Lang::It, &s);
    for word in [
        "contro",
        "attaccante −0, difensore −1",
        "tiene",
        "ne entrano 3",
        "fino a 5)",
        "scambia",
        "armate",
        " elimina ",
        "3 carte",
        "giro 1",
    ] {
        assert!(said.contains(word), "Italian lacks '{word}':\n{said}");
    }
    for word in ENGLISH {
        assert!(!said.contains(word), "Italian holds '{word}':\n{said}");
    }
    let (taken, left) = i18n::with(Lang::It, Lang::It, || {
        (
            i18n::names::place(g.map(), to).form("object"),
            i18n::names::place(g.map(), from).form("in"),
        )
    });
    let bare = names.split(' ').nth(1).unwrap_or_default().to_string();
    assert_ne!(taken, bare, "the object form carries its article");
    assert!(said.contains(&format!("conquista {taken}")), "{said}");
    assert!(
        said.contains(&format!("{left}.")) || said.contains(&format!("{left} ")),
        "{said}"
    );
    assert!(
        hand.starts_with("Non hai carte") || hand.starts_with("Le tue carte"),
        "{hand}"
    );
}

#[test]
fn a_territory_is_named_through_the_catalogue_of_names() {
    let (_svc, s) = drafting();
    let g = s.game.as_ref().unwrap();
    let (from, ..) = front(g, g.current());
    let english = g.map().name(from).to_string();
    let key = i18n::names::key("territory", &english);
    for lang in Lang::ALL {
        let (said, names, _) = turn_in(lang, &s);
        let name = i18n::names::territory_in(lang, g.map(), from);
        assert!(names.starts_with(&name), "{lang}: {names} / {name}");
        assert!(said.contains(&name), "{lang}: '{name}' missing:\n{said}");
        // Where the catalogue names it, its own name; else the map's.
        match i18n::format_in(lang, &key, &[]) {
            Some(own) => assert_eq!(name, own),
            None if i18n::has_key(Lang::En, &key) => {}
            None => assert_eq!(name, english),
        }
    }
}

#[test]
fn a_mission_and_its_progress_read_in_german_and_french() {
    let (_svc, s) = drafting();
    let g = s.game.as_ref().unwrap();
    let me = g.current();
    let held = g.territories_of(me).len();
    let m = risk::engine::Mission::Territories {
        count: 24,
        min_armies: 1,
    };
    let words = |lang| {
        i18n::with(lang, lang, || {
            let card = text::mission(g, &m);
            let progress = text::mission_progress(g, me, &m, &|q| s.name(q));
            format!("{card} {progress}")
        })
    };
    assert_eq!(
        words(Lang::En),
        format!("Occupy 24 territories. you hold {held} of the 24 territories.")
    );
    assert_eq!(
        words(Lang::De),
        format!("Besetze 24 Gebiete. du hältst {held} der 24 Gebiete.")
    );
    assert_eq!(
        words(Lang::Fr),
        format!("Occuper 24 territoires. vous tenez {held} territoires sur 24.")
    );
}

/// How often the call to place everyone's starting armies is said in `text`.
fn calls_to_place(text: &str) -> usize {
    text.matches("Everyone places their starting armies now")
        .count()
}

#[test]
fn the_first_screen_says_the_call_to_place_once() {
    use risk::service::Command;
    let svc = support::service(Arc::new(MemoryStore::default()), 32);
    let people = [actor(1, "alice"), actor(2, "bob"), actor(3, "carol")];
    support::ok(&svc, CH, &people[0], support::new_game("classic"));
    for p in &people[1..] {
        support::ok(&svc, CH, p, Command::Join { color: None });
    }
    let start = support::ok(&svc, CH, &people[0], Command::Start);
    let dealt: String = start.public.iter().map(|p| p.text.clone()).collect();
    assert_eq!(calls_to_place(&dealt), 1, "{dealt}");
    let s = session(&svc, CH);
    let g = s.game.as_ref().unwrap();
    assert!(g.placing_simultaneously());
    let left = |i: u8| g.setup_armies_left(PlayerId(i));
    // Each player's own status: what they have to place, and how.
    let status = support::ok(&svc, CH, &people[1], Command::Status);
    let mine = status.reply.unwrap();
    assert_eq!(calls_to_place(&mine), 0, "{mine}");
    assert!(
        mine.contains(&format!(
            "You have placed nothing yet: {} to place (/draft territory places them all there).",
            left(1)
        )),
        "{mine}"
    );
    // The channel's board: who still places, in one line.
    let board = support::ok(
        &svc,
        CH,
        &people[0],
        Command::Board {
            player: None,
            continent: None,
            region: None,
            whole: false,
        },
    );
    let post = &board.public[0].text;
    assert_eq!(
        post,
        &format!(
            "Still placing: alice {}, bob {}, carol {}.",
            left(0),
            left(1),
            left(2)
        )
    );
}

/// Every Italian territory and continent name carries its eight forms, each with the
/// preposition or article its sentences expect (`.in` "in Perù" / "nel Madagascar" / "a Berlino",
/// `.from` "dal Brasile", `.of` "del Perù").
#[test]
fn every_italian_name_has_its_forms() {
    use fluent_syntax::ast::{Entry, PatternElement};
    let text = i18n::source(Lang::It, "names").unwrap();
    let resource = fluent_syntax::parser::parse(text).expect("names.ftl parses");
    let starts = |value: &str, allowed: &[&str]| allowed.iter().any(|a| value.starts_with(a));
    let located = [
        "in ", "nel ", "nell'", "nello ", "nella ", "nei ", "negli ", "nelle ", "a ", "ad ",
        "sulla ", "alle ",
    ];
    let mut names = 0;
    let mut faults = vec![];
    for entry in &resource.body {
        let Entry::Message(m) = entry else { continue };
        if !m.id.name.starts_with("territory-") && !m.id.name.starts_with("continent-") {
            continue;
        }
        names += 1;
        let attribute = |name: &str| -> Option<String> {
            let a = m.attributes.iter().find(|a| a.id.name == name)?;
            Some(
                a.value
                    .elements
                    .iter()
                    .map(|e| match e {
                        PatternElement::TextElement { value } => value.to_string(),
                        PatternElement::Placeable { .. } => "{…}".into(),
                    })
                    .collect(),
            )
        };
        let id = m.id.name;
        let got = |name: &str| attribute(name).unwrap_or_default();
        if m.attributes.len() != 8 {
            faults.push(format!("{id}: {} attributes", m.attributes.len()));
        }
        if !["masculine", "feminine", "neuter"].contains(&got("gender").as_str()) {
            faults.push(format!("{id}: gender {:?}", got("gender")));
        }
        if !["one", "other"].contains(&got("number").as_str()) {
            faults.push(format!("{id}: number {:?}", got("number")));
        }
        for form in ["in", "to"] {
            if !starts(&got(form), &located) {
                faults.push(format!("{id}: .{form} {:?}", got(form)));
            }
        }
        if !starts(
            &got("from"),
            &["da ", "dal", "dai ", "dagli ", "dalle ", "dallo "],
        ) {
            faults.push(format!("{id}: .from {:?}", got("from")));
        }
        if !starts(
            &got("of"),
            &["di ", "del", "dei ", "degli ", "delle ", "dello "],
        ) {
            faults.push(format!("{id}: .of {:?}", got("of")));
        }
        if got("subject").is_empty() || got("object").is_empty() {
            faults.push(format!("{id}: no subject or object"));
        }
    }
    assert!(names > 250, "only {names} names");
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
