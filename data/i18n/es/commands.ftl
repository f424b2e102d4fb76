### Spanish: slash commands' and options' names and descriptions, as registered with Discord.
### Every key of ../en/commands.ftl, translated; a key left out falls back to English.
