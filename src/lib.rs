//! A game master for RISK.
//!
//! # Layout
//! - [`engine`]: the pure rules (map, rules options, game state, actions, events, odds). No I/O,
//!   clock, global RNG, logging or async.
//! - [`maps`]: the boards shipped with the bot and the map file formats map makers use, read and
//!   validated into the engine's [`engine::Map`].
//! - [`ai`]: computer players that choose actions through the engine's queries.
//! - [`sim`]: AI-only games played to the end, with invariant checks.
//! - [`render`]: the board picture (SVG built from a read-only view, rasterised by resvg).
//! - [`i18n`]: the message catalogues (Fluent) and the language in force: every player-facing
//!   text comes from them.
//! - [`service`]: one session per channel, routing `Command`s to the engine, durable storage in
//!   sled (or memory), and Discord-agnostic `Outcome`s. Knows no Discord type.
//!
//! The Discord adapter, console and CLI live in the `risk-discord` crate (`commands/`).

pub mod ai;
pub mod engine;
pub mod i18n;
pub mod maps;
pub mod render;
pub mod service;
pub mod sim;
