//! How a table shows its seats to a reader: their names as stored, but a neutral army's and
//! the marks after a surrendered or replaced seat's name in the language in force. Part of
//! `Session`, beside `session.rs`.

use super::session::{Seat, Session, NEUTRAL};
use crate::ai::AiLevel;
use crate::engine::PlayerId;

impl Session {
    /// Seat `p`'s name as players read it: as stored, placed as someone's text
    /// (`i18n::markup::name`: escaped in Markdown), but a neutral army's ("Neutral",
    /// "Neutral 2", stored in English) in the language in force.
    pub fn name(&self, p: PlayerId) -> String {
        let neutral = |name: &str| {
            let number = match name.strip_prefix(NEUTRAL) {
                Some("") => 1,
                Some(n) => n.trim().parse::<u16>().ok()?,
                None => return None,
            };
            let g = self.game.as_ref()?;
            (g.is_neutral(p) && self.seats[p.index()].user.is_none())
                .then(|| crate::t!("svc-neutral", number = number))
        };
        match self.seats.get(p.index()) {
            Some(s) => neutral(&s.name)
                .or_else(|| computer(s))
                .unwrap_or_else(|| crate::i18n::markup::name(&s.name)),
            None => crate::t!("svc-player-n", number = u16::from(p.0) + 1),
        }
    }

    /// How the table shows `p` now: the name, with "(surrendered)" after a surrender and
    /// "(AI)" after a kick. What happened before names players by `name`, as they were then.
    pub fn label(&self, p: PlayerId) -> String {
        let name = self.name(p);
        match self.seats.get(p.index()) {
            Some(x) if x.surrendered => crate::t!("svc-label-surrendered", name = name),
            Some(x) if x.kicked => crate::t!("svc-label-kicked", name = name),
            _ => name,
        }
    }

    /// Every seat's name as players read it (`name`), joined as a list for a refusal that lists
    /// who sits at the table.
    pub fn seated_names(&self) -> String {
        let names: Vec<String> = (0..self.seats.len())
            .map(|i| self.name(PlayerId(i as u8)))
            .collect();
        crate::i18n::list(&names)
    }
}

/// A computer player's seat as the language in force names it ("KI 1 (einfach)", "IA 2
/// (forte)"): stored in English as `Session::ai_name` made it ("AI 1 (basic)"). `None` for any
/// other seat, and for a person's seat the AI plays.
fn computer(seat: &Seat) -> Option<String> {
    if seat.user.is_some() || seat.ai.is_none() {
        return None;
    }
    let (number, level) = seat.name.strip_prefix("AI ")?.split_once(" (")?;
    let level = AiLevel::parse(level.strip_suffix(')')?)?;
    let number: u16 = number.parse().ok()?;
    let level = crate::i18n::typed::shown_word("level", level.name());
    Some(crate::t!("values-ai-seat", number = number, level = level))
}
