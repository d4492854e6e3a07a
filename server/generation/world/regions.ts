/**
 * States, provinces and regions that say which of several namesakes a city is ("Portland, Maine",
 * "Córdoba, Argentina" is the country's job, "Mérida, Yucatán", "Santa Maria, RS", "Frankfurt, Brandenburg").
 *
 * GeoNames gives each place an admin1 code but the cities file carries no names for them, and outside
 * the United States the codes are numbers ("05"). So each region is written with its seat, and its
 * code is read from the seat itself: whatever GeoNames numbers it, the region is where its seat is.
 */
import { citiesNamed } from './cities';
import { nameKey } from './name-key';

export interface Region {
  /** Folded names in the six languages and the local one ("bavaria", "bayern", "baviere"). */
  names: string[];
  /** Written in capitals after a name: "Portland ME", "Santa Maria, RS", "Victoria BC". */
  codes: string[];
  country: string;
  /** The seat, whose GeoNames admin1 code is the region's; the United States' codes are their own. */
  seat: string;
}

type Row = [names: string, codes: string, seat: string];

/** The United States' admin1 codes are the postal codes, so the seat is the code itself. */
const US: Row[] = [
  ['alabama', 'AL'],
  ['alaska', 'AK'],
  ['arizona', 'AZ'],
  ['arkansas', 'AR'],
  ['california', 'CA'],
  ['colorado', 'CO'],
  ['connecticut', 'CT'],
  ['delaware', 'DE'],
  ['district of columbia', 'DC'],
  ['florida', 'FL'],
  ['georgia', 'GA'],
  ['hawaii', 'HI'],
  ['idaho', 'ID'],
  ['illinois', 'IL'],
  ['indiana', 'IN'],
  ['iowa', 'IA'],
  ['kansas', 'KS'],
  ['kentucky', 'KY'],
  ['louisiana', 'LA'],
  ['maine', 'ME'],
  ['maryland', 'MD'],
  ['massachusetts', 'MA'],
  ['michigan', 'MI'],
  ['minnesota', 'MN'],
  ['mississippi', 'MS'],
  ['missouri', 'MO'],
  ['montana', 'MT'],
  ['nebraska', 'NE'],
  ['nevada', 'NV'],
  ['new hampshire', 'NH'],
  ['new jersey', 'NJ'],
  ['new mexico', 'NM'],
  ['new york', 'NY'],
  ['north carolina', 'NC'],
  ['north dakota', 'ND'],
  ['ohio', 'OH'],
  ['oklahoma', 'OK'],
  ['oregon', 'OR'],
  ['pennsylvania', 'PA'],
  ['rhode island', 'RI'],
  ['south carolina', 'SC'],
  ['south dakota', 'SD'],
  ['tennessee', 'TN'],
  ['texas', 'TX'],
  ['utah', 'UT'],
  ['vermont', 'VT'],
  ['virginia', 'VA'],
  ['washington', 'WA'],
  ['west virginia', 'WV'],
  ['wisconsin', 'WI'],
  ['wyoming', 'WY'],
].map(([names, code]) => [names, code, code] as Row);

