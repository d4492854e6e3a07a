import { beforeAll, describe, expect, it } from 'vitest';
import { planOffline, warmUpPlanner } from '../pipeline';
import { isRefusal } from './understand';
import { readRequest as read, TEST_NOW } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

const spans = (text: string) => read(text).wanted.map((entry) => entry.span.text.toLowerCase());

describe('two things one venue holds, said together, are one stop', () => {
  it.each([
    ['Leeds on Saturday, bouldering + climbing then beers', 'bouldering + climbing'],
    ['Madrid el sábado, escalada y boulder', 'escalada y boulder'],
    ['Berlin am Samstag: Klettern und Bouldern, danach Pizza', 'klettern und bouldern'],
    ['sabato a Milano, arrampicata e boulder e poi una pizza', 'arrampicata e boulder'],
    ['Wien am Sonntag, Sauna und Massage', 'sauna und massage'],
  ])('%s', (text, words) => {
    expect(spans(text).filter((span) => span.includes(words.split(' ')[0] as string))).toEqual([words]);
  });

  it.each([
    ['Leeds on Saturday, climbing in the morning, then a spa', ['climbing', 'spa']],
    ['Lisboa no sábado, escalada e depois jantar', ['escalada', 'jantar']],
  ])('things other venues hold stay apart: %s', (text, words) => {
    const found = spans(text);
    for (const word of words) expect(found).toContain(word);
  });

  it('plans one gym holding both words', () => {
    const result = planOffline('Leeds on Saturday, bouldering + climbing then beers', { now: TEST_NOW });
    if (isRefusal(result)) throw new Error('refused');
    const gyms = result.draft.stops.filter((stop) => ['climbing', 'bouldering'].includes(stop.kind));
    expect(gyms.map((stop) => stop.wish)).toEqual(['bouldering + climbing']);
  });
});
