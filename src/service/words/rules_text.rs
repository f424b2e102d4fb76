//! A table's rules in plain words, by topic: `/risk rules` tells them all, `/help <command>`
//! the topics the command is about, `risk-bot presets` each preset's as `/risk new` plays it.
//! Words only: no book codes, nothing a table does not play with.

use crate::engine::rules::{
    CapitalGoal, Capitals, CardValues, Cities, DestroyedByOther, Fortify, MissionDeck, NeutralMode,
    NeutralSetup, Objectives, Placement, RerollDie, Rules, Setup, Starting, TerritoryBonus,
    TradedCards, Victory,
};
use crate::t;

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

    pub fn title(self) -> String {
        match self {
            Topic::Goal => t!("rules-title-goal"),
            Topic::Setup => t!("rules-title-setup"),
            Topic::Headquarters => t!("rules-title-headquarters"),
            Topic::Draft => t!("rules-title-draft"),
            Topic::Cards => t!("rules-title-cards"),
            Topic::Battle => t!("rules-title-battle"),
            Topic::Fortify => t!("rules-title-fortify"),
            Topic::Edition => t!("rules-title-edition"),
            Topic::Neutrals => t!("rules-title-neutrals"),
            Topic::Teams => t!("rules-title-teams"),
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
                    v.push(t!("rules-hq-secret"));
                }
                match r.capitals {
                    Capitals::Chosen => v.push(t!("rules-hq-capital")),
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
                Victory::Team => vec![t!("rules-teams")],
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
            let (title, lines) = (t.title(), lines.join(" "));
            (!lines.is_empty()).then(|| t!("rules-topic", title = title, lines = lines))
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
        t!("rules-at-table-unused")
    } else {
        t!("rules-at-table", lines = lines.join(" "))
    })
}

fn goal(r: &Rules) -> String {
    match r.victory {
        Victory::Domination if r.neutrals > 0 => t!("rules-goal-eliminate-opponent"),
        Victory::Domination => t!("rules-goal-every-territory"),
        Victory::SecretMission {
            deck,
            destroyed_by_other,
        } => {
            let deck = match deck {
                MissionDeck::Twelve => 12,
                MissionDeck::Fourteen => 14,
            };
            match destroyed_by_other {
                DestroyedByOther::Completes => t!("rules-goal-mission-done", deck = deck),
                DestroyedByOther::Occupy24 => t!("rules-goal-mission-occupy", deck = deck),
            }
        }
        Victory::Capital { goal } => match goal {
            CapitalGoal::All => t!("rules-goal-capital-all"),
            CapitalGoal::Short => t!("rules-goal-capital-short"),
            CapitalGoal::Others(n) => t!("rules-goal-capital-others", count = n),
        },
        Victory::Ranked => t!("rules-goal-ranked"),
        Victory::Objectives { needed } => t!("rules-goal-objectives", count = needed),
        Victory::Team => t!("rules-goal-team"),
    }
}

fn setup(r: &Rules) -> Vec<String> {
    let mut v = Vec::new();
    v.push(match (r.setup, r.neutrals) {
        (Setup::Claim, _) => t!("rules-setup-claim"),
        (Setup::Deal, 0) => t!("rules-setup-dealt"),
        (Setup::Deal, _) if r.player_territories > 0 => {
            t!("rules-setup-dealt-share", count = r.player_territories)
        }
        (Setup::Deal, _) => t!("rules-setup-dealt-piles"),
    });
    let counts: Vec<String> = (r.min_players..=r.max_players)
        .filter_map(|n| {
            let a = r.starting_armies(n as usize)?;
            Some(t!("rules-setup-count", armies = a, players = n))
        })
        .collect();
    v.push(if r.neutrals > 0 {
        t!(
            "rules-setup-armies-neutral",
            player = r.player_armies,
            neutral = r.neutral_armies
        )
    } else {
        t!("rules-setup-armies", counts = counts.join(", "))
    });
    v.push(t!("rules-setup-scale"));
    if r.starting == Starting::Edition2008 {
        v.push(t!("rules-setup-edition-cards"));
    }
    v.push(if r.neutrals > 0 {
        let per = r.own_per_round;
        match r.neutral_setup {
            NeutralSetup::OwnFirst => t!("rules-setup-own-first", count = per),
            NeutralSetup::Interleaved => t!(
                "rules-setup-interleaved",
                count = per,
                neutrals = r.neutrals
            ),
        }
    } else {
        match r.placement {
            Placement::OneAtATime => t!("rules-setup-one-at-a-time"),
            Placement::Bulk => t!("rules-setup-bulk"),
            Placement::Simultaneous => t!("rules-setup-simultaneous"),
        }
    });
    v
}

