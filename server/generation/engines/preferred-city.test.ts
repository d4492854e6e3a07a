import { beforeAll, describe, expect, it } from 'vitest';
import { isRefusal, understand } from '../understand/understand';
import { loadWorld } from '../world/cities';
import { createOfflineEngine } from './offline-engine';

const plan = async (query: string, preferences: Record<string, unknown>) =>
  (await createOfflineEngine({ delayMs: 0 }).generate({ query, preferences }, () => {})).draft;

// The world's places load once, slowly on a busy machine.
beforeAll(() => loadWorld(), 120_000);

describe('the city chosen apart from the description (user_preferences.city)', () => {
  it('places a description that names no city', async () => {
    const draft = await plan('picnic date this weekend', { city: 'Lisbon' });
    expect(draft?.request.place.city?.name).toBe('Lisbon');
    expect(draft?.request.place.span).toBeNull();
  });

  it('yields to a city the description names', () => {
    const request = understand('dinner in Porto', new Date(), 'Lisbon');
    expect(!isRefusal(request) && request.place.city?.name).toBe('Porto');
  });

  it('is where a date in its own country goes, when the description names only the country', () => {
    const inCountry = understand('a weekend in Portugal, dinner and fado', new Date(), 'Porto');
    expect(!isRefusal(inCountry) && inCountry.place).toMatchObject({ city: { name: 'Porto' }, span: null });
    expect(!isRefusal(inCountry) && inCountry.place.country).toBeUndefined();
    const elsewhere = understand('un fin de semana en Portugal', new Date(), 'Madrid');
    expect(!isRefusal(elsewhere) && elsewhere.place).toMatchObject({
      city: { name: 'Lisbon' },
      country: 'PT',
    });
  });

  it('leaves a request without one as it was', async () => {
    expect((await plan('picnic date this weekend', {}))?.request.place.city).toBeNull();
    expect((await plan('picnic date this weekend', { city: 42 }))?.request.place.city).toBeNull();
  });
});
