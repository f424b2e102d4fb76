//! The stored records' format: an envelope with the schema version, the record's own key (so
//! a damaged database can be salvaged record by record) and the data; decoding is strict, and
//! records of earlier versions are migrated.
//!
//! Versions: 1, the first format (`{"v":1,"data":…}`; fields added later came with serde
//! defaults); 2, the key in the envelope, strict decoding of the service's own types (an unknown
//! field is an error: a record written by a newer build would otherwise lose that field when
//! this build writes it back); 3, a table's outbox (`outbox`, `outbox_next`: the messages of
//! acknowledged changes not yet delivered); 4, the engine's state regrouped (a game's
//! per-seat state in one record per seat, its per-turn state in one record, the rule systems'
//! board state each in its own; "nobody" and "never" as `null` instead of 255, the capital
//! goal named) — see `game_to_v4`; 5, provably fair dice: a table's commitment to its seed
//! (`fair`) and the steps of its game in its log entries (`steps`); 6, a server's standings
//! (`Key::Standings`) and the server a table was opened in (`guild`); 7, a table's outbox parcels
//! as records of their own (`Key::Parcel`), so marking one delivered rewrites no table (a table
//! record of an earlier version keeps its `outbox` until it is next written).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::engine::Set;

/// The schema version written into every stored record.
pub const SCHEMA_VERSION: u32 = 7;

/// What a record is, and its key in the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
pub enum Key {
    Session {
        channel: u64,
    },
    Log {
        channel: u64,
        seq: u64,
    },
    Settings {
        guild: u64,
    },
    Archive {
        channel: u64,
        number: u32,
    },
    /// A server's standings (`stats::Standings`), from version 6.
    Standings {
        guild: u64,
    },
    /// One undelivered parcel of a table's outbox (`outcome::Parcel`), from version 7.
    Parcel {
        channel: u64,
        receipt: u64,
    },
    /// An imported board (`maps::stored::BoardFile`) by its content's hash: written when a
    /// server or the operator adds it, never deleted (games and archives may name it).
    Board {
        hash: u64,
    },
}

#[derive(Serialize)]
struct Envelope<'a, T> {
    v: u32,
    key: Key,
    data: &'a T,
}

/// Any version's envelope, the data left undecoded.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Raw {
    pub v: u32,
    #[serde(default)]
    pub key: Option<Key>,
    pub data: serde_json::Value,
}

pub fn encode<T: Serialize>(key: Key, data: &T) -> Vec<u8> {
    serde_json::to_vec(&Envelope {
        v: SCHEMA_VERSION,
        key,
        data,
    })
    .expect("records serialise")
}

/// Why the store could not read or write.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    #[error("storage failed: {0}")]
    Io(String),
    #[error("stored record for this channel is unreadable: {0}")]
    Corrupt(String),
    #[error("stored record has schema version {0}, this build reads up to {SCHEMA_VERSION}")]
    Version(u32),
}

pub(crate) fn io(e: impl std::fmt::Display) -> StoreError {
    StoreError::Io(e.to_string())
}

fn corrupt(e: impl std::fmt::Display) -> StoreError {
    StoreError::Corrupt(e.to_string())
}

/// Decodes a record of this or an earlier version (migrating it), strictly.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, StoreError> {
    decode_keyed(bytes).map(|(_, t)| t)
}

/// Decodes a record and the key it names (`None` for version 1, which had none).
pub fn decode_keyed<T: DeserializeOwned>(bytes: &[u8]) -> Result<(Option<Key>, T), StoreError> {
    let raw: Raw = serde_json::from_slice(bytes).map_err(corrupt)?;
    let (key, data) = upgrade(raw)?;
    Ok((key, T::deserialize(data).map_err(corrupt)?))
}

/// Decodes a record stored under `key` (`decode`), refusing one that names another key: a
/// record filed under the wrong key is not taken for that key's.
pub fn decode_as<T: DeserializeOwned>(key: Key, bytes: &[u8]) -> Result<T, StoreError> {
    let (own, t) = decode_keyed(bytes)?;
    match own {
        Some(own) if own != key => Err(corrupt(format!(
            "the record is {} but is stored as {}",
            serde_json::to_string(&own).unwrap_or_default(),
            serde_json::to_string(&key).unwrap_or_default()
        ))),
        Some(_) | None => Ok(t),
    }
}

