### English: the engine's reasons in words, as the service renders them.
