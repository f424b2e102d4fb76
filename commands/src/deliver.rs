//! Delivering an `Outcome` on Discord: public posts (the first answering the interaction),
//! private replies, DMs with a fallback that never shows the secret, pings only through
//! `allowed_mentions`, buttons with stable ids, and the board picture.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use risk::service::{
    show_moments, Actor, Board, ChannelKey, GameService, Moment, Outcome, Progress, Row, Summary,
    UserKey,
};
use serenity::{CreateAllowedMentions, CreateMessage, UserId};
use tokio::sync::{mpsc, oneshot};

use crate::context::{Ctx, Error};
use crate::pictures::Skipped;
use crate::split::split;
use risk::i18n::{self, Lang};
use risk::service::catalog;

pub use risk::service::mention_text;

/// The language the board picture of `outcome` is drawn in: the invoker's when it goes under
/// their private reply, else the channel's.
pub fn picture_lang(outcome: &Outcome) -> Lang {
    if outcome.reply_board {
        outcome.langs.0
    } else {
        outcome.langs.1
    }
}

/// The adapter's own words, made in `lang`.
pub fn said_in(lang: Lang, f: impl FnOnce() -> String) -> String {
    i18n::with(lang, lang, f)
}

/// A command to type (`/hand`), with its name in the language in force.
fn command_word(typed: &str) -> String {
    let typed = typed.trim_start_matches('/');
    match catalog::find(typed) {
        Some(spec) => format!("/{}", spec.typed_in(typed, i18n::current())),
        None => format!("/{typed}"),
    }
}

/// The note in the channel for a player whose direct message could not be sent.
fn dm_failed_note(fallback: &str) -> String {
    risk::t!("adp-dm-failed", command = command_word(fallback))
}

/// A moment as a Discord timestamp: each reader sees it in their own time zone.
pub fn moment(m: Moment) -> String {
    match m {
        Moment::Relative(t) => format!("<t:{t}:R>"),
        Moment::Full(t) => format!("<t:{t}:f>"),
    }
}

fn mentions(ping: &[UserKey]) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(ping.iter().map(|u| UserId::new(u.0)))
}

fn rows(rows: &[Row]) -> Vec<serenity::CreateActionRow> {
    rows.iter()
        .map(|row| match row {
            Row::Buttons(buttons) => serenity::CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|b| serenity::CreateButton::new(b.id.clone()).label(b.label.clone()))
                    .collect(),
            ),
            Row::Menu(m) => {
                let options = m
                    .options
                    .iter()
                    .map(|o| {
                        serenity::CreateSelectMenuOption::new(o.label.clone(), o.value.clone())
                    })
                    .collect();
                serenity::CreateActionRow::SelectMenu(
                    serenity::CreateSelectMenu::new(
                        m.id.clone(),
                        serenity::CreateSelectMenuKind::String { options },
                    )
                    .placeholder(m.placeholder.clone()),
                )
            }
        })
        .collect()
}

/// One message to send.
#[derive(Clone, Default)]
pub struct Msg<'a> {
    pub text: String,
    pub private: bool,
    pub ping: &'a [UserKey],
    pub rows: &'a [Row],
    /// A PNG of the board to attach.
    pub picture: Option<&'a Picture>,
    /// The recap chart to attach.
    pub chart: Option<&'a RecapChart>,
    /// A text file to attach: (name, contents).
    pub file: Option<&'a (String, String)>,
    /// A board summary to show as an embed (the picture inside it when attached).
    pub embed: Option<&'a Summary>,
    /// A link button to the web view under the message: (label, address).
    pub link: Option<&'a (String, String)>,
}

/// A board summary as an embed in its player's colour, showing the attached board picture.
fn embed(summary: &Summary, picture: bool) -> serenity::CreateEmbed {
    let e = serenity::CreateEmbed::new()
        .description(summary.text.clone())
        .colour(summary.colour);
    if picture {
        e.image("attachment://board.png")
    } else {
        e
    }
}

/// The board picture and its alt text (the attachment's description).
pub struct Picture {
    pub png: Vec<u8>,
    pub description: String,
}

impl Picture {
    fn attachment(&self) -> serenity::CreateAttachment {
        serenity::CreateAttachment::bytes(self.png.clone(), "board.png")
            .description(self.description.clone())
    }
}

