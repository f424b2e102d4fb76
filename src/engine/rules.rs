//! Rule options as policy enums composed into one `Rules` value, and the named presets.
//! Each option cites the rulebook(s) that take that reading (see ../shared/rules/README.md).

pub use super::presets::{preset, Preset, PRESETS};
use serde::{Deserialize, Serialize};

/// How the territories are shared out before the first turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Setup {
    /// Players claim empty territories one at a time in turn order (002, 003 Classic).
    Claim,
    /// Territory cards are shuffled and dealt round-robin (003 Secret Mission setup).
    Deal,
}

/// How the remaining starting armies are placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Placement {
    /// One army at a time in turn order, as the books say.
    OneAtATime,
    /// Each player in turn places all of their remaining armies (asynchronous games).
    Bulk,
    /// Everyone places at the same time, privately; revealed together when all are done
    /// (asynchronous games; `engine::simultaneous`).
    Simultaneous,
}

/// Where the end-of-turn fortify may move armies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fortify {
    /// To an adjacent territory you occupy (002 Global Domination).
    Adjacent,
    /// To any territory connected through territories you occupy (003, 004).
    Connected,
    /// Experts' variation (002): from one or more territories to any number of others, each
    /// move along a path of your own territories; the turn ends with `End`. Decision: no
    /// limit on the number of moves, and each leaves at least one army behind.
    Multiple,
}

/// What a set of three cards is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardValues {
    /// 4, 6, 8, 10, 12, 15, then +5 per set, counted over the whole game (002, 003, 004).
    Escalating,
    /// Experts' variation (002): 4, 5, 6, ... — one more army per set instead.
    PlusOne,
    /// Star cards (000 cities-and-capitals edition): any cards worth 2 to 10 stars together,
    /// 2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30 armies.
    Stars,
    /// Fixed by the set (004 Mission and Team RISK): 3 infantry 4, 3 cavalry 6, 3 artillery
    /// 8, one of each 10. Decision (the book is silent on wilds): a wild stands for the design
    /// that makes the set worth most.
    ByDesign,
}

/// The +2 armies for a traded card showing a territory the trader occupies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TerritoryBonus {
    /// Two extra armies for each trade that shows an occupied territory (003).
    EveryTrade,
    /// Two extra armies at most once per turn (002: "you can only receive 2 extra armies").
    OncePerTurn,
    /// No occupied-territory bonus: a set is worth its chart value only (004 Global Domination
    /// "Turn in Any Card Sets", and the Mission and Team RISK set charts).
    None,
}

/// Which die the experts' re-roll may take (002, "Advantage when attacking": "re-roll any one
/// die on each battle involving that territory").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RerollDie {
    /// Only one of the attacker's own dice (the reading before this option existed; games
    /// stored without the field keep it).
    Own,
    /// Any one die of the battle, the defender's included: the book's words. Its "not ...
    /// when defending" forbids using the card as defender, not re-rolling a defender's die.
    Any,
}

/// Where traded-in cards go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TradedCards {
    /// A discard pile, shuffled into a new draw pile when the draw pile runs out (004 "the
    /// discard pile"; 000/001 "shuffle the discard pile to make a new deck"; 003 keeps traded
    /// sets face up beside the board and says nothing more, read the same way).
    #[default]
    DiscardPile,
    /// 002: "Put the traded-in cards facedown at the bottom of the draw pile."
    DeckBottom,
}

fn own_die() -> RerollDie {
    RerollDie::Own
}

/// How a game is won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Victory {
    /// Hold every territory (002, 003 Classic/Global Domination).
    Domination,
    /// Complete your secret mission, even on another player's turn (002, 003 Secret Mission).
    SecretMission {
        deck: MissionDeck,
        destroyed_by_other: DestroyedByOther,
    },
    /// Hold the other Headquarters while holding your own (002, 003 Capital RISK): how many
    /// of them is `goal`.
    Capital { goal: CapitalGoal },
    /// Complete your four ranked missions (004 Mission RISK), claiming at most one per turn.
    Ranked,
    /// Hold `needed` Objectives and your own capital at the end of your turn (000).
    Objectives { needed: u8 },
    /// Team RISK (004): seats alternate between two teams; the game is over when one player
    /// of a team is eliminated, and the other team wins.
    Team,
}

