import { listJoiner, rewrite, wordPattern, type Articles, type Grammar } from './grammar';

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

/**
 * A place named by a masculine common noun ("Englischer Garten", "Stadtpark", "Naschmarkt",
 * "Alexanderplatz", "Prenzlauer Berg") or one known only with its article ("der Prater") takes it:
 * "im Prater", "im Stadtpark", "am Naschmarkt", "am Alexanderplatz". A square, a market and a lake are
 * stood at ("am"), a park or a garden is stood in ("im"). A town ending in "-berg" ("Heidelberg") is a name.
 */
const IN_MASCULINE =
  '(?:Prater|Tiergarten|\\p{Lu}\\p{Ll}*(?:garten|park|hafen|wald|kiez)|(?:\\p{Lu}\\p{Ll}+ )+(?:Garten|Park|Hafen|Wald|Berg|Kiez))';
const AT_MASCULINE = '(?:\\p{Lu}\\p{Ll}*(?:platz|markt|see)|(?:\\p{Lu}\\p{Ll}+ )+(?:Platz|Markt|See))';
const MASCULINE_AREA = new RegExp(
  `(?<![\\p{L}])([Ii]n|[Vv]on|[Aa]us|[Zz]u) (${IN_MASCULINE}|${AT_MASCULINE})(?![\\p{L}])`,
  'gu',
);
const AT_HEAD = new RegExp(`^${AT_MASCULINE}$`, 'u');
/**
 * "Englischer Garten", "Alter Markt" after a preposition are "Englischen Garten", "Alten Markt" (weak
 * adjective after the article); an adjective made from a town ("Prenzlauer Berg", "Potsdamer Platz") never changes.
 */
const dativeName = (name: string) =>
  name.replace(/(?<![\p{L}])(\p{Lu}\p{Ll}*isch|Alt|Neu|Groß|Klein|Ober|Unter)er (?=\p{Lu})/gu, '$1en ');
const MASCULINE_WITH: Record<string, (at: boolean) => string> = {
  in: (at) => (at ? 'am' : 'im'),
  von: () => 'vom',
  aus: () => 'aus dem',
  zu: () => 'zum',
};

/** "Altstadt am Abend: …" opening a sentence is "Die Altstadt am Abend". */
const FEMININE_OPENING =
  /^((?:(?:Innere|Äußere|Obere|Untere) Stadt|\p{Lu}\p{Ll}*(?:stadt|straße|gasse|insel|allee)) (?:am|bei|in der) )/u;

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
    )
    .replace(MASCULINE_AREA, (_, preposition: string, area: string) => {
      const joined = (MASCULINE_WITH[preposition.toLowerCase()] as (at: boolean) => string)(
        AT_HEAD.test(area),
      );
      const lead = /^\p{Lu}/u.test(preposition) ? joined.charAt(0).toUpperCase() + joined.slice(1) : joined;
      return `${lead} ${dativeName(area)}`;
    });
}

/** Prepositions that always take the dative. */
const DATIVE = '[Zz]wischen|[Mm]it|[Bb]ei|[Nn]ach|[Vv]on|[Zz]u|[Aa]us|[Ss]eit';
/** A noun phrase: an optional article, adjectives in their nominative ending, then the noun. */
/** Words already in a case ("der", "einem", "eurer"): what follows them is declined already. */
const DECLINED =
  '(?:der|den|dem|des|einer|einem|einen|eines|keiner|keinem|eurer|eurem|unserer|unserem|ihrer|ihrem|dieser|diesem|jeder|jedem|alle|aller|allem|allen|mancher|solcher|welcher|vieler)';
const PHRASE = `(?:(ein|eine|das|die) )?((?:(?!${DECLINED} )\\p{Ll}+e[rs]? )*)(\\p{Lu}[\\p{L}-]*)`;
const AFTER_DATIVE = new RegExp(`(?<![\\p{L}])(${DATIVE}) ${PHRASE}`, 'gu');
/** "zwischen A und B": B stands in the dative too. */
const SECOND_OF_BETWEEN = new RegExp(`(?<![\\p{L}])([Zz]wischen [^,.;:!?]*? und) ${PHRASE}`, 'gu');
/** Nouns whose ending says feminine singular ("Küche", "Pasta", "Führung"); others after "die" are plural. */
const FEMININE_NOUN = /(?:e|a|ung|heit|keit|ei|ion|tät|schaft)$/u;

/**
 * The dative of a nominative noun phrase: "deutsche Küche" → "deutscher Küche", "ein Spaziergang"
 * → "einem Spaziergang", "eine kleine Bar" → "einer kleinen Bar", "japanisches Essen" → "japanischem
 * Essen". Without an article the adjective's ending carries the case (strong declension); after one
 * it is always -en. A name or a bare noun stays as it is.
 */
function dative(article: string | undefined, adjectives: string, noun: string): string {
  const weak = adjectives.replace(/e[rs]? /gu, 'en ');
  if (article === 'ein') return `einem ${weak}${noun}`;
  if (article === 'eine') return `einer ${weak}${noun}`;
  if (article === 'das') return `dem ${weak}${noun}`;
  if (article === 'die') return FEMININE_NOUN.test(noun) ? `der ${weak}${noun}` : `den ${weak}${noun}`;
  const feminine = FEMININE_NOUN.test(noun);
  return `${adjectives.replace(/(e[rs]?) /gu, (_, ending: string) =>
    ending === 'e' ? (feminine ? 'er ' : 'en ') : 'em ',
  )}${noun}`;
}

const inDative = (text: string) =>
  [AFTER_DATIVE, SECOND_OF_BETWEEN].reduce(
    (out, pattern) =>
      out.replace(
        pattern,
        (_, before: string, article: string | undefined, adjectives: string, noun: string) =>
          `${before} ${dative(article, adjectives, noun)}`,
      ),
    text,
  );

const ARTICLES_DE: Articles = {
  definite: ['der', 'die', 'das', 'den', 'dem', 'des'],
  indefinite: ['ein', 'eine', 'einen', 'einem', 'einer', 'eines'],
  determiners: [],
};

export const GRAMMAR_DE: Grammar = {
  language: 'de',
  and,
  contract: (text) =>
    rewrite(inDative(withAreaArticle(text)), [
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
  articles: ARTICLES_DE,
};
