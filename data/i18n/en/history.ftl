### English: a game's end, recap, standings, verification (src/service/history, results).

## history/ending.rs: the end post

# $record: a SHA-256 digest in hex.
hist-record-digest = Record of who did what: SHA-256 `{ $record }`.
hist-next-game = Next: /{ cmd-risk } { cmd-risk-new } opens another game here; /{ cmd-risk } { cmd-risk-stats } shows the standings.
hist-missions-revealed = **Missions revealed**
# One player's mission(s) at the end ($mission: the mission's text, or the ranked cards each marked ✅/▫️).
hist-mission-of = · { $name }: { $mission }
