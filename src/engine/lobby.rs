//! The lobby: how many seats, which map, rules and seed; `start` checks them and sets the board
//! up (dealt territories, the deck, the editions' pieces, missions).

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::event::{Event, Log};
use super::game::{Game, Phase, SeatState, SetupRound, TurnState};
use super::ids::{CardId, PlayerId, Set, TerritoryId};
use super::map::Map;
use super::rules::{CapitalGoal, Cities, Objectives, Rules, Setup, Victory};
use super::systems::capital::Headquarters;
use super::systems::derived::is_classic;
use super::systems::objectives::ObjectivesBoard;

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
    /// The rules need something this board does not have (the printed classic board, enough
    /// continents): the words say what and why.
    #[error("{0}")]
    Board(String),
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
        if let Victory::Capital {
            goal: CapitalGoal::Short,
        } = self.rules.victory
        {
            // 003 WINNING: "If you wish, you can shorten the game even further".
            let goal = match humans {
                4 => CapitalGoal::Others(2),
                5 | 6 => CapitalGoal::Others(3),
                _ => CapitalGoal::All,
            };
            self.rules.victory = Victory::Capital { goal };
        }
        // The books' counts are for the classic board's 42 territories: scaled to this one.
        let t = self.map.territory_count();
        self.rules = self.rules.on_board(t);
        let r = &self.rules;
        let armies = r.starting_armies_on(humans as usize, t);
        let Some(armies) = armies.filter(|_| humans >= r.min_players && humans <= r.max_players)
        else {
            return Err(SetupError::PlayerCount {
                given: humans,
                min: r.min_players,
                max: r.max_players,
            });
        };
        r.check().map_err(SetupError::Combination)?;
        board_fits(r, &self.map)?;
        if r.victory == Victory::Team && humans % 2 != 0 {
            return Err(SetupError::Combination(
                "Team RISK needs an even number of players (4 or 6) in two teams",
            ));
        }
        // Neutral armies sit after the players.
        let n = humans + r.neutrals;
        let map = self.map;
        let colors = self.colors.iter().copied().chain(n..);
        let seats = colors
            .take(n as usize)
            .enumerate()
            .map(|(i, color)| SeatState {
                setup_left: if i < humans as usize {
                    armies
                } else {
                    r.neutral_armies
                },
                color,
                ..SeatState::default()
            })
            .collect();
        let mut game = Game {
            map_name: map.name.clone(),
            owner: vec![None; t],
            armies: vec![0; t],
            seats,
            deck: Vec::new(),
            discard: Vec::new(),
            sets_traded: 0,
            current: PlayerId(0),
            turn: 0,
            phase: Phase::Claim,
            rng: ChaCha8Rng::seed_from_u64(self.seed),
            this_turn: TurnState::default(),
            setup_round: SetupRound::default(),
            hqs: Headquarters::default(),
            cities: Set::EMPTY,
            objectives: ObjectivesBoard::default(),
            units: if r.victory == Victory::Team {
                vec![vec![0; n as usize]; t]
            } else {
                Vec::new()
            },
            hidden: Vec::new(),
            ranked: false,
            round: 0,
            rules: self.rules,
            map,
        };
        let mut events = Vec::new();
        if game.rules.setup == Setup::Deal {
            game.deal(&mut events);
        }
        game.deck = (0..game.card_count() as u16).map(CardId).collect();
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

/// Refuses a board these rules cannot be played on, saying why: Basic Training's cities and
/// Objectives are printed on the classic board; the other Objectives name three continents.
pub fn board_fits(r: &Rules, map: &Map) -> Result<(), SetupError> {
    if (r.cities == Cities::Listed || r.objectives == Objectives::BasicTraining) && !is_classic(map)
    {
        return Err(SetupError::Board(format!(
            "Basic Training needs the classic board: its 15 cities and its Objectives are the \
             ones printed on it, by name. On '{}', play command-room or world-conquest (cities \
             at random, Objectives from the board's own continents).",
            map.name
        )));
    }
    let continents = map.continents().len();
    if r.objectives != Objectives::None && continents < 3 {
        return Err(SetupError::Board(format!(
            "the Objectives ask for three named continents and two of your choice; '{}' has \
             {continents}. Pick a board with three or more continents, or a preset without \
             Objectives.",
            map.name
        )));
    }
    Ok(())
}

impl Game {
    /// 003 Secret Mission setup: shuffle the territory cards and deal them round-robin.
    pub(in crate::engine) fn deal(&mut self, events: &mut impl Log) {
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
            self.seats[p.index()].setup_left -= 1;
            dealt[p.index()].push(t);
        }
        for (p, territories) in dealt.into_iter().enumerate() {
            events.log(|| Event::Dealt {
                player: PlayerId(p as u8),
                territories,
            });
        }
        self.phase = Phase::PlaceSetup;
    }
}
