import type { Language } from '../request';

const EN_SUFFIX = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');

/** "45th anniversary", "45.º aniversario", "45. Jahrestag": the count the person gave, in the title. */
const COUNTED_ANNIVERSARY: Record<Language, (n: number) => string> = {
  en: (n) => `${n}${EN_SUFFIX(n)} anniversary`,
  es: (n) => `${n}.º aniversario`,
  fr: (n) => (n === 1 ? '1er anniversaire' : `${n}e anniversaire`),
  pt: (n) => `${n}.º aniversário`,
  de: (n) => `${n}. Jahrestag`,
  it: (n) => `${n}° anniversario`,
};

export function countedAnniversary(count: number, language: Language): string {
  const text = COUNTED_ANNIVERSARY[language](count);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
