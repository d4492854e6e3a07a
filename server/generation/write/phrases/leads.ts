import type { Language } from '../../request';

export type StopDayPart = 'morning' | 'afternoon' | 'evening' | 'night';

/**
 * Short openings that tie a general sentence to this stop's own facts: its area, when it starts,
 * when it ends, the part of the day. "Order a few dishes to share" could be any dinner; "Before
 * 9:15 PM, order a few dishes to share" and "Kreuzberg in the evening: soft chatter…" belong to one.
 */
export interface Leads {
  /** German keeps a capital after its colon; the others lower-case the sentence after a lead. */
  keepCase: boolean;
  /** Before an activity (an imperative): {start}. */
  start: string[];
  /** Before an activity: {end}. */
  end: string[];
  /** Before an activity, after another stop: {start} and {prev} (that stop's name or kind, with its article). */
  after: string[];
  /** `after` where the only place to name is the town: {start}, {prev} and {area} or {at_area}. */
  afterAt: string[];
  /** Before an activity, with another stop to come: {end} and {next}. */
  before: string[];
  /** `before` where the only place to name is the town: {end}, {next} and {area} or {at_area}. */
  beforeAt: string[];
  /** Before an activity, when the stop has a place to name: {start} with {area} or {at_area}. */
  startAt: string[];
  /** Before an activity, when the stop has a place to name: {end} with {area} or {at_area}. */
  endAt: string[];
  /** Before an activity or a tip: {area}. */
  area: string[];
  /** Before a tip at a named place: {name}. */
  name: string[];
  /** Before a tip at a named place with a stop around it: {name} with {prev} or {next}. */
  nameAround: string[];
  /** Before an ambiance note: {where} (area or name) and {part} (a dayParts word). */
  scene: string;
  /** The same with the stop before ({prev}) or, for the first, the one after ({next}) instead of the part of the day. */
  sceneAfter: string;
  sceneBefore: string;
  /** The scene of a stop with no place to name (a plan with no town): the stop before or after it. */
  sceneUnplaced: { after: string; before: string };
  dayParts: Record<StopDayPart, string>;
  /**
   * Before booking advice: {start} and {area}. Never a condition, as the advice may be no clause
   * ("Free and open to all"); one that ends in a comma, for advice with a colon of its own.
   */
  booking: string[];
  /** Before booking advice when the stop has no area to name: {start}. */
  bookingAt: string[];
  /** Before a general sentence of a step's description: {start} {end}. */
  span: string;
  /** The same hours inside a sentence, before its own colon ("Just right for a breather, from 3 to 4 PM: …"). */
  spanInline: string;
  /** `span` and `spanInline` with the stop before ({prev}) or, for the first stop, the one after ({next}). */
  spanAfter: string;
  spanBefore: string;
  spanInlineAfter: string;
  spanInlineBefore: string;
  /** The four above where the only place to name is the town: with {area} or {at_area} as well. */
  spanAfterAt: string;
  spanBeforeAt: string;
  spanInlineAfterAt: string;
  spanInlineBeforeAt: string;
  /** After a general step title: {area} or {at_area}. */
  titleArea: string;
  /** After a general step title whose neighbours have no words (a sunset): {start} ("… from 9:30 PM"). */
  titleTime: string;
  /** After a general step title, the stop before it ({prev}) or, for the first, the one after ({next}). */
  titleAfter: string;
  titleThen: string;
  /** Before a general sentence about the whole date: {city}, per part of the day. */
  date: Record<StopDayPart, string>;
  /**
   * Before a general sentence about the whole date: its first stop {first} and last stop {last}, each in
   * parentheses, where a name needs neither a case nor an article ("Del principio (Retiro) al final …").
   */
  route: string;
}

const NBSP = '\u00a0';

