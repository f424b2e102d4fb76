//! What a web page may show of a table, for one audience: the channel (anyone with the game's
//! link) or one seated player. The board is the same `BoardView` the channel's posts draw,
//! built from the same fog views (`Game::view`), so the fog's leak checker applies unchanged;
//! a player's page adds their hand and mission in words. The replay's positions are rebuilt
//! from the game's log (its steps, replayed from the seed inside the service: the seed itself
//! is never shown before the end); under fog the replay opens only when the game is over, then
//! unfogged, with the dice verification.
//!
//! Everything here is read-only: a page never changes a table.

use crate::engine::{Game, PlayerId, Reader, TerritoryId};
use crate::i18n::Lang;
use crate::render::chart::{Chart, ChartSeries};
use crate::render::{army_colour, BoardView};
use crate::service::storage::store::{Store, StoreError};
use crate::service::table::session::Session;
use crate::service::values::keys::ChannelKey;

use super::fair::{game_file, verify};
use super::replay::Replayer;

/// Who reads a page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    /// The channel: what every player (and anyone with the public link) may see.
    Channel,
    /// One seat, as that player sees the board, with their hand and mission.
    Seat(PlayerId),
}

/// One page's content: the board as its reader may see it, and for a seat its secrets.
#[derive(Clone, Debug)]
pub struct Page {
    /// Changes with every change to the table (its log's length): what a cache is keyed by.
    pub version: u64,
    /// The game's number in its channel.
    pub number: u32,
    /// The channel's language: every word of the page.
    pub lang: Lang,
    pub fog: bool,
    pub over: bool,
    pub board: BoardView,
    /// The reader's own secrets in plain words (their hand, their mission); empty for the
    /// channel.
    pub secrets: Vec<String>,
    /// Whether the replay may be shown to this audience now (`replay`).
    pub replay: bool,
}

/// The page of `s`'s game for `audience`, or `None` when no game is being played there (or the
/// seat is not one of the game's).
pub fn page(s: &Session, audience: Audience) -> Option<Page> {
    let game = s.game.as_ref()?;
    let reader = match audience {
        Audience::Channel => Reader::Everyone,
        Audience::Seat(p) if p.index() < game.player_count() => game.reader_of(Some(p)),
        Audience::Seat(_) => return None,
    };
    let fog = s.rules.fog != crate::engine::fog::Fog::Off;
    let (board, secrets) = crate::i18n::for_reader(s.lang, || {
        crate::i18n::markup::plain(|| {
            let names: Vec<String> = game.players().map(|p| s.label(p)).collect();
            let board = BoardView::seen_by(game, &game.view(reader), &names, None);
            let secrets = match audience {
                Audience::Channel => Vec::new(),
                Audience::Seat(p) => secrets_of(game, p),
            };
            (board, secrets)
        })
    });
    Some(Page {
        version: s.log_len,
        number: s.number,
        lang: s.lang,
        fog,
        over: game.is_over(),
        board,
        secrets,
        replay: !fog || game.is_over(),
    })
}

/// A seat's hand and mission, in the language in force.
fn secrets_of(game: &Game, p: PlayerId) -> Vec<String> {
    let mut out = vec![crate::service::words::text::hand(game, p)];
    if let Some(m) = game.mission(p) {
        out.push(crate::t!(
            "svc-your-mission",
            mission = crate::service::words::text::mission(game, m)
        ));
    }
    out
}

/// One position of the replay: the board after a log entry's steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// The log entry's number (`/history`'s `#n`).
    pub entry: u64,
    pub round: u32,
    /// The seat to move (none once the game is over).
    pub current: Option<u8>,
    /// Per territory: its holder's seat and its armies.
    pub cells: Vec<(Option<u8>, u16)>,
}

impl Frame {
    /// The position of `g` after entry `entry`.
    pub fn of(g: &Game, entry: u64) -> Frame {
        Frame {
            entry,
            round: g.round(),
            current: (!g.is_over()).then(|| g.current().0),
            cells: g
                .map()
                .territory_ids()
                .map(|t: TerritoryId| (g.owner(t).map(|p| p.0), g.armies(t)))
                .collect(),
        }
    }
}

/// A game's replay: every position from the first, the chart by round, and once the game is
/// over the dice verification.
#[derive(Clone, Debug)]
pub struct Replay {
    pub frames: Vec<Frame>,
    pub chart: Chart,
    /// The verification of the finished game's record (its seed revealed), in words.
    pub verification: Option<String>,
}

