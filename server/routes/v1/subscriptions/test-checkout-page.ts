import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_SCRIPT } from '@contract/first-paint';
import { PRODUCT_NAME } from '@contract/product';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The app's mark (src/components/ui/logo.tsx, public/favicon.svg), drawn in the page's header. */
const LOGO_MARK = `<svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true"><rect width="64" height="64" rx="16" fill="#e0194a"/><path d="M32 49s-15-9.2-15-20.1C17 23.1 21.2 19 26.2 19c2.6 0 4.6 1.2 5.8 3 1.2-1.8 3.2-3 5.8-3C42.8 19 47 23.1 47 28.9 47 39.8 32 49 32 49z" fill="#fff"/><circle cx="44" cy="18" r="5" fill="#ffc6d0"/></svg>`;

/** The built app's first font files (scripts/subset-fonts.mjs), by their hashed names in `assets/`. */
const FONT_FILES = [
  { family: 'Inter Variable', weight: '400 700', prefix: 'inter-core-' },
  { family: 'Fraunces', weight: '700', prefix: 'fraunces-700-core-' },
] as const;

/**
 * The @font-face rules for the app's own type, read once from the built app: without a build (a test,
 * an API-only process) the page keeps the same fallback stacks the app uses while its fonts load.
 */
export function fontFacesIn(staticDir: string): string {
  let files: string[];
  try {
    files = readdirSync(join(staticDir, 'assets'));
  } catch {
    return '';
  }
  return FONT_FILES.flatMap(({ family, weight, prefix }) => {
    const file = files.find((name) => name.startsWith(prefix) && name.endsWith('.woff2'));
    return file
      ? [
          `@font-face{font-family:'${family}';font-weight:${weight};font-display:swap;src:url('/assets/${file}') format('woff2')}`,
        ]
      : [];
  }).join('\n');
}

// The app's palette (src/index.css): blush page, white card, plum ink, rose action; turned over in dark.
const STYLE = `
  :root { --page: #fdf6f4; --card: #ffffff; --ink: #2a1230; --muted: #6c3679; --line: #e8d3ee; --quiet: #f3e9f6; }
  .dark { color-scheme: dark; --page: #150a18; --card: #211026; --ink: #fbf5fc; --muted: #dcc4e3; --line: #4d2b55; --quiet: #3a1f40; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: var(--page); color: var(--ink); font: 16px/1.5 'Inter Variable', Arial, system-ui, sans-serif; -webkit-font-smoothing: antialiased; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; max-width: 72rem; margin: 0 auto; padding: 16px 24px; }
  .brand { display: flex; align-items: center; gap: 8px; font: 700 20px/1 Fraunces, Georgia, 'Times New Roman', serif; letter-spacing: -0.01em; }
  .badge { display: inline-flex; align-items: center; min-height: 32px; background: #fef3c7; color: #92400e; border-radius: 999px; padding: 4px 12px; font-size: 14px; font-weight: 600; }
  main { display: grid; place-items: center; padding: 24px 16px 48px; }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 24px; box-shadow: 0 1px 2px rgba(42,18,48,.04), 0 8px 24px rgba(42,18,48,.08); padding: 32px; width: min(440px, 100%); }
  h1 { font: 700 28px/1.2 Fraunces, Georgia, 'Times New Roman', serif; margin: 0 0 4px; }
  .amount { font: 700 36px/1.2 Fraunces, Georgia, 'Times New Roman', serif; margin: 16px 0; }
  .period { font: 500 16px/1 'Inter Variable', Arial, system-ui, sans-serif; color: var(--muted); }
  p { color: var(--muted); margin: 0 0 8px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  .actions form { flex: 1; display: flex; }
  button { flex: 1; min-height: 44px; border: 0; border-radius: 999px; padding: 12px 16px; font: inherit; font-weight: 600; cursor: pointer; }
  .pay { background: #e0194a; color: #fff; }
  .pay:hover { background: #bd0f3c; }
  .cancel { background: var(--quiet); color: var(--ink); }
  button:focus-visible { outline: 2px solid #e0194a; outline-offset: 2px; }
`;

export interface CheckoutPageOptions {
  reference: string;
  planName: string;
  amount: string;
  /** What the amount pays for: a month or a year of the plan. */
  period: 'month' | 'year' | null;
  settled: boolean;
  /** @font-face rules for the app's type (fontFacesIn). */
  fontFaces: string;
}

/**
 * The built-in test checkout: the product's header, mark and type around a card that says plainly it
 * is a test. It carries the app's first-paint script (allowed by its hash), so it opens in the theme
 * the member sees everywhere else.
 */
export function testCheckoutPage(options: CheckoutPageOptions) {
  const action = (path: string) => `${encodeURIComponent(options.reference)}/${path}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test checkout · ${PRODUCT_NAME}</title>
<script>${FIRST_PAINT_SCRIPT}</script>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${options.fontFaces}${STYLE}</style>
</head>
<body>
<header>
  <span class="brand">${LOGO_MARK}<span>${PRODUCT_NAME}</span></span>
  <span class="badge">Test mode · no real payment</span>
</header>
<main>
<section class="card" aria-labelledby="checkout-title">
  <h1 id="checkout-title">${PRODUCT_NAME} ${escapeHtml(options.planName)}</h1>
  <p>Reference ${escapeHtml(options.reference)}</p>
  <div class="amount">${escapeHtml(options.amount)}${options.period ? `<span class="period"> / ${options.period}</span>` : ''}</div>
  <p>This checkout stands in for the card payment provider while none is configured. Pressing Pay activates the plan without charging anything.</p>
  ${
    options.settled
      ? '<p><strong>This payment has already been completed or cancelled.</strong></p>'
      : `<div class="actions">
    <form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
    <form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay</button></form>
  </div>`
  }
</section>
</main>
</body>
</html>`;
}
