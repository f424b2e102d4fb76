//! The board picture: a read-only `BoardView` of a game is drawn as SVG (tiles placed like the
//! printed map, continents tinted, adjacencies as lines, sea-lines dashed) and rasterised to PNG
//! with resvg, using the embedded font. Public information only: no card identities, no missions;
//! under fog of war, only what one reader's `View` shows (`BoardView::seen_by`).

pub mod chart;
pub mod colour;
pub mod frame;
mod layout;
pub mod legend;
mod metrics;
pub use metrics::can_draw;
mod place;
mod svg;

use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

pub use frame::{readability, Focus, Readability};
pub use layout::{Layout, LayoutError};
pub use svg::render_svg;

use crate::engine::mission::COLOR_NAMES;
use crate::engine::{Game, Phase, PlayerId, Sight, TerritoryId, View};

/// The army colours, by colour index (`Game::color_of`, the order of `mission::COLOR_NAMES`,
/// which are also the names players choose with `/risk join color:` and read in texts): named
/// as drawn, and chosen (with the continent tints of `data/maps/classic-layout.toml`) so that
/// every pair stays at least 20 CIEDE2000 apart for normal vision and simulated deuteranopia,
/// protanopia and tritanopia (see `colour` and `tests/render.rs`). Each seat's letter on its
/// tiles is the second cue.
pub const PALETTE: [(&str, &str); 6] = [
    (COLOR_NAMES[0], "#B30000"),
    (COLOR_NAMES[1], "#079AFF"),
    (COLOR_NAMES[2], "#05795F"),
    (COLOR_NAMES[3], "#EBBE31"),
    (COLOR_NAMES[4], "#6A2394"),
    (COLOR_NAMES[5], "#0F140C"),
];
/// Neutral armies: a grey held to the same distances.
pub const NEUTRAL: &str = "#9C9DA4";

/// The name and fill colour (`#rrggbb`) the picture draws `p`'s armies in.
pub fn army_colour(game: &Game, p: PlayerId) -> (&'static str, &'static str) {
    if game.is_neutral(p) {
        ("neutral", NEUTRAL)
    } else {
        PALETTE[game.color_of(p) as usize % PALETTE.len()]
    }
}

const FONT: &[u8] = include_bytes!("../../data/fonts/DejaVuSansCondensed-Bold.ttf");
const FONT_FAMILY: &str = "DejaVu Sans";

#[derive(Clone, Debug)]
pub struct PlayerView {
    pub name: String,
    /// Fill colour (`#rrggbb`) and its name ("red", …; "neutral" for neutral armies).
    pub color: &'static str,
    pub color_name: &'static str,
    /// The seat letter drawn on every tile (A for the first seat; N for neutral armies).
    pub letter: char,
    /// Territories held (0 when the reader does not know: `territories_known`).
    pub territories: usize,
    /// Armies in all (0 when the reader does not know: `armies_known`).
    pub armies: u32,
    pub cards: usize,
    /// The continents held that the reader sees whole.
    pub continents: Vec<String>,
    pub eliminated: bool,
    /// Whether the reader knows how many territories the player holds (fog of war).
    pub territories_known: bool,
    /// Whether the reader knows how many armies the player has in all (fog of war).
    pub armies_known: bool,
}

#[derive(Clone, Debug)]
pub struct TerritoryView {
    pub id: TerritoryId,
    /// Index into `BoardView::players`; `None` while unclaimed, or when the reader cannot see
    /// who holds it (`sight`).
    pub owner: Option<usize>,
    /// 0 when the reader cannot see them (`sight`).
    pub armies: u16,
    /// What the reader sees of it: a territory hidden by the fog of war is drawn grey with
    /// "?", one whose holder alone is seen in its holder's colour with "?".
    pub sight: Sight,
}

/// Everything the picture shows, copied out of a game: nothing secret.
#[derive(Clone, Debug)]
pub struct BoardView {
    pub map: Arc<crate::engine::Map>,
    pub territories: Vec<TerritoryView>,
    pub players: Vec<PlayerView>,
    pub current: Option<usize>,
    /// The round under way (`Game::round`), 0 in setup.
    pub round: u32,
    pub phase: String,
    pub last_attack: Option<(TerritoryId, TerritoryId)>,
    /// Revealed Headquarters (Capital RISK) and capitals (000); hidden ones are never in a
    /// view.
    pub headquarters: Vec<TerritoryId>,
    /// Cities and Airfields (000 edition).
    pub cities: Vec<TerritoryId>,
    pub airfields: Vec<TerritoryId>,
    /// What the picture is about (`frame`): the whole board unless a post or a command says
    /// otherwise (`focused`).
    pub focus: Focus,
}

