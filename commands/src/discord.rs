//! The Discord adapter: slash commands (poise) turn options into `Command`s, the service decides,
//! and `deliver` posts the `Outcome`: public replies, DMs with a safe fallback, pings.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use risk::service::{
    Actor, ChannelKey, Command, GameService, GuildKey, Membership, NewGame, SettingsChange, Troops,
    UserKey,
};

use crate::complete;
use crate::deliver::{deliver, picture, Replier};

pub struct Data {
    pub svc: Arc<GameService>,
    /// Wakes the deadline scheduler after a command may have moved a deadline.
    pub wake: Arc<tokio::sync::Notify>,
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Ctx<'a> = poise::Context<'a, Data, Error>;

/// Runs `cmd` for the invoker in this channel and delivers the result.
pub async fn run(ctx: Ctx<'_>, cmd: Command) -> Result<(), Error> {
    let cmd = match cmd {
        Command::Admin(_) => cmd,
        table if under_admin(ctx) => Command::Admin(Box::new(table)),
        other => other,
    };
    if ctx.guild_id().is_none() {
        return ephemeral(
            ctx,
            "RISK games live in server channels: use this command in a channel of a server.",
        )
        .await;
    }
    let ch = ChannelKey(ctx.channel_id().get());
    let actor = actor(ctx);
    let member = membership(ctx);
    let name = cmd.name();
    let svc = ctx.data().svc.clone();
    let who = actor.clone();
    let started = std::time::Instant::now();
    let result =
        tokio::task::spawn_blocking(move || svc.handle_in_server(ch, &who, member.as_ref(), cmd))
            .await?;
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
    ctx.data().wake.notify_one();
    match result {
        Ok(outcome) => {
            let picture = if outcome.public.iter().any(|p| p.board) {
                // The first message is public: deferring cannot turn a private reply public.
                ctx.defer().await?;
                picture(ctx.data().svc.clone(), ch).await
            } else {
                None
            };
            let receipt = outcome.receipt;
            let sent = deliver(Replier::Slash(ctx), &actor, outcome, picture).await;
            crate::deliver::mark_delivered(ctx.data().svc.clone(), ch, receipt).await;
            sent
        }
        Err(e) if e.is_user_error() => ephemeral(ctx, &e.to_string()).await,
        Err(e) => {
            tracing::error!(channel = ch.0, command = name, error = %e, "command failed");
            ephemeral(ctx, e.apology()).await
        }
    }
}

fn actor(ctx: Ctx<'_>) -> Actor {
    let (nick, admin) = match ctx {
        poise::Context::Application(a) => {
            let m = a.interaction.member.as_deref();
            (
                m.and_then(|m| m.nick.clone()),
                m.and_then(|m| m.permissions)
                    .is_some_and(|p| p.manage_channels()),
            )
        }
        poise::Context::Prefix(_) => (None, false),
    };
    let author = ctx.author();
    Actor {
        user: UserKey(author.id.get()),
        name: nick.unwrap_or_else(|| author.display_name().to_string()),
        admin,
    }
}

/// The server and the member's roles, for the server's settings (`None` outside a server).
fn membership(ctx: Ctx<'_>) -> Option<Membership> {
    let guild = ctx.guild_id()?;
    let roles = match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_deref()
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default(),
        poise::Context::Prefix(_) => Vec::new(),
    };
    Some(Membership {
        guild: GuildKey(guild.get()),
        roles,
    })
}

async fn ephemeral(ctx: Ctx<'_>, text: &str) -> Result<(), Error> {
    Replier::Slash(ctx).private(text).await
}

// ---- the commands ----

