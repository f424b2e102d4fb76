//! The board as SVG text: ocean, continent tints, adjacency lines (sea-lines dashed, the
//! Alaska–Kamchatka line wrapping at both edges), owner-coloured tiles with army counts and seat
//! letters, continent names with bonuses, and the legend.

use std::fmt::Write;

use super::layout::Layout;
use super::{BoardView, NEUTRAL};

const INK: &str = "#1b1f24";

/// Escapes text for SVG (player names are user input).
fn esc(s: &str) -> String {
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

pub fn render_svg(v: &BoardView, l: &Layout) -> String {
    let mut s = String::with_capacity(64 * 1024);
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans" font-weight="bold" font-stretch="semi-condensed">"#,
        w = l.width,
        h = l.height
    );
    let _ = write!(
        s,
        r##"<rect width="{}" height="{}" fill="#d7e7f3"/>"##,
        l.width, l.map_height
    );
    tints(&mut s, v, l);
    lines(&mut s, v, l);
    attack(&mut s, v, l);
    tiles(&mut s, v, l);
    continent_labels(&mut s, v, l);
    legend(&mut s, v, l);
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
            // A line longer than half the canvas wraps around the edges of the world.
            if ax.abs_diff(bx) > l.width / 2 {
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

fn attack(s: &mut String, v: &BoardView, l: &Layout) {
    let Some((from, to)) = v.last_attack else {
        return;
    };
    let ((ax, ay), (bx, by)) = (l.centre(from), l.centre(to));
    let style = r##"stroke="#D55E00" stroke-width="9" stroke-linecap="round" opacity="0.85""##;
    if ax.abs_diff(bx) > l.width / 2 {
        // Across the edge of the world (Alaska–Kamchatka): two strokes to the edges.
        let mid = (ay + by) / 2;
        let edge = |x: u32| if x < l.width / 2 { 0 } else { l.width };
        let _ = write!(
            s,
            r#"<line x1="{ax}" y1="{ay}" x2="{}" y2="{mid}" {style}/>"#,
            edge(ax)
        );
        let _ = write!(
            s,
            r#"<line x1="{}" y1="{mid}" x2="{bx}" y2="{by}" {style}/>"#,
            edge(bx)
        );
    } else {
        let _ = write!(
            s,
            r#"<line x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}" {style}/>"#
        );
    }
    let _ = write!(
        s,
        r##"<circle cx="{bx}" cy="{by}" r="44" fill="none" stroke="#D55E00" stroke-width="6"/>"##
    );
}

fn tiles(s: &mut String, v: &BoardView, l: &Layout) {
    let (w, h) = l.tile;
    for t in &v.territories {
        let (x0, y0, _, _) = l.tile_box(t.id);
        let (fill, letter) = match t.owner {
            Some(p) if p < v.players.len() => (v.players[p].color, v.players[p].letter.to_string()),
            Some(_) => (NEUTRAL, "N".to_string()),
            None => ("#ffffff", String::new()),
        };
        let ink = text_on(fill);
        let name = v.map.name(t.id);
        // Fit the name into the tile: about 0.55 em per character in the condensed bold face.
        let size = (12.0f64).min((w as f64 - 10.0) / (0.56 * name.chars().count() as f64));
        let (cx, _) = l.centre(t.id);
        let armies = if t.owner.is_some() {
            t.armies.to_string()
        } else {
            "–".into()
        };
        let _ = write!(
            s,
            r##"<rect x="{x0}" y="{y0}" width="{w}" height="{h}" rx="9" fill="{fill}" stroke="{INK}" stroke-width="2"/><text x="{cx}" y="{}" font-size="{size:.1}" fill="{ink}" text-anchor="middle">{}</text><text x="{cx}" y="{}" font-size="27" fill="{ink}" text-anchor="middle">{armies}</text><text x="{}" y="{}" font-size="13" fill="{ink}" text-anchor="end">{letter}</text>"##,
            y0 + 15,
            esc(name),
            y0 + h - 12,
            x0 + w - 6,
            y0 + h - 7
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
            r##"<text x="{x}" y="{y}" font-size="19" fill="#26323f" text-anchor="middle">{} +{}</text>"##,
            esc(&c.name),
            c.bonus
        );
    }
}

fn legend(s: &mut String, v: &BoardView, l: &Layout) {
    let top = l.map_height;
    let _ = write!(
        s,
        r##"<rect y="{top}" width="{}" height="{}" fill="#fbfaf6"/>"##,
        l.width,
        l.height - top
    );
    let to_move = match v.current {
        Some(p) => format!(
            " · {} to move",
            v.players.get(p).map(|p| p.name.as_str()).unwrap_or("?")
        ),
        None => String::new(),
    };
    let head = if v.turn > 0 {
        format!("Turn {} · {}{to_move}", v.turn, v.phase)
    } else {
        format!("Setup · {}{to_move}", v.phase)
    };
    let _ = write!(
        s,
        r#"<text x="24" y="{}" font-size="22" fill="{INK}">{}</text>"#,
        top + 32,
        esc(&head)
    );
    for (i, p) in v.players.iter().enumerate() {
        let (col, row) = (i / 3, i % 3);
        let (x, y) = (24 + col as u32 * 790, top + 50 + row as u32 * 42);
        let marker = if v.current == Some(i) { "▶ " } else { "" };
        let conts = if p.continents.is_empty() {
            String::new()
        } else {
            format!(" · holds {}", p.continents.join(", "))
        };
        let line = if p.eliminated {
            format!("{} — eliminated", p.name)
        } else {
            format!(
                "{marker}{} — {} territories · {} armies · {} cards{conts}",
                p.name, p.territories, p.armies, p.cards
            )
        };
        let _ = write!(
            s,
            r#"<rect x="{x}" y="{y}" width="30" height="30" rx="6" fill="{}" stroke="{INK}" stroke-width="2"/><text x="{}" y="{}" font-size="19" fill="{}" text-anchor="middle">{}</text><text x="{}" y="{}" font-size="19" fill="{INK}">{}</text>"#,
            p.color,
            x + 15,
            y + 22,
            text_on(p.color),
            p.letter,
            x + 42,
            y + 22,
            esc(&line)
        );
    }
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
