### French: the board picture's legend and alt text (src/render).
### Every key of ../en/render.ftl, translated; a key left out falls back to English.

render-alt-round = Plateau de RISK, manche { $round }, { $phase }.
render-alt-round-to-move = Plateau de RISK, manche { $round }, { $phase } ; à { $name } de jouer.
render-alt-setup = Plateau de RISK, mise en place, { $phase }.
render-alt-setup-to-move = Plateau de RISK, mise en place, { $phase } ; à { $name } de jouer.
render-alt-fog = Le brouillard de guerre cache une partie du plateau.
render-alt-eliminated = { $name } ({ $colour } { $letter }) : éliminé.
render-alt-player = { $name } ({ $colour } { $letter }) : { $counts }.
render-alt-player-holds = { $name } ({ $colour } { $letter }) : { $counts }, tient { $continents-object }.
render-alt-unclaimed = { $count ->
    [one] { $count } territoire libre.
   *[other] { $count } territoires libres.
}
render-alt-unseen = { $count ->
    [one] { $count } territoire caché par le brouillard de guerre.
   *[other] { $count } territoires cachés par le brouillard de guerre.
}
render-alt-last-battle = Dernière bataille : { $from-subject } a attaqué { $to-object }.
render-alt-area-action = L’image montre où s’est joué le dernier tour : { $names }.
render-alt-area-fronts = { $count ->
    [one] L’image montre votre front : { $names }.
   *[other] L’image montre vos fronts, { $count } territoires voisins d’autres joueurs : { $names }.
}
render-alt-area-mover = L’image montre les fronts de { $name } : { $names }.
render-alt-area-region = L’image montre ces continents : { $continents }.
render-alt-area-more = { $count ->
    [one] et { $count } autre
   *[other] et { $count } autres
}

render-territories = { $count ->
    [one] { $count } territoire
   *[other] { $count } territoires
}
render-armies = { $count ->
    [one] { $count } armée
   *[other] { $count } armées
}
render-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
render-territories-unknown = ? territoires
render-armies-unknown = ? armées

render-legend-round = Manche { $round }
render-legend-setup = Mise en place
render-legend-to-move = à { $name } de jouer
render-legend-last-battle = dernière bataille { $from } → { $to }
render-legend-fog = brouillard de guerre
render-legend-eliminated = éliminé
render-legend-holds = tient { $continents-object }

render-phase-claim = choix des territoires
render-phase-place-setup = placement des armées de départ
render-phase-choose-hq = choix des quartiers généraux
render-phase-reinforce = renforts
render-phase-attack = attaque
render-phase-fortify = manœuvre
render-phase-over = partie terminée

render-colour-red = rouge
render-colour-blue = bleu
render-colour-green = vert
render-colour-yellow = jaune
render-colour-purple = violet
render-colour-black = noir
render-colour-neutral = neutre

render-player-unnamed = Joueur { $number }

render-chart-territories = Territoires
render-chart-armies = Armées
render-chart-round = manche
render-chart-end = { $letter } { $name } : { $territories ->
    [one] { $territories } territoire
   *[other] { $territories } territoires
}, { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} à la manche { $round }
