### French: the engine's reasons in words, as the service renders them.
### Every key of ../en/engine.ftl, translated; a key left out falls back to English.

## engine/explain.rs

eng-another-player = un autre joueur
eng-whose-turn = C’est au tour de { $name }.
eng-how-yours = /{ cmd-board } { opt-player }:me les liste
eng-how-neighbours = /{ cmd-territory } montre les voisins d’un territoire
eng-how-free = /{ cmd-board } { opt-continent }:NOM montre lesquels, continent par continent
eng-how-ally = /{ cmd-board } { opt-player } les liste
eng-many-territories = { $count } territoires ({ $how })
eng-none = aucun
eng-quoted = « { $text } »
eng-or = { $first } ou { $second }
eng-and = { $first } et { $second }
eng-range-exactly = exactement { $count }
eng-range = { $min } à { $max }
eng-game-over-won = La partie est terminée : { $name } a gagné.
eng-game-ended = La partie est terminée, sans vainqueur.
eng-not-a-player = Vous ne jouez pas dans cette partie.
eng-not-your-turn = C’est au tour de { $name }, qui doit { $expected }.
eng-wrong-phase = Vous ne pouvez pas { $action } maintenant : il faut { $expected }.
eng-action-attack = attaquer
eng-action-choose-hq = choisir un quartier général
eng-action-choose-objective = choisir un Objectif
eng-action-claim = revendiquer un territoire
eng-action-not-placing = faire autre chose que placer vos armées de départ
eng-action-end = terminer
eng-action-fortify = faire une manœuvre
eng-action-move = faire entrer des armées
eng-action-airfield = placer un Aérodrome
eng-action-place = placer des armées
eng-action-trade-stars = échanger des cartes étoiles (cette partie échange des séries de trois)
eng-belongs-to = Le territoire { $territory-of } appartient à { $owner }, pas à vous. Les vôtres : { $yours }.
eng-no-such-territory = Ce territoire n’existe pas sur cette carte.
eng-not-yours = Le territoire { $territory-of } n’est pas à vous. Les vôtres : { $yours }.
eng-already-claimed = Le territoire { $territory-of } est déjà pris par { $owner }. Encore libres : { $free }.
eng-own-side = Le territoire { $to-of } est tenu par votre propre camp. Le territoire { $from-of } peut attaquer : { $allowed }.
eng-own-territory = Le territoire { $to-of } est à vous. Le territoire { $from-of } peut attaquer : { $allowed }.
eng-not-adjacent = Le territoire { $from-of } ne touche pas celui { $to-of }. Le territoire { $from-of } peut attaquer : { $allowed }.
eng-too-few-armies = Le territoire { $territory-of } a { $count } { $count ->
        [one] armée
       *[other] armées
    } ; il en faut au moins { $need } pour attaquer depuis celui-ci.
eng-attacker-dice = Vous ne pouvez pas lancer { $given } dés ici : choisissez de 1 à { $max }.
eng-defender-dice = Le défenseur ne peut pas lancer { $given } dés ici : choisissez de 1 à { $max }.
eng-troops-none = Aucune armée ne peut partir de là : une armée reste toujours sur place (vous en demandiez { $given }).
eng-troops-range = { $given } est hors limites : choisissez { $range }.
eng-stop-at-zero = { opt-stop-at } est le nombre d’armées qui restent dans le territoire attaquant, au moins 1 : choisissez de 1 à { $max }.
eng-stop-at-too-high = { opt-stop-at } { $given } n’attaquerait pas du tout : le territoire en a { $have } ; choisissez de 1 à { $max }.
eng-must-trade = Vous avez { $count } cartes : échangez d’abord une série (/{ cmd-trade }), puis placez vos armées.
eng-not-in-hand = Cette carte n’est pas dans votre main (voir /{ cmd-hand }).
eng-not-a-set = Ces cartes ne forment pas une série : trois du même motif, une de chaque motif, ou deux quelconques avec un joker.
eng-trade-start-of-turn = Les cartes s’échangent seulement au début de votre tour ; pour l’instant, il faut { $expected }.
eng-trade-down-to = Vous avez { $count } cartes : l’échange s’arrête à { $limit } ou moins.
eng-not-connected = Vous ne pouvez pas déplacer d’armées { $from-from } { $to-to }. Destinations permises : { $allowed }.
eng-same-territory = Le territoire { $territory-of } est nommé deux fois ; choisissez deux territoires différents.
eng-setup-quota-neutral = Dans cette manche, vous placez encore { $count } sur vos propres territoires et 1 sur un territoire neutre.
eng-setup-quota-owed = Dans cette manche, vous placez encore { $count } sur vos propres territoires et 1 sur un territoire de { $owed }.
eng-setup-quota-own = Dans cette manche, vous placez encore { $count } sur vos propres territoires et aucune sur les neutres.
eng-all-placed = Toutes vos armées de départ sont placées ; elles seront révélées ensemble quand { $waiting } { $count ->
        [one] aura
       *[other] auront
    } fini.
