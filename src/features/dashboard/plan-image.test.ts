import { describe, expect, it } from 'vitest';
import { planImageUrl, previewImages, themeImageFor } from './plan-image';

describe('themeImageFor', () => {
  it('picks the theme by its words, in the engine’s order, else the default', () => {
    expect(themeImageFor('A candlelit dinner')).toBe('/images/themes/romantic.svg');
    expect(themeImageFor('Romantic hike at dawn')).toBe('/images/themes/romantic.svg');
    expect(themeImageFor('Kayaking and a beach picnic')).toBe('/images/themes/adventure.svg');
    expect(themeImageFor('Picnic in the park')).toBe('/images/themes/outdoor.svg');
    expect(themeImageFor('Museum afternoon')).toBe('/images/themes/cultural.svg');
    expect(themeImageFor('Coffee and board games')).toBe('/images/themes/casual.svg');
    expect(themeImageFor('Ramen in Tokyo')).toBe('/images/themes/default.svg');
  });
});

describe('planImageUrl', () => {
  const plan = { title: 'Jazz in Lisbon', theme_description: 'Moody and warm', image_url: null };

  it('uses the first stop’s picture when the plan has one', () => {
    expect(planImageUrl({ ...plan, image_url: '/images/kinds/jazz.svg' })).toBe('/images/kinds/jazz.svg');
  });

  it('otherwise matches the theme text, then the title', () => {
    expect(planImageUrl({ ...plan, theme_description: 'A stroll by the river' })).toBe(
      '/images/themes/outdoor.svg',
    );
    expect(planImageUrl(plan)).toBe('/images/themes/cultural.svg');
    expect(planImageUrl({ ...plan, title: 'Saturday', theme_description: null })).toBe(
      '/images/themes/default.svg',
    );
  });
});

describe('previewImages', () => {
  it('keeps each stop picture once and drops the theme image beside them', () => {
    expect(
      previewImages([
        '/images/themes/cultural.svg',
        '/images/kinds/museum.svg',
        '/images/kinds/ramen.svg',
        '/images/kinds/museum.svg',
      ]),
    ).toEqual(['/images/kinds/museum.svg', '/images/kinds/ramen.svg']);
  });

  it('keeps the theme image when no stop has a picture of its own', () => {
    expect(previewImages(['/images/themes/casual.svg', '/images/themes/casual.svg'])).toEqual([
      '/images/themes/casual.svg',
    ]);
    expect(previewImages([])).toEqual([]);
  });
});
