### Spanish: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated; a key left out falls back to English.

## Registration: descriptions of the command groups, as Discord shows them (at most 100 characters).
adp-group-risk-desc = Sala y mesa: { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } y más.
adp-group-risk-admin-desc = Administradores: comandos de mesa para la partida de este canal y ajustes del servidor.
adp-group-inner-desc = Los comandos de /{ $group }.
