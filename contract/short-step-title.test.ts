import { describe, expect, it } from 'vitest';
import { shortStepTitle } from './short-step-title';

describe('a step’s short title', () => {
  it('keeps a short title as it is', () => {
    expect(shortStepTitle('A little treat')).toBe('A little treat');
  });

  it('names the place a title leads up to', () => {
    expect(shortStepTitle('Our pick: Musée du Louvre')).toBe('Musée du Louvre');
  });

  it('cuts only between words, never on a small word, and says it was cut', () => {
    expect(shortStepTitle('Sunset together: Miradouro da Senhora do Monte')).toBe('Miradouro…');
    expect(shortStepTitle('Jardim do Príncipe Real at an easy pace')).toBe('Jardim do Príncipe…');
    expect(shortStepTitle('Just the two of you at Parque del Retiro')).toBe('Just the two…');
    for (const title of [
      'A very long walk along the river Thames at dusk',
      'Wandering and wondering through the stacks',
    ]) {
      const short = shortStepTitle(title);
      const words = short.replace(/…$/, '').split(' ');
      words.forEach((word) => expect(title.split(' ')).toContain(word));
      expect(short.length).toBeLessThanOrEqual(19);
    }
  });

  it('keeps one word longer than the room whole', () => {
    expect(shortStepTitle('Rheinuferpromenadenspaziergang am Abend')).toBe('Rheinuferpromenadenspaziergang…');
  });
});
