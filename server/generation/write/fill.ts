export type Slots = Record<string, string>;

/** Replaces {placeholders}; an unknown one is left out rather than shown to a person. */
export function fill(template: string, slots: Slots): string {
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** First letter upper case; the rest as written (names keep their capitals). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
