import type { KindId } from '../kinds/kind-ids';
import type { Constraint, DayPart, Language, Mood, Occasion } from '../request';
import { LEXICONS } from './lexicons/all-lexicons';
import { entriesOf, PhraseIndex } from './matcher';
import type { NegationCues } from './negation';

export interface CompiledLexicon {
  kinds: PhraseIndex<KindId>;
  constraints: PhraseIndex<Constraint>;
  negatedConstraints: PhraseIndex<Constraint>;
  occasions: PhraseIndex<Occasion>;
  occasionForms: PhraseIndex<Occasion>;
  moods: PhraseIndex<Mood>;
  dayParts: PhraseIndex<DayPart>;
  abuse: PhraseIndex<true>;
  cues: NegationCues;
}

const cache = new Map<Language, CompiledLexicon>();

/** Phrases that only say a thing is there, each with the value true. */
export const flags = (phrases: string[]) => phrases.map((phrase) => [true, phrase] as [true, string]);

/**
 * The language's phrases, then English ones: people mix English words into other languages
 * ("brunch", "rooftop"), and the language's own reading wins where both match.
 */
export function compiledLexicon(language: Language): CompiledLexicon {
  const cached = cache.get(language);
  if (cached) return cached;
  const own = LEXICONS[language];
  const english = LEXICONS.en;
  const both = <K extends string>(pick: (lexicon: typeof own) => Partial<Record<K, readonly string[]>>) =>
    language === 'en' ? entriesOf(pick(own)) : [...entriesOf(pick(own)), ...entriesOf(pick(english))];
  const compiled: CompiledLexicon = {
    // Kinds match word forms too: "almorzamos", "jantamos", "wanderten" are the lexicon's verbs.
    kinds: new PhraseIndex(
      both((lexicon) => lexicon.kinds),
      language,
      { stems: true },
    ),
    constraints: new PhraseIndex(
      both((lexicon) => lexicon.constraints),
      language,
    ),
    negatedConstraints: new PhraseIndex(
      both((lexicon) => lexicon.negatedConstraints),
      language,
    ),
    occasions: new PhraseIndex(
      both((lexicon) => lexicon.occasions),
      language,
    ),
    // Occasions by word form too ("reconciliarme" for "reconciliarnos"), read only when no phrase
    // matched as written: "cumplimos 35 años de casados" is an anniversary, not a "cumple".
    occasionForms: new PhraseIndex(
      both((lexicon) => lexicon.occasions),
      language,
      { stems: true },
    ),
    moods: new PhraseIndex(entriesOf(own.moods), language),
    dayParts: new PhraseIndex(entriesOf(own.dayParts), language),
    abuse: new PhraseIndex(flags([...own.abuse, ...(language === 'en' ? [] : english.abuse)]), language),
    cues: {
      // English cues stay English: Portuguese "no" means "in the".
      before: new PhraseIndex(flags(own.negations), language, { smallAsWritten: true }),
      after: new PhraseIndex(flags(own.postNegations), language, { smallAsWritten: true }),
      breakers: new PhraseIndex(flags(own.scopeBreakers), language, { smallAsWritten: true }),
    },
  };
  cache.set(language, compiled);
  return compiled;
}
