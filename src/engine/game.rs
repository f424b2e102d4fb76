//! The validated game: its state, the lobby that starts it, and the read-only queries that UIs
//! and AIs share. Actions that change it live in `turn.rs`.

use std::sync::Arc;

/// The most armies one territory can ever hold: counts are `u16`, and every addition is checked
/// against this (a placement or move beyond it is refused, like the experts' army cap).
pub const MAX_ARMIES: u16 = u16::MAX;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::edition::{self, Objective, Reward};
use super::error::Expected;
use super::event::Event;
use super::ids::{CardId, PlayerId, Set, TerritoryId};
use super::map::{Design, Map};
use super::mission::{self, Mission, Rank, RankedMission};
use super::rules::{
    CardValues, Cities, DestroyedByOther, Fortify, MissionDeck, NeutralMode, Objectives, Rules,
    Setup, Starting, Victory,
};

/// Where the game stands; variants carry what that step needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Players claim empty territories in turn order.
    Claim,
    /// Players place their remaining starting armies.
    PlaceSetup,
    /// Capital RISK: each player in turn secretly picks a Headquarters.
    ChooseHq,
    /// The current player places `armies`; `after_elimination` marks the forced trade-down
    /// after taking an eliminated player's cards.
    Reinforce {
        armies: u16,
        after_elimination: bool,
    },
    Attack,
    /// A conquest awaits its move-in: `min` armies are in `to` already, up to `max` may be.
    Occupy {
        from: TerritoryId,
        to: TerritoryId,
        min: u16,
        max: u16,
        trade_down: bool,
    },
    Fortify,
    Over {
        winner: PlayerId,
    },
    /// Ended without a winner: no seat was left that a person plays (`Game::end_without_winner`).
    Ended,
}

/// How many seats, which map, which rules, which seed: checked by `start`.
#[derive(Clone, Debug)]
pub struct Lobby {
    pub map: Arc<Map>,
    pub rules: Rules,
    pub players: u8,
    pub seed: u64,
    /// Army colour (index into `mission::COLOR_NAMES`) per seat; by default seat `i` plays
    /// colour `i`. "Destroy colour X" missions follow these.
    pub colors: Vec<u8>,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    #[error("this game needs {min} to {max} players, not {given}")]
    PlayerCount { given: u8, min: u8, max: u8 },
    #[error("these rules cannot be combined: {0}")]
    Combination(&'static str),
}

const NOBODY: u8 = u8::MAX;

/// A game in progress. Fields are private: it changes only through `apply`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Game {
    #[serde(skip, default = "Map::classic")]
    pub(super) map: Arc<Map>,
    pub(super) map_name: String,
    pub(super) rules: Rules,
    pub(super) owner: Vec<u8>,
    pub(super) armies: Vec<u16>,
    pub(super) owned: Vec<Set>,
    pub(super) eliminated: Vec<bool>,
    pub(super) hands: Vec<Vec<CardId>>,
    pub(super) deck: Vec<CardId>,
    pub(super) discard: Vec<CardId>,
    pub(super) sets_traded: u32,
    pub(super) setup_left: Vec<u16>,
    pub(super) current: PlayerId,
    pub(super) turn: u32,
    pub(super) phase: Phase,
    pub(super) conquered_this_turn: bool,
    pub(super) bonus_taken_this_turn: bool,
    pub(super) rng: ChaCha8Rng,
    #[serde(default)]
    pub(super) colors: Vec<u8>,
    /// Secret missions per player (secret-mission preset).
    #[serde(default)]
    pub(super) missions: Vec<Option<Mission>>,
    /// Who eliminated each player.
    #[serde(default)]
    pub(super) eliminated_by: Vec<Option<PlayerId>>,
    /// Headquarters per player (capital preset); secret until all are chosen.
    #[serde(default)]
    pub(super) hqs: Vec<Option<TerritoryId>>,
    #[serde(default)]
    pub(super) hqs_revealed: bool,
    /// Headquarters cards: out of the deck for good, never part of a set.
    #[serde(default)]
    pub(super) hq_cards: Vec<CardId>,
    /// Two-player setup: own armies placed in the current round, and which neutrals (bits by
    /// seat) got theirs.
    #[serde(default)]
    pub(super) round_own: u16,
    #[serde(default)]
    pub(super) round_neutral: u16,
    /// Experts' Commander: spent this turn.
    #[serde(default)]
    pub(super) commander_used: bool,
    /// Fortify moves made this turn (several with `Fortify::Multiple`).
    #[serde(default)]
    pub(super) fortifies: u8,
    /// Mission RISK: each player's four ranked missions (secret until claimed or revealed).
    #[serde(default)]
    pub(super) ranked: Vec<Vec<RankedMission>>,
    /// Mission RISK: a mission was claimed this turn (at most one per turn).
    #[serde(default)]
    pub(super) claimed_this_turn: bool,
    /// Territories conquered this turn.
    #[serde(default)]
    pub(super) conquests: u8,
    /// The cities-and-capitals edition (000): city territories, each player's capital (public),
    /// the Objectives still on the board and those each player holds, what the current
    /// player held when the turn began, whether an Objective was collected this turn, and the
    /// player who met the Objectives victory at the end of their turn.
    #[serde(default)]
    pub(super) cities: Set,
    #[serde(default)]
    pub(super) capitals: Vec<Option<TerritoryId>>,
    #[serde(default)]
    pub(super) objectives_open: Vec<Objective>,
    #[serde(default)]
    pub(super) objectives_held: Vec<Vec<Objective>>,
    #[serde(default)]
    pub(super) turn_start_owned: Set,
    #[serde(default)]
    pub(super) objective_this_turn: bool,
    #[serde(default)]
    pub(super) declared_winner: Option<PlayerId>,
    /// Command Room: the Reward on each Objective still on the board (same order), the
    /// Rewards each player holds, Airfields on the board, Airfields still to place, and
    /// whether the Starting Maneuver was used this turn.
    #[serde(default)]
    pub(super) objective_rewards: Vec<Option<Reward>>,
    #[serde(default)]
    pub(super) rewards: Vec<Vec<Reward>>,
    #[serde(default)]
    pub(super) airfields: Vec<(PlayerId, TerritoryId)>,
    #[serde(default)]
    pub(super) airfields_pending: Vec<u8>,
    #[serde(default)]
    pub(super) starting_move_used: bool,
    /// Team RISK: armies per territory and player (teammates may share); empty otherwise.
    #[serde(default)]
    pub(super) units: Vec<Vec<u16>>,
    /// 004 active neutrals: each seat's place on the status track (0: allied with player 0,
    /// 1: uninvolved, 2: allied with player 1; only neutrals move), bribe steps given this turn
    /// per seat, allies reinforced and fortified this turn (bits by seat), whether an attack
    /// was made this turn, and the invasion under way with the neutrals it involves.
    #[serde(default)]
    pub(super) track: Vec<u8>,
    #[serde(default)]
    pub(super) bribes: Vec<u8>,
    #[serde(default)]
    pub(super) allies_reinforced: u16,
    #[serde(default)]
    pub(super) allies_fortified: u16,
    #[serde(default)]
    pub(super) attacked: bool,
    #[serde(default)]
    pub(super) invasion: Option<Invasion>,
    /// 004 active neutrals, STEP 3: the territory an ally's die was just rolled onto and how
    /// many of those armies the player may still move onto the ally's other territories
    /// (cleared by any other action).
    #[serde(default)]
    pub(super) ally_roll: Option<(TerritoryId, u16)>,
    /// 000/001: the attacks ended with Objectives achieved and the player has not yet chosen
    /// one or declined; the first fortify move or the end of the turn takes the first one.
    #[serde(default)]
    pub(super) objective_pending: bool,
}

