import type { Random } from '../compose/random';
import type { Language } from '../request';
import { fill, fillable, sentence, type Slots } from './fill';
import { LEADS, type Leads, type StopDayPart } from './phrases/leads';

/** The facts of one stop a general sentence can be tied to; an empty one is never used. */
export interface StopFacts {
  area: string;
  name: string;
  start: string;
  end: string;
  startMinutes: number;
  /** The town, when known: an area that is only the town is said once, not with every hour. */
  town?: string;
  /** The name is a landmark the planner chose: every date there may get it, so it ties no sentence to this one. */
  landmark?: boolean;
  /** Local sunset, minutes after midnight, when known: an evening after dark is night. */
  sunset?: number | null;
  /** The stops before and after it, by name or kind: what sets this date apart from others in the town. */
  prev?: string;
  next?: string;
}

/** The advice of one step before it is tied to the stop. */
export interface StepAdvice {
  activities: string[];
  ambiance: string;
  booking: string;
  tips: string;
}

export function dayPartAt(minutes: number): StopDayPart {
  const hour = (minutes % 1440) / 60;
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return hour >= 17 && hour < 21 ? 'evening' : 'night';
}

/**
 * The part of the day a scene is set in: an evening is night once it is dark, an hour after sunset
 * ("Triana de noche", not "al caer la tarde", at 20:35 when the sun set at 18:08).
 */
export function sceneDayPart(minutes: number, sunset: number | null | undefined): StopDayPart {
  const part = dayPartAt(minutes);
  return part === 'evening' && sunset != null && minutes % 1440 >= sunset + 60 ? 'night' : part;
}

