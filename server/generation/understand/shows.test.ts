import { beforeAll, describe, expect, it } from 'vitest';
import { planOffline, warmUpPlanner } from '../pipeline';
import { isRefusal } from './understand';
import { readRequest as read, TEST_NOW } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

const kinds = (text: string) => read(text).wanted.map((entry) => entry.kind);

describe('the plain word for a show is a stage wish of its own beside the meal', () => {
  it.each([
    ['London on Saturday, dinner and a show'],
    ['Las Vegas on friday, catch a show after dinner'],
    ['Madrid el sábado, cena y un espectáculo'],
    ['Lisboa no sábado, jantar e depois um espetáculo'],
    ['Hamburg am Samstag, Abendessen und danach eine Show'],
    ['Paris samedi, dîner puis un spectacle'],
  ])('%s', (text) => {
    const found = kinds(text);
    expect(found).toContain('theatre');
    expect(found.some((kind) => kind === 'dinner')).toBe(true);
  });

  it('is never eaten', () => {
    const wanted = read('Madrid el sábado, cena y un espectáculo').wanted;
    expect(wanted.filter((entry) => entry.open === 'eat').map((entry) => entry.span.text)).toEqual([]);
  });

  it('is not the verb: show me around', () => {
    expect(kinds('show me around Paris on Saturday')).not.toContain('theatre');
  });

  it('plans the show as a stop of its own', () => {
    const result = planOffline('London on Saturday, dinner and a show', { now: TEST_NOW });
    if (isRefusal(result)) throw new Error('refused');
    const stopKinds = result.draft.stops.map((stop) => stop.kind);
    expect(stopKinds).toContain('theatre');
    expect(stopKinds).toContain('dinner');
  });
});