/// One invasion (a run of attacks from one territory into another) involving neutrals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invasion {
    pub from: TerritoryId,
    pub to: TerritoryId,
    /// Neutral seats involved (as attacker's ally or as defender), as bits.
    pub neutrals: u16,
}

impl Lobby {
    pub fn new(rules: Rules, players: u8, seed: u64) -> Lobby {
        Lobby {
            map: Map::classic(),
            rules,
            players,
            seed,
            colors: (0..players).collect(),
        }
    }

    /// Checks the seat count and sets the board up; returns the game and what setup did.
    pub fn start(mut self) -> Result<(Game, Vec<Event>), SetupError> {
        let humans = self.players;
        if let Victory::Capital { goal: Some(0) } = self.rules.victory {
            // 003 WINNING: "If you wish, you can shorten the game even further".
            let goal = match humans {
                4 => Some(2),
                5 | 6 => Some(3),
                _ => None,
            };
            self.rules.victory = Victory::Capital { goal };
        }
        let r = &self.rules;
        let armies = r.starting_armies(humans as usize);
        let Some(armies) = armies.filter(|_| humans >= r.min_players && humans <= r.max_players)
        else {
            return Err(SetupError::PlayerCount {
                given: humans,
                min: r.min_players,
                max: r.max_players,
            });
        };
        r.check().map_err(SetupError::Combination)?;
        if r.victory == Victory::Team && humans % 2 != 0 {
            return Err(SetupError::Combination(
                "Team RISK needs an even number of players (4 or 6) in two teams",
            ));
        }
        // Neutral armies sit after the players.
        let n = humans + r.neutrals;
        let map = self.map;
        let t = map.territory_count();
        let mut game = Game {
            map_name: map.name.clone(),
            owner: vec![NOBODY; t],
            armies: vec![0; t],
            owned: vec![Set::EMPTY; n as usize],
            eliminated: vec![false; n as usize],
            hands: vec![Vec::new(); n as usize],
            deck: Vec::new(),
            discard: Vec::new(),
            sets_traded: 0,
            setup_left: (0..n)
                .map(|i| if i < humans { armies } else { r.neutral_armies })
                .collect(),
            current: PlayerId(0),
            turn: 0,
            phase: Phase::Claim,
            conquered_this_turn: false,
            bonus_taken_this_turn: false,
            rng: ChaCha8Rng::seed_from_u64(self.seed),
            colors: self
                .colors
                .iter()
                .copied()
                .chain(n..)
                .take(n as usize)
                .collect(),
            missions: vec![None; n as usize],
            eliminated_by: vec![None; n as usize],
            hqs: vec![None; n as usize],
            hqs_revealed: false,
            hq_cards: Vec::new(),
            round_own: 0,
            round_neutral: 0,
            commander_used: false,
            fortifies: 0,
            ranked: vec![Vec::new(); n as usize],
            claimed_this_turn: false,
            conquests: 0,
            cities: Set::EMPTY,
            capitals: vec![None; n as usize],
            objectives_open: Vec::new(),
            objectives_held: vec![Vec::new(); n as usize],
            turn_start_owned: Set::EMPTY,
            objective_this_turn: false,
            declared_winner: None,
            objective_rewards: Vec::new(),
            rewards: vec![Vec::new(); n as usize],
            airfields: Vec::new(),
            airfields_pending: vec![0; n as usize],
            starting_move_used: false,
            units: if r.victory == Victory::Team {
                vec![vec![0; n as usize]; t]
            } else {
                Vec::new()
            },
            track: vec![1; n as usize],
            bribes: vec![0; n as usize],
            allies_reinforced: 0,
            allies_fortified: 0,
            attacked: false,
            invasion: None,
            ally_roll: None,
            objective_pending: false,
            rules: self.rules,
            map,
        };
        let mut events = Vec::new();
        if game.rules.setup == Setup::Deal {
            game.deal(&mut events);
        }
        game.deck = (0..game.card_count() as u8).map(CardId).collect();
        game.deck.shuffle(&mut game.rng);
        game.set_up_edition(&mut events);
        if let Victory::SecretMission { deck, .. } = game.rules.victory {
            game.deal_missions(deck, &mut events);
        }
        if game.rules.victory == Victory::Ranked {
            game.deal_ranked(&mut events);
        }
        Ok((game, events))
    }
}

