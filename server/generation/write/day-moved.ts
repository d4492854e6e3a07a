import type { Finding } from '../draft';
import type { Language } from '../request';

type DayMoved = Extract<Finding, { type: 'day_moved' }>;

/** The day as the plan's language writes it ("Tuesday 24 November", "martes, 24 de noviembre"). */
function dayName(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

const SENTENCES: Record<Language, Record<DayMoved['reason'], (day: string) => string>> = {
  en: {
    after_midnight: (day) =>
      `It is already past midnight, so last night is over: this plan is for this evening, ${day}.`,
    day_over: (day) =>
      `What you asked for no longer fits in what is left of today, so this plan is for ${day}.`,
  },
  es: {
    after_midnight: (day) =>
      `Ya es pasada la medianoche y la noche de ayer terminó: este plan es para esta noche, ${day}.`,
    day_over: (day) =>
      `Lo que pediste ya no cabe en lo que queda de hoy, así que este plan es para el ${day}.`,
  },
  fr: {
    after_midnight: (day) =>
      `Il est déjà plus de minuit, la soirée d'hier est finie : ce plan est pour ce soir, ${day}.`,
    day_over: (day) =>
      `Ce que vous demandez ne tient plus dans ce qui reste de la journée : ce plan est pour ${day}.`,
  },
  de: {
    after_midnight: (day) =>
      `Es ist schon nach Mitternacht, der gestrige Abend ist vorbei: Dieser Plan ist für heute Abend, ${day}.`,
    day_over: (day) =>
      `Was ihr euch wünscht, passt nicht mehr in den Rest des Tages, deshalb ist dieser Plan für ${day}.`,
  },
  it: {
    after_midnight: (day) =>
      `È già passata la mezzanotte e la serata di ieri è finita: questo piano è per stasera, ${day}.`,
    day_over: (day) =>
      `Quello che chiedete non entra più in ciò che resta di oggi, quindi questo piano è per ${day}.`,
  },
  pt: {
    after_midnight: (day) =>
      `Já passa da meia-noite e a noite de ontem acabou: este plano é para esta noite, ${day}.`,
    day_over: (day) => `O que pediram já não cabe no que resta de hoje, por isso este plano é para ${day}.`,
  },
};

/** Says which day the plan is for when it is not the day the person's words first meant. */
export function dayMovedSentence(finding: DayMoved, language: Language): string {
  return SENTENCES[language][finding.reason](dayName(finding.date, language));
}
