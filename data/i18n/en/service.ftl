### English: the handlers' and turns' own answers (src/service/handlers, turns, table, values).
