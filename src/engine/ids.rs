//! Small identifiers of the engine and a bit set of territories (maps hold at most 255).

use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::ser::{SerializeTuple, Serializer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TerritoryId(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ContinentId(pub u8);

/// A card of the deck: territory cards use the territory's index, wild cards follow them.
/// Sixteen bits: a board of 255 territories with its wilds has more than 256 cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u16);

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

impl CardId {
    /// The card showing territory `t`.
    pub fn of(t: TerritoryId) -> CardId {
        CardId(u16::from(t.0))
    }
}

/// 64-bit words in a `Set`: 256 bits, one per possible territory id.
const WORDS: usize = 4;

/// A set of territories as a 256-bit mask (`TerritoryId` is a `u8`, so every id fits).
///
/// Stored as one number while every member is below 64 (the format of records written when
/// boards held at most 64 territories, so they still load, and a classic game's record is
/// unchanged), otherwise as its four 64-bit words, lowest first.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Set([u64; WORDS]);

#[inline]
fn at(t: TerritoryId) -> (usize, u64) {
    ((t.0 >> 6) as usize, 1u64 << (t.0 & 63))
}

impl Set {
    pub const EMPTY: Set = Set([0; WORDS]);

    /// The ids `0..n` (all 256 when `n >= 256`).
    pub fn first(n: usize) -> Set {
        let mut w = [0u64; WORDS];
        for (i, word) in w.iter_mut().enumerate() {
            let lo = i * 64;
            *word = match n.saturating_sub(lo) {
                0 => 0,
                k if k >= 64 => u64::MAX,
                k => (1u64 << k) - 1,
            };
        }
        Set(w)
    }
    #[inline]
    pub fn single(t: TerritoryId) -> Set {
        let mut s = Set::EMPTY;
        s.insert(t);
        s
    }
    #[inline]
    pub fn contains(self, t: TerritoryId) -> bool {
        let (i, b) = at(t);
        self.0[i] & b != 0
    }
    #[inline]
    pub fn insert(&mut self, t: TerritoryId) {
        let (i, b) = at(t);
        self.0[i] |= b;
    }
    /// `self` with `t` added when `yes`: no branch, for filters whose outcome is unpredictable.
    #[inline]
    pub fn with_if(mut self, t: TerritoryId, yes: bool) -> Set {
        self.0[(t.0 >> 6) as usize] |= u64::from(yes) << (t.0 & 63);
        self
    }
    #[inline]
    pub fn remove(&mut self, t: TerritoryId) {
        let (i, b) = at(t);
        self.0[i] &= !b;
    }
    #[inline]
    pub fn len(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0.iter().fold(0, |a, w| a | w) == 0
    }
    #[inline]
    fn zip(self, o: Set, f: impl Fn(u64, u64) -> u64) -> Set {
        Set(std::array::from_fn(|i| f(self.0[i], o.0[i])))
    }
    #[inline]
    pub fn union(self, o: Set) -> Set {
        self.zip(o, |a, b| a | b)
    }
    #[inline]
    pub fn intersect(self, o: Set) -> Set {
        self.zip(o, |a, b| a & b)
    }
    #[inline]
    pub fn minus(self, o: Set) -> Set {
        self.zip(o, |a, b| a & !b)
    }
    #[inline]
    pub fn is_subset(self, o: Set) -> bool {
        self.minus(o).is_empty()
    }
    /// The `k`-th member in ascending order, if any.
    pub fn nth(self, mut k: usize) -> Option<TerritoryId> {
        for (i, &word) in self.0.iter().enumerate() {
            let n = word.count_ones() as usize;
            if k >= n {
                k -= n;
                continue;
            }
            // Drop the k lowest members; the lowest left is the k-th.
            let mut bits = word;
            for _ in 0..k {
                bits &= bits - 1;
            }
            return Some(TerritoryId((i * 64) as u8 + bits.trailing_zeros() as u8));
        }
        None
    }
    #[inline]
    pub fn iter(self) -> SetIter {
        SetIter {
            words: self.0,
            word: 0,
        }
    }
}

/// As it is stored: `Set(bits)` while every member is below 64 (as before sets grew), else
/// `Set([w0, w1, w2, w3])`.
impl std::fmt::Debug for Set {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0[1..].iter().all(|&w| w == 0) {
            write!(f, "Set({})", self.0[0])
        } else {
            write!(f, "Set({:?})", self.0)
        }
    }
}

pub struct SetIter {
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for SetIter {
    type Item = TerritoryId;
    #[inline]
    fn next(&mut self) -> Option<TerritoryId> {
        while self.word < WORDS {
            let w = &mut self.words[self.word];
            if *w != 0 {
                let t = (self.word * 64) as u8 + w.trailing_zeros() as u8;
                *w &= *w - 1;
                return Some(TerritoryId(t));
            }
            self.word += 1;
        }
        None
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = Set(self.words).len();
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

impl Serialize for Set {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0[1..].iter().all(|&w| w == 0) {
            return s.serialize_u64(self.0[0]);
        }
        let mut t = s.serialize_tuple(WORDS)?;
        for w in &self.0 {
            t.serialize_element(w)?;
        }
        t.end()
    }
}

impl<'de> Deserialize<'de> for Set {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Set, D::Error> {
        struct Words;
        impl<'de> Visitor<'de> for Words {
            type Value = Set;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                write!(f, "a territory set: a number, or a list of {WORDS} numbers")
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Set, E> {
                let mut w = [0u64; WORDS];
                w[0] = v;
                Ok(Set(w))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Set, A::Error> {
                let mut w = [0u64; WORDS];
                for (i, word) in w.iter_mut().enumerate() {
                    *word = seq
                        .next_element()?
                        .ok_or_else(|| de::Error::invalid_length(i, &self))?;
                }
                if seq.next_element::<de::IgnoredAny>()?.is_some() {
                    return Err(de::Error::invalid_length(WORDS + 1, &self));
                }
                Ok(Set(w))
            }
        }
        d.deserialize_any(Words)
    }
}

/// A set of cards over card ids below 256: keeps actions `Copy`. It names the cards of a
/// 000-edition (star) trade, and the star deck has no wilds, so its ids are territories' ids.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardMask(Set);

/// As it is stored: `CardMask(bits)` for ids below 64 (as before), else the four words.
impl std::fmt::Debug for CardMask {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = format!("{:?}", self.0);
        let inner = words.trim_start_matches("Set(").trim_end_matches(')');
        write!(f, "CardMask({inner})")
    }
}

impl CardMask {
    /// The mask of `cards`; `None` when one is not a territory's card (id 256 or more).
    pub fn try_of(cards: impl IntoIterator<Item = CardId>) -> Option<CardMask> {
        let mut s = Set::EMPTY;
        for c in cards {
            s.insert(TerritoryId(u8::try_from(c.0).ok()?));
        }
        Some(CardMask(s))
    }
    /// The mask of `cards`, which are territories' cards (ids below 256).
    pub fn of(cards: impl IntoIterator<Item = CardId>) -> CardMask {
        CardMask::try_of(cards).expect("a card mask holds territories' cards only")
    }
    pub fn iter(self) -> impl Iterator<Item = CardId> {
        self.0.iter().map(CardId::of)
    }
    pub fn len(self) -> usize {
        self.0.len()
    }
    pub fn is_empty(self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_holds_every_id_up_to_255_and_walks_them_in_order() {
        let ids = [0u8, 1, 63, 64, 65, 127, 128, 200, 254, 255];
        let s: Set = ids.iter().map(|&i| TerritoryId(i)).collect();
        assert_eq!(s.len(), ids.len());
        assert_eq!(s.iter().map(|t| t.0).collect::<Vec<_>>(), ids);
        for (k, &i) in ids.iter().enumerate() {
            assert_eq!(s.nth(k), Some(TerritoryId(i)));
            assert!(s.contains(TerritoryId(i)));
        }
        assert_eq!(s.nth(ids.len()), None);
        let mut r = s;
        r.remove(TerritoryId(200));
        assert!(!r.contains(TerritoryId(200)) && r.is_subset(s) && !s.is_subset(r));
        assert_eq!(s.minus(r), Set::single(TerritoryId(200)));
        assert_eq!(Set::first(256).len(), 256);
        assert_eq!(format!("{:?}", Set::first(3)), "Set(7)");
        assert_eq!(
            format!("{:?}", Set::single(TerritoryId(64))),
            "Set([0, 1, 0, 0])"
        );
        assert_eq!(Set::first(130).len(), 130);
        assert!(Set::first(130).contains(TerritoryId(129)));
        assert!(!Set::first(130).contains(TerritoryId(130)));
    }

    #[test]
    fn a_set_below_64_is_stored_as_one_number_and_a_larger_one_as_words() {
        let small: Set = [0u8, 5, 63].iter().map(|&i| TerritoryId(i)).collect();
        let json = serde_json::to_string(&small).unwrap();
        assert_eq!(json, (1u64 | 1 << 5 | 1 << 63).to_string());
        assert_eq!(serde_json::from_str::<Set>(&json).unwrap(), small);
        let big: Set = [1u8, 64, 255].iter().map(|&i| TerritoryId(i)).collect();
        let json = serde_json::to_string(&big).unwrap();
        assert_eq!(json, format!("[2,1,0,{}]", 1u64 << 63));
        assert_eq!(serde_json::from_str::<Set>(&json).unwrap(), big);
        assert!(serde_json::from_str::<Set>("[1,2,3]").is_err());
        // A star trade's cards as stored before: a 64-bit number over card ids.
        let old: CardMask = serde_json::from_str("6").unwrap();
        assert_eq!(old.iter().collect::<Vec<_>>(), [CardId(1), CardId(2)]);
        assert_eq!(serde_json::to_string(&old).unwrap(), "6");
        assert_eq!(format!("{old:?}"), "CardMask(6)");
        assert!(serde_json::from_str::<Set>("[1,2,3,4,5]").is_err());
    }
}
