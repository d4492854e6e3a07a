import { describe, expect, it } from 'vitest';
import type { Finding } from '../draft';
import { DAY_PART_FRAMES } from './time-window';
import { plannedFor } from './compose-test-helpers';

const noRoom = (findings: Finding[]) =>
  findings.filter((finding) => 'reason' in finding && finding.reason === 'no_room');

describe('a part of the day with more asked for than its usual hours hold', () => {
  it.each([
    [
      'Sábado por la mañana en Madrid: el Rastro, churros en la Plaza Mayor y el Museo del Prado',
      'morning',
      ['flea_market', 'churros', 'old_town_walk', 'museum'],
    ],
    [
      'Friday afternoon in Seville: a boat ride, the Plaza de España and tapas in Triana',
      'afternoon',
      ['boat_trip', 'old_town_walk', 'tapas'],
    ],
  ] as const)(
    'starts earlier in that part of the day instead of leaving one out: %s',
    (text, part, kinds) => {
      const { draft } = plannedFor(text);
      expect(noRoom(draft.findings)).toEqual([]);
      expect(draft.stops.map((stop) => stop.kind)).toEqual(kinds);
      expect(draft.stops[0]!.start).toBeGreaterThanOrEqual(DAY_PART_FRAMES[part][0]);
    },
  );

  it('still ends the morning on time when a stop held to its hour leaves nothing to gain by starting earlier', () => {
    const { draft } = plannedFor(
      'Sonntag früh in Hamburg: Fischmarkt, Fischbrötchen und danach eine Hafenrundfahrt',
    );
    expect(draft.stops.at(-1)!.end).toBeLessThanOrEqual(DAY_PART_FRAMES.morning[1] + 60);
  });
});
