import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@contract/first-paint';

export type Theme = 'light' | 'dark';

export function storedTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

const listeners = new Set<() => void>();

/** Applies the theme to the whole document and remembers it on this device. */
export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  listeners.forEach((listener) => listener());
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
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
