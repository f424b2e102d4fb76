//! Small identifiers of the engine and a bit set of territories (maps hold at most 64).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TerritoryId(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ContinentId(pub u8);

/// A card of the deck: territory cards use the territory's index, wild cards follow them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u8);

impl TerritoryId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl PlayerId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of territories as a 64-bit mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Set(pub u64);

impl Set {
    pub const EMPTY: Set = Set(0);

    pub fn first(n: usize) -> Set {
        if n >= 64 {
            Set(u64::MAX)
        } else {
            Set((1u64 << n) - 1)
        }
    }
    pub fn single(t: TerritoryId) -> Set {
        Set(1 << t.0)
    }
    pub fn contains(self, t: TerritoryId) -> bool {
        self.0 >> t.0 & 1 == 1
    }
    pub fn insert(&mut self, t: TerritoryId) {
        self.0 |= 1 << t.0;
    }
    /// `self` with `t` added when `yes`: no branch, for filters whose outcome is unpredictable.
    pub fn with_if(self, t: TerritoryId, yes: bool) -> Set {
        Set(self.0 | u64::from(yes) << t.0)
    }
    pub fn remove(&mut self, t: TerritoryId) {
        self.0 &= !(1 << t.0);
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn union(self, o: Set) -> Set {
        Set(self.0 | o.0)
    }
    pub fn intersect(self, o: Set) -> Set {
        Set(self.0 & o.0)
    }
    pub fn minus(self, o: Set) -> Set {
        Set(self.0 & !o.0)
    }
    pub fn is_subset(self, o: Set) -> bool {
        self.0 & !o.0 == 0
    }
    /// The `k`-th member in ascending order, if any.
    pub fn nth(self, k: usize) -> Option<TerritoryId> {
        if k >= self.len() {
            return None;
        }
        // Drop the k lowest members; the lowest left is the k-th.
        let mut bits = self.0;
        for _ in 0..k {
            bits &= bits - 1;
        }
        Some(TerritoryId(bits.trailing_zeros() as u8))
    }
    pub fn iter(self) -> SetIter {
        SetIter(self.0)
    }
}

pub struct SetIter(u64);

impl Iterator for SetIter {
    type Item = TerritoryId;
    fn next(&mut self) -> Option<TerritoryId> {
        if self.0 == 0 {
            return None;
        }
        let t = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(TerritoryId(t))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl FromIterator<TerritoryId> for Set {
    fn from_iter<I: IntoIterator<Item = TerritoryId>>(it: I) -> Set {
        let mut s = Set::EMPTY;
        for t in it {
            s.insert(t);
        }
        s
    }
}

/// A set of cards as a bitmask over card ids (ids below 64): keeps actions `Copy`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardMask(pub u64);

impl CardMask {
    pub fn of(cards: impl IntoIterator<Item = CardId>) -> CardMask {
        CardMask(cards.into_iter().fold(0, |m, c| m | 1u64 << (c.0 & 63)))
    }
    pub fn iter(self) -> impl Iterator<Item = CardId> {
        (0..64u8).filter(move |i| self.0 >> i & 1 == 1).map(CardId)
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}
