import { describe, expect, it } from 'vitest';
import { formatClock } from '../world/local-time';
import { nearestSunset, sunsetNote, sunsetRelation } from './sunset-note';

const h24 = (minutes: number) => formatClock(minutes, '24h');
const h12 = (minutes: number) => formatClock(minutes, '12h');

describe('sunset note: the sunset said about the stop it matters to', () => {
  it('tells dark, during and daylight apart by the stop’s hours', () => {
    expect(sunsetRelation(1170, 1230, 1025)).toBe('dark');
    expect(sunsetRelation(1000, 1060, 1025)).toBe('during');
    expect(sunsetRelation(900, 960, 1025)).toBe('light');
  });

  it('picks the outdoor stop whose hours are nearest the sunset', () => {
    const stops = [
      { id: 'morning walk', start: 600, end: 660 },
      { id: 'viewpoint', start: 980, end: 1040 },
      { id: 'night walk', start: 1260, end: 1320 },
    ];
    expect(nearestSunset(stops, 1025)?.id).toBe('viewpoint');
    expect(nearestSunset(stops.slice(2), 1025)?.id).toBe('night walk');
    expect(nearestSunset([], 1025)).toBeUndefined();
  });

  it('says the stop, its hour and the town’s sunset in every language', () => {
    const walk = { what: 'A riverside walk', start: 1170, end: 1230 };
    expect(sunsetNote(walk, 1005, 'Rome', 'en', h12)).toBe(
      'A riverside walk at 7:30 PM: the sun has set by then (4:45 PM in Rome), so keep to lit, busy paths.',
    );
    expect(sunsetNote({ ...walk, what: 'Pincio', start: 975 }, 1005, 'Roma', 'it', h24)).toBe(
      'Pincio dalle 16:15: a Roma il sole tramonta alle 16:45, 30 minuti dopo il vostro arrivo.',
    );
    expect(sunsetNote({ what: 'Ein Park', start: 840, end: 900 }, 965, 'Berlin', 'de', h24)).toBe(
      'Ein Park bis 15:00 Uhr, noch bei Tageslicht: In Berlin geht die Sonne um 16:05 Uhr unter.',
    );
    expect(
      sunsetNote({ ...walk, what: 'malecón de Miraflores', start: 1079 }, 1097, 'Lima', 'es', h24),
    ).toMatch(/^Malecón de Miraflores desde las 17:59: /);
    for (const language of ['es', 'fr', 'pt'] as const) {
      const note = sunsetNote(walk, 1005, 'Lisboa', language, h24);
      expect(note).toContain('19:30');
      expect(note).toContain('16:45');
      expect(note).toContain('Lisboa');
    }
  });
});