/// A finished game's recap chart (the outcome carries it), drawn off the async threads, with
/// its summary as alt text; a failure is logged and the recap's text goes out alone.
/// The chart goes with a post, so its words are in the channel's language, `lang`.
pub async fn chart(chart: Option<risk::render::chart::Chart>, lang: Lang) -> Option<RecapChart> {
    let chart = chart?;
    let work = move || {
        i18n::with(lang, lang, || {
            chart.png().map(|png| (png, chart.describe()))
        })
    };
    match tokio::task::spawn_blocking(work).await {
        Ok(Ok((png, description))) => Some(RecapChart(Picture { png, description })),
        Ok(Err(e)) => {
            tracing::error!(error = ?e.to_string(), "recap chart failed");
            None
        }
        Err(e) => {
            tracing::error!(error = ?e.to_string(), "recap chart task failed");
            None
        }
    }
}

/// The recap chart, attached as `recap.png`.
pub struct RecapChart(Picture);

impl RecapChart {
    fn attachment(&self) -> serenity::CreateAttachment {
        serenity::CreateAttachment::bytes(self.0.png.clone(), "recap.png")
            .description(self.0.description.clone())
    }
}

/// Where the answers to one interaction go: a slash command (through poise) or a button click.
pub enum Replier<'a> {
    Slash(Ctx<'a>),
    Button {
        http: &'a serenity::Http,
        click: &'a serenity::ComponentInteraction,
        answered: bool,
        /// The next private message replaces the clicked (private) message in place.
        panel: bool,
    },
}

