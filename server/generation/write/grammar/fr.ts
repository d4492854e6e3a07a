import { listJoiner, rewrite, wordPattern, type Grammar } from './grammar';

const and = wordPattern('et');
/** Elision before a vowel: "de Orsay" → "d’Orsay", "le opéra" → "l’opéra" (an h is left as written). */
const ELIDE = /(?<![\p{L}’'-])([dlDL])e (?=[aeiouâàéèêîôûAEIOUÂÀÉÈÊÎÔÛ])/gu;

export const GRAMMAR_FR: Grammar = {
  language: 'fr',
  and,
  contract: (text) =>
    rewrite(text, [
      // "à le", "de les" stay: in a sentence they are nearly always a pronoun ("vous aide à le lire").
      [ELIDE, '$1’'],
    ]),
  list: listJoiner('fr', and, ', puis '),
  properWords: (text) => text,
};
