//! Boards imported into a database (a server's `/risk-admin map add`, `risk-bot map import`):
//! the file as it was given, named by its content's hash so a game's record can name its board
//! without confusion (`Name#0123456789abcdef`), read again with `read_map` when needed and kept
//! in memory once read. A shipped board is named by its name alone.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::{admit, read_map, shipped_named, Problems};
use crate::engine::Map;

/// The largest map file a server may add (checked before it is downloaded).
pub const MAX_FILE_BYTES: u64 = 256 * 1024;

/// An imported board as stored: the file's name and its text, exactly as given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardFile {
    pub file_name: String,
    pub text: String,
}

impl BoardFile {
    /// The hash its record is stored under: the first 8 bytes of the SHA-256 of its text.
    pub fn hash(&self) -> u64 {
        let d = Sha256::digest(self.text.as_bytes());
        u64::from_be_bytes(d[..8].try_into().expect("8 bytes"))
    }
}

/// The id a game's record names an imported board by.
pub fn board_id(name: &str, hash: u64) -> String {
    format!("{name}#{hash:016x}")
}

/// The hash in an imported board's id; `None` for a shipped board's name.
pub fn id_hash(id: &str) -> Option<u64> {
    let (_, hex) = id.rsplit_once('#')?;
    (hex.len() == 16).then(|| u64::from_str_radix(hex, 16).ok())?
}

fn cache() -> &'static Mutex<HashMap<u64, Arc<Map>>> {
    static CACHE: OnceLock<Mutex<HashMap<u64, Arc<Map>>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// Reads a map file given as bytes into a board record: refused (with every problem) when
/// `admit` refuses it. Returns the record, its id, its board and the notes on what was read
/// differently from the file (one-way borders made two-way, a name shortened, ...).
pub fn import(
    file_name: &str,
    bytes: &[u8],
) -> Result<(BoardFile, String, Arc<Map>, Vec<String>), Problems> {
    let checked = admit(file_name, bytes)?;
    // Valid UTF-8: `admit` read it.
    let text = String::from_utf8_lossy(bytes).into_owned();
    let map = Arc::new(checked.map);
    let file = BoardFile {
        file_name: file_name.to_string(),
        text,
    };
    // Not kept for `resolve` yet: only a stored board is (`remember`, when its record is
    // written or read), so no game can name a board its database does not hold.
    let id = board_id(&map.name, file.hash());
    Ok((file, id, map, checked.notes))
}

/// Reads a stored board (once per process: content-addressed, so any later read of the same
/// hash is the same board) and keeps it for `resolve`.
pub fn remember(file: &BoardFile) -> Result<(String, Arc<Map>), Problems> {
    let hash = file.hash();
    if let Some(map) = cache().lock().expect("board cache").get(&hash) {
        return Ok((board_id(&map.name, hash), map.clone()));
    }
    let map = Arc::new(read_map(&file.file_name, file.text.as_bytes())?.map);
    cache()
        .lock()
        .expect("board cache")
        .insert(hash, map.clone());
    Ok((board_id(&map.name, hash), map))
}

/// The board a game or a lobby names: a shipped board by its name, an imported one by its id
/// (once its record was read in this process).
pub fn resolve(id: &str) -> Option<Arc<Map>> {
    match id_hash(id) {
        Some(hash) => cache().lock().expect("board cache").get(&hash).cloned(),
        None => shipped_named(id),
    }
}
