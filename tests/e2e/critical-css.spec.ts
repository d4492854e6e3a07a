import { expect, test, type Page } from '@playwright/test';
import { PRERENDERED_PAGES, sharedPlanThroughApi } from './support';

/**
 * A prerendered page that waits for its reader is drawn by the CSS inlined into it, and the app's whole
 * stylesheet arrives only when the app takes the page over. Were any rule the page uses missing from
 * the inlined CSS, the page would change under a reader who had scrolled or opened a question when
 * the stylesheet came in. So every element (and its ::before, ::after, ::placeholder and ::marker)
 * must compute the same style from the inlined CSS alone as with the whole stylesheet, at a phone's
 * and a desktop's width, in both themes and with every <details> open.
 */
const VARIANTS = [
  { width: 390, theme: 'light' },
  { width: 1280, theme: 'dark' },
] as const;

/**
 * Keeps every element's computed style (and its drawn pseudo-elements') in the page under `key`, for
 * `stylesCompared`: in the page, as the styles of a long page are too many to carry out of it quickly.
 */
const keepComputedStyles = (page: Page, key: string) =>
  page.evaluate((key) => {
    const pseudos = (element: Element) => [
      null,
      ...['::before', '::after'].filter((pseudo) => getComputedStyle(element, pseudo).content !== 'none'),
      ...(element.matches('input, textarea') ? ['::placeholder'] : []),
      ...(element.matches('li, summary') ? ['::marker'] : []),
    ];
    const styles = new Map<string, string>();
    Array.from(document.querySelectorAll('body *')).forEach((element, index) => {
      const name = `${index} <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
      for (const pseudo of pseudos(element)) {
        const style = getComputedStyle(element, pseudo);
        for (const property of Array.from(style))
          styles.set(`${name}${pseudo ?? ''} ${property}`, style.getPropertyValue(property));
      }
    });
    (window as unknown as Record<string, unknown>)[key] = styles;
  }, key);

/** Where the styles kept under `inlined` and `whole` differ. */
const stylesCompared = (page: Page, inlined: string, whole: string) =>
  page.evaluate(
    ({ inlined, whole }) => {
      const kept = window as unknown as Record<string, Map<string, string>>;
      const before = kept[inlined]!;
      return Array.from(kept[whole]!)
        .filter(([key, value]) => before.get(key) !== value)
        .map(([key, value]) => `${key}: ${before.get(key)} (inlined) ≠ ${value} (whole stylesheet)`);
    },
    { inlined, whole },
  );

const setDetailsOpen = (page: Page, open: boolean) =>
  page.evaluate(
    (open) => document.querySelectorAll('details').forEach((details) => (details.open = open)),
    open,
  );

/** Opens `path` with none of the app's code run and compares its styles, inlined and whole. */
async function expectInlinedCssWhole(page: Page, path: string) {
  // The page as its reader has it before the app: none of the app's code runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  const states = [...VARIANTS.map(({ width, theme }) => `${width} px, ${theme}`), 'every <details> open'];
  const measure = async (stylesheet: 'inlined' | 'whole') => {
    for (const [index, { width, theme }] of VARIANTS.entries()) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      await keepComputedStyles(page, `${stylesheet} ${states[index]}`);
    }
    await setDetailsOpen(page, true);
    await keepComputedStyles(page, `${stylesheet} ${states[VARIANTS.length]}`);
    await setDetailsOpen(page, false);
  };

  await page.goto(path);
  // Colours that ease from one theme to the other would be compared mid-way, and a spinner at whatever
  // moment each look caught it: every animation is held at one moment, which shows whether its
  // keyframes are there at all.
  await page.addStyleTag({
    content:
      '*, ::before, ::after { transition: none !important; animation-delay: -0.25s !important; animation-play-state: paused !important; }',
  });
  const stylesheet = await page.evaluate(
    () => /href="([^"]+\.css)"/.exec(document.querySelector('noscript')?.textContent ?? '')?.[1] ?? null,
  );
  expect(stylesheet, 'the page leaves its whole stylesheet for the app').toMatch(/^\/assets\/.+\.css$/);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  await measure('inlined');

  await page.evaluate(
    (href) =>
      new Promise((resolve, reject) => {
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
        link.addEventListener('load', resolve);
        link.addEventListener('error', reject);
        document.head.append(link);
      }),
    stylesheet!,
  );
  await measure('whole');

  for (const state of states)
    expect(await stylesCompared(page, `inlined ${state}`, `whole ${state}`), state).toEqual([]);
}

for (const [path] of PRERENDERED_PAGES) {
  test(`${path} computes the same styles from its inlined CSS as from the whole stylesheet`, async ({
    page,
  }) => {
    await expectInlinedCssWhole(page, path);
  });
}

test('a shared plan’s frame computes the same styles from its inlined CSS as from the whole stylesheet', async ({
  page,
}) => {
  const { shareUrl } = await sharedPlanThroughApi(page, 'Dinner and a jazz club in Paris');
  await expectInlinedCssWhole(page, new URL(shareUrl).pathname);
});
