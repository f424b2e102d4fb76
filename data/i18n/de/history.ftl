### German: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.

## history/ending.rs

hist-record-digest = Protokoll, wer was getan hat: SHA-256 `{ $record }`.
hist-next-game = Als Nächstes: /{ cmd-risk } { cmd-risk-new } eröffnet hier ein neues Spiel; /{ cmd-risk } { cmd-risk-stats } zeigt die Rangliste.
hist-missions-revealed = **Aufträge enthüllt**
hist-mission-of = · { $name }: { $mission }