impl<'a> Replier<'a> {
    fn http(&self) -> &'a serenity::Http {
        match self {
            Replier::Slash(ctx) => &ctx.serenity_context().http,
            Replier::Button { http, .. } => http,
        }
    }

    /// Who the interaction came from.
    fn invoker(&self) -> UserKey {
        match self {
            Replier::Slash(ctx) => UserKey(ctx.author().id.get()),
            Replier::Button { click, .. } => UserKey(click.user.id.get()),
        }
    }

    /// The channel the interaction came from.
    fn channel(&self) -> ChannelKey {
        match self {
            Replier::Slash(ctx) => ChannelKey(ctx.channel_id().get()),
            Replier::Button { click, .. } => ChannelKey(click.channel_id.get()),
        }
    }

    /// Answers the interaction with "thinking…" when the first message of `outcome` cannot go
    /// out at once (Discord wants an answer within 3 seconds), as that message will show:
    /// Discord puts the first follow-up after a deferral in the deferred message's place, with
    /// the deferral's visibility, so an answer that starts privately (a reader's own view, such
    /// as a fogged `/board`) is deferred privately, and only one that starts with a public post
    /// publicly.
    pub async fn defer_for(&mut self, outcome: &Outcome) -> Result<(), Error> {
        self.defer_as(first_is_private(outcome)).await
    }

    /// `defer` before the answer is known: a slash command's "thinking…" shows only to the
    /// invoker (the follow-up that replaces it stays private, so the caller sends a private
    /// note before any public post). A click is acknowledged as always (nothing shows).
    pub async fn defer_private(&mut self) -> Result<(), Error> {
        self.defer_as(true).await
    }

    async fn defer_as(&mut self, private: bool) -> Result<(), Error> {
        match self {
            Replier::Slash(ctx) if private => ctx.defer_ephemeral().await?,
            Replier::Slash(ctx) => ctx.defer().await?,
            Replier::Button {
                http,
                click,
                answered,
                ..
            } => {
                if !*answered {
                    click
                        .create_response(*http, serenity::CreateInteractionResponse::Acknowledge)
                        .await?;
                    *answered = true;
                }
            }
        }
        Ok(())
    }

    /// One message: the first answers the interaction, later ones follow up.
    async fn send(&mut self, m: Msg<'_>) -> Result<(), Error> {
        let file = m.attachment();
        let components = m.components();
        let embeds: Vec<serenity::CreateEmbed> = m
            .embed
            .map(|e| embed(e, m.picture.is_some()))
            .into_iter()
            .collect();
        match self {
            Replier::Slash(ctx) => {
                let mut reply = poise::CreateReply::default()
                    .content(m.text)
                    .ephemeral(m.private)
                    .allowed_mentions(mentions(m.ping))
                    .components(components.clone());
                for e in embeds {
                    reply = reply.embed(e);
                }
                if let Some(f) = file {
                    reply = reply.attachment(f);
                }
                ctx.send(reply).await?;
            }
            Replier::Button {
                http,
                click,
                answered,
                panel: panel @ true,
            } if m.private => {
                // The private panel shows the next step in place of the one just played.
                if *answered {
                    let mut e = serenity::EditInteractionResponse::new()
                        .content(m.text)
                        .allowed_mentions(mentions(m.ping))
                        .components(components.clone())
                        .embeds(embeds)
                        .clear_attachments();
                    if let Some(file) = file {
                        e = e.new_attachment(file);
                    }
                    click.edit_response(*http, e).await?;
                } else {
                    let mut r = serenity::CreateInteractionResponseMessage::new()
                        .content(m.text)
                        .allowed_mentions(mentions(m.ping))
                        .components(components.clone())
                        .embeds(embeds);
                    if let Some(file) = file {
                        r = r.add_file(file);
                    }
                    let update = serenity::CreateInteractionResponse::UpdateMessage(r);
                    click.create_response(*http, update).await?;
                    *answered = true;
                }
                *panel = false;
            }
            Replier::Button {
                http,
                click,
                answered,
                ..
            } => {
                if *answered {
                    let mut f = serenity::CreateInteractionResponseFollowup::new()
                        .content(m.text)
                        .ephemeral(m.private)
                        .allowed_mentions(mentions(m.ping))
                        .components(components.clone())
                        .embeds(embeds);
                    if let Some(file) = file {
                        f = f.add_file(file);
                    }
                    click.create_followup(*http, f).await?;
                } else {
                    let mut r = serenity::CreateInteractionResponseMessage::new()
                        .content(m.text)
                        .ephemeral(m.private)
                        .allowed_mentions(mentions(m.ping))
                        .components(components.clone())
                        .embeds(embeds);
                    if let Some(file) = file {
                        r = r.add_file(file);
                    }
                    click
                        .create_response(*http, serenity::CreateInteractionResponse::Message(r))
                        .await?;
                    *answered = true;
                }
            }
        }
        Ok(())
    }

    /// Text only the invoker sees.
    pub async fn private(&mut self, text: &str) -> Result<(), Error> {
        self.private_with(text, None, &[]).await
    }

    /// Text only the invoker sees, with a file and components under its last part; tried
    /// again while Discord fails it for now.
    pub async fn private_with(
        &mut self,
        text: &str,
        file: Option<&(String, String)>,
        components: &[Row],
    ) -> Result<(), Error> {
        let parts = split(&show_moments(text, moment));
        let last = parts.len().saturating_sub(1);
        let mut tries = Tries::new(self.channel());
        let mut way = Way::Interaction;
        for (i, part) in parts.into_iter().enumerate() {
            let m = Msg {
                text: part,
                private: true,
                file: file.filter(|_| i == last),
                rows: if i == last { components } else { &[] },
                ..Msg::default()
            };
            if self.send_one(m, &mut way, &mut tries).await == Fate::Later {
                break;
            }
        }
        Ok(())
    }

    /// One message, tried again while Discord fails it for now (5xx, 429, no answer) within
    /// `tries`' window. When the interaction is gone (expired), this and what follows go to
    /// the channel, and private ones to the invoker by DM (`way`).
    async fn send_one(&mut self, m: Msg<'_>, way: &mut Way, tries: &mut Tries) -> Fate {
        let kind = if m.private { "reply" } else { "channel" };
        let http = self.http();
        loop {
            if tries.over() {
                return tries.later(kind);
            }
            let sent = match (*way, m.private) {
                (Way::Interaction, _) => self.send(m.clone()).await,
                (Way::Direct, false) => {
                    let channel = serenity::ChannelId::new(tries.channel.0);
                    channel
                        .send_message(http, m.channel_message())
                        .await
                        .map(drop)
                        .map_err(Error::from)
                }
                (Way::Direct, true) => {
                    // A private reply never goes public: by DM, without its components.
                    let dm = m.channel_message().components(vec![]);
                    UserId::new(self.invoker().0)
                        .direct_message(http, dm)
                        .await
                        .map(drop)
                        .map_err(Error::from)
                }
            };
            let Err(e) = sent else { return Fate::Taken };
            match tries.failed(&*e, kind).await {
                None => {}
                Some(Fate::Expired) if *way == Way::Interaction => *way = Way::Direct,
                Some(Fate::Expired) => return Fate::Dropped,
                Some(fate) => return fate,
            }
        }
    }

    /// A click that moved the game on from a private (ephemeral) message, such as a fogged
    /// turn's panel: its first private answer replaces that message in place (its text, embed
    /// and components), so the player is left with no out-of-date menus.
    pub fn update_panel(&mut self) {
        if let Replier::Button { click, panel, .. } = self {
            *panel = click
                .message
                .flags
                .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
        }
    }

    /// A click that moved the game on: its message keeps its text and loses its components
    /// (they are out of date), and what follows is sent as follow-ups.
    pub async fn retire_clicked(&mut self) -> Result<(), Error> {
        match self {
            Replier::Button {
                http,
                click,
                answered: answered @ false,
                ..
            } => {
                let keep = serenity::CreateInteractionResponseMessage::new().components(vec![]);
                click
                    .create_response(
                        *http,
                        serenity::CreateInteractionResponse::UpdateMessage(keep),
                    )
                    .await?;
                *answered = true;
            }
            // Acknowledged already (the answer was late): the clicked message is edited.
            Replier::Button { http, click, .. } => {
                let keep = serenity::EditInteractionResponse::new().components(vec![]);
                click.edit_response(*http, keep).await?;
            }
            Replier::Slash(_) => {}
        }
        Ok(())
    }
}

