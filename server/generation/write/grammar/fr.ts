import { contraction, listJoiner, rewrite, wordPattern, type Grammar } from './grammar';

const and = wordPattern('et');
/** Elision before a vowel: "de Orsay" → "d’Orsay", "le opéra" → "l’opéra" (an h is left as written). */
const ELIDE = /(?<![\p{L}’'-])([dlDL])e (?=[aeiouâàéèêîôûAEIOUÂÀÉÈÊÎÔÛ])/gu;

export const GRAMMAR_FR: Grammar = {
  language: 'fr',
  and,
  contract: (text) =>
    rewrite(text, [
      contraction('à le', 'au'),
      contraction('à les', 'aux'),
      contraction('de le', 'du'),
      contraction('de les', 'des'),
      contraction('À le', 'Au'),
      contraction('De le', 'Du'),
      [ELIDE, '$1’'],
    ]),
  list: listJoiner('fr', and, ', puis '),
  properWords: (text) => text,
};
