//! The web view's secrets: the key the bot creates once and keeps in its private files (mode
//! 0600), the game ids made with it, the signed single-use links to a player's own view, and
//! the sessions those links open.
//!
//! A game's id is its channel and number with a tag (HMAC-SHA-256 under the key, 128 bits): it
//! cannot be guessed from the channel, needs nothing stored, and stays the same across restarts
//! while the key file is kept. A private link carries the game, the seat, its expiry and a
//! random nonce, signed the same way under a key of its own kind; the first use spends the
//! nonce and opens a session (a random cookie value) for that game and seat.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Mutex;

use anyhow::Context;
use hmac::{Hmac, Mac};
use rand::RngCore;
use risk::service::ChannelKey;
use sha2::Sha256;

/// How long a private link stays good.
pub const LINK_LIFETIME: u64 = 10 * 60;
/// How long a session opened by a link lasts.
pub const SESSION_LIFETIME: u64 = 12 * 60 * 60;
/// The most sessions and spent links kept (the oldest go first).
const MAX_SESSIONS: usize = 20_000;

/// A game as its page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameRef {
    pub channel: ChannelKey,
    pub number: u32,
}

/// A player's session: which game and seat it may read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grant {
    pub game: GameRef,
    pub seat: u8,
    pub until: u64,
}

/// Why a private link was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkRefusal {
    /// Not a link the bot made (a changed or made-up signature).
    Forged,
    /// Made by the bot, but too old.
    Expired,
    /// Used once already.
    Spent,
}

pub struct Keys {
    key: [u8; 32],
    /// Spent nonces, with when their link expires (kept until then).
    spent: Mutex<HashMap<[u8; 16], u64>>,
    /// Open sessions by cookie value.
    sessions: Mutex<HashMap<String, Grant>>,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if text.len() % 2 != 0 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

impl Keys {
    /// Keys from a fixed key (tests).
    pub fn from_key(key: [u8; 32]) -> Keys {
        Keys {
            key,
            spent: Mutex::default(),
            sessions: Mutex::default(),
        }
    }

    /// The key in `path`, created (random, mode 0600) when the file is missing.
    pub fn load_or_create(path: &Path) -> anyhow::Result<Keys> {
        match std::fs::read(path) {
            Ok(bytes) => {
                let key: [u8; 32] = unhex(String::from_utf8_lossy(&bytes).trim())
                    .and_then(|k| k.try_into().ok())
                    .with_context(|| {
                        format!(
                            "{}: not a key of the web view (64 hex digits)",
                            path.display()
                        )
                    })?;
                Ok(Keys::from_key(key))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let mut key = [0u8; 32];
                rand::rng().fill_bytes(&mut key);
                let mut file = risk::service::dump::create_private(path)
                    .with_context(|| format!("creating the web view's key {}", path.display()))?;
                std::io::Write::write_all(&mut file, hex(&key).as_bytes())?;
                file.sync_all()?;
                Ok(Keys::from_key(key))
            }
            Err(e) => Err(e).with_context(|| format!("reading {}", path.display())),
        }
    }

    fn tag(&self, kind: &[u8], data: &[u8]) -> [u8; 32] {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length");
        mac.update(kind);
        mac.update(data);
        mac.finalize().into_bytes().into()
    }

    fn verify(&self, kind: &[u8], data: &[u8], tag: &[u8]) -> bool {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length");
        mac.update(kind);
        mac.update(data);
        // Constant time.
        mac.verify_truncated_left(tag).is_ok() && tag.len() == 16
    }

    /// A game's id in its page's address.
    pub fn game_id(&self, game: GameRef) -> String {
        let mut data = game.channel.0.to_be_bytes().to_vec();
        data.extend(game.number.to_be_bytes());
        let tag = self.tag(b"game", &data);
        data.extend(&tag[..16]);
        hex(&data)
    }

    /// The game an id names, when the id is one the bot made.
    pub fn game_of(&self, id: &str) -> Option<GameRef> {
        let bytes = unhex(id).filter(|b| b.len() == 28)?;
        let (data, tag) = bytes.split_at(12);
        if !self.verify(b"game", data, tag) {
            return None;
        }
        Some(GameRef {
            channel: ChannelKey(u64::from_be_bytes(data[..8].try_into().ok()?)),
            number: u32::from_be_bytes(data[8..12].try_into().ok()?),
        })
    }

    /// A private link's token for `seat` of `game`, good until `now + LINK_LIFETIME`.
    pub fn link_token(&self, game: GameRef, seat: u8, now: u64) -> String {
        let mut nonce = [0u8; 16];
        rand::rng().fill_bytes(&mut nonce);
        let mut data = game.channel.0.to_be_bytes().to_vec();
        data.extend(game.number.to_be_bytes());
        data.push(seat);
        data.extend((now + LINK_LIFETIME).to_be_bytes());
        data.extend(nonce);
        let tag = self.tag(b"link", &data);
        data.extend(&tag[..16]);
        hex(&data)
    }