/// Lobby and table: new, join, start, status, kick, pause, vacation, surrender and more.
#[poise::command(
    slash_command,
    subcommands(
        "new",
        "join",
        "leave",
        "team",
        "add_ai",
        "start",
        "status",
        "verify",
        "kick",
        "abandon",
        "pause",
        "resume",
        "skip",
        "vacation",
        "surrender",
        "replace",
        "return_seat"
    ),
    subcommand_required
)]
pub async fn risk(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a lobby in this channel; you host it.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)] // one parameter per slash-command option
pub async fn new(
    ctx: Ctx<'_>,
    #[description = "Rule preset (default classic)"]
    #[autocomplete = "complete::preset"]
    preset: Option<String>,
    #[description = "How territories are shared: claim (in turn) or deal (at random)"]
    #[autocomplete = "complete::setup"]
    setup: Option<String>,
    #[description = "Starting armies: one-at-a-time (the books) or bulk (all at once)"]
    #[autocomplete = "complete::placement"]
    placement: Option<String>,
    #[description = "Fortify: adjacent, connected, or multiple (experts: several moves)"]
    #[autocomplete = "complete::fortify"]
    fortify: Option<String>,
    #[description = "Defender dice: max (always the most) or choose (the defender picks by button)"]
    #[autocomplete = "complete::defender_dice"]
    defender_dice: Option<String>,
    #[description = "Time per turn: none, or 1h to 7d (default 24h)"]
    #[autocomplete = "complete::turn_time"]
    turn_time: Option<String>,
    #[description = "When time runs out: ai (plays the turn, default) or skip"]
    #[autocomplete = "complete::on_timeout"]
    on_timeout: Option<String>,
    #[description = "Missed turns in a row before the AI takes the seat (default 3)"]
    #[min = 1]
    #[max = 20]
    kick_after: Option<u8>,
    #[description = "On /risk surrender: neutral (armies stay, never attack; default) or ai"]
    #[autocomplete = "complete::surrender"]
    surrender: Option<String>,
    #[description = "Last reminder this long before the deadline (default 1h), or none"]
    #[autocomplete = "complete::reminders"]
    reminders: Option<String>,
    #[description = "Card sets: escalating (4, 6, 8, 10, 12, 15, +5) or plus-one (experts: 4, 5, 6...)"]
    #[autocomplete = "complete::card_values"]
    card_values: Option<String>,
    #[description = "Experts: most armies on one territory (12 in the book), or none"]
    #[autocomplete = "complete::army_cap"]
    army_cap: Option<String>,
    #[description = "Experts: re-roll a die with a card showing the territory (on/off)"]
    #[autocomplete = "complete::switch"]
    reroll: Option<String>,
    #[description = "Experts: once per turn, set one attack die to 6 (on/off)"]
    #[autocomplete = "complete::switch"]
    commander: Option<String>,
    #[description = "Capital RISK: all Headquarters, or short (2 with 4 players, 3 with 5-6)"]
    #[autocomplete = "complete::capital_goal"]
    capital_goal: Option<String>,
) -> Result<(), Error> {
    let opts = NewGame {
        preset,
        setup,
        placement,
        fortify,
        defender_dice,
        turn_time,
        on_timeout,
        kick_after,
        surrender,
        reminders,
        card_values,
        army_cap,
        reroll,
        commander,
        capital_goal,
    };
    run(ctx, Command::New(Box::new(opts))).await
}

/// Take a seat in the lobby.
#[poise::command(slash_command)]
pub async fn join(
    ctx: Ctx<'_>,
    #[description = "Your colour (default: the first free one)"]
    #[autocomplete = "complete::color"]
    color: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Join { color }).await
}

/// Leave the lobby before the game starts.
#[poise::command(slash_command)]
pub async fn leave(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Leave).await
}

/// Team RISK: choose team A or B before the start (teams take turns alternately).
#[poise::command(slash_command)]
pub async fn team(
    ctx: Ctx<'_>,
    #[description = "A or B"]
    #[autocomplete = "complete::team"]
    team: String,
) -> Result<(), Error> {
    run(ctx, Command::Team { team }).await
}

