//! The presets: each book's rule set, by name.

use super::rules::*;

impl Rules {
    /// Classic RISK as in 003: connected fortify, territory bonus on every trade, 3-5 players.
    pub fn classic() -> Rules {
        Rules {
            setup: Setup::Claim,
            placement: Placement::OneAtATime,
            fortify: Fortify::Connected,
            card_values: CardValues::Escalating,
            territory_bonus: TerritoryBonus::EveryTrade,
            forced_trade_at: Some(5),
            elimination_trade_at: Some(6),
            elimination_trade_down_to: 4,
            min_players: 3,
            max_players: 5,
            victory: Victory::Domination,
            neutrals: 0,
            neutral_armies: 0,
            player_armies: 0,
            own_per_round: 0,
            player_territories: 0,
            neutral_setup: NeutralSetup::Interleaved,
            army_cap: None,
            reroll: false,
            reroll_die: RerollDie::Any,
            commander: false,
            neutral_mode: NeutralMode::Passive,
            cities: Cities::None,
            capitals: Capitals::None,
            objectives: Objectives::None,
            starting: Starting::Classic,
            traded_cards: TradedCards::DiscardPile,
            fog: super::fog::Fog::Off,
        }
    }

    /// Global Domination as in 002: adjacent fortify, at most 2 bonus armies per turn, 3-6
    /// players (a sixth with 20 armies).
    pub fn global_domination() -> Rules {
        Rules {
            fortify: Fortify::Adjacent,
            territory_bonus: TerritoryBonus::OncePerTurn,
            max_players: 6,
            traded_cards: TradedCards::DeckBottom,
            ..Rules::classic()
        }
    }

    /// Secret Mission RISK as in 003: territories dealt, one secret mission each (12-card deck),
    /// a mission completed by someone else's help counts.
    pub fn secret_mission() -> Rules {
        Rules {
            setup: Setup::Deal,
            victory: Victory::SecretMission {
                deck: MissionDeck::Twelve,
                destroyed_by_other: DestroyedByOther::Completes,
            },
            ..Rules::classic()
        }
    }

    /// Capital RISK as in 003: after setup each player secretly picks a Headquarters; win by
    /// holding all of them.
    pub fn capital() -> Rules {
        Rules {
            victory: Victory::Capital {
                goal: CapitalGoal::All,
            },
            ..Rules::classic()
        }
    }

    /// Two-player RISK as in 003 (and 002): 40 armies each and a neutral army of 40; the
    /// territories are dealt in three piles of 14; the players take turns placing 2 armies of
    /// their own until all are placed, then one neutral army a turn (003 GAME 3 step 4; 002's
    /// order, 2 own and 1 neutral every round, is `NeutralSetup::Interleaved`); the neutral
    /// never attacks or reinforces; win by eliminating the other player.
    pub fn two_player() -> Rules {
        Rules {
            setup: Setup::Deal,
            neutral_setup: NeutralSetup::OwnFirst,
            min_players: 2,
            max_players: 2,
            neutrals: 1,
            neutral_armies: 40,
            player_armies: 40,
            own_per_round: 2,
            player_territories: 0,
            ..Rules::classic()
        }
    }

    /// Two players against four passive neutrals as in 004: 36 armies each, 24 per neutral,
    /// 9 territories per player and 6 per neutral, each round 3 own armies and 1 per neutral.
    pub fn two_player_neutrals() -> Rules {
        Rules {
            neutral_setup: NeutralSetup::Interleaved,
            neutrals: 4,
            neutral_armies: 24,
            player_armies: 36,
            own_per_round: 3,
            player_territories: 9,
            ..Rules::two_player()
        }
        .book_004()
    }

    /// What every 004 game shares, whatever the preset it starts from: no occupied-territory
    /// +2 when trading ("Turn in Any Card Sets"), and after taking an eliminated player's
    /// cards, 5 or more force trades down to 4 or fewer ("Eliminating Another Player").
    fn book_004(self) -> Rules {
        Rules {
            territory_bonus: TerritoryBonus::None,
            elimination_trade_at: Some(5),
            elimination_trade_down_to: 4,
            traded_cards: TradedCards::DiscardPile,
            ..self
        }
    }

    /// Global Domination with every one of 002's "Rules Variations for RISK Experts": set
    /// values +1, fortify from several territories to several, at most 12 armies per
    /// territory, re-rolls with a card showing the territory, and the Commander's 6.
    pub fn experts() -> Rules {
        Rules {
            card_values: CardValues::PlusOne,
            fortify: Fortify::Multiple,
            army_cap: Some(12),
            reroll: true,
            commander: true,
            ..Rules::global_domination()
        }
    }

    /// Mission RISK as in 004: Global Domination with four ranked secret missions per player,
    /// claimed one per turn at the time each card states, and fixed set values.
    pub fn mission() -> Rules {
        Rules {
            card_values: CardValues::ByDesign,
            fortify: Fortify::Connected,
            victory: Victory::Ranked,
            ..Rules::global_domination()
        }
        .book_004()
    }

