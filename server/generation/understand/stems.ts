import { newStemmer } from 'snowball-stemmers';
import type { Language } from '../request';
import { fold } from './text';

const SNOWBALL_NAMES: Record<Language, string> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  pt: 'portuguese',
  de: 'german',
  it: 'italian',
};

const stemmers = new Map<Language, (word: string) => string>();

/**
 * The Snowball stem of a folded word, folded again (the French stemmer keeps accents): "almorzamos"
 * and "almorzar" both give "almorz", "jantamos" and "jantar" "jant", "wanderten" and "wandern" "wand…".
 */
export function stemOf(word: string, language: Language): string {
  let stem = stemmers.get(language);
  if (!stem) {
    const stemmer = newStemmer(SNOWBALL_NAMES[language]);
    stem = (text: string) => fold(stemmer.stem(text));
    stemmers.set(language, stem);
  }
  return stem(word);
}

/**
 * Verb endings the Snowball stemmers leave on ("dînons", "ceniamo", "wanderten"), with the infinitive
 * ending to put back: the lexicons list verbs in the infinitive.
 */
const CONJUGATIONS: Record<Language, [RegExp, string[]][]> = {
  en: [[/(?:ed|ing)$/, ['', 'e']]],
  es: [[/(?:amos|emos|imos|aremos|eremos|iremos|abamos|aron|ieron|ando|iendo|amos)$/, ['ar', 'er', 'ir']]],
  fr: [[/(?:ons|ez|erons|erez|ions|iez|ait|aient|e|es|ent|ee|ees)$/, ['er', 'ir', 're']]],
  pt: [[/(?:amos|emos|imos|aremos|eremos|iremos|ando|endo|indo|aram|eram)$/, ['ar', 'er', 'ir']]],
  de: [[/(?:ten|te|tet|t|en|e|st)$/, ['en', 'n']]],
  it: [[/(?:iamo|ate|ete|ite|ato|uto|ito|ando|endo|eremo|iremo|eremo)$/, ['are', 'ere', 'ire']]],
};

/** The infinitives a conjugated form may come from: "ceniamo" → "cenare", "cenere", "cenire". */
export function infinitivesOf(word: string, language: Language): string[] {
  const found: string[] = [];
  for (const [ending, infinitives] of CONJUGATIONS[language]) {
    const root = word.replace(ending, '');
    if (root === word || root.length < 3) continue;
    for (const infinitive of infinitives) found.push(root + infinitive);
  }
  return found;
}
