### French: the channel's and players' texts: events, boards, hands, prompts (src/service/words/text, words/picture.rs).
### Every key of ../en/text.ftl, translated; a key left out falls back to English.

## Dés et lancers.

text-dice-vs = { $attacker } contre { $defender }
text-rolls-one = { $last } : attaquant −{ $lost }, défenseur −{ $killed }{ $notes }.
text-rolls-many = { $rolls } lancers, attaquant −{ $lost }, défenseur −{ $killed }{ $notes } ; dernier { $last }.
text-notes = {" "}({ $notes })
text-note-attack-die = dé d'attaque bonus { $face }
text-note-defence-die = dé de défense bonus { $face }
text-note-airfield = Aérodrome +1
text-note-reroll = un { $before } relancé → { $after } avec { $card }
text-note-reroll-defender = un { $before } du défenseur relancé → { $after } avec { $card }
text-note-commander = le Commandant a changé un { $before } en 6

## Une attaque en une ligne.

text-battle = 🎲 { $from } ⚔ { $to } : { $rolls }
text-battle-taken-open = 🎲 { $from } ⚔ { $to } : 🚩 { $player } prend { $to-object } ; { $moved ->
    [one] { $moved } armée y entre
   *[other] { $moved } armées y entrent
}, { $left ->
    [one] { $left } reste { $from-in }
   *[other] { $left } restent { $from-in }
} (/{ cmd-move } jusqu'à { $max }). { $rolls }
text-battle-taken = 🎲 { $from } ⚔ { $to } : 🚩 { $player } prend { $to-object } ; { $moved ->
    [one] { $moved } armée y entre
   *[other] { $moved } armées y entrent
}, { $left ->
    [one] { $left } reste { $from-in }
   *[other] { $left } restent { $from-in }
}. { $rolls }
text-battle-held = 🎲 { $from } ⚔ { $to } : { $holder } tient { $to-object } avec { $defenders ->
    [one] { $defenders } armée
   *[other] { $defenders } armées
} ; { $attackers ->
    [one] { $attackers } reste { $from-in }
   *[other] { $attackers } restent { $from-in }
}. { $rolls }

## Événements.

text-claimed = { $player } revendique { $territory-object }.
text-placed = { $player } place { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} { $territory-in }.
text-dealt = { $player } reçoit { $count ->
    [one] { $count } territoire
   *[other] { $count } territoires
} — { $territories }.
text-setup-complete = Toutes les armées de départ sont placées : la guerre commence.
text-traded = { $player } échange { $cards } contre { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}.
text-traded-bonus = { $player } échange { $cards } contre { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} (+{ $bonus } { $territory-in }).
text-conquered-open = 🚩 { $player } conquiert { $territory-object } ({ $moved ->
    [one] { $moved } armée y entre
   *[other] { $moved } armées y entrent
} ; /{ cmd-move } jusqu'à { $max }).
text-conquered = 🚩 { $player } conquiert { $territory-object } ({ $moved ->
    [one] { $moved } armée y entre
   *[other] { $moved } armées y entrent
}).
text-occupied = { $armies ->
    [one] { $armies } armée tient désormais { $territory-object }.
   *[other] { $armies } armées tiennent désormais { $territory-object }.
}
text-eliminated = ☠ { $player } est éliminé par { $by }, qui prend { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}.
text-card-drawn = { $player } pioche une carte.
text-deck-reshuffled = Les cartes échangées sont mélangées en une nouvelle pioche.
text-fortified = Manœuvre : { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} { $from-from } { $to-to }.
text-game-over = 🏆 { $player } remporte la partie !
text-game-ended = 🏁 Plus personne ne joue ici, et aucune place encore en jeu ne mène seule le classement : la partie se termine sans vainqueur.
text-missions-dealt = Les missions secrètes sont distribuées : chacun a reçu la sienne en message privé (/{ cmd-mission }).
text-mission-completed = 🎯 { $player } a accompli sa mission secrète : { $mission }
text-hq-chosen = { $player } a choisi un quartier général.
text-bribed = 💰 { $player } donne une carte à { $neutral } ({ $held } en main) : { $status }.
text-status-rolled = 🎲 Dé de statut pour { $neutral } : { $roll } → { $status }.
text-status-allied = allié de { $player }
text-status-uninvolved = non impliqué
text-ally-reinforced = { $player } renforce son allié { $ally } de { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} { $territory-in }.
text-ally-divided = { $armies ->
    [one] { $armies } des nouvelles armées de { $ally } passe
   *[other] { $armies } des nouvelles armées de { $ally } passent
} { $from-from } { $to-to }.
text-hand-passed = { $from } passe { $cards ->
    [one] la carte
   *[other] les { $cards } cartes
} de l'équipe à { $to }.
text-reward-gained = 🎁 { $player } obtient la Récompense : { $reward }.
text-airfield-placed = 🛩 { $player } installe un Aérodrome { $territory-in }.
text-airfield-placed-auto = 🛩 { $player } installe un Aérodrome { $territory-in } (pas placé à temps : il va sur son territoire le plus fort).
text-airfield-destroyed = 🛩 L'Aérodrome de { $player } { $territory-in } est détruit.
text-capital-placed = 🏛 { $player } établit sa capitale { $territory-in }.
text-objective-collected = 🎖 { $player } remporte l'Objectif « { $objective } » ({ $held ->
    [one] { $held } obtenu
   *[other] { $held } obtenus
} ; pas de carte ce tour).
text-objective-declined = { $player } ne prend aucun Objectif ce tour.
text-card-discarded = { $player } défausse la carte { $card }.
text-objectives-taken = { $player } prend { $count ->
    [one] { $count } Objectif
   *[other] { $count } Objectifs
} à { $from }.
text-stars-traded = { $player } échange { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} totalisant { $stars ->
    [one] { $stars } étoile
   *[other] { $stars } étoiles
} contre { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}.
text-mission-claimed = 🎖 { $player } montre une mission accomplie et la revendique — { $mission }
text-mission-revealed = 📜 { $player } a revendiqué trois missions ; sa dernière est révélée — { $mission }
text-hqs-revealed = 🏰 Quartiers généraux révélés : { $list }.
text-hq-of = { $player } — { $territory }
text-hq-captured = 🏰 { $player } s'empare du quartier général de { $from } { $territory-in } et prend sa carte.
text-armies-lost = { $player } perd { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} : chaque territoire a atteint le maximum permis.
text-placed-on = { $territory } +{ $armies }
text-placed-by = { $player } : { $placed }
text-placements-revealed = Tout le monde a placé ses armées ; les armées de départ sont révélées : { $placed }.

