/**
 * A district named by a common noun ("Centro", "Casco Antiguo", "Baixa") takes its article in a sentence,
 * as the German module does for "Altstadt": "en el Centro", "no Centro", "na Baixa", and "El Centro de
 * noche: …" at the start. A proper name ("Triana", "Chiado") is left as written.
 */
export interface CommonAreas {
  /** The districts, as a regex alternation, with the article each takes. */
  byArticle: Record<string, string>;
  /** preposition + article → what the language writes ("de el" → "del"); a missing pair stays apart. */
  contracted: Record<string, string>;
  prepositions: readonly string[];
}

export function withAreaArticles(text: string, areas: CommonAreas): string {
  return Object.entries(areas.byArticle).reduce((out, [article, names]) => {
    const after = new RegExp(`(?<![\\p{L}])(${areas.prepositions.join('|')}) (${names})(?![\\p{L}-])`, 'gu');
    const opening = new RegExp(`(^|[.!?:]\\s+)(${names})(?= \\p{Ll})`, 'gu');
    return out
      .replace(after, (_, preposition: string, name: string) => {
        const joined = areas.contracted[`${preposition.toLowerCase()} ${article}`];
        const lead = joined
          ? preposition.charAt(0) === preposition.charAt(0).toUpperCase()
            ? joined.charAt(0).toUpperCase() + joined.slice(1)
            : joined
          : `${preposition} ${article}`;
        return `${lead} ${name}`;
      })
      .replace(
        opening,
        (_, before: string, name: string) =>
          `${before}${article.charAt(0).toUpperCase()}${article.slice(1)} ${name}`,
      );
  }, text);
}
