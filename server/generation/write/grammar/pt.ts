import { contraction, listJoiner, rewrite, wordPattern, type Grammar } from './grammar';

const and = wordPattern('e');

export const GRAMMAR_PT: Grammar = {
  language: 'pt',
  and,
  contract: (text) =>
    rewrite(text, [
      contraction('em o', 'no'),
      contraction('em a', 'na'),
      contraction('em os', 'nos'),
      contraction('em as', 'nas'),
      // "de o" stays: before an infinitive's subject it is written apart ("antes de o baile começar").
      contraction('a o', 'ao'),
      contraction('a a', 'à'),
      contraction('a os', 'aos'),
      contraction('a as', 'às'),
      contraction('por o', 'pelo'),
      contraction('por a', 'pela'),
    ]),
  list: listJoiner('pt', and, ' e depois '),
  properWords: (text) => text,
};
