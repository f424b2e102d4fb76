//! The validated game: its state, the lobby that starts it, and the read-only queries that UIs
//! and AIs share. Actions that change it live in `turn/`.

use std::sync::Arc;

/// The most armies one territory can ever hold: counts are `u16`, and every addition is checked
/// against this (a placement or move beyond it is refused, like the experts' army cap).
pub const MAX_ARMIES: u16 = u16::MAX;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::edition::Objective;
use super::error::Expected;
use super::ids::{CardId, PlayerId, Set, TerritoryId};
use super::map::Map;
use super::rules::{Fortify, Rules};
use super::systems::capital::Headquarters;
use super::systems::missions::MissionSeat;
use super::systems::neutrals::{NeutralsTurn, Status};
use super::systems::objectives::{ObjectivesBoard, ObjectivesSeat, ObjectivesTurn};

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

/// A game in progress. Fields are private: it changes only through `apply`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Game {
    #[serde(skip, default = "Map::classic")]
    pub(super) map: Arc<Map>,
    pub(super) map_name: String,
    pub(super) rules: Rules,
    /// Per territory: who holds it (none while it is still to claim) and how many armies.
    pub(super) owner: Vec<Option<PlayerId>>,
    pub(super) armies: Vec<u16>,
    /// Per seat (players, then neutral armies): everything kept for that seat.
    pub(super) seats: Vec<SeatState>,
    pub(super) deck: Vec<CardId>,
    pub(super) discard: Vec<CardId>,
    pub(super) sets_traded: u32,
    pub(super) current: PlayerId,
    pub(super) turn: u32,
    pub(super) phase: Phase,
    pub(super) rng: ChaCha8Rng,
    /// What happened this turn so far; a new turn starts from `TurnState::default()`.
    pub(super) this_turn: TurnState,
    /// Two-player setup: own armies placed in the current round, and which neutrals (bits by
    /// seat) got theirs.
    pub(super) setup_round: SetupRound,
    /// Capital RISK: whether the Headquarters are revealed, and their cards (out of play).
    pub(super) hqs: Headquarters,
    /// The cities-and-capitals edition (000): the city territories.
    pub(super) cities: Set,
    /// 000/001 Objectives and Command Room Rewards on the board.
    pub(super) objectives: ObjectivesBoard,
    /// Team RISK: armies per territory and player (teammates may share); empty otherwise.
    pub(super) units: Vec<Vec<u16>>,
    /// Simultaneous placement: armies placed per territory, not on the board until everyone
    /// is done (secret); empty otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) hidden: Vec<u16>,
    /// The table ended the game by ranking the seats still in it (no person was left to
    /// play): the winner is the first of that ranking (`Game::end_by_standing`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) ranked: bool,
    /// The round under way: it starts when the first seat in turn order still playing starts
    /// a turn. 0 before the first turn, and in games saved before rounds were kept (see
    /// `round`). Kept last: `fair::state_hash` leaves it out.
    #[serde(default)]
    pub(super) round: u32,
}

/// One seat's state: the core's and each rule system's, for that player or neutral army.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SeatState {
    pub(super) owned: Set,
    pub(super) eliminated: bool,
    /// Who eliminated this seat (missions: "destroy colour X").
    pub(super) eliminated_by: Option<PlayerId>,
    pub(super) hand: Vec<CardId>,
    /// Starting armies still to place.
    pub(super) setup_left: u16,
    /// Army colour (index into `mission::COLOR_NAMES`).
    pub(super) color: u8,
    pub(super) missions: MissionSeat,
    /// Capital RISK: the Headquarters (secret until all are chosen).
    pub(super) hq: Option<TerritoryId>,
    /// 000: the capital (public).
    pub(super) capital: Option<TerritoryId>,
    pub(super) objectives: ObjectivesSeat,
    /// 004 active neutrals: this neutral's place on the status track.
    pub(super) status: Status,
    /// The player left the game (surrendered, or was removed by the host): its armies stay
    /// on the board, but it no longer competes (`Game::withdraw`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) withdrawn: bool,
}

/// What happened in the current turn; reset in one assignment when a turn starts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    /// The current player conquered a territory (earning a card), and how many.
    pub(super) conquered: bool,
    pub(super) conquests: u8,
    /// 002: the occupied-territory +2 was taken (once per turn).
    pub(super) bonus_taken: bool,
    /// Fortify moves made (several with `Fortify::Multiple`).
    pub(super) fortifies: u8,
    /// An attack was made.
    pub(super) attacked: bool,
    /// The current player's territories when the turn began (000 Objectives).
    pub(super) start_owned: Set,
    /// Experts' Commander: spent.
    pub(super) commander_used: bool,
    /// Mission RISK: a mission was claimed (at most one per turn).
    pub(super) mission_claimed: bool,
    pub(super) objectives: ObjectivesTurn,
    pub(super) neutrals: NeutralsTurn,
}

/// Two-player setup: own armies placed this round, and which neutrals (bits by seat) got one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupRound {
    pub(super) own: u16,
    pub(super) neutral: u16,
}

