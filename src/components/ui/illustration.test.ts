import { describe, expect, it } from 'vitest';
import { illustrationUrl } from './illustration';

describe('illustrationUrl', () => {
  it('takes the night version of a drawn illustration in Dark Mode', () => {
    expect(illustrationUrl('/images/kinds/jazz.svg', 'dark')).toBe('/images/night/kinds/jazz.svg');
    expect(illustrationUrl('/images/themes/romantic.svg', 'dark')).toBe('/images/night/themes/romantic.svg');
  });

  it('keeps the daylight picture in light mode, and any other picture as it is', () => {
    expect(illustrationUrl('/images/kinds/jazz.svg', 'light')).toBe('/images/kinds/jazz.svg');
    expect(illustrationUrl('https://example.com/images/kinds/a.jpg', 'dark')).toBe(
      'https://example.com/images/kinds/a.jpg',
    );
  });
});
