import type { PlanData, Step } from '@contract/date-plans';
import type { Grammar } from './grammar/grammar';
import { sentence } from './fill';
import { inRegister } from './grammar/register';

/**
 * The last pass over every sentence a person reads: the region's way of addressing the couple
 * ("reserven" in Mexico, "reservad" in Spain), contractions, articles, capitals.
 */
export function polishPlan(plan: PlanData, grammar: Grammar, country: string | null): PlanData {
  const polish = (text: string) =>
    sentence(grammar.properWords(grammar.contract(inRegister(text, grammar.language, country))));
  const step = (s: Step): Step => ({
    ...s,
    step_title: polish(s.step_title),
    description: polish(s.description),
    activities: s.activities.map(polish),
    ambiance_description: polish(s.ambiance_description),
    booking_recommendation: polish(s.booking_recommendation),
    notes_or_tips: polish(s.notes_or_tips),
  });
  return {
    ...plan,
    date_title: polish(plan.date_title),
    overall_theme_description: polish(plan.overall_theme_description),
    general_date_tips: plan.general_date_tips.map(polish),
    alternative_suggestion_summary: polish(plan.alternative_suggestion_summary),
    steps: plan.steps.map(step),
  };
}
