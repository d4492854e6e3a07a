import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const stopWords = (text: string) => {
  const request = read(text);
  return [
    ...request.namedPlaces.map((named) => named.name),
    ...request.wanted.map((entry) => entry.span.text),
  ];
};

describe('a work of art named where it hangs is no stop; the museum is', () => {
  it.each([
    ['Madrid el sábado: ver Las Meninas en el Prado y luego tapas', 'Meninas', 'Prado'],
    ['Firenze sabato, vedere la Nascita di Venere agli Uffizi, poi cena', 'Nascita', 'Uffizi'],
    [
      'London on saturday, we want to see The Fighting Temeraire at the National Gallery',
      'Temeraire',
      'National Gallery',
    ],
    [
      'Lisboa no sábado, ver o Painel de São Vicente no Museu Nacional de Arte Antiga',
      'Painel',
      'Museu Nacional de Arte Antiga',
    ],
  ])('%s', (text, work, museum) => {
    const words = stopWords(text).join(' | ');
    expect(words).not.toContain(work);
    expect(words).toContain(museum);
  });

  it('keeps a name before a place that holds no works ("Café Gijón en el Paseo de Recoletos")', () => {
    expect(
      stopWords('Madrid el sábado: café en el Café Gijón en el Paseo de Recoletos').join(' | '),
    ).toContain('Gijón');
  });
});
