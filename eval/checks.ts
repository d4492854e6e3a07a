/**
 * Checks of one planned description against what its corpus case expects. Every check reads the
 * structured draft (times in minutes, costs in numbers) and the written plan the person sees, and
 * reports one outcome per thing it verified, so a failure says exactly what went wrong.
 */
import { isDeepStrictEqual } from 'node:util';
import { franc } from 'franc-min';
import SunCalc from 'suncalc';
import type { PlanData, Step } from '@contract/date-plans';
import {
  isAfterDark,
  landmarkFits,
  landmarkKindsFor,
  landmarkRulesOf,
} from '../server/generation/compose/landmarks';
import type { PlanResult } from '../server/generation/pipeline';
import { familyOf, isKindId, type KindId } from '../server/generation/kinds/kind-ids';
import { parseClock } from '../server/generation/world/local-time';
import type { KindTag } from '../server/generation/kinds/kind-info';
import {
  LANGUAGES,
  OCCASIONS,
  type Language,
  type Occasion,
  type Refusal,
} from '../server/generation/request';
import { landmarksIn } from '../server/generation/world/landmarks/all-landmarks';
import { sameArea } from '../server/generation/compose/areas';
import { nearArea, staysNearNamedArea } from '../server/generation/compose/choose-landmarks';
import { namedAreaOf } from '../server/generation/compose/time-schedule';
import { landmarkOpeningHours } from '../server/generation/world/landmarks/landmark-hours';
import type { Landmark } from '../server/generation/world/landmark-types';
import { openForVisit, openIntervals } from '../server/generation/world/opening-hours';
import { mapsSearchUrl } from '@contract/maps';
import { safeWebUrl } from '../src/features/plans/safe-links';

export interface CaseBudget {
  max: number;
  /** ISO 4217 of the amount as the person wrote it. */
  currency: string;
  /** "couple": for everyone on the date together; "person": for each of them. */
  per: 'couple' | 'person';
}

export interface Expectations {
  language?: Language;
  refuse?: boolean;
  city?: string;
  country?: string;
  currency?: string;
  namedPlaces?: string[];
  kinds?: KindId[];
  anyKind?: KindId[][];
  excludedKinds?: KindId[];
  excludedTags?: KindTag[];
  excludedWords?: string[];
  /** Local clock times "HH:MM"; an end earlier than the start (or before 06:00) is the next day. */
  window?: { start?: string; end?: string };
  maxMinutes?: number;
  budget?: CaseBudget;
  occasion?: Occasion;
  sunset?: boolean;
  /** The named place the sunset is watched from ("sunset at Sacré-Coeur"); needs `sunset`. */
  sunsetAt?: string;
  localDinner?: boolean;
}

export interface EvalCase {
  id: string;
  text: string;
  expect: Expectations;
}

export const CHECK_KINDS = [
  'language',
  'refuse',
  'place',
  'named',
  'kinds',
  'exclusions',
  'window',
  'budget',
  'occasion',
  'sunset',
  'localDinner',
  'determinism',
  'sanity',
  'landmark',
] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export interface CheckOutcome {
  kind: CheckKind;
  pass: boolean;
  detail: string;
}

/** planOffline for the same description, as another variant (0 is the one under test). */
export type Rerun = (text: string, variant: number) => PlanResult | Refusal;

export type CheckFn = (c: EvalCase, result: PlanResult | Refusal, rerun: Rerun) => CheckOutcome[];

/** What the checks need from the engine's world data; injected so the checks are testable on their own. */
export interface World {
  /** Undefined when there is no rate for either currency. */
  convert(amount: number, from: string, to: string): number | undefined;
  tagsOf(kind: KindId): readonly KindTag[];
}

const TAG_SET: Record<KindTag, true> = {
  alcohol: true,
  bar: true,
  outdoor: true,
  indoor: true,
  food: true,
  free: true,
  active: true,
  water: true,
  nightlife: true,
  loud: true,
  crowded: true,
  quiet: true,
  sunset: true,
  needs_booking: true,
  meat: true,
  not_step_free: true,
  pet_friendly: true,
  romantic: true,
  culture: true,
  seasonal_winter: true,
};
export const KIND_TAGS = Object.keys(TAG_SET) as KindTag[];

// ---------------------------------------------------------------------------------------------
// Text helpers

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole word or phrase, folded; a regular plural ("wines", "bars") counts as the word. */
export function containsWord(text: string, word: string): boolean {
  const phrase = fold(word)
    .trim()
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?:e?s)?(?![\\p{L}\\p{N}])`, 'u').test(fold(text));
}

/** A phrase at the start of a word, folded, so inflections count ("Jahrestag" finds "Jahrestags"). */
function containsStem(text: string, stem: string): boolean {
  const phrase = fold(stem)
    .trim()
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${phrase}`, 'u').test(fold(text));
}

function mapsQuery(url: string | null): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return (
      parsed.searchParams.get('query') ?? parsed.searchParams.get('q') ?? decodeURIComponent(parsed.href)
    );
  } catch {
    return url;
  }
}

