//! The validated game: its state, the lobby that starts it, and the read-only queries that UIs
//! and AIs share. Actions that change it live in `turn.rs`.

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::error::Expected;
use super::event::Event;
use super::ids::{CardId, PlayerId, Set, TerritoryId};
use super::map::{Design, Map};
use super::rules::{Fortify, Rules, Setup};

/// Where the game stands; variants carry what that step needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Players claim empty territories in turn order.
    Claim,
    /// Players place their remaining starting armies.
    PlaceSetup,
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
}

/// How many seats, which map, which rules, which seed: checked by `start`.
#[derive(Clone, Debug)]
pub struct Lobby {
    pub map: Arc<Map>,
    pub rules: Rules,
    pub players: u8,
    pub seed: u64,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    #[error("this game needs {min} to {max} players, not {given}")]
    PlayerCount { given: u8, min: u8, max: u8 },
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
}

impl Lobby {
    pub fn new(rules: Rules, players: u8, seed: u64) -> Lobby {
        Lobby {
            map: Map::classic(),
            rules,
            players,
            seed,
        }
    }

    /// Checks the seat count and sets the board up; returns the game and what setup did.
    pub fn start(self) -> Result<(Game, Vec<Event>), SetupError> {
        let r = &self.rules;
        let n = self.players;
        let armies = r.starting_armies(n as usize);
        let Some(armies) = armies.filter(|_| n >= r.min_players && n <= r.max_players) else {
            return Err(SetupError::PlayerCount {
                given: n,
                min: r.min_players,
                max: r.max_players,
            });
        };
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
            setup_left: vec![armies; n as usize],
            current: PlayerId(0),
            turn: 0,
            phase: Phase::Claim,
            conquered_this_turn: false,
            bonus_taken_this_turn: false,
            rng: ChaCha8Rng::seed_from_u64(self.seed),
            rules: self.rules,
            map,
        };
        let mut events = Vec::new();
        if game.rules.setup == Setup::Deal {
            game.deal(&mut events);
        }
        game.deck = (0..game.card_count() as u8).map(CardId).collect();
        game.deck.shuffle(&mut game.rng);
        Ok((game, events))
    }
}

impl Game {
    /// 003 Secret Mission setup: shuffle the territory cards and deal them round-robin.
    fn deal(&mut self, events: &mut Vec<Event>) {
        let mut cards: Vec<TerritoryId> = self.map.territory_ids().collect();
        cards.shuffle(&mut self.rng);
        let n = self.player_count();
        let mut dealt = vec![Vec::new(); n];
        for (i, t) in cards.into_iter().enumerate() {
            let p = PlayerId((i % n) as u8);
            self.set_owner(t, p);
            self.armies[t.index()] = 1;
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
    /// Whether the current player has conquered a territory this turn (earning a card).
    pub fn conquered_this_turn(&self) -> bool {
        self.conquered_this_turn
    }
    pub fn card_count(&self) -> usize {
        self.map.territory_count() + self.map.wild_cards() as usize
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
        match self.card_territory(c) {
            Some(t) => format!("{} ({:?})", self.map.name(t), self.map.territory(t).design),
            None => "Wild".to_string(),
        }
    }

    /// Continents wholly held by `p`.
    pub fn continents_of(&self, p: PlayerId) -> impl Iterator<Item = usize> + '_ {
        let own = self.owned[p.index()];
        self.map
            .continents()
            .iter()
            .enumerate()
            .filter(move |(_, c)| c.territories.is_subset(own))
            .map(|(i, _)| i)
    }

    /// Armies at the start of a turn before cards: max(3, territories / 3) + continent bonuses.
    pub fn reinforcement(&self, p: PlayerId) -> u16 {
        let base = (self.owned[p.index()].len() / 3).max(3) as u16;
        let bonus: u16 = self
            .continents_of(p)
            .map(|c| self.map.continents()[c].bonus)
            .sum();
        base + bonus
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

    /// Territories `p` may attack from: at least 2 armies and an enemy neighbour.
    pub fn attack_sources(&self, p: PlayerId) -> Set {
        let own = self.owned[p.index()];
        own.iter()
            .filter(|&t| {
                self.armies[t.index()] >= 2 && !self.map.neighbours(t).minus(own).is_empty()
            })
            .collect()
    }

    /// Enemy neighbours of `from`.
    pub fn attack_targets(&self, from: TerritoryId) -> Set {
        match self.owner(from) {
            Some(p) => self.map.neighbours(from).minus(self.owned[p.index()]),
            None => Set::EMPTY,
        }
    }

    /// Where armies from `from` may be fortified to under this game's rules.
    pub fn fortify_destinations(&self, from: TerritoryId) -> Set {
        let Some(p) = self.owner(from) else {
            return Set::EMPTY;
        };
        let own = self.owned[p.index()];
        let reach = match self.rules.fortify {
            Fortify::Adjacent => self.map.neighbours(from).intersect(own),
            Fortify::Connected => self.map.reachable(from, own),
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
            Phase::Reinforce { .. } if self.must_trade() => Expected::TradeDown {
                cards: self.hands[self.current.index()].len() as u8,
            },
            Phase::Reinforce { armies, .. } => Expected::Draft { left: armies },
            Phase::Attack => Expected::Attack,
            Phase::Occupy { to, min, max, .. } => Expected::Occupy { to, min, max },
            Phase::Fortify => Expected::Fortify,
            Phase::Over { winner } => Expected::Over { winner },
        }
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
        let setup = matches!(self.phase, Phase::Claim);
        let mut union = Set::EMPTY;
        for p in self.players() {
            let own = self.owned[p.index()];
            if !union.intersect(own).is_empty() {
                return Err(format!("player {} shares a territory", p.0));
            }
            union = union.union(own);
            if self.eliminated[p.index()] != (own.is_empty() && !setup && self.turn > 0) {
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
        }
        if !setup && union != self.map.all() {
            return Err("a territory has no owner after setup".into());
        }
        self.check_cards()?;
        let sole = self
            .players()
            .find(|&p| self.owned[p.index()] == self.map.all());
        if sole != self.winner() {
            return Err(format!(
                "game over is {:?} but sole owner is {:?}",
                self.winner(),
                sole
            ));
        }
        Ok(())
    }

    fn check_cards(&self) -> Result<(), String> {
        let mut seen = vec![false; self.card_count()];
        let all = self
            .deck
            .iter()
            .chain(&self.discard)
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
