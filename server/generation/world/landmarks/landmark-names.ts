/**
 * How people name the catalog's landmarks besides the catalog's own name: the words that only say what
 * kind of place it is ("Musée", "Bridge") drop out, and the famous ones have names in other languages
 * ("Colosseo" is the Colosseum). Source: the landmarks' English and common local names.
 */
import { ANY_COMMON_WORD } from '../../understand/common-words';
import { fold } from '../../understand/text';
import type { Landmark } from '../landmark-types';

const GENERIC_WORDS =
  /\b(the|le|la|les|el|los|las|il|lo|o|a|os|as|der|die|das|de|del|da|do|di|du|des|of|park|parque|parc|parco|palace|palacio|palau|palais|palazzo|schloss|museum|museo|musee|museu|castle|castillo|castell|chateau|castelo|castello|cathedral|catedral|cathedrale|dom|duomo|church|iglesia|esglesia|eglise|igreja|chiesa|kirche|basilica|basilique|basilika|garden|gardens|jardin|jardi|jardim|giardino|garten|market|mercado|mercat|marche|mercato|markt|halles|bridge|puente|pont|ponte|brucke|tower|torre|tour|turm|fountain|fontana|fuente|fontaine|brunnen|bosque|forest|bois|wald|bosco|floresta|pedra|rock|roca|rocher|grosser|grosse|grossen|kleiner|kleine|great|grand|grande|gran|petit|petite)\b/g;

/**
 * A landmark's name without the words any place of its kind has, nor the size it is told apart by:
 * "Basilique du Sacré-Cœur" → "sacre-coeur", "Großer Tiergarten" → "tiergarten".
 */
export const distinctiveName = (name: string) =>
  fold(name).replace(GENERIC_WORDS, ' ').replace(/\s+/g, ' ').trim();

/** Other names of catalog landmarks, by the catalog's name. */
export const LANDMARK_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Colosseo: ['Colosseum', 'Coliseum', 'Coliseo', 'Colisée', 'Kolosseum', 'Coliseu'],
  'Fontana di Trevi': ['Trevi Fountain', 'Fontaine de Trevi'],
  'Musei Vaticani': ['Vatican Museums', 'Museos Vaticanos', 'Musées du Vatican', 'Vatikanische Museen'],
  'Basilica di San Pietro': [
    "St Peter's Basilica",
    "St. Peter's Basilica",
    "Saint Peter's Basilica",
    'Basílica de San Pedro',
  ],
  'Piazza San Marco': ["St Mark's Square", "St. Mark's Square", "Saint Mark's Square", 'Place Saint-Marc'],
  'Galleria degli Uffizi': ['Uffizi', 'Uffizi Gallery'],
  'Cristo Redentor': ['Christ the Redeemer', 'Cristo Redentor de Rio'],
  'Pão de Açúcar': ['Sugarloaf', 'Sugarloaf Mountain', 'Sugar Loaf', 'Pan de Azúcar'],
  'Brandenburger Tor': [
    'Brandenburg Gate',
    'Porte de Brandebourg',
    'Puerta de Brandeburgo',
    'Porta di Brandeburgo',
  ],
  'Real Alcázar de Sevilla': ['Real Alcázar', 'Alcázar of Seville', 'Alcázar de Sevilla'],
  'Torre de Belém': ['Belém Tower', 'Belem Tower', 'Tour de Belém'],
  'Hagia Sophia': ['Ayasofya', 'Santa Sofía', 'Sainte-Sophie', 'Aya Sofya'],
  'Anne Frank Huis': ['Anne Frank House', 'Anne Frank Haus', 'Casa de Ana Frank', 'Maison d’Anne Frank'],
  'Sensō-ji': ['Sensoji', 'Senso-ji', 'Asakusa Temple'],
  'Schloss Schönbrunn': ['Schoenbrunn', 'Schönbrunn Palace'],
  Stephansdom: ["St. Stephen's Cathedral", "St Stephen's Cathedral"],
  Vasamuseet: ['Vasa Museum', 'Vasa Museet'],
  'Széchenyi Chain Bridge': ['Chain Bridge', 'Kettenbrücke', 'Lánchíd'],
  'Tour Eiffel': ['Eiffel Tower', 'Torre Eiffel', 'Eiffelturm'],
};

/** Every name a landmark goes by: the catalog's and its other names. */
export function namesOf(landmark: Landmark): string[] {
  return [landmark.name, ...(LANDMARK_ALIASES[landmark.name] ?? [])];
}

/** The shortest short form that is searched for in lower case: "louvre", not "lido". */
const SHORTEST_SHORT_NAME = 5;

/**
 * The landmarks' short forms as people type them in lower case ("the louvre", "el prado"), each with
 * the catalog's name to show: only a form that is no common word of any language and not the town's
 * name as the gazetteer or the person writes it ("central" of Central Park, "london" of the Tower of
 * London, "bruxelles" of the Parc de Bruxelles), nor one several landmarks share.
 */
export function shortNamesOf(
  landmarks: readonly Landmark[],
  townNames: readonly string[],
): [key: string, name: string][] {
  const townKeys = townNames.map(fold).filter(Boolean);
  const forms = landmarks.map(
    (landmark) => [distinctiveName(landmark.name), landmark.name] as [string, string],
  );
  return forms.filter(
    ([key, name]) =>
      key.length >= SHORTEST_SHORT_NAME &&
      key !== fold(name) &&
      !townKeys.some((town) => key.includes(town) || town.includes(key)) &&
      !key.split(/[\s-]+/).every((word) => ANY_COMMON_WORD.has(word)) &&
      forms.filter(([other]) => other === key).length === 1,
  );
}
