### French: the Discord adapter's and console's own messages (commands/src).
### Every key of ../en/adapter.ftl, translated; a key left out falls back to English.

## The adapter's own answers, each in its reader's language.
adp-late-note = C’est fait : la réponse est publiée ci-dessous.
adp-not-in-a-server = Les parties de RISK se jouent dans les salons d’un serveur : utilisez cette commande dans un salon d’un serveur.
adp-done = C’est fait.
adp-dm-failed-private = Je n’ai pas pu vous envoyer de message privé, alors le voici ici, rien que pour vous : { $text }
adp-dm-failed = Je n’ai pas pu vous envoyer de message privé : utilisez { $command } pour le voir.
# Sous un message dont l’image du plateau a été omise ; $command affiche le plateau (« /board »).
adp-picture-skipped = (L’image du plateau manque cette fois : elle prenait trop de temps à dessiner. { $command } affiche le plateau.)
adp-file-too-big = Le fichier { $file } fait { $bytes } octets ; un fichier de carte peut faire au plus { $most } Ko. Rien n’a été ajouté.
adp-download-failed = Je n’ai pas pu télécharger { $file } ; joignez-le à nouveau. Rien n’a été ajouté.
adp-went-wrong = Désolé, quelque chose s’est mal passé de notre côté ; veuillez réessayer.
adp-unreadable-option = Je n’ai pas pu lire cette option : vérifiez les valeurs et réessayez.
adp-unreadable-option-value = Je n’ai pas pu lire cette option (« { $value } ») : vérifiez les valeurs et réessayez.
adp-option-out-of-range = Je n’ai pas pu lire une des options : les nombres doivent être entiers et dans les limites de l’option ({ opt-troops }, { opt-dice } et { opt-stop-at } au moins 1). Rien n’a changé.

## The console (risk-bot local): its transcript's marks and its own answers.
adp-console-channel = [salon] { $text }
adp-console-dm = [MP à { $name }] { $text }
adp-console-only = [vu seulement par { $name }] { $text }
adp-console-picture = [image vue seulement par { $name }] { $text }
adp-console-file = [fichier pour { $name } : { $file }]
adp-console-error = [erreur] { $error }
adp-console-user = utilisateur { $id }
adp-console-resuming-game = Reprise de la partie enregistrée.
adp-console-resuming-lobby = Reprise de la salle d’attente enregistrée : les joueurs manquants prennent place.
adp-console-how = Tapez les commandes sous la forme `nom: /commande option:valeur`, en français ou en anglais (/{ cmd-help } les liste ; Ctrl-D pour quitter).
adp-console-not-utf8 = [console] cette ligne n’est pas du texte UTF-8 valide ; ignorée.
adp-console-slash = les commandes commencent par /, par ex. /board ou /attack from:Brazil to:Peru
adp-console-quote = un guillemet n’est pas fermé
adp-console-not-an-option = « { $rest } » n’est pas une option de /{ $command } : écrivez nom:valeur
adp-console-unreadable-file = { $option }:{ $path } ne peut pas être lu ({ $error })
adp-console-file-too-big = { $option }:{ $path } fait { $bytes } octets ; un fichier de carte peut faire au plus { $most } Ko
adp-console-not-key-value = « { $option } » n’est pas de la forme clé=valeur (par ex. placement=one-at-a-time)
adp-console-not-lobby = pas une option de salle d’attente
adp-console-epoch = { $seconds } s après 1970
adp-console-passed = { $at } (passé)
adp-console-in = { $at } (dans { $span })

## Autocomplete choices' labels (what a player picks from; the value sent stays English).
adp-complete-me = moi
adp-complete-wild = Joker
adp-complete-set = { $cards } → { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}
