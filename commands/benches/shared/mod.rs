//! What the adapter's benches share: one table in the middle of an attack.

use risk::engine::{PlayerId, Position, Start};
use risk::service::{Session, UserKey};

/// Three seats on the classic board, alice to attack, Brazil and North Africa holding 60,000
/// armies each (a long blitz is possible), every other territory 3.
pub fn session() -> Session {
    let game = Position::classic(3, PlayerId(0), Start::Attack, 1, |name| match name {
        "Brazil" | "North Africa" => (PlayerId(u8::from(name == "North Africa")), 60_000),
        other => (PlayerId(other.len() as u8 % 3), 3),
    })
    .build()
    .expect("valid position");
    Session::seated(
        &[
            (UserKey(1), "alice"),
            (UserKey(2), "bob"),
            (UserKey(3), "carol"),
        ],
        game,
    )
}
