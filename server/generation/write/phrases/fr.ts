import type { Phrases } from './phrases';

/*
 * French, addressed to the couple as "vous". {meal} is always masculine here (le déjeuner, le dîner,
 * le brunch, le petit-déjeuner), so "le {meal}" and "du {meal}" are safe. {place} and {thing} change
 * gender from kind to kind: they stand as subjects, after "cap sur", or after a colon, never next
 * to a word that would have to agree with them. Titles arrive lower-cased in lists ({stops},
 * {outdoor}, {first}), so those lists sit after a colon or inside brackets, where a bare title reads well.
 */

const hoursWord = (hours: number): string => (hours === 1 ? '1 heure' : `${hours} heures`);

export const PHRASES_FR: Phrases = {
  language: 'fr',
  clock: '24h',
  families: {
    coffee: {
      titles: [
        '{thing} et bavardages',
        'Le temps d’une tasse',
        'Pause gourmande',
        'Une table pour bavarder',
        'Une parenthèse sans montre',
      ],
      descriptions: [
        'Une pause sans se presser {at_place} : quelque chose de chaud ou de frais dans la tasse, une douceur à partager et tout le temps de parler.',
        '{at_place}, choisissez une table près de la fenêtre si elle est libre, regardez passer la ville et laissez la conversation démarrer toute seule.',
        'Le bon plan pour se poser : {place}, avec le tintement des tasses, une carte qui fait hésiter et une table rien que pour vous deux.',
        'L’envie du moment : {thing}. Les meilleures conversations se tiennent souvent entre deux gorgées.',
        'Une halte {at_place}, le genre d’endroit où l’on commande une chose, puis une deuxième parce qu’on n’a pas fini de se raconter sa semaine.',
      ],
      activities: [
        'Commandez deux choses différentes et échangez à mi-tasse',
        'Demandez au comptoir ce qu’ils préfèrent en ce moment',
        'Partagez une petite douceur, une cuillère chacun',
        'Choisissez une table d’où l’on voit la rue',
        'Posez les téléphones face contre la table',
        'Racontez-vous votre matinée idéale, dans les moindres détails',
      ],
      ambiance: [
        'Des tasses qui tintent, un fond de musique et des conversations à mi-voix.',
        'Lumière douce, quelques tables serrées et ce bourdonnement tranquille des lieux où l’on s’attarde.',
        'Ça sent bon le chaud et le sucré, et personne ici ne regarde sa montre.',
      ],
      booking: [
        'Pour une simple tasse, venez comme vous êtes ; pour un brunch ou un thé à l’anglaise, mieux vaut réserver.',
        'Le week-end en fin de matinée, prévoyez quelques minutes d’attente ou réservez si c’est possible.',
      ],
      tips: [
        'Venez avant le coup de feu du week-end pour avoir le choix de la table.',
        'Si vous hésitez, prenez la spécialité de la maison : c’est souvent ce qu’elle fait le mieux.',
        'Demandez s’il existe des laits végétaux ou des options sans sucre si l’un de vous y tient.',
      ],
    },
    sweet: {
      titles: ['Une douceur pour deux', '{thing}, évidemment', 'Le moment sucré', 'Une cuillère chacun'],
      descriptions: [
        'Petite folie sucrée {at_place} : on y entre pour une gourmandise, on en ressort le sourire aux lèvres.',
        'Objectif gourmandise : {thing}. Choisissez chacun la vôtre, puis goûtez celle de l’autre, c’est la règle.',
        '{at_place}, le plus dur est de choisir. Prenez votre temps devant la carte, c’est déjà la moitié du plaisir.',
        'Le dessert, mais ailleurs : {place}, à savourer sur place ou en marchant, selon l’humeur et la météo.',
      ],
      activities: [
        'Choisissez chacun pour l’autre, sans rien dire avant de goûter',
        'Demandez ce qui vient d’être préparé',
        'Prenez deux parfums ou deux saveurs que vous n’avez jamais essayés',
        'Partagez une seule part, deux cuillères',
        'Savourez en marchant si la météo s’y prête',
        'Votez pour la meilleure bouchée de la journée',
      ],
      ambiance: [
        'Des vitrines colorées, une odeur de sucre chaud et des gens qui sourient en sortant.',
        'Un endroit simple et joyeux, où l’on revient en enfance le temps d’une bouchée.',
      ],
      booking: ['Pas besoin de réserver : il suffit parfois d’un peu de patience dans la file.'],
      tips: [
        'Une file devant la porte est souvent bon signe, et elle avance généralement vite.',
        'Gardez ce moment pour après le repas si le plan en prévoit un : c’est le dessert idéal.',
        'Demandez les allergènes au comptoir si l’un de vous évite les fruits à coque ou le gluten.',
      ],
    },
    meal: {
      titles: [
        '{thing} à deux',
        'Le {meal} sans se presser',
        'Une table pour deux',
        'À table',
        'Le {meal}, version gourmande',
      ],
      descriptions: [
        'Le {meal} se passe {at_place} : des assiettes à partager, une table pour deux et tout le temps de parler entre les plats.',
        '{at_place}, laissez la carte vous guider et commandez un plat que vous ne connaissez pas encore. Les meilleurs souvenirs commencent souvent par « et si on essayait ça ? ».',
        '{thing}, à deux, sans se presser : installez-vous, commandez sans regarder l’heure et gardez une place pour le dessert.',
        'Des plats qui arrivent fumants, le bruit de la cuisine et l’envie de goûter dans l’assiette de l’autre : le {meal} {at_place} s’annonce bien.',
        'Pour un {meal} qui compte, cap sur {place} : on vient pour bien manger, on reste pour la conversation.',
        'Un {meal} {at_place}, simple et généreux, le genre de repas dont on reparle des semaines après.',
      ],
      activities: [
        'Demandez au service le plat dont l’équipe est la plus fière',
        'Commandez deux plats différents et partagez tout',
        'Laissez une place pour le dessert, même petite',
        'Trinquez à ce qui vous amène ici, avec ce que vous aimez boire',
        'Goûtez une spécialité de la maison que vous n’avez jamais essayée',
        'Racontez-vous le meilleur repas de votre vie',
        'Prenez le temps d’un café ou d’une infusion avant de repartir',
      ],
      ambiance: [
        'Des tables bien dressées, une lumière qui flatte et le bruit rassurant d’une cuisine qui s’active.',
        'Chaleureux et animé, avec juste ce qu’il faut de bruit pour se sentir seuls au monde.',
        'Des assiettes qui passent, des odeurs qui donnent faim et un service qui prend le temps.',
      ],
      booking: [
        'Réservez, surtout le week-end, et demandez une table au calme si vous voulez parler.',
        'Une réservation quelques jours avant évite l’attente ; signalez un régime particulier au même moment.',
      ],
      tips: [
        'Demandez le plat du jour : c’est souvent le plus frais de la carte.',
        'Si vous hésitez entre deux plats, prenez les deux et partagez.',
        'Précisez dès l’arrivée si vous êtes attendus ailleurs après, le service s’organisera.',
      ],
    },
    street_food: {
      titles: ['Manger sur le pouce', 'Festin debout', 'Un peu de tout', 'Le tour des stands'],
      descriptions: [
        'Direction {place} : on goûte à tout, on compare les trouvailles et on partage chaque bouchée.',
        '{at_place}, on mange avec les doigts et on goûte de tout, sans chichis ni nappe blanche.',
        'Des odeurs qui se croisent, des files qui promettent, des bouchées qu’on s’échange : {thing}, c’est tout ça.',
        'Pour un repas sans cérémonie, rien ne vaut {place} : petits prix, grandes saveurs et un joyeux brouhaha.',
      ],
      activities: [
        'Faites un premier tour complet avant de choisir',
        'Suivez la file la plus longue : elle a souvent raison',
        'Prenez des petites portions pour goûter à plus de choses',
        'Mettez-vous d’accord sur une bouchée « défi » chacun',
        'Trouvez un coin pour vous asseoir et partager',
        'Élisez votre stand préféré avant de partir',
      ],
      ambiance: [
        'Des fumées qui montent, des enseignes qui clignotent et un joyeux brouhaha de conversations.',
        'Animé, bon enfant, un peu chaotique, et c’est exactement ce qui fait son charme.',
      ],
      booking: ['Pas de réservation : venez tôt pour éviter le plus gros de la foule.'],
      tips: [
        'Prévoyez un peu d’espèces : certains stands ne prennent pas la carte.',
        'Ayez des lingettes ou des serviettes en poche, vous nous remercierez.',
        'Allez-y affamés, mais pas trop tard : les meilleurs stands peuvent être dévalisés avant la fermeture.',
      ],
    },
    drinks: {
      titles: [
        'Un verre à deux',
        'Trinquer ensemble',
        'Le mot de la fin',
        'Au comptoir',
        '{thing}, tout simplement',
      ],
      descriptions: [
        'Prochain arrêt : {place}. Une lumière tamisée, quelque chose de bon dans le verre et une conversation qui s’étire.',
        '{at_place}, installez-vous au comptoir ou dans un coin tranquille et laissez la soirée ralentir.',
        'L’idée : {thing}, et une personne derrière le bar à qui laisser carte blanche.',
        'La soirée n’est pas finie : rien de mieux pour la prolonger qu’une halte {at_place}, à trinquer et à oublier l’heure.',
        'Un moment {at_place}, le temps de trinquer à ce qui va bien et de refaire le monde à deux.',
      ],
      activities: [
        'Laissez carte blanche à la personne derrière le bar',
        'Trinquez à quelque chose de précis, pas juste « à nous »',
        'Essayez chacun une boisson que vous ne commandez jamais',
        'Demandez ce qui se boit de plus original ici',
        'Prenez quelque chose à grignoter pour accompagner',
        'Choisissez une place au comptoir pour voir la préparation',
      ],
      ambiance: [
        'Lumière basse, musique à la bonne hauteur et des verres qui s’entrechoquent.',
        'Un lieu où l’on se penche l’un vers l’autre pour s’entendre, et c’est très bien comme ça.',
        'Du bois, des lampes tamisées et le bruit des glaçons : l’endroit parfait pour baisser la voix.',
      ],
      booking: [
        'Réservez si c’est possible pour un vendredi ou un samedi ; sinon, venez tôt dans la soirée.',
        'Les endroits les plus prisés ne réservent pas toujours : arrivez tôt pour avoir une place assise.',
      ],
      tips: [
        'Demandez les créations maison à base de sirops, de thés ou de jus : elles surprennent souvent.',
        'Prévoyez comment rentrer avant de vous installer : le dernier métro passe parfois plus tôt qu’on ne croit.',
        'Si vous voulez parler, visez les tables du fond plutôt que le comptoir.',
      ],
    },
    tasting: {
      titles: [
        'Dégustation à deux',
        'Goûter, comparer, choisir',
        'Le palais en éveil',
        '{thing} en dégustation',
      ],
      descriptions: [
        'On file vers {place} pour apprendre à goûter vraiment : on compare, on hésite, on se découvre des préférences.',
        '{at_place}, chaque échantillon raconte son histoire : la provenance, la méthode, le petit détail qui change tout.',
        'Le thème du jour : {thing}. Une façon ludique de se découvrir des goûts communs, et quelques désaccords savoureux.',
        'Une dégustation {at_place}, guidée par des gens passionnés qui prennent le temps d’expliquer.',
      ],
      activities: [
        'Notez chacun vos préférences en secret, puis comparez',
        'Posez une question au guide à chaque étape',
        'Essayez de décrire les arômes avec vos propres mots',
        'Choisissez votre favori et demandez pourquoi il est si différent',
        'Rapportez un petit souvenir de ce que vous avez préféré',
      ],
      ambiance: [
        'Un cadre calme et attentif, où l’on prend le temps de sentir et de goûter.',
        'Des passionnés qui partagent leur savoir sans jamais se prendre trop au sérieux.',
      ],
      booking: ['Réservez : les dégustations se font souvent en petits groupes et à horaires fixes.'],
      tips: [
        'Prenez en photo les étiquettes de vos favoris pour les retrouver plus tard.',
        'Gardez un verre d’eau à portée de main pour rincer le palais entre deux échantillons.',
        'Évitez les parfums forts ce jour-là : ils brouillent les arômes.',
      ],
    },
    music: {
      titles: ['Musique live', '{thing}, en direct', 'Le son du soir', 'Premier rang'],
      descriptions: [
        'Les musiciens jouent à quelques mètres {at_place} : chaque note se sent autant qu’elle s’entend.',
        '{at_place}, laissez la musique faire la conversation pendant un moment, puis refaites le concert à la sortie.',
        'À l’affiche : {thing}. Un son qu’on ressent dans la poitrine et un moment qui a sa propre bande originale.',
        'Un moment {at_place}, où l’on vient pour écouter et d’où l’on repart en fredonnant.',
      ],
      activities: [
        'Arrivez tôt pour choisir vos places',
        'Rangez les téléphones pendant au moins un morceau entier',
        'Choisissez chacun votre morceau préféré de la soirée',
        'Applaudissez fort : les musiciens le sentent',
        'Demandez le nom d’un artiste que vous découvrez',
      ],
      ambiance: [
        'Lumières sur la scène, salle dans la pénombre et ce frisson quand le premier accord tombe.',
        'Intime ou vibrant selon le soir, mais toujours cette énergie d’une musique jouée pour de vrai.',
      ],
      booking: ['Prenez vos billets à l’avance et vérifiez l’heure de début sur le site de la salle.'],
      tips: [
        'Renseignez-vous sur l’artiste du soir et écoutez un morceau ensemble avant d’y aller.',
        'Placez-vous un peu à l’écart des enceintes si vous voulez pouvoir vous parler.',
      ],
    },
    dance: {
      titles: ['On danse ?', 'Piste de danse', '{thing}, pas à pas', 'En piste !'],
      descriptions: [
        'Rien ne rapproche comme de chercher le bon pas ensemble : {place}, c’est l’endroit pour essayer, rater et rire.',
        '{at_place}, personne ne vous juge : on suit le rythme, on se marche un peu sur les pieds et on recommence.',
        'En piste : {thing}. Une heure de danse vaut mille mots pour se comprendre.',
        'De la musique qui fait bouger et une piste qui n’attend que vous, {at_place}.',
      ],
      activities: [
        'Prenez le cours d’initiation s’il y en a un en début de soirée',
        'Osez inviter l’autre pour un morceau lent',
        'Observez les habitués quelques minutes, puis lancez-vous',
        'Faites une pause au bord de la piste pour reprendre votre souffle',
        'Dansez au moins une fois comme si personne ne regardait',
      ],
      ambiance: [
        'Des basses qui vibrent, des lumières qui tournent et une piste qui se remplit au fil des heures.',
        'Chaleureux et sans prise de tête : débutants et habitués se mélangent volontiers.',
      ],
      booking: [
        'Vérifiez l’horaire et le thème de la soirée en ligne ; certaines soirées demandent une inscription.',
      ],
      tips: [
        'Portez des chaussures confortables qui glissent un peu.',
        'Prévoyez une bouteille d’eau ou demandez de l’eau au bar entre deux danses.',
      ],
    },
    stage: {
      titles: ['Lever de rideau', 'Ce soir, spectacle', 'En scène', 'Place au spectacle'],
      descriptions: [
        'Les lumières s’éteignent, le silence se fait {at_place}, et pendant un moment il n’y a plus que la scène.',
        '{at_place}, asseyez-vous côte à côte et laissez-vous embarquer. Vous aurez de quoi parler pendant tout le reste de la soirée.',
        'Sur scène : {thing}. Rien ne vaut le frisson du direct, où tout peut arriver.',
        'Un spectacle {at_place}, avec ce petit trac partagé juste avant que tout commence.',
      ],
      activities: [
        'Arrivez un peu en avance pour profiter du lieu',
        'Lisez le programme ensemble avant le début',
        'Débriefez à l’entracte : chacun son moment préféré',
        'Devinez la suite avant qu’elle arrive',
        'Restez pour les saluts et applaudissez fort',
      ],
      ambiance: [
        'Projecteurs, rangées de sièges et ce murmure du public qui se tait d’un coup.',
        'Un public qui rit, retient son souffle et applaudit d’une seule voix.',
      ],
      booking: ['Réservez vos places à l’avance ; les meilleures partent vite, surtout le week-end.'],
      tips: [
        'Regardez la durée du spectacle pour caler la suite du plan sans courir.',
        'Si c’est de l’improvisation ou de l’humour, évitez le premier rang à moins de vouloir participer.',
      ],
    },
    screen: {
      titles: ['Séance à deux', 'Toile du soir', 'Un film pour deux', 'Silence, ça tourne'],
      descriptions: [
        'Le noir se fait {at_place}, les bandes-annonces défilent et vous vous rapprochez un peu.',
        '{at_place}, choisissez ensemble, installez-vous bien et laissez le film faire le reste.',
        'Place au grand écran : deux heures d’une autre histoire, puis la vôtre reprend à la sortie.',
        'Une séance {at_place}, suivie de la meilleure partie : en parler pendant des heures.',
      ],
      activities: [
        'Choisissez le film chacun votre tour : cette fois, c’est l’autre qui décide',
        'Partagez un grand paquet de popcorn',
        'Pariez sur la fin avant qu’elle arrive',
        'Restez pour le générique',
        'Notez le film sur dix en sortant et défendez votre note',
      ],
      ambiance: [
        'Le grand écran, la pénombre et le son qui vous enveloppe.',
        'Une odeur de popcorn, l’écran qui s’allume et ce calme particulier juste avant le film.',
      ],
      booking: ['Achetez vos places en ligne pour choisir deux sièges côte à côte.'],
      tips: [
        'Vérifiez que le film est en version originale ou doublée, selon vos préférences.',
        'Prévoyez un pull : les salles et les séances en plein air peuvent être fraîches.',
      ],
    },
    culture: {
      titles: [
        'Une parenthèse culturelle',
        'Yeux grands ouverts',
        'Flânerie culturelle',
        '{thing}, en curieux',
        'Le coin des curieux',
      ],
      descriptions: [
        'On y entre pour voir, on en ressort avec mille choses à se raconter : {place}, c’est une valeur sûre pour nourrir la conversation.',
        '{at_place}, avancez à votre rythme, arrêtez-vous devant ce qui vous parle et laissez le reste.',
        'Pour piquer la curiosité : {thing}. C’est souvent là qu’on découvre ce qui fait vibrer l’autre.',
        'Une halte {at_place} pour nourrir la curiosité : chacun choisit une découverte à montrer à l’autre.',
        'Changement de rythme {at_place} : le calme, les détails et le plaisir de regarder ensemble.',
      ],
      activities: [
        'Séparez-vous dix minutes, puis montrez à l’autre votre coup de cœur',
        'Choisissez chacun un détail que personne ne remarque',
        'Lisez à voix haute la légende, l’étiquette ou la quatrième de couverture la plus étonnante',
        'Demandez à l’accueil ce qu’il ne faut surtout pas manquer',
        'Rapportez une carte postale ou un petit souvenir',
        'Inventez l’histoire de ce que vous voyez, à tour de rôle',
      ],
      ambiance: [
        'Calme, lumière travaillée et ce silence attentif qui donne envie de chuchoter.',
        'Un endroit où l’on ralentit sans s’en rendre compte, les yeux grands ouverts.',
        'Curieux et inspirant, avec toujours un coin où l’on s’attarde plus que prévu.',
      ],
      booking: [
        'Vérifiez les horaires et réservez un créneau en ligne si le lieu le propose.',
        'Certains lieux sont gratuits certains jours : regardez le site avant de partir.',
      ],
      tips: [
        'Ne cherchez pas à tout voir : deux ou trois coups de cœur valent mieux qu’une visite au pas de course.',
        'Vérifiez le jour de fermeture hebdomadaire avant d’y aller.',
        'Laissez les sacs encombrants au vestiaire s’il y en a un.',
      ],
    },
    walk: {
      titles: ['Balade à deux', 'Le nez au vent', 'Sans but précis', 'Un pas après l’autre', 'Prendre l’air'],
      descriptions: [
        'Marcher côte à côte, c’est souvent là que les meilleures conversations arrivent. Cap sur {place}, sans montre ni itinéraire.',
        '{at_place}, ralentissez, regardez autour de vous et laissez-vous porter par le chemin.',
        'Au programme : {thing}. L’air frais, des pas accordés et aucune raison de se presser.',
        'Une balade {at_place}, sans itinéraire fixe : suivez ce qui vous attire et arrêtez-vous quand c’est beau.',
        'Entre deux étapes, {place} offre de quoi respirer un peu et se tenir la main sans rien dire.',
        'Le moment de marcher {at_place}, main dans la main si le cœur vous en dit, avec tout le temps de se parler.',
      ],
      activities: [
        'Marchez sans téléphone à la main pendant un moment',
        'Choisissez chacun un détour au hasard',
        'Arrêtez-vous pour une photo à deux, une seule',
        'Trouvez un banc et regardez les gens passer',
        'Racontez-vous un souvenir d’enfance lié à une promenade',
        'Repérez l’endroit le plus beau pour revenir un autre jour',
      ],
      ambiance: [
        'Le bruit des pas, un peu de vent et la vie qui continue autour de vous.',
        'Tranquille et ouvert, avec de l’espace pour respirer et des choses à regarder partout.',
        'Lumière changeante, air frais et ce rythme lent qui délie les langues.',
      ],
      booking: ['Rien à réserver : il suffit de venir.'],
      tips: [
        'Mettez de bonnes chaussures, le reste suivra.',
        'Prenez une petite bouteille d’eau et une couche en plus si la soirée fraîchit.',
        'Regardez la météo le matin même et gardez le plan B sous le coude.',
      ],
    },
    picnic: {
      titles: ['Pique-nique à deux', 'Nappe sur l’herbe', 'Repas au grand air'],
      descriptions: [
        'Une nappe, de bonnes choses achetées en route et le ciel pour plafond : {place}, c’est tout ce qu’il faut.',
        '{at_place}, étalez la couverture, sortez les petits plats et laissez l’après-midi s’étirer.',
        'Le luxe simple de manger dehors, allongés dans l’herbe, sans horaire ni addition.',
      ],
      activities: [
        'Faites les courses ensemble en chemin, chacun choisit une surprise',
        'Emportez un jeu de cartes ou un livre à lire à voix haute',
        'Trouvez un coin à l’ombre et un autre au soleil',
        'Prenez une photo de la nappe avant que tout disparaisse',
        'Faites une petite sieste après le repas',
      ],
      ambiance: [
        'De l’herbe, un peu de soleil et le bruit lointain des autres promeneurs.',
        'Détendu et sans horaire : ici, on s’allonge et on laisse filer le temps.',
      ],
      booking: ['Rien à réserver ; arrivez assez tôt pour trouver un bon coin.'],
      tips: [
        'N’oubliez pas une couverture, un couteau, des serviettes et un sac pour les déchets.',
        'Prévoyez des boissons fraîches dans un sac isotherme s’il fait chaud.',
      ],
    },
    active: {
      titles: ['On se bouge', 'Défi à deux', 'Un peu d’élan', 'Cœurs qui battent'],
      descriptions: [
        'Rien de tel qu’un peu d’effort partagé pour rire et s’encourager : {place}, c’est l’occasion de se découvrir autrement.',
        '{at_place}, on bouge, on transpire un peu et on se retrouve avec cette bonne fatigue qui rapproche.',
        'Le défi du jour : {thing}, à relever ensemble, quel que soit le niveau de chacun.',
        'Une session {at_place}, juste assez sportive pour que la pause d’après ait un goût de récompense.',
      ],
      activities: [
        'Échauffez-vous ensemble, même deux minutes',
        'Fixez-vous un petit objectif commun',
        'Encouragez l’autre à voix haute',
        'Faites une pause pour admirer le paysage ou souffler',
        'Immortalisez le moment à l’arrivée',
      ],
      ambiance: [
        'De l’énergie, de l’air, et ce sentiment d’avoir fait quelque chose ensemble.',
        'Sportif mais détendu : on vient pour le plaisir, pas pour la performance.',
      ],
      booking: ['Réservez le créneau ou le matériel à l’avance si le lieu le demande.'],
      tips: [
        'Prévoyez une tenue confortable, de l’eau et une collation.',
        'Choisissez un niveau qui convient au moins sportif des deux : le but, c’est de rire ensemble.',
        'Gardez des vêtements de rechange si la suite du plan se passe en ville.',
      ],
    },
    water: {
      titles: ['Sur l’eau', 'Au fil de l’eau', 'Cap au large', 'La ville vue de l’eau'],
      descriptions: [
        'Le paysage défile doucement, le vent dans les cheveux : embarquez {at_place} et laissez le temps ralentir.',
        '{at_place}, asseyez-vous côté eau et regardez les rives passer. On se parle moins, on se regarde plus.',
        'Le clapotis de l’eau et une vue qu’on n’a jamais depuis la terre ferme : voilà ce qui vous attend.',
      ],
      activities: [
        'Choisissez une place en extérieur si le temps le permet',
        'Repérez les lieux connus depuis l’eau',
        'Prenez une photo de vous deux avec l’eau derrière',
        'Fermez les yeux une minute et écoutez',
        'Demandez à l’équipage ce qu’il ne faut pas manquer sur le trajet',
      ],
      ambiance: [
        'Le doux roulis, le bruit de l’eau et un horizon qui change à chaque minute.',
        'Aéré et paisible, avec un paysage qui prend des allures de carte postale.',
      ],
      booking: ['Réservez vos places et vérifiez l’horaire du dernier départ.'],
      tips: [
        'Prenez une veste, même en été : il fait toujours plus frais sur l’eau.',
        'Arrivez un peu en avance à l’embarcadère pour choisir vos places.',
      ],
    },
    play: {
      titles: ['Que le meilleur gagne', 'Partie à deux', 'Esprit de compétition', 'On joue ?'],
      descriptions: [
        'Un peu de compétition, beaucoup de fous rires et le droit à la mauvaise foi : {place} n’attend que vous.',
        '{at_place}, la règle est simple : le perdant offre le dessert.',
        'Pour briser la glace, rien ne vaut un jeu : {thing}, et on verra vite qui est mauvais perdant.',
        'Une partie {at_place}, où l’on se découvre des talents cachés et des stratégies douteuses.',
      ],
      activities: [
        'Fixez un enjeu avant de commencer',
        'Faites équipe une manche, affrontez-vous la suivante',
        'Donnez-vous des surnoms de champion',
        'Célébrez chaque point comme une finale',
        'Demandez une revanche, même si vous avez gagné',
      ],
      ambiance: [
        'Des éclats de rire, des cris de victoire et un joyeux désordre.',
        'Ludique et sans prétention : ici, on vient pour s’amuser avant tout.',
      ],
      booking: ['Réservez un créneau, surtout le soir et le week-end où les places partent vite.'],
      tips: [
        'Arrivez cinq minutes en avance pour les explications et l’équipement.',
        'Le perdant raconte une anecdote gênante sur le chemin de l’étape suivante.',
      ],
    },
    class: {
      titles: ['Atelier à quatre mains', 'On apprend ensemble', 'Les mains à la pâte', 'Fait par nous'],
      descriptions: [
        'Rendez-vous {at_place} pour apprendre ensemble : on rate un peu, on recommence, et on repart avec quelque chose fait de ses mains.',
        '{at_place}, un ou une pro vous guide pas à pas. Pas besoin de talent, juste l’envie d’essayer.',
        'Le cours du jour : {thing}. Travailler côte à côte, c’est une autre façon de se connaître.',
      ],
      activities: [
        'Écoutez bien les consignes, puis improvisez un peu',
        'Aidez l’autre quand il ou elle bloque, sans prendre la main',
        'Prenez une photo du résultat, réussi ou pas',
        'Posez toutes les questions qui vous passent par la tête',
        'Offrez-vous mutuellement votre création',
      ],
      ambiance: [
        'Concentré et joyeux, avec des mains occupées et des rires à chaque maladresse.',
        'Un petit groupe, un atelier chaleureux et une ambiance d’entraide.',
      ],
      booking: [
        'Inscrivez-vous à l’avance : les ateliers se font en petits groupes et affichent vite complet.',
      ],
      tips: [
        'Portez des vêtements qui ne craignent rien.',
        'Prévenez l’organisateur des allergies ou régimes si l’atelier se déguste.',
      ],
    },
    wellness: {
      titles: ['Pause bien-être', 'Lâcher prise', 'Chaleur et détente', 'Le grand relâchement'],
      descriptions: [
        'La chaleur, le calme et le plaisir de ne rien faire, ensemble : c’est exactement ce que propose {place}.',
        '{at_place}, laissez les épaules redescendre. Ici, le seul programme, c’est de se détendre.',
        'Le programme tient en deux mots : lâcher prise. Un moment pour souffler, se retrouver et repartir légers.',
      ],
      activities: [
        'Laissez les téléphones au vestiaire',
        'Alternez chaud et frais si le lieu s’y prête',
        'Buvez de l’eau ou une infusion entre deux séances',
        'Prenez un moment de silence total, côte à côte',
        'Terminez par un temps de repos avant de ressortir',
      ],
      ambiance: [
        'Vapeur, lumière douce et un silence qui fait du bien.',
        'Apaisant et feutré : on parle bas, on respire lentement.',
      ],
      booking: ['Réservez vos soins ou votre créneau à l’avance et demandez ce qu’il faut apporter.'],
      tips: [
        'Prévoyez maillot, tongs et serviette si le lieu ne les fournit pas.',
        'Évitez un gros repas juste avant : on profite mieux l’estomac léger.',
      ],
    },
    shopping: {
      titles: ['Chiner à deux', 'Au fil des étals', 'Trouvailles du jour', 'Le coup de cœur'],
      descriptions: [
        'Fouiller, comparer, se montrer ses trouvailles : cap sur {place}, pour repartir avec un souvenir de la journée.',
        '{at_place}, flânez sans liste : les plus belles trouvailles sont celles qu’on ne cherchait pas.',
        'Des couleurs, des trouvailles et des vendeurs qui racontent l’histoire de ce qu’ils vendent : l’endroit idéal pour flâner à deux.',
      ],
      activities: [
        'Fixez-vous un petit budget chacun pour un cadeau surprise',
        'Laissez-vous raconter l’histoire d’un objet',
        'Demandez aux vendeurs ce qu’ils préfèrent dans leur stock',
        'Cherchez l’objet le plus étrange du lieu',
        'Rapportez de quoi faire un en-cas pour plus tard',
      ],
      ambiance: [
        'Des étals colorés, des voix qui s’interpellent et des trésors à chaque coin.',
        'Animé et bon enfant, on y flâne plus qu’on n’y achète.',
      ],
      booking: ['Pas de réservation ; venez tôt pour le meilleur choix, plus tard pour les bonnes affaires.'],
      tips: [
        'Prenez un sac réutilisable et un peu d’espèces.',
        'Vérifiez les jours et horaires d’ouverture : beaucoup de marchés ne se tiennent que certains jours.',
      ],
    },
    stars: {
      titles: ['La tête dans les étoiles', 'Sous la voûte céleste', 'Regarder le ciel'],
      descriptions: [
        'Levez les yeux : le ciel réserve bien plus que ce que la ville laisse voir, et {place} vous aide à le lire.',
        '{at_place}, on apprend à reconnaître quelques constellations et à repérer une planète ou deux.',
        'Un moment de silence et d’émerveillement, les yeux tournés vers le haut, à se sentir tout petits à deux.',
      ],
      activities: [
        'Cherchez ensemble l’étoile polaire',
        'Demandez au guide de vous montrer une planète',
        'Choisissez une étoile et donnez-lui un nom',
        'Restez allongés quelques minutes sans parler',
        'Posez la question qui vous a toujours intrigués sur l’univers',
      ],
      ambiance: [
        'Obscurité douce, voix basses et ce vertige face à l’immensité.',
        'Calme et émerveillement : le genre de moment qui remet les choses à leur place.',
      ],
      booking: [
        'Réservez votre séance ; pour une observation en plein air, vérifiez la météo, un ciel dégagé change tout.',
      ],
      tips: [
        'Prévoyez une couche chaude : les nuits claires sont souvent fraîches.',
        'Laissez vos yeux s’habituer au noir une quinzaine de minutes, sans écran.',
      ],
    },
    attraction: {
      titles: ['Sensations à deux', 'Vue imprenable', 'Comme des enfants', 'Le grand frisson'],
      descriptions: [
        'Un peu d’émerveillement, un peu de vertige et des souvenirs à raconter : cap sur {place}.',
        '{at_place}, retrouvez votre âme d’enfant : on s’émerveille, on crie un peu et on rit beaucoup.',
        'Le genre d’expérience qu’on raconte encore des années après, et qu’on vit mieux à deux.',
      ],
      activities: [
        'Prenez une photo souvenir au meilleur point de vue',
        'Choisissez chacun l’attraction ou le moment à ne pas manquer',
        'Tenez-vous la main au moment le plus impressionnant',
        'Comparez vos premières impressions en sortant',
        'Gardez le ticket en souvenir',
      ],
      ambiance: [
        'De l’émerveillement dans l’air et des exclamations tout autour.',
        'Spectaculaire et joyeux, avec la ville ou la nature en toile de fond.',
      ],
      booking: ['Achetez vos billets en ligne à l’avance pour éviter la file.'],
      tips: [
        'Venez en début ou en fin de journée pour éviter le plus gros de la foule.',
        'Vérifiez la météo : certaines attractions ferment en cas de vent fort ou d’orage.',
      ],
    },
  },
  named: {
    titles: ['{name}, comme promis', 'Étape choisie : {name}', 'Rendez-vous : {name}'],
    descriptions: [
      'Vous l’aviez demandé : {name} fait partie du plan. Prenez le temps d’en profiter sans regarder l’heure.',
      '{name}, c’est votre choix, et le reste du plan s’organise autour.',
      'Une étape qui vous tenait à cœur : {name}. Profitez-en à fond, la suite est tout près.',
    ],
    activities: [
      'Prenez le temps de faire le tour avant de vous poser',
      'Demandez sur place ce qu’il ne faut pas manquer',
      'Prenez une photo à deux pour vous en souvenir',
      'Dites à l’autre pourquoi ce lieu vous tenait à cœur',
      'Notez ce que vous aimeriez y refaire une prochaine fois',
    ],
    ambiance: [
      'Un lieu que vous avez choisi, et ça se sent.',
      'Familier ou nouveau, c’est ici que vous vouliez être.',
    ],
    booking: ['Vérifiez les horaires et réservez si le lieu le propose.'],
    tips: [
      'Consultez le site officiel pour les horaires du jour, ils changent parfois.',
      'Arrivez un peu avant l’heure prévue pour profiter du lieu sans courir.',
    ],
  },
  landmark: {
    titles: [
      'Notre choix : {name}',
      'Prochaine étape : {name}',
      '{name} sans se presser',
      '{name} à deux',
      'Une valeur sûre : {name}',
    ],
    descriptions: [
      'Notre choix pour cette étape : {name}. Prenez votre temps et cherchez chacun un détail que l’autre n’aura pas vu.',
      'Prochaine étape : {name}. Pas de liste à cocher : suivez ce qui vous attire et comparez vos impressions en sortant.',
      'Au programme : {thing}, et pas n’importe où : {name}. De quoi nourrir la conversation pour le reste du rendez-vous.',
      'Le temps d’une étape, tout tourne autour d’un seul lieu : {name}. Accordez-lui toute votre attention : téléphones rangés, yeux grands ouverts et aucune raison de se presser.',
      'Certains lieux se savourent mieux à deux, comme celui-ci : {name}. Laissez le lieu donner le rythme, puis racontez-vous en sortant le moment que vous retiendrez.',
      'Une étape qui vaut le détour : {name}. Venez sans idée préconçue, avancez sans vous presser et laissez le lieu parler de lui-même.',
    ],
    activities: [
      'Prenez une photo ensemble avant de repartir',
      'Choisissez chacun un détail à retenir',
      'Cherchez le détail que presque personne ne remarque',
      'Trouvez votre coin préféré et restez-y un moment',
      'Ralentissez et prenez le temps de tout regarder',
      'Lisez quelques lignes sur le lieu avant d’arriver',
      'Rangez les téléphones un bon moment',
      'Échangez vos premières impressions en sortant',
    ],
    ambiance: [
      'Un lieu au caractère bien à lui, où l’on remarque toujours un détail de plus.',
      'Animé ou paisible selon l’heure, avec toujours quelque chose à regarder.',
    ],
    booking: [
      'Vérifiez les horaires et la billetterie sur le site officiel avant de partir.',
      'Certains lieux demandent un billet horodaté, d’autres sont en accès libre : le site officiel vous le dira.',
    ],
    tips: [
      'Arrivez avec quelques minutes d’avance pour entrer sans courir.',
      'Regardez sur le site officiel s’il y a une fermeture ou un événement ce jour-là.',
      'Voyagez léger : certains lieux contrôlent les sacs à l’entrée.',
      'Mettez des chaussures confortables : il y a souvent plus à voir qu’on ne le croit.',
    ],
  },
  sunset: {
    titles: ['Coucher de soleil', 'L’heure dorée', 'Le ciel s’embrase', 'Quand le jour tire sa révérence'],
    descriptions: [
      'Le soleil se couche à {time} : soyez {at_place} un peu avant pour voir le ciel passer de l’or au rose.',
      'À {city}, le soleil se couche à {time} ce jour-là. Cap sur {place} pour le regarder disparaître, côte à côte.',
      'Rendez-vous vers {time} {at_place} : la lumière devient dorée, les ombres s’allongent et tout le monde se tait un instant.',
      'Coucher de soleil prévu à {time}. {place}, c’est le poste d’observation rêvé pour le regarder ensemble.',
    ],
  },
  meals: { breakfast: 'petit-déjeuner', brunch: 'brunch', lunch: 'déjeuner', dinner: 'dîner' },
  centre: 'Centre-ville',
  titles: {
    two: ['{a} et {b}', '{a}, puis {b}', '{a} & {b}', 'Entre {a} et {b}', '{a}, {b} et vous deux'],
    one: ['{a} à deux', 'Tout pour {a}', '{a}, et le reste suivra', '{a}, rien que vous deux'],
    withCity: ['{a} à {city}', '{city}, version {a}', '{city} : {a}', '{city} à deux : {a}'],
  },
  moodDayPart: {
    romantic: {
      morning: 'une matinée romantique',
      afternoon: 'un après-midi romantique',
      evening: 'une soirée romantique',
      night: 'une fin de soirée romantique',
      all_day: 'une journée romantique',
    },
    adventurous: {
      morning: 'une matinée sous le signe de l’aventure',
      afternoon: 'un après-midi sous le signe de l’aventure',
      evening: 'une soirée sous le signe de l’aventure',
      night: 'une virée nocturne pleine d’aventure',
      all_day: 'une journée sous le signe de l’aventure',
    },
    relaxed: {
      morning: 'une matinée tranquille',
      afternoon: 'un après-midi tranquille',
      evening: 'une soirée tranquille',
      night: 'une fin de soirée tranquille',
      all_day: 'une journée tranquille',
    },
    playful: {
      morning: 'une matinée sous le signe du jeu',
      afternoon: 'un après-midi sous le signe du jeu',
      evening: 'une soirée sous le signe du jeu',
      night: 'une fin de soirée sous le signe du jeu',
      all_day: 'une journée sous le signe du jeu',
    },
    cultural: {
      morning: 'une matinée culturelle',
      afternoon: 'un après-midi culturel',
      evening: 'une soirée culturelle',
      night: 'une nuit culturelle',
      all_day: 'une journée culturelle',
    },
    cozy: {
      morning: 'une matinée cosy',
      afternoon: 'un après-midi cosy',
      evening: 'une soirée cosy',
      night: 'une fin de soirée cosy',
      all_day: 'une journée cosy',
    },
    plain: {
      morning: 'une belle matinée',
      afternoon: 'un bel après-midi',
      evening: 'une belle soirée',
      night: 'une belle virée nocturne',
      all_day: 'une belle journée',
    },
  },
  themes: [
    '{moment}{city_part} : {stops}.',
    '{moment}{city_part}, avec au programme {stops}.',
    '{moment}{city_part}, à votre rythme : {stops}.',
    '{moment}{city_part} en toute simplicité : {stops}, et rien d’autre à penser.',
  ],
  occasions: {
    anniversary: {
      title: ['Notre anniversaire', 'Anniversaire de couple', 'Joyeux anniversaire de couple'],
      theme: [
        'Une année de plus ensemble, et un plan pensé pour la fêter comme il se doit.',
        'Pour votre anniversaire de couple : de quoi se souvenir d’où vous venez et rêver à la suite.',
      ],
      tips: [
        'Glissez un mot écrit à la main quelque part dans la soirée.',
        'Rapportez une photo de votre premier rendez-vous et montrez-la au bon moment.',
        'Dites-le en réservant : beaucoup d’adresses aiment marquer le coup.',
      ],
    },
    birthday: {
      title: ['Joyeux anniversaire', 'Jour d’anniversaire'],
      theme: [
        'Un anniversaire fêté comme il se doit, avec tout ce que la personne du jour aime.',
        'C’est son jour : le plan est pensé pour le ou la gâter d’un bout à l’autre.',
      ],
      tips: [
        'Prévenez le restaurant : une bougie sur le dessert fait toujours son effet.',
        'Gardez le cadeau pour la dernière étape.',
        'Laissez la personne fêtée choisir ce qu’elle commande sans regarder les prix.',
      ],
    },
    first_date: {
      title: ['Premier rendez-vous', 'Un premier rendez-vous'],
      theme: [
        'Un premier rendez-vous sans pression, avec de quoi parler et de quoi s’échapper poliment si besoin.',
        'Pour se découvrir : des étapes simples, des lieux où l’on s’entend parler et aucune obligation d’aller jusqu’au bout.',
      ],
      tips: [
        'Retrouvez-vous directement sur place, c’est plus simple pour tout le monde.',
        'Posez des questions ouvertes et écoutez vraiment les réponses.',
        'Prévenez un proche de l’endroit où vous allez.',
      ],
    },
    proposal: {
      title: ['Demande en mariage', 'La demande'],
      theme: [
        'Un plan pensé pour le moment où vous poserez la question, avec tout le reste autour pour le rendre inoubliable.',
        'Le jour où tout change : chaque étape prépare doucement le grand moment.',
      ],
      tips: [
        'Repérez l’endroit exact de la demande à l’avance et prévoyez une solution s’il pleut.',
        'Gardez la bague dans une poche qui ferme, pas dans un sac.',
        'Si vous voulez des photos, prévenez un ami discret ou un photographe.',
      ],
    },
    valentines: {
      title: ['Saint-Valentin', 'Spécial Saint-Valentin'],
      theme: [
        'Une Saint-Valentin qui évite les clichés et garde le meilleur : du temps rien qu’à deux.',
        'Pour la Saint-Valentin, un plan tendre et sans chichis, pensé pour vous deux.',
      ],
      tips: [
        'Réservez tôt : le 14 février, les bonnes tables partent des semaines avant.',
        'Un petit cadeau fait main vaut tous les bouquets.',
        'Les restaurants proposent souvent un menu spécial ce soir-là : regardez-le avant de réserver.',
      ],
    },
    making_up: {
      title: ['Faire la paix', 'Se réconcilier'],
      theme: [
        'Un moment pour se retrouver : des lieux calmes pour parler, et de quoi rire à nouveau ensemble.',
        'Pour tourner la page en douceur, un plan simple qui laisse de la place à la conversation.',
      ],
      tips: [
        'Choisissez une table au calme pour pouvoir vraiment parler.',
        'Écoutez d’abord, expliquez ensuite.',
        'Laissez les sujets qui fâchent pour un autre jour si la soirée se passe bien.',
      ],
    },
    double_date: {
      title: ['Sortie à quatre', 'À quatre'],
      theme: [
        'Une sortie à quatre, avec des lieux où l’on peut partager, jouer et parler tous ensemble.',
        'Deux couples, un plan : des étapes pensées pour une table de quatre et beaucoup de rires.',
      ],
      tips: [
        'Réservez pour quatre et précisez-le bien : les tables pour deux sont plus faciles à trouver.',
        'Mettez-vous d’accord à l’avance sur la façon de partager l’addition.',
        'Alternez les places à table pour que tout le monde se parle.',
      ],
    },
  },
  generalTips: [
    'Chargez votre téléphone avant de partir et gardez-le dans la poche autant que possible.',
    'Vérifiez l’heure du dernier métro ou bus, ou prévoyez un taxi pour rentrer.',
    'Mettez des chaussures dans lesquelles vous pouvez marcher longtemps.',
    'Confirmez les réservations la veille : un appel évite bien des surprises.',
    'Gardez un peu de marge entre les étapes : les meilleurs moments débordent souvent.',
    'Prévoyez une couche en plus : les soirées fraîchissent vite.',
    'Ayez un peu d’espèces sur vous pour les petits endroits.',
  ],
  constraintTips: {
    no_alcohol:
      'Aucune étape ne tourne autour de la boisson : on vient pour le lieu, l’assiette et la conversation.',
    vegetarian: 'Chaque repas prévu propose des plats végétariens ; signalez-le tout de même en réservant.',
    vegan:
      'Les repas sont choisis pour leurs options végétales ; précisez « vegan » en réservant pour éviter le beurre ou la crème cachés.',
    halal:
      'Pour les repas, demandez confirmation que la viande est halal, ou optez pour les plats végétariens.',
    kosher: 'Vérifiez la certification casher de chaque adresse avant d’y aller : elle peut changer.',
    gluten_free:
      'Signalez l’intolérance au gluten à chaque commande : une cuisine attentive saura vous guider.',
    step_free:
      'Les étapes ont été choisies pour être accessibles de plain-pied ; un appel la veille permet de le confirmer.',
    indoor: 'Tout le plan se passe à l’intérieur : la météo ne changera rien.',
    quiet: 'Le plan privilégie des lieux calmes où l’on s’entend parler.',
    no_crowds: 'Les étapes évitent les endroits les plus bondés ; venir tôt aide encore.',
    pet_friendly:
      'Les étapes acceptent en principe les animaux, mais appelez pour confirmer avant d’y aller.',
  },
  dietNotes: {
    vegetarian: 'Signalez que vous êtes végétariens en commandant : la cuisine saura vous orienter.',
    vegan: 'Précisez « vegan » au service : certains plats cachent du beurre, de la crème ou des œufs.',
    halal: 'Demandez au service si la viande est halal avant de commander.',
    kosher: 'Vérifiez la certification casher de l’adresse avant d’y aller.',
    gluten_free: 'Signalez l’intolérance au gluten dès la commande pour éviter toute contamination.',
  },
  stepFreeNote: 'Appelez avant de venir pour confirmer l’accès de plain-pied et les toilettes accessibles.',
  townTip:
    'À {city}, demandez conseil aux commerçants du centre : ils connaissent les meilleures adresses mieux que personne.',
  budgetTip:
    'Le plan tient compte de votre budget de {budget} ; gardez une petite marge pour un imprévu ou un dernier dessert.',
  alternativeWeather: [
    'S’il pleut, remplacez la partie en plein air ({outdoor}) par {indoor} ; le reste du plan ne bouge pas.',
    'Météo capricieuse ? Gardez tout le reste et troquez le plein air ({outdoor}) contre {indoor}.',
  ],
  alternativeQuiet: [
    'Si la première étape ({first}) affiche complet, une adresse du même genre dans le quartier fera très bien l’affaire.',
    'Trop de monde à la première étape ({first}) ? Demandez une table un peu plus tard et profitez-en pour marcher un peu.',
  ],
  indoorIdeas: [
    'un musée ouvert tard',
    'un café avec des jeux de société',
    'une séance de cinéma',
    'un salon de thé',
    'une librairie où l’on peut s’asseoir',
  ],
  cannot: {
    replaced:
      'Nous n’avons pas pu prévoir « {thing} », car {reason} : nous avons donc ajouté {instead} à la place.',
    dropped:
      'Nous n’avons pas pu prévoir « {thing} », car {reason} ; le reste du plan a été ajusté en conséquence.',
    reasons: {
      closedInWindow: 'rien de ce genre n’est ouvert entre {start} et {end}',
      overBudget: 'cela dépasserait votre budget de {budget}',
      noRoom: 'il ne restait plus de place dans le créneau entre {start} et {end}',
      indoor: 'cela se passe dehors et vous vouliez rester à l’intérieur',
      stepFree: 'l’accès n’est pas de plain-pied',
      conflicts: 'cela va à l’encontre de ce que vous vouliez éviter',
    },
    budgetTooLow:
      'Même dans sa version la plus simple, ce plan coûte environ {total}, au-delà de votre budget de {budget} : nous avons gardé les options les moins chères.',
    sunsetOutside:
      'À {city}, le soleil se couche à {time}, en dehors de votre créneau : pas de coucher de soleil au programme cette fois.',
    shortWindow: 'Entre {start} et {end}, le temps est compté : nous avons gardé l’essentiel.',
    unknownPlace: 'Nous n’avons pas reconnu « {text} », alors le plan s’organise sans.',
  },
  travel: {
    start: 'Point de départ',
    walk: '{n} min à pied',
    transit: '{n} min en transports en commun',
    taxi: '{n} min en taxi',
  },
  about: 'Environ {duration}',
  formatDuration(minutes: number): string {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return rest === 1 ? '1 minute' : `${rest} minutes`;
    if (rest === 0) return hoursWord(hours);
    return `${hours} h ${String(rest).padStart(2, '0')}`;
  },
  list(items: string[]): string {
    if (items.length <= 1) return items.join('');
    return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
  },
  cost: {
    free: 'Gratuit',
    perPerson: '{range} par personne',
    total: '{range} au total',
  },
  captions: {
    understood: 'Compris : {items}',
    understoodNothing: 'Pas de demande précise : on vous prépare un beau classique',
    checkingWindow: 'Vérification du créneau de {start} à {end}',
    sunset: 'Coucher du soleil à {city} : {time}',
    localPrices: 'Prix locaux à {city}, en {currency}',
    sketching: 'Esquisse d’un plan en {n} temps',
    choosing: 'Choix de l’étape : {name}',
    timings: 'Calage des horaires : environ {duration}',
    costs: 'Estimation du coût : {total}',
    checked: 'Demandes vérifiées : {n}',
    adjusted: 'Ajustements nécessaires : {n}',
    writing: 'Rédaction du plan…',
    items: {
      budget: 'budget de {budget}',
      window: 'de {start} à {end}',
      length: 'environ {duration}',
      avoiding: 'à éviter : {things}',
      day: 'date : {date}',
    },
    occasion: {
      anniversary: 'anniversaire de couple',
      birthday: 'anniversaire',
      first_date: 'premier rendez-vous',
      proposal: 'demande en mariage',
      valentines: 'Saint-Valentin',
      making_up: 'réconciliation',
      double_date: 'sortie à quatre',
    },
    constraint: {
      no_alcohol: 'sans alcool',
      vegetarian: 'végétarien',
      vegan: 'vegan',
      halal: 'halal',
      kosher: 'casher',
      gluten_free: 'sans gluten',
      step_free: 'accès de plain-pied',
      indoor: 'à l’intérieur',
      quiet: 'au calme',
      no_crowds: 'loin de la foule',
      pet_friendly: 'animaux bienvenus',
    },
  },
};
