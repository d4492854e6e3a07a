import nlp from 'compromise';
import type { Language } from '../request';
import { infinitivesOf } from './stems';
import { isUnknownInfinitive } from './verb-cues';

/** Languages whose verb endings say a verb before a name: "Portare Chiara", "Llevamos a Paloma". */
const CONJUGATED_ENDINGS: ReadonlySet<Language> = new Set(['es', 'pt', 'it']);

/**
 * A word that opens a sentence and is a verb ("Taking Florence out", "Emmener Chloé", "Portare
 * Chiara", "Invitiamo Giulia"): the capital is the sentence's, so the word is no part of a name after
 * it. English is read by compromise; the Romance languages by their infinitive and person endings
 * (French only by the infinitive: its other endings are those of names, "Marie", "Claire").
 */
export function isOpeningVerb(word: string, language: Language): boolean {
  const lower = word.toLowerCase();
  if (language === 'en') {
    const tags: string[] = nlp(lower).terms().json()[0]?.terms?.[0]?.tags ?? [];
    return tags.includes('Verb') && !tags.includes('Noun');
  }
  if (isUnknownInfinitive(lower, language)) return true;
  return CONJUGATED_ENDINGS.has(language) && infinitivesOf(lower, language).length > 0;
}
