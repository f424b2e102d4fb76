//! The outbox: an acknowledged change's messages as stored with it until Discord took them
//! (`Parcel`), how far their delivery went, and when they are sent again.

use std::sync::Arc;

use super::keys::UserKey;
use super::outcome::{Board, Outcome, Post, Private, Summary};
use crate::engine::{Sight, TerritoryId};
use crate::render::chart::{Chart, ChartSeries};
use crate::render::{BoardView, PlayerView, TerritoryView};

/// The messages of an acknowledged change, stored with it in the same commit until they are
/// delivered (the outbox). Posts keep their text, summary (the embed), pings and which carry
/// the picture or the recap chart; the board and the chart are kept compactly to be drawn
/// again. Buttons are not kept (a held attack resolves at its deadline without them), but the
/// prompt of the newest change gets the components of the state then current again.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Parcel {
    pub receipt: u64,
    /// When it was stored (seconds): redelivered `OUTBOX_GRACE` later if still pending.
    pub at: u64,
    pub posts: Vec<KeptPost>,
    pub dms: Vec<(UserKey, String)>,
    /// The invoker's private reply, sent again by DM (it may hold what only they may see).
    pub reply: Option<(UserKey, String)>,
    /// Which post was the prompt to the player to move.
    #[serde(default)]
    pub prompt: Option<usize>,
    /// The board the picture showed (for a post with `board`).
    #[serde(default)]
    pub board: Option<KeptBoard>,
    /// The recap chart (for a post with `chart`).
    #[serde(default)]
    pub chart: Option<KeptChart>,
    /// What Discord took before the bot that delivered it gave up for a while (`None`: no bot
    /// said; one that died while delivering): only the rest is sent again.
    #[serde(default)]
    pub progress: Option<Progress>,
    /// The messages of an earlier parcel sent again (no change of the game).
    #[serde(default)]
    pub resent: bool,
}

/// A post as the outbox keeps it. Records written before summaries were kept apart have
/// the summary inside the text (read from their `[text, ping, board]` form).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(from = "KeptPostForm")]
pub struct KeptPost {
    pub text: String,
    pub summary: Option<Summary>,
    pub ping: Vec<UserKey>,
    pub board: bool,
    pub chart: bool,
}

#[derive(serde::Deserialize)]
#[serde(untagged)]
enum KeptPostForm {
    Fields {
        text: String,
        summary: Option<Summary>,
        ping: Vec<UserKey>,
        board: bool,
        chart: bool,
    },
    Old(String, Vec<UserKey>, bool),
}

impl From<KeptPostForm> for KeptPost {
    fn from(f: KeptPostForm) -> KeptPost {
        match f {
            KeptPostForm::Fields {
                text,
                summary,
                ping,
                board,
                chart,
            } => KeptPost {
                text,
                summary,
                ping,
                board,
                chart,
            },
            KeptPostForm::Old(text, ping, board) => KeptPost {
                text,
                summary: None,
                ping,
                board,
                chart: false,
            },
        }
    }
}

/// How far the delivery of a parcel went: its first `posts` posts, the reply (`reply`) and its
/// first `dms` direct messages were taken by Discord.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Progress {
    pub posts: usize,
    pub reply: bool,
    pub dms: usize,
}

/// A board picture's input without its map (kept by name): what the picture showed.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct KeptBoard {
    pub map: String,
    /// Per territory, in id order: its owner (an index into `players`) and armies.
    pub territories: Vec<(Option<u8>, u16)>,
    pub players: Vec<KeptPlayer>,
    pub current: Option<usize>,
    pub round: u32,
    pub phase: String,
    pub last_attack: Option<(TerritoryId, TerritoryId)>,
    pub headquarters: Vec<TerritoryId>,
    pub cities: Vec<TerritoryId>,
    pub airfields: Vec<TerritoryId>,
    /// Under fog of war: the territories the picture's reader could not see at all, and those
    /// whose holder alone they saw (none without fog, and then not written).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unseen: Vec<TerritoryId>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub owner_only: Vec<TerritoryId>,
    /// What the picture was about (the whole board in records from before crops, and then not
    /// written).
    #[serde(default, skip_serializing_if = "crate::render::Focus::is_whole")]
    pub focus: crate::render::Focus,
}

fn yes() -> bool {
    true
}

