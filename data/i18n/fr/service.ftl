### French: the handlers' and turns' own answers (src/service/handlers, turns, table, values).
### Every key of ../en/service.ftl, translated; a key left out falls back to English.

## turns/turn.rs

svc-next = { $name }, ensuite : { $what }.
svc-next-private = Ensuite : { $prompt }
svc-undo-place = le placement de { $count } { $territory-in }
svc-undo-move-in = l’entrée de { $count }
svc-undo-fortify = la manœuvre de { $count } { $from-from } { $to-to }
svc-ai-line = 🤖 **{ $name }** : { $line }

## handlers/lobby.rs

svc-lobby-details = { $min } à { $max } joueurs, { $clock } ; { $rules }
svc-lobby-opened = { $host } a ouvert une salle d’attente **{ $preset }** ({ $details }).
svc-lobby-opened-on = { $host } a ouvert une salle d’attente **{ $preset }** sur le plateau { $board } ({ $details }).
svc-lobby-how-to-join = Rejoignez-la avec /{ cmd-risk } { cmd-risk-join } ; ajoutez des joueurs IA avec /{ cmd-risk } { cmd-risk-add-ai } ; l’hôte lance la partie avec /{ cmd-risk } { cmd-risk-start }.
svc-joins = { $name } rejoint la table en { $colour } ({ $count } à la table).
svc-ai-seated = { $name } prend place en { $colour } ({ $count } à la table).
svc-plays-for-team = { $name } joue pour l’équipe { $team }. { $teams }
svc-team-list = A : { $a } ; B : { $b } ; sans équipe : { $undecided }.
svc-team-nobody = personne
svc-leaves = { $name } quitte la salle d’attente.
svc-leaves-new-host = { $name } quitte la salle d’attente. { $host } est maintenant l’hôte.
svc-leaves-closed = { $name } quitte la salle d’attente, qui est fermée.
svc-seat-colour = { $name } ({ $colour })
svc-game-begins = ⚔ La partie commence ! Ordre de jeu : { $order }.
svc-your-mission = Votre mission secrète : { $mission }
svc-removed-from-lobby = { $name } a été retiré de la salle d’attente.
svc-kicked-from-game = { $name } est retiré de la partie.
svc-ai-takes-over = L’IA prend la place de { $name }.
svc-abandoned = { $name } a supprimé la partie de ce salon.

## handlers/admin.rs

svc-paused = ⏸ { $name } a mis les horloges en pause. Les coups restent permis ; les délais attendent /{ cmd-risk } { cmd-risk-resume }.
svc-resumed = ▶ { $name } a relancé les horloges.
svc-resumed-deadline = ▶ { $name } a relancé les horloges. Échéance : { $deadline }.
svc-vacation = 🏖 { $name } est en vacances jusqu’à { $until } : ses délais attendent jusque-là.
svc-surrenders = 🏳 { $name } abandonne.
svc-surrenders-neutral = 🏳 { $name } abandonne : ses armées deviennent neutres ; elles se défendent mais n’attaquent jamais.
svc-surrenders-ai = 🏳 { $name } abandonne : l’IA joue sa place.
svc-takes-over = { $name } reprend la place de { $old }.
svc-returns = { $name } reprend sa place, jouée jusqu’ici par l’IA.
svc-undone-then = ↩ Annulé : { $what }. { $next }
svc-undone-next = ↩ Annulé : { $what }. Ensuite : { $prompt }
svc-undid-hidden = ↩ { $name } a annulé son dernier coup. { $prompt }
svc-undid = ↩ { $name } a annulé : { $what }. { $prompt }

## values/server.rs

svc-board-sized = { $name } ({ $territories } territoires, { $continents } continents)
svc-settings-title = **Réglages du serveur**
svc-settings-defaults = Options par défaut des nouvelles parties : { $defaults }
svc-settings-no-defaults = aucune (celles du bot)
svc-settings-channels = Parties possibles dans : { $channels }
svc-settings-every-channel = tous les salons
svc-settings-host = Qui peut héberger : { $host }
svc-settings-host-role = les membres ayant le rôle <@&{ $role }> (et les admins)
svc-settings-everyone = tout le monde
svc-settings-language = Langue des parties : { $language } ({ $code })

## turns/defend.rs

svc-defend-whose = { $territory } (à { $owner })
svc-defend-place-armies = { $place }, { $count } { $count ->
        [one] armée
       *[other] armées
    }
