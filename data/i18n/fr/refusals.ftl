### French: why a command is refused (values/refusal.rs, the engine's errors and explanations).
### Every key of ../en/refusals.ftl, translated; a key left out falls back to English.

## handlers/lobby.rs, table/host.rs

ref-lobby-open = Une salle d’attente est déjà ouverte ici : /{ cmd-risk } { cmd-risk-join } pour prendre une place, /{ cmd-risk } { cmd-risk-status } pour la voir.
ref-game-running = Une partie est déjà en cours ici : /{ cmd-risk } { cmd-risk-status } la montre ; l’hôte peut l’abandonner avec /{ cmd-risk } { cmd-risk-abandon }.
ref-cannot-open = Impossible d’ouvrir cette salle d’attente : { $why }
ref-seats-fixed = La partie est déjà lancée ; les places sont fixées.
ref-already-joined = Vous êtes déjà dans cette salle d’attente.
ref-lobby-full = La salle d’attente est complète ({ $count } joueurs).
ref-colour-taken = La couleur « { $colour } » n’est pas libre ; couleurs libres : { $free }.
ref-not-a-team-game = Les équipes ne se choisissent que dans une partie en équipes (/{ cmd-risk } { cmd-risk-new } { opt-preset }:team).
ref-join-first = Rejoignez d’abord la salle d’attente (/{ cmd-risk } { cmd-risk-join }), puis choisissez une équipe.
ref-unknown-team = Équipe inconnue « { $team } » : choisissez A ou B.
ref-team-full = L’équipe { $team } est complète ({ $count } joueurs) ; choisissez l’autre équipe.
ref-teams-uneven = Impossible de lancer : les équipes doivent être égales ({ $a } en A, { $b } en B sur { $seats } places) ; /{ cmd-risk } { cmd-risk-team } change un joueur d’équipe.
ref-not-in-lobby = Vous n’êtes pas dans cette salle d’attente.
ref-board-gone = Impossible de lancer : ce bot ne connaît plus le plateau { $board } ; choisissez-en un autre avec /{ cmd-risk } { cmd-risk-new } { opt-map }:NOM (/{ cmd-risk } { cmd-risk-maps } les liste).
ref-cannot-start = Impossible de lancer : { $why } ({ $count } à la table ; /{ cmd-risk } { cmd-risk-add-ai } ajoute des joueurs IA).
ref-no-such-seat = Aucune place nommée « { $who } » ; à la table : { $seated }.
ref-cannot-kick-host = L’hôte ne peut pas être exclu de la salle d’attente ; il peut la quitter avec /{ cmd-risk } { cmd-risk-leave }.
ref-already-ai = { $name } est déjà joué par l’IA.
ref-abandon-confirm = Cela supprime la partie de ce salon pour tout le monde. Pour confirmer : /{ cmd-risk } { cmd-risk-abandon } { opt-confirm }:true
ref-the-host = l’hôte
ref-what-add-ai = ajouter des joueurs IA
ref-what-start = lancer la partie
ref-what-kick = exclure des joueurs
ref-what-abandon = supprimer la partie

## values/refusal.rs, values/error.rs

ref-no-game = Il n’y a pas de partie dans ce salon. Lancez-en une avec /{ cmd-risk } { cmd-risk-new }.
ref-not-started = La partie n’a pas encore commencé : l’hôte la lance avec /{ cmd-risk } { cmd-risk-start }.
ref-game-over = Cette partie est terminée. Lancez-en une nouvelle avec /{ cmd-risk } { cmd-risk-new }.
ref-not-playing = Vous ne jouez pas dans cette partie ; /{ cmd-board } montre où elle en est.
ref-needs-admin = /{ cmd-risk-admin } demande la permission « Gérer les salons » sur ce serveur. L’hôte d’une partie a les mêmes commandes de table sous /{ cmd-risk } ({ cmd-risk-kick }, { cmd-risk-abandon }, { cmd-risk-pause }, { cmd-risk-resume }, { cmd-risk-skip }, { cmd-risk-replace }).
ref-host-only = Seul l’hôte ({ $host }) ou quelqu’un qui peut gérer ce salon peut { $what }.
ref-unsaved = Enregistrement impossible : rien n’a changé. Le bot n’a pas pu écrire sa base de données (disque plein ?) ; réessayez dans un moment.
ref-our-side = Désolé, un problème est survenu de notre côté. Rien n’a changé ; veuillez réessayer.