fn is_true(b: &bool) -> bool {
    *b
}

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct KeptPlayer {
    pub name: String,
    /// The colour's name (`render::PALETTE`, or "neutral").
    pub color: String,
    pub letter: char,
    pub territories: usize,
    pub armies: u32,
    pub cards: usize,
    pub continents: Vec<String>,
    pub eliminated: bool,
    /// Under fog of war: whether the reader knew these totals (always without fog, and then
    /// not written).
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub territories_known: bool,
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub armies_known: bool,
}

/// The territories `v`'s reader saw as `sight`.
fn sighted(v: &BoardView, sight: Sight) -> Vec<TerritoryId> {
    v.territories
        .iter()
        .filter(|t| t.sight == sight)
        .map(|t| t.id)
        .collect()
}

/// The army colour (`#rrggbb`) named `name`; neutral grey for any other name.
fn colour_named(name: &str) -> (&'static str, &'static str) {
    crate::render::PALETTE
        .iter()
        .find(|(n, _)| *n == name)
        .copied()
        .unwrap_or(("neutral", crate::render::NEUTRAL))
}

/// The name of the army colour `hex`.
fn colour_of_hex(hex: &str) -> &'static str {
    crate::render::PALETTE
        .iter()
        .find(|(_, h)| *h == hex)
        .map_or("neutral", |(n, _)| n)
}

impl KeptBoard {
    pub fn of(v: &BoardView) -> KeptBoard {
        KeptBoard {
            map: v.map.name.clone(),
            territories: v
                .territories
                .iter()
                .map(|t| (t.owner.map(|o| o as u8), t.armies))
                .collect(),
            players: v
                .players
                .iter()
                .map(|p| KeptPlayer {
                    name: p.name.clone(),
                    color: p.color_name.to_string(),
                    letter: p.letter,
                    territories: p.territories,
                    armies: p.armies,
                    cards: p.cards,
                    continents: p.continents.clone(),
                    eliminated: p.eliminated,
                    territories_known: p.territories_known,
                    armies_known: p.armies_known,
                })
                .collect(),
            current: v.current,
            round: v.round,
            phase: v.phase.clone(),
            last_attack: v.last_attack,
            headquarters: v.headquarters.clone(),
            cities: v.cities.clone(),
            airfields: v.airfields.clone(),
            unseen: sighted(v, Sight::Nothing),
            owner_only: sighted(v, Sight::Owner),
            focus: v.focus.clone(),
        }
    }

    /// The view again; `None` when its map is not one this build has, or does not fit.
    pub fn view(&self) -> Option<BoardView> {
        let map = crate::engine::Map::by_name(&self.map)?;
        if map.territory_count() != self.territories.len() {
            return None;
        }
        let territories = map
            .territory_ids()
            .zip(&self.territories)
            .map(|(id, &(owner, armies))| TerritoryView {
                id,
                owner: owner.map(usize::from),
                armies,
                sight: if self.unseen.contains(&id) {
                    Sight::Nothing
                } else if self.owner_only.contains(&id) {
                    Sight::Owner
                } else {
                    Sight::All
                },
            })
            .collect();
        let players = self
            .players
            .iter()
            .map(|p| {
                let (color_name, color) = colour_named(&p.color);
                PlayerView {
                    name: p.name.clone(),
                    color,
                    color_name,
                    letter: p.letter,
                    territories: p.territories,
                    armies: p.armies,
                    cards: p.cards,
                    continents: p.continents.clone(),
                    eliminated: p.eliminated,
                    territories_known: p.territories_known,
                    armies_known: p.armies_known,
                }
            })
            .collect();
        Some(BoardView {
            map,
            territories,
            players,
            current: self.current,
            round: self.round,
            phase: self.phase.clone(),
            last_attack: self.last_attack,
            headquarters: self.headquarters.clone(),
            cities: self.cities.clone(),
            airfields: self.airfields.clone(),
            focus: self.focus.clone(),
        })
    }
}

/// A recap chart as kept.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct KeptChart {
    pub title: String,
    pub series: Vec<KeptSeries>,
}

/// One player's line of a kept chart, its colour by name.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct KeptSeries {
    pub name: String,
    pub color: String,
    pub letter: char,
    /// (round, territories, armies).
    pub points: Vec<(u32, u32, u32)>,
}

