### English: the Discord adapter's and console's own messages (commands/src).

## Registration: descriptions of the command groups, as Discord shows them (at most 100 characters).
adp-group-risk-desc = Lobby and table: { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } and more.
adp-group-risk-admin-desc = Server admins: table commands for this channel's game, and the server's settings.
# A group of subcommands inside /risk-admin; $group is its path as typed, in the reader's language ("risk-admin map").
adp-group-inner-desc = The /{ $group } commands.
