### English: the web view (commands/src/web): its pages, refusals and the buttons that link to it.

## The link buttons under posts (at most 80 characters).
web-view-button = View in browser
web-own-view-button = My view in browser

## A game's page.
# $number: the game's number in its channel.
web-title = RISK game { $number }
web-skip = Skip to the text view
web-board = Board
web-board-hint = The board: zoom with the mouse wheel, a pinch or the + and − keys; move it by dragging or with the arrow keys; 0 shows it whole. Point at or tap a territory to read it.
web-zoom-in = Zoom in
web-zoom-out = Zoom out
web-zoom-fit = Whole board
web-holder = Holder
web-armies = Armies
web-neighbours = Neighbours
web-unseen = unseen
web-unclaimed = unclaimed
web-unknown = ?
web-your-secrets = Your hand and mission (only you see this page)

## The replay and the chart.
web-replay = Replay
web-replay-hidden = Under fog of war the replay opens when the game ends: until then its moves stay hidden.
web-replay-first = Start
web-replay-prev-turn = Previous turn
web-replay-prev = Back
web-replay-play = Play
web-replay-pause = Pause
web-replay-next = Forward
web-replay-next-turn = Next turn
web-replay-now = As it stands
# $entry: the log entry's number (as /history shows it); $round: the round.
web-replay-position = Move #{ $entry }, round { $round }
web-chart = Territories and armies by round
web-chart-alt = A chart of each player's territories and armies at the end of every round.
web-chart-title = Game { $number }: territories and armies by round

## The text view (for screen readers, and without the script).
web-text-view = The board in words
web-col-player = Player
web-col-territories = Territories
web-col-armies = Armies
web-col-cards = Cards
web-col-continents = Continents held
web-col-territory = Territory
web-col-continent = Continent
web-col-holder = Holder
web-col-neighbours = Neighbours

## Refusals, each a page of its own.
web-not-found-title = Not found
web-not-found = There is no game at this address. Check that the link is the one the bot posted, whole.
web-gone-title = This game is over
web-gone = A new game has started in this game's channel since, and this page is gone. The bot's posts in the channel link to the new one.
web-forbidden-title = Not your page
web-forbidden = This page is a player's own view. It opens only from the link the bot gives that player privately.
web-too-many-title = Too many requests
web-too-many = Too many requests came from your address just now. Wait a few seconds and load the page again.
web-bad-request-title = Request refused
web-bad-request = This page takes only plain requests to read it (GET), without a body, and a short address.

## Private links to a player's own view.
web-link-bad-title = Not a link from the bot
web-link-bad = This link was not made by the bot, or it was changed. Open the link the bot gave you, whole.
web-link-used-title = This link has been used
web-link-used = A private link opens your view once, for a few minutes. Ask the bot for a new one: the button under your private board.
web-link-open-title = Your view
web-link-open = Opening your own view of the game…
web-open-own-view = Open my view