impl BoardView {
    /// A view of `game`; `names[i]` names seat `i` (missing names become "Player i+1"). The
    /// whole board: for a fogged game's outputs use `seen_by`.
    pub fn new(
        game: &Game,
        names: &[String],
        last_attack: Option<(TerritoryId, TerritoryId)>,
    ) -> BoardView {
        let clear = View::clear(crate::engine::Reader::Everyone, game.map().all());
        BoardView::seen_by(game, &clear, names, last_attack)
    }

    /// What `view`'s reader may see of `game`: territories they cannot see without owner or
    /// armies, totals only where they see all they count, the last battle only where they
    /// see who holds both ends.
    pub fn seen_by(
        game: &Game,
        view: &View,
        names: &[String],
        last_attack: Option<(TerritoryId, TerritoryId)>,
    ) -> BoardView {
        let map = game.map().clone();
        let players =
            game.players()
                .map(|p| {
                    let neutral = game.is_neutral(p);
                    let (color_name, color) = army_colour(game, p);
                    (p, neutral, color_name, color)
                })
                .map(|(p, neutral, color_name, color)| {
                    let territories_known = view.knows_territories_of(game, p);
                    let armies_known = view.knows_armies_of(game, p);
                    PlayerView {
                        name: names.get(p.index()).cloned().unwrap_or_else(|| {
                            crate::t!("render-player-unnamed", number = p.0 + 1)
                        }),
                        color,
                        color_name,
                        letter: if neutral {
                            'N'
                        } else {
                            (b'A' + p.0 % 26) as char
                        },
                        territories: if territories_known {
                            game.territories_of(p).len()
                        } else {
                            0
                        },
                        armies: if armies_known {
                            game.total_armies(p)
                        } else {
                            0
                        },
                        cards: game.hand_size(p),
                        continents: game
                            .continents_of(p)
                            .map(|c| &map.continents()[c])
                            .filter(|c| view.sees_owners_of(c.territories))
                            .map(|c| c.name.clone())
                            .collect(),
                        eliminated: game.is_eliminated(p),
                        territories_known,
                        armies_known,
                    }
                })
                .collect();
        let territories = map
            .territory_ids()
            .map(|t| TerritoryView {
                id: t,
                owner: view.owner(game, t).map(PlayerId::index),
                armies: view.armies(game, t).unwrap_or(0),
                sight: view.sight(t),
            })
            .collect();
        BoardView {
            map,
            territories,
            players,
            // Nobody is to move in a finished game, with a winner or without.
            current: (!game.is_over()).then(|| game.current().index()),
            round: game.round(),
            phase: phase_name(game),
            last_attack: last_attack.filter(|&(f, t)| view.sees_owner(f) && view.sees_owner(t)),
            // Under fog, only those the reader may know of (theirs, or where they see).
            headquarters: game
                .headquarters()
                .into_iter()
                .chain(
                    game.players()
                        .filter_map(|p| game.capital_of(p).map(|t| (p, t))),
                )
                .filter(|&(p, t)| view.sees_place_of(p, t))
                .map(|(_, t)| t)
                .collect(),
            cities: game.cities().iter().collect(),
            airfields: game.airfields().iter().map(|&(_, t)| t).collect(),
            focus: Focus::Whole,
        }
    }

    /// The same view about `focus`: of its territories, only those the reader sees at all
    /// (what a crop is centred on must not say where something happened under the fog).
    pub fn focused(mut self, focus: Focus) -> BoardView {
        self.focus = match focus {
            Focus::Action(ts) => Focus::Action(self.seen_only(ts)),
            Focus::Fronts(ts) => Focus::Fronts(self.seen_only(ts)),
            Focus::MoverFronts(ts) => Focus::MoverFronts(self.seen_only(ts)),
            other @ (Focus::Whole | Focus::Region(_)) => other,
        };
        self
    }

    fn seen_only(&self, ts: Vec<TerritoryId>) -> Vec<TerritoryId> {
        let mut out: Vec<TerritoryId> = Vec::new();
        for t in ts {
            if frame::seen(self, t) && !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }

    /// Whether the fog of war hides anything in this view.
    pub fn is_fogged(&self) -> bool {
        self.territories.iter().any(|t| t.sight != Sight::All)
    }
}

/// The longest attachment description Discord accepts, in characters.
pub const DESCRIPTION_LIMIT: usize = 1024;

impl BoardView {
    /// A short text of what the picture shows, for the attachment's description (alt text):
    /// the round and whose move it is, then each player in turn order with colour, seat letter,
    /// territories, armies and continents held, and the last battle. Public facts only, like
    /// the picture: no cards, no missions, no hidden Headquarters. At most
    /// `DESCRIPTION_LIMIT` characters (cut with an ellipsis).
    pub fn describe(&self) -> String {
        // Alt text is plain text: names go in as they are written.
        crate::i18n::markup::plain(|| self.described())
    }