impl Msg<'_> {
    /// Its components: its rows, and the link to the web view where Discord's five rows of
    /// five leave room for it.
    fn components(&self) -> Vec<serenity::CreateActionRow> {
        let mut out = rows(self.rows);
        if let Some((label, url)) = self.link {
            crate::web::add_link(&mut out, label, url);
        }
        out
    }

    /// Its attachment: a post carries the board or the recap chart, never both.
    fn attachment(&self) -> Option<serenity::CreateAttachment> {
        let text_file = |(name, text): &(String, String)| {
            serenity::CreateAttachment::bytes(text.as_bytes().to_vec(), name.clone())
        };
        self.picture
            .map(Picture::attachment)
            .or(self.chart.map(RecapChart::attachment))
            .or(self.file.map(text_file))
    }

    /// The message posted in a channel (or sent by DM) instead of answering an interaction.
    fn channel_message(&self) -> CreateMessage {
        let mut msg = CreateMessage::new()
            .content(self.text.clone())
            .allowed_mentions(mentions(self.ping))
            .components(self.components());
        if let Some(e) = self.embed {
            msg = msg.embed(embed(e, self.picture.is_some()));
        }
        if let Some(f) = self.attachment() {
            msg = msg.add_file(f);
        }
        msg
    }
}

// ---- getting messages through: retries, the channel's order, the outbox ----

/// How long one delivery keeps trying messages Discord fails for now (5xx, 429, no answer)
/// before it leaves the rest to the outbox. Shorter than `OUTBOX_GRACE`, after which the
/// scheduler sends an undelivered parcel again: the two never send the same parcel at once.
const RETRY_WINDOW: Duration = Duration::from_secs(20);
/// The first wait before trying again; it doubles up to `RETRY_MAX_WAIT`, each with jitter.
/// Discord's own `retry_after` on a 429 is kept by the REST gate (`rest`): a message tried
/// again here waits there until its route is free.
const RETRY_FIRST: Duration = Duration::from_secs(1);
const RETRY_MAX_WAIT: Duration = Duration::from_secs(8);

/// What became of one message.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Fate {
    Taken,
    /// Given up for good (logged): its target is gone, or Discord refused the message itself.
    Dropped,
    /// The interaction is gone (its token expired): the rest goes another way.
    Expired,
    /// Discord kept failing: the rest is left to the outbox.
    Later,
}

/// How an interaction's messages go out: answering it, or (once it expired) posted in the
/// channel and sent by DM.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Way {
    Interaction,
    Direct,
}

/// Discord's error codes that say a message's target is gone, and what they mean.
fn target_gone(code: isize) -> Option<&'static str> {
    match code {
        10003 => Some("unknown channel"),
        10013 => Some("unknown user"),
        50001 => Some("missing access"),
        50007 => Some("cannot send messages to this user"),
        _ => None,
    }
}

/// Discord's error codes that say an interaction can no longer be answered.
fn interaction_gone(code: isize) -> bool {
    matches!(code, 10015 | 10062 | 50027)
}

/// The tries of one delivery: until when, and the next wait.
struct Tries {
    channel: ChannelKey,
    until: Instant,
    wait: Duration,
}

impl Tries {
    fn new(channel: ChannelKey) -> Tries {
        Tries {
            channel,
            until: Instant::now() + RETRY_WINDOW,
            wait: RETRY_FIRST,
        }
    }

