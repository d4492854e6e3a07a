import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');

function descriptions(text: string): string {
  const result = planOffline(text, { variant: 0, now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result.plan.steps.map((step) => step.description).join(' ');
}

describe("the person's words after 'As you asked:'", () => {
  it.each([
    ['Una cena romántica en Sevilla y luego flamenco', 'Como pediste: Una'],
    ['Dîner au Marais puis un verre, samedi soir', 'Comme demandé : Dîner'],
  ])('are not capitalised just because they opened the description: %s', (text, wrong) => {
    expect(descriptions(text)).not.toContain(wrong);
  });

  it('keep the capital of a name', () => {
    expect(descriptions('Dinner in Porto, then a rabelo boat on the Douro')).not.toMatch(/: douro\b/);
  });
});