    /// Basic Training as in 000/001: 15 listed cities, capitals, the 8 listed Objectives, star
    /// cards; win with 3 Objectives while holding your capital at the end of your turn. The
    /// book's fixed setup charts are pictures missing from the text, so the territories are
    /// dealt at random and each player places their capital (decision).
    pub fn basic_training() -> Rules {
        Rules {
            setup: Setup::Deal,
            fortify: Fortify::Connected,
            card_values: CardValues::Stars,
            // The edition has no hand limit and no forced trades.
            forced_trade_at: None,
            elimination_trade_at: None,
            max_players: 5,
            victory: Victory::Objectives { needed: 3 },
            cities: Cities::Listed,
            capitals: Capitals::Chosen,
            objectives: Objectives::BasicTraining,
            starting: Starting::Edition2008,
            ..Rules::classic()
        }
    }

    /// Command Room as in 000/001: 15 cities on random territories, each player's first claim
    /// holds their capital, 4 random minor and 4 random major Objectives with Rewards; win
    /// with 3 Objectives while holding your capital at the end of your turn.
    pub fn command_room() -> Rules {
        Rules {
            setup: Setup::Claim,
            cities: Cities::Random,
            capitals: Capitals::FirstClaim,
            objectives: Objectives::CommandRoom,
            ..Rules::basic_training()
        }
    }

    /// World Conquest as in 000: Command Room (Objectives still give their Rewards), played
    /// until one player holds every territory.
    pub fn world_conquest() -> Rules {
        Rules {
            victory: Victory::Domination,
            ..Rules::command_room()
        }
    }

    /// Two players against four active neutrals as in 004: the passive-neutral setup, and
    /// the neutrals can be bribed into alliances that reinforce, attack and fortify.
    pub fn two_player_allies() -> Rules {
        Rules {
            neutral_mode: NeutralMode::Active,
            ..Rules::two_player_neutrals()
        }
    }

    /// Team RISK as in 004: 4 or 6 players in two alternating teams; teammates' armies may
    /// share territories, the player with the most armies there controls it (a tie: nobody);
    /// fortify into and through teammates' territories; one team hand passed along; fixed
    /// set values; no attacking teammates.
    pub fn team() -> Rules {
        Rules {
            card_values: CardValues::ByDesign,
            fortify: Fortify::Connected,
            min_players: 4,
            max_players: 6,
            victory: Victory::Team,
            ..Rules::global_domination()
        }
        .book_004()
    }
}

/// A named preset: a rule set players can pick by name.
pub struct Preset {
    pub name: &'static str,
    pub book: &'static str,
    pub summary: &'static str,
    pub rules: fn() -> Rules,
}

pub const PRESETS: &[Preset] = &[
    Preset {
        name: "classic",
        book: "003 Classic RISK",
        summary: "world domination; fortify through connected territories",
        rules: Rules::classic,
    },
    Preset {
        name: "global-domination",
        book: "002 Global Domination",
        summary: "world domination; fortify to an adjacent territory only",
        rules: Rules::global_domination,
    },
    Preset {
        name: "secret-mission",
        book: "003 Secret Mission RISK",
        summary: "territories dealt; win by completing your secret mission",
        rules: Rules::secret_mission,
    },
    Preset {
        name: "two-player",
        book: "003 2-player RISK",
        summary: "two players and a neutral army; eliminate your opponent",
        rules: Rules::two_player,
    },
    Preset {
        name: "two-player-neutrals",
        book: "004 2-player, passive neutrals",
        summary: "two players and four passive neutral armies; eliminate your opponent",
        rules: Rules::two_player_neutrals,
    },
    Preset {
        name: "two-player-allies",
        book: "004 2-player, active neutrals",
        summary: "two players and four neutrals you bribe into alliances; eliminate your opponent",
        rules: Rules::two_player_allies,
    },
    Preset {
        name: "capital",
        book: "003 Capital RISK",
        summary: "pick a secret Headquarters; win by holding every Headquarters",
        rules: Rules::capital,
    },
    Preset {
        name: "mission",
        book: "004 Mission RISK",
        summary: "four ranked secret missions each; claim one per turn; win with all four",
        rules: Rules::mission,
    },
    Preset {
        name: "team",
        book: "004 Team RISK",
        summary: "two alternating teams share territories and a hand; lose one player, lose",
        rules: Rules::team,
    },
    Preset {
        name: "basic-training",
        book: "000, 001 Basic Training",
        summary: "cities, capitals, star cards; win with 3 Objectives while holding your capital",
        rules: Rules::basic_training,
    },
    Preset {
        name: "command-room",
        book: "000, 001 Command Room",
        summary: "random cities and Objectives with Rewards; 3 Objectives and your capital win",
        rules: Rules::command_room,
    },
    Preset {
        name: "world-conquest",
        book: "000 World Conquest",
        summary: "the cities-and-capitals edition played until one player holds the world",
        rules: Rules::world_conquest,
    },
    Preset {
        name: "experts",
        book: "002 Rules Variations for RISK Experts",
        summary: "Global Domination with all experts' variations (each also an option)",
        rules: Rules::experts,
    },
];

pub fn preset(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.name == name)
}
