import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../src/features/subscriptions/format-price';
import { readableMoney } from '../contract/money-text';
import { featureLabel } from '../src/features/subscriptions/feature-label';

const README = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../README.md'), 'utf8');

/** The README's list of spec texts the product writes differently on purpose, one entry per bullet. */
function deviations(): string[] {
  const start = README.indexOf('- Spec texts this product writes differently, on purpose');
  expect(start, 'the README lists the deliberate deviations from the spec’s texts').toBeGreaterThan(0);
  const section = README.slice(start).split(/\n(?=- )/)[0] as string;
  return section
    .split(/\n {2}- /)
    .slice(1)
    .map((entry) => entry.replace(/\s+/g, ' '));
}

describe('the README’s list of spec texts written differently', () => {
  it('names each deviation the product makes, each with its reason', () => {
    const entries = deviations();
    const listed = (phrase: string) => entries.some((entry) => entry.includes(phrase));
    // Each pair: what the code writes where the spec writes otherwise, and the words the README uses for it.
    expect(readableMoney('$40-60')).toBe('$40–60');
    expect(listed('en dash')).toBe(true);
    expect(formatPrice(9.99, 'USD')).toBe('$9.99');
    expect(listed("'$9.99'") && listed('USD 9.99')).toBe(true);
    expect(listed('copyright year')).toBe(true);
    expect(featureLabel('ai_date_plans')).toBe('AI date plans');
    expect(listed('sentence case')).toBe(true);
    expect(listed('Dark Mode')).toBe(true);
    expect(listed('View Details about')).toBe(true);
    expect(listed('my-subscription')).toBe(true);
    // A reason, after a colon, for every entry.
    for (const entry of entries) expect(entry, entry).toMatch(/: \S/);
  });
});