/** Every string of the written plan a person reads, map searches included, images not. */
export function planTexts(plan: PlanData): string[] {
  return [
    plan.date_title,
    plan.overall_theme_description,
    ...plan.general_date_tips,
    plan.alternative_suggestion_summary,
    plan.total_estimated_date_duration,
    plan.total_estimated_cost_range,
    ...plan.steps.flatMap((step) => [
      step.step_title,
      step.description,
      step.to_location_name,
      step.to_location_address,
      mapsQuery(step.to_location_google_maps_url),
      ...step.activities,
      step.ambiance_description,
      step.estimated_travel_time,
      step.estimated_duration_at_location,
      step.estimated_cost_per_person,
      step.transport_mode,
      step.booking_recommendation,
      step.notes_or_tips,
    ]),
  ];
}

/** The prose fields of a step (no names, addresses or figures), one string each. */
export function stepProse(step: Step): string[] {
  return [
    step.step_title,
    step.description,
    ...step.activities,
    step.ambiance_description,
    step.booking_recommendation,
    step.notes_or_tips,
  ];
}

/** The prose fields of a plan, one string each. */
export function proseFields(plan: PlanData): string[] {
  return [
    plan.date_title,
    plan.overall_theme_description,
    ...plan.general_date_tips,
    plan.alternative_suggestion_summary,
    ...plan.steps.flatMap(stepProse),
  ];
}

/** The prose of a plan, for telling its language. */
const planProse = (plan: PlanData): string => proseFields(plan).join('\n');

/**
 * Amounts written in a price: "€1.200–1.500", "R$ 80 - 120", "1 200 ₽", "$12.50". A separator
 * followed by exactly three digits groups thousands; one or two digits are decimals.
 */
