### German: the board picture's legend and alt text (src/render).
### Every key of ../en/render.ftl, translated; a key left out falls back to English.

render-alt-round = RISK-Spielplan, Runde { $round }, { $phase }.
render-alt-round-to-move = RISK-Spielplan, Runde { $round }, { $phase }; { $name } ist am Zug.
render-alt-setup = RISK-Spielplan, Aufbau, { $phase }.
render-alt-setup-to-move = RISK-Spielplan, Aufbau, { $phase }; { $name } ist am Zug.
render-alt-fog = Der Nebel des Krieges verdeckt einen Teil des Spielplans.
render-alt-eliminated = { $name } ({ $colour } { $letter }): ausgeschieden.
render-alt-player = { $name } ({ $colour } { $letter }): { $counts }.
render-alt-player-holds = { $name } ({ $colour } { $letter }): { $counts }, hält { $continents }.
render-alt-unclaimed = { $count ->
    [one] { $count } Gebiet unbesetzt.
   *[other] { $count } Gebiete unbesetzt.
}
render-alt-unseen = { $count ->
    [one] { $count } Gebiet im Nebel des Krieges verborgen.
   *[other] { $count } Gebiete im Nebel des Krieges verborgen.
}
render-alt-last-battle = Letzte Schlacht: Angriff { $from-from } auf { $to-object }.
render-alt-area-action = Das Bild zeigt, wo der letzte Zug stattfand: { $names }.
render-alt-area-fronts = { $count ->
    [one] Das Bild zeigt deine Front: { $names }.
   *[other] Das Bild zeigt deine Fronten, { $count } Gebiete an der Grenze zu anderen Spielern: { $names }.
}
render-alt-area-mover = Das Bild zeigt die Fronten von { $name }: { $names }.
render-alt-area-region = Das Bild zeigt diese Kontinente: { $continents }.
render-alt-area-more = { $count ->
    [one] und { $count } weiteres
   *[other] und { $count } weitere
}

render-territories = { $count ->
    [one] { $count } Gebiet
   *[other] { $count } Gebiete
}
render-armies = { $count ->
    [one] { $count } Armee
   *[other] { $count } Armeen
}
render-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
render-territories-unknown = ? Gebiete
render-armies-unknown = ? Armeen

render-legend-round = Runde { $round }
render-legend-setup = Aufbau
render-legend-to-move = { $name } ist am Zug
render-legend-last-battle = letzte Schlacht { $from } → { $to }
render-legend-fog = Nebel des Krieges
render-legend-eliminated = ausgeschieden
render-legend-holds = hält { $continents }

render-phase-claim = Gebiete werden gewählt
render-phase-place-setup = Startarmeen werden gesetzt
render-phase-choose-hq = Hauptquartiere werden gewählt
render-phase-reinforce = Verstärkung
render-phase-attack = Angriff
render-phase-fortify = Truppen verschieben
render-phase-over = Spiel vorbei

render-colour-red = rot
render-colour-blue = blau
render-colour-green = grün
render-colour-yellow = gelb
render-colour-purple = violett
render-colour-black = schwarz
render-colour-neutral = neutral

render-player-unnamed = Spieler { $number }

render-chart-territories = Gebiete
render-chart-armies = Armeen
render-chart-round = Runde
render-chart-end = { $letter } { $name }: { $territories ->
    [one] { $territories } Gebiet
   *[other] { $territories } Gebiete
}, { $armies ->
    [one] { $armies } Armee
   *[other] { $armies } Armeen
} in Runde { $round }