## handlers/admin.rs

ref-what-skip = passer un tour
ref-what-pause = mettre la partie en pause
ref-what-resume = reprendre la partie
ref-what-replace = confier une place à quelqu’un d’autre
ref-already-paused = Les horloges sont déjà en pause ; /{ cmd-risk } { cmd-risk-resume } les relance.
ref-not-paused = Les horloges tournent ; /{ cmd-risk } { cmd-risk-pause } les arrête.
ref-vacation-left = Il vous reste { $count } { $count ->
        [one] jour
       *[other] jours
    } de vacances ; choisissez de 1 à { $count }.
ref-already-seated = { $name } joue déjà une place dans cette partie.
ref-return-not-timed-out = Seul un joueur dont l’IA a pris la place après des tours manqués peut faire /{ cmd-risk } { cmd-risk-return }.
ref-return-between-turns = L’IA joue votre place ce tour-ci ; revenez entre deux tours (une fois ce tour fini).
ref-no-returns-left = Vous n’avez plus de retours possibles dans cette partie.
ref-nothing-to-undo = Rien à annuler : seuls votre dernier placement, votre dernière entrée d’armées ou votre dernière manœuvre s’annulent, et seulement si aucun dé n’a été lancé, aucune carte piochée et personne n’a joué depuis.
ref-settings-outside-server = Les réglages du serveur se changent dans un salon de ce serveur.
ref-unknown-reset = Réinitialisation inconnue « { $reset } » : choisissez defaults, channels, host-role, language ou all.

## values/server.rs

ref-unknown-language = « { $language } » n’est pas une langue proposée ici : choisissez en, de, es, fr, pt-BR, it ou pl.
ref-channel-not-allowed = Sur ce serveur, on joue dans { $channels } ; ouvrez votre partie là-bas.
ref-host-role-needed = Sur ce serveur, seuls les membres ayant le rôle <@&{ $role }> peuvent ouvrir une partie ; demandez à l’un d’eux d’héberger, puis /{ cmd-risk } { cmd-risk-join }.
ref-no-such-board = Il n’y a pas de plateau nommé { $name } ici. Plateaux fournis : { $boards } ; /{ cmd-risk } { cmd-risk-maps } liste aussi ceux de ce serveur.

## turns/defend.rs
ref-attack-resolved = Cette attaque a déjà été résolue.
ref-defender-only = Seul le défenseur choisit les dés de défense.

## handlers/info.rs

ref-no-such-player = Aucun joueur nommé « { $who } » : choisissez me, { $names }.
ref-no-such-continent = Aucun continent nommé « { $name } » : choisissez { $names }.
ref-history-fogged = Cette partie se joue dans le brouillard de guerre : son historique reste fermé jusqu’à la fin (il montrerait ce que vous ne voyez pas). /{ cmd-board } montre votre propre vue ; l’historique complet, l’image sans brouillard et /{ cmd-risk } { cmd-risk-verify } viennent à la fin.
ref-no-such-command = Aucune commande nommée « { $command } ». /{ cmd-help } les liste toutes.
ref-odds-fogged = Le brouillard de guerre cache les armées { $territories-in } : indiquez plutôt attaquants et défenseurs (p. ex. /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6).
ref-odds-what = Indiquez attaquants et défenseurs (p. ex. /{ cmd-odds } { opt-attackers }:10 { opt-defenders }:6), ou départ et arrivée.
ref-odds-too-many = Les chances se calculent jusqu’à 1000 armées par camp.
ref-stats-outside-server = Les classements sont tenus par serveur : utilisez /{ cmd-risk } { cmd-risk-stats } dans un salon d’un serveur.
ref-no-such-standing = Aucune partie terminée sur ce serveur n’a de joueur nommé « { $who } ». Joueurs : { $names }.

