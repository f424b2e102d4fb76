//! Sentences for refused actions: what was wrong and what is allowed now, with territory names.
//! Player names come from the caller (the engine knows only seat numbers).

use super::error::{AllyRefusal, Expected, RuleViolation as V, TradeWindow};
use super::game::{Game, Phase};
use super::ids::{PlayerId, Set, TerritoryId};

impl Game {
    /// Explains `v` to a reader with `view`, in the words of `explain` but for what the reader
    /// cannot see under fog: another's territory's owner, and what another seat must do on
    /// its turn (its reinforcements tell of its territories).
    pub fn explain_for(
        &self,
        v: &V,
        view: &super::fog::View,
        who: &dyn Fn(PlayerId) -> String,
    ) -> String {
        let someone = |_: PlayerId| "another player".to_string();
        match v {
            V::NotYours {
                territory,
                owner: Some(_),
            } if !view.sees_owner(*territory) => self.explain(
                &V::NotYours {
                    territory: *territory,
                    owner: None,
                },
                who,
            ),
            V::AlreadyClaimed { territory, .. } if !view.sees_owner(*territory) => {
                self.explain(v, &someone)
            }
            V::NotYourTurn { current }
                if !view.is_clear() && view.reader() != super::fog::Reader::Seat(*current) =>
            {
                format!("It is {}'s turn.", who(*current))
            }
            _ => self.explain(v, who),
        }
    }