    /// Whether the window is over: what is left goes to the outbox, so that this delivery
    /// and the scheduler's never send the same parcel at once.
    fn over(&self) -> bool {
        Instant::now() >= self.until
    }

    /// Leaves the rest to the outbox.
    fn later(&self, kind: &'static str) -> Fate {
        crate::metrics::delivery_postponed();
        tracing::warn!(
            channel = self.channel.0,
            kind,
            "Discord keeps failing; the outbox sends the rest later"
        );
        Fate::Later
    }

    /// After a failed try of a message (`kind`: channel, reply, dm): how it ends, or `None`
    /// once it is time to try again. Logs name the channel, the kind, Discord's status, code
    /// and words, never the message.
    async fn failed(
        &mut self,
        e: &(dyn std::error::Error + Send + Sync + 'static),
        kind: &'static str,
    ) -> Option<Fate> {
        let ch = self.channel.0;
        let discord = e.downcast_ref::<serenity::Error>();
        let (status, code, words) = match discord {
            Some(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))) => (
                r.status_code.as_u16(),
                r.error.code,
                r.error.message.clone(),
            ),
            _ => (0, 0, e.to_string()),
        };
        let unanswered = matches!(
            discord,
            Some(serenity::Error::Http(serenity::HttpError::Request(_)))
        );
        if !(unanswered || status == 429 || status >= 500) {
            if interaction_gone(code) {
                tracing::warn!(
                    channel = ch,
                    kind,
                    status,
                    code,
                    "the interaction expired; posting in the channel instead"
                );
                return Some(Fate::Expired);
            }
            crate::metrics::delivery_failed(kind);
            match target_gone(code) {
                Some(reason) => {
                    crate::metrics::delivery_gone(kind);
                    tracing::warn!(
                        channel = ch,
                        kind,
                        status,
                        code,
                        reason,
                        "message given up: its target is gone"
                    );
                }
                None => {
                    tracing::error!(channel = ch, kind, status, code, error = ?words, "Discord refused a message; not sent again");
                }
            }
            return Some(Fate::Dropped);
        }
        if Instant::now() + self.wait > self.until {
            return Some(self.later(kind));
        }
        crate::metrics::delivery_retried(kind);
        let wait = crate::rest::jittered(self.wait);
        tracing::warn!(channel = ch, kind, status, error = ?words, wait_ms = wait.as_millis() as u64, "Discord failed a message; trying again");
        tokio::time::sleep(wait).await;
        self.wait = (self.wait * 2).min(RETRY_MAX_WAIT);
        None
    }
}

/// A delivery's place in its channel's line: the channel's messages go out one delivery after
/// the other, in the order they lined up, so a later one never overtakes one Discord is still
/// failing.
pub struct Place {
    go: Option<oneshot::Receiver<()>>,
    /// Dropped when this delivery is done: the next one goes.
    _done: oneshot::Sender<()>,
}

type Turn = (oneshot::Sender<()>, oneshot::Receiver<()>);

/// The channels with deliveries lined up.
static LINES: Mutex<BTreeMap<ChannelKey, mpsc::UnboundedSender<Turn>>> =
    Mutex::new(BTreeMap::new());

/// Takes the next place in `ch`'s line (now: the order is the order of the calls).
pub fn line_up(ch: ChannelKey) -> Place {
    let (go_tx, go_rx) = oneshot::channel();
    let (done_tx, done_rx) = oneshot::channel();
    let mut lines = LINES.lock().unwrap_or_else(|e| e.into_inner());
    let line = lines.entry(ch).or_insert_with(|| {
        let (tx, rx) = mpsc::unbounded_channel();
        tokio::spawn(serve_line(ch, rx));
        tx
    });
    let _ = line.send((go_tx, done_rx));
    Place {
        go: Some(go_rx),
        _done: done_tx,
    }
}

impl Place {
    /// Waits until every delivery ahead in the line is done.
    pub async fn ready(&mut self) {
        if let Some(go) = self.go.as_mut() {
            let _ = go.await;
            self.go = None;
        }
    }
}

