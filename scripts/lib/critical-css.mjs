import Beasties from 'beasties';

/**
 * Inlines the CSS a prerendered page's own markup uses into its <head> and moves the full stylesheet
 * to the end of <body>, so the first paint waits for no stylesheet request. `keep` lists selectors a
 * build cannot see matching, because what they depend on is only set in the reader's browser (the
 * dark theme's class, the first-paint script's session hint): they are inlined all the same.
 */
export function criticalCssInliner(distDir, keep) {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    // Not 'swap' or 'media': those load the rest through an inline onload handler, which the page's
    // policy refuses. At the end of <body>, the stylesheet holds up nothing the page has painted.
    preload: 'body',
    noscriptFallback: false,
    // The faces of the fonts the page uses, the metric-matched fallbacks among them, so nothing
    // shifts when the full stylesheet arrives.
    inlineFonts: true,
    preloadFonts: false,
    // Every page shares the one stylesheet: it stays whole.
    pruneSource: false,
    allowRules: keep,
    // Every @keyframes (the few Tailwind emits): a spinner or a pulse names its keyframes through a
    // custom property (`--animate-spin`), which beasties cannot follow, so it would stand still.
    keyframes: 'all',
    logLevel: 'warn',
  });
  return (html) => beasties.process(html);
}
