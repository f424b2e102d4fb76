//! The board as SVG text: ocean, continent tints, adjacency lines (sea-lines dashed, the
//! Alaska–Kamchatka line wrapping at both edges), owner-coloured tiles with army counts and seat
//! letters, continent names with bonuses, and the legend.

use std::fmt::Write;

use super::frame::Frame;
use super::layout::Layout;
use super::legend::{canvas_height_for, legend_for, Line};
use super::metrics::{size_to_fit, width};
use super::{BoardView, NEUTRAL};
use crate::engine::Sight;

/// A territory the fog of war hides: a light grey, apart from the army colours and neutral grey.
const FOG: &str = "#DCDCDC";

const INK: &str = "#1b1f24";

/// Escapes text for SVG (player names are user input).
pub(super) fn esc(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '&' => "&amp;".into(),
            '<' => "&lt;".into(),
            '>' => "&gt;".into(),
            '"' => "&quot;".into(),
            '\'' => "&apos;".into(),
            c => c.to_string(),
        })
        .collect()
}

/// Dark text on light fills, white on dark ones.
fn text_on(fill: &str) -> &'static str {
    let hex =
        |i: usize| u8::from_str_radix(fill.get(i..i + 2).unwrap_or("ff"), 16).unwrap_or(255) as f64;
    let lum = 0.2126 * hex(1) + 0.7152 * hex(3) + 0.0722 * hex(5);
    if lum < 120.0 {
        "#ffffff"
    } else {
        INK
    }
}

/// The board as SVG. Its words are plain text (`i18n::markup::plain`): a name is drawn as it is
/// written, XML-escaped (`esc`).
pub fn render_svg(v: &BoardView, l: &Layout) -> String {
    crate::i18n::markup::plain(|| draw(v, l))
}

fn draw(v: &BoardView, l: &Layout) -> String {
    let frame = Frame::of(v, l);
    let mut s = String::with_capacity(64 * 1024);
    let (w, h) = (frame.width, canvas_height_for(v, &frame));
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans" font-weight="bold" font-stretch="semi-condensed">"#,
    );
    let mut map = String::with_capacity(64 * 1024);
    let _ = write!(
        map,
        r##"<rect width="{}" height="{}" fill="#d7e7f3"/>"##,
        l.width, l.map_height
    );
    tints(&mut map, v, l);
    lines(&mut map, v, l);
    tiles(&mut map, v, l);
    continent_labels(&mut map, v, l);
    attack(&mut map, v, l);
    if frame.whole {
        s.push_str(&map);
    } else {
        // Each crop is the board seen through a window of its own, stacked on a dark seam.
        let _ = write!(
            s,
            r#"<rect width="{w}" height="{}" fill="{INK}"/>"#,
            frame.map_height
        );
        for p in &frame.panels {
            let r = p.src;
            let _ = write!(
                s,
                r#"<svg x="0" y="{:.2}" width="{w}" height="{:.2}" viewBox="{:.2} {:.2} {:.2} {:.2}">"#,
                p.y,
                p.height(),
                r.x,
                r.y,
                r.w,
                r.h
            );
            s.push_str(&map);
            s.push_str("</svg>");
        }
    }
    legend(&mut s, v, &frame);
    s.push_str("</svg>");
    s
}

fn tints(s: &mut String, v: &BoardView, l: &Layout) {
    for t in &v.territories {
        let c = v.map.territory(t.id).continent.0 as usize;
        let (x0, y0, x1, y1) = l.tile_box(t.id);
        let _ = write!(
            s,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="18" fill="{}"/>"#,
            x0 as i64 - 14,
            y0 as i64 - 14,
            x1 - x0 + 28,
            y1 - y0 + 28,
            l.continents[c].0
        );
    }
}