/// Brings a record's data to the current version.
pub(crate) fn upgrade(raw: Raw) -> Result<(Option<Key>, serde_json::Value), StoreError> {
    match raw.v {
        SCHEMA_VERSION if raw.key.is_none() => Err(corrupt("record without its key")),
        SCHEMA_VERSION => Ok((raw.key, raw.data)),
        // 4 → 5: no commitment and no steps (serde defaults: the games these tables hold
        // were not sealed and cannot be verified).
        // 5 → 6: a table gains no server (its game will not count in any standings).
        // 6 → 7: unchanged (a table's inline `outbox` still decodes; it moves to parcel
        // records when the table is next written).
        4..=6 if raw.key.is_some() => Ok((raw.key, raw.data)),
        4..=6 => Err(corrupt("record without its key")),
        // 2 → 3: a table gains an empty outbox (serde defaults); 3 → 4: the engine's state.
        2 | 3 if matches!(raw.key, Some(Key::Session { .. })) => {
            Ok((raw.key, table_to_v4(raw.data)?))
        }
        2 | 3 if raw.key.is_some() => Ok((raw.key, raw.data)),
        2 | 3 => Err(corrupt("record without its key")),
        1 => Ok((None, table_to_v4(from_v1(raw.data))?)),
        v => Err(StoreError::Version(v)),
    }
}

/// Version 1 → 2: the data is unchanged (the envelope gains the key); the fields version 1
/// records may lack take their serde defaults when decoded.
fn from_v1(data: serde_json::Value) -> serde_json::Value {
    data
}

/// Rewrites a stored record of an earlier version in the current one, under `key`; `None` when
/// it is current already.
pub(crate) fn migrate(bytes: &[u8], key: Key) -> Result<Option<Vec<u8>>, StoreError> {
    let raw: Raw = serde_json::from_slice(bytes).map_err(corrupt)?;
    if raw.v == SCHEMA_VERSION {
        return Ok(None);
    }
    let (_, data) = upgrade(raw)?;
    Ok(Some(encode(key, &data)))
}

/// Version 3 → 4 for a table record (other records are unchanged): its rules, its game and the
/// game kept for /undo.
fn table_to_v4(mut data: Value) -> Result<Value, StoreError> {
    let Some(table) = data.as_object_mut() else {
        return Ok(data);
    };
    if !(table.contains_key("seats") && table.contains_key("rules")) {
        return Ok(data);
    }
    if let Some(rules) = table.get_mut("rules") {
        rules_to_v4(rules);
    }
    if let Some(game) = table.get_mut("game").filter(|g| !g.is_null()) {
        *game = game_to_v4(game.take())?;
    }
    if let Some(undo) = table.get_mut("undo").and_then(Value::as_object_mut) {
        if let Some(before) = undo.get_mut("before") {
            *before = game_to_v4(before.take())?;
        }
    }
    Ok(data)
}

/// Rules: 255 for "never" becomes `null`; the capital goal is named (`null`: all of them, 0:
/// 003's shorter game, n: that many).
fn rules_to_v4(rules: &mut Value) {
    let Some(r) = rules.as_object_mut() else {
        return;
    };
    for k in ["forced_trade_at", "elimination_trade_at"] {
        if r.get(k).and_then(Value::as_u64) == Some(255) {
            r.insert(k.into(), Value::Null);
        }
    }
    if let Some(goal) = r
        .get_mut("victory")
        .and_then(|v| v.pointer_mut("/capital/goal"))
    {
        *goal = match goal.as_u64() {
            None => json!("all"),
            Some(0) => json!("short"),
            Some(n) => json!({ "others": n }),
        };
    }
}

