import { describe, expect, it } from 'vitest';
import { familyOf, KIND_IDS } from '../kinds/kind-ids';
import { matchesSelector, osmTagsFor, selectorQl } from './osm-tags';

describe('osmTagsFor', () => {
  it('writes the Overpass filters for venues', () => {
    expect(osmTagsFor('cafe')?.preferred.map(selectorQl)).toEqual(['["amenity"="cafe"]']);
    expect(osmTagsFor('bar')?.preferred.map(selectorQl)).toEqual(['["amenity"~"^(bar|pub)$"]']);
    expect(osmTagsFor('ramen')?.preferred.map(selectorQl)).toEqual([
      '["amenity"~"^(restaurant|fast_food)$"]["cuisine"~"(^|;) *(ramen) *(;|$)"]',
    ]);
    expect(osmTagsFor('cocktail_bar')).toEqual({
      preferred: [
        [
          ['amenity', '=', 'bar'],
          ['cocktails', '=', 'yes'],
        ],
      ],
      fallback: [[['amenity', '=', 'bar']]],
    });
    expect(osmTagsFor('ice_cream')?.preferred.map(selectorQl)).toEqual([
      '["amenity"="ice_cream"]',
      '["shop"="ice_cream"]',
    ]);
    expect(osmTagsFor('spa')?.preferred.map(selectorQl)).toEqual(['["leisure"="spa"]', '["amenity"="spa"]']);
    expect(osmTagsFor('jazz')?.preferred.map(selectorQl)[0]).toMatch(/\["name"~"jazz",i\]$/);
    for (const [kind, ql] of [
      ['bookshop', '["shop"="books"]'],
      ['cinema', '["amenity"="cinema"]'],
      ['bowling', '["leisure"="bowling_alley"]'],
      ['karaoke', '["amenity"="karaoke_box"]'],
      ['escape_room', '["leisure"="escape_game"]'],
    ] as const) {
      expect(osmTagsFor(kind)?.preferred.map(selectorQl)).toEqual([ql]);
    }
  });

  it('leaves walks, parks, viewpoints and museums to the landmark catalog', () => {
    for (const kind of ['walk', 'park', 'viewpoint', 'museum', 'art_gallery', 'picnic', 'hike'] as const) {
      expect(osmTagsFor(kind)).toBeNull();
    }
    for (const kind of KIND_IDS) {
      if (['walk', 'picnic', 'active', 'water', 'attraction', 'stars'].includes(familyOf(kind))) {
        expect(osmTagsFor(kind), kind).toBeNull();
      }
    }
  });

  it('finds a show that is only a kind (a theatre, a comedy night) in the hall it is on in', () => {
    for (const kind of ['theatre', 'musical', 'comedy', 'cabaret', 'ballet', 'opera', 'concert'] as const) {
      expect(osmTagsFor(kind), kind).not.toBeNull();
    }
    expect(osmTagsFor('theatre')?.preferred).toEqual([[['amenity', '=', 'theatre']]]);
  });

  it('covers every café, sweet, meal, drink and screen kind it can find by tags', () => {
    const mapped = KIND_IDS.filter((kind) => osmTagsFor(kind));
    for (const kind of [
      'cafe',
      'bakery',
      'gelato',
      'dinner',
      'tacos',
      'sushi',
      'pub',
      'live_music',
      'cinema',
    ] as const) {
      expect(mapped).toContain(kind);
    }
  });
});

describe('matchesSelector', () => {
  it('reads each value of a semicolon list, and nothing inside a longer word', () => {
    const [ramen] = osmTagsFor('ramen')?.preferred ?? [];
    const [tea] = osmTagsFor('tea_house')?.preferred ?? [];
    expect(matchesSelector({ amenity: 'restaurant', cuisine: 'japanese;ramen' }, ramen!)).toBe(true);
    expect(matchesSelector({ amenity: 'fast_food', cuisine: 'ramen; noodle' }, ramen!)).toBe(true);
    expect(matchesSelector({ amenity: 'restaurant', cuisine: 'japanese' }, ramen!)).toBe(false);
    expect(matchesSelector({ amenity: 'cafe', cuisine: 'steak_house' }, tea!)).toBe(false);
    expect(matchesSelector({ amenity: 'cafe', cuisine: 'tea' }, tea!)).toBe(true);
  });

  it('matches names without regard to case where asked', () => {
    const [jazz] = osmTagsFor('jazz')?.preferred ?? [];
    expect(matchesSelector({ amenity: 'bar', name: 'Hot Clube de JAZZ' }, jazz!)).toBe(true);
    expect(matchesSelector({ amenity: 'bar', name: 'Bar Alto' }, jazz!)).toBe(false);
  });
});
