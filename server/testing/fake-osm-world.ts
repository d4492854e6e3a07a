import { KIND_IDS } from '../generation/kinds/kind-ids';
import { osmTagsFor, type OsmSelector } from '../generation/places/osm-tags';
import { curatedCity } from '../generation/world/gazetteer';
import type { FakeOsmElement, FakeOsmFixtures } from './fake-osm';

/** The value a tag test asks for: the exact value, or the first of a pattern's alternatives. */
function valueFor(op: string, pattern: string): string {
  if (op === '=') return pattern;
  const alternatives = /\(([^()^;]+)\)(?: \*\(;\|\$\)|\$)?$/.exec(pattern)?.[1] ?? pattern;
  return alternatives.split('|')[0]!.trim();
}

function tagsFor(selector: OsmSelector): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [key, op, pattern] of selector) tags[key] = valueFor(op, pattern);
  return tags;
}

/** One of three venues per kind and area: one that fits everything, one that ignores diets and access, one shut at night. */
const VARIANTS = [
  {
    suffix: '',
    tags: {
      'diet:vegetarian': 'yes',
      'diet:vegan': 'yes',
      'diet:halal': 'yes',
      wheelchair: 'yes',
      opening_hours: 'Mo-Su 07:00-03:00',
    },
  },
  { suffix: ' Corner', tags: { wheelchair: 'no', opening_hours: 'Mo-Su 07:00-03:00' } },
  {
    suffix: ' Daytime',
    tags: {
      'diet:vegan': 'yes',
      'diet:vegetarian': 'yes',
      wheelchair: 'yes',
      opening_hours: 'Mo-Fr 09:00-15:00',
    },
  },
] as const;

/** A deterministic spread of up to ~500 m around a centre. */
const offset = (seed: number) => (((seed * 9301 + 49297) % 233280) / 233280 - 0.5) * 0.009;

/**
 * A made-up OpenStreetMap for the measurement of live venues: in every curated area of the given cities,
 * for every kind found by tags, three venues of that kind (tagged as its preferred selector asks) with
 * phone, website and address: one that fits any request, one without diets or step-free access, and one
 * open only on weekday afternoons. Names say which is which: 'Chiado Ramen', 'Chiado Ramen Corner'…
 */
export function fakeOsmWorld(cities: readonly (readonly [name: string, country: string])[]): FakeOsmFixtures {
  const elements: FakeOsmElement[] = [];
  let id = 1;
  for (const [cityName, country] of cities) {
    const city = curatedCity(cityName, country);
    if (!city) throw new Error(`${cityName} is not a curated city`);
    for (const area of city.areas) {
      for (const kind of KIND_IDS) {
        const selector = osmTagsFor(kind)?.preferred[0];
        if (!selector) continue;
        const label = kind.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
        const kindTags = tagsFor(selector);
        const word = kindTags.name ? `${kindTags.name[0]!.toUpperCase()}${kindTags.name.slice(1)} ` : '';
        for (const variant of VARIANTS) {
          id += 1;
          elements.push({
            type: 'node',
            id,
            lat: area.lat + offset(id),
            lon: area.lon + offset(id * 7),
            tags: {
              ...kindTags,
              ...variant.tags,
              name: `${word}${area.name} ${label}${variant.suffix}`,
              phone: `+1 555 ${String(id).padStart(7, '0')}`,
              website: `https://venue-${id}.example/`,
              'addr:street': `${area.name} Street`,
              'addr:housenumber': String(id % 200),
            },
          });
        }
      }
    }
  }
  return { elements, places: [] };
}
