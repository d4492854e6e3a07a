import type { DraftStop } from '../draft';
import type { Mood } from '../request';
import { fill, sentence, type Slots } from './fill';
import { countedAnniversary } from './occasion-title';
import { repeats } from './place-parts';
import { cityPart, headed, inSentence, type WriteContext } from './write-context';

/** A plan this long (minutes, first start to last end) is a whole day out. */
const ALL_DAY_SPAN = 540;
const GENERIC = new Set(['dinner', 'restaurant', 'lunch', 'walk', 'sunset_spot', 'cafe', 'bar', 'park']);

/**
 * The plan's title: the occasion, then what the person asked for most (named places and specific
 * things before generic ones like "dinner"), in the order they happen, then where.
 */
export function planTitle(ctx: WriteContext): string {
  const { draft, phrases, chooser, language, city } = ctx;
  const weight = (stop: DraftStop) =>
    (stop.placeName && !stop.landmark ? 4 : 0) +
    (stop.requested ? 2 : 0) +
    (GENERIC.has(stop.kind) ? 0 : 1) +
    (stop.atSunset ? 1 : 0);
  const leads = [...draft.stops]
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, 2)
    .sort((a, b) => a.start - b.start);
  // A landmark the planner chose is named in its step; the title names what the person asked for.
  const leadWord = (stop: DraftStop) =>
    stop.placeName && !stop.landmark
      ? stop.placeName
      : stop.atSunset
        ? inSentence(phrases.sunset.titles[0] as string, language)
        : ctx.nameOf(stop.kind).thing;
  const [first, second] = leads;
  const slots: Slots = {
    a: first ? leadWord(first) : '',
    b: second ? leadWord(second) : '',
    city: city ?? '',
  };
  // "Central Park in Central Park": a town a lead already names is not said again.
  const saysTown =
    Boolean(city) && leads.some((stop) => stop.placeName && repeats(stop.placeName, city ?? ''));
  const title = sentence(
    second
      ? `${fill(chooser.pick(phrases.titles.two), slots)}${city && !saysTown ? cityPart(city, language) : ''}`
      : fill(chooser.pick(city ? phrases.titles.withCity : phrases.titles.one), slots),
  );
  const { occasion, occasionCount } = draft.request;
  if (!occasion) return title;
  // "Anniversary: Golden hour and dinner…"; the Romance languages go on in lower case after the colon.
  const rest = language === 'en' || language === 'de' ? title : inSentence(title, language, ctx.placeNames);
  const occasionTitle = chooser.pick(phrases.occasions[occasion].title);
  const counted = occasionCount ? countedAnniversary(occasionCount, language) : null;
  return headed(counted ?? occasionTitle, rest, language);
}

/** The theme before it is said about this date, and the occasion's own line ('' without one). */
export function planTheme(ctx: WriteContext): { theme: string; occasionTheme: string } {
  const { draft, phrases, chooser, language, city } = ctx;
  const { request } = draft;
  // Saying sorry and a first night out after a baby want a gentle tone, not a grand romantic one.
  const occasionMood: Mood | 'plain' =
    request.occasion === 'making_up' || request.occasion === 'new_baby' || request.occasion === 'reunion'
      ? 'cozy'
      : request.occasion
        ? 'romantic'
        : 'plain';
  const mood: Mood | 'plain' = request.moods[0] ?? occasionMood;
  const theme = sentence(
    fill(chooser.pick(phrases.themes), {
      moment: phrases.moodDayPart[mood][dayPartOf(ctx)],
      city_part: city ? cityPart(city, language) : '',
      // What each stop holds, by its name or kind, not its title ("sushi and good company").
      stops: phrases.list(draft.stops.map(ctx.what)),
    }),
  );
  const occasionTheme = request.occasion
    ? sentence(chooser.pick(tieable(ctx, phrases.occasions[request.occasion].theme)))
    : '';
  return { theme, occasionTheme };
}

function dayPartOf({ draft }: WriteContext) {
  const firstStart = draft.stops[0]?.start ?? 1080;
  const span = (draft.stops.at(-1)?.end ?? firstStart) - firstStart;
  // A day out from breakfast to dinner is a day, whatever part of it was said first.
  return (
    (span >= ALL_DAY_SPAN ? 'all_day' : draft.request.time.dayPart) ??
    (firstStart < 720 ? 'morning' : firstStart < 1020 ? 'afternoon' : firstStart < 1260 ? 'evening' : 'night')
  );
}

/**
 * A sentence with its own colon takes no opening that ends in one ("Ab 18 Uhr: Bestellt Wasser: …").
 * Where the language's openings all do, sentences without a colon are picked, so they can be said
 * about this date.
 */
export function tieable(ctx: WriteContext, options: readonly string[], count = 1): readonly string[] {
  const colonOpenings = /:\s*$/u.test(ctx.lead.after[0] ?? '');
  const plain = options.filter((option) => !option.includes(':'));
  return colonOpenings && plain.length >= count ? plain : options;
}
