### French: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated; a key left out falls back to English.
