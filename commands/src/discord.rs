//! The Discord adapter's inbound side: slash commands (poise) turn options into `Command`s and
//! clicks on buttons and menus carry their stable ids; both take one path (`answer`) into the
//! service, and `deliver` posts the `Outcome`: public replies, DMs with a safe fallback, pings.

use poise::serenity_prelude as serenity;
use risk::i18n::Lang;
use risk::service::catalog::{self, Kind, Value};
use risk::service::{Actor, ChannelKey, Command, GameService, GuildKey, Membership, UserKey};

use crate::complete;
use crate::context::{Ctx, Data, Error};
use crate::deliver::{deliver, picture, picture_lang, said_in, Replier};

/// What an interaction asks of the service: a slash command, or a click on a button or menu
/// (by its stable id, so buttons work after a restart).
enum Ask {
    Command(Command),
    Click { id: String, values: Vec<String> },
}

impl Ask {
    /// The name its metrics and log lines carry.
    fn name(&self) -> &'static str {
        match self {
            Ask::Command(cmd) => cmd.name(),
            Ask::Click { .. } => "component",
        }
    }
}

/// Who asks, from the interaction's user and (in a server) their member record: the server
/// nickname when set, and admin when they may manage channels; their client's language and the
/// server's (`locale`, `guild_locale`).
fn actor(
    user: &serenity::User,
    member: Option<&serenity::Member>,
    locale: &str,
    guild_locale: Option<&str>,
) -> Actor {
    Actor {
        user: UserKey(user.id.get()),
        name: member
            .and_then(|m| m.nick.clone())
            .unwrap_or_else(|| user.display_name().to_string()),
        admin: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_channels()),
        locale: Some(risk::i18n::Lang::from_discord(locale)),
        guild_locale: guild_locale.map(risk::i18n::Lang::from_discord),
    }
}

/// The server and the member's roles, for the server's settings.
fn membership(guild: serenity::GuildId, member: Option<&serenity::Member>) -> Membership {
    Membership {
        guild: GuildKey(guild.get()),
        roles: member
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default(),
    }
}

/// The one path of every interaction: the service decides off the async threads, the verdict
/// is counted and logged, then the outcome is delivered (and marked delivered), a refusal is
/// answered privately, a failure on our side is logged and apologised for.
async fn answer(
    data: &Data,
    mut to: Replier<'_>,
    ch: ChannelKey,
    actor: Actor,
    member: Membership,
    asked: Ask,
) -> Result<(), Error> {
    let name = asked.name();
    let (svc, who) = (data.svc.clone(), actor.clone());
    let started = std::time::Instant::now();
    // Discord wants an answer within 3 seconds of the interaction: whatever is slow (a disk,
    // the wait for a thread, the channel's line), a deferred answer goes out by then.
    let answer_by = started + LATE;
    let mut work = tokio::task::spawn_blocking(move || {
        crate::deliver::test_delay();
        match asked {
            Ask::Command(cmd) => svc.handle_in_server(ch, &who, Some(&member), cmd),
            Ask::Click { id, values } => {
                svc.handle_component(ch, &who, Some(&member), &id, &values)
            }
        }
    });
    let (result, late) = match tokio::time::timeout_at(answer_by.into(), &mut work).await {
        Ok(done) => (done?, false),
        Err(_) => {
            // Not known yet whether the answer is public: the deferral is private, so no
            // secret can end up in public.
            if let Err(e) = to.defer_private().await {
                tracing::warn!(channel = ch.0, error = ?e.to_string(), "deferring the answer failed");
            }
            (work.await?, true)
        }
    };
    let took = started.elapsed();
    let verdict = match &result {
        Ok(_) => "ok",
        Err(e) if e.is_user_error() => "refused",
        Err(_) => "error",
    };
    crate::metrics::command(name, verdict, took);
    tracing::debug!(
        channel = ch.0,
        command = name,
        result = verdict,
        ms = took.as_millis() as u64,
        "command"
    );
    data.wake.notify_one();
    match result {
        Ok(outcome) => {
            if late && matches!(to, Replier::Slash(_)) && !outcome.public.is_empty() {
                // The private "thinking…" takes this note in its place; the public posts go
                // out as messages of their own after it.
                to.private(&late_note(outcome.langs.0)).await?;
            }
            match &to {
                // A picture takes a while to draw: the answer is deferred, public or private as
                // its first message (a private view is never deferred publicly: the follow-up
                // would take the deferral's visibility).
                Replier::Slash(_) if outcome.view.is_some() => to.defer_for(&outcome).await?,
                Replier::Slash(_) => {}
                // A click that moved the game on retires its message's (now stale) components.
                Replier::Button { .. } if !outcome.public.is_empty() => to.retire_clicked().await?,
                Replier::Button { .. } => {}
            }
            to.update_panel();
            let picture = picture(ch, outcome.view.clone(), picture_lang(&outcome)).await;
            let receipt = outcome.receipt;
            let sent = deliver(to, &actor, outcome, picture, answer_by).await;
            crate::deliver::mark_delivered(data.svc.clone(), ch, receipt).await;
            sent
        }
        // A refusal or an apology is worded in its reader's language.
        Err(e) if e.is_user_error() => {
            to.private(&in_reader_language(&actor, || e.to_string()))
                .await
        }
        Err(e) => {
            tracing::error!(channel = ch.0, command = name, error = ?e.to_string(), "command failed");
            to.private(&in_reader_language(&actor, || e.apology()))
                .await
        }
    }
}

