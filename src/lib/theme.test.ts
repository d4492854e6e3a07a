import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, storedTheme } from './theme';

afterEach(() => document.documentElement.classList.remove('dark'));

describe('the theme', () => {
  it('is light until dark is chosen, and is remembered', () => {
    expect(storedTheme()).toBe('light');
    applyTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(storedTheme()).toBe('dark');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(storedTheme()).toBe('light');
  });
});
