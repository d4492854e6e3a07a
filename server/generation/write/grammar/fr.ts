import { withAreaArticles, type CommonAreas } from './common-areas';
import { listJoiner, rewrite, wordPattern, type Articles, type Grammar } from './grammar';

/** A place named by a common noun takes its article: "après le Vieux-Port", "du Parc Borély", "avant la Place Bellecour". */
const COMMON_AREAS: CommonAreas = {
  byArticle: {
    le: 'Vieux-Port|Vieux|Parc|Jardin|Quai|Marché|Canal|Bois|Pont|Cours|Centre|Port|Plateau',
    la: 'Place|Promenade|Colline|Butte',
  },
  contracted: { 'de le': 'du', 'à le': 'au' },
  prepositions: ['après', 'Après', 'avant', 'Avant', 'de', 'à', 'vers', 'Vers', 'depuis', 'Depuis'],
};

const and = wordPattern('et');
/** Elision before a vowel: "de Orsay" → "d’Orsay", "le opéra" → "l’opéra" (an h is left as written). */
const ELIDE = /(?<![\p{L}’'-])([dlDL])e (?=[aeiouâàéèêîôûAEIOUÂÀÉÈÊÎÔÛ])/gu;

const ARTICLES_FR: Articles = {
  definite: ['le', 'la', 'les', 'l'],
  indefinite: ['un', 'une', 'des', 'du'],
  determiners: [],
};

export const GRAMMAR_FR: Grammar = {
  language: 'fr',
  and,
  contract: (text) =>
    rewrite(withAreaArticles(text, COMMON_AREAS), [
      // "à le", "de les" stay: in a sentence they are nearly always a pronoun ("vous aide à le lire").
      [ELIDE, '$1’'],
    ]),
  list: listJoiner('fr', and, ', puis '),
  properWords: (text) => text,
  articles: ARTICLES_FR,
};
