import { listJoiner, rewrite, wordPattern, type Grammar } from './grammar';

const and = wordPattern('und');
/** Only before a noun (capitalised): "von dem ihr erzählt" is a relative clause, not "vom". */
const beforeNoun = (from: string, to: string): readonly [RegExp, string] => [
  new RegExp(`(?<![\\p{L}’'-])${from.replace(/ /g, '\\s+')}(?=\\s+\\p{Lu})`, 'gu'),
  to,
];

/**
 * A district named by a common noun takes its article: "in der Altstadt", "in der Inneren Stadt",
 * "im Bahnhofsviertel"; a proper name ("in Kreuzberg") does not. The head of the compound says the gender.
 */
const FEMININE_AREA =
  /(?<![\p{L}])([Ii]n|[Vv]on|[Aa]us|[Mm]it|[Zz]wischen) ((?:Innere |Äußere |Obere |Untere )?(?:\p{Lu}\p{Ll}*(?:stadt|straße|gasse|insel|allee)|Stadt))(?![\p{L}])/gu;
const NEUTER_AREA =
  /(?<![\p{L}])([Ii]n|[Vv]on|[Aa]us|[Mm]it|[Zz]wischen) (\p{Lu}\p{Ll}*(?:viertel|quartier|ufer))(?![\p{L}])/gu;
const CONTRACTED: Record<string, string> = { in: 'im', In: 'Im', von: 'vom', Von: 'Vom' };

/** "Altstadt am Abend: …" opening a sentence is "Die Altstadt am Abend". */
const FEMININE_OPENING = /^((?:\p{Lu}\p{Ll}*(?:stadt|straße|gasse|insel|allee)) (?:am|bei|in der) )/u;

function withAreaArticle(text: string): string {
  return text
    .replace(FEMININE_OPENING, 'Die $1')
    .replace(
      FEMININE_AREA,
      (_, preposition: string, area: string) =>
        `${preposition} der ${area.replace(/^(Innere|Äußere|Obere|Untere) /u, '$1n ')}`,
    )
    .replace(NEUTER_AREA, (_, preposition: string, area: string) =>
      CONTRACTED[preposition] ? `${CONTRACTED[preposition]} ${area}` : `${preposition} dem ${area}`,
    );
}

export const GRAMMAR_DE: Grammar = {
  language: 'de',
  and,
  contract: (text) =>
    rewrite(withAreaArticle(text), [
      beforeNoun('in dem', 'im'),
      beforeNoun('an dem', 'am'),
      beforeNoun('zu dem', 'zum'),
      beforeNoun('zu der', 'zur'),
      beforeNoun('von dem', 'vom'),
      beforeNoun('bei dem', 'beim'),
      beforeNoun('in das', 'ins'),
      beforeNoun('an das', 'ans'),
      beforeNoun('In dem', 'Im'),
      beforeNoun('An dem', 'Am'),
      beforeNoun('Zu dem', 'Zum'),
      beforeNoun('Zu der', 'Zur'),
    ]),
  list: listJoiner('de', and, ', danach '),
  properWords: (text) => text,
};
