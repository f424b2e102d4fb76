//! Delivering an `Outcome` on Discord: public posts (the first answering the interaction),
//! private replies, DMs with a fallback that never shows the secret, pings only through
//! `allowed_mentions`, buttons with stable ids, and the board picture.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use risk::service::{
    show_moments, Actor, Board, ChannelKey, GameService, Moment, Outcome, Row, Summary, UserKey,
};
use serenity::{CreateAllowedMentions, CreateMessage, UserId};

use crate::context::{Ctx, Data, Error};
use crate::split::split;

pub use risk::service::mention_text;

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
#[derive(Default)]
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
pub async fn chart(chart: Option<risk::render::chart::Chart>) -> Option<RecapChart> {
    let chart = chart?;
    let work = move || chart.png().map(|png| (png, chart.describe()));
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
    },
}

impl Replier<'_> {
    fn http(&self) -> &serenity::Http {
        match self {
            Replier::Slash(ctx) => ctx.http(),
            Replier::Button { http, .. } => http,
        }
    }

    /// One message: the first answers the interaction, later ones follow up.
    async fn send(&mut self, m: Msg<'_>) -> Result<(), Error> {
        // A post carries the board or the recap chart, never both.
        let text_file = |(name, text): &(String, String)| {
            serenity::CreateAttachment::bytes(text.as_bytes().to_vec(), name.clone())
        };
        let file = m
            .picture
            .map(Picture::attachment)
            .or(m.chart.map(RecapChart::attachment))
            .or(m.file.map(text_file));
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
                    .components(rows(m.rows));
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
            } => {
                if *answered {
                    let mut f = serenity::CreateInteractionResponseFollowup::new()
                        .content(m.text)
                        .ephemeral(m.private)
                        .allowed_mentions(mentions(m.ping))
                        .components(rows(m.rows))
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
                        .components(rows(m.rows))
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

    /// Text only the invoker sees, with a file and components under its last part.
    pub async fn private_with(
        &mut self,
        text: &str,
        file: Option<&(String, String)>,
        components: &[Row],
    ) -> Result<(), Error> {
        let parts = split(&show_moments(text, moment));
        let last = parts.len().saturating_sub(1);
        for (i, part) in parts.into_iter().enumerate() {
            self.send(Msg {
                text: part,
                private: true,
                file: file.filter(|_| i == last),
                rows: if i == last { components } else { &[] },
                ..Msg::default()
            })
            .await?;
        }
        Ok(())
    }

    /// A click that moved the game on: its message keeps its text and loses its components
    /// (they are out of date), and what follows is sent as follow-ups.
    async fn retire_clicked(&mut self) -> Result<(), Error> {
        if let Replier::Button {
            http,
            click,
            answered: answered @ false,
        } = self
        {
            let keep = serenity::CreateInteractionResponseMessage::new().components(vec![]);
            click
                .create_response(
                    *http,
                    serenity::CreateInteractionResponse::UpdateMessage(keep),
                )
                .await?;
            *answered = true;
        }
        Ok(())
    }
}

/// Posts an outcome: public posts (the first as the reply), the invoker's private reply, DMs.
pub async fn deliver(
    mut to: Replier<'_>,
    actor: &Actor,
    outcome: Outcome,
    picture: Option<Picture>,
) -> Result<(), Error> {
    let outcome = outcome.show_moments(moment);
    let recap = chart(outcome.chart.clone()).await;
    for post in &outcome.public {
        let (text, summary) = post.content();
        let parts = split(&mention_text(&post.ping, &text));
        let last = parts.len() - 1;
        for (i, text) in parts.into_iter().enumerate() {
            // Buttons, the summary and the picture go under the last part of their post.
            let end = i == last;
            to.send(Msg {
                text,
                ping: &post.ping,
                rows: if end { &post.rows } else { &[] },
                picture: picture.as_ref().filter(|_| end && post.board),
                chart: recap.as_ref().filter(|_| end && post.chart),
                embed: summary.filter(|_| end),
                ..Msg::default()
            })
            .await?;
        }
    }
    if let Some(r) = &outcome.reply {
        to.private_with(r, outcome.file.as_ref(), &outcome.reply_rows)
            .await?;
    }
    for p in &outcome.private {
        let dm = UserId::new(p.to.0)
            .direct_message(to.http(), CreateMessage::new().content(p.text.clone()));
        if let Err(e) = dm.await {
            tracing::warn!(user = p.to.0, error = ?e.to_string(), "direct message failed");
            crate::metrics::delivery_failed("dm");
            if p.to == actor.user {
                // Only the invoker sees a private reply: safe for their own secret.
                to.private(&format!(
                    "I could not DM you, so here it is privately: {}",
                    p.text
                ))
                .await?;
            } else {
                let note = format!(
                    "I could not send you a direct message: use {} to see it.",
                    p.fallback_command
                );
                let text = mention_text(&[p.to], &note);
                to.send(Msg {
                    text,
                    ping: &[p.to],
                    ..Msg::default()
                })
                .await?;
            }
        }
    }
    if outcome.public.is_empty() && outcome.reply.is_none() {
        to.private("Done.").await?;
    }
    Ok(())
}

/// Routes button clicks by their stable ids (so buttons work after a restart).
pub async fn on_event(
    fw: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    else {
        return Ok(());
    };
    let http = &fw.serenity_context.http;
    let mut to = Replier::Button {
        http,
        click,
        answered: false,
    };
    if click.guild_id.is_none() {
        return to.private("RISK games live in server channels.").await;
    }
    let member = click.member.as_ref();
    let actor = Actor {
        user: UserKey(click.user.id.get()),
        name: member
            .and_then(|m| m.nick.clone())
            .unwrap_or_else(|| click.user.display_name().to_string()),
        admin: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_channels()),
    };
    let data = fw.user_data;
    let (svc, ch, who) = (
        data.svc.clone(),
        ChannelKey(click.channel_id.get()),
        actor.clone(),
    );
    let id = click.data.custom_id.clone();
    let values: Vec<String> = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => vec![],
    };
    let membership = click.guild_id.map(|g| risk::service::Membership {
        guild: risk::service::GuildKey(g.get()),
        roles: member
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default(),
    });
    let started = std::time::Instant::now();
    let result = tokio::task::spawn_blocking(move || {
        svc.handle_component(ch, &who, membership.as_ref(), &id, &values)
    })
    .await?;
    let verdict = match &result {
        Ok(_) => "ok",
        Err(e) if e.is_user_error() => "refused",
        Err(_) => "error",
    };
    crate::metrics::command("component", verdict, started.elapsed());
    data.wake.notify_one();
    match result {
        Ok(outcome) => {
            if !outcome.public.is_empty() {
                to.retire_clicked().await?;
            }
            let pic = picture(ch, outcome.view.clone()).await;
            let receipt = outcome.receipt;
            let sent = deliver(to, &actor, outcome, pic).await;
            mark_delivered(data.svc.clone(), ch, receipt).await;
            sent
        }
        Err(e) if e.is_user_error() => to.private(&e.to_string()).await,
        Err(e) => {
            tracing::error!(channel = ch.0, error = ?e.to_string(), "button failed");
            to.private(e.apology()).await
        }
    }
}

