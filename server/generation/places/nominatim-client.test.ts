import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createNominatimClient } from './nominatim-client';

const memoryCache = () => {
  const entries = new Map<string, unknown>();
  return {
    get: (key: string) => Promise.resolve(entries.get(key)),
    put: (key: string, payload: unknown) => Promise.resolve(void entries.set(key, payload)),
  };
};

/** A Nominatim that takes `answerMs` to answer, noting when each request reached it and was answered. */
function slowNominatim(answerMs: number) {
  const log: { arrived: number; answered: number }[] = [];
  const fetchImpl = (async () => {
    const arrived = Date.now();
    await new Promise((resolve) => setTimeout(resolve, answerMs));
    log.push({ arrived, answered: Date.now() });
    return new Response(JSON.stringify([{ lat: '38.7', lon: '-9.1', display_name: 'Lisboa' }]));
  }) as typeof fetch;
  return { log, fetchImpl };
}

/** A client of the Nominatim at `host` (each test its own, so turns never carry over between tests). */
const clientOf = (host: string, fetchImpl: typeof fetch) =>
  createNominatimClient({
    url: `http://${host}`,
    userAgent: 'test',
    timeoutMs: 5_000,
    cache: memoryCache(),
    fetchImpl,
  });

describe('createNominatimClient', () => {
  it('sends the next request a second after the last one was answered, from any client, in order', async () => {
    const service = slowNominatim(300);
    const [one, two] = [
      clientOf('nominatim.turns.test', service.fetchImpl),
      clientOf('nominatim.turns.test', service.fetchImpl),
    ];
    const found = await Promise.all([
      one.geocode('Alfama, Lisbon', 'pt'),
      two.geocode('Belém, Lisbon', 'pt'),
      one.geocode('Graça, Lisbon', 'pt'),
    ]);
    expect(found.every((place) => place?.displayName === 'Lisboa')).toBe(true);
    expect(service.log).toHaveLength(3);
    const [first, second, third] = service.log;
    expect(second!.arrived - first!.answered).toBeGreaterThanOrEqual(990);
    expect(third!.arrived - second!.answered).toBeGreaterThanOrEqual(990);
  });

  it('gives up its turn when its generation is cancelled while it waits', async () => {
    const service = slowNominatim(50);
    const client = clientOf('nominatim.cancel.test', service.fetchImpl);
    const cancelled = new AbortController();
    const first = client.geocode('Alfama, Lisbon', 'pt');
    const waiting = client.geocode('Belém, Lisbon', 'pt', cancelled.signal);
    cancelled.abort();
    expect(await waiting).toBeNull();
    await first;
    expect(service.log).toHaveLength(1);
  });

  it('leaves no listener on a generation’s signal however many places it looks up', async () => {
    const service = slowNominatim(0);
    const client = clientOf('nominatim.listeners.test', service.fetchImpl);
    const generation = new AbortController();
    await Promise.all(
      ['Alfama', 'Belém', 'Graça'].map((area) => client.geocode(area, 'pt', generation.signal)),
    );
    expect(getEventListeners(generation.signal, 'abort')).toHaveLength(0);
  }, 10_000);
});
