import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import type { DateRequest } from '../request';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const names = (request: DateRequest) => request.namedPlaces.map((named) => named.name);
/** Every word that could end up as a stop: named places and the person's words for wishes. */
const stopWords = (request: DateRequest) => [
  ...names(request),
  ...request.wanted.map((entry) => entry.span.text),
];

describe('no words become stops', () => {
  it.each([
    // Hostile mixtures: verbs, budget words, people, other cities, artists, exclusions.
    [
      'My girlfriend Hannah loves Hopper, we live in Chicago but are in Boston saturday, budget 100 dollars, not Fenway Park',
      ['Hannah', 'Hopper', 'Chicago', 'Fenway', 'Budget'],
    ],
    [
      'Pensaba en algo en Sevilla. Mi novia Lucía adora a Murillo, vivimos en Málaga. Presupuesto 80 euros, nada de Triana',
      ['Pensaba', 'Lucía', 'Murillo', 'Málaga', 'Presupuesto', 'Triana'],
    ],
    [
      'Je pensais à Bordeaux samedi, ma copine Camille adore Monet, on vient de Toulouse. Budget 90 euros',
      ['pensais', 'Camille', 'Monet', 'Toulouse', 'Budget'],
    ],
    [
      'Pensei em Curitiba no sábado, minha namorada Beatriz ama Portinari, moramos em Londrina. Orçamento 200 reais',
      ['Pensei', 'Beatriz', 'Portinari', 'Londrina', 'Orçamento'],
    ],
    [
      'Ich dachte an Hamburg am Samstag, meine Freundin Lena liebt Nolde, wir wohnen in Bremen. Budget 80 Euro, kein Fleisch',
      ['dachte', 'Lena', 'Nolde', 'Bremen', 'Budget', 'Fleisch'],
    ],
    [
      'Pensavo a Torino sabato, la mia ragazza Giulia adora Caravaggio, abitiamo a Milano. Budget 100 euro',
      ['Pensavo', 'Giulia', 'Caravaggio', 'Milano', 'Budget'],
    ],
  ])('%s', (text, forbidden) => {
    const words = stopWords(read(text)).join(' | ').toLowerCase();
    for (const word of forbidden) expect(words).not.toContain(word.toLowerCase());
  });

  it.each([
    ['Dinner near Fenway Park in Boston on Saturday', 'Fenway Park'],
    ['Santiago: cena en La Piojera el jueves', 'La Piojera'],
    ['Montréal samedi, une poutine à La Banquise', 'La Banquise'],
    ['Palermo, street food e mercato di Ballarò', 'Ballarò'],
  ])('keeps a name the text treats as a place: %s', (text, name) => {
    expect(names(read(text)).join(' | ')).toContain(name.replace(/^La /, ''));
  });
});
