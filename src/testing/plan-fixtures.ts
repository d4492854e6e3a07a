import type { PlanDetail, PlanListItem, Step } from '@contract/date-plans';

export function stepFixture(index: number, title: string, fields: Partial<Step> = {}): Step {
  return {
    step_index: index,
    step_title: title,
    description: `${title}, described.`,
    to_location_name: `${title} place`,
    to_location_address: `${title} place, Paris, France`,
    to_location_google_maps_url: null,
    to_location_website: null,
    to_location_phone_number: null,
    image_urls: ['/images/kinds/museum.svg'],
    activities: [`Enjoy ${title}`],
    ambiance_description: 'Calm.',
    estimated_travel_time: 'Start here',
    estimated_duration_at_location: '1 hour',
    estimated_cost_per_person: '€10–20',
    transport_mode: 'walk',
    booking_recommendation: 'No booking needed.',
    notes_or_tips: 'Go early.',
    end_time: `${6 + index}:00 PM`,
    ...fields,
  };
}

/** A finished plan of the signed-in member, with three stops. */
export function planFixture(fields: Partial<PlanDetail> = {}): PlanDetail {
  return {
    plan_id: 'p1',
    title: 'Evening in Paris',
    plan_data: {
      date_title: 'Evening in Paris',
      overall_theme_description: 'A museum, dinner and a walk.',
      general_date_tips: ['Wear good shoes.'],
      alternative_suggestion_summary: 'A cinema instead.',
      total_estimated_date_duration: '4 hours',
      total_estimated_cost_range: '€60–100',
      steps: [
        stepFixture(0, 'Musée du Louvre'),
        stepFixture(1, 'Dinner in Le Marais'),
        stepFixture(2, 'Pont Neuf'),
      ],
    },
    generation_status: 'completed',
    generated_at: '2026-11-23T10:00:00Z',
    is_favorite: false,
    is_archived: false,
    is_shareable: false,
    share_token: null,
    query: 'A museum, dinner and a walk in Paris',
    scheduled_for: null,
    time_zone: 'Europe/Paris',
    can_undo_swap: false,
    ...fields,
  };
}

/** A finished plan as the dashboard lists it, made now, neither favourite nor archived. */
export function planListItemFixture(plan_id: string, fields: Partial<PlanListItem> = {}): PlanListItem {
  return {
    plan_id,
    title: plan_id,
    theme_description: null,
    total_estimated_duration: null,
    total_estimated_cost_range: null,
    generated_at: new Date().toISOString(),
    generation_status: 'completed',
    is_favorite: false,
    is_archived: false,
    image_url: null,
    ...fields,
  };
}
