import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { understand } from './understand';
import { readRequest as read } from './read-for-tests';
import { familyOf } from '../kinds/kind-ids';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const NOW = new Date('2026-11-23T10:00:00Z');

describe('a thing standing where people list their date is a wish, though no word around it is known', () => {
  it.each([
    // [text, the person's words]
    ['Maputo, sábado: matapa, camarões grelhados', 'matapa'],
    ['Maputo, sábado: matapa, camarões grelhados', 'camarões grelhados'],
    ['Brest, samedi soir : kig ha farz', 'kig ha farz'],
    ['Leipzig, Samstag: Quarkkeulchen', 'Quarkkeulchen'],
    ['Trieste, mercoledì: jota, presnitz', 'presnitz'],
    ['Coimbra, sexta. então chanfana.', 'chanfana'],
  ])('%s → "%s"', (text, words) => {
    const found = read(text).wanted.find((entry) => entry.span.text === words);
    expect(found?.open).toBe('eat');
  });

  it('a dish the lexicon of its own cuisine knows is that dish: Bologna. Tomorrow. Tortellini.', () => {
    const found = read('Bologna. Tomorrow. Tortellini.').wanted.find(
      (entry) => entry.span.text === 'Tortellini',
    );
    expect(found?.open).toBeUndefined();
    expect(familyOf(found!.kind)).toBe('meal');
  });

  it.each([
    ['mombasa: biryani or pilau) and madafu on Nyali Beach', 'madafu'],
    ['Lisboa: e uma bifana na Praça do Comércio', 'bifana'],
    ['sevilla: luego unas espinacas con garbanzos en El Rinconcillo', 'espinacas'],
  ])('a thing said where it is had, at a place the person names, is a wish: %s', (text, words) => {
    expect(read(text).wanted.some((entry) => entry.span.text.startsWith(words))).toBe(true);
  });

  it.each([
    ['mombasa: old town walk then dinner', 'old town walk'],
    ['lisbon: an old town walk, then dinner', 'old town walk'],
  ])('a walk said with its old town is one walk there, in all its words: %s', (text, words) => {
    const walks = read(text).wanted.filter(
      (entry) => entry.kind === 'old_town_walk' || entry.kind === 'walk',
    );
    expect(walks.map((entry) => entry.span.text)).toEqual([words]);
  });

  it.each([
    ['Innsbruck morgen Vormittag mit der Seilbahn hoch, danach Kaspressknödel.', 'Kaspressknödel'],
    ['Belém, domingo: o mercado, depois maniçoba.', 'maniçoba'],
    ['Trieste, sabato: la Barcolana, poi presnitz.', 'presnitz'],
  ])('what comes next in the day, said alone after "then", is a wish: %s', (text, words) => {
    expect(read(text).wanted.find((entry) => entry.span.text === words)?.open).toBe('eat');
  });

  it('reads the small word that carries a list on ("então", "alors") as no part of the thing', () => {
    const spans = read('Coimbra, sexta. então chanfana.').wanted.map((entry) => entry.span.text);
    expect(spans).toEqual(['chanfana']);
  });

  it.each([
    'Paris, samedi soir. Merci.',
    'Lisbon, Saturday. Thanks!',
    'Roma, sabato. Grazie!',
    'Porto, sábado. Obrigado.',
  ])('a thank-you of its own is no wish: %s', (text) => {
    expect(read(text).wanted).toEqual([]);
  });

  it.each([
    ['Rome, sabato sera. Anna. Cena romantica.', 'Anna'],
    ['NYC: saturday, dinner. TBD.', 'TBD'],
    ['Seattle: date with my gf. Thoughts?', 'Thoughts'],
    ['Porto, sábado: jantar. Beijinhos.', 'Beijinhos'],
  ])('a name, an acronym, a question or a sign-off of its own is no wish: %s', (text, words) => {
    expect(read(text).wanted.map((entry) => entry.span.text)).not.toContain(words);
  });

  it('words in brackets are said aside, never a thing of the date: "cordoba capital (argentina eh)"', () => {
    const spans = read('cordoba capital (argentina eh), viernes a la noche, fernet con coca').wanted.map(
      (entry) => entry.span.text,
    );
    expect(spans).not.toContain('argentina eh');
  });

  it.each(['honestly why does this app even exist. useless', 'asdfghjk;lkjh qwe', 'meh. whatever.'])(
    'a thing found only by its place is no sign a date is asked for: %s is refused',
    (text) => {
      expect(understand(text, NOW)).toMatchObject({ refused: true });
    },
  );
});
