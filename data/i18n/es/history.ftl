### Spanish: a game's end, recap, standings, verification (src/service/history, results).
### Every key of ../en/history.ftl, translated; a key left out falls back to English.
