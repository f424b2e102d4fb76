### Italian: the board picture's legend and alt text (src/render).
### Every key of ../en/render.ftl, translated.

## The board picture's alt text (at most 1,024 characters in all).
render-alt-round = Tabellone di RISK, giro { $round }, { $phase }.
render-alt-round-to-move = Tabellone di RISK, giro { $round }, { $phase }; turno di { $name }.
render-alt-setup = Tabellone di RISK, preparazione, { $phase }.
render-alt-setup-to-move = Tabellone di RISK, preparazione, { $phase }; turno di { $name }.
render-alt-fog = La nebbia di guerra nasconde parte del tabellone.
render-alt-eliminated = { $name } ({ $colour } { $letter }): fuori gioco.
render-alt-player = { $name } ({ $colour } { $letter }): { $counts }.
render-alt-player-holds = { $name } ({ $colour } { $letter }): { $counts }; controlla { $continents-object }.
render-alt-unclaimed = { $count ->
    [one] { $count } territorio non occupato.
   *[other] { $count } territori non occupati.
}
render-alt-unseen = { $count ->
    [one] { $count } territorio nascosto dalla nebbia di guerra.
   *[other] { $count } territori nascosti dalla nebbia di guerra.
}
render-alt-last-battle = Ultima battaglia: { $from-subject } ha attaccato { $to-object }.
render-alt-area-action = L'immagine mostra dove si è giocato l'ultimo turno: { $names }.
render-alt-area-fronts = { $count ->
    [one] L'immagine mostra il tuo fronte: { $names }.
   *[other] L'immagine mostra i tuoi fronti, { $count } territori confinanti con altri giocatori: { $names }.
}
render-alt-area-mover = L'immagine mostra i fronti di { $name }: { $names }.
render-alt-area-region = L'immagine mostra questi continenti: { $continents }.
render-alt-area-more = { $count ->
    [one] e { $count } altro
   *[other] e altri { $count }
}

## Counts, in the alt text and the legend.
render-territories = { $count ->
    [one] { $count } territorio
   *[other] { $count } territori
}
render-armies = { $count ->
    [one] { $count } armata
   *[other] { $count } armate
}
render-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}
render-territories-unknown = ? territori
render-armies-unknown = ? armate

## The legend below the map: the heading's parts are joined by " · ".
render-legend-round = Giro { $round }
render-legend-setup = Preparazione
render-legend-to-move = turno di { $name }
render-legend-last-battle = ultima battaglia { $from } → { $to }
render-legend-fog = nebbia di guerra
render-legend-eliminated = fuori gioco
render-legend-holds = controlla { $continents-object }

## The phase of the game, in the alt text and the legend's heading.
render-phase-claim = occupazione dei territori
render-phase-place-setup = piazzamento delle armate iniziali
render-phase-choose-hq = scelta dei Quartier generali
render-phase-reinforce = rinforzi
render-phase-attack = attacchi
render-phase-fortify = spostamento
render-phase-over = partita finita

## The armies' colours as the picture's alt text names them.
render-colour-red = rosso
render-colour-blue = blu
render-colour-green = verde
render-colour-yellow = giallo
render-colour-purple = viola
render-colour-black = nero
render-colour-neutral = neutrale

render-player-unnamed = Giocatore { $number }

## The recap chart after the game.
render-chart-territories = Territori
render-chart-armies = Armate
render-chart-round = giro
render-chart-end = { $letter } { $name }: { $territories ->
    [one] { $territories } territorio
   *[other] { $territories } territori
}, { $armies ->
    [one] { $armies } armata
   *[other] { $armies } armate
} al giro { $round }
