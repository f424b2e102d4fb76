### English: the board picture's legend and alt text (src/render).

## The board picture's alt text (the attachment's description, at most 1,024 characters in all).
# Its first sentence: $phase is a render-phase-* word; $name the player to move.
render-alt-round = RISK board, round { $round }, { $phase }.
render-alt-round-to-move = RISK board, round { $round }, { $phase }; { $name } to move.
render-alt-setup = RISK board, setup, { $phase }.
render-alt-setup-to-move = RISK board, setup, { $phase }; { $name } to move.
render-alt-fog = The fog of war hides part of the board.
# One player: $colour is a render-colour-* word, $letter the seat letter on their tiles.
render-alt-eliminated = { $name } ({ $colour } { $letter }): eliminated.
# $counts is one to three of render-territories, render-armies, render-cards joined by ", ".
render-alt-player = { $name } ({ $colour } { $letter }): { $counts }.
# $continents: the continents they hold, joined by ", ".
render-alt-player-holds = { $name } ({ $colour } { $letter }): { $counts }, holds { $continents-object }.
render-alt-unclaimed = { $count ->
    [one] { $count } territory unclaimed.
   *[other] { $count } territories unclaimed.
}
render-alt-unseen = { $count ->
    [one] { $count } territory hidden by the fog of war.
   *[other] { $count } territories hidden by the fog of war.
}
render-alt-last-battle = Last battle: { $from } attacked { $to-object }.
# Which part of the board a cropped picture shows (none for the whole board). $names: the
# territories it is centred on, joined by ", " (then a space and render-alt-area-more when
# there are more).
render-alt-area-action = The picture shows where the last turn happened: { $names }.
render-alt-area-fronts = { $count ->
    [one] The picture shows your front: { $names }.
   *[other] The picture shows your fronts, { $count } territories bordering other players: { $names }.
}
# $continents: the continents asked for, joined by ", ".
# A post whose turn named no place: the fronts of $name, the player to move.
render-alt-area-mover = The picture shows the fronts of { $name }: { $names }.
render-alt-area-region = The picture shows { $continents }.
render-alt-area-more = { $count ->
    [one] and { $count } more
   *[other] and { $count } more
}

## Counts, in the alt text and the legend.
render-territories = { $count ->
    [one] { $count } territory
   *[other] { $count } territories
}
render-armies = { $count ->
    [one] { $count } army
   *[other] { $count } armies
}
render-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# Under fog of war: a total the reader does not know.
render-territories-unknown = ? territories
render-armies-unknown = ? armies

## The legend below the map: the heading's parts are joined by " · ".
render-legend-round = Round { $round }
render-legend-setup = Setup
render-legend-to-move = { $name } to move
render-legend-last-battle = last battle { $from } → { $to }
render-legend-fog = fog of war
render-legend-eliminated = eliminated
render-legend-holds = holds { $continents-object }

## The phase of the game, in the alt text and the legend's heading.
render-phase-claim = claiming territories
render-phase-place-setup = placing starting armies
render-phase-choose-hq = choosing Headquarters
render-phase-reinforce = drafting
render-phase-attack = attacking
render-phase-fortify = fortifying
render-phase-over = game over

## The armies' colours as the picture's alt text names them.
render-colour-red = red
render-colour-blue = blue
render-colour-green = green
render-colour-yellow = yellow
render-colour-purple = purple
render-colour-black = black
render-colour-neutral = neutral

# A seat without a name (should not happen): its number.
render-player-unnamed = Player { $number }

## The recap chart after the game: its two panels' titles, the axis, and its alt text.
render-chart-territories = Territories
render-chart-armies = Armies
render-chart-round = round
# One player's end in the chart's alt text (joined by "; ").
render-chart-end = { $letter } { $name }: { $territories ->
    [one] { $territories } territory
   *[other] { $territories } territories
}, { $armies ->
    [one] { $armies } army
   *[other] { $armies } armies
} in round { $round }
