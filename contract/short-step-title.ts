/** Words a shortened title should not end on ("Miradouro da…" reads as cut, "Miradouro…" as short). */
const DANGLING = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'da',
  'de',
  'del',
  'des',
  'di',
  'do',
  'du',
  'for',
  'in',
  'la',
  'le',
  'of',
  'on',
  'the',
  'to',
  'with',
  '&',
  '-',
  '–',
]);

/**
 * A step's title short enough for one line of the phone's bottom bar, cut only between words: the
 * named place when the title leads up to one ('Our pick: Musée du Louvre' → 'Musée du Louvre'), else the
 * title, with whole words up to `maxLength` and an ellipsis when some are left out.
 */
export function shortStepTitle(title: string, maxLength = 18): string {
  const colon = title.indexOf(': ');
  const subject = (colon > 0 && colon + 2 < title.length ? title.slice(colon + 2) : title).trim();
  if (subject.length <= maxLength) return subject;
  const words = subject.split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join(' ').length > maxLength) break;
    kept.push(word);
  }
  // A first word longer than the room is kept whole: the bar wraps rather than cut a word.
  if (!kept.length) kept.push(words[0] as string);
  while (kept.length > 1 && DANGLING.has((kept.at(-1) as string).toLowerCase())) kept.pop();
  return `${kept.join(' ').replace(/[,;:.]$/, '')}…`;
}
