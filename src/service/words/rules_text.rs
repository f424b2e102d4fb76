//! A table's rules in plain words, by topic: `/risk rules` tells them all, `/help <command>`
//! the topics the command is about, `risk-bot presets` each preset's as `/risk new` plays it.
//! Words only: no book codes, nothing a table does not play with.

use crate::engine::rules::{
    CapitalGoal, Capitals, CardValues, Cities, DestroyedByOther, Fortify, MissionDeck, NeutralMode,
    NeutralSetup, Objectives, Placement, RerollDie, Rules, Setup, Starting, TerritoryBonus,
    TradedCards, Victory,
};

/// One part of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    Goal,
    Setup,
    Headquarters,
    Draft,
    Cards,
    Battle,
    Fortify,
    Edition,
    Neutrals,
    Teams,
}

impl Topic {
    /// In the order `/risk rules` tells them.
    pub const ALL: [Topic; 10] = [
        Topic::Goal,
        Topic::Setup,
        Topic::Headquarters,
        Topic::Draft,
        Topic::Cards,
        Topic::Battle,
        Topic::Fortify,
        Topic::Edition,
        Topic::Neutrals,
        Topic::Teams,
    ];

    pub fn title(self) -> &'static str {
        match self {
            Topic::Goal => "Goal",
            Topic::Setup => "Setup",
            Topic::Headquarters => "Headquarters and capitals",
            Topic::Draft => "Reinforcements",
            Topic::Cards => "Cards",
            Topic::Battle => "Battles",
            Topic::Fortify => "Fortify",
            Topic::Edition => "Cities, capitals and Objectives",
            Topic::Neutrals => "Neutral armies",
            Topic::Teams => "Teams",
        }
    }

    /// The commands (as typed, without the slash) whose help tells this topic.
    pub fn commands(self) -> &'static [&'static str] {
        match self {
            Topic::Goal => &["mission"],
            Topic::Setup => &["claim", "draft", "risk start"],
            Topic::Headquarters => &["hq"],
            Topic::Draft => &["draft"],
            Topic::Cards => &["trade", "hand"],
            Topic::Battle => &["attack", "move"],
            Topic::Fortify => &["fortify", "end"],
            Topic::Edition => &["hq", "objective", "airfield"],
            Topic::Neutrals => &["bribe", "ally"],
            Topic::Teams => &["risk team"],
        }
    }

    /// This topic for a table playing `r`: empty when the table does not play with it.
    pub fn lines(self, r: &Rules) -> Vec<String> {
        match self {
            Topic::Goal => vec![goal(r)],
            Topic::Setup => setup(r),
            Topic::Headquarters => {
                let mut v = Vec::new();
                if matches!(r.victory, Victory::Capital { .. }) {
                    v.push(
                        "After setup each player in turn secretly chooses a Headquarters among \
                         their territories (/hq); all are revealed together."
                            .to_string(),
                    );
                }
                match r.capitals {
                    Capitals::Chosen => v.push(
                        "After setup each player in turn places a capital on a territory of \
                         theirs (/hq, public)."
                            .into(),
                    ),
                    Capitals::None | Capitals::FirstClaim => {}
                }
                v
            }
            Topic::Draft => draft(r),
            Topic::Cards => cards(r),
            Topic::Battle => battle(r),
            Topic::Fortify => vec![fortify(r)],
            Topic::Edition => edition(r),
            Topic::Neutrals => neutrals(r),
            Topic::Teams => match r.victory {
                Victory::Team => vec![
                    "Two teams with alternating seats; teammates' armies may share a territory \
                     (the most armies there control it, a tie nobody); no attacking teammates."
                        .into(),
                ],
                Victory::Domination
                | Victory::SecretMission { .. }
                | Victory::Capital { .. }
                | Victory::Ranked
                | Victory::Objectives { .. } => vec![],
            },
        }
    }
}

/// Every topic the table plays with, one `· Title: …` line each.
pub fn all(r: &Rules) -> Vec<String> {
    Topic::ALL
        .iter()
        .filter_map(|t| {
            let lines = t.lines(r);
            (!lines.is_empty()).then(|| format!("· **{}**: {}", t.title(), lines.join(" ")))
        })
        .collect()
}

