import type { SessionEndings } from '../db/session-endings';
import type { AccessTokenClaims, SessionLiveness } from './access-tokens';

/** Where a session's liveness is read: the time it expires while live, or null once it is not. */
export interface SessionLifetimes {
  liveUntil(claims: AccessTokenClaims): Promise<Date | null>;
}

/** Sessions remembered at most; a full cache forgets its oldest entry. */
const SESSIONS_KEPT = 10_000;

/**
 * Every request still asks whether its session is live, and a session the database has seen alive
 * is answered from memory until the database announces a change to it (revoked, deleted with its
 * account, a password change or reset ending every other session: the refresh_tokens trigger, so
 * whoever ends a session needs to know nothing of this cache) or it expires. An authenticated read
 * then costs one query fewer. Only over announcements that arrive before the statement that ended
 * the session has been answered (session-endings.ts).
 */
export function createCachedSessionLiveness(
  lifetimes: SessionLifetimes,
  endings: SessionEndings,
  now: () => number = Date.now,
): SessionLiveness {
  const live = new Map<string, { userId: string; until: number }>();
  // Counts announcements: a read that overlapped one may have seen the session before it ended.
  let announcements = 0;
  const forget = (sessionId: string) => {
    announcements += 1;
    live.delete(sessionId);
  };
  endings.subscribe(forget);

  return {
    async isLive(claims) {
      const known = live.get(claims.sessionId);
      if (known && known.userId === claims.userId && known.until > now()) return true;
      const seen = announcements;
      const until = await lifetimes.liveUntil(claims);
      if (!until) {
        live.delete(claims.sessionId);
        return false;
      }
      if (seen === announcements) {
        if (live.size >= SESSIONS_KEPT) live.delete(live.keys().next().value!);
        live.set(claims.sessionId, { userId: claims.userId, until: until.getTime() });
      }
      return true;
    },
  };
}
