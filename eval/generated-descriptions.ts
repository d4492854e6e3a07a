/**
 * Descriptions made by mixing real phrases of the six languages at random, with numbers, emoji,
 * people's names and negations: no plan for any of them may throw or fail its own checks.
 * Seeded, so a failure found once is found again.
 */
import type { Language } from '../server/generation/request';

const PHRASES: Record<Language, string[]> = {
  en: [
    'dinner in Lisbon',
    'a walk by the river',
    'no museums',
    'we want to eat bunny chow',
    'sushi for lunch',
    'not Central Park',
    'budget 80 dollars',
    'tomorrow evening',
    'my wife Anna hates crowds',
    'cheap date in Krakow',
    'see the street art',
    "we don't drink",
    'something fun tmrw',
    'a plate of pierogi',
    'ride the cable car',
    'no parks please',
    'our 10th anniversary',
    'vegan and gluten free',
  ],
  es: [
    'cena en Medellín',
    'subir en el metrocable al Parque Arví',
    'una bandeja paisa de almuerzo',
    'café en Laureles',
    'presupuesto 200.000 pesos en total',
    'sin museos',
    'nada de parques',
    'mi novia Lucía',
    'el sábado por la tarde',
    'almorzamos juntos',
    'no tomamos alcohol',
    'tacos al pastor y mezcal',
  ],
  fr: [
    'dîner à Lyon',
    'une balade au bord du Rhône',
    'pas de musée',
    'ma copine Camille adore Monet',
    'budget 90 euros',
    'samedi soir',
    'on veut manger une galette saucisse',
    'sans alcool',
    'un verre en terrasse',
  ],
  pt: [
    'jantar em São Paulo',
    'comer pastel no mercadão',
    'sem parque',
    'minha namorada Beatriz',
    'uns 300 reais',
    'sábado à tarde',
    'pôr do sol na praia',
    'nada de álcool',
    'almoçamos na Liberdade',
  ],
  de: [
    'Abendessen in Wien',
    'Spaziergang an der Donau',
    'kein Museum',
    'meine Freundin Lena',
    'Budget 80 Euro',
    'Samstagabend',
    'Currywurst essen',
    'ohne Alkohol',
    'kein Fleisch',
  ],
  it: [
    'cena a Roma',
    'una passeggiata a Trastevere',
    'niente musei',
    'la mia ragazza Giulia',
    'budget 100 euro',
    'sabato sera',
    'mangiare cacio e pepe',
    'senza alcol',
    'un gelato',
  ],
};

const EXTRAS = [
  '😍',
  '🍣🍷',
  '!!',
  '???',
  '42',
  '3 hours',
  '19:30',
  '1万円',
  '2 lakh',
  'lol',
  '<3',
  '...',
  '2026',
];

/** A small seeded generator (mulberry32): the same seed gives the same descriptions. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` descriptions, each two to six fragments of one language, now and then another's or an extra. */
export function generatedDescriptions(count: number, seed = 29): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const languages = Object.keys(PHRASES) as Language[];
  const descriptions: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const language = pick(languages);
    const parts: string[] = [];
    const size = 2 + Math.floor(next() * 5);
    for (let part = 0; part < size; part += 1) {
      const roll = next();
      if (roll < 0.12) parts.push(pick(EXTRAS));
      else if (roll < 0.2) parts.push(pick(PHRASES[pick(languages)]));
      else parts.push(pick(PHRASES[language]));
    }
    descriptions.push(parts.join(pick([', ', '. ', ' ', ' and ', '; '])));
  }
  return descriptions;
}

/** What became of each generated description: planned, refused, failed its checks, or threw. */
export interface GeneratedOutcome {
  planned: number;
  refused: number;
  failed: string[];
  threw: string[];
}

/** Plans every description; a plan that breaks its own rules or throws is a failure. */
export function runGenerated(
  texts: string[],
  plan: (text: string) => { violations: unknown[] } | { refused: true },
): GeneratedOutcome {
  const outcome: GeneratedOutcome = { planned: 0, refused: 0, failed: [], threw: [] };
  for (const text of texts) {
    try {
      const result = plan(text);
      if ('refused' in result) outcome.refused += 1;
      else if (result.violations.length) outcome.failed.push(text);
      else outcome.planned += 1;
    } catch {
      outcome.threw.push(text);
    }
  }
  return outcome;
}
