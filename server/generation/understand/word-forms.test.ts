import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import type { DateRequest } from '../request';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const kinds = (request: DateRequest) => request.wanted.map((entry) => entry.kind);

describe('word forms: conjugated meal and activity verbs match the lexicons', () => {
  it.each([
    ['Madrid, almorzamos juntos el sábado', 'lunch'],
    ['Sevilla, cenaremos el viernes', 'dinner'],
    ['Lisboa, jantamos às 21h', 'dinner'],
    ['Porto, almoçamos no sábado', 'lunch'],
    ['Lyon, nous dînons samedi', 'dinner'],
    ['Lyon, on déjeune samedi', 'lunch'],
    ['Wien, wir frühstücken am Sonntag', 'breakfast'],
    ['Roma, ceniamo insieme sabato sera', 'dinner'],
    ['Denver, hiking on Saturday', 'hike'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(read(text))).toContain(kind);
  });

  it('does not read a car park as a park', () => {
    expect(kinds(read('Denver, parking near the stadium and dinner'))).not.toContain('park');
  });

  it.each([
    // A long word cut to a short stem shares it with other words: a husband is not the sea.
    ['Trieste sabato sera, io e mio marito, cena di pesce', 'beach'],
    ['Porto de Galinhas, nadar com tubarão-baleia e almoçar', 'ballet'],
    // An infinitive put back on a stem is a verb of the lexicon, never a plural read backwards ("spa" + "en").
    ['Dresden am späten Nachmittag, Glühwein auf dem Striezelmarkt', 'spa'],
    ['Zürich, im späten Herbst ein Fondue', 'spa'],
  ])('a word sharing only a short stem with a kind is not that kind: %s', (text, kind) => {
    expect(kinds(read(text))).not.toContain(kind);
  });
});

describe('dates as people type them', () => {
  it.each([
    ['Lisbon tmrw, dinner', '2026-11-24'],
    ['Madrid mañana, cena', '2026-11-24'],
    ['Paris demain soir, dîner', '2026-11-24'],
  ])('%s → %s', (text, date) => {
    expect(read(text).when.date).toBe(date);
  });
});