/// How many other Headquarters win Capital RISK.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CapitalGoal {
    /// All of them (002, 003).
    All,
    /// 003's shorter game, settled when the game starts: 2 with 4 players, 3 with 5 or 6,
    /// all with 3.
    Short,
    /// This many (at most all of them).
    Others(u8),
}

/// What the neutral armies of a two-player game do (004).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NeutralMode {
    /// Roadblocks: they only defend (002, 003, 004 passive neutral game).
    #[default]
    Passive,
    /// 004 ACTIVE NEUTRAL GAME: a status track per neutral (allied with a player, uninvolved,
    /// allied with the other), bribes with cards, allies reinforced, attacking and fortifying
    /// for their player.
    Active,
}

/// In what order the two-player setup places the players' own and the neutral armies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NeutralSetup {
    /// Each round a player places their own armies, then one for every neutral (002 2-player:
    /// "Place 2 Infantry ... Then place 1 'neutral' army"; 004 2-player: "3 of his/her units
    /// ... and then 1 unit for each neutral").
    #[default]
    Interleaved,
    /// All own armies first, then the neutrals' (003 GAME 3 step 4: two at a time "until you
    /// have run out of your initial 40 Infantry pieces. Then, take turns placing one neutral
    /// troop ... until you have used all of the neutral army's initial 40").
    OwnFirst,
}

/// Cities on the board (000): each held city counts as a territory for the draft.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cities {
    #[default]
    None,
    /// The 15 territories Basic Training lists (000, PLACE CITIES).
    Listed,
    /// 15 territories drawn at random (000 Command Room, Place Cities).
    Random,
}

/// Capitals (000): one per player; each capital you hold drafts one more army.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Capitals {
    #[default]
    None,
    /// After setup each player in turn places their capital on a territory of theirs (Basic
    /// Training; its setup charts are pictures missing from the text).
    Chosen,
    /// Each player's first claimed territory holds their capital (000 Command Room, Place
    /// Capitals). Needs claimed territories.
    FirstClaim,
}

/// Which Objectives lie on the board (000).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Objectives {
    #[default]
    None,
    /// The 8 that Basic Training lists (000, PLACE OBJECTIVES).
    BasicTraining,
    /// 4 random minor and 4 random major of the 12, each with a random Reward of its kind
    /// (000 Command Room, Place Objectives and Place Rewards).
    CommandRoom,
}

/// Starting armies and cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Starting {
    /// 35/30/25/20 armies for 3/4/5/6 players, no cards (002, 003, 004).
    #[default]
    Classic,
    /// 30/25/20 armies for 3/4/5 players; the third and fourth players start with one card,
    /// the fifth with two (000).
    Edition2008,
}

/// Which printing of the Secret Mission deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MissionDeck {
    /// 12 cards, as 002 and 003 say.
    Twelve,
    /// 14 cards: adds "Europe and South America / Australia and a third continent".
    Fourteen,
}

/// A "destroy colour X" mission when someone else destroys X.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DestroyedByOther {
    /// The other player helped you: the mission is complete (002, 003).
    Completes,
    /// Other printings: the mission becomes "occupy 24 territories".
    Occupy24,
}