fn lines(s: &mut String, v: &BoardView, l: &Layout) {
    let map = &v.map;
    for a in map.territory_ids() {
        for b in map.neighbours(a).iter().filter(|b| *b > a) {
            let sea = map.territory(a).sea_neighbours.contains(b);
            let dash = if sea {
                r#" stroke-dasharray="9 7""#
            } else {
                ""
            };
            let ((ax, ay), (bx, by)) = (l.centre(a), l.centre(b));
            // A border round the world leaves one edge and enters at the other.
            if l.wraps_around(a, b) {
                let (left, right) = if ax < bx {
                    ((ax, ay), (bx, by))
                } else {
                    ((bx, by), (ax, ay))
                };
                let mid = (left.1 + right.1) / 2;
                let _ = write!(
                    s,
                    r##"<line x1="{}" y1="{}" x2="0" y2="{mid}" stroke="#44546a" stroke-width="2.5"{dash}/>"##,
                    left.0, left.1
                );
                let _ = write!(
                    s,
                    r##"<line x1="{}" y1="{}" x2="{}" y2="{mid}" stroke="#44546a" stroke-width="2.5"{dash}/>"##,
                    right.0, right.1, l.width
                );
                continue;
            }
            let _ = write!(
                s,
                r##"<line x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}" stroke="#44546a" stroke-width="2.5"{dash}/>"##
            );
        }
    }
}