/// Host: add a computer player to the lobby.
#[poise::command(slash_command, rename = "add-ai")]
pub async fn add_ai(
    ctx: Ctx<'_>,
    #[description = "AI level: random, basic or strong (default basic)"]
    #[autocomplete = "complete::ai_level"]
    level: Option<String>,
) -> Result<(), Error> {
    let level = match level.as_deref().map(str::trim) {
        None => None,
        Some(l) => match risk::ai::AiLevel::parse(&l.to_lowercase()) {
            Some(l) => Some(l),
            None => {
                return ephemeral(
                    ctx,
                    &format!("Unknown AI level '{l}': choose random, basic or strong."),
                )
                .await
            }
        },
    };
    run(ctx, Command::AddAi { level }).await
}

/// Host: start the game with the seated players.
#[poise::command(slash_command)]
pub async fn start(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Start).await
}

/// Show the lobby or the game: whose turn it is and what to do.
#[poise::command(slash_command)]
pub async fn status(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Status).await
}

/// After the game: replay it from the revealed dice seed and check every roll and card draw.
#[poise::command(slash_command)]
pub async fn verify(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Verify).await
}

/// Host or channel manager: remove a player (in a game, the AI takes the seat).
#[poise::command(slash_command)]
pub async fn kick(
    ctx: Ctx<'_>,
    #[description = "The player's name or colour"]
    #[autocomplete = "complete::player"]
    player: String,
) -> Result<(), Error> {
    run(ctx, Command::Kick { player }).await
}

/// Host or channel manager: delete the game in this channel.
#[poise::command(slash_command)]
pub async fn abandon(
    ctx: Ctx<'_>,
    #[description = "Set to true to really delete the game"] confirm: Option<bool>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Abandon {
            confirm: confirm.unwrap_or(false),
        },
    )
    .await
}

/// Host or channel manager: stop the turn clocks (moves stay allowed).
#[poise::command(slash_command)]
pub async fn pause(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Pause).await
}

/// Host or channel manager: restart the turn clocks.
#[poise::command(slash_command)]
pub async fn resume(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Resume).await
}

/// Host or channel manager: apply the timeout to the current turn now.
#[poise::command(slash_command)]
pub async fn skip(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Skip).await
}

/// Take days off: your deadlines wait (from your allowance, 7 days per game).
#[poise::command(slash_command)]
pub async fn vacation(
    ctx: Ctx<'_>,
    #[description = "How many days"]
    #[min = 1]
    #[max = 30]
    days: u16,
) -> Result<(), Error> {
    run(ctx, Command::Vacation { days }).await
}

/// Give up: your armies turn neutral (or the AI takes over, per the lobby's choice).
#[poise::command(slash_command)]
pub async fn surrender(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Surrender).await
}

/// Host or channel manager: hand a player's seat to someone else.
#[poise::command(slash_command)]
pub async fn replace(
    ctx: Ctx<'_>,
    #[description = "The seat to hand over (name or colour)"]
    #[autocomplete = "complete::player"]
    player: String,
    #[description = "Who takes it"] new_player: serenity::User,
) -> Result<(), Error> {
    let name = new_player.display_name().to_string();
    let user = UserKey(new_player.id.get());
    run(ctx, Command::Replace { player, user, name }).await
}

/// Take your seat back from the AI after missed turns (between turns).
#[poise::command(slash_command, rename = "return")]
pub async fn return_seat(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Return).await
}

// ---- /risk-admin: hidden by Discord from members without Manage Channels ----

