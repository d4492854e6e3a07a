/**
 * What bench:web measures besides the public pages: a member with one finished plan, its share link,
 * and the member's access token for the signed-in plan page.
 */
import { PLANNER_BASE, PLAN_PATHS } from '../../contract/date-plans';
import { paths } from '../../contract/web-pages';
import { signUpBenchMember } from './server-process';

/** A page bench:web measures, with CI's budgets for its first load. */
export interface BenchPage {
  label: string;
  path: string;
  token?: string;
  /** CI's budget for the gzipped JavaScript fetched before the load event. */
  jsBudgetKb: number;
  /** CI's budget for tasks over 50 ms until the load event. */
  longTaskBudget: number;
}

export interface WebFixture {
  token: string;
  memberPlanPath: string;
  sharedPlanPath: string;
}

export async function makeWebFixture(base: string): Promise<WebFixture> {
  const token = await signUpBenchMember(base, 'web-bench');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const api = (path: string) => `${base}${PLANNER_BASE}${path}`;
  const created = await fetch(api(PLAN_PATHS.generate), {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: 'Dinner, a jazz club and a walk along the river in Paris' }),
  });
  const { plan_id: planId } = (await created.json()) as { plan_id: string };
  for (let tries = 0; ; tries += 1) {
    const plan = (await (await fetch(api(PLAN_PATHS.plan(planId)), { headers })).json()) as {
      generation_status: string;
    };
    if (plan.generation_status === 'completed') break;
    if (tries > 120) throw new Error('the bench plan did not finish');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const shared = await fetch(api(PLAN_PATHS.share(planId)), {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ is_shareable: true }),
  });
  const { share_token: shareToken } = (await shared.json()) as { share_token: string };
  return {
    token,
    memberPlanPath: paths.datePlan.href(planId),
    sharedPlanPath: paths.sharedPlan.href(shareToken),
  };
}
