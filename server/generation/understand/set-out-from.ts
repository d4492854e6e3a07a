import { GENITIVES } from './list-words';
import { fold } from './text';

/**
 * A place said as where the couple leave from: "from Lisbon", "desde Medellín", "von München",
 * "saindo cedo de São Paulo". A bare "de" or "da" says as often what a thing is of ("la Alhambra de
 * Granada"), so it counts only after a verb of leaving.
 */
export function saidAsLeft(text: string, start: number): boolean {
  const before = fold(text.slice(Math.max(0, start - 40), start))
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const last = before.at(-1) ?? '';
  if (FROM_WORDS.has(last)) return true;
  return GENITIVES.has(last) && before.slice(-3, -1).some((word) => LEAVING.has(word));
}
const FROM_WORDS = new Set(['from', 'desde', 'depuis', 'von', 'ab']);
/**
 * Verbs of leaving as people write them before "de"/"da", folded. Listed rather than stemmed: a stem
 * such as "sal-" would take "salsa de Cali" too.
 */
const LEAVING = new Set(
  `saindo saimos sair sairemos saliendo salimos salir saldremos partindo partimos partir partiendo
  partant partons partirons partendo partiamo partire leaving`.split(/\s+/),
);
