import { describe, expect, it } from 'vitest';
import { type PlanResult } from '../pipeline';
import { cheapCeiling } from './cheap-ceiling';
import { isMeal } from './stop-candidate';
import { plannedFor } from './compose-test-helpers';

const planned = plannedFor;
const highPerPerson = ({ draft }: PlanResult) => draft.stops.reduce((sum, stop) => sum + stop.cost[1], 0);

describe('"cheap" without an amount caps the plan at what a cheap evening costs there', () => {
  it.each([
    'cheap date in Denver tonight',
    'una cita barata en Sevilla el viernes por la noche',
    'un rendez-vous pas cher à Bordeaux samedi soir',
    'um encontro barato no Porto no sábado à noite',
    'ein günstiges Date in Köln am Samstagabend',
    'un appuntamento economico a Bologna sabato sera',
    'we are broke students, Saturday evening in Melbourne',
  ])('%s', (text) => {
    const result = planned(text);
    const ceiling = cheapCeiling(result.grounded);
    expect(ceiling).not.toBeNull();
    expect(highPerPerson(result) * result.request.people).toBeLessThanOrEqual(ceiling as number);
  });

  it('keeps the evening’s meal and lets an unasked-for bar give way', () => {
    const { draft } = planned('cheap date in Denver on Saturday evening');
    expect(draft.stops.some((stop) => isMeal(stop.kind))).toBe(true);
  });

  it('is no ceiling when an amount is stated or no price word is said', () => {
    expect(cheapCeiling(planned('cheap dinner in Lisbon, 80 euros for both').grounded)).toBeNull();
    expect(cheapCeiling(planned('dinner in Lisbon on Saturday').grounded)).toBeNull();
  });

  it('scales with the place’s prices: cheap in Zurich costs more francs than cheap in Lisbon costs euros', () => {
    const zurich = cheapCeiling(planned('cheap date in Zurich on Saturday evening').grounded) as number;
    const lisbon = cheapCeiling(planned('cheap date in Lisbon on Saturday evening').grounded) as number;
    expect(zurich).toBeGreaterThan(lisbon);
  });
});