/// Server admins: table commands for this channel's game, and the server's settings.
#[poise::command(
    slash_command,
    rename = "risk-admin",
    default_member_permissions = "MANAGE_CHANNELS",
    guild_only,
    subcommands(
        "kick",
        "abandon",
        "pause",
        "resume",
        "skip",
        "replace",
        "admin_settings"
    ),
    subcommand_required
)]
pub async fn risk_admin(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Whether the command was invoked as `/risk-admin …` (the table commands are declared once
/// and registered under both `/risk` and `/risk-admin`).
fn under_admin(ctx: Ctx<'_>) -> bool {
    ctx.parent_commands()
        .first()
        .is_some_and(|c| c.name == "risk-admin")
}

async fn admin(ctx: Ctx<'_>, cmd: Command) -> Result<(), Error> {
    run(ctx, Command::Admin(Box::new(cmd))).await
}

/// Show this server's settings; options given change them (default lobby options, channels, host role).
#[poise::command(slash_command, rename = "settings")]
#[allow(clippy::too_many_arguments)] // one parameter per slash-command option
pub async fn admin_settings(
    ctx: Ctx<'_>,
    #[description = "Default preset for /risk new"]
    #[autocomplete = "complete::preset"]
    preset: Option<String>,
    #[description = "Default setup: claim or deal"]
    #[autocomplete = "complete::setup"]
    setup: Option<String>,
    #[description = "Default placement: one-at-a-time or bulk"]
    #[autocomplete = "complete::placement"]
    placement: Option<String>,
    #[description = "Default fortify: adjacent, connected or multiple"]
    #[autocomplete = "complete::fortify"]
    fortify: Option<String>,
    #[description = "Default defender dice: max or choose"]
    #[autocomplete = "complete::defender_dice"]
    defender_dice: Option<String>,
    #[description = "Default time per turn: none, or 1h to 7d"]
    #[autocomplete = "complete::turn_time"]
    turn_time: Option<String>,
    #[description = "Default when time runs out: ai or skip"]
    #[autocomplete = "complete::on_timeout"]
    on_timeout: Option<String>,
    #[description = "Default missed turns before the AI takes the seat"]
    #[min = 1]
    #[max = 20]
    kick_after: Option<u8>,
    #[description = "Default on surrender: neutral or ai"]
    #[autocomplete = "complete::surrender"]
    surrender: Option<String>,
    #[description = "Default last reminder before the deadline, or none"]
    #[autocomplete = "complete::reminders"]
    reminders: Option<String>,
    #[description = "Default card sets: escalating or plus-one"]
    #[autocomplete = "complete::card_values"]
    card_values: Option<String>,
    #[description = "Default army cap: none or a number"]
    #[autocomplete = "complete::army_cap"]
    army_cap: Option<String>,
    #[description = "Default experts' re-roll: on or off"]
    #[autocomplete = "complete::switch"]
    reroll: Option<String>,
    #[description = "Default experts' commander: on or off"]
    #[autocomplete = "complete::switch"]
    commander: Option<String>,
    #[description = "Default Capital RISK goal: all or short"]
    #[autocomplete = "complete::capital_goal"]
    capital_goal: Option<String>,
    #[description = "Allow games in this channel (once any is allowed, only those)"]
    allow_channel: Option<serenity::ChannelId>,
    #[description = "No longer allow games in this channel"] remove_channel: Option<
        serenity::ChannelId,
    >,
    #[description = "Only members with this role may open a lobby"] host_role: Option<
        serenity::RoleId,
    >,
    #[description = "Back to no setting: defaults, channels, host-role or all"] reset: Option<
        String,
    >,
) -> Result<(), Error> {
    let defaults = NewGame {
        preset,
        setup,
        placement,
        fortify,
        defender_dice,
        turn_time,
        on_timeout,
        kick_after,
        surrender,
        reminders,
        card_values,
        army_cap,
        reroll,
        commander,
        capital_goal,
    };
    let change = SettingsChange {
        defaults,
        allow_channel: allow_channel.map(|c| c.get()),
        remove_channel: remove_channel.map(|c| c.get()),
        host_role: host_role.map(|r| r.get()),
        reset,
    };
    admin(ctx, Command::Settings(Box::new(change))).await
}

/// Undo your last placement, move-in or fortify if nothing was revealed since.
#[poise::command(slash_command)]
pub async fn undo(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Undo).await
}

/// Setup: claim a free territory.
#[poise::command(slash_command)]
pub async fn claim(
    ctx: Ctx<'_>,
    #[description = "A free territory"]
    #[autocomplete = "complete::claimable"]
    territory: String,
) -> Result<(), Error> {
    run(ctx, Command::Claim { territory }).await
}

/// Capital RISK: secretly choose your Headquarters among your territories.
#[poise::command(slash_command)]
pub async fn hq(
    ctx: Ctx<'_>,
    #[description = "One of your territories"]
    #[autocomplete = "complete::hq_choice"]
    territory: String,
) -> Result<(), Error> {
    run(ctx, Command::Hq { territory }).await
}

/// Active neutrals: at the start of your turn give a card face down to a neutral army.
#[poise::command(slash_command)]
pub async fn bribe(
    ctx: Ctx<'_>,
    #[description = "The neutral army (e.g. Neutral 2)"]
    #[autocomplete = "complete::neutral"]
    neutral: String,
    #[description = "One card from your hand"]
    #[autocomplete = "complete::card"]
    card: String,
) -> Result<(), Error> {
    run(ctx, Command::Bribe { neutral, card }).await
}

/// Active neutrals: before attacking, roll one die of armies onto an ally's territory.
#[poise::command(slash_command)]
pub async fn ally(
    ctx: Ctx<'_>,
    #[description = "A territory of one of your allies"]
    #[autocomplete = "complete::ally_territory"]
    territory: String,
    #[description = "Right after the roll: move this many of its armies to this other territory"]
    #[min = 1]
    troops: Option<u16>,
) -> Result<(), Error> {
    run(ctx, Command::Ally { territory, troops }).await
}

/// Command Room: place an Airfield you have won on one of your territories.
#[poise::command(slash_command)]
pub async fn airfield(
    ctx: Ctx<'_>,
    #[description = "One of your territories"]
    #[autocomplete = "complete::airfield_choice"]
    territory: String,
) -> Result<(), Error> {
    run(ctx, Command::Airfield { territory }).await
}

/// After attacking: take one of the Objectives you achieved this turn, or none.
#[poise::command(slash_command)]
pub async fn objective(
    ctx: Ctx<'_>,
    #[description = "An Objective you achieved this turn; leave out to take none"]
    #[autocomplete = "complete::objective_choice"]
    name: Option<String>,
    #[description = "A card from your hand to discard as you take it (001)"]
    #[autocomplete = "complete::hand_card"]
    discard: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Objective { name, discard }).await
}

