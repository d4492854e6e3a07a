import type { KindId } from '../kinds/kind-ids';
import type { KindName } from '../kinds/kind-info';
import type { Language } from '../request';

/** One country's adjective, in each gender the language writes it: [from, to] pairs. */
type Demonyms = Record<Language, readonly (readonly [string, string])[]>;

const GERMAN_TO_AUSTRIAN: Demonyms = {
  en: [['German', 'Austrian']],
  es: [
    ['alemana', 'austriaca'],
    ['alemán', 'austriaco'],
  ],
  fr: [
    ['allemande', 'autrichienne'],
    ['allemand', 'autrichien'],
  ],
  pt: [
    ['alemã', 'austríaca'],
    ['alemão', 'austríaco'],
  ],
  de: [
    ['deutsche', 'österreichische'],
    ['deutsches', 'österreichisches'],
    ['deutscher', 'österreichischer'],
  ],
  it: [
    ['tedesca', 'austriaca'],
    ['tedesco', 'austriaco'],
  ],
};
const GERMAN_TO_SWISS: Demonyms = {
  en: [['German', 'Swiss']],
  es: [
    ['alemana', 'suiza'],
    ['alemán', 'suizo'],
  ],
  fr: [
    ['allemande', 'suisse'],
    ['allemand', 'suisse'],
  ],
  pt: [
    ['alemã', 'suíça'],
    ['alemão', 'suíço'],
  ],
  de: [
    ['deutsche', 'Schweizer'],
    ['deutsches', 'Schweizer'],
    ['deutscher', 'Schweizer'],
  ],
  it: [
    ['tedesca', 'svizzera'],
    ['tedesco', 'svizzero'],
  ],
};

/**
 * A cuisine named after a country is named after the place of the date where that place cooks it as
 * its own: Wiener Schnitzel in Vienna is Austrian food, not "deutsche Küche"; Rösti in Zürich is Swiss.
 */
const LOCAL_CUISINE: Partial<Record<KindId, Partial<Record<string, Demonyms>>>> = {
  german: { AT: GERMAN_TO_AUSTRIAN, CH: GERMAN_TO_SWISS, LI: GERMAN_TO_SWISS },
};

export function localKindName(
  kind: KindId,
  country: string | null,
  language: Language,
  name: KindName,
): KindName {
  const demonyms = country ? LOCAL_CUISINE[kind]?.[country]?.[language] : undefined;
  if (!demonyms) return name;
  const local = (text: string) =>
    demonyms.reduce(
      (out, [from, to]) =>
        out.replace(new RegExp(`(?<![\\p{L}])${from}(?![\\p{L}])`, 'giu'), (word) =>
          word.charAt(0) === word.charAt(0).toUpperCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to,
        ),
      text,
    );
  return { ...name, noun: local(name.noun), at: local(name.at), thing: local(name.thing) };
}
