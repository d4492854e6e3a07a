/**
 * How a plan reads, checked over the whole corpus: template holes (a slot left empty or filled with
 * the wrong thing), sentences repeated from plan to plan, and advice that belongs to another kind of
 * stop. Holes and advice are judged plan by plan; repetition only over many plans of one language.
 */
import type { PlanData } from '@contract/date-plans';
import type { DraftStop } from '../server/generation/draft';
import { familyOf, type Family, type KindId } from '../server/generation/kinds/kind-ids';
import type { Language } from '../server/generation/request';
import { sceneDayPart } from '../server/generation/write/anchor';
import { GRAMMARS } from '../server/generation/write/grammar/all-grammars';
import { LEADS } from '../server/generation/write/phrases/leads';
import { fold, proseFields, stepProse } from './checks';

/** One written plan and what it was written from. */
export interface WrittenPlan {
  id: string;
  language: Language;
  plan: PlanData;
  stops: readonly WrittenStop[];
  /** The places and neighbourhoods the person named ("Trastevere", "la Baixa"), as they wrote them. */
  named?: readonly string[];
  /** Local sunset, minutes after midnight, for advice that needs the sun. */
  sunset?: number | null;
}

type WrittenStop = Pick<DraftStop, 'kind' | 'placeName' | 'landmark' | 'wish' | 'requested'> &
  Partial<Pick<DraftStop, 'start' | 'end'>>;

export interface WritingFault {
  id: string;
  text: string;
  reason: string;
}

// ---------------------------------------------------------------------------------------------
// Holes

/** Words that need a noun after them: a preposition, or an article. */
const PREPOSITIONS: Record<Language, string[]> = {
  en: ['in', 'at', 'of', 'for', 'to', 'from', 'with', 'near', 'into', 'by'],
  es: ['en', 'de', 'del', 'al', 'con', 'para', 'por', 'desde', 'hacia'],
  fr: ['à', 'au', 'aux', 'de', 'du', 'des', 'en', 'dans', 'avec', 'pour', 'vers', 'chez', 'sur'],
  pt: ['em', 'no', 'na', 'nos', 'nas', 'de', 'do', 'da', 'dos', 'das', 'com', 'para', 'por', 'pelo', 'pela'],
  de: ['in', 'im', 'am', 'an', 'zum', 'zur', 'von', 'vom', 'mit', 'für', 'bei', 'beim', 'nach', 'aus'],
  it: ['a', 'al', 'alla', 'in', 'nel', 'nella', 'di', 'del', 'della', 'da', 'dal', 'con', 'per', 'su'],
};
/** Only English's are read: elsewhere articles double as pronouns (see holePatterns). */
const EN_ARTICLES = [...GRAMMARS.en.articles.definite, ...GRAMMARS.en.articles.indefinite];
/** Words that also end a clause as a verb's particle ("Stoßt an", "what they came for"). */
const PARTICLES: Record<Language, string[]> = {
  en: ['in', 'to', 'for', 'with', 'of', 'from', 'at', 'by', 'into'],
  es: [],
  fr: [],
  pt: [],
  de: ['an', 'mit', 'aus', 'nach', 'ein'],
  it: [],
};
/** A verb straight after a preposition means the noun between them is missing ("in is"). */
const VERBS: Record<Language, string[]> = {
  en: ['is', 'are', 'was'],
  es: ['es', 'son', 'y'],
  fr: ['est', 'sont', 'et', 'ou'],
  pt: ['é', 'são', 'ou'],
  de: ['ist', 'sind', 'und', 'oder'],
  it: ['è', 'sono'],
};
/** The words that open a condition: a lead that is one stacked on a sentence that is one is a hole. */
const IF: Record<Language, string[]> = {
  en: ['if'],
  es: ['si'],
  fr: ['si', 's’il', 's’ils'],
  pt: ['se', 'caso'],
  de: ['wenn', 'falls'],
  it: ['se', 'qualora'],
};
const AND: Record<Language, string[]> = {
  en: ['and'],
  es: ['y', 'e'],
  fr: ['et'],
  pt: ['e'],
  de: ['und'],
  it: ['e', 'ed'],
};

