import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressEvent } from '@contract/date-plans';
import { buildApp } from '../../../app';
import { createCapturingMailer } from '../../../testing/capturing-mailer';
import { createFakeEngine } from '../../../testing/fake-engine';
import {
  bearer,
  createTestApp,
  signUpMember,
  testConfig,
  testJwtSecret,
  type TestContext,
} from '../../../testing/test-app';
import { createTestDatabase } from '../../../testing/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface SseMessage {
  id: number;
  event: string;
  data: ProgressEvent;
}

function parseSse(body: string): SseMessage[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => {
      const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1] ?? '';
      return {
        id: Number(field('id')),
        event: field('event'),
        data: JSON.parse(field('data')) as ProgressEvent,
      };
    });
}

async function memberPlan() {
  const member = await signUpMember(ctx.app);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/date-planner/generate',
    payload: { query: 'Sunset in Lisbon' },
    headers: bearer(member.token.access_token),
  });
  await ctx.app.generationWorker.idle();
  return { member, planId: response.json().plan_id as string };
}

describe('GET /v1/date-planner/sse/{planId}', () => {
  it('replays the stored events in order as DatePlanProgress and ends after completion', async () => {
    const { member, planId } = await memberPlan();
    const response = await ctx.app.inject({
      url: `/v1/date-planner/sse/${planId}?token=${member.token.access_token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const messages = parseSse(response.body);
    expect(messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(new Set(messages.map((m) => m.event))).toEqual(new Set(['DatePlanProgress']));
    expect(messages.map((m) => m.data.stage)).toEqual(['think', 'act', 'final', 'completed']);
    const percentages = messages.map((m) => m.data.progress_percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    const last = messages.at(-1)!.data;
    expect(last).toMatchObject({
      plan_id: planId,
      is_complete: true,
      error: null,
      progress_percentage: 100,
      date_title: 'Sunset and Stories in Lisbon',
      number_of_steps: 2,
      images: ['/images/themes/romantic.svg'],
    });
  });

  it('resumes after Last-Event-ID', async () => {
    const { member, planId } = await memberPlan();
    const response = await ctx.app.inject({
      url: `/v1/date-planner/sse/${planId}`,
      headers: { ...bearer(member.token.access_token), 'last-event-id': '2' },
    });
    expect(parseSse(response.body).map((m) => m.id)).toEqual([3, 4]);

    const atEnd = await ctx.app.inject({
      url: `/v1/date-planner/sse/${planId}?token=${member.token.access_token}`,
      headers: { 'last-event-id': '4' },
    });
    expect(atEnd.statusCode).toBe(200);
    expect(parseSse(atEnd.body)).toEqual([]);
  });

  it('resumes after last_event_id in the URL, for a stream the page reopened itself', async () => {
    const { member, planId } = await memberPlan();
    const response = await ctx.app.inject({
      url: `/v1/date-planner/sse/${planId}?token=${member.token.access_token}&last_event_id=3`,
    });
    expect(parseSse(response.body).map((m) => m.id)).toEqual([4]);
  });

  it('admits a guest by the e-mail used, in any case', async () => {
    const email = `stream-guest-${Date.now()}@example.com`;
    const { plan_id } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/date-planner/generate',
        payload: { query: 'Coffee date', guest_email: email },
      })
    ).json();
    await ctx.app.generationWorker.idle();
    const response = await ctx.app.inject({
      url: `/v1/date-planner/sse/${plan_id}?email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(response.statusCode).toBe(200);
    expect(parseSse(response.body).at(-1)?.data.is_complete).toBe(true);
  });

  it("refuses a stranger's token, a wrong e-mail, no credentials and bad ids alike, leaking nothing", async () => {
    const { planId } = await memberPlan();
    const stranger = await signUpMember(ctx.app);
    const urls = [
      `/v1/date-planner/sse/${planId}?token=${stranger.token.access_token}`,
      `/v1/date-planner/sse/${planId}?email=someone@example.com`,
      `/v1/date-planner/sse/${planId}`,
      `/v1/date-planner/sse/not-a-uuid?token=${stranger.token.access_token}`,
      `/v1/date-planner/sse/00000000-0000-4000-8000-000000000000?token=${stranger.token.access_token}`,
    ];
    for (const url of urls) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Date plan not found' });
    }
  });

  it('refuses a token that is not valid with 401 before looking at any plan, so the page can renew it', async () => {
    const { planId } = await memberPlan();
    for (const url of [
      `/v1/date-planner/sse/${planId}?token=garbage`,
      `/v1/date-planner/sse/00000000-0000-4000-8000-000000000000?token=garbage`,
      `/v1/date-planner/sse/not-a-uuid?token=garbage`,
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('reports a failed generation with its error and ends the stream', async () => {
    await ctx.app.generationWorker.idle();
    ctx.engine.failNext();
    const { member, planId } = await memberPlan();
    const messages = parseSse(
      (await ctx.app.inject({ url: `/v1/date-planner/sse/${planId}?token=${member.token.access_token}` }))
        .body,
    );
    const last = messages.at(-1)!.data;
    expect(last.is_complete).toBe(false);
    expect(last.error).toBe("We couldn't finish your date plan. Please try again.");
  });
});

describe('live streaming over HTTP', () => {
  it('delivers events as they are written, with heartbeats in between', async () => {
    await ctx.app.generationWorker.idle();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    ctx.engine.hold();
    const member = await signUpMember(ctx.app);
    const { plan_id } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/date-planner/generate',
        payload: { query: 'Held date' },
        headers: bearer(member.token.access_token),
      })
    ).json();

    const response = await fetch(
      `http://127.0.0.1:${port}/v1/date-planner/sse/${plan_id}?token=${member.token.access_token}`,
    );
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
    };
    await readUntil(/"stage":"think"/);
    await readUntil(/: keep-alive/);
    expect(received).not.toContain('"is_complete":true');
    ctx.engine.release();
    await readUntil(/"is_complete":true/);
    const { done } = await reader.read();
    expect(done).toBe(true);
    expect(parseSse(received).map((m) => m.data.stage)).toEqual(['think', 'act', 'final', 'completed']);
  });
});

describe('after a restart', () => {
  it('picks up a plan that was still generating and finishes it', async () => {
    const database = await createTestDatabase();
    const first = createFakeEngine();
    const build = (engine: typeof first) =>
      buildApp({
        config: testConfig,
        db: database.db,
        jwtSecret: testJwtSecret,
        engine: engine.engine,
        mailer: createCapturingMailer().mailer,
        worker: { recoverAllOnStart: true },
      });
    try {
      const before = await build(first);
      await before.ready();
      first.hold();
      const member = await signUpMember(before);
      const { plan_id } = (
        await before.inject({
          method: 'POST',
          url: '/v1/date-planner/generate',
          payload: { query: 'Interrupted date' },
          headers: bearer(member.token.access_token),
        })
      ).json();
      while (first.calls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      await before.close();

      const second = createFakeEngine();
      const after = await build(second);
      await after.ready();
      await after.generationWorker.idle();
      const stream = await after.inject({
        url: `/v1/date-planner/sse/${plan_id}?token=${member.token.access_token}`,
      });
      expect(second.calls).toBe(1);
      expect(parseSse(stream.body).at(-1)?.data.is_complete).toBe(true);
      await after.close();
    } finally {
      await database.close();
    }
  });
});
