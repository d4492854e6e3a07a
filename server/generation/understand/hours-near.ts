import { KIND_CATALOG } from '../kinds/catalog';
import type { KindId } from '../kinds/kind-ids';
import type { HoursNear } from './time';

/** How far from a clock the thing it is said with may be: "karaoke, say from 10". */
const NEAR = 40;

interface Said {
  value: { type: string; value: unknown };
  start: number;
  end: number;
}

/**
 * The typical hours of the kind said nearest a clock, for reading a bare hour as the one at which
 * that kind is open. Only kinds count: a constraint or an occasion has no hours.
 */
export function hoursOfNearestKind(items: readonly Said[]): HoursNear {
  const kinds = items.filter((item) => item.value.type === 'kind');
  return (at) => {
    let best: { distance: number; kind: KindId } | null = null;
    for (const item of kinds) {
      const distance = at < item.start ? item.start - at : Math.max(0, at - item.end);
      if (distance <= NEAR && (!best || distance < best.distance))
        best = { distance, kind: item.value.value as KindId };
    }
    return best ? [KIND_CATALOG[best.kind].hours] : null;
  };
}
