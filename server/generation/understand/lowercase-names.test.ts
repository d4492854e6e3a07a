import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { writesWithoutCapitals } from './lowercase-names';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const names = (text: string) => read(text).namedPlaces.map((named) => named.name);

describe('names in place position, written without capitals', () => {
  it.each([
    ['mysore this sunday, mysore pak from guru sweets and masala dosa at mylari', ['Guru Sweets', 'Mylari']],
    ['mombasa till thursday, swahili food and madafu on nyali beach', ['Nyali Beach']],
    ['sábado en valparaíso, un café en el cerro concepción y luego mariscos', ['Cerro Concepción']],
    ['samedi à tunis, un thé puis une balade à sidi bou said', ['Sidi Bou Said']],
    ['sábado em salvador, acarajé no rio vermelho e pôr do sol no farol', ['Rio Vermelho']],
    // After words of going along or around: "around", "down", "through", "por", "pela".
    ['evening walk around hoan kiem lake in hanoi then pho', ['Hoan Kiem Lake']],
    ['dinner in boston then a walk down newbury street', ['Newbury Street']],
    ['sábado em lisboa, passeio pela ribeira das naus e jantar', ['Ribeira das Naus']],
    ['viernes en lima, un paseo por barranco y ceviche', ['Barranco']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    'taking a girl from my tutorial out tmrw in dunedin, was thinking something proper',
    'lahore on saturday with a few days to spare, something early and quiet',
    'roma domenica sera, una cena tranquilla e poi tutto a piedi',
  ])('reads no name from small words, adjectives or times: %s', (text) => {
    expect(names(text)).toEqual([]);
  });

  it('leaves a text that capitalises its names to the capitalised reading', () => {
    expect(writesWithoutCapitals('Dinner at Mylari in Mysore, then Guru Sweets')).toBe(false);
    expect(writesWithoutCapitals('dinner at mylari in mysore. Then guru sweets')).toBe(true);
  });
});

describe('catalog names written in lower case and as a plural', () => {
  it.each([
    ['barcelona saturday, stroll down the ramblas and tapas', 'Rambla'],
    ['sábado en barcelona, paseo por las ramblas y tapas', 'Rambla'],
    ['lisbon tonight, a walk through alfama then fado', 'Alfama'],
  ])('%s', (text, expected) => {
    expect(names(text)).toContain(expected);
  });
});

describe('lower-case names joined by "of"', () => {
  it.each([
    ['floripa sábado. pôr do sol na joaquina e ostras no ribeirão da ilha', 'Ribeirão da Ilha'],
    ['cagliari domenica, pranzo al poetto, poi tramonto alla sella del diavolo', 'Sella del Diavolo'],
    ['venezia sabato, uno spritz alla punta della dogana', 'Punta della Dogana'],
  ])('%s → %s', (text, name) => {
    expect(names(text)).toContain(name);
  });

  it.each([
    'paris samedi, une balade au bord de la mer puis dîner',
    'lisboa sábado, um passeio no fim da tarde e jantar',
    'porto sábado, um jantar na hora do almoço',
  ])('never makes a name of a common noun and its complement: %s', (text) => {
    expect(names(text)).toEqual([]);
  });
});
