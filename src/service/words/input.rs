//! What a player typed, read on the table's map: a territory, an Objective, cards from a hand;
//! and how many armies a placement may take now. Used by the moves (`handlers::play`), the
//! read commands and the buttons and menus alike.

use super::text;
use crate::engine::edition::Objective;
use crate::engine::map::fold;
use crate::engine::{CardId, Expected, Game, PlayerId, TerritoryId};
use crate::i18n::{self, names, Lang};
use crate::service::values::error::{user, ServiceError};
use crate::service::values::refusal::Refusal;
use crate::t;

/// Resolves a territory name typed by a player, in their language or in English (any case,
/// a unique beginning or a small typo will do), suggesting the closest names, in their
/// language, on a miss.
pub(crate) fn territory(g: &Game, input: &str) -> Result<TerritoryId, ServiceError> {
    let map = g.map();
    let lang = i18n::current();
    // The names in the reader's language, when it has its own (English is the map's).
    let own: Vec<String> = match lang.catalogue() {
        Lang::En => vec![],
        _ => map
            .territory_ids()
            .map(|t| names::territory_in(lang, map, t))
            .collect(),
    };
    map.lookup_also(input, &own).map_err(|close| {
        let close: Vec<String> = close.iter().map(|&t| names::territory(map, t)).collect();
        ServiceError::Refused(Refusal::Other(t!(
            "lobby-unknown-territory",
            name = i18n::markup::name(input.trim()),
            close = close.join(", ")
        )))
    })
}

/// Resolves an Objective typed by a player ("Control Asia", "asia", "11 cities") among those
/// still on the board, the ones the player may take now first.
pub(crate) fn objective(g: &Game, input: &str) -> Result<Objective, ServiceError> {
    let want = input.trim().trim_matches(['"', '“', '”']).to_lowercase();
    let choices = g.objective_choices();
    for list in [choices.as_slice(), g.objectives_open()] {
        let name = |o: &Objective| o.describe(g.map()).to_lowercase();
        if let Some(o) = list.iter().find(|o| name(o) == want) {
            return Ok(*o);
        }
        let close: Vec<&Objective> = list.iter().filter(|o| name(o).contains(&want)).collect();
        if let [one] = close.as_slice() {
            return Ok(**one);
        }
    }
    user(if choices.is_empty() {
        t!(
            "lobby-unknown-objective-none-open",
            name = i18n::markup::name(input.trim())
        )
    } else {
        t!(
            "lobby-unknown-objective",
            name = i18n::markup::name(input.trim()),
            open = g.objective_list(&choices)
        )
    })
}

/// The most armies `me` may place in one placement now: on `on` when given (a neutral's territory in a setup
/// round with neutrals takes one), else on their own territories.
pub(crate) fn draft_left(g: &Game, me: PlayerId, on: Option<TerritoryId>) -> u16 {
    if g.placing_simultaneously() {
        return g.setup_armies_left(me);
    }
    let neutral = on.and_then(|t| g.owner(t)).is_some_and(|o| g.is_neutral(o));
    match g.expected() {
        Expected::Draft { left } if g.current() == me => left,
        Expected::PlaceSetup { .. } if g.current() == me && neutral => 1,
        Expected::PlaceSetup { .. } if g.current() == me => g.setup_quota().0,
        _ => 0,
    }
}

/// Three cards from the player's hand, named by territory ("Brazil, Peru, Wild").
pub(crate) fn parse_cards(
    g: &Game,
    me: PlayerId,
    input: &str,
) -> Result<[CardId; 3], ServiceError> {
    let chosen = parse_card_list(g, me, input)?;
    <[CardId; 3]>::try_from(chosen.as_slice())
        .or_else(|_| user(t!("lobby-three-cards", count = chosen.len())))
}

/// Cards named in `input` (territory names or "wild", separated by commas), each in `me`'s
/// hand; the first card missing is named with the hand. A territory whose name holds a
/// separator ("Peru, Chile", "Korea, South") is read whole: at each piece, the longest run of
/// pieces that is exactly a territory's name is taken first.
pub(crate) fn parse_card_list(
    g: &Game,
    me: PlayerId,
    input: &str,
) -> Result<Vec<CardId>, ServiceError> {
    let hand = g.hand(me);
    if hand.is_empty() {
        return user(t!("lobby-no-cards-yet"));
    }
    let pieces = pieces(input);
    let mut chosen: Vec<CardId> = Vec::new();
    let mut i = 0;
    while i < pieces.len() {
        let whole = (i + 1..pieces.len()).rev().find_map(|j| {
            let text = &input[pieces[i].0..pieces[j].1];
            exactly(g, text).map(|t| (text, t, j))
        });
        let (token, territory, next) = match whole {
            Some((text, t, j)) => (text, Some(t), j + 1),
            None => {
                let token = &input[pieces[i].0..pieces[i].1];
                if token.eq_ignore_ascii_case("wild") {
                    (token, None, i + 1)
                } else {
                    let t = match exactly(g, token) {
                        Some(t) => t,
                        None => territory(g, token.split(" (").next().unwrap_or(token))?,
                    };
                    (token, Some(t), i + 1)
                }
            }
        };
        let card = hand
            .iter()
            .find(|c| g.card_territory(**c) == territory && !chosen.contains(c))
            .copied();
        match card {
            Some(c) => chosen.push(c),
            None => {
                return user(t!(
                    "lobby-card-not-held",
                    card = token,
                    hand = text::list_cards(g, hand)
                ))
            }
        }
        i = next;
    }
    Ok(chosen)
}

