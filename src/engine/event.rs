//! What happened: the engine's output for every accepted action, also the game's history.

use serde::{Deserialize, Serialize};

use super::edition::{Objective, Reward};
use super::ids::{CardId, PlayerId, TerritoryId};
use super::mission::RankedMission;

/// The faces of one side's dice in one battle, sorted high to low.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    pub faces: [u8; 3],
    pub count: u8,
}

impl Roll {
    pub fn faces(&self) -> &[u8] {
        &self.faces[..self.count as usize]
    }
}

/// Command Room dice in one battle: the bonus attack and defence dice rolled (their faces),
/// and whether an Airfield added 1 to each side's highest die.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BonusDice {
    pub attack_die: Option<u8>,
    pub defense_die: Option<u8>,
    pub attacker_airfield: bool,
    pub defender_airfield: bool,
}

/// The state of a battle after one roll: the defending player and the armies left in the
/// attacking and the defending territory (0 there: it fell).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleAfter {
    pub holder: PlayerId,
    pub attacker_left: u16,
    pub defender_left: u16,
}

/// A die re-rolled with a card showing one of the battle's territories (experts' variation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reroll {
    pub card: CardId,
    pub before: u8,
    pub after: u8,
    /// The die re-rolled was one of the defender's (`RerollDie::Any`).
    #[serde(default)]
    pub defender: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum Event {
    Claimed {
        player: PlayerId,
        territory: TerritoryId,
    },
    /// Territories dealt from the cards at setup (each with one army).
    Dealt {
        player: PlayerId,
        territories: Vec<TerritoryId>,
    },
    Placed {
        player: PlayerId,
        territory: TerritoryId,
        armies: u16,
    },
    /// Simultaneous placement: `player` placed `armies` starting armies, where is secret.
    PlacedHidden {
        player: PlayerId,
        armies: u16,
    },
    /// Simultaneous placement: everyone is done; every hidden placement, now on the board.
    PlacementsRevealed {
        placed: Vec<(PlayerId, TerritoryId, u16)>,
    },
    /// Every starting army is on the board; turns begin.
    SetupComplete,
    TurnStarted {
        player: PlayerId,
        turn: u32,
        armies: u16,
    },
    Traded {
        player: PlayerId,
        cards: [CardId; 3],
        armies: u16,
        /// The +2 armies placed on a traded card's territory, if any.
        bonus: Option<(TerritoryId, u16)>,
    },
    Battle {
        from: TerritoryId,
        to: TerritoryId,
        attacker: Roll,
        defender: Roll,
        attacker_losses: u16,
        defender_losses: u16,
        /// Experts' re-roll: the card shown and the attacker's die before and after.
        #[serde(default)]
        reroll: Option<Reroll>,
        /// Experts' Commander: the attacker's die (its face before) that was turned to a 6.
        #[serde(default)]
        commander: Option<u8>,
        /// Command Room: bonus dice and Airfields in this battle.
        #[serde(default)]
        bonus: Option<BonusDice>,
        /// Who defended and the armies left on both sides after this roll (`None` in logs
        /// written before it was recorded).
        #[serde(default)]
        after: Option<BattleAfter>,
    },
    /// Command Room: a Reward taken with its Objective.
    RewardGained {
        player: PlayerId,
        reward: Reward,
    },
    /// Command Room: an Airfield placed (`auto`: at the end of the turn, by the engine).
    AirfieldPlaced {
        player: PlayerId,
        territory: TerritoryId,
        auto: bool,
    },
    /// Command Room: an Airfield lost with its territory.
    AirfieldDestroyed {
        player: PlayerId,
        territory: TerritoryId,
    },
    /// Mission RISK: a completed mission shown and claimed (public from now on).
    MissionClaimed {
        player: PlayerId,
        mission: RankedMission,
    },
    /// Mission RISK: after three claims the last mission is revealed to everyone.
    MissionRevealed {
        player: PlayerId,
        mission: RankedMission,
    },
    /// 004 active neutrals: a card given face down to a neutral (`card` is secret: see
    /// `public`), moving its status one step towards the briber.
    Bribed {
        player: PlayerId,
        neutral: PlayerId,
        card: Option<CardId>,
        ally: Option<PlayerId>,
    },
    /// 004 active neutrals: the status die after an invasion involving a neutral; 1–4 moves it
    /// one step away from the invader.
    StatusRolled {
        neutral: PlayerId,
        roll: u8,
        ally: Option<PlayerId>,
    },
    /// 004 active neutrals: an ally reinforced with one die's worth of armies.
    AllyReinforced {
        player: PlayerId,
        ally: PlayerId,
        territory: TerritoryId,
        armies: u16,
    },
    /// 004 active neutrals, STEP 3: part of an ally's die moved from the territory it was
    /// rolled onto to another territory of the same ally (dividing the reinforcement).
    AllyArmiesDivided {
        player: PlayerId,
        ally: PlayerId,
        from: TerritoryId,
        to: TerritoryId,
        armies: u16,
    },
    /// Team RISK: the team's cards handed to the next player of the team.
    HandPassed {
        from: PlayerId,
        to: PlayerId,
        cards: u8,
    },
    /// A capital placed (000 edition): public.
    CapitalPlaced {
        player: PlayerId,
        territory: TerritoryId,
    },
    /// An Objective collected after attacking (000 edition): no card this turn.
    ObjectiveCollected {
        player: PlayerId,
        objective: Objective,
    },
    /// The player declined the Objectives achieved this turn (000: "you may take that
    /// Objective"); a conquest still earns a card.
    ObjectiveDeclined {
        player: PlayerId,
    },
    /// A card discarded from the hand on collecting an Objective (001, HOW TO COLLECT
    /// OBJECTIVES: "you may discard a card from your hand"); it goes to the discard pile.
    CardDiscarded {
        player: PlayerId,
        card: CardId,
    },
    /// Objectives taken from an eliminated player (000 edition).
    ObjectivesTaken {
        player: PlayerId,
        from: PlayerId,
        count: u8,
    },
    /// Star cards turned in (000 edition).
    StarsTraded {
        player: PlayerId,
        cards: Vec<CardId>,
        stars: u8,
        armies: u16,
    },
    /// Experts' army cap: reinforcements with no territory left to hold them are lost.
    ArmiesLost {
        player: PlayerId,
        armies: u16,
    },
    /// The defenders of `to` are gone; `moved` armies went in already, up to `max` may follow.
    Conquered {
        player: PlayerId,
        from: TerritoryId,
        to: TerritoryId,
        moved: u16,
        max: u16,
    },
    Occupied {
        from: TerritoryId,
        to: TerritoryId,
        armies: u16,
    },
    Eliminated {
        player: PlayerId,
        by: PlayerId,
        cards_taken: u8,
    },
    /// A card was drawn at the end of a turn with a conquest. `card` is secret: see `public`.
    CardDrawn {
        player: PlayerId,
        card: Option<CardId>,
    },
    DeckReshuffled {
        cards: u16,
    },
    Fortified {
        from: TerritoryId,
        to: TerritoryId,
        armies: u16,
    },
    AttackEnded {
        player: PlayerId,
    },
    TurnEnded {
        player: PlayerId,
    },
    GameOver {
        winner: PlayerId,
    },
    /// The game ended without a winner: no seat was left that a person plays.
    GameEnded,
    /// Secret missions were dealt (which is secret: see `Game::mission`).
    MissionsDealt,
    /// The winner's mission, revealed.
    MissionCompleted {
        player: PlayerId,
        mission: super::mission::Mission,
    },
    /// A player chose a Headquarters; `territory` is secret until all are revealed.
    HqChosen {
        player: PlayerId,
        territory: Option<TerritoryId>,
    },
    /// Every Headquarters, revealed together.
    HqsRevealed {
        hqs: Vec<(PlayerId, TerritoryId)>,
    },
    /// A Headquarters changed hands (its card goes to the conqueror).
    HqCaptured {
        player: PlayerId,
        from: PlayerId,
        territory: TerritoryId,
    },
}