/** Names separated by "|", codes by " "; the seat as GeoNames names it. */
const BY_COUNTRY: Record<string, Row[]> = {
  CA: [
    ['alberta', 'AB', 'Edmonton'],
    ['british columbia|colombie britannique|columbia britanica', 'BC', 'Victoria'],
    ['manitoba', 'MB', 'Winnipeg'],
    ['new brunswick|nouveau brunswick', 'NB', 'Fredericton'],
    ['newfoundland|newfoundland and labrador|terre neuve', 'NL', "St. John's"],
    ['nova scotia|nouvelle ecosse', 'NS', 'Halifax'],
    ['ontario', 'ON', 'Toronto'],
    ['prince edward island|ile du prince edouard', 'PE PEI', 'Charlottetown'],
    ['quebec', 'QC', 'Québec'],
    ['saskatchewan', 'SK', 'Regina'],
  ],
  AU: [
    ['new south wales', 'NSW', 'Sydney'],
    ['victoria', 'VIC', 'Melbourne'],
    ['queensland', 'QLD', 'Brisbane'],
    ['western australia', 'WA', 'Perth'],
    ['south australia', 'SA', 'Adelaide'],
    ['tasmania', 'TAS', 'Hobart'],
    ['northern territory', 'NT', 'Darwin'],
  ],
  MX: [
    ['yucatan', 'YUC', 'Mérida'],
    ['jalisco', 'JAL', 'Guadalajara'],
    ['oaxaca', 'OAX', 'Oaxaca'],
    ['quintana roo', 'QROO', 'Chetumal'],
    ['baja california', 'BC', 'Mexicali'],
    ['baja california sur', 'BCS', 'La Paz'],
    ['chiapas', 'CHIS', 'Tuxtla'],
    ['guanajuato', 'GTO', 'Guanajuato'],
    ['puebla', 'PUE', 'Puebla'],
    ['nuevo leon', 'NL', 'Monterrey'],
    ['sonora', 'SON', 'Hermosillo'],
    ['michoacan', 'MICH', 'Morelia'],
    ['veracruz', 'VER', 'Xalapa'],
    ['queretaro', 'QRO', 'Querétaro'],
    ['chihuahua', 'CHIH', 'Chihuahua'],
    ['sinaloa', 'SIN', 'Culiacán'],
    ['tabasco', 'TAB', 'Villahermosa'],
    ['campeche', 'CAMP', 'Campeche'],
    ['guerrero', 'GRO', 'Chilpancingo'],
    ['zacatecas', 'ZAC', 'Zacatecas'],
  ],
  AR: [
    ['cordoba', '', 'Córdoba'],
    ['mendoza', '', 'Mendoza'],
    ['santa fe', '', 'Santa Fe'],
    ['salta', '', 'Salta'],
    ['tucuman', '', 'San Miguel de Tucumán'],
    ['neuquen', '', 'Neuquén'],
    ['rio negro', '', 'Viedma'],
    ['chubut', '', 'Rawson'],
    ['misiones', '', 'Posadas'],
    ['jujuy', '', 'San Salvador de Jujuy'],
    ['entre rios', '', 'Paraná'],
    ['tierra del fuego', '', 'Ushuaia'],
  ],
  BR: [
    ['sao paulo', 'SP', 'São Paulo'],
    ['rio de janeiro', 'RJ', 'Rio de Janeiro'],
    ['minas gerais', 'MG', 'Belo Horizonte'],
    ['rio grande do sul', 'RS', 'Porto Alegre'],
    ['parana', 'PR', 'Curitiba'],
    ['santa catarina', 'SC', 'Florianópolis'],
    ['bahia', 'BA', 'Salvador'],
    ['pernambuco', 'PE', 'Recife'],
    ['ceara', 'CE', 'Fortaleza'],
    ['estado do para', 'PA', 'Belém'],
    ['amazonas', 'AM', 'Manaus'],
    ['goias', 'GO', 'Goiânia'],
    ['distrito federal', 'DF', 'Brasília'],
    ['espirito santo', 'ES', 'Vitória'],
    ['maranhao', 'MA', 'São Luís'],
    ['paraiba', 'PB', 'João Pessoa'],
    ['rio grande do norte', 'RN', 'Natal'],
    ['alagoas', 'AL', 'Maceió'],
    ['sergipe', 'SE', 'Aracaju'],
    ['piaui', 'PI', 'Teresina'],
    ['mato grosso', 'MT', 'Cuiabá'],
    ['mato grosso do sul', 'MS', 'Campo Grande'],
  ],
  ES: [
    ['andalucia|andalusia|andalousie', '', 'Sevilla'],
    ['cataluna|catalonia|catalunya|catalogne|catalogna|katalonien', '', 'Barcelona'],
    ['galicia|galice|galizia|galizien', '', 'Santiago de Compostela'],
    ['pais vasco|basque country|euskadi|pays basque|paesi baschi|baskenland', '', 'Vitoria-Gasteiz'],
    ['asturias|asturies', '', 'Oviedo'],
    ['cantabria', '', 'Santander'],
    ['castilla y leon', '', 'Valladolid'],
    ['castilla la mancha', '', 'Toledo'],
    ['extremadura', '', 'Mérida'],
    ['aragon', '', 'Zaragoza'],
    ['murcia', '', 'Murcia'],
    ['navarra|navarre', '', 'Pamplona'],
    ['la rioja', '', 'Logroño'],
    ['baleares|islas baleares|balearic islands|mallorca|majorca', '', 'Palma'],
  ],
  DE: [
    ['bayern|bavaria|baviere|baviera', 'BY', 'München'],
    ['baden wurttemberg', 'BW', 'Stuttgart'],
    ['brandenburg', 'BB', 'Potsdam'],
    ['hessen|hesse|assia', '', 'Wiesbaden'],
    ['niedersachsen|lower saxony|basse saxe|bassa sassonia', '', 'Hannover'],
    ['nordrhein westfalen|north rhine westphalia|rhenanie du nord westphalie', 'NRW', 'Düsseldorf'],
    ['sachsen|saxony|saxe|sassonia', '', 'Dresden'],
    ['thuringen|thuringia|thuringe|turingia', '', 'Erfurt'],
    ['rheinland pfalz|rhineland palatinate', '', 'Mainz'],
    ['schleswig holstein', '', 'Kiel'],
    ['mecklenburg vorpommern', '', 'Schwerin'],
    ['saarland|sarre', '', 'Saarbrücken'],
    ['sachsen anhalt|saxony anhalt', '', 'Magdeburg'],
  ],
  IT: [
    ['toscana|tuscany|toscane|toskana', '', 'Florence'],
    ['lombardia|lombardy|lombardie|lombardei', '', 'Milan'],
    ['lazio|latium', '', 'Rome'],
    ['veneto|venetie|venetien', '', 'Venice'],
    ['piemonte|piedmont|piemont', '', 'Turin'],
    ['sicilia|sicily|sicile|sizilien', '', 'Palermo'],
    ['sardegna|sardinia|sardaigne|sardinien|cerdena', '', 'Cagliari'],
    ['campania|campanie|kampanien', '', 'Naples'],
    ['puglia|apulia|pouilles|apulien', '', 'Bari'],
    ['liguria|ligurie|ligurien', '', 'Genoa'],
    ['emilia romagna', '', 'Bologna'],
    ['calabria|calabre|kalabrien', '', 'Catanzaro'],
    ['umbria|ombrie|umbrien', '', 'Perugia'],
    ['abruzzo|abruzzes|abruzzen', '', "L'Aquila"],
  ],
  PT: [
    ['algarve', '', 'Faro'],
    ['alentejo', '', 'Évora'],
    ['minho', '', 'Braga'],
    ['madeira|madere', '', 'Funchal'],
    ['acores|azores|azoren|azzorre', '', 'Ponta Delgada'],
  ],
  FR: [
    ['bretagne|brittany|bretana|bretanha|bretagna', '', 'Rennes'],
    ['normandie|normandy|normandia', '', 'Rouen'],
    ['occitanie|occitania', '', 'Toulouse'],
    ['provence', '', 'Marseille'],
    ['alsace|elsass', '', 'Strasbourg'],
    ['bourgogne|burgundy|borgona|borgogna|burgund', '', 'Dijon'],
    ['corse|corsica|corcega|korsika', '', 'Ajaccio'],
  ],
  CO: [
    ['antioquia', '', 'Medellín'],
    ['valle del cauca', '', 'Cali'],
    ['bolivar', '', 'Cartagena'],
    ['atlantico', '', 'Barranquilla'],
    ['santander', '', 'Bucaramanga'],
    ['quindio', '', 'Armenia'],
    ['caldas', '', 'Manizales'],
    ['risaralda', '', 'Pereira'],
    ['boyaca', '', 'Tunja'],
    ['magdalena', '', 'Santa Marta'],
  ],
  IN: [
    ['kerala', '', 'Thiruvananthapuram'],
    ['karnataka', '', 'Bengaluru'],
    ['goa', '', 'Panaji'],
    ['tamil nadu', '', 'Chennai'],
    ['maharashtra', '', 'Mumbai'],
    ['rajasthan', '', 'Jaipur'],
    ['gujarat', '', 'Gandhinagar'],
    ['west bengal', '', 'Kolkata'],
    ['uttar pradesh', '', 'Lucknow'],
    ['himachal pradesh', '', 'Shimla'],
    ['telangana', '', 'Hyderabad'],
  ],
};

