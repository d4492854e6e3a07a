import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import type { DateRequest } from '../request';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const wanted = (request: DateRequest) => request.wanted.map((entry) => `${entry.kind}:${entry.span.text}`);
const excluded = (request: DateRequest) => request.excludedKinds.map((entry) => entry.kind);

describe('what people say they like is asked for, never ruled out', () => {
  it.each([
    ['cena en Madrid el sábado, nos gusta el marisco', 'seafood'],
    ['nos encantan los museos, Madrid el domingo', 'museum'],
    ['Sevilla el viernes, nos gustan los bares de tapas', 'tapas'],
  ])('Spanish "nos" (we) is no plural of "no": %s', (text, kind) => {
    const request = read(text);
    expect(request.wanted.map((entry) => entry.kind)).toContain(kind);
    expect(excluded(request)).not.toContain(kind);
  });

  it('a Spanish "no" still rules out what follows it', () => {
    const request = read('Madrid el sábado, no queremos museos, nos gustan los bares');
    expect(excluded(request)).toContain('museum');
    expect(request.wanted.map((entry) => entry.kind)).toContain('bar');
  });

  it.each([
    ['Köln am Samstag, wir lieben Museen', 'museum', 'Museen'],
    ['Abendessen in Köln, wir lieben Sushi', 'sushi', 'Sushi'],
    ['Abendessen in Köln, sie mag Sushi', 'sushi', 'Sushi'],
    ['Abendessen in Berlin am Samstag, wir lieben vietnamesisches Essen', 'vietnamese', 'vietnamesisches'],
    ['Hamburg am Freitag, wir mögen Jazz', 'jazz', 'Jazz'],
  ])('a German noun loved is a thing, and the verb is no part of it: %s', (text, kind, words) => {
    expect(wanted(read(text))).toContain(`${kind}:${words}`);
  });

  it.each([
    ['on aime les fleurs, samedi à Paris'],
    ['ci piacciono i fiori, sabato a Roma'],
    ['nos gustan las flores, sábado en Madrid'],
  ])('liking a thing no list knows asks for no meal of it: %s', (text) => {
    expect(read(text).wanted.filter((entry) => entry.open === 'eat')).toEqual([]);
  });

  it('a name loved is still a person or an artist, not a wish', () => {
    const request = read('Köln am Samstag, sie liebt Kandinsky und Kaffee');
    expect(wanted(request).join(' ')).not.toMatch(/kandinsky/i);
    expect(request.wanted.map((entry) => entry.kind)).toContain('cafe');
  });

  it.each([
    ['Sonntag in München, wir mögen Biergärten und Weißwurst', ['Biergärten', 'Weißwurst']],
    ['Sonntag in München, Lust auf Biergarten und Weißwurst', ['Biergarten', 'Weißwurst']],
  ])('two known things joined by "und" are two wishes: %s', (text, words) => {
    const spans = read(text).wanted.map((entry) => entry.span.text);
    for (const word of words) expect(spans).toContain(word);
  });

  it('a dish whose name holds "and" stays one thing', () => {
    expect(wanted(read('london on friday, fancy fish and chips'))).toContain('fish_and_chips:fish and chips');
  });
});

describe('liking said in the conditional is wanting: what follows is a wish', () => {
  it.each([
    ['Saturday in London. We would like some kokoda.', 'kokoda'],
    ["Honeymooning in Nadi. We'd like a kava ceremony in a village and some kokoda.", 'kokoda'],
    ['Samedi à Lyon, nous aimerions une quenelle', 'quenelle'],
    ['Sábado em Lisboa: gostaríamos de um bitoque', 'bitoque'],
    ['Samstag in Wien: wir möchten Kaiserschmarrn', 'Kaiserschmarrn'],
  ])('%s', (text, words) => {
    expect(read(text).wanted.map((entry) => entry.span.text)).toContain(words);
  });

  it('leaves plain liking a taste, not a dish: we like the flowers', () => {
    expect(read('Saturday in London, we like flowers').wanted.map((entry) => entry.open)).not.toContain(
      'eat',
    );
  });
});
