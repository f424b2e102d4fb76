### English: a lobby's status and options, what players type read on the map (words/lobby.rs, words/input.rs, table/options.rs).