const words = (list: readonly string[]) =>
  list.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const B = "(?<![\\p{L}\\p{N}’'-])";
const E = "(?![\\p{L}\\p{N}’'-])";

function holePatterns(language: Language): { reason: string; pattern: RegExp }[] {
  const preps = PREPOSITIONS[language];
  const fixed = words(preps.filter((word) => !PARTICLES[language].includes(word)));
  // Articles double as pronouns ("il en reste une", "die die Geschichte", "cada um") except in English.
  const articles = language === 'en' ? `|${words(EN_ARTICLES)}` : '';
  const and = words(AND[language]);
  const condition = `${B}(?:${words(IF[language])})${E}`;
  return [
    { reason: 'doubled word', pattern: new RegExp(`${B}(${words(preps)}${articles}) \\1${E}`, 'iu') },
    {
      reason: 'dangling preposition or article',
      pattern: new RegExp(`${B}(?:${fixed}${articles})\\s*(?:[,.;:!?)]|$)`, 'u'),
    },
    {
      reason: 'preposition before a verb',
      pattern: new RegExp(
        `${B}(?:${language === 'en' ? 'in|at|of' : fixed}) (?:${words(VERBS[language])})${E}`,
        'u',
      ),
    },
    ...(language === 'en'
      ? [
          // "Hay-on-Wye in, and here it is"; "settle in," and "step in." are phrasal verbs.
          {
            reason: 'dangling preposition or article',
            pattern:
              /(?<!\b(?:settle|settling|leaning|lean|rush|yours|built|move|come|go|step|tuck|check|drop|dive|join|fit|sink|walk|tucked)) in[,.]/iu,
          },
          // "a pub in for a pint": the area between the two prepositions is missing.
          {
            reason: 'doubled preposition',
            pattern: /(?<!\b(?:settle|check|are|be|is|drop|come|go)) in (?:for|of|with|to|at)\b/iu,
          },
          {
            reason: 'article before a preposition',
            pattern: new RegExp(`${B}(?:a|an|the) (?:${fixed})${E}`, 'u'),
          },
        ]
      : []),
    {
      // "If you aim for 8:30 PM, if they don't take bookings, arrive early": a lead stacked on a sentence.
      reason: 'two conditions stacked',
      pattern: new RegExp(`(?:^|[.!?]\\s+)${condition}[^,\\n]*, ${condition}`, 'iu'),
    },
    {
      // "A tavola! a Brera", "On joue ? à Belleville": a title that ends in its own mark takes no place.
      reason: 'a place after an exclamation',
      pattern: new RegExp(`[!?…]\\s+(?:${words(preps)})\\s+\\p{Lu}`, 'u'),
    },
    ...(language === 'de'
      ? [
          // "Film ab ab 20:50 Uhr", "Licht aus, Film an ab 21 Uhr": a title's particle before the hour's "ab".
          { reason: 'doubled preposition', pattern: /(?<![\p{L}])(?:ab|an|aus|auf) ab (?=\d)/u },
        ]
      : []),
    { reason: 'empty slot', pattern: /\{\w+\}|\s[,.]|\(\s*\)|,\s*,|\s{2,}/u },
    {
      reason: 'a place repeated as its own area',
      pattern:
        /(?<![\p{L}])(?!Hand in Hand)(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*),? (?:in|en|à|em|no|na|a|im|nel|nella|in der|in the) \1(?![\p{L}])/u,
    },
    {
      reason: '"and … and" list',
      pattern: new RegExp(`,[^,.;:!?]*${B}(?:${and}) [^,.;:!?]+${B}(?:${and})${E}`, 'u'),
    },
  ];
}

/** English takes "a" for a vowel sound; a template that hard-codes it breaks on "a ice rink". */
const EN_ARTICLE = /(?<![\p{L}])a (?=[aeio][\p{L}])(?!one|euro|uni|use|usu)/iu;

/** Lists are written into titles, themes and the weather backup; elsewhere "and" twice is prose. */
export function findHoles(text: string, language: Language, list = true): string[] {
  const found = holePatterns(language)
    .filter(({ reason, pattern }) => (list || !reason.includes('and …')) && pattern.test(text))
    .map(({ reason }) => reason);
  if (language === 'en' && EN_ARTICLE.test(text)) found.push('"a" before a vowel');
  return found;
}

