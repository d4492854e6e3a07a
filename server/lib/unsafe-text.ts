export interface UnsafeText {
  /** Where the text sits inside the value: object keys and array indexes. */
  path: (string | number)[];
  msg: string;
  type: string;
}

const CONTROL_CHARACTER = { msg: 'Text must not contain control characters', type: 'control_character' };
const BROKEN_UNICODE = { msg: 'Text must be valid Unicode', type: 'invalid_unicode' };

const isAllowedControl = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isUnstorableControl = (code: number) => (code < 0x20 && !isAllowedControl(code)) || code === 0x7f;

/**
 * Why a string cannot be stored as text: PostgreSQL refuses NUL in text and jsonb and an unpaired
 * surrogate in jsonb, and no field of this API has a use for other C0 controls or DEL.
 */
function problemOf(text: string): Omit<UnsafeText, 'path'> | null {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isUnstorableControl(code)) return CONTROL_CHARACTER;
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(index + 1))) index += 1;
    else if (isHighSurrogate(code) || isLowSurrogate(code)) return BROKEN_UNICODE;
  }
  return null;
}

/** The first string (value or object key) in a parsed body, query or params that is unsafe to store. */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): UnsafeText | null {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem && { path, ...problem };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = problemOf(key);
      if (keyProblem) return { path: [...path, key], ...keyProblem };
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The text without C0 controls (but tab and line breaks) or DEL, a broken surrogate as U+FFFD. */
function storable(text: string): string {
  if (!problemOf(text)) return text;
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isUnstorableControl(code)) continue;
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(index + 1))) {
      result += text.slice(index, index + 2);
      index += 1;
    } else result += isHighSurrogate(code) || isLowSurrogate(code) ? '\ufffd' : text[index];
  }
  return result;
}

/**
 * A value with every string (and object key) made storable. For text the server did not write
 * itself, such as a model's answer, which must not fail a whole plan over one stray character.
 */
export function withStorableText<T>(value: T): T {
  if (typeof value === 'string') return storable(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withStorableText(item)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storable(key), withStorableText(item)]),
    ) as T;
  return value;
}
