### English: slash commands' and options' names and descriptions, as registered with Discord.
