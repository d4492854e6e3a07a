import type { Language } from '../../request';

/**
 * How a couple is addressed where the plan takes place. Spain says "vosotros" ("reservad", "vuestra
 * velada") and Portugal "vós" possessives ("a vossa manhã", "convosco"); the rest of the Spanish- and
 * Portuguese-speaking world says "ustedes" and "vocês", and reads the others as foreign. The phrase
 * files are written in the Iberian forms; outside Spain and Portugal (and where the country is not
 * known: "ustedes" and "vocês" are understood everywhere) each form is said the regional way.
 */

/** Countries that address a couple as "vosotros" (Spanish) or with "vosso"/"convosco" (Portuguese). */
const IBERIAN: Partial<Record<Language, ReadonlySet<string>>> = {
  es: new Set(['ES']),
  // Lusophone Africa, Timor-Leste and Macau follow the European norm.
  pt: new Set(['PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL', 'MO']),
};

/**
 * Each Iberian form the phrase files use, with its regional form. Pronouns and possessives are the
 * whole closed class; verbs are the forms the templates say (a new one without its pair fails the
 * register test, which reads every template).
 */
const REGIONAL: Partial<Record<Language, Record<string, string>>> = {
  es: {
    vosotros: 'ustedes',
    vosotras: 'ustedes',
    vuestro: 'su',
    vuestra: 'su',
    vuestros: 'sus',
    vuestras: 'sus',
    os: 'les',
    perderos: 'perderse',
    poneros: 'ponerse',
    sentaros: 'sentarse',
    estáis: 'están',
    tenéis: 'tienen',
    compartís: 'comparten',
    querréis: 'querrán',
    volváis: 'vuelvan',
    vais: 'van',
    acordad: 'acuerden',
    reservad: 'reserven',
    celebrad: 'celebren',
    contad: 'cuenten',
    haced: 'tomen',
    planead: 'planeen',
    empezad: 'empiecen',
    elegid: 'elijan',
    buscad: 'busquen',
  },
  pt: {
    'só vosso': 'só de vocês',
    'só vossa': 'só de vocês',
    vosso: 'seu',
    vossa: 'sua',
    vossos: 'seus',
    vossas: 'suas',
    convosco: 'com vocês',
  },
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per language: every Iberian form as a whole word, in any case, longest first. */
const PATTERNS = Object.fromEntries(
  Object.entries(REGIONAL).map(([language, forms]) => [
    language,
    new RegExp(
      `(?<![\\p{L}’'-])(${Object.keys(forms)
        .sort((a, b) => b.length - a.length)
        .map(escape)
        .join('|')})(?![\\p{L}’'])`,
      'giu',
    ),
  ]),
) as Partial<Record<Language, RegExp>>;

/** Keeps the capital of the word replaced: "Reservad pronto" → "Reserven pronto". */
const sameCase = (from: string, to: string) =>
  /^\p{Lu}/u.test(from) ? to.charAt(0).toUpperCase() + to.slice(1) : to;

/** Whether a plan in this language and country keeps the Iberian forms. */
export const saysIberian = (language: Language, country: string | null): boolean =>
  Boolean(country && IBERIAN[language]?.has(country));

/** The text as the plan's region addresses a couple; English, French, German and Italian are unchanged. */
export function inRegister(text: string, language: Language, country: string | null): string {
  const pattern = PATTERNS[language];
  const forms = REGIONAL[language];
  if (!pattern || !forms || saysIberian(language, country)) return text;
  return text.replace(pattern, (word) => sameCase(word, forms[word.toLowerCase()] ?? word));
}
