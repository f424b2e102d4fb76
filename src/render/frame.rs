//! Which part of the board a picture shows, and at what scale, so that it can be read where
//! Discord shows it.
//!
//! Discord shows an attached picture inline at most [`DISPLAY_WIDTH`] pixels wide (its desktop
//! client's largest inline size; a phone shows it narrower and opens it full size on a tap), so
//! a picture is judged at that width: every territory name and army count drawn must be at
//! least [`MIN_TEXT`] pixels high there. A whole board that meets it is drawn whole. One that
//! does not (every shipped board: the classic one's names are 4–5 pixels high at 550) is drawn
//! as one to [`MAX_PANELS`] crops ("panels") stacked, each 550 pixels wide, around the
//! territories the picture is about ([`Focus`]): the last turn's action, a player's fronts, or
//! a group of continents; the whole board stays one option away (`Focus::Whole`).

use serde::{Deserialize, Serialize};

use super::layout::Layout;
use super::legend::Rect;
use super::BoardView;
use crate::engine::{ContinentId, Event, Sight, TerritoryId};

/// The width Discord shows an attached picture at, at most, inline (CSS pixels).
pub const DISPLAY_WIDTH: f64 = 550.0;
/// The smallest text height (font size, in pixels at `DISPLAY_WIDTH`) a picture's territory
/// names and army counts may have: 12 pixels, the size of Discord's own smallest text (message
/// timestamps), the smallest the client itself expects people to read.
pub const MIN_TEXT: f64 = 12.0;
/// The most a crop is enlarged (a lone territory is not blown up to fill the width).
const MAX_ZOOM: f64 = 2.0;
/// At most this many crops in one picture; what does not fit in them is left out, the most
/// important territories placed first.
pub const MAX_PANELS: usize = 4;
/// Room kept around a tile in a crop: its continent tint reaches 14 pixels out, the last
/// battle's frame 10.
const PAD: f64 = 22.0;
/// A crop's height at most, as a share of its width.
const TALL: f64 = 0.8;
/// How tall the neighbours added for context may make a crop, as a share of the widest.
const CONTEXT_TALL: f64 = 0.5;
/// Pixels between two stacked crops.
pub const SEAM: f64 = 6.0;

/// What a picture is about: the territories it must show (the most important first).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Focus {
    /// The whole board.
    #[default]
    Whole,
    /// Where the last turn happened: its battles and conquests first, then its other moves.
    Action(Vec<TerritoryId>),
    /// The reader's territories that border someone else's.
    Fronts(Vec<TerritoryId>),
    /// The fronts of the player to move (`BoardView::current`), as the reader sees them: a
    /// post whose turn named no place (the first turn, after the armies were placed).
    MoverFronts(Vec<TerritoryId>),
    /// One or more continents, asked for by name.
    Region(Vec<ContinentId>),
}

impl Focus {
    pub fn is_whole(&self) -> bool {
        matches!(self, Focus::Whole)
    }

    /// The territories to show, most important first (a region's in map order).
    pub fn territories(&self, v: &BoardView) -> Vec<TerritoryId> {
        match self {
            Focus::Whole => Vec::new(),
            Focus::Action(ts) | Focus::Fronts(ts) | Focus::MoverFronts(ts) => ts.clone(),
            Focus::Region(cs) => cs
                .iter()
                .filter_map(|c| v.map.continents().get(c.0 as usize))
                .flat_map(|c| c.territories.iter())
                .collect(),
        }
    }
}

/// One crop: the board's rectangle `src`, drawn `scale` times as large from `y` down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Panel {
    pub src: Rect,
    pub y: f64,
    pub scale: f64,
}

impl Panel {
    pub fn height(&self) -> f64 {
        self.src.h * self.scale
    }
}

/// How a picture is laid out: its map part (the whole map or crops) above the legend.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// The picture's width in pixels.
    pub width: f64,
    /// Where the legend starts.
    pub map_height: f64,
    pub panels: Vec<Panel>,
    /// The whole board, at its own size (the legend as always).
    pub whole: bool,
}

