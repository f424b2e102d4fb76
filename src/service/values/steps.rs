//! What a game's record is made of (see `fair`): the commitment to its dice seed posted at the
//! start (`Seal`), and its steps, each change to the game with what chance gave it (`Step`).

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::engine::{Action, Event, PlayerId};

/// The commitment posted when a game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seal {
    /// Public, unique to the game: 32 hex digits.
    pub salt: String,
    /// SHA-256 of `<salt>:<seed>` (the seed in decimal), 64 hex digits.
    pub commitment: String,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub(crate) fn sha256_hex(data: &[u8]) -> String {
    hex(&Sha256::digest(data))
}

/// The commitment to `seed` with `salt`: SHA-256 of the text `<salt>:<seed>`, as hex.
pub fn commitment(salt: &str, seed: u64) -> String {
    sha256_hex(format!("{salt}:{seed}").as_bytes())
}

/// What a game's seal binds besides its seed: the preset's label and the seats' names, in
/// seat order.
pub struct Table<'a> {
    pub preset: &'a str,
    pub seats: &'a [String],
}

/// The salt of a game sealed with its table (`Seal::binding`).
pub fn table_salt(channel: u64, number: u32, started_at: u64, table: &Table<'_>) -> String {
    // JSON keeps the names apart whatever they contain.
    let names = serde_json::to_string(&(table.preset, table.seats)).expect("names serialise");
    sha256_hex(format!("risk-bot salt 2:{channel}:{number}:{started_at}:{names}").as_bytes())[..32]
        .to_string()
}

impl Seal {
    /// The seal of a game: the salt is derived from public facts that no other game shares
    /// (channel, game number, start time), so no table of commitments can be computed ahead.
    pub fn new(channel: u64, number: u32, started_at: u64, seed: u64) -> Seal {
        let salt = sha256_hex(format!("risk-bot salt:{channel}:{number}:{started_at}").as_bytes())
            [..32]
            .to_string();
        let commitment = commitment(&salt, seed);
        Seal { salt, commitment }
    }

    /// The seal of a game that also binds its table: the salt is derived from the channel,
    /// game number and start time and from the preset and the seats' names, so a game file
    /// naming other players or another preset no longer opens the commitment that was posted.
    pub fn binding(
        channel: u64,
        number: u32,
        started_at: u64,
        table: &Table<'_>,
        seed: u64,
    ) -> Seal {
        let salt = table_salt(channel, number, started_at, table);
        let commitment = commitment(&salt, seed);
        Seal { salt, commitment }
    }

    /// Whether `seed` is the one this seal commits to.
    pub fn opens_with(&self, seed: u64) -> bool {
        commitment(&self.salt, seed) == self.commitment
    }

    /// The line posted at the start of the game.
    pub fn announce(&self) -> String {
        crate::t!(
            "svc-dice-commitment",
            salt = self.salt.as_str(),
            commitment = self.commitment.as_str()
        )
    }

    /// The line posted when the game ends.
    pub fn reveal(&self, seed: u64) -> String {
        crate::t!(
            "svc-dice-revealed",
            seed = seed.to_string(),
            salt = self.salt.as_str(),
            commitment = self.commitment.as_str()
        )
    }
}

/// What changed the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Act {
    /// The game was set up: this many seats (neutrals not counted), with these colours.
    Start { players: u8, colors: Vec<u8> },
    /// A player's (or an AI seat's) action, as applied.
    Play { player: u8, action: Action },
    /// The last action was taken back (`/undo`: it rolled nothing and drew nothing).
    Undo,
    /// The table ended the game without a winner (nobody left playing).
    EndWithoutWinner,
    /// A player left the game: surrendered, or removed by the host (`Game::withdraw`).
    Withdraw { player: u8 },
    /// A seat that left the game was handed to someone else (`Game::rejoin`).
    Rejoin { player: u8 },
    /// The table ended the game by ranking the players still in it, no person being left to
    /// play (`Game::end_by_standing`).
    EndByStanding,
}

/// One change to the game with what chance gave it: the dice faces rolled (battles, re-rolls,
/// bonus dice, status dice, an ally's die), the cards drawn and the territories dealt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub act: Act,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<u16>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dealt: Vec<u8>,
}

/// The outcomes of chance in `events`, in order: (dice, cards drawn, territories dealt).
pub fn chance(events: &[Event]) -> (Vec<u8>, Vec<u16>, Vec<u8>) {
    let (mut dice, mut cards, mut dealt) = (Vec::new(), Vec::new(), Vec::new());
    for e in events {
        match e {
            Event::Battle {
                attacker,
                defender,
                reroll,
                bonus,
                ..
            } => {
                dice.extend_from_slice(attacker.faces());
                dice.extend_from_slice(defender.faces());
                dice.extend(reroll.map(|r| r.after));
                if let Some(b) = bonus {
                    dice.extend(b.attack_die);
                    dice.extend(b.defense_die);
                }
            }
            Event::StatusRolled { roll, .. } => dice.push(*roll),
            Event::AllyReinforced { armies, .. } => dice.push(*armies as u8),
            Event::CardDrawn {
                card: Some(card), ..
            } => cards.push(card.0),
            Event::Dealt { territories, .. } => dealt.extend(territories.iter().map(|t| t.0)),
            _ => {}
        }
    }
    (dice, cards, dealt)
}

impl Step {
    pub fn new(act: Act, events: &[Event]) -> Step {
        let (dice, cards, dealt) = chance(events);
        Step {
            act,
            dice,
            cards,
            dealt,
        }
    }

    pub fn play(player: PlayerId, action: Action, events: &[Event]) -> Step {
        Step::new(
            Act::Play {
                player: player.0,
                action,
            },
            events,
        )
    }

    pub fn bare(act: Act) -> Step {
        Step::new(act, &[])
    }
}
