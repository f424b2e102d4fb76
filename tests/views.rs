//! The board read without the picture: a player's territories, a continent, one territory, the
//! deal, battle results and refusals that list what is allowed. Snapshots of the texts players
//! read (`cargo insta review` after a deliberate change).

use risk::engine::position::{Position, Start};
use risk::engine::{Action, Game, PlayerId, Reader, ScriptedDice};
use risk::service::{text, Session, UserKey};

/// alice (P0) holds South America and North Africa, bob (P1) Africa's rest and Europe, carol
/// (P2) the rest; Brazil has 10 armies, North Africa 2, Egypt 3.
fn table_position() -> Position {
    Position::classic(3, PlayerId(0), Start::Attack, 5, table_holder)
}

/// Who holds `name` at `table_position`, with how many armies.
fn table_holder(name: &str) -> (PlayerId, u16) {
    match name {
        "Brazil" => (PlayerId(0), 10),
        "Venezuela" | "Peru" | "Argentina" => (PlayerId(0), 2),
        "North Africa" => (PlayerId(0), 2),
        "Egypt" => (PlayerId(1), 3),
        "East Africa" | "Congo" | "South Africa" | "Madagascar" => (PlayerId(1), 1),
        "Iceland" | "Great Britain" | "Scandinavia" | "Ukraine" | "Northern Europe"
        | "Western Europe" | "Southern Europe" => (PlayerId(1), 2),
        _ => (PlayerId(2), 1),
    }
}

fn table_session() -> (Session, Game) {
    let g = table_position().build().unwrap();
    let s = Session::seated(
        &[
            (UserKey(1), "alice"),
            (UserKey(2), "bob"),
            (UserKey(3), "carol"),
        ],
        g.clone(),
    );
    (s, g)
}

fn territory_named(g: &Game, name: &str) -> risk::engine::TerritoryId {
    g.map().lookup(name).unwrap()
}

#[test]
fn a_players_territories_with_their_enemy_neighbours() {
    let (s, g) = table_session();
    insta::assert_snapshot!(text::player_view(
        &s,
        &g,
        &g.view(Reader::Everyone),
        PlayerId(0)
    ));
}

#[test]
fn a_continent_and_a_territory() {
    let (s, g) = table_session();
    let africa = risk::engine::ContinentId(3);
    assert_eq!(g.map().continent(africa).name, "Africa");
    insta::assert_snapshot!(format!(
        "{}\n\n{}",
        text::continent_view(&s, &g, &g.view(Reader::Everyone), africa),
        text::territory_view(
            &s,
            &g,
            &g.view(Reader::Everyone),
            territory_named(&g, "North Africa")
        )
    ));
}

#[test]
fn battle_lines_say_who_holds_or_takes_and_what_is_left() {
    let (s, mut g) = table_session();
    // A failed attack: 2 against 3 in Egypt, the attacker loses both rolls.
    let held = g
        .apply_with(
            PlayerId(0),
            Action::blitz(
                territory_named(&g, "North Africa"),
                territory_named(&g, "Egypt"),
            ),
            &mut ScriptedDice::new(vec![1, 6, 6]),
        )
        .unwrap();
    // A conquest: Venezuela's 2 against the one army in Central America.
    let taken = g
        .apply_with(
            PlayerId(0),
            Action::blitz(
                territory_named(&g, "Venezuela"),
                territory_named(&g, "Central America"),
            ),
            &mut ScriptedDice::new(vec![6, 1]),
        )
        .unwrap();
    let lines = [
        text::events(&s, &g, &g.view(risk::engine::Reader::Everyone), &held),
        text::events(&s, &g, &g.view(risk::engine::Reader::Everyone), &taken),
    ]
    .concat();
    insta::assert_snapshot!(lines.join("\n"));
}

#[test]
fn a_move_in_made_at_once_is_worded_in_the_battle_line() {
    // As `table`, but North Africa is bob's with one army, next to alice's 10 in Brazil.
    let pos = Position::classic(3, PlayerId(0), Start::Attack, 5, |name| match name {
        "Brazil" => (PlayerId(0), 10),
        "North Africa" => (PlayerId(1), 1),
        n => table_holder(n),
    });
    let mut g = pos.build().unwrap();
    let s = Session::seated(
        &[
            (UserKey(1), "alice"),
            (UserKey(2), "bob"),
            (UserKey(3), "carol"),
        ],
        g.clone(),
    );
    let mut evs = g
        .apply_with(
            PlayerId(0),
            Action::blitz(
                territory_named(&g, "Brazil"),
                territory_named(&g, "North Africa"),
            ),
            &mut ScriptedDice::new(vec![6, 6, 6, 1]),
        )
        .unwrap();
    // The move-in in the same batch, as an AI's turn or `/attack … move:all` has it.
    evs.extend(g.apply(PlayerId(0), Action::Occupy { armies: 9 }).unwrap());
    assert_eq!(
        text::events(&s, &g, &g.view(risk::engine::Reader::Everyone), &evs),
        [
            "🎲 Brazil ⚔ North Africa: 🚩 alice takes North Africa, 9 moved in and 1 left in \
          Brazil. ⚅ 6, ⚅ 6, ⚅ 6 vs ⚀ 1: attacker −0, defender −1."
        ]
    );
}

