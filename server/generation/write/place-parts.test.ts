import { describe, expect, it } from 'vitest';
import { fillable } from './fill';
import { areaFor } from './place-parts';

describe('place parts', () => {
  it('gives no area where it would repeat the place’s own name', () => {
    expect(
      areaFor({ placeName: 'Central Park', area: 'Central Park' }, 'New York', 'en', 'City center'),
    ).toEqual({
      label: '',
      inSentence: 'New York',
      city: 'New York',
    });
    expect(
      areaFor({ placeName: 'Acropolis', area: 'the Acropolis' }, 'Athens', 'en', 'City center').inSentence,
    ).toBe('Athens');
    expect(
      areaFor({ placeName: 'Platja de la Barceloneta', area: 'Barceloneta' }, 'Barcelona', 'es', 'Centro')
        .inSentence,
    ).toBe('Barcelona');
  });

  it('says the town where there is no area, and nothing where the town is unknown or named', () => {
    expect(areaFor({ placeName: null, area: null }, 'Bath', 'en', 'City center')).toEqual({
      label: 'City center',
      inSentence: 'Bath',
      city: 'Bath',
    });
    expect(areaFor({ placeName: null, area: null }, null, 'en', 'City center')).toEqual({
      label: '',
      inSentence: '',
      city: '',
    });
    expect(
      areaFor({ placeName: 'Madrid Río', area: 'Madrid Río' }, 'Madrid', 'es', 'Centro').inSentence,
    ).toBe('');
    expect(
      areaFor({ placeName: null, area: 'the West Village' }, 'New York', 'de', 'Zentrum').inSentence,
    ).toBe('West Village');
  });

  it('lets a sentence be chosen only when every part it names is known', () => {
    expect(fillable('A lunch spot in {area} is where the plan slows down', { area: '' })).toBe(false);
    expect(fillable('A lunch spot in {area}', { area: 'Soho' })).toBe(true);
    expect(fillable('Time for {thing}', { area: '', thing: 'ramen' })).toBe(true);
  });
});