## Le tour d'une IA en bref.

text-ai-plays-turn = joue un tour.
text-ai-traded = { $player } échange une série contre { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}.
text-ai-traded-bonus = { $player } échange une série contre { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} (+{ $bonus } { $territory-in }).
text-run = { $player } { $parts }.
text-run-nobody = { $parts }.
text-run-places = place { $armies }
text-run-rolls = { $rolls ->
    [one] { $rolls } lancer
   *[other] { $rolls } lancers
}, { $lost ->
    [one] { $lost } armée perdue
   *[other] { $lost } armées perdues
}, { $killed ->
    [one] { $killed } détruite
   *[other] { $killed } détruites
}
text-run-conquers = conquiert { $territories-object }
text-run-conquers-many = conquiert { $count } territoires, { $first-from } { $last-to }

## Événements sous le brouillard de guerre.

text-fog-claimed = { $player } revendique un territoire.
text-fog-placed = { $player } place des armées.
text-fog-dealt = { $player } reçoit { $count ->
    [one] { $count } territoire
   *[other] { $count } territoires
}.
text-fog-traded = { $player } échange { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} contre { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}.
text-fog-traded-bonus = { $player } échange { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} contre { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} (+{ $bonus } { $territory-in }).
text-fog-conquered = 🚩 { $player } conquiert { $territory-object }.
text-fog-ally-reinforced = { $player } renforce son allié { $ally }.
text-fog-airfield-placed = 🛩 { $player } installe un Aérodrome.
text-fog-airfield-destroyed = 🛩 Un Aérodrome de { $player } est détruit.
text-fog-capital-placed = 🏛 { $player } établit sa capitale.
text-fog-hq-captured = 🏰 { $player } s'empare du quartier général de { $from } et prend sa carte.
text-fog-hq-unseen = { $player } — là où vous ne voyez pas
text-fog-placements-unseen = Tout le monde a placé ses armées de départ : la guerre commence (/{ cmd-board } montre ce que vous voyez).
text-fog-placements-seen = Tout le monde a placé ses armées ; les armées de départ que vous voyez : { $placed }.
text-fog-taken = 🚩 { $player } prend { $territory-object } à { $holder }.
text-fog-taken-moved = 🚩 { $player } prend { $territory-object } à { $holder } ; { $moved ->
    [one] { $moved } armée y entre
   *[other] { $moved } armées y entrent
}.
text-fog-taken-from = 🚩 { $player } prend { $territory-object } à { $holder } en attaquant { $from-from }.
text-fog-taken-moved-from = 🚩 { $player } prend { $territory-object } à { $holder } en attaquant { $from-from } ; { $moved ->
    [one] { $moved } armée y entre
   *[other] { $moved } armées y entrent
}.
text-fog-held = 🎲 { $from } ⚔ { $to } : { $holder } tient { $to-object }.
text-fog-held-defenders = 🎲 { $from } ⚔ { $to } : { $holder } tient { $to-object } avec { $defenders ->
    [one] { $defenders } armée
   *[other] { $defenders } armées
}.
text-fog-held-attackers = 🎲 { $from } ⚔ { $to } : { $holder } tient { $to-object } ; { $attackers ->
    [one] { $attackers } reste { $attacked_from-in }
   *[other] { $attackers } restent { $attacked_from-in }
}.
text-fog-held-both = 🎲 { $from } ⚔ { $to } : { $holder } tient { $to-object } avec { $defenders ->
    [one] { $defenders } armée
   *[other] { $defenders } armées
} ; { $attackers ->
    [one] { $attackers } reste { $attacked_from-in }
   *[other] { $attackers } restent { $attacked_from-in }
}.
text-fog-unseen-territory = un territoire que vous ne voyez pas
text-suffered = ⚔ Ce qui est arrivé à vos territoires :

