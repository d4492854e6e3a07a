/**
 * JSON as a fuzzer needs it: objects as entry lists (so duplicate keys and `__proto__` survive),
 * and raw text for what JSON.stringify cannot write (1e999, 30-digit integers, broken syntax).
 */
export type FuzzJson =
  | null
  | boolean
  | number
  | string
  | { raw: string }
  | { array: FuzzJson[] }
  | { object: [string, FuzzJson][] };

export const raw = (text: string): FuzzJson => ({ raw: text });
export const array = (items: FuzzJson[]): FuzzJson => ({ array: items });
export const object = (entries: [string, FuzzJson][]): FuzzJson => ({ object: entries });

/** A plain JSON-compatible value as FuzzJson. */
export function fromPlain(value: unknown): FuzzJson {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return value;
  if (Array.isArray(value)) return array(value.map(fromPlain));
  return object(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, fromPlain(item)]),
  );
}

export function toJsonText(value: FuzzJson): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if ('raw' in value) return value.raw;
  if ('array' in value) return `[${value.array.map(toJsonText).join(',')}]`;
  return `{${value.object.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
}