impl KeptChart {
    pub fn of(c: &Chart) -> KeptChart {
        KeptChart {
            title: c.title.clone(),
            series: c
                .series
                .iter()
                .map(|s| KeptSeries {
                    name: s.name.clone(),
                    color: colour_of_hex(s.color).to_string(),
                    letter: s.letter,
                    points: s.points.clone(),
                })
                .collect(),
        }
    }

    pub fn chart(&self) -> Chart {
        Chart {
            title: self.title.clone(),
            series: self
                .series
                .iter()
                .map(|s| ChartSeries {
                    name: s.name.clone(),
                    color: colour_named(&s.color).1,
                    letter: s.letter,
                    points: s.points.clone(),
                })
                .collect(),
        }
    }
}

/// How long an acknowledged change's messages may stay undelivered before the scheduler sends
/// them again (a bot that died while delivering them, or one that gave up for a while).
pub const OUTBOX_GRACE: u64 = 30;

/// The mark on a message sent again by a bot that restarted (it may have arrived before), in
/// the language in force (a resend runs in the channel's).
pub fn again_mark() -> String {
    crate::t!("svc-mark-again")
}

/// The mark on a message sent late, after Discord failed to take it for a while.
pub fn late_mark() -> String {
    crate::t!("svc-mark-late")
}

/// `text` without the mark of an earlier resend, in whichever language it was made.
fn unmarked(text: &str) -> &str {
    for lang in crate::i18n::Lang::ALL {
        for key in ["svc-mark-again", "svc-mark-late"] {
            let mark = crate::i18n::format_in(lang, key, &[]).unwrap_or_default();
            if let Some(rest) = text
                .strip_prefix(mark.as_str())
                .filter(|_| !mark.is_empty())
            {
                return rest;
            }
        }
    }
    text
}

impl Parcel {
    pub fn of(outcome: &Outcome, receipt: u64, at: u64, invoker: Option<UserKey>) -> Parcel {
        let drawn = outcome.public.iter().any(|p| p.board);
        Parcel {
            receipt,
            at,
            posts: outcome
                .public
                .iter()
                .map(|p| {
                    // As sent: a summary too long for an embed is part of the text.
                    let (text, summary) = p.content();
                    KeptPost {
                        text,
                        summary: summary.cloned(),
                        ping: p.ping.clone(),
                        board: p.board,
                        chart: p.chart,
                    }
                })
                .collect(),
            dms: outcome
                .private
                .iter()
                .map(|p| (p.to, p.text.clone()))
                .collect(),
            reply: invoker.zip(outcome.reply.clone()),
            prompt: outcome.public.iter().position(|p| p.prompt),
            board: outcome
                .view
                .as_ref()
                .filter(|_| drawn)
                .map(|b| KeptBoard::of(&b.0)),
            chart: outcome.chart.as_ref().map(KeptChart::of),
            progress: None,
            resent: outcome.resent,
        }
    }

