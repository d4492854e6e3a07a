import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountTokens } from '../db/schema';

export type TokenPurpose = 'verify' | 'reset' | 'email_change' | 'google_link';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify: 7 * 86_400_000,
  reset: 3_600_000,
  // A change of address hands over the account, so its link lives for a day, not a week.
  email_change: 86_400_000,
  // Asked for in the middle of a sign-in, so it need not outlive the hour.
  google_link: 3_600_000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use, expiring tokens sent by e-mail; only their hashes are kept. */
export function createAccountTokenStore(db: Database) {
  return {
    async issue(
      userId: string,
      email: string,
      purpose: TokenPurpose,
      { now = new Date(), googleSubject = null }: { now?: Date; googleSubject?: string | null } = {},
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      // A new link replaces older unused ones of the same kind.
      await db
        .delete(accountTokens)
        .where(
          or(
            and(
              eq(accountTokens.userId, userId),
              eq(accountTokens.purpose, purpose),
              isNull(accountTokens.usedAt),
            ),
            lt(accountTokens.expiresAt, now),
          ),
        );
      await db.insert(accountTokens).values({
        tokenHash: hashToken(token),
        userId,
        purpose,
        email,
        googleSubject,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      });
      return token;
    },

    /** Marks the token used and returns what it was for, or null when unknown, used or expired. */
    async consume(token: string, purpose: TokenPurpose, now = new Date()) {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, hashToken(token)),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({
          userId: accountTokens.userId,
          email: accountTokens.email,
          googleSubject: accountTokens.googleSubject,
        });
      return row ?? null;
    },
  };
}

export type AccountTokenStore = ReturnType<typeof createAccountTokenStore>;