/// The last battle, drawn over the tiles: a frame around both territories (the attacker's
/// dashed) and an arrow between their edges, dark on a white casing so that it shows on every
/// colour without hiding a number.
fn attack(s: &mut String, v: &BoardView, l: &Layout) {
    let Some((from, to)) = v.last_attack else {
        return;
    };
    for (t, dash) in [(from, r#" stroke-dasharray="10 6""#), (to, "")] {
        let (x0, y0, x1, y1) = l.tile_box(t);
        let (x, y, w, h) = (
            x0 as f64 - 5.0,
            y0 as f64 - 5.0,
            (x1 - x0) as f64 + 10.0,
            (y1 - y0) as f64 + 10.0,
        );
        let _ = write!(
            s,
            r##"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="12" fill="none" stroke="#ffffff" stroke-width="9"/><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="12" fill="none" stroke="{INK}" stroke-width="4.5"{dash}/>"##
        );
    }
    let (a, b) = (l.centre(from), l.centre(to));
    let (a, b) = ((a.0 as f64, a.1 as f64), (b.0 as f64, b.1 as f64));
    let w = l.width as f64;
    // Across the edge of the world (Alaska–Kamchatka) the arrow leaves one edge and enters at
    // the other.
    let (start, end, tail) = if l.wraps_around(from, to) {
        let mid = (a.1 + b.1) / 2.0;
        let edge = |x: f64| if x < w / 2.0 { 0.0 } else { w };
        ((edge(b.0), mid), b, Some((a, (edge(a.0), mid))))
    } else {
        (a, b, None)
    };
    let half = (l.tile.0 as f64 / 2.0 + 9.0, l.tile.1 as f64 / 2.0 + 9.0);
    // Leave a tile at its frame: how far along the direction the box around `c` reaches.
    let out = |c: (f64, f64), d: (f64, f64)| {
        let tx = if d.0 == 0.0 {
            f64::INFINITY
        } else {
            half.0 / d.0.abs()
        };
        let ty = if d.1 == 0.0 {
            f64::INFINITY
        } else {
            half.1 / d.1.abs()
        };
        let t = tx.min(ty);
        (c.0 + d.0 * t, c.1 + d.1 * t)
    };
    let unit = |p: (f64, f64), q: (f64, f64)| {
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let n = dx.hypot(dy).max(1e-9);
        (dx / n, dy / n)
    };
    let mut segments = Vec::new();
    if let Some((src, edge)) = tail {
        let d = unit(src, edge);
        segments.push((out(src, d), edge, false));
        let d = unit(start, end);
        segments.push((start, out(end, (-d.0, -d.1)), true));
    } else {
        let d = unit(start, end);
        segments.push((out(start, d), out(end, (-d.0, -d.1)), true));
    }
    for (p, q, head) in segments {
        let d = unit(p, q);
        // Tiles close together: start up to the attacker's border (never over its text); when
        // even that leaves no room for a head, the two frames say it alone.
        let short = (MIN_ARROW - (q.0 - p.0).hypot(q.1 - p.1)).clamp(0.0, 9.0);
        let p = if head {
            (p.0 - d.0 * short, p.1 - d.1 * short)
        } else {
            p
        };
        if head && (q.0 - p.0).hypot(q.1 - p.1) < 28.0 {
            continue;
        }
        // The shaft stops where the arrowhead starts.
        let shaft = if head {
            (q.0 - d.0 * 16.0, q.1 - d.1 * 16.0)
        } else {
            q
        };
        for (colour, width) in [("#ffffff", 13.0), (INK, 6.0)] {
            let _ = write!(
                s,
                r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{colour}" stroke-width="{width}" stroke-linecap="round"/>"#,
                p.0, p.1, shaft.0, shaft.1
            );
        }
        if head {
            let (nx, ny) = (-d.1, d.0);
            let base = (q.0 - d.0 * 22.0, q.1 - d.1 * 22.0);
            let _ = write!(
                s,
                r##"<path d="M{:.1} {:.1} L{:.1} {:.1} L{:.1} {:.1} Z" fill="{INK}" stroke="#ffffff" stroke-width="3" stroke-linejoin="round"/>"##,
                q.0,
                q.1,
                base.0 + nx * 12.0,
                base.1 + ny * 12.0,
                base.0 - nx * 12.0,
                base.1 - ny * 12.0
            );
        }
    }
}

/// The shortest arrow drawn for the last battle, head included.
const MIN_ARROW: f64 = 40.0;

/// A territory's name in a tile `room` pixels wide: one line, or two split at the space that
/// balances them, at the largest size up to 15 px that fits.
fn tile_name(name: &str, room: f64) -> (Vec<String>, f64) {
    const MAX: f64 = 15.0;
    if width(name, MAX) <= room || !name.contains(' ') {
        return (vec![name.to_string()], size_to_fit(name, MAX, room));
    }
    let widest = |a: &str, b: &str| width(a, 1.0).max(width(b, 1.0));
    let (a, b) = name
        .match_indices(' ')
        .map(|(i, _)| (&name[..i], &name[i + 1..]))
        .min_by(|x, y| widest(x.0, x.1).total_cmp(&widest(y.0, y.1)))
        .unwrap_or((name, ""));
    let size = size_to_fit(a, 14.0, room).min(size_to_fit(b, 14.0, room));
    (vec![a.to_string(), b.to_string()], size)
}

/// The font sizes of `t`'s name and army count on its tile, as `tiles` draws them.
pub(super) fn tile_text_sizes(
    v: &BoardView,
    l: &Layout,
    t: crate::engine::TerritoryId,
) -> (f64, f64) {
    let shown = crate::i18n::markup::plain(|| crate::i18n::names::territory(&v.map, t));
    let (_, name) = tile_name(&shown, l.tile.0 as f64 - 10.0);
    let armies = v.territories.get(t.index()).map_or(0, |t| t.armies);
    (name, count_size(&armies.to_string()) as f64)
}

/// An army count's font size: smaller from four digits on.
fn count_size(armies: &str) -> u32 {
    if armies.chars().count() > 3 {
        23
    } else {
        29
    }
}

fn tiles(s: &mut String, v: &BoardView, l: &Layout) {
    let (w, h) = l.tile;
    for t in &v.territories {
        let (x0, y0, _, _) = l.tile_box(t.id);
        let (fill, letter) = match (t.owner, t.sight) {
            (_, Sight::Nothing) => (FOG, String::new()),
            (Some(p), _) if p < v.players.len() => {
                (v.players[p].color, v.players[p].letter.to_string())
            }
            (Some(_), _) => (NEUTRAL, "N".to_string()),
            (None, _) => ("#ffffff", String::new()),
        };
        let ink = text_on(fill);
        // The name in the language in force (the layout's tiles fit the English names; a longer
        // one is drawn smaller or on two lines).
        let shown = crate::i18n::names::territory(&v.map, t.id);
        let (names, size) = tile_name(&shown, w as f64 - 10.0);
        let (cx, _) = l.centre(t.id);
        let armies = match (t.owner, t.sight) {
            (_, Sight::Nothing | Sight::Owner) => "?".into(),
            (Some(_), Sight::All) => t.armies.to_string(),
            (None, Sight::All) => "–".into(),
        };
        let count_size = count_size(&armies);
        let _ = write!(
            s,
            r##"<rect x="{x0}" y="{y0}" width="{w}" height="{h}" rx="9" fill="{fill}" stroke="{INK}" stroke-width="2"/>"##
        );
        let first = if names.len() == 1 { 17.0 } else { 15.0 };
        for (i, line) in names.iter().enumerate() {
            let _ = write!(
                s,
                r#"<text x="{cx}" y="{:.1}" font-size="{size:.1}" fill="{ink}" text-anchor="middle">{}</text>"#,
                y0 as f64 + first + i as f64 * (size + 0.5),
                esc(line)
            );
        }
        let _ = write!(
            s,
            r#"<text x="{cx}" y="{}" font-size="{count_size}" fill="{ink}" text-anchor="middle">{armies}</text><text x="{}" y="{}" font-size="16" fill="{ink}" text-anchor="end">{letter}</text>"#,
            y0 + h - 6,
            x0 + w - 6,
            y0 + h - 6
        );
        if v.headquarters.contains(&t.id) {
            // A Headquarters: a star badge on the tile's top-left corner.
            let _ = write!(
                s,
                r##"<circle cx="{x0}" cy="{y0}" r="13" fill="#ffffff" stroke="{INK}" stroke-width="2"/><text x="{x0}" y="{}" font-size="17" fill="#D55E00" text-anchor="middle">★</text>"##,
                y0 + 6
            );
        }
        if v.cities.contains(&t.id) {
            // A city: a house badge on the top-right corner.
            let _ = write!(
                s,
                r##"<circle cx="{}" cy="{y0}" r="12" fill="#ffffff" stroke="{INK}" stroke-width="2"/><text x="{}" y="{}" font-size="16" fill="{INK}" text-anchor="middle">⌂</text>"##,
                x0 + w,
                x0 + w,
                y0 + 6
            );
        }
        if v.airfields.contains(&t.id) {
            // An Airfield: a plane badge on the bottom-left corner.
            let _ = write!(
                s,
                r##"<circle cx="{x0}" cy="{}" r="12" fill="#ffffff" stroke="{INK}" stroke-width="2"/><text x="{x0}" y="{}" font-size="15" fill="#0072B2" text-anchor="middle">✈</text>"##,
                y0 + h,
                y0 + h + 5
            );
        }
    }
}

fn continent_labels(s: &mut String, v: &BoardView, l: &Layout) {
    for (i, c) in v.map.continents().iter().enumerate() {
        let (x, y) = l.continents[i].1;
        let _ = write!(
            s,
            r##"<text x="{x}" y="{y}" font-size="23" fill="#26323f" text-anchor="middle">{} +{}</text>"##,
            esc(&crate::i18n::names::continent(
                &v.map,
                crate::engine::ContinentId(i as u8)
            )),
            c.bonus
        );
    }
}

fn legend(s: &mut String, v: &BoardView, frame: &Frame) {
    let g = legend_for(v, frame);
    let a = g.area;
    let _ = write!(
        s,
        r##"<rect y="{}" width="{}" height="{}" fill="#fbfaf6"/>"##,
        a.y, a.w, a.h
    );
    text_line(s, &g.heading, INK);
    if let Some(line) = &g.subheading {
        text_line(s, line, INK);
    }
    for e in &g.entries {
        let p = &v.players[e.player];
        if v.current == Some(e.player) {
            let b = e.bounds;
            let _ = write!(
                s,
                r##"<rect x="{}" y="{}" width="{}" height="{}" rx="10" fill="#efe8d2"/>"##,
                b.x, b.y, b.w, b.h
            );
        }
        let sw = e.swatch;
        let letter = (sw.h * 0.6).round();
        let _ = write!(
            s,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="8" fill="{}" stroke="{INK}" stroke-width="2"/><text x="{}" y="{}" font-size="{letter}" fill="{}" text-anchor="middle">{}</text>"#,
            sw.x,
            sw.y,
            sw.w,
            sw.h,
            p.color,
            sw.x + sw.w / 2.0,
            sw.y + sw.h / 2.0 + letter * 11.0 / 30.0,
            text_on(p.color),
            p.letter
        );
        for (i, line) in e.lines.iter().enumerate() {
            text_line(s, line, if i == 0 { INK } else { "#3a4350" });
        }
    }
}

fn text_line(s: &mut String, line: &Line, fill: &str) {
    let _ = write!(
        s,
        r#"<text x="{}" y="{}" font-size="{}" fill="{fill}">{}</text>"#,
        line.x,
        line.baseline,
        line.size,
        esc(&line.text)
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped_and_text_colour_follows_the_fill() {
        assert_eq!(
            esc(r#"<b>"Tom" & 'Jo'"#),
            "&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jo&apos;"
        );
        assert_eq!(text_on("#0072B2"), "#ffffff");
        assert_eq!(text_on("#F0E442"), INK);
    }
}