/// Lets `ch`'s deliveries go one at a time; ends (and leaves the map) when none waits.
async fn serve_line(ch: ChannelKey, mut line: mpsc::UnboundedReceiver<Turn>) {
    loop {
        let next = {
            let mut lines = LINES.lock().unwrap_or_else(|e| e.into_inner());
            match line.try_recv() {
                Ok(turn) => turn,
                Err(_) => {
                    lines.remove(&ch);
                    return;
                }
            }
        };
        let (go, done) = next;
        if go.send(()).is_ok() {
            let _ = done.await;
        }
    }
}

/// Deliveries cut short (Discord kept failing), by channel and receipt: how far they went,
/// for `mark_delivered` to record instead of marking them delivered.
static UNFINISHED: Mutex<BTreeMap<(ChannelKey, u64), Progress>> = Mutex::new(BTreeMap::new());

fn unfinished(ch: ChannelKey, receipt: Option<u64>, done: Progress) {
    if let Some(r) = receipt {
        let mut u = UNFINISHED.lock().unwrap_or_else(|e| e.into_inner());
        u.insert((ch, r), done);
    }
}

/// Whether the first message delivering `outcome` is private: all but the public posts go
/// after them (`deliver`), so it is private when there are none.
pub fn first_is_private(outcome: &Outcome) -> bool {
    outcome.public.is_empty()
}

/// Waits for `place` without keeping an interaction waiting past Discord's 3 seconds: past
/// `answer_by` it is deferred, as the first message of `outcome` will show.
async fn wait_turn(to: &mut Replier<'_>, place: &mut Place, answer_by: Instant, outcome: &Outcome) {
    let soon = tokio::time::timeout_at(answer_by.into(), place.ready()).await;
    if soon.is_err() {
        if let Err(e) = to.defer_for(outcome).await {
            tracing::warn!(channel = to.channel().0, error = ?e.to_string(), "deferring the answer failed");
        }
        place.ready().await;
    }
}

/// Tests only: `RISK_TEST_COMMAND_DELAY_MS` makes every command wait that long on its thread
/// before the service runs it (a slow disk), to show late answers are deferred.
pub fn test_delay() {
    static DELAY: std::sync::OnceLock<Option<Duration>> = std::sync::OnceLock::new();
    let delay = DELAY.get_or_init(|| {
        std::env::var("RISK_TEST_COMMAND_DELAY_MS")
            .ok()
            .and_then(|v| v.trim().parse().ok())
            .map(Duration::from_millis)
    });
    if let Some(d) = delay {
        std::thread::sleep(*d);
    }
}

