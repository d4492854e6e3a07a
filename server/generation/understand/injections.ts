import { fold } from './text';

/** Sentences that try to give the planner orders, in the six languages. */
const INJECTION = [
  /\b(ignore|disregard|forget|override)\b[^.!?\n]{0,60}\b(instructions?|rules?|prompts?|guidelines)\b/,
  /\bsystem (prompt|override|message)\b/,
  /\byou are now\b|\bact as\b|\bnew instructions?\b|\bdeveloper mode\b/,
  /\b(ignora|ignore|ignorez|ignorer|ignoriere|ignorieren|olvida|esquece|dimentica)\w*\b[^.!?\n]{0,60}\b(instruc\w*|instru\w*|istruzion\w*|anweisung\w*|regeln|reglas|regras|regole|consignes)\b/,
];

/**
 * The description with any sentence that tries to instruct the planner blanked out (same length,
 * so spans still point into the original): such a sentence changes nothing in the plan.
 */
export function withoutInjections(text: string): string {
  return text.replace(/[^.!?\n]+[.!?\n]*/g, (sentence) =>
    INJECTION.some((pattern) => pattern.test(fold(sentence))) ? ' '.repeat(sentence.length) : sentence,
  );
}
