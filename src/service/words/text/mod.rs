//! Words for the channel: events, board summaries, hands and prompts, in public forms only
//! unless a function says it is for one player. One file per kind of text; this one only
//! gathers them, so `text::prompt` names any of them.

mod ai_turn;
mod board;
mod cards;
mod edition;
mod events;
mod fog;
mod goals;
mod phrases;
mod prompt;
mod report;

pub use ai_turn::{ai_turn, AI_TURN_CHARS};
pub use board::{
    armies_by_continent, board, by_continent, continent_view, fog_note, player_view,
    public_summary, summary, territory_view,
};
pub use cards::{card_name, hand, list_cards};
pub use events::events;
pub use goals::{
    colour, goal, mission, mission_progress, nobody_plays, objective, ranked_goal, ranked_mission,
    reward, standings, victory,
};
pub use phrases::{clip, count};
pub use prompt::{
    hidden_placements, placement_call, placing_progress, prompt, public_set_value, trade_offer,
};
pub use report::suffered;
