import { describe, expect, it } from 'vitest';
import type { DayPart, Language } from '../request';
import { extractTime } from './time';
import { planOffline } from '../pipeline';
import { TEST_NOW } from './read-for-tests';

/** A Wednesday. */
const TODAY = '2026-03-04';

interface Expected {
  start?: number | null;
  end?: number | null;
  hard?: boolean;
  dayPart?: DayPart | null;
  lengthMinutes?: number | null;
  weekday?: number | null;
  date?: string | null;
  spans?: string[];
  when?: string | null;
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

function read(text: string, language: Language, today = TODAY) {
  const { time, when } = extractTime(text, language, today);
  return {
    start: time.start,
    end: time.end,
    hard: time.hard,
    dayPart: time.dayPart,
    lengthMinutes: time.lengthMinutes,
    weekday: when.weekday,
    date: when.date,
    spans: time.spans.map((span) => span.text),
    when: when.span?.text ?? null,
  };
}

const NOTHING = {
  start: null,
  end: null,
  hard: false,
  dayPart: null,
  lengthMinutes: null,
  weekday: null,
  date: null,
  spans: [],
  when: null,
};

function check(text: string, language: Language, expected: Expected, today = TODAY) {
  expect(read(text, language, today)).toEqual({ ...NOTHING, ...expected });
}

describe('clock windows', () => {
  it.each<[string, Language, number | null, number | null, boolean, DayPart, string]>([
    ['6 to 8pm', 'en', h(18), h(20), true, 'evening', '6 to 8pm'],
    ['6-8pm', 'en', h(18), h(20), true, 'evening', '6-8pm'],
    ['from noon until 3', 'en', h(12), h(15), true, 'afternoon', 'from noon until 3'],
    ['7pm–midnight', 'en', h(19), 1440, true, 'evening', '7pm–midnight'],
    ['from 9pm to 1am', 'en', h(21), h(25), true, 'evening', 'from 9pm to 1am'],
    ['only 6 to 8pm', 'en', h(18), h(20), true, 'evening', '6 to 8pm'],
    ['must be home by 11', 'en', null, h(23), true, null as unknown as DayPart, 'by 11'],
    ['back by 10pm', 'en', null, h(22), true, null as unknown as DayPart, 'by 10pm'],
    ['after 10pm', 'en', h(22), null, true, 'night', 'after 10pm'],
    ['before 5pm', 'en', null, h(17), true, null as unknown as DayPart, 'before 5pm'],
    ['dinner at 7:30', 'en', h(19, 30), null, false, 'evening', 'at 7:30'],
    ['19h-22h', 'fr', h(19), h(22), true, 'evening', '19h-22h'],
    ['de 18 a 20 h', 'es', h(18), h(20), true, 'evening', 'de 18 a 20 h'],
    ['a partir de las 20h', 'es', h(20), null, true, 'evening', 'a partir de las 20h'],
    ['de 18h à 20h', 'fr', h(18), h(20), true, 'evening', 'de 18h à 20h'],
    ['entre 19h et 22h', 'fr', h(19), h(22), true, 'evening', 'entre 19h et 22h'],
    ['après 22h', 'fr', h(22), null, true, 'night', 'après 22h'],
    ['avant minuit', 'fr', null, 1440, true, null as unknown as DayPart, 'avant minuit'],
    ['von 18 bis 20 Uhr', 'de', h(18), h(20), true, 'evening', 'von 18 bis 20 Uhr'],
    ['zwischen 19 und 22 Uhr', 'de', h(19), h(22), true, 'evening', 'zwischen 19 und 22 Uhr'],
    ['ab 20 Uhr', 'de', h(20), null, true, 'evening', 'ab 20 Uhr'],
    ['bis 23 Uhr', 'de', null, h(23), true, null as unknown as DayPart, 'bis 23 Uhr'],
    ['dalle 18 alle 20', 'it', h(18), h(20), true, 'evening', 'dalle 18 alle 20'],
    ['tra le 19 e le 22', 'it', h(19), h(22), true, 'evening', 'tra le 19 e le 22'],
    ['dopo le 22', 'it', h(22), null, true, 'night', 'dopo le 22'],
    ['das 18h às 20h', 'pt', h(18), h(20), true, 'evening', 'das 18h às 20h'],
    ['entre as 19h e as 22h', 'pt', h(19), h(22), true, 'evening', 'entre as 19h e as 22h'],
    ['depois das 22h', 'pt', h(22), null, true, 'night', 'depois das 22h'],
    ['até às 23h', 'pt', null, h(23), true, null as unknown as DayPart, 'até às 23h'],
    ['à 20 heures', 'fr', h(20), null, false, 'evening', 'à 20 heures'],
  ])('%s (%s)', (text, language, start, end, hard, dayPart, span) => {
    check(text, language, { start, end, hard, dayPart, spans: [span] });
  });

  it('settles bare hours from the words around them', () => {
    check('lunch 12 to 2pm', 'en', {
      start: h(12),
      end: h(14),
      hard: true,
      dayPart: 'lunchtime',
      spans: ['12 to 2pm'],
    });
    check('drinks tonight around 8', 'en', {
      start: h(20),
      hard: false,
      dayPart: 'evening',
      date: TODAY,
      spans: ['tonight', 'around 8'],
      when: 'tonight',
    });
    check('this evening, between 7 and 10', 'en', {
      start: h(19),
      end: h(22),
      hard: true,
      dayPart: 'evening',
      date: TODAY,
      spans: ['this evening', 'between 7 and 10'],
      when: 'this evening',
    });
    check('breakfast at 9', 'en', { start: h(9), dayPart: 'morning', spans: ['at 9'] });
    check('a walk at 3', 'en', { start: h(15), dayPart: 'afternoon', spans: ['at 3'] });
    check('a las 9 de la noche', 'es', { start: h(21), dayPart: 'evening', spans: ['a las 9 de la noche'] });
  });

  it('applies a half-of-day word at the end of a range to both ends', () => {
    check('de 6 a 8 de la tarde', 'es', {
      start: h(18),
      end: h(20),
      hard: true,
      dayPart: 'afternoon',
      spans: ['de 6 a 8 de la tarde'],
    });
    check('entre las 7 y las 10 de la noche', 'es', {
      start: h(19),
      end: h(22),
      hard: true,
      dayPart: 'evening',
      spans: ['entre las 7 y las 10 de la noche'],
    });
  });

  it('does not read counts, money, ages or lengths as clock times', () => {
    check('our 10th anniversary, 2 people, 3 stops, $150, turning 30', 'en', {});
    check('de 2 a 3 horas', 'es', { lengthMinutes: 180, spans: ['2 a 3 horas'] });
    check('après 2 heures', 'fr', { lengthMinutes: 120, spans: ['2 heures'] });
  });

  it('reads hours written as a clock after a word of having as a length, not a start', () => {
    check('almoço, só temos 1h30', 'pt', { dayPart: 'lunchtime', lengthMinutes: 90, spans: ['1h30'] });
    check('lunch, we only have 1h30', 'en', { dayPart: 'lunchtime', lengthMinutes: 90, spans: ['1h30'] });
    check('ce soir on a 2h pour dîner', 'fr', {
      dayPart: 'evening',
      lengthMinutes: 120,
      spans: ['ce soir', '2h'],
      date: TODAY,
      when: 'ce soir',
    });
    check('dîner à 20h30', 'fr', { start: h(20, 30), dayPart: 'evening', spans: ['à 20h30'] });
  });

  it('reads "am" in German as a word, not a.m.', () => {
    check('um 20 Uhr am Samstag', 'de', {
      start: h(20),
      dayPart: 'evening',
      weekday: 6,
      date: '2026-03-07',
      spans: ['um 20 Uhr'],
      when: 'am Samstag',
    });
  });
});

describe('parts of the day', () => {
  it.each<[string, Language, DayPart, string]>([
    ['in the morning', 'en', 'morning', 'in the morning'],
    ['watch the sunset', 'en', 'evening', 'sunset'],
    ['late night drinks', 'en', 'night', 'late night'],
    ['all day', 'en', 'all_day', 'all day'],
    ['whole day', 'en', 'all_day', 'whole day'],
    ['a day trip', 'en', 'all_day', 'day trip'],
    ['por la mañana', 'es', 'morning', 'por la mañana'],
    ['todo el día', 'es', 'all_day', 'todo el día'],
    ['ver el atardecer', 'es', 'evening', 'atardecer'],
    ['le matin', 'fr', 'morning', 'le matin'],
    ['toute la journée', 'fr', 'all_day', 'toute la journée'],
    ['au coucher du soleil', 'fr', 'evening', 'coucher du soleil'],
    ['de manhã', 'pt', 'morning', 'de manhã'],
    ['o dia todo', 'pt', 'all_day', 'o dia todo'],
    ['pôr do sol', 'pt', 'evening', 'pôr do sol'],
    ['vormittags', 'de', 'morning', 'vormittags'],
    ['am Nachmittag', 'de', 'afternoon', 'Nachmittag'],
    ['den ganzen Tag', 'de', 'all_day', 'den ganzen Tag'],
    ['zum Sonnenuntergang', 'de', 'evening', 'Sonnenuntergang'],
    ['di pomeriggio', 'it', 'afternoon', 'di pomeriggio'],
    ['tutto il giorno', 'it', 'all_day', 'tutto il giorno'],
    ['al tramonto', 'it', 'evening', 'tramonto'],
    ['una tarde en Sevilla', 'es', 'afternoon', 'una tarde'],
    ['uma tarde no Porto', 'pt', 'afternoon', 'uma tarde'],
  ])('%s (%s)', (text, language, dayPart, span) => {
    check(text, language, { dayPart, spans: [span] });
  });

  it.each<[string, Language, DayPart, string]>([
    ['this afternoon', 'en', 'afternoon', 'this afternoon'],
    ['tonight', 'en', 'evening', 'tonight'],
    ['esta noche', 'es', 'evening', 'esta noche'],
    ['ce soir', 'fr', 'evening', 'ce soir'],
    ['hoje à noite', 'pt', 'evening', 'hoje à noite'],
    ['heute Abend', 'de', 'evening', 'heute Abend'],
    ['stasera', 'it', 'evening', 'stasera'],
  ])('%s (%s) is today', (text, language, dayPart, span) => {
    check(text, language, { dayPart, date: TODAY, spans: [span], when: span });
  });

  it('tells the morning from tomorrow in Spanish and German', () => {
    check('mañana por la noche', 'es', {
      dayPart: 'evening',
      date: '2026-03-05',
      spans: ['por la noche'],
      when: 'mañana',
    });
    check('mañana', 'es', { date: '2026-03-05', when: 'mañana' });
    check('la mañana del sábado', 'es', {
      dayPart: 'morning',
      weekday: 6,
      date: '2026-03-07',
      spans: ['la mañana'],
      when: 'sábado',
    });
    check('Wir gehen morgen essen', 'de', { date: '2026-03-05', when: 'morgen' });
    check('Ein Spaziergang am Morgen', 'de', { dayPart: 'morning', spans: ['Morgen'] });
    check('Morgen Abend ins Kino', 'de', {
      dayPart: 'evening',
      date: '2026-03-05',
      spans: ['Abend'],
      when: 'Morgen',
    });
    check('morgen früh', 'de', {
      dayPart: 'morning',
      date: '2026-03-05',
      spans: ['morgen früh'],
      when: 'morgen früh',
    });
  });
});

describe('lengths', () => {
  it.each<[string, Language, number, string]>([
    ['2 hours', 'en', 120, '2 hours'],
    ['a couple of hours', 'en', 120, 'a couple of hours'],
    ['an hour or two', 'en', 120, 'an hour or two'],
    ['an hour and a half', 'en', 90, 'an hour and a half'],
    ['90 minutes', 'en', 90, '90 minutes'],
    ['half a day', 'en', 240, 'half a day'],
    ['three hours', 'en', 180, 'three hours'],
    ['dos horas', 'es', 120, 'dos horas'],
    ['un par de horas', 'es', 120, 'un par de horas'],
    ['medio día', 'es', 240, 'medio día'],
    ['deux heures', 'fr', 120, 'deux heures'],
    ['une demi-journée', 'fr', 240, 'une demi-journée'],
    ['duas horas', 'pt', 120, 'duas horas'],
    ['zwei Stunden', 'de', 120, 'zwei Stunden'],
    ['einen halben Tag', 'de', 240, 'einen halben Tag'],
    ['due ore', 'it', 120, 'due ore'],
    ['mezza giornata', 'it', 240, 'mezza giornata'],
    ['2-3 hours', 'en', 180, '2-3 hours'],
    ['something quick', 'en', 90, 'quick'],
    ['algo rápido', 'es', 90, 'rápido'],
  ])('%s (%s)', (text, language, lengthMinutes, span) => {
    check(text, language, { lengthMinutes, spans: [span] });
  });

  it('reads "quick" only when nothing else gives the length', () => {
    check('a quick 2 hours', 'en', { lengthMinutes: 120, spans: ['2 hours'] });
  });
});

describe('the day', () => {
  it.each<[string, Language, number, string, string]>([
    ['this Saturday', 'en', 6, '2026-03-07', 'this Saturday'],
    ['on Friday', 'en', 5, '2026-03-06', 'on Friday'],
    ['el sábado', 'es', 6, '2026-03-07', 'el sábado'],
    ['samedi', 'fr', 6, '2026-03-07', 'samedi'],
    ['no sábado', 'pt', 6, '2026-03-07', 'no sábado'],
    ['na sexta', 'pt', 5, '2026-03-06', 'na sexta'],
    ['Samstag', 'de', 6, '2026-03-07', 'Samstag'],
    ['sabato', 'it', 6, '2026-03-07', 'sabato'],
    ['on Monday', 'en', 1, '2026-03-09', 'on Monday'],
    ['Wednesday', 'en', 3, TODAY, 'Wednesday'],
  ])('%s (%s)', (text, language, weekday, date, span) => {
    check(text, language, { weekday, date, when: span });
  });

  it('reads a weekday and its part written as one German word', () => {
    check('am Samstagabend', 'de', {
      dayPart: 'evening',
      weekday: 6,
      date: '2026-03-07',
      spans: ['am Samstagabend'],
      when: 'am Samstagabend',
    });
  });

  it('counts today as the next such weekday', () => {
    check('this Saturday', 'en', { weekday: 6, date: '2026-03-07', when: 'this Saturday' }, '2026-03-07');
  });

  it.each<[string, Language, string]>([
    ['tomorrow', 'en', '2026-03-05'],
    ['demain', 'fr', '2026-03-05'],
    ['amanhã', 'pt', '2026-03-05'],
    ['domani', 'it', '2026-03-05'],
    ['today', 'en', TODAY],
    ['pasado mañana', 'es', '2026-03-06'],
  ])('%s (%s)', (text, language, date) => {
    check(text, language, { date, when: text });
  });

  it.each<[string, Language, string]>([
    ["Valentine's Day", 'en', '2027-02-14'],
    ['San Valentín', 'es', '2027-02-14'],
    ['Saint-Valentin', 'fr', '2027-02-14'],
    ['Dia dos Namorados', 'pt', '2026-06-12'],
    ['Valentinstag', 'de', '2027-02-14'],
    ['San Valentino', 'it', '2027-02-14'],
    ["New Year's Eve", 'en', '2026-12-31'],
    ['Nochevieja', 'es', '2026-12-31'],
    ['Réveillon', 'fr', '2026-12-31'],
    ['Silvester', 'de', '2026-12-31'],
    ['Capodanno', 'it', '2026-12-31'],
    ['Christmas Eve', 'en', '2026-12-24'],
    ['March 3rd', 'en', '2027-03-03'],
    ['March 4th', 'en', TODAY],
    ['3 de marzo', 'es', '2027-03-03'],
    ['le 3 mars', 'fr', '2027-03-03'],
    ['3 de março', 'pt', '2027-03-03'],
    ['3. März', 'de', '2027-03-03'],
    ['3 marzo', 'it', '2027-03-03'],
    ['14/02', 'en', '2027-02-14'],
    ['14.02.', 'de', '2027-02-14'],
    ['2027-02-14', 'en', '2027-02-14'],
  ])('%s (%s)', (text, language, date) => {
    check(text, language, { date, when: text });
  });

  it('keeps the named weekday beside an explicit date', () => {
    check('Saturday 14/03 from 7pm', 'en', {
      start: h(19),
      hard: true,
      dayPart: 'evening',
      weekday: 6,
      date: '2026-03-14',
      spans: ['from 7pm'],
      when: '14/03',
    });
  });
});

describe('whole descriptions', () => {
  it('reads the window, the day and the length together', () => {
    check('Tacos y mezcal el sábado por la noche, de 8 a 11, unas dos horas', 'es', {
      start: h(20),
      end: h(23),
      hard: true,
      dayPart: 'evening',
      lengthMinutes: 120,
      weekday: 6,
      date: '2026-03-07',
      spans: ['por la noche', 'de 8 a 11', 'dos horas'],
      when: 'el sábado',
    });
    check('Un dîner samedi soir à 20h, on doit rentrer avant minuit', 'fr', {
      start: h(20),
      end: 1440,
      hard: true,
      dayPart: 'evening',
      weekday: 6,
      date: '2026-03-07',
      spans: ['soir', 'à 20h', 'avant minuit'],
      when: 'samedi',
    });
  });
});

describe('a date said from the morning to later in the day', () => {
  it.each([
    ['valle de cocora en la mañana, trucha al almuerzo y tejo en la tarde', 'es'],
    ['coffee in the morning, lunch by the river and a museum in the afternoon', 'en'],
    ['un café le matin, puis un musée l’après-midi', 'fr'],
  ] as [string, Language][])('runs all day: %s', (text, language) => {
    expect(extractTime(text, language, '2026-11-23').time.dayPart).toBe('all_day');
  });

  it('stays in the afternoon when the afternoon is named first and the evening after', () => {
    expect(
      extractTime('an afternoon walk, then dinner in the evening', 'en', '2026-11-23').time.dayPart,
    ).toBe('afternoon');
  });
});

describe('a weekday said early is its morning', () => {
  it.each([
    ['hamburg sonntag früh fischmarkt', 'de'],
    ['el domingo temprano en Bogotá, ciclovía y desayuno', 'es'],
    ['dimanche tôt à Paris, marché et café', 'fr'],
    ['domingo cedo no Rio, praia e água de coco', 'pt'],
    ['domenica presto a Roma, mercato e cornetto', 'it'],
    ['Sunday early in Boston, a run and coffee', 'en'],
  ] as [string, Language][])('%s', (text, language) => {
    expect(read(text, language).dayPart).toBe('morning');
    expect(read(text, language).weekday).toBe(0);
  });

  it('leaves "early evening" to the evening', () => {
    expect(read('Friday early evening in Boston, drinks', 'en').dayPart).toBe('evening');
  });
});

describe('every form of the verb for lunch makes a lunchtime date', () => {
  it.each([
    ['Cuenca (Ecuador) el martes, almorzamos juntos', 'es'],
    ['on déjeune ensemble jeudi à Lyon', 'fr'],
    ['pranziamo insieme a Bologna giovedì', 'it'],
    ['almoçamos juntos no Porto na quinta', 'pt'],
    ['wir gehen am Donnerstag in Köln Mittagessen', 'de'],
  ] as [string, Language][])('%s', (text, language) => {
    expect(read(text, language).dayPart).toBe('lunchtime');
  });

  it('leaves a breakfast alone', () => {
    expect(read('petit-déjeuner à Paris dimanche', 'fr').dayPart).toBeNull();
  });

  it.each([
    ['Lisbon on Sunday: lunch, then a museum', 'en'],
    ['Madrid el domingo: almuerzo en La Latina y después el Prado', 'es'],
    ['Dimanche à Lyon : déjeuner puis un musée', 'fr'],
    ['Sonntag in Wien: Mittagessen, danach ins Museum', 'de'],
  ] as [string, Language][])(
    'leaves a lunch with more to come after it to the plan: %s',
    (text, language) => {
      expect(read(text, language).dayPart).toBeNull();
    },
  );

  it('keeps a lunch with nothing after it a lunchtime date, whatever follows in another sentence', () => {
    expect(read('Lunch in Lisbon on Sunday. Then we go home.', 'en').dayPart).toBe('lunchtime');
  });
});

describe('a lunch with more said after it', () => {
  it('is followed by it in the afternoon, in the order said', () => {
    const result = planOffline('Lisbon on Sunday: lunch, then a museum', { now: TEST_NOW });
    if (!('plan' in result)) throw new Error('refused');
    const kinds = result.draft.stops.map((stop) => stop.kind);
    expect(kinds.indexOf('lunch')).toBeLessThan(kinds.indexOf('museum'));
    expect(kinds.indexOf('lunch')).toBeGreaterThanOrEqual(0);
  });
});
