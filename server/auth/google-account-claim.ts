import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountTokens, refreshTokens, users } from '../db/schema';
import type { UserRow } from './users';

/** What Google says about the person signing in. */
export interface GoogleIdentity {
  subject: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/**
 * Google has just proven the address of an account nobody has verified, so whoever set its password
 * may not be the address's owner (anyone can sign up with any address). The account starts over as
 * the Google identity's: the password, every session (and with it every access token, checked per
 * request), every unused e-mailed link and a pending e-mail change are dropped, and the names and
 * picture become Google's. Its plans stay. All in one transaction, which takes the account's row lock
 * first, so a password sign-in racing it either finishes before and has its session revoked here, or
 * waits and finds the password gone (see `RefreshTokenStore.issueForPassword`).
 *
 * Undefined when the account was verified or linked meanwhile: then it is no longer this case.
 */
export function claimUnverifiedAccount(
  db: Database,
  userId: string,
  identity: GoogleIdentity,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(users)
      .set({
        passwordHash: null,
        authProvider: 'google',
        googleSubject: identity.subject,
        isVerified: true,
        pendingEmail: null,
        firstName: identity.firstName,
        lastName: identity.lastName,
        profileImage: identity.picture,
        updatedAt: now,
      })
      .where(and(eq(users.id, userId), eq(users.isVerified, false), isNull(users.googleSubject)))
      .returning();
    if (!row) return undefined;
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await tx.delete(accountTokens).where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
    return row;
  });
}
