/**
 * Numbers written in words, as people write amounts ("fifty euros", "une vingtaine d'euros", "una
 * ventina di euro a testa", "zwanzig Euro", "cien pesos"): units, tens, hundreds and thousands of the
 * six languages, joined the ways each language joins them ("twenty-five", "veinticinco", "vingt-cinq",
 * "fünfundzwanzig", "venticinque", "vinte e cinco"), and the words for "about twenty" and "a dozen".
 * Folded words only (see text.ts). Hand-written: the recognizers that read these (decision 011) cost
 * hundreds of megabytes for the few phrases they would add.
 */

import { NUMBER_WORDS } from './numbers';

/** The units one to twelve come from the time and money readers' number words; these are the rest. */
const MORE_UNITS: Record<string, number> = {
  fifteen: 15,
  quince: 15,
  quinze: 15,
  funfzehn: 15,
  quindici: 15,
};

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  nonante: 90,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta_: 70,
  oitenta: 80,
  noventa_: 90,
  zwanzig: 20,
  dreissig: 30,
  dreißig: 30,
  vierzig: 40,
  funfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
  venti: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  sessanta: 60,
  settanta: 70,
  ottanta: 80,
  novanta: 90,
};

const HUNDREDS: Record<string, number> = {
  hundred: 100,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  quinientos: 500,
  cent: 100,
  cents: 100,
  cem: 100,
  cento: 100,
  duzentos: 200,
  trezentos: 300,
  quinhentos: 500,
  hundert: 100,
  einhundert: 100,
  zweihundert: 200,
  dreihundert: 300,
  funfhundert: 500,
  duecento: 200,
  trecento: 300,
  cinquecento: 500,
};

const THOUSANDS = new Set(['thousand', 'mil', 'mille', 'tausend', 'mila']);

/** "About twenty", "a dozen": the round number they stand for. */
const ROUND: Record<string, number> = {
  dozen: 12,
  docena: 12,
  douzaine: 12,
  duzia: 12,
  dutzend: 12,
  dozzina: 12,
  decena: 10,
  dizaine: 10,
  dezena: 10,
  decina: 10,
  veintena: 20,
  vingtaine: 20,
  vintena: 20,
  ventina: 20,
  treintena: 30,
  trentaine: 30,
  trentina: 30,
  quarantaine: 40,
  quarantina: 40,
  cinquantaine: 50,
  cinquantina: 50,
  centaine: 100,
  centinaio: 100,
  centenar: 100,
  centena: 100,
};

const clean = (word: string) => word.replace(/_$/u, '');
const table = (record: Record<string, number>) =>
  new Map(Object.entries(record).map(([word, value]) => [clean(word), value]));
const UNIT = table({ ...NUMBER_WORDS, ...MORE_UNITS });
const TEN = table(TENS);
const HUNDRED = table(HUNDREDS);
const ROUNDS = table(ROUND);

/** Links inside a spelled number: "vinte e cinco", "treinta y dos", "fünfundzwanzig" is one word. */
const LINKS = new Set(['and', 'y', 'e', 'et', 'und']);

/** Spanish, Italian and German numbers written as one word: "veinticinco", "ventidue", "fünfundzwanzig". */
function glued(word: string): number | null {
  const german = /^(\p{L}+?)und(\p{L}+ig)$/u.exec(word);
  if (german && UNIT.has(german[1] ?? '') && TEN.has(german[2] ?? ''))
    return (UNIT.get(german[1] ?? '') ?? 0) + (TEN.get(german[2] ?? '') ?? 0);
  if (word.startsWith('veinti') && UNIT.has(word.slice(6))) return 20 + (UNIT.get(word.slice(6)) ?? 0);
  for (const [ten, value] of TEN) {
    const rest = word.startsWith(ten.slice(0, -1)) ? word.slice(ten.length - 1) : '';
    if (rest && ten.endsWith('i') && UNIT.has(rest) && /^[aeiou]/u.test(rest))
      return value + (UNIT.get(rest) ?? 0);
    if (word.startsWith(ten) && UNIT.has(word.slice(ten.length)))
      return value + (UNIT.get(word.slice(ten.length)) ?? 0);
  }
  return null;
}

function wordValue(word: string): { value: number; kind: 'unit' | 'ten' | 'hundred' | 'round' } | null {
  if (UNIT.has(word)) return { value: UNIT.get(word) as number, kind: 'unit' };
  if (TEN.has(word)) return { value: TEN.get(word) as number, kind: 'ten' };
  if (HUNDRED.has(word)) return { value: HUNDRED.get(word) as number, kind: 'hundred' };
  if (ROUNDS.has(word)) return { value: ROUNDS.get(word) as number, kind: 'round' };
  const value = glued(word);
  return value === null ? null : { value, kind: 'ten' };
}

export interface SpelledNumber {
  value: number;
  /** How many words it took, links included. */
  words: number;
}

/**
 * The number spelled by the words from the first on, or null. A lone unit is no amount ("one euro"
 * rarely, "un bar" often): only tens, hundreds, thousands, round numbers and units joined to them count.
 */
export function spelledNumber(words: readonly string[]): SpelledNumber | null {
  let total = 0;
  let current = 0;
  let used = 0;
  let big = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as string;
    if (LINKS.has(word) && used > 0 && wordValue(words[index + 1] ?? '')) continue;
    if (THOUSANDS.has(word) && used > 0) {
      total += (current || 1) * 1000;
      current = 0;
      used = index + 1;
      big = true;
      continue;
    }
    // "quatre-vingt(s)": four twenties.
    if ((word === 'vingt' || word === 'vingts') && current === 4) {
      current = 80;
      used = index + 1;
      big = true;
      continue;
    }
    const read = wordValue(word);
    if (!read) break;
    if (read.kind === 'hundred') current = (current || 1) * read.value;
    // "una ventina", "une centaine": the one before a round number is its article.
    else if (read.kind === 'round' && current === 1) current = read.value;
    else current += read.value;
    if (read.kind !== 'unit') big = true;
    used = index + 1;
  }
  const value = total + current;
  return used && big && value > 0 ? { value, words: used } : null;
}