impl Game {
    /// A seat's state, if `p` is seated.
    pub(super) fn seat(&self, p: PlayerId) -> Option<&SeatState> {
        self.seats.get(p.index())
    }

    pub(super) fn set_owner(&mut self, t: TerritoryId, p: PlayerId) {
        if let Some(prev) = self.owner[t.index()] {
            self.seats[prev.index()].owned.remove(t);
        }
        self.owner[t.index()] = Some(p);
        self.seats[p.index()].owned.insert(t);
    }

    // ---- read-only queries ----

    pub fn map(&self) -> &Arc<Map> {
        &self.map
    }
    /// The id the game's record names its board by: a shipped board's name, or an imported
    /// board's name and content hash (`maps::stored`).
    pub fn board_id(&self) -> &str {
        &self.map_name
    }
    /// Names the board the game is played on (`board_id`) after `Lobby::start`.
    pub fn set_board_id(&mut self, id: &str) {
        self.map_name = id.to_string();
    }
    /// Gives a game read back its board (a record keeps only `board_id`): `Err` when it is not
    /// the board the id names by its size.
    pub fn restore_board(&mut self, map: Arc<Map>) -> Result<(), String> {
        if map.territory_count() != self.owner.len() {
            return Err(format!(
                "the board {} has {} territories but the game lists {}",
                self.map_name,
                map.territory_count(),
                self.owner.len()
            ));
        }
        self.map = map;
        Ok(())
    }
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    pub fn player_count(&self) -> usize {
        self.seats.len()
    }
    pub fn players(&self) -> impl Iterator<Item = PlayerId> {
        (0..self.player_count() as u8).map(PlayerId)
    }
    /// Every seat once, in turn order, starting with the one after `p` and ending with `p`.
    pub fn players_after(&self, p: PlayerId) -> impl Iterator<Item = PlayerId> {
        let n = self.player_count() as u8;
        // p + k < 2n: one subtraction instead of a division.
        (1..=n).map(move |k| match p.0 + k {
            i if i >= n => PlayerId(i - n),
            i => PlayerId(i),
        })
    }
    pub fn current(&self) -> PlayerId {
        self.current
    }
    /// Turns started so far, every seat's counted (a seat's second turn at a table of three
    /// is turn 4); what players are told is the `round`.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// The round under way (1 from the first turn; a round ends when every seat still playing
    /// has had a turn). For a game saved before rounds were kept, an estimate from the turns
    /// and the seats still playing, until its next turn counts on from there.
    pub fn round(&self) -> u32 {
        if self.round > 0 || self.turn == 0 {
            return self.round;
        }
        let playing = self
            .players()
            .filter(|&p| !self.is_neutral(p) && !self.seats[p.index()].eliminated)
            .count()
            .max(1) as u32;
        (self.turn - 1) / playing + 1
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
        self.owner[t.index()]
    }
    pub fn armies(&self, t: TerritoryId) -> u16 {
        self.armies[t.index()]
    }
    pub fn territories_of(&self, p: PlayerId) -> Set {
        self.seats[p.index()].owned
    }
    pub fn total_armies(&self, p: PlayerId) -> u32 {
        if self.is_team_game() {
            return self.units.iter().map(|u| u[p.index()] as u32).sum();
        }
        self.seats[p.index()]
            .owned
            .iter()
            .map(|t| self.armies[t.index()] as u32)
            .sum()
    }
    pub fn is_eliminated(&self, p: PlayerId) -> bool {
        self.seats[p.index()].eliminated
    }
    /// Whether `p` left the game (`Game::withdraw`).
    pub fn is_withdrawn(&self, p: PlayerId) -> bool {
        self.seats[p.index()].withdrawn
    }
    pub fn setup_armies_left(&self, p: PlayerId) -> u16 {
        self.seats[p.index()].setup_left
    }

    /// Whether the current player has conquered a territory this turn (earning a card).
    pub fn conquered_this_turn(&self) -> bool {
        self.this_turn.conquered
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
        let (counted, extra) = self.reinforcement_hook(p, own);
        let base = ((own.len() + counted) / 3).max(3) as u16;
        let bonus: u16 = self
            .continents_of(p)
            .map(|c| self.map.continents()[c].bonus)
            .sum();
        base + bonus + extra
    }

    /// The Objectives still on the board (000).
    pub fn objectives_open(&self) -> &[Objective] {
        &self.objectives.open
    }

    /// Territories `p` may attack from: at least 2 armies and an enemy neighbour.
    pub fn attack_sources(&self, p: PlayerId) -> Set {
        self.each_attack_source(p).collect()
    }

