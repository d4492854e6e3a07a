import type { Language } from '../../request';
import type { KindNames } from '../kind-info';
import { KIND_NAMES_DE } from './de';
import { KIND_NAMES_EN } from './en';
import { KIND_NAMES_ES } from './es';
import { KIND_NAMES_FR } from './fr';
import { KIND_NAMES_IT } from './it';
import { KIND_NAMES_PT } from './pt';

export const KIND_NAMES: Record<Language, KindNames> = {
  en: KIND_NAMES_EN,
  es: KIND_NAMES_ES,
  fr: KIND_NAMES_FR,
  pt: KIND_NAMES_PT,
  de: KIND_NAMES_DE,
  it: KIND_NAMES_IT,
};
