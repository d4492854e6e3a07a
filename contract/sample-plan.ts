/** The landing page's sample plan: what the offline planner really writes for its request. */

export interface SampleStop {
  /** When the stop starts, on the 12-hour clock English plans use. */
  time: string;
  /** The step's title, in the words the visitor asked with where it holds what they asked for. */
  title: string;
  place: string;
  address: string;
  /** The step's own description, as the planner wrote it. */
  activity: string;
  /** Per person, as the plan states it. */
  cost: string;
}

export interface SamplePlan {
  /** What the visitor would type: the plan answers these exact words. */
  request: string;
  title: string;
  city: string;
  theme: string;
  stops: SampleStop[];
  totalTime: string;
  budget: string;
}

/**
 * Copied from the offline planner's plan for `request` (variant 0, planned on Monday 23 November 2026,
 * so for Sunday the 29th): server/generation/places/sample-plan.test.ts fails when the two differ, so
 * the landing page never promises what the product does not make.
 */
export const SAMPLE_PLAN: SamplePlan = {
  request: 'A rainy Sunday afternoon in Lisbon, bookshops and pastéis, under €60',
  title: 'Books and coffee in Lisbon',
  city: 'Lisbon',
  theme:
    'An afternoon together in Lisbon, kept simple: Livraria Bertrand, Café A Brasileira and Confeitaria Nacional — nothing else to think about.',
  stops: [
    {
      time: '2:30 PM',
      title: 'Just the two of you at Livraria Bertrand, then Café A Brasileira',
      place: 'Livraria Bertrand',
      address: 'Livraria Bertrand, Chiado, Lisbon, Portugal',
      activity:
        'As you asked: bookshops. From 2:30 PM to 3:10 PM, before Café A Brasileira, some places are better shared, like this one: Livraria Bertrand.',
      cost: '€5–16',
    },
    {
      time: '3:15 PM',
      title: 'Café A Brasileira together, after Livraria Bertrand',
      place: 'Café A Brasileira',
      address: 'Café A Brasileira, Chiado, Lisbon, Portugal',
      activity:
        'As you asked: pastéis. After Livraria Bertrand, from 3:15 PM to 4:00 PM, for a while, everything revolves around one place: Café A Brasileira.',
      cost: '€3–6',
    },
    {
      time: '4:10 PM',
      title: 'Worth the detour: Confeitaria Nacional, after Café A Brasileira',
      place: 'Confeitaria Nacional',
      address: 'Confeitaria Nacional, Baixa, Lisbon, Portugal',
      activity:
        'After Café A Brasileira, from 4:10 PM to 4:40 PM, at Confeitaria Nacional, skip the checklist, follow whatever catches your eye and compare notes on the way out.',
      cost: '€3–6',
    },
  ],
  totalTime: 'About 2 hours 10 minutes',
  budget: '€11–28 per person',
};
