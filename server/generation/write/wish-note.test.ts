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

describe("the person's words with the article they put before them", () => {
  it('says "As you asked: a pisco sour" and titles a kind of place by the wish', () => {
    const result = planOffline('una cena en Lima y luego un pisco sour en Barranco', {
      variant: 0,
      now: NOW,
    });
    if (!('plan' in result)) throw new Error('refused');
    const titles = result.plan.steps.map((step) => step.step_title);
    expect(titles).toContainEqual(expect.stringMatching(/^Un pisco sour en Barranco/));
  });

  it('keeps no definite article and no joining word: "jazz after dinner" titles "Dinner: …"', () => {
    const result = planOffline('jazz in London after dinner', { variant: 0, now: NOW });
    if (!('plan' in result)) throw new Error('refused');
    expect(result.plan.steps.map((step) => step.step_title)).toContainEqual(
      expect.stringMatching(/^Dinner: /),
    );
  });
});

describe('a wish joined to someone', () => {
  it('never titles its stop: "a beer with tom" is a pint, not a stop named after Tom', () => {
    const result = planOffline('a beer with tom then dinner in Leeds', { variant: 0, now: NOW });
    if (!('plan' in result)) throw new Error('refused');
    for (const step of result.plan.steps) expect(step.step_title).not.toMatch(/\btom\b/i);
  });
});
