//! Arbitrary mid-game positions (for rule scenarios, puzzles and tests), checked like a lobby:
//! every territory owned with at least one army, each card in one place.

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::edition::{Objective, Reward};
use super::game::{Game, Phase, SeatState, SetupRound, TurnState};
use super::ids::{CardId, PlayerId, Set, TerritoryId};
use super::map::Map;
use super::mission::{Mission, RankedMission};
use super::rules::Rules;
use super::systems::capital::Headquarters;
use super::systems::missions::MissionSeat;
use super::systems::objectives::{ObjectivesBoard, ObjectivesSeat};

/// Where the position starts: at the beginning of the current player's turn (reinforcements
/// computed by the rules), or in their attack step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    TurnStart,
    Attack,
    Fortify,
}

#[derive(Clone, Debug)]
pub struct Position {
    pub map: Arc<Map>,
    pub rules: Rules,
    pub players: u8,
    /// Owner and armies of every territory.
    pub board: Vec<(TerritoryId, PlayerId, u16)>,
    pub hands: Vec<(PlayerId, Vec<CardId>)>,
    pub current: PlayerId,
    pub start: Start,
    pub sets_traded: u32,
    /// Seeds the game's RNG (dice and the order of the undealt deck).
    pub seed: u64,
    /// Secret missions per player (secret-mission rules), empty for none.
    pub missions: Vec<Option<Mission>>,
    /// Revealed Headquarters per player (capital rules), empty for none; their cards are out of
    /// the deck.
    pub headquarters: Vec<Option<TerritoryId>>,
    /// Mission RISK cards per player, empty for none.
    pub ranked: Vec<Vec<RankedMission>>,
    /// Capitals per player (000 edition), empty for none. Cities and Objectives follow the
    /// rules.
    pub capitals: Vec<Option<TerritoryId>>,
    /// Objectives already held per player (000 edition); they leave the board.
    pub objectives: Vec<Vec<Objective>>,
    /// Command Room Rewards already held per player.
    pub rewards: Vec<Vec<Reward>>,
    /// Command Room Airfields already on the board (owner, territory); each on a territory
    /// its owner holds.
    pub airfields: Vec<(PlayerId, TerritoryId)>,
    /// Team RISK: teammates' armies added to territories (territory, player, armies).
    pub shared: Vec<(TerritoryId, PlayerId, u16)>,
}

impl Position {
    /// A position on the classic map: `place(name)` gives each territory's owner and armies;
    /// no cards in hands, no sets traded yet.
    pub fn classic(
        players: u8,
        current: PlayerId,
        start: Start,
        seed: u64,
        place: impl Fn(&str) -> (PlayerId, u16),
    ) -> Position {
        let map = Map::classic();
        let board = map
            .territory_ids()
            .map(|t| {
                let (p, a) = place(map.name(t));
                (t, p, a)
            })
            .collect();
        Position {
            map,
            rules: Rules::classic(),
            players,
            board,
            hands: vec![],
            current,
            start,
            sets_traded: 0,
            seed,
            missions: vec![],
            headquarters: vec![],
            ranked: vec![],
            capitals: vec![],
            objectives: vec![],
            rewards: vec![],
            airfields: vec![],
            shared: vec![],
        }
    }

