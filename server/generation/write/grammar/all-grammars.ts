import type { Language } from '../../request';
import { GRAMMAR_DE } from './de';
import { GRAMMAR_EN } from './en';
import { GRAMMAR_ES } from './es';
import { GRAMMAR_FR } from './fr';
import type { Grammar } from './grammar';
import { GRAMMAR_IT } from './it';
import { GRAMMAR_PT } from './pt';

export const GRAMMARS: Record<Language, Grammar> = {
  en: GRAMMAR_EN,
  es: GRAMMAR_ES,
  fr: GRAMMAR_FR,
  pt: GRAMMAR_PT,
  de: GRAMMAR_DE,
  it: GRAMMAR_IT,
};
