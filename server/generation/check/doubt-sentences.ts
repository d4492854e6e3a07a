import type { Language } from '../request';

const SENTENCES: Record<Language, (words: string) => string> = {
  en: (words) =>
    `We were not sure you meant to rule out ${words}, so the plan keeps it where you asked for it.`,
  es: (words) =>
    `No teníamos claro si querías descartar ${words}, así que el plan lo mantiene donde lo pediste.`,
  fr: (words) =>
    `Nous n’étions pas sûrs que vous vouliez écarter ${words} : le plan le garde là où vous l’avez demandé.`,
  pt: (words) =>
    `Não tínhamos certeza se você queria excluir ${words}, então o plano mantém onde você pediu.`,
  de: (words) =>
    `Wir waren nicht sicher, ob ihr ${words} ausschließen wolltet, deshalb bleibt es dort, wo ihr es gewünscht habt.`,
  it: (words) =>
    `Non eravamo sicuri che voleste escludere ${words}, quindi il piano lo mantiene dove l’avete chiesto.`,
};

/** The plan's first tip when an exclusion the understanding read was doubted and dropped. */
export function doubtedExclusionSentence(words: string[], language: Language): string {
  return SENTENCES[language](words.map((word) => `“${word}”`).join(', '));
}
