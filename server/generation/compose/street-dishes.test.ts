import { describe, expect, it } from 'vitest';
import { familyOf } from '../kinds/kind-ids';
import { planOffline } from '../pipeline';
import { TEST_NOW } from './compose-test-helpers';

describe('a dish eaten from a stand is hosted by street food (a stand’s price), whatever its cuisine', () => {
  it.each([
    ['Berlin, Samstagabend, Currywurst und eine Bar', 'Currywurst'],
    ['Hamburg am Samstagnachmittag, ein Fischbrötchen am Hafen', 'Fischbrötchen'],
    ['Lisbon on Saturday evening, a bifana and fado', 'bifana'],
    ['Salvador, sábado à tarde, acarajé e pôr do sol', 'acarajé'],
    ['Buenos Aires el sábado por la tarde, un choripán y un paseo', 'choripán'],
    ['Paris samedi midi, un bánh mì puis une balade', 'bánh mì'],
    ['Roma sabato sera, un gyros e una passeggiata', 'gyros'],
  ])('%s', (text, dish) => {
    const result = planOffline(text, { now: TEST_NOW });
    if (!('plan' in result)) throw new Error(`refused: ${text}`);
    const host = result.request.wanted.find((wish) => wish.span.text.includes(dish));
    expect(host && familyOf(host.kind), dish).toBe('street_food');
  });
});