/// A version-3 game (fields added after version 1 may be missing: they take the defaults
/// version 3 gave them) as version 4 writes it.
fn game_to_v4(game: Value) -> Result<Value, StoreError> {
    let Value::Object(mut g) = game else {
        return Err(corrupt("a game that is not an object"));
    };
    let mut take = |k: &str| g.remove(k).unwrap_or(Value::Null);
    let list = |v: Value| match v {
        Value::Array(a) => a,
        _ => Vec::new(),
    };
    let or = |v: Value, d: Value| if v.is_null() { d } else { v };
    let owned = list(take("owned"));
    let n = owned.len();
    let per_seat = |v: Value| {
        let mut a = list(v);
        a.resize(n, Value::Null);
        a
    };
    let (eliminated, hands, setup_left) = (
        per_seat(take("eliminated")),
        per_seat(take("hands")),
        per_seat(take("setup_left")),
    );
    let (colors, missions, eliminated_by, hqs) = (
        per_seat(take("colors")),
        per_seat(take("missions")),
        per_seat(take("eliminated_by")),
        per_seat(take("hqs")),
    );
    let (ranked, capitals, held, rewards) = (
        per_seat(take("ranked")),
        per_seat(take("capitals")),
        per_seat(take("objectives_held")),
        per_seat(take("rewards")),
    );
    let (airfields_pending, track, bribes) = (
        per_seat(take("airfields_pending")),
        per_seat(take("track")),
        per_seat(take("bribes")),
    );
    let seats: Vec<Value> = (0..n)
        .map(|i| {
            let status = match track[i].as_u64() {
                Some(0) => "allied-with-first",
                Some(2) => "allied-with-second",
                _ => "uninvolved",
            };
            json!({
                "owned": owned[i],
                "eliminated": or(eliminated[i].clone(), json!(false)),
                "eliminated_by": eliminated_by[i],
                "hand": or(hands[i].clone(), json!([])),
                "setup_left": or(setup_left[i].clone(), json!(0)),
                "color": or(colors[i].clone(), json!(i)),
                "missions": {
                    "secret": missions[i],
                    "ranked": or(ranked[i].clone(), json!([])),
                },
                "hq": hqs[i],
                "capital": capitals[i],
                "objectives": {
                    "held": or(held[i].clone(), json!([])),
                    "rewards": or(rewards[i].clone(), json!([])),
                    "airfields_pending": or(airfields_pending[i].clone(), json!(0)),
                },
                "status": status,
            })
        })
        .collect();
    let mut bribe_counts = [0u64; 16];
    for (slot, b) in bribe_counts.iter_mut().zip(&bribes) {
        *slot = b.as_u64().unwrap_or(0);
    }
    let flag = |v: Value| or(v, json!(false));
    let count = |v: Value| or(v, json!(0));
    let empty_set = serde_json::to_value(Set::EMPTY).expect("a set serialises");
    let this_turn = json!({
        "conquered": flag(take("conquered_this_turn")),
        "conquests": count(take("conquests")),
        "bonus_taken": flag(take("bonus_taken_this_turn")),
        "fortifies": count(take("fortifies")),
        "attacked": flag(take("attacked")),
        "start_owned": or(take("turn_start_owned"), empty_set.clone()),
        "commander_used": flag(take("commander_used")),
        "mission_claimed": flag(take("claimed_this_turn")),
        "objectives": {
            "taken": flag(take("objective_this_turn")),
            "pending": flag(take("objective_pending")),
            "starting_move_used": flag(take("starting_move_used")),
        },
        "neutrals": {
            "bribes": bribe_counts,
            "reinforced": count(take("allies_reinforced")),
            "fortified": count(take("allies_fortified")),
            "invasion": take("invasion"),
            "ally_roll": take("ally_roll"),
        },
    });
    let owner: Vec<Value> = list(take("owner"))
        .into_iter()
        .map(|o| match o.as_u64() {
            Some(255) | None => Value::Null,
            Some(_) => o,
        })
        .collect();
    let mut rules = take("rules");
    rules_to_v4(&mut rules);
    let v4 = json!({
        "map_name": take("map_name"),
        "rules": rules,
        "owner": owner,
        "armies": take("armies"),
        "seats": seats,
        "deck": take("deck"),
        "discard": take("discard"),
        "sets_traded": take("sets_traded"),
        "current": take("current"),
        "turn": take("turn"),
        "phase": take("phase"),
        "rng": take("rng"),
        "this_turn": this_turn,
        "setup_round": {
            "own": count(take("round_own")),
            "neutral": count(take("round_neutral")),
        },
        "hqs": {
            "revealed": flag(take("hqs_revealed")),
            "cards": or(take("hq_cards"), json!([])),
        },
        "cities": or(take("cities"), empty_set),
        "objectives": {
            "open": or(take("objectives_open"), json!([])),
            "rewards": or(take("objective_rewards"), json!([])),
            "airfields": or(take("airfields"), json!([])),
            "declared_winner": take("declared_winner"),
        },
        "units": or(take("units"), json!([])),
    });
    Ok(v4)
}
