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
 * The files the route module `entry` needs (its own chunk and every chunk it imports, as Vite's
 * manifest lists them) that the app's own files (`html`'s preloads) do not hold already. Without them
 * the browser learns of those files only once the app has run and its router looks the route up.
 */
function routeModules(distDir, entry, html) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const chunk = (key) => {
    if (!manifest[key]) throw new Error(`The build's manifest has no ${key}`);
    return manifest[key];
  };
  return [...reachable(entry, (key) => chunk(key).imports ?? [])]
    .map((key) => `/${chunk(key).file}`)
    .filter((file) => !html.includes(`href="${file}"`));
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
    renderSharedPlanFrame,
    HYDRATE_ATTRIBUTE,
    HYDRATE_BY_REPLACING,
    HYDRATE_ON_INTERACTION,
    ROUTE_MODULES_ATTRIBUTE,
    SESSION_HINT_ATTRIBUTE,
    HEADER_SOLID_CLASSES,
    SHARED_PLAN_FRAME_SLOT,
    renderSharedPlanSample,
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
    // The header's solid look, which the boot script gives a shared plan's page on scroll.
    ...HEADER_SOLID_CLASSES.map((name) => new RegExp(`^\\.${name}$`)),
  ]);
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const preloads = fontPreloads(distDir);
  if (!shell.includes(ROOT)) throw new Error(`${distDir}/index.html has no empty ${ROOT}`);
  const stylesheet = shell.match(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"/)?.[1];
  if (!stylesheet) throw new Error(`${distDir}/index.html links no stylesheet`);
  // Where the critical CSS step leaves the whole stylesheet: the last thing in <body>.
  const escaped = stylesheet.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stylesheetLink = new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${escaped}"[^>]*>(?=\\s*</body>)`);
  /**
   * A page whose own CSS is inline loses the whole stylesheet until the app takes over (the boot script
   * adds it): a stylesheet the parser meets anywhere holds the first paint until it has loaded.
   */
  const withoutStylesheet = (html, path) => {
    if (!stylesheetLink.test(html)) throw new Error(`The prerendered ${path} lost its stylesheet link`);
    return html.replace(
      stylesheetLink,
      () => `<noscript><link rel="stylesheet" href="${stylesheet}"></noscript>`,
    );
  };
  const appStylesheet = ` ${APP_STYLESHEET_ATTRIBUTE}="${stylesheet}"`;
  for (const page of PRERENDERED_PAGES) {
    const markup = await renderPage(page, catalogue);
    // The page's policy allows no inline script: markup that needs one would not work in the browser.
    if (/<script|<template/.test(markup))
      throw new Error(`The prerendered ${page.path} needs an inline script`);
    const waiting = ` ${HYDRATE_ATTRIBUTE}="${HYDRATE_ON_INTERACTION}"${appStylesheet}`;
    const root = `<div id="root"${page.waits ? waiting : ''}>${markup}</div>`;
    // A page that waits for its reader fetches only the boot script until they move.
    const head = (page.waits ? shell.replace(appPreloads, '') : shell).replace(
      '</head>',
      () => `${preloads}${embeddedData(page, catalogue)}</head>`,
    );
    const html = await inlineCriticalCss(head.replace(ROOT, () => root));
    const file = join(distDir, 'prerendered', page.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.waits ? withoutStylesheet(html, page.path) : html);
  }
  // A shared plan's page: the site's layout with the slot the server writes the plan into, styled by
  // the CSS a plan's page uses (read from a sample plan drawn in the slot, then taken out again). The
  // app takes it over at the reader's first move, fetching the route's own files with its own.
  const frame = await renderSharedPlanFrame();
  if (frame.split(SHARED_PLAN_FRAME_SLOT).length !== 2)
    throw new Error(`The shared plan's frame must hold ${SHARED_PLAN_FRAME_SLOT} once`);
  const modules = routeModules(distDir, SHARED_PLAN_ROUTE, shell).join(' ');
  const frameRoot =
    `<div id="root" ${HYDRATE_ATTRIBUTE}="${HYDRATE_BY_REPLACING}"${appStylesheet} ` +
    `${ROUTE_MODULES_ATTRIBUTE}="${modules}">${frame}</div>`;
  const frameHead = shell.replace(appPreloads, '').replace('</head>', () => `${preloads}</head>`);
  const sample = /<!--sample-plan-->[\s\S]*<!--\/sample-plan-->/;
  const styled = await inlineCriticalCss(
    frameHead.replace(ROOT, () =>
      frameRoot.replace(
        SHARED_PLAN_FRAME_SLOT,
        () => `<!--sample-plan-->${renderSharedPlanSample()}<!--/sample-plan-->`,
      ),
    ),
  );
  if (!sample.test(styled)) throw new Error('The critical CSS step lost the sample plan’s bounds');
  writeFileSync(
    join(distDir, 'prerendered', SHARED_PLAN_SHELL),
    withoutStylesheet(styled.replace(sample, SHARED_PLAN_FRAME_SLOT), 'shared plan frame'),
  );
  return PRERENDERED_PAGES.length;
}
