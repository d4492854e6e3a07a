import { contraction, listJoiner, rewrite, wordPattern, type Grammar } from './grammar';

const and = wordPattern('y', 'e');

export const GRAMMAR_ES: Grammar = {
  language: 'es',
  and,
  contract: (text) =>
    rewrite(text, [
      contraction('de el', 'del'),
      contraction('a el', 'al'),
      contraction('De el', 'Del'),
      contraction('A el', 'Al'),
      // "y" becomes "e" before an "i" sound: "Francia e Italia", but "y hielo".
      [/(?<![\p{L}])y (?=[iIíÍ]|[hH][iIíÍ](?![aeoAEO]))/gu, 'e '],
      // "o" becomes "u" before an "o" sound.
      [/(?<![\p{L}])o (?=[oOóÓ]|[hH][oOóÓ])/gu, 'u '],
    ]),
  list: listJoiner('es', and, ' y luego '),
  properWords: (text) => text,
};
