/**
 * The world's cities as one packed buffer: columns of typed arrays, and the name index as sorted keys
 * searched by bisection. A few dozen megabytes in a handful of objects, where
 * the same data as strings, arrays and maps was hundreds of thousands of small objects (~140 MB), and
 * loading it is reading one file instead of parsing GeoNames. Names and keys are stored as UTF-8 text;
 * their offsets count UTF-16 units, as JavaScript slices strings.
 */
import type { CityRef } from '../request';
import type { CityTable } from './geonames-reader';

const MAGIC = 'DCW2';
/** Sections are 8-byte aligned so every typed array is a view into the file's own bytes. */
const ALIGN = 8;
const NO_ADMIN1 = 0xffff;
/** Set on a posting whose place has a spelling of the key with accents; the rest is the place's index. */
const ACCENTED_POSTING = 0x80000000;
const PLACE_OF_POSTING = 0x7fffffff;

const COLUMNS = {
  ids: Int32Array,
  lat: Float64Array,
  lon: Float64Array,
  population: Uint32Array,
  country: Uint16Array,
  admin1: Uint16Array,
  timezone: Uint16Array,
  nameStarts: Uint32Array,
  nameBytes: Uint8Array,
  keyStarts: Uint32Array,
  keyBytes: Uint8Array,
  postingStarts: Uint32Array,
  postings: Uint32Array,
  idOrder: Uint32Array,
} as const;
type Section = keyof typeof COLUMNS;
type Columns = { [name in Section]: InstanceType<(typeof COLUMNS)[name]> };

interface Header {
  count: number;
  strings: string[];
  countryPopulation: [string, number][];
  capitals: [string, number][];
  sections: Record<Section, [offset: number, length: number]>;
}

/**
 * Strings joined into one text stored as UTF-8, with where each one starts in UTF-16 units (and one
 * past the last one's end): the reader decodes the text once and slices it.
 */
function joinStrings(strings: string[]) {
  const starts = new Uint32Array(strings.length + 1);
  strings.forEach((text, index) => (starts[index + 1] = (starts[index] ?? 0) + text.length));
  return { starts, bytes: new TextEncoder().encode(strings.join('')) };
}

function stringIndex(strings: string[]) {
  const known = new Map(strings.map((text, index) => [text, index]));
  return (text: string) => {
    let index = known.get(text);
    if (index === undefined) {
      index = strings.push(text) - 1;
      known.set(text, index);
    }
    if (index >= NO_ADMIN1) throw new Error('city pack: too many distinct codes for 16 bits');
    return index;
  };
}

function columnsOf(table: CityTable): { columns: Columns; strings: string[] } {
  const strings: string[] = [];
  const indexOf = stringIndex(strings);
  // The default sort is UTF-16 code unit order, the order `<` compares strings in when looking up.
  const keys = [...table.byName.keys()].sort();
  const postingStarts = new Uint32Array(keys.length + 1);
  keys.forEach((key, index) => {
    postingStarts[index + 1] = (postingStarts[index] ?? 0) + (table.byName.get(key)?.length ?? 0);
  });
  const postings = new Uint32Array(postingStarts[keys.length] ?? 0);
  keys.forEach((key, index) => {
    const accented = table.accentedByName.get(key);
    const marked = (table.byName.get(key) ?? []).map((place) =>
      accented?.has(place) ? (place | ACCENTED_POSTING) >>> 0 : place,
    );
    postings.set(marked, postingStarts[index]);
  });
  const names = joinStrings(table.names);
  const sortedKeys = joinStrings(keys);
  return {
    strings,
    columns: {
      ids: Int32Array.from(table.ids),
      lat: Float64Array.from(table.lat),
      lon: Float64Array.from(table.lon),
      population: Uint32Array.from(table.population),
      country: Uint16Array.from(table.countries, indexOf),
      admin1: Uint16Array.from(table.admin1, (code) => (code === null ? NO_ADMIN1 : indexOf(code))),
      timezone: Uint16Array.from(table.timezones, indexOf),
      nameStarts: names.starts,
      nameBytes: names.bytes,
      keyStarts: sortedKeys.starts,
      keyBytes: sortedKeys.bytes,
      postingStarts,
      postings,
      idOrder: Uint32Array.from([...table.byId].sort((a, b) => a[0] - b[0]).map(([, index]) => index)),
    },
  };
}

const aligned = (size: number) => Math.ceil(size / ALIGN) * ALIGN;

