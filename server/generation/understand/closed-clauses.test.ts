import { describe, expect, it } from 'vitest';
import { readRequest } from './read-for-tests';

const kinds = (text: string) => readRequest(text).wanted.map((wish) => wish.kind);

describe('a place said to be shut is asked for by nobody', () => {
  it.each([
    [
      'Date am Freitag in München: Biergarten ist im November wohl zu, also lieber ein gemütliches Wirtshaus und danach Kino',
      'beer_garden',
    ],
    ['the rooftop bar is closed in winter so a cosy pub and dinner, London', 'rooftop_bar'],
    ['La plage est fermée en hiver, alors un bistrot et un verre, Nice', 'beach'],
    ['El mercado está cerrado los domingos, así que tapas y flamenco, Sevilla', 'market'],
  ])('%s: no %s', (text, shut) => {
    expect(kinds(text)).not.toContain(shut);
    expect(kinds(text).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [
      "la nuit à Lyon, la Fête des Lumières c'est pas encore, donc un bouchon et un bar à jazz",
      'Fête des Lumières',
    ],
    [
      'Munich in November, the Christmas market is not on yet, so a beer hall and a museum',
      'Christmas market',
    ],
    [
      'Dresden im Oktober: der Striezelmarkt ist noch nicht offen, also ein Café und die Frauenkirche',
      'Striezelmarkt',
    ],
  ])('a thing not on yet is asked for by nobody either: %s', (text, notYet) => {
    const request = readRequest(text);
    const words = [
      ...request.wanted.map((wish) => wish.span.text),
      ...request.namedPlaces.map((place) => place.name),
    ];
    expect(words.join(' | ')).not.toContain(notYet);
    expect(words.length, words.join(' | ')).toBeGreaterThanOrEqual(2);
  });

  it.each([
    'Die Bar ist zu teuer, lieber ein Café, Berlin',
    'a bar that is open late and dinner, London',
    'zu Fuß zum Biergarten, dann Abendessen, München',
  ])('still reads what is only dear, open or walked to: %s', (text) => {
    expect(kinds(text).some((kind) => ['bar', 'beer_garden'].includes(kind))).toBe(true);
  });
});

describe('a word that joins two thoughts is never a thing listed', () => {
  it.each([
    ['Die Bar ist zu teuer, lieber ein Café, Berlin', 'lieber'],
    ['El museo está cerrado, así que tapas, Madrid', 'así'],
  ])('%s: no "%s"', (text, word) => {
    expect(readRequest(text).wanted.map((wish) => wish.span.text)).not.toContain(word);
  });
});