/// Where each piece of a list of cards starts and ends in `input`: the text between the
/// separators (`,` `+` `;` `|`), trimmed, empty ones left out.
fn pieces(input: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (at, c) in input
        .char_indices()
        .chain(std::iter::once((input.len(), ',')))
    {
        if matches!(c, ',' | '+' | ';' | '|') {
            let piece = &input[start..at];
            let lead = piece.len() - piece.trim_start().len();
            let trimmed = piece.trim();
            if !trimmed.is_empty() {
                out.push((start + lead, start + lead + trimmed.len()));
            }
            start = at + c.len_utf8();
        }
    }
    out
}

/// The territory `text` names exactly (its name or an alias, in English or the reader's
/// language, ignoring case, accents and punctuation), with or without a card's design after it
/// ("Peru, Chile (Infantry)").
fn exactly(g: &Game, text: &str) -> Option<TerritoryId> {
    let map = g.map();
    let lang = i18n::current();
    let named = |text: &str| {
        let key = fold(text);
        map.find(text).or_else(|| {
            (lang.catalogue() != Lang::En && !key.is_empty())
                .then(|| {
                    map.territory_ids()
                        .find(|&t| fold(&names::territory_in(lang, map, t)) == key)
                })
                .flatten()
        })
    };
    named(text).or_else(|| {
        let (name, design) = text.rsplit_once(" (")?;
        design.ends_with(')').then(|| named(name)).flatten()
    })
}

/// The continents named in `typed`: one, or several separated by commas, each by its name in
/// the reader's language or in English (any case), in the order typed, each once. On a miss
/// the refusal names what was typed and every continent of the board.
pub(crate) fn continents(
    g: &Game,
    typed: &str,
) -> Result<Vec<crate::engine::ContinentId>, ServiceError> {
    let mut found = Vec::new();
    for name in typed.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        let c = continent(g, name)?;
        if !found.contains(&c) {
            found.push(c);
        }
    }
    if found.is_empty() {
        return Err(no_such_continent(g, typed.trim()));
    }
    Ok(found)
}

/// One continent by its name in the reader's language or in English, any case.
pub(crate) fn continent(g: &Game, typed: &str) -> Result<crate::engine::ContinentId, ServiceError> {
    let map = g.map();
    let name = typed.trim();
    let named = |c: crate::engine::ContinentId| {
        let english = names::continent_in(Lang::En, map, c);
        // Compared as written, not as placed in Markdown.
        let own = i18n::markup::plain(|| names::continent(map, c));
        [english, own].iter().any(|n| n.eq_ignore_ascii_case(name))
    };
    (0..map.continents().len())
        .map(|i| crate::engine::ContinentId(i as u8))
        .find(|&c| named(c))
        .ok_or_else(|| no_such_continent(g, name))
}

/// "No continent called …": what was typed and the board's continents in the reader's language.
fn no_such_continent(g: &Game, name: &str) -> ServiceError {
    let names: Vec<String> = (0..g.map().continents().len())
        .map(|i| names::continent(g.map(), crate::engine::ContinentId(i as u8)))
        .collect();
    ServiceError::Refused(Refusal::Other(t!(
        "ref-no-such-continent",
        name = i18n::markup::name(name),
        names = names.join(", ")
    )))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::engine::position::{Position, Start};
    use crate::engine::Map;

    /// The classic board with Peru called "Peru, Chile" and Congo "Congo (Kinshasa)"; player 0
    /// to move, holding their cards, Brazil's and Argentina's.
    fn andes() -> (Game, [CardId; 4]) {
        let text = include_str!("../../../data/maps/classic.toml")
            .replacen("name = \"classic\"", "name = \"Andes\"", 1)
            .replace("\"Peru\"", "\"Peru, Chile\"")
            .replace("\"Congo\"", "\"Congo (Kinshasa)\"");
        let map = Arc::new(Map::from_toml(&text).unwrap());
        let card = |name: &str| CardId::of(map.find(name).unwrap());
        let cards = [
            card("Peru, Chile"),
            card("Brazil"),
            card("Argentina"),
            card("Congo (Kinshasa)"),
        ];
        let mut pos = Position::classic(3, PlayerId(0), Start::TurnStart, 5, |_| (PlayerId(1), 1));
        pos.board = map
            .territory_ids()
            .map(|t| (t, PlayerId(t.0 % 3), 2))
            .collect();
        pos.map = map;
        pos.hands = vec![(PlayerId(0), cards.to_vec())];
        (pos.build().unwrap(), cards)
    }

    #[test]
    fn a_card_whose_territory_has_a_comma_or_brackets_in_its_name_is_named_whole() {
        let (g, [peru, brazil, argentina, congo]) = andes();
        let me = PlayerId(0);
        let read = |input: &str| parse_card_list(&g, me, input).map_err(|e| e.to_string());
        assert_eq!(
            read("Peru, Chile, Brazil, Argentina"),
            Ok(vec![peru, brazil, argentina])
        );
        assert_eq!(read("Brazil, Peru, Chile"), Ok(vec![brazil, peru]));
        // As the hand lists it (with designs), and as autocomplete sends a set.
        let listed = text::list_cards(&g, &[argentina, peru, congo]);
        assert_eq!(read(&listed), Ok(vec![argentina, peru, congo]), "{listed}");
        assert_eq!(read("congo (kinshasa); peru chile"), Ok(vec![congo, peru]));
        // A short form still finds its card when it is the only one it can be.
        assert_eq!(read("Braz, Arg"), Ok(vec![brazil, argentina]));
        let twice = read("Peru, Chile, Peru, Chile").unwrap_err();
        assert!(twice.contains("Peru, Chile"), "{twice}");
    }
}
