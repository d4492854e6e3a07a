import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { isUuid } from '../lib/ids';
import type { AccessTokenClaims } from './access-tokens';
import { batchedByTurn } from '../db/batched-by-turn';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createRefreshTokenStore(db: Database, ttlDays: number) {
  const live = (token: string) =>
    and(
      eq(refreshTokens.tokenHash, hashToken(token)),
      isNull(refreshTokens.revokedAt),
      gt(refreshTokens.expiresAt, new Date()),
    );

  // Runs for every authenticated request, so it is planned once per connection.
  const liveSessions = db
    .select({ id: refreshTokens.id, userId: refreshTokens.userId, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(
      and(
        sql`${refreshTokens.id} = any(${sql.placeholder('sessionIds')}::uuid[])`,
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('sessions_are_live');
  const liveUntil = batchedByTurn(async (claims: AccessTokenClaims[]) => {
    const sessionIds = [...new Set(claims.map((one) => one.sessionId))];
    const rows = await liveSessions.execute({ sessionIds, now: new Date() });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return claims.map(({ userId, sessionId }) => {
      const row = byId.get(sessionId);
      return row?.userId === userId ? row.expiresAt : null;
    });
  });

  const newSession = (userId: string) => {
    const token = randomBytes(32).toString('base64url');
    const row = {
      id: randomUUID(),
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
    };
    return { row, session: { token, sessionId: row.id } };
  };

  return {
    /** A new session with a random token (256 bits); only the token's hash is stored. */
    async issue(userId: string): Promise<{ token: string; sessionId: string }> {
      const { row, session } = newSession(userId);
      await db.insert(refreshTokens).values(row);
      return session;
    },

    /**
     * A session for a password just checked against `passwordHash`, or null when the account's
     * password is no longer that one. The share lock on the account's row orders this after any
     * change of credentials under way (a reset, a Google claim), so a session can never be born
     * from a password that has just been revoked.
     */
    async issueForPassword(
      userId: string,
      passwordHash: string,
    ): Promise<{ token: string; sessionId: string } | null> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.passwordHash, passwordHash)))
          .for('share');
        if (!account) return null;
        const { row, session } = newSession(userId);
        await tx.insert(refreshTokens).values(row);
        return session;
      });
    },

    /** The user the token belongs to while it is neither revoked nor expired. */
    async resolve(token: string): Promise<{ userId: string; sessionId: string } | null> {
      const [row] = await db
        .select({ userId: refreshTokens.userId, sessionId: refreshTokens.id })
        .from(refreshTokens)
        .where(live(token));
      return row ?? null;
    },

    /**
     * When the session expires if it is the user's and neither revoked nor expired; null otherwise.
     * Read from the database on every call, together with the calls of the same turn of the event
     * loop (batchedByTurn), so each is still read after it was asked.
     */
    async liveUntil(claims: AccessTokenClaims): Promise<Date | null> {
      if (!isUuid(claims.userId) || !isUuid(claims.sessionId)) return null;
      return liveUntil(claims);
    },

    /** Whether the session is the user's and neither revoked nor expired; gone with a deleted account. */
    async isLive(claims: AccessTokenClaims): Promise<boolean> {
      return (await this.liveUntil(claims)) !== null;
    },

    /** Ends the one session an access token belongs to (sign-out without the refresh token). */
    async revokeSession({ userId, sessionId }: { userId: string; sessionId: string }): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.id, sessionId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    async revoke(token: string): Promise<void> {
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(live(token));
    },

    /** Ends every other session of the user, e.g. after a password change. */
    async revokeAllExcept(userId: string, keepSessionId: string | null): Promise<void> {
      const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
      if (keepSessionId) conditions.push(ne(refreshTokens.id, keepSessionId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
    },
  };
}

export type RefreshTokenStore = ReturnType<typeof createRefreshTokenStore>;
