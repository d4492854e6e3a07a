import { array, object, raw, type FuzzJson } from './json-text';
import type { Random } from './prng';

/** Strings that have broken servers before: control characters, broken Unicode, injections, sizes. */
const NOTABLE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\u0001\u0002\u0003',
  '\u0007\u0008\u000b\u000c',
  '\u001b[31mred\u001b[0m',
  '\u007f',
  '\t\n\r',
  '\ud800',
  '\udfff',
  'a\udc00b',
  '\udc00\ud800',
  '\ud83d',
  '💘',
  '𝕳𝖊𝖑𝖑𝖔',
  '\ufeffBOM',
  '\u200b\u200c\u200d',
  '\u202egnp.exe',
  '\u2028\u2029',
  'e\u0301'.repeat(500),
  '\uffff\ufffe',
  'Ω≈ç√∫˜µ≤≥÷',
  '日本語のテキスト',
  'مرحبا بالعالم',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '%00',
  '%s%s%s%n',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\\',
  '"',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '__proto__',
  'constructor',
  'prototype',
  'аdmin@example.com',
  'a\r\nSet-Cookie: stolen=1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  'https://evil.example/callback',
  'javascript:alert(1)',
  'x@x',
  '@',
  'a@b.c'.padStart(300, 'a'),
];

const CODE_UNIT_RANGES: readonly [number, number][] = [
  [0x00, 0x7f],
  [0x80, 0x7ff],
  [0x800, 0xffff],
  [0xd800, 0xdfff],
  [0x00, 0x20],
];

function randomCodeUnits(random: Random, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) {
    const [low, high] = random.pick(CODE_UNIT_RANGES);
    text += String.fromCharCode(random.between(low, high));
  }
  return text;
}

export function hostileString(random: Random): string {
  switch (random.int(6)) {
    case 0:
      return random.pick(NOTABLE_STRINGS);
    case 1:
      return randomCodeUnits(random, random.between(1, 40));
    case 2:
      return random.pick(['a', 'é', '💘', '\u0000', ' ']).repeat(random.pick([101, 256, 1001, 5001, 70_000]));
    case 3: {
      const base = random.pick(NOTABLE_STRINGS);
      const at = random.int(base.length + 1);
      return base.slice(0, at) + randomCodeUnits(random, 1) + base.slice(at);
    }
    case 4:
      return `plan ${random.int(1_000_000)}`;
    default:
      return random.pick(NOTABLE_STRINGS) + random.pick(NOTABLE_STRINGS);
  }
}

/** Numbers at and beyond the edges, some only writable as raw JSON text. */
export function hostileNumber(random: Random): FuzzJson {
  return random.pick<FuzzJson>([
    0,
    -1,
    1,
    5,
    6,
    1.5,
    -0.5,
    2 ** 31,
    2 ** 53,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    5e-324,
    raw('-0'),
    raw('1e999'),
    raw('-1e999'),
    raw('9007199254740993'),
    raw('123456789012345678901234567890'),
    raw('1.0000000000000000000000001'),
    raw('0.1e-400'),
  ]);
}

/** Nesting far past any sensible depth, as text: building it as a value would be the attack. */
export const deepNesting = (random: Random): FuzzJson => {
  const depth = random.pick([31, 32, 33, 100, 1000, 5000, 20_000]);
  return random.chance(0.5)
    ? raw('['.repeat(depth) + ']'.repeat(depth))
    : raw('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
};

/** Keys that try to reach prototypes when a body is merged or copied. */
export const pollutingEntries = (random: Random): [string, FuzzJson][] =>
  random.pick<[string, FuzzJson][]>([
    [['__proto__', object([['is_admin', true]])]],
    [['constructor', object([['prototype', object([['is_admin', true]])]])]],
    [['prototype', object([['polluted', 'yes']])]],
    [
      ['toString', 'not a function'],
      ['valueOf', 1],
      ['hasOwnProperty', null],
    ],
  ]);

export function hostileValue(random: Random, depth = 0): FuzzJson {
  const kind = random.int(depth > 2 ? 6 : 10);
  switch (kind) {
    case 0:
    case 1:
    case 2:
      return hostileString(random);
    case 3:
      return hostileNumber(random);
    case 4:
      return random.pick([true, false, null]);
    case 5:
      return random.pick([array([]), object([])]);
    case 6:
      return array(Array.from({ length: random.between(1, 4) }, () => hostileValue(random, depth + 1)));
    case 7:
      return object(
        Array.from({ length: random.between(1, 4) }, () => [
          hostileString(random),
          hostileValue(random, depth + 1),
        ]),
      );
    case 8:
      return object(pollutingEntries(random));
    default:
      return deepNesting(random);
  }
}
