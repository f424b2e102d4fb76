//! Autocomplete: choices filtered to what is legal for this user now, matched forgivingly
//! (aliases, case, accents, near-misses), at most 25. Labels are in the asker's language
//! (their client's `locale`); what they type matches the names in their language and in
//! English; the value sent back is always the English name or word, which is what commands
//! read.

use poise::serenity_prelude as serenity;
use risk::engine::map::fold;
use risk::engine::rules::PRESETS;
use risk::engine::{Action, CardId, ContinentId, Game, PlayerId, Set, TerritoryId, View};
use risk::i18n::{self, names, Lang};
use risk::service::catalog::Suggest;
use risk::service::{offers, ChannelKey, Session, UserKey, COLORS, COMMANDS};
use serenity::{AutocompleteChoice, CreateAutocompleteResponse};

use crate::context::Ctx;

const LIMIT: usize = 25;

/// Keeps the names that match `partial` best: prefix, then substring, then small edit distance.
pub fn filter(names: Vec<(String, String)>, partial: &str) -> Vec<(String, String)> {
    let keyed = names
        .into_iter()
        .map(|(l, v)| (vec![l.clone()], l, v))
        .collect();
    filter_keyed(keyed, partial)
}

/// Like `filter`, matching each choice by any of its keys (a name and its aliases).
fn filter_keyed(
    choices: Vec<(Vec<String>, String, String)>,
    partial: &str,
) -> Vec<(String, String)> {
    let key = fold(partial);
    let mut scored: Vec<(u8, (String, String))> = choices
        .into_iter()
        .filter_map(|(keys, label, value)| {
            let best = keys.iter().filter_map(|k| score(&fold(k), &key)).min()?;
            Some((best, (label, value)))
        })
        .collect();
    scored.sort_by_key(|s| s.0);
    scored.into_iter().take(LIMIT).map(|(_, c)| c).collect()
}

/// 0 for a prefix (or an empty input), 1 for a substring, 2 for a near-miss.
fn score(name: &str, key: &str) -> Option<u8> {
    if key.is_empty() || name.starts_with(key) {
        Some(0)
    } else if name.contains(key) {
        Some(1)
    } else if close(name, key) {
        Some(2)
    } else {
        None
    }
}

/// A typo or two against the start of the name.
fn close(name: &str, key: &str) -> bool {
    let head: String = name.chars().take(key.len()).collect();
    let diff = head
        .chars()
        .zip(key.chars())
        .filter(|(a, b)| a != b)
        .count();
    key.len() >= 3 && diff <= 1 + key.len() / 6
}

/// The language of the asker's client.
/// `f`'s words in `lang`, as plain text: a choice's label shows no Markdown, so names go in as
/// they are written.
fn in_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    i18n::markup::plain(|| i18n::with(lang, lang, f))
}

fn lang_of(ctx: Ctx<'_>) -> Lang {
    Lang::from_discord(ctx.locale().unwrap_or("en-US"))
}

/// Choices labelled in `lang`: each `(English word, its label in lang)`, matched by either.
fn localised(
    words: impl IntoIterator<Item = (String, String)>,
    partial: &str,
) -> Vec<(String, String)> {
    let keyed = words
        .into_iter()
        .map(|(english, shown)| (vec![shown.clone(), english.clone()], shown, english))
        .collect();
    filter_keyed(keyed, partial)
}

fn respond(choices: Vec<(String, String)>) -> CreateAutocompleteResponse {
    CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(|(l, v)| AutocompleteChoice::new(l, v))
            .collect(),
    )
}

fn plain(
    names: impl IntoIterator<Item = impl Into<String>>,
    partial: &str,
) -> CreateAutocompleteResponse {
    respond(filter(
        names
            .into_iter()
            .map(|n| {
                let n = n.into();
                (n.clone(), n)
            })
            .collect(),
        partial,
    ))
}

