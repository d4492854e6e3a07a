import { withAreaArticles, type CommonAreas } from './common-areas';
import { contraction, listJoiner, rewrite, wordPattern, type Articles, type Grammar } from './grammar';

const COMMON_AREAS: CommonAreas = {
  // A place named by a common noun: its head says the article ("no Largo do Carmo", "na Praça do Comércio").
  byArticle: {
    o: 'Centro(?: Histórico)?|Parque|Jardim|Mercado|Largo|Cais|Bairro|Miradouro|Terreiro',
    a: 'Baixa(?: Pombalina)?|Ribeira|Praça|Rua|Avenida|Praia|Alameda',
  },
  contracted: {
    'em o': 'no',
    'em a': 'na',
    'de o': 'do',
    'de a': 'da',
    'a o': 'ao',
    'a a': 'à',
    'por o': 'pelo',
    'por a': 'pela',
  },
  prepositions: ['em', 'Em', 'de', 'a', 'por', 'Por', 'com'],
};

const and = wordPattern('e');

/** Cities Portuguese names with the article: "no Porto", "do Rio de Janeiro", "ao Cairo". */
export const PT_CITIES_WITH_ARTICLE = [
  'Porto',
  'Rio de Janeiro',
  'Cairo',
  'Recife',
  'Funchal',
  'Havre',
  'Cabo',
];
const CITY = `(${PT_CITIES_WITH_ARTICLE.join('|')})(?![\\p{L}])`;
const ARTICLED_CITY: readonly (readonly [RegExp, string])[] = [
  [new RegExp(`(?<![\\p{L}])de ${CITY}`, 'gu'), 'do $1'],
  [new RegExp(`(?<![\\p{L}])em ${CITY}`, 'gu'), 'no $1'],
  [new RegExp(`(?<![\\p{L}])a ${CITY}`, 'gu'), 'ao $1'],
  [new RegExp(`(?<![\\p{L}])por ${CITY}`, 'gu'), 'pelo $1'],
];

/**
 * "de" + article contracts ("ao ritmo do fado", "da praia"), except where the article opens the subject of
 * an infinitive, which Portuguese writes apart: "antes de o baile começar", "para o caso de o tempo mudar".
 */
const INFINITIVE_SUBJECT = '(?<!(?:antes|depois|apesar|além|vez|caso|facto|fato|fim|ponto) )';
/** An infinitive after the noun the article opens: "de o baile começar". */
const BEFORE_INFINITIVE = String.raw`(?! \p{L}+ \p{L}+(?:ar|er|ir|or)(?![\p{L}]))`;
const DE_ARTICLE: readonly (readonly [RegExp, string])[] = (['o', 'a', 'os', 'as'] as const).flatMap(
  (article) => [
    [
      new RegExp(`${INFINITIVE_SUBJECT}(?<![\\p{L}’'-])de ${article}(?= \\p{L})`, 'gu'),
      `d${article}`,
    ] as const,
    // "depois do jantar": no infinitive follows, so the article is the noun's and contracts.
    [
      new RegExp(`(?<![\\p{L}’'-])de ${article}(?= \\p{L})${BEFORE_INFINITIVE}`, 'gu'),
      `d${article}`,
    ] as const,
  ],
);

const ARTICLES_PT: Articles = {
  definite: ['o', 'a', 'os', 'as'],
  indefinite: ['um', 'uma', 'uns', 'umas'],
  determiners: [],
};

export const GRAMMAR_PT: Grammar = {
  language: 'pt',
  and,
  contract: (text) =>
    rewrite(withAreaArticles(text, COMMON_AREAS), [
      ...ARTICLED_CITY,
      ...DE_ARTICLE,
      contraction('em o', 'no'),
      contraction('em a', 'na'),
      contraction('em os', 'nos'),
      contraction('em as', 'nas'),
      contraction('a o', 'ao'),
      contraction('a a', 'à'),
      contraction('a os', 'aos'),
      contraction('a as', 'às'),
      contraction('por o', 'pelo'),
      contraction('por a', 'pela'),
      // Opening a sentence or a title the same holds: "Do café da manhã a um passeio".
      ...(['o', 'a', 'os', 'as'] as const).flatMap((article) => [
        contraction(`De ${article}`, `D${article}`),
        contraction(`Em ${article}`, `N${article}`),
      ]),
    ]),
  list: listJoiner('pt', and, ' e depois '),
  properWords: (text) => text,
  articles: ARTICLES_PT,
};
