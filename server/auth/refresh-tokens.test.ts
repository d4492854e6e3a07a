import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { seedMember } from '../testing/seed-plans';
import { createTestDatabase } from '../testing/test-database';
import { createRefreshTokenStore, type RefreshTokenStore } from './refresh-tokens';

describe('the session check of every authenticated request', () => {
  let database: DatabaseHandle;
  let store: RefreshTokenStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = createRefreshTokenStore(database.db, 30);
  });
  afterAll(() => database.close());

  const member = () => seedMember(database.db);

  it('answers checks asked together (one read) each for its own session', async () => {
    const [ada, bob] = [await member(), await member()];
    const live = await store.issue(ada);
    const revoked = await store.issue(ada);
    await store.revokeSession({ userId: ada, sessionId: revoked.sessionId });
    const expired = randomUUID();
    await database.db.insert(refreshTokens).values({
      id: expired,
      userId: ada,
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() - 1000),
    });
    const bobs = await store.issue(bob);

    const answers = await Promise.all([
      store.isLive({ userId: ada, sessionId: live.sessionId }),
      store.isLive({ userId: ada, sessionId: revoked.sessionId }),
      store.isLive({ userId: ada, sessionId: expired }),
      // Another member's session is not Ada's, though it is live.
      store.isLive({ userId: ada, sessionId: bobs.sessionId }),
      store.isLive({ userId: bob, sessionId: bobs.sessionId }),
      store.isLive({ userId: ada, sessionId: 'not-a-uuid' }),
      store.isLive({ userId: bob, sessionId: bobs.sessionId }),
    ]);
    expect(answers).toEqual([true, false, false, false, true, false, true]);
  });

  it('refuses a session at once after it is revoked or its account deleted', async () => {
    const ada = await member();
    const session = await store.issue(ada);
    const claims = { userId: ada, sessionId: session.sessionId };
    expect(await store.liveUntil(claims)).toBeInstanceOf(Date);
    await store.revokeSession(claims);
    expect(await store.isLive(claims)).toBe(false);

    const other = await store.issue(ada);
    await database.db.delete(users).where(eq(users.id, ada));
    expect(await store.isLive({ userId: ada, sessionId: other.sessionId })).toBe(false);
  });
});
