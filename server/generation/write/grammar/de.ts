import { listJoiner, rewrite, wordPattern, type Grammar } from './grammar';

const and = wordPattern('und');
/** Only before a noun (capitalised): "von dem ihr erzählt" is a relative clause, not "vom". */
const beforeNoun = (from: string, to: string): readonly [RegExp, string] => [
  new RegExp(`(?<![\\p{L}’'-])${from.replace(/ /g, '\\s+')}(?=\\s+\\p{Lu})`, 'gu'),
  to,
];

export const GRAMMAR_DE: Grammar = {
  language: 'de',
  and,
  contract: (text) =>
    rewrite(text, [
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
