//! Seats leaving a game (surrendered or kicked) and a table nobody plays any more ended.

use crate::engine::{Event, PlayerId};
use crate::service::history::fair;
use crate::service::table::session::{LogEntry0, Session};
use crate::service::values::outcome::{Outcome, Post};
use crate::service::words::text;

impl Session {
    /// Seats leave the game (`Game::withdraw`): every seat that surrendered or was kicked and
    /// has not left it yet (the one leaving now, and those of tables stored before the game
    /// kept track). Each is a step of the game's record. The events: the game won at once when
    /// one side alone is left.
    pub(crate) fn withdraw(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        let Some(g) = self.game.as_mut() else {
            return events;
        };
        let leaving = (0..self.seats.len())
            .filter(|&i| self.seats[i].surrendered || self.seats[i].kicked)
            .map(|i| PlayerId(i as u8));
        for p in leaving {
            if g.is_over() || g.is_withdrawn(p) || g.is_neutral(p) {
                continue;
            }
            let ev = g.withdraw(p);
            self.journal
                .push(fair::Step::new(fair::Act::Withdraw { player: p.0 }, &ev));
            events.extend(ev);
        }
        events
    }

    /// Ends a running game in which no person plays any more (everyone surrendered, was kicked,
    /// was eliminated or left to the AI): AI seats do not play on alone, so such a table can
    /// never run away. The players still in the game are ranked (`Game::end_by_standing`) and
    /// the first wins; one public post says what happened, with the standings and the board,
    /// and a log entry holds the end.
    pub(crate) fn end_if_nobody_plays(&mut self, outcome: &mut Outcome, log: &mut Vec<LogEntry0>) {
        if !self.is_running() || self.someone_plays() {
            return;
        }
        let mut events = self.withdraw();
        let g = self.game.as_mut().expect("running");
        if !g.is_over() {
            let end = g.end_by_standing();
            self.journal
                .push(fair::Step::new(fair::Act::EndByStanding, &end));
            events.extend(end);
        }
        self.undo = None;
        self.pending = None;
        let g = self.game.as_ref().expect("ended");
        // The end is the channel's to read.
        let (mut text, summary) = crate::i18n::in_channel(|| {
            let mut text = text::nobody_plays(self, g);
            if g.winner().is_some() {
                let public = g.view(crate::engine::Reader::Everyone);
                for line in text::events(self, g, &public, &events) {
                    text.push('\n');
                    text.push_str(&line);
                }
            }
            text.push('\n');
            text.push_str(&text::standings(self, g));
            (text, text::public_summary(self, g))
        });
        // What ended the table (a surrender, a kick) heads the same message when it fits.
        while let Some(last) = outcome.public.last().filter(|p| p.is_plain()) {
            let merged = format!("{}\n{text}", last.text);
            if merged.chars().count() > crate::service::values::outcome::MESSAGE_LIMIT {
                break;
            }
            text = merged;
            outcome.public.pop();
        }
        outcome.public.push(Post {
            text,
            summary: Some(summary),
            board: true,
            ..Post::default()
        });
        log.push(("table".into(), "end".into(), events));
    }
}
