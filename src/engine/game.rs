//! The validated game: its state, the lobby that starts it, and the read-only queries that UIs
//! and AIs share. Actions that change it live in `turn.rs`.

use std::sync::Arc;

/// The most armies one territory can ever hold: counts are `u16`, and every addition is checked
/// against this (a placement or move beyond it is refused, like the experts' army cap).
pub const MAX_ARMIES: u16 = u16::MAX;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::edition::{Objective, Reward};
use super::error::Expected;
use super::ids::{CardId, PlayerId, Set, TerritoryId};
use super::map::Map;
use super::mission::{Mission, RankedMission};
use super::rules::{Fortify, Rules};
use super::systems::neutrals::Invasion;

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

pub(super) const NOBODY: u8 = u8::MAX;

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

impl Game {
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
    pub fn setup_armies_left(&self, p: PlayerId) -> u16 {
        self.setup_left[p.index()]
    }

    /// Whether the current player has conquered a territory this turn (earning a card).
    pub fn conquered_this_turn(&self) -> bool {
        self.conquered_this_turn
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

    /// The Objectives still on the board (000).
    pub fn objectives_open(&self) -> &[Objective] {
        &self.objectives_open
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

    /// The army colour index of each seat.
    pub fn color_of(&self, p: PlayerId) -> u8 {
        self.colors.get(p.index()).copied().unwrap_or(p.0)
    }
}