svc-defend-unseen = un territoire que vous ne voyez pas
svc-defend-dm = ⚔ { $attacker } attaque : { $place }. Choisissez vos dés de défense avec les boutons dans le salon de la partie.
svc-defend-hidden = ⚔ { $attacker } attaque ! { $defender }, défendez-vous avec 1 ou 2 dés (2 sans réponse { $when } ; vous seul savez où).
svc-defend = ⚔ { $attacker } attaque : { $place } ! { $defender }, défendez-vous avec 1 ou 2 dés (2 sans réponse { $when }).
svc-defend-button = { $count ->
        [one] Défendre avec { $count } dé
       *[other] Défendre avec { $count } dés
    }

## handlers/deadline.rs

svc-reminder-half = ⏰ { $name }, la moitié de votre temps de tour est écoulée : échéance { $deadline }.
svc-reminder-last = ⏰ { $name }, votre temps de tour est presque écoulé : échéance { $deadline }.
svc-time-ran-out = ⌛ Temps écoulé pour { $names }.
svc-ai-takes-seat = Après { $count } tours manqués, l’IA prend la place de { $name }, qui peut la reprendre entre deux tours avec /{ cmd-risk } { cmd-risk-return }.

## values/steps.rs

svc-dice-commitment = 🔒 Engagement des dés : le SHA-256 de `{ $salt }:<seed>` est `{ $commitment }`. La graine est révélée à la fin de la partie ; /{ cmd-risk } { cmd-risk-verify } rejoue alors chaque lancer et chaque carte piochée.
svc-dice-revealed = 🔓 Graine des dés révélée : `{ $seed }` (sel `{ $salt }` ; le SHA-256 de `{ $salt }:{ $seed }` est `{ $commitment }`, l’engagement publié au début). /{ cmd-risk } { cmd-risk-verify } rejoue chaque lancer et chaque carte piochée.

## handlers/info.rs

svc-status-yours = **Les vôtres** :{" "}
svc-rules-this-table = Cette table joue **{ $preset }** :
svc-rules-new-would = /{ cmd-risk } { cmd-risk-new } jouerait **{ $preset }** :
svc-odds-numbers = { $attackers } attaquant { $defenders }
svc-odds-territories = { $from } ({ $attackers }) attaquant { $to-object } ({ $defenders })
svc-odds = { $what } : conquiert dans { $chance } des cas ; pertes attendues : attaquant { $attacker }, défenseur { $defender } (chacun lançant le maximum jusqu’à ce qu’un camp ne puisse plus).
svc-history-empty = Rien ne s’est encore passé.
svc-history-turn = → Tour de { $name }, manche { $round }.
svc-history-attached = L’historique complet de la partie { $number } ({ $count } { $count ->
        [one] entrée
       *[other] entrées
    }) est joint : { $file }.
svc-history-file-heading = Partie { $number } ({ $preset })

## handlers/maps.rs

svc-boards-title = **Plateaux** (`/{ cmd-risk } { cmd-risk-new } { opt-map }:NOM`)
svc-boards-own = Ceux de ce serveur : { $boards }
svc-boards-own-none = Ceux de ce serveur : aucun pour l’instant (les admins du serveur en ajoutent avec /{ cmd-risk-admin } { cmd-risk-admin-map } { cmd-map-add })
svc-boards-shipped = Fournis avec le bot : { $boards }
svc-board-unreadable = { $name } (son fichier ne se lit plus)
svc-rest-does-not-fit = … (la suite ne tient pas ici)
svc-board-added = Plateau { $board } ajouté à ce serveur : /{ cmd-risk } { cmd-risk-new } { opt-map }:{ $name } le joue.
svc-board-removed = Plateau { $name } retiré de ce serveur : les nouvelles parties ne peuvent plus le choisir ; celles qui s’y jouent le gardent.

## table/session.rs
svc-neutral = { $number ->
        [1] Neutre
       *[other] Neutre { $number }
    }
svc-player-n = Joueur { $number }
svc-label-surrendered = { $name } (a abandonné)
svc-label-kicked = { $name } (IA)
svc-rest-in-history = … (la suite : /{ cmd-history })
svc-history-clock = horloge
svc-history-table = table
svc-history-timeout = temps écoulé
svc-history-ai = tour de l'IA
svc-history-end = fin
svc-mark-again = ↻ (renvoyé après un redémarrage){" "}
svc-mark-late = ↻ (en retard : Discord ne l’avait pas accepté la première fois){" "}