impl Event {
    /// The event as everyone may see it: hidden card identities and Headquarters removed.
    /// Decided per variant: a new event must say whether it holds a secret.
    pub fn public(&self) -> Event {
        match self {
            Event::CardDrawn { player, .. } => Event::CardDrawn {
                player: *player,
                card: None,
            },
            Event::HqChosen { player, .. } => Event::HqChosen {
                player: *player,
                territory: None,
            },
            Event::Bribed {
                player,
                neutral,
                ally,
                ..
            } => Event::Bribed {
                player: *player,
                neutral: *neutral,
                card: None,
                ally: *ally,
            },
            // Public as they are: nothing in them is secret (missions appear only once shown
            // or won; traded and discarded cards are shown face up).
            Event::Claimed { .. }
            | Event::Dealt { .. }
            | Event::Placed { .. }
            | Event::PlacedHidden { .. }
            | Event::PlacementsRevealed { .. }
            | Event::SetupComplete
            | Event::TurnStarted { .. }
            | Event::Traded { .. }
            | Event::Battle { .. }
            | Event::RewardGained { .. }
            | Event::AirfieldPlaced { .. }
            | Event::AirfieldDestroyed { .. }
            | Event::MissionClaimed { .. }
            | Event::MissionRevealed { .. }
            | Event::StatusRolled { .. }
            | Event::AllyReinforced { .. }
            | Event::AllyArmiesDivided { .. }
            | Event::HandPassed { .. }
            | Event::CapitalPlaced { .. }
            | Event::ObjectiveCollected { .. }
            | Event::ObjectiveDeclined { .. }
            | Event::CardDiscarded { .. }
            | Event::ObjectivesTaken { .. }
            | Event::StarsTraded { .. }
            | Event::ArmiesLost { .. }
            | Event::Conquered { .. }
            | Event::Occupied { .. }
            | Event::Eliminated { .. }
            | Event::DeckReshuffled { .. }
            | Event::Fortified { .. }
            | Event::AttackEnded { .. }
            | Event::TurnEnded { .. }
            | Event::GameOver { .. }
            | Event::GameEnded
            | Event::MissionsDealt
            | Event::MissionCompleted { .. }
            | Event::HqsRevealed { .. }
            | Event::HqCaptured { .. } => self.clone(),
        }
    }