/// The complete rule set of one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub setup: Setup,
    pub placement: Placement,
    pub fortify: Fortify,
    pub card_values: CardValues,
    pub territory_bonus: TerritoryBonus,
    /// Holding this many cards at the start of a turn forces a trade (002, 003: "5 or 6");
    /// `None`: never (000 has no hand limit).
    pub forced_trade_at: Option<u8>,
    /// After taking an eliminated player's cards: holding this many forces trades (002, 003: 6;
    /// 004 "Eliminating Another Player": 5); `None`: never...
    pub elimination_trade_at: Option<u8>,
    /// ...until at most this many remain (002, 003: 4).
    pub elimination_trade_down_to: u8,
    pub min_players: u8,
    pub max_players: u8,
    pub victory: Victory,
    /// Neutral armies seated after the players (002, 003 two-player RISK: one, with 40
    /// armies). They never take a turn: they only defend.
    #[serde(default)]
    pub neutrals: u8,
    /// With neutrals: armies of each neutral, of each player, own armies placed per setup
    /// round (each neutral gets one per round), and territories dealt to each player (0: the
    /// territories are shared equally among players and neutrals).
    #[serde(default)]
    pub neutral_armies: u16,
    #[serde(default)]
    pub player_armies: u16,
    #[serde(default)]
    pub own_per_round: u16,
    #[serde(default)]
    pub player_territories: u8,
    /// With neutrals: whether each setup round mixes own and neutral armies (002, 004) or the
    /// neutrals' wait until the players' own are placed (003).
    #[serde(default)]
    pub neutral_setup: NeutralSetup,
    /// Experts' variation (002, "Armies per territory"): at most this many armies on one
    /// territory; reinforcements that cannot be placed anywhere are lost.
    #[serde(default)]
    pub army_cap: Option<u16>,
    /// Experts' variation (002, "Advantage when attacking"): holding a card that shows the
    /// attacking or attacked territory lets the attacker re-roll one die per battle (never when
    /// defending); `reroll_die` says whose. Decision: the engine re-rolls for the attacker,
    /// choosing the die whose re-roll has the best expected result, and only when that helps.
    #[serde(default)]
    pub reroll: bool,
    #[serde(default = "own_die")]
    pub reroll_die: RerollDie,
    #[serde(default)]
    pub neutral_mode: NeutralMode,
    #[serde(default)]
    pub cities: Cities,
    #[serde(default)]
    pub capitals: Capitals,
    #[serde(default)]
    pub objectives: Objectives,
    #[serde(default)]
    pub starting: Starting,
    /// Experts' variation (002, "Commanders"): once per turn while attacking, turn one of your
    /// dice to a 6. Decision: the attacker asks for it on an attack; it is spent on the first
    /// battle of that attack where a 6 changes the result, on the die where it helps most.
    #[serde(default)]
    pub commander: bool,
    /// Where traded-in cards go (002: the bottom of the draw pile; the others: a discard pile).
    #[serde(default)]
    pub traded_cards: TradedCards,
    /// Fog of war (a lobby option of this bot, not a book's rule; `engine::fog`).
    #[serde(default)]
    pub fog: super::fog::Fog,
}

/// Territories of the classic board, which the books' counts are given for.
pub const CLASSIC_TERRITORIES: usize = 42;

/// `n`, a count the books give for the classic 42-territory board, on a board of
/// `territories`: n × territories / 42, rounded to the nearest (halves up), so exactly `n`
/// on the classic board.
pub fn scale_to_board(n: u16, territories: usize) -> u16 {
    let scaled = (usize::from(n) * territories + CLASSIC_TERRITORIES / 2) / CLASSIC_TERRITORIES;
    scaled.min(u16::MAX.into()) as u16
}

impl Rules {
    /// Starting armies per player: 35/30/25/20 for 3/4/5/6 players (002, 003, 004); 40 each
    /// (the neutral too) with two players and a neutral (002, 003).
    pub fn starting_armies(&self, players: usize) -> Option<u16> {
        if self.neutrals > 0 {
            return (players == 2).then_some(self.player_armies);
        }
        if self.starting == Starting::Edition2008 {
            return match players {
                3 => Some(30),
                4 => Some(25),
                5 => Some(20),
                _ => None,
            };
        }
        match players {
            3 => Some(35),
            4 => Some(30),
            5 => Some(25),
            6 => Some(20),
            _ => None,
        }
    }

