### Spanish: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.

## history/ending.rs

hist-record-digest = Registro de quién hizo qué: SHA-256 `{ $record }`.
hist-next-game = A continuación: /{ cmd-risk } { cmd-risk-new } abre otra partida aquí; /{ cmd-risk } { cmd-risk-stats } muestra la clasificación.
hist-missions-revealed = **Misiones reveladas**
hist-mission-of = · { $name }: { $mission }
