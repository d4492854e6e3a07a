import { withAreaArticles, type CommonAreas } from './common-areas';
import { contraction, listJoiner, rewrite, wordPattern, type Articles, type Grammar } from './grammar';

const COMMON_AREAS: CommonAreas = {
  // A place named by a common noun: its head says the article ("al Parque del Oeste", "en la Plaza Mayor").
  byArticle: {
    el: 'Centro(?: Histórico)?|Casco (?:Antiguo|Viejo|Histórico)|Barrio|Ensanche|Parque|Paseo|Mercado|Puerto|Jardín|Cerro|Malecón|Museo|Palacio|Templo|Monasterio|Castillo|Convento|Mirador|Real Jardín',
    la: 'Plaza|Calle|Playa|Rambla|Costanera|Alameda|Avenida|Catedral|Iglesia|Basílica|Capilla|Puerta|Torre',
  },
  contracted: { 'de el': 'del', 'a el': 'al' },
  prepositions: ['en', 'En', 'de', 'a', 'desde', 'Desde', 'por', 'hacia', 'hasta', 'Hasta', 'con'],
};

const and = wordPattern('y', 'e');

const ARTICLES_ES: Articles = {
  definite: ['el', 'la', 'los', 'las'],
  indefinite: ['un', 'una', 'unos', 'unas'],
  determiners: [],
};

export const GRAMMAR_ES: Grammar = {
  language: 'es',
  and,
  contract: (text) =>
    rewrite(withAreaArticles(text, COMMON_AREAS), [
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
  articles: ARTICLES_ES,
};