## handlers/play.rs

ref-waiting-for-defender = On attend les dés de défense de { $name } (au plus tard { $until }).
ref-no-neutrals = Aucune armée neutre nommée « { $neutral } » : il n’y a pas de neutres dans cette partie.
ref-no-such-neutral = Aucune armée neutre nommée « { $neutral } » : choisissez { $names }.
ref-bribe-one-card = Nommez exactement une carte à donner (vous en avez nommé { $count }) : un pot-de-vin, c’est une carte ; refaites /{ cmd-bribe } pour en donner une deuxième.
ref-discard-one-card = Nommez exactement une carte à défausser (vous en avez nommé { $count }).

## handlers/maps.rs

ref-map-add-outside-server = Les plateaux d’un serveur s’ajoutent dans un salon de ce serveur.
ref-map-remove-outside-server = Les plateaux d’un serveur se retirent dans un salon de ce serveur.
ref-map-not-added = Le fichier de carte { $file } n’a pas été ajouté ({ $count } { $count ->
        [one] problème
       *[other] problèmes
    }) ; corrigez-les et joignez-le à nouveau (TOML, `.map` Domination ou Conquest, `.xml` Conquer Club, au plus { $kb } Ko) :
ref-map-more-problems = … et { $count } de plus
ref-map-already-had = Ce serveur a déjà ce plateau, sous le nom { $name }.
ref-map-name-taken = Ce serveur a déjà un plateau nommé { $name } ; retirez-le d’abord (/{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-remove } { opt-name }:{ $name }) ou donnez un autre nom au nouveau dans son fichier.
ref-map-none-own = Ce serveur n’a pas de plateau nommé { $name } : il n’en a aucun à lui.
ref-map-no-such = Ce serveur n’a pas de plateau nommé { $name } ; ses plateaux : { $boards }.

## values/catalog/parse.rs

ref-input-unknown-command = Commande inconnue /{ $command } ; /{ cmd-help } les liste.
ref-input-unknown-option = /{ $command } n’a pas d’option « { $option } » (voir /{ cmd-help } { $command }).
ref-input-missing = Il manque à /{ $command } son option { $option }: (les options s’écrivent nom:valeur, p. ex. { $option }:… ; voir /{ cmd-help } { $command }). Rien n’a changé.
ref-input-not-whole = { $option } : attend un nombre entier, pas « { $value } ».
ref-input-out-of-range = { $option } : { $value } est hors limites ; donnez de { $min } à { $max }. Rien n’a changé.
ref-input-not-flag = { $option } : attend true ou false, pas « { $value } ».
ref-input-not-one-of = { $option } : « { $value } » ne fait pas partie de { $allowed }.
ref-input-not-troops = { opt-troops } : attend un nombre entier, « all » ou « all but N » (p. ex. « all but 2 »), pas « { $value } ». Rien n’a changé.
ref-input-wrong-kind = Je n’ai pas pu lire l’option { $option }. Rien n’a changé.
ref-troops-format = { opt-troops } : attend un nombre entier, « all » ou « all but N » (p. ex. « all but 2 »), pas « { $value } »

## table/clock.rs
ref-not-a-duration = « { $text } » n’est pas une durée : écrivez p. ex. 12h, 2d ou none
ref-duration-range = { $option } doit être entre { $min } et { $max } (ou none), pas { $text }
ref-setup-player-count = cette partie demande de { $min } à { $max } joueurs, pas { $given }
ref-setup-combination = ces règles ne peuvent pas se combiner : { $why }

## service/mod.rs
ref-not-an-admin-command = Ce n’est pas une commande de /{ cmd-risk-admin }.
ref-not-available-here = Cette commande n’est pas disponible ici.
