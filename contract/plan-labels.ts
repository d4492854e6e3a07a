/**
 * The words around a plan's own text (step headings, fact labels, the calendar's field names), in
 * the language the plan is written in, so a Spanish plan does not carry English labels. Free of zod:
 * the SPA and the calendar file both import it.
 */
export const PLAN_LANGUAGES = ['en', 'es', 'fr', 'pt', 'de', 'it'] as const;
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number];

export interface PlanLabels {
  step: (n: number) => string;
  until: string;
  gettingThere: string;
  timeHere: string;
  costPerPerson: string;
  booking: string;
  tip: string;
  date: string;
  duration: string;
  budget: string;
  stops: string;
  stopCount: (n: number) => string;
  tipsHeading: string;
  alternativeHeading: string;
  map: string;
  website: string;
  phone: string;
  plan: string;
  onFoot: string;
  byCar: string;
  byTransit: string;
  yourRoute: string;
  /** Under "Your route": "3 stops · sketch, not to scale". */
  sketchNote: (n: number) => string;
  openInMaps: string;
  showLiveMap: string;
  hideLiveMap: string;
  /** Over the live map: "Stop 1: Café Central". */
  firstStop: string;
  detailsAndMap: string;
  /** The owner's button to replace one stop, and its name for screen readers. */
  swapStop: string;
  swapStopAbout: (title: string) => string;
  notScheduled: string;
  viewFullDetails: string;
  backupHint: string;
  startLiveMode: string;
  addToCalendar: string;
  /** The phone's bar under the step on screen: "View Details about Dinner". */
  viewDetailsAbout: (title: string) => string;
  /** The shared page's invitation to plan one's own date. */
  ownDateHeading: string;
  ownDateText: string;
  ownDateButton: string;
  /** Over the cover: whose plan it is ("Your Date Plan") or that it was passed on ("Shared Date Plan"). */
  ownPlanHeading: string;
  sharedPlanHeading: string;
  /** The shared cover's link home: "Planned with Datecraft". */
  plannedWith: (product: string) => string;
  /** Under the printed QR code. */
  scanToOpen: string;
  /** Names of regions read out by screen readers. */
  printedSummary: string;
  planActions: string;
  detailsAbout: (title: string) => string;
  /** BCP 47 locale for the plan's dates ("Saturday 28 November 2026"). */
  locale: string;
}

