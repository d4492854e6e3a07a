// Renders the public pages to HTML after the client build (see src/prerender/render-page.tsx): each
// page's markup goes into the built index.html's root element, with the CSS it uses inlined, as
// dist/prerendered/<page>.html, which the server sends for that path and the browser hydrates.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = '<div id="root"></div>';

/** Renders every page the server-side bundle in `ssrDir` lists into `distDir`; resolves with how many. */
export async function prerenderPages(distDir, ssrDir) {
  const {
    PRERENDERED_PAGES,
    renderPage,
    APP_PRELOAD_ATTRIBUTE,
    HYDRATE_ATTRIBUTE,
    HYDRATE_ON_INTERACTION,
    SESSION_HINT_ATTRIBUTE,
  } = await import(pathToFileURL(join(ssrDir, 'render-page.js')).href);
  const appPreloads = new RegExp(`\\s*<link rel="modulepreload"[^>]*${APP_PRELOAD_ATTRIBUTE}[^>]*>`, 'g');
  // Imported here, not at the top: `npm test` loads this file before it has installed the dependencies.
  const { criticalCssInliner } = await import('./lib/critical-css.mjs');
  const inlineCriticalCss = criticalCssInliner(distDir, [/\.dark\b/, new RegExp(SESSION_HINT_ATTRIBUTE)]);
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!shell.includes(ROOT)) throw new Error(`${distDir}/index.html has no empty ${ROOT}`);
  mkdirSync(join(distDir, 'prerendered'), { recursive: true });
  for (const { path, file, waits } of PRERENDERED_PAGES) {
    const markup = await renderPage(path);
    // The page's policy allows no inline script: markup that needs one would not work in the browser.
    if (/<script|<template/.test(markup)) throw new Error(`The prerendered ${path} needs an inline script`);
    const root = `<div id="root"${waits ? ` ${HYDRATE_ATTRIBUTE}="${HYDRATE_ON_INTERACTION}"` : ''}>${markup}</div>`;
    // A page that waits for its reader fetches only the boot script until they move.
    const head = waits ? shell.replace(appPreloads, '') : shell;
    const page = await inlineCriticalCss(head.replace(ROOT, () => root));
    writeFileSync(join(distDir, 'prerendered', file), page);
  }
  return PRERENDERED_PAGES.length;
}
