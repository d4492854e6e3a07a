import type { Language } from '../../request';
import { LEXICON_DE } from './de';
import { LEXICON_EN } from './en';
import { LEXICON_ES } from './es';
import { LEXICON_FR } from './fr';
import { LEXICON_IT } from './it';
import type { Lexicon } from './lexicon';
import { LEXICON_PT } from './pt';

export const LEXICONS: Record<Language, Lexicon> = {
  en: LEXICON_EN,
  es: LEXICON_ES,
  fr: LEXICON_FR,
  pt: LEXICON_PT,
  de: LEXICON_DE,
  it: LEXICON_IT,
};