export const REGIONS: readonly Region[] = [
  ...US.map(([names, codes, seat]) => ({ names: [names], codes: [codes], country: 'US', seat })),
  ...Object.entries(BY_COUNTRY).flatMap(([country, rows]) =>
    rows.map(([names, codes, seat]) => ({
      names: names.split('|'),
      codes: codes.split(' ').filter(Boolean),
      country,
      seat,
    })),
  ),
];

const byName = new Map<string, Region[]>();
const byCode = new Map<string, Region[]>();
for (const region of REGIONS) {
  for (const name of region.names) byName.set(name, [...(byName.get(name) ?? []), region]);
  for (const code of region.codes) byCode.set(code, [...(byCode.get(code) ?? []), region]);
}

export const regionsNamed = (key: string): Region[] => byName.get(key) ?? [];
export const regionsCoded = (code: string): Region[] => byCode.get(code) ?? [];

const admin1Cache = new Map<Region, string | null>();

/**
 * The region's GeoNames admin1 code: the seat's own, the seat being the largest place of that name in
 * the country (Mérida of Yucatán, not of Venezuela's namesake). Null if GeoNames does not have the seat.
 */
export function regionAdmin1(region: Region): string | null {
  if (region.country === 'US') return region.seat;
  let code = admin1Cache.get(region);
  if (code === undefined) {
    const seat = citiesNamed(nameKey(region.seat)).find((city) => city.country === region.country);
    code = seat?.admin1 ?? null;
    admin1Cache.set(region, code);
  }
  return code;
}

/** The region is named like its seat ("Oaxaca", "Córdoba"): the name alone means the city. */
export function namedLikeItsSeat(region: Region, key: string): boolean {
  return nameKey(region.seat) === key;
}