    /// Explains `v` in one or two sentences; `who` names a seat.
    pub fn explain(&self, v: &V, who: &dyn Fn(PlayerId) -> String) -> String {
        let name = |t: TerritoryId| self.map.name(t).to_string();
        match v {
            V::GameOver { winner } => format!("The game is over: {} won.", who(*winner)),
            V::Ended => "The game is over: it ended without a winner.".into(),
            V::NotAPlayer { .. } => "You are not playing in this game.".into(),
            V::NotYourTurn { current } => format!(
                "It is {}'s turn; they must {}.",
                who(*current),
                self.describe(self.expected())
            ),
            V::WrongPhase { action, expected } => {
                format!("You cannot {action} now: {}.", self.describe(*expected))
            }
            V::NotYours {
                territory,
                owner: Some(o),
            } => format!(
                "{} belongs to {}, not you. Yours: {}.",
                name(*territory),
                who(*o),
                self.choices(self.territories_of(self.current()), YOURS)
            ),
            V::NotYours { territory, .. } if territory.index() >= self.map.territory_count() => {
                "There is no such territory on this map.".into()
            }
            V::NotYours { territory, .. } => format!(
                "{} is not yours. Yours: {}.",
                name(*territory),
                self.choices(self.territories_of(self.current()), YOURS)
            ),
            V::AlreadyClaimed { territory, owner } => format!(
                "{} is already claimed by {}. Still free: {}.",
                name(*territory),
                who(*owner),
                self.choices(
                    self.map.territory_ids().filter(|&t| self.owner(t).is_none()).collect(),
                    "/board continent: shows which, continent by continent"
                )
            ),
            V::OwnTerritory { from, to, allowed }
                if self.owner(*to).is_some_and(|o| o != self.current()) =>
            {
                format!(
                    "{} is held by your own side. From {} you can attack: {}.",
                    name(*to),
                    name(*from),
                    self.choices(*allowed, NEIGHBOURS)
                )
            }
            V::OwnTerritory { from, to, allowed } => format!(
                "{} is yours. From {} you can attack: {}.",
                name(*to),
                name(*from),
                self.choices(*allowed, NEIGHBOURS)
            ),
            V::NotAdjacent { from, to, allowed } => format!(
                "{} does not border {}. From {} you can attack: {}.",
                name(*from),
                name(*to),
                name(*from),
                self.choices(*allowed, NEIGHBOURS)
            ),
            V::TooFewArmies {
                territory,
                have,
                need,
            } => format!(
                "{} has {} {}; you need at least {} to attack from it.",
                name(*territory),
                have,
                plural(*have, "army", "armies"),
                need
            ),
            V::AttackerDice { given, max } => {
                format!("You cannot roll {given} dice here: choose 1 to {max}.")
            }
            V::DefenderDice { given, max } => {
                format!("The defender cannot roll {given} dice here: choose 1 to {max}.")
            }
            V::Troops { given, max: 0, .. } => format!(
                "None can move from there: one army always stays behind (you asked for {given})."
            ),
            V::Troops { given, min, max } => {
                format!("{given} is out of range: choose {}.", range(*min, *max))
            }
            V::StopAt { given: 0, have } => format!(
                "stop_at is how many armies stay in the attacking territory, at least 1: choose 1 to {}.",
                have - 1
            ),
            V::StopAt { given, have } => format!(
                "stop_at {given} would not attack at all: the territory has {have}; choose 1 to {}.",
                have - 1
            ),
            V::MustTrade { cards } => format!(
                "You hold {cards} cards: trade a set first (/trade), then place your armies."
            ),
            V::NotInHand { .. } => "That card is not in your hand (see /hand).".into(),
            V::NotASet { .. } => "Those cards are not a set: three of a design, one of each \
                design, or any two with a wild."
                .into(),
            V::NoTradeNow {
                reason: TradeWindow::StartOfTurn,
                ..
            } => format!(
                "Cards are traded only at the start of your turn; now you {}.",
                self.describe(self.expected())
            ),
            V::NoTradeNow {
                cards,
                reason: TradeWindow::DownTo(n),
            } => format!("You hold {cards} cards: trading stops at {n} or fewer."),
            V::NotConnected { from, to, allowed } => format!(
                "You cannot move armies from {} to {}. Allowed destinations: {}.",
                name(*from),
                name(*to),
                self.choices(*allowed, NEIGHBOURS)
            ),
            V::SameTerritory { territory } => {
                format!("{} was named twice; pick two different territories.", name(*territory))
            }
            V::SetupQuota { own, neutral: true } => {
                let owed: Vec<String> =
                    self.players().filter(|&q| self.neutral_owed(q)).map(who).collect();
                let whose = if owed.is_empty() {
                    "a neutral territory".to_string()
                } else {
                    format!("a territory of {}", owed.join(" or "))
                };
                format!("This round you still place {own} on your own territories and 1 on {whose}.")
            }
            V::AllPlaced => {
                let waiting: Vec<String> = self.still_placing().into_iter().map(who).collect();
                format!(
                    "All your starting armies are placed; they are revealed together when {} {} done.",
                    waiting.join(" and "),
                    if waiting.len() == 1 { "is" } else { "are" }
                )
            }
            V::SetupQuota { own, neutral: false } => format!(
                "This round you still place {own} on your own territories and none on neutral ones."
            ),
            V::Allies { reason } => match reason {
                AllyRefusal::NoActiveNeutrals => {
                    "These rules have no active neutral armies to bribe or command.".into()
                }
                AllyRefusal::NotANeutral => "That is not a neutral army still in the game.".into(),
                AllyRefusal::BribeTime => format!(
                    "Bribes are given at the start of your turn, before your troops are drafted; now you {}.",
                    self.describe(self.expected())
                ),
                AllyRefusal::FullHand => "That neutral already holds 5 cards and can no longer be bribed.".into(),
                AllyRefusal::TwoPerTurn => "You have given that neutral two cards this turn, the most allowed.".into(),
                AllyRefusal::AlreadyAllied => "That neutral is already your ally.".into(),
                AllyRefusal::NotYourAlly => "That territory is not held by one of your allies.".into(),
                AllyRefusal::ReinforceTime => "Allies are reinforced after your own draft and before your first attack.".into(),
                AllyRefusal::AlreadyReinforced => "You have already reinforced that ally this turn.".into(),
                AllyRefusal::AlreadyMoved => "That ally has already made its free move this turn.".into(),
                AllyRefusal::NoRollToDivide => "An ally's die is divided right after it is rolled (/ally territory, then /ally territory troops for each other territory).".into(),
                AllyRefusal::OtherAlly => format!(
                    "The die's armies go only to territories of the ally it was rolled for: {}.",
                    self.ally_roll_choices()
                ),
            },
            V::Stars { stars } => format!(
                "Those cards show {stars} {}: turn in cards showing 2 to 10 stars together.",
                if *stars == 1 { "star" } else { "stars" }
            ),
            V::ArmyCap {
                territory,
                room: 0,
                cap,
            } => format!(
                "{} already holds {cap} armies, the most one territory may hold; choose another.",
                name(*territory)
            ),
            V::ArmyCap {
                territory,
                room,
                cap,
            } => format!(
                "{} can take only {room} more {} (at most {cap} per territory).",
                name(*territory),
                plural(*room, "army", "armies")
            ),
            V::BonusTerritory { given, eligible } if eligible.is_empty() => format!(
                "This trade earns no +2, so it cannot go on {}: {}.",
                name(*given),
                self.no_bonus_reason()
            ),
            V::BonusTerritory { given, eligible } => format!(
                "The +2 goes on a traded card's territory that you occupy, not on {}. Choose \
                 one of: {}.",
                name(*given),
                self.list(*eligible)
            ),
            V::NoObjective { .. } if self.rules.objectives == super::rules::Objectives::None => {
                "These rules have no Objectives.".into()
            }
            V::NoObjective { given: None, eligible } if !eligible.is_empty() => format!(
                "A card is discarded only when taking an Objective: choose one of {}.",
                self.objective_list(eligible)
            ),
            V::NoObjective { eligible, .. } if eligible.is_empty() => {
                "No Objective can be taken now: one is taken after attacking, when achieved this \
                 turn, once per turn."
                    .into()
            }
            V::NoObjective { eligible, .. } => format!(
                "You may take one of: {} (or none: /objective without a name).",
                self.objective_list(eligible)
            ),
            V::ArmiesLeft { left } => format!(
                "Place your remaining {left} {} first (/draft).",
                plural(*left, "army", "armies")
            ),
        }
    }