/// What `/help <typed>` adds for a table playing `r`: the rules of the command's topics, or
/// that the table does not use it.
pub fn for_command(typed: &str, r: &Rules) -> Option<String> {
    let topics: Vec<Topic> = Topic::ALL
        .into_iter()
        .filter(|t| t.commands().contains(&typed))
        .collect();
    if topics.is_empty() {
        return None;
    }
    let lines: Vec<String> = topics.iter().flat_map(|t| t.lines(r)).collect();
    Some(if lines.is_empty() {
        "At this table: not used (these rules do not have it).".into()
    } else {
        format!("At this table: {}", lines.join(" "))
    })
}

fn goal(r: &Rules) -> String {
    match r.victory {
        Victory::Domination if r.neutrals > 0 => {
            "Win by eliminating your opponent; the neutral armies need not be.".into()
        }
        Victory::Domination => "Win by holding every territory.".into(),
        Victory::SecretMission {
            deck,
            destroyed_by_other,
        } => {
            let deck = match deck {
                MissionDeck::Twelve => 12,
                MissionDeck::Fourteen => 14,
            };
            let other = match destroyed_by_other {
                DestroyedByOther::Completes => "counts as done",
                DestroyedByOther::Occupy24 => "becomes holding 24 territories",
            };
            format!(
                "Each player has a secret mission ({deck}-card deck; /mission shows yours and \
                 how far you are); the first to complete theirs wins at once, even on another \
                 player's turn. A mission to destroy a player someone else eliminates {other}."
            )
        }
        Victory::Capital { goal } => {
            let need = match goal {
                CapitalGoal::All => "every other Headquarters".to_string(),
                CapitalGoal::Short => {
                    "2 other Headquarters with 4 players, 3 with 5 or 6, all with 3".into()
                }
                CapitalGoal::Others(n) => format!("{n} other Headquarters"),
            };
            format!("Win by holding {need} while holding your own Headquarters.")
        }
        Victory::Ranked => "Each player has four secret mission cards, General, Major, Colonel \
                            and Captain; a completed card is claimed at the time it states, one \
                            per turn, and shown; after three the fourth is revealed; win with \
                            all four."
            .into(),
        Victory::Objectives { needed } => format!(
            "Win with {needed} Objectives while holding your capital at the end of your turn."
        ),
        Victory::Team => {
            "A team loses when one of its players is eliminated; the other team wins.".into()
        }
    }
}

fn setup(r: &Rules) -> Vec<String> {
    let mut v = Vec::new();
    v.push(match (r.setup, r.neutrals) {
        (Setup::Claim, _) => "Territories are claimed one at a time in turn (/claim).".into(),
        (Setup::Deal, 0) => "Territories are dealt at random.".into(),
        (Setup::Deal, _) if r.player_territories > 0 => format!(
            "Territories are dealt: {} to each player, the rest shared among the neutral armies.",
            r.player_territories
        ),
        (Setup::Deal, _) => {
            "Territories are dealt in equal piles to the players and the neutral armies.".into()
        }
    });
    let counts: Vec<String> = (r.min_players..=r.max_players)
        .filter_map(|n| {
            let a = r.starting_armies(n as usize)?;
            Some(format!("{a} with {n} players"))
        })
        .collect();
    v.push(if r.neutrals > 0 {
        format!(
            "{} starting armies each, {} for each neutral army.",
            r.player_armies, r.neutral_armies
        )
    } else {
        format!("Starting armies each: {}.", counts.join(", "))
    });
    v.push(
        "These are the counts for the classic board's 42 territories; on another board they \
         scale with its size (count × territories / 42, rounded)."
            .into(),
    );
    if r.starting == Starting::Edition2008 {
        v.push("The third and fourth players start with a card, the fifth with two.".into());
    }
    v.push(if r.neutrals > 0 {
        let per = r.own_per_round;
        let each = if r.neutrals == 1 {
            "the neutral army"
        } else {
            "each neutral army"
        };
        match r.neutral_setup {
            NeutralSetup::OwnFirst => format!(
                "The players take turns placing {per} of their own armies until all are \
                 placed, then one for a neutral army a turn."
            ),
            NeutralSetup::Interleaved => {
                format!("Each round a player places {per} of their own armies and 1 for {each}.")
            }
        }
    } else {
        match r.placement {
            Placement::OneAtATime => "Starting armies are placed one at a time, in turn.".into(),
            Placement::Bulk => "Each player in turn places all their starting armies.".into(),
            Placement::Simultaneous => "Everyone places their starting armies at the same time, \
                                        privately (/draft), revealed together when the last is \
                                        done."
                .into(),
        }
    });
    v
}

