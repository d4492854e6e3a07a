// Renders the public pages to HTML after the client build (see src/prerender/render-page.tsx): each
// page's markup goes into the built index.html's root element, as dist/prerendered/<page>.html, which
// the server sends for that path and the browser hydrates.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = '<div id="root"></div>';

/** Renders every page the server-side bundle in `ssrDir` lists into `distDir`; resolves with how many. */
export async function prerenderPages(distDir, ssrDir) {
  const { PRERENDERED_PAGES, renderPage } = await import(pathToFileURL(join(ssrDir, 'render-page.js')).href);
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!shell.includes(ROOT)) throw new Error(`${distDir}/index.html has no empty ${ROOT}`);
  mkdirSync(join(distDir, 'prerendered'), { recursive: true });
  for (const { path, file } of PRERENDERED_PAGES) {
    const markup = await renderPage(path);
    // The page's policy allows no inline script: markup that needs one would not work in the browser.
    if (/<script|<template/.test(markup)) throw new Error(`The prerendered ${path} needs an inline script`);
    writeFileSync(
      join(distDir, 'prerendered', file),
      shell.replace(ROOT, () => `<div id="root">${markup}</div>`),
    );
  }
  return PRERENDERED_PAGES.length;
}
