import type { Language } from '../request';
import { fill, sentence } from './fill';

/**
 * The sunset said about the stop it matters to, not about the town: "A riverside walk at 7:30 PM:
 * the sun has set by then (4:45 PM in Rome), so keep to lit, busy paths." Every plan in one town on
 * one day has the same sunset; what it means for this date (dark before the walk, halfway through
 * the viewpoint, daylight all the way) is this plan's own.
 */
export type SunsetRelation = 'dark' | 'during' | 'light';

/** {what} the stop (a name, or its kind with its article), {start} {end} its hours, {time} the sunset, {city}, {n} minutes. */
const NOTES: Record<Language, Record<SunsetRelation, string>> = {
  en: {
    dark: '{what} at {start}: the sun has set by then ({time} in {city}), so keep to lit, busy paths.',
    during: '{what} from {start}: the sun sets at {time} in {city}, {n} minutes after you arrive.',
    light: '{what} until {end}, in daylight: the sun sets at {time} in {city}.',
  },
  es: {
    dark: '{what} a las {start}: para entonces ya es de noche (en {city} el sol se pone a las {time}), así que elige calles con luz y gente.',
    during: '{what} desde las {start}: en {city} el sol se pone a las {time}, {n} minutos después de llegar.',
    light: '{what} hasta las {end}, aún de día: en {city} el sol se pone a las {time}.',
  },
  fr: {
    dark: '{what} à {start} : il fera déjà nuit (coucher du soleil à {time} à {city}), restez sur des chemins éclairés et fréquentés.',
    during: '{what} dès {start} : à {city}, le soleil se couche à {time}, {n} minutes après votre arrivée.',
    light: '{what} jusqu’à {end}, encore de jour : à {city}, le soleil se couche à {time}.',
  },
  de: {
    dark: '{what} um {start} Uhr: Dann ist es schon dunkel (Sonnenuntergang in {city} um {time} Uhr), bleibt auf beleuchteten, belebten Wegen.',
    during:
      '{what} ab {start} Uhr: In {city} geht die Sonne um {time} Uhr unter, {n} Minuten nach eurer Ankunft.',
    light: '{what} bis {end} Uhr, noch bei Tageslicht: In {city} geht die Sonne um {time} Uhr unter.',
  },
  it: {
    dark: '{what} alle {start}: a quell’ora è già buio (a {city} il sole tramonta alle {time}), restate su percorsi illuminati e frequentati.',
    during: '{what} dalle {start}: a {city} il sole tramonta alle {time}, {n} minuti dopo il vostro arrivo.',
    light: '{what} fino alle {end}, ancora con la luce del giorno: a {city} il sole tramonta alle {time}.',
  },
  pt: {
    dark: '{what} às {start}: a essa hora já é noite ({city}: pôr do sol às {time}), por isso fiquem por caminhos iluminados e movimentados.',
    during: '{what} a partir das {start}: {city} tem pôr do sol às {time}, {n} minutos depois de chegarem.',
    light: '{what} até às {end}, ainda de dia: {city} tem pôr do sol às {time}.',
  },
};

/** Where a stop's hours fall against the sunset (minutes after midnight, local). */
export function sunsetRelation(start: number, end: number, sunset: number): SunsetRelation {
  if (start >= sunset) return 'dark';
  return end <= sunset ? 'light' : 'during';
}

export interface SunsetStop {
  /** The stop as a sentence opens with it: its name, or its kind with the article ("A riverside walk"). */
  what: string;
  start: number;
  end: number;
}

/** The stop whose hours are nearest the sunset: the one the sunset changes most. */
export function nearestSunset<T extends { start: number; end: number }>(stops: readonly T[], sunset: number) {
  const distance = (stop: T) => (stop.start > sunset ? stop.start - sunset : Math.max(0, sunset - stop.end));
  return [...stops].sort((a, b) => distance(a) - distance(b) || a.start - b.start)[0];
}

/** One sentence: the sunset and what it means for this stop. */
export function sunsetNote(
  stop: SunsetStop,
  sunset: number,
  city: string,
  language: Language,
  clock: (minutes: number) => string,
): string {
  const relation = sunsetRelation(stop.start, stop.end, sunset);
  // A name the person wrote in lower case ("malecón de Miraflores") still opens a sentence.
  return sentence(
    fill(NOTES[language][relation], {
      what: stop.what,
      start: clock(stop.start),
      end: clock(stop.end),
      time: clock(sunset),
      city,
      n: String(sunset - stop.start),
    }),
  );
}