    /// Starting armies per player on a board of `territories`: the books' count
    /// (`starting_armies`, for the 42-territory board) scaled by `scale_to_board`, and never
    /// fewer than the territories a player may be dealt. With neutral armies it is
    /// `player_armies`, which `on_board` has already scaled.
    pub fn starting_armies_on(&self, players: usize, territories: usize) -> Option<u16> {
        let book = self.starting_armies(players)?;
        if self.neutrals > 0 {
            return Some(book);
        }
        let most_dealt = territories.div_ceil(players.max(1)) as u16;
        Some(scale_to_board(book, territories).max(most_dealt))
    }

    /// These rules' two-player counts (armies of each player and neutral, territories dealt
    /// to each player) for a board of `territories`, scaled as `starting_armies_on` scales;
    /// the same rules on the classic board.
    pub fn on_board(mut self, territories: usize) -> Rules {
        if self.neutrals == 0 {
            return self;
        }
        let (players, neutrals) = (2usize, self.neutrals as usize);
        if self.player_territories > 0 {
            // Rounded down, so the neutrals keep at least their share.
            let share = usize::from(self.player_territories) * territories / CLASSIC_TERRITORIES;
            self.player_territories = share.clamp(1, u8::MAX.into()) as u8;
        }
        let fixed = usize::from(self.player_territories) * players;
        let (own, neutral) = match fixed {
            0 => {
                let each = territories.div_ceil(players + neutrals);
                (each, each)
            }
            f => (
                f / players,
                territories.saturating_sub(f).div_ceil(neutrals),
            ),
        };
        self.player_armies = scale_to_board(self.player_armies, territories).max(own as u16);
        self.neutral_armies = scale_to_board(self.neutral_armies, territories).max(neutral as u16);
        self
    }

