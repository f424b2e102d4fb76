### French: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated; a key left out falls back to English.

## Registration: descriptions of the command groups, as Discord shows them (at most 100 characters).
adp-group-risk-desc = Salon et table : { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender }, etc.
adp-group-risk-admin-desc = Admins du serveur : commandes de table pour la partie de ce salon, et réglages du serveur.
adp-group-inner-desc = Les commandes de /{ $group }.
