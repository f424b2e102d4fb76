//! Boards: the library shipped with the bot and the map files map makers write, read and checked
//! into the engine's [`Map`]. The engine never knows where a board came from.
//!
//! Each format has its reader here, filling an [`engine::map::MapSpec`](crate::engine::map::MapSpec);
//! the engine checks it (one set of rules for every format) and builds the board.

mod conquer_club;
mod ini;

pub use crate::engine::map::Problem;

use crate::engine::map::{toml_spec, Findings, MapSpec, MAX_NAME};

use std::fmt;

use crate::engine::Map;

mod admit;
mod library;
pub mod stored;

pub use admit::{admit, too_big};
pub use library::{shipped, shipped_named};

/// A map file read and checked: the board, and what was noticed but accepted (each note names
/// the line or element it is about).
#[derive(Debug)]
pub struct Checked {
    pub map: Map,
    pub notes: Vec<String>,
    /// The format the file was read as.
    pub format: Format,
}

/// Every problem found in a refused map file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problems(pub Vec<Problem>);

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

/// The largest map file read, in bytes (1 MiB). Larger files are refused before parsing.
pub const MAX_FILE_BYTES: usize = 1 << 20;

/// The map file formats read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// This bot's own TOML (data/maps/*.toml).
    Toml,
    /// Domination's `.map`: `[continents]`, `[countries]`, `[borders]`.
    Domination,
    /// Conquest's `.map`: `[Map]`, `[Continents]`, `[Territories]`.
    Conquest,
    /// Conquer Club's XML: `<map>`, `<continent>`, `<territory>`.
    ConquerClub,
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Toml => "TOML (this bot's format)",
            Format::Domination => "Domination .map",
            Format::Conquest => "Conquest .map",
            Format::ConquerClub => "Conquer Club XML",
        })
    }
}

fn refuse(at: &str, what: String) -> Problems {
    Problems(vec![Problem::new(at, what)])
}

/// The format of a map file: `.toml` and `.xml` by name; otherwise (`.map`, `.txt`, anything) by
/// content: XML starts with `<`, Domination has `[countries]`, Conquest `[Territories]`.
pub fn detect(file_name: &str, text: &str) -> Format {
    let ext = file_name
        .rsplit_once('.')
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default();
    match ext.as_str() {
        "toml" => return Format::Toml,
        "xml" => return Format::ConquerClub,
        _ => {}
    }
    if text.trim_start().starts_with('<') {
        return Format::ConquerClub;
    }
    let has = |section: &str| text.lines().any(|l| l.trim().eq_ignore_ascii_case(section));
    if has("[countries]") || has("[borders]") {
        Format::Domination
    } else if has("[territories]") || has("[continents]") {
        Format::Conquest
    } else {
        Format::Toml
    }
}

/// The board's name when the file gives none: the file name without folders or extension, `_`
/// read as a space; over [`MAX_NAME`] characters, cut to fit after a word (noted).
fn name_from_file(file_name: &str, found: &mut Findings) -> String {
    let base = file_name.rsplit(['/', '\\']).next().unwrap_or(file_name);
    let stem = base.rsplit_once('.').map_or(base, |(s, _)| s);
    let stem = stem.replace('_', " ").trim().to_string();
    let name = shorten(&stem, MAX_NAME);
    if name != stem {
        found.note(crate::t!(
            "maps-note-name-shortened",
            file = base,
            most = MAX_NAME,
            name = name.as_str()
        ));
    }
    name
}

/// `name` cut to at most `most` characters: after the last whole word (a space or a hyphen
/// ends one) that fits, without the separators left at its end; mid-word only when the first
/// word alone is too long.
pub fn shorten(name: &str, most: usize) -> String {
    let chars: Vec<char> = name.chars().collect();
    if chars.len() <= most {
        return name.to_string();
    }
    let separator = |c: char| c == ' ' || c == '-';
    let keep = |end: usize| {
        chars[..end]
            .iter()
            .collect::<String>()
            .trim_end_matches(|c: char| separator(c) || c == ',' || c == '(')
            .to_string()
    };
    (1..=most)
        .rev()
        .filter(|&end| separator(chars[end]))
        .map(keep)
        .find(|s| s.chars().any(char::is_alphanumeric))
        .unwrap_or_else(|| keep(most))
}

/// Reads a map file into a board not yet checked (its format chosen by its name and content),
/// with what its reader found; refused when larger than [`MAX_FILE_BYTES`] (before reading
/// further), not UTF-8, or not readable as its format at all.
fn read_spec(file_name: &str, bytes: &[u8]) -> Result<(MapSpec, Findings, Format), Problems> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(refuse(
            file_name,
            crate::t!(
                "maps-file-too-big",
                bytes = bytes.len(),
                most = MAX_FILE_BYTES
            ),
        ));
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let text = std::str::from_utf8(bytes).map_err(|e| {
        refuse(
            file_name,
            crate::t!("maps-not-utf8", offset = e.valid_up_to()),
        )
    })?;
    let format = detect(file_name, text);
    let read: Result<(MapSpec, Findings), Vec<Problem>> = match format {
        Format::Toml => toml_spec(text)
            .map(|spec| (spec, Findings::default()))
            .map_err(|p| vec![p]),
        Format::Domination => Ok(ini::domination(text)),
        Format::Conquest => Ok(ini::conquest(text)),
        Format::ConquerClub => conquer_club::read(text),
    };
    let (mut spec, mut found) = read.map_err(Problems)?;
    if spec.name.trim().is_empty() {
        spec.name = name_from_file(file_name, &mut found);
    }
    Ok((spec, found, format))
}

/// Reads a map file of any supported format (chosen by its name and content) and checks it
/// against what every board must be (`Map::from_spec`). Refused: larger than
/// [`MAX_FILE_BYTES`] (before reading further), not UTF-8, or any problem found (all are
/// listed, each naming its line or element). A board stored in a database is read again with
/// this; a new server board passes [`admit`] too.
pub fn read_map(file_name: &str, bytes: &[u8]) -> Result<Checked, Problems> {
    let (spec, found, format) = read_spec(file_name, bytes)?;
    build(spec, found, format)
}

fn build(spec: MapSpec, found: Findings, format: Format) -> Result<Checked, Problems> {
    Map::from_spec(spec, found)
        .map(|built| Checked {
            map: built.map,
            notes: built.notes,
            format,
        })
        .map_err(Problems)
}