impl Game {
    /// 003 Secret Mission setup step 2-3: drop the cards of absent colours, shuffle, deal one
    /// to each player; a player told to destroy their own colour occupies 24 territories.
    fn deal_missions(&mut self, deck: MissionDeck, events: &mut Vec<Event>) {
        let mut cards: Vec<Mission> = mission::deck(&self.map)
            .iter()
            .filter(|(_, full)| !full || deck == MissionDeck::Fourteen)
            .map(|(m, _)| m.clone())
            .filter(|m| !matches!(m, Mission::Destroy { color } if !self.colors.contains(color)))
            .collect();
        cards.shuffle(&mut self.rng);
        for p in 0..self.player_count() {
            let m = match cards.pop() {
                Some(Mission::Destroy { color }) if self.colors[p] == color => {
                    Mission::Territories {
                        count: 24,
                        min_armies: 1,
                    }
                }
                other => other.unwrap_or(Mission::Territories {
                    count: 24,
                    min_armies: 1,
                }),
            };
            self.missions[p] = Some(m);
        }
        events.push(Event::MissionsDealt);
    }

    /// The cities-and-capitals edition (000): cities, Objectives and the starting cards of the
    /// third, fourth (one each) and fifth (two) players.
    fn set_up_edition(&mut self, events: &mut Vec<Event>) {
        self.place_edition_pieces();
        if self.rules.starting == Starting::Edition2008 {
            for (seat, cards) in [(2usize, 1), (3, 1), (4, 2)] {
                if seat >= self.player_count() - self.rules.neutrals as usize {
                    break;
                }
                for _ in 0..cards {
                    if let Some(c) = self.deck.pop() {
                        self.hands[seat].push(c);
                        events.push(Event::CardDrawn {
                            player: PlayerId(seat as u8),
                            card: Some(c),
                        });
                    }
                }
            }
        }
    }

    /// Cities and Objectives on the board (000), as the rules say.
    pub(super) fn place_edition_pieces(&mut self) {
        self.cities = match self.rules.cities {
            Cities::None => Set::EMPTY,
            Cities::Listed => edition::BASIC_TRAINING_CITIES
                .iter()
                .filter_map(|n| self.map.find(n))
                .collect(),
            Cities::Random => {
                let mut all: Vec<TerritoryId> = self.map.territory_ids().collect();
                all.shuffle(&mut self.rng);
                all.into_iter().take(15).collect()
            }
        };
        self.objectives_open = match self.rules.objectives {
            Objectives::None => Vec::new(),
            Objectives::BasicTraining => edition::basic_training_objectives(&self.map),
            Objectives::CommandRoom => {
                // 4 of the 6 minor and 4 of the 6 major, each with a shuffled Reward.
                let (mut minor, mut major): (Vec<Objective>, Vec<Objective>) =
                    edition::all_objectives(&self.map)
                        .into_iter()
                        .partition(|o| !o.is_major());
                minor.shuffle(&mut self.rng);
                major.shuffle(&mut self.rng);
                let mut rewards = (Reward::MINOR, Reward::MAJOR);
                rewards.0.shuffle(&mut self.rng);
                rewards.1.shuffle(&mut self.rng);
                self.objective_rewards = rewards
                    .0
                    .iter()
                    .chain(rewards.1.iter())
                    .map(|&r| Some(r))
                    .collect();
                minor
                    .into_iter()
                    .take(4)
                    .chain(major.into_iter().take(4))
                    .collect()
            }
        };
        self.objective_rewards
            .resize(self.objectives_open.len(), None);
    }

    /// 004 Mission RISK setup: the four piles are shuffled and every player draws one card of
    /// each rank; the rest go back in the box.
    fn deal_ranked(&mut self, events: &mut Vec<Event>) {
        let deck = mission::ranked_deck(&self.map);
        let humans = self.player_count() - self.rules.neutrals as usize;
        for rank in Rank::ALL {
            let mut pile: Vec<&RankedMission> = deck.iter().filter(|m| m.rank == rank).collect();
            pile.shuffle(&mut self.rng);
            for p in 0..humans {
                if let Some(m) = pile.pop() {
                    self.ranked[p].push(m.clone());
                }
            }
        }
        events.push(Event::MissionsDealt);
    }

    /// 003 Secret Mission setup: shuffle the territory cards and deal them round-robin.
    fn deal(&mut self, events: &mut Vec<Event>) {
        let mut cards: Vec<TerritoryId> = self.map.territory_ids().collect();
        cards.shuffle(&mut self.rng);
        let n = self.player_count();
        // With a fixed share per player (004), players are dealt theirs first and the
        // neutrals share the rest; otherwise everyone is dealt in turn.
        let humans = n - self.rules.neutrals as usize;
        let fixed = self.rules.player_territories as usize * humans;
        let mut dealt = vec![Vec::new(); n];
        for (i, t) in cards.into_iter().enumerate() {
            let p = match fixed {
                0 => PlayerId((i % n) as u8),
                f if i < f => PlayerId((i % humans) as u8),
                f => PlayerId((humans + (i - f) % (n - humans)) as u8),
            };
            self.set_owner(t, p);
            self.add_units(t, p, 1);
            self.setup_left[p.index()] -= 1;
            dealt[p.index()].push(t);
        }
        for (p, territories) in dealt.into_iter().enumerate() {
            events.push(Event::Dealt {
                player: PlayerId(p as u8),
                territories,
            });
        }
        self.phase = Phase::PlaceSetup;
    }

