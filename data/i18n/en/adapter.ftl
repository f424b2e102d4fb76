### English: the Discord adapter's and console's own messages (commands/src).

## The adapter's own answers, each in its reader's language.
# A late slash command's private "thinking…" becomes this when its answer is posted publicly.
adp-late-note = Done: the answer is posted below.
# An interaction from outside a server (a DM with the bot).
adp-not-in-a-server = RISK games live in server channels: use this command in a channel of a server.
# A command that changed nothing anyone sees.
adp-done = Done.
# The invoker's own direct message could not be sent: $text is that message, shown to them privately.
adp-dm-failed-private = I could not DM you, so here it is privately: { $text }
# In the channel, pinging a player whose direct message could not be sent; $command is what they type to see it ("/hand").
adp-dm-failed = I could not send you a direct message: use { $command } to see it.
# Under a post whose board picture was left out (it took too long to draw, or too many were waiting); $command is what shows the board ("/board").
adp-picture-skipped = (The board picture is left out this time: it took too long to draw. { $command } shows the board.)
# /risk-admin map add with a file too big: $file its name, $bytes its size, $most the limit in KB.
adp-file-too-big = The file { $file } has { $bytes } bytes; a map file may have at most { $most } KB. Nothing was added.
adp-download-failed = I could not download { $file }; attach it again. Nothing was added.
adp-went-wrong = Sorry, something went wrong on our side; please try again.
adp-unreadable-option = I could not read that option: check the values and try again.
# $value is what was given, as typed.
adp-unreadable-option-value = I could not read that option ('{ $value }'): check the values and try again.
adp-option-out-of-range = I could not read one of the options: numbers must be whole and within the option's range ({ opt-troops }, { opt-dice } and { opt-stop-at } at least 1). Nothing was changed.

## The console (risk-bot local): its transcript's marks and its own answers.
# What the channel shows; $text is the post (with "@name " pings before it).
adp-console-channel = [channel] { $text }
adp-console-dm = [DM to { $name }] { $text }
adp-console-only = [only { $name } sees] { $text }
# The alt text of a board picture only $name sees.
adp-console-picture = [picture only { $name } sees] { $text }
# A text file attached for $name; its contents follow on the next lines.
adp-console-file = [file for { $name }: { $file }]
adp-console-error = [error] { $error }
# A player the console has no name for: $id is their number.
adp-console-user = user { $id }
adp-console-resuming-game = Resuming the saved game.
adp-console-resuming-lobby = Resuming the saved lobby: seating the missing players.
# Commands may be typed by their names in the console's language or in English.
adp-console-how = Type commands as `name: /command option:value` (/{ cmd-help } lists them; Ctrl-D quits).
adp-console-not-utf8 = [console] that line is not valid UTF-8 text; ignored.
adp-console-slash = commands start with /, e.g. /board or /attack from:Brazil to:Peru
adp-console-quote = a quote is not closed
# $rest: the words after the command; $command: the command as typed.
adp-console-not-an-option = '{ $rest }' is not an option of /{ $command }: write name:value
adp-console-unreadable-file = { $option }:{ $path } cannot be read ({ $error })
adp-console-file-too-big = { $option }:{ $path } has { $bytes } bytes; a map file may have at most { $most } KB
# A --option of risk-bot local that is not written key=value.
adp-console-not-key-value = '{ $option }' is not key=value (e.g. placement=one-at-a-time)
adp-console-not-lobby = not a lobby option
# A time the console shows (UTC); a deadline already passed, or how far away it is.
adp-console-epoch = { $seconds } s after 1970
adp-console-passed = { $at } (passed)
adp-console-in = { $at } (in { $span })

## Autocomplete choices' labels (what a player picks from; the value sent stays English).
# The choice for oneself in /board player: (the value sent is "me").
adp-complete-me = me
# A wild card, among the cards offered.
adp-complete-wild = Wild
# A set of cards to trade: $cards lists them, $armies is what it is worth.
adp-complete-set = { $cards } → { $armies ->
    [one] { $armies } army
   *[other] { $armies } armies
}