#[test]
fn counts_agree_with_their_nouns() {
    let (s, g) = table_session();
    let one = risk::engine::Event::Occupied {
        from: territory_named(&g, "Brazil"),
        to: territory_named(&g, "North Africa"),
        armies: 1,
    };
    assert_eq!(
        text::events(&s, &g, &g.view(risk::engine::Reader::Everyone), &[one]),
        ["1 army now holds North Africa."]
    );
    let board = text::board(&s, &g, &g.view(Reader::Everyone));
    // bob: Egypt (3), Africa's other four (1 each), Europe (2 each); nobody has a card yet.
    assert!(
        board.contains("bob (blue): 12 territories, 21 armies, 0 cards"),
        "{board}"
    );
    assert_eq!(text::count(1u32, "card", "cards"), "1 card");
    // A card drawn at the start (000: the third and fourth players) was not earned.
    let drawn = risk::engine::Event::CardDrawn {
        player: PlayerId(2),
        card: None,
    };
    assert_eq!(
        text::events(&s, &g, &g.view(risk::engine::Reader::Everyone), &[drawn]),
        ["carol draws a card."]
    );
    assert_eq!(text::count(0u32, "card", "cards"), "0 cards");
}

#[test]
fn the_deal_names_each_players_territories_by_continent() {
    let (s, g) = table_session();
    let dealt = risk::engine::Event::Dealt {
        player: PlayerId(0),
        territories: g.territories_of(PlayerId(0)).iter().collect(),
    };
    insta::assert_snapshot!(text::events(
        &s,
        &g,
        &g.view(risk::engine::Reader::Everyone),
        &[dealt]
    )
    .join("\n"));
}

#[test]
fn refusals_list_the_allowed_choices_when_few_and_say_how_to_list_many() {
    let (s, _) = table_session();
    let names = |p: PlayerId| s.name(p);
    let mut pos = table_position();
    pos.start = Start::Fortify;
    let mut g = pos.build().unwrap();
    // alice holds 5 territories: they are named.
    let few = g
        .apply(
            PlayerId(0),
            Action::Fortify {
                from: territory_named(&g, "Egypt"),
                to: territory_named(&g, "Brazil"),
                armies: 1,
            },
        )
        .unwrap_err();
    let few = g.explain(&few, &names);
    assert!(
        few.contains("Yours: Venezuela, Peru, Brazil, Argentina, North Africa."),
        "{few}"
    );
    // carol holds 25: counted, with the command that lists them.
    let carol = g.territories_of(PlayerId(2)).len();
    assert!(carol > 10);
    let mut c = Position::classic(3, PlayerId(2), Start::Fortify, 5, |name| match name {
        "Brazil" => (PlayerId(0), 10),
        _ => (PlayerId(2), 1),
    })
    .build()
    .unwrap();
    let many = c
        .apply(
            PlayerId(2),
            Action::Fortify {
                from: territory_named(&c, "Brazil"),
                to: territory_named(&c, "Peru"),
                armies: 1,
            },
        )
        .unwrap_err();
    let many = c.explain(&many, &names);
    assert!(
        many.contains("Yours: 41 territories (/board player:me lists them)."),
        "{many}"
    );
    insta::assert_snapshot!(format!("{few}\n{many}"));
}

#[test]
fn a_big_hand_fits_one_message_with_its_best_sets_first() {
    let mut pos = table_position();
    pos.hands = vec![(
        PlayerId(0),
        [0u16, 1, 2, 3, 4, 5, 6, 42, 43]
            .map(risk::engine::CardId)
            .to_vec(),
    )];
    let g = pos.build().unwrap();
    assert!(g.tradeable_sets(PlayerId(0)).len() > 6);
    let hand = text::hand(&g, PlayerId(0));
    assert!(
        hand.chars().count() < risk::service::MESSAGE_LIMIT,
        "{hand}"
    );
    assert!(hand.contains(" more (/trade lists them)."), "{hand}");
}

#[test]
fn the_first_screen_says_what_is_free_and_what_is_still_to_place() {
    let (g, _) = risk::engine::Lobby::new(risk::engine::Rules::classic(), 3, 5)
        .start()
        .unwrap();
    let s = Session::seated(
        &[
            (UserKey(1), "alice"),
            (UserKey(2), "bob"),
            (UserKey(3), "carol"),
        ],
        g.clone(),
    );
    let shown = format!(
        "{}\n{}",
        text::prompt(&s, &g, &g.view(Reader::Everyone)),
        text::board(&s, &g, &g.view(Reader::Everyone))
    );
    assert!(!shown.contains("0 armies ·"), "{shown}");
    assert!(shown.contains("42 of 42 are free"), "{shown}");
    assert!(shown.contains("(35 still to place)"), "{shown}");
    insta::assert_snapshot!(shown);
}
