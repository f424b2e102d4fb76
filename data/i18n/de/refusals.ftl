### German: why a command is refused (values/refusal.rs, the engine's errors and explanations).
### Every key of ../en/refusals.ftl, translated; a key left out falls back to English.