## Le plateau en mots.

text-fog-note-watcher-light = 🌫️ Votre vue du plateau sous le brouillard de guerre ({ $level }) : comme vous ne jouez pas, vous voyez ce que tout le monde voit : qui tient chaque territoire, mais aucune armée.
text-fog-note-watcher = 🌫️ Votre vue du plateau sous le brouillard de guerre ({ $level }) : comme vous ne jouez pas, vous voyez ce que tout le monde voit : ni qui tient les territoires, ni leurs armées.
text-fog-note-light = 🌫️ Votre vue du plateau sous le brouillard de guerre ({ $level }), que vous seul voyez : qui tient chaque territoire, et les armées sur les vôtres et sur leurs voisins.
text-fog-note-dark = 🌫️ Votre vue du plateau sous le brouillard de guerre ({ $level }), que vous seul voyez : les armées sur vos territoires et qui tient leurs voisins ; rien d'autre.
text-fog-note-standard = 🌫️ Votre vue du plateau sous le brouillard de guerre ({ $level }), que vous seul voyez : vos territoires et leurs voisins ; rien d'autre.
text-board-continents-fogged = **Continents** : le brouillard de guerre cache qui tient les { $count } territoires.
text-board-continents = **Continents** (territoires tenus par chacun · armées au total)
text-board-continent = { $continent } (+{ $bonus }) : { $holders }{ $armies }
text-board-held-by = tenu par { $player }
text-board-holds = { $player } { $count }
text-board-free = { $count ->
    [one] { $count } libre
   *[other] { $count } libres
}
text-board-unseen = { $count ->
    [one] { $count } invisible
   *[other] { $count } invisibles
}
text-board-armies-in-all = {" "}· { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}
text-board-players = **Joueurs**
text-board-eliminated = ~~{ $player } ({ $colour })~~ éliminé
text-board-player = { $player } ({ $colour }) : { $counts }{ $missions }
text-board-player-holds = { $player } ({ $colour }) : { $counts }, tient { $continents-object }{ $missions }
text-board-territories = { $count ->
    [one] { $count } territoire
   *[other] { $count } territoires
}
text-board-armies = { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}
text-board-armies-to-place = { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} ({ $left } encore à placer)
text-board-to-place = { $left } encore à placer
text-board-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
text-board-missions = , missions { $claimed }/4
text-board-missions-last = , missions { $claimed }/4 (dernière : { $last })
text-board-hq = { $owner } { $territory } ({ $holder })
text-board-hqs = **Quartiers généraux** (propriétaire, territoire, tenu par) : { $hqs }
text-board-teams = **Équipes** : A — { $a } ; B — { $b }
text-board-units = { $player } { $armies }
text-board-shared = { $territory } ({ $units } ; contrôlé par { $player })
text-board-shared-nobody = { $territory } ({ $units } ; contrôlé par personne)
text-board-shared-line = **Partagés** : { $territories }
text-board-neutral = { $neutral } { $status } ({ $cards ->
    [one] { $cards } carte de corruption
   *[other] { $cards } cartes de corruption
})
text-board-neutrals = **Neutres** : { $neutrals }
text-in-continent = { $continent } : { $territories }
text-territory-armies = { $territory } { $armies }
text-territory-enemies = { $territory } { $armies } — voisin de { $enemies }
text-neighbour = { $territory } ({ $held })
text-territory-held = { $territory } — { $held }
text-held = { $player }, { $armies }
text-free = libre
text-unseen = invisible
text-none = aucun
text-player-holds = **{ $player }** tient { $count ->
    [one] { $count } territoire
   *[other] { $count } territoires
}.
text-player-holds-armies = **{ $player }** tient { $count ->
    [one] { $count } territoire
   *[other] { $count } territoires
} avec { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}.
text-player-fogged = **{ $player }** : le brouillard de guerre cache le reste ; vous voyez { $count ->
    [one] { $count } de ses territoires
   *[other] { $count } de ses territoires
}.
text-player-fogged-armies = **{ $player }** : le brouillard de guerre cache le reste ; vous voyez { $count ->
    [one] { $count } de ses territoires
   *[other] { $count } de ses territoires
}, avec { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}.
text-player-continent-all = **{ $continent }**, en entier (+{ $bonus })
text-player-continent-part = **{ $continent }**, { $held } sur { $count }
text-continent = **{ $continent }** (+{ $bonus }, { $count ->
    [one] { $count } territoire
   *[other] { $count } territoires
})
text-continent-held = **{ $continent }** (+{ $bonus }, { $count ->
    [one] { $count } territoire
   *[other] { $count } territoires
}) : tous tenus par { $player }
text-territory-unseen = **{ $territory }** ({ $continent }) : vous ne voyez pas { $territory-object } ; le brouillard de guerre cache qui le tient et ses armées.
text-territory-owner = **{ $territory }** ({ $continent }) : tenu par { $player } ; le brouillard de guerre cache ses armées.
text-territory-all = **{ $territory }** ({ $continent }) : tenu par { $player } avec { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}.
text-territory-free = **{ $territory }** ({ $continent }) : libre, personne ne l'a encore revendiqué.
text-neighbours = Voisins :
text-city = { $territory } ({ $holder })
text-cities = **Villes** : { $cities }
text-capital = { $player } — { $territory } (tenue par { $holder })
text-capitals = **Capitales** : { $capitals }
text-objectives-win = victoire avec { $needed } Objectifs et votre capitale
text-objectives-rewards-only = Récompenses seulement ; victoire en conquérant le monde
text-objective-reward = { $objective } [{ $reward }]
text-objectives-held = { $player } { $count }
text-rewards-held = { $player } { $rewards }
text-rewards = **Récompenses** : { $rewards }
text-airfield = { $territory } ({ $player })
text-airfield-unseen = { $territory } (invisible)
text-airfields = **Aérodromes** : { $airfields }
text-objectives = **Objectifs** ({ $needed }) : sur le plateau { $open } ; obtenus : { $held }
text-deadline = Échéance : { $when }.

