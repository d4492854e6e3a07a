import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { datePlans } from '../../../db/schema';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const places = (query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/v1/date-planner/places?${query}`, headers });

describe('GET /v1/date-planner/places', () => {
  it('tells whether the description names a city', async () => {
    const named = await places(`description=${encodeURIComponent('dinner in Lisbon')}`);
    expect(named.statusCode).toBe(200);
    expect(named.json().description_city).toBe('Lisbon');
    const unnamed = await places(`description=${encodeURIComponent('something fun this weekend')}`);
    expect(unnamed.json().description_city).toBeNull();
  });

  it('offers the planner’s cities by any of their names, with their country', async () => {
    const { places: found } = (await places('q=lis')).json();
    expect(found).toContainEqual({ name: 'Lisbon', label: 'Lisbon, Portugal' });
    const { places: byAlias } = (await places('q=roma')).json();
    expect(byAlias.map((place: { name: string }) => place.name)).toContain('Rome');
  });

  it('offers a member’s last city first', async () => {
    const member = await signUpMember(ctx.app);
    const auth = bearer(member.token.access_token);
    const generate = (city: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/date-planner/generate',
        payload: { query: 'picnic date', user_preferences: { city } },
        headers: auth,
      });
    expect((await generate('Porto')).statusCode).toBe(201);
    await ctx.app.generationWorker.idle();
    const { places: first } = (await places('q=', auth)).json();
    expect(first[0]).toEqual({ name: 'Porto', label: 'Porto, Portugal' });
    // Someone else is offered the list in its own order.
    expect((await places('q=')).json().places[0].name).not.toBe('Porto');
  });

  it('keeps a guest’s chosen city with the request, and nothing else of its preferences', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/date-planner/generate',
      payload: {
        query: 'picnic date',
        user_preferences: { city: 'Lisbon', x: 1 },
        guest_email: `guest-${Date.now()}@example.com`,
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(datePlans)
      .where(eq(datePlans.id, response.json().plan_id));
    expect(row?.userPreferences).toEqual({ city: 'Lisbon' });
  });
});
