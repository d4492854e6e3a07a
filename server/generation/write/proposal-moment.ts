import type { DraftStop } from '../draft';
import type { Language } from '../request';

/** Where the question is asked, said in the step that holds it. */
const MOMENT: Record<Language, string> = {
  en: 'This is the moment for the question: find a quiet corner a little apart, ring in your pocket.',
  es: 'Este es el momento de la pregunta: buscad un rincón tranquilo algo apartado, con el anillo a mano.',
  fr: 'C’est le moment de la demande : trouvez un coin tranquille un peu à l’écart, la bague en poche.',
  pt: 'Este é o momento do pedido: procurem um canto tranquilo e afastado, com o anel à mão.',
  de: 'Das ist der Moment für den Antrag: Sucht euch eine ruhige Ecke etwas abseits, den Ring griffbereit.',
  it: 'Questo è il momento della proposta: cercate un angolo tranquillo un po’ in disparte, con l’anello a portata di mano.',
};

/**
 * The stop a proposal belongs to: the sunset when there is one, else the last stop, where nothing
 * else is waiting afterwards. Null when the plan has no stops.
 */
export function proposalStopIndex(stops: readonly DraftStop[]): number | null {
  if (!stops.length) return null;
  const sunset = stops.findIndex((stop) => stop.atSunset);
  return sunset >= 0 ? sunset : stops.length - 1;
}

export const proposalMoment = (language: Language) => MOMENT[language];
