### English: a game's end, recap, standings, verification (src/service/history, results).
