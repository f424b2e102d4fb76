//! The stored records' format: an envelope with the schema version, the record's own key (so
//! a damaged database can be salvaged record by record) and the data; decoding is strict, and
//! records of earlier versions are migrated.
//!
//! Versions: 1, the first format (`{"v":1,"data":…}`; fields added later came with serde
//! defaults); 2, the key in the envelope, strict decoding of the service's own types (an unknown
//! field is an error: a record written by a newer build would otherwise lose that field when
//! this build writes it back); 3, a table's outbox (`outbox`, `outbox_next`: the messages of
//! acknowledged changes not yet delivered).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::store::StoreError;

/// The schema version written into every stored record.
pub const SCHEMA_VERSION: u32 = 3;

/// What a record is, and its key in the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
pub enum Key {
    Session { channel: u64 },
    Log { channel: u64, seq: u64 },
    Settings { guild: u64 },
    Archive { channel: u64, number: u32 },
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

/// Brings a record's data to the current version.
pub(crate) fn upgrade(raw: Raw) -> Result<(Option<Key>, serde_json::Value), StoreError> {
    match raw.v {
        SCHEMA_VERSION if raw.key.is_none() => Err(corrupt("record without its key")),
        SCHEMA_VERSION => Ok((raw.key, raw.data)),
        // 2 → 3: a table gains an empty outbox (serde defaults).
        2 if raw.key.is_some() => Ok((raw.key, raw.data)),
        2 => Err(corrupt("record without its key")),
        1 => Ok((None, from_v1(raw.data))),
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
