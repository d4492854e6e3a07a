export type Slots = Record<string, string>;

/** Where the template has just ended a sentence, so the next slot starts one. */
const SENTENCE_END = /[.!?]\s+$/;

/**
 * Replaces {placeholders}; an unknown one is left out rather than shown to a person. A slot that
 * starts a sentence mid-template ("…over Paris. {place} makes…") takes a capital, as the slot itself
 * is written for the middle of a sentence ("a viewpoint").
 */
export function fill(template: string, slots: Slots): string {
  return (
    template
      .replace(/\{(\w+)\}/g, (_, key: string, offset: number) => {
        const value = slots[key] ?? '';
        return SENTENCE_END.test(template.slice(0, offset)) ? sentence(value) : value;
      })
      .replace(/\s+([,.])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      // Only French writes a space before these ("Au programme : …"); it must not break the line.
      .replace(/\s+([:;!?])/g, '\u00a0$1')
      .trim()
  );
}

/** Every slot the template names has something in it: a missing part picks another sentence. */
export function fillable(template: string, slots: Slots): boolean {
  return slotsOf(template).every((key) => Boolean(slots[key]?.trim()));
}

/**
 * How often the parts a template joins say a word again, its own or another part's: "Dinner at a
 * restaurant, with dinner at the heart of it" echoes once. The chooser prefers the sentences that echo
 * least.
 */
export function echoes(template: string, slots: Slots): number {
  // The template's own words count too: "una degustazione a {place}" with "una degustazione di vini".
  const seen = new Set(
    template
      .replace(/\{\w+\}/g, ' ')
      .toLowerCase()
      .match(CONTENT_WORD) ?? [],
  );
  let count = 0;
  for (const key of slotsOf(template)) {
    for (const word of new Set((slots[key] ?? '').toLowerCase().match(CONTENT_WORD) ?? [])) {
      if (seen.has(word)) count += 1;
      seen.add(word);
    }
  }
  return count;
}
/** A word long enough to carry meaning: articles, prepositions and clock times never echo. */
const CONTENT_WORD = /\p{L}{4,}/gu;

const slotsOf = (template: string) => [
  ...new Set([...template.matchAll(/\{(\w+)\}/g)].map(([, key]) => key as string)),
];

/** First letter upper case; the rest as written (names keep their capitals). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