const LABELS: Record<PlanLanguage, PlanLabels> = {
  en: {
    step: (n) => `Step ${n}`,
    until: 'Until',
    gettingThere: 'Getting there',
    timeHere: 'Time here',
    costPerPerson: 'Cost per person',
    booking: 'Booking',
    tip: 'Tip',
    date: 'Date',
    duration: 'Duration',
    budget: 'Budget',
    stops: 'Stops',
    stopCount: (n) => `${n} ${n === 1 ? 'stop' : 'stops'}`,
    tipsHeading: 'Tips for Your Date',
    alternativeHeading: 'Alternative Plan',
    map: 'Map',
    website: 'Website',
    phone: 'Phone',
    plan: 'Plan',
    onFoot: 'on foot',
    byCar: 'by car',
    byTransit: 'by public transport',
    yourRoute: 'Your route',
    sketchNote: (n) => `${n} ${n === 1 ? 'stop' : 'stops'} · sketch, not to scale`,
    openInMaps: 'Open in Google Maps',
    showLiveMap: 'Show live map',
    hideLiveMap: 'Hide live map',
    firstStop: 'Stop 1',
    detailsAndMap: 'Details and map',
    swapStop: 'Swap this stop',
    swapStopAbout: (title) => `Swap this stop: ${title}`,
    notScheduled: 'Not scheduled yet',
    viewFullDetails: 'View Full Details',
    backupHint: 'Just in case you need a backup option',
    locale: 'en-GB',
    startLiveMode: 'Start live mode',
    addToCalendar: 'Add to calendar',
    viewDetailsAbout: (title) => `View Details about ${title}`,
    ownDateHeading: 'Plan a date of your own',
    ownDateText: 'Describe the evening you have in mind and Datecraft plans it, stop by stop, in seconds.',
    ownDateButton: 'Plan my date',
    ownPlanHeading: 'Your Date Plan',
    sharedPlanHeading: 'Shared Date Plan',
    plannedWith: (product) => `Planned with ${product}`,
    scanToOpen: 'Scan to open this plan on your phone',
    printedSummary: 'Printed summary',
    planActions: 'Plan actions',
    detailsAbout: (title) => `Details about ${title}`,
  },
  es: {
    step: (n) => `Paso ${n}`,
    until: 'Hasta las',
    gettingThere: 'Cómo llegar',
    timeHere: 'Tiempo aquí',
    costPerPerson: 'Precio por persona',
    booking: 'Reserva',
    tip: 'Consejo',
    date: 'Fecha',
    duration: 'Duración',
    budget: 'Presupuesto',
    stops: 'Paradas',
    stopCount: (n) => `${n} ${n === 1 ? 'parada' : 'paradas'}`,
    tipsHeading: 'Consejos para la cita',
    alternativeHeading: 'Plan alternativo',
    map: 'Mapa',
    website: 'Web',
    phone: 'Teléfono',
    plan: 'Plan',
    onFoot: 'a pie',
    byCar: 'en coche',
    byTransit: 'en transporte público',
    yourRoute: 'Tu ruta',
    sketchNote: (n) => `${n} ${n === 1 ? 'parada' : 'paradas'} · esquema, no a escala`,
    openInMaps: 'Abrir en Google Maps',
    showLiveMap: 'Ver mapa en vivo',
    hideLiveMap: 'Ocultar mapa',
    firstStop: 'Parada 1',
    detailsAndMap: 'Detalles y mapa',
    swapStop: 'Cambiar esta parada',
    swapStopAbout: (title) => `Cambiar esta parada: ${title}`,
    notScheduled: 'Sin fecha todavía',
    viewFullDetails: 'Ver todos los detalles',
    backupHint: 'Por si necesitáis un plan B',
    locale: 'es-ES',
    startLiveMode: 'Empezar modo en vivo',
    addToCalendar: 'Añadir al calendario',
    viewDetailsAbout: (title) => `Ver detalles de ${title}`,
    ownDateHeading: 'Planea tu propia cita',
    ownDateText:
      'Describe la velada que tienes en mente y Datecraft la planea, parada a parada, en segundos.',
    ownDateButton: 'Planear mi cita',
    ownPlanHeading: 'Tu plan de cita',
    sharedPlanHeading: 'Plan de cita compartido',
    plannedWith: (product) => `Planeado con ${product}`,
    scanToOpen: 'Escanea para abrir este plan en el móvil',
    printedSummary: 'Resumen impreso',
    planActions: 'Acciones del plan',
    detailsAbout: (title) => `Detalles de ${title}`,
  },
  fr: {
    step: (n) => `Étape ${n}`,
    until: 'Jusqu’à',
    gettingThere: 'Y aller',
    timeHere: 'Temps sur place',
    costPerPerson: 'Prix par personne',
    booking: 'Réservation',
    tip: 'Conseil',
    date: 'Date',
    duration: 'Durée',
    budget: 'Budget',
    stops: 'Étapes',
    stopCount: (n) => `${n} ${n === 1 ? 'étape' : 'étapes'}`,
    tipsHeading: 'Conseils pour votre rendez-vous',
    alternativeHeading: 'Plan de secours',
    map: 'Carte',
    website: 'Site web',
    phone: 'Téléphone',
    plan: 'Plan',
    onFoot: 'à pied',
    byCar: 'en voiture',
    byTransit: 'en transports en commun',
    yourRoute: 'Votre itinéraire',
    sketchNote: (n) => `${n} ${n === 1 ? 'étape' : 'étapes'} · croquis, pas à l’échelle`,
    openInMaps: 'Ouvrir dans Google Maps',
    showLiveMap: 'Afficher la carte',
    hideLiveMap: 'Masquer la carte',
    firstStop: 'Étape 1',
    detailsAndMap: 'Détails et carte',
    swapStop: 'Remplacer cette étape',
    swapStopAbout: (title) => `Remplacer cette étape : ${title}`,
    notScheduled: 'Pas encore de date',
    viewFullDetails: 'Voir tous les détails',
    backupHint: 'Au cas où il vous faudrait une solution de repli',
    locale: 'fr-FR',
    startLiveMode: 'Lancer le mode direct',
    addToCalendar: 'Ajouter au calendrier',
    viewDetailsAbout: (title) => `Voir les détails : ${title}`,
    ownDateHeading: 'Préparez votre propre rendez-vous',
    ownDateText:
      'Décrivez la soirée que vous imaginez et Datecraft la prépare, étape par étape, en quelques secondes.',
    ownDateButton: 'Préparer mon rendez-vous',
    ownPlanHeading: 'Votre rendez-vous',
    sharedPlanHeading: 'Rendez-vous partagé',
    plannedWith: (product) => `Préparé avec ${product}`,
    scanToOpen: 'Scannez pour ouvrir ce plan sur votre téléphone',
    printedSummary: 'Résumé imprimé',
    planActions: 'Actions du plan',
    detailsAbout: (title) => `Détails : ${title}`,
  },
  pt: {
    step: (n) => `Etapa ${n}`,
    until: 'Até',
    gettingThere: 'Como chegar',
    timeHere: 'Tempo no local',
    costPerPerson: 'Preço por pessoa',
    booking: 'Reserva',
    tip: 'Dica',
    date: 'Data',
    duration: 'Duração',
    budget: 'Orçamento',
    stops: 'Etapas',
    stopCount: (n) => `${n} ${n === 1 ? 'etapa' : 'etapas'}`,
    tipsHeading: 'Dicas para o encontro',
    alternativeHeading: 'Plano alternativo',
    map: 'Mapa',
    website: 'Site',
    phone: 'Telefone',
    plan: 'Plano',
    onFoot: 'a pé',
    byCar: 'de carro',
    byTransit: 'de transporte público',
    yourRoute: 'O vosso percurso',
    sketchNote: (n) => `${n} ${n === 1 ? 'etapa' : 'etapas'} · esboço, fora de escala`,
    openInMaps: 'Abrir no Google Maps',
    showLiveMap: 'Mostrar mapa ao vivo',
    hideLiveMap: 'Ocultar mapa',
    firstStop: 'Etapa 1',
    detailsAndMap: 'Detalhes e mapa',
    swapStop: 'Trocar esta parada',
    swapStopAbout: (title) => `Trocar esta parada: ${title}`,
    notScheduled: 'Ainda sem data',
    viewFullDetails: 'Ver todos os detalhes',
    backupHint: 'Caso precisem de uma alternativa',
    locale: 'pt-PT',
    startLiveMode: 'Iniciar modo ao vivo',
    addToCalendar: 'Adicionar ao calendário',
    viewDetailsAbout: (title) => `Ver detalhes de ${title}`,
    ownDateHeading: 'Planeie o seu próprio encontro',
    ownDateText: 'Descreva a noite que tem em mente e o Datecraft planeia-a, etapa a etapa, em segundos.',
    ownDateButton: 'Planear o meu encontro',
    ownPlanHeading: 'O seu plano de encontro',
    sharedPlanHeading: 'Plano de encontro partilhado',
    plannedWith: (product) => `Planeado com o ${product}`,
    scanToOpen: 'Leia o código para abrir este plano no telemóvel',
    printedSummary: 'Resumo impresso',
    planActions: 'Ações do plano',
    detailsAbout: (title) => `Detalhes de ${title}`,
  },
  de: {
    step: (n) => `Schritt ${n}`,
    until: 'Bis',
    gettingThere: 'Anfahrt',
    timeHere: 'Zeit vor Ort',
    costPerPerson: 'Preis pro Person',
    booking: 'Reservierung',
    tip: 'Tipp',
    date: 'Datum',
    duration: 'Dauer',
    budget: 'Budget',
    stops: 'Stationen',
    stopCount: (n) => `${n} ${n === 1 ? 'Station' : 'Stationen'}`,
    tipsHeading: 'Tipps für euer Date',
    alternativeHeading: 'Plan B',
    map: 'Karte',
    website: 'Website',
    phone: 'Telefon',
    plan: 'Plan',
    onFoot: 'zu Fuß',
    byCar: 'mit dem Auto',
    byTransit: 'mit öffentlichen Verkehrsmitteln',
    yourRoute: 'Eure Route',
    sketchNote: (n) => `${n} ${n === 1 ? 'Station' : 'Stationen'} · Skizze, nicht maßstabsgetreu`,
    openInMaps: 'In Google Maps öffnen',
    showLiveMap: 'Live-Karte zeigen',
    hideLiveMap: 'Karte ausblenden',
    firstStop: 'Station 1',
    detailsAndMap: 'Details und Karte',
    swapStop: 'Diesen Halt tauschen',
    swapStopAbout: (title) => `Diesen Halt tauschen: ${title}`,
    notScheduled: 'Noch kein Datum',
    viewFullDetails: 'Alle Details ansehen',
    backupHint: 'Falls ihr einen Plan B braucht',
    locale: 'de-DE',
    startLiveMode: 'Live-Modus starten',
    addToCalendar: 'Zum Kalender hinzufügen',
    viewDetailsAbout: (title) => `Details zu ${title}`,
    ownDateHeading: 'Plant euer eigenes Date',
    ownDateText:
      'Beschreibt den Abend, den ihr euch vorstellt, und Datecraft plant ihn Station für Station in Sekunden.',
    ownDateButton: 'Mein Date planen',
    ownPlanHeading: 'Euer Date-Plan',
    sharedPlanHeading: 'Geteilter Date-Plan',
    plannedWith: (product) => `Geplant mit ${product}`,
    scanToOpen: 'Scannen, um den Plan auf dem Handy zu öffnen',
    printedSummary: 'Gedruckte Übersicht',
    planActions: 'Aktionen zum Plan',
    detailsAbout: (title) => `Details zu ${title}`,
  },
  it: {
    step: (n) => `Tappa ${n}`,
    until: 'Fino alle',
    gettingThere: 'Come arrivare',
    timeHere: 'Tempo sul posto',
    costPerPerson: 'Prezzo a persona',
    booking: 'Prenotazione',
    tip: 'Consiglio',
    date: 'Data',
    duration: 'Durata',
    budget: 'Budget',
    stops: 'Tappe',
    stopCount: (n) => `${n} ${n === 1 ? 'tappa' : 'tappe'}`,
    tipsHeading: 'Consigli per l’appuntamento',
    alternativeHeading: 'Piano alternativo',
    map: 'Mappa',
    website: 'Sito web',
    phone: 'Telefono',
    plan: 'Piano',
    onFoot: 'a piedi',
    byCar: 'in auto',
    byTransit: 'con i mezzi pubblici',
    yourRoute: 'Il vostro percorso',
    sketchNote: (n) => `${n} ${n === 1 ? 'tappa' : 'tappe'} · schizzo, non in scala`,
    openInMaps: 'Apri in Google Maps',
    showLiveMap: 'Mostra la mappa dal vivo',
    hideLiveMap: 'Nascondi la mappa',
    firstStop: 'Tappa 1',
    detailsAndMap: 'Dettagli e mappa',
    swapStop: 'Cambia questa tappa',
    swapStopAbout: (title) => `Cambia questa tappa: ${title}`,
    notScheduled: 'Data da decidere',
    viewFullDetails: 'Vedi tutti i dettagli',
    backupHint: 'Nel caso vi serva un’alternativa',
    locale: 'it-IT',
    startLiveMode: 'Avvia la modalità live',
    addToCalendar: 'Aggiungi al calendario',
    viewDetailsAbout: (title) => `Vedi i dettagli di ${title}`,
    ownDateHeading: 'Organizzate il vostro appuntamento',
    ownDateText:
      'Descrivete la serata che avete in mente e Datecraft la organizza, tappa per tappa, in pochi secondi.',
    ownDateButton: 'Organizza il mio appuntamento',
    ownPlanHeading: 'Il vostro appuntamento',
    sharedPlanHeading: 'Appuntamento condiviso',
    plannedWith: (product) => `Organizzato con ${product}`,
    scanToOpen: 'Inquadrate il codice per aprire il piano sul telefono',
    printedSummary: 'Riepilogo stampato',
    planActions: 'Azioni del piano',
    detailsAbout: (title) => `Dettagli su ${title}`,
  },
};

const isPlanLanguage = (value: string | null | undefined): value is PlanLanguage =>
  (PLAN_LANGUAGES as readonly string[]).includes(value ?? '');

/** The labels of a plan's language; English for a plan written before plans said their language. */
export const planLabels = (language?: string | null): PlanLabels =>
  LABELS[isPlanLanguage(language) ? language : 'en'];
