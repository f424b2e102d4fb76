//! What a reader of a fogged board knows of a player's totals and of a group of territories:
//! a count is told only when the reader sees everything it is made of, so a total never hints
//! at what the fog hides.

use super::fog::{Reader, View};
use super::game::Game;
use super::ids::{PlayerId, Set};

impl View {
    /// Whether `p` is on the reader's side (the reader, or a teammate in Team RISK).
    pub fn is_friend(&self, g: &Game, p: PlayerId) -> bool {
        match self.reader() {
            Reader::Seat(r) => g.same_side(r, p),
            Reader::Everyone => false,
        }
    }

    /// Whether the reader knows which territories `p` holds (and so how many, and the
    /// continents): they see every owner, or `p` is on their side or out of the game.
    pub fn knows_territories_of(&self, g: &Game, p: PlayerId) -> bool {
        self.owners_seen() == g.map().all() || self.is_friend(g, p) || g.is_eliminated(p)
    }

    /// Whether the reader knows `p`'s armies in all: they see every army, or `p` is on their
    /// side or out of the game.
    pub fn knows_armies_of(&self, g: &Game, p: PlayerId) -> bool {
        self.armies_seen() == g.map().all() || self.is_friend(g, p) || g.is_eliminated(p)
    }

    /// Whether the reader sees the owner of every territory of `set`.
    pub fn sees_owners_of(&self, set: Set) -> bool {
        set.is_subset(self.owners_seen())
    }

    /// Whether the reader sees the armies on every territory of `set`.
    pub fn sees_armies_of(&self, set: Set) -> bool {
        set.is_subset(self.armies_seen())
    }
}
