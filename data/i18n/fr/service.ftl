### French: the handlers' and turns' own answers (src/service/handlers, turns, table, values).
### Every key of ../en/service.ftl, translated; a key left out falls back to English.

## turns/turn.rs

svc-next = { $name }, ensuite : { $what }.
svc-next-private = Ensuite : { $prompt }
svc-undo-place = le placement de { $count } sur { $territory }
svc-undo-move-in = l’avancée de { $count }
svc-undo-fortify = le déplacement de { $count } de { $from } vers { $to }
svc-ai-line = 🤖 **{ $name }** : { $line }

## handlers/lobby.rs

svc-lobby-details = { $min } à { $max } joueurs, { $clock } ; { $rules }
svc-lobby-opened = { $host } a ouvert un salon **{ $preset }** ({ $details }).
svc-lobby-opened-on = { $host } a ouvert un salon **{ $preset }** sur le plateau { $board } ({ $details }).
svc-lobby-how-to-join = Rejoignez avec /{ cmd-risk } { cmd-risk-join } ; ajoutez des joueurs ordinateur avec /{ cmd-risk } { cmd-risk-add-ai } ; l’hôte lance la partie avec /{ cmd-risk } { cmd-risk-start }.
svc-joins = { $name } rejoint en { $colour } ({ $count } à la table).
svc-ai-seated = { $name } prend place en { $colour } ({ $count } à la table).
svc-plays-for-team = { $name } joue pour l’équipe { $team }. { $teams }
svc-team-list = A : { $a } ; B : { $b } ; sans équipe : { $undecided }.
svc-team-nobody = personne
svc-leaves = { $name } quitte le salon.
svc-leaves-new-host = { $name } quitte le salon. { $host } est maintenant l’hôte.
svc-leaves-closed = { $name } quitte le salon. Le salon est fermé.
svc-seat-colour = { $name } ({ $colour })
svc-game-begins = ⚔ La partie commence ! Ordre de jeu : { $order }.
svc-your-mission = Votre mission secrète : { $mission }
svc-removed-from-lobby = { $name } a été retiré du salon.
svc-kicked-from-game = { $name } est retiré de la partie.
svc-ai-takes-over = L’IA prend la place de { $name }.
svc-abandoned = { $name } a abandonné la partie de ce salon.

## handlers/admin.rs

svc-paused = ⏸ { $name } a mis les horloges en pause. Les coups restent permis ; les délais attendent /{ cmd-risk } { cmd-risk-resume }.
svc-resumed = ▶ { $name } a relancé les horloges.
svc-resumed-deadline = ▶ { $name } a relancé les horloges. Échéance { $deadline }.
svc-vacation = 🏖 { $name } est en vacances jusqu’à { $until } : ses délais attendent jusque-là.
svc-surrenders = 🏳 { $name } abandonne.
svc-surrenders-neutral = 🏳 { $name } abandonne : ses armées restent en neutre, qui se défend mais n’attaque jamais.
svc-surrenders-ai = 🏳 { $name } abandonne : l’IA joue sa place.
svc-takes-over = { $name } reprend la place de { $old }.
svc-returns = { $name } reprend sa place à l’IA.
svc-undone-then = ↩ Annulé : { $what }. { $next }
svc-undone-next = ↩ Annulé : { $what }. Ensuite : { $prompt }
svc-undid-hidden = ↩ { $name } a annulé son dernier coup. { $prompt }
svc-undid = ↩ { $name } a annulé : { $what }. { $prompt }

## values/server.rs

svc-board-sized = { $name } ({ $territories } territoires, { $continents } continents)
svc-settings-title = **Réglages du serveur**
svc-settings-defaults = Options de salon par défaut : { $defaults }
svc-settings-no-defaults = aucune (celles intégrées)
svc-settings-channels = Parties possibles dans : { $channels }
svc-settings-every-channel = tous les salons
svc-settings-host = Qui peut héberger : { $host }
svc-settings-host-role = les membres ayant le rôle <@&{ $role }> (et les admins)
svc-settings-everyone = tout le monde
svc-settings-language = Langue des parties : { $language } ({ $code })