/// The board of the channel's game as a PNG, drawn off the async runtime from a snapshot, with
/// the last battle marked, and its text summary as alt text. A failure is logged and the text
/// goes out alone.
/// Draws the board an outcome carries (off the async threads; the service is not asked again).
pub async fn picture(ch: ChannelKey, board: Option<Board>) -> Option<Picture> {
    let view = board?.0;
    let work = move || -> Result<Picture, Error> {
        Ok(Picture {
            png: risk::render::render_png(&view)?,
            description: view.describe(),
        })
    };
    match tokio::task::spawn_blocking(work).await {
        Ok(Ok(p)) => Some(p),
        Ok(Err(e)) => {
            tracing::error!(channel = ch.0, error = ?e.to_string(), "board picture failed");
            None
        }
        Err(e) => {
            tracing::error!(channel = ch.0, error = ?e.to_string(), "board picture task failed");
            None
        }
    }
}

/// Posts an outcome that no interaction asked for (deadlines, reminders) in its channel.
/// Marks an outcome's stored messages delivered (the outbox) once they were sent. A message
/// Discord refused for good was logged when it failed and is not sent again; only a bot that
/// died before this point sends them again.
pub async fn mark_delivered(svc: Arc<GameService>, ch: ChannelKey, receipt: Option<u64>) {
    let Some(r) = receipt else { return };
    match tokio::task::spawn_blocking(move || svc.delivered(ch, r)).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => {
            tracing::warn!(channel = ch.0, error = ?e.to_string(), "marking messages delivered failed")
        }
        Err(e) => {
            tracing::warn!(channel = ch.0, error = ?e.to_string(), "marking messages delivered failed")
        }
    }
}

pub async fn deliver_unprompted(
    http: &serenity::Http,
    ch: ChannelKey,
    outcome: Outcome,
    picture: Option<Picture>,
) {
    let outcome = outcome.show_moments(moment);
    let recap = chart(outcome.chart.clone()).await;
    let channel = serenity::ChannelId::new(ch.0);
    let mut posts = outcome.public;
    for p in outcome.private {
        let dm = UserId::new(p.to.0).direct_message(http, CreateMessage::new().content(p.text));
        if let Err(e) = dm.await {
            tracing::warn!(user = p.to.0, error = ?e.to_string(), "direct message failed");
            crate::metrics::delivery_failed("dm");
            let note = format!(
                "I could not send you a direct message: use {} to see it.",
                p.fallback_command
            );
            posts.push(risk::service::Post {
                text: note,
                ping: vec![p.to],
                ..Default::default()
            });
        }
    }
    for post in posts {
        let (text, summary) = post.content();
        let parts = split(&mention_text(&post.ping, &text));
        let last = parts.len() - 1;
        for (i, part) in parts.into_iter().enumerate() {
            let mut msg = CreateMessage::new()
                .content(part)
                .allowed_mentions(mentions(&post.ping));
            if i == last {
                msg = msg.components(rows(&post.rows));
                if let Some(e) = summary {
                    let drawn = picture.is_some() && post.board;
                    msg = msg.embed(embed(e, drawn));
                }
                if let Some(c) = recap.as_ref().filter(|_| post.chart) {
                    msg = msg.add_file(c.attachment());
                }
                if let Some(p) = picture.as_ref().filter(|_| post.board) {
                    msg = msg.add_file(p.attachment());
                }
            }
            if let Err(e) = channel.send_message(http, msg).await {
                tracing::error!(channel = ch.0, error = ?e.to_string(), "posting a scheduled message failed");
                crate::metrics::delivery_failed("channel");
            }
        }
    }
}
