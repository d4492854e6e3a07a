import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

const printMedia = () => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : null);

/**
 * Whether to draw what only paper shows: not until a print starts, so neither a page's first paint
 * nor the moments after it pay for it. A print starts with `beforeprint`, or with the print media
 * where a browser (or a test) switches to it without that event; either way it is committed at once,
 * before the page is laid out for paper.
 */
export function usePrintReady() {
  const [ready, setReady] = useState(() => printMedia()?.matches === true);
  useEffect(() => {
    if (ready) return;
    const now = () => flushSync(() => setReady(true));
    const media = printMedia();
    const onMediaChange = (event: MediaQueryListEvent) => {
      if (event.matches) now();
    };
    window.addEventListener('beforeprint', now);
    media?.addEventListener('change', onMediaChange);
    return () => {
      window.removeEventListener('beforeprint', now);
      media?.removeEventListener('change', onMediaChange);
    };
  }, [ready]);
  return ready;
}
