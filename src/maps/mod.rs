//! Boards: the library shipped with the bot and the map files map makers write, read and checked
//! into the engine's [`Map`]. The engine never knows where a board came from.

use std::fmt;

use crate::engine::Map;

mod library;
pub mod stored;

pub use library::{shipped, shipped_named};

/// A map file read and checked: the board, and what was noticed but accepted (each note names
/// the line or element it is about).
#[derive(Debug)]
pub struct Checked {
    pub map: Map,
    pub notes: Vec<String>,
}

/// One thing wrong with a map file: where (a line, an element) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub at: String,
    pub what: String,
}

/// Every problem found in a refused map file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problems(pub Vec<Problem>);

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.at.is_empty() {
            f.write_str(&self.what)
        } else {
            write!(f, "{}: {}", self.at, self.what)
        }
    }
}

impl fmt::Display for Problems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Problems {}

/// Reads a map file of any supported format (chosen by its name and content) and checks it.
pub fn read_map(file_name: &str, bytes: &[u8]) -> Result<Checked, Problems> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        Problems(vec![Problem {
            at: file_name.to_string(),
            what: format!("not UTF-8 text ({e})"),
        }])
    })?;
    let map = Map::from_toml(text).map_err(|e| {
        Problems(vec![Problem {
            at: file_name.to_string(),
            what: e.to_string(),
        }])
    })?;
    Ok(Checked {
        map,
        notes: Vec::new(),
    })
}