/// The session here, and the invoker's seat.
fn context(ctx: Ctx<'_>) -> Option<(Session, Option<PlayerId>)> {
    let s = ctx
        .data()
        .svc
        .snapshot(ChannelKey(ctx.channel_id().get()))
        .ok()??;
    let me = s.seat_of(UserKey(ctx.author().id.get()));
    Some((s, me))
}

/// The value the user typed for another option of the same command.
fn other_option(ctx: Ctx<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(a) = ctx else {
        return None;
    };
    a.interaction
        .data
        .options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| o.value.as_str().map(str::to_string))
}

/// The territories of `set` as choices: labelled in `lang`, matched by that name, the English
/// one and the map's aliases, sent as the English name.
fn territory_choices(
    g: &Game,
    v: &View,
    set: Set,
    partial: &str,
    lang: Lang,
) -> Vec<(String, String)> {
    let choices = set
        .iter()
        .map(|t| {
            let info = g.map().territory(t);
            let shown = names::territory_in(lang, g.map(), t);
            let mut keys = vec![shown.clone(), info.name.clone()];
            keys.extend(info.aliases.iter().cloned());
            (keys, label(g, v, t, &shown), info.name.clone())
        })
        .collect();
    filter_keyed(choices, partial)
}

/// A territory's choice label: its name (`shown`) with its armies, where the reader of `v`
/// sees them (under fog of war, the name alone).
fn label(g: &Game, v: &View, t: TerritoryId, shown: &str) -> String {
    match v.armies(g, t) {
        Some(n) => format!("{shown} ({n})"),
        None => shown.to_string(),
    }
}

fn with_game(
    ctx: Ctx<'_>,
    partial: &str,
    pick: impl Fn(&Game, Option<PlayerId>) -> Set,
) -> CreateAutocompleteResponse {
    let lang = lang_of(ctx);
    match context(ctx) {
        Some((s, me)) => match &s.game {
            Some(g) => respond(territory_choices(
                g,
                &g.view_of(me),
                pick(g, me),
                partial,
                lang,
            )),
            None => respond(vec![]),
        },
        None => respond(vec![]),
    }
}

fn resolve(g: &Game, input: Option<String>) -> Option<TerritoryId> {
    g.map().lookup(&input?).ok()
}

async fn preset(_ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    plain(PRESETS.iter().map(|p| p.name), partial)
}
/// Every command as typed, labelled with its names in the asker's language.
async fn command_name(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang_of(ctx);
    let words = COMMANDS.iter().flat_map(|s| {
        s.typed_names().into_iter().map(|typed| {
            let shown = s.typed_in(&typed, lang);
            (typed, shown)
        })
    });
    respond(localised(words, partial))
}

/// The choices for option `option`, which suggests `what`.
pub async fn suggest(
    ctx: Ctx<'_>,
    option: &str,
    what: Suggest,
    partial: &str,
) -> CreateAutocompleteResponse {
    match what {
        Suggest::Values(words) => respond(value_choices(option, words, partial, lang_of(ctx))),
        Suggest::Preset => preset(ctx, partial).await,
        Suggest::CommandName => command_name(ctx, partial).await,
        Suggest::Color => color(ctx, partial).await,
        Suggest::Player => player(ctx, partial).await,
        Suggest::PlayerOrMe => player_or_me(ctx, partial).await,
        Suggest::Continent => continent(ctx, partial).await,
        Suggest::Continents => continents(ctx, partial).await,
        Suggest::Neutral => neutral(ctx, partial).await,
        Suggest::Card => card(ctx, partial).await,
        Suggest::HandCard => hand_card(ctx, partial).await,
        Suggest::AllyTerritory => ally_territory(ctx, partial).await,
        Suggest::Claimable => claimable(ctx, partial).await,
        Suggest::Draftable => draftable(ctx, partial).await,
        Suggest::HqChoice => hq_choice(ctx, partial).await,
        Suggest::AirfieldChoice => airfield_choice(ctx, partial).await,
        Suggest::ObjectiveChoice => objective_choice(ctx, partial).await,
        Suggest::AnyTerritory => any_territory(ctx, partial).await,
        Suggest::AttackFrom => attack_from(ctx, partial).await,
        Suggest::AttackTo => attack_to(ctx, partial).await,
        Suggest::FortifyFrom => fortify_from(ctx, partial).await,
        Suggest::FortifyTo => fortify_to(ctx, partial).await,
        Suggest::Sets => sets(ctx, partial).await,
        Suggest::BonusChoice => bonus_choice(ctx, partial).await,
        Suggest::Map => board(ctx, partial).await,
    }
}