    /// The player allowed to see this event in full, when it holds secrets: exactly the
    /// events `public` changes.
    pub fn private_to(&self) -> Option<PlayerId> {
        match self {
            Event::CardDrawn {
                player,
                card: Some(_),
            }
            | Event::HqChosen {
                player,
                territory: Some(_),
            }
            | Event::Bribed {
                player,
                card: Some(_),
                ..
            } => Some(*player),
            Event::CardDrawn { card: None, .. }
            | Event::HqChosen {
                territory: None, ..
            }
            | Event::Bribed { card: None, .. }
            | Event::Claimed { .. }
            | Event::Dealt { .. }
            | Event::Placed { .. }
            | Event::PlacedHidden { .. }
            | Event::PlacementsRevealed { .. }
            | Event::SetupComplete
            | Event::TurnStarted { .. }
            | Event::Traded { .. }
            | Event::Battle { .. }
            | Event::RewardGained { .. }
            | Event::AirfieldPlaced { .. }
            | Event::AirfieldDestroyed { .. }
            | Event::MissionClaimed { .. }
            | Event::MissionRevealed { .. }
            | Event::StatusRolled { .. }
            | Event::AllyReinforced { .. }
            | Event::AllyArmiesDivided { .. }
            | Event::HandPassed { .. }
            | Event::CapitalPlaced { .. }
            | Event::ObjectiveCollected { .. }
            | Event::ObjectiveDeclined { .. }
            | Event::CardDiscarded { .. }
            | Event::ObjectivesTaken { .. }
            | Event::StarsTraded { .. }
            | Event::ArmiesLost { .. }
            | Event::Conquered { .. }
            | Event::Occupied { .. }
            | Event::Eliminated { .. }
            | Event::DeckReshuffled { .. }
            | Event::Fortified { .. }
            | Event::AttackEnded { .. }
            | Event::TurnEnded { .. }
            | Event::GameOver { .. }
            | Event::GameEnded
            | Event::MissionsDealt
            | Event::MissionCompleted { .. }
            | Event::HqsRevealed { .. }
            | Event::HqCaptured { .. } => None,
        }
    }
}

/// Where actions write their events: a `Vec<Event>` keeps them; `NoLog` keeps none, and an
/// event is built only where it is kept (simulations that keep no history build none).
pub trait Log {
    /// Keeps the event `make` builds, if this log keeps events.
    fn log(&mut self, make: impl FnOnce() -> Event);
    /// How many events are kept (to put back an undone step's events).
    fn kept(&self) -> usize;
    /// Drops the events after the first `kept`.
    fn truncate(&mut self, kept: usize);
}

impl Log for Vec<Event> {
    #[inline]
    fn log(&mut self, make: impl FnOnce() -> Event) {
        self.push(make())
    }
    fn kept(&self) -> usize {
        self.len()
    }
    fn truncate(&mut self, kept: usize) {
        Vec::truncate(self, kept)
    }
}

/// A log that keeps no events.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoLog;

impl Log for NoLog {
    #[inline]
    fn log(&mut self, _: impl FnOnce() -> Event) {}
    fn kept(&self) -> usize {
        0
    }
    fn truncate(&mut self, _: usize) {}
}
