import { describe, expect, it } from 'vitest';
import { featureLabel, isMostPopular } from './feature-label';

describe('feature labels', () => {
  it.each([
    ['ai_date_plans', 'AI date plans'],
    ['favorites_and_archive', 'Favorites and archive'],
    ['first_date_each_day_free', 'First date each day free'],
    ['share_links', 'Share links'],
    ['priority_generation', 'Priority generation'],
    ['sms_reminders', 'SMS reminders'],
    ['Early__Access', 'Early access'],
  ])('%s reads %s', (key, label) => expect(featureLabel(key)).toBe(label));
});

describe('the Most Popular rule', () => {
  it('marks the second plan only when there are more than two and it is not free', () => {
    expect(isMostPopular(1, 3, 9.99)).toBe(true);
    expect(isMostPopular(1, 2, 9.99)).toBe(false);
    expect(isMostPopular(1, 3, 0)).toBe(false);
    expect(isMostPopular(0, 3, 9.99)).toBe(false);
  });
});
