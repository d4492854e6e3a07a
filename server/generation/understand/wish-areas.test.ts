import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { fold } from './text';
import { readRequest, TEST_NOW } from './read-for-tests';

const areasOf = (text: string) =>
  Object.fromEntries(readRequest(text).wanted.map((wish) => [wish.span.text, wish.area ?? null]));

describe('a wish said with the neighbourhood it is had in', () => {
  it.each([
    [
      'Seville on Friday night: tapas in Triana, then flamenco in Santa Cruz',
      { tapas: 'Triana', flamenco: 'Santa Cruz' },
    ],
    [
      'Madrid el sábado por la noche: tapas en La Latina y luego un vino en Malasaña',
      { tapas: 'Latina', 'un vino': 'Malasaña' },
    ],
    [
      'Paris samedi soir : un dîner dans le Marais puis un verre à Montmartre',
      { dîner: 'Marais', 'un verre': 'Montmartre' },
    ],
    [
      'Berlin am Samstagabend: Currywurst in Kreuzberg, danach ein Bier in Prenzlauer Berg',
      { Currywurst: 'Kreuzberg', 'ein Bier': 'Prenzlauer Berg' },
    ],
    [
      'Roma sabato sera: cena a Trastevere e poi un gelato a Monti',
      { cena: 'Trastevere', 'un gelato': 'Monti' },
    ],
    ['Lisboa, sábado à noite: jantar na Baixa e depois fado em Alfama', { jantar: 'Baixa', fado: 'Alfama' }],
  ])('%s', (text, expected) => {
    expect(areasOf(text)).toEqual(expected);
  });

  it('is not said there when a comma or a list stands between', () => {
    expect(areasOf('Seville on Friday night: tapas, Triana and flamenco')).toEqual({
      tapas: null,
      flamenco: null,
    });
  });

  it('makes a quarter the city knows only by its landmarks a neighbourhood, not a dinner venue', () => {
    const baixa = readRequest('Lisboa, sábado à noite: jantar na Baixa').namedPlaces[0];
    expect(baixa).toMatchObject({ name: 'Baixa', isArea: true });
    expect(baixa?.kind).toBeUndefined();
  });

  it('leaves such a quarter said alone a place to go', () => {
    const request = readRequest('Rome on Saturday: the Vatican in the morning, then lunch');
    expect(request.namedPlaces.filter((place) => place.isArea)).toEqual([]);
    expect(request.wanted.find((wish) => wish.span.text === 'Vatican')?.open).toBe('see');
  });
});

describe('a stop said in its neighbourhood', () => {
  const stopsOf = (text: string) => {
    const result = planOffline(text, { now: TEST_NOW });
    if (!('plan' in result)) throw new Error('refused');
    return result.draft.stops.filter((stop) => stop.requested);
  };

  it.each([
    ['Seville on Friday night: tapas in Triana, then flamenco in Santa Cruz', ['triana', 'santa cruz']],
    ['Lisboa, sábado à noite: jantar na Baixa e depois fado em Alfama', ['baixa', 'alfama']],
    ['Paris samedi soir : un dîner dans le Marais puis un verre à Montmartre', ['le marais', 'montmartre']],
    ['Naples on Saturday: a walk in Posillipo, then pizza', ['posillipo']],
  ])('is there, each in its own: %s', (text, areas) => {
    const stops = stopsOf(text);
    areas.forEach((area, index) => expect(fold(stops[index]?.area ?? '')).toBe(area));
  });

  it('gets a real place only from that neighbourhood', () => {
    const [tapas] = stopsOf('Seville on Friday night: tapas in Triana, then flamenco in Santa Cruz');
    // El Rinconcillo, the city's best-known tapas bar, is in Santa Cruz, not Triana.
    expect(tapas?.placeName).not.toBe('El Rinconcillo');
  });
});

describe('a neighbourhood named inside the words of a wish', () => {
  it('is where the wish is had: "passear pela Ribeira" walks in the Ribeira', () => {
    const text =
      'Primeiro encontro no Porto, sábado à tarde. Um café, passear pela Ribeira e jantar francesinha.';
    expect(areasOf(text)['passear pela Ribeira']).toBe('Ribeira');
    const result = planOffline(text, { now: TEST_NOW });
    if (!('plan' in result)) throw new Error('refused');
    const walk = result.draft.stops.find((stop) => stop.wish === 'passear pela Ribeira');
    expect(fold(`${walk?.placeName ?? ''} ${walk?.area ?? ''}`)).toContain('ribeira');
  });
});

describe('a walk through a neighbourhood is had there', () => {
  it.each([
    ['Buenos Aires el sábado: empanadas, un paseo por San Telmo y tango a la noche', 'paseo', 'San Telmo'],
    ['a stroll around Soho then dinner, London', 'stroll', 'Soho'],
    ['ein Bummel durch Kreuzberg und Abendessen, Berlin', 'Bummel', 'Kreuzberg'],
  ])('%s: "%s" in %s', (text, words, area) => {
    expect(areasOf(text)[words]).toBe(area);
  });

  // The verb of a place visits it ("ride the London Eye"); the verb of a neighbourhood is a walk there.
  it.each([
    ['Saturday in London: walk around Soho and a coffee', 'walk', 'Soho'],
    ['Sábado em Lisboa: passear pelo Chiado e um café', 'passear', 'Chiado'],
    ['Sábado en Madrid: pasear por Malasaña y un café', 'pasear', 'Malasaña'],
    ['Sabato a Roma: passeggiare per Trastevere e un caffè', 'passeggiare', 'Trastevere'],
  ])('said with a verb: %s', (text, words, area) => {
    const wish = readRequest(text).wanted.find((wanted) => wanted.span.text === words);
    expect(wish?.kind).toBe('walk');
    expect(wish?.area).toBe(area);
  });
});
