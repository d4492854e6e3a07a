import type { Language } from '../../request';
import { PHRASES_DE } from './de';
import { PHRASES_EN } from './en';
import { PHRASES_ES } from './es';
import { PHRASES_FR } from './fr';
import { PHRASES_IT } from './it';
import type { Phrases } from './phrases';
import { PHRASES_PT } from './pt';

export const PHRASES: Record<Language, Phrases> = {
  en: PHRASES_EN,
  es: PHRASES_ES,
  fr: PHRASES_FR,
  pt: PHRASES_PT,
  de: PHRASES_DE,
  it: PHRASES_IT,
};
