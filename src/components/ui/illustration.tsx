import type { ImgHTMLAttributes } from 'react';
import { useTheme, type Theme } from '@/lib/theme';

/** The illustrations drawn for the product; each has a night version under /images/night/. */
const DRAWN = /^\/images\/(kinds|themes)\//;

/** The picture to show in `theme`: a drawn illustration's night version in Dark Mode, else `src` itself. */
export function illustrationUrl(src: string, theme: Theme) {
  return theme === 'dark' && DRAWN.test(src) ? src.replace('/images/', '/images/night/') : src;
}

/** An <img> of a plan's picture that turns to its night version with Dark Mode. */
export function Illustration({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  return <img src={illustrationUrl(src, useTheme())} alt={alt} {...rest} />;
}
