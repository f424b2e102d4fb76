//! Actions: each is validated completely before anything changes, then applied infallibly.
//! A refused action returns a `RuleViolation` and leaves the game as it was.

mod attack;
mod fortify;
mod reinforce;
mod setup;
mod simultaneous;

use serde::{Deserialize, Serialize};

use super::dice::Dice;
use super::edition::Objective;
use super::error::RuleViolation as V;
use super::event::{Event, Log, Roll};

use super::game::{Game, Phase};
use super::ids::{CardId, CardMask, PlayerId, TerritoryId};
use super::rules::CardValues;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AttackMode {
    /// One battle.
    Once,
    /// Battles at maximum dice until the territory falls, or the attacking territory is down to
    /// one army, or (with `stop_at`) down to `stop_at` armies.
    Blitz { stop_at: Option<u16> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Claim {
        territory: TerritoryId,
    },
    /// Setup placement or reinforcement.
    Place {
        territory: TerritoryId,
        armies: u16,
    },
    Trade {
        cards: [CardId; 3],
        /// Which traded card's territory gets the occupied-territory +2 (002, 003: "that
        /// particular territory"); `None`: the first one the trader occupies.
        #[serde(default)]
        bonus: Option<TerritoryId>,
    },
    /// Star cards (000 edition): any of your cards showing 2 to 10 stars together.
    TradeStars {
        cards: CardMask,
    },
    Attack {
        from: TerritoryId,
        to: TerritoryId,
        /// Attacker dice (per battle in a blitz, as a cap); `None` = as many as allowed.
        dice: Option<u8>,
        /// Defender dice; `None` = as many as allowed.
        defender_dice: Option<u8>,
        mode: AttackMode,
        /// Experts' Commander: spend this turn's 6 in this attack where it helps.
        #[serde(default)]
        commander: bool,
    },
    /// Total armies in the conquered territory after the move-in.
    Occupy {
        armies: u16,
    },
    Fortify {
        from: TerritoryId,
        to: TerritoryId,
        armies: u16,
    },
    /// End the attack step (to fortify), or end the turn from the fortify step.
    End,
    /// Capital RISK: choose your (secret) Headquarters.
    ChooseHq {
        territory: TerritoryId,
    },
    /// 004 active neutrals: give a card face down to a neutral, at the start of the turn.
    Bribe {
        neutral: PlayerId,
        card: CardId,
    },
    /// 004 active neutrals: roll one die and put that many armies on this ally's territory.
    ReinforceAlly {
        territory: TerritoryId,
    },
    /// 004 active neutrals, STEP 3 ("divide them among several"): right after an ally's
    /// roll, move `armies` of the armies rolled onto another territory of that ally.
    DivideAllyRoll {
        territory: TerritoryId,
        armies: u16,
    },
    /// Command Room: place a won Airfield on one of your territories.
    PlaceAirfield {
        territory: TerritoryId,
    },
    /// 000/001 HOW TO COLLECT OBJECTIVES: after attacking, take one of the Objectives achieved
    /// this turn ("you choose one"), or none ("you may take that Objective"). Allowed while
    /// attacking (it ends the attacks) and right after the attacks end, until the first fortify
    /// move or the end of the turn, which take the first achieved one in board order.
    ChooseObjective {
        /// `None`: decline (no Objective this turn; a conquest still earns a card).
        objective: Option<Objective>,
        /// 001: "you may discard a card from your hand" when taking it.
        #[serde(default)]
        discard: Option<CardId>,
    },
}

impl Action {
    /// One battle with `dice` attacking dice (`None`: as many as allowed), the defender
    /// rolling the most allowed.
    pub fn once(from: TerritoryId, to: TerritoryId, dice: Option<u8>) -> Action {
        Action::Attack {
            from,
            to,
            dice,
            defender_dice: None,
            mode: AttackMode::Once,
            commander: false,
        }
    }

    /// A blitz at maximum dice on both sides, until the territory falls or one army is left.
    pub fn blitz(from: TerritoryId, to: TerritoryId) -> Action {
        Action::Attack {
            from,
            to,
            dice: None,
            defender_dice: None,
            mode: AttackMode::Blitz { stop_at: None },
            commander: false,
        }
    }
}

/// The dice source for one action: scripted dice if given, else the game's own RNG.
pub(in crate::engine) struct Roller<'a> {
    pub(in crate::engine) script: Option<&'a mut dyn Dice>,
}

impl Game {
    /// Applies `action` for `player`, rolling the game's own seeded dice.
    pub fn apply(&mut self, player: PlayerId, action: Action) -> Result<Vec<Event>, V> {
        let mut events = Vec::new();
        self.apply_into(player, action, None, &mut events)?;
        Ok(events)
    }

    /// Applies `action` with injected dice (rule scenarios).
    pub fn apply_with(
        &mut self,
        player: PlayerId,
        action: Action,
        dice: &mut dyn Dice,
    ) -> Result<Vec<Event>, V> {
        let mut events = Vec::new();
        self.apply_into(player, action, Some(dice), &mut events)?;
        Ok(events)
    }

