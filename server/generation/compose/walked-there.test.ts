import { describe, expect, it } from 'vitest';
import { chooseWishes } from './choose-wishes';
import { compositionFor } from './compose-test-helpers';

const kindsChosen = (text: string) => {
  const composition = compositionFor(text);
  chooseWishes(composition);
  return composition.candidates.map((candidate) => candidate.kind);
};

describe('a walk is walked at a named park or beach only when said with it', () => {
  it.each([
    'London: a walk in Hyde Park, then dinner',
    'Madrid: un paseo por el Retiro y luego cena',
    'New York: a Central Park walk then dinner',
  ])('one stop: %s', (text) => {
    expect(kindsChosen(text)).not.toContain('walk');
  });

  it.each([
    'mombasa: old town walk + fort jesus, then lunch and madafu on Nyali Beach',
    'Rio: a walk through Santa Teresa, then caipirinhas on Copacabana Beach',
  ])('two stops when the walk is said apart from the place: %s', (text) => {
    expect(kindsChosen(text).some((kind) => kind === 'walk' || kind === 'old_town_walk')).toBe(true);
  });
});
