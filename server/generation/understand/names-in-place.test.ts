import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const names = (text: string) => read(text).namedPlaces.map((named) => named.name);

describe('a name where a place goes is the place, whole', () => {
  it.each([
    ['Domingo en Antigua, visitamos el Cerro de la Cruz', 'Cerro de la Cruz'],
    ['Granada: la Casa de los Tiros y el Albaicín', 'Casa de los Tiros'],
    ['London: the Tower of London and the Museum of the Home', 'Museum of the Home'],
    ['Roma: cena e poi la Piazza di la Rotonda', 'Piazza di la Rotonda'],
  ])('"of" and an article inside a name keep it one name: %s', (text, name) => {
    expect(names(text)).toContain(name);
  });

  it.each([
    ["Un samedi matin à Paris, un café et le marché d'Aligre", "marché d'Aligre"],
    ['Paris : le musée d’Orsay puis un dîner', 'musée d’Orsay'],
    ["A Firenze la Galleria dell'Accademia e poi un gelato", "Galleria dell'Accademia"],
  ])('an elided article inside a name is kept as written: %s', (text, name) => {
    expect(names(text)).toContain(name);
  });

  it.each([
    ['Hobart - want to take my partner to MONA on the ferry on sunday', 'MONA'],
    ['Buenos Aires: una tarde en el MALBA y cena', 'MALBA'],
  ])('an acronym where a place goes is a name: %s', (text, name) => {
    expect(names(text)).toContain(name);
  });

  it.each(['i want to NOT go to a club in Berlin', 'Lisbon: dinner, then we want to SEE the view'])(
    'a word shouted is no name: %s',
    (text) => {
      expect(names(text)).toEqual([]);
    },
  );

  it.each([
    ['mombasa on thursday: old town walk + fort jesus, then lunch', 'Fort Jesus'],
    ['kampala saturday: lake bunyonyi then a walk and lunch', 'Lake Bunyonyi'],
  ])('English place words that stand before their name head it: %s', (text, name) => {
    expect(names(text)).toContain(name);
  });

  it('French "à" says where, whoever went before it: "on veut un maquis à Yopougon"', () => {
    expect(names('vendredi soir à abidjan, on veut un maquis à Yopougon')).toContain('Yopougon');
  });

  it('a smaller town whose centre lies inside the city is one of its districts, not another town', () => {
    const makati = read('Manila: dinner in Makati').namedPlaces.find((named) => named.name === 'Makati');
    expect(makati?.isArea).toBe(true);
  });

  it('a person taken somewhere is still no place: "llevar a mi novia Lucía"', () => {
    expect(names('Madrid: llevar a mi novia Lucía a cenar')).not.toContain('Lucía');
  });
});
