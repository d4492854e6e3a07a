import { useEffect, useReducer } from 'react';
import { PLAN_PATHS, PLANNER_BASE } from '@contract/date-plans-constants';
import { API_BASE_URL } from '@/config/env';
import { renewAccessToken } from '@/lib/api-client';
import { storage, tokenStorage } from '@/lib/storage';
import { initialProgress, progressReducer } from '../progress-state';
import { followProgressStream } from './progress-stream';

/** The stream's address: the member's current access token, else the guest's e-mail (EventSource sends no headers). */
function progressStreamUrl(planId: string, lastEventId: number) {
  const params = new URLSearchParams();
  const token = tokenStorage.accessToken();
  const email = storage.get('guestEmail');
  if (token) params.set('token', token);
  else if (email) params.set('email', email);
  if (lastEventId > 0) params.set('last_event_id', String(lastEventId));
  return `${API_BASE_URL}${PLANNER_BASE}${PLAN_PATHS.progress(planId)}?${params.toString()}`;
}

/** Asks the address once and hangs up as soon as the status line is in. */
async function answerStatus(url: string): Promise<number | null> {
  const controller = new AbortController();
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: 'include' });
    return response.status;
  } catch {
    return null;
  } finally {
    controller.abort();
  }
}

/** Follows a plan being made until it completes or fails, riding out dropped connections. */
export function useGenerationProgress(planId: string | undefined) {
  const [state, dispatch] = useReducer(progressReducer, initialProgress);

  useEffect(() => {
    if (!planId) return;
    return followProgressStream(
      {
        url: (lastEventId) => progressStreamUrl(planId, lastEventId),
        renewCredentials: async () => Boolean(tokenStorage.refreshToken()) && renewAccessToken(),
        statusOf: answerStatus,
      },
      {
        onEvent: (event) => dispatch({ type: 'event', event }),
        onFailed: (reason) => dispatch({ type: 'stream-failed', reason }),
      },
    );
  }, [planId]);

  return state;
}
