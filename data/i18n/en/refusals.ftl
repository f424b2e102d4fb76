### English: why a command is refused (values/refusal.rs, the engine's errors and explanations).