const prose = proseFields;

export function holesIn(written: WrittenPlan): WritingFault[] {
  const { plan } = written;
  const lists = new Set([
    plan.date_title,
    plan.overall_theme_description,
    plan.alternative_suggestion_summary,
  ]);
  const texts = [...prose(plan), ...plan.steps.map((step) => step.to_location_address)];
  // A place's own "and" ("Camera Obscura and World of Illusions") joins no list.
  const names = written.stops.flatMap((stop) => (stop.placeName ? [stop.placeName] : []));
  // Each name its own stand-in: "from Cerro de la Cruz to Volcán de Agua" is no place repeated.
  const unnamed = (text: string) =>
    names.reduce((out, name, index) => out.split(name).join(`X${'abcdefghij'[index % 10]}`), text);
  return texts.flatMap((text) =>
    findHoles(unnamed(text), written.language, lists.has(text)).map((reason) => ({
      id: written.id,
      text,
      reason,
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Advice that does not fit the stop

interface AdviceRule {
  name: string;
  /** Folded stems that mark the advice, per language. */
  stems: Record<Language, string[]>;
  /** Where (and when) the advice belongs; anywhere else it is a mismatch. */
  fits: (kind: KindId, family: Family, stop: WrittenStop, sunset: number | null) => boolean;
}

const EATS: ReadonlySet<Family> = new Set(['coffee', 'sweet', 'meal', 'street_food', 'drinks', 'tasting']);
const SEATED = new Set<Family>([...EATS, 'music', 'dance', 'stage', 'screen', 'class', 'wellness']);
const WORSHIP = new Set<KindId>(['church', 'temple', 'historic_site', 'old_town_walk', 'architecture_tour']);
const STAFFED: ReadonlySet<Family> = new Set([
  ...EATS,
  'music',
  'stage',
  'culture',
  'class',
  'wellness',
  'shopping',
  'play',
  'attraction',
  'stars',
  'water',
]);

const ADVICE_RULES: AdviceRule[] = [
  {
    name: 'table booking',
    stems: {
      en: ['book a table', 'reserve a table', 'a table'],
      es: ['reservar mesa', 'reserva mesa', 'una mesa'],
      fr: ['reserver une table', 'reservez une table', 'une table'],
      pt: ['reservar mesa', 'reserve mesa', 'uma mesa'],
      de: ['tisch reservieren', 'einen tisch', 'tisch'],
      it: ['prenotare un tavolo', 'prenota un tavolo', 'un tavolo'],
    },
    fits: (_, family) => SEATED.has(family) || family === 'play',
  },
  {
    name: 'church dress code',
    stems: {
      en: ['covered shoulders', 'churches and temples', 'services usually pause'],
      es: ['hombros y rodillas', 'iglesias y templos', 'templos e iglesias'],
      fr: ['epaules et genoux', 'lieu de culte', 'eglises et temples'],
      pt: ['ombros e joelhos', 'igrejas e templos'],
      de: ['schultern und knie', 'gotteshaus', 'kirchen und tempel'],
      it: ['spalle e ginocchia', 'luoghi di culto', 'chiese e templi'],
    },
    fits: (kind) => WORSHIP.has(kind),
  },
  {
    name: 'asking the staff',
    stems: {
      en: ['ask the staff', 'staff'],
      es: ['al personal', 'pregunta al camarero'],
      fr: ['au personnel', 'demandez au serveur'],
      pt: ['a equipe', 'a equipa', 'ao pessoal'],
      de: ['das personal', 'beim personal'],
      it: ['al personale', 'chiedete allo staff'],
    },
    fits: (_, family) => STAFFED.has(family),
  },
  {
    name: 'ordering food or drink',
    stems: {
      en: ['the kitchen', 'the menu', 'order a few dishes'],
      es: ['la cocina', 'la carta'],
      fr: ['la cuisine', 'la carte'],
      pt: ['a cozinha', 'o cardapio'],
      de: ['die kuche', 'die speisekarte'],
      it: ['la cucina', 'il menu'],
    },
    fits: (kind, family) => EATS.has(family) || family === 'class' || kind === 'picnic',
  },
  {
    name: 'sun protection',
    stems: {
      en: ['sunscreen'],
      es: ['protector solar'],
      fr: ['creme solaire'],
      pt: ['protetor solar'],
      de: ['sonnencreme'],
      it: ['crema solare'],
    },
    // Unknown hours (a hand-made plan) are given the benefit of the doubt.
    fits: (_kind, _family, { end }, sunset) => end === undefined || sunset == null || end <= sunset,
  },
  {
    name: 'advice for the dark',
    stems: {
      en: ['after dark'],
      es: ['caminos iluminados'],
      fr: ['chemins eclaires'],
      pt: ['caminhos iluminados'],
      de: ['beleuchteten'],
      it: ['percorsi illuminati'],
    },
    // A stop any part of which is after sunset may need it; one wholly in daylight does not.
    fits: (_kind, _family, { end }, sunset) => end === undefined || sunset == null || end > sunset,
  },
  {
    name: 'a daylight scene after dark',
    stems: {
      en: ['sunlight', 'changing light', 'light dancing', 'in the middle of the day', 'sunset or sunrise'],
      es: [
        'luz cambiante',
        'luz filtrada',
        'a mitad del dia',
        'luz bailando',
        'hora del atardecer o del amanecer',
      ],
      fr: ['lumiere changeante', 'un peu de soleil', 'un lever ou un coucher de soleil'],
      pt: ['luz que muda', 'luz filtrada', 'no meio do dia', 'reflexos de luz', 'do nascer do sol'],
      de: ['wechselndes licht', 'ein bisschen sonne', 'sonnenauf- oder -untergang'],
      it: ['luce che cambia', "un po' di sole", "un'alba o un tramonto"],
    },
    // Sunlight on a walk that starts an hour after sunset is a note written for another hour.
    fits: (_kind, _family, { start }, sunset) =>
      start === undefined || sunset == null || sceneDayPart(start, sunset) !== 'night',
  },
];

const stemIn = (text: string, stem: string) =>
  new RegExp(`(?<![\\p{L}])${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text);

export function mismatchedAdvice(written: WrittenPlan): WritingFault[] {
  return written.plan.steps.flatMap((step, index) => {
    const stop = written.stops[index];
    if (!stop) return [];
    const family = familyOf(stop.kind);
    const advice = [
      step.booking_recommendation,
      step.notes_or_tips,
      ...step.activities,
      step.ambiance_description,
    ];
    const misfits = ADVICE_RULES.filter(
      (rule) => !rule.fits(stop.kind, family, stop, written.sunset ?? null),
    );
    return misfits.flatMap((rule) =>
      advice
        .filter((text) => rule.stems[written.language].some((stem) => stemIn(fold(text), stem)))
        .map((text) => ({ id: written.id, text, reason: `${rule.name} on ${stop.kind}` })),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Repetition

export const SENTENCE_SHARE = 3;
export const STEP_TEXT_SHARE = 5;

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=\p{Lu}|[¡¿])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** The person's own words: what they wished for and the places and neighbourhoods they named. */
function ownWords(written: WrittenPlan): string[] {
  return [
    ...written.stops.flatMap((stop) => [
      stop.wish,
      stop.placeName && !stop.landmark ? stop.placeName : undefined,
    ]),
    ...(written.named ?? []),
  ]
    .filter((word): word is string => Boolean(word))
    .map(fold);
}

export interface Repeated {
  text: string;
  count: number;
  /** Of plans (sentences) or of steps (step texts) in the language. */
  total: number;
  share: number;
}

function mostRepeated(counts: Map<string, number>, total: number, limit: number): Repeated[] {
  return [...counts.entries()]
    .map(([text, count]) => ({ text, count, total, share: total ? (count / total) * 100 : 0 }))
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
    .filter((row, index) => index === 0 || row.share > limit);
}

/** The openings the writer puts before a general sentence to tie it to one stop, as patterns. */
const LEAD_PATTERNS = new Map(
  (Object.keys(LEADS) as Language[]).map((language) => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    const openings = strings(LEADS[language]).filter((lead) => /[,:]\s*$/u.test(lead) && lead.includes('{'));
    const source = openings
      .map((lead) =>
        lead
          .trim()
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\{\w+\}/g, '.{1,80}?'),
      )
      .join('|');
    return [language, new RegExp(`^(?:${source})\\s+`, 'iu')];
  }),
);

/** A sentence without the lead that ties it to its stop: what a reader of several plans sees again. */
export const bodyOf = (sentence: string, language: Language): string =>
  sentence.replace(LEAD_PATTERNS.get(language) ?? /^$/u, '').toLocaleLowerCase(language);

/** Per language: the sentences in more plans than allowed (or the most repeated one when none). */
export function repeatedSentences(
  plans: readonly WrittenPlan[],
  as: (sentence: string, language: Language) => string = (sentence) => sentence,
): Map<Language, Repeated[]> {
  const byLanguage = new Map<Language, Map<string, number>>();
  const plansOf = new Map<Language, number>();
  for (const written of plans) {
    const own = ownWords(written);
    const counts = byLanguage.get(written.language) ?? new Map<string, number>();
    byLanguage.set(written.language, counts);
    plansOf.set(written.language, (plansOf.get(written.language) ?? 0) + 1);
    const sentences = new Set(
      prose(written.plan)
        .flatMap(sentencesOf)
        .filter((sentence) => !own.some((word) => fold(sentence).includes(word))),
    );
    const seen = new Set([...sentences].map((sentence) => as(sentence, written.language)));
    for (const sentence of seen) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  }
  return new Map(
    [...byLanguage].map(([language, counts]) => [
      language,
      mostRepeated(counts, plansOf.get(language) ?? 0, SENTENCE_SHARE),
    ]),
  );
}

/** Per language: step texts (a description, an activity, a tip…) in more steps than allowed. */
export function repeatedStepTexts(plans: readonly WrittenPlan[]): Map<Language, Repeated[]> {
  const byLanguage = new Map<Language, Map<string, number>>();
  const stepsOf = new Map<Language, number>();
  for (const written of plans) {
    const own = ownWords(written);
    const counts = byLanguage.get(written.language) ?? new Map<string, number>();
    byLanguage.set(written.language, counts);
    for (const step of written.plan.steps) {
      stepsOf.set(written.language, (stepsOf.get(written.language) ?? 0) + 1);
      const texts = new Set(stepProse(step).filter((text) => !own.some((word) => fold(text).includes(word))));
      for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
    }
  }
  return new Map(
    [...byLanguage].map(([language, counts]) => [
      language,
      mostRepeated(counts, stepsOf.get(language) ?? 0, STEP_TEXT_SHARE),
    ]),
  );
}

export interface Repetition {
  sentences: Map<Language, Repeated[]>;
  stepTexts: Map<Language, Repeated[]>;
  /** No sentence or step text over its limit in any language. */
  pass: boolean;
}

/** How often sentences and step texts repeat in one population of plans (shares depend on it). */
export function checkRepetition(plans: readonly WrittenPlan[]): Repetition {
  const sentences = repeatedSentences(plans);
  const stepTexts = repeatedStepTexts(plans);
  const over = (rows: Map<Language, Repeated[]>, limit: number) =>
    [...rows.values()].some((list) => list.some((row) => row.share > limit));
  return {
    sentences,
    stepTexts,
    pass: !over(stepTexts, STEP_TEXT_SHARE) && !over(sentences, SENTENCE_SHARE),
  };
}

export interface WritingReport extends Repetition {
  holes: WritingFault[];
  mismatched: WritingFault[];
  /** No holes, no mismatched advice, no sentence or step text over its limit: what the eval run needs. */
  pass: boolean;
}

export function checkWriting(plans: readonly WrittenPlan[]): WritingReport {
  const holes = plans.flatMap(holesIn);
  const mismatched = plans.flatMap(mismatchedAdvice);
  const repetition = checkRepetition(plans);
  return { ...repetition, holes, mismatched, pass: !holes.length && !mismatched.length && repetition.pass };
}
