import { describe, expect, it } from 'vitest';
import { atArea } from '../anchor';
import { GRAMMARS } from './all-grammars';

const { es, pt, de, it: itl } = GRAMMARS;

describe('prepositions with places named by a common noun, one module per language', () => {
  it('German: the place’s article joins the preposition, "im" for a park, "am" for a square', () => {
    expect(de.contract('Der letzte Halt endet gegen 14:55 in Prater: Überlegt vorher')).toBe(
      'Der letzte Halt endet gegen 14:55 im Prater: Überlegt vorher',
    );
    expect(de.contract('Um 14 Uhr in Englischer Garten, dann zu Naschmarkt')).toBe(
      'Um 14 Uhr im Englischen Garten, dann zum Naschmarkt',
    );
    expect(de.contract('Ab 9 Uhr in Alter Markt, in Potsdamer Platz, aus Tiergarten')).toBe(
      'Ab 9 Uhr am Alten Markt, am Potsdamer Platz, aus dem Tiergarten',
    );
    expect(de.contract('Wer um 19 Uhr in Prenzlauer Berg sein will')).toBe(
      'Wer um 19 Uhr im Prenzlauer Berg sein will',
    );
    // Towns and districts named by a proper name stay bare, "-berg" included.
    expect(de.contract('Ein Abend in Heidelberg, in Kreuzberg und in Bamberg')).toBe(
      'Ein Abend in Heidelberg, in Kreuzberg und in Bamberg',
    );
  });

  it('Italian: each head noun its own preposition and article', () => {
    expect(itl.contract('L’ultima tappa finisce verso le 23:45 a Lungomare: pensate')).toBe(
      'L’ultima tappa finisce verso le 23:45 sul Lungomare: pensate',
    );
    expect(itl.contract('Una volta a Piazza del Duomo, cercate la vista più bella su Lungarno')).toBe(
      'Una volta in Piazza del Duomo, cercate la vista più bella sul Lungarno',
    );
    expect(
      itl.contract('Qui a Parco Sempione, poi a Giardini e a Centro Storico, la vista di Ponte Vecchio'),
    ).toBe('Qui al Parco Sempione, poi ai Giardini e nel Centro Storico, la vista del Ponte Vecchio');
    expect(itl.contract('Una volta a Trastevere, a Brera')).toBe('Una volta a Trastevere, a Brera');
    expect(itl.contract('Prima delle 22:15, con Ponte Sant’Angelo subito dopo; dopo Parco Sempione')).toBe(
      'Prima delle 22:15, con il Ponte Sant’Angelo subito dopo; dopo il Parco Sempione',
    );
  });

  it('Spanish: a park, a square, a street take their article; a name does not', () => {
    expect(es.contract('Si van a las 17:27 a Parque del Oeste, nada que reservar')).toBe(
      'Si van a las 17:27 al Parque del Oeste, nada que reservar',
    );
    expect(es.contract('Ya en Plaza Mayor, deja espacio. Parque del Retiro de noche: luz')).toBe(
      'Ya en la Plaza Mayor, deja espacio. El Parque del Retiro de noche: luz',
    );
    expect(es.contract('Antes de las 18:33, con Plaza de Armas por delante')).toBe(
      'Antes de las 18:33, con la Plaza de Armas por delante',
    );
    expect(es.contract('Desde Barrio de Salamanca hasta Malecón, en Triana')).toBe(
      'Desde el Barrio de Salamanca hasta el Malecón, en Triana',
    );
    // A landmark named by its kind of building: "la entrada a la Catedral", "antes del Museo del Prado".
    expect(es.contract('la entrada a Catedral de la Almudena es gratuita, antes de Museo del Prado')).toBe(
      'la entrada a la Catedral de la Almudena es gratuita, antes del Museo del Prado',
    );
    expect(es.contract('Después de Real Jardín Botánico, en Torre del Oro')).toBe(
      'Después del Real Jardín Botánico, en la Torre del Oro',
    );
  });

  it('Portuguese: contractions at the start of a sentence, and places with their article', () => {
    expect(pt.contract('De o café da manhã a um passeio')).toBe('Do café da manhã a um passeio');
    expect(pt.contract('De a sobremesa até um passeio; Em a praia')).toBe(
      'Da sobremesa até um passeio; Na praia',
    );
    expect(pt.contract('Já em Largo do Carmo, depois em Praça do Comércio, e em Chiado')).toBe(
      'Já no Largo do Carmo, depois na Praça do Comércio, e em Chiado',
    );
    expect(pt.contract('Antes das 18:57, com Ribeira das Naus a seguir')).toBe(
      'Antes das 18:57, com a Ribeira das Naus a seguir',
    );
    expect(pt.contract('De Lisboa a Sintra, antes de o baile começar')).toBe(
      'De Lisboa a Sintra, antes de o baile começar',
    );
  });

  it('French: the article after a preposition, contracted where French contracts it', () => {
    expect(GRAMMARS.fr.contract('De 20:00 à 21:30, avant Vieux-Port. Après Vieux-Port, de 22:35')).toBe(
      'De 20:00 à 21:30, avant le Vieux-Port. Après le Vieux-Port, de 22:35',
    );
    expect(GRAMMARS.fr.contract('La vue de Parc Borély, puis à Place Bellecour, à Montmartre')).toBe(
      'La vue du Parc Borély, puis à la Place Bellecour, à Montmartre',
    );
  });

  it('French: a park or a quay "au", a promenade "sur la"', () => {
    expect(atArea('Parc de la Tête d’Or', 'fr')).toBe('au Parc de la Tête d’Or');
    expect(atArea('Promenade des Anglais', 'fr')).toBe('sur la Promenade des Anglais');
    expect(atArea('Montmartre', 'fr')).toBe('à Montmartre');
  });
});
