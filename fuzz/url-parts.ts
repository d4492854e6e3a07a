import { hostileString } from './hostile-values';
import type { Random } from './prng';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates become U+FFFD, as a client's would). */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

/** Escapes no decoder accepts: truncated, non-hex, overlong and surrogate UTF-8 sequences. */
const BROKEN_ESCAPES = ['%', '%2', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF%FE', '%00', '%25%', '%%%'];

/** A path segment: usually a real value, else hostile text, broken escapes or a segment too long. */
function segmentFor(random: Random, known: readonly string[]): string {
  const roll = random.next();
  if (roll < 0.55 && known.length) return percentEncode(random.pick(known));
  if (roll < 0.65) return percentEncode(random.pick(['00000000-0000-4000-8000-000000000000', '1', '-1']));
  if (roll < 0.85) return percentEncode(hostileString(random)) || 'x';
  if (roll < 0.95) return random.pick(BROKEN_ESCAPES) + random.pick(['', 'a', '..']);
  return 'a'.repeat(random.pick([99, 100, 101, 500, 5000]));
}

export function buildPath(
  random: Random,
  path: string,
  knownValues: (param: string) => readonly string[],
): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, param: string) => segmentFor(random, knownValues(param)));
}

/** A query string from the endpoint's valid one, with values, keys and encodings broken at random. */
export function buildQuery(random: Random, seed: Record<string, string>): string {
  const pairs: [string, string][] = Object.entries(seed).map(([key, value]) => [key, percentEncode(value)]);
  const mutations = random.chance(0.2) ? 0 : random.between(1, 3);
  for (let step = 0; step < mutations; step += 1) {
    const index = random.int(Math.max(pairs.length, 1));
    switch (random.int(7)) {
      case 0:
        if (pairs[index]) pairs[index]![1] = percentEncode(hostileString(random));
        break;
      case 1:
        if (pairs[index]) pairs.push([pairs[index]![0], percentEncode(hostileString(random))]);
        break;
      case 2:
        pairs.splice(index, 1);
        break;
      case 3:
        pairs.push([percentEncode(hostileString(random)) || 'x', percentEncode(hostileString(random))]);
        break;
      case 4:
        pairs.push([random.pick(['__proto__[admin]', 'constructor[prototype][admin]', '__proto__']), 'true']);
        break;
      case 5:
        if (pairs[index]) pairs[index]![1] = random.pick(BROKEN_ESCAPES);
        break;
      default:
        pairs.push([random.pick(['', '=', '&', 'a[', 'page[]']), random.pick(['', '1', '%'])]);
    }
  }
  if (pairs.length === 0) return random.pick(['', '?', '?&&', '?=']);
  return `?${pairs.map(([key, value]) => (value === '' && random.chance(0.3) ? key : `${key}=${value}`)).join('&')}`;
}
