/**
 * Opening hours of the catalog's landmarks in OpenStreetMap's `opening_hours` syntax. The best-known
 * places carry their own published hours (approximate, as each place's own site gives them for the
 * low season, when they are shortest, unless the season is written); the rest take their kind's
 * typical hours, and a park, garden or viewpoint not tagged for the night closes half an hour after
 * the sun sets.
 */
import { KIND_OPENING_HOURS } from '../../kinds/opening-hours';
import type { KindId } from '../../kinds/kind-ids';
import type { Landmark } from '../landmark-types';
import { LANDMARKS } from './all-landmarks';

const OWN_HOURS: Record<string, string> = {
  'Musée du Louvre': 'We-Mo 09:00-18:00; Fr 09:00-21:45',
  'Sainte-Chapelle': 'Apr-Sep 09:00-19:00; Oct-Mar 09:00-17:00',
  'Tour Eiffel': 'Mo-Su 09:30-23:45',
  'Basilique du Sacré-Cœur': 'Mo-Su 06:30-22:30',
  'British Museum': 'Mo-Su 10:00-17:00; Fr 10:00-20:30',
  'Tate Modern': 'Mo-Su 10:00-18:00',
  'Tower of London': 'Tu-Sa 09:00-16:30; Su,Mo 10:00-16:30',
  'Westminster Abbey': 'Mo-Sa 09:30-15:30',
  Colosseo: 'Apr-Sep 08:30-19:00; Oct-Mar 08:30-16:30',
  'Musei Vaticani': 'Mo-Sa 08:00-19:00',
  'Galleria Borghese': 'Tu-Su 09:00-19:00',
  'Sagrada Família': 'Apr-Sep 09:00-20:00; Oct-Mar 09:00-18:00',
  'Park Güell': 'Apr-Sep 09:30-19:30; Oct-Mar 09:30-17:30',
  'Museu Picasso': 'Tu-Su 10:00-19:00',
  'Museo del Prado': 'Mo-Sa 10:00-20:00; Su 10:00-19:00',
  'Museo Thyssen-Bornemisza': 'Tu-Su 10:00-19:00; Mo 12:00-16:00',
  'Teleférico de Madrid': 'Mo-Su 12:00-18:00',
  'Corral de la Morería': 'Mo-Su 18:00-24:00',
  'Museo del Baile Flamenco': 'Mo-Su 10:00-22:00',
  'Mosteiro dos Jerónimos': 'Tu-Su 09:30-17:30',
  'Museu Calouste Gulbenkian': 'We-Mo 10:00-18:00',
  'Museu Nacional do Azulejo': 'Tu-Su 10:00-18:00',
  Rijksmuseum: 'Mo-Su 09:00-17:00',
  'Oberes Belvedere': 'Mo-Su 09:00-18:00',
  'Kunsthistorisches Museum': 'Tu-Su 10:00-18:00; Th 10:00-21:00',
  'Budavári Sikló': 'Mo-Su 08:00-22:00',
  'Galleria degli Uffizi': 'Tu-Su 08:15-18:30',
  'Peggy Guggenheim Collection': 'We-Mo 10:00-18:00',
  Acropolis: 'Apr-Oct 08:00-20:00; Nov-Mar 08:00-17:00',
  'Acropolis Museum': 'Mo 09:00-17:00; Tu-Su 09:00-20:00',
  'Grouse Mountain Skyride': 'Mo-Su 09:00-21:00',
  SFMOMA: 'Mo,Tu,Fr-Su 10:00-17:00; Th 13:00-20:00',
  'Pão de Açúcar': 'Mo-Su 08:00-21:00',
  'Funicular de Santiago': 'Tu-Su 10:00-19:00',
  'Singapore Cable Car': 'Mo-Su 08:45-22:00',
  'Peak Tram': 'Mo-Su 07:30-23:00',
  'Table Mountain Aerial Cableway': 'Mo-Su 08:30-18:00; Dec-Jan 08:00-20:30',
  // Market halls that are also the city's long-standing places to eat (world/institutions): open
  // longer than a morning market, shorter than a restaurant.
  'Marché des Enfants Rouges': 'Tu-Sa 08:30-20:30; Su 08:30-17:00',
  'Borough Market': 'Tu-Sa 10:00-17:00; Su 10:00-16:00',
  'Mercato di Testaccio': 'Mo-Sa 07:00-15:30',
  'Mercat de la Boqueria': 'Mo-Sa 08:00-20:30',
  'Mercat de Santa Caterina': 'Mo-Sa 07:30-15:30; Th,Fr 07:30-20:30',
  'Mercado de San Miguel': 'Mo-Su 10:00-24:00',
  'Mercado de Triana': 'Mo-Sa 09:00-15:00',
  'Mercado do Bolhão': 'Mo-Fr 08:00-20:00; Sa 08:00-18:00',
  'Markthalle Neun': 'Mo-Sa 12:00-18:00; Th 12:00-22:00',
  Viktualienmarkt: 'Mo-Sa 08:00-20:00',
  Naschmarkt: 'Mo-Fr 06:00-19:30; Sa 06:00-17:00',
  Torvehallerne: 'Mo-Fr 10:00-19:00; Sa,Su 10:00-17:00',
  'Östermalms Saluhall': 'Mo-Fr 09:30-19:00; Sa 09:30-17:00',
  'Mercato Centrale': 'Mo-Su 09:00-24:00',
  'Varvakios Agora': 'Mo-Sa 07:00-18:00',
  'Les Halles de Lyon Paul Bocuse': 'Tu-Sa 07:00-22:30; Su 07:00-16:30',
  'Marché des Capucins': 'Tu-Sa 08:00-19:00; Su 08:00-13:00',
  'Tsukiji Outer Market': 'Mo,Tu,Th-Sa 06:00-14:00',
  'Nishiki Market': 'Mo-Su 10:00-18:00',
  'Kuromon Market': 'Mo-Su 09:00-18:00',
  'Gwangjang Market': 'Mo-Su 09:00-23:00',
  'Temple Street Night Market': 'Mo-Su 18:00-24:00',
  'Crawford Market': 'Mo-Sa 11:00-20:00',
  'Sydney Fish Market': 'Mo-Su 07:00-16:00',
  'Queen Victoria Market': 'Tu,Th-Sa 06:00-15:00; Su 09:00-16:00',
  'Auckland Fish Market': 'Mo-Su 08:00-20:00',
  'The Old Biscuit Mill': 'Mo-Fr 10:00-17:00; Sa 09:00-15:00; Su 10:00-15:00',
  'Terra Kulture': 'Mo-Su 09:00-22:00',
  'Makola Market': 'Mo-Sa 06:00-18:00',
  'St. Lawrence Market': 'Tu-Fr 09:00-19:00; Sa 07:00-17:00',
  'Granville Island Public Market': 'Mo-Su 09:00-18:00',
  'Grand Central Market': 'Mo-Su 08:00-21:00',
  'Pike Place Market': 'Mo-Su 09:00-18:00',
  'Eastern Market': 'Tu-Fr 07:00-19:00; Sa 07:00-18:00; Su 09:00-17:00',
  'Mercado de Coyoacán': 'Mo-Su 08:00-20:00',
  'Mercado Municipal de São Paulo': 'Mo-Sa 06:00-18:00; Su 06:00-16:00',
  'Mercado Central': 'Mo-Su 07:00-17:00',
  'La Vega Central': 'Mo-Sa 06:00-18:00; Su 06:00-15:00',
};

