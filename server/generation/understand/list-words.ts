/** Words that join two things said as a pair or in a list: "coffee and cake", "tapas y cena", "Paris et moi". */
export const AND_WORDS: ReadonlySet<string> = new Set(['and', '&', '+', 'n', "'n'", 'und', 'et', 'e', 'y']);

/** Words that carry a list on in time: "dinner, then a show", "tapas, luego cena", "então chanfana". */
export const THEN_WORDS: ReadonlySet<string> = new Set([
  'then',
  'luego',
  'despues',
  'puis',
  'ensuite',
  'pis',
  'dann',
  'danach',
  'poi',
  'depois',
  'entao',
  'entonces',
  'alors',
  'allora',
]);
