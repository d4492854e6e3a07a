import { KIND_CATALOG } from '../kinds/catalog';
import type { DraftStop } from '../draft';
import type { Grounded } from '../ground/grounded';
import type { Language } from '../request';
import type { LandmarkTag } from '../world/landmark-types';
import { landmarksIn } from '../world/landmarks/all-landmarks';

type FactTag = Extract<LandmarkTag, 'step_free' | 'free' | 'night'>;

/** One sentence per fact the catalog holds about a landmark: {name}. */
const FACTS: Record<Language, Record<FactTag, string>> = {
  en: {
    step_free: '{name} is largely step-free.',
    free: 'Entry to {name} is free.',
    night: '{name} is at its best after dark.',
  },
  es: {
    step_free: '{name} es accesible casi por completo sin escalones.',
    free: 'La entrada a {name} es gratuita.',
    night: '{name} luce más de noche.',
  },
  fr: {
    step_free: '{name} est en grande partie accessible de plain-pied.',
    free: 'L’entrée est gratuite : {name} ne coûte rien.',
    night: '{name} se découvre mieux à la nuit tombée.',
  },
  pt: {
    step_free: '{name} é quase todo acessível sem degraus.',
    free: 'A entrada é gratuita: {name} não custa nada.',
    night: '{name} fica ainda melhor depois de escurecer.',
  },
  de: {
    step_free: '{name} ist weitgehend stufenlos zugänglich.',
    free: '{name}: Der Eintritt ist frei.',
    night: '{name} wirkt nach Einbruch der Dunkelheit am schönsten.',
  },
  it: {
    step_free: '{name} è in gran parte accessibile senza gradini.',
    free: 'L’ingresso è gratuito: {name} non costa nulla.',
    night: '{name} dà il meglio di sé dopo il tramonto.',
  },
};

/** After 20:30 a place known for its nights is worth saying so. */
const AFTER_DARK = 1230;

/**
 * What the catalog knows about a landmark stop, said as one sentence of its tips: step-free access when
 * the person needs it, a free entry, a place best after dark when the stop is then. Not that it is famous:
 * that is true of every landmark and says nothing. Empty for a stop that is no catalog landmark or has
 * none of these tags.
 */
export function landmarkFact(
  stop: Pick<DraftStop, 'placeName' | 'start'>,
  grounded: Pick<Grounded, 'curatedName' | 'country'>,
  language: Language,
  stepFree: boolean,
): string {
  if (!stop.placeName || !grounded.curatedName || !grounded.country) return '';
  const landmark = landmarksIn(grounded.curatedName, grounded.country).find(
    (candidate) => candidate.name === stop.placeName,
  );
  if (!landmark) return '';
  const wanted: FactTag[] = [
    ...(stepFree ? (['step_free'] as const) : []),
    // A free street, park or bookshop is no news; a free museum, church or castle is.
    ...(KIND_CATALOG[landmark.kind].tags.includes('culture') ? (['free'] as const) : []),
    ...(stop.start >= AFTER_DARK ? (['night'] as const) : []),
  ];
  const tag = wanted.find((candidate) => landmark.tags.includes(candidate));
  return tag ? FACTS[language][tag].replace('{name}', landmark.name) : '';
}