/// Posts an outcome: public posts (the first as the reply), the invoker's private reply, DMs;
/// each tried again while Discord fails it for now, in the channel's order (`line_up`). When
/// Discord keeps failing, what it did not take is left to the outbox (`mark_delivered`).
pub async fn deliver(
    mut to: Replier<'_>,
    actor: &Actor,
    outcome: Outcome,
    drawing: Drawing,
    answer_by: Instant,
) -> Result<(), Error> {
    let ch = to.channel();
    // The window counts from here: a wait in the line uses it up too.
    let mut tries = Tries::new(ch);
    let mut place = (!outcome.public.is_empty()).then(|| line_up(ch));
    if let Some(place) = place.as_mut() {
        wait_turn(&mut to, place, answer_by, &outcome).await;
    }
    let outcome = outcome.show_moments(moment);
    let recap = chart(outcome.chart.clone(), outcome.langs.1).await;
    let http = to.http();
    let (mut way, mut done) = (Way::Interaction, Progress::default());
    let mut later = false;
    let picture = drawing.picture.as_ref();
    let web = crate::web::links(ch, actor.user, &outcome);
    'posts: for post in &outcome.public {
        let (text, summary) = post.content();
        let text = drawing.noted(text, post.board, outcome.langs.1);
        let parts = split(&mention_text(&post.ping, &text));
        let last = parts.len() - 1;
        for (i, text) in parts.into_iter().enumerate() {
            // Buttons, the summary and the picture go under the last part of their post.
            let end = i == last;
            let m = Msg {
                text,
                ping: &post.ping,
                rows: if end { &post.rows } else { &[] },
                picture: picture.filter(|_| end && post.board),
                chart: recap.as_ref().filter(|_| end && post.chart),
                embed: summary.filter(|_| end),
                link: web.public.as_ref().filter(|_| end && post.board),
                ..Msg::default()
            };
            if to.send_one(m, &mut way, &mut tries).await == Fate::Later {
                later = true;
                break 'posts;
            }
        }
        done.posts += 1;
    }
    if let Some(r) = outcome.reply.as_ref().filter(|_| !later) {
        // A private board (fogged /board): its summary and picture under the last part.
        let (r, summary) = match &outcome.reply_summary {
            Some(s) if s.text.chars().count() > risk::service::EMBED_LIMIT => {
                (format!("{r}\n{}", s.text), None)
            }
            s => (r.clone(), s.as_ref()),
        };
        let r = drawing.noted(r, outcome.reply_board, outcome.langs.0);
        let parts = split(&r);
        let last = parts.len().saturating_sub(1);
        for (i, part) in parts.into_iter().enumerate() {
            let m = Msg {
                text: part,
                private: true,
                file: outcome.file.as_ref().filter(|_| i == last),
                rows: if i == last { &outcome.reply_rows } else { &[] },
                picture: picture.filter(|_| i == last && outcome.reply_board),
                embed: summary.filter(|_| i == last),
                link: web.own.as_ref().filter(|_| i == last),
                ..Msg::default()
            };
            if to.send_one(m, &mut way, &mut tries).await == Fate::Later {
                later = true;
                break;
            }
        }
        done.reply = !later;
    }
    for p in outcome.private.iter().filter(|_| !later) {
        let dm = CreateMessage::new().content(p.text.clone());
        match direct(http, p.to, dm, &mut tries).await {
            Fate::Taken => {}
            Fate::Later => {
                later = true;
                break;
            }
            Fate::Dropped | Fate::Expired if p.to == actor.user => {
                // Only the invoker sees a private reply: safe for their own secret.
                let text = said_in(outcome.langs.0, || {
                    risk::t!("adp-dm-failed-private", text = &p.text)
                });
                to.private(&text).await?;
            }
            Fate::Dropped | Fate::Expired => {
                let note = said_in(outcome.langs.1, || dm_failed_note(p.fallback_command));
                let m = Msg {
                    text: mention_text(&[p.to], &note),
                    ping: &[p.to],
                    ..Msg::default()
                };
                to.send_one(m, &mut way, &mut tries).await;
            }
        }
        done.dms += 1;
    }
    if later {
        unfinished(ch, outcome.receipt, done);
        return Ok(());
    }
    if outcome.public.is_empty() && outcome.reply.is_none() {
        to.private(&said_in(outcome.langs.0, || risk::t!("adp-done")))
            .await?;
    }
    Ok(())
}

/// A direct message, tried again while Discord fails it for now.
async fn direct(http: &serenity::Http, to: UserKey, dm: CreateMessage, tries: &mut Tries) -> Fate {
    loop {
        if tries.over() {
            return tries.later("dm");
        }
        match UserId::new(to.0).direct_message(http, dm.clone()).await {
            Ok(_) => return Fate::Taken,
            Err(e) => {
                if let Some(fate) = tries.failed(&e, "dm").await {
                    return fate;
                }
            }
        }
    }
}

/// The board picture an outcome goes out with.
#[derive(Default)]
pub struct Drawing {
    pub picture: Option<Picture>,
    /// Not drawn within the pictures' time budget, or too many waiting (`pictures`): the post
    /// that would carry it says so in a line.
    pub skipped: bool,
}

impl Drawing {
    /// `text` with the line saying the picture was left out, when it was and `board` says the
    /// message would carry it. The line is worded in `lang`.
    fn noted(&self, text: String, board: bool, lang: Lang) -> String {
        if !(self.skipped && board) {
            return text;
        }
        let line = said_in(lang, || {
            risk::t!("adp-picture-skipped", command = command_word("board"))
        });
        if text.is_empty() {
            line
        } else {
            format!("{text}\n{line}")
        }
    }
}

/// The board an outcome carries as a PNG, with the last battle marked and its description as
/// alt text, drawn on the pictures' own threads within their budget (`pictures::Pool`), so no
/// thread a command needs waits for it. A failure is logged and the text goes out alone; a
/// picture left out for time says so (`Drawing::skipped`). Its legend and alt text are in
/// `lang`: the channel's for a picture under a post, the reader's for one under a private
/// reply (`Outcome::picture_lang`).
pub async fn picture(ch: ChannelKey, board: Option<Board>, lang: Lang) -> Drawing {
    let Some(Board(view)) = board else {
        return Drawing::default();
    };
    let work = move || -> Result<Picture, String> {
        i18n::with(lang, lang, || {
            Ok(Picture {
                png: risk::render::render_png(&view).map_err(|e| e.to_string())?,
                description: view.describe(),
            })
        })
    };
    let pool = crate::pictures::Pool::shared();
    match pool.draw(work).await {
        Ok(Ok(p)) => Drawing {
            picture: Some(p),
            skipped: false,
        },
        Ok(Err(e)) => {
            tracing::error!(channel = ch.0, error = ?e, "board picture failed");
            Drawing::default()
        }
        Err(Skipped::Failed) => {
            tracing::error!(channel = ch.0, "board picture task failed");
            Drawing::default()
        }
        Err(why @ (Skipped::Late | Skipped::Busy)) => {
            tracing::warn!(
                channel = ch.0,
                why = ?why,
                budget_ms = pool.budget().as_millis() as u64,
                "board picture left out"
            );
            crate::metrics::picture_skipped();
            Drawing {
                picture: None,
                skipped: true,
            }
        }
    }
}

