### English: the Discord adapter's and console's own messages (commands/src).
