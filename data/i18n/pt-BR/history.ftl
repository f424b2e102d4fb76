### Brazilian Portuguese: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.

## history/ending.rs

hist-record-digest = Registro de quem fez o quê: SHA-256 `{ $record }`.
hist-next-game = A seguir: /{ cmd-risk } { cmd-risk-new } abre outro jogo aqui; /{ cmd-risk } { cmd-risk-stats } mostra a classificação.
hist-missions-revealed = **Missões reveladas**
hist-mission-of = · { $name }: { $mission }
