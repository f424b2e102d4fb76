//! Actions: each is validated completely before anything changes, then applied infallibly.
//! A refused action returns a `RuleViolation` and leaves the game as it was.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::dice::Dice;
use super::edition::{Objective, Reward};
use super::error::{AllyRefusal, RuleViolation as V, TradeWindow};
use super::event::{BattleAfter, BonusDice, Event, Reroll, Roll};
use super::game::Invasion;
use super::game::{Game, Phase};
use super::ids::{CardId, CardMask, PlayerId, TerritoryId};
use super::mission::{Claim, RankedMission};
use super::rules::{
    CardValues, DestroyedByOther, Fortify, NeutralMode, Objectives, RerollDie, TerritoryBonus,
    TradedCards, Victory,
};

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
struct Roller<'a> {
    script: Option<&'a mut dyn Dice>,
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
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        self.check_turn(player)?;
        self.fill_per_player_state();
        let mut roller = Roller { script: dice };
        // 004 active neutrals: anything but another attack ends the invasion under way, which
        // rolls its status dice first; a refused action puts everything back.
        let mut saved = None;
        if self.invasion.is_some() && !matches!(action, Action::Attack { .. }) {
            saved = Some((self.clone(), events.len()));
            self.end_invasion(&mut roller, events);
        }
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
        // An ally's die may be divided only until the player does something else.
        let dividing = matches!(
            action,
            Action::ReinforceAlly { .. } | Action::DivideAllyRoll { .. }
        );
        if result.is_ok() && !dividing {
            self.ally_roll = None;
        }
        if let (Err(_), Some((game, len))) = (&result, saved) {
            *self = game;
            events.truncate(len);
        }
        if result.is_ok() && !self.is_over() {
            // Missions complete the moment they are met, on anyone's turn.
            if let Some(w) = self.victor() {
                self.finish(w, events);
            }
        }
        result
    }

    /// Ends the game without a winner (the table decides this: no seat is left that a person
    /// plays). Does nothing to a game that is already over.
    pub fn end_without_winner(&mut self) -> Vec<Event> {
        if self.is_over() {
            return vec![];
        }
        self.phase = Phase::Ended;
        vec![Event::GameEnded]
    }

    /// Ends the game: a mission that won is revealed.
    fn finish(&mut self, winner: PlayerId, events: &mut Vec<Event>) {
        let complete = |g: &Game| g.owned[winner.index()] != g.map.all();
        if let (Some(m), true) = (self.mission(winner).cloned(), complete(self)) {
            events.push(Event::MissionCompleted {
                player: winner,
                mission: m,
            });
        }
        self.phase = Phase::Over { winner };
        events.push(Event::GameOver { winner });
    }

    pub(super) fn check_turn(&self, player: PlayerId) -> Result<(), V> {
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

    pub(super) fn wrong(&self, action: &'static str) -> V {
        V::WrongPhase {
            action,
            expected: self.expected(),
        }
    }

    /// The current player holds `t` (in team games: has armies there).
    pub(super) fn check_own(&self, t: TerritoryId) -> Result<(), V> {
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

    /// The current player's territory, or (004 active neutrals) an ally's.
    fn check_commanded(&self, t: TerritoryId) -> Result<(), V> {
        match self.owner(t) {
            Some(q) if self.ally_of(q) == Some(self.current) => Ok(()),
            _ => self.check_own(t),
        }
    }

    pub(super) fn check_territory(&self, t: TerritoryId) -> Result<(), V> {
        if t.index() < self.map.territory_count() {
            Ok(())
        } else {
            Err(V::NotYours {
                territory: t,
                owner: None,
            })
        }
    }

    fn place(&mut self, t: TerritoryId, armies: u16, events: &mut Vec<Event>) -> Result<(), V> {
        self.check_territory(t)?;
        match self.phase {
            Phase::PlaceSetup => self.place_setup(t, armies, events),
            Phase::Reinforce { .. } => self.reinforce(t, armies, events),
            _ => Err(self.wrong("place armies")),
        }
    }

    // ---- reinforce and trade ----

    pub(super) fn start_turn(&mut self, p: PlayerId, events: &mut Vec<Event>) {
        self.current = p;
        self.turn += 1;
        self.conquered_this_turn = false;
        self.bonus_taken_this_turn = false;
        self.commander_used = false;
        self.fortifies = 0;
        self.claimed_this_turn = false;
        self.conquests = 0;
        self.objective_this_turn = false;
        self.objective_pending = false;
        self.turn_start_owned = self.owned[p.index()];
        self.bribes.iter_mut().for_each(|b| *b = 0);
        self.allies_reinforced = 0;
        self.allies_fortified = 0;
        self.ally_roll = None;
        self.attacked = false;
        self.invasion = None;
        self.starting_move_used = false;
        let armies = self.reinforcement(p);
        self.phase = Phase::Reinforce {
            armies,
            after_elimination: false,
        };
        events.push(Event::TurnStarted {
            player: p,
            turn: self.turn,
            armies,
        });
        self.lose_unplaceable(events);
    }

    /// Refuses putting `armies` more on `t` beyond the most one territory may hold (the experts'
    /// army cap, or `MAX_ARMIES`).
    pub(super) fn check_room(&self, t: TerritoryId, armies: u16) -> Result<(), V> {
        if armies > self.room(t) {
            return Err(V::ArmyCap {
                territory: t,
                room: self.room(t),
                cap: self.army_limit(),
            });
        }
        Ok(())
    }

    /// Experts' army cap (002): reinforcements that no territory of the player's can hold
    /// any more are lost, and the turn moves on to attacking.
    fn lose_unplaceable(&mut self, events: &mut Vec<Event>) {
        let Phase::Reinforce { armies, .. } = self.phase else {
            return;
        };
        let p = self.current;
        let full = |g: &Game| g.owned[p.index()].iter().all(|t| g.room(t) == 0);
        if armies == 0 || self.must_trade() || !full(self) {
            return;
        }
        events.push(Event::ArmiesLost { player: p, armies });
        self.reinforced(events);
    }

    fn reinforce(&mut self, t: TerritoryId, armies: u16, events: &mut Vec<Event>) -> Result<(), V> {
        let Phase::Reinforce {
            armies: left,
            after_elimination,
        } = self.phase
        else {
            return Err(self.wrong("place armies"));
        };
        if self.must_trade() {
            return Err(V::MustTrade {
                cards: self.hand_size(self.current) as u8,
            });
        }
        self.check_own(t)?;
        check_troops(armies, 1, left)?;
        self.check_room(t, armies)?;
        self.add_units(t, self.current, armies);
        events.push(Event::Placed {
            player: self.current,
            territory: t,
            armies,
        });
        let left = left - armies;
        self.phase = Phase::Reinforce {
            armies: left,
            after_elimination,
        };
        if left == 0 {
            self.reinforced(events);
        }
        self.lose_unplaceable(events);
        Ok(())
    }

    /// The reinforcement step is over: attacks may begin. At the start of a turn this is when
    /// Mission RISK's "play after you gain reinforcements" cards are claimed.
    fn reinforced(&mut self, events: &mut Vec<Event>) {
        let start_of_turn = matches!(
            self.phase,
            Phase::Reinforce {
                after_elimination: false,
                ..
            }
        );
        self.phase = Phase::Attack;
        if start_of_turn {
            self.claim_mission(Claim::AfterReinforcements, events);
        }
    }

    /// 004 Mission RISK: shows and claims a completed mission whose card names this moment,
    /// unless one was claimed this turn already; after the third claim the fourth card is
    /// revealed. The hardest completed card is claimed first.
    fn claim_mission(&mut self, when: Claim, events: &mut Vec<Event>) {
        if self.rules.victory != Victory::Ranked || self.claimed_this_turn {
            return;
        }
        let p = self.current;
        let cards = &self.ranked[p.index()];
        let Some(i) = (0..cards.len()).find(|&i| {
            let m = &cards[i];
            !m.claimed
                && m.claim == when
                && self.mission_done(p, &m.mission, DestroyedByOther::Completes)
        }) else {
            return;
        };
        self.ranked[p.index()][i].claimed = true;
        self.claimed_this_turn = true;
        let cards = &self.ranked[p.index()];
        events.push(Event::MissionClaimed {
            player: p,
            mission: cards[i].clone(),
        });
        let open: Vec<&RankedMission> = cards.iter().filter(|m| !m.claimed).collect();
        if let [last] = open.as_slice() {
            events.push(Event::MissionRevealed {
                player: p,
                mission: (*last).clone(),
            });
        }
    }

    /// Cards are traded while reinforcing: the armies still to place and whether this is the
    /// trade-down after an elimination.
    fn trade_window(&self) -> Result<(u16, bool), V> {
        match self.phase {
            Phase::Reinforce {
                armies,
                after_elimination,
            } => Ok((armies, after_elimination)),
            _ => Err(V::NoTradeNow {
                cards: self.hand_size(self.current) as u8,
                reason: TradeWindow::StartOfTurn,
            }),
        }
    }

    fn trade(
        &mut self,
        cards: [CardId; 3],
        choice: Option<TerritoryId>,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        let p = self.current;
        let held = self.hand_size(p) as u8;
        let (left, after_elimination) = self.trade_window()?;
        let down_to = self.rules.elimination_trade_down_to;
        if after_elimination && held <= down_to {
            return Err(V::NoTradeNow {
                cards: held,
                reason: TradeWindow::DownTo(down_to),
            });
        }
        self.check_set(cards)?;
        let value = self.set_worth(cards);
        let bonus = self.territory_bonus(cards, choice)?;
        self.sets_traded += 1;
        let hand = &mut self.hands[p.index()];
        hand.retain(|c| !cards.contains(c));
        match self.rules.traded_cards {
            TradedCards::DiscardPile => self.discard.extend_from_slice(&cards),
            // The draw pile is drawn from its end: its bottom is the front.
            TradedCards::DeckBottom => {
                self.deck.splice(0..0, cards);
            }
        }
        // Under the army cap the part of the +2 that does not fit is lost.
        let bonus = bonus.map(|(t, extra)| (t, extra.min(self.room(t))));
        if let Some((t, extra)) = bonus {
            self.add_units(t, self.current, extra);
            self.bonus_taken_this_turn = true;
        }
        self.phase = Phase::Reinforce {
            armies: left.saturating_add(value),
            after_elimination,
        };
        events.push(Event::Traded {
            player: p,
            cards,
            armies: value,
            bonus,
        });
        self.lose_unplaceable(events);
        Ok(())
    }

    /// 000: turn in any of your cards showing 2 to 10 stars together, at the start of the turn.
    fn trade_stars(&mut self, cards: CardMask, events: &mut Vec<Event>) -> Result<(), V> {
        let p = self.current;
        let (left, after_elimination) = self.trade_window()?;
        if self.rules.card_values != CardValues::Stars {
            return Err(self.wrong("trade star cards (this game trades sets of three)"));
        }
        if let Some(card) = cards.iter().find(|c| !self.hand(p).contains(c)) {
            return Err(V::NotInHand { card });
        }
        let stars: u32 = cards.iter().map(|c| self.card_stars(c) as u32).sum();
        let Some(value) = super::edition::star_value(stars) else {
            return Err(V::Stars { stars });
        };
        let list: Vec<CardId> = cards.iter().collect();
        self.hands[p.index()].retain(|c| !list.contains(c));
        self.discard.extend_from_slice(&list);
        self.sets_traded += 1;
        self.phase = Phase::Reinforce {
            armies: left.saturating_add(value),
            after_elimination,
        };
        events.push(Event::StarsTraded {
            player: p,
            cards: list,
            stars: stars as u8,
            armies: value,
        });
        self.lose_unplaceable(events);
        Ok(())
    }

    fn check_set(&self, cards: [CardId; 3]) -> Result<(), V> {
        let hand = self.hand(self.current);
        for (i, c) in cards.iter().enumerate() {
            if !hand.contains(c) || cards[..i].contains(c) {
                return Err(V::NotInHand { card: *c });
            }
        }
        if !self.is_set(cards) {
            return Err(V::NotASet { cards });
        }
        Ok(())
    }

    /// The +2 armies for a traded card showing a territory the trader occupies: on the
    /// territory chosen, else on the first such card's. A choice that earns no +2 is refused.
    fn territory_bonus(
        &self,
        cards: [CardId; 3],
        choice: Option<TerritoryId>,
    ) -> Result<Option<(TerritoryId, u16)>, V> {
        let eligible = self.bonus_territories(cards);
        match choice {
            Some(t) if !eligible.contains(&t) => Err(V::BonusTerritory {
                given: t,
                eligible: eligible.into_iter().collect(),
            }),
            Some(t) => Ok(Some((t, 2))),
            None => Ok(eligible.first().map(|&t| (t, 2))),
        }
    }

    /// The territories, in the order of the cards, that may take the occupied-territory +2 if
    /// the current player trades `cards` now (002 "Occupied territories", 003 "OCCUPIED
    /// TERRITORIES BONUS"): none when the rules give no +2 or 002's one per turn was taken.
    pub fn bonus_territories(&self, cards: [CardId; 3]) -> Vec<TerritoryId> {
        match self.rules.territory_bonus {
            TerritoryBonus::None => return vec![],
            TerritoryBonus::OncePerTurn if self.bonus_taken_this_turn => return vec![],
            _ => {}
        }
        let mut out: Vec<TerritoryId> = Vec::new();
        for t in cards.iter().filter_map(|&c| self.card_territory(c)) {
            if self.owner(t) == Some(self.current) && !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }

    // ---- attack ----

    #[allow(clippy::too_many_arguments)]
    fn attack(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        (dice, defender_dice): (Option<u8>, Option<u8>),
        mode: AttackMode,
        mut commander: bool,
        roller: &mut Roller,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        let (att, def) = self.check_attack(from, to, dice, defender_dice, mode)?;
        self.begin_invasion(from, to, roller, events);
        let stop_at = match mode {
            AttackMode::Once => None,
            AttackMode::Blitz { stop_at } => Some(stop_at.unwrap_or(1).max(1)),
        };
        loop {
            // Compare in u16 before narrowing: a territory can hold more than 255 armies.
            let own = if self.is_team_game() {
                self.units(from, self.current)
            } else {
                u16::MAX
            };
            let a = (att as u16).min(self.armies[from.index()] - 1).min(own) as u8;
            if a == 0 {
                return Ok(());
            }
            let d = (def as u16).min(self.armies[to.index()]) as u8;
            commander &= self.commander_available();
            self.battle(from, to, (a, d), commander, roller, events);
            if self.is_team_game() && self.armies[to.index()] > 0 {
                // A teammate's last armies can fall in a shared territory that holds.
                let before = self.eliminated.iter().filter(|&&e| e).count();
                self.eliminate_the_beaten(events);
                if self.eliminated.iter().filter(|&&e| e).count() > before {
                    return Ok(());
                }
            }
            if self.armies[to.index()] == 0 {
                self.conquer(from, to, a, events);
                if !matches!(self.phase, Phase::Over { .. }) {
                    self.end_invasion(roller, events);
                }
                return Ok(());
            }
            match stop_at {
                Some(stop) if self.armies[from.index()] > stop => continue,
                _ => return Ok(()),
            }
        }
    }

    /// 004 active neutrals: a new invasion (another pair of territories) ends the previous one;
    /// this one is remembered if a neutral takes part, as the attacker's ally or the defender.
    fn begin_invasion(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        roller: &mut Roller,
        events: &mut Vec<Event>,
    ) {
        self.attacked = true;
        if self.rules.neutral_mode != NeutralMode::Active {
            return;
        }
        if self.invasion.is_some_and(|i| (i.from, i.to) != (from, to)) {
            self.end_invasion(roller, events);
        }
        let mut neutrals = 0u16;
        for t in [from, to] {
            if let Some(q) = self.owner(t).filter(|&q| self.is_neutral(q)) {
                neutrals |= 1 << q.0;
            }
        }
        if neutrals != 0 {
            self.invasion = Some(Invasion { from, to, neutrals });
        }
    }

    /// 004: after an invasion into a neutral's territory or with an allied army, one die per
    /// neutral involved: 1–4 moves it one step away from the invader.
    fn end_invasion(&mut self, roller: &mut Roller, events: &mut Vec<Event>) {
        let Some(inv) = self.invasion.take() else {
            return;
        };
        for q in self.players().collect::<Vec<_>>() {
            if inv.neutrals >> q.0 & 1 == 0 || self.eliminated[q.index()] {
                continue;
            }
            let roll = self.roll(1, roller).faces[0];
            if roll <= 4 {
                self.step(q, false);
            }
            events.push(Event::StatusRolled {
                neutral: q,
                roll,
                ally: self.ally_of(q),
            });
        }
    }

    /// Moves neutral `q` one step on the status track towards (or away from) the current
    /// player, stopping at the ends.
    fn step(&mut self, q: PlayerId, closer: bool) {
        let towards_zero = (self.current.0 == 0) == closer;
        let pos = &mut self.track[q.index()];
        *pos = if towards_zero {
            pos.saturating_sub(1)
        } else {
            (*pos + 1).min(2)
        };
    }

    /// 004: give a card face down to a neutral at the start of the turn (at most two cards to
    /// one neutral per turn; not to a neutral holding 5), moving it one step closer.
    fn bribe(&mut self, q: PlayerId, card: CardId, events: &mut Vec<Event>) -> Result<(), V> {
        let refuse = |reason| Err(V::Allies { reason });
        if self.rules.neutral_mode != NeutralMode::Active {
            return refuse(AllyRefusal::NoActiveNeutrals);
        }
        if !matches!(self.phase, Phase::Reinforce { .. }) {
            return refuse(AllyRefusal::BribeTime);
        }
        if q.index() >= self.player_count() || !self.is_neutral(q) || self.eliminated[q.index()] {
            return refuse(AllyRefusal::NotANeutral);
        }
        let p = self.current;
        if !self.hands[p.index()].contains(&card) {
            return Err(V::NotInHand { card });
        }
        if self.ally_of(q) == Some(p) {
            return refuse(AllyRefusal::AlreadyAllied);
        }
        if self.hands[q.index()].len() >= 5 {
            return refuse(AllyRefusal::FullHand);
        }
        if self.bribes[q.index()] >= 2 {
            return refuse(AllyRefusal::TwoPerTurn);
        }
        self.hands[p.index()].retain(|&c| c != card);
        self.hands[q.index()].push(card);
        self.bribes[q.index()] += 1;
        self.step(q, true);
        events.push(Event::Bribed {
            player: p,
            neutral: q,
            card: Some(card),
            ally: self.ally_of(q),
        });
        Ok(())
    }

    /// 004: after your own reinforcements and before your first attack, each ally may be
    /// reinforced once with one die's worth of armies. Decision: they go on one territory of
    /// that ally, named before the roll (the book lets you divide them).
    fn reinforce_ally(
        &mut self,
        t: TerritoryId,
        roller: &mut Roller,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        let refuse = |reason| Err(V::Allies { reason });
        if self.rules.neutral_mode != NeutralMode::Active {
            return refuse(AllyRefusal::NoActiveNeutrals);
        }
        self.check_territory(t)?;
        let p = self.current;
        let Some(q) = self.owner(t).filter(|&q| self.ally_of(q) == Some(p)) else {
            return refuse(AllyRefusal::NotYourAlly);
        };
        if self.phase != Phase::Attack || self.attacked {
            return refuse(AllyRefusal::ReinforceTime);
        }
        if self.allies_reinforced >> q.0 & 1 == 1 {
            return refuse(AllyRefusal::AlreadyReinforced);
        }
        let roll = self.roll(1, roller).faces[0] as u16;
        let armies = roll.min(self.room(t));
        self.add_units(t, q, armies);
        self.allies_reinforced |= 1 << q.0;
        self.ally_roll = Some((t, armies));
        events.push(Event::AllyReinforced {
            player: p,
            ally: q,
            territory: t,
            armies,
        });
        Ok(())
    }

    /// 004 active neutrals: the territory an ally's die was just rolled onto and how many of
    /// those armies the player may still move onto that ally's other territories.
    pub fn ally_roll(&self) -> Option<(TerritoryId, u16)> {
        self.ally_roll.filter(|&(_, left)| left > 0)
    }

    /// 004 STEP 3: "You may put the units into one territory or divide them among several
    /// territories held by that ally." The die lands on the territory named first (so an
    /// asynchronous game never waits on a choice); right after, the player may move any of
    /// those armies onto the ally's other territories, one move per territory named.
    fn divide_ally_roll(
        &mut self,
        t: TerritoryId,
        armies: u16,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        let refuse = |reason| Err(V::Allies { reason });
        if self.rules.neutral_mode != NeutralMode::Active {
            return refuse(AllyRefusal::NoActiveNeutrals);
        }
        self.check_territory(t)?;
        let Some((from, left)) = self.ally_roll.filter(|&(_, left)| left > 0) else {
            return refuse(AllyRefusal::NoRollToDivide);
        };
        let Some(q) = self.owner(from) else {
            return refuse(AllyRefusal::NoRollToDivide);
        };
        if self.owner(t) != Some(q) {
            return refuse(AllyRefusal::OtherAlly);
        }
        if t == from {
            return Err(V::SameTerritory { territory: t });
        }
        check_troops(armies, 1, left)?;
        self.check_room(t, armies)?;
        self.remove_units(from, q, armies);
        self.add_units(t, q, armies);
        self.ally_roll = Some((from, left - armies));
        events.push(Event::AllyArmiesDivided {
            player: self.current,
            ally: q,
            from,
            to: t,
            armies,
        });
        Ok(())
    }

    /// Validates an attack; returns the dice caps for attacker and defender.
    fn check_attack(
        &self,
        from: TerritoryId,
        to: TerritoryId,
        dice: Option<u8>,
        defender_dice: Option<u8>,
        mode: AttackMode,
    ) -> Result<(u8, u8), V> {
        if self.phase != Phase::Attack {
            return Err(self.wrong("attack"));
        }
        self.check_territory(from)?;
        self.check_territory(to)?;
        self.check_commanded(from)?;
        let side = |o: Option<PlayerId>| o.is_some_and(|o| self.same_side(o, self.current));
        if side(self.owner(to)) || self.owner(to) == self.owner(from) {
            return Err(V::OwnTerritory {
                from,
                to,
                allowed: self.attack_targets(from),
            });
        }
        if !self.map.adjacent(from, to) {
            return Err(V::NotAdjacent {
                from,
                to,
                allowed: self.attack_targets(from),
            });
        }
        let have = self.armies(from);
        // Team RISK: only your own armies attack, and one army stays.
        let own = if self.is_team_game() {
            self.units(from, self.current)
        } else {
            have
        };
        if have < 2 {
            return Err(V::TooFewArmies {
                territory: from,
                have,
                need: 2,
            });
        }
        let max_att = (have - 1).min(own).min(3) as u8;
        let att = dice.unwrap_or(max_att);
        if att < 1 || att > max_att {
            return Err(V::AttackerDice {
                given: att,
                max: max_att,
            });
        }
        let max_def = self.armies(to).min(2) as u8;
        let def = defender_dice.unwrap_or(max_def);
        if def < 1 || def > max_def {
            return Err(V::DefenderDice {
                given: def,
                max: max_def,
            });
        }
        if let AttackMode::Blitz {
            stop_at: Some(stop),
        } = mode
        {
            // At least one army always stays behind: stop_at 0 is no bound at all.
            if stop == 0 || stop >= have {
                return Err(V::StopAt { given: stop, have });
            }
        }
        Ok((att, def))
    }

    /// One roll: highest dice paired, defender wins ties. The experts' re-roll and Commander
    /// act on the attacker's dice after both sides have rolled.
    fn battle(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        (a, d): (u8, u8),
        commander: bool,
        roller: &mut Roller,
        events: &mut Vec<Event>,
    ) {
        let mut attacker = self.roll(a, roller);
        let mut defender = self.roll(d, roller);
        let bonus = self.bonus_dice(to, &mut attacker, &mut defender, roller);
        let card = self
            .rules
            .reroll
            .then(|| self.reroll_card(from, to))
            .flatten();
        let mut reroll = None;
        // Only with a card in hand is the re-roll worth weighing.
        let any = self.rules.reroll_die == RerollDie::Any;
        let choice =
            card.and_then(|c| Some((c, best_reroll(attacker.faces(), defender.faces(), any)?)));
        if let Some((card, (on_defender, i))) = choice {
            let (side, n) = if on_defender {
                (&mut defender, d)
            } else {
                (&mut attacker, a)
            };
            let before = side.faces[i];
            let after = self.roll(1, roller).faces[0];
            side.faces[i] = after;
            side.faces[..n as usize].sort_unstable_by(|x, y| y.cmp(x));
            reroll = Some(Reroll {
                card,
                before,
                after,
                defender: on_defender,
            });
        }
        let commander = if commander {
            best_commander(attacker.faces(), defender.faces()).map(|i| {
                let before = attacker.faces[i];
                attacker.faces[i] = 6;
                attacker.faces[..a as usize].sort_unstable_by(|x, y| y.cmp(x));
                self.commander_used = true;
                before
            })
        } else {
            None
        };
        let (a_loss, d_loss) = losses(attacker.faces(), defender.faces());
        // The attacker's own armies fall (an ally's, when an ally attacks; 004).
        let attacker_side = if self.is_team_game() {
            self.current
        } else {
            self.owner(from).expect("attacking territory is held")
        };
        let holder = self.owner(to).expect("attacked territory is held");
        self.remove_units(from, attacker_side, a_loss);
        self.lose_defenders(to, d_loss);
        let after = BattleAfter {
            holder,
            attacker_left: self.armies[from.index()],
            defender_left: self.armies[to.index()],
        };
        events.push(Event::Battle {
            from,
            to,
            attacker,
            defender,
            attacker_losses: a_loss,
            defender_losses: d_loss,
            reroll,
            commander,
            bonus,
            after: Some(after),
        });
    }

    /// Command Room Rewards in a battle: the bonus attack or defence die replaces its side's
    /// lowest die unless it is lower; an Airfield adds 1 to its side's highest die.
    fn bonus_dice(
        &mut self,
        to: TerritoryId,
        attacker: &mut Roll,
        defender: &mut Roll,
        roller: &mut Roller,
    ) -> Option<BonusDice> {
        if self.rules.objectives != Objectives::CommandRoom {
            return None;
        }
        let (me, them) = (
            self.current,
            self.owner(to).expect("attacked territory is held"),
        );
        let mut b = BonusDice::default();
        for (who, roll, reward, slot) in [
            (me, &mut *attacker, Reward::AttackDie, &mut b.attack_die),
            (them, &mut *defender, Reward::DefenseDie, &mut b.defense_die),
        ] {
            if self.has_reward(who, reward) {
                let face = self.roll(1, roller).faces[0];
                let n = roll.count as usize;
                if face > roll.faces[n - 1] {
                    roll.faces[n - 1] = face;
                    roll.faces[..n].sort_unstable_by(|x, y| y.cmp(x));
                }
                *slot = Some(face);
            }
        }
        if self.airfield_covers(me, to) {
            attacker.faces[0] += 1;
            b.attacker_airfield = true;
        }
        if self.airfield_covers(them, to) {
            defender.faces[0] += 1;
            b.defender_airfield = true;
        }
        (b != BonusDice::default()).then_some(b)
    }

    /// The first card in the attacker's hand showing either territory of the battle.
    fn reroll_card(&self, from: TerritoryId, to: TerritoryId) -> Option<CardId> {
        self.hands[self.current.index()]
            .iter()
            .copied()
            .find(|&c| matches!(self.card_territory(c), Some(t) if t == from || t == to))
    }

    fn roll(&mut self, n: u8, roller: &mut Roller) -> Roll {
        let mut faces = [0u8; 3];
        for f in faces.iter_mut().take(n as usize) {
            *f = match roller.script.as_deref_mut() {
                Some(d) => d.roll(),
                None => self.rng.roll(),
            };
        }
        faces.sort_unstable_by(|a, b| b.cmp(a));
        Roll { faces, count: n }
    }

    /// Takes `to`: moves the dice rolled in, handles elimination, victory and the move-in step.
    fn conquer(&mut self, from: TerritoryId, to: TerritoryId, dice: u8, events: &mut Vec<Event>) {
        // With an allied army attacking (004), the ally takes the territory and no card is
        // earned for it.
        let p = if self.is_team_game() {
            self.current
        } else {
            self.owner(from).expect("attacking territory has an owner")
        };
        let loser = self.owner(to).expect("attacked territory has an owner");
        let moved = (dice as u16)
            .min(self.armies[from.index()] - 1)
            .min(self.units(from, p));
        self.remove_units(from, p, moved);
        self.set_owner(to, p);
        self.add_units(to, p, moved);
        self.conquered_this_turn |= p == self.current;
        let lost: Vec<(PlayerId, TerritoryId)> = self
            .airfields
            .iter()
            .copied()
            .filter(|&(o, a)| a == to && o != p)
            .collect();
        for (o, a) in lost {
            self.airfields.retain(|&x| x != (o, a));
            events.push(Event::AirfieldDestroyed {
                player: o,
                territory: a,
            });
        }
        self.conquests = self.conquests.saturating_add(1);
        let cap = self.rules.army_cap.unwrap_or(u16::MAX).max(moved);
        let spare = (self.armies[from.index()] - 1).min(self.units(from, p));
        let max = (moved + spare).min(cap);
        events.push(Event::Conquered {
            player: p,
            from,
            to,
            moved,
            max,
        });
        if self.hqs_revealed && self.hqs.contains(&Some(to)) {
            events.push(Event::HqCaptured {
                player: p,
                from: loser,
                territory: to,
            });
        }
        let trade_down = self.eliminate_the_beaten(events);
        if let Some(w) = self.victor() {
            self.finish(w, events);
        } else if max > moved {
            self.phase = Phase::Occupy {
                from,
                to,
                min: moved,
                max,
                trade_down,
            };
        } else {
            self.after_conquest(trade_down);
        }
    }

    /// Eliminates every player left without armies (in team games a teammate can lose their
    /// last armies in a shared territory that does not fall). Returns whether a trade-down is
    /// due.
    fn eliminate_the_beaten(&mut self, events: &mut Vec<Event>) -> bool {
        let beaten: Vec<PlayerId> = self
            .players()
            .filter(|&q| q != self.current && !self.eliminated[q.index()] && !self.has_armies(q))
            .collect();
        let mut trade_down = false;
        for q in beaten {
            trade_down |= self.eliminate(q, events);
        }
        trade_down
    }

    /// Removes `loser`; the conqueror takes their cards. Returns whether a trade-down is due.
    fn eliminate(&mut self, loser: PlayerId, events: &mut Vec<Event>) -> bool {
        let p = self.current;
        self.eliminated[loser.index()] = true;
        self.eliminated_by[loser.index()] = Some(p);
        let taken = std::mem::take(&mut self.hands[loser.index()]);
        let n = taken.len() as u8;
        self.hands[p.index()].extend(taken);
        events.push(Event::Eliminated {
            player: loser,
            by: p,
            cards_taken: n,
        });
        // 000: Rewards (and Airfields) die with their owner...
        self.rewards[loser.index()].clear();
        self.airfields_pending[loser.index()] = 0;
        self.airfields.retain(|&(o, _)| o != loser);
        // ...but the eliminator takes the loser's Objectives.
        let objectives = std::mem::take(&mut self.objectives_held[loser.index()]);
        if !objectives.is_empty() {
            events.push(Event::ObjectivesTaken {
                player: p,
                from: loser,
                count: objectives.len() as u8,
            });
            self.objectives_held[p.index()].extend(objectives);
        }
        self.hand_size(p) >= self.rules.elimination_trade_at as usize
    }

    fn after_conquest(&mut self, trade_down: bool) {
        self.phase = if trade_down {
            Phase::Reinforce {
                armies: 0,
                after_elimination: true,
            }
        } else {
            Phase::Attack
        };
    }

    fn occupy(&mut self, armies: u16, events: &mut Vec<Event>) -> Result<(), V> {
        let Phase::Occupy {
            from,
            to,
            min,
            max,
            trade_down,
        } = self.phase
        else {
            return Err(self.wrong("move troops"));
        };
        check_troops(armies, min, max)?;
        let extra = armies - min;
        let p = self.owner(to).expect("conquered territory is held");
        self.remove_units(from, p, extra);
        self.add_units(to, p, extra);
        events.push(Event::Occupied { from, to, armies });
        self.after_conquest(trade_down);
        Ok(())
    }

    // ---- fortify and end of turn ----

    fn fortify(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        armies: u16,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        if !matches!(self.phase, Phase::Attack | Phase::Fortify) {
            return Err(self.wrong("fortify"));
        }
        let attacking = self.phase == Phase::Attack;
        self.check_territory(from)?;
        self.check_territory(to)?;
        // 004 active neutrals: each ally makes one free move through its own territories.
        let ally = self
            .owner(from)
            .filter(|&q| self.ally_of(q) == Some(self.current));
        match ally {
            Some(q) if self.allies_fortified >> q.0 & 1 == 1 => {
                return Err(V::Allies {
                    reason: AllyRefusal::AlreadyMoved,
                })
            }
            Some(_) => {}
            None => {
                self.check_own(from)?;
                if !self.is_team_game() {
                    // Team RISK: into teammates' territories too (checked below).
                    self.check_own(to)?;
                }
            }
        }
        if from == to {
            return Err(V::SameTerritory { territory: from });
        }
        let allowed = self.fortify_destinations(from);
        if !allowed.contains(to) {
            return Err(V::NotConnected { from, to, allowed });
        }
        let mover = ally.unwrap_or(self.current);
        let max = (self.armies(from) - 1).min(self.units(from, mover));
        check_troops(armies, 1, max)?;
        self.check_room(to, armies)?;
        // Command Room Starting Maneuver: one move after the draft, before the first attack.
        let starting = attacking
            && ally.is_none()
            && !self.attacked
            && !self.starting_move_used
            && self.has_reward(self.current, Reward::StartingManeuver);
        if attacking && !starting {
            // Fortifying straight from the attacks: the first achieved Objective, as before.
            self.collect_first_objective(events);
        } else if !attacking {
            self.settle_objective(events);
        }
        self.remove_units(from, mover, armies);
        self.add_units(to, mover, armies);
        events.push(Event::Fortified { from, to, armies });
        if let Some(q) = ally {
            // The ally's move ends the attacks but not the turn.
            self.allies_fortified |= 1 << q.0;
            self.phase = Phase::Fortify;
            return Ok(());
        }
        if starting {
            // Command Room Starting Maneuver: the attacks are still to come.
            self.starting_move_used = true;
            self.phase = Phase::Attack;
            return Ok(());
        }
        self.fortifies = self.fortifies.saturating_add(1);
        let allowed = 1 + self.has_reward(self.current, Reward::AdditionalManeuver) as u8;
        if self.rules.fortify == Fortify::Multiple || self.fortifies < allowed {
            // Experts, or the Additional Maneuver: more moves may follow; `End` ends the turn.
            self.phase = Phase::Fortify;
        } else {
            self.end_turn(events);
        }
        Ok(())
    }

    fn end(&mut self, events: &mut Vec<Event>) -> Result<(), V> {
        match self.phase {
            Phase::Attack => {
                self.attacks_over(events);
                // 000/001: "you choose one" (or none): the choice waits for `ChooseObjective`
                // until the first fortify move or the end of the turn.
                self.objective_pending = !self.objective_choices_after_attacks().is_empty();
                Ok(())
            }
            Phase::Fortify => {
                self.settle_objective(events);
                self.end_turn(events);
                Ok(())
            }
            Phase::Reinforce { armies, .. } if !self.must_trade() => {
                Err(V::ArmiesLeft { left: armies })
            }
            _ => Err(self.wrong("end")),
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        let p = self.current;
        // 000: "If you collect an Objective, you cannot also draw a card that turn" — unless
        // the Guaranteed Card Reward gives one every turn.
        let guaranteed = self.has_reward(p, Reward::GuaranteedCard);
        if (self.conquered_this_turn && !self.objective_this_turn) || guaranteed {
            self.draw_card(p, events);
        }
        self.place_pending_airfields(events);
        self.claim_mission(Claim::EndOfTurn, events);
        if self.is_team_game() {
            // 004: the team's cards pass to the next player of the team.
            let n = self.player_count();
            if let Some(mate) = (1..n)
                .map(|k| PlayerId(((p.index() + k) % n) as u8))
                .find(|&q| self.same_side(p, q) && !self.eliminated[q.index()])
            {
                let hand = std::mem::take(&mut self.hands[p.index()]);
                let cards = hand.len() as u8;
                self.hands[mate.index()].extend(hand);
                events.push(Event::HandPassed {
                    from: p,
                    to: mate,
                    cards,
                });
            }
        }
        if let Victory::Objectives { needed } = self.rules.victory {
            // 000 WINNING: the Objectives, and your own capital, at the end of your turn.
            let held = self.objectives_held[p.index()].len() >= needed as usize;
            let capital = self
                .capital_of(p)
                .is_some_and(|t| self.owned[p.index()].contains(t));
            if held && capital {
                self.declared_winner = Some(p);
            }
        }
        if let Some(w) = self.victor() {
            self.finish(w, events);
            return;
        }
        events.push(Event::TurnEnded { player: p });
        let n = self.player_count();
        let next = (1..=n)
            .map(|k| PlayerId(((p.index() + k) % n) as u8))
            .find(|q| !self.eliminated[q.index()] && !self.is_neutral(*q))
            .unwrap_or(p);
        self.start_turn(next, events);
    }

    /// Leaves the attack step.
    fn attacks_over(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Fortify;
        events.push(Event::AttackEnded {
            player: self.current,
        });
    }

    /// The Objectives achieved this turn that may still be taken (none once one was taken).
    fn objective_choices_after_attacks(&self) -> Vec<Objective> {
        if self.objective_this_turn || self.objectives_open.is_empty() {
            return Vec::new();
        }
        self.objectives_achieved()
    }

    /// A pending Objective choice that was not made: the first achieved one is taken.
    fn settle_objective(&mut self, events: &mut Vec<Event>) {
        if std::mem::take(&mut self.objective_pending) {
            self.collect_first_objective(events);
        }
    }

    /// 000: after attacking, collect one Objective achieved this turn, if any is on the board.
    /// When the player does not choose (a fortify move straight from the attacks, the end of
    /// the turn, a deadline, an AI seat), the first achieved Objective in board order (minor
    /// ones first) is taken, since an Objective never hurts.
    fn collect_first_objective(&mut self, events: &mut Vec<Event>) {
        if let Some(&o) = self.objective_choices_after_attacks().first() {
            self.collect_objective(o, events);
        }
    }

    /// 000/001 HOW TO COLLECT OBJECTIVES: "If you are eligible for more than one Objective on
    /// your turn, you choose one", "you may take that Objective" (or not), and with 001 "you
    /// may discard a card from your hand". Taking or declining while attacking ends the attacks.
    fn choose_objective(
        &mut self,
        objective: Option<Objective>,
        discard: Option<CardId>,
        events: &mut Vec<Event>,
    ) -> Result<(), V> {
        let attacking = self.phase == Phase::Attack;
        let pending = self.phase == Phase::Fortify && self.objective_pending;
        if !attacking && !pending {
            if self.phase == Phase::Fortify {
                return Err(V::NoObjective {
                    given: objective,
                    eligible: Vec::new(),
                });
            }
            return Err(self.wrong("choose an Objective"));
        }
        let eligible = self.objective_choices_after_attacks();
        let known = match objective {
            Some(o) => eligible.contains(&o),
            None => !eligible.is_empty() && discard.is_none(),
        };
        if !known {
            return Err(V::NoObjective {
                given: objective,
                eligible,
            });
        }
        let p = self.current;
        if let Some(card) = discard {
            if !self.hands[p.index()].contains(&card) {
                return Err(V::NotInHand { card });
            }
        }
        if attacking {
            self.attacks_over(events);
        }
        self.objective_pending = false;
        let Some(o) = objective else {
            events.push(Event::ObjectiveDeclined { player: p });
            return Ok(());
        };
        if let Some(card) = discard {
            self.hands[p.index()].retain(|&c| c != card);
            self.discard.push(card);
            events.push(Event::CardDiscarded { player: p, card });
        }
        self.collect_objective(o, events);
        Ok(())
    }

    /// Takes Objective `o` off the board, with its Reward (Command Room).
    fn collect_objective(&mut self, o: Objective, events: &mut Vec<Event>) {
        let p = self.current;
        let Some(i) = self.objectives_open.iter().position(|x| *x == o) else {
            return;
        };
        let objective = self.objectives_open.remove(i);
        let reward = (i < self.objective_rewards.len())
            .then(|| self.objective_rewards.remove(i))
            .flatten();
        self.objectives_held[p.index()].push(objective);
        self.objective_this_turn = true;
        events.push(Event::ObjectiveCollected {
            player: p,
            objective,
        });
        if let Some(reward) = reward {
            self.rewards[p.index()].push(reward);
            if reward == Reward::Airfield {
                self.airfields_pending[p.index()] += 1;
            }
            events.push(Event::RewardGained { player: p, reward });
        }
    }

    /// Command Room: "immediately place it onto any territory you control".
    fn place_airfield(&mut self, t: TerritoryId, events: &mut Vec<Event>) -> Result<(), V> {
        let p = self.current;
        if self.airfields_pending[p.index()] == 0 {
            return Err(self.wrong("place an Airfield"));
        }
        self.check_territory(t)?;
        self.check_own(t)?;
        self.airfields_pending[p.index()] -= 1;
        self.airfields.push((p, t));
        events.push(Event::AirfieldPlaced {
            player: p,
            territory: t,
            auto: false,
        });
        Ok(())
    }

    /// An Airfield not placed by the end of the turn goes on the player's territory with the
    /// most armies (decision: the book says "immediately"; a turn cannot stall on it).
    fn place_pending_airfields(&mut self, events: &mut Vec<Event>) {
        let p = self.current;
        while self.airfields_pending[p.index()] > 0 {
            self.airfields_pending[p.index()] -= 1;
            let Some(t) = self.owned[p.index()]
                .iter()
                .max_by_key(|&t| (self.armies[t.index()], t.0))
            else {
                break;
            };
            self.airfields.push((p, t));
            events.push(Event::AirfieldPlaced {
                player: p,
                territory: t,
                auto: true,
            });
        }
    }

    fn draw_card(&mut self, p: PlayerId, events: &mut Vec<Event>) {
        if self.deck.is_empty() && !self.discard.is_empty() {
            self.deck = std::mem::take(&mut self.discard);
            self.deck.shuffle(&mut self.rng);
            events.push(Event::DeckReshuffled {
                cards: self.deck.len() as u8,
            });
        }
        if let Some(card) = self.deck.pop() {
            self.hands[p.index()].push(card);
            events.push(Event::CardDrawn {
                player: p,
                card: Some(card),
            });
        }
    }
}

/// Armies lost by attacker and defender when the sorted faces are compared pairwise.
fn losses(attacker: &[u8], defender: &[u8]) -> (u16, u16) {
    let won = attacker.iter().zip(defender).filter(|(a, d)| a > d).count() as u16;
    let pairs = attacker.len().min(defender.len()) as u16;
    (pairs - won, won)
}

/// Defender losses minus attacker losses: what the attacker wants to maximise.
fn net(attacker: &[u8], defender: &[u8]) -> i32 {
    let (a, d) = losses(attacker, defender);
    d as i32 - a as i32
}

fn with_face(attacker: &[u8], i: usize, face: u8) -> Vec<u8> {
    let mut v = attacker.to_vec();
    v[i] = face;
    v.sort_unstable_by(|x, y| y.cmp(x));
    v
}

/// The die whose re-roll has the best expected result for the attacker, if any re-roll helps:
/// (on the defender's side, index). With `any`, the defender's dice are weighed too; on equal
/// gains the attacker's own die is preferred.
fn best_reroll(attacker: &[u8], defender: &[u8], any: bool) -> Option<(bool, usize)> {
    let now = 6 * net(attacker, defender);
    let own = (0..attacker.len()).map(|i| {
        let total: i32 = (1..=6)
            .map(|f| net(&with_face(attacker, i, f), defender))
            .sum();
        (total - now, false, i)
    });
    let theirs = (0..defender.len()).filter(|_| any).map(|i| {
        let total: i32 = (1..=6)
            .map(|f| net(attacker, &with_face(defender, i, f)))
            .sum();
        (total - now, true, i)
    });
    own.chain(theirs)
        .filter(|&(gain, _, _)| gain > 0)
        .max_by_key(|&(gain, side, i)| (gain, std::cmp::Reverse(side), std::cmp::Reverse(i)))
        .map(|(_, side, i)| (side, i))
}

/// The attacker's die that turned to a 6 improves the battle most, if any.
fn best_commander(attacker: &[u8], defender: &[u8]) -> Option<usize> {
    let now = net(attacker, defender);
    (0..attacker.len())
        .map(|i| (net(&with_face(attacker, i, 6), defender) - now, i))
        .filter(|&(gain, _)| gain > 0)
        .max_by_key(|&(gain, i)| (gain, std::cmp::Reverse(i)))
        .map(|(_, i)| i)
}

/// Refuses a number of troops outside `min..=max`, saying the allowed range.
pub(super) fn check_troops(armies: u16, min: u16, max: u16) -> Result<(), V> {
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

#[cfg(test)]
mod tests {
    use super::best_reroll;

    #[test]
    fn the_reroll_weighs_the_defenders_dice_only_with_any_die() {
        // 002_f99279de19c195a0.txt, Advantage when attacking: "re-roll any one die". 6 1 against
        // 6 5: the defender's 6 is the better re-roll; with `RerollDie::Own` the attacker's 1.
        assert_eq!(best_reroll(&[6, 1], &[6, 5], true), Some((true, 0)));
        assert_eq!(best_reroll(&[6, 1], &[6, 5], false), Some((false, 1)));
        // Nothing to gain: no re-roll.
        assert_eq!(best_reroll(&[6, 6], &[1, 1], true), None);
    }
}
