import type { PlanDetail, Step } from '@contract/date-plans';
import { SAMPLE_PLAN, type SampleStop } from '@contract/sample-plan';

const step = (stop: SampleStop, index: number): Step => ({
  step_index: index,
  step_title: stop.title,
  description: stop.activity,
  to_location_name: stop.place,
  to_location_address: stop.address,
  to_location_google_maps_url: null,
  to_location_website: null,
  to_location_phone_number: null,
  image_urls: [],
  activities: [stop.activity],
  ambiance_description: SAMPLE_PLAN.theme,
  estimated_travel_time: '10 minutes',
  estimated_duration_at_location: '45 minutes',
  estimated_cost_per_person: stop.cost,
  transport_mode: 'walk',
  booking_recommendation: '',
  notes_or_tips: '',
  start_time: stop.time,
  end_time: stop.time,
});

/**
 * The landing's sample plan, shared: the build draws it as the server draws a shared plan, so the
 * frame inlines the CSS every shared plan's page uses (its classes do not depend on the plan's text).
 */
export const SAMPLE_SHARED_PLAN: PlanDetail = {
  plan_id: 'sample',
  title: SAMPLE_PLAN.title,
  plan_data: {
    date_title: SAMPLE_PLAN.title,
    overall_theme_description: SAMPLE_PLAN.theme,
    general_date_tips: [SAMPLE_PLAN.request],
    alternative_suggestion_summary: SAMPLE_PLAN.theme,
    total_estimated_date_duration: SAMPLE_PLAN.totalTime,
    total_estimated_cost_range: SAMPLE_PLAN.budget,
    steps: SAMPLE_PLAN.stops.map(step),
  },
  generation_status: 'completed',
  generated_at: '2026-11-23T10:00:00Z',
  is_favorite: false,
  is_archived: false,
  is_shareable: true,
  share_token: 'sample',
  query: null,
  scheduled_for: '2026-11-29',
  time_zone: 'Europe/Lisbon',
  can_undo_swap: false,
};
