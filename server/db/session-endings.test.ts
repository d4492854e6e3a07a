import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { refreshTokens, users } from './schema';

describe('the embedded database announces every session that ends', () => {
  let database: DatabaseHandle;
  const announced: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    database.sessionEndings!.subscribe((sessionId) => announced.push(sessionId));
  });
  afterAll(() => database.close());

  async function memberWithSessions(count: number) {
    const userId = randomUUID();
    await database.db.insert(users).values({
      id: userId,
      email: `${userId}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const sessions = Array.from({ length: count }, () => randomUUID());
    await database.db.insert(refreshTokens).values(
      sessions.map((id) => ({
        id,
        userId,
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    return { userId, sessions };
  }

  it('announces a revoked session before the revoking statement has answered', async () => {
    const { sessions } = await memberWithSessions(2);
    announced.length = 0;
    await database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.id, sessions[0]!));
    expect(announced).toEqual([sessions[0]]);
  });

  it('announces every session of an account deleted with them (the cascade)', async () => {
    const { userId, sessions } = await memberWithSessions(2);
    announced.length = 0;
    await database.db.delete(users).where(eq(users.id, userId));
    expect(announced.sort()).toEqual([...sessions].sort());
  });

  it('announces a change made inside a transaction once it commits', async () => {
    const { userId, sessions } = await memberWithSessions(1);
    announced.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, userId));
      expect(announced).toEqual([]);
    });
    expect(announced).toEqual(sessions);
  });

  it('says nothing of a new session', async () => {
    announced.length = 0;
    await memberWithSessions(1);
    expect(announced).toEqual([]);
  });
});
