### French: the rules in sentences (words/rules_text.rs).
### Every key of ../en/rules.ftl, translated; a key left out falls back to English.

## /risk rules : les règles d’une table par thème (words/rules_text.rs).

rules-title-goal = But
rules-title-setup = Mise en place
rules-title-headquarters = Quartiers généraux et capitales
rules-title-draft = Renforts
rules-title-cards = Cartes
rules-title-battle = Combats
rules-title-fortify = Manœuvre
rules-title-edition = Villes, capitales et objectifs
rules-title-neutrals = Armées neutres
rules-title-teams = Équipes
rules-topic = · **{ $title }** : { $lines }
rules-at-table = À cette table : { $lines }
rules-at-table-unused = À cette table : non utilisé (ces règles ne le prévoient pas).

rules-hq-secret = Après la mise en place, chaque joueur à son tour choisit en secret un quartier général parmi ses territoires (/{ cmd-hq }) ; tous sont révélés ensemble.
rules-hq-capital = Après la mise en place, chaque joueur à son tour place une capitale sur l’un de ses territoires (/{ cmd-hq }, en public).
rules-teams = Deux équipes aux places alternées ; les armées de coéquipiers peuvent partager un territoire (celui qui y a le plus d’armées le contrôle, personne en cas d’égalité) ; on n’attaque pas ses coéquipiers.

rules-goal-eliminate-opponent = Gagnez en éliminant votre adversaire ; les armées neutres n’ont pas à l’être.
rules-goal-every-territory = Gagnez en tenant tous les territoires.
rules-goal-mission-done = Chaque joueur a une mission secrète (paquet de { $deck } cartes ; /{ cmd-mission } montre la vôtre et où vous en êtes) ; le premier à accomplir la sienne gagne aussitôt, même pendant le tour d’un autre. Une mission de détruire un joueur éliminé par quelqu’un d’autre compte comme accomplie.
rules-goal-mission-occupy = Chaque joueur a une mission secrète (paquet de { $deck } cartes ; /{ cmd-mission } montre la vôtre et où vous en êtes) ; le premier à accomplir la sienne gagne aussitôt, même pendant le tour d’un autre. Une mission de détruire un joueur éliminé par quelqu’un d’autre devient : tenir 24 territoires.
rules-goal-capital-all = Gagnez en tenant tous les autres quartiers généraux tout en gardant le vôtre.
rules-goal-capital-short = Gagnez en tenant 2 autres quartiers généraux à 4 joueurs, 3 à 5 ou 6, tous à 3, tout en gardant le vôtre.
rules-goal-capital-others = Gagnez en tenant { $count } autres quartiers généraux tout en gardant le vôtre.
rules-goal-ranked = Chaque joueur a quatre cartes de mission secrètes, Général, Major, Colonel et Capitaine ; une carte accomplie se réclame au moment qu’elle indique, une par tour, et se montre ; après trois, la quatrième est révélée ; gagnez avec les quatre.
rules-goal-objectives = Gagnez avec { $count } Objectifs en tenant votre capitale à la fin de votre tour.
rules-goal-team = Une équipe perd quand l’un de ses joueurs est éliminé ; l’autre équipe gagne.

rules-setup-claim = Les territoires sont revendiqués un par un, à tour de rôle (/{ cmd-claim }).
rules-setup-dealt = Les territoires sont distribués au hasard.
rules-setup-dealt-share = Les territoires sont distribués : { $count } à chaque joueur, le reste réparti entre les armées neutres.
rules-setup-dealt-piles = Les territoires sont distribués en parts égales aux joueurs et aux armées neutres.
rules-setup-count = { $armies } à { $players } joueurs
rules-setup-armies = Armées de départ par joueur : { $counts }.
rules-setup-armies-neutral = { $player } armées de départ par joueur, { $neutral } pour chaque armée neutre.
rules-setup-scale = Ce sont les nombres pour les 42 territoires du plateau classique ; sur un autre plateau, ils suivent sa taille (nombre × territoires / 42, arrondi).
rules-setup-edition-cards = Les troisième et quatrième joueurs commencent avec une carte, le cinquième avec deux.
rules-setup-own-first = Les joueurs placent à tour de rôle { $count } de leurs propres armées jusqu’à ce que toutes soient placées, puis une par tour pour une armée neutre.
rules-setup-interleaved = À chaque tour, un joueur place { $count } de ses propres armées et 1 pour { $neutrals ->
    [one] l’armée neutre
   *[other] chaque armée neutre
}.
rules-setup-one-at-a-time = Les armées de départ sont placées une à une, à tour de rôle.
rules-setup-bulk = Chaque joueur à son tour place toutes ses armées de départ.
rules-setup-simultaneous = Tout le monde place ses armées de départ en même temps, en secret (/{ cmd-draft }) ; elles sont révélées ensemble quand le dernier a fini.

