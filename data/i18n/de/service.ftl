### German: the handlers' and turns' own answers (src/service/handlers, turns, table, values).
### Every key of ../en/service.ftl, translated; a key left out falls back to English.