/** Kinds of open-air place that close at dusk unless the catalog tags them for the night. */
const DUSK_KINDS: KindId[] = ['park', 'garden', 'botanical_garden', 'viewpoint'];

/**
 * One place keeps one set of hours, whichever kind it was chosen as: a market hall the city's
 * institutions list as a food hall or a seafood restaurant opens when the catalog's sight of that name
 * does. A sight open day and night (a street, a district) says nothing of its stalls, so the kind
 * chosen decides there.
 */
export function landmarkOpeningHours(landmark: Landmark): string {
  const own = OWN_HOURS[landmark.name];
  if (own) return own;
  const sight = sightNamed(landmark);
  if (sight && sight !== landmark && KIND_OPENING_HOURS[sight.kind] !== '24/7') return kindHoursOf(sight);
  return kindHoursOf(landmark);
}

/** The catalog's sights by city and name, built once: the hours are asked for every landmark weighed. */
let sightsByName: Map<string, Landmark> | null = null;
function sightNamed({ city, country, name }: Landmark): Landmark | undefined {
  sightsByName ??= new Map(LANDMARKS.map((sight) => [`${sight.country}:${sight.city}:${sight.name}`, sight]));
  return sightsByName.get(`${country}:${city}:${name}`);
}

function kindHoursOf(landmark: Landmark): string {
  if (
    DUSK_KINDS.includes(landmark.kind) &&
    !landmark.tags.includes('night') &&
    landmark.tags.includes('outdoor')
  )
    return 'Mo-Su 07:00-(sunset+00:30)';
  return KIND_OPENING_HOURS[landmark.kind];
}

/** The names with their own hours, for tests that every one is in the catalog. */
export const LANDMARKS_WITH_OWN_HOURS = Object.keys(OWN_HOURS);
