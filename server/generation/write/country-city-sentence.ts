import type { Language } from '../request';
import { countryName } from '../world/countries';

const SENTENCES: Record<Language, (country: string, city: string) => string> = {
  en: (country, city) =>
    `You named a country, ${country}, but no town, so the plan is set in ${city}; name a town to go elsewhere.`,
  es: (country, city) =>
    `Solo nombraste un país, ${country}, sin ciudad, así que el plan es en ${city}; di una ciudad si prefieres otra.`,
  fr: (country, city) =>
    `Vous n’avez indiqué qu’un pays, ${country}, sans ville : le plan se déroule donc à ${city} ; nommez une ville pour aller ailleurs.`,
  pt: (country, city) =>
    `Você indicou só um país, ${country}, sem cidade, então o plano é em ${city}; diga uma cidade se preferir outra.`,
  de: (country, city) =>
    `Ihr habt nur ein Land genannt, ${country}, keine Stadt, deshalb spielt der Plan in ${city}; nennt eine Stadt, wenn ihr woandershin wollt.`,
  it: (country, city) =>
    `Avete indicato solo un paese, ${country}, senza città, quindi il piano è a ${city}; indicate una città se ne preferite un’altra.`,
};

const REGION_SENTENCES: Record<Language, (region: string, city: string) => string> = {
  en: (region, city) =>
    `You named a region, ${region}, but no town, so the plan is set in ${city}, its main city; name a town to go elsewhere.`,
  es: (region, city) =>
    `Solo nombraste una región, ${region}, sin ciudad, así que el plan es en ${city}, su ciudad principal; di una ciudad si prefieres otra.`,
  fr: (region, city) =>
    `Vous n’avez indiqué qu’une région, ${region}, sans ville : le plan se déroule donc à ${city}, sa ville principale ; nommez une ville pour aller ailleurs.`,
  pt: (region, city) =>
    `Você indicou só uma região, ${region}, sem cidade, então o plano é em ${city}, a cidade principal; diga uma cidade se preferir outra.`,
  de: (region, city) =>
    `Ihr habt nur eine Region genannt, ${region}, keine Stadt, deshalb spielt der Plan in ${city}, ihrer wichtigsten Stadt; nennt eine Stadt, wenn ihr woandershin wollt.`,
  it: (region, city) =>
    `Avete indicato solo una regione, ${region}, senza città, quindi il piano è a ${city}, la città principale; indicate una città se ne preferite un’altra.`,
};

/** The plan's first tip when only a country was named: which city was chosen for it, in the plan's language. */
export function countryCitySentence(country: string, city: string, language: Language): string {
  return SENTENCES[language](countryName(country, language), city);
}

/** The plan's first tip when only a region was named: which city was chosen for it, named as the person wrote it. */
export function regionCitySentence(region: string, city: string, language: Language): string {
  return REGION_SENTENCES[language](region, city);
}