## Cartes.

text-hand-empty = Vous n'avez aucune carte.
text-hand = Vos cartes : { $cards }.
text-hand-sets-now = Séries échangeables maintenant ({ $worth }) : { $sets }.
text-hand-sets-held = Séries en main, à échanger au début d'un tour ({ $worth }) : { $sets }.
text-hand-sets-more = { $sets } et { $more } de plus (/{ cmd-trade } les liste toutes)
text-hand-no-set = Pas encore de série à échanger.
text-card = { $territory } ({ $design })
text-card-stars = { $territory } ({ $stars })
text-card-wild = Joker
text-design-infantry = Infanterie
text-design-cavalry = Cavalerie
text-design-artillery = Artillerie
text-next-set = prochaine série : { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}
text-next-set-stars = cartes étoiles : échangez 2 à 10 étoiles (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30)
text-next-set-by-design = séries : 3 Infanteries 4, 3 Cavaleries 6, 3 Artilleries 8, une de chaque 10
text-next-set-line = Prochaine série : { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}.
text-next-set-stars-line = Cartes étoiles : échangez 2 à 10 étoiles (2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30).
text-next-set-by-design-line = Séries : 3 Infanteries 4, 3 Cavaleries 6, 3 Artilleries 8, une de chaque 10.

## À qui le tour.

