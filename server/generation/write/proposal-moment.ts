import { KIND_CATALOG } from '../kinds/catalog';
import type { DraftStop } from '../draft';
import type { Language } from '../request';
import { fill } from './fill';

type Moment = 'sunset' | 'meal' | 'other';

/**
 * Where and when the question is asked, said in the step that holds it: with the sun low, between
 * the main course and dessert, or at the stop's quiet moment. The hour makes it this date's.
 */
const MOMENTS: Record<Language, Record<Moment, string>> = {
  en: {
    sunset:
      'Around {time}, with the sun low, is the moment for the question: step a little apart from the others, ring in your pocket.',
    meal: 'Between the main course and dessert, around {time}, is the moment for the question: tell the staff beforehand if you want something brought to the table on cue.',
    other:
      'Around {time} is the moment for the question: find a quiet corner a little apart, ring in your pocket.',
  },
  es: {
    sunset:
      'Hacia las {time}, con el sol bajo, llega el momento de la pregunta: apartaos un poco de la gente, con el anillo a mano.',
    meal: 'Entre el segundo plato y el postre, hacia las {time}, llega el momento de la pregunta: conviene avisar antes al personal si hace falta que traigan algo a la mesa en el momento justo.',
    other:
      'Hacia las {time} llega el momento de la pregunta: buscad un rincón tranquilo algo apartado, con el anillo a mano.',
  },
  fr: {
    sunset:
      'Vers {time}, quand le soleil est bas, c’est le moment de la demande : écartez-vous un peu des autres, la bague en poche.',
    meal: 'Entre le plat et le dessert, vers {time}, c’est le moment de la demande : prévenez l’équipe à l’avance si vous voulez qu’on apporte quelque chose à table au bon moment.',
    other:
      'Vers {time}, c’est le moment de la demande : trouvez un coin tranquille un peu à l’écart, la bague en poche.',
  },
  pt: {
    sunset:
      'Por volta das {time}, com o sol baixo, chega o momento do pedido: afastem-se um pouco das outras pessoas, com o anel à mão.',
    meal: 'Entre o prato principal e a sobremesa, por volta das {time}, chega o momento do pedido: avisem antes o restaurante se quiserem que algo chegue à mesa na hora certa.',
    other:
      'Por volta das {time} chega o momento do pedido: procurem um canto tranquilo e afastado, com o anel à mão.',
  },
  de: {
    sunset:
      'Gegen {time} Uhr, wenn die Sonne tief steht, ist der Moment für den Antrag: Geht ein paar Schritte abseits, den Ring griffbereit.',
    meal: 'Zwischen Hauptgang und Dessert, gegen {time} Uhr, ist der Moment für den Antrag: Sagt dem Service vorher Bescheid, wenn im richtigen Augenblick etwas an den Tisch kommen soll.',
    other:
      'Gegen {time} Uhr ist der Moment für den Antrag: Sucht euch eine ruhige Ecke etwas abseits, den Ring griffbereit.',
  },
  it: {
    sunset:
      'Verso le {time}, con il sole basso, arriva il momento della proposta: allontanatevi un po’ dagli altri, con l’anello a portata di mano.',
    meal: 'Tra il secondo e il dolce, verso le {time}, arriva il momento della proposta: avvisate prima il personale se volete che qualcosa arrivi al tavolo al momento giusto.',
    other:
      'Verso le {time} arriva il momento della proposta: cercate un angolo tranquillo un po’ in disparte, con l’anello a portata di mano.',
  },
};

/** Every sentence a proposal's moment can be written from, for the checks on a language's register. */
export const proposalMoments = (language: Language): string[] => Object.values(MOMENTS[language]);

/**
 * The stop a proposal belongs to: the sunset when there is one, else the last stop, where nothing
 * else is waiting afterwards. Null when the plan has no stops.
 */
export function proposalStopIndex(stops: readonly DraftStop[]): number | null {
  if (!stops.length) return null;
  const sunset = stops.findIndex((stop) => stop.atSunset);
  return sunset >= 0 ? sunset : stops.length - 1;
}

/** The moment said for its stop: at the sunset's minute, before a meal's dessert, or a quarter hour in. */
export function proposalMoment(
  language: Language,
  stop: Pick<DraftStop, 'kind' | 'start' | 'end' | 'atSunset'>,
  sunset: number | null,
  clock: (minutes: number) => string,
): string {
  const moment: Moment =
    stop.atSunset && sunset !== null ? 'sunset' : KIND_CATALOG[stop.kind].meal ? 'meal' : 'other';
  const minutes =
    moment === 'sunset' && sunset !== null
      ? sunset
      : moment === 'meal'
        ? Math.max(stop.start, stop.end - 30)
        : Math.min(stop.start + 15, stop.end);
  return fill(MOMENTS[language][moment], { time: clock(minutes) });
}