/// Runs `f` in the language of `actor`'s client (else the server's).
fn in_reader_language<R>(actor: &Actor, f: impl FnOnce() -> R) -> R {
    let lang = actor.locale.or(actor.guild_locale).unwrap_or_default();
    risk::i18n::with(lang, lang, f)
}

/// How long an interaction may wait for its first answer before a deferred one goes out
/// (Discord's limit is 3 seconds from the interaction, and the gateway took some already).
const LATE: std::time::Duration = std::time::Duration::from_millis(2000);

/// What a late slash command's private "thinking…" becomes when its answer is public, in the
/// invoker's language.
fn late_note(lang: Lang) -> String {
    said_in(lang, || risk::t!("adp-late-note"))
}

/// Games live in server channels: an interaction from anywhere else gets this, privately, in
/// the language of the client it came from (`locale`).
fn not_in_a_server(locale: &str) -> String {
    said_in(Lang::from_discord(locale), || {
        risk::t!("adp-not-in-a-server")
    })
}

/// The language of the client an application command came from.
fn lang_of(ctx: Ctx<'_>) -> Lang {
    Lang::from_discord(ctx.locale().unwrap_or("en-US"))
}

/// Runs `cmd` for the invoker in this channel and delivers the result.
pub async fn run(ctx: Ctx<'_>, cmd: Command) -> Result<(), Error> {
    let (member, guild_locale) = match ctx {
        poise::Context::Application(a) => (
            a.interaction.member.as_deref(),
            a.interaction.guild_locale.as_deref(),
        ),
        poise::Context::Prefix(_) => (None, None),
    };
    let Some(guild) = ctx.guild_id() else {
        return ephemeral(ctx, &not_in_a_server(ctx.locale().unwrap_or("en-US"))).await;
    };
    let (ch, actor, member) = (
        ChannelKey(ctx.channel_id().get()),
        actor(
            ctx.author(),
            member,
            ctx.locale().unwrap_or("en-US"),
            guild_locale,
        ),
        membership(guild, member),
    );
    answer(
        ctx.data(),
        Replier::Slash(ctx),
        ch,
        actor,
        member,
        Ask::Command(cmd),
    )
    .await
}

