import type { Draft } from '../draft';
import { KIND_NAMES } from '../kinds/names/all-names';
import type { DayPart, Language } from '../request';
import { dayPartOverrun, type LogisticsCheck } from './logistics';

type Sentences = Record<Exclude<LogisticsCheck, 'dayPart'>, (place: string) => string>;

type NamedPart = Exclude<DayPart, 'all_day'>;

/**
 * The stop that takes the date out of the part of the day the person named, with its hour and that
 * part: "Fado runs until 10:25 PM, past the part of the day you asked for (afternoon)".
 */
interface PartSentences {
  /** When no stop can be named: the plan as a whole runs past the part of the day. */
  whole: string;
  /** {asked}: the stop is one the person asked for, so the part of the day gave way to it. */
  late: (place: string, start: string, end: string, part: string, asked: boolean) => string;
  early: (place: string, start: string, part: string) => string;
  parts: Record<NamedPart, string>;
}

const DAY_PART: Record<Language, PartSentences> = {
  en: {
    whole: 'What you asked for runs past the part of the day you named, so the plan does too.',
    late: (place, start, end, part, asked) =>
      `${place}, from ${start} to ${end}, runs past the part of the day you asked for (${part})` +
      (asked ? ', to make room for everything you asked for.' : ': keep it, or end the date before it.'),
    early: (place, start, part) =>
      `${place} starts at ${start}, before the part of the day you asked for (${part}): skip it, or start a little earlier.`,
    parts: {
      morning: 'morning',
      lunchtime: 'lunchtime',
      afternoon: 'afternoon',
      evening: 'evening',
      night: 'night',
    },
  },
  es: {
    whole: 'Lo que pediste no cabe en la parte del día que dijiste, así que el plan se alarga un poco.',
    late: (place, start, end, part, asked) =>
      `${place}, de las ${start} a las ${end}, se sale de la parte del día que pediste (${part})` +
      (asked ? ', para que quepa todo lo que pediste.' : '; si prefieres, termina la cita antes.'),
    early: (place, start, part) =>
      `${place} empieza a las ${start}, antes de la parte del día que pediste (${part}); si prefieres, sáltate esa parada.`,
    parts: { morning: 'mañana', lunchtime: 'mediodía', afternoon: 'tarde', evening: 'noche', night: 'noche' },
  },
  fr: {
    whole: 'Ce que vous avez demandé dépasse le moment de la journée indiqué, le plan aussi.',
    late: (place, start, end, part, asked) =>
      `${place}, de ${start} à ${end}, dépasse le moment de la journée que vous aviez demandé (${part})` +
      (asked
        ? ', pour faire tenir tout ce que vous avez demandé.'
        : ' : si vous préférez, arrêtez-vous avant.'),
    early: (place, start, part) =>
      `${place} commence à ${start}, avant le moment de la journée que vous aviez demandé (${part}) : si vous préférez, passez cette étape.`,
    parts: {
      morning: 'matinée',
      lunchtime: 'midi',
      afternoon: 'après-midi',
      evening: 'soirée',
      night: 'nuit',
    },
  },
  pt: {
    whole: 'O que vocês pediram não cabe no período que disseram, por isso o plano se estende um pouco.',
    late: (place, start, end, part, asked) =>
      `${place}, das ${start} às ${end}, passa do período que pediram (${part})` +
      (asked ? ', para caber tudo o que pediram.' : '; se preferirem, terminem o encontro antes.'),
    early: (place, start, part) =>
      `${place} começa às ${start}, antes do período que pediram (${part}); se preferirem, deixem essa etapa de fora.`,
    parts: { morning: 'manhã', lunchtime: 'almoço', afternoon: 'tarde', evening: 'noite', night: 'noite' },
  },
  de: {
    whole: 'Was ihr euch wünscht, reicht über die genannte Tageszeit hinaus, der Plan deshalb auch.',
    late: (place, start, end, part, asked) =>
      `${place}, von ${start} bis ${end} Uhr, geht über die gewünschte Tageszeit (${part}) hinaus` +
      (asked
        ? ', damit alles hineinpasst, was ihr euch gewünscht habt.'
        : ': Wenn ihr mögt, beendet das Date vorher.'),
    early: (place, start, part) =>
      `${place} beginnt um ${start} Uhr, früher als die gewünschte Tageszeit (${part}): Wenn ihr mögt, lasst diesen Halt weg.`,
    parts: {
      morning: 'Vormittag',
      lunchtime: 'Mittag',
      afternoon: 'Nachmittag',
      evening: 'Abend',
      night: 'Nacht',
    },
  },
  it: {
    whole: 'Quello che avete chiesto va oltre il momento della giornata indicato, e il piano pure.',
    late: (place, start, end, part, asked) =>
      `${place}, dalle ${start} alle ${end}, va oltre il momento che avevate chiesto (${part})` +
      (asked
        ? ', per far stare tutto quello che avete chiesto.'
        : ': se preferite, chiudete l’appuntamento prima.'),
    early: (place, start, part) =>
      `${place} inizia alle ${start}, prima del momento che avevate chiesto (${part}): se preferite, saltate questa tappa.`,
    parts: {
      morning: 'mattina',
      lunchtime: 'pranzo',
      afternoon: 'pomeriggio',
      evening: 'sera',
      night: 'notte',
    },
  },
};

