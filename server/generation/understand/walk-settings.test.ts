import { describe, expect, it } from 'vitest';
import type { DateRequest } from '../request';
import { planOffline } from '../pipeline';
import { isRefusal, understand } from './understand';

const NOW = new Date('2026-11-23T10:00:00Z');

function read(text: string): DateRequest {
  const result = understand(text, NOW);
  if (isRefusal(result)) throw new Error(`refused: ${text}`);
  return result;
}

describe('a walk with its setting is one wish', () => {
  it.each([
    ['harbour walk and a seafood dinner', 'waterfront', 'harbour walk'],
    ['beach walk', 'beach', 'beach walk'],
    ['a walk by the river', 'riverside_walk', 'a walk by the river'],
    ['Spaziergang am Hafen', 'waterfront', 'Spaziergang am Hafen'],
    ['paseo por el puerto', 'waterfront', 'paseo por el puerto'],
    ['balade sur les quais', 'riverside_walk', 'balade sur les quais'],
    ['caminhada na orla', 'waterfront', 'caminhada na orla'],
    ['passeggiata in riva al lago', 'lake', 'passeggiata in riva al lago'],
    ['paseo por la playa y cena', 'beach', 'paseo por la playa'],
    ['a walk in the park and dinner in London', 'park', 'a walk in the park'],
    ['un paseo en el parque y luego cena', 'park', 'paseo en el parque'],
    ['une balade dans le parc puis dîner', 'park', 'balade dans le parc'],
    ['ein Spaziergang im Park, dann Abendessen', 'park', 'Spaziergang im Park'],
    ['una passeggiata nel parco e poi cena', 'park', 'passeggiata nel parco'],
  ])('%s → one %s stop titled "%s"', (text, kind, words) => {
    const walks = read(text).wanted.filter((entry) => entry.kind === 'walk' || entry.kind === kind);
    expect(walks.map((entry) => [entry.kind, entry.span.text])).toEqual([[kind, words]]);
  });

  it.each([
    ['walk, then beach bar', 'walk'],
    ['Paseo y luego playa', 'walk'],
  ])('keeps a walk and a setting said apart as two wishes: %s', (text, kind) => {
    expect(read(text).wanted.map((entry) => entry.kind)).toContain(kind);
  });
});

describe('a walk or a hike up a hill, a viewpoint or a park the person names is had there', () => {
  it.each([
    ['a hike up arthurs seat on saturday morning then breakfast, edinburgh', "Arthur's Seat", 'hike'],
    ['edinburgh: a walk up arthur’s seat, then coffee', "Arthur's Seat", 'walk'],
  ])('%s', (text, name, kind) => {
    expect(read(text).namedPlaces.find((place) => place.name === name)?.kind).toBe(kind);
    const plan = planOffline(text, { now: NOW });
    if (isRefusal(plan)) throw new Error('refused');
    // One stop for the hill, as long as the walk or hike, and no walk or hike elsewhere.
    const stops = plan.draft.stops.filter((stop) => stop.kind === kind || stop.placeName === name);
    expect(stops.map((stop) => stop.placeName)).toEqual([name]);
    expect(stops[0]!.end - stops[0]!.start).toBeGreaterThanOrEqual(45);
  });
});

describe('a walk said with a place the person names is walked there', () => {
  it.each([
    ['Saturday evening in Rome: a walk on the Pincio then dinner in Trastevere', 'Pincio'],
    ['Sabato sera a Roma: una passeggiata al Pincio e poi cena a Trastevere', 'Pincio'],
    [
      'Sonntag in Berlin: ein Spaziergang durch den Volkspark Friedrichshain, dann Kaffee',
      'Volkspark Friedrichshain',
    ],
  ])('%s → %s as the walk', (text, name) => {
    const named = read(text).namedPlaces.find((place) => place.name === name);
    expect(named?.kind === 'walk' || named?.kind === undefined).toBe(true);
    const plan = planOffline(text, { now: NOW });
    if (isRefusal(plan)) throw new Error('refused');
    const stops = plan.draft.stops;
    const walks = stops.filter((stop) => stop.kind === 'walk' || stop.placeName === name);
    // One stop at the place, free, and no walk somewhere else.
    expect(walks).toHaveLength(1);
    expect(walks[0]?.placeName).toBe(name);
    expect(walks[0]?.cost).toEqual([0, 0]);
  });

  it('leaves a place the catalog knows as what it is: "a walk to the Colosseum" still visits it', () => {
    const named = read('a walk to the Colosseum and dinner, Rome').namedPlaces.find((place) =>
      place.name.includes('Colosseum'),
    );
    expect(named?.kind).toBeUndefined();
  });
});

describe('a walk along water no list knows by name is a riverside walk in the person’s words', () => {
  it.each([
    ['A walk along the Thames and dinner, London', 'A walk along the Thames'],
    ['Spaziergang am Rhein und Abendessen, Köln', 'Spaziergang am Rhein'],
    ['Une balade le long de la Seine puis dîner, Paris', 'balade le long de la Seine'],
    ['Una passeggiata lungo il Tevere e cena, Roma', 'passeggiata lungo il Tevere'],
    ['Wir wollen in Hamburg brunchen, danach an die Elbe spazieren', 'an die Elbe spazieren'],
  ])('%s → "%s"', (text, words) => {
    const walk = read(text).wanted.find((wish) => wish.kind === 'riverside_walk');
    expect(walk?.span.text).toBe(words);
  });

  it('leaves a walk to a place the person named to that place: "a walk by the Colosseum"', () => {
    expect(read('a walk by the Colosseum then gelato, Rome').wanted.map((wish) => wish.kind)).not.toContain(
      'riverside_walk',
    );
  });

  it('walks beside a river the person named as a place: "un paseo junto al Guadalquivir" is one stop', () => {
    const plan = planOffline('Un paseo junto al Guadalquivir y cena, Sevilla', { now: NOW });
    if (isRefusal(plan)) throw new Error('refused');
    const stops = plan.draft.stops;
    expect(stops.filter((stop) => stop.kind === 'walk' || stop.placeName === 'Guadalquivir')).toHaveLength(1);
    expect(plan.plan.steps[0]?.step_title).toBe('Un paseo junto al Guadalquivir');
  });
});

describe('a walk had at the place named with it is titled in the person’s words', () => {
  it.each([
    ['Saturday evening in Rome: a walk on the Pincio then dinner in Trastevere', 'A walk on the Pincio'],
    ['Spaziergang im Tiergarten, dann Abendessen, Berlin', 'Spaziergang im Tiergarten'],
    ['A walk in Central Park then dinner, New York', 'A walk in Central Park'],
  ])('%s → "%s"', (text, title) => {
    const plan = planOffline(text, { now: NOW });
    if (isRefusal(plan)) throw new Error('refused');
    expect(plan.plan.steps.map((step) => step.step_title)).toContain(title);
  });

  it('reads "im Tiergarten" in Berlin as the park of that name, not as a zoo', () => {
    const request = read('Spaziergang im Tiergarten, dann Abendessen, Berlin');
    expect(request.wanted.map((wish) => wish.kind)).not.toContain('zoo');
    expect(request.namedPlaces.map((place) => place.name)).toContain('Tiergarten');
  });
});