eng-ally-no-active-neutrals = Ces règles n’ont pas d’armées neutres actives à soudoyer ou commander.
eng-ally-not-a-neutral = Ce n’est pas une armée neutre encore en jeu.
eng-ally-bribe-time = Les pots-de-vin se donnent au début de votre tour, avant de placer vos renforts ; pour l’instant, il faut { $expected }.
eng-ally-full-hand = Ce neutre a déjà 5 cartes et ne peut plus être soudoyé.
eng-ally-two-per-turn = Vous avez déjà donné deux cartes à ce neutre ce tour-ci, le maximum permis.
eng-ally-already-allied = Ce neutre est déjà votre allié.
eng-ally-not-your-ally = Ce territoire n’est tenu par aucun de vos alliés.
eng-ally-reinforce-time = Les alliés reçoivent leurs renforts après les vôtres et avant votre première attaque.
eng-ally-already-reinforced = Vous avez déjà renforcé cet allié ce tour-ci.
eng-ally-already-moved = Cet allié a déjà fait sa manœuvre gratuite ce tour-ci.
eng-ally-no-roll-to-divide = Le dé d’un allié se répartit juste après le lancer (/{ cmd-ally } { opt-territory }, puis /{ cmd-ally } { opt-territory } { opt-troops } pour chaque autre territoire).
eng-ally-other-ally = Les armées du dé vont seulement sur les territoires de l’allié pour qui il a été lancé : { $choices }.
eng-stars = Ces cartes montrent { $count } { $count ->
        [one] étoile
       *[other] étoiles
    } : échangez des cartes qui montrent ensemble 2 à 10 étoiles.
eng-army-cap-full = Le territoire { $territory-of } a déjà { $cap } armées, le maximum pour un territoire ; choisissez-en un autre.
eng-army-cap-room = Le territoire { $territory-of } ne peut recevoir que { $count } { $count ->
        [one] armée
       *[other] armées
    } de plus (au plus { $cap } par territoire).
eng-no-bonus = Cet échange ne rapporte pas de +2, donc rien ne peut aller { $territory-to } : { $reason }.
eng-no-bonus-rules = cette partie ne donne pas de bonus pour les territoires occupés des cartes
eng-no-bonus-taken = vous avez déjà reçu les 2 armées en plus ce tour-ci
eng-no-bonus-cards = aucune de ces cartes ne montre un territoire que vous occupez
eng-bonus-territory = Le +2 va sur le territoire d’une carte échangée que vous occupez, pas { $territory-to }. Choisissez parmi : { $eligible }.
eng-no-objectives = Ces règles n’ont pas d’Objectifs.
eng-objective-discard-only = Une carte n’est défaussée qu’en prenant un Objectif : choisissez parmi { $objectives }.
eng-objective-none-now = Aucun Objectif ne peut être pris maintenant : on en prend un après avoir attaqué, quand il est atteint ce tour-ci, un seul par tour.
eng-objective-choose = Vous pouvez prendre l’un de ces Objectifs : { $objectives } (ou aucun : /{ cmd-objective } sans nom).
eng-armies-left = Placez d’abord vos { $count } { $count ->
        [one] armée restante
       *[other] armées restantes
    } (/{ cmd-draft }).
eng-expect-claim = revendiquer un territoire libre (/{ cmd-claim })
eng-expect-capital = placer votre capitale sur l’un de vos territoires (/{ cmd-hq })
eng-expect-hq = choisir en secret un quartier général parmi vos territoires (/{ cmd-hq })
eng-expect-setup-neutral-only = placer 1 armée sur un territoire neutre (/{ cmd-draft }) ; il vous en reste { $left }
eng-expect-setup-with-neutral = placer { $count } { $count ->
        [one] armée
       *[other] armées
    } sur vos territoires et 1 sur un neutre dans cette manche (il vous en reste { $left }, /{ cmd-draft })
eng-expect-setup-own = placer { $count } { $count ->
        [one] armée
       *[other] armées
    } sur vos territoires dans cette manche ({ $left } restantes, /{ cmd-draft })
eng-expect-setup = placer les armées de départ ({ $left } restantes, /{ cmd-draft })
eng-expect-draft = placer { $count } { $count ->
        [one] renfort
       *[other] renforts
    } (/{ cmd-draft })
eng-expect-trade-down = échanger une série de cartes ({ $count } en main, /{ cmd-trade })
eng-expect-attack = attaquer (/{ cmd-attack }), manœuvrer (/{ cmd-fortify }) ou finir les attaques (/{ cmd-end })
eng-expect-occupy = choisir combien d’armées entrent { $territory-in } : { $range } (/{ cmd-move }), ou continuer (/{ cmd-attack }, /{ cmd-fortify }, /{ cmd-end }) avec les { $min } déjà entrées
eng-expect-occupy-first = d’abord faire entrer des armées { $territory-in } : { $range } (/{ cmd-move })
eng-expect-fortify = manœuvrer (/{ cmd-fortify }) ou finir le tour (/{ cmd-end })
eng-expect-nothing = rien : la partie est terminée
