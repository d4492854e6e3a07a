import { describe, expect, it } from 'vitest';
import { readRequest } from './read-for-tests';

const wishes = (text: string) => readRequest(text).wanted.map((entry) => `${entry.kind}: ${entry.span.text}`);

describe('a form and the genre performed in it are one stop at the genre’s stage', () => {
  it.each([
    ['Saturday in London: a jazz concert', 'jazz: jazz concert'],
    ['Paris samedi : un concert de jazz', 'jazz: concert de jazz'],
    ['Lisboa no sábado: um concerto de fado', 'fado: concerto de fado'],
    ['Berlin am Samstag: ein Konzert mit Jazz', 'jazz: Konzert mit Jazz'],
    ['Sevilla el viernes: un espectáculo de flamenco', 'flamenco: espectáculo de flamenco'],
    ['Roma sabato: un concerto di musica classica', 'classical_music: un concerto di musica classica'],
  ])('%s', (text, wish) => {
    expect(wishes(text)).toEqual([wish]);
  });

  it('keeps a show and a genre said apart as two stops', () => {
    expect(
      wishes('London on Saturday: dinner and a show, then jazz').map((wish) => wish.split(':')[0]),
    ).toEqual(['dinner', 'theatre', 'jazz']);
  });
});