    /// Games stored by an earlier version lack the per-player state added since (it is
    /// `#[serde(default)]`, so empty): give every seat its default before any action.
    pub(super) fn fill_per_player_state(&mut self) {
        let n = self.player_count();
        if self.rewards.len() == n
            && self.airfields_pending.len() == n
            && self.objectives_held.len() == n
            && self.capitals.len() == n
            && self.track.len() == n
            && self.bribes.len() == n
            && self.ranked.len() == n
            && self.missions.len() == n
            && self.eliminated_by.len() == n
            && self.hqs.len() == n
        {
            return;
        }
        self.missions.resize(n, None);
        self.eliminated_by.resize(n, None);
        self.hqs.resize(n, None);
        self.rewards.resize(n, Vec::new());
        self.airfields_pending.resize(n, 0);
        self.objectives_held.resize(n, Vec::new());
        self.capitals.resize(n, None);
        self.track.resize(n, 1);
        self.bribes.resize(n, 0);
        self.ranked.resize(n, Vec::new());
    }

    pub(super) fn set_owner(&mut self, t: TerritoryId, p: PlayerId) {
        let prev = self.owner[t.index()];
        if prev != NOBODY {
            self.owned[prev as usize].remove(t);
        }
        self.owner[t.index()] = p.0;
        self.owned[p.index()].insert(t);
    }

    // ---- read-only queries ----

    pub fn map(&self) -> &Arc<Map> {
        &self.map
    }
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    pub fn player_count(&self) -> usize {
        self.owned.len()
    }
    pub fn players(&self) -> impl Iterator<Item = PlayerId> {
        (0..self.player_count() as u8).map(PlayerId)
    }
    pub fn current(&self) -> PlayerId {
        self.current
    }
    pub fn turn(&self) -> u32 {
        self.turn
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn winner(&self) -> Option<PlayerId> {
        match self.phase {
            Phase::Over { winner } => Some(winner),
            _ => None,
        }
    }
    /// Whether the game has finished, with a winner or without one.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. } | Phase::Ended)
    }
    pub fn owner(&self, t: TerritoryId) -> Option<PlayerId> {
        let o = self.owner[t.index()];
        (o != NOBODY).then_some(PlayerId(o))
    }
    pub fn armies(&self, t: TerritoryId) -> u16 {
        self.armies[t.index()]
    }
    pub fn territories_of(&self, p: PlayerId) -> Set {
        self.owned[p.index()]
    }
    pub fn total_armies(&self, p: PlayerId) -> u32 {
        if self.is_team_game() {
            return self.units.iter().map(|u| u[p.index()] as u32).sum();
        }
        self.owned[p.index()]
            .iter()
            .map(|t| self.armies[t.index()] as u32)
            .sum()
    }
    pub fn is_eliminated(&self, p: PlayerId) -> bool {
        self.eliminated[p.index()]
    }
    /// A player's cards: private to that player.
    pub fn hand(&self, p: PlayerId) -> &[CardId] {
        &self.hands[p.index()]
    }
    pub fn hand_size(&self, p: PlayerId) -> usize {
        self.hands[p.index()].len()
    }
    pub fn deck_size(&self) -> usize {
        self.deck.len()
    }
    pub fn discard_size(&self) -> usize {
        self.discard.len()
    }
    pub fn sets_traded(&self) -> u32 {
        self.sets_traded
    }
    pub fn next_set_value(&self) -> u16 {
        self.rules.set_value(self.sets_traded)
    }
    pub fn setup_armies_left(&self, p: PlayerId) -> u16 {
        self.setup_left[p.index()]
    }
    /// The most armies one territory may hold: the experts' army cap, or `MAX_ARMIES`.
    pub fn army_limit(&self) -> u16 {
        self.rules.army_cap.unwrap_or(MAX_ARMIES)
    }
    /// How many more armies `t` may hold (under the experts' army cap, or `MAX_ARMIES`).
    pub fn room(&self, t: TerritoryId) -> u16 {
        self.army_limit().saturating_sub(self.armies[t.index()])
    }

    /// Whether the Commander's 6 can still be used this turn (experts' variation).
    pub fn commander_available(&self) -> bool {
        self.rules.commander && !self.commander_used
    }

    /// Fortify moves made this turn.
    pub fn fortifies_this_turn(&self) -> u8 {
        self.fortifies
    }

    /// Whether the current player has conquered a territory this turn (earning a card).
    pub fn conquered_this_turn(&self) -> bool {
        self.conquered_this_turn
    }
    /// Cards in the game: one per territory plus the wilds; the star deck (000) has no wilds.
    pub fn card_count(&self) -> usize {
        let wilds = match self.rules.card_values {
            CardValues::Stars => 0,
            _ => self.map.wild_cards() as usize,
        };
        self.map.territory_count() + wilds
    }

    /// The design on a card, `None` for a wild card.
    pub fn card_design(&self, c: CardId) -> Option<Design> {
        self.card_territory(c).map(|t| self.map.territory(t).design)
    }

    /// The territory shown on a card, `None` for a wild card.
    pub fn card_territory(&self, c: CardId) -> Option<TerritoryId> {
        ((c.0 as usize) < self.map.territory_count()).then_some(TerritoryId(c.0))
    }

