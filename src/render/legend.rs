//! Where the legend's pieces go: a heading (turn, phase, who moves, the last battle), then one box per player in
//! two columns (turn order, left to right), each with a swatch carrying the seat letter and
//! three lines: the name, the counts, the continents held. Every text is fitted to its box
//! (cut with an ellipsis), so no entry runs into another whatever the names; the canvas grows
//! with the number of rows.

use super::layout::Layout;
use super::metrics::{fit, width};
use super::BoardView;

/// A rectangle in canvas pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    pub fn right(&self) -> f64 {
        self.x + self.w
    }

    pub fn bottom(&self) -> f64 {
        self.y + self.h
    }

    /// Whether the two share any area (touching edges do not count).
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x < o.right() && o.x < self.right() && self.y < o.bottom() && o.y < self.bottom()
    }

    pub fn contains(&self, o: &Rect) -> bool {
        o.x >= self.x && o.y >= self.y && o.right() <= self.right() && o.bottom() <= self.bottom()
    }
}

/// One line of text: drawn left-aligned from `x` on `baseline`; `bounds` is the box it was
/// fitted into (its measured width never exceeds `bounds.w`).
#[derive(Clone, Debug)]
pub struct Line {
    pub text: String,
    pub size: f64,
    pub x: f64,
    pub baseline: f64,
    pub bounds: Rect,
}

impl Line {
    fn fitted(text: &str, size: f64, x: f64, baseline: f64, max: f64) -> Line {
        Line {
            text: fit(text, size, max),
            size,
            x,
            baseline,
            // The face's ascent and descent (0.93 and 0.24 em), rounded up.
            bounds: Rect {
                x,
                y: baseline - 0.95 * size,
                w: max,
                h: 1.2 * size,
            },
        }
    }

    /// The measured width of the fitted text.
    pub fn width(&self) -> f64 {
        width(&self.text, self.size)
    }
}

#[derive(Clone, Debug)]
pub struct Entry {
    /// Index into `BoardView::players`.
    pub player: usize,
    /// The whole entry; entries never overlap.
    pub bounds: Rect,
    /// The colour swatch with the seat letter.
    pub swatch: Rect,
    pub lines: Vec<Line>,
}

#[derive(Clone, Debug)]
pub struct Legend {
    /// The legend area: below the map, the full width of the canvas.
    pub area: Rect,
    pub heading: Line,
    /// A compact legend's heading may take a second line.
    pub subheading: Option<Line>,
    pub entries: Vec<Entry>,
}

const MARGIN: f64 = 24.0;
const GAP: f64 = 24.0;
const HEADING: f64 = 30.0;
const NAME: f64 = 30.0;
const DETAIL: f64 = 22.0;
const SWATCH: f64 = 50.0;
const ENTRY_H: f64 = 96.0;
const ROW: f64 = ENTRY_H + 6.0;
const FIRST_ROW: f64 = 62.0;

/// The canvas height for `players` legend entries below a map of `map_height`.
pub fn canvas_height(map_height: u32, players: usize) -> u32 {
    let rows = players.div_ceil(2).max(1) as f64;
    map_height + (FIRST_ROW + rows * ROW + 6.0).ceil() as u32
}

/// The legend of `v` below the map of `l`.
pub fn legend(v: &BoardView, l: &Layout) -> Legend {
    let top = l.map_height as f64;
    let width = l.width as f64;
    let area = Rect {
        x: 0.0,
        y: top,
        w: width,
        h: (canvas_height(l.map_height, v.players.len()) - l.map_height) as f64,
    };
    let parts = heading_parts(v);
    let head = parts.join(" · ");
    let heading = Line::fitted(&head, HEADING, MARGIN, top + 40.0, width - 2.0 * MARGIN);
    let col_w = (width - 2.0 * MARGIN - GAP) / 2.0;
    let entries = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (col, row) = ((i % 2) as f64, (i / 2) as f64);
            let bounds = Rect {
                x: MARGIN + col * (col_w + GAP),
                y: top + FIRST_ROW + row * ROW,
                w: col_w,
                h: ENTRY_H,
            };
            let swatch = Rect {
                x: bounds.x + 6.0,
                y: bounds.y + 8.0,
                w: SWATCH,
                h: SWATCH,
            };
            let x = swatch.right() + 14.0;
            let room = bounds.right() - x - 8.0;
            let marker = if v.current == Some(i) { "▶ " } else { "" };
            let name = Line::fitted(
                &format!("{marker}{}", p.name),
                NAME,
                x,
                bounds.y + 32.0,
                room,
            );
            let counts = counts(p);
            let mut lines = vec![
                name,
                Line::fitted(&counts, DETAIL, x, bounds.y + 61.0, room),
            ];
            if !p.continents.is_empty() && !p.eliminated {
                let continents = crate::i18n::names::places(p.continents.iter().map(|c| {
                    crate::i18n::names::Place::named(
                        crate::i18n::names::Kind::Continent,
                        &v.map.name,
                        c,
                    )
                }));
                let holds = crate::t!("render-legend-holds", continents = continents);
                lines.push(Line::fitted(&holds, DETAIL, x, bounds.y + 89.0, room));
            }
            Entry {
                player: i,
                bounds,
                swatch,
                lines,
            }
        })
        .collect();
    Legend {
        area,
        heading,
        subheading: None,
        entries,
    }
}

