/**
 * Dishes, drinks and dances that belong to a few countries: asking for one says which of several
 * namesakes is meant ("Córdoba … un asado" is Argentina's, "Mérida … cochinita" Mexico's by its money
 * or state, "Valencia … paella" Spain's). Only kinds a visitor would name the country for are listed;
 * pizza, sushi or tacos are eaten everywhere a date is planned and say nothing.
 */
import type { KindId } from '../kinds/kind-ids';

export const KIND_HOMES: Partial<Record<KindId, readonly string[]>> = {
  asado: ['AR', 'UY'],
  tango: ['AR', 'UY'],
  empanadas: ['AR', 'CL'],
  arepas: ['CO', 'VE'],
  ceviche: ['PE', 'EC'],
  peruvian: ['PE'],
  churrascaria: ['BR'],
  brazilian: ['BR'],
  fado: ['PT'],
  portuguese: ['PT'],
  flamenco: ['ES'],
  paella: ['ES'],
  tapas: ['ES'],
  churros: ['ES', 'MX'],
  mezcal_bar: ['MX'],
  mexican: ['MX'],
  pierogi: ['PL'],
  polish: ['PL'],
  braai: ['ZA'],
  suya: ['NG'],
  jollof: ['NG', 'GH'],
  nigerian: ['NG'],
  fish_and_chips: ['GB', 'IE', 'AU', 'NZ'],
  pub_food: ['GB', 'IE'],
  izakaya: ['JP'],
  sake_bar: ['JP'],
  noraebang: ['KR'],
  korean_bbq: ['KR'],
  bibimbap: ['KR'],
  hawker: ['SG', 'MY'],
  pho: ['VN'],
  fondue: ['CH', 'FR'],
  raclette: ['CH', 'FR'],
  trattoria: ['IT'],
};

/** For each country, how many of the kinds a person asks for belong to it ("asado y tango": AR 2). */
export function homesOfKinds(kinds: readonly KindId[]): Map<string, number> {
  const homes = new Map<string, number>();
  for (const kind of new Set(kinds))
    for (const country of KIND_HOMES[kind] ?? []) homes.set(country, (homes.get(country) ?? 0) + 1);
  return homes;
}
