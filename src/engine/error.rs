//! Why an action was refused. Each reason carries the data needed to say what was wrong and
//! what is allowed now; `Game::explain` turns it into a sentence with territory names.

use super::edition::Objective;
use super::ids::{CardId, PlayerId, Set, TerritoryId};

/// What the current player is expected to do, used in "wrong phase" messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    Claim,
    PlaceSetup { left: u16 },
    ChooseHq,
    Draft { left: u16 },
    TradeDown { cards: u8 },
    Attack,
    Occupy { to: TerritoryId, min: u16, max: u16 },
    Fortify,
    Over { winner: PlayerId },
    Ended,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleViolation {
    #[error("the game is over")]
    GameOver { winner: PlayerId },
    #[error("the game ended without a winner")]
    Ended,
    #[error("player {player:?} is not in this game")]
    NotAPlayer { player: PlayerId },
    #[error("it is not your turn")]
    NotYourTurn { current: PlayerId },
    #[error("that action is not allowed now")]
    WrongPhase {
        action: &'static str,
        expected: Expected,
    },
    #[error("territory is not yours")]
    NotYours {
        territory: TerritoryId,
        owner: Option<PlayerId>,
    },
    #[error("territory is already claimed")]
    AlreadyClaimed {
        territory: TerritoryId,
        owner: PlayerId,
    },
    #[error("cannot attack your own territory")]
    OwnTerritory {
        from: TerritoryId,
        to: TerritoryId,
        allowed: Set,
    },
    #[error("territories are not adjacent")]
    NotAdjacent {
        from: TerritoryId,
        to: TerritoryId,
        allowed: Set,
    },
    #[error("too few armies")]
    TooFewArmies {
        territory: TerritoryId,
        have: u16,
        need: u16,
    },
    #[error("attacker dice out of range")]
    AttackerDice { given: u8, max: u8 },
    #[error("defender dice out of range")]
    DefenderDice { given: u8, max: u8 },
    #[error("troops out of range")]
    Troops { given: u16, min: u16, max: u16 },
    #[error("stop_at must be below the armies in the attacking territory")]
    StopAt { given: u16, have: u16 },
    #[error("you must trade cards first")]
    MustTrade { cards: u8 },
    #[error("card not in hand")]
    NotInHand { card: CardId },
    #[error("cards do not form a set")]
    NotASet { cards: [CardId; 3] },
    #[error("no trading now")]
    NoTradeNow { cards: u8, reason: TradeWindow },
    #[error("territories are not connected")]
    NotConnected {
        from: TerritoryId,
        to: TerritoryId,
        allowed: Set,
    },
    #[error("same territory twice")]
    SameTerritory { territory: TerritoryId },
    #[error("armies left to place")]
    ArmiesLeft { left: u16 },
    #[error("not that placement now")]
    SetupQuota { own: u16, neutral: bool },
    /// Simultaneous placement: this player has placed every starting army; the others have not.
    #[error("every starting army already placed")]
    AllPlaced,
    #[error("not allowed with the neutral armies")]
    Allies { reason: AllyRefusal },
    #[error("star cards must show 2 to 10 stars")]
    Stars { stars: u32 },
    /// The +2 for an occupied card territory (002, 003) may go only on one of `eligible`: the
    /// traded cards' territories the trader occupies (empty when this trade earns no +2).
    #[error("the +2 cannot go on that territory")]
    BonusTerritory { given: TerritoryId, eligible: Set },
    /// 000/001 Objectives: `given` is not among the Objectives the player may take now
    /// (`eligible`, empty when none is achieved or none may be taken now); `given: None` with
    /// Objectives eligible: a card is discarded only when taking one (001).
    #[error("that Objective cannot be taken now")]
    NoObjective {
        given: Option<Objective>,
        eligible: Vec<Objective>,
    },
    #[error("too many armies for one territory")]
    ArmyCap {
        territory: TerritoryId,
        room: u16,
        cap: u16,
    },
}

/// Why a bribe, an ally's reinforcement or an ally's move was refused (004 active neutrals).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AllyRefusal {
    /// These rules have passive neutrals (or none).
    NoActiveNeutrals,
    /// The seat named is not a neutral army still in the game.
    NotANeutral,
    /// Bribes are given at the start of the turn, before the reinforcements are all placed.
    BribeTime,
    /// A neutral holding 5 cards can no longer be bribed.
    FullHand,
    /// At most two cards to one neutral in a turn.
    TwoPerTurn,
    /// The neutral is already your ally.
    AlreadyAllied,
    /// The territory is not held by one of your allies.
    NotYourAlly,
    /// Allies are reinforced after your own reinforcements and before your first attack.
    ReinforceTime,
    /// Each ally is reinforced once per turn.
    AlreadyReinforced,
    /// Each ally makes one free move per turn.
    AlreadyMoved,
    /// No ally's die was rolled just before: its armies are divided right after the roll.
    NoRollToDivide,
    /// A die's armies are divided among the territories of the ally it was rolled for.
    OtherAlly,
}

/// When trading is allowed, for `NoTradeNow`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TradeWindow {
    /// Only at the start of a turn (or after an elimination with too many cards).
    StartOfTurn,
    /// After an elimination trading stops once the hand is down to the limit.
    DownTo(u8),
}