/// Routes the clicks on buttons and menus into the service (slash commands come through
/// poise's dispatch to `slash`).
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
    let mut to = Replier::Button {
        http: &fw.serenity_context.http,
        click,
        answered: false,
        panel: false,
    };
    let Some(guild) = click.guild_id else {
        return to.private(&not_in_a_server(&click.locale)).await;
    };
    let values = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => vec![],
    };
    let clicked = Ask::Click {
        id: click.data.custom_id.clone(),
        values,
    };
    let member = click.member.as_ref();
    let (ch, actor, member) = (
        ChannelKey(click.channel_id.get()),
        actor(
            &click.user,
            member,
            &click.locale,
            click.guild_locale.as_deref(),
        ),
        membership(guild, member),
    );
    answer(fw.user_data, to, ch, actor, member, clicked).await
}

async fn ephemeral(ctx: Ctx<'_>, text: &str) -> Result<(), Error> {
    Replier::Slash(ctx).private(text).await
}

// ---- the commands: made from the service's catalog, one declaration each ----

/// Every slash command with its options, for dispatch and autocomplete; `registration` makes
/// what Discord is told from the same declarations.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut groups: Vec<poise::Command<Data, Error>> = catalog::GROUPS
        .iter()
        .map(|(name, about)| poise::Command {
            name: (*name).into(),
            qualified_name: (*name).into(),
            identifying_name: (*name).into(),
            description: Some((*about).into()),
            subcommand_required: true,
            // poise dispatches only through commands that have an action; subcommands run theirs.
            slash_action: Some(slash),
            guild_only: *name == ADMIN,
            default_member_permissions: admin_permissions(name),
            ..Default::default()
        })
        .collect();
    let mut top = Vec::new();
    for spec in catalog::COMMANDS {
        for typed in spec.typed_names() {
            let leaf = typed.rsplit(' ').next().unwrap_or(&typed).to_string();
            let cmd = poise::Command {
                name: leaf.into(),
                qualified_name: typed.clone().into(),
                identifying_name: typed.clone().into(),
                description: Some(spec.about.into()),
                parameters: spec.opts().map(parameter).collect(),
                slash_action: Some(slash),
                ..Default::default()
            };
            let words: Vec<&str> = typed.split(' ').collect();
            let Some(group) = groups
                .iter_mut()
                .find(|g| words.len() > 1 && g.name == words[0])
            else {
                top.push(cmd);
                continue;
            };
            match words.as_slice() {
                // `/risk-admin map add`: a group of subcommands inside the command.
                [parent, inner, _] => {
                    let qualified = format!("{parent} {inner}");
                    let pos = group.subcommands.iter().position(|c| c.name == *inner);
                    let inner_cmd = match pos {
                        Some(i) => &mut group.subcommands[i],
                        None => {
                            group.subcommands.push(poise::Command {
                                name: inner.to_string().into(),
                                qualified_name: qualified.clone().into(),
                                identifying_name: qualified.into(),
                                description: Some(
                                    group_about(&format!("{parent} {inner}"), Lang::En).into(),
                                ),
                                subcommand_required: true,
                                slash_action: Some(slash),
                                ..Default::default()
                            });
                            group.subcommands.last_mut().expect("just pushed")
                        }
                    };
                    inner_cmd.subcommands.push(cmd);
                }
                _ => group.subcommands.push(cmd),
            }
        }
    }
    groups.extend(top);
    groups
}

const ADMIN: &str = "risk-admin";

/// Discord shows `/risk-admin` only to members with Manage Channels (the service checks too).
fn admin_permissions(group: &str) -> serenity::Permissions {
    if group == ADMIN {
        serenity::Permissions::MANAGE_CHANNELS
    } else {
        serenity::Permissions::empty()
    }
}

/// A catalog option as poise holds it, for dispatch and autocomplete. poise makes parameters
/// only through its command macro (the struct has a hidden field), so one macro-made parameter
/// is the template and every public field is set from the catalog.
fn parameter(o: &'static catalog::Opt) -> poise::CommandParameter<Data, Error> {
    #[poise::command(slash_command)]
    async fn template(_ctx: Ctx<'_>, _option: Option<String>) -> Result<(), Error> {
        Ok(())
    }
    let mut p = template()
        .parameters
        .pop()
        .expect("the template declares one parameter");
    p.name = o.name.into();
    p.name_localizations = Default::default();
    p.description = Some(o.about.into());
    p.description_localizations = Default::default();
    p.required = o.required;
    p.channel_types = None;
    p.choices = Default::default();
    // Discord learns the option's type from `registration`, not from poise.
    p.type_setter = None;
    p.autocomplete_callback = o.suggest.map(|_| autocomplete as _);
    p
}