    /// The other territories of the ally whose die was just rolled, by name.
    fn ally_roll_choices(&self) -> String {
        let Some((from, _)) = self.this_turn.neutrals.ally_roll else {
            return "none".into();
        };
        let mut set = self
            .owner(from)
            .map(|q| self.seats[q.index()].owned)
            .unwrap_or_default();
        set.remove(from);
        self.choices(set, "/board player lists them")
    }

    /// Why a trade earns no occupied-territory +2 (for `BonusTerritory` with none eligible).
    fn no_bonus_reason(&self) -> &'static str {
        use super::rules::TerritoryBonus;
        match self.rules.territory_bonus {
            TerritoryBonus::None => "this game gives no bonus for occupied card territories",
            TerritoryBonus::OncePerTurn if self.this_turn.bonus_taken => {
                "you have had this turn's 2 extra armies already"
            }
            _ => "none of these cards shows a territory you occupy",
        }
    }

    /// A phrase for what the current player is expected to do.
    pub fn describe(&self, e: Expected) -> String {
        match e {
            Expected::Claim => "claim a free territory (/claim)".into(),
            Expected::ChooseHq if self.rules.capitals != super::rules::Capitals::None => {
                "place your capital on one of your territories (/hq)".into()
            }
            Expected::ChooseHq => {
                "secretly choose a Headquarters among your territories (/hq)".into()
            }
            // With neutrals (two players), a setup round is some armies of your own and one
            // for a neutral.
            Expected::PlaceSetup { left }
                if self.rules.neutrals > 0 && !self.placing_simultaneously() =>
            {
                match self.setup_quota() {
                    (0, true) => format!(
                        "place 1 army on a neutral territory (/draft); {left} of your own left"
                    ),
                    (own, true) => format!(
                        "place {own} {} on your territories and 1 on a neutral one this round \
                         ({left} of your own left, /draft)",
                        plural(own, "army", "armies")
                    ),
                    (own, false) => format!(
                        "place {own} {} on your territories this round ({left} left, /draft)",
                        plural(own, "army", "armies")
                    ),
                }
            }
            Expected::PlaceSetup { left } => {
                format!("place starting armies ({left} left, /draft)")
            }
            Expected::Draft { left } => {
                format!("draft {left} {} (/draft)", plural(left, "troop", "troops"))
            }
            Expected::TradeDown { cards } => {
                format!("trade a set of cards (holding {cards}, /trade)")
            }
            Expected::Attack => {
                "attack (/attack), fortify (/fortify) or end the attack (/end)".into()
            }
            // Going on settles the move-in at its minimum (`settle_move_in`), except before a
            // trade-down.
            Expected::Occupy { to, min, max }
                if matches!(
                    self.phase,
                    Phase::Occupy {
                        trade_down: false,
                        ..
                    }
                ) =>
            {
                format!(
                    "choose how many troops end up in {}: {} (/move), or go on (/attack, \
                     /fortify, /end) with the {min} moved in",
                    self.map.name(to),
                    range(min, max)
                )
            }
            Expected::Occupy { to, min, max } => format!(
                "move troops into {} first: {} (/move)",
                self.map.name(to),
                range(min, max)
            ),
            Expected::Fortify => "fortify (/fortify) or end the turn (/end)".into(),
            Expected::Over { .. } | Expected::Ended => "nothing: the game is over".into(),
        }
    }

    /// Objectives by their printed names, joined for a sentence.
    pub fn objective_list(&self, objectives: &[super::edition::Objective]) -> String {
        let names: Vec<String> = objectives
            .iter()
            .map(|o| format!("“{}”", o.describe(&self.map)))
            .collect();
        names.join(", ")
    }

    /// The territories of `s` by name when there are at most 10; otherwise how many there are and
    /// `how` to list them.
    pub fn choices(&self, s: Set, how: &str) -> String {
        match s.len() {
            0..=10 => self.list(s),
            n => format!("{n} territories ({how})"),
        }
    }

    /// Territory names joined for a sentence; "none" when empty.
    pub fn list(&self, s: Set) -> String {
        if s.is_empty() {
            return "none".into();
        }
        s.iter()
            .map(|t| self.map.name(t))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// How to see all of one's territories, for refusals that would list too many.
const YOURS: &str = "/board player:me lists them";

/// How to see a territory's neighbours, for refusals that would list too many (a territory
/// of a large board may border dozens).
const NEIGHBOURS: &str = "/territory shows a territory's neighbours";

fn range(min: u16, max: u16) -> String {
    if min == max {
        format!("exactly {min}")
    } else {
        format!("{min}–{max}")
    }
}

/// The noun for `n` of a thing: `one` for 1, else `many`.
pub(crate) fn plural<'a>(n: impl Into<u64>, one: &'a str, many: &'a str) -> &'a str {
    if n.into() == 1 {
        one
    } else {
        many
    }
}
