//! Setup actions: claiming territories and placing the starting armies (with the two-player
//! rounds of own and neutral armies).

use crate::engine::error::RuleViolation as V;
use crate::engine::event::{Event, Log};
use crate::engine::game::{Game, Phase};
use crate::engine::ids::{PlayerId, TerritoryId};
use crate::engine::rules::{Capitals, Placement, Victory};

impl Game {
    pub(in crate::engine) fn claim(
        &mut self,
        t: TerritoryId,
        events: &mut impl Log,
    ) -> Result<(), V> {
        if self.phase != Phase::Claim {
            return Err(self.wrong("claim"));
        }
        self.check_territory(t)?;
        if let Some(owner) = self.owner(t) {
            return Err(V::AlreadyClaimed {
                territory: t,
                owner,
            });
        }
        let p = self.current;
        self.set_owner(t, p);
        self.add_units(t, p, 1);
        self.seats[p.index()].setup_left -= 1;
        events.log(|| Event::Claimed {
            player: p,
            territory: t,
        });
        if self.rules.capitals == Capitals::FirstClaim && self.seats[p.index()].capital.is_none() {
            // 000 Command Room: a player's first territory holds their capital.
            self.seats[p.index()].capital = Some(t);
            events.log(|| Event::CapitalPlaced {
                player: p,
                territory: t,
            });
        }
        if self.owner.iter().all(Option::is_some) {
            self.phase = Phase::PlaceSetup;
        }
        self.next_setup_player(events);
        Ok(())
    }

    pub(in crate::engine) fn place_setup(
        &mut self,
        t: TerritoryId,
        armies: u16,
        events: &mut impl Log,
    ) -> Result<(), V> {
        let p = self.current;
        let (quota, neutral_owed) = self.setup_quota();
        match self.owner(t).filter(|&o| self.is_neutral(o)) {
            Some(neutral) => {
                if !self.neutral_owed(neutral) {
                    return Err(V::SetupQuota {
                        own: quota,
                        neutral: neutral_owed,
                    });
                }
                if armies != 1 {
                    return Err(V::Troops {
                        given: armies,
                        min: 1,
                        max: 1,
                    });
                }
                self.check_room(t, armies)?;
                self.add_units(t, neutral, 1);
                self.seats[neutral.index()].setup_left -= 1;
                self.setup_round.neutral |= 1 << neutral.0;
                events.log(|| Event::Placed {
                    player: neutral,
                    territory: t,
                    armies: 1,
                });
            }
            None => {
                self.check_own(t)?;
                if quota == 0 {
                    return Err(V::SetupQuota {
                        own: 0,
                        neutral: neutral_owed,
                    });
                }
                crate::engine::turn::check_troops(armies, 1, quota)?;
                self.check_room(t, armies)?;
                self.add_units(t, p, armies);
                self.seats[p.index()].setup_left -= armies;
                self.setup_round.own += armies;
                events.log(|| Event::Placed {
                    player: p,
                    territory: t,
                    armies,
                });
            }
        }
        let done = if self.rules.neutrals > 0 {
            self.setup_quota() == (0, false)
        } else {
            self.rules.placement == Placement::OneAtATime || self.seats[p.index()].setup_left == 0
        };
        if done {
            self.setup_round.own = 0;
            self.setup_round.neutral = 0;
            self.next_setup_player(events);
        }
        Ok(())
    }

    /// Passes setup to the next player with armies left, or starts the first turn.
    pub(in crate::engine) fn next_setup_player(&mut self, events: &mut impl Log) {
        let neutral_left: u16 = self
            .players()
            .filter(|&q| self.is_neutral(q))
            .map(|q| self.seats[q.index()].setup_left)
            .sum();
        // Neutral armies never take a turn: players place them in theirs.
        let next = self
            .players_after(self.current)
            .filter(|p| !self.is_neutral(*p))
            .find(|p| self.seats[p.index()].setup_left > 0 || neutral_left > 0);
        match next {
            Some(p) => self.current = p,
            None if matches!(self.rules.victory, Victory::Capital { .. })
                || self.rules.capitals == Capitals::Chosen =>
            {
                self.current = PlayerId(0);
                self.phase = Phase::ChooseHq;
            }
            None => {
                events.log(|| Event::SetupComplete);
                self.start_turn(PlayerId(0), events);
            }
        }
    }
}
