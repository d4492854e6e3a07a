import type { DateRequest } from '../request';

const ENGLISH_NAMES = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });

/** The English name of an ISO 639-3 code ("tur" → "Turkish"), or null when Intl does not know it. */
function englishName(code: string): string | null {
  try {
    const name = ENGLISH_NAMES.of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

/**
 * The first tip of a plan written in English for a description in a language we do not plan in:
 * said in English, naming the language when the detector was sure of it, so the person knows the
 * English is deliberate and their names were kept as written.
 */
export function unsupportedLanguageTip(request: DateRequest): string | null {
  if (!request.languageFallback) return null;
  const name = request.foreignLanguage ? englishName(request.foreignLanguage) : null;
  const which = name ?? 'your language';
  return `This plan is in English because ${which} is not supported yet; the names you gave are kept as written.`;
}
