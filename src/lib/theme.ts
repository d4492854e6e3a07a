import { useSyncExternalStore } from 'react';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from '@contract/first-paint';

export type Theme = 'light' | 'dark';
/** What the member chose: a theme, or the device's own setting (the default). */
export type ThemeChoice = Theme | 'system';

export function storedThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemPrefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;

/** The theme a choice means on this device now. */
export const resolveTheme = (choice: ThemeChoice): Theme =>
  choice === 'system' ? (systemPrefersDark() ? 'dark' : 'light') : choice;

const listeners = new Set<() => void>();

function showTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  listeners.forEach((listener) => listener());
}

/** Applies a choice to the whole document and remembers it on this device. */
export function applyThemeChoice(choice: ThemeChoice) {
  showTheme(resolveTheme(choice));
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

/** Applies a theme chosen outright (not the device's). */
export const applyTheme = (theme: Theme) => applyThemeChoice(theme);

/**
 * While the member has not chosen, the page turns over with the device (a phone that darkens at
 * sunset). The first-paint script (contract/first-paint.ts) made the same choice before the app came.
 */
export function followSystemTheme() {
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(DARK_SCHEME_QUERY).addEventListener('change', () => {
    if (storedThemeChoice() === 'system') showTheme(resolveTheme('system'));
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const appliedTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/** The theme on the page now, for what CSS cannot switch (an image's address). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, appliedTheme, () => 'light');
}
