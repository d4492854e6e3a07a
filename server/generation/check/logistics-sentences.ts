import type { Draft } from '../draft';
import { KIND_NAMES } from '../kinds/names/all-names';
import type { Language } from '../request';
import type { LogisticsCheck } from './logistics';

type Sentences = Record<LogisticsCheck, (place: string) => string>;

/** What the logistics checker could not mend, said to the couple so it does not surprise them on the day. */
const SENTENCES: Record<Language, Sentences> = {
  en: {
    hours: (place) =>
      `${place} may be closed at that hour on the day: check its opening hours before you go.`,
    travel: (place) => `Getting to ${place} may take longer than the plan allows: check the route.`,
    dayPart: () => 'What you asked for runs past the part of the day you named, so the plan does too.',
    mealOrder: (place) => `${place} comes before the meal: swap them if you prefer.`,
    gaps: (place) => `There is a wait before ${place}: time for a stroll or a drink nearby.`,
    date: () => 'Part of the plan is at an hour already past today: move it later.',
    budgetBand: () => 'The prices may not match your budget: check them before you book.',
  },
  es: {
    hours: (place) => `${place} podría estar cerrado a esa hora ese día: consulta su horario antes de ir.`,
    travel: (place) => `Llegar a ${place} puede llevar más de lo previsto: consulta la ruta.`,
    dayPart: () => 'Lo que pediste se sale de la parte del día que dijiste, y el plan también.',
    mealOrder: (place) => `${place} va antes de la comida: cambia el orden si lo prefieres.`,
    gaps: (place) => `Hay una espera antes de ${place}: tiempo para pasear o tomar algo cerca.`,
    date: () => 'Parte del plan cae a una hora que ya pasó hoy: muévela más tarde.',
    budgetBand: () => 'Los precios podrían no ajustarse a tu presupuesto: revísalos antes de reservar.',
  },
  fr: {
    hours: (place) =>
      `${place} pourrait être fermé à cette heure ce jour-là : vérifiez ses horaires avant d’y aller.`,
    travel: (place) => `Aller à ${place} peut prendre plus de temps que prévu : vérifiez l’itinéraire.`,
    dayPart: () => 'Ce que vous avez demandé dépasse le moment de la journée indiqué, le plan aussi.',
    mealOrder: (place) => `${place} vient avant le repas : inversez-les si vous préférez.`,
    gaps: (place) => `Il y a une attente avant ${place} : le temps d’une balade ou d’un verre à côté.`,
    date: () => 'Une partie du plan tombe à une heure déjà passée aujourd’hui : décalez-la.',
    budgetBand: () =>
      'Les prix pourraient ne pas correspondre à votre budget : vérifiez-les avant de réserver.',
  },
  pt: {
    hours: (place) => `${place} pode estar fechado nesse horário no dia: confira o horário antes de ir.`,
    travel: (place) => `Chegar a ${place} pode levar mais tempo do que o previsto: confira o trajeto.`,
    dayPart: () => 'O que vocês pediram passa da parte do dia que disseram, e o plano também.',
    mealOrder: (place) => `${place} vem antes da refeição: troquem a ordem se preferirem.`,
    gaps: (place) => `Há uma espera antes de ${place}: tempo para passear ou beber algo perto.`,
    date: () => 'Parte do plano cai numa hora que já passou hoje: passem-na para mais tarde.',
    budgetBand: () => 'Os preços podem não caber no orçamento: confiram antes de reservar.',
  },
  de: {
    hours: (place) =>
      `${place} könnte zu dieser Uhrzeit an dem Tag geschlossen sein: prüft vorher die Öffnungszeiten.`,
    travel: (place) => `Der Weg zu ${place} kann länger dauern als geplant: prüft die Route.`,
    dayPart: () => 'Was ihr euch wünscht, reicht über die genannte Tageszeit hinaus, der Plan deshalb auch.',
    mealOrder: (place) => `${place} kommt vor dem Essen: tauscht die Reihenfolge, wenn ihr mögt.`,
    gaps: (place) =>
      `Vor ${place} gibt es Wartezeit: Zeit für einen Spaziergang oder ein Getränk in der Nähe.`,
    date: () => 'Ein Teil des Plans liegt heute schon in der Vergangenheit: verschiebt ihn nach hinten.',
    budgetBand: () => 'Die Preise passen womöglich nicht zu eurem Budget: prüft sie vor der Buchung.',
  },
  it: {
    hours: (place) =>
      `${place} potrebbe essere chiuso a quell’ora quel giorno: controllate gli orari prima di andare.`,
    travel: (place) => `Arrivare a ${place} può richiedere più tempo del previsto: controllate il percorso.`,
    dayPart: () => 'Quello che avete chiesto va oltre il momento della giornata indicato, e il piano pure.',
    mealOrder: (place) => `${place} viene prima del pasto: invertite l’ordine se preferite.`,
    gaps: (place) => `C’è un’attesa prima di ${place}: il tempo per una passeggiata o un drink lì vicino.`,
    date: () => 'Una parte del piano cade in un’ora già passata oggi: spostatela più tardi.',
    budgetBand: () => 'I prezzi potrebbero non rientrare nel budget: controllateli prima di prenotare.',
  },
};

/** One sentence, in the plan's language, for a logistics finding about a stop or the whole plan. */
export function logisticsSentence(
  check: LogisticsCheck,
  stop: number | null,
  draft: Draft,
  language: Language,
): string {
  const at = stop === null ? undefined : draft.stops[stop];
  const place = at ? (at.placeName ?? KIND_NAMES[language][at.kind].thing) : '';
  const text = SENTENCES[language][check](place);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