/// Every language's Discord locales with `text` made in that language: what Discord's
/// `name_localizations` / `description_localizations` hold (English is the default name).
fn localised(text: impl Fn(Lang) -> String) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let made = text(lang);
        for locale in lang.discord_locales() {
            out.push((*locale, made.clone()));
        }
    }
    out
}

/// A command (top level) with its name and description in every language.
fn command(
    name: &str,
    names: impl Fn(Lang) -> String,
    about: impl Fn(Lang) -> String,
) -> serenity::CreateCommand {
    let mut c = serenity::CreateCommand::new(name).description(about(Lang::En));
    for (locale, n) in localised(names) {
        c = c.name_localized(locale, n);
    }
    for (locale, d) in localised(about) {
        c = c.description_localized(locale, d);
    }
    c
}

/// An option (or subcommand, or group) with its name and description in every language.
fn localised_option(
    kind: serenity::CommandOptionType,
    name: &str,
    names: impl Fn(Lang) -> String,
    about: impl Fn(Lang) -> String,
) -> serenity::CreateCommandOption {
    let mut o = serenity::CreateCommandOption::new(kind, name, about(Lang::En));
    for (locale, n) in localised(names) {
        o = o.name_localized(locale, n);
    }
    for (locale, d) in localised(about) {
        o = o.description_localized(locale, d);
    }
    o
}

/// A group's description in `lang` (`/risk`, `/risk-admin`, `/risk-admin map`).
fn group_about(group: &str, lang: Lang) -> String {
    catalog::group_about_in(group, lang)
}

/// What Discord is told: every command, option, range and permission, from the catalog, with
/// every name and description in each language of the catalogue (an interaction still carries
/// the English names, which is what dispatch reads).
pub fn registration() -> Vec<serenity::CreateCommand> {
    let mut out: Vec<serenity::CreateCommand> = Vec::new();
    for (group, _) in catalog::GROUPS {
        let mut c = command(
            group,
            |lang| catalog::group_name_in(group, lang),
            |lang| group_about(group, lang),
        );
        if *group == ADMIN {
            c = c
                .default_member_permissions(admin_permissions(group))
                .contexts(vec![serenity::InteractionContext::Guild]);
        }
        // Subcommand groups (`/risk-admin map add`), each with its subcommands, in the order
        // of their first declaration.
        let mut inner: Vec<(String, serenity::CreateCommandOption)> = Vec::new();
        for spec in catalog::COMMANDS {
            for typed in spec.typed_names() {
                let Some((_, leaf)) = typed.split_once(' ').filter(|(p, _)| p == group) else {
                    continue;
                };
                let (within, leaf) = match leaf.split_once(' ') {
                    Some((g, l)) => (Some(g), l),
                    None => (None, leaf),
                };
                let mut sub = localised_option(
                    serenity::CommandOptionType::SubCommand,
                    leaf,
                    |lang| spec.name_in(lang),
                    |lang| spec.about_in(lang),
                );
                for o in spec.opts() {
                    sub = sub.add_sub_option(option(o, spec));
                }
                match within {
                    None => c = c.add_option(sub),
                    Some(g) => match inner.iter_mut().find(|(n, _)| n == g) {
                        Some((_, opt)) => *opt = opt.clone().add_sub_option(sub),
                        None => {
                            let path = format!("{group} {g}");
                            let opt = localised_option(
                                serenity::CommandOptionType::SubCommandGroup,
                                g,
                                |lang| catalog::group_name_in(&path, lang),
                                |lang| group_about(&path, lang),
                            );
                            inner.push((g.to_string(), opt.add_sub_option(sub)));
                        }
                    },
                }
            }
        }
        for (_, opt) in inner {
            c = c.add_option(opt);
        }
        out.push(c);
    }
    for spec in catalog::COMMANDS {
        for typed in spec.typed_names() {
            if !typed.contains(' ') {
                let mut c = command(
                    &typed,
                    |lang| spec.name_in(lang),
                    |lang| spec.about_in(lang),
                );
                for o in spec.opts() {
                    c = c.add_option(option(o, spec));
                }
                out.push(c);
            }
        }
    }
    out
}

