import { contraction, listJoiner, rewrite, wordPattern, type Grammar } from './grammar';

const and = wordPattern('und');

export const GRAMMAR_DE: Grammar = {
  language: 'de',
  and,
  contract: (text) =>
    rewrite(text, [
      contraction('in dem', 'im'),
      contraction('an dem', 'am'),
      contraction('zu dem', 'zum'),
      contraction('zu der', 'zur'),
      contraction('von dem', 'vom'),
      contraction('bei dem', 'beim'),
      contraction('in das', 'ins'),
      contraction('an das', 'ans'),
      contraction('In dem', 'Im'),
      contraction('An dem', 'Am'),
      contraction('Zu dem', 'Zum'),
      contraction('Zu der', 'Zur'),
    ]),
  list: listJoiner('de', and, ', danach '),
  properWords: (text) => text,
};