/// "yes" or "no", for a message that chooses its words by whether the table plays with a thing.
fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

fn draft(r: &Rules) -> Vec<String> {
    let cities = match r.cities {
        Cities::None => false,
        Cities::Listed | Cities::Random => true,
    };
    let capitals = match r.capitals {
        Capitals::None => false,
        Capitals::Chosen | Capitals::FirstClaim => true,
    };
    vec![t!(
        "rules-draft",
        cities = yes(cities),
        capitals = yes(capitals)
    )]
}

fn cards(r: &Rules) -> Vec<String> {
    let mut v = vec![match r.card_values {
        CardValues::Escalating => t!("rules-cards-escalating"),
        CardValues::PlusOne => t!("rules-cards-plus-one"),
        CardValues::ByDesign => t!("rules-cards-by-design"),
        CardValues::Stars => t!("rules-cards-stars"),
    }];
    v.push(match r.territory_bonus {
        TerritoryBonus::EveryTrade => t!("rules-cards-bonus-every"),
        TerritoryBonus::OncePerTurn => t!("rules-cards-bonus-once"),
        TerritoryBonus::None => t!("rules-cards-bonus-none"),
    });
    v.push(match r.forced_trade_at {
        Some(n) => t!("rules-cards-forced", count = n),
        None => t!("rules-cards-no-limit"),
    });
    if let Some(n) = r.elimination_trade_at {
        v.push(t!(
            "rules-cards-elimination",
            count = n,
            down = r.elimination_trade_down_to
        ));
    }
    v.push(match r.traded_cards {
        TradedCards::DiscardPile => t!("rules-cards-discard-pile"),
        TradedCards::DeckBottom => t!("rules-cards-deck-bottom"),
    });
    if r.victory == Victory::Team {
        v.push(t!("rules-cards-team-hand"));
    }
    v
}

fn battle(r: &Rules) -> Vec<String> {
    let mut v = vec![t!("rules-battle-dice")];
    if let Some(cap) = r.army_cap {
        v.push(t!("rules-battle-cap", count = cap));
    }
    if r.reroll {
        v.push(match r.reroll_die {
            RerollDie::Any => t!("rules-battle-reroll-any"),
            RerollDie::Own => t!("rules-battle-reroll-own"),
        });
    }
    if r.commander {
        v.push(t!("rules-battle-commander"));
    }
    v
}

fn fortify(r: &Rules) -> String {
    let team = match r.victory {
        Victory::Team => true,
        Victory::Domination
        | Victory::SecretMission { .. }
        | Victory::Capital { .. }
        | Victory::Ranked
        | Victory::Objectives { .. } => false,
    };
    match r.fortify {
        Fortify::Adjacent => t!("rules-fortify-adjacent"),
        Fortify::Connected => t!("rules-fortify-connected", team = yes(team)),
        Fortify::Multiple => t!("rules-fortify-multiple", team = yes(team)),
    }
}

fn edition(r: &Rules) -> Vec<String> {
    let mut v = Vec::new();
    match r.cities {
        Cities::None => {}
        Cities::Listed => v.push(t!("rules-edition-cities-listed")),
        Cities::Random => v.push(t!("rules-edition-cities-random")),
    }
    match r.capitals {
        // Placed with /hq: told under Headquarters.
        Capitals::None | Capitals::Chosen => {}
        Capitals::FirstClaim => v.push(t!("rules-edition-first-claim")),
    }
    match r.objectives {
        Objectives::None => {}
        Objectives::BasicTraining => v.push(t!("rules-edition-basic-training")),
        Objectives::CommandRoom => v.push(t!("rules-edition-command-room")),
    }
    v
}

fn neutrals(r: &Rules) -> Vec<String> {
    if r.neutrals == 0 {
        return vec![];
    }
    let mut v = vec![match r.neutrals {
        1 => t!("rules-neutrals-one"),
        n => t!("rules-neutrals-many", count = n),
    }];
    match r.neutral_mode {
        NeutralMode::Passive => {}
        NeutralMode::Active => v.push(t!("rules-neutrals-active")),
    }
    v
}

