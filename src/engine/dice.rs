//! Where randomness enters the rules: dice are injected, never drawn from a global RNG.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// A source of six-sided die rolls.
pub trait Dice {
    /// One die: 1..=6.
    fn roll(&mut self) -> u8;
}

impl Dice for ChaCha8Rng {
    #[inline]
    fn roll(&mut self) -> u8 {
        self.random_range(1..=6)
    }
}

/// Dice that replay a fixed script, for rule scenarios. When the script runs out they roll 1s
/// forever, so a test with too short a script fails on its assertions instead of hanging.
#[derive(Clone, Debug, Default)]
pub struct ScriptedDice {
    faces: Vec<u8>,
    next: usize,
}

impl ScriptedDice {
    pub fn new(faces: impl Into<Vec<u8>>) -> Self {
        ScriptedDice {
            faces: faces.into(),
            next: 0,
        }
    }

    /// How many scripted faces were consumed.
    pub fn used(&self) -> usize {
        self.next
    }
}

impl Dice for ScriptedDice {
    fn roll(&mut self) -> u8 {
        let face = self.faces.get(self.next).copied().unwrap_or(1);
        self.next += 1;
        face.clamp(1, 6)
    }
}
