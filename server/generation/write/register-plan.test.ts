import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');

function prose(text: string): string {
  const result = planOffline(text, { now: NOW });
  if ('refused' in result) throw new Error(`refused: ${text}`);
  return JSON.stringify(result.plan);
}

/** Vosotros pronouns, possessives and the present forms the phrases use; the European "vosso" and "convosco". */
const VOSOTROS = /(?<![\p{L}])(?:vosotros|vuestr[oa]s?|os|vais|estáis|tenéis)(?![\p{L}])/iu;
const EUROPEAN = /(?<![\p{L}])(?:voss[oa]s?|convosco)(?![\p{L}])/iu;

describe('a whole plan addresses the couple as its country does', () => {
  it.each([
    'Nuestro aniversario en Ciudad de México: cena romántica y un paseo al atardecer',
    'Luna de miel en Buenos Aires, una cena tranquila y tango',
    'Una noche en Bogotá con cena y baile, celebramos que nos vamos a vivir juntos',
  ])('Latin America, no vosotros: %s', (text) => {
    expect(prose(text)).not.toMatch(VOSOTROS);
  });

  it.each([
    'Lua de mel no Rio de Janeiro: jantar e um passeio ao pôr do sol',
    'Uma noite em São Paulo com jantar e música ao vivo',
  ])('Brazil, no vosso or convosco: %s', (text) => {
    expect(prose(text)).not.toMatch(EUROPEAN);
  });
});
