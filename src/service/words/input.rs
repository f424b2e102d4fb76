//! What a player typed, read on the table's map: a territory, an Objective, cards from a hand;
//! and how many armies a placement may take now. Used by the moves (`handlers::play`), the
//! read commands and the buttons and menus alike.

use super::text;
use crate::engine::edition::Objective;
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
/// hand; the first card missing is named with the hand.
pub(crate) fn parse_card_list(
    g: &Game,
    me: PlayerId,
    input: &str,
) -> Result<Vec<CardId>, ServiceError> {
    let hand = g.hand(me);
    if hand.is_empty() {
        return user(t!("lobby-no-cards-yet"));
    }
    let mut chosen: Vec<CardId> = Vec::new();
    for token in input
        .split([',', '+', ';', '|'])
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        let token = token.split(" (").next().unwrap_or(token);
        let card = if token.eq_ignore_ascii_case("wild") {
            hand.iter()
                .find(|c| g.card_territory(**c).is_none() && !chosen.contains(c))
                .copied()
        } else {
            let t = territory(g, token)?;
            hand.iter()
                .find(|c| g.card_territory(**c) == Some(t))
                .copied()
        };
        match card {
            Some(c) if !chosen.contains(&c) => chosen.push(c),
            _ => {
                return user(t!(
                    "lobby-card-not-held",
                    card = token,
                    hand = text::list_cards(g, hand)
                ))
            }
        }
    }
    Ok(chosen)
}
