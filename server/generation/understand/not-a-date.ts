import type { Language } from '../request';
import { flags } from './compiled-lexicon';
import { PhraseIndex, type MatchToken } from './matcher';

/**
 * Requests to harm the other person: drugging them, spiking a drink, acting against their consent,
 * following them. Never planned, whatever else the text holds. Surprise words ("without her
 * knowing where we go") are left out: a surprise date is a date.
 */
const HARM: Record<Language, string[]> = {
  en: [
    'spike her drink',
    'spike his drink',
    'spike their drink',
    'spike a drink',
    'spike her',
    'spiking her drink',
    'roofie',
    'roofies',
    'rohypnol',
    'ghb',
    'drug her',
    'drug him',
    'drugging her',
    'slip something in her drink',
    'slip something into her drink',
    'slip something in his drink',
    'put something in her drink',
    'without her consent',
    'without his consent',
    'even if she says no',
    'stalk her',
    'stalking her',
    'track her phone',
    'follow her home',
  ],
  es: [
    'drogarla',
    'drogarlo',
    'burundanga',
    'echarle algo en la bebida',
    'echarle algo en su bebida',
    'echarle algo en el trago',
    'sin su consentimiento',
    'aunque diga que no',
    'seguirla a su casa',
  ],
  fr: [
    'la droguer',
    'le droguer',
    'droguer son verre',
    'mettre quelque chose dans son verre',
    'sans son consentement',
    'même si elle dit non',
    'la suivre chez elle',
  ],
  pt: [
    'drogar ela',
    'dopar ela',
    'boa noite cinderela',
    'colocar algo na bebida dela',
    'colocar alguma coisa na bebida dela',
    'sem o consentimento dela',
    'mesmo que ela diga não',
  ],
  de: [
    'k.o. tropfen',
    'ko tropfen',
    'k.o.-tropfen',
    'ko-tropfen',
    'unter drogen setzen',
    'etwas ins getränk',
    'ohne ihre zustimmung',
    'auch wenn sie nein sagt',
  ],
  it: [
    'drogarla',
    'drogarlo',
    'mettere qualcosa nel suo bicchiere',
    'mettere qualcosa nel bicchiere',
    'senza il suo consenso',
    'anche se dice di no',
  ],
};

/**
 * Asking for another kind of work, a piece of writing or code ("write me a cover letter", "une lettre
 * de motivation", "mi tarea"): no date is asked for unless date words or wishes stand beside it.
 */
const OTHER_TASKS: Record<Language, string[]> = {
  en: [
    'cover letter',
    'motivation letter',
    'resume',
    'my cv',
    'a cv',
    'my homework',
    'homework',
    'an essay',
    'my essay',
    'my thesis',
    'write code',
    'python script',
    'fix my code',
    'translate this',
    'summarize this',
    'summarise this',
    'business plan',
    'job application',
  ],
  es: [
    'carta de presentación',
    'carta de motivación',
    'mi currículum',
    'mi tarea',
    'un ensayo',
    'mi tesis',
    'traduce esto',
  ],
  fr: [
    'lettre de motivation',
    'mon cv',
    'mes devoirs',
    'une dissertation',
    'ma thèse',
    'traduis ce texte',
    'candidature',
  ],
  pt: [
    'carta de apresentação',
    'meu currículo',
    'meu dever de casa',
    'minha tese',
    'uma redação',
    'traduza isso',
  ],
  de: [
    'anschreiben',
    'bewerbungsschreiben',
    'lebenslauf',
    'hausaufgaben',
    'meine hausarbeit',
    'übersetze das',
  ],
  it: [
    'lettera di presentazione',
    'lettera di motivazione',
    'il mio curriculum',
    'i miei compiti',
    'un tema',
    'la mia tesi',
  ],
};

const compiled = new Map<Language, { harm: PhraseIndex<true>; tasks: PhraseIndex<true> }>();

function indexesOf(language: Language) {
  const cached = compiled.get(language);
  if (cached) return cached;
  // People mix English into other languages ("roofie", "cover letter"); English is read everywhere.
  const withEnglish = (lists: Record<Language, string[]>) =>
    flags([...lists[language], ...(language === 'en' ? [] : lists.en)]);
  const result = {
    harm: new PhraseIndex(withEnglish(HARM), language),
    tasks: new PhraseIndex(withEnglish(OTHER_TASKS), language),
  };
  compiled.set(language, result);
  return result;
}

/** Whether the text asks to harm the other person. */
export const asksForHarm = (tokens: MatchToken[], language: Language): boolean =>
  indexesOf(language).harm.find(tokens).length > 0;

/** Whether the text asks for another kind of work (a letter, homework, code). */
export const asksForOtherWork = (tokens: MatchToken[], language: Language): boolean =>
  indexesOf(language).tasks.find(tokens).length > 0;