/// An option's values labelled in `lang`: each as the language names it (`nebel: leicht`), a
/// duration in words, a language by its own name; the value sent is the English word.
pub fn value_choices(
    option: &str,
    words: &[&str],
    partial: &str,
    lang: Lang,
) -> Vec<(String, String)> {
    let label = |word: &str| {
        in_lang(lang, || {
            if let Some(other) = Lang::parse(word).filter(|_| option == "language") {
                // Its own name, and the code that may be typed.
                return format!("{} ({word})", other.native_name());
            }
            match risk::service::clock::parse_within(word, option, 0, u64::MAX) {
                // "24h", "3d", "30m": a duration (not "12", an army cap).
                Ok(Some(secs)) if word.ends_with(['h', 'd', 'm']) => {
                    risk::service::clock::span(secs)
                }
                _ => risk::i18n::typed::shown_word(option, word),
            }
        })
    };
    let words = words.iter().map(|w| (w.to_string(), label(w)));
    localised(words, partial)
}

/// The server's boards, then the shipped ones (at most 25 shown, best matches first).
async fn board(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let guild = ctx.guild_id().map(|g| risk::service::GuildKey(g.get()));
    plain(
        risk::service::board_names(&**ctx.data().svc.store(), guild),
        partial,
    )
}

async fn color(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let taken: Vec<String> = context(ctx)
        .map(|(s, _)| s.seats.iter().map(|x| x.color.clone()).collect())
        .unwrap_or_default();
    respond(colour_choices(&taken, partial, lang_of(ctx)))
}

/// The colours nobody has taken, labelled in `lang`.
fn colour_choices(taken: &[String], partial: &str, lang: Lang) -> Vec<(String, String)> {
    let free = COLORS.into_iter().filter(|c| !taken.iter().any(|t| t == c));
    let words = free.map(|c| {
        let shown = in_lang(lang, || risk::render::colour_word(c));
        (c.to_string(), shown)
    });
    localised(words, partial)
}

async fn player(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names: Vec<String> = context(ctx)
        .map(|(s, _)| s.seats.iter().map(|x| x.name.clone()).collect())
        .unwrap_or_default();
    // Shown without direction overrides; sent as stored.
    let words: Vec<(String, String)> = names
        .into_iter()
        .map(|n| (n.clone(), i18n::markup::clean(&n)))
        .collect();
    respond(localised(words, partial))
}

/// `me` first, then the seated players.
async fn player_or_me(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang_of(ctx);
    let me = in_lang(lang, || risk::t!("adp-complete-me"));
    let mut words = vec![("me".to_string(), me)];
    if let Some((s, _)) = context(ctx) {
        words.extend(
            s.seats
                .iter()
                .map(|x| (x.name.clone(), i18n::markup::clean(&x.name))),
        );
    }
    respond(localised(words, partial))
}

/// The board's continents.
async fn continent(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    respond(localised(continent_words(ctx), partial))
}

/// Several continents separated by commas: the last one typed is completed after those
/// before it (each offered once).
async fn continents(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    respond(continent_list(continent_words(ctx), partial))
}