/// The replay of `s`'s game for the channel: `None` while the game runs under fog (its hidden
/// moves stay hidden until the end) or when there is no game. A log whose steps do not replay
/// (kept by an older build) gives the positions up to where they part.
pub fn replay(
    store: &dyn Store,
    ch: ChannelKey,
    s: &Session,
) -> Result<Option<Replay>, StoreError> {
    let Some(game) = s.game.as_ref() else {
        return Ok(None);
    };
    let fog = s.rules.fog != crate::engine::fog::Fog::Off;
    if fog && !game.is_over() {
        return Ok(None);
    }
    let seats: Vec<String> = s.seats.iter().map(|x| x.name.clone()).collect();
    let board = (game.map().clone(), game.board_id().to_string());
    let mut table = Replayer::new(&s.rules, s.seed, &seats, board);
    let mut frames: Vec<Frame> = Vec::new();
    let entries = store.history(ch, s.log_start, usize::MAX)?;
    'entries: for e in &entries {
        if e.steps.is_empty() {
            continue;
        }
        for step in &e.steps {
            if table.step(step).is_err() {
                break 'entries;
            }
        }
        if let Some(g) = table.game() {
            frames.push(Frame::of(g, e.seq));
        }
    }
    let verification = if game.is_over() {
        crate::i18n::for_reader(s.lang, || {
            crate::i18n::markup::plain(|| {
                game_file(store, ch, s).map(|f| {
                    f.ok().map(|file| match verify(&file) {
                        Ok(v) => v.summary(&file),
                        Err(m) => crate::t!("hist-verify-failed", why = m.to_string()),
                    })
                })
            })
        })?
    } else {
        None
    };
    let chart = crate::i18n::for_reader(s.lang, || {
        crate::i18n::markup::plain(|| chart_of(s, game, &frames))
    });
    Ok(Some(Replay {
        frames,
        chart,
        verification,
    }))
}

/// Territories and armies per seat at the end of each round, from the frames.
fn chart_of(s: &Session, game: &Game, frames: &[Frame]) -> Chart {
    let players: Vec<PlayerId> = game.players().collect();
    let mut series: Vec<ChartSeries> = players
        .iter()
        .map(|&p| ChartSeries {
            name: s.label(p),
            color: army_colour(game, p).1,
            letter: if game.is_neutral(p) {
                'N'
            } else {
                (b'A' + p.0 % 26) as char
            },
            points: Vec::new(),
        })
        .collect();
    // The last frame of each round stands for it.
    let mut last_of_round: Vec<&Frame> = Vec::new();
    for f in frames {
        match last_of_round.last_mut() {
            Some(prev) if prev.round == f.round => *prev = f,
            Some(_) | None => last_of_round.push(f),
        }
    }
    for f in last_of_round {
        for (i, line) in series.iter_mut().enumerate() {
            let held = f.cells.iter().filter(|(o, _)| *o == Some(i as u8));
            let (count, armies) = held.fold((0u32, 0u32), |(c, a), (_, n)| (c + 1, a + *n as u32));
            line.points.push((f.round, count, armies));
        }
    }
    Chart {
        title: crate::t!("web-chart-title", number = s.number),
        series,
    }
}

/// The board of a replay's position: `now` (the channel's view of the game as it stands, which
/// the replay is shown only when it sees whole) with the frame's holders and armies, and the
/// players' totals and continents counted from them.
pub fn frame_view(now: &BoardView, frame: &Frame) -> BoardView {
    let mut v = now.clone();
    for (tv, &(owner, armies)) in v.territories.iter_mut().zip(&frame.cells) {
        tv.owner = owner.map(usize::from);
        tv.armies = armies;
        tv.sight = crate::engine::Sight::All;
    }
    for (i, p) in v.players.iter_mut().enumerate() {
        let held: Vec<&(Option<u8>, u16)> = frame
            .cells
            .iter()
            .filter(|(o, _)| o.map(usize::from) == Some(i))
            .collect();
        p.territories = held.len();
        p.armies = held.iter().map(|(_, a)| u32::from(*a)).sum();
        p.territories_known = true;
        p.armies_known = true;
        p.eliminated = held.is_empty() && frame.round > 0;
        p.continents = v
            .map
            .continents()
            .iter()
            .filter(|c| {
                c.territories.iter().all(|t| {
                    frame
                        .cells
                        .get(t.index())
                        .and_then(|c| c.0)
                        .map(usize::from)
                        == Some(i)
                })
            })
            .map(|c| c.name.clone())
            .collect();
    }
    v.current = frame.current.map(usize::from);
    v.round = frame.round;
    v.last_attack = None;
    v
}