fn option(o: &catalog::Opt, spec: &catalog::Spec) -> serenity::CreateCommandOption {
    use serenity::CommandOptionType as T;
    let kind = match o.kind {
        Kind::Text => T::String,
        Kind::Whole { .. } => T::Integer,
        Kind::Flag => T::Boolean,
        Kind::User => T::User,
        Kind::Channel => T::Channel,
        Kind::Role => T::Role,
        Kind::File => T::Attachment,
    };
    let mut b = localised_option(
        kind,
        o.name,
        |lang| o.name_in(lang),
        |lang| o.about_in(lang, spec),
    )
    .required(o.required);
    if let Kind::Whole { min, max } = o.kind {
        b = b
            .min_int_value(min.max(0) as u64)
            .max_int_value(max.max(0) as u64);
    }
    if o.suggest.is_some() {
        b = b.set_autocomplete(true);
    }
    b
}

/// Every slash command lands here: the options, read as the catalog declares them, become a
/// `Command`; unreadable ones get a private answer and change nothing.
fn slash(
    ctx: poise::ApplicationContext<'_, Data, Error>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, Error>>> {
    Box::pin(async move {
        let typed = ctx.command().qualified_name.to_string();
        let pctx = poise::Context::Application(ctx);
        let mut given = Vec::new();
        let attached = ctx
            .args
            .iter()
            .any(|o| matches!(o.value, serenity::ResolvedValue::Attachment(_)));
        // A download may outlast Discord's 3 seconds: the answer (private) is promised first.
        if attached {
            if let Err(e) = pctx.defer_ephemeral().await {
                return Err(poise::FrameworkError::new_command(pctx, e.into()));
            }
        }
        for o in ctx.args {
            let v = match &o.value {
                serenity::ResolvedValue::Attachment(a) => match fetch(a, lang_of(pctx)).await {
                    Ok(v) => v,
                    Err(why) => {
                        let sent = ephemeral(pctx, &why).await;
                        return sent.map_err(|e| poise::FrameworkError::new_command(pctx, e));
                    }
                },
                other => match value(other) {
                    Some(v) => v,
                    None => continue,
                },
            };
            given.push((o.name.to_string(), v));
        }
        let result = match catalog::parse(&typed, given) {
            // Help works anywhere, DMs included; in a server's channel the service answers it,
            // in the words of that channel's table.
            Ok(Command::Help { command }) if pctx.guild_id().is_none() => {
                let text = said_in(lang_of(pctx), || {
                    GameService::help(command.as_deref()).unwrap_or_else(|e| e.to_string())
                });
                ephemeral(pctx, &text).await
            }
            Ok(cmd) => run(pctx, cmd).await,
            Err(e) => ephemeral(pctx, &said_in(lang_of(pctx), || e.to_string())).await,
        };
        result.map_err(|error| poise::FrameworkError::new_command(pctx, error))
    })
}

/// An attached file, downloaded only when Discord says it is within the size a map file may
/// have: `Err` is the answer to give (nothing changed).
async fn fetch(a: &serenity::Attachment, lang: Lang) -> Result<Value, String> {
    let most = risk::maps::stored::MAX_FILE_BYTES;
    if u64::from(a.size) > most {
        return Err(said_in(lang, || {
            risk::t!(
                "adp-file-too-big",
                file = risk::i18n::markup::name(&a.filename),
                bytes = u64::from(a.size),
                most = most / 1024
            )
        }));
    }
    match a.download().await {
        Ok(bytes) => Ok(Value::File {
            name: a.filename.clone(),
            bytes,
        }),
        Err(e) => {
            tracing::warn!(error = ?e.to_string(), "attachment download failed");
            Err(said_in(lang, || {
                risk::t!(
                    "adp-download-failed",
                    file = risk::i18n::markup::name(&a.filename)
                )
            }))
        }
    }
}

