import { fold } from '../understand/text';

const PLAIN = /^[a-zA-Z]+(?: [a-zA-Z]+)*$/;

/** The form a place name is looked up in: folded, hyphens as spaces ("Saint-Étienne" = "saint etienne"). */
export function nameKey(text: string): string {
  // Most names are plain ASCII: lower-casing them is all folding would do, and loading folds 400,000 names.
  if (PLAIN.test(text)) return text.toLowerCase();
  return fold(text)
    .replace(/[-‐‑–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