text-placing-done = ✅ { $players } { $count ->
    [one] a placé toutes ses armées de départ
   *[other] ont placé toutes leurs armées de départ
} (cachées jusqu'à ce que tout le monde ait fini) ; on attend { $waiting }.
text-hidden-all-placed = Toutes vos armées de départ sont placées.
text-hidden-all-placed-mine = Toutes vos armées de départ sont placées (vous seul le voyez jusqu'à ce que tout le monde ait fini) : { $placed }.
text-hidden-nothing-to-place = Vous n'avez aucune armée de départ à placer ; on attend { $waiting }.
text-hidden-all-placed-waiting = Toutes vos armées de départ sont placées (vous seul le voyez jusqu'à ce que tout le monde ait fini) : { $placed } ; on attend { $waiting }.
text-hidden-nothing-yet = Vous n'avez encore rien placé : { $left } à placer (/{ cmd-draft } { opt-territory } les place toutes sur ce territoire).
text-hidden-so-far = Placé jusqu'ici (vous seul le voyez jusqu'à ce que tout le monde ait fini) : { $placed }. Encore { $left } à placer (/{ cmd-draft } { opt-territory } les place toutes sur ce territoire).
text-prompt-away = Vous êtes marqué absent après des tours manqués : /{ cmd-risk } { cmd-risk-return } vous rend votre place ; sinon, l'IA jouera ce tour à l'échéance.
text-prompt-fogged = { $player }, à vous de jouer (brouillard de guerre : « { cmp-open-my-turn } » ou /{ cmd-board } vous le montre, à vous seul).
text-prompt-fogged-round = { $player }, manche { $round } : à vous de jouer (brouillard de guerre : « { cmp-open-my-turn } » ou /{ cmd-board } vous le montre, à vous seul).
text-to-place = { $player } { $left }
text-prompt-simultaneous = Tout le monde place maintenant ses armées de départ, en même temps et en secret (/{ cmd-draft } { opt-territory } y met tout ce qu'il vous reste ; /{ cmd-draft } { opt-territory } { opt-troops } une partie seulement ; /{ cmd-board } { opt-player }:me liste vos territoires). Elles sont révélées ensemble quand tout le monde a fini ; à l'échéance, le reste va aux frontières. À placer : { $left }.
text-prompt-still-placing = Encore en train de placer : { $left }.
text-prompt-over = La partie est terminée : { $player } a gagné. /{ cmd-risk } { cmd-risk-new } ouvre la suivante.
text-prompt-over-no-winner = La partie est terminée sans vainqueur : plus personne ne jouait. /{ cmd-risk } { cmd-risk-new } ouvre la suivante.
text-prompt = { $player }, { $what }.
text-prompt-round = { $player }, manche { $round } : { $what }.
text-prompt-free = { $free } territoires sur { $count } sont libres (/{ cmd-board } montre combien par continent, /{ cmd-board } { opt-continent }:NOM lesquels)
text-prompt-first-turn = /{ cmd-board } { opt-player }:me liste vos territoires et leurs voisins ennemis
text-prompt-set-worth = une série de cartes, si vous en avez une, rapporte { $armies } (/{ cmd-trade })
text-prompt-set = une série de cartes, si vous en avez une, peut être échangée (/{ cmd-trade })
text-prompt-objectives = vous pouvez d'abord prendre un Objectif atteint ce tour : { $objectives } (/{ cmd-objective } { opt-name }, ou /{ cmd-objective } seul pour n'en prendre aucun ; manœuvrer ou /{ cmd-end } prend le premier)
text-quoted = « { $text } »
text-trade-offer = Échanger des cartes
text-trade-offer-worth = Échanger des cartes (+{ $armies })

## Objectifs : missions, quartiers généraux, Objectifs.

text-goal-mission = Votre mission secrète : { $mission }
    Progression : { $progress }
text-goal-objectives = Votre but : { $needed } Objectifs (vous en avez { $held }) en tenant votre capitale ({ $capital }) à la fin de votre tour.
text-goal-objectives-no-capital = Votre but : { $needed } Objectifs (vous en avez { $held }) en tenant votre capitale (pas encore placée) à la fin de votre tour.
text-goal-hqs-some = { $count ->
    [one] tenir { $count } autre quartier général
   *[other] tenir { $count } autres quartiers généraux
}
text-goal-hqs-all = tenir tous les autres quartiers généraux
text-goal-hq-chosen = Votre quartier général : { $territory } (secret jusqu'à ce que tout le monde ait choisi). But : { $goal } en tenant le vôtre.
text-goal-hq-to-choose = Choisissez votre quartier général avec /{ cmd-hq } quand ce sera votre tour. But : { $goal } en tenant le vôtre.
text-goal-hq = { $territory } de { $owner } (tenu par { $holder })
text-goal-hq-unseen = { $territory } de { $owner } (détenteur invisible)
text-goal-hqs = But : { $goal } en tenant le vôtre. Quartiers généraux : { $hqs }.
text-goal-world = Votre but : tenir les 42 territoires.
text-ranked-goal = Vos missions (une revendication par tour, au moment indiqué par la carte ; victoire avec les quatre) :
text-ranked-progress = Progression : { $progress }
text-progress-destroy-fogged = { $player } ({ $colour }) est encore en jeu ; le brouillard de guerre cache ce qu'il tient
text-mission-continents = Conquérir { $continents-object }.
text-mission-continents-third = Conquérir { $continents-object } et un troisième continent de votre choix.
text-mission-territories = Occuper { $count } territoires.
text-mission-territories-armies = Occuper { $count } territoires avec au moins { $armies } armées sur chacun.
text-mission-destroy = Détruire toutes les armées { $colour ->
    [red] rouges
    [blue] bleues
    [green] vertes
    [yellow] jaunes
    [purple] violettes
    [black] noires
   *[other] { $colour }
} (si ce sont les vôtres, ou si elles ne sont pas en jeu, occuper { $count } territoires à la place).
text-mission-islands = Contrôler { $count } îles (territoires reliés aux autres seulement par des routes maritimes : { $islands }).
text-mission-any-continents = Contrôler { $count } continents de votre choix.
text-mission-every-continent = Occuper au moins un territoire sur chaque continent.
text-mission-fortress = Avoir { $armies } armées ou plus sur un même territoire.
text-mission-conquests = Conquérir { $count } territoires en un tour.
text-ranked-after-reinforcements = { $rank } : { $goal } (à jouer après avoir reçu vos renforts).
text-ranked-end-of-turn = { $rank } : { $goal } (à jouer à la fin de votre tour).
text-rank-general = Général
text-rank-major = Major
text-rank-colonel = Colonel
text-rank-captain = Capitaine
text-objective-cities = Contrôler { $count } villes
text-objective-continent = Contrôler { $continent-object }
text-objective-enemy-capital = Contrôler une capitale ennemie
text-objective-enemy-capitals = Contrôler { $count } capitales ennemies
text-objective-take-cities = Prendre { $count } villes en un tour
text-objective-take-territories = Prendre { $count } territoires en un tour
text-objective-territories = Contrôler { $count } territoires
text-objective-continents = Contrôler { $count } continents entiers
text-objective-take-continent = Prendre un continent entier en un tour
text-reward-airfield = Aérodrome
text-reward-additional-maneuver = Manœuvre supplémentaire
text-reward-guaranteed-card = Carte garantie
text-reward-starting-maneuver = Manœuvre de départ
text-reward-attack-die = Dé d'attaque
text-reward-defense-die = Dé de défense
text-reward-two-troops = 2 armées
text-colour-red = rouge
text-colour-blue = bleu
text-colour-green = vert
text-colour-yellow = jaune
text-colour-purple = violet
text-colour-black = noir

## La fin d'une table où plus personne ne joue.

text-standings = **Classement**
text-standing = { $rank }. { $player } : { $territories ->
    [one] { $territories } territoire
   *[other] { $territories } territoires
}, { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}
text-standings-eliminated = Éliminés : { $players }
text-gone-surrendered = { $players } { $count ->
    [one] a abandonné
   *[other] ont abandonné
}
text-gone-removed = { $players } { $count ->
    [one] a été retiré
   *[other] ont été retirés
}
text-gone-eliminated = { $players } { $count ->
    [one] a été éliminé
   *[other] ont été éliminés
}
text-gone-away = { $players } { $count ->
    [one] n'est pas revenu
   *[other] ne sont pas revenus
}
text-nobody-plays = 🏁 Plus personne ne joue ici : { $what }.
text-nobody-plays-no-winner = La partie se termine sans vainqueur.
text-nobody-plays-ranked = Les places encore en jeu ne continuent pas seules : elles sont classées par territoires, puis par armées.
text-nobody-plays-tie = { $players } sont à égalité en tête : la partie se termine sans vainqueur.

## Progression d'une mission.

text-progress = { $figures }.
text-progress-done = { $figures } — accomplie.
text-progress-continent = { $continent } : { $held } { $held ->
    [one] territoire
   *[other] territoires
} sur { $count }
text-progress-no-third = pas encore de troisième continent tenu
text-progress-third = troisième continent tenu : { $continents }
text-progress-territories = vous tenez { $held } { $held ->
    [one] territoire
   *[other] territoires
} sur { $count }
text-progress-territories-armies = { $held } { $held ->
    [one] territoire sur { $count } a
   *[other] territoires sur { $count } ont
} au moins { $armies } armées
text-progress-not-in-game = aucune armée { $colour ->
    [red] rouge
    [blue] bleue
    [green] verte
    [yellow] jaune
    [purple] violette
    [black] noire
   *[other] { $colour }
} n'est en jeu
text-progress-destroyed-by-you = vous avez détruit les armées { $colour ->
    [red] rouges
    [blue] bleues
    [green] vertes
    [yellow] jaunes
    [purple] violettes
    [black] noires
   *[other] { $colour }
}
text-progress-destroyed-by-other = les armées { $colour ->
    [red] rouges
    [blue] bleues
    [green] vertes
    [yellow] jaunes
    [purple] violettes
    [black] noires
   *[other] { $colour }
} ont été détruites par un autre joueur
text-progress-destroyed-instead = un autre joueur a détruit les armées { $colour ->
    [red] rouges
    [blue] bleues
    [green] vertes
    [yellow] jaunes
    [purple] violettes
    [black] noires
   *[other] { $colour }
} : tenez { $count } territoires à la place (vous en tenez { $held })
text-progress-still-holds = { $player } ({ $colour }) tient encore { $territories ->
    [one] { $territories } territoire
   *[other] { $territories } territoires
} avec { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}
text-progress-islands = vous tenez { $held } { $held ->
    [one] île
   *[other] îles
} sur { $count }
text-progress-any-continents = vous tenez { $held } { $held ->
    [one] continent
   *[other] continents
} sur { $count }
text-progress-any-continents-held = vous tenez { $held } { $held ->
    [one] continent
   *[other] continents
} sur { $count } ({ $continents })
text-progress-every-continent = un territoire sur chacun des { $count } continents
text-progress-every-continent-missing = un territoire sur { $held } des { $count } continents ; encore aucun { $continents-in }
text-progress-fortress = votre plus grande armée compte { $largest } { $largest ->
    [one] armée
   *[other] armées
} { $territory-in } (sur { $armies } nécessaires)
text-progress-fortress-none = vous ne tenez aucun territoire ({ $armies } armées nécessaires)
text-progress-conquests = { $conquests } { $conquests ->
    [one] conquête
   *[other] conquêtes
} sur { $count } ce tour
text-progress-conquests-later = compté pendant votre tour : { $count } conquêtes en un tour
