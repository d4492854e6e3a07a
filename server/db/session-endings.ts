import type { PGlite } from '@electric-sql/pglite';
import type { PreparedNotifications } from './pglite-prepared-statements';

/** The channel the refresh_tokens trigger announces a changed or deleted session on (migration 0014). */
export const SESSION_ENDED_CHANNEL = 'datecraft_session_ended';

/** Every session that changes or goes, as the database announces it. */
export interface SessionEndings {
  subscribe(ended: (sessionId: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * On the embedded database only: one process, one backend, and a notification is handed to its
 * listener while the statement that ended the session is still being answered, so a request that
 * follows it can never find the session remembered as live. On PostgreSQL the announcement reaches
 * other connections (and processes) a moment later, so there sessions are read on every request.
 */
export async function pgliteSessionEndings(
  client: PGlite,
  prepared: PreparedNotifications,
): Promise<SessionEndings> {
  const listeners = new Set<(sessionId: string) => void>();
  const ended = (sessionId: string) => {
    for (const listener of listeners) listener(sessionId);
  };
  // PGlite hands on those in the answers it parses, the prepared statements those in theirs.
  const unlisten = await client.listen(SESSION_ENDED_CHANNEL, ended);
  const unlistenPrepared = prepared.listen(SESSION_ENDED_CHANNEL, ended);
  return {
    subscribe(ended) {
      listeners.add(ended);
      return () => listeners.delete(ended);
    },
    async close() {
      listeners.clear();
      unlistenPrepared();
      await unlisten();
    },
  };
}
