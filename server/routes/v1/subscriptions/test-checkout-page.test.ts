import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCRIPT } from '@contract/first-paint';
import { fontFacesIn, testCheckoutPage } from './test-checkout-page';

function builtApp() {
  const dir = mkdtempSync(join(tmpdir(), 'checkout-fonts-'));
  mkdirSync(join(dir, 'assets'));
  for (const file of ['inter-core-Ab12.woff2', 'fraunces-700-core-Cd34.woff2', 'index-Ef56.js'])
    writeFileSync(join(dir, 'assets', file), '');
  return dir;
}

const page = (fontFaces = '') =>
  testCheckoutPage({
    reference: 'dc_1',
    planName: 'Plus',
    amount: '$9.99',
    period: 'month',
    settled: false,
    fontFaces,
  });

describe('the test checkout page', () => {
  it('wears the product’s header: its mark, its name and the Test mode label', () => {
    const html = page();
    const header = html.slice(html.indexOf('<header>'), html.indexOf('</header>'));
    expect(header).toContain('<svg viewBox="0 0 64 64"');
    expect(header).toContain('Datecraft');
    expect(header).toContain('Test mode');
    expect(html).toContain('<h1 id="checkout-title">Datecraft Plus</h1>');
    // The price with its period, as the pricing card shows it.
    expect(html).toContain('$9.99<span class="period"> / month</span>');
  });

  it('is set in the app’s own type, read from the built app, with its fallbacks without one', () => {
    const faces = fontFacesIn(builtApp());
    expect(faces).toContain("font-family:'Inter Variable'");
    expect(faces).toContain("url('/assets/inter-core-Ab12.woff2')");
    expect(faces).toContain("url('/assets/fraunces-700-core-Cd34.woff2')");
    expect(page(faces)).toContain(faces);
    expect(fontFacesIn(join(tmpdir(), 'no-such-build'))).toBe('');
    expect(page()).toMatch(/font: 700 28px\/1\.2 Fraunces, Georgia/);
  });

  it('opens in the member’s theme through the one inline script the page policy allows', () => {
    expect(page()).toContain(`<script>${FIRST_PAINT_SCRIPT}</script>`);
    expect(page()).toContain('.dark {');
  });
});
