import type { Phrases } from './phrases';

/*
 * Italian, addressed to the couple as "voi". {place} and {thing} change gender from kind to kind, so
 * no adjective or participle agrees with them, and {thing} never follows a preposition (it may carry
 * its own article). {meal} is feminine or masculine (colazione, brunch, pranzo, cena), so it stands
 * bare, as in "cena a due". Lists of lower-cased step titles sit after a colon or inside brackets.
 */

const minutesWord = (minutes: number): string => (minutes === 1 ? '1 minuto' : `${minutes} minuti`);
const hoursWord = (hours: number): string => (hours === 1 ? '1 ora' : `${hours} ore`);

export const PHRASES_IT: Phrases = {
  language: 'it',
  clock: '24h',
  families: {
    coffee: {
      titles: [
        '{thing} e chiacchiere',
        'Il tempo di una tazza',
        'Pausa golosa',
        'Un tavolino per parlare',
        'Una pausa senza orologio',
      ],
      descriptions: [
        'Una pausa senza fretta {at_place}: qualcosa di caldo o di fresco nella tazza, una dolcezza da dividere e tutto il tempo per parlare.',
        '{at_place}, scegliete un tavolino vicino alla vetrina se è libero, guardate la città che passa e lasciate che la conversazione parta da sola.',
        'Il posto giusto per fermarsi: {place}, con il tintinnio delle tazzine, un menù che mette in difficoltà e un tavolo tutto per voi due.',
        'La voglia del momento: {thing}. Le conversazioni migliori nascono spesso tra un sorso e l’altro.',
        'Una sosta {at_place}, uno di quei posti dove si ordina una cosa e poi un’altra, perché non ci si è ancora raccontati tutto.',
      ],
      activities: [
        'Ordinate due cose diverse e scambiatevele a metà',
        'Chiedete al banco cosa va di più in questo periodo',
        'Dividete una piccola dolcezza, un cucchiaino a testa',
        'Scegliete un tavolino con vista sulla strada',
        'Mettete i telefoni a faccia in giù',
        'Raccontatevi la vostra mattina ideale nei minimi dettagli',
      ],
      ambiance: [
        'Tazzine che tintinnano, musica in sottofondo e chiacchiere a mezza voce.',
        'Luce morbida, tavolini vicini e quel brusio tranquillo dei posti dove ci si ferma volentieri.',
        'Profumo di caldo e di dolce, e nessuno qui guarda l’orologio.',
      ],
      booking: [
        'Per una tazza al volo basta presentarsi; per un brunch o un tè del pomeriggio meglio prenotare.',
        'Nel weekend a fine mattinata può esserci un po’ d’attesa: prenotate, se si può.',
      ],
      tips: [
        'Arrivate prima del pienone del weekend per scegliere il tavolo.',
        'Se siete indecisi, prendete la specialità della casa: spesso è ciò che fanno meglio.',
        'Chiedete se ci sono latti vegetali o alternative senza zucchero, se a uno dei due interessa.',
      ],
    },
    sweet: {
      titles: ['Una dolcezza per due', '{thing}, ovviamente', 'Il momento dolce', 'Un cucchiaino a testa'],
      descriptions: [
        'Piccolo peccato di gola {at_place}: si entra per uno sfizio, si esce col sorriso e un po’ di zucchero all’angolo della bocca.',
        'Obiettivo dolcezza: {thing}. Ognuno sceglie il suo, poi si assaggia quello dell’altro: sono le regole.',
        '{at_place}, la parte più difficile è scegliere. Prendetevi il vostro tempo davanti al banco: è già metà del piacere.',
        'Il dessert, ma altrove: {place}, da gustare sul posto o passeggiando, a seconda dell’umore e del meteo.',
      ],
      activities: [
        'Scegliete a vicenda, senza svelare nulla prima dell’assaggio',
        'Chiedete cosa è appena stato preparato',
        'Prendete due gusti che non avete mai provato',
        'Dividete una sola porzione con due cucchiaini',
        'Mangiate passeggiando, se il tempo lo permette',
        'Votate il boccone migliore della giornata',
      ],
      ambiance: [
        'Vetrine colorate, profumo di zucchero caldo e gente che esce sorridendo.',
        'Un posto semplice e allegro, dove per un boccone si torna bambini.',
      ],
      booking: ['Niente prenotazione: a volte basta solo un po’ di pazienza in fila.'],
      tips: [
        'Una fila davanti alla porta è spesso buon segno, e di solito scorre veloce.',
        'Se nel piano c’è un pasto, tenete questa tappa per dopo: è il dessert perfetto.',
        'Chiedete gli allergeni al banco se uno di voi evita frutta a guscio o glutine.',
      ],
    },
    meal: {
      titles: [
        '{thing} a due',
        '{meal} senza fretta',
        'Un tavolo per due',
        'A tavola!',
        '{meal} da ricordare',
      ],
      descriptions: [
        'A tavola {at_place}: piatti da dividere, un tavolo per due e tutto il tempo per parlare tra una portata e l’altra.',
        '{at_place}, lasciatevi guidare dal menù e ordinate un piatto che non conoscete ancora. I ricordi più belli iniziano spesso con un «e se provassimo questo?».',
        '{thing}, in due e senza fretta: accomodatevi, ordinate senza guardare l’orologio e lasciate un po’ di spazio per il dolce.',
        'Piatti che arrivano fumanti, i rumori della cucina e la voglia di assaggiare dal piatto dell’altro: {meal} {at_place}, e si parte col piede giusto.',
        'Per un pasto che conta, {place} è la scelta giusta: si viene per mangiare bene, si resta per la conversazione.',
        'Un pasto {at_place}, semplice e generoso, di quelli di cui si parla per settimane.',
      ],
      activities: [
        'Chiedete il piatto di cui la cucina va più fiera',
        'Ordinate due piatti diversi e dividete tutto',
        'Lasciate spazio per il dolce, anche piccolo',
        'Brindate a qualcosa di preciso, con quello che preferite nel bicchiere',
        'Assaggiate una specialità della casa che non avete mai provato',
        'Raccontatevi il pasto più buono della vostra vita',
        'Chiudete con un caffè o una tisana prima di ripartire',
      ],
      ambiance: [
        'Tavoli ben apparecchiati, una luce che dona e il rumore rassicurante di una cucina al lavoro.',
        'Caldo e vivace, con quel tanto di brusio che basta per sentirsi soli al mondo.',
        'Piatti che passano, profumi che mettono appetito e un servizio che si prende il suo tempo.',
      ],
      booking: [
        'Prenotate, soprattutto nel weekend, e chiedete un tavolo tranquillo se volete parlare.',
        'Una prenotazione qualche giorno prima evita l’attesa; segnalate subito eventuali esigenze alimentari.',
      ],
      tips: [
        'Chiedete il piatto del giorno: spesso è il più fresco del menù.',
        'Se siete indecisi tra due piatti, prendeteli entrambi e dividete.',
        'Dite subito se dopo avete un altro impegno: il servizio si organizzerà.',
      ],
    },
    street_food: {
      titles: ['Cibo da passeggio', 'Banchetto in piedi', 'Un po’ di tutto', 'Il giro dei banchi'],
      descriptions: [
        'Assaggiate di tutto, confrontate le scoperte e dividete ogni boccone: è questo lo spirito di {place}.',
        '{at_place} si mangia con le mani e si assaggia un po’ di tutto, senza tovaglie né cerimonie.',
        'Profumi che si mescolano, file che promettono bene, bocconi che passano di mano in mano, e voi due nel mezzo.',
        'Per un pasto senza cerimonie, niente batte {place}: prezzi piccoli, sapori grandi e un allegro vociare.',
      ],
      activities: [
        'Fate prima un giro completo, poi scegliete',
        'Mettetevi nella fila più lunga: di solito ha ragione',
        'Prendete porzioni piccole per assaggiare più cose',
        'Scegliete ognuno un boccone «sfida»',
        'Trovate un angolo dove sedervi e dividere',
        'Eleggete il vostro banco preferito prima di andare',
      ],
      ambiance: [
        'Fumo che sale, insegne che lampeggiano e un allegro vociare.',
        'Vivace, alla buona, un po’ caotico, ed è proprio questo il bello.',
      ],
      booking: [
        'Di solito niente prenotazione, tranne per i tour guidati; arrivate presto per evitare la ressa.',
      ],
      tips: [
        'Portate un po’ di contanti: non tutti i banchi accettano la carta.',
        'Salviette o tovaglioli in tasca vi salveranno.',
        'Arrivate affamati ma non troppo tardi: i banchi migliori a volte finiscono tutto prima della chiusura.',
      ],
    },
    drinks: {
      titles: [
        'Qualcosa da bere insieme',
        'Un brindisi a due',
        'L’ultima parola della serata',
        'Al bancone',
        '{thing}, semplicemente',
      ],
      descriptions: [
        'Prossima fermata: {place}. Luci soffuse, qualcosa di buono nel bicchiere e una conversazione che si allunga.',
        '{at_place}, sedetevi al bancone o in un angolo tranquillo e lasciate che la serata rallenti.',
        'L’idea: {thing}, e qualcuno dietro al bancone a cui lasciare carta bianca.',
        'La serata non è finita: niente la allunga meglio di una sosta {at_place}, per brindare e dimenticare l’orologio.',
        'Un momento {at_place}, per brindare a ciò che va bene e rifare il mondo in due.',
      ],
      activities: [
        'Lasciate carta bianca a chi sta dietro al bancone',
        'Brindate a qualcosa di preciso, non solo «a noi»',
        'Provate ognuno qualcosa che non ordinate mai',
        'Chiedete qual è la cosa più originale del menù',
        'Ordinate qualcosa da sgranocchiare',
        'Sedetevi al bancone per guardare la preparazione',
      ],
      ambiance: [
        'Luci basse, musica al volume giusto e bicchieri che tintinnano.',
        'Un posto dove ci si avvicina per sentirsi, ed è giusto così.',
        'Legno, lampade soffuse e il rumore del ghiaccio: il posto perfetto per abbassare la voce.',
      ],
      booking: [
        'Prenotate, se si può, per il venerdì o il sabato; altrimenti arrivate a inizio serata.',
        'I posti più amati spesso non prendono prenotazioni: chi arriva presto trova da sedersi.',
      ],
      tips: [
        'Chiedete le creazioni della casa a base di sciroppi, tè o succhi: sanno sorprendere.',
        'Decidete come tornare a casa prima di mettervi comodi: l’ultima metro a volte passa prima di quanto si pensi.',
        'Se volete parlare, scegliete un tavolo in fondo piuttosto che il bancone.',
      ],
    },
    tasting: {
      titles: [
        'Degustazione a due',
        'Assaggiare, confrontare, scegliere',
        'Questione di gusto',
        '{thing} in assaggio',
      ],
      descriptions: [
        'Imparare ad assaggiare davvero: ci pensa {place}. Si confronta, si esita, si scoprono le proprie preferenze.',
        '{at_place}, ogni assaggio racconta la sua storia: provenienza, metodo e il piccolo dettaglio che cambia tutto.',
        'Il tema di oggi: {thing}. Un modo giocoso per scoprire gusti in comune, e qualche disaccordo gustoso.',
        'Una degustazione {at_place}, guidata da persone appassionate che si prendono il tempo di spiegare.',
      ],
      activities: [
        'Annotate di nascosto i vostri preferiti, poi confrontateli',
        'Fate una domanda alla guida a ogni assaggio',
        'Descrivete gli aromi con parole vostre',
        'Scegliete il vostro preferito e chiedete cosa lo rende così diverso',
        'Portate a casa un piccolo ricordo del vostro preferito',
      ],
      ambiance: [
        'Un ambiente calmo e attento, dove ci si prende il tempo di annusare e assaggiare.',
        'Appassionati che condividono quello che sanno senza prendersi troppo sul serio.',
      ],
      booking: ['Prenotate: le degustazioni si fanno spesso in piccoli gruppi e a orari fissi.'],
      tips: [
        'Fotografate le etichette dei vostri preferiti per ritrovarli poi.',
        'Tenete a portata di mano un bicchiere d’acqua per pulire il palato tra un assaggio e l’altro.',
        'Evitate profumi forti quel giorno: coprono gli aromi.',
      ],
    },
    music: {
      titles: ['Musica dal vivo', '{thing}, dal vivo', 'Il suono della sera', 'In prima fila'],
      descriptions: [
        '{at_place} la musica suona a pochi metri da voi: ogni nota si sente sulla pelle oltre che con le orecchie.',
        'Lasciate per un po’ che sia la musica a fare conversazione, poi rifate il concerto insieme all’uscita.',
        'In cartellone: {thing}. Un suono che si sente nel petto e un momento con la sua colonna sonora.',
        'Si viene per ascoltare e si esce canticchiando: la musica {at_place} resta addosso a lungo.',
      ],
      activities: [
        'Arrivate presto per scegliere i posti',
        'Mettete via i telefoni per almeno un brano intero',
        'Scegliete ognuno il vostro pezzo preferito della serata',
        'Applaudite forte: i musicisti lo sentono',
        'Chiedete il nome di un artista appena scoperto',
      ],
      ambiance: [
        'Luci sul palco, sala nella penombra e quel brivido quando parte il primo accordo.',
        'Intimo o travolgente a seconda della sera, ma sempre con l’energia della musica suonata davvero.',
      ],
      booking: ['Prendete i biglietti in anticipo e controllate l’orario d’inizio sul sito del locale.'],
      tips: [
        'Ascoltate insieme un brano dell’artista prima di andare.',
        'Mettetevi un po’ lontani dalle casse se volete riuscire a parlarvi.',
      ],
    },
    dance: {
      titles: ['Balliamo?', 'In pista', '{thing}, passo dopo passo', 'A tempo di musica'],
      descriptions: [
        'Niente avvicina come cercare insieme il passo giusto: {place} è il posto per provare, sbagliare e ridere.',
        '{at_place} nessuno vi giudica: si segue il ritmo, ci si pesta un po’ i piedi e si ricomincia.',
        'Oggi si balla: {thing}. Un’ora di ballo dice più di mille parole.',
        'Musica che fa muovere e una pista che aspetta solo voi, {at_place}.',
      ],
      activities: [
        'Fate la lezione di prova, se all’inizio ce n’è una',
        'Invitatevi a vicenda per un lento',
        'Osservate per qualche minuto chi balla da anni, poi buttatevi',
        'Fate una pausa a bordo pista per riprendere fiato',
        'Ballate almeno una volta come se nessuno vi guardasse',
      ],
      ambiance: [
        'Bassi che vibrano, luci che girano e una pista che si riempie col passare delle ore.',
        'Caloroso e senza pretese: principianti e veterani si mescolano volentieri.',
      ],
      booking: ['Controllate online orario e tema della serata; per alcune serate serve l’iscrizione.'],
      tips: [
        'Mettete scarpe comode con una suola che scivoli un po’.',
        'Bevete acqua tra un ballo e l’altro: si suda.',
      ],
    },
    stage: {
      titles: ['Si apre il sipario', 'Va in scena', 'Sotto i riflettori', 'Lo spettacolo comincia'],
      descriptions: [
        'Le luci si spengono, cala il silenzio {at_place} e per un po’ esiste solo il palco.',
        '{at_place}, sedetevi fianco a fianco e lasciatevi trasportare. Avrete di che parlare per il resto della giornata.',
        'Sul palco: {thing}. Niente batte il brivido della diretta, dove tutto può succedere.',
        'Uno spettacolo {at_place}, con quella piccola emozione condivisa proprio prima che tutto cominci.',
      ],
      activities: [
        'Arrivate un po’ prima per godervi il posto',
        'Leggete insieme il programma prima dell’inizio',
        'Confrontatevi all’intervallo: qual è il vostro momento preferito?',
        'Provate a indovinare come va a finire',
        'Restate per gli applausi e applaudite forte',
      ],
      ambiance: [
        'Riflettori, file di poltrone e quel brusio del pubblico che all’improvviso si spegne.',
        'Un pubblico che ride, trattiene il fiato e applaude come una sola persona.',
      ],
      booking: ['Prenotate i posti in anticipo: i migliori vanno via presto, soprattutto nel weekend.'],
      tips: [
        'Controllate la durata dello spettacolo per organizzare il resto senza correre.',
        'Se è improvvisazione o cabaret, evitate la prima fila, a meno che non vogliate partecipare.',
      ],
    },
    screen: {
      titles: ['Ciak, si gira', 'Due posti vicini', 'Popcorn per due', 'Buio in sala'],
      descriptions: [
        'Scorrono i trailer {at_place}, vi avvicinate un po’ e poi comincia il film.',
        '{at_place}, scegliete insieme, mettetevi comodi e lasciate che il film faccia il resto.',
        'Grande schermo: due ore dentro un’altra storia, e poi fuori riprende la vostra.',
        'Un film {at_place}, e dopo la parte migliore: parlarne per ore.',
      ],
      activities: [
        'Stavolta il film lo sceglie chi di solito cede',
        'Dividete un secchiello di popcorn',
        'Scommettete sul finale prima che arrivi',
        'Restate per i titoli di coda',
        'Date un voto da uno a dieci al film uscendo, e difendetelo',
      ],
      ambiance: [
        'Il grande schermo, la penombra e un sonoro che vi avvolge.',
        'Profumo di popcorn, lo schermo che si accende e quella calma speciale appena prima del film.',
      ],
      booking: ['Comprate i biglietti online per scegliere due posti vicini.'],
      tips: [
        'Controllate se il film è in lingua originale o doppiato, secondo le vostre preferenze.',
        'Portate un maglione: sale e proiezioni all’aperto possono essere fresche.',
      ],
    },
    culture: {
      titles: [
        'Una pausa di cultura',
        'Occhi ben aperti',
        'A spasso per la cultura',
        '{thing} con curiosità',
        'L’angolo dei curiosi',
      ],
      descriptions: [
        'Si entra per guardare, si esce con mille cose da raccontarsi: {place} è una garanzia per una bella conversazione.',
        '{at_place} andate al vostro ritmo, fermatevi davanti a ciò che vi parla e lasciate perdere il resto.',
        'Per la curiosità: {thing}. Spesso è proprio qui che si scopre cosa appassiona l’altro.',
        'Una sosta {at_place} per nutrire la curiosità: ognuno sceglie una scoperta da mostrare all’altro.',
        'Cambio di ritmo {at_place}: calma, dettagli e il piacere di guardare insieme.',
      ],
      activities: [
        'Separatevi per dieci minuti, poi mostratevi il vostro pezzo preferito',
        'Scegliete ognuno un dettaglio che nessuno nota',
        'Leggete ad alta voce la didascalia, la quarta di copertina o la copertina di disco più sorprendente',
        'Chiedete all’ingresso cosa non bisogna assolutamente perdere',
        'Portate via una cartolina o un piccolo ricordo',
        'Inventate a turno la storia dietro quello che vedete',
      ],
      ambiance: [
        'Calma, luci curate e quel silenzio attento che fa venire voglia di bisbigliare.',
        'Un posto dove si rallenta senza accorgersene, con gli occhi spalancati.',
        'Stimolante e pieno di spunti, con sempre un angolo dove ci si ferma più del previsto.',
      ],
      booking: [
        'Controllate gli orari e prenotate una fascia oraria online, se è possibile.',
        'Alcuni luoghi sono gratuiti in certi giorni: date un’occhiata al sito prima di partire.',
      ],
      tips: [
        'Non cercate di vedere tutto: due o tre colpi di fulmine valgono più di una visita di corsa.',
        'Controllate il giorno di chiusura settimanale prima di andare.',
        'Lasciate le borse ingombranti al guardaroba, se c’è.',
      ],
    },
    walk: {
      titles: [
        'Passeggiata a due',
        'Naso all’insù',
        'Senza meta',
        'Un po’ d’aria',
        'Un pezzo di strada insieme',
      ],
      descriptions: [
        'È camminando fianco a fianco che arrivano spesso le conversazioni migliori. La meta: {place}, senza orologio né percorso fisso.',
        '{at_place} rallentate, guardatevi intorno e lasciatevi portare dalla strada.',
        'In programma: {thing}. Aria fresca, passi che si accordano e nessun motivo per avere fretta.',
        'Una passeggiata {at_place}, senza itinerario: seguite ciò che vi attira e fermatevi dove è bello.',
        'Tra una tappa e l’altra, {place} offre lo spazio per respirare e tenersi per mano senza dire niente.',
        'Il momento di camminare {at_place}, mano nella mano se vi va, con tutto il tempo per parlare.',
      ],
      activities: [
        'Camminate per un po’ senza telefono in mano',
        'Scegliete a turno una deviazione a caso',
        'Fermatevi per una foto insieme, una sola',
        'Trovate una panchina e guardate la gente passare',
        'Raccontatevi un ricordo d’infanzia legato a una passeggiata',
        'Segnatevi il punto più bello per tornarci un’altra volta',
      ],
      ambiance: [
        'Il rumore dei passi, un filo di vento e la vita che scorre intorno a voi.',
        'Tranquillo e aperto, con spazio per respirare e cose da guardare ovunque.',
        'Luce che cambia, aria fresca e quel ritmo lento che scioglie la lingua.',
      ],
      booking: ['Niente da prenotare: basta andarci.'],
      tips: [
        'Mettete scarpe comode, il resto viene da sé.',
        'Portate una bottiglietta d’acqua e uno strato in più, se la sera rinfresca.',
        'Controllate il meteo la mattina stessa e tenete pronto il piano B.',
      ],
    },
    picnic: {
      titles: ['Picnic a due', 'Una coperta sul prato', 'A tavola sull’erba'],
      descriptions: [
        'Una coperta, cose buone comprate per strada e il cielo come soffitto: {place}, e non serve altro.',
        '{at_place} stendete la coperta, tirate fuori le cose buone e lasciate che il tempo si allunghi.',
        'Il lusso semplice di mangiare all’aperto, sdraiati sull’erba, senza orari né conto da pagare.',
      ],
      activities: [
        'Fate la spesa insieme lungo la strada, ognuno sceglie una sorpresa',
        'Portate un mazzo di carte o un libro da leggere ad alta voce',
        'Trovate un angolo all’ombra e uno al sole',
        'Fotografate la coperta prima che sparisca tutto',
        'Concedetevi un pisolino dopo mangiato',
      ],
      ambiance: [
        'Erba, un po’ di sole e in lontananza le voci degli altri passanti.',
        'Rilassato e senza orari: qui ci si sdraia e si lascia scorrere il tempo.',
      ],
      booking: ['Niente da prenotare; arrivate abbastanza presto per trovare un bell’angolo.'],
      tips: [
        'Non dimenticate coperta, coltello, tovaglioli e un sacchetto per i rifiuti.',
        'Se fa caldo, portate bevande fresche in una borsa frigo.',
      ],
    },
    active: {
      titles: ['Muoviamoci', 'Sfida a due', 'Un po’ di slancio', 'Cuori che battono'],
      descriptions: [
        'Niente fa ridere come un po’ di fatica condivisa: {place} è l’occasione per scoprirsi sotto una luce nuova.',
        '{at_place} ci si muove, si suda un po’ e si resta con quella bella stanchezza che unisce.',
        'La sfida del giorno: {thing}, insieme, qualunque sia il livello di ciascuno.',
        'Una sessione {at_place}, sportiva quanto basta perché la pausa dopo sappia di premio.',
      ],
      activities: [
        'Riscaldatevi insieme, anche solo due minuti',
        'Fissatevi un piccolo obiettivo comune',
        'Incoraggiatevi a voce alta',
        'Fate una pausa per godervi il panorama o riprendere fiato',
        'Immortalate il momento all’arrivo',
      ],
      ambiance: [
        'Energia, aria aperta e la sensazione di aver fatto qualcosa insieme.',
        'Sportivo ma rilassato: si viene per divertirsi, non per la prestazione.',
      ],
      booking: ['Prenotate in anticipo la fascia oraria o l’attrezzatura, se richiesto.'],
      tips: [
        'Portate abiti comodi, acqua e uno spuntino.',
        'Scegliete un livello adatto al meno sportivo dei due: l’obiettivo è ridere insieme.',
        'Tenete un cambio se il resto del piano si svolge in città.',
      ],
    },
    water: {
      titles: ['Sull’acqua', 'A pelo d’acqua', 'Si salpa', 'Onde e orizzonte'],
      descriptions: [
        'Il paesaggio scorre lentamente, il vento tra i capelli, e {at_place} il tempo sembra rallentare.',
        '{at_place} cercate un posto dal lato dell’acqua e guardate scorrere le rive. Si parla meno, ci si guarda di più.',
        'Lo sciabordio dell’acqua e una vista che dalla terraferma non si ha mai: ecco cosa vi aspetta.',
      ],
      activities: [
        'Sceglietevi un posto all’aperto, se il tempo lo permette',
        'Riconoscete dall’acqua i luoghi che conoscete',
        'Fatevi una foto insieme con l’acqua alle spalle',
        'Chiudete gli occhi per un minuto e ascoltate',
        'Chiedete all’equipaggio cosa non perdere lungo il tragitto',
      ],
      ambiance: [
        'Il dondolio leggero, il rumore dell’acqua e un orizzonte che cambia ogni minuto.',
        'Arioso e sereno, con un paesaggio da cartolina.',
      ],
      booking: ['Prenotate i posti e controllate l’orario dell’ultima partenza.'],
      tips: [
        'Portate una giacca anche d’estate: sull’acqua fa sempre più fresco.',
        'Arrivate all’imbarco con un po’ di anticipo per scegliere i posti.',
      ],
    },
    play: {
      titles: ['Vinca il migliore', 'Una partita a due', 'Spirito competitivo', 'Giochiamo?'],
      descriptions: [
        'Un po’ di competizione, tante risate e il diritto alle scuse più improbabili: {place} vi aspetta.',
        '{at_place} vale una regola semplice: chi perde offre il dolce.',
        'Niente rompe il ghiaccio come un gioco: {thing}, e si capisce subito chi non sa perdere.',
        'Una partita {at_place}, dove si scoprono talenti nascosti e strategie discutibili.',
      ],
      activities: [
        'Decidete una posta in gioco prima di iniziare',
        'Fate squadra per un round, sfidatevi in quello dopo',
        'Datevi soprannomi da campioni',
        'Festeggiate ogni punto come una finale',
        'Chiedete la rivincita, anche se avete vinto',
      ],
      ambiance: [
        'Risate, grida di vittoria e un allegro disordine.',
        'Giocoso e senza pretese: qui si viene soprattutto per divertirsi.',
      ],
      booking: ['Prenotate una fascia oraria: la sera e nel weekend i posti vanno via presto.'],
      tips: [
        'Arrivate cinque minuti prima per spiegazioni e attrezzatura.',
        'Chi perde racconta un aneddoto imbarazzante sulla strada per la tappa successiva.',
      ],
    },
    class: {
      titles: ['Laboratorio a quattro mani', 'Si impara insieme', 'Fatto da noi', 'Mani in pasta'],
      descriptions: [
        'Si impara insieme {at_place}: si sbaglia un po’, si ricomincia e si torna a casa con qualcosa fatto con le proprie mani.',
        '{at_place} chi insegna vi guida passo dopo passo. Non serve talento, solo voglia di provare.',
        'Il corso di oggi: {thing}. Lavorare fianco a fianco è un altro modo di conoscersi.',
      ],
      activities: [
        'Ascoltate bene le istruzioni, poi improvvisate un po’',
        'Aiutatevi quando uno dei due si blocca, senza prendere il comando',
        'Fotografate il risultato, riuscito o no',
        'Fate tutte le domande che vi passano per la testa',
        'Regalatevi a vicenda le vostre creazioni',
      ],
      ambiance: [
        'Concentrato e allegro, con le mani occupate e una risata a ogni pasticcio.',
        'Un piccolo gruppo, un laboratorio accogliente e tanta voglia di aiutarsi.',
      ],
      booking: ['Iscrivetevi in anticipo: i corsi sono a piccoli gruppi e si riempiono presto.'],
      tips: [
        'Indossate vestiti che non temono macchie.',
        'Avvisate chi organizza di allergie o diete se nel corso si mangia.',
      ],
    },
    wellness: {
      titles: ['Pausa benessere', 'Lasciarsi andare', 'Calore e relax', 'Un respiro profondo'],
      descriptions: [
        'Calore, silenzio e il piacere di non fare niente insieme: è esattamente ciò che offre {place}.',
        '{at_place} le spalle finalmente si sciolgono. L’unico programma qui è rilassarsi.',
        'Il programma sta in due parole: lasciarsi andare. Un momento per respirare, ritrovarsi e ripartire leggeri.',
      ],
      activities: [
        'Lasciate i telefoni nell’armadietto',
        'Alternate caldo e fresco, dove il posto lo prevede',
        'Bevete acqua o una tisana tra un momento e l’altro',
        'Concedetevi un momento di silenzio totale, fianco a fianco',
        'Chiudete con un po’ di riposo prima di uscire',
      ],
      ambiance: [
        'Vapore, luce morbida e un silenzio che fa bene.',
        'Rilassante e ovattato: si parla piano e si respira lentamente.',
      ],
      booking: ['Prenotate trattamenti o ingressi in anticipo e chiedete cosa portare.'],
      tips: [
        'Portate costume, ciabatte e asciugamano, se non sono forniti.',
        'Evitate un pasto pesante subito prima: a stomaco leggero ci si gode di più.',
      ],
    },
    shopping: {
      titles: ['A caccia di tesori', 'Tra le bancarelle', 'Le scoperte del giorno', 'Colpo di fulmine'],
      descriptions: [
        'Frugare, confrontare, mostrarsi le scoperte: il bello di {place} è tornare a casa con un ricordo della giornata.',
        '{at_place} curiosate senza lista: le scoperte più belle sono quelle che non cercavate.',
        'Colori, oggetti curiosi e venditori che raccontano la storia di ciò che vendono: il posto ideale per curiosare in due.',
      ],
      activities: [
        'Fissate un piccolo budget a testa per un regalo a sorpresa',
        'Fatevi raccontare la storia di un oggetto',
        'Chiedete ai venditori cosa preferiscono loro',
        'Cercate l’oggetto più strano in circolazione',
        'Portate via qualcosa per uno spuntino più tardi',
      ],
      ambiance: [
        'Bancarelle colorate, voci che si chiamano e tesori a ogni angolo.',
        'Vivace e alla buona: si curiosa più di quanto si compri.',
      ],
      booking: ['Niente prenotazione; presto per la scelta migliore, più tardi per gli affari.'],
      tips: [
        'Portate una borsa riutilizzabile e un po’ di contanti.',
        'Controllate giorni e orari: molti mercati si tengono solo in certi giorni.',
      ],
    },
    stars: {
      titles: ['Con la testa tra le stelle', 'Sotto la volta celeste', 'Occhi al cielo'],
      descriptions: [
        'Alzate gli occhi: il cielo ha molto più da offrire di quanto la città lasci vedere, e {place} vi aiuta a leggerlo.',
        '{at_place} imparate a riconoscere qualche costellazione e a trovare un pianeta o due.',
        'Un momento di silenzio e di meraviglia, con gli occhi all’insù, sentendosi piccoli piccoli in due.',
      ],
      activities: [
        'Cercate insieme la Stella Polare',
        'Chiedete alla guida di mostrarvi un pianeta',
        'Scegliete una stella e datele un nome',
        'Restate sdraiati qualche minuto senza parlare',
        'Fate la domanda sull’universo che vi incuriosisce da sempre',
      ],
      ambiance: [
        'Buio morbido, voci basse e quella vertigine davanti all’infinito.',
        'Calma e meraviglia: uno di quei momenti che rimettono le cose al loro posto.',
      ],
      booking: ['Prenotate la proiezione o la visita; per un’osservazione all’aperto controllate il meteo.'],
      tips: [
        'Portate uno strato caldo: le notti limpide sono spesso fresche.',
        'Lasciate che gli occhi si abituino al buio per un quarto d’ora, senza schermi.',
      ],
    },
    attraction: {
      titles: ['Emozioni a due', 'Una vista mozzafiato', 'Come bambini', 'Il grande brivido'],
      descriptions: [
        'Un po’ di meraviglia, un po’ di vertigine e tanti ricordi da raccontare: ecco cosa promette {place}.',
        '{at_place} torna fuori il bambino che è in voi: ci si stupisce, si urla un po’ e si ride tanto.',
        'Una di quelle esperienze che si raccontano per anni, e che in due sono ancora più belle.',
      ],
      activities: [
        'Scattate una foto ricordo dal punto panoramico migliore',
        'Scegliete ognuno il momento da non perdere',
        'Tenetevi per mano nel momento più emozionante',
        'Confrontate le prime impressioni all’uscita',
        'Conservate il biglietto come ricordo',
      ],
      ambiance: [
        'Meraviglia nell’aria ed esclamazioni tutt’intorno.',
        'Spettacolare e allegro, con la città o la natura come sfondo.',
      ],
      booking: ['Comprate i biglietti online in anticipo per saltare la fila.'],
      tips: [
        'Andate a inizio o a fine giornata per evitare la folla.',
        'Controllate il meteo: alcune attrazioni chiudono in caso di vento forte o temporale.',
      ],
    },
  },
  named: {
    titles: ['{name}, come promesso', 'Il vostro desiderio: {name}', 'Appuntamento: {name}'],
    descriptions: [
      'L’avevate chiesto: {name} fa parte del piano. Prendetevi tutto il tempo, senza guardare l’orologio.',
      '{name} è la vostra scelta, e il resto del piano ci gira intorno.',
      'Una tappa a cui tenevate: {name}. Vivetela fino in fondo.',
    ],
    activities: [
      'Fate un giro prima di fermarvi',
      'Chiedete sul posto cosa non perdere',
      'Scattate una foto insieme per ricordo',
      'Raccontatevi perché questo posto conta per voi',
      'Annotate cosa vorreste rifare la prossima volta',
    ],
    ambiance: ['Un posto che avete scelto voi, e si sente.', 'Familiare o nuovo, è qui che volevate essere.'],
    booking: ['Controllate gli orari e prenotate, se è possibile.'],
    tips: [
      'Guardate gli orari del giorno sul sito ufficiale: a volte cambiano.',
      'Arrivate un po’ prima dell’orario previsto per godervi il posto senza correre.',
    ],
  },
  landmark: {
    titles: [
      'La nostra scelta: {name}',
      'Prossima tappa: {name}',
      '{name} senza fretta',
      '{name} in due',
      'Vale la visita: {name}',
    ],
    descriptions: [
      'La nostra scelta per questa tappa: {name}. Prendetevi il vostro tempo e cercate ognuno un dettaglio che all’altro sia sfuggito.',
      'Prossima tappa: {name}. Niente lista da spuntare: seguite ciò che vi incuriosisce e scambiatevi le impressioni all’uscita.',
      'Il tema: {thing}; il posto: {name}. Ce n’è abbastanza per parlarne per tutto il resto dell’appuntamento.',
      'Per un po’ tutto ruota intorno a un solo posto: {name}. Dedicategli tutta la vostra attenzione: telefoni via, occhi aperti e nessuna fretta.',
      'Certi posti si godono meglio in due, come questo: {name}. Lasciate che sia il posto a dettare il ritmo, poi raccontatevi cosa vi è rimasto impresso.',
      'Una tappa che merita: {name}. Arrivate senza aspettative, prendetevela comoda e lasciate che il posto parli da sé.',
    ],
    activities: [
      'Scattate una foto insieme prima di andare via',
      'Scegliete ognuno un dettaglio da ricordare',
      'Chiedetevi a vicenda cosa vi ha sorpreso di più',
      'Trovate il vostro angolo preferito e fermatevi lì un po’',
      'Rallentate e godetevi ogni dettaglio',
      'Leggete qualche riga sul posto prima di arrivare',
      'Mettete via i telefoni per un bel po’',
      'Scambiatevi le prime impressioni all’uscita',
    ],
    ambiance: [
      'Un posto con un carattere tutto suo, dove si scopre sempre un dettaglio in più.',
      'Animato o tranquillo a seconda dell’ora, ma sempre con qualcosa da guardare.',
    ],
    booking: [
      'Controllate orari e biglietti sul sito ufficiale prima di partire.',
      'Alcuni posti chiedono un biglietto a orario, altri sono ad accesso libero: il sito ufficiale ve lo dirà.',
    ],
    tips: [
      'Arrivate con qualche minuto di anticipo per entrare senza correre.',
      'Controllate sul sito ufficiale se quel giorno ci sono chiusure o eventi.',
      'Portate solo l’essenziale: alcuni posti controllano le borse all’ingresso.',
      'Mettete scarpe comode: spesso c’è più da vedere di quanto sembri.',
    ],
  },
  sunset: {
    titles: ['Tramonto', 'L’ora d’oro', 'Il cielo si accende', 'Quando il giorno saluta'],
    descriptions: [
      'Il sole tramonta alle {time}: fatevi trovare {at_place} un po’ prima per vedere il cielo passare dall’oro al rosa.',
      'A {city} quel giorno il sole tramonta alle {time}. La meta: {place}, per guardarlo sparire fianco a fianco.',
      'Appuntamento verso le {time} {at_place}: la luce si fa dorata, le ombre si allungano e per un attimo tutti tacciono.',
      'Tramonto previsto alle {time}. Difficile trovare un posto in prima fila migliore di {place}.',
    ],
  },
  meals: { breakfast: 'colazione', brunch: 'brunch', lunch: 'pranzo', dinner: 'cena' },
  centre: 'Centro',
  titles: {
    two: ['{a} e {b}', '{a}, poi {b}', '{a} & {b}', 'Tra {a} e {b}', '{a}, {b} e voi due'],
    one: ['{a} a due', 'Tutto per {a}', '{a}, e il resto viene da sé', '{a}, solo voi due'],
    withCity: ['{a} a {city}', '{city}: {a}', '{city} in due: {a}', '{a} a {city}, solo voi due'],
  },
  moodDayPart: {
    romantic: {
      morning: 'una mattinata romantica',
      afternoon: 'un pomeriggio romantico',
      evening: 'una serata romantica',
      night: 'un dopocena romantico',
      all_day: 'una giornata romantica',
    },
    adventurous: {
      morning: 'una mattinata avventurosa',
      afternoon: 'un pomeriggio avventuroso',
      evening: 'una serata avventurosa',
      night: 'una notte avventurosa',
      all_day: 'una giornata avventurosa',
    },
    relaxed: {
      morning: 'una mattinata rilassata',
      afternoon: 'un pomeriggio rilassato',
      evening: 'una serata rilassata',
      night: 'un dopocena rilassato',
      all_day: 'una giornata rilassata',
    },
    playful: {
      morning: 'una mattinata spensierata',
      afternoon: 'un pomeriggio spensierato',
      evening: 'una serata spensierata',
      night: 'una notte spensierata',
      all_day: 'una giornata spensierata',
    },
    cultural: {
      morning: 'una mattinata culturale',
      afternoon: 'un pomeriggio culturale',
      evening: 'una serata culturale',
      night: 'una notte all’insegna della cultura',
      all_day: 'una giornata culturale',
    },
    cozy: {
      morning: 'una mattinata intima',
      afternoon: 'un pomeriggio intimo',
      evening: 'una serata intima',
      night: 'un dopocena intimo',
      all_day: 'una giornata in tutta intimità',
    },
    plain: {
      morning: 'una bella mattinata',
      afternoon: 'un bel pomeriggio',
      evening: 'una bella serata',
      night: 'una lunga notte',
      all_day: 'una bella giornata',
    },
  },
  themes: [
    '{moment}{city_part}: {stops}.',
    '{moment}{city_part}. In programma: {stops}.',
    '{moment}{city_part}, al vostro ritmo: {stops}.',
    '{moment}{city_part}, in tutta semplicità: {stops}, e nient’altro a cui pensare.',
  ],
  occasions: {
    anniversary: {
      title: ['Il nostro anniversario', 'Anniversario', 'Buon anniversario'],
      theme: [
        'Un altro anno insieme, e un piano pensato per festeggiarlo come si deve.',
        'Per il vostro anniversario: un piano per ricordare da dove siete partiti e sognare quello che verrà.',
      ],
      tips: [
        'Nascondete da qualche parte un biglietto scritto a mano.',
        'Portate una foto del vostro primo appuntamento e tiratela fuori al momento giusto.',
        'Ditelo quando prenotate: molti posti amano rendere speciale l’occasione.',
      ],
    },
    birthday: {
      title: ['Buon compleanno', 'Compleanno'],
      theme: [
        'Un compleanno festeggiato come si deve, con tutto ciò che piace a chi compie gli anni.',
        'Oggi si festeggia chi compie gli anni: il piano coccola dall’inizio alla fine.',
      ],
      tips: [
        'Avvisate il ristorante: una candelina sul dolce fa sempre effetto.',
        'Tenete il regalo per l’ultima tappa.',
        'Lasciate che chi festeggia ordini senza guardare i prezzi.',
      ],
    },
    first_date: {
      title: ['Primo appuntamento', 'Un primo appuntamento'],
      theme: [
        'Un primo appuntamento senza pressioni, con tanto di cui parlare e la libertà di fare una cosa breve.',
        'Per conoscersi: tappe semplici, posti dove ci si sente parlare e nessun obbligo di arrivare fino in fondo.',
      ],
      tips: [
        'Datevi appuntamento direttamente sul posto: è più semplice per entrambi.',
        'Fate domande aperte e ascoltate davvero le risposte.',
        'Dite a qualcuno di fiducia dove andate.',
      ],
    },
    proposal: {
      title: ['Proposta di matrimonio', 'La proposta'],
      theme: [
        'Un piano pensato intorno al momento della grande domanda, con tutto il resto a renderlo indimenticabile.',
        'Il giorno in cui tutto cambia: ogni tappa prepara con dolcezza il grande momento.',
      ],
      tips: [
        'Scegliete prima il punto esatto della proposta e tenete pronta un’alternativa in caso di pioggia.',
        'Tenete l’anello in una tasca con la zip, non in borsa.',
        'Se volete delle foto, avvisate un amico discreto o un fotografo.',
      ],
    },
    valentines: {
      title: ['San Valentino', 'Speciale San Valentino'],
      theme: [
        'Un San Valentino senza cliché, che tiene il meglio: tempo solo per voi due.',
        'Per San Valentino, un piano tenero e senza fronzoli, pensato per voi due.',
      ],
      tips: [
        'Prenotate presto: il 14 febbraio i tavoli migliori spariscono settimane prima.',
        'Un piccolo regalo fatto a mano vale più di qualsiasi mazzo di fiori.',
        'Quella sera molti ristoranti propongono un menù speciale: guardatelo prima di prenotare.',
      ],
    },
    making_up: {
      title: ['Fare pace', 'Riconciliarsi'],
      theme: [
        'Un momento per ritrovarsi: posti tranquilli per parlare e occasioni per tornare a ridere insieme.',
        'Per voltare pagina con dolcezza, un piano semplice che lascia spazio alla conversazione.',
      ],
      tips: [
        'Scegliete un tavolo tranquillo per poter parlare davvero.',
        'Prima ascoltate, poi spiegate.',
        'Se la giornata va bene, lasciate gli argomenti spinosi a un altro giorno.',
      ],
    },
    double_date: {
      title: ['In quattro', 'Appuntamento doppio'],
      theme: [
        'Un’uscita a quattro, con posti dove condividere, giocare e chiacchierare tutti insieme.',
        'Due coppie, un piano: tappe pensate per un tavolo da quattro e tante risate.',
      ],
      tips: [
        'Prenotate specificando quattro persone: i tavoli da due si trovano più facilmente.',
        'Mettetevi d’accordo prima su come dividere il conto.',
        'Mescolate i posti a tavola perché tutti parlino con tutti.',
      ],
    },
  },
  generalTips: [
    'Caricate il telefono prima di uscire e tenetelo in tasca il più possibile.',
    'Controllate l’orario dell’ultima metro o dell’ultimo autobus, o prevedete un taxi per il ritorno.',
    'Mettete scarpe con cui potete camminare a lungo.',
    'Confermate le prenotazioni il giorno prima: una telefonata evita sorprese.',
    'Lasciate un po’ di margine tra le tappe: i momenti più belli spesso si allungano.',
    'Portate uno strato in più: la sera rinfresca in fretta.',
    'Tenete qualche contante per i posti più piccoli.',
  ],
  constraintTips: {
    no_alcohol: 'Nessuna tappa ruota attorno al bere: si va per il posto, per il cibo e per la compagnia.',
    vegetarian: 'Ogni pasto in programma offre piatti vegetariani; ditelo comunque quando prenotate.',
    vegan:
      'I pasti sono scelti per le loro opzioni vegetali; specificate «vegano» quando prenotate, per evitare burro o panna nascosti.',
    halal: 'Per i pasti, chiedete conferma che la carne sia halal, oppure puntate sui piatti vegetariani.',
    kosher: 'Verificate la certificazione kosher di ogni indirizzo prima di andare: può cambiare.',
    gluten_free: 'Segnalate l’intolleranza al glutine a ogni ordine: una cucina attenta saprà consigliarvi.',
    step_free:
      'Le tappe sono scelte per essere accessibili senza gradini; una telefonata il giorno prima toglie ogni dubbio.',
    indoor: 'Tutto il piano si svolge al coperto: il meteo non cambierà nulla.',
    quiet: 'Il piano privilegia posti tranquilli dove ci si sente parlare.',
    no_crowds: 'Le tappe evitano i posti più affollati; arrivare presto aiuta ancora di più.',
    pet_friendly: 'Le tappe di solito accettano animali, ma telefonate per conferma prima di andare.',
  },
  dietNotes: {
    vegetarian: 'Dite che siete vegetariani quando ordinate: la cucina saprà orientarvi.',
    vegan: 'Specificate «vegano»: alcuni piatti nascondono burro, panna o uova.',
    halal: 'Chiedete al personale se la carne è halal prima di ordinare.',
    kosher: 'Verificate la certificazione kosher del locale prima di andare.',
    gluten_free: 'Segnalate l’intolleranza al glutine già all’ordine, per evitare contaminazioni.',
  },
  stepFreeNote: 'Telefonate prima per confermare l’accesso senza gradini e un bagno accessibile.',
  townTip:
    'A {city} chiedete consiglio ai negozianti del centro: conoscono i posti migliori meglio di chiunque.',
  budgetTip:
    'Il piano tiene conto del vostro budget di {budget}; lasciate un piccolo margine per un imprevisto o un ultimo dolce.',
  alternativeWeather: [
    'Se piove, sostituite la parte all’aperto ({outdoor}) con {indoor}; il resto del piano non cambia.',
    'Meteo capriccioso? Tenete tutto il resto e scambiate l’aria aperta ({outdoor}) con {indoor}.',
  ],
  alternativeQuiet: [
    'Se la prima tappa ({first}) è al completo, un posto dello stesso genere in zona andrà benissimo.',
    'Troppa gente alla prima tappa ({first})? Chiedete un tavolo un po’ più tardi e approfittatene per fare due passi.',
  ],
  indoorIdeas: [
    'un museo aperto fino a tardi',
    'un caffè con giochi da tavolo',
    'una proiezione al cinema',
    'una sala da tè',
    'una libreria con un angolo per sedersi',
  ],
  cannot: {
    replaced:
      'Non siamo riusciti a inserire «{thing}» perché {reason}: al suo posto abbiamo aggiunto {instead}.',
    dropped:
      'Non siamo riusciti a inserire «{thing}» perché {reason}, e abbiamo adattato il resto del piano di conseguenza.',
    reasons: {
      closedInWindow: 'tra le {start} e le {end} non c’è niente del genere aperto',
      overBudget: 'supererebbe il vostro budget di {budget}',
      noRoom: 'tra le {start} e le {end} non c’era più spazio',
      indoor: 'si svolge all’aperto e volevate restare al coperto',
      stepFree: 'non è accessibile senza gradini',
      conflicts: 'va contro ciò che volevate evitare',
    },
    budgetTooLow:
      'Anche nella versione più semplice questo piano costa circa {total}, più del vostro budget di {budget}: abbiamo tenuto le opzioni più economiche.',
    sunsetOutside:
      'A {city} il sole tramonta alle {time}, fuori dalla vostra fascia oraria: stavolta niente tramonto in programma.',
    shortWindow: 'Tra le {start} e le {end} il tempo è poco: abbiamo tenuto l’essenziale.',
    unknownPlace: 'Non abbiamo riconosciuto «{text}», quindi il piano ne fa a meno.',
  },
  travel: {
    start: 'Punto di partenza',
    walk: '{n} min a piedi',
    transit: '{n} min con i mezzi pubblici',
    taxi: '{n} min in taxi',
  },
  about: 'Circa {duration}',
  formatDuration(minutes: number): string {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return minutesWord(rest);
    if (rest === 0) return hoursWord(hours);
    return `${hoursWord(hours)} e ${minutesWord(rest)}`;
  },
  list(items: string[]): string {
    if (items.length <= 1) return items.join('');
    return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
  },
  cost: {
    free: 'Gratis',
    perPerson: '{range} a persona',
    total: '{range} in totale',
  },
  captions: {
    understood: 'Capito: {items}',
    understoodNothing: 'Nessuna richiesta precisa: prepariamo un bel classico',
    checkingWindow: 'Verifica della fascia oraria: {start}–{end}',
    sunset: 'Tramonto a {city}: ore {time}',
    localPrices: 'Prezzi locali a {city}, in {currency}',
    sketching: 'Bozza del piano, tappe previste: {n}',
    choosing: 'Scelta della tappa: {name}',
    timings: 'Orari in definizione: circa {duration}',
    costs: 'Stima dei costi: {total}',
    checked: 'Richieste verificate: {n}',
    adjusted: 'Aggiustamenti necessari: {n}',
    writing: 'Stiamo scrivendo il piano…',
    items: {
      budget: 'budget di {budget}',
      window: '{start}–{end}',
      length: 'circa {duration}',
      avoiding: 'da evitare: {things}',
      day: 'data: {date}',
    },
    occasion: {
      anniversary: 'anniversario',
      birthday: 'compleanno',
      first_date: 'primo appuntamento',
      proposal: 'proposta di matrimonio',
      valentines: 'San Valentino',
      making_up: 'fare pace',
      double_date: 'uscita a quattro',
    },
    constraint: {
      no_alcohol: 'senza alcol',
      vegetarian: 'vegetariano',
      vegan: 'vegano',
      halal: 'halal',
      kosher: 'kosher',
      gluten_free: 'senza glutine',
      step_free: 'senza gradini',
      indoor: 'al coperto',
      quiet: 'tranquillo',
      no_crowds: 'lontano dalla folla',
      pet_friendly: 'con animali',
    },
  },
};
