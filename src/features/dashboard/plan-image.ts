import type { PlanListItem } from '@contract/date-plans';
import { themeImageUrl, themeOf } from '@contract/theme-images';

const THEME_IMAGE_DIR = '/images/themes/';

/** Spec section 9: the text matched to romantic, outdoor, casual, adventure or cultural, else default. */
export const themeImageFor = (text: string) => themeImageUrl(themeOf(text));

/** The card's picture: the first stop's illustration, else a theme image picked from the theme and title. */
export function planImageUrl(plan: Pick<PlanListItem, 'image_url' | 'title' | 'theme_description'>) {
  return plan.image_url ?? themeImageFor(`${plan.theme_description ?? ''} ${plan.title}`);
}

/**
 * The pictures worth previewing, once each: the stops' illustrations, with theme images only when no stop
 * has one (the engine adds the theme image as a cover and as the picture of stops of no known kind).
 */
export function previewImages(images: string[]): string[] {
  const unique = [...new Set(images)];
  const stopPictures = unique.filter((url) => !url.startsWith(THEME_IMAGE_DIR));
  return stopPictures.length ? stopPictures : unique;
}
