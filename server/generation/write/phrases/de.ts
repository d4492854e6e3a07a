import type { Phrases } from './phrases';

/*
 * German, addressed to the couple as "ihr". {place} is a nominative noun phrase, so it only stands as
 * a subject or after a colon; {at_place} is a dative location, so it never follows a verb of motion.
 * {thing} is the object form ("einen Spaziergang"), used after a colon or in titles. {meal} is neuter
 * or masculine (Frühstück, Brunch, Mittagessen, Abendessen), so "zum {meal}" and "beim {meal}" are safe.
 * The indoor ideas are feminine or neuter so they read right as subject and as object. Reasons follow
 * "weil", so they end with their verb.
 */

const minutesWord = (minutes: number): string => (minutes === 1 ? '1 Minute' : `${minutes} Minuten`);
const hoursWord = (hours: number): string => (hours === 1 ? '1 Stunde' : `${hours} Stunden`);

export const PHRASES_DE: Phrases = {
  language: 'de',
  clock: '24h',
  families: {
    coffee: {
      titles: [
        '{thing} und Geplauder',
        'Zeit für eine Tasse',
        'Kleine Genusspause',
        'Ein Tisch zum Quatschen',
        'Pause ohne Uhr',
      ],
      descriptions: [
        'Eine Pause ohne Eile {at_place}: etwas Warmes oder Kühles in der Tasse, eine Kleinigkeit zum Teilen und alle Zeit der Welt zum Reden.',
        '{at_place} sucht ihr euch einen Platz am Fenster, falls einer frei ist, schaut der Stadt beim Vorbeiziehen zu, und das Gespräch kommt ganz von allein.',
        'Genau richtig zum Durchatmen: {place}, mit klirrenden Tassen, einer Karte, bei der die Wahl schwerfällt, und einem Tisch nur für euch zwei.',
        'Lust auf {thing}? Die besten Gespräche passieren ohnehin zwischen zwei Schlucken.',
        'Ein Zwischenstopp {at_place}, an einem dieser Orte, an denen man eine Sache bestellt und dann noch eine, weil man sich längst nicht alles erzählt hat.',
      ],
      activities: [
        'Bestellt zwei verschiedene Sachen und tauscht nach der Hälfte',
        'Fragt an der Theke nach dem aktuellen Liebling des Teams',
        'Teilt euch eine Kleinigkeit: ein Teller, zwei Löffel',
        'Nehmt einen Tisch mit Blick auf die Straße',
        'Legt die Handys mit dem Display nach unten',
        'Erzählt euch euren perfekten Sonntagmorgen in allen Details',
      ],
      ambiance: [
        'Klirrende Tassen, leise Musik im Hintergrund und Gespräche in gedämpftem Ton.',
        'Warmes Licht, eng gestellte Tische und dieses ruhige Summen von Orten, an denen man gern hängen bleibt.',
        'Es duftet nach Warmem und Süßem, und niemand schaut hier auf die Uhr.',
      ],
      booking: [
        'Für eine schnelle Tasse einfach vorbeikommen; für Brunch oder Afternoon Tea lieber reservieren.',
        'Am Wochenende gegen Mittag kann es voll werden: Plant ein paar Minuten Wartezeit ein oder reserviert, wenn es geht.',
      ],
      tips: [
        'Kommt vor dem Ansturm am Wochenende, dann habt ihr freie Platzwahl.',
        'Wenn ihr schwankt, nehmt die Spezialität des Hauses: Die gelingt dort oft am besten.',
        'Fragt nach Pflanzenmilch oder Varianten ohne Zucker, falls das einem von euch wichtig ist.',
      ],
    },
    sweet: {
      titles: ['Etwas Süßes für zwei', '{thing}, was sonst', 'Der süße Moment', 'Zwei Löffel, eine Portion'],
      descriptions: [
        'Kleine süße Sünde {at_place}: Hinein geht man für eine Leckerei, heraus kommt man mit einem Lächeln und etwas Zucker im Mundwinkel.',
        'Das Ziel: {thing}. Jeder sucht sich etwas aus, dann wird beim anderen probiert, so sind die Regeln.',
        '{at_place} ist die Auswahl das Schwierigste. Lasst euch vor der Theke Zeit, das ist schon die halbe Freude.',
        'Nachtisch, nur woanders: {place}, zum Genießen vor Ort oder im Gehen, je nach Laune und Wetter.',
      ],
      activities: [
        'Sucht füreinander aus, ohne vorher etwas zu verraten',
        'Fragt, was gerade frisch gemacht wurde',
        'Nehmt zwei Sorten, die ihr noch nie probiert habt',
        'Teilt euch eine Portion mit zwei Löffeln',
        'Esst im Gehen, wenn das Wetter mitspielt',
        'Kürt den besten Bissen des Tages',
      ],
      ambiance: [
        'Bunte Auslagen, der Duft von warmem Zucker und Leute, die lächelnd herauskommen.',
        'Ein einfacher, fröhlicher Ort, an dem man für einen Bissen wieder Kind ist.',
      ],
      booking: ['Reservieren ist nicht nötig, manchmal braucht es nur etwas Geduld in der Schlange.'],
      tips: [
        'Eine Schlange vor der Tür ist meist ein gutes Zeichen, und sie bewegt sich oft schnell.',
        'Steht im Plan auch ein Essen, hebt euch diesen Stopp als Nachtisch auf.',
        'Fragt an der Theke nach Allergenen, falls einer von euch Nüsse oder Gluten meidet.',
      ],
    },
    meal: {
      titles: [
        '{thing} zu zweit',
        '{meal} ohne Eile',
        'Ein Tisch für zwei',
        'Zu Tisch, bitte',
        '{meal} mit Genuss',
      ],
      descriptions: [
        'Zum {meal} sitzt ihr {at_place}: Teller zum Teilen, ein Tisch für zwei und genug Zeit, um zwischen den Gängen zu reden.',
        '{at_place} lasst ihr euch von der Karte leiten und bestellt etwas, das ihr noch nicht kennt. Die besten Erinnerungen beginnen oft mit „Wollen wir das mal probieren?“',
        '{thing}, ganz ohne Eile: Macht es euch bequem, bestellt, ohne auf die Uhr zu schauen, und lasst Platz für den Nachtisch.',
        'Dampfende Teller, Geräusche aus der Küche und die Lust, beim anderen vom Teller zu probieren: Beim {meal} {at_place} kommt all das zusammen.',
        'Soll es ein besonderes Essen werden, ist {place} die richtige Wahl: Man kommt wegen des Essens und bleibt wegen des Gesprächs.',
        'Ein ehrliches, großzügiges Essen {at_place}, von dem ihr noch Wochen später erzählt.',
      ],
      activities: [
        'Fragt nach dem Gericht, auf das die Küche am stolzesten ist',
        'Bestellt zwei verschiedene Gerichte und teilt alles',
        'Lasst Platz für den Nachtisch, und sei er noch so klein',
        'Stoßt auf etwas ganz Bestimmtes an, egal was im Glas ist',
        'Probiert eine Spezialität des Hauses, die ihr noch nie gegessen habt',
        'Erzählt euch vom besten Essen eures Lebens',
        'Gönnt euch zum Schluss einen Kaffee oder Tee',
      ],
      ambiance: [
        'Schön gedeckte Tische, schmeichelndes Licht und das beruhigende Klappern einer Küche in vollem Gang.',
        'Warm und lebendig, mit gerade so viel Trubel, dass man sich wie allein auf der Welt fühlt.',
        'Teller, die vorbeigetragen werden, Düfte, die Hunger machen, und ein Service, der sich Zeit nimmt.',
      ],
      booking: [
        'Reserviert, vor allem am Wochenende, und bittet um einen ruhigen Tisch, wenn ihr reden wollt.',
        'Reserviert ein paar Tage vorher und sagt dabei gleich, wenn ihr auf etwas verzichten müsst.',
      ],
      tips: [
        'Fragt nach dem Tagesgericht: Oft ist es das Frischeste auf der Karte.',
        'Könnt ihr euch zwischen zwei Gerichten nicht entscheiden, nehmt beide und teilt.',
        'Sagt gleich zu Beginn, wenn ihr danach noch etwas vorhabt, dann kann sich der Service darauf einstellen.',
      ],
    },
    street_food: {
      titles: [
        'Essen auf die Hand',
        'Festmahl im Stehen',
        'Von allem ein bisschen',
        'Einmal quer durch die Stände',
      ],
      descriptions: [
        'Probiert euch quer durch alles, vergleicht eure Funde und teilt jeden Bissen: {place} ist wie gemacht dafür.',
        '{at_place} wird mit den Fingern gegessen und von allem probiert, ganz ohne Tischdecke und Getue.',
        'Düfte, die sich mischen, Schlangen, die Gutes versprechen, Bissen, die hin- und hergereicht werden, und mittendrin ihr zwei.',
        'Für ein Essen ohne Zeremoniell ist {place} unschlagbar: kleine Preise, große Aromen und fröhliches Stimmengewirr.',
      ],
      activities: [
        'Dreht zuerst eine ganze Runde, bevor ihr euch entscheidet',
        'Stellt euch an der längsten Schlange an: Sie hat meistens recht',
        'Nehmt kleine Portionen, dann passt mehr hinein',
        'Sucht euch jeder einen Mutprobe-Bissen aus',
        'Sucht euch ein Plätzchen zum Sitzen und Teilen',
        'Wählt euren Lieblingsstand, bevor ihr geht',
      ],
      ambiance: [
        'Aufsteigender Dampf, blinkende Schilder und ein fröhliches Durcheinander aus Stimmen.',
        'Lebendig, unkompliziert, ein bisschen chaotisch, und genau das macht den Reiz aus.',
      ],
      booking: [
        'Meist ohne Reservierung, nur geführte Touren bucht ihr vorab; wer früh kommt, entgeht dem größten Andrang.',
      ],
      tips: [
        'Nehmt etwas Bargeld mit: Nicht jeder Stand nimmt Karte.',
        'Feuchttücher oder Servietten in der Tasche sind Gold wert.',
        'Kommt hungrig, aber nicht zu spät: Die besten Stände sind vor Schluss manchmal ausverkauft.',
      ],
    },
    drinks: {
      titles: [
        'Auf ein Glas',
        'Anstoßen zu zweit',
        'Das letzte Wort des Abends',
        'An der Theke',
        '{thing}, ganz einfach',
      ],
      descriptions: [
        'Nächster Halt: {place}. Gedämpftes Licht, etwas Gutes im Glas und ein Gespräch, das sich in die Länge zieht.',
        '{at_place} setzt ihr euch an die Theke oder in eine ruhige Ecke und lasst den Abend langsamer werden.',
        'Die Idee: {thing}, und jemand hinter der Bar, dem ihr freie Hand lasst.',
        'Der Abend ist noch nicht vorbei: Nichts verlängert ihn schöner als ein Halt {at_place}, zum Anstoßen und Zeitvergessen.',
        'Ein Moment {at_place}, um auf das anzustoßen, was gut läuft, und zu zweit die Welt neu zu ordnen.',
      ],
      activities: [
        'Lasst der Person hinter der Bar freie Hand',
        'Stoßt auf etwas Bestimmtes an, nicht nur „auf uns“',
        'Probiert jeder etwas, das ihr sonst nie bestellt',
        'Fragt, was hier das Ungewöhnlichste auf der Karte ist',
        'Bestellt eine Kleinigkeit zum Knabbern dazu',
        'Setzt euch an die Theke und schaut bei der Zubereitung zu',
      ],
      ambiance: [
        'Gedimmtes Licht, Musik in genau der richtigen Lautstärke und klirrende Gläser.',
        'Ein Ort, an dem man sich zueinander beugt, um sich zu verstehen, und das ist gut so.',
        'Holz, warme Lampen und das Klirren von Eiswürfeln: der perfekte Ort, um leiser zu werden.',
      ],
      booking: [
        'Reserviert für Freitag oder Samstag, wenn es geht; sonst kommt früh am Abend.',
        'Die beliebtesten Orte nehmen oft keine Reservierungen: Wer früh kommt, bekommt einen Sitzplatz.',
      ],
      tips: [
        'Fragt nach hausgemachten Kreationen mit Sirup, Tee oder Saft: Sie überraschen oft.',
        'Klärt den Heimweg, bevor ihr es euch gemütlich macht: Die letzte Bahn fährt manchmal früher als gedacht.',
        'Wenn ihr reden wollt, nehmt lieber einen Tisch weiter hinten als einen Platz an der Theke.',
      ],
    },
    tasting: {
      titles: [
        'Verkostung zu zweit',
        'Probieren, vergleichen, wählen',
        'Geschmackssache',
        '{thing} zum Probieren',
      ],
      descriptions: [
        'Richtig schmecken lernen: {place} zeigt euch, wie. Ihr vergleicht, zögert und entdeckt eure Vorlieben.',
        '{at_place} erzählt jede Probe ihre eigene Geschichte: Herkunft, Herstellung und das kleine Detail, das alles verändert.',
        'Das Thema heute: {thing}. Eine spielerische Art, gemeinsame Vorlieben zu entdecken, und ein paar köstliche Meinungsverschiedenheiten.',
        'Eine Verkostung {at_place}, geführt von Leuten mit Leidenschaft, die sich Zeit zum Erklären nehmen.',
      ],
      activities: [
        'Notiert eure Favoriten heimlich und vergleicht dann',
        'Stellt bei jeder Probe eine Frage',
        'Beschreibt die Aromen mit euren eigenen Worten',
        'Sucht euch einen Favoriten aus und fragt, was ihn so anders macht',
        'Nehmt ein kleines Andenken an euren Liebling mit',
      ],
      ambiance: [
        'Ruhig und aufmerksam: Hier nimmt man sich Zeit zum Riechen und Schmecken.',
        'Leute mit Leidenschaft, die ihr Wissen teilen, ohne sich zu ernst zu nehmen.',
      ],
      booking: ['Bucht vorab: Verkostungen finden oft in kleinen Gruppen zu festen Zeiten statt.'],
      tips: [
        'Fotografiert die Etiketten eurer Favoriten, dann findet ihr sie später wieder.',
        'Haltet ein Glas Wasser bereit, um zwischen den Proben den Gaumen zu neutralisieren.',
        'Verzichtet an dem Tag auf starkes Parfüm: Es überlagert die Aromen.',
      ],
    },
    music: {
      titles: ['Livemusik', '{thing}, live', 'Der Sound des Abends', 'Erste Reihe'],
      descriptions: [
        '{at_place} spielt die Musik nur ein paar Meter von euch entfernt: Jeden Ton spürt man genauso, wie man ihn hört.',
        'Lasst für eine Weile die Musik das Gespräch übernehmen und spielt das Konzert hinterher noch einmal gemeinsam durch.',
        'Auf dem Programm: {thing}. Ein Klang, den man in der Brust spürt, und ein Moment mit eigenem Soundtrack.',
        'Man kommt zum Zuhören und geht summend wieder hinaus: Musik {at_place} wirkt lange nach.',
      ],
      activities: [
        'Kommt früh, dann habt ihr freie Platzwahl',
        'Lasst die Handys mindestens ein ganzes Stück lang in der Tasche',
        'Sucht euch jeder euer Lieblingsstück des Abends aus',
        'Klatscht laut: Die Musiker merken das',
        'Fragt nach dem Namen eines Künstlers, den ihr gerade entdeckt',
      ],
      ambiance: [
        'Licht auf der Bühne, der Saal im Halbdunkel und dieser Schauer, wenn der erste Akkord fällt.',
        'Mal intim, mal mitreißend, aber immer mit der Energie von Musik, die wirklich live gespielt wird.',
      ],
      booking: ['Kauft die Tickets vorab und prüft die Anfangszeit auf der Website des Veranstaltungsorts.'],
      tips: [
        'Hört euch vorher zusammen ein Stück der Band oder des Programms an.',
        'Stellt euch nicht direkt neben die Boxen, wenn ihr zwischendurch reden wollt.',
      ],
    },
    dance: {
      titles: ['Tanzen wir?', 'Auf die Tanzfläche', '{thing}, Schritt für Schritt', 'Im Takt'],
      descriptions: [
        'Nichts verbindet so sehr wie die gemeinsame Suche nach dem richtigen Schritt: {place} ist der Ort zum Ausprobieren, Danebentreten und Lachen.',
        '{at_place} urteilt niemand: Ihr folgt dem Rhythmus, tretet euch ein bisschen auf die Füße und fangt von vorn an.',
        'Heute wird getanzt: {thing}. Eine Stunde Tanzen sagt mehr als tausend Worte.',
        'Musik, die in die Beine geht, und eine Tanzfläche, die nur auf euch wartet, {at_place}.',
      ],
      activities: [
        'Macht den Schnupperkurs mit, wenn es am Anfang einen gibt',
        'Traut euch, den anderen zu einem langsamen Stück aufzufordern',
        'Schaut den Stammgästen ein paar Minuten zu und legt dann los',
        'Macht am Rand eine Pause zum Durchschnaufen',
        'Tanzt mindestens einmal, als würde niemand zusehen',
      ],
      ambiance: [
        'Wummernde Bässe, kreisende Lichter und eine Tanzfläche, die sich nach und nach füllt.',
        'Herzlich und unkompliziert: Anfänger und Stammgäste mischen sich gern.',
      ],
      booking: ['Prüft Uhrzeit und Motto des Abends online; für manche Abende muss man sich anmelden.'],
      tips: [
        'Tragt bequeme Schuhe mit Sohlen, die ein wenig gleiten.',
        'Trinkt zwischen den Tänzen Wasser, ihr werdet ins Schwitzen kommen.',
      ],
    },
    stage: {
      titles: ['Vorhang auf', 'Bühne frei', 'Im Rampenlicht', 'Showtime'],
      descriptions: [
        'Das Licht geht aus, es wird still {at_place}, und für eine Weile gibt es nur noch die Bühne.',
        '{at_place} sitzt ihr Seite an Seite und lasst euch mitreißen. Gesprächsstoff für den Rest des Tages ist garantiert.',
        'Auf der Bühne: {thing}. Nichts geht über den Nervenkitzel des Live-Moments, in dem alles passieren kann.',
        'Eine Vorstellung {at_place}, mit diesem kleinen gemeinsamen Lampenfieber, kurz bevor es losgeht.',
      ],
      activities: [
        'Kommt etwas früher und schaut euch in Ruhe um',
        'Lest vor Beginn gemeinsam das Programm',
        'Tauscht euch in der Pause aus: Was war euer Lieblingsmoment?',
        'Ratet, wie es weitergeht, bevor es passiert',
        'Bleibt für den Applaus und klatscht kräftig',
      ],
      ambiance: [
        'Scheinwerfer, Sitzreihen und dieses Raunen im Publikum, das plötzlich verstummt.',
        'Ein Publikum, das lacht, den Atem anhält und wie aus einem Mund applaudiert.',
      ],
      booking: ['Bucht eure Plätze vorab; die besten sind schnell weg, vor allem am Wochenende.'],
      tips: [
        'Schaut nach der Dauer der Vorstellung, damit ihr den Rest des Plans ohne Hetze schafft.',
        'Bei Impro oder Comedy meidet die erste Reihe, außer ihr wollt mitmachen.',
      ],
    },
    screen: {
      titles: ['Film ab', 'Zwei Plätze nebeneinander', 'Popcorn für zwei', 'Licht aus, Film an'],
      descriptions: [
        'Die Trailer laufen {at_place}, ihr rückt ein bisschen näher zusammen, und dann beginnt der Film.',
        '{at_place} sucht ihr gemeinsam aus, macht es euch bequem und lasst den Film den Rest erledigen.',
        'Großes Kino: zwei Stunden eine andere Geschichte, und draußen geht eure eigene weiter.',
        'Ein Film {at_place}, und danach das Beste: stundenlang darüber reden.',
      ],
      activities: [
        'Wählt abwechselnd den Film: Diesmal entscheidet der andere',
        'Teilt euch eine große Tüte Popcorn',
        'Wettet auf das Ende, bevor es kommt',
        'Bleibt für den Abspann sitzen',
        'Gebt dem Film beim Rausgehen eine Note von eins bis zehn und verteidigt sie',
      ],
      ambiance: [
        'Die große Leinwand, das Halbdunkel und ein Sound, der euch umhüllt.',
        'Popcornduft, die Leinwand leuchtet auf, und dann diese besondere Ruhe kurz vor dem Film.',
      ],
      booking: ['Kauft die Tickets online, dann könnt ihr zwei Plätze nebeneinander wählen.'],
      tips: [
        'Prüft, ob der Film im Original oder synchronisiert läuft, je nachdem, was ihr mögt.',
        'Nehmt einen Pullover mit: Kinosäle und Open-Air-Vorstellungen können kühl sein.',
      ],
    },
    culture: {
      titles: ['Kulturpause', 'Mit offenen Augen', 'Kulturbummel', '{thing} mit Neugier', 'Für Neugierige'],
      descriptions: [
        'Man geht hinein, um zu schauen, und kommt mit tausend Dingen zum Erzählen wieder heraus: {place} ist ein sicherer Tipp für gute Gespräche.',
        '{at_place} geht ihr in eurem Tempo, bleibt bei dem stehen, was euch anspricht, und lasst den Rest links liegen.',
        'Für die Neugier: {thing}. Oft entdeckt man genau hier, was den anderen begeistert.',
        'Ein Abstecher {at_place}, der neugierig macht: Jeder sucht eine Entdeckung aus, um sie dem anderen zu zeigen.',
        'Tempowechsel {at_place}: Ruhe, Details und das Vergnügen, gemeinsam hinzuschauen.',
      ],
      activities: [
        'Trennt euch zehn Minuten und zeigt einander dann euer Lieblingsstück',
        'Sucht euch jeder ein Detail, das sonst niemand bemerkt',
        'Lest die erstaunlichste Beschriftung, den schönsten Klappentext oder die seltsamste Plattenhülle laut vor',
        'Fragt am Empfang, was man auf keinen Fall verpassen sollte',
        'Nehmt eine Postkarte oder ein kleines Andenken mit',
        'Erfindet abwechselnd die Geschichte hinter dem, was ihr seht',
      ],
      ambiance: [
        'Ruhig, sorgfältig beleuchtet und diese aufmerksame Stille, in der man flüstern möchte.',
        'Ein Ort, an dem man unmerklich langsamer wird, mit weit offenen Augen.',
        'Anregend und inspirierend, mit immer einer Ecke, in der man länger bleibt als geplant.',
      ],
      booking: [
        'Prüft die Öffnungszeiten und bucht ein Zeitfenster online, wenn es das gibt.',
        'Manche Häuser sind an bestimmten Tagen kostenlos: Ein Blick auf die Website lohnt sich.',
      ],
      tips: [
        'Versucht nicht, alles zu sehen: Zwei, drei Lieblingsstücke sind mehr wert als ein Rundgang im Laufschritt.',
        'Prüft vorher, ob an dem Tag Ruhetag ist.',
        'Gebt große Taschen an der Garderobe ab, falls es eine gibt.',
      ],
    },
    walk: {
      titles: [
        'Spaziergang zu zweit',
        'Der Nase nach',
        'Ohne festes Ziel',
        'Frische Luft',
        'Ein Stück gemeinsamer Weg',
      ],
      descriptions: [
        'Beim Nebeneinandergehen kommen oft die besten Gespräche. Das Ziel: {place}, ohne Uhr und ohne feste Route.',
        '{at_place} werdet ihr langsamer, schaut euch um und lasst euch vom Weg treiben.',
        'Auf dem Plan: {thing}. Frische Luft, der gleiche Schritt und kein Grund zur Eile.',
        'Ein Spaziergang {at_place}, ohne feste Route: Folgt dem, was euch anzieht, und bleibt stehen, wo es schön ist.',
        'Zwischen zwei Stationen bietet {place} Raum zum Durchatmen und zum schweigenden Händchenhalten.',
        'Zeit zum Gehen {at_place}, Hand in Hand, wenn euch danach ist, und mit aller Zeit zum Reden.',
      ],
      activities: [
        'Geht eine Weile ohne Handy in der Hand',
        'Wählt abwechselnd einen zufälligen Umweg',
        'Haltet für ein einziges gemeinsames Foto an',
        'Sucht euch eine Bank und schaut den Leuten zu',
        'Erzählt euch eine Kindheitserinnerung an einen Spaziergang',
        'Merkt euch den schönsten Fleck, um ein anderes Mal wiederzukommen',
      ],
      ambiance: [
        'Das Geräusch eurer Schritte, ein bisschen Wind und das Leben, das um euch herum weitergeht.',
        'Ruhig und weit, mit Platz zum Durchatmen und überall etwas zum Anschauen.',
        'Wechselndes Licht, frische Luft und dieses langsame Tempo, bei dem man ins Erzählen kommt.',
      ],
      booking: ['Nichts zu reservieren: einfach hingehen.'],
      tips: [
        'Zieht gute Schuhe an, der Rest ergibt sich.',
        'Nehmt eine kleine Flasche Wasser und eine zusätzliche Schicht mit, falls es abends kühler wird.',
        'Schaut am selben Morgen noch einmal aufs Wetter und haltet den Plan B bereit.',
      ],
    },
    picnic: {
      titles: ['Picknick zu zweit', 'Decke auf dem Rasen', 'Essen unter freiem Himmel'],
      descriptions: [
        'Eine Decke, gute Sachen, unterwegs eingekauft, und der Himmel als Dach: {place}, mehr braucht es nicht.',
        '{at_place} breitet ihr die Decke aus, packt die Leckereien aus und lasst die Zeit einfach verstreichen.',
        'Der einfache Luxus, draußen zu essen und im Gras zu liegen, ohne Uhrzeit und ohne Rechnung.',
      ],
      activities: [
        'Kauft unterwegs gemeinsam ein, jeder sucht eine Überraschung aus',
        'Nehmt ein Kartenspiel mit oder ein Buch zum Vorlesen',
        'Sucht euch ein Plätzchen im Schatten und eins in der Sonne',
        'Fotografiert die Decke, bevor alles aufgegessen ist',
        'Gönnt euch nach dem Essen ein kleines Nickerchen',
      ],
      ambiance: [
        'Gras, ein bisschen Sonne und in der Ferne die Stimmen anderer Spaziergänger.',
        'Entspannt und ohne Zeitplan: Hier legt man sich hin und lässt die Zeit verstreichen.',
      ],
      booking: ['Nichts zu reservieren; kommt früh genug, um ein schönes Plätzchen zu finden.'],
      tips: [
        'Denkt an Decke, Messer, Servietten und einen Beutel für den Müll.',
        'Packt bei Hitze kühle Getränke in eine Kühltasche.',
      ],
    },
    active: {
      titles: ['In Bewegung', 'Herausforderung zu zweit', 'Etwas Schwung', 'Herzklopfen garantiert'],
      descriptions: [
        'Nichts bringt mehr zum Lachen als gemeinsame Anstrengung: {place} ist die Gelegenheit, einander von einer neuen Seite zu erleben.',
        '{at_place} bewegt ihr euch, kommt ein bisschen ins Schwitzen und teilt hinterher diese gute Müdigkeit, die verbindet.',
        'Die Herausforderung des Tages: {thing}, gemeinsam, ganz egal, wie fit jeder ist.',
        'Eine Runde {at_place}, gerade sportlich genug, dass sich die Pause danach wie eine Belohnung anfühlt.',
      ],
      activities: [
        'Wärmt euch zusammen auf, und sei es nur zwei Minuten',
        'Setzt euch ein kleines gemeinsames Ziel',
        'Feuert euch gegenseitig laut an',
        'Macht eine Pause, um die Aussicht zu genießen oder zu verschnaufen',
        'Haltet den Moment am Ziel mit einem Foto fest',
      ],
      ambiance: [
        'Energie, frische Luft und das Gefühl, gemeinsam etwas geschafft zu haben.',
        'Sportlich, aber locker: Man kommt wegen des Spaßes, nicht wegen der Leistung.',
      ],
      booking: ['Reserviert Zeitfenster oder Ausrüstung vorab, wenn der Anbieter das verlangt.'],
      tips: [
        'Denkt an bequeme Kleidung, Wasser und einen kleinen Snack.',
        'Wählt ein Niveau, das zum weniger Sportlichen von euch passt: Es geht ums gemeinsame Lachen.',
        'Packt Wechselkleidung ein, wenn es danach in der Stadt weitergeht.',
      ],
    },
    water: {
      titles: ['Auf dem Wasser', 'Mit der Strömung', 'Leinen los', 'Wellen und Weite'],
      descriptions: [
        'Die Landschaft zieht langsam vorbei, der Wind spielt mit euren Haaren, und {at_place} scheint die Zeit langsamer zu vergehen.',
        '{at_place} sucht ihr euch einen Platz zur Wasserseite und schaut den Ufern beim Vorbeiziehen zu. Man redet weniger und schaut sich mehr an.',
        'Das Plätschern des Wassers und ein Blick, den man vom festen Boden aus nie hat: Das erwartet euch.',
      ],
      activities: [
        'Sucht euch einen Platz draußen, wenn das Wetter es zulässt',
        'Entdeckt bekannte Orte vom Wasser aus',
        'Macht ein Foto von euch beiden mit dem Wasser im Hintergrund',
        'Schließt eine Minute die Augen und hört einfach zu',
        'Fragt die Crew, was man unterwegs nicht verpassen sollte',
      ],
      ambiance: [
        'Sanftes Schaukeln, das Rauschen des Wassers und ein Horizont, der sich jede Minute verändert.',
        'Luftig und friedlich, mit einer Landschaft wie auf einer Postkarte.',
      ],
      booking: ['Bucht eure Plätze und prüft, wann die letzte Abfahrt ist.'],
      tips: [
        'Nehmt eine Jacke mit, auch im Sommer: Auf dem Wasser ist es immer kühler.',
        'Seid etwas früher am Anleger, dann könnt ihr euch die Plätze aussuchen.',
      ],
    },
    play: {
      titles: ['Möge der Bessere gewinnen', 'Eine Runde zu zweit', 'Kampfgeist', 'Spielen wir?'],
      descriptions: [
        'Ein bisschen Wettkampf, jede Menge Gelächter und das Recht auf faule Ausreden: {place} wartet schon auf euch.',
        '{at_place} gilt eine einfache Regel: Wer verliert, zahlt den Nachtisch.',
        'Nichts bricht das Eis so gut wie ein Spiel: {thing}, und schnell ist klar, wer der schlechtere Verlierer ist.',
        'Eine Partie {at_place}, bei der ihr verborgene Talente und fragwürdige Strategien aneinander entdeckt.',
      ],
      activities: [
        'Legt vor dem Start einen Einsatz fest',
        'Spielt eine Runde im Team, die nächste gegeneinander',
        'Gebt euch Champion-Spitznamen',
        'Feiert jeden Punkt wie ein Finale',
        'Fordert eine Revanche, auch wenn ihr gewonnen habt',
      ],
      ambiance: [
        'Lachsalven, Siegesschreie und ein fröhliches Durcheinander.',
        'Verspielt und unkompliziert: Hier geht es vor allem um den Spaß.',
      ],
      booking: ['Reserviert ein Zeitfenster: Abends und am Wochenende sind die Plätze schnell weg.'],
      tips: [
        'Seid fünf Minuten früher da, für Erklärungen und Ausrüstung.',
        'Wer verliert, erzählt auf dem Weg zur nächsten Station eine peinliche Geschichte.',
      ],
    },
    class: {
      titles: ['Workshop zu zweit', 'Gemeinsam lernen', 'Selbst gemacht', 'Mit den eigenen Händen'],
      descriptions: [
        'Gemeinsam lernen {at_place}: ein bisschen danebenliegen, neu anfangen und am Ende etwas Selbstgemachtes mitnehmen.',
        '{at_place} führt euch ein Profi Schritt für Schritt an. Talent braucht ihr keins, nur Lust aufs Ausprobieren.',
        'Der Kurs heute: {thing}. Seite an Seite zu arbeiten ist eine ganz andere Art, sich kennenzulernen.',
      ],
      activities: [
        'Hört gut zu und improvisiert dann ein bisschen',
        'Helft einander, wenn es hakt, ohne das Ruder zu übernehmen',
        'Fotografiert das Ergebnis, gelungen oder nicht',
        'Stellt jede Frage, die euch in den Sinn kommt',
        'Schenkt euch gegenseitig eure Werke',
      ],
      ambiance: [
        'Konzentriert und fröhlich, mit beschäftigten Händen und Gelächter bei jedem Missgeschick.',
        'Eine kleine Gruppe, eine warme Werkstatt und viel gegenseitige Hilfe.',
      ],
      booking: ['Meldet euch vorab an: Kurse finden in kleinen Gruppen statt und sind schnell ausgebucht.'],
      tips: [
        'Zieht Kleidung an, die etwas abkann.',
        'Sagt der Kursleitung vorab wegen Allergien Bescheid, wenn im Kurs gegessen wird.',
      ],
    },
    wellness: {
      titles: ['Wohlfühlpause', 'Loslassen', 'Wärme und Ruhe', 'Tief durchatmen'],
      descriptions: [
        'Wärme, Ruhe und das Vergnügen, gemeinsam nichts zu tun: Genau das bietet {place}.',
        '{at_place} dürfen die Schultern endlich sinken. Das einzige Programm hier: entspannen.',
        'Das Programm passt in ein Wort: loslassen. Ein Moment zum Durchatmen, zum Wiederfinden und um leichter weiterzugehen.',
      ],
      activities: [
        'Lasst die Handys im Spind',
        'Wechselt zwischen warm und kühl, wo es der Ort anbietet',
        'Trinkt zwischendurch Wasser oder Tee',
        'Gönnt euch einen Moment völliger Stille, Seite an Seite',
        'Ruht euch zum Schluss noch aus, bevor ihr wieder hinausgeht',
      ],
      ambiance: [
        'Dampf, sanftes Licht und eine Stille, die guttut.',
        'Beruhigend und gedämpft: Man spricht leise und atmet langsam.',
      ],
      booking: ['Bucht Anwendungen oder Zeitfenster vorab und fragt, was ihr mitbringen müsst.'],
      tips: [
        'Denkt an Badesachen, Badeschuhe und Handtuch, falls sie nicht gestellt werden.',
        'Esst vorher nichts Schweres: Mit leichtem Magen genießt man mehr.',
      ],
    },
    shopping: {
      titles: [
        'Stöbern zu zweit',
        'Von Stand zu Stand',
        'Fundstücke des Tages',
        'Liebe auf den ersten Blick',
      ],
      descriptions: [
        'Stöbern, vergleichen, sich gegenseitig die Funde zeigen: {place} ist perfekt, um mit einem Andenken an den Tag nach Hause zu gehen.',
        '{at_place} bummelt ihr ohne Einkaufsliste: Die schönsten Funde sind die, nach denen man gar nicht gesucht hat.',
        'Farben, Fundstücke und Verkäufer, die die Geschichte ihrer Ware erzählen: der ideale Ort zum gemeinsamen Bummeln.',
      ],
      activities: [
        'Legt für jeden ein kleines Budget für ein Überraschungsgeschenk fest',
        'Lasst euch die Geschichte eines Gegenstands erzählen',
        'Fragt die Verkäufer, was sie selbst am liebsten mögen',
        'Sucht das seltsamste Teil weit und breit',
        'Nehmt etwas für einen Snack später mit',
      ],
      ambiance: [
        'Bunte Stände, Stimmen, die sich zurufen, und Schätze an jeder Ecke.',
        'Lebendig und gesellig: Man bummelt hier mehr, als man kauft.',
      ],
      booking: ['Keine Reservierung; früh kommen für die beste Auswahl, später für die besten Preise.'],
      tips: [
        'Nehmt eine Einkaufstasche und etwas Bargeld mit.',
        'Prüft Tage und Öffnungszeiten: Viele Märkte finden nur an bestimmten Tagen statt.',
      ],
    },
    stars: {
      titles: ['Den Kopf in den Sternen', 'Unterm Sternenzelt', 'Blick nach oben'],
      descriptions: [
        'Schaut nach oben: Der Himmel hat viel mehr zu bieten, als die Stadt erkennen lässt, und {place} hilft euch, ihn zu lesen.',
        '{at_place} lernt ihr, ein paar Sternbilder zu erkennen und den einen oder anderen Planeten zu finden.',
        'Ein Moment der Stille und des Staunens, den Blick nach oben, zu zweit ganz klein vor dem Universum.',
      ],
      activities: [
        'Sucht gemeinsam den Polarstern',
        'Bittet den Guide, euch einen Planeten zu zeigen',
        'Sucht euch einen Stern aus und gebt ihm einen Namen',
        'Bleibt ein paar Minuten still liegen, ohne zu reden',
        'Stellt die Frage über das Universum, die euch schon immer beschäftigt hat',
      ],
      ambiance: [
        'Sanfte Dunkelheit, leise Stimmen und dieser Schwindel vor der Unendlichkeit.',
        'Ruhe und Staunen: ein Moment, der die Dinge wieder zurechtrückt.',
      ],
      booking: [
        'Bucht eure Vorführung oder Führung vorab; bei Beobachtungen im Freien lohnt ein Blick aufs Wetter.',
      ],
      tips: [
        'Nehmt eine warme Schicht mit: Klare Nächte sind oft kühl.',
        'Gebt euren Augen eine Viertelstunde ohne Bildschirm, um sich an die Dunkelheit zu gewöhnen.',
      ],
    },
    attraction: {
      titles: ['Nervenkitzel zu zweit', 'Aussicht zum Staunen', 'Wie die Kinder', 'Großes Staunen'],
      descriptions: [
        'Ein bisschen Staunen, ein bisschen Schwindel und jede Menge Erinnerungen: Auf geht’s, {place} wartet.',
        '{at_place} kommt das innere Kind zum Vorschein: Man staunt, kreischt ein bisschen und lacht viel.',
        'Eines dieser Erlebnisse, von denen man noch Jahre später erzählt, und die zu zweit am schönsten sind.',
      ],
      activities: [
        'Macht ein Erinnerungsfoto am schönsten Aussichtspunkt',
        'Sucht euch jeder den Moment aus, den ihr auf keinen Fall verpassen wollt',
        'Haltet euch im spannendsten Moment an den Händen',
        'Vergleicht beim Rausgehen eure ersten Eindrücke',
        'Hebt das Ticket als Andenken auf',
      ],
      ambiance: [
        'Staunen liegt in der Luft, und rundherum hört man begeisterte Ausrufe.',
        'Spektakulär und fröhlich, mit Stadt oder Natur als Kulisse.',
      ],
      booking: ['Kauft die Tickets vorab online, dann spart ihr euch die Schlange.'],
      tips: [
        'Kommt früh am Tag oder spät am Nachmittag, um dem größten Andrang zu entgehen.',
        'Schaut aufs Wetter: Manche Attraktionen schließen bei starkem Wind oder Gewitter.',
      ],
    },
  },
  named: {
    titles: ['{name}, wie versprochen', 'Euer Wunsch: {name}', 'Treffpunkt: {name}'],
    descriptions: [
      'Ihr habt es euch gewünscht: {name} ist Teil des Plans. Nehmt euch Zeit und genießt es, ohne auf die Uhr zu schauen.',
      '{name} ist eure Wahl, und der Rest des Plans richtet sich danach.',
      'Ein Stopp, der euch am Herzen lag: {name}. Genießt ihn in vollen Zügen.',
    ],
    activities: [
      'Schaut euch erst in Ruhe um, bevor ihr euch niederlasst',
      'Fragt vor Ort, was man nicht verpassen sollte',
      'Macht ein gemeinsames Foto zur Erinnerung',
      'Erzählt einander, warum euch dieser Ort wichtig ist',
      'Merkt euch, was ihr beim nächsten Mal wieder machen wollt',
    ],
    ambiance: [
      'Ein Ort, den ihr selbst ausgesucht habt, und das spürt man.',
      'Vertraut oder neu: Hier wolltet ihr sein.',
    ],
    booking: ['Prüft die Öffnungszeiten und reserviert, wenn es möglich ist.'],
    tips: [
      'Schaut auf der offiziellen Website nach den heutigen Öffnungszeiten, sie ändern sich manchmal.',
      'Kommt etwas früher als geplant, dann genießt ihr den Ort ohne Hetze.',
    ],
  },
  landmark: {
    titles: [
      'Unsere Wahl: {name}',
      'Nächster Halt: {name}',
      '{name} ohne Eile',
      '{name} zu zweit',
      'Ein sicherer Tipp: {name}',
    ],
    descriptions: [
      'Unsere Wahl für diesen Teil des Dates: {name}. Nehmt euch Zeit und sucht jeder ein Detail, das dem anderen entgangen ist.',
      'Nächster Halt: {name}. Keine Liste zum Abhaken: Folgt dem, was euch anzieht, und tauscht danach eure Eindrücke aus.',
      'Das Thema: {thing}; der Ort: {name}. Genug Stoff für Gespräche bis zum Ende des Dates.',
      'Für eine Weile dreht sich alles um einen einzigen Ort: {name}. Schenkt ihm eure volle Aufmerksamkeit: Handys weg, Augen auf und keine Eile.',
      'Manche Orte genießt man am besten zu zweit, so wie diesen: {name}. Lasst den Ort das Tempo bestimmen und erzählt euch danach, was euch in Erinnerung bleibt.',
      'Ein Halt, der sich lohnt: {name}. Kommt ohne feste Erwartungen, nehmt euch Zeit und lasst den Ort für sich sprechen.',
    ],
    activities: [
      'Macht vor dem Gehen ein gemeinsames Foto',
      'Sucht euch jeder ein Detail aus, das ihr euch merken wollt',
      'Fragt einander, was euch am meisten überrascht hat',
      'Findet euren Lieblingsplatz und bleibt dort eine Weile',
      'Werdet langsamer und lasst alles auf euch wirken',
      'Lest vorher ein paar Zeilen über den Ort',
      'Steckt die Handys für eine Weile weg',
      'Tauscht beim Gehen eure ersten Eindrücke aus',
    ],
    ambiance: [
      'Ein Ort mit eigenem Charakter, an dem man immer noch ein Detail mehr entdeckt.',
      'Je nach Uhrzeit belebt oder ruhig, aber immer mit etwas zum Schauen.',
    ],
    booking: [
      'Prüft Öffnungszeiten und Tickets auf der offiziellen Website, bevor ihr losgeht.',
      'Manche Orte verlangen ein Ticket mit Zeitfenster, andere sind frei zugänglich: Die offizielle Website sagt euch, was gilt.',
    ],
    tips: [
      'Kommt ein paar Minuten früher, dann müsst ihr nicht hetzen.',
      'Schaut auf der offiziellen Website, ob es an dem Tag Schließungen oder Veranstaltungen gibt.',
      'Nehmt wenig mit: Manche Orte kontrollieren Taschen am Eingang.',
      'Zieht bequeme Schuhe an: Es gibt oft mehr zu sehen, als man denkt.',
    ],
  },
  sunset: {
    titles: ['Sonnenuntergang', 'Goldene Stunde', 'Der Himmel glüht', 'Wenn der Tag sich verabschiedet'],
    descriptions: [
      'Die Sonne geht um {time} Uhr unter: Seid etwas früher {at_place}, um zu sehen, wie der Himmel von Gold zu Rosa wechselt.',
      'In {city} geht die Sonne an diesem Tag um {time} Uhr unter. Das Ziel: {place}, um Seite an Seite zuzusehen, wie sie verschwindet.',
      'Gegen {time} Uhr {at_place}: Das Licht wird golden, die Schatten werden länger, und für einen Moment sind alle still.',
      'Sonnenuntergang um {time} Uhr. Ein besserer Logenplatz als {place} lässt sich kaum finden.',
    ],
  },
  meals: { breakfast: 'Frühstück', brunch: 'Brunch', lunch: 'Mittagessen', dinner: 'Abendessen' },
  centre: 'Innenstadt',
  titles: {
    two: ['{a} und {b}', '{a}, dann {b}', '{a} & {b}', 'Zwischen {a} und {b}', '{a}, {b} und ihr zwei'],
    one: ['{a} zu zweit', 'Alles für {a}', '{a}, und der Rest ergibt sich', '{a}, nur ihr zwei'],
    withCity: ['{a} in {city}', '{city}: {a}', '{city} zu zweit: {a}', '{a} in {city}, nur ihr zwei'],
  },
  moodDayPart: {
    romantic: {
      morning: 'ein romantischer Vormittag',
      afternoon: 'ein romantischer Nachmittag',
      evening: 'ein romantischer Abend',
      night: 'eine romantische Nacht',
      all_day: 'ein romantischer Tag',
    },
    adventurous: {
      morning: 'ein abenteuerlicher Vormittag',
      afternoon: 'ein abenteuerlicher Nachmittag',
      evening: 'ein abenteuerlicher Abend',
      night: 'eine abenteuerliche Nacht',
      all_day: 'ein abenteuerlicher Tag',
    },
    relaxed: {
      morning: 'ein entspannter Vormittag',
      afternoon: 'ein entspannter Nachmittag',
      evening: 'ein entspannter Abend',
      night: 'ein entspannter Spätabend',
      all_day: 'ein entspannter Tag',
    },
    playful: {
      morning: 'ein ausgelassener Vormittag',
      afternoon: 'ein ausgelassener Nachmittag',
      evening: 'ein ausgelassener Abend',
      night: 'eine ausgelassene Nacht',
      all_day: 'ein ausgelassener Tag',
    },
    cultural: {
      morning: 'ein kultureller Vormittag',
      afternoon: 'ein kultureller Nachmittag',
      evening: 'ein Kulturabend',
      night: 'eine Kulturnacht',
      all_day: 'ein Kulturtag',
    },
    cozy: {
      morning: 'ein gemütlicher Vormittag',
      afternoon: 'ein gemütlicher Nachmittag',
      evening: 'ein gemütlicher Abend',
      night: 'ein gemütlicher Spätabend',
      all_day: 'ein gemütlicher Tag',
    },
    plain: {
      morning: 'ein schöner Vormittag',
      afternoon: 'ein schöner Nachmittag',
      evening: 'ein schöner Abend',
      night: 'eine lange Nacht',
      all_day: 'ein schöner Tag',
    },
  },
  themes: [
    '{moment}{city_part}: {stops}.',
    '{moment}{city_part}. Auf dem Plan: {stops}.',
    '{moment}{city_part}, ganz in eurem Tempo: {stops}.',
    '{moment}{city_part}, ganz unkompliziert: {stops} und sonst nichts, worum ihr euch kümmern müsst.',
  ],
  occasions: {
    anniversary: {
      title: ['Jahrestag', 'Unser Jahrestag', 'Zum Jahrestag'],
      theme: [
        'Ein weiteres gemeinsames Jahr, und ein Plan, um es gebührend zu feiern.',
        'Zum Jahrestag: ein Plan, der an euren Anfang erinnert und Lust auf alles Kommende macht.',
      ],
      tips: [
        'Versteckt irgendwo im Lauf des Tages einen handgeschriebenen Brief.',
        'Nehmt ein Foto von eurem ersten Date mit und zeigt es im richtigen Moment.',
        'Erwähnt den Anlass beim Reservieren: Viele Orte machen gern etwas daraus.',
      ],
    },
    birthday: {
      title: ['Alles Gute zum Geburtstag', 'Geburtstagsdate', 'Zum Geburtstag'],
      theme: [
        'Ein Geburtstag, wie er gefeiert gehört, mit allem, was das Geburtstagskind liebt.',
        'Heute dreht sich alles um das Geburtstagskind: Der Plan verwöhnt von Anfang bis Ende.',
      ],
      tips: [
        'Sagt dem Restaurant Bescheid: Eine Kerze auf dem Nachtisch kommt immer gut an.',
        'Hebt das Geschenk für die letzte Station auf.',
        'Lasst das Geburtstagskind bestellen, ohne auf die Preise zu schauen.',
      ],
    },
    first_date: {
      title: ['Erstes Date', 'Ein erstes Date'],
      theme: [
        'Ein erstes Date ohne Druck, mit viel Gesprächsstoff und der Freiheit, es kurz zu halten.',
        'Zum Kennenlernen: einfache Stationen, Orte, an denen man sich gut versteht, und keine Pflicht, alles durchzuziehen.',
      ],
      tips: [
        'Trefft euch direkt vor Ort, das ist für beide entspannter.',
        'Stellt offene Fragen und hört wirklich zu.',
        'Sagt jemandem Bescheid, wo ihr hingeht.',
      ],
    },
    proposal: {
      title: ['Heiratsantrag', 'Der Antrag'],
      theme: [
        'Ein Plan rund um den Moment der großen Frage, mit allem drumherum, damit er unvergesslich wird.',
        'Der Tag, an dem sich alles ändert: Jede Station führt sanft auf den großen Moment hin.',
      ],
      tips: [
        'Die genaue Stelle für den Antrag vorher auskundschaften und eine Lösung für Regen parat haben.',
        'Den Ring in einer Tasche mit Reißverschluss tragen, nicht lose in einer Handtasche.',
        'Wer Fotos möchte, weiht vorher eine diskrete Freundin, einen Freund oder einen Fotografen ein.',
      ],
    },
    valentines: {
      title: ['Valentinstag', 'Zum Valentinstag'],
      theme: [
        'Ein Valentinstag ohne Klischees, aber mit dem Besten daran: Zeit nur für euch zwei.',
        'Zum Valentinstag ein zärtlicher, unkomplizierter Plan, ganz auf euch zugeschnitten.',
      ],
      tips: [
        'Reserviert früh: Am 14. Februar sind gute Tische oft Wochen vorher weg.',
        'Ein kleines selbst gemachtes Geschenk schlägt jeden Blumenstrauß.',
        'Viele Restaurants bieten an diesem Abend ein Sondermenü an: Schaut es euch vor dem Reservieren an.',
      ],
    },
    making_up: {
      title: ['Neuanfang', 'Versöhnung'],
      theme: [
        'Zeit, wieder zueinanderzufinden: ruhige Orte zum Reden und Gelegenheiten, wieder zusammen zu lachen.',
        'Um sanft ein neues Kapitel aufzuschlagen: ein einfacher Plan mit viel Raum für Gespräche.',
      ],
      tips: [
        'Wählt einen ruhigen Tisch, damit ihr wirklich reden könnt.',
        'Erst zuhören, dann erklären.',
        'Heikle Themen dürfen auch bis zu einem anderen Tag warten, wenn es gerade gut läuft.',
      ],
    },
    double_date: {
      title: ['Doppeldate', 'Zu viert'],
      theme: [
        'Ein Date zu viert, mit Orten zum Teilen, Spielen und Quatschen für alle.',
        'Zwei Paare, ein Plan: Stationen für einen Vierertisch und jede Menge Gelächter.',
      ],
      tips: [
        'Reserviert ausdrücklich für vier: Zweiertische sind leichter zu bekommen.',
        'Klärt vorher, wie ihr die Rechnung aufteilt.',
        'Mischt die Sitzordnung, damit alle miteinander ins Gespräch kommen.',
      ],
    },
  },
  generalTips: [
    'Ladet euer Handy vor dem Losgehen auf und lasst es möglichst in der Tasche.',
    'Prüft, wann die letzte Bahn oder der letzte Bus fährt, oder plant ein Taxi für den Heimweg ein.',
    'Zieht Schuhe an, in denen ihr lange laufen könnt.',
    'Bestätigt Reservierungen am Vortag: Ein kurzer Anruf erspart Überraschungen.',
    'Plant etwas Luft zwischen den Stationen ein: Die schönsten Momente dauern oft länger.',
    'Nehmt eine zusätzliche Schicht mit: Abends wird es schnell kühl.',
    'Habt etwas Bargeld für kleine Läden dabei.',
  ],
  constraintTips: {
    no_alcohol:
      'Keine Station dreht sich ums Trinken: Ihr kommt wegen des Ortes, des Essens und des Gesprächs.',
    vegetarian:
      'Jedes eingeplante Essen bietet vegetarische Gerichte; erwähnt es trotzdem bei der Reservierung.',
    vegan:
      'Die Essen sind nach ihren pflanzlichen Optionen ausgewählt; sagt beim Reservieren „vegan“, damit keine versteckte Butter oder Sahne im Spiel ist.',
    halal: 'Fragt beim Essen nach, ob das Fleisch halal ist, oder greift zu vegetarischen Gerichten.',
    kosher: 'Prüft vor dem Besuch die Koscher-Zertifizierung jeder Adresse: Sie kann sich ändern.',
    gluten_free:
      'Erwähnt die Glutenunverträglichkeit bei jeder Bestellung: Eine aufmerksame Küche berät euch.',
    step_free:
      'Die Stationen sind so gewählt, dass sie stufenlos erreichbar sind; ein Anruf am Vortag schafft Gewissheit.',
    indoor: 'Der ganze Plan spielt drinnen: Das Wetter ändert nichts.',
    quiet: 'Der Plan setzt auf ruhige Orte, an denen man sich gut unterhalten kann.',
    no_crowds: 'Die Stationen meiden die vollsten Orte; früh dran zu sein hilft zusätzlich.',
    pet_friendly: 'Tiere sind an den Stationen in der Regel willkommen, aber ruft zur Sicherheit vorher an.',
  },
  dietNotes: {
    vegetarian: 'Sagt bei der Bestellung, dass ihr vegetarisch esst: Die Küche berät euch gern.',
    vegan: 'Sagt ausdrücklich „vegan“ dazu: In manchen Gerichten stecken Butter, Sahne oder Ei.',
    halal: 'Fragt vor dem Bestellen nach, ob das Fleisch halal ist.',
    kosher: 'Prüft vor dem Besuch die Koscher-Zertifizierung des Lokals.',
    gluten_free:
      'Erwähnt die Glutenunverträglichkeit gleich bei der Bestellung, damit nichts verunreinigt wird.',
  },
  stepFreeNote: 'Ruft vorher an, um stufenlosen Zugang und barrierefreie Toiletten zu bestätigen.',
  townTip: 'Fragt in {city} in den Geschäften im Zentrum nach Tipps: Dort kennt man die besten Adressen.',
  budgetTip:
    'Der Plan berücksichtigt euer Budget von {budget}; haltet einen kleinen Puffer für Unvorhergesehenes oder einen letzten Nachtisch bereit.',
  alternativeWeather: [
    'Bei Regen ersetzt {indoor} den Teil unter freiem Himmel ({outdoor}); der Rest des Plans bleibt, wie er ist.',
    'Das Wetter spielt nicht mit? Behaltet alles andere und tauscht das Programm draußen ({outdoor}) gegen {indoor}.',
  ],
  alternativeQuiet: [
    'Ist die erste Station ({first}) ausgebucht, tut es eine ähnliche Adresse in der Nähe genauso gut.',
    'Zu voll bei der ersten Station ({first})? Fragt nach einem Tisch etwas später und nutzt die Zeit für einen kleinen Spaziergang.',
  ],
  indoorIdeas: [
    'ein Museum mit langen Öffnungszeiten',
    'ein Café mit Brettspielen',
    'eine Kinovorstellung',
    'ein Teehaus',
    'eine Buchhandlung mit Sitzecke',
  ],
  cannot: {
    replaced:
      '„{thing}“ hat leider nicht gepasst, weil {reason}; stattdessen steht jetzt {instead} auf dem Plan.',
    dropped:
      '„{thing}“ hat leider nicht gepasst, weil {reason}; den Rest des Plans haben wir entsprechend angepasst.',
    reasons: {
      closedInWindow: 'zwischen {start} und {end} Uhr nichts Passendes geöffnet hat',
      overBudget: 'es euer Budget von {budget} sprengen würde',
      noRoom: 'zwischen {start} und {end} Uhr kein Platz mehr dafür war',
      indoor: 'es draußen stattfindet und ihr drinnen bleiben wolltet',
      stepFree: 'es nicht stufenlos zugänglich ist',
      conflicts: 'es dem widerspricht, was ihr vermeiden wolltet',
    },
    budgetTooLow:
      'Selbst in der einfachsten Version kostet dieser Plan etwa {total} und damit mehr als euer Budget von {budget}: Wir haben die günstigsten Optionen gewählt.',
    sunsetOutside:
      'In {city} geht die Sonne um {time} Uhr unter, außerhalb eures Zeitfensters: Diesmal ist kein Sonnenuntergang im Plan.',
    shortWindow: 'Zwischen {start} und {end} Uhr ist die Zeit knapp: Wir haben das Wichtigste eingeplant.',
    unknownPlace: '„{text}“ haben wir nicht erkannt, deshalb kommt der Plan ohne aus.',
  },
  travel: {
    start: 'Startpunkt',
    walk: '{n} Min. zu Fuß',
    transit: '{n} Min. mit Bus und Bahn',
    taxi: '{n} Min. mit dem Taxi',
  },
  about: 'Etwa {duration}',
  formatDuration(minutes: number): string {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return minutesWord(rest);
    if (rest === 0) return hoursWord(hours);
    return `${hours} Std. ${rest} Min.`;
  },
  list(items: string[]): string {
    if (items.length <= 1) return items.join('');
    return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
  },
  cost: {
    free: 'Kostenlos',
    perPerson: '{range} pro Person',
    total: '{range} insgesamt',
  },
  captions: {
    understood: 'Verstanden: {items}',
    understoodNothing: 'Nichts Bestimmtes gewünscht: Wir planen einen schönen Klassiker',
    checkingWindow: 'Zeitfenster wird geprüft: {start} bis {end} Uhr',
    sunset: 'Sonnenuntergang in {city}: {time} Uhr',
    localPrices: 'Ortsübliche Preise in {city}, in {currency}',
    sketching: 'Der Ablauf wird skizziert, Stationen: {n}',
    choosing: 'Station wird gewählt: {name}',
    timings: 'Zeiten werden abgestimmt: etwa {duration}',
    costs: 'Kosten werden geschätzt: {total}',
    checked: 'Geprüfte Wünsche: {n}',
    adjusted: 'Nötige Anpassungen: {n}',
    writing: 'Der Plan wird geschrieben …',
    items: {
      budget: 'Budget {budget}',
      window: '{start} bis {end} Uhr',
      length: 'etwa {duration}',
      avoiding: 'zu vermeiden: {things}',
      day: 'Datum: {date}',
    },
    occasion: {
      anniversary: 'Jahrestag',
      birthday: 'Geburtstag',
      first_date: 'erstes Date',
      proposal: 'Heiratsantrag',
      valentines: 'Valentinstag',
      making_up: 'Versöhnung',
      double_date: 'Doppeldate',
    },
    constraint: {
      no_alcohol: 'ohne Alkohol',
      vegetarian: 'vegetarisch',
      vegan: 'vegan',
      halal: 'halal',
      kosher: 'koscher',
      gluten_free: 'glutenfrei',
      step_free: 'stufenlos',
      indoor: 'drinnen',
      quiet: 'ruhig',
      no_crowds: 'ohne Gedränge',
      pet_friendly: 'mit Haustier',
    },
  },
};
