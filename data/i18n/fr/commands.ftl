### French: slash commands' and options' names and descriptions, as registered with Discord.
### Every key of ../en/commands.ftl, translated; a key left out falls back to English.
### Names are what players type in Discord's command picker: lowercase, no spaces, at most 32
### characters, unique among siblings; descriptions at most 100 characters. Option values in
### `code` stay English (they are what the bot reads).

## Command groups: their names.
cmd-risk = risk
cmd-risk-desc = Parties : { cmd-risk-new }, { cmd-risk-join }, { cmd-risk-start }, { cmd-risk-status }, { cmd-risk-kick }, { cmd-risk-pause }, { cmd-risk-vacation }, { cmd-risk-surrender } et plus.
cmd-risk-admin = risk-admin
cmd-risk-admin-desc = Admins du serveur : commandes de table pour la partie de ce salon, et paramètres du serveur.
cmd-risk-admin-map = plateau
cmd-risk-admin-map-desc = Les commandes /{ cmd-risk-admin } { cmd-risk-admin-map }.

## Commands: the name (the last word as typed), the description Discord shows (at most 100 characters), the text /help shows.

cmd-risk-new = nouvelle
cmd-risk-new-desc = Ouvrir une salle d’attente dans ce salon ; vous en êtes l’hôte.
cmd-risk-new-help = ouvre une salle d’attente dans ce salon ; vous en êtes l'hôte. Sauf si `{ opt-setup }` ou `{ opt-placement }` en décide autrement (et là où la variante le permet : pas d'armées neutres, pas de capitale à la première occupation), les territoires sont distribués et chacun place ses armées de départ en même temps, en secret (`/{ cmd-draft }`, une seule mention pour tous, une seule horloge pour tous), révélées ensemble quand le dernier a fini ; à l'échéance, le reste va sur les frontières ; les places de l'IA placent tout de suite. Les règles du livret, ce sont `{ opt-setup }:claim` et `{ opt-placement }:one-at-a-time` (ou `bulk` : chacun à son tour place tout). `{ opt-turn-time }` 1h–7d ou `none` (24h par défaut) ; `{ opt-on-timeout }` `ai` (l'IA joue ce tour, par défaut) ou `skip` (renforts sur les frontières, tour terminé) ; `{ opt-kick-after }` tours manqués d'affilée avant que l'IA garde la place (3 par défaut) ; `{ opt-surrender }` `neutral` (par défaut) ou `ai` ; `{ opt-reminders }` combien de temps avant l'échéance arrive le dernier rappel (`1h` par défaut ; `none` coupe les deux rappels) ; `{ opt-defender-dice }` `max` (par défaut) ou `choose` : un défenseur humain attaqué reçoit deux boutons (1 ou 2 dés) et 60 secondes pour répondre, sinon le maximum est lancé ; `{ opt-card-values }` `escalating` (par défaut) ou `plus-one` (la variante des experts : 4, 5, 6, …) ; `{ opt-army-cap }`, `{ opt-reroll }`, `{ opt-commander }` et `{ opt-fortify }:multiple` activent les autres variantes des experts (voir Presets) ; `{ opt-capital-goal }` `all` (par défaut) ou `short` (Capital RISK : 2 autres Quartiers généraux à 4 joueurs, 3 à 5–6) ; `{ opt-neutral-setup }` (les variantes à deux joueurs) `own-first` (toutes ses propres armées, puis les neutres une par tour : le défaut de `two-player`) ou `interleaved` (armées propres et neutres à chaque tour de table : le défaut des variantes à quatre neutres) ; `{ opt-map }` le plateau par son nom (le classique par défaut ; `/{ cmd-risk } { cmd-risk-maps }` liste les plateaux fournis et ceux de ce serveur) ; `{ opt-fog }` `off` (par défaut), `light` (à qui est chaque territoire ; les armées sur les tiens et ceux qui les bordent), `standard` (les tiens et ceux qui les bordent ; rien du reste) ou `dark` (armées seulement sur les tiens ; à qui sont ceux qui les bordent) : le salon ne voit alors que ce que chaque joueur peut voir, chacun reçoit son plateau en privé, et le brouillard se lève à la fin. `/{ cmd-risk } { cmd-risk-rules } { opt-preset }:NOM` donne les règles d'une variante

cmd-risk-join = rejoindre
cmd-risk-join-desc = Prendre une place dans la salle d’attente.
cmd-risk-join-help = prendre une place avant le début, de la couleur donnée par `{ opt-color }` (par défaut : la première libre)

cmd-risk-leave = quitter
cmd-risk-leave-desc = Quitter la salle d’attente avant le début de la partie.
cmd-risk-leave-help = libère votre place avant le début

cmd-risk-team = équipe
cmd-risk-team-desc = Team RISK : choisir l'équipe A ou B avant le début (les équipes jouent en alternance).
cmd-risk-team-help = Team RISK : choisir l'équipe A ou B dans la salle d’attente ; au début, les indécis complètent la plus petite équipe et les places alternent A, B, A, B

cmd-risk-add-ai = ajouter-ia
cmd-risk-add-ai-desc = Hôte : ajouter un joueur IA à la salle d’attente.
cmd-risk-add-ai-help = hôte : ajouter un joueur IA : `{ opt-level }` `random`, `basic` (par défaut) ou `strong`

cmd-risk-start = lancer
cmd-risk-start-desc = Hôte : lancer la partie avec les joueurs installés.
cmd-risk-start-help = hôte : lancer avec les joueurs installés (l'ordre des places est l'ordre du jeu)

cmd-risk-status = statut
cmd-risk-status-desc = Voir la salle d’attente ou la partie : à qui de jouer et quoi faire.
cmd-risk-status-help = la salle d’attente, ou à qui de jouer et ce qu'il doit faire

cmd-risk-rules = règles
cmd-risk-rules-desc = Les règles de cette table (ou d'une variante) en clair, pour vous seul.
cmd-risk-rules-help = les règles de ce salon en clair, par thème, pour vous seul : dans la salle d’attente, pendant la partie et après ; avec `{ opt-preset }` (ou sans table ici) les règles de cette variante telles que `/{ cmd-risk } { cmd-risk-new }` les jouerait

cmd-risk-kick = exclure
cmd-risk-kick-desc = Hôte ou gestionnaire du salon : retirer un joueur (en partie, l'IA prend sa place).
cmd-risk-kick-help = hôte ou *Gérer les salons* : retirer un joueur de la salle d’attente ; en partie, l'IA prend la place et, comme après une capitulation, n'est l'adversaire de personne (`/{ cmd-risk-admin } { cmd-risk-replace }` la confie à une personne, qui redevient un adversaire)

cmd-risk-abandon = supprimer
cmd-risk-abandon-desc = Hôte ou gestionnaire du salon : supprimer la partie de ce salon.
cmd-risk-abandon-help = hôte ou *Gérer les salons* : supprimer la partie ici (`{ opt-confirm }:true`)

cmd-risk-pause = pause
cmd-risk-pause-desc = Hôte ou gestionnaire du salon : arrêter les horloges (les coups restent permis).
cmd-risk-pause-help = hôte ou *Gérer les salons* : arrêter les horloges des tours (les coups restent permis)

cmd-risk-resume = reprendre
cmd-risk-resume-desc = Hôte ou gestionnaire du salon : relancer les horloges des tours.
cmd-risk-resume-help = hôte ou *Gérer les salons* : relancer les horloges des tours

cmd-risk-skip = passer
cmd-risk-skip-desc = Hôte ou gestionnaire du salon : appliquer dès maintenant le délai dépassé au tour.
cmd-risk-skip-help = hôte ou *Gérer les salons* : appliquer dès maintenant au tour en cours ce qui se passe quand le délai est dépassé

cmd-risk-vacation = vacances
cmd-risk-vacation-desc = Prendre des jours : vos échéances attendent (sur votre crédit, 7 jours par partie).
cmd-risk-vacation-help = vos échéances attendent autant de `{ opt-days }` (7 jours par partie)

cmd-risk-surrender = capituler
cmd-risk-surrender-desc = Abandonner : vos armées deviennent neutres (ou l'IA reprend, selon le salon).
cmd-risk-surrender-help = abandonner : vos armées restent en neutre passif (ou l'IA les joue, selon `{ opt-surrender }`) et ne sont l'adversaire de personne ; quand tous les adversaires d'un joueur (ou d'une équipe) ont capitulé, été exclus ou éliminés, ce camp gagne aussitôt, même pendant la mise en place ; quand plus personne ne joue, les places encore en jeu sont classées et la première gagne

cmd-risk-replace = remplacer
cmd-risk-replace-desc = Hôte ou gestionnaire du salon : confier la place d'un joueur à quelqu'un d'autre.
cmd-risk-replace-help = hôte ou *Gérer les salons* : confier une place (`{ opt-player }`) à quelqu'un d'autre (`{ opt-new-player }`) ; cette personne reçoit la main en message privé

cmd-risk-return = revenir
cmd-risk-return-desc = Reprendre votre place à l'IA après des tours manqués (entre deux tours).
cmd-risk-return-help = reprendre votre place après que l'IA l'a prise pour des tours manqués (entre deux tours ; une fois par partie)

cmd-risk-verify = vérifier
cmd-risk-verify-desc = Après la partie : la rejouer depuis la graine de dés révélée, vérifier lancers et cartes.
cmd-risk-verify-help = après la partie : la rejoue depuis la graine de dés révélée, vérifie chaque lancer et chaque carte piochée, et joint le fichier de la partie (`game-N.json`) pour `risk-bot verify` (voir [Verifiable dice](#verifiable-dice)) ; avant la fin, montre l'engagement scellé

cmd-risk-stats = stats
cmd-risk-stats-desc = Le classement de ce serveur : victoires par variante et cotes ; ou celui d'un joueur.
cmd-risk-stats-help = le classement de ce serveur, pour vous seul : parties terminées par variante et le classement par cote (top 10) ; avec `{ opt-player }` (un nom, ou `me`) les parties gagnées et jouées de ce joueur par variante, sa cote et son rang (voir [Server standings](#server-standings))

cmd-risk-maps = plateaux
cmd-risk-maps-desc = Les plateaux jouables ici : ceux de ce serveur et ceux fournis, avec leur taille.
cmd-risk-maps-help = les plateaux que `/{ cmd-risk } { cmd-risk-new } { opt-map }:NOM` peut choisir, pour vous seul : ceux de ce serveur (ajoutés par ses admins avec `/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add }`) et ceux fournis avec le bot, chacun avec ses territoires et ses continents

cmd-map-add = ajouter
cmd-map-add-desc = Ajouter un fichier de carte (joint) comme plateau de ce serveur.
cmd-map-add-help = admins du serveur : ajouter le fichier de carte joint (TOML, `.map` de Domination, `.map` de Conquest ou `.xml` de Conquer Club, 256 Ko au plus) comme plateau de ce serveur, sous le nom qu'il se donne ; un fichier qui n'est pas un plateau jouable est refusé avec ses problèmes, un nom déjà pris par un plateau fourni ou de ce serveur est refusé. Voir [Hosting](hosting.md#boards)

cmd-map-remove = retirer
cmd-map-remove-desc = Retirer un plateau de ce serveur (les parties en cours le gardent).
cmd-map-remove-help = admins du serveur : retirer un plateau de ce serveur par son nom ; les lobbies ne peuvent plus le choisir, les parties qui l'utilisent déjà (et leurs archives) le gardent

cmd-settings = paramètres
cmd-settings-desc = Voir les paramètres de ce serveur ; les options données les changent.
cmd-settings-help = admins du serveur : voir les paramètres de ce serveur (pour vous seul), en changeant ceux donnés : les options par défaut de `/{ cmd-risk } { cmd-risk-new }` (n'importe laquelle ; appliquées quand un joueur en omet une ; les options de règles seulement quand il joue la variante par défaut), les salons où l'on peut ouvrir une partie (aucun : tous les salons), le rôle autorisé à héberger (les admins le peuvent de toute façon) ; `{ opt-reset }` `defaults`, `channels`, `host-role` ou `all`. Des valeurs par défaut qui ne permettraient pas d'ouvrir une partie sont refusées

cmd-claim = occuper
cmd-claim-desc = Mise en place : occuper un territoire libre.
cmd-claim-help = mise en place : occuper un territoire libre (une armée)

cmd-hq = qg
cmd-hq-desc = Capital RISK : choisir en secret votre Quartier général parmi vos territoires.
cmd-hq-help = Capital RISK : choisir en secret votre Quartier général parmi vos territoires (révélé quand tout le monde a choisi) ; Basic Training : placer votre capitale (en public)

cmd-bribe = soudoyer
cmd-bribe-desc = Neutres actifs : au début de votre tour, donner une carte face cachée à une armée neutre.
cmd-bribe-help = neutres actifs (`two-player-allies`) : au début de votre tour, donner une carte face cachée à un neutre, un pas vers vous sur sa piste de statut (2 au plus au même neutre par tour ; pas à un neutre qui tient 5 cartes)

cmd-ally = allié
cmd-ally-desc = Neutres actifs : avant d'attaquer, lancer un dé d'armées sur un territoire d'un allié.
cmd-ally-help = neutres actifs : après vos renforts et avant votre première attaque, lancer un dé d'armées sur un territoire d'un de vos alliés (une fois par allié et par tour) ; juste après le lancer, `/{ cmd-ally } { opt-territory } { opt-troops }` déplace autant de ces nouvelles armées sur un autre territoire de cet allié (en partageant le dé) ; les alliés attaquent (`/{ cmd-attack }` depuis leur territoire) et font un déplacement gratuit (`/{ cmd-fortify }` depuis leur territoire) pour vous

cmd-airfield = aérodrome
cmd-airfield-desc = Command Room : placer un Aérodrome gagné sur un de vos territoires.
cmd-airfield-help = Command Room : placer un Aérodrome gagné (+1 sur votre dé le plus fort dans les combats sur ce territoire ou à côté) ; un aérodrome non placé à la fin de votre tour va sur votre territoire qui a le plus d'armées

cmd-objective = objectif
cmd-objective-desc = Après l'attaque : prendre un des Objectifs atteints ce tour-ci, ou aucun.
cmd-objective-help = Basic Training, Command Room : après l'attaque, prendre un des Objectifs atteints ce tour-ci (`{ opt-name }`), ou aucun (sans `{ opt-name }` : une conquête rapporte alors quand même une carte) ; `{ opt-discard }` défausse une carte de votre main en le prenant. `/{ cmd-end }` depuis les attaques laisse le choix ouvert jusqu'à votre premier `/{ cmd-fortify }` ou le `/{ cmd-end }` suivant, qui prennent le premier atteint

cmd-draft = placer
cmd-draft-desc = Placer des armées sur un de vos territoires (armées de départ ou renforts).
cmd-draft-help = placer des armées de départ ou des renforts : `{ opt-troops }` sur `{ opt-territory }` (un nombre, `all` ou `all but N`) ; sans `{ opt-troops }`, tout ce qu'il vous reste à placer maintenant

cmd-trade = échanger
cmd-trade-desc = Échanger une série de trois cartes contre des armées au début de votre tour.
cmd-trade-help = échanger une série de cartes contre des armées au début de votre tour (les séries et leur valeur suivent les règles de la table : `/{ cmd-risk } { cmd-risk-rules }`) ; `{ opt-bonus }` désigne quel territoire d'une carte échangée que vous occupez reçoit les armées en plus, là où les règles en donnent (par défaut la première carte de ce genre)

cmd-attack = attaquer
cmd-attack-desc = Attaquer un voisin ennemi : un lancer, ou blitz jusqu'à ce qu'il tombe.
cmd-attack-help = un lancer depuis `{ opt-from }` contre le voisin ennemi `{ opt-to }` (`{ opt-dice }` 1-3, par défaut autant que permis), ou `{ opt-blitz }:true` jusqu'à ce qu'il tombe (ou que `{ opt-from }` descende à `{ opt-stop-at }`) ; `{ opt-commander }:true` utilise le 6 des experts, une fois par tour, là où il change un combat ; `{ opt-move }` (`all`, `all but N` ou un nombre) avance aussitôt après une conquête

cmd-move = avancer
cmd-move-desc = Après une conquête : combien d’armées entrent dans le territoire conquis.
cmd-move-help = après une conquête : combien d’armées (`{ opt-troops }`) entrent dans le territoire conquis : un nombre (au moins les dés que vous avez lancés), `all` ou `all but N`

cmd-fortify = manœuvrer
cmd-fortify-desc = Manœuvre : déplacer des armées entre vos territoires.
cmd-fortify-help = déplacer des `{ opt-troops }` (un nombre, `all` ou `all but N` ; une reste toujours) d'un de vos territoires vers un autre (adjacent ou relié, selon les règles) ; la dernière manœuvre permise termine votre tour : un par tour, plus avec `{ opt-fortify }:multiple` des experts ou une Manœuvre supplémentaire (alors `/{ cmd-end }` termine le tour) ; la manœuvre d’un allié ne le termine pas

cmd-end = finir
cmd-end-desc = Finir votre tour (depuis les attaques aussi, sauf s'il reste un Objectif à choisir).
cmd-end-help = termine le tour (depuis les attaques aussi : la manœuvre est sautée, sauf s'il reste un Objectif à choisir ; `/{ cmd-fortify }` marche directement depuis les attaques)

cmd-undo = annuler
cmd-undo-desc = Annuler votre dernier placement, entrée d’armées ou manœuvre, si rien n’a été révélé depuis.
cmd-undo-help = annule votre dernier placement, votre dernière entrée d’armées ou votre dernière manœuvre, si aucun dé n'a été lancé, aucune carte piochée et personne n'a joué depuis

cmd-board = plateau
cmd-board-desc = Publier le plateau ou la partie nommée ; ou lister les territoires d'un joueur ou d'un continent.
cmd-board-help = le résumé public : les continents avec leurs détenteurs et leurs armées, les joueurs avec leurs territoires, armées et cartes en main, avec une image de l'endroit où s'est joué le dernier tour (sous le brouillard de guerre, de vos fronts) ; `{ opt-region }` dessine les continents que vous nommez (plusieurs séparés par des virgules), `{ opt-whole }:true` le plateau entier ; avec `{ opt-player }:me` (ou un nom) les territoires de ce joueur par continent, chacun avec ses armées et les territoires ennemis voisins ; avec `{ opt-continent }` les territoires de ce continent avec détenteurs et armées (ces deux-là pour vous seul) ; sous le brouillard de guerre, tout cela pour vous seul, depuis votre propre vue

cmd-territory = territoire
cmd-territory-desc = Un territoire : son détenteur, ses armées, son continent et ses voisins (pour vous).
cmd-territory-help = un territoire, pour vous seul : détenteur, armées, continent, et chaque voisin avec son détenteur et ses armées

cmd-hand = main
cmd-hand-desc = Voir vos cartes et les séries que vous pouvez échanger (pour vous seul).
cmd-hand-help = vos cartes et les séries échangeables, pour vous seul

cmd-mission = mission
cmd-mission-desc = Votre but : votre mission secrète ou votre quartier général (pour vous seul).
cmd-mission-help = votre but, pour vous seul : votre mission secrète (ou vos cartes de Mission RISK) avec votre avancement (par ex. 11 des 18 territoires ont au moins 2 armées), ou votre Quartier général et ceux de tous une fois révélés ; chaque mission est révélée dans le message qui termine la partie

cmd-odds = chances
cmd-odds-desc = Chances exactes d'un combat : des nombres, ou deux territoires avec leurs armées.
cmd-odds-help = probabilité exacte de conquête et pertes attendues : `{ opt-attackers }` et `{ opt-defenders }`, ou `{ opt-from }` et `{ opt-to }` avec leurs armées actuelles

cmd-history = historique
cmd-history-desc = Les derniers coups dans ce salon.
cmd-history-help = les `{ opt-count }` derniers coups de la partie en cours dans ce salon (une partie terminée reste lisible jusqu'au prochain `/{ cmd-risk } { cmd-risk-new }`) ; `{ opt-file }:true` joint tout l'historique de la partie en fichier texte (`history-game-N.txt`), pour vous seul

cmd-help = aide
cmd-help-desc = Comment jouer, et ce que fait chaque commande.
cmd-help-help = comment jouer et ce que fait chaque commande ; `{ opt-command }` en explique une

## Options: the name, the description (at most 100 characters); one description per command where commands describe the option differently.

opt-allow-channel = autoriser-salon
opt-allow-channel-desc = Autoriser les parties dans ce salon (dès qu'un salon est autorisé, seulement ceux-là)

opt-army-cap = plafond-armées
opt-army-cap-desc = Experts : nombre max d'armées sur un territoire (12 dans le livret), ou none

opt-attackers = attaquants
opt-attackers-desc = Armées sur le territoire attaquant (une doit rester)

opt-blitz = blitz
opt-blitz-desc = Relancer jusqu'à ce que le territoire tombe ou que vous soyez à court

opt-bonus = bonus
opt-bonus-desc = Quel territoire d'une carte échangée que vous occupez reçoit le +2 (par défaut : le premier)

opt-capital-goal = objectif-qg
opt-capital-goal-desc = Capital RISK : tous les Quartiers généraux, ou short (2 à 4 joueurs, 3 à 5-6)

opt-card = carte
opt-card-desc = Une carte de votre main

opt-card-values = valeurs-cartes
opt-card-values-desc = Séries : escalating (4, 6, 8, 10, 12, 15, +5) ou plus-one (experts : 4, 5, 6...)

opt-cards = cartes
opt-cards-desc = Une série de votre main, par ex. Brazil, Peru, Wild

opt-color = couleur
opt-color-desc = Votre couleur (par défaut : la première libre)

opt-command = commande
opt-command-desc = Une commande à expliquer, par ex. attack

opt-commander = commandant
opt-risk-new-commander-desc = Experts : une fois par tour, mettre un dé d'attaque à 6 (on/off)
opt-settings-commander-desc = Experts : une fois par tour, mettre un dé d'attaque à 6 (on/off)
opt-attack-commander-desc = Commandant des experts : tourner un de vos dés sur 6, une fois par tour

opt-confirm = confirmer
opt-confirm-desc = Mettre à true pour vraiment supprimer la partie

opt-continent = continent
opt-continent-desc = Lister les territoires de ce continent avec détenteurs et armées

opt-count = nombre
opt-count-desc = Combien d'entrées (10 par défaut, 50 au plus)

opt-days = jours
opt-days-desc = Combien de jours

opt-defender-dice = dés-défense
opt-defender-dice-desc = Dés du défenseur : max (toujours le plus) ou choose (le défenseur choisit par bouton)

opt-defenders = défenseurs
opt-defenders-desc = Armées en défense

opt-dice = dés
opt-dice-desc = Dés de l'attaquant, 1 à 3 (par défaut : autant que permis)

opt-discard = défausser
opt-discard-desc = Une carte de votre main à défausser en le prenant

opt-file = fichier
opt-map-add-file-desc = Le fichier de carte (256 Ko au plus)
opt-history-file-desc = Joindre tout l'historique de la partie en fichier texte

opt-fog = brouillard
opt-fog-desc = Brouillard de guerre : off (par défaut), light, standard ou dark (ce que vous voyez au-delà)

opt-fortify = manœuvre
opt-fortify-desc = Manœuvre : adjacent, connected ou multiple (experts : plusieurs manœuvres par tour)

opt-from = depuis
opt-attack-from-desc = Votre territoire d'où attaquer (au moins 2 armées)
opt-fortify-from-desc = Votre territoire d’où partent les armées
opt-odds-from-desc = Territoire attaquant (au lieu de nombres)

opt-host-role = rôle-hôte
opt-host-role-desc = Seuls les membres ayant ce rôle peuvent ouvrir une partie

opt-kick-after = ia-après
opt-kick-after-desc = Tours manqués d'affilée avant que l'IA prenne la place (3 par défaut)

opt-language = langue
opt-language-desc = Langue des parties du serveur : en, de, es, fr, pt-BR, it ou pl (par défaut : celle du serveur)

opt-level = niveau
opt-level-desc = Niveau de l'IA : random, basic ou strong (basic par défaut)

opt-map = plateau
opt-map-desc = Le plateau : classic (par défaut), un fourni ou un de ce serveur (/{ cmd-risk } { cmd-risk-maps })

opt-move = avancer
opt-move-desc = Après une conquête, avancer aussitôt : all, all but N, ou un nombre

opt-name = nom
opt-map-remove-name-desc = Le nom du plateau
opt-objective-name-desc = Un Objectif atteint ce tour-ci ; à omettre pour n'en prendre aucun
opt-territory-name-desc = Le territoire

opt-neutral = neutre
opt-neutral-desc = L'armée neutre (par ex. Neutral 2)

opt-neutral-setup = neutres
opt-neutral-setup-desc = À deux : own-first (vos armées, puis les neutres) ou interleaved (les deux à chaque tour)

opt-new-player = nouveau-joueur
opt-new-player-desc = Qui la prend

opt-on-timeout = délai-dépassé
opt-on-timeout-desc = Quand le temps est écoulé : ai (joue le tour, par défaut) ou skip

opt-placement = placement
opt-placement-desc = Armées de départ : simultaneous (par défaut), one-at-a-time (le livret) ou bulk

opt-player = joueur
opt-risk-kick-player-desc = Le nom ou la couleur du joueur
opt-risk-replace-player-desc = La place à confier (nom ou couleur)
opt-risk-stats-player-desc = Le bilan d'un joueur : me, ou un nom
opt-board-player-desc = Lister les territoires de ce joueur avec leurs voisins ennemis : me, ou un nom
opt-region = région
opt-region-desc = Dessiner ces continents : un seul, ou plusieurs séparés par des virgules
opt-whole = entier
opt-whole-desc = Dessiner le plateau entier (true)

opt-preset = variante
opt-risk-new-preset-desc = Variante de règles (classic par défaut)
opt-risk-rules-preset-desc = Les règles d'une variante au lieu de celles de cette table
opt-settings-preset-desc = Variante de règles (classic par défaut)

opt-reminders = rappels
opt-reminders-desc = Dernier rappel ce temps-là avant l'échéance (1h par défaut), ou none

opt-remove-channel = retirer-salon
opt-remove-channel-desc = Ne plus autoriser les parties dans ce salon

opt-reroll = relancer
opt-reroll-desc = Experts : relancer un dé avec une carte montrant le territoire (on/off)

opt-reset = réinitialiser
opt-reset-desc = Revenir à aucun réglage : defaults, channels, host-role ou all

opt-setup = répartition
opt-setup-desc = Partage des territoires : deal (au hasard, par défaut) ou claim (chacun son tour)

opt-stop-at = arrêt-à
opt-stop-at-desc = Blitz, mais s'arrêter quand votre territoire descend à ce nombre d'armées

opt-surrender = capitulation
opt-surrender-desc = Sur /{ cmd-risk } { cmd-risk-surrender } : neutral (les armées restent, n'attaquent jamais ; par défaut) ou ai

opt-team = équipe
opt-team-desc = A ou B

opt-territory = territoire
opt-claim-territory-desc = Un territoire libre
opt-hq-territory-desc = Un de vos territoires
opt-ally-territory-desc = Un territoire d'un de vos alliés
opt-airfield-territory-desc = Un de vos territoires
opt-draft-territory-desc = Votre territoire (lors d'un tour de mise en place à deux, aussi un neutre)

opt-to = vers
opt-attack-to-desc = Un territoire ennemi voisin
opt-fortify-to-desc = Votre territoire où les envoyer
opt-odds-to-desc = Territoire défenseur (au lieu de nombres)

opt-troops = troupes
opt-ally-troops-desc = Juste après le lancer : déplacer autant de ses armées vers cet autre territoire
opt-draft-troops-desc = Combien : un nombre, all ou all but N (par défaut : tout ce qu'il vous reste à placer)
opt-move-troops-desc = Troupes dans le territoire conquis : un nombre (au moins les dés lancés), all ou all but N
opt-fortify-troops-desc = Combien d’armées : un nombre, all (une reste), ou all but N

opt-turn-time = durée-tour
opt-turn-time-desc = Durée d'un tour : none, ou de 1h à 7d (24h par défaut)