/// Place troops on one of your territories (setup armies or reinforcements).
#[poise::command(slash_command)]
pub async fn draft(
    ctx: Ctx<'_>,
    #[description = "Your territory (in a two-player setup round also a neutral's)"]
    #[autocomplete = "complete::draftable"]
    territory: String,
    #[description = "How many troops to place (default: all you have left to place)"]
    #[min = 1]
    troops: Option<u16>,
) -> Result<(), Error> {
    let troops = troops.map_or(Troops::All, Troops::Exactly);
    run(ctx, Command::Draft { territory, troops }).await
}

/// Trade a set of three cards for armies at the start of your turn.
#[poise::command(slash_command)]
pub async fn trade(
    ctx: Ctx<'_>,
    #[description = "A set from your hand, e.g. Brazil, Peru, Wild"]
    #[autocomplete = "complete::sets"]
    cards: String,
    #[description = "Which traded card's territory you occupy gets the +2 (default: the first)"]
    #[autocomplete = "complete::bonus_choice"]
    bonus: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Trade { cards, bonus }).await
}

/// Attack an enemy neighbour: one roll, or blitz until it falls.
#[poise::command(slash_command)]
pub async fn attack(
    ctx: Ctx<'_>,
    #[description = "Your territory to attack from (at least 2 armies)"]
    #[autocomplete = "complete::attack_from"]
    from: String,
    #[description = "An enemy territory next to it"]
    #[autocomplete = "complete::attack_to"]
    to: String,
    #[description = "Attacker dice, 1 to 3 (default: as many as allowed)"]
    #[min = 1]
    #[max = 3]
    dice: Option<u8>,
    #[description = "Keep rolling until the territory falls or you run out"] blitz: Option<bool>,
    #[description = "Blitz, but stop once your territory is down to this many armies"]
    #[min = 1]
    stop_at: Option<u16>,
    #[description = "Experts' Commander: turn one of your dice to a 6, once per turn"]
    commander: Option<bool>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Attack {
            from,
            to,
            dice,
            blitz: blitz.unwrap_or(false),
            stop_at,
            commander: commander.unwrap_or(false),
        },
    )
    .await
}

