import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

beforeAll(() => warmUpPlanner(), 120_000);

const names = (text: string) => read(text).namedPlaces.map((named) => named.name);

describe('a place word heading its name, written without capitals, names a place', () => {
  it.each([
    ['sábado em salvador: pelourinho de tarde e pôr do sol no farol da barra', 'Farol da Barra'],
    [
      'quiero ir al monasterio de santa catalina el sábado, estamos en arequipa',
      'Monasterio de Santa Catalina',
    ],
    ['sábado en antigua guatemala: subir al cerro de la cruz y pasear', 'Cerro de la Cruz'],
    ['pensei na ilha do cabo ao pôr do sol, luanda', 'Ilha do Cabo'],
    ['samedi à marseille, une balade jusqu’au phare de planier puis dîner', 'Phare de Planier'],
    ['domenica a napoli, passeggiata fino al castello di baia e poi pizza', 'Castello di Baia'],
  ])('%s → %s', (text, name) => {
    expect(names(text)).toContain(name);
  });

  it('reads no name that a word the lexicons know cuts short', () => {
    expect(names('Torino domenica mattina: bicerin, mercato di porta palazzo e poi?')).not.toContain(
      'Mercato di Porta',
    );
  });

  it.each([
    // A common noun after "of" is no name.
    'we walked to the top of the hill in bath on saturday and had tea',
    'domingo en valencia, paseo por la playa de la ciudad y paella',
  ])('no name from a common noun: %s', (text) => {
    expect(names(text).filter((name) => /hill|playa/i.test(name))).toEqual([]);
  });
});

describe('English names that end on their place word, written without capitals', () => {
  it.each([
    ['kumasi on sunday: show my bf the manhyia palace museum then fufu', 'Manhyia Palace Museum'],
    ['jaipur tomorrow, sunset from nahargarh fort and then dinner', 'Nahargarh Fort'],
    ['hobart saturday: salamanca market in the morning, then the ferry', 'Salamanca Market'],
  ])('%s → %s', (text, name) => {
    const request = read(text);
    expect(request.namedPlaces.map((named) => named.name)).toContain(name);
    // The place word inside the name asks for no second, generic stop.
    expect(request.wanted.filter((wish) => name.toLowerCase().includes(wish.span.text))).toEqual([]);
  });

  it.each([
    ['melbourne brunch then a laneway street art walk', 'Laneway Street'],
    ['london: a long photo walk and dinner', 'Photo Walk'],
    ['An evening in Lisbon: the fish market and a walk', 'Fish Market'],
  ])('reads no name where the words before the place word are common ones: %s', (text, name) => {
    expect(names(text)).not.toContain(name);
  });
});
