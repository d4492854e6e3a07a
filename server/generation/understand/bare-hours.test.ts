import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../kinds/catalog';
import { plannedFor } from '../compose/compose-test-helpers';
import { readRequest } from './read-for-tests';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('a bare hour said with something to do', () => {
  it.each([
    ['karaoke from 10 in Madrid', h(22)],
    ['the museum at 10, then dinner, in Paris', h(10)],
    ['un museo a las 10 y luego cenar en Sevilla', h(10)],
    ['coffee at 4 in Lisbon', h(16)],
  ])('starts at the hour when it is open: %s', (text, start) => {
    expect(readRequest(text).time.start).toBe(start);
  });

  it.each([
    ['Berlin: Techno bis 4, vorher ein Bier', h(28)],
    ['Córdoba, Argentina. Asado y peña folclórica con música en vivo. Que termine antes de la 1', h(25)],
  ])('ends at the hour when it is still open, the small hours if so: %s', (text, end) => {
    expect(readRequest(text).time.end).toBe(end);
  });

  it('keeps what was asked for in an evening that ends at one in the morning', () => {
    const { draft } = plannedFor(
      'Córdoba, Argentina. Asado y peña folclórica con música en vivo. Que termine antes de la 1',
    );
    expect(draft.stops.map((stop) => stop.kind)).toEqual(['asado', 'live_music']);
    expect(draft.stops.at(-1)!.end).toBeLessThanOrEqual(h(25));
  });
});

describe('what opens late in the part of the day said', () => {
  it('runs past the end of the evening rather than be left out: a dance floor at ten', () => {
    const text =
      'cordoba capital (argentina eh), viernes a la noche, fernet con coca por güemes y algo de bailar cuarteto';
    const { draft } = plannedFor(text);
    const dancing = draft.stops.find((stop) => stop.kind === 'dancing');
    expect(dancing?.start).toBeGreaterThanOrEqual(KIND_CATALOG.dancing.hours[0]);
    expect(draft.findings.filter((finding) => 'reason' in finding && finding.reason === 'no_room')).toEqual(
      [],
    );
  });
});
