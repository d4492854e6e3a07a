import type { DraftStop } from '../draft';
import type { Language } from '../request';
import { fold } from '../understand/text';

/** Where a stop is, in the parts a sentence may use; an empty part makes the writer pick another sentence. */
export interface PlaceParts {
  /** The area for an address line: the neighbourhood, "City centre", or nothing. */
  label: string;
  /** The area inside a sentence ("in {area}"): the neighbourhood, else the town; empty when either would repeat the name. */
  inSentence: string;
  /** The town inside a sentence; empty when unknown or when the place's own name already says it. */
  city: string;
}

/** The first part of a name ("San Juan" of "San Juan, Puerto Rico"), folded, without "the". */
const core = (text: string) =>
  fold(text.split(',')[0] ?? '')
    .replace(/^(the|el|la|le|il|o|a|der|die|das)\s+/, '')
    .trim();

/** "Central Park" in "Central Park", "Barceloneta" in "Platja de la Barceloneta": one says the other. */
export const repeats = (name: string, other: string) => {
  const a = core(name);
  const b = core(other);
  return Boolean(a && b) && (a.includes(b) || b.includes(a));
};

export function areaFor(
  stop: Pick<DraftStop, 'area' | 'placeName'>,
  city: string | null,
  language: Language,
  centre: string,
): PlaceParts {
  // Area names keep "the" only in English ("the West Village").
  const own = (language === 'en' ? stop.area : stop.area?.replace(/^the /i, '')) ?? '';
  const name = stop.placeName;
  const area = own && !(name && repeats(name, own)) ? own : '';
  const town = city && !(name && repeats(name, city)) ? city : '';
  return {
    label: area || (city && !name ? centre : ''),
    inSentence: area || town,
    city: town,
  };
}