    fn described(&self) -> String {
        let phase = phase_word(&self.phase);
        let mover = self.current.and_then(|p| self.players.get(p));
        let mut out = match (self.round, mover) {
            (0, None) => crate::t!("render-alt-setup", phase = phase),
            (0, Some(p)) => crate::t!("render-alt-setup-to-move", phase = phase, name = &p.name),
            (round, None) => crate::t!("render-alt-round", round = round, phase = phase),
            (round, Some(p)) => crate::t!(
                "render-alt-round-to-move",
                round = round,
                phase = phase,
                name = &p.name
            ),
        };
        let mut say = |sentence: String| {
            out.push(' ');
            out.push_str(&sentence);
        };
        if let Some(area) = self.area_sentence() {
            say(area);
        }
        if self.is_fogged() {
            say(crate::t!("render-alt-fog"));
        }
        for p in &self.players {
            let colour = colour_word(p.color_name);
            let letter = p.letter.to_string();
            if p.eliminated {
                say(crate::t!(
                    "render-alt-eliminated",
                    name = &p.name,
                    colour = colour,
                    letter = letter
                ));
                continue;
            }
            // Under fog, only the totals the reader knows.
            let mut counts = Vec::new();
            if p.territories_known {
                counts.push(crate::t!("render-territories", count = p.territories));
            }
            if p.armies_known {
                counts.push(crate::t!("render-armies", count = p.armies));
            }
            if counts.is_empty() {
                counts.push(crate::t!("render-cards", count = p.cards));
            }
            let counts = counts.join(", ");
            say(if p.continents.is_empty() {
                crate::t!(
                    "render-alt-player",
                    name = &p.name,
                    colour = colour,
                    letter = letter,
                    counts = counts
                )
            } else {
                let continents = crate::i18n::names::places(p.continents.iter().map(|c| {
                    crate::i18n::names::Place::named(
                        crate::i18n::names::Kind::Continent,
                        &self.map.name,
                        c,
                    )
                }));
                crate::t!(
                    "render-alt-player-holds",
                    name = &p.name,
                    colour = colour,
                    letter = letter,
                    counts = counts,
                    continents = continents
                )
            });
        }
        let unclaimed = self
            .territories
            .iter()
            .filter(|t| t.owner.is_none() && t.sight == Sight::All)
            .count();
        if unclaimed > 0 {
            say(crate::t!("render-alt-unclaimed", count = unclaimed));
        }
        let unseen = self
            .territories
            .iter()
            .filter(|t| t.sight == Sight::Nothing)
            .count();
        if unseen > 0 {
            say(crate::t!("render-alt-unseen", count = unseen));
        }
        if let Some((from, to)) = self.last_attack {
            say(crate::t!(
                "render-alt-last-battle",
                from = crate::i18n::names::place(&self.map, from),
                to = crate::i18n::names::place(&self.map, to)
            ));
        }
        if out.chars().count() > DESCRIPTION_LIMIT {
            out = out.chars().take(DESCRIPTION_LIMIT - 1).collect::<String>() + "…";
        }
        out
    }
}

impl BoardView {
    /// The alt text's sentence saying which part of the board a cropped picture shows (none
    /// for the whole board): the territories it was centred on (at most `NAMED`, then how many
    /// more), or the continents asked for. Only what the focus holds, which under fog is only
    /// what the reader sees (`focused`).
    fn area_sentence(&self) -> Option<String> {
        const NAMED: usize = 6;
        let l = Layout::of(&self.map);
        let f = frame::Frame::of(self, &l);
        if f.whole {
            return None;
        }
        let shown: Vec<TerritoryId> = self
            .focus
            .territories(self)
            .into_iter()
            .filter(|&t| f.shows(&l, t))
            .collect();
        let names: Vec<String> = shown
            .iter()
            .take(NAMED)
            .map(|&t| crate::i18n::names::territory(&self.map, t))
            .collect();
        let mut names = names.join(", ");
        if shown.len() > NAMED {
            // "…, Ukraine and 5 more": joined without a comma, as each language writes it.
            let more = crate::t!("render-alt-area-more", count = shown.len() - NAMED);
            names = format!("{names} {more}");
        }
        Some(match &self.focus {
            Focus::Whole => return None,
            Focus::Action(_) => crate::t!("render-alt-area-action", names = names),
            Focus::Fronts(_) => {
                crate::t!("render-alt-area-fronts", count = shown.len(), names = names)
            }
            Focus::MoverFronts(_) => {
                let name = self.current.and_then(|p| self.players.get(p));
                let name = name.map_or("?", |p| p.name.as_str());
                crate::t!("render-alt-area-mover", name = name, names = names)
            }
            Focus::Region(cs) => {
                let continents: Vec<String> = cs
                    .iter()
                    .map(|&c| crate::i18n::names::continent(&self.map, c))
                    .collect();
                crate::t!("render-alt-area-region", continents = continents.join(", "))
            }
        })
    }
}

/// A colour's name (`PlayerView::color_name`, as `mission::COLOR_NAMES` and "neutral" spell
/// it) in the language in force.
pub fn colour_word(name: &str) -> String {
    match name {
        "red" => crate::t!("render-colour-red"),
        "blue" => crate::t!("render-colour-blue"),
        "green" => crate::t!("render-colour-green"),
        "yellow" => crate::t!("render-colour-yellow"),
        "purple" => crate::t!("render-colour-purple"),
        "black" => crate::t!("render-colour-black"),
        "neutral" => crate::t!("render-colour-neutral"),
        other => other.to_string(),
    }
}

/// The phase (`BoardView::phase`, kept in English as `phase_name` writes it, also in the
/// outbox) in the language in force.
pub fn phase_word(phase: &str) -> String {
    match phase {
        "claiming territories" => crate::t!("render-phase-claim"),
        "placing starting armies" => crate::t!("render-phase-place-setup"),
        "choosing Headquarters" => crate::t!("render-phase-choose-hq"),
        "drafting" => crate::t!("render-phase-reinforce"),
        "attacking" => crate::t!("render-phase-attack"),
        "fortifying" => crate::t!("render-phase-fortify"),
        "game over" => crate::t!("render-phase-over"),
        other => other.to_string(),
    }
}

/// The phase as the view keeps it: the English word `phase_word` reads (a stored form).
fn phase_name(g: &Game) -> String {
    match g.phase() {
        Phase::Claim => "claiming territories".into(),
        Phase::PlaceSetup => "placing starting armies".into(),
        Phase::ChooseHq => "choosing Headquarters".into(),
        Phase::Reinforce { .. } => "drafting".into(),
        Phase::Attack | Phase::Occupy { .. } => "attacking".into(),
        Phase::Fortify => "fortifying".into(),
        Phase::Over { .. } | Phase::Ended => "game over".into(),
    }
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RenderError {
    #[error("the board picture could not be built: {0}")]
    Svg(String),
    #[error("the board picture could not be encoded: {0}")]
    Png(String),
}

fn fonts() -> Arc<usvg::fontdb::Database> {
    static DB: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        db.load_font_data(FONT.to_vec());
        Arc::new(db)
    })
    .clone()
}