    /// Refuses options that cannot be combined, with the reason (checked when a lobby is
    /// opened and again when the game starts).
    pub fn check(&self) -> Result<(), &'static str> {
        if self.neutrals > 0 && self.setup != Setup::Deal {
            return Err("with neutral armies the territories are dealt (setup: deal), not claimed");
        }
        if self.victory == Victory::Team && self.neutrals > 0 {
            return Err("Team RISK is played without neutral armies");
        }
        if self.capitals == Capitals::FirstClaim && self.setup != Setup::Claim {
            return Err(
                "capitals on the first claimed territory need claimed territories (setup: claim)",
            );
        }
        if self.capitals != Capitals::None && matches!(self.victory, Victory::Capital { .. }) {
            return Err("capitals (000) and Capital RISK's Headquarters cannot be combined");
        }
        if matches!(self.victory, Victory::Objectives { .. })
            && (self.capitals == Capitals::None || self.objectives == Objectives::None)
        {
            return Err("the Objectives victory needs capitals and Objectives on the board");
        }
        if self.neutral_mode == NeutralMode::Active && self.neutrals == 0 {
            return Err("active neutrals need neutral armies (a two-player preset)");
        }
        if self.placement == Placement::Simultaneous && self.neutrals > 0 {
            return Err("simultaneous placement is for games without neutral armies (their setup rounds go in turn)");
        }
        if self.army_cap.is_some_and(|c| c < 3) {
            return Err("the army cap must allow at least 3 armies per territory");
        }
        Ok(())
    }

    /// Armies for the `n`-th set traded in this game (0-based).
    pub fn set_value(&self, n: u32) -> u16 {
        match self.card_values {
            CardValues::Escalating => match n {
                0..=4 => 4 + 2 * n as u16,
                _ => (15 + 5 * (n as u64 - 5)).min(u16::MAX as u64) as u16,
            },
            CardValues::PlusOne => (4 + n as u64).min(u16::MAX as u64) as u16,
            // The best set: callers with the cards in hand use `Game::set_worth`.
            CardValues::ByDesign => 10,
            CardValues::Stars => 30,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escalating_set_values_follow_the_books() {
        // 003_959c08df1c77c745.txt, "Territory cards" chart: 4, 6, 8, 10, 12, 15, then +5.
        let r = Rules::classic();
        let v: Vec<u16> = (0..9).map(|n| r.set_value(n)).collect();
        assert_eq!(v, [4, 6, 8, 10, 12, 15, 20, 25, 30]);
    }

    #[test]
    fn experts_add_one_army_per_set() {
        // 002_f99279de19c195a0.txt, RULES VARIATIONS FOR RISK EXPERTS: the first set is worth 4,
        // the second 5, the third 6, and so on.
        let r = Rules {
            card_values: CardValues::PlusOne,
            ..Rules::classic()
        };
        let v: Vec<u16> = (0..5).map(|n| r.set_value(n)).collect();
        assert_eq!(v, [4, 5, 6, 7, 8]);
    }

    #[test]
    fn the_004_presets_follow_004_for_card_bonuses_and_the_trade_down() {
        // 004_f15c8e3bd224a756.txt, "Turn in Any Card Sets" (no occupied-territory +2) and
        // "Eliminating Another Player" (5 or more cards force trades down to 4 or fewer).
        for name in [
            "mission",
            "team",
            "two-player-neutrals",
            "two-player-allies",
        ] {
            let r = (preset(name).unwrap().rules)();
            assert_eq!(r.territory_bonus, TerritoryBonus::None, "{name}");
            assert_eq!(r.elimination_trade_at, Some(5), "{name}");
            assert_eq!(r.elimination_trade_down_to, 4, "{name}");
        }
        assert_eq!(
            Rules::two_player().territory_bonus,
            TerritoryBonus::EveryTrade
        );
        assert_eq!(Rules::global_domination().elimination_trade_at, Some(6));
    }

    #[test]
    fn starting_armies_by_player_count() {
        // 002_f99279de19c195a0.txt / 003_959c08df1c77c745.txt, setup: 35/30/25/20.
        let r = Rules::classic();
        let v: Vec<Option<u16>> = (2..8).map(|n| r.starting_armies(n)).collect();
        assert_eq!(v, [None, Some(35), Some(30), Some(25), Some(20), None]);
    }

    #[test]
    fn starting_armies_scale_with_the_board_and_are_the_books_on_the_classic() {
        let r = Rules::classic();
        let on = |n, t| r.starting_armies_on(n, t);
        assert_eq!(
            (3..7).map(|n| on(n, 42)).collect::<Vec<_>>(),
            (3..7).map(|n| r.starting_armies(n)).collect::<Vec<_>>()
        );
        // 35 × 84 / 42, 20 × 200 / 42 = 95.2, 35 × 255 / 42 = 212.5 (halves up).
        assert_eq!(
            (on(3, 84), on(6, 200), on(3, 255)),
            (Some(70), Some(95), Some(213))
        );
        // Six players on six territories: 20 × 6 / 42 = 2.9, rounded to 3.
        assert_eq!(on(6, 6), Some(3));
        assert_eq!(Rules::classic().on_board(100), Rules::classic());
        for rules in [Rules::two_player(), Rules::two_player_neutrals()] {
            assert_eq!(rules.clone().on_board(42), rules);
        }
        let big = Rules::two_player_neutrals().on_board(210);
        // 9, 36 and 24 for 42 territories, five times that for 210.
        assert_eq!(
            (
                big.player_territories,
                big.player_armies,
                big.neutral_armies
            ),
            (45, 180, 120)
        );
        let small = Rules::two_player_neutrals().on_board(7);
        // 9 × 7 / 42 = 1.5 territories each, rounded down; the 4 neutrals share 5, 2 at most.
        assert_eq!(
            (
                small.player_territories,
                small.player_armies,
                small.neutral_armies
            ),
            (1, 6, 4)
        );
    }
}
