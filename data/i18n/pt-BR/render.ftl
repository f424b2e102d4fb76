### Brazilian Portuguese: the board picture's legend and alt text (src/render).
### Every key of ../en/render.ftl, translated; a key left out falls back to English.

render-alt-round = Tabuleiro de RISK, rodada { $round }, { $phase }.
render-alt-round-to-move = Tabuleiro de RISK, rodada { $round }, { $phase }; turno de { $name }.
render-alt-setup = Tabuleiro de RISK, preparação, { $phase }.
render-alt-setup-to-move = Tabuleiro de RISK, preparação, { $phase }; turno de { $name }.
render-alt-fog = A névoa de guerra esconde parte do tabuleiro.
render-alt-eliminated = { $name } ({ $colour } { $letter }): eliminado.
render-alt-player = { $name } ({ $colour } { $letter }): { $counts }.
render-alt-player-holds = { $name } ({ $colour } { $letter }): { $counts }, domina { $continents-object }.
render-alt-unclaimed = { $count ->
    [one] { $count } território livre.
   *[other] { $count } territórios livres.
}
render-alt-unseen = { $count ->
    [one] { $count } território escondido pela névoa de guerra.
   *[other] { $count } territórios escondidos pela névoa de guerra.
}
render-alt-last-battle = Última batalha: ataque { $from-from } contra { $to-object }.
render-alt-area-action = A imagem mostra onde aconteceu o último turno: { $names }.
render-alt-area-fronts = { $count ->
    [one] A imagem mostra sua frente: { $names }.
   *[other] A imagem mostra suas frentes, { $count } territórios que fazem fronteira com outros jogadores: { $names }.
}
render-alt-area-mover = A imagem mostra as frentes de { $name }: { $names }.
render-alt-area-region = A imagem mostra estes continentes: { $continents }.
render-alt-area-more = { $count ->
    [one] e mais { $count }
   *[other] e mais { $count }
}

render-territories = { $count ->
    [one] { $count } território
   *[other] { $count } territórios
}
render-armies = { $count ->
    [one] { $count } exército
   *[other] { $count } exércitos
}
render-cards = { $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}
render-territories-unknown = ? territórios
render-armies-unknown = ? exércitos

render-legend-round = Rodada { $round }
render-legend-setup = Preparação
render-legend-to-move = turno de { $name }
render-legend-last-battle = última batalha { $from } → { $to }
render-legend-fog = névoa de guerra
render-legend-eliminated = eliminado
render-legend-holds = domina { $continents-object }

render-phase-claim = escolha dos territórios
render-phase-place-setup = colocação dos exércitos iniciais
render-phase-choose-hq = escolha dos quartéis-generais
render-phase-reinforce = reforços
render-phase-attack = ataque
render-phase-fortify = remanejamento
render-phase-over = fim da partida

render-colour-red = vermelho
render-colour-blue = azul
render-colour-green = verde
render-colour-yellow = amarelo
render-colour-purple = roxo
render-colour-black = preto
render-colour-neutral = neutro

render-player-unnamed = Jogador { $number }

render-chart-territories = Territórios
render-chart-armies = Exércitos
render-chart-round = rodada
render-chart-end = { $letter } { $name }: { $territories ->
    [one] { $territories } território
   *[other] { $territories } territórios
}, { $armies ->
    [one] { $armies } exército
   *[other] { $armies } exércitos
} na rodada { $round }