/// The choices for `partial`, a list of continents whose last is being typed, among `words`
/// ((English name, the reader's)): the names typed before it kept as they are, then each
/// continent not yet named that matches the last part (Discord's limit of 100 characters a
/// choice kept).
fn continent_list(words: Vec<(String, String)>, partial: &str) -> Vec<(String, String)> {
    let (head, last) = match partial.rfind(',') {
        Some(i) => (&partial[..=i], partial[i + 1..].trim_start()),
        None => ("", partial),
    };
    let before: Vec<String> = head
        .split(',')
        .map(|n| n.trim().to_lowercase())
        .filter(|n| !n.is_empty())
        .collect();
    let head = match head {
        "" => String::new(),
        h => format!("{} ", h.trim_end()),
    };
    let fresh = words.into_iter().filter(|(english, shown)| {
        !before.contains(&english.to_lowercase()) && !before.contains(&shown.to_lowercase())
    });
    localised(fresh, last)
        .into_iter()
        .map(|(label, value)| (format!("{head}{label}"), format!("{head}{value}")))
        .filter(|(label, value)| label.chars().count() <= 100 && value.chars().count() <= 100)
        .collect()
}

/// The table's continents: (English name, name in the asker's language).
fn continent_words(ctx: Ctx<'_>) -> Vec<(String, String)> {
    let lang = lang_of(ctx);
    let words: Vec<(String, String)> = context(ctx)
        .and_then(|(s, _)| {
            let g = s.game.as_ref()?;
            let map = g.map();
            Some(
                map.continents()
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        let shown = names::continent_in(lang, map, ContinentId(i as u8));
                        (c.name.clone(), shown)
                    })
                    .collect(),
            )
        })
        .unwrap_or_default();
    words
}

async fn neutral(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    // Neutrals that would take one of the caller's cards now: not allied, not full, not twice.
    let names: Vec<String> = context(ctx)
        .and_then(|(s, me)| {
            let g = s.game.as_ref()?;
            Some(
                offers::bribes(g, me?)
                    .into_iter()
                    .map(|(q, _)| i18n::markup::plain(|| s.name(q)))
                    .collect(),
            )
        })
        .unwrap_or_default();
    plain(names, partial)
}

/// A card the chosen neutral (or, before one is chosen, any neutral) would take as a bribe now.
async fn card(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let neutral = other_option(ctx, "neutral");
    let lang = lang_of(ctx);
    let words: Vec<(String, String)> = context(ctx)
        .and_then(|(s, me)| {
            let g = s.game.as_ref()?;
            let chosen = neutral.as_deref().and_then(|n| s.find_seat(n));
            let mut cards: Vec<CardId> = offers::bribes(g, me?)
                .into_iter()
                .filter(|(q, _)| chosen.is_none_or(|c| c == *q))
                .flat_map(|(_, cards)| cards)
                .collect();
            cards.sort_by_key(|c| c.0);
            cards.dedup();
            Some(card_choices(g, &cards, lang))
        })
        .unwrap_or_default();
    respond(localised(words, partial))
}

/// Cards as choices: `(as typed, label in lang)`, a territory's name or "wild".
fn card_choices(g: &Game, cards: &[CardId], lang: Lang) -> Vec<(String, String)> {
    cards
        .iter()
        .map(|&c| {
            let shown = match g.card_territory(c) {
                Some(t) => names::territory_in(lang, g.map(), t),
                None => in_lang(lang, || risk::t!("adp-complete-wild")),
            };
            (card_name(g, c), shown)
        })
        .collect()
}

/// A card as typed in a command: its territory's English name, or "wild" (the word the
/// commands read for a wild card, in any case; its label is `adp-complete-wild`).
fn card_name(g: &Game, c: CardId) -> String {
    g.card_territory(c)
        .map(|t| g.map().name(t).to_string())
        .unwrap_or_else(|| "wild".into())
}

