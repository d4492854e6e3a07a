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
};

/** Kinds of open-air place that close at dusk unless the catalog tags them for the night. */
const DUSK_KINDS: KindId[] = ['park', 'garden', 'botanical_garden', 'viewpoint'];

export function landmarkOpeningHours(landmark: Landmark): string {
  const own = OWN_HOURS[landmark.name];
  if (own) return own;
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