    pub fn build(self) -> Result<Game, String> {
        let n = self.players as usize;
        if self.current.index() >= n {
            return Err(format!("current player {} is not seated", self.current.0));
        }
        let t = self.map.territory_count();
        let mut owner = vec![None; t];
        let mut armies = vec![0u16; t];
        let mut owned = vec![Set::EMPTY; n];
        for &(terr, p, a) in &self.board {
            if terr.index() >= t || p.index() >= n || a == 0 {
                return Err(format!("bad board entry {terr:?} {p:?} {a}"));
            }
            owner[terr.index()] = Some(p);
            armies[terr.index()] = a;
            owned[p.index()].insert(terr);
        }
        if let Some(i) = owner.iter().position(Option::is_none) {
            return Err(format!(
                "{} has no owner",
                self.map.name(TerritoryId(i as u8))
            ));
        }
        let wilds = match self.rules.card_values {
            super::rules::CardValues::Stars => 0,
            _ => self.map.wild_cards() as usize,
        };
        let cards = t + wilds;
        let mut hands = vec![Vec::new(); n];
        let mut placed = vec![false; cards];
        for (p, h) in self.hands {
            for c in &h {
                let slot = placed.get_mut(c.0 as usize).ok_or("unknown card")?;
                if std::mem::replace(slot, true) {
                    return Err(format!("card {} dealt twice", c.0));
                }
            }
            hands
                .get_mut(p.index())
                .ok_or("hand of an unseated player")?
                .extend(h);
        }
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let mut deck: Vec<CardId> = (0..cards as u16)
            .map(CardId)
            .filter(|c| !placed[c.0 as usize])
            .collect();
        deck.shuffle(&mut rng);
        let seats = owned
            .into_iter()
            .zip(hands)
            .enumerate()
            .map(|(i, (owned, hand))| SeatState {
                owned,
                eliminated: owned.is_empty(),
                hand,
                color: i as u8,
                missions: MissionSeat {
                    secret: self.missions.get(i).cloned().flatten(),
                    ranked: self.ranked.get(i).cloned().unwrap_or_default(),
                },
                hq: self.headquarters.get(i).copied().flatten(),
                capital: self.capitals.get(i).copied().flatten(),
                objectives: ObjectivesSeat {
                    held: self.objectives.get(i).cloned().unwrap_or_default(),
                    rewards: self.rewards.get(i).cloned().unwrap_or_default(),
                    airfields_pending: 0,
                },
                ..SeatState::default()
            })
            .collect();
        let mut game = Game {
            map_name: self.map.name.clone(),
            map: self.map,
            rules: self.rules,
            owner,
            armies,
            seats,
            deck,
            discard: Vec::new(),
            sets_traded: self.sets_traded,
            current: self.current,
            turn: 0,
            phase: Phase::Attack,
            rng,
            this_turn: TurnState::default(),
            setup_round: SetupRound::default(),
            hqs: Headquarters {
                revealed: self.headquarters.iter().any(Option::is_some),
                cards: Vec::new(),
            },
            cities: Set::EMPTY,
            objectives: ObjectivesBoard::default(),
            units: Vec::new(),
            hidden: Vec::new(),
            ranked: false,
            round: 0,
        };
        // Headquarters cards are out of circulation.
        let hq_cards: Vec<CardId> = game
            .seats
            .iter()
            .filter_map(|s| s.hq)
            .map(CardId::of)
            .collect();
        if hq_cards
            .iter()
            .any(|c| placed.get(c.0 as usize).copied().unwrap_or(true))
        {
            return Err("a Headquarters is not on the map, or its card is in a hand".into());
        }
        game.deck.retain(|c| !hq_cards.contains(c));
        game.hqs.cards = hq_cards;
        if game.is_team_game() {
            if n % 2 != 0 {
                return Err("Team RISK needs an even number of players".into());
            }
            game.units = (0..t)
                .map(|i| {
                    let mut u = vec![0u16; n];
                    if let Some(o) = game.owner(TerritoryId(i as u8)) {
                        u[o.index()] = game.armies[i];
                    }
                    u
                })
                .collect();
            for &(terr, p, a) in &self.shared {
                game.add_units(terr, p, a);
            }
        }
        game.place_edition_pieces();
        for &(p, terr) in &self.airfields {
            if game.owner(terr) != Some(p) {
                return Err(format!("an Airfield of {p:?} on {terr:?}, not theirs"));
            }
            game.objectives.airfields.push((p, terr));
        }
        let held: Vec<Objective> = game
            .seats
            .iter()
            .flat_map(|s| s.objectives.held.iter().cloned())
            .collect();
        let keep: Vec<bool> = game
            .objectives
            .open
            .iter()
            .map(|o| !held.contains(o))
            .collect();
        let mut k = keep.iter();
        game.objectives.open.retain(|_| *k.next().unwrap_or(&true));
        let mut k = keep.iter();
        game.objectives
            .rewards
            .retain(|_| *k.next().unwrap_or(&true));
        let mut events = Vec::new();
        game.start_turn(self.current, &mut events);
        match self.start {
            Start::TurnStart => {}
            Start::Attack => game.phase = Phase::Attack,
            Start::Fortify => game.phase = Phase::Fortify,
        }
        game.check_invariants()?;
        Ok(game)
    }
}