/// The tile rectangle of `t` in board pixels.
fn tile(l: &Layout, t: TerritoryId) -> Rect {
    let (x0, y0, x1, y1) = l.tile_box(t);
    Rect {
        x: x0 as f64,
        y: y0 as f64,
        w: (x1 - x0) as f64,
        h: (y1 - y0) as f64,
    }
}

fn union(a: Rect, b: Rect) -> Rect {
    let (x, y) = (a.x.min(b.x), a.y.min(b.y));
    Rect {
        x,
        y,
        w: a.right().max(b.right()) - x,
        h: a.bottom().max(b.bottom()) - y,
    }
}

fn padded(r: Rect) -> Rect {
    Rect {
        x: r.x - PAD,
        y: r.y - PAD,
        w: r.w + 2.0 * PAD,
        h: r.h + 2.0 * PAD,
    }
}

/// The smallest territory name drawn on `v`'s board (in the language in force).
pub fn smallest_name(v: &BoardView, l: &Layout) -> f64 {
    v.territories
        .iter()
        .map(|t| super::svg::tile_text_sizes(v, l, t.id).0)
        .fold(f64::INFINITY, f64::min)
}

impl Frame {
    /// The frame of `v`'s picture in layout `l`: the whole board when its focus is the whole
    /// board, when it has nothing to show, or when the whole board is readable at
    /// `DISPLAY_WIDTH`; otherwise crops around the focus.
    pub fn of(v: &BoardView, l: &Layout) -> Frame {
        let whole = Frame {
            width: l.width as f64,
            map_height: l.map_height as f64,
            panels: vec![Panel {
                src: Rect {
                    x: 0.0,
                    y: 0.0,
                    w: l.width as f64,
                    h: l.map_height as f64,
                },
                y: 0.0,
                scale: 1.0,
            }],
            whole: true,
        };
        let wanted = v.focus.territories(v);
        if wanted.is_empty() {
            return whole;
        }
        let name = smallest_name(v, l).min(23.0);
        if name * (DISPLAY_WIDTH / l.width as f64).min(1.0) >= MIN_TEXT {
            return whole;
        }
        // A crop at most this wide keeps every name at MIN_TEXT or more once drawn 550 wide.
        let max_w = (DISPLAY_WIDTH * name / MIN_TEXT).min(l.width as f64);
        let max_h = (max_w * TALL).min(l.map_height as f64);
        let fits = |r: &Rect| r.w <= max_w && r.h <= max_h;
        let mut crops: Vec<Rect> = Vec::new();
        for &t in &wanted {
            let r = padded(tile(l, t));
            if crops.iter().any(|c| c.contains(&r)) {
                continue;
            }
            if let Some(c) = crops.iter_mut().find(|c| fits(&union(**c, r))) {
                *c = union(*c, r);
            } else if crops.len() < MAX_PANELS {
                crops.push(r);
            }
        }
        // Two crops that fit in one become one.
        let mut merged = true;
        while merged {
            merged = false;
            'pairs: for i in 0..crops.len() {
                for j in i + 1..crops.len() {
                    if fits(&union(crops[i], crops[j])) {
                        crops[i] = union(crops[i], crops[j]);
                        crops.remove(j);
                        merged = true;
                        break 'pairs;
                    }
                }
            }
        }
        // Context: the neighbours of what each crop shows, while it stays readable and no
        // taller than half its widest (Discord shrinks a tall picture to fit its height too, so
        // context is taken across rather than down).
        let low = |c: &Rect| (max_w * CONTEXT_TALL).max(c.h);
        for c in &mut crops {
            let room = low(c);
            let inside: Vec<TerritoryId> = v
                .map
                .territory_ids()
                .filter(|&t| c.contains(&padded(tile(l, t))))
                .collect();
            for t in inside {
                for n in v.map.neighbours(t).iter() {
                    let grown = union(*c, padded(tile(l, n)));
                    if fits(&grown) && grown.h <= room {
                        *c = grown;
                    }
                }
            }
        }
        let (board_w, board_h) = (l.width as f64, l.map_height as f64);
        let min_w = (DISPLAY_WIDTH / MAX_ZOOM).min(max_w);
        let mut y = 0.0;
        let mut panels = Vec::new();
        for c in crops {
            // Widened to the least width, to a landscape shape, kept on the board.
            let w = c.w.max(min_w).min(board_w);
            let h = c.h.max(w * 0.4).min(max_h.max(c.h)).min(board_h);
            let x = (c.x - (w - c.w) / 2.0).clamp(0.0, board_w - w);
            let top = (c.y - (h - c.h) / 2.0).clamp(0.0, board_h - h);
            let src = Rect { x, y: top, w, h };
            let scale = DISPLAY_WIDTH / w;
            let p = Panel { src, y, scale };
            y += p.height() + SEAM;
            panels.push(p);
        }
        Frame {
            width: DISPLAY_WIDTH,
            map_height: (y - SEAM).ceil(),
            panels,
            whole: false,
        }
    }

    /// Whether `t`'s tile is drawn whole in the picture.
    pub fn shows(&self, l: &Layout, t: TerritoryId) -> bool {
        let r = tile(l, t);
        self.panels.iter().any(|p| p.src.contains(&r))
    }

    /// Whether any part of `t`'s tile is drawn.
    fn touches(&self, l: &Layout, t: TerritoryId) -> Option<f64> {
        let r = tile(l, t);
        self.panels
            .iter()
            .filter(|p| p.src.overlaps(&r))
            .map(|p| p.scale)
            .reduce(f64::min)
    }
}