/// How the territories are shared and the starting armies placed, in words.
pub fn setup_words(r: &Rules) -> (String, String) {
    use crate::engine::{Placement, Setup};
    let setup = match r.setup {
        Setup::Claim => t!("rules-short-claimed"),
        Setup::Deal => t!("rules-short-dealt"),
    };
    let placement = match r.placement {
        Placement::OneAtATime => t!("rules-short-one-at-a-time"),
        Placement::Bulk => t!("rules-short-bulk"),
        Placement::Simultaneous => t!("rules-short-simultaneous"),
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
        Fortify::Adjacent => t!("rules-short-fortify-adjacent"),
        Fortify::Connected => t!("rules-short-fortify-connected"),
        Fortify::Multiple => t!("rules-short-fortify-multiple"),
    };
    let cards = match r.card_values {
        CardValues::Escalating => t!("rules-short-cards-escalating"),
        CardValues::PlusOne => t!("rules-short-cards-plus-one"),
        CardValues::Stars => t!("rules-short-cards-stars"),
        CardValues::ByDesign => t!("rules-short-cards-by-design"),
    };
    let win = match r.victory {
        Victory::Domination if r.neutrals > 0 => t!("rules-short-win-eliminate"),
        Victory::Domination => t!("rules-short-win-every-territory"),
        Victory::SecretMission {
            deck,
            destroyed_by_other,
        } => {
            let deck = match deck {
                MissionDeck::Twelve => 12,
                MissionDeck::Fourteen => 14,
            };
            match destroyed_by_other {
                DestroyedByOther::Completes => t!("rules-short-win-mission-done", deck = deck),
                DestroyedByOther::Occupy24 => t!("rules-short-win-mission-occupy", deck = deck),
            }
        }
        Victory::Capital {
            goal: CapitalGoal::All,
        } => t!("rules-short-win-capital-all"),
        Victory::Capital {
            goal: CapitalGoal::Short,
        } => t!("rules-short-win-capital-short"),
        Victory::Capital {
            goal: CapitalGoal::Others(n),
        } => t!("rules-short-win-capital-others", count = n),
        Victory::Ranked => t!("rules-short-win-ranked"),
        Victory::Objectives { needed } => t!("rules-short-win-objectives", count = needed),
        Victory::Team => t!("rules-short-win-team"),
    };
    let mut lines = vec![
        t!(
            "rules-short-ways",
            setup = setup,
            placement = placement,
            fortify = fortify,
            cards = cards
        ),
        win,
    ];
    if r.neutrals > 0 {
        let active = match r.neutral_mode {
            NeutralMode::Passive => false,
            NeutralMode::Active => true,
        };
        let interleaved = match r.neutral_setup {
            NeutralSetup::OwnFirst => false,
            NeutralSetup::Interleaved => true,
        };
        lines.push(t!(
            "rules-short-neutrals",
            count = r.neutrals,
            armies = r.neutral_armies,
            player = r.player_armies,
            active = yes(active),
            interleaved = yes(interleaved)
        ));
    }
    let mut edition = Vec::new();
    match r.cities {
        Cities::None => {}
        Cities::Listed => edition.push(t!("rules-short-cities-listed")),
        Cities::Random => edition.push(t!("rules-short-cities-random")),
    }
    match r.capitals {
        Capitals::None => {}
        Capitals::Chosen => edition.push(t!("rules-short-capital-placed")),
        Capitals::FirstClaim => edition.push(t!("rules-short-capital-first-claim")),
    }
    match r.objectives {
        Objectives::None => {}
        Objectives::BasicTraining => edition.push(t!("rules-short-basic-training")),
        Objectives::CommandRoom => edition.push(t!("rules-short-command-room")),
    }
    if r.starting == Starting::Edition2008 {
        edition.push(t!("rules-short-edition-start"));
    }
    if !edition.is_empty() {
        lines.push(crate::i18n::joined(&edition));
    }
    if r.army_cap.is_some() || r.reroll || r.commander {
        let cap = r.army_cap.map_or_else(
            || t!("rules-short-no-cap"),
            |c| t!("rules-short-cap", count = c),
        );
        lines.push(t!(
            "rules-short-experts",
            cap = cap,
            reroll = yes(r.reroll),
            commander = yes(r.commander)
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