fn draft(r: &Rules) -> Vec<String> {
    let mut t = String::from(
        "Each turn you draft your territories divided by 3 (at least 3) plus the bonus of \
         every continent you hold",
    );
    match r.cities {
        Cities::None => {}
        Cities::Listed | Cities::Random => t.push_str("; each city counts as a territory"),
    }
    match r.capitals {
        Capitals::None => {}
        Capitals::Chosen | Capitals::FirstClaim => {
            t.push_str("; each capital you hold adds one army")
        }
    }
    t.push('.');
    vec![t]
}

fn cards(r: &Rules) -> Vec<String> {
    let mut v = vec![match r.card_values {
        CardValues::Escalating => "A set of 3 cards (3 of one design, one of each, or with a \
                                   wild) is worth 4, 6, 8, 10, 12, 15 armies, then 5 more for \
                                   each set traded in the game."
            .to_string(),
        CardValues::PlusOne => "A set of 3 cards (3 of one design, one of each, or with a wild) \
                                is worth 4, 5, 6, … armies: one more for each set traded in the \
                                game."
            .into(),
        CardValues::ByDesign => "A set is worth what it is: 3 infantry 4, 3 cavalry 6, 3 \
                                 artillery 8, one of each 10 (a wild counts as whatever is worth \
                                 most)."
            .into(),
        CardValues::Stars => "Star cards: trade any cards showing 2 to 10 stars together, worth \
                              2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30 armies."
            .into(),
    }];
    v.push(
        match r.territory_bonus {
            TerritoryBonus::EveryTrade => {
                "A traded card showing a territory you occupy puts 2 more armies there, at \
                 every trade (`bonus` picks the card)."
            }
            TerritoryBonus::OncePerTurn => {
                "A traded card showing a territory you occupy puts 2 more armies there, at most \
                 once per turn (`bonus` picks the card)."
            }
            TerritoryBonus::None => "No extra armies for cards showing your territories.",
        }
        .into(),
    );
    v.push(match r.forced_trade_at {
        Some(n) => format!("With {n} or more cards at the start of your turn you must trade."),
        None => "No hand limit: trading is never forced.".into(),
    });
    if let Some(n) = r.elimination_trade_at {
        v.push(format!(
            "Taking an eliminated player's cards, with {n} or more you trade at once down to {} \
             or fewer.",
            r.elimination_trade_down_to
        ));
    }
    v.push(
        match r.traded_cards {
            TradedCards::DiscardPile => {
                "Traded cards are shuffled into a new deck when the deck runs out."
            }
            TradedCards::DeckBottom => "Traded cards go face down to the bottom of the deck.",
        }
        .into(),
    );
    if r.victory == Victory::Team {
        v.push("Each team has one hand, passed to the next teammate after each turn.".into());
    }
    v
}

fn battle(r: &Rules) -> Vec<String> {
    let mut v = vec![
        "The attacker rolls 1 to 3 dice (at most one fewer than the armies attacking), the \
         defender 1 or 2; \
         highest against highest, ties to the defender. After a conquest at least the dice you \
         rolled move in; /move sets how many."
            .to_string(),
    ];
    if let Some(cap) = r.army_cap {
        v.push(format!(
            "At most {cap} armies on one territory; reinforcements with no room are lost."
        ));
    }
    if r.reroll {
        let which = match r.reroll_die {
            RerollDie::Any => "any one die",
            RerollDie::Own => "one of their dice",
        };
        v.push(format!(
            "Holding a card that shows the attacking or attacked territory, the attacker \
             re-rolls {which} of each battle."
        ));
    }
    if r.commander {
        v.push(
            "Once per turn the attacker may turn one die to a 6 (`commander:true`).".to_string(),
        );
    }
    v
}