/// How readable a picture is where Discord shows it, from the renderer's own layout.
#[derive(Clone, Debug)]
pub struct Readability {
    /// The picture's size in pixels.
    pub width: u32,
    pub height: u32,
    /// Whether it shows the whole board.
    pub whole: bool,
    /// The smallest territory name and army count drawn, in pixels once the picture is shown
    /// `DISPLAY_WIDTH` wide (never enlarged: a narrower picture is shown at its own size).
    pub smallest_text: f64,
    /// The smallest text of the legend, measured the same way.
    pub smallest_legend: f64,
    /// The territories whose tiles are drawn whole.
    pub shown: Vec<TerritoryId>,
}

/// The readability of `v`'s picture as `render_png` draws it.
pub fn readability(v: &BoardView) -> Readability {
    let l = Layout::of(&v.map);
    let f = Frame::of(v, &l);
    let shrink = (DISPLAY_WIDTH / f.width).min(1.0);
    let smallest_text = v
        .territories
        .iter()
        .filter_map(|t| {
            let scale = f.touches(&l, t.id)?;
            let (name, count) = super::svg::tile_text_sizes(v, &l, t.id);
            Some(name.min(count) * scale)
        })
        .fold(f64::INFINITY, f64::min)
        * shrink;
    let g = super::legend::legend_for(v, &f);
    let smallest_legend = std::iter::once(&g.heading)
        .chain(g.subheading.iter())
        .chain(g.entries.iter().flat_map(|e| e.lines.iter()))
        .map(|line| line.size)
        .fold(f64::INFINITY, f64::min)
        * shrink;
    Readability {
        width: f.width.round() as u32,
        height: super::legend::canvas_height_for(v, &f),
        whole: f.whole,
        smallest_text,
        smallest_legend,
        shown: v
            .territories
            .iter()
            .map(|t| t.id)
            .filter(|&t| f.shows(&l, t))
            .collect(),
    }
}

/// Whether a reader of `v` may be told where `t` is looked at: they see who holds it.
pub(super) fn seen(v: &BoardView, t: TerritoryId) -> bool {
    v.territories
        .get(t.index())
        .is_some_and(|tv| tv.sight != Sight::Nothing)
}