/** The packed form of a city table: 'DCW2', the header's length, the JSON header, then the sections. */
export function packCities(table: CityTable): Buffer {
  const { columns, strings } = columnsOf(table);
  const sections = {} as Header['sections'];
  let offset = 0;
  for (const name of Object.keys(COLUMNS) as Section[]) {
    sections[name] = [offset, columns[name].length];
    offset = aligned(offset + columns[name].byteLength);
  }
  const header: Header = {
    count: table.ids.length,
    strings,
    countryPopulation: [...table.countryPopulation],
    capitals: [...table.capitals],
    sections,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const start = aligned(8 + headerBytes.length);
  const packed = Buffer.alloc(start + offset);
  packed.write(MAGIC, 0, 'latin1');
  packed.writeUInt32LE(headerBytes.length, 4);
  headerBytes.copy(packed, 8);
  for (const name of Object.keys(COLUMNS) as Section[]) {
    const column = columns[name];
    packed.set(
      new Uint8Array(column.buffer, column.byteOffset, column.byteLength),
      start + sections[name][0],
    );
  }
  return packed;
}

export interface CityPack {
  citiesNamed(key: string): CityRef[];
  /** The GeoNames ids of the places named `key` that have a spelling of it with accents. */
  accentedSpellings(key: string): Set<number>;
  cityById(geonameId: number): CityRef | undefined;
  countryPopulation(country: string): number;
  /** The seat of a country's government, when GeoNames marks one of 500+ people. */
  capitalOf(country: string): CityRef | undefined;
}

function readColumns(packed: Uint8Array, start: number, header: Header): Columns {
  const columns = {} as Record<Section, unknown>;
  for (const name of Object.keys(COLUMNS) as Section[]) {
    const [offset, length] = header.sections[name];
    columns[name] = new COLUMNS[name](
      packed.buffer as ArrayBuffer,
      packed.byteOffset + start + offset,
      length,
    );
  }
  return columns as Columns;
}

function bisect(count: number, compare: (index: number) => number): number {
  for (let low = 0, high = count - 1; low <= high;) {
    const middle = (low + high) >>> 1;
    const order = compare(middle);
    if (order === 0) return middle;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Lookups straight from a packed buffer (its bytes are used in place, never copied). */
export function openCityPack(source: Uint8Array): CityPack {
  // A typed array's offset must be a multiple of its element size: copy the rare unaligned buffer.
  const packed = source.byteOffset % ALIGN ? new Uint8Array(source) : source;
  const view = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
  if (view.toString('latin1', 0, 4) !== MAGIC) throw new Error('not a city pack');
  const headerLength = view.readUInt32LE(4);
  const header = JSON.parse(view.toString('utf8', 8, 8 + headerLength)) as Header;
  const columns = readColumns(packed, aligned(8 + headerLength), header);
  const countries = new Map(header.countryPopulation);
  const capitals = new Map(header.capitals);
  // Two texts of a few megabytes, sliced per lookup: no string per name or key is kept.
  const decoder = new TextDecoder();
  const names = decoder.decode(columns.nameBytes);
  const keys = decoder.decode(columns.keyBytes);
  const keyCount = columns.keyStarts.length - 1;
  const keyAt = (index: number) => keys.slice(columns.keyStarts[index], columns.keyStarts[index + 1]);

  const refAt = (index: number): CityRef => {
    const admin1 = columns.admin1[index] ?? NO_ADMIN1;
    return {
      geonameId: columns.ids[index] ?? 0,
      name: names.slice(columns.nameStarts[index], columns.nameStarts[index + 1]),
      country: header.strings[columns.country[index] ?? 0] ?? '',
      admin1: admin1 === NO_ADMIN1 ? null : (header.strings[admin1] ?? null),
      lat: columns.lat[index] ?? 0,
      lon: columns.lon[index] ?? 0,
      population: columns.population[index] ?? 0,
      timezone: header.strings[columns.timezone[index] ?? 0] ?? '',
    };
  };

  const postingsOf = (key: string) => {
    const found = bisect(keyCount, (index) => {
      const candidate = keyAt(index);
      return candidate < key ? -1 : candidate > key ? 1 : 0;
    });
    return found < 0
      ? new Uint32Array(0)
      : columns.postings.subarray(columns.postingStarts[found], columns.postingStarts[found + 1]);
  };

  return {
    citiesNamed: (key) => Array.from(postingsOf(key), (posting) => refAt(posting & PLACE_OF_POSTING)),
    accentedSpellings: (key) =>
      new Set(
        Array.from(postingsOf(key))
          .filter((posting) => posting >= ACCENTED_POSTING)
          .map((posting) => columns.ids[posting & PLACE_OF_POSTING] ?? 0),
      ),
    cityById(geonameId) {
      const { idOrder, ids } = columns;
      const found = bisect(idOrder.length, (at) => (ids[idOrder[at] ?? 0] ?? 0) - geonameId);
      return found < 0 ? undefined : refAt(idOrder[found] ?? 0);
    },
    countryPopulation: (country) => countries.get(country) ?? 0,
    capitalOf(country) {
      const index = capitals.get(country);
      return index === undefined ? undefined : refAt(index);
    },
  };
}
