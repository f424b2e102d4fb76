//! Text widths in the embedded face, for fitting names into the legend and the tiles: each
//! character's advance is measured once with usvg (the same layout the renderer uses) and kept.

use std::collections::HashMap;
use std::fmt::Write;
use std::sync::{Mutex, OnceLock};

use resvg::usvg;

/// The size characters are measured at; widths scale linearly.
const PROBE: f64 = 100.0;
/// Added to every measured width: kerning and rounding never make a fitted text overflow.
const SLACK: f64 = 1.0;

fn cache() -> &'static Mutex<HashMap<char, f64>> {
    static C: OnceLock<Mutex<HashMap<char, f64>>> = OnceLock::new();
    C.get_or_init(|| {
        let mut m = HashMap::new();
        let common: Vec<char> = (' '..='~')
            .chain(['·', '—', '▶', '…', '→', '–', '★'])
            .collect();
        measure(&common, &mut m);
        Mutex::new(m)
    })
}

/// Measures `chars` into `into` as advances at size 1. Each is drawn between two bars ("|c|")
/// so that spaces are not trimmed; the bars' own width is taken off.
fn measure(chars: &[char], into: &mut HashMap<char, f64>) {
    let mut s = String::from(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" font-family="DejaVu Sans" font-weight="bold" font-stretch="semi-condensed">"#,
    );
    let _ = write!(
        s,
        r#"<text id="bars" x="0" y="100" font-size="{PROBE}" xml:space="preserve">||</text>"#
    );
    for (i, c) in chars.iter().enumerate() {
        let _ = write!(
            s,
            r#"<text id="c{i}" x="0" y="100" font-size="{PROBE}" xml:space="preserve">|{}|</text>"#,
            super::svg::esc(&c.to_string())
        );
    }
    s.push_str("</svg>");
    let mut widths = HashMap::new();
    if let Ok(tree) = usvg::Tree::from_str(&s, &super::options()) {
        for node in tree.root().children() {
            if let usvg::Node::Text(t) = node {
                widths.insert(t.id().to_string(), t.bounding_box().width() as f64);
            }
        }
    }
    let bars = widths.get("bars").copied().unwrap_or(0.0);
    for (i, c) in chars.iter().enumerate() {
        // A character the face cannot draw (or a failed measurement) counts as one em.
        let w = widths
            .get(&format!("c{i}"))
            .map(|w| (w - bars) / PROBE)
            .filter(|w| *w > 0.0)
            .unwrap_or(1.0);
        into.insert(*c, w);
    }
}

/// Whether the embedded face has a glyph for `c`, read from the font's own character map (so a
/// change of font changes what map names may hold). A character it lacks is drawn as an empty
/// box, or not at all, as resvg has no other face to fall back on.
pub fn can_draw(c: char) -> bool {
    static FACE: OnceLock<Option<ttf_parser::Face<'static>>> = OnceLock::new();
    FACE.get_or_init(|| ttf_parser::Face::parse(super::FONT, 0).ok())
        .as_ref()
        .is_some_and(|face| face.glyph_index(c).is_some())
}

/// The width of `text` at `size` pixels in the embedded face (bold, semi-condensed), with a
/// pixel of slack.
pub fn width(text: &str, size: f64) -> f64 {
    em(text) * size + SLACK
}

/// The largest size (up to `max`) at which `text` fits into `room` pixels.
pub fn size_to_fit(text: &str, max: f64, room: f64) -> f64 {
    let em = em(text);
    if em <= 0.0 {
        max
    } else {
        max.min((room - SLACK) / em)
    }
}

/// The advance of `text` in ems.
fn em(text: &str) -> f64 {
    let mut m = cache().lock().unwrap_or_else(|e| e.into_inner());
    let missing: Vec<char> = {
        let mut v: Vec<char> = text.chars().filter(|c| !m.contains_key(c)).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    if !missing.is_empty() {
        measure(&missing, &mut m);
    }
    text.chars().map(|c| m[&c]).sum::<f64>()
}

/// `text` as it fits into `max` pixels at `size`: whole, or cut with an ellipsis.
pub fn fit(text: &str, size: f64, max: f64) -> String {
    if width(text, size) <= max {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len())
        .rev()
        .map(|n| format!("{}…", chars[..n].iter().collect::<String>().trim_end()))
        .find(|t| width(t, size) <= max)
        .unwrap_or_else(|| "…".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_add_up_and_long_texts_are_cut_with_an_ellipsis() {
        let (i, w) = (width("i", 100.0), width("W", 100.0));
        assert!(i > 20.0 && w > i * 2.0, "i {i}, W {w}");
        assert!(width(" ", 100.0) > 20.0, "spaces count");
        let two = width("ab", 20.0);
        assert!((two - (width("a", 20.0) + width("b", 20.0) - SLACK)).abs() < 1e-9);
        assert_eq!(fit("alice", 20.0, 500.0), "alice");
        let cut = fit("a very long name indeed", 20.0, 100.0);
        assert!(cut.ends_with('…') && width(&cut, 20.0) <= 100.0, "{cut}");
        assert!(
            width("Ω漢", 20.0) > 0.0,
            "characters outside ASCII are measured too"
        );
    }
}
