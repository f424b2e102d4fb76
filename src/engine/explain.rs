//! Sentences for refused actions: what was wrong and what is allowed now, with territory names.
//! Player names come from the caller (the engine knows only seat numbers).

use super::error::{AllyRefusal, Expected, RuleViolation as V, TradeWindow};
use super::game::{Game, Phase};
use super::ids::{PlayerId, Set, TerritoryId};
use crate::t;

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
        let someone = |_: PlayerId| t!("eng-another-player");
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
                t!("eng-whose-turn", name = who(*current))
            }
            _ => self.explain(v, who),
        }
    }

    /// Explains `v` in one or two sentences, in the language in force; `who` names a seat.
    pub fn explain(&self, v: &V, who: &dyn Fn(PlayerId) -> String) -> String {
        let name = |t: TerritoryId| crate::i18n::names::place(&self.map, t);
        let yours = || self.choices(self.territories_of(self.current()), &t!("eng-how-yours"));
        let neighbours = |allowed: Set| self.choices(allowed, &t!("eng-how-neighbours"));
        let now = || self.describe(self.expected());
        match v {
            V::GameOver { winner } => t!("eng-game-over-won", name = who(*winner)),
            V::Ended => t!("eng-game-ended"),
            V::NotAPlayer { .. } => t!("eng-not-a-player"),
            V::NotYourTurn { current } => {
                t!("eng-not-your-turn", name = who(*current), expected = now())
            }
            V::WrongPhase { action, expected } => t!(
                "eng-wrong-phase",
                action = action_words(action),
                expected = self.describe(*expected)
            ),
            V::NotYours {
                territory,
                owner: Some(o),
            } => t!(
                "eng-belongs-to",
                territory = name(*territory),
                owner = who(*o),
                yours = yours()
            ),
            V::NotYours { territory, .. } if territory.index() >= self.map.territory_count() => {
                t!("eng-no-such-territory")
            }
            V::NotYours { territory, .. } => {
                t!(
                    "eng-not-yours",
                    territory = name(*territory),
                    yours = yours()
                )
            }
            V::AlreadyClaimed { territory, owner } => t!(
                "eng-already-claimed",
                territory = name(*territory),
                owner = who(*owner),
                free = self.choices(
                    self.map
                        .territory_ids()
                        .filter(|&t| self.owner(t).is_none())
                        .collect(),
                    &t!("eng-how-free")
                )
            ),
            V::OwnTerritory { from, to, allowed }
                if self.owner(*to).is_some_and(|o| o != self.current()) =>
            {
                t!(
                    "eng-own-side",
                    to = name(*to),
                    from = name(*from),
                    allowed = neighbours(*allowed)
                )
            }
            V::OwnTerritory { from, to, allowed } => t!(
                "eng-own-territory",
                to = name(*to),
                from = name(*from),
                allowed = neighbours(*allowed)
            ),
            V::NotAdjacent { from, to, allowed } => t!(
                "eng-not-adjacent",
                from = name(*from),
                to = name(*to),
                allowed = neighbours(*allowed)
            ),
            V::TooFewArmies {
                territory,
                have,
                need,
            } => t!(
                "eng-too-few-armies",
                territory = name(*territory),
                count = *have,
                need = *need
            ),
            V::AttackerDice { given, max } => {
                t!("eng-attacker-dice", given = *given, max = *max)
            }
            V::DefenderDice { given, max } => {
                t!("eng-defender-dice", given = *given, max = *max)
            }
            V::Troops { given, max: 0, .. } => t!("eng-troops-none", given = *given),
            V::Troops { given, min, max } => {
                t!(
                    "eng-troops-range",
                    given = *given,
                    range = range(*min, *max)
                )
            }
            V::StopAt { given: 0, have } => t!("eng-stop-at-zero", max = have - 1),
            V::StopAt { given, have } => t!(
                "eng-stop-at-too-high",
                given = *given,
                have = *have,
                max = have - 1
            ),
            V::MustTrade { cards } => t!("eng-must-trade", count = *cards),
            V::NotInHand { .. } => t!("eng-not-in-hand"),
            V::NotASet { .. } => t!("eng-not-a-set"),
            V::NoTradeNow {
                reason: TradeWindow::StartOfTurn,
                ..
            } => t!("eng-trade-start-of-turn", expected = now()),
            V::NoTradeNow {
                cards,
                reason: TradeWindow::DownTo(n),
            } => t!("eng-trade-down-to", count = *cards, limit = *n),
            V::NotConnected { from, to, allowed } => t!(
                "eng-not-connected",
                from = name(*from),
                to = name(*to),
                allowed = neighbours(*allowed)
            ),
            V::SameTerritory { territory } => {
                t!("eng-same-territory", territory = name(*territory))
            }
            V::SetupQuota { own, neutral: true } => {
                let owed: Vec<String> = self
                    .players()
                    .filter(|&q| self.neutral_owed(q))
                    .map(who)
                    .collect();
                if owed.is_empty() {
                    t!("eng-setup-quota-neutral", count = *own)
                } else {
                    t!(
                        "eng-setup-quota-owed",
                        count = *own,
                        owed = joined(&owed, |a, b| t!("eng-or", first = a, second = b))
                    )
                }
            }
            V::AllPlaced => {
                let waiting: Vec<String> = self.still_placing().into_iter().map(who).collect();
                t!(
                    "eng-all-placed",
                    waiting = joined(&waiting, |a, b| t!("eng-and", first = a, second = b)),
                    count = waiting.len()
                )
            }
            V::SetupQuota {
                own,
                neutral: false,
            } => t!("eng-setup-quota-own", count = *own),
            V::Allies { reason } => match reason {
                AllyRefusal::NoActiveNeutrals => t!("eng-ally-no-active-neutrals"),
                AllyRefusal::NotANeutral => t!("eng-ally-not-a-neutral"),
                AllyRefusal::BribeTime => t!("eng-ally-bribe-time", expected = now()),
                AllyRefusal::FullHand => t!("eng-ally-full-hand"),
                AllyRefusal::TwoPerTurn => t!("eng-ally-two-per-turn"),
                AllyRefusal::AlreadyAllied => t!("eng-ally-already-allied"),
                AllyRefusal::NotYourAlly => t!("eng-ally-not-your-ally"),
                AllyRefusal::ReinforceTime => t!("eng-ally-reinforce-time"),
                AllyRefusal::AlreadyReinforced => t!("eng-ally-already-reinforced"),
                AllyRefusal::AlreadyMoved => t!("eng-ally-already-moved"),
                AllyRefusal::NoRollToDivide => t!("eng-ally-no-roll-to-divide"),
                AllyRefusal::OtherAlly => {
                    t!("eng-ally-other-ally", choices = self.ally_roll_choices())
                }
            },
            V::Stars { stars } => t!("eng-stars", count = *stars),
            V::ArmyCap {
                territory,
                room: 0,
                cap,
            } => t!(
                "eng-army-cap-full",
                territory = name(*territory),
                cap = *cap
            ),
            V::ArmyCap {
                territory,
                room,
                cap,
            } => t!(
                "eng-army-cap-room",
                territory = name(*territory),
                count = *room,
                cap = *cap
            ),
            V::BonusTerritory { given, eligible } if eligible.is_empty() => t!(
                "eng-no-bonus",
                territory = name(*given),
                reason = self.no_bonus_reason()
            ),
            V::BonusTerritory { given, eligible } => t!(
                "eng-bonus-territory",
                territory = name(*given),
                eligible = self.list(*eligible)
            ),
            V::NoObjective { .. } if self.rules.objectives == super::rules::Objectives::None => {
                t!("eng-no-objectives")
            }
            V::NoObjective {
                given: None,
                eligible,
            } if !eligible.is_empty() => t!(
                "eng-objective-discard-only",
                objectives = self.objective_list(eligible)
            ),
            V::NoObjective { eligible, .. } if eligible.is_empty() => t!("eng-objective-none-now"),
            V::NoObjective { eligible, .. } => t!(
                "eng-objective-choose",
                objectives = self.objective_list(eligible)
            ),
            V::ArmiesLeft { left } => t!("eng-armies-left", count = *left),
        }
    }

    /// The other territories of the ally whose die was just rolled, by name.
    fn ally_roll_choices(&self) -> String {
        let Some((from, _)) = self.this_turn.neutrals.ally_roll else {
            return t!("eng-none");
        };
        let mut set = self
            .owner(from)
            .map(|q| self.seats[q.index()].owned)
            .unwrap_or_default();
        set.remove(from);
        self.choices(set, &t!("eng-how-ally"))
    }

    /// Why a trade earns no occupied-territory +2 (for `BonusTerritory` with none eligible).
    fn no_bonus_reason(&self) -> String {
        use super::rules::TerritoryBonus;
        match self.rules.territory_bonus {
            TerritoryBonus::None => t!("eng-no-bonus-rules"),
            TerritoryBonus::OncePerTurn if self.this_turn.bonus_taken => t!("eng-no-bonus-taken"),
            _ => t!("eng-no-bonus-cards"),
        }
    }

    /// A phrase for what the current player is expected to do, in the language in force.
    pub fn describe(&self, e: Expected) -> String {
        match e {
            Expected::Claim => t!("eng-expect-claim"),
            Expected::ChooseHq if self.rules.capitals != super::rules::Capitals::None => {
                t!("eng-expect-capital")
            }
            Expected::ChooseHq => t!("eng-expect-hq"),
            // With neutrals (two players), a setup round is some armies of your own and one
            // for a neutral.
            Expected::PlaceSetup { left }
                if self.rules.neutrals > 0 && !self.placing_simultaneously() =>
            {
                match self.setup_quota() {
                    (0, true) => t!("eng-expect-setup-neutral-only", left = left),
                    (own, true) => t!("eng-expect-setup-with-neutral", count = own, left = left),
                    (own, false) => t!("eng-expect-setup-own", count = own, left = left),
                }
            }
            Expected::PlaceSetup { left } => t!("eng-expect-setup", left = left),
            Expected::Draft { left } => t!("eng-expect-draft", count = left),
            Expected::TradeDown { cards } => t!("eng-expect-trade-down", count = cards),
            Expected::Attack => t!("eng-expect-attack"),
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
                t!(
                    "eng-expect-occupy",
                    territory = crate::i18n::names::place(&self.map, to),
                    range = range(min, max),
                    min = min
                )
            }
            Expected::Occupy { to, min, max } => t!(
                "eng-expect-occupy-first",
                territory = crate::i18n::names::place(&self.map, to),
                range = range(min, max)
            ),
            Expected::Fortify => t!("eng-expect-fortify"),
            Expected::Over { .. } | Expected::Ended => t!("eng-expect-nothing"),
        }
    }

    /// Objectives by their printed names, joined for a sentence.
    pub fn objective_list(&self, objectives: &[super::edition::Objective]) -> String {
        let names: Vec<String> = objectives
            .iter()
            .map(|o| t!("eng-quoted", text = o.describe(&self.map)))
            .collect();
        names.join(", ")
    }

    /// The territories of `s` by name when there are at most 10; otherwise how many there are and
    /// `how` to list them.
    pub fn choices(&self, s: Set, how: &str) -> String {
        match s.len() {
            0..=10 => self.list(s),
            n => t!("eng-many-territories", count = n, how = how),
        }
    }

    /// Territory names (in the language in force) joined for a sentence; "none" when empty.
    pub fn list(&self, s: Set) -> String {
        if s.is_empty() {
            return t!("eng-none");
        }
        s.iter()
            .map(|t| crate::i18n::names::territory(&self.map, t))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The words for an action refused in the wrong phase (`RuleViolation::WrongPhase`'s
/// `action`, the engine's fixed name for it), in the language in force.
fn action_words(action: &str) -> String {
    match action {
        "attack" => t!("eng-action-attack"),
        "choose a Headquarters" => t!("eng-action-choose-hq"),
        "choose an Objective" => t!("eng-action-choose-objective"),
        "claim" => t!("eng-action-claim"),
        "do anything but place starting armies" => t!("eng-action-not-placing"),
        "end" => t!("eng-action-end"),
        "fortify" => t!("eng-action-fortify"),
        "move troops" => t!("eng-action-move"),
        "place an Airfield" => t!("eng-action-airfield"),
        "place armies" => t!("eng-action-place"),
        "trade star cards (this game trades sets of three)" => t!("eng-action-trade-stars"),
        // An action named nowhere above (a new one): said by the engine's own name.
        other => other.to_string(),
    }
}

/// Names joined pairwise by `join` ("a or b or c").
fn joined(names: &[String], join: impl Fn(String, String) -> String) -> String {
    let mut it = names.iter().cloned();
    let first = it.next().unwrap_or_default();
    it.fold(first, join)
}

fn range(min: u16, max: u16) -> String {
    if min == max {
        t!("eng-range-exactly", count = min)
    } else {
        t!("eng-range", min = min, max = max)
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