/// An option as Discord resolved it; `None` for what no command declares (the adapter's parse
/// then reports the option missing).
fn value(v: &serenity::ResolvedValue<'_>) -> Option<Value> {
    use serenity::ResolvedValue as R;
    Some(match v {
        R::String(s) => Value::Text(s.to_string()),
        R::Integer(n) => Value::Whole(*n),
        R::Boolean(b) => Value::Flag(*b),
        R::User(u, _) => Value::User {
            key: UserKey(u.id.get()),
            name: u.display_name().to_string(),
        },
        R::Channel(c) => Value::Channel(c.id.get()),
        R::Role(r) => Value::Role(r.id.get()),
        _ => return None,
    })
}

/// Autocomplete for any option: the catalog says what the focused option suggests.
fn autocomplete<'a>(
    ctx: poise::ApplicationContext<'a, Data, Error>,
    partial: &'a str,
) -> poise::BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(async move {
        let focused = ctx.args.iter().find_map(|o| match o.value {
            serenity::ResolvedValue::Autocomplete { .. } => Some(o.name),
            _ => None,
        });
        let opt = catalog::find(&ctx.command().qualified_name)
            .zip(focused)
            .and_then(|(spec, name)| spec.opt(name));
        match opt.and_then(|o| o.suggest.map(|what| (o.name, what))) {
            Some((name, what)) => {
                let ctx = poise::Context::Application(ctx);
                complete::suggest(ctx, name, what, partial).await
            }
            None => serenity::CreateAutocompleteResponse::new(),
        }
    })
}

