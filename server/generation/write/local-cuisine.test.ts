import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../kinds/names/all-names';
import { planOffline } from '../pipeline';
import { localKindName } from './local-cuisine';

describe('a cuisine named after a country follows the place of the date', () => {
  it('calls German food in Vienna Austrian, and in Zürich Swiss, in each language', () => {
    expect(localKindName('german', 'AT', 'de', KIND_NAMES.de.german).thing).toBe('österreichische Küche');
    expect(localKindName('german', 'AT', 'en', KIND_NAMES.en.german).noun).toBe('a Austrian restaurant');
    expect(localKindName('german', 'CH', 'es', KIND_NAMES.es.german).at).toBe('en un restaurante suizo');
    expect(localKindName('german', 'AT', 'it', KIND_NAMES.it.german).thing).toBe('cucina austriaca');
    expect(localKindName('german', 'AT', 'pt', KIND_NAMES.pt.german).thing).toBe('comida austríaca');
  });

  it('leaves the name alone in the country it names, and for other kinds', () => {
    expect(localKindName('german', 'DE', 'de', KIND_NAMES.de.german)).toEqual(KIND_NAMES.de.german);
    expect(localKindName('ramen', 'AT', 'de', KIND_NAMES.de.ramen)).toEqual(KIND_NAMES.de.ramen);
  });

  it('writes a Viennese schnitzel dinner without "deutsche Küche"', () => {
    const result = planOffline('Wiener Schnitzel zum Abendessen in Wien am Samstag', {
      variant: 0,
      now: new Date('2026-11-23T10:00:00Z'),
    });
    if (!('plan' in result)) throw new Error('refused');
    expect(JSON.stringify(result.plan)).not.toMatch(/[Dd]eutsche[rn]? Küche/);
  });
});