    /// Spends a private link's token: the session's cookie value and what it grants, or why
    /// not.
    pub fn redeem(&self, token: &str, now: u64) -> Result<(String, Grant), LinkRefusal> {
        let bytes = unhex(token)
            .filter(|b| b.len() == 8 + 4 + 1 + 8 + 16 + 16)
            .ok_or(LinkRefusal::Forged)?;
        let (data, tag) = bytes.split_at(bytes.len() - 16);
        if !self.verify(b"link", data, tag) {
            return Err(LinkRefusal::Forged);
        }
        let channel = u64::from_be_bytes(data[..8].try_into().expect("8 bytes"));
        let number = u32::from_be_bytes(data[8..12].try_into().expect("4 bytes"));
        let seat = data[12];
        let until = u64::from_be_bytes(data[13..21].try_into().expect("8 bytes"));
        let nonce: [u8; 16] = data[21..37].try_into().expect("16 bytes");
        if now >= until {
            return Err(LinkRefusal::Expired);
        }
        {
            let mut spent = self.spent.lock().expect("not poisoned");
            spent.retain(|_, t| *t > now);
            if spent.contains_key(&nonce) || spent.len() >= MAX_SESSIONS {
                return Err(LinkRefusal::Spent);
            }
            spent.insert(nonce, until);
        }
        let grant = Grant {
            game: GameRef {
                channel: ChannelKey(channel),
                number,
            },
            seat,
            until: now + SESSION_LIFETIME,
        };
        let mut cookie = [0u8; 32];
        rand::rng().fill_bytes(&mut cookie);
        let cookie = hex(&cookie);
        let mut sessions = self.sessions.lock().expect("not poisoned");
        sessions.retain(|_, g| g.until > now);
        if sessions.len() >= MAX_SESSIONS {
            // The oldest session makes room.
            if let Some(oldest) = sessions
                .iter()
                .min_by_key(|(_, g)| g.until)
                .map(|(k, _)| k.clone())
            {
                sessions.remove(&oldest);
            }
        }
        sessions.insert(cookie.clone(), grant);
        Ok((cookie, grant))
    }

    /// What a session cookie grants, if it is open.
    pub fn session(&self, cookie: &str, now: u64) -> Option<Grant> {
        let sessions = self.sessions.lock().expect("not poisoned");
        sessions.get(cookie).copied().filter(|g| g.until > now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> GameRef {
        GameRef {
            channel: ChannelKey(42),
            number: 3,
        }
    }

    #[test]
    fn a_game_id_reads_back_and_a_changed_one_does_not() {
        let keys = Keys::from_key([7; 32]);
        let id = keys.game_id(game());
        assert_eq!(keys.game_of(&id), Some(game()));
        let mut changed = id.into_bytes();
        changed[3] = if changed[3] == b'0' { b'1' } else { b'0' };
        assert_eq!(keys.game_of(&String::from_utf8(changed).unwrap()), None);
        assert_eq!(Keys::from_key([8; 32]).game_of(&keys.game_id(game())), None);
    }

    #[test]
    fn the_key_is_made_once_for_the_bots_user_only_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("risk.db.web-key");
        let first = Keys::load_or_create(&path).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let again = Keys::load_or_create(&path).unwrap();
        assert_eq!(
            first.game_id(game()),
            again.game_id(game()),
            "ids survive a restart"
        );
        std::fs::write(&path, "not a key").unwrap();
        let err = Keys::load_or_create(&path).err().unwrap().to_string();
        assert!(err.contains("not a key of the web view"), "{err}");
    }

    #[test]
    fn a_link_is_good_once_and_until_it_expires() {
        let keys = Keys::from_key([7; 32]);
        let token = keys.link_token(game(), 1, 1000);
        let (cookie, grant) = keys.redeem(&token, 1001).unwrap();
        assert_eq!((grant.game, grant.seat), (game(), 1));
        assert_eq!(keys.session(&cookie, 1002), Some(grant));
        assert_eq!(keys.redeem(&token, 1002), Err(LinkRefusal::Spent));
        let late = keys.link_token(game(), 1, 1000);
        assert_eq!(
            keys.redeem(&late, 1000 + LINK_LIFETIME),
            Err(LinkRefusal::Expired)
        );
        let other = Keys::from_key([9; 32]).link_token(game(), 1, 1000);
        assert_eq!(keys.redeem(&other, 1001), Err(LinkRefusal::Forged));
    }
}