/// After a conquest: how many troops end up in the conquered territory.
#[poise::command(slash_command, rename = "move")]
pub async fn move_troops(
    ctx: Ctx<'_>,
    #[description = "Troops in the conquered territory: a number (at least the dice rolled), all, or all but N"]
    troops: String,
) -> Result<(), Error> {
    match troops.parse() {
        Ok(troops) => run(ctx, Command::Move { troops }).await,
        Err(e) => ephemeral(ctx, &format!("{e}. Nothing was changed.")).await,
    }
}

/// Move troops between your territories; this ends your turn.
#[poise::command(slash_command)]
pub async fn fortify(
    ctx: Ctx<'_>,
    #[description = "Your territory to move troops from"]
    #[autocomplete = "complete::fortify_from"]
    from: String,
    #[description = "Your territory to move them to"]
    #[autocomplete = "complete::fortify_to"]
    to: String,
    #[description = "How many troops (at least one stays behind)"]
    #[min = 1]
    troops: u16,
) -> Result<(), Error> {
    run(ctx, Command::Fortify { from, to, troops }).await
}

/// End your turn (from the attacks too, unless an Objective is still to choose).
#[poise::command(slash_command)]
pub async fn end(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::End).await
}

/// Post the board; or list a player's or a continent's territories (only you see those).
#[poise::command(slash_command)]
pub async fn board(
    ctx: Ctx<'_>,
    #[description = "List this player's territories with their enemy neighbours: me, or a name"]
    #[autocomplete = "complete::player_or_me"]
    player: Option<String>,
    #[description = "List this continent's territories with holders and armies"]
    #[autocomplete = "complete::continent"]
    continent: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Board { player, continent }).await
}

/// One territory: its holder, armies, continent and neighbours (only you see it).
#[poise::command(slash_command)]
pub async fn territory(
    ctx: Ctx<'_>,
    #[description = "The territory"]
    #[autocomplete = "complete::any_territory"]
    name: String,
) -> Result<(), Error> {
    run(ctx, Command::Territory { name }).await
}

/// Show your cards and the sets you can trade (only you see it).
#[poise::command(slash_command)]
pub async fn hand(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Hand).await
}

/// Your goal: your secret mission or Headquarters (only you see it).
#[poise::command(slash_command)]
pub async fn mission(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Mission).await
}

/// Exact battle odds: numbers, or two territories with their current armies.
#[poise::command(slash_command)]
pub async fn odds(
    ctx: Ctx<'_>,
    #[description = "Armies in the attacking territory (one must stay behind)"]
    #[min = 1]
    attackers: Option<u32>,
    #[description = "Armies defending"]
    #[min = 1]
    defenders: Option<u32>,
    #[description = "Attacking territory (instead of numbers)"]
    #[autocomplete = "complete::any_territory"]
    from: Option<String>,
    #[description = "Defending territory (instead of numbers)"]
    #[autocomplete = "complete::any_territory"]
    to: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Odds {
            attackers,
            defenders,
            from,
            to,
        },
    )
    .await
}

/// The last moves in this channel.
#[poise::command(slash_command)]
pub async fn history(
    ctx: Ctx<'_>,
    #[description = "How many entries (default 10, at most 50)"]
    #[min = 1]
    #[max = 50]
    count: Option<usize>,
) -> Result<(), Error> {
    run(ctx, Command::History { count }).await
}

/// How to play, and what each command does.
#[poise::command(slash_command)]
pub async fn help(
    ctx: Ctx<'_>,
    #[description = "A command to explain, e.g. attack"]
    #[autocomplete = "complete::command_name"]
    command: Option<String>,
) -> Result<(), Error> {
    // Help works anywhere, DMs included.
    let outcome = risk::service::GameService::help(command.as_deref());
    match outcome {
        Ok(text) => ephemeral(ctx, &text).await,
        Err(e) => ephemeral(ctx, &e.to_string()).await,
    }
}

