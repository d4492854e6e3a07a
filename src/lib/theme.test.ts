import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_SCRIPT, THEME_STORAGE_KEY } from '@contract/first-paint';
import { applyTheme, applyThemeChoice, followSystemTheme, storedThemeChoice } from './theme';

/** A device whose own setting is dark or light, and that can change it. */
function deviceScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    turn(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const runFirstPaintScript = () => new Function(FIRST_PAINT_SCRIPT)();

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  document.documentElement.classList.remove('dark');
  vi.unstubAllGlobals();
});

describe('the theme', () => {
  it('follows the device until the member chooses, and a choice is remembered', () => {
    deviceScheme(true);
    expect(storedThemeChoice()).toBe('system');
    applyThemeChoice('system');
    expect(document.documentElement).toHaveClass('dark');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(storedThemeChoice()).toBe('light');
    applyThemeChoice('dark');
    expect(storedThemeChoice()).toBe('dark');
    applyThemeChoice('system');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('is dark before the first paint on a dark device with no choice, and light when light is chosen', () => {
    deviceScheme(true);
    runFirstPaintScript();
    expect(document.documentElement).toHaveClass('dark');
    document.documentElement.classList.remove('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runFirstPaintScript();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('turns over with the device only while the member has not chosen', () => {
    const device = deviceScheme(false);
    followSystemTheme();
    device.turn(true);
    expect(document.documentElement).toHaveClass('dark');
    applyThemeChoice('light');
    device.turn(false);
    device.turn(true);
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
