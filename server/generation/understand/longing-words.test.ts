import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

beforeAll(() => warmUpPlanner(), 120_000);

const wishWords = (text: string) => read(text).wanted.map((entry) => entry.span.text.toLowerCase());

describe('what one thinks of, fancies or craves is a wish', () => {
  it.each([
    ['samedi à Montréal, on pensait à une poutine et une balade', 'poutine'],
    ['In Berlin on friday, we were thinking of currywurst and a walk', 'currywurst'],
    ['Em Recife no sábado, pensei em tapioca e depois a praia', 'tapioca'],
    ['Hamburg am Samstag, wir hätten Lust auf Labskaus', 'labskaus'],
    ['Torino sabato sera, avevo voglia di bagna cauda', 'bagna cauda'],
    ['Montevideo el miércoles, tengo ganas de un chivito', 'chivito'],
    ['Leeds on saturday, she really fancies a parmo', 'parmo'],
  ])('%s → "%s"', (text, words) => {
    expect(wishWords(text)).toContain(words);
  });

  it.each([
    // The thing thought of is no place to go, though "em" and "à" stand before places.
    ['Em Recife no sábado, pensei em tapioca e depois a praia', 'Tapioca'],
    // Who craves, or the auxiliary, is never the wish.
    ['Hamburg am Samstag, ich hätte Lust auf Franzbrötchen', 'hätte'],
    ['Torino sabato sera, avevo voglia di bagna cauda', 'avevo'],
  ])('%s: "%s" is neither a wish nor a named place', (text, words) => {
    const request = read(text);
    expect(request.namedPlaces.map((named) => named.name)).not.toContain(words);
    expect(request.wanted.map((entry) => entry.span.text)).not.toContain(words);
  });

  it('a word before a craving in the next sentence is still an item', () => {
    const text = 'Bogotá, domingo: desayuno con changua y almojábanas. pensaba tambien subir a Monserrate';
    // Eaten together, the two dishes are one wish ("changua y almojábanas"): the item is kept inside it.
    expect(wishWords(text).some((words) => words.split(/\s+/).includes('almojábanas'))).toBe(true);
  });

  it('a craving said with a negation asks for nothing', () => {
    expect(wishWords('Montevideo el miércoles, no tengo ganas de chivito')).not.toContain('chivito');
  });
});

describe('a thing joined to a clause that asks for something is kept too', () => {
  it.each([
    ['Montevideo el miércoles. Pensaba en un paseo por la rambla al atardecer y un chivito', 'chivito'],
    ['Lisboa no domingo: queremos passear pela alfama ao fim da tarde e uma ginjinha', 'ginjinha'],
  ])('%s → "%s"', (text, words) => {
    expect(wishWords(text)).toContain(words);
  });
});
