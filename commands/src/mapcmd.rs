//! `risk-bot map check`: a map file checked from the terminal.

use std::path::Path;

use anyhow::Context;
use risk::maps::{admit, detect, stored::MAX_FILE_BYTES, too_big, Checked, Problems};

use crate::out::outln;

/// `risk-bot map check FILE`: the board the file holds, or every problem; exit 0 accepted, 1
/// refused: the verdict a server's `/risk-admin map add` gives the same file.
pub fn check(path: &Path) -> anyhow::Result<i32> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // The size first: a huge file is refused without reading it.
    let size = std::fs::metadata(path)
        .with_context(|| format!("cannot read {}", path.display()))?
        .len();
    outln!("File: {}", path.display());
    if size > MAX_FILE_BYTES {
        // The same refusal as `admit`'s, told before anything is read.
        return Ok(refused(&too_big(&name, size)));
    }
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    if let Ok(text) = std::str::from_utf8(&bytes) {
        outln!("Format: {}", detect(&name, text));
    }
    // The verdict `/risk-admin map add` and `risk-bot map import` give (a server's own names
    // aside: a server may already have a board of that name).
    match admit(&name, &bytes) {
        Ok(checked) => {
            print_board(&checked);
            outln!("Accepted.");
            Ok(0)
        }
        Err(problems) => Ok(refused(&problems)),
    }
}

/// Prints every problem; the exit status of a refusal.
fn refused(problems: &Problems) -> i32 {
    let n = problems.0.len();
    outln!("Refused: {n} problem{}", if n == 1 { "" } else { "s" });
    for p in &problems.0 {
        outln!("  - {p}");
    }
    1
}

fn print_board(c: &Checked) {
    let m = &c.map;
    outln!("Name: {}", m.name);
    outln!("Territories: {}", m.territory_count());
    outln!("Continents: {}", m.continents().len());
    let width = m.continents().iter().map(|k| k.name.chars().count()).max();
    for k in m.continents() {
        outln!(
            "  {:<w$}  bonus {:>3}  {:>3} territories",
            k.name,
            k.bonus,
            k.territories.len(),
            w = width.unwrap_or(0)
        );
    }
    let sea: usize = m
        .territory_ids()
        .map(|t| m.territory(t).sea_neighbours.len())
        .sum::<usize>()
        / 2;
    outln!("Borders: {} ({sea} by sea)", m.edge_count());
    outln!(
        "Cards: {} territory cards and {} wild",
        m.territory_count(),
        m.wild_cards()
    );
    if !c.notes.is_empty() {
        outln!("Notes:");
        for n in &c.notes {
            outln!("  - {n}");
        }
    }
}