/// The framework's error hook: friendly words for the player, details in the log.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = &*ctx.command().qualified_name, error = ?error.to_string(), "command error");
            crate::metrics::delivery_failed("reply");
            let text = said_in(lang_of(ctx), || risk::t!("adp-went-wrong"));
            let _ = ephemeral(ctx, &text).await;
        }
        poise::FrameworkError::ArgumentParse { ctx, input, .. } => {
            let msg = said_in(lang_of(ctx), || match input {
                Some(input) => risk::t!(
                    "adp-unreadable-option-value",
                    value = risk::i18n::markup::name(&input)
                ),
                None => risk::t!("adp-unreadable-option"),
            });
            let _ = ephemeral(ctx, &msg).await;
        }
        // poise reports a number outside its option's type (e.g. troops:-3 sent raw) this way,
        // before the command runs: it still gets an answer.
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::debug!(
                command = &*ctx.command().qualified_name,
                description,
                "unreadable options"
            );
            let ctx = poise::Context::Application(ctx);
            let msg = said_in(lang_of(ctx), || risk::t!("adp-option-out-of-range"));
            let _ = ephemeral(ctx, &msg).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = ?e.to_string(), "error while handling an error");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every leaf command poise dispatches, as typed.
    fn leaves() -> Vec<(String, poise::Command<Data, Error>)> {
        fn walk(
            prefix: &str,
            c: poise::Command<Data, Error>,
            out: &mut Vec<(String, poise::Command<Data, Error>)>,
        ) {
            let typed = format!("{prefix}{}", c.name);
            if c.subcommands.is_empty() {
                out.push((typed, c));
            } else {
                for s in c.subcommands {
                    walk(&format!("{typed} "), s, out);
                }
            }
        }
        let mut out = Vec::new();
        for c in commands() {
            walk("", c, &mut out);
        }
        out
    }

    #[test]
    fn dispatch_and_registration_cover_every_declared_command() {
        let leaves = leaves();
        let mut declared: Vec<String> = catalog::COMMANDS
            .iter()
            .flat_map(|s| s.typed_names())
            .collect();
        let mut names: Vec<String> = leaves.iter().map(|(n, _)| n.clone()).collect();
        declared.sort();
        names.sort();
        assert_eq!(names, declared);
        for (typed, c) in &leaves {
            assert!(c.slash_action.is_some(), "/{typed}");
            assert_eq!(c.qualified_name, *typed);
            let spec = catalog::find(typed).unwrap();
            let params: Vec<(&str, Option<&str>, bool)> = c
                .parameters
                .iter()
                .map(|p| (p.name.as_ref(), p.description.as_deref(), p.required))
                .collect();
            let opts: Vec<(&str, Option<&str>, bool)> = spec
                .opts()
                .map(|o| (o.name, Some(o.about), o.required))
                .collect();
            assert_eq!(params, opts, "/{typed}");
            for p in &c.parameters {
                assert!(p.type_setter.is_none() && p.choices.is_empty(), "/{typed}");
            }
        }
        let registered: usize = registration().len();
        assert_eq!(registered, commands().len());
    }

    /// Every name and description is registered in every language's Discord locales, within
    /// Discord's rules for each: a name 1–32 characters, lower case, letters, digits, `-` and
    /// `_` only, unique among its siblings; a description 1–100 characters.
    #[test]
    fn every_language_registers_names_and_descriptions_discord_accepts() {
        let locales: Vec<&str> = Lang::ALL
            .iter()
            .flat_map(|l| l.discord_locales().iter().copied())
            .collect();
        assert_eq!(
            locales,
            ["de", "es-ES", "es-419", "fr", "pt-BR", "it", "pl"]
        );
        fn check(at: &str, siblings: &[serde_json::Value], locales: &[&str]) -> usize {
            let mut checked = 0;
            for locale in locales {
                let mut seen = std::collections::BTreeSet::new();
                for node in siblings {
                    let english = node["name"].as_str().unwrap();
                    let name = node["name_localizations"][*locale]
                        .as_str()
                        .unwrap_or_else(|| panic!("{at} {english}: no {locale} name"));
                    let count = name.chars().count();
                    assert!(
                        (1..=32).contains(&count)
                            && name == name.to_lowercase()
                            && name
                                .chars()
                                .all(|c| c.is_alphanumeric() || c == '-' || c == '_'),
                        "{at} {english}: {locale} name {name:?} breaks Discord's rules"
                    );
                    assert!(seen.insert(name), "{at}: two {locale} names {name:?}");
                    let about = node["description_localizations"][*locale]
                        .as_str()
                        .unwrap_or_else(|| panic!("{at} {english}: no {locale} description"));
                    let count = about.chars().count();
                    assert!(
                        (1..=100).contains(&count),
                        "{at} {english}: {locale} description has {count} characters: {about}"
                    );
                    checked += 1;
                }
            }
            for node in siblings {
                if let Some(options) = node["options"].as_array() {
                    let here = format!("{at} {}", node["name"].as_str().unwrap());
                    checked += check(&here, options, locales);
                }
            }
            checked
        }
        let commands: Vec<serde_json::Value> = registration()
            .iter()
            .map(|c| serde_json::to_value(c).unwrap())
            .collect();
        let checked = check("", &commands, &locales);
        for (group, about) in catalog::GROUPS {
            assert_eq!(group_about(group, Lang::En), *about, "/{group}");
        }
        assert!(checked > 5 * 100, "{checked} names checked");
    }

    #[test]
    fn territory_options_autocomplete() {
        for (typed, c) in leaves() {
            for p in &c.parameters {
                if ["territory", "from", "to", "cards", "player"].contains(&p.name.as_ref()) {
                    assert!(p.autocomplete_callback.is_some(), "/{typed} {}", p.name);
                }
            }
        }
    }

    #[test]
    fn the_documented_command_table_is_the_catalog() {
        let playing = include_str!("../../docs/playing.md");
        let table = catalog::markdown_table();
        assert!(
            playing.contains(&table),
            "docs/playing.md's command table differs from the catalog; `risk-bot commands` prints it:\n{table}"
        );
    }
}
