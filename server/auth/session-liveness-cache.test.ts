import { describe, expect, it } from 'vitest';
import type { SessionEndings } from '../db/session-endings';
import type { AccessTokenClaims } from './access-tokens';
import { createCachedSessionLiveness } from './session-liveness-cache';

const claims: AccessTokenClaims = { userId: 'user-1', sessionId: 'session-1' };
const HOUR = 3_600_000;

/** The database, as far as the cache sees it: sessions and when they expire, and a counter of reads. */
function fakeDatabase(now: number) {
  const sessions = new Map<string, { userId: string; until: number }>([
    ['session-1', { userId: 'user-1', until: now + HOUR }],
    ['session-2', { userId: 'user-1', until: now + HOUR }],
  ]);
  let listener: ((sessionId: string) => void) | undefined;
  const endings: SessionEndings = {
    subscribe(next) {
      listener = next;
      return () => undefined;
    },
    close: async () => undefined,
  };
  const database = {
    reads: 0,
    /** Set to hold the next read until released, to end a session while it is under way. */
    hold: null as Promise<void> | null,
    sessions,
    endings,
    end(sessionId: string) {
      sessions.delete(sessionId);
      listener?.(sessionId);
    },
    async liveUntil({ userId, sessionId }: AccessTokenClaims) {
      database.reads += 1;
      const session = sessions.get(sessionId);
      const answer = session && session.userId === userId ? new Date(session.until) : null;
      if (database.hold) await database.hold;
      return answer;
    },
  };
  return database;
}

describe('the session liveness cache', () => {
  it('reads a session once, then answers from memory while nothing announces its end', async () => {
    const database = fakeDatabase(Date.now());
    const liveness = createCachedSessionLiveness(database, database.endings);
    expect(await liveness.isLive(claims)).toBe(true);
    expect(await liveness.isLive(claims)).toBe(true);
    expect(database.reads).toBe(1);
  });

  it('asks again once the session is announced ended (sign-out, password change, account deletion)', async () => {
    const database = fakeDatabase(Date.now());
    const liveness = createCachedSessionLiveness(database, database.endings);
    await liveness.isLive(claims);
    database.end('session-1');
    expect(await liveness.isLive(claims)).toBe(false);
    expect(await liveness.isLive({ userId: 'user-1', sessionId: 'session-2' })).toBe(true);
  });

  it('never keeps an answer read while the session was being ended', async () => {
    const database = fakeDatabase(Date.now());
    const liveness = createCachedSessionLiveness(database, database.endings);
    let release!: () => void;
    database.hold = new Promise((resolve) => (release = resolve));
    const pending = liveness.isLive(claims);
    await Promise.resolve();
    database.end('session-1');
    release();
    // The read saw the session before it ended: that request passes, the next one must not.
    expect(await pending).toBe(true);
    database.hold = null;
    expect(await liveness.isLive(claims)).toBe(false);
  });

  it('stops answering from memory when the session expires', async () => {
    let now = Date.now();
    const database = fakeDatabase(now);
    database.sessions.set('session-1', { userId: 'user-1', until: now + 1000 });
    const liveness = createCachedSessionLiveness(database, database.endings, () => now);
    await liveness.isLive(claims);
    now += 2000;
    database.sessions.delete('session-1');
    expect(await liveness.isLive(claims)).toBe(false);
  });

  it('never answers a session of another member from memory', async () => {
    const database = fakeDatabase(Date.now());
    const liveness = createCachedSessionLiveness(database, database.endings);
    await liveness.isLive(claims);
    expect(await liveness.isLive({ userId: 'user-2', sessionId: 'session-1' })).toBe(false);
  });
});
