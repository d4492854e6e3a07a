import { contraction, listJoiner, rewrite, wordPattern, type Articles, type Grammar } from './grammar';

/** Adjectives of nationality, written with a capital in English ("Indian food", "Thai curry"). */
const DEMONYMS = [
  'american',
  'argentine',
  'argentinian',
  'brazilian',
  'british',
  'cantonese',
  'caribbean',
  'chinese',
  'cuban',
  'english',
  'ethiopian',
  'filipino',
  'french',
  'georgian',
  'german',
  'greek',
  'indian',
  'indonesian',
  'irish',
  'italian',
  'jamaican',
  'japanese',
  'korean',
  'lebanese',
  'malaysian',
  'mediterranean',
  'mexican',
  'middle eastern',
  'moroccan',
  'neapolitan',
  'nigerian',
  'peruvian',
  'persian',
  'polish',
  'portuguese',
  'scottish',
  'sichuan',
  'spanish',
  'swiss',
  'syrian',
  'thai',
  'turkish',
  'vietnamese',
  'welsh',
  'west african',
  'yemeni',
];
const DEMONYM = new RegExp(`(?<![\\p{L}])(${DEMONYMS.join('|')})(?![\\p{L}])`, 'gu');

/** "a" before a vowel sound, "an" before a consonant sound; "a unicorn", "an hour" go by sound. */
const VOWEL_SOUND = '(?:[aeiouAEIOU](?!ni|se|su|ro|ne\\b|nce)|[Hh](?:our|onest|eir))';
// A capital "A" before a capital is a name's own word ("A Brasileira"), not an article.
const AN = new RegExp(`(?<![\\p{L}’'])(a|A(?= \\p{Ll})) (?=${VOWEL_SOUND})`, 'gu');
const A = new RegExp(`(?<![\\p{L}’'])(a|A(?=n \\p{Ll}))n (?!${VOWEL_SOUND})(?=\\p{L})`, 'gu');

const and = wordPattern('and');

const ARTICLES_EN: Articles = {
  definite: ['the'],
  indefinite: ['a', 'an'],
  determiners: ['some', 'my', 'our', 'your', 'his', 'her', 'this', 'that'],
};

export const GRAMMAR_EN: Grammar = {
  language: 'en',
  and,
  contract: (text) => rewrite(text, [[AN, '$1n '], [A, '$1 '], contraction('the the', 'the')]),
  // The house style has no serial comma ("A, B and C"), as British English writes it.
  list: listJoiner('en-GB', and, ', then '),
  properWords: (text) =>
    text.replace(DEMONYM, (word) => word.replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase())),
  articles: ARTICLES_EN,
};