rules-draft = À chaque tour, vous recevez en renfort vos territoires divisés par 3 (au moins 3) plus le bonus de chaque continent que vous tenez{ $cities ->
    [yes]  ; chaque ville compte comme un territoire
   *[no] {""}
}{ $capitals ->
    [yes]  ; chaque capitale que vous tenez ajoute une armée
   *[no] {""}
}.

rules-cards-escalating = Une série de 3 cartes (3 d’un même motif, une de chaque, ou avec un joker) vaut 4, 6, 8, 10, 12, 15 armées, puis 5 de plus pour chaque série échangée dans la partie.
rules-cards-plus-one = Une série de 3 cartes (3 d’un même motif, une de chaque, ou avec un joker) vaut 4, 5, 6, … armées : une de plus pour chaque série échangée dans la partie.
rules-cards-by-design = Une série vaut selon ses motifs : 3 Infanteries 4, 3 Cavaleries 6, 3 Artilleries 8, une de chaque 10 (un joker compte pour ce qui vaut le plus).
rules-cards-stars = Cartes à étoiles : échangez ensemble des cartes montrant de 2 à 10 étoiles, pour 2→2, 3→4, 4→7, 5→10, 6→13, 7→17, 8→21, 9→25, 10→30 armées.
rules-cards-bonus-every = Une carte échangée montrant un territoire que vous occupez y place 2 armées de plus, à chaque échange (`{ opt-bonus }` choisit la carte).
rules-cards-bonus-once = Une carte échangée montrant un territoire que vous occupez y place 2 armées de plus, au plus une fois par tour (`{ opt-bonus }` choisit la carte).
rules-cards-bonus-none = Pas d’armées en plus pour les cartes montrant vos territoires.
rules-cards-forced = Avec { $count } cartes ou plus au début de votre tour, vous devez échanger.
rules-cards-no-limit = Pas de limite de main : l’échange n’est jamais obligatoire.
rules-cards-elimination = En prenant les cartes d’un joueur éliminé, avec { $count } cartes ou plus vous échangez aussitôt jusqu’à n’en garder que { $down } ou moins.
rules-cards-discard-pile = Les cartes échangées sont mélangées en un nouveau paquet quand le paquet est épuisé.
rules-cards-deck-bottom = Les cartes échangées vont face cachée sous le paquet.
rules-cards-team-hand = Chaque équipe a une seule main, passée au coéquipier suivant après chaque tour.

rules-battle-dice = L’attaquant lance de 1 à 3 dés (au plus un de moins que les armées qui attaquent), le défenseur 1 ou 2 ; le plus haut contre le plus haut, les égalités au défenseur. Après une conquête, au moins autant d’armées que de dés lancés avancent ; /{ cmd-move } fixe combien.
rules-battle-cap = Au plus { $count } armées sur un territoire ; les renforts sans place sont perdus.
rules-battle-reroll-any = S’il tient une carte montrant le territoire attaquant ou attaqué, l’attaquant relance un dé au choix à chaque combat.
rules-battle-reroll-own = S’il tient une carte montrant le territoire attaquant ou attaqué, l’attaquant relance l’un de ses dés à chaque combat.
rules-battle-commander = Une fois par tour, l’attaquant peut mettre un dé sur 6 (`{ opt-commander }:true`).

rules-fortify-adjacent = Une manœuvre par tour, vers un de vos territoires adjacent ; une armée reste en place.
rules-fortify-connected = Une manœuvre par tour, vers un de vos territoires relié par { $team ->
    [yes] vos territoires et ceux de vos coéquipiers
   *[no] vos propres territoires
} ; une armée reste en place.
rules-fortify-multiple = Manœuvrez autant de fois que vous voulez, chaque fois à travers { $team ->
    [yes] vos territoires et ceux de vos coéquipiers
   *[no] vos propres territoires
}, en laissant une armée en place ; /{ cmd-end } termine le tour.

