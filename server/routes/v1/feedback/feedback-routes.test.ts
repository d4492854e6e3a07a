import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlans } from '../../../testing/seed-plans';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ GUEST_FEEDBACK_RATE_LIMIT: 5 });
});
afterAll(() => ctx.close());

const submit = (payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/v1/feedback', payload, headers, remoteAddress });

describe('POST /v1/feedback', () => {
  it('stores a member’s feedback about their plan, trimmed, with status new', async () => {
    const member = await signUpMember(ctx.app);
    const [planId] = await seedPlans(ctx.database.db, member.user.user_id, [{}]);
    const response = await submit(
      {
        feedback_type: 'date_plan_feedback',
        message: '   The picnic spot was perfect!   ',
        rating: 5,
        related_plan_id: planId,
        email: null,
        name: null,
      },
      bearer(member.token.access_token),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      feedback_type: 'date_plan_feedback',
      message: 'The picnic spot was perfect!',
      rating: 5,
      related_plan_id: planId,
      status: 'new',
    });
  });

  it('accepts a guest’s feedback with optional contact details', async () => {
    const response = await submit(
      {
        feedback_type: 'bug_report',
        message: 'The map did not load on my phone.',
        email: 'Guest@Example.com',
        name: 'Sam',
      },
      {},
      '10.9.0.1',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().rating).toBeNull();
  });

  it.each([
    [
      { feedback_type: 'general', message: '  too short ' },
      'Please provide a more detailed message (at least 10 characters)',
    ],
    [
      { feedback_type: 'general', message: 'x'.repeat(5001) },
      'Please keep your message under 5000 characters',
    ],
    [{ feedback_type: 'general', message: 'Long enough message', rating: 6 }, undefined],
    [{ feedback_type: 'praise', message: 'Long enough message' }, undefined],
    [
      { feedback_type: 'general', message: 'Long enough message', name: 'n'.repeat(256) },
      'Name must be at most 255 characters',
    ],
    [
      { feedback_type: 'general', message: 'Long enough message', email: 'nope' },
      'Please enter a valid email address',
    ],
    [
      {
        feedback_type: 'general',
        message: 'Long enough message',
        related_plan_id: '00000000-0000-4000-8000-000000000000',
      },
      'related_plan_id is only accepted with the date_plan_feedback type',
    ],
  ])('refuses %j with a 422', async (payload, message) => {
    const response = await submit(payload, {}, '10.9.0.2');
    expect(response.statusCode).toBe(422);
    if (message) expect(response.json().detail[0].msg).toBe(message);
  });

  it('refuses a plan the sender cannot see', async () => {
    const owner = await signUpMember(ctx.app);
    const stranger = await signUpMember(ctx.app);
    const [planId] = await seedPlans(ctx.database.db, owner.user.user_id, [{}]);
    const response = await submit(
      { feedback_type: 'date_plan_feedback', message: 'Looks lovely, thank you!', related_plan_id: planId },
      bearer(stranger.token.access_token),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({
      loc: ['body', 'related_plan_id'],
      msg: 'Unknown date plan',
    });
  });

  it('rate-limits guests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await submit({ feedback_type: 'general', message: `Guest message ${i}!` }, {}, '10.9.9.9'))
          .statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('GET /v1/feedback/my-feedback', () => {
  it('lists only the member’s own feedback, newest first, with filters and paging', async () => {
    const member = await signUpMember(ctx.app);
    const headers = bearer(member.token.access_token);
    const messages = [
      ['general', 'First general thought', 3],
      ['bug_report', 'Button overlaps text', null],
      ['feature_request', 'Please add calendar export', 5],
      ['general', 'Another general thought', 5],
    ] as const;
    for (const [feedback_type, message, rating] of messages) {
      expect((await submit({ feedback_type, message, rating }, headers)).statusCode).toBe(201);
    }
    await submit({ feedback_type: 'general', message: 'Someone else entirely' }, {}, '10.9.0.3');

    const list = async (query = '') =>
      (await ctx.app.inject({ url: `/v1/feedback/my-feedback${query}`, headers })).json();
    const all = await list();
    expect(all.total_count).toBe(4);
    expect(all.feedback.map((f: { message: string }) => f.message)[0]).toBe('Another general thought');
    expect((await list('?feedback_type=general')).total_count).toBe(2);
    expect((await list('?rating=5')).total_count).toBe(2);
    expect((await list('?status=new')).total_count).toBe(4);
    expect((await list('?search=CALENDAR')).feedback[0].message).toBe('Please add calendar export');
    const paged = await list('?page=2&page_size=3');
    expect(paged.feedback).toHaveLength(1);
    expect(paged.has_next).toBe(false);

    const one = all.feedback[0];
    const detail = await ctx.app.inject({ url: `/v1/feedback/my-feedback/${one.feedback_id}`, headers });
    expect(detail.json()).toEqual(one);

    const stranger = await signUpMember(ctx.app);
    const hidden = await ctx.app.inject({
      url: `/v1/feedback/my-feedback/${one.feedback_id}`,
      headers: bearer(stranger.token.access_token),
    });
    expect(hidden.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/v1/feedback/my-feedback' })).statusCode).toBe(401);
  });
});
