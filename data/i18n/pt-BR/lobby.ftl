### Brazilian Portuguese: a lobby's status and options, what players type read on the map (words/lobby.rs, words/input.rs, table/options.rs).
### Every key of ../en/lobby.ftl, translated; a key left out falls back to English.
