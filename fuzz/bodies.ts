import { deepNesting, hostileString, hostileValue, pollutingEntries } from './hostile-values';
import { fromPlain, object, toJsonText, type FuzzJson } from './json-text';
import type { Random } from './prng';

export interface FuzzBody {
  /** Undefined sends no Content-Type header at all. */
  contentType: string | undefined;
  bytes: Buffer;
}

const JSON_TYPE = 'application/json';
const OTHER_CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/vnd.api+json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/json, text/plain',
  '*/*',
  'application/jsonp',
  'json',
];

/** The app's bodyLimit (server/app.ts); a body of this much text plus its JSON frame is over it. */
const BODY_LIMIT = 256 * 1024;

/** Text that is almost JSON: what a broken client or a hand-written request sends. */
function brokenJson(random: Random, seedText: string): string {
  return random.pick([
    seedText.slice(0, random.int(seedText.length)),
    `${seedText}garbage`,
    `\ufeff${seedText}`,
    seedText.replace(/"/g, "'"),
    `${seedText.slice(0, -1)},}`,
    `/* comment */${seedText}`,
    '{"a":NaN}',
    '{"a":undefined}',
    '{a:1}',
    '{"a":1}{"b":2}',
    '{"a":"\\x41"}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":"unterminated',
    '{"a":01}',
    '[,]',
    'null',
    '"just a string"',
    '12345',
    'true',
    ' ',
    '\u0000',
  ]);
}

/** A JSON string holding bytes that are not UTF-8, which no JavaScript string can express. */
function invalidUtf8(seedText: string, random: Random): Buffer {
  const bad = random.pick([
    [0xff],
    [0xc0, 0xaf],
    [0xed, 0xa0, 0x80],
    [0xe0, 0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
  ]);
  const cut = Math.max(seedText.indexOf('"', 2), 1);
  return Buffer.concat([
    Buffer.from(seedText.slice(0, cut)),
    Buffer.from(bad),
    Buffer.from(seedText.slice(cut)),
  ]);
}

function mutateEntries(random: Random, entries: [string, FuzzJson][]): FuzzJson {
  const copy: [string, FuzzJson][] = entries.map(([key, value]) => [key, value]);
  const index = random.int(Math.max(copy.length, 1));
  switch (random.int(7)) {
    case 0:
    case 1:
      if (copy[index]) copy[index]![1] = hostileValue(random);
      break;
    case 2:
      for (const entry of copy) if (random.chance(0.5)) entry[1] = hostileValue(random);
      break;
    case 3:
      copy.splice(index, 1);
      break;
    case 4:
      copy.push([random.chance(0.5) ? hostileString(random) : 'unexpected_field', hostileValue(random)]);
      break;
    case 5:
      copy.push(...pollutingEntries(random));
      break;
    default:
      if (copy[index]) copy[index]![1] = deepNesting(random);
  }
  return object(copy);
}

/** A request body: mostly the endpoint's valid body with something wrong in it, sometimes anything. */
export function buildBody(random: Random, seed: Record<string, unknown> | undefined): FuzzBody {
  const seedEntries = Object.entries(seed ?? {}).map(([key, value]): [string, FuzzJson] => [
    key,
    fromPlain(value),
  ]);
  const seedText = toJsonText(object(seedEntries));
  const contentType = random.chance(0.85) ? JSON_TYPE : random.pick(OTHER_CONTENT_TYPES);
  const roll = random.next();
  let bytes: Buffer;
  if (roll < 0.12) bytes = Buffer.from(seedText);
  else if (roll < 0.6) bytes = Buffer.from(toJsonText(mutateEntries(random, seedEntries)));
  else if (roll < 0.72) bytes = Buffer.from(toJsonText(hostileValue(random)));
  else if (roll < 0.82) bytes = Buffer.from(brokenJson(random, seedText));
  else if (roll < 0.87) bytes = Buffer.alloc(0);
  else if (roll < 0.92) bytes = invalidUtf8(seedText, random);
  else if (roll < 0.94) bytes = Buffer.from(`{"a":"${'x'.repeat(BODY_LIMIT)}"}`);
  else bytes = Buffer.from(toJsonText(object([['a', deepNesting(random)]])));
  return { contentType, bytes };
}
