import { FAMILIES, type KindId } from '../kinds/kind-ids';
import type { NamedPlace, WantedKind } from '../request';

/** Rides whose setting is named after them: "a rabelo boat on the Douro", "un paseo en lancha por el embalse". */
const RIDES = new Set<KindId>([...FAMILIES.water, 'cable_car']);

/** The small words between a ride and the water or hill it runs on, in the six languages. */
const SETTING_LINK = new RegExp(
  String.raw`^\s*(?:on|along|across|down|up|over|around|sur|le\s+long\s+d[eu]|au\s+fil\s+d[eu]|en|por|sobre|no|na|pelo|pela|auf|entlang|über|sul|sulla|sullo|lungo|per)` +
    String.raw`(?:\s+(?:the|le|la|les|l['’]|el|los|las|o|a|os|as|der|dem|den|die|das|il|lo|i|gli))?\s*$`,
  'iu',
);

/**
 * A name right after a ride, joined by "on the", "along the", "sur la"…, is where that ride happens,
 * not a stop of its own: the ride keeps the person's whole phrase ("rabelo boat on the Douro") and
 * the name stops being a separate place (it had become a €8–16 stop called "Douro").
 */
export function withRideSettings(
  text: string,
  wanted: WantedKind[],
  named: NamedPlace[],
): { wanted: WantedKind[]; named: NamedPlace[] } {
  const settings = new Set<NamedPlace>();
  const rides = wanted.map((entry) => {
    if (!RIDES.has(entry.kind)) return entry;
    const setting = named.find(
      (place) =>
        !settings.has(place) &&
        place.span.start >= entry.span.end &&
        SETTING_LINK.test(text.slice(entry.span.end, place.span.start)),
    );
    if (!setting) return entry;
    settings.add(setting);
    const span = {
      text: text.slice(entry.span.start, setting.span.end),
      start: entry.span.start,
      end: setting.span.end,
    };
    return { ...entry, span };
  });
  return { wanted: rides, named: named.filter((place) => !settings.has(place)) };
}
