import { Random } from '../compose/random';
import type { Draft, DraftStop } from '../draft';
import type { KindId } from '../kinds/kind-ids';
import type { KindName } from '../kinds/kind-info';
import { KIND_NAMES } from '../kinds/names/all-names';
import { sceneOf, type StopScene } from '../kinds/illustrations';
import type { Language } from '../request';
import { formatMoneyRange } from '../world/countries';
import { formatClock } from '../world/local-time';
import { echoes, fill, fillable, type Slots } from './fill';
import { GRAMMARS } from './grammar/all-grammars';
import type { Grammar } from './grammar/grammar';
import { localKindName } from './local-cuisine';
import { LEADS, type Leads } from './phrases/leads';
import { PHRASES } from './phrases/all-phrases';
import type { Phrases } from './phrases/phrases';
import { proposalStopIndex } from './proposal-moment';

/** The sentences whose parts repeat each other least ("a restaurant … dinner … dinner" loses). */
function leastEchoing(options: readonly string[], slots: Slots): string[] {
  const counts = options.map((option) => echoes(option, slots));
  const least = Math.min(...counts);
  return options.filter((_, index) => counts[index] === least);
}

/**
 * Picks a variant not used yet in this plan, so one plan never repeats itself. Given the slots, it
 * picks only among sentences whose every part is known: a missing area chooses another sentence.
 */
export class Chooser {
  constructor(
    private readonly random: Random,
    private readonly seed: string,
    private readonly used = new Set<string>(),
  ) {}
  /**
   * The chooser of one part of the plan (a step, the title): its own stream, so a change to what one
   * part says does not move another's words; what the plan has said already is still not said again.
   */
  part(name: string): Chooser {
    return new Chooser(new Random(`${this.seed}:${name}`), this.seed, this.used);
  }
  pick(options: readonly string[], slots?: Slots): string {
    const complete = slots
      ? leastEchoing(
          options.filter((option) => fillable(option, slots)),
          slots,
        )
      : options;
    const usable = complete.length ? complete : options;
    const fresh = usable.filter((option) => !this.used.has(option));
    const choice = this.random.pick(fresh.length ? fresh : usable);
    this.used.add(choice);
    return choice;
  }
  pickMany(options: readonly string[], count: number, slots?: Slots): string[] {
    const complete = slots
      ? leastEchoing(
          options.filter((option) => fillable(option, slots)),
          slots,
        )
      : options;
    return this.random.shuffleCopy(complete.filter((option) => !this.used.has(option))).slice(0, count);
  }
}

/**
 * What every part of a plan's text is written with: its language's words and grammar, the draft, and
 * one chooser, so no variant is said twice in a plan. Each part (a step, the title, the theme, the
 * tips, the backup) draws on its own part of it, in the order a plan is read: a text keeps its plan,
 * and a change to one part's words leaves the others' as they were.
 */
export interface WriteContext {
  draft: Draft;
  language: Language;
  phrases: Phrases;
  grammar: Grammar;
  lead: Leads;
  random: Random;
  chooser: Chooser;
  city: string | null;
  nameOf: (kind: KindId) => KindName;
  clock: (minutes: number) => string;
  money: (low: number, high: number) => string;
  scenes: StopScene[];
  /** A proposal gets its private moment at one stop: the sunset, or the last one. */
  proposalStop: number | null;
  /** A stop as its neighbour's advice says it: "after a museum", "with a walk still to come". */
  neighbour: (stop: DraftStop | undefined) => string;
  /** A stop as a title names what comes before or after: what is done there ("after coffee"), or its name. */
  neighbourThing: (stop: DraftStop | undefined) => string;
  /** A stop in a list: its name or its kind (the person's words may carry a preposition: "am See"). */
  what: (stop: DraftStop) => string;
  placeNames: string[];
}

export function writeContextOf(draft: Draft): WriteContext {
  const language: Language = draft.request.languageFallback ? 'en' : draft.language;
  const phrases = PHRASES[language];
  const names = KIND_NAMES[language];
  const nameOf = (kind: KindId) => localKindName(kind, draft.grounded.country, language, names[kind]);
  const random = new Random(`${draft.seed}:words`);
  /**
   * A stop at sunset, or the one kind named for it, is said by its name only: its kind's words ("a
   * sunset spot", "un mirador al atardecer") would claim the sunset for the neighbour's hours.
   */
  const neighbour = (stop: DraftStop | undefined) =>
    !stop
      ? ''
      : (stop.placeName ?? (stop.atSunset || stop.kind === 'sunset_spot' ? '' : nameOf(stop.kind).noun));
  // German says what is had with its case ("nach dem Kaffee"), which a bare thing lacks: the place it is.
  const neighbourThing = (stop: DraftStop | undefined) =>
    !stop || stop.placeName || language === 'de'
      ? neighbour(stop)
      : neighbour(stop) && nameOf(stop.kind).thing;
  return {
    draft,
    language,
    phrases,
    grammar: GRAMMARS[language],
    lead: LEADS[language],
    random,
    chooser: new Chooser(random, `${draft.seed}:words`),
    city: draft.grounded.cityName,
    nameOf,
    clock: (minutes) => formatClock(minutes, phrases.clock),
    money: (low, high) => formatMoneyRange(low, high, draft.grounded.currency, language),
    scenes: draft.stops.map((stop) =>
      sceneOf(stop, {
        sunset: draft.grounded.sunset,
        constraints: draft.request.constraints,
        moods: draft.request.moods,
      }),
    ),
    proposalStop: draft.request.occasion === 'proposal' ? proposalStopIndex(draft.stops) : null,
    neighbour,
    neighbourThing,
    what: (stop) => stop.placeName ?? nameOf(stop.kind).thing,
    // The town is a name too: a sentence that opens with it keeps its capital after a lead.
    placeNames: [...draft.stops.map((stop) => stop.placeName ?? ''), draft.grounded.cityName ?? ''],
  };
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A title used inside a sentence: lower-cased at the start, except in German (nouns are
 * capitalised) and when it opens with a proper name ("Musée d'Orsay", "Tate Modern").
 */
export const inSentence = (title: string, language: Language, names: readonly string[] = []) =>
  language === 'de' || names.some((name) => name && title.startsWith(name)) || /^\p{Lu}{2}/u.test(title)
    ? title
    : title.charAt(0).toLowerCase() + title.slice(1);

/** "Golden hour: Sacré-Cœur"; French sets an unbreakable space before its colon. */
export const headed = (head: string, rest: string, language: Language) =>
  fill(language === 'fr' ? '{head} : {rest}' : '{head}: {rest}', { head, rest });

/** " in Rome", " en Roma", " à Rome": the city as a trailing phrase. */
const CITY_PART: Record<Language, string> = {
  en: ' in ',
  es: ' en ',
  fr: ' à ',
  pt: ' em ',
  de: ' in ',
  it: ' a ',
};
/** Portuguese "em Porto" becomes "no Porto" in its grammar module, with the other cities that take the article. */
export const cityPart = (city: string, language: Language) => `${CITY_PART[language]}${city}`;
