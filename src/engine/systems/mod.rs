//! The optional rule systems, one module each: its state, its actions, its queries and its
//! hooks. The core calls them at named points of the turn; a system that is off does nothing.

pub mod capital;
pub mod edition;
pub mod experts;
pub mod missions;
pub mod neutrals;
pub mod objectives;
pub mod team;