fn fortify(r: &Rules) -> String {
    let through = match r.victory {
        Victory::Team => "your own and your teammates' territories",
        Victory::Domination
        | Victory::SecretMission { .. }
        | Victory::Capital { .. }
        | Victory::Ranked
        | Victory::Objectives { .. } => "your own territories",
    };
    match r.fortify {
        Fortify::Adjacent => {
            "One fortify move per turn, to an adjacent territory of yours; one army stays behind."
                .into()
        }
        Fortify::Connected => format!(
            "One fortify move per turn, to a territory of yours connected through {through}; \
             one army stays behind."
        ),
        Fortify::Multiple => format!(
            "Fortify with as many moves as you like, each along {through}, leaving one army \
             behind; /end ends the turn."
        ),
    }
}

fn edition(r: &Rules) -> Vec<String> {
    let mut v = Vec::new();
    match r.cities {
        Cities::None => {}
        Cities::Listed => v.push("15 cities on the listed territories.".to_string()),
        Cities::Random => v.push("15 cities on random territories.".into()),
    }
    match r.capitals {
        // Placed with /hq: told under Headquarters.
        Capitals::None | Capitals::Chosen => {}
        Capitals::FirstClaim => {
            v.push("Each player's first claimed territory is their capital.".into())
        }
    }
    match r.objectives {
        Objectives::None => {}
        Objectives::BasicTraining => v.push(
            "The 8 listed Objectives: after attacking, take one you achieved (/objective; then \
             no card that turn)."
                .into(),
        ),
        Objectives::CommandRoom => v.push(
            "4 random minor and 4 random major Objectives, each with a Reward (an Airfield, \
             /airfield, among them): after attacking, take one you achieved (/objective; then \
             no card that turn)."
                .into(),
        ),
    }
    v
}

fn neutrals(r: &Rules) -> Vec<String> {
    if r.neutrals == 0 {
        return vec![];
    }
    let mut v = vec![match r.neutrals {
        1 => "One neutral army: it never attacks or reinforces, and defends with the most dice."
            .to_string(),
        n => format!("{n} neutral armies: they never take a turn, and defend with the most dice."),
    }];
    match r.neutral_mode {
        NeutralMode::Passive => {}
        NeutralMode::Active => v.push(
            "Bribe a neutral with a card at the start of your turn (/bribe) to move it towards \
             an alliance; an ally is reinforced with a die (/ally), attacks and makes one free \
             move for you."
                .into(),
        ),
    }
    v
}

/// How the territories are shared and the starting armies placed, in words.
pub fn setup_words(r: &Rules) -> (&'static str, &'static str) {
    use crate::engine::{Placement, Setup};
    let setup = match r.setup {
        Setup::Claim => "territories claimed in turn",
        Setup::Deal => "territories dealt",
    };
    let placement = match r.placement {
        Placement::OneAtATime => "starting armies placed one at a time",
        Placement::Bulk => "starting armies placed all at once",
        Placement::Simultaneous => "starting armies placed by everyone at once, privately",
    };
    (setup, placement)
}

