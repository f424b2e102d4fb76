### Spanish: the engine's reasons in words, as the service renders them.
### Every key of ../en/engine.ftl, translated; a key left out falls back to English.