export function parseAmounts(text: string): number[] {
  const amounts: number[] = [];
  for (const match of text.matchAll(/\d+(?:[.,\s\u00a0\u202f']\d+)*/g)) {
    const groups = match[0].split(/[.,\s\u00a0\u202f']/);
    let value = Number(groups[0]);
    for (const [index, group] of groups.slice(1).entries()) {
      const last = index === groups.length - 2;
      if (group.length === 3) value = value * 1000 + Number(group);
      else if (last && group.length <= 2) value += Number(group) / 10 ** group.length;
      else {
        amounts.push(value);
        value = Number(group);
      }
    }
    amounts.push(value);
  }
  return amounts;
}

const clockText = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

const FRANC_CODES: Record<string, Language> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  por: 'pt',
  deu: 'de',
  ita: 'it',
};

/** Short words that mostly belong to one of the six languages (shared ones such as "de", "la", "in" left out). */
const FUNCTION_WORDS: Record<Language, string[]> = {
  en: [
    'the',
    'and',
    'with',
    'your',
    'you',
    'of',
    'for',
    'then',
    'before',
    'after',
    'this',
    'is',
    'are',
    'to',
    'at',
    'or',
  ],
  es: [
    'el',
    'los',
    'las',
    'y',
    'del',
    'por',
    'tu',
    'tus',
    'es',
    'muy',
    'más',
    'después',
    'antes',
    'hasta',
    'vuestra',
    'sus',
  ],
  fr: [
    'les',
    'et',
    'avec',
    'pour',
    'une',
    'des',
    'du',
    'vous',
    'votre',
    'est',
    'au',
    'aux',
    'puis',
    'après',
    'avant',
    'dans',
  ],
  pt: [
    'os',
    'com',
    'uma',
    'do',
    'da',
    'em',
    'no',
    'na',
    'você',
    'seu',
    'sua',
    'depois',
    'antes',
    'mais',
    'é',
    'ao',
    'pelo',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'mit',
    'für',
    'ein',
    'eine',
    'einen',
    'im',
    'zu',
    'ist',
    'sie',
    'ihr',
    'den',
    'dem',
    'nach',
    'oder',
    'auf',
  ],
  it: [
    'il',
    'gli',
    'per',
    'di',
    'del',
    'della',
    'che',
    'è',
    'alla',
    'vostra',
    'vostro',
    'poi',
    'dopo',
    'prima',
    'più',
    'nel',
    'nella',
    'sul',
  ],
};

/** The language of a text by trigrams (franc-min, the six languages only) and by a vote of function words. */
export function detectLanguage(text: string): { franc: Language | null; vote: Language | null } {
  const code = franc(text, { only: Object.keys(FRANC_CODES), minLength: 10 });
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const sets = LANGUAGES.map((language) => [language, new Set(FUNCTION_WORDS[language])] as const);
  const counts = new Map<Language, number>(LANGUAGES.map((language) => [language, 0]));
  for (const word of words) {
    for (const [language, set] of sets)
      if (set.has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  const vote = first && first[1] > 0 && first[1] > (second?.[1] ?? 0) ? first[0] : null;
  return { franc: FRANC_CODES[code] ?? null, vote };
}

// ---------------------------------------------------------------------------------------------
// Word tables

/** Words that acknowledge an occasion, per language; matched at the start of a word, folded. */
export const OCCASION_WORDS: Record<Occasion, Record<Language, string[]>> = {
  anniversary: {
    en: ['anniversary', 'years together'],
    es: ['aniversario'],
    fr: ['anniversaire de mariage', 'anniversaire de rencontre', 'anniversaire', 'ans ensemble'],
    pt: ['aniversário de namoro', 'aniversário de casamento', 'aniversário', 'bodas', 'anos juntos'],
    de: ['jahrestag', 'hochzeitstag'],
    it: ['anniversario'],
  },
  birthday: {
    en: ['birthday', 'bday'],
    es: ['cumpleaños', 'cumple'],
    fr: ['anniversaire'],
    pt: ['aniversário'],
    de: ['geburtstag'],
    it: ['compleanno'],
  },
  first_date: {
    en: ['first date'],
    es: ['primera cita'],
    fr: ['premier rendez-vous', 'premier rencard', 'premier date', 'première sortie', 'premiere rencontre'],
    pt: ['primeiro encontro', 'primeiro date'],
    de: ['erstes date', 'ersten date', 'erste date', 'erstes treffen', 'ersten treffen', 'erste treffen'],
    it: ['primo appuntamento', 'primo incontro'],
  },
  proposal: {
    en: ['proposal', 'propose', 'ring', 'marry'],
    es: ['pedida', 'propuesta', 'matrimonio', 'anillo'],
    fr: ['demande en mariage', 'demande', 'bague', 'mariage'],
    pt: ['pedido de casamento', 'pedido', 'aliança', 'anel', 'casamento'],
    de: ['heiratsantrag', 'antrag', 'ring'],
    it: ['proposta', 'anello', 'matrimonio'],
  },
  valentines: {
    en: ['valentine'],
    es: ['san valentín', 'enamorados'],
    fr: ['saint-valentin', 'st-valentin', 'saint valentin'],
    pt: ['dia dos namorados', 'são valentim', 'valentim'],
    de: ['valentinstag'],
    it: ['san valentino'],
  },
  making_up: {
    en: ['making up', 'make up', 'reconnect', 'fresh start', 'clear the air', 'sorry', 'apolog'],
    es: ['reconcilia', 'hacer las paces', 'las paces', 'perdón'],
    fr: ['réconcili', 'faire la paix', 'pardon'],
    pt: ['reconcilia', 'fazer as pazes', 'as pazes', 'perdão', 'desculpa'],
    de: ['versöhn', 'entschuldig', 'neuanfang'],
    it: ['riconcilia', 'fare pace', 'pace', 'scus'],
  },
  double_date: {
    en: ['double date', 'four of you', 'both couples'],
    es: ['cita doble', 'doble cita', 'los cuatro', 'dos parejas'],
    fr: ['double rendez-vous', 'rendez-vous à quatre', 'sortie à quatre', 'à quatre', 'deux couples'],
    pt: ['encontro duplo', 'encontro a quatro', 'os quatro', 'dois casais'],
    de: ['doppeldate', 'doppel-date', 'zu viert', 'beiden paare', 'zwei paare'],
    it: ['appuntamento doppio', 'doppio appuntamento', 'in quattro', 'due coppie'],
  },
  honeymoon: {
    en: ['honeymoon', 'just married'],
    es: ['luna de miel', 'recién casados'],
    fr: ['lune de miel', 'jeunes mariés'],
    pt: ['lua de mel', 'recém-casados'],
    de: ['flitterwochen', 'frisch verheiratet'],
    it: ['luna di miele', 'appena sposati'],
  },
  new_baby: {
    en: ['new parents', 'baby'],
    es: ['padres', 'bebé'],
    fr: ['jeunes parents', 'naissance'],
    pt: ['pais', 'bebé', 'bebê'],
    de: ['junge eltern', 'geburt', 'baby'],
    it: ['neogenitori', 'nascita'],
  },
  milestone: {
    en: ['celebrat', 'milestone'],
    es: ['celebra'],
    fr: ['fêter', 'célébrer', 'fête'],
    pt: ['comemora', 'celebra'],
    de: ['feiern', 'meilenstein'],
    it: ['festeggia', 'festa', 'celebrare'],
  },
  long_distance: {
    en: ['long-distance', 'together at last'],
    es: ['a distancia', 'por fin juntos'],
    fr: ['à distance', 'enfin réunis'],
    pt: ['à distância', 'finalmente juntos'],
    de: ['fernbeziehung', 'endlich zusammen'],
    it: ['a distanza', 'finalmente insieme'],
  },
  reunion: {
    en: ['back together', 'second chance'],
    es: ['otra oportunidad', 'juntos otra vez'],
    fr: ['deuxième chance', 'de nouveau ensemble'],
    pt: ['segunda chance', 'juntos de novo'],
    de: ['zweite chance', 'wieder zusammen'],
    it: ['seconda possibilità', 'di nuovo insieme'],
  },
};

const SUNSET_WORDS = [
  'sunset',
  'golden hour',
  'atardecer',
  'puesta de sol',
  'puesta del sol',
  'ocaso',
  'coucher du soleil',
  'coucher de soleil',
  'heure dorée',
  'pôr do sol',
  'pôr-do-sol',
  'entardecer',
  'sonnenuntergang',
  'goldene stunde',
  'tramonto',
];

const NEAR_YOU = [
  'near you',
  'near me',
  'nearby you',
  'cerca de ti',
  'cerca de mí',
  'cerca de usted',
  'près de chez vous',
  'près de chez toi',
  'près de vous',
  'perto de você',
  'perto de ti',
  'perto de mim',
  'in deiner nähe',
  'in ihrer nähe',
  'in eurer nähe',
  'vicino a te',
  'vicino a voi',
  'vicino a me',
];

/** Countries where dinner is late by custom: the plan's idea of dinner time must not be earlier. */
const LATE_DINNER: Partial<Record<string, number>> = { ES: 21 * 60, AR: 21 * 60 };

const SUNSET_SLACK = 45;
const EARLY = 6 * 60;

// ---------------------------------------------------------------------------------------------
// Outcome helpers

const isRefusal = (result: PlanResult | Refusal): result is Refusal => 'refused' in result && result.refused;

const outcome = (kind: CheckKind, pass: boolean, detail: string): CheckOutcome => ({ kind, pass, detail });

/** The plan, or a failed outcome for the kind when the engine refused a real request. */
function planned(kind: CheckKind, result: PlanResult | Refusal): PlanResult | CheckOutcome {
  return isRefusal(result) ? outcome(kind, false, `refused (${result.reason})`) : result;
}

const isOutcome = (value: PlanResult | CheckOutcome): value is CheckOutcome => 'kind' in value;

/** "HH:MM" of a case window in minutes; an end before the start or before 06:00 is the next day. */
export function windowMinutes(window: { start?: string; end?: string }): {
  start: number | null;
  end: number | null;
} {
  const toMinutes = (text: string | undefined) => {
    if (text === undefined) return null;
    const [h, m] = text.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  const start = toMinutes(window.start);
  let end = toMinutes(window.end);
  if (end !== null && (end < EARLY || (start !== null && end <= start))) end += 1440;
  return { start, end };
}

/** Local sunset from the city's coordinates, independent of the engine, in minutes after local midnight. */
export function localSunset(lat: number, lon: number, timezone: string, date: string): number | null {
  const [y, m, d] = date.split('-').map(Number);
  const noonThere = new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1, 12) - (lon / 15) * 3_600_000);
  const sunset = SunCalc.getTimes(noonThere, lat, lon).sunset;
  if (Number.isNaN(sunset.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(sunset)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Written prices are rounded: allow a tenth, and at least two units. */
const closeTo = (shown: number, exact: number) => Math.abs(shown - exact) <= Math.max(2, exact * 0.1);

function rangeOf(text: string): [number, number] {
  const amounts = parseAmounts(text);
  return amounts.length ? [Math.min(...amounts), Math.max(...amounts)] : [0, 0];
}

// ---------------------------------------------------------------------------------------------
// Checks

export function createChecks(world: World): Record<CheckKind, CheckFn> {
  return {
    language(c, result) {
      const expected = c.expect.language;
      if (!expected) return [];
      const r = planned('language', result);
      if (isOutcome(r)) return [r];
      const detected = detectLanguage(planProse(r.plan));
      return [
        outcome(
          'language',
          r.request.language === expected,
          `understood as ${r.request.language}, expected ${expected}`,
        ),
        outcome(
          'language',
          r.draft.language === expected,
          `plan language ${r.draft.language}, expected ${expected}`,
        ),
        outcome(
          'language',
          detected.franc === expected && detected.vote === expected,
          `plan text reads as ${detected.franc ?? '?'} (trigrams) / ${detected.vote ?? '?'} (words), expected ${expected}`,
        ),
      ];
    },

    refuse(c, result) {
      if (c.expect.refuse === undefined) return [];
      const refused = isRefusal(result);
      return [
        outcome(
          'refuse',
          refused === c.expect.refuse,
          c.expect.refuse
            ? refused
              ? 'refused'
              : `planned "${result.plan.date_title}" instead of refusing`
            : refused
              ? `refused (${result.reason}) a real request`
              : 'planned',
        ),
      ];
    },

    place(c, result) {
      const { city, country, currency } = c.expect;
      if (city === undefined && country === undefined && currency === undefined) return [];
      const r = planned('place', result);
      if (isOutcome(r)) return [r];
      const out: CheckOutcome[] = [];
      const shown = r.grounded.cityName;
      if (city !== undefined) {
        const names = [shown, r.request.place.city?.name].filter((name): name is string => !!name).map(fold);
        out.push(outcome('place', names.includes(fold(city)), `city ${shown ?? 'none'}, expected ${city}`));
        const wanted = [fold(city), ...(shown ? [fold(shown)] : [])];
        r.plan.steps.forEach((step, index) => {
          const address = fold(step.to_location_address);
          const query = fold(mapsQuery(step.to_location_google_maps_url));
          const near = NEAR_YOU.find((phrase) => containsWord(step.to_location_address, phrase));
          out.push(
            outcome(
              'place',
              wanted.some((name) => address.includes(name)) && !near,
              `step ${index} address "${step.to_location_address}"${near ? ` says "${near}"` : ''}, expected ${city}`,
            ),
            outcome(
              'place',
              wanted.some((name) => query.includes(name)),
              `step ${index} map query "${mapsQuery(step.to_location_google_maps_url)}" lacks ${city}`,
            ),
          );
        });
      }
      if (country !== undefined)
        out.push(
          outcome(
            'place',
            r.grounded.country === country,
            `country ${r.grounded.country}, expected ${country}`,
          ),
        );
      if (currency !== undefined)
        out.push(
          outcome(
            'place',
            r.grounded.currency === currency,
            `currency ${r.grounded.currency}, expected ${currency}`,
          ),
        );
      return out;
    },

    named(c, result) {
      if (!c.expect.namedPlaces?.length) return [];
      const r = planned('named', result);
      if (isOutcome(r)) return [r];
      const names = r.plan.steps.map((step) => step.to_location_name);
      return c.expect.namedPlaces.map((name) =>
        outcome(
          'named',
          names.some((shown) => fold(shown).includes(fold(name))),
          `"${name}" among stops: ${names.join(' | ')}`,
        ),
      );
    },

    kinds(c, result) {
      const { kinds = [], anyKind = [] } = c.expect;
      if (!kinds.length && !anyKind.length) return [];
      const r = planned('kinds', result);
      if (isOutcome(r)) return [r];
      const stops = r.draft.stops.map((stop) => stop.kind);
      const have = `stops: ${stops.join(', ')}`;
      return [
        ...kinds.map((kind) => outcome('kinds', stops.includes(kind), `${kind} wanted; ${have}`)),
        ...anyKind.map((group) =>
          outcome(
            'kinds',
            group.some((kind) => stops.includes(kind)),
            `one of ${group.join('/')} wanted; ${have}`,
          ),
        ),
      ];
    },

    exclusions(c, result) {
      const { excludedKinds = [], excludedTags = [], excludedWords = [] } = c.expect;
      if (!excludedKinds.length && !excludedTags.length && !excludedWords.length) return [];
      const r = planned('exclusions', result);
      if (isOutcome(r)) return [r];
      const stops = r.draft.stops.map((stop) => stop.kind);
      const texts = planTexts(r.plan);
      return [
        ...excludedKinds.map((kind) =>
          outcome('exclusions', !stops.includes(kind), `${kind} excluded; stops: ${stops.join(', ')}`),
        ),
        ...excludedTags.map((tag) => {
          const offending = stops.filter((kind) => world.tagsOf(kind).includes(tag));
          return outcome(
            'exclusions',
            !offending.length,
            `tag ${tag} excluded; found on ${offending.join(', ') || '-'}`,
          );
        }),
        ...excludedWords.map((word) => {
          const found = texts.find((text) => containsWord(text, word));
          return outcome(
            'exclusions',
            !found,
            `"${word}" must not be written${found ? `; found in "${found}"` : ''}`,
          );
        }),
      ];
    },

    window(c, result) {
      const { window, maxMinutes } = c.expect;
      if (!window && maxMinutes === undefined) return [];
      const r = planned('window', result);
      if (isOutcome(r)) return [r];
      const first = r.draft.stops[0];
      const last = r.draft.stops.at(-1);
      if (!first || !last) return [outcome('window', false, 'no stops')];
      const out: CheckOutcome[] = [];
      const span = `${clockText(first.start)}–${clockText(last.end)}`;
      if (window) {
        const { start, end } = windowMinutes(window);
        if (start !== null)
          out.push(outcome('window', first.start >= start, `plan ${span} starts before ${window.start}`));
        if (end !== null)
          out.push(outcome('window', last.end <= end, `plan ${span} ends after ${window.end}`));
      }
      if (maxMinutes !== undefined) {
        const length = last.end - first.start;
        out.push(
          outcome('window', length <= maxMinutes, `plan ${span} lasts ${length} min, max ${maxMinutes}`),
        );
      }
      return out;
    },

    budget(c, result) {
      const budget = c.expect.budget;
      if (!budget) return [];
      const r = planned('budget', result);
      if (isOutcome(r)) return [r];
      const local = r.grounded.currency;
      const limit = world.convert(budget.max, budget.currency, local);
      if (limit === undefined)
        return [outcome('budget', false, `no rate from ${budget.currency} to ${local}`)];
      const people = r.request.people;
      const perPerson = sum(r.draft.stops.map((stop) => stop.cost[1]));
      const spend = budget.per === 'person' ? perPerson : perPerson * people;
      const out = [
        outcome(
          'budget',
          spend <= limit * 1.01,
          `high end ${Math.round(spend)} ${local} ${budget.per === 'person' ? 'per person' : `for ${people}`}, budget ${budget.max} ${budget.currency} = ${Math.round(limit)} ${local}`,
        ),
      ];
      if (r.grounded.budgetTotalLocal !== null) {
        const total = budget.per === 'person' ? limit * people : limit;
        out.push(
          outcome(
            'budget',
            Math.abs(r.grounded.budgetTotalLocal - total) <= total * 0.02,
            `budget understood as ${Math.round(r.grounded.budgetTotalLocal)} ${local} in all, expected ${Math.round(total)}`,
          ),
        );
      }
      return out;
    },

    occasion(c, result) {
      const occasion = c.expect.occasion;
      if (!occasion) return [];
      const r = planned('occasion', result);
      if (isOutcome(r)) return [r];
      const words = OCCASION_WORDS[occasion][r.draft.language];
      const texts = [r.plan.date_title, r.plan.overall_theme_description, ...r.plan.general_date_tips];
      return [
        outcome(
          'occasion',
          r.request.occasion === occasion,
          `understood ${r.request.occasion ?? 'no occasion'}, expected ${occasion}`,
        ),
        outcome(
          'occasion',
          texts.some((text) => words.some((word) => containsStem(text, word))),
          `title, theme and tips never say ${words.join('/')}`,
        ),
      ];
    },

    sunset(c, result) {
      if (!c.expect.sunset) return [];
      const r = planned('sunset', result);
      if (isOutcome(r)) return [r];
      const sunset = r.grounded.sunset;
      if (sunset === null) return [outcome('sunset', false, 'no sunset time for the place')];
      const out: CheckOutcome[] = [];
      const city = r.request.place.city;
      if (city) {
        const expected = localSunset(city.lat, city.lon, city.timezone, r.grounded.date);
        if (expected !== null)
          out.push(
            outcome(
              'sunset',
              Math.abs(expected - sunset) <= 20,
              `sunset in ${city.name} on ${r.grounded.date} at ${clockText(sunset)}, astronomy says ${clockText(expected)}`,
            ),
          );
      }
      const near = (start: number, end: number) =>
        start <= sunset + SUNSET_SLACK && end >= sunset - SUNSET_SLACK;
      const at = r.draft.stops.filter((stop) => stop.atSunset);
      out.push(
        outcome(
          'sunset',
          at.some((stop) => near(stop.start, stop.end)),
          `sunset ${clockText(sunset)}; sunset stops: ${at.map((stop) => `${stop.kind} ${clockText(stop.start)}–${clockText(stop.end)}`).join(', ') || 'none'}`,
        ),
      );
      const watchedFrom = c.expect.sunsetAt;
      if (watchedFrom)
        out.push(
          outcome(
            'sunset',
            at.some((stop) => fold(stop.placeName ?? '').includes(fold(watchedFrom))),
            `sunset at "${watchedFrom}"; sunset stops: ${at.map((stop) => stop.placeName ?? stop.kind).join(', ') || 'none'}`,
          ),
        );
      r.draft.stops.forEach((stop, index) => {
        const step = r.plan.steps[index];
        const claims =
          stop.atSunset ||
          (!!step &&
            SUNSET_WORDS.some((word) => containsWord(`${step.step_title}\n${step.description}`, word)));
        if (claims && !near(stop.start, stop.end))
          out.push(
            outcome(
              'sunset',
              false,
              `step ${index} (${stop.kind} ${clockText(stop.start)}–${clockText(stop.end)}) claims the sunset at ${clockText(sunset)}`,
            ),
          );
      });
      return out;
    },

    localDinner(c, result) {
      if (!c.expect.localDinner) return [];
      const r = planned('localDinner', result);
      if (isOutcome(r)) return [r];
      const dinnerTime = r.grounded.meals.dinner;
      const out: CheckOutcome[] = [];
      const floor = r.grounded.country ? LATE_DINNER[r.grounded.country] : undefined;
      if (floor !== undefined)
        out.push(
          outcome(
            'localDinner',
            dinnerTime >= floor,
            `dinner time in ${r.grounded.country} taken as ${clockText(dinnerTime)}, locals eat from ${clockText(floor)}`,
          ),
        );
      const dinner = r.draft.stops.find(
        (stop) => familyOf(stop.kind) === 'meal' && stop.start >= 16 * 60 + 30,
      );
      out.push(
        outcome(
          'localDinner',
          !!dinner && Math.abs(dinner.start - dinnerTime) <= 60,
          dinner
            ? `${dinner.kind} at ${clockText(dinner.start)}, local dinner time ${clockText(dinnerTime)}`
            : 'no dinner stop',
        ),
      );
      return out;
    },

    determinism(c, result, rerun) {
      const again = rerun(c.text, 0);
      if (isRefusal(result))
        return [
          outcome(
            'determinism',
            isDeepStrictEqual(again, result),
            'the same description refused differently',
          ),
        ];
      const out = [
        outcome(
          'determinism',
          !isRefusal(again) && isDeepStrictEqual(again.plan, result.plan),
          'the same description gave a different plan',
        ),
      ];
      const other = rerun(c.text, 1);
      out.push(
        outcome(
          'determinism',
          !isRefusal(other) && !isDeepStrictEqual(other.plan, result.plan),
          isRefusal(other) ? 'variant 1 refused' : 'variant 1 gave the same plan',
        ),
      );
      return out;
    },

    sanity(c, result) {
      if (isRefusal(result))
        return c.expect.refuse ? [] : [outcome('sanity', false, `refused (${result.reason})`)];
      const { draft, plan, request } = result;
      const stops = draft.stops;
      const out: CheckOutcome[] = [
        // One stop is a plan only when the person said so ("just dinner", "one place, nothing else").
        outcome(
          'sanity',
          stops.length >= (request.stopCount ? 1 : 2) && stops.length <= 7,
          `${stops.length} stops`,
        ),
        // A plan that still breaks a rule fails its generation: the person would get an error.
        outcome(
          'sanity',
          !('violations' in result) || !(result as { violations: unknown[] }).violations.length,
          `plan breaks rules: ${JSON.stringify((result as { violations?: unknown[] }).violations ?? [])}`,
        ),
        outcome(
          'sanity',
          plan.steps.length === stops.length,
          `${plan.steps.length} steps for ${stops.length} stops`,
        ),
      ];
      const time = request.time;
      const askedEarlyOrLate =
        (time.start !== null && time.start % 1440 < EARLY) ||
        (time.end !== null && time.end > 1440) ||
        time.dayPart === 'night' ||
        request.wanted.some((wanted) => ['sunrise', 'nightclub', 'stargazing'].includes(wanted.kind));
      stops.forEach((stop, index) => {
        const label = `stop ${index} ${stop.kind} ${clockText(stop.start)}–${clockText(stop.end)}`;
        const length = stop.end - stop.start;
        out.push(outcome('sanity', length >= 10 && length <= 10 * 60, `${label}: lasts ${length} min`));
        out.push(
          outcome('sanity', stop.start >= 0 && stop.end <= 1440 + 8 * 60, `${label}: outside the day`),
        );
        if (stop.start % 1440 < EARLY && !askedEarlyOrLate)
          out.push(outcome('sanity', false, `${label}: starts before 06:00 unasked`));
        const previous = stops[index - 1];
        if (previous) {
          const gap = stop.start - previous.end;
          out.push(
            outcome('sanity', stop.start > previous.start && gap >= 0, `${label}: overlaps the stop before`),
          );
          // The afternoon the person left free between their morning and evening is said, not a hole.
          const free = draft.freeTime?.start === previous.end;
          out.push(outcome('sanity', gap <= 4 * 60 || free, `${label}: ${gap} min after the stop before`));
        }
        const step = plan.steps[index];
        if (!step) return;
        out.push(outcome('sanity', step.step_index === index, `step ${index} has index ${step.step_index}`));
        const shownEnd = parseClock(step.end_time);
        out.push(
          outcome(
            'sanity',
            shownEnd === stop.end % 1440,
            `step ${index} ends "${step.end_time}", the draft at ${clockText(stop.end)}`,
          ),
        );
        const [low, high] = rangeOf(step.estimated_cost_per_person);
        out.push(
          outcome(
            'sanity',
            closeTo(low, stop.cost[0]) && closeTo(high, stop.cost[1]),
            `step ${index} costs "${step.estimated_cost_per_person}", the draft ${stop.cost[0]}–${stop.cost[1]}`,
          ),
        );
      });
      const shown = plan.steps.map((step) => rangeOf(step.estimated_cost_per_person));
      const [low, high] = [sum(shown.map((range) => range[0])), sum(shown.map((range) => range[1]))];
      const [totalLow, totalHigh] = rangeOf(plan.total_estimated_cost_range);
      const adds = (factor: number) => closeTo(totalLow, low * factor) && closeTo(totalHigh, high * factor);
      out.push(
        outcome(
          'sanity',
          adds(1) || adds(request.people),
          `total "${plan.total_estimated_cost_range}" vs steps ${low}–${high} per person`,
        ),
      );
      // Every sentence starts with a capital ("…over Paris. a viewpoint makes…" reads as a template).
      const prose = [
        plan.overall_theme_description,
        ...plan.general_date_tips,
        ...plan.steps.flatMap((step) => [step.description, step.notes_or_tips]),
      ];
      const lowerStart = prose.map((text) => /[.!?]\s+\p{Ll}.{0,30}/u.exec(text)?.[0]).find(Boolean);
      out.push(outcome('sanity', !lowerStart, `a sentence starts in lower case: "${lowerStart}"`));
      return out;
    },

    // In a curated city, a stop whose kind a catalog landmark can stand for, and for which one still
    // fits the request's rules and the stop's hour, is that landmark: named in the step and its map search.
    landmark(_c, result) {
      if (isRefusal(result)) return [];
      const { grounded, draft, plan } = result;
      const city = grounded.curatedName;
      if (!city || !grounded.country) return [];
      const catalog = landmarksIn(city, grounded.country);
      const rules = landmarkRulesOf(result.request);
      const cityNames = [city, grounded.cityName].filter((name): name is string => !!name).map(fold);
      return draft.stops.flatMap((stop, index) => {
        if ((stop.placeName && !stop.landmark) || !landmarkKindsFor(stop.kind).length) return [];
        const used = new Set(
          draft.stops.flatMap((other, at) => (at !== index && other.placeName ? [other.placeName] : [])),
        );
        const needs = {
          ...rules,
          atSunset: stop.atSunset,
          afterDark: isAfterDark(stop.start),
          used,
          // A landmark closed at the stop's hour on the plan's day cannot stand for it.
          openForStop: (landmark: Landmark) =>
            openForVisit(
              openIntervals(landmarkOpeningHours(landmark), grounded.date, grounded.sunset),
              stop.start,
              stop.end - stop.start,
            ),
        };
        // "Tapas in Triana": a stop the person placed in a neighbourhood is a landmark of that one or none.
        const saidIn = result.request.wanted.find(
          (wish) => wish.area && stop.wish && fold(stop.wish).includes(fold(wish.span.text)),
        )?.area;
        // What the planner adds to a date in one named neighbourhood stays a short walk from it.
        const dateArea = staysNearNamedArea(stop.kind, stop.requested)
          ? namedAreaOf({ request: result.request, grounded })
          : null;
        const fitting = catalog.filter(
          (landmark) =>
            landmarkFits(landmark, stop.kind, needs) &&
            (!saidIn || (landmark.area !== null && sameArea(landmark.area, saidIn))) &&
            (!dateArea || nearArea(dateArea)(landmark)),
        );
        if (!fitting.length && !stop.landmark) return [];
        const label = `${city}, ${stop.kind} stop ${index} at ${clockText(stop.start)}`;
        const name = stop.landmark ? stop.placeName : null;
        if (!name || !catalog.some((landmark) => landmark.name === name)) {
          const why = name
            ? `"${name}" is not in the catalog`
            : `no landmark, though ${fitting
                .slice(0, 3)
                .map((landmark) => landmark.name)
                .join(', ')} fit`;
          return [outcome('landmark', false, `${label}: ${why}`)];
        }
        const step = plan.steps[index];
        if (!step) return [outcome('landmark', false, `${label}: ${name} has no written step`)];
        // The link the person follows: the plan's own, or the search the app builds without one.
        const link =
          safeWebUrl(step.to_location_google_maps_url) ??
          mapsSearchUrl(step.to_location_address || step.to_location_name);
        const query = mapsQuery(link);
        // The city besides the name: "Madrid Río" alone does not search in Madrid.
        const besidesName = fold(query).replace(fold(name), ' ');
        const searched =
          fold(query).includes(fold(name)) && cityNames.some((cityName) => besidesName.includes(cityName));
        return [
          outcome(
            'landmark',
            fold(step.to_location_name).includes(fold(name)) && searched,
            `${label}: ${name}; the step names "${step.to_location_name}", its map searches "${query}"`,
          ),
        ];
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Corpus validation

const EXPECT_KEYS = new Set<string>([
  'language',
  'refuse',
  'city',
  'country',
  'currency',
  'namedPlaces',
  'kinds',
  'anyKind',
  'excludedKinds',
  'excludedTags',
  'excludedWords',
  'window',
  'maxMinutes',
  'budget',
  'occasion',
  'sunset',
  'sunsetAt',
  'localDinner',
]);

/** Mistakes in a corpus case (unknown kind ids, typos in keys, malformed times), so a bad case fails loudly. */
export function validateCase(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['not an object'];
  const c = value as Partial<EvalCase>;
  const errors: string[] = [];
  if (typeof c.id !== 'string' || !/^[a-z]{2,5}-\d{3}$/.test(c.id)) errors.push(`bad id ${String(c.id)}`);
  if (typeof c.text !== 'string' || !c.text.length) errors.push('no text');
  const e = c.expect;
  if (typeof e !== 'object' || e === null) return [...errors, 'no expect'];
  for (const key of Object.keys(e)) if (!EXPECT_KEYS.has(key)) errors.push(`unknown expectation ${key}`);
  const kinds = [...(e.kinds ?? []), ...(e.anyKind ?? []).flat(), ...(e.excludedKinds ?? [])];
  for (const kind of kinds) if (!isKindId(kind)) errors.push(`unknown kind ${kind}`);
  for (const tag of e.excludedTags ?? []) if (!(tag in TAG_SET)) errors.push(`unknown tag ${tag}`);
  if (e.language !== undefined && !LANGUAGES.includes(e.language))
    errors.push(`unknown language ${e.language}`);
  if (e.occasion !== undefined && !OCCASIONS.includes(e.occasion))
    errors.push(`unknown occasion ${e.occasion}`);
  if (e.sunsetAt !== undefined && e.sunset !== true) errors.push('sunsetAt without sunset');
  if (e.country !== undefined && !/^[A-Z]{2}$/.test(e.country)) errors.push(`bad country ${e.country}`);
  if (e.currency !== undefined && !/^[A-Z]{3}$/.test(e.currency)) errors.push(`bad currency ${e.currency}`);
  for (const time of [e.window?.start, e.window?.end])
    if (time !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.push(`bad time ${time}`);
  if (e.budget) {
    if (!(e.budget.max > 0)) errors.push('bad budget max');
    if (!/^[A-Z]{3}$/.test(e.budget.currency)) errors.push(`bad budget currency ${e.budget.currency}`);
    if (e.budget.per !== 'couple' && e.budget.per !== 'person')
      errors.push(`bad budget per ${String(e.budget.per)}`);
  }
  if (e.refuse === true && Object.keys(e).some((key) => key !== 'refuse'))
    errors.push('a refusal expects nothing else');
  return errors;
}