/// A preset's rules as short lines in plain words (`risk-bot presets`).
pub fn short_lines(r: &Rules) -> Vec<String> {
    use crate::engine::rules::{
        Capitals, CardValues, Cities, DestroyedByOther, MissionDeck, NeutralMode, NeutralSetup,
        Objectives, Starting,
    };
    use crate::engine::{Fortify, Victory};
    let (setup, placement) = setup_words(r);
    let fortify = match r.fortify {
        Fortify::Adjacent => "fortify to an adjacent territory",
        Fortify::Connected => "fortify through connected territories",
        Fortify::Multiple => "several fortify moves",
    };
    let cards = match r.card_values {
        CardValues::Escalating => "sets worth 4, 6, 8, 10, 12, 15, then 5 more each",
        CardValues::PlusOne => "sets worth 4, 5, 6, ... (one more each)",
        CardValues::Stars => "star cards (2-10 stars)",
        CardValues::ByDesign => "sets worth 4, 6, 8 or 10 by design",
    };
    let win = match r.victory {
        Victory::Domination if r.neutrals > 0 => "win by eliminating your opponent".to_string(),
        Victory::Domination => "win by holding every territory".to_string(),
        Victory::SecretMission {
            deck,
            destroyed_by_other,
        } => {
            let deck = match deck {
                MissionDeck::Twelve => 12,
                MissionDeck::Fourteen => 14,
            };
            let other = match destroyed_by_other {
                DestroyedByOther::Completes => "counts as done",
                DestroyedByOther::Occupy24 => "turns into holding 24 territories",
            };
            format!(
                "win by completing a secret mission ({deck}-card deck); a mission to destroy \
                 a player someone else eliminates {other}"
            )
        }
        Victory::Capital {
            goal: CapitalGoal::All,
        } => "win by holding every Headquarters".into(),
        Victory::Capital {
            goal: CapitalGoal::Short,
        } => "win by holding 2 other Headquarters with 4 players, 3 with 5-6".into(),
        Victory::Capital {
            goal: CapitalGoal::Others(n),
        } => format!("win by holding {n} other Headquarters"),
        Victory::Ranked => "win by completing your four ranked missions".into(),
        Victory::Objectives { needed } => {
            format!("win with {needed} Objectives while holding your capital")
        }
        Victory::Team => "two teams; a team loses when one of its players is eliminated".into(),
    };
    let mut lines = vec![format!("{setup}; {placement}; {fortify}; {cards}"), win];
    if r.neutrals > 0 {
        let kind = match r.neutral_mode {
            NeutralMode::Passive => "defending only",
            NeutralMode::Active => "to be bribed into alliances",
        };
        let who = if r.neutrals == 1 { "player" } else { "players" };
        let order = match r.neutral_setup {
            NeutralSetup::OwnFirst => "own armies placed first, then the neutral ones",
            NeutralSetup::Interleaved => "own and neutral armies placed every round",
        };
        lines.push(format!(
            "{} neutral {who} of {} armies each, {kind}; {} armies per player; {order}",
            r.neutrals, r.neutral_armies, r.player_armies
        ));
    }
    let mut edition = Vec::new();
    match r.cities {
        Cities::None => {}
        Cities::Listed => edition.push("cities on listed territories"),
        Cities::Random => edition.push("cities on random territories"),
    }
    match r.capitals {
        Capitals::None => {}
        Capitals::Chosen => edition.push("each player places a capital"),
        Capitals::FirstClaim => edition.push("each player's first claim is their capital"),
    }
    match r.objectives {
        Objectives::None => {}
        Objectives::BasicTraining => edition.push("the 8 listed Objectives"),
        Objectives::CommandRoom => edition.push("4 minor and 4 major Objectives with Rewards"),
    }
    if r.starting == Starting::Edition2008 {
        edition.push("the edition's starting armies and cards");
    }
    if !edition.is_empty() {
        lines.push(edition.join("; "));
    }
    if r.army_cap.is_some() || r.reroll || r.commander {
        let cap = r.army_cap.map_or("no army cap".to_string(), |c| {
            format!("at most {c} armies per territory")
        });
        let onoff = |b: bool| if b { "on" } else { "off" };
        lines.push(format!(
            "{cap}; re-roll with a card {}; commander {}",
            onoff(r.reroll),
            onoff(r.commander)
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::PRESETS;
    use crate::service::values::catalog;

    #[test]
    fn every_topic_names_declared_commands_and_no_book_codes() {
        for t in Topic::ALL {
            for c in t.commands() {
                assert!(catalog::find(c).is_some(), "{t:?}: /{c} is not declared");
            }
        }
        for p in PRESETS {
            for line in all(&(p.rules)()) {
                for code in ["000", "001", "002", "003", "004"] {
                    assert!(!line.contains(code), "{}: {line}", p.name);
                }
            }
        }
    }
}
