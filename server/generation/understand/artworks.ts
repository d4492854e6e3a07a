import type { KindId } from '../kinds/kind-ids';
import type { NamedPlace } from '../request';

/** Kinds of place that hold works of art. */
const HOLDERS = new Set<KindId>(['museum', 'art_gallery']);

/** "X at the Y", "X en el Y", "X agli Y", "X im Y": the words between a work and the place that holds it. */
const HELD_IN =
  /^\s*(?:at|in|inside|en|a|à|au|dans|no|na|em|im|in der|bei|al|alla|agli|ai|nel|nella|nei|negli)\s+(?:(?:the|el|la|le|les|l['’]|o|a|der|dem|il|lo|gli|i)\s*)?$/iu;

/**
 * Works of art named where they hang ("ver Las Meninas en el Prado", "la Nascita di Venere agli Uffizi",
 * "Der Kuss im Belvedere"): the name before a museum or gallery, with no head word of its own, is a
 * work it holds, not a stop. The museum is the stop.
 */
export function withoutHeldWorks(
  text: string,
  named: NamedPlace[],
  kindOf: (place: NamedPlace) => KindId,
): NamedPlace[] {
  return named.filter((work, index) => {
    const holder = named[index + 1];
    if (!holder || work.isArea || kindOf(work) !== 'historic_site') return true;
    return !(HOLDERS.has(kindOf(holder)) && HELD_IN.test(text.slice(work.span.end, holder.span.start)));
  });
}
