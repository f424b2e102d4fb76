### Polish: the board picture's legend and alt text (src/render).
### Every key of ../en/render.ftl, translated; a key left out falls back to English.

## The board picture's alt text (the attachment's description, at most 1,024 characters in all).
render-alt-round = Plansza RISK, runda { $round }, { $phase }.
render-alt-round-to-move = Plansza RISK, runda { $round }, { $phase }; ruch: { $name }.
render-alt-setup = Plansza RISK, przygotowanie, { $phase }.
render-alt-setup-to-move = Plansza RISK, przygotowanie, { $phase }; ruch: { $name }.
render-alt-fog = Mgła wojny zakrywa część planszy.
render-alt-eliminated = { $name } ({ $colour } { $letter }): poza grą.
render-alt-player = { $name } ({ $colour } { $letter }): { $counts }.
render-alt-player-holds = { $name } ({ $colour } { $letter }): { $counts }, kontroluje: { $continents }.
render-alt-unclaimed = { $count ->
    [one] { $count } terytorium niezajęte.
    [few] { $count } terytoria niezajęte.
   *[many] { $count } terytoriów niezajętych.
}
render-alt-unseen = { $count ->
    [one] { $count } terytorium ukryte we mgle wojny.
    [few] { $count } terytoria ukryte we mgle wojny.
   *[many] { $count } terytoriów ukrytych we mgle wojny.
}
render-alt-last-battle = Ostatnia bitwa: atak { $from-from } na { $to-object }.
render-alt-area-action = Obraz pokazuje, gdzie rozegrała się ostatnia tura: { $names }.
render-alt-area-fronts = { $count ->
    [one] Obraz pokazuje twój front: { $names }.
    [few] Obraz pokazuje twoje fronty, { $count } terytoria graniczące z innymi graczami: { $names }.
   *[many] Obraz pokazuje twoje fronty, { $count } terytoriów graniczących z innymi graczami: { $names }.
}
render-alt-area-mover = Obraz pokazuje fronty gracza { $name }: { $names }.
render-alt-area-region = Obraz pokazuje kontynenty: { $continents }.
render-alt-area-more = { $count ->
    [one] i jeszcze { $count }
   *[other] i jeszcze { $count }
}

## Counts, in the alt text and the legend.
render-territories = { $count ->
    [one] { $count } terytorium
    [few] { $count } terytoria
   *[many] { $count } terytoriów
}
render-armies = { $count ->
    [one] { $count } armia
    [few] { $count } armie
   *[many] { $count } armii
}
render-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
}
render-territories-unknown = ? terytoriów
render-armies-unknown = ? armii

## The legend below the map: the heading's parts are joined by " · ".
render-legend-round = Runda { $round }
render-legend-setup = Przygotowanie
render-legend-to-move = ruch: { $name }
render-legend-last-battle = ostatnia bitwa { $from } → { $to }
render-legend-fog = mgła wojny
render-legend-eliminated = poza grą
render-legend-holds = kontroluje: { $continents }

## The phase of the game, in the alt text and the legend's heading.
render-phase-claim = zajmowanie terytoriów
render-phase-place-setup = rozmieszczanie armii początkowych
render-phase-choose-hq = wybór kwater głównych
render-phase-reinforce = posiłki
render-phase-attack = atak
render-phase-fortify = przegrupowanie
render-phase-over = koniec gry

## The armies' colours as the picture's alt text names them.
render-colour-red = czerwony
render-colour-blue = niebieski
render-colour-green = zielony
render-colour-yellow = żółty
render-colour-purple = fioletowy
render-colour-black = czarny
render-colour-neutral = neutralny

render-player-unnamed = Gracz { $number }

## The recap chart after the game: its two panels' titles, the axis, and its alt text.
render-chart-territories = Terytoria
render-chart-armies = Armie
render-chart-round = runda
render-chart-end = { $letter } { $name }: { $territories ->
    [one] { $territories } terytorium
    [few] { $territories } terytoria
   *[many] { $territories } terytoriów
}, { $armies ->
    [one] { $armies } armia
    [few] { $armies } armie
   *[many] { $armies } armii
} w rundzie { $round }