export const LEADS: Record<Language, Leads> = {
  en: {
    keepCase: false,
    start: ['From {start}, ', 'Once you arrive at {start}, '],
    end: ['Before {end}, ', 'Before you move on at {end}, '],
    after: ['After {prev}, from {start}, '],
    afterAt: ['After {prev}, from {start} in {area}, '],
    before: ['Before {end}, with {next} still to come, '],
    beforeAt: ['Before {end} in {area}, with {next} still to come, '],
    startAt: ['From {start} in {area}, ', 'Once in {area} at {start}, '],
    endAt: ['Before {end} in {area}, ', 'Before you leave {area} at {end}, '],
    area: ['While you’re in {area}, ', 'Here in {area}, '],
    name: ['At {name}, ', 'For {name}, '],
    nameAround: ['At {name}, after {prev}, ', 'At {name}, with {next} to come, '],
    scene: '{where} {part}: ',
    sceneAfter: '{where} after {prev}: ',
    sceneBefore: '{where} before {next}: ',
    sceneUnplaced: { after: 'After {prev}: ', before: 'Before {next}: ' },
    dayParts: {
      morning: 'in the morning',
      afternoon: 'in the afternoon',
      evening: 'in the evening',
      night: 'at night',
    },
    booking: ['For {start} in {area}: ', 'Arriving at {start} in {area}: ', 'For {start} in {area}, '],
    bookingAt: ['For {start}: ', 'Arriving at {start}: ', 'For {start}, '],
    span: 'Between {start} and {end}, ',
    spanInline: 'between {start} and {end}',
    spanAfter: 'After {prev}, from {start} to {end}, ',
    spanBefore: 'From {start} to {end}, before {next}, ',
    spanInlineAfter: 'after {prev}, from {start} to {end}',
    spanInlineBefore: 'from {start} to {end}, before {next}',
    spanAfterAt: 'After {prev} in {area}, from {start} to {end}, ',
    spanBeforeAt: 'From {start} to {end} in {area}, before {next}, ',
    spanInlineAfterAt: 'after {prev} in {area}, from {start} to {end}',
    spanInlineBeforeAt: 'from {start} to {end} in {area}, before {next}',
    titleArea: ' in {area}',
    titleTime: ' from {start}',
    titleAfter: ', after {prev}',
    titleThen: ', then {next}',
    date: {
      morning: 'For your morning in {city}: ',
      afternoon: 'For your afternoon in {city}: ',
      evening: 'For your evening in {city}: ',
      night: 'For your night out in {city}: ',
    },
    route: 'From {first} to {last}, ',
  },
  es: {
    keepCase: false,
    start: ['Desde las {start}, ', 'Nada más llegar, a las {start}, '],
    end: ['Antes de las {end}, ', 'Antes de seguir, a las {end}, '],
    after: ['A las {start}, después de {prev}, '],
    afterAt: ['A las {start}, en {area}, después de {prev}, '],
    before: ['Antes de las {end}, con {next} por delante, '],
    beforeAt: ['Antes de las {end}, en {area}, con {next} por delante, '],
    startAt: ['Desde las {start}, ya en {area}, ', 'A las {start}, en {area}, '],
    endAt: ['Antes de las {end}, aún en {area}, ', 'Hasta las {end}, en {area}, '],
    area: ['Ya en {area}, ', 'Aquí, en {area}, '],
    name: ['{name}: ', 'Sobre {name}: '],
    nameAround: ['{name}, después de {prev}: ', '{name}, con {next} por delante: '],
    scene: '{where} {part}: ',
    sceneAfter: '{where} después de {prev}: ',
    sceneBefore: '{where} antes de {next}: ',
    sceneUnplaced: { after: 'Después de {prev}: ', before: 'Antes de {next}: ' },
    dayParts: {
      morning: 'por la mañana',
      afternoon: 'por la tarde',
      evening: 'al caer la tarde',
      night: 'de noche',
    },
    booking: ['Para las {start} en {area}: ', 'A las {start}, en {area}: ', 'Para las {start} en {area}, '],
    bookingAt: ['Para las {start}: ', 'A las {start}: ', 'Para las {start}, '],
    span: 'Entre las {start} y las {end}, ',
    spanInline: 'entre las {start} y las {end}',
    spanAfter: 'Después de {prev}, entre las {start} y las {end}, ',
    spanBefore: 'Entre las {start} y las {end}, antes de {next}, ',
    spanInlineAfter: 'después de {prev}, entre las {start} y las {end}',
    spanInlineBefore: 'entre las {start} y las {end}, antes de {next}',
    spanAfterAt: 'Después de {prev}, en {area}, entre las {start} y las {end}, ',
    spanBeforeAt: 'Entre las {start} y las {end}, en {area}, antes de {next}, ',
    spanInlineAfterAt: 'después de {prev}, en {area}, entre las {start} y las {end}',
    spanInlineBeforeAt: 'entre las {start} y las {end}, en {area}, antes de {next}',
    titleArea: ' en {area}',
    titleTime: ' desde las {start}',
    titleAfter: ', después de {prev}',
    titleThen: ', y luego {next}',
    date: {
      morning: 'Para vuestra mañana en {city}: ',
      afternoon: 'Para vuestra tarde en {city}: ',
      evening: 'Para vuestra velada en {city}: ',
      night: 'Para vuestra noche en {city}: ',
    },
    route: 'Del principio ({first}) al final ({last}), ',
  },
  fr: {
    keepCase: false,
    start: ['Dès {start}, ', 'En arrivant à {start}, '],
    end: ['Avant {end}, ', 'Avant de repartir à {end}, '],
    after: ['Dès {start}, après {prev}, '],
    afterAt: ['Dès {start} {at_area}, après {prev}, '],
    before: ['Avant {end}, avec {next} ensuite, '],
    beforeAt: ['Avant {end} {at_area}, avec {next} ensuite, '],
    startAt: ['Dès {start}, {at_area}, ', 'À {start}, une fois {at_area}, '],
    endAt: ['Avant {end}, {at_area}, ', 'Jusqu’à {end}, {at_area}, '],
    area: ['Une fois {at_area}, ', 'Ici, {at_area}, '],
    name: [`{name}${NBSP}: `, `À propos de {name}${NBSP}: `],
    nameAround: [`{name}, après {prev}${NBSP}: `, `{name}, avant {next}${NBSP}: `],
    scene: `{where} {part}${NBSP}: `,
    sceneAfter: `{where} après {prev}${NBSP}: `,
    sceneBefore: `{where} avant {next}${NBSP}: `,
    sceneUnplaced: { after: `Après {prev}${NBSP}: `, before: `Avant {next}${NBSP}: ` },
    dayParts: { morning: 'le matin', afternoon: 'l’après-midi', evening: 'en soirée', night: 'la nuit' },
    booking: [
      `Pour {start} {at_area}${NBSP}: `,
      `Pour une arrivée à {start} {at_area}${NBSP}: `,
      `Pour {start} {at_area}, `,
    ],
    bookingAt: [`Pour {start}${NBSP}: `, `Pour une arrivée à {start}${NBSP}: `, `Pour {start}, `],
    span: 'De {start} à {end}, ',
    spanInline: 'de {start} à {end}',
    spanAfter: 'Après {prev}, de {start} à {end}, ',
    spanBefore: 'De {start} à {end}, avant {next}, ',
    spanInlineAfter: 'après {prev}, de {start} à {end}',
    spanInlineBefore: 'de {start} à {end}, avant {next}',
    spanAfterAt: 'Après {prev} {at_area}, de {start} à {end}, ',
    spanBeforeAt: 'De {start} à {end} {at_area}, avant {next}, ',
    spanInlineAfterAt: 'après {prev} {at_area}, de {start} à {end}',
    spanInlineBeforeAt: 'de {start} à {end} {at_area}, avant {next}',
    titleArea: ' {at_area}',
    titleTime: ' dès {start}',
    titleAfter: ', après {prev}',
    titleThen: ', puis {next}',
    date: {
      morning: `Pour votre matinée à {city}${NBSP}: `,
      afternoon: `Pour votre après-midi à {city}${NBSP}: `,
      evening: `Pour votre soirée à {city}${NBSP}: `,
      night: `Pour votre nuit à {city}${NBSP}: `,
    },
    route: 'Du début ({first}) à la fin ({last}), ',
  },
  de: {
    keepCase: true,
    start: ['Ab {start} Uhr: ', 'Gleich um {start} Uhr: '],
    end: ['Bis {end} Uhr: ', 'Vor dem Aufbruch um {end} Uhr: '],
    // The stop around is said in the nominative: a name after "nach" would need its case ("dem Jüdischen Museum").
    after: ['Ab {start} Uhr (davor: {prev}): '],
    afterAt: ['Ab {start} Uhr in {area} (davor: {prev}): '],
    before: ['Bis {end} Uhr, danach wartet {next}: '],
    beforeAt: ['Bis {end} Uhr in {area}, danach wartet {next}: '],
    startAt: ['Ab {start} Uhr in {area}: ', 'Um {start} Uhr in {area}: '],
    endAt: ['Bis {end} Uhr in {area}: ', 'Vor dem Aufbruch in {area} um {end} Uhr: '],
    area: ['In {area}: ', 'Hier in {area}: '],
    name: ['{name}: ', 'Stichwort {name}: '],
    nameAround: ['{name} (davor: {prev}): ', '{name} (danach: {next}): '],
    scene: '{where} {part}: ',
    sceneAfter: '{where} nach {prev}: ',
    sceneBefore: '{where}, danach {next}: ',
    // Nominative: a name after "nach" or "vor" would need its case.
    sceneUnplaced: { after: '{prev} liegt hinter euch: ', before: '{next} wartet noch: ' },
    dayParts: { morning: 'am Morgen', afternoon: 'am Nachmittag', evening: 'am Abend', night: 'bei Nacht' },
    booking: ['Für {start} Uhr in {area}: ', 'Wer um {start} Uhr in {area} sein will: '],
    bookingAt: ['Für {start} Uhr: ', 'Wer um {start} Uhr da sein will: '],
    span: 'Von {start} bis {end} Uhr: ',
    spanInline: 'von {start} bis {end} Uhr',
    spanAfter: 'Von {start} bis {end} Uhr (davor: {prev}): ',
    spanBefore: 'Von {start} bis {end} Uhr, danach {next}: ',
    spanInlineAfter: 'von {start} bis {end} Uhr (davor: {prev})',
    spanInlineBefore: 'von {start} bis {end} Uhr, danach {next}',
    spanAfterAt: 'Von {start} bis {end} Uhr in {area} (davor: {prev}): ',
    spanBeforeAt: 'Von {start} bis {end} Uhr in {area}, danach {next}: ',
    spanInlineAfterAt: 'von {start} bis {end} Uhr in {area} (davor: {prev})',
    spanInlineBeforeAt: 'von {start} bis {end} Uhr in {area}, danach {next}',
    titleArea: ' in {area}',
    titleTime: ' ab {start} Uhr',
    titleAfter: ', nach {prev}',
    titleThen: ', danach {next}',
    date: {
      morning: 'Für euren Morgen in {city}: ',
      afternoon: 'Für euren Nachmittag in {city}: ',
      evening: 'Für euren Abend in {city}: ',
      night: 'Für eure Nacht in {city}: ',
    },
    // Nominative in parentheses: a name after "von" or "bis" would need its case.
    route: 'Vom Anfang ({first}) bis zum Schluss ({last}): ',
  },
  it: {
    keepCase: false,
    start: ['Dalle {start}, ', 'Appena arrivati, alle {start}, '],
    end: ['Prima delle {end}, ', 'Prima di ripartire alle {end}, '],
    after: ['Dalle {start}, dopo {prev}, '],
    afterAt: ['Dalle {start} {at_area}, dopo {prev}, '],
    before: ['Prima delle {end}, con {next} subito dopo, '],
    beforeAt: ['Prima delle {end} {at_area}, con {next} subito dopo, '],
    startAt: ['Dalle {start}, {at_area}, ', 'Alle {start}, una volta {at_area}, '],
    endAt: ['Prima delle {end}, ancora {at_area}, ', 'Fino alle {end}, {at_area}, '],
    area: ['Una volta {at_area}, ', 'Qui {at_area}, '],
    name: ['{name}: ', 'Da sapere su {name}: '],
    nameAround: ['{name}, dopo {prev}: ', '{name}, prima di {next}: '],
    scene: '{where} {part}: ',
    sceneAfter: '{where} dopo {prev}: ',
    sceneBefore: '{where} prima di {next}: ',
    sceneUnplaced: { after: 'Dopo {prev}: ', before: 'Prima di {next}: ' },
    dayParts: { morning: 'di mattina', afternoon: 'nel pomeriggio', evening: 'di sera', night: 'di notte' },
    booking: [
      'Per le {start} {at_area}: ',
      'Per arrivare alle {start} {at_area}: ',
      'Per le {start} {at_area}, ',
    ],
    bookingAt: ['Per le {start}: ', 'Per arrivare alle {start}: ', 'Per le {start}, '],
    span: 'Dalle {start} alle {end}, ',
    spanInline: 'dalle {start} alle {end}',
    spanAfter: 'Dopo {prev}, dalle {start} alle {end}, ',
    spanBefore: 'Dalle {start} alle {end}, prima di {next}, ',
    spanInlineAfter: 'dopo {prev}, dalle {start} alle {end}',
    spanInlineBefore: 'dalle {start} alle {end}, prima di {next}',
    spanAfterAt: 'Dopo {prev} {at_area}, dalle {start} alle {end}, ',
    spanBeforeAt: 'Dalle {start} alle {end} {at_area}, prima di {next}, ',
    spanInlineAfterAt: 'dopo {prev} {at_area}, dalle {start} alle {end}',
    spanInlineBeforeAt: 'dalle {start} alle {end} {at_area}, prima di {next}',
    titleArea: ' {at_area}',
    titleTime: ' dalle {start}',
    titleAfter: ', dopo {prev}',
    titleThen: ', poi {next}',
    date: {
      morning: 'Per la vostra mattinata a {city}: ',
      afternoon: 'Per il vostro pomeriggio a {city}: ',
      evening: 'Per la vostra serata a {city}: ',
      night: 'Per la vostra notte a {city}: ',
    },
    route: 'Dall’inizio ({first}) alla fine ({last}), ',
  },
  pt: {
    keepCase: false,
    start: ['A partir das {start}, ', 'Logo à chegada, às {start}, '],
    end: ['Antes das {end}, ', 'Antes de seguir, às {end}, '],
    after: ['Às {start}, depois de {prev}, '],
    afterAt: ['Às {start}, em {area}, depois de {prev}, '],
    before: ['Antes das {end}, com {next} a seguir, '],
    beforeAt: ['Antes das {end}, em {area}, com {next} a seguir, '],
    startAt: ['A partir das {start}, em {area}, ', 'Às {start}, já em {area}, '],
    endAt: ['Antes das {end}, ainda em {area}, ', 'Até às {end}, em {area}, '],
    area: ['Já em {area}, ', 'Aqui, em {area}, '],
    name: ['{name}: ', 'Sobre {name}: '],
    nameAround: ['{name}, depois de {prev}: ', '{name}, antes de {next}: '],
    scene: '{where} {part}: ',
    sceneAfter: '{where} depois de {prev}: ',
    sceneBefore: '{where} antes de {next}: ',
    sceneUnplaced: { after: 'Depois de {prev}: ', before: 'Antes de {next}: ' },
    dayParts: { morning: 'de manhã', afternoon: 'à tarde', evening: 'ao fim do dia', night: 'à noite' },
    booking: [
      'Para as {start} em {area}: ',
      'Para chegar às {start} a {area}: ',
      'Para as {start} em {area}, ',
    ],
    bookingAt: ['Para as {start}: ', 'Para chegar às {start}: ', 'Para as {start}, '],
    span: 'Das {start} às {end}, ',
    spanInline: 'das {start} às {end}',
    spanAfter: 'Depois de {prev}, das {start} às {end}, ',
    spanBefore: 'Das {start} às {end}, antes de {next}, ',
    spanInlineAfter: 'depois de {prev}, das {start} às {end}',
    spanInlineBefore: 'das {start} às {end}, antes de {next}',
    spanAfterAt: 'Depois de {prev}, em {area}, das {start} às {end}, ',
    spanBeforeAt: 'Das {start} às {end}, em {area}, antes de {next}, ',
    spanInlineAfterAt: 'depois de {prev}, em {area}, das {start} às {end}',
    spanInlineBeforeAt: 'das {start} às {end}, em {area}, antes de {next}',
    titleArea: ' em {area}',
    titleTime: ' a partir das {start}',
    titleAfter: ', depois de {prev}',
    titleThen: ', e depois {next}',
    date: {
      morning: 'Para a vossa manhã em {city}: ',
      afternoon: 'Para a vossa tarde em {city}: ',
      evening: 'Para o vosso fim de dia em {city}: ',
      night: 'Para a vossa noite em {city}: ',
    },
    route: 'Do início ({first}) ao fim ({last}), ',
  },
};
