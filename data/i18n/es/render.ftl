### Spanish: the board picture's legend and alt text (src/render).
### Every key of ../en/render.ftl, translated; a key left out falls back to English.

render-alt-round = Tablero de RISK, ronda { $round }, { $phase }.
render-alt-round-to-move = Tablero de RISK, ronda { $round }, { $phase }; le toca a { $name }.
render-alt-setup = Tablero de RISK, preparación, { $phase }.
render-alt-setup-to-move = Tablero de RISK, preparación, { $phase }; le toca a { $name }.
render-alt-fog = La niebla de guerra oculta parte del tablero.
render-alt-eliminated = { $name } ({ $colour } { $letter }): eliminado.
render-alt-player = { $name } ({ $colour } { $letter }): { $counts }.
render-alt-player-holds = { $name } ({ $colour } { $letter }): { $counts }, domina { $continents }.
render-alt-unclaimed = { $count ->
    [one] { $count } territorio libre.
   *[other] { $count } territorios libres.
}
render-alt-unseen = { $count ->
    [one] { $count } territorio oculto por la niebla de guerra.
   *[other] { $count } territorios ocultos por la niebla de guerra.
}
render-alt-last-battle = Última batalla: ataque { $from-from } contra { $to-object }.
render-alt-area-action = La imagen muestra dónde ocurrió el último turno: { $names }.
render-alt-area-fronts = { $count ->
    [one] La imagen muestra tu frente: { $names }.
   *[other] La imagen muestra tus frentes, { $count } territorios que lindan con otros jugadores: { $names }.
}
render-alt-area-mover = La imagen muestra los frentes de { $name }: { $names }.
render-alt-area-region = La imagen muestra estos continentes: { $continents }.
render-alt-area-more = { $count ->
    [one] y { $count } más
   *[other] y { $count } más
}

render-territories = { $count ->
    [one] { $count } territorio
   *[other] { $count } territorios
}
render-armies = { $count ->
    [one] { $count } ejército
   *[other] { $count } ejércitos
}
render-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
render-territories-unknown = ? territorios
render-armies-unknown = ? ejércitos

render-legend-round = Ronda { $round }
render-legend-setup = Preparación
render-legend-to-move = le toca a { $name }
render-legend-last-battle = última batalla { $from } → { $to }
render-legend-fog = niebla de guerra
render-legend-eliminated = eliminado
render-legend-holds = domina { $continents }

render-phase-claim = reparto de territorios
render-phase-place-setup = colocación de ejércitos iniciales
render-phase-choose-hq = elección de cuarteles generales
render-phase-reinforce = refuerzos
render-phase-attack = ataque
render-phase-fortify = movimiento de tropas
render-phase-over = partida terminada

render-colour-red = rojo
render-colour-blue = azul
render-colour-green = verde
render-colour-yellow = amarillo
render-colour-purple = morado
render-colour-black = negro
render-colour-neutral = neutral

render-player-unnamed = Jugador { $number }

render-chart-territories = Territorios
render-chart-armies = Ejércitos
render-chart-round = ronda
render-chart-end = { $letter } { $name }: { $territories ->
    [one] { $territories } territorio
   *[other] { $territories } territorios
}, { $armies ->
    [one] { $armies } ejército
   *[other] { $armies } ejércitos
} en la ronda { $round }