/// Every slash command, for registration.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![
        risk(),
        risk_admin(),
        claim(),
        hq(),
        bribe(),
        ally(),
        airfield(),
        objective(),
        draft(),
        trade(),
        attack(),
        move_troops(),
        fortify(),
        end(),
        undo(),
        board(),
        territory(),
        hand(),
        mission(),
        odds(),
        history(),
        help(),
    ]
}

/// The framework's error hook: friendly words for the player, details in the log.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = %error, "command error");
            crate::metrics::delivery_failed("reply");
            let _ = ephemeral(
                ctx,
                "Sorry, something went wrong on our side; please try again.",
            )
            .await;
        }
        poise::FrameworkError::ArgumentParse { ctx, input, .. } => {
            let msg = format!(
                "I could not read that option{}: check the values and try again.",
                input.map(|i| format!(" ('{i}')")).unwrap_or_default()
            );
            let _ = ephemeral(ctx, &msg).await;
        }
        // poise reports a number outside its option's type (e.g. troops:-3 sent raw) this way,
        // before the command runs: it still gets an answer.
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::debug!(command = %ctx.command().qualified_name, description, "unreadable options");
            let msg = "I could not read one of the options: numbers must be whole and within the \
                       option's range (troops, dice and stop_at at least 1). Nothing was changed.";
            let _ = ephemeral(poise::Context::Application(ctx), msg).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Info {
        name: String,
        description: String,
        params: Vec<(String, String, bool)>,
        parent: bool,
    }

    fn info(name: String, c: &poise::Command<Data, Error>) -> Info {
        Info {
            name,
            description: c.description.clone().unwrap_or_default().to_string(),
            params: c
                .parameters
                .iter()
                .map(|p| {
                    (
                        p.name.to_string(),
                        p.description.clone().unwrap_or_default().to_string(),
                        p.autocomplete_callback.is_some(),
                    )
                })
                .collect(),
            parent: !c.subcommands.is_empty(),
        }
    }

    /// Every slash command as "name" or "parent sub".
    fn all() -> Vec<Info> {
        let mut out = Vec::new();
        for c in commands() {
            for s in &c.subcommands {
                out.push(info(format!("{} {}", c.name, s.name), s));
            }
            out.push(info(c.name.to_string(), &c));
        }
        out
    }

    #[test]
    fn every_command_is_described_lower_case_and_in_help_and_readme() {
        let readme = include_str!("../../README.md");
        for c in all() {
            let name = &c.name;
            assert_eq!(*name, name.to_lowercase());
            let d = &c.description;
            assert!(!d.is_empty() && d.chars().count() <= 100, "/{name}: {d:?}");
            for (p, pd, _) in &c.params {
                assert!(
                    !pd.is_empty() && pd.chars().count() <= 100,
                    "/{name} {p}: {pd:?}"
                );
                assert_eq!(*p, p.to_lowercase());
            }
            if !c.parent {
                assert!(
                    risk::service::help_entry(name).is_some(),
                    "/{name} has no help entry"
                );
                assert!(
                    readme.contains(&format!("`/{name}")),
                    "README does not list /{name}"
                );
            }
        }
    }

    #[test]
    fn territory_options_autocomplete() {
        for c in all() {
            for (p, _, auto) in &c.params {
                if ["territory", "from", "to", "cards", "player"].contains(&p.as_str()) {
                    assert!(auto, "/{} {p} lacks autocomplete", c.name);
                }
            }
        }
    }

    #[test]
    fn help_lists_exactly_the_registered_commands() {
        let names: Vec<String> = all()
            .into_iter()
            .filter(|c| !c.parent)
            .map(|c| c.name)
            .collect();
        for (h, _) in risk::service::HELP {
            assert!(
                names.iter().any(|n| n == h),
                "help entry /{h} has no command"
            );
        }
        assert_eq!(names.len(), risk::service::HELP.len());
    }
}