    /// The messages again, marked: posts to the channel, everything private by DM; only those
    /// Discord did not take when the delivery's progress is known. `latest`: nothing changed
    /// since this parcel (only parcels sent again came after it), so its prompt still stands
    /// and gets the components for what is legal now.
    pub fn resend(&self, outcome: &mut Outcome, latest: bool) {
        outcome.resent = true;
        let mark = if self.progress.is_some() {
            late_mark()
        } else {
            again_mark()
        };
        let done = self.progress.unwrap_or_default();
        let marked = |text: &str| format!("{mark}{}", unmarked(text));
        for (i, p) in self.posts.iter().enumerate().skip(done.posts) {
            outcome.public.push(Post {
                text: marked(&p.text),
                summary: p.summary.clone(),
                ping: p.ping.clone(),
                board: p.board,
                chart: p.chart,
                prompt: latest && self.prompt == Some(i),
                ..Post::default()
            });
        }
        if outcome.public.iter().any(|p| p.board) {
            outcome.view = self
                .board
                .as_ref()
                .and_then(KeptBoard::view)
                .map(|v| Board(Arc::new(v)));
        }
        if outcome.public.iter().any(|p| p.chart) {
            outcome.chart = self.chart.as_ref().map(KeptChart::chart);
        }
        let reply = self.reply.as_ref().filter(|_| !done.reply);
        let dms = self.dms.iter().skip(done.dms).chain(reply);
        for (to, text) in dms {
            outcome.private.push(Private {
                to: *to,
                text: marked(text),
                fallback_command: "/hand",
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_board_keeps_what_the_fog_hid_and_without_fog_is_written_as_before() {
        use crate::engine::{Fog, Lobby, Reader, Rules};
        for fog in [Fog::Off, Fog::Light, Fog::Standard, Fog::Dark] {
            let mut rules = Rules::classic();
            rules.setup = crate::engine::Setup::Deal;
            rules.fog = fog;
            let g = Lobby::new(rules, 3, 7).start().unwrap().0;
            let v = BoardView::seen_by(&g, &g.view(Reader::Everyone), &[], None);
            let kept = KeptBoard::of(&v);
            let json = serde_json::to_string(&kept).unwrap();
            assert_eq!(json.contains("unseen"), fog.is_on() && fog != Fog::Light);
            assert_eq!(json.contains("armies_known"), fog.is_on());
            let back: KeptBoard = serde_json::from_str(&json).unwrap();
            let again = back.view().unwrap();
            for (a, b) in v.territories.iter().zip(&again.territories) {
                assert_eq!((a.sight, a.owner, a.armies), (b.sight, b.owner, b.armies));
            }
            for (a, b) in v.players.iter().zip(&again.players) {
                assert_eq!(
                    (a.territories_known, a.armies_known),
                    (b.territories_known, b.armies_known)
                );
            }
            assert_eq!(again.describe(), v.describe(), "{fog:?}");
        }
    }

    #[test]
    fn a_parcel_sends_again_only_what_discord_did_not_take_and_reads_its_older_form() {
        let mut o = Outcome::post("what happened");
        o.public.push(Post {
            text: "your move".into(),
            ping: vec![UserKey(1)],
            board: true,
            summary: Some(Summary {
                text: "the board".into(),
                colour: 0xB30000,
            }),
            ..Post::default()
        });
        o.private.push(Private {
            to: UserKey(2),
            text: "your cards".into(),
            fallback_command: "/hand",
        });
        o.reply = Some("only you".into());
        let mut p = Parcel::of(&o, 1, 10, Some(UserKey(3)));
        // Stored and read back: the summary stays apart from the text (the embed).
        p = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
        p.progress = Some(Progress {
            posts: 1,
            reply: true,
            dms: 0,
        });
        let mut again = Outcome::default();
        p.resend(&mut again, false);
        assert_eq!(again.public.len(), 1);
        let post = &again.public[0];
        assert_eq!(post.text, format!("{}your move", late_mark()));
        assert_eq!(post.summary, o.public[1].summary);
        assert!(post.board && post.ping == [UserKey(1)]);
        let private: Vec<&str> = again.private.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(private, [format!("{}your cards", late_mark())]);
        // A bot that died: everything, marked once however often it was sent again.
        p.progress = None;
        p.posts[0].text = format!("{}what happened", again_mark());
        let mut again = Outcome::default();
        p.resend(&mut again, false);
        assert_eq!(
            again.public[0].text,
            format!("{}what happened", again_mark())
        );
        assert_eq!(again.private.len(), 2, "the DM and the reply");
        // Sent again in the channel's language: the mark is its own, and an earlier mark in
        // another language is not kept beside it.
        let german = crate::i18n::with(crate::i18n::Lang::De, crate::i18n::Lang::De, || {
            let mut again = Outcome::default();
            p.resend(&mut again, false);
            again.public[0].text.clone()
        });
        assert_eq!(
            german,
            "↻ (nach einem Neustart erneut gesendet) what happened"
        );
        p.posts[0].text = german;
        let mut again = Outcome::default();
        p.resend(&mut again, false);
        assert_eq!(
            again.public[0].text,
            format!("{}what happened", again_mark())
        );
        // A parcel stored before posts kept their summary apart.
        let old = r#"{"receipt":4,"at":5,"posts":[["text\nsummary",[7],true]],"dms":[],"reply":null,"prompt":null}"#;
        let old: Parcel = serde_json::from_str(old).unwrap();
        assert_eq!(old.posts[0].text, "text\nsummary");
        assert_eq!(old.posts[0].summary, None);
        assert!(old.posts[0].board && !old.posts[0].chart);
        assert_eq!((old.board.as_ref(), old.progress), (None, None));
    }
}