/// The legend of a cropped picture (`Frame`), `DISPLAY_WIDTH` wide: the heading on up to two
/// lines, then one line per player (swatch, name and counts; the continents held are left to
/// the alt text and the summary), so every word stays as large as on the whole board's legend.
const C_HEADING: f64 = 24.0;
const C_LINE: f64 = 20.0;
const C_ROW: f64 = 38.0;
const C_SWATCH: f64 = 30.0;

/// The compact legend's height for `players` entries.
fn compact_height(players: usize) -> f64 {
    (16.0 + 2.0 * (C_HEADING + 8.0) + players as f64 * C_ROW + 10.0).ceil()
}

/// The canvas height of `v`'s picture in `frame`.
pub fn canvas_height_for(v: &BoardView, frame: &super::frame::Frame) -> u32 {
    if frame.whole {
        canvas_height(frame.map_height as u32, v.players.len())
    } else {
        frame.map_height as u32 + compact_height(v.players.len()) as u32
    }
}

/// The legend of `v` drawn in `frame`: the whole board's (`legend`) or a crop's compact one.
pub fn legend_for(v: &BoardView, frame: &super::frame::Frame) -> Legend {
    if frame.whole {
        return legend(v, super::layout::Layout::of(&v.map).as_ref());
    }
    let top = frame.map_height;
    let canvas_w = frame.width;
    let area = Rect {
        x: 0.0,
        y: top,
        w: canvas_w,
        h: compact_height(v.players.len()),
    };
    let parts = heading_parts(v);
    let room = canvas_w - 2.0 * C_MARGIN;
    // As many parts on the first line as fit whole, the rest on the second.
    let mut first = parts[0].clone();
    let mut rest = Vec::new();
    for p in &parts[1..] {
        let longer = format!("{first} · {p}");
        if rest.is_empty() && width(&longer, C_HEADING) <= room {
            first = longer;
        } else {
            rest.push(p.clone());
        }
    }
    let heading = Line::fitted(&first, C_HEADING, C_MARGIN, top + 14.0 + C_HEADING, room);
    let subheading = (!rest.is_empty()).then(|| {
        Line::fitted(
            &rest.join(" · "),
            C_HEADING,
            C_MARGIN,
            top + 22.0 + 2.0 * C_HEADING,
            room,
        )
    });
    let rows_top = top + 16.0 + 2.0 * (C_HEADING + 8.0);
    let entries = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let bounds = Rect {
                x: C_MARGIN - 6.0,
                y: rows_top + i as f64 * C_ROW,
                w: canvas_w - 2.0 * C_MARGIN + 12.0,
                h: C_ROW - 4.0,
            };
            let swatch = Rect {
                x: C_MARGIN,
                y: bounds.y + 2.0,
                w: C_SWATCH,
                h: C_SWATCH,
            };
            let x = swatch.right() + 10.0;
            let marker = if v.current == Some(i) { "▶ " } else { "" };
            let counts = counts(p);
            let text = format!("{marker}{} · {counts}", p.name);
            let line = Line::fitted(&text, C_LINE, x, bounds.y + 24.0, bounds.right() - x - 6.0);
            Entry {
                player: i,
                bounds,
                swatch,
                lines: vec![line],
            }
        })
        .collect();
    Legend {
        area,
        heading,
        subheading,
        entries,
    }
}

const C_MARGIN: f64 = 18.0;

/// A player's counts as the legend writes them: eliminated, or territories, armies and cards
/// ("?" for a total the reader does not know under fog).
fn counts(p: &super::PlayerView) -> String {
    if p.eliminated {
        return crate::t!("render-legend-eliminated");
    }
    let territories = match p.territories_known {
        true => crate::t!("render-territories", count = p.territories),
        false => crate::t!("render-territories-unknown"),
    };
    let armies = match p.armies_known {
        true => crate::t!("render-armies", count = p.armies),
        false => crate::t!("render-armies-unknown"),
    };
    let cards = crate::t!("render-cards", count = p.cards);
    [territories, armies, cards].join(" · ")
}

/// The heading's parts: round (or setup), phase, who moves, the last battle, the fog.
fn heading_parts(v: &BoardView) -> Vec<String> {
    let mut parts = vec![
        if v.round > 0 {
            crate::t!("render-legend-round", round = v.round)
        } else {
            crate::t!("render-legend-setup")
        },
        super::phase_word(&v.phase),
    ];
    if let Some(p) = v.current {
        let name = v.players.get(p).map(|p| p.name.as_str()).unwrap_or("?");
        parts.push(crate::t!("render-legend-to-move", name = name));
    }
    if let Some((from, to)) = v.last_attack {
        parts.push(crate::t!(
            "render-legend-last-battle",
            from = crate::i18n::names::place(&v.map, from),
            to = crate::i18n::names::place(&v.map, to)
        ));
    }
    if v.is_fogged() {
        parts.push(crate::t!("render-legend-fog"));
    }
    parts
}