/// How usvg reads the board: the embedded font, the default family.
fn options() -> usvg::Options<'static> {
    let mut opt = usvg::Options {
        font_family: FONT_FAMILY.into(),
        ..usvg::Options::default()
    };
    opt.fontdb = fonts();
    opt
}

/// The board as a PNG in its board's layout (`Layout::of`): the whole board (`Focus::Whole`,
/// or a board readable whole at Discord's size) 1600 pixels wide for the classic board, its
/// height growing with the legend's rows (990 for 2 players to 1194 for 6), other boards as
/// wide and high as their layout; otherwise the crops around `view.focus`, 550 pixels wide
/// (`frame::Frame`).
pub fn render_png(view: &BoardView) -> Result<Vec<u8>, RenderError> {
    svg_to_png(&render_svg(view, &Layout::of(&view.map)))
}

/// An SVG drawn with the embedded font, on white, as a PNG.
pub fn svg_to_png(text: &str) -> Result<Vec<u8>, RenderError> {
    let tree =
        usvg::Tree::from_str(text, &options()).map_err(|e| RenderError::Svg(e.to_string()))?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| RenderError::Png("empty canvas".into()))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    encode(&pixmap)
}

/// PNG without the alpha channel (the canvas is opaque), adaptively filtered, fast deflate:
/// measured on a mid-game board, 8 ms and 260 KB, against 30 ms and 165 KB with the default
/// deflate level and 25 ms and 430 KB for tiny-skia's own RGBA encoder.
fn encode(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, RenderError> {
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut enc = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::Fast);
    enc.set_adaptive_filter(png::AdaptiveFilterType::Adaptive);
    let err = |e: png::EncodingError| RenderError::Png(e.to_string());
    let mut writer = enc.write_header().map_err(err)?;
    writer.write_image_data(&rgb).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}
