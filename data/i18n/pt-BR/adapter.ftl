### Brazilian Portuguese: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated; a key left out falls back to English.

## Registration: descriptions of the command groups, as Discord shows them (at most 100 characters).
adp-group-risk-desc = Sala e mesa: { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } e mais.
adp-group-risk-admin-desc = Admins do servidor: comandos de mesa para a partida deste canal e as configurações do servidor.
adp-group-inner-desc = Os comandos de /{ $group }.