impl Focus {
    /// Where `events` (a turn's, the oldest first) happened, as `v`'s reader may be shown it:
    /// the battles and conquests first (where the reader sees who holds both ends, as the last
    /// battle's mark), then the other moves that name a place (where the reader sees its
    /// armies, so that under fog a crop never points at a hidden move). Setup's deal, which
    /// names the whole board, is not an area.
    pub fn action<'a>(events: impl IntoIterator<Item = &'a Event>, v: &BoardView) -> Focus {
        let sight = |t: TerritoryId| v.territories.get(t.index()).map(|tv| tv.sight);
        let mut fights = Vec::new();
        let mut moves = Vec::new();
        for ev in events {
            match ev {
                Event::Battle { from, to, .. }
                | Event::Conquered { from, to, .. }
                | Event::Occupied { from, to, .. } => {
                    let seen = [*from, *to]
                        .iter()
                        .all(|&t| sight(t).is_some_and(|s| s != Sight::Nothing));
                    if seen {
                        fights.extend([*from, *to]);
                    }
                }
                Event::HqCaptured { territory, .. } => fights.push(*territory),
                Event::Claimed { territory, .. }
                | Event::Placed { territory, .. }
                | Event::AirfieldPlaced { territory, .. }
                | Event::AirfieldDestroyed { territory, .. }
                | Event::AllyReinforced { territory, .. }
                | Event::CapitalPlaced { territory, .. } => moves.push(*territory),
                Event::Traded { bonus, .. } => moves.extend(bonus.map(|(t, _)| t)),
                Event::PlacementsRevealed { placed } => {
                    moves.extend(placed.iter().map(|&(_, t, _)| t))
                }
                Event::Fortified { from, to, .. } | Event::AllyArmiesDivided { from, to, .. } => {
                    moves.extend([*from, *to])
                }
                Event::Dealt { .. }
                | Event::PlacedHidden { .. }
                | Event::SetupComplete
                | Event::TurnStarted { .. }
                | Event::RewardGained { .. }
                | Event::MissionClaimed { .. }
                | Event::MissionRevealed { .. }
                | Event::Bribed { .. }
                | Event::StatusRolled { .. }
                | Event::HandPassed { .. }
                | Event::ObjectiveCollected { .. }
                | Event::ObjectiveDeclined { .. }
                | Event::CardDiscarded { .. }
                | Event::ObjectivesTaken { .. }
                | Event::StarsTraded { .. }
                | Event::ArmiesLost { .. }
                | Event::Eliminated { .. }
                | Event::CardDrawn { .. }
                | Event::DeckReshuffled { .. }
                | Event::AttackEnded { .. }
                | Event::TurnEnded { .. }
                | Event::GameOver { .. }
                | Event::GameEnded
                | Event::MissionsDealt
                | Event::MissionCompleted { .. }
                | Event::HqChosen { .. }
                | Event::HqsRevealed { .. } => {}
            }
        }
        moves.retain(|&t| sight(t) == Some(Sight::All));
        let mut all: Vec<TerritoryId> = Vec::new();
        for t in fights.into_iter().chain(moves) {
            if !all.contains(&t) {
                all.push(t);
            }
        }
        Focus::Action(all)
    }

    /// The fronts of player `p` (an index into `v.players`) as `v`'s reader sees the board:
    /// their territories with a neighbour they do not see as theirs.
    pub fn fronts(v: &BoardView, p: usize) -> Focus {
        let owner = |t: TerritoryId| v.territories.get(t.index()).and_then(|tv| tv.owner);
        Focus::Fronts(
            v.map
                .territory_ids()
                .filter(|&t| owner(t) == Some(p))
                .filter(|&t| v.map.neighbours(t).iter().any(|n| owner(n) != Some(p)))
                .collect(),
        )
    }
}