    pub fn card_name(&self, c: CardId) -> String {
        if self.rules.card_values == CardValues::Stars {
            let stars = "★".repeat(self.card_stars(c) as usize);
            return match self.card_territory(c) {
                Some(t) => format!("{} ({stars})", self.map.name(t)),
                None => "Wild".to_string(),
            };
        }
        match self.card_territory(c) {
            Some(t) => format!("{} ({:?})", self.map.name(t), self.map.territory(t).design),
            None => "Wild".to_string(),
        }
    }

    /// Continents wholly held by `p` (in team games: controlled, so a tied territory loses
    /// the bonus, 004).
    pub fn continents_of(&self, p: PlayerId) -> impl Iterator<Item = usize> + '_ {
        let own = self.controlled(p);
        self.map
            .continents()
            .iter()
            .enumerate()
            .filter(move |(_, c)| c.territories.is_subset(own))
            .map(|(i, _)| i)
    }

    /// Armies at the start of a turn before cards: max(3, territories / 3) + continent bonuses.
    /// In the cities-and-capitals edition (000) held cities count as territories, and each
    /// capital held (your own included) adds one.
    pub fn reinforcement(&self, p: PlayerId) -> u16 {
        let own = self.controlled(p);
        let base = ((own.len() + own.intersect(self.cities).len()) / 3).max(3) as u16;
        let bonus: u16 = self
            .continents_of(p)
            .map(|c| self.map.continents()[c].bonus)
            .sum();
        let troops = 2 * self.has_reward(p, Reward::TwoTroops) as u16;
        base + bonus + self.capitals_held(p) as u16 + troops
    }

    /// Whether `p` holds Reward `r` (Command Room).
    pub fn has_reward(&self, p: PlayerId, r: Reward) -> bool {
        self.rewards.get(p.index()).is_some_and(|v| v.contains(&r))
    }

    /// The Rewards `p` holds (public).
    pub fn rewards_of(&self, p: PlayerId) -> &[Reward] {
        self.rewards.get(p.index()).map_or(&[], Vec::as_slice)
    }

    /// The Reward on each Objective still on the board (same order as `objectives_open`).
    pub fn objective_rewards(&self) -> &[Option<Reward>] {
        &self.objective_rewards
    }

    /// Airfields on the board, by owner.
    pub fn airfields(&self) -> &[(PlayerId, TerritoryId)] {
        &self.airfields
    }

    /// Airfields `p` has won but not placed yet.
    pub fn airfields_to_place(&self, p: PlayerId) -> u8 {
        self.airfields_pending.get(p.index()).copied().unwrap_or(0)
    }

    /// Whether `p` has an Airfield on `t` or next to it (000: +1 on the highest die of a
    /// battle waged there). Decision: a battle is waged in the attacked territory.
    pub fn airfield_covers(&self, p: PlayerId, t: TerritoryId) -> bool {
        self.airfields
            .iter()
            .any(|&(o, a)| o == p && (a == t || self.map.adjacent(a, t)))
    }

    /// Capitals (000) standing on `p`'s territories, their own included.
    pub fn capitals_held(&self, p: PlayerId) -> usize {
        let own = self.owned[p.index()];
        self.capitals
            .iter()
            .flatten()
            .filter(|t| own.contains(**t))
            .count()
    }

    /// The city territories (000); empty without cities.
    pub fn cities(&self) -> Set {
        self.cities
    }

    /// A player's capital (000): public.
    pub fn capital_of(&self, p: PlayerId) -> Option<TerritoryId> {
        self.capitals.get(p.index()).copied().flatten()
    }

    /// The Objectives still on the board (000).
    pub fn objectives_open(&self) -> &[Objective] {
        &self.objectives_open
    }

    /// The Objectives the current player may take now (000/001 HOW TO COLLECT OBJECTIVES):
    /// those on the board achieved this turn, while attacking (taking one ends the attacks)
    /// and after the attacks until the first fortify move or the end of the turn, if none was
    /// taken or declined yet; board order, the first being the one taken by default.
    pub fn objective_choices(&self) -> Vec<Objective> {
        let open = match self.phase {
            Phase::Attack => true,
            Phase::Fortify => self.objective_pending,
            _ => false,
        };
        if !open || self.objective_this_turn {
            return Vec::new();
        }
        self.objectives_achieved()
    }

    /// The Objectives on the board the current player has achieved now.
    pub(super) fn objectives_achieved(&self) -> Vec<Objective> {
        self.objectives_open
            .iter()
            .filter(|o| self.objective_met(self.current, o))
            .copied()
            .collect()
    }

    /// The Objectives `p` holds (000): public.
    pub fn objectives_of(&self, p: PlayerId) -> &[Objective] {
        self.objectives_held
            .get(p.index())
            .map_or(&[], Vec::as_slice)
    }

    /// Stars on a card (000 edition): 1 or 2; 0 for a wild.
    pub fn card_stars(&self, c: CardId) -> u8 {
        self.card_territory(c)
            .map_or(0, |t| edition::stars(&self.map)[t.index()])
    }

    /// Whether `p`, the current player, meets Objective `o` now (000, OBJECTIVES).
    pub fn objective_met(&self, p: PlayerId, o: &Objective) -> bool {
        let own = self.owned[p.index()];
        let taken = own.minus(self.turn_start_owned);
        let fresh = p == self.current;
        match o {
            Objective::Cities { count } => own.intersect(self.cities).len() >= *count,
            Objective::Continent { continent } => {
                self.map.continent(*continent).territories.is_subset(own)
            }
            Objective::EnemyCapitals { count } => {
                self.players()
                    .filter(|&q| q != p)
                    .filter_map(|q| self.capital_of(q))
                    .filter(|t| own.contains(*t))
                    .count()
                    >= *count
            }
            Objective::TakeCities { count } => {
                fresh && taken.intersect(self.cities).len() >= *count
            }
            Objective::TakeTerritories { count } => fresh && taken.len() >= *count,
            Objective::Territories { count } => own.len() >= *count,
            Objective::Continents { count } => self.continents_of(p).count() >= *count,
            Objective::TakeContinent => {
                fresh
                    && self.map.continents().iter().any(|c| {
                        c.territories.is_subset(own)
                            && c.territories.intersect(self.turn_start_owned).is_empty()
                    })
            }
        }
    }

    /// Armies a set is worth now: the escalating or +1 value of the next set, or (fixed
    /// values, 004) its design's value with each wild taken as the design worth most.
    pub fn set_worth(&self, cards: [CardId; 3]) -> u16 {
        if self.rules.card_values != CardValues::ByDesign {
            return self.rules.set_value(self.sets_traded);
        }
        let designs: Vec<Design> = cards.iter().filter_map(|&c| self.card_design(c)).collect();
        let distinct = |d: &[Design]| d.iter().enumerate().all(|(i, x)| !d[..i].contains(x));
        if distinct(&designs) {
            return 10;
        }
        // Two or three alike (a wild completes the three).
        let value = |d: Design| match d {
            Design::Infantry => 4,
            Design::Cavalry => 6,
            Design::Artillery => 8,
        };
        designs.first().map_or(10, |&d| value(d))
    }

    /// Whether three cards form a set: three of a design, one of each, or any two and a wild.
    pub fn is_set(&self, cards: [CardId; 3]) -> bool {
        let designs = cards.map(|c| self.card_design(c));
        if designs.contains(&None) {
            return true;
        }
        let [a, b, c] = designs.map(Option::unwrap);
        (a == b && b == c) || (a != b && b != c && a != c)
    }

    /// Every set in `p`'s hand, each listed once, in hand order.
    pub fn tradeable_sets(&self, p: PlayerId) -> Vec<[CardId; 3]> {
        if self.rules.card_values == CardValues::Stars {
            return Vec::new();
        }
        let h = &self.hands[p.index()];
        let mut sets = Vec::new();
        for i in 0..h.len() {
            for j in i + 1..h.len() {
                for k in j + 1..h.len() {
                    let s = [h[i], h[j], h[k]];
                    if self.is_set(s) {
                        sets.push(s);
                    }
                }
            }
        }
        sets
    }

    /// 004 active neutrals: the player neutral `q` is allied with, if any.
    pub fn ally_of(&self, q: PlayerId) -> Option<PlayerId> {
        if self.rules.neutral_mode != NeutralMode::Active || !self.is_neutral(q) {
            return None;
        }
        match self.track.get(q.index()) {
            Some(0) => Some(PlayerId(0)),
            Some(2) => Some(PlayerId(1)),
            _ => None,
        }
    }

    /// Cards given to neutral `q` this turn (at most two).
    pub fn bribes_this_turn(&self, q: PlayerId) -> u8 {
        self.bribes.get(q.index()).copied().unwrap_or(0)
    }

    /// Whether ally `q` was reinforced this turn.
    pub fn ally_reinforced(&self, q: PlayerId) -> bool {
        self.allies_reinforced >> q.0 & 1 == 1
    }

    /// Whether the current player has attacked this turn.
    pub fn attacked_this_turn(&self) -> bool {
        self.attacked
    }

    /// Bribe cards a neutral holds (public count; the cards are face down).
    pub fn bribe_cards(&self, q: PlayerId) -> usize {
        match self.hands.get(q.index()) {
            Some(hand) if self.is_neutral(q) => hand.len(),
            _ => 0,
        }
    }

    /// Territories `p` may attack from: at least 2 armies and an enemy neighbour.
    pub fn attack_sources(&self, p: PlayerId) -> Set {
        let friendly = self.friendly(p);
        self.occupied_by(p)
            .iter()
            .filter(|&t| {
                self.armies[t.index()] >= 2
                    && self.units(t, p) >= 1
                    && !self.map.neighbours(t).minus(friendly).is_empty()
            })
            .collect()
    }

    /// Enemy neighbours of `from`; for an ally's territory attacked from on the current
    /// player's behalf, the current player's territories are not enemies either.
    pub fn attack_targets(&self, from: TerritoryId) -> Set {
        match self.owner(from) {
            Some(p) => {
                let mut not = self.friendly(p);
                if self.ally_of(p) == Some(self.current) {
                    not = not.union(self.owned[self.current.index()]);
                }
                self.map.neighbours(from).minus(not)
            }
            None => Set::EMPTY,
        }
    }

    /// Where armies from `from` may be fortified to under this game's rules.
    pub fn fortify_destinations(&self, from: TerritoryId) -> Set {
        let Some(p) = self.owner(from) else {
            return Set::EMPTY;
        };
        // Team RISK: through and into teammates' territories.
        let own = self.friendly(p);
        let reach = match self.rules.fortify {
            Fortify::Adjacent => self.map.neighbours(from).intersect(own),
            Fortify::Connected | Fortify::Multiple => self.map.reachable(from, own),
        };
        reach.minus(Set::single(from))
    }

    /// The move-in range of a pending conquest.
    pub fn occupy_range(&self) -> Option<(TerritoryId, TerritoryId, u16, u16)> {
        match self.phase {
            Phase::Occupy {
                from, to, min, max, ..
            } => Some((from, to, min, max)),
            _ => None,
        }
    }

    /// What the current player is expected to do now.
    pub fn expected(&self) -> Expected {
        match self.phase {
            Phase::Claim => Expected::Claim,
            Phase::PlaceSetup => Expected::PlaceSetup {
                left: self.setup_left[self.current.index()],
            },
            Phase::ChooseHq => Expected::ChooseHq,
            Phase::Reinforce { .. } if self.must_trade() => Expected::TradeDown {
                cards: self.hands[self.current.index()].len() as u8,
            },
            Phase::Reinforce { armies, .. } => Expected::Draft { left: armies },
            Phase::Attack => Expected::Attack,
            Phase::Occupy { to, min, max, .. } => Expected::Occupy { to, min, max },
            Phase::Fortify => Expected::Fortify,
            Phase::Over { winner } => Expected::Over { winner },
            Phase::Ended => Expected::Ended,
        }
    }

    /// Whether the current player still owes neutral `q` an army this setup round.
    pub fn neutral_owed(&self, q: PlayerId) -> bool {
        self.is_neutral(q) && self.setup_left[q.index()] > 0 && self.round_neutral >> q.0 & 1 == 0
    }

    /// Whether `p` is a neutral army (never takes a turn).
    pub fn is_neutral(&self, p: PlayerId) -> bool {
        p.index() >= self.player_count() - self.rules.neutrals as usize
    }

    /// Armies the current player may put on one of their own territories in one setup
    /// placement now, and whether a neutral army is still owed this round.
    pub fn setup_quota(&self) -> (u16, bool) {
        let p = self.current;
        let left = self.setup_left[p.index()];
        if self.rules.neutrals == 0 {
            return match self.rules.placement {
                super::rules::Placement::OneAtATime => (left.min(1), false),
                super::rules::Placement::Bulk => (left, false),
            };
        }
        (
            left.min(self.rules.own_per_round)
                .saturating_sub(self.round_own),
            self.players().any(|q| self.neutral_owed(q)),
        )
    }

    /// Whether the current player must trade before placing.
    pub fn must_trade(&self) -> bool {
        let held = self.hands[self.current.index()].len();
        match self.phase {
            Phase::Reinforce {
                after_elimination: false,
                ..
            } => held >= self.rules.forced_trade_at as usize,
            Phase::Reinforce {
                after_elimination: true,
                ..
            } => held > self.rules.elimination_trade_down_to as usize,
            _ => false,
        }
    }

    /// Checks the engine's invariants; `Err` names the first one broken.
    pub fn check_invariants(&self) -> Result<(), String> {
        // Claiming, or a table that ended (nobody playing) before claiming was done.
        let setup =
            matches!(self.phase, Phase::Claim) || (self.phase == Phase::Ended && self.turn == 0);
        let mut union = Set::EMPTY;
        for p in self.players() {
            let own = self.owned[p.index()];
            if !union.intersect(own).is_empty() {
                return Err(format!("player {} shares a territory", p.0));
            }
            union = union.union(own);
            if self.eliminated[p.index()] != (!self.has_armies(p) && !setup && self.turn > 0) {
                return Err(format!("player {} elimination flag is wrong", p.0));
            }
        }
        for t in self.map.territory_ids() {
            let o = self.owner(t);
            if o.is_some_and(|p| !self.owned[p.index()].contains(t)) {
                return Err(format!("owner of {} disagrees", self.map.name(t)));
            }
            if o.is_some() && self.armies(t) < 1 {
                return Err(format!("{} has no armies", self.map.name(t)));
            }
            if self.is_team_game() && self.units[t.index()].iter().sum::<u16>() != self.armies(t) {
                return Err(format!("{} armies and units disagree", self.map.name(t)));
            }
            if self.is_team_game()
                && self
                    .players()
                    .any(|q| self.units(t, q) > 0 && o.is_some_and(|h| !self.same_side(h, q)))
            {
                return Err(format!("enemies share {}", self.map.name(t)));
            }
            if self.armies(t) > self.army_limit() {
                return Err(format!("{} holds more than the army cap", self.map.name(t)));
            }
        }
        if !setup && union != self.map.all() {
            return Err("a territory has no owner after setup".into());
        }
        self.check_cards()?;
        if self.victor() != self.winner() {
            return Err(format!(
                "game over is {:?} but the victory condition names {:?}",
                self.winner(),
                self.victor()
            ));
        }
        Ok(())
    }

    /// The player whose victory condition holds now, if any: the current player first, then
    /// the others in seat order (a mission can be completed on another player's turn).
    pub fn victor(&self) -> Option<PlayerId> {
        let n = self.player_count();
        (0..n)
            .map(|k| PlayerId(((self.current.index() + k) % n) as u8))
            .find(|&p| self.has_won(p))
    }

    fn has_won(&self, p: PlayerId) -> bool {
        if self.eliminated[p.index()] {
            return false;
        }
        if self.owned[p.index()] == self.map.all() {
            return true;
        }
        if self.is_neutral(p) {
            return false;
        }
        // Last player standing (neutral armies need not be destroyed).
        let rivals = self
            .players()
            .filter(|&q| q != p && !self.is_neutral(q))
            .all(|q| self.eliminated[q.index()]);
        if rivals && self.turn > 0 {
            return true;
        }
        match self.rules.victory {
            Victory::Domination => false,
            Victory::SecretMission {
                destroyed_by_other, ..
            } => self.missions[p.index()]
                .as_ref()
                .is_some_and(|m| self.mission_done(p, m, destroyed_by_other)),
            Victory::Capital { goal } => self.hqs_revealed && self.capital_done(p, goal),
            Victory::Ranked => self.has_won_ranked(p),
            // Decided at the end of a turn (`declared_winner`), not by the position alone.
            Victory::Objectives { .. } => self.declared_winner == Some(p),
            // 004: one player of a team eliminated, and the other team wins.
            Victory::Team => self
                .players()
                .any(|q| !self.same_side(p, q) && self.eliminated[q.index()]),
        }
    }

    /// Whether `p` meets mission `m` now.
    pub(super) fn mission_done(
        &self,
        p: PlayerId,
        m: &Mission,
        by_other: DestroyedByOther,
    ) -> bool {
        let own = self.owned[p.index()];
        let held = |c: super::ids::ContinentId| self.map.continent(c).territories.is_subset(own);
        match m {
            Mission::Continents { continents, third } => {
                continents.iter().all(|&c| held(c))
                    && (!third || self.continents_of(p).count() > continents.len())
            }
            Mission::Territories { count, min_armies } => {
                own.iter()
                    .filter(|&t| self.armies[t.index()] >= *min_armies)
                    .count()
                    >= *count
            }
            Mission::Destroy { color } => {
                let Some(target) = self.colors.iter().position(|c| c == color) else {
                    return false;
                };
                match self.eliminated_by[target] {
                    Some(by) if by == p || by_other == DestroyedByOther::Completes => true,
                    Some(_) => own.len() >= 24,
                    None => false,
                }
            }
            Mission::Islands { count } => own.intersect(self.map.islands()).len() >= *count,
            Mission::AnyContinents { count } => self.continents_of(p).count() >= *count,
            Mission::EveryContinent => self
                .map
                .continents()
                .iter()
                .all(|c| !c.territories.intersect(own).is_empty()),
            Mission::Fortress { armies } => own.iter().any(|t| self.armies[t.index()] >= *armies),
            Mission::Conquests { count } => p == self.current && self.conquests >= *count,
        }
    }

    fn capital_done(&self, p: PlayerId, goal: Option<u8>) -> bool {
        let own = self.owned[p.index()];
        let Some(mine) = self.hqs[p.index()] else {
            return false;
        };
        if !own.contains(mine) {
            return false;
        }
        let others: Vec<TerritoryId> = self
            .players()
            .filter(|&q| q != p)
            .filter_map(|q| self.hqs[q.index()])
            .collect();
        let taken = others.iter().filter(|t| own.contains(**t)).count();
        taken >= goal.map_or(others.len(), |g| g as usize).min(others.len())
    }

    /// A player's secret mission: for that player only (and public once the game is won).
    pub fn mission(&self, p: PlayerId) -> Option<&Mission> {
        self.missions.get(p.index()).and_then(Option::as_ref)
    }

    /// A player's four Mission RISK cards, claimed or not: for that player only.
    pub fn ranked_missions(&self, p: PlayerId) -> &[RankedMission] {
        self.ranked.get(p.index()).map_or(&[], Vec::as_slice)
    }

    /// The Mission RISK cards of `p` everyone may see: the claimed ones, and all four once
    /// three are claimed (004: the fourth is revealed) or the game is over.
    pub fn public_missions(&self, p: PlayerId) -> Vec<&RankedMission> {
        let all = self.ranked_missions(p);
        let claimed = all.iter().filter(|m| m.claimed).count();
        let open = claimed >= 3 || self.winner().is_some();
        all.iter().filter(|m| m.claimed || open).collect()
    }

    /// A player's Headquarters: secret (for that player only) until all are chosen.
    pub fn hq_of(&self, p: PlayerId) -> Option<TerritoryId> {
        self.hqs.get(p.index()).copied().flatten()
    }

    /// The Headquarters everyone may see: all of them once revealed, none before.
    pub fn headquarters(&self) -> Vec<(PlayerId, TerritoryId)> {
        if !self.hqs_revealed {
            return vec![];
        }
        self.players()
            .filter_map(|p| self.hqs[p.index()].map(|t| (p, t)))
            .collect()
    }

    /// Why the game was won, in words (reveals the winner's mission, which is public then).
    pub fn victory_reason(&self) -> Option<String> {
        let w = self.winner()?;
        if self.owned[w.index()] == self.map.all() {
            return Some("world domination".into());
        }
        Some(match (&self.rules.victory, self.mission(w)) {
            (Victory::SecretMission { .. }, Some(m)) => {
                format!("mission: {}", m.describe(&self.map))
            }
            (Victory::Capital { .. }, _) => "holds every Headquarters it needs".into(),
            (Victory::Objectives { .. }, _) if self.declared_winner == Some(w) => {
                let list: Vec<String> = self
                    .objectives_of(w)
                    .iter()
                    .map(|o| o.describe(&self.map))
                    .collect();
                format!(
                    "Objectives ({}) while holding their capital",
                    list.join("; ")
                )
            }
            (Victory::Team, _) => {
                let out: Vec<String> = self
                    .players()
                    .filter(|&q| self.eliminated[q.index()])
                    .map(|q| format!("seat {}", q.0 + 1))
                    .collect();
                format!("team victory: {} eliminated", out.join(", "))
            }
            (Victory::Ranked, _) if self.has_won_ranked(w) => {
                let list: Vec<String> = self
                    .ranked_missions(w)
                    .iter()
                    .map(|m| m.describe(&self.map))
                    .collect();
                format!("all four missions: {}", list.join("; "))
            }
            _ => "last player standing".into(),
        })
    }

    fn has_won_ranked(&self, p: PlayerId) -> bool {
        let m = self.ranked_missions(p);
        !m.is_empty() && m.iter().all(|m| m.claimed)
    }

    /// The army colour index of each seat.
    pub fn color_of(&self, p: PlayerId) -> u8 {
        self.colors.get(p.index()).copied().unwrap_or(p.0)
    }

    fn check_cards(&self) -> Result<(), String> {
        let mut seen = vec![false; self.card_count()];
        let all = self
            .deck
            .iter()
            .chain(&self.discard)
            .chain(&self.hq_cards)
            .chain(self.hands.iter().flatten());
        for c in all {
            let slot = seen.get_mut(c.0 as usize).ok_or("unknown card")?;
            if std::mem::replace(slot, true) {
                return Err(format!("card {} is in two places", c.0));
            }
        }
        if seen.iter().any(|s| !s) {
            return Err("a card went missing".into());
        }
        Ok(())
    }
}