async fn ally_territory(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    // Right after an ally's roll: the ally's other territories, where its armies may go.
    let dividing = |g: &Game| g.ally_roll().is_some();
    with_game(ctx, partial, |g, me| {
        let Some(p) = me else {
            return Set::EMPTY;
        };
        let roll = offers::territories(g, p, |territory| Action::ReinforceAlly { territory });
        if !dividing(g) {
            return roll;
        }
        roll.union(offers::territories(g, p, |territory| {
            Action::DivideAllyRoll {
                territory,
                armies: 1,
            }
        }))
    })
}

/// The territories for which the engine accepts `make(territory)` from the caller now.
fn offered(
    ctx: Ctx<'_>,
    partial: &str,
    make: impl Fn(TerritoryId) -> Action,
) -> CreateAutocompleteResponse {
    with_game(ctx, partial, |g, me| {
        me.map(|p| offers::territories(g, p, &make))
            .unwrap_or_default()
    })
}

async fn claimable(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    with_game(ctx, partial, |g, _| {
        g.map()
            .territory_ids()
            .filter(|&t| g.owner(t).is_none())
            .collect()
    })
}

/// Where the caller may place an army now (own territories with room; owed neutrals in a
/// two-player setup round).
async fn draftable(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    with_game(ctx, partial, |g, me| {
        me.map(|p| offers::draft_targets(g, p)).unwrap_or_default()
    })
}

async fn hq_choice(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    offered(ctx, partial, |territory| Action::ChooseHq { territory })
}

async fn airfield_choice(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    offered(ctx, partial, |territory| Action::PlaceAirfield {
        territory,
    })
}

/// The Objectives the caller may take now (000/001), by their printed names.
/// Shown in the asker's language; the value is the printed English name the command reads.
async fn objective_choice(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang_of(ctx);
    let words: Vec<(String, String)> = context(ctx)
        .and_then(|(s, me)| {
            let g = s.game.as_ref()?;
            (me? == g.current()).then(|| {
                g.objective_choices()
                    .iter()
                    .map(|o| {
                        let shown = in_lang(lang, || risk::service::text::objective(g, o));
                        (o.describe(g.map()), shown)
                    })
                    .collect()
            })
        })
        .unwrap_or_default();
    respond(localised(words, partial))
}

/// A card of the caller's hand (to discard with an Objective, 001).
async fn hand_card(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang_of(ctx);
    let words: Vec<(String, String)> = context(ctx)
        .and_then(|(s, me)| {
            let g = s.game.as_ref()?;
            Some(card_choices(g, g.hand(me?), lang))
        })
        .unwrap_or_default();
    respond(localised(words, partial))
}

async fn any_territory(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    with_game(ctx, partial, |g, _| g.map().all())
}

async fn attack_from(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    with_game(ctx, partial, |g, me| {
        me.map(|p| g.attack_sources(p)).unwrap_or_default()
    })
}

async fn attack_to(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let from = other_option(ctx, "from");
    with_game(ctx, partial, |g, me| {
        let Some(p) = me else { return Set::EMPTY };
        match resolve(g, from.clone()).filter(|&f| g.owner(f) == Some(p)) {
            Some(f) => g.attack_targets(f),
            // No valid `from` yet: every enemy territory next to one of yours.
            None => g
                .attack_sources(p)
                .iter()
                .fold(Set::EMPTY, |acc, f| acc.union(g.attack_targets(f))),
        }
    })
}

async fn fortify_from(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    with_game(ctx, partial, |g, me| {
        me.map(|p| {
            g.territories_of(p)
                .iter()
                .filter(|&t| g.armies(t) >= 2 && !g.fortify_destinations(t).is_empty())
                .collect()
        })
        .unwrap_or_default()
    })
}

async fn fortify_to(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let from = other_option(ctx, "from");
    with_game(ctx, partial, |g, me| match (me, resolve(g, from.clone())) {
        (Some(p), Some(f)) if g.owner(f) == Some(p) => g.fortify_destinations(f),
        (Some(p), _) => g.territories_of(p),
        _ => Set::EMPTY,
    })
}