rules-edition-cities-listed = 15 villes sur les territoires indiqués.
rules-edition-cities-random = 15 villes sur des territoires au hasard.
rules-edition-first-claim = Le premier territoire revendiqué par chaque joueur est sa capitale.
rules-edition-basic-training = Les 8 Objectifs indiqués : après avoir attaqué, prenez-en un que vous avez atteint (/{ cmd-objective } ; pas de carte ce tour-là).
rules-edition-command-room = 4 Objectifs mineurs et 4 majeurs tirés au hasard, chacun avec une récompense (dont un Aérodrome, /{ cmd-airfield }) : après avoir attaqué, prenez-en un que vous avez atteint (/{ cmd-objective } ; pas de carte ce tour-là).

rules-neutrals-one = Une armée neutre : elle n’attaque jamais, ne reçoit jamais de renforts et défend avec le plus de dés.
rules-neutrals-many = { $count } armées neutres : elles ne jouent jamais de tour et défendent avec le plus de dés.
rules-neutrals-active = Soudoyez un neutre avec une carte au début de votre tour (/{ cmd-bribe }) pour le rapprocher d’une alliance ; un allié reçoit des renforts selon un dé (/{ cmd-ally }), attaque et fait une manœuvre gratuite pour vous.

## risk-bot presets : les règles de chaque variante en lignes courtes.

rules-short-claimed = territoires revendiqués à tour de rôle
rules-short-dealt = territoires distribués
rules-short-one-at-a-time = armées de départ placées une à une
rules-short-bulk = armées de départ placées toutes d’un coup
rules-short-simultaneous = armées de départ placées par tous en même temps, en secret
rules-short-fortify-adjacent = manœuvre vers un territoire adjacent
rules-short-fortify-connected = manœuvre à travers des territoires reliés
rules-short-fortify-multiple = plusieurs manœuvres par tour
rules-short-cards-escalating = séries à 4, 6, 8, 10, 12, 15, puis 5 de plus chacune
rules-short-cards-plus-one = séries à 4, 5, 6, ... (une de plus chacune)
rules-short-cards-stars = cartes à étoiles (2-10 étoiles)
rules-short-cards-by-design = séries à 4, 6, 8 ou 10 selon le motif
rules-short-win-eliminate = victoire en éliminant votre adversaire
rules-short-win-every-territory = victoire en tenant tous les territoires
rules-short-win-mission-done = victoire en accomplissant une mission secrète (paquet de { $deck } cartes) ; une mission de détruire un joueur éliminé par quelqu’un d’autre compte comme accomplie
rules-short-win-mission-occupy = victoire en accomplissant une mission secrète (paquet de { $deck } cartes) ; une mission de détruire un joueur éliminé par quelqu’un d’autre devient : tenir 24 territoires
rules-short-win-capital-all = victoire en tenant tous les quartiers généraux
rules-short-win-capital-short = victoire en tenant 2 autres quartiers généraux à 4 joueurs, 3 à 5-6
rules-short-win-capital-others = victoire en tenant { $count } autres quartiers généraux
rules-short-win-ranked = victoire en accomplissant vos quatre missions de grade
rules-short-win-objectives = victoire avec { $count } Objectifs en tenant votre capitale
rules-short-win-team = deux équipes ; une équipe perd quand l’un de ses joueurs est éliminé
rules-short-ways = { $setup } ; { $placement } ; { $fortify } ; { $cards }
rules-short-neutrals = { $count } { $count ->
    [one] joueur neutre
   *[other] joueurs neutres
} de { $armies } armées chacun, { $active ->
    [yes] à soudoyer pour des alliances
   *[no] qui ne font que défendre
} ; { $player } armées par joueur ; { $interleaved ->
    [yes] armées propres et neutres placées à chaque tour
   *[no] armées propres placées d’abord, puis les neutres
}
rules-short-cities-listed = villes sur les territoires indiqués
rules-short-cities-random = villes sur des territoires au hasard
rules-short-capital-placed = chaque joueur place une capitale
rules-short-capital-first-claim = le premier territoire revendiqué de chaque joueur est sa capitale
rules-short-basic-training = les 8 Objectifs indiqués
rules-short-command-room = 4 Objectifs mineurs et 4 majeurs avec récompenses
rules-short-edition-start = les armées et cartes de départ de l’édition
rules-short-no-cap = pas de plafond d’armées
rules-short-cap = au plus { $count } armées par territoire
rules-short-experts = { $cap } ; relance avec une carte { $reroll ->
    [yes] activée
   *[no] désactivée
} ; Commandant { $commander ->
    [yes] activé
   *[no] désactivé
}
