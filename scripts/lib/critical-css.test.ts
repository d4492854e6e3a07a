import { describe, expect, it } from 'vitest';
import { deferStylesheets } from './critical-css.mjs';

const page = (head: string, body: string) =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('deferStylesheets', () => {
  it('turns the stylesheet at the end of <body> into a preload the boot script applies, with a copy for scripts off', () => {
    const html = page(
      '<style>h1{color:red}</style>',
      '<div id="root"><h1>Hi</h1></div><link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    );
    expect(deferStylesheets(html, 'data-deferred-stylesheet')).toBe(
      page(
        '<style>h1{color:red}</style>',
        '<div id="root"><h1>Hi</h1></div><link rel="preload" as="style" crossorigin href="/assets/index-abc.css" data-deferred-stylesheet><noscript><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></noscript>',
      ),
    );
  });

  it('leaves a stylesheet in <head> alone: only one beasties moved out of the way is deferred', () => {
    const html = page('<link rel="stylesheet" href="/assets/index-abc.css">', '<div id="root"></div>');
    expect(deferStylesheets(html, 'data-deferred-stylesheet')).toBe(html);
  });
});