async fn sets(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let Some((s, Some(me))) = context(ctx) else {
        return respond(vec![]);
    };
    let Some(g) = &s.game else {
        return respond(vec![]);
    };
    let lang = lang_of(ctx);
    let choices = offers::trade_sets(g, me)
        .iter()
        .map(|set| {
            let names: Vec<String> = set.iter().map(|&c| card_name(g, c)).collect();
            let label = in_lang(lang, || {
                risk::t!(
                    "adp-complete-set",
                    cards = risk::service::text::list_cards(g, set),
                    armies = g.set_worth(*set)
                )
            });
            (label.chars().take(100).collect(), names.join(", "))
        })
        .collect();
    respond(filter(choices, partial))
}

/// Where the occupied-territory +2 of the set typed in `cards` may go (of every set the caller
/// may trade while none is typed yet).
async fn bonus_choice(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let typed = other_option(ctx, "cards").map(|c| c.to_lowercase());
    with_game(ctx, partial, |g, me| {
        let Some(p) = me else {
            return Set::EMPTY;
        };
        let named = |set: &[CardId; 3]| {
            typed.as_deref().is_none_or(|t| {
                set.iter()
                    .all(|c| t.contains(&card_name(g, *c).to_lowercase()))
            })
        };
        offers::trade_sets(g, p)
            .into_iter()
            .filter(named)
            .flat_map(|set| g.bonus_territories(set))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use risk::engine::{Fog, Lobby, Reader, Rules};

    fn pairs(names: &[&str]) -> Vec<(String, String)> {
        names
            .iter()
            .map(|n| (n.to_string(), n.to_string()))
            .collect()
    }

    #[test]
    fn prefixes_come_before_substrings_and_near_misses() {
        let got = filter(
            pairs(&["Western Europe", "Europe North", "Eurasia"]),
            "euro",
        );
        assert_eq!(
            got.iter().map(|c| c.0.as_str()).collect::<Vec<_>>(),
            ["Europe North", "Western Europe", "Eurasia"]
        );
        let typo = filter(pairs(&["Kamchatka", "Japan"]), "kamcj");
        assert_eq!(typo.len(), 1);
        assert!(filter(pairs(&["Peru"]), "zzz").is_empty());
    }

    #[test]
    fn aliases_match_and_at_most_25_choices_come_back() {
        let choices = vec![
            (
                vec!["Eastern United States".to_string(), "EUS".to_string()],
                "Eastern United States (3)".to_string(),
                "Eastern United States".to_string(),
            ),
            (
                vec!["Egypt".to_string()],
                "Egypt (1)".to_string(),
                "Egypt".to_string(),
            ),
        ];
        let got = filter_keyed(choices, "eus");
        assert_eq!(
            got,
            vec![(
                "Eastern United States (3)".to_string(),
                "Eastern United States".to_string()
            )]
        );
        let many: Vec<(String, String)> = (0..40)
            .map(|i| (format!("T{i}"), format!("T{i}")))
            .collect();
        assert_eq!(filter(many, "").len(), 25);
    }

    #[test]
    fn a_label_shows_armies_only_where_the_fog_lets_the_reader_see_them() {
        for fog in [Fog::Off, Fog::Light, Fog::Standard, Fog::Dark] {
            let mut rules = Rules::classic();
            rules.setup = risk::engine::Setup::Deal;
            rules.fog = fog;
            let g = Lobby::new(rules, 3, 7).start().unwrap().0;
            let v = g.view(Reader::Seat(PlayerId(0)));
            for t in g.map().all().iter() {
                let shown = label(&g, &v, t, g.map().name(t));
                let counted = shown.ends_with(&format!("({})", g.armies(t)));
                assert_eq!(counted, v.sees_armies(t), "{fog:?}: {shown}");
                assert!(shown.starts_with(g.map().name(t)));
            }
            // Off, every count; on, some are hidden from a seat.
            let hidden = g.map().all().iter().any(|t| !v.sees_armies(t));
            assert_eq!(hidden, fog != Fog::Off, "{fog:?}");
        }
    }

    /// In German, labels are German and what the player types matches the German name or the
    /// English one; the value sent is the English name either way.
    #[test]
    fn a_german_asker_reads_german_labels_and_may_type_either_language() {
        let de = Lang::De;
        // Colours: "rot" is red, typed in German or in English.
        for typed in ["ro", "re"] {
            let got = colour_choices(&["blue".to_string()], typed, de);
            assert_eq!(got[0], ("rot".to_string(), "red".to_string()), "{typed}");
            assert!(
                !got.iter().any(|(_, v)| v == "blue"),
                "a taken colour is not offered"
            );
        }
        // Territories: the label in German with the armies, the value in English.
        let mut rules = Rules::classic();
        rules.setup = risk::engine::Setup::Deal;
        let g = Lobby::new(rules, 3, 7).start().unwrap().0;
        let v = g.view(Reader::Seat(PlayerId(0)));
        let map = g.map();
        let africa = map.find("North Africa").unwrap();
        let german = names::territory_in(de, map, africa);
        let head: String = german.chars().take(german.chars().count() - 1).collect();
        for typed in [head.as_str(), "north af"] {
            let got = territory_choices(&g, &v, map.all(), typed, de);
            assert_eq!(
                got[0],
                (
                    format!("{german} ({})", g.armies(africa)),
                    "North Africa".to_string()
                ),
                "{typed}"
            );
        }
        // A set of cards: its worth in German.
        let label = i18n::with(de, de, || {
            risk::t!(
                "adp-complete-set",
                cards = "Peru, Brasilien, Joker",
                armies = 4
            )
        });
        assert_eq!(label, "Peru, Brasilien, Joker → 4 Armeen");
        // English as before.
        let got = colour_choices(&[], "re", Lang::En);
        assert_eq!(got[0], ("red".to_string(), "red".to_string()));
    }

    /// Every value an option offers is labelled in the asker's language, and what the label
    /// says may be typed means that value (issue 44: `spieler:ich`, `nebel:leicht`).
    #[test]
    fn offered_values_are_labelled_in_the_askers_language_and_accepted_as_labelled() {
        use risk::i18n::typed::names_word;
        use risk::service::clock::parse_within;
        let mut checked = 0;
        for spec in COMMANDS.iter() {
            for opt in spec.opts() {
                let Some(Suggest::Values(words)) = opt.suggest else {
                    continue;
                };
                for lang in Lang::ALL {
                    let offered = value_choices(opt.name, words, "", lang);
                    assert_eq!(offered.len(), words.len(), "{}", opt.name);
                    for (label, value) in offered {
                        let as_duration = |t: &str| parse_within(t, opt.name, 0, u64::MAX).ok();
                        let accepted = names_word(opt.name, &value, &label)
                            || (value.ends_with(['h', 'd', 'm'])
                                && as_duration(&label) == as_duration(&value))
                            || label.ends_with(&format!("({value})"));
                        assert!(accepted, "{lang} {}: {label} for {value}", opt.name);
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 100, "{checked}");
        let de = Lang::De;
        let fog = value_choices("fog", &["off", "light"], "", de);
        assert!(fog.contains(&("leicht".into(), "light".into())), "{fog:?}");
        let by_german = value_choices("fog", &["off", "light"], "leic", de);
        assert_eq!(by_german[0].1, "light");
        let time = value_choices("turn_time", &["24h", "3d", "12h"], "", de);
        assert_eq!(time[0], ("1 Tag".into(), "24h".into()));
        assert_eq!(time[1], ("3 Tage".into(), "3d".into()));
        assert_eq!(time[2], ("12 Stunden".into(), "12h".into()));
        let level = value_choices("level", &["basic"], "", Lang::Fr);
        assert_eq!(level[0], ("basique".into(), "basic".into()));
    }
}