    /// `attack_sources` one at a time, in territory order (a caller that wants the first
    /// fitting one stops early).
    pub fn each_attack_source(&self, p: PlayerId) -> impl Iterator<Item = TerritoryId> + '_ {
        let friendly = self.friendly(p);
        let team = self.is_team_game();
        self.occupied_by(p).iter().filter(move |&t| {
            self.armies[t.index()] >= 2
                && (!team || self.units(t, p) >= 1)
                && !self.map.neighbours(t).minus(friendly).is_empty()
        })
    }

    /// Enemy neighbours of `from`; for an ally's territory attacked from on the current
    /// player's behalf, the current player's territories are not enemies either.
    pub fn attack_targets(&self, from: TerritoryId) -> Set {
        match self.owner(from) {
            Some(p) => {
                let mut not = self.friendly(p);
                if self.ally_of(p) == Some(self.current) {
                    not = not.union(self.seats[self.current.index()].owned);
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
                left: self.seats[self.current.index()].setup_left,
            },
            Phase::ChooseHq => Expected::ChooseHq,
            Phase::Reinforce { .. } if self.must_trade() => Expected::TradeDown {
                cards: self.seats[self.current.index()].hand.len() as u8,
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
        let left = self.seats[p.index()].setup_left;
        if self.rules.neutrals == 0 {
            return match self.rules.placement {
                super::rules::Placement::OneAtATime => (left.min(1), false),
                super::rules::Placement::Bulk | super::rules::Placement::Simultaneous => {
                    (left, false)
                }
            };
        }
        (
            left.min(self.rules.own_per_round)
                .saturating_sub(self.setup_round.own),
            self.players().any(|q| self.neutral_owed(q)),
        )
    }

    /// Whether the current player must trade before placing.
    pub fn must_trade(&self) -> bool {
        let held = self.seats[self.current.index()].hand.len();
        match self.phase {
            Phase::Reinforce {
                after_elimination: false,
                ..
            } => self
                .rules
                .forced_trade_at
                .is_some_and(|at| held >= at as usize),
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
        let setup = matches!(self.phase, Phase::Claim) || (self.is_over() && self.turn == 0);
        let mut union = Set::EMPTY;
        for p in self.players() {
            let own = self.seats[p.index()].owned;
            if !union.intersect(own).is_empty() {
                return Err(format!("player {} shares a territory", p.0));
            }
            union = union.union(own);
            if self.seats[p.index()].eliminated != (!self.has_armies(p) && !setup && self.turn > 0)
            {
                return Err(format!("player {} elimination flag is wrong", p.0));
            }
        }
        for t in self.map.territory_ids() {
            let o = self.owner(t);
            if o.is_some_and(|p| !self.seats[p.index()].owned.contains(t)) {
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

    /// Checks a game read back (from the database, an export or a file) before anything
    /// uses it: first the shape the engine indexes by (one entry per territory and per seat,
    /// every seat and territory id in range), then `check_invariants`. `Err` names the first
    /// thing wrong.
    pub fn check_stored(&self) -> Result<(), String> {
        let (t, n) = (self.map.territory_count(), self.seats.len());
        if n < 2 {
            return Err(format!("a game has at least 2 seats, this one has {n}"));
        }
        if self.owner.len() != t || self.armies.len() != t {
            return Err(format!(
                "the map has {t} territories but the game lists {} owners and {} army counts",
                self.owner.len(),
                self.armies.len()
            ));
        }
        let seat_ok = |p: PlayerId| p.index() < n;
        let land_ok = |x: TerritoryId| x.index() < t;
        if !seat_ok(self.current) {
            return Err(format!(
                "the current seat {} is not one of the {n} seats",
                self.current.0
            ));
        }
        if self.owner.iter().flatten().any(|&p| !seat_ok(p)) {
            return Err(format!("a territory's owner is not one of the {n} seats"));
        }
        for (i, s) in self.seats.iter().enumerate() {
            if s.eliminated_by.is_some_and(|p| !seat_ok(p)) {
                return Err(format!(
                    "seat {i} was eliminated by a seat that does not exist"
                ));
            }
            if s.hq.is_some_and(|x| !land_ok(x)) || s.capital.is_some_and(|x| !land_ok(x)) {
                return Err(format!(
                    "seat {i}'s headquarters or capital is not on the map"
                ));
            }
        }
        match self.phase {
            Phase::Over { winner } if !seat_ok(winner) => {
                return Err(format!(
                    "the winner {} is not one of the {n} seats",
                    winner.0
                ));
            }
            Phase::Occupy { from, to, .. } if !land_ok(from) || !land_ok(to) => {
                return Err("the conquest awaiting its move-in is not on the map".into());
            }
            Phase::Claim
            | Phase::PlaceSetup
            | Phase::ChooseHq
            | Phase::Reinforce { .. }
            | Phase::Attack
            | Phase::Occupy { .. }
            | Phase::Fortify
            | Phase::Over { .. }
            | Phase::Ended => {}
        }
        let units_ok = if self.is_team_game() {
            self.units.len() == t && self.units.iter().all(|row| row.len() == n)
        } else {
            self.units.is_empty() || self.units.len() == t
        };
        if !units_ok || !(self.hidden.is_empty() || self.hidden.len() == t) {
            return Err("the armies per seat and territory do not match the map".into());
        }
        self.check_invariants()
    }

    /// The army colour index of each seat.
    pub fn color_of(&self, p: PlayerId) -> u8 {
        self.seats.get(p.index()).map_or(p.0, |s| s.color)
    }
}
