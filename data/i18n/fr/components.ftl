### French: buttons and menus (src/service/words/components).
### Every key of ../en/components.ftl, translated; a key left out falls back to English.

## Boutons et menus sous une invite (libellés ≤ 80 caractères, textes de menu ≤ 100, indications ≤ 150).

cmp-place-my-armies = Placer mes armées
cmp-open-my-turn = Ouvrir mon tour
cmp-claim-placeholder = Revendiquer un territoire…
cmp-choose-placeholder = Choisir…
cmp-blitz-menu-placeholder = Blitz (toutes les armées avancent)…
cmp-attack-from-placeholder = Attaquer depuis… (un lancer ou blitz)
cmp-roll-again = Relancer : { $from } → { $to }
cmp-blitz-again = Blitz { $from } → { $to }
cmp-end-turn = Finir le tour
cmp-move-all = Tout déplacer ({ $count })
cmp-move-minimum = Déplacer le minimum ({ $count })
cmp-move-amount = Déplacer { $count }
cmp-move-placeholder = Déplacer un autre nombre…
cmp-undo = Annuler
cmp-roll-once = Lancer une fois
cmp-blitz = Blitz
cmp-blitz-keeping = Blitz en gardant { $count }
cmp-with-chance = { $label } ({ $chance })
cmp-option-chance = { $label } · { $chance }
cmp-objective-take = Prendre « { $objective } »
cmp-objective-none = Aucun (une conquête rapporte quand même une carte)
cmp-objective-placeholder = Objectif…
cmp-airfield-placeholder = Placer un Aérodrome…
cmp-ally-placeholder = Renforcer un allié…
cmp-bribe = Soudoyer { $name }
cmp-bribe-placeholder = Soudoyer un neutre…
cmp-trade-set = Échanger { $cards } (+{ $bonus })
cmp-place-all-placeholder = { $count ->
    [one] Placer { $count } armée sur…
   *[other] Placer les { $count } armées sur…
}
cmp-place-some-placeholder = En placer une partie sur…
cmp-place-neutral-placeholder = Placer 1 armée neutre sur…
cmp-fortify-placeholder = Manœuvre (toutes sauf une)…
cmp-territory = { $name } ({ $armies })
cmp-territory-unknown = { $name } (armées inconnues)
cmp-pair = { $from } ({ $from_armies }) → { $to } ({ $to_armies })
cmp-pair-unknown = { $from } ({ $from_armies }) → { $to } (armées inconnues)

## Clics relus : réponses et refus pour celui qui clique seulement.

cmp-no-longer-in-use = Ce bouton n’est plus utilisé.
cmp-game-over-here = Ces boutons appartiennent à une partie terminée : /{ cmd-risk } { cmd-risk-status } montre ce qui est en cours.
cmp-no-game = Aucune partie en cours ici.
cmp-not-playing = Vous ne jouez pas dans cette partie ; /{ cmd-board } montre où elle en est.
cmp-not-your-buttons = Ce n’est pas votre tour : ces boutons sont ceux de { $whose }. Rien n’a changé.
cmp-another-player = quelqu’un d’autre
cmp-out-of-date = Ces boutons sont périmés : la partie a avancé. Rien n’a changé. Maintenant : { $prompt }
cmp-not-on-board = Ce choix n’est pas sur le plateau.
cmp-not-a-number = Ce choix n’est pas un nombre.
cmp-waiting-defence = On attend que { $name } choisisse ses dés de défense ; votre tour continue ensuite.
cmp-all-placed = Les armées de départ sont toutes placées et révélées. Maintenant : { $prompt }
cmp-place-amount = Placer { $count }
cmp-how-many-placeholder = Combien ?
cmp-how-many = { $name } ({ $armies } { $armies ->
        [one] armée
       *[other] armées
    }) : combien de vos { $left } armées y placer ?
cmp-how-many-unknown = { $name } (armées inconnues) : combien de vos { $left } armées y placer ?
cmp-no-set = Vous n’avez aucune série de cartes à échanger maintenant. { $prompt }
cmp-which-set = Quelle série ? (vous seul voyez ceci) { $hand }
cmp-attack-placeholder = Attaquer…
cmp-cannot-attack-from = Impossible d’attaquer depuis ce territoire ({ $name }) maintenant. { $prompt }
cmp-attack-which = { $name } ({ $armies } { $armies ->
        [one] armée
       *[other] armées
    }) : quel territoire attaquer ? (le % est la chance de le prendre en blitz)
cmp-cannot-attack = Vous ne pouvez pas attaquer maintenant : { $from } → { $to }. { $prompt }
cmp-attacking-how = { $from } ({ $from_armies }) attaque { $to } ({ $to_armies }) : comment ?
cmp-attacking-how-unknown = { $from } ({ $from_armies }) attaque { $to } (armées inconnues) : comment ?
cmp-objective-gone = Cet Objectif n’est plus disponible.
cmp-give-card = Donner { $card }
cmp-give-placeholder = Quelle carte donner à { $neutral } ?
cmp-cannot-bribe = Vous ne pouvez pas soudoyer { $neutral } maintenant. { $prompt }
cmp-which-card = Quelle carte part face cachée à { $neutral } ? (vous seul voyez ceci)
