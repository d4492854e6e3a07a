import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';
import { readRequest, TEST_NOW } from './read-for-tests';

describe('a place named as what the crowds or noise to avoid are of is no place of the date', () => {
  it.each([
    [
      'Marrakech jeudi après-midi, hammam puis tajine. par contre on veut éviter la foule de Jemaa el-Fna',
      'Jemaa',
    ],
    [
      'bangkok saturday night, street food and a rooftop bar, but avoid the crowds of Khao San Road',
      'Khao San',
    ],
  ])('%s', (text, place) => {
    expect(
      readRequest(text)
        .namedPlaces.map((named) => named.name)
        .join(' '),
    ).not.toContain(place);
    const { plan } = planOffline(text, { now: TEST_NOW }) as PlanResult;
    for (const step of plan.steps) expect(step.to_location_address).not.toContain(place);
  });

  it('a place after a ruled-out thing said with "in" is still where the date is', () => {
    const request = readRequest('Paris samedi : pas de viande, un dîner dans le Marais');
    expect(request.namedPlaces.map((named) => named.name)).toContain('Marais');
  });
});

describe('what a drink or a sweet is made with is part of it', () => {
  it('"thé à la menthe" is one tea, and the tajine a dish of its own', () => {
    const wishes = readRequest('Marrakech jeudi: tajine et thé à la menthe').wanted.map(
      (wish) => `${wish.kind}:${wish.span.text}`,
    );
    expect(wishes).toEqual(['moroccan:tajine', 'tea_house:thé à la menthe']);
  });

  it('"away" ends an English wish: "a quiet dinner away from the noise"', () => {
    const wishes = readRequest('New York: a quiet dinner away from the noise').wanted;
    expect(wishes.map((wish) => wish.span.text)).toContain('dinner');
  });
});
