import Beasties from 'beasties';

const BODY_STYLESHEET = /<link rel="stylesheet"([^>]*) href="([^"]+\.css)"([^>]*)>/g;

/**
 * The stylesheets beasties moved to the end of <body>, fetched at once but applied by the boot script:
 * a stylesheet link still holds the first paint (Lighthouse counted ~300 ms), although the CSS that
 * paint needs is already inline. Scripts off, the `<noscript>` copy applies it.
 */
export function deferStylesheets(html, attribute) {
  const bodyStart = html.indexOf('<body');
  const head = html.slice(0, bodyStart);
  const body = html
    .slice(bodyStart)
    .replace(
      BODY_STYLESHEET,
      (link, before, href, after) =>
        `<link rel="preload" as="style"${before} href="${href}"${after} ${attribute}><noscript>${link}</noscript>`,
    );
  return head + body;
}

/**
 * Inlines the CSS a prerendered page's own markup uses into its <head> and leaves the full stylesheet
 * to the boot script (see deferStylesheets), so the first paint waits for no stylesheet request. `keep` lists selectors a
 * build cannot see matching, because what they depend on is only set in the reader's browser (the
 * dark theme's class, the first-paint script's session hint): they are inlined all the same.
 */
export function criticalCssInliner(distDir, keep, deferredAttribute) {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    // Not 'swap' or 'media': those load the rest through an inline onload handler, which the page's
    // policy refuses; from the end of <body> deferStylesheets hands it to the boot script.
    preload: 'body',
    noscriptFallback: false,
    // The faces of the fonts the page uses, the metric-matched fallbacks among them, so nothing
    // shifts when the full stylesheet arrives.
    inlineFonts: true,
    preloadFonts: false,
    // Every page shares the one stylesheet: it stays whole.
    pruneSource: false,
    allowRules: keep,
    logLevel: 'warn',
  });
  return async (html) => deferStylesheets(await beasties.process(html), deferredAttribute);
}