/** What the logistics checker could not mend, said to the couple so it does not surprise them on the day. */
const SENTENCES: Record<Language, Sentences> = {
  en: {
    hours: (place) =>
      `${place} may be closed at that hour on the day: check its opening hours before you go.`,
    travel: (place) => `Getting to ${place} may take longer than the plan allows: check the route.`,
    mealOrder: (place) => `${place} comes before the meal: swap them if you prefer.`,
    gaps: (place) => `There is a wait before ${place}: time for a stroll or a drink nearby.`,
    date: () => 'Part of the plan is at an hour already past today: move it later.',
    budgetBand: () => 'The prices may not match your budget: check them before you book.',
  },
  es: {
    hours: (place) => `${place} podría estar cerrado a esa hora ese día: consulta su horario antes de ir.`,
    travel: (place) => `Llegar a ${place} puede llevar más de lo previsto: consulta la ruta.`,
    mealOrder: (place) => `${place} va antes de la comida: cambia el orden si lo prefieres.`,
    gaps: (place) => `Hay una espera antes de ${place}: tiempo para pasear o tomar algo cerca.`,
    date: () => 'Parte del plan cae a una hora que ya pasó hoy: muévela más tarde.',
    budgetBand: () => 'Los precios podrían no ajustarse a tu presupuesto: revísalos antes de reservar.',
  },
  fr: {
    hours: (place) =>
      `${place} pourrait être fermé à cette heure ce jour-là : vérifiez ses horaires avant d’y aller.`,
    travel: (place) => `Aller à ${place} peut prendre plus de temps que prévu : vérifiez l’itinéraire.`,
    mealOrder: (place) => `${place} vient avant le repas : inversez-les si vous préférez.`,
    gaps: (place) => `Il y a une attente avant ${place} : le temps d’une balade ou d’un verre à côté.`,
    date: () => 'Une partie du plan tombe à une heure déjà passée aujourd’hui : décalez-la.',
    budgetBand: () =>
      'Les prix pourraient ne pas correspondre à votre budget : vérifiez-les avant de réserver.',
  },
  pt: {
    hours: (place) => `${place} pode estar fechado nesse horário no dia: confira o horário antes de ir.`,
    travel: (place) => `Chegar a ${place} pode levar mais tempo do que o previsto: confira o trajeto.`,
    mealOrder: (place) => `${place} vem antes da refeição: troquem a ordem se preferirem.`,
    gaps: (place) => `Há uma espera antes de ${place}: tempo para passear ou beber algo perto.`,
    date: () => 'Parte do plano cai numa hora que já passou hoje: passem-na para mais tarde.',
    budgetBand: () => 'Os preços podem não caber no orçamento: confiram antes de reservar.',
  },
  de: {
    hours: (place) =>
      `${place} könnte zu dieser Uhrzeit an dem Tag geschlossen sein: prüft vorher die Öffnungszeiten.`,
    travel: (place) => `Der Weg zu ${place} kann länger dauern als geplant: prüft die Route.`,
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
  clock: (minutes: number) => string,
): string {
  const at = stop === null ? undefined : draft.stops[stop];
  const text =
    check === 'dayPart'
      ? dayPartSentence(draft, language, clock)
      : SENTENCES[language][check](at ? (at.placeName ?? KIND_NAMES[language][at.kind].thing) : '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function dayPartSentence(draft: Draft, language: Language, clock: (minutes: number) => string): string {
  const overrun = dayPartOverrun(draft);
  const at = overrun ? draft.stops[overrun.stop] : undefined;
  const { dayPart } = draft.request.time;
  const sentences = DAY_PART[language];
  if (!overrun || !at || !dayPart || dayPart === 'all_day') return sentences.whole;
  // The place, or its kind with an article: "a bar … runs", never "drinks … runs".
  const place = at.placeName ?? KIND_NAMES[language][at.kind].noun;
  const part = sentences.parts[dayPart];
  return overrun.late
    ? sentences.late(place, clock(at.start), clock(at.end), part, at.requested)
    : sentences.early(place, clock(at.start), part);
}