    /// Applies `action`, appending its events to `events`; on error nothing is appended.
    pub fn apply_into(
        &mut self,
        player: PlayerId,
        action: Action,
        dice: Option<&mut dyn Dice>,
        events: &mut impl Log,
    ) -> Result<(), V> {
        if self.placing_simultaneously() {
            return self.place_hidden(player, action, events);
        }
        self.check_turn(player)?;
        // Going on after a conquest (another attack, a fortify, the end of the attacks) keeps
        // the armies that moved in with it: the move-in is settled at its minimum first, and
        // put back if the action is refused.
        let settled = self.settle_move_in(action, events);
        let mut roller = Roller { script: dice };
        // 004 active neutrals: anything but another attack ends the invasion under way, which
        // rolls its status dice first; a refused action puts that back (actions change nothing
        // before they are validated).
        let ended = match action {
            Action::Attack { .. } => None,
            _ => self.end_invasion_undoably(&mut roller, events),
        };
        let result = match action {
            Action::Claim { territory } => self.claim(territory, events),
            Action::Place { territory, armies } => self.place(territory, armies, events),
            Action::Trade { cards, .. } if self.rules.card_values == CardValues::Stars => {
                self.trade_stars(CardMask::of(cards), events)
            }
            Action::Trade { cards, bonus } => self.trade(cards, bonus, events),
            Action::TradeStars { cards } => self.trade_stars(cards, events),
            Action::Attack {
                from,
                to,
                dice,
                defender_dice,
                mode,
                commander,
            } => {
                let dice = (dice, defender_dice);
                self.attack(from, to, dice, mode, commander, &mut roller, events)
            }
            Action::Occupy { armies } => self.occupy(armies, events),
            Action::Fortify { from, to, armies } => self.fortify(from, to, armies, events),
            Action::End => self.end(events),
            Action::ChooseHq { territory } => self.choose_hq(territory, events),
            Action::Bribe { neutral, card } => self.bribe(neutral, card, events),
            Action::ReinforceAlly { territory } => {
                self.reinforce_ally(territory, &mut roller, events)
            }
            Action::PlaceAirfield { territory } => self.place_airfield(territory, events),
            Action::ChooseObjective { objective, discard } => {
                self.choose_objective(objective, discard, events)
            }
            Action::DivideAllyRoll { territory, armies } => {
                self.divide_ally_roll(territory, armies, events)
            }
        };
        if result.is_ok() {
            self.action_done_hook(&action);
        }
        if let (Err(_), Some(ended)) = (&result, ended) {
            self.undo_end_of_invasion(ended, events);
        }
        if let (Err(_), Some((phase, kept))) = (&result, settled) {
            self.phase = phase;
            events.truncate(kept);
        }
        if result.is_ok() && !self.is_over() && self.won_by_any_action() {
            // Missions complete the moment they are met, on anyone's turn.
            if let Some(w) = self.victor() {
                self.finish(w, events);
            }
        }
        result
    }

    pub(in crate::engine) fn check_turn(&self, player: PlayerId) -> Result<(), V> {
        match self.phase {
            Phase::Over { winner } => return Err(V::GameOver { winner }),
            Phase::Ended => return Err(V::Ended),
            _ => {}
        }
        if player.index() >= self.player_count() {
            return Err(V::NotAPlayer { player });
        }
        if player != self.current {
            return Err(V::NotYourTurn {
                current: self.current,
            });
        }
        Ok(())
    }

    pub(in crate::engine) fn wrong(&self, action: &'static str) -> V {
        V::WrongPhase {
            action,
            expected: self.expected(),
        }
    }

    /// The current player holds `t` (in team games: has armies there).
    pub(in crate::engine) fn check_own(&self, t: TerritoryId) -> Result<(), V> {
        if self.is_team_game() && self.units(t, self.current) > 0 {
            return Ok(());
        }
        match self.owner(t) {
            Some(p) if p == self.current && !self.is_team_game() => Ok(()),
            owner => Err(V::NotYours {
                territory: t,
                owner,
            }),
        }
    }

    pub(in crate::engine) fn check_territory(&self, t: TerritoryId) -> Result<(), V> {
        if t.index() < self.map.territory_count() {
            Ok(())
        } else {
            Err(V::NotYours {
                territory: t,
                owner: None,
            })
        }
    }

    pub(in crate::engine) fn place(
        &mut self,
        t: TerritoryId,
        armies: u16,
        events: &mut impl Log,
    ) -> Result<(), V> {
        self.check_territory(t)?;
        match self.phase {
            Phase::PlaceSetup => self.place_setup(t, armies, events),
            Phase::Reinforce { .. } => self.reinforce(t, armies, events),
            _ => Err(self.wrong("place armies")),
        }
    }

    // ---- reinforce and trade ----

    // ---- attack ----

    pub(in crate::engine) fn roll(&mut self, n: u8, roller: &mut Roller) -> Roll {
        let mut faces = [0u8; 3];
        for f in faces.iter_mut().take(n as usize) {
            *f = match roller.script.as_deref_mut() {
                Some(d) => d.roll(),
                None => self.rng.roll(),
            };
        }
        sort_descending(&mut faces);
        Roll { faces, count: n }
    }

    // ---- fortify and end of turn ----
}

/// Sorts three dice highest first (unrolled: this runs for every battle).
pub(in crate::engine) fn sort_descending(f: &mut [u8; 3]) {
    if f[0] < f[1] {
        f.swap(0, 1);
    }
    if f[1] < f[2] {
        f.swap(1, 2);
    }
    if f[0] < f[1] {
        f.swap(0, 1);
    }
}

/// Refuses a number of troops outside `min..=max`, saying the allowed range.
pub(in crate::engine) fn check_troops(armies: u16, min: u16, max: u16) -> Result<(), V> {
    if (min..=max).contains(&armies) {
        Ok(())
    } else {
        Err(V::Troops {
            given: armies,
            min,
            max,
        })
    }
}