/// Marks an outcome's stored messages delivered (the outbox) once they were sent; a delivery
/// cut short (Discord kept failing) records how far it went instead, and the scheduler sends
/// the rest. A message Discord refused for good was logged when it failed and is not sent
/// again; a bot that died before this point sends them all again.
pub async fn mark_delivered(svc: Arc<GameService>, ch: ChannelKey, receipt: Option<u64>) {
    let Some(r) = receipt else { return };
    let part = UNFINISHED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .remove(&(ch, r));
    let mark = move || match part {
        Some(done) => svc.delivered_in_part(ch, r, done),
        None => svc.delivered(ch, r),
    };
    match tokio::task::spawn_blocking(mark).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => {
            tracing::warn!(channel = ch.0, error = ?e.to_string(), "marking messages delivered failed")
        }
        Err(e) => {
            tracing::warn!(channel = ch.0, error = ?e.to_string(), "marking messages delivered failed")
        }
    }
}

/// Posts an outcome that no interaction asked for (deadlines, reminders, messages sent again)
/// in its channel, DMs first, once its `place` in the channel's line comes; each tried again
/// while Discord fails it for now.
pub async fn deliver_unprompted(
    http: &serenity::Http,
    ch: ChannelKey,
    outcome: Outcome,
    drawing: Drawing,
    mut place: Place,
) {
    let mut tries = Tries::new(ch);
    place.ready().await;
    let outcome = outcome.show_moments(moment);
    let recap = chart(outcome.chart.clone(), outcome.langs.1).await;
    let channel = serenity::ChannelId::new(ch.0);
    let mut done = Progress::default();
    let own = outcome.public.len();
    let mut posts = outcome.public;
    for p in outcome.private {
        let dm = CreateMessage::new().content(p.text);
        match direct(http, p.to, dm, &mut tries).await {
            Fate::Taken => {}
            Fate::Later => {
                unfinished(ch, outcome.receipt, done);
                return;
            }
            Fate::Dropped | Fate::Expired => {
                let note = said_in(outcome.langs.1, || dm_failed_note(p.fallback_command));
                posts.push(risk::service::Post {
                    text: note,
                    ping: vec![p.to],
                    ..Default::default()
                });
            }
        }
        done.dms += 1;
    }
    // The reply of a parcel sent again went by DM with the others.
    done.reply = true;
    let picture = drawing.picture.as_ref();
    let web = crate::web::public_link(ch);
    for post in &posts {
        let (text, summary) = post.content();
        let text = drawing.noted(text, post.board, outcome.langs.1);
        let parts = split(&mention_text(&post.ping, &text));
        let last = parts.len() - 1;
        for (i, part) in parts.into_iter().enumerate() {
            let end = i == last;
            let m = Msg {
                text: part,
                ping: &post.ping,
                rows: if end { &post.rows } else { &[] },
                picture: picture.filter(|_| end && post.board),
                chart: recap.as_ref().filter(|_| end && post.chart),
                embed: summary.filter(|_| end),
                link: web.as_ref().filter(|_| end && post.board),
                ..Msg::default()
            };
            loop {
                if tries.over() {
                    tries.later("channel");
                    unfinished(ch, outcome.receipt, done);
                    return;
                }
                let Err(e) = channel.send_message(http, m.channel_message()).await else {
                    break;
                };
                match tries.failed(&e, "channel").await {
                    None => {}
                    Some(Fate::Later) => {
                        unfinished(ch, outcome.receipt, done);
                        return;
                    }
                    Some(_) => break,
                }
            }
        }
        done.posts = (done.posts + 1).min(own);
    }
}
