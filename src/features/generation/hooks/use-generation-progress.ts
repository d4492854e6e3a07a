import { useEffect, useReducer } from 'react';
import type { ProgressEvent } from '@contract/date-plans';
import { API_BASE_URL } from '@/config/env';
import { storage, tokenStorage } from '@/lib/storage';
import { initialProgress, progressReducer } from '../progress-state';

export const PROGRESS_EVENT = 'DatePlanProgress';

/** Follows a plan being made: an EventSource on the plan's progress stream, closed once it ends. */
export function useGenerationProgress(planId: string | undefined) {
  const [state, dispatch] = useReducer(progressReducer, initialProgress);

  useEffect(() => {
    if (!planId) return;
    const params = new URLSearchParams();
    const token = tokenStorage.accessToken();
    const email = storage.get('guestEmail');
    if (token) params.set('token', token);
    else if (email) params.set('email', email);
    const source = new EventSource(
      `${API_BASE_URL}/v1/date-planner/sse/${encodeURIComponent(planId)}?${params.toString()}`,
      { withCredentials: true },
    );
    let finished = false;
    source.addEventListener(PROGRESS_EVENT, (message) => {
      let event: ProgressEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as ProgressEvent;
      } catch {
        return;
      }
      dispatch({ type: 'event', event });
      if (event.is_complete || event.error) {
        finished = true;
        source.close();
      }
    });
    // A stream that drops before the end (refused, or the server went away) is reported, not retried forever.
    source.onerror = () => {
      if (finished) return;
      finished = true;
      source.close();
      dispatch({ type: 'stream-failed' });
    };
    return () => source.close();
  }, [planId]);

  return state;
}