/** "au Marais", "à la Croix-Rousse", "à Montmartre"; Italian "a Trastevere". */
export function atArea(area: string, language: Language): string {
  if (!area) return '';
  if (language === 'it') return `a ${area}`;
  if (language !== 'fr') return area;
  const [, article, rest] = /^(Le|La|Les|L[’'])\s*(.*)$/u.exec(area) ?? [];
  // A place named by a common noun takes its article though written without: "au Vieux-Port", "au Parc
  // de la Tête d’Or", "sur la Promenade des Anglais".
  if (
    !article &&
    /^(?:Vieux|Centre|Plateau|Port|Parc|Jardin|Quai|Marché|Canal|Bois|Pont|Cours)(?![\p{L}])/u.test(area)
  )
    return `au ${area}`;
  if (!article && /^(?:Place|Promenade|Colline|Butte)(?![\p{L}])/u.test(area)) return `sur la ${area}`;
  if (!article || !rest) return `à ${area}`;
  if (article === 'Le') return `au ${rest}`;
  if (article === 'Les') return `aux ${rest}`;
  return `à ${article.toLowerCase()}${article === 'La' ? ' ' : ''}${rest}`;
}

/** A sentence after a lead goes on in lower case, unless it opens with a name or an acronym. */
export function goOn(text: string, language: Language, names: readonly string[]): string {
  // German keeps a capital after its colon; "I" is English's own ("I posti" is Italian's article).
  if (LEADS[language].keepCase || /^\p{Lu}{2}/u.test(text) || (language === 'en' && /^I\b/u.test(text)))
    return text;
  if (names.some((name) => name && text.startsWith(name))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Ties each general sentence of a step to one fact of the stop, each sentence to a different one:
 * the first activities to when it starts and ends, one to its area, the ambiance to the area (or
 * the place) at that part of the day, the booking advice to the hour and the area, the tip to the
 * place or the area. A sentence that already names one of the facts is left as it is.
 */
export function anchorAdvice(
  advice: StepAdvice,
  facts: StopFacts,
  language: Language,
  random: Random,
): StepAdvice {
  const leads = LEADS[language];
  const places = placesOf(facts);
  const lead = leadWriter(facts, language, random, places);
  const { activityLeads, slotHours } = activityLeadsOf(facts, leads, places);
  const scene = sceneOf(facts, leads, places, advice.ambiance);
  const names = [facts.name, facts.area].filter(Boolean);
  return {
    activities: tiedActivities(
      advice.activities,
      (text, index) => lead(activityLeads[index % 3] ?? [], text, slotHours[index % 3]),
      (text, tiedText) => tiedText !== text || places.says(text),
    ),
    ambiance:
      places.says(advice.ambiance) || !scene
        ? advice.ambiance
        : `${scene}${goOn(advice.ambiance, language, names)}`,
    booking: lead(facts.area ? leads.booking : leads.bookingAt, advice.booking),
    // A name is said with the stop around it: the planner gives the same landmark to many dates in a town.
    tips: lead(
      facts.name
        ? facts.prev || facts.next
          ? leads.nameAround
          : leads.name
        : places.district
          ? leads.area
          : // The town with the hour: two dates in one town seldom start a stop at the same time.
            facts.area
            ? leads.startAt
            : places.hourLeads(leads),
      advice.tips,
    ),
  };
}

/** Which of a stop's places are its own facts and which every date in the town shares. */
function placesOf(facts: StopFacts) {
  // Each activity says a different fact, and the hours say where too ("From 7:30 PM in Soho"): 7:30 PM
  // alone is the hour of half the dinners anywhere.
  const district = Boolean(facts.area) && facts.area !== facts.town;
  // The town and a landmark are said by every date there: "Find the best view of Leipzig" is no fact
  // of this one, so such a sentence takes the hours and the stops around it instead.
  const shared = [district && !facts.landmark ? '' : facts.area, facts.landmark ? facts.name : ''].filter(
    Boolean,
  );
  const own = [
    district && !facts.landmark ? facts.area : '',
    facts.landmark ? '' : facts.name,
    facts.start,
    facts.end,
  ];
  return {
    district,
    shared,
    /** The town is the only place to name. */
    townOnly: Boolean(facts.area) && !district,
    says: (text: string) => own.some((fact) => fact && text.includes(fact)),
    hourLeads: (leads: Leads) => (facts.prev ? leads.after : facts.next ? leads.before : leads.start),
  };
}

type Places = ReturnType<typeof placesOf>;

/**
 * A sentence that already says the town or the landmark takes the slot's lead without them, or
 * `fallback` (the hours and a stop around it) when every lead of the slot would say them again.
 */
function leadWriter(facts: StopFacts, language: Language, random: Random, places: Places) {
  const leads = LEADS[language];
  const names = [facts.name, facts.area].filter(Boolean);
  const slots: Slots = {
    ...facts,
    at_area: atArea(facts.area, language),
    startMinutes: '',
    town: '',
    landmark: '',
    sunset: '',
    prev: facts.prev ?? '',
    next: facts.next ?? '',
  };
  return (options: readonly string[], text: string, fallback = places.hourLeads(leads)) => {
    if (places.says(text)) return text;
    const saysShared = places.shared.some((fact) => text.includes(fact));
    const plain = options.filter((option) => !/\{(?:area|at_area|name)\}/u.test(option));
    const chosen = saysShared ? (plain.length ? plain : fallback) : options;
    const fitting = chosen.filter((option) => fillable(option, slots));
    // A sentence with a colon of its own takes a lead that ends in a comma, where the slot has one:
    // "For 3 PM: nothing to book: just check" stacks two.
    const commas = fitting.filter((option) => /,\s*$/u.test(option));
    const usable = /:\s/u.test(text) && commas.length ? commas : fitting;
    if (!usable.length) return text;
    return `${fill(random.pick(usable), slots)} ${goOn(text, language, names)}`;
  };
}

/**
 * The lead of each of a stop's three activities. A town is said once: its first hour names it, and a
 * third activity with only the town left to say is left out rather than say it again. The stops
 * around it come first: many dates in one town share an area and an hour, few the same stop before
 * and after.
 */
function activityLeadsOf(facts: StopFacts, leads: Leads, { district, townOnly }: Places) {
  const [startLeads, endLeads, areaLeads] = district
    ? [leads.startAt, leads.endAt, leads.area]
    : facts.area
      ? [leads.startAt, leads.end, []]
      : [leads.start, leads.end, leads.area];
  // The first hour says the place with the stop before: the same kind after the same kind at the same
  // hour is common across towns and in a town's favourite district ("At 9:30 PM, after a viewpoint").
  // The last stop's end says it too: nothing after it sets it apart.
  // A first stop says the town with its first hour and with the stop after it.
  const firstInTown = townOnly && !facts.prev && Boolean(facts.next);
  // A landmark and its district are every date's there that the planner gives them: the third
  // activity says the landmark with a stop around it.
  const aroundLandmark = facts.landmark && facts.name && (facts.prev || facts.next);
  return {
    // The third has no hours of its own left: one that already says the town or landmark is left out
    // rather than say the first one's hours again.
    slotHours: [facts.prev ? leads.after : leads.start, facts.next ? leads.before : leads.end, []],
    activityLeads: [
      facts.prev ? (facts.area ? leads.afterAt : leads.after) : startLeads,
      facts.next
        ? firstInTown
          ? leads.beforeAt
          : leads.before
        : facts.prev && townOnly
          ? leads.endAt
          : endLeads,
      aroundLandmark ? leads.nameAround : areaLeads,
    ],
  };
}

/**
 * The scene that opens the ambiance ("the Grassmarket in the evening" starts a sentence). The town, or
 * a landmark and its district, at a part of the day is every date's there; few share the stop before
 * or after it. A district of the stop's own keeps its part of the day (the activities already name
 * the neighbours).
 */
function sceneOf(facts: StopFacts, leads: Leads, { townOnly }: Places, ambiance: string): string {
  const where = facts.area || facts.name;
  // With no place to name, the stop around it is what sets the scene apart ("After a museum: …"),
  // unless the ambiance has a colon of its own: "Before a cinema: relaxed: the kind of room…" stacks.
  if (!where)
    return (facts.prev || facts.next) && !/:\s/u.test(ambiance)
      ? `${sentence(fill(facts.prev ? leads.sceneUnplaced.after : leads.sceneUnplaced.before, { prev: facts.prev ?? '', next: facts.next ?? '' }))} `
      : '';
  const sharedPlace = townOnly || Boolean(facts.landmark);
  const sceneLead =
    sharedPlace && facts.prev
      ? leads.sceneAfter
      : sharedPlace && facts.next
        ? leads.sceneBefore
        : leads.scene;
  const part = leads.dayParts[sceneDayPart(facts.startMinutes, facts.sunset)];
  return `${sentence(fill(sceneLead, { where, prev: facts.prev ?? '', next: facts.next ?? '', part }))} `;
}

/** A sentence ends at . ! or ?, but not after a number ("Am 14. Februar" is one sentence), save a clock ("at 5:12. Watch"). */
const SENTENCES = /(?<=(?:[^\d]|\d:\d\d)[.!?])\s+(?=\p{Lu}|[¡¿])/u;

/**
 * Opens each sentence of a text that says none of the facts with the next opening not used yet
 * ("Between 7:30 and 9 PM, let the place set the pace"), so a general sentence is said about this
 * date and not any date. When the openings run out, the rest is left as written.
 */
export function anchorProse(
  text: string,
  openings: string[],
  says: (sentence: string) => boolean,
  language: Language,
  names: readonly string[],
  keepUntied = true,
  inline = '',
): string {
  let inlineLeft = inline;
  const parts = text.split(SENTENCES).map((part) => {
    if (says(part)) return { part, tied: true };
    // A sentence with its own colon no opening fits takes the first opening's fact (`inline`, the same
    // hours said mid-sentence) before that colon instead; the fact is then said, and its opening goes.
    const head = /^([^:]*?\p{L}[^:]*?)\s*:\s/u.exec(part)?.[1];
    if (head && inlineLeft && !openings.some((option) => !/:\s*$/u.test(option))) {
      const tiedPart = `${head}, ${inlineLeft}${part.slice(head.length)}`;
      inlineLeft = '';
      openings.shift();
      return { part: tiedPart, tied: true };
    }
    // A text with its own colon takes only openings that end in a comma: "A: b. C: d" reads as two
    // lists, and "A: b: c" stacks. Where untied sentences are left out, only the sentence's own colon
    // counts: the other sentence, untied, is not there to make a second list.
    const colon = keepUntied ? text.includes(':') : part.includes(':');
    const index = colon ? openings.findIndex((option) => !/:\s*$/u.test(option)) : 0;
    // The inline form says the first opening's hours (the hours are the first opening, or the one that
    // ends in a comma): once those are said, it goes.
    if (index === 0 || (index > 0 && !/:\s*$/u.test(openings[index] ?? ''))) inlineLeft = '';
    const opening = index >= 0 ? openings.splice(index, 1)[0] : undefined;
    // The opening starts the sentence: "the Jordaan in the afternoon: …" takes its capital.
    return opening
      ? { part: `${sentence(opening)} ${goOn(part, language, names)}`, tied: true }
      : { part, tied: false };
  });
  // A description says only what belongs to this stop: a sentence any stop could carry is left out,
  // unless it is all there is.
  const kept = keepUntied ? parts : parts.filter(({ tied }) => tied);
  return (kept.length ? kept : parts.slice(0, 1)).map(({ part }) => part).join(' ');
}

/** A fact-less general text is said about these facts when any of them appears in it. */
export const saysAny =
  (...facts: (string | null | undefined)[]) =>
  (text: string) =>
    facts.some((fact) => fact && text.includes(fact));

/** Each activity tied to a fact of the stop; one no fact could be tied to is left out, unless it is the only one. */
function tiedActivities(
  activities: readonly string[],
  lead: (text: string, index: number) => string,
  tied: (text: string, tiedText: string) => boolean,
): string[] {
  const led = activities.map((text, index) => {
    const ledText = lead(text, index);
    return { text: ledText, tied: tied(text, ledText) };
  });
  const kept = led.filter((activity) => activity.tied);
  return (kept.length ? kept : led.slice(0, 1)).map(({ text }) => text);
}
