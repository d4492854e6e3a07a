// Renders the public pages to HTML after the client build (see src/prerender/render-page.tsx): each
// page's markup goes into the built index.html's root element, with the CSS it uses inlined, as
// dist/prerendered/<page>.html, which the server sends for that path and the browser hydrates. Also
// writes the frame the server puts a shared plan into.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reachable } from './lib/reachable.mjs';

const ROOT = '<div id="root"></div>';

/**
 * The fonts every page's first screen is set in, by their small first files (scripts/subset-fonts.mjs):
 * fetched with the page rather than once its styles are read, so its text is drawn in them from the
 * start instead of changing face, and size, under the reader.
 */
const FIRST_SCREEN_FONTS = ['fraunces-700-core'];

function fontPreloads(distDir) {
  const files = readdirSync(join(distDir, 'assets'));
  return FIRST_SCREEN_FONTS.map((font) => {
    const file = files.find((name) => name.startsWith(`${font}-`) && name.endsWith('.woff2'));
    if (!file) throw new Error(`The build has no ${font} font file`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
  }).join('');
}

/** The page module of the shared plan's route, as the build's manifest names it. */
const SHARED_PLAN_ROUTE = 'src/pages/shared-plan-page.tsx';

/**
 * `<link rel="modulepreload">`s for the files the route module `entry` needs (its own chunk and every
 * chunk that imports, as Vite's manifest lists them) that `html` does not preload already. Without
 * them the browser learns of those files only once the app has run and its router looks the route up.
 */
function routePreloads(distDir, entry, html) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const chunk = (key) => {
    if (!manifest[key]) throw new Error(`The build's manifest has no ${key}`);
    return manifest[key];
  };
  return [...reachable(entry, (key) => chunk(key).imports ?? [])]
    .map((key) => chunk(key).file)
    .filter((file) => !html.includes(`href="/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/**
 * Renders every page the server-side bundle in `ssrDir` lists into `distDir`, the pricing cards from
 * `catalogue` (the plans as GET /subscriptions/plans answers them); resolves with how many.
 */
export async function prerenderPages(distDir, ssrDir, catalogue) {
  const {
    PRERENDERED_PAGES,
    renderPage,
    embeddedData,
    APP_PRELOAD_ATTRIBUTE,
    APP_STYLESHEET_ATTRIBUTE,
    HYDRATE_ATTRIBUTE,
    HYDRATE_ON_INTERACTION,
    SESSION_HINT_ATTRIBUTE,
    SHARED_PLAN_SHELL,
  } = await import(pathToFileURL(join(ssrDir, 'render-page.js')).href);
  const appPreloads = new RegExp(`\\s*<link rel="modulepreload"[^>]*${APP_PRELOAD_ATTRIBUTE}[^>]*>`, 'g');
  // Imported here, not at the top: `npm test` loads this file before it has installed the dependencies.
  const { criticalCssInliner } = await import('./lib/critical-css.mjs');
  const inlineCriticalCss = criticalCssInliner(distDir, [
    /\.dark\b/,
    new RegExp(SESSION_HINT_ATTRIBUTE),
    // Tailwind writes its sibling utilities (space-y-*, divide-*) and group states as `:where(…)`, which
    // beasties strips whole before matching, so it would see nothing to match and drop them.
    /^:where\(/,
  ]);
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const preloads = fontPreloads(distDir);
  if (!shell.includes(ROOT)) throw new Error(`${distDir}/index.html has no empty ${ROOT}`);
  const stylesheet = shell.match(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"/)?.[1];
  if (!stylesheet) throw new Error(`${distDir}/index.html links no stylesheet`);
  // Where the critical CSS step leaves the whole stylesheet: the last thing in <body>.
  const escaped = stylesheet.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stylesheetLink = new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${escaped}"[^>]*>(?=\\s*</body>)`);
  for (const page of PRERENDERED_PAGES) {
    const markup = await renderPage(page, catalogue);
    // The page's policy allows no inline script: markup that needs one would not work in the browser.
    if (/<script|<template/.test(markup))
      throw new Error(`The prerendered ${page.path} needs an inline script`);
    const waiting = ` ${HYDRATE_ATTRIBUTE}="${HYDRATE_ON_INTERACTION}" ${APP_STYLESHEET_ATTRIBUTE}="${stylesheet}"`;
    const root = `<div id="root"${page.waits ? waiting : ''}>${markup}</div>`;
    // A page that waits for its reader fetches only the boot script until they move.
    const head = (page.waits ? shell.replace(appPreloads, '') : shell).replace(
      '</head>',
      () => `${preloads}${embeddedData(page, catalogue)}</head>`,
    );
    let html = await inlineCriticalCss(head.replace(ROOT, () => root));
    if (page.waits) {
      // Its own CSS is inline; the boot script adds the whole stylesheet when the app takes over.
      if (!stylesheetLink.test(html))
        throw new Error(`The prerendered ${page.path} lost its stylesheet link`);
      html = html.replace(
        stylesheetLink,
        () => `<noscript><link rel="stylesheet" href="${stylesheet}"></noscript>`,
      );
    }
    const file = join(distDir, 'prerendered', page.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  // A shared plan's page is the app drawn from the plan the server puts in it: the app, and the
  // route's own files with it.
  writeFileSync(
    join(distDir, 'prerendered', SHARED_PLAN_SHELL),
    shell.replace('</head>', () => `${routePreloads(distDir, SHARED_PLAN_ROUTE, shell)}</head>`),
  );
  return PRERENDERED_PAGES.length;
}
