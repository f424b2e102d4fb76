### German: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated; a key left out falls back to English.

## Registration: descriptions of the command groups, as Discord shows them (at most 100 characters).
adp-group-risk-desc = Lobby und Tisch: { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } und mehr.
adp-group-risk-admin-desc = Server-Admins: Tischbefehle für das Spiel in diesem Kanal und die Einstellungen des Servers.
adp-group-inner-desc = Die Befehle von /{ $group }.
