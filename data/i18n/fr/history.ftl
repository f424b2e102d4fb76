### French: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.

## history/ending.rs

hist-record-digest = Registre de qui a fait quoi : SHA-256 `{ $record }`.
hist-next-game = Ensuite : /{ cmd-risk } { cmd-risk-new } ouvre une autre partie ici ; /{ cmd-risk } { cmd-risk-stats } affiche le classement.
hist-missions-revealed = **Missions révélées**
hist-mission-of = · { $name } : { $mission }
