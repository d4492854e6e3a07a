import { useEffect, useRef, useState } from 'react';
import { useAuth } from './auth-context';

/**
 * Wraps an action that treats members and guests differently. Asked for while the stored session is
 * still being read (a page just loaded), it waits for the answer instead of taking the member for a
 * guest; `waiting` and `held` (what waits) let the page show it busy meanwhile.
 */
export function useWhenSessionKnown<T>(act: (value: T) => void) {
  const { status } = useAuth();
  const [held, setHeld] = useState<{ value: T } | null>(null);
  const done = useRef<{ value: T } | null>(null);
  // The action of the render that learned the session: it sees the member, the one clicked did not.
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  useEffect(() => {
    if (status === 'loading' || !held || done.current === held) return;
    done.current = held;
    latest.current(held.value);
  }, [status, held]);

  const waiting = status === 'loading' && held !== null;
  const request = (value: T) => {
    if (status === 'loading') setHeld({ value });
    else act(value);
  };
  return { request, waiting, held: waiting ? held.value : null };
}
