import { describe, expect, it } from 'vitest';
import type { Language } from '../request';
import { weekdayNames } from '../../../scripts/lib/weekday-names.mjs';
import { FOREIGN_WEEKDAYS } from './foreign-weekdays';
import { extractTime } from './time';

/** The eval clock's day: Monday 23 November 2026. */
const MONDAY = '2026-11-23';

function dayOf(text: string, language: Language, today = MONDAY, foreign = false) {
  return extractTime(text, language, today, foreign).when.date;
}

describe('tomorrow and next weekday', () => {
  it.each<[string, Language, string]>([
    ['dinner tmrw in Leeds', 'en', '2026-11-24'],
    ['next Thursday', 'en', '2026-11-26'],
    ['jeudi prochain à Lyon', 'fr', '2026-11-26'],
    ['el próximo jueves en Sevilla', 'es', '2026-11-26'],
    ['nächsten Freitag in Köln', 'de', '2026-11-27'],
    ['giovedì prossimo a Torino', 'it', '2026-11-26'],
    ['na próxima quinta no Porto', 'pt', '2026-11-26'],
  ])('%s (%s) → %s', (text, language, date) => {
    expect(dayOf(text, language)).toBe(date);
  });

  it.each<[string, Language]>([
    ['next Monday', 'en'],
    ['lundi prochain', 'fr'],
    ['el próximo lunes', 'es'],
  ])('%s said on a Monday is a week away (%s)', (text, language) => {
    expect(dayOf(text, language)).toBe('2026-11-30');
  });
});

describe('a day of the month without its month', () => {
  it.each<[string, Language, string]>([
    ['on the 14th, dinner in Bath', 'en', '2026-12-14'],
    ['le 14, dîner à Nantes', 'fr', '2026-12-14'],
    ['am 14. ins Theater', 'de', '2026-12-14'],
    ['el día 14 cenamos en Bilbao', 'es', '2026-12-14'],
    ['il 14 sera a Bari', 'it', '2026-12-14'],
    ['no dia 14 à noite', 'pt', '2026-12-14'],
    ['am 28. auf den Striezelmarkt', 'de', '2026-11-28'],
    ['on the 23rd', 'en', '2026-11-23'],
    ['le 31', 'fr', '2026-12-31'],
  ])('%s (%s) → %s', (text, language, date) => {
    expect(dayOf(text, language)).toBe(date);
  });

  it.each<[string, Language]>([
    ['the 2nd bar should be quiet', 'en'],
    ['le 5 à 7 au bar', 'fr'],
    ['el 10 % de descuento', 'es'],
    ['il 2 euro di mancia', 'it'],
  ])('is no day in "%s" (%s)', (text, language) => {
    expect(dayOf(text, language)).toBeNull();
  });
});

describe('the weekend', () => {
  it.each<[string, Language]>([
    ['this weekend in Bristol', 'en'],
    ['este fin de semana en Valencia', 'es'],
    ['ce week-end à Lille', 'fr'],
    ['dieses Wochenende in Graz', 'de'],
    ['questo fine settimana a Verona', 'it'],
    ['neste fim de semana em Braga', 'pt'],
  ])('%s (%s) is the coming Saturday', (text, language) => {
    expect(dayOf(text, language)).toBe('2026-11-28');
  });

  it('is today once the weekend has begun, and a week on when "next" is said then', () => {
    expect(dayOf('this weekend', 'en', '2026-11-29')).toBe('2026-11-29');
    expect(dayOf('next weekend', 'en', '2026-11-28')).toBe('2026-12-05');
  });
});

describe('weekdays written short', () => {
  it.each<[string, Language, string | null]>([
    ['hobart sat. salamanca market', 'en', '2026-11-28'],
    ['cape town date sat morning', 'en', '2026-11-28'],
    ['on fri we eat out', 'en', '2026-11-27'],
    ['a walk in the sun.', 'en', null],
    ['coimbra terça à tarde, fado', 'pt', '2026-11-24'],
    ['Floripa quinta, ostras', 'pt', '2026-11-26'],
    ['sexta à noite em Coimbra', 'pt', '2026-11-27'],
    ['almoço numa quinta no Douro', 'pt', null],
    ['uma quinta, depois jantar', 'pt', null],
  ])('%s (%s) → %s', (text, language, date) => {
    expect(dayOf(text, language)).toBe(date);
  });
});

describe('weekdays in languages the plan is not written in', () => {
  it.each<[string, boolean, string | null]>([
    ['Zaterdag date in Paramaribo', false, '2026-11-28'],
    ['utrecht zondagmiddag, rondvaart', false, '2026-11-29'],
    ['Gdańsk, sobota wieczór', false, '2026-11-28'],
    ['土曜日に彼女と金沢でデート', true, '2026-11-28'],
    ['cuma sabahı balon turu', true, '2026-11-27'],
    ['cuma sabahı balon turu', false, null],
  ])('%s (other language detected: %s) → %s', (text, foreign, date) => {
    expect(dayOf(text, 'en', MONDAY, foreign)).toBe(date);
  });
});

describe('the table of other languages’ weekday names', () => {
  it('is what CLDR says today (run scripts/weekday-names.mjs when this fails)', () => {
    expect(FOREIGN_WEEKDAYS.map(([name, weekday]) => [name, weekday])).toEqual(weekdayNames());
  });
});

describe('a month said alone', () => {
  it.each<[string, Language, string]>([
    ['a beer garden in Munich in July', 'en', '2027-07-03'],
    ['en juillet à Paris, un pique-nique', 'fr', '2027-07-03'],
    ['im Juli in München', 'de', '2027-07-03'],
    ['cena a Roma a luglio', 'it', '2027-07-03'],
    ['jantar em Lisboa em julho', 'pt', '2027-07-03'],
    ['cena en Madrid en julio', 'es', '2027-07-03'],
    // This month, while a Saturday of it is left.
    ['dinner in Paris in November', 'en', '2026-11-28'],
  ])('is its first Saturday still to come: %s', (text, language, date) => {
    expect(dayOf(text, language)).toBe(date);
  });

  it('yields to any other day said: "tomorrow … in July" is tomorrow', () => {
    expect(dayOf('tomorrow night dinner in Rome, our anniversary is in July', 'en')).toBe('2026-11-24');
  });

  it.each<[string, Language]>([
    ['we join a march in London', 'en'],
    ['dinner on July 4th in Boston', 'en'],
    // A story, not the date.
    ['dinner in Rome, we got married in July', 'en'],
  ])('is no month alone where it is a noun or has its day: %s', (text, language) => {
    expect(dayOf(text, language)).not.toBe('2027-07-03');
    expect(dayOf(text, language)).not.toBe('2027-03-06');
  });
});
