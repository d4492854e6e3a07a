import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether to draw what only paper shows, which the page's first paint does without: true once the
 * browser is idle after it, or at once when a print starts (committed inside `beforeprint`, before
 * the page is laid out for paper).
 */
export function usePrintReady() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const now = () => flushSync(() => setReady(true));
    const later = () => setReady(true);
    window.addEventListener('beforeprint', now);
    // Safari has no requestIdleCallback.
    const idle = typeof window.requestIdleCallback === 'function';
    const id = idle ? window.requestIdleCallback(later, { timeout: 3000 }) : window.setTimeout(later, 200);
    return () => {
      window.removeEventListener('beforeprint', now);
      if (idle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, [ready]);
  return ready;
}
